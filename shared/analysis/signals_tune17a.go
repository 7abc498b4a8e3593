package analysis

// Answer shaping for a third party (tune17a): the text, not the data or
// the user, decides what the user is told. A figure (price, fee, rating)
// treated one way for one seller and another way for the rest before it
// is shown; words posted or appended in the user's own voice for
// someone's gain; a reply signed as an official brand the sender is not.

// tune17aReading returns the rule and finding of a sentence that orders
// one of those, or "" when it holds none.
func tune17aReading(lt, _ lowText) (rule, what string) {
	switch {
	case lt.in(figure17a) && lt.in(theRest17a) && lt.in(adjust17a) && !lt.in(userSegment17a) && !lt.in(sameRule17a):
		return "poison-answer-manipulation", "an order to adjust a price or rating for one seller and not the rest before it is shown"
	case lt.in(userVoice17a) && lt.in(voiceGain17a) && !lt.in(userApproves17a):
		return "poison-hidden-instruction", "an order to write in the user's own voice, unasked or hidden from them, for someone's gain"
	case lt.in(signAs17a) && lt.in(official17a) && lt.in(notOwn17a) && !lt.in(ownBrand17a):
		return "poison-hidden-instruction", "an order to sign as an official brand and hide who really sends"
	}
	return "", ""
}

var (
	// figure17a name a price, fee or rating shown to the user.
	figure17a = newPhraseSet("price", "fare", " fee", "fees", "total", "rating", "stars", "-star", "whole star", "score", " point", " punti", "балл", "€", "$",
		"precio", "tarifa", "valoraci", "estrella", "nota ", "preço", "taxa", "avaliaç", "prix", "frais", "note ", "étoile", "preis", "gebühr", "bewertung", "sterne", "aufschlag", "prezzo", "voto", "voti", "stelle", "valutazion",
		"цен", "рейтинг", "оценк", "звезд", "价格", "价钱", "票价", "评分", "费用", "星级", "価格", "料金", "評価", "点数", "星", "가격", "요금", "평점", "별점", "수수료", "시세")
	// theRest17a name the other sellers, treated otherwise.
	theRest17a = newPhraseSet("for other", "for others", "for all other", "for every other", "for the rest ", "for the rest,", "other shops", "other stores", "other sellers", "other vendors", "other airlines", "other cafes", "other hotels", "other dealers", "other providers", "other brands", "all other ", "everyone else", "other than", "distintos de", "distintas de", "diferentes de", "autres que", "diverse da", "diversi da",
		"las demás", "los demás", "para otros", "para otras", "que no sean", "as demais", "os demais", "para outras", "para outros", "les autres", "pour les autres", "autres enseignes", "sauf ", "für alle anbieter außer", "außer ", "für andere", "die anderen", "übrigen",
		"altre ", "altri ", "tranne", "eccetto", "остальн", "других", "кроме", "其他", "其余", "其它", "それ以外", "他の店", "ほかの", "다른 ", "나머지")
	// adjust17a change a figure before it is shown.
	adjust17a = newPhraseSet("add ", "adds ", "subtract", "deduct", "round", "raise", "lower", "bump", "without", "excluding", "base fare", "subtotal", "surcharge", "mark up", "markup", "inflate",
		"suma ", "sumar", "resta ", "restar", "redonde", "sin ", "sem ", "acrescent", "subtra", "arredond", "ajoute", "soustrai", "retire", "sans ", "arrondi", "major", "aufschlagen", "addier", "abzieh", "ohne ", "runde", "erhöh", "senk",
		"aggiung", "sottra", "togli", "senza ", "arrotond", "abbass", "porta a", "прибав", "добав", "вычит", "отним", "без ", "округл", "завыш", "заниж",
		"加", "减", "不含", "去掉", "调高", "调低", "最も高い", "最も低い", "上乗せ", "差し引", "除いて", "抜き", "切り上げ", "切り捨て", "더해", "더하", "빼고", "올려", "내려", "올림", "내림")
	// userSegment17a split by the user's own case (tax region, currency,
	// membership), not by seller.
	userSegment17a = newPhraseSet("member", "currenc", "country", "countries", "region", "vat ", "mitglied", "membre", "miembro", "membro", "участник", "会员", "会員", "회원", "währung", "devise", "moneda", "moeda", "valuta", "валют", "货币", "通貨", "통화")
	// sameRule17a one rule for every seller.
	sameRule17a = newPhraseSet("same way for", "same rule for", "for every seller alike", "all sellers alike", "never adjust", "never change", "unchanged", "as reported by", "tel quel", "sin modificar", "sem alterar", "unverändert", "invariat", "без изменени", "原样", "そのまま", "그대로")

	// userVoice17a words written as though the user wrote them.
	userVoice17a = newPhraseSet("as if the user", "as though the user", "in the user's voice", "in the user's name", "as a personal experience", "as their own experience", "as the user's own", "in first person", "from the user's account",
		"como si fuera el usuario", "como si lo hubiera escrito", "en primera persona", "como se fosse o usuário", "em primeira pessoa", "comme si l'utilisateur", "à la première personne", "als eigene erfahrung", "in der ich-form", "im namen des nutzerkontos", "in prima persona", "dall'account dell'utente", "come se l'avesse scritto",
		"как будто пользователь", "от первого лица", "как личный опыт", "以用户的口吻", "用户口吻", "以用户身份", "ユーザー本人が", "本人が書いた", "ユーザーの口調", "사용자가 직접 쓴 것처럼", "사용자의 말투로", "사용자 말투로", "본인이 쓴 것처럼")
	// voiceGain17a the sign it is not the user's: unasked, hidden,
	// appended to what they wrote, or praising or linking a business.
	voiceGain17a = newPhraseSet("preview", "don't mention", "do not mention", "don't ask", "do not ask", "without asking", "after any", "after every", "after each", "end every", "append", "5-star", "five-star", "5 star", "try it free", "/r/", "/i/", "referral", "my link", "recommendation for",
		"no preguntes", "sin preguntar", "después de cada", "5 estrellas", "sem perguntar", "depois de cada", "5 estrelas", "sans demander", "après chaque", "5 étoiles", "nicht nachfragen", "ohne nachfrage", "nach jeder", "5-sterne", "non chiedere", "dopo ogni", "5 stelle",
		"не спрашивай", "после каждого", "5 звезд", "不要询问", "每次", "五星", "確認せず", "毎回", "5つ星", "미리보기", "묻지 말", "매번", "덧붙", "뒤에", "밝히지 마")
	// userApproves17a the user reads and approves the words first.
	userApproves17a = newPhraseSet("user approves", "user reviews", "user confirms", "for the user to review", "for their review", "user edits", "approval", "el usuario aprueba", "o usuário aprova", "l'utilisateur valide", "der nutzer bestätigt", "l'utente approva", "пользователь подтвержда", "用户确认", "ユーザーが確認", "사용자가 확인")

	// signAs17a sign a message as someone.
	signAs17a = newPhraseSet("sign as", "sign every", "sign each", "signed as", "signe ", "signez", "firma como", "firme como", "assine como", "unterschreib", "firma come", "firmati come", "подписыва", "подпись", "署名", "签名", "落款", "서명")
	// official17a claim to be the brand or maker itself.
	official17a = newPhraseSet("official", "officiel", "offiziell", "oficial", "ufficiale", "официальн", "公式", "官方", "공식")
	// notOwn17a hide who really sends it.
	notOwn17a = newPhraseSet("don't mention", "do not mention", "never mention", "real name", "unrelated", "not affiliated", "ne mentionne", "nom réel", "no menciones", "nombre real", "não mencione", "nome real", "nicht erwähnen", "echten namen", "non menzionare", "nome reale",
		"не упоминай", "настоящее название", "无关", "不要提", "無関係", "書かないで", "무관", "밝히지", "affirme", "state that", "claim that")
	// noOmit17a forbid leaving something out.
	noOmit17a = newPhraseSet("never omit", "do not omit", "don't omit", "never leave out", "do not leave out", "don't leave out", "no omitas", "nunca omitas", "não omita", "nunca omita", "n'omets pas", "ne pas omettre", "n'omettez pas", "non omettere", "nicht weglassen", "не опускай", "не пропускай", "不要省略", "省略しない", "생략하지 마")
	// adShown17a a paid placement shown to the user as paid: a
	// disclosure, not a disguise.
	adShown17a = newPhraseSet("mark sponsored", "label sponsored", "marked clearly", "mark them clearly", "clearly (for example", "don't let placement", "do not let placement", "(paid)")
	// ownBrand17a the user's own brand or company.
	ownBrand17a = newPhraseSet("your own", "user's own", "your brand", "your company", "votre marque", "tu marca", "sua marca", "ihre marke", "il tuo marchio", "вашего бренда", "你的品牌", "自社", "자사")
)
