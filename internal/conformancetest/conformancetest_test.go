package conformancetest_test

import (
	"reflect"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/conformancetest"
)

func TestParse(t *testing.T) {
	tests := []struct {
		name, yaml, side string
		want             []conformancetest.Failure
		wantErr          bool
	}{
		{name: "scenarios", side: "server", yaml: "# header\nserver:\n  - tools-call-image # calls the fixture tool test_image_content\n  - prompts-get-simple  #  gets test_simple_prompt\n",
			want: []conformancetest.Failure{{Scenario: "tools-call-image", Reason: "calls the fixture tool test_image_content"}, {Scenario: "prompts-get-simple", Reason: "gets test_simple_prompt"}}},
		{name: "checks", side: "client", yaml: "client:\n  - auth/scope-step-up: a-check, b-check  # no 403 comes\n",
			want: []conformancetest.Failure{{Scenario: "auth/scope-step-up", Checks: []string{"a-check", "b-check"}, Reason: "no 403 comes"}}},
		{name: "other side ignored", side: "client", yaml: "server:\n  - x # y\nclient:\n  - a # b\n",
			want: []conformancetest.Failure{{Scenario: "a", Reason: "b"}}},
		{name: "no reason", side: "server", yaml: "server:\n  - tools-call-image\n", wantErr: true},
		{name: "no such side", side: "client", yaml: "server:\n  - x # y\n", wantErr: true},
		{name: "not a list", side: "server", yaml: "server: x # y\n", wantErr: true},
		{name: "nested entry", side: "server", yaml: "server:\n  - [a, b] # y\n", wantErr: true},
		{name: "bad yaml", side: "server", yaml: "server: [\n", wantErr: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := conformancetest.Parse([]byte(tc.yaml), tc.side)
			if (err != nil) != tc.wantErr {
				t.Fatalf("err = %v, want error %v", err, tc.wantErr)
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("got %+v, want %+v", got, tc.want)
			}
		})
	}
}
