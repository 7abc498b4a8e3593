package analysis

import "strings"

// textMemo36 holds what the readings of a sentence ask of its whole text,
// found at the first sentence that asks: found once a sentence, a text of
// many sentences would be read once for each (quadratic).
type textMemo36 struct {
	sendersFound bool
	senders      map[string]bool // mailDomain35 of each address a "from:" header gives
}

// mailSenders35 returns the mail domains of the senders lower (the whole
// text, lowercased) gives: an address within 80 bytes after each "from:".
// A nil memo finds them afresh.
func (m *textMemo36) mailSenders35(lower string) map[string]bool {
	if m != nil && m.sendersFound {
		return m.senders
	}
	var senders map[string]bool
	for i := 0; ; {
		k := strings.Index(lower[i:], "from:")
		if k < 0 {
			break
		}
		i += k + len("from:")
		head := lower[i:min(len(lower), i+80)]
		if at := strings.IndexByte(head, '@'); at > 0 {
			if a, ok := emailAt(lower, i+at); ok {
				if senders == nil {
					senders = map[string]bool{}
				}
				senders[mailDomain35(a)] = true
			}
		}
	}
	if m != nil {
		m.sendersFound, m.senders = true, senders
	}
	return senders
}
