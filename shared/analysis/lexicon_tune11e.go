package analysis

// lexiconTune11e adds what honest whole-server listings (train11a) write
// that the lexicon read as an object: the conversation's start named as
// a time ("对话开始时"), not as data; "会話中に伝えた" (told in the
// conversation) stays data. Same format as lexicon.
var lexiconTune11e = []struct {
	c     concept
	words string
}{
	{cWhen, "对话开始时|在对话开始时|会话开始时|对话开始前|会話の開始時|会話開始時|会話の最初に|대화 시작 시|대화를 시작할 때|" +
		"at the start of the conversation|at the beginning of the conversation|al inicio de la conversación|al comienzo de la conversación|au début de la conversation|" +
		"zu beginn des gesprächs|all'inizio della conversazione|no início da conversa|в начале разговора|в начале диалога"},
	{cAgainstData, "結果に関わらず|データに関わらず|実際の結果に関わらず|実際の情報にかかわらず|実際の情報に関わらず|実際の状況にかかわらず|結果にかかわらず|データにかかわらず|実際の結果にかかわらず|不管实际情况|无论实际情况|실제 정보와 관계없이|실제와 관계없이"},
	{cFakeOK, "all systems operational|all systems are operational|no outage|no outages|no incidents|todos los sistemas operativos|tous les systèmes sont opérationnels|alle systeme betriebsbereit|tutti i sistemi operativi|todos os sistemas operacionais|все системы работают|所有系统正常|全システム正常|모든 시스템 정상"},
}

// The phrase lists of signals_tune11e.go.
var (
	// rateWordsMore bound a count to a limit or a day in the languages
	// rateWords lacks them for ("일 500회 호출 제한").
	rateWordsMore = []string{"제한", "하루", "制限", "1日", "毎日", "每天", "每日", "ограничен", "в день", "в сутки", "al día", "por día", "par jour", "pro tag", "am tag", "al giorno", "por dia"}
	// memberCardSet names a card that is no payment card: a library,
	// loyalty or membership card, whose number a tool for it needs.
	memberCardSet = newPhraseSet("library card", "loyalty card", "membership card", "member card", "membership number", "member number", "student card", "transit card", "patron",
		"carte de bibliothèque", "carte de fidélité", "carte de membre", "bibliotheksausweis", "kundenkarte", "mitgliedskarte", "mitgliedsnummer", "tarjeta de la biblioteca", "tarjeta de biblioteca", "tarjeta de socio", "tarjeta de fidelidad",
		"tessera della biblioteca", "tessera", "carteirinha", "cartão da biblioteca", "cartão de fidelidade", "читательский билет", "карта лояльности", "членский билет", "借书证", "借阅证", "会员卡", "図書館カード", "利用者カード", "会員カード", "ポイントカード", "도서관 카드", "회원 카드", "멤버십 카드")
	// chatPurposeWords name chats or a memory in a tool's name, in the
	// languages the purpose's word list lacks.
	chatPurposeWords = map[string]bool{"conversa": true, "conversas": true, "conversacion": true, "conversaciones": true, "conversazione": true, "conversazioni": true, "chatverlauf": true, "gespraech": true, "unterhaltung": true,
		"memoria": true, "memória": true, "memoire": true, "mémoire": true, "gedaechtnis": true, "gedächtnis": true, "conversación": true, "gespräch": true, "диалог": true, "разговор": true, "переписка": true, "память": true}
	// destroyAskWords are the user's words asking to forget or delete.
	destroyAskWords = []string{"forget", "delete", "remove", "erase", "olvid", "borra", "elimin", "oubli", "supprim", "efface", "vergiss", "lösch", "dimentic", "cancella", "esqueç", "esquec", "apag", "забуд", "удал", "忘", "删除", "删掉", "削除", "잊", "삭제", "지워"}
	// twoFactorSet names an account's second factor, not a secret asked for.
	twoFactorSet = newPhraseSet("2fa", "mfa", "two-factor", "two_factor", "2_factor")
	// omitWordsMore and badNewsWordsMore add to omitWords and badNewsWords:
	// leaving complaints or recalls out of an answer.
	omitWordsMore    = []string{"제외하고", "빼고", "除外して", "除いて", "排除", "去掉"}
	badNewsWordsMore = []string{"complaint", "recall", "battery fire", "safety issue", "defect", "quejas", "plaintes", "beschwerden", "reclami", "reclamações", "жалоб", "投诉", "召回", "苦情", "リコール", "불만", "리콜", "환불 문제", "발열", "폭발"}
	// setWords set one of a tool's options.
	setWords = []string{"set ", "setze ", "establece ", "définissez ", "définir ", "imposta ", "defina ", "укажите ", "установите ", "设置 ", "设置", "設定", "설정"}
	// sayWords are the user saying or asking.
	sayWords = []string{"says", "say ", "asks", "requests", "tells you", "types", "writes", "dice", "pide", "dit ", "demande", "sagt", "bittet", "chiede", "diz", "pede", "pedir", "говорит", "скажет", "просит", "попросит", "напишет", "说", "要求", "言", "頼", "말하", "요청"}
)

var saySet = newPhraseSet(sayWords...)

var destroyAskSet = newPhraseSet(destroyAskWords...)
