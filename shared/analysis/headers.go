package analysis

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis/internal/jsonvalue"
)

// Bounds of the header check.
const (
	maxHeaderDepth    = 32 // schema nesting walked
	maxHeaderProblems = 5  // problems quoted per finding
)

// headerKey is the SEP-2243 annotation that mirrors a tool argument into
// an Mcp-Param-{name} request header.
const headerKey = "x-mcp-header"

// notSchemaKeys hold values, not subschemas: an x-mcp-header inside them
// is data, not an annotation.
var notSchemaKeys = map[string]bool{"enum": true, "const": true, "default": true, "examples": true}

type headerAnnotation struct {
	path      []string // property names from the root; nil at the root
	via       string   // the first keyword other than properties on the way, "" when statically reachable
	value     any
	property  map[string]any
	propertyN string
}

// HeaderFindings checks a tool's x-mcp-header annotations (SEP-2243,
// 2026-07-28): invalid ones make a Streamable HTTP client that follows the
// specification drop the whole tool; valid ones on sensitive values put
// them in HTTP headers that intermediaries see and log. Tool is unset.
func HeaderFindings(rawSchema []byte) []Finding {
	if !bytes.Contains(rawSchema, []byte(headerKey)) {
		return nil
	}
	schema, _ := jsonvalue.Decode(rawSchema)
	var found []headerAnnotation
	collectHeaders(schema, nil, "", 0, &found)
	var invalid, sensitive []string
	seen := map[string]string{}
	for _, a := range found {
		where := "the input schema's root"
		if len(a.path) > 0 {
			where = "property " + strings.Join(a.path, ".")
		}
		name, isString := a.value.(string)
		switch {
		case !isString || name == "":
			invalid = append(invalid, fmt.Sprintf("%s: the header name is not a non-empty string", where))
			continue
		case !isToken(name):
			invalid = append(invalid, fmt.Sprintf("%s: %q is not an HTTP field-name token", where, ClipBytes(name, 60)))
		case a.via != "":
			invalid = append(invalid, fmt.Sprintf("%s: under %s, not reachable through properties alone", where, a.via))
		case len(a.path) == 0:
			invalid = append(invalid, fmt.Sprintf("%s: only a property can be mirrored", where))
		}
		if t := primitiveType(a.property); t != "" {
			invalid = append(invalid, fmt.Sprintf("%s: type %s; only string, integer and boolean may be mirrored", where, t))
		}
		if prev, dup := seen[strings.ToLower(name)]; dup {
			invalid = append(invalid, fmt.Sprintf("%s: header %q repeats %s's (names compare case-insensitively)", where, ClipBytes(name, 60), prev))
		} else {
			seen[strings.ToLower(name)] = where
		}
		desc, _ := a.property["description"].(string)
		if SensitiveParameter(a.propertyN, desc) || SensitiveParameter(name, "") {
			sensitive = append(sensitive, fmt.Sprintf("%s as Mcp-Param-%s", where, ClipBytes(name, 60)))
		}
	}
	var out []Finding
	if len(invalid) > 0 {
		out = append(out, Finding{Rule: "header-invalid", Message: boundedList(invalid) + "; a Streamable HTTP client that follows the specification rejects the tool, so an agent there will not see it"})
	}
	if len(sensitive) > 0 {
		out = append(out, Finding{Rule: "header-sensitive", Message: boundedList(sensitive) + " look sensitive; mirrored values travel in HTTP headers that proxies, load balancers and their logs see"})
	}
	return out
}

func boundedList(items []string) string {
	if len(items) <= maxHeaderProblems {
		return strings.Join(items, "; ")
	}
	return strings.Join(items[:maxHeaderProblems], "; ") + fmt.Sprintf("; and %d more", len(items)-maxHeaderProblems)
}

// collectHeaders walks schema: through properties a property stays
// statically reachable; through any other keyword it is not (via names the
// first such keyword).
func collectHeaders(v any, path []string, via string, depth int, out *[]headerAnnotation) {
	obj, ok := v.(map[string]any)
	if !ok || depth > maxHeaderDepth {
		if arr, isArr := v.([]any); isArr && depth <= maxHeaderDepth {
			for _, e := range arr {
				collectHeaders(e, path, via, depth+1, out)
			}
		}
		return
	}
	if value, has := obj[headerKey]; has {
		name := ""
		if len(path) > 0 {
			name = path[len(path)-1]
		}
		*out = append(*out, headerAnnotation{path: path, via: via, value: value, property: obj, propertyN: name})
	}
	for _, k := range sortedKeys(obj) {
		switch {
		case k == "properties":
			props, _ := obj[k].(map[string]any)
			for _, name := range sortedKeys(props) {
				collectHeaders(props[name], append(path[:len(path):len(path)], name), via, depth+1, out)
			}
		case notSchemaKeys[k] || k == headerKey:
		default:
			next := via
			if next == "" {
				next = k
			}
			collectHeaders(obj[k], path, next, depth+1, out)
		}
	}
}

// primitiveType returns the property's type when it may not be mirrored
// ("number", "object", "missing", …), or "" for "string", "integer" and
// "boolean". A list of types is not one of them: the go-sdk's client, for
// one, rejects it.
func primitiveType(p map[string]any) string {
	switch t := p["type"].(type) {
	case string:
		if t == "string" || t == "integer" || t == "boolean" {
			return ""
		}
		return t
	case nil:
		return "missing"
	default:
		b, _ := json.Marshal(t)
		return ClipBytes(string(b), 60)
	}
}

// isToken reports whether s is an RFC 9110 token (1*tchar).
func isToken(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+-.^_`|~", c) >= 0) {
			return false
		}
	}
	return true
}
