package analysis

// The words of prec28c's readings (signals_prec28c.go), in the ten
// languages of the lexicon.

var (
	// dataNoun28c name a piece of the user's payment or identity data that
	// an honest server keeps the model from asking for: card numbers, card
	// details, account and ID numbers.
	dataNoun28c = newPhraseSet("card number", "card details", "card data", "credit card", "cvv", "cvc", "security code", "account number", "iban", "bank details", "social security", "passport number", "id number",
		"número de tarjeta", "números de tarjeta", "datos de la tarjeta", "datos de tarjeta", "número de cuenta", "datos bancarios",
		"número do cartão", "números de cartão", "números do cartão", "dados do cartão", "número da conta", "dados bancários",
		"numéro de carte", "numéros de carte", "données de carte", "données de la carte", "numéro de compte", "coordonnées bancaires", "données bancaires",
		"kartennummer", "kreditkartendaten", "kartendaten", "kontonummer", "bankdaten", "ausweisnummer",
		"numero di carta", "numeri di carta", "numero della carta", "dati della carta", "numero di conto", "dati bancari",
		"номер карты", "номера карт", "данные карты", "номер счёта", "номер счета", "паспортные данные",
		"银行卡号", "信用卡号", "卡号", "身份证号", "银行账号", "カード番号", "口座番号", "カード情報", "マイナンバー", "카드 번호", "카드번호", "계좌번호", "계좌 번호", "카드 정보", "주민등록번호")

	// askThen28c turn a no-ask about a piece of data back into acting
	// without asking: before, first, instead, just, directly, again.
	askThen28c = newPhraseSet("before", "first", "instead", "just ", "directly", "again", "right away", "already",
		"antes", "primero", "en su lugar", "directamente", "otra vez", "de nuevo", "primeiro", "em vez", "diretamente", "de novo",
		"avant", "d'abord", "plutôt", "directement", "à nouveau", "vorher", "bevor", "zuerst", "stattdessen", "direkt", "erneut", "nochmal",
		"prima", "invece", "direttamente", "di nuovo", "перед", "сначала", "вместо", "сразу", "напрямую", "снова", "ещё раз",
		"之前", "先", "直接", "再次", "前に", "代わりに", "直接", "再度", "전에", "먼저", "대신", "바로", "다시")
)
