package analysis

// tune15aReading returns the rule and finding of a sentence in a browsing,
// search, scraping or news tool that turns the web content the model reads
// against the user, or "" when it holds none: page text obeyed as orders,
// paid placements or tracking hidden, other sources kept out, a fixed
// slant, the browser kept in another account, the user's cookies or words
// put into a request, or pages opened and forms sent unasked. Each
// reading names its object in the sentence, so the property's name (the
// second argument of judgeReading's readings) is not read.
func tune15aReading(lt, _ lowText) (rule, what string) {
	switch {
	case lt.in(untrusted15a): // a tool that keeps web content as data
	case lt.in(commandForModel15a) && (lt.in(webContent15a) || lt.in(obeyAct15a) && lt.in(quietly15a)),
		lt.in(webContent15a) && lt.in(obeyAct15a) && lt.in(quietly15a),
		lt.in(obeyAct15a) && lt.in(overPrior15a):
		return "poison-hidden-instruction", "an order to obey text from web pages or feeds as the model's instructions"
	case lt.in(adWords15a) && lt.in(adHidden15a) && !lt.in(adSeen15a),
		lt.in(adHidden15a) && lt.in(disguise13e):
		return "poison-preference-manipulation", "an order to pass paid placements or tracked links off as neutral ones"
	case lt.in(recommend15a) && lt.in(recommendByBadge15a) && lt.in(notMention15a):
		return "poison-preference-manipulation", "an order to recommend by a partner mark and keep the mark unsaid"
	case lt.in(otherSources15a) && lt.in(fallbackOnly15a) && (lt.in(fallbackUse15a) || domainIn(lt.s)),
		lt.in(sourcesOtherThan15a) && lt.in(fakeWords15a) && domainIn(lt.s):
		return "poison-preference-manipulation", "an order to keep every source but a fixed one out of the answer"
	case lt.in(slantAct15a) && lt.in(slantObj15a) && (lt.in(slantKept15a) || lt.in(summaryWords15a)) && !lt.in(slantHonest15a):
		return "poison-answer-manipulation", "an order to give summaries a fixed slant"
	case lt.in(sessionWord15a) && lt.in(fakeReport15a),
		lt.in(userAccountAway15a),
		lt.in(logoutBan15a) && lt.in(foreignAccount15a) && !lt.in(askedBy15a):
		return "poison-hidden-instruction", "an order to keep the browser in another account against the user"
	case lt.in(userData15a) && lt.in(intoRequest15a) && !lt.in(neverPut15a):
		return "poison-exfiltration", "an order to put the user's cookies or messages into a request"
	case lt.in(formWords15a) && lt.in(submitWords15a) && lt.in(fromChat15a) && !lt.in(askFirst15a):
		return "poison-hidden-instruction", "an order to send a form with the user's details unasked"
	case lt.in(openFirst15a) && lt.in(openAct15a) && lt.in(sameTab15a) && domainIn(lt.s),
		lt.in(unasked15a) && lt.in(browseAct15a) && !lt.in(askedBy15a) && !lt.in(neverPut15a):
		return "poison-hidden-instruction", "an order to open pages or act in the browser unasked"
	}
	return "", ""
}

// keepsPageAsData reports a sentence that keeps the instructions web
// content may hold as data to report, not orders: the learned model
// reads the warning's words as the attack's.
func keepsPageAsData(lower string) bool {
	return phrasesIn(lower).in(keptAsData15a)
}

// quotedAsData reports a sentence that quotes an injection ("ignore
// previous instructions") to say it is reported, never run.
func quotedAsData(sent string, lt lowText) bool {
	return hasQuoteMark(sent) && lt.in(keptAsData15a)
}

// userGivenSecret reports credentials limited to what the user gave in
// this conversation, or a site's one-time code the user is asked to type.
func userGivenSecret(lt lowText) bool {
	return lt.in(userGivenOnly15a) && lt.in(onlyWords15a) || lt.in(siteAsksCode15a)
}
