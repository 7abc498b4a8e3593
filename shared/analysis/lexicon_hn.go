package analysis

import (
	"strings"
	"unicode/utf8"
)

// Words a lexicon entry matches inside but which do not carry its meaning.

// cjkNegCompounds are Chinese and Japanese words that hold 不 or 别 without
// negating: 识别 (recognise), 区别 (difference), 不同 (different), 不断
// (continually), 不正 (fraud). Scripts without spaces match entries
// anywhere, so the one-rune negations would otherwise fire inside them.
var cjkNegCompounds = [...]string{
	"识别", "区别", "类别", "特别", "分别", "级别", "个别", "差别", "性别", "告别", "辨别", "鉴别", "判别", "甄别", "派别", "离别", "识别码",
	"别名", "别人", "别处", "别称", "别的",
	"不同", "不断", "不少", "不仅", "不但", "不过", "不久", "不论", "不管", "不错", "差不多", "不如", "不然", "不停", "不足", "不良",
	"不明", "不正", "不具合", "不審", "不安", "不便", "不満", "不一致", "不变", "不规则", "不可逆",
}

// cjkNegKept are longer words that begin like a compound above but do
// negate: 不同意 (disagree), 不过滤 (do not filter), 不断开 (do not disconnect).
var cjkNegKept = [...]string{"不同意", "不过滤", "不断开", "不变更"}

// negInsideWord reports a one-rune negation at lower[i:] (不, 别) that is
// part of a word in cjkNegCompounds.
func negInsideWord(lower string, i int, neg string) bool {
	for _, k := range cjkNegKept {
		if strings.HasPrefix(lower[i:], k) {
			return false
		}
	}
	for _, w := range cjkNegCompounds {
		at := strings.Index(w, neg)
		if at < 0 || at > i {
			continue
		}
		if strings.HasPrefix(lower[i-at:], w) {
			return true
		}
	}
	return false
}

// frenchDu reports the word "du" at lower[i:] as the French article (le
// contenu du fichier), not the German "you": the words around it are
// more French than German.
func frenchDu(lower string, i int) bool {
	const window = 6
	french, german := 0, 0
	count := func(w string) {
		switch w {
		case "le", "la", "les", "des", "et", "est", "une", "un", "pour", "dans", "avec", "sur", "que", "qui", "au", "aux", "ce", "cette", "par", "ou", "en", "se", "ne", "pas", "sont", "fichier", "contenu", "utilisateur":
			french++
		case "der", "die", "das", "und", "ist", "nicht", "mit", "ein", "eine", "einen", "zu", "wenn", "dass", "auf", "den", "dem", "musst", "sollst", "kannst", "bist", "hast", "wirst", "darfst", "dich", "dir", "dein", "deine", "bitte", "nutzer", "benutzer", "immer", "alle":
			german++
		}
	}
	before := strings.Fields(lower[max(0, i-80):i])
	for k := max(0, len(before)-window); k < len(before); k++ {
		count(strings.Trim(before[k], ".,;:!?()\"'"))
	}
	after := strings.Fields(lower[i+len("du") : min(len(lower), i+len("du")+80)])
	for k := 0; k < min(window, len(after)); k++ {
		w := after[k]
		if j := strings.IndexByte(w, '\''); j >= 0 {
			french++ // l'utilisateur, d'accès: an elision is French
			w = w[j+1:]
		}
		count(strings.Trim(w, ".,;:!?()\"'"))
	}
	return french > german
}

// falseLexHit reports an entry e at lower[i:] that the words around it
// show to mean something else.
func falseLexHit(e lexEntry, lower string, i int) bool {
	switch {
	case e.c == cNeg && (e.text == "不" || e.text == "别"):
		return negInsideWord(lower, i, e.text)
	case e.c == cModel && e.text == "du":
		return frenchDu(lower, i)
	case e.c == cConversation && (e.text == "historique" || e.text == "historial" || e.text == "histórico" || e.text == "history"):
		return qualifiedHistory(lower, i, i+len(e.text))
	case e.c == cPath && e.text == "浏览器中":
		return !browserStore28(lower[i+len(e.text) : min(len(lower), i+len(e.text)+48)])
	case e.c == cOverride && strings.HasSuffix(e.text, "red-team") || e.c == cOverride && strings.HasSuffix(e.text, "red team"):
		return hasAnyPrefix(lower[i+len(e.text):], redTeamWork28...)
	case e.c == cRedirect && e.text == "redirect":
		return oauthRedirect28(lower, i+len(e.text))
	case clearingConcept45(e.c):
		return wordInAddress45(lower, i, i+len(e.text))
	}
	return false
}

// describesChat reports a chat word (chatWord) in the sentences of a
// tool's description that describe it: every sentence but those that ask
// for the conversation. A sentence that asks for it ("include the
// previous messages in notes") must not, by its own words, make chats
// the tool's purpose and so excuse itself. Only a sentence with a chat
// word is asked whether it asks for the conversation, and a sentence
// said again is not asked again.
func describesChat(desc string) bool {
	var asks map[string]bool // the sentences that ask for it
	stops := [...]string{". ", ".\n", "\n", "! ", "? ", "; ", "。", "！", "？", "；"}
	// Where each stop next occurs at or after pos (-1: nowhere), looked
	// for again only once passed: a text without one of them is not
	// searched to its end for each of its sentences.
	var at [len(stops)]int
	for k := range at {
		at[k] = -2 // not looked for yet
	}
	for pos := 0; pos < len(desc); {
		end, next := len(desc), len(desc)
		for k, stop := range stops {
			if at[k] != -1 && at[k] < pos {
				if i := strings.Index(desc[pos:], stop); i >= 0 {
					at[k] = pos + i
				} else {
					at[k] = -1
				}
			}
			if at[k] >= 0 && at[k] < end { // no two stops start at one byte
				end, next = at[k], at[k]+len(stop)
			}
		}
		sent := desc[pos:end]
		pos = next
		if !hasChatWord(sent) || asks[sent] {
			continue
		}
		if !asksForConversation(sent) {
			return true
		}
		if asks == nil {
			asks = map[string]bool{}
		}
		asks[sent] = true
	}
	return false
}

// hasChatWord reports a chat word among the words of s as appendWords
// reads them in asciiLowered(s), without building either.
func hasChatWord(s string) bool {
	var w [16]byte // longer words are no chat words
	n := 0
	for i := 0; i <= len(s); {
		var c byte // the lowercase letter or digit, or 0 between words
		switch {
		case i == len(s):
			i++
		case s[i] < utf8.RuneSelf:
			c = lowerAlnum[s[i]]
			i++
		default:
			r, size := utf8.DecodeRuneInString(s[i:])
			i += size
			switch r {
			case '\u212a': // asciiLowered's only runes that lower to ASCII
				c = 'k'
			case '\u0130':
				c = 'i'
			}
		}
		if c != 0 {
			if n < len(w) {
				w[n] = c
			}
			n++
			continue
		}
		if n > 0 && n <= len(w) && chatWord(string(w[:n])) {
			return true
		}
		n = 0
	}
	return false
}

// asksForConversation reports a sentence that names the conversation
// beside a verb that asks for it (read, send, include, tell, ask).
func asksForConversation(sent string) bool {
	conv, verb := false, false
	for _, h := range matchConcepts(foldText(sent).lower) {
		switch h.c {
		case cConversation:
			conv = true
		case cRead, cSend, cInclude, cTell, cAsk:
			verb = true
		}
	}
	return conv && verb
}

// serverPurpose reads what a server is for from its instructions' opening
// when that is a short heading naming the server ("1Password MCP server.",
// "Kubernetes server."), as a tool's is read from its name.
func serverPurpose(instructions string) purpose {
	head := instructions
	if i := strings.IndexAny(head, ".\n:;!?。"); i >= 0 {
		head = head[:i]
	}
	lower := strings.ToLower(head)
	if len(strings.Fields(head)) > 5 || !strings.Contains(lower, "server") && !strings.Contains(lower, "mcp") {
		head = ""
	}
	p := purposeOf(head, nil, instructions, lowered(instructions))
	// A heading names what the server keeps; what it pays or runs is
	// asked of each tool.
	p.payment, p.execute = false, false
	return p
}
