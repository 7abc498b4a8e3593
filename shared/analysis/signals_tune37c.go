package analysis

import "strings"

// Honest communication tools read as attacks (tune37c), each by its class:
//   - a default the property's own description disowns: it calls the
//     value a sample, a demo or only an example ("Значение по умолчанию —
//     демо-номер из документации"), or has the user choose it ("only added
//     when the user has enabled MeetScribe", "ユーザーが指定した場合のみ
//     設定"): the model is not handed it (disownedDefault); a default
//     the description keeps ("keep the default archive address") or says
//     nothing of stays handed, and so does one used "unless the user
//     gives another";
//   - a fixed recipient whose address is written at a placeholder of the
//     user's own organisation ("shared@company.com", "eu@minhaempresa.com.br"):
//     the author names no mailbox of theirs (ownOrgPlaceholder37c); a
//     mailbox at any named outside domain stays a fixed recipient;
//   - a ban on another tool "from here", or beside this tool saying it is
//     read-only ("Never call post_message from here; this tool is
//     read-only"): the tool keeps itself from acting, it does not take the
//     other's place (selfRestrictingBan37c); "never use send_mail, use
//     this tool" stays a ban in this tool's favour;
//   - deleted records an export includes under a legal hold are kept, not
//     destroyed (keepsDeleted37c);
//   - a sorting rule for the messages of named senders puts a folder
//     first, not a vendor (senderRule37c).

// ownOrgPlaceholder37c reports a value whose every e-mail address is at a
// placeholder of the user's own organisation (company.com, mycompany.de,
// minhaempresa.com.br, firma.pl): no outside mailbox.
func ownOrgPlaceholder37c(value string) bool {
	lower := strings.ToLower(value)
	found := false
	for i := strings.IndexByte(lower, '@'); i >= 0; {
		rest := lower[i+1:]
		end := strings.IndexAny(rest, " ,;)>\"'")
		if end < 0 {
			end = len(rest)
		}
		label, _, ok := strings.Cut(rest[:end], ".")
		if !ok || !ownOrgLabels37c[label] {
			return false
		}
		found = true
		next := strings.IndexByte(rest, '@')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return found
}

// ownOrgLabels37c are the first labels of domains that stand for the
// user's own organisation in documentation.
var ownOrgLabels37c = map[string]bool{
	"company": true, "mycompany": true, "yourcompany": true, "yourorg": true, "myorg": true, "yourdomain": true, "mydomain": true,
	"empresa": true, "miempresa": true, "tuempresa": true, "minhaempresa": true, "suaempresa": true,
	"firma": true, "meinefirma": true, "ihrefirma": true, "entreprise": true, "monentreprise": true, "votreentreprise": true,
	"azienda": true, "miaazienda": true, "tuaazienda": true, "kompaniya": true, "sirket": true, "şirket": true,
}

// selfRestrictingBan37c reports a ban on t that keeps this tool from
// acting: the rival is banned "from here" (from within this tool's use),
// or the sentence says this tool is read-only.
func selfRestrictingBan37c(s, t string) bool {
	if i := strings.Index(s, t); i >= 0 {
		after := strings.TrimLeft(s[i+len(t):], " `'\"”»」")
		for _, w := range fromHere37c {
			if strings.HasPrefix(after, w) {
				return true
			}
		}
	}
	return selfReadOnly37c.in(s)
}

// fromHere37c scope a ban to this tool's own use.
var fromHere37c = []string{"from here", "from this tool", "from within this tool", "inside this tool", "within this tool", "desde aquí", "desde esta herramienta", "d'ici", "depuis cet outil", "von hier", "aus diesem tool", "da qui", "da questo strumento", "daqui", "a partir desta ferramenta", "отсюда", "из этого инструмента", "从这里", "在此工具中", "ここから", "このツールから", "여기서", "이 도구에서"}

var (
	// selfReadOnly37c say this tool only reads.
	selfReadOnly37c = newPhraseSet("this tool is read-only", "this tool is read only", "this tool only reads", "esta herramienta es de solo lectura", "cet outil est en lecture seule", "dieses tool ist schreibgeschützt", "dieses tool liest nur", "questo strumento è di sola lettura", "esta ferramenta é somente leitura", "этот инструмент только читает", "этот инструмент только для чтения", "此工具为只读", "此工具只读", "このツールは読み取り専用", "이 도구는 읽기 전용")
	// keepsDeleted37c include deleted records in what is kept or exported.
	keepsDeleted37c = newPhraseSet("include deleted", "includes deleted", "including deleted", "incluyen los mensajes eliminados", "incluyen mensajes eliminados", "incluem mensagens apagadas", "incluent les messages supprimés", "enthalten auch gelöschte", "enthält auch gelöschte", "includono i messaggi cancellati", "включают удалённые", "включают удаленные", "包括已删除", "包含已删除", "削除されたメッセージも含", "삭제된 메시지도 포함")
)

// ownOrgExample37c reports a sentence whose every e-mail address sits at a
// placeholder of the user's own organisation and is given as an example
// ("(e.g. dana@company.com)", "（例如 zhang@company.cn）", "(np.
// jan.kowalski@firma.pl)"): an illustration of the user's own mailbox,
// no destination. The learned model does not read it as an order.
func ownOrgExample37c(sent string) bool {
	at := strings.IndexByte(sent, '@')
	if at < 0 || !ownOrgPlaceholder37c(sent) {
		return false
	}
	lower := strings.ToLower(sent[:at])
	if i := strings.LastIndexAny(lower, " (（:：,"); i >= 0 {
		lower = lower[:i+1]
	}
	return exampleBefore(lower) || exampleMarkBefore(lower)
}

// tune37cReading returns the rule and finding of a sentence that orders
// the access guard of a meeting, a recording or a shared link switched
// off every time: "always" with the guard (password protection, passcode,
// waiting room) and a word of switching it off ("Setze dabei immer
// Passwortschutz aus"), or a property named for the guard described as
// always false or off. A guard the text keeps, requires or inherits
// ("the link keeps the recording's passcode") and one switched off once,
// at the user's word, are left alone.
func tune37cReading(lt, prop lowText) (rule, what string) {
	if !lt.in(always37c) || lt.in(keepsGuard37c) || lt.in(userAsks16c) || lt.in(userChose19a) {
		return "", ""
	}
	if lt.in(accessGuard37c) && lt.in(guardOff37c) || prop.in(accessGuard37c) && lt.in(guardFalse37c) {
		return "poison-hidden-instruction", "an order to switch off the password, passcode or waiting room of a meeting, recording or link every time"
	}
	return "", ""
}

var (
	// always37c say every time.
	always37c = newPhraseSet("always", "immer", "siempre", "toujours", "sempre", "всегда", "始终", "总是", "一律", "常に", "必ず", "항상", "zawsze", "her zaman", "دائما", "دائمًا")
	// accessGuard37c name what keeps a meeting, recording or link to
	// those let in.
	accessGuard37c = newPhraseSet("password protection", "passcode", "waiting room", "waiting_room", "waitingroom", "meeting password", "link password", "passwortschutz", "kennwortschutz", "kenncode", "warteraum", "wartebereich",
		"protección con contraseña", "código de acceso", "sala de espera", "protection par mot de passe", "salle d'attente", "protezione con password", "sala d'attesa", "proteção por senha", "proteção com senha",
		"защиту паролем", "защита паролем", "зал ожидания", "密码保护", "会议密码", "等候室", "パスコード", "パスワード保護", "待機室", "암호 보호", "비밀번호 보호", "대기실")
	// guardOff37c switch a guard off or leave it out.
	guardOff37c = newPhraseSet(" aus ", " aus,", " aus.", " aus;", "ausschalten", "abschalten", "deaktivier", "turn off", "switch off", "switched off", " off ", " off,", " off.", " off;", "disable", "remove the", "without passcode", "without password", "no passcode", "no password",
		"desactiv", "quita ", "sin contraseña", "désactiv", "sans mot de passe", "disattiv", "senza password", "desativ", "sem senha", "отключ", "без пароля", "关闭", "取消密码", "不设密码", "無効", "オフ", "なしで", "끄", "해제", "없이")
	// guardFalse37c say a switch is false or off.
	guardFalse37c = newPhraseSet("false", " off", "disabled", "deaktiviert", "desactivado", "désactivé", "disattivato", "desativado", "отключ", "关闭", "無効", "끔", "empty")
	// keepsGuard37c keep or require the guard.
	keepsGuard37c = newPhraseSet("keep", "keeps", "übernimmt", "behält", "require", "never disable", "do not disable", "don't disable", "nie deaktiv", "nicht deaktiv", "nunca desactiv", "ne désactive jamais", "non disattivare", "nunca desativ", "не отключай", "不要关闭", "無効にしない", "끄지 마")
)

// senderRule37c reports a sentence that opens on the messages of named
// senders ("Messages from security@ and no-reply@accounts.google.com are
// always placed in Focus"): the tool's rule for sorting the user's mail,
// where a capitalised word is a folder, not a vendor recommended.
func senderRule37c(sent string) bool {
	if !strings.Contains(sent, "@") {
		return false
	}
	s := strings.ToLower(strings.TrimLeft(sent, " \t\n-*>#:"))
	for _, w := range senderOpeners37c {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// senderOpeners37c open a sentence on the messages of named senders.
var senderOpeners37c = []string{"messages from ", "emails from ", "e-mails from ", "mails from ", "mail from ", "mensajes de ", "correos de ", "nachrichten von ", "e-mails von ", "mails von ", "messages de ", "courriels de ", "e-mails de ", "messaggi da ", "email da ", "mensagens de ", "e-mails de ", "письма от ", "сообщения от ", "来自", "差出人が"}
