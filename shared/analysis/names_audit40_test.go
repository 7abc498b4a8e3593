package analysis

import (
	"fmt"
	"testing"
)

// Numbered tools (tool_100 beside tool_1010, report_2024 beside
// report_2025) imitate nothing; a digit spelling a letter still does.
func TestNumbers40(t *testing.T) {
	for _, tc := range []struct {
		w, k string
		want bool
	}{
		{"100", "1010", true},
		{"2024", "2025", true},
		{"paypa1", "paypal", false},
		{"fi1e", "file", false},
		{"", "1", false},
	} {
		if got := numbers40(tc.w, tc.k); got != tc.want {
			t.Errorf("numbers40(%q, %q) = %v, want %v", tc.w, tc.k, got, tc.want)
		}
	}
	var tools []Tool
	desc := "Returns the page with this number."
	for i := 0; i < 1100; i += 10 {
		tools = append(tools, Tool{Name: fmt.Sprintf("page_%d", i), Description: &desc})
	}
	for _, r := range Analyze(tools, Options{}).Tools {
		for _, f := range r.Findings {
			if f.Rule == "poison-lookalike-name" {
				t.Errorf("%s: %s", r.Name, f.Message)
			}
		}
	}
}
