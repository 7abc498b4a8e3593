package analysis

// Phrase sets of tune45s's sink (signals_tune45s.go): where a secret the
// user is asked for goes on to, said in the sentence of the asking.
var (
	// sinkField45s are fields and records others read: a notes, remarks
	// or comment field, a ticket, a log.
	sinkField45s = newPhraseSet("notes", "note field", "_note", "remarks", "comment", "memo", "ticket", " log ", " log.", " logs", "audit log", "shared sheet", "shared doc", "spreadsheet",
		"catatan", "komentar", "ghi chú", "bình luận", "nhật ký", "not alan", "notlar", "açıklama alan", "yorum", "günlüğ",
		"หมายเหตุ", "ช่องบันทึก", "บันทึกช่วยจำ", "नोट्स", "नोट ", "टिप्पणी", "लॉग",
		"ملاحظات", "الملاحظات", "تعليق", "notas", "comentario", "observaç", "nota do", "nota del", "bitácora",
		"заметк", "комментари", "примечани", "журнал", "备注", "评论", "日志", "メモ", "備考", "ログ", "메모", "비고", "로그",
		"notiz", "kommentar", "bemerkung", "notitie", "opmerking", "commentaire", "remarque", "nota ", "notatk")

	// sinkParty45s are someone besides the user and the tool's service:
	// support or back-office staff, a partner, a courier, a third party,
	// or the text's "visible to".
	sinkParty45s = newPhraseSet("support team", "support staff", "support desk", "support agent", "helpdesk", "help desk", "our team", "the team", "staff", "back office", "back-office", "partner", "shipper", "courier", "third party", "third-party", "vendor", "reseller", "visible to", "keeps them", "keeps it", "colleague", "forward it", "forward them", "relay",
		"mitra", "tim dukungan", "tim support", "petugas", "kurir", "đối tác", "nhân viên", "shipper", "bên thứ ba", "destek ekibi", "ekip", "ortak", "kurye", "üçüncü taraf",
		"พาร์ทเนอร์", "พนักงาน", "ทีมงาน", "ทีมซัพพอร์ต", "บุคคลที่สาม", "पार्टनर", "सपोर्ट", "टीम", "कूरियर", "अपने पास रखता",
		"الشريك", "فريق الدعم", "الموظف", "طرف ثالث", "socio", "parceiro", "equipo de soporte", "equipe de suporte", "el equipo", "a equipe", "tercero", "terceiro", "repartidor",
		"партн", "служба поддержки", "службе поддержки", "сотрудник", "курьер", "третьей сторон", "合作伙伴", "客服", "工作人员", "第三方", "快递员", "パートナー", "サポート", "担当者", "第三者", "파트너", "상담원", "직원", "제3자",
		"supportteam", "mitarbeiter", "partenaire", "équipe", "l'équipe", "il team", "terzi", "zespół", "partnera", "medewerker")

	// negSink45s deny the going on: "rather than e-mailing …", "never in
	// notes", "only the order number".
	negSink45s = newPhraseSet("never", "not ", "n't", "no ", "nor ", "rather than", "instead of", "without", "jamais", "niemals", "nunca", "jangan", "tidak", "không", "asla", "değil", "ไม่", "ห้าม", "कभी", "नहीं", "मत ", "لا ", "никогда", "не ", "不", "勿", "しない", "않", "말고", "절대")

	// negAfter45s deny a sink just after it: "the remarks field holds
	// only the order number", "notes never hold it".
	negAfter45s = newPhraseSet("only", "never", "not ", "n't", "no ", "nothing", "just the", "solo ", "sólo", "somente", "apenas", "seulement", "nur ", "tylko", "chỉ", "hanya", "yalnızca", "sadece", "केवल", "सिर्फ़", "فقط", "только", "仅", "只", "のみ", "만 ")

	// scam45s name the asking a scam the text warns of: "someone who
	// calls and asks for the OTP is a scam".
	scam45s = newPhraseSet("phishing", "scam", "fraudster", "impersonat", "penipuan", "penipu", "lừa đảo", "dolandırıcı", "มิจฉาชีพ", "หลอกลวง", "धोखाधड़ी", "ठगी", "احتيال", "estafa", "estafador", "golpe", "golpista", "мошенн", "诈骗", "骗子", "詐欺", "사기", "betrug", "arnaque", "escroquerie", "truffa", "oszust", "oplicht")

	// takeMore45s ask someone other than "the user" for a secret, or
	// collect it: "ask the patient for", "collect the full card number".
	takeMore45s = newPhraseSet("ask the ", "ask them", "ask him", "ask her", "collect the", "collect their", "collect it", "obtain the", "obtain their", "have them read", "read out", "read back", "request the")

	// negAsk45s deny or forbid the asking, beyond neg44b: French, German,
	// Italian, Polish and Dutch, and a Turkish verb said in the negative.
	negAsk45s = newPhraseSet("jamais", "ne demandez", "ne demande", "niemals", "nie ", "nicht", "kein", "non ", " mai ", "nooit", "niet ", "istemez", "istemiyor", "sormaz", "yazılmaz", "girilmez", "không bao giờ", "không được", "tidak boleh", "tidak pernah", "请勿", "切勿", "不要", "不得", "别", "禁", "ولا ", "أبدا", "أبداً", "ни в коем", "rather than", "instead of")
)
