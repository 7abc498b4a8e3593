package analysis

import (
	"fmt"
	"slices"
	"strings"
	"unicode/utf8"
)

// hit is one lexicon phrase found in a folded text.
type hit struct {
	c          concept
	start, end int
	clause     int // index of the clause (comma-separated part) in its sentence
}

// matchConcepts finds lexicon phrases in lower, the longest at each word
// start (anywhere in scripts without spaces), in one pass.
func matchConcepts(lower string) []hit {
	idx := lexiconIndex()
	// Most texts hit a few concepts: collect them on the stack, return a copy.
	var scratch [16]hit
	hits := scratch[:0]
	prevWord := false
	// accept records e at i and returns where the scan goes on.
	accept := func(e lexEntry, i int) int {
		hits = append(hits, hit{c: e.c, start: i, end: i + len(e.text)})
		last, _ := utf8.DecodeLastRuneInString(e.text)
		prevWord = isIdentRune(last)
		return i + len(e.text)
	}
	for i := 0; i < len(lower); {
		r, size := rune(lower[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(lower[i:])
		}
		wordRune := isIdentRune(r)
		if c := lower[i]; (c >= 'a' && c <= 'z' || c >= '0' && c <= '9') && !prevWord {
			// An ASCII word: one lookup by the word, one among the stems.
			// The word and its hash in one pass (asciiWord, wordHash).
			j, h := i, uint32(2166136261)
			for ; j < len(lower) && asciiWordBytes[lower[j]]; j++ {
				h = (h ^ uint32(lower[j])) * 16777619
			}
			word := lower[i:j]
			var e lexEntry
			var ok bool
			if l := idx.words.lookup(word, h); l != nil {
				e, ok = l.longest(lower, i)
			}
			if len(word) >= 3 && idx.stemMay.mayContain(word) {
				if s, sok := longestMatch(lower, i, idx.byStem[word[:3]]); sok && (!ok || len(s.text) > len(e.text)) {
					e, ok = s, true
				}
			}
			if ok {
				i = accept(e, i)
				continue
			}
			if k := strings.IndexByte(word, '\''); k >= 0 {
				// l'utilisateur, dell'utente: the word after the elision.
				prevWord = false
				i += k + 1
				continue
			}
			prevWord = true
			i += len(word)
			continue
		}
		if idx.startsAt[lower[i]] && (!wordRune || !prevWord || isSpacelessScript(r)) {
			e, ok := longestMatch(lower, i, idx.byStart[lexKey(lower[i:])])
			if !ok && size < len(lower)-i && idx.oneRune[r] {
				// One-rune entries (你, 不) are keyed by that rune alone.
				e, ok = longestMatch(lower, i, idx.byStart[lower[i:i+size]])
			}
			if ok {
				i = accept(e, i)
				continue
			}
		}
		prevWord = wordRune
		i += size
	}
	if len(hits) == 0 {
		return nil
	}
	return slices.Clone(hits)
}

func longestMatch(lower string, i int, list []lexEntry) (lexEntry, bool) {
	rest := lower[i:]
	for _, e := range list {
		if !strings.HasPrefix(rest, e.text) {
			continue
		}
		if !e.stem {
			last, _ := utf8.DecodeLastRuneInString(e.text)
			next, _ := utf8.DecodeRuneInString(rest[len(e.text):])
			if isIdentRune(last) && isIdentRune(next) && !isSpacelessScript(next) && !isSpacelessScript(last) {
				continue
			}
		}
		if e.c == cRole && !atLineStart(lower, i) {
			continue
		}
		return e, true
	}
	return lexEntry{}, false
}

// atLineStart reports whether only spaces, or a closing tag, stand between
// the line's start and i.
func atLineStart(s string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch s[j] {
		case ' ', '\t', '\r':
			continue
		case '\n', '>':
			return true
		}
		return false
	}
	return true
}

// span is a sentence of a text: [start, end) and its hits.
type span struct {
	start, end int
	hits       []hit
}

// sentencesOf splits lower at sentence ends (., !, ? before a space; ;,
// newlines, and the CJK stops) and numbers each hit's clause.
func sentencesOf(lower string, hits []hit) []span {
	out := make([]span, 0, 4) // most texts have a few
	start, first, next, clause := 0, 0, 0, 0
	assign := func(before int) {
		for next < len(hits) && hits[next].start < before {
			hits[next].clause = clause
			next++
		}
	}
	flush := func(end int) {
		assign(end)
		if first < next || strings.TrimSpace(lower[start:end]) != "" {
			out = append(out, span{start: start, end: end, hits: hits[first:next]})
		}
		first, start, clause = next, end, 0
	}
	for i := 0; i < len(lower); {
		if !sentenceBytes[lower[i]] {
			i++ // nothing to do: hits are assigned at the next byte that matters
			continue
		}
		r, size := rune(lower[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(lower[i:])
		}
		assign(i + 1)
		end := false
		switch r {
		case '\n', '。', '！', '？':
			end = true
		case '.', '!', '?':
			nr, _ := utf8.DecodeRuneInString(lower[i+size:])
			end = (i+size == len(lower) || nr == ' ' || nr == '\n' || nr == '"' || nr == '\'' || nr == ')') && !abbreviation(lower, i) && !inURL(lower, i) && !(i > 0 && lower[i-1] == '.')
		case ',', '，', '、', ':', '(', ')', ';', '；':
			clause++
		case ' ':
			// "… and don't tell the user": a negation just after a
			// conjunction starts a clause of its own.
			// The cheap test first: this runs at every space.
			if next < len(hits) && hits[next].c == cNeg && hits[next].start-i <= 24 {
				if conj := conjunctionAt(lower, i); conj > 0 && hits[next].start-(i+conj) <= 12 {
					clause++
				}
			}
		}
		i += size
		if end {
			flush(i)
		}
	}
	if start < len(lower) || next < len(hits) {
		flush(len(lower))
	}
	return out
}

// sentenceBytes marks the bytes sentencesOf acts on: the ASCII stops and
// clause marks, the space, and every byte of a multibyte rune.
var sentenceBytes = func() (t [256]bool) {
	for _, c := range []byte("\n.!?,:(); ") {
		t[c] = true
	}
	for c := utf8.RuneSelf; c < 256; c++ {
		t[c] = true
	}
	return t
}()

// inURL reports a dot inside a URL (…/r?q=...): the word it ends began
// with a scheme.
func inURL(s string, i int) bool {
	start := strings.LastIndexAny(s[:i], " \n(")
	return strings.Contains(s[start+1:i], "://")
}

// conjunctionAt returns the length of " and " (et, und, y, e, и, ed, and
// their kin) or " so " (so that, damit, para que: a purpose) at lower[i],
// or 0.
func conjunctionAt(lower string, i int) int {
	for _, c := range [...]string{" and ", " et ", " und ", " y ", " e ", " и ", " ed ", " en ", " dan ", " ve ", " và ", " so ", " so that ", " damit ", " para que ", " pour que ", " affinché "} {
		if strings.HasPrefix(lower[i:], c) {
			return len(c)
		}
	}
	return 0
}

// abbreviation reports a dot that ends e.g., i.e., etc. or vs.
func abbreviation(s string, i int) bool {
	for _, a := range [...]string{"e.g", "i.e", "etc", "vs", "ex"} {
		if i >= len(a) && s[i-len(a):i] == a && (i == len(a) || !isWordRune(rune(s[i-len(a)-1]))) {
			return true
		}
	}
	return false
}

// signals are the concepts of one sentence.
type signals struct {
	has       [nConcepts]bool
	free      [nConcepts]bool // present in a clause without a negation
	first     [nConcepts]int  // offset of the first hit in the sentence
	negation  bool
	start     int  // the sentence's offset in the text
	selfNamed bool // (whole text) the tool's own name appears
}

func signalsOf(s span) signals {
	sg := signals{start: s.start}
	var negClause uint64 // bit i: clause i holds a negation (clauses past 63 share bit 63)
	bit := func(clause int) uint64 { return 1 << min(clause, 63) }
	for _, h := range s.hits {
		if h.c == cNeg || h.c == cExclude {
			negClause |= bit(h.clause)
			sg.negation = true
		}
	}
	for _, h := range s.hits {
		if !sg.has[h.c] {
			sg.first[h.c] = h.start - s.start
		}
		sg.has[h.c] = true
		if negClause&bit(h.clause) == 0 {
			sg.free[h.c] = true
		}
	}
	return sg
}

func (sg signals) any(cs ...concept) bool {
	for _, c := range cs {
		if sg.has[c] {
			return true
		}
	}
	return false
}

func (sg signals) anyFree(cs ...concept) bool {
	for _, c := range cs {
		if sg.free[c] {
			return true
		}
	}
	return false
}

// scanContext is what the rules know of the tool a text belongs to.
type scanContext struct {
	self     string          // the tool's lowercase name, "" for server texts
	siblings siblingSet      // the server's tool names
	purpose  purpose         // what the tool's name and title say it is for
	params   map[string]bool // the lowercase names of its input properties
	memo     *readMemo
	property string // the lowercase name of the property whose text this is, if any
	value    bool   // the text is a value (enum, default, const, examples), not prose about one
	fixed    bool   // the value is one the model is handed (enum, default, const), not an example
	valueOf  string // the lowercase name of the property a fixed value belongs to, if known
}

// purpose says which sensitive things a tool's name and title are about,
// so that mentioning them is its job rather than a request.
type purpose struct {
	secrets, conversation, execute, payment bool
	chat                                    bool // the description is about chats or agents
}

func purposeOf(name string, title *string, descWords []string) purpose {
	words := Tokenize(name)
	if title != nil {
		// The title's head: what follows a bracket or a colon may be an
		// instruction, not the tool's purpose.
		head := *title
		if i := strings.IndexAny(head, "(:;,—–"); i >= 0 {
			head = head[:i]
		}
		words = append(words, Tokenize(head)...)
	}
	var p purpose
	for _, w := range descWords {
		switch w {
		case "chat", "chats", "conversation", "conversations", "message", "messages", "dialog", "dialogue", "assistant", "agent", "agents", "llm", "completion", "completions", "rag":
			p.chat = true
		}
	}
	summarizes := false
	for _, w := range words {
		switch w {
		case "ssh", "key", "keys", "secret", "secrets", "vault", "credential", "credentials", "password", "passwords", "env", "dotenv", "config",
			"token", "tokens", "auth", "login", "keychain", "wallet", "bitwarden", "1password", "lastpass", "keepass", "dashlane", "keeper", "cert", "certificate", "gpg", "pgp", "kms", "iam", "otp", "totp", "mfa", "2fa", "approve", "approval", "kube", "kubeconfig":
			p.secrets = true
		case "summarize", "summarise", "summary":
			summarizes = true // a summary of chats, not of any document
		case "chat", "conversation", "conversations", "message", "messages", "history", "transcript", "memory", "completion", "completions", "prompt", "llm", "clipboard":
			p.conversation = true
		case "shell", "exec", "execute", "command", "commands", "terminal", "bash", "run", "script", "process":
			p.execute = true
		case "chatbot", "agent", "agents", "assistant", "dialog", "dialogue":
			p.chat = true
		case "pay", "payment", "payments", "checkout", "card", "cards", "billing", "invoice", "invoices", "charge", "refund", "bank", "banking", "account", "accounts", "payroll", "kyc", "identity", "customer", "customers":
			p.payment = true
		}
	}
	p.conversation = p.conversation || summarizes && p.chat
	return p
}

// textFinding is what the rules found in one sentence.
type textFinding struct {
	rule, what string
}

// judgeSentence applies the poisoning rules to one sentence's signals;
// whole holds the concepts of the whole text.
func judgeSentence(sg, whole signals, hits []hit, sent string, ctx scanContext) []textFinding {
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule, what}) }
	quoting := sg.has[cMention]
	if !sg.has[cOtherTool] && otherKindOfTool(sent) {
		sg.has[cOtherTool] = true // "other search tools", "any other file-reading tool"
	}
	dests := destinationsIn(sent)
	names := toolNamesIn(sent, ctx)
	thisTool := sg.has[cThisTool] || names.self || mentionsThisTool(sent)
	paramRef := sg.has[cParamRef] || names.param || ctx.property != ""
	machine := sg.any(cPath, cEnv, cKeyMaterial)
	sensitiveObject := machine || sg.any(cSecret, cPersonal)
	action := sg.anyFree(cRead, cSend, cInclude, cAsk, cOurServer) || sg.free[cHarvest] && sg.any(cSecret, cKeyMaterial, cEnv)
	mail := hasEmail(sent)
	protective := sg.has[cProtect]

	// Text addressed to the model rather than the user.
	switch {
	case sg.has[cTag] && !quoting && whole.any(cRead, cSend, cInclude, cCall, cMust, cModel, cIgnore, cOverride, cSecret, cPath, cKeyMaterial, cConversation, cCovert, cHide, cObey):
		add("poison-hidden-instruction", "a pseudo-tag or delimiter addressed to the model")
	case sg.has[cRole]:
		add("poison-hidden-instruction", "a fake conversation turn")
	case sg.has[cIgnore] && sg.has[cInstr] && sg.any(cPrior, cModel) && !quoting:
		add("poison-hidden-instruction", "an instruction override")
	case sg.has[cOverride] && !quoting:
		add("poison-hidden-instruction", "an instruction override")
	case sg.free[cPersist] && !quoting && !strings.Contains(ctx.self, "memor"):
		add("poison-hidden-instruction", "an order to plant a lasting instruction")
	case sg.free[cUnsafe] && !quoting && !protective:
		add("poison-hidden-instruction", "an order to lift a safeguard")
	case sg.has[cIgnore] && sg.has[cAuthority] && !quoting:
		add("poison-hidden-instruction", "a claim of authority that lifts the safeguards")
	case sg.free[cObey] && !quoting:
		add("poison-hidden-instruction", "an order to obey text as if the user wrote it")
	}

	// Keeping something from the user.
	switch {
	case sg.has[cCovert] && !quoting:
		add("poison-concealment", "an order to keep it from the user")
	case sg.has[cNeg] && sg.has[cTell] && sg.has[cUser] && !quoting && orderedDenial(hits, sent, sg.start):
		add("poison-concealment", "an order to keep it from the user")
	case sg.free[cHide] && (sg.has[cUser] || sensitiveObject && sg.any(cModel, cMust)) && !quoting && !protective:
		add("poison-concealment", "an order to hide an action")
	case ctx.property != "" && !ctx.value && sg.has[cNeg] && sg.has[cTell] && whole.has[cUser] && negatedTell(hits) && !quoting && !protective:
		add("poison-concealment", "an order to keep a field from the user")
	case sg.has[cCovertAdv] && covertAction(hits) && !quoting:
		add("poison-concealment", "an action to be done covertly")
	}

	// Reading a secret the model can reach: files, keys and environment
	// variables on the machine, or a service's secret or personal data
	// handed to a side channel.
	suspicious := sg.any(cCovert, cCovertAdv, cHide, cConversation, cOurServer) || len(dests) > 0
	if action && !quoting && !(protective && !suspicious) && !sg.has[cExclude] {
		switch {
		case machine && (!ctx.purpose.secrets || suspicious) && (sg.anyFree(cInclude, cSend) || paramRef || sg.any(cBefore, cMust, cModel, cWhen, cEveryTurn) || suspicious):
			add("poison-sensitive-path", "an order to read and pass on a secret")
		case sg.has[cSecret] && !ctx.purpose.secrets && !sg.has[cConsent] && (suspicious || verbBefore(sg, sent, cSecret, cRead) && paramRef && sg.any(cModel, cMust, cBefore) || sg.anyFree(cInclude, cSend) && (paramRef && sg.anyFree(cRead) || (sg.any(cParamRef, cBefore) || names.param && !secretParam(ctx.params)) && sg.any(cUser, cModel, cOtherTool))):
			add("poison-sensitive-path", "an order to read and pass on a secret")
		case sg.has[cSecret] && !ctx.purpose.secrets && sg.anyFree(cInclude, cSend) && sg.any(cModel, cMust) && usersSecret(hits, sent, sg.start):
			add("poison-sensitive-path", "an order to pass on the user's secret")
		case sg.has[cHarvest] && sg.any(cSecret, cKeyMaterial, cEnv) && (sg.anyFree(cInclude, cSend, cRead) || paramRef) && !ctx.purpose.secrets:
			add("poison-sensitive-path", "an order to collect every secret it can find")
		case sg.has[cSecret] && !ctx.purpose.secrets && leadsWithVerb(hits, sg.start, cInclude, cSend) && names.param && usersSecret(hits, sent, sg.start) && !secretParam(ctx.params) && !sg.has[cConsent]:
			add("poison-sensitive-path", "an order to pass on the user's secret")
		case sg.has[cSecret] && !ctx.purpose.secrets && verbBefore(sg, sent, cSecret, cRead) && sg.anyFree(cInclude, cSend) && sg.any(cModel, cMust) && !sg.has[cConsent]:
			add("poison-sensitive-path", "an order to read and pass on a secret")
		case sg.free[cAsk] && sg.has[cKeyMaterial] && namesSeed(sent) && !quoting:
			add("poison-sensitive-path", "an order to ask the user for a wallet's recovery phrase")
		case sg.has[cAsk] && sg.any(cSecret, cKeyMaterial, cPersonal, cCode) && !ctx.purpose.secrets && !ctx.purpose.payment && !namesSecret(ctx.property):
			add("poison-sensitive-path", "an order to collect a secret from the user")
		case sg.has[cPersonal] && !ctx.purpose.payment && sg.anyFree(cInclude, cSend) && (paramRef || len(dests) > 0 || sg.has[cMust] && sg.has[cUser]):
			add("poison-sensitive-path", "an order to pass on personal or financial data")
		}
	}

	// Sensitive data routed into one of the tool's own fields, whatever
	// the verb ("works best when notes carries …", "… in `memo` is ideal").
	if ctx.property == "" && names.param && !sg.negation && !quoting && !protective && !sg.has[cConsent] && !sg.has[cExclude] &&
		(machine && !ctx.purpose.secrets && !ctx.purpose.execute && (fileContents(sent) || paramAsDestination(sent, ctx.params)) || sg.has[cConversation] && !ctx.purpose.conversation && !ctx.purpose.chat || sg.has[cSecret] && usersSecret(hits, sent, sg.start) && !ctx.purpose.secrets && !secretParam(ctx.params)) {
		add("poison-sensitive-path", "a secret or the conversation routed into one of its fields")
	}

	// Telling the user to type a secret in (a pretext: the account is
	// locked, the session expired).
	if sg.has[cTell] && !sg.negation && sg.any(cAsk, cMust) && sg.any(cSecret, cCode) && !orderedDenial(hits, sent, sg.start) && !sg.has[cConsent] && !quoting && !protective &&
		!ctx.purpose.secrets && !ctx.purpose.payment && !namesSecret(ctx.property) && !secretParam(ctx.params) {
		add("poison-sensitive-path", "an order to make the user type in a secret")
	}

	if ctx.value && (machine || sg.any(cSecret, cConversation, cPersonal)) && (sg.has[cUser] || strings.Contains(strings.ToLower(sent), "contents of")) && !quoting {
		add("poison-sensitive-path", "a secret asked for in an example or default value")
	}

	// Sending data out.
	switch {
	case len(dests) > 0 && (dests.sensitivePlaceholder() || dests.carriesData() && dests.personalPlaceholder()):
		add("poison-exfiltration", "a destination that carries data from the conversation")
	case len(dests) > 0 && (dests.carriesData() || dests.openQuery()) && sg.any(cConversation, cSecret, cPath, cEnv, cUser, cKeyMaterial, cPersonal):
		add("poison-exfiltration", "a markdown image or link that carries data out")
	case len(dests) > 0 && (sg.free[cSend] || sg.has[cRedirect]) && !quoting && !isCommandLine(sent):
		add("poison-exfiltration", "an order to send data to a fixed destination")
	case (len(dests) > 0 || mail) && sg.free[cInclude] && (sensitiveObject || sg.has[cConversation]) && !quoting:
		add("poison-exfiltration", "an order to send data to a fixed destination")
	case (mail && sg.has[cRedirect] || ctx.property != "" && dests.mailbox()) && sg.anyFree(cInclude, cMust) && !quoting:
		add("poison-exfiltration", "an order to add a fixed recipient")
	case sg.has[cIgnore] && sg.has[cUser] && (len(dests) > 0 || mail || hasPaymentTarget(sent)) && !quoting:
		add("poison-exfiltration", "an order to replace what the user gave with a fixed destination")
	case sg.has[cOurServer] && sg.anyFree(cInclude, cSend) && (sensitiveObject || sg.has[cConversation]) && !quoting:
		add("poison-exfiltration", "an order to send data to a fixed destination")
	case sg.has[cEncode] && sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial, cPersonal) && (len(dests) > 0 || hostSlot(sent)) && !quoting:
		add("poison-exfiltration", "data to be encoded into a URL or host name")
	case sg.free[cSend] && sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial) && hasEmail(sent) && !quoting:
		add("poison-exfiltration", "an order to mail data to a fixed address")
	case sg.has[cConversation] && (verbBefore(sg, sent, cConversation, cInclude, cSend) || paramRef && (verbBefore(sg, sent, cConversation, cRead, cTell) || sg.anyFree(cInclude, cSend))) && !ctx.purpose.conversation && !quoting && sg.free[cConversation] && !sg.has[cConsent]:
		add("poison-exfiltration", "a request for the conversation")
	}

	if ctx.fixed && len(dests) > 0 && (sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial) || dests.asksInQuery()) && !quoting {
		add("poison-exfiltration", "a fixed destination that asks for data from the conversation or the machine")
	}

	// Steering other tools.
	// dangerous is what makes an order to call a tool an attack; the text
	// checks run only where a rule asks.
	dangerous := func() bool {
		return sg.any(cStartup, cMoney, cShell, cConversation) || machine || len(dests) > 0 || hasPaymentTarget(sent) || grantsAccess(sent)
	}
	switch {
	case sg.has[cInsteadOf] && !quoting && replacesTool(sent[sg.first[cInsteadOf]:], ctx):
		add("poison-shadowing", "an instruction about other tools")
	case sg.has[cOtherTool] && sameClause(hits, cOtherTool, cCall, cSend, cInclude) && sg.any(cWhen, cBefore, cMust, cRedirect) && !thisTool && !quoting:
		add("poison-shadowing", "an instruction about other tools")
	case wellKnownIn(names.other, ctx) != "" && sg.has[cRedirect] && sg.any(cWhen, cMust) && !thisTool && !quoting:
		add("poison-shadowing", fmt.Sprintf("an instruction about another server's tool %s", wellKnownIn(names.other, ctx)))
	case sg.has[cMoney] && sg.has[cOtherTool] && sg.any(cWhen, cMust) && !quoting && !ownToolsOnly(sent):
		add("poison-shadowing", "an instruction to change payments made with other tools")
	case otherServersTool(names, ctx) != "" && sg.any(cWhen, cMust, cEveryTurn, cBefore) && sg.anyFree(cSend, cInclude, cRedirect) && (mail || len(dests) > 0 || thisTool && sg.any(cNeg, cInsteadOf, cBefore, cWhen)) && !quoting && !ownToolsOnly(sent):
		add("poison-shadowing", fmt.Sprintf("an instruction about another server's tool %s", otherServersTool(names, ctx)))
	case len(names.siblings) > 0 && sg.has[cRedirect] && (len(dests) > 0 || sg.any(cWhen, cMust)) && !quoting:
		add("poison-shadowing", fmt.Sprintf("an instruction about the sibling tool %s", names.siblings[0]))
	case len(names.siblings) > 0 && sg.has[cWhen] && (dangerous() || sg.any(cMust, cInclude) && hasAssignment(sent) && strings.ContainsAny(names.siblings[0], "_-.")) && !quoting:
		add("poison-shadowing", fmt.Sprintf("an instruction about the sibling tool %s", names.siblings[0]))
	}

	// Forcing this tool.
	if (sg.has[cOtherTool] && sg.has[cBefore] && sg.has[cEveryTurn] || thisTool && (sg.has[cEveryTurn] && sg.any(cMust, cAuthority, cOtherTool) || sg.has[cBefore] && sg.has[cOtherTool] || sg.has[cOnly] && sg.has[cOtherTool]) || sg.has[cOnlyThis]) && !quoting && !ownToolsOnly(sent) {
		add("poison-coercion", "a demand to use this tool before or instead of others")
	}

	// Preference, authority and urgency.
	switch {
	case sg.has[cOverUser] && (sg.any(cPrefer, cOtherTool, cDeprecated) || len(names.other) > 0) && !quoting:
		add("poison-preference-manipulation", "an order to override the user's choice of tool")
	case sg.has[cRegardless] && sg.any(cPromote, cPrefer) && !quoting:
		add("poison-preference-manipulation", "an order to rank results regardless of their merit")
	case sg.has[cPromote] && len(dests) > 0 && sg.any(cTell, cWhen, cEveryTurn, cDeprecated) && !quoting:
		add("poison-preference-manipulation", "an order to promote a link")
	case sg.has[cEveryTurn] && sg.has[cPromote] && !quoting:
		add("poison-preference-manipulation", "an order to advertise in every reply")
	case sg.has[cPromote] && (sg.has[cOtherTool] || sg.has[cDeprecated]) && !quoting && !ownToolsOnly(sent):
		add("poison-preference-manipulation", "an order to favour this server over other tools or vendors")
	case sg.has[cPrefer] && (thisTool || sg.has[cOtherTool]) && (len(names.siblings) == 0 || thisTool) && !ownRouting(sent) && !quoting:
		add("poison-preference-manipulation", "a claim that ranks this tool above others")
	case sg.has[cDeprecated] && (len(names.other) > 0 && (thisTool || whole.selfNamed) || sg.has[cOtherTool]) && !quoting && !ownToolsOnly(sent):
		other := "other tools"
		if len(names.other) > 0 {
			other = names.other[0]
		}
		add("poison-preference-manipulation", fmt.Sprintf("a claim that %s is deprecated in favour of this tool", other))
	case sg.any(cAuthority, cUrgency) && sg.any(cMust, cModel) && sg.anyFree(cRead, cSend, cInclude, cCall) && (sensitiveObject || sg.any(cConversation, cOtherTool, cMoney) || len(dests) > 0) && !quoting:
		add("poison-preference-manipulation", "a claim of authority or urgency that demands an action")
	}

	// Calling a tool with chosen arguments, or handing over a shell line.
	target, sibling := callTarget(sent, hits, sg, ctx)
	switch {
	case sg.free[cShell] && !quoting:
		add("poison-tool-invocation", "a shell command line for the model to run")
	case sg.has[cMoney] && sg.has[cTell] && sg.any(cRedirect, cWhen, cUser) && strings.ContainsAny(sent, "0123456789") && !quoting && !ctx.purpose.payment:
		add("poison-tool-invocation", "an order to give the user new payment details")
	case hasPaymentTarget(sent) && sg.anyFree(cSend, cInclude, cCall, cRedirect, cMoney, cTell) && sg.any(cMust, cModel, cWhen, cBefore, cUrgency, cAuthority, cEveryTurn, cInsteadOf) && !quoting:
		add("poison-tool-invocation", "an order to move money to a fixed account")
	case sg.has[cRedirect] && hasPaymentTarget(sent) && !quoting:
		add("poison-tool-invocation", "an order to change a payee to a fixed account")
	case ctx.property == "" && names.param && hasPaymentTarget(sent) && !quoting:
		add("poison-tool-invocation", "a fixed account or wallet for one of its fields")
	case hasPaymentTarget(sent) && sg.has[cMoney] && sg.anyFree(cSend, cInclude, cCall, cRedirect) && !ctx.purpose.payment && !quoting:
		add("poison-tool-invocation", "an order to move money to a fixed account")
	case sg.has[cMoney] && (sg.any(cUrgency, cCovert) || sg.has[cAuthority] && !ctx.purpose.payment) && (sg.any(cCall, cSend, cWhen, cThisTool) || !ctx.purpose.payment && strings.ContainsAny(sent, "0123456789")) && !quoting:
		add("poison-tool-invocation", "an order to move money under a pretext")
	case ctx.value && target != "" && !quoting:
		add("poison-tool-invocation", fmt.Sprintf("an order to call %s in an example or default value", target))
	case runsDownload(dests) && sg.anyFree(cCall, cTell, cAsk) && !quoting:
		add("poison-tool-invocation", "an order to download and run a program")
	case target != "" && !sibling && (sg.has[cEveryTurn] || dangerous()) && !quoting:
		add("poison-tool-invocation", fmt.Sprintf("an order to call %s, a tool this server does not offer", target))
	case target != "" && sibling && dangerous() && !quoting:
		add("poison-tool-invocation", fmt.Sprintf("an order to call %s with chosen arguments", target))
	case sg.has[cStartup] && sg.anyFree(cInclude, cSend, cCall) && !quoting && !ctx.purpose.execute:
		add("poison-tool-invocation", "an order to change a startup file")
	}
	return out
}

// callTarget returns the tool a call verb names within the next three
// words ("call write_file", "invoke transfer_funds"), and whether it is a
// sibling of this tool.
func callTarget(sent string, hits []hit, sg signals, ctx scanContext) (string, bool) {
	if !sg.free[cCall] {
		return "", false
	}
	base := sg.start
	for _, h := range hits {
		if h.c != cCall || h.end-base > len(sent) || h.start > base && sent[h.start-base-1] == '_' {
			continue
		}
		words := callWords(sent[h.end-base:], 3, false)
		if r, _ := utf8.DecodeRuneInString(sent[h.start-base:]); isSpacelessScript(r) {
			// Verb-final languages name the tool before the verb.
			words = append(callWords(sent[:h.start-base], 3, true), words...)
		}
		for i, w := range words {
			if i == 3 {
				break
			}
			w = strings.Trim(w, ".")
			lw := strings.ToLower(w)
			if lw == ctx.self {
				break
			}
			if name, ok := ctx.siblings[lw]; ok {
				return name, true
			}
			if isToolIdentifier(w) && startsWithVerb(lw) && !ctx.params[lw] {
				return w, false
			}
		}
	}
	return "", false
}

// callWords returns the first (or, fromEnd, the last) n words of s, in
// order, split at spaces, quotes, commas, parentheses and colons: all
// ASCII, so bytes can be split without decoding.
func callWords(s string, n int, fromEnd bool) []string {
	isSplit := func(c byte) bool {
		return c == ' ' || c == '`' || c == '\'' || c == '"' || c == ',' || c == '(' || c == ')' || c == ':'
	}
	var words []string
	if !fromEnd {
		for i := 0; i < len(s) && len(words) < n; {
			for i < len(s) && isSplit(s[i]) {
				i++
			}
			j := i
			for j < len(s) && !isSplit(s[j]) {
				j++
			}
			if j > i {
				words = append(words, s[i:j])
			}
			i = j
		}
		return words
	}
	for j := len(s); j > 0 && len(words) < n; {
		for j > 0 && isSplit(s[j-1]) {
			j--
		}
		i := j
		for i > 0 && !isSplit(s[i-1]) {
			i--
		}
		if j > i {
			words = append(words, s[i:j])
		}
		j = i
	}
	slices.Reverse(words)
	return words
}

// startsWithVerb reports a name whose first word is an action, as tool
// names are (send_email, run_command), unlike parameters (page_token).
func startsWithVerb(name string) bool {
	verb, _, _ := strings.Cut(strings.ReplaceAll(name, ".", "_"), "_")
	switch verb {
	case "get", "list", "create", "read", "write", "send", "delete", "update", "run", "execute", "exec", "search", "fetch", "query", "transfer", "upload",
		"share", "set", "add", "remove", "post", "make", "move", "copy", "open", "invoke", "call", "push", "pull", "merge", "deploy", "start", "stop",
		"download", "find", "edit", "put", "grant", "change", "install", "submit", "pay", "approve", "publish", "export", "import", "sync", "save", "store",
		"modify", "drop", "insert", "email", "mail", "notify", "forward", "purchase", "buy", "order", "book", "withdraw", "wire", "browser", "puppeteer", "slack", "github", "git", "fs", "shell", "file", "filesystem":
		return true
	}
	return false
}

// grantsAccess reports arguments that open something up: public
// visibility, admin rights, disabled protections.
func grantsAccess(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"'public'", "\"public\"", "=public", "to public", "make it public", "公開に", "「公開」", "公開設定", "设为公开", "改为公开", "“公开”", "「public」", "hacerlo público", "como público", "öffentlich machen", "auf öffentlich", "rendre public", "en public", "renderlo pubblico", "rendilo pubblico", "tornar público", "torná-lo público", "сделай публичн", "сделать публичн", "공개로", "admin permission", "admin rights", "private=false", "allow_writes", "collaborator", "owner rights", "owner role", "admin role", "write access", "full access", "force=true", "--force", "force-push", "force push"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// isCommandLine reports a documented command line (curl -X POST …),
// where "post" is an HTTP method rather than an order.
func isCommandLine(sent string) bool {
	lower := strings.TrimLeft(strings.ToLower(sent), " \t\n$>`")
	return strings.HasPrefix(lower, "curl ") || strings.HasPrefix(lower, "http ") || strings.HasPrefix(lower, "wget ")
}

// hasAssignment reports an argument set to a chosen value: x=y, "to true".
func hasAssignment(sent string) bool {
	for i := 1; i+1 < len(sent); i++ {
		if sent[i] == '=' && isWordRune(rune(sent[i-1])) && sent[i+1] != '=' && sent[i+1] != ' ' {
			return true
		}
	}
	lower := strings.ToLower(sent)
	return strings.Contains(lower, " to true") || strings.Contains(lower, " to false")
}

// mentionsThisTool reports "this tool" in any case; ASCII text is
// searched without lowercasing a copy.
func mentionsThisTool(sent string) bool {
	if !isASCII(sent) {
		return strings.Contains(strings.ToLower(sent), "this tool")
	}
	for i := 0; i+9 <= len(sent); i++ {
		if sent[i]|0x20 == 't' && strings.EqualFold(sent[i:i+9], "this tool") {
			return true
		}
	}
	return false
}

// hasPaymentTarget reports an IBAN or a crypto address.
func hasPaymentTarget(sent string) bool {
	if strings.IndexByte(sent, '/') < 0 && !strings.ContainsAny(sent, "0123456789") {
		return false // every target below has a slash or a digit
	}
	lower := strings.ToLower(sent)
	for _, p := range [...]string{"paypal.me/", "venmo.com/", "cash.app/", "buymeacoffee.com/"} {
		if strings.Contains(lower, p) {
			return true
		}
	}
	if !strings.ContainsAny(sent, "0123456789") {
		return false
	}
	if strings.Contains(lower, "sort code") && accountDigits(lower) || longNumber(sent) && bankWord(lower) {
		return true
	}
	if spacedAccount(sent) {
		return true
	}
	for rest := sent; rest != ""; {
		var w string
		w, rest = nextField(rest)
		w = strings.Trim(w, ".,;:()`'\"")
		switch {
		case len(w) == 42 && strings.HasPrefix(w, "0x") && isHex(w[2:]):
			return true
		case len(w) >= 42 && len(w) <= 62 && strings.HasPrefix(w, "bc1") && isLowerAlnum(w):
			return true // a Bitcoin bech32 address
		case len(w) == 34 && w[0] == 'T' && isAlnum(w) && !isDigits(w[1:]) && hasUpper(w[1:]) && strings.ContainsAny(w, "0123456789"):
			return true // a Tron address
		case len(w) >= 15 && len(w) <= 34 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'A' && w[1] <= 'Z' && w[2] >= '0' && w[2] <= '9' && w[3] >= '0' && w[3] <= '9' && isUpperAlnum(w):
			return true
		}
	}
	return false
}

// accountDigits reports "account" followed by a number of six digits or
// more.
func accountDigits(lower string) bool {
	for rest := lower; rest != ""; {
		var w string
		w, rest = nextField(rest)
		if strings.Trim(w, ",.:;") != "account" {
			continue
		}
		n, _ := nextField(rest)
		digits := 0
		for i := 0; i < len(n); i++ {
			if isASCIIDigit(n[i]) {
				digits++
			}
		}
		if digits >= 6 {
			return true
		}
	}
	return false
}

// nextField splits the first space-separated field off s, as strings.Fields
// would, without allocating.
func nextField(s string) (field, rest string) {
	i := 0
	for i < len(s) && isSpaceByte(s[i]) {
		i++
	}
	j := i
	for j < len(s) && !isSpaceByte(s[j]) {
		j++
	}
	return s[i:j], s[j:]
}

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// spacedAccount reports an IBAN or a card or account number written in
// groups (DE02 1203 0000 0000 2020 51, 6222 0210 0112 3456 789): two
// letters and two digits or a digit group, then groups of up to four, 14
// to 34 characters in all.
func spacedAccount(sent string) bool {
	for rest := sent; rest != ""; {
		var w string
		w, rest = nextField(rest)
		w = strings.Trim(w, "(:")
		iban := len(w) == 4 && isASCIILetter(w[0]) && isASCIILetter(w[1]) && isASCIIDigit(w[2]) && isASCIIDigit(w[3])
		digits := len(w) == 4 && isDigits(w)
		if !iban && !digits {
			continue
		}
		n, groups := len(w), 1
		for more := rest; more != ""; {
			var g string
			g, more = nextField(more)
			g = strings.TrimRight(g, ".,;:)")
			if len(g) == 0 || len(g) > 4 || !isAlnum(g) || digits && !isDigits(g) {
				break
			}
			n += len(g)
			groups++
		}
		if groups >= 4 && n >= 14 && n <= 34 {
			return true
		}
	}
	return false
}

func isAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isASCIILetter(s[i]) && !isASCIIDigit(s[i]) {
			return false
		}
	}
	return true
}

func isDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isASCIIDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// runsDownload reports a URL to an executable or an installer script.
func runsDownload(ds destinations) bool {
	for _, d := range ds {
		u := strings.ToLower(strings.TrimRight(d.text, ".,;:"))
		for _, ext := range [...]string{".exe", ".msi", ".dmg", ".pkg", ".ps1", ".bat", ".scr", ".sh", ".apk"} {
			if strings.HasSuffix(u, ext) {
				return true
			}
		}
	}
	return false
}

func isHex(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i] | 0x20; !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return false
		}
	}
	return true
}

func isUpperAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// verbBefore reports one of verbs, free of negation, before the object
// (as in "include the conversation"); scripts without spaces put the verb
// last, so there any order counts.
func verbBefore(sg signals, sent string, object concept, verbs ...concept) bool {
	r, _ := utf8.DecodeRuneInString(sent[sg.first[object]:])
	for _, v := range verbs {
		if sg.free[v] && (sg.first[v] < sg.first[object] || isSpacelessScript(r)) {
			return true
		}
	}
	return false
}

// sameClause reports a hit of c and one of others in one clause.
func sameClause(hits []hit, c concept, others ...concept) bool {
	for _, h := range hits {
		if h.c != c {
			continue
		}
		for _, o := range hits {
			if o.clause == h.clause && slices.Contains(others, o.c) {
				return true
			}
		}
	}
	return false
}

// covertAction reports a covert adverb right before an action ("secretly
// forwards") or right after one ("send it silently").
func covertAction(hits []hit) bool {
	for i, h := range hits {
		if h.c != cCovertAdv {
			continue
		}
		if i+1 < len(hits) && isAction(hits[i+1].c) && hits[i+1].start-h.end <= 3 {
			return true
		}
		if i > 0 && isAction(hits[i-1].c) && h.start-hits[i-1].end <= 12 {
			return true
		}
	}
	return false
}

func isAction(c concept) bool {
	return c == cRead || c == cSend || c == cInclude || c == cCall || c == cActs
}

// replacesTool reports "instead of calling X", or "instead of using" a
// tool: steering away from another tool, unless the object is one of the
// server's own commands ("the general … command").
func replacesTool(rest string, ctx scanContext) bool {
	end := strings.IndexAny(rest, ".,;")
	if end < 0 {
		end = len(rest)
	}
	object := strings.ToLower(rest[:end])
	if strings.Contains(object, "command") || strings.Contains(object, "this tool") || ownRouting(object) {
		return false
	}
	for _, w := range strings.Fields(object) {
		if w = strings.Trim(w, "`'\""); w == ctx.self || ctx.siblings[w] != "" {
			return false
		}
	}
	if strings.Contains(object, "calling") || strings.Contains(object, "invoking") || strings.Contains(object, " tool") {
		return true
	}
	for _, w := range strings.Fields(object) {
		if isToolIdentifier(w) || ctx.siblings[strings.Trim(w, "`'\"")] != "" {
			return true
		}
	}
	return false
}

// ownRouting reports the words of a server pointing between its own
// tools: use this rather than multiple individual calls, or in a loop.
func ownRouting(text string) bool {
	lower := strings.ToLower(text)
	for _, own := range [...]string{"individual", "multiple", "separate", "each", "repeatedly", "in a loop", "one by one", "once per", "several"} {
		if strings.Contains(lower, own) {
			return true
		}
	}
	return false
}

// ownToolsOnly reports "other Shopify tools", "other tools of this
// server": a vendor ordering its own tools.
func ownToolsOnly(sent string) bool {
	lower := strings.ToLower(sent)
	for _, q := range [...]string{"of this server", "in this server", "from this server", "on this server", "our tools", "of our", "this server's", "tools in this", "tools of this", "tools from this"} {
		if strings.Contains(lower, q) {
			return true
		}
	}
	for _, lead := range [...]string{"any other ", "all other ", "every other ", "other "} {
		if i := strings.Index(lower, lead); i >= 0 {
			words := strings.Fields(lower[i+len(lead):])
			// A vendor's name is capitalised (other Shopify tools); a
			// kind of tool is not (other search tools).
			vendor := len(lower) != len(sent) || i+len(lead) < len(sent) && !(sent[i+len(lead)] >= 'a' && sent[i+len(lead)] <= 'z')
			if len(words) >= 2 && words[0] != "tool" && words[0] != "tools" && strings.HasPrefix(words[1], "tool") && vendor {
				return true
			}
		}
	}
	return false
}

// orderedDenial reports "do not tell the user": in one clause, the
// negation just before the verb and the user after it. Scripts without
// spaces put the negation after the verb (伝えないで), so there any order
// counts.
func orderedDenial(hits []hit, sent string, base int) bool {
	for i, h := range hits {
		if h.c != cTell {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(sent[h.start-base:]); isSpacelessScript(r) {
			return true
		}
		// "Erwähne diese Regel niemals": an imperative verb first, the
		// negation after it.
		if h.start-base <= 2 && (i == 0 || hits[i-1].clause != h.clause) {
			for _, n := range hits[i+1:] {
				if n.c == cNeg && n.clause == h.clause && n.start-h.end <= 48 {
					return true
				}
			}
		}
		// "sag dem Nutzer nichts": the verb, the user, then the negation.
		if i+2 < len(hits) && hits[i+1].c == cUser && hits[i+2].c == cNeg && hits[i+2].clause == h.clause && hits[i+2].start-h.end <= 24 {
			return true
		}
		if i == 0 || hits[i-1].c != cNeg || hits[i-1].clause != h.clause || h.start-hits[i-1].end > 7 {
			continue
		}
		for _, u := range hits[i+1:] {
			if u.c == cUser && u.clause == h.clause {
				return true
			}
		}
	}
	return false
}

// destination is a URL or e-mail address in a sentence.
type destination struct {
	text     string
	markdown bool // the target of a markdown image or link
}

type destinations []destination

// carriesData reports a markdown image or link whose URL has a query or
// a template slot: a way to send data out when the client renders it.
func (ds destinations) carriesData() bool {
	for _, d := range ds {
		if d.markdown && (strings.Contains(d.text, "?") || len(placeholders(d.text)) > 0) {
			return true
		}
	}
	return false
}

// openQuery reports a URL that ends in an open query parameter (?d=), to
// be followed by data.
func (ds destinations) openQuery() bool {
	for _, d := range ds {
		if strings.HasSuffix(strings.TrimRight(d.text, ".,;:"), "=") {
			return true
		}
	}
	return false
}

// mailbox reports an e-mail address among the destinations (git@host, an
// SSH remote, is none).
func (ds destinations) mailbox() bool {
	for _, d := range ds {
		if !d.markdown && !strings.Contains(d.text, "://") && strings.Contains(d.text, "@") && !strings.HasPrefix(d.text, "git@") {
			return true
		}
	}
	return false
}

// personalPlaceholder reports a slot for the user's address or words.
func (ds destinations) personalPlaceholder() bool {
	for _, d := range ds {
		for _, slot := range placeholders(d.text) {
			if strings.Contains(slot, "email") || strings.Contains(slot, "message") || strings.Contains(slot, "user") {
				return true
			}
		}
	}
	return false
}

// sensitivePlaceholder reports a URL with a template slot for the
// conversation, a secret or a file, such as ?d={conversation}.
func (ds destinations) sensitivePlaceholder() bool {
	for _, d := range ds {
		for _, slot := range placeholders(d.text) {
			for _, w := range [...]string{"conversation", "chat", "history", "messages", "transcript", "secret", "apikey", "api_key", "private_key", "access_token", "auth_token", "github_token", "gh_token", "api_token", "authorization", "password", "credential", "prompt", "memory", "context", "summary", "env", "ssh", "cookie", "contents", "user_data", "userdata"} {
				if strings.Contains(slot, w) {
					return true
				}
			}
		}
	}
	return false
}

// asksInQuery reports a URL whose query names the conversation or a
// secret (?include=conversation, &send=history).
func (ds destinations) asksInQuery() bool {
	for _, d := range ds {
		_, query, ok := strings.Cut(strings.ToLower(d.text), "?")
		if !ok {
			continue
		}
		for _, w := range [...]string{"conversation", "chat", "history", "transcript", "prompt", "secret", "password", "credential", "token", "cookie", "env"} {
			if strings.Contains(query, "="+w) {
				return true
			}
		}
	}
	return false
}

// placeholders returns the lowercase inner text of {…}, <…>, [[…]] and $…
// slots in a URL.
func placeholders(url string) []string {
	var out []string
	lower := strings.ToLower(url)
	for i := 0; i < len(lower); i++ {
		var close byte
		switch lower[i] {
		case '{':
			close = '}'
		case '<':
			close = '>'
		case '[':
			close = ']'
		case '$':
			j := i + 1
			for j < len(lower) && (isWordRune(rune(lower[j])) || lower[j] == '_' || lower[j] == '{') {
				j++
			}
			if j > i+1 {
				out = append(out, lower[i+1:j])
			}
			continue
		case '=':
			// ?u=USER_EMAIL: a value in capitals names what goes there.
			j := i + 1
			for j < len(url) && (url[j] >= 'A' && url[j] <= 'Z' || url[j] == '_') {
				j++
			}
			if j-i > 3 {
				out = append(out, lower[i+1:j])
			}
			continue
		default:
			continue
		}
		if j := strings.IndexByte(lower[i+1:], close); j > 0 && j < 80 && close != 0 {
			out = append(out, lower[i+1:i+1+j])
			i += j
		}
	}
	return out
}

// destinationsIn finds URLs and e-mail addresses in a sentence.
func destinationsIn(s string) destinations {
	if !strings.Contains(s, "http") && !strings.Contains(s, "www.") && !strings.Contains(s, "@") && !strings.Contains(s, "](") {
		return nil
	}
	var out destinations
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != 'h' && c != 'w' && c != '@' {
			continue // no URL or address starts here
		}
		rest := s[i:]
		var isURL bool
		switch {
		case strings.HasPrefix(rest, "https://"), strings.HasPrefix(rest, "http://"), strings.HasPrefix(rest, "www."):
			isURL = true
		case s[i] == '@' && i > 0 && isWordRune(rune(s[i-1])):
			if d, ok := emailAt(s, i); ok && !isDocumentationHost(d) && !inExampleAside(s, i) {
				out = append(out, destination{text: d})
			}
			continue
		default:
			continue
		}
		if !isURL || (i > 0 && isWordRune(rune(s[i-1]))) {
			continue
		}
		j := i
		for j < len(s) && !strings.ContainsRune(" \t\n\"'`)", rune(s[j])) {
			// A template slot may hold spaces: <contents of ~/.ssh/id_rsa>.
			if close := slotClose(s[j]); close != 0 {
				if k := strings.IndexByte(s[j:min(len(s), j+80)], close); k > 0 {
					j += k
				}
			}
			j++
		}
		url := s[i:j]
		if isLoopbackURL(url) || (isDocumentationHost(url) || inExampleAside(s, i)) && !(destinations{{text: url}}).sensitivePlaceholder() {
			i = j
			continue
		}
		md := i >= 2 && s[i-2:i] == "](" || i >= 1 && s[i-1] == '('
		out = append(out, destination{text: url, markdown: md && strings.Contains(s[:i], "[")})
		i = j
	}
	return out
}

// slotClose returns the byte that closes a template slot opened by c, or 0.
func slotClose(c byte) byte {
	switch c {
	case '<':
		return '>'
	case '{':
		return '}'
	}
	return 0
}

// inExampleAside reports that s[i] sits in a bracketed example: "(e.g.
// https://…)", "(for example a@b.com)".
func inExampleAside(s string, i int) bool {
	open := strings.LastIndexByte(s[:i], '(')
	if open < 0 || strings.IndexByte(s[open:i], ')') >= 0 {
		return false
	}
	head := strings.ToLower(strings.TrimLeft(s[open+1:i], " \"'`"))
	for _, m := range [...]string{"e.g", "eg ", "eg,", "for example", "for instance", "such as", "like ", "i.e", "ex:", "ex.", "example"} {
		if strings.HasPrefix(head, m) {
			return true
		}
	}
	return false
}

func isLoopbackURL(url string) bool {
	host := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(url, "https://"), "http://"), "www.")
	for _, lo := range [...]string{"localhost", "127.0.0.1", "[::1]"} {
		if strings.HasPrefix(host, lo) {
			return true
		}
	}
	return false
}

// isDocumentationHost reports the domains reserved for examples in
// documentation (RFC 2606): example.com, .org and .net.
func isDocumentationHost(dest string) bool {
	host := dest
	if at := strings.LastIndexByte(dest, '@'); at >= 0 {
		host = dest[at+1:]
	} else {
		host = strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(host, "https://"), "http://"), "www.")
	}
	host = strings.ToLower(host)
	if i := strings.IndexAny(host, "/:?#"); i >= 0 {
		host = host[:i]
	}
	for _, d := range [...]string{"example.com", "example.org", "example.net"} {
		if host == d || strings.HasSuffix(host, "."+d) {
			return true
		}
	}
	return false
}

// usersSecret reports a secret said to be the user's ("the user's API
// keys", "your password").
func usersSecret(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cSecret {
			continue
		}
		// The owner, perhaps with one word between: the user's AWS key.
		before := strings.ToLower(sent[max(0, h.start-base-20) : h.start-base])
		if i := strings.LastIndexByte(strings.TrimSuffix(before, " "), ' '); i >= 0 && !strings.HasSuffix(before, "user's ") && !strings.HasSuffix(before, "your ") && !strings.HasSuffix(before, "their ") {
			before = before[:i+1]
		}
		if strings.HasSuffix(before, "user's ") || strings.HasSuffix(before, "your ") || strings.HasSuffix(before, "their ") {
			return true
		}
	}
	return false
}

// namesSecret reports a property named for the secret it takes (password,
// otp_code): asking the user for it is the property's job.
func namesSecret(property string) bool {
	for _, w := range [...]string{"password", "passwd", "credential", "secret", "token", "otp", "pin", "passphrase", "code", "key"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}

// hostSlot reports a URL or host name written with a slot for data:
// <token>.probe.example, ?q=..., &memo= at the URL's end.
func hostSlot(sent string) bool {
	lower := strings.ToLower(sent)
	return strings.Contains(lower, ">.") || strings.Contains(lower, "}.") || strings.Contains(lower, "url") && strings.Contains(lower, "=") || strings.Contains(lower, "subdomain")
}

// hasEmail reports an e-mail address, documentation domains included.
func hasEmail(s string) bool {
	for i := strings.IndexByte(s, '@'); i > 0; {
		if _, ok := emailAt(s, i); ok && isWordRune(rune(s[i-1])) && !inExampleAside(s, i) {
			return true
		}
		next := strings.IndexByte(s[i+1:], '@')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// emailAt returns the address whose '@' is at s[at].
func emailAt(s string, at int) (string, bool) {
	start := at
	for start > 0 && (isWordRune(rune(s[start-1])) || strings.IndexByte(".+-_", s[start-1]) >= 0) {
		start--
	}
	end, dot := at+1, false
	for end < len(s) && (isWordRune(rune(s[end])) || s[end] == '-' || s[end] == '.' && end+1 < len(s) && isWordRune(rune(s[end+1]))) {
		dot = dot || s[end] == '.'
		end++
	}
	if start == at || !dot {
		return "", false
	}
	return s[start:end], true
}

// namedTools are the tool names a sentence mentions.
type namedTools struct {
	all      []string // every tool-like identifier (snake_case or a sibling)
	siblings []string // the server's other tools
	other    []string // not this tool
	self     bool     // this tool named
	param    bool     // one of its input properties named
}

func toolNamesIn(sent string, ctx scanContext) namedTools {
	var nt namedTools
	for i := 0; i < len(sent); {
		if !isToolNameByte(sent[i]) {
			i++
			continue
		}
		j := i
		for j < len(sent) && isToolNameByte(sent[j]) {
			j++
		}
		w := strings.Trim(sent[i:j], ".-")
		quoted := i > 0 && strings.IndexByte("`'\"", sent[i-1]) >= 0
		i = j
		if len(w) < 4 && !(quoted && ctx.params[strings.ToLower(w)]) {
			continue
		}
		lw := w
		if hasUpper(w) {
			lw = strings.ToLower(w)
		}
		if lw == ctx.self {
			nt.self = true
		}
		if ctx.params[lw] {
			nt.param = true
		}
		sibling := false
		if lw != ctx.self && (len(lw) >= 8 || strings.ContainsAny(lw, "_-.") || quoted) {
			if name, ok := ctx.siblings[lw]; ok {
				nt.siblings = append(nt.siblings, name)
				sibling = true
			}
		}
		if sibling || isToolIdentifier(w) {
			nt.all = append(nt.all, w)
			if lw != ctx.self {
				nt.other = append(nt.other, w)
			}
		}
	}
	return nt
}

// wellKnownIn returns the first name that is a well-known tool of another
// server, neither a sibling nor a parameter.
func wellKnownIn(names []string, ctx scanContext) string {
	for _, n := range names {
		lw := strings.ToLower(n)
		if lookalikes().names[lw] && ctx.siblings[lw] == "" && !ctx.params[lw] {
			return n
		}
	}
	return ""
}

// isToolNameByte reports the bytes of a tool name as written in prose.
func isToolNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '.' || c >= 0x80
}

func hasUpper(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' || s[i] >= 0x80 {
			return true
		}
	}
	return false
}

// isToolIdentifier reports snake_case or dotted names of letters, such as
// run_command or fs.write_file, the way tool names are written.
func isToolIdentifier(w string) bool {
	if !strings.Contains(w, "_") || len(w) < 5 || strings.HasPrefix(w, "_") || strings.HasSuffix(w, "_") {
		return false
	}
	letters := 0
	for _, r := range w {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' {
			letters++
		} else if !(r == '_' || r == '.' || r == '-' || r >= '0' && r <= '9') {
			return false
		}
	}
	return letters >= 4
}

// leadsWithVerb reports a sentence that opens with one of verbs: an
// imperative, addressed to the reader.
func leadsWithVerb(hits []hit, base int, verbs ...concept) bool {
	return len(hits) > 0 && hits[0].start-base <= 2 && slices.Contains(verbs, hits[0].c)
}

// secretParam reports an input property named for a secret (password,
// api_token): a tool that takes one may ask for it.
func secretParam(params map[string]bool) bool {
	for p := range params {
		if namesSecret(p) {
			return true
		}
	}
	return false
}

// namesSeed reports a wallet's recovery phrase, which no tool needs from
// the user.
func namesSeed(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"seed phrase", "mnemonic", "recovery phrase", "助记词", "복구 문구", "시드", "frase semilla", "seed-фраз", "сид-фраз", "phrase de récupération", "wiederherstellungsphrase", "frase di recupero", "frase de recuperação", "frase semente", "シードフレーズ", "リカバリーフレーズ", "12 words", "24 words"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// bankWord reports a word that names a bank account in some language.
func bankWord(lower string) bool {
	for _, w := range [...]string{"routing", "account", "iban", "swift", "bic", "бик", "счёт", "счет", "cuenta", "compte", "konto", "conta", "conto", "口座", "账户", "账号", "계좌", "銀行", "银行"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// longNumber reports an account-like number: seven digits or more in one
// field, dashes allowed (4417-9920-0031, 40817810099910004312).
func longNumber(sent string) bool {
	for rest := sent; rest != ""; {
		var w string
		w, rest = nextField(rest)
		w = strings.Trim(w, ".,;:()「」`'\"")
		digits, other := 0, false
		for i := 0; i < len(w); i++ {
			switch {
			case isASCIIDigit(w[i]):
				digits++
			case w[i] == '-':
			default:
				other = true
			}
		}
		if digits >= 7 && !other {
			return true
		}
	}
	return false
}

func isLowerAlnum(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// otherKindOfTool reports "other <kind> tool(s)" with a lowercase kind
// (other search tools, any other file-reading tool): tools of other
// servers, unlike a vendor's "other Shopify tools".
func otherKindOfTool(sent string) bool {
	for rest := sent; ; {
		i := strings.Index(rest, "other ")
		if i < 0 {
			return false
		}
		rest = rest[i+len("other "):]
		kind, after := nextField(rest)
		next, _ := nextField(after)
		if kind != "" && kind[0] >= 'a' && kind[0] <= 'z' && kind != "tool" && kind != "tools" && (next == "tool" || next == "tools" || strings.HasPrefix(next, "tool;") || strings.HasPrefix(next, "tools;") || strings.HasPrefix(next, "tool,") || strings.HasPrefix(next, "tools,")) {
			return true
		}
	}
}

// negatedTell reports a negation just before a verb of telling ("do not
// mention", "never tell").
func negatedTell(hits []hit) bool {
	for i := 1; i < len(hits); i++ {
		if hits[i].c == cTell && hits[i-1].c == cNeg && hits[i].start-hits[i-1].end <= 7 {
			return true
		}
	}
	return false
}

// otherServersTool returns the first tool name (verb first, as send_email)
// a sentence gives that is neither this tool, a sibling nor a parameter: a
// tool of another server.
func otherServersTool(names namedTools, ctx scanContext) string {
	for _, n := range names.other {
		lw := strings.ToLower(n)
		if ctx.siblings[lw] == "" && !ctx.params[lw] && isToolIdentifier(n) && startsWithVerb(lw) {
			return n
		}
	}
	return ""
}

// fileContents reports a sentence about a file's contents or text, not
// its path.
func fileContents(sent string) bool {
	lower := strings.ToLower(sent)
	return contentsOf(lower) || strings.Contains(lower, "text of")
}

// paramAsDestination reports one of the tool's parameters written as the
// place something goes: "in notes", "into `memo`", "as context".
func paramAsDestination(sent string, params map[string]bool) bool {
	lower := strings.ToLower(sent)
	for p := range params {
		for from := 0; from < len(lower); {
			i := strings.Index(lower[from:], p)
			if i < 0 {
				break
			}
			i += from
			from = i + len(p)
			if i > 0 && isWordRune(rune(lower[i-1])) || from < len(lower) && isWordRune(rune(lower[from])) {
				continue // part of a longer word
			}
			before := strings.TrimRight(lower[:i], "`'\" ")
			for _, prep := range [...]string{" in", " into", " as", " inside"} {
				if strings.HasSuffix(before, prep) {
					return true
				}
			}
		}
	}
	return false
}
