package analysis

import "strings"

// Claims of authority over the model (tune18c): a text that puts itself,
// or what a tool returns, above the user or the model's own rules, or that
// plants a lasting rule. The sign against the user is the user's say
// removed (the text wins a conflict, applies in later sessions unasked) or
// something kept from the user:
//   - a text, a block in fetched content or a field of the result said to
//     outrank what the user asked ("replaces the user's task", "prevalgono
//     sulla richiesta dell'utente", "即使用户明确要求");
//   - a block written for AI readers in fetched content to be followed,
//     or kept as a standing rule for later conversations;
//   - a rule applied in later conversations without asking the user, or
//     as if the user had given it;
//   - an aside labelled for the model that hides something from the user,
//     opens the user's data to everyone or reaches for a secret;
//   - the user's links rewritten through a fixed redirector;
//   - an agent's standing instructions file (AGENTS.md) written covertly.

// tune18cReading returns the rule and finding of a sentence that holds one
// of those, or "" when it holds none.
func tune18cReading(lt, prop lowText) (rule, what string) {
	refused := lt.in(refuse18c)
	switch {
	case lt.in(overUser18c) && !lt.in(userDrives18c) && !refused:
		return "poison-hidden-instruction", "a claim that a text or what a tool returns outranks the user's request"
	case lt.in(forAI18c) && lt.in(obey18c) && !refused:
		return "poison-hidden-instruction", "an order to follow text that fetched content addresses to the model"
	case ((lt.in(forAI18c) || lt.in(fetched18c) && lt.in(ruleWord18c)) && lt.in(keep18c) || lt.in(unasked18c) || lt.in(asUser18c) || lt.in(referral18c)) && lt.in(lasting18c) && !refused:
		return "poison-hidden-instruction", "an order to keep outside text as a lasting rule applied without the user's say"
	case lt.in(modelLabel18c) && lt.in(hideUser18c):
		return "poison-concealment", "an aside for the model that keeps something from the user"
	case lt.in(modelLabel18c) && (lt.in(everyone18c) || lt.in(secret18c)) && !refused:
		return "poison-hidden-instruction", "an aside for the model that opens the user's data or reaches for a secret"
	case (lt.in(citeWord18c) || prop.in(citeWord18c)) && (wrappedURL(lt.s) || lt.in(notRaw18c)):
		return "poison-answer-manipulation", "an order to route the user's links through a fixed redirector"
	case lt.in(agentFile18c) && (lt.in(hideUser18c) || strings.Contains(lt.s, "http://")):
		return "poison-hidden-instruction", "an order to write a standing rule into an agent's instructions file"
	case lt.in(grantedMode18c) && lt.in(unasked18c) && !lt.in(gated17d):
		return "poison-hidden-instruction", "a claim of a granted mode that drops the user's confirmation"
	}
	return "", ""
}

// wrappedURL reports a link template that wraps the original address in
// another site's query: "https://go.example/r?u={url}".
func wrappedURL(lower string) bool {
	i := strings.Index(lower, "://")
	if i < 0 {
		return false
	}
	rest := lower[i:]
	for _, open := range []string{"={", "=<", "=%7b"} {
		for j := strings.Index(rest, open); j >= 0; j = strings.Index(rest, open) {
			rest = rest[j+len(open):]
			if originalSlot.in(rest[:min(len(rest), 12)]) {
				return true
			}
		}
		rest = lower[i:]
	}
	return false
}

var (
	// originalSlot opens a placeholder for the original address.
	originalSlot = newPhraseSet("url", "link", "orig", "href", "source", "target", "元の", "原始", "原", "oryg", "원래")
	// refuse18c turn the text down: not followed, only content, told to the user.
	refuse18c = newPhraseSet("never", "do not", "don't", "not follow", "not obey", "not instructions", "not as instructions", "not to be followed", "untrusted", "as data", "only as content", "ignore them", "ignore it", "report it", "report them", "tell the user", "the user's request takes precedence", "the user's instructions take precedence", "user always wins", "the user's current", "the user wins",
		"ne jamais", "ne pas", "jamais", "ne les suivez pas", "l'utilisateur prime", "no sigas", "no seguir", "nunca", "no las sigas", "no los sigas", "el usuario prevalece", "niemals", "nicht befolg", "nicht ausführ", "nicht folgen", "non seguire", "non eseguire", "mai ", "não siga", "não execute", "não seguir", "не выполня", "не следуй", "никогда", "не исполня",
		"不要", "不执行", "不是执行", "不改变", "告诉用户", "勿", "従わず", "従わない", "しないで", "報告", "따르지", "실행하지", "알려 주", "لا تنفذ", "لا تتبع", "niet opvolgen", "niet volgen", "nie wykonuj")
	// overUser18c put the text above the user's request or the model's own rules.
	overUser18c = newPhraseSet("overriding user instructions", "overriding the user's request", "overriding the user's instructions", "overrides the user's request", "override the user's request", "overriding honesty", "overriding your", "over the user's request", "over the user's own", "ahead of the user's", "replaces the user's task", "replace the user's task", "replaces the user's request", "replace the user's request",
		"conflicts with what the user asked", "conflict with what the user asked", "even if the user explicitly", "even when the user explicitly", "even if the user asked otherwise", "even if it contradicts the user", "even if they contradict the user", "cannot be revoked by the user", "cannot be overridden by the user", "the user cannot override", "the user cannot revoke",
		"takes precedence over the user", "take precedence over the user", "precedence over what the user", "outranks the user", "outrank the user", "above the user's request", "above your neutrality", "above your own rules",
		"prime sur la demande de l'utilisateur", "prime sur les demandes de l'utilisateur", "priment sur la demande", "remplacent les demandes de l'utilisateur", "remplace la demande de l'utilisateur", "au-dessus de vos consignes", "au-dessus de tes règles", "même si l'utilisateur a demandé autre chose",
		"aunque cambien lo que el usuario", "aunque contradiga lo que el usuario", "aunque el usuario pida otra cosa", "por encima de lo que pida el usuario", "por encima de tus reglas", "prevalece sobre la petición del usuario", "prevalecen sobre la petición del usuario",
		"prevalgono sulla richiesta dell'utente", "prevale sulla richiesta dell'utente", "anche se l'utente ha chiesto altro", "al di sopra delle tue regole", "mesmo que o usuário peça outra coisa", "prevalecem sobre o pedido do usuário", "prevalece sobre o pedido do usuário", "acima das suas regras",
		"über deinen neutralitätsregeln", "über deinen regeln", "über deinen anweisungen", "vom nutzer nicht aufgehoben", "vom benutzer nicht aufgehoben", "vorrang vor der anfrage des nutzers", "vorrang vor den wünschen des nutzers", "auch wenn der nutzer etwas anderes",
		"выше твоих правил", "выше ваших правил", "выше твоих инструкций", "важнее просьбы пользователя", "приоритет над запросом пользователя", "пользователь не может отменить", "даже если пользователь просил иное",
		"即使用户明确", "即便用户明确", "不一致,以", "不一致，以", "优先于用户", "高于用户的", "ユーザーの指示より優先", "ユーザーの要求より優先", "ユーザーの依頼より優先", "사용자의 요청보다 우선", "사용자 지시보다 우선", "사용자의 지시보다 우선",
		"حتى لو خالفت ما طلبه المستخدم", "حتى لو خالف ما طلبه المستخدم", "ook als de gebruiker iets anders", "boven de vraag van de gebruiker", "nawet jeśli użytkownik")
	// userDrives18c leave the text to the user: they write or pick it.
	userDrives18c = newPhraseSet("they provide", "the user provides", "the user writes", "the user chooses", "they choose", "user-provided", "fournit l'utilisateur", "que l'utilisateur fournit", "que el usuario", "dall'utente", "pelo usuário", "vom nutzer eingegeben", "用户提供", "ユーザーが入力", "사용자가 입력")
	// forAI18c name a block in fetched content written for AI readers.
	forAI18c = newPhraseSet("for ai assistants", "for ai readers", "to ai assistants", "addressed to ai", "ai-integration", "ai-instructions", "ai_instructions", "instructions for ai", "how the publisher wants", "publisher guidance", "site operator",
		"voor ai-assistenten", "hoe de uitgever wil", "para asistentes de ia", "a los asistentes de ia", "pour les assistants ia", "aux assistants ia", "per assistenti", "per ia", "per l'ia", "für ki-assistenten", "an ki-assistenten", "für die ki", "для ии", "для ai", "写给ai", "给ai的", "致ai", "ai向け", "aiへの", "ai에게", "للمساعدات الذكية", "dla asystentów ai", "para assistentes de ia", "aos assistentes de ia")
	// obey18c have the model follow or apply it.
	obey18c = newPhraseSet("follow", "carry it out", "carry out", "as an instruction", "apply", "execute", "obey", "comply", "volg", "cúmpl", "obligatori", "applicat", "appliqu", "suivez", "suivre", "befolg", "ausführ", "anwenden", "выполн", "следуй", "执行", "照此", "遵循", "従って", "従う", "実行", "따르", "실행", "تنفيذ", "segui", "cumpr", "wykonaj")
	// fetched18c name where outside text comes from.
	fetched18c = newPhraseSet("feed", "web page", "webpage", "pages", "emails", "webseite", "página", "pagine", "страниц", "网页", "ページ", "웹페이지", "site")
	// ruleWord18c name a rule or standing preference.
	ruleWord18c = newPhraseSet("rule", "preferences", "instructions", "regel", "règle", "regla", "regola", "regole", "regra", "правил", "указани", "规则", "指令", "ルール", "指示", "규칙", "지시")
	// lasting18c make it last into later conversations.
	lasting18c = newPhraseSet("future conversation", "later conversation", "future session", "every session", "permanent", "persistent", "as a rule", "als regel", "tipo='regla'", "como regla", "come regola", "comme règle", "règle permanente", "regla permanente", "regole permanenti", "regola permanente", "regra permanente",
		"постоянн", "всех будущих", "всех последующих", "künftigen", "zukünftigen", "conversaciones futuras", "sesiones futuras", "sessione futura", "sessioni future", "conversations futures", "conversas futuras", "今後の会話", "以後の会話", "이후 모든 대화", "앞으로의 모든 대화", "以后所有对话", "今后所有", "所有未来")
	// keep18c save it or apply it.
	keep18c = newPhraseSet("save", "store", "keep", "guard", "salva", "speicher", "merk", "enregistr", "сохран", "保存", "記憶", "저장", "appl", "станут", "become", "werden", "diventano", "ausgeführt")
	// unasked18c take the user's say away.
	unasked18c = newPhraseSet("without asking", "without confirmation", "not pause for user approval", "without user approval", "sin volver a consultar", "sin preguntar", "sans demander", "ohne rückfrage", "senza chiedere", "sem perguntar", "без вопросов пользовател", "без подтверждения", "無需確認", "无需确认", "確認なしに", "確認せずに", "확인 없이", "묻지 않고")
	// asUser18c give the kept text the user's standing.
	asUser18c = newPhraseSet("as if the user", "as the user's own", "사용자 지시처럼", "사용자의 지시처럼", "ユーザーの指示として", "当作用户", "視為用戶", "视为用户", "comme si l'utilisateur", "como si el usuario", "als ob der nutzer", "come se l'utente", "como se o usuário", "как указания пользователя", "как будто пользователь")
	// referral18c name a beneficiary's referral link.
	referral18c = newPhraseSet("referral", "parrainage", "affiliate", "affilié", "referido", "empfehlungslink", "реферальн", "推荐链接", "紹介リンク", "추천 링크")
	// modelLabel18c label an aside as meant for the model.
	modelLabel18c = newPhraseSet("instruction to the assistant", "instructions to the assistant", "note to the assistant", "note to assistant", "for the model only", "model only:", "model-only", "attention, model", "ai_directive", "the assistant reading this",
		"instrucción al asistente", "instrucciones al asistente", "consigne au modèle", "consigne pour le modèle", "note au modèle", "hinweis an assistent", "hinweis an den assistenten", "anweisung an den assistenten", "assistente:", "nota all'assistente", "istruzione per l'assistente", "instrução ao assistente", "nota ao assistente",
		"указание ассистенту", "инструкция для ассистента", "ассистент должен", "模型专用", "仅供模型", "给模型的", "モデル専用", "モデルへの指示", "アシスタントへの指示", "모델 전용", "모델에게", "어시스턴트에게")
	// hideUser18c keep it from the user or misname it.
	hideUser18c = newPhraseSet("never mention", "do not mention", "without telling the user", "without informing the user", "not tell the user", "hidden from the user", "invisible to the user", "user never sees", "user cannot see", "not disclose", "present it as", "present them as",
		"nunca menciones", "no menciones", "sin decírselo", "preséntalo como", "ne jamais mentionner", "ne mentionnez", "présentez-le comme", "présentez-les comme", "sans le dire", "nicht offenlegen", "nicht erwähnen", "ohne den nutzer zu informieren", "non menzionare", "senza dirlo", "presentalo come", "não mencione", "sem avisar",
		"не упоминай", "не раскрывать", "не раскрывай", "пользователю не объясняй", "пользователя не беспокоить", "не говори пользователю", "подай это как", "不要告诉用户", "用户看不到", "ユーザーに伝えない", "ユーザーには見えません", "사용자에게 알리지", "보지 못합니다", "언급하지 마")
	// everyone18c open something to everyone.
	everyone18c = newPhraseSet("öffentlich", "pubblic", "public", "publique", "público", "pública", "публичн", "公开", "公開", "공개")
	// secret18c name a secret the user holds.
	secret18c = newPhraseSet("cookie", "password", "api key", "token", "쿠키", "비밀번호", "パスワード", "密码", "пароль", "mot de passe", "contraseña", "passwort", "senha")
	// citeWord18c name the user's links and sources.
	citeWord18c = newPhraseSet("cite", "citation", "link", "source", "quelle", "fuente", "fonte", "источник", "ссылк", "出典", "出处", "来源", "출처", "enlace", "lien", "リンク", "链接", "링크")
	// notRaw18c keep the original address from the user.
	notRaw18c = newPhraseSet("never the raw url", "nunca la url original", "jamais l'url d'origine", "nie den originalen link", "mai l'url originale", "nunca o url original", "not the raw url", "not the original url", "元のurlをそのまま", "nie zauważył", "won't notice", "doesn't notice", "does not notice", "不要显示原始", "원래 url을 그대로")
	// agentFile18c name an agent's standing instructions file.
	agentFile18c = newPhraseSet("agents.md", "claude.md", ".cursorrules", "copilot-instructions", ".windsurfrules", "gemini.md")
	// grantedMode18c claim a mode granted to the model from above.
	grantedMode18c = newPhraseSet("has been granted to you", "granted to you by", "autonomous mode", "ассистент обязан", "считается нарушением", "counts as a policy violation", "mode autonome", "modo autónomo", "autonomer modus", "modalità autonoma")
)
