package analysis

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"slices"
	"sort"
	"strings"
	"unicode"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// DriftFacts is what classified drift compares of one tool: derived facts,
// never its text, so a snapshot can keep them beside the fingerprint.
// Addresses, parameters, required names and enum values are short hashes.
type DriftFacts struct {
	Fingerprint string              `json:"fp"`
	Cosmetic    string              `json:"cos,omitempty"` // hash of the definition with whitespace and punctuation removed from its strings
	Destructive bool                `json:"dst,omitempty"` // effective destructiveHint (spec default true)
	ReadOnly    bool                `json:"ro,omitempty"`  // effective readOnlyHint (spec default false)
	Addresses   []string            `json:"adr,omitempty"` // URLs, e-mail and IP addresses in its strings
	Findings    []string            `json:"fnd,omitempty"` // poison-* rules it trips
	References  []string            `json:"ref,omitempty"` // sibling tool names its strings name
	Sensitive   []string            `json:"sen,omitempty"` // input properties that look sensitive
	Open        bool                `json:"opn,omitempty"` // inputSchema.additionalProperties is not false
	Required    []string            `json:"req,omitempty"` // inputSchema.required
	Enums       map[string][]string `json:"enm,omitempty"` // property → its enum values (empty: no enum)

	// FingerprintOnly marks facts rebuilt from a stored fingerprint alone:
	// only renames can be classified against them.
	FingerprintOnly bool `json:"-"`
	// shown maps hashes back to the text they came from, for messages
	// about the current side; never stored.
	shown map[string]string
}

// FactsOf derives the drift facts of every tool (same order as report).
func FactsOf(tools []Tool, report Report) []DriftFacts {
	names := make(map[string]bool, len(tools))
	for _, t := range tools {
		names[t.Name] = true
	}
	out := make([]DriftFacts, len(tools))
	forEachParallel(len(tools), func(i int) { out[i] = factsOf(tools[i], report.Tools[i], names) })
	return out
}

// Bounds of what one tool's facts keep.
const (
	maxFactItems  = 32 // addresses, references, sensitive parameters, required names, enum values per property
	maxFactProps  = 64 // properties whose enums are kept
	factHashBytes = 6
)

var addressPattern = regexp.MustCompile(`(?i)\b(?:[a-z][a-z0-9+.-]{1,15}://[^\s"'<>()\[\]{}` + "`" + `]+|[a-z0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+|\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?)`)

func factsOf(t Tool, r ToolReport, siblings map[string]bool) DriftFacts {
	f := DriftFacts{Fingerprint: r.Fingerprint, shown: map[string]string{}}
	f.Destructive = !isFalse(r.Annotations.DestructiveHint)
	f.ReadOnly = isTrue(r.Annotations.ReadOnlyHint)
	schema, _ := jsonvalue.Decode(t.InputSchema)
	ann, _ := jsonvalue.Decode(t.Annotations)

	var texts []string
	if t.Description != nil {
		texts = append(texts, *t.Description)
	}
	eachString(schema, nil, func(_ []string, s string) { texts = append(texts, s) })
	var addrs, refs []string
	for _, s := range texts {
		if !mayHoldAddress(s) {
			continue
		}
		for _, a := range addressPattern.FindAllString(s, maxFactItems) {
			addrs = append(addrs, f.hash(strings.TrimRight(a, ".,;:!?")))
		}
	}
	for _, s := range texts {
		for _, w := range strings.FieldsFunc(s, notNameRune) {
			if w != t.Name && siblings[w] {
				refs = append(refs, w)
			}
		}
	}
	f.Addresses, f.References = bounded(addrs), bounded(refs)
	for _, fd := range r.Findings {
		if fd.Rule != "" && strings.HasPrefix(fd.Rule, "poison-") {
			f.Findings = append(f.Findings, fd.Rule)
		}
	}
	f.Findings = bounded(f.Findings)

	obj, _ := schema.(map[string]any)
	if obj != nil {
		f.Open = obj["additionalProperties"] != false
	}
	props, _ := obj["properties"].(map[string]any)
	var sensitive []string
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		desc, _ := pm["description"].(string)
		if SensitiveParameter(name, desc) {
			sensitive = append(sensitive, f.hash(name))
		}
		if len(f.Enums) < maxFactProps {
			vals := []string{}
			enum, _ := pm["enum"].([]any)
			for _, v := range enum {
				vals = append(vals, f.hash(leafText(v)))
			}
			if f.Enums == nil {
				f.Enums = map[string][]string{}
			}
			if vals = bounded(vals); vals == nil {
				vals = []string{}
			}
			f.Enums[f.hash(name)] = vals
		}
	}
	f.Sensitive = bounded(sensitive)
	if req, ok := obj["required"].([]any); ok {
		var names []string
		for _, n := range req {
			if s, ok := n.(string); ok {
				names = append(names, f.hash(s))
			}
		}
		f.Required = bounded(names)
	}
	f.Cosmetic = cosmeticHash(schema, ann, t.Description)
	return f
}

// hash is the short hash facts keep of a piece of text.
func (f *DriftFacts) hash(s string) string {
	sum := sha256.Sum256([]byte(s))
	h := hex.EncodeToString(sum[:factHashBytes])
	if f.shown != nil {
		f.shown[h] = s
	}
	return h
}

func (f DriftFacts) show(h string) string {
	if s, ok := f.shown[h]; ok {
		return fmt.Sprintf("%q", ClipBytes(s, 120))
	}
	return ""
}

// mayHoldAddress is the cheap test before addressPattern: a scheme
// separator, an at sign, or a digit, dot, digit run.
func mayHoldAddress(s string) bool {
	if strings.Contains(s, "://") || strings.IndexByte(s, '@') >= 0 {
		return true
	}
	for i := 1; i+1 < len(s); i++ {
		if s[i] == '.' && isASCIIDigit(s[i-1]) && isASCIIDigit(s[i+1]) {
			return true
		}
	}
	return false
}

func notNameRune(r rune) bool {
	return !(r == '_' || r == '-' || r == '.' || r < unicode.MaxASCII && (unicode.IsLetter(r) || unicode.IsDigit(r)))
}

func leafText(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return fmt.Sprint(v)
}

// bounded sorts, dedupes and caps a fact list.
func bounded(s []string) []string {
	if len(s) == 0 {
		return nil
	}
	sort.Strings(s)
	s = slices.Compact(s)
	return s[:min(len(s), maxFactItems)]
}

// cosmeticHash hashes the fingerprinted members with every string reduced
// to its letters and digits, so a change of whitespace or punctuation
// alone keeps it.
func cosmeticHash(schema, annotations any, description *string) string {
	strip := func(s string) string {
		return strings.Map(func(r rune) rune {
			if unicode.IsLetter(r) || unicode.IsDigit(r) {
				return unicode.ToLower(r)
			}
			return -1
		}, s)
	}
	var desc *string
	if description != nil {
		d := strip(*description)
		desc = &d
	}
	return fingerprint(mapStrings(schema, strip), annotations, desc)
}

func mapStrings(v any, fn func(string) string) any {
	switch x := v.(type) {
	case string:
		return fn(x)
	case []any:
		out := make([]any, len(x))
		for i, e := range x {
			out[i] = mapStrings(e, fn)
		}
		return out
	case map[string]any:
		out := make(map[string]any, len(x))
		for k, e := range x {
			out[k] = mapStrings(e, fn)
		}
		return out
	}
	return v
}

// sensitiveWords mark a parameter (by a token of its name, or a phrase of
// its description) as carrying a secret or personal data.
var (
	sensitiveTokens = map[string]bool{
		"password": true, "passwd": true, "pwd": true, "passphrase": true, "secret": true, "token": true, "apikey": true,
		"credential": true, "credentials": true, "cookie": true, "session": true, "authorization": true, "bearer": true,
		"ssn": true, "iban": true, "cvv": true, "cvc": true, "otp": true, "pin": true, "email": true, "phone": true,
		"dob": true, "birthdate": true, "passport": true,
	}
	sensitivePairs   = [][2]string{{"api", "key"}, {"private", "key"}, {"secret", "key"}, {"access", "key"}, {"auth", "key"}, {"card", "number"}, {"credit", "card"}, {"social", "security"}, {"date", "birth"}, {"phone", "number"}, {"home", "address"}}
	sensitivePhrases = []string{"password", "api key", "secret", "access token", "bearer token", "private key", "credential", "social security", "credit card", "date of birth", "e-mail address", "email address", "phone number", "home address"}
)

// notSecretToken are name words that make "token" a cursor or a count
// (pageToken, next_token, token_limit), not a credential.
var notSecretToken = []string{"page", "next", "continuation", "cursor", "sync", "count", "limit", "max", "min"}

type wordSet map[string]bool

func (w wordSet) any(words []string) bool {
	for _, x := range words {
		if w[x] {
			return true
		}
	}
	return false
}

// SensitiveParameter reports whether an input property, by its name or its
// description, carries a secret or personal data.
func SensitiveParameter(name, description string) bool {
	tokens := Tokenize(name)
	has := wordSet{}
	for _, t := range tokens {
		has[t] = true
	}
	for _, t := range tokens {
		if sensitiveTokens[t] && !(t == "token" && has.any(notSecretToken)) {
			return true
		}
	}
	for _, p := range sensitivePairs {
		if has[p[0]] && has[p[1]] {
			return true
		}
	}
	d := strings.ToLower(description)
	for _, p := range sensitivePhrases {
		if strings.Contains(d, p) {
			return true
		}
	}
	return false
}

// ClassifyDrift names what changed between two checks of one server, from
// each side's facts by tool name. Every tool whose fingerprint changed gets
// at least one finding; a tool removed and another added with the same
// fingerprint is a rename. Findings come sorted by tool, then rule.
func ClassifyDrift(prev, next map[string]DriftFacts) []Finding {
	var out []Finding
	removedByFP, removedByCos := map[string][]string{}, map[string][]string{}
	for name, p := range prev {
		if _, ok := next[name]; !ok {
			removedByFP[p.Fingerprint] = append(removedByFP[p.Fingerprint], name)
			if p.Cosmetic != "" {
				removedByCos[p.Cosmetic] = append(removedByCos[p.Cosmetic], name)
			}
		}
	}
	for name, n := range next {
		p, ok := prev[name]
		switch {
		case !ok:
			same := "same description, schema and hints"
			old := removedByFP[n.Fingerprint]
			if len(old) == 0 && n.Cosmetic != "" {
				same, old = "same description, schema and hints but for whitespace and punctuation", removedByCos[n.Cosmetic]
			}
			if len(old) > 0 {
				sort.Strings(old)
				out = append(out, Finding{Rule: "drift-renamed", Tool: name, Message: fmt.Sprintf("%s: %s as the removed %s; a rename slips past pins kept by tool name", name, same, JoinBounded(quoteAll(old), 3))})
			}
		case p.Fingerprint != n.Fingerprint:
			out = append(out, classifyTool(name, p, n)...)
		}
	}
	sort.SliceStable(out, func(i, j int) bool {
		if out[i].Tool != out[j].Tool {
			return out[i].Tool < out[j].Tool
		}
		return out[i].Rule < out[j].Rule
	})
	return out
}

func quoteAll(s []string) []string {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = fmt.Sprintf("%q", x)
	}
	return out
}

func classifyTool(name string, p, n DriftFacts) []Finding {
	if p.FingerprintOnly || n.FingerprintOnly {
		return []Finding{{Rule: "drift-changed", Tool: name, Message: name + ": changed; the previous check kept only the fingerprint, so the change cannot be classified"}}
	}
	var out []Finding
	add := func(rule, format string, args ...any) {
		out = append(out, Finding{Rule: rule, Tool: name, Message: name + ": " + fmt.Sprintf(format, args...)})
	}
	if p.Destructive && !n.Destructive {
		add("drift-annotation-downgrade", "destructiveHint is now false (before: true or unset, which means destructive)")
	}
	if !p.ReadOnly && n.ReadOnly {
		add("drift-annotation-downgrade", "readOnlyHint is newly true")
	}
	if a := newItems(p.Addresses, n.Addresses); len(a) > 0 {
		add("drift-new-address", "names %s", n.describe(a, "new URL or address", "new URLs or addresses"))
	}
	var instructions []string
	for _, rule := range newItems(p.Findings, n.Findings) {
		switch rule {
		case "poison-concealment":
			add("drift-new-concealment", "now tells the model to hide something from the user (poison-concealment)")
		case "poison-shadowing":
			add("drift-new-tool-reference", "now instructs the model about other tools (poison-shadowing)")
		default:
			instructions = append(instructions, rule)
		}
	}
	if len(instructions) > 0 {
		add("drift-new-instruction", "new poisoning markers: %s", strings.Join(instructions, ", "))
	}
	if r := newItems(p.References, n.References); len(r) > 0 {
		add("drift-new-tool-reference", "now names the tool %s", JoinBounded(quoteAll(r), 3))
	}
	if s := newItems(p.Sensitive, n.Sensitive); len(s) > 0 {
		add("drift-new-sensitive-parameter", "asks for %s", n.describe(s, "new sensitive parameter", "new sensitive parameters"))
	}
	if w := widened(p, n); len(w) > 0 {
		add("drift-schema-widened", "the input schema accepts more: %s", strings.Join(w, "; "))
	}
	switch {
	case len(out) > 0:
	case p.Cosmetic != "" && p.Cosmetic == n.Cosmetic:
		add("drift-cosmetic", "only whitespace or punctuation changed")
	default:
		add("drift-changed", "the description, schema or hints changed in a way no other class describes")
	}
	return out
}

// describe names hashed items by their current text where it is known.
func (f DriftFacts) describe(hashes []string, one, many string) string {
	var shown []string
	for _, h := range hashes {
		if s := f.show(h); s != "" {
			shown = append(shown, s)
		}
	}
	word := many
	if len(hashes) == 1 {
		word = one
	}
	if len(shown) == 0 {
		return fmt.Sprintf("%d %s", len(hashes), word)
	}
	return word + " " + JoinBounded(shown, 3)
}

func widened(p, n DriftFacts) []string {
	var out []string
	if !p.Open && n.Open {
		out = append(out, "additionalProperties is no longer false")
	}
	if r := newItems(n.Required, p.Required); len(r) > 0 {
		out = append(out, fmt.Sprintf("%d required %s no longer required", len(r), plural(len(r), "property is", "properties are")))
	}
	removed, extended := 0, 0
	for prop, vals := range p.Enums {
		now, ok := n.Enums[prop]
		switch {
		case !ok || len(vals) == 0:
		case len(now) == 0:
			removed++
		case len(newItems(vals, now)) > 0:
			extended++
		}
	}
	if removed > 0 {
		out = append(out, fmt.Sprintf("%d %s lost %s enum", removed, plural(removed, "property", "properties"), plural(removed, "its", "their")))
	}
	if extended > 0 {
		out = append(out, fmt.Sprintf("%d %s new enum values", extended, plural(extended, "property takes", "properties take")))
	}
	return out
}

func plural(n int, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}

// newItems lists the items of next that prev lacks (both sorted).
func newItems(prev, next []string) []string {
	var out []string
	for _, x := range next {
		if _, found := slices.BinarySearch(prev, x); !found {
			out = append(out, x)
		}
	}
	return out
}

// MostSevereFirst orders classified drift by its rules' severity, high
// first, keeping the order within a severity; findings of an unknown rule
// come last.
func MostSevereFirst(findings []Finding) []Finding {
	rank := func(f Finding) int {
		r, _ := RuleByID(f.Rule)
		switch r.Severity {
		case High:
			return 0
		case Medium:
			return 1
		case Low:
			return 2
		}
		return 3
	}
	out := slices.Clone(findings)
	slices.SortStableFunc(out, func(a, b Finding) int { return rank(a) - rank(b) })
	return out
}
