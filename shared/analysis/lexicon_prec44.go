package analysis

// Phrase sets of the prec44 reading (signals_prec44.go).

// othersDoPhrases44 name a party other than the model as the doer of a
// clause's act, in languages where the doer does not follow "by".
var othersDoPhrases44 = newPhraseSet("server-side", "on the server side",
	"erledigt der server", "der server erledigt", "übernimmt der server", "der server übernimmt", "macht der server", "vom server erledigt", "vom server übernommen", "durch den server", "vom mailserver", "erledigt das system", "übernimmt das system",
	"par le serveur", "par le système", "par la politique", "le serveur s'en charge", "côté serveur",
	"por el servidor", "lo hace el servidor", "la hace el servidor", "el servidor se encarga", "por el sistema", "por la política",
	"dal server", "se ne occupa il server", "lo fa il server", "la fa il server", "dal sistema", "dalla policy",
	"pelo servidor", "o servidor faz", "o servidor se encarrega", "a cargo do servidor", "pelo sistema", "pela política",
	"делает сервер", "выполняет сервер", "сервер сам", "на стороне сервера", "делает система", "выполняет система",
	"サーバーが", "サーバが", "システムが", "アプリが", "サーバー側で", "由服务器", "服务器端", "由系统", "由应用", "서버가", "시스템이", "앱이")

// doerNouns44 are parties other than the model named after "by": "by the
// mailbox policy", "by the clinic's records team", "by the server".
var doerNouns44 = newPhraseSet("server", "system", "policy", "policies", "backend", "gateway", "platform", " app", "application", "service", "team", "department", "office", "staff", "administrator", "admin", "operator", "relay", "mailbox")

// userDoer44 are doers after "by" that are the user, or the model
// itself: "by the user's team" sends where the user says, "by this tool"
// is the model's act.
var userDoer44 = newPhraseSet("user", "you", "assistant", "model", "this tool", "agent")

// modelSpared44Phrases say the model, or the field it fills, takes no part
// in the act: "not by this field", "it does not belong in cc", "no need
// to add it", "the tool sends the user only the confirmation".
var modelSpared44Phrases = newPhraseSet("not by this field", "not through this field", "not via this field", "not by you", "not by the assistant", "not by the model", "not in cc", "not in bcc", "not in the cc", "not in the bcc",
	"does not belong in", "doesn't belong in", "do not add it", "don't add it", "no need to add", "need not be added", "needn't be added", "does not need to be added", "doesn't need to be added", "sends the user only", "only sends the user",
	"gehört nicht in", "gehören nicht in", "nicht in cc", "nicht ins cc", "nicht in bcc", "nicht in die kopie", "nicht über dieses feld", "nicht durch dieses feld", "muss nicht hinzugefügt", "nicht eintragen", "nicht extra",
	"pas par ce champ", "pas en cc", "pas en copie", "n'a pas à être ajouté", "inutile de l'ajouter", "inutile d'ajouter", "ne va pas en cc",
	"no por este campo", "no va en cc", "no en cc", "no hace falta añadir", "no hay que añadir", "no es necesario añadir", "no lo añadas",
	"non da questo campo", "non va in cc", "non in cc", "non serve aggiunger", "non aggiungerl", "não por este campo", "não vai em cc", "não em cc", "não precisa adicionar", "não é preciso adicionar", "não adicione",
	"не через это поле", "не в копию", "не нужно добавлять", "не добавляйте", "не надо добавлять",
	"アシスタントが送信する必要はありません", "送信する必要はありません", "追加する必要はありません", "ccに入れる必要はありません", "cc に入れる必要はありません",
	"无需添加", "不需要添加", "不必抄送", "无需抄送", "无需发送", "不用发送", "不需要发送", "추가할 필요가 없", "보낼 필요가 없", "참조에 넣지")
