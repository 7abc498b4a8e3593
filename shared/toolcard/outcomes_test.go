package toolcard_test

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/toolcard"
)

func sha(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

type report = map[string]any

// postOutcome posts r and checks the status and the published body.
func postOutcome(t *testing.T, srvURL string, r report, status int) toolcard.Tally {
	t.Helper()
	resp := postJSON(t, srvURL+"/v1/outcomes", r)
	if resp.status != status {
		t.Fatalf("POST /v1/outcomes %v: %d, want %d: %s", r, resp.status, status, resp.body)
	}
	if status >= 300 {
		contracttest.Validate(t, contracttest.Problem, resp.body)
		return toolcard.Tally{}
	}
	return decode[toolcard.Tally](t, resp.body)
}

func summary(t *testing.T, srvURL string) toolcard.Summary {
	t.Helper()
	return decode[toolcard.Summary](t, get(t, srvURL+"/v1/outcomes/summary").body)
}

func TestOutcomesTally(t *testing.T) {
	for name, mk := range stores(t) {
		t.Run(name, func(t *testing.T) {
			srv, _ := outcomeServer(t, mk, 0)
			desc := "Look up the weather."
			r := postJSON(t, srv.URL+"/v1/outcomes", report{"name": "weather", "result": "called", "description": desc, "client": "agent/1.0", "report_id": "r1"})
			if r.status != 201 {
				t.Fatalf("first report: %d %s", r.status, r.body)
			}
			published(t, srv, "ToolcardOutcomeTally", r.body)
			want := toolcard.Tally{Name: "weather", DescriptionSHA256: ptr(sha(desc)), Called: 1, Total: 1}
			if got := decode[toolcard.Tally](t, r.body); !tallyEqual(got, want) {
				t.Errorf("tally = %+v, want %+v", got, want)
			}
			// A retry adds nothing and answers the same aggregate.
			if got := postOutcome(t, srv.URL, report{"name": "weather", "result": "called", "description": desc, "report_id": "r1"}, 200); !tallyEqual(got, want) {
				t.Errorf("retry tally = %+v, want %+v", got, want)
			}
			want.Ignored, want.Total = 1, 2
			if got := postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored", "description": desc, "report_id": "r2"}, 201); !tallyEqual(got, want) {
				t.Errorf("tally = %+v, want %+v", got, want)
			}
			// Another description is another tool; no description is a third.
			if got := postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored", "description": desc + " Fast."}, 201); got.Total != 1 || *got.DescriptionSHA256 != sha(desc+" Fast.") {
				t.Errorf("tally = %+v", got)
			}
			r = postJSON(t, srv.URL+"/v1/outcomes", report{"name": "weather", "result": "called"})
			published(t, srv, "ToolcardOutcomeTally", r.body)
			if got := decode[toolcard.Tally](t, r.body); r.status != 201 || got.DescriptionSHA256 != nil || got.Total != 1 || !strings.Contains(string(r.body), `"description_sha256":null`) {
				t.Errorf("no description: %d %s", r.status, r.body)
			}
			// A reused report_id answers the stored report's tool, whatever is sent now.
			if got := postOutcome(t, srv.URL, report{"name": "other", "result": "ignored", "report_id": "r1"}, 200); got.Name != "weather" || got.Total != 2 {
				t.Errorf("reused report_id tally = %+v", got)
			}
			s := get(t, srv.URL+"/v1/outcomes/summary")
			published(t, srv, "ToolcardOutcomeSummary", s.body)
			if got := decode[toolcard.Summary](t, s.body); got != (toolcard.Summary{Total: 4, Called: 2, Ignored: 2, Tools: 3}) {
				t.Errorf("summary = %+v", got)
			}
			if strings.Contains(string(s.body), "weather") {
				t.Errorf("the summary names a tool: %s", s.body)
			}
		})
	}
}

func ptr[T any](v T) *T { return &v }

func tallyEqual(a, b toolcard.Tally) bool {
	return a.Name == b.Name && (a.DescriptionSHA256 == nil) == (b.DescriptionSHA256 == nil) &&
		(a.DescriptionSHA256 == nil || *a.DescriptionSHA256 == *b.DescriptionSHA256) &&
		a.Called == b.Called && a.Ignored == b.Ignored && a.Total == b.Total
}

// TestOutcomesStoreNoText: the description, client and report_id never
// reach the store file; the name, the description's hash and the result do.
func TestOutcomesStoreNoText(t *testing.T) {
	c := newClock()
	path := filepath.Join(t.TempDir(), "outcomes.db")
	store := openBolt(t, path, c.Now)
	srv := newServer(t, toolcard.Config{Store: store, Now: c.Now})
	desc := "SECRET-DESCRIPTION-7f3a: reads the private calendar."
	postOutcome(t, srv.URL, report{"name": "calendar_reader", "result": "called", "description": desc, "client": "SECRET-CLIENT-91bd", "report_id": "SECRET-REPORT-ID-c0de"}, 201)
	if err := store.Close(); err != nil {
		t.Fatal(err)
	}
	file, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	for _, secret := range []string{"SECRET-DESCRIPTION", "private calendar", "SECRET-CLIENT", "SECRET-REPORT-ID"} {
		if bytes.Contains(file, []byte(secret)) {
			t.Errorf("the store file contains %q", secret)
		}
	}
	for _, kept := range []string{"calendar_reader", sha(desc), "called", sha("SECRET-REPORT-ID-c0de")} {
		if !bytes.Contains(file, []byte(kept)) {
			t.Errorf("the store file lacks %q", kept)
		}
	}
}

func TestOutcomeProblems(t *testing.T) {
	srv, _ := outcomeServer(t, stores(t)["bolt"], 0)
	long := func(n int) string { return strings.Repeat("é", n) }
	tests := []struct {
		name   string
		body   string
		fields []string
		detail string
	}{
		{"missing name", `{"result":"called"}`, []string{"name"}, "name is required"},
		{"blank name", `{"name":"  ","result":"called"}`, []string{"name"}, "name is required"},
		{"missing result", `{"name":"x"}`, []string{"result"}, `"called" when the agent called the tool`},
		{"bad result", `{"name":"x","result":"used"}`, []string{"result"}, `result must be "called" or "ignored", not "used"`},
		{"name too long", fmt.Sprintf(`{"name":%q,"result":"called"}`, long(toolcard.MaxNameChars+1)), []string{"name"}, "name has 129 characters; send at most 128"},
		{"description too long", fmt.Sprintf(`{"name":"x","result":"called","description":%q}`, long(toolcard.MaxDescriptionChars+1)), []string{"description"}, "at most 10000"},
		{"client too long", fmt.Sprintf(`{"name":"x","result":"called","client":%q}`, long(toolcard.MaxClientChars+1)), []string{"client"}, "at most 200"},
		{"report_id too long", fmt.Sprintf(`{"name":"x","result":"called","report_id":%q}`, long(toolcard.MaxReportIDChars+1)), []string{"report_id"}, "at most 128"},
		{"blank report_id", `{"name":"x","result":"called","report_id":""}`, []string{"report_id"}, "report_id is blank"},
		{"wrong types", `{"name":1,"result":true,"description":{},"client":[],"report_id":2}`, []string{"name", "result", "description", "client", "report_id"}, "5 fields are invalid"},
		{"every field at once", fmt.Sprintf(`{"result":"maybe","client":%q}`, long(201)), []string{"name", "result", "client"}, "3 fields are invalid"},
		{"not an object", `["weather","called"]`, nil, `send {"name":"get_forecast","result":"called"}`},
		{"malformed", `{"name":"x",`, nil, "ends before"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := postJSON(t, srv.URL+"/v1/outcomes", []byte(tt.body))
			if r.status != 400 || r.header.Get("Content-Type") != "application/problem+json" {
				t.Fatalf("status %d %q: %s", r.status, r.header.Get("Content-Type"), r.body)
			}
			contracttest.Validate(t, contracttest.Problem, r.body)
			p := decode[struct {
				Detail string
				Errors []struct{ Field, Message string }
			}](t, r.body)
			var fields []string
			text := p.Detail
			for _, e := range p.Errors {
				fields = append(fields, e.Field)
				text += "\n" + e.Message
			}
			if strings.Join(fields, ",") != strings.Join(tt.fields, ",") {
				t.Errorf("fields %v, want %v: %s", fields, tt.fields, r.body)
			}
			if !strings.Contains(text, tt.detail) {
				t.Errorf("problem lacks %q: %s", tt.detail, text)
			}
		})
	}
	if s := summary(t, srv.URL); s != (toolcard.Summary{}) {
		t.Errorf("rejected reports were counted: %+v", s)
	}
	r := send(t, "POST", srv.URL+"/v1/outcomes", "application/x-www-form-urlencoded", []byte("name=x&result=called"))
	if r.status != 415 {
		t.Errorf("form post: %d %s", r.status, r.body)
	}
}

func TestOutcomesWithoutStore(t *testing.T) {
	srv := newServer(t, toolcard.Config{})
	for _, r := range []response{
		postJSON(t, srv.URL+"/v1/outcomes", report{"name": "x", "result": "called"}),
		send(t, "GET", srv.URL+"/v1/outcomes/summary", "", nil),
	} {
		if r.status != 503 {
			t.Errorf("without a store: %d %s", r.status, r.body)
		}
		contracttest.Validate(t, contracttest.Problem, r.body)
	}
}

// TestConcurrentDuplicateReports: 50 posts of one report_id at once store
// it exactly once.
func TestConcurrentDuplicateReports(t *testing.T) {
	for name, mk := range stores(t) {
		t.Run(name, func(t *testing.T) {
			srv, _ := outcomeServer(t, mk, 0)
			statuses := race(t, 50, func(i int) response {
				return postJSON(t, srv.URL+"/v1/outcomes", report{"name": "weather", "result": "called", "report_id": "same", "client": fmt.Sprint(i)})
			})
			if statuses[201] != 1 || statuses[200] != 49 {
				t.Fatalf("statuses %v, want one 201 and 49 200", statuses)
			}
			if got := postOutcome(t, srv.URL, report{"name": "weather", "result": "called", "report_id": "same"}, 200); got.Total != 1 || got.Called != 1 {
				t.Errorf("tally after the race = %+v", got)
			}
			if s := summary(t, srv.URL); s != (toolcard.Summary{Total: 1, Called: 1, Tools: 1}) {
				t.Errorf("summary = %+v", s)
			}
		})
	}
}

// barrierStore holds every outcome-row insert until n of them wait, so that
// n posts of one report_id all pass the first read and reserve a slot.
type barrierStore struct {
	store.Store
	n       int
	mu      sync.Mutex
	waiting int
	open    chan struct{}
}

func (b *barrierStore) Put(ctx context.Context, item store.Item, expect int64) (int64, error) {
	if strings.HasPrefix(item.PK, "out#r#") {
		b.mu.Lock()
		if b.waiting++; b.waiting == b.n {
			close(b.open)
		}
		b.mu.Unlock()
		select {
		case <-b.open:
		case <-time.After(10 * time.Second):
			return 0, errors.New("barrier: not every post reached the insert")
		}
	}
	return b.Store.Put(ctx, item, expect)
}

// TestLosersGiveTheirSlotBack: of 3 posts of one report_id that all reserve
// a slot under a cap of 3, two lose the insert and give their slots back.
func TestLosersGiveTheirSlotBack(t *testing.T) {
	for name, mk := range stores(t) {
		t.Run(name, func(t *testing.T) {
			c := newClock()
			store := &barrierStore{Store: mk(t, c.Now), n: 3, open: make(chan struct{})}
			srv := newServer(t, toolcard.Config{Store: store, OutcomeCap: 3, Now: c.Now})
			statuses := race(t, 3, func(int) response {
				return postJSON(t, srv.URL+"/v1/outcomes", report{"name": "weather", "result": "called", "report_id": "same"})
			})
			if statuses[201] != 1 || statuses[200] != 2 {
				t.Fatalf("statuses %v, want one 201 and two 200", statuses)
			}
			postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored", "report_id": "b"}, 201)
			postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored", "report_id": "c"}, 201)
			postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored", "report_id": "d"}, 507)
		})
	}
}

// race runs n requests at once and counts their statuses; every answer
// must be a success or a problem the contract allows.
func race(t *testing.T, n int, do func(i int) response) map[int]int {
	t.Helper()
	var mu sync.Mutex
	statuses := map[int]int{}
	var wg sync.WaitGroup
	start := make(chan struct{})
	for i := range n {
		wg.Go(func() {
			<-start
			r := do(i)
			mu.Lock()
			defer mu.Unlock()
			statuses[r.status]++
		})
	}
	close(start)
	wg.Wait()
	return statuses
}

// TestOutcomeCap: 507 once the cap is reached, never a row over it under
// concurrency, and room again when a month's reports expire.
func TestOutcomeCap(t *testing.T) {
	for name, mk := range stores(t) {
		t.Run(name, func(t *testing.T) {
			srv, clk := outcomeServer(t, mk, 3)
			for i := range 3 {
				postOutcome(t, srv.URL, report{"name": "weather", "result": "called", "report_id": fmt.Sprint("id", i)}, 201)
			}
			r := postJSON(t, srv.URL+"/v1/outcomes", report{"name": "weather", "result": "ignored", "report_id": "id9"})
			if r.status != 507 || !strings.Contains(string(r.body), "cap of 3 reports") {
				t.Fatalf("over the cap: %d %s", r.status, r.body)
			}
			contracttest.Validate(t, contracttest.Problem, r.body)
			// A retry of a stored report is still answered as one.
			if got := postOutcome(t, srv.URL, report{"name": "weather", "result": "called", "report_id": "id0"}, 200); got.Total != 3 {
				t.Errorf("retry at the cap: %+v", got)
			}
			// Next month the older rows still count.
			clk.Set(time.Date(2100, 2, 3, 0, 0, 0, 0, time.UTC))
			postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored"}, 507)
			// January's rows expire 365 days after January ends.
			clk.Set(time.Date(2101, 2, 1, 0, 0, 0, 0, time.UTC).Add(-time.Second))
			postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored"}, 507)
			clk.Set(time.Date(2101, 2, 1, 0, 0, 0, 0, time.UTC))
			if s := summary(t, srv.URL); s != (toolcard.Summary{}) {
				t.Errorf("summary after expiry = %+v", s)
			}
			postOutcome(t, srv.URL, report{"name": "weather", "result": "ignored", "report_id": "id0"}, 201)
			if s := summary(t, srv.URL); s != (toolcard.Summary{Total: 1, Ignored: 1, Tools: 1}) {
				t.Errorf("summary = %+v", s)
			}
		})
	}
}

// TestOutcomeCapUnderConcurrency: 30 different reports race for 5 slots.
func TestOutcomeCapUnderConcurrency(t *testing.T) {
	for name, mk := range stores(t) {
		t.Run(name, func(t *testing.T) {
			c := newClock()
			srv := newServer(t, toolcard.Config{Store: mk(t, c.Now), OutcomeCap: 5, OutcomeShare: 30, Now: c.Now})
			statuses := race(t, 30, func(i int) response {
				return postJSON(t, srv.URL+"/v1/outcomes", report{"name": fmt.Sprint("tool_", i%3), "result": "called", "report_id": fmt.Sprint("r", i)})
			})
			// Stored rows never exceed the cap; a refusal can be spurious only
			// while another post's slot is being given back, and every slot
			// here belongs to a post that stores, so exactly 5 get in.
			if statuses[201] != 5 || statuses[507] != 25 {
				t.Fatalf("statuses %v, want 5 × 201 and 25 × 507", statuses)
			}
			if s := summary(t, srv.URL); s.Total != 5 || s.Called != 5 {
				t.Errorf("summary = %+v", s)
			}
		})
	}
}

// TestDistinctToolsAcrossMonths: a tool reported in two months counts once,
// and stays counted until its latest month expires.
func TestDistinctToolsAcrossMonths(t *testing.T) {
	for name, mk := range stores(t) {
		t.Run(name, func(t *testing.T) {
			srv, clk := outcomeServer(t, mk, 0)
			postOutcome(t, srv.URL, report{"name": "a", "result": "called"}, 201)
			postOutcome(t, srv.URL, report{"name": "b", "result": "called"}, 201)
			clk.Set(time.Date(2100, 3, 1, 0, 0, 0, 0, time.UTC))
			if got := postOutcome(t, srv.URL, report{"name": "a", "result": "ignored"}, 201); got.Total != 2 {
				t.Errorf("a's tally over two months = %+v", got)
			}
			if s := summary(t, srv.URL); s != (toolcard.Summary{Total: 3, Called: 2, Ignored: 1, Tools: 2}) {
				t.Errorf("summary = %+v", s)
			}
			clk.Set(time.Date(2101, 2, 1, 0, 0, 0, 0, time.UTC)) // January expired, March not
			if s := summary(t, srv.URL); s != (toolcard.Summary{Total: 1, Ignored: 1, Tools: 1}) {
				t.Errorf("summary after January expired = %+v", s)
			}
			if got := postOutcome(t, srv.URL, report{"name": "a", "result": "called"}, 201); got.Total != 2 || got.Called != 1 || got.Ignored != 1 {
				t.Errorf("a's tally after January expired = %+v", got)
			}
		})
	}
}

// TestOutcomeShareOfOneClient: one client cannot fill the cap; each gets a
// share per day and others keep theirs (issue 17, weakness 7).
func TestOutcomeShareOfOneClient(t *testing.T) {
	for name, mk := range stores(t) {
		t.Run(name, func(t *testing.T) {
			c := newClock()
			h := httpapi.NewServer(httpapi.Config{Explorer: &explorer.Explorer{BaseURL: base}, BaseURL: base,
				Toolcard: toolcard.Config{Store: mk(t, c.Now), OutcomeCap: 1000, Now: c.Now}})
			post := func(client string, i int) *httptest.ResponseRecorder {
				r := httptest.NewRequest("POST", "/v1/outcomes", strings.NewReader(fmt.Sprintf(`{"name":"weather","result":"called","report_id":"%s-%d"}`, client, i)))
				r.Header.Set("Content-Type", "application/json")
				r.RemoteAddr = client + ":1234"
				w := httptest.NewRecorder()
				h.ServeHTTP(w, r)
				return w
			}
			share := int(toolcard.DailyShare(1000))
			for i := range share {
				if w := post("198.51.100.66", i); w.Code != 201 {
					t.Fatalf("report %d within the share: %d %s", i, w.Code, w.Body)
				}
			}
			w := post("198.51.100.66", share)
			if w.Code != 429 || w.Header().Get("Retry-After") == "" || !strings.Contains(w.Body.String(), "share of 10 outcome reports") {
				t.Fatalf("over the share: %d %v %s", w.Code, w.Header(), w.Body)
			}
			contracttest.Validate(t, contracttest.Problem, w.Body.Bytes())
			if w := post("203.0.113.5", 0); w.Code != 201 {
				t.Errorf("another client: %d %s", w.Code, w.Body)
			}
			c.Add(24 * time.Hour)
			if w := post("198.51.100.66", share+1); w.Code != 201 {
				t.Errorf("the next day: %d %s", w.Code, w.Body)
			}
		})
	}
}
