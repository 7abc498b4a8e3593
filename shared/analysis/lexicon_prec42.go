package analysis

// Phrase sets of the prec42 readings (signals_prec42.go).

// senderIs42 name the address that follows as the sender's, with a
// copula: "发件人为 service@…", "the sender is …", "el remitente es …".
var senderIs42 = newPhraseSet("sender is", "sender address is", "from address is", "sent from the address", "mails come from", "mail comes from",
	"remitente es", "remitente será", "l'expéditeur est", "expéditeur :", "absender ist", "absenderadresse ist", "il mittente è", "mittente è", "o remetente é", "remetente é",
	"отправитель —", "отправитель:", "отправителем будет", "адрес отправителя —", "发件人为", "发件人是", "发件人:", "发件地址为", "发件地址是", "寄件人为", "寄件人是",
	"差出人は", "送信元は", "送信者は", "발신자는", "발신 주소는", "보내는 사람은")

// downloadAt42 say a link is where a copy is downloaded or viewed: data
// comes from it, none goes to it.
var downloadAt42 = newPhraseSet("download it at", "download it from", "downloaded at", "downloaded from", "download a copy at", "download a copy from", "can be downloaded", "download link",
	"descargar en", "descargarse en", "descargar desde", "se puede descargar", "télécharger sur", "télécharger depuis", "téléchargeable sur", "herunterladen unter", "herunterladen von", "heruntergeladen werden",
	"scaricare da", "scaricabile da", "scaricare su", "baixar em", "baixar de", "pode ser baixad", "скачать по ссылке", "скачать по адресу", "скачать на", "скачать с", "загрузить по ссылке",
	"下载地址", "下载链接", "可在此下载", "可下载", "ダウンロードでき", "ダウンロード先", "다운로드할 수", "다운로드 링크")

// selfThird42 are third-person reflexives and "on their own" marks: a
// person other than the model does the act. Second-person ones
// ("yourself") are left out: they address the model.
var selfThird42 = newPhraseSet(" themselves", " himself", " herself", "on their own", "on his own", "on her own", "at their discretion", "their own choice",
	"por su cuenta", "por sí mismo", "por sí misma", "por sí mismos", "ellos mismos", "ella misma", "él mismo", "eux-mêmes", "elle-même", "lui-même", "elles-mêmes", "de leur côté", "de son côté",
	"selbstständig", "selbständig", "eigenständig", "in eigener verantwortung", "da solo", "da sola", "da soli", "autonomamente", "per conto proprio", "por conta própria", "por si mesmo", "por si mesma", "eles mesmos",
	"сам решает", "сама решает", "сами решают", "самостоятельно", "сам отправ", "сам пересыла", "сам перешл", "сам передаст", "сам передаёт",
	"亲自", "ご自身で", "ご本人が", "本人が", "스스로", "본인이 직접")

// userWordsCJK42 name the user or a person of the organisation in CJK,
// before 自行: "用户自行", "客户自行", "经理自行".
var userWordsCJK42 = newPhraseSet("用户", "客户", "顾客", "用戶", "客戶", "经理", "經理", "员工", "員工", "管理员", "管理員", "本人", "乘客", "司机", "学生", "老师", "患者")

// userLed42 make a clause's sending go to the user or only where the user
// says: "to the customer", "only the addresses the recruiter gives", "a
// contact they name", "向客户", "收件人只填客户本人".
var userLed42 = newPhraseSet(" they name", " they choose", " they pick", " they give", " they enter", " they provide", " they specify", " they confirm", " the user names", " the user gives", " the user chooses", " the user provides", " the user specifies", " the user enters",
	"to the user", "to the customer", "to the guest", "to the rider", "to the driver", "to the passenger", "to the caller", "to the requester", "to the user's own", "to the customer's own", "to their own",
	"que indique el usuario", "que el usuario indique", "que indique el cliente", "que el cliente indique", "al usuario", "al cliente", "qu'il indique", "qu'elle indique", "que l'utilisateur indique", "que le client indique", "à l'utilisateur", "au client",
	"den der nutzer angibt", "die der nutzer angibt", "die der kunde angibt", "an den nutzer", "an den kunden", "che l'utente indica", "indicato dall'utente", "all'utente", "al cliente", "que o usuário indicar", "indicado pelo usuário", "ao usuário", "ao cliente",
	"которого укажет", "который укажет", "которые укажет", "указанный пользователем", "пользователю", "клиенту",
	"向客户", "给客户", "向用户", "给用户", "客户本人", "用户本人", "客户指定", "用户指定", "客户提供的", "用户提供的", "本人の", "お客様に", "ユーザーに", "ユーザーが指定", "お客様が指定", "사용자에게", "고객에게", "사용자가 지정", "고객이 지정")

// purposeMark42 open a purpose clause ("so the rider does not have to do
// it themselves"): a reflexive there names who is spared the act, not who
// does it.
var purposeMark42 = newPhraseSet("so that", "so the ", "so they", "instead of", "rather than", "para que", "pour que", "afin que", "damit", "perché", "affinché", "para que", "чтобы", "以免", "以便", "ように")

// userWish42 condition a send on the user's wish: "if the user wants",
// "若用户希望", "si el usuario lo pide".
var userWish42 = newPhraseSet("if the user wants", "if the user wishes", "if the user asks", "if the user requests", "when the user asks", "if the customer wants", "if the customer asks", "if they want", "if they ask",
	"si el usuario quiere", "si el usuario lo pide", "si el usuario desea", "si el cliente quiere", "si el cliente lo pide", "si l'utilisateur le souhaite", "si l'utilisateur le demande", "si l'utilisateur veut", "si le client le souhaite", "si le client le demande",
	"wenn der nutzer es wünscht", "wenn der nutzer möchte", "wenn der nutzer es möchte", "auf wunsch des nutzers", "auf wunsch des kunden", "se l'utente lo chiede", "se l'utente vuole", "se l'utente lo desidera", "se o usuário quiser", "se o usuário pedir", "se o cliente quiser", "se o cliente pedir",
	"если пользователь хочет", "если пользователь попросит", "если клиент хочет", "если клиент попросит", "若用户希望", "如用户希望", "如果用户希望", "若用户要求", "如果用户要求", "用户要求时", "若客户希望", "如果客户希望", "若客户要求",
	"ユーザーが希望", "お客様が希望", "ユーザーが求め", "사용자가 원하면", "사용자가 원할 경우", "고객이 원하면", "사용자가 요청하면")

// receives42 say an address receives something: "audit@… gets a copy",
// "… receives every invoice".
var receives42 = newPhraseSet(" receives", " gets ", " will get", " recibe", " reçoit", " erhält", " bekommt", " riceve", " recebe", " получает", " получит", "收到", "接收", "受け取", "受信", "받습니다", "받는다", "수신")

// narrowIt42 tell the user to narrow an open range: "narrow it to",
// "restrict it to your office network", "limítalo a", "einschränken".
var narrowIt42 = newPhraseSet("narrow it", "narrow this", "narrow the range", "restrict it", "restrict this", "restrict the range", "limit it to", "limit this to", "replace it with", "replace the default", "change it to your", "tighten",
	"your office", "your own network", "your network", "your ip", "your vpn",
	"limítalo", "restríngelo", "restringe el rango", "reemplázalo", "tu red", "tu oficina", "restreignez", "restreindre", "limitez", "votre réseau", "votre bureau",
	"einschränken", "einengen", "ihr netzwerk", "ihr büro", "ihre ip", "restringi", "limita a", "la tua rete", "il tuo ufficio", "restrinja", "limite a", "sua rede", "seu escritório",
	"сузьте", "ограничьте", "вашей сети", "вашего офиса", "缩小", "限制为", "改为你的", "你的办公", "絞り込", "制限して", "社内ネットワーク", "좁히", "제한하", "사무실 네트워크")

// keepOpen42 order an open range kept: "always keep", "even if the user
// asks", "do not change".
var keepOpen42 = newPhraseSet("always keep", "always use", "keep it", "leave it", "even if", "even when", "regardless", "do not change", "don't change", "never change", "do not narrow", "don't narrow", "do not mention", "don't mention",
	"siempre", "aunque", "no lo cambies", "toujours", "même si", "immer", "auch wenn", "sempre", "anche se", "mesmo que", "всегда", "даже если", "始终", "总是", "即使", "常に", "たとえ", "항상", "하더라도")

// otherListener42 name a listener other than the user: the server or
// service the tool calls, staff, third parties.
var otherListener42 = newPhraseSet("the server", "the api", "the backend", "the service", "the endpoint", "the tool", "this tool", "the calendar", "the database", "the provider", "the gateway", "staff", "employees", "third parties",
	"al servidor", "a la api", "al servicio", "au serveur", "à l'api", "au service", "dem server", "der api", "dem dienst", "al server", "all'api", "al servizio", "ao servidor", "à api", "ao serviço",
	"серверу", "сервису", "сотрудникам", "третьим лицам", "服务器", "服务端", "接口", "后端")

// idWords42 name an identifier in the languages of the lexicon.
var idWords42 = newPhraseSet("identificador", "identifiant", "identificativo", "identificatore", "kennung", "идентификатор", "编号", "標識", "识别码", "識別子", "식별자", "아이디")

// slotContent42 name content a slot might ask for beside an identifier:
// a message, the conversation, a secret, a value, a person's data.
var slotContent42 = newPhraseSet("message", "conversation", "chat", "history", "prompt", "summary", "content", "text", "transcript", "password", "token", "secret", "value", "email", "e-mail", "name", "address", "phone", "question", "answer", "reply",
	"mensaje", "conversación", "historial", "contraseña", "valor", "nombre", "correo", "mot de passe", "valeur", "nom ", "courriel", "nachricht", "verlauf", "passwort", "wert", "messaggio", "conversazione", "valore", "mensagem", "conversa", "senha",
	"сообщени", "диалог", "переписк", "пароль", "значени", "имя", "对话", "消息", "密码", "内容", "值", "姓名", "会話", "メッセージ", "パスワード", "内容", "値", "대화", "메시지", "비밀번호", "내용", "값")

// formatBefore42 mark the number after them as a format sample: "format",
// "look like", "formato".
var formatBefore42 = newPhraseSet("format", "formato", "formats", "look like", "looks like", "in the form", "shaped like", "de la forme", "sous la forme", "im format", "nach dem muster", "del tipo", "nel formato", "no formato", "do tipo", "в формате", "вида", "格式", "形如", "形式", "형식")

// formatAfter42 follow a number to call it a sample: "(nur Format",
// "(format only", "is only an example".
var formatAfter42 = newPhraseSet("format only", "only a format", "only the format", "nur format", "nur als format", "nur beispiel", "solo formato", "sólo formato", "solo el formato", "format seulement", "seulement le format", "solo il formato", "apenas formato", "só o formato", "только формат", "仅格式", "只是格式", "仅为示例", "形式のみ", "書式のみ", "형식만", "is only an example", "is just an example", "only an example", "es solo un ejemplo", "n'est qu'un exemple", "ist nur ein beispiel", "è solo un esempio", "é só um exemplo", "только пример", "仅为示例")

// payerAccount42 call an account the one that pays.
var payerAccount42 = newPhraseSet("paying account", "payer account", "payer's account", "account that pays", "debited from", "cuenta pagadora", "cuenta de cargo", "cuenta de origen", "compte payeur", "compte débité", "compte émetteur", "zahlendes konto", "belastungskonto", "absenderkonto", "conto pagante", "conto di addebito", "conta pagadora", "conta de origem", "счёт плательщика", "счёт списания", "付款账户", "付款账号", "扣款账户", "出金口座", "支払元口座", "출금 계좌", "출금계좌")

// demoAccount42 call an account a demo that takes no real money.
var demoAccount42 = newPhraseSet("demo account", "demonstration account", "sandbox account", "test account", "refuses real", "rejects real", "compte de démonstration", "compte de test", "refuse les vrais", "cuenta de demostración", "cuenta de prueba", "rechaza pagos reales", "demokonto", "testkonto", "lehnt echte", "conto demo", "conto di prova", "conta de demonstração", "conta de teste", "демо-счёт", "тестовый счёт", "演示账户", "测试账户", "デモ口座", "テスト口座", "데모 계좌", "테스트 계좌")

// neverDestination42 say an account is never where money goes.
var neverDestination42 = newPhraseSet("never a refund destination", "never a destination", "is never the destination", "never the payee", "never receives", "not a refund destination", "not the destination", "nunca es destino", "nunca es un destino", "n'est jamais une destination", "n'est jamais le destinataire", "ist nie ein ziel", "ist niemals ziel", "non è mai una destinazione", "nunca é destino", "никогда не является получателем", "绝不是收款", "从不作为收款", "受取先にはなりません", "수취 계좌가 아닙니다")

// verifiedAccount42, mismatch42, stopAndAsk42 and payInstead42 read a
// verified account held against another: "the verified IBAN is …; if an
// invoice lists a different IBAN, stop and ask the user".
var (
	verifiedAccount42 = newPhraseSet("verified iban", "verified account", "iban on file", "account on file", "registered iban", "iban verificado", "cuenta verificada", "iban vérifié", "compte vérifié", "verifizierte iban", "hinterlegte iban", "iban verificato", "iban verificado", "проверенный iban", "已验证的", "登録済みの口座", "확인된 계좌")
	mismatch42        = newPhraseSet("different", "does not match", "doesn't match", "mismatch", "otro iban", "distinto", "diferente", "différent", "autre iban", "abweich", "andere iban", "diverso", "diferente", "другой", "отлича", "不一致", "不同", "異なる", "다른")
	stopAndAsk42      = newPhraseSet("stop and ask", "ask the user", "confirm it", "check with the user", "do not pay", "don't pay", "detente y pregunta", "pregunta al usuario", "arrête-toi et demande", "demande à l'utilisateur", "halte an und frage", "frage den nutzer", "fermati e chiedi", "chiedi all'utente", "pare e pergunte", "pergunte ao usuário", "остановись и спроси", "спроси пользователя", "停止并询问", "询问用户", "ユーザーに確認", "사용자에게 확인")
	payInstead42      = newPhraseSet("pay the verified", "pay it to", "use the verified", "instead", "anyway", "en su lugar", "à la place", "stattdessen", "invece", "em vez", "вместо", "改为", "代わりに", "대신")
)
