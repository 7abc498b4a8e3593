package notify

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/mail"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
	"github.com/aws/aws-sdk-go-v2/service/sesv2/types"
	"github.com/aws/smithy-go"
)

// SES sends through Amazon SES v2 (SendEmail with raw content, so the
// rendered List-Unsubscribe headers reach the recipient unchanged). Build
// its client with NewSESClient.
type SES struct {
	Client *sesv2.Client
}

// NewSESClient returns an SES v2 client that retries only what certainly
// did not send (throttling, 5xx answers), never an ambiguous network
// failure, so a retry cannot deliver a message twice. endpoint, if not
// empty, replaces the SES endpoint (moto in tests).
func NewSESClient(cfg aws.Config, endpoint string) *sesv2.Client {
	return sesv2.NewFromConfig(cfg, func(o *sesv2.Options) {
		o.Retryer = SafeRetryer()
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
		}
	})
}

// SafeRetryer is the AWS SDK's standard retryer without the retries of
// connection errors, which may follow a request that was carried out: it
// retries throttling and 5xx answers only. EventBridge clients use it too.
func SafeRetryer() aws.Retryer {
	return retry.NewStandard(func(o *retry.StandardOptions) {
		o.Retryables = []retry.IsErrorRetryable{
			retry.NoRetryCanceledError{},
			retry.RetryableHTTPStatusCode{Codes: retry.DefaultRetryableHTTPStatusCodes},
			retry.RetryableErrorCode{Codes: retry.DefaultRetryableErrorCodes},
			retry.RetryableErrorCode{Codes: retry.DefaultThrottleErrorCodes},
		}
	})
}

// Send implements Mailer.
func (s SES) Send(ctx context.Context, m Message) error {
	raw, err := m.Render()
	if err != nil {
		return notSent(err)
	}
	from, _ := mail.ParseAddress(m.From) // Render checked both
	to, _ := mail.ParseAddress(m.To)
	ctx, cancel := context.WithTimeout(ctx, sendTimeout)
	defer cancel()
	_, err = s.Client.SendEmail(ctx, &sesv2.SendEmailInput{
		FromEmailAddress: aws.String(from.Address),
		Destination:      &types.Destination{ToAddresses: []string{to.Address}},
		Content:          &types.EmailContent{Raw: &types.RawMessage{Data: raw}},
	})
	if err == nil {
		return nil
	}
	err = fmt.Errorf("notify: SES SendEmail: %w", err)
	if definitelyNotSent(err) {
		return notSent(err)
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
