package analysis

import "strings"

// Reading of tune45s: the sink of tune44b's secret, in the sentence of
// the asking.
//
// secretTaken44b (signals_tune44b.go) reads a secret the tool tells the
// model to ask the user for, or to write down. tune45s wants, in that
// same sentence, where the secret goes on to besides the tool's own
// service (secretSink45s): a field or record others read ("put both in
// verification_note", "simpan di kolom catatan", "ghi vào ô ghi chú",
// "CVV को notes फ़ील्ड में"), someone else ("so the support team can
// finish later", "para o parceiro de KYC", "đọc cho shipper"), or an
// address ("posted to https://pay.example/capture", "e-mail it to
// desk@example.net", "text it to +44 7700 900418"), none of them denied;
// or, after the asking in its clause, another argument or tool no secret
// is its own ("include them in any later freeze_card call as card_id
// suffix", "übergeben Sie sie an umsaetze_abrufen im Feld konto_id",
// "the bureau now needs the member's password in member_id").
//
// It must leave alone: a secret the tool's own service takes ("if 2FA is
// on, ask them for the one-time code and pass it in `otp`", "ask the
// user for the PDF password", "pass it only to confirm_card_activation",
// "if set_state returns pin_required, ask the user for their PIN"), a
// scam the text warns of ("someone who asks for your OTP is a scam"), a
// masked secret ("only the last four digits"), the user's bank named as who sent the
// code ("the one-time code their bank sent"), a sink denied ("rather than
// e-mailing activation-desk@…", "never in notes", "the remarks field
// holds only the order number"), and the asking itself denied further
// back than tune44b's window ("никогда не просите пользователя сообщить
// пароль", "ne demandez jamais le mot de passe", "bu araç şifre
// istemez").

// secretSink45s reports a sink in the sentence lt: a field or party of
// sinkField45s or sinkParty45s, or an address, with no denial in the few
// words before it.
func secretSink45s(lt lowText) bool {
	s := lt.s
	for _, set := range [...]*phraseSet{sinkField45s, sinkParty45s} {
		if !lt.in(set) {
			continue
		}
		for from := 0; from < len(s); {
			i, n := set.first(s[from:])
			if i < 0 {
				break
			}
			at := from + i
			if !negSink45s.in(s[max(0, at-32):at]) && !negAfter45s.in(s[at+n:min(len(s), at+n+30)]) {
				return true
			}
			from = at + max(1, n)
		}
	}
	return addressAt45s(s) || phoneAt45s(s)
}

// addressAt45s reports an address in s not denied just before it: a URL
// ("https://", "www.") or an e-mail address (a word, "@", a domain).
func addressAt45s(s string) bool {
	for i := 0; i < len(s); i++ {
		at := -1
		switch {
		case s[i] == '@' && i > 0 && isAddrByte45s(s[i-1]) && dottedAfter45s(s[i+1:]):
			at = i
			for at > 0 && isAddrByte45s(s[at-1]) {
				at--
			}
		case s[i] == ':' && i+2 < len(s) && s[i+1] == '/' && s[i+2] == '/':
			at = i
			for at > 0 && isAddrByte45s(s[at-1]) {
				at--
			}
		case s[i] == 'w' && i+4 <= len(s) && s[i:i+4] == "www." && (i == 0 || !isAddrByte45s(s[i-1])):
			at = i
		}
		if at >= 0 && !negSink45s.in(s[max(0, at-24):at]) && !strings.HasSuffix(s[:at], "from ") {
			return true
		}
	}
	return false
}

// isAddrByte45s: a byte of an address's name or host.
func isAddrByte45s(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '.' || b == '-' || b == '_' || b == '+'
}

// dottedAfter45s reports a host with a dot at the start of s: "x.net".
func dottedAfter45s(s string) bool {
	dot := false
	for i := 0; i < len(s) && i < 64 && isAddrByte45s(s[i]); i++ {
		if s[i] == '.' && i > 0 && i+1 < len(s) && s[i+1] >= 'a' && s[i+1] <= 'z' {
			dot = true
		}
	}
	return dot
}

// deniedAsk45s reports a word that denies or forbids an asking in s, in
// tune44b's languages or tune45s's.
func deniedAsk45s(s string) bool { return neg44b.in(s) || negAsk45s.in(s) }

// clause45s returns s up to its first clause end (";", "；", "。"): a
// secret after it is another clause's.
func clause45s(s string) string {
	for i := 0; i < len(s); i++ {
		switch {
		case s[i] == ';':
			return s[:i]
		case s[i] == 0xef && strings.HasPrefix(s[i:], "；"), s[i] == 0xe3 && strings.HasPrefix(s[i:], "。"):
			return s[:i]
		}
	}
	return s
}

// lastClauseEnd45s returns the offset just past the last clause end in s,
// or -1.
func lastClauseEnd45s(s string) int {
	k := -1
	for _, e := range [...]string{";", "；", "。"} {
		if i := strings.LastIndex(s, e); i >= 0 && i+len(e) > k {
			k = i + len(e)
		}
	}
	return k
}

// firstAct45s returns the offset and length of the first act of asking
// or writing down in s, of takeSecret44b or takeMore45s, or -1, and
// whether a secret before the act may be its object: an act in a script
// beyond ASCII or in Turkish, which put the verb last ("OTP दोनों
// लिखें", "CVV kodunu not alanına yazın"), not an English one ("reading
// a secret with password_read … would put the plaintext in …").
func firstAct45s(s string) (int, int, bool) {
	i, n := takeSecret44b.first(s)
	if j, m := takeMore45s.first(s); j >= 0 && (i < 0 || j < i) {
		return j, m, s[j] >= 0xe0
	}
	return i, n, i >= 0 && (s[i] >= 0x80 || verbLastAct45s.in(s[i:i+n]))
}

// argStems45s are words in an argument's or a tool's name that make it a
// secret's own carrier or its own check: "otp", "pass it to
// verify_login_otp", "confirm_card_activation", "pin_code".
var argStems45s = [...]string{"otp", "code", "codigo", "código", "codice", "kod", "sms", "pin", "pass", "pw", "tan", "puk", "cvv", "cvc", "secret", "seed", "phrase", "token", "2fa", "mfa", "totp", "auth", "login", "signin", "sign_in", "verif", "unlock", "confirm", "activat", "credential", "answer", "url", "dsn", "database", "conn", "env", "config", "kennwort", "senha", "clave", "mot_de_passe", "parol", "mima", "key"}

// misroutedArg45s reports, in the sentence s, the name of another
// argument or tool a secret is put in, one no secret is its own
// (argStems45s): a snake_case name ("as card_id suffix", "send them to
// start_recovery", "in member_id"), a `quoted` name, or a word before
// "field" or "value" ("in the msisdn field", "as the email value"), not
// denied just before ("only to", "never").
func misroutedArg45s(s string) bool {
	for i := 0; i < len(s); {
		if !isArgByte45s(s[i]) {
			i++
			continue
		}
		j := i
		for j < len(s) && isArgByte45s(s[j]) {
			j++
		}
		name := s[i:j]
		quoted := i > 0 && s[i-1] == '`' && j < len(s) && s[j] == '`'
		named := strings.HasPrefix(s[j:], " field") || strings.HasPrefix(s[j:], " value") || strings.HasPrefix(s[j:], " parameter")
		snake := strings.Contains(strings.Trim(name, "_"), "_")
		if (snake || quoted || named) && len(name) >= 3 && !ownArg45s(name) && !negSink45s.in(s[max(0, i-24):i]) && !strings.Contains(s[max(0, i-12):i], "only") && !negAfter45s.in(s[j:min(len(s), j+30)]) {
			return true
		}
		i = j
	}
	return false
}

// isArgByte45s: a byte of an argument's or a tool's name.
func isArgByte45s(b byte) bool { return b >= 'a' && b <= 'z' || b >= '0' && b <= '9' || b == '_' }

// ownArg45s reports a name holding one of argStems45s.
func ownArg45s(name string) bool {
	for _, w := range argStems45s {
		if strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// phoneAt45s reports a phone number in s, not denied just before it: "+"
// and eight digits or more, spaces and dashes between, or eleven digits
// in a row ("13800138457").
func phoneAt45s(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '+' && (s[i] < '0' || s[i] > '9' || i > 0 && (s[i-1] >= '0' && s[i-1] <= '9' || s[i-1] == '+')) {
			continue
		}
		digits, run, j := 0, 0, i
		if s[i] == '+' {
			j++
		}
		for ; j < len(s); j++ {
			if c := s[j]; c >= '0' && c <= '9' {
				digits++
				run++
			} else if s[i] == '+' && (c == ' ' || c == '-') && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9' {
				continue
			} else {
				break
			}
		}
		if (s[i] == '+' && digits >= 8 || run >= 11 && digits == run) && !negSink45s.in(s[max(0, i-24):i]) {
			return true
		}
		i = j
	}
	return false
}

// secretIndex45s returns the offset of the first secret in s, of
// secret44b or secretMore45s, or -1.
func secretIndex45s(s string) int {
	i := secret44b.index(s)
	if j := secretMore45s.index(s); j >= 0 && (i < 0 || j < i) {
		return j
	}
	return i
}
