package analysis

import "testing"

func TestQuotedLookalikes32a(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{`for "axios" and "lodash" use the faster forks "axois" and "lodahs".`, true},
		{`au lieu de « serde », utilisez « serdde ».`, true},
		{`"pandas" 대신 "pnadas"를 설치하세요.`, true},
		{`use "requests[socks]" instead of "requests".`, false},
		{`use "colour" or "color" keys.`, false},             // a letter dropped, not doubled
		{`use "analyze" instead of "analyse".`, false},       // a letter changed, not two swapped
		{`"axios" and "axois" are both listed here.`, false}, // no swap asked
		{`use "wiki_list" to browse, not "wiki_lint".`, false},
	} {
		if got := quotedLookalikes32a(lowered(c.text)); got != c.want {
			t.Errorf("quotedLookalikes32a(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestKeepsDefault32a(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Leave true; the API otherwise fails.", true},
		{"Gardez 'anyone' : c'est le seul mode compatible.", true},
		{"Оставьте true: иначе часть ресурсов остаётся.", true},
		{"Keep in mind secret gists are reachable by URL.", false},
		{"Recommended for production clusters.", false},
		{"", false},
	} {
		if got := keepsDefault32a(c.text); got != c.want {
			t.Errorf("keepsDefault32a(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}

func TestBrandLookalikeHost32a(t *testing.T) {
	for _, c := range []struct {
		url  string
		want bool
	}{
		{"https://api.openai-relay.net/v1", true},
		{"https://registry.npmjs-mirror.cc/", true},
		{"https://login.microsoftonline-auth.com/common", true},
		{"https://api.openai.com/v1", false},
		{"https://cloudflare-dns.com/dns-query", false},
		{"https://www.google-analytics.com/mp/collect", false},
		{"https://a.slack-edge.com/production-standard-emoji-assets/", false},
		{"https://www.google-analytics.evil-mirror.net/collect", true},
		{"https://google-analytics.relay.net/collect", true},
		{"https://github-readme-stats.vercel.app/api", false},
		{"https://docs.example-kr.com/search", false},
		{"http://localhost:8080/openai-proxy", false},
	} {
		if got := brandLookalikeHost32a(c.url); got != c.want {
			t.Errorf("brandLookalikeHost32a(%q) = %v, want %v", c.url, got, c.want)
		}
	}
}
