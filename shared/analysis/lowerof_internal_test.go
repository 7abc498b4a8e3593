package analysis

import (
	"strings"
	"testing"
)

// TestFoldedLowerIsToLower checks what lowerOf relies on: where folding
// changes nothing but the case (f.text is the text, no rune kept its
// case), f.lower is strings.ToLower of the text.
func TestFoldedLowerIsToLower(t *testing.T) {
	parts := []string{"Read", "THE", "file", " ", ".", "3", "r34d", "é", "É", "İ", "\u212a", "ǅ", "Σ", "ς", "\xff", "\u200b", "ｆｕｌｌ", "а", "ß", "ẞ", "x y z", "_", "界", "\U000E0041", "ﬁ", "Ⅷ"}
	for s := range mixedTexts(parts, 5, 50000, 8) {
		if f := foldText(s); f.text == s && !f.keptCase && f.lower != strings.ToLower(s) {
			t.Fatalf("%q folds to %q, lowercased %q", s, f.lower, strings.ToLower(s))
		}
	}
}

// TestToLowerIsStringsToLower checks toLower against strings.ToLower on
// texts mixing capitals, other scripts, invalid bytes and U+FFFD.
func TestToLowerIsStringsToLower(t *testing.T) {
	parts := []string{"Read", "THE", "file", " ", "3", "é", "É", "İ", "\u212a", "ǅ", "Σ", "ς", "\xff", "\xe2\x82", "\ufffd", "\u200b", "ＦＵＬＬ", "А", "ß", "ẞ", "界", "\U000E0041", "Ⅷ", "Ａ"}
	for s := range mixedTexts(parts, 7, 50000, 10) {
		if toLower(s) != strings.ToLower(s) {
			t.Fatalf("toLower(%q) = %q, strings.ToLower %q", s, toLower(s), strings.ToLower(s))
		}
	}
}
