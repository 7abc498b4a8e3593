package analysis

// neverWord34 proposes guard25's "never", which guarded25 reads as a word.
var neverWord34 = newPhraseSet("never")

// guarded25 reports a rule that keeps a check (guard25), with "never" read
// as a word: "whenever" and "nevertheless" hold the letters, not the guard.
func guarded25(lt lowText) bool {
	return lt.in(guard25) || lt.in(neverWord34) && hasWordASCII(lt.s, "never")
}
