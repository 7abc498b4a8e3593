package analysis

import "strings"

// Cost of the aside reading (cost41b). dropAsides once looked for the
// bracket before each mention through the whole text before it and for
// the closing bracket through the whole text after it, so a text of many
// mentions and no bracket ("… e.g.e.g.e.g." in one sentence that never
// ends) cost the square of its length. bracketBefore and closeAfter read
// the same answers in bounded or shared scans.

// asideWork, when set (by a test, never while other tests run), is told
// how many bytes each scan of bracketBefore and closeAfter reads. It may
// be called from several goroutines at once.
var asideWork func(n int)

// bracketBefore reports an opening bracket within the 3 bytes before at
// in lower: the only place dropAsides takes one to open the mention's
// aside ("(e.g. …", "( for example …"), read without walking the rest of
// the text.
func bracketBefore(lower string, at int) bool {
	w := lower[max(0, at-3):at]
	if asideWork != nil {
		asideWork(len(w))
	}
	return strings.IndexByte(w, '(') >= 0
}

// closeAfter finds the first ')' at or after a position of one text,
// remembering its last search: asked again from a position inside the
// span it already read (from where it began to the bracket it found, or
// to the end of the text when it found none), it answers without reading
// again. Positions asked for in rising order thus cost one pass over the
// text in all, where a fresh search per position would read the rest of
// the text each time (the square of its length for a text of many
// unclosed "(e.g." marks).
type closeAfter struct {
	from, found int  // the last search began at from and found the bracket at found (-1: none)
	ok          bool // a search has been made
}

// at returns the index in lower of the first ')' at or after pos, or -1.
func (c *closeAfter) at(lower string, pos int) int {
	if c.ok && pos >= c.from && (c.found < 0 || pos <= c.found) {
		return c.found
	}
	c.from, c.ok = pos, true
	k := strings.IndexByte(lower[pos:], ')')
	if asideWork != nil {
		if k < 0 {
			asideWork(len(lower) - pos)
		} else {
			asideWork(k + 1)
		}
	}
	if k < 0 {
		c.found = -1
	} else {
		c.found = pos + k
	}
	return c.found
}

// exampleMarkStarts holds the first bytes of every mark exampleMarkAt40
// may find (exampleMarks and exampleOpeners40): a text opening on any
// other byte opens on no mark, and blankExamples40, which asks at nearly
// every byte of a sentence, need not try each mark there.
var exampleMarkStarts = func() (starts [256]bool) {
	for _, m := range exampleMarks {
		if m != "" {
			starts[m[0]] = true
		}
	}
	for _, m := range exampleOpeners40 {
		if m != "" {
			starts[m[0]] = true
		}
	}
	return starts
}()
