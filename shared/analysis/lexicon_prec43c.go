package analysis

// denials43c deny what follows; targetNouns43c name where things go;
// widening43c say where a destination lies instead of denying it.
var (
	denials43c      = [...]string{"not a ", "not an ", "never a ", "never an ", "not the ", "never the ", "no es un ", "no es el ", "nunca es un ", "n'est pas un ", "n'est jamais un ", "ist kein ", "ist nie ein ", "non è un ", "non è mai un ", "não é um ", "nunca é um ", "не является "}
	targetNouns43c  = newPhraseSet("destination", "target", "payee", "recipient", "sink", "endpoint for", "destino", "destinatario", "destinataire", "ziel", "empfänger", "destinazione", "получател", "адресат")
	widening43c     = newPhraseSet("external", "third", "outside", "foreign", "untrusted", "other", "externo", "externe", "extern", "esterno", "внешн")
	neverUsedFor43c = newPhraseSet("is never used for", "is not used for", "never used for", "nunca se usa para", "no se usa para", "n'est jamais utilisé pour", "wird nie für", "wird nicht für", "non è mai usato per", "non viene mai usato per", "nunca é usado para", "никогда не используется для", "从不用于", "不用于", "には使われません", "에는 사용되지 않")
)

// tellUser43c tell the user something; runsNothing43c refuse to run
// anything oneself.
var (
	tellUser43c    = newPhraseSet("tell the user", "show the user", "give the user", "point the user to", "nenne dem nutzer", "nenne dem benutzer", "zeige dem nutzer", "sag dem nutzer", "dile al usuario", "indica al usuario", "muestra al usuario", "indique à l'utilisateur", "dis à l'utilisateur", "montre à l'utilisateur", "di' all'utente", "indica all'utente", "mostra all'utente", "diga ao usuário", "mostre ao usuário", "indique ao usuário", "скажите пользователю", "сообщите пользователю", "покажите пользователю", "告诉用户", "告知用户", "提示用户", "ユーザーに伝え", "ユーザーに案内", "사용자에게 알려", "사용자에게 안내")
	runsNothing43c = newPhraseSet("do not run anything", "don't run anything", "do not execute anything", "don't execute anything", "run nothing", "never run it", "do not run it", "don't run it",
		"führe selbst nichts", "führe nichts", "nichts ausführen", "nichts selbst ausführen", "no ejecutes nada", "no ejecute nada", "n'exécute rien", "n'exécutez rien", "non eseguire nulla", "non eseguire niente", "não execute nada", "não rode nada",
		"ничего не запускайте", "ничего не запускай", "ничего не выполняйте", "不要运行任何", "不要执行任何", "不要自行运行", "何も実行しない", "何も実行せず", "아무것도 실행하지")
)

// maskLeads43c end on a word of replacing or masking a value with a mark.
var maskLeads43c = [...]string{"replace it with", "replace them with", "replace with", "replaced with", "replace the value with", "mask it as", "mask it with", "masked as", "masked with", "redact it as", "redact it to", "shown as", "show it as", "write it as", "written as",
	"reemplázalo por", "reemplázala por", "sustitúyelo por", "sustitúyela por", "reemplazado por", "remplace-le par", "remplacez-le par", "remplacé par", "ersetze es durch", "ersetze ihn durch", "ersetzt durch",
	"sostituiscilo con", "sostituiscila con", "sostituito con", "substitua por", "substitua-o por", "substituído por", "замените на", "замени на", "заменив на", "替换为", "替换成", "替換為"}

// parenExampleMarks43c open an example in parentheses; encodingWords43c
// say that what follows is encoded.
var (
	parenExampleMarks43c = newPhraseSet("e.g.", "eg.", "for example", "for instance", "such as", "z. b.", "z.b.", "p. ej.", "p.ej.", "por ejemplo", "par exemple", "ex.", "ad es.", "per esempio", "por exemplo", "напр", "например", "例如", "比如", "例：", "例:", "예:", "예를 들어")
	encodingWords43c     = newPhraseSet("decode", "encoded", "base64", "base32", "hex", "kodiert", "dekodier", "codificad", "décod", "encodé", "decodific", "codificat", "кодир", "编码", "解码", "エンコード", "デコード", "인코딩", "디코딩")
)
