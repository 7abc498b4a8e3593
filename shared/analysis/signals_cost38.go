package analysis

import "strings"

// needMask is the phrase sets one of which a reading needs, as bits of
// lowText.hits: a sentence whose bits hold none of them cannot hold the
// reading, which is then not asked. Nil: not known, always asked. The
// sets of each reading are proved from its source (TestReadingNeeds).
type needMask []wordMask

// needs returns the mask of sets, or nil where one has no bit to ask.
func needs(sets ...*phraseSet) needMask {
	var m needMask
	for _, p := range sets {
		if p.bit < 0 {
			return nil
		}
		i := 0
		for i < len(m) && m[i].word != p.word {
			i++
		}
		if i == len(m) {
			m = append(m, wordMask{word: p.word})
		}
		m[i].mask |= p.mask
	}
	return m
}

// mayHold reports whether lt may hold a reading that needs m: always
// where either is not known.
func (m needMask) mayHold(lt lowText) bool {
	if m == nil || lt.hits == nil {
		return true
	}
	for _, w := range m {
		if lt.hits[w.word]&w.mask != 0 {
			return true
		}
	}
	return false
}

// gatedJudge is one of judgedAnyway's readings with the sets it needs.
type gatedJudge struct {
	need   needMask
	judged func(sentence string, lt lowText) bool
}

// anywayJudges are judgedAnyway's readings, in its order.
var anywayJudges = []gatedJudge{
	{needs(payWordSet), func(sentence string, lt lowText) bool {
		return hasDigit(sentence) && payWord(lt) && payeeAccount(sentence, lt)
	}},
	{nil, func(sentence string, lt lowText) bool {
		return strings.Contains(sentence, "(") && callWithAddress(sentence)
	}},
	{needs(everyScopeSet1), func(sentence string, lt lowText) bool { return everyScope(lt) }},
	{needs(unwatchedSet), func(sentence string, lt lowText) bool { return unwatched(lt) }},
	{needs(lowkeyCueSet, everyOrderSet), func(sentence string, lt lowText) bool { return lowkeyCue(lt) }},
	{nil, func(sentence string, lt lowText) bool { return hasDigit(lt.s) && massRepeat(lt) }},
	{needs(forbidSet, publicSet, regardlessSet, approvalModeSet, codeHostSet, chargeSet), func(sentence string, lt lowText) bool { return tune5acJudged(lt) }},
	{nil, func(sentence string, lt lowText) bool {
		return strings.ContainsAny(lt.s, "=:") && raisesPrivilege(lt.s)
	}},
	{needs(currentChatSet, toolCallsSet, allEnvSet, aboutUserSet, sideActionSet, anyoneLinkSet, otherServerSet, payeeWordSet, realRecipientSet, unlockSet, requestTextSet, unlimitedSet, searchQuerySet, storeVerbSet, permanentRuleSet, futureChatsSet, recurringSet, approveCmdSet, publicPlaceSet, verbatimSet, addressWordSet), func(sentence string, lt lowText) bool { return judgedAnywayTune5b(lt) }},
	{nil, func(sentence string, lt lowText) bool { return tune5bUnsetCue(sentence, lt) }},
	{needs(runDown, overUserInput, priorApproval, everyTask, selectorProof, treatConfirmed, wipeCommand, publishVerb, outOfSync, autoApprove, longMemory, plannerRole, riskyFlag, omitFrom, coverStory, hideFromView), func(sentence string, lt lowText) bool { return workflowCue(lt) }},
	{needs(everyReplySet), func(sentence string, lt lowText) bool { return lt.in(everyReplySet) && domainIn(lt.s) }},
	{needs(overrideCueSet, passOffSet), func(sentence string, lt lowText) bool { return overrideCue(lt) }},
	{needs(fabricateSet, forgedCallSet, skipWordSet, repeatVerbSet, confirmOriginalSet), func(sentence string, lt lowText) bool { return tune11dJudged(lt) }},
	{nil, func(sentence string, lt lowText) bool { return cmdJudged(sentence) }},
	{needs(payRouteSet), func(sentence string, lt lowText) bool { return fixedPayeeOrder(sentence, lt) }},
	{needs(currencyWords), func(sentence string, lt lowText) bool { return perUseCharge(sentence, lt) }},
	{nil, func(sentence string, lt lowText) bool { return sweepingDelete(lt, "") }},
	{needs(widenVerbs), func(sentence string, lt lowText) bool { return widenedWork(lt) }},
	{nil, func(sentence string, lt lowText) bool { return tune12aCue(lt) }},
	{needs(presentFrameSet, unlikeFactsSet, skipUserSet, aroundSet, neverReport), func(sentence string, lt lowText) bool { return tune12cJudged(lt) }},
	{needs(hideItemSet, tellUserVerbSet, tellUserFinalSet), func(sentence string, lt lowText) bool { return tune12eJudged(lt) }},
	{needs(requesterWords13e, noticeOff13e, disguise13e, fixedApproverWords13e, overseerWords13e, urgencyClaims13e, badReviews13e, withheld13e, linkWords13e, userNamesRival14e, blanketReassurance14e, partPriceTold14e, noNeedToTell14e), func(sentence string, lt lowText) bool { return tune13eJudged(lt) }},
	{needs(unlistedWords13d, securityAlerts13d, sentTrail13d, logTrail13d, assistantTrail13d, notUser13d, officers13d, hiddenAI13d, approves13d, skipConsent13d, acceptAll13d), func(sentence string, lt lowText) bool { return tune13dJudged(lt) }},
	{needs(pinnedOn14b, pinnedOff14b, copyKept14b, weakenMark14b, checkObj14b, safeField14b, pinnedHidden14b, unredacted14b, keyPrefix14b, offHours14b, changeWords14b, regardlessInput14b, userAsks14b, swapAct14b, examplesRef14b, fixedSay14b), func(sentence string, lt lowText) bool { return tune14bJudged(lt) }},
	{needs(tellUser14c, verdictFixed14c, onlyBrand14c, userAsksAbout14c, askConfirm14c, confirmedBefore, skipConfirm14c, askedAgain14c, crossServer14c, seenInChat14c, ambiguousPayee14c, alwaysTo14c, verifyOff14c, omitShown14c, wholeChat14c), func(sentence string, lt lowText) bool { return tune14cJudged(sentence, lt) }},
	{needs(deemed14d, keepOff14d, lesser14d, offOrder14d, tell14d, admitAside14d, alter14d, recordedTime14d, requested14d, selfApproval14d, forMetric14d), func(sentence string, lt lowText) bool { return tune14dJudged(lt) }},
	{needs(assistantOwnSet, figureSourceSet), func(sentence string, lt lowText) bool { return tune15bJudged(lt) }},
	{needs(useExample15c, unlessOtherwise15c, keepFromUser15c, claimSuccess15c, onlyVerdict15c, always15c), func(sentence string, lt lowText) bool { return tune15cJudged(lt) }},
	{needs(commandForModel15a, webContent15a, obeyAct15a, adWords15a, adHidden15a, recommend15a, otherSources15a, sourcesOtherThan15a, slantAct15a, sessionWord15a, userAccountAway15a, logoutBan15a, userData15a, formWords15a, openFirst15a, unasked15a), func(sentence string, lt lowText) bool { return holdsReading(tune15aReading, lt) }},
	{nil, func(sentence string, lt lowText) bool { return settingLifted(lt.s) }},
	{needs(securityControlSet, brokenCryptoSet, failingSet, adminPolicySet, openToAllSet, unplannedSet), func(sentence string, lt lowText) bool { return tune15eCue(lt) }},
	{needs(riskyCallStem16b, embeddedOrders16b, collidingName16b, redirectorParam16b, passedOn16b), func(sentence string, lt lowText) bool { return tune16bJudged(lt) }},
	{needs(waived16, fee16, covert16, overUsersWord16, cleanVerdict16, rankFirst16, rankVerbSet, presentAsBest16, rivalsOmittedSet), func(sentence string, lt lowText) bool { return hn16Judged(lt) }},
	{needs(presentAs16c, omit16c, askedSecret16c, putFirst16c, noAsk16c, remember16c), func(sentence string, lt lowText) bool { return holdsReading(tune16cReading, lt) }},
	{needs(figure17a, userVoice17a, signAs17a), func(sentence string, lt lowText) bool { return holdsReading(tune17aReading, lt) }},
	{nil, func(sentence string, lt lowText) bool { return tune16aJudged(sentence, lt) }},
	{needs(asUser17d, userMeans17d, assistantDid17d, securityAlert17d, recovery17d, secondFactor17d, forwarding17d, grant17d, exposed17d, oneTimeCode17d, personalBulk17d), func(sentence string, lt lowText) bool { return holdsReading(tune17dReading, lt) }},
	{needs(tellAs17b, hideChange17b, describeChangeAs17b, securityLint17b, alwaysApprove17b, askUser17b, writeAll17b, authCheck17b, execCall17b, checksOff17b, hostGuardOff17b, release17b), func(sentence string, lt lowText) bool { return tune17bJudged(lt) }},
	{needs(nullSink18a, silenced18a, severity18a, recordTime18a, rewrite18a, signOff18a, passed18a, verdict18a), func(sentence string, lt lowText) bool { return holdsReading(tune18aReading, lt) }},
	{nil, func(sentence string, lt lowText) bool { return holdsReading(tune18cReading, lt) }},
	{needs(trait18b, translate18b, cite18b, omit18b, regardless18b, numShift18b, side18b, boost18b), func(sentence string, lt lowText) bool { return holdsReading(tune18bReading, lt) }},
	{needs(tellUser19a, incident19a, paging19a, muteCommand19a, auditTrail19a, auditCommand19a, openToAll19a, trustee19a, everyRow19a, review19a), func(sentence string, lt lowText) bool { return holdsReading(tune19aReading, lt) }},
	{needs(goodState19d, hush19d, regardless19d, appear19d, claimAsked19d, attest19d), func(sentence string, lt lowText) bool { return holdsReading(tune19dReading, lt) }},
	{needs(ifUserAsks19b, charge19b, notMention19b, rivalShop19b), func(sentence string, lt lowText) bool { return tune19bJudged(lt) }},
	{needs(chain19g, substitute19g, asMeasured19g, regardless19d, notActualUser19g, actorName19g, whenPresenting19g, paging19a, fabricatedCheck19g, shownUsers19g, overUser19a, noMatterAsked19g, onlyRelay19g, nextPeriod19g, time19d, noAsk19g, offRecord19g), func(sentence string, lt lowText) bool { return holdsReading(tune19gReading, lt) }},
	{needs(say20e, checkedByTool20e, errors20e, ownAct20e, scandal20e, others20e, thisTool20e, scam20e, ignoreOrder20e, whateverUser20e, ownRules20e, amount20e, payFlow20e, takeExample20e), func(sentence string, lt lowText) bool { return holdsReading(tune20eReading, lt) }},
	{needs(passAsClean20c, slipUnder20c, fullSecret20c, checkpoint20c, backToUser20c, toldUser20c, leftOut20c, cheaper13e, evenIfAsked20c, framedBetter20c, firstAny20c, withholdOption20c, cleanClaim20c, userVoice20c, skipCheck20c, ownOpinion20c, muteAlerts20c, onRead20c, allWell20c), func(sentence string, lt lowText) bool { return holdsReading(tune20cReading, lt) }},
	{needs(goodVerdict20b, hush20b, closeItem20b, grantAdmin20b, securityOff20b, topRole20b, rivals20b, ownChanges20b), func(sentence string, lt lowText) bool { return holdsReading(tune20bReading, lt) }},
	{needs(partner20b, scarcity20b, paid20b), func(sentence string, lt lowText) bool {
		return holdsReading(func(lt, _ lowText) (string, string) {
			return tune20bText(lt)
		}, lt)
	}},
	{needs(memoryPlace20a, fillVerb20a, feeWord20a, doneClaim20a, describeAs20a, escapes20a, favourable20a, medicalCare20a, wholeSource20a, depObject20a, silence20a, noOtherSource20a, bonusPoints20a, scrutiny20a, tell20a, safetyAlarm20a), func(sentence string, lt lowText) bool { return holdsReading(tune20aReading, lt) }},
	{nil, func(sentence string, lt lowText) bool { return tune21aJudged(lt) }},
	{needs(skip25, hush25, noRepeat25), func(sentence string, lt lowText) bool { return holdsReading(rec25aReading, lt) }},
	{nil, func(sentence string, lt lowText) bool { return rec26aJudged(lt) }},
	{needs(heldSecret26c), func(sentence string, lt lowText) bool { return holdsReading(rec26cReading, lt) }},
	{needs(tellVerb27, sameAgain27, heldValue27, raiseBy27, undisclosed27, optOutList27, always27), func(sentence string, lt lowText) bool { return rec27Judged(lt) }},
	{needs(insteadOfMeasured28, fineLabel28, limitAsValue28, asFigure28, every28, doneLabel28, strictWhether28, missing28, leftOut28), func(sentence string, lt lowText) bool { return holdsReading(rec28Reading, lt) }},
	{needs(writes28, safety28r, userValue28r, unreported28r, sensitive28r), func(sentence string, lt lowText) bool { return holdsReading(tune28rReading, lt) }},
	{needs(copyInto28s, liveSecret28s, account28s), func(sentence string, lt lowText) bool { return holdsReading(tune28sReading, lt) }},
	{needs(guard29a, against29a, tellVerb27, reply29a), func(sentence string, lt lowText) bool { return holdsReading(tune29aReading, lt) }},
	{needs(secretFile30b, valueOf30b, confirm30b), func(sentence string, lt lowText) bool { return holdsReading(tune30bReading, lt) }},
	{needs(offOrder29a), func(sentence string, lt lowText) bool { return lt.in(offOrder29a) }},
	{needs(copyInto28s), func(sentence string, lt lowText) bool { return secretCopied28s(lt) }},
	{needs(account28s), func(sentence string, lt lowText) bool { return extraAccountLine28s(lt) }},
	{needs(confirm21a, selfApproval25), func(sentence string, lt lowText) bool { return approvalGiven25(lt) }},
	{needs(agent25), func(sentence string, lt lowText) bool { return agentApproves25(lt) }},
	{needs(record30a), func(sentence string, lt lowText) bool { return tune30aJudged(lt) }},
	{needs(describe31a, tellVerb27, thisAct31a, trail31a), func(sentence string, lt lowText) bool { return holdsReading(tune31aReading, lt) }},
	{needs(orderVerbs33a), func(sentence string, lt lowText) bool { return holdsReading(tune33aReading, lt) }},
	{needs(grantAct33a), func(sentence string, lt lowText) bool { return holdsReading(grantReading33a, lt) }},
	{needs(addsTo33a), func(sentence string, lt lowText) bool { return holdsReading(markerReading33a, lt) }},
	{needs(skipped33b, failed33b, overUser33b, standing33b, unasked29a, pretext29a, keepOn33b), func(sentence string, lt lowText) bool { return holdsReading(tune33bReading, lt) }},
	{needs(unenforced33d), func(sentence string, lt lowText) bool { return holdsReading(tune33dReading, lt) }},
	{needs(denied35a, signAct35a, protected35a, purge35a, humanCheck35a, humanOff35a, neverHuman35a, notObtained35a, unverified35a), func(sentence string, lt lowText) bool { return holdsReading(tune35aReading, lt) }},
	{needs(pinned35b, mismatch35b, wideGrant35b, safeguard35b), func(sentence string, lt lowText) bool { return holdsReading(tune35bReading, lt) }},
	{needs(hushed36a, hush19d, tellAs36a, notUser36a, keepGiven36a, sideCopy36a), func(sentence string, lt lowText) bool { return tune36aJudged(lt) }},
	{needs(echo36b, conflict36b, credit36b, ownKnowledge36b, notExist36b, omit36b, unanimous36b, settledFact36b, directive36b, overUser36b, tenants36b, internalHosts36b, hush36b, othersPrivate36b, concludeFor36b, classified36b, sessionCred36b, personalContact36b, competitor36b), func(sentence string, lt lowText) bool { return holdsReading(tune36bReading, lt) }},
	{needs(echo36b), func(sentence string, lt lowText) bool { return hiddenEchoed36b(lt) }},
	{needs(accessGuard37c, guardFalse37c), func(sentence string, lt lowText) bool { return holdsReading(tune37cReading, lt) }},
	{needs(mark37b, haste37b, overseer37b, waiver37b, recourse37b, hold37b, represent37b), func(sentence string, lt lowText) bool { return holdsReading(tune37bReading, lt) }},
	{needs(authFail37a, reportVerb37a, lift37a, againstLimit37a, thenAct37a, stepCue37a, firstCue37a, changeTo37a), func(sentence string, lt lowText) bool { return tune37aJudged(lt) }},
	{needs(tell38a, erase37a, leaveOut38a, weaken38a, overUser38a, preApproved38a, asUser38a, outrank38a, blocks38a, warning38a, forward38a, fail38a, close38a, sensitive38a), func(sentence string, lt lowText) bool { return holdsReading(tune38aReading, lt) }},
	{needs(handOver39a, tellDone39a, openToAll39a), func(sentence string, lt lowText) bool { return holdsReading(tune39aReading, lt) }},
	{needs(madeUp40a, whoWrote40a, labelAs40a, bargainLimit40a, keptForever40a), func(sentence string, lt lowText) bool { return holdsReading(tune40aSentence, lt) }},
	{needs(oversight41a, labelAs40a, verdict41a, sendUs41a, toUsIt41a, negLink41a, purposeLink41a, purposeAfter41a, commercialReason41a, unchecked41a, weakenAct41a, worldOpen41a, belittle41a), func(sentence string, lt lowText) bool { return holdsReading(tune41aReading, lt) }},
	{needs(handOnIt42), func(sentence string, lt lowText) bool {
		return lt.in(handOnIt42) && !lt.in(credSlot42)
	}},
	{needs(tellUser42a, alarmPurpose42a, omit42a, intoRecord42a, selfAdopt42a, ownLimits42a, skipAsk42a, othersChoice42a), func(sentence string, lt lowText) bool { return holdsReading(tune42aReading, lt) }},
	{needs(handOn43a, relabel43a), func(sentence string, lt lowText) bool { return holdsReading(tune43aReading, lt) }},
	{needs(guard43b, infraGuard41a, failState43b), func(sentence string, lt lowText) bool { return holdsReading(tune43bReading, lt) }},
	{needs(incident44c, leaveOut44c, downrank44c), func(sentence string, lt lowText) bool { return holdsReading(tune44cReading, lt) }},
	{needs(spendAct44b, unlessNot44b, envSecretEnd44b), func(sentence string, lt lowText) bool { return holdsReading(audit44bReading, lt) }},
	{needs(secret44b, secretMore45s, takeSecret44b, takeMore45s), func(sentence string, lt lowText) bool {
		return (lt.in(secret44b) || lt.in(secretMore45s)) && (lt.in(takeSecret44b) || lt.in(takeMore45s))
	}},
	{needs(withhold45a, shown45a, inContent45a), func(sentence string, lt lowText) bool {
		return (lt.in(withhold45a) || lt.in(shown45a)) && withheld45a(lt, "") || obeysContent45a(lt)
	}},
	{needs(servedNoun46), func(sentence string, lt lowText) bool {
		return (lt.in(passiveAdd43b) || lt.in(paddedWith46)) && lt.in(servedNoun46)
	}},
	{needs(toUs47v, approvedAlready47v, deAlready47v), func(sentence string, lt lowText) bool {
		return lt.in(toUs47v) && lt.in(userSecret47v) || lt.in(approvedAlready47v) || lt.in(deAlready47v) && lt.in(deApproved47v)
	}},
	{needs(secondFactor48), func(sentence string, lt lowText) bool { return lt.in(secondFactor48) && factorOffAt48(lt.s) >= 0 }},
}
