package analysis

import (
	"slices"
	"strings"
	"testing"
)

func TestBreadth(t *testing.T) {
	for _, tc := range []struct {
		origin       string
		subdomainsOK bool
		want         int
	}{
		{"*", false, anyOrigin},
		{"https:", false, anyOrigin},
		{"data:", true, anyOrigin},
		{"https://*", false, anyOrigin},
		{"https://*:443", false, anyOrigin},
		{"https://*.com", true, anyOrigin},
		{"https://*.github.io", true, anyOrigin},
		{"https://*.us-east-1.amazonaws.com", true, anyOrigin},
		{"https://*.example.com", false, broadOrigin},
		{"https://*.example.com", true, narrowOrigin},
		{"https://a*.example.com", true, broadOrigin},
		{"http://api.example.com", false, broadOrigin},
		{"ws://live.example.com", false, broadOrigin},
		{"https://a.example; script-src *", false, broadOrigin},
		{"'unsafe-eval'", true, broadOrigin},
		{"", false, broadOrigin},
		{"https://api.example.com", false, narrowOrigin},
		{"wss://live.example.com:8443/path", false, narrowOrigin},
		{"api.example.com", false, narrowOrigin},
		{"https://[::1]", false, narrowOrigin},
	} {
		if got := breadth(tc.origin, tc.subdomainsOK); got != tc.want {
			t.Errorf("breadth(%q, %v) = %d, want %d", tc.origin, tc.subdomainsOK, got, tc.want)
		}
	}
}

func TestExternalScripts(t *testing.T) {
	for doc, want := range map[string][]string{
		`<script src="https://CDN.example/a.js"></script><script src="//other.example/b.js"></script>`:                                                                                      {"https://cdn.example", "//other.example"},
		`<script src="app.js"></script><script src="/static/b.js"></script><script src="data:text/javascript,1"></script>`:                                                                  nil,
		`<script>const m = await import( 'https://esm.example/m.js' )</script>`:                                                                                                             {"https://esm.example"},
		"<script type=module>import { x } from \"https://esm.example/x.js\"; import \"//side.example/s.js\"</script>":                                                                       {"https://esm.example", "//side.example"},
		`<script>var s=document.createElement("script"); s.src = "https://load.example/l.js"</script>`:                                                                                      {"https://load.example"},
		`<script>s.setAttribute("src", "https://attr.example/l.js")</script>`:                                                                                                               {"https://attr.example"},
		`<link rel="modulepreload" href="https://pre.example/m.js"><link rel="preload" as="script" href="https://p2.example/x.js"><link rel="stylesheet" href="https://css.example/s.css">`: {"https://pre.example", "https://p2.example"},
		`<script type="importmap">{"imports":{"vue":"https://map.example/vue.js","local":"./l.js"}}</script>`:                                                                               {"https://map.example"},
		`<p>import("https://not-code.example/x.js")</p><script>const url = "https://api.example/data"; fetch(url)</script>`:                                                                 nil,
		`<script src="https://a.example/1.js"></script><script src="https://a.example/2.js"></script>`:                                                                                      {"https://a.example"},
		`<script>fetch("https://code.example/p.txt").then((r) => r.text()).then(eval)</script>`:                                                                                             {"https://code.example"},
		`<script>new Function(await (await fetch('//fn.example/c')).text())()</script>`:                                                                                                     {"//fn.example"},
		`<script src="https://unterminated.example/x.js`:                                                                                                                                    nil,
	} {
		if got := externalScripts(doc); !slices.Equal(got, want) {
			t.Errorf("externalScripts(%s) = %q, want %q", doc, got, want)
		}
	}
}

func FuzzExternalScripts(f *testing.F) {
	f.Add(`<script src="https://a.example/x.js"></script><script>import("//b.example/y")</script>`)
	f.Add(`<script type=importmap>{"imports":{"a":"https://c.example"}}`)
	f.Fuzz(func(t *testing.T, doc string) {
		if got := externalScripts(doc); len(got) > maxScriptOrigins {
			t.Fatalf("%d origins, more than %d", len(got), maxScriptOrigins)
		}
	})
}

func TestCoveredBy(t *testing.T) {
	for _, tc := range []struct {
		origin   string
		declared []string
		want     bool
	}{
		{"https://cdn.example", []string{"https://cdn.example"}, true},
		{"https://cdn.example", []string{"https://*.example"}, true},
		{"https://cdn.example", []string{"https://*.vercel.app"}, false},
		{"https://cdn.example", []string{"http://cdn.example"}, false},
		{"https://cdn.example", []string{"https:"}, true},
		{"https://cdn.example", []string{"*"}, true},
		{"https://cdn.example", []string{"https://*"}, true},
		{"//cdn.example", []string{"https://cdn.example:443"}, true},
		{"https://cdn.example", []string{"cdn.example"}, true},
		{"https://cdn.example", nil, false},
	} {
		if got := coveredBy(tc.origin, tc.declared); got != tc.want {
			t.Errorf("coveredBy(%q, %q) = %v, want %v", tc.origin, tc.declared, got, tc.want)
		}
	}
}

// BenchmarkExternalScripts scans a view of the largest size read
// (256 KiB): markup, inline code and remote scripts.
func BenchmarkExternalScripts(b *testing.B) {
	var sb strings.Builder
	for sb.Len() < 256<<10 {
		sb.WriteString(`<div class="row"><span>item</span></div><script>const x = await import("https://esm.example/m.js"); x.run()</script><script src="https://cdn.example/a.js"></script>`)
	}
	doc := sb.String()
	b.SetBytes(int64(len(doc)))
	for b.Loop() {
		externalScripts(doc)
	}
}
