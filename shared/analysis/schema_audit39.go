package analysis

import "strings"

// Bounds of siblingPayload: the shortest piece a tool's text holds, the
// most pieces taken from one tool, and the most tools read.
const (
	minSiblingPiece   = 8
	maxPiecesPerTool  = 4
	maxSiblingPayload = 256
)

// siblingPayload reads base64 or hex cut into the descriptions and
// titles of a server's sibling tools (round 39's audit): each tool holds
// one piece, which alone decodes to nothing, and the pieces joined in the
// order the tools are listed decode to an order ("join the reference
// codes of the tools"). It returns the index of the first tool holding
// a piece, which the finding goes to, and the finding (-1 for none). It leaves alone a listing whose tools carry honest ids, hashes
// or versions: joined, they decode to nothing readable. Linear: one pass
// over each text, at most maxSiblingPayload tools, one decoding.
func siblingPayload(tools []Tool) (int, finding) {
	if len(tools) < minSplitPieces {
		return -1, finding{}
	}
	var b strings.Builder
	first, holders := -1, 0
	for i, t := range tools {
		if i >= maxSiblingPayload || b.Len() > maxTurnedBytes {
			break
		}
		n := 0
		for _, text := range [...]string{t.description(), titleText(t)} {
			for _, p := range encodedPieces(text, maxPiecesPerTool-n) {
				b.WriteString(p)
				n++
			}
		}
		if n > 0 {
			holders++
			if first < 0 {
				first = i
			}
		}
	}
	if holders < minSplitPieces || b.Len() < minEncodedRun {
		return -1, finding{}
	}
	joined := b.String()
	where := label("the descriptions of " + tools[first].Name + " and its sibling tools")
	ctx := scanContext{self: strings.ToLower(tools[first].Name), memo: newToolMemo()}
	found := scanEncoded(where, joined, inspectText(joined), ctx, true)
	if len(found) == 0 {
		return -1, finding{}
	}
	f := found[0]
	f.Message = strings.Replace(f.Message, " holds ", " hold, joined in the order the tools are listed, ", 1)
	return first, f
}

// titleText is a tool's title, or "".
func titleText(t Tool) string {
	if t.Title == nil {
		return ""
	}
	return *t.Title
}

// encodedPieces returns up to max blank- or punctuation-delimited tokens
// of text that look like a piece of base64 or hex: minSiblingPiece bytes
// or more of base64's alphabet (no '-' or '_', which join a slug's or an
// identifier's words) with a digit, a '+', '/' or '=', or small and
// capital letters switching four times or more (a word, a camelCase name
// or PostgreSQL is no piece). One pass.
func encodedPieces(text string, max int) []string {
	var out []string
	for i := 0; i < len(text) && len(out) < max; {
		if !isBase64Byte(text[i]) {
			i++
			continue
		}
		j := i
		digit, letters, switches, wasUpper := false, false, 0, false
		for j < len(text) && isBase64Byte(text[j]) {
			switch c := text[j]; {
			case c >= '0' && c <= '9', c == '+', c == '/', c == '=':
				digit = true
			case c >= 'A' && c <= 'Z', c >= 'a' && c <= 'z':
				upper := c <= 'Z'
				if letters && upper != wasUpper {
					switches++
				}
				letters, wasUpper = true, upper
			}
			j++
		}
		tok := text[i:j]
		if len(tok) >= minSiblingPiece && (digit && (letters || isHexToken(tok)) || switches >= 4) && !strings.ContainsAny(tok, "-_") {
			out = append(out, tok)
		}
		i = j
	}
	return out
}

// isHexToken reports a token of hex digits only.
func isHexToken(tok string) bool {
	for i := 0; i < len(tok); i++ {
		if c := tok[i] | 0x20; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}
