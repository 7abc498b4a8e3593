package registry

import (
	"context"
	"encoding/json"
	"net/url"
	"strconv"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// Page is one page of GET /v0.1/servers as the index reads it: every
// version the registry lists, deleted ones included, with its official
// status and timestamps.
type Page struct {
	Entries    []Entry
	NextCursor string // "" on the last page
}

// Entry is one server version of a registry page.
type Entry struct {
	Server
	Title     string    `json:"title,omitempty"`
	IsLatest  bool      `json:"isLatest"`
	UpdatedAt time.Time `json:"updatedAt"` // zero when the registry did not say
	// Raw is the entry's server object (server.json) as the registry sent
	// it; nil when it was over 64 KiB.
	Raw json.RawMessage `json:"-"`
}

// ListOptions select a page of List.
type ListOptions struct {
	Cursor       string
	Limit        int       // 1..100; 0 means 100
	UpdatedSince time.Time // zero: every server; otherwise incremental (the registry then includes deleted entries)
}

// List reads one page of the registry's server list, deleted entries
// included (include_deleted=true), so an index can drop them.
func (c *Client) List(ctx context.Context, o ListOptions) (*Page, error) {
	base, timeout := c.settings()
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	ctx = safehttp.WithBudget(ctx, safehttp.NewBudget(safehttp.DefaultMaxInspectionBytes))
	limit := o.Limit
	if limit <= 0 || limit > maxPageSize {
		limit = maxPageSize
	}
	q := url.Values{"limit": {strconv.Itoa(limit)}, "include_deleted": {"true"}}
	if o.Cursor != "" {
		q.Set("cursor", o.Cursor)
	}
	if !o.UpdatedSince.IsZero() {
		q.Set("updated_since", o.UpdatedSince.UTC().Format(time.RFC3339))
	}
	list, err := c.get(ctx, base+"/v0.1/servers?"+q.Encode())
	if err != nil {
		return nil, err
	}
	page := &Page{NextCursor: list.Metadata.NextCursor}
	for _, sr := range list.Servers {
		var res Result
		res.add(sr)
		e := Entry{Server: res.Servers[0], Title: sr.Server.Title, Raw: sr.raw}
		if o := sr.Meta.Official; o != nil {
			e.IsLatest = o.IsLatest
			e.UpdatedAt, _ = time.Parse(time.RFC3339Nano, o.UpdatedAt) // a malformed time stays zero
		}
		page.Entries = append(page.Entries, e)
	}
	return page, nil
}
