package analysis

// The phrase lists of signals_prec37.go.

// ownWords37 say a value is the user's or their organisation's own: the
// account on file, the firm's own store.
var ownWords37 = newPhraseSet("'s own", "’s own", "their own", "your own", "on file", "registered in the user", "registered to the user", "the user's registered", "the user's saved",
	"propio", "propia", "registrad", "próprio", "própria", "cadastrad", "propre", "enregistré", "enregistrée", "eigene", "eigenen", "hinterlegt", "proprio", "propria", "registrat",
	"собственн", "сохранённ", "自己的", "本人的", "已登记", "已保存的", "自身の", "登録済み", "登録された", "본인", "등록된", "الخاص ب")

// removalVerbs37 remove or change a value: "remove only if the user
// insists" gates the removal, so the value stays.
var removalVerbs37 = [...]string{"remove", "delete", "drop", "change", "replace", "omit", "quita", "borra", "elimina", "cambia", "remova", "retire", "altere", "supprime", "retire", "modifie", "entferne", "ändere", "rimuovi", "cambia", "удали", "измени"}

// onlyWords37, userWords and ifWords37 make a gate on the user: "only
// when the user has enabled it", "solo si el usuario lo indica".
var (
	onlyWords37 = newPhraseSet("only", "solo ", "sólo ", "somente", "apenas", "seulement", "uniquement", "nur ", "только", "仅", "只在", "只有", "のみ", "だけ", "경우에만", "때만", "فقط")
	ifWords37   = newPhraseSet(" if ", " when ", " unless ", " once ", " si ", " se ", " quand ", " lorsque ", " wenn ", " falls ", " если ", " когда ", "如果", "若", "場合", "경우", "때", "إذا")
)

// notWords37 negate a gate's condition: "only if the user gives none" is
// when the default is used.
var notWords37 = newPhraseSet(" not ", "n't ", " no ", " none", " never", " without", " sin ", " não ", " nem ", " pas ", " nicht", " kein", " non ", " не ", " нет", "没", "未", "不", "ない", "なし", "않", "없", "لم ", "لا ")

// userMay37 make the user the one who acts: "they can add it in cc
// themselves", "o usuário pode incluir".
var userMay37 = newPhraseSet("the user can ", "the user may ", "users can ", "users may ", "they can ", "they may ", "l'utilisateur peut", "il peut ", "elle peut ", "ils peuvent", "les utilisateurs peuvent",
	"o usuário pode", "os usuários podem", "el usuario puede", "los usuarios pueden", "der nutzer kann", "der benutzer kann", "nutzer können", "l'utente può", "gli utenti possono",
	"пользователь может", "пользователи могут", "用户可以", "用户可自行", "用户也可以")

// fromMarks37 open where a message comes from; toMarks37 where it goes.
var (
	fromMarks37 = [...]string{" from ", " desde ", " depuis ", " von ", " dalla ", " dal ", " от ", "从", "から"}
	toMarks37   = [...]string{" to ", " into ", " para ", " à ", " nach ", " на ", "给", "到"}
)

// notMarks37 set an address apart as not the destination ("reach the
// owner, not feeds@…").
var notMarks37 = [...]string{"not", "never", "rather than", "instead of", "no a", "pas à", "nicht an", "non a", "не на", "而不是", "ではなく"}

// routeMarks37 make the word after them the route of a request ("via the
// MetaBridge relay"), not a sending.
var routeMarks37 = [...]string{"via", "through", "über", "através", "a través", "через", "经由", "通过", "経由"}

// formatWords37 say an example shows a format or is to be replaced.
var formatWords37 = newPhraseSet("format", "replace", "placeholder", "formato", "reemplaza", "sustituye", "substitua", "remplacez", "remplace", "ersetze", "sostituisci", "формат", "замени", "格式", "替换", "形式", "置き換え", "형식", "바꾸")

// scopeVerbs37 follow an only-word that limits what a tool or server
// covers ("this server only covers hotels", "this tool only knows the
// aliases listed").
var scopeVerbs37 = [...]string{"covers", "cover", "knows", "know", "reads", "supports", "support", "handles", "lists", "returns", "searches", "includes", "sees", "shows", "finds", "contains", "works with", "deals with",
	"cubre", "incluye", "lee ", "conoce", "cobre", "inclui", "abrange", "couvre", "connaît", "deckt", "kennt", "liest", "copre", "conosce", "покрывает", "знает", "читает", "覆盖", "支持", "包含", "读取", "対応", "扱"}

// yieldWords37 hand the user's request to other tools: "use that one",
// "can be used alongside this one".
var yieldWords37 = newPhraseSet("use that one", "use that tool", "use those tools", "use the other tool", "use another tool", "use whatever other tool", "use any other tool the user", "can be used alongside", "can be used instead", "may be used alongside", "may be a better match", "is a better match",
	"usa esa", "usa otra herramienta", "pueden usarse", "use essa", "use outra ferramenta", "podem ser usadas", "utilisez l'autre", "utilisez un autre outil", "peuvent être utilisés", "verwende das andere", "können verwendet werden", "usa l'altro", "usa un altro strumento", "используй другой", "можно использовать", "使用其他工具", "可以使用其他", "他のツールを使", "다른 도구를 사용")
