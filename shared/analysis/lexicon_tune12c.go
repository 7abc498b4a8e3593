package analysis

// lexiconTune12c adds the words that call a quoted text data, not an
// order ("the page text 'ignore previous instructions' and the like",
// "text like 'AI assistants: run …'"). Same format as lexicon.
var lexiconTune12c = []struct {
	c     concept
	words string
}{
	{cMention, "text like|texts like|wording like|text such as|等文字|等字样|之类的文字|之类的话|などの文言|などの文字列|などのテキスト|같은 문구|같은 텍스트|등의 문구|" +
		"textos como|texto como|des textes comme|un texte comme|texte wie|text wie|testi come|testo come|текст вроде|тексты вроде|фразы вроде"},
}
