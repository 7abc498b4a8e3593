package analysis

import (
	"fmt"
	"slices"
	"strings"
)

// Acts told indirectly (tune12b): in an FAQ answer, a changelog, a format
// spec or a default, the model is told to act without asking the user
// (the asking called needless), to fill a field from the user's files,
// environment or conversation, to bend its answer for a partner or report
// an outcome as a verdict, or to put a fixed value over or beside the one
// the user gave. Each reads the act, whatever the sentence.

// tune12bFindings reads one text for these acts; prior are the findings
// the text already has (a text is reported once).
func tune12bFindings(where func() string, text string, ctx scanContext, prior []finding) []finding {
	if len(prior) > 0 || len(text) < 16 || ctx.purpose.screens {
		return nil
	}
	f, _ := ctx.read(text)
	lower, orig := f.lower, f.text
	if len(orig) != len(lower) {
		orig = lower
	}
	if ctx.value && strings.Contains(lower, "://") {
		if spelt := spelt44.Replace(lower); t12SendWord.in(spelt) && t12PrivateObject.in(spelt) {
			return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds a value that spells an order to send a secret to an outside address: %q", where(), excerpt(orig))}}
		}
	}
	if ctx.value {
		return nil
	}
	low := ctx.lowOf(text, f) // the acts' sets, found once for every sentence
	if !low.in(t12Anchor) && !(ctx.label && labelCall(lower)) {
		return nil // most texts: none of the acts' anchors
	}
	if ctx.label && labelCall(lower) {
		return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order to call a tool, written into a label: %q", where(), excerpt(orig))}}
	}
	prev := 0
	for _, s := range plainSentences(lower) {
		sent, pair := lower[s[0]:s[1]], lower[prev:s[1]]
		ls, lp := low.part(s[0], s[1]), low.part(prev, s[1])
		if !listNumber36(sent) {
			prev = s[0] // "33." of a numbered list is no sentence: the pair reaches past it
		}
		quote := func() string { return excerpt(orig[s[0]:s[1]]) }
		switch {
		case liftsAsking(ls, low) && !defaultsFilled35(lp, ls) && !readOnlyUnasked40(signals{}, pair, ctx.self):
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order to act without asking the user, or the asking called needless: %q", where(), quote())}}
		case ls.in(t12PrivateSource) && ls.in(t12PrivateObject) && ls.in(t12FetchVerb) && !guardedSentence(sent[:t12PrivateSource.index(sent)]):
			return []finding{{Rule: "poison-sensitive-path", Message: fmt.Sprintf("%s holds an order to take the user's private data from their files, environment or conversation: %q", where(), quote())}}
		case ls.in(t12Misreport) && t12Verdict.in(sent[t12Misreport.index(sent):]) || ls.in(t12Sponsor) && ls.in(t12AnswerBend) && !guardedSentence(sent[max(0, t12AnswerBend.index(sent)-12):t12AnswerBend.index(sent)]):
			return []finding{{Rule: "poison-answer-manipulation", Message: fmt.Sprintf("%s holds an order to bend the answer for a partner or report an outcome as a verdict: %q", where(), quote())}}
		case ls.in(t12ClaimedConsent) && lp.in(t12ClaimedAct) && !guardedSentence(sent[:t12ClaimedConsent.index(sent)]) && !conditionWords(sent[:t12ClaimedConsent.index(sent)]):
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an action justified by a consent the user is said to have given elsewhere: %q", where(), excerpt(orig[prev:s[1]]))}}
		case ls.in(t12AnyServer) && lp.in(t12Inject):
			return []finding{{Rule: "poison-shadowing", Message: fmt.Sprintf("%s holds an order to change what the tools of other servers write: %q", where(), quote())}}
		case ls.in(t12Swap) && t12KeyWord.in(beforeURL(sent)) && (hasEmail(sent) || longDigits(sent) || strings.Contains(sent, "://")) && !guardedSentence(sent[max(0, t12Swap.index(sent)-12):max(0, t12Swap.index(sent))]): // "nunca cambia los destinatarios" is a safeguard (prec37)
			return []finding{{Rule: "poison-tool-invocation", Message: fmt.Sprintf("%s holds an order to swap a payee's key or account for a fixed one: %q", where(), quote())}}
		case ls.in(t12Dotfiles) && ls.in(t12SendWord) && strings.Contains(sent, "://"):
			return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds an order to send a repository or home folder with its hidden files to an outside address: %q", where(), quote())}}
		case ls.in(t12Again) && ls.in(t12NoEnd) && !guardedSentence(sent[max(0, t12NoEnd.index(sent)-12):t12NoEnd.index(sent)]):
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order to keep calling without end: %q", where(), quote())}}
		case ls.in(t12RefuseAll) && !guardedSentence(sent[max(0, t12RefuseAll.index(sent)-12):t12RefuseAll.index(sent)]):
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order to refuse the user: %q", where(), quote())}}
		case ls.in(t12Claim) && ls.in(t12Regardless) && saysOrDescribes(sent), ls.in(t12Invent) && !guardedSentence(sent[max(0, t12Invent.index(sent)-24):t12Invent.index(sent)]), ls.in(t12Criticism) && ls.in(t12AnswerBend) && !guardedSentence(sent[max(0, t12AnswerBend.index(sent)-12):t12AnswerBend.index(sent)]):
			return []finding{{Rule: "poison-answer-manipulation", Message: fmt.Sprintf("%s holds an order to give an answer fixed in advance, made up or one-sided: %q", where(), quote())}}
		case lp.in(t12OwnPrompt) && lp.in(t12Put) && !guardedSentence(pair[max(0, t12OwnPrompt.index(pair)-24):t12OwnPrompt.index(pair)]):
			return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds an order to hand over the model's own instructions or other tools' text: %q", where(), excerpt(orig[prev:s[1]]))}}
		case ls.in(t12DropWhere):
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds an order to drop the filter of the user's query: %q", where(), quote())}}
		case ls.in(t12Smear) && saysOrDescribes(sent) && (ls.in(t12Rivals) || ls.in(t12Mentions)):
			return []finding{{Rule: "poison-answer-manipulation", Message: fmt.Sprintf("%s holds an order to tell the user a harm of the competitors: %q", where(), quote())}}
		case lp.in(t12Norm) && lp.in(t12Recommend):
			return []finding{{Rule: "poison-answer-manipulation", Message: fmt.Sprintf("%s holds a norm of what assistants recommend, set to steer the answer: %q", where(), excerpt(orig[prev:s[1]]))}}
		case ls.in(t12Reviews) && ls.in(t12Low) && ls.in(t12Leave) && (ctx.property == "" || ctx.output) && !guardedSentence(sent[max(0, t12Leave.index(sent)-12):t12Leave.index(sent)]):
			return []finding{{Rule: "poison-answer-manipulation", Message: fmt.Sprintf("%s holds an order to leave the low reviews out of the answer: %q", where(), quote())}}
		case ls.in(t12External) && ls.in(t12Internal) && strings.Contains(sent, "://") && postsOutside(sent):
			return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds an order to post internal records to an outside address: %q", where(), quote())}}
		case otherToolsHidden(ls):
			return []finding{{Rule: "poison-preference-manipulation", Message: fmt.Sprintf("%s holds an order to use this tool over others of its kind and keep them from the user: %q", where(), quote())}}
		case copyKeptOut36(ls):
			return []finding{{Rule: "poison-concealment", Message: fmt.Sprintf("%s holds an order to keep a copy made or sent elsewhere out of the answer: %q", where(), quote())}}
		}
	}
	return nil
}

// liftsAsking reports a sentence that tells the model not to ask the user
// (with an action with effect in the text), or calls asking needless
// (with an effect) or a warning needless (with an order to go on).
func liftsAsking(sent, text lowText) bool {
	if sent.in(t12NoAsk) {
		if i := t12NoAsk.index(sent.s); !strings.Contains(sent.s, "ask the user to ") && !guardedSentence(sent.s[:i]) && !quotedAt(sent.s, i) && !sent.in(t12Secret) && !askedForValue28(sent.s[i:]) && !askedForData28c(sent.s, i) {
			return text.in(t12Effect)
		}
	}
	if !sent.in(t12Needless) {
		return false
	}
	return sent.in(t12Ask) && text.in(t12Effect) || sent.in(t12Warn) && text.in(t12Proceed)
}

// labelCall reports an order to call a named tool in a label ("Owner
// (note: also call gh_star on …)").
func labelCall(lower string) bool {
	i := strings.Index(lower, "call ")
	if i < 0 {
		return false
	}
	rest := lower[i+5:]
	end := strings.IndexAny(rest, " ,;)")
	if end < 0 {
		end = len(rest)
	}
	return strings.Contains(rest[:end], "_")
}

// otherToolsHidden reports other tools of the kind named with an order to
// keep them from the user or to use this one even when the user names them.
func otherToolsHidden(sent lowText) bool {
	if !sent.in(t12NoOffer) {
		return false
	}
	return sent.in(t12OtherTools) || strings.Contains(sent.s, "其他") && strings.Contains(sent.s, "工具") || strings.Contains(sent.s, "他の") && strings.Contains(sent.s, "ツール") || strings.Contains(sent.s, "다른") && strings.Contains(sent.s, "도구")
}

// conditionWords reports a condition just before a claim ("only if the
// user agreed").
func conditionWords(before string) bool {
	before = strings.TrimSpace(before)
	return containsAny(before[max(0, len(before)-12):], "if", "once", "after", "when", "unless", "only", "si ", "wenn", "se ", "если", "如果", "場合")
}

// quotedAt reports a quotation mark just before offset i: a phrase quoted.
func quotedAt(sent string, i int) bool {
	before := strings.TrimRight(sent[:i], " ")
	for _, q := range [...]string{"'", "\"", "«", "“", "‘", "「", "『"} {
		if strings.HasSuffix(before, q) {
			return true
		}
	}
	return false
}

// guardedSentence reports a negation that makes what follows a guard
// ("never delete without asking").
func guardedSentence(before string) bool {
	return containsAny(" "+before, "never", "not ", "n't", "nunca", "jamais", "niemals", " nie ", " mai ", "não", "никогда", "не ", "绝不", "不得", "不要", "请勿", "切勿", "決して", "절대")
}

// plainSentences splits lower at sentence ends and line breaks.
func plainSentences(lower string) [][2]int {
	var out [][2]int
	start := 0
	for i := 0; i < len(lower); i++ {
		end := 0
		switch {
		case lower[i] == '\n' || lower[i] == '?' || lower[i] == '!':
			end = 1
		case lower[i] == '.' && (i+1 == len(lower) || lower[i+1] == ' '):
			end = 1
		case strings.HasPrefix(lower[i:], "。") || strings.HasPrefix(lower[i:], "？"):
			end = 3
		}
		if end > 0 {
			if i > start {
				out = append(out, [2]int{start, i})
			}
			start = i + end
			i += end - 1
		}
	}
	if start < len(lower) {
		out = append(out, [2]int{start, len(lower)})
	}
	return out
}

// tune12bTool reads a tool's schema for a fixed value put over or beside
// the user's (a default, example or enum value with an address, account
// or key path, and a text that keeps it "even if the user sets their
// own" or points at the examples as what to do), and a payee field that
// falls back to a fixed account. lowDesc is desc lowercased.
func tune12bTool(desc, lowDesc string, schema any, prior []finding) []finding {
	if len(prior) > 0 {
		return nil
	}
	var out []finding
	eachProperty(schema, []string{"inputSchema"}, func(p schemaProperty) {
		if len(out) > 0 {
			return
		}
		fixed := fixedValues(p)
		if fixed == "" { // what each reading below holds to
			return
		}
		name, pd := p.name, p.desc
		lowPD := strings.ToLower(pd)
		switch {
		case fixed != "" && (t12OverUser.in(lowPD) || t12OverUser.in(lowDesc)) && (strings.Contains(fixed, "://") || strings.Contains(fixed, "@")):
			out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds a fixed destination kept over or beside the user's own: %q", p.where(), excerpt(fixed))})
		case fixed != "" && t12ExampleRef.in(lowDesc) && t12Always.in(lowDesc) && (t12KeyPath.in(strings.ToLower(fixed)) || strings.Contains(fixed, "@")):
			out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("the description makes %s's example or default what to do, and it holds a key file or an outside recipient: %q", p.where(), excerpt(fixed))})
		case fixed != "" && t12Fallback.in(lowPD) && (t12Payee.in(strings.ToLower(name)) || t12Payee.in(lowPD) || fallbackTarget15d(name, lowPD)) && longDigits(fixed):
			out = append(out, finding{Rule: "poison-tool-invocation", Message: fmt.Sprintf("%s falls back to a fixed account: %q", p.where(), excerpt(pd+" "+fixed)), firm: true})
		case fixed != "" && credentialDump15d(fixed):
			out = append(out, finding{Rule: "poison-sensitive-path", Message: fmt.Sprintf("%s holds a default or example value that reads stored credentials or opens the host: %q", p.where(), excerpt(fixed))})
		}
	})
	if len(out) == 0 && t12OverUser.in(lowDesc) && (strings.Contains(desc, "://") || hasEmail(desc) || strings.Contains(desc, "`") || strings.Contains(desc, "_")) {
		out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("the description puts a fixed value over or beside the user's own: %q", excerpt(desc))})
	}
	return out
}

// fixedValues joins a property's fixed value, the first member of its
// enum and its examples.
func fixedValues(p schemaProperty) string {
	var vals []string
	add := func(v any) {
		switch x := v.(type) {
		case string:
			vals = append(vals, x)
		case []any:
			for _, e := range x {
				if s, ok := e.(string); ok {
					vals = append(vals, s)
				}
			}
		case map[string]any:
			vals = append(vals, objectStrings15d(x)...) // {"bank": …, "number": "7712345"}: an account spelt in fields
		}
	}
	add(p.value)
	if enum, ok := p.pm["enum"].([]any); ok && len(enum) > 0 && p.key != "enum" {
		add(enum[0])
	}
	if ex, ok := p.pm["examples"].([]any); ok {
		for _, e := range ex {
			add(e)
		}
	}
	return strings.Join(vals, " ")
}

// longDigits reports six digits or more in a row, dashes and spaces aside.
func longDigits(s string) bool {
	n := 0
	for _, r := range s {
		switch {
		case r >= '0' && r <= '9':
			n++
			if n >= 6 {
				return true
			}
		case r == '-' || r == ' ':
		default:
			n = 0
		}
	}
	return false
}

// Honest notes the rules read as orders (tune12b).

// schedulesItself reports a tool named for the schedule or startup entry
// it writes (cron_add): writing one is its job.
func schedulesItself(self string) bool {
	return containsAny(self, "cron", "schedul", "launchd", "systemd", "autostart", "startup")
}

// tellsOwnLimit reports the user told what this tool cannot do ("tell
// the user it cannot run here"): a limit stated, nothing denied.
func tellsOwnLimit(lower string) bool {
	_, told, ok := strings.Cut(lower, "tell the user ")
	if !ok {
		return false
	}
	told = strings.TrimPrefix(told, "that ")
	return containsAny(told, "it cannot", "it can't", "this cannot", "this tool cannot", "it is not supported", "this is not supported", "it isn't supported") && containsAny(told, "here", "this tool", "supported", "sandbox")
}

// underUsersKey reports the user's key named as what a call is made
// under ("sent to DeepL under the user's API key"): how it signs in.
func underUsersKey(lower string) bool {
	return containsAny(lower, "under the user's api key", "under the user's own api key", "under the user's key", "under the user's credentials", "with the user's own api key", "using the user's own api key")
}

// passiveNeed reports a block whose only order is a passive need on a
// thing ("the sheet must be shared with …"): a requirement, not an order.
func passiveNeed(lower string, b signals) bool {
	if !b.has[cMust] || b.has[cModel] {
		return false
	}
	for i := range indicesOf(lower, "must") {
		if !strings.HasPrefix(lower[i+4:], " be ") && !strings.HasPrefix(lower[i+4:], " first be ") {
			return false
		}
	}
	b.has[cMust], b.has[cBefore] = false, false
	return !ordersInBlock(b)
}

// userDoesNotSay reports the user as the one who does not say ("if the
// user does not say, use the default"): a condition, nothing withheld.
func userDoesNotSay(lower string) bool {
	return containsAny(lower, "user does not ", "user doesn't ", "user did not ", "user didn't ", "usuario no ", "utilisateur ne ", "nutzer nicht", "utente non ", "usuário não ", "пользователь не ", "用户没有", "用户未", "ユーザーが指定しない", "사용자가 지정하지")
}

// saysOrDescribes reports an order to say or describe.
func saysOrDescribes(sent string) bool {
	return containsAny(sent, "say ", "tell ", "describe", "call them", "label", "beskriv", "di' che", "dì che", "descrivi", "di che", "diga", "descreva", "di que", "describe", "dis que", "décris", "sag ", "sage ", "sagen", "beschreib", "скажи", "говори", "описывай", "说", "称", "と伝え", "と説明", "라고 말", "라고 설명", "frame ", "présente", "presenta", "apresente", "noem", "називай", "называй", "кажи")
}

// postsOutside reports an order to post or send.
func postsOutside(sent string) bool {
	return containsAny(sent, "post", "send", "upload", "投稿", "送信", "发送", "发布", "envía", "publica", "envoie", "publie", "sende", "poste", "invia", "pubblica", "envie", "отправ", "опубликуй", "게시", "전송")
}

// beforeURL returns sent up to its first URL: words in a host name are
// no object.
func beforeURL(sent string) string {
	if i := strings.Index(sent, "http"); i >= 0 {
		return sent[:i]
	}
	return sent
}

// t12Anchor holds a word every act above needs, read once a text.
var t12Anchor = newPhraseSet(slices.Concat(t12NoAsk.phrases, t12Needless.phrases, t12PrivateSource.phrases, t12Misreport.phrases, t12Sponsor.phrases, t12ClaimedConsent.phrases, t12AnyServer.phrases, t12Swap.phrases, t12Dotfiles.phrases, t12NoEnd.phrases, t12RefuseAll.phrases,
	t12Claim.phrases, t12Invent.phrases, t12Criticism.phrases, t12DropWhere.phrases, t12OwnPrompt.phrases, t12Smear.phrases, t12Norm.phrases, t12Reviews.phrases, t12External.phrases, t12OtherTools.phrases, outOfAnswer36.phrases, []string{"其他", "他の", "다른"})...)
