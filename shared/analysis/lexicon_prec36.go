package analysis

// The phrase lists of signals_prec36.go.

// objectlessNext36 follow a change verb that takes no object ("closes
// when the stream ends").
var objectlessNext36 = [...]string{"when ", "after ", "once ", "on its own", "itself", "automatically"}

// feedVerbs36 name a tool that posts to a feed; fileNouns36 one that
// shares a file or a document, whose open audience stays read.
var (
	feedVerbs36 = [...]string{"post", "posts", "tweet", "toot", "publish", "broadcast", "announce", "status"}
	fileNouns36 = [...]string{"file", "files", "doc", "document", "folder", "drive", "sheet", "gsheet", "bucket", "link", "share", "notebook", "page", "report"}
)

// formatLabel36 state the format of a result or an input.
var formatLabel36 = newPhraseSet("result format", "output format", "response format", "return format", "input format", "format:", "appears as", "appear as", "returned as", "formatted as", "encoded as", "the same encoding", "is wrapped in", "are wrapped in",
	"formato de", "format de", "ausgabeformat", "формат", "格式", "フォーマット", "형식")

// purposeMarks36 open a clause of purpose.
var purposeMarks36 = [...]string{" so the ", " so that ", " so it ", " in order for ", " in order to ", " to give the model ", " damit ", " para que ", " afin que ", " pour que ", " perché ", " affinché "}

// notNewPrompt36 between an article and "system prompt" make it the
// model's own or a copy of it: "a copy of your system prompt".
var notNewPrompt36 = [...]string{"your", "its", "the", "of", "own", "current", "full", "entire", "copy", "dump", "verbatim"}

// outOfAnswer36 keep something out of the answer the user reads.
var outOfAnswer36 = newPhraseSet("not part of your answer", "not part of the answer", "not part of your reply", "not part of the reply", "out of your answer", "out of your reply", "leave it out of the answer",
	"no forma parte de tu respuesta", "no forma parte de la respuesta", "ne fait pas partie de ta réponse", "ne fait pas partie de votre réponse", "nicht teil deiner antwort", "nicht teil der antwort", "não faz parte da sua resposta", "não faz parte da resposta", "non fa parte della tua risposta", "non fa parte della risposta",
	"не часть ответа", "не часть твоего ответа", "不属于你的回答", "不属于回答", "回答には含めない", "回答に含めない", "답변에 포함하지")

// copyAct36 name a copy made or sent elsewhere.
var copyAct36 = newPhraseSet("duplicate", "copy", "copies", "upload", "forward", "backup", "mirror", "bcc",
	"duplica", "copia", "cópia", "copie", "kopie", "sube ", "envía una copia", "hochgeladen", "копи", "дубликат", "副本", "复制", "上传", "コピー", "複製", "アップロード", "복사", "사본", "업로드")

// contentThat36 open the content of a confirmation after its noun.
var contentThat36 = [...]string{" that ", " dass ", " que ", " de que ", " che ", " qu'"}
