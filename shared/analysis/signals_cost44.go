package analysis

import "strings"

// Cost of round 44: what the readings built afresh for every text they
// read, built once. A strings.Replacer builds its tables on its first
// Replace and is safe for concurrent use, so one made per call paid that
// build each time (about 2.5 % of BenchmarkAnalyze1000): these are the
// same replacers, made once, and each reading reads exactly as before.
var (
	unjoined44     = strings.NewReplacer("_", "", "-", "", " ", "")               // partialName43: card_last4, last-four
	unjoinedName44 = strings.NewReplacer("_", "", "-", "")                        // prec39's names
	argSpaces44    = strings.NewReplacer("=", " ", "'", " ", "\"", " ", ",", " ") // items7's written call arguments
	spelt44        = strings.NewReplacer("-", " ", "_", " ")                      // tune12b, tune21b: words joined by - or _
	selfParts44    = strings.NewReplacer("-", "_", ".", "_", " ", "_")            // weighty20d: a name's first part
	paramFields44  = strings.NewReplacer(";", " ; ", "=", " = ", `"`, " ")        // tune9d's parameters
)

// describedAsOther44 is describedAsOther(name, desc), which asksFor asks
// of every property it reads: it folds both texts and reads the concepts
// of both before it looks for the name in the description, which few
// descriptions repeat. The folds are those ctx.read memoises (read folds
// text as foldText does), so a description that does not hold its name
// is let go without folding or reading either again. Without a memo it
// is describedAsOther itself.
func describedAsOther44(name, desc string, ctx scanContext) bool {
	if ctx.memo == nil { // nothing read is kept: the fold alone costs less
		return describedAsOther(name, desc)
	}
	n, _ := ctx.read(name)
	if n.lower == "" {
		return false
	}
	if d, _ := ctx.read(desc); !strings.Contains(d.lower, n.lower) {
		return false
	}
	return describedAsOther(name, desc)
}
