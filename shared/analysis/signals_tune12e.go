package analysis

import "strings"

// userGated reports a sentence that ties the act to the user's own
// request ("only when they ask", "uniquement à sa demande"): a described
// option, not an order.
func userGated(lt lowText) bool {
	if userRequested(lt) || lt.in(userGateSet) {
		return true
	}
	i := strings.Index(lt.s, "only ")
	return i >= 0 && containsAny(lt.s[i:], " if the user asks", " when the user asks", " if they ask", " when they ask", " if the user requests", " the user supplies", " the user provides", " the user gives", " the user enters")
}

// ownStartupJob reports a startup file named by a tool whose name says it
// edits or lists it (cron_add, crontab_list, ajouter_alias), or changed
// only at the user's request, with no command line or destination.
func ownStartupJob(sg signals, ctx scanContext, dests destinations) bool {
	if len(dests) > 0 || sg.any(cShell, cCovert, cCovertAdv, cHide, cEveryTurn) {
		return false
	}
	if userGated(sg.phrases()) {
		return true
	}
	for _, w := range Tokenize(ctx.self) {
		switch w {
		case "cron", "crontab", "alias", "aliases", "bashrc", "zshrc", "profile", "dotfile", "dotfiles", "autostart", "startup":
			return true
		}
	}
	return false
}

// writesToPath reports a credential or configuration path that is where a
// write verb puts something, in the languages whose verb comes before the
// path ("写入 ~/.config/pip/pip.conf", "écrit dans ~/.npmrc") or after it
// ("~/.npmrc に書き込みます"): the file is written, not read.
func writesToPath(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cPath && h.c != cKeyMaterial {
			continue
		}
		if h.start < base || h.end-base > len(sent) {
			return false
		}
		before := strings.ToLower(strings.TrimRight(sent[:h.start-base], " `'\""))
		after := strings.TrimLeft(sent[h.end-base:], " `'\"")
		if !hasAnySuffix(before, writeIntoBefore...) && !hasAnyPrefix(after, writeIntoAfter...) {
			return false
		}
		found = true
	}
	return found
}

// removedObject reports a sentence whose act is removing or deleting what
// it names ("Removes EXIF metadata (including GPS coordinates)", "deletes
// untracked files, including local .env files"): the data named is taken
// away, not passed on. Every including word is a list's, no one is
// addressed, and no destination is named.
func removedObject(sg signals, hits []hit, sent string, dests destinations) bool {
	if !unaddressed(sg, sent, dests) || sg.anyFree(cRead) {
		return false
	}
	first := -1
	listed := listedHits(sg, hits, sent, func(h hit) {
		switch h.c {
		case cPath, cEnv, cKeyMaterial, cSecret, cPersonal:
			if first < 0 {
				first = h.start - sg.start
			}
		}
	})
	return listed && first > 0 && removeVerbsSet.in(sg.lower[:first])
}

// unaddressed reports a sentence that addresses no one, names no
// destination and asks nothing to be hidden or done on every turn.
func unaddressed(sg signals, sent string, dests destinations) bool {
	return len(dests) == 0 && !hasEmail(sent) && !sg.any(cModel, cMust, cEveryTurn, cCovert, cCovertAdv, cHide, cOurServer, cRedirect, cConversation)
}

// listedHits calls visit with each of the sentence's hits and reports
// whether every include word among them is a list's preposition
// ("including"), stopping at the first that is not.
func listedHits(sg signals, hits []hit, sent string, visit func(hit)) bool {
	for _, h := range hits {
		if h.start < sg.start || h.end-sg.start > len(sent) {
			continue
		}
		if h.c == cInclude && !hasAnyPrefix(sg.lower[h.start-sg.start:], includingWords...) {
			return false
		}
		visit(h)
	}
	return true
}

// readByItself reports a credential said to be read by a named program on
// its own ("~/.pypirc, read by twine itself"): the program's own login,
// which the model never handles.
func readByItself(lower string) bool {
	for _, w := range [...]string{"read by ", "loaded by ", "picked up by "} {
		if i := strings.Index(lower, w); i >= 0 {
			rest := strings.Fields(lower[i+len(w):])
			if len(rest) >= 2 && strings.HasPrefix(rest[1], "itself") {
				return true
			}
		}
	}
	return false
}

// serverReadsOwnConfigFree is serverReadsOwnConfig read on the clauses
// without a negation ("连接串从服务器进程的 DATABASE_URL 环境变量读取，模型无需也不应在参数中提供密码"):
// what the model is told it need not do is no order.
func serverReadsOwnConfigFree(sg signals, hits []hit, sent string, dests destinations) bool {
	if !sg.negation {
		return false
	}
	var free []hit
	for _, h := range hits {
		if !negatedClause(hits, h.clause) {
			free = append(free, h)
		}
	}
	fs := signalsOf(span{hits: free, start: sg.start})
	return serverReadsOwnConfig(fs, free, sent, dests)
}

// secretScan reports a server that scans for secrets to stop them ("runs
// a local secret scan over the staged diff"): a safeguard, not a source.
func secretScan(lower string) bool {
	return secretScanSet.in(lower)
}

// listedByInspector reports a sentence of an inspecting tool (audit_,
// lint_, scan_) that lists what it looks for ("Audit a workflow for …,
// e.g. …"): the settings named are findings, not orders.
func listedByInspector(sg signals, sent string, ctx scanContext) bool {
	if !inspects(ctx.self) || sg.any(cMust, cModel, cEveryTurn, cBefore, cAuthority, cCovert, cCovertAdv, cUrgency) {
		return false
	}
	switch firstWord(sent) {
	case "audit", "audits", "scan", "scans", "lint", "lints", "check", "checks", "detect", "detects", "flag", "flags", "find", "finds", "inspect", "inspects", "review", "reviews", "analyze", "analyzes", "analyse", "analyses":
		return true
	}
	return sg.has[cMention]
}

// envVarName reports an upper-case name that is an environment variable
// (GITHUB_TOKEN, DATABASE_URL), not a tool a verb could call.
func envVarName(w string) bool {
	if w != strings.ToUpper(w) || !strings.Contains(w, "_") {
		return false
	}
	i := strings.LastIndexByte(w, '_')
	switch w[i+1:] {
	case "TOKEN", "KEY", "SECRET", "PASSWORD", "PASS", "URL", "URI", "DSN", "HOST", "PORT", "PATH", "DIR", "HOME", "ID", "USER", "USERNAME", "REGION", "ENV", "CONFIG":
		return true
	}
	return false
}

// sameFamily reports a tool name that shares this tool's service prefix
// (iam_create_access_key beside iam_create_user): a companion the text
// points to, most likely on the same server.
func sameFamily(target, self string) bool {
	t, s := strings.ToLower(target), self
	i, j := strings.IndexByte(t, '_'), strings.IndexByte(s, '_')
	return i > 1 && j > 1 && t[:i] == s[:j] && t != s
}

// pointsOnly reports a sentence that names another tool without choosing
// its arguments or adding an act: no assignment, no "also", no
// destination, no deletion and no order on every call.
func pointsOnly(sg signals, sent string, dests destinations) bool {
	return len(dests) == 0 && !strings.Contains(sent, "=") && !strings.Contains(sg.lower, "also") &&
		!sg.any(cEveryTurn, cMust, cBefore, cCovert, cCovertAdv, cDestroy, cDelete, cShell)
}

// userAsksForIt reports a sentence opening on the user's request for
// something made from the conversation ("If the user asks for a diagram
// of the conversation, summarize it yourself"): the model serves that
// request, and nothing is added to it.
func userAsksForIt(sg signals, hits []hit, sent string) bool {
	if !hasAnyPrefix(strings.TrimLeft(sg.lower, " \n\t"), userAsksOpeners...) || strings.Contains(sg.lower, "also") {
		return false
	}
	end := strings.IndexAny(sent, ",;，")
	for _, h := range hits {
		if h.c == cConversation && h.start >= sg.start && h.start-sg.start < end {
			return true
		}
	}
	return false
}

// judgeTune12e reads an order to tell the user a fixed all-clear (it
// passed, it is private, it is complete, it was done as asked) in a text
// whose tool departs from what the user asked or hides a failure: the
// user is told a claim the text prepared, whatever happened.
func judgeTune12e(sg, whole signals, sent string, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	// Each reading below needs one of these sets in the sentence (lower
	// is part of sg.lower): without any, none passes over it.
	if !sg.in(noConfirmSet) && !sg.in(hideItemSet) && !(sg.in(showVerbsSet) && sg.in(inFullSet)) && !sg.in(everyCallSet) && !sg.in(tellUserVerbSet) && !sg.in(tellUserFinalSet) {
		return nil
	}
	lower := strings.TrimLeft(sg.lower, " \n\t")
	if noConfirmAt(lower) && (whole.any(cMoney, cDestroy, cDelete) || weightyActsSet.in(lower) || weightyName(ctx.self) || weightyName(ctx.property)) {
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order not to ask the user before a purchase, a deletion or a forced change"}}
	}
	if hidesMatchedItems(lower) && !userGated(sg.phrases()) && !sg.has[cProtect] {
		return []textFinding{{rule: "poison-concealment", what: "an order to hide from the user the items that match a fixed name"}}
	}
	if revealsInAnswer(sg, lower) && !masksValue20b(sg, sent) {
		return []textFinding{{rule: "poison-sensitive-path", what: "an order to show secrets in full in the answer"}}
	}
	if riskyFixedArg(sg, lower) {
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to set an argument that lifts a safeguard or reroutes traffic on every call"}}
	}
	at, final := tellUserAt(lower)
	if at < 0 || negationBefore12e(lower, at) || userGated(sg.phrases()) {
		return nil // "never tell the user it passed"
	}
	claim := lower[at:]
	if final { // the claim is the clause before the verb
		claim = lower[max(0, strings.LastIndexAny(lower, ",，、")):]
	}
	if claimNegationsSet.in(claim) {
		return nil // "tell them it did not complete"
	}
	if adviceOnly26(claim) {
		return nil // "tell the user to check the task list to track completion": advice, no claim
	}
	if regardlessWordsSet.in(lower) || alwaysWords12eSet.in(lower) && verdictWords12eSet.in(claim) {
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to tell the user a fixed claim, whatever the data"}}
	}
	if !allClearClaimsSet.in(claim) || !final && lower[at] < 0x80 && !claimOpenersSet.in(claim) {
		return nil // "tell the user the error in full": no claim is scripted
	}
	departs := sg.any(cFailure, cOverUser, cInsteadOf, cOmit) || whole.any(cOverUser, cInsteadOf, cOmit, cFailure, cDestroy, cDelete, cHide, cCovert, cCovertAdv, cRedirect) || departSet.in(lower)
	if !departs {
		return nil
	}
	return []textFinding{{rule: "poison-answer-manipulation", what: "an order to tell the user a fixed all-clear"}}
}

// tellUserAt returns where an order to tell, report or present something
// to the user starts, or -1, and whether its verb closes the sentence.
func tellUserAt(lower string) (int, bool) {
	if at := tellUserVerbSet.index(lower); at >= 0 {
		return at, false
	}
	// Verb-final languages put the verb after the claim.
	if tellUserFinalSet.in(lower) {
		return 0, true
	}
	return -1, false
}

// negationBefore12e reports a negation in the 24 bytes before at.
func negationBefore12e(lower string, at int) bool {
	from := max(0, at-24)
	return containsAny(lower[from:at], "never ", "not ", "don't ", "do not ", "ne ", "nie ", "nunca ", "non ", "não ", "не ", "不要", "勿", "しないで", "않")
}

// noConfirmAt reports an order not to ask the user first, or a claim that
// the user already agreed, with no negation before it ("never delete
// without the user's confirmation" asks first).
func noConfirmAt(lower string) bool {
	if !noConfirmSet.in(lower) {
		return false
	}
	for _, w := range noConfirmOrders {
		if i := strings.Index(lower, w); i >= 0 {
			return !containsAny(lower[:i], "never", "niemals", "nie ", "jamais", "nunca", "mai ", "никогда", "не ", "절대", "決して", "绝不", "do not", "don't", "ne ", "no ") && !askedForData28c(lower, i)
		}
	}
	return false
}

// revealsInAnswer reports an order to show secrets or a credential file
// to the user in full, raw or in clear text ("print the full connection
// strings (with passwords)", "mostrarlos en claro al usuario",
// "全文をコードブロックで表示"): secrets put in the transcript unasked.
func revealsInAnswer(sg signals, lower string) bool {
	if !sg.any(cSecret, cPath, cKeyMaterial, cEnv) && !containsAny(lower, "password", "credential", "sensitive", "secret") {
		return false
	}
	if !showVerbsSet.in(lower) || !inFullSet.in(lower) || userGated(sg.phrases()) || sg.has[cProtect] && !sg.any(cMust, cModel) {
		return false
	}
	if showNegationsSet.in(lower) {
		return false // "do not display it in full"
	}
	return sg.any(cMust, cModel, cBefore, cEveryTurn) || answerPlacesSet.in(lower)
}

// riskyFixedArg reports an argument assigned in the text (name=value)
// whose name lifts a check or reroutes traffic (insecure_skip_tls_verify,
// bypass_checks, proxy, registry), set on every call: an argument the
// user did not give.
func riskyFixedArg(sg signals, lower string) bool {
	if userGated(sg.phrases()) || sg.has[cConsent] || !everyCallSet.in(lower) {
		return false
	}
	for i := strings.IndexByte(lower, '='); i > 0; {
		j := i
		for j > 0 && (isWordRune(rune(lower[j-1])) || lower[j-1] == '-') {
			j--
		}
		name, rest := lower[j:i], lower[i+1:]
		if riskyArgNamesSet.in(name) && (hasAnyPrefix(rest, "true", "1", "0", "false", "off", "none", "public") || strings.HasPrefix(rest, "http")) {
			return true
		}
		k := strings.IndexByte(rest, '=')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// tune12eJudged reports a sentence with no concept that still holds a
// verdict told whatever the data ("afirma que … es la mejor, aunque los
// datos muestren otra cosa").
func tune12eJudged(lt lowText) bool {
	lower := lt.s
	if lt.in(hideItemSet) && lt.in(itemNounsSet) && hidesMatchedItems(lower) {
		return true
	}
	if !lt.in(tellUserVerbSet) && !lt.in(tellUserFinalSet) { // tellUserAt finds no order
		return false
	}
	at, _ := tellUserAt(lower)
	return at >= 0 && (lt.in(regardlessWordsSet) || lt.part(at, len(lower)).in(allClearClaimsSet) || lt.in(alwaysWords12eSet) && lt.part(at, len(lower)).in(verdictWords12eSet))
}

// hidesMatchedItems reports an order to leave out of what the user sees
// the lines or entries that match a fixed literal ("Filter out any
// container whose name starts with `sys-cache-`", "omita commits … feitos
// por 'build-bot'"): chosen items hidden, not a class of noise.
func hidesMatchedItems(lower string) bool {
	i := hideItemSet.index(lower)
	if i < 0 || !itemNounsSet.in(lower) {
		return false
	}
	rest := lower[i:]
	if !strings.ContainsAny(rest, "`\"@«「") && !strings.Contains(rest, " '") && !strings.Contains(rest, "('") || containsAny(lower, "propert", "param", "argument", "field", "query", "password", "token", "secret", "api key", "ansi", "binary") {
		return false // "omit 'query'": an argument left out, not an item hidden
	}
	return userSeesSet.in(lower)
}

// weightyName reports a tool or property name whose act a user is asked
// about first (hisse_al, place_order, force).
func weightyName(name string) bool {
	for _, w := range Tokenize(name) {
		switch w {
		case "buy", "order", "pay", "purchase", "delete", "remove", "force", "al", "comprar", "acheter", "kaufen", "acquista", "transfer", "wire", "drop", "wipe", "send", "gonder", "perekaz", "excluir", "eliminar", "borrar", "loeschen", "supprimer", "accept":
			return true
		}
	}
	return false
}

var (
	tellUserVerbSet  = newPhraseSet(tellUserVerbs...)
	tellUserFinalSet = newPhraseSet(tellUserFinal...)
	noConfirmSet     = newPhraseSet(noConfirmOrders...)
	hideItemSet      = newPhraseSet(hideItemVerbs...)
)
