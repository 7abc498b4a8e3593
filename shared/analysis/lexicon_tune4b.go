package analysis

// lexiconTune4b carries the concepts of the readings of signals_tune4b.go:
// a concession and the evidence it sets aside (regardless of the data),
// a role granted, a value swapped in, where money or goods go, a purchase,
// and urgency, elevated roles, deleting, triggers and authority the main
// lexicon lacked. Same format as lexicon; each entry in the ten languages
// (en, zh, es, ru, de, ja, fr, ko, pt, it) and the core of more. It is
// matched in a pass of its own (ruleLexiconIndex), so its phrases never
// take the place of the main lexicon's, and the learned model does not
// read its concepts.
var lexiconTune4b = []struct {
	c     concept
	words string
}{
	// A concession that sets what follows aside: strong ones (regardless
	// of) and weak ones (even if), which need a contrary after them.
	{cConcede, "regardless of|irrespective of|whatever|" +
		"无论|" + "independientemente de|" +
		"независимо от|вне зависимости от|" + "unabhängig von|unabhängig vom|unabhängig davon|ungeachtet|egal was|egal, was|" +
		"にかかわらず|に関係なく|に関わらず|" + "quoi que|quel que soit|quelle que soit|quels que soient|indépendamment de|indépendamment des|" +
		"관계없이|상관없이|" + "independentemente de|independentemente do|independentemente dos|seja lá o que|" +
		"indipendentemente da|indipendentemente dal|indipendentemente dai|a prescindere da|a prescindere dal|a prescindere dai|qualunque cosa|" +
		"ongeacht|niezależnie od|apa pun|terlepas dari|bất kể|oavsett|بغض النظر عن|चाहे|незалежно від"},
	// What a reply should follow: the data, the numbers, the sources, what
	// the lookup returns, or a contrary.
	{cEvidence, "the data|data|the numbers|numbers|the figures|figures|the sources|sources|the source|the result|results|the lookup|lookup returns|what it returns|the scan|the evidence|evidence|the facts|the score|cvss|the rating|otherwise|the contrary|disagrees|disagree|" +
		"数据|数字|来源|结果|事实|相反|" + "los datos|datos|las cifras|cifras|las fuentes|fuentes|el resultado|resultados|lo contrario|" +
		"данных|данные|цифр|цифры|источник*|результат*|факт*|обратное|" + "daten|zahlen|quellen|ergebnis|ergebnisse|fakten|beipackzettel|gegenteil|" +
		"データ|数値|情報源|結果|事実|反対|" + "les données|données|les chiffres|chiffres|les sources|le résultat|résultats|les faits|le contraire|" +
		"데이터|수치|출처|결과|사실|반대|" + "os dados|dados|os números|números|as fontes|fontes|o resultado|o contrário|" +
		"i dati|dati|i numeri|numeri|le fonti|fonti|il risultato|risultati|il contrario|" +
		"datanya|gegevens|cijfers|bronnen|dane|danych|liczby|źródła|veriler|verilere|rakamlar|kaynaklar|dữ liệu|số liệu|nguồn|siffrorna|källorna|البيانات|الأرقام|المصادر|डेटा|आंकड़े|स्रोत|дані|даних|джерела"},
	// Granting a role or a right to someone.
	{cGrant, "grant|grants them|assign the role|assign role|assign them|bind|elevate|set role to|set the role to|set their role to|" +
		"授予|赋予|分配|授权给|" + "concede|concédele|conceder|concedan|otorga|otorgar|otórgale|asigna|asígnale|asignar|" +
		"выдай|выдать|выдавай|предоставь|предоставить|назначь|назначить|" + "erteile|erteilen|zuweisen|weise|vergib|vergeben|gewähre|gewähren|" +
		"付与|昇格|" + "accorde|accordez|accorder|attribue|attribuez|attribuer|" + "부여|할당|승격|" + "conceda|concede|atribua|atribuir|" + "concedi|concedere|assegna|assegnare|attribuisci|" +
		"berikan|geef|toekennen|nadaj|nadać|dodaj|dodanie|verin|cấp|gán|tilldela|přiděl|امنح|أعط|दें|надай|призначте"},
	{cHighRole, "hr-admin|it-admin|org-admin|tenant-admin|site-admin|administratoraccess|beheerdersrechten|beheerder|administratorzy|administratorów|yönetici|quản trị|المسؤول|صلاحيات المسؤول|एडमिन|व्यवस्थापक|superadministrador|superamministratore|суперадмин*"},
	// A turn or call, each time.
	{cEachTime, "ごとに|마다|bij elke opvraging|elke bekeken|every lookup|each lookup|every view|each view|при просмотре|при каждом просмотре|조회 시|görüntülendiğinde|nach jedem aufruf von|dopo ogni visualizzazione|a cada consulta|à chaque consultation|en cada consulta|表示の後|一覧表示の後|セッションごと|세션마다|a ogni sessione|ad ogni sessione|a ogni chiamata|bei jeder sitzung|bei jedem aufruf|en cada sesión|en cada llamada|à chaque session|à chaque appel|em cada sessão|a cada sessão|a cada chamada|в каждой сессии|при каждом вызове|po każdym wywołaniu|w każdej sesji|elke sessie|bij elke aanroep|her oturumda|her çağrıda|setiap sesi|mỗi phiên|varje session|في كل جلسة|हर सत्र|हर कॉल"},
	// Deleting, in forms the lexicon lacks.
	{cWipe, "radera|rimuovi|rimuovere|silin|vymaž|truncate table|rm -rf|force-push|force push|push --force"},
	{cOrderedBy, "par ordre de|要件により|por ordem da|por ordem do|por orden de|por orden del|sur ordre de|per ordine di|per ordine del|по указанию|по распоряжению|atas perintah|na polecenie|op last van|på uppdrag av"},
	{cHurry, "바로|spoed|pilne|acil|urgente|срочно|紧急|至急|긴급|dringend|alerta crítica|alerte critique"},
	// How a verdict is put to the user.
	{cVerdict, "réponds|répondez|conclus|schlussfolgere|answer that|describe|darzustellen|réponds que|répondez que|responde que|antworte|rispondi che|responda que|ответь, что|отвечай, что|回答|と回答|답하|diz que|katakan|conclus que"},
	// Putting a value in another's place.
	{cSwap, "change it to|change the|change to|replace the|replace it with|replace with|swap the|swap it for|set it to|set to|" +
		"改为|改成|替换为|换成|" + "cámbialo a|cambia el|cambia la|cámbiala|reemplaza|reemplázalo|sustituye|sustitúyelo|sustitúyela|" + "замени|заменить|измени|изменить|поменяй|поменять|" +
		"ändere|ändern|ersetze|ersetzen|setze stattdessen|stattdessen|" + "に変更|に差し替え|" + "remplace|remplacez|remplacer|change le|change la|changez|modifie|modifiez|" + "로 변경|로 바꾸|으로 변경|으로 바꾸|" +
		"troque|trocar|altere|alterar|substitua|substituir|mude|mudar|" + "cambia|cambiare|sostituisci|sostituire|modifica|modificare|" +
		"vervang|vervangen|wijzig|zmień|zamień|değiştir|olarak ayarla|ganti|ubah|đổi|thay bằng|ersätt|ändra|změň|nahraď|غيّر|غير|استبدل|बदलें|बदल दें|заміни|зміни|اجعل"},
	// Where money or goods go.
	{cPayField, "account number|bank account|iban|bic|swift|bankgiro|plusgiro|routing number|sort code|upi|beneficiary|payee|recipient account|shipping address|delivery address|ship-to|wallet address|" +
		"账号|账户|收款账户|收款人|收货地址|配送地址|" + "número de cuenta|cuenta bancaria|beneficiario|dirección de envío|dirección de entrega|" + "номер счёта|номер счета|счёт|счет|получател*|адрес доставки|" +
		"kontonummer|bankverbindung|empfänger|lieferadresse|versandadresse|" + "口座番号|口座|受取人|" + "numéro de compte|compte bancaire|bénéficiaire|adresse de livraison|" + "계좌번호|계좌|수취인|배송지|배송 주소|" +
		"número da conta|conta bancária|beneficiário|endereço de entrega|" + "numero di conto|conto corrente|beneficiario|indirizzo di spedizione|indirizzo di consegna|" +
		"rekeningnummer|begunstigde|afleveradres|numer konta|rachunek|odbiorca|adres dostawy|hesap numarası|alıcı|teslimat adresi|penerima|alamat pengiriman|số tài khoản|người nhận|kontonummer|mottagaren|mottagare|leveransadress|číslo účtu|příjemce|رقم الحساب|المستفيد|عنوان التسليم|खाता संख्या|लाभार्थी|डिलीवरी पता|номер рахунку|одержувач|mottagaren"},
	// Spending the user's money.
	{cPurchase, "checkout|check out|purchase|buy|settle invoice|settle the invoice|donate|renew|auto-renew|upgrade to|book the|book it|" +
		"下单|结账|付款|购买|续费|续订|升级到|" + "compra|comprar|realiza el pedido|renueva|renovar|reserva el|" + "оформи заказ|оформляется|купи|купить|оплати|продли|" +
		"bestellung|bestelle|kaufe|kaufen|bezahle|verlängere|verlängert|" + "購入|決済|注文を確定|更新して|アップグレード|" + "commande|achète|acheter|paie|payez|renouvelle|réserve|réservez|" + "결제|구매|주문|갱신|업그레이드|" +
		"finalize a compra|pague|renove|reserve|" + "acquista|acquistare|paga|rinnova|prenota|" +
		"bestel|betaal|verleng|verlengd|opnieuw geplaatst|zamów|zapłać|odnów|ödeme yap|satın al|yenile|bayar|beli|perpanjang|thanh toán|mua|gia hạn|betala|förnya|zaplať|obnov|ادفع|اشترِ|جدد|भुगतान|खरीद|नवीनीकरण|оплатити|купити|подовж"},
}
