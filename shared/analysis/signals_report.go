package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// judgeReport applies the rules about what the user is told and what is
// kept on record: a result reported other than the tool returned it (a
// figure changed, an all-clear after a failure, a verdict fixed whatever
// the data), one vendor called best in every answer, a competitor run
// down, a warning dropped from the reply, audit logs or alerts switched
// off by the model.
func judgeReport(sg, whole signals, hits []hit, sent string, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || sg.has[cProtect] {
		return nil
	}
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what}) }
	tells := sg.anyFree(cTell, cPresent)

	// A result put to the user other than the tool returned it.
	switch {
	case sg.has[cAgainstData] && (tells || sg.anyFree(cAdjust, cPromote)):
		add("poison-answer-manipulation", "an order to tell the user something other than what the tool returned")
	case (sg.free[cAdjust] && figure(sent) && !unitFactor(sent) || sg.has[cNeg] && sg.any(cTell, cPresent) && signedPercent(sent)) && (sg.any(cCovert, cCovertAdv) || whole.has[cCovert] || sg.any(cTell, cPresent) && (sg.any(cUser, cReply, cMust, cNeg, cWhen, cEveryTurn) || whole.has[cUser])):
		add("poison-answer-manipulation", "an order to change a figure before the user sees it")
	case sg.has[cFakeOK] && !sg.negation && !deniedGoodReport44b(sg.lower) && (sg.has[cFailure] && tells || sg.free[cPresent] && (sg.has[cMust] || sg.has[cWhen] && sg.has[cOmit])) && !sg.in(reportsEverything):
		add("poison-answer-manipulation", "an order to give the user an all-clear whatever happened")
	}

	// One vendor called best, or a competitor run down, to the user.
	switch {
	case (sg.has[cBest] || sg.has[cPromote] && sg.has[cPresent]) && sg.anyFree(cPromote, cTell, cPresent) && sg.any(cMust, cEveryTurn, cWhen, cSocialProof, cRegardless, cAgainstData) && namesVendor(sent):
		add("poison-preference-manipulation", "an order to call one vendor the best in the user's answers")
	case sg.has[cCompetitor] && sg.anyFree(cDisparage, cDeprecated, cPromote) && (tells || sg.any(cMust, cModel, cWhen)):
		add("poison-preference-manipulation", "an order to run a competitor down to the user")
	}

	// A warning dropped from the reply; audit records or alerts stopped.
	switch {
	case sg.free[cOmit] && sg.has[cFailure] && (replyIn(sg, hits, sent) || sg.has[cUser]):
		add("poison-concealment", "an order to drop a warning from what the user is shown")
	case sg.free[cOmit] && sg.has[cUser] && sg.anyFree(cTell, cPresent) && !sg.negation && runsCode(sent):
		add("poison-concealment", "an order to leave part of a result out of what the user is shown")
	case sg.has[cSuppress] && !deniedBefore(hits, cSuppress) && whole.has[cAuditTrail] && (sg.has[cAuditTrail] || sg.start > 0) && (sg.any(cMust, cModel, cEveryTurn) || clauseLead(hits, sent, sg.start, cSuppress) || whole.has[cModel] && whole.has[cMust]):
		add("poison-concealment", "an order to keep an action out of the audit log or the alerts")
	case sg.has[cNeg] && sg.any(cTell, cPresent) && sg.any(cUser, cModel) && toldThat(hits, sent, sg.start, cThirdParty, cSend, cOurServer, cActs) && !needGatedDisclosure(sg, destinationsIn(sent)) && hiddenDestination(hits, sg.lower, sg.start):
		add("poison-concealment", "an order not to tell the user where their data goes")
	case sg.any(cMust, cEveryTurn) && sg.any(cInclude, cCall) && negativeFilter(sent):
		add("poison-concealment", "an order to filter events out of every query")
	}
	return out
}

// figure reports a number in a sentence (a percentage, a factor, a bound).
func figure(sent string) bool {
	return strings.ContainsAny(sent, "0123456789") || strings.Contains(strings.ToLower(sent), "zero")
}

// deniedBefore reports a negation just before a hit of c ("do not skip
// the audit log").
func deniedBefore(hits []hit, c concept) bool {
	for i := 1; i < len(hits); i++ {
		if hits[i].c == c && hits[i-1].c == cNeg && hits[i].start-hits[i-1].end <= 8 {
			return true
		}
	}
	return false
}

// clauseLead reports a hit of c that opens its sentence or clause (after
// a comma, semicolon or colon, or a "please"): an imperative.
func clauseLead(hits []hit, sent string, base int, c concept) bool {
	for _, h := range hits {
		if h.c != c || h.start-base > len(sent) {
			continue
		}
		before := strings.TrimRight(sent[:h.start-base], " ")
		for _, p := range [...]string{"please", "请", "請", "，", "、"} {
			before = strings.TrimSuffix(before, p)
		}
		before = strings.TrimRight(before, " ")
		if before == "" || strings.HasSuffix(before, ",") || strings.HasSuffix(before, ";") || strings.HasSuffix(before, ":") || strings.HasSuffix(before, "，") || strings.HasSuffix(before, "；") || strings.HasSuffix(before, "：") {
			return true
		}
	}
	return false
}

// unitFactor reports a sentence whose numbers are all unit factors (100,
// 1000, 60, 1024): a conversion, not a figure changed.
func unitFactor(sent string) bool {
	seen := false
	for _, f := range strings.FieldsFunc(sent, func(r rune) bool { return r < '0' || r > '9' }) {
		switch f {
		case "10", "100", "1000", "1000000", "60", "24", "1024", "3600":
			seen = true
		default:
			return false
		}
	}
	return seen && !strings.Contains(sent, "%")
}

// runsCode reports files that make code run (CI workflows, git hooks,
// package scripts, dotfiles): changes to them are the ones a reviewer
// must see.
func runsCode(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{".github", "hooks", "workflow", "dotfile", "package.json", "makefile", ".bashrc", "crontab", "dockerfile", "ci files", "ci-", "ci 파일", "ci ファイル"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// signedPercent reports a percentage written with its sign (+10%): a
// change to apply to a figure.
func signedPercent(sent string) bool {
	for i := 0; i+2 < len(sent); i++ {
		if sent[i] != '+' || sent[i+1] < '0' || sent[i+1] > '9' {
			continue
		}
		j := i + 1
		for j < len(sent) && (sent[j] >= '0' && sent[j] <= '9' || sent[j] == '.' || sent[j] == ',') {
			j++
		}
		if j < len(sent) && sent[j] == '%' {
			return true
		}
	}
	return false
}

// namesVendor reports a name set apart in a sentence: a quoted phrase
// («…», “…”, '…', 「…」) or a capitalised word after the first.
func namesVendor(sent string) bool {
	if strings.ContainsAny(sent, "«“「『\"") || strings.Count(sent, "'") >= 2 {
		return true
	}
	first := true
	for _, w := range strings.Fields(sent) {
		r, _ := utf8.DecodeRuneInString(w)
		if !first && unicode.IsUpper(r) && utf8.RuneCountInString(w) > 1 {
			return true
		}
		first = false
	}
	return false
}

// toldThat reports a that-clause after a telling verb which names one of
// cs: what the user is (not) to be told is where something goes.
func toldThat(hits []hit, sent string, base int, cs ...concept) bool {
	for i, h := range hits {
		if h.c != cTell && h.c != cPresent || h.end-base > len(sent) {
			continue
		}
		rest := strings.ToLower(sent[h.end-base:])
		at := -1
		for _, w := range [...]string{" that ", " dass ", " que ", " che ", " что ", " că ", " att ", " že ", " dat ", " कि ", " ότι ", " ש", " که ", " bahwa ", " rằng ", " że ", " що ", " أن ", ", that", ", dass", ", que", ", že", ", что"} {
			if j := strings.Index(rest, w); j >= 0 && (at < 0 || j < at) {
				at = j
			}
		}
		if at < 0 {
			continue
		}
		for _, n := range hits[i+1:] {
			if n.start-h.end >= at {
				for _, c := range cs {
					if n.c == c {
						return true
					}
				}
			}
		}
	}
	return false
}

// negativeFilter reports a quoted query term that excludes a field value
// (' -user:svc-bot', "NOT host:x"): events kept out of a search.
func negativeFilter(sent string) bool {
	for i := 0; i+2 < len(sent); i++ {
		if sent[i] != '\'' && sent[i] != '"' {
			continue
		}
		rest := strings.TrimLeft(sent[i+1:], " ")
		if after, ok := strings.CutPrefix(rest, "-"); ok || strings.HasPrefix(rest, "NOT ") {
			if !ok {
				after = rest[4:]
			}
			if j := strings.IndexAny(after, ":= '\""); j > 0 && after[j] == ':' {
				return true
			}
		}
	}
	return false
}
