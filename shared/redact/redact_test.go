package redact

import (
	"encoding/base64"
	"encoding/json"
	"net/http"
	"strings"
	"testing"
)

func TestStringHidesEverySpelling(t *testing.T) {
	var s Set
	secret := `a<b>&"c\d` + "\u2028e"
	s.Add("Bearer " + secret)
	html, _ := json.Marshal(secret)
	for _, text := range []string{
		"raw " + secret,
		"json " + string(html),
		"json without HTML escapes " + jsonEscape(secret, false),
		"query a%3Cb%3E%26%22c%5Cd%E2%80%A8e",
		"path a%3Cb%3E&%22c%5Cd%E2%80%A8e",
	} {
		got := s.String(text)
		if !strings.Contains(got, Mark) || strings.Contains(got, "c\\d") || strings.Contains(got, "c\\\\d") || strings.Contains(got, "%5Cd") {
			t.Errorf("%q became %q", text, got)
		}
	}
}

func TestBasicAuthorizationIsHiddenDecodedToo(t *testing.T) {
	var s Set
	s.Add("Basic " + base64.StdEncoding.EncodeToString([]byte("alice:pa55word!")))
	for _, leak := range []string{"alice:pa55word!", "pa55word!", base64.StdEncoding.EncodeToString([]byte("alice:pa55word!"))} {
		if got := s.String("echo " + leak); strings.Contains(got, "pa55") || strings.Contains(got, leak) {
			t.Errorf("%q became %q", leak, got)
		}
	}
	var u Set
	u.AddBasic("bob", "hunter22")
	if got := u.String("Basic " + base64.StdEncoding.EncodeToString([]byte("bob:hunter22")) + " hunter22"); strings.Count(got, Mark) != 2 {
		t.Errorf("AddBasic: %q", got)
	}
}

func TestShortAndPlainValuesAreKept(t *testing.T) {
	var s Set
	s.Add("abc")
	s.AddHeader(http.Header{"Accept": {"application/json"}, "X-Api-Key": {"k3yk3yk3y"}})
	got := s.String("abc application/json k3yk3yk3y")
	if got != "abc application/json "+Mark {
		t.Errorf("got %q", got)
	}
}

type nested struct {
	Name   string
	Ptr    *string
	List   []string
	Raw    json.RawMessage
	Raws   []json.RawMessage
	Map    map[string]string
	Any    any
	hidden string
}

// Value reaches every string, and decodes JSON, so a server cannot slip a
// credential past with \u escapes.
func TestValueHidesCredentialsInsideStructuresAndJSON(t *testing.T) {
	var s Set
	s.Add("Bearer s3cr3t-token")
	p := "p s3cr3t-token"
	v := &nested{
		Name: "n s3cr3t-token", Ptr: &p, List: []string{"l s3cr3t-token"},
		Raw:  json.RawMessage(`{"description":"\u0073\u0033cr3t-token","s3cr3t-token":1,"n":1.50}`),
		Raws: []json.RawMessage{json.RawMessage(`"s3cr3t-token"`), json.RawMessage(`{"plain":1.50}`)},
		Map:  map[string]string{"k s3cr3t-token": "v s3cr3t-token"},
		Any:  map[string]any{"x": []any{"s3cr3t-token"}}, hidden: "s3cr3t-token",
	}
	s.Value(v)
	b, _ := json.Marshal(v)
	if strings.Contains(string(b), "s3cr3t") || strings.Contains(string(b), `\u0073`) {
		t.Errorf("left: %s", b)
	}
	if string(v.Raws[1]) != `{"plain":1.50}` {
		t.Errorf("JSON without a credential must be kept as sent, got %s", v.Raws[1])
	}
	if !strings.Contains(string(v.Raw), `"n":1.50`) {
		t.Errorf("numbers must keep their spelling: %s", v.Raw)
	}
	var nilSet *Set
	nilSet.Add("x")
	nilSet.Value(v)
	if nilSet.String("s3cr3t-token") != "s3cr3t-token" {
		t.Error("a nil set hides nothing")
	}
}

// The writer hides a credential split across writes.
func TestWriterHidesACredentialSplitAcrossWrites(t *testing.T) {
	var s Set
	s.Add("s3cr3t-token")
	var out strings.Builder
	w := NewWriter(&s, &out)
	for _, part := range []string{"a s3c", "r3t-", "token b\nc s3cr3t", "-token"} {
		w.Write([]byte(part))
	}
	w.Flush()
	if got := out.String(); got != "a "+Mark+" b\nc "+Mark {
		t.Errorf("got %q", got)
	}
}

func FuzzValueRawJSON(f *testing.F) {
	f.Add(`{"a":"s3cr3t-token"}`)
	f.Add(`[1,"\u0073"]`)
	f.Fuzz(func(t *testing.T, raw string) {
		var s Set
		s.Add("s3cr3t-token")
		out := s.rawJSON([]byte(raw))
		var v any
		if json.Unmarshal([]byte(raw), &v) == nil && json.Unmarshal(out, &v) != nil {
			t.Fatalf("valid JSON %q became invalid %q", raw, out)
		}
	})
}

type loop struct {
	Text string
	Next *loop
}

// A cyclic value ends the walk instead of the program.
func TestValueEndsOnACycle(t *testing.T) {
	var s Set
	s.Add("s3cr3t-token")
	l := &loop{Text: "s3cr3t-token"}
	l.Next = l
	s.Value(l)
	if l.Text != Mark {
		t.Errorf("got %q", l.Text)
	}
}
