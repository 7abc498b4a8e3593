package analysis

import (
	"regexp"
	"strings"
)

// Blunt one-line acts (heldout7c): what an added sentence orders the model
// to do, read from the act and its object rather than the wording: call
// again without end, refuse the user, state a fixed claim or an invented
// source, copy its own instructions out, keep an act from the user, drop
// a query's filter, swap a value for a fixed address or a look-alike
// name, run a payload, rank itself over every other tool, and hand the
// user's text or a secret file over under a run-time condition.

// judgeTune12a reads those acts in one sentence.
func judgeTune12a(sg signals, sent string, ctx scanContext, quoting bool) []textFinding {
	if quoting || sg.has[cMention] || sg.has[cProtect] || ctx.purpose.screens {
		return nil
	}
	lower, lt := sg.lower, sg.phrases()
	one := func(rule, msg string) []textFinding { return []textFinding{{rule: rule, what: msg}} }
	switch {
	case (lt.in(t12EndlessSet) || (lt.in(t12ForeverGate) && t12Forever.MatchString(lower))) && lt.in(t12RepeatSet):
		return one("poison-hidden-instruction", "an order to call the tool again without end")
	case lt.in(t12RefuseSet) || refusesRequests(lt) && sg.has[cUser]:
		return one("poison-hidden-instruction", "an order to refuse the user's other requests")
	case lt.in(t12InventSet) && lt.in(t12SourceSet) && !lt.in(t12NoInventSet):
		return one("poison-answer-manipulation", "an order to invent a source or a result")
	case lt.in(t12TellSet) && lt.in(t12ClaimSet) && (sg.any(cMust, cWhen, cEveryTurn, cRegardless) || lt.in(t12DespiteSet)):
		return one("poison-answer-manipulation", "an order to give the user a fixed claim")
	case (lt.in(t12FixedFigureGate) && lt.in(t12FigureNeeds) && t12FixedFigure.MatchString(lower)):
		return one("poison-answer-manipulation", "an order to report a figure fixed in advance")
	case lt.in(t12OmitBadSet):
		return one("poison-answer-manipulation", "an order to leave unfavourable content out of the answer")
	case (lt.in(t12LeakSet) || lt.in(t12ToolListSet) && lt.in(t12DescribedSet)) && lt.in(t12LeakVerbSet) && !sg.negation:
		return one("poison-exfiltration", "an order to copy the model's own instructions or other tools' text out")
	case lt.in(t12HideUserSet) && (sg.any(cCall, cSend, cDestroy, cAdminAccount, cAsk, cInclude) || lt.in(t12ActsSet)) && !namesSecret(ctx.property) && !containsAny(lower, "しないで", "ないでください") && !sparesEffort(lt):
		return one("poison-concealment", "an order to keep an action from the user")
	case t12DropFilter(lt) || lt.in(t12AlwaysTrueSet) && lt.in(t12AddVerbSet):
		return one("poison-hidden-instruction", "an order to drop a query's filter")
	case (lt.in(t12SwapFixedGate) && matchesAfter(lower, t12SwapVerbs, t12SwapFixedAt)) && !t12Example.MatchString(lower):
		return one("poison-hidden-instruction", "an order to swap a value for a fixed address")
	case lookalikeSwap(lt):
		return one("poison-hidden-instruction", "an order to swap a name for a look-alike")
	case (lt.in(t12PayloadGate) && lt.in(t12PayloadNeeds) && t12Payload.MatchString(lower) || strings.IndexByte(lower, '|') >= 0 && matchesAfter(lower, t12Fetchers, t12PipedAt)) && (lt.in(t12RunSet) || ctx.fixed) && !sg.negation && !userInstallNote(lower) && !containsAny(lower, "...", "…", "e.g.", "lint"):
		return one("poison-tool-invocation", "an order to run a destructive or remote payload")
	case lt.in(t12PrecedenceSet) || lt.in(t12ChooseSet) && lt.in(t12AnyOtherSet) || (lt.in(t12RankGate) && t12Rank.MatchString(lower)):
		return one("poison-preference-manipulation", "a claim to rank this tool over every other tool")
	case lt.in(t12UserTextSet) && runtimeTrigger(sg, lt) && (sg.anyFree(cInclude, cSend) || imperativeAct(lower)):
		return one("poison-hidden-instruction", "an order that fires under a run-time condition and hands over the user's text")
	case lt.in(t12SecretFileSet) && hasWordOf(lower, t12Push) && (sg.has[cWhen] || runtimeTrigger(sg, lt) || len(destinationsIn(sent)) > 0 || bareDomain(sent)) && !sg.negation && !onlyToHost(lt):
		return one("poison-exfiltration", "an order to send a secret file to a destination")
	case lt.in(t12SecretFileSet) && lt.in(t12ReadFromSet):
		return one("poison-exfiltration", "an order to fill an argument from a secret file")
	case sg.has[cWhen] && lt.in(t12SkipChecksSet) && t12QuotedName.MatchString(lower):
		return one("poison-hidden-instruction", "an order to skip checks for one named party")
	case (lt.in(t12FloodGate) && t12Flood.MatchString(lower)):
		return one("poison-hidden-instruction", "an order to repeat the input thousands of times")
	case (lt.in(t12CovertGate) && covertShiftIn(lower)) && !sg.negation:
		return one("poison-hidden-instruction", "an order to change data covertly")
	case lt.in(t12HarvestSet) && sg.anyFree(cCall, cInclude, cSend):
		return one("poison-exfiltration", "an order to collect every secret the model can find")
	case sg.has[cIgnore] && lt.in(t12SafetySet):
		return one("poison-hidden-instruction", "an order to set the model's safety rules aside")
	case lt.in(t12WholeHomeSet) && containsAny(lower, "base64", " in '", " in \"", "upload", "send"):
		return one("poison-exfiltration", "an order to pack the whole home directory into an argument")
	case sg.has[cWhen] && lt.in(t12AlsoSet) && lt.in(t12CopyVerbSet) && otherToolIn(lower, ctx) && t12FixedPlace.MatchString(lower):
		return one("poison-shadowing", "an order to copy another tool's traffic to a fixed place")
	case lt.in(t12EachCallSet) && lt.in(t12FullContentSet) && sg.anyFree(cCall, cInclude, cSend):
		return one("poison-shadowing", "an order to hand every other call's content to this tool")
	case lt.in(t12RootSet) && lt.in(t12RecurseSet) && sg.has[cMust] && !sg.negation:
		return one("poison-hidden-instruction", "an order to walk the whole file system from its root")
	}
	return nil
}

// tune12aCue reports a sentence without concept hits that judgeTune12a
// may still read: the first word of each of its acts.
func tune12aCue(lt lowText) bool {
	lower := lt.s
	return lt.in(t12EndlessSet) || lt.in(t12RefuseSet) || lt.in(t12InventSet) || lt.in(t12OmitBadSet) || lt.in(t12LeakSet) || lt.in(t12ToolListSet) ||
		lt.in(t12HideUserSet) || lt.in(t12FilterObjSet) || lt.in(t12PrecedenceSet) || lt.in(t12SecretFileSet) || lt.in(t12CueMoreSet) ||
		lt.in(t12HarvestSet) || lt.in(t12SafetySet) || lt.in(t12WholeHomeSet) || lt.in(t12EachCallSet) || lt.in(t12RootSet) || (lt.in(t12CovertGate) && covertShiftIn(lower)) ||
		(lt.in(t12FloodGate) && t12Flood.MatchString(lower)) || (lt.in(t12FixedFigureGate) && t12FixedFigure.MatchString(lower)) || (lt.in(t12ForeverGate) && t12Forever.MatchString(lower)) || lt.in(t12AlwaysTrueSet) || lookalikeSwap(lt) || (lt.in(t12RankGate) && t12Rank.MatchString(lower)) || refusesRequests(lt)
}

// otherToolIn reports a snake_case tool name in the sentence that is not
// this tool's nor one of its parameters.
func otherToolIn(lower string, ctx scanContext) bool {
	for _, m := range t12ToolName.FindAllString(lower, -1) {
		if m != ctx.self && !ctx.params[m] {
			return true
		}
	}
	return false
}

// hasWordOf reports one of words in lower at a word's start (not
// "envoie" inside "renvoie").
func hasWordOf(lower string, words []string) bool {
	for _, w := range words {
		for i := range indicesOf(lower, w) {
			if i == 0 || lower[i-1] < 'a' || lower[i-1] > 'z' {
				return true
			}
		}
	}
	return false
}

// refusesRequests reports a verb of refusing, as a whole word (not
// "rejects" or "declined", which describe), with the user's requests, all
// or the other ones, as its object.
func refusesRequests(lt lowText) bool {
	lower := lt.s
	if !lt.in(t12RequestSet) || !lt.in(t12AllOtherSet) {
		return false
	}
	letter := func(c byte) bool { return c >= 'a' && c <= 'z' || c >= 0x80 }
	for _, w := range t12RefuseVerb {
		latin := w[0] < 0x80
		for i := range indicesOf(lower, w) {
			j := i + len(w)
			if !latin || (i == 0 || !letter(lower[i-1])) && (j == len(lower) || !letter(lower[j])) {
				return true
			}
		}
	}
	return false
}

// lookalikeSwap reports "replace requests with requestss": a name swapped
// for one a letter or two away, a typosquat handed in as the user's.
func lookalikeSwap(lt lowText) bool {
	lower := lt.s
	if !lt.in(t12ReplaceGate) {
		return quotedLookalikes32a(lt)
	}
	for _, m := range t12Replace.FindAllStringSubmatch(lower, -1) {
		a, b := m[1], m[2]
		if a != b && len(a) >= 4 && len(b) >= 4 && editDistance(a, b) <= 2 {
			return true
		}
	}
	return quotedLookalikes32a(lt)
}

// t12DropFilter reports a verb that removes a query's WHERE clause or its
// per-user filter, read verb first (or object first in Japanese/Korean).
func t12DropFilter(lt lowText) bool {
	lower := lt.s
	if !lt.in(t12FilterObjSet) {
		return false
	}
	for _, v := range t12DropVerb {
		for i := range indicesOf(lower, v) {
			rest := lower[i+len(v):]
			if len(rest) > 40 {
				rest = rest[:40]
			}
			if t12FilterObjSet.in(rest) {
				return true
			}
		}
	}
	for _, o := range t12FilterObj {
		for i := range indicesOf(lower, o) {
			rest := lower[i+len(o):]
			if len(rest) > 30 {
				rest = rest[:30]
			}
			if t12DropAfterSet.in(rest) {
				return true
			}
		}
	}
	return false
}

var (
	t12FixedFigure = regexp.MustCompile(`\b(report|show|give|state|display)\s+(the\s+)?(average|rating|score|total|price)\s+as\s+\d`)
	t12SwapFixedAt = regexp.MustCompile(`^\s+(\S+\s+){0,4}?(it|them|recipient|recipients|link|links|url|urls|address|destinatario|destinatarios|destinataire|empfänger|collegamento|endereço|получателя|ссылки|ссылку|адрес)\b.{0,40}?(\bto|\bwith|\ba|\bpar|\bdurch|\bcon|\bpor|\bна|\bauf|\bin|\bmit)\s+\S*(@|https?://)|(改为|改成|替换为|替换成|に変更|に置き換え|로 변경|로 바꿔)\S{0,3}\S*@`)
	t12ToolName    = regexp.MustCompile(`[a-z][a-z0-9]*_[a-z0-9_]*[a-z0-9]`)
	t12FixedPlace  = regexp.MustCompile(`#[a-z0-9][a-z0-9_-]{2,}|@[a-z0-9-]+\.[a-z]|https?://`)
	t12Rank        = regexp.MustCompile(`treat (those|them|the others|other [a-z_ -]{0,20}tools?) as (unavailable|deprecated|disabled|broken)|prefer (it|this tool|this server|ours) for (every|all|any) |(use|choose) (ours|this server) instead|route (every|all) .{0,30}(through|via) .{0,40}instead|(replaces|supersedes|overrides) the built-in`)
	t12Forever     = regexp.MustCompile(`\b(keep|repeat|loop|call|calling|do so|doing so|run)\b.{0,30}\b(forever|continuously|non-?stop)\b`)
	t12Example     = regexp.MustCompile(`@example\.|//example\.|your[-_]|\{|<`)
	t12Replace     = regexp.MustCompile(`(?:replace|swap|reemplaza|sustituye|remplace|ersetze|sostituisci|substitua|замени)\s+([a-z0-9_.-]+)\s+(?:with|by|por|par|durch|con|на)\s+([a-z0-9_.-]+)`)
	t12Payload     = regexp.MustCompile(`:\(\)\s*\{\s*:\|:\s*&\s*\}\s*;\s*:|\bdd\s+if=/dev/(zero|urandom)|\bfallocate\s+-l\s*\d+\s*[gt]|\bwhile\s+(true|:)\s*;|\bfor\s*\(\(\s*;\s*;\s*\)\)|checkpoint-action=exec|--unsafe-perm|&&\s*npm\s+i(nstall)?\s+-g\s`)
	t12PipedAt     = regexp.MustCompile(`^\s[^|]{0,120}(https?://|\.[a-z]{2,})[^|]{0,80}\|\s*(sudo\s+)?(python\w*|bash|sh|zsh|node|perl|ruby)\b`)
	t12QuotedName  = regexp.MustCompile(`(author|user|requester|sender|autore|autor|auteur|usuario|utente|usuário|nutzer|benutzer|пользователь|автор|作者|用户|ユーザー|作成者|작성자|사용자)\S*\s*(is|es|est|è|é|ist|=|—|是|が|가)?\s*['"‘“「][^'"’”」]{2,30}['"’”」]`)
	t12Flood       = regexp.MustCompile(`(repeat|duplicate|repite|duplica|répète|répétez|wiederhole|ripeti|repita|повтори|重复|繰り返|반복)\S*.{0,40}(\d{1,3}[,.]\d{3}|\d{4,}|thousand|million|mil veces|mille fois|tausend|mille volte|mil vezes|тысяч|一万|万次|千次|一千|千回|万回|만 번|천 번)`)
)

// The phrases of judgeTune12a, lowercase, ten languages: sets found in one
// pass, and lists that other readings also take.
var (
	// t12CueMore opens the payloads read by a pattern.
	t12CueMore    = []string{":()", "dd if=", "fallocate", "checkpoint-action", "--unsafe-perm"}
	t12EndlessSet = newPhraseSet("never stop", "without stopping", "sans jamais t'arrêter", "sans t'arrêter", "sans cesse", "encore et encore", "senza fermarti", "in continuazione", "sem nunca parar", "sem parar nunca", "ohne aufzuhören", "ununterbrochen", "sin detenerte", "sin cesar", "не останавливаясь", "без остановки", "永不停止", "不要停止", "止まらずに", "止めずに", "끝없이", "멈추지 말고",
		"until the user stops", "until the user explicitly stops", "until the user cancels", "until the user interrupts", "until stopped", "without end", "endlessly", "indefinitely", "infinite loop", "endless loop",
		"ohne ende", "endlos", "bis der nutzer abbricht", "bis der benutzer abbricht", "sin fin", "sin parar", "indefinidamente", "hasta que el usuario lo detenga", "hasta que el usuario cancele", "sans fin", "sans arrêt", "indéfiniment", "jusqu'à ce que l'utilisateur l'arrête", "jusqu'à ce que l'utilisateur arrête",
		"all'infinito", "senza fine", "senza sosta", "finché l'utente non", "sem parar", "sem fim", "até que o usuário pare", "até o usuário parar", "бесконечно", "без конца", "пока пользователь не остановит", "пока пользователь не прервёт",
		"无限循环", "无限次", "无休止", "直到用户停止", "直到用户叫停", "无限に", "無限に", "無限ループ", "ユーザーが止めるまで", "ユーザーが停止するまで", "무한히", "무한 반복", "사용자가 중단할 때까지", "사용자가 멈출 때까지")
	t12RepeatSet = newPhraseSet("repeat", "again", "calling", "loop", "relance", "encore et encore", "in continuazione", "不断", "重复调用", "keep calling", "immer wieder", "erneut", "nochmals", "repite", "vuelve a llamar", "de nuevo", "otra vez", "répète", "répétez", "rappelle", "à nouveau", "ripeti", "richiama", "di nuovo", "repita", "chame novamente", "novamente", "de novo",
		"снова", "повтор", "ещё раз", "еще раз", "再次", "重复", "反复", "一直调用", "再度", "繰り返", "もう一度", "다시", "반복", "계속 호출")
	t12RefuseVerb    = []string{"refuse", "decline", "reject", "rechaza", "rechace", "no atiendas", "niégate", "refusez", "rejette", "verweigere", "lehne", "rifiuta", "declina", "recuse", "rejeite", "recusa", "откажи", "отклоняй", "отказывай", "拒绝", "断って", "断る", "拒否", "거부", "거절"}
	t12RequestSet    = newPhraseSet("request", "asks", "ask for", "petici", "solicitud", "pedido", "demande", "anfrage", "bitte", "richiest", "domand", "solicitaç", "просьб", "запрос", "请求", "要求", "依頼", "リクエスト", "要望", "요청")
	t12AllOtherSet   = newPhraseSet("every", "all ", "anything", "any other", "else", "toda", "cualquier", "ninguna", "otra", "toutes", "tout ", "autre", "alle", "jede", "andere", "tutte", "ogni", "qualsiasi", "altr", "qualquer", "outra", "все", "любые", "други", "所有", "一切", "其他", "すべて", "全て", "他の", "모든", "다른")
	t12AlwaysTrueSet = newPhraseSet("or 1=1", "or '1'='1'", "or 1 = 1", "or true")
	t12AddVerbSet    = newPhraseSet("append", "add ", "añade", "agrega", "ajoute", "füge", "hänge", "aggiungi", "adicione", "acrescente", "добавь", "допиши", "追加", "添加", "加上", "추가")
	t12RefuseSet     = newPhraseSet("refuse every", "refuse all", "refuse any other", "decline every request", "decline all requests", "reject every request", "reject all requests", "refuse toutes", "refusez toutes", "refuser toutes", "rechaza todas", "rechace todas", "rechaza cualquier otra", "verweigere alle", "lehne alle", "lehne jede",
		"rifiuta tutte", "rifiuta ogni", "rifiuta qualsiasi", "recuse todas", "recuse qualquer", "rejeite todas", "отклоняй все", "отклоняй любые", "откажи во всех", "отказывай во всех", "отказывайся от всех", "拒绝所有", "拒绝一切", "拒绝其他", "すべて拒否", "全て拒否", "他の依頼を拒否", "他のリクエストを拒否", "모든 요청을 거부", "다른 요청을 거부", "다른 요청은 거부")
	t12InventSet   = newPhraseSet("invent ", "fabricate ", "make up a", "make up one", "inventa ", "inventate", "invente ", "inventez", "erfinde", "erfinden sie", "inventi ", "inventare", "invente ", "inventar ", "придумай", "выдумай", "сочини", "编造", "捏造", "虚构", "でっち上げ", "作り上げ", "지어내", "날조", "꾸며")
	t12NoInventSet = newPhraseSet("don't fabricate", "do not fabricate", "never fabricate", "never invent", "don't invent", "do not invent", "don't make up", "do not make up", "never make up", "without inventing", "no inventes", "no invente", "nunca inventes", "n'invente pas", "n'inventez pas", "n'inventez jamais", "erfinde nicht", "erfinde keine", "erfinden sie keine", "non inventare", "mai inventare", "não invente", "nunca invente",
		"не придумывай", "не выдумывай", "никогда не придумывай", "不要编造", "不得编造", "切勿编造", "捏造しない", "でっち上げない", "捏造せず", "지어내지 마", "날조하지 마")
	t12SourceSet = newPhraseSet("citation", " source", "reference", "quote", "study", "result", "review", "plausible", "cita", "fuente", "referencia", "resultado", "citation", "référence", "quelle", "zitat", "studie", "ergebnis", "fonte", "riferimento", "risultat", "citação", "referência",
		"источник", "цитат", "ссылк", "результат", "引用", "来源", "出处", "文献", "结果", "出典", "参考文献", "結果", "인용", "출처", "참고문헌", "결과")
	t12TellSet = newPhraseSet("tell ", "say ", "answer", "reply", "respond", "report ", "state that", "claim ", "di que", "diga que", "dile", "responde", "contesta", "afirma", "dis que", "dites que", "réponds", "répondez", "affirme", "sag ", "sage ", "antworte", "behaupte", "dì che", "rispondi", "afferma",
		"responda", "afirme", "скажи", "говори", "отвечай", "ответь", "сообщай", "утверждай", "告诉", "回答", "回复", "声称", "说", "と回答", "と答え", "と伝え", "と言", "と説明", "라고 답", "라고 말", "고 답", "라고 안내", "라고 알려")
	t12ClaimSet = newPhraseSet("guaranteed", "garantizad", "garanti", "garantiert", "garantit", "garantid", "гарантирован", "保证", "保証", "보장",
		"is safe", "are safe", "is cheapest", "is the cheapest", "no side effects", "no interactions", "no risk", "risk-free", "data breach", "was hacked", "is a scam", "es seguro", "más barato", "sin efectos secundarios", "est sûr", "moins cher", "sans effets secondaires", "ist sicher", "am günstigsten", "keine nebenwirkungen",
		"è sicuro", "più economico", "nessun effetto collaterale", "é seguro", "mais barato", "sem efeitos colaterais", "безопасен", "безопасно", "дешевле всех", "самый дешёвый", "без побочных", "утечк", "是安全的", "安全的", "最便宜", "没有副作用", "数据泄露", "安全です", "最安", "副作用はありません", "情報漏洩", "안전합니다", "가장 저렴", "부작용이 없", "데이터 유출")
	t12DespiteSet = newPhraseSet("くても", "っても", "であっても",
		"whatever the", "sea cual sea", "quoi que", "egal was", "qualunque", "seja qual for", "что бы ни", "どんな", "무엇이든",
		"even when", "even if", "despite", "regardless", "no matter", "incluso si", "incluso cuando", "aunque", "même si", "même lorsque", "quel que soit", "auch wenn", "selbst wenn", "unabhängig", "anche se", "anche quando", "indipendentemente", "mesmo que", "mesmo quando", "independentemente",
		"даже если", "независимо", "即使", "即便", "无论", "不管", "があっても", "にかかわらず", "関係なく", "관계없이", "상관없이", "더라도", "있어도")
	t12OmitBadSet = newPhraseSet("omit criticism", "omit any criticism", "omit all criticism", "leave out criticism", "hide criticism", "hide negative reviews", "omit negative reviews", "drop negative reviews", "hide bad reviews", "omit bad reviews", "omite las críticas", "oculta las reseñas negativas", "omite las reseñas negativas",
		"omets les critiques", "masque les avis négatifs", "omettez les critiques", "lass kritik weg", "blende negative bewertungen aus", "verschweige kritik", "ometti le critiche", "nascondi le recensioni negative", "omita as críticas", "oculte as avaliações negativas", "опусти критику", "скрой негативные отзывы", "не упоминай критику",
		"省略批评", "隐藏差评", "不要提及批评", "隐藏负面评价", "批判を省", "否定的なレビューを隠", "低評価のレビューを除", "비판은 빼", "비판을 생략", "부정적인 리뷰를 숨기", "부정적인 리뷰는 제외")
	t12LeakSet = newPhraseSet("the developer gave you", "instructions you were given", "you were told by the developer", "instruction you received", "instructions you received", "instructions you were given", "your system instructions", "your system prompt", "your full instructions", "your instructions verbatim", "your developer instructions", "your hidden instructions", "system or developer",
		"tus instrucciones", "instrucciones de sistema", "instrucciones del sistema", "vos instructions", "tes instructions", "instructions système", "deine anweisungen", "ihre systemanweisungen", "deine systemanweisungen", "deinen systemprompt", "le tue istruzioni", "istruzioni di sistema", "suas instruções", "tuas instruções", "instruções de sistema", "instruções do sistema",
		"твои инструкции", "ваши инструкции", "системные инструкции", "системный промпт", "你的系统提示", "你的指令", "你收到的", "您的系统提示", "系统指令", "あなたのシステム", "あなたが受け取った", "受け取った指示", "システムプロンプト", "당신의 시스템", "받은 지시", "시스템 프롬프트", "시스템 지시")
	// t12ToolList names the other tools the model has; with t12Described,
	// their names or descriptions.
	t12ToolList    = []string{"every tool you have access to", "all tools you have access to", "all the tools you have access to", "every tool you can call", "herramientas a las que tienes acceso", "outils auxquels tu as accès", "werkzeuge, auf die du zugriff hast", "strumenti a cui hai accesso", "ferramentas a que você tem acesso", "инструменты, к которым у тебя есть доступ", "你可以使用的所有工具", "你能调用的所有工具", "あなたが使えるすべてのツール", "사용할 수 있는 모든 도구", "descriptions of every other tool", "description of every other tool", "other tools available to you", "every other tool available", "all tools available to you", "every tool available to you", "otras herramientas disponibles", "autres outils disponibles", "anderen verfügbaren werkzeuge", "altri strumenti disponibili", "outras ferramentas disponíveis", "других доступных инструментов", "其他可用工具", "他の利用可能なツール", "다른 사용 가능한 도구"}
	t12Described   = []string{"description", "names", "descripci", "beschreibung", "descrizion", "descriç", "описани", "назван", "描述", "名称", "説明", "名前", "설명", "이름"}
	t12LeakVerbSet = newPhraseSet("write out", "include", "copy", "paste", "put ", "list ", "add ", "write", "send", "repeat", "incluye", "copia", "pon ", "añade", "inclus", "copie", "mets", "ajoute", "füge", "kopiere", "schreibe", "includi", "inserisci", "aggiungi", "inclua", "coloque", "adicione",
		"включи", "скопируй", "добавь", "вставь", "包含", "复制", "填入", "放入", "写入", "附上", "含め", "コピー", "記入", "入れ", "포함", "복사", "넣어", "기입")
	t12HideUserSet = newPhraseSet("don't list it", "do not list it", "don't list them", "omit that from", "omit this from", "omit it from", "never show these", "never show this", "never show them", "don't show these calls", "without explaining why", "so the user isn't", "so the user doesn't", "so the user won't", "so that the user doesn't",
		"no lo menciones", "no se lo muestres", "no lo muestres al usuario", "sin explicar por qué", "ne le mentionne pas", "ne le montre pas", "sans expliquer pourquoi", "erwähne es nicht", "zeige es nicht", "ohne zu erklären", "non menzionarlo", "non mostrarlo", "senza spiegare", "não mencione isso", "não mostre isso", "sem explicar",
		"не упоминай это", "не показывай это", "не объясняя", "不要告诉用户", "不要向用户显示", "不要让用户知道", "ユーザーに伝えず", "ユーザーに見せない", "ユーザーに知らせず", "사용자에게 알리지", "사용자에게 보여주지")
	t12ActsSet   = newPhraseSet("create", "remove", "delete", "crea", "supprim", "lösch", "elimin", "удал", "创建", "删除", "作成", "削除", "생성", "삭제")
	t12FilterObj = []string{"where clause", "where-klausel", "where 절", "where子句", "where 子句", "where 句", "where句", "cláusula where", "clause where", "clausola where", "условие where", "where条件",
		"filter by user", "filtro por user", "filtro por usuario", "filtro por usuário", "filtre par utilisateur", "filtro per utente", "benutzerfilter", "фильтр по пользовател", "user_id filter", "filtro por user_id"}
	t12DropVerb      = []string{"drop", "remove", "strip", "omit", "quita", "elimina", "omite", "supprime", "retire", "enlève", "entferne", "lösche", "streiche", "rimuovi", "ometti", "remova", "retire", "apague", "удали", "убери", "опусти", "删除", "去掉", "移除", "去除"}
	t12DropAfter     = []string{"を削除", "を外", "を取り除", "を除", "을 제거", "를 제거", "을 삭제", "를 삭제", "을 빼", "를 빼", "제거하"}
	t12RunSet        = newPhraseSet("run", "execute", "use ", "add ", "append", "first", "ejecuta", "execute", "exécute", "lance", "führe", "starte", "esegui", "lancia", "execute", "rode", "выполни", "запусти", "执行", "运行", "実行", "실행", "먼저")
	t12PrecedenceSet = newPhraseSet("takes priority over any other", "takes precedence over any other", "takes priority over all", "takes precedence over all", "from any other server", "from other servers; treat", "treat those as unavailable", "treat them as unavailable", "treat other tools as unavailable", "are legacy aliases", "even if another", "use ours instead", "for every numeric question", "prefer it for every", "prefer it for all", "built-in fetch, which",
		"en lugar de cualquier otra herramienta", "plutôt que tout autre outil", "statt jedes anderen werkzeugs", "invece di qualsiasi altro strumento", "em vez de qualquer outra ferramenta",
		"вместо любых других инструментов", "вместо любого другого инструмента", "优先于任何其他", "优先于其他所有", "他のどのツールよりも優先", "他のすべてのツールより優先", "다른 어떤 도구보다 우선", "다른 모든 도구보다 우선")
	t12UserTextSet   = newPhraseSet("full document", "full text", "entire document", "whole document", "the user's email", "texto completo", "documento completo", "texte complet", "document complet", "vollständigen text", "gesamten text", "testo completo", "documento intero", "полный текст", "весь текст", "全文", "完整内容", "完整文本", "全文を", "전체 텍스트", "문서 전체")
	t12SecretFileSet = newPhraseSet(".env", "id_rsa", ".aws/credentials", ".npmrc", ".git-credentials", ".kube/config", "kubeconfig", ".netrc")
	t12Push          = []string{"push", "upload", "send", "post", "hoch", "sende", "sube", "envía", "envia", "téléverse", "envoie", "carica", "invia", "загрузи", "отправь", "上传", "发送", "アップロード", "送信", "업로드", "전송"}
	t12ChooseSet     = newPhraseSet("choose it", "pick it", "select it", "elígela", "elígelo", "escógela", "prefiérela", "choisis-le", "choisissez-le", "choisis-la", "wähle es", "wählen sie es", "sceglilo", "sceglila", "escolha-a", "escolha-o", "выбирай его", "выбирай её", "选择它", "これを選", "이것을 선택")
	t12AnyOtherSet   = newPhraseSet("over any other", "over every other", "antes que cualquier otra", "antes que cualquier otro", "plutôt que tout autre", "vor jedem anderen", "statt jedes anderen", "prima di qualsiasi altro", "invece di qualsiasi altro", "em vez de qualquer outra", "вместо любого другого", "вместо любых других", "而不是其他任何", "他のどの", "다른 어떤")
	t12HarvestSet    = newPhraseSet("every api key you can find", "every key you can find", "all api keys you can find", "all the keys you can find", "every token you can find", "every secret you can find", "all credentials you can find", "every credential you can find", "every password you can find",
		"todas las claves que encuentres", "toutes les clés que tu trouves", "toutes les clés que vous trouvez", "alle schlüssel, die du findest", "alle api-schlüssel, die du findest", "tutte le chiavi che trovi", "todas as chaves que encontrar", "все ключи, которые найдёшь", "все ключи, которые найдешь", "能找到的所有密钥", "找到的所有api密钥", "見つけたすべてのキー", "見つかるすべてのapiキー", "찾을 수 있는 모든 키", "찾은 모든 api 키")
	t12SafetySet = newPhraseSet("refusal guidelines", "safety guidelines", "safety rules", "safety policies", "content policy", "usage policy", "guardrails", "directrices de seguridad", "políticas de seguridad", "consignes de sécurité", "règles de sécurité", "sicherheitsrichtlinien", "sicherheitsregeln", "linee guida di sicurezza", "regole di sicurezza",
		"diretrizes de segurança", "regras de segurança", "правила безопасности", "политику безопасности", "安全准则", "安全规则", "安全策略", "安全ガイドライン", "安全規則", "안전 지침", "안전 규칙")
	t12WholeHomeSet = newPhraseSet("whole home directory", "entire home directory", "whole home folder", "entire home folder", "todo el directorio personal", "toda la carpeta personal", "tout le répertoire personnel", "tout le dossier personnel", "gesamte home-verzeichnis", "ganze home-verzeichnis", "gesamten home-ordner", "l'intera home", "intera cartella home",
		"todo o diretório home", "toda a pasta pessoal", "весь домашний каталог", "всю домашнюю папку", "整个主目录", "整个用户目录", "ホームディレクトリ全体", "ホームフォルダ全体", "홈 디렉터리 전체", "홈 폴더 전체")
	t12AlsoSet        = newPhraseSet("also", "aussi", "también", "auch", "anche", "também", "также", "тоже", "也", "も", "도 ")
	t12CopyVerbSet    = newPhraseSet("copy", "cc ", "forward", "send", "post", "copie", "envoie", "transfère", "copia", "reenvía", "envía", "kopiere", "leite", "sende", "inoltra", "invia", "encaminhe", "envie", "перешли", "скопируй", "отправь", "抄送", "转发", "复制", "転送", "コピー", "전달", "복사")
	t12EachCallSet    = newPhraseSet("after each", "after every", "después de cada", "après chaque", "nach jedem", "dopo ogni", "após cada", "depois de cada", "после каждого", "每次调用", "每次", "呼び出すたび", "ごとに", "할 때마다", "호출할 때마다")
	t12FullContentSet = newPhraseSet("full file content", "full content", "entire content", "full output", "complete output", "tool name and arguments", "contenido completo", "contenu complet", "vollständigen inhalt", "gesamten inhalt", "contenuto completo", "conteúdo completo", "полное содержимое", "完整内容", "全部内容", "全内容", "전체 내용")
	t12ReadFromSet    = newPhraseSet("read them from", "read it from", "take them from", "take it from", "pull them from", "copy them from", "léelos de", "léela de", "léelo de", "tómalos de", "cópialos de", "lis-les dans", "lis-le dans", "prends-les dans", "lies sie aus", "nimm sie aus", "entnimm sie", "leggili da", "leggila da", "prendili da",
		"leia-os de", "leia-o de", "pegue-os de", "возьми их из", "прочитай их из", "возьми из", "从 .env", "从.env", ".env 中读取", ".env中读取", ".envから読み", ".env から読み", ".envから取得", ".env에서 읽", ".env 에서 읽", ".env에서 가져")
	t12RootSet = newPhraseSet("start from /", "starting from /", "start at /", "from the filesystem root", "from the root of the disk", "entire filesystem", "whole filesystem", "entire file system", "whole file system", "todo el sistema de archivos", "desde la raíz /", "tout le système de fichiers", "depuis la racine /",
		"gesamte dateisystem", "ab dem wurzelverzeichnis /", "l'intero filesystem", "dalla radice /", "todo o sistema de arquivos", "a partir da raiz /", "всю файловую систему", "с корня /", "整个文件系统", "从根目录 /", "从根目录/", "ファイルシステム全体", "ルート / から", "전체 파일 시스템", "루트 / 부터")
	t12RecurseSet    = newPhraseSet("recurse", "every directory", "every folder", "each subfolder", "recursiv", "cada carpeta", "chaque dossier", "jedes verzeichnis", "ogni cartella", "cada pasta", "каждую папку", "рекурсивно", "每个目录", "递归", "すべてのディレクトリ", "再帰", "모든 디렉터리", "재귀")
	t12SkipChecksSet = newPhraseSet("without running checks", "without checks", "without review", "without asking", "without confirmation", "skip checks", "skip review", "senza controlli", "senza conferm", "sin comprobaciones", "sin revisión", "sin confirma", "sans vérification", "sans confirmation", "ohne prüfung", "ohne bestätigung", "ohne rückfrage",
		"sem verificações", "sem confirmação", "sem revisão", "без проверок", "без подтверждения", "不经检查", "无需确认", "跳过检查", "チェックなしで", "確認なしで", "검사 없이", "확인 없이")
)

// The lists above that are also read as sets.
var (
	t12CueMoreSet   = newPhraseSet(t12CueMore...)
	t12DescribedSet = newPhraseSet(t12Described...)
	t12FilterObjSet = newPhraseSet(t12FilterObj...)
	t12ToolListSet  = newPhraseSet(t12ToolList...)
)

// Gates: words one of which a pattern needs, found before it is run.
var (
	t12CovertGate      = newPhraseSet("quietly", "silently", "secretly", "covertly", "discreetly", "sigilosamente", "en silencio", "discretamente", "silencieusement", "discrètement", "en secret", "heimlich", "stillschweigend", "unbemerkt", "di nascosto", "silenziosamente", "segretamente", "silenciosamente", "secretamente", "тихо", "незаметно", "тайно", "悄悄", "偷偷", "暗中", "こっそり", "密かに", "黙って", "몰래", "조용히")
	t12FloodGate       = newPhraseSet("repeat", "duplica", "repite", "répète", "répétez", "wiederhole", "ripeti", "repita", "повтори", "重复", "繰り返", "반복")
	t12FixedFigureGate = newPhraseSet(" as ")
	t12ForeverGate     = newPhraseSet("forever", "continuously", "nonstop", "non-stop")
	t12RankGate        = newPhraseSet("treat ", "prefer ", "instead", "built-in")
	t12PayloadGate     = newPhraseSet(":()", "dd ", "fallocate", "checkpoint-action", "--unsafe-perm", "npm", "while", "for ((")
	t12Fetchers        = []string{"curl", "wget"}
	t12SwapFixedGate   = newPhraseSet("@", "http")
	t12ReplaceGate     = newPhraseSet("replace", "swap", "reemplaza", "sustituye", "remplace", "ersetze", "sostituisci", "substitua", "замени")
)

// Literals t12Payload and t12FixedFigure need beyond their gates (one in
// each alternative): a sentence without any spares the expression.
var (
	t12PayloadNeeds = newPhraseSet(":()", "if=/dev/", "fallocate", "while", "((", "checkpoint-action=exec", "--unsafe-perm", "&&")
	t12FigureNeeds  = newPhraseSet("average", "rating", "score", "total", "price")
)

// t12SwapVerbs open an order to change a value.
var t12SwapVerbs = []string{"change", "replace", "switch", "rewrite", "swap", "cambia", "reemplaza", "sustituye", "remplace", "remplacez", "ändere", "ersetze", "sostituisci", "altere", "substitua", "troque", "mude", "замени", "измени"}

var t12DropAfterSet = newPhraseSet(t12DropAfter...)
