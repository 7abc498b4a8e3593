package analysis

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Cost of the readings (cost42): the expressions that hostile texts made
// the costliest (an error code for errorTrigger, an order to shift
// something covertly for tune12aCue and judgeTune12a) are read by byte
// scans that answer exactly as the expressions did, without a regexp
// machine's work at every byte of a whole text.

// errCodeIn reports an error code that lower names, as the expression
//
//	\b(err_[a-z_]+|e_[a-z]+|e-\d{3,}|error \d{3,}|ошибка \d+|错误 ?\d+|שגיאה \d+|hata \d+|fehler \d+)\b|(returns?|on|if|when|bei|si|se) (a |an )?(401|403|429|500|503)\b
//
// matched it: a code word (err_…, e_…, e-NNN, error NNN, hata N,
// fehler N) at a word's start and ending at a word's end, or an HTTP
// status a verb or a condition announces ("returns a 401", "on 503").
// Word boundaries are ASCII ones, as the expression's \b read them: a
// Cyrillic, Chinese or Hebrew code word (ошибка N, 错误 N, שגיאה N) counts
// only right after an ASCII letter, digit or underscore.
func errCodeIn(lower string) bool {
	for i := 0; i < len(lower); i++ {
		switch b := lower[i]; {
		case b == '4' || b == '5':
			if statusAt(lower, i) {
				return true
			}
		case b == 'e' || b == 'h' || b == 'f':
			if (i == 0 || !wordByte34a(lower[i-1])) && asciiCodeAt(lower[i:]) {
				return true
			}
		case b >= 0x80:
			if i > 0 && wordByte34a(lower[i-1]) && foreignCodeAt(lower[i:]) {
				return true
			}
		}
	}
	return false
}

// asciiCodeAt reports one of errCodeIn's ASCII code words at the start of
// s, running to a word's end.
func asciiCodeAt(s string) bool {
	switch {
	case strings.HasPrefix(s, "err_"):
		return runEndsWord(s, 4, 1, func(b byte) bool { return b == '_' || b >= 'a' && b <= 'z' })
	case strings.HasPrefix(s, "e_"):
		return runEndsWord(s, 2, 1, func(b byte) bool { return b >= 'a' && b <= 'z' })
	case strings.HasPrefix(s, "e-"):
		return runEndsWord(s, 2, 3, isDigit42)
	case strings.HasPrefix(s, "error "):
		return runEndsWord(s, 6, 3, isDigit42)
	case strings.HasPrefix(s, "hata "):
		return runEndsWord(s, 5, 1, isDigit42)
	case strings.HasPrefix(s, "fehler "):
		return runEndsWord(s, 7, 1, isDigit42)
	}
	return false
}

// foreignCodeAt reports one of errCodeIn's non-ASCII code words and its
// number at the start of s, the number running to a word's end.
func foreignCodeAt(s string) bool {
	switch {
	case strings.HasPrefix(s, "ошибка "):
		return runEndsWord(s, len("ошибка "), 1, isDigit42)
	case strings.HasPrefix(s, "שגיאה "):
		return runEndsWord(s, len("שגיאה "), 1, isDigit42)
	case strings.HasPrefix(s, "错误 "):
		return runEndsWord(s, len("错误 "), 1, isDigit42)
	case strings.HasPrefix(s, "错误"):
		return runEndsWord(s, len("错误"), 1, isDigit42)
	}
	return false
}

// runEndsWord reports a run of at least least bytes in, from offset from
// of s, that ends where s does or before a byte that continues no ASCII
// word. A shorter run cannot end a word, since its next byte is in.
func runEndsWord(s string, from, least int, in func(byte) bool) bool {
	k := from
	for k < len(s) && in(s[k]) {
		k++
	}
	return k-from >= least && (k == len(s) || !wordByte34a(s[k]))
}

// statusAt reports an HTTP status errCodeIn reads (401, 403, 429, 500,
// 503) at offset i of lower, ending a word, after a verb or condition
// and a space and, between them, "a " or "an ". The verb may end a longer
// word ("person 500" holds "on 500"), as the expression allowed.
func statusAt(lower string, i int) bool {
	switch code := lower[i:min(i+3, len(lower))]; code {
	case "401", "403", "429", "500", "503":
	default:
		return false
	}
	if i+3 < len(lower) && wordByte34a(lower[i+3]) {
		return false
	}
	before := lower[:i]
	return announcesStatus(before) || strings.HasSuffix(before, " a ") && announcesStatus(before[:len(before)-2]) || strings.HasSuffix(before, " an ") && announcesStatus(before[:len(before)-3])
}

// announcesStatus reports s ending in a verb or condition that announces
// a status and a space.
func announcesStatus(s string) bool {
	for _, w := range [...]string{"returns ", "return ", "on ", "if ", "when ", "bei ", "si ", "se "} {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

// isDigit42 reports an ASCII digit, what the expressions' \d read.
func isDigit42(b byte) bool { return b >= '0' && b <= '9' }

// covertShiftIn reports an order to shift or change something covertly,
// as the expression
//
//	(C1)\s.{0,16}?(V1)|(C2).{0,16}?(V2)|\b(V3)\s.{0,30}?(C3)
//
// matched it, with C1 covertWords42, V1 covertShiftVerbs42, C2 and V2
// the Chinese, Japanese and Korean ones (cjkCovert42, cjkShiftVerbs42),
// V3 shiftVerbs42 and C3 afterShiftCovert42: "quietly move the due
// date", "悄悄改", "lower the score silently". It looks for each covert
// word and reads the few characters after it (the verb it governs) or
// before it (the verb it follows); \s is an ASCII space, tab, form feed,
// carriage return or newline, . any character but a newline, and \b an
// ASCII word boundary, as the expression read them.
func covertShiftIn(lower string) bool {
	for _, w := range covertWords42 {
		for from := 0; ; {
			k := strings.Index(lower[from:], w)
			if k < 0 {
				break
			}
			at := from + k
			end := at + len(w)
			if end < len(lower) && isSpace42(lower[end]) && verbWithin(lower, end+1, 16, covertShiftVerbs42) ||
				slices.Contains(cjkCovert42, w) && verbWithin(lower, end, 16, cjkShiftVerbs42) ||
				slices.Contains(afterShiftCovert42, w) && shiftVerbBefore(lower, at) {
				return true
			}
			from = at + 1
		}
	}
	return false
}

// verbWithin reports one of verbs starting within n characters (none a
// newline) from offset j of lower.
func verbWithin(lower string, j, n int, verbs []string) bool {
	for range n + 1 {
		for _, v := range verbs {
			if strings.HasPrefix(lower[j:], v) {
				return true
			}
		}
		if j == len(lower) || lower[j] == '\n' {
			return false
		}
		_, size := utf8.DecodeRuneInString(lower[j:])
		j += size
	}
	return false
}

// shiftVerbBefore reports one of shiftVerbs42 at a word boundary, then an
// ASCII space, then at most 30 characters (none a newline) that end at
// offset at of lower.
func shiftVerbBefore(lower string, at int) bool {
	for j := at; j >= 1 && at-j <= 30*utf8.UTFMax; j-- {
		c := lower[j-1]
		if !isSpace42(c) {
			continue
		}
		if utf8.RuneCountInString(lower[j:at]) > 30 {
			return false
		}
		for _, v := range shiftVerbs42 {
			if s := j - 1 - len(v); s >= 0 && lower[s:j-1] == v && asciiBoundary(lower, s) {
				return true
			}
		}
		if c == '\n' {
			return false
		}
	}
	return false
}

// asciiBoundary reports an ASCII word boundary at offset i of s: a word
// byte (wordByte34a) on one side and none, or the text's edge, on the
// other, as an expression's \b reads it.
func asciiBoundary(s string, i int) bool {
	return (i > 0 && wordByte34a(s[i-1])) != (i < len(s) && wordByte34a(s[i]))
}

// isSpace42 reports what an expression's \s matches: an ASCII space, tab,
// newline, form feed or carriage return.
func isSpace42(b byte) bool {
	return b == ' ' || b == '\t' || b == '\n' || b == '\f' || b == '\r'
}

// The words covertShiftIn reads.
var (
	// covertWords42 say that something is done unseen.
	covertWords42 = []string{"quietly", "silently", "secretly", "covertly", "discreetly", "sigilosamente", "en silencio", "discretamente", "silencieusement", "discrètement", "en secret", "heimlich", "stillschweigend", "unbemerkt", "di nascosto", "silenziosamente", "segretamente", "silenciosamente", "secretamente", "тихо", "незаметно", "тайно", "悄悄", "偷偷", "暗中", "こっそり", "密かに", "黙って", "몰래", "조용히"}
	// covertShiftVerbs42 shift or change, after a covert word.
	covertShiftVerbs42 = []string{"move", "shift", "change", "alter", "modify", "adjust", "swap", "increase", "decrease", "reduce", "raise", "lower", "mueve", "cambia", "modifica", "ajusta", "altera", "déplace", "modifie", "verschieb", "änder", "sposta", "mova", "altere", "перенес", "измени", "сдвинь", "поменяй"}
	// cjkCovert42 are the covert words that a verb may follow unspaced.
	cjkCovert42 = []string{"悄悄", "偷偷", "暗中", "こっそり", "密かに", "몰래", "조용히"}
	// cjkShiftVerbs42 change or move, after one of cjkCovert42.
	cjkShiftVerbs42 = []string{"改", "移", "调整", "変更", "ずら", "移動", "변경", "옮", "바꾸", "바꿔"}
	// shiftVerbs42 shift a figure or a date, before a covert word.
	shiftVerbs42 = []string{"increase", "raise", "reduce", "lower", "move", "shift", "erhöhe", "senke", "verschiebe", "aumenta", "mueve", "augmente", "diminue", "déplace", "riduci", "sposta", "aumente", "reduza", "mova", "увеличь", "уменьши", "перенеси"}
	// afterShiftCovert42 are the covert words that may follow the verb.
	afterShiftCovert42 = []string{"quietly", "silently", "secretly", "heimlich", "stillschweigend", "unbemerkt", "en silencio", "sigilosamente", "silencieusement", "discrètement", "en secret", "di nascosto", "silenziosamente", "segretamente", "silenciosamente", "secretamente", "незаметно", "тайно"}
)
