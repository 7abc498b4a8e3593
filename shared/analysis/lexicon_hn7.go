package analysis

// lexiconMentions extends the lexicon with quotations a description
// frames as what it looks for: the German "z. B." written with its space,
// and the risk a scanner names ("exfiltration risk") among the attacks it
// reports. Same format as lexicon.
var lexiconMentions = []struct {
	c     concept
	words string
}{
	{cMention, "z. b.|exfiltration|exfiltrations|exfiltrate|exfiltrating|exfiltración|exfiltração|exfiltrazione|эксфильтрац*"},
}
