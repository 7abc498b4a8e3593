//go:build !race

package analysis

// RaceDetector reports a test binary built with -race.
const RaceDetector = false
