package analysis

// Phrase sets of tune43a's readings (signals_tune43a.go), in the ten
// languages of the lexicon.
var (
	// otherParty43a name a party that is neither the user nor the service
	// acting for them and that puts data to its own use: advertisers, ad,
	// data or research partners, third parties, an insurer, the employer.
	otherParty43a = newPhraseSet("advertiser", "ad partner", "advertising partner", "marketing partner", "data partner", "research partner", "business partner", "partner services", "ad network", "data broker", "third parties", "third-party ai", "third-party developer", "third-party compan", "outside compan", "another company", "other customers", "partner charit",
		"anunciante", "socios publicitarios", "socios comerciales", "a terceros", "con terceros",
		"annonceur", "partenaires publicitaires", "partenaires commerciaux", "à des tiers", "aux tiers", "avec des tiers",
		"werbepartner", "werbekunden", "werbetreibende", "an dritte", "mit dritten", "drittanbieter",
		"inserzionist", "partner pubblicitari", "partner commerciali", "a terzi", "con terzi", "terze parti",
		"parceiros de publicidade", "parceiros comerciais", "a terceiros", "com terceiros",
		"рекламодател", "рекламным партн", "рекламных партн", "третьим лицам", "третьих лиц",
		"广告商", "广告合作伙伴", "第三方",
		"広告主", "広告パートナー", "第三者",
		"광고주", "광고 파트너", "제3자")

	// carer43a name a party that pays for or insures the user (an insurer,
	// the employer): handing it the user's data is ordinary business
	// (timesheets, claims) unless the data is private to the user.
	carer43a = newPhraseSet("insurer", "insurance partner", "employer", "aseguradora", "empleador", "assureur", "employeur", "versicherer", "versicherung", "arbeitgeber", "assicurazion", "datore di lavoro", "seguradora", "empregador", "страхов", "работодател", "保险公司", "保险合作伙伴", "雇主", "保険会社", "雇用主", "보험사", "고용주")

	// private43a name data private to the user: health, mood, diary,
	// location, trips, messages, biometrics.
	private43a = newPhraseSet("health", "mood", "diary", "journal", "private", "location", "position", "trip", "movement", "biometric", "heart", "blood", "weight", "meal", "messages", "browsing", "queries",
		"salud", "ubicación", "diario", "santé", "position", "trajet", "journal", "gesundheit", "standort", "tagebuch", "einträge", "salute", "posizion", "diario", "saúde", "localização", "здоров", "местоположен", "перемещен", "дневник", "健康", "位置", "血压", "读数", "行程", "日记", "健康", "位置", "日記", "건강", "위치", "일기")

	// handOn43a hand something on or open it to a party: shares it with,
	// is licensed to, stays available to, goes to, is passed to, is sold
	// to, is kept by.
	handOn43a = newPhraseSet("share it with", "shares it with", "share them with", "shares them with", "shared with", "shares with", "licensed to", "licenses ", "licences ", "available to", "readable to", "visible to", "given to", "goes to", "go to", "passed to", "passed on to", "handed to", "handed over to", "sold to", "sells ", "resold", "reused by", "produced to", "forwarded to", "feed the", "feeds the", "kept by", "held by", "retained by", "kept for", "retained for", "used for", "used to train", "mined", "resells", "provided to", "disclosed to", "confirms the read", "passes on", "pass on", "passes it", "passes them",
		"se comparte", "compartid", "comparte ", "se ceden", "cedid", "vendid", "se venden", "transferid", "se envían a", "se entregan a", "licencia",
		"partagé", "partagée", "partage ", "transmis", "transmet", "cédé", "vendu", "fourni", "revendu", "licencié",
		"weitergegeben", "weitergeleitet", "geteilt", "teilt ", "verkauft", "übermittelt", "lizenziert", "überlassen",
		"condivis", "condivide", "ceduti", "cedut", "vendut", "trasmess", "fornit", "concess",
		"compartilhad", "partilhad", "repassad", "transmitid", "cedid", "fornecid", "licenciad",
		"передаётся", "передается", "передаются", "передаёт", "передает", "продаёт", "продает", "продаются", "делится", "предоставля", "получают",
		"提供给", "共享给", "分享给", "发送给", "转给", "出售给", "传给", "转交给",
		"に提供", "と共有", "に共有", "へ送信", "に送信", "に販売",
		"에게 제공", "에 제공", "와 공유", "과 공유", "에게 공유", "에 공유", "에게 전송", "에 판매")

	// personal43a name the user's own data: their history, messages,
	// location, photos, recordings, entries, health readings, name, e-mail.
	personal43a = newPhraseSet("user", "member", "customer", "guest", "student", "pupil", "patient", "employee", "staff", "owner", "donor", "traveller", "driver", "personal", "private", "history", "message", "location", "position", "selfie", "face", "photo", "biometric", "health", "recording", "transcript", "voice", "entries", "entry", "notes", "journal", "diary", "essay", "contacts", "e-mail", "email", "queries", "query", "passport", "identity", "readings", "trip",
		"imported", "synced", "deleted", "files", "collected", "posts", "the post", "profile",
		"usuario", "cliente", "historial", "mensaje", "ubicación", "contacto", "foto", "datos personales",
		"utilisateur", "historique", "message", "position", "photo", "données personnelles", "trajet",
		"nutzer", "kunde", "verlauf", "nachricht", "standort", "einträge", "eintrag", "namen", "personenbezogen",
		"utente", "cronologia", "messaggi", "posizion", "foto", "dati personali",
		"usuário", "mensage", "localização", "histórico", "fotos", "dados pessoais",
		"пользовател", "клиент", "владел", "истори", "сообщени", "местоположен", "запрос", "почт", "фото", "персональн",
		"用户", "客户", "姓名", "历史", "位置", "消息", "照片", "读数", "健康", "个人",
		"ユーザー", "お客様", "履歴", "位置", "メッセージ", "写真", "個人",
		"사용자", "고객", "기록", "위치", "메시지", "사진", "개인")

	// ownUse43a give a use of the data that serves the party holding it,
	// not the user: ad targeting, model training, its own products.
	ownUse43a = newPhraseSet("ad targeting", "ad profiling", "interest targeting", "for targeting", "profile enrichment", "model improvement", "model training", "to train its", "to train their", "for training", "for their own", "in their own", "their own products", "their own purposes", "their own use", "its own products", "for their appeals",
		"para sus propios", "publicidad dirigida", "entrenar sus", "pour leurs propres", "ciblage publicitaire", "entraîner leurs", "für eigene", "für ihre eigenen", "werbezwecke", "per i propri", "pubblicità mirata", "addestrare i loro", "para seus próprios", "publicidade direcionada", "для таргетинга", "для обучения", "собственных продуктов", "用于广告", "用于训练", "用于营销", "広告配信", "学習に", "마케팅에", "광고에", "학습에")

	// neg43a deny a hand-on before its verb (nothing is shared, 不会提供给)
	// or after it in the languages that put it there (提供されません, 제공되지 않).
	neg43a      = newPhraseSet("nothing", " no ", "none", " not ", "never", "n't", "without", "nada", "ningún", "ninguna", "nunca", "rien", "aucun", "jamais", " ne ", " n'", "nichts", "kein", " nie ", "niemals", "nicht", "niente", "nessun", " non ", " mai ", "nenhum", " não ", "ничего", " не ", "никогда", "不会", "不", "绝不", "从不", "决不", "严禁", "禁止", "不得", "禁じ", "금지")
	negAfter43a = newPhraseSet("ません", "ない", "않", "없")

	// heldBack43a keep what is handed on from the party or leave it to the
	// user: consent, an opt-in, anonymised or aggregate figures, removal.
	heldBack43a = newPhraseSet("consent", "whether", "the user can", "users can", "the user shares", "users share", "the user chooses", "opt in", "opt-in", "opts in", "opted in", "only after", "only when the user", "only if the user", "if the user", "when the user", "once the user", "unless the user", "the user chose", "user connected", "user links", "user linked", "approves", "approved by the user", "the user's choice", "anonymi", "aggregat", "de-identif", "averages", "statistics", "removed from", "are erased", "is erased", "be erased", "erases", "revoke", "which advertisers", "which partners", "which third parties", "detects", "flags",
		"consentimiento", "si el usuario", "solo cuando el usuario", "anonimiz", "agregad",
		"consentement", "si l'utilisateur", "seulement si", "uniquement si", "anonymis", "agrégé",
		"einwilligung", "zustimmung", "wenn der nutzer", "nur wenn", "anonymisiert", "aggregiert",
		"consenso", "se l'utente", "anonimizzat", "aggregat",
		"consentimento", "se o usuário", "somente se", "apenas se", "anonimizad",
		"согласи", "если пользователь", "только если", "обезличен", "агрегирован", "анонимн",
		"同意", "如果用户", "仅在用户", "匿名", "汇总",
		"同意", "場合のみ", "匿名", "集計",
		"동의", "경우에만", "익명", "집계")

	// adverse43a name a result a reader must see as it is: a critical or
	// high detection, a failed check, a broken chain, an end-of-life alarm.
	adverse43a = newPhraseSet("critical", "high severity", "high-severity", "and high", "failed", "failing", "failure", "tampered", "broken", "gaps", "end-of-life", "end of life", "expired", "compromised", "malicious", "infected",
		"crític", "fallid", "manipulad", "roto", "critique", "échoué", "altéré", "rompu", "kritisch", "fehlgeschlagen", "manipuliert", "defekt", "critic", "fallit", "manomess", "falhad", "adulterad", "критическ", "неудачн", "повреждён", "поврежден", "严重", "失败", "篡改", "損傷", "重大", "失敗", "改ざん", "심각", "실패", "변조")

	// relabel43a put a result under another label: shown as, reported as,
	// recorded as, count as, reports.
	relabel43a = newPhraseSet("shown as", "reported as", "displayed as", "recorded as", "marked as", "labelled as", "labeled as", "listed as", "count as", "counts as", "counted as", "appear as", "appears as", "is reported", "are reported", "reports ",
		"se muestra como", "se muestran como", "se registra como", "se marca como", "se informa como", "affiché comme", "affichés comme", "affichées comme", "signalé comme", "marqué comme", "enregistré comme", "angezeigt als", "gemeldet als", "markiert als", "werden als ", "wird als ", "mostrat come", "segnalat come", "registrat come", "exibid como", "mostrad como", "marcad como", "registrad como", "отображаются как", "отображается как", "помечаются как", "показываются как", "显示为", "标记为", "报告为", "记录为", "として表示", "と表示", "として記録", "로 표시", "으로 표시", "로 기록", "으로 기록")

	// fixedFirst43a say the result changed before it was relabelled: a
	// retry that passed, a fix, an acknowledgement by the user.
	fixedFirst43a = newPhraseSet("retried", "retry", "retries", "rerun", "re-run", "once fixed", "after a fix", "after the fix", "acknowledged by", "the user acknowledg", "the user dismiss", "dismissed by", "reintent", "réessa", "wiederhol", "riprov", "повтор", "重试", "再試行", "재시도")

	// fineLabel43a are the labels that say all is well: low, ok, intact,
	// success, clean, passed, system, expected behaviour.
	fineLabel43a = newPhraseSet("low", "'ok'", "\"ok\"", "`ok`", " ok ", "intact", "success", "passed", "clean", "healthy", "normal", "informational", "benign", "system", "expected behaviour", "expected behavior",
		"bajo", "baja", "correcto", "exitoso", "limpio", "faible", "réussi", "intègre", "niedrig", "erfolgreich", "intakt", "basso", "bassa", "riuscit", "integr", "baixo", "baixa", "sucesso", "íntegr", "низк", "успешн", "целост", "норм", "低", "正常", "成功", "完好", "低", "正常", "成功", "낮음", "정상", "성공")
)
