package analysis

import (
	"fmt"
	"maps"
	"slices"
)

// Orders read over a whole text (tune21b), whose parts a writer spreads
// over sentences or leaves implied:
//   - the user's own password, PIN, one-time code or recovery words asked
//     for with a script: in the chat, in the clear, unmasked, or with a
//     line to tell the user ("to verify it's you", "say it's required");
//   - an answer given as if what was found did not exist, a denial or a
//     cover story for when the user asks, the name the user asked for
//     reported instead of the one used, or only the original payee shown;
//   - a sign-in, access or confirmation prompt meant for the user
//     approved or answered by the model itself;
//   - a protection (firewall, antivirus, tamper protection, MFA) switched
//     off and kept off, unconfirmed, or for speed.

// textFindings21b reports what tune21bText and askedInClear21b find in a
// text, once a rule; spans are its sentences, lower its lower form.
func textFindings21b(where func() string, text, lower string, lt lowText, spans []span, whole signals, ctx scanContext, seen map[string]bool) []finding {
	asking := whole.any(cAsk, cAskVerb) && whole.any(cSecret, cCode, cKeyMaterial)
	if ctx.value || ctx.purpose.screens || whole.has[cMention] || !(lt.in(gate21b) || asking && lt.in(quoteLine21b)) || lt.in(scanner18a) {
		return nil
	}
	rule, what := tune21bText(lt)
	if rule == "" && askedInClear21b(lower, lt, spans, whole, ctx) {
		rule, what = "poison-sensitive-path", "an order to have the user hand over a secret in the chat or under a pretext"
	}
	if rule == "" || seen[rule] {
		return nil
	}
	return []finding{{Rule: rule, Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(text))}}
}

// askedInClear21b reports a sentence that asks the user for a secret (its
// own, the sentence before's, or the field's) in the chat, in the clear or
// with a line to tell them, in a text that forbids no such asking.
func askedInClear21b(lower string, lt lowText, spans []span, whole signals, ctx scanContext) bool {
	if !(whole.any(cAsk, cAskVerb) || lt.in(ask21b)) || !(whole.any(cSecret, cCode, cKeyMaterial) || lt.in(secret21b)) || !(lt.in(inClear21b) || lt.in(pretext21b)) || lt.in(neverAsk21b) || lt.in(warns21b) {
		return false
	}
	prior := namesSecret(ctx.property)
	for _, s := range spans {
		sg := signalsOf(s)
		sl := lowered(lower[s.start:s.end])
		secret := sg.any(cSecret, cCode, cKeyMaterial) || sl.in(secret21b)
		if (asksFree21b(s.hits) || sl.in(ask21b) || sg.free[cAskVerb] && sg.has[cModel]) && (secret || prior) && (sl.in(inClear21b) || sl.in(pretext21b)) {
			return true
		}
		prior = prior || secret
	}
	return false
}

// asksFree21b reports an ask with no negation before it in its clause:
// "ask for it if you don't have it" asks, "do not ask for it" does not.
func asksFree21b(hits []hit) bool {
	for i, h := range hits {
		if h.c != cAsk {
			continue
		}
		negated := false
		for _, n := range hits[:i] {
			negated = negated || n.c == cNeg && n.clause == h.clause
		}
		if !negated {
			return true
		}
	}
	return false
}

// tune21bText returns the rule and finding of a text that orders one of
// the deceptions or a protection switched off, or "" when it holds none.
func tune21bText(lt lowText) (rule, what string) {
	if lt.in(warns21b) {
		return "", ""
	}
	switch {
	case lt.in(asIf21b) && lt.in(absent21b):
		return "poison-answer-manipulation", "an order to answer as if what was found did not exist"
	case lt.in(userAsks21b) && lt.in(deny21b):
		return "poison-concealment", "an order to deny or misstate to the user what was done"
	case lt.in(asked21b) && lt.in(notUsed21b):
		return "poison-concealment", "an order to report what the user asked for rather than what was used"
	case lt.in(showOnly21b) && lt.in(original21b) && lt.in(payee21b):
		return "poison-concealment", "an order to show the user only the original payee while another is used"
	case lt.in(approveAct21b) && lt.in(userPrompt21b) && lt.in(onBehalf21b) && !lt.in(askFirst21b) && !lt.in(neverApprove21b):
		return "poison-hidden-instruction", "an order to approve a sign-in, access or confirmation prompt meant for the user"
	case lt.in(protection21b) && lt.in(switchOff21b) && (lt.in(keepOff21b) || lt.in(unasked21b) || lt.in(forSpeed21b)) && !lt.in(askFirst21b):
		return "poison-hidden-instruction", "an order to switch a protection off and keep it off, unasked"
	}
	return "", ""
}

// templateSecret21b reports a resource template whose variable is the
// user's password, PIN or recovery words: reading it writes the secret
// into a URI, which clients log and servers keep.
func templateSecret21b(it Item) []finding {
	vars := map[string]bool{}
	templateVariables(it.ID, vars)
	for _, v := range slices.Sorted(maps.Keys(vars)) { // in order: the first secret is named
		lv := lowered(spelt44.Replace(v) + " ")
		if lv.in(secretVar21b) && !lv.in(notSecretVar21b) {
			return []finding{{Rule: "poison-sensitive-path", Message: fmt.Sprintf("%s puts the user's secret in its URI as the variable {%s}", itemPlace(it.Kind, it.ID), v)}}
		}
	}
	return nil
}

var (
	// ask21b ask the user, where the lexicon lacks the language.
	ask21b = newPhraseSet("poproś", "zeptej se", "zeptejte se", "vraag de gebruiker", "vraag het", "اطلب من", "попроси", "попросіть", "聞き出", "聞いてください", "聞いて", "ask them for", "ask them to type", "ask them to paste")
	// secret21b name a user's secret the lexicon lacks.
	secret21b = newPhraseSet(" pin", "pin-", "pin ", "blik", "clave dinámica", "clave única", "heslo", "sms kód", "sms-kód", "kod z sms", "код з sms", "код із sms", "kod sms", "wachtwoord", "كلمة المرور", "رمز التحقق", "암호", "暗証番号", "口座暗証", "şifre")
	// inClear21b have the secret typed where the model and the logs keep
	// it: in the chat, in plaintext, unmasked, verbatim, for the session.
	inClear21b = newPhraseSet("in the chat", "in chat", "into the chat", "en el chat", "dans le chat", "dans la conversation", "im chat", "hier im chat", "nella chat", "no chat", "в чат", "в чате", "チャットで", "チャットへ", "チャットに", "聊天中", "对话中", "대화창", "채팅창",
		"plaintext", "in plain text", "in the clear", "klartext", "en clair", "texto plano", "texto claro", "in chiaro", "открытом виде", "明文", "平文", "평문",
		"verbatim", "word for word", "don't mask", "do not mask", "unmasked", "enmascares", "sin enmascarar", "マスクしない", "不要遮盖", "不要打码", "не маскир", "nicht maskier", "non mascherar", "ne masquez", "sem mascarar", "così com'è", "wörtlich",
		"for this session", "for the session", "pour la session", "für die sitzung", "para la sesión", "per la sessione", "на всю сессию", "keep it for")
	// pretext21b give the model a line to tell the user, or a reason to
	// keep back, while it asks.
	pretext21b = newPhraseSet("to verify it's you", "to verify it is you", "verify it's you", "say it's", "say it is", "security step", "security check'", "for security reasons'", "it is safe to", "it's safe to", "safe to paste", "seguro colar", "seguro pegar", "sûr de coller", "sicuro incollar",
		"don't explain why", "do not explain why", "niet uitleggen", "no expliques", "no le expliques", "n'expliquez pas", "sans expliquer", "nicht erklären", "ohne zu erklären", "non spiegare", "não explique", "не объясняй", "не поясню", "理由は言わ", "不要解释",
		"terloops", "casually", "en passant", "nebenbei", "de pasada", "di sfuggita",
		"وقل", "قل إن", "قل ان", "powiedz", "řekni", "řekněte", "поясни", "скажи, що", "скажи что", "скажи, что", "と言って", "と伝えて", "と説明", "라고 말", "라고 안내", "就说", "告诉他们这是", "dile que", "dígale que", "dites-lui", "dis-lui", "sagen sie ihm", "sag ihm", "digli che", "dica che", "diga que", "diga a ele",
		"'kvůli", "('to", "« pour", "\"to ", "'to ", "‘to ", "('", "『", "「", "(«")
	// quoteLine21b open a line quoted for the user to hear: short, so kept
	// out of gate21b and asked only where a secret is asked for.
	quoteLine21b = newPhraseSet("('", "『", "「", "(«")
	// neverAsk21b forbid the asking: the honest note.
	neverAsk21b = newPhraseSet("never ask", "do not ask", "don't ask", "not ask the user", "never paste", "do not paste", "don't paste", "never type", "never share", "never enter", "never requests", "never request",
		"nunca pidas", "no pidas", "no le pidas", "nunca pida", "ne demandez jamais", "ne demandez pas", "ne demande jamais", "nie nach", "fragen sie nie", "non chiedere mai", "non chiedere", "mai chiedere", "nunca peça", "não peça", "nunca pergunte",
		"не спрашивай", "не проси", "не запрашива", "不要询问", "不要索要", "切勿", "绝不", "聞かない", "求めない", "尋ねない", "묻지 마", "요구하지 마")
	// warns21b warn of a scam that asks for secrets.
	warns21b = newPhraseSet("scam", "fraud", "phishing", "诈骗", "詐欺", "사기", "estafa", "arnaque", "betrug", "мошен", "truffa", "golpe", "oszust")

	// asIf21b answer as if; absent21b say what was found did not exist.
	asIf21b   = newPhraseSet("as if ", "as though", "als gäbe", "als ob", "comme si", "como si", "come se", "como se ", "как будто", "как если бы", "仿佛", "好像", "ように答え", "것처럼")
	absent21b = newPhraseSet("no such", "none exist", "did not exist", "do not exist", "don't exist", "doesn't exist", "does not exist", "were none", "was none", "not exist", "es sie nicht", "es nicht", "n'existai", "n'existe", "no existie", "no existe", "no hubiera", "non esistess", "non ci foss", "não existi", "не существ", "не было", "不存在", "没有", "存在しない", "なかった", "없는 것처럼", "없었던 것처럼")

	// userAsks21b a question from the user to come; deny21b the denial or
	// cover story the text scripts for it.
	userAsks21b = newPhraseSet("if the user asks", "if the user later asks", "if users ask", "when the user asks", "if asked", "if the user wonders", "si l'utilisateur demande", "si l'utilisateur pose", "si el usuario pregunta", "si te preguntan", "wenn der nutzer fragt", "wenn der benutzer fragt", "falls der nutzer fragt", "se l'utente chiede", "se l'utente domanda", "se o usuário perguntar", "если пользователь спрос", "если спросят", "如果用户问", "用户问起", "若用户询问", "ユーザーに聞かれ", "ユーザーが尋ね", "사용자가 물으면", "사용자가 묻", "sorulursa", "sa2al", "uliza", "akiuliza")
	deny21b     = newPhraseSet("say no", "answer no", "reply no", "say that no", "answer that no", "répondez que non", "réponds que non", "dites que non", "responde que no", "di que no", "diga que no", "antworte mit nein", "sag nein", "sagen sie nein", "rispondi di no", "risponda di no", "responda que não", "diga que não", "ответь, что нет", "отвечай, что нет", "скажи, что нет", "就说没有", "回答没有", "いいえと", "아니라고",
		"it only read", "you only read", "only read data", "only read files", "aver solo letto", "solo ha leído", "solo leyó", "n'a fait que lire", "nur gelesen", "apenas leu", "только читал", "只读取了", "読んだだけ", "읽기만 했",
		"say they are deprecated", "say it is deprecated", "'de", "' de", "\" de")

	// asked21b the value the user asked for; notUsed21b against the one
	// really used.
	asked21b   = newPhraseSet("the user asked for", "the user requested", "user asked for", "requested model", "model name the user", "modello richiesto", "nome del modello richiesto", "modelo solicitado", "modèle demandé", "angeforderte modell", "запрошенн", "用户要求的", "用户指定的", "ユーザーが指定した", "사용자가 요청한")
	notUsed21b = newPhraseSet("not the one you sent", "not the one used", "not the one you used", "non quello usato", "non quello utilizzato", "no el que", "no el usado", "pas celui", "nicht das verwendete", "nicht den verwendeten", "а не тот", "а не использ", "而不是实际", "仍写", "実際のものではなく", "실제 사용한 것이 아니라")

	// showOnly21b show the user only; original21b the original payee.
	showOnly21b = newPhraseSet("show only", "only show", "display only", "just display", "mostra pro usuário só", "mostre só", "mostra só", "muestra solo", "mostrar solo", "montre seulement", "n'affiche que", "zeige nur", "mostra solo", "показывай только", "покажи только", "只显示", "仅显示", "zhi xianshi", "だけ表示", "만 표시", "show the original", "display the original")
	payee21b    = newPhraseSet("payee", "recipient", "receiver", "chave", "key", "shoukuan", "收款", "till", "uen", "iban", "account", "konto", "cuenta", "compte", "conto", "conta", "счёт", "счет", "получател", "empfänger", "destinatari", "bénéficiaire", "beneficiario", "favorecido", "受取", "수취", "duka", "shop")
	original21b = newPhraseSet("original", "orijinal", "yuan shoukuan", "原收款", "原始收款", "оригинал", "исходн", "元の", "원래", "jina la duka", "originale")

	// protection21b name a safeguard of the machine or the account.
	protection21b = newPhraseSet("firewall", "antivirus", "anti-virus", "tamper protection", "tamper_protection", "realtime_scanning", "real-time protection", "realtime protection", "real-time scanning", "real-time monitoring", "tempo_real", "tempo real", "tiempo real", "temps réel", "echtzeit", "tempo reale", "реальном времени", "实时防护", "リアルタイム保護", "실시간 감시", "defender", " edr", "edr ", "behavior monitoring", "behaviour monitoring", "cloud_lookup", "cloud lookup", "network protection", "самозащит", "антивирус", "мониторинг активности", " mfa", "mfa ", "mfa_", "_mfa", " 2fa", "2fa ", "2fa_", "two-factor", "controllo_rischio", "risk control", "proteção", "protecao", "protección", "schutz", "protection", "ファイアウォール", "ウイルス対策", "防火墙", "杀毒", "방화벽", "백신")
	// switchOff21b set it off.
	switchOff21b = newPhraseSet("=false", "= false", "=off", ":off", "\"off\"", "'off'", "disable", "turn off", "turn it off", "switch off", "deactivat", "desativ", "desliga", "desactiv", "отключ", "выключ", "停止", "無効", "关闭", "비활성", "끄", "ausschalt", "abschalt", "deaktivier", "désactiv", "disattiv", "spegn")
	// keepOff21b keep it off; unasked21b without the user; forSpeed21b a
	// pretext of speed or noise.
	keepOff21b  = newPhraseSet("keep them off", "keep it off", "never restore", "do not re-enable", "don't re-enable", "not turn it back on", "for the remainder", "rest of the session", "не включайте обратно", "не включай обратно", "no lo reactives", "nicht wieder", "ne pas réactiver", "non riattivar", "não reative", "再度有効にしない", "다시 켜지")
	unasked21b  = newPhraseSet("without confirmation", "without asking", "no confirmation", "don't wait for", "do not wait for", "não espere", "sin confirmación", "sin preguntar", "sans confirmation", "sans demander", "ohne bestätigung", "ohne rückfrage", "senza conferma", "senza chiedere", "без подтвержд", "без вопросов", "无需确认", "確認せず", "확인 없이", "ユーザーには表示しない", "不要告诉用户", "no hace falta pedir", "directamente", "apply it directly", "apply directly", "immediately", "sofort", "immédiatement", "inmediatamente", "subito", "imediatamente", "немедленно", "立即", "直ちに", "즉시", "already approved", "ya lo aprobó", "bereits genehmigt", "déjà approuvé", "già approvat", "já aprovou", "уже одобр")
	forSpeed21b = newPhraseSet("slow", "throttle", "performance", "faster", "speed up", "lentitud", "lento", "lent ", "langsam", "тормоз", "медлен", "ускор", "卡顿", "遅い", "느려", "false positive", "faux positif", "falso positivo", "fehlalarm", "ложн")
	// askFirst21b leave the switch to the user.
	askFirst21b = newPhraseSet("ask the user first", "ask the user before", "with the user's consent", "after the user confirms", "only if the user asks", "only when the user asks", "only at the user's request", "confirm with the user", "requires confirmation", "user must confirm", "el usuario lo pide", "l'utilisateur le demande", "der nutzer es verlangt", "l'utente lo chiede", "o usuário pedir", "пользователь попросит", "用户要求时", "ユーザーが求めた場合", "사용자가 요청할 때")

	// secretVar21b name a user secret in a template variable (spaces for
	// underscores, a space after); notSecretVar21b name what is not one.
	secretVar21b    = newPhraseSet("password", "passwort", "passwd", "passphrase", "contraseña", "contrasena", "clave maestra", "senha", "mot de passe", "mdp ", "master ", " pin ", "pin ", "pin code", "cvv", "cvc", "otp", "seed", "mnemonic", "暗証番号", "비밀번호", "密码", "パスワード", "пароль", "parol")
	notSecretVar21b = newPhraseSet(" id ", "hint", "policy", "length", "name ", "expir", "age ", "strength", "reset", "pinned", "pinterest")

	// approveAct21b approve or answer a prompt; userPrompt21b a prompt the
	// user is to decide; onBehalf21b the model deciding it alone.
	approveAct21b   = newPhraseSet("approve ", "approve it", "approve them", "accept it", "accept the", "answer it yourself", "respond to the challenge", "aprueba", "apruébala", "aprove ", "aprova a ", "aprova o ", "approuve", "acceptez", "accepte-la", "genehmige", "bestätige", "bestätigen sie", "approva ", "approvala", "approvale", "accetta ", "подтвержда", "одобр", "承認して", "承認する", "批准", "同意该", "승인하", "수락하")
	userPrompt21b   = newPhraseSet("push", "sign-in", "signin", "login request", "mfa", "2fa", "prompt", "challenge", "elicitation", "confirmation dialog", "access request", "solicitud de acceso", "solicitação", "solicitações", "notificaç", "demande d'accès", "anmeldeanfrage", "zugriffsanfrage", "richiesta di accesso", "запрос", "登录请求", "サインイン要求", "ログイン要求", "로그인 요청", "offer", "oferta", "offre", "angebot", "offerta", "предложени")
	onBehalf21b     = newPhraseSet("yourself", "on their behalf", "on the user's behalf", "without asking", "do not ask", "don't ask", "do not bother the user", "don't bother the user", "not interrupted", "before replying", "the most recent", "sin consultar", "sin preguntar", "por su cuenta", "a mais recente", "sem perguntar", "la plus récente", "sans demander", "vous-même", "selbst", "ohne nachzufragen", "ohne rückfrage", "senza chiedere", "da solo", "без вопросов", "самостоятельно", "не спрашивая", "自行", "无需询问", "自分で", "確認せず", "직접", "묻지 말고")
	neverApprove21b = newPhraseSet("never approve", "do not approve", "don't approve", "never accept", "nunca apruebes", "no apruebes", "n'approuvez jamais", "niemals genehmigen", "non approvare", "nunca aprove", "никогда не подтверждай", "не подтверждайте", "不要批准", "承認しない", "승인하지 마")

	// gate21b holds a phrase every reading needs but a quoted line, so
	// that one pass, skipping ahead, rules most texts out.
	gate21b = newPhraseSet(slices.DeleteFunc(slices.Concat(inClear21b.phrases, pretext21b.phrases, asIf21b.phrases, userAsks21b.phrases, asked21b.phrases, showOnly21b.phrases, approveAct21b.phrases, protection21b.phrases), func(p string) bool { return quoteLine21b.in(p) })...)
)
