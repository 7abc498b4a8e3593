package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// literalIn21 reports a value written out in sent outside the tool name:
// an assignment, a call's brackets, a quoted string or a number.
func literalIn21(sent, target string) bool {
	rest := strings.ReplaceAll(sent, target, " ")
	if strings.ContainsAny(rest, "=\"“”«»「」『』0123456789") || strings.Contains(rest, target+"(") {
		return true
	}
	prev := ' '
	for i, r := range rest {
		if r == '\'' || r == '‘' || r == '’' {
			next, _ := utf8.DecodeRuneInString(rest[i+utf8.RuneLen(r):])
			if !(unicode.IsLetter(prev) && unicode.IsLetter(next)) {
				return true // 'owner', not user's
			}
		}
		prev = r
	}
	return false
}

// echoesVerb21 reports the target's leading verb (disconnect_store:
// disconnect) said again outside the name: the sentence names the act the
// tool exists for, as a goal.
func echoesVerb21(sent, target string) bool {
	verb, _, ok := strings.Cut(strings.ToLower(target), "_")
	if !ok || len(verb) < 4 {
		return false
	}
	switch verb {
	case "call", "tool", "send", "make", "post", "upload", "share", "export", "transfer", "invite", "grant", "create", "write", "exec", "execute", "push", "publish":
		return false // verbs that move data or rights
	}
	rest := strings.ReplaceAll(strings.ToLower(sent), strings.ToLower(target), " ")
	return strings.Contains(rest, verb)
}

// beyondSubject returns what a property asks for (what, found by asksFor
// in its name or description) once the tool's own subject is set aside,
// and false when nothing is left: the argument the tool works on, not
// something fetched for elsewhere. A name whose phrase's head word the
// tool's description names (adressbuch in a tool that "deletes an address
// book's contacts") leaves the property's description to be judged on its
// words. A name whose thing the tool's name or description is about
// (sohbet in sohbet_disa_aktar, passport_number in a tool that adds
// passport details, conversa in a scam checker that reads a conversation)
// asks for nothing, if the tool's text only describes (no must, no
// authority, no words to the model) and the property's description is no
// sentence naming the thing again.
func beyondSubject(what, named, propDesc, desc string, ctx scanContext) (string, bool) {
	if w := strings.ToLower(what); w != "" && strings.Contains(named, w) {
		if head, _, _ := strings.Cut(w, " "); strings.Contains(strings.ToLower(desc), head) {
			var ok bool
			if what, ok = asksFor("", propDesc, ctx); !ok {
				return "", false
			}
		}
	}
	if what == "" || !strings.Contains(strings.ToLower(named), strings.ToLower(what)) {
		return what, true // found in the description, not the name
	}
	_, wh := ctx.read(what)
	if len(wh) == 0 {
		return what, true
	}
	if _, ph := ctx.read(propDesc); hasFields(propDesc, 5) && signalsOf(span{hits: ph}).any(cConversation, cPersonal, cSecret, cPath, cKeyMaterial, cEnv) {
		return what, true
	}
	for _, text := range [2]string{spacedName(ctx.self), desc} {
		_, hits := ctx.read(text)
		if signalsOf(span{hits: hits}).any(cMust, cAuthority, cModel, cUrgency, cCovert, cOtherTool) {
			return what, true
		}
		for _, h := range hits {
			for _, w := range wh {
				if h.c == w.c && (w.c == cConversation || w.c == cPersonal || w.c == cSecret || w.c == cKeyMaterial) {
					return what, false
				}
			}
		}
	}
	return what, true
}

// gatedRules21 are the rules an order held back for the user's own word
// does not fire: an act that waits for the user's request is neither
// forced (coercion) nor chosen over the user (preference) either.
var gatedRules21 = map[string]bool{"poison-hidden-instruction": true, "poison-tool-invocation": true, "poison-sensitive-path": true, "poison-exfiltration": true, "poison-coercion": true, "poison-preference-manipulation": true}

// withoutUserGated21 drops the findings of gatedRules21 from a sentence
// that limits its act to the user's word ("attach the transcript only if
// the user says so", "只有在用户要求时才附上", "only read it when the user
// asks"), with nothing sent to a fixed place and no pressure, concealment
// or standing order, and no role in the condition ("only if the user
// is an admin" is a trigger): the act waits for the person it serves.
func withoutUserGated21(out []textFinding, sg signals, hits []hit, sent string, dests destinations, fixedTarget bool) []textFinding {
	if len(out) == 0 || len(dests) > 0 || fixedTarget || !sg.has[cOnly] ||
		sg.any(cCovert, cCovertAdv, cHide, cOurServer, cEveryTurn, cRegardless, cOverUser, cUrgency, cAuthority, cShell, cStartup, cRedirect, cOtherTool, cTag, cRole, cIgnore, cOverride, cElevated, cAdminAccount, cHighRole, cPath, cKeyMaterial) ||
		!userAfterCondition21(hits, sent, sg.start) {
		return out
	}
	return withoutRules(out, func(rule string) bool { return gatedRules21[rule] })
}

// userAfterCondition21 reports "only" (cOnly) right before or right
// after the person's word that sets the act off: a condition (cWhen)
// with the person (cUser, not the reply, the chat or a possessive) just
// after it, or just before it where the condition word is CJK or Hangul
// ("only if the user says", "ユーザーが求めたときだけ"); the person just
// before a verb of asking ("只有在用户要求时"); or a consent phrase ("only
// with the user's permission").
func userAfterCondition21(hits []hit, sent string, base int) bool {
	var when, user *hit
	for i := range hits {
		h := &hits[i]
		if h.start < base || h.end-base > len(sent) {
			continue
		}
		var from, to int // the span of the person's word
		switch h.c {
		case cConsent:
			from, to = h.start, h.end
		case cWhen:
			when = h
			r, _ := utf8.DecodeRuneInString(sent[h.start-base:])
			if user == nil || !(isSpacelessScript(r) || unicode.Is(unicode.Hangul, r)) || h.start-user.end > 24 {
				continue
			}
			from, to = user.start, h.end
		case cAskVerb:
			if user == nil || h.start-user.end > 6 {
				continue
			}
			from, to = user.start, h.end
		case cUser:
			w := strings.ToLower(sent[h.start-base : h.end-base])
			if containsAny(w, "reply", "answer", "response", "chat", "'", "ответ", "回复", "回答", "답변", "返信") {
				continue
			}
			user = h
			if when == nil || h.start-when.end > 12 {
				continue
			}
			from, to = when.start, h.end
		default:
			continue
		}
		if onlyBeside21(hits, sent[:from-base], from, to) {
			return true
		}
	}
	return false
}

// onlyBeside21 reports a cOnly hit ending at most 9 bytes before from
// ("only if", "只有在") or starting at most 3 bytes after to ("ときだけ"),
// or ending a clause of a few words that a comma closes right before from
// (verb-second "nur angezeigt, wenn der Nutzer", "only once, when the
// user"); head is the sentence up to from.
func onlyBeside21(hits []hit, head string, from, to int) bool {
	for _, o := range hits {
		if o.c != cOnly {
			continue
		}
		gap := from - o.end
		if o.end <= from && (gap <= 9 || gap <= min(32, len(head)) && commaClosed21(head[len(head)-gap:])) || o.start >= to && o.start-to <= 3 {
			return true
		}
	}
	return false
}

// commaClosed21 reports a few words (between, from an "only" to its
// condition) that a comma ends, with no other stop among them.
func commaClosed21(between string) bool {
	t := strings.TrimRight(between, " ")
	return strings.HasSuffix(t, ",") && !strings.ContainsAny(t[:len(t)-1], ",;:.!?()") && strings.Count(t, " ") <= 3
}
