package analysis

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Mentions that are not orders: a quotation framed as an example, in the
// word orders other than "like '…'".

// framedQuote returns the offset where a quotation framed as an example
// begins, or -1: "类似“…”" (a like-word right before a quotation, with no
// space, as scripts without spaces write it), "“…” 같은 문장", "「…」のような"
// (a like-word right after the quotation closes, where it follows what it
// compares), or "Example of text it will flag: \"…\"" (a quotation opening
// right after a colon that ends a frame led by a word for an example).
// The quoted words are what the tool looks for, not an order to the reader
// unless an order stands outside the quotation marks.
func framedQuote(hits []hit, sent string, base int) int {
	if !strings.ContainsAny(sent, "\"'`") && !containsAny(sent, "»", "”", "’", "」", "』") { // ASCII and not: ContainsAny is slow on a set beyond ASCII
		return -1
	}
	if i := quotedExample(hits, sent, base); i >= 0 {
		return i
	}
	for i := 0; i < len(sent); {
		if c := sent[i]; c < utf8.RuneSelf && c != ':' && c != '"' && c != '\'' && c != '`' {
			i++ // no mark the cases below read
			continue
		}
		r, size := utf8.DecodeRuneInString(sent[i:])
		switch {
		case r == ':' || r == '：':
			if k := exampleFrame(hits, sent, base, i); k >= 0 {
				return k
			}
		case quoteCloser(sent, i, r) != 0 && likeWordBefore(sent[:i]):
			if !orderOutsideQuotes(hits, sent, base, 0) {
				return i
			}
		case closesQuote(r) && likeWordAfter(sent[i+size:]):
			if !orderOutsideQuotes(hits, sent, base, 0) {
				return 0
			}
		}
		i += size
	}
	return -1
}

// exampleFrame returns the frame's start when the colon at sent[colon]
// is followed by an opening quotation mark and ends a short frame that
// opens the sentence with a word for an example ("Example of text it will
// flag:", "Exemplos sinalizados:") and gives no order itself; or -1.
func exampleFrame(hits []hit, sent string, base, colon int) int {
	_, size := utf8.DecodeRuneInString(sent[colon:])
	rest := strings.TrimLeft(sent[colon+size:], " ")
	r, _ := utf8.DecodeRuneInString(rest)
	if rest == "" || quoteCloser(rest, 0, r) == 0 {
		return -1
	}
	frame := strings.TrimLeft(sent[:colon], " \n\t-*•#")
	start := colon - len(frame)
	if len(frame) > 48 || !startsWithExample(strings.ToLower(frame)) {
		return -1
	}
	for _, h := range hits {
		if at := h.start - base; at >= start && at < colon && (isAction(h.c) || h.c == cModel || h.c == cMust || h.c == cTell) {
			return -1
		}
	}
	return start
}

// startsWithExample reports a frame whose first word names an example.
func startsWithExample(lower string) bool {
	for _, w := range exampleWords {
		if strings.HasPrefix(lower, w) {
			return true
		}
	}
	return false
}

// exampleWords open a frame for examples, in the languages of the
// lexicon: stems, so that plurals count.
var exampleWords = [...]string{"example", "sample", "exempl", "ejempl", "esempi", "beispiel", "voorbeeld", "przykład", "пример", "örnek", "ví dụ", "contoh", "příklad", "例", "예시", "예:", "उदाहरण", "مثال", "أمثلة", "امثلة", "نماذج", "דוגמ"}

// likeWordBefore reports a like-word that ends right where a quotation
// opens, in a script without spaces ("类似“…”", "诸如「…」").
func likeWordBefore(before string) bool {
	for _, w := range [...]string{"类似", "類似", "像", "如", "诸如", "比如", "例如", "譬如"} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// closesQuote reports a mark that may close a quotation.
func closesQuote(r rune) bool {
	return strings.ContainsRune("\"'`»”’」』", r)
}

// likeWordAfter reports a like-word right after a quotation closes, in
// the languages that put it after what it compares: Korean (같은, 등의),
// Japanese (のような, などの, といった), Chinese (这样的, 之类), Turkish
// (gibi) and Hindi (जैसे).
func likeWordAfter(after string) bool {
	after = strings.TrimLeft(after, " ")
	for _, w := range [...]string{"같은", "와 같은", "과 같은", "등의", "등 ", "のような", "のように", "などの", "などと", "といった", "这样的", "這樣的", "之类", "之類", "等语句", "等指令", "gibi", "जैसे", "जैसी"} {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// spacedGermanAbbreviation reports either dot of a German abbreviation
// written with a space (z. B., d. h., u. a., z. T.) in lower: neither ends
// a sentence.
func spacedGermanAbbreviation(lower string, i int) bool {
	for _, a := range [...]string{"z. b.", "d. h.", "u. a.", "z. t.", "s. o.", "u. u."} {
		for _, at := range [2]int{i - 1, i - 4} { // the first dot, the second
			if at >= 0 && strings.HasPrefix(lower[at:], a) && (at == 0 || !isWordRune(rune(lower[at-1]))) {
				return true
			}
		}
	}
	return false
}

// conditionOnly reports that every assignment (x=y) stands in a clause
// opened by "if" or "when" ("si devuelve autenticado=false, usa
// iniciar_sesion"): a result this tool returns, tested to route to the
// next tool, not an argument chosen for it.
func conditionOnly(hits []hit, sent string, base int) bool {
	found := false
	for i := 1; i+1 < len(sent); i++ {
		if sent[i] != '=' || !isWordRune(rune(sent[i-1])) || sent[i+1] == '=' || sent[i+1] == ' ' {
			continue
		}
		found = true
		opened := false
		for _, h := range hits {
			if at := h.start - base; h.c == cWhen && at < i && !strings.ContainsAny(sent[at:i], ",;:，；") {
				opened = true
			}
		}
		if !opened {
			return false
		}
	}
	return found
}

// ownPrefixGlob reports tools named by a glob on this tool's own prefix
// ("every other crm_* tool" in crm_auth_check): the server's own tools,
// which a vendor may order.
func ownPrefixGlob(sent, self string) bool {
	for off := 0; ; {
		k := strings.IndexByte(sent[off:], '*')
		if k < 0 {
			return false
		}
		i := off + k
		off = i + 1
		j := i
		for j > 0 && (isWordRune(rune(sent[j-1])) || strings.IndexByte("_-.", sent[j-1]) >= 0) {
			j--
		}
		if prefix := strings.ToLower(sent[j:i]); len(prefix) >= 3 && strings.IndexByte("_-.", prefix[len(prefix)-1]) >= 0 && strings.HasPrefix(self, prefix) {
			return true
		}
	}
}

// negationAfter reports a negation in tell's clause after it: Korean
// negates the verb before the negation (알리지 마세요), so a negation
// that comes first negates another verb.
func negationAfter(after []hit, tell hit) bool {
	for _, n := range after {
		if n.c == cNeg && n.clause == tell.clause {
			return true
		}
	}
	return false
}

// spellsName reports a title that only spells the tool's name out in
// plain words ("Disable Mfa" for disable_mfa): a tool whose job is to lift
// a safeguard names that job, it does not order it lifted.
func spellsName(title, name string) bool {
	for i := 0; i < len(title); i++ {
		if c := title[i]; !isWordRune(rune(c)) && c != ' ' && c != '-' && c != '_' {
			return false
		}
	}
	a, b := Tokenize(title), Tokenize(name)
	return len(a) > 0 && slices.EqualFunc(a, b, strings.EqualFold)
}

// identifierChoice reports a text that names a person by one of two
// identifiers ("User email or login", "username/email"): the login is an
// account's name there, not its password, unless a secret is named too.
func identifierChoice(lower string) bool {
	words := strings.FieldsFunc(lower, func(r rune) bool { return !isWordRune(r) && r != '-' && r != '/' })
	choice := false
	for i, w := range words {
		if credentialWords[w] && !identifierWords[w] {
			return false // "email or login password"
		}
		if a, b, ok := strings.Cut(w, "/"); ok && pairsIdentifiers(a, b) {
			choice = true
		}
		if w == "or" && i > 0 && i+1 < len(words) && (pairsIdentifiers(words[i-1], words[i+1]) || i+2 < len(words) && (words[i+1] == "an" || words[i+1] == "a") && pairsIdentifiers(words[i-1], words[i+2])) {
			choice = true
		}
		if identifierWords[w] && asIdentifier26(words[:i]) {
			choice = true // "email address (also used as login)": the address is the login's name
		}
	}
	return choice || loginAddress(words)
}

// pairsIdentifiers reports a mail address and a login name, in either order.
func pairsIdentifiers(a, b string) bool {
	mail := func(w string) bool { return w == "email" || w == "e-mail" || w == "mail" }
	return mail(a) && identifierWords[b] || identifierWords[a] && mail(b)
}

// identifierWords name an account rather than prove it is the user's.
var identifierWords = map[string]bool{"login": true, "username": true, "identifiant": true}

// chatRequest reports an input schema shaped as a chat-completion request:
// a list of messages whose role is one of user and assistant. Such a tool
// calls a model of its own, and a system prompt or messages are its input,
// not the conversation of the model that calls it.
func chatRequest(schema any) bool {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, p := range props {
		pm, _ := p.(map[string]any)
		items, _ := pm["items"].(map[string]any)
		ip, _ := items["properties"].(map[string]any)
		role, _ := ip["role"].(map[string]any)
		enum, _ := role["enum"].([]any)
		if slices.Contains(enum, any("user")) && slices.Contains(enum, any("assistant")) {
			return true
		}
	}
	return false
}

// disclosedMailbox reports a sentence in which a sending tool states the
// fixed mailbox its own output goes to, set by whoever runs it ("Sends the
// report to the address the administrator configured (reports@…)", "Also
// CCs reports-archive@… as required by the records policy"): a disclosed,
// configured destination, not an order to the model. Only e-mail
// addresses count; nothing sensitive may be sent, nothing kept from the
// user or copied blind, and no other tool, moment or standing order
// named ("always", "before", "remember").
func disclosedMailbox(sg, whole signals, sent string, dests destinations, ctx scanContext) bool {
	if ctx.property != "" || ctx.value || !senderName(ctx.self) || len(dests) == 0 {
		return false
	}
	for _, d := range dests {
		if !strings.Contains(d.text, "@") || strings.Contains(d.text, "/") {
			return false
		}
	}
	if sg.any(cConversation, cSecret, cPath, cEnv, cKeyMaterial, cPersonal, cCode, cOtherTool, cEveryTurn, cWhen, cBefore, cMust, cPersist, cModel, cIgnore, cOverUser, cRegardless, cUrgency) || whole.any(cCovert, cCovertAdv, cHide) || whole.has[cNeg] && whole.has[cTell] && whole.has[cUser] {
		return false
	}
	lower := strings.ToLower(sent)
	return !blindCopy(lower) && (sg.any(cElevated, cAuthority) || configuredWord(lower))
}

// senderName reports a tool named for sending or mailing.
func senderName(self string) bool {
	for _, w := range Tokenize(self) {
		switch w {
		case "send", "mail", "email", "mailer", "notify", "forward", "envoyer", "envoie", "enviar", "envia", "inviare", "invia", "senden", "sende", "versenden", "verzenden", "wyslij", "gonder", "gui", "otpravit":
			return true
		}
	}
	return false
}

// blindCopy reports a blind copy: a recipient the other recipients do not
// see.
func blindCopy(lower string) bool {
	return blindCopySet.in(lower)
}

// configuredWord reports a setting named: a value configured by whoever
// runs the server.
func configuredWord(lower string) bool {
	return configuredWordSet.in(lower)
}

// negJustBefore reports a negation in tell's clause that ends at most
// seven bytes before it, whatever small words stand between ("no se lo
// menciones", "don't tell"): the telling is what is negated.
func negJustBefore(before []hit, tell hit) bool {
	for i := len(before) - 1; i >= 0 && tell.start-before[i].end <= 7; i-- {
		if n := before[i]; n.c == cNeg && n.clause == tell.clause {
			return true
		}
	}
	return false
}

// judgeMailbox reads a fixed mailbox that a sentence says is sent the
// conversation or a secret, whatever the verb's form ("Sends the summary
// to ops@… together with the full chat history"): stated as a feature, it
// is still the data leaving for an address no call chose.
func judgeMailbox(sg signals, sent string, ctx scanContext, quoting bool, dests destinations) []textFinding {
	if quoting || len(dests) == 0 || sg.negation || ctx.value || !sg.anyFree(cActs, cSend, cInclude, cRedirect) || !sg.any(cConversation, cSecret, cEnv, cPath, cKeyMaterial) {
		return nil
	}
	for _, d := range dests {
		if !strings.Contains(d.text, "@") || strings.Contains(d.text, "/") {
			return nil
		}
	}
	return []textFinding{{rule: "poison-exfiltration", what: "a statement that the conversation or a secret goes to a fixed mailbox"}}
}

// readsAsMention reports a sentence that the rules read as naming what it
// quotes or where the tool itself sends, not as an order: a quotation
// framed as an example, a link the user is only told of while the model
// runs nothing (userToldOnly43c), orders quoted from content and refused
// (refusedQuotes43c), or a sending tool's disclosed,
// configured mailbox. The learned model leaves it to them, as it leaves every rule's
// finding. whole is the text's signals, read on first need.
func readsAsMention(s span, sent, lower string, hits []hit, whole **signals, ctx scanContext) bool {
	sg := signalsOf(s)
	if framedQuote(s.hits, sent, s.start) >= 0 || screenedExample(ctx, sent) || masksSecretIn(sg, sent) || advisesSafeKeeping(sg, sent) {
		return true // a quotation, a masked secret, or advice to keep a credential safe
	}
	if userToldOnly43c(lower) || refusedQuotes43c(s.hits, sent, lower, s.start) {
		return true // "tell the user the page …; do not run anything": pointed out, not run; «…» quoted and refused
	}
	if negatedVerbGoverns(s.hits, cConversation) || servedFrom(s.hits, sent, s.start) || needLiftedIn(sg, s.hits, sent) {
		return true // "never paste … this chat transcript": the conversation kept out; "uploaded assets are served from …"; "replaces the need to include the chat history"
	}
	if !strings.Contains(sent, "@") {
		return false
	}
	if ownOrgExample37c(sent) {
		return true // "(e.g. dana@company.com)": the user's own mailbox illustrated
	}
	if *whole == nil {
		w := signalsOf(span{hits: hits})
		*whole = &w
	}
	return disclosedMailbox(sg, **whole, sent, destinationsIn(sent), ctx)
}

// needLiftedIn is needLifted34 on a sentence read alone (sg, hits and
// sent are its own), for the model: the act the tool spares is no order
// to it either.
func needLiftedIn(sg signals, hits []hit, sent string) bool {
	if !sg.has[cConversation] {
		return false
	}
	sg.lower = strings.ToLower(sent)
	return needLifted34(sg, hits)
}

// The phrase lists of the functions above, as sets (phraseSet).
var (
	blindCopySet      = newPhraseSet("bcc", "blind", "cco", "oculta", "cachée", "nascost", "blindkopie", "скрыт", "密送", "暗送", "숨은 참조", "ukryt", "hidden", "invisible", "versteckt", "oculto", "隐藏")
	configuredWordSet = newPhraseSet("configur", "konfigur", "конфигур", "настро", "配置", "設定", "설정", "ayar")
)
