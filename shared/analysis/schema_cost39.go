package analysis

import (
	"strconv"
	"strings"
)

// Bounds of schemaFactsOf's walk, as eachProperty's: the depth (in
// objects below the schema) of the deepest object whose properties are
// read for imposed examples, and for disowned values (their paths begin
// with "inputSchema", one segment more).
const (
	maxImposedDepth  = 10
	maxDisownedDepth = 9
)

// schemaFacts is what one walk of an input schema (schemaFactsOf) learns
// before its texts are read: which examples are imposed and which values
// disowned, which the reading of every text asks, and the lists of encoded
// pieces audit38Tool decodes.
type schemaFacts struct {
	// imposed holds the lowercase names of the properties, nested ones
	// too, whose examples their description imposes (examplesImposed);
	// nil when none has.
	imposed map[string]bool
	// disowned holds the paths, joined whole, of the defaults and examples
	// of the input properties, nested ones too, that are no value to keep:
	// their property disowns them (disownedDefault, disownsExample37),
	// reads mail from them (senderField), or their every host is a slot to
	// fill (allSlotHosts37); nil when there are none.
	disowned map[string]bool
	// split holds the first maxDecodedRuns lists of encoded pieces, joined
	// (joinPieces), in key order: the strings of an enum or examples list,
	// and the descriptions, titles, defaults and consts (memberPieceKeys) of
	// a properties object's members in key order.
	split []splitPieces
}

// splitPieces is a list of encoded pieces joined, and where it is.
type splitPieces struct {
	where, joined string
}

// schemaFactsOf walks an input schema once, its objects in key order down
// to maxSplitDepth, for its schemaFacts.
func schemaFactsOf(schema any) schemaFacts {
	var f schemaFacts
	if m, ok := schema.(map[string]any); ok {
		path := make([]string, 1, 32)
		path[0] = "inputSchema"
		f.walk(m, path, 0, schemaObject)
	}
	return f
}

// Kinds of the objects schemaFactsOf walks, for eachProperty's reach.
const (
	otherObject  = iota
	schemaObject // the schema, or one its properties, items or $defs hold: its properties are read
	memberObject // a schemaObject's properties or $defs: each member is a schemaObject
)

// walk gathers the facts of m, an object of kind at path (grown in place)
// and depth objects below the schema.
func (f *schemaFacts) walk(m map[string]any, path []string, depth, kind int) {
	if depth > maxSplitDepth {
		return
	}
	if kind == schemaObject && depth <= maxImposedDepth {
		f.readProperties(m, path, depth)
	}
	for _, k := range sortedKeys(m) {
		p := append(path, ".", k)
		switch child := m[k].(type) {
		case []any:
			if k == "enum" || k == "examples" {
				f.addSplit(child, p)
			}
			for i, e := range child {
				if em, ok := e.(map[string]any); ok {
					f.walk(em, append(p, "[", strconv.Itoa(i), "]"), depth+1, otherObject)
				}
			}
		case map[string]any:
			if k == "properties" {
				names := sortedKeys(child)
				values := make([]any, len(names))
				for _, key := range memberPieceKeys {
					for i, name := range names {
						pm, _ := child[name].(map[string]any)
						values[i] = pm[key]
					}
					f.addSplit(values, p)
				}
			}
			childKind := otherObject
			switch {
			case kind == memberObject:
				childKind = schemaObject
			case kind == schemaObject && k == "items":
				childKind = schemaObject
			case kind == schemaObject && (k == "properties" || k == "$defs"):
				childKind = memberObject
			}
			f.walk(child, p, depth+1, childKind)
		}
	}
}

// readProperties notes the imposed examples and the disowned values of
// the properties of m, a schemaObject at path.
func (f *schemaFacts) readProperties(m map[string]any, path []string, depth int) {
	props, _ := m["properties"].(map[string]any)
	for name, v := range props {
		pm, _ := v.(map[string]any)
		if pm == nil {
			continue
		}
		desc, _ := pm["description"].(string)
		if pm["examples"] != nil && examplesImposed(desc) {
			if f.imposed == nil {
				f.imposed = map[string]bool{}
			}
			f.imposed[strings.ToLower(name)] = true
		}
		if depth > maxDisownedDepth {
			continue
		}
		sender := senderField(name, desc)
		mark := func(key string) {
			if f.disowned == nil {
				f.disowned = map[string]bool{}
			}
			f.disowned[strings.Join(path, "")+".properties."+name+"."+key] = true
		}
		if def, ok := pm["default"]; ok && (sender && mailValue37(def) || disownedDefault(desc) || allSlotHosts37(def)) {
			mark("default")
		}
		if ex, ok := pm["examples"]; ok && (sender && mailValue37(ex) || disownsExample37(desc) || allSlotHosts37(ex)) {
			mark("examples")
		}
	}
}

// addSplit keeps list, at path, when it is a list of encoded pieces
// (joinPieces) and fewer than maxDecodedRuns are kept.
func (f *schemaFacts) addSplit(list []any, path []string) {
	if len(f.split) >= maxDecodedRuns {
		return
	}
	if joined, ok := joinPieces(list); ok {
		f.split = append(f.split, splitPieces{where: strings.Join(path, ""), joined: joined})
	}
}
