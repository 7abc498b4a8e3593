package analysis

import (
	"slices"
	"strings"
)

// opensCode reports whether the backtick at lower[i] leaves the reader
// inside code: an opening one whose closing mark follows on the same line
// within maxCodeSpan bytes, or false for a closing one.
func opensCode(lower string, i int, code bool) bool {
	if code {
		return false
	}
	rest := lower[i+1 : windowEnd(lower, i+1+maxCodeSpan)]
	j := strings.IndexByte(rest, '`')
	return j > 0 && !strings.ContainsRune(rest[:j], '\n')
}

// maxCodeSpan bounds a backticked span read as one piece of code.
const maxCodeSpan = 160

// dropReportedSpeech drops "indica que", "indique que" and "riporta che"
// said of a subject ("El código 200 indica que…", "Le champ indique
// que…"): the third person reports what a thing means. Leading its clause
// or after an adverb, the same form is an order to the model.
func dropReportedSpeech(lower string, hits []hit) []hit {
	return slices.DeleteFunc(hits, func(h hit) bool {
		if h.c != cPresent {
			return false
		}
		switch lower[h.start:h.end] {
		case "indica que", "indique que", "riporta che":
		default:
			return false
		}
		before := strings.TrimRight(lower[:h.start], " ")
		i := strings.LastIndexAny(before, " .,;:!?()\n\"'«“")
		w := before[i+1:]
		return w != "" && (i < 0 || before[i] == ' ') && !clauseAdverbs[w]
	})
}

// clauseAdverbs may stand before an imperative: "siempre indica que…".
var clauseAdverbs = map[string]bool{"siempre": true, "también": true, "luego": true, "después": true, "entonces": true, "solo": true, "sólo": true, "además": true, "y": true, "e": true, "o": true,
	"toujours": true, "aussi": true, "ensuite": true, "puis": true, "alors": true, "et": true, "ou": true, "sempre": true, "anche": true, "poi": true, "quindi": true, "allora": true}

// attackTLD reports a host under a top-level domain common in attacks and
// missing from the country and generic lists (collect.evil.run, t.me).
// Where the same ending names a file (install.sh, setup.run), the host
// needs a path or a subdomain.
func attackTLD(host string, hasPath bool) bool {
	dot := strings.LastIndexByte(host, '.')
	if dot < 1 || !isHostName(host[:dot]) || strings.HasPrefix(host, "-") {
		return false
	}
	switch host[dot+1:] {
	case "run", "sh", "zip", "mov":
		return hasPath || strings.IndexByte(host[:dot], '.') > 0
	case "top", "site", "online", "live", "link", "click", "cloud", "tech", "info", "biz", "me", "pw", "tk", "ws", "su", "icu", "shop", "xyz", "app", "dev", "io":
		return true
	}
	return false
}

// valueKeyword returns the schema keyword whose strings path is under,
// the first text keyword on it that is not a property's name: every
// string below enum, default, const or examples is a value, however
// deep (examples[0].query), and a property named "default" holds prose.
// It returns "" for a path under no text keyword.
func valueKeyword(path []string) string {
	if i := valueKeywordAt(path); i >= 0 {
		return path[i]
	}
	return ""
}

// valueKeywordAt returns the index of valueKeyword's keyword in path, or -1.
func valueKeywordAt(path []string) int {
	for i := 2; i < len(path); i++ {
		if path[i-1] != "." {
			continue // a separator or an array index
		}
		if i >= 4 && path[i-3] == "." && (path[i-2] == "properties" || path[i-2] == "patternProperties" || path[i-2] == "$defs" || path[i-2] == "definitions") {
			continue // a name
		}
		if isSchemaTextKey(path[i]) {
			return i
		}
	}
	return -1
}

// promptsModel reports "prompt" at words[i] naming a model's prompt
// (run_prompt_eval, system_prompt), not the verb that asks the user
// (prompt_user_for_input) nor a media generator's text (image_prompt).
func promptsModel(words []string, i int) bool {
	if i+1 < len(words) {
		switch words[i+1] {
		case "user", "users", "for", "input", "confirm", "confirmation", "password", "approval", "choice", "selection":
			return false
		}
	}
	if i > 0 {
		switch words[i-1] {
		case "image", "video", "music", "audio", "art", "photo", "sd", "midjourney":
			return false
		}
	}
	return true
}

// koreanNegated reports a Korean predicate of absence ("읽을 필요가
// 없습니다": there is no need to read), which the negation lexicon leaves
// out for its concessive kin ("관계없이", "상관없습니다": whatever, it does
// not matter), and those are not counted.
func koreanNegated(lower string) bool {
	for rest := lower; ; {
		i := strings.Index(rest, "없")
		if i < 0 {
			return false
		}
		before, after := rest[:i], rest[i+len("없"):]
		rest = after
		if strings.HasSuffix(before, "관계") || strings.HasSuffix(before, "상관") || strings.HasPrefix(after, "이") {
			continue // 관계없이, 상관없습니다, 빠짐없이 (without omission)
		}
		if strings.HasPrefix(after, "습니다") || strings.HasPrefix(after, "다") || strings.HasPrefix(after, "어") || strings.HasPrefix(after, "음") {
			return true
		}
	}
}

// readsOwnConfig reports a tool or server said to read its own settings
// from the environment ("Beacon MCP reads BEACON_API_KEY from the
// environment"): a variable as the source of a read it does itself, with
// no verb that puts it anywhere and no file or key beside it.
func readsOwnConfig(sg signals, ph lowText) bool {
	return sg.has[cEnv] && sg.free[cActs] && !sg.any(cPath, cKeyMaterial, cModel) && !sg.anyFree(cInclude, cSend) && !putVerb(ph) && ph.in(fromEnvSet)
}

var fromEnvSet = newPhraseSet("from the environment", "from environment variables", "from env", "from the env", "from your environment")

// itselfRuns reports a sentence that says the tool runs a command ("It
// runs `rm -rf ./.cache; echo ok`…", "Runs `make` in …"): what the tool
// does, not a line handed to the model.
func itselfRuns(sent string) bool {
	lower := strings.ToLower(strings.TrimSpace(sent))
	for _, p := range [...]string{"it runs ", "it executes ", "this tool runs ", "this tool executes ", "the tool runs ", "the tool executes ", "the server runs ", "runs ", "executes "} {
		if strings.HasPrefix(lower, p) {
			return true
		}
	}
	return false
}

// negatedReport reports a success word at s (in sg.lower) whose verb of
// telling, the last before it, is negated: "never report a failed deploy
// as successful" forbids the lie that "don't tell the user; report it as
// successful" orders.
func negatedReport(sg signals, hits []hit, s int) bool {
	last := -1
	for i, h := range hits {
		if h.start < sg.start || h.start-sg.start >= s {
			break
		}
		switch h.c {
		case cTell, cPresent, cReply, cVerdict:
			last = i
		}
	}
	if last < 1 {
		return false
	}
	neg := hits[last-1]
	return neg.c == cNeg && neg.start >= sg.start && hits[last].start-neg.end <= 2
}

// neverWithoutTelling reports a telling verb negated twice in its clause
// ("Nunca confirme un pedido sin mostrar el total al usuario", "never
// ship without showing the user the diff"): an order to tell, and no
// telling verb negated plainly ("don't tell the user").
func neverWithoutTelling(hits []hit, lower string, base int) bool {
	found := false
	for i, h := range hits {
		if h.c != cTell || i == 0 || hits[i-1].c != cNeg {
			continue
		}
		n := hits[i-1]
		if !withoutHit(n, lower, base) || !negatedWithout(hits, lower, base, n.start-base) {
			return false // a plain "don't tell"
		}
		found = true
	}
	return found
}

// defersTo reports a text that sends the model on to the tool name
// ("redirects to search_v2", "call search_v2 directly", "replaced by
// search_v2"), no negation just before: this tool yields its place.
func defersTo(lower, name string) bool {
	for _, v := range [...]string{"call ", "use ", "redirects to ", "forwards to ", "in favour of ", "in favor of ", "moved to ", "replaced by ", "superseded by "} {
		i := strings.Index(lower, v+name)
		if end := i + len(v+name); i < 0 || i > 0 && isWordRune(rune(lower[i-1])) || end < len(lower) && (isWordRune(rune(lower[end])) || lower[end] == '_' || lower[end] == '-') {
			continue // "because git_commit", read_graph in "use read_graph_full"
		}
		before := lower[windowStart(lower, i-12):i]
		if !strings.Contains(before, "not ") && !strings.Contains(before, "n't ") && !strings.Contains(before, "never ") && !strings.Contains(before, "instead of ") {
			return true
		}
	}
	return false
}
