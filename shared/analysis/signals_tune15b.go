package analysis

import "strings"

// Readings for money servers (tune15b): numbers that are durations rather
// than account details, and a sending the text itself forbids.

// durationWords are the units that make a number a span of time or a
// count of days, not an account or an amount to pay.
var durationWords = []string{"-day", " day", "-hour", " hour", "-week", " week", "-month", " month", "-minute", " minute", " business day", "-business-day",
	" días", " dias", " jours", " tage", " giorni", " дн", " дней", " час", "天", "日", "時間", "일", "시간"}

// durationsOnly reports a sentence whose every number counts days, hours
// or weeks ("the 7-day withdrawal delay"): a delay told to the user.
func durationsOnly(sent string) bool {
	seen := false
	for i := 0; i < len(sent); i++ {
		if !isASCIIDigit(sent[i]) || i > 0 && (isASCIIDigit(sent[i-1]) || sent[i-1] == '.' || sent[i-1] == ',') {
			continue
		}
		j := i
		for j < len(sent) && isASCIIDigit(sent[j]) {
			j++
		}
		if !hasAnyPrefix(strings.ToLower(sent[j:min(len(sent), j+16)]), durationWords...) {
			return false
		}
		seen = true
	}
	return seen
}

// sendForbidden reports a sentence whose every verb of sending or acting
// is itself negated ("ничего не скрывайте и не отправляйте данные третьим
// лицам", "never send them to third parties"): a promise, not a sending
// kept from the user.
func sendForbidden(hits []hit, lower string, base int) bool {
	found := false
	for i, h := range hits {
		if h.c != cSend && h.c != cActs && h.c != cRedirect {
			continue
		}
		if !negatedChain(hits, i, lower, base) {
			return false
		}
		found = true
	}
	return found
}
