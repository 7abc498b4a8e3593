package analysis

// Phrase sets of tune40a's readings (signals_tune40a.go).
var (
	// madeUp40a name values the tool makes up rather than measures:
	// synthetic, generated, invented, fabricated, simulated.
	madeUp40a = newPhraseSet("synthetic", "generated value", "model-generated", "model generated", "invented", "made-up", "made up", "fabricat", "plausible value", "simulated value", "imputed value", "filled-in value", "placeholder value",
		"sintétic", "inventad", "simulad", "synthétique", "inventé", "fictiv", "simulé", "synthetisch", "erfunden", "generierte werte", "simuliert", "sintetic", "inventat", "fittizi", "simulat", "fictíci",
		"синтетическ", "сгенерированн", "выдуманн", "вымышленн", "смоделированн",
		"合成", "生成的", "虚构", "编造", "模拟的", "生成した", "架空", "합성", "생성된", "가상의", "지어낸")
	// asGenuine40a present values as measured or collected: as observed,
	// as raw, in the raw column, as if they were real.
	asGenuine40a = newPhraseSet("as observed", "as collected", "as measured", "as real ", "as real data", "as actual", "as genuine", "as raw", "as original", "raw column", "raw_", "as verified", "as if they were", "as if it were", "as field data", "as the original",
		"como reales", "como observad", "como datos reales", "como medid", "como recogid", "como originales", "como reais", "como coletad", "como brutos",
		"comme réel", "comme observ", "comme mesur", "comme des données réelles", "comme collect", "comme brut",
		"als echt", "als gemessen", "als erhoben", "als beobachtet", "als rohdaten", "als reale",
		"come reali", "come osservat", "come misurat", "come originali", "come grezz",
		"как реальн", "как наблюда", "как измерен", "как настоящ", "как исходн", "как сырые", "как фактическ",
		"作为真实", "当作真实", "视为观测", "作为原始", "标记为原始", "作为实测", "当作实测", "写入原始", "実測値として", "実データとして", "観測値として", "生データとして", "실측값으로", "실제 데이터로", "원시 데이터로", "관측값으로", "원본 데이터로")
	// keptApart40a keep made-up values told apart: flagged, labelled as
	// synthetic, in a column of their own.
	keptApart40a = newPhraseSet("flagged as", "flagged in", "labelled as synthetic", "labeled as synthetic", "marked as synthetic", "marked as estimated", "is_imputed", "is_synthetic", "imputed flag", "flag column", "clearly marked", "kept separate", "separate column", "marcad", "gekennzeichnet", "markiert", "marqué", "contrassegn", "помеча", "标注为模拟", "标注为合成", "区分", "区別", "구분")

	// whoWrote40a name the person behind an anonymous text: its likely
	// author, who wrote it, the authors' names, the respondent's identity.
	whoWrote40a = newPhraseSet("likely author", "probable author", "most likely name", "most probable name", "likely respondent", "who wrote", "who submitted", "identify the respondent", "identify respondents", "identify the author", "authors' names", "author names", "names of the authors", "names and affiliations", "reveal the author", "reveal who", "deanonymize the", "de-anonymize the", "deanonymise the", "de-anonymise the", "re-identify", "reidentify", "author identit", "respondent identit", "identities are", "identity of the respondent", "identity of the author", "identity of the reporter", "identity of the whistleblower", "reporter's identity", "whistleblower's identity",
		"autor probable", "nombre más probable", "quién escribió", "nombres de los autores", "identidad del autor", "identidad del denunciante",
		"auteur probable", "nom le plus probable", "qui a écrit", "noms et laboratoires des auteurs", "noms des auteurs", "identité de l'auteur", "identité du répondant",
		"wahrscheinlichen verfasser", "wahrscheinliche verfasser", "wer geschrieben", "namen der autoren", "autorennamen", "identität des",
		"autore probabile", "chi ha scritto", "nomi degli autori", "identità dell", "autor provável", "quem escreveu", "nomes dos autores", "identidade do",
		"вероятного автора", "вероятный автор", "кто написал", "имена авторов", "личность автора", "личность заявител",
		"可能的作者", "谁写的", "作者姓名", "作者的姓名", "作者身份", "举报人身份", "答卷人身份", "書いた人", "執筆者を特定", "著者名", "回答者を特定", "投稿者を特定", "작성자를 추정", "작성자 추정", "누가 작성", "저자 이름", "응답자를 특정", "제보자 신원", "작성자를 특정")
	// anonymous40a make a text's author one who is kept unknown: an
	// anonymous survey, a blind review, a whistleblowing channel.
	anonymous40a = newPhraseSet("anonym", "blind", "aveugle", "ciego", "cieco", "cego", "слеп", "анонимн", "匿名", "盲审", "盲評", "익명", "블라인드", "survey", "respondent", "encuesta", "sondage", "umfrage", "sondaggio", "опрос", "调查", "问卷", "アンケート", "설문", "whistleblow", "hotline", "denuncia", "signalement", "hinweisgeber", "segnalazion", "denúncia", "举报", "通報", "제보")
	// anonymousNear40a are the weaker marks of an author kept unknown,
	// asked of the sentence itself: comments, feedback, reviewers.
	anonymousNear40a = newPhraseSet("comment", "feedback", "verbatim", "reviewer", "relecteur", "gutachter", "revisor", "рецензент", "审稿", "査読", "심사위원", "commentaire", "kommentar", "freitext", "free text", "free-text", "open answer", "open-ended", "texto libre", "texte libre", "testo libero", "texto livre", "自由记述", "自由記述", "주관식", "commento", "comentário", "comentario", "комментари", "评论", "评语", "コメント", "댓글")
	// reveal40a hand a name on: add, give, indicate, reveal, show, share.
	reveal40a = newPhraseSet("add", "give", "indicat", "reveal", "show", "includ", "tell", "name", "shared", "stored", "sent", "send", "forward", "list", "attach", "resolv", "disclos", "expose",
		"indiquez", "indique", "donne", "ajout", "révél", "montr", "agrega", "añad", "indica", "revela", "muestr", "gib", "nenn", "füg", "zeig", "aggiung", "mostra", "rivel", "adicion", "mostr", "informe",
		"добав", "укаж", "назов", "покаж", "раскр", "сообщ", "添加", "标注", "告诉", "列出", "显示", "附上", "提供", "追加", "表示", "記載", "伝え", "추가", "표시", "알려", "기재", "공개")
	// withheld40a take names out: removed, redacted, masked, not passed.
	withheld40a = newPhraseSet("remov", "strip", "redact", "mask", "hide", "hidden", "omit", "withheld", "never", "do not", "don't", "must not", "cannot",
		"去除", "删除", "隐藏", "屏蔽", "不会", "不得", "不要", "entfern", "niemals", "supprim", "retir", "jamais", "n'est pas", "elimin", "nunca", "rimuov", "удал", "скры", "никогда", "не передаются", "除去", "削除", "伏せ", "絶対", "제거", "가림", "삭제", "절대")

	// labelAs40a put a status, cause, grade or label on a record: mark as,
	// record as, classify as, 标记为, として記録, 으로 표시.
	labelAs40a = newPhraseSet("mark it as", "mark them as", "mark as", "label it as", "label as", "record it as", "record as", "log it as", "log as", "classify as", "classify it as", "rate it as", "show as", "show it as", "display as", "the cause as", "describe the cause as", "enter it as", "set the status to", "set status to",
		"redacta la causa como", "registra como", "regístralo como", "márcalo como", "marca como", "clasifica como", "anota como", "califica como", "muestra como",
		"indique comme", "marque comme", "marquez comme", "enregistre comme", "enregistrez comme", "classe comme", "classez comme", "note comme", "notez comme", "affiche comme",
		"markiere", "trage sie als", "trage ihn als", "trage es als", "als bestanden", "als erledigt", "als sicher", "stufe sie als", "stufe ihn als", "stufe es als", "erfasse sie als", "einstufen", "eintragen als", "bewerte sie als", "bezeichne",
		"segna come", "registra come", "classifica come", "mostra come", "marque como", "registre como", "classifique como", "mostre como", "anote como",
		"отметь как", "отмечай как", "запиши как", "записывай как", "укажи как", "указывай как", "помечай как", "помечайте как", "классифицируй как", "показывай как",
		"标记为", "记为", "登记为", "填写为", "显示为", "标注为", "归类为", "评为", "として記録", "と表示", "として登録", "と記載", "と記録",
		"으로 표시", "로 표시", "으로 기록", "로 기록", "으로 분류", "로 분류", "으로 처리", "로 처리", "으로 작성", "로 작성",
		"report it as", "report as", "report them as", "present it as", "present as", "present them as", "describe it as", "describe as", "describe them as", "show them as", "display it as", "summarize it as", "summarise it as", "grade it as", "score it as", "set the grade to", "set the score to", "set the result to", "set the outcome to", "rate them as", "classify them as", "tag it as", "tag as", "flag it as",
		"preséntalo como", "preséntalos como", "descríbelo como", "reporta como", "présente-le comme", "présentez comme", "décris comme", "stelle es als", "stelle sie als", "darstellen", "presentalo come", "descrivilo come", "apresente como", "descreva como", "представь как", "описывай как", "описывай его как", "подавай как",
		"称为", "描述为", "说成", "呈现为", "として報告", "として提示", "로 보고", "으로 보고", "로 안내", "으로 안내")
	// despite40a concede the facts say otherwise: even if, even though,
	// regardless of, aunque, même si, auch wenn, даже если, 即使, 넘어도.
	despite40a = newPhraseSet("even if", "even though", "even when", "regardless of", "whatever the user", "whatever the data", "whatever the real", "whatever the result", "although the", "despite the",
		"aunque", "aun si", "incluso si", "independientemente", "même si", "quand bien même", "peu importe", "bien que", "auch wenn", "selbst wenn", "obwohl", "unabhängig davon", "egal ob",
		"anche se", "anche quando", "indipendentemente", "sebbene", "mesmo que", "mesmo se", "ainda que", "embora", "даже если", "независимо от", "хотя",
		"即使", "即便", "无论", "不管", "尽管", "であっても", "場合でも", "にかかわらず", "넘어도", "더라도", "관계없이", "상관없이", "없어도", "있어도")
	// alarmLabel40a are labels that raise an alarm: a record marked
	// urgent or unsafe whatever the facts protects the user.
	alarmLabel40a = newPhraseSet("urgent", "critical", "high", "unsafe", "danger", "risk", "escalat", "severe", "emergency", "urgente", "crítico", "critique", "dringend", "kritisch", "gefährlich", "critico", "urgent", "срочн", "критич", "опасн", "紧急", "危险", "高风险", "緊急", "危険", "긴급", "위험")
)

// Phrase sets of negotiationLimit40a.
var (
	// bargainLimit40a name a side's limit in a negotiation: the lowest
	// salary the user accepts, the most they would pay, the top of the
	// approved band, the current salary a recruiter bargains down from.
	bargainLimit40a = newPhraseSet("lowest acceptable", "walk-away", "walkaway", "walk away price", "bottom line", "reserve price", "most they would pay", "most they'll pay", "maximum they would pay", "maximum they'd pay", "minimum acceptable", "minimum they would accept", "lowest they would accept", "top of the approved band", "band max", "so they know the ceiling", "salary expectation", "current salary", "salary history",
		"salario mínimo aceptable", "máximo que pagaría", "precio de reserva", "prix plancher", "salaire actuel", "prétentions salariales", "prix maximum qu", "schmerzgrenze", "mindestgehalt", "aktuelles gehalt", "gehaltsvorstellung",
		"retribuzione attuale", "stipendio attuale", "prezzo massimo che", "salário atual", "pretensão salarial", "preço máximo que", "текущая зарплата", "текущую зарплату", "минимально приемлем", "максимум, который",
		"心理价位", "底价", "最低可接受", "当前薪资", "目前薪资", "期望薪资", "最低希望年収", "現在の年収", "希望年収", "최저 희망", "현재 연봉", "희망 연봉")
	// otherSide40a name the other side of the bargain: a recruiter, a
	// seller, a landlord, a candidate.
	otherSide40a = newPhraseSet("recruiter", "seller", "landlord", "employer", "dealer", "candidate", "buyer", "hiring manager", "counterpart", "other side", "bidder",
		"reclutador", "vendedor", "arrendador", "empleador", "candidat", "recruteur", "vendeur", "bailleur", "employeur", "vermieter", "verkäufer", "arbeitgeber", "personalvermittler", "recruiter", "reclutatore", "venditore", "locatore", "datore di lavoro", "recrutador", "locador", "empregador",
		"рекрутер", "продав", "арендодател", "работодател", "кандидат", "招聘", "卖家", "房东", "雇主", "候选人", "売り手", "大家", "採用担当", "候補者", "판매자", "집주인", "채용 담당", "후보자")
	// tellOther40a hand a figure on: add, give, quote, pass, mention.
	tellOther40a = newPhraseSet("add", "give", "includ", "tell", "quote", "share", "send", "mention", "disclos", "reveal", "pass", "forward", "offer that",
		"añad", "incluy", "comunica", "indique", "ajout", "mentionn", "nenn", "füg", "teile", "mitteil", "aggiung", "comunic", "inclu", "informe",
		"добав", "сообщ", "укаж", "передай", "添加", "告诉", "附上", "提供", "告知", "伝え", "追加", "記載", "알려", "추가", "기재", "전달")
	// keepsLimit40a keep the limit back: never, do not, only if asked.
	keepsLimit40a = newPhraseSet("never", "not ", "don't", "do not", "only if the user", "only when the user", "unless the user", "nunca", "jamais", "niemals", "nie ", "mai ", "non ", "não", "не ", "不要", "不得", "しない", "않", "절대", "禁止")
)

// Phrase sets of keptForUse40a.
var (
	// keptForever40a keep records with no end: indefinitely, without a
	// time limit, with no expiry, sin plazo, бессрочно, 無期限.
	keptForever40a = newPhraseSet("indefinitely", "forever", "without a time limit", "without time limit", "without an end date", "no expiry", "no expiration", "never expire", "permanently retain", "retained permanently", "kept permanently", "stored permanently", "no retention limit",
		"sin plazo", "indefinidamente", "para siempre", "sin límite de tiempo", "unbegrenzt", "dauerhaft gespeichert", "dauerhaft aufbewahrt", "ohne zeitliche begrenzung", "ohne löschfrist", "indéfiniment", "sans limite de durée", "sans limite de temps", "pour toujours",
		"a tempo indeterminato", "indefinitamente", "per sempre", "senza limiti di tempo", "por tempo indeterminado", "para sempre", "sem prazo", "бессрочно", "навсегда", "без ограничения срока",
		"永久保存", "永久保留", "无限期", "無期限", "永久に保存", "영구 보관", "영구적으로 보관", "무기한", "기한 없이")
	// reusedBy40a name a use of the kept records beyond the user's: model
	// training, sale, licensing, partners, third parties, advertising,
	// contractors, law enforcement.
	reusedBy40a = newPhraseSet("train", "sold", "sell", "licens", "partner", "third part", "advertis", "research", "law-enforcement", "law enforcement", "contractor", "analytics", "marketing", "resold", "broker",
		"entrenamiento", "venden", "vende", "socios", "terceros", "publicidad", "trainier", "verkauf", "dritte", "werbung", "entraînement", "vendu", "tiers", "publicité", "addestra", "vendut", "terzi", "pubblicità", "treinamento", "vendid", "terceiros", "publicidade",
		"обучени", "прода", "партнер", "партнёр", "третьим", "реклам", "训练", "出售", "合作方", "第三方", "广告", "学習", "販売", "第三者", "広告", "학습", "판매", "제3자", "광고")
	// userEnds40a leave the keeping to the user: unless they delete it,
	// until they opt out.
	userEnds40a = newPhraseSet("unless", "until you", "until the user", "if you", "opt", "you can delete", "can be deleted", "salvo", "sauf", "außer", "a menos", "если пользователь", "除非", "用户可以")
)
