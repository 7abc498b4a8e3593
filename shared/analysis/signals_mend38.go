package analysis

import "strings"

// disownedDefault reports a property description that disowns its
// default: it calls the value a sample, a demo or the user's own ("the
// default is only a sample", "Значение по умолчанию — демо-номер", "the
// firm's own document store"), or leaves it to the user ("only added when
// the user has enabled it", "ユーザーが指定した場合のみ設定"). One that
// orders the default kept or used ("keep the default", "remove only if the
// user insists", "既定値のまま") or gates it on the user's silence ("only if
// the user gives none") disowns nothing.
func disownedDefault(desc string) bool {
	if desc == "" {
		return false
	}
	lower := strings.ToLower(desc)
	if keepsDefault41(lower) {
		return false
	}
	named := defaultWords.in(lower)
	if named && (sampleValue.in(lower) || userSets.in(lower) || userConfirmed42b(lower)) {
		return true
	}
	if !named && !onlyWords37.in(lower) {
		return false
	}
	for _, s := range clauses37(lower) {
		if defaultWords.in(s) && ownWords37.in(defaultPhrase37(s)) || userGate37(s) {
			return true
		}
	}
	return false
}

// valuePath returns path up to its value keyword, joined whole
// ("inputSchema.properties.cc.default"), or "".
func valuePath(path []string) string {
	if i := valueKeywordAt(path); i >= 0 {
		return strings.Join(path[:i+1], "")
	}
	return ""
}

// handedValues returns schema without the defaults and examples at
// disowned (schemaFacts): the values the model is handed, for the
// rules that read a schema's values. schema is not changed; the objects
// on the way to a removed value are copied.
func handedValues(schema any, disowned map[string]bool) any {
	if disowned == nil {
		return schema
	}
	return withoutValuesAt(schema, "inputSchema", disowned)
}

// withoutValuesAt copies the objects of v, found at path, leaving out the
// keys whose joined paths are in at.
func withoutValuesAt(v any, path string, at map[string]bool) any {
	obj, ok := v.(map[string]any)
	if !ok {
		return v
	}
	out := make(map[string]any, len(obj))
	for k, child := range obj {
		p := path + "." + k
		if !at[p] {
			out[k] = withoutValuesAt(child, p, at)
		}
	}
	return out
}

// senderField reports a property that names whom mail is read from, by
// its name (from, expediteurs, 发件人, an allowlist) or its description
// ("allowed senders", "Adresses autorisées"), and no recipient: an address
// there receives nothing.
func senderField(name, desc string) bool {
	words := Tokenize(name)
	if recipientField(strings.ToLower(name)) || anyWord(words, "to", "cc", "bcc", "reply", "forward", "recipient", "recipients") {
		return false
	}
	return anyWord(words, senderNames[:]...) || senderPhrases.in(strings.ToLower(desc))
}

// exampleMarkBefore reports lowercase text before a value that ends in an
// example mark ("(e.g. ", "例如 ", "np. "), one not ending a longer word
// ("index. " is none).
func exampleMarkBefore(before string) bool {
	before = strings.TrimRight(before, " '\"`(（,，")
	for _, m := range exampleMarks {
		if strings.HasSuffix(before, m) && (len(before) == len(m) || !isASCIILetter(m[0]) || !isASCIILetter(before[len(before)-len(m)-1])) {
			return true
		}
	}
	return likeMarkBefore42b(before)
}

// exampleMarkOpens reports lowercase text that opens on an example mark
// ("e.g. ", "p. ej. ", "例如"), one not starting a longer word ("egress"
// is none).
func exampleMarkOpens(text string) bool {
	for _, m := range exampleMarks {
		if m != "如" && strings.HasPrefix(text, m) && (len(text) == len(m) || !isASCIILetter(m[len(m)-1]) || !isASCIILetter(text[len(m)])) {
			return true
		}
	}
	return false
}
