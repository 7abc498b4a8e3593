package jsonvalue

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/gowebpki/jcs"
)

// AppendCanonical writes v (as decoded by encoding/json into any) in the
// RFC 8785 canonical form: keys sorted by UTF-16 code units, minimal string
// escapes, and numbers formatted by jcs.NumberToJSON (ECMAScript rules).
// It equals jcs.Transform without parsing the JSON a second time.
func AppendCanonical(buf *bytes.Buffer, v any) error {
	switch x := v.(type) {
	case nil:
		buf.WriteString("null")
	case bool:
		buf.WriteString(strconv.FormatBool(x))
	case float64:
		s, err := jcs.NumberToJSON(x)
		if err != nil {
			return err
		}
		buf.WriteString(s)
	case string:
		AppendCanonicalString(buf, x)
	case []any:
		buf.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := AppendCanonical(buf, e); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
	case map[string]any:
		var small [16]member
		members, ascii := small[:0], true
		for k, v := range x {
			members = append(members, member{k, v})
			ascii = ascii && isASCII(k)
		}
		// Map keys are distinct, so any sort gives the one canonical order.
		if ascii {
			slices.SortFunc(members, func(a, b member) int { return strings.Compare(a.key, b.key) })
		} else {
			slices.SortFunc(members, func(a, b member) int { return utf16Compare(a.key, b.key) })
		}
		buf.WriteByte('{')
		for i, m := range members {
			if i > 0 {
				buf.WriteByte(',')
			}
			AppendCanonicalString(buf, m.key)
			buf.WriteByte(':')
			if err := AppendCanonical(buf, m.value); err != nil {
				return err
			}
		}
		buf.WriteByte('}')
	}
	return nil
}

// member is one key and value of an object, sorted by key.
type member struct {
	key   string
	value any
}

// AppendCanonicalString writes s as an RFC 8785 string: minimal escapes.
func AppendCanonicalString(buf *bytes.Buffer, s string) {
	buf.WriteByte('"')
	start := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x20 && c != '"' && c != '\\' {
			continue
		}
		buf.WriteString(s[start:i])
		start = i + 1
		switch c {
		case '"', '\\':
			buf.WriteByte('\\')
			buf.WriteByte(c)
		case '\b':
			buf.WriteString(`\b`)
		case '\t':
			buf.WriteString(`\t`)
		case '\n':
			buf.WriteString(`\n`)
		case '\f':
			buf.WriteString(`\f`)
		case '\r':
			buf.WriteString(`\r`)
		default:
			buf.WriteString(`\u00`)
			buf.WriteByte("0123456789abcdef"[c>>4])
			buf.WriteByte("0123456789abcdef"[c&15])
		}
	}
	buf.WriteString(s[start:])
	buf.WriteByte('"')
}

// utf16Compare orders strings by UTF-16 code units, as RFC 8785 requires.
func utf16Compare(a, b string) int {
	if isASCII(a) && isASCII(b) {
		return strings.Compare(a, b)
	}
	return slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
