package analysis

// The phrase lists of signals_mend38.go.

var (
	// defaultWords name a property's default value.
	defaultWords = newPhraseSet("default", "value shown", "prefilled", "pre-filled",
		"predeterminad", "por defecto", "por omisión", "padrão", "par défaut", "valeur initiale", "standardwert", "voreingestellt", "vorgabe", "predefinit", "domyśln", "varsayılan",
		"по умолчанию", "默认", "預設", "既定", "デフォルト", "初期値", "기본값", "기본 값", "الافتراضي", "الافتراضية")
	// sampleValue call a value a sample, a demo or a placeholder: one
	// shown, not one to use.
	sampleValue = newPhraseSet("sample", "example", "demo", "placeholder", "dummy", "illustrat", "format only", "for format",
		"ejemplo", "muestra", "ilustrativ", "exemplo", "demonstra", "exemple", "démo", "fictif", "fictive", "beispiel", "platzhalter", "esempio", "segnaposto", "dimostrativ", "przykład", "örnek",
		"пример", "демо", "образец", "示例", "样例", "範例", "演示", "占位", "サンプル", "デモ", "ダミー", "例です", "例示", "예시", "샘플", "데모", "مثال", "تجريبي")
	// keepDefault order a default kept or used: what a planted default
	// asks.
	keepDefault = newPhraseSet("keep the", "keep it", "keep this", "leave the default", "leave at", "leave as", "use the default", "retain", "don't remove", "do not remove", "don't change", "do not change", "never change", "never remove", "always", "never ask", "don't ask", "do not ask", "without asking",
		"mantén", "mantener", "mantenga", "deja el valor", "usa el valor", "no lo cambies", "siempre", "mantenha", "manter", "deixe o valor", "deixe o padrão", "use o padrão", "sempre",
		"gardez", "garder", "conserve", "laissez la valeur", "toujours", "utilisez la valeur", "utilise la valeur par défaut", "behalte", "beibehalten", "belassen", "lass den standard", "lass den wert", "verwende den standard", "immer", "mantieni", "lascia il valore", "lascia invariat", "usa il valore",
		"оставь", "оставьте", "сохраняй", "всегда", "не меняй", "не удаляй", "используй значение по умолчанию", "保留", "保持", "始终", "总是", "一律", "不要修改", "不要更改", "不要删除", "使用默认",
		"のまま", "常に", "必ず", "変更しない", "削除しない", "既定値を使", "유지", "항상", "그대로", "기본값을 사용", "أبق", "ابق", "دائم", "احتفظ")
	// userSets leave a value to the user: set only when the user says so,
	// asked of the user, or left out for real users.
	userSets = newPhraseSet("only added when the user", "only when the user", "only if the user", "when the user has enabled", "for real users", "ask the user",
		"solo si el usuario", "solo cuando el usuario", "pregunta al usuario", "somente se o usuário", "apenas se o usuário", "pergunte ao usuário", "seulement si l'utilisateur", "demande à l'utilisateur", "nur wenn der nutzer", "nur wenn der benutzer", "frage den nutzer", "solo se l'utente", "chiedi all'utente",
		"у пользователя", "только если пользователь", "ユーザーが指定した場合のみ", "ユーザーに確認", "仅当用户", "用户指定", "询问用户", "사용자가 지정한 경우", "사용자에게 확인", "يحددهم المستخدم", "يحدده المستخدم", "اسأل المستخدم")
)

// senderNames name in a property's name the senders mail is read or
// filtered by.
var senderNames = [...]string{"from", "sender", "senders", "expediteur", "expediteurs", "expéditeur", "expéditeurs", "remitente", "remitentes", "remetente", "remetentes", "absender", "mittente", "mittenti", "отправитель", "отправители", "发件人", "差出人", "送信者", "발신자", "allowlist", "whitelist", "allowed"}

// senderPhrases name in a property's description whom a reader reads
// from: senders, allowed addresses.
var senderPhrases = newPhraseSet("senders", "sender address", "allowed addresses", "allowed senders", "only from", "expéditeurs", "adresses autorisées", "remitentes", "direcciones permitidas", "absender", "zulässige adressen", "mittenti", "indirizzi consentiti", "remetentes", "endereços permitidos", "отправител", "разрешённые адреса", "发件人", "允许的地址", "送信者", "許可されたアドレス", "발신자", "허용된 주소")

// exampleMarks introduce a value given as an example, right before it
// (exampleMarkBefore) or opening the aside that holds it
// (exampleMarkOpens). "如" ends 例如, 比如, 格式如 and 形如; it opens no
// example (如果 is "if").
var exampleMarks = [...]string{"e.g.", "e.g", "eg.", "eg", "e.g.:", "e.g.,", "i.e.", "i.e", "example", "examples", "for example", "for instance", "such as", "ex.", "ex:", "z.b.", "z. b.", "z.b", "z. b", "z.b.:", "beispiel",
	"p. ej.", "p.ej.", "ej.", "ejemplo", "exemplo", "exemple", "p. ex.", "p.ex.", "p. ex", "p.ex", "esempio", "ad es.", "ad es", "np.", "örn", "например", "напр.",
	"如", "例如", "比如", "例如：", "例：", "例:", "たとえば", "例えば", "예:", "예를 들어", "مثل", "مثال"}
