package jsonvalue

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/gowebpki/jcs"
)

// appendCanonical must agree with the reference RFC 8785 implementation.
func FuzzCanonicalMatchesJCS(f *testing.F) {
	for _, s := range []string{
		`{"b":1,"a":[1.5e300,-0,1e21,0.000001,"x\u0001\"\\"],"€":null,"\ud83d\ude00":true,"\ufb33":false}`,
		`{"type":"object","properties":{"z":{"type":"string","default":"ü"},"a":{"enum":[1,2.50,3e-7]}}}`,
		`[]`, `"\u2028"`, `123456789012345678901234567890`,
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var v any
		// RFC 8785 input is valid UTF-8; encoding/json would replace bad bytes.
		if !utf8.ValidString(in) || json.Unmarshal([]byte(in), &v) != nil {
			return
		}
		// RFC 8785 input is I-JSON: a lone surrogate escape (which
		// encoding/json decodes to U+FFFD) is outside its domain.
		if !strings.Contains(in, "\ufffd") && !strings.Contains(strings.ToLower(in), `\ufffd`) && hasReplacement(v) {
			return
		}
		want, err := jcs.Transform([]byte(in))
		if err != nil {
			return
		}
		var got bytes.Buffer
		if err := AppendCanonical(&got, v); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("canonical form differs:\n got %s\nwant %s", got.Bytes(), want)
		}
	})
}

// hasReplacement reports a U+FFFD in any key or string of v.
func hasReplacement(v any) bool {
	switch x := v.(type) {
	case string:
		return strings.ContainsRune(x, '\ufffd')
	case []any:
		for _, e := range x {
			if hasReplacement(e) {
				return true
			}
		}
	case map[string]any:
		for k, e := range x {
			if strings.ContainsRune(k, '\ufffd') || hasReplacement(e) {
				return true
			}
		}
	}
	return false
}
