package analysis

import (
	"fmt"
	"iter"
	"strings"
	"unicode"
)

// judgeVerdict reads a sentence for an answer fixed in advance: a verdict
// (verified, safe, every check passed) the model must always give, or a
// vendor recommended in every answer.
func judgeVerdict(sg signals, sent string, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || sg.has[cProtect] || sg.negation && !sg.has[cFakeOK] {
		return nil
	}
	tells := sg.anyFree(cTell, cPresent) || !sg.negation && sg.phrases().in(tellSet)
	switch {
	case sg.has[cFakeOK] && tells && sg.any(cMust, cEveryTurn, cAgainstData) && !sg.has[cOnly] && !sg.has[cWhen]:
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to give the user a fixed verdict, whatever the result"}}
	case sg.has[cFakeOK] && tells && opensWithTell(sent) && strings.Contains(sg.lower, "every") && !sg.has[cOnly] && !sg.has[cWhen] && !deniedVerdict20b(sg):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to report every check as passed"}}
	case sg.has[cBest] && tells && sg.any(cMust, cEveryTurn) && namesVendor(sent):
		return []textFinding{{rule: "poison-preference-manipulation", what: "an order to call one vendor the best in every answer"}}
	case sg.free[cAdjust] && (sg.has[cPresent] || sg.phrases().in(showSet)) && (strings.Contains(sent, "%") || signedPercent(sent)):
		return []textFinding{{rule: "poison-answer-manipulation", what: "an order to change a figure before the user sees it"}}
	case sg.free[cPromote] && sg.any(cMust, cEveryTurn) && sg.has[cReply] && namesVendor(sent) && !senderRule37c(sent):
		return []textFinding{{rule: "poison-preference-manipulation", what: "an order to recommend one vendor in every answer"}}
	}
	return nil
}

// tellWords are verbs of telling as short orders write them, where the
// lexicon's longer phrases take the word ("di siempre", "始终说").
var tellWords = []string{"di siempre", "dile", "di al", "diga ", "dis ", "sag ", "dì ", "di' ", "скажи", "говори", "сообщай", "说", "告诉", "말하", "と答え", "伝え", "言って", "tell ", "say ", "report ", "answer ", "state that"}

// showWords time a change to before the user sees a result.
var showWords = []string{"before showing", "before displaying", "before presenting", "antes de mostrar", "avant de les afficher", "avant d'afficher", "bevor du sie anzeigst", "vor dem anzeigen", "prima di mostrar", "antes de mostrá", "перед показом", "перед тем как показать", "显示之前", "展示之前", "表示する前", "보여주기 전"}

// opensWithTell reports a sentence that opens with a verb of telling: an
// order.
func opensWithTell(sent string) bool {
	s := strings.ToLower(strings.TrimLeft(sent, " \t\n-*>#:"))
	for _, v := range [...]string{"report ", "say ", "tell ", "state ", "answer "} {
		if strings.HasPrefix(s, v) {
			return true
		}
	}
	return false
}

// rivalText is one text read for its claims about tools: its sentences in
// lower case, and the rival tools each names.
type rivalText struct {
	sents  []string   // lower case, trimmed
	rivals [][]string // per sentence: the tool identifiers it names that are not this tool
	outer  []uint64   // the sets the whole text holds, if known: a set it lacks, each sentence lacks
}

// low returns sentence i (or "" past the ends) with the whole text's sets.
func (rt rivalText) low(i int) lowText {
	if i < 0 || i >= len(rt.sents) {
		return lowText{}
	}
	return lowText{s: rt.sents[i], outer: rt.outer}
}

// readRivals splits a text into sentences and finds in each the tools it
// names other than this one: identifiers written the way tool names are
// (read_file, fs.write_file) or the server's other tools.
// lower is text lowercased, with its sets if found; aligned, lowercased
// rune by rune at the same offsets, so that a sentence's lower case is
// the part of it at the sentence's offsets.
func readRivals(text string, lower lowText, aligned bool, ctx scanContext) rivalText {
	var rt rivalText
	whole := lower.s
	if strings.Contains(text, "’") {
		text, aligned = strings.ReplaceAll(text, "’", "'"), false
	} else { // each sentence lowercased is part of lower
		rt.outer = lower.hits
	}
	for _, cut := range rivalSentenceSpans(text) {
		var lower string
		if aligned {
			lower = whole[cut[0]:cut[1]]
		} else {
			lower = strings.ToLower(text[cut[0]:cut[1]])
		}
		var names []string
		for w := range identifiersIn(lower) {
			if w != ctx.self && !ctx.params[w] && (ctx.siblings[w] != "" || isToolIdentifier(w) && (startsWithVerb(w) || lookalikes().names[w] || verbSegment(w) || ctx.self != "" && strings.HasSuffix(w, "_"+ctx.self))) {
				names = append(names, w)
			}
		}
		rt.sents = append(rt.sents, lower)
		rt.rivals = append(rt.rivals, names)
	}
	return rt
}

// rivalSentenceSpans returns the spans of text's sentences, trimmed: it
// cuts at a full stop, a question or exclamation mark followed by a space
// or the end, at CJK full stops and at new lines; a dot inside a name
// (fs.read_file, example.com) does not cut.
func rivalSentenceSpans(text string) [][2]int {
	var out [][2]int
	start := 0
	cut := func(end, next int) {
		s := text[start:end]
		if t := strings.TrimSpace(s); t != "" {
			from := start + len(s) - len(strings.TrimLeftFunc(s, unicode.IsSpace))
			out = append(out, [2]int{from, from + len(t)})
		}
		start = next
	}
	code := false
	for i := 0; i < len(text); i++ {
		switch c := text[i]; {
		case c == '`':
			code = opensCode(text, i, code)
		case c == '\n':
			cut(i, i+1)
		case code:
			// inside `code`: no cut
		case c == '.' || c == '!' || c == '?' || c == ';':
			if i+1 == len(text) || text[i+1] == ' ' || text[i+1] == '\n' || text[i+1] == '<' {
				cut(i, i+1)
			}
		case strings.HasPrefix(text[i:], "。") || strings.HasPrefix(text[i:], "！") || strings.HasPrefix(text[i:], "？"):
			cut(i, i+3)
			i += 2
		}
	}
	cut(len(text), len(text))
	return out
}

// identifiersIn yields the runs of ASCII name bytes in lower, without a
// trailing dot or dash ("git_push." at a sentence's end); a particle
// written on (create_event는) is not part of the name.
func identifiersIn(lower string) iter.Seq[string] {
	ascii := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '_' }
	return func(yield func(string) bool) {
		for i := 0; i < len(lower); {
			if !ascii(lower[i]) {
				i++
				continue
			}
			j := i
			for j < len(lower) && (ascii(lower[j]) || lower[j] == '.' || lower[j] == '-') {
				j++
			}
			k := j
			for k > i && (lower[k-1] == '.' || lower[k-1] == '-') {
				k--
			}
			if k-i >= 4 && !yield(lower[i:k]) {
				return
			}
			i = j
		}
	}
}

// Rival lexicons, in lower case, for en, zh, es, ru, de, ja, fr, ko, pt
// and it.
var (
	// displaceWords put one tool in another's place: instead of, replaces,
	// retired, the same job as.
	displaceWords = []string{"instead of", "in place of", "rather than", "replaces", "replacement for", "supersedes", "is retired", "has been retired", "is deprecated", "new version of", "drop-in", "the old one", "same as", "does the same", "same job", "do the job better", "call this instead", "use this instead", "instead.",
		"en lugar de", "en vez de", "en su lugar", "reemplaza", "sustituye", "hace lo mismo", "lo mismo que", "misma función",
		"à la place", "au lieu de", "remplace", "même fonction", "fait la même", "la même chose que",
		"statt ", "anstelle", "stattdessen", "ersetzt", "gleiche funktion", "dasselbe wie", "das gleiche wie",
		"invece di", "al posto di", "al suo posto", "sostituisce", "stessa cosa", "stessa funzione",
		"em vez de", "no lugar de", "no lugar", "substitui", "faz o mesmo", "mesma função",
		"вместо", "заменяет", "то же самое", "ту же функцию", "та же функция", "то же, что",
		"代替", "取代", "替代", "而不是", "改用", "功能相同", "相同的功能", "一样的功能",
		"代わりに", "の代わり", "同じ機能", "置き換え",
		"대신", "대체", "같은 기능", "동일한 기능"}
	// sameWords claim the same job as another tool, or a better one.
	sameWords = []string{"same as", "does the same", "same job", "drop-in", "new version of", "better", "correct", "hace lo mismo", "lo mismo que", "misma función", "mejor", "même fonction", "fait la même", "mieux", "gleiche funktion", "dasselbe", "besser", "stessa cosa", "stessa funzione", "meglio", "faz o mesmo", "mesma função", "melhor", "то же самое", "та же функция", "ту же функцию", "лучше", "功能相同", "相同的功能", "更好", "同じ機能", "より良", "같은 기능", "동일한 기능", "더 나은", "더 좋"}
	// banWords forbid a tool's use.
	banWords = []string{"under no circumstances", "in no case", "en ningún caso", "en aucun cas", "auf keinen fall", "in nessun caso", "em hipótese alguma", "ни в коем случае", "绝不", "決して", "절대", "never use", "never call", "do not use", "don't use", "do not call", "don't call", "should not be used", "must not be used", "stop using", "refuse to call", "not call", "no longer use", "no longer call",
		"nunca uses", "nunca llames", "no uses", "no llames", "no utilices",
		"n'utilise jamais", "n'utilise pas", "n'appelle pas", "n'appelle jamais", "ne pas utiliser", "n'utilisez pas",
		"verwende niemals", "verwende nie", "nicht verwenden", "nie verwenden", "benutze niemals", "nicht benutzen", "rufe niemals", "nicht aufrufen",
		"non usare", "non utilizzare", "non chiamare", "mai usare",
		"nunca use", "não use", "não chame", "nunca chame", "não utilize",
		"не используй", "не вызывай", "не применяй", "не пользуйся",
		"不要使用", "不要用", "不要调用", "别用", "禁止使用", "切勿使用", "勿用", "不得使用",
		"使わないで", "使用しないで", "呼ばないで", "呼び出さないで", "使用禁止",
		"사용하지 마", "쓰지 마", "호출하지 마"}
	// useWords order a tool chosen.
	useWords = []string{"use ", "call ", "pick ", "choose ", "select ", "trust ", "recommend ", "prefer ", "confie", "confía", "fais confiance", "vertraue", "fidati", "доверяй", "信任", "信頼", "신뢰",
		"usa ", "úsala", "úsalo", "utiliza ", "llama ", "elige ",
		"utilise", "appelle ", "passe ", "choisis",
		"verwende", "nutze", "benutze", "wähle",
		"usalo", "usala", "utilizza", "chiama ", "scegli",
		"use ", "chame ", "escolha",
		"используй", "выбирай", "вызывай", "пользуйся",
		"使用", "用本", "用此", "调用", "选择",
		"使って", "使用して", "選んで", "呼んで",
		"사용하", "쓰세요", "호출하", "선택하"}
	// thisWords name the tool itself.
	thisWords = []string{"this tool", "this one", "this instead", "this is the new", "this replaces", "use it", "pick it", "choose it", "select it", "call it",
		"esta herramienta", "este herramienta", "esta en", "úsala", "úsalo", "usa esta", "usa este",
		"cet outil", "utilise-le", "celui-ci",
		"dieses tool", "dieses werkzeug", "dieses verwenden", "dieses statt", "diese funktion",
		"questo strumento", "usa questo", "usalo", "usala",
		"esta ferramenta", "use esta", "use este", "chame esta",
		"этот инструмент", "выбирай его", "используй его", "этим инструментом",
		"本工具", "此工具", "这个工具", "该工具", "使用它",
		"このツール", "こちら", "これを",
		"이 도구", "이것을"}
	// alwaysWords make a choice standing.
	alwaysWords = []string{"always", "every time", "every request", "every task", "whenever", "must select", "must pick", "must choose", "must use", "first every time",
		"siempre", "toujours", "immer", "sempre", "всегда", "始终", "总是", "一律", "永远", "常に", "必ず", "항상", "반드시"}
	// superWords rank a tool above all others.
	superWords = []string{"the best", "best ", "official", "certified", "most accurate", "most reliable", "number one", "#1", "only correct", "only reliable", "top-rated",
		"mejor", "oficial", "más precis", "más fiable", "única correcta",
		"meilleur", "officiel", "plus précis", "plus fiable", "seul correct",
		"beste", "offiziell", "genaueste", "zuverlässigste", "einzig richtige",
		"migliore", "ufficiale", "più precis", "più affidabile", "unico corretto",
		"melhor", "oficial", "mais precis", "mais confiável", "única oficial", "único correto",
		"лучший", "официальн", "самый точный", "самый надёжный", "самый надежный", "единственный правильный",
		"最好", "最佳", "官方", "最准确", "最可靠", "唯一正确",
		"最も正確", "最高", "公式", "最良", "唯一",
		"가장 정확", "최고", "공식", "유일"}
	// whichTool ask which tool to use or trust.
	whichTool = []string{"which tool", "what tool", "qué herramienta", "quel outil", "welches tool", "welches werkzeug", "quale strumento", "qual ferramenta", "какой инструмент", "哪个工具", "どのツール", "어떤 도구"}
	// lossWords threaten the user's data.
	lossWords = []string{"will be lost", "data will be deleted", "se perderán", "se perderá", "seront perdues", "sera perdu", "gehen verloren", "geht verloren", "daten verloren", "andranno persi", "andrà perso", "serão perdidos", "será perdido", "будут потеряны", "будет потеряно", "将丢失", "会丢失", "失われます", "消えます", "손실됩니다", "사라집니다"}
	// standWords make an order last the session.
	standWords = []string{"for the rest of the session", "for the whole session", "for the entire session", "for all future", "remember for", "remember this", "per tutta la sessione", "ricorda", "pour toute la session", "retiens", "für die ganze sitzung", "für den rest der sitzung", "merke dir", "durante toda la sesión", "recuerda", "durante toda a sessão", "lembre-se", "на всю сессию", "до конца сессии", "запомни", "整个会话", "本次会话中一直", "记住", "セッション中ずっと", "セッションの間", "覚えておいて", "세션 동안", "기억하세요"}
	// agentFiles hold an agent's standing instructions.
	agentFiles = []string{"agents.md", "claude.md", "gemini.md", ".cursorrules", ".windsurfrules", "copilot-instructions", ".clinerules"}
	// writeWords add text to a file.
	writeWords = []string{"write", "add ", "append", "insert", "put ", "save", "escribe", "añade", "agrega", "écris", "ajoute", "schreib", "füge", "scrivi", "aggiungi", "escreva", "adicione", "запиши", "добавь", "写入", "添加", "書き込", "追加", "작성", "추가"}
	// toolKindWords name a tool as a kind of thing.
	toolKindWords = []string{"tool", "herramienta", "outil", "werkzeug", "strumento", "ferramenta", "инструмент", "工具", "ツール", "도구"}
	// badWords run a tool down as harmful, fake or broken.
	badWords = []string{"malware", "spyware", "adware", "trojan", "phishing", "virus", "fake", "scam ", "scam.", "scam,", "scams", "scammer", "full of bugs", "buggy", "steals", "stealing", "out of date", "outdated", "dangerous", "unsafe", "compromised", "leaks data", "untrustworthy", "unreliable", "is disabled", "are disabled", "not available for this user", "broken",
		"estafa", "roba datos", "peligros", "falsos", "no es fiable",
		"arnaque", "vole des", "dangereu", "faux", "pas fiable",
		"betrug", "stiehlt", "gefährlich", "gefälscht", "schadsoftware", "fehlerhaft", "unzuverlässig",
		"pieno di bug", "truffa", "pericolos", "ruba", "falsi", "inaffidabile",
		"golpe", "rouba", "perigos", "falsos", "não é confiável",
		"ворует", "опасн", "мошенни", "вредонос", "ненадёжн", "ненадежн", "фальшив",
		"危险", "恶意", "窃取", "骗局", "虚假", "不可靠",
		"危険", "マルウェア", "盗み", "詐欺", "偽物", "信頼できない",
		"위험", "악성", "훔치", "사기", "가짜", "신뢰할 수 없"}
	// scopeWords narrow a choice between tools to a case: routing.
	scopeWords = []string{" when ", " if ", " for ", " unless ", " with ", " after ", " con ", " avec ", " mit ", " com ", " с ", "时", "時", "場合", "경우", "때 ", " cuando ", " si ", " para ", " quand ", " pour ", " wenn ", " für ", " quando ", " per ", " когда ", " если ", " для "}
)

// rivalFindings reads a whole text for a tool that puts itself in another
// tool's place (function overlap: a copy of a common tool that says to use
// it instead), forbids or runs down other tools in its own favour, or
// ranks itself the best or official with an order to always choose it.
// A server ranking its own tools for a case (scoped routing), a tool whose
// own description retires it (a real v2 note) and honest feature claims
// without an order are left alone. lower is text lowercased, with its
// sets if found (aligned: see readRivals).
func rivalFindings(where func() string, text string, lower lowText, aligned bool, ctx scanContext, seen map[string]bool) []finding {
	if ctx.value || seen["poison-preference-manipulation"] || seen["poison-shadowing"] || seen["poison-coercion"] || seen["poison-tool-invocation"] || ownToolsOnly(text, lower) {
		return nil
	}
	rt := readRivals(text, lower, aligned, ctx)
	found := func(what, sent string) []finding {
		return []finding{{Rule: "poison-preference-manipulation", Message: fmt.Sprintf("%s holds %s: %q", where(), what, excerpt(sent))}}
	}
	for i, s := range rt.sents {
		next := ""
		if i+1 < len(rt.sents) {
			next = rt.sents[i+1]
		}
		prev := ""
		if i > 0 {
			prev = rt.sents[i-1]
		}
		for _, t := range rt.rivals[i] {
			if quotedAround(s, t) || quotedExample31(s, t) {
				continue // a scanner quoting an attack: "such as 'never use read_file'"
			}
			if ctx.retired[t] || ctx.retired[ctx.self] && ctx.siblings[t] != "" || ownVersion(strings.ToLower(t), strings.ToLower(s), ctx) || renamesOwn(strings.ToLower(s+" "+next)) {
				continue // a real v2 note: one of the pair retires itself, or t is this tool's earlier version
			}
			if awayFromSelf(lowered(s)) {
				continue // "use X instead of this tool": routing away from itself
			}
			foreign := ctx.siblings[t] == ""
			same := foreign || ctx.twins[t] && ctx.twins[ctx.self] || sameSet.in(s)
			favoursThis := favoursSelf(rt.low(i), ctx) || favoursSelf(rt.low(i+1), ctx) && !namesOther(rt.rivals, i+1, t)
			// A choice between the server's own tools narrowed to a case is
			// routing; a foreign tool's, narrowed after its name.
			scoped := scopedAfter(s, t) || !foreign && !ctx.twins[t] && scopeSet.in(" "+s+" ")
			switch {
			case callsOn(s, t) && fixesArgs(blankExamples40(withoutName28(s, t))) && (foreign || sensitiveTarget(t)):
				return []finding{{Rule: "poison-shadowing", Message: fmt.Sprintf("%s holds %s: %q", where(), "an order to change the arguments of "+t, excerpt(s))}}
			case displaceSet.in(s) && same && (favoursThis || opensWith(s, displaceWords, t)) && !scoped:
				return found(fmt.Sprintf("a claim that this tool takes the place of %s", t), s)
			case banOn(s, t) && favoursThis && (foreign || !scoped && !ownRouting(s)) && !selfRestrictingBan37c(s, t):
				return found(fmt.Sprintf("an order not to use %s but this tool", t), s)
			case badAfter(s, t) && !conditionSet.in(s[strings.Index(s, t):]+" ") && (favoursThis || useSet.in(s) || tellsUser(s) || tellsUser(next)):
				return found(fmt.Sprintf("a claim that runs %s down", t), s)
			case ctx.self != "" && containsAny(s, "pick "+ctx.self, "choose "+ctx.self, "select "+ctx.self, "trust "+ctx.self, "answer "+ctx.self) && (foreign || alwaysSet.in(s)):
				return found(fmt.Sprintf("an order to choose this tool over %s", t), s)
			}
		}
		// Other tools of a kind run down, in this tool's favour.
		if otherKindRunDown(s) && (favoursSelf(rt.low(i), ctx) || favoursSelf(rt.low(i+1), ctx) || favoursSelf(rt.low(i-1), ctx) || tellsUser(s) || tellsUser(next) || ctx.self != "" && (hasIdent(prev, ctx.self) || hasIdent(next, ctx.self))) {
			return found("a claim that runs other tools down", s)
		}
		// This tool named as the answer to which tool to trust.
		if ctx.self != "" && hasIdent(s, ctx.self) && whichToolSet.in(s) && tellSet.in(s) {
			return found("an order to name this tool whenever the user asks which to trust", s)
		}
		// A threat of loss unless this tool is called.
		favours := favoursSelf(rt.low(i), ctx)
		if favours && lossSet.in(s) {
			return []finding{{Rule: "poison-coercion", Message: fmt.Sprintf("%s holds %s: %q", where(), "a threat that the user's data is lost unless this tool is called", excerpt(s))}}
		}
		// A standing order, for the session, to call this tool first.
		if favours && standSet.in(withoutQuotes(s)) {
			return []finding{{Rule: "poison-coercion", Message: fmt.Sprintf("%s holds %s: %q", where(), "a standing order to call this tool first or always", excerpt(s))}}
		}
		// An instruction written into an agent's instruction file, by a
		// tool that is not for writing one.
		if !agentToolSet.in(ctx.self) && agentFileSet.in(s) && writeSet.in(s) && (alwaysSet.in(s) || useSet.in(s)) {
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("%s holds %s: %q", where(), "an order to write an instruction into an agent's instruction file", excerpt(s))}}
		}
		// The best or official tool, to be chosen always.
		if superSelf(rt.low(i), ctx) && (alwaysUse(s) || alwaysUse(next) || alwaysUse(prev)) {
			return found("a claim that this tool is the best or the official one, with an order to always choose it", s)
		}
	}
	return nil
}

// favoursSelf reports a sentence that orders this tool used: by name or as
// "this tool", with a verb of choosing.
func favoursSelf(s lowText, ctx scanContext) bool {
	if s.s == "" {
		return false
	}
	if s.in(thisSet) {
		return true
	}
	if ctx.self == "" { // server instructions: the server's tools are its own
		for w := range identifiersIn(s.s) {
			if ctx.siblings[w] != "" && s.in(useSet) {
				return true
			}
		}
		return false
	}
	return hasIdent(s.s, ctx.self) && s.in(useSet)
}

// namesOther reports a sentence at i that names a tool other than t: its
// order is about that one.
func namesOther(rivals [][]string, i int, t string) bool {
	if i >= len(rivals) {
		return false
	}
	for _, n := range rivals[i] {
		if n != t {
			return true
		}
	}
	return false
}

// scopedAfter reports a case that narrows the choice after the rival is
// named ("instead of list_issues when filtering by label").
func scopedAfter(s, t string) bool {
	i := strings.Index(s, t)
	return i >= 0 && scopeSet.in(s[i+len(t):]+" ")
}

// postBans forbid the tool named before them ("X should not be used",
// "X は使わないでください").
var postBans = []string{"should not be used", "must not be used", "nicht verwenden", "nie verwenden", "nicht benutzen", "nicht aufrufen", "使わないで", "使用しないで", "呼ばないで", "呼び出さないで", "使用禁止", "사용하지 마", "쓰지 마", "호출하지 마"}

// banOn reports a ban whose object is t: t just after the ban ("never use
// t") or, for the bans written after their object, just before it.
func banOn(s, t string) bool {
	for _, b := range banWords {
		for i := range indicesOf(s, b) {
			after := strings.TrimLeft(s[i+len(b):], " `'\"“«「")
			if strings.HasPrefix(after, t) {
				return true
			}
			// Short words between: "non usare mai t", "no llames nunca a t".
			if k := strings.Index(after, t); k > 0 && k <= 16 && !strings.ContainsAny(after[:k], ".,;:") {
				return true
			}
			if postBansSet.in(b) && strings.Contains(s[max(0, i-len(t)-24):i], t) {
				return true
			}
		}
	}
	return false
}

// opensWith reports a sentence that opens with one of words, with no
// subject before it, and names t after it: the tool's own text speaking of itself ("Newer
// drop-in for list_files").
func opensWith(s string, words []string, t string) bool {
	for _, w := range words {
		if i := strings.Index(s, w); i >= 0 && i < 16 && strings.Contains(s[i:], t) {
			return true
		}
	}
	return false
}

// verbSegment reports a tool name with a verb among its later words
// (core_pdf_to_text, acme_track_package).
func verbSegment(name string) bool {
	for _, w := range strings.Split(name, "_") {
		if isVerbWord(w) {
			return true
		}
		switch w {
		case "translate", "track", "calculate", "lookup", "check", "parse", "convert", "format", "compress", "count", "resolve", "summarize", "extract", "render", "schedule":
			return true
		}
	}
	return false
}

// twinTools returns the tools, by lowercase name, whose description's
// first sentence is another tool's: a copy of a tool. Nil when none is.
func twinTools(tools []Tool) map[string]bool {
	var out map[string]bool
	first := map[string]string{}
	for _, t := range tools {
		head := t.description()
		if i := strings.IndexAny(head, ".。\n"); i > 0 {
			head = head[:i]
		}
		head = strings.ToLower(strings.TrimSpace(head))
		if len(head) < 12 {
			continue
		}
		if other, ok := first[head]; ok {
			if out == nil {
				out = map[string]bool{}
			}
			out[other], out[strings.ToLower(t.Name)] = true, true
			continue
		}
		first[head] = strings.ToLower(t.Name)
	}
	return out
}

// callsOn reports a sentence about a call of t: "when calling t", a
// sentence that opens "For t," or "Bei t", "t を呼ぶとき", "t을 호출할 때".
func callsOn(s, t string) bool {
	i := strings.Index(s, t)
	if i < 0 {
		return false
	}
	before := strings.TrimRight(s[:i], " `'\"")
	for _, w := range callOpeners {
		if strings.HasSuffix(before, w) {
			return true
		}
	}
	after := strings.TrimLeft(s[i+len(t):], " `'\"")
	if k := strings.LastIndexAny(before, ":>]"); k >= 0 {
		before = strings.TrimSpace(before[k+1:]) // "Note: For t, …"
	}
	for _, w := range [...]string{"for", "before", "bei", "para", "pour", "per", "für", "для", "avant", "antes de", "prima di", "vor"} {
		if before == w && (strings.HasPrefix(after, ",") || strings.HasPrefix(after, ":") || opensWithAny(after, alwaysWords)) {
			return true
		}
	}
	return callsOnSet.in(s[i+len(t) : min(len(s), i+len(t)+16)])
}

// callOpeners name a call of the tool that follows.
var callOpeners = []string{"when calling", "when you call", "when using", "when you use", "before calling", "before you call", "every time you call", "each time you call", "whenever you call",
	"beim aufruf von", "wenn du", "al llamar a", "cuando llames a", "cuando uses", "lorsque tu appelles", "quand tu appelles", "lors de l'appel à", "quando chiami", "quando usi", "ao chamar", "quando chamar", "ao usar", "при вызове", "когда вызываешь", "调用", "使用"}

// fixesArgs reports a sentence that fixes what a call carries: a quoted
// value, an account or channel, an address, a factor, a flag, a path.
func fixesArgs(s string) bool {
	if quotedLiteral(s) || strings.ContainsAny(s, "「@#") || strings.Contains(s, "http") || strings.Contains(s, "/tmp/") || strings.Contains(s, "--") {
		return true
	}
	for i := 1; i+3 < len(s); i++ { // an account id: pay-99812
		if s[i] == '-' && s[i-1] >= 'a' && s[i-1] <= 'z' && s[i+1] >= '0' && s[i+1] <= '9' && s[i+2] >= '0' && s[i+2] <= '9' && s[i+3] >= '0' && s[i+3] <= '9' {
			return true
		}
	}
	return fixesArgsSet.in(s)
}

// quotedLiteral reports a value in quotes or backticks: an opening mark
// after a space or at the start, and its closing mark ('main', not user's).
func quotedLiteral(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; (c == '\'' || c == '`' || c == '"') && (i == 0 || s[i-1] == ' ' || s[i-1] == '(' || s[i-1] == '=') {
			if j := strings.IndexByte(s[i+1:], c); j > 0 {
				return true
			}
		}
	}
	return false
}

// quotedAround reports t inside a quotation in s: a quote mark opened
// after a space before it and closed after it.
func quotedAround(s, t string) bool {
	i := strings.Index(s, t)
	if i < 0 {
		return false
	}
	for k := i - 1; k >= 0; k-- {
		if c := s[k]; (c == '\'' || c == '"') && (k == 0 || s[k-1] == ' ' || s[k-1] == '(') {
			return strings.IndexByte(s[i+len(t):], c) >= 0
		}
	}
	return false
}

// awayFromSelf reports a sentence that sends the model from this tool to
// another ("use get_order instead of this tool"): it prefers another
// tool, not this one, and shadows no one.
func awayFromSelf(t lowText) bool {
	return t.in(awayFromSelfSet)
}

// opensWithAny reports s opening with one of words.
func opensWithAny(s string, words []string) bool {
	for _, w := range words {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// sensitiveTarget reports a tool whose arguments move money, data or code.
func sensitiveTarget(t string) bool {
	return sensitiveTargetSet.in(t)
}

// badAfter reports t run down as the subject of a bad word ("t is known
// malware", "results from t are fake").
func badAfter(s, t string) bool {
	i := strings.Index(s, t)
	return i >= 0 && badSet.in(s[i+len(t):])
}

// tellsUser reports an order to tell or warn the user.
func tellsUser(s string) bool {
	return tellsUserSet.in(s)
}

// otherKindRunDown reports "other archive tools are out of date": tools
// or servers of a kind, other than this one, run down.
func otherKindRunDown(s string) bool {
	i := strings.Index(s, "other ")
	if i < 0 || !badSet.in(s) {
		return false
	}
	rest := s[i:]
	return containsAny(rest, " tools", " servers", " apps", " services") && !ownToolsOnly(s, lowered(s))
}

// superSelf reports a claim that this tool is the best, the official or
// the most accurate one.
func superSelf(s lowText, ctx scanContext) bool {
	if !s.in(superSet) {
		return false
	}
	return s.in(toolKindSet) || strings.HasPrefix(s.s, "rated") || ctx.self != "" && hasIdent(s.s, ctx.self) || s.in(superSelfSet)
}

// alwaysUse reports an order to choose a tool every time.
func alwaysUse(s string) bool {
	return s != "" && alwaysSet.in(s) && (useSet.in(s) || containsAny(s, "must select", "must pick", "whenever"))
}

// The phrase lists the functions above look for, as sets (phraseSet):
// each is matched in one pass over the sentence.
var (
	conditionSet       = newPhraseSet(" unless ", " if ", " when ", " until ", " without ", " si ", " wenn ", " se ", " если ")
	agentToolSet       = newPhraseSet("agent", "claude", "gemini", "rules", "cursor", "instruction")
	callsOnSet         = newPhraseSet("时", "とき", "を呼ぶ", "を呼び出す", "을 호출할", "를 호출할", "을 사용할", "를 사용할", "호출 시")
	fixesArgsSet       = newPhraseSet("multiply", "divide", "append", "add header", "with force", "also post", "also send", "also copy", "bcc", "instead of the path", "instead of the user", "multiplica", "multiplie", "multipliziere", "moltiplica", "multiplique", "умножь", "乘以", "掛け", "곱하", "숨은 참조", "抄送", "密送")
	awayFromSelfSet    = newPhraseSet("instead of this tool", "rather than this tool", "not this tool", "이 도구 말고", "而不是这个工具", "不要使用此工具", "plutôt que cet outil", "en lugar de esta herramienta", "en vez de esta herramienta", "au lieu de cet outil", "à la place de cet outil", "statt dieses tools", "anstelle dieses tools", "statt dieses werkzeugs", "invece di questo strumento", "al posto di questo strumento", "em vez desta ferramenta", "no lugar desta ferramenta", "вместо этого инструмента", "而不是本工具", "而不是此工具", "このツールの代わりに", "このツールではなく", "이 도구 대신")
	sensitiveTargetSet = newPhraseSet("pay", "transfer", "send", "post", "push", "email", "mail", "http", "request", "query", "sql", "run", "exec", "shell", "command", "write", "delete", "deploy")
	tellsUserSet       = newPhraseSet("the user", "recommend", "warn", "advise", "al usuario", "l'utilisateur", "den nutzer", "dem nutzer", "all'utente", "ao usuário", "o usuário", "пользовател", "用户", "ユーザー", "사용자", "avvisa", "avise", "предупреди", "sconsigli", "勧め", "권하")
	superSelfSet       = newPhraseSet("this is", "esta es", "c'est", "das ist", "questo è", "esta é", "это ", "这是", "これが", "이것이")
)

// The lists above, as sets (phraseSet) for one-pass matching.
var (
	thisSet      = newPhraseSet(thisWords...)
	useSet       = newPhraseSet(useWords...)
	badSet       = newPhraseSet(badWords...)
	superSet     = newPhraseSet(superWords...)
	lossSet      = newPhraseSet(lossWords...)
	standSet     = newPhraseSet(standWords...)
	agentFileSet = newPhraseSet(agentFiles...)
	writeSet     = newPhraseSet(writeWords...)
	alwaysSet    = newPhraseSet(alwaysWords...)
	displaceSet  = newPhraseSet(displaceWords...)
	sameSet      = newPhraseSet(sameWords...)
	scopeSet     = newPhraseSet(scopeWords...)
	tellSet      = newPhraseSet(tellWords...)
	whichToolSet = newPhraseSet(whichTool...)
	toolKindSet  = newPhraseSet(toolKindWords...)
	showSet      = newPhraseSet(showWords...)
)

var postBansSet = newPhraseSet(postBans...)
