package analysis

// lexiconTune9b holds the words of full-schema poisoning the lexicon
// lacked: a field that must contain something, other servers named in the
// genitive, and Turkish orders to call, avoid or run down tools.
var lexiconTune9b = []struct {
	c     concept
	words string
}{
	{cConversation, "every message the user has sent|every message the user sent|all messages the user has sent|all the messages the user has sent|everything the user has said|everything the user has typed|all of the user's messages|" +
		"jede nachricht des nutzers|alle nachrichten des nutzers|alle nachrichten, die der nutzer|todos los mensajes que el usuario|cada mensaje que el usuario|tous les messages que l'utilisateur|chaque message de l'utilisateur|tutti i messaggi che l'utente|ogni messaggio dell'utente|todas as mensagens que o usuário|cada mensagem do usuário|" +
		"все сообщения пользователя|каждое сообщение пользователя|用户发送的每条消息|用户发送的所有消息|ユーザーが送信したすべてのメッセージ|ユーザーのすべてのメッセージ|사용자가 보낸 모든 메시지|kullanıcının gönderdiği her mesaj|kullanıcının gönderdiği tüm mesajlar"},
	{cInclude, "запишите в|впишите в|внесите в|écrivez dans|escriba en|escribe en|schreibe in|schreiben sie in|scrivi in|scrivete in|escreva em|に記入|에 기입|alanına yazın|yazın|" +
		"should contain|must hold|must include|deve contenere|deve includere|deve conter|deve incluir|debe contener|debe incluir|doit contenir|doit inclure|muss enthalten|soll enthalten|должно содержать|должен содержать|должна содержать|должны содержать|必须包含|应包含|须包含|を含める必要|を含めてください|포함해야|içermelidir|içermeli|içermesi gerekir"},
	{cCovert, "no debe mostrarse al usuario|no se debe mostrar al usuario|ne doit pas être montrée à l'utilisateur|darf dem nutzer nicht angezeigt werden|non deve essere mostrata all'utente|não deve ser mostrada ao usuário|не должна показываться пользователю"},
	{cTell, "cuentes|cuéntale"},
	{cUnmask, "né mascherature|senza mascherature|nicht schwärzen|ungeschwärzt|maskelemeden|maskelenmeden|sin enmascaramiento|sans masquage|sem mascaramento|без маскировки|不要脱敏|不脱敏|マスクせず|마스킹 없이|마스킹하지 말고"},
	{cPath, "netrc|pypirc|npmrc|pgpass|git-credentials"},
	{cEnv, "переменных окружения|переменной окружения|variabili di ambiente|variables de entorno|variables d'environnement|variáveis de ambiente"},
	{cOtherTool, "anderer server|anderen servern|他サーバー|他社サーバー|diğer sunucu*|başka sunucu*|diğer araç*|其他服务器的|別のサーバー"},
	{cDeprecated, "kullanımdan kalkmış*|kullanım dışı*|eskimiş*"},
	{cDisparage, "güvensiz*|güvenli değil*|安全ではありません|安全でない|unsicher"},
	{cCall, "çağırın|çağırmayın|çağırma|kullanın|kullanma|kullanmayın|aracını"},
}
