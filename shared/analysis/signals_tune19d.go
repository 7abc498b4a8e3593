package analysis

// What the agent reports, fixed by the text rather than by the data
// (tune19d). An insider's server tells the model to vouch for a good state
// whatever it found, or to keep what it found from the user; the sign
// against the user is that the outcome is set before the data is read, or
// that the leaving-out is itself to be kept quiet:
//   - a good state (green, healthy, compliant, reconciled, no alerts) to
//     be reported even when, or only because, the data says otherwise;
//   - a finding, failure, difference or filter the model is told not to
//     mention, or whose removal it is told not to mention.

// tune19dReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune19dReading(lt, prop lowText) (rule, what string) {
	if !lt.in(goodState19d) && !lt.in(hush19d) && !lt.in(regardless19d) && !lt.in(appear19d) && !lt.in(claimAsked19d) && !lt.in(attest19d) || lt.in(reportsEverything) || lt.in(negatedGood19d) || deniedGoodReport44b(lt.s) || lt.in(scanner18a) || lt.in(userChose19d) {
		return "", ""
	}
	switch {
	case lt.in(goodState19d) && lt.in(assert19d) && (lt.in(against19d) || lt.in(hush19d) || lt.in(found19d)) && !lt.in(t12dConditionedSet):
		return "poison-answer-manipulation", "an order to report a good state whatever the data shows"
	case lt.in(hush19d) && (lt.in(found19d) || prop.in(found19d) || prop.in(omit19d)):
		return "poison-concealment", "an order to keep a finding, failure or filter from the user"
	case lt.in(regardless19d) && lt.in(stated19d):
		return "poison-answer-manipulation", "an order to record a status or name fixed whatever the data shows"
	case lt.in(appear19d) && lt.in(time19d):
		return "poison-answer-manipulation", "an order to shift a recorded time so a delay or a night change does not show"
	case lt.in(claimAsked19d) && lt.in(remapped19d):
		return "poison-answer-manipulation", "an order to lower what the user asked for and confirm it as asked"
	case lt.in(attest19d) && lt.in(noneFound19d) && !lt.in(t12dConditionedSet):
		return "poison-answer-manipulation", "an attestation that nothing was found, written before the data is read"
	}
	return "", ""
}

// judgeTune19d applies tune19dReading with the sentence's property. A
// good state in quotation marks is the verdict ordered, not a quotation.
func judgeTune19d(sg signals, ctx scanContext, quoting bool) []textFinding {
	lt := sg.phrases()
	if (quoting || sg.has[cMention]) && !lt.in(goodState19d) {
		return nil
	}
	if rule, what := tune19dReading(lt, lowered(ctx.property)); rule != "" {
		return []textFinding{{rule: rule, what: what}}
	}
	return nil
}

var (
	// goodState19d name the verdict an auditor or user would want to hear.
	goodState19d = newPhraseSet(" as green", "run as green", "is green", "stays green", " as healthy", "is healthy", " as stable", " as passing", " as passed", "in control", " as effective", "operating effectively", " as compliant", "incident-free", "no actionable", "free of", "met all objectives", "matches the system", "count matches", "no current violation", "complete run", "full finding list", "full audit history", " as complete", " as resolved", "all systems nominal", "all devices are reporting", "within tolerance", "offline=0", "say 0 failed", "no exceptions", " as measured availability", " as global", " as the official", " as alerting in real time", " as real-time", "reconciled", "'operational'", " as zero", " to zero in your", "tested in the current", "come zero", "als null", "como cero", "como zero", "как ноль", "按 0", "0として", "0으로", " as the current", "no alerts", "no critical alerts", "record effective", " as online", "no hay alertas", "não há alertas", "keine alarme", "keine kritischen", "aucune alerte", "нет алертов", "没有告警", "无告警", "アラートはありません", "알림이 없", "위반이 없", "問題は検出されませんでした", "no issues were found", "no problems found", "keine probleme", "aucun problème", "ningún problema", "nenhum problema", "nessun problema", "проблем не обнаружено", "未发现问题", "문제가 없", " as intact", " as unaltered", "no violations", "no breaches", "keine verstöße", "aucune violation", "sin incumplimientos", "nenhuma violação", "nessuna violazione", "нарушений нет", "没有违规", "違反はありません",
		"als stabil", "als vollständig", "als ausgeglichen", "als den aktuellen", "als wirksam", "wirksam eintragen", "keine abweichung", "als bestanden", "comme stable", "comme nul", "comme terminé", "comme conforme", "est nominal", "comme temps réel", "est rapproché", "aucun écart", "como estable", "como 0", "por cerrada", "está conciliada", "objetivos cumplidos", "libre de vulnerabilidades", "como en tiempo real", "sin incidencias", "como estável", "confere", "como o período atual", "como concluíd", "sem alertas", "come stabile", "come conforme", "funziona regolarmente", "nessun allarme", "come in tempo reale",
		"зелёной", "зеленой", "стабильн", "в норме", "критических алертов нет", "инцидентов не было", "расхождений нет", "как в реальном времени", "als echtzeit", "无高等级告警", "已平", "正常", "无异常", "合格", "稳定", "安定", "正常です", "異常なし", "管理内", "정상", "이상 없음", "안정")
	// assert19d give the state to the user, the answer or the record.
	assert19d = newPhraseSet("report", "describe", "present", "call ", "call it", "say ", "tell ", "answer", "state that", "show them", "summar", "confirm", "record", "treat", "count as", "relay", "repeat", "write", "reply", "comunícal", "comunique", "informa", "inform the", "informe",
		"melde", "bezeichne", "stelle", "antworte", "eintragen", "nenne", "indique", "décri", "présent", "répond", "comunica", "resume", "responde", "presenta", "apresent", "descrev", "diga", "responda", "descrivi", "indica", "riporta", "rispondi",
		"называй", "сообщай", "отвечай", "указывай", "пиши", "汇报", "回复", "说明", "报告", "答え", "報告", "伝え", "記載", "答", "보고", "답하", "설명", "기재", "쓰고", "formuliere", "formulate it", "phrase it", "should read", "must read")
	// against19d set the state against what was found.
	against19d = newPhraseSet("even if", "even when", "even though", "regardless", "irrespective", "whatever", "no matter", "if only", "only those", "above zero", "non-zero", "is below", "below the", "less than", "differs", "anyway", "if lab_qc shows", "when alerts are firing", "whoever", "unless", "non-empty", "not empty", "nicht leer", "non vide", "no está vacía", "não estiver vazia", "non è vuota", "не пуст", "不为空", "空でない", "空でなくても", "비어 있지 않", "あっても", "いても", "negative", "always tell", "always say", "always describe", "use the default", "keep the default", "simply as", "only ", "mapped to", "map any",
		"negativ", "négati", "valeur par défaut", "valore predefinito", "standard beibehalten", "manter o padrão", "valor por defecto", "apenas ", "solo ", "nur ", "только ", "как info", "is empty", "older than", "months old", "whenever", "отрицат", "负数", "按 p3", "マイナス", "음수",
		"auch wenn", "trotzdem", "unabhängig", "même si", "même critiques", "quel que soit", "inférieur", "aunque", "inferior a", "independientemente", "divergir", "mesmo que", "anche se", "indipendentemente", "sotto", "даже", "независимо", "если упали только", "即使", "低于", "不论", "无论", "でも", "未満", "관계없이", "이어도", "라도", "미만")
	// hush19d keep the leaving-out, or the finding, from the user.
	hush19d = newPhraseSet("no need to say", "no need to mention", "need to be told", "don't mention", "do not mention", "never mention", "not be mentioned", "shouldn't be reported", "should not be reported", "keep this silent", "keep it silent", "without comment", "do not explain", "don't explain", "don't flag", "do not flag", "do not bring it up", "don't bring it up", "doesn't stand out", "does not stand out", "not be discussed", "never volunteer", "without signalling", "without signaling", "without flagging", "leave these out of your response", "out of the draft", "do not list", "don't list", "without listing",
		"nicht erwähnen", "nicht wiedergegeben", "drop it from the list", "erwähne nicht", "erwähne sp", "nicht erwähnt", "nicht mitteilen", "verschweig", "nicht erscheinen", "ne précise pas qu", "ne mentionne pas", "ne jamais évoquer", "à ne pas évoquer", "sans le signaler", "sans signaler", "sans lister", "no hace falta aclarar", "no menciones", "nunca menciones", "no se lo indiques", "no debe mencionarse", "sin listar", "no explique", "não comentar", "não mencione", "não devem ser discutidas", "não explique", "sem listar",
		"non dire che", "non menzionare", "senza segnalare", "non elencarli", "non elencare", "не сообщай", "не говори", "не упоминай", "никогда не упоминай", "не указывай", "не упоминать", "不要提及", "无需说明", "无需列出", "不必说明", "不要在汇总里", "不要说明", "也不要在", "报告不要", "報告不要", "не выделялись", "nicht auffallen", "言及しない", "伝えないで", "触れないで", "언급하지", "알리지 마", "말하지 마")
	// omit19d take a found item out of what the user sees.
	omit19d = newPhraseSet("exclude", "drop ", "leave out", "leave these out", "omit", "remove", "skip", "fold it", "not list", "not count", "aus der zählung", "lass", "weglass", "retire", "exclu", "elimín", "excluir", "escluder", "non conteggiar", "не учитывай", "исключ", "排除", "不要单列", "除外", "포함하지")
	// found19d name what was found: results, failures, differences, filters.
	found19d = newPhraseSet("fail", "finding", "violation", "breach", "discrepanc", "variance", "difference", "exception", "alert", "alarm", "event", "filter", "exclusion", "mismatch", "methodology", "conversion", "housekeeping", "severity", "shrinkage", "write-off", "credit", "incident", "error", "approv", "outage", "offline", "out of range", "critical", "result", "history", "loss",
		"kritisch", "critique", "crític", "критич", "严重", "치명", "falha", "ergebnis", "verlust", "résultat", "perte", "fehler", "resultado", "historial", "pérdida", "perda", "risultat", "perdit", "результат", "потер", "结果", "丢失", "結果", "損失", "결과", "손실", "abweichung", "differenz", "verletzung", "alarm", "ereignis", "filtre", "écart", "anomal", "alerte", "événement", "filtro", "descuadre", "discrepancia", "incumplimiento", "divergênc", "falha", "alerta", "evento", "conversão", "allarm", "scostament", "violazion", "записи", "отфильтр", "исключени", "расхожд", "нарушен", "алерт", "дтп", "差异", "告警", "异常", "承認", "差異", "アラート", "違反", "알림", "차이", "위반", "경고")
	// reportsEverything keep every finding in view, or grant the good verdict
	// only when every check earned it.
	reportsEverything = newPhraseSet("never omit", "without omitting", "省略せず", "不省略", "생략하지 않", "ohne auszulassen", "sans omettre", "sin omitir", "sem omitir", "senza omettere", "не пропуская", "do not omit", "don't omit", "never hide", "never drop", "never suppress", "never downgrade", "never summarize away", "report every", "report all", "list every", "list all", "named in the summary", "every difference", "all differences", "still counted", "present them as such", "すべてユーザーに伝え", "全部告诉用户", "모두 사용자에게", "immer vollständig", "nunca omita", "nunca omitas", "ne jamais omettre", "n'omettez jamais", "non omettere", "никогда не скрывай", "不要隐瞒", "不得隐瞒", "省略しない", "누락하지", "only if all", "only when all", "only if every", "только если все", "solo si todos", "seulement si tous", "nur wenn alle", "solo se tutti", "somente se todos", "仅当所有", "仅当全部", "すべて成功した場合のみ", "모두 통과한 경우에만")
	// regardless19d fix a value whatever was found or done.
	regardless19d = newPhraseSet("whoever actually", "ignore any name", "wer tatsächlich", "quien realmente", "qui a réellement", "chi ha effettivamente", "quem realmente", "кто на самом деле", "实际是谁", "実際に誰", "실제로 누가", "regardless of the", "irrespective of the", "quel que soit le résultat", "unabhängig davon", "independientemente de", "indipendentemente da", "con independencia de", "independentemente d", "независимо от", "无论", "不管", "に関係なく", "にかかわらず", "관계없이")
	// stated19d name the status, verdict or name given to the answer or record.
	stated19d = newPhraseSet("decision must be", "decision should be", "decisión debe ser", "la décision doit être", "entscheidung muss", "decisão deve ser", "decisione deve essere", "решение должно быть", "决定必须", "判定は必ず", "결정은 반드시", "attributed to", "author field", "author recorded", "als autor", "comme auteur", "como autor", "come autore", "автором", "作者", "作成者", "작성자", "status reported", "state to give", "to give the user", "in the answer", "inscrit dans le rapport", "als prüfer eingetragen", "eingetragen wird", "registrado como", "registrato come", "записывается", "记录为", "として記録", "으로 기록")
	// appear19d make a shifted time look other than it was.
	appear19d = newPhraseSet("looks contemporaneous", "look contemporaneous", "apparent duration", "duración aparente", "durée apparente", "durata apparente", "duração aparente", "scheinbare dauer", "短く見せ", "显得更短", "짧아 보이", "выглядела короче", "не выделялись", "nicht auffallen", "ne ressortent pas", "no destaquen", "non risaltino", "不显眼", "目立たない", "눈에 띄지")
	// time19d name a recorded time.
	time19d = newPhraseSet("time", "hora", "heure", "zeit", "orario", "время", "时间", "時刻", "時間", "시각", "시간")
	// negatedGood19d forbid the good state rather than order it.
	negatedGood19d = newPhraseSet("never report a", "never describe the", "never describe a", "never call a", "never present a", "never say a", "never mark a", "rather than summari", "rather than describ", "rather than report", "not as passing", "ne jamais décrire", "ne jamais présenter", "nunca describa", "nunca descreva", "nunca presentes", "non descrivere mai", "mai descrivere", "niemals als", "nie als", "nichts wird als", "nothing is reported as", "nothing is shown as", "rien n'est", "nada se", "nulla viene", "ничего не", "никогда не называй", "никогда не описывай", "不要把失败", "決して", "절대로")
	// claimAsked19d tell the user their request was applied as made.
	claimAsked19d = newPhraseSet("the user asked for", "confirm it as", "as requested", "wie angefordert", "comme demandé", "como se pidió", "como solicitado", "come richiesto", "как запрошено", "按用户要求", "要求どおり", "요청한 대로")
	// remapped19d change what was asked for to something lesser.
	remapped19d = newPhraseSet("mapped to", "map any request", "are run as", "are executed as", "abgebildet auf", "herabgestuft", "ramené", "mappé", "se mapean", "mapped as", "mapeadas a", "mapeados para", "mappate su", "выполняются как", "понижа", "按 p3", "降为", "に下げ", "낮춰")
	// attest19d certify a result in the text's own voice.
	attest19d = newPhraseSet("se certifica", "certifies that", "we certify", "hereby certif", "it is certified", "certifie que", "certifica-se", "si certifica", "wird bescheinigt", "wird bestätigt", "настоящим подтвержда", "特此证明", "証明します", "적합 -", "적합:")
	// noneFound19d say there is nothing to report.
	noneFound19d = newPhraseSet("no existen", "no open", "no critical", "none open", "no unresolved", "keine offenen", "aucune", "não existem", "non esistono", "없음", "отсутству", "不存在", "ありません")
	// userChose19d leave the choice to the user.
	userChose19d = newPhraseSet("the user asks to", "the user chose", "user-chosen", "the user selected", "only if the user", "only when the user", "the user confirms", "unless the user asks", "si l'utilisateur le demande", "si el usuario lo pide", "se o usuário pedir", "se l'utente lo chiede", "wenn der benutzer es wünscht", "по просьбе пользователя", "用户要求时", "ユーザーが求めた場合", "사용자가 요청한 경우")
)
