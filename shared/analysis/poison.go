package analysis

import (
	"fmt"
	"hash/maphash"
	"slices"
	"strings"
	"unicode/utf8"
)

// finding is one rule hit with its sentence; firm when no veto of the
// learned model may drop it (set where the finding is made: see vetoable).
type finding struct {
	Rule    string
	Message string
	firm    bool
}

func (f finding) String() string { return f.Rule + ": " + f.Message }

// scanText checks one text field (where names it, e.g. "the description").
func scanText(where func() string, text string, ctx scanContext) []finding {
	out := scanWholeText(where, text, ctx)
	if len(text) > learnedTextBytes && verdictOf(out, false) == rulesVetoable {
		firmPastModel(where, text, ctx, out)
	}
	return out
}

// firmPastModel makes firm each vetoable finding of text that its first
// learnedTextBytes, the part the learned model reads, do not hold: the
// model cannot clear an order it never read, and padding would otherwise
// let the honest sentences before an order veto it.
func firmPastModel(where func() string, text string, ctx scanContext, found []finding) {
	read := scanWholeText(where, ClipBytes(text, learnedTextBytes), ctx)
	for i, f := range found {
		if vetoable(f) && !slices.Contains(read, f) {
			found[i].firm = true
		}
	}
}

// scanWholeText is scanText's reading of all of text.
func scanWholeText(where func() string, text string, ctx scanContext) []finding {
	ti := inspectText(text)
	sample := screenedSample(ctx, text)
	var out []finding
	if ti.has(tNonASCII) && !sample {
		out = append(out, scanInvisible(where(), text)...)
	}
	if ti.has(tESC) {
		out = append(out, finding{Rule: "poison-ansi-escape", Message: where() + " contains ANSI escape sequences, which can hide or rewrite text in a terminal"})
	}
	if ctx.fixed && recipientField(ctx.valueOf) && (hasEmail(text) || isPhoneNumber(text)) && !ownOrgPlaceholder37c(text) && !vendorMailbox41(text, ctx) {
		out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds a fixed recipient as the value the model is handed: %q", where(), excerpt(text)), firm: !reservedHost(text)})
	}
	if fixedCopyRecipient(ctx, text) {
		out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf("%s holds a fixed extra recipient for a copy as the value the model is handed: %q", where(), excerpt(text)), firm: !reservedHost(text)})
	}
	if ctx.fixed && (hasPaymentTarget(withoutNonPayees42(withoutExampleValues40(text))) || payoutField(ctx.valueOf) && payeeHandle(text)) && !exampleAccount35(text) && !disclosedAccount42b(strings.ToLower(text)) {
		out = append(out, finding{Rule: "poison-tool-invocation", Message: fmt.Sprintf("%s holds a fixed account or wallet as the value the model is handed: %q", where(), excerpt(text)), firm: true})
	}
	if moreThanPartial43(text, ctx) {
		out = append(out, finding{Rule: "poison-sensitive-path", Message: fmt.Sprintf("%s is %s: %q", where(), moreThanPartialWhat43, excerpt(text)), firm: true})
	}
	meaning := scanMeaning(where, text, ctx)
	out = append(out, meaning...)
	out = append(out, tune12bFindings(where, text, ctx, meaning)...)
	out = append(out, vendorFindings(where, text, ctx, meaning)...)
	out = append(out, harvestFindings(where, text, ctx, meaning)...)
	out = append(out, tune20dFindings(where, text, ctx, out)...)
	if len(meaning) == 0 { // scanEncoded skips a screening tool's examples itself
		out = append(out, scanEncoded(where, text, ti, ctx, false)...)
	} else if verdictOf(meaning, false) != rulesFirm {
		// The model may veto an order to decode and follow: what it
		// points at is read too, the encoded runs alone.
		out = append(out, scanEncoded(where, text, ti, ctx, true)...)
	}
	if len(out) == 0 && !sample {
		out = hiddenSentenceFindings(where, text, ctx)
	}
	if len(out) == 0 {
		out = structureOrders(where, text, ctx)
	}
	return out
}

// scanMeaning reads the folded text sentence by sentence and applies the
// rules to the concepts each sentence holds, quoting the sentence.
func scanMeaning(where func() string, text string, ctx scanContext) []finding {
	return readMeaning(where, text, ctx, false)
}

// meansSomething reports whether scanMeaning finds anything in text: it
// stops at the first finding of a sentence.
func meansSomething(text string, ctx scanContext) bool {
	return len(readMeaning(label(""), text, ctx, true)) > 0
}

// readMeaning is scanMeaning; with first, it returns at the first finding
// of a sentence, before the readings of the whole text.
func readMeaning(where func() string, text string, ctx scanContext, first bool) []finding {
	f, hits := ctx.read(text)
	low := ctx.lowOf(text, f) // for the rules that read the whole text
	var ends []phraseEnd      // the sentences' sets are found from these, where f.lower's are
	if !f.keptCase {
		ends = ctx.phraseEnds(text, f)
	}
	if len(hits) == 0 && !strings.Contains(f.lower, "http") && !misrouted(f.text, nil) {
		lt := low // the sets of f.lowerText()
		if f.keptCase {
			lt = phrasesIn(f.lowerText())
		}
		if !judgedAnyway(f.text, lt) && !namesOptOut27(ctx.property) {
			return unjudgedFindings(where, f, low, hits, ctx)
		}
	}
	var out []finding
	seen, judged := map[string]bool{}, map[string]bool{}
	memo := new(sentenceMemo) // one sentence's at a time
	whole := signalsOf(span{hits: hits})
	whole.plainTags = plainEmphasis(f.lower, hits)
	whole.folded48 = len(f.undone) > 0
	whole.text, whole.textMemo = &low, new(textMemo36)
	scoped := strings.ContainsAny(f.lower, ":_.") // looked for once: a text may hold thousands of sentences
	for _, s := range ctx.sentences(text, f.lower, hits) {
		// A sentence said again finds what it found the first time, and
		// each rule is reported once a text: a text that repeats itself
		// is judged once per distinct sentence, and one judged before is
		// passed over before anything is read of it again.
		sentence := f.text[s.start:s.end]
		if judged[sentence] {
			continue
		}
		if scoped {
			s.hits = withoutScopesAndNeeds(f.lower, s.hits)
		}
		s.hits = withoutHedgedEvery(f.lower, s.hits)
		s.hits = withoutPrec29(f.lower, s.hits, s.start, s.end, ctx)
		s.hits = withoutNamedInCode25(f.text, s.hits, s.start, s.end)
		s.hits = withoutTrailingExamples41(f.lower, s.hits, s.start, s.end)
		sentLower := f.lower[s.start:s.end]
		if f.keptCase {
			sentLower = strings.ToLower(sentence)
		}
		var lt lowText // phrasesIn(sentLower) when found before judging
		if low.hits != nil && sentLower == low.s {
			lt = low // a sentence that is the whole text: its sets are found
		} else if ends != nil {
			lt = lowText{s: sentLower, hits: phrasesBetween(ends, s.start, s.end)}
		}
		if !mayJudge(s.hits) && !ctx.value && !(ctx.item && namesParam(sentLower, ctx.params)) && !strings.Contains(sentence, "http") && !strings.Contains(sentence, "@") && !strings.Contains(sentence, ">.") && !strings.Contains(sentence, "}.") && !(len(s.hits) > 0 && strings.Contains(sentence, "+")) && !misrouted(sentence, s.hits) && !personalInTrace(ctx.property, sentLower) {
			// The phrases found here serve the rules if it is judged.
			if lt.hits == nil {
				lt = phrasesIn(sentLower)
			}
			if !judgedAnyway(sentence, lt) && !namesOptOut27(ctx.property) {
				continue
			}
		}
		if len(judged) == 0 { // the first sentence judged: most texts have none
			whole.selfNamed = len(ctx.self) >= 4 && hasIdent(f.lower, ctx.self)
			whole.ownPrior = namesOwnPrior(f.lower, ctx)
			if len(ctx.retired) > 0 { // only ownRoute reads them, and only in a listing with a retired tool
				sibs := toolNamesIn(f.text, ctx).siblings
				whole.sibNamed = len(sibs) > 0
				whole.sibRetired = whole.sibNamed
				for _, s := range sibs {
					whole.sibRetired = whole.sibRetired && ctx.retired[strings.ToLower(s)]
				}
			}
		}
		judged[sentence] = true
		if quotedExamples(whole, s.hits, sentence, s.start) {
			continue // a detector's catalogue of the attacks it catches
		}
		if screenedTableRow27(ctx, s.hits, sentence, s.start) {
			continue // a detector's table row: a label and the attack it quotes
		}
		if exampleCall27(sentence, ctx.fields) {
			continue // a sample call: every field one each call must fill
		}
		sg := signalsOf(s)
		sg.lower = sentLower
		*memo = sentenceMemo{phrases: lt}
		sg.memo = memo
		asWritten := 0 // 1: text holds the sentence as written, -1: not; looked for once a sentence
		for _, tf := range judgeSentence(sg, whole, s.hits, sentence, ctx) {
			if seen[tf.rule] {
				firmBehind45(out, tf, sentence) // a firm reading does not hide behind a vetoable one
				firmBehind46v(out, tf)
				continue
			}
			if (tf.rule == "poison-hidden-instruction" || tf.rule == "poison-concealment") && forbidsUnasked21c(sentLower) {
				continue
			}
			seen[tf.rule] = true
			msg := fmt.Sprintf("%s holds %s: %q", where(), tf.what, excerpt(sentence))
			if len(f.undone) > 0 && asWritten == 0 {
				asWritten = -1
				if strings.Contains(text, sentence) {
					asWritten = 1
				}
			}
			if asWritten < 0 { // the tricks undone elsewhere in the text left this sentence as written
				msg += " (read after undoing " + strings.Join(f.undone, ", ") + ")"
			}
			out = append(out, finding{Rule: tf.rule, Message: msg, firm: tf.firm})
			if first {
				return out
			}
		}
	}
	if first && len(out) > 0 {
		return out
	}
	out = append(out, rivalFindings(where, f.text, f.lowerWith(low), !f.keptCase, ctx, seen)...)
	out = append(out, superiorityFindings(where, f.text, low, seen)...)
	out = append(out, overrideFindings(where, f.text, low, ctx, seen)...)
	out = append(out, approvalFindings(where, f.text, low, seen)...)
	out = append(out, triggerFindings(where, f.text, low, hits, ctx, seen)...)
	out = append(out, waiverFindings(where, f.text, low, hits, ctx, seen)...)
	out = append(out, skipFindings(where, f.text, low, hits, ctx, seen)...)
	out = append(out, workflowActFindings(where, f.text, low, hits, ctx, seen)...)
	out = append(out, conventionFindings(where, f.text, low, hits, ctx, seen)...)
	out = append(out, preludeFindings(where, f.text, low, seen)...)
	out = append(out, othersBannedFindings(where, f.text, low, seen)...)
	out = append(out, stopgapSwapFindings(where, f.text, low, seen)...)
	out = append(out, selfFetchFindings(where, f.text, f.lower, ctx, seen)...)
	out = append(out, overlapFindings(where, f.text, f.lowerWith(low), ctx, seen)...)
	out = append(out, definedSinkFindings(where, f.text, low, whole, ctx, seen)...)
	out = append(out, splitOrderFindings34b(where, f.text, f.lower, hits, ctx, seen)...)
	out = append(out, deniedUploadFindings(where, f.text, low, ctx, seen)...)
	out = append(out, secretUploadFindings46(where, f.text, f.lower, seen)...)
	out = append(out, scaledAmountFindings46(where, f.text, low, seen)...)
	out = append(out, fieldFillFindings(where, f.text, low, hits, ctx, seen)...)
	out = append(out, hushedChainFindings(where, f.text, low, seen)...)
	out = append(out, hushedSendFindings41(where, f.text, f.lower, ctx.sentences(text, f.lower, hits), seen)...)
	out = append(out, followedExampleFindings44(where, f.text, f.lower, ctx.sentences(text, f.lower, hits), ctx, seen)...)
	out = append(out, textFindings20b(where, f.text, low, seen)...)
	out = append(out, wrappedFindings20c(where, f.text, seen)...)
	out = append(out, textFindings21b(where, f.text, f.lower, low, ctx.sentences(text, f.lower, hits), whole, ctx, seen)...)
	if !seen["poison-hidden-instruction"] {
		if c, ok := hiddenComment(f.lower, hits); ok {
			out = append(out, finding{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds a comment, hidden where markup is rendered, that gives the model an order: %q", where(), excerpt(f.text[c.start:c.end]))})
		}
	}
	return out
}

// unjudgedFindings reads a text none of whose sentences is judged for
// the readings of a whole text that need no concept; low is f.lower, and
// hits (none) its concepts.
func unjudgedFindings(where func() string, f folded, low lowText, hits []hit, ctx scanContext) []finding {
	out := append(superiorityFindings(where, f.text, low, nil), overrideFindings(where, f.text, low, ctx, nil)...)
	out = append(out, approvalFindings(where, f.text, low, nil)...)
	out = append(out, workflowActFindings(where, f.text, low, hits, ctx, nil)...)
	out = append(out, conventionFindings(where, f.text, low, hits, ctx, map[string]bool{})...)
	out = append(out, deniedUploadFindings(where, f.text, low, ctx, nil)...)
	out = append(out, scaledAmountFindings46(where, f.text, low, nil)...)
	if strings.Contains(f.lower, "other ") || strings.IndexByte(f.lower, '_') >= 0 {
		return append(rivalFindings(where, f.text, f.lowerWith(low), !f.keptCase, ctx, nil), append(out, overlapFindings(where, f.text, f.lowerWith(low), ctx, nil)...)...) // "Other archive tools are out of date"
	}
	return out
}

// sentenceMemo holds what several rules ask of the sentence judged.
type sentenceMemo struct {
	payKnown, pay bool
	phrases       lowText // hits nil until asked (signals.phrases)
}

// paymentTarget is hasPaymentTarget(sent) for the judged sentence sent
// whose signals sg are, looked for once.
func (sg *signals) paymentTarget(sent string) bool {
	m := sg.memo
	if m == nil {
		return hasPaymentTarget(paymentText41(sg, sent)) && !referenceAccount42b(sg.lower)
	}
	if !m.payKnown {
		m.payKnown, m.pay = true, hasPaymentTarget(paymentText41(sg, sent)) && !referenceAccount42b(sg.lower)
	}
	return m.pay
}

// hiddenComment returns the first HTML comment (<!-- … -->) or markdown
// comment ([//]: # (…)) whose words give an order: an action on the
// user's data, a field or the user, or addressed to the model. Rendered
// markup hides it from the person; the model reads it.
func hiddenComment(lower string, hits []hit) (span, bool) {
	hits0 := hits
	for from := 0; from < len(lower); {
		i, end, ok := nextComment(lower, from)
		if !ok {
			return span{}, false
		}
		from = end
		for len(hits) > 0 && hits[0].start < i {
			hits = hits[1:]
		}
		n := 0
		for n < len(hits) && hits[n].end <= end {
			n++
		}
		in := hits[:n]
		if mentionBefore(hits0, i) {
			continue // quoted: "such as <!-- … -->"
		}
		sg := signalsOf(span{hits: in})
		action := sg.anyFree(cRead, cSend, cInclude, cCall, cHide, cIgnore, cAsk, cMust) || sg.has[cCovert]
		if action && sg.any(cModel, cUser, cSecret, cPath, cKeyMaterial, cEnv, cConversation, cPersonal, cParamRef, cOtherTool) && !sg.has[cMention] {
			return span{start: i, end: end}, true
		}
	}
	return span{}, false
}

// plainEmphasis reports a text whose only pseudo-tags are emphasis
// (<important>, <critical>) around notes that ask nothing of the model:
// a rate limit or a time zone set off by a vendor, not an order.
func plainEmphasis(lower string, hits []hit) bool {
	found := false
	for i, h := range hits {
		if h.c != cTag {
			continue
		}
		switch lower[h.start:h.end] {
		case "</important":
			continue
		case "<important", "<critical":
		default:
			return false
		}
		end := len(lower)
		if k := strings.Index(lower[h.end:], "</"); k >= 0 {
			end = h.end + k
		}
		j := i + 1
		for j < len(hits) && hits[j].start < end {
			j++
		}
		block := signalsOf(span{hits: hits[i+1 : j]})
		if ordersInBlock(block) && !ownRoutingNote(lower[h.end:end], block) && !passiveNeed(lower[h.end:end], block) || strings.Contains(lower[h.end:end], "://") || strings.Contains(lower[h.end:end], "@") {
			return false
		}
		found = true
	}
	return found
}

// ordersInBlock reports a block that holds more than a note may: any
// concept beyond naming the user, what the tool reads, sends or runs,
// when, what it protects or leaves out, a policy it follows and its own
// deprecation, the errors it returns, the audit record it keeps and the
// wait it asks before a retry, and personal or payment data it masks; or the model
// addressed or held to a rule other than to tell the user something
// (rather than retry) or ask first, a denial to the user, or an action
// to take first ("read the config first"). Who may see a record, and a
// setting that switches something off, are a note's only where no one
// is ordered and no record is stopped.
func ordersInBlock(b signals) bool {
	tellsUser := b.free[cTell] && b.has[cUser]
	unordered := !b.has[cModel] && !b.has[cMust]
	for c := range nConcepts {
		if !b.has[c] || noteConcept[c] {
			continue
		}
		switch {
		case (c == cModel || c == cMust || c == cInsteadOf && !b.any(cOtherTool, cPrefer)) && tellsUser, (c == cModel || c == cMust) && b.has[cConsent], (c == cPersonal || c == cMoney || c == cUnmask) && b.has[cProtect]:
		case c == cElevated && unordered, c == cSuppress && unordered && !b.has[cAuditTrail]:
		default:
			return true
		}
	}
	return b.has[cNeg] && b.has[cTell] || b.anyFree(cRead, cSend, cInclude, cCall) && b.has[cBefore] && !b.has[cConsent]
}

// noteConcept marks the concepts a plain note may hold.
var noteConcept = func() (t [nConcepts]bool) {
	for _, c := range [...]concept{cUser, cTell, cNeg, cRead, cSend, cActs, cInclude, cCall, cBefore, cWhen, cThisTool, cOnly, cMention, cProtect, cPublic, cConsent, cExclude, cFromResult, cAskVerb, cParamRef, cAuthority, cDeprecated, cFailure, cAuditTrail, cWait} {
		t[c] = true
	}
	return t
}()

// mentionBefore reports a quotation marker ("such as", "for example")
// ending within 40 bytes before offset i.
func mentionBefore(hits []hit, i int) bool {
	for _, h := range hits {
		if h.start >= i {
			break
		}
		if h.c == cMention && h.end > i-40 {
			return true
		}
	}
	return false
}

// nextComment finds the next comment at or after from: its start and end.
func nextComment(lower string, from int) (start, end int, ok bool) {
	rest := lower[from:]
	html := strings.Index(rest, "<!--")
	md := -1
	for _, open := range [...]string{"[//]:", "[comment]:"} {
		if k := strings.Index(rest, open); k >= 0 && (md < 0 || k < md) && atLineStart(rest, k) {
			md = k
		}
	}
	switch {
	case html >= 0 && (md < 0 || html < md):
		start = from + html
		if k := strings.Index(lower[start:], "-->"); k >= 0 {
			return start, start + k + 3, true
		}
		return start, len(lower), true
	case md >= 0:
		start = from + md
		if k := strings.IndexByte(lower[start:], '\n'); k >= 0 {
			return start, start + k, true
		}
		return start, len(lower), true
	}
	return 0, 0, false
}

// mayJudge reports whether a rule could fire on a sentence's hits
// (without a URL or an address): two concepts, or one that some rule reads
// on its own.
func mayJudge(hits []hit) bool {
	if len(hits) == 0 {
		return false
	}
	for _, h := range hits[1:] {
		if h.c != hits[0].c {
			return true
		}
	}
	switch hits[0].c {
	case cTag, cRole, cOverride, cObey, cCovert, cUnsafe, cTamper, cPersist, cShell, cCall, cWhen, cPrefer, cDeprecated, cInsteadOf, cOnlyThis, cDisparage, cSocialProof, cAfterCalls, cOverUser, cSampling, cRemoteAccess, cPath, cKeyMaterial, cEveryTurn, cMoney, cPurchase, cPresent, cEnv:
		return true
	}
	return false
}

// read folds text and finds its concepts, once per tool for each distinct
// text (the schema and parameter checks read the same strings), and once
// per worker for a short text that tools repeat.
func (ctx scanContext) read(text string) (folded, []hit) {
	m := ctx.memo
	if m == nil {
		return readFresh(text)
	}
	if r, ok := m.tool[text]; ok {
		return r.f, r.hits
	}
	r, shared := m.readShared(text)
	if !shared {
		r.f, r.hits = readFresh(text)
	}
	m.tool[text] = r
	if r.f.text != text {
		if m.folds == nil {
			m.folds = map[string]string{}
		}
		m.folds[r.f.text] = text
	}
	return r.f, r.hits
}

// sentences returns sentencesOf(lower, hits) for text, read by ctx.read:
// split once per tool for each distinct text, since the rules and the
// learned model read the same sentences. Splitting again would number
// the clauses of hits as the first split did.
func (ctx scanContext) sentences(text, lower string, hits []hit) []span {
	if ctx.memo == nil {
		return sentencesOf(lower, hits)
	}
	r, ok := ctx.memo.tool[text]
	if orig, folded := ctx.memo.folds[text]; !ok && folded {
		text = orig // the whole-text rules pass the folded text read
		r = ctx.memo.tool[text]
		ok = r.f.lower == lower
	}
	if !ok {
		return sentencesOf(lower, hits) // not read through the memo
	}
	if r.spans == nil { // sentencesOf returns no nil slice
		r.spans = sentencesOf(lower, hits)
		ctx.memo.tool[text] = r
	}
	return r.spans
}

// lowOf returns the lower form f of text, read by ctx.read, with the
// phrase sets it holds (phrasesIn): found once per tool for each distinct
// text, for the rules that read the whole text. A text longer than
// maxWholeBits goes without: its sentences repeat (each is judged once),
// so one pass over all of it costs more than the sets its rules ask;
// but from bigText on, its sets are found part by part where its parts
// repeat (bigTextBits).
func (ctx scanContext) lowOf(text string, f folded) lowText {
	if len(f.lower) > maxWholeBits && len(f.lower) < bigText {
		return lowText{s: f.lower}
	}
	find := phrasesIn
	if len(f.lower) >= bigText {
		find = bigTextBits
	}
	if ctx.memo == nil {
		return find(f.lower)
	}
	r, ok := ctx.memo.tool[text]
	if !ok {
		return find(f.lower) // not read through the memo
	}
	if !r.found {
		if len(f.lower) < bigText {
			r.sets, r.ends = phrasesWithEnds(f.lower)
		} else {
			big := find(f.lower)
			r.sets, r.outerOnly = big.hits, big.hits == nil
			if r.outerOnly {
				r.sets = big.outer
			}
		}
		r.found = true
		ctx.memo.tool[text] = r
	}
	return r.lowText()
}

// phraseEnds returns the ends of the phrases of f.lower where lowOf found
// its sets in one pass (phrasesWithEnds), else nil.
func (ctx scanContext) phraseEnds(text string, f folded) []phraseEnd {
	if ctx.memo == nil {
		return nil
	}
	if r := ctx.memo.tool[text]; r.f.lower == f.lower {
		return r.ends
	}
	return nil
}

// maxWholeBits bounds the texts lowOf finds every phrase set of at once.
const maxWholeBits = 8 << 10

// lowerOf returns strings.ToLower(text) with the sets it holds where ctx
// read text and found them (lowOf): its folded lower form, when folding
// changed nothing but the case, is that.
func (ctx scanContext) lowerOf(text string) lowText {
	if ctx.memo != nil {
		if r, ok := ctx.memo.tool[text]; ok && r.f.text == text && !r.f.keptCase {
			return r.lowText()
		}
	}
	return lowText{s: strings.ToLower(text)}
}

// lowerWithBits returns toLower(text) with the sets it holds, found as
// scanMeaning will find them (read, lowOf): the checks that read a text
// before its scan ask those bits instead of passing over it once a set.
func (ctx scanContext) lowerWithBits(text string) lowText {
	if ctx.memo != nil {
		f, _ := ctx.read(text)
		if low := ctx.lowOf(text, f); f.text == text && !f.keptCase && (low.hits != nil || low.outer != nil) {
			return low // f.lower is toLower(text)
		}
	}
	return bigTextBits(toLower(text))
}

// readSteps refine the concepts found, in order: drop what only looks
// like a request, then mark what phrases imply.
var readSteps = [...]func(lower string, hits []hit) []hit{markStores, dropNounSends, dropIdentifiers, dropPlaces, dropHostLabels33, dropAsides, dropReportedSpeech, dropMannerNegations, markTurns, markHarvest, impliedVerbs, markAsks, markAgainstData}

// readShared returns the read of a text an earlier tool of this worker
// read, or records the text so that its next read is shared.
//
// sentencesOf numbers the clauses of a text's hits in place, so a tool
// gets hits of its own, numbered as a first read leaves them.
func (m *readMemo) readShared(text string) (readText, bool) {
	if m.shared == nil || len(text) > maxSharedText {
		return readText{}, false
	}
	h := maphash.String(m.seed, text)
	slot := &m.seen[h%uint64(len(m.seen))]
	if *slot != h {
		*slot = h // seen once: shared from the second time
		return readText{}, false
	}
	r, ok := m.shared[text]
	if !ok {
		r.f, r.hits = readFresh(text)
		if len(m.shared) < maxSharedTexts {
			m.shared[text] = r
		}
	}
	r.hits = slices.Clone(r.hits)
	return r, true
}

func readFresh(text string) (folded, []hit) {
	f := foldText(text)
	hits := matchConcepts(f.lower)
	for _, step := range readSteps {
		hits = step(f.lower, hits)
	}
	return f, markSecretVariables(f.text, hits)
}

// Bounds of the texts a worker shares between tools: short ones (property
// descriptions and names, enum values), and so many.
const (
	maxSharedText  = 1 << 10
	maxSharedTexts = 1 << 13
)

// readText is a memoised read, and its sentences once split.
type readText struct {
	f     folded
	hits  []hit
	spans []span
	sets  []uint64    // phrasesIn(f.lower).hits, once found (nil for a text between maxWholeBits and bigText)
	ends  []phraseEnd // where f.lower's phrases end, found with sets below bigText
	found bool        // sets is found
	// sets are outer bits only: those of a big text whose parts do not
	// repeat (bigTextBits)
	outerOnly bool
}

// lowText returns f.lower with the sets found, as lowOf found them.
func (r readText) lowText() lowText {
	if r.outerOnly {
		return lowText{s: r.f.lower, outer: r.sets}
	}
	return lowText{s: r.f.lower, hits: r.sets}
}

// readMemo holds the texts read for one tool and, when shared is not nil,
// those that earlier tools of the same worker read more than once.
type readMemo struct {
	tool, shared map[string]readText
	seed         maphash.Seed
	seen         *[1024]uint64     // hashes of texts read, by their low bits: a worker's only (shared), not zeroed for each item's memo
	folds        map[string]string // the tool's texts that folding changed, by their folded form
}

// newToolMemo returns a memo for a tool that shares no texts.
func newToolMemo() *readMemo { return &readMemo{tool: map[string]readText{}} }

// newWorkerMemo returns a memo a worker reuses tool after tool (see next).
func newWorkerMemo() *readMemo {
	return &readMemo{tool: map[string]readText{}, shared: map[string]readText{}, seed: maphash.MakeSeed(), seen: new([1024]uint64)}
}

// next empties the tool's texts for the next tool, keeping the shared.
func (m *readMemo) next() *readMemo {
	clear(m.tool)
	clear(m.folds)
	return m
}

// markAsks marks a verb of asking right before the user ("demande
// immédiatement à l'utilisateur", "ask the user for"), in any of the
// lexicon's languages, as asking the user: the words between vary more
// than the lexicon's phrases can list.
func markAsks(lower string, hits []hit) []hit {
	var adds []hit
	for i := 0; i < len(hits); i++ {
		h := hits[i]
		if h.c != cUser {
			continue
		}
		if !asksForObject(lower, hits[i+1:], h.end) {
			continue
		}
		before := lower[max(0, h.start-40):h.start]
		k := -1
		for _, v := range [...]string{"ask ", "demande", "pide", "pídele", "pregunta", "frage", "frag ", "bitte ", "chiedi", "domanda", "peça", "pergunte", "solicite", "попроси", "спроси", "запроси", "请求", "询问", "要求", "尋ね", "聞い", "요청", "물어", "vraag", "minta", "tanya", "hỏi", "yêu cầu", "اطلب", "اسأل", "पूछें", "zapytaj", "poproś", "požádej", "zeptej", "fråga"} {
			j := strings.LastIndex(before, v)
			if j > k && !strings.ContainsAny(before[j:], ".;:!?") && (j == 0 || !isWordRune(rune(before[j-1]))) {
				k = j
			}
		}
		if k < 0 || covered(hits[max(0, i-3):i], h.start-len(before)+k, h.start-len(before)+k+1) {
			continue // the verb is part of a longer phrase already read
		}
		adds = append(adds, hit{c: cAsk, start: h.start - len(before) + k, end: h.start})
	}
	return mergeHits(hits, adds)
}

// mergeHits merges added hits into hits, both in order of their starts
// once adds is sorted; a hit goes before an added one at the same start.
func mergeHits(hits, adds []hit) []hit {
	if len(adds) == 0 {
		return hits
	}
	slices.SortStableFunc(adds, func(a, b hit) int { return a.start - b.start })
	out := make([]hit, 0, len(hits)+len(adds))
	i, j := 0, 0
	for i < len(hits) || j < len(adds) {
		if j < len(adds) && (i == len(hits) || adds[j].start < hits[i].start) {
			out = append(out, adds[j])
			j++
		} else {
			out = append(out, hits[i])
			i++
		}
	}
	return out
}

// asksForObject reports a secret, a code or personal data among the hits
// that follow offset from within its clause: what the user is asked for.
func asksForObject(lower string, next []hit, from int) bool {
	for _, h := range next {
		if h.start-from > 60 || strings.ContainsAny(lower[from:h.start], ".;!?") {
			return false
		}
		switch h.c {
		case cSecret, cCode, cKeyMaterial, cPersonal:
			return true
		}
	}
	return false
}

// impliedVerbs adds the verb a longer phrase holds: "also send" (a
// redirect) sends, and "copy … into" includes.
func impliedVerbs(lower string, hits []hit) []hit {
	var adds []hit
	for i := 0; i < len(hits); i++ {
		h := hits[i]
		var add hit
		switch text := lower[h.start:h.end]; {
		case h.c == cRedirect && (strings.Contains(text, "send") || strings.Contains(text, "forward") || strings.Contains(text, "email")):
			add = hit{c: cSend, start: h.start, end: h.end}
		case h.c == cRedirect && addsToo(text):
			add = hit{c: cInclude, start: h.start, end: h.end}
		case h.c == cRead && (text == "copy" || text == "copia" || text == "copie" || text == "kopiere"):
			rest := lower[h.end:min(len(lower), h.end+80)]
			if end := strings.IndexAny(rest, ".;\n"); end >= 0 {
				rest = rest[:end]
			}
			for _, into := range [...]string{" into ", " in den ", " en el ", " dans ", " nel ", " no "} {
				if k := strings.Index(rest, into); k >= 0 {
					add = hit{c: cInclude, start: h.end + k + 1, end: h.end + k + len(into) - 1}
					break
				}
			}
		}
		if add.end != 0 {
			adds = append(adds, add)
		}
	}
	return mergeHits(hits, adds)
}

// markSecretVariables marks environment variables named for a secret,
// written the way they are, in capitals (STRIPE_SECRET_KEY, NPM_TOKEN), in
// a text of any language, as a secret: named by a tool that needs it
// configured, asked for by one that wants its value.
func markSecretVariables(text string, hits []hit) []hit {
	if !strings.Contains(text, "_") {
		return hits
	}
	var adds []hit
	for i := 0; i < len(text); {
		if !(text[i] >= 'A' && text[i] <= 'Z') || i > 0 && isToolNameByte(text[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(text) && (text[j] >= 'A' && text[j] <= 'Z' || text[j] >= '0' && text[j] <= '9' || text[j] == '_') {
			j++
		}
		if name := text[i:j]; j-i >= 6 && strings.Contains(name, "_") && (j == len(text) || !isToolNameByte(text[j]) || text[j] == '.') && secretVariable(name) && !covered(hits, i, j) {
			adds = append(adds, hit{c: cSecret, start: i, end: j})
		}
		i = j
	}
	return mergeHits(hits, adds)
}

func secretVariable(name string) bool {
	for _, w := range [...]string{"_KEY", "_TOKEN", "_SECRET", "_PASSWORD", "_PASS", "_PWD", "_CREDENTIALS", "SECRET_"} {
		if strings.HasSuffix(name, w) || w == "SECRET_" && strings.Contains(name, w) {
			return true
		}
	}
	return false
}

// covered reports a hit overlapping [start, end).
func covered(hits []hit, start, end int) bool {
	for _, h := range hits {
		if h.start < end && h.end > start {
			return true
		}
	}
	return false
}

// addsToo reports a redirect phrase that adds as well: "also add",
// "also include", "ajoute aussi", "也添加".
func addsToo(text string) bool {
	if strings.HasPrefix(text, "also ") {
		return true
	}
	for _, w := range [...]string{"ajout", "füge", "añade", "agrega", "aggiungi", "adicione", "добавь", "添加", "追加", "추가"} {
		if strings.Contains(text, w) {
			return true
		}
	}
	return false
}

// markHarvest marks a secret under a quantifier ("every API key", "any
// passwords", "todas las contraseñas") as collecting whatever there is: a
// tool that needs one secret names it, a harvest asks for all of them.
func markHarvest(lower string, hits []hit) []hit {
	if !strings.ContainsAny(lower, ".,:;!?") && strings.Count(lower, " ") < 6 {
		return hits // a label or a name spelt out (getAllEnvVars), not an order
	}
	var out []hit
	for i, h := range hits {
		q, ok := 0, false
		if h.c == cSecret || h.c == cKeyMaterial || h.c == cPersonal {
			q, ok = quantifierBefore(lower, h.start)
		}
		if !ok {
			if out != nil {
				out = append(out, h)
			}
			continue
		}
		if out == nil {
			out = append(make([]hit, 0, len(hits)+1), hits[:i]...)
		}
		for len(out) > 0 && out[len(out)-1].end > q {
			out = out[:len(out)-1] // the quantifier's own hit (alle, all) gives way
		}
		out = append(out, hit{c: cHarvest, start: q, end: q}, h)
	}
	if out == nil {
		return hits
	}
	return out
}

// quantifierBefore returns the offset of "every", "all", "any" or their
// kin among the two words before offset i.
func quantifierBefore(lower string, i int) (int, bool) {
	before := lower[max(0, i-40):i]
	base := i - len(before)
	words := strings.Fields(before)
	for k := len(words) - 1; k >= max(0, len(words)-3); k-- {
		switch strings.Trim(words[k], ",;:(") {
		case "every", "all", "any", "each", "todas", "todos", "cualquier", "tous", "toutes", "chaque", "alle", "allen", "jede", "jeden", "tutti", "tutte", "ogni", "qualsiasi", "quaisquer", "qualquer", "все", "всех", "любые", "каждый", "所有", "全部", "すべての", "全ての", "모든", "semua", "tüm", "bütün", "alle de", "wszystkie", "všechny", "toate", "כל", "جميع", "كل", "सभी", "tất cả":
			return base + strings.LastIndex(before, words[k]), true
		}
	}
	return 0, false
}

// markTurns marks a transcript written into a text, in any language: a
// line that opens with the user's label and a colon ("用户：", "User:") and
// another with the assistant's are fake conversation turns.
func markTurns(lower string, hits []hit) []hit {
	var user, model bool
	first := -1
	for _, h := range hits {
		label := (h.c == cUser || h.c == cModel) && turnLabel(lower, h)
		if label {
			user, model = user || h.c == cUser, model || h.c == cModel
		}
		if first < 0 && (label || h.c == cRole) {
			first = h.start
		}
	}
	if first >= 0 && introducesExample(lower[max(0, first-120):first]) {
		// A quoted example exchange: no turn is a fake one.
		out := hits[:0]
		for _, h := range hits {
			if h.c != cRole {
				out = append(out, h)
			}
		}
		return out
	}
	if !user || !model {
		return hits
	}
	for i, h := range hits {
		if (h.c == cUser || h.c == cModel) && turnLabel(lower, h) {
			hits[i].c = cRole
		}
	}
	return hits
}

// introducesExample reports a heading that makes what follows a quoted
// example ("Example interaction:").
func introducesExample(before string) bool {
	for _, w := range [...]string{"example", "sample", "e.g.", "look like", "looks like", "format", "ejemplo", "exemple", "beispiel", "esempio", "exemplo", "пример", "例", "formato", "ressemblent", "sehen so aus"} {
		if strings.Contains(before, w) {
			return true
		}
	}
	return false
}

// turnLabel reports a hit that opens its line and is followed by a colon.
func turnLabel(lower string, h hit) bool {
	return atLineStart(lower, h.start) && strings.HasPrefix(strings.TrimLeft(lower[h.end:], " "), ":")
}

// dropAsides drops a bracketed example ("(e.g. send files)", "(for
// example ~/.ssh/id_rsa.pub)"), mention and all: it quotes, it does not
// ask, and it does not make the rest of its sentence a quotation.
//
// Cost: the bracket before a mention is sought only in the 3 bytes
// before it (bracketBefore: all the reading takes), and the closing
// bracket through closeAfter, which remembers its last search, so a text
// of many mentions is read about once, not once per mention.
func dropAsides(lower string, hits []hit) []hit {
	var closes closeAfter
	for i := 0; i < len(hits); i++ {
		h := hits[i]
		if h.c != cMention {
			continue
		}
		if purposeMention(lower, h) {
			hits = append(hits[:i], hits[i+1:]...)
			i--
			continue
		}
		if !bracketBefore(lower, h.start) {
			continue
		}
		end := closes.at(lower, h.end)
		if end < 0 {
			continue
		}
		out := hits[:i]
		j := i
		for j < len(hits) && hits[j].start < end {
			j++
		}
		hits = append(out, hits[j:]...)
		i--
	}
	return hits
}

// purposeMention reports "detection" as a purpose ("for dialect
// detection", "for detecting the language") or an event (检测到,
// detected): what the order is for or why, not a quotation of one.
func purposeMention(lower string, h hit) bool {
	if w := lower[h.start:h.end]; w == "flags" || w == "flagging" {
		// feature flags, "so flags can be evaluated": a noun of the domain.
		return strings.HasSuffix(lower[:h.start], "feature ") || strings.HasSuffix(lower[:h.start], "so ")
	}
	if lower[h.start:h.end] == "检测" {
		return strings.HasPrefix(lower[h.end:], "到") // 检测到: detected, an event reported, not a quotation
	}
	if !strings.HasPrefix(lower[h.start:h.end], "detect") {
		return false
	}
	before := strings.Fields(ClipBytes(lower[max(0, h.start-30):h.start], 30))
	for k := len(before) - 1; k >= max(0, len(before)-3); k-- {
		if before[k] == "for" || before[k] == "improve" {
			return true
		}
	}
	return false
}

// dropPlaces drops the conversation where it is a place ("a code the user
// types in this conversation"), not the data asked for, and "no" before a
// number.
func dropPlaces(lower string, hits []hit) []hit {
	out := hits[:0]
	for _, h := range hits {
		if h.c == cNeg && lower[h.start:h.end] == "no" && h.end < len(lower) && (lower[h.end] == '.' || strings.HasPrefix(lower[h.end:], " ") && h.end+1 < len(lower) && isASCIIDigit(lower[h.end+1])) {
			continue // No. 117, no 5: a number
		}
		if h.c != cConversation {
			out = append(out, h)
			continue
		}
		before := strings.Fields(ClipBytes(lower[max(0, h.start-40):h.start], 40))
		for len(before) > 0 && (before[len(before)-1] == "the" || before[len(before)-1] == "this") {
			before = before[:len(before)-1] // "in the current conversation"
		}
		if len(before) >= 2 && (before[len(before)-1] == "in" || before[len(before)-1] == "during") {
			switch before[len(before)-2] {
			case "earlier", "previously", "said", "shared", "mentioned", "given", "provided", "told", "written", "typed", "sent":
			default:
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

// dropIdentifiers drops secrets named only by their identifier ("SSH key
// IDs", private_key_uuid): a reference, not the secret.
func dropIdentifiers(lower string, hits []hit) []hit {
	out := hits[:0]
	for _, h := range hits {
		if h.c == cKeyMaterial || h.c == cSecret || h.c == cPersonal || h.c == cConversation {
			next, rest := nextField(strings.TrimLeft(lower[h.end:], "_-"))
			after, _ := nextField(rest)
			if isIdentifierWord(next) || isIdentifierWord(after) || referenceBefore(lower[:h.start]) {
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

func isIdentifierWord(w string) bool {
	switch strings.Trim(w, ",.;:()_-。，、") {
	case "id", "ids", "uuid", "uuids", "fingerprint", "fingerprints", "name", "names", "identifier", "identifiers", "label", "labels", "type", "path", "paths":
		return true
	}
	// 개인키 경로, 私钥路径, 秘密鍵のパス: the key's path, a reference.
	for _, p := range [...]string{"경로", "路径", "のパス", "パス"} {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	return false
}

// dropNounSends drops "email", "mail", "post" and "send" where they are
// nouns (the Email API, a blog post, a Bitwarden Send): they order a
// sending only before an object.
func dropNounSends(lower string, hits []hit) []hit {
	out := hits[:0]
	for _, h := range hits {
		if h.c == cSend && lower[h.start:h.end] == "send" {
			rest := strings.TrimLeft(lower[h.end:], " ")
			if rest == "" || strings.IndexByte(".,;:)", rest[0]) >= 0 || strings.HasSuffix(lower[:h.start], "the ") || strings.HasSuffix(lower[:h.start], "a ") {
				continue
			}
		}
		if h.c == cSend {
			switch lower[h.start:h.end] {
			case "email", "e-mail", "mail", "post":
				next, _, _ := strings.Cut(strings.TrimLeft(lower[h.end:], " "), " ")
				if next != "" && next[0] >= utf8.RuneSelf {
					break // POST 到: a verb before text of another script
				}
				switch strings.Trim(next, ",.;:") {
				case "to", "it", "them", "the", "all", "every", "a", "this", "that", "each", "any", "these", "those", "copies", "your", "their", "its":
				default:
					continue
				}
			}
		}
		out = append(out, h)
	}
	return out
}

// label is a where-function for a fixed place name.
func label(s string) func() string { return func() string { return s } }

// siblingSet holds the server's tool names by their lowercase spelling.
type siblingSet map[string]string

// retiredTools are the tools whose own description opens by retiring
// them ("DEPRECATED: use create_issue_v2", "Legacy: …", "OBSOLÈTE : …"),
// by lowercase name; nil when none does.
func retiredTools(tools []Tool) map[string]bool {
	var out map[string]bool
	for _, t := range tools {
		head := strings.TrimLeft(t.description(), " \n\t[(*_")
		for _, w := range [...]string{"deprecated", "legacy", "obsolete", "obsolète", "obsoleto", "obsoleta", "veraltet", "desaprobado", "descontinuado", "устарел", "已弃用", "已废弃", "非推奨", "廃止", "사용 중단"} {
			if len(head) >= len(w) && strings.EqualFold(head[:len(w)], w) {
				if out == nil {
					out = map[string]bool{}
				}
				out[strings.ToLower(t.Name)] = true
				break
			}
		}
	}
	return out
}

func newSiblingSet(tools []Tool) siblingSet {
	set := make(siblingSet, len(tools))
	for _, t := range tools {
		set[strings.ToLower(t.Name)] = t.Name
	}
	return set
}

// excerpt trims a quoted match to a readable length.
func excerpt(s string) string {
	// The words joined by single spaces, read only as far as the cut.
	var b strings.Builder
	n := 0 // runes written
	for f := range strings.FieldsSeq(s) {
		if n > 0 {
			b.WriteByte(' ')
			n++
		}
		for i := 0; i < len(f) && n <= 100; n++ {
			_, size := utf8.DecodeRuneInString(f[i:])
			b.WriteString(f[i : i+size])
			i += size
		}
		if n > 100 {
			return string([]rune(b.String())[:97]) + "…"
		}
	}
	return b.String()
}

// recipientField reports a property that names where a message goes.
func recipientField(property string) bool {
	switch property {
	case "to", "cc", "bcc", "cco", "ccn", "recipient", "recipients", "forward", "forward_to", "reply_to", "replyto",
		"empfaenger", "empfänger", "destinatario", "destinatarios", "destinataire", "destinataires", "destinatari", "destinatário", "destinatários", "poluchatel", "получатель", "收件人", "宛先", "수신자":
		return true
	}
	for _, w := range [...]string{"copy_to", "copy_recipient", "bcc", "cc_", "_cc", "forward", "recipient", "참조", "抄送", "密送", "kopie", "copia", "cópia", "copie"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	// email_to, send_to, notifyTo: a field named for where a message goes.
	if strings.HasSuffix(property, "_to") {
		return true
	}
	if !strings.HasSuffix(property, "to") {
		return false
	}
	for _, w := range [...]string{"mail", "notify", "send", "forward", "share", "deliver", "reply", "cc"} {
		if strings.Contains(property, w) {
			return true
		}
	}
	return false
}

// referenceBefore reports text ending in "the path of the", "path to",
// "the ID of the": what follows is named by a reference, not handed over
// (the ID of the payroll calendar).
func referenceBefore(before string) bool {
	before = before[max(0, len(before)-24):]
	for _, p := range [...]string{"path of the ", "path of your ", "path of a ", "path to the ", "path to your ", "path to a ", "path to ", "ruta de la ", "ruta a la ", "chemin de la ", "chemin vers la ", "pfad zum ", "pfad zur ", "percorso della ", "caminho da ", "путь к "} {
		if strings.HasSuffix(before, p) {
			return true
		}
	}
	before = strings.TrimSuffix(strings.TrimSuffix(before, "the "), "a ")
	for _, w := range [...]string{"id of ", "ids of ", "identifier of ", "identifiers of ", "uuid of ", "name of ", "names of "} {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// isPhoneNumber reports a value written as a phone number: a leading plus,
// zero or bracket, then digits with spaces, dashes or dots, seven digits or
// more.
func isPhoneNumber(s string) bool {
	s = strings.TrimSpace(s)
	if s == "" || s[0] != '+' && s[0] != '0' && s[0] != '(' {
		return false // a date or a number, not a dialled one
	}
	digits := 0
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case isASCIIDigit(c):
			digits++
		case c == ' ' || c == '-' || c == '.' || c == '(' || c == ')' || c == '+' && i == 0:
		default:
			return false
		}
	}
	return digits >= 7 && digits <= 15
}
