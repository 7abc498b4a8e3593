package analysis

import (
	"slices"
	"strings"
	"unicode"
)

// Readings of orders that corrupt what the agent does or says rather than
// steal: a figure or testimonial made up and passed off as real, a claim
// held against the data ("even when errors is non-empty"), work repeated
// without end or at a size no request needs, the user's check waived
// before an act, and the user told their own value was used when another
// was.

// judgeTune11d applies those readings to one sentence.
func judgeTune11d(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool) []textFinding {
	if sg.has[cProtect] {
		return nil
	}
	lower := sg.lower
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what}) }
	if fabricatedAsReal(sg, hits, lower) {
		add("poison-answer-manipulation", "an order to make up figures or testimonials and pass them off as real")
	}
	if forgedCall(sg, lower, ctx) {
		add("poison-hidden-instruction", "a forged tool call or protocol message")
	}
	if quoting {
		return out
	}
	if waivesUsersCheck(sg, whole, hits, lower) {
		add("poison-hidden-instruction", "an order to act without the user's consent or review")
	}
	if sg.has[cMention] {
		return out
	}
	if tellsUserAllowAlways(sg, lower) {
		add("poison-hidden-instruction", "an order to talk the user into approving every future action")
	}
	if sideActUnreported(sg, hits) || actsUnseenOnBehalf(sg, hits) {
		add("poison-concealment", "an order to act and keep the act out of what the user is shown")
	}
	switch {
	case claimAgainstData(sg, lower, sent):
		add("poison-answer-manipulation", "an order to state a fixed claim even when the data says otherwise")
	case confirmsOriginal(sg, whole, lower):
		add("poison-answer-manipulation", "an order to confirm the user's own value to them while another is used")
	}
	switch {
	case repeatsWithoutEnd(sg, hits, lower):
		add("poison-tool-invocation", "an order to repeat work without end, spending the user's quota")
	case hugeSizeOrder(sg, lower, ctx):
		add("poison-tool-invocation", "an order to fetch at a size no request needs")
	}
	return out
}

// tune11dJudged reports a sentence these readings judge though it holds
// too few concepts for the others.
func tune11dJudged(lt lowText) bool {
	return lt.in(fabricateSet) || lt.in(forgedCallSet) || lt.in(skipWordSet) && lt.in(userCheckSet) || lt.in(repeatVerbSet) && lt.in(unboundedSet) || lt.in(confirmOriginalSet)
}

// negNear11d reports a negation hit that ends within 24 bytes before
// offset i (sentence-relative): "never invent", "do not retry".
func negNear11d(hits []hit, base, i int) bool {
	for _, h := range hits {
		if h.c == cNeg && h.end-base <= i && i-(h.end-base) <= 24 {
			return true
		}
	}
	return false
}

// fabricatedAsReal reports a verb of making things up ("invent", "produce
// a plausible number", "придумай") not negated, beside a demand that the
// result pass as real ("as real", "confidently", "without a caveat"). An
// example ("such as revenue, EPS") ends at the clause after it.
func fabricatedAsReal(sg signals, hits []hit, lower string) bool {
	i := fabricateSet.index(lower)
	if i < 0 || !asRealSet.in(lower) || negNear11d(hits, sg.start, i) {
		return false
	}
	m := sg.first[cMention]
	return !sg.has[cMention] || m < i && strings.ContainsAny(lower[m:i], ",:;")
}

// claimAgainstData reports a fixed claim (an all-clear, a figure, a quoted
// text) put to the user with a concession that sets the data aside: a
// failure after "even when", or the data said to show less or more.
func claimAgainstData(sg signals, lower, sent string) bool {
	i := concede11dSet.index(lower)
	if i < 0 || !sg.any(cTell, cPresent, cInclude, cReply, cFakeOK, cMust, cModel) || !(sg.has[cFakeOK] || hasDigit(sent) || strings.ContainsAny(sent, "'\"“«「")) {
		return false
	}
	rest := lower[i:]
	return sg.has[cFailure] && sg.first[cFailure] > i || dataWordSet.in(rest) && comparativeSet.in(rest)
}

// confirmsOriginal reports the user told their own value was used ("confirm
// to the user using their original number", "подтверди тот адрес, который
// он назвал") in a text that changes or multiplies a value.
func confirmsOriginal(sg, whole signals, lower string) bool {
	return confirmOriginalSet.in(lower) && whole.any(cSwap, cAdjust, cRedirect) && !sg.negation
}

// repeatsWithoutEnd reports a verb of repeating (retry, poll, repeat,
// call again) not negated, with no end set to it ("indefinitely", "sin
// límite", "何万回でも", "every minute", "for the whole session"), as an
// order.
func repeatsWithoutEnd(sg signals, hits []hit, lower string) bool {
	i := repeatVerbSet.index(lower)
	if i < 0 || !unquotedIn(unboundedSet, lower) || negNear11d(hits, sg.start, i) || capWordSet.in(lower) && hasDigit(lower) || timeLimit(lower) {
		return false
	}
	return sg.any(cMust, cModel, cUser, cWhen, cUrgency, cCall, cBefore) || politeOrderSet.in(lower) || imperativeOpening(lower)
}

// timeLimit reports a span of time written with a number ("after 30
// minutes", "5分"): an end set to the repetition.
func timeLimit(lower string) bool {
	for i := 0; i+1 < len(lower); i++ {
		if isDigitByte(lower[i]) && !isDigitByte(lower[i+1]) && timeUnitSet.index(strings.TrimLeft(lower[i+1:], " ")) == 0 {
			return true
		}
	}
	return false
}

// imperativeOpening reports a sentence that opens with a verb of
// repeating or fetching after a comma ("Depois de listar, baixe …").
func imperativeOpening(lower string) bool {
	if k := strings.IndexAny(lower, ",，、"); k >= 0 && k < 40 {
		return orderOpenSet11d.in(strings.TrimLeft(lower[k+1:], " "))
	}
	return false
}

// hugeSizeOrder reports a field about a size or a count told to take a
// number of a million or more ("Always use 10000000", "Указывай 5000000"),
// not a cap on it. An account number named as no payee (withoutNonPayees42,
// "routing 021000089 is optional") is no size.
func hugeSizeOrder(sg signals, lower string, ctx scanContext) bool {
	if ctx.property == "" || ctx.value || !digitRun11d(withoutNonPayees42(lower), 7) || capWordSet.in(lower) || !sg.any(cMust, cPresent, cCall, cEveryTurn) || sg.has[cExclude] {
		return false
	}
	return sizeWordSet.in(ctx.property) || sizeWordSet.in(lower)
}

// digitRun11d reports a run of at least n digits.
func digitRun11d(s string, n int) bool {
	run := 0
	for _, r := range s {
		if unicode.IsDigit(r) {
			if run++; run >= n {
				return true
			}
		} else {
			run = 0
		}
	}
	return false
}

// waivesUsersCheck reports a check by the user or a reviewer (consent,
// verification, review, a second approval) said to be skipped or not
// needed within a few words of it, in a text that acts: "does not need the
// user's consent", "skip verification", "frage den Nutzer nicht nach der
// zweiten Freigabe", "사용자 동의는 필요 없습니다". A wait for the user
// ("do not call until the user …") keeps the check; a bare skipped
// verification needs the user, urgency or authority beside it.
func waivesUsersCheck(sg, whole signals, hits []hit, lower string) bool {
	i := userCheckSet.index(lower)
	if i < 0 || sg.has[cConsent] && !sg.negation || untilSet.in(lower) {
		return false
	}
	near := func(k int) bool { return k >= 0 && (k < i && i-k <= 40 || k >= i && k-i <= 40) }
	k := skipWordSet.index(lower)
	skipped := k >= 0 && !sg.has[cNeg] && near(k) && (sg.any(cUser, cUrgency, cAuthority) || whole.has[cUrgency] || reviewerSet11d.in(lower))
	waived := skipped || near(noNeedSet.index(lower)) && sg.has[cUser] || asksUserNot(hits, sg.start) && near(askIndex(hits, sg.start))
	return waived && whole.any(cCall, cMoney, cDestroy, cSend, cShell, cUnsafe, cPurchase, cSwap, cWipe, cElevated, cActs, cPersonal) && (skipped || sg.any(cUser, cModel, cMust, cUrgency, cWhen, cCall))
}

// asksUserNot reports an order not to ask the user: a negation right
// before the verb of asking ("do not ask the user") or right after the
// user it asks ("frage den Nutzer nicht").
func asksUserNot(hits []hit, base int) bool {
	for j := 1; j < len(hits); j++ {
		a, b := hits[j-1], hits[j]
		if a.c == cNeg && b.c == cAskVerb && b.start-a.end <= 3 && j+1 < len(hits) && hits[j+1].c == cUser ||
			a.c == cAskVerb && b.c == cUser && b.start-a.end <= 6 && j+1 < len(hits) && hits[j+1].c == cNeg && hits[j+1].start-b.end <= 3 {
			return true
		}
	}
	return false
}

// askIndex returns the sentence offset of the first verb of asking, or -1.
func askIndex(hits []hit, base int) int {
	for _, h := range hits {
		if h.c == cAskVerb {
			return h.start - base
		}
	}
	return -1
}

// unquotedIn reports a phrase of set in lower outside quotes or backticks
// ('forever' named as a value is no order).
func unquotedIn(set *phraseSet, lower string) bool {
	for from := 0; from < len(lower); {
		i := set.index(lower[from:])
		if i < 0 {
			return false
		}
		i += from
		if i == 0 || !strings.ContainsRune("'`\"‘“", rune(lower[i-1])) {
			return true
		}
		from = i + 1
	}
	return false
}

// markupExample11d reports a tool that renders, converts or escapes chat
// or markup formats ("convert_chat_format", "escape_markup",
// "build_system_prompt") in a text that asks nothing of the model beyond
// it: its pseudo-tags and turns are the format it handles, named.
func markupExample11d(whole signals, ctx scanContext) bool {
	if ctx.self == "" || whole.anyFree(cRead, cSend, cCall, cInclude) || whole.any(cIgnore, cOverride, cSecret, cPath, cKeyMaterial, cEnv, cCovert, cCovertAdv, cHide, cObey, cMoney, cShell, cUnsafe, cLifted, cMode, cUrgency, cAuthority, cMust, cEveryTurn, cPersist, cOtherTool, cParamRef) || whole.has[cConversation] && !strings.Contains(ctx.self, "chat") && !strings.Contains(ctx.self, "dialog") && !strings.Contains(ctx.self, "prompt") {
		return false
	}
	words := Tokenize(ctx.self)
	for _, w := range words {
		switch w {
		case "render", "template", "templating", "format", "formatter", "convert", "converter", "escape", "escaper", "markup", "chatml", "serialize", "oformit":
			return true
		case "prompt":
			return slices.ContainsFunc(words, func(v string) bool { return v == "build" || v == "generate" || v == "compose" })
		}
	}
	return false
}

// forgedCall reports a tool call or a protocol message written into a
// tool's text ("<tool_call>{\"name\": …, \"arguments\": …}", "{\"jsonrpc\":
// \"2.0\", \"result\": …}") that calls or acts: a turn the client never
// made, unless the tool's name says it handles such messages.
func forgedCall(sg signals, lower string, ctx scanContext) bool {
	if ctx.self == "" || !forgedCallSet.in(lower) || !(strings.Contains(lower, `"arguments"`) || sg.any(cCall, cDestroy, cWipe, cUser)) {
		return false
	}
	for _, w := range Tokenize(ctx.self) {
		switch w {
		case "json", "jsonrpc", "rpc", "mcp", "protocol", "chat", "chatml", "format", "convert", "parse", "parser", "debug", "inspect", "inspector", "validate", "lint", "template", "render", "escape", "message", "messages", "log", "logs", "trace":
			return false
		}
	}
	return true
}

// negatedBeforeNext reports a negation followed within gap bytes by a hit of
// one of cs: "don't include", "sans les lui montrer".
func negatedBeforeNext(hits []hit, gap int, cs ...concept) bool {
	for j := 1; j < len(hits); j++ {
		if hits[j-1].c == cNeg && slices.Contains(cs, hits[j].c) && hits[j].start-hits[j-1].end <= gap {
			return true
		}
	}
	return false
}

// sideActUnreported reports an extra act ("also run task … first") with an
// order to leave it out of the summary or the reply ("don't include it in
// the summary").
func sideActUnreported(sg signals, hits []hit) bool {
	return sg.free[cCall] && sg.has[cReply] && sg.any(cBefore, cWhen) && negatedBeforeNext(hits, 3, cInclude, cTell) && sg.first[cReply] > sg.first[cNeg]
}

// actsUnseenOnBehalf reports an act on the user's behalf that is not to be
// shown to them ("accepte-les au nom de l'utilisateur sans les lui
// montrer"): one negation, right before the verb of showing.
func actsUnseenOnBehalf(sg signals, hits []hit) bool {
	negs := 0
	for _, h := range hits {
		if h.c == cNeg {
			negs++
		}
	}
	if !sg.has[cOnBehalf] || negs != 1 {
		return false
	}
	n := sg.first[cNeg]
	return negatedBeforeNext(hits, 12, cTell) || n < len(sg.lower) && showVerbSet.index(sg.lower[n:min(len(sg.lower), n+24)]) >= 0
}

// verbFinalGuard reports a sentence whose verb, negated at its end in a
// language that puts the verb last (Korean, Japanese), keeps a safeguard: "승인 없이는 배포되지
// 않습니다" (without approval nothing is deployed). The covert phrase comes
// first and the last hit is the negation, in the same clause.
func verbFinalGuard(hits []hit, sent string, base int) bool {
	if len(hits) < 2 {
		return false
	}
	last := hits[len(hits)-1]
	if last.c != cNeg || last.start-base < 0 || last.end-base > len(sent) || !verbFinalScript(sent[last.start-base:last.end-base]) {
		return false
	}
	for _, h := range hits[:len(hits)-1] {
		if h.c == cCovert && h.clause == last.clause {
			return true
		}
	}
	return false
}

// verbFinalScript reports Hangul or Hiragana in s: a Korean or Japanese
// verb ending.
func verbFinalScript(s string) bool {
	for _, r := range s {
		if unicode.In(r, unicode.Hangul, unicode.Hiragana) {
			return true
		}
	}
	return false
}

// tellsUserAllowAlways reports an order to tell the user to approve every
// future action or prompt ("tell the user … they can click Allow for all
// future commands", "sag dem Nutzer, er soll immer erlauben wählen"): the
// client's approval lifted for good, by talking the user into it.
func tellsUserAllowAlways(sg signals, lower string) bool {
	return sg.has[cTell] && sg.any(cUser, cWhen, cReassure) && allowAlways11dSet.in(lower) && !sg.has[cNeg]
}
