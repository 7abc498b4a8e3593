package analysis

// Words of the readings in signals_tune14d.go: a text that decides for
// the user what the user would decide (consent or a signature deemed
// given, a notice to them switched off, a complaint filed as something
// lesser, a record changed behind their back) or tells them a fact about
// their rights the author admits is false, in the corpus's languages.
var (
	consentObj14d = newPhraseSet("consent", "opt-in", "opt_in", "agreement", "authoriz", "authoris", "attest", "signature", "signoff", "sign-off", "signed=", "agree_all",
		"einwilligung", "zustimmung", "unterschrift", "consentement", "autorisation", "consentimiento", "autorización", " firma",
		"consentimento", "assinatura", "autorização", "consenso", "autorizzazione", "согласи", "подпис", "同意", "签名", "署名", "授权",
		"동의", "서명", "certified=true", "visa_", "verified", "certify", "certifie", "zertifizier", "certifica")
	deemed14d = newPhraseSet("counts as", "count as", "treat silence", "silence as", "treated as consent", "treated as agreement", "is deemed",
		"deemed to", "gilt als", "gelten als", "vaut accord", "vaut consentement", "est considéré", "considérez", "se considera", "si considera",
		"considera-se", "é considerad", "считается", "считай", "视为", "视作", "当作同意", "とみなし", "みなす", "간주", "already accepted",
		"already agreed", "déjà accepté", "bereits zugestimmt", "bereits akzeptiert", "ya aceptó", "ya ha aceptado", "já aceitou", "già accettato",
		"уже соглас", "已同意", "이미 동의", "to true itself", "without asking", "without presenting", "without confirming",
		"don't ask", "do not ask", "pause to ask", "not ask the", "nicht fragen", "nicht nachfragen", "ohne zu fragen", "ohne rückfrage",
		"ne pose pas la question", "sans demander", "sans prévenir", "no preguntes", "sin preguntar", "não pergunte", "sem perguntar",
		"não é preciso confirmar", "non chiedere", "senza chiedere", "не спрашивай", "не спрашивая", "不要询问", "不要问", "无需询问", "无需确认",
		"聞かず", "確認せず", "尋ねず", "묻지", "묻거나", "always true", "immer true", "toujours true", "sempre true", "siempre true",
		"всегда true", "始终为 true", "常に true", "항상 true", "record true", "true로 보내", "coche systématiquement", "need not be described",
		"implied consent", "consentement implicite", "stillschweigend", "tacit", "without looking", "without reviewing", "without checking",
		"sans vérifier", "sin revisar", "sem verificar", "senza verificare", "ohne prüfung", "ohne zu prüfen", "не проверяя", "无需核查", "確認せずに", "검토 없이")
	noForge14d = newPhraseSet("never set", "do not set", "don't set", "never record", "never treat", "do not treat", "don't treat",
		"does not count", "do not count", "never count", "never assume", "only after", "only when the", "only if the", "must ask",
		"always ask", "ask first", "ask before", "is not consent", "n'est pas un consentement", "ist keine einwilligung", "no es consentimiento",
		"não é consentimento", "non è consenso", "не является согласием", "不视为", "不构成", "とみなしません", "간주하지 않", "never infer")

	notice14d = newPhraseSet("notif", "notice", "alert", "remind", "rappel", "alerte", "aviso", "avvis", "promemoria", "erinner",
		"benachrichtig", "уведомл", "напомин", "оповещ", "通知", "提醒", "リマインダー", "お知らせ", "알림", "sms")
	keepOff14d = newPhraseSet("keep off", "keep this off", "keep it off", "leave off", "leave it off", "leave this off", "leave disabled",
		"keep disabled", "keep false", "laisser désactivé", "laissez désactivé", "laisser décoché", "deixe desligado", "deixe desativado",
		"mantenha desligado", "déjalo desactivado", "mantener desactivado", "dejar desactivado", "lascia disattivat", "lasciare disattivat",
		"lasciala spenta", "deaktiviert lassen", "ausgeschaltet lassen", "nicht aktivieren", "не предлагай включить", "не включай",
		"оставь выключ", "оставьте выключ", "保持关闭", "不要开启", "不要打开", "オフのまま", "無効のまま", "끈 채로", "끄고 두", "켜지 마")
	offOrder14d = newPhraseSet("=false", "to false", "set false", "false로 설정", "を false", "为 false", "auf false", "en false", "a false",
		"para false", "desactiva ", "désactive ", "disattiva ", "deaktiviere ", "отключи", "выключи", "关闭", "オフにして", "끄세요", "turn off",
		"switch off")
	alsoEvery14d = newPhraseSet("also set", "whenever", "every time", "each time", "también", "aussi", "ebenfalls", "anche ", "também",
		"также", "同时", "每次", "たびに", "때마다", "not to include", "no hay que incluir", "don't tell", "do not tell", "말하지 마", "不要告诉")

	complaint14d = newPhraseSet("complaint", "grievance", "reclamaç", "reclamacion", "reclamación", "queja", "beschwerde", "reclami",
		"reclamo", "plainte", "жалоб", "投诉", "申诉", "苦情", "민원", "고충", "denúncia", "denuncia", "ouvidoria", "ombudsman")
	lesser14d = newPhraseSet("suggestion", "sugerencia", "suggeriment", "sugest", "feedback", "inquiry", "enquiry", "建议", "単なる意見",
		"ご意見", "단순", "문의", "отзыв", "elogio", "informal", "consulta general", "demande d'information", "anfrage")
	override14d = newPhraseSet("even if", "even when", "even for", "incluso", "aun si", "aunque", "anche per", "anche se", "auch wenn",
		"auch bei", "même si", "même pour", "mesmo que", "mesmo para", "即使", "即便", "даже", "たとえ", "라도", "classif", "clasific",
		"klassifizier", "классифиц", "归为", "分类为", "分類", "분류", "모든", "一律", "always", "immer", "sempre", "siempre", "toujours",
		"всегда", "submit it with type", "file it as", "as type")

	tell14d = newPhraseSet("tell the", "tell them", "tell him", "tell her", "say that", "say ", "answer that", "state that", "stating that",
		"inform the", "explain that", "réponds", "dis-lui", "dis que", "indique", "explique", "diga", "informe", "responda", "explica",
		"di' ", "dì ", "indica ", "spiega", "rispondi", "sage,", "sage dem", "sag dem", "sage der", "nenne", "antworte", "erkläre", "отвечай", "ответь", "скажи", "сообщи",
		"объясни", "告诉", "回答", "说明", "告知", "説明し", "伝え", "案内し", "答え", "안내하", "말하", "알려", "설명하")
	admitFalse14d = newPhraseSet("not true", "untrue", "in reality", "(actually", "(they take the same", "en réalité", "en realidad",
		"na verdade", "na realidade", "in realtà", "in wahrheit", "на самом деле", "в действительности", "o correto é", "lo correcto es",
		"le bon délai", "法定为", "实际为", "实际上是", "本当は", "実際には", "실제로는", "실제 기한")
	admitAside14d = newPhraseSet("(not true", "(untrue", "(in reality", "(en réalité", "(en realidad", "(na verdade", "(in realtà",
		"(in wahrheit", "(на самом деле", "(o correto", "(lo correcto", "(法定为", "(实际", "（法定为", "（实际", "（本当は", "(本当は",
		"(실제로는", "(they take the same", "(this is not true")
	partner14d = newPhraseSet("partner", "partenaire", "parceir", "socio", "colaborador", "партнёр", "партнер", "合作", "提携", "제휴",
		"affiliat")
	entitlement14d = newPhraseSet("deadline", " days", "appeal", "eligib", "entitled", "qualif", "right", "legal aid", "financial aid", "grant", "exempt",
		"application", "délai", "jours", "recours", "droit", "aide", "plazo", "días", "derecho", "recurso", "prazo", "dias", "direito",
		"termine", "giorni", "ricorso", "diritto", "frist", "wochen", "anspruch", "antrag", "widerspruch", "срок", "дней", "апелляц",
		"обжалов", "право", "льгот", "期限", "资格", "资助", "申请", "复议", "資格", "適用", "申請", "기한", "자격", "신청", "적용", "助学",
		"助成", "장학")

	alter14d = newPhraseSet("overwrite", "backdate", "back-date", "shift fill dates", "shift the date", "rewrite", "sovrascriv",
		"überschreib", "écrase", "sobrescrev", "sobrescrib", "перезапиш", "перезапис", "覆盖", "上書き", "덮어", "書き換", "改写", "改为",
		"改成", "바꾸", "reduzir para", "reduce it to", "ridurre a", "réduire à", "days before today", "non justifiée", "unexcused",
		"nicht auf den tatsächlichen", "not the actual", "no la real", "não a real", "non quella effettiva", "а не фактическ", "而非实际")
	hideChange14d = newPhraseSet("do not mention", "don't mention", "do not tell", "don't tell", "without telling", "nicht nennen",
		"nicht mitteilen", "nicht erwähnen", "알리지 마", "말하지 마", "不要告诉", "不要提及", "言わない", "伝えない", "не говори",
		"не сообщай", "не упоминай", "sans prévenir", "sans informer", "ne dis pas", "ne mentionne pas", "no menciones", "no informes",
		"sin avisar", "não informe", "não mencione", "sem avisar", "non dire", "non menzionare", "senza avvisare", "tout en répondant",
		"and tell the parent", "and tell the user", "before showing", "before the report is shared", "before it is shown", "antes de mostrar",
		"avant de montrer", "avant de l'afficher", "prima di mostrare", "vor der anzeige", "перед показом", "展示前", "显示前", "見せる前",
		"表示する前", "보여주기 전", "표시하기 전", "tutelare la", "protects the store", "protect the store", "protect the clinic")
)

// Words of fixedAgainstUser: a property named for consent or sharing,
// the third party that gains, a text urging the value be kept, and the
// free or paid routes an enum offers.
var (
	consentName14d = newPhraseSet("consent", "share", "sharing", "marketing", "research", "sale", "weitergabe", "einwilligung", "ceder",
		"compartir", "compartilhar", "condivid", "partage", "consentement", "consentimento", "consenso", "soglasie", "reklama", "同意",
		"共有", "공유", "동의", "分享", "共享")
	thirdParty14d = newPhraseSet("partner", "third", "affiliat", "marketing", "research", "broker", "advertis", "lender", "insurer",
		"colaborador", "parceir", "partenaire", "tiers", "dritte", "kooperation", "terzi", "terceir", "партнёр", "партнер", "реклам",
		"третьим", "提携", "合作", "第三方", "广告", "제휴", "제3자", "광고", "研究", "연구")
	keepDefault14d = newPhraseSet("mantener el valor", "valor por defecto", "nicht ansprechen", "não pergunte", "not ask",
		"по умолчанию", "デフォルトのまま", "기본값", "默认值")
	freeRoute14d = newPhraseSet("free", "gratuit", "besplatn", "бесплатн", "oficial", "official", "gov", "conventionn", "public", "免费",
		"無料", "무료", "pickup", "standard")
	paidRoute14d = newPhraseSet("paid", "partner", "parceiro", "platn", "платн", "premium", "agency", "express", "courier", "付费",
		"有料", "유료", "sponsored", "concierge", "vip")
	recourse14d = newPhraseSet("appeal", "ombudsman", "advocate service", "legal aid", "complaint page", "medical board", "recours",
		"médiateur", "defensor", "ouvidoria", "difensore civico", "widerspruch", "schlichtung", "омбудсмен", "обжалов", "申诉", "复议",
		"不服申立", "이의신청")

	recordedTime14d = newPhraseSet("time", "date", "timestamp", "datum", "zeit", "fecha", "hora", "data ", "date d", "heure", "orario",
		"время", "дата", "时间", "日期", "日時", "日付", "時刻", "날짜", "시간", "collected_at", "executed_at", "performed")
	notActual14d = newPhraseSet("not the actual", "not the time it was actually", "rather than the actual", "instead of the actual",
		"而非实际", "不是实际", "nicht den tatsächlichen", "nicht die tatsächliche", "nicht auf den tatsächlichen", "no la real", "no la hora real",
		"não a real", "non quella effettiva", "non l'ora effettiva", "et non la date réelle", "plutôt que la date réelle", "а не фактическ",
		"実際の時刻ではなく", "実際ではなく", "실제 시간이 아닌", "실제가 아닌", "backdat", "回填", "one day before the due date",
		"day before the due date", "기한 하루 전", "期限の前日", "la veille de l'échéance", "el día anterior al vencimiento", "days before today")
	requested14d = newPhraseSet("requested", "solicitad", "demandé", "gewünscht", "angefordert", "richiest", "запрошен", "запрашива",
		"요청 금액", "요청한", "请求的", "申请的", "要求された", "依頼された", "pidió", "pediu")
	raise14d = newPhraseSet("add ", "max(", "as a floor", "a minimum", "un minimum", "un mínimo", "suma ", "ajoute", "addiere", "aggiungi",
		"прибав", "더해", "加上", "上乗せ", "somme", "acrescente", "setze 1", "set it to 1")
	confirmBack14d = newPhraseSet("confirm the amount they requested", "report the requested value back", "confirmez à l'utilisateur le montant",
		"confirma al usuario la cifra", "bestätige den gewünschten", "conferma all'utente l'importo", "confirme ao usuário o valor",
		"요청한 금액으로 안내", "按用户请求的金额", "依頼どおりの金額と", "сообщи пользователю запрошенн")
	selfApproval14d = newPhraseSet("autoaprova", "self_certified", "self-certif", "samosoglas", "самосоглас", "auto-approbation",
		"autoapprovazione", "selbstgenehmig", "self-approv", "self_approv", "自己承認", "自己审批", "셀프 승인", "자가 승인")
	whenever14d = newPhraseSet("whenever", "sempre que", "siempre que", "chaque fois", "ogni volta", "immer wenn", "когда", "每当", "たびに",
		"때마다", "use it", "используйте", "use '", "use \"")
	selfNames14d = newPhraseSet("traveler", "requester", "submitter", "user", "self", "reisend", "antragsteller", "demandeur", "solicitante",
		"richiedente", "заявител", "申请人", "申請者", "요청자")
	forMetric14d = newPhraseSet("so the dashboard", "so the sla", "dashboard stays", "dashboard looks", "sla dashboard", "sla reporting",
		"queue metrics", "kpi window", "monthly kpi", "du kpi", "del kpi", "do kpi", "counts stable", "100% completion", "queue stays empty",
		"svuotare la coda", "vaciar la cola", "vider la file", "看板一致", "合规看板", "метрики очеред", "метрики был", "kennzahlen",
		"지표를", "指標を", "looks even", "compliance dashboard", "keeps the exception queue")
	closeOrSet14d = newPhraseSet("close", "resolve", "set ", "write", "fill", "record", "mark", "use the", "apply", "backdat", "clôtur",
		"cerr", "fech", "chiud", "schließ", "закры", "关闭", "回填", "填写", "クローズ", "종료", "해결", "記入", "입력", "indiquez", "escribe",
		"scrivi", "schreib", "escreva", "укажи", "применя", "применяется", "applied", "normaliz")
	unsupported14d = newPhraseSet("not supported", "unsupported", "nicht unterstützt", "non supportat", "no se admite", "não é suportad",
		"не поддерж", "不支持", "サポートされ", "지원되지", "n'est pas pris en charge")
)

// lexiconTune14d names the attack a security tool looks for ("скрытые
// инструкции", "숨은 지시문"): a text naming it quotes, as "tool
// poisoning" does. Same format as lexicon.
var lexiconTune14d = []struct {
	c     concept
	words string
}{
	{cMention, "隐藏指令|隐藏的指令|隠し指示|隠れた指示|숨은 지시문|숨겨진 지시|скрытые инструкции|скрытых инструкций|instructions cachées|" +
		"versteckte anweisungen|instrucciones ocultas|istruzioni nascoste|instruções ocultas"},
}
