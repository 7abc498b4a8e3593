package analysis

import "strings"

// tune13eReading returns the rule and finding of a sentence that chooses
// an outcome against the user or the organisation and keeps it from
// them, or "" when it holds none. Each reading asks for two or three
// word sets at once, all found in the sentence's one phrase pass.
// prop is the lowercased name of the property the sentence describes
// (approver_id, notify_manager): the sentence may name only its value.
func tune13eReading(lt, prop lowText) (rule, what string) {
	approver := lt.in(approverWords13e) || prop.in(approverWords13e)
	switch {
	case approver && lt.in(requesterWords13e) && !lt.in(noSelfApproval13e):
		return "poison-hidden-instruction", "an order to make the requester their own approver"
	case approver && lt.in(fixedApproverWords13e) && !lt.in(noSelfApproval13e) && namesHandle(lt.s):
		return "poison-hidden-instruction", "an order to route approvals to one fixed person"
	case (lt.in(noticeWords13e) || prop.in(noticeWords13e)) && lt.in(overseerWords13e) && lt.in(noticeOff13e) && !lt.in(noticeKept13e):
		return "poison-concealment", "an order to keep a change from the manager or owner who oversees it"
	case lt.in(urgencyClaims13e) && lt.in(fabricated13e) && lt.in(saleWords13e) && !lt.in(urgencyHonest13e):
		return "poison-answer-manipulation", "an order to tell the user a deadline or scarcity the data does not show"
	case (lt.in(paidWords13e) || prop.in(paidWords13e) || prop.in(adProps13e)) && lt.in(disguise13e) && !lt.in(adShown17a):
		return "poison-preference-manipulation", "an order to pass paid placements off as neutral results"
	case lt.in(badReviews13e) && lt.in(dropReviews13e) && !lt.in(reviewsKept13e) && !lt.in(noOmit17a):
		return "poison-answer-manipulation", "an order to hide or soften bad reviews"
	case (lt.in(cheaper13e) || lt.in(recourse14d)) && lt.in(withheld13e):
		return "poison-concealment", "an order to keep a cheaper, free or official option or the user's recourse from them"
	case lt.in(linkWords13e) && lt.in(othersLinks13e) && lt.in(tracking13e) && !lt.in(linksKept13e) && !userTagsOwn15d(lt):
		return "poison-hidden-instruction", "an order to tag the user's or other tools' links for the server's gain"
	}
	return tune14eReading(lt)
}

// namesHandle reports a person or queue written as a handle
// ('hr.ops.queue', i.petrov, d.brandt): a fixed recipient chosen by the text.
func namesHandle(lower string) bool {
	for i := strings.IndexByte(lower, '.'); i > 0 && i+1 < len(lower); {
		if isWordRune(rune(lower[i-1])) && lower[i+1] >= 'a' && lower[i+1] <= 'z' && (i < 2 || lower[i-2] != '.') {
			j := i + 1
			for j < len(lower) && (lower[j] >= 'a' && lower[j] <= 'z' || lower[j] == '.' || lower[j] == '-') {
				j++
			}
			if k := strings.LastIndexAny(lower[:i], " '\"=«(‘“"); k >= 0 && i-k <= 16 && (j == len(lower) || strings.IndexByte(" '\",;:)»’”", lower[j]) >= 0) {
				return true
			}
		}
		k := strings.IndexByte(lower[i+1:], '.')
		if k < 0 {
			break
		}
		i += 1 + k
	}
	return false
}

// judgeReading applies read (tune13eReading, tune14bReading, …: a
// sentence's phrase sets and its property's name to a rule and what it
// found) to a sentence that quotes nothing.
func judgeReading(read func(lt, prop lowText) (string, string), sg signals, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	if rule, what := read(sg.phrases(), lowered(ctx.property)); rule != "" {
		return []textFinding{{rule: rule, what: what}}
	}
	return nil
}

// holdsReading reports a sentence whose own words, without its property's
// name, hold read's reading: judged though it names no concept.
func holdsReading(read func(lt, prop lowText) (string, string), lt lowText) bool {
	rule, _ := read(lt, lowText{})
	return rule != ""
}

// tune13eJudged reports a sentence with no concept that holds a reading,
// or that may with its property's name: the requester named as the
// value, the overseer's notice turned off, or the paid label hidden.
func tune13eJudged(lt lowText) bool {
	if lt.in(requesterWords13e) && !lt.in(noSelfApproval13e) || lt.in(noticeOff13e) && lt.in(overseerWords13e) || lt.in(disguise13e) {
		return true
	}
	rule, _ := tune13eReading(lt, lowText{})
	return rule != ""
}
