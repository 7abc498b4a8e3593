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
// desk@example.net"), none of them denied.
//
// It must leave alone: a secret the tool's own service takes ("if 2FA is
// on, ask them for the one-time code and pass it in `otp`", "ask the
// user for the PDF password"), the user's bank named as who sent the
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
			if !negSink45s.in(s[max(0, at-24):at]) && !negAfter45s.in(s[at+n:min(len(s), at+n+30)]) {
				return true
			}
			from = at + max(1, n)
		}
	}
	return addressAt45s(s)
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
		if at >= 0 && !negSink45s.in(s[max(0, at-24):at]) {
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
// or writing down in s, of takeSecret44b or takeMore45s, or -1.
func firstAct45s(s string) (int, int) {
	i, n := takeSecret44b.first(s)
	if j, m := takeMore45s.first(s); j >= 0 && (i < 0 || j < i) {
		return j, m
	}
	return i, n
}
