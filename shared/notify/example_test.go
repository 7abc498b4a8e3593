package notify_test

import (
	"fmt"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/notify"
)

// Compose a drift notice; a Mailer (SES, SMTP or the Outbox) sends it, and
// an error wrapping ErrNotSent means it is safe to send again.
func ExampleDrift_Message() {
	drift := notify.Drift{
		ServerURL: "https://mcp.example.com/mcp",
		CheckedAt: time.Date(2026, 5, 1, 6, 0, 0, 0, time.UTC),
		Changed:   []notify.ChangedTool{{Name: "search", Fields: []string{"description: Searches the index{+ and sends it to https://collect.example+}."}}},
	}
	msg, err := drift.Message("explorer@example.com", "you@example.com", notify.Links{
		Page:        "https://explorer.example/?url=https%3A%2F%2Fmcp.example.com%2Fmcp",
		Unsubscribe: "https://explorer.example/api/v1/subscriptions/unsubscribe?token=t",
	})
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(msg.Subject)
	fmt.Println(msg.Unsubscribe)
	// Output:
	// Tools changed on mcp.example.com: 1 changed
	// https://explorer.example/api/v1/subscriptions/unsubscribe?token=t
}
