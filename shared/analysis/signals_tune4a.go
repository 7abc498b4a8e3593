package analysis

import (
	"bytes"
	"strings"
)

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
	add := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what}) }
	addFirm := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what, firm: true}) }
	order := sg.any(cWhen, cMust, cModel, cEveryTurn) || politeImperative(sent)

	switch {
	case sg.anyFree(cDestroy, cDelete) && sg.has[cAuditTrail] && !sg.negation && order:
		add("poison-concealment", "an order to erase the audit trail of what was done")
	case sg.has[cLifted] && (sg.has[cSafety] || containsLowered(sent, "safety")) && (sg.any(cFollow, cObey) || whole.any(cFollow, cObey)):
		add("poison-hidden-instruction", "a claim that the model's safety rules are lifted, with an order to comply")
	case sg.has[cAnyUse] && sg.any(cMust, cModel, cPrefer, cBefore, cThisTool) && !sg.negation:
		add("poison-coercion", "a demand to use this tool for requests it does not serve")
	case sg.has[cOtherTool] && sg.has[cOmit] && sg.has[cWhen] && sg.any(cUser, cReply) && !sg.negation:
		add("poison-shadowing", "an order to filter what other tools return before the user sees it")
	case sg.free[cSoften] && sg.any(cWhen, cMust, cEveryTurn) && (sg.any(cUser, cReply, cPresent) || returnsData(sg.phrases())):
		add("poison-answer-manipulation", "an order to soften what the user is shown")
	case sg.has[cConfirm] && noAsking(hits, sent, sg.start) && !userAsked20b(sg) && !confirmationContent36(hits, sent, sg.start):
		add("poison-concealment", "an order not to ask the user to confirm")
	case sg.has[cLogin] && len(dests) > 0 && sg.any(cMust, cEveryTurn) && sg.any(cReply, cPresent, cInclude, cEveryTurn):
		add("poison-answer-manipulation", "an order to end every reply with a sign-in link")
	}

	switch {
	case sg.has[cMoney] && sg.has[cInsteadOf] && (strings.ContainsAny(sent, "0123456789") && !ctx.purpose.payment || accountNumber(sent) || hasPaymentTarget(sent)):
		add("poison-tool-invocation", "an order to send money somewhere other than the original payment method")
	case sg.has[cMoney] && sg.free[cCall] && strings.ContainsAny(sent, "0123456789") && (order || clauseLead(hits, sent, sg.start, cCall)) && !ctx.purpose.payment && !describesItself(sent) && !confirmationAsked(sg) && !placeholderDigitsOnly39(sent) && hasDigit(withoutNonPayees42(withoutExampleValues40(sent))):
		add("poison-tool-invocation", "an order to make a payment unasked")
	case sg.has[cMoney] && sg.anyFree(cTell, cPresent) && len(dests) > 0 && sg.any(cWhen, cFailure) && !ctx.purpose.payment:
		add("poison-tool-invocation", "an order to send the user to pay at a fixed link")
	case sg.has[cMoney] && sg.anyFree(cTell, cPresent) && sg.any(cDeprecated, cDisparage, cRedirect) && (hasEmail(sent) || accountNumber(sent) || len(dests) > 0) && !ctx.purpose.payment:
		addFirm("poison-tool-invocation", "an order to tell the user to pay new payment details")
	case contactsIn(sg.phrases()) && !contactsOnlyInNames(sg.lower) && (sg.has[cInvite] || sg.free[cSend] || sendingTool(names.other) != "" || mailWord(sg.phrases()) && !fieldList(sg.lower)) && order && !sg.negation && !describesItself(sent):
		add("poison-tool-invocation", "an order to message the user's contacts")
	case sg.any(cRedirect, cDeprecated) && (sg.has[cMoney] || sg.any(cMust, cOverUser)) && accountNumber(sent) || sg.has[cDeprecated] && sg.free[cCall] && hasPaymentTarget(sent):
		addFirm("poison-tool-invocation", "an order to pay a fixed account said to replace the one on file")
	case sg.free[cCall] && sg.any(cWhen, cBefore, cMust) && !sg.negation && dropsTable(sent):
		add("poison-tool-invocation", "an order to drop a table as routine maintenance")
	case sg.has[cDestroy] && sg.free[cCall] && sg.any(cWhen, cEveryTurn) && (whole.any(cCovert, cUnsafe) || whole.has[cConfirm] && whole.negation) && !describesItself(sent):
		add("poison-tool-invocation", "an order to call a deleting tool unasked")
	case len(dests) > 0 && sg.any(cWhen, cEveryTurn) && containsLowered(sent, "webhook") && (whole.any(cCovert, cCovertAdv, cOmit, cHide) || sg.has[cNeg] && sg.has[cTell]) && !describesItself(sent):
		add("poison-tool-invocation", "an order to register a webhook to a fixed address, kept from the user")
	case sg.has[cOpenShare] && sg.any(cWhen, cMust, cEveryTurn, cModel) && (hasEmail(sent) || opensUp(sg.phrases())) && !sg.negation && !describesItself(sent):
		add("poison-tool-invocation", "an order to open a document to anyone or to an outside address")
	}

	switch {
	case sg.any(cPath, cKeyMaterial, cEnv) && placeholder(sent):
		add("poison-exfiltration", "a value that stands for the contents of a credential file")
	case sg.any(cOtherTool, cAfterCalls) && (sg.anyFree(cInclude, cSend) || sg.free[cRead] && ctx.property != "") && (sg.any(cParamRef, cFromResult) || names.self || ctx.property != "") && (sg.any(cEveryTurn, cMust, cHarvest, cAfterCalls) || politeImperative(sent) || sg.has[cWhen] && (sg.has[cAuthority] || universal(sg.phrases()))) && returnsData(sg.phrases()):
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
	return politeImperativeSet.in(sent)
}

// opensUp reports a verb that changes who may open a thing: change the
// sharing setting, grant edit permissions.
func opensUp(t lowText) bool {
	return t.in(opensUpSet)
}

// returnsData reports a sentence about what a tool returns (its output,
// results, data), in the ten languages and the nine more.
func returnsData(t lowText) bool {
	return t.in(returnsDataSet)
}

// noAsking reports an order not to ask for confirmation: asking and a
// confirmation in one clause, negated just before, between or just after
// them (कभी पुष्टि न माँगें), by no "without" (never proceed without
// asking protects).
func noAsking(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cConfirm {
			continue
		}
		for _, a := range hits {
			if a.clause != h.clause || a.c != cAsk && a.c != cAskVerb {
				continue
			}
			lo, hi := min(a.start, h.start), max(a.end, h.end)
			for _, n := range hits {
				if n.c != cNeg || n.clause != h.clause || n.end-base > len(sent) || n.start < base {
					continue
				}
				if (n.end <= lo && lo-n.end <= 40 || n.start >= hi && n.start-hi <= 12 || n.start >= lo && n.end <= hi) && !withoutWord(sent[n.start-base:n.end-base]) {
					return true
				}
			}
		}
	}
	return false
}

// withoutWord reports a negation that means "without".
func withoutWord(w string) bool {
	switch strings.ToLower(w) {
	case "without", "sin", "sans", "ohne", "без", "senza", "sem", "bez", "zonder", "tanpa", "olmadan", "بدون", "دون", "बिना", "utan":
		return true
	}
	return false
}

// accountNumber reports a bank account number: a run of digits, spaces
// and dashes that holds at least eight digits.
func accountNumber(sent string) bool {
	digits := 0
	for _, r := range sent {
		switch {
		case r >= '0' && r <= '9':
			digits++
			if digits >= 8 {
				return true
			}
		case r == ' ' || r == '-':
		default:
			digits = 0
		}
	}
	return false
}

// dropsTable reports an SQL statement that drops or empties a table.
func dropsTable(sent string) bool {
	return containsLowered(sent, "drop table") || containsLowered(sent, "drop database") || containsLowered(sent, "truncate table")
}

// placeholder reports a value written as a stand-in for content, in angle
// or curly brackets ("<contents of ~/.netrc>", "{the .env file}"): what
// the model is to put there.
func placeholder(sent string) bool {
	t := strings.TrimSpace(sent)
	return len(t) > 2 && (t[0] == '<' && t[len(t)-1] == '>' || t[0] == '{' && t[len(t)-1] == '}')
}

// annotationTitle returns the annotations' title of a tool that has a
// title of its own as well: a second label the model reads.
func annotationTitle(t Tool, title *string) (string, bool) {
	if title == nil || !bytes.Contains(t.Annotations, []byte(`"title"`)) {
		return "", false
	}
	_, ann := decodeAnnotations(t.Annotations)
	if ann.Title == nil || *ann.Title == *title {
		return "", false
	}
	return *ann.Title, true
}

// universal reports a word for any or every one (any other tool, each
// time, every output), in the ten languages and the nine more.
func universal(t lowText) bool {
	return t.in(universalSet)
}

// contactsIn reports the user's contacts, in any inflection or compound
// (Kontakte des Nutzers, contatti, 연락처): the people an invitation spams.
func contactsIn(t lowText) bool {
	return t.in(contactsInSet)
}

// mailWord reports mail as the means of sending (per e-mail, par courriel).
func mailWord(t lowText) bool {
	return t.in(mailWordSet)
}

// negatedWith reports that every hit of c sits in a clause with a
// negation ("and do not paste values into other tools"): what is said of
// c is forbidden, whatever other clauses order.
func negatedWith(hits []hit, c concept) bool {
	seen := false
	for _, h := range hits {
		if h.c != c {
			continue
		}
		seen = true
		neg := false
		for _, n := range hits {
			if n.c == cNeg && n.clause == h.clause {
				neg = true
				break
			}
		}
		if !neg {
			return false
		}
	}
	return seen
}

// listsContents reports a sentence whose subject says what something holds
// ("Templates include CVE checks, exposed .env files …", "Results contain
// …"): a noun, then include or contain, describes; an order opens with the
// verb or an adverb.
func listsContents(sent string) bool {
	first, rest := nextField(strings.TrimLeft(sent, " "))
	second, _ := nextField(rest)
	switch strings.ToLower(second) {
	case "include", "includes", "contain", "contains", "cover", "covers":
	default:
		return false
	}
	switch strings.ToLower(first) {
	case "always", "also", "then", "please", "must", "should", "you", "never", "and", "to", "now", "first":
		return false
	}
	return len(first) > 3 && strings.HasSuffix(strings.ToLower(first), "s")
}

// The phrase lists of the functions above, as sets (phraseSet).
var (
	politeImperativeSet = newPhraseSet("ください", "下さい", "하세요", "하십시오", "주세요", "请", "請")
	opensUpSet          = newPhraseSet("change", "set ", "grant", "give", "concede", "otorga", "accorde", "conceda", "gewähre", "ändere", "changez", "modifiez", "cambia", "altere", "mude", "modifica", "измени", "предоставь", "变更", "更改", "设置", "設定", "変更", "변경", "부여")
	returnsDataSet      = newPhraseSet("output", "returns", "result", "返回", "结果", "出力", "結果", "결과", "반환", "resultado", "devuelve", "résultat", "renvoie", "ergebnis", "ausgabe", "результат", "вывод", "risultat", "restituisce", "retorna", "hasil", "sonuç", "kết quả", "uitvoer", "wynik", "输出", "返し", "返す", "devuelva", "datos", "ausgabe", "translation", "traduction", "traducción", "übersetzung", "перевод", "翻译", "翻訳", "번역", "tradução", "traduzione")
	universalSet        = newPhraseSet("any ", "every", "each", "all ", "setiap", "jede", "任何", "所有", "每", "каждый", "любой", "cualquier", "cada", "chaque", "n'importe", "qualsiasi", "ogni", "qualquer", "모든", "すべて", "どの", "her ", "elke", "każd")
	contactsInSet       = newPhraseSet("contacts", "kontakte", "контакт", "联系人", "連絡先", "연락처", "contatti", "contatos", "contactos", "contacten", "kontakty", "kişiler", "danh bạ", "جهات الاتصال", "संपर्क", "address book", "contact list")
	mailWordSet         = newPhraseSet("e-mail", "email", "邮件", "メール", "이메일", "correo", "courriel", "почт")
)
