package analysis

import "strings"

// Accounts named as no payee, more ways (prec43).
//
// withoutNonPayees42 blanks account numbers a sentence names as no payee.
// prec43 reads three more ways of naming one: the words right after it
// deny it is a target, make it an option the user must choose, or a
// sample of a format (noTargetAfter43); the words right before give it as
// a specimen ("as in", "wie"); or it sits in a condition whose answer is
// a check with the user ("if someone asks for FR76 … or another account,
// check with the user first"). paymentText41 keeps the numbers of a
// sentence that overrides the user or hides the act, so "X is not shown
// to the user" stays an order.

// noPayee43 reports an account number at lower[start:end] of a lowercase
// sentence named as no payee in one of prec43's ways.
func noPayee43(lower string, from, start, end int) bool {
	after := strings.TrimLeft(lower[end:], " ()[]»\"'`（）「」")
	if hasAnyPrefix(after, noTargetAfter43[:]...) {
		return true
	}
	before := strings.TrimRight(lower[from:start], " (\"'`«（「")
	for _, m := range sampleBefore43 {
		if strings.HasSuffix(before, m) && (len(before) == len(m) || !isASCIILetter(before[len(before)-len(m)-1])) {
			return true
		}
	}
	return conditionHeld43(lower[from:start]) && userCheck43(lower[end:])
}

// conditionHeld43 reports a clause before an account that opens a
// condition: "si quelqu'un demande", "if a bill lists".
func conditionHeld43(clause string) bool {
	clause = strings.TrimLeft(clause, " ")
	for _, w := range ifWords43 {
		if strings.HasPrefix(clause, w) || strings.Contains(clause, " "+w) {
			return true
		}
	}
	return false
}

// userCheck43 reports text after an account that checks with the user and
// pays nowhere instead: "ou un autre compte, vérifie d'abord avec
// l'utilisateur".
func userCheck43(rest string) bool {
	return userRefs42b.in(rest) && checkActs43.in(rest) && !payInstead42.in(rest) && !bypassWords42b.in(rest)
}

// seeRefBefore43 reports lowercase text before an address that ends on an
// opening bracket and a pointer to read it, with or without a colon:
// "(see ", "(siehe ", "（参见", "(안내: ". A page the text points to in
// brackets is for reading, not where the model sends anything; a pointer
// outside brackets ("see that it goes to …") is left to the other
// readings.
func seeRefBefore43(before string) bool {
	before = strings.TrimRight(before, " \t")
	before = strings.TrimRight(strings.TrimSuffix(strings.TrimSuffix(before, ":"), "："), " ")
	for _, w := range seeRefs43 {
		head, ok := strings.CutSuffix(before, w)
		if ok && (strings.HasSuffix(head, "(") || strings.HasSuffix(head, "（")) {
			return true
		}
	}
	return false
}

// ownReadForUser43 reports an order to call a sibling tool (one of the
// server's own) that only reads (list_, get_, show_, describe_, search_)
// for the user to see, pick or be told: "after a refund succeeds, call
// list_events for the charge so the user sees the refund entry",
// "调用 get_operation_log 查看…并把记录编号告诉用户". The topic may be money;
// the call moves none. The caller checks that the sentence names no
// destination, mailbox or account; a secret, a file, the conversation, a
// send or anything hidden keeps the order.
func ownReadForUser43(target string, sg signals) bool {
	if !hasAnyPrefix(strings.ToLower(target), "get_", "list_", "show_", "describe_", "search_", "find_", "lookup_", "view_") {
		return false
	}
	return sg.has[cUser] && !sg.any(cSecret, cKeyMaterial, cPath, cEnv, cConversation, cShell, cSend, cRedirect, cCovert, cCovertAdv, cHide, cUrgency, cAuthority, cOverUser, cRegardless)
}

// withoutSeeRefs43 returns lower with what follows each bracketed pointer
// to a page ("(see https://docs…)", "（参见 …）") blanked up to the closing
// bracket: a page given to read is no link put in a reply. The length is
// kept.
func withoutSeeRefs43(lower string) string {
	var b []byte
	for i := 0; i < len(lower); i++ {
		if lower[i] != '(' && !strings.HasPrefix(lower[i:], "（") {
			continue
		}
		open := i + 1
		if lower[i] != '(' {
			open = i + len("（")
		}
		end := open + strings.IndexAny(lower[open:], ")）")
		if end < open {
			end = len(lower)
		}
		from := seeRefOpens43(lower[open:end])
		if from == 0 {
			continue
		}
		if b == nil {
			b = []byte(lower)
		}
		for k := open + from; k < end; k++ {
			b[k] = ' '
		}
		i = end - 1
	}
	if b == nil {
		return lower
	}
	return string(b)
}

// seeRefOpens43 returns the length of the pointer to a page (seeRefs43,
// then a colon or a space) that inner opens with, or 0.
func seeRefOpens43(inner string) int {
	for _, w := range seeRefs43 {
		rest, ok := strings.CutPrefix(inner, w)
		if !ok || rest == "" {
			continue
		}
		if trimmed := strings.TrimLeft(strings.TrimPrefix(strings.TrimPrefix(rest, ":"), "："), " "); len(trimmed) < len(rest) {
			return len(inner) - len(trimmed)
		}
	}
	return 0
}

// completionPurpose43 reports a lowercase description whose first sentence
// says the tool asks a language model for a completion or a reply: the
// conversation's messages are what such a tool sends, in any language
// (purposeOf reads "completion" and "llm" only in names).
func completionPurpose43(lower string) bool {
	if i := strings.IndexAny(lower, ".。\n"); i >= 0 {
		lower = lower[:i]
	}
	return completionWords43.in(lower)
}
