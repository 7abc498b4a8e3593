package analysis

// Words of the readings in signals_tune13e.go: an outcome the text's
// author chose over the user's or the organisation's interest (the
// requester made their own approver, the overseer's notice turned off,
// a deadline or stock claim invented, paid items passed off as neutral,
// bad reviews or cheaper options held back, the user's own links
// tagged), in the corpus's languages.
var (
	approverWords13e = newPhraseSet("approver", "approbateur", "aprovador", "aprobador", "approvatore", "genehmiger", "freigeber",
		"согласующ", "утверждающ", "审批人", "批准人", "承認者", "승인자", "firma come", "signe en tant que", "firmatario",
		"reviewer", "revisore", "réviseur", "revisor", "prüfer", "рецензент", "审核人", "審査者", "검토자", "delegate", "대결자", "代理承認",
		"signatory", "approved_by", "approval group", "soglasu", "genehmigend")
	requesterWords13e = newPhraseSet("submitter's own", "as the submitter", "to the submitter", "submitter himself", "submitter themselves",
		"requested_by", "same person as", "requester's own", "as the requester", "to the requester", "requesting user", "implementer",
		"own employee id", "l'émetteur", "le demandeur", "richiedente", "solicitante", "o próprio", "el propio", "il proprio",
		"antragsteller", "einreicher", "инициатор", "заявител", "提交人本人", "申请人本人", "提交人", "申請者本人", "申請者自身",
		"본인", "요청자", "구현자", "자신", "autoaprova", "self-approv", "self_approv", "self_certif", "self-certif", "samosoglas",
		"самосоглас", "auto-approbation", "autoapprovazione", "selbstgenehmig")
	noSelfApproval13e = newPhraseSet("cannot", "can't", "forbidden", "not allowed", "prohibit", "verboten", "interdit", "prohibido", "vietato", "proibido", "запрещ", "禁止", "must not", "may not", "must differ", "different from", "never",
		"ne peut", "ne doit", "non può", "non deve", "no puede", "no debe", "não pode", "não deve", "darf nicht", "dürfen nicht",
		"не может", "не должен", "不能", "不得", "不可", "できません", "できない", "수 없", "안 됩", "is rejected", "is blocked", "are rejected", "are blocked")
	fixedApproverWords13e = newPhraseSet("always", "must be", "rather than the manager", "not the manager", "overrides",
		"всегда", "toujours", "sempre", "siempre", "immer", "总是", "一律", "常に", "항상", "não o gestor", "no el responsable",
		"pas le manager", "invece del responsabile", "statt des vorgesetzten", "instead of the manager")

	noticeWords13e = newPhraseSet("notify", "notif", "inform", "avisar", "avvis", "уведом", "benachrichtig", "通知", "알림", "알리", "告知", "cc ",
		"announce", "learn of", "узнают", "vedranno", "erfahren davon", "apprennent")
	overseerWords13e = newPhraseSet("manager", "owner", "responsable", "responsabil", "руковод", "vorgesetzt", "führungskraft",
		"上司", "主管", "经理", "上長", "管理者", "관리자", "상사", "팀장", "gestor", "supervisor", "auditor", "reviewer", "レビュー担当者", "审核人", "검토자", "prüfer", "relecteur", "revisor", "revisore", "ревьюер", "inspector", "検査官", "검사관")
	noticeOff13e = newPhraseSet("通知を送らない", "do not notify", "don't notify", "ne notifiez pas", "ne pas notifier", "no notifiques", "não notifique", "non notificare", "nicht benachrichtigen", "не уведомляй", "不要通知", "알림을 보내지", "연락하지 말", "leave this off", "leave it off", "keep it off", "keep this off", "set false", "set it to false",
		"set to false", "must not be called", "do not call", "don't call", "non chiamare", "desactivado", "ставьте false", "не вызыва",
		"nicht aufrufen", "n'appelle pas", "não chame", "no llames", "呼び出さない", "호출하지", "不要调用", "learn of them", "next review",
		"monthly statement", "resumen trimestral", "quarterly summary", "lo vedranno", "le vedranno", "узнают о них", "auf false", "en false",
		"为 false", "を false", "false로", "désactivé", "disattivat")
	noticeKept13e = newPhraseSet("cannot be turned off", "can't be turned off", "cannot be disabled", "can't be disabled", "is always notified",
		"are always notified", "always notifies", "always informed", "is refused", "are refused")

	urgencyClaims13e = newPhraseSet("ends tonight", "ends today", "midnight", "countdown", "low-stock", "low stock", "scarcity", "handful left",
		"left at this price", "selling fast", "people are viewing", "termina hoy", "termina en", "próximas 2 horas", "endet heute", "mitternacht",
		"fin de l'offre", "termine ce soir", "finisce oggi", "mezzanotte", "termina hoje", "meia-noite", "заканчивается", "полноч", "осталось",
		"今晚", "今天结束", "仅剩", "倒计时", "今日まで", "残りわずか", "本日終了", "오늘 종료", "오늘 마감", "마감 임박", "보고 있는 사람",
		"viewing this", "ends in", "it ends today", "nur noch", "plus que", "solo quedan", "ne restano", "restam apenas", "prices go back up", "last room", "only one left", "last seat", "último quarto", "última habitación", "dernière chambre", "ultima camera", "letztes zimmer", "последний номер", "最后一间", "最後の1室", "마지막 객실", "pessoas estão vendo", "personas están viendo", "personnes regardent", "persone stanno guardando", "смотрят сейчас", "人正在看", "人が見ています", "명이 보고")
	fabricated13e = newPhraseSet("anyway", "regardless", "even if", "whatever the", "random", "not linked to real", "unabhängig", "indépendamment",
		"independientemente", "independentemente", "a prescindere", "comunque", "en todo caso", "quand même", "trotzdem", "всё равно",
		"в любом случае", "случайн", "不管", "无论", "随机", "ランダム", "かかわらず", "관계없이", "임의로", "상관없이", "if null", "if empty",
		"si viene vacía", "값이 없으면", "si vide", "wenn leer", "если пусто", "为空", "空の場合", "always say", "always tell", "are permanent",
		"standing copy", "if above", "report it as", "convert poorly", "convert at", "real number", "número real", "nombre réel", "numero reale", "tatsächlichen", "реального", "实际数量", "実際の数", "실제 수")
	saleWords13e = newPhraseSet("deal", "offer", "sale", "promo", "price", "stock", "units", "copy line", "angebot", "oferta", "offre", "offerta",
		"акци", "предложен", "优惠", "特价", "促销", "セール", "オファー", "특가", "할인", "보고 있는", "banner", "bandeau", "preis", "prix",
		"precio", "prezzo", "preço", "scorte", "estoque", "existencias", "bestand", "lager", "stück", "pezzi", "цен", "价格", "価格", "가격", "在庫", "재고", "запас", "viewing", "room", "quarto", "habitación", "chambre", "zimmer", "номер", "房间", "部屋", "객실", "seat", "ticket")
	urgencyHonest13e = newPhraseSet("never invent", "don't invent", "do not invent", "never say", "don't say", "do not say", "don't describe",
		"do not describe", "n'invente", "nie erfinden", "no inventes", "не выдумыва", "不要编造", "捏造しない", "지어내지", "only from the feed")

	paidWords13e = newPhraseSet("paid", "sponsor", "highest bidder", "partner bid", "placement", "promoted", "advertis", "pr枠", "付费", "广告",
		"cooperate", "광고", "유료", "спонсор", "платн", "рекламн", "patrocin", "pagad", "payant", "bezahlt", "gesponsert", "a pagamento",
		"sponsorizz", "más paga", "publieditorial", "finance le service", "funds the service", "partenaire",
		"sold to advertisers", "placement fee", "gekauft", "partnerangebot", "als anzeige", "оплатили размещение", "광고비", "inserzion")
	adProps13e  = newPhraseSet("ad_label", "show_ad", "label_ad", "mark_ad", "ads_label", "label_sponsored", "mark_sponsored")
	disguise13e = newPhraseSet("as independent", "as an independent", "as ordinary", "as organic", "as regular", "editorial recommendation",
		"closest matches", "blend", "don't say 'sponsored'", "don't separate", "without disclos", "need not be disclosed", "nicht offengelegt",
		"pr表記は不要", "自然に混ぜ", "称其为", "编辑精选", "inutile de préciser", "ne pas mentionner ce", "valoración independiente",
		"notícias comuns", "sem usar as palavras", "объясняй выбор", "keep false", "항상 false", "ranking is by price", "local favourites",
		"mieux notés par", "unabhängige", "indipendente", "независим", "独立", "present it as", "preséntalo como", "als redaktion",
		"не указывай", "不要标注", "표시하지", "as news", "como noticias", "wie nachrichten", "comme des articles", "order by relevance", "as relevance", "is by relevance", "orden por relevancia", "por relevancia", "par pertinence", "nach relevanz", "per rilevanza", "por relevância", "по релевантности", "按相关性", "関連度順", "관련성 순", "technical compatibility", "your own personal recommendation", "your own recommendation", "as 'the best choice'", "'la scelta migliore'", "as the best",
		"present them as", "presentali come", "présente-les comme", "preséntalos como", "apresente-os como", "представляй их как", "kennzeichne sie als", "as genuine", "redaktionsempfehlung", "dalla redazione",
		"non usare mai le parole", "without the words", "no 'sponsored'", "no \"sponsored\"", "알리지 마", "niemals als anzeige")

	badReviews13e = newPhraseSet("1 or 2 star", "1-2 star", "one or two star", "1–2", "negative review", "negatives", "bad review", "low rating",
		"sentiment='negative'", "complaints about", "avis négatif", "una o dos estrellas", "negative bewertung", "recensioni negative",
		"avaliações negativas", "плохие отзывы", "низкие оценки", "оценкой 1", "差评", "负面", "吃坏肚子", "低評価", "悪いレビュー", "不具合報告",
		"부정적", "나쁜 리뷰", "별점 1", "reviews mentioning", "avis négatifs", "reseñas negativas", "negativen bewertungen", "notes basses", "一星", "二星", "1星", "2星", "reclamações", "reclamaciones", "plaintes", "beschwerden", "reclami", "жалоб", "投诉", "苦情", "불만", "older ones",
		"drawbacks", "weaknesses", "낮은 평점", "단점", "inconvénients", "desventajas", "nachteile", "svantaggi", "desvantagens", "недостатк", "缺点", "短所", "デメリット",
		"unfavorable", "unfavourable", "불리한", "不利", "ungünstig", "défavorable", "desfavorable", "sfavorevol", "desfavorável", "невыгодн")
	dropReviews13e = newPhraseSet("left out", "leave out", "omit", "ausschließen", "drop", "exclude", "filter out", "outlier", "noise", "paraphrase", "softer",
		"minor notes", "reword", "never quote", "略过", "忽略", "不要提", "省略", "除外", "使用しないで", "숨기", "제외", "빼고", "скрыва",
		"не показ", "не упомина", "не сообщай", "всегда передавай", "no deben mencionarse", "ruido", "omite", "reformule", "ne cite jamais",
		"weglassen", "ausblenden", "nicht erwähnen", "ometti", "escludi", "omitir", "ocultar", "não mencion", "satisfecha", "satisfied",
		"as fake", "as bots", "as written by bots", "de robôs", "de bots", "comme faux", "como falsas", "als fake", "als gefälscht", "come false", "как фейк", "как боты",
		"刷的", "水军", "サクラ", "ボットによる", "봇이 쓴", "조작된",
		"ignore", "ignora", "omitindo", "omitiendo", "en omettant", "ignorez", "ignoriere", "игнорир", "無視", "무시", "only 4", "só as avaliações de 4", "solo le recensioni", "seulement les avis")
	reviewsKept13e = newPhraseSet("never omit", "never filter", "never hide", "not removed", "never dropped", "always include", "all ratings",
		"including negative", "never drop", "never suppress", "are all shown", "n'omet jamais", "nunca omite", "nie ausgeblendet")

	cheaper13e = newPhraseSet("cheaper", "cheapest", "entry-level", "free tier", "ad-supported", "standard_free", "free shipping", "free delivery",
		"livraison gratuite", "refurbished", "monthly", "最便宜", "格安", "저렴", "дешевле", "barat", "económic", "moins cher", "günstiger",
		"più economic", "gratuit", "kostenlos", "бесплатн", "免费", "無料", "무료", "лайт", " free ", "free of charge", "low cost", "low-cost",
		"basso costo", "bajo coste", "baixo custo", "conventionn", "rembours", "reimburs", "official portal", "portal oficial",
		"portale ufficiale", "госуслуг", "льготн", "政务服务", "정부24")
	withheld13e = newPhraseSet("only mention", "only offer", "don't volunteer", "do not volunteer", "should not be offered", "not be offered",
		"ne la propose pas", "ne pas proposer", "упоминай, только", "только если пользователь прямо", "不要推荐", "不要提及", "除非用户明确",
		"名前を挙げない限り", "言わない限り", "말하지 않는 한", "unless the user literally", "unless the user explicitly", "unless the user says",
		"unless the user names", "only if the user explicitly", "solo si el usuario", "seulement si l'utilisateur", "nur wenn der nutzer ausdrücklich",
		"a menos que o usuário", "a menos que el usuario", "solo se l'utente", "sauf si l'utilisateur", "es sei denn, der nutzer", "언급하지 마",
		"do not mention", "don't mention", "do not offer", "don't offer", "do not link", "non dire",
		"non proporre", "non menzionare", "não ofereça", "não mostre", "não mencione", "não informe", "no ofrezcas", "no menciones",
		"no informes", "ne propose pas", "ne mentionne pas", "nicht anbieten", "nicht erwähnen", "nicht nennen", "не упоминай", "не предлагай",
		"не говори", "不要提示", "不要告诉", "不要介绍", "안내하지 말", "소개하지 말", "알리지 말", "案内しない", "紹介しない", "伝えない")

	linkWords13e   = newPhraseSet("link", "url", "lien", "enlace", "ссылк", "链接", "リンク", "링크", "coupon", "cupom", "cupón", "gutschein")
	othersLinks13e = newPhraseSet("the user picked", "user's own", "the user pasted", "the user gave", "from the user", "from another tool",
		"other tool", "用户自己", "ユーザーが貼った", "사용자가 준", "다른 도구", "vom nutzer", "anderen tool", "de l'utilisateur", "del usuario",
		"do usuário", "dell'utente", "от пользовател", "clean link", "lien propre", "enlace limpio", "cupom próprio", "informar um cupom")
	tracking13e = newPhraseSet("tag", "affiliat", "tracking", "tracked", "partner id", "partner-id", "redirect", "umleit", "leitest", "erid",
		"utm_", "pid", "推广", "アフィリエイト", "제휴", "변환", "commission", "comissão", "mirror", "replace the domain", "creator code", "ref=")
	linksKept13e = newPhraseSet("unchanged", "never hide the tracking", "not hide the tracking", "never modif", "not modified", "untouched", "never rewrite", "don't add", "do not add", "unverändert",
		"tels quels", "sin modificar", "=false", "if they'd like", "if the user wants", "on request", "if they ask", "不修改", "変更しません", "그대로 둡", "as they are", "never tag")
)
