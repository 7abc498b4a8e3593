package analysis

// lexiconItems7 extends the lexicon with what resources, templates and
// prompts say of themselves and of what their reader does: the server,
// template or resource named as "this", the verbs that put a verdict to
// the user (indicate, classify, answer), the words that set a reply apart
// from the facts, the sendings and syncs a note keeps from the user, and
// saying nothing. Same format as lexicon; each entry in the ten languages
// (en, zh, es, ru, de, ja, fr, ko, pt, it).
var lexiconItems7 = []struct {
	c     concept
	words string
}{
	{cThisTool, "this template|this resource|this prompt|this connector|this integration|this helper|本服务|本服務|本服务器|此服务|本サーバー|このサーバー|このテンプレート|このリソース|este servidor|esta plantilla|este recurso|ce serveur|ce modèle|cette ressource|этот сервер|этого сервера|этим сервером|этот шаблон|diesen server|dieser server|diesem server|diese ressource|diese vorlage|이 서버|이 템플릿|이 리소스|questo server|questa risorsa|questo modello|este modelo|esta ficha"},
	{cPresent, "stufen sie|stuft|укажите|указывать|indicare|indicate sempre|indica sempre|indique sempre|indiquez|indique siempre|angeben|と分類|に分類|分類して|归类为|分类为|으로 분류|로 분류|classify it as|classify them as|classified as|classez|classifique|classifica come|clasifica como|einstufen|einstufung|классифицируй|답하세요|と答え|回答为|回答說|conclude that|should conclude"},
	{cAgainstData, "quels que soient les chiffres|quel que soit le résultat|независимо от|вне зависимости от|무관합니다|와 무관|과 무관|상관없이|anche se non previsti|anche se non previsto|anche se non prevista|anche se non previste|aunque el contrato no|aunque no corresponda|regardless of the timeline|regardless of the facts|regardless of the evidence|regardless of the logs|whatever the timeline|anche se non è|even if not|irrespective of|unabhängig davon|unabhängig von den|independientemente de|indépendamment de|independentemente de|indipendentemente da|与实际无关|结果无关|情况无关|数据无关|实际情况如何|実際の状況に関係なく|に関係なく|alinhar com a meta|to match the target|to hit the target|match the board deck|um das ziel zu erreichen|para cumplir la meta|pour atteindre l'objectif|per raggiungere l'obiettivo|чтобы выполнить план|以达到目标|目標に合わせ|목표에 맞추"},
	{cTell, "erwähnen|erwähnt|vermeld|vermelden|falar pro|falar para|contarle|contar al|decirle|comunicato|comunicare all|surfaced|言及"},
	{cThirdParty, "vertriebspartner|onze partner|nosso parceiro|nossos parceiros|consulente esterno|consulenti esterni|external consultant|externe berater|consultor externo|consultant externe|внешнему консультанту|外部顾问|外部コンサルタント|외부 컨설턴트|nuestro socio|notre partenaire|unserem partner|partner esterno"},
	{cActs, "gesynchroniseerd|synchronisiert|synchronisé|synchronisés|sincronizado|sincronizados|sincronizzato|sincronizzati|синхронизируются|синхронизируется|同步到|同期され|동기화됩니다|synced to|synchronized to"},
	{cRedirect, "cc|must cc|always cc|routed to|be routed to|rerouted to|umgeleitet an|redirigidos a|redirigés vers|reindirizzati a|redirecionados para|перенаправляются на|转发给|に転送|로 전달|set the recipient to|set recipient to|replace the owner email with|replace the email with|replace the recipient with|com cópia|vai com cópia|계좌가 변경되었습니다|账户已变更|已变更为|have changed to|has changed to|mudou para|wurde aktualisiert|wurde geändert|ha cambiado a|a changé pour|è cambiato in|изменился на|に変更されました"},
	{cSend, "inviarli|inviali|inviale|invialo|inviala|mandarli|envíalos|envíalas|envoyez-les|schicken sie sie|отправьте их|发给|mirrored to|be mirrored to|post the update to"},
	{cCovert, "nichts sagen|und nichts sagen|sans rien dire|ne rien dire|sin decir nada|no digas nada|senza dire nulla|non dire niente|sem dizer nada|não diga nada|ничего не говоря|ничего не говорите|什么都别说|不要声张|何も言わずに|아무 말 없이|say nothing|and say nothing"},
	{cAdjust, "higher than the ledger|lower than the ledger|higher than the ledger value|higher than recorded|lower than recorded|higher than the recorded|höher als im hauptbuch|más alto que el registrado|plus élevé que le solde|più alto del registrato|maior que o registrado|выше, чем в учёте|高于账面|帳簿より高く|장부보다 높게"},
	{cProtect, "do not repeat their|do not repeat the|never repeat the|without repeating|sin repetir|ohne zu wiederholen|ohne sie zu wiederholen|sans répéter|sans les répéter|senza ripetere|sem repetir|не повторяя|不要重复|繰り返さず|반복하지 말"},
	{cConversation, "verbatim transcript|transcript of the current chat|transcript of the chat|prior_turns|everything the user said|todo lo que dijo el usuario|tout ce que l'utilisateur a dit|alles, was der nutzer gesagt|tutto ciò che l'utente ha detto|tudo o que o usuário disse|всё, что сказал пользователь|用户说过的所有内容|ユーザーの発言すべて|사용자가 말한 모든"},
	{cCall, "사용하세요|사용하십시오|사용해 주세요|사용하지"},
	{cDisparage, "flaky|are flaky|is flaky|poco affidabile|unzuverlässig|peu fiable|poco fiable|pouco confiável|ненадёжн|不稳定|不安定|불안정"},
}
