package lambdaapp

import (
	"context"
	"io"
	"log/slog"

	"github.com/aws/aws-lambda-go/lambdacontext"
)

// NewLogger returns a JSON logger for Lambda. Records use the keys of
// Lambda's JSON log format ("timestamp", "level", "message") and, when
// logged with an invocation's context, carry its "awsRequestId".
// AWS_LAMBDA_LOG_LEVEL (DEBUG, INFO, WARN, ERROR), which Lambda sets from
// the function's LoggingConfig, sets the level; the default is INFO.
func NewLogger(w io.Writer, getenv func(string) string) *slog.Logger {
	level := slog.LevelInfo
	switch getenv("AWS_LAMBDA_LOG_LEVEL") {
	case "DEBUG", "TRACE":
		level = slog.LevelDebug
	case "WARN":
		level = slog.LevelWarn
	case "ERROR", "FATAL":
		level = slog.LevelError
	}
	h := slog.NewJSONHandler(w, &slog.HandlerOptions{Level: level, ReplaceAttr: lambdacontext.ReplaceAttr})
	return slog.New(requestIDHandler{h})
}

// requestIDHandler adds the Lambda request id found in a record's context.
type requestIDHandler struct{ slog.Handler }

func (h requestIDHandler) Handle(ctx context.Context, r slog.Record) error {
	if lc, ok := lambdacontext.FromContext(ctx); ok && lc.AwsRequestID != "" {
		r.AddAttrs(slog.String("awsRequestId", lc.AwsRequestID))
	}
	return h.Handler.Handle(ctx, r)
}

func (h requestIDHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	return requestIDHandler{h.Handler.WithAttrs(attrs)}
}

func (h requestIDHandler) WithGroup(name string) slog.Handler {
	return requestIDHandler{h.Handler.WithGroup(name)}
}
