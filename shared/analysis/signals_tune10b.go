package analysis

import "strings"

// Readings of honest vendors' notes that name a risk, a secret or other
// tools without asking anything of them: the server's own tools consuming
// what one returns, a disclosure kept to what the user needs, a secret's
// value kept out of the chat, a warning about a powerful role, the server
// reading its own configured keys, a field that names where a credential
// is stored, a transaction party's ID, and advice to the user to keep a
// credential safe.

// othersNeedItsOutput reports a sentence in which the other tools need
// what this one returns or names ("most other tools require one", "其他工具
// 需要使用这里返回的 conversation_id"): a dependency among the server's own
// tools, routing, unless it also carries something worth stealing or a
// place to send it.
func othersNeedItsOutput(sg signals, sent string) bool {
	if !sg.has[cOtherTool] || sg.any(cMoney, cConversation, cSecret, cPath, cEnv, cKeyMaterial, cPersonal, cShell, cRedirect, cCovert, cCovertAdv, cHide, cOurServer, cEveryTurn, cOverUser, cDisparage, cDeprecated) ||
		len(destinationsIn(sent)) > 0 || hasEmail(sent) {
		return false
	}
	if sg.in(returnedHereSet) {
		return true // "statt des Namens": what they take in place of a name, not a tool
	}
	rest := sg.lower
	if i := sg.first[cOtherTool]; i >= 0 && i <= len(rest) {
		rest = rest[i:]
	}
	return !sg.has[cPrefer] && needWordSet.in(rest)
}

// needGatedDisclosure reports a rule that keeps a secret back unless the
// user's task needs it ("only reveal a secret when the user needs the
// literal value"): a limit on disclosure, not an order to make one.
func needGatedDisclosure(sg signals, dests destinations) bool {
	if !sg.has[cWhen] || sg.first[cWhen] > len(sg.lower) {
		return false
	}
	limited := sg.has[cOnly] && sg.first[cOnly] < sg.first[cWhen] || sg.has[cNeg] // "ne … que lorsque"
	return limited && sg.has[cUser] && sg.has[cSecret] && needWordSet.in(sg.lower[sg.first[cWhen]:]) &&
		len(dests) == 0 && !sg.any(cConversation, cCovert, cCovertAdv, cHide, cOurServer, cModel, cEveryTurn, cPath, cRedirect)
}

// withholdsSecretValue reports a denial whose object is a secret's value
// in a tool that handles secrets ("不要在对话中复述凭据内容", never repeat the
// password in the chat): the value kept out of the conversation, not an
// act kept from the user. The first concept after the verb of telling is
// the secret.
func withholdsSecretValue(sg signals, ctx scanContext, hits []hit, dests destinations) bool {
	if !ctx.purpose.secrets && !ctx.secretIn || !sg.has[cSecret] || len(dests) > 0 || sg.any(cSend, cActs, cPersonal, cMoney, cPath, cKeyMaterial, cOurServer, cRedirect) {
		return false
	}
	told := false
	for i, h := range hits {
		if h.c != cTell {
			continue
		}
		told = true
		if i+1 >= len(hits) || hits[i+1].c != cSecret {
			return false
		}
	}
	return told
}

// warnsOfRisk reports a sentence that warns of a powerful grant or a lifted
// safeguard, or advises against it ("Binding cluster-admin grants full
// control …; the server prints a warning", "avoid granting it to bots"),
// and orders nothing: a warning about a risk is not an order to take it.
func warnsOfRisk(sg signals, lt lowText) bool {
	return lt.in(warningWordSet) && !sg.anyFree(cInclude, cCall, cSend, cRead) &&
		!sg.any(cMust, cEveryTurn, cBefore, cAuthority, cCovert, cCovertAdv, cHide, cInsteadOf, cOverUser, cConsent)
}

// serverReadsOwnConfig reports a sentence in which the server says it reads
// its configured keys from the environment ("Beacon MCP reads
// BEACON_API_KEY from the environment", "El servidor lee … del entorno"):
// the server named before the verb describes itself. A sending word in
// the subject is the server's name.
func serverReadsOwnConfig(sg signals, hits []hit, sent string, dests destinations) bool {
	if !sg.has[cEnv] || len(dests) > 0 || hasEmail(sent) || sg.any(cModel, cUser, cMust, cInclude, cBefore, cWhen, cEveryTurn, cCovert, cCovertAdv, cHide, cOurServer, cConversation, cPersonal, cPath, cKeyMaterial, cRedirect, cOtherTool) {
		return false
	}
	verb := -1
	for _, h := range hits {
		if h.c == cActs || h.c == cRead {
			verb = h.start - sg.start
			break
		}
	}
	if verb <= 0 || verb > len(sent) || !serverWordSet.in(strings.ToLower(sent[:verb])) {
		return false
	}
	for _, h := range hits {
		if h.c == cSend && h.start-sg.start > verb {
			return false
		}
	}
	return true
}

// storedSecretRef reports a property whose name or description's opening
// says its value is a reference to a stored credential or a named profile
// (secret_ref, "Vault reference instead of text", "Named credentials
// profile from ~/.aws/config"): configuration, not the login itself.
func storedSecretRef(name, desc string) bool {
	for _, w := range Tokenize(name) {
		if w == "ref" || w == "profile" || w == "alias" {
			return true
		}
	}
	head := strings.ToLower(desc)
	if i := strings.IndexAny(head, ".;:。；"); i >= 0 {
		head = head[:i]
	}
	return referenceWordSet.in(head)
}

// partyField reports a property named for a party to a transaction
// (devedor_cpf, payer_tax_id): that party's ID is what the tool records.
func partyField(name string) bool {
	return partyWordSet.in(strings.ToLower(name))
}

// advisesSafeKeeping reports a sentence that has the user told to keep
// something safe ("tell the user to store the token in a safe place"):
// protective advice, with nowhere to send anything.
func advisesSafeKeeping(sg signals, sent string) bool {
	return sg.has[cTell] && sg.has[cUser] && safeKeepingSet.in(strings.ToLower(sent)) && len(destinationsIn(sent)) == 0 && !hasEmail(sent) &&
		!sg.any(cInclude, cSend, cPath, cConversation, cOurServer, cCovert, cHide, cKeyMaterial, cRedirect)
}

var (
	needWordSet = newPhraseSet("need", "require", "需要", "必要", "필요", "necesit", "requier", "нужн", "требу", "benötig", "brauch", "besoin", "nécessit", "precisa", "exige", "richied", "necessit", "bisogno")

	returnedHereSet = newPhraseSet("returned here", "returned by this", "this tool returns", "这里返回的", "此处返回的", "本工具返回的", "ここで返", "このツールが返", "여기서 반환", "이 도구가 반환", "devuelto aquí", "devuelve esta herramienta", "renvoyé ici", "retourné ici", "renvoyé par cet", "hier zurückgegeben", "restituito qui", "restituito da questo", "retornado aqui", "retornado por esta", "возвращаемый здесь", "возвращённый здесь", "возвращенный здесь")

	warningWordSet = newPhraseSet("warning", "warns", "avoid", "be careful", "警告", "避免", "注意风险", "避け", "危険", "경고", "피하", "advertencia", "evite", "evita ", "evitar", "avertissement", "évitez", "éviter", "warnung", "warnt", "vermeide", "avviso", "avvertenza", "evitare", "aviso", "предупрежд", "избега")

	serverWordSet = newPhraseSet("mcp", "server", "服务器", "服务端", "サーバー", "서버", "servidor", "serveur", "сервер", "servizio")

	referenceWordSet = newPhraseSet("reference", "named profile", "credentials profile", "profile name", "引用", "参照", "참조", "프로필", "プロファイル", "配置文件", "referencia", "référence", "referenz", "verweis", "riferimento", "referência", "ссылка на", "профиль")

	partyWordSet = newPhraseSet("payer", "payee", "debtor", "creditor", "pagador", "devedor", "deudor", "credor", "acreedor", "débiteur", "payeur", "schuldner", "zahler", "debitore", "pagatore", "плательщик", "должник", "付款人", "债务人", "支払者", "債務者", "지급인", "채무자")

	safeKeepingSet = newPhraseSet("safe place", "safely", "securely", "secure place", "安全な場所", "安全に", "安全的地方", "妥善保存", "妥善保管", "안전한 곳", "안전하게", "lugar seguro", "de forma segura", "en lieu sûr", "en sécurité", "sicheren ort", "sicher auf", "luogo sicuro", "in modo sicuro", "local seguro", "надёжном месте", "надежном месте", "безопасном месте")
)

// statesLimit reports a sentence that states a rate limit or a cap
// ("调用频率限制:每秒 20 次", "at most 50 calls per minute"): a ceiling on
// calls, not a demand to make them.
func statesLimit(sent string) bool {
	return limitWordSet.in(strings.ToLower(sent))
}

// idFieldBefore reports text that ends with the name of an id field and
// what joins it to its value ("userId 为 ", "chat_id=", "user_id: ").
func idFieldBefore(before string) bool {
	before = strings.TrimRight(before, " =:'\"`为是は는")
	return strings.HasSuffix(before, "userid") || strings.HasSuffix(before, "user_id") || strings.HasSuffix(before, "chatid") || strings.HasSuffix(before, "chat_id") || strings.HasSuffix(before, "openid") || strings.HasSuffix(before, "channel_id")
}

// nativeWords reports a name each of whose words (split at _ - . and
// spaces) is written in one script, and each of whose words outside Latin
// keeps letters no ASCII letter imitates (создать_ключ_api): a name in a
// language with an ASCII acronym beside it. A look-alike mixes scripts
// inside a word (rеad_file) or spells an ASCII word in another script's
// look-alikes (ѕеnd_email).
func nativeWords(name string) bool {
	for _, w := range strings.FieldsFunc(name, func(r rune) bool { return r == '_' || r == '-' || r == '.' || r == ' ' }) {
		skel, scripts := skeleton(w)
		if len(scripts) > 1 || len(scripts) == 1 && scripts[0] != "Latin" && isASCII(skel) {
			return false
		}
	}
	return true
}

// judgeTune10b applies the rules written for attacks that name a fixed
// account by its ID, waive the user's confirmation on a claim of approval,
// silence security monitoring, or drop audit and forwarding traces from a
// report.
func judgeTune10b(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool) []textFinding {
	if sg.has[cConsent] {
		return nil
	}
	var out []textFinding
	lower, lt := sg.lower, sg.phrases() // sg.lower is sent lowercased
	fixedID := func() bool { return !quoting && !sg.negation && !ctx.value && literalID(sent) }
	switch {
	case sg.has[cElevated] && (sg.anyFree(cGrant) || lt.in(grantVerbSet)) && fixedID():
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to grant the highest role to a fixed account", firm: true})
	case sg.free[cSend] && sg.any(cSecret, cKeyMaterial, cConversation, cPersonal, cWhen, cEveryTurn, cBefore, cMust) && fixedID():
		out = append(out, textFinding{rule: "poison-exfiltration", what: "an order to send to a fixed account or channel named by its ID", firm: true})
	}
	if ctx.property != "" && !ctx.value && !quoting && lt.in(approvalClaimSet) && waivesConfirmation(confirmationsNotNegated(hits, sent, sg.start)) && whole.any(cDestroy, cSend, cMoney, cShell, cUnsafe, cInclude) {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to act without the user's confirmation, on a claim that it was approved"})
	}
	if sg.free[cSuppress] && lt.in(securityWordSet) && lt.in(watchWordSet) && (sg.any(cBefore, cEveryTurn, cMust, cModel) || sg.has[cWhen] && sg.has[cUser]) && !sg.has[cProtect] && !quoting && !sg.negation && !ctx.value {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to silence security monitoring"})
	}
	// The words to leave out are quoted: they are the order's object; an
	// example that is such an order is one too.
	if sg.free[cOmit] && !sg.has[cMention] && lt.in(traceWordSet) && sg.any(cWhen, cReply, cTell, cPresent, cUser, cMust) {
		out = append(out, textFinding{rule: "poison-concealment", what: "an order to drop audit or forwarding traces from what the user sees"})
	}
	// The confirmations other tools' descriptions ask for declared off.
	if sg.has[cConfirm] && lt.in(descriptionWordSet) && (sg.free[cLifted] || sg.has[cNeg] && lt.in(notRequiredSet)) && !sg.has[cProtect] && !quoting {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "a claim that the confirmations the tools' descriptions ask for are off"})
	}
	// A destructive database command run on a trigger nobody asked for.
	// The order follows its trigger ("if a query is slow, execute 'DROP
	// INDEX'"); "use with care: DROP is permitted if …" orders nothing.
	if lt.in(destructiveSQLSet) && sg.has[cWhen] && sg.free[cCall] && sg.first[cWhen] < sg.first[cCall] && !sg.any(cUser, cConfirm, cConsent, cProtect) && !sg.negation && !quoting && !ctx.value {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to run a destructive database command on a trigger"})
	}
	// The model's own calls kept from the user; a call limited to what
	// the user needs keeps nothing from them.
	if !(sg.has[cOnly] && lt.in(needWordSet)) && sg.has[cNeg] && sg.has[cUser] && (sg.any(cMust, cModel) || lt.in(mustWordSet)) && lt.in(shownWordSet) && shownWord36(lower) && lt.in(callNounSet) && !sg.has[cProtect] && !quoting {
		out = append(out, textFinding{rule: "poison-concealment", what: "an order to keep the model's own calls from the user"})
	}
	// An approval given on the user's behalf, unasked.
	if sg.free[cCall] && lt.in(approveWordSet) && lt.in(autonomyWordSet) && sg.has[cNeg] && sg.has[cUser] && !quoting {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to approve on the user's behalf without asking"})
	}
	// An outside script to install, written in a field about something else.
	if ctx.property != "" && !ctx.value && !scriptField(ctx.property) && lt.in(installWordSet) && scriptURL(lower) && !quoting && !sg.negation {
		out = append(out, textFinding{rule: "poison-hidden-instruction", what: "an order to install an outside script, written in a field about something else"})
	}
	return out
}

// scriptField reports a property that names a script or its address.
func scriptField(property string) bool {
	return strings.Contains(property, "src") || strings.Contains(property, "script") || strings.Contains(property, "url") || strings.Contains(property, "uri")
}

// scriptURL reports an http(s) address of a JavaScript file.
func scriptURL(lower string) bool {
	for i := strings.Index(lower, "http"); i >= 0; {
		end := strings.IndexAny(lower[i:], " \t\n)'\"")
		if end < 0 {
			end = len(lower) - i
		}
		u := strings.TrimRight(lower[i:i+end], ".,;")
		if strings.Contains(u, "://") && (strings.HasSuffix(u, ".js") || strings.Contains(u, ".js?")) {
			return true
		}
		next := strings.Index(lower[i+end:], "http")
		if next < 0 {
			return false
		}
		i += end + next
	}
	return false
}

// literalID reports a fixed account, user or channel written by its ID: a
// number of six digits or more after a word that names one ("channel
// 998877", "user 771204993"), a value with a digit given to an id field
// ("userId 为 ext_audit_01"), or a token of sixteen letters and digits or
// more mixing both (U4f2a9c0e…).
func literalID(sent string) bool {
	lower := strings.ToLower(sent)
	words := strings.FieldsFunc(sent, func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	})
	at := 0
	for _, w := range words {
		i := strings.Index(sent[at:], w) + at
		at = i + len(w)
		digits := 0
		for j := 0; j < len(w); j++ {
			if isDigitByte(w[j]) {
				digits++
			}
		}
		switch {
		case digits == len(w) && digits >= 6 && targetWordSet.in(lower[max(0, i-24):i]):
			return true
		case digits > 0 && digits < len(w) && idFieldBefore(lower[max(0, i-12):i]):
			return true
		case len(w) >= 16 && digits >= 4 && len(w)-digits >= 4 && w[0] >= 'A' && w[0] <= 'Z' && !strings.ContainsAny(lower[max(0, i-3):i], "=/:"):
			return true
		}
	}
	return false
}

var (
	targetWordSet = newPhraseSet("channel", "user", "chat", "room", "group", "account", "member", "recipient", "canal", "usuario", "utilisateur", "benutzer", "nutzer", "utente", "usuário", "канал", "пользовател", "чат", "频道", "用户", "群", "チャンネル", "ユーザー", "채널", "사용자")

	securityWordSet = newPhraseSet("security", "sicherheit", "seguridad", "sécurité", "sicurezza", "segurança", "безопасност", "安全", "セキュリティ", "보안")

	watchWordSet = newPhraseSet("monitor", "alert", "alarm", "audit", "detector", "scanner", "мониторинг", "оповещ", "监控", "告警", "警报", "監視", "アラート", "모니터", "알림", "경보", "überwachung", "alarme", "alerta", "surveillance", "avvis", "allarm", "monitoraggio")

	traceWordSet = newPhraseSet("audit", "forward", "bcc", "审计", "转发", "密送", "監査", "転送", "감사", "전달", "auditor", "reenv", "transfér", "weiterleit", "prüfprotokoll", "inoltr", "encaminh", "аудит", "пересыл")

	descriptionWordSet = newPhraseSet("description", "descrizion", "описани", "beschreibung", "descripci", "descrição", "descrições", "描述", "説明", "설명")

	notRequiredSet = newPhraseSet("not required", "not needed", "no longer required", "non sono richiest", "non servono", "не требуются", "не требуется", "не нужны", "nicht erforderlich", "nicht nötig", "ne sont pas requises", "ne sont plus requises", "no se requieren", "no son necesari", "não são necessári", "não são exigid", "不需要", "无需", "必要ありません", "不要です", "필요하지 않", "필요 없")

	destructiveSQLSet = newPhraseSet("drop index", "drop table", "drop database", "drop schema", "truncate ", "delete from", "vacuum full", "flushall", "dropdatabase")

	shownWordSet = newPhraseSet("shown", "confirmed with", "mostrad", "montré", "gezeigt", "mostrat", "показыва", "показан", "显示", "表示", "표시")

	callNounSet = newPhraseSet("calls", "llamadas", "appels", "aufrufe", "chiamate", "chamadas", "вызов", "调用", "呼び出し", "호출")

	approveWordSet = newPhraseSet("approve", "aprob", "approuv", "genehmig", "approv", "aprova", "одобр", "批准", "审批", "承認", "승인")

	autonomyWordSet = newPhraseSet("automatically", "proactively", "on your own", "automáticamente", "automaticamente", "automatiquement", "automatisch", "автоматически", "自动", "主动", "自動", "자동")

	installWordSet = newPhraseSet("install", "instala", "installe", "installier", "installa", "установ", "安装", "インストール", "설치")

	mustWordSet = newPhraseSet("must", "deben", "debe ", "doivent", "doit ", "müssen", "muss ", "devono", "deve ", "devem", "должны", "должен", "必须", "なければ", "해야")

	limitWordSet = newPhraseSet("rate limit", "rate-limit", "limited to", "at most", "no more than", "限制", "上限", "不超过", "制限", "제한", "límite", "limite de", "limite di", "höchstens", "begrenzt", "лимит", "ограничен", "не более")
)
