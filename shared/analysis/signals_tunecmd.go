package analysis

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// judgeTunecmd finds three orders written in short, blunt sentences: a
// command line the model is told to run, data the model is told to send
// to a host reserved for documentation (example.com, .example, .test),
// and a call of another tool with arguments fixed in advance.
func judgeTunecmd(sg signals, sent string, ctx scanContext, quoting bool, names namedTools) []textFinding {
	if quoting || ctx.value || ctx.label {
		return nil
	}
	lower := sg.lower
	var out []textFinding
	if commandLineIn(sent) && runOrder(lower) && !userAddressed(lower) && !exampleNote(lower) {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "a command line the model is told to run"})
	}
	if docHostOrder(sent, lower) && (sg.any(cSecret, cPersonal, cConversation, cKeyMaterial, cEnv, cPath, cCovert, cUser) || modelCue(lower)) {
		out = append(out, textFinding{rule: "poison-exfiltration", what: "an order to send data to a host reserved for examples, which anyone may hold"})
	}
	if t := fixedArgCall(sent, lower, names); t != "" {
		out = append(out, textFinding{rule: "poison-tool-invocation", what: "an order to call " + t + " with arguments fixed in advance"})
	}
	return out
}

// cmdJudged reports a sentence that holds shell syntax, to be judged even
// when no concept is found in it.
func cmdJudged(sentence string) bool {
	return strings.Contains(sentence, "$(") || strings.Contains(sentence, "&&") || strings.Contains(sentence, "| sh") || strings.Contains(sentence, "| bash")
}

// shellPrograms are programs a command line given to the model opens with.
var shellPrograms = map[string]bool{
	"curl": true, "wget": true, "bash": true, "sh": true, "zsh": true, "python": true, "python3": true, "node": true, "perl": true, "ruby": true,
	"nc": true, "ncat": true, "powershell": true, "pwsh": true, "iwr": true, "invoke-webrequest": true, "echo": true, "cat": true, "ntpdate": true,
	"ping": true, "nslookup": true, "dig": true, "scp": true, "ssh": true, "rm": true, "chmod": true, "base64": true, "eval": true, "sudo": true,
	"env": true, "printenv": true, "whoami": true, "uname": true, "hostname": true, "tar": true, "zip": true,
}

// commandLineIn reports a command line in a sentence: a program's name
// opening a backquoted span or what follows a colon, with a URL, a pipe,
// a chain (&&, ;) or a substitution ($(…)) in it.
func commandLineIn(sent string) bool {
	var spans []string
	for rest := sent; ; {
		i := strings.IndexByte(rest, '`')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i+1:], '`')
		if j < 0 {
			break
		}
		spans = append(spans, rest[i+1:i+1+j])
		rest = rest[i+2+j:]
	}
	for _, colon := range [...]string{": ", "：", ":\n"} {
		if i := strings.LastIndex(sent, colon); i >= 0 {
			spans = append(spans, sent[i+len(colon):])
		}
	}
	for _, s := range spans {
		s = strings.TrimLeft(s, " $>")
		head, _, _ := strings.Cut(s, " ")
		head = strings.ToLower(head)
		if !shellPrograms[head] && !(strings.HasPrefix(head, "python") && len(head) <= 8 && isLowerAlnum(head)) { // read folded, python3 is "pythone"
			continue
		}
		if strings.Contains(s, "://") || strings.Contains(s, "$(") || strings.Contains(s, "&&") || strings.Contains(s, "| ") || strings.Contains(s, "; ") || strings.Contains(s, "||") {
			return true
		}
	}
	return false
}

// runVerbs are orders to run something, in the imperative; modal marks
// the infinitives that need a modal before them ("musst … ausführen").
var runVerbs = []string{"run ", "run:", "execute ", "execute:", "exec ", "führe ", "führen sie ", "ausführen", "starte ", "exécute ", "exécutez ", "lance ", "lancez ",
	"ejecuta ", "ejecute ", "ejecutar ", "corre ", "esegui ", "eseguire ", "lancia ", "execute ", "executar ", "rode ", "rodar ",
	"выполни", "выполните", "выполнить", "запусти", "запустите", "执行", "运行", "実行して", "実行せよ", "実行すること", "実行しなさい", "실행하세요", "실행하십시오", "실행해", "실행할"}

// runOrder reports an order to run something, addressed to the model: an
// imperative verb of running and a cue that the model is meant (must,
// before answering, first).
func runOrder(lower string) bool {
	return modelCue(lower) && imperativeIn(lower, runVerbs)
}

// imperativeIn reports one of verbs where an order puts it: not after
// "to", "can" or a subject that describes ("this tool runs").
func imperativeIn(lower string, verbs []string) bool {
	return imperativeAt(lower, verbs) >= 0
}

// imperativeAt returns where imperativeIn finds its verb, or -1.
func imperativeAt(lower string, verbs []string) int {
	for _, v := range verbs {
		for i := range indicesOf(lower, v) {
			if i > 0 {
				if r, _ := utf8.DecodeLastRuneInString(lower[:i]); unicode.IsLetter(r) && r < 0x2E80 || r == '_' {
					continue // inside a word
				}
			}
			if end := i + len(v); v[len(v)-1] != ' ' && v[len(v)-1] != ':' && end < len(lower) {
				if r, _ := utf8.DecodeRuneInString(lower[end:]); unicode.IsLetter(r) && r < 0x2E80 && v[0] < utf8.RuneSelf {
					continue
				}
			}
			before := strings.TrimRight(lower[max(0, i-24):i], " ")
			if describedAt(before) {
				continue
			}
			return i
		}
	}
	return -1
}

// describedAt reports a verb that follows words making it no order: "to
// run" (but "need to run"), "can run", a noun ("every call", "每次调用").
func describedAt(before string) bool {
	for _, w := range [...]string{" can", " may", " could", " lets you", " allows you to", " used to", " able to", " how to", "puede", "peut", "può", "pode", "kann",
		" a", " an", " the", " every", " each", " any", " per", " one", " this", " that", " api", " tool", " the first", " the last", " the next", "每次", "次", "的"} {
		if strings.HasSuffix(before, w) || before == strings.TrimSpace(w) {
			return true
		}
	}
	if strings.HasSuffix(before, " to") || before == "to" {
		for _, m := range [...]string{"need to", "have to", "has to", "required to", "ought to", "want to", "are to", "is to"} {
			if strings.HasSuffix(before, m) {
				return false
			}
		}
		return true
	}
	return false
}

// modelCues mark a sentence meant for the model: a duty, a time before
// its answer or each session, a first step.
var modelCues = []string{"must", "before answering", "before responding", "before replying", "before you answer", "before you respond", "before each", "before every", "before any", "before calling",
	"first", "always", "before ", "need to", "have to", "required", "at the start of", "each session", "every session", "after each", "after every", "then ", "verify", "you should",
	"vor jeder", "bevor du", "zuerst", "musst", "müssen sie", "immer", "danach",
	"avant de ", "avant chaque", "d'abord", "tu dois", "vous devez", "toujours", "ensuite",
	"antes de ", "primero", "debes", "debe ", "siempre", "después",
	"prima di ", "devi", "sempre", "poi ",
	"você deve", "deve ", "primeiro", "sempre", "depois",
	"перед ответом", "перед каждым", "сначала", "обязательно", "должен", "всегда", "после этого",
	"之前", "必须", "务必", "首先", "每次", "之后", "前に", "必ず", "まず", "毎回", "전에", "반드시", "먼저", "항상", "후에"}

func modelCue(lower string) bool {
	for _, c := range modelCues {
		if strings.Contains(lower, c) {
			return true
		}
	}
	return false
}

// userAddressed reports a note for the user rather than the model: what
// the user can type in their own terminal, how to install a client.
// "With the shell tool" or "without asking" speaks to the model.
func userAddressed(lower string) bool {
	for _, w := range [...]string{"shell tool", "terminal tool", "run_command", "without asking", "sin preguntar", "sans demander", "ohne nachzufragen", "без вопросов", "シェルツール", "터미널 도구", "终端工具", "묻지 말고", "不要询问", "確認なしで"} {
		if strings.Contains(lower, w) {
			return false
		}
	}
	for _, w := range [...]string{"your terminal", "your shell", "your machine", "you can", "du kannst", "sie können", "puedes", "vous pouvez", "tu peux", "puoi", "você pode", "users can", "user can", "manually", "yourself", "to install the", "installation:",
		"用户可以", "安装方法", "пользователь может", "установка:", "el usuario puede", "o usuário pode", "l'utilisateur peut", "der nutzer kann", "インストール方法", "설치 방법"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// exampleNote reports a sentence that gives an example or an equivalent.
func exampleNote(lower string) bool {
	for _, w := range [...]string{"for example", "e.g.", "such as", "for instance", "equivalent", "por ejemplo", "zum beispiel", "par exemple", "ad esempio", "por exemplo", "например", "例如"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// userInstallNote reports a note that tells the user how to install
// something, with nothing in it for the model.
func userInstallNote(lower string) bool {
	return userAddressed(lower) && !modelCue(lower)
}

// sendVerbs are orders to send, post, upload or fetch, in the imperative.
var sendVerbs = []string{"send ", "post ", "upload ", "mail ", "email ", "e-mail ", "forward ", "transmit ", "submit ", "fetch ", "deliver ", "beacon ", "exfiltrate ", "copy ",
	"sende ", "senden sie ", "schicke ", "schick ", "übermittle ", "lade ", "envoie ", "envoyez ", "poste ", "publie ", "transmets ", "transmettez ", "téléverse ",
	"envía ", "envia ", "envíe ", "envie ", "manda ", "mande ", "sube ", "suba ", "reenvía ", "invia ", "inoltra ", "carica ", "carregue ", "encaminhe ",
	"отправь", "отправьте", "пошли ", "загрузи", "перешли", "发送到", "发送至", "发到", "上传到", "提交到", "转发到", "发给", "送信して", "送って", "アップロードして", "転送して",
	"보내세요", "보내십시오", "전송하세요", "전송해", "업로드하세요"}

// docHostOrder reports an order to send something to a host reserved for
// documentation (example.com, .example, .test): an imperative verb of
// sending and such a host that no example, format or bracket introduces.
func docHostOrder(sent, lower string) bool {
	if !strings.Contains(lower, "example") && !strings.Contains(lower, ".test") || !imperativeIn(lower, sendVerbs) {
		return false
	}
	found := false
	for i := 0; i < len(sent) && !found; i++ {
		var host string
		start := i
		switch {
		case strings.HasPrefix(lower[i:], "https://") || strings.HasPrefix(lower[i:], "http://"):
			j := i
			for j < len(sent) && !strings.ContainsRune(" \t\n\"'`)", rune(sent[j])) {
				j++
			}
			url := sent[i:j]
			if strings.ContainsAny(url, "{<") {
				i = j
				continue // a template: a format, no destination
			}
			host = url
			i = j
		case sent[i] == '@' && i > 0 && isWordRune(rune(sent[i-1])):
			d, ok := emailAt(sent, i)
			if !ok {
				continue
			}
			if b := sent[max(0, i-40):i]; strings.Contains(b, "='") || strings.Contains(b, "=\"") {
				continue // an argument in a call written out: email='a@example.com'
			}
			host, start = d, i-strings.IndexByte(d, '@')
		default:
			continue
		}
		if !reservedHost(host) || inExampleAside(sent, start) || exampleBefore(lower[max(0, start-120):min(len(lower), start)]) {
			continue
		}
		found = true
	}
	return found
}

// reservedHost reports a host reserved for documentation and tests.
func reservedHost(dest string) bool {
	if isDocumentationHost(dest) {
		return true
	}
	host := dest
	if at := strings.LastIndexByte(dest, '@'); at >= 0 {
		host = dest[at+1:]
	} else if _, rest, ok := strings.Cut(dest, "://"); ok {
		host = rest
	}
	if i := strings.IndexAny(host, "/:?#"); i >= 0 {
		host = host[:i]
	}
	host = strings.TrimRight(strings.ToLower(host), ".,;")
	return strings.HasSuffix(host, ".example") || strings.HasSuffix(host, ".test")
}

// exampleBefore reports a destination introduced as an example or a
// format in its clause ("Format:", "such as", "as in", "por ejemplo").
func exampleBefore(before string) bool {
	if i := strings.LastIndexAny(before, ".;!?。"); i >= 0 && i < len(before)-1 && before[i+1] == ' ' {
		before = before[i+1:]
	}
	for _, w := range [...]string{"e.g", "example", "for instance", "such as", "like ", "as in", "format", "i.e", "ejemplo", "beispiel", "z. b", "z.b", "exemple", "esempio", "exemplo", "например", "例如", "比如", "例：", "例:", "예:", "예시", "形式", "格式"} {
		if strings.Contains(before, w) {
			return true
		}
	}
	return strings.HasSuffix(strings.TrimRight(before, " "), "(")
}

// callVerbs are orders to call a tool, in the imperative.
var callVerbs = []string{"call ", "invoke ", "trigger ", "llama a ", "llamar a ", "invoca ", "rufe ", "ruf ", "aufrufen", "appelle ", "appelez ", "appeler ", "chiama ", "chiamare ", "chame ", "chamar ",
	"вызови", "вызовите", "вызвать", "调用", "呼び出して", "呼び出す", "호출하세요", "호출해"}

// fixedArgCall returns the tool a sentence orders called with arguments
// fixed in advance: two quoted values, two dates, a URL or a quoted
// statement of three words, after the tool's name and not as an example.
// Routing between tools ("call list_projects first to get the id") fixes
// no value.
func fixedArgCall(sent, lower string, names namedTools) string {
	if len(names.other) == 0 || !modelCue(lower) {
		return ""
	}
	v := imperativeAt(lower, callVerbs)
	if v < 0 {
		return ""
	}
	// The tool called follows the verb, but where the verb closes its
	// clause (Japanese, Korean, German "… aufrufen").
	final := strings.HasPrefix(lower[v:], "呼び出") || strings.HasPrefix(lower[v:], "호출") || strings.HasPrefix(lower[v:], "aufrufen")
	name, at := "", -1
	for _, n := range names.other[:min(len(names.other), 8)] {
		if k := strings.Index(sent, n); k >= 0 && (k > v || final) {
			name, at = n, k
			break
		}
	}
	if at < 0 {
		return ""
	}
	rest := sent[at+len(name):]
	if nl := strings.IndexByte(rest, '\n'); nl >= 0 {
		rest = rest[:nl] // a list's next step is another order
	}
	lr := strings.ToLower(rest)
	for _, w := range [...]string{" when ", " if ", " whenever ", " unless ", " cuando ", " si ", " wenn ", " falls ", " quand ", " lorsque ", " se ", " quando ", " если ", " когда ", "如果", "当用户", "場合", "경우"} {
		if k := strings.Index(lr, w); k >= 0 {
			rest, lr = rest[:k], lr[:k] // what the user says is a condition, no argument
		}
	}
	if exampleBefore(lr) || exampleNote(lr) || userAddressed(lr) {
		return ""
	}
	quoted, long, dates, urls := 0, 0, 0, strings.Count(withoutSeeRefs43(lr), "://") // a page given to read in brackets fixes no argument
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		if c >= '0' && c <= '9' && i+10 <= len(rest) && isDateAt(rest[i:]) && (i == 0 || !isWordRune(rune(rest[i-1]))) {
			dates++
			i += 9
			continue
		}
		open, close := quoteAt(rest, i)
		if open == 0 {
			continue
		}
		if j := strings.Index(rest[i+open:], close); j > 0 && j < 160 {
			v := rest[i+open : i+open+j]
			if strings.Contains(v, "_") && !strings.Contains(v, " ") {
				i += open + j + len(close) - 1
				continue // an enum's value names an action: action:"list_triggers"
			}
			quoted++
			if strings.Count(strings.TrimSpace(v), " ") >= 2 {
				long++
			}
			i += open + j + len(close) - 1
		}
	}
	if quoted >= 2 || long >= 1 || dates >= 2 || urls >= 1 {
		return name
	}
	return ""
}

// quoteAt returns the length of a quote opening a value at s[i] and the
// string that closes it, or 0: an apostrophe inside a word opens nothing.
func quoteAt(s string, i int) (int, string) {
	for _, q := range [...][2]string{{"'", "'"}, {"\"", "\""}, {"“", "”"}, {"‘", "’"}, {"«", "»"}, {"「", "」"}, {"『", "』"}} {
		if strings.HasPrefix(s[i:], q[0]) {
			if i > 0 && q[0][0] < utf8.RuneSelf {
				if r, _ := utf8.DecodeLastRuneInString(s[:i]); unicode.IsLetter(r) || unicode.IsDigit(r) {
					return 0, ""
				}
			}
			return len(q[0]), q[1]
		}
	}
	return 0, ""
}

// isDateAt reports an ISO date (2008-01-31) at the start of s.
func isDateAt(s string) bool {
	for k := 0; k < 10; k++ {
		c := s[k]
		if k == 4 || k == 7 {
			if c != '-' {
				return false
			}
		} else if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
