package analysis

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// scanInvisible flags characters a model reads but a person does not see.
// Emoji sequences (ZWJ joins, subdivision flags, VS16) and ZWNJ inside words
// of scripts that need it are ordinary text and pass.
func scanInvisible(where, text string) []finding {
	if !hasInvisibleCandidate(text) {
		return nil
	}
	runes := []rune(text)
	var tags []rune
	counts := map[string]int{}
	zwsp, splits := -1, 0 // runs of zero width spaces and the letters they split off, counted when one is met
	at := -1              // the first character counted
	for i := 0; i < len(runes); i++ {
		if at < 0 && (len(tags) > 0 || len(counts) > 0) {
			at = i - 1
		}
		r := runes[i]
		switch {
		case r >= 0xE0000 && r <= 0xE007F:
			if r == 0xE007F || OrdinaryInvisible(runes, i) {
				continue
			}
			if r >= 0xE0020 && r <= 0xE007E {
				tags = append(tags, r-0xE0000)
			} else {
				counts["tag"]++
			}
		case r == 0x200D || r == 0x200C:
			if !OrdinaryInvisible(runes, i) {
				counts["zero-width"]++
			}
		case r == 0x200B:
			if zwsp < 0 {
				zwsp, splits = zwspRuns(runes) // once: a long run of them costs linear time
			}
			if !zeroWidthSpaceOrdinary32(runes, i, zwsp, splits) {
				counts["zero-width"]++
			}
		case r == 0x2060:
			if !wordJoinerOrdinary32(runes, i) {
				counts["zero-width"]++
			}
		case r == 0x180E || r == 0x2061 || r == 0x2062 || r == 0x2063 || r == 0x2064 || (r == 0xFEFF && i > 0):
			counts["zero-width"]++
		case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069:
			if !bidiIsolateOrdinary32(runes, i) {
				counts["bidi control"]++
			}
		case r >= 0xE0100 && r <= 0xE01EF:
			if !OrdinaryInvisible(runes, i) {
				counts["variation selector"]++
			}
		}
	}
	if at < 0 && (len(tags) > 0 || len(counts) > 0) {
		at = len(runes) - 1
	}
	total := len(tags)
	for _, n := range counts {
		total += n
	}
	if invisibleSpecimen(text, runes, at, total, tags) {
		return nil // a sample of the characters the tool is about: "'pay\u200bpal' holds one U+200B"
	}
	var parts []string
	if len(tags) > 0 {
		parts = append(parts, fmt.Sprintf("hidden text in Unicode tag characters that decodes to %q", excerpt(string(tags))))
	}
	for _, k := range slices.Sorted(maps.Keys(counts)) {
		parts = append(parts, fmt.Sprintf("%d invisible %s character(s)", counts[k], k))
	}
	if len(parts) == 0 {
		return nil
	}
	return []finding{{Rule: "poison-invisible-unicode", Message: where + " contains " + strings.Join(parts, " and ")}}
}

// hasInvisibleCandidate reports whether text holds any character the loop
// of scanInvisible counts: tags, zero-width, bidi controls, variation
// selectors. Most texts hold none, and skip the copy to runes.
func hasInvisibleCandidate(text string) bool {
	if isASCII(text) {
		return false
	}
	for _, r := range text {
		switch {
		case r < 0x180E:
		case r >= 0xE0000 && r <= 0xE007F, r >= 0x200B && r <= 0x200D, r == 0x2060, r == 0x180E, r >= 0x2061 && r <= 0x2064, r == 0xFEFF,
			r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069, r >= 0xE0100 && r <= 0xE01EF:
			return true
		}
	}
	return false
}

// OrdinaryInvisible reports whether the invisible character runes[i] is
// ordinary text where it stands: a zero width joiner between two pictographs
// (an emoji sequence), a zero width joiner or non-joiner between letters of
// a script that spells with it (a Devanagari half form), a tag character of
// a subdivision flag, or one ideographic variation selector after a Han
// ideograph (a registered glyph variant of a name). The
// poison-invisible-unicode check skips exactly these; the web page uses it
// to mark what the check counts.
func OrdinaryInvisible(runes []rune, i int) bool {
	switch r := runes[i]; {
	case r == 0x200D:
		return i > 0 && i+1 < len(runes) && (isPictographic(runes[i-1]) && isPictographic(runes[i+1]) || needsZWNJ(runes[i-1]) && needsZWNJ(runes[i+1]))
	case r == 0x200C:
		return i > 0 && i+1 < len(runes) && needsZWNJ(runes[i-1]) && needsZWNJ(runes[i+1])
	case r >= 0xE0000 && r <= 0xE007F:
		return isEmojiTagSequence(runes, i)
	case r >= 0xE0100 && r <= 0xE01EF:
		return ideographicVariation(runes, i)
	}
	return false
}

// lineBreakHint reports a zero width space that only marks where a line
// may break, as pasted web text and CJK or Thai layout carry them: one or
// two in a row, beside a space or a letter of such a script, and not
// inside a Latin word, where it would split a word from a filter's sight.
// The caller also wants it to be the text's only run.
func lineBreakHint(runes []rune, i int) bool {
	before, after, ok := zwspNeighbours(runes, i)
	if !ok {
		return false
	}
	if before < utf8.RuneSelf && isASCIILetter(byte(before)) && after < utf8.RuneSelf && isASCIILetter(byte(after)) {
		return false
	}
	return unicode.IsSpace(before) || unicode.IsSpace(after) || breaksWithoutSpaces(before) || breaksWithoutSpaces(after)
}

// zwspNeighbours gives the characters on either side of the run of zero
// width spaces holding runes[i], if the run is one or two long and
// neither starts nor ends the text.
func zwspNeighbours(runes []rune, i int) (before, after rune, ok bool) {
	l, r := i, i
	for l > 0 && runes[l-1] == 0x200B && i-l < 2 { // walks bounded: a long run costs linear time
		l--
	}
	for r+1 < len(runes) && runes[r+1] == 0x200B && r-i < 2 {
		r++
	}
	if r-l+1 > 2 || l == 0 || r+1 == len(runes) {
		return 0, 0, false
	}
	return runes[l-1], runes[r+1], true
}

// zwspRuns counts the runs of zero width spaces in runes (one pasted
// break hint is ordinary, several between words can carry a watermark)
// and the single characters they set off on both sides ("略" in
// "忽​略​之", a phrase hidden letter by letter).
func zwspRuns(runes []rune) (runs, splits int) {
	for i, r := range runes {
		if r != 0x200B {
			continue
		}
		if i == 0 || runes[i-1] != 0x200B {
			runs++
		}
		if i >= 2 && runes[i-2] == 0x200B && runes[i-1] != 0x200B {
			splits++
		}
	}
	return runs, splits
}

// breaksWithoutSpaces reports letters of scripts written without spaces
// between words, where a zero width space marks a line-break opportunity.
func breaksWithoutSpaces(r rune) bool {
	return isSpacelessScript(r) || unicode.In(r, unicode.Thai, unicode.Lao, unicode.Khmer, unicode.Myanmar, unicode.Tibetan)
}

// isEmojiTagSequence reports whether the tag at i belongs to a subdivision
// flag: U+1F3F4, at most maxFlagTags lowercase letters or digits as tags,
// then U+E007F. Both walks are bounded, so a long run of tags costs linear
// time, not quadratic.
func isEmojiTagSequence(runes []rune, i int) bool {
	start := i
	for start > 0 && i-start <= maxFlagTags && runes[start-1] >= 0xE0020 && runes[start-1] <= 0xE007E {
		start--
	}
	if start == 0 || runes[start-1] != 0x1F3F4 {
		return false
	}
	for j := start; j < len(runes) && j-start <= maxFlagTags; j++ {
		switch r := runes[j]; {
		case r == 0xE007F:
			return true
		case r >= 0xE0061 && r <= 0xE007A, r >= 0xE0030 && r <= 0xE0039:
		default:
			return false
		}
	}
	return false
}

// maxFlagTags bounds the tag letters of a subdivision flag (gbsct has 5).
const maxFlagTags = 7

func isPictographic(r rune) bool {
	return r >= 0x1F000 && r <= 0x1FAFF || r >= 0x2600 && r <= 0x27BF || r == 0xFE0F || r >= 0x1F3FB && r <= 0x1F3FF || r == 0x2640 || r == 0x2642 || r == 0x2695 || r == 0x2708 || r == 0x2764
}

// needsZWNJ: scripts where ZWNJ is part of ordinary spelling.
func needsZWNJ(r rune) bool {
	return unicode.In(r, unicode.Arabic, unicode.Devanagari, unicode.Bengali, unicode.Gurmukhi, unicode.Gujarati, unicode.Oriya, unicode.Tamil, unicode.Telugu, unicode.Kannada, unicode.Malayalam, unicode.Sinhala, unicode.Syriac)
}

// lowerASCII is strings.ToLower for ASCII s: the runs between capitals
// are copied whole, and s itself is returned when it has none.
func lowerASCII(s string) string {
	i := 0
	for i < len(s) && (s[i] < 'A' || s[i] > 'Z') {
		i++
	}
	if i == len(s) {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	for last := 0; ; {
		b.WriteString(s[last:i])
		if i == len(s) {
			return b.String()
		}
		b.WriteByte(s[i] + 'a' - 'A')
		last = i + 1
		for i = last; i < len(s) && (s[i] < 'A' || s[i] > 'Z'); i++ {
		}
	}
}

// toLower is strings.ToLower(s), whose mapping of a text beyond ASCII
// calls unicode.ToLower on every rune: here the runs that need no change
// (bytes other than capitals and beyond ASCII) are copied whole, and
// unicode.ToLower maps the rest, an invalid byte becoming U+FFFD as in
// strings.Map.
func toLower(s string) string {
	if isASCII(s) {
		return lowerASCII(s)
	}
	var b strings.Builder
	b.Grow(len(s) + utf8.UTFMax)
	last := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= 'A' && c <= 'Z' {
				b.WriteString(s[last:i])
				b.WriteByte(c + 'a' - 'A')
				last = i + 1
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if l := unicode.ToLower(r); l != r || size == 1 { // size 1: RuneError for an invalid byte
			b.WriteString(s[last:i])
			b.WriteRune(l)
			last = i + size
		}
		i += size
	}
	b.WriteString(s[last:])
	return b.String()
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// skeleton maps a name to the ASCII it looks like (Unicode TR39
// confusables), and reports the scripts it uses.
func skeleton(name string) (string, []string) {
	var b strings.Builder
	scripts := map[string]bool{}
	for _, r := range name {
		if r >= 0xFF01 && r <= 0xFF5E { // fullwidth ASCII
			scripts["Fullwidth"] = true
			b.WriteRune(r - 0xFEE0)
			continue
		}
		if unicode.IsLetter(r) && !unicode.Is(unicode.Common, r) {
			// A modifier letter (the ʼ of skaner_inʼiektsii) belongs to
			// no script: it mixes none.
			scripts[scriptOf(r)] = true
		}
		// The ASCII letter r imitates, per TR39, in r's case.
		if a, ok := asciiLookalike(r); ok && r >= utf8.RuneSelf {
			if unicode.IsUpper(r) {
				a = unicode.ToUpper(a)
			}
			r = a
		}
		b.WriteRune(r)
	}
	return b.String(), slices.Sorted(maps.Keys(scripts))
}

func scriptOf(r rune) string {
	for _, s := range []struct {
		name  string
		table *unicode.RangeTable
	}{{"Latin", unicode.Latin}, {"Cyrillic", unicode.Cyrillic}, {"Greek", unicode.Greek}, {"Armenian", unicode.Armenian}, {"Cherokee", unicode.Cherokee}} {
		if unicode.Is(s.table, r) {
			return s.name
		}
	}
	return "other"
}

// scanName flags names that mix scripts or use fullwidth forms to look like
// another (ASCII) name, and says which sibling they imitate if one matches.
func scanName(name, description string, descWords []string, siblings siblingSet, names *nameIndex) []finding {
	if isASCII(name) {
		if target, how, ok := names.lookalikeName(name, description, descWords); ok {
			return []finding{{Rule: "poison-lookalike-name", Message: fmt.Sprintf("the name %q %s, imitating %q", name, how, target)}}
		}
		return nil
	}
	skel, scripts := skeleton(name)
	mixed := len(scripts) > 1 || (len(scripts) == 1 && scripts[0] == "Fullwidth")
	if !mixed && !(len(scripts) == 1 && scripts[0] != "Latin" && isASCII(skel)) {
		return nil
	}
	if len(scripts) > 1 && nativeWords(name) {
		return nil // создать_ключ_api: words of a language beside an ASCII acronym
	}
	if skel == name && slices.Equal(scripts, []string{"Latin", "other"}) {
		return nil // URL評判確認: Latin beside a script with no Latin lookalikes, no letter imitated
	}
	msg := fmt.Sprintf("the name mixes %s letters and reads as %q", strings.Join(scripts, " and "), skel)
	if s, ok := siblings[strings.ToLower(skel)]; ok && s == skel {
		msg = fmt.Sprintf("the name mixes %s letters to imitate the tool %q", strings.Join(scripts, " and "), s)
	}
	return []finding{{Rule: "poison-homoglyph-name", Message: msg}}
}

// containsLowered is strings.Contains(strings.ToLower(s), w) for a
// lowercase ASCII w, without lowercasing s. Lowercasing makes ASCII only
// of ASCII, and of İ and K (Kelvin): those are read the slow way when w
// could match them. The search anchors on w's first byte that is no
// letter (one spelling to look for), else on its first letter.
func containsLowered(s, w string) bool {
	if w == "" {
		return true
	}
	k := 0
	for k < len(w)-1 && isASCIILetter(w[k]) {
		k++
	}
	spellings := [2]byte{w[k], upperASCII(w[k])}
	for n, c := range spellings {
		if n == 1 && c == spellings[0] {
			break
		}
		for i := k; i < len(s); i++ {
			j := strings.IndexByte(s[i:], c)
			if j < 0 {
				break
			}
			i += j
			if i-k+len(w) <= len(s) && loweredEqual(s[i-k:i-k+len(w)], w) {
				return true
			}
		}
	}
	if strings.ContainsAny(w, "ik") && (strings.Contains(s, "\u0130") || strings.Contains(s, "\u212a")) {
		return strings.Contains(strings.ToLower(s), w)
	}
	return false
}

func upperASCII(c byte) byte {
	if c >= 'a' && c <= 'z' {
		return c - 'a' + 'A'
	}
	return c
}

// loweredEqual reports s, ASCII capitals lowercased, equal to w.
func loweredEqual(s, w string) bool {
	for i := 0; i < len(w); i++ {
		c := s[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		if c != w[i] {
			return false
		}
	}
	return true
}
