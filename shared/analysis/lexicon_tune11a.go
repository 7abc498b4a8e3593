package analysis

// lexiconTune11a extends the lexicon with the forms a writer hiding from
// scanners used: the imperative of "copy" into a field in Polish,
// Turkish, Hindi and Japanese, Portuguese clitic forms of "send them",
// and gathering every secret the user mentioned. Same format as lexicon.
var lexiconTune11a = []struct {
	c     concept
	words string
}{
	{cInclude, "skopiuj|skopiujcie|przekopiuj|kopyalayın|kopyalayınız|kopyalayin|कॉपी करें|कॉपी करो|कॉपी कर दें|にコピーして|にコピーすること|zkopíruj|zkopírujte|kopiëer|salinkan|انسخ كل"},
	{cSend, "enviá-los|enviá-las|envie-os|envie-as|envia-os|envia-as|mande-os|mande-as|enviarlos|enviarlas|envíelos|envíelas"},
	{cHarvest, "reunir todas|reunir todos|reúna todas|reúna todos|junte todas|junte todos|juntar todas|juntar todos|" +
		"mentioned by the user|the user has mentioned|citados pelo usuário|citadas pelo usuário|mencionados pelo usuário|mencionadas pelo usuário|mencionados por el usuario|mencionadas por el usuario|citados por el usuario|" +
		"mentionnés par l'utilisateur|mentionnées par l'utilisateur|vom nutzer genannten|vom benutzer genannten|vom nutzer erwähnten|упомянутые пользователем|упомянутых пользователем|用户提到的|用户提及的|ユーザーが挙げた|ユーザーが言及した|사용자가 언급한|menzionati dall'utente|menzionate dall'utente|citati dall'utente"},
}
