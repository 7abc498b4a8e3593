package analysis

// The words of tune30a's readings (signals_tune30a.go), in the ten
// languages of the lexicon and the Dutch, Polish and Swedish words the
// writers used.

var (
	// cred30a name a credential of the user: a password, a token, a
	// secret, a one-time or recovery code, a seed phrase, a private key.
	cred30a = newPhraseSet("password", "passphrase", "passcode", "token", "secret", "api key", "api_key", "apikey", "private key", "seed phrase", "recovery code", "backup code", "one-time code", "otp", "2fa code", "pin code",
		"passwort", "kennwort", "geheimnis", "schlüssel", "mot de passe", "jeton", "clé api", "clé privée", "contraseña", "clave", "secreto", "password", "segreto", "chiave", "senha", "segredo", "chave",
		"パスワード", "暗証", "トークン", "シークレット", "秘密鍵", "認証コード", "비밀번호", "암호", "토큰", "시크릿", "비밀 키", "인증 코드", "密码", "口令", "令牌", "密钥", "验证码",
		"пароль", "парол", "токен", "секрет", "ключ", "hasło", "hasła", "hasło", "klucz", "wachtwoord", "sleutel", "lösenord", "nyckel")

	// record30a keep a copy of it: record, log, save, store, back up, note.
	record30a = newPhraseSet("record", "log ", "log it", "logged", "save", "store", "back up", "backup", "keep a copy", "write it", "write them", "write down", "note down", "jot",
		"speicher", "protokollier", "notier", "sichere", "enregistr", "sauvegard", "consign", "note", "notez", "guarda", "registr", "anota", "salva", "annota", "armazen",
		"記録", "保存", "控え", "書き留", "メモ", "저장", "기록", "백업", "메모", "记录", "保存", "备份", "记下",
		"сохран", "запиш", "запис", "zapisz", "zapisa", "zachowaj", "opslaan", "bewaar", "noteer", "spara", "logga", "anteckna")

	// keeper30a name where the copy goes: a note, a memo, a log or an
	// event, a ticket, a message, a sheet, a shared notebook.
	keeper30a = newPhraseSet("note", "memo", "log_", "_log", "log ", "logs", "logger", "event", "journal", "ticket", "comment", "message", "chat", "sheet", "wiki", "issue", "mail", "slack", "notion", "channel", "notebook", "backup", "audit",
		"notiz", "carnet", "bloc", "nota", "bitácora", "メモ", "ログ", "メッセージ", "ノート", "메모", "로그", "메시지", "노트", "백업", "笔记", "日志", "备忘", "消息",
		"заметк", "журнал", "сообщени", "notatk", "dziennik", "notitie", "anteckning", "logg")

	// toolWord30a name another tool or app as the place it goes.
	toolWord30a = newPhraseSet(" tool", "tool ", " app", "outil", "herramienta", "strumento", "ferramenta", "werkzeug", "ツール", "アプリ", "도구", "툴", "앱", "工具", "应用", "инструмент", "narzędzi", "verktyg", "hulpmiddel")

	// keepOut30a keep the credential out of the copy or in a safe place:
	// never, not, without, hashed, encrypted, masked, a vault or a
	// keychain.
	keepOut30a = newPhraseSet("never", "not ", "n't", "without", "except", "hash", "encrypt", "mask", "redact", "placeholder", "last four", "last 4", "header", "env var", "environment variable", "name of the", "'s name", "metadata", "prefix", "fingerprint", "expir", "id of the",
		"vault", "keychain", "keyring", "key ring", "password manager", "secrets manager", "secret manager", "credential store", "kms",
		" sans ", "jamais", " ne ", " n'", "ohne", "niemals", "nicht ", " kein", "verschlüssel", "chiffr", "coffre", " sin ", " no ", "nunca", "cifra", "senza", " non ", "mai ", " sem ", " não ", "cofre", "tresor", "bóveda", "caducidad", "expira", "ablauf", "scadenza",
		"ないで", "ない", "いけません", "禁止", "暗号化", "ハッシュ", "マスク", "有効期限", "마세요", "말고", "않", "없이", "금지", "암호화", "해시", "마스킹", "만료", "不要", "不得", "禁止", "加密", "哈希", "脱敏", "过期", "有效期", "切勿",
		" не ", "никогда", " без ", "шифр", "хеш", "маскир", "срок", " nie ", "nigdy", " bez ", "nooit", "zonder", " niet ", "aldrig", "utan", " inte ")

	// itsValue30a name the value a tool returned when the credential is
	// named elsewhere in the text.
	itsValue30a = newPhraseSet("value", "valeur", "valor", "wert", "valore", "значени", "wartość", "waarde", "värde", "値", "값", "值")
)
