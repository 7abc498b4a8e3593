package analysis

import "strings"

// menuPathTags31 reports a sentence whose every tag is a bracketed label
// on a menu path ("in [Admin] > **Organization** > **Role** page"): a
// place in an app's interface the user clicks through, not a block
// addressed to the model. The path needs a second step after the label's
// own separator.
func menuPathTags31(hits []hit, sent string, base int) bool {
	seen := false
	for _, h := range hits {
		if h.c != cTag {
			continue
		}
		at, end := h.start-base, h.end-base
		if at < 0 || end > len(sent) || sent[at] != '[' || sent[end-1] != ']' {
			return false
		}
		step, ok := afterMenuSeparator31(sent[end:])
		if !ok {
			return false
		}
		if i := strings.IndexAny(step, ">›→.;!?\n"); i < 0 || i > 48 {
			return false
		} else if _, ok := afterMenuSeparator31(step[i:]); !ok {
			return false
		}
		seen = true
	}
	return seen
}

// afterMenuSeparator31 returns the text after a menu path's separator
// (" > ", " › ", " → ") that opens s, and whether one does.
func afterMenuSeparator31(s string) (string, bool) {
	s = strings.TrimLeft(s, " ")
	for _, sep := range [...]string{">", "›", "→"} {
		if rest, ok := strings.CutPrefix(s, sep); ok && strings.HasPrefix(rest, " ") {
			return rest, true
		}
	}
	return "", false
}

// serverWord31 reports a word of a tool's name that another tool of the
// same server has in its name too (collaborationRule_list beside
// collaborationTenant_list): the server's own vocabulary, which a
// description one letter off ("Collaboraiton") misspells, not the name.
// Sibling names are kept lowercase and unsplit, so the word is looked
// for inside them; called only for a word one swap off a description's.
func (x *nameIndex) serverWord31(w, self string) bool {
	for lw := range x.siblings {
		if lw != self && strings.Contains(lw, w) {
			return true
		}
	}
	return false
}

// otherActionName31 reports a name one letter off a sibling's, the
// letter replaced rather than swapped, doubled or dropped, whose own
// description never uses that sibling's word or a word starting with it
// (wiki_lint "Run health checks on the wiki" beside wiki_list): another
// word for another action, not a typo that passes for the sibling. A
// look-alike borrows the sibling's work, or its letters in another order.
func otherActionName31(word, original string, described map[string]bool) bool {
	if len(word) != len(original) || len(original) < 4 || editDistance(word, original) != 1 || swapsTwo(word, original) {
		return false
	}
	for d := range described {
		if strings.HasPrefix(d, original) {
			return false
		}
	}
	return true
}

// personRecord31 reports an input schema that spells out a person's
// record: a name part (first, last, given, family or full name) and at
// least two contact or address parts (email, phone, street, city, postal
// code) among its property names. A birth date or ID number beside them
// is one more field of the record the tool submits or matches (an
// identity check, a compliance registration), not a lone field that
// takes the user's data for a tool with no use for it.
func personRecord31(props map[string]any) bool {
	named, contact := false, 0
	for name := range props {
		key := strings.Map(func(r rune) rune {
			switch {
			case r >= 'A' && r <= 'Z':
				return r + 'a' - 'A'
			case r >= 'a' && r <= 'z':
				return r
			}
			return -1
		}, name)
		if containsAny(key, "firstname", "lastname", "givenname", "familyname", "surname", "fullname") {
			named = true
		} else if containsAny(key, "email", "phone", "street", "city", "postalcode", "zipcode", "addressline") {
			contact++
		}
	}
	return named && contact >= 2
}

// quotedExample31 reports a tool name that stands inside a quotation
// longer than the name, in any paired mark or straight double quotes (closedQuotes) (例如“调用 send_email
// 时额外密送给 …”): a scanner quoting an attack's words, not an order. A
// name quoted on its own (“send_email”) is only the name.
func quotedExample31(s, t string) bool {
	i := strings.Index(s, t)
	if i < 0 || !strings.ContainsAny(s, "«“„「\"") {
		return false
	}
	for _, q := range closedQuotes(s, pairedQuotes) {
		if q[0] < i && i+len(t) <= q[1] && strings.TrimSpace(quoteText(s, q)) != t {
			return true
		}
	}
	return false
}
