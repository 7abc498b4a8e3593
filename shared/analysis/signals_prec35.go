package analysis

import "strings"

// Mentions read as orders on real tools (prec35), each by its class:
//   - a calendar date (2026-12-04) is no account number;
//   - an account number or address given after "e.g." shows a field's
//     form: it fixes no payee or recipient (exampleAccount35,
//     exampleAddress35);
//   - a capitalised identifier that is one of the tool's own input
//     properties (CounterpartyProperty) names no vendor (brandName), and
//     a property's name is no party ranked first (withoutFieldBoost35);
//   - "do not ask the user" about filling omitted fields with their
//     documented default values asks nothing of consequence
//     (defaultsFilled35);
//   - a worked example that calls the tool itself records nothing through
//     another tool (toolIdent30a skips the tool's own name);
//   - a demand to be called first that the server's other tools confirm
//     is the vendor's routing (prereqTools35);
//   - "always first" of a table's columns orders a layout (columnOrder35);
//   - a verb inside a URL pattern is a path segment (verbsInURL35), a
//     mail header on the sender's own domain is the tool's own mail
//     (ownMailDomain35), and a destination used only on the user's word
//     is theirs (userHeldDest35).

// calendarDate35 reports a field of digits and dashes shaped as a date
// (2026-12-04, 04-12-2026).
func calendarDate35(w string) bool {
	if len(w) != 10 || strings.Count(w, "-") != 2 {
		return false
	}
	return w[4] == '-' && w[7] == '-' || w[2] == '-' && w[5] == '-'
}

// exampleAccount35 reports a sentence whose only account-like value comes
// right after an example mark ("a specific source account (e.g.
// '123456789012')"): the value shows the field's form, it names no payee.
func exampleAccount35(sent string) bool {
	lower := strings.ToLower(sent)
	if len(lower) != len(sent) {
		return false
	}
	for at := 0; at < len(sent); {
		w, _ := nextField(sent[at:])
		if w == "" {
			return false
		}
		start := at + strings.Index(sent[at:], w)
		at = start + len(w)
		if !hasDigit(w) || !exampleMarkBefore(lower[:start]) {
			continue
		}
		end := groupedValueEnd36(sent, start+len(w))
		blanked := sent[:start] + strings.Repeat(" ", end-start) + sent[end:]
		return !hasPaymentTarget(blanked)
	}
	return false
}

// defaultsFilled35 reports a sentence that tells the model not to ask the
// user, next to one about filling fields with their default values, and
// that names no act of consequence itself (pair is the sentence with the
// one before it): the default is the field's documented value.
func defaultsFilled35(pair, sent lowText) bool {
	return pair.in(defaultValue35) && !sent.in(t12Effect) && !sent.in(t12Secret)
}

// ownParams35 reports a word made of the tool's own input properties
// (params, lowercase), alone or joined by slashes
// ("CounterpartyProperty/FindByString").
func ownParams35(w string, params map[string]bool) bool {
	if len(params) == 0 {
		return false
	}
	for part := range strings.SplitSeq(w, "/") {
		if !params[strings.ToLower(part)] {
			return false
		}
	}
	return true
}

// prereqTools35 are the tools another tool of the listing names in a
// sentence that places them before it ("You MUST call
// `retrieve-instructions` BEFORE using this tool"), by lowercase name;
// nil when none. A demand of such a tool to come first is the vendor's
// routing, which its other tools confirm.
func prereqTools35(tools []Tool, names siblingSet) map[string]bool {
	var out map[string]bool
	for _, t := range tools {
		d := t.description()
		lower := strings.ToLower(d[:min(len(d), 4096)])
		if !containsAny(lower, prereqWords35[:]...) {
			continue
		}
		own := strings.ToLower(t.Name)
		for i := 0; i < len(lower); {
			if !isToolNameByte(lower[i]) {
				i++
				continue
			}
			j := i
			for j < len(lower) && isToolNameByte(lower[j]) {
				j++
			}
			w := trimDotsDashes(lower[i:j])
			if _, ok := names[w]; ok && w != own && len(w) >= 4 {
				from := max(0, strings.LastIndexAny(lower[:i], ".!?\n。")+1)
				to := j + strings.IndexAny(lower[j:], "!?\n。")
				if to < j {
					to = len(lower)
				}
				if k := strings.Index(lower[j:to], ". "); k >= 0 {
					to = j + k
				}
				if containsAny(lower[from:to], prereqWords35[:]...) {
					if out == nil {
						out = map[string]bool{}
					}
					out[w] = true
				}
			}
			i = j
		}
	}
	return out
}

// confirmedPrereq35 reports a demand to call this tool first that the
// listing's other tools confirm (prereqTools35), asking for nothing but
// the order: not to use it alone, instead of others or over the user's
// choice.
func confirmedPrereq35(sg signals, ctx scanContext) bool {
	return ctx.prereq && !sg.any(cOnlyThis, cInsteadOf, cPrefer, cOverUser, cRegardless)
}

// verbsInURL35 reports a sentence of prose whose every verb of sending or
// redirecting is a word of a URL pattern it gives ("- HTTPS:
// https://res.cloudinary.com/{cloud_name}/image/upload/…"): a path
// segment of where the result is found, not an order (base is where sent
// starts in the hits' text). A fixed URL, or one handed as a value, is
// left to the rules.
func verbsInURL35(hits []hit, sent string, base int, ctx scanContext) bool {
	if ctx.value || !strings.Contains(sent, "{") {
		return false
	}
	found := false
	for _, h := range hits {
		if h.c != cSend && h.c != cRedirect || h.start < base {
			continue
		}
		at := h.start - base
		if at > len(sent) {
			return false
		}
		from := strings.LastIndexAny(sent[:at], " \t\n(<\"'`") + 1
		to := at + strings.IndexAny(sent[at:], " \t\n)>\"'`")
		if to < at {
			to = len(sent)
		}
		if !strings.Contains(sent[from:at], "://") || !strings.Contains(sent[from:to], "{") {
			return false
		}
		found = true
	}
	return found
}

// ownMailDomain35 reports a sentence whose every address shares its
// domain with the sender the text gives ("From: … <tadas@s.pulsemcp.com>
// … Reply-to: tadas@pulsemcp.com"): the header of the tool's own mail,
// asking nothing sensitive, not a recipient planted beside the user's.
func ownMailDomain35(sg, whole signals, sent string) bool {
	if whole.text == nil || sg.any(cConversation, cSecret, cPath, cEnv, cKeyMaterial, cPersonal) {
		return false
	}
	senders := whole.textMemo.mailSenders35(whole.text.s)
	if len(senders) == 0 {
		return false
	}
	found := false
	for _, a := range emailsIn(strings.ToLower(sent)) {
		if !senders[mailDomain35(a)] {
			return false
		}
		found = true
	}
	return found
}

// mailDomain35 is the last two labels of an address's domain.
func mailDomain35(addr string) string {
	return lastTwoLabels(addr[strings.LastIndexByte(addr, '@')+1:])
}

// withoutFieldBoost35 drops tune18b's reading of a party ranked first
// when its word of ranking is only the name of one of the tool's own
// input properties ("WRONG to omit priority/estimatedTime"): a field
// named, nobody boosted.
func withoutFieldBoost35(found []textFinding, sg signals, ctx scanContext) []textFinding {
	if len(found) == 0 || len(ctx.params) == 0 || found[0].what != boostedFirst18b {
		return found
	}
	b := []byte(sg.lower)
	for i := 0; i < len(b); {
		if !isToolNameByte(b[i]) || b[i] == '.' || b[i] == '-' {
			i++
			continue
		}
		j := i
		for j < len(b) && isToolNameByte(b[j]) && b[j] != '.' && b[j] != '-' {
			j++
		}
		if ctx.params[sg.lower[i:j]] {
			for k := i; k < j; k++ {
				b[k] = ' '
			}
		}
		i = j
	}
	if boost18b.in(string(b)) {
		return found
	}
	return nil
}

// userHeldDest35 reports a sentence that offers a fixed destination the
// user holds: sent to only on their word, or shown as an
// example of the address they give ("(par ex. direction@exemple.fr)"),
// with no secret, file, environment or conversation sent and nothing
// hidden or repeated.
func userHeldDest35(sg signals, sent string) bool {
	if sg.anyFree(cSecret, cPath, cEnv, cKeyMaterial, cConversation, cPersonal) || sg.any(cCovert, cCovertAdv, cHide, cEveryTurn, cOverUser) {
		return false
	}
	return sg.phrases().in(userHeld35) || exampleAddress35(sent)
}

// exampleAddress35 reports a sentence whose every e-mail address comes
// right after an example mark.
func exampleAddress35(sent string) bool {
	lower := strings.ToLower(sent)
	return len(lower) == len(sent) && everyAddress37(lower, exampleMarkBefore)
}
