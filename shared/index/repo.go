package index

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// MaxEntries bounds how many entries a listing reads.
const MaxEntries = 50_000

// queryPage is how many items one store query asks for.
const queryPage = 500

func getJSON[T any](ctx context.Context, st store.Store, key store.Key) (T, int64, error) {
	var v T
	it, err := st.Get(ctx, key)
	if errors.Is(err, store.ErrNotFound) {
		return v, 0, nil
	}
	if err != nil {
		return v, 0, err
	}
	if err := json.Unmarshal(it.Value, &v); err != nil {
		return v, 0, fmt.Errorf("index: decoding %s/%s: %w", key.PK, key.SK, err)
	}
	return v, it.Version, nil
}

func putJSON(ctx context.Context, st store.Store, key store.Key, v any, expires time.Time, expect int64) error {
	b, err := json.Marshal(v)
	if err != nil {
		return err
	}
	_, err = st.Put(ctx, store.Item{Key: key, Value: b, ExpiresAt: expires}, expect)
	return err
}

// Get returns the detail of one server; ok is false when the index has
// none.
func Get(ctx context.Context, st store.Store, name string) (d Detail, ok bool, err error) {
	if !ValidName(name) {
		return Detail{}, false, nil
	}
	d, v, err := getJSON[Detail](ctx, st, store.Key{PK: detailPK, SK: name})
	for i := range d.History {
		if d.History[i].Classified == nil {
			d.History[i].Classified = []Classified{} // recorded before classes were kept
		}
	}
	return d, v > 0, err
}

// List returns every entry in name order, at most MaxEntries; truncated
// reports that there were more.
func List(ctx context.Context, st store.Store) (entries []Entry, truncated bool, err error) {
	after := ""
	for {
		items, next, err := st.Query(ctx, entryPK, after, queryPage)
		if err != nil {
			return nil, false, err
		}
		for _, it := range items {
			if len(entries) == MaxEntries {
				return entries, true, nil
			}
			var e Entry
			if err := json.Unmarshal(it.Value, &e); err != nil {
				return nil, false, fmt.Errorf("index: decoding entry %s: %w", it.SK, err)
			}
			entries = append(entries, e)
		}
		if next == "" {
			return entries, false, nil
		}
		after = next
	}
}

// remove deletes a server from the index; removing a missing one is not
// an error, so a repeated job changes nothing.
func remove(ctx context.Context, st store.Store, name string) error {
	if err := st.Delete(ctx, store.Key{PK: entryPK, SK: name}); err != nil {
		return err
	}
	return st.Delete(ctx, store.Key{PK: detailPK, SK: name})
}

// Reader serves listings from a copy of every entry that it refreshes at
// most every TTL, so a busy page does not read the whole index per request.
// It is safe for concurrent use.
type Reader struct {
	Store store.Store
	TTL   time.Duration // 0 means 30 s
	Now   func() time.Time

	mu        sync.Mutex
	loaded    time.Time
	entries   []Entry
	truncated bool
}

// Entries returns every entry (at most MaxEntries); callers must not
// modify the slice's elements.
func (r *Reader) Entries(ctx context.Context) ([]Entry, bool, error) {
	now := time.Now
	if r.Now != nil {
		now = r.Now
	}
	ttl := r.TTL
	if ttl <= 0 {
		ttl = 30 * time.Second
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.entries != nil && now().Sub(r.loaded) < ttl {
		return r.entries, r.truncated, nil
	}
	entries, truncated, err := List(ctx, r.Store)
	if err != nil {
		return nil, false, err
	}
	if entries == nil {
		entries = []Entry{}
	}
	r.entries, r.truncated, r.loaded = entries, truncated, now()
	return entries, truncated, nil
}
