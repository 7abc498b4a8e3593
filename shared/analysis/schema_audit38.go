package analysis

import (
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// Bounds of the tool-wide readings of round 38's audit: how deep a schema
// is walked for lists of encoded pieces, how many joined lists are decoded,
// and how many strings of a tool's _meta are read.
const (
	maxSplitDepth   = 16
	maxMetaStrings  = 64
	minSplitPieces  = 2
	maxSplitPieceIn = 4096 // a piece longer than this is decoded alone anyway
)

// audit38Tool reads what is spread over a tool's JSON values rather than
// in one text: base64 or hex cut into the separate values of an enum or
// examples list or into the descriptions of sibling properties (each piece
// alone decodes to nothing, joined they decode to an order: split, of
// schemaFacts), and the prose of the tool's _meta. It leaves alone lists
// of honest encoded ids (joined, they decode to nothing readable) and the
// machine values of _meta.
func audit38Tool(t Tool, split []splitPieces, ctx scanContext) []finding {
	for _, s := range split {
		if f := scanEncoded(label(s.where), s.joined, inspectText(s.joined), ctx, true); len(f) > 0 {
			f[0].Message = strings.Replace(f[0].Message, " holds ", " holds, across its separate values, ", 1)
			return f[:1]
		}
	}
	return metaFindings38(t, ctx)
}

// joinPieces joins a list's strings when there are minSplitPieces or more,
// each of base64's alphabet only, and the whole is minEncodedRun bytes or
// more; a list with any other element is no encoded run cut up.
func joinPieces(list []any) (string, bool) {
	if len(list) < minSplitPieces {
		return "", false
	}
	total := 0
	for _, e := range list {
		s, ok := e.(string)
		if !ok || s == "" || len(s) > maxSplitPieceIn {
			return "", false
		}
		for i := 0; i < len(s); i++ {
			if !isBase64Byte(s[i]) {
				return "", false
			}
		}
		total += len(s)
	}
	if total < minEncodedRun || total > maxTurnedBytes {
		return "", false
	}
	var b strings.Builder
	b.Grow(total)
	for _, e := range list {
		b.WriteString(e.(string))
	}
	joined := b.String()
	return joined, true
}

// metaFindings38 reads the prose of a tool's _meta (strings with blanks,
// at most maxMetaStrings of them): the MCP specification lets _meta hold
// any JSON, clients pass parts of it to the model (the Apps SDK's
// widgetDescription, sampling prompts a server ships there), and a client
// that sends the tool's JSON whole passes all of it. Machine values (URIs,
// ids, enums of permissions) hold no blank and stay unread.
func metaFindings38(t Tool, ctx scanContext) []finding {
	if len(t.Meta) == 0 {
		return nil
	}
	meta, ok := jsonvalue.Decode(t.Meta)
	if !ok {
		return nil
	}
	var out []finding
	seen := 0
	path := make([]string, 1, 16)
	path[0] = "_meta"
	eachString(meta, path, func(p []string, text string) {
		if seen >= maxMetaStrings || len(out) > 0 || !strings.Contains(strings.TrimSpace(text), " ") {
			return
		}
		seen++
		where := Location(p)
		out = append(out, scanText(label(where), text, ctx)...)
	})
	return out
}
