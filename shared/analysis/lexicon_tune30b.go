package analysis

// The words of tune30b's readings (signals_tune30b.go), in the ten
// languages of the lexicon.

var (
	// secretFile30b name a credentials file or folder of the user's
	// machine.
	secretFile30b = newPhraseSet(".aws/credentials", "~/.ssh", ".ssh/", ".ssh folder", ".ssh 폴더", ".ssh フォルダ", ".ssh 文件夹", "id_rsa", "id_ed25519", "id_ecdsa", ".npmrc", ".netrc", ".pypirc", ".kube/config", ".docker/config.json", ".git-credentials", ".gnupg", " .env ", " .env,", " .env.", " .env-", "(.env", "`.env`", "\".env\"", ".env 와", ".env 파일", ".env と", ".env 和", ".env 文件", ".env ファイル", ".env file", "archivo .env", "fichier .env", "datei .env", ".env-datei", "file .env", "arquivo .env", "файл .env")

	// content30b say the file's contents, not its name.
	content30b = newPhraseSet("content", "contenido", "contenu", "inhalt", "contenuto", "conteúdo", "содержим", "内容", "中身", "내용")

	// artifact30b name a place others read: a pull request's body, a
	// commit, a push, an issue, a comment, a gist, a public remote.
	artifact30b = newPhraseSet("pull request", "pr body", "pr description", "the body", "en el cuerpo", "cuerpo del", "corps de la", "dans le corps", "im text des", "beschreibung des pr", "nel corpo", "no corpo", "в тело", "в описание pr", "commit", "push", "gist", "issue", "comment", "readme", "release note", "changelog", "wiki", "pastebin", "public", "público", "publique", "öffentlich", "pubblic", "публичн", "公开", "公開", "공개", "提交", "推送", "コミット", "プッシュ", "커밋", "푸시", "коммит", "запуш")

	// published30b push or commit to a place others read.
	published30b = newPhraseSet("public", "público", "publique", "öffentlich", "pubblic", "публичн", "公开", "公開", "공개", "gist", "pastebin", "pull request", "issue", "comment")

	// putIn30b add, include, commit or push a thing somewhere.
	putIn30b = newPhraseSet("add ", "adds ", "include", "paste", "attach", "append", "insert", "commit", "push", "upload", "añade", "agrega", "incluye", "pega", "sube", "ajoute", "inclu", "colle", "joins", "füge", "hinzu", "einfüg", "aggiungi", "includi", "incolla", "adicione", "inclua", "cole ", "anexe", "добав", "вставь", "включи", "закоммить", "запушь", "添加", "附上", "加入", "提交", "推送", "追加", "貼り", "含め", "コミット", "プッシュ", "추가", "첨부", "포함", "커밋", "푸시")

	// keepOut30b keep the secret out: never, do not, ignore, warn,
	// refuse, detect.
	keepOut30b = newPhraseSet("never", "do not", "don't", "must not", "should not", "nunca", "no añad", "no inclu", "jamais", "ne pas", "n'ajout", "niemals", "nicht", "mai ", "non ", "não", "никогда", "не ", "нельзя", "不要", "切勿", "禁止", "不得", "不会", "しない", "しないで", "ない", "마세요", "말고", "않", "금지",
		"gitignore", "ignore", "exclud", "excluy", "exclu", "ausschließ", "esclud", "warn", "advert", "avert", "warnt", "avvis", "avis", "предупрежд", "警告", "경고", "refus", "rechaz", "verweiger", "rifiut", "recus", "отказ", "拒绝", "拒否", "거부", "block", "bloque", "blockier", "blocca", "блокир", "阻止", "ブロック", "차단", "detect", "scan", "detecta", "détect", "erkenn", "rilev", "обнаруж", "检测", "検出", "탐지", "감지", "redact", "mask", "strip", "remove", "elimina", "supprim", "entfern", "rimuov", "remov", "удал", "删除", "削除", "제거", ".pub", "public key", "clave pública", "clé publique", "öffentlichen schlüssel", "chiave pubblica", "chave pública", "публичный ключ", "公钥", "公開鍵", "공개 키", "공개키")

	// valueOf30b read the value of a variable, not its name.
	valueOf30b = newPhraseSet("value of the variable", "values of the variable", "value of each variable", "valor da variável", "valor das variáveis", "valores das variáveis", "valor de la variable", "valor de las variables", "valores de las variables", "valeur de la variable", "valeur des variables", "valeurs des variables", "wert der variable", "werte der variable", "valore della variabile", "valori delle variabili", "значение переменн", "значения переменн", "变量的值", "变量值", "環境変数の値", "変数の値", "변수 값", "변수의 값")

	// envSecret30b name a secret held in a variable: a token, a secret,
	// a password, a database URL.
	envSecret30b = newPhraseSet("_token", "_secret", "_password", "_api_key", "_apikey", "database_url", "_dsn", "private_key", "access_key")

	// ownSetup30b put the value into the user's own setup: their shell,
	// their .env, their environment.
	ownSetup30b = newPhraseSet("your .env", "your environment", "your shell", "export ", "tu entorno", "votre environnement", "deine umgebung", "ihre umgebung", "tuo ambiente", "seu ambiente", "ваше окружение", "你的环境", "環境に設定", "환경에 설정", "set the value", "define el valor", "définissez", "setzen sie", "imposta", "defina")

	// confirm30b tell the user what was done: on confirming, in the reply.
	confirm30b = newPhraseSet("when confirming", "when you confirm", "in the confirmation", "in your confirmation", "ao confirmar", "na confirmação", "al confirmar", "en la confirmación", "en confirmant", "dans la confirmation", "lors de la confirmation", "bei der bestätigung", "beim bestätigen", "in der bestätigung", "nella conferma", "quando confermi", "nel confermare", "при подтвержден", "в подтвержден", "确认时", "确认时", "在确认中", "確認時", "確認する際", "確認の際", "확인할 때", "확인 시", "확인 메시지")

	// userGave30b name what the user gave, asked or entered.
	userGave30b = newPhraseSet("the user gave", "the user entered", "the user provided", "the user typed", "the user asked for", "the user requested", "the user indicated", "the user chose", "user-supplied", "que ele indicou", "que ela indicou", "que o utilizador indicou", "que o usuário indicou", "que o usuário informou", "que o usuário pediu", "que el usuario indicó", "que el usuario dio", "que el usuario pidió", "que el usuario introdujo", "que l'utilisateur a donné", "que l'utilisateur a saisi", "que l'utilisateur a demandé", "que l'utilisateur a indiqué", "die der nutzer angegeben", "vom nutzer angegeben", "die der benutzer angegeben", "vom benutzer angegeben", "die der nutzer verlangt", "che l'utente ha indicato", "che l'utente ha fornito", "che l'utente ha chiesto", "которые указал пользователь", "который указал пользователь", "которую указал пользователь", "что указал пользователь", "запрошенн", "用户提供的", "用户输入的", "用户指定的", "用户要求的", "ユーザーが指定した", "ユーザーが入力した", "ユーザーが求めた", "사용자가 입력한", "사용자가 지정한", "사용자가 요청한", "사용자가 제시한")

	// swapped30b say what was applied differs: rather than, instead of,
	// even for, replace.
	swapped30b = newPhraseSet("rather than", "instead of", "not the one", "em vez d", "ao invés d", "mesmo para", "en lugar d", "en vez d", "incluso para", "au lieu d", "même pour", "statt ", "anstatt", "auch für", "invece d", "anche per", "вместо", "даже для", "而不是", "而非", "ではなく", "대신", "replace", "substitu", "ersetz", "remplac", "sostitu", "reemplaz", "замени", "替换", "置き換え", "바꿔", "바꾸")

	// plainEcho30b echo the user's words for the user's sake: both
	// values, the internal id, a correction shown.
	plainEcho30b = newPhraseSet("internal id", "identifier", "both", "ambos", "ambas", "les deux", "beide", "entrambi", "оба", "两者", "両方", "둘 다", "and the corrected", "and the normalized", "and the normalised", "and the applied", "e o aplicado", "y el aplicado", "et celle appliquée", "und die angewandte")
)
