package analysis

import (
	"slices"
	"strings"
	"unicode"
)

// referenceLink26 reports that the URL at s[i:j] is the target of a
// markdown link set on a term of the sentence ("using an [access
// token](https://docs…/access-tokens/)", "see the [Message
// resource](https://…/docs/…)"): a pointer to where the term is
// explained. Such a link carries nothing (no query, no template slot)
// and names no place data goes: its text is a few words, and no word of
// direction ("to", "into", "at") leads into it.
func referenceLink26(s string, i, j int) bool {
	if i < 2 || s[i-2:i] != "](" {
		return false
	}
	url := s[i:j]
	if strings.ContainsAny(url, "?{<$") || strings.Contains(url, "[") {
		return false
	}
	open := strings.LastIndexByte(s[:i-2], '[')
	if open < 0 || i-2-open > 60 || strings.ContainsAny(s[open+1:i-2], "[]\n") {
		return false
	}
	text := strings.TrimSpace(s[open+1 : i-2])
	if text == "" || strings.Count(text, " ") > 4 || strings.Contains(text, "://") || strings.Contains(text, "@") {
		return false
	}
	before := strings.Fields(strings.ToLower(s[max(0, open-24):open]))
	if len(before) == 0 {
		return true
	}
	switch strings.TrimRight(before[len(before)-1], ":") {
	case "to", "into", "at", "onto", "via", "toward", "towards", "à", "au", "vers", "a", "para", "al", "zu", "nach", "auf", "в", "на", "到", "至", "へ":
		return false
	}
	return true
}

// dottedScope26 reports a verb hit that ends a dotted permission scope
// (`/accounts/{accountID}/bank-accounts.read`, files.content.write): a
// '.' with a letter or '-' before it, and no letter after the verb. A
// sentence's full stop has a space after it, never a verb.
func dottedScope26(lower string, h hit) bool {
	if h.start < 2 || lower[h.start-1] != '.' {
		return false
	}
	if c := lower[h.start-2]; !(c >= 'a' && c <= 'z' || c == '-') {
		return false
	}
	return h.end == len(lower) || !(lower[h.end] >= 'a' && lower[h.end] <= 'z')
}

// keyedOperation26 reports a tool whose name or description names an
// operation that takes a key of its own: signing, a MAC, encryption, a
// webhook's shared secret, a transaction on a chain. lowName is the name
// lowercased, lowDesc the description (with its bits where found): read
// as lowName + " " + lowDesc.s, without copying the description.
func keyedOperation26(lowName string, lowDesc lowText) bool {
	if keyedOperationSet26.joinedIn(lowName, lowDesc) {
		return true
	}
	// A keyed word holds one of the stems: a text without one is not
	// split into words.
	return keyedStemSet26.in(lowName) && keyedWordIn26(lowName) || lowDesc.in(keyedStemSet26) && keyedWordIn26(lowDesc.s)
}

// keyedWordIn26 reports a word of lower that names signing or encryption.
func keyedWordIn26(lower string) bool {
	for w := range strings.FieldsFuncSeq(lower, func(r rune) bool { return !unicode.IsLetter(r) }) {
		switch w {
		case "sign", "signs", "signed", "signing", "signer", "firmar", "firmare", "assinar", "cifrar", "cifra":
			return true
		}
	}
	return false
}

// keyedStemSet26 holds a stem of each word keyedWordIn26 looks for.
var keyedStemSet26 = newPhraseSet("sign", "firmar", "assinar", "cifra")

// keyForOwnOperation26 reports a key property of a keyed tool
// (keyedOperation26) that its description only names ("Ed25519 private
// key (64-byte hex string)", "Secret key for HMAC"): nothing to fetch
// from a file, the environment or the user's things, no pressure, no
// one else to pass it to. A weather or joke tool that wants a key has
// no keyed operation to lend it a use.
func keyForOwnOperation26(desc string, ctx scanContext) bool {
	if !ctx.purpose.keyed || desc == "" {
		return false
	}
	f, hits := ctx.read(desc)
	sg := signalsOf(span{hits: hits})
	return !sg.any(cPath, cEnv, cHarvest, cRead, cUser, cMust, cAuthority, cUrgency, cCovert, cCovertAdv, cOurServer, cOtherTool, cPersonal, cConversation, cModel) && !strings.Contains(f.lower, "http") && !hasEmail(desc)
}

var keyedOperationSet26 = newPhraseSet("hmac", "signature", "encrypt", "decrypt", "webhook", "jwt", "ed25519", "secp256k1", "smart contract", "blockchain", "on-chain", "onchain",
	"signier", "signatur", "chiffr", "verschlüssel", "criptograf", "подпис", "шифр", "签名", "加密", "署名", "暗号", "서명", "암호화",
	// a certificate imported or issued takes its own private key (prec28b)
	"certificate", "certificat", "certificado", "certificato", "zertifikat", "sertifikat", "сертификат", "证书", "証明書", "인증서")

// withoutLiteralHits26 returns hits without those inside a quoted
// literal of one token ("clipboard://2024-12-30", 'google', {"#password":
// "secret"}): an example of a value's form, which asks for nothing. lower
// is the text the hits index.
func withoutLiteralHits26(lower string, hits []hit) []hit {
	if !strings.ContainsAny(lower, "'\"") {
		return hits
	}
	drop := func(h hit) bool { return inQuotedToken26(lower, h.start, h.end) }
	if !slices.ContainsFunc(hits, drop) {
		return hits
	}
	return slices.DeleteFunc(slices.Clone(hits), drop)
}

// inQuotedToken26 reports that lower[start:end] lies in a quoted string
// without spaces of at most 60 bytes.
func inQuotedToken26(lower string, start, end int) bool {
	from := max(0, start-60)
	open := strings.LastIndexAny(lower[from:start], "'\" ")
	if open < 0 || lower[from+open] == ' ' {
		return false
	}
	q := lower[from+open]
	if from+open > 0 && isNameByte(lower[from+open-1]) {
		return false // user's: an apostrophe
	}
	rest := lower[end:min(len(lower), end+60)]
	close := strings.IndexAny(rest, "'\" ")
	return close >= 0 && rest[close] == q
}

// buildsModel26 reports a tool that creates or configures a model, an
// agent or an assistant (ollama_create "Create a new model", "Generate
// agent configurations", crear_agente): the system prompt it takes is
// the new one's. name and lowDesc are lowercase; the description's first
// sentence is read.
func buildsModel26(name, lowDesc string) bool {
	head, _, _ := strings.Cut(lowDesc, ". ")
	text := name + " " + head
	return buildVerbSet26.in(text) && builtModelSet26.in(text)
}

// builtModelsPrompt26 reports a system prompt (or instructions) named in
// a property of a tool that builds a model (buildsModel26), not said to
// be the caller's own ("your system prompt").
func builtModelsPrompt26(p purpose, lower string, h hit) bool {
	if !p.buildsModel {
		return false
	}
	phrase := lower[h.start:h.end]
	if !promptPhraseSet26.in(phrase) {
		return false
	}
	before := lower[max(0, h.start-24):h.start]
	return !strings.Contains(before, "your ") && !strings.Contains(before, "current ") && !strings.Contains(before, "own ") && !ownedByUser(lower, h.start)
}

var (
	buildVerbSet26    = newPhraseSet("create", "build", "generate", "configure", "new ", "define", "crea", "genera", "configura", "nuev", "nuov", "novo", "nova ", "erstell", "konfigur", "neue", "créer", "crée", "nouve", "созда", "нов", "创建", "新建", "作成", "생성")
	builtModelSet26   = newPhraseSet("model", "agent", "assistant", "chatbot", "persona", "gpt", "modelo", "modello", "modèle", "modell", "agente", "assistente", "asistente", "агент", "ассистент", "модел", "智能体", "助手", "代理", "エージェント", "アシスタント", "에이전트", "어시스턴트")
	promptPhraseSet26 = newPhraseSet("prompt", "instruc", "istruz", "anweisung", "инструкц", "指令", "提示", "指示", "プロンプト", "지침", "프롬프트")
)

// asIdentifier26 reports words that end in "as" or "as the": what
// follows is the role a value plays ("used as login").
func asIdentifier26(before []string) bool {
	n := len(before)
	return n >= 1 && before[n-1] == "as" || n >= 2 && before[n-1] == "the" && before[n-2] == "as"
}

// literalsBlanked26 returns lower with its quoted literals of one token
// (inQuotedToken26) blanked: 'google' and "#password" in an example of a
// value's form name no account and ask for no login.
func literalsBlanked26(lower string) string {
	if !strings.ContainsAny(lower, "'\"") {
		return lower
	}
	b := []byte(lower)
	changed := false
	for i := 0; i < len(lower); i++ {
		q := lower[i]
		if q != '\'' && q != '"' || i > 0 && isNameByte(lower[i-1]) {
			continue
		}
		rest := lower[i+1 : min(len(lower), i+62)]
		j := strings.IndexAny(rest, "'\" ")
		if j <= 0 || rest[j] != q {
			continue
		}
		for k := i + 1; k <= i+j; k++ {
			b[k] = ' '
		}
		changed = true
		i += j + 1
	}
	if !changed {
		return lower
	}
	return string(b)
}

// newCredential26 reports a word that makes the password after it one
// being set ("initial password", "new password", "temporary PIN"): the
// credential of an account the tool creates or resets, not a login of
// the user's to hand over.
func newCredential26(prev string) bool {
	switch prev {
	case "initial", "new", "temporary", "temp", "default", "desired", "chosen":
		return true
	}
	return false
}

// requiredIDField26 reports a property named for a personal number (cpf,
// dni, snils, national_id) that the schema requires and describes by
// naming it at most ("CPF.", "رقم الهوية الوطنية"): the key of the
// person's record the service looks up or files, part of the call's
// contract. An ID slipped into an unrelated tool is optional or argued
// for ("User's social security number", "ask for it casually"): no
// service of weather or jokes fails without it.
func requiredIDField26(schema map[string]any, prop, named, desc string, ctx scanContext) bool {
	if named == "" || !slices.Contains(requiredOf26(schema), prop) {
		return false
	}
	_, nh := ctx.read(named)
	if !slices.ContainsFunc(nh, func(h hit) bool { return h.c == cPersonal }) {
		return false
	}
	if hasFields(desc, 4) && !namesWithFormat32(desc) || paymentItem26(named) {
		return false
	}
	_, dh := ctx.read(desc)
	return !slices.ContainsFunc(dh, func(h hit) bool { return h.c != cPersonal })
}

// paymentItem26 reports a property name for a card or bank item (card
// number, CVV, IBAN, PIN): money, not a person's public-office number.
func paymentItem26(named string) bool {
	return containsAny(strings.ToLower(named), "card", "cvv", "cvc", "iban", "account", "bank", "routing", "pin", "credit", "tarjeta", "carta", "cartão", "karte", "konto", "карт", "счет", "счёт")
}

// requiredOf26 returns the names a JSON schema lists as required.
func requiredOf26(schema map[string]any) []string {
	list, _ := schema["required"].([]any)
	out := make([]string, 0, len(list))
	for _, v := range list {
		if s, ok := v.(string); ok {
			out = append(out, s)
		}
	}
	return out
}

// stemDescribed26 reports a name word that shortens a word of its own
// description (stats in "Get email statistics", connect in "Test
// connection"): the same first four letters, and the word's letters in
// order in the longer one. A word the author chose, not a sibling's name
// misspelt: a look-alike's word (staus, serach) starts otherwise or drops
// a letter of the word it imitates.
func stemDescribed26(w string, described map[string]bool) bool {
	if len(w) < 4 {
		return false
	}
	for d := range described {
		if len(d) >= len(w)+3 && d[:4] == w[:4] && subsequence26(w[4:], d[4:]) {
			return true
		}
	}
	return false
}

// subsequence26 reports that a's bytes appear in b in order.
func subsequence26(a, b string) bool {
	for i := 0; i < len(b) && a != ""; i++ {
		if b[i] == a[0] {
			a = a[1:]
		}
	}
	return a == ""
}

// doubledL26 reports long and short that differ by a doubled l before
// an ending (labelling and labeling, travelled and traveled): British and
// American spellings of one word.
func doubledL26(long, short string) bool {
	i := strings.Index(long, "ll")
	return i > 0 && long[:i]+long[i+1:] == short && (strings.HasPrefix(long[i+2:], "ing") || strings.HasPrefix(long[i+2:], "ed") || strings.HasPrefix(long[i+2:], "er"))
}

// onlyConditional26 reports a sentence whose every "only" opens a
// condition ("Call ONLY when the user asks to log in, or when another
// tool returns 'Not authenticated'"): it limits when this tool is used,
// and ranks it above no other.
func onlyConditional26(lower string) bool {
	n := 0
	for _, w := range onlyWords26 {
		n += strings.Count(lower, w)
	}
	if n == 0 {
		return false
	}
	c := 0
	for _, w := range onlyWhenWords26 {
		c += strings.Count(lower, w)
	}
	return c >= n
}

var (
	onlyWords26     = []string{"only ", "solo ", "sólo ", "solamente ", "seulement ", "uniquement ", "nur ", "soltanto ", "somente ", "apenas ", "только "}
	onlyWhenWords26 = []string{"only when", "only if", "only after", "only once", "solo cuando", "solo si", "sólo cuando", "sólo si", "solamente cuando", "solamente si", "seulement si", "seulement quand", "seulement lorsque", "uniquement si", "uniquement quand", "uniquement lorsque", "nur wenn", "nur falls", "nur nachdem", "solo quando", "solo se", "soltanto quando", "soltanto se", "somente quando", "somente se", "apenas quando", "apenas se", "только когда", "только если", "только после",
		// a purpose or a share of the data, not an exclusive choice (prec28)
		"only to answer", "only for ", "only what", "solo para", "solo lo que", "uniquement pour", "seulement pour", "seulement ce qui", "nur für", "nur zum", "nur das", "solo per", "solo ciò", "somente para", "apenas para", "apenas o que", "только для", "только то"}
)

// adviceOnly26 reports a told text that is one clause of advice ("tell
// the user to check 'Scheduled Task' in the UI to track completion"): the
// user is told to do something, and no outcome is claimed. claim starts
// at the verb of telling.
func adviceOnly26(claim string) bool {
	for _, w := range adviceOpeners26 {
		if rest, ok := strings.CutPrefix(claim, w); ok {
			return !strings.ContainsAny(rest, ",;:—–") && !strings.Contains(rest, " that ")
		}
	}
	return false
}

var adviceOpeners26 = []string{"tell the user to ", "tell users to ", "tell them to ", "ask the user to ", "ask them to ", "remind the user to ", "advise the user to "}

// starOrder26 reports a word of starring used as an order: "star it",
// "star the repo", not "star count" or "star history", a number the tool
// reads or stores.
func starOrder26(lower string) bool {
	for _, w := range starWords {
		if w != "star " && strings.Contains(lower, w) {
			return true
		}
	}
	for from := 0; ; {
		i := strings.Index(lower[from:], "star ")
		if i < 0 {
			return false
		}
		at := from + i
		from = at + len("star ")
		if at > 0 && (isNameByte(lower[at-1]) || lower[at-1] == '-') {
			continue // "5-star ", "github_star "
		}
		next, _, _ := strings.Cut(lower[from:], " ")
		switch strings.TrimRight(next, ".,;:)") {
		case "count", "counts", "history", "rating", "ratings", "number", "total", "totals", "growth", "trend", "trends", "data", "schema":
			continue
		}
		return true
	}
}
