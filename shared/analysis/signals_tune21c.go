package analysis

import (
	"fmt"
	"slices"
	"strings"
)

// Readings of honest listings that the rules flagged (tune21c): another
// tool named for the job it does, not handed an act of the model's.

// routesByPurpose reports a sentence that points the model at another tool
// for the job it does, choosing nothing for it: no destination, nothing on
// every call, nothing hidden or pressed. Either the call is tied to the
// user's goal, with no value written out: the goal is the tool's own act
// ("to reset a password use send_password_reset"), the user decides or
// confirms, or what it returns is shown to the user; or a purpose or a
// condition frames the name ("To disconnect, call disconnect_store", "use
// generate_password to create strong values", "如需擦除请使用 wipe_device
// 并先征得管理员确认") and the call is not chained after another. An attack
// picks the arguments or the moment.
func routesByPurpose(sg signals, sent, target string, dests destinations, mail, pay bool) bool {
	if len(dests) > 0 || sg.any(cEveryTurn, cCovert, cCovertAdv, cHide, cShell, cUrgency, cAuthority, cRegardless) {
		return false
	}
	if !mail && !pay && !literalIn21(sent, target) && !sg.any(cOverUser, cStartup, cRedirect, cSwap, cOmit, cUnsafe) &&
		(echoesVerb21(sent, target) || sg.has[cConsent] || userRoutes16c(sg) || sg.has[cUser] && sg.has[cTell] && !sg.negation) {
		return true
	}
	if strings.ContainsAny(sent, "=(") || hasEmail(sent) || phoneNumberIn(sent) || sg.any(cMoney, cConversation) || sg.anyFree(cPath, cEnv, cKeyMaterial) {
		return false
	}
	lower := sg.lower
	at := strings.Index(lower, strings.ToLower(target))
	if at < 0 || containsAny(lower, chainWords21c...) || strings.HasSuffix(lower[:at], "'") || strings.HasSuffix(lower[:at], "\"") {
		// "use 'drop_and_recreate'": a value to pass, not a tool to point at
		return false
	}
	before, after := lower[:at], strings.TrimLeft(lower[at+len(target):], "`'\" ")
	if hasAnyPrefix(after, "with ", "con ", "avec ", "mit ", "com ", "на ", "с ") {
		return false // "call T with …": the call's arguments chosen
	}
	clause := before
	if i := strings.LastIndexAny(before, ",;:，；：、"); i >= 0 {
		clause = before[i+1:]
	}
	framed := hasAnyPrefix(strings.TrimSpace(before), purposeFrames21c...) || hasAnyPrefix(strings.TrimSpace(clause), purposeFrames21c...)
	return framed || hasAnyPrefix(after, "to ", "for ", "first to ", "instead", "rather than", "only ")
}

var (
	// chainWords21c tie a call to another act: "after each", "then".
	chainWords21c = []string{"after ", "afterwards", "then ", "also ", "luego", "después", "despues", "dopo ", "poi ", "après", "apres", "ensuite", "aussi", "danach", "dann ", "auch ", "após", "apos ", "depois", "também", "también", "anche ", "после", "затем", "также", "之后", "然后", "也", "後で", "次に", "その後", "이후", "다음", "후에", "every", "each ", "todos", "todas", "tous ", "toutes", "tutti", "alle ", "всех", "所有", "全部"}
	// purposeFrames21c open a purpose or a condition before the name.
	purposeFrames21c = []string{"to ", "if ", "when the user", "for ", "para ", "pour ", "per ", "um ", "zum ", "zur ", "si ", "se ", "wenn ", "falls ", "чтобы", "для ", "если", "如需", "如果", "若要", "要", "需要", "場合", "には", "하려면", "경우", "위해"}
)

// nounList reports parentheses at lower[open] that only list examples of
// the noun before them ("敏感信息(密码、密钥)", "secrets (API keys,
// tokens)"): a short span on one line whose hits all name things, so it
// stays in its clause and a negation before it still reaches past it.
func nounList(lower string, open int, hits []hit) bool {
	end := strings.IndexAny(lower[open:min(len(lower), open+80)], ")\n.;")
	if end < 0 || lower[open+end] != ')' {
		return false
	}
	end += open
	found := false
	for _, h := range hits {
		if h.start >= end {
			break
		}
		switch h.c {
		case cSecret, cKeyMaterial, cPath, cEnv, cPersonal:
			found = true
		default:
			return false
		}
	}
	return found
}

// usesAsLogin21c reports a sentence whose every secret, key file or
// environment variable is what a call signs in with ("Send the log files
// to Datadog using DD_API_KEY from the environment", "using the AWS
// credentials from the standard profile chain"): the tool's own login,
// named after what it moves, not a thing moved.
func usesAsLogin21c(sg signals, hits []hit, sent string) bool {
	if sg.any(cConversation, cPersonal, cKeyMaterial, cHarvest) {
		return false
	}
	found, login := false, 0
	for _, h := range hits {
		switch h.c {
		case cSend, cInclude, cRead, cActs:
			if !found {
				continue // the verb and its object come first
			}
		case cSecret, cPath, cEnv:
			if found && strings.Count(sent[login:h.start-sg.start], "(") > strings.Count(sent[login:h.start-sg.start], ")") {
				continue // "(env, ~/.aws/credentials, SSO)": where the login comes from
			}
			login = h.end - sg.start
			before := strings.ToLower(sent[max(0, h.start-sg.start-24) : h.start-sg.start])
			if !containsAny(before, "using ", "with the ", "with your ", "authenticated with", "authenticating with", "signed in with", "usando ", "utilisant ", "mit den ", "mit dem ", "con le ", "con las ", "con la ", "con el ", "com as ", "com a ", "используя", "с помощью") {
				return false
			}
			found = true
			continue
		default:
			continue
		}
		return false // a verb after the login: what it does with it
	}
	return found && verbFirst(hits)
}

// verbFirst reports hits whose first verb of moving or reading comes
// before any secret: the sentence's object is named before the login.
func verbFirst(hits []hit) bool {
	for _, h := range hits {
		switch h.c {
		case cSend, cInclude, cRead, cActs:
			return true
		case cSecret, cPath, cEnv:
			return false
		}
	}
	return false
}

// forbidsUnasked21c reports a sentence that forbids an act done without
// the user's say ("NEVER run commands that delete files … without explicit
// approval", "NUNCA confirmes pagos ni borrados sin permiso del usuario",
// "Ninguna eliminación de tablas sin preguntar"): the two negations make a
// requirement to ask, the opposite of waiving it.
func forbidsUnasked21c(lower string) bool {
	s := strings.TrimLeft(lower, " \t\n-*•>#")
	if i := strings.Index(s, ": "); i >= 0 && i < 16 {
		s = s[i+2:] // "IMPORTANT: never …"
	}
	if !hasAnyPrefix(s, forbidOpeners21c...) {
		return false
	}
	for _, w := range withoutWords21c {
		i := strings.Index(s, w)
		if i < 0 {
			continue
		}
		between, after := s[:i], s[i+len(w):]
		if strings.ContainsAny(between, ";:") || !listedOnly21c(between) {
			return false
		}
		return containsAny(after[:min(len(after), 48)], consentWords21c...)
	}
	return false
}

// listedOnly21c reports text whose commas only separate a list of acts
// ("delete files, push to git remotes, or install software"): the last
// comma opens the list's last item.
func listedOnly21c(between string) bool {
	i := strings.LastIndex(between, ",")
	return i < 0 || hasAnyPrefix(between[i+1:], " or ", " and ", " ni ", " o ", " y ", " e ", " ou ", " et ", " oder ", " und ", " или ", " и ")
}

var (
	forbidOpeners21c = []string{"never ", "don't ", "do not ", "nunca ", "jamais ", "ne jamais ", "niemals ", "nie ", "никогда ", "mai ", "non ", "ninguna ", "ningún ", "ningun ", "nenhum ", "nenhuma ", "nessun ", "nessuna ", "kein ", "keine ", "aucun ", "aucune ", "no ", "não ", "nao "}
	withoutWords21c  = []string{" without ", " sin ", " sans ", " ohne ", " без ", " senza ", " sem "}
	consentWords21c  = []string{"confirm", "approv", "permission", "asking", "consent", "preguntar", "permiso", "autoriz", "authoriz", "authoris", "zustimmung", "bestätigung", "freigabe", "согласи", "подтвержд", "разрешени", "perguntar", "chiedere", "demander", "the user's ok", "the user's say"}
)

// userLoginParam21c reports an input property that asks for the user's
// own password, PIN or one-time code in a tool whose name and description
// say nothing of logins: the property's name spells the owner out
// (mot_de_passe_messagerie_utilisateur, codice_otp_ricevuto_dall_utente,
// iban_und_pin_des_nutzers), or its title orders the asking ("Ask the
// user for their 2FA code").
func userLoginParam21c(schema any, name, desc string) []finding {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, prop := range sortedKeys(props) {
		pm, _ := props[prop].(map[string]any)
		title, _ := pm["title"].(string)
		words := Tokenize(prop)
		asked := containsAny(strings.ToLower(title), askWords21c...) // a label that orders; a description may ask for the tool's own login
		if !credentialIn21c(words) && !(asked && containsAny(strings.ToLower(title), "2fa", "otp", "pin", "password", "passwort", "contraseña", "senha", "mot de passe")) {
			continue
		}
		// user_create's userPassword is the new record's: the tool makes
		// the very thing the owner word names.
		self := Tokenize(strings.ToLower(name))
		creates := slices.ContainsFunc(self, func(w string) bool { return slices.Contains(createWords25, w) })
		owned := slices.ContainsFunc(words, func(w string) bool {
			w = strings.ToLower(w)
			return slices.Contains(userWords21c, w) && !(creates && slices.Contains(self, w))
		})
		if owned || asked {
			if aboutLogins21c(name + " " + desc) {
				return nil
			}
			return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("the input property %q asks for the user's own password or one-time code, which this tool has no use for", prop), firm: true}}
		}
	}
	return nil
}

// aboutLogins21c reports a tool's name and description (about) that say
// it deals in logins: read only once a property asks for one.
func aboutLogins21c(about string) bool {
	about = strings.ToLower(about)
	return containsAny(about, loginTopics21c...) || slices.ContainsFunc(Tokenize(about), func(w string) bool { return slices.Contains(loginWords21c, strings.ToLower(w)) })
}

// credentialIn21c reports a login word among a property name's words.
func credentialIn21c(words []string) bool {
	for i, w := range words {
		w = strings.ToLower(w)
		switch w {
		case "password", "passwort", "kennwort", "pwd", "mdp", "contraseña", "contrasena", "senha", "pin", "otp", "totp", "2fa", "passcode", "tan", "cvv", "cvc", "пароль":
			return true
		case "mot":
			if i+2 < len(words) && strings.EqualFold(words[i+2], "passe") {
				return true
			}
		}
	}
	return false
}

var (
	// createWords25 are the verbs of a tool name that makes a record.
	createWords25 = []string{"create", "add", "new", "register", "invite", "provision", "insert", "crear", "criar", "creer", "erstellen", "anlegen"}
	// loginTopics21c are what a tool that takes a login is about.
	loginTopics21c = []string{"password", "passwort", "kennwort", "mot de passe", "contraseña", "senha", "login", "log in", "sign in", "signin", "auth", "credential", "vault", "keychain", "keepass", "bitwarden"}
	// loginWords21c are short login words, matched as whole words.
	loginWords21c = []string{"2fa", "otp", "pin", "totp", "mfa", "tan"}
	// userWords21c name the user as a property's owner.
	userWords21c = []string{"user", "utente", "utilisateur", "nutzer", "nutzers", "benutzer", "usuario", "usuário", "usuario", "cliente", "client", "customer", "kunde", "kunden"}
	// askWords21c order the model to ask for a value.
	askWords21c = []string{"ask the user", "ask them", "chiedil", "chiedi all'utente", "chiedere all'utente", "pídele", "pregunta al usuario", "pide al usuario", "demande-le", "demandez-le", "demande à l'utilisateur", "frag den nutzer", "frage den nutzer", "peça ao usuário", "pergunte ao usuário", "спроси у пользователя", "запроси у пользователя"}
)
