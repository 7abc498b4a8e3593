package main

import (
	"bytes"
	"strings"
	"testing"
)

// A server's text cannot add Markdown or HTML to the job summary, nor
// close the code block that holds the drift.
func TestSummaryEscapesServerText(t *testing.T) {
	if got := md("a|b <img src=x> [link](http://x) `code`\nnew line"); got != "a\\|b \\<img src=x\\> \\[link\\]\\(http://x\\) \\`code\\`\\\\x0anew line" {
		t.Errorf("md: %q", got)
	}
	var b bytes.Buffer
	fence(&b, "changed x\n```\n# heading")
	if !strings.HasPrefix(b.String(), "````\n") || !strings.HasSuffix(b.String(), "\n````\n") {
		t.Errorf("fence: %q", b.String())
	}
	// An unreadable result is reported, not fatal.
	if s := readSummaryServers([]byte("not json")); len(s) != 1 || s[0].result != nil {
		t.Errorf("bad result: %+v", s)
	}
}
