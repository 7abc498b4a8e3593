package app_test

import (
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
)

func TestFromEnvDefaultsAndOverrides(t *testing.T) {
	s, err := app.FromEnv(func(string) string { return "" })
	if err != nil {
		t.Fatal(err)
	}
	if s.Limits[httpapi.ClassPaste] != 60 || s.Limits[httpapi.ClassConnect] != 10 || s.Limits[httpapi.ClassCPU] != 5000 || s.GlobalLimit != 3000 || s.AllowPrivate || s.InspectDeadline != 20*time.Second {
		t.Errorf("defaults = %+v", s)
	}
	env := map[string]string{
		"EXPLORER_RATE_LIMIT_PASTE": "5", "EXPLORER_RATE_LIMIT_CONNECT": "2", "EXPLORER_RATE_LIMIT_MCP": "7", "EXPLORER_RATE_LIMIT_GLOBAL": "0",
		"EXPLORER_TRUSTED_PROXIES": "10.0.0.0/8, 192.168.0.0/16", "EXPLORER_BASE_URL": "https://explorer.example/", "EXPLORER_MCP_ORIGINS": "https://a.example,https://b.example",
	}
	s, err = app.FromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	if s.Limits[httpapi.ClassPaste] != 5 || s.Limits[httpapi.ClassConnect] != 2 || s.Limits[httpapi.ClassMCP] != 7 || s.GlobalLimit != 0 || len(s.TrustedProxies) != 2 || s.BaseURL != "https://explorer.example" || len(s.MCPOrigins) != 2 {
		t.Errorf("overrides = %+v", s)
	}
	bad := map[string]string{"EXPLORER_RATE_LIMIT_PASTE": "-1", "EXPLORER_OUTCOME_CAP": "0", "EXPLORER_INSPECT_DEADLINE": "forever"}
	_, err = app.FromEnv(func(k string) string { return bad[k] })
	for _, want := range []string{"rate-limit-paste", "outcome-cap", "inspect-deadline"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("error %v does not mention %s", err, want)
		}
	}
}
