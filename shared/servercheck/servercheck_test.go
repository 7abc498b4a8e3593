package servercheck_test

import (
	"context"
	"errors"
	"slices"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/servercheck"
)

// gate records what happens, in order, and refuses the hosts in busy.
type gate struct {
	events []string
	busy   map[string]bool
}

var errBusy = errors.New("busy")

func (g *gate) Acquire(_ context.Context, host string) (func(), error) {
	if g.busy[host] {
		g.events = append(g.events, "refused "+host)
		return nil, errBusy
	}
	g.events = append(g.events, "acquired "+host)
	return func() { g.events = append(g.events, "released "+host) }, nil
}

func TestWithHost(t *testing.T) {
	g := &gate{busy: map[string]bool{"busy.example": true}}
	inspect := func(name string) func() { return func() { g.events = append(g.events, "inspected "+name) } }
	ctx := t.Context()
	if err := servercheck.WithHost(ctx, g, "https://API.Example:8443/mcp", inspect("a")); err != nil {
		t.Fatal(err)
	}
	if err := servercheck.WithHost(ctx, g, "https://busy.example/mcp", inspect("b")); !errors.Is(err, errBusy) {
		t.Errorf("busy host: %v", err)
	}
	if err := servercheck.WithHost(ctx, g, "not a url at all", inspect("c")); err != nil {
		t.Fatal(err)
	}
	if err := servercheck.WithHost(ctx, nil, "https://api.example/mcp", inspect("d")); err != nil {
		t.Fatal(err)
	}
	want := []string{"acquired api.example", "inspected a", "released api.example", "refused busy.example", "inspected c", "inspected d"}
	if !slices.Equal(g.events, want) {
		t.Errorf("events %q, want %q", g.events, want)
	}
}

func TestHost(t *testing.T) {
	for in, want := range map[string]string{"https://A.Example:1/x": "a.example", "http://[::1]:8/": "::1", "::bad": "", "/relative": ""} {
		if got := servercheck.Host(in); got != want {
			t.Errorf("Host(%q) = %q, want %q", in, got, want)
		}
	}
}
