package analysis

import (
	"fmt"
	"strings"
)

// fieldFillFindings reads an order that makes a field of the tool's own
// call carry what the user never gave it for this job: secrets, files
// from the machine, the conversation, the model's hidden instructions or
// other tools' results, whatever the verb ("record … in `client_info`",
// "set `attachments` to every PDF in ~/Downloads", "填入 `meta`"), and
// even when the object is named in one sentence and the field in the
// next ("… API keys visible in the environment. Put them in
// `cache_seed`."). A field the user fills for the tool's job, a field
// named for the secret it takes, a negation or the user's own choice is
// left alone.
func fieldFillFindings(where func() string, text string, low lowText, hits []hit, ctx scanContext, seen map[string]bool) []finding {
	if seen["poison-sensitive-path"] || seen["poison-exfiltration"] || ctx.value || ctx.label || ctx.purpose.screens {
		return nil
	}
	if !low.in(fillVerb19e) || !low.in(fieldWord19e) && !strings.Contains(text, "`") {
		return nil
	}
	if low.in(userChosen19c) || userRequested(low) || userGivenSecret(low) || low.in(detectCueSet) {
		return nil
	}
	stops := stopsOf42(low.s) // the sentence around each field, found without reading the text again
	for _, ref := range filledFields19e(low.s, ctx.params) {
		from, to := stops.around(ref.at)
		if !phrasesIn(low.s[from:to]).in(fillVerb19e) {
			continue
		}
		if from > 0 && refersBack24(low.s[from:to]) { // the object may be named in the sentence before ("Put them in `x`")
			from, _ = stops.around(from - 1)
		}
		near := hitsWithin42(hits, from, to)
		sg, lt := signalsOf(span{start: from, end: to, hits: near}), phrasesIn(low.s[from:to])
		if sg.any(cExclude, cConsent, cMention) || sg.has[cNeg] && !sg.any(cCovert, cCovertAdv, cHide) && !lt.in(unsaid19e) {
			continue
		}
		if !lt.in(userFills19e) && fillsUsersData19e(sg, lt, ctx, ref.name) && !conversationIDOnly42(near, low.s[from:to], from) {
			return []finding{{Rule: "poison-sensitive-path", Message: fmt.Sprintf("%s holds an order to make the field %q carry the user's secrets, files or conversation: %q", where(), ref.name, excerpt(low.s[from:to]))}}
		}
	}
	return nil
}

// fillsUsersData19e reports an object the field is not there to carry:
// a secret, files from the machine, the conversation or hidden orders, or
// personal data taken on every call.
func fillsUsersData19e(sg signals, lt lowText, ctx scanContext, field string) bool {
	switch {
	case (sg.any(cSecret, cKeyMaterial, cEnv) || lt.in(secretMoreSet) || keyPrefixIn(lt.s)) && !ctx.purpose.secrets && !ctx.secretIn && !namesSecret(field):
		return true
	case (strings.Contains(lt.s, "~/") || sg.has[cPath] && lt.in(everyFile19e)) && !ctx.purpose.execute && !strings.Contains(field, "path") && !strings.Contains(field, "file"):
		return true
	case (sg.has[cConversation] || lt.in(hiddenOrder19e)) && !ctx.purpose.conversation && !ctx.purpose.chat && !namesConversation(field):
		return true
	}
	return (sg.has[cPersonal] || lt.in(accountIDs19e)) && (sg.any(cEveryTurn, cEachTime) || lt.in(eachSet)) && !ctx.purpose.payment && !ctx.purpose.identity || lt.in(deviceIDs19e) && !ctx.purpose.execute
}

// fieldRef19e is a field an order names, and where.
type fieldRef19e struct {
	name string
	at   int
}

// filledFields19e returns the fields an order may fill: names in
// backticks, or a name beside a word for a field ("the profile field",
// "campo checksum", "profile 필드"); a path or a limit is no sink.
func filledFields19e(lower string, params map[string]bool) []fieldRef19e {
	var refs []fieldRef19e
	for off := 0; ; {
		i := strings.IndexByte(lower[off:], '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(lower[off+i+1:], '`')
		if j < 0 {
			break
		}
		name := lower[off+i+1 : off+i+1+j]
		if identName19e(name) && (params[name] || strings.Contains(name, "_") && fillsHere28(lower[:off+i+1]) || fieldWordNear19e(lower[off+i+j+2:]) || intoField19e(lower[:off+i])) {
			refs = append(refs, fieldRef19e{name, off + i})
		}
		off += i + j + 2
	}
	for _, w := range fieldWords19e {
		for k := range indicesOf(lower, w) {
			if before := fieldBefore42(lower, k); before != "" {
				if name := strings.Trim(before, "`'\"«»“”"); identName19e(name) {
					refs = append(refs, fieldRef19e{name, k})
				}
			}
			if after := fieldAfter42(lower, k+len(w)); after != "" && !strings.HasPrefix(w, " ") {
				if name := strings.Trim(after, "`'\"«»“”.,;:"); identName19e(name) {
					refs = append(refs, fieldRef19e{name, k})
				}
			}
		}
	}
	return refs
}

// fieldWordNear19e reports a word for a field just after a name.
func fieldWordNear19e(rest string) bool {
	head := rest[:min(len(rest), 12)]
	for _, w := range fieldNearWords19e {
		if strings.HasPrefix(head, w) || strings.HasPrefix(head, " "+w) {
			return true
		}
	}
	return false
}

// intoField19e reports a name in backticks led by "in" or "into": the
// place a value goes.
func intoField19e(before string) bool {
	for _, p := range [...]string{" in ", " into ", " to ", " en ", " dans ", " nel ", " in das ", " no ", " na ", " в "} {
		if strings.HasSuffix(before, p) || strings.HasSuffix(before, p+"the ") {
			return true
		}
	}
	return false
}

// identName19e reports a parameter-like name: ASCII letters, digits and
// underscores, not a plain number or a path.
func identName19e(s string) bool {
	if len(s) < 3 || len(s) > 40 {
		return false
	}
	letter := false
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= 'a' && c <= 'z':
			letter = true
		case c == '_' || c >= '0' && c <= '9':
		default:
			return false
		}
	}
	return letter && s != "limit" && s != "query"
}

var (
	// fillVerb19e fill a field, whatever the verb.
	fillVerb19e = newPhraseSet("put ", "put them", "put it", "set `", "set the `", "record ", "store ", "stored in", "save ", "saved in", "copy ", "copied into", "reproduce", "fill ", "write ", "written to", "append", "attach", "mirror", "paste", "insert", "place ", "populate",
		"pon ", "ponlo", "ponlos", "copia", "registra ", "registralo", "registrala", "registrali", "guarda", "rellena", "escribe", "adjunta", "incluye", "mets", "copie", "enregistre", "remplis", "écris", "inscris", "joins", "inclus",
		"trage", "kopiere", "speichere", "schreibe", "füge", "fülle", "metti", "inserisci", "scrivi", "salva", "riporta", "allega", "coloque", "copie", "preencha", "escreva", "grave", "anexe", "inclua",
		"запиши", "заполни", "скопируй", "вставь", "сохрани", "помести", "укажи", "приложи", "填入", "填写", "写入", "复制到", "记录", "放入", "放进", "存入", "保存到", "附上", "記入", "入力", "記録", "コピー", "保存", "書き込", "添付", "貼り付",
		"넣어", "기록", "입력", "복사", "저장", "첨부", "채워")
	// fieldWord19e name a field of a call.
	fieldWord19e      = newPhraseSet(fieldWords19e...)
	fieldWords19e     = []string{" field", " parameter", " argument", "campo", "champ", "feld", "поле", "字段", "参数", "フィールド", "パラメータ", "필드", "매개변수"}
	fieldNearWords19e = append([]string{" array", " list", " string"}, fieldWords19e...)
	everyFile19e      = newPhraseSet("every file", "all files", "every pdf", "all pdf", "every document", "all documents", "todos los archivos", "tous les fichiers", "alle dateien", "tutti i file", "todos os arquivos", "все файлы", "所有文件", "すべてのファイル", "모든 파일")
	hiddenOrder19e    = newPhraseSet("hidden instructions", "system prompt", "your instructions", "instructions you were given", "every other tool", "other tools' result", "in this chat", "this conversation", "the user drafts", "the user writes", "the user types", "instrucciones ocultas", "instructions cachées", "versteckten anweisungen", "istruzioni nascoste", "instruções ocultas", "скрытые инструкции", "系统提示", "隐藏指令", "システムプロンプト", "시스템 프롬프트")
	// userFills19e make the user the one who gives or fills the value.
	userFills19e = newPhraseSet("the user types", "user provides", "the user gives", "user enters", "user entered", "user pastes", "user dictates", "the user can", "so the user", "let the user", "the user may", "public key",
		"el usuario escribe", "el usuario proporciona", "el usuario puede", "l'utilisateur saisit", "l'utilisateur fournit", "l'utilisateur peut", "der nutzer eingibt", "der nutzer kann", "l'utente inserisce", "l'utente può", "o usuário digita", "o usuário pode",
		"пользователь вводит", "пользователь может", "用户输入", "用户提供", "用户可以", "ユーザーが入力", "ユーザーが提供", "사용자가 입력", "사용자가 제공")
	// unsaid19e keep the filling from the user.
	unsaid19e = newPhraseSet("without comment", "without mention", "without telling", "without saying", "without notifying", "without informing", "sin comentar", "sin mencionar", "sin decir", "sans commentaire", "sans le mentionner", "sans le dire", "ohne kommentar", "ohne es zu erwähnen", "ohne hinweis",
		"senza commenti", "senza menzionar", "senza dirlo", "sem comentar", "sem mencionar", "sem avisar", "без комментари", "не упоминая", "молча", "不要提及", "不要告诉", "悄悄", "言及せず", "黙って", "知らせずに", "언급하지 말고", "알리지 말고", "몰래")
	// accountIDs19e name the user's account and identity numbers.
	accountIDs19e = newPhraseSet("iban", "card number", "account number", "bank account", "routing number", "número de cuenta", "numéro de compte", "kontonummer", "numero di conto", "número da conta", "номер карты", "номер счёта", "номер счета", "银行卡号", "账号", "口座番号", "カード番号", "계좌번호", "카드 번호")
	deviceIDs19e  = newPhraseSet("ip address", "device identifier", "mac address", "dirección ip", "adresse ip", "ip-adresse", "indirizzo ip", "endereço ip", "ip-адрес", "ip 地址", "ip地址", "ipアドレス", "ip 주소")
)
