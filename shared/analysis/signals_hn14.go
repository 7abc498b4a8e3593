package analysis

import "strings"

// forbiddenObjects reports a sentence whose every sensitive object (a
// secret, a path, key material, an environment variable, personal data,
// the conversation) is governed by a negated verb: "Do not read or paste
// credential files into the chat", "don't include browsing history",
// "ne lui demandez jamais son mot de passe". The verb governing an object
// is the nearest action verb before it in its clause; it is negated when a
// negation stands at most one word before it or before the verbs
// coordinated with it ("read or paste"). "Never ask the user before
// reading ~/.ssh/id_rsa" is no such sentence: "before" stands between.
func forbiddenObjects(hits []hit, lower string, base int) bool {
	found := false
	for i, h := range hits {
		if !sensitiveConcept(h.c) {
			continue
		}
		verb := -1
		for j := i - 1; j >= 0 && hits[j].clause == h.clause; j-- {
			if actionVerb(hits[j].c) {
				verb = j
				break
			}
		}
		if verb < 0 || !negatedChain(hits, verb, lower, base) {
			return false
		}
		found = true
	}
	return found
}

func sensitiveConcept(c concept) bool {
	switch c {
	case cSecret, cPath, cKeyMaterial, cEnv, cPersonal, cConversation:
		return true
	}
	return false
}

func actionVerb(c concept) bool {
	switch c {
	case cRead, cInclude, cSend, cAsk, cAskVerb, cTell:
		return true
	}
	return false
}

// negatedChain reports a negation just before the verb hits[verb], or
// before the verbs joined to it by a short connector ("read or paste",
// "lesen oder einfügen").
func negatedChain(hits []hit, verb int, lower string, base int) bool {
	for j := verb; j > 0 && hits[j-1].clause == hits[verb].clause; j-- {
		prev := hits[j-1]
		from, to := prev.end-base, hits[j].start-base
		if from > to || from < 0 || to > len(lower) {
			return false // overlapping hits, or a sentence lowered to another length
		}
		gap := lower[from:to]
		switch {
		case prev.c == cNeg:
			return len(strings.Fields(gap)) <= 1 && !strings.ContainsAny(gap, ",;:")
		case actionVerb(prev.c) && len(gap) <= 6 && !strings.ContainsAny(gap, ",;:"):
			continue
		}
		return false
	}
	return false
}
