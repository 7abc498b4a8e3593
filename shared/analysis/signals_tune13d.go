package analysis

// judgeTune13d reads three acts an assistant does against its user:
// deleting the traces of what was done (sent copies, security alerts,
// log entries about sharing) or deleting kept from the user; speaking as
// someone else (an officer, the account holder, the user with the
// assistant undisclosed); and accepting every request or consent screen
// without the user's say.
func judgeTune13d(sg signals, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	lt := sg.phrases()
	if !tune13dJudged(lt) || userGated(lt) || sg.has[cConsent] && !sg.negation {
		return nil
	}
	switch {
	case erasesTrace(lt):
		return []textFinding{{rule: "poison-concealment", what: "an order to delete the traces of what was done, kept from the user"}}
	case actsAsOther(lt):
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to speak or sign as someone other than the assistant acting for the user"}}
	case acceptsAll(lt) && !acceptsByName(ctx.self):
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order to accept every request or consent screen without the user's say"}}
	}
	return nil
}

// tune13dJudged reports a sentence judgeTune13d reads as one of its acts,
// whatever its concepts.
func tune13dJudged(lt lowText) bool {
	return erasesTrace(lt) || actsAsOther(lt) || acceptsAll(lt)
}

// erasesTrace reports a delete kept out of what the user sees, or one
// aimed at a takeover's notices, a sent mail's copies or the log entries
// about what was shared.
func erasesTrace(lt lowText) bool {
	if !lt.in(eraseVerbs13d) || lt.in(keptAlerts13d) {
		return false
	}
	return lt.in(unlistedWords13d) || lt.in(securityAlerts13d) || lt.in(sentTrail13d) && lt.in(sentAct13d) ||
		lt.in(logTrail13d) && lt.in(sharedTopic13d) || lt.in(assistantTrail13d)
}

// actsAsOther reports an order to sign, send or answer as an officer, the
// account holder, someone other than the user, or the user with the
// assistant kept hidden or approving on their behalf.
func actsAsOther(lt lowText) bool {
	if !lt.in(actAsVerbs13d) || lt.in(disclosedAgent13d) {
		return false
	}
	return lt.in(notUser13d) || lt.in(officers13d) || lt.in(hiddenAI13d) || lt.in(approves13d)
}

// acceptsAll reports an order to accept or grant every request at once,
// or to pass over a permission screen, with no user choosing.
func acceptsAll(lt lowText) bool {
	if lt.in(chooserGate13d) {
		return false
	}
	return lt.in(skipConsent13d) || lt.in(acceptAll13d) && lt.in(requestNouns13d)
}

// acceptsByName reports a tool whose name says accepting or approving is
// its own act (device_approval_approve_all): it describes what it does.
func acceptsByName(self string) bool {
	for _, w := range Tokenize(self) {
		switch w {
		case "accept", "approve", "grant", "allow", "confirm":
			return true
		}
	}
	return false
}
