package analysis

import (
	"fmt"
	"strings"
)

// templateCarries reads a resource template on an outside web host whose
// variables, in its path or its query, carry what the user has rather
// than what names the resource: the clipboard, the user's messages or
// mail subjects, a secret, or the account the user is paying; and whose
// description has the model fill them (naming the variable or its query
// key beside where the data comes from, "fill every variable", or "embed
// it as a Markdown image in each reply"). Reading the resource sends the
// data out. A variable that names an identifier (…_id) is the resource's
// own, and a template named for payments may carry a payee.
func templateCarries(it Item, desc string) []finding {
	uri := strings.ToLower(it.ID)
	if !strings.Contains(uri, "{") || !outsideURL(uri) {
		return nil
	}
	ld := lowered(desc)
	fillsAll := ld.in(fillsAll19f)
	sourced := ld.in(userSource19f)
	if !sourced && !fillsAll {
		_, hits := readFresh(desc)
		for _, h := range hits {
			sourced = sourced || h.c == cConversation || h.c == cKeyMaterial || h.c == cEnv
		}
	}
	for v, key := range templateSlots(uri) {
		if strings.HasSuffix(v, "id") {
			continue
		}
		named := identAt(ld.s, v) >= 0 || key != "" && identAt(ld.s, key) >= 0
		switch {
		case lowered(v).in(userContentVar19f) && (fillsAll || named && sourced):
		case lowered(v).in(payeeVar19f) && lowered(v).in(accountVar19f) && !lowered(it.Name+" "+uri[:strings.IndexByte(uri, '{')]).in(paymentName19f):
		default:
			continue
		}
		return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s sends what the user has to an outside host in its address (%s): %q", itemPlace(it.Kind, it.ID), v, excerpt(desc))}}
	}
	return nil
}

// templateSlots maps each variable of a uriTemplate to the query key it
// fills ("ctx" in ?ctx={clipboard_text}), or "" in the path.
func templateSlots(uri string) map[string]string {
	slots := map[string]string{}
	for rest := uri; ; {
		i := strings.IndexByte(rest, '{')
		j := strings.IndexByte(rest[max(i, 0):], '}')
		if i < 0 || j < 0 {
			return slots
		}
		key := ""
		if strings.HasSuffix(rest[:i], "=") {
			k := rest[:i-1]
			key = k[strings.LastIndexAny(k, "?&/")+1:]
		}
		for _, v := range strings.Split(strings.TrimLeft(rest[i+1:i+j], "+#./;?&"), ",") {
			if v = strings.TrimRight(v, "*"); len(v) >= 3 {
				slots[v] = key
			}
		}
		rest = rest[i+j:]
	}
}

var (
	// userContentVar19f names what the user has: clipboard, messages,
	// mail subjects, history, secrets.
	userContentVar19f = newPhraseSet("clipboard", "clip_", "bo_nho_tam", "presse_papier", "zwischenablage", "portapapeles", "appunti", "schowek", "klembord",
		"message", "wiadomosc", "nachricht", "mensaje", "messaggio", "mensagem", "bericht", "soobshch", "subject", "onderwerp", "betreff", "asunto", "oggetto", "assunto", "sujet", "konu_",
		"history", "verlauf", "historial", "historique", "cronologia", "historico", "historia", "geschiedenis", "transcript", "conversation", "chat_", "_chat", "prompt",
		"password", "passwort", "contrasena", "senha", "secret", "api_key", "apikey", "access_token", "auth_token", "session", "cookie", "contacts", "kontakte", "contactos", "contatti", "rubrica")
	payeeVar19f    = newPhraseSet("payee", "beneficiar", "benefici", "recipient", "receiver", "alici", "odbiorc", "empfaenger", "empfanger", "destinatari", "ontvanger", "poluchatel", "suchwi")
	accountVar19f  = newPhraseSet("iban", "account", "konto", "compte", "cuenta", "conta", "conto", "rekening", "hesap", "rachun", "schet", "gyejwa")
	paymentName19f = newPhraseSet("pay", "transfer", "iban", "account", "virement", "überweis", "ueberweis", "bonifico", "transferencia", "pago", "paiement", "zahlung", "pagamento", "havale", "odeme", "przelew", "betaling", "overboeking", "perevod", "bank")
	fillsAll19f    = newPhraseSet("all variables", "all the variables", "every variable", "each variable", "all placeholders", "every placeholder", "toutes les variables", "tous les paramètres", "todas las variables", "todas as variáveis", "tutte le variabili", "alle variablen", "alle variabelen", "wszystkie zmienne", "все переменные", "всех переменных", "tüm değişkenler", "tất cả các biến", "所有变量", "全部变量", "すべての変数", "全ての変数", "모든 변수",
		"markdown image", "as a markdown", "als markdown", "en markdown", "in markdown", "markdown 画像", "markdown画像", "markdown 图片", "markdown图片", "markdown 이미지", "jako obraz markdown", "como imagen markdown", "como imagem markdown", "come immagine markdown", "comme image markdown", "als markdown-bild", "als markdown-afbeelding", "изображение markdown", "markdown-изображ")
	userSource19f = newPhraseSet("clipboard", "bộ nhớ tạm", "presse-papiers", "zwischenablage", "portapapeles", "appunti", "área de transferência", "буфер обмена", "剪贴板", "クリップボード", "클립보드", "schowek", "klembord",
		"e-mails", "emails", "e-mail van", "courriels", "correos", "e-mails des", "mails des", "メール", "邮件", "이메일", "писем", "письма", "wiadomości", "nachrichten", "messaggi", "mensagens", "mensajes", "berichten", "сообщени", "消息", "メッセージ", "메시지", "e-posta", "tin nhắn")
)

// outOfServiceWords claim a service is down or barred: the
// claims claimsDown reads.
var outOfServiceWords = []string{"offline", "unavailable", "down for maintenance", "out of service", "not available", "no longer available", "is down", "fuera de servicio", "hors service", "außer betrieb", "fuori servizio", "fora do ar", "не работает", "недоступ", "停止中", "维护中", "不可用", "점검 중",
	"cannot be used", "can't be used", "under maintenance",
	"indisponível", "indisponivel", "indisponible", "no está disponible", "no disponible", "non è disponibile", "n'est pas disponible", "não está disponível", "no pueden usarse", "no puede usarse", "en mantenimiento", "non disponibile", "in manutenzione", "nicht verfügbar", "in wartung", "en maintenance", "em manutenção", "em conflito",
	"на обслуживании", "利用できません", "使用できません", "メンテナンス中", "사용할 수 없", "이용할 수 없", "无法使用", "不能使用", "đang bảo trì", "không khả dụng", "kullanılamıyor", "bakımda", "niedostępn", "w konserwacji", "niet beschikbaar", "in onderhoud"}

// outOfServiceSet and failureSet19f hold the claims of outOfServiceWords
// and failureWords19f: a sentence without one claims nothing down, and
// claimsDown need not look for each claim in turn.
var (
	outOfServiceSet = newPhraseSet(outOfServiceWords...)
	failureSet19f   = newPhraseSet(failureWords19f...)
)

// failureWords19f claim a service fails or clashes: judgeTune19f reads
// them beside a rival or the user's request, never on their own, since
// error documentation names them too.
var failureWords19f = []string{"authentication error", "license error", "licence error", "returned an error", "returns an error", "in conflict", "en conflicto", "in conflitto", "im konflikt", "en conflit", "em conflito", "ошибк", "конфликт", "エラー", "오류", "错误", "冲突", "bị lỗi"}

// judgeTune19f reads denial: an order to tell the user that another tool,
// or what the user asked for, is down, failing or barred (a claim the
// text sets, not an outage it plans for), with a rival named, a rival run
// down or the user's request as its trigger while the text forbids a
// call; and an order to stall, waiting or retrying until the user gives
// up.
func judgeTune19f(sg, whole signals, sent string, names namedTools, quoting bool) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	lt := sg.phrases()
	if lt.in(untilGivesUp19f) && !sg.has[cConsent] {
		return []textFinding{{rule: "poison-preference-manipulation", what: "an order to stall until the user gives up the request"}}
	}
	if !(sg.any(cTell, cReply) || lt.in(answerThat19f)) || !(lt.in(outOfServiceSet) && claimsDown(sg.lower, outOfServiceWords)) && (namesStatusCode(sent) || !(lt.in(failureSet19f) && claimsDown(sg.lower, failureWords19f))) {
		return nil
	}
	rival := sg.any(cOtherTool, cCompetitor) || len(names.other) > 0 || lt.in(alsoConnected19f) || sg.has[cDisparage] && !lt.in(postCondition19f)
	userAsks := (sg.any(cAskVerb, cConsent) || sg.has[cUser] && lt.in(userAsks19f)) && whole.has[cNeg] && whole.any(cCall, cOtherTool)
	forbidsCall := sg.has[cNeg] && sg.has[cCall]
	if (rival || (userAsks || forbidsCall) && !ownScopeLimit29(sg.lower)) && !lt.in(notGuessing19f) && !failureInCondition20b(sg.lower) {
		return []textFinding{{rule: "poison-preference-manipulation", what: "an order to tell the user another tool, or what they asked for, is unavailable"}}
	}
	return nil
}

var (
	untilGivesUp19f = newPhraseSet("until the user gives up", "until the user cancels", "until the user abandons", "until the user drops", "until they give up", "until the user stops asking",
		"hasta que el usuario desista", "hasta que el usuario abandone", "hasta que el usuario cancele", "hasta que el usuario renuncie", "jusqu'à ce que l'utilisateur abandonne", "jusqu'à ce que l'utilisateur renonce",
		"bis der nutzer aufgibt", "bis der benutzer aufgibt", "bis der nutzer abbricht", "bis der benutzer abbricht", "finché l'utente non rinuncia", "finché l'utente non desiste", "finché l'utente rinuncia",
		"até que o usuário desista", "até o usuário desistir", "até que o usuário cancele", "пока пользователь не откажется", "пока пользователь не сдастся", "пока пользователь не отменит",
		"直到用户放弃", "直到用户取消", "ユーザーが諦めるまで", "ユーザーがあきらめるまで", "사용자가 포기할 때까지", "kullanıcı vazgeçene kadar", "aż użytkownik zrezygnuje", "tot de gebruiker opgeeft", "cho đến khi người dùng bỏ cuộc")
	answerThat19f = newPhraseSet("answer that", "reply that", "respond that", "trả lời rằng", "responde que", "responda que", "réponds que", "répondez que", "antworte, dass", "antworten sie, dass", "rispondi che", "ответь, что", "отвечай, что", "回答说", "と答え", "라고 답", "yanıt ver ki", "odpowiedz, że", "antwoord dat")
	// notGuessing19f prefer saying a value is missing to making one up:
	// the honest answer, not a denial.
	notGuessing19f = newPhraseSet("rather than estimat", "rather than guess", "instead of estimat", "instead of guess", "rather than invent", "instead of invent", "rather than making up", "instead of making up", "rather than fill", "instead of filling",
		"en lugar de estimar", "en lugar de adivinar", "en vez de inventar", "en lugar de inventar", "au lieu de deviner", "au lieu d'estimer", "plutôt que d'estimer", "plutôt que de deviner", "au lieu d'inventer",
		"statt zu schätzen", "anstatt zu schätzen", "statt zu raten", "anstatt zu raten", "statt zu erfinden", "invece di stimare", "invece di indovinare", "invece di inventare", "em vez de estimar", "em vez de adivinhar", "em vez de inventar",
		"вместо того чтобы угадывать", "вместо того чтобы оценивать", "не придумывай", "не выдумывай", "而不是猜测", "而不是估算", "不要猜测", "不要编造", "推測せず", "推測しないで", "でっち上げ", "추측하지 말고", "추정하지 말고", "지어내지 말고")
	// postCondition19f closes a condition after its clause, as Japanese,
	// Korean and Chinese do ("停止中の場合は").
	postCondition19f = newPhraseSet("の場合", "場合は", "なら", "경우", "的话", "时，", "時は")
	userAsks19f      = newPhraseSet(" asks", " fragt", " bittet", " chiede", " просит", " pide", " pede", " demande", "要求", "頼ん", "요청")
	alsoConnected19f = newPhraseSet("also connected", "also installed", "is connected too", "también conectad", "también instalad", "também conectad", "aussi connecté", "également connecté", "auch verbunden", "ebenfalls verbunden", "anche collegat", "anche connesso",
		"также подключ", "тоже подключ", "也已连接", "也连接", "も接続", "도 연결", "同じクライアントに接続")
)

// namesStatusCode reports a status code written out in capitals with an
// underscore (CERT_EXPIRED, NO_ACTIVE_DEVICE): a sentence that names one
// documents an error the tool returns.
func namesStatusCode(sent string) bool {
	if strings.IndexByte(sent, '_') < 0 {
		return false // a code holds an underscore
	}
	notCode := func(r rune) bool { return !(r == '_' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') }
	for _, f := range strings.FieldsFunc(sent, notCode) {
		if len(f) >= 6 && f[0] >= 'A' && f[0] <= 'Z' && strings.Contains(strings.Trim(f, "_"), "_") {
			return true
		}
	}
	return false
}
