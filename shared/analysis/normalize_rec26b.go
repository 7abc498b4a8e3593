package analysis

import "unicode/utf8"

// isLetterSeparator reports the marks, other than a space, a dot or a
// hyphen (joinSpacedLetters reads those), that writers set between the
// letters of a word to split it: s_e_n_d, P·I·N, a•b, k/e/y, p|i|n, k,e,y.
func isLetterSeparator(r rune) bool {
	return r == '_' || r == '·' || r == '•' || r == '∙' || r == '‧' || r == '/' || r == '|' || r == ','
}

// asciiLetterSeparator marks the ASCII runes isLetterSeparator reports.
var asciiLetterSeparator = func() (t [utf8.RuneSelf]bool) {
	for r := range rune(utf8.RuneSelf) {
		t[r] = isLetterSeparator(r)
	}
	return t
}()

// minSeparatedLetters is how many letters a run set apart by a separator
// must spell before it is read as words: fewer are an identifier or an
// initialism (r_g_b_a, U·S·A). Characters of a script written without
// spaces need only minSpacedCharacters, set apart by single spaces (助 记
// 词): such a script puts no space inside a word.
const (
	minSeparatedLetters = 6
	minSpacedCharacters = 3
)

// joinSeparatedLetters joins the single letters of a run set apart by
// one separator (isLetterSeparator) and reads a space, a doubled
// separator or one on each side of a space as the space between words: "s_e_n_d_
// _c_e_r_t" is "send cert", "P·I·N· ·u·n·d" is "PIN und"; "助 记 词" is
// "助记词". One pass.
func joinSeparatedLetters(runes []rune) ([]rune, bool) {
	n := len(runes)
	single := func(k int) bool {
		return k < n && isWordRune(runes[k]) && (k+1 == n || !isWordRune(runes[k+1]))
	}
	var out []rune // nil until a run is found
	copied := 0    // runes[:copied] are in out
	for i := 0; i+2 < n; i++ {
		sep := runes[i+1]
		if sep < utf8.RuneSelf && !asciiLetterSeparator[sep] && (sep != ' ' || runes[i] < spacelessFrom) {
			continue // neither a separator nor a space between spaceless characters
		}
		spaceless := sep == ' ' && isSpacelessScript(runes[i]) && isSpacelessScript(runes[i+2])
		if !isLetterSeparator(sep) && !spaceless || !single(i) || i > 0 && (isWordRune(runes[i-1]) || !spaceless && runes[i-1] == sep) || !single(i+2) {
			continue
		}
		least := minSeparatedLetters
		if spaceless {
			least = minSpacedCharacters
		}
		var word []rune
		letters, k := 0, i
		for single(k) && (!spaceless || isSpacelessScript(runes[k])) {
			word = append(word, runes[k])
			letters++
			k++
			switch {
			case k+1 < n && runes[k] == sep && single(k+1):
				k++
			case spaceless:
			case k+3 < n && runes[k] == sep && runes[k+1] == ' ' && runes[k+2] == sep && single(k+3):
				word = append(word, ' ')
				k += 3
			case k+2 < n && runes[k] == sep && runes[k+1] == sep && single(k+2):
				word = append(word, ' ')
				k += 2
			case k+3 < n && runes[k] == sep && runes[k+1] == '-' && runes[k+2] == sep && single(k+3):
				word = append(word, '-') // memo-e spelled m_e_m_o_-_e
				k += 3
			case k+3 < n && runes[k] == ' ' && single(k+1) && runes[k+2] == sep:
				word = append(word, ' ')
				k++
			case k+4 < n && runes[k] == ' ' && runes[k+1] == ' ' && single(k+2) && runes[k+3] == sep:
				word = append(word, ' ') // words set two spaces apart
				k += 2
			case k < n && runes[k] == sep:
				k++ // a trailing separator ends the run
			}
		}
		if letters < least {
			i = k - 1
			continue
		}
		if out == nil {
			out = make([]rune, 0, n)
		}
		out = append(append(out, runes[copied:i]...), word...)
		copied, i = k, k-1
	}
	if out == nil {
		return runes, false
	}
	return append(out, runes[copied:]...), true
}
