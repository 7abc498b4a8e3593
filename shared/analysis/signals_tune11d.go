package analysis

import (
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
	if quoting || sg.has[cMention] || sg.has[cProtect] {
		return nil
	}
	lower := sg.lower
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule, what}) }
	switch {
	case fabricatedAsReal(hits, lower, sg.start):
		add("poison-answer-manipulation", "an order to make up figures or testimonials and pass them off as real")
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
	if waivesUsersCheck(sg, whole, hits, lower) {
		add("poison-hidden-instruction", "an order to act without the user's consent or review")
	}
	return out
}

// tune11dJudged reports a sentence these readings judge though it holds
// too few concepts for the others.
func tune11dJudged(lt lowText) bool {
	return lt.in(fabricateSet) || lt.in(repeatVerbSet) && lt.in(unboundedSet) || lt.in(confirmOriginalSet)
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
// result pass as real ("as real", "confidently", "without a caveat").
func fabricatedAsReal(hits []hit, lower string, base int) bool {
	i := fabricateSet.index(lower)
	return i >= 0 && asRealSet.in(lower) && !negNear11d(hits, base, i)
}

// claimAgainstData reports a fixed claim (an all-clear, a figure, a quoted
// text) put to the user with a concession that sets the data aside: a
// failure after "even when", or the data said to show less or more.
func claimAgainstData(sg signals, lower, sent string) bool {
	i := concede11dSet.index(lower)
	if i < 0 || !sg.any(cTell, cPresent, cInclude, cReply, cFakeOK) || !(sg.has[cFakeOK] || hasDigit(sent) || strings.ContainsAny(sent, "'\"“«「")) {
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
	if i < 0 || !unquotedIn(unboundedSet, lower) || negNear11d(hits, sg.start, i) {
		return false
	}
	return sg.any(cMust, cModel, cUser, cWhen, cUrgency, cCall, cBefore) || politeOrderSet.in(lower) || imperativeOpening(lower)
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
// not a cap on it.
func hugeSizeOrder(sg signals, lower string, ctx scanContext) bool {
	if ctx.property == "" || ctx.value || !digitRun11d(lower, 7) || capWordSet.in(lower) || !sg.any(cMust, cPresent, cCall, cEveryTurn) || sg.has[cExclude] {
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
// needed, once and within a few words of it, in a text that acts: "does
// not need the user's consent", "skip verification", "frage den Nutzer
// nicht nach der zweiten Freigabe". Two negations ("won't deploy without
// approval") or a wait for the user ("do not call until the user …") keep
// the check; a bare skipped verification needs the user, urgency or
// authority beside it.
func waivesUsersCheck(sg, whole signals, hits []hit, lower string) bool {
	i := userCheckSet.index(lower)
	if i < 0 || sg.has[cConsent] && !sg.negation || untilSet.in(lower) {
		return false
	}
	near := func(a, b int) bool { return a >= 0 && (a < i && i-b <= 32 || a >= i && a-i <= 40) }
	negs, close := 0, false
	for _, h := range hits {
		if h.c == cNeg || h.c == cLifted {
			negs++
			close = close || near(h.start-sg.start, h.end-sg.start)
		}
	}
	k := skipWordSet.index(lower)
	skipped := k >= 0 && negs == 0 && near(k, k+4) && (sg.any(cUser, cUrgency, cAuthority) || reviewerSet11d.in(lower))
	waived := skipped || negs == 1 && close && sg.has[cUser]
	return waived && whole.any(cCall, cMoney, cDestroy, cSend, cShell, cUnsafe, cPurchase, cSwap, cWipe, cElevated) && sg.any(cUser, cModel, cMust, cUrgency, cWhen, cCall)
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
