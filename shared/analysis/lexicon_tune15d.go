package analysis

// lexiconTune15d: the user's say kept in the sentence (if the user agrees,
// ask before, only if they ask) in the languages the consent entries of
// lexicon lacked, and an example list ("أمثلة:", "for example:") that
// quotes what it names. Same format as lexicon.
var lexiconTune15d = []struct {
	c     concept
	words string
}{
	{cConsent, "se o usuário concordar|se o usuário aceitar|com o consentimento do usuário|pergunte antes|si el usuario está de acuerdo|si el usuario acepta|con el consentimiento del usuario|pregunta antes|" +
		"si l'utilisateur accepte|si l'utilisateur est d'accord|avec l'accord de l'utilisateur|s'il le demande|si elle le demande|demandez avant|demande avant|" +
		"wenn der nutzer zustimmt|wenn der benutzer zustimmt|mit zustimmung des nutzers|frage vorher|vorher fragen|se l'utente acconsente|se l'utente è d'accordo|con il consenso dell'utente|chiedi prima|" +
		"если пользователь согласен|если пользователь согласится|с согласия пользователя|спроси заранее|如果用户同意|经用户同意|用户同意后|征得用户同意|ユーザーが同意した場合|ユーザーの同意を得て|사용자가 동의하면|사용자의 동의를 받아|" +
		"kullanıcı onaylarsa|kullanıcı kabul ederse|kullanıcının onayıyla|als de gebruiker akkoord gaat|met toestemming van de gebruiker|إذا وافق المستخدم|بموافقة المستخدم|jeśli użytkownik się zgodzi|za zgodą użytkownika"},
	// The reply or summary the user reads, in tr, nl, pl, ar and in the confirmation message.
	{cReply, "w podsumowaniu|w odpowiedzi dla użytkownika|w potwierdzeniu|özet mesajda|özette|onay mesajında|in de samenvatting|in de bevestiging|in het overzicht|في الملخص|في رسالة التأكيد|" +
		"in the confirmation|in your confirmation|in the receipt|on the receipt|en la confirmación|en el comprobante|dans la confirmation|in der bestätigung|nella conferma|na confirmação|no comprovante|в подтверждении|в чеке|确认消息中|確認メッセージでは|확인 메시지에서"},
	{cOnly, "alleen|jedynie"},
	{cInclude, "dołóż|dolicz|doliczaj|voeg toe|tel erbij"},
	{cTell, "zeg tegen|zeg de gebruiker|zeg dat|vertel dat|powiedz|poinformuj|قل له|قل لها|أخبره|أبلغه|أبلغ المستخدم"},
	{cCovert, "özet mesajda gösterme|özette gösterme|özette belirtme|yanıtta gösterme|onay mesajında gösterme|لا تُظهر|لا تظهره|لا تعرضه"},
}
