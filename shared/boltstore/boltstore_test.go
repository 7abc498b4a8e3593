package boltstore_test

import (
	"fmt"
	"path/filepath"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/conformance"
	"github.com/usefulweb/mcp-server-explorer/shared/boltstore"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

func open(t *testing.T, path string, opts ...boltstore.Option) *boltstore.Store {
	t.Helper()
	s, err := boltstore.Open(path, opts...)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { s.Close() })
	return s
}

func TestConformance(t *testing.T) {
	conformance.Run(t, func(t *testing.T, now func() time.Time) store.Store {
		return open(t, filepath.Join(t.TempDir(), "store.db"), boltstore.WithClock(now))
	})
}

func TestReopen(t *testing.T) {
	path := filepath.Join(t.TempDir(), "store.db")
	now := func() time.Time { return conformance.Epoch }
	s := open(t, path, boltstore.WithClock(now))
	key := store.Key{PK: "fp#x", SK: "snapshot"}
	if _, err := s.Put(t.Context(), store.Item{Key: key, Value: []byte("kept"), ExpiresAt: now().Add(time.Hour)}, 0); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatal(err)
	}
	if err := s.Close(); err != nil {
		t.Fatalf("second Close: %v", err)
	}
	s = open(t, path, boltstore.WithClock(now))
	it, err := s.Get(t.Context(), key)
	if err != nil || string(it.Value) != "kept" || it.Version != 1 {
		t.Fatalf("after reopen: %q v%d, %v", it.Value, it.Version, err)
	}
}

func TestSweep(t *testing.T) {
	clock := conformance.Epoch
	s := open(t, filepath.Join(t.TempDir(), "store.db"),
		boltstore.WithClock(func() time.Time { return clock }), boltstore.WithSweepInterval(0))
	ctx := t.Context()
	const expired, live = 1050, 5 // more than one sweep transaction
	for i := range expired + live {
		exp := conformance.Epoch.Add(time.Minute)
		if i < live {
			exp = conformance.Epoch.Add(time.Hour)
		}
		key := store.Key{PK: fmt.Sprintf("rl#ip#%d", i%7), SK: fmt.Sprint(i)}
		if _, err := s.Add(ctx, key, 1, exp); err != nil {
			t.Fatal(err)
		}
	}
	if n, err := s.Sweep(ctx); err != nil || n != 0 {
		t.Fatalf("Sweep before expiry = %d, %v; want 0", n, err)
	}
	clock = conformance.Epoch.Add(time.Minute)
	if n, err := s.Sweep(ctx); err != nil || n != expired {
		t.Fatalf("Sweep = %d, %v; want %d", n, err, expired)
	}
	if n, err := s.Sweep(ctx); err != nil || n != 0 {
		t.Fatalf("second Sweep = %d, %v; want 0", n, err)
	}
	for i := range live {
		if _, err := s.Get(ctx, store.Key{PK: fmt.Sprintf("rl#ip#%d", i%7), SK: fmt.Sprint(i)}); err != nil {
			t.Fatalf("live item %d after Sweep: %v", i, err)
		}
	}
}
