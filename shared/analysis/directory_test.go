package analysis

import (
	"encoding/json"
	"slices"
	"testing"
)

// appUI is a view's resource URI and its resources/list _meta (nil: not listed).
type appUI struct {
	ResourceURI string
	Meta        json.RawMessage
}

func TestDirectoryReadiness(t *testing.T) {
	hints := json.RawMessage(`{"readOnlyHint":true,"destructiveHint":false}`)
	desc := strp("Current weather for a city.")
	for _, tc := range []struct {
		name string
		tool Tool
		app  *appUI
		fail []string
	}{
		{"ready", Tool{Name: "w", Title: strp("Weather"), Description: desc, Annotations: hints}, nil, nil},
		{"title from annotations", Tool{Name: "w", Description: desc, Annotations: json.RawMessage(`{"title":"Weather","readOnlyHint":true,"destructiveHint":false}`)}, nil, nil},
		{"nothing", Tool{Name: "w"}, nil, []string{"directory-title", "directory-hints", "directory-description"}},
		{"output schema not an object schema", Tool{Name: "w", Title: strp("W"), Description: desc, Annotations: hints, OutputSchema: json.RawMessage(`{"type":"array"}`)}, nil, []string{"directory-output-schema"}},
		{"output schema against the metaschema", Tool{Name: "w", Title: strp("W"), Description: desc, Annotations: hints, OutputSchema: json.RawMessage(`{"type":"object","required":"name"}`)}, nil, []string{"directory-output-schema"}},
		{"output schema with a remote reference", Tool{Name: "w", Title: strp("W"), Description: desc, Annotations: hints, OutputSchema: json.RawMessage(`{"type":"object","$ref":"https://schemas.example/x.json"}`)}, nil, []string{"directory-output-schema"}},
		{"app with csp and domain", Tool{Name: "w", Title: strp("W"), Description: desc, Annotations: hints}, &appUI{ResourceURI: "ui://w", Meta: json.RawMessage(`{"ui":{"csp":{"connectDomains":[]},"domain":"w.example"}}`)}, nil},
		{"app without domain", Tool{Name: "w", Title: strp("W"), Description: desc, Annotations: hints}, &appUI{ResourceURI: "ui://w", Meta: json.RawMessage(`{"ui":{"csp":{}}}`)}, []string{"directory-app-csp"}},
		{"app resource not listed", Tool{Name: "w", Title: strp("W"), Description: desc, Annotations: hints}, &appUI{ResourceURI: "ui://w"}, []string{"directory-app-csp"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var apps *Apps
			if tc.app != nil {
				apps = &Apps{Tools: []AppTool{{Name: tc.tool.Name, Meta: json.RawMessage(`{"ui":{"resourceUri":"` + tc.app.ResourceURI + `"}}`)}}, Listed: map[string]json.RawMessage{}}
				if tc.app.Meta != nil {
					apps.Listed[tc.app.ResourceURI] = tc.app.Meta
				}
			}
			d := DirectoryReadiness([]Tool{tc.tool}, apps)
			if apps != nil {
				// Without resources/list (a paste), the view is not judged.
				unlisted := DirectoryReadiness([]Tool{tc.tool}, &Apps{Tools: apps.Tools})
				if len(unlisted[0].Items) != len(d[0].Items)-1 {
					t.Errorf("without a listing: %+v", unlisted[0].Items)
				}
			}
			got := rulesOf(DirectoryFindings(d))
			if !slices.Equal(got, tc.fail) || d[0].Pass != (len(tc.fail) == 0) {
				t.Fatalf("failing %v (pass %v), want %v: %+v", got, d[0].Pass, tc.fail, d[0].Items)
			}
			for _, it := range d[0].Items {
				if _, ok := RuleByID(it.Rule); !ok {
					t.Errorf("item rule %s is not in the catalog", it.Rule)
				}
			}
		})
	}
}

// BenchmarkDirectoryReadiness1000: 1,000 tools, each with an output schema
// to compile against the metaschema.
func BenchmarkDirectoryReadiness1000(b *testing.B) {
	tools := make([]Tool, 1000)
	for i := range tools {
		tools[i] = Tool{Name: "tool_" + string(rune('a'+i%26)), Title: strp("T"), Description: strp("Does a thing."),
			OutputSchema: json.RawMessage(`{"type":"object","properties":{"a":{"type":"string","pattern":"^x+$"},"b":{"type":"array","items":{"type":"number"}}}}`)}
	}
	for b.Loop() {
		DirectoryReadiness(tools, nil)
	}
}

// FuzzDirectoryReadiness: any output schema and annotations a server sends
// give a checklist, never a panic.
func FuzzDirectoryReadiness(f *testing.F) {
	f.Add([]byte(`{"type":"object","properties":{"a":{"type":"string","pattern":"^x+$"}}}`), []byte(`{"readOnlyHint":true}`))
	f.Add([]byte(`{"type":"object","$ref":"#/$defs/a","$defs":{"a":{"$ref":"#/$defs/a"}}}`), []byte(`null`))
	f.Add([]byte(`{"type":"object","$ref":"file:///etc/passwd"}`), []byte(`{"title":1}`))
	f.Fuzz(func(t *testing.T, schema, annotations []byte) {
		d := DirectoryReadiness([]Tool{{Name: "t", OutputSchema: schema, Annotations: annotations, InputSchema: schema}}, nil)
		if len(d) != 1 || len(d[0].Items) != 4 {
			t.Fatalf("checklist %+v", d)
		}
		DeprecatedToolFindings([]Tool{{Name: "t", InputSchema: schema}})
	})
}
