package toolcard

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// OutcomeTTL is how long outcome data is kept after the end of the calendar
// month (UTC) it arrived in: a row and every count it added expire together,
// between 365 and 396 days after the report.
const OutcomeTTL = 365 * 24 * time.Hour

// DefaultOutcomeCap is the row cap when Config.OutcomeCap is 0 or less.
const DefaultOutcomeCap = 100_000

// Limits of an outcome report's fields, in characters (Unicode code points).
const (
	MaxNameChars        = 128
	MaxDescriptionChars = 10_000
	MaxClientChars      = 200
	MaxReportIDChars    = 128
)

// Outcome results.
const (
	Called  = "called"
	Ignored = "ignored"
)

// ErrOutcomeCapReached reports that the store holds as many outcome rows as
// the cap allows; nothing was stored.
var ErrOutcomeCapReached = errors.New("toolcard: the outcome cap is reached")

// ErrOutcomeShareSpent reports that the client sent its daily share of
// reports; nothing was stored.
var ErrOutcomeShareSpent = errors.New("toolcard: the client's daily share of outcome reports is spent")

// errNoStore reports a deployment without a store.
var errNoStore = errors.New("toolcard: no outcome store is configured")

// OutcomeReport is the body of POST /v1/outcomes. Of it, only Name, the
// SHA-256 of Description and Result are stored, and ReportID as a SHA-256
// in a key; Client is read and discarded.
type OutcomeReport struct {
	Name        string  `json:"name"`
	Result      string  `json:"result"`
	Description *string `json:"description,omitempty"`
	Client      *string `json:"client,omitempty"`
	ReportID    *string `json:"report_id,omitempty"`
}

// Validate lists every invalid field, with what to change.
func (r OutcomeReport) Validate() []problem.FieldError {
	var errs []problem.FieldError
	add := func(field, format string, a ...any) {
		errs = append(errs, problem.FieldError{Field: field, Message: fmt.Sprintf(format, a...)})
	}
	if strings.TrimSpace(r.Name) == "" {
		add("name", "name is required: the tool's name exactly as in tools/list")
	} else if n := utf8.RuneCountInString(r.Name); n > MaxNameChars {
		add("name", "name has %d characters; send at most %d", n, MaxNameChars)
	}
	switch r.Result {
	case Called, Ignored:
	case "":
		add("result", "result is required: %q when the agent called the tool, %q when it did not", Called, Ignored)
	default:
		add("result", "result must be %q or %q, not %q", Called, Ignored, text.ClipRunes(r.Result, 41))
	}
	for _, f := range []struct {
		field string
		value *string
		max   int
	}{{"description", r.Description, MaxDescriptionChars}, {"client", r.Client, MaxClientChars}, {"report_id", r.ReportID, MaxReportIDChars}} {
		if f.value == nil {
			continue
		}
		if n := utf8.RuneCountInString(*f.value); n > f.max {
			add(f.field, "%s has %d characters; send at most %d", f.field, n, f.max)
		}
	}
	if r.ReportID != nil && strings.TrimSpace(*r.ReportID) == "" {
		add("report_id", "report_id is blank; send a unique id per report (a retry reuses it), or leave it out")
	}
	return errs
}

// Tally is one tool's aggregate: the body of POST /v1/outcomes. A tool is a
// name together with the SHA-256 of its description (null without one).
type Tally struct {
	Name              string  `json:"name"`
	DescriptionSHA256 *string `json:"description_sha256"`
	Called            int64   `json:"called"`
	Ignored           int64   `json:"ignored"`
	Total             int64   `json:"total"`
}

// Summary is the aggregate over all tools: counts only, no names.
type Summary struct {
	Total   int64 `json:"total"`
	Called  int64 `json:"called"`
	Ignored int64 `json:"ignored"`
	Tools   int64 `json:"tools"` // distinct tools (name and description) with a report
}

// Outcomes stores called-or-ignored reports on an store.Store. See the
// package documentation for the keys and the cap's guarantee.
type Outcomes struct {
	Store store.Store
	Cap   int64 // most rows kept; 0 or less means DefaultOutcomeCap
	// Share is how many reports one client (httpx.Client of the context)
	// may add per UTC day, so that no client can fill the cap alone; 0 or
	// less means DailyShare(Cap).
	Share  int64
	Now    func() time.Time // clock; nil means time.Now
	Logger *slog.Logger     // store failures that leave a count off; nil discards
}

// Keys of the single-table scheme; see the package documentation.
const (
	pkRow     = "out#r#"
	pkTool    = "out#t#"
	pkMonthly = "out#m"
	pkClient  = "out#c#" // + SHA-256 of the client; SK the UTC day
	skRow     = "row"
	skSeen    = "seen"
	skRows    = "#rows"
	skTools   = "#tools"
)

// queryPage and maxPages bound one partition read: a partition holds at
// most a few counters per live month (13 or 14 months).
const (
	queryPage = 100
	maxPages  = 10
)

// maxSeenAttempts bounds the conditional writes that move a tool's latest month.
const maxSeenAttempts = 8

type tool struct {
	name, descHash string // descHash is "" without a description
}

func (t tool) pk() string {
	h := t.descHash
	if h == "" {
		h = "-"
	}
	return pkTool + h + "#" + t.name
}

func (t tool) descSHA256() *string {
	if t.descHash == "" {
		return nil
	}
	return &t.descHash
}

func (t tool) tally(called, ignored int64) Tally {
	return Tally{Name: t.name, DescriptionSHA256: t.descSHA256(), Called: called, Ignored: ignored, Total: called + ignored}
}

// row is the stored form of one report.
type row struct {
	Name              string  `json:"name"`
	DescriptionSHA256 *string `json:"description_sha256"`
	Result            string  `json:"result"`
}

// bucket is the calendar month (UTC) a report counts in.
type bucket struct {
	month   string // "2006-01"
	expires time.Time
}

func bucketAt(t time.Time) bucket {
	t = t.UTC()
	next := time.Date(t.Year(), t.Month()+1, 1, 0, 0, 0, 0, time.UTC)
	return bucket{month: t.Format("2006-01"), expires: next.Add(OutcomeTTL)}
}

func sha256Hex(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// Report stores r and returns its tool's tally and true, or, when r's
// report_id was stored before, that report's tally and false with nothing
// added. Errors: *problem.Error with CodeInvalidInput, ErrOutcomeCapReached,
// or store failures (matching store.ErrUnavailable when the backend is).
func (o *Outcomes) Report(ctx context.Context, r OutcomeReport) (Tally, bool, error) {
	if errs := r.Validate(); len(errs) > 0 {
		return Tally{}, false, &problem.Error{Code: problem.CodeInvalidInput, Detail: errs[0].Message, Fields: errs}
	}
	if o.Store == nil {
		return Tally{}, false, errNoStore
	}
	b := bucketAt(o.now())
	t := tool{name: r.Name}
	if r.Description != nil {
		t.descHash = sha256Hex(*r.Description)
	}
	var rowKey store.Key
	if r.ReportID != nil {
		rowKey = store.Key{PK: pkRow + sha256Hex(*r.ReportID), SK: skRow}
		if tl, ok, err := o.stored(ctx, rowKey); err != nil || ok {
			return tl, false, err
		}
	} else {
		rowKey = store.Key{PK: pkRow + randomHex(), SK: skRow}
	}
	if err := o.takeShare(ctx); err != nil {
		return Tally{}, false, err
	}
	if err := o.reserve(ctx, b); err != nil {
		if errors.Is(err, ErrOutcomeCapReached) && r.ReportID != nil {
			// A concurrent post with this report_id may have stored it meanwhile.
			if tl, ok, err2 := o.stored(ctx, rowKey); err2 == nil && ok {
				return tl, false, nil
			}
		}
		return Tally{}, false, err
	}
	value, _ := json.Marshal(row{Name: t.name, DescriptionSHA256: t.descSHA256(), Result: r.Result})
	if _, err := o.Store.Put(ctx, store.Item{Key: rowKey, Value: value, ExpiresAt: b.expires}, 0); err != nil {
		o.release(ctx, b)
		if errors.Is(err, store.ErrConflict) {
			if tl, ok, err := o.stored(ctx, rowKey); err != nil || ok {
				return tl, false, err
			}
			tl, err := o.tally(ctx, t) // the row expired in between
			return tl, false, err
		}
		return Tally{}, false, fmt.Errorf("toolcard: store the outcome: %w", err)
	}
	// The row is stored: from here on a failure leaves a count one short, never
	// one over, and the report_id is spent, so a retry answers 200.
	for _, pk := range []string{t.pk(), pkMonthly} {
		if _, err := o.Store.Add(ctx, store.Key{PK: pk, SK: b.month + "#" + r.Result}, 1, b.expires); err != nil {
			return Tally{}, false, fmt.Errorf("toolcard: count the outcome: %w", err)
		}
	}
	if err := o.markTool(ctx, t, b); err != nil {
		o.logger().Error("outcome: distinct-tool count not updated", "err", err)
	}
	tl, err := o.tally(ctx, t)
	return tl, true, err
}

// Summary sums the monthly counters of every live month.
func (o *Outcomes) Summary(ctx context.Context) (Summary, error) {
	if o.Store == nil {
		return Summary{}, errNoStore
	}
	var s Summary
	err := o.scan(ctx, pkMonthly, func(sk string, n int64) {
		switch {
		case strings.HasSuffix(sk, "#"+Called):
			s.Called += n
		case strings.HasSuffix(sk, "#"+Ignored):
			s.Ignored += n
		case strings.HasSuffix(sk, skTools):
			s.Tools += n
		}
	})
	s.Total = s.Called + s.Ignored
	return s, err
}

// stored reads the row at key and returns the tally of its tool.
func (o *Outcomes) stored(ctx context.Context, key store.Key) (Tally, bool, error) {
	item, err := o.Store.Get(ctx, key)
	if errors.Is(err, store.ErrNotFound) {
		return Tally{}, false, nil
	}
	if err != nil {
		return Tally{}, false, fmt.Errorf("toolcard: read the outcome: %w", err)
	}
	var rw row
	if err := json.Unmarshal(item.Value, &rw); err != nil {
		return Tally{}, false, fmt.Errorf("toolcard: outcome row %s: %w", key.PK, err)
	}
	t := tool{name: rw.Name}
	if rw.DescriptionSHA256 != nil {
		t.descHash = *rw.DescriptionSHA256
	}
	tl, err := o.tally(ctx, t)
	return tl, true, err
}

// reserve takes one row slot of month b, or returns ErrOutcomeCapReached.
// The slot is counted (atomically) before the other months are read, so of
// any two posts the later one always sees the earlier's slot.
func (o *Outcomes) reserve(ctx context.Context, b bucket) error {
	own := store.Key{PK: pkMonthly, SK: b.month + skRows}
	n, err := o.Store.Add(ctx, own, 1, b.expires)
	if err != nil {
		return fmt.Errorf("toolcard: reserve an outcome row: %w", err)
	}
	err = o.scan(ctx, pkMonthly, func(sk string, c int64) {
		if sk != own.SK && strings.HasSuffix(sk, skRows) {
			n += c
		}
	})
	if err != nil {
		o.release(ctx, b)
		return err
	}
	if n > o.cap() {
		o.release(ctx, b)
		return ErrOutcomeCapReached
	}
	return nil
}

// DailyShare is the default number of reports one client may add per day:
// a thousandth of the cap, at least 10. At the default cap, 100 a day: one
// client alone fills at most 40 % of the cap in the 396 days a row lives.
func DailyShare(capacity int64) int64 {
	if capacity <= 0 {
		capacity = DefaultOutcomeCap
	}
	return max(10, capacity/1000)
}

// takeShare counts a report against its client's share of the day. Reports
// without a client (a direct call, the command line) have no share.
func (o *Outcomes) takeShare(ctx context.Context) error {
	client := httpx.Client(ctx)
	if client == "" {
		return nil
	}
	day := o.now().UTC().Truncate(24 * time.Hour)
	n, err := o.Store.Add(ctx, store.Key{PK: pkClient + sha256Hex(client), SK: day.Format(time.DateOnly)}, 1, day.Add(48*time.Hour))
	if err != nil {
		return fmt.Errorf("toolcard: count the client's share: %w", err)
	}
	if n > o.share() {
		return ErrOutcomeShareSpent
	}
	return nil
}

func (o *Outcomes) share() int64 {
	if o.Share > 0 {
		return o.Share
	}
	return DailyShare(o.Cap)
}

// release gives back a slot that reserve took for a row that was not stored.
func (o *Outcomes) release(ctx context.Context, b bucket) {
	key := store.Key{PK: pkMonthly, SK: b.month + skRows}
	if _, err := o.Store.Add(context.WithoutCancel(ctx), key, -1, b.expires); err != nil {
		o.logger().Error("outcome: a reserved row slot was not released; the cap counts one row too many until the month expires", "month", b.month, "err", err)
	}
}

// markTool records b as the latest month of t. The move happens once per
// tool and month, through a conditional write, so that the monthly "tools"
// counters together count each live tool exactly once: in its latest month,
// which expires together with the tool's last counts.
func (o *Outcomes) markTool(ctx context.Context, t tool, b bucket) error {
	key := store.Key{PK: t.pk(), SK: skSeen}
	for range maxSeenAttempts {
		var prev string
		var version int64
		item, err := o.Store.Get(ctx, key)
		switch {
		case err == nil:
			prev, version = string(item.Value), item.Version
		case !errors.Is(err, store.ErrNotFound):
			return err
		}
		if prev >= b.month {
			return nil
		}
		_, err = o.Store.Put(ctx, store.Item{Key: key, Value: []byte(b.month), ExpiresAt: b.expires}, version)
		if errors.Is(err, store.ErrConflict) {
			continue
		}
		if err != nil {
			return err
		}
		if p, err := time.Parse("2006-01", prev); err == nil {
			pb := bucketAt(p)
			if _, err := o.Store.Add(ctx, store.Key{PK: pkMonthly, SK: pb.month + skTools}, -1, pb.expires); err != nil {
				return err
			}
		}
		_, err = o.Store.Add(ctx, store.Key{PK: pkMonthly, SK: b.month + skTools}, 1, b.expires)
		return err
	}
	return fmt.Errorf("toolcard: %d conflicting writes of one tool's latest month", maxSeenAttempts)
}

// tally sums t's monthly counters.
func (o *Outcomes) tally(ctx context.Context, t tool) (Tally, error) {
	var called, ignored int64
	err := o.scan(ctx, t.pk(), func(sk string, n int64) {
		switch {
		case strings.HasSuffix(sk, "#"+Called):
			called += n
		case strings.HasSuffix(sk, "#"+Ignored):
			ignored += n
		}
	})
	return t.tally(called, ignored), err
}

// scan calls fn with every live counter of partition pk.
func (o *Outcomes) scan(ctx context.Context, pk string, fn func(sk string, n int64)) error {
	after := ""
	for range maxPages {
		items, next, err := o.Store.Query(ctx, pk, after, queryPage)
		if err != nil {
			return fmt.Errorf("toolcard: read counters: %w", err)
		}
		for _, it := range items {
			if n, err := strconv.ParseInt(string(it.Value), 10, 64); err == nil && it.SK != skSeen {
				fn(it.SK, n)
			}
		}
		if next == "" {
			return nil
		}
		after = next
	}
	return fmt.Errorf("toolcard: partition %s has more than %d counters", pk, queryPage*maxPages)
}

func (o *Outcomes) cap() int64 {
	if o.Cap <= 0 {
		return DefaultOutcomeCap
	}
	return o.Cap
}

func (o *Outcomes) now() time.Time {
	if o.Now == nil {
		return time.Now()
	}
	return o.Now()
}

func (o *Outcomes) logger() *slog.Logger {
	if o.Logger == nil {
		return slog.New(slog.DiscardHandler)
	}
	return o.Logger
}

func randomHex() string {
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
