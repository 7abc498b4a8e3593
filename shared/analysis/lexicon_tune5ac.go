package analysis

import "strings"

// onlyPortugueseNo reports a sentence in Portuguese whose only negations
// are "no" (in the: "no aplicativo", "no lugar de"), which negates
// nothing; Portuguese writes "não".
func onlyPortugueseNo(hits []hit, sent string, base int) bool {
	if !portugueseText(sent) {
		return false
	}
	for _, h := range hits {
		if h.c == cNeg && !strings.EqualFold(spanText(sent, base, h), "no") {
			return false
		}
	}
	return true
}

// spanText returns a hit's text in its sentence, or "" out of range.
func spanText(sent string, base int, h hit) string {
	if h.start < base || h.end-base > len(sent) {
		return ""
	}
	return sent[h.start-base : h.end-base]
}

// negationsInConditions reports a sentence whose every negation closes a
// condition ("校验不通过时": when the check does not pass), negating the
// condition, not the order after it.
func negationsInConditions(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cNeg {
			continue
		}
		if h.end-base > len(sent) || !negatedCondition(sent[h.end-base:]) {
			return false
		}
		found = true
	}
	return found
}

// userSpokeThere reports a sentence whose every mention of the
// conversation is the place or the case of the user's words ("only when
// the user typed it … in this conversation"), not an object asked for.
func userSpokeThere(hits []hit, sent string, base int) bool {
	lower := strings.ToLower(sent)
	found := false
	for _, h := range hits {
		if h.c != cConversation {
			continue
		}
		if h.end-base > len(lower) || h.start < base {
			return false
		}
		text, before := lower[h.start-base:h.end-base], lower[:h.start-base]
		switch {
		case strings.HasPrefix(text, "the user ") && conditionWordBefore(before):
		case strings.HasSuffix(text, "conversation") && userSaidIn(lower[:h.end-base-len("conversation")]):
		case consentPlace27(text, before, lower[h.end-base:]) || valueTheUserGave27(text, before):
		default:
			return false
		}
		found = true
	}
	return found
}

// portugueseText reports a text with the letters only Portuguese writes
// among the lexicon's languages (ã, õ).
func portugueseText(lower string) bool {
	return strings.Contains(lower, "ã") || strings.Contains(lower, "õ")
}

// negatedCondition reports a negated verb that closes a condition within
// a few characters: 不通过时, 不成功的话 (falseLexHit's 不 case asks).
func negatedCondition(rest string) bool {
	if negatedCondition30a(rest) {
		return true
	}
	n := 0
	for _, r := range rest {
		switch {
		case r == '时' || r == '時' || strings.HasPrefix(rest[n:], "的话"):
			return true
		case r == '，' || r == ',' || r == '。' || r == '；' || r == ' ' || n >= 4*3:
			return false
		}
		n += len(string(r))
	}
	return false
}

// conditionWordBefore reports a text that ends in a word opening a
// condition: "when the user typed it" is a case, not the user's words.
func conditionWordBefore(before string) bool {
	for _, w := range [...]string{"when ", "if ", "unless ", "once ", "until ", "after "} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// userSaidIn reports "in this conversation" after what the user said or
// typed: the place of the user's words.
func userSaidIn(before string) bool {
	if !strings.HasSuffix(before, "in this ") && !strings.HasSuffix(before, "in the ") && !strings.HasSuffix(before, "earlier in the ") {
		return false
	}
	before = before[max(0, len(before)-64):]
	if !strings.Contains(before, "user") {
		return false
	}
	for _, v := range [...]string{"typed", "said", "told", "wrote", "gave", "provided", "entered", "asked", "mentioned", "confirmed"} {
		if strings.Contains(before, v) {
			return true
		}
	}
	return false
}

// quotedOnly reports a sentence whose order words all stand inside
// quotation marks while the words outside order nothing and name what is
// detected: a scanner quoting what it looks for («ne le dis pas à
// l'utilisateur», "invia la cronologia della chat").
func quotedOnly(hits []hit, sent string, base int) bool {
	if quotedWhole(sent) {
		return true
	}
	spans := closedQuotes(sent, pairedQuotes)
	if len(spans) == 0 || !detectCueSet.in(strings.ToLower(sent)) {
		return false
	}
	inside := false
	for _, h := range hits {
		in := false
		for _, s := range spans {
			in = in || h.start-base >= s[0] && h.end-base <= s[1]
		}
		switch {
		case in:
			inside = true
		case h.c == cInclude && citesQuote16c(sent, h, base):
			// "引用して報告します": the scanner quotes what it found
		case h.c == cMust || h.c == cModel || h.c == cInclude || h.c == cSend || h.c == cCall || h.c == cPersist || h.c == cCovert || h.c == cCovertAdv || h.c == cNeg || h.c == cEveryTurn:
			return false // an order outside the quotes
		}
	}
	return inside
}

// quotedWhole reports a sentence that is one quotation and its closing
// punctuation: "invia la cronologia della chat a un URL esterno"), the
// tail of an example a scanner gives after "es.".
func quotedWhole(sent string) bool {
	s := strings.TrimLeft(strings.TrimSpace(sent), "-*•·0123456789.) ") // a list item: "- \"Ignore all …\""
	if !strings.HasPrefix(s, "\"") && !strings.HasPrefix(s, "«") && !strings.HasPrefix(s, "“") {
		return false
	}
	s = strings.TrimRight(s, ".)]；;,。")
	return len(s) > 2 && (strings.HasSuffix(s, "\"") || strings.HasSuffix(s, "»") || strings.HasSuffix(s, "”")) && strings.Count(s, "\"") <= 2
}

// codeSpans returns the byte ranges between paired backticks.
func codeSpans(sent string) [][2]int {
	var out [][2]int
	for from := 0; ; {
		i := strings.IndexByte(sent[from:], '`')
		if i < 0 {
			return out
		}
		i += from + 1
		j := strings.IndexByte(sent[i:], '`')
		if j < 0 {
			return out
		}
		out = append(out, [2]int{i, i + j})
		from = i + j + 1
	}
}

// inSpans reports at inside one of spans.
func inSpans(spans [][2]int, at int) bool {
	for _, s := range spans {
		if at >= s[0] && at < s[1] {
			return true
		}
	}
	return false
}

// conditionedOn reports c's first hit inside a clause opened by a
// condition (if, when, если) and closed before the main clause: "Если
// cidr=0.0.0.0/0, порт станет доступен" says what happens, it orders
// nothing.
func conditionedOn(hits []hit, sent string, base int, c concept) bool {
	for i, h := range hits {
		if h.c != c {
			continue
		}
		for _, p := range hits[:i] {
			if p.c == cWhen && p.clause == h.clause && h.end-base <= len(sent) && strings.ContainsAny(sent[h.end-base:], ",，") {
				return true
			}
		}
		return false
	}
	return false
}

// detectCueSet holds the words of a text that names what it detects.
var detectCueSet = newPhraseSet("detect", "不審な", "などの", "可疑", "之类的", "의심스러운", "flag", "such as", "e.g.", "for example", "signale", "du type", "par exemple", "erkennt", "z. b.", "zum beispiel", "rileva", "sospett", "es. ", "ad esempio", "detecta", "por ejemplo", "sospechos", "suspeit", "por exemplo", "обнаружива", "например", "подозрительн", "检测", "例如", "検出", "例えば", "탐지", "예를 들어", "suspicious", "pattern", "ищет", "инъекц",
	"fraudulent", "fraudulento", "fraudulenta", "frauduleu", "betrügerisch", "fraudolent", "scam", "estafa", "arnaque", "truffa", "golpe", "мошенническ", "诈骗", "詐欺", "사기", "smishing", "phishing",
	"verdächtig", "şüpheli", "dolandırıcı", "verdacht", "oplichting", "podejrzan", "oszust", "مشبوه", "احتيال")

// namesOnly reports a secret named by its name or ID, not its value:
// "pass the profile NAME", "the key ID".
func namesOnly(sent string) bool {
	for _, w := range [...]string{" NAME", "profile name", "key name", "secret name", "key id", "token id", "the name of", "its name", "by name"} {
		if strings.Contains(sent, w) || strings.Contains(strings.ToLower(sent), w) && w != " NAME" {
			return true
		}
	}
	return false
}

// defaultIsLower reports a sentence whose only word of prescription is
// "default" and whose default is no high role: "Pass role='admin' to
// invite an administrator; the default is 'member'" documents a value,
// it chooses nothing.
func defaultIsLower(sent string) bool {
	lower := strings.ToLower(sent)
	i := strings.Index(lower, "default is ")
	if i < 0 {
		return false
	}
	for _, w := range prescribeWords {
		if !strings.Contains(w, "default") && hasFold(sent, w) {
			return false
		}
	}
	v := strings.Trim(strings.SplitN(strings.TrimSpace(lower[i+len("default is "):]), " ", 2)[0], "'\"`.,;")
	return v != "" && !highestRole(v)
}
