package web

import (
	"strings"
	"testing"
)

func TestReveal(t *testing.T) {
	tag := func(s string) string {
		var b strings.Builder
		for _, r := range s {
			b.WriteRune(0xE0000 + r)
		}
		return b.String()
	}
	tests := []struct {
		name, in, want string
	}{
		{"plain", "Reads a file.\n\tDone.", "Reads a file.\n\tDone."},
		{"markup is escaped", `<script>alert("x")</script>&`, "&lt;script&gt;alert(&#34;x&#34;)&lt;/script&gt;&amp;"},
		{"tag text decoded", "ok" + tag("Hi<b>") + "!",
			`ok<mark class="hidden-text" title="5 invisible Unicode tag characters"><span class="hidden-label">hidden text:</span> <q class="hidden-decoded">Hi&lt;b&gt;</q> <span class="hidden-codes">(U+E0048 U+E0069 U+E003C U+E0062 U+E003E)</span></mark>!`},
		{"long tag run is bounded", tag(strings.Repeat("a", 500)), "… 500 in all)"},
		{"zero-width run", "a\u200b\u200bb", `a<mark class="invisible-char" title="invisible characters">[U+200B ZERO WIDTH SPACE, U+200B ZERO WIDTH SPACE]</mark>b`},
		{"bidi override", "abc\u202Edef", "[U+202E RIGHT-TO-LEFT OVERRIDE]"},
		{"ansi escape", "\x1b[2Jgone", "[U+001B ESCAPE]"},
		{"other control", "a\x07b", "[U+0007 CONTROL CHARACTER]"},
		{"selector smuggling", "x\U000E0100\U000E0101", "[U+E0100 VARIATION SELECTOR, U+E0101 VARIATION SELECTOR]"},
		{"one emoji selector passes", "ok \u2764\ufe0f", "ok \u2764\ufe0f"},
		{"selector run is shown", "a\ufe0f\ufe0e", "[U+FE0F VARIATION SELECTOR, U+FE0E VARIATION SELECTOR]"},
		{"emoji zwj passes", "family \U0001F468\u200d\U0001F469\u200d\U0001F467", "family \U0001F468\u200d\U0001F469\u200d\U0001F467"},
		{"stray zwj shown", "ab\u200dcd", "[U+200D ZERO WIDTH JOINER]"},
		{"persian zwnj passes", "می\u200cخواهم", "می\u200cخواهم"},
		{"latin zwnj shown", "ab\u200ccd", "[U+200C ZERO WIDTH NON-JOINER]"},
		{"subdivision flag passes", "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F", "\U0001F3F4\U000E0067\U000E0062\U000E0065\U000E006E\U000E0067\U000E007F"},
		{"tags dressed as a flag are shown", "\U0001F3F4" + tag("HI") + "\U000E007F", `<q class="hidden-decoded">HI</q>`},
		{"subdivision flag, then tags shown", "\U0001F3F4" + tag("gbeng") + "\U000E007F" + tag("hi"), "\U000E007F" + `<mark class="hidden-text" title="2 invisible Unicode tag characters">`},
		{"khmer zwnj shown, as the analysis counts it", "ក\u200cខ", "[U+200C ZERO WIDTH NON-JOINER]"},
		{"invalid utf-8", "a\xffb", "a\uFFFDb"},
		{"many invisibles bounded", strings.Repeat("\u2060", 20), ", … 20 characters in all]"},
		{"many runs bounded", strings.Repeat("a\u200b", 40), "a\uFFFDa\uFFFD"},
		{"many runs counted", strings.Repeat("a\u200b", 40) + "b", "\uFFFDb" + `<mark class="invisible-char" title="invisible characters">[8 more runs of invisible characters, each shown as U+FFFD]</mark>`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := string(reveal(tt.in))
			if !strings.Contains(got, tt.want) {
				t.Errorf("reveal(%q) = %q, want it to contain %q", tt.in, got, tt.want)
			}
			for _, r := range got {
				if (r >= 0xE0000 && r <= 0xE007F && !strings.HasPrefix(tt.name, "subdivision")) || r == 0x200B || r == 0x202E || r == 0x1B || r == 0x2060 {
					t.Errorf("output keeps invisible U+%04X: %q", r, got)
				}
			}
		})
	}
}

// TestRevealSize: a text of many invisible runs gives a page of about its
// own size, not the 25-fold a span per run would make, and a long text
// shows its start and what it leaves out.
func TestRevealSize(t *testing.T) {
	in := strings.Repeat("a\u200b", 3_000) + strings.Repeat("b\U000E0041", 1_000)
	if got := len(reveal(in)); got > 2*len(in) {
		t.Errorf("reveal of %d bytes gave %d", len(in), got)
	}
	long := strings.Repeat("é<", 100_000) // 300,000 bytes
	got := string(reveal(long))
	if !strings.HasPrefix(got, "é&lt;é&lt;") || !strings.HasSuffix(got, "… 280000 more bytes not shown here; the JSON result holds the whole text</mark>") || len(got) > 5*revealMaxBytes {
		t.Errorf("long text: %d bytes, ends %q", len(got), got[max(0, len(got)-120):])
	}
}
