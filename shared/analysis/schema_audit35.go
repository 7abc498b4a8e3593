package analysis

import (
	"strconv"
	"strings"
)

// sentenceName returns a property or $defs name as the words a model
// reads when it is a phrase (always_send_logs_first), or a sentence of a
// script written without spaces.
func sentenceName(name string) (string, bool) {
	if len(name) <= 12 {
		return "", false
	}
	if words := spacedName(name); strings.Count(words, " ") >= 2 {
		return words, true
	}
	return name, spacelessPhrase(name)
}

// sentenceKey is sentenceName for any other key of a schema (of an
// x- object, of a default or an example, of dependentRequired) and for
// an entry of required: a whole sentence of five words or more, since
// such keys are more often labels than property names are.
func sentenceKey(key string) (string, bool) {
	if strings.Count(key, " ") >= 4 {
		return key, true // read as written, ~/.ssh/id_rsa and all
	}
	words, ok := sentenceName(key)
	return words, ok && (strings.Count(words, " ") >= 4 || !strings.Contains(words, " "))
}

// namesSchemas reports the keywords whose keys are names (of properties,
// of $defs), read by walkSchemaText's own case.
func namesSchemas(k string) bool {
	return k == "properties" || k == "patternProperties" || k == "$defs" || k == "definitions"
}

// eachValueText is eachString for a value the model reads (a default, an
// example, a const): the keys of its objects that are sentences too.
func eachValueText(v any, path []string, fn func(path []string, text string)) {
	switch x := v.(type) {
	case string:
		fn(path, x)
	case []any:
		for i, e := range x {
			eachValueText(e, append(path, "[", strconv.Itoa(i), "]"), fn)
		}
	case map[string]any:
		for _, k := range sortedKeys(x) {
			p := append(path, ".", k)
			if words, ok := sentenceKey(k); ok {
				fn(p, words)
			}
			eachValueText(x[k], p, fn)
		}
	}
}

// walkRequired reads the entries of a required list that are sentences.
func walkRequired(list []any, path []string, fn func(path []string, text string)) {
	for i, e := range list {
		if name, ok := e.(string); ok {
			if words, ok := sentenceKey(name); ok {
				fn(append(path, "[", strconv.Itoa(i), "]"), words)
			}
		}
	}
}
