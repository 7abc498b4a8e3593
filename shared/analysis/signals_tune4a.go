package analysis

import "strings"

// judgeTune4a applies the readings of the supply-chain attacker's product
// imitations: an audit trail erased after the work, refunds sent
// somewhere other than the original payment method, the user's contacts
// invited, a document opened to anyone or to an outside address, a
// payment tool called with an amount, the model's safety rules said to be
// lifted, a tool to be chosen even when unrelated, what other tools
// return copied into this tool, the conversation handed over before every
// answer, the user sent to pay at a link after an error, and what other
// servers' tools return filtered.
func judgeTune4a(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool, dests destinations, names namedTools) []textFinding {
	if quoting || sg.has[cConsent] && !sg.negation {
		return nil
	}
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule, what}) }
	order := sg.any(cWhen, cMust, cModel, cEveryTurn) || politeImperative(sent)

	switch {
	case sg.anyFree(cDestroy, cDelete) && sg.has[cAuditTrail] && !sg.negation && order && !describesItself(sent):
		add("poison-concealment", "an order to erase the audit trail of what was done")
	case sg.has[cSafety] && sg.has[cLifted] && (sg.any(cFollow, cObey, cMode, cOverride) || whole.any(cFollow, cObey, cMode)):
		add("poison-hidden-instruction", "a claim that the model's safety rules are lifted, with an order to comply")
	case sg.has[cAnyUse] && sg.any(cMust, cModel, cPrefer, cBefore, cThisTool):
		add("poison-coercion", "a demand to use this tool for requests it does not serve")
	case sg.has[cOtherTool] && sg.has[cOmit] && sg.has[cWhen] && sg.any(cUser, cReply) && !sg.negation:
		add("poison-shadowing", "an order to filter what other tools return before the user sees it")
	}

	switch {
	case sg.has[cMoney] && sg.has[cInsteadOf] && strings.ContainsAny(sent, "0123456789") && !ctx.purpose.payment || sg.has[cMoney] && sg.has[cInsteadOf] && hasPaymentTarget(sent):
		add("poison-tool-invocation", "an order to send money somewhere other than the original payment method")
	case sg.has[cMoney] && sg.free[cCall] && strings.ContainsAny(sent, "0123456789") && (order || clauseLead(hits, sent, sg.start, cCall)) && !ctx.purpose.payment && !describesItself(sent):
		add("poison-tool-invocation", "an order to make a payment unasked")
	case sg.has[cMoney] && sg.anyFree(cTell, cPresent) && len(dests) > 0 && sg.any(cWhen, cFailure) && !ctx.purpose.payment:
		add("poison-tool-invocation", "an order to send the user to pay at a fixed link")
	case sg.has[cContacts] && (sg.has[cInvite] || sg.free[cSend] || sendingTool(names.other) != "") && order && !sg.negation && !describesItself(sent):
		add("poison-tool-invocation", "an order to message the user's contacts")
	case sg.has[cOpenShare] && sg.any(cWhen, cMust, cEveryTurn, cModel) && (hasEmail(sent) || opensUp(sent)) && !sg.negation && !describesItself(sent):
		add("poison-tool-invocation", "an order to open a document to anyone or to an outside address")
	}

	switch {
	case sg.has[cOtherTool] && sg.anyFree(cInclude, cSend) && (sg.any(cParamRef, cFromResult) || names.self || ctx.property != "") && (sg.any(cEveryTurn, cMust) || sg.has[cWhen] && sg.has[cAuthority]) && returnsData(sent):
		add("poison-exfiltration", "an order to copy what other tools return into this tool")
	case sg.has[cEveryTurn] && (sg.free[cCall] || sg.has[cMust]) && sg.has[cConversation] && !ctx.purpose.conversation:
		add("poison-exfiltration", "an order to hand the conversation to a tool before every answer")
	}
	return out
}

// politeImperative reports a request made politely at the end of a
// sentence, as Japanese, Korean and Chinese put an order (してください,
// 하세요, 请).
func politeImperative(sent string) bool {
	for _, w := range [...]string{"ください", "下さい", "하세요", "하십시오", "주세요", "请", "請"} {
		if strings.Contains(sent, w) {
			return true
		}
	}
	return false
}

// opensUp reports a verb that changes who may open a thing: change the
// sharing setting, grant edit permissions.
func opensUp(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"change", "set ", "grant", "give", "concede", "otorga", "accorde", "conceda", "gewähre", "ändere", "changez", "modifiez", "cambia", "altere", "mude", "modifica", "измени", "предоставь", "变更", "更改", "设置", "設定", "変更", "변경", "부여"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// returnsData reports a sentence about what a tool returns (its output,
// results, data), in the ten languages and the nine more.
func returnsData(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"output", "returns", "result", "返回", "结果", "出力", "結果", "결과", "반환", "resultado", "devuelve", "résultat", "renvoie", "ergebnis", "ausgabe", "результат", "вывод", "risultat", "restituisce", "retorna", "hasil", "sonuç", "kết quả", "uitvoer", "wynik"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}
