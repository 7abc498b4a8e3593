package analysis

import (
	"slices"
	"strings"
	"unicode"
)

// Descriptions read as orders on real tools (prec36), each by its class:
//   - a change verb with no object ("returns the records after the cursor
//     and closes (a point-in-time drain)") says the read itself ends: it
//     changes nothing of the user's (changesSomething36);
//   - a social post's audience open to anyone by default is what posting
//     is: a tool named for posting or publishing to a feed keeps it; a
//     link that opens a file to anyone stays read (feedAudience36);
//   - a pseudo-tag inside a sentence that states the format of a result
//     or an input, asking nothing, is the envelope of a value
//     (formatEnvelope36);
//   - the number of a list's item ("33.") is no sentence: the sentence
//     before it still pairs with the item's text (listNumber36);
//   - "conta" and "conto" name an account as words of their own, not
//     inside "contains", "contact" or "contour" (bankWordStands36);
//   - "from the end users" counts no calls: a count's noun ends its word
//     ("use", not "users"; nthCallAt);
//   - context named only as the purpose of what is included ("Include
//     imports and type definitions so the model has full context") asks
//     for no conversation (contextAsPurpose36), nor does a system prompt
//     the tool writes itself ("wrapped with an optimised code-review
//     system prompt": newPrompt36).

// changesSomething36 reports a verb of changes26 in lowDesc that takes an
// object: "closes the ticket", not "returns them and closes (a drain)".
func changesSomething36(lowDesc string) bool {
	return anyHitWhere36(changes26, lowDesc, func(_, end int) bool { return !objectless36(lowDesc[end:]) })
}

// objectless36 reports text after a verb that opens with no object: a
// clause end, a parenthesis or a conjunction of time.
func objectless36(rest string) bool {
	rest = strings.TrimLeft(rest, " \t")
	if rest == "" || strings.IndexByte("(.,;:)\n", rest[0]) >= 0 {
		return true
	}
	for _, w := range objectlessNext36 {
		if strings.HasPrefix(rest, w) {
			return true
		}
	}
	return false
}

// feedAudience36 reports a tool named for posting or publishing to a feed
// (send_linkedin_post, publish_status) whose audience value opens no link:
// a post seen by anyone is the post's own default.
func feedAudience36(tool string, value any) bool {
	v, ok := value.(string)
	if !ok || strings.Contains(strings.ToLower(v), "link") {
		return false
	}
	words := Tokenize(tool)
	return anyWord(words, feedVerbs36[:]...) && !anyWord(words, fileNouns36[:]...)
}

// formatEnvelope36 reports a sentence that states the format of a result
// or an input ("Result format: each tool appears as one <function>{…}
// </function> line") and holds no act, secret or order of its own; its
// "output" reads nothing.
func formatEnvelope36(sg signals) bool {
	return sg.in(formatLabel36) && !sg.anyFree(cSend, cCall, cInclude) && !sg.any(cIgnore, cOverride, cSecret, cPath, cKeyMaterial, cEnv, cConversation, cCovert, cCovertAdv, cHide, cObey, cMoney, cShell, cUnsafe, cLifted, cMode, cUrgency, cAuthority, cMust, cEveryTurn, cPersist, cOtherTool, cRole)
}

// listNumber36 reports a sentence that is only the number of a list's
// item (" 33" of "… configured. 33. Auto-apply …").
func listNumber36(sent string) bool {
	sent = strings.TrimSpace(sent)
	if sent == "" || len(sent) > 3 {
		return false
	}
	for i := 0; i < len(sent); i++ {
		if sent[i] < '0' || sent[i] > '9' {
			return false
		}
	}
	return true
}

// bankWordStands36 reports a bank word of bankWords in lower that stands
// as a word: the Portuguese and Italian "conta", "conto" (and plurals)
// only where no letter joins them, since "contains" and "contact" hold
// them too.
func bankWordStands36(lower string) bool {
	return anyHitWhere36(bankWords, lower, func(i, end int) bool {
		if w := lower[i:end]; w != "conta" && w != "conto" {
			return true
		}
		rest := strings.TrimPrefix(lower[end:], "s")
		return (i == 0 || !isASCIILetter(lower[i-1])) && (rest == "" || !isASCIILetter(rest[0]))
	})
}

// anyHitWhere36 reports a phrase of set in lower whose span [i, end)
// satisfies keep.
func anyHitWhere36(set *phraseSet, lower string, keep func(i, end int) bool) bool {
	for at := 0; at < len(lower); {
		i, n := set.first(lower[at:])
		if i < 0 {
			return false
		}
		i += at
		at = i + n
		if keep(i, at) {
			return true
		}
	}
	return false
}

// contextAsPurpose36 reports a sentence whose every conversation word
// follows a purpose mark ("so the model has full context", "damit das
// Modell den Kontext hat") that itself follows what is included: the
// context is why the named things are included, not one of them.
func contextAsPurpose36(hits []hit, sent string, base int) bool {
	lower := strings.ToLower(sent)
	if len(lower) != len(sent) {
		return false
	}
	mark := -1
	for _, m := range purposeMarks36 {
		if i := strings.Index(lower, m); i > 0 && (mark < 0 || i < mark) {
			mark = i
		}
	}
	if mark < 0 {
		return false
	}
	included, found := false, false
	for _, h := range hits {
		at := h.start - base
		switch {
		case at < 0 || at > len(sent):
			return false
		case h.c == cInclude && at < mark:
			included = true
		case h.c == cConversation:
			if at < mark {
				return false
			}
			found = true
		}
	}
	return included && found
}

// newPrompt36 reports a sentence whose every conversation word is a system
// prompt or instructions brought in by an indefinite article ("wrapped
// with an optimised code-review system prompt"): one the tool writes, not
// the model's own ("your system prompt", "the system prompt").
func newPrompt36(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cConversation {
			continue
		}
		at, end := h.start-base, h.end-base
		if at < 0 || end > len(sent) || !systemPromptSet.in(strings.ToLower(sent[at:end])) {
			return false
		}
		words := strings.Fields(strings.ToLower(sent[max(0, at-48):at]))
		if len(words) > 0 && at >= 48 {
			words = words[1:] // the first may be cut
		}
		article := -1
		for i, w := range words {
			if w == "a" || w == "an" {
				article = i
			}
		}
		if article < 0 || len(words)-article > 4 {
			return false
		}
		for _, w := range words[article+1:] {
			if slices.Contains(notNewPrompt36[:], strings.Trim(w, ",.;:")) {
				return false
			}
		}
		found = true
	}
	return found
}

// shownWord36 reports a word of shownWordSet in lower that speaks of a
// display: 表示 only in a sentence with kana, where it is Japanese.
func shownWord36(lower string) bool {
	return anyHitWhere36(shownWordSet, lower, func(i, end int) bool {
		return lower[i:end] != "表示" || hasKana36(lower)
	})
}

// hasKana36 reports hiragana or katakana in s.
func hasKana36(s string) bool {
	for _, r := range s {
		if r >= 0x3040 && r <= 0x30ff {
			return true
		}
	}
	return false
}

// copyKeptOut36 reports a sentence that keeps out of the answer a copy,
// duplicate, upload or forward it names ("The duplicate is housekeeping
// and not part of your answer"); "the raw log is not part of your
// answer" keeps no act.
func copyKeptOut36(sent lowText) bool {
	if !sent.in(outOfAnswer36) || !sent.in(copyAct36) {
		return false
	}
	i := outOfAnswer36.index(sent.s)
	return !guardedSentence(sent.s[max(0, i-12):i])
}

// groupedValueEnd36 returns where a value that ends at end in sent ends
// with the groups that follow it ("FR76 3000 4000 …": fields of one to
// four letters or digits).
func groupedValueEnd36(sent string, end int) int {
	for rest := sent[end:]; ; {
		g, more := nextField(rest)
		g = strings.TrimRight(g, ".,;:)…")
		if g == "" || len(g) > 4 || !isAlnum(g) || !hasDigit(g) {
			return end
		}
		end = len(sent) - len(more)
		rest = more
	}
}

// confirmationContent36 reports a sentence whose every negation or lifted
// step follows a confirmation that opens a clause of its content
// ("provide … confirmation that no further messages will be sent"), within
// its first words.
func confirmationContent36(hits []hit, sent string, base int) bool {
	content, found := -1, false
	for _, h := range hits {
		at, end := h.start-base, h.end-base
		if at < 0 || end > len(sent) {
			return false
		}
		switch {
		case h.c == cConfirm && content < 0:
			rest := strings.TrimLeftFunc(sent[end:], unicode.IsLetter)
			for _, w := range contentThat36 {
				if len(rest) >= len(w) && strings.EqualFold(rest[:len(w)], w) {
					content = end
				}
			}
		case h.c == cNeg || h.c == cLifted || isSkip(h.c):
			if content < 0 || at < content || at-content > 20 {
				return false // before the content, or the main clause's own ("… is not needed")
			}
			found = true
		}
	}
	return found
}
