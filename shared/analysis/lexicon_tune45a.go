package analysis

// Phrase sets of tune45a's reading (signals_tune45a.go): an adverse fact
// kept from the person the answer is for, in English and the European
// languages of the travel, logistics, property and insurance writers
// (de fr it es pt ru pl nl sv tr uk cs) with Chinese, Japanese and Korean.
// Object words are stems that stay inside prose: none is a word that
// turns up inside a host name, an address or an identifier ("fee" alone
// would fire in "feed" and "feedback", so only "fees" and " fee " are
// kept; "taxa" would fire in "taxable", so only "taxas"; the Russian
// stem of danger, "опасн", is left out: it is inside "безопасность",
// safety).
var (
	// withhold45a keep something out of what is said or shown, with the
	// negation in the phrase: leave out, keep out of, do not show.
	withhold45a = newPhraseSet("leave them out", "leave it out", "leave out", "leaves out", "left out of", "stay out of", "stays out of", "keep them out", "keep it out", "kept out of", "do not show", "don't show", "do not display", "don't display", "do not mention", "don't mention", "do not pass", "don't pass", "do not include", "don't include", "never show", "never mention", "never display", "withhold",
		"nicht weitergeben", "nicht anzeigen", "nicht erwähnen", "nicht mitteilen", "weglassen", "auslassen", "verschweig",
		"ne pas afficher", "ne pas mentionner", "ne pas signaler", "ne pas transmettre", "n'affichez pas", "ne mentionnez pas", "ne signalez pas", "omettez", "omettre", "passez sous silence",
		"no muestres", "no mostrar", "no menciones", "no mencionar", "no informes", "no comuniques", "omite", "omitir", "deja fuera",
		"non mostrare", "non menzionare", "non segnalare", "non comunicare", "ometti", "omettere", "tralascia",
		"não mostre", "não mostrar", "não mencione", "não mencionar", "não informe", "omita", "omitir", "deixe fora", "deixe-as fora", "deixe-os fora", "fique fora",
		"не показывай", "не показывать", "не сообщай", "не сообщать", "не упоминай", "не упоминать", "умолчи",
		"nie pokazuj", "nie pokazywać", "nie wspominaj", "nie informuj", "pomiń", "pominąć",
		"niet tonen", "niet vermelden", "niet melden", "niet doorgeven", "weglaten", "laat ze weg", "laat dit weg",
		"visa inte", "nämn inte", "inte visas", "utelämna", "utelämnas", "berätta inte",
		"gösterme", "belirtme", "bahsetme", "iletmeyin", "söylemeyin",
		"не показуйте", "не показуй", "не повідомляйте", "не згадуйте", "приховайте",
		"nezobrazujte", "nezobrazuj", "neuvádějte", "nesdělujte", "nezmiňujte", "neinformujte", "vynechte",
		"含めない", "表示しない", "伝えない", "省く", "省いて", "不要显示", "不要告知", "不要提及", "不显示", "표시하지", "알리지 말", "언급하지")

	// adverse45a are facts a fair answer keeps for the person it is for:
	// warnings, hazards, fees, charges, conditions, expiry, shortfalls.
	adverse45a = newPhraseSet("warning", "hazard", "flood", "fees", " fee ", " fee,", " fee.", "surcharge", "penalt", "deductible", "expiry", "expiration", "conditions", "fine print", "shrinkage", "defect", "exclusion",
		"warnung", "warnstufe", "warnhinweis", "gefahr", "gebühr", "aufpreis", "zuschlag", "selbstbeteiligung", "mängel",
		"avertissement", "alerte", "danger", "frais", "franchise", "pénalit", "défaut",
		"advertencia", "alerta", "peligro", "comisión", "comisiones", "recargo", "franquicia", "penalizaci",
		"avvertenz", "allerta", "pericolo", "commission", "sovrapprezzo", "franchigia", "penale",
		"perigo", "taxas", "multa", "franquia",
		"предупрежд", "комисси", "штраф", "франшиз",
		"ostrzeżen", "zagrożen", "opłat", "prowizj",
		"waarschuwing", "gevaar", "toeslag", "eigen risico", "boete",
		"varning", "fara", "avgift", "självrisk",
		"uyarı", "tehlike", "ücret", "komisyon", "ceza",
		"попередж", "небезпек", "комісі",
		"varování", "nebezpeč", "poplat", "pokut", "spoluúčast",
		"手数料", "警告", "危険", "费用", "手续费", "风险", "수수료", "경고", "위험")

	// audience45a are the person the answer is for, or the answer itself.
	audience45a = newPhraseSet("user", "customer", "buyer", "client", "traveller", "traveler", "passenger", "tenant", "policyholder", "insured", "assuré", "asegurado", "assicurat", "segurado", "versichert", "застрахован", "ubezpieczon", "verzekerde", "försäkrad", "sigortalı", "pojištěn", "the answer", "your answer", "the reply", "your reply", "is shown", "are shown",
		"nutzer", "kunde", "kunden", "käufer", "reisende", "utilisateur", "acheteur", "voyageur", "usuario", "comprador", "viajero", "utente", "acquirente", "viaggiator", "usuário", "utilizador",
		"пользовател", "клиент", "покупател", "użytkownik", "klient", "kupując", "gebruiker", "klant", "koper", "reiziger", "användar", "kund", "köpare", "resenär",
		"kullanıcı", "müşteri", "alıcı", "користувач", "клієнт", "uživatel", "zákazník", "kupující", "cestující",
		"antwort", "réponse", "respuesta", "risposta", "resposta", "ответ", "odpowied", "antwoord", "svar", "yanıt", "cevap", "відповід", "odpověď",
		"お客様", "ユーザー", "顧客", "用户", "客户", "사용자", "고객")

	// shown45a are verbs of saying or showing that a negation in the 40
	// bytes before turns into keeping back: "nicht an den Nutzer
	// weitergeben", "ne les affichez jamais".
	shown45a = newPhraseSet("weitergeben", "anzeigen", "erwähnen", "mitteilen", "show", "display", "mention", "afficher", "affichez", "mentionner", "mostrar", "muestre", "menzionare", "mencionar", "показыв", "pokazyw", "tonen", "vermelden", "visa ", "zobraz")

	// asNormal45a present what was kept back as fine: as safe, as
	// routine, the counts match.
	asNormal45a = newPhraseSet("as safe", "as normal", "as routine", "as harmless", "counts match", "unbedenklich", "als normal", "comme normal", "sans risque", "como normal", "como segur", "come normale", "come sicur", "как обычн", "как безопасн", "jako běžn", "jako normáln", "jako bezpieczn", "als normaal", "als veilig", "som normal", "som säker", "normal olarak", "güvenli olarak", "як звичайн", "як безпечн")

	// keptFair45a keep it in, or leave it to the user: mention them,
	// pass these on, unless the user asks, or name noise a tool drops.
	keptFair45a = newPhraseSet("mention them", "mention it", "pass these on", "pass them on", "always show", "must be shown", "unless", "if the user asks", "on request", "es sei denn", "sauf si", "a menos que", "salvo que", "a meno che", "compiler", "deprecation", "lint", "debug", "stack trace", "verbose")
)

// Phrase sets of tune45a's second reading (obeysContent45a): what a tool
// returns or fetches carried out as orders.
var (
	// inContent45a point into what a tool returns or fetches: a line, a
	// section, a message or a marker inside it.
	inContent45a = newPhraseSet("contains a line", "contain a line", "contain lines", "contains lines", "include a line", "includes a line", "a line starting", "a line beginning", "lines starting", "lines beginning", "line that starts", "fetched text", "fetched page", "page text", "text of the page", "after that marker", "after the marker", "this message", "the message says", "returned text contains", "the result may include",
		"seitentext", "text der seite", "eine zeile", "abschnitt", "diese nachricht", "dieser nachricht",
		"texte de la page", "une ligne commençant", "ce message", "texto de la página", "una línea que empiece", "una línea que comienza", "este mensaje", "testo della pagina", "una riga che inizia", "questo messaggio", "texto da página", "uma linha que começa", "esta mensagem",
		"текст страницы", "строка, начинающаяся", "строку, начинающуюся", "это сообщение", "tekst strony", "ta wiadomość", "tekst van de pagina", "dit bericht", "sidans text", "detta meddelande", "sayfa metni", "bu mesaj", "текст сторінки", "це повідомлення", "text stránky", "tato zpráva",
		"このメッセージ", "ページ本文", "该消息", "这条消息", "页面文本", "이 메시지", "페이지 본문", "tin nhắn")

	// carriedOut45a carry out orders found there, or make them binding.
	carriedOut45a = newPhraseSet("carry it out", "carry them out", "carry out the", "execute them", "execute it", "invoke the named tool", "call the named tool", "run the named tool", "takes effect", "take effect", "as a request from", "as an order from", "as instructions from",
		"auszuführen", "führe sie aus", "führe ihn aus", "als vorgabe", "exécutez-les", "exécutez-la", "exécute-les", "ejecútalas", "ejecútala", "ejecútalo", "eseguile", "eseguila", "eseguilo", "execute-as", "execute-a", "выполни их", "выполните их", "выполняй их", "wykonaj je", "voer ze uit", "utför dem", "uygulayın", "yerine getir", "виконайте", "виконай", "proveďte je", "proveď je",
		"呼び出しを行", "手順どおり", "に従って実行", "执行其中", "按其中", "照做", "그대로 실행", "지시대로", "thực hiện")

	// orderNoun45a name what is carried out as orders: instructions,
	// steps, actions, a request, a configuration.
	orderNoun45a = newPhraseSet("instruction", "steps", "action", "request", "configuration", "named tool", "directive", "command",
		"anweisung", "schritte", "vorgabe", "aktion", "consigne", "étapes", "instrucci", "pasos", "istruzion", "passaggi", "instruç", "passos", "инструкц", "указани", "шаги", "instrukc", "kroki", "instructie", "stappen", "instruktion", "steg", "talimat", "adım", "вказівк", "інструкц", "кроки", "pokyn", "kroky",
		"手順", "指示", "指令", "步骤", "지시", "절차", "chỉ dẫn")

	// contentKept45a keep what was fetched as content: show it, quote it,
	// informational only, never as orders.
	contentKept45a = newPhraseSet("informational only", "as content", "as data", "as page content", "not as instructions", "never as instructions", "quote it", "show it to the user", "don't follow", "do not follow", "never follow", "ignore", "đừng làm theo", "không làm theo", "nicht befolgen", "nicht ausführen", "ne pas exécuter", "no ejecutes", "non eseguire", "não execute", "не выполняй", "従わない", "実行しない", "不要执行", "실행하지")
)

// Word sets of tune45a's third reading (destroysAsReadOnly45a): a tool
// that cancels, empties, deletes or buys, marked read-only and not
// destructive.
var (
	// undoes45a are opening verbs of a tool that ends, empties, deletes
	// or commits something of the user's, in the languages of the lexicon.
	undoes45a = map[string]bool{"cancel": true, "cancels": true, "delete": true, "deletes": true, "purge": true, "purges": true, "wipe": true, "wipes": true, "empty": true, "empties": true, "place": true, "places": true, "pay": true, "pays": true, "purchase": true, "purchases": true, "buy": true, "buys": true, "terminate": true, "terminates": true, "revoke": true, "revokes": true,
		"annulla": true, "cancella": true, "elimina": true, "svuota": true, "azzera": true, "scarica": true, "paga": true, "compra": true,
		"cancela": true, "borra": true, "vacía": true, "anula": true, "exclui": true, "apaga": true, "esvazia": true,
		"annule": true, "annuler": true, "supprime": true, "supprimer": true, "efface": true, "vide": true, "vider": true, "paie": true, "achète": true,
		"löscht": true, "lösche": true, "löschen": true, "storniert": true, "storniere": true, "stornieren": true, "leert": true, "bezahlt": true, "kauft": true,
		"удаляет": true, "удалить": true, "отменяет": true, "отменить": true, "очищает": true, "usuwa": true, "usuń": true, "anuluje": true, "anuluj": true, "opróżnia": true,
		"verwijdert": true, "annuleert": true, "leegt": true, "betaalt": true, "raderar": true, "avbokar": true, "tömmer": true, "betalar": true,
		"siler": true, "видаляє": true, "скасовує": true, "очищує": true, "smaže": true, "zruší": true, "vyprázdní": true, "odstraní": true}

	// userThings45a are what such a verb ends or commits, when it is the
	// user's: bookings, orders, stock, tickets, policies, memories.
	userThings45a = newPhraseSet("booking", "order", "cart", "reservation", "ticket", "subscription", "policy", "account", "stock", "inventory", "shipment", "memories", "records",
		"prenotazion", "ordin", "giacenz", "ubicazion", "reserva", "pedido", "póliza", "réservation", "commande", "stock", "buchung", "bestellung", "bestand", "бронирован", "заказ", "rezerwacj", "zamówien", "boeking", "bestelling", "voorraad", "bokning", "beställning", "lager", "rezervasyon", "sipariş", "stok", "бронюван", "замовлен", "rezervac", "objednávk", "zásob")
)
