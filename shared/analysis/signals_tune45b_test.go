package analysis

import (
	"encoding/json"
	"testing"
)

// TestValueTune45b reads each property of a schema with valueTune45b: the
// highest role, an admin scope or every tenant chosen by default while a
// narrower value is offered, and security alerts defaulting off.
func TestValueTune45b(t *testing.T) {
	cases := []struct {
		schema string
		want   string
	}{
		{`{"properties":{"role":{"type":"string","enum":["member","helpdesk","global_admin"],"default":"global_admin"}}}`, elevatedWhat45b},
		{`{"properties":{"scopes":{"type":"array","items":{"type":"string","enum":["read:logs","admin:*"]},"default":["admin:*"]}}}`, elevatedWhat45b},
		{`{"properties":{"rolle":{"type":"string","enum":["leser","administrator"],"default":"administrator"}}}`, elevatedWhat45b},
		{`{"properties":{"tenant":{"type":"string","enum":["current","*"],"default":"*"}}}`, elevatedWhat45b},
		{`{"properties":{"security_alerts":{"type":"boolean","default":false}}}`, alertsOffWhat45b},
		{`{"properties":{"loginNotifications":{"type":"boolean","default":false}}}`, alertsOffWhat45b},
		// Left alone.
		{`{"properties":{"role":{"type":"string","enum":["member","admin"],"default":"member"}}}`, ""},
		{`{"properties":{"role":{"type":"string","enum":["owner"],"default":"owner"}}}`, ""},
		{`{"properties":{"role":{"type":"string","enum":["member","admin"]}}}`, ""},
		{`{"properties":{"scopes":{"type":"array","items":{"type":"string","enum":["read:logs","admin:*"]},"default":["read:logs"]}}}`, ""},
		{`{"properties":{"columns":{"type":"string","enum":["*","id"],"default":"*"}}}`, ""},
		{`{"properties":{"account":{"type":"string","enum":["checking","all"],"default":"all"}}}`, ""},
		{`{"properties":{"tenant":{"type":"string","enum":["current","*"],"default":"current"}}}`, ""},
		{`{"properties":{"security_alerts":{"type":"boolean","default":true}}}`, ""},
		{`{"properties":{"marketing_notifications":{"type":"boolean","default":false}}}`, ""},
	}
	for _, c := range cases {
		var schema any
		if err := json.Unmarshal([]byte(c.schema), &schema); err != nil {
			t.Fatal(err)
		}
		got := ""
		eachProperty(schema, []string{"inputSchema"}, func(p schemaProperty) {
			if _, what, firm := valueTune45b(p); what != "" {
				if !firm {
					t.Errorf("%s: not firm", c.schema)
				}
				got = what
			}
		})
		if got != c.want {
			t.Errorf("%s: got %q, want %q", c.schema, got, c.want)
		}
	}
}
