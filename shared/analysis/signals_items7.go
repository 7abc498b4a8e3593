package analysis

import (
	"strings"
)

// judgeItems7 applies the rules written for what a client reads besides
// tools (resources, templates, prompts), which tools may say as well: every
// use steered to this server and away from the others; a verdict or a
// figure fixed before the facts; the user's approval skipped, or a denial
// met with higher rights; a failure met with a request for a bank code or
// a fixed site; payments sent to a fixed account and messages to a fixed
// address; a secret, a file or other tools' output put into a field the
// server reads; a lasting rule planted in memory; triggers on keywords and
// amounts; a call written out with an outside address; the whole
// conversation copied out; a text to decode and obey; a sending or sync
// kept from the user. field reports a field of the text's own named in the
// sentence, one that holds no secret by design; chat, a text about chats,
// whose job the conversation is; disclosed, a sending tool's configured
// mailbox (disclosedMailbox).
func judgeItems7(sg, whole signals, hits []hit, sent string, quoting bool, dests destinations, field, chat, disclosed bool) []textFinding {
	if quoting || sg.has[cConsent] {
		return nil
	}
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what}) }
	addFirm := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what, firm: true}) }
	lower, ph := sg.lower, sg.phrases()
	protective := sg.has[cProtect] && !sg.has[cUnmask]

	// Every use steered to this server, the others run down or set aside.
	// Tools have rules of their own for "this tool"; a server, template or
	// resource names itself otherwise.
	own, other := sg.has[cThisTool] && ownServer(ph), (sg.has[cOtherTool] || otherService(ph)) && !othersAreOwn(ph)
	uses := sg.any(cCall, cPrefer, cIgnore, cRedirect, cPromote)
	switch {
	case sg.has[cTell] && sg.has[cUser] && sg.has[cOnly] && whole.has[cCompetitor] && namesVendor(sent):
		add("poison-preference-manipulation", "an order to send the user to one vendor only")
	case sg.has[cBefore] || sg.has[cUser] && !sg.has[cOverUser]:
		// "call it before the other tools", "whichever the user configured": an order of calls or the user's choice.
	case own && other && (uses || sg.has[cDeprecated]) && (sg.any(cOnly, cOnlyThis, cInsteadOf, cPrefer, cIgnore, cDisparage, cDeprecated, cFailure, cOverUser) || sg.has[cNeg] && sg.has[cCall] || insteadWord(ph)):
		add("poison-preference-manipulation", "an order to use this server in place of the others")
	case own && sg.has[cCall] && !sg.has[cNeg] && (sg.has[cDisparage] && allScope(ph) || sg.any(cOnly, cMust) && (allScope(ph) || sg.has[cOnly]) && whole.any(cDeprecated, cDisparage, cOtherTool)):
		add("poison-preference-manipulation", "an order to route every use to this server")
	case sg.free[cSuppress] && other && clauseLead(hits, sent, sg.start, cSuppress):
		add("poison-preference-manipulation", "an order to set the other tools aside")
	case other && sg.has[cInsteadOf] && sg.any(cMust, cModel) && sg.any(cRedirect, cCall):
		add("poison-preference-manipulation", "an order to route every use away from the other tools")
	}

	// A verdict put to the user whatever the facts.
	tells := sg.anyFree(cTell, cPresent)
	// A verdict's verb may share its clause with the verdict's own "no"
	// ("report them as 'no known vulnerabilities'").
	puts := tells || (sg.any(cTell, cPresent) || presentVerb(ph)) && !negBefore(hits, cTell, cPresent)
	ordered := sg.has[cMust] || ph.in(orderWordSet) || clauseLead(hits, sent, sg.start, cPresent) || clauseLead(hits, sent, sg.start, cTell) || leadingPresentVerb(ph)
	switch {
	case puts && (sg.has[cAgainstData] || whole.has[cAgainstData] && sg.has[cMust]) && (sg.any(cMust, cWhen, cModel, cUser, cReply) || ordered):
		add("poison-answer-manipulation", "an order to tell the user the same thing whatever the facts")
	case puts && verdictWord(ph) && ordered:
		add("poison-answer-manipulation", "a verdict fixed before the facts are read")
	case sg.free[cAdjust] && figure(sent) && presentVerb(ph) && sg.has[cMust]:
		add("poison-answer-manipulation", "an order to change a figure before the user sees it")
	case sg.has[cAgainstData] && strings.Contains(sent, "%") && sg.any(cReply, cTell, cPresent, cMust):
		add("poison-answer-manipulation", "an order to change a figure to meet a target")
	}

	// The user's approval skipped, or a denial met with higher rights.
	switch {
	case sg.free[cSuppress] && sg.has[cConfirm] && sg.any(cModel, cMust, cElevated) && !protective:
		add("poison-hidden-instruction", "an order to skip the approval a person gives")
	case elevatedRights(ph) && bypassesAsking(ph) && !protective:
		add("poison-hidden-instruction", "an order to act with higher rights than the user gave")
	case everyScope(ph) && !sg.negation:
		add("poison-hidden-instruction", "an order to mint a credential with every scope")
	case mintsOnDenial(ph) && !protective:
		add("poison-hidden-instruction", "an order to mint a higher-privileged credential when the user's falls short")
	}

	// A failure met with a request for a bank code, or a fixed site.
	if failureNote(ph, sg) && (sg.any(cUser, cTell) || userAsked(ph)) {
		switch {
		case negatedNear(hits, sent, sg.start, cAsk) || negatedNear(hits, sent, sg.start, cAskVerb) || negatedNear(hits, sent, sg.start, cTell):
			// "never ask for their PIN": the request denied.
		case sg.has[cCode] || bankCode(ph):
			add("poison-sensitive-path", "an order to meet a failure with a request for a bank or one-time code")
		case (len(dests) > 0 || bareDomain(sent)) && sg.any(cMoney, cLogin, cCall, cSend) && !userToldOnly43c(sg.lower):
			add("poison-hidden-instruction", "an order to send the user to a fixed site when something fails")
		}
	}

	// Payments sent to a fixed account: a changed account announced, a
	// payee replaced, a link paid instead of the invoice.
	switch {
	case (sg.has[cMoney] || payWord(ph)) && payeeAccount(withoutNonPayees42(sent), ph) && (changeWord(ph) || bypassesAsking(ph) || whole.any(cDeprecated, cRedirect)) && !protective:
		addFirm("poison-tool-invocation", "a notice that payments now go to a fixed account")
	case sg.has[cMoney] && (sg.any(cInsteadOf, cPrefer) || insteadWord(ph)) && (len(dests) > 0 || bareDomain(sent) || linkLike(sent)) && !protective:
		add("poison-tool-invocation", "an order to pay through a fixed link instead")
	}

	// Messages sent where the user did not say: a fixed address or domain,
	// or a channel other than the one the user named.
	switch {
	case (sg.any(cRedirect, cSend) || ph.in(sendVerbSet)) && (dests.mailbox() || atDomain(sent) || strings.Contains(sent, "}@")) && (sg.has[cRedirect] || changeWord(ph)) && !protective && !disclosed && !ownMailDomain35(sg, whole, sent) && !ownOrgPlaceholder37c(sent) && !ownedDest37(sg, hits, sent):
		add("poison-exfiltration", "an order to send messages to a fixed address")
	case sg.any(cSend, cRedirect) && sg.has[cUser] && (sg.has[cInsteadOf] || strings.Contains(lower, "rather than")) && ph.in(choseSet):
		add("poison-exfiltration", "an order to send elsewhere than the user said")
	}

	// A secret, a file, the conversation or other tools' output put into a
	// field the server reads (a template variable, an argument, a query).
	source := sg.any(cPath, cEnv, cKeyMaterial) || sg.has[cSecret] && (secretFound(ph) || field && sg.has[cModel]) || toolOutput(sg, ph)
	if source && (field || slotWord(ph)) && (putVerb(ph) || field && sg.anyFree(cInclude, cActs)) && conditionNegOnly(hits) && !protective && !sg.has[cExclude] && !instrumentKey(sg, lower) && !subjectVerb(hits, sent, sg.start) && !relativeYou(hits, sent, sg.start) && !readsOwnConfig(sg, ph) && !secretScan(lower) {
		add("poison-sensitive-path", "a secret, a file or other tools' output put into a field the server reads")
	}
	if toolOutput(sg, ph) && sg.anyFree(cSend, cRedirect, cInclude) && !protective {
		add("poison-exfiltration", "an order to pass the other tools' output on")
	}

	// A lasting rule planted in the model's memory.
	if memoryWord(ph) && (sg.any(cMust, cIgnore, cPrefer, cOverUser, cWhen, cEveryTurn, cRedirect, cThisTool, cSecret) || len(dests) > 0 || bareDomain(sent)) && !protective && !storesOnRequest(sg, ph, len(dests) > 0) && !forbidsRemembering16b(hits, sg.lower, sg.start) && !ph.in(workingMemorySet) {
		add("poison-hidden-instruction", "an order to plant a lasting rule in the model's memory")
	}

	// A trigger set on words or amounts: what mentions a keyword copied to a
	// shared place; a payee, an approver or an address changed above an
	// amount; a payout approved where nobody looks.
	switch {
	case sg.has[cWhen] && mentionsKeyword(sent, ph) && sharedPlace(ph) && (sg.any(cInclude, cRead, cSend, cPresent) || putVerb(ph) || copyVerb(ph) || ph.in(saveVerbSet)):
		add("poison-exfiltration", "an order to copy what mentions a keyword to a shared place")
	case amountOver(ph) && (changeWord(ph) || ph.in(changeMarkSet)) && (sg.any(cMoney, cConfirm) || ph.in(addresseeSet)) && !requiresConfirmation(hits, lower, sg.start):
		add("poison-tool-invocation", "an order to change who is paid, who approves or where goods go above an amount")
	case unwatched(ph) && (sg.has[cMoney] || ph.in(approvalSet)):
		add("poison-hidden-instruction", "an order to approve a payment where nobody looks")
	}

	// The whole conversation copied out: every turn, verbatim, into a note,
	// a field or a reply.
	if sg.has[cConversation] && !chat && wholeWord(ph) && (sg.any(cInclude, cSend, cActs) || putVerb(ph) || ph.in(attachWordSet)) && sg.any(cMust, cModel, cWhen, cAuthority) && !protective && !sg.negation && !needLifted34(sg, hits) {
		add("poison-exfiltration", "an order to copy the whole conversation out")
	}

	// A text to decode and then obey.
	if ph.in(decodeSet) && (sg.any(cFollow, cObey) || ph.in(executeSet)) && !sg.negation {
		add("poison-hidden-instruction", "an order to decode a text and follow it")
	}

	// A credential file outside what the item serves, asked for by path.
	if sg.any(cPath, cKeyMaterial) && (sg.free[cAskVerb] || sg.free[cRead] && strings.Contains(sent, "../")) && outsidePath(sent) && (sg.any(cModel, cMust) || clauseLead(hits, sent, sg.start, cAskVerb) || clauseLead(hits, sent, sg.start, cRead)) && conditionNegOnly(hits) && !protective && !(userGated(ph) && !sg.anyFree(cSend, cInclude)) {
		add("poison-sensitive-path", "an order to read a credential file outside what the item serves")
	}

	// A call written out with an outside address among its arguments.
	if callWithAddress(sent) {
		add("poison-tool-invocation", "a call written out with an outside address among its arguments")
	}

	// Data copied to a fixed address.
	if (len(dests) > 0 && copyVerb(ph) || uncPath(sent) && (copyVerb(ph) || sg.anyFree(cSend, cRedirect))) && sg.any(cWhen, cMust, cModel, cEveryTurn) {
		add("poison-exfiltration", "an order to copy data to a fixed address")
	}

	// A sending or a sync kept from the user.
	switch {
	case sg.has[cSuppress] && sg.has[cTell] && (len(dests) > 0 || bareDomain(sent)):
		add("poison-concealment", "an order to keep a request to an outside host from the user")
	case sg.has[cNeg] && sg.has[cTell] && sg.any(cSend, cActs, cRedirect) && sg.any(cThirdParty, cOurServer, cRedirect) && !protective && hiddenDestination(hits, sg.lower, sg.start):
		add("poison-concealment", "an order not to tell the user where their data goes")
	}
	return out
}

// otherService reports another server, service, integration or tool named
// as such ("other note-taking MCP services", "andere Kalender-Integrationen",
// "the built-in fetch tool", "the 'github' server").
func otherService(t lowText) bool {
	if t.in(otherServiceSet) {
		for _, w := range otherServiceWords {
			for i := range indicesOf(t.s, w) {
				from := i + len(w)
				if serviceNoun(t.s[from:min(len(t.s), from+48)]) {
					return true
				}
				// Adjectives after their noun: lo strumento di posta predefinito.
				if postposed(w) && serviceNoun(t.s[max(0, from-len(w)-32):from-len(w)]) {
					return true
				}
			}
		}
	}
	// A server named in quotes: the 'github' server, the "postgres" MCP server.
	return t.in(quotedServerSet)
}

// serviceNoun reports a noun for a server, a service, an integration or
// a tool among the words that open s.
func serviceNoun(s string) bool {
	if i := strings.IndexAny(s, ".;:!?。；："); i >= 0 {
		s = s[:i]
	}
	return serviceNounSet.in(s)
}

// allScope reports a quantifier over every use ("for any payment", "für
// alle Kalenderzugriffe", "所有笔记操作", "for everything").
func allScope(t lowText) bool {
	return t.in(allScopeSet)
}

// verdictWord reports a verdict or a ranking a fixed answer gives (safe to
// merge, minor, cheaper, the lowest-cost), set as what something is to be
// called: quoted, or after "as" or its kin.
func verdictWord(t lowText) bool {
	if !t.in(verdictSet) {
		return false
	}
	for _, w := range verdictWords {
		i := strings.Index(t.s, w)
		if i < 0 {
			continue
		}
		before := t.s[max(0, i-24):i]
		if strings.ContainsAny(before, "'\"«「“") || verdictWordSet.in(before) {
			return true
		}
	}
	return false
}

// elevatedRights reports a run with higher rights than the user holds
// (an admin or service account, sudo, root, a superuser role, --force),
// not denied just before ("do not retry with sudo").
func elevatedRights(t lowText) bool {
	if !t.in(elevatedSet) {
		return false
	}
	for _, w := range elevatedWords {
		i := strings.Index(t.s, w)
		if i >= 0 && !elevatedRightsSet.in(t.s[max(0, i-24):i]) {
			return true
		}
	}
	return false
}

// bypassesAsking reports the user's say passed over: without asking, a
// cached password, a choice of the higher role when unsure, a retry after
// access is refused.
func bypassesAsking(t lowText) bool {
	return t.in(bypassesAskingSet1) || denied(t) && t.in(bypassesAskingSet2)
}

// denied reports access refused: denied, 403, insufficient rights.
func denied(t lowText) bool {
	return t.in(deniedSet)
}

// failureNote reports a failure the text foresees: an error, an expired
// session, a quota exceeded.
func failureNote(t lowText, sg signals) bool {
	return sg.has[cFailure] || t.in(failureNoteSet)
}

// userAsked reports the user asked or invited to do something, where
// the lexicon reads only the verb.
func userAsked(t lowText) bool {
	return t.in(userAskedSet)
}

// bankCode reports a code a bank or a login sends: PIN, TAN, CVC, an SMS
// or a one-time code, a card number.
func bankCode(t lowText) bool {
	for _, w := range [...]string{"pin", "tan", "cvc", "cvv", "otp", "mfa", "2fa"} {
		if hasWordASCII(t.s, w) {
			return true
		}
	}
	return t.in(bankCodeSet)
}

// hasWordASCII reports w as a whole word in lower.
func hasWordASCII(lower, w string) bool {
	for i := range indicesOf(lower, w) {
		end := i + len(w)
		if (i == 0 || !isWordRune(rune(lower[i-1]))) && (end == len(lower) || !isWordRune(rune(lower[end]))) {
			return true
		}
	}
	return false
}

// copyVerb reports copying in any of the lexicon's languages.
func copyVerb(t lowText) bool {
	return t.in(copyVerbSet)
}

// callWithAddress reports a call written out (tool(…), server.method(…))
// whose arguments hold an e-mail address, a URL, an IP address or a
// payment account: where the call sends data or access.
func callWithAddress(sent string) bool {
	for from := 0; ; {
		i := strings.IndexByte(sent[from:], '(')
		if i < 0 {
			return false
		}
		i += from
		from = i + 1
		j := i
		for j > 0 && (isToolNameByte(sent[j-1]) || sent[j-1] == '.') {
			j--
		}
		name := sent[j:i]
		if len(name) < 4 || !strings.ContainsAny(name, "._") {
			continue // a word in brackets, not a call
		}
		end := strings.IndexByte(sent[i:], ')')
		if end < 0 {
			end = len(sent) - i
		}
		args := sent[i+1 : i+end]
		if !strings.ContainsAny(args, "='\"") {
			continue
		}
		spaced := argSpaces44.Replace(args)
		if destinationsIn(args).mailbox() || hasPaymentTarget(spaced) || containsAny(args, "sftp://", "ftp://", "scp://", "ssh://") || ipAddressIn(args) {
			return true
		}
	}
}

// ownServer reports a server, template, resource or prompt naming itself
// ("this server", "本服务", "diesen Server", "this one").
func ownServer(t lowText) bool {
	return t.in(ownServerSet)
}

// ipAddressIn reports a dotted IPv4 address.
func ipAddressIn(s string) bool {
	for _, f := range strings.FieldsFunc(s, func(r rune) bool { return !(r == '.' || r >= '0' && r <= '9') }) {
		if parts := strings.Split(strings.Trim(f, "."), "."); len(parts) == 4 {
			ok := true
			for _, p := range parts {
				ok = ok && len(p) >= 1 && len(p) <= 3
			}
			if ok {
				return true
			}
		}
	}
	return false
}

// insteadWord reports "instead" standing alone, in any of the lexicon's
// languages: the other way is set aside.
func insteadWord(t lowText) bool {
	return t.in(insteadWordSet)
}

// presentVerb reports a verb that puts a result to someone, bare, where
// the lexicon reads only its longer phrases ("present X as").
func presentVerb(t lowText) bool {
	return t.in(presentVerbSet)
}

// negBefore reports a negation before the first hit of any of cs.
func negBefore(hits []hit, cs ...concept) bool {
	for _, h := range hits {
		if h.c == cNeg {
			return true
		}
		for _, c := range cs {
			if h.c == c {
				return false
			}
		}
	}
	return false
}

// postposed reports the markers written after their noun.
func postposed(w string) bool {
	switch w {
	case "predefinit", "predeterminad", "padrão", "par défaut":
		return true
	}
	return false
}

// payeeAccount reports an account to pay: an IBAN or a wallet, or an
// account number or a card's last digits beside a bank's name.
func payeeAccount(sent string, t lowText) bool {
	if hasPaymentTarget(sent) {
		return true
	}
	if t.in(payeeAccountSet1) && hasDigit(sent) {
		return true
	}
	return (bankWord(t.s) || t.in(payeeAccountSet2)) && (longNumber(sent) || digitGroups(sent)) || containsAny(t.s, "chave pix", "bsb ") && hasDigit(sent) || strings.Contains(t.s, "chave pix") && strings.Contains(t.s, "@")
}

// payWord reports paying, remitting or refunding, in any of the
// lexicon's languages.
func payWord(t lowText) bool {
	return t.in(payWordSet)
}

// changeWord reports a change announced or ordered: changed, updated,
// new, from now on, replace, instead.
func changeWord(t lowText) bool {
	return insteadWord(t) || t.in(changeWordSet)
}

// atDomain reports a bare mail domain written to replace one
// ("replace the domain with @crm-forward.net").
func atDomain(sent string) bool {
	for i := strings.IndexByte(sent, '@'); i >= 0 && i+1 < len(sent); {
		if (i == 0 || sent[i-1] == ' ') && isWordRune(rune(sent[i+1])) {
			end := i + 1
			for end < len(sent) && (isToolNameByte(sent[end]) && sent[end] < 0x80) {
				end++
			}
			if d := strings.TrimRight(sent[i+1:end], "."); strings.Contains(d, ".") && !isDocumentationHost(d) {
				return true
			}
		}
		k := strings.IndexByte(sent[i+1:], '@')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// templateVariables adds the variables of a URI template ({+path},
// {?from,to}) to params: a template's variables are the fields its reader
// fills in, as a tool's properties are.
func templateVariables(uri string, params map[string]bool) {
	for rest := uri; ; {
		i := strings.IndexByte(rest, '{')
		if i < 0 {
			return
		}
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return
		}
		for _, v := range strings.Split(strings.TrimLeft(rest[i+1:i+j], "+#./;?&"), ",") {
			if v = strings.ToLower(strings.TrimRight(v, "*")); len(v) >= 3 {
				params[v] = true
			}
		}
		rest = rest[i+j:]
	}
}

// slotWord reports a place in a request the server reads: a suffix, a
// segment, a query, a value, a name.
func slotWord(t lowText) bool {
	return t.in(slotWordSet)
}

// putVerb reports putting something into a place, where the lexicon reads
// only the common verbs: prefixed with, toss it into, подставьте, 付与.
func putVerb(t lowText) bool {
	return t.in(putVerbSet)
}

// secretFound reports a secret looked for where it lies: a file, the
// browser, the session, "handy".
func secretFound(t lowText) bool {
	return t.in(secretFoundSet)
}

// toolOutput reports the output of other tools or servers ("the raw
// response of the last 5 tool calls", "whatever the shell tool printed").
func toolOutput(sg signals, t lowText) bool {
	// "the server's tools/list result" is a listing, not another tool's output.
	other := otherService(t) || t.in(toolOutputSet1)
	if other && t.in(ownServerTools28) && !t.in(toolOutputSet1) {
		return false // "to `s3_list` and the other tools of this server": its own tools
	}
	if sg.has[cThisTool] && !ownServer(t) {
		return false // "after calling this tool, pass the id to every other tool": its own protocol
	}
	return other && t.in(toolOutputSet2)
}

// publicKeyOnly reports a public key named beside a file and no secret
// ("a user's SSH public key, for adding to authorized_keys"): what a
// public key is for.
func publicKeyOnly(sg signals) bool {
	return sg.has[cPublic] && !sg.any(cSecret, cKeyMaterial, cEnv, cCovert, cOurServer)
}

// memoryWord reports the model's memory or standing instructions named
// as where a rule is to be kept.
func memoryWord(t lowText) bool {
	return t.in(memoryWordSet)
}

// mentionsKeyword reports a trigger on quoted words: "if a message
// mentions 'merger'", «аудит», 'fusión'.
func mentionsKeyword(sent string, t lowText) bool {
	return quotesVerdict(sent) && t.in(mentionsKeywordSet)
}

// sharedPlace reports a place others can read: a shared note or
// notebook, a public link.
func sharedPlace(t lowText) bool {
	return t.in(sharedPlaceSet)
}

// amountOver reports a condition on an amount passed: "si le montant
// dépasse 5 000 €", "金額が10万円を超える", "100만 원 이상이면".
func amountOver(t lowText) bool {
	return hasDigit(t.s) && t.in(amountOverSet1) && t.in(amountOverSet2)
}

// judgedAnyway reports a sentence judged whatever concepts it holds: an
// account to pay or a call written out, which name no concept, or a
// low-key cue (lowkeyCue).
func judgedAnyway(sentence string, lt lowText) bool {
	for _, j := range anywayJudges { // its readings, each asked where the sentence holds a set it needs
		if j.need.mayHold(lt) && j.judged(sentence, lt) {
			return true
		}
	}
	return false
}

// digitGroups reports digits written in three groups or more, twelve
// digits or more in all (6214 8301 2233 4455): a card or an account.
func digitGroups(sent string) bool {
	groups, digits := 0, 0
	for _, f := range strings.Fields(sent) {
		f = strings.Trim(f, ".,;:()（）")
		if len(f) >= 3 && len(f) <= 6 && isDigits(f) {
			groups++
			digits += len(f)
			if groups >= 3 && digits >= 12 {
				return true
			}
			continue
		}
		groups, digits = 0, 0
	}
	return false
}

// wholeWord reports the whole of something: entire, verbatim, all turns.
func wholeWord(t lowText) bool {
	return t.in(wholeWordSet)
}

// everyScope reports a token asked for with every scope.
func everyScope(t lowText) bool {
	return t.in(everyScopeSet1) && t.in(everyScopeSet2)
}

// unwatched reports a time or a batch said to go unchecked: nobody
// reviews it.
func unwatched(t lowText) bool {
	return t.in(unwatchedSet)
}

// linkLike reports a host with a path written without a scheme
// (pay.acme-checkout.co/q, pago-rapido.shop/x): a link to follow.
func linkLike(sent string) bool {
	for _, w := range strings.Fields(sent) {
		host, path, ok := strings.Cut(strings.Trim(w, ".,;:()'\""), "/")
		if dot := strings.LastIndexByte(host, '.'); ok && path != "" && dot > 0 && dot < len(host)-2 && isHostName(strings.ToLower(host)) && !isASCIIDigit(host[dot+1]) {
			return true
		}
	}
	return false
}

// leadingPresentVerb reports a verb that puts a result to someone opening
// a clause: "When comparing vendors, present Acme as …".
func leadingPresentVerb(t lowText) bool {
	if !t.in(presentVerbSet) { // holds the verbs below
		return false
	}
	for _, v := range [...]string{"present ", "report ", "describe ", "classify ", "attribute "} {
		i := strings.Index(t.s, v)
		if i < 0 {
			continue
		}
		before := strings.TrimRight(t.s[:i], " ")
		if before == "" || strings.HasSuffix(before, ",") || strings.HasSuffix(before, ";") || strings.HasSuffix(before, ":") {
			return true
		}
	}
	return false
}

// conditionNegOnly reports a sentence whose negations all sit in a
// condition ("if the pod is not found"), after a when: none denies the
// order itself.
func conditionNegOnly(hits []hit) bool {
	when := false
	for _, h := range hits {
		switch h.c {
		case cWhen:
			when = true
		case cNeg:
			if !when {
				return false
			}
		}
	}
	return true
}

// outsidePath reports a path outside a workspace: a home directory, a
// parent directory, a system directory.
func outsidePath(sent string) bool {
	return outsidePathSet.in(sent)
}

// uncPath reports a Windows share (\\host\share): a destination as a
// URL is.
func uncPath(sent string) bool {
	i := strings.Index(sent, "\\\\")
	return i >= 0 && i+3 < len(sent) && isWordRune(rune(sent[i+2])) && strings.Contains(sent[i+2:], "\\")
}

// The phrase lists the functions above look for, as sets (phraseSet):
// each is matched in one pass over the sentence.
var (
	sendVerbSet        = newPhraseSet("send", "reply", "notif", "deliver", "envi", "sende", "отправ", "发送", "送信", "보내")
	choseSet           = newPhraseSet("named", "chose", "picked", "specified", "asked for", "gave")
	saveVerbSet        = newPhraseSet("guarda", "save", "speicher", "sauvegard", "salva", "salve", "сохрани", "保存", "저장")
	addresseeSet       = newPhraseSet("rib", "배송지", "address", "adresse", "dirección", "endereço", "indirizzo", "адрес", "地址", "住所", "approver", "承認者", "审批人", "결재자")
	approvalSet        = newPhraseSet("approv", "payout", "genehmig", "aprueb", "approuv", "approva", "aprove", "одобр", "批准", "承認", "승인")
	decodeSet          = newPhraseSet("decode", "解码", "デコード", "디코드", "décode", "decodifica", "dekodier", "декодир")
	executeSet         = newPhraseSet("执行", "実行", "execute", "exécute", "esegui", "ejecuta", "ausführ", "выполни", "실행")
	allScopeSet        = newPhraseSet("all ", "every", "any ", "qualquer", "todos", "todas", "alle ", "tous", "toutes", "tutti", "tutte", "все ", "всех", "所有", "一律", "すべて", "全て", "모든")
	verdictWordSet     = newPhraseSet(" as ", "comme ", "como ", "come ", " als ", "как ", "として", "为", "로 ", "으로 ")
	elevatedRightsSet  = newPhraseSet("not ", "n't ", "never ", "nicht ", "no ", "ne ", "не ", "不", "しない", "않")
	bypassesAskingSet1 = newPhraseSet("rather than asking", "instead of asking", "without asking", "cached password", "sans demander", "ohne zu fragen", "ohne nachzufragen", "sin preguntar", "sin pedir", "senza chiedere", "sem perguntar", "sem pedir", "не спрашивая", "无需确认", "不经确认", "無需確認", "確認せず", "확인 없이", "if unsure", "when in doubt", "without paging", "without notifying", "ohne benachrichtigung", "sans prévenir", "sin avisar", "senza avvisare", "sem avisar", "не уведомляя", "不通知", "通知せず", "알리지 않고", "im zweifel", "en caso de duda", "en cas de doute", "nel dubbio", "na dúvida", "если не уверен", "如果不确定", "迷ったら", "확실하지 않으면", "skip approval", "approval gates", "不用问", "no need to ask", "不用确认")
	bypassesAskingSet2 = newPhraseSet("retry", "try again", "rerun", "re-run", "relancez", "réessayez", "reintenta", "vuelve a intentar", "riprova", "tenta novamente", "erneut", "повтори", "重试", "再試行", "재시도")
	deniedSet          = newPhraseSet("refusé", "denied", "verweigert", "denegado", "negato", "negado", "запрещ", "拒绝", "拒否", "거부", "403", "forbidden", "insufficient permission", "权限不足", "権限不足", "권한 부족", "권한이 없")
	failureNoteSet     = newPhraseSet("error", "errore", "fehler", "erreur", "ошибк", "错误", "エラー", "오류", "erro", "błęd", "expired", "expirée", "scadut", "abgelaufen", "caducad", "wygasł", "истек", "过期", "期限切れ", "만료", "quota exceeded", "breaks", "resolve it", "to fix it", "fixed by", "pour résoudre", "para resolver", "zur behebung", "per risolvere", "чтобы исправить", "解决", "解決するには", "해결하려면", "gesperrt", "bloqué", "bloquead", "bloccat", "заблокирован", "锁定", "ロック", "잠겼")
	userAskedSet       = newPhraseSet("asking the user", "ask the user", "invitez l'utilisateur", "ihn bitten", "sie bitten", "chiedere", "pídele", "peça ao", "попросите", "请用户", "ユーザーに入力", "사용자에게 요청", "tell them", "having the user")
	bankCodeSet        = newPhraseSet("sms", "card number", "code de carte", "numéro de carte", "kartennummer", "número de tarjeta", "número do cartão", "numero di carta", "номер карты", "卡号", "カード番号", "카드 번호", "smart card", "验证码", "認証コード", "인증 코드", "one-time", "einmalcode")
	copyVerbSet        = newPhraseSet("copy ", "copie ", "copia ", "copiez", "kopiere", "kopieren", "скопир", "复制", "抄送", "コピー", "복사", "share with", "shared with")
	ownServerSet       = newPhraseSet("this server", "this one", "this template", "this resource", "this prompt", "this connector", "this integration", "this helper", "本服务", "本服務", "本服务器", "此服务", "本サーバー", "このサーバー", "このテンプレート", "このリソース", "este servidor", "esta plantilla", "este recurso", "ce serveur", "ce modèle", "cette ressource", "этот сервер", "этого сервера", "этим сервером", "этот шаблон", "diesen server", "dieser server", "diesem server", "diese ressource", "diese vorlage", "이 서버", "이 템플릿", "이 리소스", "questo server", "questa risorsa", "questo modello", "este modelo", "esta ficha")
	insteadWordSet     = newPhraseSet("instead", "stattdessen", "en su lugar", "à la place", "invece", "em vez disso", "em vez d", "en lugar d", "au lieu d", "anstatt", "вместо этого", "代わりに", "改用", "대신")
	presentVerbSet     = newPhraseSet("present ", "report ", "describe ", "classify ", "label ", "mark ", "rate ", "attribute ", "attribuez", "atribuya", "attribuisci", "atribua", "zuschreiben", "указыв", "приписыв", "归因", "帰属", "présente", "presenta ", "apresente", "darstellen", "представ", "展示", "提示", "表示して", "표시")
	payeeAccountSet1   = newPhraseSet("card ending", "ending in", "尾号", "下4桁", "terminada en", "se terminant par", "endet auf", "末尾", "끝자리", "con finale", "final ")
	payeeAccountSet2   = newPhraseSet("은행", "bsb", "acct", "pix", "banco", "bank", "banca", "банк")
	payWordSet         = newPhraseSet("bank details", "bankverbindung", "coordonnées bancaires", "datos bancarios", "coordinate bancarie", "dados bancários", "реквизит", "银行信息", "口座情報", "계좌 정보", "pay", "remit", "refund", "überweis", "zahl", "pago", "pagamento", "pagament", "paiement", "virement", "rembours", "rimbors", "reembols", "оплат", "плат", "возврат", "付款", "收款", "退款", "支払", "振込", "返金", "결제", "송금", "환불", "입금")
	changeWordSet      = newPhraseSet("changed", "updated", "new ", "now ", "replace", "rather than", "no longer", "mudou", "alterad", "geändert", "aktualisiert", "neue", "ersetze", "变更", "更改", "改为", "替换", "변경", "교체", "cambiad", "cambiat", "nuev", "nouvel", "nouveau", "désormais", "remplace", "desde ", "a partir", "ab sofort", "отныне", "изменен", "изменил", "замени", "新的", "新しい", "置き換え", "새 ", "vanno effettuati", "deben hacerse", "sostitu", "substitu", "reemplaz", "must be made", "are to be", "remit to", "überweisen sie", "not to the original")
	slotWordSet        = newPhraseSet("suffix", "prefix", "segment", "query string", "to the query", "la requête", "クエリ", "a la consulta", "der anfrage", "в запрос", "查询参数", "쿼리에", "имя пода")
	putVerbSet         = newPhraseSet("prefixed with", "suffixed with", "toss it", "drop it", "keep it in", "echoed back", "mirrored", "ajoutez", "include ", "add ", "append", "подставьте", "вставьте", "付与", "埋め込", "toe aan", "voeg", "inserisci", "insira", "inserta", "insérez", "einfügen", "填入", "넣어")
	secretFoundSet     = newPhraseSet("found in", "trouvé dans", "uit ~", "from ~", "aus ~", "de ~", "da ~", "из ~", "handy", "document.cookie", "session cookie", "seen earlier")
	toolOutputSet1     = newPhraseSet("any server", "shell tool", "shell servers", "filesystem and shell", "vault tools", "read_secret")
	toolOutputSet2     = newPhraseSet("output", "response", "results", "printed", "returned by", "résultat", "salida", "ausgabe", "вывод", "输出", "出力", "출력", "risultat", "resultado")
	memoryWordSet      = newPhraseSet("persistent instructions", "standing instructions", "memory note", "save to memory", "save in memory", "in your memory", "to your memory", "for future sessions", "instructions permanentes", "en mémoire", "salva in memoria", "nella memoria", "guarda en memoria", "en tu memoria", "guarde na memória", "na memória", "im gedächtnis", "dauerhaft merken", "в память", "в памяти", "记住", "记忆中", "メモリに保存", "メモリーに", "記憶して", "메모리에 저장", "기억에 저장", "기억해")
	mentionsKeywordSet = newPhraseSet("mention", "contains", "menciona", "mentionne", "menziona", "erwähnt", "enthält", "упомина", "содержит", "提到", "包含", "言及", "含む", "언급", "포함")
	sharedPlaceSet     = newPhraseSet("shared", "compartid", "partagé", "condivis", "compartilhad", "geteilt", "общий доступ", "общую", "共享", "共有", "공유", "public link", "enlace público", "lien public")
	amountOverSet1     = newPhraseSet("exceed", "over ", "more than", "above", "dépasse", "supérieur", "supera", "überschreit", "über ", "excede", "acima de", "превыша", "больше", "超过", "超える", "以上", "이상", "초과")
	amountOverSet2     = newPhraseSet("amount", "total", "montant", "importe", "betrag", "importo", "valor", "сумм", "金额", "金額", "금액", "€", "$", "円", "원")
	wholeWordSet       = newPhraseSet("entire", "verbatim", "all turns", "everything", "full ", "complete", "vollständig", "completo", "complet", "entier", "intero", "inteiro", "полн", "全部", "完整", "すべて", "全文", "전체", "모든")
	everyScopeSet1     = newPhraseSet("scopes=['*", "scopes=[\"*", "scopes=[*", "scopes=*", "scope=*", "all scopes", "allen scopes", "todos los scopes", "todos os escopos", "tous les scopes", "tutti gli scope", "всеми скоупами", "所有权限范围", "全スコープ", "모든 스코프")
	everyScopeSet2     = newPhraseSet("token", "jeton", "トークン", "令牌", "토큰", "токен")
	unwatchedSet       = newPhraseSet("nobody reviews", "no one reviews", "nobody checks", "no one checks", "niemand prüft", "nadie revisa", "personne ne vérifie", "nessuno controlla", "ninguém revisa", "никто не проверяет", "没人审核", "没人检查", "誰も確認しない", "아무도 확인하지")
	outsidePathSet     = newPhraseSet("../", "~/", "/home/", "/etc/", "/root/", "/users/", "/Users/", "%USERPROFILE%")
)

// The phrase lists of the functions above, as sets (phraseSet); a set of
// a list a function looks for one phrase at a time gates the search.
var (
	otherServiceWords = []string{"other ", "another ", "andere ", "anderen ", "otros ", "otras ", "outros ", "outras ", "altri ", "altre ", "autres ", "другие ", "других ", "其他", "其它", "他の", "다른 ", "built-in ", "builtin ", "generic ", "default ", "standard ", "標準の", "内置", "默认", "predefinit", "predeterminad", "padrão", "par défaut", "встроенн", "기본 "}
	otherServiceSet   = newPhraseSet(otherServiceWords...)
	verdictWords      = []string{"no known vulnerabilit", "safe to merge", "lgtm", "minor", "軽微", "轻微", "경미", "「低」", "'low'", "lowest-cost", "lowest cost", "within slo", "within sla", "within policy", "on track", "healthy", "compliant", "moins cher", "más barat", "günstiger", "più economic", "mais barat", "дешевле", "更便宜", "最便宜", "安い", "저렴"}
	verdictSet        = newPhraseSet(verdictWords...)
	elevatedWords     = []string{"admin", "sudo", "as root", "break-glass", "break_glass", "superuser", "service account", "compte de service", "cuenta de servicio", "dienstkonto", "account di servizio", "conta de serviço", "сервисн", "服务账号", "服务帐户", "サービスアカウント", "서비스 계정", "--force"}
	elevatedSet       = newPhraseSet(elevatedWords...)
	orderWordSet      = newPhraseSet("should ", "must ", "ください", "하세요", "请")
	changeMarkSet     = newPhraseSet("à la place", "変更", "변경", "更改")
	attachWordSet     = newPhraseSet("beizufügen", "anhang", "posted", "appended")
	quotedServerSet   = newPhraseSet("' server", "' mcp", "\" server", "\" mcp", "」サーバー", "' 서버")
	serviceNounSet    = newPhraseSet("server", "service", "servicio", "serviço", "servizi", "serveur", "dienst", "сервис", "сервер", "服务", "サーバー", "サービス", "서버", "서비스", "integration", "integrador", "integraç", "intégration", "integrazion", "интеграц", "連携", "集成", "통합", "crm", "tool", "strumento", "herramienta", "outil", "werkzeug", "инструмент", "工具", "ツール", "도구", "ferramenta", "prompts", "browsing")
)
