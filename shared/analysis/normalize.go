package analysis

import (
	"iter"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	tr39 "github.com/mtibben/confusables"
	"golang.org/x/text/unicode/norm"
)

// folded is a text as a model reads it: compatibility forms composed
// (NFKC: fullwidth letters become ASCII), invisible and format characters
// removed (tag characters become the ASCII they spell), look-alike letters
// inside Latin words mapped to Latin (Unicode TR39 confusables), leetspeak
// and spaced-out letters folded, and letters lowercased. lower has the same
// byte offsets as text; undone names the tricks that were undone.
type folded struct {
	text, lower string
	undone      []string
	keptCase    bool // lower keeps a rune whose lowercase has another length: it is not strings.ToLower(text)
}

// foldText folds s; see folded.
func foldText(s string) folded {
	if lower, ok := plainLower(s); ok {
		return folded{text: s, lower: lower}
	}
	var undone []string
	s, _ = unblankLetters(s) // joinSpacedLetters reports the letters it joins
	// The runes are scratch: the result is the two strings written from them.
	buf := runeBuffers.Get().(*[]rune)
	defer runeBuffers.Put(buf)
	runes := (*buf)[:0]
	if cap(runes) < len(s) {
		runes = make([]rune, 0, len(s))
		*buf = runes
	}
	if isASCII(s) {
		for i := 0; i < len(s); i++ {
			runes = append(runes, rune(s[i]))
		}
	} else {
		paren := false
		s, paren = unparenLetters(s)
		if n := norm.NFKC.String(s); n != s || paren {
			if paren || hasCompatLetters(s) {
				undone = append(undone, "fullwidth or compatibility letters")
			}
			s = n
		}
		caps, braille, marks, enclosed := textForms(s)
		useCaps, useBraille, zalgo, useEnclosed := caps >= 6, braille >= 6, marks >= zalgoMarks, enclosed >= minEnclosedLetters
		lastForm := false
		for _, r := range s {
			switch {
			case r < utf8.RuneSelf:
				runes, lastForm = append(runes, r), false
			case r >= 0xE0020 && r <= 0xE007E: // tag characters spell ASCII
				runes = append(runes, r-0xE0000)
			case isInvisibleFormat(r), isTatweel(r), isInvisibleMark(r):
			case zalgo && isStackMark(r):
			case useEnclosed && r >= 0x1F150:
				if l, ok := enclosedLetter(r); ok {
					r = l
				}
				runes, lastForm = append(runes, r), false
			default:
				runes, lastForm = appendFormLetter(runes, r, lastForm, useCaps, useBraille)
			}
		}
		if useCaps {
			undone = append(undone, "small capital letters")
		}
		if useBraille {
			undone = append(undone, "braille")
		}
		if zalgo {
			undone = append(undone, "stacked combining marks")
		}
		if useEnclosed {
			undone = append(undone, "enclosed letters")
		}
		if mapped := unconfuseWords(runes); mapped {
			undone = append(undone, "look-alike letters")
		}
	}
	if foldLeet(runes) {
		undone = append(undone, "leetspeak")
	}
	runes, spaced := joinSpacedLetters(runes)
	if joined, ok := joinSeparatedLetters(runes); ok {
		runes, spaced = joined, true
	}
	if spaced {
		undone = append(undone, "spaced-out letters")
	}
	text, lower, kept := encodeLowered(runes)
	return folded{text: text, lower: lower, undone: undone, keptCase: kept}
}

// lowerText is strings.ToLower(f.text): lower, but for a kept case.
func (f folded) lowerText() string {
	if f.keptCase {
		return strings.ToLower(f.text)
	}
	return f.lower
}

// lowerWith returns lowerText with the sets low (f.lower's, if found)
// holds where the two are one.
func (f folded) lowerWith(low lowText) lowText {
	if f.keptCase {
		return lowText{s: strings.ToLower(f.text)}
	}
	return low
}

// runeBuffers holds foldText's scratch runes between calls.
var runeBuffers = sync.Pool{New: func() any { return new([]rune) }}

// encodeLowered writes runes as UTF-8, and again lowercased rune by rune,
// keeping a rune whose lowercase has another length (İ) so that the two
// strings have the same byte offsets; kept reports such a rune.
func encodeLowered(runes []rune) (text, lower string, kept bool) {
	size := 0
	for _, r := range runes {
		if r < utf8.RuneSelf {
			size++
		} else if n := utf8.RuneLen(r); n > 0 {
			size += n
		} else {
			size += 3 // WriteRune writes U+FFFD
		}
	}
	var t, l strings.Builder
	t.Grow(size)
	l.Grow(size)
	// ASCII runs go through two small buffers, written at each other rune.
	var tb, lb [256]byte
	n := 0
	flush := func() {
		if n > 0 {
			t.Write(tb[:n])
			l.Write(lb[:n])
			n = 0
		}
	}
	for _, r := range runes {
		if r < utf8.RuneSelf {
			if n == len(tb) {
				flush()
			}
			c := byte(r)
			tb[n] = c
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			lb[n] = c
			n++
			continue
		}
		flush()
		t.WriteRune(r)
		if lr := unicode.ToLower(r); utf8.RuneLen(lr) == utf8.RuneLen(r) {
			r = lr
		} else {
			kept = true
		}
		l.WriteRune(r)
	}
	flush()
	return t.String(), l.String(), kept
}

// plainLower returns s lowercased when it is ASCII text that leetspeak or
// spaced-out letters cannot be hiding words in, and ok false when it is
// not: when it holds a byte beyond ASCII, a digit beside a letter, or two
// single letters apart by one separator. One pass tests all three.
func plainLower(s string) (lower string, ok bool) {
	upper := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= utf8.RuneSelf {
			return "", false
		}
		b := hideClass[c]
		upper = upper || b == hLetter && c <= 'Z'
		if i == 0 {
			continue
		}
		a := hideClass[s[i-1]]
		if a|b == hLetter|hDigit {
			return "", false
		}
		if b == hSep && a == hLetter && i+2 < len(s) && (i < 2 || hideClass[s[i-2]] != hLetter) && hideClass[s[i+1]] == hLetter && hideClass[s[i+2]] != hLetter {
			return "", false
		}
	}
	if !upper {
		return s, true
	}
	return lowerASCII(s), true
}

// Byte classes of plainLower: an ASCII letter, a digit, a separator
// of spaced-out letters.
const (
	hLetter = 1 << iota
	hDigit
	hSep
)

var hideClass = func() (t [256]byte) {
	for c := range 256 {
		switch {
		case isASCIILetter(byte(c)):
			t[c] = hLetter
		case isASCIIDigit(byte(c)):
			t[c] = hDigit
		case c == ' ' || c == '.' || c == '-' || c == '_' || c == '*' || c == '/' || c == '|' || c == ',' || c == '\t' || c == '\n':
			t[c] = hSep
		}
	}
	return t
}()

func isASCIIDigit(c byte) bool  { return c >= '0' && c <= '9' }
func isASCIILetter(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

// hasCompatLetters reports fullwidth or mathematical letters, the forms
// NFKC folds that a person would not type by accident.
func hasCompatLetters(s string) bool {
	for _, r := range s {
		if r >= 0xFF01 && r <= 0xFF5E || r >= 0x1D400 && r <= 0x1D7FF || r >= 0x24B6 && r <= 0x24E9 {
			return true
		}
	}
	return false
}

// isInvisibleFormat reports characters a reader does not see: format
// controls (zero-width, bidi, soft hyphen, the rest of the tag block) and
// variation selectors.
func isInvisibleFormat(r rune) bool {
	if r < 0xAD { // the first format character is U+00AD
		return false
	}
	return unicode.Is(unicode.Cf, r) || r >= 0xFE00 && r <= 0xFE0F || r >= 0xE0100 && r <= 0xE01EF || r == 0x180E || r == 0x115F || r == 0x1160 || r == 0x3164 || r == 0xFFA0
}

// isTatweel reports the Arabic tatweel, which stretches a word (اطـلـب)
// without changing it.
func isTatweel(r rune) bool { return r == 0x0640 }

// unconfuseWords maps the non-Latin letters of each word that mixes Latin
// with another script, or of a word of another script in a mostly Latin
// text whose letters all imitate ASCII, to the ASCII they imitate.
func unconfuseWords(runes []rune) bool {
	latin, other, plainLatin, plainCyrillic := scriptCounts(runes)
	if other == 0 {
		return false
	}
	if plainCyrillic > plainLatin {
		toCyrillic := latinIntoCyrillic(runes)
		return cyrillicIntoLatin(runes) || toCyrillic
	}
	mixedText := hasMixedWord(runes)
	changed := false
	for start := 0; start < len(runes); {
		if !isWordRune(runes[start]) {
			start++
			continue
		}
		end := start
		hasLatin, hasOther := false, false
		for ; end < len(runes); end++ {
			if r := runes[end]; r < utf8.RuneSelf {
				if hideClass[r]&(hLetter|hDigit) == 0 && r != '_' {
					break
				}
				hasLatin = hasLatin || hideClass[r] == hLetter
			} else {
				if !isWordRune(r) {
					break
				}
				hasOther = hasOther || isLookalikeScript(r)
			}
		}
		if hasOther && (hasLatin || latin > 2*other || mixedText || imitationWord(runes[start:end])) {
			var buf [64]rune
			word := buf[:0]
			if end-start > len(buf) {
				word = make([]rune, end-start)
			}
			word = word[:end-start]
			ok := true
			visual := hasLatin && visualWord(runes[start:end])
			for i, r := range runes[start:end] {
				word[i] = r
				if r >= utf8.RuneSelf {
					a, isASCII := asciiLookalike(unicode.ToLower(r)) // І reads as i in lowercase text, not l
					if !isASCII {
						a, isASCII = asciiLookalike(r)
					}
					if !isASCII && visual {
						a, isASCII = visualCyrillic(unicode.ToLower(r))
					}
					ok = ok && isASCII
					word[i] = a
				}
			}
			if ok || hasLatin {
				for i, r := range word {
					if r < utf8.RuneSelf {
						runes[start+i] = r
					}
				}
				changed = true
			}
		}
		start = end
	}
	return changed
}

// scriptCounts counts, in one pass, the ASCII letters and the letters of
// a look-alike script in runes, and of those, the ones without a
// look-alike in the other script (п, д, й against h, t, u): a text whose
// such letters are mostly Cyrillic has Latin look-alikes inside its
// Cyrillic words, not the reverse.
func scriptCounts(runes []rune) (latin, other, plainLatin, plainCyrillic int) {
	rev := cyrillicLookalikes()
	for _, r := range runes {
		switch {
		case r < utf8.RuneSelf:
			if hideClass[r] == hLetter {
				latin++
				if rev[byte(r)|0x20-'a'] == 0 {
					plainLatin++
				}
			}
		default:
			if isLookalikeScript(r) {
				other++
			}
			if isCyrillic(r) {
				if _, ok := asciiLookalike(r); !ok {
					plainCyrillic++
				}
			}
		}
	}
	return
}

// hasMixedWord reports a word that mixes ASCII letters with letters of a
// look-alike script: the mark of homoglyphs put in on purpose, after which
// a whole word of look-alikes (Сору) is read as the Latin it imitates.
func hasMixedWord(runes []rune) bool {
	latin, other := false, false
	for _, r := range runes {
		switch {
		case r < utf8.RuneSelf && isASCIILetter(byte(r)):
			latin = true
		case r >= utf8.RuneSelf && isLookalikeScript(r):
			other = true
		case !isWordRune(r):
			latin, other = false, false
		}
		if latin && other {
			return true
		}
	}
	return false
}

// latinIntoCyrillic maps the ASCII letters of each word that mixes them
// with Cyrillic to the Cyrillic letters they imitate (пepeд → перед), when
// every one of them has such a look-alike.
func latinIntoCyrillic(runes []rune) bool {
	rev := cyrillicLookalikes()
	changed := false
	for word := range mixedScriptWords(runes) {
		if !allRunes(word, func(r rune) bool { return !isASCIILetterRune(r) || rev[byte(r)|0x20-'a'] != 0 }) {
			continue
		}
		for i, r := range word {
			if isASCIILetterRune(r) {
				c := rev[byte(r)|0x20-'a']
				if r < 'a' {
					c = unicode.ToUpper(c)
				}
				word[i] = c
			}
		}
		changed = true
	}
	return changed
}

// mixedScriptWords yields each word of runes (a slice into it) that holds
// both ASCII letters and Cyrillic ones.
func mixedScriptWords(runes []rune) iter.Seq[[]rune] {
	return func(yield func([]rune) bool) {
		for start := 0; start < len(runes); {
			if !isWordRune(runes[start]) {
				start++
				continue
			}
			end, latin, cyrillic := start, false, false
			for ; end < len(runes) && isWordRune(runes[end]); end++ {
				latin = latin || isASCIILetterRune(runes[end])
				cyrillic = cyrillic || isCyrillic(runes[end])
			}
			if latin && cyrillic && !yield(runes[start:end]) {
				return
			}
			start = end
		}
	}
}

func isASCIILetterRune(r rune) bool { return r < utf8.RuneSelf && isASCIILetter(byte(r)) }

// allRunes reports whether ok holds for every rune of word.
func allRunes(word []rune, ok func(rune) bool) bool {
	for _, r := range word {
		if !ok(r) {
			return false
		}
	}
	return true
}

// cyrillicLookalikes maps each ASCII letter to the basic Cyrillic lowercase
// letter that imitates it per TR39 (a → а, p → р), or 0.
var cyrillicLookalikes = sync.OnceValue(func() *[26]rune {
	var t [26]rune
	for r := rune(0x430); r <= 0x44F; r++ {
		if a, ok := asciiLookalike(r); ok && a >= 'a' && a <= 'z' && t[a-'a'] == 0 {
			t[a-'a'] = r
		}
	}
	return &t
})

// isLookalikeScript reports the scripts whose letters imitate Latin ones
// and the IPA letters that imitate others (imitationLetters, from U+0250
// on).
func isLookalikeScript(r rune) bool {
	if r < 0x10000 {
		return r >= 0x250 && lookalikeRunes().has(r)
	}
	return unicode.In(r, unicode.Cyrillic, unicode.Greek, unicode.Armenian, unicode.Cherokee) || isImitationScript39(r) // Old Italic is isImitationScript39's
}

// asciiLookalike returns the ASCII letter r imitates per TR39, if any.
// Latin, Greek, Cyrillic and Armenian letters come from a table built
// once; the rest are looked up each time.
func asciiLookalike(r rune) (rune, bool) {
	if r < lookalikeTableSize {
		e := lookalikeTable()[r]
		return e.r, e.ok
	}
	return skeletonLetter(r)
}

// lookalikeTableSize covers Latin, Greek, Cyrillic and Armenian (up to U+058F).
const lookalikeTableSize = 0x590

type lookalike struct {
	r  rune
	ok bool
}

var lookalikeTable = sync.OnceValue(func() *[lookalikeTableSize]lookalike {
	var t [lookalikeTableSize]lookalike
	for r := range rune(lookalikeTableSize) {
		t[r].r, t[r].ok = skeletonLetter(r)
	}
	return &t
})

// skeletonLetter is asciiLookalike without the table.
func skeletonLetter(r rune) (rune, bool) {
	if l, ok := capitalI(r); ok {
		return l, true
	}
	skel := tr39.Skeleton(string(r))
	if len(skel) == 1 && skel[0] < utf8.RuneSelf && unicode.IsLetter(rune(skel[0])) {
		return unicode.ToLower(rune(skel[0])), true
	}
	if l := unicode.ToLower(r); l != r {
		skel = tr39.Skeleton(string(l))
		if len(skel) == 1 && skel[0] < utf8.RuneSelf && unicode.IsLetter(rune(skel[0])) {
			return rune(skel[0]), true
		}
	}
	return imitationLookalike(r)
}

// leetDigits maps the digits leetspeak uses for letters.
var leetDigits = [10]rune{0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't'}

// shownLeetDigits adds the digits leetspeak writes less often, and an
// identifier more (g as 9: U07ATTK9), read once a text is shown to be
// leetspeak.
var shownLeetDigits = [10]rune{0: 'o', 1: 'i', 3: 'e', 4: 'a', 5: 's', 7: 't', 9: 'g'}

// foldLeet rewrites words that mix ASCII letters with leet digits or a
// bar for l (r34d, th3, 55h, |1re) into letters. Words of digits alone
// stay as they are, and so do a cell between bars (|name|) and a pipe
// between two words with no leet digit (x.io|sh).
func foldLeet(runes []rune) bool {
	if !foldLeetWords(runes, 3, &leetDigits) {
		return false
	}
	// In a text shown to be leetspeak, two-letter words (t0, 0f), words
	// with a 9 for g and a possessive (user'5) are leetspeak too.
	foldLeetWords(runes, 2, &shownLeetDigits)
	for i := 1; i < len(runes); i++ {
		if runes[i] == '5' && runes[i-1] == '\'' && (i+1 == len(runes) || !isLeetWordRune(runes[i+1])) {
			runes[i] = 's'
		}
	}
	return true
}

// foldLeetWords folds the leet words of at least min runes, reading
// digits as letters by digits. Only a word with a bar or such a digit
// may be one, so the pass looks for those and reads the word around each.
func foldLeetWords(runes []rune, min int, digits *[10]rune) bool {
	changed := false
	for i := 0; i < len(runes); i++ {
		if r := runes[i]; r != '|' && (r < '0' || r > '9' || digits[r-'0'] == 0) {
			continue
		}
		start := i
		for start > 0 && isLeetWordRune(runes[start-1]) {
			start--
		}
		end, letters, leet, bars := start, 0, 0, 0
		pipe := false // a bar between two letters
		for end < len(runes) && isLeetWordRune(runes[end]) {
			switch r := runes[end]; {
			case r == '|':
				pipe = pipe || end > start && isASCIILetterRune(runes[end-1]) && end+1 < len(runes) && isASCIILetterRune(runes[end+1])
				leet++
				bars++
			case r >= '0' && r <= '9':
				if digits[r-'0'] != 0 {
					leet++
				}
			default:
				letters++
			}
			end++
		}
		// A bar among leet digits is no number either (|457).
		if (letters > 0 || bars > 0 && leet > bars) && leet > 0 && letters+leet == end-start && end-start >= min && !accountLike(runes[start:end]) && !(runes[start] == '|' && runes[end-1] == '|') && !(pipe && leet == bars) {
			for k := start; k < end; k++ {
				switch r := runes[k]; {
				case r == '|':
					runes[k] = 'l'
				case r >= '0' && r <= '9':
					runes[k] = digits[r-'0']
				}
			}
			changed = true
		}
		i = end // runes[end] is no word's
	}
	return changed
}

// isLeetWordRune reports the runes of a leet word: ASCII letters and
// digits, a bar, and the Latin script's other letters (demá5).
func isLeetWordRune(r rune) bool {
	return isASCIIAlnum(r) || r == '|' || r >= 0xC0 && r < 0x250 && unicode.IsLetter(r)
}

// accountLike reports a word leetspeak does not write: an IBAN's country
// and check digits (FR14, LT12), a brand (1Password) or an identifier in
// camel case (1QxTreasuryPool77), whose digits are digits.
func accountLike(w []rune) bool {
	if len(w) == 4 && isASCIIUpper(w[0]) && isASCIIUpper(w[1]) && isASCIIDigit(byte(w[2])) && isASCIIDigit(byte(w[3])) {
		return true
	}
	if len(w) >= 3 && w[0] >= '0' && w[0] <= '9' && isASCIIUpper(w[1]) && w[2] >= 'a' && w[2] <= 'z' {
		return true // a brand: 1Password
	}
	for i := 1; i < len(w); i++ {
		if isASCIIUpper(w[i]) && w[i-1] >= 'a' && w[i-1] <= 'z' {
			return true
		}
	}
	return false
}

func isASCIIUpper(r rune) bool { return r >= 'A' && r <= 'Z' }

// spelledASCII marks the ASCII runes a spelled-out word or path is made of.
var spelledASCII = func() (t [utf8.RuneSelf]bool) {
	for r := rune(0); r < utf8.RuneSelf; r++ {
		t[r] = isWordRune(r) || strings.ContainsRune("~/._@:", r)
	}
	return t
}()

func isASCIIAlnum(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
}

// joinSpacedLetters joins runs of four or more single letters, each apart
// by one space, dot, hyphen or underscore ("r e a d"); two spaces or more
// separate the words of such a run.
func joinSpacedLetters(runes []rune) ([]rune, bool) {
	isSep := func(r rune) bool { return r == ' ' || r == '.' || r == '-' || r == '_' || r == '*' }
	// A spelled-out path keeps its punctuation: "~ / . s s h".
	spelled := func(r rune) bool {
		if r < utf8.RuneSelf {
			return spelledASCII[r]
		}
		return isWordRune(r)
	}
	single := func(i int) bool {
		return i < len(runes) && spelled(runes[i]) && (i == 0 || runes[i-1] == ' ' || !spelled(runes[i-1])) && (i+1 == len(runes) || runes[i+1] == ' ' || !spelled(runes[i+1]))
	}
	// Most texts spell nothing out: look for two single letters in a row
	// before copying anything.
	first := -1
	for i := 0; i+2 < len(runes); i++ {
		if isSep(runes[i+1]) && single(i) && single(i+2) {
			first = i
			break
		}
	}
	if first < 0 {
		return runes, false
	}
	// The result is written over runes: w never passes i, and what single
	// reads behind i (runes[i-1]) is only overwritten once w is behind it.
	w := first
	changed, continued := false, false
	for i := first; i < len(runes); {
		if !single(i) {
			// No rune of a run of spelled runes is single: copy it whole.
			j := i + 1
			if spelled(runes[i]) {
				for j < len(runes) && spelled(runes[j]) {
					j++
				}
			}
			w += copy(runes[w:], runes[i:j])
			continued = false
			i = j
			continue
		}
		j, n := i, 1
		sep := rune(0)
		if i+1 < len(runes) {
			sep = runes[i+1]
		}
		// One word keeps one separator: "P-u-t a c-o-p-y" is two words.
		for j+2 < len(runes) && runes[j+1] == sep && isSep(sep) && single(j+2) && !(sep == ' ' && j+3 < len(runes) && runes[j+3] != ' ' && isSep(runes[j+3])) {
			j += 2
			n++
		}
		// After a spelled-out word, a short one ("t h e") continues it; so
		// does a word of three letters set apart by punctuation, and one
		// that a spelled-out word follows ("D o   n o t").
		if n < 4 && !((continued || spelledWordAt(runes, j+1, single)) && n >= 2) && !(n == 3 && sep != ' ') {
			runes[w] = runes[i]
			w++
			i++
			continue
		}
		for k := i; k <= j; k += 2 {
			runes[w] = runes[k]
			w++
		}
		changed, continued = true, false
		i = j + 1
		// Two or more spaces end a spelled-out word, or one where its
		// letters are set apart by punctuation; keep one.
		if i+1 < len(runes) && runes[i] == ' ' && (runes[i+1] == ' ' || sep != ' ') {
			runes[w] = ' '
			w++
			for i < len(runes) && runes[i] == ' ' {
				i++
			}
			continued = true
		}
	}
	return runes[:w], changed
}

// spelledWordAt reports two or more spaces at i and then a spelled-out
// word of at least two letters.
func spelledWordAt(runes []rune, i int, single func(int) bool) bool {
	if i+1 >= len(runes) || runes[i] != ' ' || runes[i+1] != ' ' {
		return false
	}
	for i < len(runes) && runes[i] == ' ' {
		i++
	}
	return i+2 < len(runes) && runes[i+1] == ' ' && single(i) && single(i+2)
}

// isCyrillic is unicode.Is(unicode.Cyrillic, r), the main block and the
// long gaps around it answered without the table's search.
func isCyrillic(r rune) bool {
	switch {
	case r < 0x400:
		return false
	case r <= 0x52F:
		return r <= 0x484 || r >= 0x487 // U+0485-U+0486 are combining marks of any script
	case r < 0x1C80, r >= 0x2E00 && r < 0xA640:
		return false
	}
	return unicode.Is(unicode.Cyrillic, r)
}
