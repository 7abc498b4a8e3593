package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Invisible characters in their ordinary typographic jobs: they hide no
// word from a filter and carry no payload, so poison-invisible-unicode
// leaves them alone. Each look is bounded, so a long run costs linear time.

// isolateReach32 bounds how far a bidi isolate looks for its partner: a
// quoted right-to-left phrase, not a paragraph.
const isolateReach32 = 80

// bidiIsolateOrdinary32 reports an isolate (LRI, RLI or FSI, or the PDI
// closing one) around a short right-to-left phrase, as bilingual text
// carries them: "Prix ⁧السعر⁩ : 45 €". The phrase holds a Hebrew, Arabic
// or other right-to-left letter and no Latin letter, no other bidi control
// and no line break, so it can neither reverse nor hide a Latin order.
func bidiIsolateOrdinary32(runes []rune, i int) bool {
	switch r := runes[i]; {
	case r >= 0x2066 && r <= 0x2068:
		rtl := false
		for j := i + 1; j < len(runes) && j-i <= isolateReach32; j++ {
			switch c := runes[j]; {
			case c == 0x2069:
				return rtl
			case c >= 0x202A && c <= 0x202E, c >= 0x2066 && c <= 0x2068, c == '\n', isASCIILetterRune(c), isInvisibleFormat32(c):
				return false
			case isRTLLetter32(c):
				rtl = true
			}
		}
	case r == 0x2069:
		for j := i - 1; j >= 0 && i-j <= isolateReach32; j-- {
			if c := runes[j]; c >= 0x2066 && c <= 0x2068 {
				return bidiIsolateOrdinary32(runes, j)
			}
		}
	}
	return false
}

func isRTLLetter32(r rune) bool {
	return r >= 0x0590 && unicode.In(r, unicode.Hebrew, unicode.Arabic, unicode.Syriac, unicode.Thaana, unicode.Nko)
}

// isInvisibleFormat32 reports the zero-width and bidi format characters
// scanInvisible counts.
func isInvisibleFormat32(r rune) bool {
	return r >= 0x200B && r <= 0x200F || r >= 0x202A && r <= 0x202E || r >= 0x2060 && r <= 0x2069 || r == 0xFEFF
}

// wordJoinerOrdinary32 reports a word joiner that keeps a number or a
// hyphenated name together ("3⁠072 bits", "3des⁠-cbc"): not inside a word
// (between two letters, where it would split the word from a filter's
// sight), not beside another invisible character (a binary payload), and
// beside a digit or a dash.
func wordJoinerOrdinary32(runes []rune, i int) bool {
	if i == 0 || i+1 == len(runes) {
		return false
	}
	before, after := runes[i-1], runes[i+1]
	if isInvisibleFormat32(before) || isInvisibleFormat32(after) || unicode.IsLetter(before) && unicode.IsLetter(after) {
		return false
	}
	return unicode.IsDigit(before) || unicode.IsDigit(after) || isDash32(before) || isDash32(after)
}

func isDash32(r rune) bool { return r == '-' || r == 0x2010 || r == 0x2011 || r == 0x2013 }

// zeroWidthSpaceOrdinary32 reports a zero width space that only marks a
// break: the text's one short run beside a space, a letter of a script
// written without spaces or punctuation on both sides ("**Library**​​,"),
// or, among several runs, one inside such a script's text with no space
// beside it ("국립​국어원​표준"), as CJK layout and pasted pages place them.
// Runs beside spaces in a text with several stay counted: spread between
// words they carry a watermark; and so do runs in a text where they split
// off single letters more than once ("忽​略​之​前"): they hide a phrase
// from a filter, letter by letter.
func zeroWidthSpaceOrdinary32(runes []rune, i, runs, splits int) bool {
	before, after, ok := zwspNeighbours(runes, i)
	if !ok {
		return false
	}
	if runs == 1 {
		return lineBreakHint(runes, i) || isBreakPunct32(before) && isBreakPunct32(after)
	}
	if splits > 1 || unicode.IsSpace(before) || unicode.IsSpace(after) || isInvisibleFormat32(before) || isInvisibleFormat32(after) {
		return false
	}
	return breaksWithoutSpaces(before) || breaksWithoutSpaces(after)
}

// isBreakPunct32 reports punctuation or a symbol, where a break hint
// splits no word.
func isBreakPunct32(r rune) bool {
	return !isInvisibleFormat32(r) && (unicode.IsPunct(r) || unicode.IsSymbol(r))
}

// citedOnly32 reports dests that are all references a reader looks up,
// not places data goes: a plain web address in parentheses with a word of
// reference beside it or a help page's address ("(riferimenti su
// https://…)", "（存档说明见 https://…）", "(https://hilfe.example.de/sync)"),
// in a sentence that names nothing private. Data is sent to a destination
// the sentence names in its own words, not in a citation.
func citedOnly32(dests destinations, hits []hit, sent string, base int) bool {
	for _, d := range dests {
		i := strings.Index(sent, d.text)
		if d.markdown || i < 0 || !strings.HasPrefix(d.text, "http") || strings.ContainsAny(d.text, "?{<$") || !citation32(sent, i, i+len(d.text), d.text) {
			return false
		}
	}
	for _, h := range hits {
		if at := h.start - base; at >= 0 && at < len(sent) {
			switch h.c {
			case cConversation, cSecret, cEnv, cPath, cKeyMaterial, cPersonal, cCode, cHarvest, cEveryTurn, cOurServer, cCovert, cCovertAdv, cHide:
				return false
			}
		}
	}
	return true
}

// citeReach32 bounds the words a citation's parentheses hold beside the
// address.
const citeReach32 = 80

// citation32 reports the address sent[from:to] inside parentheses that
// close soon after it, with a word of reference inside them or a help
// page's address.
func citation32(sent string, from, to int, url string) bool {
	open := -1
	for j := from - 1; j >= 0 && from-j <= citeReach32; j-- {
		if c := sent[j]; c == ')' {
			return false
		} else if c == '(' {
			open = j + 1
			break
		}
		if strings.HasPrefix(sent[j:], "（") {
			open = j + len("（")
			break
		}
	}
	if open < 0 {
		return false
	}
	end := -1
	for j := to; j < len(sent) && j-to <= citeReach32; j++ {
		if sent[j] == ')' || strings.HasPrefix(sent[j:], "）") {
			end = j
			break
		}
	}
	if end < 0 {
		return false
	}
	inside := " " + toLower(sent[open:from]+" "+sent[to:end]) + " "
	return citeWords32.in(inside) || helpPage32(toLower(url))
}

var citeWords32 = newPhraseSet(" see ", "cf.", "refer to", "details", "siehe", "vgl.", "voir", " ver ", " vea ", "vedi", "riferiment", "consult", "см.", "подробнее", "справк",
	"见", "参见", "参考", "详见", "説明", "参照", "詳細", "참고", "참조", "자세한",
	"docs", "documentation", "dokumentation", "documentação", "documentación", "documentazione", "文档", "ドキュメント", "문서", "guide", "hilfe", "ayuda", "ajuda", "aide")

// helpPage32 reports a help or documentation page's address.
func helpPage32(url string) bool {
	return containsAny(url, "://docs.", "://help.", "://hilfe.", "://aide.", "://ayuda.", "://ajuda.", "://support.", "://developer.", "://developers.", "/docs/", "/help/", "/hilfe/", "/document/", "/guide/", "/faq")
}

// citedFlow32 reports a sentence about where data goes whose only
// addresses are citations ("… archivées pendant 10 ans (voir
// https://aide.…/archivage)"): it points the reader to a page, and names
// no host outside them.
func citedFlow32(sent string, s span) bool {
	dests := destinationsIn(sent)
	if len(dests) == 0 || !citedOnly32(dests, s.hits, sent, s.start) {
		return false
	}
	rest := sent
	for _, d := range dests {
		rest = strings.ReplaceAll(rest, d.text, "")
	}
	return !bareDomain(rest)
}

// keyOnOwnObject32 reports a key property whose description says it is
// set on what the tool makes, to delete or protect it later ("Secret key
// for deleting external snapshots" in create_snapshot, "Passwort zum
// Schützen des Archivs" in archiv_erstellen): a key the caller chooses
// for the tool's own object, not one of the user's credentials to fetch.
// The object is a word of the tool's name; nothing is read from a file,
// the environment or the user's accounts, and nothing is sent elsewhere.
func keyOnOwnObject32(desc string, ctx scanContext) bool {
	if desc == "" || ctx.self == "" {
		return false
	}
	f, hits := ctx.read(desc)
	if !ownerActSet32.in(f.lower) || !objectOfName32(f.lower, ctx.self) {
		return false
	}
	sg := signalsOf(span{hits: hits})
	return !sg.any(cPath, cEnv, cHarvest, cRead, cSend, cUser, cAuthority, cUrgency, cCovert, cCovertAdv, cOurServer, cOtherTool, cPersonal, cConversation, cModel) && !strings.Contains(f.lower, "http") && !hasEmail(desc)
}

// ownerActSet32 holds what an owner does with a key to a thing it made:
// delete, revoke or protect it.
var ownerActSet32 = newPhraseSet("delet", "remov", "revok", "protect", "unlock", "supprim", "protég", "proteg", "borrar", "elimin", "lösch", "schütz", "apagar", "exclu", "cancell",
	"удал", "защит", "删除", "保护", "削除", "保護", "삭제", "보호")

var toolVerbSet32 = newPhraseSet("create", "make", "generate", "export", "upload", "share", "update", "erstell", "crear", "créer", "criar", "creare", "genera", "export")

// objectOfName32 reports a word of the tool's name, other than its verb,
// in lower: the object the tool makes.
func objectOfName32(lower, self string) bool {
	for _, w := range Tokenize(self) {
		if utf8.RuneCountInString(w) < 4 || ownerActSet32.in(w) || toolVerbSet32.in(w) {
			continue // create_snapshot, archiv_erstellen: the verb is no object
		}
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// namesWithFormat32 reports a description that names a thing and gives
// only its form ("Numéro fiscal à 13 chiffres", "Tax number, 13 digits",
// "Steuer-ID mit 11 Ziffern"): under four words once numbers, words of
// digits or characters and short linking words are left out.
func namesWithFormat32(desc string) bool {
	n := 0
	for w := range strings.FieldsSeq(toLower(desc)) {
		w = strings.Trim(w, ".,;:()")
		if w == "" || utf8.RuneCountInString(w) <= 3 || strings.Trim(w, "0123456789-") == "" || formatWordSet32.in(w) {
			continue
		}
		if n++; n >= 4 {
			return false
		}
	}
	return true
}

var formatWordSet32 = newPhraseSet("digit", "chiffre", "caract", "charact", "ziffer", "zeichen", "dígito", "digito", "cifr", "caratter", "цифр", "символ", "位", "桁", "자리", "文字")
