package index

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/registry"
)

// Lister reads registry pages (a *registry.Client).
type Lister interface {
	List(ctx context.Context, o registry.ListOptions) (*registry.Page, error)
}

// DispatchOptions bound one pass over the registry.
type DispatchOptions struct {
	RunID        string    // prefixes every job id; "" means the start time
	UpdatedSince time.Time // zero: the whole registry
	MaxPages     int       // 0 means DefaultMaxPages
	Now          func() time.Time
}

// DefaultMaxPages bounds a pass: 1,000 pages of 100 entries.
const DefaultMaxPages = 1000

// DispatchStats says what a pass found.
type DispatchStats struct {
	Pages       int  `json:"pages"`
	Entries     int  `json:"entries"`     // server versions read
	Servers     int  `json:"servers"`     // distinct valid names
	Remote      int  `json:"remote"`      // servers with an inspectable remote: one inspect job each
	Removed     int  `json:"removed"`     // deleted, or without a remote: one remove job each
	InvalidName int  `json:"invalidName"` // entries skipped for a name outside the registry's rule
	Truncated   bool `json:"truncated"`   // stopped at MaxPages
}

// Dispatch pages the registry and returns one job per server: inspect its
// remote (streamable-http preferred over sse), or remove it from the index
// when its latest version is deleted or has no remote. Pages are read in
// order until the registry gives no next cursor.
func Dispatch(ctx context.Context, l Lister, o DispatchOptions) ([]Job, DispatchStats, error) {
	var st DispatchStats
	maxPages := o.MaxPages
	if maxPages <= 0 {
		maxPages = DefaultMaxPages
	}
	runID := o.RunID
	if runID == "" {
		now := time.Now
		if o.Now != nil {
			now = o.Now
		}
		runID = now().UTC().Format(time.RFC3339Nano)
	}
	latest := map[string]registry.Entry{}
	var order []string
	cursor := ""
	for {
		if st.Pages == maxPages {
			st.Truncated = true
			break
		}
		page, err := l.List(ctx, registry.ListOptions{Cursor: cursor, UpdatedSince: o.UpdatedSince})
		if err != nil {
			return nil, st, fmt.Errorf("registry page %d: %w", st.Pages+1, err)
		}
		st.Pages++
		for _, e := range page.Entries {
			st.Entries++
			if !ValidName(e.Name) {
				st.InvalidName++
				continue
			}
			prev, seen := latest[e.Name]
			if !seen {
				order = append(order, e.Name)
			}
			if !seen || newer(e, prev) {
				latest[e.Name] = e
			}
		}
		if page.NextCursor == "" || page.NextCursor == cursor {
			break
		}
		cursor = page.NextCursor
	}
	jobs := make([]Job, 0, len(order))
	for _, name := range order {
		e := latest[name]
		job := Job{Kind: JobKind, ID: runID + " " + name, Name: name}
		remote, ok := inspectable(e.Remotes)
		if e.Status == "deleted" || !ok {
			job.Remove = true
			st.Removed++
		} else {
			job.Claims = Claims{Version: e.Version, Title: e.Title, Description: e.Description, RemoteType: remote.Type, URL: remote.URL}
			job.Server = e.Raw
			st.Remote++
		}
		jobs = append(jobs, job)
	}
	st.Servers = len(order)
	return jobs, st, nil
}

// newer prefers the version the registry marks latest, then the one
// updated last, then the later in the listing.
func newer(e, prev registry.Entry) bool {
	if e.IsLatest != prev.IsLatest {
		return e.IsLatest
	}
	return !e.UpdatedAt.Before(prev.UpdatedAt)
}

// inspectable picks the remote to inspect: streamable-http first, then
// sse; URL templates ({variables}) need values only a user has.
func inspectable(remotes []registry.Remote) (registry.Remote, bool) {
	for _, typ := range []string{"streamable-http", "sse"} {
		for _, r := range remotes {
			if r.Type == typ && !strings.Contains(r.URL, "{") && (strings.HasPrefix(r.URL, "https://") || strings.HasPrefix(r.URL, "http://")) {
				return r, true
			}
		}
	}
	return registry.Remote{}, false
}
