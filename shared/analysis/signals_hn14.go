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
		if verb < 0 && found && listedAfter(hits, i, lower, base) {
			continue // "密码、验证码或助记词": the list the negated verb governs
		}
		if verb < 0 || !negatedChain(hits, verb, lower, base) {
			return false
		}
		found = true
	}
	return found
}

// listedAfter reports hits[i] as the next item of a list that opens with
// the sensitive object before it: only a list mark or "or" stands between.
func listedAfter(hits []hit, i int, lower string, base int) bool {
	if i == 0 || !sensitiveConcept(hits[i-1].c) {
		return false
	}
	from, to := hits[i-1].end-base, hits[i].start-base
	if from < 0 || from > to || to > len(lower) {
		return false
	}
	gap := strings.TrimSpace(lower[from:to])
	return len(gap) <= 6 && listMarkSet.in(" "+gap+" ")
}

var listMarkSet = newPhraseSet(",", "、", "，", "/", "·", " or ", " and ", " o ", " y ", " ou ", " et ", " oder ", " und ", " e ", " или ", " и ", "或", "和", "及", "や", "と", "또는", "및")

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
