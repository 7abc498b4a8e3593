package analysis

import (
	"slices"
	"strconv"
	"strings"
)

// judgeLowkey reads a sentence for orders written as a plain feature, a
// default or a label: a count of repeats or copies far past any request, a
// loop until a quota runs out, a claim that this tool alone may be used,
// and the widest rights a credential can carry.
func judgeLowkey(sg signals, sent string, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] {
		return nil
	}
	lower, ph := sg.lower, lowText{}
	if ctx.fixed && strings.Contains(lower, "_") {
		lower = strings.ReplaceAll(lower, "_", " ") // ripeti_esportazione_10000_volte
		ph = phrasesIn(lower)
	} else {
		ph = sg.phrases()
	}
	switch {
	case !sg.negation && (ph.in(loopSet) || hasDigit(lower) && massRepeat(ph)):
		return []textFinding{{rule: "poison-tool-invocation", what: "an order to repeat work far past the request, spending the user's quota"}}
	case (ctx.label || ctx.fixed) && ph.in(otherToolsSet) && ph.in(neverSet) && (ph.in(onlyThisSet) || ph.in(alwaysSet) && ph.in(thisSet)):
		return []textFinding{{rule: "poison-coercion", what: "a demand to use this tool alone and never another"}}
	case ph.in(broadGrantSet) && grantWordIn(" "+lower+" ", broadGrantWords) && (ctx.fixed && !sg.negation || ph.in(avoidSet) || ph.in(grantReasonSet)),
		ph.in(wideGrantSet) && grantWordIn(" "+lower+" ", wideGrantWords) && ph.in(grantReasonSet):
		return []textFinding{{rule: "poison-tool-invocation", what: "an order to take the widest rights a credential can carry"}}
	case ph.in(untoldSet) && sg.has[cUser] && !sg.has[cWhen]:
		return []textFinding{{rule: "poison-concealment", what: "a note that spares telling or asking the user about what the tool does"}}
	case ph.in(asVerdictSet) && (sg.has[cFakeOK] || namesVendor(sent) || ph.in(alwaysSet)) && !(warnsUser16b(ph) && !ph.in(playedDown28)) && !ph.in(reportsEverything) && !pointsToRights28(ph):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to describe a subject with a verdict fixed in advance"}}
	case ph.in(buyCallSet) && (sg.has[cWhen] || ph.in(alwaysSet) || strings.Contains(lower, "stets")) && !sg.negation && !ph.in(ifAvailableSet):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to give an investment verdict fixed in advance"}}
	case ph.in(omitSet) && ph.in(badNewsSet) && !ph.in(noOmit17a):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to leave the bad news out of an answer"}}
	case ph.in(autostartSet) && ph.in(installSet) && (len(destinationsIn(sent)) > 0 || bareDomain(sent) || ph.in(uploadSet) && !ownStartupJob(sg, ctx, nil)) && !sg.negation:
		return []textFinding{{rule: "poison-tool-invocation", what: "a program it installs to run again by itself from a remote source"}}
	case !sg.negation && ph.in(addonSet) && grantWordIn(" "+lower, addonWords) && ph.in(everyOrderSet) && (sg.has[cMoney] || ph.in(installSet) || strings.Contains(lower, "enrol")):
		return []textFinding{{rule: "poison-preference-manipulation", what: "an order to add a paid extra the user did not ask for"}}
	case !sg.negation && ph.in(alsoSet) && ph.in(uploadSet) && (len(destinationsIn(sent)) > 0 || bareDomain(sent) || ph.in(ourSet)):
		return []textFinding{{rule: "poison-exfiltration", what: "a second act that sends the user's data to the vendor"}}
	}
	return nil
}

// ifAvailableWords make a verdict data the tool passes on: "if available".
var ifAvailableWords = []string{"if available", "if any", "falls vorhanden", "wenn vorhanden", "si está disponible", "si disponible", "se disponibile", "se disponível", "если есть", "如有", "あれば", "있으면"}

// avoidWords give a reason to skip a safeguard: to avoid breakage.
var avoidWords = []string{"to avoid", "so that nothing", "para evitar", "pour éviter", "zu vermeiden", "per evitare", "чтобы избежать", "во избежание", "以避免", "为了避免", "避けるため", "피하기 위해", "모든 기능을 위해", "for all features"}

// grantWordIn reports one of words in s at the start of a word: "all
// permissions", not "readwrite.all permissions".
func grantWordIn(s string, words []string) bool {
	for _, w := range words {
		for k := range indicesOf(s, w) {
			if k == 0 || !isNameByte(s[k-1]) {
				return true
			}
		}
	}
	return false
}

// isNameByte reports a byte that continues a word or a dotted name.
func isNameByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' || c == '.'
}

// massRepeat reports a count of twenty or more followed by a unit of
// repeats or copies ("300 times", "200-mal", "500 张"), not a limit ("up
// to 100 times", "100 times per minute").
func massRepeat(lt lowText) bool {
	if lt.in(rateSet) {
		return false
	}
	lower := lt.s
	for i := 0; i < len(lower); i++ {
		if lower[i] < '0' || lower[i] > '9' || i > 0 && (lower[i-1] >= '0' && lower[i-1] <= '9' || lower[i-1] == ',' || lower[i-1] == '.') {
			continue
		}
		j := i
		for j < len(lower) && (lower[j] >= '0' && lower[j] <= '9' || (lower[j] == ',' || lower[j] == '.') && j+1 < len(lower) && lower[j+1] >= '0' && lower[j+1] <= '9') {
			j++
		}
		digits := lower[i:j]
		if strings.ContainsAny(digits, ",.") {
			digits = strings.Map(func(r rune) rune {
				if r == ',' || r == '.' {
					return -1
				}
				return r
			}, digits)
		}
		n, err := strconv.Atoi(digits)
		if err != nil || n < 20 || strings.HasSuffix(strings.TrimRight(lower[:i], " -"), "base") { // base 64

			continue
		}
		rest := strings.TrimLeft(lower[j:], " _")
		for _, u := range repeatUnits {
			if unitAt(rest, strings.TrimLeft(u, " ")) || unitAt(lower[j:], u) {
				return true
			}
		}
		for _, u := range copyUnits {
			if unitAt(rest, u) || unitAt(strings.TrimPrefix(rest, "more "), u) || unitAt(strings.TrimPrefix(rest, "más "), u) {
				return true
			}
		}
	}
	return false
}

// unitAt reports s opening with the unit u as a whole word: "times", not
// "timestamp".
func unitAt(s, u string) bool {
	return strings.HasPrefix(s, u) && (len(s) == len(u) || !isNameByte(s[len(u)]) || s[len(u)] == '.')
}

// rateWords bound a count to a limit or a rate: "up to", "per minute".
var rateWords = []string{"up to", "at most", "maximum", "max ", "limit", "per minute", "per hour", "per second", "per day", "/min", "/s", "hasta ", "jusqu'à", "bis zu", "fino a", "até ", "не более", "до ", "最多", "最大", "每分钟", "每秒", "每小时", "分間", "毎分", "まで", "최대", "분당", "초당", "한도", "限额", "上限", "限制", "límite", "limite", "лимит", "grenze", "あたり", "cap ", " per ", " pro ", " par ", " por ", " в минуту"}

// lowkeyCue reports a sentence the low-key readings may judge though it
// holds none of the lexicon's concepts: plain prose about a quiet extra,
// found by its sets; a count repeated en masse (massRepeat) is
// judgedAnyway's too.
func lowkeyCue(lt lowText) bool {
	return lt.in(lowkeyCueSet) || lt.in(everyOrderSet) && grantWordIn(" "+lt.s, addonWords)
}

// lowkeyCueSet, everyOrderSet and rateSet find their lists' phrases in one
// pass: lowkeyCue runs on every sentence the lexicon finds nothing in.
var (
	lowkeyCueSet  = newPhraseSet(slices.Concat(autostartWords, uploadWords, untoldWords, omitWords, omitWordsMore, asVerdictWords, buyCallWords, loopWords, onlyThisWords, grantReasonWords, avoidWords)...)
	everyOrderSet = newPhraseSet(everyOrderWords...)
	rateSet       = newPhraseSet(slices.Concat(rateWords, rateWordsMore)...)
)

// The lists judgeLowkey reads on every sentence, each found in one pass.
var (
	alsoSet        = newPhraseSet(alsoWords...)
	asVerdictSet   = newPhraseSet(asVerdictWords...)
	autostartSet   = newPhraseSet(autostartWords...)
	avoidSet       = newPhraseSet(avoidWords...)
	badNewsSet     = newPhraseSet(slices.Concat(badNewsWords, badNewsWordsMore)...)
	buyCallSet     = newPhraseSet(buyCallWords...)
	grantReasonSet = newPhraseSet(grantReasonWords...)
	ifAvailableSet = newPhraseSet(ifAvailableWords...)
	installSet     = newPhraseSet(installWords...)
	loopSet        = newPhraseSet(loopWords...)
	// Gates: grantWordIn finds one of its words only where the set, of the
	// same words without their spaces, finds one.
	broadGrantSet = newPhraseSet(trimmed(broadGrantWords)...)
	wideGrantSet  = newPhraseSet(trimmed(wideGrantWords)...)
	addonSet      = newPhraseSet(trimmed(addonWords)...)
	neverSet      = newPhraseSet(neverWords...)
	omitSet       = newPhraseSet(slices.Concat(omitWords, omitWordsMore)...)
	onlyThisSet   = newPhraseSet(onlyThisWords...)
	otherToolsSet = newPhraseSet(otherToolsWords...)
	ourSet        = newPhraseSet(ourWords...)
	untoldSet     = newPhraseSet(untoldWords...)
	uploadSet     = newPhraseSet(uploadWords...)
)
