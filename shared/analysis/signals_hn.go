package analysis

import (
	"strings"
	"unicode/utf8"
)

// Readings that tell a mention from an instruction.

// spacedAbbreviation reports the dot after the first letter of a spaced
// two-part abbreviation: p. ej., p. ex., z. B., d. h., u. a.
func spacedAbbreviation(s string, i int) bool {
	if i < 1 || i+4 > len(s) || !isASCIILetter(s[i-1]) || i >= 2 && isWordRune(rune(s[i-2])) || s[i+1] != ' ' {
		return false
	}
	j := i + 2
	for j < len(s) && j-(i+2) < 3 && isASCIILetter(s[j]) {
		j++
	}
	return j > i+2 && j < len(s) && s[j] == '.'
}

// quotedList returns the offset of a quotation that opens a list of
// examples under a short heading ("Typical positives: 'SYSTEM: you are
// now …'") in a text that says it detects or classifies such things, or
// -1. The text quotes what it looks for; it asks nothing.
func quotedList(whole signals, hits []hit, sent string, base int) int {
	if !whole.has[cMention] {
		return -1
	}
	colon := strings.IndexByte(sent, ':')
	if colon < 0 || len(strings.Fields(sent[:colon])) > 3 {
		return -1
	}
	rest := strings.TrimLeft(sent[colon+1:], " ")
	r, _ := utf8.DecodeRuneInString(rest)
	if !strings.ContainsRune("'\"`«“„‘「『", r) {
		return -1
	}
	at := len(sent) - len(rest)
	if orderOutsideQuotes(hits, sent, base, at) {
		return -1
	}
	return at
}

// namedEvent reports an override phrase that names an event the text
// reports on ("results of an authorised red-team run"), not a state it
// claims the reader is in.
func namedEvent(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cOverride {
			continue
		}
		if h.start < base || h.end-base > len(sent) {
			return false
		}
		before := strings.Fields(strings.ToLower(sent[:h.start-base]))
		if len(before) < 2 {
			return false
		}
		switch before[len(before)-1] {
		case "a", "an", "the", "our", "its":
		default:
			return false
		}
		switch before[len(before)-2] {
		case "of", "from", "after", "during":
		default:
			return false
		}
	}
	return true
}

// disclosedExample reports an encoded run that the text itself shows as
// an example and says what it decodes to ("Example input: 'SWdu…' decodes
// to an injection phrase"): a payload the text discloses is no smuggled one.
func disclosedExample(text, run string) bool {
	i := strings.Index(text, run)
	if i < 1 {
		return false
	}
	open, closeAt := text[i-1], i+len(run)
	if parenExample43c(text[:i], text[closeAt:]) {
		return true
	}
	if strings.IndexByte("'\"`", open) < 0 || closeAt >= len(text) || text[closeAt] != open {
		return false
	}
	lower := strings.ToLower(text[max(0, i-40):min(len(text), closeAt+40)])
	return disclosedExampleSet.in(lower)
}

// listConjunctionSet: the conjunctions that join the last item of a
// list ("A, B or C").
var listConjunctionSet = newPhraseSet(" or ", " and ", " y ", " o ", " e ", " ou ", " et ", " oder ", " und ", " или ", " и ", " або ", " та ", " of ", " en ", " lub ", " i ", " veya ", " ve ", " या ", " और ", " hoặc ", " và ", " atau ", " dan ", " أو ", " و ")

// listConjunctionAfter returns where the conjunction that closes a short
// list starts after the comma at lower[i] ("B or C": one to three words,
// then "or"), as an offset from i+1, or -1 when none does before the next
// ",;:.()".
func listConjunctionAfter(lower string, i int) int {
	tail := lower[i+1:]
	if end := strings.IndexAny(tail, ",;:.()"); end >= 0 {
		tail = tail[:end]
	}
	at := listConjunctionSet.index(tail) // the least strings.Index of the conjunctions, in one pass
	if at < 0 {
		return -1
	}
	if n := fieldsUpTo(tail[:at], 4); n < 1 || n > 3 {
		return -1
	}
	return at
}

// fieldsUpTo is len(strings.Fields(s)), counted no further than most and
// without the slice: it is asked at every comma of a text.
func fieldsUpTo(s string, most int) int {
	n := 0
	for range strings.FieldsSeq(s) {
		if n++; n == most {
			break
		}
	}
	return n
}

// listComma reports a comma at lower[i] inside an enumeration ("UPI PIN,
// OTP or password न माँगें"): one to three words, then "or" or "and", then
// only items up to a negation. Such a comma opens no clause: the negation
// after the list governs the verb before it.
func listComma(lower string, i int, hits []hit) bool {
	at := listConjunctionAfter(lower, i)
	if at < 0 {
		return false
	}
	// Only items, then a negation: the verb-final "… or password न माँगें"
	// (do not ask for …). Elsewhere the comma keeps its clause.
	for _, h := range hits {
		if isObject(h.c) {
			continue
		}
		return h.start > i+1+at && (h.c == cNeg || h.c == cExclude)
	}
	return false
}

// placeholderHost reports a URL whose host is one word with no dot
// (https://user:pass@host, https://attacker/?q=…): a pattern written out,
// which no request can reach. Loopback hosts are read before this.
func placeholderHost(url string) bool {
	host := urlHost(url)
	if strings.HasPrefix(host, "your-") || strings.HasPrefix(host, "my-") {
		host = strings.ReplaceAll(host, "-", "") // your-redirect-uri
	}
	return host != "" && !strings.Contains(host, ".") && isLowerAlnum(host)
}

// userRequested reports a sentence that limits what it speaks of to the
// user's own explicit request ("only when the user explicitly lists them",
// "unless the user asked", "只执行用户明确要求的命令", "when asked."):
// a restriction, where "when the user asks about X, do Y" is a trigger.
func userRequested(t lowText) bool {
	if t.in(userRequestedSet) {
		return true
	}
	// A bare "when asked" or "when requested" that closes its clause
	// qualifies the verb before it. Each of the five holds "asked" or
	// "request": a sentence with neither is not searched five times.
	if !strings.Contains(t.s, "asked") && !strings.Contains(t.s, "request") {
		return false
	}
	for _, w := range [...]string{"when asked", "when requested", "if asked", "if requested", "on request"} {
		if i := strings.Index(t.s, w); i >= 0 {
			rest := strings.TrimLeft(t.s[i+len(w):], " ")
			if rest == "" || strings.IndexByte(".,;:)", rest[0]) >= 0 {
				return true
			}
		}
	}
	return false
}

// subjectVerb reports a sentence whose verb of including has a plain
// noun as its subject ("Templates include CVE checks and exposed .env
// files"): it states what a thing contains, and orders no one.
func subjectVerb(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cInclude || h.start < base || h.end-base > len(sent) {
			continue
		}
		switch strings.ToLower(sent[h.start-base : h.end-base]) {
		case "include", "includes", "contain", "contains":
		default:
			return false
		}
		before := strings.Fields(sent[:h.start-base])
		if len(before) != 1 && len(before) != 2 {
			return false
		}
		subj := strings.ToLower(before[len(before)-1])
		switch subj {
		case "you", "always", "also", "please", "must", "then", "and", "to", "should", "will", "now", "first":
			return false
		}
		return isLowerAlnum(subj) && strings.HasSuffix(subj, "s")
	}
	return false
}

// pathAsTarget reports a sentence where every file or variable it names
// is where something goes ("Copy to .env and fill in real values
// locally"), none a thing to be read.
func pathAsTarget(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cPath && h.c != cEnv && h.c != cKeyMaterial {
			continue
		}
		if h.start < base || h.start-base > len(sent) {
			return false
		}
		if negatedClause(hits, h.clause) {
			continue // "never commit .env": a path forbidden, not one read
		}
		before := strings.ToLower(strings.TrimRight(sent[:h.start-base], " `'\""))
		if !hasAnySuffix(before, " to", " into", "copy to", "copy it to", "rename to", "save as") {
			return false
		}
		found = true
	}
	return found
}

// historyQualifiers name histories that are no conversation: l'historique
// git, historial de pedidos, version history.
var historyQualifiers = [...]string{"git", "commit", "commits", "version", "versions", "versiones", "révisions", "revisions", "revision", "order", "orders", "pedidos", "commandes", "bestellungen", "transactions", "transacciones", "transaktionen", "purchase", "purchases", "achats", "compras", "payment", "payments", "paiements", "pagos", "build", "builds", "deploy", "deploys", "deployment", "deployments", "déploiements", "job", "jobs", "price", "prices", "prix", "precios", "des prix", "edit", "edits", "change", "changes", "modifications", "cambios", "änderungen", "ticket", "tickets", "du ticket", "des tickets"}

// qualifiedHistory reports a history word (historique, historial,
// histórico) next to a word that makes it some other history: l'historique
// git, historial de pedidos.
func qualifiedHistory(lower string, i, end int) bool {
	after := strings.Fields(lower[end:min(len(lower), end+32)])
	for k, w := range after {
		if k > 2 {
			break
		}
		w = strings.Trim(w, ".,;:()'\"`")
		switch w {
		case "de", "des", "du", "of", "the", "del", "da", "do", "der", "la", "le", "los", "las":
			continue
		}
		for _, q := range historyQualifiers {
			if w == q {
				return true
			}
		}
		break
	}
	before := strings.Fields(lower[max(0, i-24):i])
	if len(before) > 0 {
		w := strings.Trim(before[len(before)-1], ".,;:()'\"`")
		for _, q := range historyQualifiers {
			if w == q {
				return true
			}
		}
	}
	return false
}

// askedToAct reports an ask of the user to do something with their own
// account or settings ("ask the user to update JIRA_API_TOKEN"), not to
// hand a secret over.
func askedToAct(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cAsk && h.c != cAskVerb || h.end-base > len(sent) || h.end < base {
			continue
		}
		rest := strings.ToLower(strings.TrimLeft(sent[h.end-base:], " "))
		rest = strings.TrimPrefix(rest, "the user ")
		if !strings.HasPrefix(rest, "to ") {
			return false
		}
		verb, _, _ := strings.Cut(rest[len("to "):], " ")
		switch verb {
		case "update", "rotate", "renew", "regenerate", "refresh", "reset", "set", "configure", "change", "re-authenticate", "reauthenticate", "sign", "log", "reconnect", "check", "verify", "install", "restart", "approve", "complete":
			return true
		}
		return false
	}
	return false
}

// ownSecretField reports a sentence that names one of the tool's input
// properties named for a secret (otp, token, password): the secret it
// speaks of is the one that property takes.
func ownSecretField(lower string, params map[string]bool) bool {
	for p := range params {
		if namesSecret(p) && hasIdent(lower, p) {
			return true
		}
	}
	return false
}

// varOfField reports a secret variable the sentence names whose name
// holds the name of the property it describes (DB_PASSWORD for password):
// the property's own value, where it may come from.
func varOfField(sent, property string) bool {
	i := secretVarName(sent)
	if i < 0 || property == "" || !namesSecret(property) {
		return false
	}
	j := i
	for j < len(sent) && (sent[j] >= 'A' && sent[j] <= 'Z' || sent[j] >= '0' && sent[j] <= '9' || sent[j] == '_') {
		j++
	}
	return strings.Contains(strings.ToLower(sent[i:j]), property)
}

// readMention marks the quotations and statements of a sentence that the
// lexicon reads as orders: a list of examples under a heading, a plain
// subject's "include".
func readMention(sg *signals, whole signals, hits []hit, sent string) {
	if i := quotedList(whole, hits, sent, sg.start); i >= 0 && !sg.has[cMention] {
		sg.has[cMention], sg.first[cMention] = true, i // "Typical positives: 'SYSTEM: …'"
	}
	if sg.free[cInclude] && (subjectVerb(hits, sent, sg.start) || relativeYou(hits, sent, sg.start)) {
		sg.free[cInclude] = false // "Templates include … exposed .env files"
	}
}

// hidesSecretValue reports a tool whose job is a secret asking that the
// secret's value not be shown ("do not display it to the user or put it
// in files"): the secret is kept, nothing is hidden about what is done.
func hidesSecretValue(sg signals, ctx scanContext, hits []hit, sent string, dests bool) bool {
	if !ctx.purpose.secrets || !sg.has[cSecret] || sg.free[cSend] || dests || sg.any(cConversation, cPersonal, cDestroy, cMoney, cPath, cKeyMaterial) {
		return false
	}
	// Every covert phrase is about showing a value, not telling of an act.
	for _, h := range hits {
		if h.c != cCovert || h.start < sg.start || h.end-sg.start > len(sent) {
			continue
		}
		p := strings.ToLower(sent[h.start-sg.start : h.end-sg.start])
		if !strings.Contains(p, "display") && !strings.Contains(p, "show") && !strings.Contains(p, "print") && !strings.Contains(p, "reveal") {
			return false
		}
	}
	return true
}

// describedAsOther reports a property whose name the lexicon reads as a
// sensitive thing (historique) while its description, naming it, reads
// it as something else ("Inclure l'historique git"): the name merely
// names what the description says it is.
func describedAsOther(name, desc string) bool {
	lowerName, lowerDesc := foldText(name).lower, foldText(desc).lower
	if lowerName == "" || !strings.Contains(lowerDesc, lowerName) {
		return false
	}
	var inName, inDesc [nConcepts]bool
	for _, h := range matchConcepts(lowerName) {
		inName[h.c] = isObject(h.c)
	}
	for _, h := range matchConcepts(lowerDesc) {
		if isObject(h.c) {
			return false // "Cronologia di navigazione": the description names a sensitive thing too
		}
		inDesc[h.c] = true
	}
	other := false
	for c := range inName {
		if inName[c] {
			if inDesc[c] {
				return false
			}
			other = true
		}
	}
	return other
}

// ownedSecrets reports a sentence whose every secret is owned by the
// thing it describes ("runs with its configured secrets"), none gathered.
func ownedSecrets(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cSecret {
			continue
		}
		if h.start < base || h.start-base > len(sent) {
			return false
		}
		before := strings.ToLower(sent[max(0, h.start-base-16) : h.start-base])
		if !hasAnySuffix(before, "its ", "its own ", "its configured ", "the configured ", "their configured ") {
			return false
		}
		found = true
	}
	return found
}

// negatedNoun reports a noun negated by a determiner ("no secrets",
// "keine Schlüssel", "sin claves") right before the parenthesis at
// lower[paren], in the given clause: what the parenthesis lists are
// examples of that noun.
func negatedNoun(lower string, paren int, hits []hit, clause int) bool {
	for k := len(hits) - 1; k >= 0; k-- {
		h := hits[k]
		if h.clause != clause || h.c != cNeg {
			continue
		}
		if paren-h.end > 24 || strings.Count(strings.TrimSpace(lower[h.end:paren]), " ") > 1 {
			return false
		}
		switch lower[h.start:h.end] {
		case "no", "kein", "keine", "keinen", "sin", "sans", "aucun", "aucune", "nessun", "nessuna", "nenhum", "nenhuma", "без", "никаких", "没有", "无":
			return true
		}
		return false
	}
	return false
}

// conjunctionIn reports a word that joins two clauses (so, so that, but,
// because) in s: "the file list so no secrets …" is two phrases.
func conjunctionIn(s string) bool {
	return conjunctionInSet.in(s)
}

// ownRoutingNote reports an emphasised note that only orders the
// server's own tools ("<IMPORTANT>Call this tool once before any other
// tool from this server</IMPORTANT>"), naming nothing an attack is after.
func ownRoutingNote(text string, b signals) bool {
	return ownToolsOnly(text, lowered(text)) && !b.any(cSecret, cKeyMaterial, cPath, cEnv, cConversation, cPersonal, cMoney, cShell, cSend, cInclude, cCovert, cCovertAdv, cHide, cIgnore, cOverride, cObey, cUnsafe, cRedirect)
}

// withoutOwnVersions drops from names the earlier versions of this tool
// or a sibling (create_issue beside create_issue_v2): a server retiring
// its own old tool runs down no one else's. lower is the sentence lowercased.
func withoutOwnVersions(names []string, lower string, ctx scanContext) []string {
	out := names[:0:0]
	for _, n := range names {
		if !ownVersion(strings.ToLower(n), lower, ctx) {
			out = append(out, n)
		}
	}
	if len(out) == len(names) {
		return names
	}
	return out
}

// ownVersion reports name as this tool's or a sibling's name with its
// version suffix (_v2, 2, _new) taken off. A well-known tool of another
// server (read_file) counts only where it is a sibling or the text gives
// the version it retires ("create_issue (v1 REST)"): read_file_v2 does
// not retire another server's read_file by its name alone.
func ownVersion(name, lower string, ctx scanContext) bool {
	if lookalikes().names[name] && ctx.siblings[name] == "" && !strings.Contains(lower, "v1") && !strings.Contains(lower, "version 1") {
		return false
	}
	if unversioned(ctx.self) == name && ctx.self != name || ownEarlierVersion(name, ctx.self) {
		return true
	}
	for s := range ctx.siblings {
		if s != name && unversioned(s) == name {
			return true
		}
	}
	return false
}

// unversioned returns a tool name without a trailing version (_v2, -v3,
// 2, _new, _next), or "" when it has none.
func unversioned(name string) string {
	for _, suf := range [...]string{"_new", "-new", "_next", "_latest"} {
		if strings.HasSuffix(name, suf) {
			return strings.TrimSuffix(name, suf)
		}
	}
	i := len(name)
	for i > 0 && name[i-1] >= '0' && name[i-1] <= '9' {
		i--
	}
	if i == len(name) || i == 0 {
		return ""
	}
	base := name[:i]
	base = strings.TrimSuffix(base, "v")
	base = strings.TrimRight(base, "_-.")
	if len(base) < 3 {
		return ""
	}
	return base
}

// disclosesOthers reports a verb of showing right before "the others"
// ("show the others too"): the alternatives put before the user.
func disclosesOthers(hits []hit) bool {
	for i := 1; i < len(hits); i++ {
		if hits[i].c == cOtherTool && hits[i-1].c == cTell && hits[i].start-hits[i-1].end <= 8 {
			return true
		}
	}
	return false
}

// nothingToHide reports a text that names no act and nothing an attack is
// after ("Format a date. No need to mention the time zone when it is
// UTC."): a waiver of a mention or a confirmation may then hide nothing.
func nothingToHide(whole signals) bool {
	return !whole.any(cSend, cInclude, cRead, cDestroy, cDelete, cMoney, cShell, cCall, cSecret, cPath, cConversation, cPersonal, cKeyMaterial, cEnv, cRedirect, cStartup, cTamper, cUnsafe, cActs, cOtherTool, cOurServer, cHarvest, cPersist, cAsk, cCode, cUser, cModel, cAuthority, cUrgency, cFakeOK, cAuditTrail, cSuppress)
}

// readOnlyClaim reports a sentence that waives a confirmation because the
// tool only reads ("Read-only; no confirmation is needed") and names no
// removal or overwrite beside the claim.
func readOnlyClaim(lower string) bool {
	if !containsAny(lower, "read-only", "readonly", "read only", "solo lectura", "sólo lectura", "lecture seule", "nur lesend", "schreibgeschützt", "sola lettura", "somente leitura", "только чтение", "только для чтения", "只读", "読み取り専用", "읽기 전용") {
		return false
	}
	return !containsAny(lower, "remove", "delet", "overwrit", "wipe", "purge", "drop", "erase", "replace", "modif", "write", "writes", "change")
}

// defaultOmission reports leaving a value out when it is the default
// ("No need to mention the time zone when it is UTC"): a rule of
// formatting, where "no need to mention it" of an act hides the act.
func defaultOmission(lower string) bool {
	return containsAny(lower, " when it is ", " when it's ", " if it is ", " if it's ", " when they are ", " if they are ", " when it equals ", " if it equals ")
}

// namesOwnPrior reports a text that names the tool's own earlier version
// (create_issue in create_issue_v2's description).
func namesOwnPrior(lower string, ctx scanContext) bool {
	prior := unversioned(ctx.self)
	return prior != "" && hasIdent(lower, prior) && ownVersion(prior, lower, ctx)
}

// posixUtility names the POSIX and common Unix utilities: a tool named
// for one (head_file, tail_log) is no misspelling of another name.
var posixUtility = map[string]bool{"head": true, "tail": true, "cat": true, "grep": true, "find": true, "sort": true, "stat": true, "touch": true, "diff": true, "tree": true, "less": true, "more": true, "tee": true, "wc": true, "cut": true, "paste": true, "join": true, "du": true, "df": true, "ps": true, "kill": true, "top": true, "ping": true, "dig": true, "host": true, "curl": true, "wget": true, "tar": true, "zip": true, "gzip": true, "make": true, "test": true, "echo": true, "which": true, "file": true, "link": true, "mount": true, "sed": true, "awk": true, "uniq": true, "split": true, "tr": true, "env": true}

// readsForUser reports an order to call a tool that reads (get_, list_,
// describe_, show_) so that the user is told what it says ("Call
// get_contexts first and tell the user which cluster is active"): a check
// made for the user, not an invocation forced for someone else.
func readsForUser(target string, sg signals) bool {
	lower := strings.ToLower(target)
	if !hasAnyPrefix(lower, "get_", "list_", "describe_", "show_", "check_", "current_", "whoami") {
		return false
	}
	return sg.has[cTell] && sg.has[cUser] && !sg.any(cSecret, cKeyMaterial, cPath, cEnv, cConversation, cPersonal, cMoney, cShell, cSend, cInclude, cCovert, cHide)
}

// inspects reports a tool named for inspecting what it is given (audit_,
// scan_, lint_, inspect_, check_): the startup files and secrets its
// description names are what it looks for.
func inspects(self string) bool {
	for _, w := range Tokenize(self) {
		switch w {
		case "audit", "scan", "scanner", "lint", "linter", "inspect", "check", "checker", "validate", "validator", "analyze", "analyse", "detect":
			return true
		}
	}
	return false
}

// relativeYou reports an including verb in a relative clause after "you"
// ("any context you include is sent to …"): what the model may pass is
// described, nothing is ordered.
func relativeYou(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cInclude || h.start < base || h.start-base > len(sent) {
			continue
		}
		before := strings.Fields(strings.ToLower(sent[:h.start-base]))
		if len(before) < 3 || before[len(before)-1] != "you" {
			return false
		}
		// The noun the clause describes: "any context you include".
		switch before[len(before)-2] {
		case "context", "data", "text", "anything", "everything", "information", "content", "contents", "files", "values", "details", "arguments", "input", "inputs", "question", "questions", "prompt":
			return true
		}
		return false
	}
	return false
}

// ownInstructions reports a sentence about the text's own instructions
// ("these instructions", "the server's instructions"): a claim that they
// outrank the user needs no "you" to be addressed to the model.
func ownInstructions(sent string) bool {
	return containsAny(strings.ToLower(sent), "these instructions", "this instruction", "server instructions", "server's instructions", "instructions of this server", "ces instructions", "instructions du serveur", "diese anweisungen", "anweisungen des servers", "estas instrucciones", "instrucciones del servidor", "queste istruzioni", "istruzioni del server", "estas instruções", "instruções do servidor", "эти инструкции", "инструкции сервера", "这些指令", "服务器指令", "この指示", "サーバーの指示", "이 지침", "서버 지침")
}

// The phrase lists of the functions above, as sets (phraseSet).
var (
	disclosedExampleSet = newPhraseSet("decodes to", "decoded", "example", "e.g.", "sample", "such as", "ejemplo", "exemple", "beispiel", "esempio", "exemplo", "пример", "例", "(ex.", " ex.", "z.b.", "z. b.", "p. ej.", "p.ej.", "por ex", "ad es.", "напр", "예:", "예시")
	userRequestedSet    = newPhraseSet("explicitly", "ausdrücklich", "explícitamente", "explicitement", "esplicitamente", "explicitamente", "явно", "明确要求", "明确请求", "明示的に", "명시적으로", "unless the user asked", "the user asked for", "the user didn't supply", "the user did not supply", "the user didn't provide", "the user did not provide", "unless the user asks", "unless asked", "only if the user asks", "only when the user asks", "only on request", "only when asked", "only if asked", "only when requested", "nur auf anfrage", "solo si el usuario lo pide", "seulement si l'utilisateur le demande", "solo se l'utente lo chiede")
	conjunctionInSet    = newPhraseSet(" so ", " but ", " because ", " damit ", " para que ", " pour que ", " perché ", " чтобы ")
)
