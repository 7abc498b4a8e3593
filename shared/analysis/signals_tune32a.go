package analysis

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/publicsuffix"
)

// valueTune32a says how a property's default leaves something open to
// everyone, or "": an exposing switch on (public, publish_to_web, force,
// allNamespaces) or a protecting one off (private, masked, verify_tls), a
// share or route value for anyone ("anyone", "*/*"), that the property's
// text tells the model to keep, as is an outside address or an account
// id; or, kept or not, a file mode writable by all (0777) or an address
// whose host dresses up as a known service's (api.openai-relay.net).
func valueTune32a(p schemaProperty) (key, what string, firm bool) {
	if p.key != "default" {
		return "", "", false
	}
	v := p.value
	if list, ok := v.([]any); ok && len(list) > 0 {
		v = list[0] // a list default: its first entry (routes: ["*/*"])
	}
	s, isText := v.(string)
	s = strings.ToLower(s)
	if (isText && worldMode32a[s] || v == 777.0) && anyWord(Tokenize(p.name), "mode", "perm", "perms", "permission", "permissions", "chmod") {
		return p.key, "a file mode anyone may write as the default the model is handed", false
	}
	if isText && brandLookalikeHost32a(s) {
		return p.key, keptDestination32a, true
	}
	if !keepsDefault32a(p.desc) {
		return "", "", false
	}
	words := Tokenize(p.name)
	switch {
	case v == true && exposesWhenOn32a(words), v == false && protectsWhenOn32a(words):
		return p.key, "a setting that opens to everyone as the default the text urges the model to keep", false
	case isText && openValue32a[s] && !anyWord(words, "schema", "dir", "directory", "path", "folder", "kind", "name"):
		return p.key, "a setting that opens to everyone as the default the text urges the model to keep", false
	case isText && outsideURL(s) && !apiRoot(s) && !vendorAPI32a(s):
		return p.key, keptDestination32a, true
	case isText && accountID32a(s) && anyWord(words, "team", "org", "organization", "organisation", "account", "owner", "tenant", "workspace", "project"):
		return p.key, keptDestination32a, true
	}
	return "", "", false
}

// keptDestination32a is valueTune32a's reading of a fixed outside address
// or account the text tells the model to keep: its target is written
// out, so it is firm.
const keptDestination32a = "an outside address or account as the default the text urges the model to keep"

// vendorAPI32a reports a service's own API address (https://api.github.com/graphql):
// an api. host, no query.
func vendorAPI32a(url string) bool {
	_, rest, _ := strings.Cut(url, "://")
	return strings.HasPrefix(rest, "api.") && !strings.ContainsAny(rest, "?#")
}

// accountID32a reports an identifier with a digit in it (team_x8QpL2),
// not a word a user would pick.
func accountID32a(v string) bool {
	return len(v) >= 6 && hasDigit(v) && strings.IndexFunc(v, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0 && !strings.ContainsAny(v, " /:.")
}

var (
	worldMode32a = map[string]bool{"0777": true, "777": true, "0o777": true, "a+rwx": true, "ugo+rwx": true, "0666": true, "666": true}
	openValue32a = map[string]bool{"anyone": true, "anyone_with_link": true, "anyonewithlink": true, "anyone-with-link": true, "public": true, "everyone": true, "world": true, "*/*": true}
)

// exposesWhenOn32a reports a switch that opens or overrides when on.
func exposesWhenOn32a(words []string) bool {
	if anyWord(words, "include", "show", "list", "with") {
		return false // includePublished: what a listing shows
	}
	for _, w := range words {
		if hasAnyPrefix(w, "public", "publish", "force", "world", "anonym", "insecure", "unmask", "unprotect", "unverif", "unsafe") {
			return true
		}
	}
	return anyWord(words, "all") && anyWord(words, "namespaces", "projects", "repos", "repositories", "branches", "clusters", "accounts")
}

// protectsWhenOn32a reports a switch that keeps something private,
// masked, encrypted or verified when on.
func protectsWhenOn32a(words []string) bool {
	for _, w := range words {
		if hasAnyPrefix(w, "privat", "mask", "protect", "verif", "encrypt", "secur", "ssl", "tls", "redact") {
			return true
		}
	}
	return false
}

// keepsDefault32a reports a property text telling the model to leave its
// value as set (leave true, keep this false, gardez, оставьте).
func keepsDefault32a(desc string) bool {
	if desc == "" {
		return false
	}
	lower := strings.ToLower(desc)
	if strings.Contains(lower, "keep") && !strings.Contains(lower, "keep in mind") {
		return true
	}
	return containsAny(lower, keepWords32a...)
}

var keepWords32a = []string{"leave ", "leave:", "laissez", "laisse ", "gardez", "garder", "deixe", "mantenha", "manter", "mantén", "mantener", "déjelo", "dejar", "lass ", "lassen sie", "belass", "behalte", "lasciare", "lascia", "mantieni", "оставь", "оставить", "не меняй", "не изменяй", "не выключай", "そのまま", "変更しない", "유지", "그대로", "保持", "不要改", "勿改", "不要关闭", "do not change", "don't change", "do not turn off", "do not disable"}

// quotedLookalikes32a reports "for "axios" use "axois"": a sentence that
// tells the model to use one quoted name in place of another it misspells
// (two letters swapped, a letter doubled), a typosquat slipped in as a
// fork or a mirror. Only quoted names are compared, at most eight; a
// sentence that gives such a pair as an example of what to catch is left
// alone.
func quotedLookalikes32a(lt lowText) bool {
	if !lt.in(swapCue32a) || lt.in(typoTalk32a) {
		return false
	}
	var names [8]string
	n := 0
	for i := 0; i < len(lt.s) && n < len(names); {
		r, size := utf8.DecodeRuneInString(lt.s[i:])
		i += size
		if !isQuoteRune32a(r) {
			continue
		}
		start := skipQuoteSpace32a(lt.s, i)
		end := start
		for end < len(lt.s) && isNameByte32a(lt.s[end]) {
			end++
		}
		k := skipQuoteSpace32a(lt.s, end)
		if r2, size2 := utf8.DecodeRuneInString(lt.s[k:]); end-start >= 5 && isQuoteRune32a(r2) {
			names[n] = lt.s[start:end]
			n++
			i = k + size2 // past the closing quote
		}
	}
	for a := 0; a < n; a++ {
		for b := a + 1; b < n; b++ {
			if misspells32a(names[a], names[b]) || misspells32a(names[b], names[a]) {
				return true
			}
		}
	}
	return false
}

// misspells32a reports b as a with two neighbouring letters swapped or
// one letter doubled.
func misspells32a(a, b string) bool {
	switch len(b) {
	case len(a):
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && a[i] != a[i+1] && a[i+2:] == b[i+2:]
	case len(a) + 1:
		i := 0
		for i < len(a) && a[i] == b[i] {
			i++
		}
		return i > 0 && b[i] == b[i-1] && a[i:] == b[i+1:]
	}
	return false
}

// skipQuoteSpace32a skips the space French puts inside its guillemets
// (« serde »), a plain or a no-break one.
func skipQuoteSpace32a(s string, i int) int {
	for _, space := range [...]string{" ", "\u00a0", "\u202f"} {
		if strings.HasPrefix(s[i:], space) {
			return i + len(space)
		}
	}
	return i
}

func isQuoteRune32a(r rune) bool {
	switch r {
	case '"', '\'', '`', '“', '”', '‘', '’', '«', '»', '„', '「', '」', '『', '』':
		return true
	}
	return false
}

func isNameByte32a(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == '@' || c == '/'
}

// swapCue32a opens a sentence that puts one name in place of another.
var swapCue32a = newPhraseSet("use ", "instead", "fork", "mirror", "in place of", "rather than", "en lugar", "en vez", "usa ", "utilice", "au lieu", "utilisez", "utilise ", "statt", "anstelle", "verwende", "nutze", "invece", "al posto", "em vez", "em lugar", "use o", "вместо", "используй", "代わり", "대신", "改用", "替代", "代替", "换成")

// typoTalk32a marks a sentence about look-alike names: an example or a
// check for them.
var typoTalk32a = newPhraseSet("e.g.", "for example", "such as", "z. b.", "z.b.", "zum beispiel", "p. ex", "par exemple", "por ejemplo", "ad es", "per esempio", "por exemplo", "например", "例如", "比如", "例えば", "예를 들어", "예:",
	"similar", "resembl", "look-alike", "lookalike", "looks like", "typosquat", "misspell", "typo", "suspicious", "ähnel", "verdächtig", "tippfehler", "ressembl", "suspect", "parecid", "sospechos", "simile", "sospett", "semelhan", "suspeit", "похож", "подозр", "опечат", "相似", "可疑", "拼写错误", "似て", "紛らわしい", "タイポ", "유사", "비슷", "의심", "오타")

// brandLookalikeHost32a reports a URL whose host has a label joining a
// known service's name to another word (openai-relay, npmjs-mirror,
// microsoftonline-auth): a host dressed up as the service's, which serves
// from its own names. Sites hosted on a shared platform and the
// services' own hyphenated sites (brandOwnSites32a) are left alone.
func brandLookalikeHost32a(url string) bool {
	scheme, rest, ok := strings.Cut(url, "://")
	if !ok || scheme != "https" && scheme != "http" && scheme != "wss" {
		return false
	}
	host, _, _ := strings.Cut(rest, "/")
	host, _, _ = strings.Cut(host, ":")
	if !outsideURL(url) {
		return false
	}
	if site, err := publicsuffix.EffectiveTLDPlusOne(host); err == nil && brandOwnSites32a[site] {
		return false
	}
	if hasAnySuffix(host, ".github.io", ".vercel.app", ".netlify.app", ".pages.dev", ".herokuapp.com", ".readthedocs.io", ".workers.dev") {
		return false
	}
	for label := range strings.SplitSeq(host, ".") {
		first, last := strings.IndexByte(label, '-'), strings.LastIndexByte(label, '-')
		if first >= 0 && (serviceNames32a[label[:first]] || serviceNames32a[label[last+1:]]) {
			return true
		}
	}
	return false
}

// brandOwnSites32a are sites the services themselves serve from under a
// hyphenated name (analytics, CDNs, link redirects, DNS).
var brandOwnSites32a = map[string]bool{"cloudflare-dns.com": true, "cloudflare-ipfs.com": true, "google-analytics.com": true, "amazon-adsystem.com": true, "slack-edge.com": true, "slack-imgs.com": true, "slack-redir.net": true, "slack-files.com": true, "paypal-objects.com": true, "apple-cloudkit.com": true, "apple-mapkit.com": true}

// serviceNames32a are names of services whose hosts are imitated.
var serviceNames32a = map[string]bool{"openai": true, "anthropic": true, "github": true, "gitlab": true, "stripe": true, "paypal": true, "google": true, "googleapis": true, "microsoft": true, "microsoftonline": true, "slack": true, "npmjs": true, "npm": true, "pypi": true, "docker": true, "apple": true, "amazon": true, "aws": true, "azure": true, "cloudflare": true, "supabase": true, "notion": true, "figma": true, "atlassian": true, "okta": true, "auth0": true, "twilio": true, "sendgrid": true, "huggingface": true, "telegram": true, "discord": true}
