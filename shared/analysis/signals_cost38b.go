package analysis

// gatedReading is one of the readings judgeSentence asks of every
// sentence, with the sets it needs (needMask, as anywayJudges): a
// sentence whose bits hold none of them cannot hold the reading, which
// is then not asked. The sets are proved from the reading's source, for
// any property name (TestReadingNeeds); a reading with none proved is
// asked as before, through judgeReading or judgeMentioned19g.
type gatedReading struct {
	need needMask
	read func(lt, prop lowText) (string, string)
}

// judge is judgeReading(g.read, …), skipped where the sentence cannot
// hold the reading.
func (g gatedReading) judge(sg *signals, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || !g.need.mayHold(sg.phrases()) {
		return nil
	}
	return judgeReading(g.read, *sg, ctx, quoting)
}

// judgeMentioned is judgeMentioned19g(g.read, …), skipped where the
// sentence cannot hold the reading.
func (g gatedReading) judgeMentioned(sg *signals, ctx scanContext, quoting, lift bool) []textFinding {
	if quoting && !(lift && sg.has[cMention]) || !g.need.mayHold(sg.phrases()) {
		return nil
	}
	return judgeMentioned19g(g.read, *sg, ctx, quoting, lift)
}

// judgeSentence's readings that a sentence's bits can rule out.
var (
	tune13eGated   = gatedReading{needs(requesterWords13e, fixedApproverWords13e, overseerWords13e, urgencyClaims13e, disguise13e, badReviews13e, withheld13e, linkWords13e, userNamesRival14e, blanketReassurance14e, partPriceTold14e, noNeedToTell14e), tune13eReading}
	tune14bGated   = gatedReading{needs(weakenMark14b, checkObj14b, pinnedOff14b, pinnedOn14b, safeField14b, pinnedHidden14b, unredacted14b, keyPrefix14b, offHours14b, changeWords14b, regardlessInput14b, userAsks14b, swapAct14b, examplesRef14b, copyKept14b, fixedSay14b), tune14bReading}
	tune14dGated   = gatedReading{needs(deemed14d, keepOff14d, offOrder14d, lesser14d, tell14d, admitAside14d, alter14d, recordedTime14d, requested14d, selfApproval14d, forMetric14d), tune14dReading}
	tune15cGated   = gatedReading{needs(useExample15c, unlessOtherwise15c, keepFromUser15c, claimSuccess15c, onlyVerdict15c, always15c), tune15cReading}
	tune16cGated   = gatedReading{needs(presentAs16c, omit16c, askedSecret16c, putFirst16c, noAsk16c, remember16c), tune16cReading}
	tune17aGated   = gatedReading{needs(figure17a, userVoice17a, signAs17a), tune17aReading}
	tune17dGated   = gatedReading{needs(asUser17d, userMeans17d, assistantDid17d, securityAlert17d, recovery17d, secondFactor17d, forwarding17d, grant17d, exposed17d, oneTimeCode17d, personalBulk17d), tune17dReading}
	tune18aGated   = gatedReading{needs(nullSink18a, silenced18a, severity18a, recordTime18a, rewrite18a, signOff18a, passed18a, verdict18a), tune18aReading}
	tune18bGated   = gatedReading{needs(trait18b, translate18b, cite18b, omit18b, regardless18b, numShift18b, side18b, boost18b), tune18bReading}
	tune19aGated   = gatedReading{needs(tellUser19a, incident19a, paging19a, muteCommand19a, auditTrail19a, auditCommand19a, openToAll19a, trustee19a, everyRow19a, review19a), tune19aReading}
	tune19bGated   = gatedReading{needs(ifUserAsks19b, charge19b, notMention19b, rivalShop19b), tune19bReading}
	tune19gGated   = gatedReading{needs(chain19g, substitute19g, asMeasured19g, regardless19d, notActualUser19g, actorName19g, whenPresenting19g, paging19a, fabricatedCheck19g, shownUsers19g, overUser19a, noMatterAsked19g, onlyRelay19g, nextPeriod19g, time19d, noAsk19g, offRecord19g), tune19gReading}
	tune20aGated   = gatedReading{needs(memoryPlace20a, fillVerb20a, feeWord20a, doneClaim20a, describeAs20a, escapes20a, favourable20a, medicalCare20a, wholeSource20a, depObject20a, silence20a, noOtherSource20a, bonusPoints20a, scrutiny20a, tell20a, safetyAlarm20a), tune20aReading}
	tune37cGated   = gatedReading{needs(accessGuard37c, guardFalse37c), tune37cReading}
	tune20bGated   = gatedReading{needs(goodVerdict20b, hush20b, closeItem20b, grantAdmin20b, securityOff20b, topRole20b, rivals20b, ownChanges20b), tune20bReading}
	tune21aGated   = gatedReading{needs(waive21a, whyAsk21a, already21a, approve21a, silence21a, falseWord21a, repeat21a, bounds21a, fail21a, concede20b, noCheck21a, omit21a), tune21aReading}
	shop21aGated   = gatedReading{needs(rivals21a, metric21a, refCode21a, ifAsked21a, rankFirst21a, promoRate21a, currency21a), tune21aShopReading}
	rec26cGated    = gatedReading{needs(heldSecret26c), rec26cReading}
	rec28Gated     = gatedReading{needs(insteadOfMeasured28, fineLabel28, limitAsValue28, asFigure28, every28, doneLabel28, strictWhether28, missing28, leftOut28), rec28Reading}
	tune28rGated   = gatedReading{needs(writes28, safety28r, userValue28r, unreported28r, sensitive28r), tune28rReading}
	tune28sGated   = gatedReading{needs(copyInto28s, liveSecret28s, account28s), tune28sReading}
	tune29aGated   = gatedReading{needs(guard29a, against29a, tellVerb27, reply29a), tune29aReading}
	tune30bGated   = gatedReading{needs(secretFile30b, valueOf30b, confirm30b), tune30bReading}
	tune31aGated   = gatedReading{needs(describe31a, tellVerb27, thisAct31a, trail31a), tune31aReading}
	tune33aGated   = gatedReading{needs(orderVerbs33a), tune33aReading}
	grant33aGated  = gatedReading{needs(grantAct33a), grantReading33a}
	marker33aGated = gatedReading{needs(addsTo33a), markerReading33a}
	tune33bGated   = gatedReading{needs(skipped33b, failed33b, overUser33b, standing33b, unasked29a, pretext29a, keepOn33b), tune33bReading}
	tune15aGated   = gatedReading{needs(commandForModel15a, webContent15a, obeyAct15a, adWords15a, adHidden15a, recommend15a, otherSources15a, sourcesOtherThan15a, slantAct15a, sessionWord15a, userAccountAway15a, logoutBan15a, userData15a, formWords15a, openFirst15a, unasked15a), tune15aReading}
	tune16bGated   = gatedReading{needs(embeddedOrders16b, collidingName16b, redirectorParam16b, passedOn16b), tune16bReading}
)
