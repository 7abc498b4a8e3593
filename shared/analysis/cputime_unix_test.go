//go:build unix

package analysis_test

import (
	"syscall"
	"testing"
	"time"
)

// processCPU is the CPU time this process has used, user and system, on
// every thread (the garbage collector's too).
func processCPU() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// reportCPU adds cpu-ms/op to a benchmark: on a loaded machine the wall
// time per op grows with the wait for a core, the CPU time much less.
func reportCPU(b *testing.B) func() {
	start := processCPU()
	return func() {
		b.ReportMetric(float64(processCPU()-start)/float64(time.Millisecond)/float64(b.N), "cpu-ms/op")
	}
}
