package jsonvalue

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
)

// decodeJSON must give exactly what json.Unmarshal gives an `any`, and fail
// exactly where it reports a syntax error.
func checkDecodeJSON(t *testing.T, input string) {
	t.Helper()
	var want any
	err := json.Unmarshal([]byte(input), &want)
	var typeErr *json.UnmarshalTypeError
	wantOK := err == nil || errors.As(err, &typeErr)
	got, ok := Decode([]byte(input))
	if ok != wantOK {
		t.Fatalf("Decode(%q) ok = %v; json.Unmarshal: %v", input, ok, err)
	}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("Decode(%q) = %#v, json.Unmarshal = %#v", input, got, want)
	}
	skipper := Decoder{s: input, skip: true}
	if _, ok := skipper.document(); ok != wantOK {
		t.Fatalf("validating %q: ok = %v, want %v", input, ok, wantOK)
	}
}

func TestDecodeJSONMatchesEncodingJSON(t *testing.T) {
	for _, input := range []string{
		`{"a":[1,-0.5e+3,true,false,null,"x"],"b":{},"c":[]}`, ` [ ] `, `"plain"`, `0`, `-0`, `1E400`, `[1e999,2]`,
		`"\u00e9\n\t\"\\\/\b\f\r"`, `"\ud83d\ude00"`, `"\ud83d"`, `"\ude00\ud83d x"`, `"\ud83d\u0041"`, `"\ud83d\ud83d\ude00"`,
		"\"\xff\xfe ok\"", "\"\xed\xa0\x80\"", "\"\xef\xbf\xbd\"", `{"k":1,"k":2}`, `{"\u006b":1}`,
		`01`, `1.`, `.5`, `-`, `1e`, `1e+`, `+1`, `tru`, `nul`, `truex`, `[1,]`, `{"a":1,}`, `{"a"}`, `{a:1}`,
		`"\x"`, `"\u12"`, `"\u12g4"`, "\"\x01\"", `"open`, ``, ` `, `[1 2]`, `{"a":1 "b":2}`, `[]]`, `{}x`,
		strings.Repeat("[", maxJSONDepth) + strings.Repeat("]", maxJSONDepth),
		strings.Repeat("[", maxJSONDepth+1) + strings.Repeat("]", maxJSONDepth+1),
		strings.Repeat(`{"a":`, maxJSONDepth+1) + "1" + strings.Repeat("}", maxJSONDepth+1),
	} {
		checkDecodeJSON(t, input)
	}
}

func FuzzDecodeJSONMatchesEncodingJSON(f *testing.F) {
	for _, seed := range []string{`{"a":[1,"\ud83d\ude00",{"b":null}]}`, `"\ud83d x"`, "\"\xff\"", `1e400`, `[1,]`} {
		f.Add(seed)
	}
	f.Fuzz(checkDecodeJSON)
}

// plainOctet must agree with plainStringByte on every byte in every lane.
func TestPlainOctet(t *testing.T) {
	base := []byte("abcdefgh")
	for lane := range 8 {
		for c := range 256 {
			b := append([]byte(nil), base...)
			b[lane] = byte(c)
			if got, want := plainOctet(string(b)), plainStringByte[c]; got != want {
				t.Fatalf("byte %#x in lane %d: plainOctet = %v, want %v", c, lane, got, want)
			}
		}
	}
}
