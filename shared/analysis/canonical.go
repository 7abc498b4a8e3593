package analysis

import (
	"bytes"
	"sort"
	"strconv"
	"unicode/utf16"

	"github.com/gowebpki/jcs"
)

// appendCanonical writes v (as decoded by encoding/json into any) in the
// RFC 8785 canonical form: keys sorted by UTF-16 code units, minimal string
// escapes, and numbers formatted by jcs.NumberToJSON (ECMAScript rules).
// It equals jcs.Transform without parsing the JSON a second time.
func appendCanonical(buf *bytes.Buffer, v any) error {
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
		appendCanonicalString(buf, x)
	case []any:
		buf.WriteByte('[')
		for i, e := range x {
			if i > 0 {
				buf.WriteByte(',')
			}
			if err := appendCanonical(buf, e); err != nil {
				return err
			}
		}
		buf.WriteByte(']')
	case map[string]any:
		keys := make([]string, 0, len(x))
		for k := range x {
			keys = append(keys, k)
		}
		sort.Slice(keys, func(i, j int) bool { return utf16Less(keys[i], keys[j]) })
		buf.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				buf.WriteByte(',')
			}
			appendCanonicalString(buf, k)
			buf.WriteByte(':')
			if err := appendCanonical(buf, x[k]); err != nil {
				return err
			}
		}
		buf.WriteByte('}')
	}
	return nil
}

func appendCanonicalString(buf *bytes.Buffer, s string) {
	buf.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			buf.WriteByte('\\')
			buf.WriteRune(r)
		case r == '\b':
			buf.WriteString(`\b`)
		case r == '\t':
			buf.WriteString(`\t`)
		case r == '\n':
			buf.WriteString(`\n`)
		case r == '\f':
			buf.WriteString(`\f`)
		case r == '\r':
			buf.WriteString(`\r`)
		case r < 0x20:
			buf.WriteString(`\u00`)
			buf.WriteByte("0123456789abcdef"[r>>4])
			buf.WriteByte("0123456789abcdef"[r&15])
		default:
			buf.WriteRune(r)
		}
	}
	buf.WriteByte('"')
}

// utf16Less orders strings by UTF-16 code units, as RFC 8785 requires.
func utf16Less(a, b string) bool {
	if isASCII(a) && isASCII(b) {
		return a < b
	}
	ua, ub := utf16.Encode([]rune(a)), utf16.Encode([]rune(b))
	for i := 0; i < len(ua) && i < len(ub); i++ {
		if ua[i] != ub[i] {
			return ua[i] < ub[i]
		}
	}
	return len(ua) < len(ub)
}
