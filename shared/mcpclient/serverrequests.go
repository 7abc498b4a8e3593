package mcpclient

import (
	"encoding/json"
	"maps"
	"slices"
	"strings"
	"sync"
)

// ServerRequest is what the server itself sent during the inspection, by
// method: requests to the client (sampling/createMessage, roots/list,
// elicitation/create, …) and log notifications (notifications/message),
// seen on the streams that answered the inspection's requests.
type ServerRequest struct {
	Method string `json:"method"`
	Count  int    `json:"count"`
	// During are the inspection's requests whose streams carried it.
	During []string `json:"during"`
	// IncludeContext are the distinct includeContext values of
	// sampling/createMessage requests ("" when absent is not listed).
	IncludeContext []string `json:"includeContext,omitempty"`
	// Modes are the distinct modes of elicitation/create requests ("form"
	// when absent).
	Modes []string `json:"modes,omitempty"`
}

// Bounds of what is recorded of the server's own requests.
const (
	maxServerMethods = 16 // distinct methods
	maxServerValues  = 4  // distinct values per list
)

// serverRequests collects the server's requests of one inspection and its
// probes.
type serverRequests struct {
	mu   sync.Mutex
	seen map[string]*ServerRequest
}

// record notes m, a request or notification from the server, seen while
// waiting for the answer to during. Other notifications (progress,
// list changes) are not recorded.
func (r *serverRequests) record(m message, during string) {
	if m.Method == "" || (len(m.ID) == 0 && m.Method != "notifications/message") {
		return
	}
	var p struct {
		IncludeContext string `json:"includeContext"`
		Mode           string `json:"mode"`
	}
	json.Unmarshal(m.Params, &p)
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.seen == nil {
		r.seen = map[string]*ServerRequest{}
	}
	method := clip(m.Method, 80)
	q := r.seen[method]
	if q == nil {
		if len(r.seen) == maxServerMethods {
			return
		}
		q = &ServerRequest{Method: method}
		r.seen[method] = q
	}
	q.Count++
	q.During = addValue(q.During, during)
	switch method {
	case "sampling/createMessage":
		if p.IncludeContext != "" {
			q.IncludeContext = addValue(q.IncludeContext, clip(p.IncludeContext, 40))
		}
	case "elicitation/create":
		if p.Mode == "" {
			p.Mode = "form"
		}
		q.Modes = addValue(q.Modes, clip(p.Mode, 40))
	}
}

func addValue(list []string, v string) []string {
	if slices.Contains(list, v) || len(list) == maxServerValues {
		return list
	}
	return append(list, v)
}

// list is what was recorded, sorted by method, each list sorted.
func (r *serverRequests) list() []ServerRequest {
	r.mu.Lock()
	defer r.mu.Unlock()
	var out []ServerRequest
	for _, method := range slices.Sorted(maps.Keys(r.seen)) {
		q := *r.seen[method]
		for _, l := range [][]string{q.During, q.IncludeContext, q.Modes} {
			slices.SortFunc(l, strings.Compare)
		}
		out = append(out, q)
	}
	return out
}
