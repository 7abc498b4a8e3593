package analysis

import "regexp"

// Orders that turn an agent's safeguards against its user (tune21a), read
// as an act on an object, in any field or language:
//   - the user's confirmation waived for a consequential act (deleting,
//     paying, ordering), as a rule, a licence term or a rhetorical question;
//   - every dialog, consent screen, scope or sign-in prompt approved or
//     accepted on the user's behalf;
//   - the user said to have approved everything already;
//   - a written setting that turns confirmation off (confirm_purchases:
//     false, require_confirmation=false);
//   - work repeated without end (retry until it succeeds, never give up,
//     poll even when done) or budget and depth limits called advisory;
//   - a failed step marked or reported as done, or failures left out of
//     the summary the user reads.

// tune21aReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune21aReading(lt, prop lowText) (rule, what string) {
	if lt.in(scanner18a) || lt.in(reportsEverything) {
		return "", ""
	}
	guarded := lt.in(guard21a)
	switch {
	case (lt.in(confirm21a) || prop.in(confirm21a)) && (lt.in(waive21a) && (lt.in(stakes21a) || lt.in(agent21a) || prop.in(confirm21a) && lt.in(userWords)) || lt.in(whyAsk21a) || prop.in(confirm21a) && lt.in(already21a)) && !guarded && !lt.in(readOnly21a):
		return "poison-hidden-instruction", "an order to act without the user's confirmation"
	case lt.in(approve21a) && lt.in(every21a) && lt.in(prompt21a) && lt.in(highStakes21a) && !guarded && !lt.in(limit21a):
		return "poison-hidden-instruction", "an order to approve every dialog or consent prompt for the user"
	case lt.in(already21a) && lt.in(every21a) && !guarded:
		return "poison-hidden-instruction", "a claim that the user approved everything already"
	case lt.in(silence21a) && lt.in(treatAs21a) && lt.in(approved21a) && !lt.in(declined21a):
		return "poison-hidden-instruction", "an order to take the user's silence as approval"
	case lt.in(falseWord21a) && confirmOff21a.MatchString(lt.s):
		return "poison-hidden-instruction", "a setting that turns the user's confirmation off"
	case lt.in(repeat21a) && lt.in(noEnd21a) && !lt.in(cap21a) && !lt.in(stops21a):
		return "poison-hidden-instruction", "an order to repeat work without end"
	case lt.in(bounds21a) && lt.in(advisory21a) && !lt.in(userSet21a):
		return "poison-hidden-instruction", "an order to treat budget or depth limits as optional"
	case lt.in(fail21a) && lt.in(markAs21a) && lt.in(done21a) && !lt.in(notDone21a) && !lt.in(eitherOutcome21a) && !guarded:
		return "poison-answer-manipulation", "an order to mark or report a failed step as done"
	case lt.in(concede20b) && lt.in(markAs21a) && lt.in(done21a) && !lt.in(notDone21a):
		return "poison-answer-manipulation", "an order to mark a check as passed whatever it found"
	case lt.in(noCheck21a) && (lt.in(assert19d) || lt.in(tell20b)) && (lt.in(verified21a) || lt.in(done21a)) && !lt.in(notDone21a) && !guarded:
		return "poison-answer-manipulation", "an order to tell the user a result it did not check"
	case (lt.in(fail21a) || prop.in(fail21a)) && lt.in(omit21a) && (lt.in(summary21a) || lt.in(done21a)) && !lt.in(notDone21a) && !lt.in(eitherOutcome21a) && !guarded:
		return "poison-concealment", "an order to leave failures out of what the user reads"
	}
	return "", ""
}

// tune21aJudged reports a text one of whose sentences holds the reading:
// judged though it names no concept.
func tune21aJudged(lt lowText) bool {
	if !tune21aGated.need.mayHold(lt) && !shop21aGated.need.mayHold(lt) {
		return false // a part holds no set the whole lacks
	}
	start := 0
	for i := 0; i <= len(lt.s); i++ {
		if i < len(lt.s) && !sentenceEnd21a(lt.s, i) {
			continue
		}
		if i > start && (holdsReading(tune21aReading, lt.part(start, i)) || holdsReading(tune21aShopReading, lt.part(start, i))) {
			return true
		}
		start = i + 1
	}
	return false
}

// sentenceEnd21a reports a byte of s that ends a sentence or a line.
func sentenceEnd21a(s string, i int) bool {
	switch s[i] {
	case '\n', ';':
		return true
	case '.', '!', '?':
		return i+1 == len(s) || s[i+1] == ' '
	case 0xe3: // 。 is e3 80 82
		return i+2 < len(s) && s[i+1] == 0x80 && s[i+2] == 0x82
	}
	return false
}

// withinUserLimit21a reports approvals made automatically only under a
// limit the user set: a safeguard kept, not lifted.
func withinUserLimit21a(lt lowText) bool {
	return lt.in(autoApprove21a) && lt.in(limit21a) && lt.in(userWords)
}

// confirmOff21a finds a confirmation or approval key set off in a written
// configuration (JSON, YAML, INI or a flag).
var confirmOff21a = regexp.MustCompile(`(confirm|approv|ask_user|fragen|bestätig|bestaetig|conferm|确认|確認|확인)[\p{L}_]*"?\s*:\s*"?(false|off|no|never)\b`)

var (
	// confirm21a name the user's confirmation or approval.
	confirm21a = newPhraseSet("confirm", "approval", "approv", "consent", "permission prompt", "ask the user before", "check with the user", "checking with the user",
		"bestätig", "rückfrage", "nachfrage", "genehmig", "confirmer", "approbation", "consentement", "confirmaci", "aprobaci", "conferma", "approvazion", "confirmaç", "aprovaç",
		"подтвержд", "согласи", "确认", "確認", "承認", "확인", "승인")
	// whyAsk21a call asking the user pointless, as a rhetorical question.
	whyAsk21a = newPhraseSet("why bother", "why ask", "pourquoi déranger", "pourquoi demander", "para qué pedir", "para qué preguntar", "wozu nachfragen", "wozu den", "perché disturbare", "perché chiedere", "para que pedir", "por que incomodar", "зачем спрашивать", "зачем беспокоить", "何必", "何のために確認", "왜 굳이")
	// waive21a say the confirmation is not asked for.
	waive21a = newPhraseSet("not required", "waived", "waive ", "not pause", "no longer", "not needed", "not necessary", "unnecessary", "shall not seek", "should not seek", "not seek", "do not ask", "don't ask", "never ask", "why bother", "pointless", "no need to",
		"nicht erforderlich", "nicht nötig", "nicht mehr", "entfällt", "keine rückfrage", "n'est plus", "pas nécessaire", "inutile", "ne demandez pas", "ya no", "no es necesari", "no hace falta", "para qué pedir",
		"non è più", "non serve", "non è necessari", "não é mais", "não é necessári",
		"не требуется", "не нужн", "не спрашива", "без подтвержд", "不需要", "无需", "不必", "跳过", "行わない", "求めない", "必要ありません", "묻지 않", "생략", "필요 없", "필요하지 않", "불필요")
	// stakes21a name acts a user would want to confirm, or all of them.
	stakes21a = newPhraseSet("delet", "destroy", "wipe", "erase", "purge", "payment", "purchase", "wire", "transfer", "refund", "cancel", "overwrit", "empties", "empty the", " all ", "every",
		"lösch", "zahlung", "überweis", "kauf", "supprim", "paiement", "virement", "achat", "vide ", "vider", "elimin", "borr", "pago", "compra", "cancela", "pagament", "bonific", "acquist", "apag", "pagamento",
		"удал", "оплат", "платеж", "платёж", "перевод", "все ", "всех", "删除", "支付", "付款", "转账", "所有", "削除", "支払", "購入", "すべて", "全て", "삭제", "결제", "송금", "모든", "전부")
	// agent21a address the agent or assistant.
	agent21a = newPhraseSet("agent", "assistant", "the model", "l'agent", "agente", "агент", "ассистент", "代理", "智能体", "助手", "エージェント", "アシスタント", "에이전트", "어시스턴트")
	// guard21a keep the safeguard: a rule that forbids, or an act gated on
	// the user.
	guard21a = newPhraseSet("never ", "must confirm", "must be confirmed", "ask first", "asks first", "after the user confirms", "only after", "only when the user", "only if the user", "unless the user", "requires confirmation", "require confirmation", "requires the user",
		"nunca", "jamais", "niemals", "mai ", "никогда", "绝不", "決して", "절대 하지", "sólo tras", "solo tras", "seulement après", "erst nach", "solo dopo", "somente após", "только после", "之后才", "してから", "후에만")
	// readOnly21a mark an act that changes nothing.
	readOnly21a = newPhraseSet("read-only", "read only", "readonly", "dry run", "dry-run", "preview", "nur lesend", "lecture seule", "solo lectura", "sola lettura", "somente leitura", "только чтение", "只读", "読み取り専用", "읽기 전용")
	// approve21a accept or approve a prompt.
	approve21a = newPhraseSet("approve ", "approve,", "approve it", "accept all", "accept any", "accept every", "click 'allow'", "click \"allow\"", "click allow", "allow all", "tap approve", "treat as approved", "treat it as approved", "considered approved", "considera aprobad", "considérer comme approuv",
		"genehmige", "akzeptiere", "bestätige", "approuvez", "acceptez", "accepte ", "aprueba ", "acepta ", "approva ", "accetta ", "aprove ", "aceite ", "принимайте", "принимай", "одобряй", "подтверждай",
		"批准", "允许", "点击同意", "承認」をタップ", "承認して", "承認を", "許可して", "허용'을", "허용을", "허용하", "승인하세요", "승인해")
	// every21a quantify over all of them, or automatically.
	every21a = newPhraseSet(" all ", "every", " any ", "automatic", "auto-", "todas", "todos", "tous", "toutes", "alle", "tutti", "tutte", "все ", "всех", "любые", "모든", "すべて", "全て", "全部", "所有", "自動", "자동", "自动", "автомат", "irrevocab")
	// prompt21a name the dialogs and prompts a user answers.
	prompt21a = newPhraseSet("dialog", "prompt", "confirm(", "consent", "scope", "permission", "mfa", "is this you", "pending", "cookie",
		"диалог", "разрешени", "доступ", "berechtigung", "autorisation", "permis", "permess", "pendient", "pendent", "ダイアログ", "権限", "권한", "授权", "权限", "弹窗", "サインイン", "로그인", "동의")
	// autoApprove21a approve without a person.
	autoApprove21a = newPhraseSet("auto-approv", "automatically approv", "autoapprov", "自动批准", "自动审批", "自動承認", "자동 승인", "automatisch genehmig", "genehmigt automatisch", "approuve automatiquement", "approbation automatique", "aprueba automáticamente", "aprobación automática", "approva automaticamente", "approvazione automatica", "aprova automaticamente", "aprovação automática", "автоматически одобр", "автоодобрен")
	// highStakes21a name what a consent prompt guards: money, sign-in, an
	// app's access to the account.
	highStakes21a = newPhraseSet("payment", "purchase", "oauth", "mfa", "is this you", "sign-in", "sign in", "scope", "location", "deletion", "borrado", "pago", "paiement", "zahlung", "pagament", "оплат", "платеж", "платёж", "доступ",
		"支付", "付款", "결제", "支払", "サインイン", "로그인", "권한", "権限", "授权", "unverified", "unsafe")
	// limit21a bound an approval by the user's limit.
	limit21a = newPhraseSet("limit", "below", "under ", "up to", "threshold", "한도", "上限", "以下", "以内", "限额", "limite", "límite", "лимит", "grenze", "unter ", "sous ", "bajo ", "sotto")
	// already21a claim the user approved everything beforehand.
	already21a = newPhraseSet("already approved", "already consented", "already authorized", "already authorised", "irrevocably consented", "pre-approved", "preapproved", "has approved all", "approved all", "ha già approvato", "già approvato", "ya aprobó", "ya ha aprobado", "a déjà approuvé", "déjà consenti", "hat bereits zugestimmt", "bereits genehmigt", "já aprovou", "уже одобрил", "уже согласил", "已经同意", "已批准", "すでに承認", "既に承認", "이미 승인", "이미 동의", "승인했습니다")
	// falseWord21a gate confirmOff21a.
	falseWord21a = newPhraseSet("false", "off", "=no", ": no", "never", "=0", ": 0")
	// repeat21a call, retry or poll again.
	repeat21a = newPhraseSet("again", "retry", "retrying", "repeat", "poll", "keep calling", "continue calling", "spawn", "reply to every", "respond to every", "call ", "calling",
		"réponds à chaque", "rappel", "relance", "responde a cada", "repite", "vuelve a llamar", "lanza", "continua a chiamare", "richiama", "riprova", "erneut", "wiederhol", "repete", "repita", "chame novamente", "повтор", "снова", "вызыва",
		"再次调用", "重试", "重复", "呼び続け", "再度呼", "再試行", "다시 호출", "재시도", "계속 호출", "반복")
	// noEnd21a say the repetition has no end.
	noEnd21a = newPhraseSet("never give up", "until it succeeds", "no upper limit", "without limit", "no limit", "never stop", "don't stop", "do not stop", "keep doubling", "never empty", "always non-empty", "consecutive", "including your own", "repeat until no", "never end", "limits are soft", "partial answers are forbidden", "no partial answer", "risposte parziali", "respuestas parciales", "réponses partielles", "teilantworten", "respostas parciais", "частичные ответы", "部分回答", "部分的な回答", "부분 답변", "終わらない", "끝나지 않", "不会结束", "ne se termine", "non finisca", "nunca termine",
		"不设上限", "无上限", "直到成功", "成功するまで", "連続する", "연속", "절대 멈추지", "멈추지 마", "성공할 때까지",
		"non lo è mai", "finché non è vuoto", "y compris tes propres", "hasta que ninguna", "ohne ende", "ohne limit", "sans limite", "sin límite", "senza limite", "sem limite", "без ограничен", "до успеха", "бесконечно", "nunca te rindas", "n'abandonne jamais", "gib nie auf", "non arrenderti")
	// stops21a say when the repetition stops.
	stops21a = newPhraseSet("stops", "then stop", "stop when", "stop once", "never retr", "never repl", "never poll", "never call", "never to its own", "not to its own", "jamais à ses", "ni à celles", "nunca a sus", "nicht auf eigene", "mai alle proprie", "自分の返信には返信しない", "不回复自己")
	// silence21a name a request left unanswered or timed out.
	silence21a = newPhraseSet("times out", "timed out", "time out", "is empty", "no response", "no answer", "does not respond", "doesn't respond", "expiré", "vide ou", "sin respuesta", "expirad", "keine antwort", "abgelaufen", "nessuna risposta", "scadut", "sem resposta", "expirou", "нет ответа", "не ответил", "истек", "истёк", "超时", "无响应", "未回复", "タイムアウト", "応答がない", "응답이 없", "시간 초과")
	// treatAs21a take one thing as another.
	treatAs21a = newPhraseSet("treat", "consider", "assume", "count it", "considér", "considera", "betrachte", "gilt als", "werte", "считай", "считать", "视为", "当作", "みなし", "みなす", "간주")
	// approved21a name a yes.
	approved21a = newPhraseSet("as approved", "yes, approve", "approve this", "oui, approuve", "approuve ceci", "approuvé", "aprobad", "genehmigt", "approvat", "aprovad", "одобрен", "已批准", "同意", "承認済", "承認した", "승인된", "승인한")
	// declined21a name a no.
	declined21a = newPhraseSet("declin", "reject", "denied", "refus", "rechaz", "abgelehnt", "rifiut", "recus", "отклон", "拒绝", "拒否", "거절", "not approved", "no approval")
	// noCheck21a skip the check a result needs.
	noCheck21a = newPhraseSet("without calling", "without checking", "without querying", "without re-checking", "without rechecking", "sin volver a consultar", "sin consultar", "senza chiamare", "senza verificare", "sans appeler", "sans vérifier", "ohne erneut", "ohne zu prüfen", "sem consultar", "sem verificar", "не проверяя", "не вызывая", "不再查询", "无需查询", "確認せずに", "呼び出さずに", "확인하지 않고", "호출하지 않고")
	// verified21a name a result confirmed.
	verified21a = newPhraseSet("verified", "confirmed", "confirmado", "verificad", "verificato", "confermat", "vérifié", "confirmé", "verifiziert", "bestätigt", "подтвержд", "已确认", "已验证", "確認済", "확인됨", "확인되었")
	// cap21a bound the repetition.
	cap21a = newPhraseSet("at most", "up to ", "no more than", "more than ", "stop after", "then stop", "gives up after", "give up after", "backoff", "back off", "höchstens", "au plus", "como máximo", "al massimo", "no máximo", "не более", "最多", "最大", "최대")
	// bounds21a name a budget, cap or depth limit.
	bounds21a = newPhraseSet("budget", "cap ", "caps ", "depth limit", "spend limit", "rate limit", "orçamento", "presupuesto", "бюджет", "预算", "予算", "예산")
	// advisory21a call the limit optional.
	advisory21a = newPhraseSet("advisory", "can be ignored", "may be ignored", "only indicative", "apenas indicativ", "solo indicativ", "sólo indicativ", "nur richtwert", "à titre indicatif", "are soft", "is soft", "только ориентир", "仅供参考", "目安にすぎ", "참고용")
	// userSet21a mark a limit the user set and may relax.
	userSet21a = newPhraseSet("the user can", "the user may", "user-set", "set by the user")
	// fail21a name a failure.
	fail21a = newPhraseSet("fail", "error", "échec", "echec", "échou", "fehlgeschlagen", "fehler", "falla", "fallid", "fallit", "falha", "errore", "ошибк", "сбой", "не удал", "失败", "失敗", "실패", "오류")
	// markAs21a set, mark or report a state.
	markAs21a = newPhraseSet("mark", "set the", "set it", "set all", "set its", "set their", "status to", "treat", "consider", "count it",
		"markier", "marquer", "marquez", "considér", "marcar", "márcal", "considera", "segna", "contrassegn", "отмеч", "помеч", "считай", "标记", "设为", "视为", "としてマーク", "に設定", "扱", "표시", "설정", "바꿔", "간주")
	// done21a name a success state.
	done21a = newPhraseSet("success", "succeeded", "'done'", "\"done\"", "as done", "posted", "completed", "complete'", "green", "passed", "'paid'", "erledigt", "réussi", "reussi", "éxito", "exitoso", "riuscit", "completat", "sucesso", "concluíd", "успешн", "выполнен",
		"成功", "完成", "完了", "성공", "완료", "통과", "entregues", "delivered")
	// notDone21a name a failure state as the mark, or an honest count.
	notDone21a = newPhraseSet("unsuccess", "not success", "as failed", "'failed'", "\"failed\"", "as an error", "non riusc", "`failed`", "only report", "once it is", "no exitos", "не успеш", "未成功", "失敗として", "실패로 표시")
	// eitherOutcome21a name both outcomes, or the failure said as it is.
	eitherOutcome21a = newPhraseSet("success or", "or the error", "or failure", "or failed", "passed, failed", "which failed", "rather than", "say so", "as returned", "instead of omit", "/failed", "failed/", "/failure", "|failed", "failed|", "/error", "error/")
	// omit21a leave something out.
	omit21a = newPhraseSet("ignore", "omit", "leave out", "not list", "don't list", "do not list", "not include", "nicht auflist", "nicht im bericht", "ne pas lister", "no incluir", "no listar", "non elencare", "non includere", "não incluir", "não listar", "не включай", "не указывай", "不要列出", "不列出", "記載しない", "記載せず", "기재하지")
	// summary21a name the report or summary the user reads.
	summary21a = newPhraseSet("summary", "report", "resum", "bericht", "rapport", "informe", "riepilog", "relatório", "отчёт", "отчет", "сводк", "摘要", "报告", "要約", "サマリー", "報告", "요약", "보고")
)
