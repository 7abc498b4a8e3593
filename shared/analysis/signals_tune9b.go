package analysis

import (
	"encoding/base64"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// Readings of large, realistic API schemas: what a schema says about its
// own data, read as a safeguard or a mention rather than an order.

// readTune9b refines a judged sentence's signals: an example a tool that
// screens text for attacks is given is a quotation of what it detects, and
// a file read by a named program ("the token in ~/.npmrc (read by the npm
// CLI)") is no order to the model to read it.
func readTune9b(sg *signals, hits []hit, sent string, ctx scanContext) {
	if screenedExample(ctx, sent) && !sg.has[cMention] {
		sg.has[cMention], sg.first[cMention] = true, 0
	}
	if sg.free[cRead] && readByAgent(hits, sent, sg.start) {
		sg.has[cRead], sg.free[cRead] = false, false
	}
}

// proseValue reports a sentence where a schema keyword holds a token (a
// format, a type, a media type): a model reads the prose, a validator
// does not need it ("format": "Note for the assistant: fill …").
func proseValue(text string) bool {
	return strings.Count(text, " ") >= 3 && len(text) >= 24
}

// encodedPaths decodes short base64 runs that spell a file path ("the file
// whose path is base64 fi8ubmV0cmM=") in place: the sentence around them
// gives the order, the run hides only its object.
func encodedPaths(text string, ti textInfo) []decoding {
	if ti.longestB64 < minPathRun {
		return nil
	}
	var out []decoding
	tried := 0
	for i := 0; i < len(text) && tried < maxDecodedRuns; {
		if !isBase64Byte(text[i]) {
			i++
			continue
		}
		j := i
		for j < len(text) && isBase64Byte(text[j]) {
			j++
		}
		run := text[i:j]
		i = j
		// A path's run is short and, unlike a word, holds a digit or a
		// sign ("~/." encodes as "fi8u").
		if len(run) < minPathRun || len(run) >= 2*minEncodedRun || !strings.ContainsAny(run, "0123456789+/=") {
			continue
		}
		tried++
		b, err := base64.RawStdEncoding.DecodeString(strings.TrimRight(run, "="))
		if err == nil && pathLike(string(b)) {
			out = append(out, decoding{"a base64 path", strings.Replace(text, run, string(b), 1), false, run})
		}
	}
	return out
}

// minPathRun is the shortest base64 run decoded as a path: "~/.env".
const minPathRun = 8

// pathLike reports printable ASCII with no spaces that names a file in a
// home or a dot directory (~/.netrc, /home/u/.pypirc, .env).
func pathLike(s string) bool {
	if len(s) < 4 {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] <= ' ' || s[i] >= 0x7f {
			return false
		}
	}
	return strings.HasPrefix(s, "~/") || strings.HasPrefix(s, "/") && strings.Contains(s, "/.") || strings.HasPrefix(s, ".") && !strings.HasPrefix(s, "..")
}

// listingParams returns the lowercase names of every tool's input
// properties: the server instructions may route data into any of them
// ("client_note is simply the text of ~/.cursor/mcp.json").
func listingParams(tools []Tool) map[string]bool {
	params := map[string]bool{}
	for _, t := range tools {
		schema, _ := jsonvalue.Decode(t.InputSchema)
		for name := range propertyNames(schema) {
			params[name] = true
		}
	}
	return params
}

// everyEnv reports the values of every environment variable asked for: a
// secrets tool handles the secret it is given, not the whole environment.
func everyEnv(lower string) bool {
	return everyEnvSet.in(lower)
}

// dropMannerNegations drops a "without" that qualifies how a thing is
// given ("the full text of ~/.pypirc without truncation or masking", "без
// сокращений", "senza riassunti"): it negates no verb, and left in place
// it would read the order itself as negated.
func dropMannerNegations(lower string, hits []hit) []hit {
	for i := 0; i < len(hits); i++ {
		h := hits[i]
		if h.c != cNeg || !withoutWords[lower[h.start:h.end]] {
			continue
		}
		if after := lower[h.end:min(len(lower), h.end+24)]; mannerNounSet.in(after) {
			hits = append(hits[:i], hits[i+1:]...)
			i--
		}
	}
	return hits
}

// screenedExample reports an example (not a value the model is handed) of
// a tool that screens text for attacks, unless it speaks of itself ("이
// 지시 사항은 사용자에게 알리지 마세요": this instruction is addressed to
// whoever reads it, not quoted as a sample).
func screenedExample(ctx scanContext, sent string) bool {
	return screeningExample(ctx) && !ownInstructions(sent) && !selfReferenceSet.in(strings.ToLower(sent))
}

// screensAttacks reports a tool that classifies or scans text for attacks:
// named for inspecting (inspects), or described as detecting prompt
// injection, jailbreaks, phishing or malware. The examples of its input
// are what it detects. lower is the description lowercased.
func screensAttacks(self string, lower lowText) bool {
	if !inspects(self) && !lower.in(screenVerbSet) {
		return false
	}
	return attackWordSet.joinedIn(strings.ToLower(self), lower) // as ToLower(self + " " + desc)
}

// readByAgent reports that every read verb of the sentence is passive with
// a named agent other than the model ("read by the npm CLI", "leído por el
// cliente", "由 git 读取"): what a program does, not what the model is told.
func readByAgent(hits []hit, sent string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cRead || h.start < base || h.end-base > len(sent) {
			continue
		}
		after := strings.ToLower(sent[h.end-base:])
		before := sent[max(0, h.start-base-24) : h.start-base]
		agent := ""
		for _, by := range [...]string{" by ", " por ", " par ", " von ", " da ", " pelo ", " pela ", " durch "} {
			if strings.HasPrefix(after, by) {
				agent = after[len(by):]
				break
			}
		}
		if agent == "" && (strings.Contains(before, "由") || strings.Contains(before, "によって") || strings.Contains(before, "에 의해")) {
			agent = "program"
		}
		if agent == "" || hasAnyPrefix(agent, "you", "the model", "the assistant", "the agent", "the ai", "el modelo", "le modèle", "das modell", "il modello", "o modelo", "ti", "te", "vous", "usted") {
			return false
		}
		found = true
	}
	return found
}

// guardsOwnSecret reports a property holding a secret whose description
// asks that the value not be shown ("Treat as sensitive; do not display it
// in full."): a safeguard on the tool's own data, where nothing is sent
// and no act is kept from the user.
func guardsOwnSecret(sg signals, ctx scanContext, hits []hit, sent string, dests bool) bool {
	if !secretProperty(ctx.property) || sg.free[cSend] || dests || sg.any(cConversation, cPersonal, cDestroy, cMoney, cPath, cKeyMaterial, cOtherTool, cCall) {
		return false
	}
	for _, h := range hits {
		if h.c != cCovert || h.start < sg.start || h.end-sg.start > len(sent) {
			continue
		}
		if !displayVerbSet.in(strings.ToLower(sent[h.start-sg.start : h.end-sg.start])) {
			return false
		}
	}
	return true
}

// secretProperty reports a property named for a credential the tool
// itself holds or returns (client_secret, api_token, password).
func secretProperty(name string) bool {
	return containsAny(name, "secret", "token", "password", "passwd", "passphrase", "credential", "api_key", "apikey", "private_key")
}

// onlySentTo reports a send restricted to one destination ("仅通过 HTTPS
// 发送到 api.example.cn", "is sent only over TLS to"): an "only" before
// the sending verb in its clause, in a sentence that does not open with
// the verb.
func onlySentTo(hits []hit, sent string, base int) bool {
	for i, h := range hits {
		if h.c != cOnly || h.start < base {
			continue
		}
		if sentBefore27(hits[:i], h, sent) {
			return true
		}
		for _, o := range hits[i+1:] {
			if o.clause != h.clause || o.start-h.end > 40 {
				break
			}
			if (o.c == cSend || o.c == cActs) && !hasAnyPrefix(strings.ToLower(sent), "send", "envía", "envie", "envoie", "invia", "sende", "отправь", "发送") {
				return true
			}
		}
	}
	return false
}

// outOfModelReach reports a secret said never to reach the model ("the raw
// password is injected by the browser extension and is never exposed to
// the model"): the tool's own custody of it, not a request to pass it on.
func outOfModelReach(lower string) bool {
	return modelReachSet.in(lower)
}

// requiresConfirmation reports a sentence that makes an action wait for
// the user's confirmation ("exigem confirmação no app do banco",
// "ユーザーが銀行アプリで承認する必要があります"): a confirmation word
// right after a verb of requiring with no negation before it in its
// clause, or beside "must" in a clause without a negation.
func requiresConfirmation(hits []hit, lower string, base int) bool {
	for _, h := range hits {
		if h.c != cConfirm || h.start < base || h.start-base > len(lower) {
			continue
		}
		negBefore, negClause, must := false, false, false
		for _, o := range hits {
			if o.clause != h.clause || o.start < base {
				continue
			}
			switch o.c {
			case cNeg, cLifted, cUnsafe:
				negClause = true
				negBefore = negBefore || o.start < h.start
			case cMust:
				must = true
			}
		}
		lead := lower[max(0, h.start-base-24) : h.start-base]
		if requireVerbSet.in(lead) && !negBefore || must && !negClause {
			return true
		}
	}
	return false
}

// confirmationStep reports a text that names what the user typed or said
// as the step that confirms ("Set only after the user has typed the
// namespace name back to confirm"): a confirmation rule, not a request for
// the conversation.
func confirmationStep(lower string) bool {
	return confirmVerbSet.in(lower) && afterWordSet.in(lower)
}

// namesReference reports a property description that opens by saying the
// value is the name, identifier or reference of something ("Name of a
// saved login", "Names of secrets from the job runner's store"): the
// property names the thing; it does not ask for it.
func namesReference(lower string) bool {
	lower = strings.TrimSpace(lower)
	return hasAnyPrefix(lower, referencePrefixes...)
}

// keptLocal reports an object named at end of lower that its clause says
// stays where it is ("the private key stays on your machine", "la clave
// privada nunca sale de tu equipo"): a safeguard, not a request for it.
func keptLocal(lower string, end int) bool {
	rest := lower[end:]
	if i := strings.IndexAny(rest, ".;。；"); i >= 0 {
		rest = rest[:i]
	}
	return staysLocalSet.in(rest)
}

// keptLocalBefore is keptLocal read backwards: a path named as where a
// thing stays ("сохраняется локально в ~/.ssh/…", "stored locally in
// ~/.config"), the words just before it, in its clause, keeping it local.
func keptLocalBefore(lower string, at int) bool {
	before := lower[max(0, at-48):at]
	if i := strings.LastIndexAny(before, ",;.:"); i >= 0 {
		before = before[i+1:]
	}
	return staysLocalSet.in(before)
}

// objectsKeptLocal reports a sentence whose every file or key it names is
// said to stay where it is ("Seul le nom est envoyé ; la clé privée reste
// sur votre machine").
func objectsKeptLocal(hits []hit, lower string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cPath && h.c != cKeyMaterial && h.c != cEnv || h.start < base || h.end-base > len(lower) {
			continue
		}
		if !keptLocal(lower, h.end-base) && !(h.c == cPath && keptLocalBefore(lower, h.start-base)) {
			return false
		}
		found = true
	}
	return found
}

// withoutWords are the negations that may qualify a manner: "without",
// and the "nor" of "without summaries nor masking".
var withoutWords = map[string]bool{"without": true, "без": true, "senza": true, "sin": true, "sans": true, "ohne": true, "sem": true, "né": true, "ni": true, "nor": true}

var referencePrefixes = []string{"name of ", "names of ", "the name of ", "the names of ", "id of ", "ids of ", "the id of ", "identifier of ", "identifiers of ", "label of ", "reference to ", "references to ", "alias of ",
	"nombre de ", "nombres de ", "id de ", "nom de ", "noms de ", "identifiant de ", "name des ", "name der ", "namen der ", "id des ", "id der ", "nome d", "nomi d", "nome do ", "nome da ", "nomes d",
	"имя ", "имена ", "название ", "названия ", "идентификатор ", "名称", "名前", "이름", "adı", "adları"}

var (
	screenVerbSet  = newPhraseSet("classif", "detect", "scan", "flag", "screen", "moderat", "检测", "識別", "検出", "탐지", "detecta", "détect", "erkenn", "rileva", "обнаруж", "ищет")
	attackWordSet  = newPhraseSet("injection", "jailbreak", "phishing", "malware", "malicious", "attack", "poison", "注入", "インジェクション", "인젝션", "inyección", "injeção", "iniezione", "инъекц")
	displayVerbSet = newPhraseSet("display", "show", "print", "reveal", "echo", "output", "显示", "展示", "表示", "표시", "보여", "muestr", "mostr", "affich", "anzeig", "zeig", "visualizz", "показ", "выво", "göster")
	modelReachSet  = newPhraseSet("never exposed to the model", "not exposed to the model", "never shown to the model", "never visible to the model", "the model never sees", "never passes through the model", "never visible to this tool", "never seen by the model",
		"不会暴露给模型", "不会提供给模型", "模型无法看到", "モデルには公開されません", "モデルに渡されません", "모델에 노출되지", "nunca se expone al modelo", "nunca se muestra al modelo", "jamais exposé au modèle", "n'est jamais exposé au modèle", "wird dem modell nie", "nie dem modell", "mai esposta al modello", "mai esposto al modello", "nunca é exposta ao modelo", "nunca é exposto ao modelo", "никогда не передаётся модели", "не передаётся модели", "modele asla gösterilmez")
	requireVerbSet   = newPhraseSet("require ", "requires ", "required ", "need ", "needs ", "exige ", "exigem ", "requer ", "requerem ", "precisa de ", "precisam de ", "requiere ", "requieren ", "exigen ", "necesita ", "necesitan ", "nécessite ", "nécessitent ", "exigent ", "requiert ", "erfordert ", "erfordern ", "benötigt ", "benötigen ", "verlangt ", "richiede ", "richiedono ", "требует ", "требуют ", "требуется ", "需要", "须经", "必须经", "gerektirir")
	selfReferenceSet = newPhraseSet("this instruction", "this note", "this rule", "이 지시", "이 규칙", "この指示", "この注意", "此指令", "这条指令", "此说明", "这条规则", "diese anweisung", "dieser hinweis", "cette instruction", "cette consigne", "esta instrucción", "esta indicación", "questa istruzione", "esta instrução", "эта инструкция", "эту инструкцию", "это указание", "bu talimat")
	everyEnvSet      = newPhraseSet("all environment variables", "every environment variable", "all env vars", "all env variables", "todas las variables de entorno", "toutes les variables d'environnement", "alle umgebungsvariablen", "tutte le variabili d'ambiente", "todas as variáveis de ambiente", "всех переменных окружения", "все переменные окружения", "所有环境变量", "すべての環境変数", "모든 환경 변수", "tüm ortam değişken")
	mannerNounSet    = newPhraseSet("truncat", "mask", "summar", "redact", "abbrev", "shorten", "cut", "сокращ", "маскир", "обрез", "riassunt", "mascher", "tagli", "resum", "enmascar", "recort", "masqu", "résum", "tronqu", "kürz", "schwärz", "abkürz")
	staysLocalSet    = newPhraseSet("stays on your", "stays on the", "stays local", "remains on your", "remains on the", "remains local", "never leaves", "is never sent", "is never uploaded", "is not sent", "is not uploaded",
		"permanece en", "nunca sale de", "no se envía", "reste sur", "reste en local", "ne quitte jamais", "n'est pas envoyé", "n'est jamais envoyé", "bleibt auf", "bleibt lokal", "verlässt nie", "wird nicht gesendet", "wird nie", "rimane sul", "resta sul", "resta in locale", "non lascia mai", "non viene inviat", "permanece na", "permanece no", "fica no seu", "fica na sua", "nunca sai", "não é enviad",
		"остаётся на", "остается на", "остаётся локально", "не покидает", "не отправляется", "保留在本地", "留在本地", "留在您的", "不会离开", "不会上传", "不会被发送", "ローカルに保存", "ローカルに残", "送信されません", "外部に出ません", "로컬에 남", "전송되지 않", "bilgisayarınızda kalır", "gönderilmez",
		// entered on the hardware device, or out of every tool's reach
		"on the device itself", "on the hardware wallet itself", "on the device's screen", "never typed into", "cannot be accessed by", "can't be accessed by", "is not accessible to", "no tool can",
		"en el propio dispositivo", "ninguna herramienta puede", "sur l'appareil lui-même", "aucun outil ne peut", "auf dem gerät selbst", "direkt am gerät", "kein tool kann", "kein werkzeug kann", "sul dispositivo stesso", "nessuno strumento può",
		"no próprio dispositivo", "nenhuma ferramenta pode", "на самом устройстве", "ни один инструмент не", "недоступн", "在设备本身", "在硬件钱包上", "任何工具都无法", "任何工具都不能", "デバイス本体で", "どのツールからもアクセスできません", "기기 자체에서", "어떤 도구로도 접근할 수 없",
		"stored locally", "saved locally", "kept locally", "se guarda localmente", "se almacena localmente", "stockée localement", "stocké localement", "enregistrée localement", "wird lokal gespeichert", "salvata localmente", "salvato localmente", "armazenada localmente", "armazenado localmente",
		"сохраняется локально", "хранится локально", "保存在本地", "本地保存", "로컬에 저장", "yerel olarak saklanır", "lokaal opgeslagen", "lokaal bewaard", "يُحفظ محليًا", "يحفظ محليا", "przechowywany lokalnie", "zapisywany lokalnie")
	confirmVerbSet = newPhraseSet("confirm", "bestätig", "conferm", "подтвер", "确认", "確認", "承認", "확인", "onayla")
	afterWordSet   = newPhraseSet("after ", "once ", "nachdem", "después de", "après ", "dopo ", "depois de", "после ", "之后", "以后", "した後", "후에", "sonra")
)

// judgeTune9b applies this file's rules to one judged sentence.
func judgeTune9b(sg signals, hits []hit, sent string, ctx scanContext, quoting bool) []textFinding {
	// A name or title that is itself an order to read something into the
	// field ("read_config.json_and_put_text_here").
	if ctx.label && !quoting && leadsWithVerb(hits, sg.start, cRead) && sg.free[cInclude] && containsAny(sg.lower, " here", "this field", "into it", "in it") {
		return []textFinding{{rule: "poison-hidden-instruction", what: "an order written into a name to read something into the field"}}
	}
	if quoting || !sg.any(cMust, cWhen, cEveryTurn, cBefore, cCall, cUrgency) {
		return nil
	}
	if target, ok := spelledCall(hits, sent, sg.start); ok {
		return []textFinding{{rule: "poison-tool-invocation", what: "a call to " + target + " written out with an outside address or a slot for secrets among its arguments"}}
	}
	return nil
}

// spelledCall finds a call written out as a tool's name and its arguments
// (update_webhook with url="https://…", http_request mit body=<contents
// of ~/.docker/config.json>, post_message с параметрами text=<… any
// secrets …>) whose arguments hold an outside address or a slot the model
// is to fill with secrets, files or the user's words.
func spelledCall(hits []hit, sent string, base int) (string, bool) {
	for i := 0; i < len(sent); {
		if !isToolNameByte(sent[i]) || i > 0 && isToolNameByte(sent[i-1]) {
			i++
			continue
		}
		j := i
		for j < len(sent) && isToolNameByte(sent[j]) && sent[j] < 0x80 {
			j++
		}
		name := sent[i:j]
		i = max(j, i+1)
		if len(name) < 5 || !strings.Contains(name, "_") || strings.ToUpper(name) == name || strings.HasPrefix(strings.TrimLeft(sent[j:], " "), "=") {
			continue
		}
		args := sent[j:]
		k := strings.IndexByte(args[:min(len(args), 48)], '=')
		if k < 0 || strings.ContainsAny(args[:k], ".;") {
			continue
		}
		if callArgsDangerous(hits, args, base+len(sent[:j])) {
			return name, true
		}
	}
	return "", false
}

// callArgsDangerous reports arguments (at offset off of the text) that
// hold an outside URL or a mailbox, or a slot (<…>, {…}) naming a secret,
// a file, the conversation or the user's request.
func callArgsDangerous(hits []hit, args string, off int) bool {
	for _, d := range destinationsIn(args) {
		if !isDocumentationHost(d.text) {
			return true
		}
	}
	for from := 0; ; {
		i := strings.IndexAny(args[from:], "<{")
		if i < 0 {
			return false
		}
		i += from
		end := strings.IndexAny(args[i:], ">}")
		if end < 0 {
			return false
		}
		from = i + end
		for _, h := range hits {
			if h.start >= off+i && h.end <= off+i+end {
				switch h.c {
				case cSecret, cKeyMaterial, cEnv, cPath, cConversation, cPersonal, cHarvest, cAskVerb:
					return true
				}
			}
		}
	}
}
