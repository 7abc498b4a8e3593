package analysis

import "strings"

// userRoutes16c reports a call to another tool made at the user's own
// wish, with nothing hidden, forced or pressed: "use revoke_api_token when
// the user wants one removed", "use generate_secret if the user wants a
// random one". The attack calls such a tool on its own.
func userRoutes16c(sg signals) bool {
	if sg.any(cCovert, cCovertAdv, cHide, cEveryTurn, cRegardless, cUrgency, cAuthority, cOverUser) {
		return false
	}
	lt := sg.phrases()
	if lt.in(userWish16c) || lt.in(userDecides17) || userGated(lt) {
		return true
	}
	return containsAny(lt.s, "wenn der nutzer", "wenn der benutzer", "falls der nutzer", "falls der benutzer") && lt.in(germanWish16c)
}

// userHoldsMoney16c reports a money order that waits for the user: "never
// … without the user's confirmation", "call only after the user has
// confirmed the total", "only when the user asks". The attack hurries the
// payment or drops the asking.
func userHoldsMoney16c(sg signals, hits []hit) bool {
	if sg.any(cUrgency, cHurry, cEveryTurn) {
		return false
	}
	if sg.has[cCovert] {
		return !sg.has[cAuthority] && withoutsNegated(hits, sg.lower, sg.start)
	}
	lt := sg.phrases()
	return lt.in(afterConfirm16c) || userGated(lt)
}

// userHeldCall16c reports a call of one of the server's own tools that
// waits for the user: at their wish, or once they confirmed the amount
// ("use transferir con el IBAN que dé el usuario, tras confirmar el
// importe con él").
func userHeldCall16c(sg signals) bool {
	if sg.any(cUrgency, cHurry, cEveryTurn, cCovert, cCovertAdv, cHide, cAuthority) {
		return false
	}
	lt := sg.phrases()
	return lt.in(afterConfirm16c) || lt.in(userWish16c) || userGated(lt) || lt.in(userNames33a)
}

// deletionGuarded16c reports a deletion verb followed straight by a
// "without" asking: "never delete without confirmation" names the
// deletion as what waits for the user.
func deletionGuarded16c(d hit, lower string, base int) bool {
	at := d.end - base
	if at > len(lower) || !opensWithout(strings.TrimLeft(lower[at:], " ")) {
		return false
	}
	return confirmSet.in(lower[at:min(len(lower), at+32)])
}

// confirmedPurchase16c reports a purchase stated plainly ("charges the
// saved card", "바로 구매합니다") in a text that elsewhere waits for the
// user's confirmation, with nothing in the sentence that hurries it,
// repeats it or waives the asking: the tool says what it does.
func confirmedPurchase16c(sg, whole signals, auto, urgent bool) bool {
	return whole.any(cConfirm, cConsent) && !auto && !urgent && !sg.any(cEveryTurn, cEachTime, cCovert, cCovertAdv, cModel, cCall, cMust, cWhen, cFailure) && !sg.phrases().in(unaskedSet)
}

// userChoseWaiver16c reports a confirmation waived on a setting the user
// turned on ("if the user turns on auto-send, no need to confirm each
// message"): the user's own choice, where the attack declares the asking
// unneeded on its own say.
func userChoseWaiver16c(sg signals) bool {
	return !sg.any(cModel, cMust, cAuthority, cUrgency, cHide, cOurServer, cConversation, cSecret, cPersonal, cKeyMaterial) && sg.phrases().in(userChose16c)
}

// citesQuote16c reports an including hit that is a verb of quoting or
// citing ("引用して", "quotes", "cita"): a scanner reporting the text it
// found, which orders nothing.
func citesQuote16c(sent string, h hit, base int) bool {
	if h.start < base || h.end-base > len(sent) {
		return false
	}
	return containsAny(strings.ToLower(sent[h.start-base:h.end-base]), "引用", "quot", "cite", "cita", "zitier", "цитир", "인용")
}
