package analysis

import (
	"fmt"
	"iter"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// hit is one lexicon phrase found in a folded text.
type hit struct {
	c          concept
	start, end int
	clause     int // index of the clause (comma-separated part) in its sentence
}

// matchConcepts finds lexicon phrases in lower, the longest at each word
// start (anywhere in scripts without spaces), in one pass, and those of
// the rules' own lexicon in another, kept where they overlap none of the
// first: a text's concepts never overlap.
func matchConcepts(lower string) []hit {
	hits, more := matchIn(lexiconIndex(), lower), matchIn(ruleLexiconIndex(), lower)
	if len(more) == 0 {
		return hits
	}
	kept, j := more[:0], 0
	for _, h := range more {
		for j < len(hits) && hits[j].end <= h.start {
			j++
		}
		if j == len(hits) || hits[j].start >= h.end {
			kept = append(kept, h)
		}
	}
	return mergeHits(hits, kept)
}

// matchIn finds the phrases of one index in lower.
func matchIn(idx *lexIndex, lower string) []hit {
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
			// The word and its hash in one pass (asciiWord, wordHash); a
			// word longer than any of the index's is not hashed past that
			// length (a run of 4,000 letters): its lookup finds no list,
			// whose word would have to equal it.
			j, h := i, uint32(2166136261)
			for end := min(len(lower), i+idx.words.maxLen+1); j < end && asciiWordBytes[lower[j]]; j++ {
				h = (h ^ uint32(lower[j])) * 16777619
			}
			for j < len(lower) && asciiWordBytes[lower[j]] {
				j++
			}
			word := lower[i:j]
			e, ok := idx.wordAt(lower, i, word, h)
			if trimmed := strings.TrimRight(word, "'"); !ok && len(trimmed) < len(word) {
				// 'secret': a quoted word names a thing, and only things.
				if e, ok = idx.wordAt(lower, i, trimmed, wordHash(trimmed)); ok && !isObject(e.c) {
					ok = false
				}
			}
			if ok && !falseLexHit(e, lower, i) {
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
		if idx.startsAt[lower[i]] && (!wordRune || !prevWord || isUnspaced(r)) {
			e, ok := longestMatch(lower, i, idx.byStart[lexKey(lower[i:])])
			if !ok && size < len(lower)-i && idx.oneRune[r] {
				// One-rune entries (你, 不) are keyed by that rune alone.
				e, ok = longestMatch(lower, i, idx.byStart[lower[i:i+size]])
			}
			if ok && !falseLexHit(e, lower, i) {
				i = accept(e, i)
				continue
			}
		}
		if !prevWord && arabicProclitic(r) && i+size < len(lower) && idx.startsAt[lower[i+size]] {
			// وأرسل, فأرسل, بالمستخدم: and, so, with written onto the word.
			// Two letters left are too few to tell a proclitic: ولا is not و+لا.
			if e, ok := longestMatch(lower, i+size, idx.byStart[lexKey(lower[i+size:])]); ok && utf8.RuneCountInString(e.text) > 2 && !falseLexHit(e, lower, i+size) {
				i = accept(e, i+size)
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

// isUnspaced reports the scripts whose lexicon entries match inside a run
// of letters: isSpacelessScript's, and Thai, which spaces only phrases.
func isUnspaced(r rune) bool { return r >= 0x0E01 && r <= 0x0E5B || isSpacelessScript(r) }

// arabicProclitic reports the one-letter words Arabic writes onto the next:
// wa (and), fa (so), bi (with), li (for), ka (as).
func arabicProclitic(r rune) bool {
	return r == 'و' || r == 'ف' || r == 'ب' || r == 'ل' || r == 'ك'
}

// isObject reports the concepts that name what an attack is after.
func isObject(c concept) bool {
	switch c {
	case cSecret, cKeyMaterial, cPath, cEnv, cConversation, cPersonal:
		return true
	}
	return false
}

// wordAt returns the longest entry at lower[i:], an ASCII word whose
// wordHash is h.
func (idx *lexIndex) wordAt(lower string, i int, word string, h uint32) (lexEntry, bool) {
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
	return e, ok
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
			if isIdentRune(last) && isIdentRune(next) && !isUnspaced(next) && !isUnspaced(last) {
				switch {
				case pluralOf(e, rest):
					e.text += "s" // bearer tokens, API keys: a noun's plural
				case enclitic(rest[len(e.text):]):
					// transmets-les, envoie-le: the verb, its pronoun after
				default:
					continue
				}
			}
		}
		if e.c == cRole && !atLineStart(lower, i) {
			continue
		}
		return e, true
	}
	return lexEntry{}, false
}

// pluralOf reports rest starting with an English plural of e, a noun of
// the things an attack asks for ("bearer token" in "bearer tokens").
func pluralOf(e lexEntry, rest string) bool {
	switch e.c {
	case cSecret, cKeyMaterial, cPersonal, cConversation, cEnv, cInstr:
	default:
		return false
	}
	n := len(e.text)
	if n < 4 || n+1 > len(rest) || rest[n] != 's' || e.text[n-1] == 's' || !isASCIILetter(e.text[n-1]) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(rest[n+1:])
	return !isIdentRune(next)
}

// enclitic reports a French pronoun hyphenated after a verb
// (transmets-les, envoie-lui, copie-le).
func enclitic(rest string) bool {
	if len(rest) < 2 || rest[0] != '-' {
		return false
	}
	for _, p := range [...]string{"les", "le", "la", "lui", "leur", "moi", "nous", "vous", "y", "en"} {
		if strings.HasPrefix(rest[1:], p) {
			next, _ := utf8.DecodeRuneInString(rest[1+len(p):])
			if !isIdentRune(next) {
				return true
			}
		}
	}
	return false
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
// newlines, and the CJK stops), none inside `code`, and numbers each
// hit's clause.
func sentencesOf(lower string, hits []hit) []span {
	out := make([]span, 0, 4) // most texts have a few
	start, first, next, clause := 0, 0, 0, 0
	reach := 0        // the furthest end of a hit assigned so far
	parenNeg := false // inside parentheses that list examples of a negated noun
	code := false     // inside a backticked span closed on the same line
	quoteEnd := 0     // inside 「…」 until here: a quoted message is one sentence of its speaker's
	quoteSeen := 0    // searched for a 」 up to here
	assign := func(before int) {
		for next < len(hits) && hits[next].start < before {
			hits[next].clause = clause
			reach = max(reach, hits[next].end)
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
		if r == '`' {
			code = opensCode(lower, i, code)
		} else if code && (r == '.' || r == '!' || r == '?' || r == ';') {
			i++ // inside `code`: no sentence or clause ends there
			continue
		}
		switch r {
		case '\n':
			end = true
		case '。', '！', '？', '।', '؟', '۔':
			end = i >= quoteEnd
		case '.', '!', '?':
			nr, _ := utf8.DecodeRuneInString(lower[i+size:])
			end = (i+size == len(lower) || nr == ' ' || nr == '\n' || nr == '"' || nr == '\'' || nr == ')') && !abbreviation(lower, i) && !inURL(lower, i) && !(i > 0 && lower[i-1] == '.')
		case ',':
			if !parenNeg && !listComma(lower, i, hits[next:]) && !negatedList28(lower, i, hits[first:next], hits[next:], clause) {
				clause++
			}
		case '(':
			// "no secrets (.env, .npmrc)": examples of a negated noun
			// stay in its clause.
			if parenNeg = negatedNoun(lower, i, hits[first:next], clause) || nounList(lower, i, hits[next:]); !parenNeg {
				clause++
			}
		case ')':
			if !parenNeg {
				clause++
			}
			parenNeg = false
		case '，', '、':
			if !parenNeg {
				clause++
			}
		case '「':
			if i >= quoteSeen {
				quoteEnd, quoteSeen = quoteClose(lower, i)
			}
			clause++
		case ':', ';', '；', '—', '–', '“', '”', '」', '«', '»':
			clause++ // a quotation is a clause of its own: its "not" negates nothing outside
		case '-':
			if i > 0 && lower[i-1] == ' ' && i+1 < len(lower) && lower[i+1] == ' ' {
				clause++ // "… in `who` - it costs the user nothing": a dash between clauses
			}
		case ' ':
			if thaiSpace45(lower, i) && next < len(hits) && hits[next].start == i+1 && orderVerb45(hits[next].c) && !(next > first && (hits[next-1].c == cWhen || hits[next-1].c == cEveryTurn)) {
				end = true // Thai ends a sentence with a space: here an order opens the next
				break
			}
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
		// Readings pair a sentence's hits: one that runs on unbroken is
		// cut once it holds maxSentenceHits, between words and hits.
		if end || next-first >= maxSentenceHits && !code && reach <= i && (r == ' ' || r == '\n' || r >= utf8.RuneSelf) {
			flush(i)
		}
	}
	if start < len(lower) || next < len(hits) {
		flush(len(lower))
	}
	return out
}

// quoteClose returns where the 「 at i closes on its line (0 when it
// does not) and how far it searched: a later 「 before that point needs
// no search, so a line is read once however many quotes open on it.
func quoteClose(lower string, i int) (end, searched int) {
	line := len(lower)
	if n := strings.IndexByte(lower[i:], '\n'); n >= 0 {
		line = i + n
	}
	if c := strings.Index(lower[i:line], "」"); c >= 0 {
		return i + c, i + c
	}
	return 0, line
}

// maxSentenceHits bounds the hits of one sentence (ordinary sentences hold
// a handful).
const maxSentenceHits = 64

// sentenceBytes marks the bytes sentencesOf acts on: the ASCII stops and
// clause marks, the space, and every byte of a multibyte rune.
var sentenceBytes = func() (t [256]bool) {
	for _, c := range []byte("\n.!?,:(); `") {
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
	if spacedAbbreviation(s, i) || spacedGermanAbbreviation(s, i) {
		return true
	}
	for _, a := range [...]string{"e.g", "i.e", "etc", "vs", "ex", "z.b", "np", "bijv", "t.ex", "např", "bzw", "usw", "ej"} {
		if i >= len(a) && s[i-len(a):i] == a && (i == len(a) || !isWordRune(rune(s[i-len(a)-1]))) {
			return true
		}
	}
	return false
}

// signals are the concepts of one sentence.
type signals struct {
	has        [nConcepts]bool
	free       [nConcepts]bool // present in a clause without a negation
	first      [nConcepts]int  // offset of the first hit in the sentence
	negation   bool
	start      int         // the sentence's offset in the text
	selfNamed  bool        // (whole text) the tool's own name appears
	sibNamed   bool        // (whole text) a sibling tool is named
	sibRetired bool        // (whole text) every sibling it names is retired by its own description
	plainTags  bool        // (whole text) its only pseudo-tags set off notes that ask nothing (plainEmphasis)
	ownPrior   bool        // (whole text) it names this tool's own earlier version (create_issue in create_issue_v2's)
	folded48   bool        // (whole text) it was read after undoing look-alike letters, leetspeak or the like (prec48)
	text       *lowText    // (whole text) its phrase sets, for the rules that read a sentence beside the text
	textMemo   *textMemo36 // (whole text) what those rules ask of the text, found once a text

	// lower is strings.ToLower of a judged sentence, made once for the
	// rules that read it lowercased; memo holds what several rules ask of
	// it, found once.
	lower string
	memo  *sentenceMemo
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
	retired  map[string]bool // the tools whose own description opens by retiring them (retiredTools)
	twins    map[string]bool // the tools whose description opens as another's does (twinTools)
	prereq   bool            // another tool of the listing asks for this one to be called before it (prereqTools35)
	purpose  purpose         // what the tool's name and title say it is for
	params   map[string]bool // the lowercase names of its input properties
	fields   map[string]bool // every input property's lowercase name, true where the schema requires it
	secretIn bool            // one of params names a secret (secretParam), found once a tool
	sealed   []string        // the lowercase names of the properties its schema masks (credentialField)
	memo     *readMemo
	property string // the lowercase name of the property whose text this is, if any
	value    bool   // the text is a value (enum, default, const, examples), not prose about one
	fixed    bool   // the value is one the model is handed (enum, default, const), not an example
	disowned bool   // the value is one its property disowns (schemaFacts): a sample, the user's own, a sender
	label    bool   // the text is a title or a name spelt out: a label, where an order is out of place
	valueOf  string // the lowercase name of the property a fixed value belongs to, if known
	output   bool   // the text is in the output schema: about what the tool returns
	item     bool   // the text is a resource's, template's or prompt's: its variables and arguments reach the server
	arg      bool   // the text describes a prompt argument: what the user or model types in
	about    string // the tool's lowercase name and description, for vendorMailbox41
}

// purpose says which sensitive things a tool's name and title are about,
// so that mentioning them is its job rather than a request.
type purpose struct {
	secrets, conversation, execute, payment bool
	identity                                bool   // identity, tax, signing, payroll or public office: an ID number is its job
	chat                                    bool   // the description is about chats or agents
	screens                                 bool   // it screens text for attacks (screensAttacks)
	screensHidden                           bool   // it looks for hidden or obfuscated text (screensHiddenText)
	attackSamples                           bool   // its examples are samples of an attack it tests, reports or filters (attackSamples30a)
	creds                                   uint16 // the ecosystems whose credential files sign it in (toolFamilies22)
	keyed                                   bool   // it signs, encrypts, MACs or sends webhooks: a key of its own is an argument (keyedOperation26)
	buildsModel                             bool   // it creates or configures a model, agent or assistant: that one's system prompt is an argument (buildsModel26)
}

// purposeOf reads a tool's purpose from its name, title and description
// (desc, and lowDesc, desc lowercased, with its phrase bits if found).
func purposeOf(name string, title *string, desc string, lowDesc lowText) purpose {
	words := Tokenize(name)
	if title != nil {
		// The title's head: what follows a bracket or a colon may be an
		// instruction, not the tool's purpose.
		head := *title
		if i := strings.IndexAny(head, "(:;,—–（：；，、"); i >= 0 {
			head = head[:i]
		}
		head, _, _ = strings.Cut(head, " - ")
		words = append(words, Tokenize(head)...)
	}
	p := purpose{chat: describesChat(desc), identity: identityPurpose(strings.ToLower(strings.Join(words, " ")), lowDesc), creds: toolFamilies22(name, lowDesc.s), keyed: keyedOperation26(strings.ToLower(name), lowDesc), buildsModel: buildsModel26(strings.ToLower(name), lowDesc.s)}
	summarizes := false
	for i, w := range words {
		if w == "prompt" && promptsModel(words, i) {
			p.conversation = true
		}
		switch w {
		case "ssh", "key", "keys", "cle", "clave", "chave", "chiave", "schluessel", "klucz", "sleutel", "secret", "secrets", "vault", "credential", "credentials", "password", "passwords", "env", "dotenv", "config",
			"token", "tokens", "auth", "login", "keychain", "wallet", "bitwarden", "1password", "lastpass", "keepass", "dashlane", "keeper", "cert", "certificate", "gpg", "pgp", "kms", "iam", "otp", "totp", "mfa", "2fa", "approve", "approval", "kube", "kubeconfig", "kubectl", "kubernetes",
			"sftp", "scp", "ftp", "ftps": // a remote login: its key or password is an argument
			p.secrets = true
		case "summarize", "summarise", "summary":
			summarizes = true // a summary of chats, not of any document
		case "chat", "conversation", "conversations", "message", "messages", "history", "transcript", "memory", "completion", "completions", "systemprompt", "llm", "clipboard", "bot", "bots", "chatbots", "persona", "personas":
			p.conversation = true
		case "shell", "exec", "execute", "command", "commands", "terminal", "bash", "run", "script", "process":
			p.execute = true
		case "chatbot", "agent", "agents", "assistant", "dialog", "dialogue":
			p.chat = true
		case "pay", "payment", "payments", "payout", "payouts", "checkout", "card", "cards", "billing", "invoice", "invoices", "charge", "refund", "bank", "banking", "account", "accounts", "payroll", "kyc", "identity", "customer", "customers",
			"cliente", "clientes", "clienti", "kunde", "kunden":
			p.payment = true
		}
	}
	// k8s is one word that Tokenize splits at its digit.
	p.secrets = p.secrets || strings.Contains(strings.ToLower(name), "k8s")
	for _, chat := range [...]string{"チャット", "聊天", "对话", "채팅", "대화"} {
		// Names in scripts without spaces are one token: チャット送信.
		p.conversation = p.conversation || strings.Contains(name, chat)
	}
	p.conversation = p.conversation || summarizes && p.chat || chatPurpose(words) || completionPurpose43(lowDesc.s)
	return p
}

// chatWord reports a word of a description that makes chats a tool's
// purpose.
func chatWord(w string) bool {
	switch w {
	case "chat", "chats", "conversation", "conversations", "message", "messages", "dialog", "dialogue", "assistant", "agent", "agents", "llm", "completion", "completions", "rag", "chatbot", "chatbots", "bot", "bots", "persona":
		return true
	}
	return false
}

// textFinding is what the rules found in one sentence.
type textFinding struct {
	rule, what string
	firm       bool // as finding.firm
	order46v   bool // one of tune46v's explicit orders: firmBehind46v
}

// withoutRules returns out without the findings whose rule drop names.
func withoutRules(out []textFinding, drop func(rule string) bool) []textFinding {
	return slices.DeleteFunc(slices.Clone(out), func(f textFinding) bool { return drop(f.rule) })
}

// judgeSentence applies the poisoning rules to one sentence's signals;
// whole holds the concepts of the whole text.
func judgeSentence(sg, whole signals, hits []hit, sent string, ctx scanContext) []textFinding {
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what}) }
	addFirm := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what, firm: true}) }
	enrich(&sg, hits, sent)
	readMention(&sg, whole, hits, sent)
	readTune9b(&sg, hits, sent, ctx)
	readTune11b(&sg, hits, sent)
	// A sentence that opens with an order ("Pass the config … so we can
	// detect conflicts") is no quotation.
	quoting := sg.has[cMention] && !(leadsWithVerb(hits, sg.start, cInclude, cSend, cRead, cCall) && sg.first[cMention] > hits[0].end-sg.start && detectsAfterOrder(hits, sent, sg.start)) || quotedOnly(hits, sent, sg.start) || scanListing17(hits, sent, sg.start, ctx) || refusedQuotes43c(hits, sent, sg.lower, sg.start)
	if !sg.has[cOtherTool] && otherKindOfTool(sent) {
		sg.has[cOtherTool] = true // "other search tools", "any other file-reading tool"
	}
	if othersNeedItsOutput(sg, sent) {
		sg.has[cOtherTool], sg.has[cInsteadOf] = false, false // the server's own tools need what this one returns
	}
	dests := withoutContacts43b(withoutHandedOff42(withoutHelpLabels40(withoutSenders38(userLinkSamples24(destinationsIn(sent), sg, sent), sent), sent), sg, hits, sent), sg, sent)
	gated := (len(dests) > 0 || strings.Contains(sent, "@")) && gatedSend40(sg, sg.lower) && !hiddenElsewhere41(whole) // the user picks where it goes
	if gated {
		dests = nil
	}
	if !sg.has[cCovert] && (userNeedNotKnow18(&sg, dests) || userNeedNotKnow20b(&sg, dests)) {
		sg.has[cCovert] = true
	}
	// Several rules ask for a payment target: it is looked for once.
	payKnown, pay := false, false
	payTarget := func() bool {
		if !payKnown {
			payKnown, pay = true, sg.paymentTarget(sent)
		}
		return pay
	}
	names := toolNamesIn(sent, ctx)
	thisTool := sg.has[cThisTool] || names.self || mentionsThisTool(sent) || usageNote(sent)
	switch {
	case sg.has[cPrefer] && replacesNoTool(hits, sent, sg.start, names):
		sg.has[cPrefer] = false // "Version 2 replaces the old path semantics": a change note
	case !sg.has[cPrefer] && thisTool && replacesNamedTool(hits, sent, sg.start, names) && !renamesOwn(sg.lower):
		sg.has[cPrefer] = true // "This tool replaces read_file"
	}
	if awayFromSelf(sg.phrases()) {
		// "Instead of this tool, use send_to_friends": the tool sends the
		// model elsewhere; it ranks nothing above others.
		sg.has[cPrefer], sg.has[cInsteadOf] = false, false
		names.other = nil
	}
	if !sg.any(cDisparage, cOverUser) {
		names.other = withoutOwnVersions(names.other, sg.lower, ctx)
	}
	if whole.ownPrior && !sg.has[cOtherTool] && len(names.other) == 0 {
		sg.has[cPrefer] = false // "Prefer this tool" over its own retired version
	}
	if sg.has[cOtherTool] && sg.has[cTell] && disclosesOthers(hits) {
		sg.has[cOtherTool] = false // "… and show the others too": the others put before the user
	}
	if clipboardOnly(hits, sg.lower, sg.start) {
		sg.has[cConversation], sg.free[cConversation] = false, false // "password copied to clipboard"
	}
	paramRef := sg.has[cParamRef] || names.param || ctx.property != ""
	machine := sg.any(cPath, cEnv, cKeyMaterial)
	sensitiveObject := machine || sg.any(cSecret, cPersonal)
	action := sg.anyFree(cRead, cSend, cInclude, cAsk, cOurServer) || sg.free[cHarvest] && sg.any(cSecret, cKeyMaterial, cEnv)
	mail := !gated && recipientMail38(sent) && !helpMailOnly40(sent) && !contactsOnly43b(sg, sg.lower) && !handedOffMail44(sg, sent) // a mailbox mail comes from, or one for help, receives nothing
	protective := sg.has[cProtect] && !sg.has[cUnmask]                                                                               // "unredacted — masked values break it" protects nothing

	// Text addressed to the model rather than the user.
	switch {
	case sg.has[cTag] && !quoting && !whole.plainTags && !quotedTags19b(hits, sent, sg.start) && !tagsAsValues(hits, sent, sg.start) && !maskTags43c(hits, sg.lower, sg.start) && !menuPathTags31(hits, sent, sg.start) && !markupExample11d(whole, ctx) && !formatEnvelope36(sg) && whole.any(cRead, cSend, cInclude, cCall, cMust, cModel, cIgnore, cOverride, cSecret, cPath, cKeyMaterial, cConversation, cCovert, cHide, cObey, cMoney, cShell, cUrgency, cAuthority, cUnsafe, cLifted, cMode):
		addFirm("poison-hidden-instruction", "a pseudo-tag or delimiter addressed to the model")
	case sg.has[cRole] && !(quoting && screenedExample(ctx, sent)) && !markupExample11d(whole, ctx):
		add("poison-hidden-instruction", "a fake conversation turn")
	case sg.has[cIgnore] && sg.has[cInstr] && sg.any(cPrior, cModel) && !quoting && !quotedAsData(sent, sg.phrases()) && !overrideQuoted18(hits, sent, sg.start) && !reportsFound18(&sg, hits, sent) && !untrustedWarning20b(sg) && !instructionsInContent26b(sg):
		addFirm("poison-hidden-instruction", "an instruction override")
	case sg.has[cOverride] && !quoting && !(!sg.has[cModel] && (changedState(hits, sent, sg.start) || namedEvent(hits, sent, sg.start))) && !(overrideQuoted18(hits, sent, sg.start) && !sg.any(cInstr, cObey)) && !userRuleStored20b(sg) && !instructionsInContent26b(sg):
		if sg.in(safetyLiftSet) || sg.in(encodedReplySet) {
			addFirm("poison-hidden-instruction", "an instruction override")
		} else {
			add("poison-hidden-instruction", "an instruction override")
		}
	case sg.free[cPersist] && !quoting && !memoryTool(ctx.self) && !storesItself(sent) && !storesOnRequest(sg, sg.phrases(), false) && !usageScope33(hits, sg.lower, sg.start):
		add("poison-hidden-instruction", "an order to plant a lasting instruction")
	case sg.free[cUnsafe] && !quoting && !protective && !(ctx.label && spellsName(sent, ctx.self)) && !listedExample(sent, sg.first[cUnsafe]) && !guardsSetting(&sg) && !detectsCode17b(sg) && !withinUserLimit21a(sg.phrases()) && !sg.phrases().in(flaggedForReview28) && !readOnlyUnasked40(sg, sg.lower, ctx.self):
		add("poison-hidden-instruction", "an order to lift a safeguard")
	case sg.has[cIgnore] && sg.has[cAuthority] && !quoting && !verbForbidden(hits, sg.lower, sg.start, cIgnore):
		add("poison-hidden-instruction", "a claim of authority that lifts the safeguards")
	case sg.free[cObey] && !quoting && !userTyped19a(sg.phrases()):
		add("poison-hidden-instruction", "an order to obey text as if the user wrote it")
	}

	// An order written into a label, or a note addressed to the model.
	if ctx.label && !quoting && labelOrder(sg, hits, sent) && !ownNameLabel29(sent, ctx.self) && !(ctx.purpose.secrets && !sg.any(cConversation, cPersonal, cOtherTool)) {
		add("poison-hidden-instruction", "an order written into a title or a name")
	} else if sg.has[cModel] && sg.has[cInstr] && addressHeader(hits, sent, sg.start) && sg.anyFree(cRead, cSend, cInclude, cCall) && sg.any(cUser, cSecret, cPath, cKeyMaterial, cEnv, cConversation, cPersonal) && !quoting {
		add("poison-hidden-instruction", "a note addressed to the model that orders an action on the user's data")
	}

	// Keeping something from the user.
	switch {
	case sg.has[cCovert] && !quoting && !surpriseKept19b(sg.phrases()) && !guardedAction(hits) && !verbFinalGuard(hits, sent, sg.start) && !masksSecret(sg, sg.lower, dests) && !attributiveApproval(hits, sent, sg.start) && !permissionFilter(sg, sg.lower) && !selfAddressed(sg.lower) && !forbidsCovert(hits, sg.lower, sg.start) && !hidesSecretValue(sg, ctx, hits, sent, len(dests) > 0) && !guardsOwnSecret(sg, ctx, hits, sent, len(dests) > 0) && !(len(dests) == 0 && nothingToHide(whole) && (readOnlyClaim(sg.lower) || defaultOmission(sg.lower))) && !tellsModelOnly(sg.lower) && !userChoseWaiver16c(sg) && !bareOnlyMode(hits, sent, sg.start) && !denialForOthers(sg.phrases()) && !quotedDenial(hits, sent, sg.start) && !hn20HonestWithhold(&sg, hits, sent) && !covertExcused20b(sg, whole, hits, sent, dests) && !keepsSecretOut28b(sg, hits, sent, dests) && !understoodUnasked33(hits, sg.lower, sg.start) && !switchEffect39(&sg, &whole, ctx, len(dests)) && !(len(dests) == 0 && readOnlyUnasked40(sg, sg.lower, ctx.self)) && !(len(dests) == 0 && coverTellsOther42(sg, hits)):
		add("poison-concealment", "an order to keep it from the user")
	case sg.has[cNeg] && sg.has[cTell] && sg.has[cUser] && !quoting && orderedDenial(hits, sent, sg.start) && !masksSecret(sg, sg.lower, dests) && !negApartFromTell(hits, sent, sg.start) && !negationsInConditions(hits, sent, sg.start) && !withholdsSecretValue(sg, ctx, hits, dests) && !needGatedDisclosure(sg, dests) && !neverWithoutTelling(hits, sg.lower, sg.start) && (!onlyReply(hits, sent, sg.start) && !onlyShown(hits, sent, sg.start) && !conditionalDenial(sg.phrases()) || hidesAction(sg, whole)) && !tellsOwnLimit(sg.lower) && !userIsTeller16b(hits, sg.lower, sg.start) && !negatesPassingOn16b(hits) && !modeLabel17b(sg.lower) && !denialForOthers(sg.phrases()) && !surpriseKept19b(sg.phrases()) && !quotedDenial(hits, sent, sg.start) && !hn20TellsWithout(hits, sent, sg.start) && !masksValue20b(sg, sent) && !deniedClaim28(sg) && !keepsSecretOut28b(sg, hits, sent, dests):
		add("poison-concealment", "an order to keep it from the user")
	case sg.free[cHide] && (sg.has[cUser] || sensitiveObject && sg.any(cModel, cMust)) && !quoting && !protective:
		add("poison-concealment", "an order to hide an action")
	case ctx.property != "" && !ctx.value && sg.has[cNeg] && sg.has[cTell] && whole.has[cUser] && negatedTell(hits) && !quoting && !protective && !userDoesNotSay(sg.lower) && !deniedClaim28(sg):
		add("poison-concealment", "an order to keep a field from the user")
	case sg.has[cCovertAdv] && covertAction(hits) && !quoting:
		add("poison-concealment", "an action to be done covertly")
	}

	// Reading a secret the model can reach: files, keys and environment
	// variables on the machine, or a service's secret or personal data
	// handed to a side channel.
	suspicious := sg.any(cCovert, cCovertAdv, cHide, cConversation, cOurServer) || len(dests) > 0
	if action && !quoting && !(len(dests) == 0 && userGivenSecret(sg.phrases())) && !(protective && !suspicious) && !(!suspicious && (!machine && outOfModelReach(sg.lower) || objectsKeptLocal(hits, sg.lower, sg.start))) && !sg.has[cExclude] && !listsContents(sent) && !(!suspicious && (userGated(sg.phrases()) || pathAsTarget(hits, sent, sg.start) || writesToPath(hits, sent, sg.start) || removedObject(sg, hits, sent, dests) || refusedObjects27(sg, hits, sent, dests) || describesContents28(sg, hits, sent, dests) || readByItself(sg.lower) || usesAsLogin21c(sg, hits, sent) || onlyToHost(sg.phrases()) || keychainRead(sg, sg.lower) || !machine && ownOutputOption(sg.lower, ctx.params))) && !needGatedDisclosure(sg, dests) && !serverReadsOwnConfig(sg, hits, sent, dests) && !serverReadsOwnConfigFree(sg, hits, sent, dests) && !(!suspicious && !machine && excludedSecrets(hits, sg.lower, sg.start)) && !(len(dests) == 0 && !sg.any(cCovert, cCovertAdv, cHide, cOurServer) && forbiddenObjects(hits, sg.lower, sg.start)) && !(len(dests) == 0 && forbidsWhole16b(sg, hits, sg.lower, sg.start)) && !notSentOnlyDescribed45b(sg, hits, sent) {
		switch {
		case machine && !publicKeyOnly(sg) && !(!suspicious && detectsCode17b(sg)) && !decoySecrets20b(sg, hits, sent, dests) && (!ctx.purpose.secrets || suspicious || modelReadsPrivateKey(sg) || paramRef && everyEnv(sg.lower)) && (sg.anyFree(cInclude, cSend) || paramRef || sg.any(cBefore, cMust, cModel, cWhen, cEveryTurn) || suspicious) && !hn20MovesNoSecret(&sg, hits, sent, ctx, suspicious || paramRef && !ctx.output):
			add("poison-sensitive-path", "an order to read and pass on a secret")
		case sg.has[cSecret] && !ctx.purpose.secrets && !sg.has[cConsent] && (suspicious || verbBefore(sg, sent, cSecret, cRead) && paramRef && sg.any(cModel, cMust, cBefore) || sg.anyFree(cInclude, cSend) && (paramRef && sg.anyFree(cRead) || (sg.any(cParamRef, cBefore) || names.param && !ctx.secretIn) && sg.any(cUser, cModel, cOtherTool))) && !hn20MovesNoSecret(&sg, hits, sent, ctx, suspicious):
			if usersSecretIntoContent43(sg, hits, sent, names.param) {
				addFirm("poison-sensitive-path", "an order to read and pass on a secret")
				break
			}
			add("poison-sensitive-path", "an order to read and pass on a secret")
		case sg.has[cSecret] && !ctx.purpose.secrets && sg.anyFree(cInclude, cSend) && sg.any(cModel, cMust) && usersSecret(hits, sent, sg.start):
			add("poison-sensitive-path", "an order to pass on the user's secret")
		case sg.has[cHarvest] && !ownedSecrets(hits, sent, sg.start) && (sg.any(cSecret, cKeyMaterial, cEnv) && !ctx.purpose.secrets || sg.has[cPersonal] && !ctx.purpose.payment && sg.anyFree(cInclude, cSend)) && (sg.anyFree(cInclude, cSend, cRead) || paramRef):
			add("poison-sensitive-path", "an order to collect every secret it can find")
		case sg.has[cSecret] && !ctx.purpose.secrets && leadsWithVerb(hits, sg.start, cInclude, cSend) && names.param && usersSecret(hits, sent, sg.start) && !ctx.secretIn && !sg.has[cConsent]:
			add("poison-sensitive-path", "an order to pass on the user's secret")
		case sg.has[cSecret] && !ctx.purpose.secrets && opensWithVerb(hits, sent, sg.start, cRead, cInclude, cSend) && sg.anyFree(cInclude, cSend) && usersSecret(hits, sent, sg.start) && !sg.has[cConsent]:
			add("poison-sensitive-path", "an order to move the user's secret elsewhere")
		case sg.has[cSecret] && !ctx.purpose.secrets && verbBefore(sg, sent, cSecret, cRead) && sg.anyFree(cInclude, cSend) && sg.any(cModel, cMust) && !sg.has[cConsent]:
			add("poison-sensitive-path", "an order to read and pass on a secret")
		case sg.free[cAsk] && sg.has[cKeyMaterial] && namesSeed(sent) && !quoting:
			add("poison-sensitive-path", "an order to ask the user for a wallet's recovery phrase")
		case sg.has[cAsk] && (sg.any(cSecret, cKeyMaterial, cPersonal) && !ctx.purpose.payment || sg.has[cCode]) && !ctx.purpose.secrets && !namesSecret(ctx.property) && !negatedNear(hits, sent, sg.start, cAsk) && !askedToAct(hits, sent, sg.start) && !userActsOnAccount(sg, sg.phrases()) && !asksForOwnSecretField(hits, sg.lower, sg.start, ctx.params) && !userAsks(hits, sg.lower, sg.start) && !forbidsAskingLater15d(hits, sent, sg.start) && !honestAsk20b(sg, hits, sent, ctx):
			if sg.in(cardCodeSet) {
				addFirm("poison-sensitive-path", "an order to collect a secret from the user")
			} else {
				add("poison-sensitive-path", "an order to collect a secret from the user")
			}
		case sg.has[cPersonal] && !ctx.purpose.payment && sg.anyFree(cInclude, cSend) && (paramRef || len(dests) > 0 || sg.any(cMust, cAuthority) && sg.has[cUser] && !(sg.has[cTell] && !sg.free[cSend])) && !userNamedPayee20b(sg, whole, sent): // "you must show the user the bank details" passes nothing on
			add("poison-sensitive-path", "an order to pass on personal or financial data")
		}
	}

	// Sensitive data routed into one of the tool's own fields, whatever
	// the verb ("works best when notes carries …", "… in `memo` is ideal").
	if ctx.property == "" && names.param && (!sg.negation || sg.anyFree(cPath, cKeyMaterial)) && !quoting && !protective && !sg.has[cConsent] && !sg.has[cExclude] && !userRequested(sg.phrases()) && !hn20UserPutThere(&sg, dests) &&
		(machine && !ctx.purpose.secrets && !ctx.purpose.execute && (fileContents(sent) || paramAsDestination(sent, ctx.params)) && !(sg.has[cEnv] && !sg.any(cPath, cKeyMaterial) && ownSecretField(sg.lower, ctx.params)) || sg.has[cConversation] && !ctx.purpose.conversation && !ctx.purpose.chat && !(describesItself(sent) && !sg.anyFree(cInclude, cSend, cMust)) && !userSpokeThere(hits, sent, sg.start) && !conversationIDOnly42(hits, sg.lower, sg.start) || sg.has[cSecret] && usersSecret(hits, sent, sg.start) && !ctx.purpose.secrets && !ctx.secretIn && !underUsersKey(sg.lower) && !secretNotNeeded42.in(sg.lower)) {
		add("poison-sensitive-path", "a secret or the conversation routed into one of its fields")
	}

	if !quoting && (passiveSecret43b(sg, hits, sent, ctx) || passiveStore44(sg, hits, sent, ctx)) {
		if enrichedWith43b.in(sg.lower) {
			addFirm("poison-sensitive-path", secretAddedWhat45)
		} else {
			add("poison-sensitive-path", "the user's secret said to be added to what the tool handles")
		}
	}

	// Personal data required in one of its fields ("all requests must now
	// carry the user's card number in `karta`").
	if ctx.property == "" && sg.has[cPersonal] && names.param && sg.any(cMust, cEveryTurn) && !ctx.purpose.payment && !sg.negation && !quoting && !protective && !sg.has[cConsent] && !sg.has[cExclude] {
		add("poison-sensitive-path", "personal data required in one of its fields")
	}

	// A trigger on the user's words: when a message holds a password or a
	// card number, pass it on.
	if sg.has[cWhen] && sg.any(cSecret, cPersonal, cCode) && sg.has[cConversation] && (thisTool || paramRef) && sg.anyFree(cCall, cInclude, cSend) &&
		!ctx.purpose.secrets && !protective && !quoting && !sg.negation && !sg.has[cConsent] {
		add("poison-exfiltration", "an order to pass on the user's messages that hold a secret")
	}

	// A form the server shows (an elicitation), with the user told to type
	// a secret into it.
	if sg.has[cTell] && (sg.any(cSecret, cCode, cKeyMaterial) || sg.has[cPersonal] && !ctx.purpose.payment) && sg.any(cAsk, cMust) && formIn(sent) && !sg.negation && !protective && !quoting {
		add("poison-sensitive-path", "an order to make the user type a secret into a form")
	}

	// Telling the user to type a secret in (a pretext: the account is
	// locked, the session expired).
	if sg.has[cTell] && !sg.negation && sg.any(cAsk, cMust) && sg.any(cSecret, cCode) && !orderedDenial(hits, sent, sg.start) && !sg.has[cConsent] && !quoting && !protective &&
		!ctx.purpose.secrets && !ctx.purpose.payment && !namesSecret(ctx.property) && !ctx.secretIn && !userActsAtService20b(sg) {
		add("poison-sensitive-path", "an order to make the user type in a secret")
	}

	if ctx.property != "" && !ctx.value && sg.free[cMust] && sg.has[cPersonal] && sg.has[cUser] && !quoting && !protective && !ctx.purpose.payment && !namesPersonal(ctx.property) {
		add("poison-sensitive-path", "a field that must hold the user's personal data it has no use for")
	}

	// A value that is a sentence with a verb ("<copy the value of
	// SLACK_BOT_TOKEN here>") gives an order, as a value never should.
	if ctx.value && (machine || sg.any(cSecret, cConversation, cPersonal)) && (sg.has[cUser] || strings.Contains(sg.lower, "contents of") || sg.anyFree(cRead, cInclude, cSend) && strings.Count(sent, " ") >= 4) && !quoting {
		add("poison-sensitive-path", "a secret asked for in an example or default value")
	}

	// Sending data out.
	switch {
	case len(dests) > 0 && (dests.sensitivePlaceholder() || dests.carriesData() && dests.personalPlaceholder()) && !quoting:
		add("poison-exfiltration", "a destination that carries data from the conversation")
	case len(dests) > 0 && (dests.carriesData() || dests.openQuery()) && sg.any(cConversation, cSecret, cPath, cEnv, cUser, cKeyMaterial, cPersonal) && !quoting:
		add("poison-exfiltration", "a markdown image or link that carries data out")
	case (dests.describedSlot() || dests.markdownSlot(ctx.params)) && (dests.carriesData() || sg.anyFree(cRead, cCall, cSend, cInclude, cBefore, cMust)) && !quoting:
		add("poison-exfiltration", "a URL with a slot for data from the conversation")
	case len(dests) > 0 && (sg.free[cSend] || sg.has[cRedirect]) && !quoting && !isCommandLine(sent) && !visitedOnly25(dests, hits, sent, sg.start) && !disclosedMailbox(sg, whole, sent, dests, ctx) && !(!sg.has[cRedirect] && sendAsAttribute(hits, sg.lower, sg.start)) && !ownFlowDisclosed27(sg, hits, sent) && !citedOnly32(dests, hits, sent, sg.start) && !disclosedFlow33d(sg, hits, sent, ctx) && !ownOptionFlow33(sg, sent, dests, ctx.params) && !verbsInURL35(hits, sent, sg.start, ctx) && !ownMailDomain35(sg, whole, sent) && !userHeldDest35(sg, sent) && !ownOrgExample37c(sent) && !ownedDest37(sg, hits, sent) && !supportContact37b(sg) && !permittedSend45(sg, hits) && !notSentOnlyDescribed45b(sg, hits, sent) && !(!whole.folded48 && vendorDests48(sg, dests, ctx)):
		addFirm("poison-exfiltration", "an order to send data to a fixed destination")
	case (len(dests) > 0 || mail) && sg.free[cInclude] && (sensitiveObject || sg.has[cConversation]) && !quoting && !disclosedFlow33d(sg, hits, sent, ctx):
		addFirm("poison-exfiltration", "an order to send data to a fixed destination")
	case (mail && sg.has[cRedirect] || ctx.property != "" && dests.mailbox()) && sg.anyFree(cInclude, cMust, cAuthority) && !quoting && !disclosedMailbox(sg, whole, sent, dests, ctx) && !ownedDest37(sg, hits, sent):
		add("poison-exfiltration", "an order to add a fixed recipient")
	case sg.has[cIgnore] && sg.has[cUser] && (len(dests) > 0 || mail || payTarget()) && !quoting:
		add("poison-exfiltration", "an order to replace what the user gave with a fixed destination")
	case len(dests) == 0 && sg.free[cSend] && sg.any(cUser, cConversation, cSecret, cPersonal, cPath, cEnv, cEveryTurn, cRedirect) && bareDomain(sent) && !quoting && !((onlyToHost(sg.phrases()) || onlySentTo(hits, sent, sg.start)) && !sg.free[cConversation] && !sg.has[cEveryTurn]):
		add("poison-exfiltration", "an order to send data to a fixed host")
	case (sg.free[cSend] || sg.has[cRedirect]) && phoneNumberIn(sent) && !quoting:
		add("poison-exfiltration", "an order to send data to a fixed phone number")
	case (strings.Contains(sent, "}.") || strings.Contains(sent, ">.") || strings.Contains(sent, "$(")) && dataInHostName(sent, ctx.params) && dnsLookup(sent) && !quoting:
		add("poison-exfiltration", "a host name built from data, to be looked up")
	case sg.has[cOurServer] && sg.anyFree(cInclude, cSend) && (sensitiveObject || sg.has[cConversation]) && !quoting:
		addFirm("poison-exfiltration", "an order to send data to a fixed destination")
	case secretHostSlot(sent) && !quoting:
		add("poison-exfiltration", "a host name built from a secret, which a lookup sends out")
	case dests.dataSlot(ctx.params) && sg.anyFree(cRead, cCall, cInclude, cSend) && (sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial, cPersonal) || dests.carriesData()) && !quoting:
		add("poison-exfiltration", "a URL with a slot the model is told to fill with data and open")
	case sg.has[cEncode] && sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial, cPersonal) && (len(dests) > 0 || hostSlot(sent)) && !quoting:
		add("poison-exfiltration", "data to be encoded into a URL or host name")
	case sg.free[cSend] && sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial) && hasEmail(sent) && !quoting:
		add("poison-exfiltration", "an order to mail data to a fixed address")
	case sg.has[cConversation] && (verbBefore(sg, sent, cConversation, cInclude, cSend) || (paramRef || otherServersTool(names, ctx) != "") && !suppliedInput(sent[sg.first[cConversation]:]) && (verbBefore(sg, sent, cConversation, cRead, cTell) || sg.anyFree(cInclude, cSend))) && !ctx.purpose.conversation && !quoting && sg.free[cConversation] && !sg.has[cConsent] && !namesConversation(ctx.property) && !chatAsDestination(sent, sg.first[cConversation], ctx.params) && !userSpokeThere(hits, sent, sg.start) && !negatedVerbGoverns(hits, cConversation) && !userAsksForIt(sg, hits, sent) && !userGivenSecret(sg.phrases()) && !(len(dests) == 0 && sg.phrases().in(explicitRequest)) && !hn20ConversationStays(&sg, hits, sent, dests) && !hedgedInclusion30(sg, sg.lower) && !needLifted34(sg, hits) && !contextAsPurpose36(hits, sent, sg.start) && !newPrompt36(hits, sent, sg.start) && !conversationIDOnly42(hits, sg.lower, sg.start):
		if sg.phrases().in(systemPromptSet) {
			addFirm("poison-exfiltration", "a request for the conversation") // the model's own instructions: no tool needs them
		} else {
			add("poison-exfiltration", "a request for the conversation")
		}
	}

	if sg.has[cEveryTurn] && (machine || sg.has[cSecret]) && valueOf(sent) && !quoting && !protective && !ctx.purpose.secrets {
		add("poison-exfiltration", "an order to write a secret's value into every reply")
	}

	if ctx.fixed && len(dests) > 0 && ctx.purpose.secrets && (strings.HasSuffix(ctx.valueOf, "_to") || strings.Contains(ctx.valueOf, "callback") || strings.Contains(ctx.valueOf, "webhook") || ctx.valueOf == "destination") && !quoting {
		add("poison-exfiltration", "a fixed outside destination as the default for where a secrets tool sends its output")
	}

	if ctx.fixed && len(dests) > 0 && (sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial) || dests.asksInQuery()) && !quoting {
		add("poison-exfiltration", "a fixed destination that asks for data from the conversation or the machine")
	}

	// Steering other tools.
	// dangerous is what makes an order to call a tool an attack; the text
	// checks run only where a rule asks.
	dangerous := func() bool {
		return sg.any(cStartup, cMoney, cShell, cConversation, cPersonal) || sg.anyFree(cPath, cEnv, cKeyMaterial) || len(dests) > 0 || mail || payTarget() || grantsAccess(sent)
	}
	switch {
	case sg.has[cInsteadOf] && !quoting && replacesTool(sent[sg.first[cInsteadOf]:], ctx):
		add("poison-shadowing", "an instruction about other tools")
	case sg.has[cOtherTool] && sameClause(hits, cOtherTool, cCall, cSend, cInclude) && sg.anyFree(cCall, cSend, cInclude) && !negatedWith(hits, cOtherTool) && sg.any(cWhen, cBefore, cMust, cRedirect) && !thisTool && !selfCalled(sent) && !quoting && !ownToolsOnly(sent, sg.phrases()) && !negatedNear(hits, sent, sg.start, cOtherTool) && !userRequested(sg.phrases()) && !userConfirmsFirst19b(sg, len(dests) > 0 || mail) && !(len(dests) == 0 && outputGuard42b(sg.lower)):
		add("poison-shadowing", "an instruction about other tools")
	case wellKnownIn(names.other, ctx) != "" && sg.has[cRedirect] && sg.any(cWhen, cMust) && !thisTool && !quoting:
		add("poison-shadowing", fmt.Sprintf("an instruction about another server's tool %s", wellKnownIn(names.other, ctx)))
	case sg.any(cOtherTool, cEveryTurn) && !quoting && rewritesHost(sent):
		add("poison-shadowing", "an order to rewrite the address other tools reach")
	case otherServersTool(names, ctx) != "" && sg.has[cWhen] && names.self && sg.free[cCall] && sg.any(cSecret, cPath, cKeyMaterial, cEnv, cConversation) && !quoting:
		add("poison-shadowing", fmt.Sprintf("an order to hand what %s returns to this tool", otherServersTool(names, ctx)))
	case sg.has[cOtherTool] && sg.has[cRedirect] && len(dests) > 0 && !quoting && !ownToolsOnly(sent, sg.phrases()) && !ownedDest37(sg, hits, sent):
		addFirm("poison-shadowing", "an order to route other tools' traffic to a fixed destination")
	case sg.has[cMoney] && sg.has[cOtherTool] && sg.any(cWhen, cMust, cRegardless, cOverUser) && !quoting && !ownToolsOnly(sent, sg.phrases()) && !(len(dests) == 0 && outputGuard42b(sg.lower)):
		add("poison-shadowing", "an instruction to change payments made with other tools")
	case otherServersTool(names, ctx) != "" && sg.any(cWhen, cMust, cEveryTurn, cBefore) && sg.anyFree(cSend, cInclude, cRedirect) && (mail || len(dests) > 0 || thisTool && sg.any(cNeg, cInsteadOf, cBefore, cWhen) && !readOnlyLookup(otherServersTool(names, ctx), sg, false)) && !quoting && !ownToolsOnly(sent, sg.phrases()) && !hn20CallsFirst(&sg, hits, sent, dests):
		add("poison-shadowing", fmt.Sprintf("an instruction about another server's tool %s", otherServersTool(names, ctx)))
	case len(names.siblings) > 0 && sg.has[cRedirect] && (len(dests) > 0 || sg.any(cWhen, cMust) || hasHandle(sent)) && !quoting && !(len(dests) == 0 && !payTarget() && userWaits42b(sg.lower)):
		add("poison-shadowing", fmt.Sprintf("an instruction about the sibling tool %s", names.siblings[0]))
	case len(names.siblings) > 0 && sg.has[cMust] && hasAssignment(sent) && grantsAccess(sent) && !thisTool && !quoting:
		add("poison-shadowing", fmt.Sprintf("an instruction to change the arguments of the sibling tool %s", names.siblings[0]))
	case len(names.siblings) > 0 && interceptsOutput(sent) && (thisTool || sg.any(cBefore, cMust, cWhen)) && !quoting:
		add("poison-shadowing", fmt.Sprintf("an order to route the output of the sibling tool %s through this tool", names.siblings[0]))
	case len(names.siblings) > 0 && sg.has[cWhen] && (dangerous() || sg.any(cMust, cInclude) && hasAssignment(sent) && !conditionOnly(hits, sent, sg.start) && strings.ContainsAny(names.siblings[0], "_-.")) && !quoting && !(len(dests) == 0 && !mail && !payTarget() && (userHeldCall16c(sg) || userWaits42b(sg.lower) || ownReadForUser43(names.siblings[0], sg))) && !hn20CallsFirst(&sg, hits, sent, dests):
		add("poison-shadowing", fmt.Sprintf("an instruction about the sibling tool %s", names.siblings[0]))
	}

	// Forcing this tool.
	if (sg.has[cOtherTool] && sg.has[cBefore] && sg.has[cEveryTurn] || thisTool && (sg.has[cEveryTurn] && sg.any(cMust, cAuthority, cOtherTool) || sg.has[cBefore] && sg.has[cOtherTool] || sg.has[cOnly] && sg.has[cOtherTool] && !onlyConditional26(sg.lower)) || sg.has[cOnlyThis] || sg.has[cBefore] && sg.has[cOtherTool] && selfCalled(sent) && !setupStep(sent)) && !quoting && !ownToolsOnly(sent, sg.phrases()) && !preconditionCheck(sg, sg.lower) && !ownPrefixGlob(sent, ctx.self) && !(describesItself(sent) && !sg.has[cMust]) && !firstOfNothing(sg, names, ctx) && !confirmedPrereq35(sg, ctx) && !scopeLimit37(sg, hits, sg.lower) {
		add("poison-coercion", "a demand to use this tool before or instead of others")
	}

	// Preference, authority and urgency.
	switch {
	case sg.has[cOverUser] && (sg.any(cPrefer, cOtherTool, cDeprecated) || len(names.other) > 0) && !quoting:
		add("poison-preference-manipulation", "an order to override the user's choice of tool")
	case sg.has[cRegardless] && sg.any(cPromote, cPrefer) && !quoting:
		add("poison-preference-manipulation", "an order to rank results regardless of their merit")
	case sg.has[cPromote] && (len(dests) > 0 || bareDomain(sent)) && sg.any(cTell, cWhen, cEveryTurn, cDeprecated) && !quoting:
		add("poison-preference-manipulation", "an order to promote a link")
	case sg.has[cEveryTurn] && sg.has[cPromote] && !quoting && !sg.phrases().in(promoteDeploy17b):
		add("poison-preference-manipulation", "an order to advertise in every reply")
	case sg.has[cPromote] && onUsersAccount(sent) && !quoting:
		add("poison-preference-manipulation", "an order to promote the server from the user's own account")
	case sg.has[cMoney] && upsell(sent) && !sg.has[cConsent] && !sg.negation && !quoting:
		add("poison-preference-manipulation", "an order to move the user to a dearer plan unasked")
	case sg.has[cPromote] && (sg.has[cOtherTool] || sg.has[cDeprecated]) && !quoting && !ownToolsOnly(sent, sg.phrases()):
		add("poison-preference-manipulation", "an order to favour this server over other tools or vendors")
	case sg.has[cPrefer] && (thisTool || sg.has[cOtherTool]) && (len(names.siblings) == 0 || thisTool && !sg.has[cWhen]) && !ownRouting(sent) && !renamesOwn(sg.lower) && !ownToolsOnly(sent, sg.phrases()) && !quoting && !scopedPreference(sg, sent) && !conditionedPreference(sg, sg.lower) && !awayFromSelf(sg.phrases()) && !(!sg.has[cOtherTool] && len(names.other) == 0 && overMethod(sent, sg.first[cPrefer])) && !ownRoute(sg, whole, names, ctx):
		add("poison-preference-manipulation", "a claim that ranks this tool above others")
	case sg.has[cTell] && sg.has[cUser] && (sg.has[cOtherTool] || len(names.other) > 0 || names.self || containsLowered(sent, "instead")) && !sg.has[cMention] && sg.in(outOfServiceSet) && claimsDown(sg.lower, outOfServiceWords):
		add("poison-preference-manipulation", "an order to tell the user another tool or server is unavailable")
	case sg.has[cDeprecated] && (len(names.other) > 0 && (thisTool || whole.selfNamed) || sg.has[cOtherTool]) && !quoting && !ownToolsOnly(sent, sg.phrases()) && !conditionBefore(strings.ToLower(sent[:sg.first[cDeprecated]])) && !ownRoute(sg, whole, names, ctx):
		other := "other tools"
		if len(names.other) > 0 {
			other = names.other[0]
		}
		add("poison-preference-manipulation", fmt.Sprintf("a claim that %s is deprecated in favour of this tool", other))
	case sg.any(cAuthority, cUrgency) && sg.any(cMust, cModel) && sg.anyFree(cRead, cSend, cInclude, cCall) && (sensitiveObject || sg.any(cConversation, cOtherTool, cMoney) || len(dests) > 0) && !quoting && !remindsUserToKeep(sent, dests):
		add("poison-preference-manipulation", "a claim of authority or urgency that demands an action")
	}

	// Calling a tool with chosen arguments, or handing over a shell line.
	target, sibling := callTarget(sent, hits, sg, ctx)
	switch {
	case sg.free[cShell] && !quoting && !ownCommand(hits, sent, sg.start, ctx.self) && !(sg.has[cConsent] && !sg.negation) && !elidedShell(hits, sent, sg.start) && !exampleCommand(sg, hits, sg.lower, sg.start) && !workedExample(sg) && !refusedCommand(sg, hits, sg.lower, sg.start) && !itselfRuns(sent) && !userInstallNote(sg.lower):
		add("poison-tool-invocation", "a shell command line for the model to run")
	case sg.has[cMoney] && sg.has[cTell] && sg.any(cRedirect, cWhen, cUser) && strings.ContainsAny(sent, "0123456789") && !digitCountOnly(sent) && !durationsOnly(sent) && !quoting && !ctx.purpose.payment && !exampleAccount35(sent) && paymentDetail38(sg, sent, len(dests) > 0 || len(names.all) > 0, payTarget):
		addFirm("poison-tool-invocation", "an order to give the user new payment details")
	case sg.anyFree(cSend, cInclude, cCall, cRedirect, cMoney, cTell) && sg.any(cMust, cModel, cWhen, cBefore, cUrgency, cAuthority, cEveryTurn, cInsteadOf, cRegardless, cOverUser) && !quoting && payTarget() && !formatSample33d(sg) && !exampleAccount35(sent) && !disclosedAccount42b(sg.lower):
		addFirm("poison-tool-invocation", "an order to move money to a fixed account")
	case sg.has[cRedirect] && !quoting && payTarget():
		addFirm("poison-tool-invocation", "an order to change a payee to a fixed account")
	case sg.has[cEveryTurn] && !quoting && payTarget():
		addFirm("poison-tool-invocation", "an order to route every payment to a fixed account")
	case ctx.property == "" && names.param && !quoting && payTarget() && !describesItself(sent) && !workedExample(sg) && !exampleAccount35(sent):
		addFirm("poison-tool-invocation", "a fixed account or wallet for one of its fields")
	case sg.has[cMoney] && sg.anyFree(cSend, cInclude, cCall, cRedirect) && !ctx.purpose.payment && !quoting && payTarget() && !disclosedAccount42b(sg.lower):
		addFirm("poison-tool-invocation", "an order to move money to a fixed account")
	case sg.has[cMoney] && (sg.any(cUrgency, cCovert) || sg.has[cAuthority] && !ctx.purpose.payment) && (sg.any(cCall, cSend, cWhen, cThisTool) || !ctx.purpose.payment && strings.ContainsAny(sent, "0123456789")) && !quoting && !userHoldsMoney16c(sg, hits):
		add("poison-tool-invocation", "an order to move money under a pretext")
	case ctx.value && target != "" && !quoting:
		add("poison-tool-invocation", fmt.Sprintf("an order to call %s in an example or default value", target))
	case runsDownload(dests) && sg.anyFree(cCall, cTell, cAsk) && !quoting && !userInstallNote(sg.lower) && !describesItself(sent) && !userToldOnly43c(sg.lower):
		add("poison-tool-invocation", "an order to download and run a program")
	case target != "" && !sibling && !(sameFamily(target, ctx.self) && pointsOnly(sg, sent, dests)) && (sg.has[cEveryTurn] && !readsForUser(target, sg) && !readOnlyLookup(target, sg, dangerous()) || dangerous() || (destroysData(sent) || riskyTool(target)) && !userRoutes16c(sg)) && !quoting && !routesByPurpose(sg, sent, target, dests, mail, payTarget()):
		add("poison-tool-invocation", fmt.Sprintf("an order to call %s, a tool this server does not offer", target))
	case target != "" && sibling && (destructive(target) && sg.any(cWhen, cMust, cEveryTurn) && !userAsksToDestroy(hits, sent, sg.start) && !userGated(sg.phrases()) || sg.has[cRegardless]) && !sg.has[cConsent] && !quoting:
		add("poison-tool-invocation", fmt.Sprintf("an order to call %s unasked", target))
	case target != "" && sibling && dangerous() && !quoting && !(len(dests) == 0 && !mail && !payTarget() && (userHeldCall16c(sg) || userWaits42b(sg.lower) || ownReadForUser43(target, sg))) && !hn20CallsFirst(&sg, hits, sent, dests):
		add("poison-tool-invocation", fmt.Sprintf("an order to call %s with chosen arguments", target))
	case sg.has[cStartup] && sg.anyFree(cInclude, cSend, cCall) && !quoting && !ctx.purpose.execute && !schedulesItself(ctx.self) && !(inspects(ctx.self) && !sg.has[cShell] && len(dests) == 0) && !ownStartupJob(sg, ctx, dests):
		add("poison-tool-invocation", "an order to change a startup file")
	}
	out = append(out, judgeAction(sg, whole, hits, sent, ctx, quoting, dests, names)...)
	out = append(out, judgeReport(sg, whole, hits, sent, quoting)...)
	out = append(out, judgeGen12a(sg, whole, sent, quoting)...)
	out = append(out, judgeStateFlip(sg, sent, quoting)...)
	out = append(out, judgeFixedArgs(sg, sent, ctx, quoting)...)
	out = append(out, judgeTune4a(sg, whole, hits, sent, ctx, quoting, dests, names)...)
	out = append(out, judgeVerdict(sg, sent, quoting)...)
	out = append(out, judgeLowkey(sg, sent, ctx, quoting)...)
	out = append(out, judgeAnswer11e(sg, hits, sent, quoting)...)
	out = append(out, judgeConfirm11e(sg, hits, sent, ctx, quoting)...)
	out = append(out, judgeGen12b(sg, sent, quoting)...)
	out = append(out, judgeTune12e(sg, whole, sent, ctx, quoting)...)
	out = append(out, tune13eGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeTune13d(sg, ctx, quoting)...)
	out = append(out, judgeTune15b(sg, quoting)...)
	out = append(out, tune14bGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeTune14c(sg, sent, ctx, quoting)...)
	out = append(out, tune14dGated.judge(&sg, ctx, quoting)...)
	out = append(out, tune15cGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeTune15c(sg, hits, sent, quoting)...)
	out = append(out, tune16cGated.judge(&sg, ctx, quoting)...)
	out = append(out, tune17aGated.judge(&sg, ctx, quoting)...)
	out = append(out, tune17dGated.judge(&sg, ctx, quoting)...)
	out = append(out, tune18aGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeReading(tune18cReading, sg, ctx, quoting)...)
	out = append(out, withoutFieldBoost35(tune18bGated.judge(&sg, ctx, quoting), sg, ctx)...)
	out = append(out, tune19aGated.judgeMentioned(&sg, ctx, quoting, sg.has[cModel])...)
	out = append(out, judgeTune19d(sg, ctx, quoting)...)
	out = append(out, tune19bGated.judge(&sg, ctx, quoting)...)
	out = append(out, tune19gGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune20aGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune37cGated.judgeMentioned(&sg, ctx, quoting, false)...)
	out = append(out, tune20bGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeTune20c(sg, quoting)...)
	out = append(out, judgeTune20e(sg, ctx, quoting)...)
	out = append(out, tune21aGated.judge(&sg, ctx, quoting)...)
	out = append(out, shop21aGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeRec25a(sg, ctx, quoting)...)
	out = append(out, judgeReading(rec26aReading, sg, ctx, quoting)...)
	out = append(out, rec26cGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeRec27(sg, whole, ctx, quoting)...)
	out = append(out, rec28Gated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune28rGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune28sGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune29aGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune30bGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, judgeTune29aNear(sg, whole, quoting)...)
	out = append(out, judgeTune30a(sg, ctx, quoting)...)
	out = append(out, tune31aGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune33aGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, grant33aGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, marker33aGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, tune33bGated.judgeMentioned(&sg, ctx, quoting, true)...)
	out = append(out, judgeTune35b(sg, ctx, quoting)...)
	out = append(out, judgeTune33d(sg, quoting)...)
	out = append(out, judgeTune17b(sg, ctx, quoting)...)
	out = append(out, tune15aGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeTune4b(sg, whole, hits, sent, ctx, quoting, dests)...)
	out = append(out, judgeIntent(sg, whole, hits, sent, ctx, dests, names)...)
	out = append(out, judgeAuthority(sg, whole, hits, sent, ctx, mail)...)
	out = append(out, judgePurpose(sg, ctx, names, quoting)...)
	out = append(out, judgeMailbox(sg, sent, ctx, quoting, dests)...)
	out = append(out, judgeItems7(sg, whole, hits, sent, quoting, dests, paramRef && !ctx.secretIn && !ctx.purpose.secrets, ctx.purpose.conversation || ctx.purpose.chat, disclosedMailbox(sg, whole, sent, dests, ctx))...)
	out = append(out, judgeTune9d(sg, whole, hits, sent, ctx, quoting, payTarget)...)
	out = append(out, judgeTune5ac(sg, whole, hits, sent, ctx, quoting, dests, names)...)
	out = append(out, judgeTune5b(sg, whole, hits, sent, ctx, quoting)...)
	out = append(out, judgeTune9b(sg, hits, sent, ctx, quoting)...)
	out = append(out, judgeWorkflow(sg, whole, sent, ctx, quoting, names)...)
	out = append(out, judgeTune9a(sg, whole, hits, sent, ctx, quoting, dests)...)
	out = append(out, judgeTune10a(sg, hits, sent, ctx, quoting)...)
	out = append(out, judgeTune10b(sg, whole, hits, sent, ctx, quoting)...)
	out = append(out, judgeTune11c(sg, whole, hits, sent, ctx, quoting)...)
	out = append(out, judgeTune11a(sg, hits, sent, ctx, quoting, paramRef || names.param, dests)...)
	out = append(out, judgeTune11b(sg, whole, sent, ctx, quoting)...)
	out = append(out, judgeTune11d(sg, whole, hits, sent, ctx, quoting)...)
	out = append(out, judgeTunecmd(sg, sent, ctx, quoting, names)...)
	out = append(out, judgeMisroute(sg, hits, sent, ctx, names)...)
	out = append(out, judgeTune15e(sg, hits, sent, ctx, quoting)...)
	out = append(out, tune16bGated.judge(&sg, ctx, quoting)...)
	out = append(out, judgeTune16b(sg, sent, ctx, quoting)...)
	out = append(out, judgeHn16(sg, whole, hits, sent, quoting)...)
	out = append(out, judgeTune16a(sg, sent, ctx, quoting, dests)...)
	out = append(out, judgeTune19f(sg, whole, sent, names, quoting)...)
	out = append(out, judgeTune12c(sg, hits, sent, quoting, len(out) > 0)...)
	out = append(out, judgeGen12c(sent, &sg, ctx, quoting || len(out) > 0)...)
	out = append(out, judgeTune12a(sg, sent, ctx, quoting)...)
	if !quoting {
		out = append(out, judgeConfirmRemoved25(sg, hits, sent)...)
	}
	out = withoutUserGated21(out, sg, hits, sent, dests, mail || payTarget())
	out = withoutOwnLogin22(out, sg, hits, sent, ctx, names, dests, mail)
	out = withoutKeptSafeguard23(out, sg, hits, ctx, len(dests) > 0 || mail || payTarget())
	out = withoutPrec23a(out, sg, hits, sent, ctx, dests, mail)
	out = withoutNamedKinds24(out, sg, hits, sent, len(dests) > 0 || mail || payTarget())
	out = withoutKeptSecret22(out, sg, hits, dests, mail)
	// A live secret put where others read it is no own login nor kept
	// secret: it is read after the filters above.
	out = append(out, judgeTune28sAccount(sg, whole, quoting)...)
	out = withTune35a(out, judgeTune35a(sg, ctx, quoting))
	out = append(out, judgeTune36a(sg, whole, ctx, quoting)...) // its readings weigh their own guards
	out = withTune35a(out, judgeTune36b(sg, ctx, quoting))
	out = withTune35a(out, judgeTune37b(sg, ctx, quoting))
	out = withTune37a(out, sg, ctx, quoting, len(dests) > 0)
	out = append(out, judgeTune38a(sg, ctx, quoting)...) // read after the filters above: its readings weigh their own guards
	out = append(out, judgeTune39a(sg, ctx, quoting)...)
	out = append(out, judgeTune40a(sg, whole, ctx, quoting)...)
	out = append(out, judgeTune41a(sg, whole, ctx, quoting)...)
	out = append(out, judgeAudit42(sg, whole, ctx, quoting)...)
	out = append(out, judgeTune42a(sg, whole, ctx, quoting)...)
	out = append(out, judgeTune43a(sg, ctx, quoting)...)
	out = append(out, judgeTune43b(sg, ctx, quoting)...)
	out = append(out, judgeTune44c(sg, ctx, quoting)...)
	out = append(out, judgeAudit44b(sg, ctx, quoting)...)
	out = append(out, judgeTune44a(sg, ctx, quoting)...)
	out = append(out, judgeTune44b(sg, whole, ctx, quoting)...)
	out = append(out, judgeTune45a(sg, ctx, quoting)...)
	out = append(out, judgeTune46b(sg, ctx, quoting)...)
	out = append(out, judgeAudit46(&sg, hits, sent, ctx, quoting)...)
	out = append(out, judgeTune28sPublic(sg, whole, quoting)...)
	out = append(out, judgeAudit47(&sg, hits)...)
	out = withAudit48(out, judgeAudit48(&sg, ctx, quoting))
	out = withoutHumanContact47(out, &sg)
	out = withTune48v(out, sg, sent, ctx, quoting, names)
	out = withTune47v(out, sg, ctx, quoting)
	return withTune46v(out, sg, whole, ctx, sent, quoting) // read last: it makes firm what the readings above found
}

// namesPersonal reports a property named for someone's contact details
// (address, phone, birth_date): asking for them is its job. Card and
// identity numbers are no field's job outside a payment tool.
func namesPersonal(property string) bool {
	for _, w := range [...]string{"address", "phone", "email", "name", "birth", "location", "contact", "gps", "coord", "geo"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}

// labelOrder reports a title or a name that gives an order beyond naming
// what the tool does ("Get secret types" names it): an action after the
// label's head ("Room id - also read …", "Step 1: read …") or beside
// "always", "first" or "when", on a secret, the conversation or another
// tool, or twice, or on the user's things.
func labelOrder(sg signals, hits []hit, sent string) bool {
	base := sg.start
	// "docker run (requires confirmation)": a requirement of the user's
	// confirmation is a safeguard, no modifier of an order.
	safeguard := sg.has[cMust] && sg.has[cConfirm] && !sg.negation
	modifier := sg.any(cBefore, cEveryTurn, cCovert, cWhen) || sg.has[cMust] && !safeguard
	verbs := 0
	seen := map[concept]bool{}
	for _, h := range hits {
		switch h.c {
		case cRead, cSend, cInclude, cCall, cAsk:
			if !sg.free[h.c] || seen[h.c] {
				continue
			}
			if i := h.start - base; modifier || i > 0 && strings.ContainsAny(sent[:min(i, len(sent))], "-(:;,—") {
				seen[h.c] = true
				verbs++
			}
		}
	}
	return verbs > 0 && (sg.any(cSecret, cPath, cKeyMaterial, cEnv, cConversation, cPersonal, cOtherTool) || modifier && sg.any(cMust, cBefore, cEveryTurn) || verbs >= 2 && sg.has[cUser]) ||
		sg.has[cOtherTool] && sg.any(cWhen, cPath, cKeyMaterial, cEnv)
}

// addressHeader reports a heading that addresses the model ("指示 for the
// assistant:", "Assistant instructions:"): the model and instructions
// side by side, and a colon right after.
func addressHeader(hits []hit, sent string, base int) bool {
	for i := 1; i < len(hits); i++ {
		a, b := hits[i-1], hits[i]
		if (a.c == cModel && b.c == cInstr || a.c == cInstr && b.c == cModel) && b.start-a.end <= 12 {
			rest := sent[min(len(sent), b.end-base):]
			return strings.HasPrefix(strings.TrimLeft(rest, " "), ":")
		}
	}
	return false
}

// claimsDown reports a claim, one of words, that something is out of service, in a
// lowercased sentence.
func claimsDown(lower string, words []string) bool {
	for _, w := range words {
		if i := strings.Index(lower, w); i >= 0 && !conditionBefore(lower[:i]) {
			return true
		}
	}
	return false
}

// conditionBefore reports a claim inside a clause opened by "if" or
// "when": "if the service is unavailable, tell the user" plans for an
// outage, it does not assert one.
func conditionBefore(before string) bool {
	// Only the claim's own clause: "when the user asks, tell them it is
	// down" asserts the outage after its condition.
	if i := strings.LastIndexAny(before, ",;:，、"); i >= 0 {
		before = before[i+1:]
	}
	for _, w := range [...]string{"if ", "when ", "whenever ", "in case ", "si ", "wenn ", "falls ", "quando ", "cuando ", "lorsque ", "если ", "когда ", "如果", "若", "場合", "경우"} {
		if i := strings.LastIndex(before, w); i >= 0 && (i == 0 || w[0] >= utf8.RuneSelf || !isASCIILetter(before[i-1])) {
			return true
		}
	}
	return false
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
			if lw == ctx.self || lw == "before" || lw == "after" {
				break // "call before transfer_funds": this tool is called
			}
			if name, ok := ctx.siblings[lw]; ok {
				return name, true
			}
			if isToolIdentifier(w) && startsWithVerb(lw) && !ctx.params[lw] && !envVarName(w) {
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
// names are (send_email, run_command), unlike parameters (page_token), or
// whose second is, after the service's name (drive_share, slack_invite).
func startsWithVerb(name string) bool {
	first, rest, _ := strings.Cut(strings.ReplaceAll(name, ".", "_"), "_")
	second, _, _ := strings.Cut(rest, "_")
	return isVerbWord(first) || second != "" && isVerbWord(second) && second != "file" && second != "fs"
}

func isVerbWord(verb string) bool {
	switch verb {
	case "generate", "mint", "issue", "elevate", "promote", "invite", "assign", "revoke", "kick", "ban", "rotate", "reset", "rename", "archive", "destroy", "terminate", "truncate", "purge", "wipe":
		return true
	case "get", "http", "list", "create", "read", "write", "send", "delete", "update", "run", "execute", "exec", "search", "fetch", "query", "transfer", "upload",
		"share", "set", "add", "remove", "post", "make", "move", "copy", "open", "invoke", "call", "push", "pull", "merge", "deploy", "start", "stop",
		"download", "find", "edit", "put", "grant", "change", "install", "submit", "pay", "approve", "publish", "export", "import", "sync", "save", "store",
		"modify", "drop", "insert", "email", "mail", "notify", "forward", "purchase", "buy", "order", "book", "withdraw", "wire", "browser", "puppeteer", "slack", "github", "git", "fs", "shell", "file", "filesystem",
		"drive", "gdrive", "gmail", "notion", "jira":
		return true
	case "enviar", "envoyer", "senden", "inviare", "invia", "compartilhar", "compartir", "partager", "teilen", "condividi", "condividere",
		"pagar", "payer", "zahlen", "pagare", "transferir", "ejecutar", "executar", "exporter", "exportar", "esporta", "subir", "carregar", "caricare", "hochladen":
		return true // the same actions in the corpus's other languages
	}
	return false
}

// suppliedInput reports an object followed by "you provide", "the user
// gives" or "supplied": an input handed in, not a thing asked for.
func suppliedInput(from string) bool {
	_, rest := nextField(from)
	rest, _, _ = strings.Cut(rest, ".")
	words := strings.Fields(rest)
	for i, w := range words[:min(4, len(words))] {
		switch strings.ToLower(strings.Trim(w, ",;:()")) {
		case "provide", "provides", "provided", "supply", "supplies", "supplied", "give", "gives", "given", "pass", "passes", "passed", "paste", "pastes", "enter", "enters", "upload", "uploads":
			return i > 0 || strings.HasSuffix(w, "ed")
		}
	}
	return false
}

// valueOf reports "the value of", "the contents of" and their kin: the
// thing itself, not its name.
func valueOf(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"value of", "valor de", "valeur de", "wert von", "wert der", "wert des", "valore del", "valore della", "значение", "的值", "の値", "값을", "değeri", "waarde van", "wartość", "giá trị"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return contentsOf(lower)
}

// riskyTool reports a tool name that mints credentials or grants rights
// (create_api_key, grant_role) or destroys data (delete_repository,
// drop_table): no description has cause to have another server's such
// tool called.
func riskyTool(name string) bool {
	lower := strings.ToLower(name)
	verb, _, _ := strings.Cut(strings.ReplaceAll(lower, ".", "_"), "_")
	switch verb {
	case "delete", "drop", "remove", "destroy", "wipe", "purge", "truncate", "terminate", "revoke", "erase":
		return true
	}
	mints := false
	for _, w := range [...]string{"create", "generate", "new", "add", "grant", "invite", "issue", "mint", "reset", "elevate", "promote"} {
		mints = mints || strings.Contains(lower, w)
	}
	if !mints {
		return false
	}
	for _, w := range [...]string{"key", "token", "credential", "password", "secret", "permission", "role", "admin", "member", "collaborator", "sudo"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// destructive reports a tool name that deletes or revokes.
func destructive(name string) bool {
	verb, _, _ := strings.Cut(strings.ToLower(strings.ReplaceAll(name, ".", "_")), "_")
	switch verb {
	case "delete", "remove", "drop", "destroy", "purge", "wipe", "revoke", "truncate", "erase":
		return true
	}
	return false
}

// interceptsOutput reports the output of another tool to be passed on:
// "text returned by read_email should be passed here", "db_query の結果を
// … 渡して".
func interceptsOutput(sent string) bool {
	lower := strings.ToLower(sent)
	out := false
	for _, w := range [...]string{"returned by", " returns ", "output of", "results of", "result of", "結果", "结果", "결과", "résultat", "resultado", "ergebnis", "risultat", "результат"} {
		out = out || strings.Contains(lower, w)
	}
	if !out {
		return false
	}
	for _, w := range [...]string{"passed here", "pass it here", "pass that", "pass them", "pass the", "through this", "渡して", "传给", "传入", "전달", "transmets", "pásalo", "pasa el", "übergib"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// destroysData reports a statement that deletes data wholesale: DROP
// TABLE, DELETE FROM, TRUNCATE.
func destroysData(sent string) bool {
	for _, w := range [...]string{"drop table", "drop database", "drop schema", "delete from", "truncate table", "flushall", "dropdatabase"} {
		if containsLowered(sent, w) {
			return true
		}
	}
	return false
}

// rewritesHost reports an order to swap one host for another ("replace
// github.com with mirror.example"): a verb of replacing and two domains.
func rewritesHost(sent string) bool {
	if strings.Count(sent, ".") < 2 {
		return false // two domains have two dots
	}
	lower := strings.ToLower(sent)
	replace := false
	for _, w := range [...]string{"replace", "rewrite", "swap", "substitute", "point it to", "ersetze", "remplace", "reemplaza", "sostituisci", "substitua", "замени", "替换", "置き換え", "바꿔", "vervang", "zamień", "değiştir", "استبدل", "החלף"} {
		// The verb itself, an order ("replace"), not what a tool does ("replaces").
		if i := strings.Index(lower, w); i >= 0 && (i+len(w) == len(lower) || !isWordRune(rune(lower[i+len(w)]))) {
			replace = true
			break
		}
	}
	if !replace {
		return false
	}
	var hosts []string
	for rest := lower; rest != ""; {
		var w string
		w, rest = nextField(rest)
		w = strings.Trim(w, ".,;:()`'\"")
		w = strings.TrimPrefix(strings.TrimPrefix(w, "https://"), "http://")
		if h, _, _ := strings.Cut(w, "/"); isDomain(h) && !isDocumentationHost(h) && !slices.Contains(hosts, h) {
			hosts = append(hosts, h)
		}
	}
	return len(hosts) >= 2
}

// isDomain reports a host name: labels of letters, digits and dashes,
// the last of two to six letters that is no file extension.
func isDomain(h string) bool {
	dot := strings.LastIndexByte(h, '.')
	if dot <= 0 || strings.Contains(h, "@") {
		return false
	}
	tld := h[dot+1:]
	if len(tld) < 2 || len(tld) > 6 {
		return false
	}
	for i := 0; i < len(tld); i++ {
		if !isASCIILetter(tld[i]) {
			return false
		}
	}
	switch tld {
	case "json", "yaml", "yml", "txt", "md", "py", "js", "ts", "go", "rs", "sh", "env", "toml", "ini", "cfg", "conf", "xml", "html", "csv", "pdf", "png", "jpg", "log", "lock", "exe", "zip", "gz", "tar", "sql", "db", "pem", "key", "crt", "mjs", "cjs", "tsx", "jsx", "css", "rb", "java", "kt", "swift", "php", "bak":
		return false
	}
	for i := 0; i < dot; i++ {
		if c := h[i]; !(isASCIILetter(c) || isASCIIDigit(c) || c == '-' || c == '.') {
			return false
		}
	}
	return true
}

// bareDomain reports a host name written without a scheme (kanji-log.cn,
// zip-log.jp/upload): a destination all the same.
func bareDomain(sent string) bool {
	for rest := sent; rest != ""; {
		var w string
		w, rest = nextField(rest)
		w = strings.ToLower(strings.Trim(w, ".,;:()`'\"。，"))
		hasPath := false
		if i := strings.IndexByte(w, '/'); i > 0 {
			w, hasPath = w[:i], true
		}
		dot := strings.LastIndexByte(w, '.')
		if dot <= 0 || strings.ContainsAny(w, "@_~") || strings.HasPrefix(w, ".") {
			continue
		}
		switch w[dot+1:] {
		case "com", "net", "org", "io", "ru", "cn", "jp", "kr", "de", "fr", "es", "it", "br", "in", "tr", "app", "ai", "dev", "cc", "xyz", "co", "uk", "pl", "nl", "vn", "id", "se", "cz", "ua", "il", "sa":
			if isHostName(w[:dot]) {
				return true
			}
		default:
			if attackTLD(w, hasPath) {
				return true
			}
		}
	}
	return false
}

func isHostName(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '.') {
			return false
		}
	}
	return s != ""
}

// phoneNumberIn reports an international phone number (+34 611 222 333)
// to send to: not one in an example, nor the number a message comes from.
func phoneNumberIn(sent string) bool {
	for i := strings.IndexByte(sent, '+'); i >= 0 && i+1 < len(sent); {
		digits, j := 0, i+1
		for ; j < len(sent) && (isASCIIDigit(sent[j]) || sent[j] == ' ' || sent[j] == '-'); j++ {
			if isASCIIDigit(sent[j]) {
				digits++
			}
		}
		if digits >= 9 && digits <= 15 && isASCIIDigit(sent[i+1]) && !inExampleAside(sent, i) && !strings.HasSuffix(strings.TrimRight(sent[:i], " \"'`("), "from") {
			return true
		}
		next := strings.IndexByte(sent[i+1:], '+')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// dataInHostName reports a host name led by a slot that is none of the
// tool's parameters: {nome_utente}.diag.example, <hex of the key>.probe.
func dataInHostName(sent string, params map[string]bool) bool {
	for i := 0; i+1 < len(sent); i++ {
		if (sent[i] != '}' && sent[i] != '>' && sent[i] != ')') || sent[i+1] != '.' {
			continue
		}
		open := strings.LastIndexAny(sent[:i], "{<(")
		if open < 0 {
			continue
		}
		if slot := strings.ToLower(strings.TrimPrefix(sent[open+1:i], "$")); !params[slot] && namesData(slot) {
			return true
		}
	}
	return false
}

// namesData reports a slot that describes data rather than naming a host
// part ({host}, {region}): several words, another script, or the user's
// name, a key or a secret.
func namesData(slot string) bool {
	if strings.Contains(slot, " ") || !isASCII(slot) {
		return true
	}
	for _, w := range [...]string{"user", "utente", "usuario", "nutzer", "utilisateur", "name", "nome", "nombre", "key", "token", "secret", "pass", "mail", "phone", "whoami", "env", "cat "} {
		if strings.Contains(slot, w) {
			return true
		}
	}
	return false
}

// dnsLookup reports an order to look a host name up.
func dnsLookup(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"nslookup", "dig ", "resolve ", "risolvi", "resuelve", "résous", "löse ", "resolva", "host -t", "ping "} {
		if i := strings.Index(lower, w); i >= 0 && (i == 0 || !isIdentRune(rune(lower[i-1]))) {
			return true // a word, not "keeping "'s end
		}
	}
	return false
}

// formIn reports a form shown to the user: an elicitation.
func formIn(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"elicitation", "input form", "input dialog", "eingabedialog", "dialogue de saisie", "cuadro de diálogo", "form will appear", "form appears", "form opens", "form is shown", "formulário", "formulario", "formulaire", "formular", "modulo", "フォーム", "表单", "양식", "폼"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// hasHandle reports an @handle that is no e-mail address: a chat or
// social account to send to.
func hasHandle(sent string) bool {
	for i := strings.IndexByte(sent, '@'); i >= 0; {
		if (i == 0 || sent[i-1] == ' ') && i+1 < len(sent) && isASCIILetter(sent[i+1]) {
			return true
		}
		next := strings.IndexByte(sent[i+1:], '@')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

// onUsersAccount reports the user's own social or web account, used to
// post or follow on the server's behalf.
func onUsersAccount(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"user's twitter", "user's connected", "user's x account", "user's linkedin", "user's facebook", "user's instagram", "user's account", "konto des nutzers", "compte de l'utilisateur", "cuenta del usuario", "account dell'utente", "conta do usuário", "аккаунте пользователя"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// upsell reports an order to move the user to a dearer plan.
func upsell(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"upgrade them to", "switch them to pro", "switch them to the", "move them to the paid", "passe l'utilisateur à l'offre", "cambia al usuario al plan", "stelle den nutzer auf", "passa l'utente al piano", "mude o usuário para o plano", "переведи пользователя на тариф", "将用户升级", "ユーザーを上位プラン", "사용자를 상위 요금제"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// grantsAccess reports arguments that open something up: public
// visibility, admin rights, disabled protections.
func grantsAccess(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"'public'", "\"public\"", "=public", "to public", "make it public", "公開に", "「公開」", "公開設定", "设为公开", "改为公开", "“公开”", "「public」", "hacerlo público", "como público", "öffentlich machen", "auf öffentlich", "rendre public", "en public", "renderlo pubblico", "rendilo pubblico", "tornar público", "torná-lo público", "сделай публичн", "сделать публичн", "공개로", "admin permission", "admin rights", "private=false", "allow_writes", "collaborator", "owner rights", "owner role", "admin role", "write access", "full access", "admin account", "admin-account", "quyền admin", "quyền quản trị", "public-read", "allusers", "anyone with the link", "'admin'", "\"admin\"", "=admin", "'owner'", "'writer'", "=writer", "'editor'", "force=true", "recursive=true", "--force", "force-push", "force push",
		"public read", "role 'admin'", "role \"admin\"", "role=admin", "role: admin", "role='writer'", "role='owner'", "role 'owner'", "role 'writer'", "as admin", "as an admin"} {
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

// mentionsThisTool reports "this tool" in any case.
func mentionsThisTool(sent string) bool { return containsLowered(sent, "this tool") }

// hasPaymentTarget reports an IBAN or a crypto address.
func hasPaymentTarget(sent string) bool {
	slash := strings.IndexByte(sent, '/') >= 0
	if !slash && !hasDigit(sent) {
		return false // every target below has a slash or a digit
	}
	for _, p := range [...]string{"paypal.me/", "venmo.com/", "cash.app/", "buymeacoffee.com/"} {
		if slash && containsLowered(sent, p) {
			return true
		}
	}
	if !hasDigit(sent) {
		return false
	}
	if containsLowered(sent, "sort code") && accountDigits(strings.ToLower(sent)) || longNumber(sent) && bankWord(strings.ToLower(sent)) {
		return true
	}
	if spacedAccount(sent) {
		return true
	}
	for rest := sent; rest != ""; {
		var w string
		w, rest = nextField(rest)
		if len(w) < 11 {
			continue // shorter than any target below
		}
		w = strings.Trim(w, ".,;:()`'\"")
		switch {
		case len(w) >= 34 && len(w) <= 42 && strings.HasPrefix(w, "0x") && isHex(w[2:]):
			return true // an Ethereum address, or one written to look like it
		case len(w) >= 26 && len(w) <= 62 && strings.HasPrefix(w, "bc1") && isLowerAlnum(w) && strings.ContainsAny(w[3:], "0123456789"):
			return true // a Bitcoin bech32 address
		case len(w) >= 30 && len(w) <= 36 && w[0] == 'T' && isAlnum(w) && !isDigits(w[1:]) && hasUpper(w[1:]) && strings.ContainsAny(w, "0123456789"):
			return true // a Tron address
		case len(w) >= 26 && len(w) <= 35 && (w[0] == '1' || w[0] == '3') && isBase58(w) && hasUpper(w) && hasLower(w):
			return true // a legacy Bitcoin address
		case len(w) >= 15 && len(w) <= 34 && w[0] >= 'A' && w[0] <= 'Z' && w[1] >= 'A' && w[1] <= 'Z' && w[2] >= '0' && w[2] <= '9' && w[3] >= '0' && w[3] <= '9' && isUpperAlnum(w) && !placeholderIBAN39(w):
			return true
		case stripeAccount(w):
			return true
		case len(w) >= 32 && len(w) <= 44 && isBase58(w) && hasUpper(w) && hasLower(w) && strings.ContainsAny(w, "123456789") && walletWord(strings.ToLower(sent)):
			return true // a Solana address, in a sentence about a wallet
		}
	}
	return false
}

// walletWord reports a sentence about a crypto wallet.
func walletWord(lower string) bool {
	for _, w := range [...]string{"wallet", "solana", " sol", "address", "钱包", "ウォレット", "지갑", "billetera", "cartera", "portefeuille", "brieftasche", "portafoglio", "carteira", "кошел"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// stripeAccount reports a Stripe account, bank account or payment method
// id (acct_…, ba_…, pm_…, card_…): where a payout or a refund goes.
func stripeAccount(w string) bool {
	for _, p := range [...]string{"acct_", "ba_", "pm_", "card_"} {
		if strings.HasPrefix(w, p) && len(w)-len(p) >= 8 && isAlnum(strings.ReplaceAll(w[len(p):], "_", "")) {
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
		iban, digits := accountStart(w)
		if !iban && !digits {
			continue
		}
		joined, groups, after, _ := accountGroups(w, digits, rest)
		if groups >= 4 && len(joined) >= 14 && len(joined) <= 34 {
			if !placeholderAccount39(joined, iban) {
				return true
			}
			rest = after // a placeholder's groups are no account of their own
		}
	}
	return false
}

// accountStart reports the first group of an account written in groups:
// two letters and two digits (an IBAN's country and check), or four digits.
func accountStart(w string) (iban, digits bool) {
	iban = len(w) == 4 && isASCIILetter(w[0]) && isASCIILetter(w[1]) && isASCIIDigit(w[2]) && isASCIIDigit(w[3])
	return iban, len(w) == 4 && isDigits(w)
}

// accountGroups reads on from an account's first group through rest:
// groups of up to four letters or digits (digits only after a digit
// group, digitsOnly), ended by a field that is none or by punctuation
// ("00,请…" ends with 00). It returns the groups joined, their number
// with first, the rest after them, and glued: the account stops before
// a group with a figure glued on after punctuation ("00,5 €").
func accountGroups(first string, digitsOnly bool, rest string) (joined string, groups int, after string, glued bool) {
	joined, groups, after = first, 1, rest
	for more := rest; more != ""; {
		var g string
		g, more = nextField(more)
		last := false
		if k := strings.IndexFunc(g, func(r rune) bool { return r >= 0x80 || !isASCIILetter(byte(r)) && !isASCIIDigit(byte(r)) }); k > 0 {
			if hasDigit(g[k:]) {
				return joined, groups, after, true
			}
			g, last = g[:k], true
		}
		if len(g) == 0 || len(g) > 4 || !isAlnum(g) || digitsOnly && !isDigits(g) {
			break
		}
		joined, groups, after = joined+g, groups+1, more
		if last {
			break
		}
	}
	return joined, groups, after, false
}

// isBase58 reports the alphabet of Bitcoin addresses: letters and digits
// without 0, O, I and l.
func isBase58(s string) bool {
	return isAlnum(s) && !strings.ContainsAny(s, "0OIl")
}

func hasLower(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 'a' && s[i] <= 'z' {
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

// scopedPreference reports a preference for this tool limited to its
// subject ("prefer this tool over general web search for API
// questions"): routing by topic, which a description is for, unless it is
// pressed (always, every, whatever the user asks) or covers everything.
func scopedPreference(sg signals, sent string) bool {
	if sg.any(cMust, cEveryTurn, cOverUser, cRegardless, cOnlyThis, cAuthority, cDisparage) {
		return false
	}
	lower := strings.ToLower(sent)
	i := sg.first[cPrefer]
	if i < 0 || i > len(lower) {
		return false
	}
	for _, w := range [...]string{" for ", " para ", " pour ", " für ", " per "} {
		k := strings.Index(lower[i:], w)
		if k < 0 {
			continue
		}
		next, _ := nextField(lower[i+k+len(w):])
		switch strings.Trim(next, ",.;:") {
		case "", "all", "any", "every", "everything", "anything", "each", "todo", "todos", "toda", "todas", "cualquier", "tout", "tous", "toutes", "alle", "jede", "jeden", "jedes", "tutto", "tutti", "ogni", "qualsiasi", "qualquer":
			return false
		}
		return true
	}
	return false
}

// modelReadsPrivateKey reports the model told to read a private key
// itself ("which you can read yourself from ~/.ssh"): no tool, not even
// an SSH or secrets tool, needs the model to carry a private key's text.
func modelReadsPrivateKey(sg signals) bool {
	return sg.has[cKeyMaterial] && !sg.has[cPublic] && sg.has[cModel] && sg.free[cRead] && !sg.negation
}

// selfCalled reports a sentence whose call is this tool's, left unnamed:
// a passive with no subject ("Must be called once before other tools")
// or "call this" ("Call this first to get the project id").
func selfCalled(sent string) bool {
	lower := strings.ToLower(strings.TrimLeft(sent, " \n\t-*•"))
	for _, p := range [...]string{"must be called", "should be called", "needs to be called", "has to be called", "is to be called", "call this ", "run this ", "use this first", "use this once"} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

// setupStep reports a call made once, or for what other tools need
// ("once before other tools", "to get the project id required by every
// other tool"): a dependency, not a demand to come first every time.
func setupStep(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{" once ", " once,", "required by", "needed by", "that other tools need", "to get the", "to obtain the"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// overMethod reports a preference over a way of working rather than
// over a tool ("prefer this tool over scraping the web UI"): what
// follows "over", "rather than" or "instead of" opens with an -ing verb
// and names no tool, server or plugin.
func overMethod(sent string, i int) bool {
	if i < 0 || i > len(sent) {
		return false
	}
	lower := strings.ToLower(sent[i:])
	for _, w := range [...]string{" over ", " rather than ", " instead of "} {
		k := strings.Index(lower, w)
		if k < 0 {
			continue
		}
		rest := lower[k+len(w):]
		if end := strings.IndexAny(rest, ".;,"); end >= 0 {
			rest = rest[:end]
		}
		first, _ := nextField(rest)
		if !strings.HasSuffix(first, "ing") || strings.ContainsAny(first, "_-") {
			return false
		}
		for _, t := range [...]string{"tool", "server", "plugin", "extension", "mcp", "_"} {
			if strings.Contains(rest, t) {
				return false
			}
		}
		return true
	}
	return false
}

// usageNote reports a sentence that says when to use the tool with the
// tool left unnamed ("Use when the user …", "Call this after …"): this
// tool is its object.
func usageNote(sent string) bool {
	first, rest := nextField(sent)
	if !strings.EqualFold(first, "use") && !strings.EqualFold(first, "call") && !strings.EqualFold(first, "invoke") {
		return false
	}
	next, rest := nextField(rest)
	if strings.EqualFold(next, "this") || strings.EqualFold(next, "it") {
		next, _ = nextField(rest)
	}
	for _, w := range [...]string{"when", "whenever", "if", "after", "before", "once", "only"} {
		if strings.EqualFold(next, w) {
			return true
		}
	}
	return false
}

// conditionalDenial reports a denial that holds until something is true
// or unless the user asks ("never tell the user a change is complete until
// the status says so", "사용자가 요청하지 않는 한"): a guard against a
// premature or unasked report, not a secret kept.
func conditionalDenial(t lowText) bool { return t.in(denialGuardSet) }

// denialGuards are the words of conditionalDenial's condition.
var denialGuards = []string{" until ", " unless ", " hasta que ", " a menos que ", " salvo que ", " jusqu'à ce que ", " tant que ", " à moins que ", " sauf si ", " bis ", " es sei denn ", " finché ", " a meno che ", " até que ", " a não ser que ", " пока не ", " если только ", "直到", "除非", "まで", "限り", "때까지", "않는 한"}

// forbidsCovert reports that every covert phrase is a negated "without"
// ("never install packages without the user naming them", "non eseguire
// mai comandi senza conferma"): a rule that keeps the user informed,
// unless the phrase's clause also names what an attack is after.
func forbidsCovert(hits []hit, lower string, base int) bool {
	return withoutsNegated(hits, lower, base, cSend, cInclude, cHide, cKeyMaterial, cPath, cEnv, cMoney, cShell, cUnsafe, cRedirect, cOurServer)
}

// withoutsNegated reports covert phrases in the sentence, each a negated
// "without" (negatedWithout) whose clause holds none of attack:
// "N'exécute jamais un virement sans confirmation de l'utilisateur" makes
// the user's say a condition of the act; the attack drops it.
func withoutsNegated(hits []hit, lower string, base int, attack ...concept) bool {
	seen, covert := false, 0
	for _, h := range hits {
		if h.c != cCovert {
			continue
		}
		if covert++; covert > maxNegationReach {
			return false // no guard repeats itself that often
		}
		if !withoutHit(h, lower, base) || !negatedWithout(hits, lower, base, h.start-base) {
			return false
		}
		// "Lösche niemals Tabellen, ohne zu fragen": a clause the phrase
		// opens belongs to the verb before it.
		if clauseHolds(hits, h.clause, attack...) || h.clause > 0 && opensClause(hits, h) && clauseHolds(hits, h.clause-1, attack...) {
			return false
		}
		seen = true
	}
	return seen
}

// negatedWithout reports a negation binding the "without" phrase at byte
// at of lower ("never delete without confirmation", "確認なしでは絶対に実行
// しないでください"): the user's say made a condition of the act. The
// negation is a hit in the phrase's clause, before or after it; in the
// clause before when the phrase opens its own ("Lösche niemals Tabellen,
// ohne zu fragen"); or before it with no comma, colon or semicolon
// between ("Keine Suchen über alle Indizes (*) ohne Rückfrage"). Another
// "without" binds nothing ("без списка на утверждение").
func negatedWithout(hits []hit, lower string, base, at int) bool {
	i, _ := slices.BinarySearchFunc(hits, base+at, func(h hit, start int) int { return h.start - start })
	clause, opens := -1, false
	if i < len(hits) {
		clause, opens = hits[i].clause, i == 0 || hits[i-1].clause != hits[i].clause
	}
	for _, h := range hits[max(0, i-maxNegationReach):min(len(hits), i+maxNegationReach)] {
		if h.c != cNeg || h.start-base == at || h.start < base || h.end-base > len(lower) || withoutHit(h, lower, base) {
			continue // a "without" binds no other
		}
		if h.clause == clause || h.start-base < at && (opens && h.clause == clause-1 || h.end-base <= at && !strings.ContainsAny(lower[h.end-base:at], ",;:，、；") || opens && openingNegationWithout30a(lower, h.start-base, h.end-base, at)) {
			return true
		}
	}
	return false
}

// withoutHit reports hit h a "without" phrase (withoutPhrase), read with
// the space after it when it holds the preposition alone.
func withoutHit(h hit, lower string, base int) bool {
	s, e := h.start-base, h.end-base
	if s < 0 || e > len(lower) {
		return false
	}
	return withoutPhrase(lower[s:e]) || e < len(lower) && lower[e] == ' ' && withoutPhrase(lower[s:e+1])
}

// conceptAfter reports a hit of c at or after offset at.
func conceptAfter(hits []hit, c concept, at int) bool {
	for _, h := range hits {
		if h.c == c && h.start >= at {
			return true
		}
	}
	return false
}

// changedState reports that every override is "from now on" after a
// copula ("les curseurs sont désormais opaques", "paths are from now on
// relative") or opening a sentence about this server or tool: a thing's
// new state, not the reader's new rules.
func changedState(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cOverride {
			continue
		}
		if h.start < base || h.end-base > len(sent) {
			return false
		}
		switch strings.ToLower(sent[h.start-base : h.end-base]) {
		case "from now on", "désormais", "à partir de maintenant", "a partir de ahora", "a partir de agora", "da ora in poi", "d'ora in poi", "ab jetzt", "с этого момента":
		default:
			return false
		}
		before := strings.Fields(strings.ToLower(sent[:h.start-base]))
		if len(before) == 0 {
			if conceptAfter(hits, cThisTool, h.end) {
				continue // "From now on, all tools on this server return …": what the server does
			}
			return false
		}
		switch before[len(before)-1] {
		case "is", "are", "be", "will", "sont", "est", "sera", "seront", "sind", "ist", "werden", "wird", "son", "es", "están", "está", "serán", "sono", "è", "saranno", "são", "é", "serão", "будут", "будет":
		default:
			return false
		}
	}
	return true
}

// replacesNoTool reports that every ranking phrase is "replaces" with an
// object in its clause that names no tool ("replaces the old 'path'
// argument semantics", "reemplaza el formato anterior"): what changed in
// a version, not a claim over other tools.
func replacesNoTool(hits []hit, sent string, base int, names namedTools) bool {
	for _, h := range hits {
		if h.c != cPrefer {
			continue
		}
		object, ok := replaced(h, sent, base)
		if !ok || strings.HasPrefix(strings.ToLower(sent[h.start-base:h.end-base]), "replaces all") || namesTool(object, names, true) {
			return false
		}
	}
	return true
}

// replacesNamedTool reports "replaces read_file", "ersetzt das Tool
// web_search": a tool named as what this one replaces.
func replacesNamedTool(hits []hit, sent string, base int, names namedTools) bool {
	for _, h := range hits {
		if h.c != cActs {
			continue
		}
		// The object first: "replaces read_file", "ersetzt das Tool X".
		if object, ok := replaced(h, sent, base); ok && namesTool(strings.Join(callWords(object, 3, false), " "), names, false) {
			return true
		}
	}
	return false
}

// replaced returns the rest of the clause after a "replaces" hit, in
// lower case.
func replaced(h hit, sent string, base int) (string, bool) {
	if h.start < base || h.end-base > len(sent) {
		return "", false
	}
	w := strings.ToLower(sent[h.start-base : h.end-base])
	if !slices.ContainsFunc(replaceVerbs[:], func(v string) bool { return strings.HasPrefix(w, v) }) {
		return "", false
	}
	rest := sent[h.end-base:]
	if k := strings.IndexAny(rest, ",;:.!?\n"); k >= 0 {
		rest = rest[:k]
	}
	return strings.ToLower(rest), true
}

// namesTool reports a tool of another server or a word for tools in s,
// and with quantifiers also "all", "every", "other".
func namesTool(s string, names namedTools, quantifiers bool) bool {
	for _, w := range strings.FieldsFunc(s, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' && r != '-' }) {
		if slices.Contains(toolWords[:], w) || quantifiers && slices.Contains(allWords[:], w) || strings.Contains(w, "_") && slices.Contains(names.other, w) {
			return true
		}
	}
	return false
}

// replaceVerbs are the "replaces" of the ranking phrases; toolWords name
// a tool or a server in the languages those verbs come in, and allWords
// the others.
var (
	replaceVerbs = [...]string{"replaces", "sustituye", "reemplaza", "remplace", "ersetzt", "sostituisce", "substitui", "заменяет"}
	toolWords    = [...]string{"tool", "tools", "server", "servers", "function", "functions", "herramienta", "herramientas", "servidor", "outil", "outils", "serveur", "werkzeug", "werkzeuge", "strumento", "strumenti", "ferramenta", "ferramentas", "инструмент", "инструменты", "сервер"}
	allWords     = [...]string{"all", "any", "every", "other", "others", "otros", "otras", "autres", "andere", "anderen", "altri", "outros", "outras", "другие", "все"}
)

// elidedShell reports that every shell line is a download piped into a
// shell with nothing to download ("curl | sh", "`RUN curl … | bash`"):
// the shape of a risk a linter names, which no one can run.
func elidedShell(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cShell {
			continue
		}
		if h.start < base || h.end-base > len(sent) {
			return false
		}
		before := strings.ToLower(sent[max(0, h.start-base-40) : h.start-base])
		k := max(strings.LastIndex(before, "curl"), strings.LastIndex(before, "wget"))
		if k < 0 || !strings.HasPrefix(strings.TrimSpace(sent[h.start-base:h.end-base]), "|") && !strings.HasPrefix(strings.TrimSpace(sent[h.start-base:h.end-base]), "¦") {
			return false
		}
		switch strings.Trim(before[k+4:], " .…") {
		case "", "<url>", "url", "$url", "<script>":
		default:
			return false
		}
	}
	return true
}

// opensClause reports h as the first hit of its clause.
func opensClause(hits []hit, h hit) bool {
	for _, o := range hits {
		if o.clause == h.clause {
			return o.start == h.start
		}
	}
	return false
}

// maxNegationReach bounds, in hits, how far a negation is looked for around
// a "without" and how many "without" phrases one sentence may guard: a
// guard sits a few words from its phrase, and a sentence of thousands of
// hits must not cost their square.
const maxNegationReach = 32

// withoutPhrase reports a phrase of manner, "without …": a preposition
// (without, sin, ohne, без …), a Russian or Ukrainian adverbial participle
// after не, or a Japanese or Korean "without" ending.
func withoutPhrase(p string) bool {
	if opensWithout(p) {
		return true
	}
	if strings.HasPrefix(p, "не ") && (strings.HasSuffix(p, "я") || strings.HasSuffix(p, "ясь") || strings.HasSuffix(p, "чи")) {
		return true
	}
	return strings.HasSuffix(p, "ずに") || strings.HasSuffix(p, "않고") || strings.HasSuffix(p, "모르게") || strings.Contains(p, "不知情")
}

// opensWithout reports lowercased text that opens with the preposition
// "without" (sin, ohne, без …).
func opensWithout(lower string) bool {
	for _, w := range [...]string{"without ", "sin ", "sans ", "ohne ", "senza ", "sem ", "без ", "bez ", "zonder ", "utan ", "tanpa ", "بدون ", "دون ", "बिना "} {
		if strings.HasPrefix(lower, w) {
			return true
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
	if bare := strings.TrimSpace(strings.ToLower(rest[:min(len(rest), 20)])); !strings.HasPrefix(bare, "instead of using") && !strings.HasPrefix(bare, "instead of calling") && !strings.HasPrefix(bare, "instead of invoking") && !strings.HasPrefix(bare, "rather than") {
		// A bare "instead of" (en lugar de, вместо) replaces another
		// server's well-known tool or other tools, not an argument or one
		// of the server's own tools; one said to fit a case ("when you
		// need exact paths") is routing.
		if strings.Contains(object, " when ") || strings.Contains(object, " if ") || strings.Contains(object, " for ") {
			return false
		}
		for _, w := range strings.Fields(object) {
			w = strings.Trim(w, "`'\"()")
			if lookalikes().names[w] && ctx.siblings[w] == "" && !ctx.params[w] && w != ctx.self {
				return true
			}
		}
		return strings.Contains(object, "other tool") || otherKindOfTool(object)
	}
	switch strings.TrimSpace(object) {
	case "instead of calling", "instead of invoking", "instead of calling it", "rather than calling", "rather than calling it":
		return false // "… instead of calling.": this tool, left uncalled
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
	for _, own := range [...]string{"individual", "multiple", "separate", "each", "repeatedly", "in a loop", "one by one", "once per", "several",
		"wiederholt", "mehrfach", "einzeln", "repetidamente", "uno por uno", "à plusieurs reprises", "un par un", "un à un", "ripetutamente", "uno alla volta", "um por um", "повторно", "многократно", "по одному", "反复", "多次", "逐个", "繰り返し", "一つずつ", "何度も", "반복", "여러 번", "하나씩"} {
		if strings.Contains(lower, own) {
			return true
		}
	}
	return false
}

// ownToolsOnly reports "other Shopify tools", "other tools of this
// server": a vendor ordering its own tools. lt is sent lowercased.
func ownToolsOnly(sent string, lt lowText) bool {
	lower := lt.s
	if lt.in(ownToolsSet) {
		return true
	}
	if !strings.Contains(lower, "other ") { // in each lead below
		return false
	}
	for _, lead := range [...]string{"any other ", "all other ", "every other ", "other "} {
		if i := strings.Index(lower, lead); i >= 0 {
			words := fieldsN(lower[i+len(lead):], 2)
			if len(words) < 2 || words[0] == "tool" || words[0] == "tools" || !strings.HasPrefix(words[1], "tool") {
				continue
			}
			// A vendor's name is capitalised (other Shopify tools); a
			// kind of tool is not (other search tools).
			if len(lower) != len(sent) || i+len(lead) < len(sent) && !(sent[i+len(lead)] >= 'a' && sent[i+len(lead)] <= 'z') && !acronym(words[0], sent[i+len(lead):]) {
				return true
			}
		}
	}
	return false
}

// ownToolsSet holds the phrases that name the server's own tools.
var ownToolsSet = newPhraseSet("of this server", "in this server", "from this server", "on this server", "our tools", "of our", "this server's", "tools in this", "tools of this", "tools from this",
	"该服务器的", "本服务器", "本服务的", "本服务其他", "本服務其他", "此服务其他", "本サービスの他の", "이 서비스의 다른", "diesem server", "dieses dienstes", "de este servidor", "этого сервера", "dieses servers", "このサーバーの", "de ce serveur", "이 서버의", "deste servidor", "di questo server",
	"same server", "gleicher server", "gleichen server", "selben server", "mismo servidor", "même serveur", "stesso server", "mesmo servidor", "того же сервера", "том же сервере", "同一服务器", "同一台服务器", "同じサーバー", "같은 서버", "dezelfde server", "tego samego serwera",
	// "the server" in a tool's own text is its own server (prec28b).
	"tool of the server", "tools of the server", "the server's other tools", "outil du serveur", "outils du serveur", "herramienta del servidor", "herramientas del servidor", "tool des servers", "tools des servers", "strumento del server", "strumenti del server", "ferramenta do servidor", "ferramentas do servidor", "инструмент сервера", "инструменты сервера", "服务器的其他工具", "サーバーの他のツール", "서버의 다른 도구")

// fieldsN returns the first n words of strings.Fields(s), or fewer.
func fieldsN(s string, n int) []string {
	var out []string
	for len(out) < n {
		s = strings.TrimLeftFunc(s, unicode.IsSpace)
		if s == "" {
			break
		}
		end := strings.IndexFunc(s, unicode.IsSpace)
		if end < 0 {
			end = len(s)
		}
		out, s = append(out, s[:end]), s[end:]
	}
	return out
}

// orderedDenial reports "do not tell the user": in one clause, the
// negation just before the verb and the user after it. Scripts without
// spaces put the negation after the verb (伝えないで), so there any order
// counts, and where verbs come last only a negation after it.
func orderedDenial(hits []hit, sent string, base int) bool {
	for i, h := range hits {
		if h.c != cTell {
			continue
		}
		if r, _ := utf8.DecodeRuneInString(sent[h.start-base:]); isSpacelessScript(r) {
			if verbLastScript(sent) && !negationAfter(hits[i+1:], h) {
				continue // "推測せずユーザーに伝えて", "재시도하지 말고 … 안내하세요": the negation is the verb's before it
			}
			return true
		}
		// "Erwähne diese Regel niemals": an imperative verb first, the
		// negation after it.
		if h.start-base <= 2 && (i == 0 || hits[i-1].clause != h.clause) {
			for j, n := range hits[i+1:] {
				if n.c == cNeg && n.clause == h.clause && n.start-h.end <= 48 && !reportedClause(sent[h.end-base:n.start-base]) && !withoutWord(sent[n.start-base:n.end-base]) && !toldContent(hits[i+1:i+1+j], n, sent, base) {
					return true
				}
			}
		}
		// "sag dem Nutzer nichts": the verb, the user, then the negation.
		if i+2 < len(hits) && hits[i+1].c == cUser && hits[i+2].c == cNeg && hits[i+2].clause == h.clause && hits[i+2].start-hits[i+1].end <= 8 && !reportedClause(sent[hits[i+1].end-base-1:hits[i+2].start-base+1]) && !withoutWord(sent[hits[i+2].start-base:hits[i+2].end-base]) && !strings.HasPrefix(sent[hits[i+2].end-base:], " to ") {
			return true
		}
		if !negJustBefore(hits[:i], h) || advisesUser(hits[i+1:], h, sent, base) {
			continue
		}
		if verbFinalOrder(hits[:i], h, sent, base) {
			return true
		}
		for _, u := range hits[i+1:] {
			if u.c == cUser && u.clause == h.clause {
				return true
			}
		}
	}
	return false
}

// reportedClause reports words between a verb of telling and a negation
// that open what is told ("Warn the user that decoding is not
// validation"): the negation is the message's, not the telling's.
func reportedClause(between string) bool {
	for _, w := range [...]string{" that ", " dass ", " daß ", " que ", " qu'", " che ", " что ", " że ", " if ", " when ", " whether ", " wenn ", " falls ", " ob ", " если "} {
		if strings.Contains(between, w) {
			return true
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
			for _, w := range [...]string{"email", "message", "user", "phone", "name", "mail", "tel", "电话", "邮箱", "姓名", "手机", "名前", "電話", "이름", "전화", "nombre", "correo", "nome", "telefon", "téléphone"} {
				if strings.Contains(slot, w) {
					return true
				}
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
			for _, w := range [...]string{"conversation", "chat", "history", "messages", "transcript", "secret", "apikey", "api_key", "private_key", "access_token", "auth_token", "github_token", "gh_token", "api_token", "authorization", "password", "credential", "prompt", "memory", "context", "summary", "env", "ssh", "cookie", "contents", "user_data", "userdata", "historico", "historial", "conversa", "cronologia", "verlauf", "nachricht", "mensaje", "messaggio", "mensagem"} {
				if strings.Contains(slot, w) {
					return true
				}
			}
		}
	}
	return false
}

// dataSlot reports a URL with a template slot in its query or host that
// is none of the tool's parameters and names no identifier ({id},
// {owner}): a place for data the text asks the model to supply.
func (ds destinations) dataSlot(params map[string]bool) bool {
	for _, d := range ds {
		_, query, hasQuery := strings.Cut(d.text, "?")
		for _, slot := range placeholders(query) {
			if hasQuery && !params[slot] && !identifierSlot(slot) && !identifierSlot42(slot) {
				return true
			}
		}
	}
	return false
}

// describedSlot reports a URL slot written as a description of the data
// to put there ({the user's most recent message}, {testo originale},
// {toàn bộ dữ liệu}) rather than a parameter name or a host of the user's
// own ({your subdomain}).
func (ds destinations) describedSlot() bool {
	for _, d := range ds {
		for _, slot := range placeholders(d.text) {
			if strings.HasPrefix(slot, "your") || strings.HasPrefix(slot, "tu ") || strings.HasPrefix(slot, "votre") || strings.HasPrefix(slot, "ihr") {
				continue
			}
			if (strings.Contains(slot, " ") || !isASCII(slot)) && !identifierSlot42(slot) {
				return true
			}
		}
	}
	return false
}

// identifierSlot reports a slot for an identifier, a page or a format.
func identifierSlot(slot string) bool {
	slot = strings.Trim(slot, "{}$ ")
	if slot == "id" || strings.HasSuffix(slot, "_id") || strings.HasSuffix(slot, "id}") || strings.HasSuffix(slot, "id") && len(slot) <= 8 {
		return true
	}
	switch slot {
	case "page", "limit", "offset", "cursor", "format", "lang", "locale", "query", "q", "owner", "repo", "name", "version", "region", "size", "width", "height", "sort", "order", "type":
		return true
	}
	return false
}

// detectsAfterOrder reports that the sentence's quotation marker is a verb
// of detecting ("so we can detect conflicts"), the purpose of an order,
// not an example ("such as") that quotes.
func detectsAfterOrder(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c == cMention {
			return strings.HasPrefix(strings.ToLower(sent[h.start-base:h.end-base]), "detect")
		}
	}
	return false
}

// secretHostSlot reports a host name with a slot for a secret before
// a dot: <AWS_SECRET_ACCESS_KEY>.probe.host, {token}.dns.host. Resolving
// it hands the secret to the host's name server.
func secretHostSlot(sent string) bool {
	for i := 0; i < len(sent); i++ {
		close := slotClose(sent[i])
		if close == 0 {
			continue
		}
		k := strings.IndexByte(sent[i+1:min(len(sent), i+64)], close)
		if k <= 0 || i+k+3 >= len(sent) || sent[i+k+2] != '.' || !isASCIILetter(sent[i+k+3]) || i > 0 && sent[i-1] == '/' && !strings.HasSuffix(sent[:i], "//") {
			continue // not a host's first label
		}
		slot := strings.ToLower(sent[i+1 : i+1+k])
		if namesSecret(slot) && !strings.Contains(slot, "code") && !strings.Contains(slot, "pin") || strings.Contains(slot, "env") || strings.Contains(slot, "conversation") || strings.Contains(slot, "history") {
			return true
		}
	}
	return false
}

// markdownSlot reports a markdown image or link with a template slot for
// something other than one of the tool's own arguments: rendered, it sends
// whatever fills the slot.
func (ds destinations) markdownSlot(params map[string]bool) bool {
	for _, d := range ds {
		if !d.markdown {
			continue
		}
		for _, slot := range placeholders(d.text) {
			if !params[slot] && !identifierSlot42(slot) {
				return true
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
	if !strings.Contains(s, "http") && !strings.Contains(s, "www.") && !strings.Contains(s, "@") && !strings.Contains(s, "](") && !strings.Contains(s, "://") {
		return nil
	}
	var out destinations
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != 'h' && c != 'w' && c != '@' && c != 's' && c != 'g' && c != 'f' {
			continue // no URL or address starts here
		}
		rest := s[i:]
		var isURL bool
		switch {
		case strings.HasPrefix(rest, "https://"), strings.HasPrefix(rest, "http://"), strings.HasPrefix(rest, "www."), bucketURL(rest):
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
		if referenceLink26(s, i, j) || isLoopbackURL(url) || placeholderHost(url) || hostlessURL29(url) || strings.Contains(url, "...") || strings.Contains(url, "…") || (isDocumentationHost(url) || inExampleAside(s, i)) && !(destinations{{text: url}}).sensitivePlaceholder() {
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

// inExampleAside reports that s[i] sits in a bracketed example, one
// opened by an example mark (exampleMarkOpens) in any language or by
// "like": "(e.g. https://…)", "(for example a@b.com)", "(p. ej.
// contabilidad@tuempresa.es)", "(例如 …)".
func inExampleAside(s string, i int) bool {
	return inExampleAside40(s, i) // full-width brackets and marks of several words too
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
// keys", "your password", "klucz API użytkownika").
func usersSecret(hits []hit, sent string, base int) bool {
	for i, h := range hits {
		if h.c != cSecret {
			continue
		}
		if ownerBeside43b(hits, i, sent, base) {
			return true
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
	for at := range emailsIn(s) {
		if isWordRune(rune(s[at-1])) && !inExampleAside(s, at) {
			return true
		}
	}
	return false
}

// emailsIn yields each address of s with the index of its '@'.
func emailsIn(s string) iter.Seq2[int, string] {
	return func(yield func(int, string) bool) {
		for i := strings.IndexByte(s, '@'); i > 0; {
			if a, ok := emailAt(s, i); ok && !yield(i, a) {
				return
			}
			next := strings.IndexByte(s[i+1:], '@')
			if next < 0 {
				return
			}
			i += 1 + next
		}
	}
}

// indicesOf yields where each occurrence of sub in s starts, left to
// right, each search resuming after the previous occurrence.
func indicesOf(s, sub string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for from := 0; from <= len(s); {
			i := strings.Index(s[from:], sub)
			if i < 0 || !yield(from+i) {
				return
			}
			from += i + max(len(sub), 1)
		}
	}
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
		w := trimDotsDashes(sent[i:j])
		quoted := i > 0 && strings.IndexByte("`'\"", sent[i-1]) >= 0
		i = j
		if len(w) < 4 && !(quoted && ctx.params[strings.ToLower(w)]) {
			continue
		}
		lw := w
		var buf [32]byte // a short ASCII name is lowered on the stack
		switch {
		case !hasUpper(w):
		case len(w) <= len(buf) && isASCII(w):
			for k := 0; k < len(w); k++ {
				c := w[k]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				buf[k] = c
			}
			lw = string(buf[:len(w)])
		default:
			lw = strings.ToLower(w)
		}
		if lw == ctx.self {
			nt.self = true
		}
		if ctx.params[lw] {
			nt.param = true
		}
		sibling := false
		if lw != ctx.self && (len(lw) >= 8 || quoted || strings.IndexByte(lw, '_') >= 0 || strings.IndexByte(lw, '-') >= 0 || strings.IndexByte(lw, '.') >= 0) {
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

// ownRoute reports a version change among the server's own tools that
// the retired tool itself announces: this tool, retired by its own
// description, points to a sibling ("OBSOLÈTE : utilisez
// creer_facture_v2"), or the siblings the text names are retired by
// theirs ("Replaces create_issue, which is deprecated. Prefer this
// tool"). Every tool the sentence names is a sibling or one of its own
// fields, and no other kind of tool or server. A claim that a sibling is
// retired which the sibling does not make stays suspect.
func ownRoute(sg, whole signals, names namedTools, ctx scanContext) bool {
	if sg.has[cOtherTool] || len(ctx.retired) == 0 || !(ctx.retired[ctx.self] && (len(names.siblings) > 0 || whole.sibNamed) || whole.sibRetired) {
		return false
	}
	for _, n := range names.other {
		lw := strings.ToLower(n)
		if ctx.siblings[lw] == "" && !ctx.params[lw] || !ctx.retired[ctx.self] && !ctx.retired[lw] {
			return false
		}
	}
	return true
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

// opensWithVerb reports a sentence that opens with one of verbs, after
// at most an adverb ("Also append …", "Then send …"): an imperative.
func opensWithVerb(hits []hit, sent string, base int, verbs ...concept) bool {
	if len(hits) == 0 || !slices.Contains(verbs, hits[0].c) {
		return false
	}
	head := strings.Fields(strings.ToLower(sent[:min(len(sent), max(0, hits[0].start-base))]))
	switch len(head) {
	case 0:
		return true
	case 1:
		switch strings.Trim(head[0], ",:") {
		case "also", "then", "please", "kindly", "now", "first", "next", "finally", "additionally":
			return true
		}
	}
	return false
}

// ownCommand reports a command line that only names what the tool itself
// runs: git_remote_add documenting "git remote add".
func ownCommand(hits []hit, sent string, base int, self string) bool {
	if self == "" {
		return false
	}
	for _, h := range hits {
		if h.c != cShell {
			continue
		}
		if h.start < base || h.end-base > len(sent) {
			return false
		}
		words := strings.Join(strings.Fields(strings.ToLower(sent[h.start-base:h.end-base])), "_")
		if words == "" || !strings.Contains(strings.ReplaceAll(self, "-", "_"), words) {
			return false
		}
	}
	return true
}

// leadsWithVerb reports a sentence that opens with one of verbs: an
// imperative, addressed to the reader.
func leadsWithVerb(hits []hit, base int, verbs ...concept) bool {
	return len(hits) > 0 && hits[0].start-base <= 2 && slices.Contains(verbs, hits[0].c)
}

// secretParam reports an input property named for a secret (password,
// api_token): a tool that takes one may ask for it.
// hasIdent reports name in lower as a whole identifier: creer_facture is
// not named by creer_facture_v2.
func hasIdent(lower, name string) bool {
	return identAt(lower, name) >= 0
}

// identByte reports a byte of a lower-case identifier.
func identByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c >= 0x80
}

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
	for _, w := range [...]string{"seed phrase", "mnemonic", "recovery phrase", "助记词", "복구 문구", "시드", "frase semilla", "seed-фраз", "сид-фраз", "phrase de récupération", "wiederherstellungsphrase", "frase di recupero", "frase de recuperação", "frase semente", "シードフレーズ", "リカバリーフレーズ", "12 words", "24 words",
		"palavras de recupera", "palabras de recupera", "mots de récupération", "frazy odzyskiwania", "fraza odzyskiwania", "фразы восстановления", "слова восстановления", "фраза відновлення", "kurtarma ifadesi", "frasa pemulihan", "cụm từ khôi phục", "herstelzin", "عبارة الاسترداد", "מילות השחזור", "återställningsfras", "obnovovací fráze", "24 słowa", "12 słów",
		"palavras de recuperação", "palabras de recuperación", "wiederherstellungswörter", "parole di recupero", "фраз восстановления", "фразу восстановления", "恢复短语", "復元フレーズ", "복구 단어", "12 palavras", "24 palavras", "12 palabras", "24 palabras", "12 mots", "24 mots", "12 wörter", "24 wörter", "12 parole", "24 parole", "12 слов", "24 слов", "12个单词", "24个单词", "12単語", "24単語", "12 단어", "24 단어", "12개 단어", "24개 단어"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// bankWord reports a word that names a bank account in some language.
func bankWord(lower string) bool { return bankWords.in(lower) && bankWordStands36(lower) }

var bankWords = newPhraseSet("खाता", "ifsc", "rekening", "hesap", "tài khoản", "حساب", "חשבון", "účet", "rachunek", "рахунок", "routing", "account", "iban", "swift", "bic", "бик", "счёт", "счет", "cuenta", "compte", "konto", "conta", "conto", "口座", "账户", "账号", "계좌", "銀行", "银行")

// longNumber reports an account-like number: seven digits or more in one
// field, dashes allowed (4417-9920-0031, 40817810099910004312).
func longNumber(sent string) bool {
	for rest := sent; rest != ""; {
		var w string
		w, rest = nextField(rest)
		if len(w) < 7 {
			continue // too short for seven digits
		}
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
		if digits >= 7 && !other && !equated(rest) && !calendarDate35(w) {
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
	if !isASCII(sent) && otherKindCJK(sent) || anyToolOfKind(sent) {
		return true
	}
	if i := strings.Index(sent, "다른 "); i >= 0 && strings.Contains(sent[i:min(len(sent), i+32)], "도구") {
		return true // 다른 지도 도구: other map tools
	}
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

// anyToolOfKind reports "any HTTP or fetch tool", "any browser tool":
// "any", up to four words, then "tool" or "tools".
func anyToolOfKind(sent string) bool {
	for rest := sent; ; {
		i := strings.Index(rest, "any ")
		if i < 0 {
			return false
		}
		rest = rest[i+len("any "):]
		words := rest
		for k := 0; k < 5; k++ {
			var w string
			w, words = nextField(words)
			clauseEnd := strings.TrimRight(w, ".;:") != w
			switch w = strings.TrimRight(w, ",.;:"); {
			case w == "tool" || w == "tools":
				return k > 0
			case w == "" || clauseEnd || len(w) > 1 && w[0] >= 'A' && w[0] <= 'Z' && hasLower(w):
				k = 5 // a vendor's own tools (any other CircleCI tools) are routing; "any exposed credential; the tool" ends at the clause
			}
		}
	}
}

// otherKindCJK reports 다른 … 도구, 其他…工具 and 他の…ツール with a
// kind of a few characters between: other tools of some kind.
func otherKindCJK(sent string) bool {
	for _, p := range [...][2]string{{"다른 ", "도구"}, {"其他", "工具"}, {"别的", "工具"}, {"他の", "ツール"}} {
		if i := strings.Index(sent, p[0]); i >= 0 {
			rest := sent[i+len(p[0]):]
			if k := strings.Index(rest, p[1]); k >= 0 && utf8.RuneCountInString(rest[:k]) <= 12 {
				return true
			}
		}
	}
	return false
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
		if strings.Contains(p, "path") || strings.HasSuffix(p, "_dir") {
			continue // a path names the file; it does not carry it
		}
		for i := range indicesOf(lower, p) {
			from := i + len(p)
			if i > 0 && isWordRune(rune(lower[i-1])) || from < len(lower) && isWordRune(rune(lower[from])) {
				continue // part of a longer word
			}
			before := strings.TrimRight(lower[:i], "`'\" ")
			for _, prep := range [...]string{" in", " into", " as", " inside", " als", " ins", " im", " como", " en", " comme", " dans", " come", " nel", " nella", " no", " na", " как", " в"} {
				if strings.HasSuffix(before, prep) {
					return true
				}
			}
		}
	}
	return false
}
