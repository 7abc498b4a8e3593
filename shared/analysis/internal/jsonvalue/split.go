package jsonvalue

import "strings"

// PrintableASCII reports whether s is printable ASCII only.
func PrintableASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 0x20 || s[i] > 0x7e {
			return false
		}
	}
	return true
}

// maxSplitDepth bounds nesting inside one tool, far below encoding/json's
// limit, so a tool decoded alone fails exactly when it would in the list.
const maxSplitDepth = 1000

// listScanner walks the JSON around the tools. Each tool and each ignored
// value is only delimited here; a Decoder checks them.
type listScanner struct {
	s                       string
	i                       int
	topFields, resultFields []string
	items                   []string // the tools array's elements
	ignored                 []string // values the caller ignores, still to be validated
}

// SplitTools returns the elements of the "tools" array of text, a bare
// array, {"tools":[…]} or {"result":{"tools":[…]}}, when text is valid JSON
// in which no other member matches a name of topFields (at the top) or
// resultFields (in result), case-insensitively: a shape whose decoding
// depends on that array alone.
func SplitTools(text string, topFields, resultFields []string) ([]string, bool) {
	sc := listScanner{s: text, topFields: topFields, resultFields: resultFields}
	sc.space()
	var found bool
	switch sc.peek() {
	case '[':
		found = sc.array()
	case '{':
		found = sc.object(true)
	}
	sc.space()
	if !found || sc.i != len(sc.s) {
		return nil, false
	}
	for _, v := range sc.ignored {
		d := Decoder{s: v, skip: true}
		if _, ok := d.document(); !ok {
			return nil, false
		}
	}
	return sc.items, true
}

func (sc *listScanner) peek() byte {
	if sc.i < len(sc.s) {
		return sc.s[sc.i]
	}
	return 0
}

func (sc *listScanner) space() {
	for sc.i < len(sc.s) && isJSONSpace(sc.s[sc.i]) {
		sc.i++
	}
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// object reads an object whose only decoded member is "tools" (or, at the
// top, "result"), and reports whether it held the tools array. Keys are
// plain ASCII, so case-insensitive matching is strings.EqualFold.
func (sc *listScanner) object(top bool) bool {
	fields := sc.resultFields
	if top {
		fields = sc.topFields
	}
	sc.i++ // '{'
	found := false
	for {
		sc.space()
		key, ok := sc.key()
		if !ok {
			return false
		}
		sc.space()
		if sc.peek() != ':' {
			return false
		}
		sc.i++
		sc.space()
		switch {
		case key == "tools" && !found && sc.peek() == '[':
			found = true
			if !sc.array() {
				return false
			}
		case key == "result" && top && !found && sc.peek() == '{':
			found = true
			if !sc.object(false) {
				return false
			}
		case MatchesField(key, fields):
			return false
		default:
			end, ok := skipValue(sc.s, sc.i)
			if !ok {
				return false
			}
			sc.ignored = append(sc.ignored, sc.s[sc.i:end])
			sc.i = end
		}
		sc.space()
		switch sc.peek() {
		case ',':
			sc.i++
		case '}':
			sc.i++
			return found
		default:
			return false
		}
	}
}

// MatchesField reports whether key equals one of fields but for case, as
// encoding/json matches struct fields.
func MatchesField(key string, fields []string) bool {
	for _, f := range fields {
		if strings.EqualFold(key, f) {
			return true
		}
	}
	return false
}

// key reads a member name made of printable ASCII without escapes.
func (sc *listScanner) key() (string, bool) {
	if sc.peek() != '"' {
		return "", false
	}
	start := sc.i + 1
	for i := start; i < len(sc.s); i++ {
		switch c := sc.s[i]; {
		case c == '"':
			sc.i = i + 1
			return sc.s[start:i], true
		case c < 0x20 || c > 0x7e || c == '\\':
			return "", false
		}
	}
	return "", false
}

// array reads the tools array (never empty-handed: [] is a list of none).
func (sc *listScanner) array() bool {
	sc.i++ // '['
	sc.items = []string{}
	sc.space()
	if sc.peek() == ']' {
		sc.i++
		return true
	}
	for {
		sc.space()
		end, ok := skipValue(sc.s, sc.i)
		if !ok {
			return false
		}
		sc.items = append(sc.items, sc.s[sc.i:end])
		sc.i = end
		sc.space()
		switch sc.peek() {
		case ',':
			sc.i++
		case ']':
			sc.i++
			return true
		default:
			return false
		}
	}
}

// skipValue returns the end of the JSON value that starts at s[i]. It only
// balances brackets outside strings; for a valid value that is its end.
func skipValue(s string, i int) (int, bool) {
	start, depth := i, 0
	for i < len(s) {
		switch s[i] {
		case '"':
			end := stringEnd(s, i+1)
			if end < 0 {
				return 0, false
			}
			if i = end; depth == 0 {
				return i, true
			}
			continue
		case '{', '[':
			if depth++; depth > maxSplitDepth {
				return 0, false
			}
		case '}', ']':
			if depth == 0 {
				return i, i > start
			}
			if depth--; depth == 0 {
				return i + 1, true
			}
		case ',', ' ', '\t', '\n', '\r':
			if depth == 0 {
				return i, i > start
			}
		}
		i++
	}
	return i, depth == 0 && i > start
}

// stringEnd returns the index after the quote that closes the string whose
// contents start at s[i], or -1.
func stringEnd(s string, i int) int {
	for {
		j := strings.IndexByte(s[i:], '"')
		if j < 0 {
			return -1
		}
		i += j
		k := i
		for s[k-1] == '\\' {
			k--
		}
		if (i-k)%2 == 0 {
			return i + 1
		}
		i++
	}
}
