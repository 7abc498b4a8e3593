package analysis

import "strings"

// Readings of honest listings that the orders-to-the-model rules flagged
// (prec23b): the user's confirmation kept, not waived, and one of the
// tool's own options documented with its effect.

// orderRules23 are the findings these readings take back: the orders to
// the model (hidden instructions) and to call or run something.
var orderRules23 = map[string]bool{"poison-hidden-instruction": true, "poison-tool-invocation": true}

// withoutKeptSafeguard23 drops the findings of orderRules23 from a
// sentence that keeps the person's confirmation or documents an option
// of the tool itself, with nothing sent to a fixed place and no pressure,
// standing order or concealment: the safeguard stays with the user.
func withoutKeptSafeguard23(out []textFinding, sg signals, hits []hit, ctx scanContext, fixedTarget bool) []textFinding {
	if len(out) == 0 || fixedTarget || sg.any(cCovert, cCovertAdv, cHide, cOverUser, cRegardless, cConcede, cAuthority, cOrderedBy, cShell, cStartup, cRedirect, cOtherTool, cTag, cRole, cOverride, cObey, cPersist, cPath, cKeyMaterial, cOurServer, cEveryTurn, cRemoteAccess) {
		return out
	}
	lt := sg.phrases()
	if lt.in(already21a) || lt.in(whyAsk21a) || lt.in(silence21a) || lt.in(autoApprove21a) || lt.in(approve21a) || lt.in(approvalModeSet) || lt.in(allowAlwaysSet) || containsAny(sg.lower, autoWords23...) {
		return out
	}
	if !confirmKept23(sg, hits, lt) && !ownOption23(sg, lt, ctx) {
		return out
	}
	return withoutRules(out, func(rule string) bool { return orderRules23[rule] })
}

// confirmKept23 reports a sentence that keeps the user's confirmation
// (confirm21a) before the act: the person named with a word of order in
// time (before, after, wait: "show the user the fee before confirming",
// "実行前に必ずユーザーに確認する", "só pague após o usuário confirmar"), or
// a negation that forbids lifting it ("never ignore approval guardrails",
// "do not skip the user's approval step"). Every negation and every word
// of lifting a safeguard (skip, ignore, disable) must pair with the other,
// and no waiver may be said: "do not ask for confirmation", "skip the
// approval" and "treat it as confirmed" waive it.
func confirmKept23(sg signals, hits []hit, lt lowText) bool {
	if !lt.in(confirm21a) || lt.in(waive21a) || lt.in(treatAs21a) {
		return false
	}
	forbids := false
	for i, h := range hits {
		if h.start < sg.start || h.end-sg.start > len(sg.lower) || h.c != cNeg && !lifts23(h.c) {
			continue
		}
		if !pairedNegation23(hits, i) {
			return false
		}
		forbids = true
	}
	return forbids || (sg.has[cUser] || lt.in(userWords)) && (sg.any(cBefore, cWait) || containsAny(sg.lower, afterWords23...))
}

// lifts23 reports a concept of lifting or skipping a safeguard.
func lifts23(c concept) bool {
	return c == cIgnore || c == cSuppress || c == cUnsafe || c == cOmit || c == cLifted
}

// pairedNegation23 reports hits[i], a negation or a lifting word, with
// its partner right beside it: a negation just before or after a
// lifting word (verb-final languages put it after).
func pairedNegation23(hits []hit, i int) bool {
	h := hits[i]
	want := func(c concept) bool { return c == cNeg }
	if h.c == cNeg {
		want = lifts23
	}
	if i > 0 && want(hits[i-1].c) && h.start-hits[i-1].end <= 12 {
		return true
	}
	return i+1 < len(hits) && want(hits[i+1].c) && hits[i+1].start-h.end <= 12
}

// ownOption23 reports a sentence that sets one of the tool's own input
// properties to a value and names what it does ("Set
// skipConfirmation=true to execute immediately", "设置force=true进行确认"),
// or, in a property's description, says what a value of that property
// does ("Set to 1 to disable SSL verification; 0 keeps it", "If true,
// skip the preview"): an option documented, addressed to no one, on no
// one's behalf. An option set always, for all calls, with the user or the
// model named, or with no effect given ("set check=false and skip the
// usual confirmation") is an order.
func ownOption23(sg signals, lt lowText, ctx scanContext) bool {
	if sg.any(cUser, cModel, cMust, cSecret, cEnv, cPersonal, cConversation) || lt.in(alwaysSet) || lt.in(every21a) {
		return false
	}
	if ctx.property != "" && !ctx.value && (strings.HasPrefix(strings.TrimSpace(sg.lower), "if true") || strings.HasPrefix(strings.TrimSpace(sg.lower), "set to ")) {
		return true
	}
	for i := 0; i < len(sg.lower); i++ {
		c := sg.lower[i]
		if c != '=' && c != ':' {
			continue
		}
		j := i
		for j > 0 && isToolNameByte(sg.lower[j-1]) {
			j--
		}
		if j < i && ctx.params[sg.lower[j:i]] && assignedValue23(sg.lower[i+1:]) && containsAny(sg.lower[i:], purposeWords23...) {
			return true
		}
	}
	return false
}

// assignedValue23 reports a value right after an assignment sign: a word
// or a number, not a space-led phrase (a colon before a list).
func assignedValue23(rest string) bool {
	rest = strings.TrimLeft(rest, " \"'`")
	return rest != "" && isToolNameByte(rest[0]) && !strings.HasPrefix(rest, "//")
}

var (
	// afterWords23 put the act after the person's word.
	afterWords23 = []string{"after", "once ", "until", "después de", "tras ", "après", "nach ", "erst wenn", "dopo", "após", "depois de", "после", "之后", "以后", "后再", "後に", "後で", "してから", "후에", "다음에"}
	// purposeWords23 name what a value is for.
	purposeWords23 = []string{" to ", " para ", " pour ", " um ", " per ", " чтобы", " для ", "以便", "进行", "ために", "위해", "하려면"}
)

// autoWords23 say an act is done by itself, without the person.
var autoWords23 = []string{"automatic", "auto-", "自動", "自动", "자동", "автомат"}
