package analysis

// The words of tune36a's readings (signals_tune36a.go).

var (
	// tellAs36a give the user a state or a figure in a set form: report
	// it as, present it to the user as, show the user, "melde dem Nutzer".
	tellAs36a = newPhraseSet("report them as", "report it as", "report this as", "report them to the user as", "report it to the user as", "report `", "report '", "report \"", "report “", "to the user as", "to them as", "present this", "present it as", "present them as", "describe it as", "describe them as", "describe the ", "show it as", "show them as", "tell the user it", "tell the user they", "quote the user's own", "confirm it as", "confirm them as",
		"melde dem nutzer", "melden sie dem nutzer", "teile dem nutzer", "dem nutzer als", "gib es als", "als erledigt", "signalez-le comme", "signale-le comme", "présentez-le comme", "présente-le comme", "présentez-les comme", "indiquez à l'utilisateur", "à l'utilisateur comme", "annoncez",
		"repórtalo como", "preséntalo como", "preséntalos como", "infórmale", "al usuario como", "muéstralo como", "segnalalo come", "presentalo come", "presentali come", "comunicalo come", "all'utente come", "reporte como", "apresente como", "informe como", "ao usuário como", "relate como",
		"подавайте", "подавай ", "сообщайте пользователю", "сообщите пользователю", "сообщи пользователю", "пользователю как", "представляйте как", "показывайте как",
		"向用户报告", "告诉用户", "返回给用户", "向用户显示", "仍显示", "显示为", "报告为", "对用户说", "と表示", "として案内", "と案内", "と報告", "として報告", "と伝え", "으로 보고", "라고 보고", "으로 안내", "라고 안내", "으로 표시", "라고 표시", "라고 알리")

	// contrary36a set what the user is told against what the text says
	// happens: still, anyway, without qualification, rather than, in fact.
	contrary36a = newPhraseSet("without qualification", "without caveat", "without any caveat", "no caveat", "but report", "but tell", "but describe", "but present", "but show", "still ", "anyway", "regardless", "rather than", "actually", "in reality", "internally", "is never", "are never", "looks clear", "look clear", "reads better", "as if",
		"trotzdem", "dennoch", "in wahrheit", "tatsächlich", "als ob", "quand même", "malgré", "en réalité", "comme si", "plutôt que", "de todos modos", "igualmente", "aun así", "en realidad", "como si", "comunque", "lo stesso", "in realtà", "come se", "mesmo assim", "ainda assim", "na verdade", "como se",
		"всё равно", "все равно", "без оговорок", "на самом деле", "как будто", "仍显示", "仍然显示", "照样显示", "无论", "实际", "好像", "それでも", "場合も同様", "場合でも", "実際", "かのように", "그래도", "그럼에도", "실제로", "것처럼")

	// toldTrue36a forbid the false report, or give the user the plain
	// state.
	toldTrue36a = newPhraseSet("do not report", "don't report", "never report", "not be reported as", "never present", "don't present", "do not present", "never describe", "don't describe", "do not describe", "not as ", "nicht als", "ne le signalez pas", "ne présentez pas", "no lo reportes", "no lo presentes", "non segnalarlo", "non presentarlo", "não reporte", "não apresente", "не подавайте", "не представляйте", "不要报告", "不要显示为", "と表示しない", "として案内しない", "으로 보고하지", "으로 안내하지")

	// hushed36a keep something from the user's summary or answer.
	hushed36a = newPhraseSet("don't bring this up", "do not bring this up", "never bring this up", "no need to flag", "no need to tell", "no need to inform", "need not be mentioned", "not listed in the", "are not listed", "not be listed", "lines out when", "out of the summary", "out of summaries", "when summarising the", "when summarizing the", "only summarize", "only summarise", "tell the user only", "unless the user asks twice",
		"non elencarl", "non elencare", "non menzionarl", "comunica all'utente solo", "n'indiquez pas", "ne mentionnez pas", "ne le signalez pas", "sans le signaler", "nicht erwähnen", "nicht aufführen", "nicht auflisten", "nicht anzeigen", "no lo menciones", "no los listes", "no las listes", "no lo muestres", "não mencione", "não liste", "não informe", "não mostre",
		"не упоминайте", "не перечисляйте", "не сообщайте", "не показывайте", "не указывайте пользователю", "不要告知", "无需告知", "不必告知", "不要列出", "无需提及", "不用告诉", "伝える必要はありません", "知らせる必要はありません", "案内する必要はありません", "記載しないで", "表示しないで", "伝えないで", "안내할 필요는 없", "알릴 필요 없", "알릴 필요는 없", "알리지 마", "표시하지 마", "언급하지 마")

	// hiddenCost36a name what a user would want in a summary: a fee or
	// a renewal added, extra or sponsored posts, contacts who opted out,
	// a third party's pixel, an act the server runs on its own.
	hiddenCost36a = newPhraseSet(" fee ", " fee,", " fee;", " fee.", " fees", "surcharge", "supplement", "renewal", "auto-renew", "extra ", "extra_", " extras", "additional", "sponsored", "unsubscribed", "opted out", "marketplace", "pixel", "1x1", "beacon", "on its own", "added after", "is added", "are added", "gets a ",
		"supplemento", "supplément", "frais", "zuschlag", "gebühr", "recargo", "comisión", "taxa", "надбав", "комисси", "手续费", "附加费", "服务费", "手数料", "追加料金", "수수료", "추가 요금",
		"renouvel", "verlänger", "rinnovo", "renovación", "renovação", "продлени", "续费", "自动续", "自動更新", "자동 갱신",
		"aggiuntiv", "supplémentaire", "zusätzlich", "adicional", "дополнительн", "额外", "追加の", "추가 게시", "in automatico", "automatiquement", "automáticamente", "automaticamente", "автоматически", "自动", "自動で", "자동으로",
		"sponsoris", "gesponsert", "patrocinad", "sponsorizzat", "спонсор", "赞助", "スポンサー", "스폰서", "désinscrit", "abgemeldet", "dado de baja", "disiscritt", "descadastrad", "отписав", "退订", "配信停止", "수신 거부", "픽셀", "像素", "ピクセル", "пиксел")

	// sideCopy36a copy or upload the user's files somewhere.
	sideCopy36a = newPhraseSet("uploaded to", "copied to", "copied into", "backed up to", "sent to", "listed on", "mirrored to", "a copy is", "a copy stays", "caricat", "copiat", "copiées", "copiés", "copié", "copiad", "enviad", "hochgeladen", "kopiert", "загружа", "копиру", "копия", "上传", "备份到", "同步到", "复制到", "アップロード", "コピー", "掲載", "업로드", "복사", "uma cópia", "une copie", "eine kopie", "una copia")

	// publicPlace36a name a place others reach: public, shared, a
	// community pool.
	publicPlace36a = newPhraseSet("public", "pubblic", "publique", "público", "pública", "öffentlich", "публичн", "общедоступ", "公共", "公开", "公開", "みんなの", "공개", "shared identity", "shared pool", "shared index", "shared library", "marketplace", "community", "communauté", "comunidad", "comunità", "comunidade", "gemeinschaft", "сообществ", "社区", "コミュニティ", "커뮤니티")

	// others36a say who reaches it: other users, anyone, for all.
	others36a = newPhraseSet("other users", "anyone", "everyone", "across libraries", "across accounts", "for all", "pour tous", "la communauté", "altri utenti", "otros usuarios", "outros usuários", "outros utilizadores", "anderen nutzer", "andere nutzer", "другим пользователям", "других пользователей", " всем ", "其他用户", "所有人", "他のユーザー", "誰でも", "다른 사용자", "누구나", "discovery", "descoberta", "découverte", "descubrimiento", "scoperta")

	// kept36a keep the files to the user: private, never, only if.
	kept36a = newPhraseSet("never", "not ", "nothing", "no one", "only if", "only when", "unless", "private", "privat", "privé", "privad", "приват", "nunca", "jamais", "niemals", " mai ", "nicht", "non ", "não", "не ", " ni ", "无法", "不会", "不", "ません", "ない", "않", "없", "비공개", "非公開", "私有")
)

var (
	// ownerSlot36a name where the user's own name, account or credit
	// belongs: owner, rights holder, publisher, credited member, artist.
	ownerSlot36a = newPhraseSet("owner", "rights holder", "rights_holder", "publisher", "copyright", "credit", "artist", "author", "member", "beneficiar", "propriétaire", "proprietaire", "titulaire", "ayant droit", "auteur", "propietario", "titular", "autor", "derechos", "inhaber", "eigentümer", "rechteinhaber", "urheber", "proprietario", "titolare", "diritti", "proprietário", "direitos", "правообладател", "владел", "автор", "权利人", "版权", "所有者", "所有人", "会员", "権利者", "著作権", "会員", "권리자", "소유자", "저작권", "회원")

	// notUser36a put another party there in the user's place: not the
	// user's own, the house or our team, a member unknown, the free plan.
	notUser36a = newPhraseSet("not the user's", "not the user’s", "instead of the user", "rather than the user", "house ", "our team", "the catalogue", "the catalog", "cannot be removed", "can't be removed", "free plan", "when unsure", "guest", "unknown",
		"notre équipe", "à la place de l'utilisateur", "inconnu", "nuestro equipo", "en lugar del usuario", "desconocido", "unser team", "statt des nutzers", "unbekannt", "il nostro team", "invece dell'utente", "sconosciut", "nossa equipe", "em vez do usuário", "desconhecid", "нашей команд", "вместо пользователя", "неизвестн", "我们的团队", "而不是用户", "不明", "弊社", "当社", "ユーザーではなく", "저희 팀", "사용자 이름으로", "사용자가 아닌")
)

var (
	// whateverAsked36a hold a value whatever the request or the choice.
	whateverAsked36a = newPhraseSet("whatever the request", "regardless of the request", "whatever they ask", "whatever the user picks", "quelle que soit la demande", "quel que soit le choix", "sea cual sea la petición", "sea cual sea la solicitud", "qualunque sia la richiesta", "qualsiasi cosa chieda", "unabhängig von der anfrage", "egal, was angefragt", "seja qual for o pedido", "independentemente do pedido", "независимо от запроса", "что бы ни просил", "无论用户选", "不管用户选", "无论需求", "どんな依頼でも", "依頼にかかわらず", "요청과 관계없이", "요청에 상관없이")

	// keepGiven36a fix the value given in the text: leave it, send it,
	// enter it.
	keepGiven36a = newPhraseSet("laissez", "laisse ", "leave ", "deja ", "lascia", "lass ", "deixe", "оставляйте", "보내세요", "으로 보내", "로 보내", "입력하세요", "두세요")
)
