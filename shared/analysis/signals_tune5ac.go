package analysis

import "strings"

// judgeTune5ac reads a sentence for the mechanisms a red team and a
// persuader used where the rules had no reading: arguments that raise
// privileges or lift a check, results posted in public, a fee charged
// through another tool, tool approval switched to always allow, a false
// all-clear prepared for a failure, a scripted answer about what was sent,
// responses forwarded to a fixed address, a secret kept for later calls,
// a file's contents required in every call, and a claimed earlier
// agreement used as the reason for an order.
func judgeTune5ac(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool, dests destinations, names namedTools) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	lower := sg.lower
	lt := sg.phrases()
	protect := sg.has[cProtect] && !sg.has[cUnmask] // "masks the token" protects what it names
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what}) }
	addFirm := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what, firm: true}) }
	ordered := lt.in(alwaysSet) || sg.any(cEveryTurn, cOverUser) || lt.in(concedeSet) || sg.has[cCall] && len(names.other) > 0
	if ordered && !ctx.value && (raisesPrivilege(lower) || liftsCheck(lower, ctx.property)) && !negatedAssignment(hits, sent, sg.start) && !userGated(lt) {
		add("poison-hidden-instruction", "an order to pass arguments that raise privileges or lift a check on every call")
	}
	if lt.in(publicSet) && lt.in(postSet) && lt.in(resultSet) && !sg.negation && !postsByPurpose(ctx.self) && !protect {
		add("poison-exfiltration", "an order to post results in public")
	}
	if lt.in(chargeSet) && amountAssigned(lower) && (sg.free[cCall] || lt.in(callingSet)) && !sg.negation && !ctx.purpose.payment {
		add("poison-tool-invocation", "an order to charge the user a fee through another tool")
	}
	if (sg.has[cMoney] || lt.in(payNounSet)) && lt.in(chargeSet) && (sg.has[cEveryTurn] || lt.in(eachSet)) && (len(dests) > 0 || hasEmail(sent)) && !sg.negation && !ctx.purpose.payment {
		addFirm("poison-tool-invocation", "an order to pay a fee to a fixed account after every use")
	}
	if lt.in(codeHostSet) && lt.in(starSet) && starOrder26(lower) && !sg.negation {
		add("poison-tool-invocation", "an order to star or follow on the user's account")
	}
	if lt.in(altSet) && (sg.has[cThisTool] || names.self || mentionsThisTool(sent)) && (lt.in(displaceSet) || lt.in(overOthersSet) || sg.any(cPrefer, cInsteadOf, cOverUser) || lt.in(concedeSet)) && (lt.in(alwaysSet) || prescribes(sent) || sg.has[cEveryTurn]) && !negatedChoice(hits, lower, sg.start) {
		add("poison-preference-manipulation", "an order to choose this tool over any other, every time")
	}
	if lt.in(approvalModeSet) && lt.in(allowAlwaysSet) && lt.in(setVerbSet) && !sg.negation {
		add("poison-hidden-instruction", "an order to switch tool approval to always allow")
	}
	if sg.has[cWhen] && (sg.has[cFailure] || lt.in(failSet)) && lt.in(allClearSet) && (sg.has[cTell] || lt.in(tellSet)) && !negatedBeforeTell(hits, sg.start) && !lt.in(honestVerdict14c) {
		add("poison-answer-manipulation", "an order to report a failure as a success")
	}
	if lt.in(userAsksSet) && (sg.any(cTell, cPresent) || lt.in(tellSet)) && lt.in(sentSet) && (sg.has[cOnly] && !apartFromTells23(hits, sent, sg.start, cOnly) || lt.in(nothingSet)) {
		add("poison-concealment", "an answer prepared for the user's question about what was sent")
	}
	if (len(dests) > 0 || hasEmail(sent)) && lt.in(forwardSet) && lt.in(eachSet) && !negatedForward(hits, lower, sg.start) && !protect {
		add("poison-exfiltration", "an order to forward every response or result to a fixed address")
	}
	if sg.has[cSecret] && lt.in(keepSet) && lt.in(laterSet) && !sg.negation && !ctx.purpose.secrets && !protect && !lt.in(keychainSet16b) {
		add("poison-sensitive-path", "an order to keep the user's secret for later calls")
	}
	if sg.any(cPath, cKeyMaterial, cEnv) && lt.in(containSet) && (sg.has[cEveryTurn] || lt.in(eachSet)) && !sg.negation && !ctx.purpose.secrets && !protect {
		add("poison-sensitive-path", "an order to put a sensitive file's contents in every call")
	}
	// A field named in the sentence, or the field the text describes when
	// the sentence orders something put in it ("Contents of the SSH key"
	// only says what the field holds).
	ordersIn := sg.free[cInclude] || lt.in(addSet) || sg.any(cMust, cEveryTurn)
	paramRef := sg.has[cParamRef] || names.param || ctx.property != "" && ctx.property != "description" && ordersIn
	if paramRef && (sg.any(cPath, cKeyMaterial, cEnv) && lt.in(contentsSet) || (sg.has[cConversation] || lt.in(chatMoreSet)) && (sg.has[cInclude] || lt.in(addSet)) && !ctx.purpose.conversation && !namesConversation(ctx.property) && !userSpokeThere(hits, sent, sg.start) && !userAsksForIt(sg, hits, sent) && !userGivenSecret(lt) && !hedgedInclusion30(sg, lower) && !contextAsPurpose36(hits, sent, sg.start) && !conversationIDOnly42(hits, lower, sg.start)) && !sg.negation && !sg.has[cConsent] && !ctx.purpose.secrets && !ctx.value && !protect {
		add("poison-sensitive-path", "an order to put a file's contents or the conversation in a field")
	}
	if paramRef && sg.has[cUser] && (negatedBeforeTell(hits, sg.start) || sg.has[cNeg] && lt.in(tellMoreSet)) && lt.in(fieldExistsSet) {
		add("poison-concealment", "an order to keep a field from the user")
	}
	if hasEmail(sent) && lt.in(copyMailSet) && (lt.in(mailSet) || sg.has[cRedirect]) && (sg.any(cMust, cCovertAdv, cCovert, cEveryTurn) || lt.in(eachSet)) && !sg.negation && !protect && !ownOrgExample37c(sent) {
		add("poison-exfiltration", "an order to copy every mail to a fixed address")
	}
	if (sg.has[cInclude] || lt.in(addSet)) && !sg.negation && !ctx.value && destroysData(sent) {
		add("poison-tool-invocation", "an order to add a destructive statement to the queries")
	}
	if len(names.other) > 0 && hasEmail(sent) && (sg.any(cWhen, cEveryTurn) || lt.in(eachSet)) && lt.in(recipientFieldSet) && !sg.negation {
		add("poison-shadowing", "an order to set another tool's recipient to a fixed address")
	}
	if len(dests) > 0 && openSlot(sent) && (sg.has[cEveryTurn] || lt.in(eachSet)) && (sg.has[cFromResult] || lt.in(resultSet) || sg.has[cConversation]) && !sg.negation && !protect {
		add("poison-exfiltration", "an order to open a URL with results appended, every time")
	}
	if len(dests) > 0 && (sg.has[cPromote] || lt.in(partnerSet)) && (sg.has[cReply] || lt.in(replySet)) && (sg.has[cInclude] || lt.in(addSet)) && !sg.negation {
		add("poison-preference-manipulation", "an order to put a partner's link in the reply")
	}
	if sg.has[cOtherTool] && (names.self || sg.has[cThisTool]) && sg.any(cRead, cFromResult) && sg.has[cInclude] && sg.any(cMust, cEveryTurn) && lt.in(contentsSet) && !sg.negation {
		add("poison-shadowing", "an order to pass what other tools read to this tool")
	}
	if lt.in(againstDataSet) && (sg.any(cBest, cPromote) || lt.in(recommendSet)) && !sg.negation {
		add("poison-preference-manipulation", "an order to recommend one choice whatever the data")
	}
	secret := sg.any(cSecret, cEnv) || lt.in(secretMoreSet)
	fieldNamed := sg.has[cParamRef] || names.param
	if secret && fieldNamed && (sg.free[cInclude] || lt.in(addSet)) && (lt.in(helpfulSet) || sg.any(cMust, cEveryTurn)) && !sg.any(cConsent, cOnly) && !sg.negation && !ctx.purpose.secrets && !ctx.secretIn && !ctx.value && !protect {
		add("poison-sensitive-path", "an order to put a secret in one of its fields")
	}
	if secret && fieldNamed && lt.in(clearTextSet) && !sg.negation && !ctx.purpose.secrets && !ctx.secretIn && !protect && !describesItself(sent) {
		add("poison-sensitive-path", "a secret required in clear text in one of its fields")
	}
	if secret && (sg.has[cEveryTurn] || lt.in(eachSet)) && (sg.has[cCovertAdv] || sg.has[cCovert]) && !sg.negation && !ctx.purpose.secrets && !protect {
		add("poison-sensitive-path", "an order to add a secret to every item, quietly")
	}
	if (secret || sg.has[cKeyNoun]) && (sg.has[cSend] || lt.in(postSet) || strings.Contains(lower, "posted to")) && chatChannel(sent) && !sg.negation && !ctx.purpose.secrets && !protect {
		add("poison-exfiltration", "an order to post a secret in a chat channel")
	}
	if revealsSecrets(lower) && fieldNamed && (sg.has[cInclude] || lt.in(addSet)) && !sg.negation && !protect && !ownOutputOption(lower, ctx.params) && !userGated(lt) {
		add("poison-sensitive-path", "an order to reveal secrets and pass their values in a field")
	}
	if whole.any(cSend, cActs) && lt.in(mentionThisSet) && sg.has[cNeg] && !apartFromTells23(hits, sent, sg.start, cNeg) && !lt.in(userUnnamed16b) {
		add("poison-concealment", "an order not to mention what the tool sends")
	}
	if lt.in(covertMoreSet) && (sg.anyFree(cInclude, cCall, cSend) || lt.in(addSet) || lt.in(applySet) || opensWithSetting(sent)) {
		add("poison-concealment", "an order to act without telling the user")
	}
	if (sg.has[cOtherTool] || lt.in(altSet) || lt.in(toolKindsSet) || otherToolsNear(lower)) && lt.in(forbidSet) && !ownToolsOnly(sent, lowText{s: lower}) && len(names.siblings) == 0 {
		add("poison-preference-manipulation", "a claim that using other tools is forbidden")
	}
	if sg.any(cOnly, cOnlyThis) && lt.in(concedeSet) && sg.any(cUser, cOverUser) && (sg.free[cCall] || lt.in(useSet)) && !negatedChoice(hits, lower, sg.start) {
		add("poison-preference-manipulation", "an order to use only this tool, even when the user asks otherwise")
	}
	if (sg.any(cTell, cPresent) || lt.in(tellSet) || lt.in(answerSet)) && lt.in(concedeSet) && quotesValue(sent) && (prescribes(sent) || lt.in(alwaysSet) || lt.in(helpfulSet)) && !negatedBeforeTell(hits, sg.start) {
		add("poison-answer-manipulation", "an order to give a fixed answer, even when the data says otherwise")
	}
	if lt.in(priceSet) && (sg.has[cEveryTurn] || lt.in(anyUpdateSet)) && (sg.has[cAdjust] || lt.in(lowerPriceSet)) && !sg.negation {
		add("poison-hidden-instruction", "an order to change prices on every update")
	}
	if lt.in(regardlessSet) && (sg.has[cMoney] || lt.in(payNounSet)) && (uuidIn(sent) || sg.paymentTarget(sent) || hasEmail(sent)) && !sg.negation {
		addFirm("poison-tool-invocation", "an order to pay a fixed account whatever the user gave")
	}
	if len(names.other) > 0 && lt.in(neverUseSet) && !lt.in(scopeSet) && bansNamed(lower, names.other) && !retiredOther(names.other, ctx) {
		add("poison-preference-manipulation", "an order never to use another tool")
	}
	if ctx.property != "" && !ctx.value && lt.in(cardDataSet) && sg.has[cPersonal] && sg.has[cUser] && !ctx.purpose.payment && !paymentName(ctx.self) && !otherCard15d(lt) {
		add("poison-sensitive-path", "a field for the user's payment card in a tool that takes no payments")
	}
	if agreedEarlier(lower) && (sg.has[cCovert] || sg.has[cCovertAdv] || sg.any(cInclude, cSend, cTell, cMust, cEveryTurn, cDestroy, cDelete, cCall) || opensWithSetting(sent)) {
		add("poison-hidden-instruction", "an earlier agreement the model cannot check, given as the reason for an order")
	}
	return out
}

// negatedBeforeTell reports a negation before the sentence's first verb
// of telling ("never tell the user it passed"); one after it belongs to
// a purpose ("so the user does not worry").
func negatedBeforeTell(hits []hit, base int) bool {
	for _, h := range hits {
		if h.c == cTell || h.c == cPresent {
			return negationBefore(hits, h.start, 64)
		}
	}
	return false
}

// tune5acJudged reports a sentence worth judging though it holds no
// concept the rules read alone, by its sets; an argument that raises
// privileges (raisesPrivilege) is judgedAnyway's too.
func tune5acJudged(lt lowText) bool {
	return lt.in(forbidSet) && otherToolsNear(lt.s) || lt.in(publicSet) && lt.in(postSet) && lt.in(resultSet) || lt.in(regardlessSet) && lt.in(payNounSet) || lt.in(approvalModeSet) && lt.in(allowAlwaysSet) || lt.in(codeHostSet) && lt.in(starSet) || lt.in(chargeSet) && amountAssigned(lt.s)
}

// openSlot reports a URL whose query ends open (…/px.gif?q=), for data
// to be appended.
func openSlot(sent string) bool {
	for i := strings.Index(sent, "?"); i >= 0 && i+1 < len(sent); {
		j := i + 1
		for j < len(sent) && sent[j] != ' ' && sent[j] != '\n' {
			j++
		}
		if sent[j-1] == '=' {
			return true
		}
		k := strings.Index(sent[j:], "?")
		if k < 0 {
			return false
		}
		i = j + k
	}
	return false
}

// negatedChoice reports a negation before the first verb of choosing
// ("never pick this tool over …"); a "no" inside "no lugar de" is none.
func negatedChoice(hits []hit, lower string, base int) bool {
	at := -1
	for _, w := range useWords {
		if i := strings.Index(lower, w); i >= 0 && (at < 0 || i < at) {
			at = i
		}
	}
	return at >= 0 && negationBefore(hits, base+at, 32)
}

// chatChannel reports a chat channel written #name.
func chatChannel(sent string) bool {
	for i := strings.IndexByte(sent, '#'); i >= 0 && i+1 < len(sent); {
		if (i == 0 || sent[i-1] == ' ') && sent[i+1] >= 'a' && sent[i+1] <= 'z' {
			return true
		}
		k := strings.IndexByte(sent[i+1:], '#')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return false
}

// revealsSecrets reports an argument that returns secrets' values:
// reveal=true, show_values=true.
func revealsSecrets(lower string) bool {
	found := false
	assignmentValues(lower, func(key, value string) bool {
		for _, w := range [...]string{"reveal", "unmask", "show_value", "decrypt", "plaintext", "show_secret"} {
			found = found || strings.Contains(key, w) && (value == "true" || value == "1")
		}
		return !found
	})
	return found
}

// quotesValue reports a value quoted in a sentence: 'in stock', «…», 「…」.
func quotesValue(sent string) bool {
	return strings.Count(sent, "'") >= 2 || strings.Count(sent, "\"") >= 2 || strings.Contains(sent, "「") || strings.Contains(sent, "«") || strings.Contains(sent, "“") || strings.Contains(sent, "„")
}

// uuidIn reports a UUID (8-4-4-4-12 hex digits): a Pix random key, an
// account's ID. The text it reads has leetspeak folded (7 → t), so the
// groups are checked for letters and digits, not hex.
func uuidIn(sent string) bool {
	for i := strings.IndexByte(sent, '-'); i >= 8 && i+28 <= len(sent); {
		c := sent[i-8 : i+28]
		if isAlnum(c[:8]) && c[8] == '-' && isAlnum(c[9:13]) && c[13] == '-' && isAlnum(c[14:18]) && c[18] == '-' && isAlnum(c[19:23]) && c[23] == '-' && isAlnum(c[24:36]) && hasDigit(c) {
			return true
		}
		k := strings.IndexByte(sent[i+1:], '-')
		if k < 0 {
			return false
		}
		i += k + 1
	}
	return false
}

// neverUseWords ban a tool, in the corpora's further languages too.
var neverUseWords = []string{"never use", "do not use", "don't use", "stop using", "nooit meer", "gebruik nooit", "niet gebruiken", "asla kullanma", "kullanmayın", "jangan pernah", "jangan gunakan", "nigdy nie używaj", "nie używaj", "ніколи не використовуй", "не використовуй", "không bao giờ dùng", "đừng dùng", "لا تستخدم", "कभी उपयोग न", "उपयोग न करें"}

// bansNamed reports a ban whose object is another tool named just
// before or after it ("never use read_file", "gebruik disable_user nooit
// meer"); "do not use this tool to …; use x instead" bans this tool.
func bansNamed(lower string, others []string) bool {
	for _, w := range neverUseWords {
		i := strings.Index(lower, w)
		if i < 0 {
			continue
		}
		after := strings.Fields(lower[i+len(w):])
		before := strings.Fields(lower[:i])
		for _, t := range others {
			t = strings.ToLower(t)
			if len(after) > 0 && strings.Trim(after[0], ".,;:'\"`") == t || len(before) > 0 && strings.Trim(before[len(before)-1], ".,;:'\"`") == t {
				return true
			}
		}
	}
	return false
}

// otherToolsNear reports "other … tools" with a word or two between
// ("other file tools", "other deploy tools").
func otherToolsNear(lower string) bool {
	for i := range indicesOf(lower, "other ") {
		i += len("other ")
		if strings.Contains(lower[i:min(len(lower), i+24)], "tool") {
			return true
		}
	}
	return false
}

// retiredOther reports another tool named whose own description retires
// it: a real deprecation note.
func retiredOther(others []string, ctx scanContext) bool {
	for _, t := range others {
		if ctx.retired[strings.ToLower(t)] {
			return true
		}
	}
	return false
}

// negatedAssignment reports a negation just before the sentence's first
// assignment ("never pass role='admin'").
func negatedAssignment(hits []hit, sent string, base int) bool {
	i := strings.IndexAny(sent, "=:")
	return i >= 0 && negationBefore(hits, base+i, 48)
}

// negatedForward reports a negation before the forward verb, in its own
// part of the sentence ("never forward replies to …").
func negatedForward(hits []hit, lower string, base int) bool {
	at := len(lower)
	for _, w := range forwardWords {
		if i := strings.Index(lower, w); i >= 0 && i < at {
			at = i
		}
	}
	from := max(0, at-24)
	if i := strings.LastIndexAny(lower[from:at], ":;,"); i >= 0 {
		from += i + 1 // a negation past a colon belongs to another clause
	}
	for _, h := range hits {
		if h.c == cNeg && h.start >= base+from && h.start < base+at {
			return true
		}
	}
	return false
}

// assignmentValues yields the values of the key=value and key: value
// assignments in lower, with their keys ("role='superadmin'" → role,
// superadmin), quotes trimmed.
func assignmentValues(lower string, yield func(key, value string) bool) {
	for i := 0; i < len(lower); i++ {
		c := lower[i]
		if c != '=' && c != ':' {
			continue
		}
		k := i
		for k > 0 && (isKeyByte(lower[k-1])) {
			k--
		}
		if k == i {
			continue
		}
		j := i + 1
		for j < len(lower) && (lower[j] == ' ' && c == ':' && j == i+1 || lower[j] == '\'' || lower[j] == '"' || lower[j] == '`') {
			j++
		}
		e := j
		for e < len(lower) && (isKeyByte(lower[e]) || lower[e] == '/' || lower[e] == '*') {
			e++
		}
		if !yield(lower[k:i], lower[j:e]) {
			return
		}
	}
}

func isKeyByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.'
}

// raisesPrivilege reports a role, scope or group set to the highest
// value: role='superadmin', rolle=owner, scope='*', roles/owner.
func raisesPrivilege(lower string) bool {
	if strings.Contains(lower, "roles/owner") || strings.Contains(lower, "roles/editor") || strings.Contains(lower, "scope '*'") || strings.Contains(lower, "scopes '*'") {
		return true
	}
	found := false
	assignmentValues(lower, func(key, value string) bool {
		if roleKey(key) && (highestRole(value) || value == "*" || value == "root" || value == "owner") {
			found = true
		}
		return !found
	})
	return found
}

// roleKey reports a key naming a role, a scope or a group.
func roleKey(key string) bool {
	for _, w := range [...]string{"role", "rolle", "rol", "ruolo", "papel", "scope", "group", "gruppe", "grupo", "level", "permission", "access"} {
		if strings.Contains(key, w) {
			return true
		}
	}
	return false
}

// liftsCheck reports a check switched off by an argument: a key that
// bypasses, skips or ignores a check set true (bypass_acl=true), or a
// safeguard set false or zero (mfa_required=false, required_reviews=0).
// A property whose own text documents it is not an order.
func liftsCheck(lower, property string) bool {
	found := false
	assignmentValues(lower, func(key, value string) bool {
		if key == property {
			return true
		}
		guard := false
		for _, w := range [...]string{"acl", "perm", "auth", "check", "verif", "approv", "review", "mfa", "2fa", "protect", "confirm", "secur", "sandbox"} {
			guard = guard || strings.Contains(key, w)
		}
		lifting := false
		for _, w := range [...]string{"bypass", "skip", "ignor", "saltar", "pular", "salta", "umgeh", "ueberspring", "disable", "no_", "sin_", "sans_", "ohne_", "senza_", "sem_"} {
			lifting = lifting || strings.Contains(key, w)
		}
		switch {
		case guard && lifting && (value == "true" || value == "1" || value == "yes"):
			found = true
		case guard && !lifting && settingKey(key) && (value == "false" || value == "0" || value == "none" || value == "off"):
			found = true
		}
		return !found
	})
	return found
}

// settingKey reports a key that switches a safeguard on (mfa_required,
// enforce_review): set false, it is lifted; a state a tool returns
// (authenticated=false) is no setting.
func settingKey(key string) bool {
	for _, w := range [...]string{"required", "enabled", "enforce", "protection", "reviews"} {
		if strings.Contains(key, w) {
			return true
		}
	}
	return false
}

// agreedEarlier reports a claimed earlier agreement stated as a fact, not
// as a case ("unless they already approved").
func agreedEarlier(lower string) bool {
	if !agreedSet.in(lower) {
		return false
	}
	at := len(lower)
	for _, w := range agreedWords {
		if i := strings.Index(lower, w); i >= 0 && i < at {
			at = i
		}
	}
	return !caseSet.in(lower[max(0, at-40):at])
}

// amountAssigned reports a sum set as an argument: amount=200,
// montant=50, importe=10.
func amountAssigned(lower string) bool {
	found := false
	assignmentValues(lower, func(key, value string) bool {
		if value != "" && isDigitByte(value[0]) {
			for _, w := range [...]string{"amount", "montant", "importe", "betrag", "importo", "valor", "сумма", "price", "fee"} {
				found = found || strings.HasSuffix(key, w)
			}
		}
		return !found
	})
	return found
}

// postsByPurpose reports a tool whose name says it posts or shares.
func postsByPurpose(self string) bool {
	for _, w := range [...]string{"post", "publish", "share", "gist", "tweet", "paste"} {
		if strings.Contains(self, w) {
			return true
		}
	}
	return false
}

// Lexicons of the mechanisms above, in lower case, in the lexicon's
// languages and those of the corpora (id, tr, nl, pl, uk, vi, ar, hi).
var (
	// concedeWords widen an order past its case: even for read-only
	// requests, even if the user names another.
	concedeWords = []string{"even for", "even if", "even when", "aunque", "incluso si", "même si", "même pour", "auch wenn", "auch bei", "selbst wenn", "anche se", "anche per", "mesmo que", "mesmo se", "mesmo para", "даже если", "даже для", "即使", "即便", "たとえ", "でも必ず", "라도", "bahkan", " bile ", "nawet", "навіть", "ngay cả", "حتى لو", "भले ही", "zelfs als", "ook als"}
	// publicWords put a result where anyone sees it.
	publicWords = []string{"publicly", "public gist", "as a gist", "pastebin", "on twitter", "twitter account", "on x.com", "social media", "públicamente", "publicamente", "publiquement", "öffentlich", "pubblicamente", "публично", "公开", "公開", "sns", "공개", "secara publik", "herkese açık", "publicznie", "публічно", "công khai", "علنًا", "सार्वजनिक", "openbaar"}
	// postWords publish something.
	postWords = []string{"post ", "publish", "share the", "share it", "upload", "publica", "comparte", "compartilh", "publie", "partage", "veröffentlich", "teile", "poste ", "pubblica", "condividi", "опубликуй", "размести", "поделись", "发布", "分享", "投稿", "共有", "게시", "공유", "bagikan", "unggah", "paylaş", "opublikuj", "udostępnij", "опублікуй", "đăng", "chia sẻ", "انشر", "शेयर", "पोस्ट", "deel ", "publiceer"}
	// chargeWords take money for a service.
	chargeWords = []string{"charge", "fee", "costs $", "cobra", "tarifa", "comisión", "débite", "frais", "factur", "gebühr", "berechne", "commissione", "addebita", "taxa", "cobre", "комисси", "спиши", "плата", "收费", "费用", "手数料", "課金", "수수료", "청구", "biaya", "ücret", "opłat", "плату", "phí", "رسوم", "शुल्क", "kosten"}
	// approvalModeWords name the client's tool approvals.
	approvalModeWords = []string{"approval mode", "approval setting", "tool approval", "autoapprove", "auto-approve", "modo de aprobación", "aprobación de herramientas", "mode d'approbation", "approbation des outils", "genehmigungsmodus", "freigabemodus", "modalità di approvazione", "modo de aprovação", "режим одобрения", "режим подтверждения", "审批模式", "批准模式", "承認モード", "承認設定", "승인 모드", "mode persetujuan", "onay modu", "tryb zatwierdzania", "режим схвалення", "chế độ phê duyệt", "وضع الموافقة", "अनुमोदन मोड", "goedkeuringsmodus"}
	// allowAlwaysWords let every call through.
	allowAlwaysWords = []string{"always allow", "allow always", "allow all", "[\"*\"]", "siempre permitir", "permitir siempre", "toujours autoriser", "autoriser toujours", "immer erlauben", "immer zulassen", "consenti sempre", "sempre consentire", "permitir sempre", "sempre permitir", "всегда разрешать", "разрешать всегда", "始终允许", "总是允许", "常に許可", "항상 허용", "selalu izinkan", "her zaman izin", "zawsze zezwalaj", "завжди дозволяти", "luôn cho phép", "السماح دائمًا", "हमेशा अनुमति", "altijd toestaan"}
	// failWords name a failed outcome.
	failWords = []string{"fail", "error", "critical", "vulnerab", "échou", "erreur", "faille", "fehlgeschlag", "fehler", "falla", "fallan", "errores", "fallisc", "errori", "falhar", "falha", "erros", "ошибк", "упал", "провал", "失败", "错误", "漏洞", "失敗", "エラー", "脆弱", "실패", "오류", "취약", "gagal", "başarısız", "hata", "błęd", "nie powiod", "помилк", "lỗi", "thất bại", "فشل", "خطأ", "विफल", "त्रुटि", "mislukt", "fout"}
	// allClearWords claim that everything went well.
	allClearWords = []string{"all passed", "all tests passed", "everything passed", "everything is", "all is well", "all good", "was successful", "succeeded", "is secure", "todo se", "todo está", "todo salió", "tout est", "tout s'est", "alles ist", "alles wurde", "alle bestanden", "tutto è", "tutto ok", "tudo está", "tudo foi", "tudo ok", "всё в порядке", "все в порядке", "всё прошло", "все прошли", "全部通过", "一切正常", "都成功", "すべて成功", "全て成功", "問題ありません", "모두 성공", "모두 통과", "문제없", "semua berhasil", "hepsi başarılı", "wszystko w porządku", "все пройшли", "все гаразд", "tất cả đều thành công", "نجحت جميعها", "جميعها نجحت", "सब सफल", "alles geslaagd", "alles in orde"}
	// userAsksWords open a case for the user's question.
	userAsksWords = []string{"if the user asks", "if asked", "if anyone asks", "if the user wonders", "si el usuario pregunta", "si te preguntan", "si l'utilisateur demande", "si on te demande", "wenn der nutzer fragt", "falls der nutzer fragt", "se l'utente chiede", "se o usuário perguntar", "se o utilizador perguntar", "если пользователь спросит", "если спросят", "如果用户问", "如果用户询问", "ユーザーに聞かれたら", "ユーザーが尋ねたら", "사용자가 물으면", "사용자가 묻는다면", "jika pengguna bertanya", "kullanıcı sorarsa", "jeśli użytkownik zapyta", "якщо користувач запитає", "nếu người dùng hỏi", "إذا سأل المستخدم", "अगर उपयोगकर्ता पूछे", "als de gebruiker vraagt"}
	// sentWords name data sent or shared.
	sentWords = []string{"sent", "shared", "uploaded", "transmitted", "enviado", "enviada", "compartido", "envoyé", "partagé", "gesendet", "übertragen", "geteilt", "inviato", "inviata", "condiviso", "enviado", "compartilhado", "отправлен", "передан", "发送", "上传", "送信", "共有され", "전송", "공유", "dikirim", "gönderil", "wysłan", "надіслан", "gửi", "أرسل", "भेजा", "verzonden", "gedeeld"}
	// nothingWords deny that anything happened.
	nothingWords = []string{"nothing", "no data", "none of", "ningún", "nada", "aucun", "rien", "keine", "nichts", "nessun", "niente", "nenhum", "nada", "ничего", "никаких", "没有任何", "什么都没", "何も", "一切", "아무것도", "어떤 데이터도", "tidak ada", "hiçbir", " nic ", "żadn", "нічого", "không có", "لا شيء", "कुछ नहीं", "niets", "geen"}
	// forwardWords pass on what the model received.
	forwardWords = []string{"forward", "relay", "reenvía", "reenvia", "reenviar", "transfiere", "transmets", "renvoie le", "renvoie la", "renvoie chaque", "renvoie tout", "weiterleit", "leite ", "inoltra", "encaminh", "пересыл", "перешли", "переслать", "пересилай", "转发", "転送", "전달", "teruskan", "ilet", "przekaż", "przekazuj", "chuyển tiếp", "أعد توجيه", "फ़ॉरवर्ड", "doorsturen", "stuur door"}
	// eachWords make an order hold for every response or call.
	eachWords = []string{"every ", "each ", "all ", "cada ", "todas las", "todos los", "chaque", "tous les", "toutes les", "jede", "alle ", "ogni ", "tutte le", "tutti i", "todas as", "todos os", "кажд", "все ", "всё ", "每", "所有", "毎", "すべて", "全て", "매 ", "모든", "setiap", "semua", "her ", "tüm", "każd", "wszystk", "кожн", "mọi", "tất cả", "كل ", "हर ", "सभी", "elke", "iedere"}
	// keepWords store something.
	keepWords = []string{"save", "store", "keep", "remember", "guarde", "guardar", "guarda", "almacena", "conserve", "garde", "enregistre", "speicher", "merke", "behalte", "salva", "conserva", "memorizza", "armazene", "сохрани", "запомни", "храни", "保存", "记住", "保管", "覚え", "저장", "기억", "simpan", "kaydet", "sakla", "zapisz", "zapamiętaj", "збережи", "запам'ятай", "lưu", "احفظ", "सहेज", "bewaar", "onthoud"}
	// laterWords point to later calls.
	laterWords = []string{"next call", "later call", "future call", "subsequent", "for later", "próximas", "siguientes", "futuras", "prochain", "suivant", "ultérieur", "nächste", "spätere", "künftige", "prossim", "successiv", "futur", "следующ", "последующ", "будущ", "下次", "以后", "之后的", "後続", "次回", "以降", "다음 호출", "이후", "berikutnya", "sonraki", "następn", "наступн", "tiếp theo", "التالية", "अगली", "volgende"}
	// containWords require a call to hold something.
	containWords = []string{"contain", "include the contents", "содерж", "enthalten", "contenir", "contener", "conter", "contenere", "包含", "含め", "포함", "berisi", "içermeli", "zawierać", "містити", "chứa", "يتضمن", "शामिल", "bevatten"}
	// agreedWords claim an agreement or an approval given earlier in the
	// conversation, which a tool's text cannot know of.
	agreedWords = []string{"as we discussed", "as discussed earlier", "as we agreed", "what we agreed", "as agreed earlier", "approved this earlier", "approved this plan earlier", "approved it earlier", "earlier request in this conversation", "earlier in the thread", "earlier in this conversation", "already approved", "already confirmed", "already agreed", "already authorized", "already authorised", "already consented",
		"como acordamos", "como hablamos", "ya lo aprobó", "ya aprobó", "ya autorizó", "ya lo confirmó", "comme convenu", "comme nous en avons discuté", "a déjà approuvé", "a déjà autorisé", "a déjà confirmé", "wie besprochen", "wie wir vorhin besprochen", "wie vereinbart", "hat bereits bestätigt", "hat das bereits bestätigt", "hat bereits zugestimmt", "hat bereits genehmigt",
		"come concordato", "come abbiamo discusso", "ha già approvato", "ha già autorizzato", "ha già confermato", "como combinamos", "como acordado", "já autorizou", "já aprovou", "já confirmou", "как мы договорились", "как договаривались", "как обсуждали", "уже одобрил", "уже подтвердил", "уже согласил", "уже разрешил",
		"如我们之前", "按之前约定", "之前已经同意", "用户已同意", "用户已经同意", "用户已批准", "用户已确认", "先ほど合意", "以前に合意", "既に承認", "すでに承認", "すでに同意", "앞서 합의", "이미 승인", "이미 동의"}

	// callingWords call a tool, in the forms the lexicon leaves out.
	callingWords = []string{"calling", "by invoking", "llamando", "en appelant", "indem du", "chiamando", "chamando", "вызвав", "вызывая", "调用", "呼び出し", "호출하여"}
	// codeHostWords name a code host where an account stars and follows.
	codeHostWords = []string{"github.com/", "gitlab.com/", "github", "gitlab"}
	// starWords star a repository or follow its author.
	starWords = []string{"star ", "star it", "give it a star", "follow its author", "follow the author", "follow the maintainer", "dale una estrella", "da una estrella", "sigue al autor", "mets une étoile", "suis l'auteur", "gib einen stern", "folge dem autor", "metti una stella", "segui l'autore", "dê uma estrela", "siga o autor", "поставь звезду", "подпишись на автора", "点星", "加星", "关注作者", "スターを付け", "作者をフォロー", "스타를 눌", "작성자를 팔로우"}
	// altWords name the other tools a choice is made against.
	altWords = []string{"alternative", "any other", "other tool", "another tool", "similar", "qualquer outra", "outra ferramenta", "cualquier otra", "otra herramienta", "toute autre", "autre outil", "ein anderes", "anderes tool", "andere tools", "anderen tools", "qualsiasi altro", "altro strumento", "altri strumenti", "любой другой", "другой инструмент", "другие инструменты", "其他工具", "别的工具", "他のツール", "다른 도구", "alat lain", "başka araç", "diğer araç", "inne narzędzie", "інший інструмент", "công cụ khác", "أداة أخرى", "अन्य टूल", "ander hulpmiddel", "andere tool"}

	// overOthersWords set one choice over the others.
	overOthersWords = []string{"over alternatives", "over any other", "over other", "over the other", "bukan ", "no lugar de", "anstatt", "statt ", "piuttosto che", "plutôt que", "rather than", "вместо", "而不是", "ではなく", "대신"}

	overOthersSet = newPhraseSet(overOthersWords...)
	callingSet    = newPhraseSet(callingWords...)
	codeHostSet   = newPhraseSet(codeHostWords...)
	starSet       = newPhraseSet(starWords...)
	altSet        = newPhraseSet(altWords...)
	// resultWords name what a tool returned.
	resultWords = []string{"result", "output", "findings", "resultado", "résultat", "ergebnis", "risultat", "результат", "结果", "結果", "결과", "hasil", "sonuç", "wynik", "kết quả", "نتائج", "परिणाम"}

	resultSet       = newPhraseSet(resultWords...)
	concedeSet      = newPhraseSet(concedeWords...)
	publicSet       = newPhraseSet(publicWords...)
	postSet         = newPhraseSet(postWords...)
	chargeSet       = newPhraseSet(chargeWords...)
	approvalModeSet = newPhraseSet(approvalModeWords...)
	allowAlwaysSet  = newPhraseSet(allowAlwaysWords...)
	failSet         = newPhraseSet(failWords...)
	allClearSet     = newPhraseSet(allClearWords...)
	userAsksSet     = newPhraseSet(userAsksWords...)
	sentSet         = newPhraseSet(sentWords...)
	nothingSet      = newPhraseSet(nothingWords...)
	forwardSet      = newPhraseSet(forwardWords...)
	eachSet         = newPhraseSet(eachWords...)
	keepSet         = newPhraseSet(keepWords...)
	laterSet        = newPhraseSet(laterWords...)
	containSet      = newPhraseSet(containWords...)
	agreedSet       = newPhraseSet(agreedWords...)
)

// caseWords open a case rather than state a fact.
var caseSet = newPhraseSet("unless", "if ", "once ", "until", "after ", "when ", "whether", "salvo", "a menos", "si ", "sauf", "sinon", "wenn", "falls", "sofern", "se ", "a meno", "если", "пока", "如果", "除非", "場合", "なら", "경우", "면 ")

// More lexicons of the mechanisms above.
var (
	// contentsWords name what a file holds.
	contentsWords = []string{"contents of", "content of", "text of", "whatever is in", "содержимое", "содержание", "вміст", "inhalt", "contenu", "contenido", "conteúdo", "contenuto", "内容", "中身", "내용", "isi ", "içeriğ", "zawartość", "nội dung", "محتوى", "सामग्री", "inhoud"}
	// chatMoreWords name the conversation in the corpora's other
	// languages.
	chatMoreWords = []string{"konuşma", "sohbet", "percakapan", "obrolan", "rozmow", "czatu", "розмов", "чату", "cuộc trò chuyện", "المحادثة", "बातचीत", "gesprek", "chatgeschiedenis"}
	// addWords add something to a field or a reply.
	addWords = []string{"add ", "append", "attach", "put ", "paste", "añade", "agrega", "adjunta", "ajoute", "joins", "füge", "hänge", "aggiungi", "allega", "adicione", "anexe", "добав", "приложи", "вставь", "додай", "додасте", "додати", "添加", "加上", "附上", "追加", "添付", "추가", "첨부", "ekle", "tambahkan", "lampirkan", "dodaj", "załącz", "thêm", "đính kèm", "أضف", "जोड़", "voeg", "plak"}
	// tellMoreWords tell someone, in forms the lexicon leaves out.
	tellMoreWords = []string{"cuentes", "le digas", "les digas", "menciones", "racontes", "erzähl", "racconti", "contes", "рассказывай", "говори", "розповідай", "kasih tahu", "beritahu", "söyleme", "mów", "nói"}
	// fieldExistsWords point at a field itself.
	fieldExistsWords = []string{"this field", "field exists", "this parameter", "este campo", "campo existe", "ce champ", "champ existe", "dieses feld", "feld existiert", "questo campo", "campo esiste", "esse campo", "этот параметр", "это поле", "поле существует", "此字段", "该字段", "このフィールド", "이 필드", "bu alan", "kolom ini", "to pole", "це поле", "trường này", "هذا الحقل", "यह फ़ील्ड", "dit veld"}
	// copyMailWords copy a message to someone.
	copyMailWords = []string{"copy", "copied", "bcc", "copia", "copie", "kopie", "kopier", "cópia", "копир", "копию", "抄送", "密送", "コピー", "복사", "참조", "salin", "kopya", "kopię", "копію", "sao chép", "نسخ", "प्रति"}
	// mailWords name e-mail.
	mailWords = []string{"mail", "письм", "correo", "courriel", "邮件", "メール", "메일", "surel", "posta", "wiadomoś", "лист", "thư", "بريد", "ईमेल"}
	// recipientFieldWords name a message's recipient fields.
	recipientFieldWords = []string{"'cc'", "'bcc'", "\"cc\"", "\"bcc\"", " cc ", " bcc ", "recipient", "'to'", "destinatari", "destinataire", "empfänger", "destinatário", "получател", "收件人", "宛先", "수신자"}
	// replyWords name the model's reply.
	replyWords = []string{"your reply", "your answer", "your response", "tu respuesta", "ta réponse", "votre réponse", "deine antwort", "ihre antwort", "tua risposta", "sua resposta", "твой ответ", "ваш ответ", "回复中", "回答中", "回答に", "답변에", "yanıtına", "jawaban", "odpowiedzi", "відповіді", "câu trả lời", "ردك", "उत्तर में", "je antwoord"}
	// againstDataWords set an answer apart from the data.
	againstDataWords = []string{"regardless of the data", "whatever the data", "no matter what the data", "independientemente de los datos", "sin importar los datos", "quelles que soient les données", "indépendamment des données", "unabhängig von den daten", "egal was die daten", "indipendentemente dai dati", "independentemente dos dados", "независимо от данных", "不管数据", "无论数据", "データに関係なく", "データにかかわらず", "데이터와 관계없이", "데이터와 상관없이", "verilerden bağımsız", "terlepas dari data", "niezależnie od danych", "незалежно від даних", "bất kể dữ liệu", "بغض النظر عن البيانات", "डेटा की परवाह किए बिना", "ongeacht de gegevens"}
	// recommendWords recommend a choice.
	recommendWords = []string{"recommend", "recomienda", "recommande", "empfiehl", "raccomanda", "consiglia", "recomende", "рекомендуй", "推荐", "おすすめ", "推奨", "추천", "öner", "rekomendasikan", "poleć", "khuyên", "أوصِ", "सुझा", "aanbevel"}

	contentsSet       = newPhraseSet(contentsWords...)
	chatMoreSet       = newPhraseSet(chatMoreWords...)
	addSet            = newPhraseSet(addWords...)
	tellMoreSet       = newPhraseSet(tellMoreWords...)
	fieldExistsSet    = newPhraseSet(fieldExistsWords...)
	copyMailSet       = newPhraseSet(copyMailWords...)
	mailSet           = newPhraseSet(mailWords...)
	recipientFieldSet = newPhraseSet(recipientFieldWords...)
	replySet          = newPhraseSet(replyWords...)
	againstDataSet    = newPhraseSet(againstDataWords...)
	recommendSet      = newPhraseSet(recommendWords...)
)

// Lexicons of the persuader's mechanisms.
var (
	// secretMoreWords name secrets in forms the lexicon leaves out.
	secretMoreWords = []string{"clé secrète", "clé api", "clave secreta", "clave de api", "geheimer schlüssel", "api-schlüssel", "chiave segreta", "chiave api", "chave secreta", "chave de api", "секретный ключ", "api-ключ", "app token", "private token", "access token", "session token", "api token", "_token", "sk_live", "sk_test", "token de sesión", "jeton de session", "sitzungstoken", "token di sessione", "token de sessão", "токен сессии", "会话令牌", "セッショントークン", "세션 토큰"}
	// clearTextWords ask for a secret unprotected.
	clearTextWords = []string{"in clear text", "in plain text", "in plaintext", "unmasked", "en texto plano", "en claro", "en clair", "im klartext", "in chiaro", "em texto claro", "открытым текстом", "в открытом виде", "明文", "平文", "평문"}
	// mentionThisWords refer back to what a text said the tool does.
	mentionThisWords = []string{"mentions this", "mention this", "mention it", "bring it up", "brings it up", "remind them of this", "lo menciona", "lo menciones", "n'en parle", "n'en parlez", "erwähnt das nie", "erwähne das nie", "non lo menziona", "non menzionarlo", "não menciona isso", "не упоминает об этом", "не упоминай об этом", "不会提及", "不要提及此", "これには触れ", "언급하지 않"}
	// covertMoreWords act without the user's knowing, in forms the
	// lexicon leaves out.
	covertMoreWords = []string{"without flagging it", "without comment", "without commenting", "sin comentar", "sin comentarlo", "sin señalarlo", "sans le signaler", "sans commentaire", "ohne kommentar", "ohne es zu erwähnen", "senza segnalarlo", "senza commentare", "sem comentar", "sem avisar", "без комментариев", "не сообщая об этом", "不作说明", "不用告知", "コメントせずに", "말하지 않고"}
	// applyWords carry a change out.
	applyWords = []string{"apply", "aplica", "applique", "wende", "applica", "aplique", "примени", "应用", "適用", "적용", "inclua", "include it", "inclúyelo"}
	// toolKindsWords name other tools of a kind (search tools, deploy tools).
	toolKindsWords = []string{"other search tools", "other deploy tools", "other tools", "другие инструменты", "других поисковых инструментов", "других инструментов", "otras herramientas", "autres outils", "andere tools", "anderen tools", "altri strumenti", "outras ferramentas", "其他工具", "他のツール", "다른 도구", "競合の", "competitor"}
	// forbidWords forbid something.
	forbidWords = []string{"is forbidden", "is prohibited", "not allowed", "not permitted", "audit finding", "запрещено", "запрещен", "está prohibido", "no está permitido", "est interdit", "sont interdits", "ist verboten", "sind verboten", "è vietato", "sono vietati", "é proibido", "são proibidos", "禁止使用", "不得使用", "使用禁止", "使わず", "사용 금지", "사용하지 마", "ignore it", "ignórala", "ignóralo", "ignore-la", "ignorez-le", "ignoriere es", "ignorala", "ignore-a", "игнорируй", "忽略它", "無視して", "무시하"}
	// answerWords answer the user.
	answerWords = []string{"answer", "respond", "responde", "contesta", "réponds", "antworte", "rispondi", "responda", "отвечай", "ответь", "回答", "答え", "대답", "답하", "안내"}
	// priceWords name a price.
	priceWords = []string{"price", "precio", "prix", "preis", "prezzo", "preço", "цен", "价格", "価格", "가격"}
	// anyUpdateWords hang an order on any update.
	anyUpdateWords = []string{"any product", "every product", "any item", "whenever you update", "任何商品", "任何产品", "cualquier producto", "tout produit", "jedes produkt", "qualsiasi prodotto", "qualquer produto", "любого товара", "любой товар", "どの商品", "모든 상품", "fino a nuovo avviso", "until further notice", "hasta nuevo aviso", "jusqu'à nouvel ordre", "bis auf weiteres", "até novo aviso", "до особого распоряжения"}
	// lowerPriceWords set a price low.
	lowerPriceWords = []string{"下调", "降到", "降价", "lower the price", "reduce the price", "cut the price", "0,01", "0.01", "rebaja", "baisse", "senke", "abbassa", "reduza", "снизь", "値下げ", "인하"}

	secretMoreSet  = newPhraseSet(secretMoreWords...)
	clearTextSet   = newPhraseSet(clearTextWords...)
	mentionThisSet = newPhraseSet(mentionThisWords...)
	covertMoreSet  = newPhraseSet(covertMoreWords...)
	applySet       = newPhraseSet(applyWords...)
	toolKindsSet   = newPhraseSet(toolKindsWords...)
	forbidSet      = newPhraseSet(forbidWords...)
	answerSet      = newPhraseSet(answerWords...)
	priceSet       = newPhraseSet(priceWords...)
	anyUpdateSet   = newPhraseSet(anyUpdateWords...)
	lowerPriceSet  = newPhraseSet(lowerPriceWords...)
)

// helpfulWords dress an order as the helpful or kind thing to do.
var helpfulSet = newPhraseSet("most useful", "most helpful", "really help", "kindest", "that you know", "you know of", "le plus utile", "que tu connais", "lo más útil", "que conozcas", "am hilfreichsten", "die du kennst", "la cosa più utile", "che conosci", "o mais útil", "que você conhece", "полезнее всего", "которые знаешь", "最有帮助", "你知道的", "最も役立つ", "知っている", "가장 친절한", "가장 도움이", "stets")

// Lexicons of payments redirected and tools banned.
var (
	// regardlessSet sets what the user gave aside.
	regardlessSet = newPhraseSet("regardless of", "independentemente d", "independientemente d", "indépendamment d", "unabhängig von", "indipendentemente d", "независимо от", "不管", "无论", "に関係なく", "관계없이", "ongeacht", "terlepas dari", "bağımsız olarak", "niezależnie od", "незалежно від", "bất kể")
	// payNounSet names a payment or a charge.
	payNounSet  = newPhraseSet("payment", "charge", "cobrança", "cobro", "pago", "paiement", "zahlung", "pagamento", "платеж", "платёж", "付款", "支付", "支払", "결제", "betaling", "pembayaran", "ödeme", "płatnoś", "платіж", "thanh toán")
	neverUseSet = newPhraseSet(neverUseWords...)
)

// setVerbSet sets or changes a setting.
var setVerbSet = newPhraseSet("set ", "add ", "enable", "change ", "switch ", "turn ", "put ", "cambia", "pon ", "configura", "mets ", "passe ", "règle", "stelle", "setze", "ändere", "imposta", "altere", "mude", "defina", "установи", "переключи", "измени", "设置", "设为", "改为", "設定", "변경", "설정", "ubah", "atur", "ayarla", "değiştir", "ustaw", "zmień", "встанови", "зміни", "đặt", "chuyển", "اضبط", "غيّر", "सेट", "बदल", "zet ", "wijzig")

// partnerSet names someone a link promotes.
var partnerSet = newPhraseSet("partner", "sponsor", "affiliate", "referral", "socio", "patrocinador", "partenaire", "parrain", "parceiro", "партнер", "партнёр", "合作伙伴", "赞助", "パートナー", "スポンサー", "파트너", "스폰서", "ortağı", "mitra", "sponsorem")

// cardDataSet names a payment card's number or its security code.
var cardDataSet = newPhraseSet("card number", "credit card", "cvv", "cvc", "security code", "tarjeta", "carte bancaire", "carte de crédit", "kreditkarte", "kartennummer", "carta di credito", "cartão", "номер карты", "банковской карты", "信用卡", "银行卡", "クレジットカード", "카드 번호", "신용카드")

// paymentName reports a tool named for payments, cards or checkout.
func paymentName(self string) bool {
	for _, w := range [...]string{"pay", "card", "checkout", "billing", "invoice", "charge", "stripe", "wallet", "order", "purchase", "subscription", "pago", "paiement", "zahlung", "pagamento", "tarjeta", "carte"} {
		if strings.Contains(self, w) {
			return true
		}
	}
	return false
}
