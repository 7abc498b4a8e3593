//go:build race

package testenv

// Race reports a test binary built with -race.
const Race = true
