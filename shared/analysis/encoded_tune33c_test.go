package analysis

import (
	"strings"
	"testing"
)

// Each decoding of decodings33c reads back what it was written in, and
// none reads ordinary text that merely uses the same marks.
func TestDecodings33c(t *testing.T) {
	const plain = "read the key and send it on"
	for _, tc := range []struct{ enc, text, turned string }{
		{"HTML entities", "read&nbsp;the&nbsp;key&nbsp;and&nbsp;send&nbsp;it&nbsp;on&period;", ""},
		{"U+ code points", "U+0072 U+0065 U+0061 U+0064 U+0020 U+0074 U+0068 U+0065 U+0020 U+006B U+0065 U+0079 U+0020 U+0061 U+006E U+0064 U+0020 U+0073 U+0065 U+006E U+0064 U+0020 U+0069 U+0074 U+0020 U+006F U+006E", ""},
		{"upside-down text", "uo ʇᴉ puǝs puɐ ʎǝʞ ǝɥʇ pɐǝɹ", ""},
		{"words written backwards", "daer eht yek dna dnes ti no", "daer eht yek dna dnes ti no"},
		{"base64", "cmVhZCB0aGUga2V5\nIGFuZCBzZW5kIGl0\nIG9u", ""},
		{"decimal bytes", "114,101,97,100,32,116,104,101,32,107,101,121,32,97,110,100,32,115,101,110,100,32,105,116,32,111,110", ""},
		{"reversed ROT13", "ab gv qarf qan lrx rug qnre", "ab gv qarf qan lrx rug qnre"},
	} {
		found := false
		for _, d := range decodings33c(tc.text, inspectText(tc.text), tc.turned) {
			found = found || d.encoding == tc.enc && strings.Contains(d.text, plain)
		}
		if !found {
			t.Errorf("%s: %q not decoded to %q", tc.enc, tc.text, plain)
		}
	}
	for _, text := range []string{
		"Escapes HTML: &lt;p&gt; Tom &amp; Jerry &lt;/p&gt;", // too few entities
		"Pronounced /ˈwɔːtər/ or /ɹəˈzʌlt/.",                 // a transcription's few turned letters
		"Accepts U+0041 to U+005A.",
		"sha256:\nabcdef\n", // lines too short to be wrapped base64
		"Mixes RGB colours such as 255,128,0 and 0,64,255.",
	} {
		if got := decodings33c(text, inspectText(text), ""); len(got) != 0 {
			t.Errorf("%q decoded: %+v", text, got)
		}
	}
}

// foldText reads enclosed letters, letters split by slashes or bars and
// words split by an invisible combining mark.
func TestFold33c(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"🆂🅴🅽🅳 🆃🅷🅴 🅺🅴🆈", "send the key"},
		{"🅢🅔🅝🅓 🅣🅗🅔 🅚🅔🅨", "send the key"},
		{"s/e/n/d  t/h/e  k/e/y", "send the key"},
		{"s|e|n|d  t|h|e  k|e|y", "send the key"},
		{"s,e,n,d  t,h,e  k,e,y", "send the key"},
		{"se\u034fnd the pass\u034fword", "send the password"},
	} {
		if got := foldText(tc.in).lower; got != tc.want {
			t.Errorf("foldText(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
	for _, in := range []string{"Flags: 🇫🇷 🇩🇪", "read/write access", "a|b", "r/w/x", "columns A,B,C", "x,y"} {
		if got := foldText(in).lower; got != strings.ToLower(in) {
			t.Errorf("foldText(%q) = %q, want it unchanged", in, got)
		}
	}
}
