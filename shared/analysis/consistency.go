package analysis

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"slices"
	"strconv"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// Listing kinds: how a consistency probe listed the tools again.
const (
	ListingRepeat     = "repeat"     // the same request, again
	ListingIdentity   = "identity"   // with an agent's clientInfo
	ListingGeneration = "generation" // through the other protocol generation
	ListingAnonymous  = "anonymous"  // without the caller's headers
)

// Listing is one more complete tools/list of a server, made another way
// than the main one (connect mode's consistency probes).
type Listing struct {
	Kind  string
	How   string // e.g. "tools/list with clientInfo claude-code 2.1.0 instead of …"
	Tools []json.RawMessage
}

// CacheHint is the caching hints of one 2026-07-28 result as sent; a nil
// member was absent.
type CacheHint struct {
	Method     string
	Page       int
	URI        string // the resource, for resources/read
	TTLMs      json.RawMessage
	CacheScope json.RawMessage
}

// Cutoffs of the consistency and caching rules.
const (
	maxTTLMs           = 365 * 24 * 60 * 60 * 1000 // cache-hints-invalid above one year
	maxListingFindings = 20                        // per listing, then one finding counts the rest
)

var listingRules = map[string]string{
	ListingRepeat:     "listing-unstable",
	ListingIdentity:   "listing-varies-by-client",
	ListingGeneration: "listing-varies-by-generation",
}

// ConsistencyFindings compares each listing with main, the main tools/list
// as sent. A listing without the caller's headers is only a finding when
// the main listing's cacheScope is "public" (hints), since a list MAY vary
// by authorization.
func ConsistencyFindings(main []json.RawMessage, listings []Listing, hints []CacheHint) []Finding {
	mainOrder, mainTools := indexTools(main)
	var out []Finding
	for _, l := range listings {
		order, tools := indexTools(l.Tools)
		d := diffTools(mainOrder, mainTools, order, tools)
		if l.Kind == ListingAnonymous {
			if !d.empty() && publicScope(hints, "tools/list") {
				out = append(out, Finding{Rule: "cache-scope-public-varies", Message: fmt.Sprintf(
					"tools/list answers with cacheScope \"public\", but %s differs from the main listing (%s); a shared cache may then serve one caller's tools to another",
					l.How, d.summary())})
			}
			continue
		}
		rule, ok := listingRules[l.Kind]
		if !ok {
			continue
		}
		if d.empty() {
			if l.Kind == ListingRepeat && !slices.Equal(mainOrder, order) {
				out = append(out, Finding{Rule: "listing-order-unstable", Message: fmt.Sprintf(
					"the same tools came in another order in %s; clients that cache the list or a model's prompt cache miss", l.How)})
			}
			continue
		}
		out = append(out, d.findings(rule, l.How)...)
	}
	return out
}

// toolFields is a tool's members, each in canonical JSON.
type toolFields map[string]string

// indexTools returns the tool names in order of first appearance and each
// name's first definition; entries without a string name are left out.
func indexTools(list []json.RawMessage) ([]string, map[string]toolFields) {
	var order []string
	byName := map[string]toolFields{}
	for _, raw := range list {
		var members map[string]json.RawMessage
		if json.Unmarshal(raw, &members) != nil {
			continue
		}
		var name string
		if json.Unmarshal(members["name"], &name) != nil {
			continue
		}
		if _, seen := byName[name]; seen {
			continue
		}
		fields := toolFields{}
		for k, v := range members {
			fields[k] = canonical(v)
		}
		order = append(order, name)
		byName[name] = fields
	}
	return order, byName
}

func canonical(raw json.RawMessage) string {
	v, ok := jsonvalue.Decode(raw)
	if !ok {
		return string(raw)
	}
	var buf bytes.Buffer
	if jsonvalue.AppendCanonical(&buf, v) != nil {
		return string(raw)
	}
	return buf.String()
}

// toolDiff is how another listing differs from the main one.
type toolDiff struct {
	onlyMain, onlyOther []string
	changed             []string
	fields              map[string][]string // changed tool → members that differ
}

func diffTools(mainOrder []string, main map[string]toolFields, order []string, other map[string]toolFields) toolDiff {
	d := toolDiff{fields: map[string][]string{}}
	for _, name := range mainOrder {
		o, ok := other[name]
		if !ok {
			d.onlyMain = append(d.onlyMain, name)
			continue
		}
		m := main[name]
		var differ []string
		for _, k := range slices.Sorted(maps.Keys(m)) {
			if o[k] != m[k] {
				differ = append(differ, k)
			}
		}
		for _, k := range slices.Sorted(maps.Keys(o)) {
			if _, ok := m[k]; !ok {
				differ = append(differ, k)
			}
		}
		if len(differ) > 0 {
			d.changed = append(d.changed, name)
			d.fields[name] = differ
		}
	}
	for _, name := range order {
		if _, ok := main[name]; !ok {
			d.onlyOther = append(d.onlyOther, name)
		}
	}
	return d
}

func (d toolDiff) empty() bool { return len(d.onlyMain)+len(d.onlyOther)+len(d.changed) == 0 }

func (d toolDiff) summary() string {
	var parts []string
	if n := len(d.onlyOther); n > 0 {
		parts = append(parts, fmt.Sprintf("%d only there: %s", n, quoted(d.onlyOther)))
	}
	if n := len(d.onlyMain); n > 0 {
		parts = append(parts, fmt.Sprintf("%d missing there: %s", n, quoted(d.onlyMain)))
	}
	if n := len(d.changed); n > 0 {
		parts = append(parts, fmt.Sprintf("%d defined differently: %s", n, quoted(d.changed)))
	}
	return strings.Join(parts, "; ")
}

func quoted(names []string) string {
	q := make([]string, len(names))
	for i, n := range names {
		q[i] = strconv.Quote(ClipBytes(n, 80))
	}
	return JoinBounded(q, 5)
}

// findings is one finding per differing tool, at most maxListingFindings,
// then one that counts the rest.
func (d toolDiff) findings(rule, how string) []Finding {
	var out []Finding
	add := func(name, msg string) {
		if len(out) < maxListingFindings {
			out = append(out, Finding{Rule: rule, Tool: name, Message: msg})
		}
	}
	for _, name := range d.onlyOther {
		add(name, fmt.Sprintf("%q is listed only in %s, not in the main listing", ClipBytes(name, 80), how))
	}
	for _, name := range d.onlyMain {
		add(name, fmt.Sprintf("%q is in the main listing but missing from %s", ClipBytes(name, 80), how))
	}
	for _, name := range d.changed {
		add(name, fmt.Sprintf("%q is defined differently (%s) in %s", ClipBytes(name, 80), strings.Join(d.fields[name], ", "), how))
	}
	if total := len(d.onlyOther) + len(d.onlyMain) + len(d.changed); total > maxListingFindings {
		out = append(out, Finding{Rule: rule, Message: fmt.Sprintf("%d more tools differ in %s", total-maxListingFindings, how)})
	}
	return out
}

// publicScope reports whether any result of method said cacheScope "public".
func publicScope(hints []CacheHint, method string) bool {
	for _, h := range hints {
		var scope string
		if h.Method == method && json.Unmarshal(h.CacheScope, &scope) == nil && scope == "public" {
			return true
		}
	}
	return false
}

// CacheFindings checks the caching hints a 2026-07-28 server sent: ttlMs
// and cacheScope present on every result, ttlMs a whole number of
// milliseconds from 0 to a year, cacheScope "public" or "private". One
// finding per method and problem.
func CacheFindings(hints []CacheHint) []Finding {
	var out []Finding
	seen := map[string]bool{}
	report := func(rule, method, key, msg string) {
		if !seen[rule+method+key] {
			seen[rule+method+key] = true
			out = append(out, Finding{Rule: rule, Message: msg})
		}
	}
	for _, h := range hints {
		where := h.Method + " result"
		switch h.Method {
		case "server/discover":
		case "resources/read":
			where = fmt.Sprintf("resources/read result of %s", ClipBytes(h.URI, 200))
		default:
			where = fmt.Sprintf("%s page %d", h.Method, h.Page)
		}
		var missing []string
		if h.TTLMs == nil {
			missing = append(missing, "ttlMs")
		}
		if h.CacheScope == nil {
			missing = append(missing, "cacheScope")
		}
		if len(missing) > 0 {
			report("cache-hints-missing", h.Method, strings.Join(missing, ""), fmt.Sprintf(
				"the %s has no %s; 2026-07-28 requires both on it, and clients then treat the result as immediately stale", where, strings.Join(missing, " and no ")))
		}
		if h.TTLMs != nil {
			if problem := ttlProblem(h.TTLMs); problem != "" {
				report("cache-hints-invalid", h.Method, "ttlMs", fmt.Sprintf("the %s has ttlMs %s: %s", where, ClipBytes(string(h.TTLMs), 40), problem))
			}
		}
		if h.CacheScope != nil {
			var scope string
			if json.Unmarshal(h.CacheScope, &scope) != nil || (scope != "public" && scope != "private") {
				report("cache-hints-invalid", h.Method, "cacheScope", fmt.Sprintf("the %s has cacheScope %s; it must be \"public\" or \"private\"", where, ClipBytes(string(h.CacheScope), 40)))
			}
		}
	}
	return out
}

func ttlProblem(raw json.RawMessage) string {
	var f float64
	trimmed := bytes.TrimSpace(raw)
	if len(trimmed) == 0 || !(trimmed[0] == '-' || trimmed[0] >= '0' && trimmed[0] <= '9') || json.Unmarshal(trimmed, &f) != nil {
		return "not a number"
	}
	switch {
	case f < 0:
		return "negative; clients ignore it and treat the result as immediately stale"
	case f != math.Trunc(f):
		return "not a whole number of milliseconds"
	case f > maxTTLMs:
		return "more than a year, so clients may go on using a result long after it changed"
	}
	return ""
}

// specConsistency2026 is the 2026-07-28 revision, which the consistency and
// caching rules cite.
const specConsistency2026 = "https://modelcontextprotocol.io/specification/2026-07-28"

var (
	spec2026ToolsCapabilities = Source{Title: "MCP specification 2026-07-28: Tools, capabilities (tools/list must not vary per connection; deterministic order)", URL: specConsistency2026 + "/server/tools#capabilities", Publisher: "Model Context Protocol"}
	spec2026Caching           = Source{Title: "MCP specification 2026-07-28: Caching (ttlMs and cacheScope)", URL: specConsistency2026 + "/server/utilities/caching", Publisher: "Model Context Protocol"}
)

// CompareListings reports whether other lists other tools, or defines them
// otherwise, than main (differs), or the same tools in another order
// (reordered).
func CompareListings(main, other []json.RawMessage) (differs, reordered bool) {
	mainOrder, mainTools := indexTools(main)
	order, tools := indexTools(other)
	if !diffTools(mainOrder, mainTools, order, tools).empty() {
		return true, false
	}
	return false, !slices.Equal(mainOrder, order)
}
