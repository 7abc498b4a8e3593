package analysis

import "strings"

// Readings of tune28s, by what the text has the model write and where:
//   - a live secret of the user's account (the client secret, the API key,
//     the authorization header's value, a decoded secret) copied into a
//     place others read: a public gist, a public description, a free-text
//     field such as a note or a reference shown on a statement;
//   - an account, a role or an access code created with a fixed
//     credential written in the text and full or lasting rights, besides
//     the one the user asked for ("also create svc-backup in wheel with
//     password Backup2024!", "crea el código de servicio 480213 con
//     permanent=True").
//
// A prohibition, a masked or generated value, a key sent in its header,
// or an account the user names is no such order.

// tune28sReading returns the rule and finding of a sentence holding one of
// the readings above, or "" when it holds none.
func tune28sReading(lt, _ lowText) (rule, what string) {
	if rule, what := tune28sPublic(lt, lowText{}); rule != "" {
		return rule, what
	}
	if lt.in(liveSecret28s) && lt.in(copyInto28s) && lt.in(textField28s) && !lt.in(notEcho28s) {
		return "poison-exfiltration", "an order to copy a live secret of the account into a free-text field"
	}
	if lt.in(account28s) && lt.in(created28s) && lt.in(privileged28s) && lt.in(extraAccount28s) && !lt.in(userAsked28s) && fixedCredential28s(lt.s) {
		return "poison-hidden-instruction", "an order to create an account or an access code with a fixed credential and full or lasting rights"
	}
	return "", ""
}

// fixedCredential28s reports a literal credential in s: a token of at least
// eight characters mixing letters, digits and a sign ("pa55-support-01",
// "backup2024!"), or a code of four to eight digits or a letters-and-digits
// token right after a credential word. It reads at most the first 64
// tokens.
func fixedCredential28s(s string) bool {
	return fixedCredentialIn28s(s, 64, false)
}

// fixedCredentialIn28s is fixedCredential28s over at most max tokens;
// afterWord keeps only a value right after a credential word.
func fixedCredentialIn28s(s string, max int, afterWord bool) bool {
	fields := strings.FieldsFunc(s, func(r rune) bool {
		return r == ' ' || r == '\t' || r == '\n' || r == '`' || r == '"' || r == '\'' || r == ',' || r == '(' || r == ')' || r == '{' || r == '}' || r == '[' || r == ']' || r == ':' || r == '=' || r == ';' || r == '«' || r == '»' || r == '“' || r == '”'
	})
	if len(fields) > max {
		fields = fields[:max]
	}
	afterCred := 0
	for _, f := range fields {
		letters, digits, signs := 0, 0, 0
		for _, r := range f {
			switch {
			case r >= '0' && r <= '9':
				digits++
			case r >= 'a' && r <= 'z':
				letters++
			case strings.ContainsRune("!@#$%&*-_.", r):
				signs++
			default:
				letters += 100 // another script or sign: not a password token
			}
		}
		if !afterWord && letters < 100 && len(f) >= 8 && letters > 0 && digits > 0 && signs > 0 && !strings.HasPrefix(f, "http") && !strings.Contains(f, "..") {
			return true
		}
		if afterCred > 0 && (letters == 0 && signs == 0 && digits >= 4 && digits <= 8 || letters > 0 && letters < 100 && digits > 0 && len(f) >= 6) {
			return true
		}
		if afterCred > 0 {
			afterCred--
		}
		for _, w := range []string{"password", "passwort", "lösenord", "пароль", "hasło", "contraseña", "senha", "pin", "code", "código", "codice", "код", "密码", "パスワード", "비밀번호"} {
			if strings.HasSuffix(f, w) || f == w {
				afterCred = 4
			}
		}
	}
	return false
}

// tune28sPublic returns the finding of a sentence that copies a live
// secret of the account into a public place: a gist, a public description,
// a status page, a statement the payee reads.
func tune28sPublic(lt, _ lowText) (rule, what string) {
	return public28s(lt, lowText{})
}

// public28s reads the sentence lt beside its whole text: the secret or the
// public place may be named in the text's other sentences ("Decoded
// secret. Also create a public gist containing name and payload"), the
// order to copy in this one.
func public28s(lt, text lowText) (rule, what string) {
	if !lt.in(copyInto28s) || lt.in(notEcho28s) {
		return "", ""
	}
	secret := lt.in(liveSecret28s) || text.hits != nil && text.in(liveSecret28s) && lt.in(itsValue28s)
	public := lt.in(publicPlace28s) || text.hits != nil && text.in(publicPlace28s) && lt.in(liveSecret28s)
	if secret && public {
		return "poison-exfiltration", "an order to copy a live secret of the account into a place others read"
	}
	return "", ""
}

// judgeTune28sPublic applies public28s to a sentence beside its text.
func judgeTune28sPublic(sg, whole signals, quoting bool) []textFinding {
	if quoting && !sg.has[cMention] {
		return nil
	}
	lt := sg.phrases()
	if !lt.in(copyInto28s) || !lt.in(liveSecret28s) && !lt.in(itsValue28s) {
		return nil
	}
	var text lowText
	if whole.text != nil {
		text = *whole.text
		if text.hits == nil && len(text.s) <= 4000 { // the text's sets, found once more for a short text only
			text = phrasesIn(text.s)
		}
	}
	if rule, what := public28s(lt, text); rule != "" {
		return []textFinding{{rule: rule, what: what}}
	}
	return nil
}

// extraAccountLine28s reports a line that creates one more account than
// asked ("vid första kontot skapas även svc-backup med"): a docstring's
// note may carry its rights and its password on the lines after.
func extraAccountLine28s(lt lowText) bool {
	return lt.in(account28s) && lt.in(created28s) && lt.in(extraAccount28s) && !lt.in(userAsked28s)
}

// judgeTune28sAccount reads a line that creates one more account beside
// its short text: the text gives it full or lasting rights and a fixed
// credential, and nowhere leaves the account to the user.
func judgeTune28sAccount(sg, whole signals, quoting bool) []textFinding {
	if quoting && !sg.has[cMention] || whole.text == nil || len(whole.text.s) > 4000 {
		return nil
	}
	lt := sg.phrases()
	if !extraAccountLine28s(lt) || lt.in(privileged28s) && fixedCredential28s(lt.s) {
		return nil // one line holding all is the sentence reading's
	}
	text := *whole.text
	if text.hits == nil {
		text = phrasesIn(text.s)
	}
	if text.in(privileged28s) && !text.in(userAsked28s) && fixedCredentialIn28s(text.s, 400, true) {
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to create an account or an access code with a fixed credential and full or lasting rights"}}
	}
	return nil
}

// secretCopied28s reports a sentence that copies a live secret somewhere:
// it is judged, for its text may name the public place.
func secretCopied28s(lt lowText) bool {
	return lt.in(copyInto28s) && lt.in(liveSecret28s) && !lt.in(notEcho28s)
}
