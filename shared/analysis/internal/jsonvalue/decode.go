// Package jsonvalue is the analysis' JSON machinery: a one-pass decoder
// that gives what encoding/json gives an `any` ([Decode]), a scanner that
// delimits the tools of a pasted list ([SplitTools]) and RFC 8785 canonical
// JSON ([AppendCanonical]).
package jsonvalue

import (
	"encoding/json"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Decode decodes data into exactly what json.Unmarshal gives an `any`
// (map[string]any, []any, string, float64, bool, nil), checking the syntax
// in the same pass instead of a separate one. ok is false where
// json.Unmarshal reports a syntax error. A number beyond float64 decodes to
// nil, as json.Unmarshal leaves it (it reports that error after decoding).
// FuzzDecodeJSONMatchesEncodingJSON holds the two together.
func Decode(data []byte) (v any, ok bool) {
	d := Decoder{s: string(data)}
	if v, ok = d.document(); !ok {
		return nil, false
	}
	return v, true
}

// maxJSONDepth is encoding/json's nesting limit.
const maxJSONDepth = 10000

// Decoder reads one JSON text. With skip set it only validates, and
// every value it returns is nil.
type Decoder struct {
	s     string
	i     int
	depth int
	skip  bool
}

func (d *Decoder) document() (any, bool) {
	d.space()
	v, ok := d.value()
	if !ok {
		return nil, false
	}
	d.space()
	return v, d.i == len(d.s)
}

func (d *Decoder) space() {
	for d.i < len(d.s) && isJSONSpace(d.s[d.i]) {
		d.i++
	}
}

func (d *Decoder) value() (any, bool) {
	if d.i >= len(d.s) {
		return nil, false
	}
	switch c := d.s[d.i]; {
	case c == '{':
		return d.object()
	case c == '[':
		return d.array()
	case c == '"':
		s, ok := d.str()
		if !ok || d.skip {
			return nil, ok
		}
		return s, true
	case c == 't':
		return true, d.literal("true")
	case c == 'f':
		return false, d.literal("false")
	case c == 'n':
		return nil, d.literal("null")
	case c == '-' || c >= '0' && c <= '9':
		return d.number()
	}
	return nil, false
}

func (d *Decoder) literal(word string) bool {
	if !strings.HasPrefix(d.s[d.i:], word) {
		return false
	}
	d.i += len(word)
	return true
}

func (d *Decoder) enter() bool {
	d.depth++
	return d.depth <= maxJSONDepth
}

func (d *Decoder) object() (any, bool) {
	var m map[string]any
	if !d.skip {
		m = map[string]any{}
	}
	ok := d.Members(func(key string) bool {
		v, ok := d.value()
		if ok && !d.skip {
			m[key] = v
		}
		return ok
	})
	return m, ok
}

// NewDecoder reads s from its start.
func NewDecoder(s string) *Decoder { return &Decoder{s: s} }

// Done reports whether d has read all of its text.
func (d *Decoder) Done() bool { return d.i == len(d.s) }

// Members reads the object at d.s[d.i] == '{', calling readValue with each
// key (empty while skipping) to read the value that follows it.
func (d *Decoder) Members(readValue func(key string) bool) bool {
	if !d.enter() {
		return false
	}
	d.i++ // '{'
	d.space()
	if d.i < len(d.s) && d.s[d.i] == '}' {
		d.i++
		d.depth--
		return true
	}
	for {
		if d.i >= len(d.s) || d.s[d.i] != '"' {
			return false
		}
		key, ok := d.str()
		if !ok {
			return false
		}
		d.space()
		if d.i >= len(d.s) || d.s[d.i] != ':' {
			return false
		}
		d.i++
		d.space()
		if !readValue(key) {
			return false
		}
		d.space()
		if d.i >= len(d.s) {
			return false
		}
		switch d.s[d.i] {
		case ',':
			d.i++
			d.space()
		case '}':
			d.i++
			d.depth--
			return true
		default:
			return false
		}
	}
}

func (d *Decoder) array() (any, bool) {
	if !d.enter() {
		return nil, false
	}
	d.i++ // '['
	var a []any
	if !d.skip {
		a = []any{}
	}
	d.space()
	if d.i < len(d.s) && d.s[d.i] == ']' {
		d.i++
		d.depth--
		return a, true
	}
	for {
		v, ok := d.value()
		if !ok {
			return nil, false
		}
		if !d.skip {
			a = append(a, v)
		}
		d.space()
		if d.i >= len(d.s) {
			return nil, false
		}
		switch d.s[d.i] {
		case ',':
			d.i++
			d.space()
		case ']':
			d.i++
			d.depth--
			return a, true
		default:
			return nil, false
		}
	}
}

// number checks the JSON number grammar and converts as encoding/json does.
func (d *Decoder) number() (any, bool) {
	s, start := d.s, d.i
	i := start
	if s[i] == '-' {
		i++
	}
	switch {
	case i < len(s) && s[i] == '0':
		i++
	case i < len(s) && s[i] >= '1' && s[i] <= '9':
		i = digits(s, i)
	default:
		return nil, false
	}
	if i < len(s) && s[i] == '.' {
		if i++; i >= len(s) || !isDigit(s[i]) {
			return nil, false
		}
		i = digits(s, i)
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if i >= len(s) || !isDigit(s[i]) {
			return nil, false
		}
		i = digits(s, i)
	}
	d.i = i
	if d.skip {
		return nil, true
	}
	f, err := strconv.ParseFloat(s[start:i], 64)
	if err != nil {
		return nil, true // out of range: encoding/json leaves nil here
	}
	return f, true
}

func digits(s string, i int) int {
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// str reads a string at d.s[d.i] == '"'. Like encoding/json it replaces
// invalid UTF-8 and unpaired surrogates with U+FFFD.
func (d *Decoder) str() (string, bool) {
	start := d.i + 1
	plain := true // no escapes, valid UTF-8: the text is the value
	for i := start; i < len(d.s); {
		// Eight plain bytes at a time, then one at a time.
		for i+8 <= len(d.s) && plainOctet(d.s[i:i+8]) {
			i += 8
		}
		if i == len(d.s) {
			break
		}
		c := d.s[i]
		if plainStringByte[c] {
			i++
			continue
		}
		switch {
		case c == '"':
			d.i = i + 1
			raw := d.s[start:i]
			if d.skip {
				return "", true
			}
			if plain {
				return raw, true
			}
			return unquote(raw), true
		case c == '\\':
			plain = false
			if i+1 >= len(d.s) {
				return "", false
			}
			switch d.s[i+1] {
			case '"', '\\', '/', 'b', 'f', 'n', 'r', 't':
				i += 2
			case 'u':
				if i+6 > len(d.s) || !isHex4(d.s[i+2:i+6]) {
					return "", false
				}
				i += 6
			default:
				return "", false
			}
		case c < 0x20:
			return "", false
		default:
			r, size := utf8.DecodeRuneInString(d.s[i:])
			if r == utf8.RuneError && size == 1 {
				plain = false
			}
			i += size
		}
	}
	return "", false
}

// plainOctet reports whether all of s[:8] are plain string bytes: none
// below 0x20 or from 0x80, no quote, no backslash (SWAR tests on one word).
func plainOctet(s string) bool {
	x := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
	const ones, highs = 0x0101010101010101, 0x8080808080808080
	hasZero := func(v uint64) uint64 { return (v - ones) & ^v & highs }
	return (x|hasZero(x^(ones*'"'))|hasZero(x^(ones*'\\'))|(x-ones*0x20)&^x)&highs == 0
}

// plainStringByte marks the bytes a string holds as they are: printable
// ASCII other than the quote and the backslash.
var plainStringByte = func() (t [256]bool) {
	for c := 0x20; c < utf8.RuneSelf; c++ {
		t[c] = c != '"' && c != '\\'
	}
	return t
}()

func isHex4(s string) bool {
	for i := range 4 {
		c := s[i]
		if !(isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// unquote decodes the contents of a string already checked by str.
func unquote(s string) string {
	var b strings.Builder
	b.Grow(len(s) + 2*utf8.UTFMax)
	for i := 0; i < len(s); {
		c := s[i]
		switch {
		case c == '\\':
			switch e := s[i+1]; e {
			case 'u':
				r := hex4(s[i+2:])
				i += 6
				if utf16.IsSurrogate(r) {
					if i+6 <= len(s) && s[i] == '\\' && s[i+1] == 'u' {
						if dec := utf16.DecodeRune(r, hex4(s[i+2:])); dec != utf8.RuneError {
							b.WriteRune(dec)
							i += 6
							continue
						}
					}
					r = utf8.RuneError
				}
				b.WriteRune(r)
			default:
				b.WriteByte(escaped[e])
				i += 2
			}
		case c < utf8.RuneSelf:
			b.WriteByte(c)
			i++
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			b.WriteRune(r) // invalid bytes become U+FFFD
			i += size
		}
	}
	return b.String()
}

var escaped = [256]byte{'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}

func hex4(s string) rune {
	var r rune
	for i := range 4 {
		c := s[i]
		switch {
		case c <= '9':
			c -= '0'
		case c >= 'a':
			c -= 'a' - 10
		default:
			c -= 'A' - 10
		}
		r = r<<4 | rune(c)
	}
	return r
}

// OptionalString reads a string or null into *p, as encoding/json fills a *string.
func (d *Decoder) OptionalString(p **string) bool {
	if d.literal("null") {
		*p = nil
		return true
	}
	if d.i >= len(d.s) || d.s[d.i] != '"' {
		return false
	}
	v, ok := d.str()
	*p = &v
	return ok
}

// Raw checks the value at d.i and stores a copy of its text.
func (d *Decoder) Raw(p *json.RawMessage) bool {
	start := d.i
	ok := d.Skip()
	*p = json.RawMessage(d.s[start:d.i])
	return ok
}

// Skip checks the value at d.i and moves past it.
func (d *Decoder) Skip() bool {
	d.skip = true
	_, ok := d.value()
	d.skip = false
	return ok
}
