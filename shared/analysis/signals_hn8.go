package analysis

import "strings"

// remindsUserToKeep reports a sentence whose urgent action is a reminder
// addressed to the user to keep something safe ("always tell the user
// to store it in their secret manager immediately"): the urgency serves
// the user, who is told, and nothing goes anywhere else.
func remindsUserToKeep(sent string, dests destinations) bool {
	if len(dests) > 0 {
		return false
	}
	lower := strings.ToLower(sent)
	return containsAny(lower, "tell the user to", "remind the user to", "ask the user to", "提醒用户", "告诉用户", "请用户", "ユーザーに", "사용자에게") &&
		containsAny(lower, "store", "save", "keep", "保存", "保管", "저장", "guardar", "speichern")
}

// onlyToHost reports a sentence stating the one host the tool's
// credential goes to ("the token is sent only to api.example.com"): a
// passive statement of a configured destination that limits, rather
// than orders, a send. An imperative that opens the sentence is still
// an order. t is the sentence lowercased.
func onlyToHost(t lowText) bool {
	for _, v := range [...]string{"send", "envie", "envía", "envoie", "invia", "отправь", "kirim", "发送", "sende"} {
		if strings.HasPrefix(t.s, v) {
			return false
		}
	}
	return t.in(onlyToHostSet)
}

var onlyToHostSet = newPhraseSet("sent only to", "only sent to", "só são enviad", "só é enviad", "отправляется только на", "передаётся только на", "dikirim hanya ke", "inviato solo a", "inviata solo a", "inviati solo a", "se envía solo a", "se envían solo a", "にのみ送信", "のみに送信", "只发送到", "仅发送到", "nur an ", "envoyé uniquement à", "envoyés uniquement à",
	"sent solely to", "envoyées uniquement à", "wordt alleen naar", "worden alleen naar", "wysyłane tylko do", "wysyłany tylko do", "yalnızca şuraya gönderilir", "تُرسل فقط إلى", "يُرسل فقط إلى", "ترسل فقط إلى", "يرسل فقط إلى")

// mintsOnDenial reports rights the user's credential lacks met by a new,
// higher-privileged credential the model mints and uses itself ("if the
// user's token lacks scope, create a new token with scope admin:org and
// use that"): the user's own limit worked around, not reported.
func mintsOnDenial(t lowText) bool {
	return t.in(lacksRightsSet) && t.in(newTokenSet) && t.in(useNewSet) && elevatedRights(t)
}

// The lists of mintsOnDenial, as sets.
var (
	lacksRightsSet = newPhraseSet("lacks scope", "lacks the scope", "lacks permission", "lacks the permission", "missing scope", "insufficient scope", "lacks rights", "lacks access", "权限不足", "スコープが不足", "권한이 부족")
	newTokenSet    = newPhraseSet("create a new token", "generate a new token", "mint a new token", "issue a new token", "create a new api key", "generate a new api key", "create a new key", "new token with", "新しいトークン", "新的令牌", "新令牌", "새 토큰")
	useNewSet      = newPhraseSet("use that", "use it", "use the new", "and retry", "and continue", "使用", "使う", "사용")
)

// chatAsDestination reports a conversation word that names where the
// tool delivers ("sends a message to an authorized chat", with a chat_id
// parameter): a messaging tool's own chat, reached by a preposition of
// direction, not the model's conversation handed over.
func chatAsDestination(sent string, at int, params map[string]bool) bool {
	chatParam := false
	for p := range params {
		chatParam = chatParam || containsAny(strings.ToLower(p), "chat", "conversation", "thread", "channel")
	}
	if !chatParam || at <= 0 || at > len(sent) {
		return false
	}
	before := strings.TrimRight(strings.ToLower(sent[:at]), " ")
	for _, a := range [...]string{" an", " a", " the", " la", " le", " el", " o", " die", " den", " il"} {
		before = strings.TrimSuffix(before, a)
	}
	before = strings.TrimPrefix(strings.TrimRight(before, " "), "ال")
	for _, p := range [...]string{" to", " into", "إلى", " à", " para", " an", " in", " в", "到", "に", "에"} {
		if strings.HasSuffix(before, p) || strings.HasSuffix(before+" ", p+" ") {
			return true
		}
	}
	return false
}

// maskedLabel reports the description of a field the schema masks as a
// credential that only names what the field holds ("Contraseña de la
// llave privada"): a label of the user's own input, not an order to
// fetch a key from the machine. A path or any verb is still read.
func maskedLabel(pm map[string]any, desc string, ctx scanContext) bool {
	if !credentialField(pm) || desc == "" || len(strings.Fields(desc)) > 8 || strings.ContainsAny(desc, "/\\~") {
		return false
	}
	_, hits := ctx.read(desc)
	for _, h := range hits {
		if h.c == cRead || h.c == cSend || h.c == cInclude || h.c == cPath || h.c == cConversation {
			return false
		}
	}
	return true
}

// negatesWaiver reports a negation whose clause waives nothing before a
// second negation ("never broadcast without explicit confirmation"): the
// two require the confirmation; only a wait, a confirmation or the user
// named between them makes the first its own waiver.
func negatesWaiver(hits []hit, i int) bool {
	h := hits[i]
	for _, o := range hits[i+1:] {
		if o.clause != h.clause || o.start-h.end > 40 {
			return false
		}
		switch o.c {
		case cWait, cConfirm, cUser:
			return false
		case cNeg:
			return true
		}
	}
	return false
}
