package explorer

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
)

// Connection is what connect mode measured about the exchange itself: the
// protocol generation and version, how the server answered (JSON, SSE or
// both) and how many pages each list took.
type Connection struct {
	Generation      string         `json:"generation"` // "2026-07-28" or "classic"
	ProtocolVersion string         `json:"protocolVersion"`
	Transport       string         `json:"transport"`         // "json", "sse" or "mixed"
	Pages           map[string]int `json:"pages"`             // list method → pages read
	Probes          []ProbeOutcome `json:"probes,omitempty"`  // the tool list's consistency probes
	Caching         []CacheHint    `json:"caching,omitempty"` // 2026-07-28 caching hints per result
	// ServerRequests are the requests the server sent to the client during
	// the inspection (sampling, roots, elicitation, log messages).
	ServerRequests []mcpclient.ServerRequest `json:"serverRequests,omitempty"`
	Text           string                    `json:"text"`                 // the sentence below
	ProbesText     string                    `json:"probesText,omitempty"` // the probes' outcomes in one sentence
}

// connectionOf reads the measurements of an inspection; nil when nothing
// was negotiated (a 401 before any handshake).
func connectionOf(insp *mcpclient.Inspection) *Connection {
	if insp.Generation == "" {
		return nil
	}
	c := &Connection{Generation: insp.Generation, ProtocolVersion: insp.ProtocolVersion, Transport: insp.Transport, Pages: insp.Pages}
	if c.Pages == nil {
		c.Pages = map[string]int{}
	}
	c.Probes, c.Caching, c.ServerRequests = probeOutcomes(insp), cacheHints(insp.Caching), insp.ServerRequests
	c.Text, c.ProbesText = c.describe(), describeProbes(c.Probes)
	return c
}

// describe says it in one sentence, e.g. "Protocol 2025-11-25 (classic
// initialize handshake), answers as SSE; tools/list 13 pages, prompts/list 1 page."
func (c *Connection) describe() string {
	handshake := "stateless, server/discover"
	if c.Generation == mcpclient.Classic {
		handshake = "classic initialize handshake"
	}
	s := fmt.Sprintf("Protocol %s (%s)", c.ProtocolVersion, handshake)
	switch c.Transport {
	case "json":
		s += ", answers as JSON"
	case "sse":
		s += ", answers as SSE event streams"
	case "mixed":
		s += ", answers as JSON and as SSE event streams"
	}
	var pages []string
	for _, m := range slices.Sorted(maps.Keys(c.Pages)) {
		pages = append(pages, fmt.Sprintf("%s %d %s", m, c.Pages[m], plural(c.Pages[m], "page", "pages")))
	}
	if len(pages) > 0 {
		s += "; " + strings.Join(pages, ", ")
	}
	var sent []string
	for _, r := range c.ServerRequests {
		sent = append(sent, fmt.Sprintf("%s ×%d", r.Method, r.Count))
	}
	if len(sent) > 0 {
		s += "; the server sent the client " + strings.Join(sent, ", ")
	}
	return s + "."
}
