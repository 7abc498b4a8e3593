package analysis

// noTargetAfter43 open the words right after an account number to say no
// money goes there on the model's own say: it is no target or not on the
// list ("is never a target", "сюда не входит", "n'est pas un compte
// de versement"), an option the user must choose ("is optional", "es
// opcional"), used only when a document names it ("nur, wenn die Rechnung
// es nennt"), or a sample of a format ("format sample only").
var noTargetAfter43 = [...]string{"is never a", "is never the", "is never used", "is not a", "is not the", "is not part", "is not included", "is not on", "isn't a", "isn't the", "is optional", "is opt-in", "only if", "only when", "format sample", "sample only", "example only", "for illustration",
	"nunca es", "no es un", "no es la", "no es el", "no está incluid", "no forma parte", "es opcional", "es optativ", "solo si", "sólo si", "solo cuando", "formato de ejemplo",
	"n'est jamais", "n'est pas", "ne fait pas partie", "est facultatif", "est optionnel", "seulement si", "uniquement si", "exemple de format",
	"ist nie", "ist niemals", "ist kein", "ist nicht", "gehört nicht", "ist optional", "ist freiwillig", "nur, wenn", "nur wenn", "nur falls", "nur als muster",
	"non è mai", "non è un", "non è il", "non fa parte", "è facoltativ", "è opzionale", "solo se", "solo quando",
	"nunca é", "não é um", "não é a", "não é o", "não faz parte", "é opcional", "é facultativ", "só se", "apenas se", "somente se",
	"сюда не входит", "не входит", "никогда не", "не является", "необязател", "только если", "только когда",
	"不是", "不属于", "不在", "从不", "绝不", "可选", "仅在", "仅当", "ではありません", "は含まれません", "含まれません", "任意", "아닙니다", "포함되지 않", "선택 사항", "경우에만"}

// sampleBefore43 end the words right before an account number to give it
// as a specimen ("as in bc1q…", "ein Treuhandkonto wie DE62 …", "un
// compte comme FR76 …").
var sampleBefore43 = [...]string{"as in", "wie", "wie etwa", "comme", "tel que", "such as"}

// ifWords43 open a condition; checkActs43 check something with someone.
// "If someone asks for FR76 … or another account, check with the user
// first" puts the account in a condition whose answer is the user's.
var (
	ifWords43   = [...]string{"if ", "si ", "wenn ", "falls ", "se ", "если ", "如果", "若", "もし", "만약"}
	checkActs43 = newPhraseSet("ask", "confirm", "check", "verify", "pregunta", "confirma", "confírm", "verifica", "verifíc", "comprueba", "compruéb", "demande", "vérifie", "vérifiez", "confirme", "frag", "bestätig", "prüf", "chiedi", "conferma", "pergunt", "confira",
		"спрос", "уточн", "подтверд", "свер", "询问", "确认", "核对", "確認", "확인")
)

// seeRefs43 open a bracketed pointer to a page to read: "(see https://…)",
// "(siehe …)", "（参见 …）", "(안내: …)".
var seeRefs43 = [...]string{"see", "see also", "siehe", "voir", "véase", "ver", "vedi", "veja", "см.", "см", "参见", "详见", "参考", "詳細は", "参照", "안내", "참고", "guide", "docs", "doc"}

// completionWords43 name a request for a language model's completion or
// reply, in the words a tool opens its description with: "Envoie une
// requête de complétion à un modèle", "Генерирует ответ модели".
var completionWords43 = newPhraseSet("chat completion", "completion request", "completion to a model", "model's reply", "model's response", "model response", "model reply",
	"requête de complétion", "complétion", "réponse du modèle", "solicitud de completado", "respuesta del modelo", "completamento", "risposta del modello", "resposta do modelo",
	"antwort des modells", "modellantwort", "ответ модели", "ответа модели", "模型回复", "模型的回复", "模型回答", "モデルの応答", "モデルの回答", "모델 응답", "모델의 응답")
