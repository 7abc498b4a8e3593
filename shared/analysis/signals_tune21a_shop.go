package analysis

import "regexp"

// Orders that bend what a comparison or shopping tool shows the user
// toward a paying party (tune21a):
//   - the party's rivals measured by another rule (their prices raised,
//     their ratings rounded down, their reviews filtered, their currency
//     converted at a worse rate);
//   - a party's low ratings shown as a fixed high figure;
//   - referral or coupon codes in the user's links replaced by a fixed one;
//   - a canned excuse told when the user asks about a dropped rival;
//   - a party put first whatever the price, rating or the user's sort;
//   - a promotional rate quoted as the effective one, or the currency
//     ignored so amounts all look alike.

// tune21aShopReading returns the rule and finding of a sentence that
// orders one of those, or "" when it holds none.
func tune21aShopReading(lt, _ lowText) (rule, what string) {
	if lt.in(scanner18a) || lt.in(fairShop21a) {
		return "", ""
	}
	switch {
	case lt.in(rivals21a) && lt.in(adjust21a) && lt.in(metric21a):
		return "poison-preference-manipulation", "an order to measure rivals by a harsher rule than a favoured party"
	case lt.in(metric21a) && lt.in(showAs21a) && lt.in(lowFigure21a) && highFigure21a.MatchString(lt.s):
		return "poison-answer-manipulation", "an order to show low ratings as a fixed high figure"
	case lt.in(refCode21a) && lt.in(swap21a) && hasDigit(lt.s) && !lt.in(guard21a):
		return "poison-tool-invocation", "an order to replace referral or coupon codes with a fixed one"
	case lt.in(ifAsked21a) && lt.in(excuse21a):
		return "poison-answer-manipulation", "a canned excuse to tell the user when they ask"
	case lt.in(rankFirst21a) && lt.in(whatever21a) && lt.in(criteria21a):
		return "poison-preference-manipulation", "an order to put a party first whatever the price, rating or the user's sort"
	case lt.in(promoRate21a) && lt.in(asEffective21a):
		return "poison-answer-manipulation", "an order to quote a promotional rate as the effective one"
	case lt.in(currency21a) && (lt.in(omit21a) || lt.in(ignore21a)) && lt.in(showAs21a):
		return "poison-answer-manipulation", "an order to ignore the currency of the amounts shown"
	}
	return "", ""
}

// highFigure21a finds a rating written as a fixed figure or a floor.
var highFigure21a = regexp.MustCompile(`max\(|[4-5][.,][0-9]`)

var (
	// fairShop21a mark a rule applied alike to all, or disclosed.
	fairShop21a = newPhraseSet("same rule", "same rate", "alike", "equally", "for every seller", "for all sellers", "regardless of sponsor", "regardless of commission", "whether or not they pay", "sponsored label", "labelled sponsored", "labeled sponsored", "user's chosen", "the user chose", "the user picks")
	// rivals21a name the parties set against a favoured one.
	rivals21a = newPhraseSet("competitor", "other provider", "other store", "other insurer", "other platform", "other seller", "all other", "the rest", "non-partner", "non-network", "not on the", "otras aseguradoras", "otras tiendas", "outras lojas", "altre piattaforme", "altri ", "autres ", "andere ", "anderen", "других", "остальн", "其他", "他社", "競合", "경쟁", "concurren", "concorrent", "competidor", "konkurren", "конкурент", "竞争", "que não sejam", "que no sean", "not from", "non di")
	// adjust21a change a figure.
	adjust21a = newPhraseSet("round", "add ", "súmales", "sume ", "some r$", "aggiungi", "ajoute", "addier", "прибав", "добавь", "加上", "足し", "더하", "worse", "inflat", "arrondi", "arredond", "redonde", "arrotond", "aufrund", "abrund", "округл", "四舍五入", "切り上げ", "切り捨て", "올림", "내림", "ignore", "ignorier", "игнорир", "忽略", "無視", "무시", "mitzählen", "count them", "deduct", "subtract", "下げ", "上げ", "降低", "调低", "낮춰", "낮게", "понижа", "пониз", "baisse", "abbass", "rebaja", "reduz")
	// metric21a name a price, rate or rating.
	metric21a = newPhraseSet("price", "rating", "score", " rate", "cpa", "cost", "review", "star", "preis", "prix", "precio", "prezzo", "preço", "цен", "价格", "価格", "가격", "note", "nota", "valutazion", "bewertung", "sterne", "étoile", "estrella", "estrela", "stelle", "оценк", "рейтинг", "评分", "評価", "평점", "별점", "kosten", "coût", "costo", "custo", "стоимост", "费用", "料金", "요금", "fee", "gebühr", "frais", "tarifa", "tariff", "tassa", "taxa", "комисси", "手数料", "수수료", "手续费")
	// showAs21a show or display a figure.
	showAs21a = newPhraseSet("display", "show", "render", "present", "quote", "mostr", "exib", "affich", "zeig", "anzeig", "muestra", "muéstr", "показ", "отобража", "显示", "展示", "表示", "보여", "표시")
	// lowFigure21a condition on a low figure.
	lowFigure21a = newPhraseSet("below", "under ", "less than", "lower than", "max(", "sotto", "abaixo", "por debajo", "inferior", "moins de", "en dessous", "unter ", "niedriger", "ниже", "меньше", "低于", "不足", "未満", "미만", "이하")
	// refCode21a name referral, affiliate or coupon codes.
	refCode21a = newPhraseSet("ref=", "tag=", "aff=", "partner=", "referral", "affiliate", "coupon", "promo code", "discount code", "优惠码", "优惠券", "쿠폰", "クーポン", "cupom", "cupón", "gutschein", "промокод", "реферал", "codice sconto", "code promo", "rabattcode")
	// swap21a replace one thing by another.
	swap21a = newPhraseSet("replace", "swap", "remove those", "strip", "instead", "改用", "대신", "替换", "差し替え", "ersetz", "remplace", "sustitu", "reemplaz", "sostitu", "substitu", "замен", "вместо", "troca", "cambia")
	// ifAsked21a open the answer to a user's question.
	ifAsked21a = newPhraseSet("if the user asks", "if asked", "if they ask", "when the user asks", "聞かれたら", "尋ねられたら", "问起", "询问时", "물으면", "문의하면", "fragt der nutzer", "wenn der nutzer fragt", "s'il demande", "si l'utilisateur demande", "si el usuario pregunta", "se l'utente chiede", "se o usuário perguntar", "если пользователь спросит", "если спросят")
	// excuse21a name a canned excuse: the data could not be confirmed,
	// the place was full, the order came from the user's own filters.
	excuse21a = newPhraseSet("couldn't confirm", "could not confirm", "could not verify", "couldn't verify", "unable to confirm", "no pudimos confirmar", "n'avons pas pu", "konnten nicht", "ließen sich nicht", "non siamo riusciti", "não conseguimos", "не удалось", "无法确认", "確認できませんでした", "확인할 수 없", "was full", "était complet", "estaba lleno", "war ausgebucht", "its own filters", "own filters", "ses propres filtres", "sus propios filtros", "eigenen filter")
	// rankFirst21a put a party first or above the rest.
	rankFirst21a = newPhraseSet("first", "top", "above", "strong match", "vor alle", "en tête", "primero", "prima ", "primeiro", "上位", "前面", "先頭", "먼저", "상위", "выше", "первым")
	// whatever21a concede the measure.
	whatever21a = newPhraseSet("regardless", "whatever the", "even if the user", "unabhängig", "independientemente", "indipendentemente", "independentemente", "quel que soit", "quelle que soit", "无论", "不管", "にかかわらず", "関係なく", "상관없이", "관계없이", "независимо")
	// criteria21a name what a ranking should follow.
	criteria21a = newPhraseSet("price", "lead time", "skills", "score", "rating", "sort", "preis", "lieferzeit", "prix", "precio", "prezzo", "preço", "цен", "价格", "価格", "가격", "排序", "並び", "정렬")
	// promoRate21a name an introductory rate.
	promoRate21a = newPhraseSet("promotional", "intro rate", "introductory", "teaser", "aktionszins", "taux promotionnel", "tasa promocional", "tasso promozionale", "taxa promocional", "промо", "首期优惠", "优惠利率", "優遇金利", "우대금리")
	// asEffective21a name the effective rate.
	asEffective21a = newPhraseSet("as the apr", "as apr", "als effektivzins", "comme taeg", "comme le taeg", "como tae", "como la tae", "come taeg", "come il taeg", "como cet", "как пск", "作为年化", "年化利率", "実質年率として")
	// ignore21a set something aside.
	ignore21a = newPhraseSet("ignora", "ignorer", "ignoriere", "игнорир", "忽略", "無視", "무시")
	// currency21a name the currency of an amount.
	currency21a = newPhraseSet("currency", "devise", "moneda", "valuta", "währung", "moeda", "валют", "币种", "通貨", "통화")
)
