package analysis

import (
	"slices"
	"strings"
	"unicode"
)

// userLinkSamples24 returns dests without the URLs written, after the
// user is named, as samples of a link the user holds ("if the user has a
// link like https://…, pass it whole in issue_url").
func userLinkSamples24(dests destinations, sg signals, sent string) destinations {
	if len(dests) == 0 || !sg.has[cUser] {
		return dests
	}
	var out destinations
	for _, d := range dests {
		if i := strings.Index(sent, d.text); i > sg.first[cUser] && linkSample24(sent[max(0, i-48):i]) {
			continue
		}
		out = append(out, d)
	}
	return out
}

// linkSample24 reports a URL written as a sample of a link the user
// holds, before is what precedes it: a link named with a word of
// likeness ("a link like https://…", "ссылка вида `https://…`", "un lien
// comme …", "链接形如 …"), a form to recognise, not a place to send to.
func linkSample24(before string) bool {
	before = strings.ToLower(strings.TrimRight(before, " \"'`«“„「"))
	if strings.HasSuffix(before, "形如") {
		return true // 形如 https://… 的链接: the link word follows
	}
	for _, like := range [...]string{" like", " such as", " of the form", " вида", " типа", " comme", " como", " come", " wie", " tipo", "类似", "のような", " 같은"} {
		if head, ok := strings.CutSuffix(before, like); ok {
			head = strings.TrimRight(head, " ")
			return containsAny(head[max(0, len(head)-12):], linkWords24...)
		}
	}
	return false
}

// linkWords24 name a link.
var linkWords24 = []string{"link", "url", "uri", "ссылк", "lien", "enlace", "collegament", "链接", "網址", "网址", "リンク", "링크"}

// refersBack24 reports a sentence that points back at what the one before
// named: a pronoun, a demonstrative or "the contents" ("put them in",
// "mettez-les", "передайте их", "将内容放入"). A sentence without one has
// its own object ("for self-hosted, set `host`").
func refersBack24(lower string) bool {
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !isWordRune(r) && r != '-' }) {
		switch w {
		case "them", "it", "these", "those", "they", "sie", "diese", "dieses", "diesen", "ceux-ci", "celles-ci", "estos", "estas", "esos", "esas", "questi", "queste",
			"eles", "elas", "esses", "essas", "их", "его", "её", "ее", "эти", "это", "них", "deze", "ze",
			"contents", "content", "inhalt", "contenu", "contenido", "contenuto", "conteúdo", "содержимое", "result", "results", "output":
			return true
		}
		if strings.HasSuffix(w, "-les") || strings.HasSuffix(w, "-la") || strings.HasSuffix(w, "-le") {
			return true // mettez-les
		}
	}
	return containsAny(lower, "它们", "它", "这些", "内容", "结果", "その", "それ", "これら", "中身", "그것", "이것", "이를", "내용")
}

// namedKindRules24 are the findings a sentence naming kinds of
// instructions takes back.
var namedKindRules24 = map[string]bool{"poison-concealment": true, "poison-sensitive-path": true, "poison-exfiltration": true, "poison-hidden-instruction": true, "poison-tool-invocation": true}

// withoutNamedKinds24 drops the orders read in a sentence that names
// kinds of instructions instead of giving one (a scanner's severity
// guide: "high — instructions to hide actions from the user, skip
// confirmation"): it opens with the word for instructions (after a
// label's urgency at most), its first act is that word's complement
// right after it ("instructions to hide", "instrucciones para leer",
// "инструкции скрыть"), no colon announces orders after it, and
// nothing addresses the model, presses, sends to a fixed place or names
// a file, a key or a field of the tool (a kind named stays general).
func withoutNamedKinds24(out []textFinding, sg signals, hits []hit, sent string, fixedTarget bool) []textFinding {
	if len(out) == 0 || fixedTarget || !sg.has[cInstr] || sg.any(cModel, cMust, cEveryTurn, cObey, cAuthority, cOverride, cIgnore, cOrderedBy, cTag, cRole, cPrefer, cOverUser, cPath, cKeyMaterial, cEnv, cParamRef) {
		return out
	}
	var instr *hit
	for i := range hits {
		h := &hits[i]
		if h.start < sg.start || h.end-sg.start > len(sent) || h.c == cUrgency && instr == nil {
			continue
		}
		if instr == nil {
			if h.c != cInstr {
				return out
			}
			instr = h
			continue
		}
		// The word's own ending first (инструкци|и), then what joins it to the act.
		between := strings.TrimLeftFunc(strings.ToLower(sent[instr.end-sg.start:h.start-sg.start]), unicode.IsLetter)
		if !actOf24(h.c) || !slices.Contains(complementWords24, strings.TrimSpace(between)) || strings.Contains(sent[instr.end-sg.start:], ":") {
			return out
		}
		return withoutRules(out, func(rule string) bool { return namedKindRules24[rule] })
	}
	return out
}

// complementWords24 join the word for instructions to the act it names.
var complementWords24 = []string{"", "to", "that", "which", "asking to", "telling you to", "para", "de", "pour", "visant à", "qui", "per", "di", "che", "zu", "die", "по", "о том, чтобы", "que", "a"}

// actOf24 reports a concept that names an act an instruction may ask for.
func actOf24(c concept) bool {
	switch c {
	case cHide, cCovert, cRead, cSend, cInclude, cCall, cTell, cOmit, cSuppress:
		return true
	}
	return false
}
