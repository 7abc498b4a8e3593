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
	add := func(rule, what string) { out = append(out, textFinding{rule, what}) }
	tells := sg.anyFree(cTell, cPresent)

	// A result put to the user other than the tool returned it.
	switch {
	case sg.has[cAgainstData] && (tells || sg.anyFree(cAdjust, cPromote)):
		add("poison-answer-manipulation", "an order to tell the user something other than what the tool returned")
	case sg.free[cAdjust] && figure(sent) && (sg.any(cCovert, cCovertAdv) || whole.has[cCovert] || tells && (sg.any(cUser, cReply, cMust) || whole.has[cUser])):
		add("poison-answer-manipulation", "an order to change a figure before the user sees it")
	case sg.has[cFakeOK] && sg.has[cFailure] && tells && !sg.negation:
		add("poison-answer-manipulation", "an order to report success when the tool failed")
	}

	// One vendor called best, or a competitor run down, to the user.
	switch {
	case sg.has[cBest] && sg.anyFree(cPromote, cTell, cPresent) && sg.any(cMust, cEveryTurn, cWhen, cSocialProof, cRegardless, cAgainstData) && namesVendor(sent):
		add("poison-preference-manipulation", "an order to call one vendor the best in the user's answers")
	case sg.has[cCompetitor] && sg.anyFree(cDisparage, cDeprecated, cPromote) && (tells || sg.any(cMust, cModel, cWhen)):
		add("poison-preference-manipulation", "an order to run a competitor down to the user")
	}

	// A warning dropped from the reply; audit records or alerts stopped.
	switch {
	case sg.free[cOmit] && sg.has[cFailure] && (replyIn(sg, hits, sent) || sg.has[cUser]):
		add("poison-concealment", "an order to drop a warning from what the user is shown")
	case sg.free[cOmit] && sg.has[cUser] && sg.has[cWhen] && sg.free[cTell] && !sg.negation:
		add("poison-concealment", "an order to leave part of a result out of what the user is shown")
	case sg.free[cSuppress] && whole.has[cAuditTrail] && (sg.has[cAuditTrail] || sg.any(cMust, cWhen)) && (sg.any(cMust, cModel, cWhen) || whole.has[cModel] && whole.has[cMust]):
		add("poison-concealment", "an order to keep an action out of the audit log or the alerts")
	}
	return out
}

// figure reports a number in a sentence (a percentage, a factor, a bound).
func figure(sent string) bool {
	return strings.ContainsAny(sent, "0123456789") || strings.Contains(strings.ToLower(sent), "zero")
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
