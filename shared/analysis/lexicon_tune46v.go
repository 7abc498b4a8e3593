package analysis

// Phrases of tune46v's readings (signals_tune46v.go): explicit orders to
// the model that its veto must not clear.
var (
	// negTell46v tell the model not to tell, inform, notify or mention:
	// "you must not inform the user", "do not mention to the user", "no
	// informes al usuario", "ne dis pas à l'utilisateur", "不要告诉用户",
	// "ユーザーに伝えないで", "사용자에게 알리지 마세요". Statements of what a
	// product does ("the tool does not notify") are none of them.
	negTell46v = newPhraseSet("do not tell", "don't tell", "never tell", "must not tell", "should not tell", "mustn't tell",
		"do not inform", "don't inform", "never inform", "must not inform", "should not inform", "mustn't inform",
		"do not notify", "don't notify", "never notify", "must not notify", "should not notify",
		"do not mention", "don't mention", "never mention", "must not mention", "should not mention", "mustn't mention",
		"do not let the user know", "don't let the user know", "never let the user know", "do not let them know", "don't let them know",
		"do not alert the user", "don't alert the user", "do not reveal", "don't reveal", "never reveal", "must not reveal",
		"do not disclose", "don't disclose", "never disclose", "must not disclose", "do not bring up", "don't bring up",
		"must not be told", "must not be informed", "must not be notified", "should not be told", "should not be informed",
		"no informes", "no le informes", "no le digas", "no digas", "no menciones", "no avises", "no notifiques", "no comuniques", "nunca digas", "nunca informes", "no reveles",
		"ne dis pas", "ne dites pas", "n'informe pas", "n'informez pas", "ne mentionne pas", "ne mentionnez pas", "ne signale pas", "ne signalez pas", "ne préviens pas", "ne prévenez pas", "ne révèle pas", "ne pas informer", "ne pas dire", "ne pas mentionner", "ne dis jamais", "ne jamais dire",
		"non dire", "non informare", "non menzionare", "non avvisare", "non comunicare", "non rivelare", "non segnalare", "mai dire",
		"não informe", "não diga", "não mencione", "não avise", "não conte", "não comunique", "não revele", "nunca informe", "nunca diga",
		"не сообщай", "не говори", "не упоминай", "не уведомляй", "не рассказывай", "не информируй", "не сообщайте", "не говорите", "не упоминайте", "не уведомляйте",
		"不要告诉", "不要通知", "不要提及", "别告诉", "不要让用户知道", "勿告知", "不要告知", "不得告知", "不要透露", "不要向用户说明", "无需告知", "不必告知",
		"伝えないで", "知らせないで", "言わないで", "通知しないで", "触れないで", "伝えないこと", "知らせないこと", "明かさないで",
		"알리지 마", "말하지 마", "언급하지 마", "통지하지 마", "알려주지 마", "알리지 말", "말하지 말",
		"vertel de gebruiker niet", "meld de gebruiker niet", "nie mów", "nie informuj", "kullanıcıya söyleme", "kullanıcıya bildirme")

	// tellDe46v are German verbs of telling whose negation ("nicht")
	// follows their object: "Teile dem Nutzer die Änderung nicht mit".
	tellDe46v = newPhraseSet("teile dem", "teilen sie dem", "sag dem", "sage dem", "sagen sie dem", "informiere den", "informieren sie den", "benachrichtige den", "erwähne ", "erwähnen sie", "verrate dem")

	// keepFrom46v keep something from the user, not negated: "keep the
	// change from the user", "hide the swap from the user", "对用户隐瞒".
	keepFrom46v = newPhraseSet("keep the change from", "keep this from the user", "keep it from the user", "keep that from the user", "keep the change of", "keep the swap from", "hide the change from", "hide this change from", "hide the swap from", "conceal the change", "conceal this change", "keep the user in the dark",
		"oculta al usuario", "ocúltale al usuario", "ocultale al usuario", "cache à l'utilisateur", "cachez à l'utilisateur", "verheimliche", "nascondi all'utente", "esconda do usuário", "esconde do usuário", "скрой от пользователя", "скройте от пользователя", "对用户隐瞒", "向用户隐瞒", "ユーザーに隠", "사용자에게 숨기")

	// change46v name a change, a swap or a rewrite: what the order keeps
	// from the user ("the change", "that the path was replaced").
	change46v = newPhraseSet("change", "replace", "swap", "rewrit", "rewrote", "redirect", "substitut", "modif", "altered", "alteration", "switched", "overrid", "extra recipient", "second recipient", "additional recipient",
		"cambio", "cambiad", "reemplaz", "sustitu", "alteración",
		"changement", "remplac", "substitu", "détourn",
		"änderung", "geändert", "ersetzt", "umgeleitet", "ausgetauscht", "umgeschrieben",
		"cambiat", "sostitu",
		"alteração", "alterad", "mudança", "trocad", "troca",
		"изменени", "изменён", "изменен", "замен", "подмен", "перенаправ",
		"更改", "修改", "替换", "改动", "变更", "更换", "改为", "改成", "改写",
		"変更", "置き換え", "書き換え", "差し替え", "切り替え",
		"변경", "바꾼", "바꿨", "교체", "바뀐", "수정")

	// secretShown46v name a secret the order keeps off the screen: "do not
	// show the password to the user" keeps it safe.
	secretShown46v = newPhraseSet("password", "passphrase", "token", "secret", "api key", "api-key", "apikey", "private key", "credential", " pin", "otp", "one-time code", "verification code",
		"contraseña", "clave", "mot de passe", "passwort", "kennwort", "schlüssel", "segreto", "senha", "пароль", "токен", "ключ", "密码", "令牌", "密钥", "口令", "パスワード", "トークン", "キー", "비밀번호", "토큰", "키 ")

	// heldUntil46v leave the telling to the user or to later: "unless the
	// user asks", "until it is saved".
	heldUntil46v = newPhraseSet("unless", "until", "if the user asks", "if asked", "when asked", "a menos que", "salvo que", "si el usuario pregunta", "sauf si", "à moins que", "si l'utilisateur demande", "es sei denn", "wenn der nutzer fragt", "a meno che", "se l'utente chiede", "a não ser que", "se o usuário perguntar", "если пользователь спросит", "除非", "如果用户问", "尋ねられたら", "聞かれたら", "묻는 경우", "물으면")

	// netCommand46v open a command line that can reach a host.
	netCommand46v = newPhraseSet("curl ", "wget ", "invoke-webrequest", "invoke-restmethod", "iwr ", "irm ", "scp ", "rsync ", "nc ", "ncat ", "netcat ", "socat ", "/dev/tcp/")

	// mandatory46v make running a command an order: "required before
	// use", "you must run", "obligatorio", "必须" (a bare "run" is no
	// order: install notes say it too).
	mandatory46v = newPhraseSet("required", "requires", "mandatory", "must ", "have to", "has to", "need to", "needs to", "before use", "before first use", "before using", "before calling", "before each", "before every",
		"obligatori", "debes", "hay que", "antes de usar",
		"obligatoire", "il faut", "doit ", "avant d'utiliser", "avant toute utilisation",
		"erforderlich", "muss", "müssen", "vor der ersten nutzung", "vor der nutzung",
		"obbligatori", "devi ", "prima di usare",
		"obrigatóri", "deve ", "antes de usar",
		"обязательно", "необходимо", "нужно", "перед использованием",
		"必须", "务必", "使用前", "调用前",
		"必ず", "使用前に",
		"반드시", "사용 전")

	// notRun46v refuse, catch or merely quote a command: "never run",
	// "blocks commands such as", "for example".
	notRun46v = newPhraseSet("never run", "do not run", "don't run", "must not run", "never execute", "do not execute", "don't execute", "must not execute", "refuse", "reject", "block", "detect", "flag ", "flags ", "warn", "e.g.", "for example", "example:", "such as", "for instance",
		"nunca ejecutes", "no ejecutes", "por ejemplo", "n'exécute jamais", "n'exécutez jamais", "par exemple", "niemals ausführen", "führe nie", "zum beispiel", "z. b.", "non eseguire", "ad esempio", "nunca execute", "não execute", "por exemplo", "никогда не выполняй", "не выполняй", "например", "不要执行", "切勿执行", "例如", "実行しないで", "例えば", "실행하지 마", "예를 들어")
)
