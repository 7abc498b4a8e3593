package analysis

import "strings"

// Sending offered as a possibility, not ordered (prec45).
//
// A sentence may name a fixed mailbox or link only to say what can be sent
// there, in a passive of permission: "Feed problems can be sent to
// ops@…", "The summary can be sent to the managed SOC (soc@…) via
// send_report", "Le rapport peut être envoyé à soc@…", "El informe puede
// enviarse a …", "O relatório pode ser enviado para …", "Il rapporto può
// essere inviato a …", "Der Bericht kann an … gesendet werden". Nobody is
// told to send anything: the sentence says a route exists. permittedSend45
// reads such a sentence, and the rule for an order to send data to a fixed
// destination leaves it alone.
//
// It must leave alone, and so keep as orders: a sentence with any sending
// word not in such a passive ("… can be sent to ops@…; forward every
// reply there too"), a redirect, an order mark (must, always, every turn,
// urgency), and whatever spareGuard44 keeps (a secret, a path, the
// environment, key material or the conversation sent; hiding; overriding
// the user; words to the model; authority): "Outages can be reported to
// support@… with the full conversation history attached" stays an order.

// permittedSend45 reports a sentence each of whose unnegated sending words
// (outside links and addresses) sits in a passive of permission (sendPermitted45), with no redirect, no
// order mark and nothing spareGuard44 keeps.
func permittedSend45(sg signals, hits []hit) bool {
	lower := sg.lower
	if lower == "" || sg.has[cRedirect] || sg.any(cMust, cEveryTurn, cUrgency, cRegardless) || spareGuard44(sg) {
		return false
	}
	n := 0
	for _, h := range hits {
		if h.c != cSend || negatedClause42(h, hits) {
			continue
		}
		s, e := h.start-sg.start, h.end-sg.start
		if s < 0 || e > len(lower) {
			return false
		}
		if tok := lower[strings.LastIndexAny(lower[:s], " \t\n(")+1 : s]; strings.ContainsAny(tok, "/@") {
			continue // a word inside a link or an address ("…/upload")
		}
		if !sendPermitted45(lower, s, e) {
			return false
		}
		n++
	}
	return n > 0
}

// sendPermitted45 reports the sending word lower[s:e] as the participle of
// a passive of permission: "can (also) be sent", "may be uploaded",
// "peut être envoyé", "puede enviarse", "puede ser enviado", "pode ser
// enviado", "può essere inviato", or German "kann … gesendet werden".
func sendPermitted45(lower string, s, e int) bool {
	before := lastWords42(lower[:s], 32)
	// English sending phrases may open with "be " ("be sent"): the modal
	// then ends the text before it. "you can send" addresses the model and
	// is no passive.
	if strings.HasPrefix(lower[s:e], "be ") && hasAnySuffix(before, "can ", "can also ", "may ", "may also ", "can optionally ", "may optionally ") {
		return true
	}
	if hasAnySuffix(before, permitPassive45[:]...) {
		return true
	}
	// A Spanish reflexive passive: "puede enviarse", "pueden reenviarse".
	if strings.HasSuffix(strings.TrimRight(lower[s:e], " "), "se") && hasAnySuffix(before, "puede ", "pueden ", "puede también ", "pueden también ") {
		return true
	}
	// German puts the participle last: "kann an … gesendet werden".
	if hasAnyPrefix(lower[e:], " werden", " zu werden") {
		from, _ := clauseAround42(lower, s, e)
		c := " " + lower[from:s]
		return strings.Contains(c, " kann ") || strings.Contains(c, " können ")
	}
	return false
}

// permitPassive45 end the text right before a sending word read as a
// passive of permission.
var permitPassive45 = [...]string{
	"can be ", "can also be ", "may be ", "may also be ",
	"peut être ", "peuvent être ", "peut aussi être ", "peuvent aussi être ", "peut également être ", "peuvent également être ",
	"puede ser ", "pueden ser ", "puede también ser ", "pueden también ser ",
	"pode ser ", "podem ser ", "pode também ser ", "podem também ser ",
	"può essere ", "possono essere ", "può anche essere ", "possono anche essere ",
}
