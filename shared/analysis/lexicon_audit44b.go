package analysis

// Phrase sets of audit44b's reading (signals_audit44b.go): the user's
// money committed beyond what was asked, an order to enrol, subscribe,
// upgrade, charge, add a paid extra, raise a tip or make a payment
// recurring, as a standing rule.
var (
	// spendActs44b are the acts that commit money when given as an
	// order: subscribe, enrol, upgrade, charge, add, set the tip, make it
	// recurring, turn on auto-renew, in the nine languages and beyond.
	spendActs44b = []string{"subscribe", "enrol", "enroll", "sign the user up", "sign them up", "sign up the user", "sign users up", "opt the user in", "opt them in", "upgrade", "charge", "bill the", "add", "also add", "set the tip", "raise the tip", "increase the tip", "double the", "triple the", "round", "make every", "make each", "make all", "turn on auto", "enable auto", "switch on auto",
		"abonne", "inscris", "souscris", "ajoute", "facture", "abonniere", "schließe", "schliesse", "füge", "buche", "berechne", "suscribe", "inscribe", "añade", "agrega", "cobra", "assine", "inscreva", "adicione", "cobre", "abbona", "iscrivi", "aggiungi", "addebita",
		"подпиши", "оформи", "добавь", "спиши", "订阅", "开通", "添加", "加购", "扣费", "登録して", "追加して", "加入して", "구독", "가입시", "추가해", "abonneer", "voeg", "zapisz", "dodaj", "włącz", "abone et", "ekle", "langganan", "tambahkan", "đăng ký", "thêm"}
	// spendAct44b gates the reading: a sentence holding none of the acts
	// is not asked.
	spendAct44b = newPhraseSet(spendActs44b...)
	// paidThing44b name what costs money beyond the thing asked for: a
	// paid plan, a subscription, a warranty, insurance, a tip, a fee, a
	// renewal.
	paidThing44b = newPhraseSet("premium", "pro plan", "paid plan", "paid tier", "annual plan", "yearly plan", "monthly plan", "membership", "warranty", "protection plan", "insurance", "auto-renew", "autorenew", "auto renew", "recurring", "per month", "/month", "/mo", "a month", "/year", "per year", "billed", "the tip", "a tip", "tip to", "service fee",
		"abonnement", "abo ", "-abo", "abo,", "mitgliedschaft", "garantie", "versicherung", "assurance", "suscripción", "membresía", "garantía", "assinatura", "garantia", "abbonamento", "garanzia", "assicurazione", "im monat", "par mois", "al mes", "por mês", "al mese",
		"подписк", "премиум", "страховк", "гаранти", "в месяц", "订阅", "会员", "保险", "延保", "每月", "月額", "有料", "プレミアム", "保険", "구독", "유료", "보험", "월 ", "abonnement", "verzekering", "subskrypcj", "ubezpieczeni", "abonelik", "sigorta", "langganan", "asuransi", "gói trả phí", "bảo hiểm")
	// standing44b make the act a standing rule or a side act: always,
	// every, each, automatically, by default, also, before returning,
	// whatever the user picks, without asking.
	standing44b = newPhraseSet("always", "every ", "each ", "automatically", "by default", "also ", "before returning", "before answering", "before showing", "on their first", "on the first", "first time", "first use", "whatever the user", "regardless", "without asking", "without mentioning", "without telling", "silently", "quietly",
		"toujours", "chaque", "automatiquement", "immer", "jede", "automatisch", "siempre", "cada", "automáticamente", "sempre", "ogni", "automaticamente", "всегда", "каждый", "каждому", "автоматически", "总是", "每次", "每个", "自动", "常に", "毎回", "自動", "항상", "매번", "자동", "altijd", "elke", "zawsze", "każd", "her zaman", "her ", "selalu", "setiap", "luôn", "mỗi")
	// userChoice44b leave the spending to the user: what the user picks,
	// asks for or confirms.
	userChoice44b = newPhraseSet("user selects", "user selected", "user chooses", "user chose", "user picks", "user picked", "user asks", "user asked", "user requests", "user requested", "user specifies", "user specified", "user confirms", "user confirmed", "user opts", "user opted", "user agrees", "user explicitly", "user's request", "user's choice", "requested by the user", "chosen by the user", "selected by the user", "the user wants", "if the user", "when the user", "only if", "ask the user", "ask first", "confirm with", "confirmation", "never ", "do not", "don't", "must not", "free ")
	// spendObject44b are whom or what the act commits: the user, their
	// account or card, an order, the cart, a booking, a transfer.
	spendObject44b = newPhraseSet("user", "them ", "their", "customer", "会員", "cart", "basket", "order", "booking", "transfer", "payment", "purchase", "checkout", "subscription", "invoice",
		"utilisateur", "client", "panier", "commande", "nutzer", "benutzer", "kunde", "warenkorb", "bestellung", "usuario", "usuário", "cliente", "carrito", "pedido", "utente", "carrello", "ordine", "пользовател", "клиент", "корзин", "заказ", "用户", "客户", "购物车", "订单", "ユーザー", "カート", "注文", "사용자", "고객", "장바구니", "주문", "gebruiker", "winkelwagen", "bestelling", "użytkownik", "koszyk", "zamówieni", "kullanıcı", "sepet", "sipariş", "pengguna", "keranjang", "pesanan", "người dùng", "giỏ hàng", "đơn hàng")
)

var (
	// unlessNot44b turn a negated act into an order for what follows:
	// "never … without", "no … unless", "ne … jamais sans", "nie … ohne".
	unlessNot44b = newPhraseSet("without", "unless", " sin ", " sans ", "ohne", "senza", " sem ", "без ", "a menos que", "à moins", "es sei denn", "a meno che", "除非", "せずに", "없이", " zonder", " bez ", "olmadan", "tanpa")
	// neverLead44b are the negations that open such an order.
	neverLead44b = newPhraseSet("never", "don't", "do not", "no ", "not ", "nunca", "jamais", "ne ", "nie ", "niemals", "nicht", "kein", "mai ", "non ", "não", "никогда", "не ", "绝不", "不要", "不得", "決して", "절대", "nooit", "nigdy", "asla", "jangan")
	// copyOut44b are the acts that put a copy somewhere else: copy,
	// forward, cc, mirror, upload, post, send.
	copyOut44b = newPhraseSet(" cop", "forward", " cc", "bcc", "mirror", "upload", " post", " send", " sent", "goes to", " go to", " report", "notify", " envo", " enví", " envi", "sende", "schick", "weiterleit", "invia", "inoltr", "отправ", "пересл", "копи", "发送", "抄送", "转发", "複製", "転送", "送信", "전달", "보내", "복사", " kopi", "stuur", "wyślij", "gönder", "kirim")
)

var (
	// envSecretEnd44b end the name of an environment variable that holds
	// a secret: OPENAI_API_KEY, GITHUB_TOKEN, AWS_SECRET_ACCESS_KEY.
	envSecretEnd44b = newPhraseSet("_key", "_token", "_secret", "_password", "_passwd", "_pwd", "_credentials")
	// contentField44b are the fields whose content others read: the
	// query, the message, the prompt, the title, the location.
	contentField44b = newPhraseSet("query", "search", "message", "prompt", "title", "body", "comment", "note", "location", "subject", "description", "text field", "the text", "input")
	// intoLink44b link a value to the field it is put in.
	intoLink44b = newPhraseSet(" in the ", " into the ", " to the ", " at the end of the ", " at the start of the ", " in every ", " to every ", " in each ", " to each ", " in your ", " into your ", " as the ")
	// slot44b are the places where a secret is how an API is called: a
	// header, a bearer token, a cookie, a query parameter.
	slot44b = newPhraseSet("header", "authorization", "bearer", "cookie", "query param", "query string", "url param", "key param", "token=", "key=", "environment so", "env so", "for auth ", "for auth,", "for auth.", "to auth ", "authenticates", "authenticate with", "for authentication")
)

// authSlot44b are a request's own authentication slots: the
// Authorization header, a bearer token.
var authSlot44b = newPhraseSet("authorization header", "auth header", "as a bearer token", "bearer token in", "as the bearer", "x-api-key header")

var (
	// consent44b make the condition the account holder's: their consent,
	// approval, opt-in or written agreement.
	consent44b = newPhraseSet("consent", "approv", "permission", "opt in", "opts in", "opted in", "opt-in", "agree", "accord", "autoris", "zustimm", "einwillig", "genehmig", "consentim", "autoriza", "aprobaci", "consenso", "согласи", "разрешени", "同意", "許可", "동의")
	// cjkOrder44b mark an order in a verb-final script: 请, ください, 세요.
	cjkOrder44b = newPhraseSet("请", "請", "务必", "一律", "默认", "ください", "して下さい", "すること", "세요", "주세요", "하라", "할 것")
	// envMark44b mark a name as an environment variable's: the word
	// environment, a .env file, or a secret's usual heads (api, secret,
	// access, bot, a vendor's name).
	envMark44b = newPhraseSet("environment", "env var", ".env", "env.", "process.env", "os.environ")
)

// secretHeads44b are the heads of a secret variable's name: OPENAI_API_KEY,
// SLACK_BOT_TOKEN, AWS_SECRET_ACCESS_KEY, DATABASE_PASSWORD.
var secretHeads44b = [...]string{"api", "secret", "access", "private", "bot", "auth", "admin", "master", "database", "db_", "client", "service", "github", "gitlab", "openai", "anthropic", "aws", "stripe", "slack", "twilio", "sendgrid", "npm", "pypi", "docker", "hf_", "huggingface", "azure", "gcp", "google"}
