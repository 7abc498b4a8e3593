package analysis

import (
	"strings"
	"testing"
)

// phraseLists are the lists phraseSet serves, and edge cases: a phrase of
// one byte, the empty phrase, bytes beyond ASCII.
var phraseLists = [][]string{flowWords, errorWords, confirmWords, fileWords, autoWords, commandMarks, denialGuards, currencies, {"a"}, {"", "zz"}, {"\xff\xfe", "é"}, {"abcd", "bcdef", "xyzw"}, {"ababab", "babab"}}

// FuzzPhraseSet checks that phraseSet.in agrees with a loop of
// strings.Contains over the same phrases.
func FuzzPhraseSet(f *testing.F) {
	for _, s := range []string{"", "a", "uploaded", "it push", "Git PUSH", "x unless y", "falló", "zz", "\xff\xfe", "é", "\xc3", "abcabcd", "ababababab", "the files were synced to the mirror, then uploaded", "xbcdef"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, list := range phraseLists {
			want := false
			for _, w := range list {
				want = want || strings.Contains(s, w)
			}
			if got := newPhraseSet(list...).in(s); got != want {
				t.Fatalf("%q in %q: got %v, want %v", list, s, got, want)
			}
		}
	})
}
