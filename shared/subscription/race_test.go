package subscription

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// midway runs hook once, just before the first write to a subscriber row.
type midway struct {
	store.Store
	hook func()
}

func (m *midway) Put(ctx context.Context, item store.Item, v int64) (int64, error) {
	if m.hook != nil && strings.HasPrefix(item.PK, subscriberPK) {
		h := m.hook
		m.hook = nil
		h()
	}
	return m.Store.Put(ctx, item, v)
}

// An unsubscribe that lands while a confirm runs wins: no subscription stays.
func TestUnsubscribeDuringConfirmWins(t *testing.T) {
	bolt := backends.Bolt(t)
	ctx, now := context.Background(), time.Now()
	u, err := serverurl.Vet("https://mcp.example.com/mcp", serverurl.Policy{})
	if err != nil {
		t.Fatal(err)
	}
	confirmToken, unsubToken, err := Request(ctx, bolt, u, "a@example.org", "https://explorer.test", now)
	if err != nil {
		t.Fatal(err)
	}
	st := &midway{Store: bolt, hook: func() {
		if _, err := Unsubscribe(ctx, bolt, unsubToken); err != nil {
			t.Error(err)
		}
	}}
	if _, err := Confirm(ctx, st, confirmToken, now); !errors.Is(err, ErrTokenUnknown) {
		t.Fatalf("confirm = %v, want ErrTokenUnknown", err)
	}
	subs, err := Subscribers(ctx, bolt, serverurl.Key("https://mcp.example.com/mcp"))
	if err != nil || len(subs) != 0 {
		t.Errorf("subscribers after the unsubscribe: %v %v", subs, err)
	}
}
