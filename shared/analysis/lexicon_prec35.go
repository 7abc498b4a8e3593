package analysis

// The phrase lists of signals_prec35.go.

// defaultValue35 names a field's default value.
var defaultValue35 = newPhraseSet("default value", "defaultvalue", "default values", "its default", "their default", "the defaults", "have defaults", "has defaults", "defaults configured", "configured defaults",
	"valor predeterminado", "valores predeterminados", "valor por defecto", "valeur par défaut", "valeurs par défaut", "standardwert", "vorgabewert", "valore predefinito", "valori predefiniti", "valor padrão", "valores padrão",
	"значение по умолчанию", "значения по умолчанию", "默认值", "預設值", "既定値", "デフォルト値", "기본값")

// prereqWords35 place a call before another.
var prereqWords35 = [...]string{"before", "first", "prior to", "antes de", "primero", "avant", "d'abord", "zuerst", "vorher", "prima di", "перед", "сначала", "之前", "首先", "前に", "最初に", "먼저", "전에"}

// columnOrder35 name a table's columns: "always first" of columns orders
// a layout, it puts no vendor first.
var columnOrder35 = newPhraseSet("column", "colonne", "columna", "coluna", "spalte", "столбц", "столбе", "колонк", "カラム", "컬럼")

// userHeld35 leave a destination to the user: sent to only if the user
// asks or agrees ("only if the user runs that collector", "só se o usuário
// pedir", "须先征得用户同意").
var userHeld35 = newPhraseSet("only if the user", "only when the user", "só se o usuário", "somente se o usuário", "apenas se o usuário", "solo si el usuario", "sólo si el usuario", "únicamente si el usuario", "seulement si l'utilisateur", "uniquement si l'utilisateur", "nur wenn der nutzer", "nur wenn der benutzer", "solo se l'utente", "только если пользователь", "征得用户同意", "经用户同意", "用户同意后", "ユーザーの同意", "사용자 동의")
