package mcpclient

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"strings"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// MCP Apps (io.modelcontextprotocol/ui): a tool names the ui:// resource
// its view is rendered from in _meta.ui.resourceUri. The inspection reads
// those resources in one wave after the lists, within its deadline and
// byte budget, so the view's declared reach and its HTML can be reviewed.

// Bounds of the UI resource reads (and of the one resource read for its
// caching hints).
const (
	MaxUIResources = 8         // distinct ui:// resources read per inspection
	MaxUIHTMLBytes = 256 << 10 // HTML kept per resource
	MaxUIURIBytes  = 2048      // longer resourceUris are not read
	UIReadTimeout  = 5 * time.Second
	// MaxHintReadBytes bounds the one listed resource that probes read
	// for its caching hints: a larger one is not read to its end.
	MaxHintReadBytes = 64 << 10
)

// UIResource is one ui:// resource as resources/read returned it.
type UIResource struct {
	URI       string          `json:"uri"`
	MimeType  string          `json:"mimeType,omitempty"`
	Meta      json.RawMessage `json:"meta,omitempty"` // the content's _meta.ui
	HTML      string          `json:"html,omitempty"` // text or decoded blob, at most MaxUIHTMLBytes
	Truncated bool            `json:"truncated,omitempty"`
	Error     string          `json:"error,omitempty"` // why it could not be read
}

// UIResourceURI is the resource a tools/list entry names in _meta.ui.resourceUri
// (or the deprecated flat _meta["ui/resourceUri"]), or "".
func UIResourceURI(tool json.RawMessage) string {
	var t struct {
		Meta map[string]json.RawMessage `json:"_meta"`
	}
	if json.Unmarshal(tool, &t) != nil {
		return ""
	}
	var ui map[string]json.RawMessage
	json.Unmarshal(t.Meta["ui"], &ui)
	var uri string
	if json.Unmarshal(ui["resourceUri"], &uri) != nil || uri == "" {
		json.Unmarshal(t.Meta["ui/resourceUri"], &uri)
	}
	return uri
}

// readResources reads, all at once, the distinct ui:// resources the
// listed tools name, up to MaxUIResources, and with probes on a 2026-07-28
// server one listed resource besides, for the caching hints that
// resources/read results must carry.
func (s *inspector) readResources(ctx context.Context, out *Inspection) {
	var uris []string
	seen := map[string]bool{}
	for _, t := range out.Tools {
		uri := UIResourceURI(t)
		if !strings.HasPrefix(strings.ToLower(uri), "ui://") || len(uri) > MaxUIURIBytes || seen[uri] {
			continue
		}
		seen[uri] = true
		uris = append(uris, uri)
	}
	if len(uris) > MaxUIResources {
		s.warn("MCP Apps: the tools name %d ui:// resources; read the first %d", len(uris), MaxUIResources)
		uris = uris[:MaxUIResources]
	}
	static := s.hintResource(out, seen)
	if len(uris) == 0 && static == "" {
		return
	}
	ctx, cancel := context.WithTimeout(ctx, UIReadTimeout)
	defer cancel()
	hints := make([]*CacheHint, len(uris)+1)
	var wg sync.WaitGroup
	if static != "" {
		wg.Go(func() { hints[len(uris)] = s.readForHints(ctx, static) })
	}
	if len(uris) > 0 {
		out.UIResources = make([]UIResource, len(uris))
	}
	for i, uri := range uris {
		wg.Go(func() { out.UIResources[i], hints[i] = s.readUIResource(ctx, uri) })
	}
	wg.Wait()
	for _, h := range hints {
		if h != nil {
			out.Caching = append(out.Caching, *h)
		}
	}
	// The content item's _meta.ui takes precedence; without one, the
	// resources/list entry's applies.
	listed := map[string]json.RawMessage{}
	for _, r := range out.Resources {
		var meta map[string]json.RawMessage
		if json.Unmarshal(r.Meta, &meta) == nil && meta["ui"] != nil {
			listed[r.URI] = meta["ui"]
		}
	}
	for i := range out.UIResources {
		if r := &out.UIResources[i]; r.Error == "" && (len(r.Meta) == 0 || string(r.Meta) == "null") {
			r.Meta = listed[r.URI]
		}
	}
}

// hintResource is the listed resource read for its caching hints: the
// first one not read anyway, when probes are on and the server speaks
// 2026-07-28; "" for none.
func (s *inspector) hintResource(out *Inspection, read map[string]bool) string {
	if !s.probes || !s.modern {
		return ""
	}
	for _, r := range out.Resources {
		if r.URI != "" && len(r.URI) <= MaxUIURIBytes && !read[r.URI] {
			return r.URI
		}
	}
	return ""
}

// readResource sends resources/read for uri; hint is the result's caching
// hints on a 2026-07-28 server, else nil.
func (s *inspector) readResource(ctx context.Context, uri string) (result json.RawMessage, hint *CacheHint, err error) {
	params := map[string]any{"uri": uri}
	if s.modern {
		params["_meta"] = s.modernMeta()
	}
	rep, err := s.call(ctx, "resources/read", params, nil)
	if err != nil {
		return nil, nil, err
	}
	if s.modern {
		var res map[string]json.RawMessage
		json.Unmarshal(rep.result, &res)
		h := hintOf("resources/read", 1, res)
		h.URI = uri
		hint = &h
	}
	return rep.result, hint, nil
}

// readForHints reads uri, at most MaxHintReadBytes of it, for its caching
// hints alone.
func (s *inspector) readForHints(ctx context.Context, uri string) *CacheHint {
	_, hint, err := s.readResource(safehttp.WithBudget(ctx, s.budget.Share(MaxHintReadBytes)), uri)
	if err != nil {
		s.warn("resources/read of %s (read for its caching hints, at most %d KiB) failed: %s", clip(uri, 200), MaxHintReadBytes>>10, classify(ctx, "resources/read", err, UIReadTimeout.String()).Detail)
	}
	return hint
}

func (s *inspector) readUIResource(ctx context.Context, uri string) (UIResource, *CacheHint) {
	r := UIResource{URI: uri}
	result, hint, err := s.readResource(ctx, uri)
	if err != nil {
		r.Error = classify(ctx, "resources/read", err, UIReadTimeout.String()).Detail
		return r, nil
	}
	return r.decode(result), hint
}

// decode reads r's content from a resources/read result.
func (r UIResource) decode(result json.RawMessage) UIResource {
	var res struct {
		Contents []struct {
			URI      string          `json:"uri"`
			MimeType string          `json:"mimeType"`
			Text     *string         `json:"text"`
			Blob     *string         `json:"blob"`
			Meta     json.RawMessage `json:"_meta"`
		} `json:"contents"`
	}
	if json.Unmarshal(result, &res) != nil || len(res.Contents) == 0 {
		r.Error = "the result has no contents"
		return r
	}
	c := res.Contents[0]
	for _, cand := range res.Contents {
		if cand.URI == r.URI {
			c = cand
			break
		}
	}
	var meta map[string]json.RawMessage
	json.Unmarshal(c.Meta, &meta)
	r.MimeType, r.Meta = c.MimeType, meta["ui"]
	switch {
	case c.Text != nil:
		r.HTML = *c.Text
	case c.Blob != nil:
		b, err := base64.StdEncoding.DecodeString(*c.Blob)
		if err != nil {
			r.Error = "the blob is not base64"
			return r
		}
		r.HTML = string(b)
	default:
		r.Error = "the content has neither text nor blob"
		return r
	}
	if len(r.HTML) > MaxUIHTMLBytes {
		r.HTML, r.Truncated = r.HTML[:MaxUIHTMLBytes], true
	}
	return r
}
