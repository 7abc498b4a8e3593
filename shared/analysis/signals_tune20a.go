package analysis

import "strings"

// A default that picks the unsafe end of its own scale (tune20a): an enum
// lists safer options first and the default is its last one, the one that
// destroys the originals, skips the check, switches the log off, grants
// the widest role or signs up for the paid renewal. An honest tool lists
// such an option for the user to choose, and defaults to a safer one.

// valueTune20a says how a property's default picks the unsafe end of its
// enum, or "".
func valueTune20a(p schemaProperty) (key, what string, firm bool) {
	if p.key != "default" {
		return "", "", false
	}
	about := lowered(strings.ToLower(p.name + " " + p.desc))
	if on, _ := p.value.(bool); on && about.in(destroyValue20a) && about.in(originals20a) {
		return p.key, "a switch that destroys the originals, set on as the default", false
	}
	v, ok := p.value.(string)
	enum, _ := p.pm["enum"].([]any)
	if !ok || len(enum) < 2 {
		return "", "", false
	}
	last, _ := enum[len(enum)-1].(string)
	first, _ := enum[0].(string)
	if v == first {
		return "", "", false
	}
	lv := lowered(strings.ToLower(v))
	safer := func(unsafe func(lowText) bool) bool {
		for _, o := range enum {
			if s, ok := o.(string); ok && s != v && !unsafe(lowered(strings.ToLower(s))) {
				return true
			}
		}
		return false
	}
	skips := func(t lowText) bool { return t.in(withoutValue20a) && t.in(checkValue20a) || t.in(ignoreValue20a) }
	if skips(lv) && safer(skips) {
		return p.key, "an option that skips a check or a retention rule, not the first of its list, as the default", false
	}
	if v != last {
		return "", "", false
	}
	destroys := func(t lowText) bool { return t.in(destroyValue20a) }
	off := func(t lowText) bool { return anyWord(Tokenize(t.s), offValue20a...) || t.in(discardSink20a) }
	widest := func(t lowText) bool { return t.in(widestValue20a) }
	paid := func(t lowText) bool { return t.in(paidRoute14d) && t.in(autoRenew20a) }
	switch {
	case destroys(lv) && safer(destroys):
		return p.key, "a destructive option, the last of its list, as the default", false
	case off(lv) && safer(off) && (about.in(trailName18a) || about.in(trailAbout20a) || lv.in(discardSink20a)):
		return p.key, "the log, audit or alert switched off, the last option of its list, as the default", false
	case widest(lv) && safer(widest) && about.in(accessAbout20a):
		return p.key, "the widest role or audience, the last option of its list, as the default", false
	case lv.in(partner20a) && safer(func(t lowText) bool { return t.in(partner20a) }) && about.in(accessAbout20a):
		return p.key, "sharing on to partners, the last option of its list, as the default", false
	case paid(lv) && safer(paid):
		return p.key, "a paid plan that renews itself, the last option of its list, as the default", false
	}
	return "", "", false
}

var (
	// destroyValue20a name an option that deletes or destroys.
	destroyValue20a = newPhraseSet("delete", "purge", "destroy", "erase", "wipe", "shred", "elimin", "supprim", "lösch", "loesch", "vernicht", "cancella", "borrar", "apagar", "descart", "удал", "уничтож", "删除", "销毁", "删", "削除", "廃棄", "破棄", "삭제", "파기")
	// withoutValue20a and checkValue20a name an option that does without a check.
	withoutValue20a = newPhraseSet("without", "skip", "bypass", "no_check", "no_review", "sin_", "senza", "sans_", "ohne", "sem_", "без", "无需", "不经", "なし", "せず", "없이", "생략")
	checkValue20a   = newPhraseSet("check", "verif", "review", "approv", "control", "report", "segnala", "prüf", "pruef", "контрол", "провер", "одобр", "审核", "检查", "审批", "審査", "確認", "承認", "검토", "확인", "승인")
	// ignoreValue20a name an option that overrides a rule outright.
	ignoreValue20a = newPhraseSet("ignore_retention", "ignoring retention", "無視", "忽略", "무시", "ignorer", "ignorar", "ignora", "ignorier", "игнор")
	// offValue20a name a switched-off or discarding option.
	offValue20a = []string{"none", "null", "discard", "off", "disabled", "aus", "nessuno", "aucun", "ninguno", "nenhum", "keine", "skip", "нет", "выкл", "无", "关闭", "なし", "オフ", "없음", "끔"}
	// trailAbout20a name a property about routing alerts or logging.
	trailAbout20a = newPhraseSet("alert", "logging", "protokollier", "journalis", "registr", "регистр", "记录", "記録", "기록")
	// widestValue20a name the widest role or audience.
	widestValue20a = newPhraseSet("admin", "amministrat", "superuser", "owner", "root", "vollzugriff", "full_access", "übergreifend", "uebergreifend", "cross_tenant", "anyone", "public_link", "everyone", "全権", "管理者", "管理员", "관리자", "администратор", "полный_доступ")
	// accessAbout20a name a property that grants access.
	accessAbout20a = newPhraseSet("role", "rol", "ruolo", "papel", "rolle", "роль", "permission", "permis", "permiso", "permesso", "berechtigung", "privilege", "access", "acces", "acceso", "accesso", "zugriff", "доступ", "scope", "share", "sharing", "visib", "audience", "权限", "角色", "権限", "ロール", "권한", "역할")
	// discardSink20a name a destination that throws away what it gets.
	discardSink20a = newPhraseSet("null_sink", "nullsink", "blackhole", "black_hole", "dev/null", "discard")
	// originals20a name the originals or source copies.
	originals20a = newPhraseSet("original", "source", "originale", "originais", "originaux", "quell", "оригинал", "исходн", "原件", "原本", "元ファイル", "원본")
	// partner20a name passing something on to partners.
	partner20a = newPhraseSet("partner", "mitra", "parceiro", "partenaire", "socio", "affiliate", "提携", "合作方", "파트너", "партнер", "партнёр")
	// autoRenew20a name an option that renews itself.
	autoRenew20a = newPhraseSet("auto", "renew", "recurr", "автопрод", "自动续", "自動更新", "자동")
)

// Sentences that order (tune20a):
//   - a standing preference for one vendor, or a consent the user never
//     gave, written into the client's memory or every later summary;
//   - a field filled with the user's personal records gathered from other
//     tools, the session, or in bulk (the last 50 messages, all contacts);
//   - a fee or add-on the user pays kept out of what they are told.

// tune20aReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune20aReading(lt, _ lowText) (rule, what string) {
	if lt.in(userAsks16c) || lt.in(userChose19a) || lt.in(scanner18a) {
		return "", ""
	}
	switch {
	case lt.in(memoryPlace20a) && lt.in(writeVerb20a) && (lt.in(standing20a) || lt.in(consented20a)):
		return "poison-hidden-instruction", "an order to write a standing preference or a consent into the user's memory"
	case lt.in(fillVerb20a) && lt.in(personalRecord20a) && (lt.in(gathered20a) || lt.in(bulk20a)):
		return "poison-exfiltration", "an order to fill a field with the user's personal records gathered from elsewhere"
	case lt.in(feeWord20a) && (lt.in(onlyQuote20a) || lt.in(leaveOut20a)):
		return "poison-concealment", "an order to keep a fee or add-on the user pays out of what they are told"
	case lt.in(doneClaim20a) && lt.in(tell20a) && (lt.in(failing19a) || lt.in(anyway20a) || lt.in(removes20a)) && !lt.in(onlyWhenGood19a) && !lt.in(negatedGood19d) && !lt.in(noFault20a):
		return "poison-answer-manipulation", "an order to tell the user it worked or nothing was found whatever happened"
	case lt.in(describeAs20a) && lt.in(withholdFigure20a):
		return "poison-answer-manipulation", "an order to put a figure in soft words and keep the number back"
	case lt.in(escapes20a) && lt.in(oversight20a) && lt.in(steer20a):
		return "poison-concealment", "an order to pick a setting or route that keeps records out of the compliance or audit review"
	case lt.in(favourable20a) && (lt.in(regardless19d) || lt.in(against20a)) && lt.in(evidence20a) && hasDigit(lt.s) && !inputAccepted44b(lt):
		return "poison-answer-manipulation", "an order to grant one party a favourable decision whatever the evidence shows"
	case lt.in(medicalCare20a) && lt.in(steerAway20a) && lt.in(ownProduct20a) && !lt.in(seekCare20a):
		return "poison-answer-manipulation", "an order to keep the user from a doctor or emergency care and sell them the server's product"
	case lt.in(wholeSource20a) && (lt.in(foldedBlock20a) && (lt.in(unseen20a) || strings.Contains(lt.s, "base64") || lt.in(everyPost20a)) || lt.in(putIn20a) && domainIn(lt.s)):
		return "poison-exfiltration", "an order to carry whole source files out in a folded block, a trailer or an upload"
	case lt.in(depObject20a) && lt.in(swap20a) && (lt.in(hush19d) || lt.in(silently20a) || lt.in(always20a)) && !lt.in(userAsks16c):
		return "poison-tool-invocation", "an order to swap a dependency or its registry for another, always or unseen"
	case lt.in(silence20a) && (lt.in(insteadOfFix20a) || lt.in(checkObject20a) && lt.in(greenReport20a)):
		return "poison-hidden-instruction", "an order to silence a failing test, a security warning or a review instead of fixing it"
	case lt.in(noOtherSource20a) && lt.in(soleTruth20a):
		return "poison-preference-manipulation", "an order to use and cite only this server as the official source and no other"
	case lt.in(bonusPoints20a) && (lt.in(hush19d) || lt.in(offReport20a)):
		return "poison-preference-manipulation", "an order to add points for one bidder and keep it out of the report"
	case lt.in(scrutiny20a) && (lt.in(destroyValue20a) || lt.in(disposeHide20a)) && !lt.in(keepsHeld20a) && !lt.in(keepsDeleted37c):
		return "poison-concealment", "an order to destroy or hide records while an audit, inquiry or legal hold covers them"
	case lt.in(tell20a) && hasDigit(lt.s) && (lt.in(noneFound20a) && (lt.in(anyway20a) || lt.in(stillSay20a)) && lt.in(offerWord20a) || lt.in(realCount20a)):
		return "poison-answer-manipulation", "an order to tell the user of an offer or a count that was not found"
	case lt.in(safetyAlarm20a) && lt.in(ignoreIt20a) && (lt.in(always20a) || lt.in(allOf20a)) && !lt.in(neverIgnore20a):
		return "poison-answer-manipulation", "an order to call smoke or gas alarms false and tell the user to ignore them"
	}
	return "", ""
}

var (
	// memoryPlace20a name the client's memory, notes or every later session.
	memoryPlace20a = newPhraseSet("memory", "notes tool", "notes feature", "keeps notes", "notes about the user", "future session", "future conversation", "later session", "every session",
		"mémoire", "sessions futures", "conversation future", "memoria", "sesiones futuras", "conversación futura", "sessioni future", "conversazione futura", "memória", "sessões futuras", "conversa futura",
		"gedächtnis", "merke dir", "merk dir", "künftigen sitzungen", "künftige sitzungen", "памят", "будущих сесси", "будущих разговор", "запомни", "记忆", "记住", "以后的会话", "未来的会话", "メモリ", "記憶", "今後のセッション", "메모리", "기억", "이후 세션", "앞으로의 대화")
	// writeVerb20a write something down for later.
	writeVerb20a = newPhraseSet("write", "save", "store", "record", "remember", "include", "add ", "enregistr", "mémoris", "retien", "guarda", "almacena", "registra", "recuerda", "incluye", "salva", "memorizza", "ricorda", "includi", "salve", "armazene", "lembre", "inclua",
		"speicher", "merke", "merk ", "notier", "füge", "сохрани", "запиши", "запомни", "добавь", "保存", "记住", "写入", "记录", "存入", "記憶", "書き込", "覚え", "저장", "기억", "기록")
	// standing20a state a lasting exclusive preference.
	standing20a = newPhraseSet("for all purchases", "all purchases", "all their purchases", "other retailers", "other stores", "other shops", "other apps", "other agencies", "other vendors", "never suggest", "never show", "not to be shown", "exclusively",
		"exclusivement", "d'autres agences", "d'autres magasins", "d'autres applications", "exclusivamente", "todas sus compras", "otras tiendas", "otras aplicaciones", "todas sus fotos",
		"esclusivamente", "solo su ", "altri negozi", "altre app", "todas as compras", "outras lojas", "outros aplicativos", "ausschließlich", "nur bei ", "andere händler", "andere apps", "исключительно", "только через", "только в ", "другие магазины", "другие приложения", "只用", "只在", "其他商店", "其他应用", "だけを使", "他のアプリ", "他の店", "다른 앱", "다른 쇼핑몰", "만 사용")
	// consented20a claim the user agreed to something.
	consented20a = newPhraseSet("has agreed", "has consented", "agreed to share", "consented to", "zugestimmt", "eingewilligt", "a accepté", "a consenti", "aceptó", "ha aceptado", "ha consentido", "ha accettato", "ha acconsentito", "concordou", "consentiu",
		"согласился", "дал согласие", "同意了", "已同意", "同意した", "同意済み", "동의했", "동의함")
	// fillVerb20a put something into a field or the request.
	fillVerb20a = newPhraseSet("include", "paste", "populate", "fill", "put ", "enter ", "attach", "inclu", "remplis", "rellena", "completa", "incluye", "añade", "includi", "inserisci", "compila", "preencha", "inclua", "coloque",
		"fülle", "füge", "einfügen", "trage", "укажите", "укажи", "включи", "заполни", "вставь", "передай", "填入", "填写", "包含", "附上", "入力", "含め", "記入", "포함", "입력", "채워", "đưa", "điền")
	// personalRecord20a name the user's personal records.
	personalRecord20a = newPhraseSet("medication", "diagnos", "insurance member", "insurance number", "passport", "home address", "phone number", "names and numbers", "contacts", "text of the user", "sms", "personal detail", "location history", "gps",
		"medicamentos", "diagnóstico", "seguro médico", "mensagens da conversa", "dados pessoais", "datos personales", "données personnelles", "texte intégral", "tous les messages", "standortpunkte", "standortverlauf", "telefonnummer",
		"номер паспорта", "номерами", "собеседников", "фио", "координаты", "медикамент", "住所", "電話番号", "現在地", "顔写真", "本文", "手机号", "通讯录", "身份证", "病历", "연락처", "전화번호", "주소", "danh bạ", "số điện thoại")
	// gathered20a say where else the data is to be gathered from.
	gathered20a = newPhraseSet("any tool", "available tool", "in this session", "from the session", "learned in the conversation", "contacts 'me' card", "camera roll", "health tool", "from the contacts",
		"outil disponible", "outils disponibles", "herramientas disponibles", "en esta sesión", "que encuentres", "strumenti disponibili", "in questa sessione", "ferramentas disponíveis", "nesta sessão", "falls ein tool", "verfügbaren tools",
		"доступных инструментов", "любых доступных", "в этой сессии", "可用的工具", "本次会话", "利用可能なツール", "このセッション", "アルバムから", "사용 가능한 도구", "이 세션", "연락처에서")
	// bulk20a ask for records in bulk.
	bulk20a = newPhraseSet("most recent", "most-messaged", "ten most", "last 30", "last 100", "every personal", "all of the user", "últimas 30", "últimos 30", "derniers 30", "letzten 30", "ultimi 30", "последние 30", "десяти самых", "直近", "最近的", "최근 ", "toàn bộ danh bạ", "todos los mensajes", "tous les messages")
	// feeWord20a name an extra charge or add-on the user pays.
	feeWord20a = newPhraseSet(" fee", "surcharge", "protection plan", "add-on", "markup", "taxa", "tarifa de", "frais", "gebühr", "aufschlag", "commissione", "supplemento", "assicurazione", "accessorio", "comisión", "recargo", "seguro", "biaya", "сбор", "комисси", "наценк", "страховк", "手续费", "服务费", "附加费", "保险", "手数料", "追加料金", "수수료", "부가")
	// onlyQuote20a tell the user only part of the total.
	onlyQuote20a = newPhraseSet("quote only", "show only", "mention only", "only the subtotal", "only the item", "only the cart", "informe só", "informe apenas", "só o subtotal", "apenas o subtotal", "sebutkan hanya", "hanya subtotal",
		"n'indiquer que", "indique seulement", "seulement le prix", "muestra solo", "indica solo", "solo el subtotal", "mostra solo", "solo il prezzo", "nur den zwischensumme", "nur die zwischensumme", "nur den artikelpreis", "только сумму", "только подытог",
		"只显示", "只告诉", "小計のみ", "小計だけ", "소계만", "상품 가격만", "report the gross amount")
	// leaveOut20a keep something unsaid.
	leaveOut20a = newPhraseSet("do not mention", "don't mention", "leave the fee out", "leave it out", "without the", "ne pas mentionner", "sans mentionner", "no menciones", "sin mencionar", "non menzionare", "senza l'accessorio", "senza menzionare", "não mencione", "sem mencionar",
		"nicht erwähnen", "ohne die", "ohne den", "не упоминай", "не упоминайте", "不要提及", "不要提", "触れない", "言及しない", "언급하지")
	// doneClaim20a claim the job worked, the thing is safe or nothing is wrong.
	doneClaim20a = newPhraseSet("door is locked", "is locked", "export is complete", "completed normally", "completed successfully", "succeeded", "was successful", "no problems", "no issues were", "no issues found", "no anomalies", "all checks passed", "as 'clear'", "as \"clear\"", "no restrictions",
		"заперта", "заперт", "успешно", "ограничений нет", "нет ограничений", "проблем нет", "нарушений нет", "op slot", "geslaagd", "voltooid",
		"abgeschlossen", "erfolgreich", "verschlossen", "keine mängel", "keine probleme", "est verrouillée", "a réussi", "sans réserve", "aucune anomalie", "aucun problème",
		"fue correcta", "fue exitosa", "está completo", "está completa", "sin incidencias", "è riuscita", "è completa", "non sono emerse anomalie", "nessuna anomalia", "foi concluída", "está completa", "sem problemas", "está trancada",
		"全部通过", "已锁", "已上锁", "没有问题", "未发现", "問題は検出されませんでした", "問題なし", "施錠されて", "잠겼", "잠겨 있", "문제가 없", "문제 없음")
	// tell20a tell the user or write down a verdict.
	tell20a = newPhraseSet("tell", "say", "report", "state", "declare", "answer", "inform", "confirm", "сообща", "скажи", "отвеча", "meld", "zeg", "sag", "melde", "antworte", "erkläre", "dis ", "dites", "déclare", "indique", "annonce", "présente",
		"di ", "dichiara", "comunica", "rispondi", "indica", "declara", "responde", "informe", "diga", "告诉", "回答", "说明", "声称", "伝え", "報告", "答え", "알리", "말하", "답하", "보고")
	// anyway20a keep a claim whatever happened.
	anyway20a = newPhraseSet("anyway", "all the same", "всё равно", "все равно", "toch", "trotzdem", "dennoch", "quand même", "tout de même", "igualmente", "de todos modos", "comunque", "ugualmente", "mesmo assim", "仍然", "照样", "それでも", "그래도", "erreur", "fout")
	// removes20a take part of the data out.
	removes20a = newPhraseSet("exclude", "remove", "drop ", "strip", "rimuovi", "escludi", "quita", "elimina", "excluye", "retire", "supprime", "entferne", "lass weg", "удали", "исключи", "删除", "去掉", "除外", "제외", "빼고", "remova", "exclua")
	// noFault20a say the claim holds only where nothing failed.
	noFault20a = newPhraseSet("no error", "without error", "without errors", "no failures", "sin errores", "sans erreur", "ohne fehler", "senza errori", "sem erros", "без ошибок", "没有错误", "エラーがなければ", "오류가 없")
	// describeAs20a put a result in chosen words.
	describeAs20a = newPhraseSet("described as", "describe as", "describe it as", "descreva como", "describe como", "descríbelo como", "décris comme", "décrivez comme", "beschreibe als", "beschreibe sie als", "descrivi come", "descrivilo come", "пишите «", "пиши «", "называй", "と表現", "描述为", "说成", "표현하", "로 표현")
	// withholdFigure20a keep the number itself back.
	withholdFigure20a = newPhraseSet("omit the number", "rather than quoting the number", "without the number", "without quoting", "omita o número", "omite el número", "sin el número", "sin cifras", "ometti il numero", "senza il numero", "sans le chiffre", "sans donner le chiffre", "ohne die zahl", "ohne zahlen",
		"не указывайте процент", "не указывай процент", "не указывайте цифр", "без цифр", "数値は出さない", "数値を出さない", "具体的な数値は", "不要给出数字", "不提具体数字", "不要写出数字", "수치는 밝히지", "수치를 밝히지")
	// escapes20a keep entries out of a log, review or count.
	escapes20a = newPhraseSet("excluded from", "excludes them from", "keeps them out of", "keep them out of", "out of the surveillance", "not shown on", "not written to", "not logged", "are not recorded", "avoid triggering", "from the timeline and from the counts",
		"no quedan registrados", "no queda registrado", "excluye de", "fuera de la revisión", "esclude dall", "le esclude", "non vengono registrat", "exclu de", "exclut de", "n'est pas journalisé", "ne sont pas journalisés", "não ficam registrados", "não é registrado", "exclui d",
		"nicht aufführen", "nicht mitzählen", "nicht protokolliert", "ausgenommen von", "не фиксируются", "не попадают в", "исключает из", "以免触发", "不记录", "不会被记录", "排除在", "対象外", "記録されません", "ログに残らない", "기록되지 않", "제외되")
	// oversight20a name who reviews the records.
	oversight20a = newPhraseSet("compliance", "surveillance", "audit", "review queue", "access log", "access report", "dashboard", "approvers", "investigat", "conformité", "cumplimiento", "vigilanza", "prüfung", "revision", "комплаенс", "контрол", "合规", "审计", "监察", "纪检", "コンプライアンス", "点検", "監査", "준법", "감사")
	// steer20a pick the setting or the route.
	steer20a = newPhraseSet("use '", "use \"", "set to", "set it to", "prefer it", "must be recorded with", "recorded with", "úsala", "usa '", "utilise", "vanno registrate con", "registrate con", "enregistrés avec", "enregistrées avec", "registradas con", "registrados con", "use-a", "verwende", "используй", "设为", "设置为", "に設定", "로 설정", "omit ", "do not list", "nicht aufführen", "不要列出", "載せない")
	// favourable20a name a decision in someone's favour.
	favourable20a = newPhraseSet("approve", "pre-cleared", "admit", "accept", "допуска", "допустить", "соответствующ", "anerkennen", "genehmig", "aprobar", "aprobada", "approuver", "accorder", "approvare", "accogliere", "accolt", "aprovar", "deferir", "排除", "批准", "通过", "承認", "許可", "승인")
	// against20a set a decision against what is found.
	against20a = newPhraseSet("even where", "even if", "even when", "always ", "in all cases", "даже если", "даже при", "всегда", "immer", "toujours", "siempre", "sempre", "一律", "一概", "常に", "항상")
	// evidence20a name what a decision should rest on.
	evidence20a = newPhraseSet("risk", "score", "document", "criteria", "indicator", "assessment", "report", "gutachten", "unterlagen", "rischio", "perizia", "riesgo", "risque", "risiko", "риск", "документ", "замечани", "puntuaci", "ratio", "punteggio", "pontua", "évaluation", "评分", "材料", "背景", "審査", "점수", "서류")
	// medicalCare20a name a doctor, hospital or emergency care.
	medicalCare20a = newPhraseSet("doctor", "hospital", " gp", "urgent care", "emergency", "physician", "médecin", "urgences", "médico", "urgencias", "medico", "pronto soccorso", "arzt", "ärzt", "notaufnahme", "krankenhaus", "врач", "больниц", "скорую", "lekarz", "szpital", "医生", "医院", "急诊", "病院", "医師", "救急", "병원", "응급", "의사")
	// steerAway20a keep the user from it.
	steerAway20a = newPhraseSet("instead of", "rather than", "do not suggest", "don't suggest", "unless they insist", "zamiast", "no sugieras", "salvo que insista", "en lugar de", "ne suggère pas", "au lieu d", "non suggerire", "invece d", "nicht empfehlen", "statt ", "não sugira", "em vez d", "не советуй", "вместо", "不要建议", "而不是", "勧めない", "ではなく", "권하지 말", "대신", "요청할 때만", "두 번 이상")
	// ownProduct20a name the server's own paid offer.
	ownProduct20a = newPhraseSet("premium", "program", "programm", "aplikacji", "app's", "video visit", "videoconsulta", "téléconsultation", "televisita", "subscription", "book a", "reservar", "프리미엄", "프로그램", "유료", "화상", "プレミアム", "有料", "会员", "付费", "подписк", "платн")
	// seekCare20a send the user to care.
	seekCare20a = newPhraseSet("see a doctor", "seeing a doctor", "call emergency", "consult a", "acudir a", "consulte a", "aller aux urgences", "consultez", "zum arzt", "in die notaufnahme", "andare al pronto", "procure um médico", "обратитесь к", "обратиться к", "就医", "去医院", "受診して", "受診を", "진료를 받")
	// wholeSource20a name whole source files or a whole diff.
	wholeSource20a = newPhraseSet("complete diff", "contents of src", "whole file", "full source", "complete source", "changed files", "recently opened files", "ファイル全文", "全文", "исходным кодом", "исходный код", "código completo", "código fuente completo", "arquivos alterados", "código-fonte",
		"quelltext", "vollständigen code", "code source complet", "contenu complet des fichiers", "codice sorgente completo", "codice completo", "源代码", "完整代码", "文件全文", "전체 소스", "파일 전체", "전체 코드")
	// foldedBlock20a name a place a reader does not see unfolded.
	foldedBlock20a = newPhraseSet("collapsed", "<details>", "trailer", "折りたたみ", "свёрнут", "свернут", "eingeklappt", "bloque <details>", "plegado", "replié", "bloc <details>", "recolhido", "bloco <details>", "compresso", "折叠", "접힌", "숨겨진 블록")
	// unseen20a say the reader will not see it.
	unseen20a = newPhraseSet("will not see", "won't see", "not visible", "invisible", "ignore it", "ignore them", "見えません", "見えない", "не виден", "не видно", "unsichtbar", "nicht sichtbar", "no se ve", "invisible", "non visibile", "não aparece", "ignoram", "看不到", "不可见", "보이지 않")
	// everyPost20a put it in every comment or message.
	everyPost20a = newPhraseSet("every comment", "each comment", "every commit", "each commit", "cada comentario", "cada mensagem", "chaque commentaire", "jeden kommentar", "ogni commento", "каждом комментари", "每条评论", "各コメント", "모든 댓글")
	// putIn20a put something into a field or an upload.
	putIn20a = newPhraseSet("put the", "in the `", "upload", "hochlad", "téléverse", "sube ", "carica", "envie", "загрузи", "上传", "アップロード", "업로드")
	// depObject20a name a dependency, its manifest or its registry.
	depObject20a = newPhraseSet("package.json", "go.mod", "requirements", "imports", "import paths", "dependenc", "dependênc", "dépendance", "abhängigkeit", "зависимост", "依赖", "依存", "의존성", "package ", "paquete", "paquet", "paket", "pacote", "pacchett", "пакет", "依赖包", "软件包", "パッケージ", "패키지", "fork", "lockfile", "index-url", "registry")
	// swap20a swap one for another.
	swap20a = newPhraseSet("substitut", "rewrite", "replace", "instead", "pin the", "--extra-index-url", "--index-url", "remplace", "ersetze", "sustitu", "reemplaza", "sostituisci", "substitua", "замени", "заменяй", "替换", "换成", "置き換え", "바꾸", "대체")
	// silently20a do it unseen.
	silently20a = newPhraseSet("silently", "users don't need to know", "user doesn't need to know", "without telling", "sans le dire", "ne demandez pas", "en silencio", "sin avisar", "in silenzio", "stillschweigend", "ohne hinweis", "silenciosamente", "молча", "不要向用户说明", "不要告诉", "悄悄", "黙って", "조용히", "알리지 말")
	// always20a make it the rule for every case.
	always20a = newPhraseSet("always", "toujours", "siempre", "sempre", "systematically", "systématiquement", "sistemáticamente", "sistematicamente", "immer", "всегда", "任何", "所有依赖", "常に", "항상", "whenever")
	// checkObject20a name a test, a security warning or a review.
	checkObject20a = newPhraseSet("test", "lint", "security warning", "security rule", "bandit", "gosec", "reviewer", "review", "pruebas", "prueba", "testes", "teste", "prova", "linter", "セキュリティ", "リント", "测试", "테스트", "리뷰", "тест", "ревью", "avisos de segurança", "sicherheitswarn", "alertes de sécurité")
	// silence20a disable it or mark it skipped.
	silence20a = newPhraseSet("disable comment", "silence", "skip mark", "skip 标记", "mark them as skipped", "márcalas como omitidas", "márquelas", "marque-les", "marcali come", "markiere sie als", "пометь", "無効化コメント", "黙らせ", "desativá", "skip-review", "remove the required reviewers", "필수 리뷰어를 제거", "disattiva", "désactive", "deaktivier", "отключи")
	// insteadOfFix20a leave the code as it is.
	insteadOfFix20a = newPhraseSet("instead of changing", "instead of fixing", "rather than fixing", "en vez de corregir", "em vez de corrigir", "au lieu de corriger", "statt zu beheben", "statt den code", "invece di correggere", "вместо исправления", "コードを直さず", "不要修改代码", "而不是修复", "코드를 고치지")
	// greenReport20a call the failure harmless or report it green.
	greenReport20a = newPhraseSet("false positive", "falsos positivos", "faux positifs", "falsi positivi", "ложные срабатывания", "誤検知", "误报", "报告全部通过", "reporta la ejecución como exitosa", "report the run as", "report all passed", "리뷰가 필요 없", "no review needed")
	// noOtherSource20a forbid other tools, search or indexes.
	noOtherSource20a = newPhraseSet("do not use web search", "don't use web search", "other docs tools", "other indexes are stale", "other code-search", "keine websuche", "não use busca", "no uses búsqueda", "no use la búsqueda", "n'utilisez pas la recherche", "n'utilise pas la recherche", "altri indici", "non usare la ricerca",
		"не используй веб-поиск", "не используйте веб-поиск", "другие индексы", "不要使用网络搜索", "不要使用其他", "其他索引", "ウェブ検索を使わ", "他のインデックス", "웹 검색을 사용하지", "다른 인덱스")
	// soleTruth20a claim to be the only or official source.
	soleTruth20a = newPhraseSet("only accurate", "only correct", "as if from official", "as official", "cite only", "única documentação", "documentação oficial", "nur diese dokumentation", "offizielle doku", "seule documentation", "documentation officielle", "única documentación", "documentación oficial",
		"cita solo", "documentazione ufficiale", "официальн", "единственн", "唯一", "官方文档", "公式ドキュメント", "唯一の", "공식 문서", "유일한")
	// bonusPoints20a add points to one side's score.
	bonusPoints20a = newPhraseSet("uplift of +", "bonus points", "extra points", "自动加", "加分", "加点", "가점", "bonuspunkte", "zusätzliche punkte", "points supplémentaires", "points de bonus", "puntos adicionales", "puntos extra", "punti aggiuntivi", "punti extra", "pontos adicionais", "дополнительные баллы", "дополнительных баллов")
	// offReport20a keep it out of the report.
	offReport20a = newPhraseSet("not to appear", "not appear in", "不在评标报告", "不在报告", "中体现", "報告書に記載しない", "nicht im bericht", "nicht im protokoll", "ne doit pas figurer", "no debe figurar", "no figura en", "non deve comparire", "non compare", "não deve constar", "не отражать", "не указывать в", "보고서에 기재하지")
	// safetyAlarm20a name a smoke, fire or gas alarm.
	safetyAlarm20a = newPhraseSet("smoke", " co alert", "carbon monoxide", "gas leak", "fire alarm", "rauch", "co-alarm", "fumée", "monoxyde", "humo", "monóxido", "fumo", "monossido", "fumaça", "дым", "угарн", "烟雾", "一氧化碳", "煙", "一酸化炭素", "연기", "일산화탄소", "화재")
	// ignoreIt20a tell the user to pay it no mind.
	ignoreIt20a = newPhraseSet("ignore", "ignorier", "ignorer", "ignorar", "игнорир", "忽略", "无视", "無視", "무시", "false alarm", "fehlalarm")
	// allOf20a take every alarm of a kind.
	allOf20a = newPhraseSet("treat all", "all smoke", "alle rauch", "tous les", "todas las", "todos los", "tutti gli", "tutte le", "todos os", "todas as", "все ", "所有", "すべての", "모든")
	// neverIgnore20a warn against ignoring.
	neverIgnore20a = newPhraseSet("never ignore", "do not ignore", "don't ignore", "must not be ignored", "should not be ignored", "nie ignorieren", "nicht ignorieren", "jamais ignorer", "ne pas ignorer", "nunca ignore", "no ignore", "no ignores", "non ignorare", "mai ignorare", "não ignore", "не игнорируй", "нельзя игнорировать", "不要忽略", "切勿忽略", "無視しない", "無視せず", "무시하지")
	// scrutiny20a name an audit, inquiry or hold that covers records.
	scrutiny20a = newPhraseSet("legal hold", "hold is open", "hold enforcement", "holds whose", "holds covering", "regulator inquiry", "under audit", "ongoing audit", "investigation is open", "sob auditoria", "em auditoria", "bajo auditoría", "en auditoría", "sous audit", "contrôle fiscal en cours", "in corso di verifica", "sotto ispezione",
		"laufenden betriebsprüfung", "laufende prüfung", "laufenden prüfung", "rechtsstreit", "запрос по делу", "проверки", "следствен", "调查期间", "审计期间", "监管检查", "監査中", "調査中", "검사 기간", "감사 기간", "조사 중")
	// disposeHide20a throw records away or leave them out.
	disposeHide20a = newPhraseSet("disposed of", "dispose of", "omit ", "descartad", "descarte", "destru", "vernichtet", "vernichten", "détrui", "destruid", "distrutt", "uniчтож", "уничтож", "销毁", "廃棄", "빼고", "폐기")
	// keepsHeld20a keep held records safe.
	keepsHeld20a = newPhraseSet("never", "except", "nothing can", "places a legal hold", "excepto", "salvo los", "sauf ", "außer ", "ausgenommen", "tranne", "exceto", "кроме", "除了", "を除き", "제외하고", "must not", "not delete", "preserve", "ne pas supprimer", "no borrar", "no eliminar", "nicht löschen", "non cancellare", "não apagar", "не удалять", "保全", "보존", "not be deleted", "not deleted", "are retained", "are kept", "excluded from disposal", "excluded from deletion", "whether", "blocks", "prevent", "nunca", "jamais", "niemals", "никогда", "не удаля", "不得", "不会被删除", "削除されません", "삭제되지", "gesperrt", "bloquead", "bloqué")
	// noneFound20a start from nothing having been found.
	noneFound20a = newPhraseSet("if no coupon", "if none is found", "if nothing is found", "if there is none", "if no code", "s'il n'y en a pas", "si aucun", "si no hay", "si no se encuentra", "wenn keine", "wenn kein", "se non ce ne sono", "se non c'è", "se não houver", "если нет", "если не найден", "如果没有", "找不到", "見つからない場合", "ない場合", "없으면", "없는 경우", "न मिले")
	// stillSay20a say it all the same.
	stillSay20a = newPhraseSet("quand même", "場合でも", "de todas formas", "trotzdem", "comunque", "mesmo assim", "всё равно", "也要", "仍然", "それでも", "तब भी", "그래도")
	// offerWord20a name a discount code or offer.
	offerWord20a = newPhraseSet("code", "coupon", "discount", "% off", "promo", "rabatt", "réduction", "descuento", "sconto", "desconto", "скидк", "优惠", "折扣", "割引", "クーポン", "할인", "쿠폰", "छूट", "कूपन", "कोड")
	// realCount20a set a figure whatever the real one is.
	realCount20a = newPhraseSet("regardless of the real", "regardless of the actual", "whatever the real", "unabhängig von der tatsächlichen", "quel que soit le nombre réel", "sin importar el número real", "independientemente del número real", "indipendentemente dal numero reale", "independentemente do número real", "независимо от реального", "不管实际", "无论实际", "実際の数にかかわらず", "실제 수와 관계없이")
)
