package analysis

import "strings"

// assignedValue returns the value of a run written as an assignment
// ("cfg=UmVhZCB…", "payload=5075…"): base64 and hex runs take in the key
// and its "=", which no decoding reads. A run with no key, or whose value
// is too short to decode, is returned whole.
func assignedValue(run string) string {
	i := strings.IndexByte(strings.TrimRight(run, "="), '=')
	if i <= 0 || len(run)-i-1 < minEncodedRun {
		return run
	}
	return run[i+1:]
}
