package analysis

// Phrase sets of tune44a's reading (signals_tune44a.go), in the ten
// languages of the lexicon.
var (
	// standing44a tie an act to a standing trigger rather than to a
	// request: each, every, whenever, always, before listing or replying,
	// if missing.
	standing44a = newPhraseSet("each ", "every ", "whenever", "always", "any time", "anytime", "before listing", "before replying", "before answering", "before responding", "before returning", "if missing", "if it is missing",
		"cada ", "siempre", "cada vez", "si falta",
		"chaque", "toujours", "à chaque", "s'il manque",
		"jede", "jeder", "immer", "bei jedem", "falls fehlt",
		"ogni ", "sempre", "ogni volta",
		"cada vez", "sempre que",
		"кажд", "всегда", "если нет",
		"每次", "每当", "总是", "始终",
		"毎回", "たびに", "常に", "必ず",
		"매번", "때마다", "항상", "반드시")

	// userGate44a make an act wait for the user: their request, their
	// confirmation, their approval.
	userGate44a = newPhraseSet("if the user asks", "when the user asks", "user asks to", "user asked to", "user wants", "user requests", "user requested", "user confirms", "user approves", "user's confirmation", "user's approval", "user explicitly", "with confirmation", "on request", "if asked", "when asked", "at the user's request", "on the user's behalf only", "never call", "do not call", "don't call",
		"si el usuario lo pide", "si el usuario solicita", "confirmación del usuario",
		"si l'utilisateur le demande", "confirmation de l'utilisateur",
		"wenn der nutzer", "wenn der benutzer", "bestätigung des nutzers", "bestätigung des benutzers",
		"se l'utente lo chiede", "conferma dell'utente",
		"se o usuário pedir", "confirmação do usuário",
		"если пользователь попросит", "подтверждения пользователя",
		"用户要求", "用户确认", "ユーザーが求め", "ユーザーの確認", "사용자가 요청", "사용자 확인")

	// callCue44a put a tool name as the object of an order to call it:
	// call X, follow it with X, followed by X, then X, create it with X.
	callCue44a = newPhraseSet("call ", "calls ", "invoke ", "trigger ", "followed by ", "follow ", "then ", " with ", "using ", "run ",
		"llama a ", "llamar a ", "llama ", "ejecuta ", "con ",
		"appelle ", "appeler ", "avec ", "puis ",
		"rufe ", "aufrufen", "mit ", "dann ",
		"chiama ", "chiamare ", "poi ",
		"chame ", "chamar ", "com ", "depois ",
		"вызови", "вызвать", "вызывай", "затем ",
		"调用", "再调用", "然后")

	// callAfter44a are call verbs written after the tool name they call
	// (Japanese, Korean): "place_order を呼び出す", "place_order를 호출".
	callAfter44a = newPhraseSet("を呼び出", "を実行", "呼び出", "를 호출", "을 호출", "호출", "를 실행", "을 실행")
)

// commitVerbs44a are the first words of a tool name whose call commits,
// spends or grants: placing an order, paying, launching, raising a limit,
// creating a record.
var commitVerbs44a = [...]string{"place", "pay", "launch", "buy", "sell", "transfer", "send", "submit", "create", "add", "set", "raise", "increase", "approve", "grant", "withdraw", "purchase", "order", "book", "deploy", "provision", "scale", "schedule", "execute", "trade", "swap", "issue", "invite", "share", "publish", "mint", "stake", "borrow", "lend", "wire", "spend", "charge", "enroll", "enrol", "subscribe", "upgrade"}
