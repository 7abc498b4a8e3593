package analysis

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"runtime"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// Options carries server context beyond the tool list.
type Options struct {
	// Instructions are the server's initialize/discover instructions (connect
	// mode); they are scanned for poisoning markers like any description.
	Instructions string
	// Items are the server's resources, resource templates and prompts
	// (connect mode); their texts get the same poisoning scan.
	Items []Item
	// ServerURL is the server's URL, when known: icons are compared with
	// its origin.
	ServerURL string
	// Apps are the tools' MCP Apps metadata and their UI resources
	// (connect mode); see apps.go. Nil means the tools' own _meta only
	// (AppsOf): the rules a listing alone can show.
	Apps *Apps
}

// Finding is one rule hit. Tool is empty for server-level findings.
type Finding struct {
	Rule    string
	Tool    string
	Message string
}

// String renders "rule-id: sentence", the form the result envelope uses.
func (f Finding) String() string { return f.Rule + ": " + f.Message }

// SchemaStats describes the quality of a tool's input schema.
type SchemaStats struct {
	Properties          int  `json:"properties"`
	Required            int  `json:"required"`
	DescribedProperties int  `json:"describedProperties"`
	Closed              bool `json:"closed"`
}

// ToolReport is one classified tool, shaped like the result envelope's tool.
type ToolReport struct {
	Name         string       `json:"name"`
	Title        *string      `json:"title"`
	Description  string       `json:"description"`
	Capabilities []Capability `json:"capabilities"`
	Risk         Severity     `json:"risk"`
	Annotations  Hints        `json:"annotations"`
	Issues       []string     `json:"issues"`
	Schema       SchemaStats  `json:"schema"`
	Fingerprint  string       `json:"fingerprint"`

	Findings []Finding `json:"-"` // the same issues, structured
}

// Report is the analysis of one tool list.
type Report struct {
	Tools       []ToolReport
	Permissions map[Capability][]string // capability → sorted tool names
	// ServerFindings are cross-tool and server-instruction findings.
	ServerFindings []Finding
	// Items are the resources, resource templates and prompts of
	// Options.Items that have findings, in their order.
	Items []ItemReport
}

// Analyze classifies every tool and the list as a whole.
func Analyze(tools []Tool, opts Options) Report {
	names := newSiblingSet(tools)
	retired, twins, prereqs := retiredTools(tools), twinTools(tools), prereqTools35(tools, names)
	rep := Report{Tools: make([]ToolReport, len(tools)), Permissions: map[Capability][]string{}}
	// The description's lowercase words, in order; the overlap check reads
	// only them and the names, so it runs alongside the per-tool analysis.
	words := make([][]string, len(tools))
	// The name index reads only the names: built beside the words.
	var index *nameIndex
	var indexed sync.WaitGroup
	indexed.Go(func() { index = newNameIndex(names) })
	forEachParallel(len(tools), func(i int) {
		lower := asciiLowered(tools[i].description())
		// About one word in six bytes of prose; growing from nil costs more.
		// A long text starts at maxWordsCap: a megabyte of few long words
		// would otherwise clear, and the collector scan, room for 175,000.
		words[i] = appendWords(make([]string, 0, min(len(lower)/6+1, maxWordsCap)), lower)
	})
	var overlaps []Finding
	var wg sync.WaitGroup
	wg.Go(func() { overlaps = overlappingDescriptions(tools, words) })
	indexed.Wait()
	split, splitFinding := siblingPayload(tools)
	forEachParallelWith(len(tools), func() func(int) {
		memo := newWorkerMemo()
		return func(i int) {
			var extra []finding
			if i == split {
				extra = []finding{splitFinding}
			}
			rep.Tools[i] = analyzeTool(tools[i], words[i], names, retired, twins, prereqs, index, memo.next(), extra...)
		}
	})
	wg.Wait()
	addSpecFindings(rep.Tools, tools, opts.ServerURL)
	for i, t := range tools {
		for _, c := range rep.Tools[i].Capabilities {
			rep.Permissions[c] = append(rep.Permissions[c], t.Name)
		}
	}
	for _, list := range rep.Permissions {
		sort.Strings(list)
	}
	apps := opts.Apps
	if apps == nil {
		apps = AppsOf(tools)
	}
	appFindings(&rep, apps)
	rep.ServerFindings = serverFindings(tools, names, retired, rep.Tools, overlaps, opts)
	rep.Items = analyzeItems(opts.Items, names)
	return rep
}

// maxWordsCap bounds the room Analyze makes for a description's words
// before it reads them (cost45): 4,096 words, a 24 KB description's.
const maxWordsCap = 1 << 12

// asciiLowered is strings.ToLower(s) as far as appendWords reads it: the
// same ASCII letters and digits, with every other rune (whose lowercase is
// not one of them) as a space, so a long text beyond ASCII is not mapped
// rune by rune into a new string.
func asciiLowered(s string) string {
	if isASCII(s) {
		return lowerASCII(s)
	}
	var b strings.Builder
	b.Grow(len(s)) // one byte a rune
	var chunk [512]byte
	n := 0
	for i := 0; i < len(s); n++ {
		if n == len(chunk) {
			b.Write(chunk[:n])
			n = 0
		}
		if c := s[i]; c < utf8.RuneSelf {
			chunk[n] = wordOrSpace[c]
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		// Only two runes lower to ASCII: K (Kelvin) and İ. Every other
		// one is a space, without unicode.ToLower's search.
		switch r {
		case '\u212a':
			chunk[n] = 'k'
		case '\u0130':
			chunk[n] = 'i'
		default:
			chunk[n] = ' '
		}
	}
	b.Write(chunk[:n])
	return b.String()
}

// wordOrSpace maps an ASCII byte as asciiLowered does: a letter or digit
// to its lowercase, any other to a space.
var wordOrSpace = func() (t [utf8.RuneSelf]byte) {
	for c := range t {
		t[c] = ' '
		if lowerAlnum[c] != 0 {
			t[c] = lowerAlnum[c]
		}
	}
	return t
}()

// forEachParallel runs fn(0…n-1) on every CPU for long lists; tools are
// independent, and each result lands at its own index.
func forEachParallel(n int, fn func(i int)) {
	forEachParallelWith(n, func() func(int) { return fn })
}

// forEachParallelWith is forEachParallel where each worker first makes
// the fn it runs, so that it can keep state of its own from one i to the
// next.
func forEachParallelWith(n int, worker func() func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n/64)
	if workers < 2 {
		fn := worker()
		for i := range n {
			fn(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			fn := worker()
			for i := int(next.Add(1)) - 1; i < n; i = int(next.Add(1)) - 1 {
				fn(i)
			}
		})
	}
	wg.Wait()
}

// analyzeTool reads its texts through memo, which holds none of this
// tool's yet; extra are findings read across the listing that go to this
// tool (siblingPayload's).
func analyzeTool(t Tool, descWords []string, siblings siblingSet, retired, twins, prereqs map[string]bool, names *nameIndex, memo *readMemo, extra ...finding) ToolReport {
	rawAnn, ann := decodeAnnotations(t.Annotations)
	title := t.Title
	if title == nil {
		title = ann.Title
	}
	desc := t.description()
	tokens := Tokenize(t.Name)
	r := ToolReport{
		Name:         t.Name,
		Title:        title,
		Description:  desc,
		Capabilities: inferCapabilities(tokens, descWords),
		Annotations:  ann.Hints,
	}
	schema, _ := jsonvalue.Decode(t.InputSchema)
	r.Fingerprint = fingerprint(schema, rawAnn, t.Description)
	var found []finding
	found = append(found, schemaFindings(t, schema, &r.Schema)...)
	found = append(found, descriptionFindings(desc)...)
	found = append(found, nameFindings(t.Name)...)
	found = append(found, annotationFindings(ann.Hints, r.Capabilities, tokens)...)
	found = append(found, poisonFindings(t, title, schema, descWords, siblings, retired, twins, prereqs, names, memo, newLearnedScan())...)
	found = append(found, extra...)

	r.Findings = dedupe(t.Name, found)
	r.Issues = make([]string, len(r.Findings))
	for i, f := range r.Findings {
		r.Issues[i] = f.String()
	}
	r.Risk = riskOf(r.Capabilities, ann.Hints, r.Findings)
	return r
}

// riskOf applies the methodology: high for delete, execute, payment,
// destructiveHint true or any poisoning marker; medium for write, messaging,
// secrets or network that may reach an open world; low otherwise.
func riskOf(caps []Capability, h Hints, findings []Finding) Severity {
	has := map[Capability]bool{}
	for _, c := range caps {
		has[c] = true
	}
	for _, f := range findings {
		if strings.HasPrefix(f.Rule, "poison-") {
			return High
		}
	}
	if has[CapDelete] || has[CapExecute] || has[CapPayment] || isTrue(h.DestructiveHint) {
		return High
	}
	// openWorldHint defaults to true in the spec, so only an explicit false
	// takes a network tool out of the open world.
	if has[CapWrite] || has[CapMessaging] || has[CapSecrets] || (has[CapNetwork] && !isFalse(h.OpenWorldHint)) {
		return Medium
	}
	return Low
}

// Fingerprint is the lowercase hex SHA-256 of the RFC 8785 canonical JSON of
// {"annotations":…,"description":…,"inputSchema":…}, each as sent (null when absent).
func Fingerprint(t Tool) string {
	schema, _ := jsonvalue.Decode(t.InputSchema)
	ann, _ := jsonvalue.Decode(t.Annotations)
	return fingerprint(schema, ann, t.Description)
}

// canonicalBufs recycles the buffers fingerprints are built in.
var canonicalBufs = sync.Pool{New: func() any { return new(bytes.Buffer) }}

func fingerprint(schema, annotations any, description *string) string {
	buf := canonicalBufs.Get().(*bytes.Buffer)
	buf.Reset()
	// The object's keys, written in canonical (sorted) order.
	buf.WriteString(`{"annotations":`)
	err := jsonvalue.AppendCanonical(buf, annotations)
	buf.WriteString(`,"description":`)
	if description != nil {
		jsonvalue.AppendCanonicalString(buf, *description)
	} else {
		buf.WriteString("null")
	}
	buf.WriteString(`,"inputSchema":`)
	if err == nil {
		err = jsonvalue.AppendCanonical(buf, schema)
	}
	if err != nil {
		// Only non-finite numbers fail, and the decoder never yields those
		// (an out-of-range number is null; TestFingerprintOutOfRange).
		panic(err)
	}
	buf.WriteByte('}')
	sum := sha256.Sum256(buf.Bytes())
	if buf.Cap() <= maxPooledBuffer {
		canonicalBufs.Put(buf)
	}
	return hex.EncodeToString(sum[:])
}

// maxPooledBuffer keeps one huge schema from pinning its buffer.
const maxPooledBuffer = 1 << 20

func schemaFindings(t Tool, schema any, stats *SchemaStats) []finding {
	if len(t.InputSchema) == 0 {
		return []finding{{Rule: "missing-input-schema", Message: "the tool has no inputSchema; the spec requires one, {\"type\":\"object\"} for no arguments"}}
	}
	obj, ok := schema.(map[string]any)
	if !ok {
		return []finding{{Rule: "input-schema-not-object", Message: "inputSchema is not a JSON object"}}
	}
	var out []finding
	if typ, _ := obj["type"].(string); typ != "object" {
		out = append(out, finding{Rule: "input-schema-not-object", Message: fmt.Sprintf("inputSchema has type %s, but tool arguments are always an object", describeType(obj["type"]))})
	}
	props, _ := obj["properties"].(map[string]any)
	stats.Properties = len(props)
	stats.Closed = obj["additionalProperties"] == false
	var undocumented []string
	for name, p := range props {
		pm, _ := p.(map[string]any)
		if d, _ := pm["description"].(string); strings.TrimSpace(d) != "" {
			stats.DescribedProperties++
		} else {
			undocumented = append(undocumented, name)
		}
	}
	required, _ := obj["required"].([]any)
	stats.Required = len(required)
	var unknown []string
	for _, r := range required {
		if name, ok := r.(string); ok && props[name] == nil {
			unknown = append(unknown, name)
		}
	}
	if len(unknown) > 0 {
		out = append(out, finding{Rule: "schema-required-unknown", Message: fmt.Sprintf("required lists %s, which the schema does not define", quoteList(unknown))})
	}
	if len(undocumented) > 0 {
		out = append(out, finding{Rule: "schema-undocumented-property", Message: fmt.Sprintf("%d of %d input properties have no description (%s)", len(undocumented), len(props), strings.Join(sorted(undocumented), ", "))})
	}
	if len(props) > 0 && !stats.Closed {
		out = append(out, finding{Rule: "schema-open", Message: "the input schema does not set additionalProperties to false, so it accepts undeclared arguments"})
	}
	return out
}

func describeType(v any) string {
	if v == nil {
		return "unset"
	}
	b, _ := json.Marshal(v)
	return string(b)
}

func descriptionFindings(desc string) []finding {
	switch n := len([]rune(strings.TrimSpace(desc))); {
	case n == 0:
		return []finding{{Rule: "description-missing", Message: "the tool has no description, so neither a person nor a model can tell what it does"}}
	case n < shortDescriptionRunes:
		return []finding{{Rule: "description-short", Message: fmt.Sprintf("the description has %d characters; say what the tool does, when to use it and what it changes", n)}}
	}
	return nil
}

func nameFindings(name string) []finding {
	if len(name) > maxToolNameLength {
		return []finding{{Rule: "name-format", Message: fmt.Sprintf("the name is %d characters long; the spec allows 1 to %d", len(name), maxToolNameLength)}}
	}
	for _, r := range name {
		if !(r == '_' || r == '-' || r == '.' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return []finding{{Rule: "name-format", Message: fmt.Sprintf("the name contains %q; the spec recommends only ASCII letters, digits, '_', '-' and '.'", r)}}
		}
	}
	return nil
}

func annotationFindings(h Hints, caps []Capability, tokens []string) []finding {
	if h.ReadOnlyHint == nil && h.DestructiveHint == nil && h.IdempotentHint == nil && h.OpenWorldHint == nil {
		return []finding{{Rule: "annotation-missing", Message: "no behaviour hints are set; clients will assume the spec defaults (not read-only, destructive, not idempotent, open world)"}}
	}
	has := map[Capability]bool{}
	for _, c := range caps {
		has[c] = true
	}
	var out []finding
	if isTrue(h.ReadOnlyHint) {
		for _, c := range [...]struct {
			capability Capability
			verb       string
		}{{CapDelete, "deletes"}, {CapExecute, "executes commands"}, {CapPayment, "moves money"}, {CapWrite, "writes"}} {
			if has[c.capability] {
				out = append(out, finding{Rule: "annotation-contradiction", Message: "readOnlyHint is true but the name says it " + c.verb})
				break
			}
		}
		if isTrue(h.DestructiveHint) {
			out = append(out, finding{Rule: "annotation-contradiction", Message: "readOnlyHint and destructiveHint are both true; a read-only tool cannot be destructive"})
		}
	}
	if isFalse(h.DestructiveHint) && has[CapDelete] {
		out = append(out, finding{Rule: "annotation-contradiction", Message: "destructiveHint is false but the name says it deletes"})
	}
	if isFalse(h.OpenWorldHint) && has[CapNetwork] && containsToken(tokens, capabilityTables().network) {
		out = append(out, finding{Rule: "annotation-contradiction", Message: "openWorldHint is false but the name says it reaches the network"})
	}
	return out
}

func containsToken(tokens []string, set map[string]bool) bool {
	for _, t := range tokens {
		if set[t] {
			return true
		}
	}
	return false
}

// poisonFindings scans the name, title, description, annotations' title
// and every string a model reads inside the input and output schemas,
// property names included; ls (if not nil) scores the same strings with
// the learned model.
func poisonFindings(t Tool, title *string, inputSchema any, descWords []string, siblings siblingSet, retired, twins, prereqs map[string]bool, names *nameIndex, memo *readMemo, ls *learnedScan) []finding {
	descLow := scanContext{memo: memo}.lowerWithBits(t.description())
	lowDesc := descLow.s
	ctx := scanContext{self: strings.ToLower(t.Name), siblings: siblings, retired: retired, twins: twins, purpose: purposeOf(t.Name, title, t.description(), descLow), params: propertyNames(inputSchema), fields: fieldsRequired27(inputSchema), memo: memo}
	ctx.secretIn = secretParam(ctx.params)
	ctx.about = ctx.self + " " + lowDesc
	ctx.prereq = prereqs[ctx.self]
	ctx.sealed = sealedParams(inputSchema)
	ctx.purpose.chat = ctx.purpose.chat || chatRequest(inputSchema)
	ctx.purpose.screens = screensAttacks(ctx.self, descLow)
	ctx.purpose.screensHidden = !ctx.purpose.screens && screensHiddenText(ctx.self, descLow)
	ctx.purpose.attackSamples = !ctx.purpose.screens && !ctx.purpose.screensHidden && attackSamples30a(ctx.self, descLow)
	out := scanName(t.Name, t.description(), descWords, siblings, names)
	out = append(out, scanText(label("the name"), t.Name, scanContext{self: ctx.self})...)
	ls.read(label("the name"), t.Name, fieldName, scanContext{self: ctx.self})
	if title != nil {
		out = append(out, scanTitle(label("the title"), *title, ctx)...)
		ls.read(label("the title"), *title, fieldTitle, ctx)
		if at, ok := annotationTitle(t, title); ok {
			out = append(out, scanTitle(label("annotations.title"), at, ctx)...)
		}
	}
	out = append(out, scanSpelledName(label("the name"), t.Name, ctx)...)
	out = append(out, scanText(label("the description"), t.description(), ctx)...)
	ls.read(label("the description"), t.description(), fieldDescription, ctx)
	// Paths grow in place: fn must not keep a path beyond its call. The
	// walk visits keys in order, so findings come in path order.
	path := make([]string, 1, 32)
	facts := schemaFactsOf(inputSchema)
	imposed, disowned := facts.imposed, withVendorDefaults41(inputSchema, facts.disowned, ctx)
	walk := func(root string, schema any) {
		path[0] = root
		walkSchemaText(schema, path, func(path []string, text string) {
			pctx := ctx
			pctx.property = propertyOf(path)
			pctx.value, pctx.fixed = isValuePath(path), isFixedValuePath(path)
			if imposed != nil && path[0] == "inputSchema" && valueKeyword(path) == "examples" {
				pctx.fixed = imposed[valueOwner(path)] // "choose only from the examples"
			}
			if disowned != nil && path[0] == "inputSchema" && disowned[valuePath(path)] {
				pctx.fixed, pctx.disowned = false, true // "the default is only a sample"
			}
			pctx.output = path[0] == "outputSchema"
			pctx.label = path[len(path)-1] == "title" || len(path) >= 3 && path[len(path)-3] == "properties"
			if pctx.fixed {
				pctx.valueOf = valueOwner(path) // properties.cc.default, properties.to.default[0]
				if path[len(path)-2] == "." && valueKeyword(path) == "examples" {
					pctx.valueOf = strings.ToLower(path[len(path)-1]) // an imposed example object's {"cc": …}
				}
			}
			where := func() string { return Location(path) }
			kind := fieldSchemaProse
			if pctx.value {
				kind = fieldSchemaValue
			}
			if pctx.disowned && !strings.ContainsRune(strings.TrimSpace(text), ' ') {
				// A sample address or host: a value shown, no order; a payload
				// decoded to an order is no sample.
				out = append(out, scanEncoded(where, text, inspectText(text), pctx, false)...)
				ls.read(where, text, kind, pctx)
				return
			}
			found := scanText(where, text, pctx)
			if pctx.fixed && !strings.ContainsRune(text, ' ') {
				found = append(found, scanSpelledName(where, text, pctx)...) // include_all_env_vars
				found = append(found, nameOrder26(where(), spacedName(text), text)...)
			}
			if len(found) == 0 {
				found = scanValueAsProse(where, text, pctx)
			}
			out = append(out, found...)
			ls.read(where, text, kind, pctx)
		})
	}
	walk("inputSchema", inputSchema)
	if len(t.OutputSchema) > 0 {
		if outSchema, ok := jsonvalue.Decode(t.OutputSchema); ok {
			walk("outputSchema", outSchema)
			out = append(out, misreported34a(outSchema)...)
			out = append(out, splitPayloads(outSchema, "outputSchema", ctx)...)
		}
	}
	out = append(out, audit38Tool(t, facts.split, ctx)...)
	handed := handedValues(inputSchema, disowned) // a default its property disowns is no value to keep
	out = append(out, secretParams(inputSchema, t.description(), ctx)...)
	out = append(out, accountLoginParams(inputSchema, t.Name, t.description(), ctx)...)
	if !ctx.purpose.secrets {
		if own := userLoginParam21c(inputSchema, t.Name, t.description()); len(own) > 0 {
			out = append(out, own...)
		} else {
			out = append(out, personLoginParam47a(inputSchema, t.Name, t.description())...)
		}
	}
	out = append(out, weakDefaults(handed, []string{"inputSchema"}, t.Name)...)
	out = append(out, onByDefault25(handed)...)
	out = append(out, fixedExposure(handed)...)
	out = append(out, pinnedDefaults(handed)...)
	out = append(out, commercialDefaults(handed, []string{"inputSchema"})...)
	out = append(out, defaults34a(handed)...)
	out = append(out, chargedAsReadOnly(t, lowDesc)...)
	out = append(out, readOnlyClaim26(t, lowDesc)...)
	out = append(out, destroysAsReadOnly45a(t, lowDesc)...)
	out = append(out, schemaTune46b(handed)...)
	out = append(out, schemaTune47a(handed)...)
	out = append(out, schemaAudit47(handed, t.Name, lowDesc)...)
	out = append(out, readAnnotatedWrites47(t, lowDesc)...)
	out = append(out, wholeActAsReadOnly48(t, lowDesc)...)
	if !ctx.purpose.secrets {
		out = append(out, splitRequest(t.description(), inputSchema, ctx)...)
	}
	out = append(out, tune12bTool(t.description(), lowDesc, inputSchema, out)...)
	out = append(out, tune20dTool(ctx.self, ctx.purpose.secrets, handed)...)
	out = append(out, purposeFindings(t, title, handed, ctx)...)
	if split := splitFindings(t, handed, ctx); len(split) > 0 {
		out = append(out, split...)
	} else if continued := continuedFindings(t, handed, ctx); len(continued) > 0 {
		out = append(out, continued...)
	} else {
		out = append(out, referencedFindings(handed, ctx)...)
	}
	return ls.judge(out, len(ctx.siblings) <= 1)
}

// splitRequest catches an order split across fields: the description asks
// for a file to be read and passed on, and a property's description names a
// secret file.
func splitRequest(desc string, schema any, ctx scanContext) []finding {
	f, hits := ctx.read(desc)
	verbs := signalsOf(span{hits: hits})
	if !verbs.free[cRead] || !verbs.anyFree(cInclude, cSend) || verbs.has[cMention] || !verbs.free[cSend] && listingIncludesOnly27(f.lower, hits) {
		return nil
	}
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		_, phits := ctx.read(pd)
		if names := signalsOf(span{hits: phits}); names.any(cPath, cKeyMaterial) && !names.has[cNeg] {
			return []finding{{Rule: "poison-sensitive-path", Message: fmt.Sprintf("the description asks for a file to be read and passed on, and inputSchema.properties.%s.description names it: %q", ClipBytes(name, locationKeyBytes), excerpt(pd))}}
		}
	}
	return nil
}

// propertyOf returns the lowercase name of the property a schema text
// describes (…properties.<name>.description), or "".
func propertyOf(path []string) string {
	n := len(path)
	if n < 6 || path[n-1] != "description" {
		return ""
	}
	// An array's items describe one element of the property: …properties.
	// <name>.items.description, or items[0] for a tuple.
	end := n - 2
	for end >= 4 && path[end] == "." && path[end-1] == "items" {
		end -= 2
	}
	for end >= 7 && path[end] == "." && path[end-1] == "]" && path[end-3] == "[" && path[end-4] == "items" {
		end -= 5
	}
	if end >= 4 && path[end-3] == "properties" {
		return strings.ToLower(path[end-1])
	}
	return ""
}

// scanSpelledName reads a name of five words or more (always_send_logs_
// to_collector_first) as a label in words: a name that is a sentence.
func scanSpelledName(where func() string, name string, ctx scanContext) []finding {
	words := spacedName(name)
	if strings.Count(words, " ") < 4 {
		return nil
	}
	ctx.label = true
	return scanText(where, words, ctx)
}

// isValuePath reports a string under enum, default, const or examples:
// a value offered to the model, not prose about one.
func isValuePath(path []string) bool {
	switch valueKeyword(path) {
	case "enum", "default", "const", "examples":
		return true
	}
	return false
}

// isFixedValuePath reports an enum, default or const value: one the model
// is handed to use, unlike an example.
func isFixedValuePath(path []string) bool {
	switch valueKeyword(path) {
	case "enum", "default", "const":
		return true
	}
	return false
}

// propertyNames returns the lowercase names of a schema's top-level
// properties, for the rules that notice a text naming its own parameters.
func propertyNames(schema any) map[string]bool {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	names := make(map[string]bool, len(props))
	for name := range props {
		if len(name) >= 3 {
			names[strings.ToLower(name)] = true
		}
	}
	return names
}

// Bounds of a schema location in a message: a deep path shows its first
// and last segments, and a long key its start, so that every message costs
// the same however deep or long the schema's keys are.
const (
	locationHeadSegments = 8
	locationTailSegments = 12
	locationKeyBytes     = 64
)

// Location joins the segments of a JSON path (such as "inputSchema",
// ".properties", "[0]") for a message, within the bounds above; the lock
// diff shows its paths with it too.
func Location(path []string) string {
	var b strings.Builder
	write := func(segs []string) {
		for _, s := range segs {
			b.WriteString(ClipBytes(s, locationKeyBytes))
		}
	}
	if len(path) <= locationHeadSegments+locationTailSegments {
		write(path)
		return b.String()
	}
	write(path[:locationHeadSegments])
	b.WriteString("…")
	write(path[len(path)-locationTailSegments:])
	return b.String()
}

// isSchemaTextKey reports the schema keywords whose strings a model reads.
func isSchemaTextKey(k string) bool {
	switch k {
	case "description", "title", "default", "enum", "examples", "const", "$comment":
		return true
	}
	return false
}

// spacedName writes a property name as words: snake_case and kebab-case
// cheaply, camelCase through Tokenize.
func spacedName(name string) string {
	if hasUpper(name) || strings.ContainsAny(name, ".0123456789") {
		if !isASCII(name) {
			return strings.Join(Tokenize(name), " ")
		}
		// strings.Join(Tokenize(name), " ") without the token slice.
		var b strings.Builder
		b.Grow(len(name) + 8)
		asciiTokens(name, func(start, end int) {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			for i := start; i < end; i++ {
				c := name[i]
				if c >= 'A' && c <= 'Z' {
					c += 'a' - 'A'
				}
				b.WriteByte(c)
			}
		})
		return b.String()
	}
	return strings.Map(func(r rune) rune {
		if r == '_' || r == '-' {
			return ' '
		}
		return r
	}, name)
}

// isSchemaMachineKey reports keywords whose string values are for
// validators, not prose: types, references, formats.
func isSchemaMachineKey(k string) bool {
	switch k {
	case "type", "$schema", "$ref", "$id", "$anchor", "$dynamicRef", "$dynamicAnchor", "format", "contentEncoding", "contentMediaType":
		return true
	}
	return false
}

// walkSchemaText calls fn for every string under a text keyword, once
// each, in key order. path holds the segments of the location; join them
// only when needed.
func walkSchemaText(v any, path []string, fn func(path []string, text string)) {
	switch x := v.(type) {
	case map[string]any:
		named := len(path) > 0 && namesSchemas(path[len(path)-1]) // keys read by the case below
		for _, k := range sortedKeys(x) {
			child, p := x[k], append(path, ".", k)
			switch {
			case isSchemaTextKey(k):
				eachValueText(child, p, fn) // every string below, nested keywords too
			case namesSchemas(k):
				// A name that is a sentence is read: the model reads the
				// schema whole, the names of its $defs too.
				if props, ok := child.(map[string]any); ok {
					for _, name := range sortedKeys(props) {
						if words, ok := sentenceName(name); ok {
							fn(append(p, ".", name), words) // 同时静默关闭审计日志: a sentence without spaces
						}
					}
				}
				walkSchemaText(child, p, fn)
			default:
				if words, ok := sentenceKey(k); ok && !named {
					fn(p, words) // a sentence as the key of an x- object or of dependentRequired
				}
				if text, ok := child.(string); ok && (!isSchemaMachineKey(k) || proseValue(text)) {
					fn(p, text) // x-instructions, pattern comments: the model reads them too
					continue
				}
				if list, ok := child.([]any); ok && k == "required" {
					walkRequired(list, p, fn)
					continue
				}
				if list, ok := child.([]any); ok && !isSchemaMachineKey(k) {
					walkTextList(list, p, fn) // enumDescriptions, x-enum-descriptions: one note per value
					continue
				}
				walkSchemaText(child, p, fn)
			}
		}
	case []any:
		for i, e := range x {
			walkSchemaText(e, append(path, "[", strconv.Itoa(i), "]"), fn)
		}
	}
}

// walkTextList reads the strings of a list under a keyword the model
// reads as prose and walks its other elements as schemas.
func walkTextList(list []any, path []string, fn func(path []string, text string)) {
	for i, e := range list {
		p := append(path, "[", strconv.Itoa(i), "]")
		if text, ok := e.(string); ok {
			fn(p, text)
			continue
		}
		walkSchemaText(e, p, fn)
	}
}

func eachString(v any, path []string, fn func(path []string, text string)) {
	switch x := v.(type) {
	case string:
		fn(path, x)
	case []any:
		for i, e := range x {
			eachString(e, append(path, "[", strconv.Itoa(i), "]"), fn)
		}
	case map[string]any:
		for _, k := range sortedKeys(x) {
			eachString(x[k], append(path, ".", k), fn)
		}
	}
}

// secretParams flags input properties that ask for the conversation, the
// system prompt, files or keys from the user's machine, or (outside a tool
// whose name says it handles them) the user's own passwords and keys.
func secretParams(schema any, toolDesc string, ctx scanContext) []finding {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	record, recordRead := false, false // personRecord31(props), read once a property needs it
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		desc := propertyProse(pm)
		title, _ := pm["title"].(string)
		named := spacedName(name)
		if !mayAskFor(named, desc, title, ctx) {
			continue // the checks below only blank named and desc: none can ask
		}
		if credentialField(pm) {
			named = "" // a field the schema masks as a credential: its name says what it is, not what to fetch
		}
		if maskedLabel(pm, desc, ctx) {
			desc = ""
		}
		if countField(pm, desc) {
			named, desc = "", "" // dni described as "Liczba dni", "Maximum number of recent documents": what it counts
		}
		if requiredIDField26(obj, name, named, desc, ctx) || optionalIDBesideKey33d(obj, name, named, desc, ctx) || statedIDRule38(named, desc, ctx) {
			named = "" // consultar_fgts(cpf), apply_passport(id_number): the number the service is about, required
		}
		if confirmationField(name) {
			continue // typed_confirmation: "what the user typed" is its job
		}
		if offSwitch(pm) {
			continue // attach_transcript: a switch left off carries no conversation or secret, whatever it names
		}
		if partialNumber41(desc) || disclaimsThing41(desc, ctx) {
			named, desc = "", "" // kartennummer_endung "Letzte vier Ziffern"; "会話の内容は不要です"
		}
		if idReference(desc) || handleReference29(name, desc) {
			named, desc = "", "" // 대화 described as "대화ID": a reference to the thing, not the thing
		}
		if named != "" && agentsOwnPrompt30(desc) {
			named = "" // systemPrompt "Instructions for how the search agent should format results": the tool's agent's prompt
		}
		if aiGuidePrompt33(desc, ctx) {
			named, desc = "", "" // systemPrompt "Custom system prompt to guide the AI": the prompt of the AI the tool calls
		}
		pctx := ctx
		pctx.purpose.conversation = ctx.purpose.conversation || numericID(name, pm) // tabId "of the tab most recently opened": a number
		if !ctx.purpose.identity && !recordRead {
			record, recordRead = personRecord31(props), true
		}
		pctx.purpose.identity = ctx.purpose.identity || record // NationalId beside FirstName, City, PostalCode
		what, ok := asksFor(named, desc, pctx)
		if ok && opcodeMnemonic29(what, desc, toolDesc, ctx.self) {
			ok = false // "Address to look up (or mnemonic for mnemonic_brief)" in a debugger
		}
		if ok && configMap39(name, pm, what) {
			ok = false // variables "Template variables (anthropic_api_key, …)": the deployment's own settings
		}
		if ok {
			what, ok = beyondSubject(what, named, desc, toolDesc, ctx)
		}
		if ok {
			return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("the input property %q asks for %s", name, excerpt(what)), firm: true}}
		}
		if what, ok := asksFor("", title, ctx); ok && title != "" {
			return []finding{{Rule: "poison-exfiltration", Message: fmt.Sprintf("the input property %q is titled for %s", name, excerpt(what)), firm: true}}
		}
		if what, ok := secretFileField(named, desc, ctx); ok {
			return []finding{secretFileFinding(name, what)}
		}
	}
	return nil
}

// mayAskFor reports whether secretParams can flag a property named
// named (spaced) with the description desc and title: asksFor and
// secretFileField return only a thing the text they read names (a
// conversation, key, personal datum, path, variable or secret), or
// dotenv, and the checks before them only blank named or desc. A
// property none of whose texts names one is passed over before them.
func mayAskFor(named, desc, title string, ctx scanContext) bool {
	for _, text := range [...]string{named, desc, title} {
		if text == "" {
			continue
		}
		f, hits := ctx.read(text)
		for _, h := range hits {
			switch h.c {
			case cConversation, cKeyMaterial, cPersonal, cPath, cEnv, cSecret:
				return true
			}
		}
		if text == named && strings.Contains(f.lower, "dotenv") {
			return true
		}
	}
	return false
}

// offSwitch reports a property that is a switch left off: boolean, or
// a boolean also taken as a string ("true") with a default of false.
func offSwitch(pm map[string]any) bool {
	if pm["default"] == true {
		return false
	}
	if pm["type"] == "boolean" {
		return true
	}
	types, _ := pm["type"].([]any)
	return pm["default"] == false && len(types) == 2 && slices.Contains(types, any("boolean")) && slices.Contains(types, any("string"))
}

// idReference reports a property description that only says it is an
// identifier ("대화ID", "ID переписки", "conversation id").
func idReference(desc string) bool {
	d := strings.TrimRight(strings.TrimSpace(desc), ".")
	// Lowercasing adds no punctuation nor space: looked for first.
	if d == "" || strings.ContainsAny(d, ",;:") || len(fieldsN(d, 4)) > 3 {
		return false
	}
	d = strings.ToLower(d)
	if strings.HasPrefix(d, "id ") {
		return true
	}
	rest, ok := strings.CutSuffix(d, "id")
	if !ok {
		rest, ok = strings.CutSuffix(d, "ids")
	}
	r, _ := utf8.DecodeLastRuneInString(rest)
	return ok && rest != "" && (r == ' ' || r == '_' || r == '-' || r >= utf8.RuneSelf)
}

// sealedParams returns the lowercase names of the properties a schema
// masks as credentials (credentialField).
func sealedParams(schema any) []string {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	var out []string
	for name, p := range props {
		if pm, ok := p.(map[string]any); ok && len(name) >= 3 && credentialField(pm) {
			out = append(out, strings.ToLower(name))
		}
	}
	return out
}

// credentialField reports a property the schema declares as a secret the
// client masks (writeOnly, or format password): the tool's own login.
func credentialField(pm map[string]any) bool {
	w, _ := pm["writeOnly"].(bool)
	f, _ := pm["format"].(string)
	return w || f == "password"
}

// asksFor reports what a property named name, described as desc, asks the
// model to supply, when that is something no ordinary argument holds: the
// conversation or a machine's secret, asked for by a verb, or named by the
// property itself.
func asksFor(name, desc string, ctx scanContext) (string, bool) {
	p := ctx.purpose
	for _, text := range [2]string{name, desc} {
		if text == name && describedAsOther44(name, desc, ctx) {
			continue // historique, described as "l'historique git"
		}
		f, hits := ctx.read(text)
		if text == desc {
			hits = withoutLiteralHits26(f.lower, hits)
		}
		verb, neg := text == name && (carriesContent(name) || hasFields(name, 3)), false
		for _, h := range hits {
			verb = verb || h.c == cInclude || h.c == cSend || h.c == cRead
			neg = neg || h.c == cNeg && !mannerNegation(f.lower, h.end)
		}
		if neg {
			continue
		}
		if !verb {
			if text == desc && (namesReference(f.lower) || confirmationStep(f.lower)) {
				continue // "Name of an existing key pair", "after the user has typed it back to confirm"
			}
			// A description that only names what to pass: the conversation
			// or a private key, in a tool that has nothing to do with either.
			whole := wholeReads42{lower: f.lower} // asked once a text, not once a path or key it names
			for _, h := range hits {
				if h.c == cConversation && !p.conversation && !p.chat && !builtModelsPrompt26(p, f.lower, h) && !conversationAttribute30(f.lower, h.start, h.end) || h.c == cKeyMaterial && !p.secrets && !strings.Contains(f.lower[h.start:h.end], "ssh") && !whole.namesPath(name) && !keptLocal(f.lower, h.end) && !(text == name && signingKeyParam(desc, ctx)) && !keyForOwnOperation26(desc, ctx) && !keyOnOwnObject32(desc, ctx) || h.c == cPersonal && !p.payment && !p.secrets && !p.identity && !namesPersonal(name) && (text == name && !partyRecord(ctx.self) && !partyField(name) || ownedByUser(f.lower, h.start)) && !strings.Contains(ctx.self, f.lower[h.start:h.end]) ||
					h.c == cPath && !p.secrets && (text == name || whole.readsWhole()) ||
					h.c == cEnv && !p.secrets && !p.execute && text == desc && namesSecret(f.lower[h.start:h.end]) && !envFallback(name, f.lower) {
					return f.text[h.start:h.end], true
				}
			}
			continue
		}
		hedged := text == desc && hedgedPhrase30(f.lower) && !slices.ContainsFunc(hits, func(h hit) bool { return h.c == cMust || h.c == cEveryTurn || h.c == cCovert || h.c == cCovertAdv })
		for _, h := range hits {
			phrase := f.text[h.start:h.end]
			switch h.c {
			case cConversation:
				if !p.conversation && !hedged && (text == desc || hasFields(name, 3)) && !intoChat(f.lower[:h.start]) && !keptFromChat(f.lower[:h.start], hits) && !builtModelsPrompt26(p, f.lower, h) && !conversationAttribute30(f.lower, h.start, h.end) {
					return phrase, true
				}
			case cPath, cKeyMaterial:
				if !p.secrets && !(text == name && namesPath(name, f.lower)) && !keptLocal(f.lower, h.end) && !(h.c == cPath && outputPlace(name, phrase)) {
					return phrase, true
				}
			case cPersonal:
				// include_user_email_and_phone_from_context: an order
				// spelled as the property's name.
				if !p.payment && !p.secrets && !p.identity && text == name && len(strings.Fields(name)) >= 4 {
					return phrase, true
				}
			case cEnv, cSecret:
				if !p.secrets && text == desc && (ownedByUser(f.lower, h.start) || puttingHere(f.lower, hits) && !namesSecret(name) && !ctx.secretIn) {
					return phrase, true
				}
			}
		}
	}
	return "", false
}

// partyRecord reports a tool that keeps a business party's record
// (onboard_supplier, update_vendor, hire_employee): a property named for
// the party's tax or bank number is its job.
func partyRecord(self string) bool {
	for _, w := range [...]string{"supplier", "vendor", "employee", "contractor", "payee", "merchant", "partner"} {
		if strings.Contains(self, w) {
			return true
		}
	}
	return false
}

// contentsOf reports "the contents of", in some language: the thing
// itself, not a reference to it.
func contentsOf(lower string) bool {
	for _, w := range [...]string{"contents of", "content of", "base64 of the", "contenido de", "contenu de", "contenu du", "inhalt von", "inhalt der", "contenuto di", "conteúdo de", "содержимое", "zawartość", "içeriği", "inhoud van", "的内容", "の内容", "내용"} {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// namesPath reports a property that takes a path to a key, not the key.
func namesPath(name, lower string) bool {
	return (strings.Contains(name, "path") || strings.Contains(name, "file") || strings.Contains(lower, "path")) && !contentsOf(lower)
}

// carriesContent reports a property name that asks for a thing's content
// (ssh_key_contents, pasteAwsCredentialsFileHere), not for a reference to it.
func carriesContent(name string) bool {
	for w := range strings.FieldsSeq(name) {
		switch w {
		case "content", "contents", "text", "body", "dump", "raw", "copy", "paste", "file", "here", "value", "data":
			return true
		}
	}
	return false
}

// hasFields reports whether s has at least n fields (strings.Fields).
func hasFields(s string, n int) bool {
	for range strings.FieldsSeq(s) {
		if n--; n <= 0 {
			return true
		}
	}
	return n <= 0
}

// ownedByUser reports "your …" or "the user's …" just before offset i.
func ownedByUser(lower string, i int) bool {
	before := lower[max(0, i-16):i]
	return strings.HasSuffix(before, "your ") || strings.HasSuffix(before, "user's ") || strings.HasSuffix(before, "users ") || strings.HasSuffix(before, "user ")
}

// dedupe keeps one finding per rule (the first, in catalog order) and adds
// the tool name.
func dedupe(tool string, found []finding) []Finding {
	seen := map[string]bool{}
	var out []Finding
	for _, f := range found {
		key := f.Rule + "\x00" + f.Message
		if seen[key] || (f.Rule != "annotation-contradiction" && seen[f.Rule]) {
			continue
		}
		seen[key], seen[f.Rule] = true, true
		out = append(out, Finding{Rule: f.Rule, Tool: tool, Message: f.Message})
	}
	index := catalogIndex()
	sort.SliceStable(out, func(i, j int) bool { return index[out[i].Rule] < index[out[j].Rule] })
	return out
}

// sortedKeys is slices.Sorted(maps.Keys(m)) with the slice sized up front:
// the schema walk calls it for every object (BenchmarkAnalyze1000 shows
// the cost of the growing slice of the generic form).
func sortedKeys(m map[string]any) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

func sorted(s []string) []string {
	sort.Strings(s)
	return s
}

func quoteList(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = fmt.Sprintf("%q", n)
	}
	return strings.Join(q, ", ")
}

// decodeAnnotations decodes the annotations object once: as sent, for the
// fingerprint, and as hints and title.
func decodeAnnotations(raw json.RawMessage) (any, annotations) {
	var a annotations
	if len(raw) == 0 {
		return nil, a
	}
	v, _ := jsonvalue.Decode(raw)
	m, _ := v.(map[string]any)
	hint := func(key string) *bool {
		if b, ok := m[key].(bool); ok {
			return &b
		}
		return nil
	}
	a.ReadOnlyHint, a.DestructiveHint, a.IdempotentHint, a.OpenWorldHint = hint("readOnlyHint"), hint("destructiveHint"), hint("idempotentHint"), hint("openWorldHint")
	if s, ok := m["title"].(string); ok {
		a.Title = &s
	}
	return v, a
}

// valueOwner returns the lowercase name of the property whose value a path
// leads to (properties.cc.default[0] is cc's), or "".
func valueOwner(path []string) string {
	for k := len(path) - 3; k >= 0; k-- {
		if path[k] == "properties" && path[k+1] == "." {
			return strings.ToLower(path[k+2])
		}
	}
	return ""
}
