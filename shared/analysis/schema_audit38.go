package analysis

import (
	"encoding/json"
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
// examples list or into the descriptions (titles, defaults, consts) of
// sibling properties (each piece alone decodes to nothing, joined they
// decode to an order: split, of schemaFacts), and the prose of the tool's
// _meta. It leaves alone lists of honest encoded ids (joined, they decode
// to nothing readable) and the machine values of _meta.
func audit38Tool(t Tool, split []splitPieces, ctx scanContext) []finding {
	if f := decodeSplit(split, ctx); len(f) > 0 {
		return f
	}
	return metaFindings38(t, ctx)
}

// splitPayloads reads the lists of encoded pieces of an output schema, its
// locations under root (round 39's audit: the model reads its values and
// descriptions as well), as audit38Tool reads an input schema's.
func splitPayloads(schema any, root string, ctx scanContext) []finding {
	m, ok := schema.(map[string]any)
	if !ok {
		return nil
	}
	var f schemaFacts
	f.walk(m, []string{root}, 0, otherObject)
	return decodeSplit(f.split, ctx)
}

// decodeSplit returns the first finding of the joined lists of pieces.
func decodeSplit(split []splitPieces, ctx scanContext) []finding {
	for _, s := range split {
		if f := scanEncoded(label(s.where), s.joined, inspectText(s.joined), ctx, true); len(f) > 0 {
			f[0].Message = strings.Replace(f[0].Message, " holds ", " holds, across its separate values, ", 1)
			return f[:1]
		}
	}
	return nil
}

// memberPieceKeys are the keywords of a properties object's members whose
// values, joined in key order, may be one encoded run cut up.
var memberPieceKeys = [...]string{"description", "title", "default", "const"}

// joinPieces joins the strings of a list that are each of base64's
// alphabet only (blanks around one trimmed), skipping its other elements
// (an absent keyword, a value in words: round 39's audit found one honest
// value among the pieces hid them), when there are minSplitPieces pieces
// or more and the whole is minEncodedRun bytes or more.
func joinPieces(list []any) (string, bool) {
	if len(list) < minSplitPieces {
		return "", false
	}
	total, pieces := 0, 0
	for _, e := range list {
		if s, ok := splitPiece(e); ok {
			total += len(s)
			pieces++
		}
	}
	if pieces < minSplitPieces || total < minEncodedRun || total > maxTurnedBytes {
		return "", false
	}
	var b strings.Builder
	b.Grow(total)
	for _, e := range list {
		if s, ok := splitPiece(e); ok {
			b.WriteString(s)
		}
	}
	return b.String(), true
}

// splitPiece returns a list element as a piece of an encoded run: a
// string of base64's alphabet only once blanks around it are trimmed, at
// most maxSplitPieceIn bytes.
func splitPiece(e any) (string, bool) {
	s, ok := e.(string)
	if !ok {
		return "", false
	}
	s = strings.TrimSpace(s)
	if s == "" || len(s) > maxSplitPieceIn {
		return "", false
	}
	for i := 0; i < len(s); i++ {
		if !isBase64Byte(s[i]) {
			return "", false
		}
	}
	return s, true
}

// metaFindings38 reads the prose of a tool's _meta (strings with blanks,
// at most maxMetaStrings of them): the MCP specification lets _meta hold
// any JSON, clients pass parts of it to the model (the Apps SDK's
// widgetDescription, sampling prompts a server ships there), and a client
// that sends the tool's JSON whole passes all of it. Machine values (URIs,
// ids, enums of permissions) hold no blank and stay unread.
func metaFindings38(t Tool, ctx scanContext) []finding {
	return append(metaProse("_meta", t.Meta, ctx), annotationProse40(t, ctx)...)
}

// metaProse reads the prose of a _meta object as metaFindings38 says, its
// locations under root: a tool's "_meta", an item's
// resources["…"]._meta (round 39's audit: resources, resource templates
// and prompts carry _meta too, and a client may pass it to the model).
func metaProse(root string, raw json.RawMessage, ctx scanContext) []finding {
	if len(raw) == 0 {
		return nil
	}
	meta, ok := jsonvalue.Decode(raw)
	obj, isObject := meta.(map[string]any)
	if !ok || !isObject {
		return nil // _meta is an object; anything else is no metadata
	}
	return objectProse(root, obj, ctx)
}

// objectProse is metaProse's walk over an object already decoded.
func objectProse(root string, obj map[string]any, ctx scanContext) []finding {
	var out []finding
	seen := 0
	path := make([]string, 1, 16)
	path[0] = root
	eachString(obj, path, func(p []string, text string) {
		if seen >= maxMetaStrings || len(out) > 0 || !strings.Contains(strings.TrimSpace(text), " ") {
			return
		}
		seen++
		where := Location(p)
		out = append(out, scanText(label(where), text, ctx)...)
	})
	return out
}
