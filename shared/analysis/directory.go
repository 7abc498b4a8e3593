package analysis

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"

	"github.com/santhosh-tekuri/jsonschema/v6"
)

// DirectoryItem is one line of the directory-readiness checklist.
type DirectoryItem struct {
	Rule   string `json:"rule"` // a directory-* rule of the catalog
	Pass   bool   `json:"pass"`
	Detail string `json:"detail"`
}

// DirectoryTool is one tool's checklist.
type DirectoryTool struct {
	Name  string          `json:"name"`
	Pass  bool            `json:"pass"`
	Items []DirectoryItem `json:"items"`
}

// DirectoryReadiness checks what large client directories require before
// they list a server: every tool has a title, explicit readOnlyHint and
// destructiveHint, a description, an output schema that compiles as JSON
// Schema (when it has one), and, for MCP Apps tools (apps, by tool name),
// a ui resource listed with its CSP and domain (checked only when apps
// says what resources/list gave).
func DirectoryReadiness(tools []Tool, apps *Apps) []DirectoryTool {
	views := apps.ViewURIs()
	out := make([]DirectoryTool, len(tools))
	for i, t := range tools {
		_, ann := decodeAnnotations(t.Annotations)
		title := t.Title
		if title == nil || strings.TrimSpace(*title) == "" {
			title = ann.Title
		}
		items := []DirectoryItem{
			check("directory-title", title != nil && strings.TrimSpace(*title) != "", "title set", "no title (nor annotations.title)"),
			hintsItem(ann.Hints),
			check("directory-description", strings.TrimSpace(t.description()) != "", "description set", "no description"),
			outputSchemaItem(t.OutputSchema),
		}
		if uri, ok := views[t.Name]; ok && apps.Listed != nil {
			items = append(items, appItem(uri, apps.Listed[uri]))
		}
		d := DirectoryTool{Name: t.Name, Pass: true, Items: items}
		for _, it := range items {
			d.Pass = d.Pass && it.Pass
		}
		out[i] = d
	}
	return out
}

// DirectoryFindings turns the failing checklist items into tool findings.
func DirectoryFindings(tools []DirectoryTool) []Finding {
	var out []Finding
	for _, t := range tools {
		for _, it := range t.Items {
			if !it.Pass {
				out = append(out, Finding{Rule: it.Rule, Tool: t.Name, Message: it.Detail})
			}
		}
	}
	return out
}

func check(rule string, ok bool, pass, fail string) DirectoryItem {
	if ok {
		return DirectoryItem{Rule: rule, Pass: true, Detail: pass}
	}
	return DirectoryItem{Rule: rule, Detail: fail}
}

func hintsItem(h Hints) DirectoryItem {
	var missing []string
	if h.ReadOnlyHint == nil {
		missing = append(missing, "readOnlyHint")
	}
	if h.DestructiveHint == nil {
		missing = append(missing, "destructiveHint")
	}
	return check("directory-hints", len(missing) == 0, "readOnlyHint and destructiveHint set", "not set explicitly: "+strings.Join(missing, ", "))
}

func outputSchemaItem(raw json.RawMessage) DirectoryItem {
	if len(raw) == 0 {
		return DirectoryItem{Rule: "directory-output-schema", Pass: true, Detail: "no output schema"}
	}
	if err := compileSchema(raw); err != nil {
		return DirectoryItem{Rule: "directory-output-schema", Detail: "the output schema is not valid: " + ClipBytes(err.Error(), 300)}
	}
	return DirectoryItem{Rule: "directory-output-schema", Pass: true, Detail: "output schema valid"}
}

// errNoLoad refuses every $ref outside the schema: compiling reads nothing.
var errNoLoad = errors.New("references outside the schema are not followed")

type noLoader struct{}

func (noLoader) Load(string) (any, error) { return nil, errNoLoad }

// compileSchema checks raw against the JSON Schema 2020-12 metaschema
// (the MCP default dialect) and requires an object schema, as the
// specification does for outputSchema.
func compileSchema(raw json.RawMessage) error {
	doc, err := jsonschema.UnmarshalJSON(strings.NewReader(string(raw)))
	if err != nil {
		return err
	}
	obj, ok := doc.(map[string]any)
	if !ok || obj["type"] != "object" {
		return errors.New(`an output schema must be an object schema with "type": "object"`)
	}
	c := jsonschema.NewCompiler()
	c.UseLoader(noLoader{})
	c.DefaultDraft(jsonschema.Draft2020)
	const loc = "urn:mcp-explorer:output-schema"
	if err := c.AddResource(loc, doc); err != nil {
		return err
	}
	_, err = c.Compile(loc)
	return err
}

// appItem checks the resources/list entry of a tool's view: listed is its
// _meta, nil when the resource is not listed.
func appItem(uri string, listed json.RawMessage) DirectoryItem {
	const rule = "directory-app-csp"
	if listed == nil {
		return DirectoryItem{Rule: rule, Detail: fmt.Sprintf("the ui resource %s is not listed with its _meta.ui, so its CSP and domain are not declared where a directory reads them", ClipBytes(uri, 200))}
	}
	var meta struct {
		UI *struct {
			CSP    *json.RawMessage `json:"csp"`
			Domain *string          `json:"domain"`
		} `json:"ui"`
	}
	json.Unmarshal(listed, &meta)
	var missing []string
	if meta.UI == nil || meta.UI.CSP == nil || string(*meta.UI.CSP) == "null" {
		missing = append(missing, "csp")
	}
	if meta.UI == nil || meta.UI.Domain == nil || strings.TrimSpace(*meta.UI.Domain) == "" {
		missing = append(missing, "domain")
	}
	return check(rule, len(missing) == 0, "ui resource declares csp and domain", fmt.Sprintf("the ui resource %s does not declare _meta.ui.%s", ClipBytes(uri, 200), strings.Join(missing, " or _meta.ui.")))
}
