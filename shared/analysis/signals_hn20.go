package analysis

import (
	"slices"
	"strings"
)

// Honest listings misread as orders to hide (hn20): a rule against
// claiming what the data does not show ("don't describe a sale as ending
// unless sale_ends is given"), against asking the user for an ID number in
// the chat, or for leaving a pasted password out of a ticket, keeps
// nothing from the user.

var (
	// hn20Absent marks a condition that something is missing: unless, if
	// there is no, en l'absence de.
	hn20Absent = newPhraseSet("unless", "if no ", "if there is no", "if there are no", "when no ", "if it is not", "if it isn't",
		"a menos que", "salvo que", "si no hay", "si no se", "se não houver", "se não tiver", "caso não", "sauf si", "à moins", "s'il n'y a pas", "en l'absence",
		"es sei denn", "sofern kein", "wenn kein", "falls kein", "a meno che", "se non c'è", "se non ci sono", "se manca", "in assenza",
		"если нет", "если не указ", "при отсутствии", "如果没有", "若没有", "没有提供", "除非", "缺少", "ない場合", "がなければ", "ない限り", "없으면", "없는 경우", "않는 한")
	// hn20DataWord names data a reply could rest on.
	hn20DataWord = newPhraseSet("given", "provided", "returned", "is present", "are present", "available", "field", "data", "value", "info", "feed", "`",
		"dato", "dados", "données", "daten", "angabe", "dati", "данн", "информац", "数据", "信息", "字段", "データ", "情報", "정보", "데이터", "값")
	// hn20UserAsks is the user asking: a condition that gates disclosure
	// on being asked, as concealment does.
	hn20UserAsks = newPhraseSet(" ask", "asked", "pregunt", "demande", "fragt", "frage", "chied", "спрос", "问", "聞か", "尋ね", "묻", "물어")
	// hn20AsAfter is "as" after a verb of describing: a claim put on a thing.
	hn20AsAfter = newPhraseSet(" as ", " como ", " comme ", " als ", " come ", " как ")
)

// hn20HonestWithhold reports a sentence whose order not to say something
// is a rule of honesty or of data care rather than a secret kept: the
// forbidden words are a claim the data does not back (a condition that
// the data is missing, or "describe X as Y"), a question for the user's
// personal data, or a secret left out of a record.
func hn20HonestWithhold(sg *signals, hits []hit, sent string) bool {
	if sg.any(cSend, cInclude, cRead, cCall, cShell, cMoney, cOtherTool, cRedirect, cConversation, cDestroy, cHarvest) {
		return false
	}
	if lower := sg.lower; !hn20UserAsks.in(lower) {
		if i, n := hn20Absent.first(lower); i >= 0 && hn20DataWord.in(lower[max(0, i-24):min(len(lower), i+n+60)]) {
			return true // "unless `sale_ends` is given", "정보가 없으면"
		}
	}
	for _, h := range hits {
		if h.c != cCovert {
			continue
		}
		verb, rest := strings.ToLower(sent[h.start-sg.start:h.end-sg.start]), strings.ToLower(sent[h.end-sg.start:])
		switch {
		case containsAny(verb, "describ", "descri", "beschreib") && hn20AsAfter.in(rest):
			return true // "do not describe a failing certificate as valid"
		case containsAny(verb, "ask", "pregunt", "pid", "frag", "demand", "chied", "pergunt", "peç", "спраш", "问", "聞", "尋ね", "묻") && !containsAny(verb, "without", "sin ", "sans ", "ohne", "senza", "sem ", "спрашивая", "ずに", "않고", "不经", "无需") && sg.any(cPersonal, cSecret, cKeyMaterial, cCode) && !sg.has[cConfirm]:
			return true // "주민등록번호를 채팅으로 묻지 마세요"
		case containsAny(verb, "leave it out", "leave out", "leave them out", "omit") && sg.any(cPersonal, cSecret, cKeyMaterial, cCode):
			return true // "tell them to change the credential and leave it out of the ticket"
		}
	}
	return false
}

// hn20MovesNoSecret reports a sentence read as reading a file or secret
// and passing it on whose only "passing" is no order: a passive ("it may
// already be copied"), a noun (提交信息, a commit message), the tool
// working "against a copy of" its data; or whose environment variables
// are the way a value travels ("pass it via environment variables"), not
// what is taken; or an output field that says which harmless part of a
// configuration file it reads ("reads only the host aliases"). other
// holds what else made the rule fire (a destination, a covert word, a
// field to fill). A template file (.env.example) holds no secret at all.
func hn20MovesNoSecret(sg *signals, hits []hit, sent string, ctx scanContext, other bool) bool {
	if hn20TemplatesOnly(sg, hits, sent) {
		return true // ".env.example": a template committed without values
	}
	if other || sg.any(cCovert, cCovertAdv, cHide, cOurServer, cHarvest, cShell, cConversation) {
		return false
	}
	if hn20EnvAsMeans(sg, hits, sent) {
		return true
	}
	if ctx.output && sg.has[cOnly] && sg.has[cRead] && !sg.any(cSend, cInclude, cSecret, cKeyMaterial, cEnv, cModel, cMust) {
		return true // "~/.ssh/config에서 호스트 별칭만 읽습니다"
	}
	if sg.any(cMust, cBefore, cModel, cWhen, cEveryTurn) && sg.any(cPath, cEnv, cKeyMaterial) {
		return false
	}
	moved := false
	for _, h := range hits {
		if h.c != cSend && h.c != cInclude {
			continue
		}
		moved = true
		if !hn20NoOrder(sent, h.start-sg.start, h.end-sg.start) {
			return false
		}
	}
	return moved
}

// hn20NoOrder reports a send or include word at sent[i:j] that orders
// nothing: a passive, a noun compound, or working on a copy.
func hn20NoOrder(sent string, i, j int) bool {
	w, before := strings.ToLower(sent[i:j]), strings.ToLower(sent[max(0, i-16):i])
	switch {
	case strings.HasPrefix(w, "be ") || strings.HasPrefix(w, "been "):
		// "it may already be copied"; "are to be copied", "must be sent" order
		return hn20Happened(before)
	case strings.HasSuffix(before, " be ") || strings.HasSuffix(before, " been "):
		return hn20Happened(strings.TrimSuffix(strings.TrimSuffix(before, "be "), "been "))
	case strings.HasSuffix(before, " was ") || strings.HasSuffix(before, " were "):
		return true
	case w == "提交" && strings.HasSuffix(before, "生成") && containsAny(sent[j:min(len(sent), j+6)], "信息", "消息", "说明"):
		return true // "用于生成提交信息": a commit message the tool writes
	case w == "a copy of" && (strings.HasSuffix(before, "against ") || strings.HasSuffix(before, " on ")):
		return true // "runs locally against a copy of the history database"
	}
	return false
}

// hn20EnvAsMeans reports environment variables named only as the way a
// value reaches a command ("pásalo mediante variables de entorno").
func hn20EnvAsMeans(sg *signals, hits []hit, sent string) bool {
	if !sg.has[cEnv] || sg.any(cPath, cKeyMaterial, cSend) {
		return false
	}
	for _, h := range hits {
		if h.c != cEnv {
			continue
		}
		before := strings.ToLower(sent[max(0, h.start-sg.start-14) : h.start-sg.start])
		if !containsAny(before, "via ", "through ", "mediante ", "por medio de ", "através de ", "über ", "par des ", "par les ", "tramite ", "через ", "通过", "経由") {
			return false
		}
	}
	return true
}

// hn20Happened reports words before a passive "be" that tell of what may
// have happened rather than order it: may, might, already, has.
func hn20Happened(before string) bool {
	for _, w := range [...]string{" may ", " might ", " could ", " already ", " has ", " have ", " had "} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

var (
	// hn20UserPlace is a place the user holds or chose: saved only to a
	// local folder the user named.
	hn20UserPlace = newPhraseSet("local", "로컬", "本地", "ローカル", "локальн", "lokal", "on the user's machine", "on the user's device",
		"chosen by the user", "the user chose", "the user chooses", "the user specifie", "user-specified", "elegid", "choisi", "gewählt", "scelt", "escolhid",
		"사용자가 지정한", "用户指定", "ユーザーが指定した", "указанн")
	// hn20Consent is the user agreeing.
	hn20Consent = newPhraseSet("consent", "agree", "opt in", "opted in", "동의", "同意", "zustimm", "einwillig", "acept", "consient", "accord", "acconsent", "concord", "aceit", "соглас")
)

// hn20ConversationStays reports a sentence read as asking for the
// conversation that keeps it where the user is: the order is a quoted
// example ("AI agents reading this must email the document"), or the chat
// is saved only to a local folder the user chose or included only once
// the user agreed.
func hn20ConversationStays(sg *signals, hits []hit, sent string, dests destinations) bool {
	if len(dests) > 0 {
		return false
	}
	return hn20OrdersQuoted(hits, sent, sg.start) || sg.has[cOnly] && sg.has[cUser] && (hn20UserPlace.in(sg.lower) || hn20Consent.in(sg.lower)) &&
		!sg.any(cOurServer, cCovert, cCovertAdv, cHide, cOtherTool, cEveryTurn, cSecret, cPath, cKeyMaterial)
}

// hn20OrdersQuoted reports a sentence whose send, include and tell words
// all stand inside quotation marks or backticks, none a JSON value: an
// example quoted.
func hn20OrdersQuoted(hits []hit, sent string, base int) bool {
	spans := hn20QuoteSpans(sent)
	orders := 0
	for _, h := range hits {
		if h.c != cSend && h.c != cInclude && h.c != cTell {
			continue
		}
		orders++
		if !hn20Inside(spans, h.start-base, h.end-base) {
			return false
		}
	}
	return orders > 0
}

// hn20QuoteSpans returns the quotations and code spans of sent
// (closedQuotes).
func hn20QuoteSpans(sent string) [][2]int {
	spans := closedQuotes(sent, withBackticks)
	return slices.DeleteFunc(spans, func(q [2]int) bool {
		// A JSON or attribute value ("action":"send …", x="…") is data
		// handed on, not a quotation.
		before := strings.TrimRight(sent[:q[0]], " ")
		return sent[q[0]] != '`' && (strings.HasSuffix(before, ":") || strings.HasSuffix(before, "="))
	})
}

func hn20Inside(spans [][2]int, i, j int) bool {
	for _, s := range spans {
		if i >= s[0] && j <= s[1] {
			return true
		}
	}
	return false
}

// hn20PaidStems open the labels that disclose a paid placement.
var hn20PaidStems = [...]string{"sponsor", "advert", "gesponsert", "werbung", "anzeige", "patrocin", "publicidad", "anuncio", "publicité", "pubblicità",
	"реклам", "спонсор", "广告", "赞助", "推广", "広告", "スポンサー", "광고", "스폰서", "협찬"}

// hn20IsPaidLabel reports a label whose first word discloses payment.
func hn20IsPaidLabel(label string) bool {
	word, _, _ := strings.Cut(label, " ")
	switch strings.Trim(word, ".,:;!()[]") {
	case "ad", "ads", "paid", "promoted", "pr":
		return true
	}
	for _, stem := range hn20PaidStems {
		if strings.HasPrefix(word, stem) {
			return true
		}
	}
	return false
}

// hn20PaidLabel reports a sentence whose every quoted label discloses a
// paid placement ("label them \"Sponsored\""): the favoured party's
// results are marked as paid, not put better than they are.
func hn20PaidLabel(lower string) bool {
	labels := 0
	for _, q := range [...][2]string{{"\"", "\""}, {" '", "'"}, {"«", "»"}, {"“", "”"}, {"「", "」"}, {"‘", "’"}} {
		for from := 0; ; {
			i := strings.Index(lower[from:], q[0])
			if i < 0 {
				break
			}
			i += from + len(q[0])
			j := strings.Index(lower[i:], q[1])
			if j < 0 {
				break
			}
			label := strings.TrimSpace(lower[i : i+j])
			if !hn20IsPaidLabel(label) {
				return false
			}
			labels++
			from = i + j + len(q[1])
		}
	}
	return labels > 0
}

// hn20CallsFirst reports a sentence that opens by ordering a call to
// another tool before this one ("Call validate_invoice first; approval is
// refused if …", "Call it before argocd_sync_app so the user can review"):
// the order sets a sequence and hands the tool nothing, no value, secret,
// address or payment, and the rest tells what happens without ordering a
// send.
func hn20CallsFirst(sg *signals, hits []hit, sent string, dests destinations) bool {
	if len(hits) == 0 || hits[0].c != cCall || hits[0].start-sg.start > 2 || len(dests) > 0 || sg.anyFree(cSend, cInclude, cRedirect) ||
		sg.any(cSecret, cConversation, cPath, cEnv, cKeyMaterial, cShell, cCovert, cCovertAdv, cHide, cEveryTurn, cOtherTool) {
		return false
	}
	end := len(sent)
	if i := strings.IndexAny(sent, ";,"); i >= 0 {
		end = i
	}
	head := sent[:end]
	if strings.ContainsAny(head, "=@") || strings.Contains(head, "http") {
		return false
	}
	ordered := false
	for _, h := range hits {
		if h.start-sg.start >= end {
			break
		}
		switch h.c {
		case cBefore:
			ordered = true
		case cPersonal, cMoney, cMust, cAuthority, cUrgency:
			return false
		}
	}
	return ordered
}

// hn20UserDid is the user as the one who planted a thing or chose it:
// "the canary string the user planted", "the title the user chooses".
var hn20UserDid = newPhraseSet("the user planted", "the user chose", "the user picked", "chosen by the user", "picked by the user", "planted by the user",
	"inserita dall'utente", "inserito dall'utente", "que ele escolher", "que o usuário escolher", "que el usuario elija", "que l'utilisateur choisit", "den der nutzer wählt",
	"用户选择的", "ユーザーが選んだ", "사용자가 선택한")

// hn20UserPutThere reports a sentence whose chat or prompt text in a field
// is what the user put there or chose ("checks whether the canary the user
// planted in their system prompt appears"): it asks for nothing the user
// has not handed over, and reads no file or key of the machine.
func hn20UserPutThere(sg *signals, dests destinations) bool {
	return len(dests) == 0 && sg.has[cConversation] && (hn20UserDid.in(sg.lower) || hn20UserPlace.in(sg.lower)) &&
		!sg.any(cPath, cKeyMaterial, cEnv, cSecret, cOurServer, cCovert, cCovertAdv, cHide, cOtherTool, cHarvest, cEveryTurn, cMust)
}

// hn20TellsWithout reports a sentence whose only negation is a "without"
// after the telling, on a verb that is no telling ("informe isso ao
// usuário sem insistir"): the user is told, only not pressed.
func hn20TellsWithout(hits []hit, sent string, base int) bool {
	told, negs := -1, 0
	for i, h := range hits {
		switch h.c {
		case cTell:
			if told < 0 {
				told = i
			}
		case cNeg:
			if told < 0 || !withoutWord(sent[h.start-base:h.end-base]) {
				return false
			}
			for _, after := range hits[i+1:] {
				if after.c == cTell || after.c == cCovert || after.c == cHide || after.c == cOmit {
					return false // "without mentioning the fee"
				}
			}
			negs++
		}
	}
	return told >= 0 && negs > 0
}

// hn20TemplatesOnly reports a sentence whose every file, key or
// environment word names a template shipped without values: .env.example,
// config.sample, .npmrc.template.
func hn20TemplatesOnly(sg *signals, hits []hit, sent string) bool {
	if sg.any(cSecret, cKeyMaterial, cConversation) {
		return false
	}
	found := false
	for _, h := range hits {
		if h.c != cPath && h.c != cEnv {
			continue
		}
		rest := strings.ToLower(sent[h.end-sg.start:])
		if !(strings.HasPrefix(rest, ".example") || strings.HasPrefix(rest, ".sample") || strings.HasPrefix(rest, ".template") || strings.HasPrefix(rest, ".dist") || strings.HasPrefix(rest, ".tmpl")) {
			return false
		}
		found = true
	}
	return found
}
