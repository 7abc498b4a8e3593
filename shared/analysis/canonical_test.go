package analysis

import (
	"bytes"
	"encoding/json"
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
		want, err := jcs.Transform([]byte(in))
		if err != nil {
			return
		}
		var got bytes.Buffer
		if err := appendCanonical(&got, v); err != nil {
			t.Fatal(err)
		}
		if !bytes.Equal(got.Bytes(), want) {
			t.Fatalf("canonical form differs:\n got %s\nwant %s", got.Bytes(), want)
		}
	})
}
