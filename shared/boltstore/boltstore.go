// Package boltstore implements store.Store on one bbolt file: the embedded
// store for local runs. It follows dynamostore's rules so that code tested
// locally behaves the same on DynamoDB: the same key and value limits, expiry
// at one-second resolution, and expired items treated as absent everywhere.
//
// All items live in one bucket under the key len(PK) (2 bytes, big endian) +
// PK + SK, so one partition is one contiguous, sort-key-ordered key range.
// Every write is one bbolt Update transaction, which makes conditional Puts
// and counter Adds atomic.
package boltstore

import (
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"strconv"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"go.etcd.io/bbolt"
)

// sweepBatch bounds how many keys one sweep transaction scans, so that a
// sweep never holds the write lock for long.
const sweepBatch = 1000

var bucketName = []byte("items")

// Store is an store.Store backed by a bbolt file. It is safe for
// concurrent use. Close it when done.
type Store struct {
	db         *bbolt.DB
	now        func() time.Time
	sweepEvery time.Duration
	noSync     bool
	stopSweep  context.CancelFunc
	sweepDone  chan struct{}
	closeOnce  sync.Once
}

var _ store.Store = (*Store)(nil)

// Option configures Open.
type Option func(*Store)

// WithClock sets the clock that decides expiry (default time.Now).
func WithClock(now func() time.Time) Option {
	return func(s *Store) { s.now = now }
}

// WithSweepInterval sets how often a background goroutine deletes expired
// items (default 10 minutes); 0 turns the background sweep off.
func WithSweepInterval(d time.Duration) Option {
	return func(s *Store) { s.sweepEvery = d }
}

// WithoutSync skips the fsync that ends each write: for a store that need
// not outlive a crash of the machine, such as a test's temporary file. A
// write is still in the file for every later read and every reopening on
// the running machine; only its survival of a power cut is not waited
// for (several milliseconds a write on a disk).
func WithoutSync() Option {
	return func(s *Store) { s.noSync = true }
}

// Open opens or creates the store file at path. It fails after one second
// if another process holds the file.
func Open(path string, opts ...Option) (*Store, error) {
	s := &Store{now: time.Now, sweepEvery: 10 * time.Minute}
	for _, o := range opts {
		o(s)
	}
	db, err := bbolt.Open(path, 0o600, &bbolt.Options{Timeout: time.Second})
	if err != nil {
		return nil, fmt.Errorf("boltstore: open %s: %w", path, err)
	}
	db.NoSync = s.noSync
	if err := db.Update(func(tx *bbolt.Tx) error {
		_, err := tx.CreateBucketIfNotExists(bucketName)
		return err
	}); err != nil {
		db.Close()
		return nil, fmt.Errorf("boltstore: init %s: %w", path, err)
	}
	s.db = db
	if s.sweepEvery > 0 {
		ctx, cancel := context.WithCancel(context.Background())
		s.stopSweep, s.sweepDone = cancel, make(chan struct{})
		go s.sweepLoop(ctx)
	}
	return s, nil
}

// Close stops the background sweep and closes the file.
func (s *Store) Close() error {
	var err error
	s.closeOnce.Do(func() {
		if s.stopSweep != nil {
			s.stopSweep()
			<-s.sweepDone
		}
		err = s.db.Close()
	})
	return err
}

// Get implements store.Store.
func (s *Store) Get(ctx context.Context, key store.Key) (store.Item, error) {
	if err := checkKey(key); err != nil {
		return store.Item{}, err
	}
	if err := ctx.Err(); err != nil {
		return store.Item{}, fmt.Errorf("boltstore: get: %w", err)
	}
	now := s.now().Unix()
	var (
		item  store.Item
		found bool
	)
	err := s.db.View(func(tx *bbolt.Tx) error {
		r, ok, err := decode(tx.Bucket(bucketName).Get(dbKey(key)))
		if err != nil || !ok || !r.live(now) {
			return err
		}
		item, found = r.item(key), true
		return nil
	})
	if err != nil {
		return store.Item{}, unavailable("get", err)
	}
	if !found {
		return store.Item{}, store.ErrNotFound
	}
	return item, nil
}

// Put implements store.Store in one Update transaction.
func (s *Store) Put(ctx context.Context, item store.Item, expectVersion int64) (int64, error) {
	if err := checkPut(item, expectVersion); err != nil {
		return 0, err
	}
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("boltstore: put: %w", err)
	}
	now := s.now().Unix()
	rec := encode(record{ver: expectVersion + 1, exp: item.ExpiresAt.Unix(), value: item.Value})
	conflict := false
	err := s.db.Update(func(tx *bbolt.Tx) error {
		b, k := tx.Bucket(bucketName), dbKey(item.Key)
		cur, ok, err := decode(b.Get(k))
		if err != nil {
			return err
		}
		var curVer int64
		if ok && cur.live(now) {
			curVer = cur.ver
		}
		if curVer != expectVersion {
			conflict = true
			return nil
		}
		return b.Put(k, rec)
	})
	if err != nil {
		return 0, unavailable("put", err)
	}
	if conflict {
		return 0, store.ErrConflict
	}
	return expectVersion + 1, nil
}

// errNotCounter reports an Add on a key that holds a value written by Put.
var errNotCounter = errors.New("boltstore: add: the live item at this key was written by Put, not Add")

// Add implements store.Store in one Update transaction. Each Add also
// increments the item's version. Get on a counter returns its value in
// decimal.
func (s *Store) Add(ctx context.Context, key store.Key, delta int64, expiresAt time.Time) (int64, error) {
	if err := checkKey(key); err != nil {
		return 0, err
	}
	if expiresAt.IsZero() {
		return 0, errors.New("boltstore: add: zero expiresAt")
	}
	if err := ctx.Err(); err != nil {
		return 0, fmt.Errorf("boltstore: add: %w", err)
	}
	now := s.now().Unix()
	var n int64
	err := s.db.Update(func(tx *bbolt.Tx) error {
		b, k := tx.Bucket(bucketName), dbKey(key)
		cur, ok, err := decode(b.Get(k))
		if err != nil {
			return err
		}
		next := record{counter: true, ver: 1, exp: expiresAt.Unix(), n: delta}
		if ok && cur.live(now) {
			if !cur.counter {
				return errNotCounter
			}
			next.ver, next.exp, next.n = cur.ver+1, cur.exp, cur.n+delta
		}
		n = next.n
		return b.Put(k, encode(next))
	})
	if errors.Is(err, errNotCounter) {
		return 0, err
	}
	if err != nil {
		return 0, unavailable("add", err)
	}
	return n, nil
}

// Query implements store.Store. The returned cursor is "" exactly when no
// live item follows the page.
func (s *Store) Query(ctx context.Context, pk, after string, limit int) ([]store.Item, string, error) {
	if err := store.CheckQuery(pk, after, limit); err != nil {
		return nil, "", fmt.Errorf("boltstore: %w", err)
	}
	if err := ctx.Err(); err != nil {
		return nil, "", fmt.Errorf("boltstore: query: %w", err)
	}
	now := s.now().Unix()
	prefix := dbKey(store.Key{PK: pk})
	var (
		items []store.Item
		next  string
	)
	err := s.db.View(func(tx *bbolt.Tx) error {
		c := tx.Bucket(bucketName).Cursor()
		start := append(prefix[:len(prefix):len(prefix)], after...)
		k, v := c.Seek(start)
		if after != "" && bytes.Equal(k, start) {
			k, v = c.Next()
		}
		for ; k != nil && bytes.HasPrefix(k, prefix); k, v = c.Next() {
			r, _, err := decode(v)
			if err != nil {
				return err
			}
			if !r.live(now) {
				continue
			}
			if len(items) == limit {
				next = items[limit-1].SK
				break
			}
			items = append(items, r.item(store.Key{PK: pk, SK: string(k[len(prefix):])}))
		}
		return nil
	})
	if err != nil {
		return nil, "", unavailable("query", err)
	}
	return items, next, nil
}

// Delete implements store.Store.
func (s *Store) Delete(ctx context.Context, key store.Key) error {
	if err := checkKey(key); err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return fmt.Errorf("boltstore: delete: %w", err)
	}
	err := s.db.Update(func(tx *bbolt.Tx) error {
		return tx.Bucket(bucketName).Delete(dbKey(key))
	})
	if err != nil {
		return unavailable("delete", err)
	}
	return nil
}

// Sweep deletes expired items and returns how many it deleted. Correctness
// never depends on it (expired items are invisible anyway); it keeps the file
// from growing. It runs in transactions of at most 1,000 scanned keys.
func (s *Store) Sweep(ctx context.Context) (int, error) {
	now := s.now().Unix()
	deleted := 0
	var from []byte
	for {
		if err := ctx.Err(); err != nil {
			return deleted, fmt.Errorf("boltstore: sweep: %w", err)
		}
		var next []byte
		err := s.db.Update(func(tx *bbolt.Tx) error {
			b := tx.Bucket(bucketName)
			var expired [][]byte
			next = nil
			scanned := 0
			c := b.Cursor()
			for k, v := c.Seek(from); k != nil; k, v = c.Next() {
				if scanned == sweepBatch {
					next = bytes.Clone(k)
					break
				}
				scanned++
				if r, ok, err := decode(v); err == nil && ok && !r.live(now) {
					expired = append(expired, bytes.Clone(k))
				}
			}
			for _, k := range expired {
				if err := b.Delete(k); err != nil {
					return err
				}
			}
			deleted += len(expired)
			return nil
		})
		if err != nil {
			return deleted, unavailable("sweep", err)
		}
		if next == nil {
			return deleted, nil
		}
		from = next
	}
}

func (s *Store) sweepLoop(ctx context.Context) {
	defer close(s.sweepDone)
	t := time.NewTicker(s.sweepEvery)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			// A failed sweep is retried on the next tick; reads and
			// writes report backend failures themselves.
			_, _ = s.Sweep(ctx)
		}
	}
}

// record is one stored item: a value written by Put or a counter written by
// Add. Encoded as ver (8 bytes) | expiresAt unix seconds (8) | kind (1) |
// value bytes, or the counter (8) for kind 1. Integers are big endian.
type record struct {
	ver     int64
	exp     int64
	counter bool
	n       int64
	value   []byte
}

const headerLen = 17

func encode(r record) []byte {
	size := headerLen + len(r.value)
	if r.counter {
		size = headerLen + 8
	}
	b := make([]byte, headerLen, size)
	binary.BigEndian.PutUint64(b[0:], uint64(r.ver))
	binary.BigEndian.PutUint64(b[8:], uint64(r.exp))
	if r.counter {
		b[16] = 1
		return binary.BigEndian.AppendUint64(b, uint64(r.n))
	}
	return append(b, r.value...)
}

// decode parses a stored record; ok is false for a missing one. The value
// aliases b, which bbolt owns only for the transaction.
func decode(b []byte) (r record, ok bool, err error) {
	if b == nil {
		return record{}, false, nil
	}
	if len(b) < headerLen || b[16] > 1 || (b[16] == 1 && len(b) != headerLen+8) {
		return record{}, false, fmt.Errorf("corrupt record of %d bytes", len(b))
	}
	r.ver = int64(binary.BigEndian.Uint64(b[0:]))
	r.exp = int64(binary.BigEndian.Uint64(b[8:]))
	if b[16] == 1 {
		r.counter, r.n = true, int64(binary.BigEndian.Uint64(b[headerLen:]))
	} else {
		r.value = b[headerLen:]
	}
	return r, true, nil
}

func (r record) live(now int64) bool { return r.exp > now }

// item copies r out of the transaction.
func (r record) item(key store.Key) store.Item {
	value := bytes.Clone(r.value)
	if r.counter {
		value = strconv.AppendInt(nil, r.n, 10)
	}
	return store.Item{Key: key, Value: value, Version: r.ver, ExpiresAt: time.Unix(r.exp, 0)}
}

func dbKey(k store.Key) []byte {
	b := make([]byte, 2, 2+len(k.PK)+len(k.SK))
	binary.BigEndian.PutUint16(b, uint16(len(k.PK)))
	b = append(b, k.PK...)
	return append(b, k.SK...)
}

func unavailable(op string, err error) error {
	return fmt.Errorf("%w: boltstore %s: %w", store.ErrUnavailable, op, err)
}

func checkPut(item store.Item, expectVersion int64) error {
	if err := store.CheckPut(item, expectVersion); err != nil {
		return fmt.Errorf("boltstore: %w", err)
	}
	return nil
}

func checkKey(k store.Key) error {
	if err := store.CheckKey(k); err != nil {
		return fmt.Errorf("boltstore: %w", err)
	}
	return nil
}
