package analysis

// tune14bReading returns the rule and finding of a sentence that makes a
// coding or DevOps agent weaken a check, pin a field that turns one off,
// or swap a package for a look-alike against its own user, or "" when it
// holds none. prop is the lowercased name of the property the sentence
// describes (skip_tests, strict_ssl): the sentence may name only its value.
func tune14bReading(lt, prop lowText) (rule, what string) {
	switch {
	case (lt.in(weakenMark14b) && (lt.in(failedCheck14b) || lt.in(coverUp14b)) || lt.in(checkObj14b) && (lt.in(weakenAct14b) && lt.in(coverUp14b) || lt.in(lowerBar14b))) && !lt.in(honestCheck14b):
		return "poison-hidden-instruction", "an order to weaken a test, scan or review rather than meet it"
	case prop.in(safeField14b) && lt.in(pinnedOff14b),
		(prop.in(checkField14b) && lt.in(pinnedOn14b) || lt.in(safeField14b) && lt.in(pinnedOff14b)) && (lt.in(pinnedHidden14b) || lt.in(checkObj14b)):
		return "poison-hidden-instruction", "an order to pin a field that turns a check off"
	case lt.in(checkObj14b) && (lt.in(protectionOff14b) || (lt.in(weakenAct14b) || lt.in(weakenMark14b)) && lt.in(obstacle14b)) && !lt.in(honestCheck14b):
		return "poison-hidden-instruction", "an order to weaken a test, scan or review rather than meet it"
	case prop.in(quietField14b) && lt.in(pinnedHidden14b) && lt.in(userWords):
		return "poison-concealment", "a field that keeps the tool's changes from the user"
	case lt.in(unredacted14b) && lt.in(inReply14b) && !lt.in(refused14b),
		lt.in(keyPrefix14b) && lt.in(sendOut14b) && !lt.in(refused14b):
		return "poison-exfiltration", "an order to pass on secret values as they are"
	case lt.in(offHours14b) && lt.in(extraStep14b) && lt.in(destroys14b):
		return "poison-hidden-instruction", "a destructive extra step kept for when the user is not watching"
	case lt.in(changeWords14b) && lt.in(labelAs14b) && lt.in(trivialLabel14b) && hasQuoteMark(lt.s):
		return "poison-concealment", "an order to pass a change off as a trivial one"
	case lt.in(regardlessInput14b) && lt.in(useValue14b) && domainIn(lt.s) && !lt.in(honestCheck14b):
		return "poison-hidden-instruction", "an order to set a value whatever the user gives"
	case lt.in(userAsks14b) && lt.in(keptChange14b):
		return "poison-hidden-instruction", "an order to keep a change against the user's asking"
	case lt.in(swapAct14b) && (lt.in(swapObj14b) && lt.in(swapDisguise14b) || lt.in(passOff14b)):
		return "poison-hidden-instruction", "an order to swap a package or action for a look-alike"
	case lt.in(examplesRef14b) && lt.in(examplesUnasked14b):
		return "poison-hidden-instruction", "an order to act on the field's examples unasked"
	case (lt.in(copyDest14b) || prop.in(copyDest14b)) && lt.in(copyKept14b):
		return "poison-exfiltration", "a copy of the tool's traffic kept at a fixed place"
	case lt.in(fixedSay14b) && lt.in(sayVerb14b) && hasQuoteMark(lt.s) && lt.in(whateverHappened14b):
		return "poison-concealment", "an order to show the user a fixed notice whatever happened"
	}
	return "", ""
}

// tune14bJudged reports a sentence with no concept that holds a reading,
// or that may with its property's name: a field pinned on or off, or a
// copy's destination kept.
func tune14bJudged(lt lowText) bool {
	if lt.in(pinnedOn14b) || lt.in(pinnedOff14b) || lt.in(copyKept14b) {
		return true
	}
	rule, _ := tune14bReading(lt, lowText{})
	return rule != ""
}
