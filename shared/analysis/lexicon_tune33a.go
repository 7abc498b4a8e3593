package analysis

// The words of tune33a's readings (signals_tune33a.go).

var (
	// guardStems33a name a safeguard inside a setting's key: audit, MFA,
	// authentication, signatures, TLS, enforcement, approval, logging.
	guardStems33a = []string{"audit", "mfa", "2fa", "otp", "auth", "signature", "signing", "cosign", "enforce", "require", "tls", "ssl", "cert", "logging", "protect", "approv", "review", "sandbox", "firewall", "encrypt", "csrf", "secur", "scan", "verify_", "_verify", "verification", "prüf", "protokoll", "firma", "assinatura", "registro", "журнал", "подпис", "проверк"}

	// stateKeys33a end a key that reports a state rather than sets one
	// (authenticated=false, verified=false).
	stateKeys33a = []string{"authenticated", "authed", "authorized", "verified", "signed", "passed", "valid", "approved", "reviewed", "logged_in", "ok", "status", "state", "result"}

	// offValues33a switch a setting off.
	offValues33a = map[string]bool{"false": true, "off": true, "disabled": true, "disable": true, "none": true, "0": true, "no": true, "desativado": true, "desativada": true, "desactivado": true, "desactivada": true, "désactivé": true, "désactivée": true, "deaktiviert": true, "aus": true, "disattivato": true, "disattivata": true, "выкл": true, "отключено": true, "выключено": true, "关闭": true, "禁用": true, "無効": true, "オフ": true, "비활성": true, "끄기": true}

	// linkWords33a join a key to the value it is set to in prose: to,
	// and value, auf, на, 为, を, 로.
	linkWords33a = map[string]bool{"to": true, "and": true, "value": true, "as": true, "auf": true, "zu": true, "a": true, "à": true, "em": true, "en": true, "para": true, "sur": true, "su": true, "на": true, "в": true, "como": true, "valor": true, "valeur": true, "wert": true, "com": true, "con": true, "mit": true, "avec": true, "e": true, "y": true, "et": true, "und": true, "и": true, "o": true, "il": true, "le": true, "la": true, "el": true, "den": true, "de": true, "为": true, "设为": true, "設為": true, "设置为": true, "改为": true, "を": true, "に": true, "は": true, "로": true, "으로": true, "를": true, "을": true, "값": true, "=": true, ":": true}

	// conditionWords33a put a setting in a condition or a reading, not an
	// order (if authenticated=false, unless signature=false, returns ...).
	conditionWords33a = []string{"if ", "when ", "whether", "unless", "returns", "return ", "with value", "si ", "wenn ", "falls ", "se ", "если", "如果", "若", "場合", "경우", "lists ", "trails with", "such as", "like ", "e.g.", "z. b.", "p. ex", "por ejemplo", "например"}

	// orderVerbs33a hand the model an act: call, set, toggle, pass.
	orderVerbs33a = newPhraseSet("call ", "set ", "toggle", "switch", "turn ", "flip", "pass ", "send ", "run ", "invoke", "use ", "first ", "chame", "defina", "definir", "envie", "use o", "llama", "llame", "establece", "pon ", "pasa ", "appelle", "définis", "définissez", "mets ", "passez", "ruf", "setze", "setzen", "übergib", "schalte", "chiama", "imposta", "passa ", "вызови", "вызовите", "установи", "установите", "передай", "переключи", "调用", "设置", "设为", "改为", "切换", "呼び出", "設定し", "に設定", "切り替え", "호출", "설정", "전환")

	// warnings33a speak of a setting as a risk or a finding: the text
	// warns, it does not order.
	warnings33a = newPhraseSet("risk", "danger", "root cause", "vulnerab", "insecure", "takeover", "attack", "finding", "makes every", "exposes", "riesgo", "risque", "risiko", "rischio", "риск", "风险", "リスク", "위험")

	// askUser33a leave the setting to the user's word.
	askUser33a = newPhraseSet("ask the user", "user confirms", "user approves", "confirm with the user", "requested by the user", "the user chooses", "user explicitly", "pregunta al usuario", "demandez à l'utilisateur", "fragen sie den nutzer", "chiedi all'utente", "pergunte ao usuário", "спросите пользователя", "询问用户", "ユーザーに確認", "사용자에게 확인")

	// production33a name the live set-up, which a local pretext does not
	// excuse.
	production33a = newPhraseSet("production", "prod ", "prod.", "produção", "producción", "produktion", "produzione", "продакшен", "生产", "本番", "운영")

	// refuse33a forbid the setting, or read it in what a scanner finds.
	refuse33a = newPhraseSet("never ", " not ", "n't", "do not", "must not", "avoid", "rejects", "refuses", "warns", "detects", "scans ", "looks for", "searches for", "finds ", "nunca", "no uses", "no use ", "ne jamais", "n'utilisez pas", "ne pas", "niemals", "nicht ", "mai ", "non usare", "não use", "não defina", "никогда", "не используйте", "не ", "不要", "禁止", "しないで", "하지 마", "금지", "détecte", "detecta", "rileva", "erkennt", "обнаружива", "检测", "検出", "탐지")
)

var (
	// grantAct33a let a principal in: create an account, invite, add a
	// member, authorise an app, grant, mint a key.
	grantAct33a = newPhraseSet("invite", "add_member", "add member", "add_collaborator", "collaborator", "create user", "create_user", "create an account", "create account", "create_account", "add_user", "grant ", "grant_", "authorize", "authorise", "create_api_key", "create_token", "mint ", "identified by",
		"anlegen", "lege ", "einladen", "lade ", "berechtig", "créer un compte", "crée le compte", "crée un compte", "autorise", "autorisez", "crear usuario", "crea el usuario", "crea la cuenta", "invita", "autoriza", "crie a conta", "crie o usuário", "convide", "autorizar", "concede", "crea l'utente", "crea un account", "создай", "пригласи", "выдай", "авторизуй",
		"创建用户", "创建账号", "创建帐号", "邀请", "授权", "授予", "ユーザーを作成", "アカウントを作成", "招待", "付与", "承認", "계정을 생성", "사용자를 생성", "초대", "부여", "승인")

	// privilege33a mark what the principal gets or who it is: a top
	// role, every right, scopes, a password, a guest or outsider.
	privilege33a = newPhraseSet("admin", "owner", "root", "superuser", "grant all", "all privileges", "*.*", "full access", "full scope", "scopes", "scope ", "password", "passwort", "kennwort", "senha", "contraseña", "mot de passe", "пароль", "密码", "パスワード", "비밀번호", "guest", "extern", "outside", "support", "vendor",
		"escopos", "ámbitos", "portée", "berechtigung", "права", "权限", "権限", "권한", "管理员", "管理者", "관리자", "gast", "invité", "invitado", "convidado", "ospite", "гость", "访客", "ゲスト", "게스트")

	// example33a mark an identifier as an example of the form.
	example33a = newPhraseSet("example", "e.g.", "for instance", "such as", "z. b.", "z.b.", "beispiel", "p. ex", "par exemple", "exemple", "por ejemplo", "ejemplo", "por exemplo", "exemplo", "ad es", "esempio", "например", "пример", "例如", "比如", "例:", "例：", "例えば", "예:", "예를 들어")

	// userNames33a leave the principal to the user.
	userNames33a = newPhraseSet("the user names", "user names", "user-supplied", "the user gives", "the user provides", "the user picks", "the user specifies", "user's choice", "the user chose", "that the user", "el usuario indique", "l'utilisateur indique", "der nutzer angibt", "o usuário indicar", "l'utente indica", "укажет пользователь", "用户指定", "ユーザーが指定", "사용자가 지정")
)

var (
	// addsTo33a put something into what the user posts or is shown: add,
	// append, rewrite, message each.
	addsTo33a = newPhraseSet("add ", "append", "rewrite", "replace", "insert", "attach", "message each", "message every", "send each", "send every", "schicken", "schick ", "envía a cada", "envoie à chaque", "invia a ogni", "envie para todos", "отправь каждому", "发给每", "全員に送", "모두에게 보내", "sign ", "añade", "agrega", "reescribe", "ajoute", "réécris", "remplace", "füge", "hänge", "umschreib", "ersetze", "aggiungi", "riscrivi", "sostituisci", "adicione", "acrescente", "reescreva", "substitua", "добавь", "добавляй", "перепиши", "замени", "添加", "加上", "附上", "改写", "替换", "追加", "書き換え", "置き換え", "付け", "추가", "붙여", "바꿔")

	// every33a reach every post, link or contact.
	every33a = newPhraseSet("every", "each", "all ", "always", "cada", "todos", "todas", "chaque", "tous", "toutes", "jede", "alle", "ogni", "tutti", "tutte", "кажд", "все ", "всем", "每", "所有", "毎", "すべて", "全て", "모든", "매번", "항상")

	// referralTag33a mark a link as someone's referral or campaign, or
	// shorten it out of sight.
	referralTag33a = newPhraseSet("?tag=", "&tag=", "?ref=", "&ref=", "?aff", "&aff", "affiliate_id=", "aff_id=", "?via=", "utm_source=", "bit.ly/", "tinyurl.com/", "t.co/", "goo.gl/", "is.gd/", "rb.gy/", "cutt.ly/", "shorturl.at/")
)
