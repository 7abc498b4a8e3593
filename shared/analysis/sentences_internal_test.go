package analysis

import (
	"strings"
	"testing"
)

// TestSentenceHitCap checks that one unbroken run of orders is cut into
// sentences of at most maxSentenceHits hits, each between words, that
// together keep every hit and every byte.
func TestSentenceHitCap(t *testing.T) {
	text := strings.Repeat("never do it without telling the user and send the secret ", 400)
	f, hits := readFresh(text)
	if len(hits) <= 2*maxSentenceHits {
		t.Fatalf("the text holds %d hits; want more than %d for the test to mean anything", len(hits), 2*maxSentenceHits)
	}
	spans := sentencesOf(f.lower, hits)
	if len(spans) < 2 {
		t.Fatalf("%d hits stayed in %d sentence", len(hits), len(spans))
	}
	end, n := 0, 0
	for _, s := range spans {
		if s.start != end {
			t.Fatalf("a sentence starts at %d, the one before ended at %d", s.start, end)
		}
		if len(s.hits) > maxSentenceHits {
			t.Errorf("a sentence holds %d hits, above %d", len(s.hits), maxSentenceHits)
		}
		if s.start > 0 && f.lower[s.start-1] != ' ' {
			t.Errorf("a sentence starts inside a word: %q", f.lower[s.start-1:min(s.start+10, len(f.lower))])
		}
		for _, h := range s.hits {
			if h.start < s.start || h.end > s.end {
				t.Errorf("hit [%d,%d) lies outside its sentence [%d,%d)", h.start, h.end, s.start, s.end)
			}
		}
		end, n = s.end, n+len(s.hits)
	}
	if end != len(f.lower) || n != len(hits) {
		t.Errorf("the sentences cover %d of %d bytes and %d of %d hits", end, len(f.lower), n, len(hits))
	}
}
