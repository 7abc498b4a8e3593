package index

import (
	"cmp"
	"encoding/base64"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// Query selects, orders and pages the listing; the API and the page read
// the same query parameters.
type Query struct {
	Risk    string // "", high, medium, low: servers with at least one tool of that risk
	Auth    string // "", required, none
	Finding string // "", poisoning: servers with a poisoning finding
	Status  string // "", ok, auth-required, failed
	Text    string // substring of name, title or description, case-insensitive
	Sort    string // risk (default), name, tools, checked, changed, poisoning
	Desc    bool   // reverse order
	Offset  int    // from the cursor
	Limit   int    // 1..MaxLimit
}

// Page sizes of the listing.
const (
	DefaultLimit = 50
	MaxLimit     = 200
	maxText      = 200
)

// Sorts lists the sort keys, in the order the page offers them.
var Sorts = []string{"risk", "name", "tools", "checked", "changed", "poisoning"}

// ParseQuery reads a Query from URL parameters: risk, auth, finding,
// status, q, sort, order (asc|desc), cursor, limit. Every invalid
// parameter is reported at once.
func ParseQuery(v url.Values) (Query, []problem.FieldError) {
	q := Query{Sort: "risk", Limit: DefaultLimit}
	var errs []problem.FieldError
	oneOf := func(field string, allowed ...string) string {
		s := v.Get(field)
		if s != "" && !slices.Contains(allowed, s) {
			errs = append(errs, problem.FieldError{Field: field, Message: "must be one of " + strings.Join(allowed, ", ")})
			return ""
		}
		return s
	}
	q.Risk = oneOf("risk", "high", "medium", "low")
	q.Auth = oneOf("auth", "required", "none")
	q.Finding = oneOf("finding", "poisoning")
	q.Status = oneOf("status", StatusOK, StatusAuthRequired, StatusFailed)
	if s := oneOf("sort", Sorts...); s != "" {
		q.Sort = s
	}
	q.Desc = oneOf("order", "asc", "desc") == "desc"
	q.Text = strings.TrimSpace(v.Get("q"))
	if len(q.Text) > maxText || !utf8.ValidString(q.Text) {
		errs = append(errs, problem.FieldError{Field: "q", Message: "must be valid UTF-8 of at most " + strconv.Itoa(maxText) + " bytes"})
		q.Text = ""
	}
	if s := v.Get("limit"); s != "" {
		n, err := strconv.Atoi(s)
		if err != nil || n < 1 || n > MaxLimit {
			errs = append(errs, problem.FieldError{Field: "limit", Message: "must be a whole number from 1 to " + strconv.Itoa(MaxLimit)})
		} else {
			q.Limit = n
		}
	}
	if s := v.Get("cursor"); s != "" {
		n, ok := decodeCursor(s)
		if !ok {
			errs = append(errs, problem.FieldError{Field: "cursor", Message: "is not a cursor this listing gave out; start again without it"})
		}
		q.Offset = n
	}
	return q, errs
}

// Values is the query as URL parameters, without the cursor and without
// defaults, for links that keep the filters.
func (q Query) Values() url.Values {
	v := url.Values{}
	set := func(k, s string) {
		if s != "" {
			v.Set(k, s)
		}
	}
	set("risk", q.Risk)
	set("auth", q.Auth)
	set("finding", q.Finding)
	set("status", q.Status)
	set("q", q.Text)
	if q.Sort != "risk" {
		set("sort", q.Sort)
	}
	if q.Desc {
		v.Set("order", "desc")
	}
	if q.Limit != DefaultLimit {
		v.Set("limit", strconv.Itoa(q.Limit))
	}
	return v
}

// Result is one page of a selection.
type Result struct {
	Entries    []Entry
	Total      int    // entries matching the filters
	NextCursor string // "" on the last page
}

// Select filters, sorts and pages entries; entries itself is left as it is.
func Select(entries []Entry, q Query) Result {
	text := strings.ToLower(q.Text)
	matched := entries[:0:0]
	for _, e := range entries {
		if q.match(e, text) {
			matched = append(matched, e)
		}
	}
	slices.SortStableFunc(matched, func(a, b Entry) int {
		c := q.compare(a, b)
		if q.Desc {
			c = -c
		}
		return cmp.Or(c, strings.Compare(a.Name, b.Name))
	})
	res := Result{Total: len(matched)}
	start := min(q.Offset, len(matched))
	end := min(start+q.Limit, len(matched))
	res.Entries = matched[start:end]
	if end < len(matched) {
		res.NextCursor = encodeCursor(end)
	}
	return res
}

func (q Query) match(e Entry, text string) bool {
	switch {
	case q.Risk == "high" && e.Risk.High == 0,
		q.Risk == "medium" && e.Risk.Medium == 0,
		q.Risk == "low" && e.Risk.Low == 0,
		q.Auth == "required" && !e.AuthRequired,
		q.Auth == "none" && e.AuthRequired,
		q.Finding == "poisoning" && e.PoisoningFindings == 0,
		q.Status != "" && e.Status != q.Status:
		return false
	}
	if text == "" {
		return true
	}
	for _, s := range []string{e.Name, e.Claims.Title, e.Claims.Description} {
		if strings.Contains(strings.ToLower(s), text) {
			return true
		}
	}
	return false
}

// compare orders by the sort key, most notable first: more risk, more
// tools, more findings, newer checks and changes; names A to Z.
func (q Query) compare(a, b Entry) int {
	switch q.Sort {
	case "name":
		return strings.Compare(a.Name, b.Name)
	case "tools":
		return cmp.Compare(b.Tools, a.Tools)
	case "checked":
		return b.CheckedAt.Compare(a.CheckedAt)
	case "changed":
		return b.LastChangedAt.Compare(a.LastChangedAt)
	case "poisoning":
		return cmp.Compare(b.PoisoningFindings, a.PoisoningFindings)
	}
	return cmp.Or(cmp.Compare(min(b.PoisoningFindings, 1), min(a.PoisoningFindings, 1)), cmp.Compare(b.Risk.High, a.Risk.High),
		cmp.Compare(b.Risk.Medium, a.Risk.Medium), cmp.Compare(b.Risk.Low, a.Risk.Low))
}

func encodeCursor(offset int) string {
	return base64.RawURLEncoding.EncodeToString([]byte("o" + strconv.Itoa(offset)))
}

func decodeCursor(s string) (int, bool) {
	b, err := base64.RawURLEncoding.DecodeString(s)
	if err != nil || len(b) < 2 || b[0] != 'o' {
		return 0, false
	}
	n, err := strconv.Atoi(string(b[1:]))
	if err != nil || n < 0 || n > MaxEntries {
		return 0, false
	}
	return n, true
}
