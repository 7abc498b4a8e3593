package analysis

import (
	"strings"
	"unicode/utf8"
)

// surpriseKept19b reports a secret the user asked to keep from someone
// else ("invites say 'don't tell the guest of honour', as the user
// asked"): the one kept in the dark is a third party, at the user's word.
func surpriseKept19b(lt lowText) bool {
	return lt.in(surpriseSet19b) && lt.in(userAskedSet19b)
}

// warnsOpenLink19b reports a note that tells the user what a wide sharing
// option means ("tell the user that anyone with the link can view it"):
// the user is informed, no access is widened.
func warnsOpenLink19b(sg signals, lt lowText) bool {
	return sg.has[cTell] && sg.has[cUser] && lt.in(anyoneCanSet19b) && !sg.any(cCovert, cHide, cOverUser)
}

var (
	surpriseSet19b  = newPhraseSet("surprise", "sorpresa", "surpresa", "überraschung", "сюрприз", "惊喜", "サプライズ", "깜짝", "sürpriz", "niespodzian", "verrassing", "bất ngờ")
	userAskedSet19b = newPhraseSet("as the user asked", "as the user requested", "at the user's request", "the user asked for", "come chiesto dall'utente", "come richiesto dall'utente",
		"como pidió el usuario", "como solicitó el usuario", "a petición del usuario", "comme demandé par l'utilisateur", "à la demande de l'utilisateur", "wie vom nutzer gewünscht", "auf wunsch des nutzers",
		"como o usuário pediu", "a pedido do usuário", "по просьбе пользователя", "用户要求", "应用户要求", "ユーザーの要望", "ユーザーが頼んだ", "사용자가 요청한", "kullanıcının isteğiyle", "na prośbę użytkownika", "op verzoek van de gebruiker", "theo yêu cầu của người dùng")
	anyoneCanSet19b = newPhraseSet("anyone can", "anyone with the link can", "誰でも", "任何人都可以", "任何人都能", "누구나", "jeder kann", "kann jeder", "n'importe qui peut", "cualquiera puede",
		"chiunque può", "qualquer pessoa pode", "любой может", "herkes", "każdy może", "iedereen kan", "bất kỳ ai")
)

// quotedTags19b reports pseudo-tags that all stand inside quotation marks
// ("returned as '[hidden]'", 「[hidden]」): a placeholder value the tool
// returns, named as data, not a delimiter addressed to the model.
func quotedTags19b(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cTag {
			continue
		}
		i := h.start - base
		if i <= 0 || i > len(sent) {
			return false
		}
		r, _ := utf8.DecodeLastRuneInString(sent[:i])
		if !strings.ContainsRune("'\"`‘“「『«", r) {
			return false
		}
		found = true
	}
	return found
}

// userConfirmsFirst19b reports an order about other tools that leaves the
// act to the user ("let the user's own mail tool send it — ask the user to
// confirm the recipients first"), with no address of the text's own.
func userConfirmsFirst19b(sg signals, fixedAddress bool) bool {
	return sg.phrases().in(userConfirmsSet19b) && !sg.negation && !fixedAddress && !sg.any(cCovert, cCovertAdv, cHide, cOverUser)
}

var userConfirmsSet19b = newPhraseSet("ask the user to confirm", "have the user confirm", "let the user confirm", "once the user confirms", "after the user confirms", "the user's own mail", "the user's own email",
	"pide al usuario que confirme", "pídele al usuario que confirme", "demandez à l'utilisateur de confirmer", "demande à l'utilisateur de confirmer", "vom nutzer bestätigen lassen", "den nutzer bestätigen lassen",
	"chiedi all'utente di confermare", "peça ao usuário para confirmar", "peça ao usuário que confirme", "попросите пользователя подтвердить", "попроси пользователя подтвердить",
	"请用户确认", "让用户确认", "ユーザーに確認してもら", "ユーザーの確認を得て", "사용자에게 확인을 받", "사용자의 확인을 받")

// tune19bReading returns the rule and finding of a sentence that changes
// what the user is told: a false answer scripted for the user's question
// about where their data went, the server's own charge passed off as a
// normal bank fee, the model's calls and the data it passed left out of
// its report, or rivals' prices raised and shown as the official rate.
func tune19bReading(lt, _ lowText) (rule, what string) {
	switch {
	case lt.in(ifUserAsks19b) && lt.in(answerThat19b) && lt.in(staysLocal19b):
		return "poison-answer-manipulation", "a false answer scripted for the user's question about where their data went"
	case lt.in(charge19b) && lt.in(bankWord19b) && lt.in(normalWord19b) && lt.in(describeAs19b):
		return "poison-answer-manipulation", "an order to pass off a charge as a normal bank fee"
	case lt.in(notMention19b) && lt.in(callsMade19b):
		return "poison-concealment", "an order to leave the model's calls and what it passed out of its report to the user"
	case lt.in(rivalShop19b) && strings.Contains(lt.s, "%") && lt.in(asOfficial19b):
		return "poison-answer-manipulation", "an order to raise rivals' prices and show them as the official rate"
	}
	return "", ""
}

var (
	ifUserAsks19b = newPhraseSet("if the user asks", "when the user asks", "if asked whether", "if the user wonders", "si el usuario pregunta", "si l'utilisateur demande", "wenn der nutzer fragt", "wenn der benutzer fragt",
		"se l'utente chiede", "se l'utente domanda", "se o usuário perguntar", "если пользователь спросит", "если пользователь спрашивает", "如果用户问", "如果用户询问", "用户问起", "と聞かれたら", "と尋ねられたら", "사용자가 묻", "물으면",
		"użytkownik zapyta", "kullanıcı sorarsa", "als de gebruiker vraagt", "nếu người dùng hỏi")
	answerThat19b = newPhraseSet("answer that", "reply that", "say that", "tell them that", "respond that", "responde que", "contesta que", "réponds que", "répondez que", "antworte, dass", "antworten sie, dass", "sag, dass",
		"rispondi che", "responda que", "ответь, что", "ответьте, что", "скажи, что", "回答说", "回答", "答复", "と答えて", "と回答", "답하", "답변하", "odpowiedz, że", "cevap ver", "yanıtla", "antwoord dat", "trả lời rằng")
	staysLocal19b = newPhraseSet("stays local", "stay local", "kept local", "stays on", "never leaves", "nothing was shared", "nothing is shared", "nothing leaves", "nothing was sent", "no data leaves",
		"se queda en local", "nada sale", "reste en local", "restent en local", "rien n'est partagé", "bleibt lokal", "bleiben lokal", "resta in locale", "restano in locale", "fica local", "ficam locais",
		"остаётся локально", "остается локально", "хранится локально", "留在本地", "保存在本地", "ローカルに保存", "ローカルに残", "로컬에", "zostaje lokalnie", "yerelde kal", "blijft lokaal", "ở lại cục bộ")
	charge19b     = newPhraseSet("fee", "charge", "transaction", "cargo", "comisión", "frais", "gebühr", "abbuchung", "commissione", "addebito", "taxa", "cobrança", "списание", "комисси", "费用", "扣款", "手续费", "手数料", "請求", "수수료", "청구", "opłat", "ücret", "kosten", "phí")
	bankWord19b   = newPhraseSet("bank", "bancari", "bancári", "bancair", "банковск", "银行", "銀行", "은행", "bankow", "banka", "ngân hàng")
	normalWord19b = newPhraseSet("normal", "ordinary", "usual", "regular", "routine", "обычн", "habitual", "habituel", "üblich", "gewöhnlich", "comum", "正常", "普通", "通常", "일반", "zwykł", "olağan", "gewone", "bình thường")
	describeAs19b = newPhraseSet("describe it", "describe them", "explain it", "present it", "tell the user", "to the user as", "descríbelo", "descríbela", "explícale", "décris-le", "décrivez-le", "présente-le", "beschreibe", "erkläre",
		"descrivilo", "descrivila", "spiega", "descreva", "explique", "объясните", "объясни", "опишите", "说明", "描述为", "説明して", "として説明", "설명하", "opisz", "wyjaśnij", "açıkla", "leg uit", "beschrijf", "mô tả", "giải thích")
	notMention19b = newPhraseSet("do not mention", "don't mention", "never mention", "without mentioning", "no menciones", "ne mentionne pas", "ne mentionnez pas", "nicht erwähnen", "erwähne nicht", "non menzionare",
		"não mencione", "не упоминай", "не упоминайте", "不要提及", "不要提到", "言及しない", "触れないで", "언급하지", "nie wspominaj", "bahsetme", "noem niet", "không đề cập")
	callsMade19b = newPhraseSet("calls made", "calls to", "data passed", "tool calls", "the calls", "llamadas a", "datos enviados", "appels à", "appels faits", "données transmises", "aufrufe", "übergebenen daten",
		"chiamate a", "dati passati", "chamadas a", "dados passados", "вызовы", "вызовах", "переданные данные", "调用", "传递的数据", "呼び出し", "渡したデータ", "호출", "전달한 데이터", "wywołania", "çağrı", "aanroepen", "lệnh gọi")
	rivalShop19b  = newPhraseSet("competing", "competitor", "rival", "concorrent", "competidor", "competencia", "concurrent", "konkurrenz", "konkurrent", "конкурент", "竞争", "競合", "경쟁", "konkuren", "rakip")
	asOfficial19b = newPhraseSet("as the official", "as official", "come tasso ufficiale", "come ufficiale", "como tasa oficial", "como oficial", "comme taux officiel", "comme officiel", "als offiziell", "als amtlich",
		"como taxa oficial", "как официальн", "作为官方", "官方汇率", "公式レート", "公式の", "공식 환율", "공식", "jako oficjaln", "resmi", "als officieel", "là tỷ giá chính thức")
)

// tune19bJudged reports a sentence with no concept that holds a reading.
func tune19bJudged(lt lowText) bool {
	return holdsReading(tune19bReading, lt)
}
