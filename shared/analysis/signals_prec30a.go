package analysis

import "strings"

// Readings of honest tools by blind writers (prec30a): a tool whose job is
// an attack (a red-team harness, a phishing report, a moderation filter
// for attacking content) is given samples of that attack as examples of
// its input; the example names the attack, it orders nothing.

// attackSamples reports a tool whose examples are samples of an attack:
// named or described for red-teaming, named for an attack ("report_
// phishing", "injection_filter"), or one that screens (screenVerbSet,
// inspects) for attacking or intruding content in words screensAttacks
// does not take ("攻击性内容", "intrusión"). self is the tool's name
// lowercased, lower its description lowercased.
func attackSamples30a(self string, lower lowText) bool {
	if redTeam30a.joinedIn(self, lower) {
		return true
	}
	if attackWordSet.in(strings.ReplaceAll(self, "_", " ")) {
		return true
	}
	return (inspects(self) || inspects18(self) || lower.in(screenVerbSet) || lower.in(inspectVerbSet)) && attackMore30a.joinedIn(self, lower)
}

var (
	// redTeam30a name red-teaming: sending attacks to one's own system.
	redTeam30a = newPhraseSet("red team", "red_team", "red-team", "redteam", "레드팀", "레드 팀", "红队", "紅隊", "レッドチーム", "equipo rojo", "équipe rouge", "rotes team", "red-teaming", "ред-тим", "редтим")
	// attackMore30a name attacking or intruding content in other words.
	attackMore30a = newPhraseSet("攻击", "攻撃", "공격", "越狱", "脱獄", "탈옥", "intrusion", "intrusión", "intrusão", "intrusione", "eindring", "вторжен", "入侵", "侵入", "침입")
)

// negatedCondition30a reports a Korean or Japanese negation that ends a
// condition, read from rest, the text right after the negation: "말하지
// 않았다면 … 물어보세요" (if they did not say, ask), "指定しない場合は"
// (when none is given). The user's silence is the case, not an order to
// keep still.
func negatedCondition30a(rest string) bool {
	word := rest
	if i := strings.IndexAny(word, " ,，。、;；"); i >= 0 {
		word = word[:i]
	}
	if len(word) > 4*3 {
		return false
	}
	switch {
	case strings.HasSuffix(word, "면"), strings.HasSuffix(word, "면은"):
		return true // 않으면, 않았다면, 않는다면
	case word == "을" || word == "는" || word == "은":
		return strings.HasPrefix(rest[len(word):], " 경우") // 않을 경우
	case strings.HasPrefix(word, "場合"), strings.HasPrefix(word, "ければ"), strings.HasSuffix(word, "たら"), strings.HasSuffix(word, "なら"):
		return true // ない場合, なければ, なかったら
	}
	return false
}

// withoutDestination30a reports hits[j] a "without" whose object is the
// destination right after it ("send without bcc and say so"): it takes
// the copy away, it does not bind a telling verb of its clause.
func withoutDestination30a(hits []hit, j int, lower string, base int) bool {
	if j+1 >= len(hits) || !withoutHit(hits[j], lower, base) {
		return false
	}
	next := hits[j+1]
	switch next.c {
	case cRedirect, cThirdParty, cOurServer:
	default:
		return false
	}
	from, to := hits[j].end-base, next.start-base
	return next.clause == hits[j].clause && from >= 0 && to <= len(lower) && from <= to && len(strings.Fields(lower[from:to])) <= 1
}

// openingNegationWithout30a reports a sentence that opens with its
// negation and ends in a "without" clause after one comma ("Niemals
// 0.0.0.0/0 für SSH (22) setzen, ohne den Nutzer auf das Risiko
// hinzuweisen"): brackets inside the forbidden act make clauses of their
// own, the negation still binds the "without" its act is done with. neg
// and at are offsets in lower, the sentence lowercased.
func openingNegationWithout30a(lower string, negStart, negEnd, at int) bool {
	if negStart < 0 || negEnd > at || at > len(lower) || strings.TrimSpace(lower[:negStart]) != "" {
		return false
	}
	between := strings.TrimRight(lower[negEnd:at], " ")
	if !strings.HasSuffix(between, ",") && !strings.HasSuffix(between, "，") {
		return false
	}
	return strings.Count(between, ",")+strings.Count(between, "，") == 1 && !strings.ContainsAny(between, ";:；：")
}
