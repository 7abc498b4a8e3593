package conformance_test

import (
	"bytes"
	"encoding/json"
	"regexp"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/store/conformance"
)

func TestSnapshot(t *testing.T) {
	b := conformance.Snapshot(1000)
	if !bytes.Equal(b, conformance.Snapshot(1000)) {
		t.Fatal("Snapshot is not deterministic")
	}
	var snap struct {
		CheckedAt string            `json:"checkedAt"`
		Tools     map[string]string `json:"tools"`
	}
	if err := json.Unmarshal(b, &snap); err != nil {
		t.Fatal(err)
	}
	hex64 := regexp.MustCompile(`^[0-9a-f]{64}$`)
	for name, sum := range snap.Tools {
		if !hex64.MatchString(sum) {
			t.Fatalf("tool %s has hash %q", name, sum)
		}
	}
	if len(snap.Tools) != 1000 || snap.CheckedAt == "" || len(b) < 90_000 || len(b) > 150_000 {
		t.Fatalf("Snapshot(1000): %d tools, checkedAt %q, %d bytes; want 1000 tools, a timestamp, about 100 KB",
			len(snap.Tools), snap.CheckedAt, len(b))
	}
}
