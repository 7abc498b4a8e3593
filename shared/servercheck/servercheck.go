// Package servercheck is what the risk index (shared/index) and the
// subscriptions' recheck (shared/recheck) share of one server's turn on
// the inspection queue: the host's turn around the inspection, taken from
// one Gate (on AWS the per-host lease every worker instance honours).
// The classification of a change is shared too, in shared/analysis
// (ClassifyDrift, MostSevereFirst). What each keeps of a server differs on
// purpose: the index keeps no text, the recheck keeps the tools' texts for
// the word-level differences of its emails and writes its pending notice
// in the same conditional write as its snapshot.
//
//	var got *explorer.Inspected
//	var inspectErr error
//	err := servercheck.WithHost(ctx, gate, serverURL, func() {
//		got, inspectErr = inspector.Inspect(ctx, serverURL, nil)
//	})
//	// err: the host's turn was not had (nothing inspected, nothing to store)
package servercheck

import (
	"context"
	"net/url"
	"strings"
)

// Gate holds a host's turn: Acquire blocks until the host may be
// contacted (or fails) and returns the function that gives it back.
type Gate interface {
	Acquire(ctx context.Context, host string) (release func(), err error)
}

// Host is the lower-case host name of serverURL; "" when it has none.
func Host(serverURL string) string {
	u, err := url.Parse(serverURL)
	if err != nil {
		return ""
	}
	return strings.ToLower(u.Hostname())
}

// WithHost runs inspect during serverURL's host's turn from gate and
// gives the turn back as soon as inspect returns. Without a gate, or for
// a URL without a host (which the inspection then refuses), inspect runs
// at once. The error is the gate's: the turn was not had and inspect did
// not run.
func WithHost(ctx context.Context, gate Gate, serverURL string, inspect func()) error {
	host := Host(serverURL)
	if gate == nil || host == "" {
		inspect()
		return nil
	}
	release, err := gate.Acquire(ctx, host)
	if err != nil {
		return err
	}
	defer release()
	inspect()
	return nil
}
