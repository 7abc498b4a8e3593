package analysis

import "strings"

// neverWord34 proposes guard25's "never", which guarded25 reads as a word.
var neverWord34 = newPhraseSet("never")

// guarded25 reports a rule that keeps a check (guard25), with "never" read
// as a word: "whenever" and "nevertheless" hold the letters, not the guard.
func guarded25(lt lowText) bool {
	return lt.in(guard25) || lt.in(neverWord34) && hasWordASCII(lt.s, "never")
}

// needLifted34 reports a sentence whose verb that takes the conversation
// comes right after words that do away with the act ("Replaces the need
// to include full chat history in prompts", "without having to paste the
// thread", "无需附上聊天记录"): what the tool spares the model, not an order
// to hand the conversation over.
func needLifted34(sg signals, hits []hit) bool {
	if !sg.has[cConversation] || sg.any(cEveryTurn, cCovert, cCovertAdv, cHide, cPersist) {
		return false
	}
	conv, verb := sg.start+sg.first[cConversation], -1
	for _, h := range hits {
		if h.start >= sg.start && h.start < conv && (h.c == cInclude || h.c == cSend || h.c == cRead) {
			verb = h.start - sg.start
		}
	}
	if verb < 0 || verb > len(sg.lower) {
		return false
	}
	before := strings.TrimRight(sg.lower[:verb], " ")
	for _, w := range needLiftedWords34 {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	return false
}

// needLiftedWords34 end the words before a verb that spare its act.
var needLiftedWords34 = [...]string{"replaces the need to", "removes the need to", "eliminates the need to", "avoids the need to", "without the need to", "compared to", "compared with", "rather than", "no need to", "no longer need to", "never need to", "without needing to", "without having to", "don't have to", "do not have to", "instead of",
	"sin necesidad de", "sin tener que", "sans avoir à", "sans devoir", "plus besoin d'", "ohne zu", "senza dover", "senza bisogno di", "sem precisar", "sem ter que", "без необходимости", "无需", "不必", "不需要", "不用"}
