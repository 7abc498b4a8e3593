package clientconfig

import (
	"bytes"
	"fmt"
)

// maxNesting bounds arrays and objects (tables) within one another. The
// JSON and TOML parsers recurse once per level: a project's file of a few
// million '[' would overflow the stack, a fatal error rather than a panic.
const maxNesting = 1000

// maxKeyParts bounds a TOML dotted key or table name (a.b.c): the
// decoder's memory grows with the square of its parts.
const maxKeyParts = 128

// checkNesting refuses data nested deeper than maxNesting, or TOML keys of
// more than maxKeyParts parts, counting the brackets and dots outside
// strings and comments as JSON with comments (or TOML) reads them.
func checkNesting(data []byte, toml bool) error {
	depth, dots, inValue := 0, 0, false
	for i := 0; i < len(data); i++ {
		c := data[i]
		if toml {
			switch c {
			case '\n', ',', '{':
				dots, inValue = 0, false
			case '=':
				inValue = true
			case '.':
				if dots++; !inValue && dots >= maxKeyParts {
					return fmt.Errorf("a key of more than %d dotted parts", maxKeyParts)
				}
			}
		}
		switch {
		case c == '[' || c == '{':
			if depth++; depth > maxNesting {
				return fmt.Errorf("arrays or objects nested more than %d deep", maxNesting)
			}
		case c == ']' || c == '}':
			if depth > 0 {
				depth--
			}
		case c == '"' || toml && c == '\'':
			i = stringEnd(data, i, toml)
		case toml && c == '#', !toml && bytes.HasPrefix(data[i:], []byte("//")):
			for i+1 < len(data) && data[i+1] != '\n' {
				i++ // up to the line's end, which the next round reads
			}
		case !toml && bytes.HasPrefix(data[i:], []byte("/*")):
			end := bytes.Index(data[i+2:], []byte("*/"))
			if end < 0 {
				return nil
			}
			i += 2 + end + 1
		}
	}
	return nil
}

// stringEnd returns the index of the last byte of the string opening at
// i: double-quoted with backslash escapes, in TOML single-quoted without,
// and the multi-line forms between three quotes, which may end in up to
// two more quotes.
func stringEnd(data []byte, i int, toml bool) int {
	q := data[i]
	if toml && bytes.HasPrefix(data[i:], []byte{q, q, q}) {
		for j := i + 3; j < len(data); j++ {
			if q == '"' && data[j] == '\\' {
				j++
				continue
			}
			if bytes.HasPrefix(data[j:], []byte{q, q, q}) {
				j += 2
				for extra := 0; extra < 2 && j+1 < len(data) && data[j+1] == q; extra++ {
					j++
				}
				return j
			}
		}
		return len(data)
	}
	for j := i + 1; j < len(data); j++ {
		switch data[j] {
		case '\\':
			if q == '"' {
				j++
			}
		case q:
			return j
		case '\n':
			if toml {
				return j - 1 // a one-line string cannot span lines
			}
		}
	}
	return len(data)
}
