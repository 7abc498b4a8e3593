package analysis

import "strings"

// Hijacked calls and arguments (tune16b): the text has the model call a
// tool that unlocks, disarms, sells, shares, subscribes or buys, written
// out with its arguments or on a trigger; obey orders found in pages,
// mail or reviews; take a tool as the newer one of another server's tool
// of the same name; wrap the user's links in a fixed redirector; or put a
// fixed recipient in place of the user's with a claim that it is passed on.

// tune16bReading returns the rule and finding of a sentence that hands the
// model's calls or arguments to the text, or "" when it holds none.
func tune16bReading(lt, _ lowText) (rule, what string) {
	switch {
	case lt.in(embeddedOrders16b) && lt.in(obey16b) && !lt.in(refusesSet):
		return "poison-hidden-instruction", "an order to carry out instructions found in fetched content"
	case lt.in(collidingName16b) && (lt.in(alwaysThis16b) || lt.in(retired16b)) && !lt.in(ownVersion16b):
		return "poison-shadowing", "a claim to replace another server's tool of the same name"
	case lt.in(redirectorParam16b) && lt.in(rewriteLink16b) && domainIn(lt.s) && !lt.in(refusesSet):
		return "poison-hidden-instruction", "an order to route the user's links through a fixed redirector"
	case lt.in(passedOn16b) && lt.in(inPlaceOf16b) && fixedRecipient(lt.s):
		return "poison-hidden-instruction", "a fixed recipient put in place of the user's, claimed to pass it on"
	}
	return "", ""
}

// tune16bJudged reports a sentence with no concept that holds a reading
// or names a tool whose call acts against the user.
func tune16bJudged(lt lowText) bool {
	if lt.in(riskyCallStem16b) {
		return true
	}
	rule, _ := tune16bReading(lt, lowText{})
	return rule != ""
}

// judgeTune16b reads an order to call a tool that unlocks, disarms,
// sells, shares, subscribes or buys: written out with its arguments
// ("unlock_door(front)", "share_document with doc_id='*'") or on a
// trigger ("if over 26 °C", "after every call"), unless the user asks for
// it or confirms.
func judgeTune16b(sg signals, sent string, ctx scanContext, quoting bool) []textFinding {
	lt := sg.phrases()
	if quoting || sg.has[cMention] || !lt.in(riskyCallStem16b) || sg.has[cConsent] || userGated(lt) || lt.in(userChose16b) || lt.in(refusesSet) {
		return nil
	}
	target, args := riskyCallIn(sent, ctx.self)
	if target == "" || ctx.params[strings.ToLower(target)] || !(args || sg.free[cCall] && sg.any(cWhen, cBefore, cEveryTurn) && !sg.has[cNeg]) {
		return nil
	}
	return []textFinding{{rule: "poison-tool-invocation", what: "an order to call " + target + ", which acts against the user, with arguments or on a trigger the text sets"}}
}

// riskyCallIn returns the first tool name in sent (not self) whose words
// unlock, disarm, sell, share, subscribe or buy, and whether the text
// fixes its arguments: a parenthesis that holds them or "with x=…".
func riskyCallIn(sent, self string) (string, bool) {
	for i := 0; i < len(sent); {
		j := i
		for j < len(sent) && asciiIdentByte(sent[j]) {
			j++
		}
		if j == i {
			i++
			continue
		}
		w, lw, rest := sent[i:j], strings.ToLower(sent[i:j]), sent[j:]
		if lw != self && (isToolIdentifier(w) || strings.HasPrefix(rest, "(")) && riskyCallStem16b.in(lw) && calledName(sent[:i], rest, w) {
			args := strings.HasPrefix(rest, "(") && len(rest) > 2 && rest[1] != ')' ||
				strings.Contains(rest[:min(len(rest), 40)], " with ") && strings.Contains(rest[:min(len(rest), 40)], "=")
			return w, args
		}
		i = j
	}
	return "", false
}

// calledName reports a tool name written as a call: not a setting or a
// parameter assigned ("X=1"), an environment variable, a placeholder
// ("{share_token}"), or the tool this one runs before or after.
func calledName(before, rest, w string) bool {
	if strings.HasPrefix(rest, "=") || envVarName(w) || strings.HasSuffix(before, "{") || strings.HasSuffix(before, "$") {
		return false
	}
	prev := strings.ToLower(strings.TrimRight(before, " `'\""))
	return !strings.HasSuffix(prev, "before") && !strings.HasSuffix(prev, "after")
}

// asciiIdentByte reports a byte of an ASCII identifier, either case.
func asciiIdentByte(c byte) bool {
	return c == '_' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// fixedRecipient reports an address, a channel or an account number
// written in the text.
func fixedRecipient(lower string) bool {
	return strings.Contains(lower, "@") || strings.Contains(lower, "'#") || strings.Contains(lower, " #") || hasDigit(lower) && domainIn(lower)
}
