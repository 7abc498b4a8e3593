package analysis

// lexiconTune12c adds the words that call a quoted text data, not an
// order ("the page text 'ignore previous instructions' and the like",
// "text like 'AI assistants: run …'"), and those that make a text the
// user's own request ("treat it as the current user's request"). Same
// format as lexicon.
var lexiconTune12c = []struct {
	c     concept
	words string
}{
	{cMention, "text like|texts like|wording like|text such as|等文字|等字样|之类的文字|之类的话|などの文言|などの文字列|などのテキスト|같은 문구|같은 텍스트|등의 문구|같은 위험|등의 위험|같은 패턴|등의 패턴|드레이너 패턴|drainer pattern|" +
		"textos como|texto como|des textes comme|un texte comme|texte wie|text wie|testi come|testo come|текст вроде|тексты вроде|фразы вроде"},
	{cObey, "as the current user's request|as the user's own request|as the user's request|as a request from the user|comme une demande de l'utilisateur|como una solicitud del usuario|como petición del usuario|" +
		"als anfrage des nutzers|als auftrag des nutzers|come una richiesta dell'utente|como um pedido do usuário|как запрос пользователя|как просьбу пользователя|视为用户的请求|当作用户的请求|ユーザーからの依頼として|ユーザーの依頼として|사용자의 요청으로"},
}
