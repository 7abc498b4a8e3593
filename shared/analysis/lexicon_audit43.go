package analysis

// lexiconAudit43 reads an order worded as a negated omission for what it
// is: "never skip", "never fail to", "no dejes de" order the act (no
// negation, as "don't forget to" in lexiconTune11a); "never omit X from
// the query", "ne jamais omettre" order X put in. Russian "не пропускай"
// is left out: "Никогда не пропускай подтверждение" keeps a safeguard
// (dev271). Same format as lexicon.
var lexiconAudit43 = []struct {
	c     concept
	words string
}{
	{cMust, "never fail to|don't fail to|do not fail to|never neglect to|don't neglect to|do not neglect to|" +
		"nunca dejes de|no dejes de|no deje de|ne manquez pas de|ne manque pas de|ne manquez jamais de|versäume nicht|versäumen sie nicht|non mancare di|non mancate di|não deixe de|nunca deixe de"},
	{cMust, "never skip|don't skip|do not skip"},
	{cInclude, "never omit|don't omit|do not omit|never leave out|don't leave out|do not leave out|never drop|" +
		"nunca omitas|no omitas|no omita|n'omettez jamais|n'omets jamais|n'omettez pas|n'omets pas|niemals weglassen|nie weglassen|lass nie|non omettere mai|non omettere|nunca omita|não omita|никогда не опускай|не опускай|не опускайте|不要省略|不要遗漏|省略しないで|省略せずに|빠뜨리지 말고|생략하지 말고"},
}
