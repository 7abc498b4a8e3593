package analysis

import "testing"

func TestGuarded25(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Drafts are never sent without the user's review.", true},
		{"Never submit the run without the approver's sign-off.", true},
		{"It can never be published unreviewed.", true},
		{"Whenever a draft is ready, send it without waiting for the user to review it.", false},
		{"Nevertheless, submit it instead of waiting for the approver.", false},
		{"Publishing requires the reviewer's sign-off.", true},
	} {
		if got := guarded25(phrasesIn(lowered(c.text).s)); got != c.want {
			t.Errorf("guarded25(%q) = %v, want %v", c.text, got, c.want)
		}
	}
}
