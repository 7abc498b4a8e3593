package main

import (
	"io"
	"net/http"
	"slices"
	"strings"
	"testing"
)

// TestServeOutcomeCap: EXPLORER_OUTCOME_CAP reaches the Toolcard routes, on
// the embedded store, and a flag on the command line wins over it.
func TestServeOutcomeCap(t *testing.T) {
	post := func(base, body string) int {
		t.Helper()
		resp, err := http.Post(base+"/v1/outcomes", "application/json", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		_, _ = io.Copy(io.Discard, resp.Body)
		return resp.StatusCode
	}
	tests := []struct {
		name string
		env  map[string]string
		args []string
		want []int
	}{
		{"env", map[string]string{"EXPLORER_OUTCOME_CAP": "1"}, nil, []int{201, 200, 507}},
		{"flag wins", map[string]string{"EXPLORER_OUTCOME_CAP": "1"}, []string{"--outcome-cap", "2"}, []int{201, 200, 201}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.env["EXPLORER_DATA"] = t.TempDir()
			base := serve(t, tt.env, tt.args...)
			got := []int{
				post(base, `{"name":"weather","result":"called","report_id":"a"}`),
				post(base, `{"name":"weather","result":"called","report_id":"a"}`),
				post(base, `{"name":"weather","result":"ignored","report_id":"b"}`),
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("statuses %v, want %v", got, tt.want)
			}
		})
	}
}

func TestServeRejectsBadOutcomeCap(t *testing.T) {
	for _, v := range []string{"0", "-5", "lots"} {
		code, _, stderr := runCmd(t, map[string]string{"EXPLORER_DATA": t.TempDir()}, "", "serve", "--addr", "127.0.0.1:0", "--outcome-cap", v)
		if code != exitUsage || !strings.Contains(stderr, "--outcome-cap must be a whole number of at least 1") {
			t.Errorf("--outcome-cap %s: exit %d, stderr %q", v, code, stderr)
		}
	}
}
