package safehttp

import (
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"sync"
	"sync/atomic"
)

// Default response size limits, counted in decompressed bytes.
const (
	DefaultMaxMessageBytes    = 5 << 20  // one HTTP response body
	DefaultMaxInspectionBytes = 20 << 20 // all bodies read under one Budget
)

// LimitError is returned by a response body's Read once a size limit is
// passed. Scope is "message" (one response) or "inspection" (a Budget).
type LimitError struct {
	Scope string
	Limit int64
}

func (e *LimitError) Error() string {
	if e.Scope == "inspection" {
		return fmt.Sprintf("responses exceeded %s in total for this inspection", mib(e.Limit))
	}
	return fmt.Sprintf("response body exceeded %s", mib(e.Limit))
}

func mib(n int64) string {
	if n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	return fmt.Sprintf("%d bytes", n)
}

// Budget caps the decompressed bytes of every response body read by a safe
// client under a context that carries it. It is safe for concurrent use.
//
//	b := safehttp.NewBudget(safehttp.DefaultMaxInspectionBytes)
//	req = req.WithContext(safehttp.WithBudget(ctx, b)) // … then b.Used()
type Budget struct {
	limit  int64
	used   atomic.Int64
	parent *Budget
}

// NewBudget returns a Budget of limit bytes.
func NewBudget(limit int64) *Budget { return &Budget{limit: limit} }

// Used returns the bytes charged so far (it may pass the limit by the part
// of the read that was refused).
func (b *Budget) Used() int64 { return b.used.Load() }

// Share returns a Budget of at most limit bytes whose reads are also
// charged to b: a part of b that cannot take more than its share.
func (b *Budget) Share(limit int64) *Budget { return &Budget{limit: limit, parent: b} }

func (b *Budget) take(n int) bool {
	ok := b.used.Add(int64(n)) <= b.limit
	if b.parent != nil {
		ok = b.parent.take(n) && ok
	}
	return ok
}

type budgetKey struct{}

// WithBudget returns a context whose requests draw on b.
func WithBudget(ctx context.Context, b *Budget) context.Context {
	return context.WithValue(ctx, budgetKey{}, b)
}

func budgetFrom(ctx context.Context) *Budget {
	b, _ := ctx.Value(budgetKey{}).(*Budget)
	return b
}

// meter passes at most limit bytes of r (and, with a budget, charges them).
type meter struct {
	r      io.Reader
	left   int64
	limit  int64
	budget *Budget
	err    error
}

func (m *meter) Read(p []byte) (int, error) {
	if m.err != nil {
		return 0, m.err
	}
	if int64(len(p)) > m.left+1 {
		p = p[:m.left+1]
	}
	n, err := m.r.Read(p)
	if int64(n) > m.left {
		n = int(m.left)
		m.err = &LimitError{Scope: "message", Limit: m.limit}
	}
	m.left -= int64(n)
	if m.budget != nil && !m.budget.take(n) && m.err == nil {
		m.err = &LimitError{Scope: "inspection", Limit: m.budget.limit}
	}
	if m.err != nil {
		return n, m.err
	}
	return n, err
}

// body meters a response body; with gzip it meters the compressed stream
// and the decompressed one, and starts the decoder on first Read so that
// RoundTrip never blocks on a slow body.
type body struct {
	raw  io.ReadCloser
	out  io.Reader
	gzip bool
	once sync.Once
	max  int64
	b    *Budget
}

func newBody(raw io.ReadCloser, gz bool, limit int64, b *Budget) *body {
	return &body{raw: raw, gzip: gz, max: limit, b: b}
}

func (bd *body) Read(p []byte) (int, error) {
	bd.once.Do(func() {
		if !bd.gzip {
			bd.out = &meter{r: bd.raw, left: bd.max, limit: bd.max, budget: bd.b}
			return
		}
		compressed := &meter{r: bd.raw, left: bd.max, limit: bd.max}
		zr, err := gzip.NewReader(compressed)
		if err != nil {
			bd.out = &errReader{fmt.Errorf("invalid gzip response body: %w", err)}
			return
		}
		bd.out = &meter{r: zr, left: bd.max, limit: bd.max, budget: bd.b}
	})
	return bd.out.Read(p)
}

func (bd *body) Close() error { return bd.raw.Close() }

type errReader struct{ err error }

func (e *errReader) Read([]byte) (int, error) { return 0, e.err }
