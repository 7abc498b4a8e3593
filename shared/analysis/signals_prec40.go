package analysis

import (
	"strings"
	"unicode/utf8"
)

// Values shown as examples (prec40). A mailbox, link or account inside a
// bracketed aside that an example mark opens is a sample of what the user
// gives, no destination: "(e.g. finance@company.cn)". inExampleAside40
// reads the aside whether its bracket is ASCII or full-width ("（例如
// finance@company.cn）", as Chinese and Japanese write it) and whether
// the mark is one word or a phrase ("(por exemplo compras@…)", "(par
// exemple …)", "(per esempio …)", "(zum Beispiel …)", "(sample: …)"). A
// bracket that closes before the value, or one opened by any other word
// ("(cc audit@x.com)"), holds no example.
func inExampleAside40(s string, i int) bool {
	open, width := -1, 0
	if j := strings.LastIndexByte(s[:i], '('); j >= 0 {
		open, width = j, 1
	}
	if j := strings.LastIndex(s[:i], "（"); j > open {
		open, width = j, len("（")
	}
	if open < 0 || strings.IndexByte(s[open:i], ')') >= 0 || strings.Contains(s[open:i], "）") {
		return false
	}
	head := strings.ToLower(strings.TrimLeft(s[open+width:i], " \"'`「『"))
	return strings.HasPrefix(head, "like ") || exampleMarkOpens(head) || exampleOpens40(head)
}

// exampleOpeners40 are example marks of more than one word, sample
// labels, or words that show a value's form ("format like", "Format wie",
// "格式如"), that open an aside or lead a value; exampleMarks holds the
// one-word marks.
var exampleOpeners40 = [...]string{"por exemplo", "por ejemplo", "par exemple", "per esempio", "zum beispiel", "beispielsweise", "bijvoorbeeld", "na przykład", "к примеру", "sample", "samples", "placeholder", "something like", "say",
	"exemplo:", "ejemplo:", "示例", "样例", "比如", "举例", "例 ", "例：", "例えば", "たとえば", "예를", "예시", "예 :", "ex:", "ej:",
	"example format", "format like", "format wie", "formato como", "formato tipo", "format comme", "formato ad esempio", "формат вида", "формата", "格式如", "格式为", "格式例", "形如", "形式例", "입력 예", "형식 예"}

// exampleOpens40 reports lowercase text that opens on one of
// exampleOpeners40, not on a longer word ("sayings", "sampled").
func exampleOpens40(text string) bool {
	return prefixOf40(text, exampleOpeners40[:]) >= 0
}

// withoutExampleValues40 returns sent with every value given as an example
// blanked: the rest of a clause after an example mark ("e.g. GB64 MDWK
// 2081 4712 0933 17", "(例如 6222 0000 1111 2222)", "z. B. DE89 …"), up
// to the next comma, semicolon or closing bracket. Account and wallet
// readings (hasPaymentTarget) read the result: an IBAN shown as a sample
// of the user's own is no account to pay. Only sentences with a digit are
// looked at; the length is kept, so offsets stay valid.
func withoutExampleValues40(sent string) string {
	if !hasDigit(sent) {
		return sent
	}
	return blankExamples40(sent)
}

// blankExamples40 returns sent with the values after its example marks
// blanked (withoutExampleValues40), whatever they hold: fixesArgs reads
// it, so a sample mailbox ("（例如 finance@company.cn）") fixes no argument.
func blankExamples40(sent string) string {
	lower := strings.ToLower(sent)
	if len(lower) != len(sent) {
		return sent
	}
	var b []byte
	for i := 0; i < len(lower); i++ {
		if i > 0 && isWordRune(rune(lower[i-1])) && lower[i] < utf8.RuneSelf {
			continue // marks start a word
		}
		n := exampleMarkAt40(lower[i:])
		if n == 0 {
			continue
		}
		end := i + n
		for end < len(lower) && strings.IndexByte(",;)]", lower[end]) < 0 && !strings.HasPrefix(lower[end:], "，") && !strings.HasPrefix(lower[end:], "；") && !strings.HasPrefix(lower[end:], "）") && !strings.HasPrefix(lower[end:], "。") {
			end++
		}
		if b == nil {
			b = []byte(sent)
		}
		for k := i + n; k < end; k++ {
			b[k] = ' '
		}
		i = end
	}
	if b == nil {
		return sent
	}
	return string(b)
}

// exampleMarkAt40 returns the length of the example mark text opens with,
// or 0: a mark of exampleMarks or exampleOpeners40 followed by a space, a
// colon or a full-width colon.
func exampleMarkAt40(text string) int {
	if text == "" || !exampleMarkStarts[text[0]] {
		return 0 // no mark opens on this byte (cost41b)
	}
	best := 0
	try := func(m string) {
		if len(m) <= best || !strings.HasPrefix(text, m) {
			return
		}
		rest := text[len(m):]
		if isASCIILetter(m[len(m)-1]) && rest != "" && (isASCIILetter(rest[0]) || rest[0] >= utf8.RuneSelf) {
			return // "example" in "examples", "eg" in "egress"
		}
		best = len(m)
	}
	for _, m := range exampleMarks {
		switch m {
		case "如", "i.e.", "i.e", "such as", "مثل":
			// 如 opens no example; "i.e." names the value itself; "such as" lists kinds
		default:
			try(m)
		}
	}
	for _, m := range exampleOpeners40 {
		if m != "say" && m != "sample" && m != "samples" {
			try(m)
		}
	}
	return best
}

// Sends the user decides (prec40). A copy, forward or call that goes to a
// fixed address only when the user asks for it is the user's own act: "La
// copie à veille@… n'est ajoutée que si l'utilisateur le demande",
// "archive@… gets a copy only if the user picks it", "If the user asks,
// send_email can forward the question to payroll-bot@…", "envie a
// confirmação … via enviar_email, se ele pedir", "仅在用户明确要求时才抄送至
// …", "원할 때만 전달 규칙을 추가하세요". userGated40 reads such a gate: a
// condition on the user's say whose verb closes its clause bare (it, so,
// nothing after), or a restricting "only" on the user's request in the
// scripts without spaces. A condition with its own object ("if the user
// asks for a report, also send it to …") is a trigger, not a gate, and a
// sentence that also hides, overrides the user or names a secret or the
// conversation is never gated (gatedSend40).
func userGated40(lower string) bool {
	for _, g := range userGates40 {
		for from := 0; from < len(lower); {
			i := strings.Index(lower[from:], g.cond)
			if i < 0 {
				break
			}
			i += from
			from = i + len(g.cond)
			if i > 0 && isASCIILetter(lower[i-1]) {
				continue
			}
			rest := lower[i+len(g.cond):]
			if subj := prefixOf40(rest, g.subjects); subj >= 0 {
				rest = strings.TrimLeft(rest[subj:], " ")
			} else if !g.noSubject {
				continue
			}
			for _, adv := range g.adverbs {
				if strings.HasPrefix(rest, adv+" ") {
					rest = rest[len(adv)+1:]
					break
				}
			}
			v := prefixOf40(rest, g.verbs)
			if v < 0 {
				continue
			}
			rest = strings.TrimLeft(rest[v:], " ")
			for _, o := range g.objects {
				if strings.HasPrefix(rest, o+" ") || rest == o || strings.HasPrefix(rest, o) && len(rest) > len(o) && !isWordRune(rune(rest[len(o)])) {
					rest = strings.TrimLeft(rest[len(o):], " ")
					break
				}
			}
			if clauseEnds40(rest) {
				return true
			}
		}
	}
	for _, r := range restrictedAsk40 {
		if i := strings.Index(lower, r[0]); i >= 0 && strings.Contains(lower[i:min(len(lower), i+len(r[0])+30)], r[1]) {
			return true
		}
	}
	return false
}

// gatedSend40 reports a sentence (lower, lowercased) whose send waits on the user's say
// (userGated40) and that hides nothing, overrides no one and names no
// secret, code or conversation: its destinations are the user's to pick.
func gatedSend40(sg signals, lower string) bool {
	return !sg.any(cCovert, cHide, cIgnore, cOverUser, cSecret, cKeyMaterial, cCode, cConversation, cEveryTurn, cEnv, cPath) && !containsAny(lower, besides40...) && userGated40(lower)
}

// besides40 add a send to the one asked for ("also", "as well"): what
// the user asked is not all that goes out.
var besides40 = []string{" also ", " as well", "in addition", "additionally", "también", " aussi", " auch ", " anche ", " também", " также", "同时", "另外", "併せて", "あわせて", "함께"}

// prefixOf40 returns the length of the first of words that s opens with
// as a whole word (not followed by a letter or digit), or -1.
func prefixOf40(s string, words []string) int {
	for _, w := range words {
		if !strings.HasPrefix(s, w) {
			continue
		}
		if len(s) == len(w) || !isASCIILetter(w[len(w)-1]) {
			return len(w)
		}
		if r, _ := utf8.DecodeRuneInString(s[len(w):]); !isWordRune(r) {
			return len(w)
		}
	}
	return -1
}

// clauseEnds40 reports text that ends a clause where it starts: nothing
// left, or a comma, semicolon, stop, colon or closing bracket.
func clauseEnds40(rest string) bool {
	if rest == "" {
		return true
	}
	if strings.IndexByte(",;.:)!", rest[0]) >= 0 {
		return true
	}
	for _, p := range [...]string{"，", "；", "。", "）", "、"} {
		if strings.HasPrefix(rest, p) {
			return true
		}
	}
	return false
}

// userGate40 is one language's gate: a condition word, who decides, the
// deciding verb with an optional adverb before it and a bare object after.
type userGate40 struct {
	cond                              string
	noSubject                         bool
	subjects, adverbs, verbs, objects []string
}

var (
	enSubjects40 = []string{"the user", "users", "the customer", "the client", "the member", "the tenant", "the resident", "the employee", "the candidate", "the caller", "the account holder", "the policyholder", "they", "you", "he or she", "he", "she"}
	enAdverbs40  = []string{"explicitly", "specifically", "actually", "really", "first"}
	enVerbs40    = []string{"asks for one", "asks for it", "asks for a copy", "asks", "requests it", "requests one", "requests a copy", "requests", "wants it", "wants one", "wants a copy", "wants", "chooses it", "chooses", "picks it", "picks", "selects it", "opts in", "agrees", "consents", "says so", "approves it", "approves", "ticks it", "turns it on", "enables it", "wishes"}
	esSubjects40 = []string{"el usuario", "la usuaria", "el cliente", "la clienta", "el titular", "el inquilino", "el asegurado", "el empleado", "el candidato", "ellos"}
	ptSubjects40 = []string{"o usuário", "o utilizador", "a usuária", "o cliente", "a cliente", "o titular", "o morador", "o inquilino", "o segurado", "o colaborador", "o candidato", "ele", "ela"}
	frSubjects40 = []string{"l'utilisateur", "l’utilisateur", "l'utilisatrice", "le client", "la cliente", "le titulaire", "le locataire", "l'assuré", "le salarié", "le candidat", "il", "elle"}
	itSubjects40 = []string{"l'utente", "l’utente", "il cliente", "la cliente", "il titolare", "l'inquilino", "l'assicurato", "il dipendente", "il candidato", "lui", "lei"}
	deSubjects40 = []string{"der nutzer", "die nutzerin", "der benutzer", "die benutzerin", "der kunde", "die kundin", "der mieter", "der versicherte", "der mitarbeiter", "der bewerber", "er", "sie"}
	ruSubjects40 = []string{"пользователь", "клиент", "абонент", "арендатор", "сотрудник", "кандидат", "он", "она"}
)

// userGates40 are the gates of userGated40, per language.
var userGates40 = []userGate40{
	{cond: "if ", subjects: enSubjects40, adverbs: enAdverbs40, verbs: enVerbs40, objects: []string{"so", "to", "for that"}},
	{cond: "when ", subjects: enSubjects40, adverbs: enAdverbs40, verbs: enVerbs40, objects: []string{"so", "for that"}},
	{cond: "once ", subjects: enSubjects40, adverbs: enAdverbs40, verbs: enVerbs40},
	{cond: "only at the user's request", noSubject: true},
	{cond: "only on the user's request", noSubject: true},
	{cond: "si ", subjects: esSubjects40, adverbs: []string{"así", "expresamente", "explícitamente"}, verbs: []string{"lo pide", "lo solicita", "lo elige", "lo quiere", "lo acepta", "lo indica", "lo autoriza", "así lo pide", "así lo indica", "pide", "solicita", "quiere", "acepta", "autoriza"}},
	{cond: "cuando ", subjects: esSubjects40, verbs: []string{"lo pide", "lo solicita", "lo elige", "lo quiera", "lo pida", "lo solicite"}},
	{cond: "se ", subjects: ptSubjects40, adverbs: []string{"expressamente", "explicitamente"}, verbs: []string{"pedir", "solicitar", "quiser", "escolher", "autorizar", "aceitar", "o pedir", "o solicitar", "pedir isso", "assim pedir", "concordar", "optar"}},
	{cond: "quando ", subjects: ptSubjects40, verbs: []string{"pedir", "solicitar", "quiser", "escolher", "autorizar"}},
	{cond: "si ", subjects: frSubjects40, adverbs: []string{"explicitement"}, verbs: []string{"le demande", "la demande", "le souhaite", "le choisit", "l'accepte", "l’accepte", "y consent", "le veut", "l'autorise", "demande", "accepte"}},
	{cond: "s'il ", noSubject: true, verbs: []string{"le demande", "le souhaite", "le veut"}},
	{cond: "se ", subjects: itSubjects40, adverbs: []string{"esplicitamente", "espressamente"}, verbs: []string{"lo chiede", "lo richiede", "lo sceglie", "lo vuole", "lo desidera", "lo autorizza", "acconsente", "chiede"}},
	{cond: "wenn ", subjects: deSubjects40, adverbs: []string{"ausdrücklich", "das"}, verbs: []string{"es wünscht", "es verlangt", "es will", "es möchte", "das wünscht", "zustimmt", "es auswählt", "darum bittet", "es anfordert", "einwilligt"}},
	{cond: "falls ", subjects: deSubjects40, adverbs: []string{"ausdrücklich"}, verbs: []string{"es wünscht", "es verlangt", "es will", "es möchte", "zustimmt", "darum bittet", "einwilligt"}},
	{cond: "nur auf wunsch", noSubject: true},
	{cond: "auf wunsch des nutzers", noSubject: true},
	{cond: "auf wunsch des kunden", noSubject: true},
	{cond: "если ", subjects: ruSubjects40, adverbs: []string{"сам", "явно"}, verbs: []string{"попросит", "просит", "захочет", "хочет", "выберет", "согласится", "попросит об этом", "этого захочет"}},
	{cond: "только по просьбе", noSubject: true},
	{cond: "только по запросу", noSubject: true},
}

// restrictedAsk40 are gates of the scripts without spaces: a restricting
// word on the user's request (the first), and the asking verb within a
// few characters after it (the second).
var restrictedAsk40 = [...][2]string{
	{"仅在用户", "要求"}, {"仅在用户", "需要"}, {"仅在用户", "同意"}, {"仅在用户", "选择"}, {"只在用户", "要求"}, {"只有在用户", "要求"}, {"仅当用户", "要求"}, {"仅当用户", "选择"}, {"仅当用户", "同意"},
	{"如用户需要", "可"}, {"如果用户需要", "可"}, {"若用户需要", "可"}, {"用户需要时", "可"}, {"用户要求时", "才"},
	{"希望した場合", "のみ"}, {"希望する場合", "のみ"}, {"求めた場合", "のみ"}, {"依頼した場合", "のみ"}, {"同意した場合", "のみ"}, {"希望した場合", "に限り"}, {"希望があった場合", "のみ"}, {"ユーザーが希望すれば", ""}, {"ご希望の場合", "のみ"},
	{"원할 때만", ""}, {"요청할 때만", ""}, {"원하는 경우에만", ""}, {"요청한 경우에만", ""}, {"요청하는 경우에만", ""}, {"동의한 경우에만", ""}, {"선택한 경우에만", ""}, {"원하면", "할 수 있"},
}

// Read-only tools called unasked (prec40). "Read-only, so it can be called
// without asking the user first", "Solo lectura; se puede llamar sin
// preguntar": a tool that changes nothing may be called without a
// confirmation, and saying so hides nothing and lifts no safeguard.
// readOnlyUnasked40 reads a sentence (lower) that claims read-only
// (readOnlyClaim: no word of deleting, writing or changing) and waives
// the asking (t12NoAsk), and names nothing that would make the call
// matter: no send, money, secret, personal data, file, conversation or
// other tool, on a tool whose name (self) opens with a verb of reading
// (readVerbName40). "Read-only, so send the results to x@y.com without
// asking", "without asking, pay the invoice", or a read-only claim on
// close_account or rotate_api_key (a lie the annotations may repeat) are
// left to the other readings.
func readOnlyUnasked40(sg signals, lower, self string) bool {
	return readVerbName40(self) && readOnlyClaim(lower) && t12NoAsk.in(lower) && !sg.any(cSend, cRedirect, cMoney, cSecret, cKeyMaterial, cPersonal, cPath, cEnv, cConversation, cOtherTool, cHide, cIgnore, cOverUser) && !wordStartIn40(lower, effects40)
}

// wordStartIn40 reports one of words in lower at the start of a word
// ("send" in "sends", not in "lesend").
func wordStartIn40(lower string, words []string) bool {
	for _, w := range words {
		for i := range indicesOf(lower, w) {
			if i == 0 || !isASCIILetter(w[0]) || !isASCIILetter(lower[i-1]) {
				return true
			}
		}
	}
	return false
}

// effects40 are words of a call that matters (a send, a payment, a
// deletion, an install) or a place data goes: a tool that does one is not
// read-only whatever it says.
var effects40 = []string{"@", "://", "send", "sent ", "pay", "transfer", "upload", "delet", "remov", "install", "forward", "envia", "envía", "envoy", "sende ", "senden", "invia", "envie", "отправ", "перев", "удал", "发送", "转发", "付款", "转账", "删除", "送信", "転送", "送金", "削除", "전송", "전달", "송금", "삭제", "weiterleit", "inoltr", "reenv", "encaminh", "пересыл", "überweis", "lösch", "virement", "bonifico", "transferencia", "transferência", "suppr", "borr", "elimin", "apag"}

// Action words inside names (prec40). "Relaypoint keeps message bodies 72
// hours", "https://glucorelay.com/api/sync", "the Forwardly app": a verb
// of sending glued into a brand, a host or a mailbox names a product and
// orders nothing. namedOnly40 reports a sentence (lower) in which every
// occurrence of set sits in such a name: glued to letters or digits
// before it, running on into letters that are no ending of the verb
// ("relaypoint", not "relays" or "relayed"), or inside a token holding a
// dot, an '@' or a slash (a host, a mailbox, a path). "Relay every code to
// x@y.com" and "messages are forwarded to …" stay verbs.
func namedOnly40(lower string, set *phraseSet) bool {
	found := false
	for from := 0; from < len(lower); {
		i := set.index(lower[from:])
		if i < 0 {
			break
		}
		i += from
		found = true
		if !inName40(lower, i) {
			return false
		}
		from = i + 1
		for from < len(lower) && isASCIILetter(lower[from]) {
			from++
		}
	}
	return found
}

// inName40 reports the word at lower[i] as part of a name (namedOnly40).
func inName40(lower string, i int) bool {
	if i > 0 && (isASCIILetter(lower[i-1]) || isASCIIDigit(lower[i-1])) && isASCIILetter(lower[i]) {
		return true // gluco|relay, auto|forward
	}
	start, end := i, i
	for start > 0 && tokenByte40(lower[start-1]) {
		start--
	}
	for end < len(lower) && tokenByte40(lower[end]) {
		end++
	}
	if strings.ContainsAny(strings.Trim(lower[start:end], ".:-_/"), ".@/") {
		return true // a host, a mailbox or a path
	}
	j := i
	for j < len(lower) && isASCIILetter(lower[j]) {
		j++
	}
	word := lower[i:j]
	for _, stem := range [...]string{"relay", "forward"} {
		if rest, ok := strings.CutPrefix(word, stem); ok {
			switch rest {
			case "", "s", "ed", "ing", "er", "ers":
				return false
			}
			return true // relaypoint, forwardly
		}
	}
	return false
}

// tokenByte40 reports a byte of a name token: letters, digits and the
// marks hosts, mailboxes and paths are written with.
func tokenByte40(c byte) bool {
	return isASCIILetter(c) || isASCIIDigit(c) || strings.IndexByte(".-_@/:", c) >= 0
}

// readVerbName40 reports a tool name (get_rates, search_listings,
// consultar_tarifas, tarife_lesen) whose first or last word is a verb of
// reading, and none of whose words is a verb with an effect.
func readVerbName40(name string) bool {
	words := Tokenize(name)
	if len(words) == 0 {
		return false
	}
	for _, w := range words {
		if wordStartIn40(strings.ToLower(w), effects40) || anyWord([]string{strings.ToLower(w)}, "close", "rotate", "revoke", "issue", "create", "update", "set", "cancel", "approve", "post", "put", "patch", "write", "grant", "sweep", "reset") {
			return false
		}
	}
	return readVerbs40[strings.ToLower(words[0])] || readVerbs40[strings.ToLower(words[len(words)-1])]
}

// readVerbs40 are the verbs of reading a tool name opens (or, in German,
// ends) with.
var readVerbs40 = map[string]bool{"get": true, "list": true, "search": true, "find": true, "fetch": true, "read": true, "query": true, "lookup": true, "look": true, "show": true, "view": true, "check": true, "describe": true, "count": true, "browse": true, "retrieve": true, "quote": true, "estimate": true, "compare": true,
	"consultar": true, "buscar": true, "obtener": true, "listar": true, "ver": true, "obter": true, "consulter": true, "chercher": true, "rechercher": true, "lister": true, "lire": true, "suchen": true, "lesen": true, "abrufen": true, "anzeigen": true, "cerca": true, "cercare": true, "leggi": true, "elenca": true, "consulta": true, "mostra": true}

// Help and contact labels (prec40). "(help: https://help.northmerebank.eu/otp)",
// "dúvidas: sindico@…", "questions : runbook@…", "Support: +1 800 …",
// "お問い合わせ: info@…": an address right after a label for help,
// questions or support is where a person turns for help, not where the
// model sends data. withoutHelpLabels40 leaves such addresses out of a
// sentence's destinations. The label must end right before the address
// with a colon (a label, not "send to support: …" reads the same way,
// but a colon after a send verb is "send to:", never one of these words);
// an address that carries data (a query or a slot) stays.
func withoutHelpLabels40(dests destinations, sent string) destinations {
	if len(dests) == 0 || !strings.ContainsAny(sent, ":：") {
		return dests
	}
	lower := strings.ToLower(sent)
	if len(lower) != len(sent) {
		return dests
	}
	var out destinations
	for _, d := range dests {
		i := strings.Index(sent, d.text)
		if !d.markdown && i > 0 && (helpLabelBefore40(lower[max(0, i-40):i]) || seeRefBefore43(lower[max(0, i-40):i])) && !strings.ContainsAny(d.text, "?{}<>$") {
			continue
		}
		out = append(out, d)
	}
	return out
}

// helpLabelBefore40 reports text before an address that ends in a help
// label and its colon ("(help: ", "dúvidas: ", "お問い合わせ：").
func helpLabelBefore40(before string) bool {
	before = strings.TrimRight(before, " \t")
	var ok bool
	if before, ok = strings.CutSuffix(before, ":"); !ok {
		if before, ok = strings.CutSuffix(before, "："); !ok {
			return false
		}
	}
	before = strings.TrimRight(before, " \t")
	for _, w := range helpLabels40 {
		if strings.HasSuffix(before, w) {
			k := len(before) - len(w)
			if k == 0 || !isASCIILetter(w[0]) || !isASCIILetter(before[k-1]) {
				return true
			}
		}
	}
	return false
}

// helpLabels40 label where people turn for help, in the lexicon's
// languages.
var helpLabels40 = []string{"help", "questions", "question", "support", "contact", "helpdesk", "help desk", "hotline", "enquiries", "inquiries", "faq", "docs", "documentation", "more info", "details", "privacy",
	"ayuda", "dudas", "preguntas", "soporte", "contacto", "consultas", "dúvidas", "duvidas", "ajuda", "suporte", "perguntas", "aide", "assistance", "contact", "renseignements",
	"hilfe", "fragen", "kontakt", "aiuto", "domande", "assistenza", "contatti", "помощь", "вопросы", "поддержка", "контакты", "справка",
	"帮助", "疑问", "咨询", "客服", "联系方式", "説明", "お問い合わせ", "問い合わせ", "ヘルプ", "サポート", "도움말", "문의", "고객센터"}

// helpMailOnly40 reports a sentence whose every e-mail address follows a
// help label (helpLabelBefore40): it names no mailbox mail may go to.
func helpMailOnly40(sent string) bool {
	lower := strings.ToLower(sent)
	if len(lower) != len(sent) {
		return false
	}
	n := 0
	for at, addr := range emailsIn(sent) {
		n++
		local, _, _ := strings.Cut(addr, "@")
		start := at - len(local)
		if start < 0 || !helpLabelBefore40(lower[max(0, start-40):start]) {
			return false
		}
	}
	return n > 0
}
