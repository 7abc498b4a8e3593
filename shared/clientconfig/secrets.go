package clientconfig

import (
	"bytes"
	"net/url"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// Secret is a credential written literally in a configuration file: where
// it is (header, env, url, arg, bearer_token) and its name, never its value.
type Secret struct {
	Where string
	Name  string
	value string
}

func (s Secret) String() string { return s.Where + " " + s.Name }

// Secrets lists the literal credentials of a server entry, sorted.
func (s Server) Secrets() []Secret { return s.secrets }

// SecretValues are the literal credentials themselves, for redacting any
// output that might echo them (a server's error message, for one).
func (s Server) SecretValues() []string {
	var out []string
	for _, sec := range s.secrets {
		out = append(out, sec.value)
	}
	return out
}

// A name that holds a credential: authorization, api-key, x-api-key,
// GITHUB_TOKEN, client_secret, DB_PASSWORD, cookie, PAT…
var secretName = regexp.MustCompile(`(?i)(authoriz|(^|[-_])auth($|[-_])|token|secret|passw|pwd|api[-_]?key|access[-_]?key|private[-_]?key|credential|cookie|session|(^|[-_])pat($|[-_])|(^|[-_])key$)`)

// A value shaped like a credential whatever its name: a bearer or basic
// authorization, or a well-known token prefix.
var secretValue = regexp.MustCompile(`^(?i:bearer|basic|token)\s+\S{6,}|^(ghp_|gho_|ghu_|ghs_|github_pat_|glpat-|xox[abprs]-|sk-|sk_live_|rk_live_|AKIA|ASIA|AIza|ya29\.|npm_|pypi-|hf_|eyJ)\S{6,}`)

// A value that refers to a variable the client fills in: ${VAR},
// ${env:VAR}, ${input:id}, ${{ secrets.X }}, {env:VAR}, $VAR, %VAR%.
var reference = regexp.MustCompile(`\$\{|\$\{\{|\{\{|\{env:|^\$[A-Za-z_][A-Za-z0-9_]*$|%[A-Za-z_][A-Za-z0-9_]*%`)

// A placeholder left from documentation: <your-token>, YOUR_API_KEY, xxx.
var placeholder = regexp.MustCompile(`(?i)^(bearer\s+)?(<[^>]*>|\[[^\]]*\]|your[-_a-z]*|x{3,}|\.{3}|…|changeme|redacted|\*+)$`)

// literal reports whether a value is a credential written in the file.
func literal(name, value string) bool {
	v := strings.TrimSpace(value)
	if v == "" || reference.MatchString(v) || placeholder.MatchString(v) {
		return false
	}
	return secretValue.MatchString(v) || (secretName.MatchString(name) && len(v) >= 6 && !settingValue.MatchString(v))
}

// A value that is a setting, not a credential: a number, a boolean, a
// path, a URL without credentials.
var settingValue = regexp.MustCompile(`(?i)^([0-9.]+|true|false|none|disabled|enabled|[./~][^=]*|https?://[^@?]*)$`)

// findSecrets looks at headers, env, the URL and the arguments.
func findSecrets(s Server) []Secret {
	var out []Secret
	for k, v := range s.Headers {
		if literal(k, v) {
			out = append(out, Secret{"header", k, v})
		}
	}
	for k, v := range s.Env {
		if literal(k, v) {
			out = append(out, Secret{"env", k, v})
		}
	}
	out = append(out, urlSecrets("url", s.URL)...)
	for i, a := range s.Args {
		if name, v, ok := strings.Cut(a, "="); ok && strings.HasPrefix(name, "-") && literal(strings.TrimLeft(name, "-"), v) {
			out = append(out, Secret{"arg", name, v})
			continue
		}
		if strings.HasPrefix(a, "-") && i+1 < len(s.Args) && secretName.MatchString(strings.TrimLeft(a, "-")) && literal(strings.TrimLeft(a, "-"), s.Args[i+1]) {
			out = append(out, Secret{"arg", a, s.Args[i+1]})
			continue
		}
		if strings.Contains(a, "://") {
			out = append(out, urlSecrets("arg", a)...)
		} else if secretValue.MatchString(a) {
			out = append(out, Secret{"arg", "#" + strconv.Itoa(i), a})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].String() < out[j].String() })
	return out
}

// urlSecrets finds a password in the user info, credentials in the query
// and path segments shaped like a token (services that put the key in the
// path: https://mcp.example.com/sk-…/mcp).
func urlSecrets(where, raw string) []Secret {
	u, err := url.Parse(raw)
	if err != nil || u.Host == "" {
		return nil
	}
	var out []Secret
	if p, ok := u.User.Password(); ok && literal("password", p) {
		out = append(out, Secret{where, "password of " + u.Redacted(), p})
	}
	for _, seg := range pathSecrets(u) {
		out = append(out, Secret{where, "path segment", seg})
	}
	for k, vs := range u.Query() {
		for _, v := range vs {
			if literal(k, v) {
				out = append(out, Secret{where, "query " + k, v})
			}
		}
	}
	return out
}

// URLSecretValues are the credentials in a URL that RedactURL hides: its
// password, credential query values and token-shaped path segments.
func URLSecretValues(raw string) []string {
	var out []string
	for _, s := range urlSecrets("url", raw) {
		out = append(out, s.value)
	}
	return out
}

// pathSecrets are the path segments of u shaped like a credential.
func pathSecrets(u *url.URL) []string {
	var out []string
	for seg := range strings.SplitSeq(u.Path, "/") {
		if secretValue.MatchString(seg) && !reference.MatchString(seg) {
			out = append(out, seg)
		}
	}
	return out
}

// RedactURL hides a URL's password, the values of query parameters that
// carry credentials and path segments shaped like one.
func RedactURL(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return "(unparseable url)"
	}
	if segs := pathSecrets(u); len(segs) > 0 {
		red := u.Redacted()
		for _, seg := range segs {
			red = strings.ReplaceAll(strings.ReplaceAll(red, url.PathEscape(seg), "REDACTED"), seg, "REDACTED")
		}
		if u, err = url.Parse(red); err != nil {
			return "(unparseable url)"
		}
	}
	q := u.Query()
	changed := false
	for k, vs := range q {
		for i, v := range vs {
			if literal(k, v) {
				vs[i], changed = "REDACTED", true
			}
		}
	}
	if changed {
		u.RawQuery = q.Encode()
	}
	return u.Redacted()
}

// Line is the line of data (the file the secret was read from) where its
// value first appears, 0 when it is not there as written.
func (s Secret) Line(data []byte) int {
	i := bytes.Index(data, []byte(s.value))
	if i < 0 || s.value == "" {
		return 0
	}
	return bytes.Count(data[:i], []byte("\n")) + 1
}
