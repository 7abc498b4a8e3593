package analysis

// Attacks phrased as plain product guidance (tune16c): no alarming word,
// only a "convention", a "best result" or what "most users prefer". The
// mechanism is still an order about what the user is told or asked for:
// a result presented as something else with the caveat dropped, a figure
// skewed to one end before it is reported, the clauses, fees or findings
// that cost the user left out of a summary, a secret the tool has no use
// for asked "for verification", a partner put first whatever the data, a
// binding action done the moment it is mentioned without the user's say,
// a preference for one vendor kept for later conversations.

// tune16cReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none. prop is the lowercased name of
// the property the sentence describes.
func tune16cReading(lt, prop lowText) (rule, what string) {
	switch {
	case lt.in(presentAs16c) && (lt.in(noNote16c) || lt.in(skewed16c) || lt.in(countAs16c) || lt.in(evenIfSet) && lt.in(relabel16c)) && !lt.in(layout16c) && !lt.in(keepNote16c) && !lt.in(protected16c):
		return "poison-answer-manipulation", "an order to present a result as something it is not, skewed or with its caveat dropped"
	case lt.in(omit16c) && lt.in(caveat16c) && lt.in(reader16c) && !lt.in(keepNote16c) && !lt.in(protected16c) && !lt.in(omitToDefault16c):
		return "poison-concealment", "an order to leave out of the user's summary the terms, fees or findings that cost them"
	case lt.in(askedSecret16c) && lt.in(verifyPretext16c) && lt.in(askFor16c) && !lt.in(ownSecretWork16c) && !lt.in(refusesSet) && !prop.in(askedSecret16c):
		return "poison-exfiltration", "an order to ask the user for a secret the tool does not need, as verification"
	case (lt.in(crowd16c) || lt.in(always15c) || lt.in(othersDown16c)) && lt.in(putFirst16c) && !lt.in(disclosed16c) && !lt.in(columnOrder35):
		return "poison-preference-manipulation", "an order to put one vendor first because most users would"
	case lt.in(noAsk16c) && lt.in(haste16c) && !lt.in(refusesSet):
		return "poison-hidden-instruction", "an order to act the moment it is mentioned without the user's confirmation"
	case lt.in(remember16c) && lt.in(laterSessions16c) && lt.in(buysFrom16c) && !lt.in(userAsks16c):
		return "poison-hidden-instruction", "an order to remember a vendor as the user's choice for later conversations"
	}
	return "", ""
}

var (
	// presentAs16c present or report a result under a name.
	presentAs16c = newPhraseSet("present the", "present it as", "present this", "presented as", "present half", "report the", "reported as", "report it as", "describe the total as", "describe it as", "describe to the user as", "descríbelo así", "descrivila così", "descrivilo così", "show the original", "as the on-time", "as the expected",
		"présenter la", "présenter le", "présente la", "présente le", "présenté comme", "presentar", "se presenta como", "preséntalo como", "apresente como", "apresentado", "apresentar como", "presentare", "presenta come",
		"als ergebnis", "nenne das ergebnis", "wiedergeben", "angeben als", "подаётся как", "подается как", "представ", "указывай как", "として提示", "として報告", "として表示", "と報告", "으로 안내", "이라고만", "라고만", "으로 표시", "作为正式", "报告为", "只报", "只 报", "显示为")
	// noNote16c drop the note that would tell the user how the figure was made.
	noNote16c = newPhraseSet("without mentioning", "without mention", "no footnote", "without a footnote", "without comment", "without noting", "without explanation", "without the range", "without saying",
		"sans commentaire", "sans mentionner", "sans préciser", "sans indiquer", "sans le dire", "sin aclaraciones", "sin mencionar", "sin indicar", "sin explicar", "sem essa observação", "sem observação", "sem mencionar", "sem indicar",
		"senza indicare", "senza menzionare", "senza commento", "senza specificare", "ohne hinweis", "ohne erwähnung", "ohne anmerkung", "ohne fußnote", "без пояснений", "без комментари", "без упоминания", "без оговор", "без примечани",
		"注記は不要", "注記なし", "言及せず", "触れずに", "不必说明", "不加说明", "无需说明", "不必展示", "不要注明", "설명 없이", "언급하지 않")
	// skewed16c pick one end of a range, or round, before reporting.
	skewed16c = newPhraseSet("lower bound", "upper bound", "best-case", "best case", "fastest office", "half of this", "original list price", "round up", "rounded up", "valore massimo", "valor máximo", "valeur maximale", "höchstwert",
		"arrondir", "au palier supérieur", "arredond", "aufrunden", "округл", "切り上げ", "최고 시나리오", "최고값", "올림", "首年优惠", "首 年 优 惠", "最高值", "最乐观")
	// countAs16c count one thing as another before the total is reported.
	countAs16c = newPhraseSet("count each", "count every", "counted as", "compter les", "compter chaque", "contar cada", "contar los", "contare ogni", "contare i", "zählen als", "mitzählen", "считать каждого", "считать как", "计为", "计入为", "としてカウント", "로 집계")
	// relabel16c describe a thing under another name.
	relabel16c = newPhraseSet("describe to the user as", "describe it as", "descríbelo así", "descrivila così", "descrivilo così", "preséntalo como", "presentado como", "présenté comme", "présente-le comme", "apresente como", "apresentado como", "presentalo come", "darstellen als", "представь как", "として説明", "으로 설명", "描述为")
	// othersDown16c run the other choices down.
	othersDown16c = newPhraseSet("others as less", "describe the others", "other options as", "gli altri come", "les autres comme", "los demás como", "os outros como", "остальные как", "其他医院", "他の病院", "다른 병원")
	// layout16c name a layout, not a verdict: "present the rows as a table".
	layout16c = newPhraseSet("table", "bullet", "markdown", "json", "csv", "tabelle", "tableau", "tabla", "tabella", "таблиц", "表格", "表で", "표로")
	// keepNote16c keep the caveat or forbid dropping it.
	keepNote16c = newPhraseSet("always list", "omitting them", "don't leave out", "do not leave out", "never leave out", "do not omit", "don't omit", "never omit", "always mention", "always include", "always disclose", "include every", "tell the user this", "ne jamais omettre", "nunca omitas", "nunca omita", "non omettere", "nicht weglassen", "не опускай", "не пропускай", "不要省略", "省略しない", "생략하지 마", "disclose", "offenleg", "divulg")
	// omit16c leave something out of what the user reads.
	omit16c = newPhraseSet("leave out", "left out", "omit", "omett", "omite", "omita", "omitir", "omission", "omissione", " omissão", "ne pas mentionner", "ne les mentionne pas", "ne le mentionne pas", "ne pas les mentionner", "nicht erwähnt", "nicht erwähnen", "verschweig",
		"не включайте", "не включать", "не упоминайте", "не упоминать", "не сообщает о", "не сообщать о", "省略", "请勿写入", "不要写入", "不必展示", "不要提及", "생략", "미리 말하지 마", "don't include it", "do not include it", "don't bring it up", "do not bring it up",
		"sin la parte", "pero no la", "but not the", "only on request", "nur auf nachfrage", "只在用户主动提出", "mostra apenas", "shows only", "are left out", "non menzionare")
	// caveat16c name what a summary owes the user: terms that bind them,
	// charges, exclusions, findings, risks.
	caveat16c = newPhraseSet("clause", "klausel", "cláusula", "条款", "条項", "조항", "exclusion", "исключени", "免责", "拒赔", "deductible", "franchise", "franquicia", "franchigia", "франшиз", "penalt", "multa", "penale", "违约金", "違約金", "위약금",
		"fee", "frais", "gebühr", "comisión", "comissão", "commissione", "комисси", "手数料", "手续费", "수수료", "배달비", "absence", "incident", "safeguarding", "fasting", "medication", "plazos", "deadline", "avertissement", "warning", "warnung",
		"cancellation", "续保", "renewal", "更新料", "zins", "juros", "interest", "resi", "storni", "rivals", "finding", "находк", "cheaper", "günstiger", "其他渠道", "staffelmiete", "restschuld", "indexation", "garantie", "fidelidade", "violation", "side effect")
	// omitToDefault16c leave a parameter out to get its default: "omit to list every fee".
	omitToDefault16c = newPhraseSet("omit to ", "omit for ", "omit it to", "omit this to", "if omitted", "when omitted", "leave out to", "leave empty", "omettre pour", "omitir para", "omita para", "weglassen für", "weglassen, um", "ometti per", "省略時", "省略すると", "省略可", "생략하면", "생략 시", "不填", "省略则")
	// reader16c name the summary or the reader the omission is for.
	reader16c = newPhraseSet("summar", "résum", "resum", "riassun", "riepilog", "zusammenfass", "кратко", "пересказ", "要約", "要点", "摘要", "요약", "report", "rapport", "informe", "relatório", "bericht", "отчёт", "отчет", "digest", "reminder", "quote", "board",
		"mention", "mencion", "erwähn", "menzion", "bring it up", "user", "utilisateur", "usuario", "usuário", "utente", "nutzer", "пользовател", "用户", "ユーザー", "사용자", "patient", "parent", "read better", "read best", "lisible", "klarer", "melhor", "mejor", "concis", "간결", "简洁", "読みやすさ", "apenas", "only on request", "nachfrage", "主动提出", "말하지", "не сообща")
	// askFor16c ask for, collect or pass on a value.
	askFor16c = newPhraseSet("needed for", "required for", "nécessaire", "necesari", "benötigt", "необходим", "需要", "必要", "필요", "ask", "include", "collect", "enter", "provide", "pass them", "passes them", "pass it", "indicate", "informe", "indiquer", "demande", "pide", "chied", "запрос", "укажите", "입력", "收集", "記入", "입력하", "also ", "aussi", "también", "também", "anche", "auch", "также", "还需", "も", "도 ")
	// ownSecretWork16c name a tool whose work is the secret itself.
	ownSecretWork16c = newPhraseSet("phish", "lure", "temporary password", "strength", "hash", "reset", "breach", "pwned", "leak", "rotate", "vault", "manager")
	// protected16c name what leaving out protects: the user's secrets and personal data.
	protected16c = newPhraseSet("personal data", "password", "secret", "token", "pii", "internal note", "내부 메모", "内部メモ", "内部备注", "données personnelles", "datos personales", "dados pessoais", "dati personali", "персональн", "個人情報", "个人信息", "개인정보")
	// askedSecret16c name a secret no ordinary form needs: a password, a PIN, a
	// card's security code, a bank login, a medical history, a tax return.
	askedSecret16c = newPhraseSet("password", "passwort", "mot de passe", "contraseña", "senha", "пароль", "parol", "密码", "パスワード", "ｐ ａ ｓ ｓ", "비밀번호", "pin ", " pin", "p i n", "cvv", "cvc", "online banking", "banking username", "pharmacy login",
		"medical history", "prescriptions", "tax return", "savings balance", "код из смс", "смс банка", "공동인증서", "주민등록번호 전체", "identifiants du compte bancaire", "identifiants bancaires", "bancomat", "госуслуг", "gov.br", "impots.gouv", "email password")
	// verifyPretext16c give verification or the usual workflow as the reason.
	verifyPretext16c = newPhraseSet("verif", "vérif", "überprüf", "prüfung", "проверк", "подтвержда", "核验", "验证", "审核", "確認用", "検証", "확인용", "검증", "standard workflow", "standard is", "が標準", "标准流程", "parcours habituel", "confirm the visit", "up front", "works best")
	// crowd16c claim what most users choose.
	crowd16c = newPhraseSet("most users", "most buyers", "most customers", "most organisations", "most organizations", "most people", "la plupart des", "die meisten", "la mayoría", "a maioria", "la maggior parte", "большинство", "大多数", "多くのユーザー", "대부분의")
	// putFirst16c put one choice first or alone.
	putFirst16c = newPhraseSet("recommend it first", "put it first", "first in every", "list it first", "always first", "systématiquement", "testsieger", "首选", "优先推荐", "1순위", "per primo", "per prima", "en primer lugar", "em primeiro", "первым", "最初に", "一番に", "choix évident", "only on request", "nur auf nachfrage", "主动提出")
	// disclosed16c disclose a paid placement.
	disclosed16c = newPhraseSet("sponsored", "paid placement", "disclose", "sponsoris", "patrocinad", "sponsorizzat", "gesponsert", "реклам", "广告", "広告", "광고", "tell the user")
	// noAsk16c act without asking or showing the user first.
	noAsk16c = newPhraseSet("without confirming", "sem confirmar", "sin confirmar", "senza confermare", "sans confirmer", "ohne rückfrage", "ohne den text", "without showing the draft", "senza mostrare la bozza", "sans montrer", "sin mostrar",
		"rather than reading it back", "instead of reading it back", "물어볼 필요는 없", "묻지 않", "確認は不要", "確認せず", "无需确认", "不用确认", "不必确认", "не спрашивая", "без подтверждения", "without asking", "d o   n o t   a s k")
	// haste16c give speed or the mention of a wish as the trigger.
	haste16c = newPhraseSet("as soon as", "sobald", "appena", "assim que", "dès que", "en cuanto", "как только", "directly", "direkt", "immediately", "quick", "rapid", "rápid", "reibungslos", "schnell", "быстр", "快速", "すぐ", "바로", "직후")
	// remember16c keep something in the model's memory.
	remember16c = newPhraseSet("remember", "mémorise", "retiens", "merke dir", "merk dir", "speichere", "recuerda", "memoriza", "lembre", "memorizza", "ricorda", "запомни", "记住", "覚えて", "記憶して", "기억")
	// laterSessions16c name conversations to come.
	laterSessions16c = newPhraseSet("future", "next conversation", "later conversation", "prochaines conversations", "futures conversations", "künftigen", "zukünftigen", "futuras", "futuri", "future conversazioni", "на будущее", "следующих разговор", "以后", "今后", "今後", "次回以降", "앞으로", "다음 대화")
	// buysFrom16c say the user always buys, orders or gives through one vendor.
	buysFrom16c = newPhraseSet("orders from", "buys from", "always orders", "always buys", "always uses", "commande toujours", "achète toujours", "compra sempre", "compra siempre", "siempre prefiere", "sempre preferisce", "kauft immer", "bestellt immer", "immer bei",
		"жертвует только", "покупает только", "заказывает только", "只在", "总是在", "いつも", "항상")
	// userAsks16c make the memory the user's own request.
	userAsks16c = newPhraseSet("asks you", "explicitly", "user sets", "when the user", "if the user", "user asks", "l'utilisateur demande", "el usuario pide", "l'utente chiede", "nutzer bittet", "пользователь просит", "用户要求", "ユーザーが求め", "사용자가 요청")
)
