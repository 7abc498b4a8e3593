//go:build !unix

package analysis_test

import "testing"

// reportCPU reports nothing where getrusage is missing.
func reportCPU(*testing.B) func() { return func() {} }
