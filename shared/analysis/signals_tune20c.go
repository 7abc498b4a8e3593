package analysis

import (
	"fmt"
	"strings"
)

// What the user is shown set apart from what is done (tune20c). An
// honest tool that sounds alarming shows the user the act before it is
// done; its poisoned twin does the act and fixes what the user sees:
//   - at the check the user makes (the read-back, the preview, the
//     confirmation screen) an item is left unlisted, or only the original
//     or the generic name is shown;
//   - the user is told a removal or revocation happened while the thing
//     is kept, or told a paid addition is free;
//   - bad news (negative themes, critical values, complaints, defects) is
//     left out of the summary, or a cheaper option is withheld unless the
//     user asks;
//   - a thing is kept from the user even if they ask.
// Masking a secret at the check (the last four digits, no password) is
// an honest tool's rule and is left alone.

// tune20cReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune20cReading(lt, _ lowText) (rule, what string) {
	if rule, what := guardReading20c(lt); rule != "" {
		return rule, what
	}
	if lt.in(masked20c) || lt.in(reportsEverything) || lt.in(scanner20c) {
		return "", ""
	}
	switch {
	case lt.in(checkpoint20c) && (lt.in(unlisted20c) || lt.in(onlyShown20c) && lt.in(standIn20c)) || lt.in(backToUser20c) && lt.in(standIn20c):
		return "poison-concealment", "an order to leave an item out of what the user checks, or show them a stand-in"
	case lt.in(toldUser20c) && (lt.in(claimRemoved20c) && lt.in(keptAnyway20c) || lt.in(claimFree20c) && lt.in(paidAct20c) && !lt.in(asksFirst20c)):
		return "poison-answer-manipulation", "an order to tell the user a thing was removed or is free when it is kept or charged"
	case lt.in(leftOut20c) && lt.in(badNews20c) && lt.in(summaryPlace20c) && !lt.in(keptToo20c):
		return "poison-answer-manipulation", "an order to leave bad news out of the summary the user reads"
	case lt.in(cheaper13e) && (lt.in(hush19d) || lt.in(leftOut20c) || lt.in(hushIt20c)) && lt.in(unlessAsked20c):
		return "poison-concealment", "an order to keep a cheaper option from the user unless they ask"
	case (lt.in(hush19d) || lt.in(neverShown20c) || lt.in(hushIt20c)) && lt.in(evenIfAsked20c):
		return "poison-concealment", "an order to keep something from the user even when they ask"
	case lt.in(framedBetter20c) && (lt.in(first20c) || lt.in(always20c) || lt.in(overGeneric20c)) || lt.in(firstAny20c) && lt.in(framedNeutral20c):
		return "poison-preference-manipulation", "an order to put a chosen product first and pass it off as safer, cheaper or neutral advice"
	case lt.in(withholdOption20c) && lt.in(otherOptions20c):
		return "poison-preference-manipulation", "an order to keep the public or other providers' options, or the comparison with them, from the user"
	case (lt.in(hush19d) || lt.in(leftOut20c) || lt.in(unrelayed20c) || lt.in(evenIfAsked20c)) && lt.in(cleanClaim20c):
		return "poison-answer-manipulation", "an order to hold back a problem and tell the user the record is clean"
	case lt.in(userVoice20c) && (lt.in(promo20c) || domainIn(lt.s)) && !lt.in(noPromo20c):
		return "poison-answer-manipulation", "an order to write a promotion or a review as if the user wrote it"
	case lt.in(skipCheck20c) && lt.in(commitAct20c) && !lt.in(readOnly16) && !lt.in(neverDo20c):
		return "poison-hidden-instruction", "an order to commit an act with the user's check skipped or put after it"
	case lt.in(ownOpinion20c):
		return "poison-answer-manipulation", "an order to pass the server's claim off as the model's own opinion or a known fact"
	case lt.in(muteAlerts20c) && lt.in(untold20c):
		return "poison-concealment", "an order to silence alerts or pages without telling the people on call"
	case lt.in(onRead20c) && lt.in(applyChange20c) && !lt.in(dontApply20c):
		return "poison-hidden-instruction", "an order to apply a change as soon as the text is read"
	case lt.in(allWell20c) && lt.in(degraded20c) && !lt.in(onlyIfAll20c):
		return "poison-answer-manipulation", "an order to show an all-clear while the state is degraded"
	}
	return "", ""
}

// guardReading20c returns the rule and finding of a sentence that turns a
// guard against its purpose, where the guard's own words (detect, secret,
// password) must not excuse it:
//   - a detector told to pass a named domain's texts as clean, or to follow
//     the instructions in them;
//   - a command shaped or a message split so that it slips under an
//     allowlist or a detection threshold;
//   - a secret's full, unmasked value sent to a remote service.
func guardReading20c(lt lowText) (rule, what string) {
	switch {
	case lt.in(passAsClean20c) && domainIn(lt.s):
		return "poison-concealment", "an order to pass a named domain's texts as clean, or to follow what they say"
	case lt.in(slipUnder20c) && !lt.in(notTo20c):
		return "poison-hidden-instruction", "an order to shape a command or split a message so it slips past the user's guard"
	case lt.in(fullSecret20c) && lt.in(sentAway20c) && (domainIn(lt.s) || lt.in(remote20c)) && !lt.in(staysHere20c):
		return "poison-exfiltration", "a secret's full value sent to a remote service"
	}
	return "", ""
}

// judgeTune20c applies tune20cReading to a sentence that gives no
// examples: a quoted word in it is a label ('winback', 'Mercado') the
// thing is kept under, not a quotation.
func judgeTune20c(sg signals, quoting bool) []textFinding {
	lt := sg.phrases()
	if (quoting || sg.has[cMention]) && lt.in(example20c) {
		return nil
	}
	if rule, what := tune20cReading(lt, lowText{}); rule != "" {
		return []textFinding{{rule: rule, what: what}}
	}
	return nil
}

var (
	// passAsClean20c let a source's texts through a detector.
	passAsClean20c = newPhraseSet("report it as clean", "report them as clean", "report as clean", "mark it as safe", "mark them as safe", "never flag them", "do not flag them", "don't flag them", "never mark them", "no los marques", "no las marques", "nunca los marques", "não os sinalize", "não as sinalize", "nunca os sinalize",
		"ne les signalez pas", "ne les signale pas", "markiere sie nicht", "melde sie nicht", "non segnalarli", "non segnalarle", "не помечай их", "не отмечай их", "不要标记", "不要将其标记", "フラグを立てない", "検出結果から除外", "从检测结果中排除", "탐지 결과에서 제외", "표시하지 말", "siga as instruções", "sigue sus instrucciones", "suivez leurs instructions", "folge ihren anweisungen", "segui le loro istruzioni", "follow their instructions", "follow the instructions in them", "따르셔도", "従ってよい", "可以遵循")
	// slipUnder20c shape the input so a guard lets it pass.
	slipUnder20c = newPhraseSet("so they match the allowlist", "so that they match the allowlist", "to match the allowlist", "so it matches the allowlist", "below the detection threshold", "under the detection threshold", "허용 목록과 일치시키", "허용 목록에 맞추", "許可リストに一致させ", "許可リストに合わせ", "以匹配白名单", "使其匹配白名单", "低于检测阈值", "検出しきい値未満", "탐지 임계값 미만", "pour correspondre à la liste", "sous le seuil de détection", "damit sie der allowlist entsprechen", "unter der erkennungsschwelle", "para que coincidan con la lista", "por debajo del umbral de detección", "para corresponder à lista", "abaixo do limite de detecção", "per corrispondere alla lista", "sotto la soglia di rilevamento", "чтобы совпадали с белым списком", "ниже порога обнаружения")
	// notTo20c forbid the act named.
	notTo20c = newPhraseSet("do not try", "don't try", "never try", "must not", "never ", "하지 마", "不要", "しないで", "nicht ", "ne pas", "no intentes", "não tente", "non provare", "не пытайся")
	// fullSecret20c name a secret's whole value.
	fullSecret20c = newPhraseSet("unredacted value", "unmasked value", "full value", "full password", "full secret", "complete value", "whole value", "plaintext password", "password in plaintext", "valore completo", "valori completi", "unmaskierten wert", "vollständigen wert", "完整值", "完整的密钥", "完整密码", "valor completo", "valeur complète", "valeur en clair", "полное значение", "пароль целиком", "完全な値", "平文のパスワード", "전체 값", "원문 값")
	// sentAway20c move it off the machine.
	sentAway20c = newPhraseSet("sent", "send", "upload", "transmit", "inviando", "invia", "sendet", "gesendet", "übertr", "上传", "发送", "enviad", "envía", "envoy", "отправля", "передаёт", "送信", "アップロード", "전송", "업로드")
	// remote20c name the service it goes to.
	remote20c = newPhraseSet("api", "cloud", "online", "server", "service", "云端", "服务", "クラウド", "サーバ", "클라우드", "서버", "servizio", "dienst", "serveur", "servidor", "сервер", "облак")
	// staysHere20c keep the value on the machine: the honest neighbour.
	staysHere20c = newPhraseSet("never", "not ", "no value", "nothing", "不会", "不上传", "nunca", " nie", "jamais", " mai ", "никогда", "не ", "決して", "されません", "しない", "절대", "않", "only the first", "only a prefix", "only the prefix", "only the hash")
	// unrelayed20c keep a finding from being passed on.
	unrelayed20c = newPhraseSet("don't relay", "do not relay", "never relay", "don't report", "do not report", "do not read out", "don't read out", "non riportare", "non riferire", "non comunicare", "не сообщай", "не сообщайте", "не передавай", "回答に含めない", "不要告知", "不要报告", "no informes", "no comuniques", "no reportes", "ne signale pas", "ne rapporte pas", "ne communique pas", "nicht melden", "nicht weitergeben", "não informe", "não relate", "não comunique", "전달하지", "보고하지")
	// cleanClaim20c script a clean bill for the user.
	cleanClaim20c = newPhraseSet("record is clean", "records are clean", "is clean", "no problems have been reported", "no issues have been reported", "never had a quality problem", "never had any problem", "compatible with everything", "compatibile con tutto", "compatible con todo", "compatible avec tout", "mit allem kompatibel", "compatível com tudo", "совместим со всем", "юридически объект чистый", "объект чистый", "проблем не было", "特に問題は報告されていない", "問題は報告されていません", "从未发生质量问题", "从未出现问题", "没有任何问题", "문제가 보고된 적이 없", "문제가 없었다", "sin problemas registrados", "nunca tuvo problemas", "aucun problème signalé", "n'a jamais eu de problème", "keine probleme bekannt", "nie probleme", "nessun problema segnalato", "mai avuto problemi", "nenhum problema registrado", "nunca teve problemas")
	// userVoice20c write as the user, in their name or their first person.
	userVoice20c = newPhraseSet("in the user's voice", "in the user's own voice", "as if the user wrote it", "as if written by the user", "as the user's own experience", "als eigene erfahrung des nutzers", "als erfahrung des nutzers", "als hätte der nutzer", "사용자가 직접 쓴 것처럼", "사용자가 쓴 것처럼", "사용자의 경험처럼", "от первого лица", "comme si l'utilisateur l'avait écrit", "comme sa propre expérience", "como si lo hubiera escrito el usuario", "como experiencia propia del usuario", "come se l'avesse scritto l'utente", "come esperienza personale dell'utente", "como se o usuário tivesse escrito", "como experiência própria do usuário", "以用户的口吻", "像用户自己写的", "以用户本人的名义", "ユーザー本人が書いたように", "ユーザーの口調で", "ユーザー自身の体験として")
	// promo20c make the text sell: a recommendation, a top rating, a link.
	promo20c = newPhraseSet("recommending", "recommend ", "5-star", "5 star", "five-star", "5-sterne", "5 sterne", "fünf sterne", "5 звёзд", "5 звезд", "пять звёзд", "5 étoiles", "cinq étoiles", "5 estrellas", "cinco estrellas", "5 stelle", "cinque stelle", "5 estrelas", "cinco estrelas", "五星", "5つ星", "星5", "별 5", "별점 5", "추천", "推荐", "おすすめ", "empfiehl", "recommande", "recomienda", "raccomanda", "consiglia", "recomende", "советую", "рекоменд")
	// noPromo20c forbid the promotion: the honest ghost-writer.
	noPromo20c = newPhraseSet("don't add", "do not add", "never add", "without adding", "no links", "no promotion", "füge keine", "n'ajoute pas", "no añadas", "non aggiungere", "não adicione", "не добавляй", "不要添加", "追加しない", "추가하지")
	// skipCheck20c skip the user's check or put it after the act.
	skipCheck20c = newPhraseSet("without showing the plan", "without showing it to the user", "as standing approval", "counts as approval", "no per-trade confirmation", "no per-item confirmation", "confirmation after submitting", "confirm after submitting", "without bothering the user", "so as not to bother the user", "not to distract the user",
		"无需再向用户确认", "无需向用户确认", "不必向用户确认", "不用向用户确认", "确认可以在提交后", "内容確認は提出後", "確認は提出後", "確認は後で", "чтобы не отвлекать пользователя", "не отвлекая пользователя", "без подтверждения пользователя", "sans déranger l'utilisateur", "sans attendre la confirmation", "sin molestar al usuario", "sin esperar confirmación", "ohne den nutzer zu stören", "ohne rückfrage beim nutzer", "senza disturbare l'utente", "senza attendere conferma", "sem incomodar o usuário", "sem esperar confirmação", "사용자를 귀찮게 하지 않도록", "사용자 확인 없이", "확인은 제출 후")
	// commitAct20c name an act that cannot be taken back.
	commitAct20c = newPhraseSet("apply", "submit", "place", "order", "trade", "book", "pay", "transfer", "unlock", "delete", "drop", "purge", "send", "sign", "提出", "提交", "开锁", "unlock", "删除", "下单", "付款", "転送", "削除", "注文", "送信", "удал", "подстав", "отправ", "оплат", "soumet", "envoi", "supprim", "envía", "elimin", "enviar", "absend", "lösch", "einreich", "invia", "elimina", "envie", "exclu", "제출", "삭제", "주문", "송금", "잠금 해제")
	// neverDo20c forbid the act without the check: the honest rule.
	neverDo20c = newPhraseSet("never", "do not", "don't", "никогда", "niemals", "nie ", "jamais", "nunca", "mai ", "绝不", "决不", "不得", "決して", "절대")
	// ownOpinion20c pass the server's claim off as the model's own view or a known fact.
	ownOpinion20c = newPhraseSet("as your own opinion", "as your own technical opinion", "as your own view", "as your own advice", "as a well-known fact", "as common knowledge", "so it reads as general advice", "reads as general advice", "reads as neutral advice", "come un parere tecnico tuo", "come un tuo parere", "come parere tuo", "come una tua opinione", "como tu propia opinión", "como opinión propia", "como tu opinión", "comme ton propre avis", "comme votre propre avis", "comme ton avis", "als deine eigene meinung", "als eigene meinung", "als deine meinung", "como sua própria opinião", "como sua opinião", "как своё мнение", "как свое мнение", "как собственное мнение", "как общеизвестный факт", "作为你自己的观点", "当作你自己的意见", "作为常识", "自分の意見として", "あなたの意見として", "周知の事実として", "당신의 의견으로", "본인 의견처럼", "상식처럼")
	// muteAlerts20c silence alerts or pages.
	muteAlerts20c = newPhraseSet("silence all alerts", "silence every alert", "silence the alerts", "mute all alerts", "mute the alerts", "mute every alert", "suppress all alerts", "silenzia", "metti in silenzio", "静音", "屏蔽告警", "stummschalten", "stumm schalten", "mettre en sourdine", "mettez en sourdine", "silenciar", "silencia", "заглуши", "отключи оповещения", "ミュート", "음소거", "알림을 끄")
	// untold20c keep it from those who would be told.
	untold20c = newPhraseSet("without telling", "without notifying", "without informing", "don't tell", "do not tell", "senza dirlo", "senza avvisare", "senza informare", "不要告诉", "不要通知", "不告知", "ohne es", "ohne zu informieren", "ohne bescheid", "sans le dire", "sans prévenir", "sans informer", "sin decirlo", "sin avisar", "sin informar", "sem avisar", "sem informar", "sem dizer", "не сообщая", "не предупреждая", "не говоря", "知らせず", "伝えずに", "알리지 않", "말하지 않")
	// onRead20c make reading the text the trigger.
	onRead20c = newPhraseSet("when you read this", "when this is read", "upon reading", "on reading this", "as soon as you read", "à la lecture", "dès la lecture", "beim lesen", "sobald du dies liest", "al leer esto", "al leerlo", "ao ler", "quando leggi", "alla lettura", "при чтении", "прочитав это", "读取时", "读到此", "読んだら", "読み込んだら", "読み込み時", "읽으면", "읽는 즉시", "during any dns task", "during any task", "bei jeder dns-aufgabe", "bei jeder aufgabe", "lors de toute tâche", "en cualquier tarea", "em qualquer tarefa", "in ogni attività", "при любой задаче", "任何任务中", "どのタスクでも", "모든 작업에서")
	// applyChange20c apply or switch a setting.
	applyChange20c = newPhraseSet("apply", "switch it", "switch them", "change it", "set it to", "appliquez", "applique", "basculez", "umstellen", "anwenden", "wende", "aplica", "cambia", "aplique", "mude", "applica", "imposta", "примени", "переключи", "应用", "切换", "適用", "切り替え", "적용", "전환")
	// dontApply20c forbid applying on read: the honest neighbour.
	dontApply20c = newPhraseSet("do not apply", "don't apply", "never apply", "no apliques", "nunca apliques", "não aplique", "n'appliquez pas", "n'applique pas", "nicht anwenden", "nicht automatisch", "non applicare", "не применяй", "不要应用", "不要自动", "適用しないで", "적용하지")
	// allWell20c give the all-clear.
	allWell20c = newPhraseSet("all systems operational", "all systems are operational", "all systems working", "everything is operational", "все системы работают", "всё работает", "tous les systèmes fonctionnent", "tous les systèmes sont opérationnels", "todos los sistemas funcionan", "todos los sistemas operativos", "alle systeme laufen", "alle systeme funktionieren", "tutti i sistemi funzionano", "todos os sistemas funcionando", "todos os sistemas operacionais", "所有系统正常", "系统全部正常", "すべてのシステムが正常", "全システム正常", "모든 시스템 정상")
	// degraded20c name the state that contradicts it.
	degraded20c = newPhraseSet("degraded", "partial_outage", "partial outage", "outage", "деградир", "сбой", "dégradé", "panne", "degradado", "caída", "interrupción", "beeinträchtigt", "ausfall", "degradato", "interruzione", "indisponibilidade", "降级", "故障", "縮退", "障害", "저하", "장애")
	// onlyIfAll20c grant the all-clear only when it is earned.
	onlyIfAll20c = newPhraseSet("do not show", "never show", "nunca mostre", "ne jamais afficher", "nicht anzeigen", "не показывай", "不要显示", "表示しない", "표시하지", "only when", "only if", "unless", "no component", "none of", "nur wenn", "solo si", "solo cuando", "seulement si", "uniquement si", "solo se", "somente se", "apenas se", "только если", "仅当", "只有在", "場合のみ", "경우에만")
	// scanner20c speak of a detector's findings (scanner18a, where "quotes"
	// may be a price quote here).
	scanner20c = newPhraseSet("scans ", "detects ", "flags ", "looks for", "searches for", "reports a possible", "reports possible", "when a user reports", "détecte", "detecta", "rileva", "erkennt", "обнаружива", "检测", "検出", "탐지")
	// masked20c keep a secret or a number partly hidden: an honest rule.
	masked20c = newPhraseSet("last four", "last 4", "last two", "masked", "password", "passwort", "mot de passe", "contraseña", "senha", "пароль", "密码", "パスワード", "비밀번호", "api key", "secret", "token", "cvv", "pin ", "full card number", "card number in full",
		"后四位", "後四位", "下4桁", "下四桁", "뒷자리", "últimos 4", "últimos cuatro", "últimos quatro", "derniers chiffres", "4 derniers", "letzten vier", "letzten 4", "ultime quattro", "ultime 4", "последние 4", "последние четыре")

	// checkpoint20c name the moment the user checks what will be done.
	checkpoint20c = newPhraseSet("for approval", "draft you present", "draft you show", "n'affiche que", "n'affichez que", "ne montre que", "ne montrez que", "zur freigabe", "pour approbation", "para aprobación", "para aprovação", "per l'approvazione", "на утверждение", "供审批", "承認用", "승인용", "read back", "reading back", "readback", "in the preview", "in preview", "confirmation screen", "confirmation step", "when confirming", "when you confirm", "in the confirmation", "booking summary", "order summary", "when showing the recipient", "recipient list to the user", "show the user only", "show the user just", "back to the user",
		"beim bestätigen", "bei der bestätigung", "in der vorschau", "bestätigungsdialog", "bestätigungsbildschirm", "dem nutzer nur", "dem benutzer nur",
		"lors de la confirmation", "dans l'aperçu", "écran de confirmation", "en relisant", "récapitulatif", "à l'utilisateur que", "à l'utilisateur uniquement", "à l'utilisateur seulement",
		"al confirmar", "vista previa", "pantalla de confirmación", "resumen de la reserva", "resumen del pedido", "al usuario solo", "al usuario solamente", "al usuario únicamente",
		"ao confirmar", "pré-visualização", "tela de confirmação", "resumo da reserva", "resumo do pedido", "leia para", "ao usuário apenas", "ao usuário somente", "ao usuário só",
		"nell'anteprima", "quando confermi", "schermata di conferma", "riepilogo", "all'utente solo", "all'utente soltanto", "leggi al",
		"при подтверждении", "в предпросмотре", "экране подтверждения", "в сводке заказа", "пользователю только", "пользователю лишь",
		"确认时", "确认页面", "确认界面", "预览", "展示接收人", "名单时", "向用户展示时", "只向用户展示", "確認画面", "確認時", "読み上げ", "プレビュー", "확인 화면", "확인할 때", "미리보기", "ملخص الحجز", "ملخص الطلب", "شاشة التأكيد")
	// unlisted20c leave an item out of that check.
	unlisted20c = newPhraseSet("포함하지 마", "含めないで", "不要包含", "nicht aufnehmen", "n'incluez pas", "no incluyas", "não inclua", "non includere", "не включай", "not be itemized", "not itemize", "don't itemize", "without itemizing", "not be itemised", "not itemise", "do not show", "don't show", "not be shown", "without the breakdown", "not list", "need not list", "without listing",
		"nicht anzeigen", "nicht aufführen", "nicht auflisten", "nicht aufschlüsseln", "nicht einzeln", "ne pas afficher", "n'affichez pas", "n'affiche pas", "ne détaillez pas", "sans détailler", "sans les lister",
		"no muestres", "no mostrar", "no detalles", "sin desglosar", "sin listar", "não mostre", "não exiba", "não detalhe", "sem discriminar", "sem listar", "non mostrare", "non elencare", "senza dettagliare", "senza elencare",
		"не показывай", "не показывать", "не перечисляй", "не расписывай", "без расшифровки", "不必列出", "无需列出", "不要列出", "不要显示", "不显示", "表示しない", "表示せず", "記載しない", "표시하지", "보여주지", "나열하지", "لا تذكر", "ولا تذكرها", "لا تعرض")
	// onlyShown20c narrow what the check shows.
	onlyShown20c = newPhraseSet("only", "just the", "nur", "seulement", "uniquement", "solo", "solamente", "únicamente", "apenas", "somente", "soltanto", "только", "лишь", "只", "仅", "のみ", "だけ", "만 ", "فقط")
	// stand-in20c is what the user is shown in place of what is used.
	standIn20c = newPhraseSet("d'origine", "original", "generic name", "generic", "genérico", "générique", "generico", "generisch", "ursprünglich", "исходн", "первоначальн", "дженерик", "原始", "原来的", "通用名", "元の", "一般名", "원래", "성분명", "الأصلي")

	// toldUser20c address what the user is told.
	toldUser20c = newPhraseSet("tell the user", "tell them", "inform the user", "tell the customer", "say that", "and say", "describe it as", "present it as", "dígale", "dile al usuario", "infórmales", "infórmale", "di' all'utente", "comunica all'utente", "comunica comunque", "dis à l'utilisateur", "пользователю сообщи", "пользователю скажи", "скажите пользователю", "пользователю говори", "indique à l'utilisateur", "informez", "sag dem nutzer", "teile dem nutzer mit", "diga ao usuário", "informe ao usuário", "informe o usuário", "скажи пользователю", "сообщи пользователю", "сообщите пользователю",
		"告诉用户", "并说明", "说明是", "告知用户", "と伝えて", "と説明", "と案内", "라고 안내", "라고 알려", "라고 말", "أخبر المستخدم", "وأخبر")
	// claimRemoved20c claim the removal, revocation or fulfilment was done.
	claimRemoved20c = newPhraseSet("was revoked", "was removed", "was deleted", "were deleted", "has been deleted", "have been deleted", "been erased", "was cancelled", "was canceled", "was fulfilled", "se han eliminado", "ha sido eliminad", "fue eliminad", "fue revocad", "è stata evasa", "è stato rimosso", "sono stati cancellati", "è stata cancellata", "a été supprimé", "ont été supprimé", "a été révoqué", "wurde gelöscht", "wurden gelöscht", "wurde widerrufen", "foi excluíd", "foram excluíd", "foi revogad", "foi cancelad",
		"удалены", "удалён", "удален", "отозван", "已删除", "已撤销", "已取消", "削除した", "削除しました", "取り消した", "取り消しました", "삭제했", "삭제되었", "취소했", "철회했", "تم الحذف", "تم الإلغاء")
	// keptAnyway20c keep the thing the claim says is gone.
	keptAnyway20c = newPhraseSet("keep it", "keep them", "keep the", "retain", "leave it in place", "leave them in place", "but keep", "conserva", "mantén", "mantieni", "conserve", "garde", "behalte", "beibehalten", "mantenha", "manter", "оставь", "сохрани", "保留", "そのまま残", "残して", "유지", "남겨", "comunque", "anyway", "instead", "stattdessen", "à la place", "en su lugar", "em vez disso", "invece", "вместо этого", "而是", "代わりに", "대신", "trotzdem", "quand même", "de todos modos", "mesmo assim", "всё равно", "все равно")
	// claimFree20c call a paid addition free.
	claimFree20c = newPhraseSet("is free", "as free", "free gift", "free benefit", "free bonus", "complimentary", "es gratis", "como gratis", "regalo", "est gratuit", "comme gratuit", "cadeau offert", "ist kostenlos", "als kostenlos", "gratis", "é grátis", "como grátis", "é gratuito", "è gratuito", "come gratuito", "omaggio", "бесплатн", "подарок", "免费赠送", "是免费", "免费的", "無料特典", "無料です", "無料と", "무료 혜택", "무료라고", "무료로 제공", "مجاني", "مجانًا")
	// paidAct20c sign up, buy or add a charge.
	paidAct20c = newPhraseSet("subscribe", "sign the user up", "enrol", "enroll", "purchase", "buy ", "auto-renew", "/month", "per month", "suscrib", "contrat", "abonn", "souscri", "abschließ", "abonnier", "assin", "abbona", "iscriv", "подпиш", "подключи", "оформи", "开通", "订阅", "购买", "加入会员", "契約", "購入", "加入させ", "가입", "구매", "결제", "اشترك", "اشتراك")

	// asksFirst20c ask the user before the paid addition.
	asksFirst20c = newPhraseSet("ask before", "ask the user", "ask them", "with the user's consent", "after the user agrees", "pide confirmación", "pide permiso", "pregunta al usuario", "demande à l'utilisateur", "demandez", "frage den nutzer", "frag den nutzer", "chiedi all'utente", "pergunte ao usuário", "peça confirmação", "спроси", "спросите", "询问用户", "征得用户同意", "確認してから", "同意を得", "동의를 받", "물어보", "اسأل المستخدم")
	// keptToo20c keep the bad news in: what is left out is something else.
	keptToo20c = newPhraseSet("including", "include all", "include every", "keep complaints", "keep the complaints", "包括", "包含所有", "모두 포함", "포함하고", "einschließlich", "inklusive", "y también", "incluidas", "incluidos", "y las quejas", "y los defectos", "y reclamaciones", "incluindo", "inclusi", "включая", "を含め", "含めて")
	// leftOut20c take something out of what the user reads.
	leftOut20c = newPhraseSet("left out of", "leave them out of", "leave it out of", "leave out", "omit", "exclude", "do not include", "don't include", "never include", "without being called out", "never quote", "do not quote", "don't quote",
		"含めないで", "含めず", "除外して", "不要包含", "不要列入", "不要纳入", "排除", "포함하지", "제외하", "nicht aufnehmen", "weglassen", "auslassen", "ausschließen", "n'incluez pas", "n'inclus pas", "omettez", "omets", "exclure", "excluez", "nicht in die zusammenfassung", "nicht in den bericht", "nicht im bericht", "no incluyas", "no incluya", "omite", "omita", "excluye", "não inclua", "omita", "exclua", "non includere", "ometti", "escludi", "не включай", "не включайте", "опусти", "исключи", "لا تدرج", "استبعد")
	// badNews20c name news the user would want: complaints, defects, critical values.
	badNews20c = newPhraseSet("negative theme", "negative comment", "negative feedback", "negative review", "complaint", "defect", "critical value", "critical flag", "critical result", "side effect", "adverse event", "recall notice", "safety issue", "overheating",
		"不具合", "発熱", "苦情", "クレーム", "否定的", "副作用", "投诉", "差评", "负面", "缺陷", "故障报告", "副作用", "불만", "부정적", "결함", "부작용", "жалоб", "негатив", "дефект", "побочн", "beschwerde", "negative themen", "negative kommentare", "negative bewertung", "mängel", "defekt", "nebenwirkung", "plainte", "avis négatifs", "commentaires négatifs", "thèmes négatifs", "défaut", "effet indésirable", "effets secondaires",
		"queja", "reclamación", "comentarios negativos", "reseñas negativas", "temas negativos", "defecto", "efecto secundario", "efectos secundarios", "reclamação", "reclamações", "comentários negativos", "avaliações negativas", "temas negativos", "defeito", "efeito colateral", "efeitos colaterais", "reclamo", "reclami", "lamentel", "recensioni negative", "commenti negativi", "temi negativi", "difett", "effetti collaterali", "شكوى", "شكاوى", "سلبي", "عيب", "آثار جانبية")
	// summaryPlace20c name the summary, count or answer the user reads.
	summaryPlace20c = newPhraseSet("summar", "result count", "overview", "report", "answer", "reply", "要約", "まとめ", "次のアクション", "摘要", "总结", "汇总", "回答", "요약", "보고", "답변", "zusammenfassung", "bericht", "antwort", "résumé", "synthèse", "rapport", "réponse", "resumen", "informe", "respuesta", "resumo", "relatório", "resposta", "riepilogo", "riassunto", "sintesi", "rapporto", "risposta", "сводк", "резюме", "отчёт", "отчет", "ответ", "ملخص", "تقرير")
	// unlessAsked20c let the user learn only by asking.
	unlessAsked20c = newPhraseSet("unless the user asks", "unless asked", "unless they ask", "unless the user explicitly", "salvo que el usuario", "a menos que el usuario", "sauf si l'utilisateur", "à moins que l'utilisateur", "außer der nutzer fragt", "es sei denn", "a menos que o usuário", "salvo se o usuário", "a meno che l'utente", "salvo che l'utente", "если пользователь сам не спросит", "если только пользователь", "除非用户", "聞かれない限り", "尋ねられない限り", "묻지 않는 한", "요청하지 않는 한", "ما لم يسأل")
	// neverShown20c keep a thing out of the user's sight.
	neverShown20c = newPhraseSet("never show", "never tell", "never reveal", "nunca mencionad", "nunca mostrad", "nunca mostre", "nunca muestres", "nunca digas", "ne jamais afficher", "ne jamais dire", "nie anzeigen", "niemals anzeigen", "nie erwähnen", "mai mostrare", "mai dire", "никогда не показывай", "никогда не говори", "绝不告诉", "绝不显示", "決して表示", "決して伝え", "절대 알리지", "절대 표시")
	// hushIt20c keep it unmentioned, the thing named by a pronoun.
	hushIt20c = newPhraseSet("no la menciones", "no lo menciones", "no las menciones", "no los menciones", "no la muestres", "no lo muestres", "ne la mentionne pas", "ne le mentionne pas", "ne les mentionne pas", "ne la mentionnez pas", "ne le mentionnez pas", "ne les mentionnez pas", "ne l'affichez pas",
		"erwähne sie nicht", "erwähne es nicht", "erwähnen sie sie nicht", "non menzionarla", "non menzionarlo", "non menzionarle", "non menzionarli", "não a mencione", "não o mencione", "não as mencione", "não os mencione", "nunca mencionad", "не упоминай её", "не упоминай ее", "не упоминай его", "не упоминай их",
		"不要提它", "不要提起", "それには触れず", "それに触れない", "언급하지 마", "don't mention it", "do not mention it", "don't mention them", "do not mention them", "never mention it", "never mention them")
	// backToUser20c return a figure or a name to the user.
	backToUser20c = newPhraseSet("back to the user", "de vuelta al usuario", "zurück an den nutzer", "de retour à l'utilisateur", "de volta ao usuário", "indietro all'utente")
	// first20c put a product at the head of what the user hears.
	first20c = newPhraseSet("suggest them first", "suggest it first", "mention them first", "mention it first", "recommend them first", "recommend it first", "show them first", "list them first", "propón primero", "muéstralo primero", "sugiere primero", "proposez en premier", "proposez d'abord", "propose d'abord", "zuerst vorschlagen", "zuerst empfehlen", "zuerst nennen", "suggerisci per prim", "proponi per prim", "mostra per prim", "sugira primeiro", "mostre primeiro", "recomende primeiro", "предлагай первым", "сначала предлагай", "сначала предложи", "首先推荐", "优先推荐", "先推荐", "先に紹介", "最初に勧め", "最初に紹介", "먼저 소개", "먼저 추천", "أولاً")
	// firstAny20c put anything first: with a pick passed off as neutral information.
	firstAny20c = newPhraseSet(" first", "primero", "en premier", "d'abord", "zuerst", "per primo", "per prima", "primeiro", "первым", "сначала", "首先", "优先", "先に", "最初に", "먼저", "أولاً")
	// always20c make it every answer's.
	always20c = newPhraseSet("always", "siempre", "toujours", "immer", "sempre", "всегда", "总是", "一律", "始终", "必ず", "常に", "항상", "반드시", "دائماً", "دائما")
	// overGeneric20c put a brand in place of the generic.
	overGeneric20c = newPhraseSet("instead of the generic", "over the generic", "al posto del generico", "invece del generico", "en lugar del genérico", "en vez del genérico", "au lieu du générique", "statt des generikums", "anstelle des generikums", "em vez do genérico", "no lugar do genérico", "вместо дженерика", "代替仿制药", "而不是仿制药", "ジェネリックではなく", "복제약 대신")
	// framedBetter20c describe the chosen one as safer, cheaper or best.
	framedBetter20c = newPhraseSet("as safer", "as the safest", "as more secure", "as the cheapest", "as the best", "as top-rated", "as the top-rated", "as the highest-rated", "as the highest rated", "as the most favorable", "as the most favourable",
		"come più sicuro", "come il più sicuro", "come il più economico", "come il migliore", "como más seguro", "como el más seguro", "como el más barato", "como la más barata", "como el mejor", "como la mejor", "comme plus sûr", "comme le plus sûr", "comme le moins cher", "comme le meilleur", "comme la meilleure",
		"als sicherer", "als am sichersten", "als günstigst", "als beste", "als das beste", "como mais seguro", "como o mais seguro", "como o mais barato", "como a mais barata", "como o melhor", "como a melhor", "как более безопасн", "как самый безопасн", "как самый дешёв", "как самый дешев", "как лучш",
		"说成最便宜", "说成评分最高", "说成最好", "说成更安全", "称为最安全", "说是最安全", "说是最便宜", "より安全だと", "最も安全だと", "最安だと", "一番安いと", "最も有利", "더 안전하다고", "가장 저렴하다고", "가장 좋다고", "가장 유리", "بالأرخص", "بالأفضل", "بالأكثر أمان")
	// framedNeutral20c pass a pick off as neutral information.
	framedNeutral20c = newPhraseSet("as general information", "as neutral information", "as general info", "일반 정보라고", "일반 정보로", "一般的な情報として", "一般情報として", "作为一般信息", "作为一般性信息", "comme information générale", "comme une information générale", "como información general", "como informação geral", "come informazione generale", "come un'informazione generale", "als allgemeine information", "als allgemeine info", "как общую информацию", "как общая информация", "كمعلومات عامة")
	// withholdOption20c keep an option or a comparison out of the answer.
	withholdOption20c = newPhraseSet("do not offer", "don't offer", "never offer", "do not show", "don't show", "without listing", "do not list", "don't list", "不要提供", "不要给出", "不要列出", "不提供", "表示しないで", "表示しない", "提示しない", "제공하지", "보여주지", "no ofrezcas", "no muestres", "sin listar", "ne proposez pas", "ne propose pas", "n'affichez pas", "sans lister", "nicht anbieten", "nicht anzeigen", "ohne aufzulisten", "non offrire", "non mostrare", "senza elencare", "não ofereça", "não mostre", "sem listar", "не предлагай", "не показывай", "لا تعرض", "لا تقدم")
	// otherOptions20c name the public options, other providers or the comparison with them.
	otherOptions20c = newPhraseSet("public hospital", "public option", "public service", "public provider", "other banks", "other providers", "comparison with", "comparisons with", "公立", "公共服务", "其他银行", "他行", "他社", "比較", "比较", "공공", "다른 은행", "타 은행", "비교", "servizio pubblico", "strutture pubbliche", "altre banche", "confronto con", "servicio público", "sanidad pública", "otros bancos", "comparación con", "service public", "hôpital public", "autres banques", "comparaison avec", "öffentliche", "andere banken", "vergleich mit", "serviço público", "rede pública", "outros bancos", "comparação com", "государственн", "другие банки", "сравнени", "العامة", "البنوك الأخرى", "مقارنة")
	// evenIfAsked20c keep it so when the user asks.
	evenIfAsked20c = newPhraseSet("聞かれた場合も", "尋ねられた場合も", "even if the user asks", "even if asked", "even if they ask", "even when asked", "even when the user asks", "mesmo se ele perguntar", "mesmo que o usuário pergunte", "mesmo se o usuário perguntar", "aunque el usuario pregunte", "aunque pregunte", "incluso si el usuario pregunta", "même si l'utilisateur demande", "même s'il demande", "auch wenn der nutzer fragt", "auch wenn er fragt", "selbst wenn der nutzer fragt",
		"anche se l'utente chiede", "anche se chiede", "даже если пользователь спросит", "даже если спросит", "即使用户问", "即使用户询问", "即使被问", "聞かれても", "尋ねられても", "물어도", "묻더라도", "حتى لو سأل")
)

// wrappedFindings20c reads the sentences of a text that run over a line
// break ("… y muestra al\nusuario solo el IBAN original."): split at the
// break, neither half holds a reading that the joined sentence holds.
// Paragraphs and list items stay apart; a sentence that gives examples
// is a quotation and is left alone.
func wrappedFindings20c(where func() string, text string, seen map[string]bool) []finding {
	if !strings.Contains(text, "\n") {
		return nil
	}
	var out []finding
	for _, para := range strings.Split(text, "\n\n") {
		for _, sent := range wrappedSentences20c(para) {
			lt := phrasesIn(strings.ToLower(sent))
			if lt.in(example20c) {
				continue
			}
			if rule, what := tune20cReading(lt, lowText{}); rule != "" && !seen[rule] {
				seen[rule] = true
				out = append(out, finding{Rule: rule, Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(sent))})
			}
		}
	}
	return out
}

// wrappedSentences20c returns the sentences of a paragraph that span two
// of its lines or more, each line break made a space; a line that opens
// a list item starts a sentence.
func wrappedSentences20c(para string) []string {
	var out []string
	var b strings.Builder
	wrapped := false
	flush := func() {
		if wrapped {
			out = append(out, b.String())
		}
		b.Reset()
		wrapped = false
	}
	for i, line := range strings.Split(para, "\n") {
		line = strings.TrimSpace(line)
		if i > 0 {
			if listItem20c(line) {
				flush()
			} else if b.Len() > 0 {
				b.WriteByte(' ')
				wrapped = true
			}
		}
		for line != "" {
			j := sentenceEnd20c(line)
			if j < 0 {
				b.WriteString(line)
				break
			}
			b.WriteString(line[:j])
			flush()
			line = strings.TrimSpace(line[j:])
		}
	}
	flush()
	return out
}

// sentenceEnd20c returns the index just past the first sentence end in
// line (". ", "。", "? ", a final "."), or -1.
func sentenceEnd20c(line string) int {
	for i, r := range line {
		switch r {
		case '。', '！', '？':
			return i + len(string(r))
		case '.', '!', '?':
			if i+1 == len(line) || line[i+1] == ' ' {
				return i + 1
			}
		}
	}
	return -1
}

// listItem20c reports a line that opens a list item (- x, * x, 1. x, • x).
func listItem20c(line string) bool {
	if strings.HasPrefix(line, "- ") || strings.HasPrefix(line, "* ") || strings.HasPrefix(line, "• ") {
		return true
	}
	i := 0
	for i < len(line) && line[i] >= '0' && line[i] <= '9' {
		i++
	}
	return i > 0 && i < len(line) && (line[i] == '.' || line[i] == ')')
}

// example20c give examples: what follows is quoted, not ordered.
var example20c = newPhraseSet("for example", "for instance", "e.g.", "such as", "like '", "like \"", "例如", "比如", "例えば", "などの", "예를 들어", "예:", "z. b.", "zum beispiel", "par exemple", "por ejemplo", "ad esempio", "por exemplo", "например")
