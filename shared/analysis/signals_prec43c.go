package analysis

import "strings"

// Honest mentions that read as orders (prec43c).
//
// deniedTarget43c: a fixed account or link the sentence names and then
// denies as a destination right after it ("bc1q… is Tunefold's refund
// account and is never a tip destination", "https://… is just the public
// guide, not an upload target", "DE44 … is never used for bills").
//
// userToldOnly43c: a link the model only tells the user about while it
// refuses to run anything itself ("tell the user the page https://…
// describes; do not run anything with the shell tool", "nenne dem Nutzer
// die Anleitung unter https://…; führe selbst nichts aus").

// deniedTarget43c reports lowercase text right after a destination that
// denies it is one: a denial ("not a", "never an", "no es un") followed
// within a few words by a word of where things go ("destination",
// "target", "payee"), or a use denied ("is never used for"). A widening
// word between ("not a third-party destination", "not an external
// target") says where it goes and denies nothing.
func deniedTarget43c(after string) bool {
	if end := strings.IndexAny(after, ";.!?\n；。！？"); end >= 0 {
		after = after[:end]
	}
	if neverUsedFor43c.in(after) {
		return true
	}
	for _, d := range denials43c {
		i := strings.Index(after, d)
		if i < 0 || i > 0 && isASCIILetter(d[0]) && isASCIILetter(after[i-1]) {
			continue
		}
		span := after[i+len(d):]
		if len(span) > 40 {
			span = span[:40]
		}
		if targetNouns43c.in(span) && !widening43c.in(span) {
			return true
		}
	}
	return false
}

// userToldOnly43c reports a lowercase sentence that tells the user about
// something and refuses to run anything itself: no order to run what it
// names. Text that takes the user's say away (bypassWords42b) tells
// nothing.
func userToldOnly43c(lower string) bool {
	return tellUser43c.in(lower) && runsNothing43c.in(lower) && !bypassWords42b.in(lower)
}
