package ses_test

import (
	"context"
	"errors"
	"net"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/ses"
)

func TestSESMoto(t *testing.T) {
	moto := notifytest.Moto(t)
	from := "explorer-" + strings.TrimSuffix(notifytest.UniqueAddress(t), "@example.org") + "@example.com"
	moto.VerifySender(t, from)
	mailer := ses.New(moto.AWSConfig(), moto.Endpoint)
	m := notifytest.SampleMessage()
	m.From, m.To = "MCP Server Explorer <"+from+">", notifytest.UniqueAddress(t)
	if err := mailer.Send(t.Context(), m); err != nil {
		t.Fatal(err)
	}
	notifytest.CheckReceived(t, m, moto.SentEmails(t, m.To))

	t.Run("unverified sender is rejected, not sent", func(t *testing.T) {
		m := notifytest.SampleMessage()
		m.From, m.To = "nobody@unverified.example", notifytest.UniqueAddress(t)
		err := mailer.Send(t.Context(), m)
		if !errors.Is(err, notify.ErrNotSent) {
			t.Fatalf("err = %v, want ErrNotSent", err)
		}
		if got := moto.SentEmails(t, m.To); len(got) != 0 {
			t.Errorf("%d messages sent", len(got))
		}
	})
	t.Run("no connection is not sent", func(t *testing.T) {
		l, _ := net.Listen("tcp", "127.0.0.1:0")
		ep := "http://" + l.Addr().String()
		l.Close()
		mailer := ses.New(moto.AWSConfig(), ep)
		ctx, cancel := context.WithCancel(t.Context())
		defer cancel()
		if err := mailer.Send(ctx, notifytest.SampleMessage()); !errors.Is(err, notify.ErrNotSent) {
			t.Errorf("err = %v, want ErrNotSent", err)
		}
	})
}
