package analysis

import (
	"bytes"
	"net/url"
	"regexp"
	"slices"
	"strings"

	"golang.org/x/net/html"
)

// maxScriptOrigins bounds the origins externalScripts collects.
const maxScriptOrigins = 20

// remoteLoad finds, in inline script text, code fetched from another
// origin: dynamic and static imports, a script element's src, importScripts.
var remoteLoad = regexp.MustCompile(`(?i)(?:\bimport\s*\(\s*|\bfrom\s*|\bimport\s+|\.src\s*=\s*|setAttribute\(\s*["']src["']\s*,\s*|importScripts\(\s*)["'\x60]((?:https?:)?//[^"'\x60\s]+)`)

// quotedURL finds quoted absolute URLs: an import map's, or those of
// inline code that evaluates text it fetched (codeEval).
var quotedURL = regexp.MustCompile(`["'\x60]((?:https?:)?//[^"'\x60\s]+)`)

// codeEval finds code that runs a string as script.
var codeEval = regexp.MustCompile(`\beval\b|\bnew\s+Function\b`)

// externalScripts lists the origins (scheme://host, or //host for a
// protocol-relative URL) that the HTML loads script from: script src,
// modulepreload and script preload links, import maps, inline code that
// loads a remote script, and the URLs of inline code that evaluates strings. Relative URLs stay on the view's own origin.
func externalScripts(doc string) []string {
	var out []string
	add := func(ref string) {
		if o := remoteOrigin(ref); o != "" && !slices.Contains(out, o) && len(out) < maxScriptOrigins {
			out = append(out, o)
		}
	}
	z := html.NewTokenizer(strings.NewReader(doc))
	inScript, importMap := false, false
	for len(out) < maxScriptOrigins {
		switch z.Next() {
		case html.ErrorToken:
			return out
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			if string(name) != "script" && string(name) != "link" {
				continue
			}
			attrs := map[string]string{}
			for hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				attrs[string(k)] = string(v)
			}
			switch string(name) {
			case "script":
				inScript, importMap = true, strings.EqualFold(attrs["type"], "importmap")
				if src, ok := attrs["src"]; ok {
					add(src)
				}
			case "link":
				rel := strings.ToLower(attrs["rel"])
				if rel == "modulepreload" || (rel == "preload" && strings.EqualFold(attrs["as"], "script")) {
					add(attrs["href"])
				}
			}
		case html.EndTagToken:
			inScript, importMap = false, false
		case html.TextToken:
			if !inScript || !bytes.Contains(z.Raw(), []byte("//")) {
				continue // no URL to look at
			}
			code := string(z.Text())
			loads := remoteLoad
			if importMap || codeEval.MatchString(code) {
				loads = quotedURL // every URL may end up as code
			}
			for _, m := range loads.FindAllStringSubmatch(code, maxScriptOrigins) {
				add(m[1])
			}
		}
	}
	return out
}

// remoteOrigin is the origin of an absolute or protocol-relative URL, or ""
// for a relative one (or a data: or blob: URL, which holds its own code).
func remoteOrigin(ref string) string {
	ref = strings.TrimSpace(ref)
	u, err := url.Parse(ref)
	if err != nil || u.Host == "" {
		return ""
	}
	if u.Scheme == "" {
		return "//" + strings.ToLower(u.Host)
	}
	return strings.ToLower(u.Scheme) + "://" + strings.ToLower(u.Host)
}
