package analysis

// lexiconTune11a extends the lexicon with the forms a writer hiding from
// scanners used: the imperative of "copy" into a field in Russian,
// Ukrainian, Polish, Turkish, Hindi and Japanese, Portuguese clitic forms of "send them",
// gathering every secret the user mentioned, "don't forget to" as the
// order it is (no negation), a rule for every payment, and text handed
// back to be carried out word for word, and the whole output of the tool
// called before, passed on "without modification" (no negation: as-is). Same format
// as lexicon.
var lexiconTune11a = []struct {
	c     concept
	words string
}{
	{cInclude, "скопируйте|скопіюйте|скопіюй|скопіювати|вставте в|skopiuj|skopiujcie|przekopiuj|kopyalayın|kopyalayınız|kopyalayin|कॉपी करें|कॉपी करो|कॉपी कर दें|にコピーして|にコピーすること|zkopíruj|zkopírujte|kopiëer|salinkan|انسخ كل"},
	{cSend, "enviá-los|enviá-las|envie-os|envie-as|envia-os|envia-as|mande-os|mande-as|enviarlos|enviarlas|envíelos|envíelas"},
	{cHarvest, "reunir todas|reunir todos|reúna todas|reúna todos|junte todas|junte todos|juntar todas|juntar todos|" +
		"mentioned by the user|the user has mentioned|citados pelo usuário|citadas pelo usuário|mencionados pelo usuário|mencionadas pelo usuário|mencionados por el usuario|mencionadas por el usuario|citados por el usuario|" +
		"mentionnés par l'utilisateur|mentionnées par l'utilisateur|vom nutzer genannten|vom benutzer genannten|vom nutzer erwähnten|упомянутые пользователем|упомянутых пользователем|用户提到的|用户提及的|ユーザーが挙げた|ユーザーが言及した|사용자가 언급한|menzionati dall'utente|menzionate dall'utente|citati dall'utente"},
	{cMust, "don't forget to|do not forget to|never forget to|n'oubliez pas de|n'oublie pas de|no olvides|no te olvides de|não se esqueça de|não esqueça de|vergiss nicht|vergessen sie nicht|non dimenticare di|non dimenticate di|не забудьте|не забудь|忘れずに|别忘了|不要忘记|잊지 말고|unutmayın|nie zapomnij|vergeet niet"},
	{cObey, "execute verbatim|execute it verbatim|execute them verbatim|carry it out verbatim|carry them out verbatim|follow it verbatim|follow them verbatim|run it verbatim|perform it verbatim|ejecútala tal cual|ejecútalo tal cual|ejecútalas tal cual|exécutez-la telle quelle|exécute-la telle quelle|exécutez-les telles quelles|führe sie wörtlich aus|führe es wörtlich aus|wörtlich ausführen|eseguila alla lettera|eseguilo alla lettera|execute-a literalmente|execute-o literalmente|выполни дословно|выполните дословно|выполнить дословно|原样执行|逐字执行|そのまま実行して|一字一句そのまま実行|그대로 실행하|olduğu gibi yürüt|wykonaj dosłownie"},
	{cConversation, "the response of the previous tool call|the response of the last tool call|the output of the previous tool call|the result of the previous tool call|the previous tool call's response|the previous tool call's output|whatever the previous tool returned|the full output of the previous tool|the whole output of the previous tool|the entire output of the previous tool|the raw output of the previous tool|the full response of the previous tool|" +
		"la respuesta completa de la herramienta anterior|la respuesta de la llamada anterior|la réponse complète de l'outil précédent|la réponse de l'appel d'outil précédent|die vollständige antwort des vorherigen tools|die antwort des vorherigen tool-aufrufs|la risposta completa dello strumento precedente|la risposta della chiamata precedente|a resposta completa da ferramenta anterior|a resposta da chamada anterior|полный ответ предыдущего инструмента|ответ предыдущего вызова|上一个工具的完整输出|上一次工具调用的响应|前のツールの出力全体|直前のツール呼び出しの応答|이전 도구의 전체 응답|이전 도구 호출의 응답"},
	{cUnmask, "without modification|without modifications|without any modification|without changes|without any changes|sans modification|sans modifications|sans aucune modification|sin modificación|sin modificaciones|sin cambios|ohne änderung|ohne änderungen|ohne veränderung|senza modifiche|senza modificarla|senza modificarlo|sem modificação|sem modificações|sem alterações|без изменений|不做修改|不加修改|変更せずに|수정 없이|değiştirmeden|bez zmian|zonder wijzigingen"},
	{cInclude, "recopiée|recopiées|recopié|recopiés|copiée dans|copié dans|copiada en|copiado en|copiada em|copiado em|kopiert in|copiata in|copiato in|скопирован в|скопировано в"},
	{cEveryTurn, "for any payment|for every payment|for all payments|for any transfer|for every transfer|para cualquier pago|para todo pago|pour tout paiement|pour chaque paiement|für jede zahlung|für alle zahlungen|per qualsiasi pagamento|per ogni pagamento|para qualquer pagamento|para todo pagamento|для любого платежа|для всех платежей|任何付款|所有付款|すべての支払い|모든 결제|her ödeme için|dla każdej płatności"},
}
