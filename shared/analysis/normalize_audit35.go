package analysis

// visualLookalike returns the ASCII letter a Greek or Latin lowercase
// letter imitates in most fonts though TR39 lists no confusable for it
// (ε for e, η for n, κ for k, τ for t, ɛ for e): homoglyphs mixed into
// Latin words (rεad, τhε, ηotes) use them as readily as the listed ones.
func visualLookalike(r rune) (rune, bool) {
	switch r {
	case 'ε', 'ɛ':
		return 'e', true
	case 'η':
		return 'n', true
	case 'κ':
		return 'k', true
	case 'τ':
		return 't', true
	}
	return r, false
}
