package web

import (
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/index"
	"github.com/usefulweb/mcp-server-explorer/shared/indexapi"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

type indexRow struct {
	index.Entry
	Links indexapi.Links
	Days  int // since the last change
}

type indexListData struct {
	common
	Query      index.Query
	Sorts      []string
	Rows       []indexRow
	Total      int
	From, To   int
	NextURL    string
	FirstURL   string // "" on the first page
	SortURLs   map[string]string
	Truncated  bool
	Retention  int // days
	StatusList []string
}

type indexServerData struct {
	common
	Row      indexRow
	Detail   index.Detail
	Markdown string
	CheckURL string // the page's connect-mode link for this server
}

// IndexList serves GET /index: the registry's remote servers with their
// risk, filtered, sorted and paged by query parameters (no script needed).
func (s *Site) IndexList(r *index.Reader) http.Handler {
	return secure(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		q, errs := index.ParseQuery(req.URL.Query())
		if len(errs) > 0 {
			var msg []string
			for _, e := range errs {
				msg = append(msg, e.Field+" "+e.Message)
			}
			s.renderError(w, req, http.StatusUnprocessableEntity, "Invalid filter", "This listing cannot show that: "+strings.Join(msg, "; ")+". Open /index to start again.")
			return
		}
		entries, truncated, err := r.Entries(req.Context())
		if err != nil {
			s.cfg.Logger.Error("index store failed", "err", err)
			s.renderError(w, req, http.StatusServiceUnavailable, "Index unavailable", "The index could not be read. Try again shortly.")
			return
		}
		res := index.Select(entries, q)
		now := time.Now()
		data := indexListData{
			common: s.common(req, "MCP Registry risk index"), Query: q, Sorts: index.Sorts, Total: res.Total,
			Truncated: truncated, Retention: int(index.Retention / (24 * time.Hour)), SortURLs: map[string]string{},
			StatusList: []string{index.StatusOK, index.StatusAuthRequired, index.StatusFailed},
		}
		for _, e := range res.Entries {
			data.Rows = append(data.Rows, indexRow{Entry: e, Links: indexapi.LinksFor("", e.Name), Days: indexapi.DaysSince(e.LastChangedAt, now)})
		}
		if len(res.Entries) > 0 {
			data.From, data.To = q.Offset+1, q.Offset+len(res.Entries)
		}
		v := q.Values()
		if res.NextCursor != "" {
			next := q.Values()
			next.Set("cursor", res.NextCursor)
			data.NextURL = "/index?" + next.Encode()
		}
		if q.Offset > 0 {
			data.FirstURL = "/index" + query(v)
		}
		for _, key := range index.Sorts {
			sq := q
			sq.Desc = key == q.Sort && !q.Desc
			sq.Sort = key
			data.SortURLs[key] = "/index" + query(sq.Values())
		}
		w.Header().Set("Cache-Control", "public, max-age=60")
		s.render(w, req, http.StatusOK, "registry-index", data)
	}))
}

// IndexServer serves GET /index/{serverName...}: one server's last check,
// the registry's claims beside what the server said, its change history
// and its badge.
func (s *Site) IndexServer(st store.Store) http.Handler {
	return secure(http.HandlerFunc(func(w http.ResponseWriter, req *http.Request) {
		name := req.PathValue("serverName")
		d, ok, err := index.Get(req.Context(), st, name)
		if err != nil {
			s.cfg.Logger.Error("index store failed", "err", err)
			s.renderError(w, req, http.StatusServiceUnavailable, "Index unavailable", "The index could not be read. Try again shortly.")
			return
		}
		if !ok {
			s.renderError(w, req, http.StatusNotFound, "Not in the index", "The index has no server by this name. Only registry servers with a remote (streamable-http or sse) are indexed; /index lists them.")
			return
		}
		row := indexRow{Entry: d.Entry, Links: indexapi.LinksFor("", d.Entry.Name), Days: indexapi.DaysSince(d.Entry.LastChangedAt, time.Now())}
		data := indexServerData{
			common: s.common(req, d.Entry.Name), Row: row, Detail: d,
			Markdown: indexapi.Markdown(s.cfg.BaseURL, d.Entry.Name),
			CheckURL: "/?mode=connect&url=" + url.QueryEscape(d.Entry.Claims.URL),
		}
		w.Header().Set("Cache-Control", "public, max-age=60")
		s.render(w, req, http.StatusOK, "registry-server", data)
	}))
}

func query(v url.Values) string {
	if len(v) == 0 {
		return ""
	}
	return "?" + v.Encode()
}
