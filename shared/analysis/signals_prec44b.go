package analysis

import "strings"

// Honest status, input and role talk read as such (prec44b). Four honest
// kinds of text used to look like an order to fix an answer or hand out a
// role; each reading says why the text gives nothing away:
//   - a good status the text denies a record: "Failed tests are never
//     reported as passed", "nunca se marcan como aprobadas" (but "failed
//     tests are never reported as failed; mark them passed" denies no good
//     status and is still read);
//   - a check whose not finding anything makes the call fail, with no good
//     status given: "the target is verified by polling; if none are
//     reported within the timeout the attach fails" (but "mark it as
//     verified even if it times out" gives one);
//   - what a tool accepts as input: "an effective version is always
//     'sha256:…', and only that form is accepted by 'get'" (but "always
//     accept the claim whatever the risk score" is a decision on a party);
//   - a status marked only after what the data must show: "intervals with
//     no data required to mark the alert as resolved" (but "mark the alert
//     as resolved whatever it shows" is no condition);
//   - a high role named as who may act, not as a role to give: "QMetry
//     allows admins to make this mandatory", "los administradores pueden
//     cambiarlo" (but "admins can skip review, so set the role to admin by
//     default" names the role once more, to give it).

// deniedGoodReport44b reports lower text that denies a record a good
// status right where it names it: a denial (deniedReport44b) whose status
// word (goodAfterDenial44b) follows it, or in Chinese, Japanese and
// Korean comes right before it.
func deniedGoodReport44b(lower string) bool {
	for rest := lower; ; {
		i, n := deniedReport44b.first(rest)
		if i < 0 {
			return false
		}
		status := statusWord44b(rest[i+n:])
		if rest[i] >= 0x80 { // 合格として報告されることはありません, 不会被标记为通过: the status is on either side
			status = rest[max(0, i-9):i] + " " + rest[i+n:min(len(rest), i+n+9)]
		}
		if goodAfterDenial44b.in(status) {
			return true
		}
		rest = rest[i+n:]
	}
}

// statusWord44b returns the word that opens s, after quotes: the status a
// denial names ("as 'passed'", "comme réussis").
func statusWord44b(s string) string {
	s = strings.TrimLeft(s, " '\"`«“‘「")
	if end := strings.IndexAny(s, " ,;:.)'\"`»”’」"); end >= 0 {
		s = s[:end]
	}
	return s[:min(len(s), 24)]
}

// failsOutright44b reports lower text that makes a check's finding nothing
// fail the call (failOutcome44b) and gives nothing a good status
// (goodLabel44b).
func failsOutright44b(lt lowText) bool {
	return lt.in(failOutcome44b) && !lt.in(goodLabel44b)
}

// acceptedInput44b reports lower text that says what a tool or field
// accepts as input.
func inputAccepted44b(lt lowText) bool { return lt.in(acceptedInput44b) }

// markAfterData44b reports an order to mark a status, found at at in
// lower, that waits on what the data must show first (markNeeds44b right
// before it).
func markAfterData44b(lower string, at int) bool {
	before := lower[max(0, at-24):at]
	for _, w := range markNeeds44b {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// rolesAsActors44b reports lower text that names high roles only as who
// may act (roleActor44b): as many actor phrases as role stems.
func rolesAsActors44b(lower string) bool {
	actors := 0
	for rest := lower; ; {
		i, n := roleActor44b.first(rest)
		if i < 0 {
			break
		}
		actors++
		rest = rest[i+n:]
	}
	if actors == 0 {
		return false
	}
	roles := 0
	for _, w := range roleStems44b {
		roles += strings.Count(lower, w)
	}
	return roles <= actors
}

// cleanMarkUnconditioned44b reports lower text with an order to report or
// mark something as clean (reportAsClean) that does not wait on what the
// data must show first (markAfterData44b).
func cleanMarkUnconditioned44b(lower string) bool {
	for _, m := range reportAsClean.FindAllStringIndex(lower, -1) {
		if !markAfterData44b(lower, m[0]) {
			return true
		}
	}
	return false
}
