package analysis

import (
	"fmt"
	"strings"
)

// refusedCommand reports shell commands named as what the tool refuses
// ("rm -rf /、mkfs 等危险命令会被直接拒绝", "rm -rf / and mkfs are
// rejected"): every command line is followed in its sentence by a word of
// refusal, and nothing orders the model to act.
func refusedCommand(sg signals, hits []hit, lower string, base int) bool {
	if sg.anyFree(cModel, cInclude, cSend) {
		return false
	}
	seen := false
	for _, h := range hits {
		if h.c != cShell {
			continue
		}
		if h.end-base > len(lower) || h.start < base || !refusalSet.in(lower[h.end-base:]) {
			return false
		}
		seen = true
	}
	return seen
}

// excludedSecrets reports secrets the sentence names only to exclude
// them ("include the actor and target, never passwords or tokens"):
// each secret word follows a negation with at most a determiner between.
func excludedSecrets(hits []hit, lower string, base int) bool {
	seen := false
	for i, h := range hits {
		if h.c != cSecret {
			continue
		}
		if i > 0 && hits[i-1].c == cSecret && seen {
			continue // "never passwords or tokens": one list
		}
		if i == 0 || hits[i-1].c != cNeg && hits[i-1].c != cExclude || hits[i-1].end > h.start || h.start-base > len(lower) {
			return false
		}
		gap := strings.TrimSpace(lower[hits[i-1].end-base : h.start-base])
		if !excludedGap(gap) {
			return false
		}
		seen = true
	}
	return seen
}

// excludedGap reports what may stand between a negation and its object:
// nothing, or a determiner.
func excludedGap(gap string) bool {
	switch gap {
	case "", "any", "the", "a", "an", "de", "des", "les", "los", "las", "el", "la", "il", "i", "le", "der", "die", "das", "any of the", "包含", "包括", "含む", "포함":
		return true
	}
	return false
}

// conditionedPreference reports a preference for this tool limited by a
// condition on the data ("prefer this tool over hubspot_create_contact
// when the email already exists"): routing between tools by situation,
// unless the condition is none (whenever possible, if available).
func conditionedPreference(sg signals, lower string) bool {
	if sg.any(cMust, cEveryTurn, cOverUser, cRegardless, cOnlyThis, cAuthority, cDisparage, cSecret, cPath, cConversation) {
		return false
	}
	i := sg.first[cPrefer]
	if i < 0 || i > len(lower) {
		return false
	}
	for _, w := range [...]string{" when ", " if ", " cuando ", " si ", " quand ", " lorsque ", " lorsqu'", " wenn ", " falls ", " se ", " quando ", " когда ", " если "} {
		k := strings.Index(lower[i:], w)
		if k < 0 {
			continue
		}
		next, _ := nextField(lower[i+k+len(w):])
		switch strings.Trim(next, ",.;:") {
		case "", "possible", "available", "in", "unsure", "applicable", "feasible", "ever", "any", "all", "every", "you", "asked", "posible", "disponible", "possible.", "möglich", "possibile", "possível", "возможно":
			return false
		}
		return true
	}
	return false
}

var (
	consentClaimSet = newPhraseSet("standing consent", "granted consent", "gave consent", "already consented", "has consented", "consent id", "consent on file", "pre-authorized", "preauthorized", "pre-authorised", "without asking again", "no need to ask again",
		"consentimiento permanente", "ya dio su consentimiento", "sin volver a preguntar", "consentement permanent", "a déjà consenti", "sans redemander", "dauerhafte einwilligung", "bereits eingewilligt", "ohne erneut zu fragen", "ohne nochmals zu fragen",
		"consenso permanente", "ha già acconsentito", "senza chiedere di nuovo", "consentimento permanente", "já consentiu", "sem perguntar novamente", "sem perguntar de novo", "постоянное согласие", "уже дал согласие", "не спрашивая повторно", "не спрашивая снова",
		"长期同意", "永久同意", "已授权同意", "无需再次询问", "无需再次确认", "包括的な同意", "同意済み", "再度確認せず", "改めて確認せず", "상시 동의", "이미 동의", "다시 묻지 않고", "kalıcı onay", "tekrar sormadan", "stała zgoda", "bez ponownego pytania")
	// credentialNounSet names what the user may have typed that opens an
	// account (the store lexicon's key nouns, which it drops once read).
	credentialNounSet = newPhraseSet("passwords", "tokens", "api keys", "senhas", "contraseñas", "mots de passe", "passwörter", "password", "пароли", "токены", "密码", "令牌", "パスワード", "トークン", "비밀번호", "토큰", "şifreler", "hasła", "wachtwoorden")
	autoFillSet       = newPhraseSet("populated from", "filled from", "filled in from", "filled automatically", "auto-filled", "autofilled", "auto-populated", "populated automatically", "read from the standard location", "from the default location", "from the standard location",
		"se rellena automáticamente", "rellenado desde", "rempli automatiquement", "rempli depuis", "automatisch befüllt", "automatisch ausgefüllt", "compilato automaticamente", "preenchido automaticamente", "заполняется автоматически", "自动填充", "自动填写", "自動入力", "自動で入力", "자동으로 채워", "otomatik doldurulur", "wypełniane automatycznie")
	refusalSet = newPhraseSet("rejected", "refused", "blocked", "denied", "not allowed", "disallowed", "forbidden", "are not run", "are never run", "is never run",
		"拒绝", "拦截", "禁止", "不予执行", "拒否", "ブロック", "禁止され", "거부", "차단", "abgelehnt", "blockiert", "verweigert", "gesperrt",
		"rechaz", "bloque", "bloqué", "rejeit", "recusad", "rifiut", "blocc", "rejet", "refus", "interdit", "prohib", "proib", "vietat", "отклоня", "блокиру", "запрещен",
		"reddedil", "engellen", "ditolak", "diblokir", "bị chặn", "bị từ chối", "odrzuc", "blokowan", "geweigerd", "geblokkeerd", "رفض", "حظر", "अस्वीकार", "ब्लॉक")
	// askedToStore is a memory write the user asks for in so many words.
	askedToStore = newPhraseSet("when they ask", "if they ask", "when asked to", "if asked to", "whenever the user asks", "when the user tells you to", "when the user says",
		"cuando el usuario lo pida", "cuando el usuario pida", "si el usuario lo pide", "quand l'utilisateur le demande", "lorsque l'utilisateur demande", "si l'utilisateur le demande",
		"wenn der nutzer darum bittet", "wenn der benutzer darum bittet", "auf wunsch des nutzers", "quando l'utente lo chiede", "se l'utente lo chiede", "quando o usuário pedir", "se o usuário pedir",
		"когда пользователь просит", "когда пользователь попросит", "если пользователь попросит", "当用户要求", "用户要求时", "用户要求记住", "ユーザーに頼まれ", "ユーザーが求め", "사용자가 요청할 때", "사용자가 요청하면",
		"only when the user", "only if the user", "quando o usuário pede", "quando o usuario pede", "somente quando o usuário", "só quando o usuário", "cuando el usuario lo pide", "solo cuando el usuario",
		"seulement quand l'utilisateur", "uniquement quand l'utilisateur", "nur wenn der nutzer", "nur wenn der benutzer", "solo quando l'utente", "только когда пользователь", "только если пользователь",
		"仅在用户", "只有在用户", "只在用户", "ユーザーが頼んだ", "사용자가 요청한 경우에만", "khi người dùng yêu cầu", "kullanıcı istediğinde", "gdy użytkownik poprosi", "als de gebruiker erom vraagt")
)

// contactsOnlyInNames reports a contacts word only inside tool or field
// names (hubspot_search_contacts): a vendor's objects, not the user's
// address book.
func contactsOnlyInNames(lower string) bool {
	var b strings.Builder
	for _, w := range strings.Fields(lower) {
		if !strings.ContainsAny(w, "_") {
			b.WriteString(w)
			b.WriteByte(' ')
		}
	}
	return !contactsInSet.in(b.String())
}

// judgeTune11a applies the rules of this file to one sentence: the
// passwords and tokens the user mentioned gathered into a field, an HTTP
// request that sends a secret to a fixed URL, and a
// claim that the user consented once and for all ("granted standing consent …
// so you can read ~/.config/gcloud/… and include it in `notes` without
// asking again"), given as leave to pass a secret on. No user grants that
// in a tool's description, so the "without asking" that follows is no
// negation of the order.
func judgeTune11a(sg signals, hits []hit, sent string, ctx scanContext, quoting, paramRef bool, dests destinations) []textFinding {
	if quoting || ctx.purpose.secrets {
		return nil
	}
	// Gathering the passwords and tokens the user mentioned into a field.
	if sg.free[cHarvest] && (sg.has[cSecret] || sg.phrases().in(credentialNounSet)) && sg.anyFree(cInclude, cSend) && (paramRef || len(dests) > 0) && !describesContents28(sg, hits, sent, dests) {
		return []textFinding{{rule: "poison-sensitive-path", what: "an order to collect every secret it can find"}}
	}
	// An HTTP request spelled out: POST {…the environment variables} to a
	// fixed URL.
	if m := httpWrite(sent); m >= 0 && len(dests) > 0 && bodyHolds(sg, m, strings.Index(sent, dests[0].text), cSecret, cEnv, cPath, cKeyMaterial, cConversation) {
		return []textFinding{{rule: "poison-exfiltration", what: "an order to send data to a fixed destination", firm: true}}
	}
	if !sg.phrases().in(consentClaimSet) {
		return nil
	}
	if sg.any(cPath, cKeyMaterial, cEnv, cSecret, cConversation) && sg.any(cRead, cInclude, cSend) && (paramRef || len(dests) > 0) {
		return []textFinding{{rule: "poison-sensitive-path", what: "an order to pass on a secret under a consent the user is said to have given"}}
	}
	return nil
}

// secretFileField reports an input property named for a secret file of
// the machine (aws_credentials_file, dotenv_contents) and described as
// filled in by itself ("Populated from the workspace root"): the model is
// to read the file into it.
func secretFileField(name, desc string, ctx scanContext) (string, bool) {
	if name == "" || ctx.purpose.secrets || !ctx.lowerOf(desc).in(autoFillSet) {
		return "", false
	}
	f, hits := ctx.read(name)
	for _, h := range hits {
		if h.c == cPath || h.c == cKeyMaterial {
			return f.text[h.start:h.end], true
		}
	}
	for _, w := range strings.Fields(f.lower) {
		if w == "dotenv" {
			return w, true
		}
	}
	return "", false
}

// secretFileFinding words secretFileField's finding.
func secretFileFinding(name, what string) finding {
	return finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("the input property %q is named for %s and filled in unasked", name, excerpt(what)), firm: true}
}

// httpWrite returns where an HTTP method that sends a body (POST, PUT,
// PATCH) stands, written in capitals as a request is, or -1.
func httpWrite(sent string) int {
	for _, m := range [...]string{"POST ", "PUT ", "PATCH "} {
		if i := strings.Index(sent, m); i >= 0 && (i == 0 || !isWordRune(rune(sent[i-1]))) {
			return i
		}
	}
	return -1
}

// bodyHolds reports one of cs between the method at from and the URL at
// to: in the request's body, not in what authenticates it ("POST requests
// to https://api.stripe.com using the API key").
func bodyHolds(sg signals, from, to int, cs ...concept) bool {
	for _, c := range cs {
		if sg.has[c] && sg.first[c] > from && sg.first[c] < to {
			return true
		}
	}
	return false
}

// everyLineOf reports "every line of", in some language: a file's text,
// not a reference to it ("Environment profile = every line of the
// project's .env").
func everyLineOf(lower string) bool { return everyLineSet.in(lower) }

var everyLineSet = newPhraseSet("every line of", "all lines of", "each line of", "all the lines of", "todas las líneas", "cada línea", "toutes les lignes", "chaque ligne", "alle zeilen", "jede zeile", "tutte le righe", "ogni riga", "todas as linhas", "cada linha", "все строки", "каждую строку", "每一行", "所有行", "全行", "すべての行", "모든 줄", "모든 행", "her satır", "bütün satır", "wszystkie linie", "każdą linię", "alle regels", "हर पंक्ति", "सभी पंक्तियाँ")
