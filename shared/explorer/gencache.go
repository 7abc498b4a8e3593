package explorer

import (
	"context"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// GenerationTTL is how long an origin's protocol generation is remembered.
const GenerationTTL = 24 * time.Hour

// GenerationCache remembers, in the store, which protocol generation each
// origin speaks, so a classic server costs one round trip less next time
// (an mcpclient.GenerationCache). Origins are stored hashed, like URLs.
type GenerationCache struct {
	Store store.Store
	Now   func() time.Time
}

func generationKey(origin string) store.Key {
	return store.Key{PK: "gen#" + serverurl.Key(origin), SK: "generation"}
}

// Get returns the remembered generation of origin.
func (c GenerationCache) Get(ctx context.Context, origin string) (string, bool) {
	item, err := c.Store.Get(ctx, generationKey(origin))
	if err != nil {
		return "", false
	}
	return string(item.Value), true
}

// Put remembers origin's generation; failures only cost a round trip later.
func (c GenerationCache) Put(ctx context.Context, origin, generation string) {
	now := time.Now
	if c.Now != nil {
		now = c.Now
	}
	key := generationKey(origin)
	var version int64
	if item, err := c.Store.Get(ctx, key); err == nil {
		if string(item.Value) == generation {
			return
		}
		version = item.Version
	}
	_, _ = c.Store.Put(ctx, store.Item{Key: key, Value: []byte(generation), ExpiresAt: now().Add(GenerationTTL)}, version)
}
