package analysis

import "strings"

// userLinkSamples24 returns dests without the URLs written as samples of
// a link the user named before holds ("if the user has a link like
// https://…, pass it whole in issue_url").
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
