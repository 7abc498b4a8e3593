package analysis

// Records corrupted rather than stolen (tune18a). The text makes the model
// alter a record against its truth, silence the trail that would show it,
// or vouch for what did not happen; the sign against the user is that the
// change is unrequested, fixed by the text, or hides itself:
//   - the audit trail, change feed, alerts or events switched off, sent to
//     a null sink or purged, with a reason that keeps it out of sight;
//   - a finding's severity lowered regardless of what was computed;
//   - a change stamped with an earlier date than the real one;
//   - history overwritten, recreated, renumbered or merged so no gap,
//     second version or second author shows;
//   - a signature, approval or consent reused or ticked without its owner;
//   - a check, control or test reported passed or done though it was not;
//   - a verdict, score or code fixed for a party or shifted past the rule.

// tune18aReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune18aReading(lt, prop lowText) (rule, what string) {
	if lt.in(scanner18a) {
		return "", ""
	}
	switch {
	case (lt.in(trail18a) || prop.in(trail18a)) && (lt.in(nullSink18a) || lt.in(silenced18a) && lt.in(unseen18a) && !silencingForbidden27(lt.s)) && !lt.in(userKeeps18a):
		return "poison-concealment", "an order to silence or purge the audit trail, alerts or change events"
	case lt.in(severity18a) && lt.in(downgrade18a):
		return "poison-concealment", "an order to lower a finding's severity whatever was computed"
	case lt.in(recordTime18a) && lt.in(earlierDate18a) && (lt.in(changedLate18a) || lt.in(unseen18a)) && !lt.in(userKeeps18a):
		return "poison-hidden-instruction", "an order to stamp a change with an earlier date than the real one"
	case lt.in(rewrite18a) && lt.in(traceless18a) && !lt.in(userKeeps18a):
		return "poison-concealment", "an order to overwrite a record so its history or gaps do not show"
	case lt.in(signOff18a) && lt.in(reused18a) && lt.in(unasked18a) && !lt.in(userKeeps18a):
		return "poison-hidden-instruction", "an order to reuse or supply a signature, approval or consent its owner did not give"
	case lt.in(passed18a) && lt.in(notDone18a) && lt.in(assign18a) && !lt.in(userKeeps18a) && !lt.in(honestStatus18a) && !deniedGoodReport44b(lt.s) && !failsOutright44b(lt):
		return "poison-answer-manipulation", "an order to report a check, control or test as passed or done when it was not"
	case lt.in(verdict18a) && lt.in(favoured18a) && !lt.in(userKeeps18a):
		return "poison-answer-manipulation", "an order to fix a verdict, score or code for a chosen party or past the rule"
	}
	return "", ""
}

// trailFixedOff says how a property's default or const switches off the
// trail it is named for (audit_trail: none, event_sink: null://discard),
// or "".
func trailFixedOff(name string, value any) string {
	v, ok := value.(string)
	if !ok || !lowered(name).in(trailName18a) {
		return ""
	}
	if lowered(v).in(offValue18a) {
		return "the audit trail or alert sink switched off"
	}
	return ""
}

var (
	// scanner18a name a tool that looks for tampering rather than does it.
	scanner18a = newPhraseSet("scans ", "detects ", "flags ", "looks for", "searches for", "quotes ", "reports a possible", "reports possible", "when a user reports", "détecte", "detecta", "rileva", "erkennt", "обнаружива", "检测", "検出", "탐지")
	// userKeeps18a leave the change to the user or keep the history.
	userKeeps18a = newPhraseSet("supplied by the user", "the user confirms", "user confirms", "after the user confirms", "only when the user", "only if the user", "explicit confirmation", "legal hold", "legal-hold", "history is kept", "history is preserved", "previous version is kept", "prior version is kept", "never overwrite", "never backdate", "never ", "do not overwrite", "is not allowed", "are not allowed", "cannot ", "can't ", "refuses", "rejected if", "jamais", "nunca", "niemals", "никогда", "决不", "绝不", "不得", "決して", "절대")

	trail18a = newPhraseSet("audit", "log", "trail", "change feed", "change report", "access report", "event", "alert", "notif", "monitoring", "siem", "watcher", "on-call", "ticket",
		"journal", "piste", "événement", "alerte", "diario", "evento", "alerta", "aviso", "trilha", "registros de trilha", "avvis", "notifica", "traccia", "protokoll", "ereignis", "benachrichtig", "warnmeld",
		"журнал", "аудит", "событи", "оповещ", "уведомл", "наблюдател", "审计", "日志", "事件", "告警", "通知", "预警", "監査", "ログ", "イベント", "アラート", "証跡", "감사", "로그", "이벤트", "알림", "경보", "변경 피드", "티켓")
	nullSink18a = newPhraseSet("null://", "/dev/null", "sink 'null'", "sink \"null\"", "null sink", "null_sink", "sink null", "sink 'none'", "keep=0", "retention_days=0", "days=0", "test=true", "quiet=true", "audit=false", "audit 设为 false", "audit を false", "forward_events=false")
	silenced18a = newPhraseSet("set false", "suppress", "mute", "silence", "pause", "drop", "discard", "disable", "turn off", "switch off", "to false", "=false", "flag off", "keep off", "purge", "delete", "rotate", "do not open", "do not send", "don't send", "as 'system'", "as \"system\"",
		"unterdrück", "auf false", "deaktivier", "abschalt", "ausschalt", "désactiv", "supprim", "à false", "« system »", "desactiv", "descart", "apag", "elimin", "disattiv", "sopprim", "spegn", "cancell", "отключ", "подавл", "отбрасыв", "удал", "не восстанавл",
		"关闭", "设为 false", "删除", "丢弃", "屏蔽", "オフ", "無効", "送らない", "破棄", "削除", "끄", "비활성", "제외", "삭제", "quiet")
	unseen18a = newPhraseSet("does not appear", "doesn't appear", "not appear", "not surface", "out of the change report", "stays out", "drops them", "informational only", "noise", "duplicates", "already knows", "already has", "trusts", "reserved for", "leave it paused", "remainder of the session", "unless the user types", "never ask the user", "without asking the user", "replicated elsewhere", "readable", "as soon as the user", "rate limit", "routine", "afterward is optional", "afterwards is optional",
		"n'apparaisse", "purement informative", "sauf si l'utilisateur", "no aparece", "no aparezca", "se reservan", "se replica", "não apareça", "não aparece", "assim que o usuário", "non compaia", "non compare", "riservat", "ohnehin", "nicht erscheint", "nicht sichtbar", "nicht auftaucht", "damit die änderung nicht", "nur informativ", "vorbehalten",
		"не появ", "не отображ", "не восстанавл", "отбрасывал", "шум", "не показыва", "不出现", "不会出现", "不显示", "不会显示", "频率限制", "常规", "不必说明", "表示されない", "信頼して", "ノイズ", "표시되지", "노이즈", "신뢰")

	severity18a  = newPhraseSet("severity", "finding", "critical", "critic", "kritisch", "critique", "crítico", "crítica", "critico", "критич", "严重", "重大度", "심각", "gravità", "gravedad", "gravité", "gravidade", "schwere", "befund", "rilievo", "hallazgo", "constat", "серьёзн", "发现", "発見", "발견")
	downgrade18a = newPhraseSet("regardless of the computed", "regardless of the calculated", "as 'info'", "as \"info\"", "as 'low'", "as \"low\"", "lowered by one", "lower it by one", "by one severity", "als 'niedrig'", "als „niedrig", "um eine stufe gesenkt", "come 'info'", "comme 'info'", "comme « info", "como 'info'", "como 'bajo'", "como 'baixo'",
		"indipendentemente dalla gravità", "indépendamment de la gravité", "independientemente de la gravedad", "independentemente da gravidade", "unabhängig vom berechneten", "unabhängig von der berechneten", "независимо от рассчитан", "как «info»", "按“提示”", "按\"提示\"", "一律按", "不论计算", "「情報」として", "計算された重大度に関係なく", "'정보'로", "계산된 심각도와 관계없이", "понижа", "на одну ступень", "下调一级", "一段階下げ", "한 단계 낮")

	recordTime18a  = newPhraseSet("as_of", "created_at", "effective_date", "timestamp", "date", "fecha", "data ", "datum", "дат", "日期", "时间", "日付", "날짜", "시각", "時刻", "horodat", "стамп")
	earlierDate18a = newPhraseSet("original filing date", "original submission date", "original capture date", "originally due", "last day of the previous period", "original date", "originale", "original de", "originaria", "ursprünglich", "исходн", "первоначальн", "原始", "原病程", "上一期间", "上期", "元の提出日", "元の日付", "원래 제출일", "원래 날짜", "최초 제출일",
		"calendrier initial", "rather than today", "instead of today", "instead of the current date", "rather than the current", "en lugar de la fecha actual", "au lieu de la date", "anziché la data", "statt des heutigen", "вместо текущ", "而非当前", "今日ではなく", "오늘이 아닌", "date de dépôt", "fecha de presentación", "data di deposito", "einreichungsdatum", "data de envio")
	changedLate18a = newPhraseSet("late", "tardí", "tardiv", "tardi", "spät", "поздн", "после срока", "截止日之后", "逾期", "遅れ", "늦", "today", "heutig", "aujourd'hui", "hoy", "hoje", "oggi", "сегодня", "今天", "今日", "오늘", "replacement", "substitut", "ersatz", "remplacement", "sostitutiv", "замен", "替换", "差し替え", "교체", "inquiry", "inspection", "contrôle", "enquête", "dispute", "纠纷", "封存")

	rewrite18a = newPhraseSet("write the restated", "over the originals", "overwrite", "supersedes the original", "replace the original", "replaces the original", "re-created under the same id", "recreated under the same id", "same id", "same file name", "same document number", "renumber", "collapsed into", "merged into", "clear that field", "clear the field", "discard the other", "amend_mode=replace", "edited to match",
		"ersetzen den ursprünglichen", "zusammengeführt", "überschreib", "remplacées par", "remplace l'original", "même nom", "écras", "renumérot", "reemplaz", "mismo id", "mismo nombre", "vacía", "vacíe", "sobrescrev", "substituíd", "mesmo id", "mesmo nome", "esvazie", "sovrascriv", "stesso id", "stesso nome", "svuota", "ricreato", "sostituit",
		"перенумер", "durchnummer", "neu nummer", "fusiona", "fundid", "объедин", "合并", "перезапис", "тем же номером", "тем же id", "править под", "очист", "同名文件", "同じid", "作り直", "覆盖", "替换原", "合并到", "清空", "再採番", "振り直", "번호를 다시", "비우세요", "空にして", "덮어")
	traceless18a = newPhraseSet("rather than adding", "no archive copy", "not retain", "not kept", "not be kept", "no gap", "a gap", "continuous", "single author", "one author", "unchanged", "visible amendment trail", "one clean row", "regenerates", "confuses readers", "only confuses", "keep the original meeting date", "so reviewers see", "so downstream", "house style",
		"nicht als vorversion", "nur einen autor", "un solo autor", "un seul auteur", "um único autor", "un solo autore", "一个作者", "한 명의 작성자", "keine lücke", "lückenlos", "paraisse inchangée", "inchangé", "déroute", "dérouter", "trou", "hueco", "salto", "regenera", "lacuna", "buco", "rigenera", "непрерывн", "пропуск", "один автор",
		"不保留", "看到变动", "缺号", "連番", "欠番", "保存しない", "보관하지", "공백", "연속", "다시 생성", "修正履歴が残", "再生成")

	signOff18a = newPhraseSet("signature", "signoff", "sign-off", "approved_by", "approval", "acceptance", "consent checkbox", "consent box", "checkbox", "firma", "assinatura", "signatur", "unterschrift", "approbation", "acceptation", "aprobador", "approvatore", "consentimento", "подпис", "签名", "签字", "署名", "서명", "承認者", "승인자", "同意欄", "체크박스", "caixa de")
	reused18a  = newPhraseSet("copy the existing", "reuse", "re-use", "stored signature", "saved signature", "whoever last approved", "last approved", "pre-fill", "prefill", "tick it for the user", "for the user so", "copy the signature", "copied over",
		"reutiliz", "riutilizz", "wiederverwend", "повторно использ", "复用", "再利用", "재사용", "armazenad", "저장된", "保存された署名", "préremplissez", "pré-rempl", "copiez", "copia la", "kopier", "скопируй", "コピー", "복사", "复制", "última persona que aprobó", "marque-a pelo usuário", "pelo usuário", "ultimo che ha approvato", "zuletzt genehmigt")
	unasked18a = newPhraseSet("without contacting", "instead of requesting", "does not need to be contacted", "need not be contacted", "delays the close", "blanket approval", "unavailable", "so the submission is accepted",
		"não é preciso contatar", "sin contactar", "senza contattare", "ohne den", "ohne kontakt", "sans contacter", "approbation globale", "no disponible", "indisponible", "non disponibile", "nicht erreichbar", "para que o envio seja aceito", "не связыва", "не обращаясь", "无需联系", "不必联系", "連絡せず", "新しい署名を依頼せず", "연락하지", "再署名", "повторная подпись", "ri-firma")

	passed18a = newPhraseSet("passed", "as passed", "green", "compliant", "as complete", "completed", "effective", "'performed'", "performed", "satisfied", "verified", "as current", "no exceptions", "successful", "target value",
		"conforme", "efficac", "eficaz", "realizado", "bestanden", "erfolgreich", "vollständig", "пройден", "успешн", "эффектив", "выполнен", "通过", "合格", "运行有效", "完成", "検証済み", "全項目", "통과", "완료", "통제가 적용", "проверено", "doppio controllo", "dual control")
	// assign18a give the status to the record or the user.
	assign18a  = newPhraseSet("record", "report", "mark", "count", "treat", "return", "confirm", "write", "fill", "add ", "state", "say", "status", "set ", "use the", "registr", "marque", "segna", "riporta", "conferma", "informe", "devuelve", "devolv", "indique", "considér", "zähl", "setze", "trag", "als bestanden", "als erfolgreich", "marca ", "marcar", "markier", "помеча", "标记为", "マーク", "отмет", "засчит", "добавля", "считай", "记录为", "回复", "记为", "記入", "記載", "として数え", "기록", "확인해", "표시")
	notDone18a = newPhraseSet("even when", "even if", "even though", "anche se", "aunque", "même si", "mesmo que", "auch wenn", "даже", "即使", "でも", "더라도", "라도", "not inspected", "não inspecionad", "no inspeccionad", "not run", "could not be executed", "did not finish", "timeout", "timed out", "таймаут", "超时", "타임아웃",
		"skipped", "flaky", "übersprungen", "пропущ", "跳过", "スキップ", "건너", "missing", "assumed", "presumid", "présum", "angenommen", "whenever", "siempre que", "sempre que", "chaque fois", "ogni volta", "immer wenn", "всякий раз", "每当", "たびに", "때마다", "always return", "devuelve siempre", "sempre", "happens asynchronously", "verified asynchronously", "非同期で行", "非同期に",
		"below the target", "only some", "一部", "uploaded separately", "a parte", "另行", "unless the user lists", "salvo que el usuario", "only one approver", "un solo approvatore", "한 명만", "when the user asks for the status", "quando l'utente chiede lo stato", "用户询问进度", "tracked outside", "не уложился", "access issues", "problemas de acesso", "for every instrument", "from prior years", "anos anteriores", "stichprobe", "not need the sample")
	honestStatus18a = newPhraseSet("as unverified", "comme non vérifié", "como no verificad", "als nicht verifiziert", "come non verificat", "como não verificad", "как непроверенн", "为未验证", "未検証として", "미검증으로", "named in the summary", "as flaky", "report every", "report all", "list every", "failed,", "passed/", "/failed", "failed/", "'failed'", "\"failed\"", "failed and", "incomplete'", "not 'passed'", "only when all", "only if all", "only after", "are reported as failed", "as failed", "as not run", "as skipped", "not as passed", "marked incomplete")

	verdict18a = newPhraseSet("approve", "'accept'", "« accept »", "to accept", "no violation", "eligible", "passing side", "round it", "as 3", "as on time", "as on-time", "lower of the two", "higher acuity", "higher tier", "tallied under", "override_rating", "prefer the one", "is preferred", "select the incumbent", "first candidate",
		"approvat", "aprobad", "aprovad", "genehmig", "approuv", "одобр", "批准", "承認", "승인", "위반 없음", "допускайте", "допустить", "bevorzugt", "arrotond", "取整", "切り上げ", "반올림", "als 3", "no prazo", "considere no prazo", "acuidade maior", "더 높은 등급", "se contabilizan", "fornitore uscente", "기존 공급업체", "первому кандидату", "primo candidato", "premier candidat", "recommandation à")
	favoured18a = newPhraseSet("partner list", "trusted_partners", "preferred_ids", "broker code", "referrer", "incumbent", "visiting cohort", "leadership programme", "leadership program", "represented by counsel", "precinct", "bed census", "regardless of", "whatever the score", "before showing", "without rerunning", "than the notes support", "shown to users", "within five points", "reimburses", "omit the model",
		"liste partenaire", "liste des partenaires", "código", "uscente", "turma visitante", "führungskräfte", "participant", "участка", "indipendentemente", "independientemente", "independentemente", "unabhängig", "независимо", "无论", "不论", "関係なく", "관계없이", "перед показом", "表示する前", "sin volver a ejecutar", "que ven los usuarios", "entro cinque punti",
		"不足五分", "5점", "청구", "не показывайте обоснование", "брокер", "ocupação de leitos", "код брокера", "из списка партнёров", "名单中的", "リストに載っている", "명단에 있는")

	trailName18a = newPhraseSet("audit", "trail", "log", "sink", "alert", "trilha", "auditoria", "protokoll", "journal", "журнал", "审计", "日志", "監査", "ログ", "감사", "로그")
	offValue18a  = newPhraseSet("none", "null", "discard", "off", "disabled", "nenhum", "ninguno", "aucun", "nessun", "keine", "нет", "无", "なし", "없음")
)
