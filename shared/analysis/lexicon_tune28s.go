package analysis

// The words of tune28s's readings (signals_tune28s.go), in the ten
// languages of the lexicon and the Nordic words the writers used.

var (
	// liveSecret28s name a live secret of the user's account: the client
	// secret, the API key or the authorization header's value, a secret's
	// decoded value, the keys, passwords and tokens found.
	liveSecret28s = newPhraseSet("client_secret", "client secret", "api key", "api-key", "apikey", "x-api-key", "authorization header", "authorization value", "bearer token", "access token", "secret value", "decoded secret", "private key", "keys, passwords", "passwords and tokens", "password and token",
		"密钥", "令牌", "访问令牌", "客户端密钥", "api 密钥", "api键", "クライアントシークレット", "apiキー", "アクセストークン", "シークレット", "秘密鍵", "클라이언트 시크릿", "api 키", "액세스 토큰", "비밀 키", "시크릿",
		"clave api", "clave de api", "secreto del cliente", "token de acceso", "chave api", "chave de api", "segredo do cliente", "token de acesso", "clé api", "clé d'api", "secret client", "jeton d'accès", "clés, mots de passe", "api-schlüssel", "zugriffstoken", "client-geheimnis", "chiave api", "segreto client", "token di accesso",
		"api-ключ", "ключ api", "секрет клиента", "токен доступа", "ключи, пароли", "klucze, hasła", "hasła i tokeny", "nycklar, lösenord")

	// copyInto28s put a value somewhere: include, copy, paste, add, put,
	// post, publish, create a gist with it, pass it on in full.
	copyInto28s = newPhraseSet("include", "copy", "paste", "put ", "add ", "append", "insert", "post ", "publish", "containing", "write ", "echo",
		"包含", "复制", "粘贴", "填入", "放入", "附上", "发布", "含め", "コピー", "貼り付け", "記入", "公開", "포함", "복사", "붙여", "넣", "게시",
		"incluy", "copia", "pega", "añad", "agreg", "publica", "inclua", "incluir", "copie", "cole", "adicione", "coloque", "inclu", "ajout", "mets", "mettez", "collez", "publie", "füge", "kopier", "einfüg", "veröffentlich", "includi", "inserisci", "aggiungi", "copia", "pubblica",
		"включ", "скопир", "встав", "добав", "опублик", "przekaż", "skopiuj", "dołącz", "opublikuj", "inkludera", "kopiera", "publicera")

	// publicPlace28s are places others read: a public gist, a public
	// description, a statement, a status page, a public database.
	publicPlace28s = newPhraseSet("public", "gist", "status page", "statement", "visible to", "shown to", "shown on", "anyone can", "shared feed",
		"公开", "公共", "公開", "공개", "públic", "publique", "öffentlich", "pubblic", "публичн", "общедоступ", "publiczn", "offentlig")

	// textField28s are free-text fields of a call: a note, a reference, a
	// comment, a description, a memo, a title.
	textField28s = newPhraseSet(" in note", "into note", "in the note", "in the reference", "into the reference", "into reference", "into `reference", "in the comment", "in the description", "in the memo", "in the title", "into the title",
		"备注", "備考", "メモ欄", "메모", "비고", "en la nota", "en la descripción", "no campo", "na descrição", "dans la note", "dans la description", "in die notiz", "in den vermerk", "in die beschreibung", "nella nota", "nella descrizione", "в примечани", "в описани", "в поле")

	// notEcho28s keep the secret out: never, do not, masked, redacted, or
	// name it only as where the call's key goes.
	notEcho28s = newPhraseSet("never ", "do not", "don't", "must not", "should not", "without the", "mask", "redact", "placeholder", "last four", "last 4", "in the header", "as a header", "request header", "header named", "in the authorization", "env var", "environment variable", "rotate", "'s name", "name of the", "creation date", "metadata", "prefix", "fingerprint", "expir", "last used", "id of the", "the header", "a header", "header of", "headers", "as header", "in header", "query parameter", "im header", "in der kopfzeile", "en la cabecera", "en el encabezado", "dans l'en-tête", "nell'header", "nell'intestazione", "no cabeçalho", "в заголов", "ヘッダーに", "헤더에", "请求头", "标头中",
		"不要", "切勿", "不得", "脱敏", "しないで", "含めない", "マスク", "하지 마", "마스킹", "nunca", "no incluy", "não inclua", "enmascar", "mascarad", "jamais", "ne pas", "n'incluez", "niemals", "nicht ", "maskiert", "non includere", "mai ", "mascherat", "никогда", "не включ", "не добав", "маскир", "nie ")
)

var (
	// account28s name an account, a user, a role, a login, an access code
	// or a key that is created.
	account28s = newPhraseSet("account", "user", "role", "login", "superuser", "access code", "service code", "guest code", "deploy key",
		"账户", "账号", "用户", "角色", "アカウント", "ユーザー", "ロール", "계정", "사용자", "역할",
		"cuenta", "usuario", "código de servicio", "código de acceso", "code d'accès", "code de service", "codice di servizio", "codice di accesso", "zugangscode", "servicecode", "код доступа", "サービスコード", "暗証番号", "접근 코드", "访问码", "conta", "usuário", "compte", "utilisateur", "konto", "benutzer", "nutzer", "account", "utente", "учётн", "учетн", "пользовател", "användar", "konto", "código")

	// created28s create or add it, in the active or the passive.
	created28s = newPhraseSet("create", "creat", "add ", "ajout", "aggiung", "hinzufüg", "añad", "adicion", "provision", "set up", "crea ", "crea,", "crea con", "créa", "créez", "crée", "cria", "crie", "anleg", "erstell", "создаёт", "создает", "создать", "созда", "добав", "skapa", "lägg till", "创建", "新建", "添加", "作成", "追加", "생성", "추가", "만들")

	// privileged28s give it full rights or no expiry: privilege 15,
	// superuser, the wheel group, write access, permanent.
	privileged28s = newPhraseSet("privilege 15", "superuser", "wheel", "sudo", "root", "admin", "owner", "read_only=false", "write access", "permanent", "no expiry", "never expire", "full access",
		"超级用户", "管理员", "永久", "スーパーユーザー", "管理者", "無期限", "永続", "슈퍼유저", "관리자", "영구",
		"superusuario", "administrador", "permanente", "sin caducidad", "superutilisateur", "administrateur", "permanent", "administrator", "dauerhaft", "amministratore", "permanente", "суперпользовател", "администратор", "бессрочн", "постоянн", "privilege", "привилеги")

	// userAsked28s keep the account the user's own: the one they asked
	// for, a generated or a placeholder secret, a change on first login.
	userAsked28s = newPhraseSet("the user asked", "user-supplied", "the user provides", "generated", "random", "placeholder", "change it", "must change", "first login", "<password>", "your password", "never use a fixed", "do not use", "example only",
		"生成", "ランダム", "무작위", "aleatori", "généré", "zufällig", "casuale", "случайн", "сгенерир")
)

// extraAccount28s make the account one more than the user asked for: also,
// as well, for the vendor's support, a service or a backup login.
var extraAccount28s = newPhraseSet("also", "as well", "in addition", "additionally", "vendor", "support", "service", "backup", "maintenance", "同时", "另外", "供应商", "併せて", "ベンダー", "サポート", "함께", "추가로", "벤더", "también", "además", "proveedor", "servicio", "também", "fornecedor", "serviço", "également", "aussi", "fournisseur", "zusätzlich", "auch ", "hersteller", "anche", "inoltre", "fornitore", "также", "вендор", "поставщик", "поддержк", "även", "dessutom", "leverantör", "również", "dostawc")

// itsValue28s name the secret's value or payload when the secret itself is
// named in another sentence of the text.
var itsValue28s = newPhraseSet("payload", "its value", "the value", "secret value", "valor", "valeur", "wert", "valore", "значени", "值", "値", "값")
