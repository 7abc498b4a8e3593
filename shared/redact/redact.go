// Package redact hides the credentials a client sent in whatever comes
// back: a server, or an authorization server, may echo a token into a
// tool's description or an error, and what the client prints, stores or
// writes to a file must not carry it. A [Set] learns each credential once
// and hides it in the spellings it can take: as sent, URL-escaped,
// JSON-escaped, and for a Basic authorization the user:password pair
// inside its base64.
package redact

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"io"
	"net/http"
	"net/url"
	"reflect"
	"sort"
	"strings"
	"sync"
)

// Mark replaces a credential.
const Mark = "[REDACTED]"

// MinLength is the shortest value hidden: shorter values are no
// credentials worth what replacing them everywhere would do to the text.
const MinLength = 6

// Set is the credentials of one run. The zero value is ready; a nil Set
// hides nothing. It is safe for concurrent use.
type Set struct {
	mu       sync.Mutex
	forms    map[string]bool
	replacer *strings.Replacer // nil when forms changed since it was built
}

// Add learns a credential: the value as sent and, for an authorization
// "Scheme token", the token; for Basic also the decoded user:password and
// the password.
func (s *Set) Add(values ...string) {
	if s == nil {
		return
	}
	for _, v := range values {
		v = strings.TrimSpace(v)
		s.addForms(v)
		scheme, token, ok := strings.Cut(v, " ")
		if !ok || strings.ContainsAny(scheme, "=:") {
			continue
		}
		token = strings.TrimSpace(token)
		s.addForms(token)
		if strings.EqualFold(scheme, "basic") {
			if pair, err := base64.StdEncoding.DecodeString(token); err == nil {
				s.addForms(string(pair))
				if _, pass, ok := strings.Cut(string(pair), ":"); ok {
					s.addForms(pass)
				}
			}
		}
	}
}

// AddBasic learns a Basic authorization's user and password: the pair,
// the password and the pair's base64 as it goes on the wire.
func (s *Set) AddBasic(user, password string) {
	if s == nil {
		return
	}
	s.addForms(password)
	s.addForms(user + ":" + password)
	s.addForms(base64.StdEncoding.EncodeToString([]byte(user + ":" + password)))
}

// Headers that carry no credential, whose values are not learnt by
// AddHeader (replacing "application/json" everywhere would help no one).
var plainHeaders = map[string]bool{
	"Accept": true, "Accept-Language": true, "Accept-Encoding": true, "Content-Type": true,
	"User-Agent": true, "Mcp-Protocol-Version": true, "Cache-Control": true, "Pragma": true,
	"Origin": true, "Referer": true, "Host": true,
}

// AddHeader learns every value of h but those of headers that carry no
// credential (Accept, Content-Type, User-Agent…).
func (s *Set) AddHeader(h http.Header) {
	for k, vs := range h {
		if !plainHeaders[http.CanonicalHeaderKey(k)] {
			s.Add(vs...)
		}
	}
}

// addForms learns v in every spelling an output may give it.
func (s *Set) addForms(v string) {
	if len(v) < MinLength {
		return
	}
	forms := []string{v, url.QueryEscape(v), url.PathEscape(v), jsonEscape(v, true), jsonEscape(v, false)}
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.forms == nil {
		s.forms = map[string]bool{}
	}
	for _, f := range forms {
		if !s.forms[f] {
			s.forms[f], s.replacer = true, nil
		}
	}
}

// jsonEscape is v as encoding/json writes it inside a string, with or
// without the HTML escapes (\u003c for <, \u0026 for &).
func jsonEscape(v string, html bool) string {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(html)
	_ = enc.Encode(v) // a string always encodes
	out := strings.TrimSuffix(b.String(), "\n")
	return out[1 : len(out)-1]
}

// Empty reports whether the set knows no credential.
func (s *Set) Empty() bool {
	if s == nil {
		return true
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	return len(s.forms) == 0
}

// String hides every known credential in text, the longest spelling first.
func (s *Set) String(text string) string {
	if s == nil {
		return text
	}
	s.mu.Lock()
	r := s.replacer
	if r == nil && len(s.forms) > 0 {
		forms := make([]string, 0, len(s.forms))
		for f := range s.forms {
			forms = append(forms, f)
		}
		sort.Slice(forms, func(i, j int) bool {
			if len(forms[i]) != len(forms[j]) {
				return len(forms[i]) > len(forms[j])
			}
			return forms[i] < forms[j]
		})
		pairs := make([]string, 0, 2*len(forms))
		for _, f := range forms {
			pairs = append(pairs, f, Mark)
		}
		r = strings.NewReplacer(pairs...)
		s.replacer = r
	}
	s.mu.Unlock()
	if r == nil {
		return text
	}
	return r.Replace(text)
}

var rawMessage = reflect.TypeFor[json.RawMessage]()

// Value hides every known credential in the strings that v, a pointer,
// reaches through exported fields, slices, arrays, maps and interfaces,
// map keys included. A json.RawMessage is decoded first, so a credential
// spelt with escapes (\u0041) is found, and is re-encoded only when it
// held one.
func (s *Set) Value(v any) {
	if s.Empty() || v == nil {
		return
	}
	s.walk(reflect.ValueOf(v), 0)
}

// maxDepth bounds the walk, so a cyclic value (an error chain pointing at
// itself) ends.
const maxDepth = 64

func (s *Set) walk(v reflect.Value, depth int) {
	if depth > maxDepth {
		return
	}
	depth++
	switch v.Kind() {
	case reflect.Pointer, reflect.Interface:
		if v.IsNil() {
			return
		}
		if v.Kind() == reflect.Pointer {
			s.walk(v.Elem(), depth)
			return
		}
		inner := reflect.New(v.Elem().Type()).Elem()
		inner.Set(v.Elem())
		s.walk(inner, depth)
		if v.CanSet() {
			v.Set(inner)
		}
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				s.walk(v.Field(i), depth)
			}
		}
	case reflect.Slice:
		if v.Type() == rawMessage {
			if v.CanSet() {
				v.SetBytes(s.rawJSON(v.Bytes()))
			}
			return
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			return
		}
		for i := range v.Len() {
			s.walk(v.Index(i), depth)
		}
	case reflect.Array:
		for i := range v.Len() {
			s.walk(v.Index(i), depth)
		}
	case reflect.String:
		if v.CanSet() {
			v.SetString(s.String(v.String()))
		}
	case reflect.Map:
		if v.IsNil() {
			return
		}
		iter := v.MapRange()
		type entry struct{ k, v reflect.Value }
		var entries []entry
		for iter.Next() {
			k := reflect.New(iter.Key().Type()).Elem()
			k.Set(iter.Key())
			e := reflect.New(iter.Value().Type()).Elem()
			e.Set(iter.Value())
			entries = append(entries, entry{k, e})
		}
		for _, e := range entries {
			v.SetMapIndex(e.k, reflect.Value{})
			s.walk(e.k, depth)
			s.walk(e.v, depth)
			v.SetMapIndex(e.k, e.v)
		}
	}
}

// rawJSON hides credentials in a JSON text's strings and keys.
func (s *Set) rawJSON(raw []byte) []byte {
	if len(raw) == 0 {
		return raw
	}
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var doc any
	if dec.Decode(&doc) != nil {
		return []byte(s.String(string(raw))) // not JSON: hide what is spelt out
	}
	clean, changed := s.tree(doc)
	if !changed {
		return raw
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if enc.Encode(clean) != nil {
		return []byte(s.String(string(raw)))
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n"))
}

// tree hides credentials in a decoded JSON value.
func (s *Set) tree(v any) (any, bool) {
	switch x := v.(type) {
	case string:
		out := s.String(x)
		return out, out != x
	case []any:
		changed := false
		for i := range x {
			var c bool
			x[i], c = s.tree(x[i])
			changed = changed || c
		}
		return x, changed
	case map[string]any:
		out := make(map[string]any, len(x))
		changed := false
		for k, e := range x {
			nk := s.String(k)
			ne, c := s.tree(e)
			changed = changed || c || nk != k
			out[nk] = ne
		}
		return out, changed
	}
	return v, false
}

// Writer hides the set's credentials in what is written through it, a
// line at a time (no spelling of a credential holds a newline); Flush
// writes the last, unfinished line.
type Writer struct {
	set *Set
	w   io.Writer
	mu  sync.Mutex
	buf []byte
}

// NewWriter returns a Writer that writes to w with s's credentials hidden.
func NewWriter(s *Set, w io.Writer) *Writer { return &Writer{set: s, w: w} }

func (w *Writer) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.buf = append(w.buf, p...)
	if i := bytes.LastIndexByte(w.buf, '\n'); i >= 0 {
		lines := w.buf[:i+1]
		rest := bytes.Clone(w.buf[i+1:])
		if _, err := io.WriteString(w.w, w.set.String(string(lines))); err != nil {
			return 0, err
		}
		w.buf = rest
	}
	return len(p), nil
}

// Flush writes what is left after the last newline.
func (w *Writer) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(w.buf) == 0 {
		return nil
	}
	_, err := io.WriteString(w.w, w.set.String(string(w.buf)))
	w.buf = nil
	return err
}
