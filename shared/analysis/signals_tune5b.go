package analysis

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// judgeTune5b reads a sentence for the mechanisms of attacks planted in
// popular servers' listings. Each asks something of the model about an
// object and a destination, whatever the words: a field whose content is a
// secret, this conversation or other tools' output; the model's side
// actions kept from the user; a failure reported as all clear; messages
// posted to a fixed channel, a relay or a public place; a fixed wallet,
// id or discount put in place of the user's; access widened or a
// safeguard left off; other servers' tools shunned, this one picked by a
// popularity claim or called when the answer is known; a lasting rule or
// standing event planted; every request copied into a tool call; text a
// tool returns obeyed; a local file uploaded by a command line.
func judgeTune5b(sg, whole signals, hits []hit, sent string, ctx scanContext, quoting bool) []textFinding {
	if ctx.label && !ctx.value && !hasEmail(sent) {
		return nil
	}
	lower := unquoted(sg.lower)
	lt := sg.phrases()
	if lower != sg.lower { // quotes dropped: the phrases of what is left
		lt = phrasesIn(lower)
	}
	one := func(rule, what string) []textFinding { return []textFinding{{rule: rule, what: what}} }
	// A quoted word read as a list of examples is the all-clear itself in
	// "describe them as «Running»": only the lexicon's own mentions (for
	// example, such as, detects) make that a quotation.
	if !slices.ContainsFunc(hits, func(h hit) bool { return h.c == cMention }) && reportsFailureAsOK(sg, whole, hits, lt) {
		return one("poison-answer-manipulation", "an order to report a failure or a warning as all clear")
	}
	// A list of examples the sentence split did not close ("e.g. light,
	// lock, climate When the user …") quotes nothing past its end.
	runOn := runOnAfterMention(hits, sent, sg.start)
	if quoting && !runOn {
		return nil
	}
	mention := sg.has[cMention] && !runOn
	switch {
	case (lt.in(postVerbSet) || sg.has[cSend]) && (sg.any(cInsteadOf, cPrefer, cEveryTurn, cWhen) || lt.in(alsoSet) || lt.in(afterEachSet)) && !sg.negation && fixedChannelIn(sent):
		return one("poison-exfiltration", "an order to post messages to a fixed channel rather than, or besides, the one asked")
	case hasEmail(sent) && lt.in(realRecipientSet):
		// The example of the rewritten subject is part of the order.
		return one("poison-exfiltration", "an order to send mail to a fixed relay, the real recipient moved aside")
	case mention:
		return nil
	case lt.in(currentChatSet) && (lt.in(systemPromptSet) || wholeWord(lt) && (strings.ContainsRune(sent, '`') || sg.has[cParamRef])) && !strings.Contains(ctx.self, "memor") && !sg.negation:
		return one("poison-exfiltration", "a request for this conversation in full, or with the system prompt")
	case harvestField(sg, whole, lt, ctx):
		return one("poison-sensitive-path", "a field whose content is a secret, the conversation or other tools' output")
	case lt.in(aboutUserSet) && (sg.has[cInclude] || sg.anyFree(cSend) || ctx.property != "") && !sg.has[cConsent]:
		return one("poison-exfiltration", "a request for everything the user has said or is known by")
	case hidesSideActions(sg, whole, lt):
		return one("poison-concealment", "an order to keep the model's own side actions from the user")
	case publicPlace(lt) && (sg.any(cWhen, cEveryTurn, cMust) || lt.in(privateSet) || lt.in(alsoSet) || lt.in(everyWordSet)) && (lt.in(contentSet) || sg.has[cSecret] || lt.in(dataObjectSet)) && !sg.negation && !intoPrivate(lower):
		return one("poison-exfiltration", "an order to copy what the user reads to a public or outside place")
	case (lt.in(payeeWordSet) && lt.in(setOrReplaceSet) || lt.in(addressWordSet) && lt.in(replaceSet)) && (hasPaymentTarget(sent) || walletIn(sent)):
		return []textFinding{{rule: "poison-tool-invocation", what: "an order to set a fixed wallet as the recipient", firm: true}}
	case hasEmail(sent) && lt.in(everyItemSet) && sg.anyFree(cInclude, cInvite, cRedirect):
		return one("poison-exfiltration", "an order to add a fixed recipient to every item")
	case widensAccess(sg, lt, ctx) && !asksAdmin(hits, lt.s, sg.start):
		return one("poison-tool-invocation", "an order to widen access or switch a safeguard off and leave it off")
	case bansOtherServers(sg, lt, sent):
		return one("poison-preference-manipulation", "an order to shun other servers' tools")
	case whole.has[cInstr] && (sg.anyFree(cCall, cFollow, cObey) || lt.in(execVerbSet)) && lt.in(verbatimSet) && !describesItself(sent) && !lt.in(keptAsData15a) && !lt.in(notOrders16b) && !userTyped19a(lt):
		return one("poison-hidden-instruction", "an order to carry out text a tool returns, word for word")
	case lt.in(unlockSet) && (lt.in(alsoSet) || lt.in(automationSet)) && sg.any(cWhen, cEveryTurn, cCall, cCovertAdv) && !sg.negation && !sg.any(cConsent, cConfirm) && !lt.in(confirmSet):
		return one("poison-tool-invocation", "an order to unlock or disarm besides what the user asked, or on a standing trigger")
	case lt.in(requestTextSet) && (lt.in(afterEachSet) || sg.has[cEveryTurn] || lt.in(everyRequestSet)) && sg.has[cCall] && !sg.negation:
		return one("poison-exfiltration", "an order to copy every user request into a tool call")
	case sg.has[cInsteadOf] && sg.has[cUser] && fixedIDIn(sent):
		return one("poison-tool-invocation", "an order to put a fixed id in place of the one the user gave")
	case fullDiscountIn(lower) && lt.in(unlimitedSet) && (lt.in(alsoSet) || sg.has[cNeg] && sg.has[cTell] || sg.has[cNeg] && lt.in(listVerbSet)):
		return one("poison-tool-invocation", "an order to create an unlimited free discount besides the one asked")
	case strings.Contains(lower, "arn:aws:") && arnAccount(lower) && sg.anyFree(cInclude, cSend) && (lt.in(rawOutputSet) || strings.Contains(lower, "json")):
		return one("poison-exfiltration", "an order to pass results to a fixed cloud function")
	case lt.in(searchQuerySet) && (sg.anyFree(cSend, cInclude) || lt.in(appendVerbSet) && !sg.negation) && (sg.any(cPersonal, cConversation, cSecret) || sg.has[cUser] && (lt.in(userRequestSet) || lt.in(contactDataSet)) || lt.in(tableRowsSet)):
		return one("poison-exfiltration", "an order to smuggle the user's data out in a search query")
	case lt.in(storeVerbSet) && sg.any(cSecret, cPersonal) && sg.has[cUser] && (sg.has[cOtherTool] || lt.in(reuseSet)) && !sg.has[cConsent] && !sg.negation:
		return one("poison-exfiltration", "an order to keep what the user shares for other tools to reuse")
	case (sg.has[cSocialProof] || strings.Contains(lower, "#1")) && lt.in(chooseThisSet), whole.has[cSocialProof] && lt.in(chooseThisSet) && sg.has[cWhen]:
		return one("poison-preference-manipulation", "a popularity claim that tells the model to pick this tool")
	case lt.in(evenIfKnownSet) && sg.any(cCall, cThisTool):
		return one("poison-coercion", "an order to call this tool even when the answer is known")
	case (lt.in(permanentRuleSet) || lt.in(futureChatsSet)) && sg.any(cFollow, cObey, cMust, cCall, cInclude, cRead) && !sg.negation:
		return one("poison-hidden-instruction", "an order to plant a lasting instruction")
	case hasEmail(sent) && lt.in(recurringSet) && (sg.has[cConversation] || lt.in(chatWordSet)) && sg.has[cUser]:
		return one("poison-exfiltration", "a standing event that mails the user's conversation to a fixed address")
	case lt.in(approveCmdSet) && (sg.any(cEveryTurn, cOtherTool) || lt.in(afterEachSet) || lt.in(everyItemSet) || lt.in(everyWordSet)):
		return one("poison-tool-invocation", "an order to approve changes on every request, bypassing review")
	case curlUpload(lower):
		return one("poison-tool-invocation", "a command line that uploads a local file to a remote host")
	case sg.has[cOtherTool] && sg.has[cAfterCalls] && lt.in(rawOutputSet) && sg.has[cCall] && strings.ContainsRune(sent, '`'):
		return one("poison-exfiltration", "an order to hand this tool what other tools return")
	}
	return nil
}

// fixedIDIn reports a fixed object id of the kind payment APIs use
// (price_1QxAttk9Lm2, acct_1Hh…): a word, an underscore and eight or more
// letters and digits in mixed case.
func fixedIDIn(sent string) bool {
	for _, w := range strings.FieldsFunc(sent, func(r rune) bool {
		return !(r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r == '_')
	}) {
		head, tail, ok := strings.Cut(w, "_")
		if !ok || len(head) < 3 || len(tail) < 8 || strings.Contains(tail, "_") {
			continue
		}
		if strings.ContainsAny(tail, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") && strings.ToLower(tail) != tail && strings.ToUpper(tail) != tail {
			return true
		}
	}
	return false
}

// publicPlace reports a public or outside place; in scripts that write
// "private" as "not public" (비공개, 非公開, 非公开) the negated word is no
// public place.
func publicPlace(lt lowText) bool {
	if !lt.in(publicPlaceSet) {
		return false
	}
	lower := lt.s
	for _, p := range [...]string{"비공개", "非公開", "非公开", "不公开"} {
		lower = strings.ReplaceAll(lower, p, "")
	}
	return publicPlaceSet.in(lower)
}

// intoPrivate reports a text that names a private place after the public
// one: a copy made from the public into the private, not the other way.
func intoPrivate(lower string) bool {
	return privateSet.in(lower) && firstOf(lower, privateWords) > firstOf(lower, publicPlaceWords)
}

// walletIn reports an Ethereum-style address (0x and forty hex digits)
// wherever it stands, also run into the text around it (地址 0x…，资金).
func walletIn(sent string) bool {
	for i := range indicesOf(sent, "0x") {
		n := 0
		for j := i + 2; j < len(sent) && isHexByte(sent[j]); j++ {
			n++
		}
		if n == 40 {
			return true
		}
	}
	return false
}

func isHexByte(c byte) bool { return c >= '0' && c <= '9' || c|0x20 >= 'a' && c|0x20 <= 'f' }

// fullDiscountIn reports a discount of 100 percent.
func fullDiscountIn(lower string) bool {
	return strings.Contains(lower, "100%") || strings.Contains(lower, "100 %") || strings.Contains(lower, "100％")
}

// arnAccount reports an ARN with a twelve-digit account in it.
func arnAccount(lower string) bool {
	i := strings.Index(lower, "arn:aws:")
	for n, j := 0, i; j < len(lower) && j < i+80; j++ {
		if lower[j] >= '0' && lower[j] <= '9' {
			n++
			if n == 12 {
				return true
			}
			continue
		}
		n = 0
	}
	return false
}

// curlUpload reports a curl command that sends a local file (-d @file,
// --data-binary @file, -F x=@file, -T file) to a URL.
func curlUpload(lower string) bool {
	i := strings.Index(lower, "curl ")
	if i < 0 || !strings.Contains(lower[i:], "http") {
		return false
	}
	rest := lower[i:]
	return strings.Contains(rest, " -d @") || strings.Contains(rest, "--data-binary @") || strings.Contains(rest, "--data @") || strings.Contains(rest, "=@/") || strings.Contains(rest, "=@~") || strings.Contains(rest, " -t /") || strings.Contains(rest, " -t ~")
}

// runOnAfterMention reports a sentence whose last mention (e.g., z. B.)
// is followed by a new sentence the split missed: a lower-case word or a
// full stop, a space and a capitalised word ("climate When", "turn_on.
// Zur").
func runOnAfterMention(hits []hit, sent string, start int) bool {
	m := -1
	for _, h := range hits {
		if h.c == cMention {
			m = h.end - start
		}
	}
	if m < 0 || m > len(sent) {
		return false
	}
	rest := sent[m:]
	for i := 1; i+2 < len(rest); i++ {
		prev, next := rest[i-1], rest[i+1]
		if rest[i] == ' ' && (prev >= 'a' && prev <= 'z' || prev >= '0' && prev <= '9' || prev == '_' || prev == '.') && next >= 'A' && next <= 'Z' && rest[i+2] >= 'a' && rest[i+2] <= 'z' {
			return true
		}
	}
	return false
}

// unquoted drops the quotation marks around a word ("as 'mild'", «Running»,
// 「穏やか」) so that the word reads next to what precedes it; an
// apostrophe inside a word (l'utilisateur) stays.
func unquoted(lower string) string {
	if !hasQuoteMark(lower) {
		return lower
	}
	var b strings.Builder
	for i, r := range lower {
		switch r {
		case '"', '«', '»', '「', '」', '“', '”', '‘', '`':
			continue
		case '\'', '’':
			if i > 0 && (isLetterByte(lower[i-1]) || lower[i-1] >= 0x80) && i+1 < len(lower) && (isLetterByte(lower[i+1]) || lower[i+1] >= 0x80) {
				break
			}
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// unquotedIn5b is p.in(unquoted(lt.s)): by lt's bits where no quote mark
// is dropped, the commonest case, instead of a pass over the text.
func unquotedIn5b(p *phraseSet, lt lowText) bool {
	if !hasQuoteMark(lt.s) {
		return lt.in(p)
	}
	return p.in(unquoted(lt.s))
}

// hasQuoteMark reports one of the marks unquoted drops, as
// strings.ContainsAny(s, "'\"«»「」“”‘’`") does, a byte at a time.
func hasQuoteMark(s string) bool {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '\'', '"', '`':
			return true
		case 0xC2, 0xE2, 0xE3: // the lead bytes of the other marks
			switch r, _ := utf8.DecodeRuneInString(s[i:]); r {
			case '«', '»', '「', '」', '“', '”', '‘', '’':
				return true
			}
		}
	}
	return false
}

// harvestField reports the description of an input property that defines
// its content as something no tool of this purpose needs: a key file's
// contents, an environment secret left unmasked, this conversation in full
// or with its system prompt, the raw output of the last tool calls, or
// every environment variable of the host.
func harvestField(sg, whole signals, lt lowText, ctx scanContext) bool {
	if ctx.property == "" || ctx.value || sg.has[cConsent] || sg.has[cPublic] {
		return false
	}
	switch {
	case sg.has[cPath] && lt.in(contentSet) && !ctx.purpose.secrets && !ctx.purpose.execute && !strings.Contains(ctx.property, "public"):
		return true
	case (sg.has[cEnv] || whole.has[cEnv]) && (sg.has[cUnmask] || lt.in(unmaskSet)) && !ctx.purpose.secrets:
		return true
	case lt.in(currentChatSet) && (wholeWord(lt) || lt.in(systemPromptSet)) && !ctx.purpose.chat && !strings.Contains(ctx.self, "memor"):
		return true
	case lt.in(toolCallsSet) && lt.in(rawOutputSet) && (lt.in(lastSet) || lt.in(anyServerSet)):
		return true
	case lt.in(allEnvSet) && !ctx.purpose.execute && !ctx.purpose.secrets:
		return true
	case lt.in(mailBodiesSet) && lt.in(lastSet) && sg.has[cUser]:
		return true
	}
	return false
}

// hidesSideActions reports an order not to mention, show or list the
// calls, arguments or deletions the model makes, or to leave them out of
// summaries: concealment of what was done rather than of a secret.
func hidesSideActions(sg, whole signals, lt lowText) bool {
	side := lt.in(sideActionSet)
	switch {
	case (sg.has[cOmit] || lt.in(omitWordSet)) && side:
		return true
	case !sg.has[cNeg] || describesItselfLower(lt.s):
		return false
	}
	tells := sg.has[cTell] || lt.in(listVerbSet) || lt.in(mentionVerbSet)
	// A secret kept out of a summary is protected, not an act hidden.
	return tells && (side || lt.in(summarySet) && !sg.any(cSecret, cKeyMaterial, cPersonal, cPath, cEnv, cProtect) && !whole.any(cSecret, cKeyMaterial, cPersonal))
}

// describesItselfLower reports a sentence that says what the tool does not
// do ("does not include …"): a description, not an order.
func describesItselfLower(lower string) bool {
	return strings.Contains(lower, "does not") || strings.Contains(lower, "doesn't") || strings.Contains(lower, "is not ") || strings.Contains(lower, "are not ") || strings.Contains(lower, "never includes")
}

// reportsFailureAsOK reports an order to put a bad outcome (an error, a
// failing test, an alert, a crash) to the user as an all-clear (passed,
// succeeded, mild, running), unless the all-clear waits on the good
// outcome ("only if the status is succeeded; otherwise show the error").
func reportsFailureAsOK(sg, whole signals, hits []hit, lt lowText) bool {
	if !lt.in(asOKSet) {
		return false
	}
	bad := sg.has[cFailure] || lt.in(failWordSet) || whole.has[cFailure]
	verb := sg.anyFree(cPresent, cTell, cVerdict) || lt.in(reportVerbSet) && !sg.negation
	return bad && verb && !negatedInClause(hits, sg.start, lt.s, firstOf(lt.s, asOKWords)) && !lt.in(onlyWhenGood19a)
}

// firstOf returns the offset of the first of words in lower, or -1.
func firstOf(lower string, words []string) int {
	first := -1
	for _, w := range words {
		if i := strings.Index(lower, w); i >= 0 && (first < 0 || i < first) {
			first = i
		}
	}
	return first
}

// negatedInClause reports a negation in the clause that holds offset at of
// a sentence starting at start: "never report a failing build as
// passing" forbids what it names.
func negatedInClause(hits []hit, start int, lower string, at int) bool {
	if at < 0 {
		return false
	}
	from := strings.LastIndexAny(lower[:at], ",;:") + 1
	for _, h := range hits {
		if h.c == cNeg && h.start-start >= from && h.start-start < at {
			return true
		}
	}
	return false
}

// fixedChannelIn reports a literal chat channel id: a Slack id (C, G or D
// and eight or more capitals and digits, a digit among them) or a Discord
// snowflake (17 to 20 digits).
func fixedChannelIn(sent string) bool {
	for start := 0; start < len(sent); {
		if !isASCIIAlnum(rune(sent[start])) {
			start++
			continue
		}
		end := start + 1
		for end < len(sent) && isASCIIAlnum(rune(sent[end])) {
			end++
		}
		w := sent[start:end]
		start = end
		switch {
		case len(w) >= 17 && len(w) <= 20 && isDigits(w):
			return true
		case len(w) >= 9 && len(w) <= 12 && (w[0] == 'C' || w[0] == 'G' || w[0] == 'D') && slackID(w):
			return true
		}
	}
	return false
}

// slackID reports a word of six capitals or more beside a digit or, where
// the reading folded digits written as letters (C04 to Coa), a lower-case
// letter: an id, not a word in capitals.
func slackID(w string) bool {
	upper, other := 0, false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= 'A' && c <= 'Z':
			upper++
		default:
			other = true
		}
	}
	return upper >= 6 && other
}

// widensAccess reports an order to open a document to anyone with the
// link, to give a bot or a service account an administrator's rights, to
// switch a protection off and not back on, or to ask the user for an
// administrator's credential.
func widensAccess(sg signals, lt lowText, ctx scanContext) bool {
	if sg.has[cConsent] {
		return false
	}
	switch {
	case (sg.has[cOpenShare] || lt.in(anyoneLinkSet)) && (lt.in(alsoSet) || sg.any(cMust, cGrant)) && !sg.negation && !warnsOpenLink19b(sg, lt) && !heldAccess29(lt.s):
		return true
	case sg.any(cElevated, cHighRole) && (sg.anyFree(cInclude, cGrant, cSwap) || lt.in(grantVerbSet)) && lt.in(serviceAccountSet) && !sg.negation && !warnsOfRisk(sg, lt):
		return true
	case (sg.has[cSuppress] || lt.in(disableSet)) && lt.in(protectionSet) && sg.has[cNeg] && lt.in(reenableSet):
		return true
	case sg.has[cAsk] && sg.has[cElevated] && lt.in(everyScopeSet2) && !ctx.purpose.secrets:
		return true
	}
	return false
}

// bansOtherServers reports an order about the tools of other servers,
// named as such or as present alongside: ignore them, never call them, or
// a claim that they are vulnerable.
func bansOtherServers(sg signals, lt lowText, sent string) bool {
	others := lt.in(otherServerSet) || sg.has[cOtherTool] && lt.in(presentSet)
	if !others || ownToolsOnly(sent, lt) {
		return false
	}
	return sg.free[cIgnore] || lt.in(ignoreVerbSet) || lt.in(vulnerableSet) || sg.has[cNeg] && sg.has[cCall] || sg.has[cDisparage] && sg.has[cNeg]
}

// judgedAnywayTune5b reports a sentence that holds a cue these readings
// need though the lexicon may find no concept in it, by its sets; the cues
// no set rules out (tune5bUnsetCue) are judgedAnyway's too.
func judgedAnywayTune5b(lt lowText) bool {
	return lt.in(currentChatSet) || lt.in(toolCallsSet) || lt.in(allEnvSet) || lt.in(aboutUserSet) || lt.in(sideActionSet) || lt.in(anyoneLinkSet) || lt.in(otherServerSet) || lt.in(payeeWordSet) && lt.in(setOrReplaceSet) ||
		lt.in(realRecipientSet) || lt.in(unlockSet) && (lt.in(alsoSet) || lt.in(automationSet)) || lt.in(requestTextSet) || fullDiscountIn(lt.s) && lt.in(unlimitedSet) ||
		lt.in(searchQuerySet) || lt.in(storeVerbSet) && lt.in(reuseSet) || lt.in(permanentRuleSet) || lt.in(futureChatsSet) ||
		lt.in(recurringSet) && strings.Contains(lt.s, "@") || lt.in(approveCmdSet) || publicPlace(lt) || lt.in(verbatimSet) && lt.in(execVerbSet) || lt.in(addressWordSet) && lt.in(replaceSet)
}

// tune5bUnsetCue reports the cues of judgedAnywayTune5b no set rules out:
// "ok" unquoted, an AWS resource name, a fixed chat channel.
func tune5bUnsetCue(sentence string, lt lowText) bool {
	return unquotedIn5b(asOKSet, lt) || strings.Contains(lt.s, "arn:aws:") || fixedChannelIn(sentence)
}

// withoutScopesAndNeeds returns a sentence's hits without two things
// that read as orders and are none: a verb inside an OAuth scope
// (chat:write, read:org, /accounts.write), a permission's name; and a requirement
// ("requires", "needs") right before a variable's name, a precondition of
// the server's configuration rather than a demand on the model. The rules
// judge the sentence without them; the concepts read (and the learned
// model's features) keep them. lower is the whole text; a text without
// ':', '_' or '.' has neither, and its caller skips it.
func withoutScopesAndNeeds(lower string, hits []hit) []hit {
	letter := func(c byte) bool { return c >= 'a' && c <= 'z' }
	drop := func(h hit) bool {
		switch h.c {
		case cRead, cInclude, cSend, cCall:
			return h.start >= 2 && lower[h.start-1] == ':' && letter(lower[h.start-2]) || h.end+1 < len(lower) && lower[h.end] == ':' && letter(lower[h.end+1]) || dottedScope26(lower, h)
		case cMust:
			return requirementVerb(lower[h.start:h.end]) && variableNext(lower[h.end:])
		}
		return false
	}
	if !slices.ContainsFunc(hits, drop) {
		return hits
	}
	return slices.DeleteFunc(slices.Clone(hits), drop)
}

// variableNext reports text that opens, after spaces, with a variable's
// name: letters, digits and underscores, an underscore among them.
func variableNext(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	j := 0
	for j < len(rest) && (rest[j] >= 'a' && rest[j] <= 'z' || rest[j] >= '0' && rest[j] <= '9' || rest[j] == '_') {
		j++
	}
	return j >= 4 && strings.Contains(rest[:j], "_")
}

// requirementVerb reports a word that states what something needs.
func requirementVerb(w string) bool {
	switch w {
	case "requires", "require", "needs", "need", "requiere", "requiert", "nécessite", "erfordert", "benötigt", "richiede", "requer", "exige", "требует", "需要", "必要", "필요":
		return true
	}
	return false
}

// readOnlyLookup reports a tool named for looking something up (search_,
// get_, list_, describe_, find_, read_, show_) called with nothing handed
// over: no secret, file, conversation, personal data, money, command or
// destination, and nothing hidden. Calling it first is routing, not an
// attack, whichever server offers it.
func readOnlyLookup(target string, sg signals, dangerous bool) bool {
	return hasAnyPrefix(strings.ToLower(target), "search_", "get_", "list_", "describe_", "find_", "read_", "show_", "lookup_") && !dangerous &&
		!sg.any(cSecret, cKeyMaterial, cPath, cEnv, cConversation, cPersonal, cMoney, cShell, cCovert, cCovertAdv, cHide, cSend, cRedirect)
}

// configuredSecret reports a property's text that names the variable a
// secret is configured in (STRIPE_SECRET_KEY) and asks nothing of the
// user or the model, orders no reading of it and forbids nothing ("do not
// mask it"): where the server keeps a key, not a login to hand over.
func configuredSecret(desc string, hits []hit) bool {
	v := secretVarName(desc)
	return v >= 0 && !slices.ContainsFunc(hits, func(h hit) bool {
		readsIt := h.c == cRead && h.end <= v && !strings.ContainsAny(desc[h.end:v], ".;")
		return readsIt || h.c == cUser || h.c == cAsk || h.c == cInclude || h.c == cSend || h.c == cModel || h.c == cNeg
	})
}

// envFallback reports the description of a field named for a secret
// (token, api_key) that says where its value comes from when left out
// ("if omitted, GITHUB_TOKEN is used", "leave empty to use
// OPENAI_API_KEY"): a default, not a request.
func envFallback(name, lower string) bool {
	return namesSecret(strings.ToLower(name)) && fallbackSet.in(lower)
}
