package analysis

// idCheckedService38 names services bound by their trade's rules to take a
// person's papers (idChecked38): lodging, passenger transport check-in and
// booking, car rental, SIM registration and number porting, account
// opening, customs and visas.
var idCheckedService38 = newPhraseSet(
	"hotel", "hostel", "lodging", "guesthouse", "guest house", "ryokan", "check-in", "checkin", "boarding", "passenger", "airline", "flight", "car rental", "rental car", "rent a car", "sim card", "sim registration", "esim", "number port", "port a number", "porting", "account opening", "open an account", "customs", "visa application",
	"pousada", "hospedagem", "hóspede", "hotéis", "alojamiento", "huésped", "hébergement", "voyageur", "unterkunft", "gästeregistrierung", "albergo", "alloggio", "ospite",
	"pasajero", "passageiro", "passager", "passeggero", "fluggast", "vuelo", "voo", "volo", "flug",
	"alquiler de coche", "alquiler de vehículo", "location de voiture", "mietwagen", "autonoleggio", "aluguel de carro",
	"tarjeta sim", "carte sim", "sim-karte", "portabilidad", "portabilidade", "portabilité", "portabilità", "rufnummernmitnahme",
	"abrir conta", "abertura de conta", "apertura de cuenta", "abrir una cuenta", "ouverture de compte", "kontoeröffnung", "apertura conto", "открытие счёт", "открыть счёт", "открытие счет",
	"aduana", "alfândega", "douane", "zoll", "dogana", "visado", "таможн", "визов",
	"гостиниц", "отель", "отеля", "авиарейс", "пассажир", "авиабилет", "sim-карт", "сим-карт", "перенос номера",
	"酒店", "宾馆", "民宿", "旅客", "乘客", "航班", "机票", "值机", "登机", "租车", "手机卡", "电话卡", "携号转网", "开户", "报关", "签证",
	"ホテル", "旅館", "宿泊", "搭乗", "航空券", "レンタカー", "simカード", "番号ポータビリティ", "口座開設", "通関", "ビザ",
	"호텔", "숙박", "탑승", "항공권", "렌터카", "유심", "번호이동", "계좌 개설", "통관", "비자",
)

// idRule38 are the words of a property description that say a rule or an
// institution requires the number (statedIDRule38).
var idRule38 = newPhraseSet(
	"require hotels", "requires hotels", "countries require", "by law", "legally", "regulation",
	"exigido por", "exigida por", "exigidos por", "lo exige", "la exige", "exigé par", "obrigado a", "obrigada a", "vorgeschrieben", "gesetzlich", "richiesto da", "richiesta da",
	"по закону",
	"法律", "法规", "实名", "法令", "법에 따라",
)

// giftCard38 names gift cards and vouchers, a favourite way to be paid
// that no honest fee asks for (paymentDetail38).
var giftCard38 = newPhraseSet("gift card", "giftcard", "gift-card", "itunes card", "steam card", "google play card", "tarjeta regalo", "tarjetas regalo", "tarjeta de regalo", "tarjetas de regalo", "carte cadeau", "cartes cadeaux", "carte-cadeau", "geschenkkarte", "gutscheinkarte", "carta regalo", "carte regalo", "cartão presente", "vale-presente", "подарочн", "礼品卡", "购物卡", "ギフトカード", "ギフト券", "기프트카드", "기프트 카드", "상품권")
