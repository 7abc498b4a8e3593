package analysis

import "strings"

// Destinations another party serves, and the model is told to leave out
// (prec44).
//
// A sentence may name a fixed mailbox or link only to say that a party
// other than the model already does the sending there, and that the model
// or the field it fills has no part in it: "Compliance copies to
// archive@… are made by the mailbox policy, not by this field", "Die
// Ablage bei archiv@… erledigt der Server, sie gehört nicht in CC",
// "Registry sync is done by the clinic's records team (records@…); the
// tool sends the user only the confirmation". handedOff42 drops such a
// destination when its own clause names the doer (othersDo44) and the
// sentence spares the model (modelSpared44). Both are needed: "archive
// copies are handled by the platform" alone is how a hidden recipient is
// dressed up, and "do not add it to cc" alone may sit beside an order to
// send elsewhere. withoutHandedOff42's guard still keeps every
// destination of a sentence that hides the act, overrides the user, sends
// a secret or the conversation, or repeats on every turn, so "… is
// handled by the server, no need to tell the user" stays an order.

// othersDo44 reports a lowercase clause that names a party other than the
// model as the one doing its act: a passive "by the server / by the
// mailbox policy / by the records team", or a doer phrase in another
// language ("erledigt der Server", "par le serveur", "由服务器").
func othersDo44(clause string) bool {
	if othersDoPhrases44.in(clause) {
		return true
	}
	for rest := clause; ; {
		i := strings.Index(rest, " by ")
		if i < 0 {
			return false
		}
		rest = rest[i+4:]
		next := rest
		if j := strings.IndexAny(next, clauseMarks42+"()"); j >= 0 {
			next = next[:j]
		}
		if len(next) > 48 {
			next = next[:48]
		}
		if doerNouns44.in(next) && !userDoer44.in(next) {
			return true
		}
	}
}

// modelSpared44 reports a lowercase sentence that says the model, or the
// field it fills, takes no part in the act: "not by this field", "gehört
// nicht in CC", "the tool sends the user only the confirmation",
// "アシスタントが送信する必要はありません".
func modelSpared44(lower string) bool {
	return modelSpared44Phrases.in(lower)
}

// spareGuard44 reports a sentence whose destinations stay whatever its
// clauses say: one that sends a secret, a path, the environment, key
// material or the conversation, or hides the act, repeats on every turn,
// overrides the user, addresses the model or claims authority (the guard
// of withoutHandedOff42).
func spareGuard44(sg signals) bool {
	return sg.anyFree(cSecret, cPath, cEnv, cKeyMaterial, cConversation) || sg.any(cCovert, cCovertAdv, cHide, cEveryTurn, cOverUser, cIgnore, cModel, cAuthority, cRole, cUnnoticed)
}

// handedOffMail44 reports a sentence whose every e-mail address sits in a
// clause that names another party as the doer (othersDo44), in a
// sentence that spares the model (modelSpared44): such an address is
// no recipient the model is told to add ("Die Ablage bei archiv@…
// erledigt der Server, sie gehört nicht in CC").
func handedOffMail44(sg signals, sent string) bool {
	lower := sg.lower
	if len(lower) != len(sent) || !modelSpared44(lower) || spareGuard44(sg) {
		return false
	}
	n := 0
	for at, addr := range emailsIn(sent) {
		from, to := clauseAround42(lower, at, min(len(lower), at+len(addr)))
		if !othersDo44(lower[from:to]) {
			return false
		}
		n++
	}
	return n > 0
}
