package analysis

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
)

// MCP Apps (extension io.modelcontextprotocol/ui, SEP-1865): a tool names a
// ui:// resource in _meta.ui.resourceUri; the host renders that HTML in a
// sandboxed frame whose reach the resource's _meta.ui declares (csp,
// permissions), and the frame may call the server's tools whose
// _meta.ui.visibility includes "app" (the default).

// appsSpec is the MCP Apps extension's stable specification.
const appsSpec = "https://github.com/modelcontextprotocol/ext-apps/blob/main/specification/2026-01-26/apps.mdx"

var (
	appsResourceFormat = Source{Title: "MCP Apps (SEP-1865) 2026-01-26: UI resource format", URL: appsSpec + "#ui-resource-format", Publisher: "Model Context Protocol"}
	appsVisibility     = Source{Title: "MCP Apps (SEP-1865) 2026-01-26: Resource discovery, visibility", URL: appsSpec + "#visibility", Publisher: "Model Context Protocol"}
	appsSecurity       = Source{Title: "MCP Apps (SEP-1865) 2026-01-26: Security implications", URL: appsSpec + "#security-implications", Publisher: "Model Context Protocol"}
)

// Apps is what is known of a server's MCP Apps. The caller fetches;
// analysis only reads. A tools listing alone (a paste) gives Tools only.
type Apps struct {
	// Tools are the tools/list entries that carry _meta, by name, with
	// their raw _meta object.
	Tools []AppTool
	// Resources are the ui:// resources read with resources/read (connect
	// mode); a resource named but not read is not checked.
	Resources []UIResource
	// Listed maps each resources/list entry's URI to its _meta as sent
	// ("{}" without one); nil when the resources were not listed (a paste).
	Listed map[string]json.RawMessage
}

// AppsOf is the MCP Apps metadata of tools (their _meta), without
// resources; nil when no tool carries _meta.
func AppsOf(tools []Tool) *Apps {
	var apps Apps
	for _, t := range tools {
		if len(t.Meta) > 0 {
			apps.Tools = append(apps.Tools, AppTool{Name: t.Name, Meta: t.Meta})
		}
	}
	if len(apps.Tools) == 0 {
		return nil
	}
	return &apps
}

// ViewURIs maps each tool with a view (_meta.ui.resourceUri, or the
// deprecated flat _meta["ui/resourceUri"]) to its resource URI.
func (a *Apps) ViewURIs() map[string]string {
	out := map[string]string{}
	if a == nil {
		return out
	}
	for _, t := range a.Tools {
		if uri := parseAppToolMeta(t.Meta).resourceURI; uri != "" {
			out[t.Name] = uri
		}
	}
	return out
}

// AppTool is one tool's _meta as sent.
type AppTool struct {
	Name string
	Meta json.RawMessage
}

// UIResource is one ui:// resource as read.
type UIResource struct {
	URI       string
	MimeType  string
	Meta      json.RawMessage // the content's _meta.ui
	HTML      string          // text, or the decoded blob, cut to a bound
	Truncated bool            // HTML was cut
	Error     string          // why it could not be read; "" when read
}

// AppMimeType is the MIME type a UI resource must have.
const AppMimeType = "text/html;profile=mcp-app"

// maxAppURIBytes matches the longest resourceUri connect mode reads
// (mcpclient.MaxUIURIBytes).
const maxAppURIBytes = 2048

// appToolMeta is a tool's _meta.ui.
type appToolMeta struct {
	resourceURI string
	visibility  []string // nil: not sent, the default ["model","app"]
	sent        bool     // visibility was sent
}

// parseAppToolMeta reads _meta.ui.resourceUri (or the deprecated flat
// _meta["ui/resourceUri"]) and _meta.ui.visibility, ignoring members of the
// wrong type.
func parseAppToolMeta(meta json.RawMessage) appToolMeta {
	var m struct {
		UI   json.RawMessage `json:"ui"`
		Flat json.RawMessage `json:"ui/resourceUri"`
	}
	var out appToolMeta
	if json.Unmarshal(meta, &m) != nil {
		return out
	}
	var ui struct {
		ResourceURI json.RawMessage `json:"resourceUri"`
		Visibility  json.RawMessage `json:"visibility"`
	}
	json.Unmarshal(m.UI, &ui)
	if json.Unmarshal(ui.ResourceURI, &out.resourceURI) != nil || out.resourceURI == "" {
		json.Unmarshal(m.Flat, &out.resourceURI)
	}
	if json.Unmarshal(ui.Visibility, &out.visibility) == nil && out.visibility != nil {
		out.sent = true
	}
	return out
}

func (m appToolMeta) callableByApp() bool { return !m.sent || slices.Contains(m.visibility, "app") }
func (m appToolMeta) seenByModel() bool   { return !m.sent || slices.Contains(m.visibility, "model") }

// uiMeta is a UI resource's _meta.ui: the frame's declared reach.
type uiMeta struct {
	CSP struct {
		ConnectDomains  []string `json:"connectDomains"`
		ResourceDomains []string `json:"resourceDomains"`
		FrameDomains    []string `json:"frameDomains"`
		BaseURIDomains  []string `json:"baseUriDomains"`
	} `json:"csp"`
	Permissions map[string]json.RawMessage `json:"permissions"`
	Domain      string                     `json:"domain"`
}

// devicePermissions are the permissions reported, in this order.
var devicePermissions = []string{"camera", "microphone", "geolocation"}

// appFindings evaluates the MCP Apps rules, adds the findings to the tools
// they concern and raises those tools' risk (see raiseForApp).
func appFindings(rep *Report, apps *Apps) {
	if apps == nil || len(apps.Tools) == 0 {
		return
	}
	metas := make(map[string]appToolMeta, len(apps.Tools))
	for _, t := range apps.Tools {
		metas[t.Name] = parseAppToolMeta(t.Meta)
	}
	resources := make(map[string]*UIResource, len(apps.Resources))
	for i := range apps.Resources {
		resources[apps.Resources[i].URI] = &apps.Resources[i]
	}
	// What a frame of this server may call: every tool whose visibility
	// includes "app" (the default), and the high-risk ones among them.
	var callable, callableHigh []string
	for _, t := range rep.Tools {
		if metas[t.Name].callableByApp() {
			callable = append(callable, t.Name)
			if t.Risk == High {
				callableHigh = append(callableHigh, t.Name)
			}
		}
	}
	reach := fmt.Sprintf("the view can call %d of the server's tools", len(callable))
	if len(callableHigh) > 0 {
		reach += fmt.Sprintf(", %d of them high risk (%s)", len(callableHigh), JoinBounded(callableHigh, 5))
	}
	for i := range rep.Tools {
		t := &rep.Tools[i]
		m, ok := metas[t.Name]
		if !ok {
			continue
		}
		var found []finding
		if !m.seenByModel() && m.callableByApp() {
			found = append(found, finding{Rule: "app-only-tool", Message: fmt.Sprintf("visibility is %s: hosts keep this tool out of the agent's tool list, so nobody reviews its calls in the conversation, yet any view of this server can call it", jsonList(m.visibility))})
		}
		egress := false
		if m.resourceURI != "" {
			var res []finding
			res, egress = resourceFindings(m.resourceURI, resources[m.resourceURI], reach)
			found = append(found, res...)
		}
		if len(found) == 0 {
			continue
		}
		fs := dedupe(t.Name, found)
		t.Findings = append(t.Findings, fs...)
		for _, f := range fs {
			t.Issues = append(t.Issues, f.String())
		}
		t.Risk = raiseForApp(t.Risk, fs, egress && len(callableHigh) > 0)
	}
}

// raiseForApp is the risk of an app tool: at least the severity of its
// app-* findings (app-resource-invalid excepted), and high when its frame
// may send data out (a broad connect origin or a script from another
// origin) while it can call a high-risk tool.
func raiseForApp(risk Severity, fs []Finding, egressToHighRisk bool) Severity {
	rank := map[Severity]int{Low: 0, Medium: 1, High: 2}
	if egressToHighRisk {
		return High
	}
	for _, f := range fs {
		if f.Rule == "app-resource-invalid" {
			continue
		}
		if r, ok := RuleByID(f.Rule); ok && rank[r.Severity] > rank[risk] {
			risk = r.Severity
		}
	}
	return risk
}

// resourceFindings checks one tool's UI resource. egress reports a frame
// that may send data to origins the review cannot bound.
func resourceFindings(uri string, res *UIResource, reach string) (found []finding, egress bool) {
	if !strings.HasPrefix(strings.ToLower(uri), "ui://") {
		return []finding{{Rule: "app-resource-invalid", Message: fmt.Sprintf("resourceUri %q does not use the ui:// scheme", ClipBytes(uri, 200))}}, false
	}
	if len(uri) > maxAppURIBytes {
		return []finding{{Rule: "app-resource-invalid", Message: fmt.Sprintf("resourceUri is %d bytes long, more than the %d read", len(uri), maxAppURIBytes)}}, false
	}
	if res == nil {
		return nil, false // not read (a bound); the inspection's warnings say so
	}
	if res.Error != "" {
		return []finding{{Rule: "app-resource-invalid", Message: fmt.Sprintf("resources/read of %s failed: %s", ClipBytes(uri, 200), ClipBytes(res.Error, 300))}}, false
	}
	if !sameMediaType(res.MimeType, AppMimeType) {
		found = append(found, finding{Rule: "app-resource-invalid", Message: fmt.Sprintf("%s has mimeType %q, not %s", ClipBytes(uri, 200), ClipBytes(res.MimeType, 80), AppMimeType)})
	}
	var meta uiMeta
	json.Unmarshal(res.Meta, &meta) // members of the wrong type read as absent
	var wildParts, broadParts []string
	for _, d := range []struct {
		name    string
		origins []string
		egress  bool // a wildcard here lets the frame send data out
	}{
		{"connectDomains", meta.CSP.ConnectDomains, true},
		{"resourceDomains", meta.CSP.ResourceDomains, true},
		{"frameDomains", meta.CSP.FrameDomains, true},
		{"baseUriDomains", meta.CSP.BaseURIDomains, false},
	} {
		var wild, broad []string
		for _, o := range d.origins {
			switch breadth(o, d.name == "resourceDomains") {
			case anyOrigin:
				wild = append(wild, o)
			case broadOrigin:
				broad = append(broad, o)
			}
		}
		if len(wild) > 0 && d.egress {
			egress = true
			wildParts = append(wildParts, fmt.Sprintf("%s allows %s, so the view may %s origins anyone can set up", d.name, quoteOrigins(wild), verb(d.name)))
		} else {
			broad = append(wild, broad...)
		}
		if len(broad) > 0 {
			egress = egress || d.name == "connectDomains"
			broadParts = append(broadParts, fmt.Sprintf("%s allows %s", d.name, quoteOrigins(broad)))
		}
	}
	if len(wildParts) > 0 {
		found = append(found, finding{Rule: "app-csp-wildcard", Message: fmt.Sprintf("the CSP of %s: %s; %s", ClipBytes(uri, 200), strings.Join(wildParts, "; "), reach)})
	}
	if len(broadParts) > 0 {
		found = append(found, finding{Rule: "app-csp-broad", Message: fmt.Sprintf("the CSP of %s: %s, more origins than a view needs; %s", ClipBytes(uri, 200), strings.Join(broadParts, "; "), reach)})
	}
	var asked []string
	for _, p := range devicePermissions {
		if v, ok := meta.Permissions[p]; ok && string(v) != "null" {
			asked = append(asked, p)
		}
	}
	if len(asked) > 0 {
		found = append(found, finding{Rule: "app-device-permission", Message: fmt.Sprintf("%s asks for %s; a host that grants it lets the view use the user's %s", ClipBytes(uri, 200), strings.Join(asked, ", "), sensed(asked))})
	}
	if scripts := externalScripts(res.HTML); len(scripts) > 0 {
		egress = true
		declared := "none of them is in resourceDomains, so a compliant host blocks them"
		for _, s := range scripts {
			if coveredBy(s, meta.CSP.ResourceDomains) {
				declared = "resourceDomains allows them, so the code runs with the view's reach"
				break
			}
		}
		found = append(found, finding{Rule: "app-external-script", Message: fmt.Sprintf("%s loads script from %s (%s); that code can change after this review and no fingerprint covers it; %s", ClipBytes(uri, 200), JoinBounded(scripts, 5), declared, reach)})
	}
	return found, egress
}

func verb(directive string) string {
	switch directive {
	case "connectDomains":
		return "send data to"
	case "resourceDomains":
		return "load scripts and other resources from"
	}
	return "embed frames from"
}

func sensed(perms []string) string {
	words := map[string]string{"camera": "camera", "microphone": "microphone", "geolocation": "location"}
	out := make([]string, len(perms))
	for i, p := range perms {
		out[i] = words[p]
	}
	return strings.Join(out, ", ")
}

// Breadth of one CSP origin.
const (
	narrowOrigin = iota
	broadOrigin  // a subdomain wildcard, plain http, or not an origin at all
	anyOrigin    // any host, a whole top-level domain, or a shared hosting suffix
)

// sharedSuffixes are domains under which anyone can publish, so a wildcard
// over them admits anyone.
var sharedSuffixes = []string{
	"github.io", "githubusercontent.com", "vercel.app", "netlify.app", "pages.dev", "workers.dev",
	"herokuapp.com", "appspot.com", "web.app", "firebaseapp.com", "azurewebsites.net",
	"cloudfront.net", "amazonaws.com", "ngrok.io", "ngrok-free.app", "glitch.me", "repl.co",
}

// breadth classifies a CSP origin. subdomainsOK says the directive admits
// subdomain wildcards (resourceDomains, per the extension).
func breadth(origin string, subdomainsOK bool) int {
	o := strings.ToLower(strings.TrimSpace(origin))
	if o == "" || strings.ContainsAny(o, " \t\n;,'\"") {
		return broadOrigin // not an origin: a host copying it into a header may add directives
	}
	scheme, host, hasScheme := strings.Cut(o, "://")
	if !hasScheme {
		if strings.HasSuffix(o, ":") { // a scheme source such as https: or data:
			return anyOrigin
		}
		scheme, host = "", o
	}
	if i := strings.IndexAny(host, "/?#"); i >= 0 {
		host = host[:i]
	}
	if i := strings.LastIndex(host, ":"); i >= 0 && !strings.HasSuffix(host, "]") {
		host = host[:i]
	}
	switch {
	case host == "*" || host == "":
		return anyOrigin
	case strings.HasPrefix(host, "*."):
		rest := host[2:]
		if !strings.Contains(rest, ".") || slices.ContainsFunc(sharedSuffixes, func(s string) bool { return rest == s || strings.HasSuffix(rest, "."+s) }) {
			return anyOrigin
		}
		if !subdomainsOK {
			return broadOrigin
		}
	case strings.Contains(host, "*"):
		return broadOrigin
	}
	if scheme == "http" || scheme == "ws" {
		return broadOrigin // readable and changeable on the way
	}
	return narrowOrigin
}

// coveredBy reports whether a script origin (scheme://host or //host)
// matches one of the declared CSP sources: *, a scheme source, a host of *,
// a subdomain wildcard or the same host.
func coveredBy(origin string, declared []string) bool {
	scheme, host, ok := strings.Cut(origin, "://")
	if !ok {
		scheme, host = "https", strings.TrimPrefix(origin, "//")
	}
	for _, d := range declared {
		d = strings.ToLower(strings.TrimSpace(d))
		if d == "*" || d == scheme+":" {
			return true
		}
		dScheme, dHost, ok := strings.Cut(d, "://")
		if !ok {
			dScheme, dHost = scheme, d
		}
		if i := strings.IndexAny(dHost, ":/"); i >= 0 {
			dHost = dHost[:i]
		}
		if dScheme != scheme {
			continue
		}
		if dHost == "*" || dHost == host || (strings.HasPrefix(dHost, "*.") && strings.HasSuffix(host, dHost[1:])) {
			return true
		}
	}
	return false
}

// sameMediaType compares MIME types, ignoring case and spaces around ";".
func sameMediaType(a, b string) bool {
	norm := func(s string) string {
		parts := strings.Split(strings.ToLower(s), ";")
		for i := range parts {
			parts[i] = strings.TrimSpace(parts[i])
		}
		return strings.Join(parts, ";")
	}
	return norm(a) == norm(b)
}

func quoteOrigins(items []string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = fmt.Sprintf("%q", ClipBytes(s, 100))
	}
	return JoinBounded(q, 5)
}

func jsonList(items []string) string {
	b, _ := json.Marshal(items)
	return ClipBytes(string(b), 100)
}

// AppSummary is one app tool as the presentation shows it.
type AppSummary struct {
	Tool        string              `json:"tool"`
	ResourceURI string              `json:"resourceUri"`
	Visibility  []string            `json:"visibility"` // nil: not sent (["model","app"])
	Read        bool                `json:"read"`       // the resource was read
	CSP         map[string][]string `json:"csp"`
	Permissions []string            `json:"permissions"`
	Domain      string              `json:"domain,omitempty"`
	Scripts     []string            `json:"scriptOrigins"`
	Truncated   bool                `json:"truncated"` // only the first part of the HTML was read
}

// SummarizeApps describes every tool that has a view or a visibility, in
// the order of apps.Tools.
func SummarizeApps(apps *Apps) []AppSummary {
	if apps == nil {
		return nil
	}
	resources := make(map[string]*UIResource, len(apps.Resources))
	for i := range apps.Resources {
		resources[apps.Resources[i].URI] = &apps.Resources[i]
	}
	var out []AppSummary
	for _, t := range apps.Tools {
		m := parseAppToolMeta(t.Meta)
		if m.resourceURI == "" && !m.sent {
			continue
		}
		s := AppSummary{Tool: t.Name, ResourceURI: m.resourceURI, Visibility: m.visibility, CSP: map[string][]string{}, Permissions: []string{}, Scripts: []string{}}
		if r := resources[m.resourceURI]; r != nil && r.Error == "" {
			var meta uiMeta
			json.Unmarshal(r.Meta, &meta)
			s.Read, s.Domain, s.Truncated = true, meta.Domain, r.Truncated
			for k, v := range map[string][]string{"connectDomains": meta.CSP.ConnectDomains, "resourceDomains": meta.CSP.ResourceDomains, "frameDomains": meta.CSP.FrameDomains, "baseUriDomains": meta.CSP.BaseURIDomains} {
				if v != nil {
					s.CSP[k] = v
				}
			}
			for p, v := range meta.Permissions {
				if string(v) != "null" {
					s.Permissions = append(s.Permissions, p)
				}
			}
			slices.Sort(s.Permissions)
			s.Scripts = append(s.Scripts, externalScripts(r.HTML)...)
		}
		out = append(out, s)
	}
	return out
}
