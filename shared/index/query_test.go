package index_test

import (
	"net/url"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
)

func sampleEntries() []index.Entry {
	t0 := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	return []index.Entry{
		{Name: "io.example/a", Risk: index.Risk{High: 1}, Tools: 3, CheckedAt: t0, LastChangedAt: t0, Status: index.StatusOK},
		{Name: "io.example/b", Risk: index.Risk{Low: 2}, Tools: 2, PoisoningFindings: 1, CheckedAt: t0.Add(time.Hour), Status: index.StatusOK},
		{Name: "io.example/c", AuthRequired: true, Status: index.StatusAuthRequired, Claims: index.Claims{Title: "Calendar"}},
	}
}

func TestSelectPagesAndFilters(t *testing.T) {
	q, errs := index.ParseQuery(url.Values{"sort": {"name"}, "limit": {"2"}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	first := index.Select(sampleEntries(), q)
	if len(first.Entries) != 2 || first.Total != 3 || first.NextCursor == "" || first.Entries[0].Name != "io.example/a" {
		t.Fatalf("first page %+v", first)
	}
	q, errs = index.ParseQuery(url.Values{"sort": {"name"}, "limit": {"2"}, "cursor": {first.NextCursor}})
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if second := index.Select(sampleEntries(), q); len(second.Entries) != 1 || second.Entries[0].Name != "io.example/c" || second.NextCursor != "" {
		t.Fatalf("second page %+v", second)
	}
	// Default order: poisoning first, then high risk.
	q, _ = index.ParseQuery(url.Values{})
	if got := index.Select(sampleEntries(), q).Entries; got[0].Name != "io.example/b" || got[1].Name != "io.example/a" {
		t.Errorf("default order %v, %v", got[0].Name, got[1].Name)
	}
	q, _ = index.ParseQuery(url.Values{"q": {"calend"}})
	if got := index.Select(sampleEntries(), q).Entries; len(got) != 1 || got[0].Name != "io.example/c" {
		t.Errorf("title search: %+v", got)
	}
	if _, errs := index.ParseQuery(url.Values{"cursor": {"b3x5"}, "order": {"up"}}); len(errs) != 2 {
		t.Errorf("bad cursor and order: %v", errs)
	}
}

func FuzzParseQuery(f *testing.F) {
	for _, s := range []string{"", "risk=high&sort=name&order=desc&limit=2", "cursor=bzI&limit=200", "q=%ff%fe", "limit=-1&cursor=" + "bzk5OTk5OTk5OTk5OTk5OTk5OTk5"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		v, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		q, errs := index.ParseQuery(v)
		if len(errs) > 0 {
			return
		}
		if q.Limit < 1 || q.Limit > index.MaxLimit || q.Offset < 0 || q.Offset > index.MaxEntries {
			t.Fatalf("accepted query out of bounds: %+v", q)
		}
		res := index.Select(sampleEntries(), q)
		if len(res.Entries) > q.Limit {
			t.Fatalf("%d entries for limit %d", len(res.Entries), q.Limit)
		}
		// The filters survive a round trip through links.
		again, errs := index.ParseQuery(q.Values())
		q.Offset = 0
		if len(errs) > 0 || again != q {
			t.Fatalf("round trip: %+v → %+v (%v)", q, again, errs)
		}
	})
}
