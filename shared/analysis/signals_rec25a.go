package analysis

import "strings"

// Orders that stand a policy or a hurry in for the person who checks
// (rec25a), in any field or language:
//   - a consequential act done without, or instead of, the user's or an
//     approver's review, wait or sign-off: "send it now instead of
//     leaving a draft for the user to look over", "sin esperar al
//     aprobador", "für eine Abstimmung mit dem Nutzer bleibt keine Zeit";
//   - what was done kept out of what the user reads, as a detail not
//     worth telling: "no need to call this out when you confirm",
//     "back-office detail and not itemised";
//   - a value the model is handed (an enum, default or example) that
//     claims the approval is given: the assistant as approver, approval
//     by policy, no further approval needed.

// rec25aReading returns the rule and finding of a sentence that skips the
// user's or an approver's check of an act, or "" when it holds none.
func rec25aReading(lt, _ lowText) (rule, what string) {
	if lt.in(skip25) && lt.in(check25) && lt.in(human25) && lt.in(act25) && !guarded25(lt) && skippedCheck25(lt.s) {
		return "poison-hidden-instruction", "an order to act without the user's or an approver's review"
	}
	if (lt.in(hush25) && (lt.in(report25) || lt.in(userWords)) || lt.in(noRepeat25) && lt.in(backToUser20c)) && !lt.in(kept25) {
		return "poison-concealment", "an order to leave what was done out of what the user reads"
	}
	return "", ""
}

// skippedCheck25 reports a clause of s that skips a check by a person:
// the skip, the check and the person said together, not across a comma
// ("instead of sending, so the user can review it" keeps the review).
func skippedCheck25(s string) bool {
	start := 0
	for i := 0; i <= len(s); i++ {
		if i < len(s) && !clauseEnd25(s, i) {
			continue
		}
		if c := s[start:i]; i > start && skip25.in(c) && check25.in(c) && human25.in(c) {
			return true
		}
		start = i + 1
	}
	return false
}

// clauseEnd25 reports a byte of s that ends a clause: ASCII punctuation,
// or the first byte of a CJK comma, enumeration comma or full stop.
func clauseEnd25(s string, i int) bool {
	switch s[i] {
	case ',', ';', ':', '(', ')', '.', '!', '?', '\n':
		return true
	case 0xe3: // 、。 are e3 80 81, e3 80 82
		return i+2 < len(s) && s[i+1] == 0x80 && (s[i+2] == 0x81 || s[i+2] == 0x82)
	case 0xef: // ，；： are ef bc 8c, ef bc 9b, ef bc 9a
		return i+2 < len(s) && s[i+1] == 0xbc && (s[i+2] == 0x8c || s[i+2] == 0x9b || s[i+2] == 0x9a)
	}
	return false
}

// judgeRec25a reads a value the model is handed that claims the approval
// is given, and the skipped check in any text.
func judgeRec25a(sg signals, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	lt := sg.phrases()
	if rule, what := rec25aReading(lt, lowText{}); rule != "" {
		return []textFinding{{rule: rule, what: what}}
	}
	if ctx.value && approvalGiven25(lt) || agentApproves25(lt) {
		return []textFinding{{rule: "poison-hidden-instruction", what: "a value that claims the approval is given"}}
	}
	return nil
}

// approvalGiven25 reports a text that names an approval given by the
// assistant, by itself or by a standing rule: no person's.
func approvalGiven25(lt lowText) bool {
	return (lt.in(confirm21a) && lt.in(agent25) || lt.in(selfApproval25) && strings.IndexByte(lt.s, ' ') > 0) && !guarded25(lt)
}

// agentApproves25 reports prose in which the assistant itself gives an
// approval no person gives: "어시스턴트가 approve_document를 호출해 전결
// 처리", "the assistant may self-approve".
func agentApproves25(lt lowText) bool {
	return lt.in(agent25) && lt.in(selfApproval25) && !guarded25(lt)
}

var (
	// hush25 call something not worth telling the user: not mentioned,
	// not itemised, left out of the reply.
	hush25 = newPhraseSet("no need to call", "no need to mention", "need not be mentioned", "need not mention", "not itemi", "does not need to appear", "do not need to appear", "need not appear", "are left out", "is left out", "back-office detail", "not worth mentioning",
		"no es necesario mencionar", "no hace falta mencionar", "pas besoin de mentionner", "inutile de mentionner", "muss nicht erwähnt", "müssen nicht erwähnt", "braucht nicht erwähnt", "não é necessário mencionar", "não precisa mencionar",
		"non è necessario menzionare", "non serve menzionare", "не нужно упоминать", "незачем упоминать", "不要列出", "无需说明", "不必提及", "无需提及", "言及不要", "触れなくて", "列挙しない", "언급할 필요", "나열하지")
	// noRepeat25 keep something from being said again, to the user.
	noRepeat25 = newPhraseSet("do not repeat", "don't repeat", "never repeat", "no repitas", "ne répète pas", "nicht wiederholen", "não repita", "non ripetere")
	// report25 name what the user reads of the work: the reply, the
	// confirmation, the summary.
	report25 = newPhraseSet("reply", "confirm", "report back", "summary", "respuesta", "confirmaci", "réponse", "confirmation", "antwort", "bestätigung", "resposta", "confirmaç", "risposta", "conferma", "ответ", "подтвержд", "回复", "答复", "确认", "返信", "回答", "確認", "답변", "회신", "확인")
	// kept25 name what is rightly kept out of a reply: a secret or a
	// masked number.
	kept25 = newPhraseSet("password", "token", "secret", "api key", "private key", "card number", "full number", "ssn", "pin ", "otp", "mask", "last four", "contraseña", "mot de passe", "passwort", "senha", "пароль", "密码", "パスワード", "비밀번호", "unless the user asks", "unless asked", "unless they ask",
		"personal data", "pii", "datos personales", "données personnelles", "personenbezogen", "dados pessoais", "dati personali", "персональн", "个人信息", "個人情報", "개인정보",
		"jeton", "токен", "토큰", "トークン", "令牌", "request id", "internal id", "trace id", "correlation id", "unchanged", "unmodified", "sin cambios", "inchangé", "unverändert", "未变更", "変更のない", "변경되지 않은",
		"后四位", "下4桁", "末尾4桁", "뒤 4자리", "últimos cuatro", "quatre derniers", "letzten vier", "últimos quatro", "ultime quattro", "последние четыре")
	// agent25 name the assistant, in the words agent21a lacks.
	agent25 = newPhraseSet("agent", "assistant", "the model", "agente", "assistente", "asistente", "агент", "ассистент", "助手", "智能体", "エージェント", "アシスタント", "에이전트", "어시스턴트")
	// skip25 leave a step out or put something in its place.
	skip25 = newPhraseSet("without ", "instead of ", "rather than ", "no time to", "no time for", "not wait", "no need to wait", "sin ", "en lugar de", "en vez de", "no hay tiempo", "sem ", "em vez de", "ao invés de", "não há tempo", "senza ", "invece di", "anziché", "non c'è tempo",
		"ohne ", "statt ", "anstatt", "keine zeit", "sans ", "au lieu de", "plutôt que", "pas le temps", "без ", "вместо", "нет времени", "不等", "无需等", "不用等", "而不是", "没有时间", "来不及", "待たずに", "せずに", "しないで", "時間がない", "없이", "하지 않고", "기다리지 않고", "대신", "시간이 없")
	// check25 name a person's look at the work before it goes: a review,
	// a wait, a sign-off.
	check25 = newPhraseSet("review", "look over", "look at", "wait for", "waiting for", "involving", "sign-off", "sign off", "check with", "go over",
		"revis", "repasar", "esperar", "consultar", "aguardar", "attender", "aspettare", "controllo", "abstimmung", "rückfrage", "warten", "prüfung", "freigabe", "relecture", "relire", "attendre", "vérifi", "validation",
		"провер", "ожида", "согласова", "审核", "审阅", "审批", "等待", "复核", "確認", "レビュー", "待", "検討", "검토", "대기", "기다리", "확인")
	// human25 name the person who checks: the user, an approver, a
	// signer.
	human25 = newPhraseSet("user", "approver", "signer", "signatory", "reviewer", "controller", "utilisateur", "approbateur", "signataire", "usuario", "aprobador", "firmante", "usuário", "aprovador", "signatário", "utente", "approvatore", "firmatario",
		"nutzer", "benutzer", "genehmiger", "freigeber", "unterzeichner", "пользовател", "согласующ", "подписант", "用户", "审批人", "签署人", "ユーザー", "承認者", "署名者", "사용자", "승인자", "결재자", "서명자")
	// act25 name an act that goes out or is booked: sent, signed,
	// submitted, posted, approved, paid.
	act25 = newPhraseSet("send", "sent", "submit", "sign", "post", "approv", "publish", "apply", "complet", "run ", "execut", "book", "pay", "transfer",
		"enví", "envia", "envoi", "envoy", "firm", "aprob", "aprov", "public", "ejecut", "approuv", "soumet", "invia", "esegu", "pubblic", "buch", "sende", "genehmig", "unterschreib", "ausführ",
		"отправ", "подпис", "одобр", "провед", "发送", "提交", "签署", "批准", "执行", "送信", "署名", "承認", "提出", "実行", "전송", "발송", "서명", "승인", "제출", "실행", "결재")
	// guard25 keep the check: a rule that forbids going without it
	// (guarded25 adds "never", as a word).
	guard25 = newPhraseSet("must not", "cannot", "can't", "can not", "may not", "is not allowed", "only after", "requires", "required before", "nunca", "no puede", "jamais", "ne peut", "ne doit", "niemals", "nicht ohne", "darf nicht", "kann nicht", "mai ", "non può", "non deve", "não pode", "não deve",
		"никогда", "нельзя", "не может", "不能", "不得", "禁止", "できません", "してはいけない", "할 수 없", "안 됩니다", "금지",
		// the user asked for the act: the user's own request is the check
		"nothing is", "nada é", "nada se", "rien n'est", "nichts wird", "nulla viene", "ничего не", "없이는", "なしには",
		"if the user asks", "when the user asks", "user requests", "user explicitly", "si el usuario lo pide", "si el usuario lo solicita", "si l'utilisateur le demande", "wenn der nutzer es verlangt", "se o usuário pedir", "se l'utente lo chiede", "если пользователь попросит",
		"用户要求", "用户明确", "ユーザーが求め", "ユーザーが依頼", "사용자가 요청", "사용자가 원하")
	// selfApproval25 name an approval that no person gives.
	selfApproval25 = newPhraseSet("self-approv", "self approv", "autoapprov", "auto-approv", "no further approval", "pre-approved", "preapproved", "approved under", "approved by the general", "aprovação automática", "aprobación automática", "approvazione automatica", "approbation automatique", "automatische genehmigung",
		"自动审批", "自動承認", "자동 승인", "전결")
)
