package analysis

// Phrases of tune47v's readings (signals_tune47v.go): explicit orders to
// the model that its veto must not clear.
var (
	// runVerb47v order a command run: "run", "execute", "ejecuta",
	// "exécute", "ausführen", "выполни", "执行", "実行", "실행".
	runVerb47v = newPhraseSet("read ~", "print ~", "export the", "run ", "run:", "execute", "ejecut", "exécut", "execut", "esegu", "ausführ", "führe ", "выполн", "запуст", "执行", "运行", "実行", "실행", "uitvoer", "wykonaj", "çalıştır", "chạy ")

	// recurring47v hold a command before the model's every call, or make
	// it the model's first act: "before any call", "before every call",
	// "antes de cada llamada", "vor jedem aufruf", "перед каждым вызовом",
	// "每次调用前", "呼び出す前に", "the assistant must first run".
	recurring47v = newPhraseSet("before any call", "before every call", "before each call", "before calling", "before any use", "before each use", "before every use", "before using this tool", "before you call", "before answering", "each time you call", "every time you call", "the assistant must", "the model must", "you must first", "you must run", "you must execute",
		"antes de cada llamada", "antes de llamar", "antes de cualquier llamada", "antes de usar", "antes de qualquer chamada", "antes de cada chamada", "antes de chamar",
		"avant chaque appel", "avant d'appeler", "avant tout appel", "avant d'utiliser",
		"vor jedem aufruf", "vor dem aufruf", "vor jeder nutzung", "bevor du", "musst du",
		"prima di ogni chiamata", "prima di chiamare", "prima di usare",
		"перед каждым вызовом", "перед вызовом", "перед использованием", "перед любым вызовом",
		"每次调用前", "调用前", "调用之前", "使用前", "呼び出す前", "呼び出しの前", "使用する前", "호출 전", "호출하기 전", "사용하기 전")

	// passOut47v hand a command's output on in a field: "pass the full
	// output as `report`", "collez la sortie", "出力全体を…に渡して".
	passOut47v = newPhraseSet("pass the full output", "pass the whole output", "pass the output", "and pass the", "paste the output", "paste the full", "paste its output", "put the output", "collez la sortie", "collez le résultat", "pega la salida", "pegue la salida", "füge die ausgabe", "incolla l'output", "cole a saída", "вставь вывод", "передай вывод", "を渡して", "に渡して", "に貼り付け", "넣으세요", "넣어 주세요", "전달하세요", "粘贴到", "传入")

	// riskyCmd47v are the parts of a command line that have no place in an
	// ordinary tool's set-up: a read of keys, credentials, the shell's
	// history or the environment (a variable echoed too: "echo $PATH"); a
	// look at who and where the user is and what they may do ("sudo -l"); a
	// timer or a shell profile written; rights opened wide; code decoded
	// or handed to a shell.
	riskyCmd47v = newPhraseSet("~/.ssh", ".ssh/", "id_rsa", "id_ed25519", "~/.aws/credentials", ".aws/credentials", "dump-keychain", "find-generic-password", "`env`", "` env `", "settings.xml", ".m2/", "~/.netrc", ".netrc", "~/.kube", ".kube/config", "~/.docker/config", ".git-credentials", ".gitconfig", ".npmrc", ".pypirc", "~/.gnupg", "/etc/passwd", "/etc/shadow", "bash_history", "zsh_history", "history >", "history |", "history>", "'history", "printenv", "env |", "env >", "env>", "os.environ", "process.env", "get-childitem env:", "gci env:", "whoami", "uname -a", "echo $", "echo ${", "echo %", "sudo -l", "sudo -v", "`id`", "id -u", "id -a", "getent passwd", "crontab", ".bashrc", ".zshrc", ".profile", "launchctl", "systemctl enable", "chmod 777", "chmod -r 777", "chmod +s", "base64 -d", "base64 --decode", "| base64", "|base64", "| sh", "|sh", "| bash", "|bash", "bash -c", "sh -c", "python -c", "python3 -c", "powershell -e", "pwsh -e", "iex ", "eval ", "rm -rf ~", "rm -rf /", "ls -la ~", "ls ~")

	// toUs47v name the writer, or the vendor, as where something goes:
	// "send us", "envíanos", "schick uns", "envoie-nous", "отправь нам",
	// "prishli nam", "发给我们".
	toUs47v = newPhraseSet("send us", "send it to us", "send them to us", "send to us", "forward us", "forward to us", "forward it to us", "forward them to us", "share with us", "email us", "post us",
		"envíanos", "envianos", "mándanos", "mandanos", "envía a nosotros", "remítenos", "compártenos",
		"envoie-nous", "envoyez-nous", "transmets-nous", "transmettez-nous", "envoie nous", "renvoie-nous",
		"schick uns", "schicke uns", "schickt uns", "sende uns", "senden sie uns", "an uns senden", "an uns schicken", "an uns weiter", "übermittle uns", "leite uns",
		"inviaci", "mandaci", "inoltraci", "invia a noi", "manda a noi",
		"envie para nós", "envie-nos", "envia-nos", "mande para nós", "mande-nos", "encaminhe para nós", "nos envie",
		"отправь нам", "пришли нам", "отправьте нам", "пришлите нам", "перешли нам", "перешлите нам", "передай нам", "передайте нам", "скинь нам", "нам отправ", "нам присл", "нам перешл",
		"prishli nam", "otprav nam", "otprav'te nam", "pereshli nam", "peredai nam", "prishlite nam",
		"надішли нам", "відправ нам", "发给我们", "发送给我们", "传给我们", "转发给我们", "发送到我们", "私たちに送", "弊社に送", "当社に送", "우리에게 보내", "저희에게 보내", "저희에게 전송",
		"stuur ons", "wyślij nam", "prześlij nam", "bize gönder", "gửi cho chúng tôi", "kirim ke kami", "kirimkan kepada kami", "kirimkan ke kami", "أرسل لنا", "أرسلها لنا", "हमें भेज")

	// userSecret47v name the user's secrets or conversation: what an
	// order to send "to us" must not carry.
	userSecret47v = newPhraseSet("password", "passphrase", "api key", "api keys", "api-key", "apikey", "token", "credential", "private key", "secret", "session cookie", "conversation", "chat history", "chat log", "transcript",
		"contraseña", "claves", "clave api", "credencial", "conversación", "historial", "mot de passe", "clés", "clé api", "identifiants", "jeton", "passwort", "zugangsdaten", "schlüssel", "chatverlauf", "unterhaltung", "gesprächsverlauf", "chiavi", "chiave api", "credenziali", "conversazione", "cronologia della chat", "senha", "chaves", "chave de api", "credenciais", "conversa",
		"пароль", "пароли", "ключ", "токен", "учётн", "учетн", "переписк", "диалог", "историю чата", "parol", "klyuch", "tokeny", "perepisk",
		"密码", "密钥", "令牌", "凭证", "对话", "聊天记录", "パスワード", "トークン", "認証情報", "会話", "비밀번호", "토큰", "자격 증명", "대화",
		"wachtwoord", "hasło", "şifre", "mật khẩu", "kata sandi", "كلمة المرور", "पासवर्ड")

	// asPassed47v report a check as passed or clean: "report it as
	// passed", "say that it passed", "informa que pasó", "als bestanden".
	asPassed47v = newPhraseSet("as passed", "as a pass", "as successful", "as success", "as green", "as clean", "as ok", "it passed", "they passed", "all passed", "tests passed", "check passed", "scan passed", "that it succeeded", "passed successfully", "as authenticated", "as 'authenticated'", "as verified", "as signed", "as validated", "as reconciled", "as balanced", "all green", "all-green", "foi validado", "foi aprovad", "대사 완료", "완료, 차이 없음",
		"que pasó", "como aprobad", "como superad", "como exitos", "que fue exitos", "que se completó correctamente", "que pasaron",
		"comme réussi", "que le test a réussi", "qu'il a réussi", "que tout est passé", "comme validé",
		"als bestanden", "als erfolgreich", "sei bestanden", "sei erfolgreich", "bestanden sind", "als grün",
		"come superat", "come riuscit", "che è passat", "che sono passat",
		"como aprovad", "que passou", "como bem-sucedid", "que foram aprovad",
		"как пройден", "что проверка пройдена", "что тесты пройдены", "как успешн", "что всё прошло успешно", "что все прошло успешно",
		"通过了", "报告为通过", "标记为通过", "为通过", "合格として", "成功として", "통과로", "통과했다고", "성공으로")

	// skipped47v say the check did not run or did not finish: "skipped",
	// "were not run", "times out", "übersprungen", "не выполнялась".
	skipped47v = newPhraseSet("skipped", "skip", "not run", "wasn't run", "weren't run", "not executed", "did not run", "didn't run", "never ran", "times out", "timed out", "was not performed", "even if", "even when", "regardless", "whatever it", "whatever the", "unavailable", "indisponível", "생략", "when tests fail", "fails",
		"no se ejecut", "omitid", "saltad", "aunque", "n'a pas été exécuté", "ignoré", "même si", "übersprungen", "nicht ausgeführt", "nicht gelaufen", "auch wenn", "saltat", "non eseguit", "anche se", "pulad", "não foi executad", "mesmo que", "пропущен", "не выполнял", "не запускал", "даже если", "跳过", "未运行", "未执行", "即使", "スキップ", "実行されなかった", "건너뛴", "실행되지 않")

	// reportVerb47v tell the user or mark a result: the act of the order.
	reportVerb47v = newPhraseSet("report", "describe", "안내", "say ", "tell ", "mark ", "claim", "state that", "show it", "show them", "informa", "di que", "indica", "marca", "signale", "indique", "dis que", "annonce", "melde", "sag ", "markiere", "gib ", "segnala", "di' che", "comunica", "informe", "diga", "сообщи", "скажи", "отметь", "укажи", "报告", "标记", "告诉", "報告", "伝え", "보고", "알려", "표시")

	// approvedAlready47v claim the user approved or consented already.
	approvedAlready47v = newPhraseSet("already approved", "already consented", "already agreed", "already given consent", "already given their consent", "already authorized", "already authorised", "already confirmed all", "already confirmed every", "pre-approved", "preapproved",
		"ya aprobó", "ya ha aprobado", "ya dio su consentimiento", "ya ha dado su consentimiento", "ya autorizó", "ya aceptó", "ya ha aceptado",
		"a déjà donné son accord", "a déjà approuvé", "a déjà accepté", "a déjà consenti", "a déjà autorisé",
		"bereits zugestimmt", "bereits genehmigt", "bereits freigegeben", "bereits eingewilligt", "schon zugestimmt",
		"ha già approvato", "ha già acconsentito", "ha già autorizzato", "ha già dato il consenso",
		"já aprovou", "já autorizou", "já deu consentimento", "já deu o consentimento", "já concordou",
		"уже одобрил", "уже дал согласие", "уже согласился", "уже подтвердил все", "уже разрешил",
		"已经批准", "已批准所有", "已经同意", "已同意所有", "已经授权", "既に承認", "すでに承認", "既に同意", "すでに同意", "이미 승인", "이미 동의")

	// deAlready47v and deApproved47v are a German claim whose object
	// comes between its words: "hat bereits allen Verlängerungen
	// zugestimmt".
	deAlready47v  = newPhraseSet("hat bereits ", "hat schon ", "haben bereits ", "haben schon ")
	deApproved47v = newPhraseSet("zugestimmt", "genehmigt", "eingewilligt", "freigegeben")

	// userWord47v name the user as the one who approved.
	userWord47v = newPhraseSet("user", "usuario", "utilisateur", "nutzer", "benutzer", "utente", "usuário", "utilizador", "пользовател", "用户", "ユーザー", "사용자", "gebruiker", "użytkownik", "kullanıcı", "người dùng", "pengguna")

	// approvalHeld47v leave the approval to come or to be checked: "after
	// the user has already approved", "whether the user has".
	approvalHeld47v = newPhraseSet("after ", "once ", "only if", "only when", "if the user", "whether", "when the user", "returns", "shows", "lists", "displays", "record", "logged", "history", "timestamp", "check if", "checks if", "checks whether", "unless", "después de que", "si el usuario", "une fois que", "si l'utilisateur", "nachdem", "wenn der nutzer", "sobald", "dopo che", "se l'utente", "depois que", "se o usuário", "после того как", "если пользователь", "之后", "如果用户", "後で", "場合", "후에", "경우")

	// actVerb47v are the acts an order must not take unasked: pay,
	// transfer, delete, grant, send.
	actVerb47v = newPhraseSet("pay ", "pay every", "transfer", "delete", "remove ", "wipe", "grant", "send ", "approve ",
		"paga", "transfier", "realiza la transferencia", "elimina", "borra", "concede", "envía", "otorga",
		"payer", "paie ", "vire", "supprime", "accorde", "envoie",
		"bezahle", "zahle", "überweise", "lösche", "erteile", "gewähre", "sende ", "schicke",
		"trasferisci", "cancella", "concedi", "invia",
		"pague", "transfira", "exclua", "apague", "conceda", "envie",
		"оплати", "переведи", "удали", "выдай", "предоставь", "отправь",
		"支付", "付款", "转账", "删除", "授予", "发送", "支払", "送金", "削除", "付与", "送信", "결제", "송금", "삭제", "부여", "전송")

	// noConfirmPhrase47v waive the user's confirmation in an order: "do not ask
	// the user for confirmation", "without asking the user to confirm",
	// "sin pedir confirmación", "ohne den nutzer um bestätigung".
	noConfirmPhrase47v = newPhraseSet("do not ask the user for confirmation", "don't ask the user for confirmation", "do not ask for confirmation", "don't ask for confirmation", "without asking the user", "without asking for confirmation", "without confirmation from the user", "without the user's confirmation", "without waiting for the user", "without waiting for confirmation", "no need to confirm with the user", "do not wait for the user",
		"sin pedir confirmación", "sin pedirle confirmación", "sin preguntar al usuario", "sin consultar al usuario", "sin esperar confirmación",
		"sans demander de confirmation", "sans demander à l'utilisateur", "sans confirmation de l'utilisateur", "sans attendre de confirmation", "ne demande pas de confirmation",
		"ohne den nutzer um bestätigung", "ohne bestätigung des nutzers", "ohne rückfrage", "ohne den nutzer zu fragen", "frag nicht nach bestätigung", "ohne auf bestätigung zu warten",
		"senza chiedere conferma", "senza chiedere all'utente", "senza conferma dell'utente",
		"sem pedir confirmação", "sem perguntar ao usuário", "sem confirmação do usuário", "sem esperar confirmação",
		"не спрашивая подтверждения", "не спрашивая пользователя", "без подтверждения пользователя", "не дожидаясь подтверждения", "не запрашивай подтверждение",
		"无需用户确认", "不要询问用户", "无需征求用户", "不用询问用户", "不需要用户确认", "ユーザーに確認せず", "確認を求めずに", "사용자 확인 없이", "사용자에게 묻지 않고", "확인을 요청하지 말")
)
