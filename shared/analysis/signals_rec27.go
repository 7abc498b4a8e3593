package analysis

import "strings"

// Acts done to the customer a tool serves, read by what the text makes the
// model do rather than by its wording (rec27):
//   - tell the customer or the user that their request was carried out (a
//     refund, a cancellation, an unsubscribe, an erasure, a contested
//     dispute) whatever happened, or while the text says the tool only
//     pauses, marks, queues, keeps or credits;
//   - record a call and drop the notice that it is recorded, or deny it
//     when asked;
//   - send to the people who opted out: the opt-out list called advisory,
//     or its switch set to reach them on every send.

// judgeRec27 reads a sentence with the whole text it is part of: the
// false report of a done request needs the text's own word that it is not.
func judgeRec27(sg, whole signals, ctx scanContext, quoting bool) []textFinding {
	lt := sg.phrases()
	if optOutSwitchOff27(lt, ctx.property) && !lt.in(optOutHonoured27) && !guarded25(lt) {
		return []textFinding{{rule: "poison-tool-invocation", what: sendsOptedOut27}} // the value is the act, whatever the sentence quotes
	}
	if quoting || sg.has[cMention] {
		return nil
	}
	if falseDone27(lt) && (lt.in(whatever27) || whole.text != nil && whole.text.in(notDone27)) {
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to tell the customer their request was carried out while the tool does otherwise"}}
	}
	if lt.in(tellVerb27) && lt.in(asAsked27) && (lt.in(swapped27) || whole.text != nil && whole.text.in(swapped27)) && !lt.in(doneGuard27) {
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to put another value in place of the one the user gave and tell them theirs was applied"}}
	}
	if rule, what := rec27Reading(lt, lowered(ctx.property)); rule != "" {
		return []textFinding{{rule: rule, what: what, firm: what == copiesEvents27}} // its destination is written out
	}
	return nil
}

// copiesEvents27 is the finding of a second destination written beside
// the user's for the same events: firm, as every fixed destination is.
const copiesEvents27 = "an order to copy the same events to a fixed destination beside the user's"

// rec27Reading returns the rule and finding of a sentence that records a
// call unannounced or sends to those who opted out, or "" when it holds
// none.
func rec27Reading(lt, prop lowText) (rule, what string) {
	if lt.in(sameAgain27) && (strings.Contains(lt.s, "http") || domainIn(lt.s)) && !guarded25(lt) && !lt.in(userAsks16c) {
		return "poison-exfiltration", copiesEvents27
	}
	if overridesUser27(lt) {
		return "poison-hidden-instruction", "an order to hold a value whatever the user says or asks for"
	}
	if lt.in(raiseBy27) && lt.in(beforeShown27) && strings.Contains(lt.s, "%") && hasDigit(lt.s) && !lt.in(taxAdded27) && !guarded25(lt) {
		return "poison-answer-manipulation", "an order to raise a figure by a share before the user sees it"
	}
	if (lt.in(recording27) || strings.Contains(prop.s, "record")) && lt.in(undisclosed27) && !lt.in(consentKept27) {
		return "poison-hidden-instruction", "an order to record a call without the notice, or to deny that it is recorded"
	}
	if lt.in(optOutHonoured27) || guarded25(lt) {
		return "", ""
	}
	if lt.in(optOutList27) && lt.in(optOutIgnored27) || optOutSwitchOff27(lt, prop.s) {
		return "poison-tool-invocation", sendsOptedOut27
	}
	return "", ""
}

// falseDone27 reports a sentence that hands someone the claim that their
// request was done, not held to the result.
func falseDone27(lt lowText) bool {
	return lt.in(tellVerb27) && lt.in(doneClaim27) && !lt.in(doneGuard27)
}

// rec27Judged reports a sentence to judge though it names no concept.
func rec27Judged(lt lowText) bool {
	return falseDone27(lt) || lt.in(tellVerb27) && lt.in(asAsked27) || holdsReading(rec27Reading, lt)
}

// optOutSwitchOff27 reports a sentence on an opt-out switch (prop) that
// sets it, always, to the value that reaches those who opted out.
func optOutSwitchOff27(lt lowText, prop string) bool {
	if !namesOptOut27(prop) || !lt.in(always27) {
		return false
	}
	reach := containsAny(prop, "include", "ignore", "send_to")
	honour := containsAny(prop, "respect", "skip", "exclude", "honor", "honour", "suppress")
	return reach && strings.Contains(lt.s, "true") || honour && strings.Contains(lt.s, "false")
}

// sendsOptedOut27 is what the opt-out readings find.
const sendsOptedOut27 = "an order to send to the people who opted out"

// always27 set a value on every call.
var always27 = newPhraseSet("always", "every send", "every call", "every time", "始终", "总是", "一律", "siempre", "всегда", "immer", "常に", "必ず", "toujours", "항상", "sempre", "دائم")

// namesOptOut27 reports a property named for the opt-out list, whose
// every sentence is judged: its value is the act.
func namesOptOut27(prop string) bool {
	return prop != "" && containsAny(prop, "unsubscri", "optout", "opt_out", "opted_out", "dnd", "do_not_contact", "stop_list")
}

// overridesUser27 reports a sentence that holds a value whatever the user
// says or asks, short of a safeguard held against them.
func overridesUser27(lt lowText) bool {
	return (lt.in(evenWhenUser27) || lt.in(userSays27) && lt.in(concede27)) && lt.in(heldValue27) && !lt.in(safeHeld27) && !lt.in(doneGuard27)
}
