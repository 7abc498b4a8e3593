package recheck

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/eventbridge"
	"github.com/aws/aws-sdk-go-v2/service/eventbridge/types"

	"github.com/usefulweb/mcp-server-explorer/shared/notify"
)

// The event the recheck publishes for every server whose tools changed.
const (
	EventSource     = "mcp-server-explorer"
	EventDetailType = "MCP server tools changed"
)

// Event is the detail of a change event. It names the server only by the
// SHA-256 of its canonical URL (serverurl.Key).
type Event struct {
	URLSHA256   string              `json:"urlSha256"`
	Snapshot    string              `json:"snapshot"` // SHA-256 of the new tool set (names and fingerprints)
	CheckedAt   time.Time           `json:"checkedAt"`
	Added       []string            `json:"added"`
	Removed     []string            `json:"removed"`
	Changed     []string            `json:"changed"`
	RiskChanges []notify.RiskChange `json:"riskChanges"`
	Classified  []notify.Classified `json:"classified"` // what the changes mean, most severe first
	Omitted     int                 `json:"omitted"`    // changes left out of the lists above (size bound)
}

// Publisher publishes change events. An error wrapping notify.ErrNotSent
// means the event was certainly not published.
type Publisher interface {
	Publish(ctx context.Context, ev Event) error
}

// EventBridge publishes to an EventBridge bus with PutEvents, one entry
// per event.
type EventBridge struct {
	Client *eventbridge.Client
	Bus    string // name or ARN
}

// NewEventBridgeClient returns a client that retries only what certainly
// did not publish (notify.SafeRetryer); endpoint, if not empty, replaces
// the EventBridge endpoint (moto in tests).
func NewEventBridgeClient(cfg aws.Config, endpoint string) *eventbridge.Client {
	return eventbridge.NewFromConfig(cfg, func(o *eventbridge.Options) {
		o.Retryer = notify.SafeRetryer()
		if endpoint != "" {
			o.BaseEndpoint = aws.String(endpoint)
		}
	})
}

// Publish implements Publisher.
func (e EventBridge) Publish(ctx context.Context, ev Event) error {
	detail, err := json.Marshal(ev)
	if err != nil {
		return notify.NotSent(err)
	}
	out, err := e.Client.PutEvents(ctx, &eventbridge.PutEventsInput{Entries: []types.PutEventsRequestEntry{{
		Source:       aws.String(EventSource),
		DetailType:   aws.String(EventDetailType),
		Detail:       aws.String(string(detail)),
		EventBusName: aws.String(e.Bus),
		Time:         aws.Time(ev.CheckedAt),
	}}})
	var api interface{ ErrorCode() string }
	switch {
	case err != nil && errors.As(err, &api):
		return notify.NotSent(fmt.Errorf("EventBridge PutEvents: %w", err))
	case err != nil:
		return fmt.Errorf("recheck: EventBridge PutEvents, outcome unknown: %w", err)
	case out.FailedEntryCount > 0:
		code, msg := "", ""
		if len(out.Entries) > 0 {
			code, msg = aws.ToString(out.Entries[0].ErrorCode), aws.ToString(out.Entries[0].ErrorMessage)
		}
		return notify.NotSent(fmt.Errorf("EventBridge refused the event: %s %s", code, msg))
	}
	return nil
}
