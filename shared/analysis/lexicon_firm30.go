package analysis

// encodedReplySet names an encoding the user cannot read: an override that
// has the model answer in one hides its replies from the user, which no
// honest tool asks, so the veto never clears it.
var encodedReplySet = newPhraseSet("base64", "base32", "base-64", "rot13", "rot-13", "hexadecimal", "morse code", "código morse", "code morse", "morsecode", "摩尔斯", "モールス", "모스 부호", "азбук")

// cardCodeSet names a payment card's security code: no honest tool has
// the model ask the user to type it into the conversation, so an order to
// collect it is never vetoed.
var cardCodeSet = newPhraseSet("cvv", "cvc", "cvv2", "cvc2", "card security code", "card verification", "kartenprüfnummer", "cryptogramme", "código de seguridad de la tarjeta", "código de segurança do cartão", "codice di sicurezza della carta", "код безопасности карты", "cvv-код", "安全码", "セキュリティコード", "보안코드", "보안 코드")
