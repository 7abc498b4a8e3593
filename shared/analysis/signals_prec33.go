package analysis

import "strings"

// partsListedOnly33 reports a sentence whose every include word is a
// list's preposition with nothing sensitive after it ("Check the current
// status of the cookie jar including capacity and remaining space"): it
// lists the parts of what the tool reports and orders nothing passed on.
// The sentence holds nothing but the thing named, a verb that reads or
// shows it and the list; one naming a thing's contents, an address or a
// mailbox is left to the other readings. lower is the sentence's lower
// case, base its offset in the text the hits index.
func partsListedOnly33(hits []hit, lower string, base int) bool {
	found := false
	for _, h := range hits {
		at := h.start - base
		if at < 0 || at >= len(lower) {
			continue
		}
		switch h.c {
		case cInclude:
			if !hasAnyPrefix(lower[at:], includingWords...) {
				return false
			}
			found = true
		case cPath, cEnv, cKeyMaterial, cSecret:
			if found {
				return false
			}
		case cRead, cTell:
		default:
			return false // someone addressed, another act, a condition: more than a list
		}
	}
	return found && !contentsOf(lower) && !strings.Contains(lower, "http") && !hasEmail(lower)
}

// aiGuidePrompt33 reports a property description that gives the prompt
// its name promises to an AI the tool calls, in some language ("Custom
// system prompt to guide the AI", "Prompt système pour guider l'IA",
// "Systemprompt für die KI"): the caller writes it for that AI, as
// agentsOwnPrompt30 reads for an agent or model. Nothing marks the prompt
// as the model's own (yours, the current one, verbatim, the AI's), and
// the description orders nothing (no verb that reads, sends or includes,
// nothing secret).
func aiGuidePrompt33(desc string, ctx scanContext) bool {
	if desc == "" || len(desc) > 240 {
		return false
	}
	l := strings.ToLower(strings.TrimSpace(desc))
	if !aiGuideSet33.in(l) || ownPromptSet33.in(" "+l+" ") {
		return false
	}
	_, hits := ctx.read(desc)
	for _, h := range hits {
		switch h.c {
		case cConversation, cInstr:
		default:
			if h.c < nConcepts && sensitiveOrAct33[h.c] {
				return false
			}
		}
	}
	return true
}

// sensitiveOrAct33 are the concepts that make a prompt property's
// description more than a prompt for the tool's AI.
var sensitiveOrAct33 = func() (m [nConcepts]bool) {
	for _, c := range [...]concept{cRead, cSend, cInclude, cAsk, cPath, cEnv, cKeyMaterial, cSecret, cPersonal, cCode, cHarvest, cCovert, cCovertAdv, cHide, cMust, cOtherTool, cEveryTurn, cOurServer, cPrior, cIgnore, cOverride, cObey} {
		m[c] = true
	}
	return
}()

var (
	// aiGuideSet33: a prompt given to, or guiding, the AI the tool calls.
	aiGuideSet33 = newPhraseSet("guide the ai", "guides the ai", "steer the ai", "for the ai", "to the ai", "guide the llm", "for the llm", "to the llm", "guide the model", "for the model", "for the remote model",
		"guiar a la ia", "para la ia", "guiar el modelo", "para el modelo", "guider l'ia", "pour l'ia", "guider le modèle", "pour le modèle", "für die ki", "steuert die ki", "steuern der ki", "für das modell", "steuern des modells",
		"guidare l'ia", "per l'ia", "guidare il modello", "per il modello", "guiar a ia", "para a ia", "orientar a ia", "guiar o modelo", "para o modelo", "для ии", "управления ии", "для модели", "управления моделью",
		"指导ai", "指导 ai", "给ai", "给 ai", "引导ai", "引导 ai", "ai的", "ai 的", "给模型", "指导模型", "aiへの", "ai への", "aiに渡す", "ai用", "モデルへの", "モデル用", "ai에", "ai 에", "ai용", "ai 용", "모델에", "모델용")
	// ownPromptSet33: the prompt is the model's own, or the AI's as it runs.
	ownPromptSet33 = newPhraseSet("your", " you ", " you'", "verbatim", "current", " own ", "assistant's", "ai's", "model's", "copy", "paste", "exact", "existing", "conversation", "were given",
		" tu ", " tus ", " su actual", "actual", "votre", " ton ", " ta ", "actuel", "dein", "ihr ", "ihren", "aktuell", " tuo", " tua", "attual", " seu ", " sua ", "atual", " ваш", " твой", " твои", "текущ", "你的", "您的", "当前", "あなたの", "現在の", "당신의", "현재")
)

// ownOptionFlow33 reports a sentence whose every address is named in a
// clause that opens with a setting of the tool's own input ("`audience:
// internal` posts only to the Slack incident channel; `audience: public`
// also updates https://status.…"): it says where the tool's output goes
// under each value the caller picks, as ownFlowDisclosed27 reads "this
// tool sends"; nothing is asked of the model, and nothing secret named.
func ownOptionFlow33(sg signals, sent string, dests destinations, params map[string]bool) bool {
	if len(params) == 0 || len(dests) == 0 || !strings.Contains(sent, "`") || sg.any(cModel, cMust, cCovert, cCovertAdv, cHide, cConversation, cSecret, cKeyMaterial, cPath, cEnv, cPersonal, cRedirect, cEveryTurn, cOurServer, cAuthority) || hasEmail(sent) {
		return false
	}
	for _, d := range dests {
		i := strings.Index(sent, d.text)
		if i < 0 {
			return false
		}
		clause := sent[:i]
		if j := strings.LastIndexAny(clause, ";\n"); j >= 0 {
			clause = clause[j+1:]
		}
		if j := strings.LastIndex(clause, ". "); j >= 0 {
			clause = clause[j+2:]
		}
		if !optionSubject33(strings.TrimLeft(clause, " "), params) {
			return false
		}
	}
	return true
}

// optionSubject33 reports a clause that opens with a quoted setting of
// one of params: "`audience: public` also updates", "`mode=draft` posts".
func optionSubject33(clause string, params map[string]bool) bool {
	rest, ok := strings.CutPrefix(clause, "`")
	if !ok {
		return false
	}
	setting, _, ok := strings.Cut(rest, "`")
	if !ok {
		return false
	}
	name, _, ok := strings.Cut(setting, ":")
	if !ok {
		name, _, ok = strings.Cut(setting, "=")
	}
	return ok && params[strings.ToLower(strings.TrimSpace(name))]
}

// usageScope33 reports a sentence that says when to use this tool ("Use
// this for complex work that needs coordination across sessions or when
// context should persist") whose lasting words all stand in a clause that
// describes the work (after "that", "when", "which", "where", "if"): it
// names the tool's job, and plants no standing order.
func usageScope33(hits []hit, lower string, base int) bool {
	first, rest := nextField(lower)
	if first != "use" && first != "call" && first != "invoke" {
		return false
	}
	next, rest := nextField(rest)
	if next == "this" || next == "it" {
		next, rest = nextField(rest)
		if next == "tool" {
			next, _ = nextField(rest)
		}
	}
	if next != "for" && next != "when" && next != "whenever" && next != "if" {
		return false
	}
	found := false
	for _, h := range hits {
		at := h.start - base
		if h.c != cPersist || at < 0 || at > len(lower) {
			continue
		}
		if !containsAny(lower[:at], " that ", " which ", " when ", " where ", " if ") {
			return false
		}
		found = true
	}
	return found && !strings.ContainsAny(lower, ":;")
}

// ownPartsListed33 reports a sentence whose every include word is a
// list's preposition followed by a possessive of the thing the sentence
// is about ("information about a specific agent including its source,
// description, category, and system prompt preview"): the items listed
// are that thing's, the agent's prompt and not the model's. Nothing in
// the sentence is the user's or the model's own, and no address is named.
func ownPartsListed33(hits []hit, lower string, base int) bool {
	found := false
	for _, h := range hits {
		at := h.start - base
		if h.c != cInclude || at < 0 || h.end-base > len(lower) {
			continue
		}
		if !hasAnyPrefix(lower[at:], includingWords...) || !hasAnyPrefix(strings.TrimLeft(lower[h.end-base:], " "), thirdPossessives33...) {
			return false
		}
		found = true
	}
	return found && !containsAny(lower, "your", "user", "you ", "http", " me ", " my ") && !hasEmail(lower)
}

// thirdPossessives33 open a noun phrase owned by a thing already named.
var thirdPossessives33 = []string{"its ", "their ", "seine ", "seinen ", "seiner ", "son ", "sa ", "ses ", "suo ", "sua ", "suoi ", "его ", "её ", "их ", "其"}

// understoodUnasked33 reports a sentence whose every covert phrase is a
// reader understanding without having to ask ("agents and humans should
// understand the full picture without asking questions", "damit man es
// ohne Nachfragen versteht"): a demand that a text be clear, not an order
// to keep anything from the user.
func understoodUnasked33(hits []hit, lower string, base int) bool {
	found := false
	for _, h := range hits {
		at, end := h.start-base, h.end-base
		if h.c != cCovert || at < 0 || end > len(lower) {
			continue
		}
		if !containsAny(lower[at:end], askWords33...) || !containsAny(lower, understandWords33...) {
			return false
		}
		found = true
	}
	return found
}

var (
	askWords33        = []string{"ask", "question", "pregunt", "frag", "domand", "pergunt", "вопрос", "спрашива", "问", "質問", "聞か", "질문", "묻"}
	understandWords33 = []string{"understand", "make sense of", "follow it", "entender", "comprender", "verstehen", "versteht", "comprendre", "comprenne", "capire", "capisca", "понять", "понимал", "理解", "わか", "分か", "이해"}
)

// dropHostLabels33 drops a path word that is a label of a web address's
// host ("https://hub.docker.com/r/…" names no ~/.docker): a host is a
// site, not a place on the machine. A path in the address's path or query
// ("…/upload?f=~/.ssh/id_rsa") is kept.
func dropHostLabels33(lower string, hits []hit) []hit {
	out := hits[:0]
	for _, h := range hits {
		if h.c == cPath && inURLHost33(lower, h.start) {
			continue
		}
		out = append(out, h)
	}
	return out
}

// hostReach33 bounds how far inURLHost33 looks back for a scheme.
const hostReach33 = 256

// inURLHost33 reports offset i inside the host of a web address: "://"
// before it with no slash, space or quotation mark between.
func inURLHost33(lower string, i int) bool {
	for j := i - 1; j >= 0 && i-j <= hostReach33; j-- {
		switch lower[j] {
		case '/':
			return j >= 2 && lower[j-1] == '/' && lower[j-2] == ':'
		case ' ', '\n', '\t', '(', '"', '\'', '<', '[', '`':
			return false
		}
	}
	return false
}
