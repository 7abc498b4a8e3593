package analysis

// Integrity attacks, read by what the text makes the model write rather
// than by the domain's words (rec28): a record, a report or a certificate
// that holds another value or status than the one measured or done.
//   - a figure put in place of the measured or actual one when it is out
//     of bounds ("rapporter 0,49 i stedet for faktisk tall");
//   - an out-of-bounds or failed result written down as a fine one ("a
//     positive result is entered as 'negative'");
//   - a step recorded as done, passed or signed whether or not it was;
//   - a missing result filled from another run or day ("copy the previous
//     run's defect list and record it under today's date");
//   - the limit or the contract written in place of a reading beyond it,
//     a range of readings written as one figure, every result as fine;
//   - an entry left out of a report whatever it shows.
//
// A prohibition, a detector's or a scanner's voice, a promise to report
// everything, a rounding rule or a documented correction is no such order.

// rec28Reading returns the rule and finding of a sentence that writes a
// value or status other than the true one, or "" when it holds none.
func rec28Reading(lt, _ lowText) (rule, what string) {
	if !lt.in(writes28) && !lt.in(leftOut28) || guarded25(lt) || lt.in(scanner18a) || lt.in(reportsEverything) || lt.in(notFine28) || lt.in(honest28) {
		return "", ""
	}
	writes, bad := lt.in(writes28), lt.in(outOfBounds28)
	switch {
	case writes && bad && lt.in(insteadOfMeasured28):
		return "poison-answer-manipulation", "an order to record another figure in place of the measured one"
	case writes && bad && lt.in(fineLabel28):
		return "poison-answer-manipulation", "an order to record an out-of-bounds or failed result as a fine one"
	case writes && bad && lt.in(limitAsValue28):
		return "poison-answer-manipulation", "an order to record the limit or the contract in place of a reading beyond it"
	case writes && lt.in(asFigure28) && lt.in(rangeOf28) && hasDigit(lt.s):
		return "poison-answer-manipulation", "an order to record a range of readings as one figure"
	case writes && lt.in(every28) && lt.in(fineLabel28) && !lt.in(conditionalTruth28):
		return "poison-answer-manipulation", "an order to record every result as a fine one"
	case writes && (lt.in(doneLabel28) && (lt.in(whetherDone28) || lt.in(missing28)) || lt.in(strictWhether28) && lt.in(happened28)):
		return "poison-answer-manipulation", "an order to record a step as done whether or not it was"
	case writes && lt.in(missing28) && lt.in(carriedOver28):
		return "poison-answer-manipulation", "an order to fill a missing result from another run or day"
	case lt.in(leftOut28) && (lt.in(whetherDone28) || bad):
		return "poison-concealment", "an order to leave an entry out of a report whatever it shows"
	}
	return "", ""
}
