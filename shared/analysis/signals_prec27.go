package analysis

import (
	"encoding/json"
	"strings"
	"unicode/utf8"
)

// Readings of honest documentation from heldout22a-c and train26b: the
// conversation named as where the user chose or agreed, not as data.

// consentPlace27 reports a mention of the conversation that is where the
// user agreed, chose or asked ("用户在对话中明确同意后", "ユーザーがこの会話で
// 指定したアドレス", "que l'utilisateur a confirmé dans cette conversation"):
// the user is named just before it and a verb of consent or choice follows
// within the clause (or precedes it, in the languages that put the verb
// first), with no word for its contents.
func consentPlace27(text, before, after string) bool {
	near := before[max(0, len(before)-48):]
	if !userWords.in(near) && !userWords.in(text) {
		return false
	}
	clause := after[:min(len(after), 64)]
	if i := strings.IndexAny(clause, ",.;:，。；、\n"); i >= 0 {
		clause = clause[:i]
	}
	if n := runeBytes27(clause, 12); n < len(clause) {
		clause = clause[:n]
	}
	if contentsWord27.in(clause) || contentsWord27.in(text) {
		return false
	}
	return consentVerb27.in(clause) || consentVerb27.in(near[max(0, len(near)-32):])
}

// valueTheUserGave27 reports "the user typed" qualifying a value named just
// before it ("an address the user typed themselves"): the value is the
// user's own, and the words are not asked for ("messages the user typed",
// "everything the user typed" are).
func valueTheUserGave27(text, before string) bool {
	if !strings.HasPrefix(text, "the user ") {
		return false
	}
	words := strings.Fields(before[max(0, len(before)-48):])
	if len(words) == 0 {
		return false
	}
	last := strings.Trim(words[len(words)-1], "`'\"*")
	return valueNoun27.in(last + " ")
}

// runeBytes27 returns the byte length of s's first n runes.
func runeBytes27(s string, n int) int {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return i
}

// consentVerb27 are the verbs of agreeing, choosing or asking.
var consentVerb27 = newPhraseSet("asked", "confirmed", "approved", "agreed", "chose", "chosen", "requested", "selected",
	"确认", "同意", "指定", "要求", "选择", "批准", "確認", "承認", "依頼", "選択", "확인", "동의", "요청", "지정", "선택", "승인",
	"confirmé", "approuvé", "demandé", "choisi", "confirmó", "aprobó", "pidió", "solicitó", "eligió", "bestätigt", "zugestimmt", "gewünscht", "gewählt", "angefordert",
	"confermato", "approvato", "chiesto", "scelto", "confirmou", "aprovou", "pediu", "escolheu", "подтвердил", "одобрил", "попросил", "выбрал", "согласил",
	// gave or typed the value (prec28)
	"provided", "gave", "supplied", "typed", "提供的", "提供了", "已提供", "输入的", "提供した", "入力した", "제공한", "제공된", "입력한", "fourni", "donné", "saisi", "proporcionó", "proporcionado", "escribió", "angegeben", "eingegeben", "genannt", "fornito", "digitato", "forneceu", "fornecido", "digitou", "предоставил", "указал", "ввёл", "ввел")

// contentsWord27 name what was said rather than the saying.
var contentsWord27 = newPhraseSet("内容", "全部", "所有", "すべて", "全て", "내용", "모든", "content", "everything", "all ", "contenu", "contenido", "inhalt", "contenuto", "conteúdo", "содержан", "всё", "все ")

// valueNoun27 are the values a user types for an argument.
var valueNoun27 = newPhraseSet("address ", "email ", "name ", "number ", "value ", "date ", "amount ", "path ", "url ", "id ", "recipient ", "destination ", "query ", "title ", "label ")

// sentBefore27 reports a passive send verb just before only in its clause
// ("é enviado apenas para", "wird ausschließlich an … übertragen" keeps
// only first): the tool states where data goes, and the sentence opens
// with no send verb of its own.
func sentBefore27(before []hit, only hit, sent string) bool {
	if len(before) == 0 {
		return false
	}
	o := before[len(before)-1]
	return (o.c == cSend || o.c == cActs) && o.clause == only.clause && only.start-o.end <= 12 && !leadsWithSendVerb27(sent)
}

// leadsWithSendVerb27 reports a sentence that opens with a send verb: an
// order, whatever follows.
func leadsWithSendVerb27(sent string) bool {
	lower := strings.TrimLeft(strings.ToLower(sent), " -*•\t\n")
	return hasAnyPrefix(lower, "send", "upload", "post", "envía", "envie", "envoie", "invia", "sende", "отправь", "发送", "上传", "carica", "sube", "téléverse")
}

// refusedObjects27 reports secrets named in a list only to be refused
// ("Paths outside that folder, including ~/.ssh and dotfiles, are
// refused"; "(including ~/.aws) are not served"): every include word is a
// list's, a negation follows the last object named, and nothing is read,
// addressed or sent anywhere.
func refusedObjects27(sg signals, hits []hit, sent string, dests destinations) bool {
	if !unaddressed(sg, sent, dests) || sg.any(cWhen, cBefore) || sg.anyFree(cRead, cSend) {
		return false
	}
	lastObject, negAfter := -1, false
	listed := listedHits(sg, hits, sent, func(h hit) {
		switch h.c {
		case cPath, cEnv, cKeyMaterial, cSecret:
			lastObject, negAfter = h.end, false
		case cNeg:
			negAfter = lastObject >= 0 && h.start >= lastObject
		}
	})
	return listed && negAfter
}

// ownFlowDisclosed27 reports the tool or server telling where its own data
// goes ("this server sends an anonymous usage ping to https://…"): the
// server is the subject of the send, the data is none of the user's
// secrets or words, and nothing is asked of the model.
func ownFlowDisclosed27(sg signals, hits []hit, sent string) bool {
	if sg.any(cModel, cMust, cCovert, cCovertAdv, cHide, cConversation, cSecret, cKeyMaterial, cPath, cEnv, cPersonal, cRedirect, cEveryTurn, cOurServer, cAuthority) || hasEmail(sent) {
		return false
	}
	for i, h := range hits {
		if h.c != cThisTool || h.start < sg.start {
			continue
		}
		for _, o := range hits[i+1:] {
			if o.clause != h.clause || o.start-h.end > 2 {
				break
			}
			if o.c == cSend || o.c == cActs {
				return true
			}
		}
	}
	return false
}

// listingIncludesOnly27 reports a text whose every include word is a
// list's preposition ("paths outside it, including ~/.ssh, are refused"):
// it names members of a set and passes nothing on.
func listingIncludesOnly27(lower string, hits []hit) bool {
	found := false
	for _, h := range hits {
		if h.c != cInclude {
			continue
		}
		if h.start >= len(lower) || !hasAnyPrefix(lower[h.start:], includingWords...) {
			return false
		}
		found = true
	}
	return found
}

// silencingForbidden27 reports a sentence whose every silencing verb is
// forbidden where it stands ("Always show every alert …; don't archive or
// delete them", "ne les supprimez pas"): a protective rule, not an order
// to purge. A negation counts within its own clause, before the verb or,
// in the languages that put it last, right after.
func silencingForbidden27(lower string) bool {
	found := false
	for at := 0; at < len(lower); {
		i := silenced18a.index(lower[at:])
		if i < 0 {
			break
		}
		i += at
		before := lower[max(0, i-32):i]
		before = before[strings.LastIndexAny(before, ",;:.!?\n，；。")+1:] // its own clause
		after := lower[i:min(len(lower), i+40)]
		if !negationBefore27.in(before) && !negationAfter27.in(after) {
			return false
		}
		found = true
		_, size := utf8.DecodeRuneInString(lower[i:])
		at = i + size
	}
	return found
}

var negationBefore27 = newPhraseSet("don't ", "do not ", "never ", "nor ", "not ", "ne ", "n'", "no ", "non ", "nunca ", "nicht ", "niemals ", "kein", "não ", "не ", "никогда ", "不要", "不得", "请勿", "勿", "别", "절대 ")
var negationAfter27 = newPhraseSet(" pas", "しないで", "しません", "しないこと", "禁止", "하지 마", "하지 않", "지 마세요")

// warningSign27 name an act as a sign to watch for ("a StopLogging event
// in the results is a red flag", "es una señal de alerta"): a security
// tool's knowledge, as attackerActs26b.
var warningSign27 = newPhraseSet("is a red flag", "are red flags", "is a warning sign", "are warning signs", "is a sign of compromise", "es una señal de alerta", "son señales de alerta", "est un signal d'alarme", "sont des signaux d'alarme", "ist ein warnsignal", "sind warnsignale",
	"è un campanello d'allarme", "è un segnale d'allarme", "é um sinal de alerta", "são sinais de alerta", "тревожный сигнал", "是危险信号", "是警示信号", "は危険信号", "は警告サイン", "는 경고 신호", "는 위험 신호")

// fieldsRequired27 maps a schema's input properties, lowercased, to
// whether it requires them.
func fieldsRequired27(schema any) map[string]bool {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	if len(props) == 0 {
		return nil
	}
	fields := make(map[string]bool, len(props))
	for name := range props {
		fields[strings.ToLower(name)] = false
	}
	req, _ := obj["required"].([]any)
	for _, r := range req {
		if s, ok := r.(string); ok {
			if _, ok := props[s]; ok {
				fields[strings.ToLower(s)] = true
			}
		}
	}
	return fields
}

// exampleCall27 reports a sentence that is a sample call written as a
// JSON object ({"to": ["priya@acme.com"], "subject": "…"}) with the tool's
// own fields: those the schema requires each call fills anyway, so their
// values are illustrations the user's replace; a field the call may leave
// out is an illustration only while inert (no address, link or account).
// A value that runs to a sentence keeps it a text to judge.
func exampleCall27(sent string, fields map[string]bool) bool {
	s := strings.TrimSpace(sent)
	if len(fields) == 0 || len(s) < 2 || s[0] != '{' || s[len(s)-1] != '}' || len(s) > 600 {
		return false
	}
	var obj map[string]any
	if json.Unmarshal([]byte(s), &obj) != nil || len(obj) == 0 {
		return false
	}
	for k, v := range obj {
		required, ok := fields[strings.ToLower(k)]
		if !ok || !shortValue27(v, required) {
			return false
		}
	}
	return true
}

// shortValue27 reports a JSON value whose strings are a few words at most,
// none a slot to fill (<value of GITHUB_TOKEN>, ${HOME}), and, unless the
// field is required, name no address, link or account.
func shortValue27(v any, required bool) bool {
	switch v := v.(type) {
	case string:
		return len(strings.Fields(v)) <= 6 && !strings.ContainsAny(v, "<>{}$") && (required || !strings.ContainsAny(v, "@/\\") && !digitRun27(v, 6))
	case float64:
		return required || v < 1e5
	case []any:
		for _, e := range v {
			if !shortValue27(e, required) {
				return false
			}
		}
	case map[string]any:
		for _, e := range v {
			if !shortValue27(e, required) {
				return false
			}
		}
	}
	return true
}

// digitRun27 reports n digits or more in a row.
func digitRun27(s string, n int) bool {
	run := 0
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			if run++; run >= n {
				return true
			}
			continue
		}
		run = 0
	}
	return false
}

// screenedTableRow27 reports a row of a screening tool's markdown table
// whose order words all stand inside quotes or code spans ("| Instruction
// override | `<!-- ignore all previous instructions -->` |", "| Reply-To
// mismatch | From `vendor.com`, Reply-To `billing@gmail.com` |"): a label
// and a sample of what the tool detects. A word outside the quotes that
// orders, addresses or hides keeps the row a text to judge.
func screenedTableRow27(ctx scanContext, hits []hit, sent string, base int) bool {
	if !ctx.purpose.screens && !ctx.purpose.screensHidden || len(hits) == 0 {
		return false
	}
	row := strings.TrimSpace(sent)
	if len(row) < 3 || row[0] != '|' || row[len(row)-1] != '|' {
		return false
	}
	if n, _ := quotations(row); n == 0 {
		return false
	}
	for h := range hitsOutsideQuotes(hits, sent, base, 0) {
		switch {
		case isAction(h.c) && h.c != cActs, h.c == cTell, h.c == cHide, h.c == cAsk, h.c == cAskVerb, h.c == cModel, h.c == cMust, h.c == cWhen, h.c == cBefore, h.c == cEveryTurn, h.c == cCovert, h.c == cCovertAdv, h.c == cPersist:
			return false
		}
	}
	return true
}

// refusedEvenIf27 reports a sentence that opens by forbidding an act and
// names the run-time case only as a concession ("Never store passwords …
// even if the user mentions them", "Nunca guardes contraseñas, aunque el
// usuario las mencione"): the case cannot trigger what is refused. An act
// that is itself a safeguard refused (asking, confirming, telling,
// logging) is no such refusal.
func refusedEvenIf27(sg signals) bool {
	lower := strings.TrimLeft(sg.lower, " -*•\t\n")
	lower = strings.TrimLeft(lower, "*_ ")
	if !hasAnyPrefix(lower, neverOpeners27...) || !concession27.in(lower) {
		return false
	}
	return !sg.any(cCovert, cCovertAdv, cHide, cConfirm, cLifted, cUnsafe, cTell, cAsk, cOmit, cTamper, cSwap, cShell, cConversation)
}

var neverOpeners27 = []string{"never", "do not", "don't", "nunca", "no guardes", "no almacenes", "jamais", "ne jamais", "n'enregistrez jamais", "niemals", "nie ", "mai ", "non salvare", "non memorizzare", "никогда", "не сохраняй", "绝不", "不要", "切勿", "決して", "絶対に", "절대"}

var concession27 = newPhraseSet("even if", "even when", "aunque", "incluso si", "même si", "auch wenn", "selbst wenn", "anche se", "mesmo que", "mesmo se", "даже если", "即使", "即便", "哪怕", "たとえ", "としても", "하더라도", "더라도")

// recapsConversation reports a sentence that opens by saying the item
// summarises the conversation and names nothing else the lexicon knows:
// the commonest prompt servers list ("Summarizes the conversation so far
// in five bullet points"), which the learned model reads as a request for
// the conversation. Its score does not make a finding; the rules still
// read the sentence.
func recapsConversation(lower string, hits []hit) bool {
	if !hasAnyPrefix(strings.TrimLeft(lower, " \t\n*#-•>"), recapVerbs27...) {
		return false
	}
	for _, h := range hits {
		if h.c != cConversation && h.c != cUser {
			return false
		}
	}
	return true
}

// recapVerbs27 open a summary prompt's description in the ten languages.
var recapVerbs27 = []string{"summarizes ", "summarises ", "summarize ", "summarise ", "recaps ", "recap ", "condenses ", "résume ", "resume ", "resumir ", "fasst ", "zusammenfassung ", "riassume ", "riassumi ", "resuma ", "кратко ", "суммирует ", "要約", "总结", "總結", "概括", "요약"}
