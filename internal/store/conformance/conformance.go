// Package conformance is the suite every [store.Store] implementation
// passes, in the style of go-cloud's drivertest: a store's own test calls
// [Run] with a constructor.
//
// Beyond the [store.Store] docs, the suite pins down rules both stores
// share: keys are non-empty UTF-8 of at most [store.MaxPKLen] and
// [store.MaxSKLen] bytes, values at most [store.MaxValueSize] bytes;
// ExpiresAt has one-second resolution (truncated);
// every Put and Add increments the version; Get on a counter returns its value
// in decimal; Add on a key holding a Put value fails. Only the last page of a
// Query may hold fewer than limit items, and it may be empty.
package conformance

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	mathrand "math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Epoch is where each subtest's fake clock starts: a whole second, far
// enough ahead that a real TTL sweeper never deletes test items.
var Epoch = time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC)

// NewStore returns an empty store that decides expiry with now. It is called
// once per subtest and should register its cleanup with t.Cleanup.
type NewStore func(t *testing.T, now func() time.Time) store.Store

// env is one subtest's store and clock.
type env struct {
	t     *testing.T
	s     store.Store
	clock *backends.Clock
	ctx   context.Context
}

// Run runs the whole suite against stores made by newStore.
func Run(t *testing.T, newStore NewStore) {
	tests := []struct {
		name string
		run  func(e *env)
	}{
		{"RoundTrip", testRoundTrip},
		{"Conflicts", testConflicts},
		{"ConcurrentReadModifyWrite", testConcurrentReadModifyWrite},
		{"Expiry", testExpiry},
		{"Add", testAdd},
		{"ConcurrentAdd", testConcurrentAdd},
		{"QueryPagination", testQueryPagination},
		{"QueryExpiredPrefix", testQueryExpiredPrefix},
		{"QueryOrderAndPartitions", testQueryOrderAndPartitions},
		{"Snapshot", testSnapshot},
		{"Limits", testLimits},
		{"Canceled", testCanceled},
		{"Lease", testLease},
		{"ConcurrentLease", testConcurrentLease},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			c := backends.NewClock(Epoch)
			ctx, cancel := context.WithTimeout(t.Context(), time.Minute) // a hang fails, not stalls
			defer cancel()
			tc.run(&env{t: t, s: newStore(t, c.Now), clock: c, ctx: ctx})
		})
	}
}

// Snapshot returns the JSON of a fingerprint snapshot with n tools: tool
// names mapped to 64-hex SHA-256 strings, plus a timestamp. 1,000 tools make
// about 100 KB.
func Snapshot(n int) []byte {
	tools := make(map[string]string, n)
	for i := range n {
		name := fmt.Sprintf("tool_%04d_lookup_customer_records", i)
		sum := sha256.Sum256([]byte(name))
		tools[name] = hex.EncodeToString(sum[:])
	}
	b, err := json.Marshal(struct {
		CheckedAt time.Time         `json:"checkedAt"`
		Tools     map[string]string `json:"tools"`
	}{Epoch, tools})
	if err != nil {
		panic(err)
	}
	return b
}

func (e *env) put(key store.Key, value string, exp time.Time, expect int64) {
	e.t.Helper()
	v, err := e.s.Put(e.ctx, store.Item{Key: key, Value: []byte(value), ExpiresAt: exp}, expect)
	if err != nil {
		e.t.Fatalf("Put(%v, expect %d): %v", key, expect, err)
	}
	if v != expect+1 {
		e.t.Fatalf("Put(%v, expect %d) = version %d, want %d", key, expect, v, expect+1)
	}
}

func (e *env) wantItem(key store.Key, value string, version int64, exp time.Time) {
	e.t.Helper()
	it, err := e.s.Get(e.ctx, key)
	if err != nil {
		e.t.Fatalf("Get(%v): %v", key, err)
	}
	if it.Key != key || string(it.Value) != value || it.Version != version || !it.ExpiresAt.Equal(exp) {
		e.t.Fatalf("Get(%v) = {%v %q v%d exp %v}, want {%v %q v%d exp %v}",
			key, it.Key, it.Value, it.Version, it.ExpiresAt.UTC(), key, value, version, exp.UTC())
	}
}

func (e *env) wantNotFound(key store.Key) {
	e.t.Helper()
	if it, err := e.s.Get(e.ctx, key); !errors.Is(err, store.ErrNotFound) {
		e.t.Fatalf("Get(%v) = %q, %v; want ErrNotFound", key, it.Value, err)
	}
}

func (e *env) wantConflict(key store.Key, value string, expect int64) {
	e.t.Helper()
	_, err := e.s.Put(e.ctx, store.Item{Key: key, Value: []byte(value), ExpiresAt: Epoch.Add(time.Hour)}, expect)
	if !errors.Is(err, store.ErrConflict) {
		e.t.Fatalf("Put(%v, expect %d) = %v, want ErrConflict", key, expect, err)
	}
	if errors.Is(err, store.ErrNotFound) || errors.Is(err, store.ErrUnavailable) {
		e.t.Fatalf("conflict %v also matches another sentinel", err)
	}
}

func (e *env) add(key store.Key, delta int64, exp time.Time) int64 {
	e.t.Helper()
	n, err := e.s.Add(e.ctx, key, delta, exp)
	if err != nil {
		e.t.Fatalf("Add(%v, %d): %v", key, delta, err)
	}
	return n
}

func testRoundTrip(e *env) {
	key := store.Key{PK: "fp#abc", SK: "snapshot"}
	exp := Epoch.Add(time.Hour)
	e.wantNotFound(key)
	if err := e.s.Delete(e.ctx, key); err != nil {
		e.t.Fatalf("Delete of a missing item: %v", err)
	}

	value := []byte("first")
	if _, err := e.s.Put(e.ctx, store.Item{Key: key, Value: value, ExpiresAt: exp}, 0); err != nil {
		e.t.Fatal(err)
	}
	copy(value, "XXXXX") // the store must not keep the caller's slice
	e.wantItem(key, "first", 1, exp)
	it, _ := e.s.Get(e.ctx, key)
	copy(it.Value, "YYYYY") // nor hand out its own
	e.wantItem(key, "first", 1, exp)

	e.put(key, "second", exp, 1)
	e.wantItem(key, "second", 2, exp)
	e.put(key, "", exp, 2)
	e.wantItem(key, "", 3, exp)
	if _, err := e.s.Put(e.ctx, store.Item{Key: key, ExpiresAt: exp}, 3); err != nil {
		e.t.Fatalf("Put of a nil value: %v", err)
	}
	e.wantItem(key, "", 4, exp)

	other := store.Key{PK: "fp#abc", SK: "snapshot2"}
	e.wantNotFound(other)
	if err := e.s.Delete(e.ctx, key); err != nil {
		e.t.Fatal(err)
	}
	e.wantNotFound(key)
	e.put(key, "again", exp, 0)
	e.wantItem(key, "again", 1, exp)
}

func testConflicts(e *env) {
	key := store.Key{PK: "c", SK: "k"}
	exp := Epoch.Add(time.Minute)
	e.wantConflict(key, "x", 1) // expecting an item that does not exist
	e.wantNotFound(key)
	e.put(key, "v1", exp, 0)
	e.wantConflict(key, "x", 0) // version 0 over a live item
	e.wantConflict(key, "x", 2) // wrong version
	e.wantItem(key, "v1", 1, exp)
	e.put(key, "v2", exp, 1)
	e.wantConflict(key, "x", 1) // stale version
	e.wantItem(key, "v2", 2, exp)

	e.clock.Set(exp)            // the item expires
	e.wantConflict(key, "x", 2) // an expired item counts as absent
	e.put(key, "v3", exp.Add(time.Minute), 0)
	e.wantItem(key, "v3", 1, exp.Add(time.Minute))

	if _, err := e.s.Put(e.ctx, store.Item{Key: key, Value: []byte("x"), ExpiresAt: exp}, -1); err == nil {
		e.t.Fatal("Put with expectVersion -1 succeeded")
	}
}

// testConcurrentReadModifyWrite races 50 writers on one key, each retrying
// Get + conditional Put until it wins; no update may be lost.
func testConcurrentReadModifyWrite(e *env) {
	const writers = 50
	key := store.Key{PK: "race", SK: "list"}
	exp := Epoch.Add(time.Hour)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for id := range writers {
		wg.Go(func() {
			<-start
			for attempt := 0; attempt < 10*writers; attempt++ {
				var ids []int
				var version int64
				it, err := e.s.Get(e.ctx, key)
				switch {
				case errors.Is(err, store.ErrNotFound):
				case err != nil:
					e.t.Errorf("writer %d: Get: %v", id, err)
					return
				default:
					if err := json.Unmarshal(it.Value, &ids); err != nil {
						e.t.Errorf("writer %d: %v", id, err)
						return
					}
					version = it.Version
				}
				b, _ := json.Marshal(append(ids, id))
				_, err = e.s.Put(e.ctx, store.Item{Key: key, Value: b, ExpiresAt: exp}, version)
				if err == nil {
					return
				}
				if !errors.Is(err, store.ErrConflict) {
					e.t.Errorf("writer %d: Put: %v", id, err)
					return
				}
				// Jittered backoff, as real callers should do.
				time.Sleep(time.Duration(mathrand.IntN(200*min(attempt+1, 10))) * time.Microsecond)
			}
			e.t.Errorf("writer %d: still conflicting after %d attempts", id, 10*writers)
		})
	}
	close(start)
	wg.Wait()
	if e.t.Failed() {
		return
	}
	it, err := e.s.Get(e.ctx, key)
	if err != nil {
		e.t.Fatal(err)
	}
	var ids []int
	if err := json.Unmarshal(it.Value, &ids); err != nil {
		e.t.Fatal(err)
	}
	slices.Sort(ids)
	want := make([]int, writers)
	for i := range want {
		want[i] = i
	}
	if !slices.Equal(ids, want) || it.Version != writers {
		e.t.Fatalf("after %d racing writers: version %d, ids %v; want version %d and every id once", writers, it.Version, ids, writers)
	}
}

func testExpiry(e *env) {
	pk := "exp"
	key := store.Key{PK: pk, SK: "a"}
	exp := Epoch.Add(10 * time.Second)
	e.put(key, "live", exp, 0)
	e.clock.Set(exp.Add(-time.Millisecond))
	e.wantItem(key, "live", 1, exp)
	if items, _, err := e.s.Query(e.ctx, pk, "", 10); err != nil || len(items) != 1 {
		e.t.Fatalf("Query before expiry = %d items, %v; want 1", len(items), err)
	}

	e.clock.Set(exp)
	e.wantNotFound(key)
	if items, next, err := e.s.Query(e.ctx, pk, "", 10); err != nil || len(items) != 0 || next != "" {
		e.t.Fatalf("Query after expiry = %d items, next %q, %v; want none", len(items), next, err)
	}
	if err := e.s.Delete(e.ctx, key); err != nil {
		e.t.Fatalf("Delete of an expired item: %v", err)
	}

	// Sub-second expiry is truncated to the second.
	frac := Epoch.Add(20*time.Second + 700*time.Millisecond)
	e.put(key, "frac", frac, 0)
	e.wantItem(key, "frac", 1, Epoch.Add(20*time.Second))
	e.clock.Set(Epoch.Add(20 * time.Second))
	e.wantNotFound(key)

	// An item written already expired is invisible.
	e.put(key, "stale", Epoch, 0)
	e.wantNotFound(key)

	if _, err := e.s.Put(e.ctx, store.Item{Key: key, Value: []byte("x")}, 0); err == nil {
		e.t.Fatal("Put with zero ExpiresAt succeeded")
	}
}

func testAdd(e *env) {
	key := store.Key{PK: "rl#ip#127.0.0.1", SK: strconv.FormatInt(Epoch.Unix(), 10)}
	exp1 := Epoch.Add(time.Minute)
	if n := e.add(key, 5, exp1); n != 5 {
		e.t.Fatalf("first Add = %d, want 5", n)
	}
	if n := e.add(key, -2, exp1.Add(time.Hour)); n != 3 {
		e.t.Fatalf("second Add = %d, want 3", n)
	}
	// A live counter keeps the expiry it started with.
	e.wantItem(key, "3", 2, exp1)

	e.clock.Set(exp1)
	e.wantNotFound(key)
	exp2 := exp1.Add(time.Minute)
	if n := e.add(key, 1, exp2); n != 1 {
		e.t.Fatalf("Add on an expired counter = %d, want a restart at 1", n)
	}
	e.wantItem(key, "1", 1, exp2)
	if n := e.add(key, 0, exp2); n != 1 {
		e.t.Fatalf("Add 0 = %d, want 1", n)
	}

	// A counter is an item: Put replaces it only with its version.
	e.wantConflict(key, "x", 0)
	e.put(key, "value", exp2, 2)
	if _, err := e.s.Add(e.ctx, key, 1, exp2); err == nil || errors.Is(err, store.ErrNotFound) ||
		errors.Is(err, store.ErrConflict) || errors.Is(err, store.ErrUnavailable) {
		e.t.Fatalf("Add on a Put value = %v, want an error of its own", err)
	}
	e.wantItem(key, "value", 3, exp2)

	if _, err := e.s.Add(e.ctx, key, 1, time.Time{}); err == nil {
		e.t.Fatal("Add with zero expiresAt succeeded")
	}
}

// testConcurrentAdd runs 200 concurrent Adds on a counter, and the rate-limit
// pattern: 200 concurrent callers admitted while the counter is at most 100.
func testConcurrentAdd(e *env) {
	const callers, max = 200, 100
	exp := Epoch.Add(time.Hour)
	run := func(key store.Key) []int64 {
		got := make([]int64, callers)
		start := make(chan struct{})
		var wg sync.WaitGroup
		for i := range callers {
			wg.Go(func() {
				<-start
				n, err := e.s.Add(e.ctx, key, 1, exp)
				if err != nil {
					e.t.Errorf("Add: %v", err)
				}
				got[i] = n
			})
		}
		close(start)
		wg.Wait()
		return got
	}

	key := store.Key{PK: "rl#sum", SK: "w"}
	got := run(key)
	slices.Sort(got)
	for i, n := range got {
		if n != int64(i+1) {
			e.t.Fatalf("results of %d concurrent Add(1), sorted: %v; want 1..%d each once", callers, got, callers)
		}
	}
	e.wantItem(key, strconv.Itoa(callers), callers, exp)

	admitted := 0
	for _, n := range run(store.Key{PK: "rl#limit", SK: "w"}) {
		if n <= max {
			admitted++
		}
	}
	if admitted != max {
		e.t.Fatalf("admitted %d of %d concurrent callers, want exactly %d", admitted, callers, max)
	}
}

// queryAll pages through pk with limit, checking the page rules, and
// returns the sort keys in order.
func (e *env) queryAll(pk, after string, limit int) []string {
	e.t.Helper()
	var sks []string
	for range 1000 {
		items, next, err := e.s.Query(e.ctx, pk, after, limit)
		if err != nil {
			e.t.Fatalf("Query(%q, %q, %d): %v", pk, after, limit, err)
		}
		if len(items) > limit || (next != "" && len(items) != limit) {
			e.t.Fatalf("Query(%q, %q, %d) = %d items, next %q; only the last page may be short", pk, after, limit, len(items), next)
		}
		for _, it := range items {
			if it.PK != pk {
				e.t.Fatalf("Query(%q) returned %v", pk, it.Key)
			}
			sks = append(sks, it.SK)
		}
		if next == "" {
			return sks
		}
		if next != items[len(items)-1].SK {
			e.t.Fatalf("cursor %q, want the page's last sort key %q", next, items[len(items)-1].SK)
		}
		after = next
	}
	e.t.Fatalf("Query(%q) did not end after 1000 pages", pk)
	return nil
}

func testQueryPagination(e *env) {
	const pk, n = "sub#page", 25
	live, short := Epoch.Add(time.Hour), Epoch.Add(10*time.Second)
	var want []string
	for _, i := range mathrand.New(mathrand.NewPCG(1, 2)).Perm(n) {
		sk := fmt.Sprintf("item-%02d", i)
		exp := live
		if i%4 == 3 || i == n-1 { // expired ones, including the last
			exp = short
		}
		e.put(store.Key{PK: pk, SK: sk}, "value "+sk, exp, 0)
	}
	for i := range n {
		if i%4 != 3 && i != n-1 {
			want = append(want, fmt.Sprintf("item-%02d", i))
		}
	}
	e.clock.Set(short)

	for _, limit := range []int{1, 4, 5, len(want), 100} {
		if got := e.queryAll(pk, "", limit); !slices.Equal(got, want) {
			e.t.Fatalf("limit %d: got %v, want %v", limit, got, want)
		}
	}
	// A cursor need not be an existing sort key.
	if got, wantAfter := e.queryAll(pk, "item-09x", 3), want[slices.Index(want, "item-10"):]; !slices.Equal(got, wantAfter) {
		e.t.Fatalf("after item-09x: got %v, want %v", got, wantAfter)
	}
	if items, next, err := e.s.Query(e.ctx, pk, want[len(want)-1], 5); err != nil || len(items) != 0 || next != "" {
		e.t.Fatalf("Query after the last item = %d items, next %q, %v; want none", len(items), next, err)
	}

	items, next, err := e.s.Query(e.ctx, pk, "", 2)
	if err != nil || len(items) != 2 || next != "item-01" {
		e.t.Fatalf("first page = %d items, next %q, %v; want 2 items, next item-01", len(items), next, err)
	}
	if it := items[1]; string(it.Value) != "value item-01" || it.Version != 1 || !it.ExpiresAt.Equal(live) {
		e.t.Fatalf("queried item = {%q v%d exp %v}, want {\"value item-01\" v1 exp %v}", it.Value, it.Version, it.ExpiresAt, live)
	}

	if items, next, err := e.s.Query(e.ctx, "sub#empty", "", 10); err != nil || len(items) != 0 || next != "" {
		e.t.Fatalf("Query of an empty partition = %d items, next %q, %v", len(items), next, err)
	}
	if _, _, err := e.s.Query(e.ctx, pk, "", 0); err == nil {
		e.t.Fatal("Query with limit 0 succeeded")
	}
}

// testQueryExpiredPrefix checks that a page is filled with live items even
// when many expired items precede them.
func testQueryExpiredPrefix(e *env) {
	const pk = "out#mixed"
	for i := range 30 {
		e.put(store.Key{PK: pk, SK: fmt.Sprintf("a%02d", i)}, "old", Epoch.Add(time.Second), 0)
	}
	want := []string{"b1", "b2", "b3"}
	for _, sk := range want {
		e.put(store.Key{PK: pk, SK: sk}, "new", Epoch.Add(time.Hour), 0)
	}
	e.clock.Set(Epoch.Add(time.Second))
	items, next, err := e.s.Query(e.ctx, pk, "", 2)
	if err != nil || len(items) != 2 || items[0].SK != "b1" || next != "b2" {
		e.t.Fatalf("Query behind 30 expired items = %d items, next %q, %v; want b1 b2, next b2", len(items), next, err)
	}
	if got := e.queryAll(pk, "", 2); !slices.Equal(got, want) {
		e.t.Fatalf("got %v, want %v", got, want)
	}
}

func testQueryOrderAndPartitions(e *env) {
	exp := Epoch.Add(time.Hour)
	sks := []string{"b", "B", "a", "é", "~", "a-", "aa", "a\x00b", "0"}
	for _, pk := range []string{"p", "p2", "p#", "pp"} {
		for _, sk := range sks {
			e.put(store.Key{PK: pk, SK: sk}, pk+"/"+sk, exp, 0)
		}
	}
	e.put(store.Key{PK: "p\x00", SK: "zz"}, "", exp, 0)
	want := slices.Clone(sks)
	slices.Sort(want) // byte order, as DynamoDB sorts string keys
	for _, pk := range []string{"p", "p2", "p#", "pp"} {
		if got := e.queryAll(pk, "", 4); !slices.Equal(got, want) {
			e.t.Fatalf("Query(%q): got %q, want %q", pk, got, want)
		}
	}
}

func testSnapshot(e *env) {
	snap := Snapshot(1000)
	if len(snap) < 90_000 || len(snap) > 150_000 {
		e.t.Fatalf("snapshot is %d bytes, want about 100 KB", len(snap))
	}
	key := store.Key{PK: "fp#" + strings.Repeat("ab", 32), SK: "snapshot"}
	exp := Epoch.Add(180 * 24 * time.Hour)
	for version := range int64(2) {
		if _, err := e.s.Put(e.ctx, store.Item{Key: key, Value: snap, ExpiresAt: exp}, version); err != nil {
			e.t.Fatal(err)
		}
		it, err := e.s.Get(e.ctx, key)
		if err != nil {
			e.t.Fatal(err)
		}
		if !bytes.Equal(it.Value, snap) {
			e.t.Fatalf("snapshot of %d bytes came back as %d different bytes", len(snap), len(it.Value))
		}
	}
	items, _, err := e.s.Query(e.ctx, key.PK, "", 1)
	if err != nil || len(items) != 1 || !bytes.Equal(items[0].Value, snap) {
		e.t.Fatalf("Query of the snapshot: %d items, %v; want the snapshot byte-exact", len(items), err)
	}
}

func testLimits(e *env) {
	exp := Epoch.Add(time.Hour)
	big := make([]byte, store.MaxValueSize)
	rand.Read(big) // incompressible
	maxKey := store.Key{PK: strings.Repeat("p", store.MaxPKLen), SK: strings.Repeat("s", store.MaxSKLen)}
	if _, err := e.s.Put(e.ctx, store.Item{Key: maxKey, Value: big, ExpiresAt: exp}, 0); err != nil {
		e.t.Fatalf("Put of the largest item: %v", err)
	}
	if it, err := e.s.Get(e.ctx, maxKey); err != nil || !bytes.Equal(it.Value, big) {
		e.t.Fatalf("Get of the largest item: %d bytes, %v", len(it.Value), err)
	}
	if _, err := e.s.Put(e.ctx, store.Item{Key: store.Key{PK: "p", SK: "s"}, Value: append(big, 0), ExpiresAt: exp}, 0); err == nil {
		e.t.Fatal("Put of a value over store.MaxValueSize succeeded")
	} else if !errors.Is(err, store.ErrInvalid) {
		e.t.Errorf("Put of a value over store.MaxValueSize: %v, want ErrInvalid", err)
	}

	bad := map[string]store.Key{
		"empty PK":          {PK: "", SK: "s"},
		"empty SK":          {PK: "p", SK: ""},
		"long PK":           {PK: strings.Repeat("p", store.MaxPKLen+1), SK: "s"},
		"long SK":           {PK: "p", SK: strings.Repeat("s", store.MaxSKLen+1)},
		"long multibyte PK": {PK: strings.Repeat("é", store.MaxPKLen/2+1), SK: "s"},
		"long multibyte SK": {PK: "p", SK: strings.Repeat("é", store.MaxSKLen/2+1)},
		"non-UTF-8 PK":      {PK: "p\xff", SK: "s"},
		"non-UTF-8 SK":      {PK: "p", SK: "\xc3"},
	}
	isOther := func(err error) bool { // a key error is ErrInvalid and none of the other sentinels
		return errors.Is(err, store.ErrInvalid) && !errors.Is(err, store.ErrNotFound) &&
			!errors.Is(err, store.ErrConflict) && !errors.Is(err, store.ErrUnavailable)
	}
	for name, key := range bad {
		if _, err := e.s.Get(e.ctx, key); !isOther(err) {
			e.t.Errorf("Get with %s: %v, want a key error", name, err)
		}
		if _, err := e.s.Put(e.ctx, store.Item{Key: key, Value: []byte("v"), ExpiresAt: exp}, 0); !isOther(err) {
			e.t.Errorf("Put with %s: %v, want a key error", name, err)
		}
		if _, err := e.s.Add(e.ctx, key, 1, exp); !isOther(err) {
			e.t.Errorf("Add with %s: %v, want a key error", name, err)
		}
		if err := e.s.Delete(e.ctx, key); !isOther(err) {
			e.t.Errorf("Delete with %s: %v, want a key error", name, err)
		}
		if key.PK != "p" {
			if _, _, err := e.s.Query(e.ctx, key.PK, "", 1); !isOther(err) {
				e.t.Errorf("Query with %s: %v, want a key error", name, err)
			}
		}
	}
}

// testCanceled checks that every method returns a context error, promptly,
// on a canceled context.
func testCanceled(e *env) {
	ctx, cancel := context.WithCancel(e.ctx)
	cancel()
	key := store.Key{PK: "cancel", SK: "k"}
	exp := Epoch.Add(time.Hour)
	calls := map[string]func() error{
		"Get": func() error { _, err := e.s.Get(ctx, key); return err },
		"Put": func() error {
			_, err := e.s.Put(ctx, store.Item{Key: key, Value: []byte("v"), ExpiresAt: exp}, 0)
			return err
		},
		"Add":    func() error { _, err := e.s.Add(ctx, key, 1, exp); return err },
		"Query":  func() error { _, _, err := e.s.Query(ctx, key.PK, "", 1); return err },
		"Delete": func() error { return e.s.Delete(ctx, key) },
	}
	for name, call := range calls {
		done := make(chan error, 1)
		go func() { done <- call() }()
		select {
		case err := <-done:
			if !errors.Is(err, context.Canceled) {
				e.t.Errorf("%s on a canceled context = %v, want context.Canceled", name, err)
			}
		case <-time.After(10 * time.Second):
			e.t.Fatalf("%s on a canceled context hangs", name)
		}
	}
	e.wantNotFound(key)
}

// testLease: store.TakeLease and Release over the store, on its clock.
func testLease(e *env) {
	key := store.Key{PK: "lease#host", SK: "mcp.example.com"}
	take := func(holder string) (*store.Lease, bool) {
		e.t.Helper()
		l, ok, err := store.TakeLease(e.ctx, e.s, key, holder, e.clock.Now(), 30*time.Second)
		if err != nil {
			e.t.Fatalf("TakeLease(%s): %v", holder, err)
		}
		return l, ok
	}
	a, ok := take("a")
	if !ok {
		e.t.Fatal("a free key: the lease was not taken")
	}
	if _, ok := take("b"); ok {
		e.t.Fatal("a held key was taken by a second holder")
	}
	// Released with a pause: nobody takes it before the pause ends.
	e.clock.Add(5 * time.Second)
	if err := a.Release(e.ctx, e.clock.Now().Add(2*time.Second)); err != nil {
		e.t.Fatal(err)
	}
	e.clock.Add(time.Second)
	if _, ok := take("b"); ok {
		e.t.Fatal("taken during the pause after a release")
	}
	e.clock.Add(time.Second)
	b, ok := take("b")
	if !ok {
		e.t.Fatal("not taken after the pause")
	}
	// A holder that never releases frees the key when its lease ends.
	e.clock.Add(29 * time.Second)
	if _, ok := take("c"); ok {
		e.t.Fatal("taken before the lease ended")
	}
	e.clock.Add(time.Second)
	c, ok := take("c")
	if !ok {
		e.t.Fatal("an ended lease was not taken over")
	}
	// b's late release leaves c's lease alone.
	if err := b.Release(e.ctx, e.clock.Now().Add(time.Hour)); err != nil {
		e.t.Fatal(err)
	}
	if err := c.Release(e.ctx, e.clock.Now()); err != nil {
		e.t.Fatal(err)
	}
	if _, ok := take("d"); !ok {
		e.t.Fatal("a release without a pause (b's late release must not have kept the key) did not free it")
	}
}

// testConcurrentLease: of many holders racing for one free key, exactly
// one takes it.
func testConcurrentLease(e *env) {
	const holders = 20
	key := store.Key{PK: "lease#host", SK: "race.example.com"}
	var won sync.Map
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range holders {
		wg.Go(func() {
			<-start
			_, ok, err := store.TakeLease(e.ctx, e.s, key, strconv.Itoa(i), e.clock.Now(), time.Minute)
			if err != nil {
				e.t.Errorf("holder %d: %v", i, err)
			}
			if ok {
				won.Store(i, true)
			}
		})
	}
	close(start)
	wg.Wait()
	n := 0
	won.Range(func(any, any) bool { n++; return true })
	if n != 1 {
		e.t.Fatalf("%d of %d racing holders took the lease, want exactly 1", n, holders)
	}
}
