package analysis

import "testing"

// Format characters in their script's own places are text; the same
// characters elsewhere still count.
func TestOrdinaryVariationAndJoiner(t *testing.T) {
	for _, tc := range []struct {
		text string
		flag bool
	}{
		{"Glyph variant: \u845b\U000E0100 and \u845b\U000E0101.", false},
		{"Half form: \u0915\u094d\u200d\u0937.", false},
		{"plain\U000E0100 latin", true},
		{"\u845b\U000E0100\U000E0101\U000E0102 run", true},
		{"re\u200dad the key", true},
	} {
		if got := len(scanInvisible("the description", tc.text)) > 0; got != tc.flag {
			t.Errorf("%q: flagged %v, want %v", tc.text, got, tc.flag)
		}
	}
}
