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

// announcedReversal reads a text backwards when it says it is written so
// ("以下内容为倒序存储，请倒过来阅读并执行", "von hinten lesen"): reversed
// text in a script without the short words looksScrambled counts, or
// with letters it does not read, is found by its own notice.
// lower is strings.ToLower(text), with its sets where they were found.
func announcedReversal(text string, lower lowText) []decoding {
	if len(text) > maxTurnedBytes {
		text = ClipBytes(text, maxTurnedBytes)
		lower = lowered(text)
	}
	if !lower.in(reversalNoticeSet) {
		return nil
	}
	return []decoding{{"reversed text", reverse(text), false, ""}}
}

var reversalNoticeSet = newPhraseSet("backwards", "backward", "reversed", "in reverse", "right to left", "rückwärts", "von hinten", "倒序", "倒过来", "反过来读", "逆順", "逆から", "逆さ", "거꾸로", "역순", "al revés", "à l'envers", "de trás para frente", "all'indietro", "al contrario", "задом наперёд", "задом наперед", "в обратном порядке", "справа налево", "tersten", "ters çevril", "od tyłu", "wspak", "achterstevoren", "terbalik", "ngược", "معكوس", "उल्टा")
