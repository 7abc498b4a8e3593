// Package ses sends the service's mail through Amazon SES v2 (SendEmail
// with raw content, so the rendered List-Unsubscribe headers reach the
// recipient unchanged):
//
//	mailer := ses.New(awsCfg, "") // "" is SES's own endpoint
//	err := mailer.Send(ctx, msg)  // errors.Is(err, notify.ErrNotSent): safe to send again
//
// It is apart from notify so that only the functions that mail link, and
// initialise, the SES client.
package ses

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/mail"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
	"github.com/aws/smithy-go"

	"github.com/usefulweb/mcp-server-explorer/shared/notify"
)

// Mailer is a notify.Mailer that sends through SES.
type Mailer struct {
	Client *sesv2.Client
}

// New returns a Mailer whose client retries only what certainly did not
// send (throttling, 5xx answers; notify.SafeRetryer), never an ambiguous
// network failure, so a retry cannot deliver a message twice. endpoint,
// if not empty, replaces the SES endpoint (moto in tests).
func New(cfg aws.Config, endpoint string) Mailer {
	return Mailer{Client: sesv2.NewFromConfig(cfg, func(o *sesv2.Options) {
		o.Retryer = notify.SafeRetryer()
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
		}
	})}
}

// Send implements notify.Mailer.
func (s Mailer) Send(ctx context.Context, m notify.Message) error {
	raw, err := m.Render()
	if err != nil {
		return notify.NotSent(err)
	}
	from, _ := mail.ParseAddress(m.From) // Render checked both
	to, _ := mail.ParseAddress(m.To)
	ctx, cancel := context.WithTimeout(ctx, notify.SendTimeout)
	defer cancel()
	_, err = s.Client.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String(from.Address),
		Destination:      &types.Destination{ToAddresses: []string{to.Address}},
		Content:          &types.EmailContent{Raw: &types.RawMessage{Data: raw}},
	})
	if err == nil {
		return nil
	}
	err = fmt.Errorf("ses: SendEmail: %w", err)
	if definitelyNotSent(err) {
		return notify.NotSent(err)
	}
	return err
}

// definitelyNotSent reports an AWS call that failed with an answer from
// the service, or before a connection existed.
func definitelyNotSent(err error) bool {
	var api smithy.APIError
	var op *net.OpError
	return errors.As(err, &api) || (errors.As(err, &op) && op.Op == "dial")
}
