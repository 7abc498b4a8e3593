package notify

import (
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/aws/retry"
)

// SafeRetryer is the AWS SDK's standard retryer without the retries of
// connection errors, which may follow a request that was carried out: it
// retries throttling and 5xx answers only. The SES mailer (shared/ses) and
// the EventBridge publisher use it.
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
