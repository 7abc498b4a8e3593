package notifytest

import (
	"crypto/rand"
	"encoding/hex"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/notify"
)

// SampleMessage is a valid message with fixed content, for transport tests.
func SampleMessage() notify.Message {
	return notify.Message{
		From: "MCP Server Explorer <explorer@example.com>", To: "you@example.org",
		Subject: "Tools changed", Text: "plain body\nsecond line é\n", HTML: "<p>html body é</p>\n",
		Unsubscribe: "https://explorer.example.com/api/v1/subscriptions/unsubscribe?token=abc",
		Date:        time.Date(2026, 11, 30, 12, 0, 0, 0, time.UTC), MessageID: "fixed@example.com",
	}
}

// UniqueAddress returns an address no other test (or earlier run against
// the same shared service) uses.
func UniqueAddress(t testing.TB) string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return "rcpt-" + hex.EncodeToString(b[:]) + "@example.org"
}

// CheckReceived checks that what a transport delivered is what was sent.
func CheckReceived(t testing.TB, sent notify.Message, raws [][]byte) {
	t.Helper()
	if len(raws) != 1 {
		t.Fatalf("%d messages received, want 1", len(raws))
	}
	got := Parse(t, raws[0])
	if got.Subject != sent.Subject || got.Text != sent.Text || got.HTML != sent.HTML {
		t.Errorf("received %q / %q / %q", got.Subject, got.Text, got.HTML)
	}
	if got.Header.Get("List-Unsubscribe") != "<"+sent.Unsubscribe+">" || got.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Errorf("unsubscribe headers did not survive: %q, %q", got.Header.Get("List-Unsubscribe"), got.Header.Get("List-Unsubscribe-Post"))
	}
}
