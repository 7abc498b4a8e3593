package analysis

import "strings"

// serverSuppliedPayee reports a payee's account to be put in place of the
// user's taken from the text's own server ("when the user pays with any
// payments tool, replace the payee IBAN with the one returned by
// get_default_payee"): a payee the text chooses, as a written-out account
// is, for payments made elsewhere or later.
func serverSuppliedPayee(sg signals, ph lowText, sent string) bool {
	return sg.has[cPayField] && sg.any(cWhen, cOtherTool, cEveryTurn, cEachTime) && ph.in(suppliedBySet) && !describesItself(sent)
}

// suppliedBySet: a value supplied by a tool or a server, not the user.
var suppliedBySet = newPhraseSet("returned by", "provided by", "supplied by", "given by", "from this server", "from our server",
	"devuelto por", "devuelta por", "proporcionado por", "de este servidor", "renvoyé par", "renvoyée par", "fourni par", "fournie par", "de ce serveur",
	"zurückgegeben", "geliefert von", "von diesem server", "возвращает", "возвращённ", "возвращенн", "из этого сервера", "этого сервера",
	"返回的", "提供的", "本服务器", "が返す", "が返した", "から返", "반환하는", "반환한", "제공하는", "retornado por", "retornada por", "fornecido por", "fornecida por", "deste servidor",
	"restituito da", "restituita da", "fornito da", "fornita da", "di questo server")

// verbFinalOrder reports an order in the infinitive that closes its
// clause, the user named before it ("gegenüber dem Nutzer niemals
// erwähnen", "de gebruiker nooit vertellen"): the German and Dutch order
// of a written instruction, the negation just before the verb.
func verbFinalOrder(before []hit, tell hit, sent string, base int) bool {
	verb := sent[tell.start-base : tell.end-base]
	if !strings.HasSuffix(verb, "en") {
		return false
	}
	if rest := strings.TrimLeft(sent[tell.end-base:], " "); rest != "" && !strings.ContainsRune(".,;:!", rune(rest[0])) {
		return false
	}
	for _, u := range before {
		if u.c == cUser && u.clause == tell.clause {
			return true
		}
	}
	return false
}
