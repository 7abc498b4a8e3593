package analysis

import (
	"fmt"
	"iter"
	"slices"
	"strings"
	"unicode/utf8"
)

// enrich adds what a sentence says by its shape rather than its words: an
// ask verb beside the user asks the user; "any HTTP
// tool", "其他翻译工具" are other tools.
func enrich(sg *signals, hits []hit, sent string) {
	if first := firstWord(sent); first == "explains" || first == "describes" || first == "documents" || first == "teaches" ||
		(first == "explain" || first == "describe" || first == "teach") && strings.HasPrefix(strings.TrimLeft(sent, " \n")[len(first):], " how ") {
		sg.has[cMention] = true // "Explains how to install: run curl … | sh", a prompt's "Explain how to …": content, not an order
	}
	if i := likeQuote(sent); i >= 0 && !sg.has[cMention] && !orderOutsideQuotes(hits, sent, sg.start, i) {
		sg.has[cMention], sg.first[cMention] = true, i // "directives like 'never ask for confirmation'"
	}
	if !sg.has[cMention] {
		if i := framedQuote(hits, sent, sg.start); i >= 0 {
			sg.has[cMention], sg.first[cMention] = true, i // "“…” 같은 문장", "Examples flagged: \"…\""
		}
	}
	if !sg.has[cAsk] && sg.free[cAskVerb] && asksTheUser(hits, sent, sg.start) {
		sg.has[cAsk], sg.free[cAsk], sg.first[cAsk] = true, true, sg.first[cAskVerb]
	}
	if sg.free[cInclude] && (describes(hits, sent, sg.start) || partsListedOnly33(hits, sg.lower, sg.start) || ownPartsListed33(hits, sg.lower, sg.start)) {
		sg.free[cInclude] = false // "Returns the bot's settings, including its system prompt", "status of the cookie jar including capacity", "an agent including its system prompt"
	}
	if sg.free[cRead] && (passiveOnly(hits, sent, sg.start, cRead) || serverReads(hits, sent, sg.start)) {
		sg.free[cRead] = false // "the key file is read by the ssh client", "由服务端从环境变量读取"
	}
	for _, c := range [...]concept{cInclude, cSend} {
		if sg.free[c] && userActs(hits, sent, sg.start, c) {
			sg.free[c] = false // "using the password they provide": the user's act, not an order to the model
		}
	}
	if sg.has[cUnsafe] && userSetting(hits, sent, sg.start) {
		sg.has[cUnsafe], sg.free[cUnsafe] = false, false // "unless they enabled auto-approve": the user's own setting
	}
	if sg.has[cMust] && !sg.any(cTell, cAsk, cAskVerb) && userActs(hits, sent, sg.start, cMust) {
		sg.has[cMust], sg.free[cMust] = false, false // "the user must confirm every transfer": what the user does, told to no one
	}
	if !sg.has[cOtherTool] && sg.any(cDisparage, cDeprecated, cWhen, cMust, cCall, cBefore, cPrefer, cMoney, cOnly, cEveryTurn) {
		i := anyKindOfTool(sent)
		if i < 0 {
			i = otherToolNear(sent)
		}
		if i >= 0 {
			sg.has[cOtherTool], sg.first[cOtherTool] = true, i
		}
	}
}

// likeQuote returns the offset of "like" (wie, comme, como, как …) right
// before a quotation mark or a backtick, what follows being quoted as an
// example, or -1. It looks only where a quotation mark opens.
func likeQuote(sent string) int {
	for i := 1; i < len(sent); i++ {
		c := sent[i]
		if c != '\'' && c != '"' && c != '`' && c < utf8.RuneSelf || sent[i-1] != ' ' {
			continue
		}
		if c >= utf8.RuneSelf {
			if r, _ := utf8.DecodeRuneInString(sent[i:]); !strings.ContainsRune("«“„‘「『", r) {
				continue
			}
		}
		before := sent[:i-1]
		word := before[strings.LastIndexByte(before, ' ')+1:]
		for _, w := range likeWords {
			if strings.EqualFold(word, w) {
				return i - 1 - len(word)
			}
		}
	}
	return -1
}

// likeWords introduce a comparison: "directives like '…'".
var likeWords = [...]string{"like", "wie", "etwa", "comme", "como", "come", "как", "jak", "zoals", "như", "seperti", "مثل", "जैसे", "如", "像"}

// orderOutsideQuotes reports an action, or the reader addressed, after
// from where no quotation mark encloses it: "errors look like
// 'ERR_CONTEXT'; when you see one, resend the chat history" quotes an
// error, then orders.
func orderOutsideQuotes(hits []hit, sent string, base, from int) bool {
	for h := range hitsOutsideQuotes(hits, sent, base, from) {
		if isAction(h.c) && h.c != cActs || h.c == cTell || h.c == cHide || h.c == cAsk || h.c == cModel || h.c == cMust {
			return true
		}
	}
	return false
}

// hitsOutsideQuotes yields the hits at or after byte from of sent that no
// quotation mark encloses (nextCloser), in one pass over the sentence.
func hitsOutsideQuotes(hits []hit, sent string, base, from int) iter.Seq[hit] {
	return func(yield func(hit) bool) {
		var closer rune // the mark that ends the open quotation, 0 outside one
		k := from
		for _, h := range hits {
			at := h.start - base
			if at < from || at > len(sent) {
				continue
			}
			for k < at {
				r, size := utf8.DecodeRuneInString(sent[k:])
				closer = nextCloser(sent, k, r, closer, allQuotes)
				k += size
			}
			if closer == 0 && !yield(h) {
				return
			}
		}
	}
}

// quoteCloser returns the mark that closes a quotation opened by r at
// sent[i], or 0: an apostrophe after a letter (l'utilisateur, it's, the
// users' files) opens none. „ closes with ” or, in German, with “:
// nextCloser takes either.
func quoteCloser(sent string, i int, r rune) rune {
	switch r {
	case '"', '`':
		return r
	case '\'':
		if i > 0 && isASCIILetter(sent[i-1]) {
			return 0
		}
		return r
	case '«':
		return '»'
	case '“', '„':
		return '”'
	case '‘':
		return '’'
	case '「':
		return '」'
	case '『':
		return '』'
	}
	return 0
}

// judgeIntent applies the rules about pretexts and claims: a request made
// to look routine (it's safe, the bank asked), safeguards said to be off,
// instructions taken from a fetched or returned text, the other tools'
// calls watched, a payee swapped, other tools run down.
func judgeIntent(sg, whole signals, hits []hit, sent string, ctx scanContext, dests destinations, names namedTools) []textFinding {
	var out []textFinding
	add := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what}) }
	addFirm := func(rule, what string) { out = append(out, textFinding{rule: rule, what: what, firm: true}) }
	if sg.has[cMention] {
		return nil // a quotation
	}
	protective := sg.has[cProtect]
	// The text checks cost a scan of the sentence; rules ask for them
	// only after their concepts are there.
	thisTool := func() bool { return sg.has[cThisTool] || names.self || mentionsThisTool(sent) }
	paramRef := sg.has[cParamRef] || names.param || ctx.property != ""

	// A pretext for handing over a code, a secret or the machine.
	asks := whole.has[cAsk] || whole.has[cAskVerb] && whole.has[cUser]
	switch {
	case sg.has[cReassure] && (asks || whole.has[cRemoteAccess]) && whole.any(cCode, cSecret, cKeyMaterial, cPersonal, cRemoteAccess) && !ctx.purpose.secrets:
		add("poison-sensitive-path", "a pretext to get a code, a secret or access from the user")
	case sg.has[cRemoteAccess] && sg.any(cUser, cTell, cPromote, cAsk, cMust) && (whole.any(cCode, cReassure, cOurServer) || sg.has[cAsk]):
		add("poison-sensitive-path", "an order to have the user hand over remote access")
	case sg.has[cLogin] && deceptiveHost(dests) && sg.any(cTell, cAsk, cUser, cMust, cModel):
		add("poison-sensitive-path", "an order to send the user to a look-alike login page")
	}

	// Safeguards said to be off, or a mode that lifts them.
	if sg.has[cLifted] && sg.any(cInstr, cConsent, cMode) && (whole.has[cModel] && whole.any(cMode, cObey, cUnsafe) || whole.has[cMode] && whole.has[cObey]) && !protective ||
		sg.has[cMode] && sg.any(cModel, cOverride) && whole.any(cLifted, cObey, cUnsafe) {
		add("poison-hidden-instruction", "a claim that the model's safeguards are off")
	}

	// Keeping an action out of what the user reads.
	switch {
	case sg.free[cOmit] && replyIn(sg, hits, sent) && hidesAction(sg, whole) && !omitsOwnArg42(hits, sent, sg.start, ctx.params):
		add("poison-concealment", "an order to leave something out of the reply")
	case replyIn(sg, hits, sent) && (negatedTell(hits) || deniedNear(hits)) && hidesAction(sg, whole) && !masksValue20b(sg, sent):
		add("poison-concealment", "an order to keep it out of the reply")
	case (sg.free[cTell] || sg.has[cReply]) && tellsOnly(hits, sent, sg.start) && hidesAction(sg, whole) && !sg.has[cConsent] && !masksValue20b(sg, sent):
		add("poison-concealment", "an order to tell the user only part of what was done")
	case sg.has[cCovertAdv] && sg.has[cOnBehalf]:
		add("poison-concealment", "an action taken quietly on the user's behalf")
	case sg.has[cUnnoticed] && whole.anyFree(cSend, cCall, cInclude, cRead):
		add("poison-concealment", "an action timed so that the user does not notice")
	}

	// Security-question answers asked, whatever the tool is for: they
	// reset accounts.
	if sg.has[cAsk] && !ctx.purpose.secrets && !accountTool(ctx.self) && securityAnswers(sent) {
		add("poison-sensitive-path", "an order to ask the user for security-question answers")
	}

	// A password-manager or browser password export attached.
	if sg.free[cInclude] && passwordExport(sent) && !accountTool(ctx.self) && !strings.Contains(ctx.self, "export") && !strings.Contains(ctx.self, "vault") {
		add("poison-sensitive-path", "an order to attach the user's exported passwords")
	}

	// A payee replaced by a fixed account.
	if (sg.any(cOverUser, cCovert, cCovertAdv, cRedirect) || sg.free[cMoney] && replyIn(sg, hits, sent) && negatedTell(hits)) && (sg.paymentTarget(sent) || upiTarget(sent)) {
		addFirm("poison-tool-invocation", "an order to swap the payee for a fixed account")
	}

	// Running what a tool returned, or a command in the terminal on the
	// quiet or in a hurry.
	if sg.free[cCall] && runVerb(hits, sent, sg.start) && !ctx.purpose.execute && (sg.has[cFromResult] && namesCommand(sent) ||
		sg.has[cTerminal] && sg.any(cCovert, cCovertAdv, cUrgency, cUnsafe, cFromResult)) {
		add("poison-tool-invocation", "an order to run a command taken from a result or on the quiet")
	}

	// Text inside a result given the user's authority.
	if sg.has[cFromResult] && sg.has[cInstr] && sg.has[cUser] && !sg.negation && !protective {
		add("poison-hidden-instruction", "an order to obey text inside a result as if the user wrote it")
	}

	// Every other tool's call handed to this one.
	if sg.has[cAfterCalls] && (names.self || sg.free[cCall] || thisTool()) && (paramRef || sg.has[cConversation]) {
		add("poison-exfiltration", "an order to hand this tool every other tool's call")
	}

	// A secret variable's value put in the reply or one of its fields.
	if !ctx.purpose.secrets && !ctx.purpose.execute && !protective && !sg.negation &&
		(sg.any(cEveryTurn, cReply) || sg.anyFree(cInclude, cSend) && paramRef) && secretVarName(sent) >= 0 && !varOfField(sent, ctx.property) && !inAuthSlot44b(sg.lower) {
		add("poison-sensitive-path", "an order to put a secret variable's value in the reply or a field")
	}

	// The system prompt or the conversation recited to the user.
	if sg.free[cConversation] && sg.anyFree(cTell, cRead) && !sg.negation && !ctx.purpose.conversation && !ctx.purpose.chat && (replyIn(sg, hits, sent) || sg.any(cBefore, cEveryTurn, cModel) || leadsWithVerb(hits, sg.start, cTell)) && recites(hits, sent, sg.start) {
		add("poison-exfiltration", "an order to recite the system prompt or the conversation")
	}

	// A secret variable put into a host name (<AWS_SECRET_ACCESS_KEY>.x.net).
	if (strings.Contains(sent, ">.") || strings.Contains(sent, "}.")) && secretVarName(sent) >= 0 {
		add("poison-exfiltration", "a secret variable placed in a host name")
	}

	// The server's own sampling requests answered with secrets.
	if sg.has[cSampling] && sg.anyFree(cPath, cEnv, cSecret, cKeyMaterial, cConversation) {
		add("poison-exfiltration", "an order to answer the server's sampling requests with secrets")
	}

	// Other tools run down, popularity claimed, other tools pointed at a
	// fixed address.
	switch {
	case sg.any(cDisparage, cDeprecated) && (sg.has[cOtherTool] && sg.first[cOtherTool] < max(sg.first[cDisparage], sg.first[cDeprecated]) || otherServersTool(names, ctx) != "") && !ownToolsOnly(sent, sg.phrases()) && !ownRoute(sg, whole, names, ctx) && !detectsCode17b(sg):
		add("poison-preference-manipulation", "a claim that runs down other tools")
	case sg.has[cDisparage] && sg.has[cTell] && sg.has[cUser] && (names.self || whole.selfNamed) && steersInstead(sent):
		add("poison-preference-manipulation", "an order to tell the user another tool is unavailable and use this one")
	case sg.has[cSocialProof] && (sg.any(cModel, cPrefer, cOtherTool) || sg.any(cMust, cBefore) && (whole.selfNamed || thisTool())):
		add("poison-preference-manipulation", "a popularity claim aimed at the model")
	case sg.has[cOtherTool] && len(dests) > 0 && sg.any(cWhen, cMust, cCall) && !thisTool() && !ownToolsOnly(sent, sg.phrases()) && !userToldOnly43c(sg.lower):
		add("poison-shadowing", "an instruction to point other tools at a fixed address")
	}

	// A startup file changed to call out, or a fixed key let in.
	if sg.has[cStartup] && sg.anyFree(cInclude, cSend, cCall) && (len(dests) > 0 || sg.has[cShell]) ||
		sg.any(cStartup, cPath) && !ctx.purpose.secrets && strings.Contains(sent, "authorized_keys") && sshPublicKey(sent) {
		add("poison-tool-invocation", "an order to make a startup file or authorized_keys let someone in")
	}

	// The conversation put in one of its fields (the tool's name, not the
	// words of its description, says whether it handles chats).
	if sg.free[cConversation] && !ctx.purpose.conversation && !sg.negation && sg.any(cEveryTurn, cMust, cWhen, cInclude) && names.param && (setsParam(sent, ctx.params) || paramAsDestination(sent, ctx.params)) {
		add("poison-exfiltration", "an order to put the conversation in one of its fields")
	}

	// A secret passed into one of its own fields.
	if sg.has[cSecret] && sg.free[cInclude] && !ctx.purpose.secrets && !ctx.secretIn && paramAsDestination(sent, ctx.params) && !protective && !sg.has[cConsent] && !namesOnly(sent) {
		add("poison-sensitive-path", "an order to pass a secret in one of its fields")
	}

	// A command that dumps the machine's stored credentials, whatever the
	// tool is for.
	if sg.free[cCall] && runVerb(hits, sent, sg.start) && dumpsCredentials(sent) {
		add("poison-tool-invocation", "an order to run a command that dumps stored credentials")
	}

	// Another server's tool called to destroy data.
	if sg.free[cCall] && destroysData(sent) {
		if target, sibling := callTarget(sent, hits, sg, ctx); target != "" && !sibling {
			add("poison-tool-invocation", "an order to call "+target+" to destroy data")
		}
	}

	// A privileged account with a fixed password, or a tool called over
	// and over.
	if sg.has[cAdminAccount] && sg.has[cSecret] && strings.Count(sent, "'")+strings.Count(sent, "\"") >= 2 && !accountTool(ctx.self) {
		add("poison-tool-invocation", "an order to create a privileged account with a fixed password")
	}
	if sg.anyFree(cCall, cSend) && strings.ContainsAny(sent, "0123456789") && repeatCount(sent) >= 10 && !statesLimit(sent) {
		add("poison-coercion", "a demand to call this tool over and over")
	}
	return out
}

// secretVarName returns the offset of an environment variable named for a
// secret (AWS_SECRET_ACCESS_KEY, GH_TOKEN, _KEY), or -1.
func secretVarName(sent string) int {
	for i := 0; i < len(sent); {
		if !(sent[i] >= 'A' && sent[i] <= 'Z' || sent[i] == '_') || i > 0 && isToolNameByte(sent[i-1]) && sent[i-1] != '.' && sent[i-1] != '-' {
			i++
			continue
		}
		j := i
		for j < len(sent) && (sent[j] >= 'A' && sent[j] <= 'Z' || sent[j] >= '0' && sent[j] <= '9' || sent[j] == '_') {
			j++
		}
		if j < len(sent) && (sent[j] >= 'a' && sent[j] <= 'z') {
			i = j
			continue
		}
		w := sent[i:j]
		if strings.Contains(w, "_") {
			for _, s := range [...]string{"_KEY", "_TOKEN", "_SECRET", "_PASSWORD", "_PASS", "_PWD"} {
				if strings.HasSuffix(w, s) || strings.Contains(w, "SECRET") {
					return i
				}
			}
		}
		i = j + 1
	}
	return -1
}

// anyKindOfTool returns where "any HTTP or fetch tool", "every search
// tool", "all file tools" starts: tools of any server, by their kind (a
// capitalised vendor, as in "any Hubspot tools", is the server's own), or -1.
func anyKindOfTool(sent string) int {
	if !containsFold(sent, "tool") {
		return -1
	}
	for _, lead := range [...]string{"any ", "every ", "all ", "other ", "another ", "several ", "multiple "} {
		for from := 0; ; {
			i := indexFold(sent, lead, from)
			if i < 0 {
				break
			}
			from = i + len(lead)
			if i > 0 && isWordRune(rune(sent[i-1])) {
				continue
			}
			words := strings.Fields(sent[from:min(len(sent), from+60)])
		kind:
			for k, w := range words {
				lw := strings.ToLower(strings.Trim(w, ".,;:"))
				switch {
				case k > 3:
					break kind
				case lw == "tool" || lw == "tools":
					if k > 0 {
						return i
					}
					break kind
				case lw == "of" || lw == "our" || lw == "other" || lw == "the" || lw == "with" || lw == "in" || lw == "from" || lw == "for" || lw == "this" || lw == "these":
					break kind
				case w[0] >= 'A' && w[0] <= 'Z' && strings.ToUpper(w) != w:
					break kind // a vendor's name
				}
			}
		}
	}
	return -1
}

// otherToolNear returns where "other … tools" starts in the other
// languages: the word for other, then within a few words the word for
// tool (or, in languages that put it after, the tool then other); or -1.
func otherToolNear(sent string) int {
	ascii := isASCII(sent) // ASCII text holds none of the other scripts' words
	for _, p := range [...]struct{ tool, other string }{{"alat", "lain"}, {"công cụ", "khác"}, {"الأدوات", "الأخرى"}, {"أداة", "أخرى"}, {"כלי", "אחר"}, {"כלים", "אחרים"}} {
		if ascii && !isASCII(p.tool) {
			continue
		}
		if i := indexFold(sent, p.tool, 0); i >= 0 {
			if j := strings.Index(sent[i+len(p.tool):], p.other); j >= 0 && j <= 40 {
				return i
			}
		}
	}
	named := containsFold(sent, "tool") || containsFold(sent, "werkzeug")
	for _, w := range [...]string{"工具", "ツール", "도구", "टूल", "herramienta", "инструмент", "інструмент", "outil", "strument", "ferrament", "narzęd", "araç"} {
		named = named || (!ascii || isASCII(w)) && strings.Contains(sent, w)
	}
	if !named {
		return -1 // no word for a tool: nothing to look for
	}
	for _, p := range [...]struct{ other, tool string }{
		{"दूसरे", "टूल"}, {"andere ", "tool"}, {"inne ", "narzęd"}, {"innym narzęd", "narzęd"}, {"diğer ", "araç"}, {"інші ", "інструмент"}, {"іншим ", "інструмент"},
		{"其他", "工具"}, {"别的", "工具"}, {"其它", "工具"}, {"他の", "ツール"}, {"다른", "도구"},
		{"任何", "工具"}, {"所有", "工具"}, {"任意", "工具"}, {"多个", "工具"}, {"複数の", "ツール"}, {"여러", "도구"},
		{"otras ", "herramienta"}, {"otra ", "herramienta"}, {"другие ", "инструмент"}, {"другим ", "инструмент"}, {"другой ", "инструмент"}, {"другого ", "инструмент"},
		{"andere", "werkzeug"}, {"andere", "tool"}, {"autres ", "outil"}, {"autre ", "outil"}, {"altri ", "strument"}, {"altro ", "strument"},
		{"outras ", "ferrament"}, {"outra ", "ferrament"},
	} {
		if ascii && (!isASCII(p.other) || !isASCII(p.tool)) || !strings.Contains(sent, p.tool) && !(p.tool[0] < utf8.RuneSelf && containsFold(sent, p.tool)) {
			continue // the word for a tool first: most texts lack it
		}
		if i := indexFold(sent, p.other, 0); i >= 0 {
			if j := indexFold(sent[i+len(p.other):], p.tool, 0); j >= 0 && j <= 40 {
				return i
			}
		}
	}
	return -1
}

// deceptiveHost reports a URL whose host borrows a brand it does not
// belong to (login-microsoftonline.com-verify.app, paypal.secure-login.io).
func deceptiveHost(ds destinations) bool {
	for _, d := range ds {
		host := strings.ToLower(d.text)
		host = strings.TrimPrefix(strings.TrimPrefix(host, "https://"), "http://")
		if i := strings.IndexAny(host, "/?#:"); i >= 0 {
			host = host[:i]
		}
		labels := strings.Split(host, ".")
		if len(labels) < 2 {
			continue
		}
		registered := labels[len(labels)-2]
		if strings.Contains(host, ".com-") || strings.Contains(host, "-com.") {
			return true
		}
		for _, brand := range [...]string{"microsoft", "office365", "outlook", "google", "apple", "icloud", "paypal", "github", "amazon", "facebook", "okta", "dropbox", "slack", "binance", "coinbase", "metamask"} {
			// googleapis.com is Google's; google-login.net and
			// login.paypal.secure-pay.io are not.
			if strings.Contains(host, brand) && (!strings.HasPrefix(registered, brand) || strings.Contains(registered, "-")) {
				return true
			}
		}
	}
	return false
}

// namesCommand reports a script or command as the thing to run.
func namesCommand(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"script", "command", "comando", "commande", "befehl", "команд", "скрипт", "命令", "脚本", "コマンド", "スクリプト", "명령", "스크립트"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// accountTool reports a tool whose name says it manages accounts, where
// creating an admin is its job.
func accountTool(self string) bool {
	for _, w := range [...]string{"user", "account", "admin", "iam", "member", "role", "auth"} {
		if strings.Contains(self, w) {
			return true
		}
	}
	return false
}

// repeatCount returns the largest count written before a word for times
// (200 times, 50 veces, 100 回), or 0; limits ("up to 100 times") do not
// count.
func repeatCount(sent string) int {
	lower := sent // digits and the ASCII words below are compared ignoring case
	best := 0
	for i := 0; i < len(lower); {
		if !isASCIIDigit(lower[i]) {
			i++
			continue
		}
		if i > 0 && isASCIILetter(lower[i-1]) {
			for i < len(lower) && isASCIIDigit(lower[i]) {
				i++ // RFC3339, not a count
			}
			continue
		}
		n, j := 0, i
		for j < len(lower) && isASCIIDigit(lower[j]) && n < 1_000_000 {
			n = n*10 + int(lower[j]-'0')
			j++
		}
		rest := strings.TrimLeft(lower[j:], " ")
		before := strings.ToLower(strings.TrimRight(lower[max(0, i-12):i], " "))
		if strings.HasSuffix(before, "up to") || strings.HasSuffix(before, "at most") || strings.HasSuffix(before, "max") || strings.HasSuffix(before, "maximum") || strings.HasSuffix(before, "than") {
			i = j
			continue // a limit, not an order
		}
		for _, t := range [...]string{"times", "x ", "mal", "veces", "fois", "volte", "vezes", "раз", "次", "回", "번"} {
			if len(rest) >= len(t) && strings.EqualFold(rest[:len(t)], t) && (len(rest) == len(t) || !isASCIILetter(rest[len(t)])) && n > best {
				best = n
			}
		}
		i = j
	}
	return best
}

// asksTheUser reports an ask verb, in a clause that names a secret, with
// the user right after it ("ask the
// user", "pide al usuario"), or, where the verb comes last (den Nutzer
// nach … fragen, 사용자에게 … 요청), before it in its clause.
func asksTheUser(hits []hit, sent string, base int) bool {
	for i, h := range hits {
		if h.c != cAskVerb || !clauseHolds(hits, h.clause, cSecret, cKeyMaterial, cCode, cPersonal) {
			continue
		}
		next := i + 1
		if next < len(hits) && (hits[next].c == cUrgency || hits[next].c == cCovertAdv) {
			next++ // "demande immédiatement à l'utilisateur"
		}
		if next < len(hits) && hits[next].c == cUser && hits[next].clause == h.clause && hits[next].start-h.end <= 28 && !usersOwnRequest(sent[h.end-base:hits[next].start-base]) {
			return true
		}
		verb := sent[h.start-base : h.end-base]
		r, _ := utf8.DecodeRuneInString(verb)
		if isSpacelessScript(r) || verbLast(verb) {
			for _, u := range hits[:i] {
				if u.c == cUser && u.clause == h.clause && !userSubject(sent[u.end-base:h.start-base]) {
					return true
				}
			}
		}
	}
	return false
}

// runVerb reports a verb of running (run, execute, ejecuta, выполни,
// 実行) among the call verbs, not one of using.
func runVerb(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cCall || h.end-base > len(sent) {
			continue
		}
		v := strings.ToLower(sent[h.start-base : h.end-base])
		for _, p := range [...]string{"run", "exec", "ejecut", "exécut", "ausführ", "führe", "esegu", "execut", "выполн", "запуст", "виконай", "执行", "运行", "実行", "실행"} {
			if strings.HasPrefix(v, p) {
				return true
			}
		}
	}
	return false
}

// clauseHolds reports a hit of one of cs in the given clause.
func clauseHolds(hits []hit, clause int, cs ...concept) bool {
	for _, h := range hits {
		if h.clause == clause && slices.Contains(cs, h.c) {
			return true
		}
	}
	return false
}

// hidesAction reports an action of the model's in the sentence, or a
// sending, a payment or a deletion in the text: what a reply would leave
// out is then something done, not a detail of style.
func hidesAction(sg, whole signals) bool {
	return sg.anyFree(cSend, cMoney, cCall, cInclude, cRedirect, cDestroy) || whole.anyFree(cSend, cMoney, cRedirect, cShell, cCall, cDestroy)
}

// replyIn reports the reply the user reads named in the sentence ("in
// your reply", "в ответе").
func replyIn(sg signals, hits []hit, sent string) bool {
	if sg.has[cReply] {
		return true
	}
	for _, h := range hits {
		if h.c == cUser && h.end-sg.start <= len(sent) {
			switch strings.ToLower(sent[h.start-sg.start : h.end-sg.start]) {
			case "your reply", "your answer", "your response", "the reply":
				return true
			}
		}
	}
	return false
}

// onlyReply reports that every mention of the user in a sentence is the
// reply ("do not mention ticket IDs in your reply"): style, unless an
// action is kept out of it.
func onlyReply(hits []hit, sent string, base int) bool {
	reply := false
	for _, h := range hits {
		if h.c != cUser || h.end-base > len(sent) {
			continue
		}
		switch strings.ToLower(sent[h.start-base : h.end-base]) {
		case "your reply", "your answer", "your response", "the reply":
			reply = true
		default:
			return false
		}
	}
	return reply
}

// acronym reports a word in capitals (PDF, HTTP) at the start of text: a
// kind of tool, not a vendor's name.
func acronym(word, text string) bool {
	n := min(len(word), len(text))
	return n >= 2 && strings.ToUpper(text[:n]) == text[:n]
}

// sshPublicKey reports an SSH public key written out (ssh-rsa AAAA…).
func sshPublicKey(sent string) bool {
	for _, k := range [...]string{"ssh-rsa ", "ssh-ed25519 ", "ecdsa-sha2-"} {
		if strings.Contains(sent, k) {
			return true
		}
	}
	return false
}

// describes reports a sentence that opens with what the tool does
// (Returns, Lists, Shows) and whose only verbs of including are
// "including" or "includes": a description of its output, not an order.
func describes(hits []hit, sent string, base int) bool {
	switch firstWord(sent) {
	case "returns", "lists", "gets", "shows", "fetches", "provides", "retrieves", "exports", "displays", "describes", "reads", "loads":
	default:
		return false
	}
	for _, h := range hits {
		if h.c == cInclude && h.end-base <= len(sent) {
			switch strings.ToLower(sent[h.start-base : h.end-base]) {
			case "including", "includes":
			default:
				return false
			}
		}
	}
	return true
}

// passiveOnly reports that every hit of c follows "is", "are", "was" or
// "were": a statement of what happens, not an order.
// serverReads reports that every read of the sentence is the server's:
// the server named as its subject or agent just before it ("the server
// reads", "由服务端从环境变量读取", "サーバーが…読み込み").
func serverReads(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cRead || h.start < base || h.end-base > len(sent) {
			continue
		}
		before := sent[max(0, h.start-base-40) : h.start-base]
		if !strings.Contains(before, "the server ") && !strings.Contains(before, "The server ") && !strings.Contains(before, "由服务端") && !strings.Contains(before, "由服务器") && !strings.Contains(before, "由伺服器") && !strings.Contains(before, "サーバーが") && !strings.Contains(before, "서버가") {
			return false
		}
	}
	return true
}

// userActs reports that every c verb of the sentence is the user's:
// its subject is the user ("the user provides", "they submit", "the
// user must", "they enabled auto-approve") or its agent follows it
// ("provided by the user").
func userActs(hits []hit, sent string, base int, c concept) bool {
	for _, h := range hits {
		if h.c != c || h.end-base > len(sent) {
			continue
		}
		before := sent[max(0, h.start-base-9) : h.start-base]
		after := sent[h.end-base : min(len(sent), h.end-base+22)]
		if !hasAnySuffix(before, "the user ", " user ", " they ", "customer ", "The user ", "They ") && !hasAnyPrefix(after, " by the user", " by them", " by the customer", " por el usuario", " par l'utilisateur", " vom Nutzer", " vom nutzer", " vom Benutzer", " dall'utente", " pelo usuário", " пользователем") {
			return false
		}
	}
	return true
}

// userSetting reports that every safeguard-lifting term is a setting the
// user may have switched on, named in a condition ("shown for approval
// unless they enabled auto-approve"): the user's choice, where "the user
// has pre-approved everything" is a claim.
func userSetting(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cUnsafe || h.start < base || h.end-base > len(sent) {
			continue
		}
		before := strings.ToLower(sent[max(0, h.start-base-30) : h.start-base])
		if !hasAnySuffix(before, "enabled ", "turned on ", "switched on ", "opted into ", "activated ") || !strings.Contains(before, "unless ") && !strings.Contains(before, "if ") || !strings.Contains(before, "they ") && !strings.Contains(before, "user ") {
			return false
		}
	}
	return true
}

func hasAnySuffix(s string, suffixes ...string) bool {
	for _, x := range suffixes {
		if strings.HasSuffix(s, x) {
			return true
		}
	}
	return false
}

func passiveOnly(hits []hit, sent string, base int, c concept) bool {
	for _, h := range hits {
		if h.c != c || h.start-base > len(sent) {
			continue
		}
		before := strings.ToLower(sent[max(0, h.start-base-5) : h.start-base])
		if !strings.HasSuffix(before, " is ") && !strings.HasSuffix(before, " are ") && !strings.HasSuffix(before, " was ") && !strings.HasSuffix(before, "were ") {
			return false
		}
	}
	return true
}

// accountLoginParams flags an input property that asks for the login of
// one of the user's personal accounts (online banking PIN, Gmail session
// cookie, SPID password) in a tool whose name and description say nothing
// of that account: a recipe converter has no use for a banking PIN.
func accountLoginParams(schema any, name, desc string, ctx scanContext) []finding {
	if ctx.purpose.secrets {
		return nil
	}
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, prop := range sortedKeys(props) {
		pm, _ := props[prop].(map[string]any)
		pdesc, _ := pm["description"].(string)
		var account string
		var ok bool
		if loginish(prop) {
			named, _ := ctx.read(spacedName(prop))
			account, ok = accountLogin(named.lower)
		}
		// The schema walk read the description already (the read is
		// memoised); only one that names a secret, or the user whose
		// account it is, is looked at further.
		if described, hits := ctx.read(pdesc); !ok && !namesReference(described.lower) && slices.ContainsFunc(hits, func(h hit) bool { return h.c == cSecret || h.c == cCode || h.c == cUser }) && !negatedSecret(hits) && !configuredSecret(pdesc, hits) {
			account, ok = accountLogin(literalsBlanked26(described.lower)) // "not a bank PIN" names no bank PIN; 'google' in an example names no account
		}
		if !ok || ctx.purpose.payment && account == "bank" || strings.Contains(strings.ToLower(name+" "+desc), account) || storedSecretRef(prop, pdesc) || configMap39(prop, pm, "") || disclaimsThing41(pdesc, ctx) {
			continue
		}
		return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("the input property %q asks for the login of the user's %s account, which this tool has no use for", prop, account), firm: true}}
	}
	return nil
}

// accountLogin returns the personal account (bank, gmail, spid…) whose
// password, PIN or session cookie a lowercase text names. ASCII words are
// looked up one by one; the other scripts' words only in text that has
// them.
func accountLogin(lower string) (string, bool) {
	account, prev := "", ""
	credential := false
	for rest := lower; rest != "" && (account == "" || !credential); {
		i := 0
		for i < len(rest) && !isASCIILetter(rest[i]) {
			i++
		}
		j := i
		for j < len(rest) && isASCIILetter(rest[j]) {
			j++
		}
		w := rest[i:j]
		rest = rest[j:]
		if a, ok := accountWords[w]; ok && account == "" {
			account = a
		}
		for _, p := range accountStems {
			if account == "" && strings.HasPrefix(w, p.stem) {
				account = p.account // mailbox, Postfachs, bankovnictví
			}
		}
		credential = credential || credentialWords[w] && !newCredential26(prev) && !((w == "token" || w == "tokens") && deviceToken30(prev)) // "device token": a push address
		prev = w
	}
	if !isASCII(lower) {
		for _, a := range [...]struct{ word, account string }{{"bancário", "bank"}, {"банк", "bank"}, {"银行", "bank"}, {"網銀", "bank"}, {"网银", "bank"}, {"銀行", "bank"}, {"은행", "bank"}, {"ngân hàng", "bank"}} {
			if account == "" && strings.Contains(lower, a.word) {
				account = a.account
			}
		}
		for _, w := range [...]string{"contraseña", "пароль", "密码", "パスワード", "비밀번호", "mật khẩu", "токен", "令牌", "トークン", "토큰", "אסימון", "סיסמ"} {
			credential = credential || strings.Contains(lower, w)
		}
	}
	if account == "" && strings.Contains(lower, "apple id") {
		account = "apple id"
	}
	if !credential {
		for _, w := range [...]string{"secret access key", "secret key", "mot de passe", "user name", "mat khau"} {
			credential = credential || strings.Contains(lower, w)
		}
	}
	return account, account != "" && credential && !identifierChoice(lower)
}

// accountWords are the personal accounts whose logins no unrelated tool
// needs; credentialWords the words for such a login.
var (
	accountWords = map[string]string{"bank": "bank", "banking": "bank", "onlinebanking": "bank", "banca": "bank", "banque": "bank", "bancaire": "bank", "banco": "bank", "ngan": "bank", "banka": "bank", "google": "google",
		"aws": "aws", "stripe": "stripe", "gmail": "gmail", "icloud": "icloud", "spid": "spid", "paypal": "paypal", "outlook": "outlook", "facebook": "facebook", "instagram": "instagram",
		"github": "github", "gitlab": "gitlab", "bitbucket": "bitbucket", "slack": "slack", "mail": "mail", "email": "mail", "mailbox": "mail", "inbox": "mail", "postfach": "mail"}
	// accountStems are accounts named inside a longer word.
	accountStems    = [...]struct{ stem, account string }{{"mailbox", "mail"}, {"mailov", "mail"}, {"postfach", "mail"}, {"bankovnic", "bank"}, {"bankkont", "bank"}}
	credentialWords = map[string]bool{"password": true, "passwort": true, "kennwort": true, "pin": true, "passcode": true, "cookie": true, "cookies": true, "login": true, "username": true, "senha": true, "sifre": true, "sifresi": true,
		"token": true, "tokens": true, "zugangstoken": true, "heslo": true, "secret": true, "geheimen": true, "identifiant": true, "identifiants": true, "pat": true}
)

// negatedSecret reports a negation right before a secret ("not a bank
// PIN"): the property says what it does not take.
func negatedSecret(hits []hit) bool {
	for i, h := range hits {
		if h.c == cNeg && i+1 < len(hits) && (hits[i+1].c == cSecret || hits[i+1].c == cCode) && hits[i+1].start-h.end <= 12 {
			return true
		}
	}
	return false
}

// recites reports a verb of quoting or revealing (quote, recite, reveal,
// print, riporta, процитируй) among the verbs of telling or reading.
func recites(hits []hit, sent string, base int) bool {
	for _, h := range hits {
		if h.c != cTell && h.c != cRead || h.end-base > len(sent) {
			continue // print and output are verbs of reading too
		}
		v := strings.ToLower(sent[h.start-base : h.end-base])
		for _, p := range [...]string{"quot", "recit", "reveal", "print", "output", "show", "repeat", "cit", "riport", "zitier", "процит", "покажи", "выведи", "引用", "复述", "输出", "引用し", "인용", "출력", "revel", "mostr", "montre", "affiche", "zacyt", "citeer", "alıntı", "kutip", "trích", "اقتبس", "उद्धृत", "צטט", "読み上げ", "朗读", "vorles", "зачит"} {
			if strings.HasPrefix(v, p) {
				return true
			}
		}
	}
	return false
}

// dumpsCredentials reports a command line that dumps stored credentials:
// the macOS keychain, Wi-Fi keys, the SAM hive, mimikatz.
func dumpsCredentials(sent string) bool {
	lower := strings.ToLower(sent)
	for _, w := range [...]string{"dump-keychain", "find-generic-password", "find-internet-password", "key=clear", "mimikatz", "sekurlsa", "lazagne", "reg save hklm", "cat /etc/shadow", "vaultcmd /list"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// verbLast reports ask verbs of languages that put the verb after its
// objects (den Nutzer nach … fragen, उपयोगकर्ता से … कहें, kullanıcıdan … iste).
func verbLast(verb string) bool {
	switch verb {
	case "fragen", "bitten", "कहें", "पूछें", "iste", "sor":
		return true
	}
	return false
}

// upiTarget reports a UPI payee (name@bank, no dot) in a sentence about
// UPI, or a Pix random key (a UUID) in one about Pix.
func upiTarget(sent string) bool {
	pix := containsLowered(sent, "pix") || containsLowered(sent, "chave aleat")
	upi := containsLowered(sent, "upi")
	if !pix && !upi {
		return false
	}
	lower := strings.ToLower(sent)
	if pix && hasUUID(lower) {
		return true // a Pix random key
	}
	if !upi {
		return false
	}
	for rest := lower; rest != ""; {
		var w string
		w, rest = nextField(rest)
		w = strings.Trim(w, ".,;:()`'\"")
		if at := strings.IndexByte(w, '@'); at > 0 && at < len(w)-2 && !strings.Contains(w[at:], ".") {
			return true
		}
	}
	return false
}

// tellsOnly reports "tell the user only that …", "sag dem Nutzer nur,
// dass …": a verb of telling, perhaps the user, then "only" and what to
// say: a summary that leaves the rest out.
func tellsOnly(hits []hit, sent string, base int) bool {
	if onlyThenTell15d(hits, sent, base) {
		return true
	}
	for i, h := range hits {
		if h.c != cTell {
			continue
		}
		j := i + 1
		if j < len(hits) && hits[j].c == cUser {
			j++
		}
		if j >= len(hits) || hits[j].c != cOnly || hits[j].start-h.end > 24 || hits[j].end-base > len(sent) {
			continue
		}
		after := strings.TrimLeft(strings.ToLower(sent[hits[j].end-base:]), " ,:")
		for _, w := range [...]string{"that", "dass", "que", "che", "что", "'", "\"", "“", "«"} {
			if strings.HasPrefix(after, w) {
				return true
			}
		}
	}
	return false
}

// deniedNear reports a negation and a verb of telling close together in
// one clause, in either order (不要在回复中提及, 言及しないで).
func deniedNear(hits []hit) bool {
	for i, h := range hits {
		if h.c != cNeg {
			continue
		}
		for _, t := range hits[max(0, i-2):min(len(hits), i+3)] {
			if t.c == cTell && t.clause == h.clause && (t.start-h.end <= 24 && t.start >= h.end || h.start-t.end <= 12 && h.start >= t.end) {
				return true
			}
		}
	}
	return false
}

// describesItself reports a sentence that opens with what the tool does
// (Returns, Opens, Runs …): a description, not an order.
func describesItself(sent string) bool {
	switch firstWord(sent) {
	case "returns", "lists", "gets", "opens", "runs", "creates", "fetches", "shows", "reads", "sends", "searches", "finds", "retrieves", "provides", "exports", "displays",
		"describes", "executes", "deletes", "updates", "adds", "generates", "converts", "formats", "checks", "counts", "summarises", "summarizes", "translates", "starts", "stops", "saves",
		"records", "logs", "tracks", "validates", "monitors", "audits", "installs", "downloads":
		return true
	}
	return false
}

// firstWord returns a sentence's first word in lower case.
func firstWord(sent string) string {
	w, _ := nextField(sent)
	if utf8.RuneCountInString(w) > 16 { // letters, not bytes: "сохраняет" is 18 bytes
		return ""
	}
	return strings.ToLower(w)
}

// containsFold reports word in s in any case, for an ASCII word.
func containsFold(s, word string) bool { return indexFold(s, word, 0) >= 0 }

// indexFold returns the first index at or after from of an ASCII word in
// s written in lower case, Capitalised or in capitals, or -1; the three
// spellings are searched with strings.Index, which is fast.
func indexFold(s, word string, from int) int {
	if word == "" || from > len(s) {
		return -1
	}
	best := -1
	title := word
	if c := word[0]; c >= 'a' && c <= 'z' {
		title = string(c-0x20) + word[1:]
	}
	// A short ASCII word's capitals are written on the stack.
	var buf [32]byte
	var upper string
	if len(word) <= len(buf) && isASCII(word) {
		for i := 0; i < len(word); i++ {
			buf[i] = upperASCII(word[i])
		}
		upper = string(buf[:len(word)])
	} else {
		upper = strings.ToUpper(word)
	}
	for _, w := range [...]string{word, title, upper} {
		if i := strings.Index(s[from:], w); i >= 0 && (best < 0 || from+i < best) {
			best = from + i
		}
	}
	return best
}

// setsParam reports "set `p` to …" or "fill p with …" for one of the
// tool's parameters.
func setsParam(sent string, params map[string]bool) bool {
	lower := strings.ToLower(sent)
	for p := range params {
		for _, f := range [...]string{"set `%s` to", "set %s to", "fill `%s` with", "fill %s with"} {
			if strings.Contains(lower, strings.Replace(f, "%s", p, 1)) {
				return true
			}
		}
	}
	return false
}

// steersInstead reports "instead" in some language: one tool put in
// another's place.
func steersInstead(sent string) bool {
	for _, w := range [...]string{"instead", "en su lugar", "à la place", "stattdessen", "invece", "em vez disso", "em seu lugar", "вместо", "改用", "代わりに", "대신"} {
		if containsFold(sent, w) {
			return true
		}
	}
	return false
}

// onlyShown reports that the sentence's verbs of telling are all "show"
// or "display" ("don't show the user raw JSON"): presentation, unless an
// action is kept out of sight.
func onlyShown(hits []hit, sent string, base int) bool {
	shown := false
	for _, h := range hits {
		if h.c != cTell || h.end-base > len(sent) {
			continue
		}
		switch strings.ToLower(sent[h.start-base : h.end-base]) {
		case "show", "display":
			shown = true
		default:
			return false
		}
	}
	return shown
}

// loginish reports a property name that may name a login: a password, a
// PIN, a cookie, a secret key (bank_password, gmailSessionCookie).
func loginish(name string) bool {
	lower := strings.ToLower(name)
	for _, w := range [...]string{"pass", "pin", "cookie", "secret", "login", "pwd", "kennwort", "senha", "khau", "mdp", "clave", "sifre", "пароль"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return !isASCII(lower)
}

// hasUUID reports a UUID's shape (8-4-4-4-12 letters and digits; the
// folded text may have turned a 4 into an a).
func hasUUID(lower string) bool {
	for i := 0; i+36 <= len(lower); i++ {
		if lower[i+8] == '-' && lower[i+13] == '-' && lower[i+18] == '-' && lower[i+23] == '-' &&
			isLowerAlnum(lower[i:i+8]) && isLowerAlnum(lower[i+9:i+13]) && isLowerAlnum(lower[i+14:i+18]) && isLowerAlnum(lower[i+19:i+23]) && isLowerAlnum(lower[i+24:i+36]) {
			return true
		}
	}
	return false
}

// securityAnswers reports the answers to account-recovery questions:
// mother's maiden name, first pet, the street one grew up on.
func securityAnswers(sent string) bool {
	for _, w := range [...]string{"maiden name", "first pet", "grew up on", "childhood street", "nom de jeune fille", "premier animal", "apellido de soltera", "primera mascota", "mädchenname", "erstes haustier", "cognome da nubile", "primo animale", "nome de solteira", "primeiro animal", "девичья фамилия", "девичью фамилию", "первого питомца", "娘家姓", "第一只宠物", "旧姓", "最初のペット", "결혼 전 성", "첫 반려동물"} {
		if containsFold(sent, w) {
			return true
		}
	}
	return false
}

// passwordExport reports a password manager's or browser's export of
// saved passwords.
func passwordExport(sent string) bool {
	for _, w := range [...]string{"passwords.csv", "password export", "passwords export", "vault export", "bitwarden export", "1password export", "lastpass export", "keepass export", "exported passwords"} {
		if containsFold(sent, w) {
			return true
		}
	}
	return false
}

// payoutField reports a property that says where money goes.
func payoutField(property string) bool {
	for _, w := range [...]string{"pay_to", "payto", "payout", "payee", "beneficiary", "destination", "recipient", "wallet", "iban"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}

// payeeHandle reports a payment handle: paypal:…, a Stripe account
// (acct_…), venmo:…, or an e-mail address.
func payeeHandle(text string) bool {
	lower := strings.ToLower(text)
	return strings.Contains(lower, "paypal:") || strings.Contains(lower, "venmo:") || strings.Contains(lower, "cashapp:") || strings.Contains(lower, "acct_") || hasEmail(text)
}

// namesConversation reports a property named for the conversation it
// takes (user_message, chat_history): asking for it is its job.
func namesConversation(property string) bool {
	for _, w := range [...]string{"message", "conversation", "chat", "history", "transcript", "prompt"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}
