package recheck

import "testing"

func TestIncompleteToolsList(t *testing.T) {
	for w, want := range map[string]bool{
		`tools/list failed: the server did not answer`:                                 true,
		`tools/list: page 3 failed, kept the 20 items before it: timeout`:              true,
		`tools/list: stopped after 5 pages; the server offers more`:                    true,
		`tools/list: the server advertises "tools" but answered "method not found"`:    true,
		`tools/list: tool "get_failed_jobs" is listed twice; the analysis warns of it`: false,
		`prompts/list failed: the server did not answer`:                               false,
	} {
		if got := incompleteToolsList(w); got != want {
			t.Errorf("%q: %v, want %v", w, got, want)
		}
	}
}
