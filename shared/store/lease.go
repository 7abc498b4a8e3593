package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"time"
)

// Lease is a claim on one key that a single holder at a time can take
// across processes: a conditional Put of an item that expires (DynamoDB's
// TTL attribute on AWS), so a holder that dies frees the key at the
// lease's end without anyone's help.
//
//	l, ok, err := store.TakeLease(ctx, st, key, holder, now, 30*time.Second)
//	if ok { …; l.Release(ctx, now.Add(minInterval)) }
type Lease struct {
	st      Store
	key     Key
	holder  string
	version int64
}

type leaseValue struct {
	Holder string `json:"holder"`
}

// TakeLease takes the lease at key for holder until now+hold, rounded up
// to the store's one-second resolution. ok is false when another live
// lease holds the key (or a released one whose pause has not ended).
func TakeLease(ctx context.Context, st Store, key Key, holder string, now time.Time, hold time.Duration) (*Lease, bool, error) {
	v, err := json.Marshal(leaseValue{Holder: holder})
	if err != nil {
		return nil, false, err
	}
	version, err := st.Put(ctx, Item{Key: key, Value: v, ExpiresAt: ceilSecond(now.Add(hold))}, 0)
	switch {
	case errors.Is(err, ErrConflict):
		return nil, false, nil
	case err != nil:
		return nil, false, fmt.Errorf("store: lease %s/%s: %w", key.PK, key.SK, err)
	}
	return &Lease{st: st, key: key, holder: holder, version: version}, true, nil
}

// Release ends the lease but keeps the key taken until `until` (rounded
// up to a second), so the next holder starts no earlier: a minimum
// interval between two holders. A lease that expired and was taken by
// another holder is left alone, since it is no longer this one's.
func (l *Lease) Release(ctx context.Context, until time.Time) error {
	cur, err := l.st.Get(ctx, l.key)
	if errors.Is(err, ErrNotFound) {
		return nil
	}
	if err != nil {
		return err
	}
	var v leaseValue
	if json.Unmarshal(cur.Value, &v) != nil || v.Holder != l.holder || cur.Version != l.version {
		return nil
	}
	_, err = l.st.Put(ctx, Item{Key: l.key, Value: cur.Value, ExpiresAt: ceilSecond(until)}, l.version)
	if errors.Is(err, ErrConflict) {
		return nil // taken over between the read and the write
	}
	return err
}

// ceilSecond rounds t up to a whole second: stores truncate expiries to
// the second, and a lease must not end early.
func ceilSecond(t time.Time) time.Time {
	if r := t.Truncate(time.Second); !r.Equal(t) {
		return r.Add(time.Second)
	}
	return t
}
