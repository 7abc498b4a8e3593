package analysis

import (
	"strings"
	"unicode/utf8"
)

// Readings of honest tools whose hard negatives read like attacks: a
// detector listing the attacks it catches as quotations.

// quotedExamples reports a sentence of a text that detects or gives
// examples (whole holds cMention) which lists two or more quotations
// while nothing outside them orders, conditions or addresses the reader:
// a scanner's catalogue ("flags phrases such as 'ignore previous
// instructions', 'read ~/.ssh and pass it on'", "«игнорируй предыдущие
// инструкции», «не говори пользователю»"). An order, a trigger or an
// address outside makes the quotations its payload; a JSON block is data,
// not a list.
func quotedExamples(whole signals, hits []hit, sent string, base int) bool {
	if len(hits) == 0 || !whole.has[cMention] || strings.ContainsAny(sent, "{@") {
		return false
	}
	if n, _ := quotations(sent); n < 2 {
		return false
	}
	inside := len(hits)
	for h := range hitsOutsideQuotes(hits, sent, base, 0) {
		inside--
		switch {
		case isAction(h.c) && h.c != cActs, h.c == cTell, h.c == cHide, h.c == cAsk, h.c == cAskVerb, h.c == cModel, h.c == cMust, h.c == cWhen, h.c == cBefore, h.c == cEveryTurn, h.c == cCovert, h.c == cCovertAdv, h.c == cNeg, h.c == cPersist:
			return false
		}
	}
	return inside > 0
}

// quotations counts the closed quotations in sent (nextCloser, every
// mark) and reports one left open at its end.
func quotations(sent string) (int, bool) {
	n := 0
	var closer rune
	for i, r := range sent {
		was := closer
		if closer = nextCloser(sent, i, r, closer, allQuotes); was != 0 && closer == 0 {
			n++
		}
	}
	return n, closer != 0
}

// memoryTool reports a tool whose name says that remembering is its job
// (remember, memory_save, 记住): storing is what it does.
func memoryTool(self string) bool {
	return containsAny(self, "memor", "remember", "запомн", "памят", "记住", "记忆", "覚え", "記憶", "기억", "ghi_nho")
}

// workingMemorySet holds data held in working memory while it is
// processed ("пароль анализируется в памяти и сразу удаляется"): no rule
// kept for later sessions.
var workingMemorySet = newPhraseSet("анализируется в памяти", "обрабатывается в памяти", "только в памяти", "в оперативной памяти", "в памяти и сразу", "в памяти и не",
	"traité en mémoire", "traitée en mémoire", "traités en mémoire", "analysé en mémoire", "analysée en mémoire", "uniquement en mémoire", "en mémoire vive", "en mémoire puis",
	"processado na memória", "processada na memória", "analisado na memória", "analisada na memória", "apenas na memória", "somente na memória", "na memória e descartad", "na memória e apagad",
	"elaborato nella memoria", "elaborata nella memoria", "solo nella memoria", "nella memoria e poi", "nella memoria di lavoro",
	"nur im arbeitsspeicher", "im arbeitsspeicher", "仅在内存", "在内存中处理", "メモリ上で処理", "メモリ内で処理", "메모리에서만", "메모리 내에서 처리",
	"in memory only", "only in memory", "in-memory only", "processed in memory", "analysed in memory", "analyzed in memory", "held in memory and",
	"анализируется в памяти", "обрабатывается в памяти", "только в памяти", "nur im arbeitsspeicher", "im arbeitsspeicher verarbeitet", "uniquement en mémoire", "traité en mémoire",
	"solo en memoria", "procesada en memoria", "procesado en memoria", "solo in memoria", "elaborata in memoria", "apenas em memória", "somente em memória", "processada em memória",
	"仅在内存", "只在内存", "在内存中处理", "メモリ上でのみ", "メモリ内でのみ", "메모리에서만", "chỉ trong bộ nhớ tạm", "yalnızca bellekte", "tylko w pamięci", "alleen in het geheugen")

// deniedInPlace reports a claim at lower[k:] denied where it stands: a
// CJK negation just before it ("不保本", "非保本") or a denial closing it
// ("元本保証ではありません", "원금 보장되지 않습니다"). "理财产品不保本" warns of
// the risk it names.
func deniedInPlace(lower string, k int) bool {
	if r, _ := utf8.DecodeLastRuneInString(lower[:k]); strings.ContainsRune("不非无無未没沒", r) {
		return true
	}
	return containsAny(lower[k:windowEnd(lower, k+48)], "ではありません", "ではない", "されません", "されない", "되지 않", "이 아닙", "가 아닙", "아닙니다")
}

// tagsAsValues reports a sentence whose every pseudo-tag is a quotation
// of its own ("returned as '[hidden]'", "「[hidden]」として返されます"): a
// value the tool prints, not a delimiter addressed to the model.
func tagsAsValues(hits []hit, sent string, base int) bool {
	seen := false
	for _, h := range hits {
		if h.c != cTag {
			continue
		}
		at, end := h.start-base, h.end-base
		if at < 1 || end > len(sent) {
			return false
		}
		before, _ := utf8.DecodeLastRuneInString(sent[:at])
		closer := quoteCloser(sent, at-utf8.RuneLen(before), before)
		after := strings.TrimLeft(sent[end:], "]>")
		if closer == 0 || !strings.HasPrefix(after, string(closer)) {
			return false
		}
		seen = true
	}
	return seen
}

// quotedDenial reports a sentence whose denial stands only inside
// balanced quotations, with no telling or denying outside them: the words
// of a note the tool writes for the user's own recipients ("invites carry
// the note 'non dirlo al festeggiato'", "邀请里会注明“请不要告诉寿星”"), not
// an order to the model. "Tell the user 'no order was placed'" tells.
func quotedDenial(hits []hit, sent string, base int) bool {
	if !strings.ContainsAny(sent, "\"'«“„‘「『") {
		return false
	}
	if n, open := quotations(sent); n == 0 || open {
		return false
	}
	for h := range hitsOutsideQuotes(hits, sent, base, 0) {
		switch h.c {
		case cCovert, cCovertAdv, cHide, cNeg, cTell:
			return false
		}
	}
	return true
}
