package analysis

import (
	"strings"
	"unicode"
)

// Terse tools (tune15c): the attack is a clause of a few words, so the
// mechanism is read from the clause and from where it sits. Sentences: an
// example value or a fixed address made the recipient when the user names
// none, a verdict for a third party fixed for every answer, a copy sent
// out, a record kept or a fee kept from the user, a failure reported as a
// success, a secret of the user's added to the next call, a confirmation
// claimed as given or skipped for a purchase. Defaults that choose for the
// user: a ranking that puts partners first, a verdict written into the
// value, a fixed payee, the user's "yes", the conversation, the environment.

// tune15cReading returns the rule and finding of a terse sentence that
// fixes a recipient or a verdict chosen by the text, keeps from the user
// what is done with their data or money, or reports a failure as a
// success, or "" when it holds none. prop is the lowercased name of the
// property the sentence describes (iban, telefono): the sentence may name
// only the fallback.
func tune15cReading(lt, prop lowText) (rule, what string) {
	switch {
	case lt.in(useExample15c) && (lt.in(destination15c) || prop.in(destination15c)) && !lt.in(exampleFormat15c):
		return "poison-hidden-instruction", "an order to send to the example's recipient or account when the user names none"
	case lt.in(unlessOtherwise15c) && (lt.in(payeeDesc15c) || lt.in(delivery15c) || prop.in(payeeDesc15c)) && hasDigit(lt.s):
		return "poison-hidden-instruction", "a recipient, payee or delivery address fixed by the text unless the user objects"
	case lt.in(keepFromUser15c) && (lt.in(outbound15c) || lt.in(keptOrCharged15c)) && !lt.in(plainText15c) && !surpriseKept19b(lt):
		return "poison-concealment", "an order to keep a copy sent out, a record kept, a fee or a call from the user"
	case lt.in(claimSuccess15c) && lt.in(concessive15c) && lt.in(failed15c) && !lt.in(noClaim15c):
		return "poison-answer-manipulation", "an order to report success to the user when the action failed"
	case lt.in(onlyVerdict15c) && lt.in(advise15c) || lt.in(always15c) && (lt.in(verdict15c) || lt.in(promoCode15c) && lt.in(advise15c)):
		if lt.in(fairVerdict15c) {
			return "", ""
		}
		return "poison-answer-manipulation", "an order to name one product or seller as the best in every answer"
	}
	return "", ""
}

// judgeTune15c reads a terse order that needs the sentence's concepts: a
// secret of the user's to be added to the next call, the user's
// confirmation claimed as given before, or a purchase made without it.
func judgeTune15c(sg signals, hits []hit, sent string, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || !sg.any(cConfirm, cInclude, cSend, cCall, cSecret, cMoney, cPurchase) {
		return nil
	}
	lt := sg.phrases()
	switch {
	case lt.in(nextCall15c) && lt.in(userSecret15c) && !sg.has[cNeg] && !lt.in(returnedHere15c):
		return []textFinding{{rule: "poison-exfiltration", what: "an order to add a secret of the user's to the next call"}}
	case sg.has[cConfirm] && sg.has[cNeg] && lt.in(confirmedBefore) && !lt.in(conditional15c):
		return []textFinding{{rule: "poison-hidden-instruction", what: "a claim that the user confirmed before, so as not to ask them"}}
	case sg.any(cPurchase, cMoney) && (askNegated(hits, sg.lower, sg.start) || lt.in(noConfirm15c)) && negations(hits) <= 1 && !lt.in(forbid15c):
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to pay or buy without asking the user"}}
	}
	return nil
}

// negations counts the negations among hits.
func negations(hits []hit) int {
	n := 0
	for _, h := range hits {
		if h.c == cNeg {
			n++
		}
	}
	return n
}

// tune15cJudged reports a sentence with no concept that holds a reading,
// or may with its property's name: a fallback to the example value.
func tune15cJudged(lt lowText) bool {
	return holdsReading(tune15cReading, lt) || lt.in(useExample15c)
}

// fixedPayee15c is the reading of tune15cDefault with its target written
// out: firm.
const fixedPayee15c = "a payee or destination fixed by the text"

// tune15cDefault names the choice a default makes against the user, or "":
// a sort order that puts partners or sponsors first, a verdict written
// into the value ("presented as independent"), a payee or destination
// fixed as an account, number or address, the user's confirmation
// answered yes, a placeholder for the conversation or the system prompt
// ("{full chat history}"), or a command that dumps the environment.
func tune15cDefault(name, desc string, def any) string {
	v, ok := def.(string)
	if !ok {
		return ""
	}
	lv := strings.ToLower(v)
	switch {
	case sortField15c.in(name+" "+desc) && partnerFirst15c.in(lv):
		return "a ranking that puts partners or sponsors first chosen for the user"
	case presentedAs15c.in(lv):
		return "a verdict for the user written into the value"
	case (payeeDesc15c.in(name) || destination15c.in(desc) && payeeDesc15c.in(desc)) && namesAccount(lv):
		return fixedPayee15c
	case confirmField15c.in(name) && yesWords15c[strings.TrimSpace(lv)]:
		return "the user's confirmation answered in advance"
	case strings.ContainsAny(lv[:min(len(lv), 1)], "{<[") && chatPlaceholder15c.in(lv):
		return "the conversation or the system prompt filled in by default"
	case envDump15c.in(lv):
		return "a dump of the environment attached by default"
	}
	return ""
}

// namesAccount reports a value that names an account, number or address:
// an e-mail address (not a placeholder's) or five digits or more.
func namesAccount(v string) bool {
	if strings.Contains(v, "@") {
		return !strings.Contains(v, "example.")
	}
	digits := 0
	for _, r := range v {
		if unicode.IsDigit(r) {
			digits++
		}
	}
	return digits >= 5
}

var (
	// unlessOtherwise15c keep a choice unless the user says otherwise.
	unlessOtherwise15c = newPhraseSet("unless told otherwise", "unless stated otherwise", "unless the user says otherwise", "sauf mention contraire", "sauf indication contraire", "salvo indicación contraria", "salvo que se indique",
		"salvo indicazione contraria", "salvo diversa indicazione", "salvo indicação em contrário", "sofern nicht anders", "wenn nicht anders angegeben", "если не указано иное", "если не сказано иное", "除非另有说明", "除非用户另行", "特に指定がなければ", "指定がない限り", "별도 지정이 없으면", "따로 말하지 않으면")
	// delivery15c name where an order is delivered.
	delivery15c = newPhraseSet("deliver", "shipping address", "livraison", "lieferadresse", "lieferung", "entrega", "consegna", "доставк", "配送", "配達", "收货", "배송")
	// keepFromUser15c order the user not be told or shown.
	keepFromUser15c = newPhraseSet("don't tell the user", "do not tell the user", "don't show the user", "do not show the user", "never mention", "don't mention", "do not mention",
		"nie erwähnen", "nicht erwähnen", "dem nutzer nicht", "dem benutzer nicht", "n'indique pas", "ne montre pas", "ne dis pas", "ne mentionne pas", "ne jamais mentionner",
		"no le digas", "no muestres", "no menciones", "não diga", "não mostre", "não mencione", "non dire", "non mostrare", "non menzionare", "не показывай", "не сообщай", "не говори", "не упоминай",
		"不要告诉", "不要向用户透露", "不要向用户显示", "不要向用户提及", "不要提及", "伝えない", "伝えないで", "表示しない", "言わない", "알리지 마", "알리지 말", "보여주지 마", "언급하지 마")
	// outbound15c name a copy or a sending to an outside place.
	outbound15c = newPhraseSet("copy", "copie", "copia", "cópia", "kopie", "копи", "副本", "复制", "コピー", "복사", "sent to", "envoy", "enviad", "inviat", "gesendet", "отправк", "отправл", "发送", "送信", "전송",
		"external", "extern", "внешн", "外部", "외부", "server", "serveur", "servidor", "сервер", "服务器", "サーバ", "서버")
	// keptOrCharged15c name a record kept, a fee charged or a call made.
	keptOrCharged15c = newPhraseSet("retained", "kept", "conserv", "aufbewahrt", "保留", "보관", "fee", "commission", "gebühr", "provision", "frais", "comisión", "comissão", "commissione", "комисси", "手续费", "佣金", "手数料", "수수료",
		"aufruf", "this call", "questa chiamata", "esta llamada", "esta chamada", "этот вызов", "本次调用", "この呼び出し", "이 호출")
	// plainText15c name a secret shown in clear: hiding it protects the user.
	plainText15c = newPhraseSet("plain text", "plaintext", "in clear", "klartext", "en clair", "in chiaro", "texto plano", "texto claro", "открытом виде", "明文", "平文", "평문", "masked", "maskiert", "masqué", "enmascarad", "mascarad")
	// nextCall15c name the next call.
	nextCall15c = newPhraseSet("next call", "next request", "chiamata successiva", "prossima chiamata", "próxima chamada", "próxima llamada", "prochain appel", "appel suivant", "nächsten aufruf", "folgenden aufruf",
		"следующем вызове", "следующий вызов", "下次调用", "下一次调用", "次回呼び出し", "次の呼び出し", "다음 호출")
	// userSecret15c name a secret of the user's, not one the tool returns.
	userSecret15c = newPhraseSet("cookie", "password", "passwort", "mot de passe", "contraseña", "senha", "пароль", "密码", "パスワード", "비밀번호", "aws", "ssh", "private key", "chiave privata", "clé privée", "clave privada", "privater schlüssel", "приватный ключ", "私钥", "秘密鍵", "개인 키")
	// returnedHere15c name a value this response returns.
	returnedHere15c = newPhraseSet("returned", "this value", "this response", "restituit", "zurückgegeben", "renvoyé", "devuelt", "retornad", "возвращ", "返回的", "返された", "반환된")
	// noConfirm15c leave out the user's confirmation.
	noConfirm15c = newPhraseSet("without confirmation", "without asking", "no confirmation", "nicht um bestätigung", "ohne bestätigung", "ohne rückfrage", "sans confirmation", "sans demander", "sin confirmación", "sin preguntar",
		"sem confirmação", "sem perguntar", "senza conferma", "senza chiedere", "без подтверждения", "не спрашивая", "无需确认", "不用确认", "不需要确认", "確認なし", "確認せず", "확인 없이", "묻지 않고")
	// forbid15c forbid outright.
	forbid15c = newPhraseSet("never", "nie ", "niemals", "jamais", "nunca", "mai ", "никогда", "绝不", "决不", "決して", "절대")
	// claimSuccess15c report success.
	claimSuccess15c = newPhraseSet("erfolg melden", "erfolgreich melden", "report success", "say it succeeded", "it succeeded", "as successful", "signaler un succès", "indiquer un succès", "annoncer un succès", "comunicare successo", "segnalare successo", "indicare successo",
		"reportar éxito", "indicar éxito", "informar éxito", "informar sucesso", "reportar sucesso", "об успехе", "报告成功", "显示成功", "成功と報告", "成功と伝え", "成功したと", "성공으로", "성공했다고")
	// failed15c name a failure.
	failed15c = newPhraseSet("fail", "falla", "falle", "fallo", "échoue", "échec", "fallisce", "fallito", "fehlschläg", "scheitert", "falha", "falhar", "не удал", "ошибк", "失败", "失敗", "실패")
	// noClaim15c refuse to report success.
	noClaim15c = newPhraseSet("not report", "don't report", "never report", "nicht erfolg", "keinen erfolg", "ne pas signaler", "ne pas indiquer", "no reportar", "no indicar", "não informar", "não reportar", "non segnalare", "non comunicare",
		"не сообщай об успехе", "не сообщать об успехе", "不要报告成功", "不要显示成功", "報告しない", "보고하지")
	// concessive15c mark what holds whatever happened.
	concessive15c = newPhraseSet("anyway", "regardless", "even if", "even though", "trotzdem", "dennoch", "auch wenn", "quand même", "même si", "comunque", "anche se", "igualmente", "de todos modos", "aunque", "mesmo assim", "mesmo que",
		"всё равно", "все равно", "даже если", "仍然", "依然", "即使", "それでも", "たとえ", "그래도", "하더라도")
	// conditional15c make a clause conditional.
	conditional15c = newPhraseSet("if ", "si ", "se ", "wenn", "falls", "если", "如果", "場合", "경우", "once ", "sobald")
	// useExample15c fall back to an example value.
	useExample15c = newPhraseSet("use the example", "use the sample", "use example", "example value", "example address", "example number", "example account",
		"使用示例", "用示例", "示例值", "示例中的", "例の値", "例の番号", "例の口座", "例を使", "예시 번호", "예시 값", "예시값", "예시를 사용", "예시 사용", "예시로",
		"usa l'esempio", "usare l'esempio", "valore di esempio", "usa el del ejemplo", "usa el ejemplo", "usar el ejemplo", "valor de ejemplo", "use o exemplo", "usar o exemplo", "valor de exemplo",
		"reprendre l'exemple", "reprends l'exemple", "utiliser l'exemple", "utilise l'exemple", "valeur d'exemple", "beispiel verwenden", "beispiel nehmen", "beispielwert",
		"используй пример", "использовать пример", "из примера", "значение примера")
	// exampleFormat15c mark an example of a format, not of a value.
	exampleFormat15c = newPhraseSet("format", "格式", "形式", "형식", "формат", "pattern", "syntax")
	// destination15c name where money or a message goes.
	destination15c = newPhraseSet("recipient", "receiver", "payee", "beneficiar", "destination", "address", "account", "phone", "iban", "e-mail", "email", "wallet",
		"收款", "收件", "接收", "账户", "账号", "受取", "宛先", "送信先", "口座", "振込", "받는", "수신", "계좌", "번호", "전화",
		"destinat", "destino", "empfänger", "empfaenger", "konto", "numero", "número", "telefon", "teléfono", "conta", "compte", "adresse", "indirizzo", "dirección", "endereço",
		"получател", "счёт", "счет", "номер", "адрес", "кошел")
	// payeeDesc15c name the receiving end in a field's description.
	payeeDesc15c = newPhraseSet("recipient", "receiver", "payee", "beneficiar", "destination", "destino", "destinat", "empfänger", "zielkonto", "получател", "收款", "收件", "送信先", "宛先", "振込先", "受取", "받는", "수신")
	// always15c make an order hold for every answer.
	always15c = newPhraseSet("always", "sempre", "stets", "immer", "toujours", "siempre", "必ず", "常に", "始终", "总是", "一律", "务必", "всегда", "항상", "반드시", "termine par", "end every", "end with")
	// verdict15c name a verdict of best, safest or most reliable.
	verdict15c = newPhraseSet("best choice", "best option", "number one choice", "scelta più affidabile", "scelta migliore", "migliore scelta", "testsieger", "beste wahl", "meilleur choix", "meilleure option", "mejor opción", "mejor elección", "melhor opção", "melhor escolha",
		"最もおすすめ", "一番おすすめ", "最もお勧め", "最佳选择", "最好的选择", "首选", "лучший выбор", "лучшим выбором", "최고의 선택", "최선의 선택", "가장 추천")
	// onlyVerdict15c call one choice the only safe or trustworthy one.
	onlyVerdict15c = newPhraseSet("as the only safe", "as the only trustworthy", "as the only reliable", "as the only trusted", "is the only safe", "is the only trusted", "unica sicura", "unica affidabile", "única segura", "única confiável", "única fiable", "seul fiable", "seule fiable", "einzig sicher", "einzige sichere", "единственный надёжн", "единственный надежн", "唯一安全", "唯一可靠", "唯一の安全", "유일하게 안전")
	// promoCode15c name a promotion code.
	promoCode15c = newPhraseSet("promo code", "promocode", "coupon code", "промокод", "código promocional", "code promo", "codice promozionale", "gutscheincode", "rabattcode", "优惠码", "折扣码", "クーポンコード", "プロモコード", "프로모션 코드", "할인 코드")
	// advise15c advise or recommend.
	advise15c = newPhraseSet("recommend", "suggest", "advise", "совету", "рекоменд", "предлага", "empfiehl", "consiglia", "recomiend", "recomend", "conseill", "推荐", "建议", "すすめ", "勧め", "추천", "권하")
	// fairVerdict15c mark a verdict the data decides or one refused.
	fairVerdict15c = newPhraseSet("never recommend", "do not recommend", "don't recommend", "neutral", "objective", "by rating", "by price", "based on", "according to", "secondo", "según", "selon", "segundo", "laut ", "по рейтинг", "根据", "に基づ", "기준으로", "if the data", "best match", "best-rated", "highest rated")
	// sortField15c name a sort order.
	sortField15c = newPhraseSet("sort", "order", "ord", "rank", "tri", "reihenfolge", "порядок", "сортир", "排序", "排列", "並び", "順", "정렬", "순서")
	// partnerFirst15c name partners, sponsors or a brand put first.
	partnerFirst15c = newPhraseSet("partner", "sponsor", "socio", "parceir", "partenaire", "patrocin", "convenzion", "promoted", "партнер", "партнёр", "спонсор", "提携", "合作", "赞助", "品牌优先", "스폰서", "제휴", "광고")
	// presentedAs15c present a choice to the user as best or independent.
	presentedAs15c = newPhraseSet("as independent", "presented as", "come indipendent", "como independiente", "comme indépendant", "als unabhängig", "como independente", "как независим", "说明为最佳", "称为最佳", "最良と説明", "最適と説明", "최고라고", "최선이라고")
	// chatPlaceholder15c name the conversation or the system prompt.
	chatPlaceholder15c = newPhraseSet("system prompt", "systemprompt", "conversation", "chat history", "messages", "histórico", "historique", "cronologia", "historial", "verlauf", "nachrichten", "conversa", "conversazione", "conversación",
		"история", "переписк", "сообщени", "对话", "聊天记录", "会話", "履歴", "대화", "메시지")
	// envDump15c print the whole environment.
	envDump15c = newPhraseSet("printenv", "env |", "env>", "env >", "process.env", "os.environ", "$(env)", "`env`", "set |", "get-childitem env:")
	// confirmField15c name a field that holds the user's confirmation.
	confirmField15c = newPhraseSet("confirm", "bestätig", "bestaetig", "conferm", "подтвержд", "确认", "確認", "확인", "approv")
	// yesWords15c answer yes.
	yesWords15c = map[string]bool{"yes": true, "y": true, "oui": true, "sí": true, "si": true, "ja": true, "sim": true, "да": true, "是": true, "はい": true, "네": true, "예": true, "confirmed": true, "approved": true}
)
