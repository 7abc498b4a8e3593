// Package registry searches an MCP Registry (the official one by default)
// for servers, through the v0.1 REST API. The zero [Client] searches the
// official registry through safehttp; failures are a [*Error].
//
// [Client.Search] follows metadata.nextCursor until it has limit servers or has read
// MaxPages pages, and warns about entries whose official status is
// deprecated or deleted.
package registry

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
)

// DefaultBaseURL is the official MCP Registry.
const DefaultBaseURL = "https://registry.modelcontextprotocol.io"

// Defaults for the zero Client.
const (
	DefaultMaxPages = 5
	DefaultTimeout  = 10 * time.Second
	maxPageSize     = 100 // the largest limit the official registry accepts
)

// Client queries one registry. The zero value uses the official registry
// through a safehttp client; it is safe for concurrent use.
type Client struct {
	HTTP     *http.Client  // nil: safehttp.DefaultClient()
	BaseURL  string        // "": DefaultBaseURL
	MaxPages int           // pages followed per search; 0: DefaultMaxPages
	Timeout  time.Duration // for the whole search; 0: DefaultTimeout
}

// Result is one search.
type Result struct {
	Servers   []Server `json:"servers"`
	Truncated bool     `json:"truncated"` // the registry has more than was read
	Warnings  []string `json:"warnings"`
}

// Server is one registry entry, reduced to what the explorer shows.
type Server struct {
	Name          string   `json:"name"`
	Description   string   `json:"description"`
	Version       string   `json:"version"`
	RepositoryURL string   `json:"repositoryUrl,omitempty"`
	Remotes       []Remote `json:"remotes"`
	Packages      []string `json:"packages"`         // "registryType:identifier@version"
	Status        string   `json:"status,omitempty"` // active, deprecated or deleted
}

// Remote is a hosted endpoint of a server.
type Remote struct {
	Type string `json:"type"` // "streamable-http" or "sse"
	URL  string `json:"url"`
}

// Error is a failed search; Detail says what the registry did.
type Error struct {
	Detail string
	Err    error
}

func (e *Error) Error() string { return "registry: " + e.Detail }
func (e *Error) Unwrap() error { return e.Err }

// Wire shapes of GET /v0.1/servers (docs/reference/api/openapi.yaml).
type serverList struct {
	Servers  []serverResponse `json:"servers"`
	Metadata struct {
		NextCursor string `json:"nextCursor"`
	} `json:"metadata"`
}

type serverResponse struct {
	Server struct {
		Name        string `json:"name"`
		Title       string `json:"title"`
		Description string `json:"description"`
		Version     string `json:"version"`
		Repository  *struct {
			URL string `json:"url"`
		} `json:"repository"`
		Remotes  []Remote `json:"remotes"`
		Packages []struct {
			RegistryType string `json:"registryType"`
			Identifier   string `json:"identifier"`
			Version      string `json:"version"`
		} `json:"packages"`
	} `json:"server"`
	raw  json.RawMessage // the server object as sent, unless over maxRawServer
	Meta struct {
		Official *struct {
			Status        string `json:"status"`
			StatusMessage string `json:"statusMessage"`
			UpdatedAt     string `json:"updatedAt"`
			IsLatest      bool   `json:"isLatest"`
		} `json:"io.modelcontextprotocol.registry/official"`
	} `json:"_meta"`
}

// Search returns up to limit servers (latest versions) whose name matches
// query; limit ≤ 0 means one page of the registry's default size.
func (c *Client) Search(ctx context.Context, query string, limit int) (*Result, error) {
	base, timeout := c.settings()
	maxPages := c.MaxPages
	if maxPages <= 0 {
		maxPages = DefaultMaxPages
	}
	ctx, cancel := context.WithTimeout(ctx, timeout)
	defer cancel()
	ctx = safehttp.WithBudget(ctx, safehttp.NewBudget(safehttp.DefaultMaxInspectionBytes))

	res := &Result{Servers: []Server{}}
	cursor := ""
	for page := 0; ; page++ {
		if page == maxPages {
			res.Truncated = true
			break
		}
		q := url.Values{"version": {"latest"}}
		if query != "" {
			q.Set("search", query)
		}
		if limit > 0 {
			q.Set("limit", strconv.Itoa(min(limit-len(res.Servers), maxPageSize)))
		}
		if cursor != "" {
			q.Set("cursor", cursor)
		}
		list, err := c.get(ctx, base+"/v0.1/servers?"+q.Encode())
		if err != nil {
			return nil, err
		}
		for _, sr := range list.Servers {
			if limit > 0 && len(res.Servers) == limit {
				res.Truncated = true // the registry ignored limit
				break
			}
			res.add(sr)
		}
		if cursor = list.Metadata.NextCursor; cursor == "" {
			break
		}
		if limit <= 0 || len(res.Servers) >= limit {
			res.Truncated = true
			break
		}
	}
	return res, nil
}

// maxRawServer bounds the server.json an Entry keeps as sent.
const maxRawServer = 64 << 10

// UnmarshalJSON also keeps the server object as sent, for List.
func (sr *serverResponse) UnmarshalJSON(b []byte) error {
	type plain serverResponse
	var p plain
	if err := json.Unmarshal(b, &p); err != nil {
		return err
	}
	var raw struct {
		Server json.RawMessage `json:"server"`
	}
	if err := json.Unmarshal(b, &raw); err != nil {
		return err
	}
	*sr = serverResponse(p)
	if len(raw.Server) <= maxRawServer {
		sr.raw = raw.Server
	}
	return nil
}

func (res *Result) add(sr serverResponse) {
	s := Server{
		Name:        sr.Server.Name,
		Description: sr.Server.Description,
		Version:     sr.Server.Version,
		Remotes:     sr.Server.Remotes,
		Packages:    []string{},
	}
	if s.Remotes == nil {
		s.Remotes = []Remote{}
	}
	if sr.Server.Repository != nil {
		s.RepositoryURL = sr.Server.Repository.URL
	}
	for _, p := range sr.Server.Packages {
		ref := p.RegistryType + ":" + p.Identifier
		if p.Version != "" {
			ref += "@" + p.Version
		}
		s.Packages = append(s.Packages, ref)
	}
	if o := sr.Meta.Official; o != nil {
		s.Status = o.Status
		if o.Status == "deprecated" || o.Status == "deleted" {
			w := fmt.Sprintf("%s %s is %s in the registry", s.Name, s.Version, o.Status)
			if o.StatusMessage != "" {
				w += ": " + o.StatusMessage
			}
			res.Warnings = append(res.Warnings, w)
		}
	}
	res.Servers = append(res.Servers, s)
}

func (c *Client) get(ctx context.Context, u string) (*serverList, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return nil, &Error{Detail: "invalid registry URL", Err: err}
	}
	req.Header.Set("Accept", "application/json")
	resp, err := c.client().Do(req)
	if err != nil {
		if ctx.Err() != nil {
			return nil, &Error{Detail: "no answer from the registry in time", Err: err}
		}
		return nil, &Error{Detail: "cannot reach the registry: " + err.Error(), Err: err}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	if err != nil {
		return nil, &Error{Detail: "reading the registry's answer: " + err.Error(), Err: err}
	}
	if resp.StatusCode != http.StatusOK {
		return nil, &Error{Detail: fmt.Sprintf("the registry answered HTTP %d", resp.StatusCode)}
	}
	if mt, _, _ := mime.ParseMediaType(resp.Header.Get("Content-Type")); mt != "application/json" {
		return nil, &Error{Detail: fmt.Sprintf("the registry answered with Content-Type %q, not JSON", mt)}
	}
	var list serverList
	if err := json.Unmarshal(body, &list); err != nil {
		return nil, &Error{Detail: "the registry's answer is not the expected JSON", Err: err}
	}
	if list.Servers == nil {
		return nil, &Error{Detail: "the registry's answer has no servers array"}
	}
	return &list, nil
}

func (c *Client) client() *http.Client {
	if c.HTTP != nil {
		return c.HTTP
	}
	return safehttp.DefaultClient()
}

// settings are the base URL and the timeout, defaults filled in.
func (c *Client) settings() (base string, timeout time.Duration) {
	base = strings.TrimSuffix(c.BaseURL, "/")
	if base == "" {
		base = DefaultBaseURL
	}
	timeout = c.Timeout
	if timeout <= 0 {
		timeout = DefaultTimeout
	}
	return base, timeout
}
