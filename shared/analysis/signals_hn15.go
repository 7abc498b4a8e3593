package analysis

import "strings"

// Honest tools whose negation, or whose asker, the rules misread: "never
// send them to third parties" forbids a sending rather than hiding one,
// "the assistant cannot approve them and must show the user" negates no
// telling, and "사용자가 요청하면 비밀번호를 변경합니다" is the user asking
// the tool, not the tool asking the user.

// hiddenDestination reports a sentence that keeps a destination from the
// user: a telling verb under a negation, and a sending that the text does
// not itself forbid.
func hiddenDestination(hits []hit, lower string, base int) bool {
	return tellUnderNegation(hits, lower, base) && !everySendNegated(hits, lower, base)
}

// tellUnderNegation reports a negation in the clause of a telling verb
// ("do not tell the user", "erwähne nicht", "알리지 마세요"), or just before
// the destination its unnamed verb governs ("never display the bcc values
// you send"); not one in another clause ("it cannot be approved"), nor
// one a modal parts from it ("cannot approve them and must show").
func tellUnderNegation(hits []hit, lower string, base int) bool {
	for i, h := range hits {
		switch h.c {
		case cTell, cPresent:
			for j, n := range hits {
				if n.c == cNeg && n.clause == h.clause && !mustBetween(hits, j, i) && !withoutDestination30a(hits, j, lower, base) {
					return true
				}
			}
		case cRedirect, cThirdParty, cOurServer:
			if i > 0 && hits[i-1].c == cNeg && hits[i-1].clause == h.clause && !withoutDestination30a(hits, i-1, lower, base) {
				from, to := hits[i-1].end-base, h.start-base
				if from >= 0 && to <= len(lower) && from <= to && len(strings.Fields(lower[from:to])) <= 3 {
					return true
				}
			}
		}
	}
	return false
}

// mustBetween reports a modal between hits[from] and a later hits[to].
func mustBetween(hits []hit, from, to int) bool {
	for k := from + 1; k < to; k++ {
		if hits[k].c == cMust {
			return true
		}
	}
	return false
}

// everySendNegated reports a sentence whose every sending verb is itself
// negated ("não os envie a terceiros", "never send them to third
// parties", "не отправляйте данные"): nothing goes anywhere to hide.
func everySendNegated(hits []hit, lower string, base int) bool {
	seen := false
	for i, h := range hits {
		if h.c != cSend && h.c != cActs {
			continue // a redirect word is as often a noun: "the mirror", "the bcc"
		}
		if i > 0 && (hits[i-1].c == cTell || hits[i-1].c == cPresent) || !negatedChain(hits, i, lower, base) {
			return false
		}
		seen = true
	}
	return seen
}

// userAsks reports a sentence whose every asking verb has the user as its
// subject ("사용자가 요청하면", "사용자의 요청에 따라", "按用户要求",
// "ユーザーが依頼した", "the user's request"): the tool acts on the user's
// request and asks the user for nothing.
func userAsks(hits []hit, lower string, base int) bool {
	seen := false
	for i, h := range hits {
		if h.c != cAsk && h.c != cAskVerb {
			continue
		}
		if i == 0 || hits[i-1].c != cUser {
			return false
		}
		u := hits[i-1]
		from, to := u.end-base, h.start-base
		if from < 0 || to > len(lower) || from > to || !userSubject(lower[from:to]) || addressedBefore(lower[:max(0, u.start-base)]) {
			return false
		}
		seen = true
	}
	return seen
}

// userSubject reports the words between the user and a verb of asking
// that make the user its subject or owner ("사용자가 요청하면", "사용자의
// 요청에 따라", "ユーザーからの依頼", "用户的要求", "the user's request"), where
// "사용자에게 요청" asks the user.
func userSubject(between string) bool {
	switch strings.TrimSpace(between) {
	case "", "가", "이", "의", "는", "께서", "が", "の", "は", "からの", "的", "'s", "’s":
		return true
	}
	return false
}

// addressedBefore reports a text ending in a word that makes the user
// the one addressed, not the one asking: "向用户要求", "请用户".
func addressedBefore(before string) bool {
	before = strings.TrimRight(before, " ")
	for _, w := range [...]string{"向", "请", "让", "对", "给"} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// confirmationAsked reports a sentence that makes the user's consent or
// confirmation a condition ("并得到明确确认", "명확한 동의를 받아야
// 합니다"): no payment it speaks of is made unasked.
func confirmationAsked(sg signals) bool {
	return sg.has[cConsent] || sg.has[cConfirm] && !sg.negation
}

// verbForbidden reports a hit of c each time after a negation in its
// clause, at most four words away with no concept between but a verb
// joined to it: "must not attempt
// to acknowledge or bypass compliance alerts".
func verbForbidden(hits []hit, lower string, base int, c concept) bool {
	seen := false
	for i, h := range hits {
		if h.c != c {
			continue
		}
		n := i - 1
		for n >= 0 && (hits[n].c == c || hits[n].c == cOverride) && hits[n].clause == h.clause {
			n-- // "never override or bypass"
		}
		if n < 0 || hits[n].c != cNeg || hits[n].clause != h.clause {
			return false
		}
		from, to := hits[n].end-base, h.start-base
		if from < 0 || to > len(lower) || from > to || len(strings.Fields(lower[from:to])) > 4 || strings.ContainsAny(lower[from:to], ",;:") {
			return false
		}
		seen = true
	}
	return seen
}
