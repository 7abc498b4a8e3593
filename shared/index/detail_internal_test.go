package index

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// A detail whose facts would not fit one store item is stored without
// them, its tools and history kept.
func TestFitDropsFactsFirst(t *testing.T) {
	st := backends.Bolt(t)
	now := time.Now().UTC()
	d := Detail{Entry: Entry{Name: "io.example/big", CheckedAt: now}, Facts: map[string]analysis.DriftFacts{},
		History: []Change{{At: now, Added: []string{"t0"}, Removed: []string{}, Changed: []string{}, Classified: []Classified{}}}}
	for i := range 1500 {
		name := "t" + strconv.Itoa(i)
		d.Tools = append(d.Tools, Tool{Name: name, Risk: "low", Capabilities: []string{}, Issues: []string{}, Fingerprint: strings.Repeat("f", 64)})
		d.Facts[name] = analysis.DriftFacts{Fingerprint: strings.Repeat("f", 64), Required: strings.Fields(strings.Repeat("0123456789ab ", 10))}
	}
	key := store.Key{PK: detailPK, SK: d.Entry.Name}
	fit(&d)
	if err := putJSON(t.Context(), st, key, d, now.Add(Retention), 0); err != nil {
		t.Fatal(err)
	}
	got, ok, err := Get(t.Context(), st, d.Entry.Name)
	if err != nil || !ok || got.Facts != nil || len(got.Tools) != 1500 || len(got.History) != 1 {
		t.Fatalf("ok %v, %v: facts %d, tools %d, history %d", ok, err, len(got.Facts), len(got.Tools), len(got.History))
	}
	// With room, the facts are kept.
	d.Tools, d.Facts = d.Tools[:10], map[string]analysis.DriftFacts{"t0": d.Facts["t0"]}
	fit(&d)
	if err := putJSON(t.Context(), st, key, d, now.Add(Retention), 1); err != nil {
		t.Fatal(err)
	}
	if got, _, _ := Get(t.Context(), st, d.Entry.Name); len(got.Facts) != 1 {
		t.Errorf("facts %v", got.Facts)
	}
}

// A change recorded before classes were kept reads as classified by none.
func TestGetOldHistory(t *testing.T) {
	st := backends.Bolt(t)
	old := `{"entry":{"name":"io.example/old"},"tools":[],"history":[{"at":"2026-01-02T03:04:05Z","added":[],"removed":[],"changed":["t"]}]}`
	if _, err := st.Put(t.Context(), store.Item{Key: store.Key{PK: detailPK, SK: "io.example/old"}, Value: []byte(old), ExpiresAt: time.Now().Add(time.Hour)}, 0); err != nil {
		t.Fatal(err)
	}
	d, ok, err := Get(t.Context(), st, "io.example/old")
	if err != nil || !ok || len(d.History) != 1 || d.History[0].Classified == nil || len(d.History[0].Classified) != 0 {
		t.Fatalf("ok %v, %v: %+v", ok, err, d.History)
	}
}
