package analysis

import (
	"encoding/base64"
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

var base64Run = lazyRegexp(`[A-Za-z0-9+/_-]{24,}={0,2}`)

// instructionWords marks decoded text as addressed to a model.
var instructionWords = lazyRegexp(`\b(ignore|instructions?|you must|do not tell|system prompt|always|never|read|send|call|include|secret|password|ssh|the user|tool)\b`)

// scanEncoded decodes base64 runs and flags the ones that carry instructions.
func scanEncoded(where, text string) []finding {
	for _, run := range base64Run().FindAllString(text, 8) {
		decoded, ok := decodeBase64Text(run)
		if !ok {
			continue
		}
		if len(scanInstructions(label(""), decoded, inspectText(decoded), nil, "")) > 0 || len(instructionWords().FindAllString(strings.ToLower(decoded), 3)) >= 2 {
			return []finding{{"poison-encoded-payload", fmt.Sprintf("%s holds base64 that decodes to instructions: %q", where, excerpt(decoded))}}
		}
	}
	return nil
}

// decodeBase64Text decodes run in any base64 alphabet and accepts it only
// when the result is mostly printable text with a few words.
func decodeBase64Text(run string) (string, bool) {
	trimmed := strings.TrimRight(run, "=")
	for _, enc := range []*base64.Encoding{base64.RawStdEncoding, base64.RawURLEncoding} {
		b, err := enc.DecodeString(trimmed)
		if err != nil || !utf8.Valid(b) {
			continue
		}
		s := string(b)
		printable, total := 0, 0
		for _, r := range s {
			total++
			if unicode.IsPrint(r) || r == '\n' || r == '\t' {
				printable++
			}
		}
		if total > 0 && printable*100 >= total*85 && strings.Count(s, " ") >= 2 {
			return s, true
		}
	}
	return "", false
}
