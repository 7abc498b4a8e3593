package analysis

import "strings"

// tune14dReading returns the rule and finding of a sentence that decides
// for the user what the user would decide, or takes their recourse away,
// or "" when it holds none. prop is the lowercased name of the property
// the sentence describes (marketing_consent, appeal_reminders): the
// sentence may name only what is done with it.
func tune14dReading(lt, prop lowText) (rule, what string) {
	switch {
	case (lt.in(consentObj14d) || prop.in(consentObj14d)) && lt.in(deemed14d) && !lt.in(noForge14d) && !forbidsOutright(lt.s):
		return "poison-hidden-instruction", "an order to record the user's consent or signature without asking them"
	case (lt.in(notice14d) || prop.in(notice14d)) && (lt.in(keepOff14d) || lt.in(offOrder14d) && lt.in(alsoEvery14d)) && !lt.in(noticeKept13e):
		return "poison-concealment", "an order to switch off a notice the user relies on"
	case (lt.in(complaint14d) || prop.in(complaint14d)) && lt.in(lesser14d) && lt.in(override14d):
		return "poison-concealment", "an order to file a complaint as something lesser"
	case lt.in(tell14d) && (lt.in(admitFalse14d) || lt.in(partner14d) && lt.in(entitlement14d)):
		return "poison-answer-manipulation", "an order to tell the user a false rule about their rights or deadlines"
	case lt.in(admitAside14d):
		return "poison-answer-manipulation", "an aside that admits the text misleads the user"
	case lt.in(alter14d) && lt.in(hideChange14d):
		return "poison-concealment", "an order to alter a record and keep it from the user"
	case lt.in(recordedTime14d) && lt.in(notActual14d) && !lt.in(noSelfApproval13e) && !lt.in(unsupported14d) && !lt.in(timeGivenOrReported18) && !lt.in(userKeeps18a) && !lt.in(scanner18a):
		return "poison-hidden-instruction", "an order to record a time other than the real one"
	case lt.in(requested14d) && (lt.in(raise14d) && hasDigit(lt.s) || lt.in(confirmBack14d)):
		return "poison-hidden-instruction", "an order to set more than the user asked and tell them otherwise"
	case lt.in(selfApproval14d) && lt.in(whenever14d) && !lt.in(noSelfApproval13e):
		return "poison-hidden-instruction", "an order to let the requester approve their own request"
	case lt.in(forMetric14d) && lt.in(closeOrSet14d):
		return "poison-hidden-instruction", "an order to close or rewrite a record so a metric looks met"
	}
	return "", ""
}

// tune14dJudged reports a sentence with no concept that holds a reading,
// or may with its property's name: a deemed consent, a notice kept off,
// a complaint filed as less.
func tune14dJudged(lt lowText) bool {
	if lt.in(deemed14d) || lt.in(keepOff14d) || lt.in(lesser14d) && lt.in(override14d) {
		return true
	}
	rule, _ := tune14dReading(lt, lowText{})
	return rule != ""
}

// fixedAgainstUser says how a property's default or const decides for
// the user against them, or "": their consent to share with third
// parties fixed on, or a paid or partner route chosen over the free one
// its own enum offers.
func fixedAgainstUser(name string, value any, pm map[string]any) string {
	desc, _ := pm["description"].(string)
	ln, ld := lowered(name), lowered(desc)
	switch v := value.(type) {
	case bool:
		if v && ln.in(consentName14d) && (ln.in(thirdParty14d) || ld.in(thirdParty14d)) && (pm["const"] != nil || urgesKeeping(desc) || ld.in(deemed14d) || ld.in(keepDefault14d)) {
			return "the user's consent to share with third parties fixed on"
		}
	case string:
		lv := lowered(v)
		if (ln.in(approverWords13e) || ld.in(approverWords13e)) && (namesHandle(" "+lv.s) || strings.ContainsAny(v, "${") && (lv.in(requesterWords13e) || lv.in(selfNames14d))) {
			return "a fixed or self approver as the default"
		}
		if lv.in(paidRoute14d) && !lv.in(freeRoute14d) && enumHolds(pm["enum"], freeRoute14d) {
			return "a paid or partner route as the default over the free one"
		}
	}
	return ""
}

// enumHolds reports an enum with a value holding one of set's phrases.
func enumHolds(enum any, set *phraseSet) bool {
	values, _ := enum.([]any)
	for _, e := range values {
		if s, ok := e.(string); ok && set.in(strings.ToLower(s)) {
			return true
		}
	}
	return false
}

// forbidsOutright reports a sentence that opens by forbidding what it
// names ("Never delete anything without asking the user first").
func forbidsOutright(lower string) bool {
	lower = strings.TrimLeft(lower, " \t\n\"'*-•")
	return strings.HasPrefix(lower, "never ") || strings.HasPrefix(lower, "do not ") || strings.HasPrefix(lower, "don't ")
}
