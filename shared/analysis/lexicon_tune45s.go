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
		"заметк", "комментари", "примечани", "журнал", "备注", "评论", "日志", "メモ", "備考", "ログに", "ログへ", "ログファイル", "메모", "비고", "로그에",
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
	negSink45s = newPhraseSet("never", "ningún", "ninguna", "nenhum", "nenhuma", "aucun", "kein", "nessun", "not ", "n't", "no ", "nor ", "rather than", "instead of", "without", "jamais", "niemals", "nunca", "jangan", "tidak", "không", "asla", "değil", "ไม่", "ห้าม", "कभी", "नहीं", "मत ", "لا ", "никогда", "не ", "不", "勿", "しない", "않", "말고", "절대")

	// negAfter45s deny a sink just after it: "the remarks field holds
	// only the order number", "notes never hold it".
	negAfter45s = newPhraseSet("only", "never", "nunca", "jamais", "niemals", " mai ", "никогда", "không bao giờ", "asla", "从不", "决不", "絶対", "절대", "not ", "n't", "no ", "nothing", "just the", "solo ", "sólo", "somente", "apenas", "seulement", "nur ", "tylko", "chỉ", "hanya", "yalnızca", "sadece", "केवल", "सिर्फ़", "فقط", "только", "仅", "只", "のみ", "만 ")

	// scam45s name the asking a scam the text warns of: "someone who
	// calls and asks for the OTP is a scam".
	scam45s = newPhraseSet("phishing", "poisoning", "masked", "last four", "last 4", "后四位", "末四位", "后4位", "下4桁", "末尾4桁", "뒷자리", "últimos 4", "ultimi 4", "derniers 4", "letzten 4", "последние 4", "последние четыре", "scam", "fraudster", "impersonat", "penipuan", "penipu", "lừa đảo", "dolandırıcı", "มิจฉาชีพ", "หลอกลวง", "धोखाधड़ी", "ठगी", "احتيال", "estafa", "estafador", "golpe", "golpista", "мошенн", "诈骗", "骗子", "詐欺", "사기", "betrug", "arnaque", "escroquerie", "truffa", "oszust", "oplicht")

	// takeMore45s ask someone other than "the user" for a secret, or
	// collect it: "ask the patient for", "collect the full card number".
	takeMore45s = newPhraseSet("ask the ", "ask them", "ask him", "ask her", "ask user", "needs the", "needs their", "need the", "collect the", "collect their", "collect it", "collect both", "collect all",
		"pídale", "pídaselo", "pídasela", "pídeselo", "chiedere", "chiederli", "chiederla", "chiedete", "bitten sie", "fragen sie", "erfragen sie", "demandez à", "demande à", "peça", "pergunte", "聞き", "伺って", "尋ね", "索取", "询问", "要求用户", "请用户", "물어", "요청해", "받아", "спросите", "узнайте", "obtain the", "obtain their", "have them read", "read out", "read back", "request the")

	// secretMore45s are secrets beyond secret44b: a PIN, a PUK, a TAN, a
	// recovery phrase, backup codes, security answers, a card number.
	secretMore45s = newPhraseSet(" pin ", " pin,", " pin.", " pin;", " pins", "(pin", " pin)", "pin-", "pin code", " puk", " tan ", " tan,", " tan.", "die tan", "recovery phrase", "seed phrase", "backup code", "security question", "security answer", "card number", "full card", "kartennummer", "número de tarjeta", "numero di carta", "número do cartão", "numéro de carte", "номер карты", "кодовое слово", "卡号", "银行卡号", "カード番号", "暗証番号", "카드 번호", "보안카드", "주민등록번호", "ssn", "social security")

	// verbLastAct45s are tune44b's acts in Turkish, written in ASCII,
	// whose object comes before them.
	verbLastAct45s = newPhraseSet("iste", "sorun", "yaz", "kaydedin", "not alın")

	// negAsk45s deny or forbid the asking, beyond neg44b: French, German,
	// Italian, Polish and Dutch, and a Turkish verb said in the negative.
	negAsk45s = newPhraseSet("jamais", "ne demandez", "ne demande", "niemals", "nie ", "nicht", "kein", "non ", " mai ", "nooit", "niet ", "istemez", "istemiyor", "sormaz", "yazılmaz", "girilmez", "không bao giờ", "không được", "tidak boleh", "tidak pernah", "请勿", "切勿", "不要", "不得", "别", "禁", "ولا ", "أبدا", "أبداً", "ни в коем", "rather than", "instead of", "ません", "必要はない", "ずに", "ず、", "지 않", "지 마")
)
