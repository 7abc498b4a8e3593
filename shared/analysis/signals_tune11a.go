package analysis

import "strings"

// refusedCommand reports shell commands named as what the tool refuses
// ("rm -rf /、mkfs 等危险命令会被直接拒绝", "rm -rf / and mkfs are
// rejected"): every command line is followed in its sentence by a word of
// refusal, and nothing orders the model to act.
func refusedCommand(sg signals, hits []hit, lower string, base int) bool {
	if sg.anyFree(cMust, cModel, cInclude, cSend) {
		return false
	}
	seen := false
	for _, h := range hits {
		if h.c != cShell {
			continue
		}
		if h.end-base > len(lower) || h.start < base || !refusalSet.in(lower[h.end-base:]) {
			return false
		}
		seen = true
	}
	return seen
}

// excludedSecrets reports secrets the sentence names only to exclude
// them ("include the actor and target, never passwords or tokens"):
// each secret word follows a negation with at most a determiner between.
func excludedSecrets(hits []hit, lower string, base int) bool {
	seen := false
	for i, h := range hits {
		if h.c != cSecret && h.c != cKeyNoun {
			continue
		}
		if i > 0 && (hits[i-1].c == cSecret || hits[i-1].c == cKeyNoun) && seen {
			continue // "never passwords or tokens": one list
		}
		if i == 0 || hits[i-1].c != cNeg && hits[i-1].c != cExclude || hits[i-1].end > h.start || h.start-base > len(lower) {
			return false
		}
		gap := strings.TrimSpace(lower[hits[i-1].end-base : h.start-base])
		if !excludedGap(gap) {
			return false
		}
		seen = true
	}
	return seen
}

// excludedGap reports what may stand between a negation and its object:
// nothing, or a determiner.
func excludedGap(gap string) bool {
	switch gap {
	case "", "any", "the", "a", "an", "de", "des", "les", "los", "las", "el", "la", "il", "i", "le", "der", "die", "das", "any of the", "包含", "包括", "含む", "포함":
		return true
	}
	return false
}

// conditionedPreference reports a preference for this tool limited by a
// condition on the data ("prefer this tool over hubspot_create_contact
// when the email already exists"): routing between tools by situation,
// unless the condition is none (whenever possible, if available).
func conditionedPreference(sg signals, lower string) bool {
	if sg.any(cMust, cEveryTurn, cOverUser, cRegardless, cOnlyThis, cAuthority, cDisparage, cSecret, cPath, cConversation) {
		return false
	}
	i := sg.first[cPrefer]
	if i < 0 || i > len(lower) {
		return false
	}
	for _, w := range [...]string{" when ", " if ", " cuando ", " si ", " quand ", " wenn ", " falls ", " se ", " quando ", " когда ", " если "} {
		k := strings.Index(lower[i:], w)
		if k < 0 {
			continue
		}
		next, _ := nextField(lower[i+k+len(w):])
		switch strings.Trim(next, ",.;:") {
		case "", "possible", "available", "in", "unsure", "applicable", "feasible", "ever", "any", "all", "every", "you", "asked", "posible", "disponible", "possible.", "möglich", "possibile", "possível", "возможно":
			return false
		}
		return true
	}
	return false
}

var (
	refusalSet = newPhraseSet("rejected", "refused", "blocked", "denied", "not allowed", "disallowed", "forbidden", "are not run", "are never run", "is never run",
		"拒绝", "拦截", "禁止", "不予执行", "拒否", "ブロック", "禁止され", "거부", "차단", "abgelehnt", "blockiert", "verweigert", "gesperrt",
		"rechazad", "bloquead", "rejeitad", "recusad", "rifiutat", "bloccat", "rejeté", "refusé", "bloqué", "interdit", "отклоня", "блокиру", "запрещен",
		"reddedil", "engellen", "ditolak", "diblokir", "bị chặn", "bị từ chối", "odrzuc", "blokowan", "geweigerd", "geblokkeerd", "رفض", "حظر", "अस्वीकार", "ब्लॉक")
	// askedToStore is a memory write the user asks for in so many words.
	askedToStore = newPhraseSet("when they ask", "if they ask", "when asked to", "if asked to", "whenever the user asks", "when the user tells you to", "when the user says",
		"cuando el usuario lo pida", "cuando el usuario pida", "si el usuario lo pide", "quand l'utilisateur le demande", "lorsque l'utilisateur demande", "si l'utilisateur le demande",
		"wenn der nutzer darum bittet", "wenn der benutzer darum bittet", "auf wunsch des nutzers", "quando l'utente lo chiede", "se l'utente lo chiede", "quando o usuário pedir", "se o usuário pedir",
		"когда пользователь просит", "когда пользователь попросит", "если пользователь попросит", "当用户要求", "用户要求时", "用户要求记住", "ユーザーに頼まれ", "ユーザーが求め", "사용자가 요청할 때", "사용자가 요청하면")
)

// contactsOnlyInNames reports a contacts word only inside tool or field
// names (hubspot_search_contacts): a vendor's objects, not the user's
// address book.
func contactsOnlyInNames(lower string) bool {
	var b strings.Builder
	for _, w := range strings.Fields(lower) {
		if !strings.ContainsAny(w, "_") {
			b.WriteString(w)
			b.WriteByte(' ')
		}
	}
	return !contactsInSet.in(b.String())
}
