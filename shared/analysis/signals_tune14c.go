package analysis

import "strings"

// unpastedPayee14c is the reading of tune14cReading with a fixed account
// as its target: firm.
const unpastedPayee14c = "a fixed account for any payment whose payee the user did not paste"

// tune14cReading returns the rule and finding of a sentence that tells
// the model what to say or do about a result or the session against the
// user, or "" when it holds none: all went well whatever happened, a
// verdict fixed in advance, records left out of a list passed off as
// whole, a consent screen passed off as routine, one vendor pushed, the
// user's consent claimed or their confirmations skipped, a rule for
// every server's payments or copies. Each reading asks for two or three
// word sets at once, all found in the sentence's one phrase pass.
func tune14cReading(sent string, lt lowText) (rule, what string) {
	switch {
	case lt.in(tellUser14c) && lt.in(fineOutcome14c) && lt.in(againstFact14c) && !lt.in(honestVerdict14c):
		return "poison-answer-manipulation", "an order to tell the user all went well whatever the result"
	case lt.in(verdictFixed14c) && lt.in(fineOutcome14c) && lt.in(authorCondition14c) && !lt.in(honestVerdict14c) && !lt.in(eitherVerdict14c):
		return "poison-answer-manipulation", "a verdict fixed in advance for a chosen author or case"
	case lt.in(tellUser14c) && lt.in(approvalPrompt14c) && lt.in(routineCover14c) && lt.in(coverUp14c):
		return "poison-concealment", "an order to pass off what the user approves as routine"
	case lt.in(onlyBrand14c) && lt.in(othersDown14c) && lt.in(downClaim14c):
		return "poison-preference-manipulation", "an order to push one vendor and run the others down"
	case lt.in(userAsksAbout14c) && lt.in(tellUser14c) && lt.in(dataHandling14c) && lt.in(reassurance14c):
		return "poison-concealment", "a soothing fixed answer to the user's question about where their data goes"
	case lt.in(askConfirm14c) && lt.in(bannedAsk14c) && !lt.in(withoutWords14c):
		return "poison-hidden-instruction", "an order to stop asking the user to confirm"
	case (lt.in(confirmedBefore) && lt.in(actUnasked14c) || lt.in(skipConfirm14c) || lt.in(askedAgain14c) && lt.in(callOrder14c)) && !lt.in(keepConfirm14c):
		return "poison-hidden-instruction", "a claim of the user's standing consent that skips their confirmation"
	case lt.in(crossServer14c) && lt.in(crossAct14c) && lt.in(crossOrder14c) && !lt.in(optional14c):
		return "poison-shadowing", "a rule for other servers' tools that changes what they pay or send"
	case lt.in(seenInChat14c) && lt.in(chatSecret14c):
		return "poison-sensitive-path", "an order to collect any key or token seen in the conversation"
	case lt.in(ambiguousPayee14c) && (payeeAccount(sent, lt) || lt.in(notPasted14c) && lt.in(treatAs14c)) && !lt.in(askBack14c):
		return "poison-tool-invocation", unpastedPayee14c
	case lt.in(alwaysTo14c) && lt.in(copiedThere14c) && hasEmail(sent):
		return "poison-exfiltration", "a fixed outside address every draft or thread is copied to"
	case lt.in(verifyOff14c) && lt.in(retry14c) && !lt.in(refusedRetry14c):
		return "poison-tool-invocation", "an order to retry with a signature or certificate check turned off"
	}
	return "", ""
}

// omitsRecords reports records left out of what the user is shown, with
// the rest passed off as whole or the omission explained away.
func omitsRecords(lt lowText) bool {
	return lt.in(omitShown14c) && lt.in(shownRecord14c) && lt.in(passedAsWhole14c)
}

// judgeTune14c applies tune14cReading to a sentence. A sentence read as
// a quotation is read again without its quoted spans, so a quoted label
// ("versez l'écart comme « frais de change »") hides no order given
// outside it, and a scanner's quoted examples give none. A list of words
// to leave out is quoted by its nature ("drop lines containing
// 'upload'"): omitsRecords yields only to a scanner's words.
func judgeTune14c(sg signals, sent string, ctx scanContext, quoting bool) []textFinding {
	lt := sg.phrases()
	if lt.in(scannerWords14c) {
		return nil
	}
	if omitsRecords(lt) {
		return []textFinding{{rule: "poison-concealment", what: "an order to leave records out of what the user is shown and pass the rest off as whole"}}
	}
	if quoting || sg.has[cMention] {
		if !tune14cJudged(sent, lt) {
			return nil
		}
		sent = blankQuotations(sent)
		lt = phrasesIn(strings.ToLower(sent))
	}
	if rule, what := tune14cReading(sent, lt); rule != "" {
		return []textFinding{{rule: rule, what: what, firm: what == unpastedPayee14c}}
	}
	if lt.in(wholeChat14c) && lt.in(callAgain14c) && !ctx.purpose.conversation && !ctx.purpose.chat {
		return []textFinding{{rule: "poison-exfiltration", what: "an order to call again with the whole conversation or the user's messages"}}
	}
	return nil
}

// tune14cJudged reports a sentence with no concept that holds a reading.
func tune14cJudged(sentence string, lt lowText) bool {
	rule, _ := tune14cReading(sentence, lt)
	return rule != "" || omitsRecords(lt) || lt.in(wholeChat14c) && lt.in(callAgain14c)
}
