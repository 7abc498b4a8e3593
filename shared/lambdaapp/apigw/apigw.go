// Package apigw serves the service's public handler (shared/app) to API
// Gateway HTTP APIs (payload format 2.0) on Lambda, for the HTTP functions:
//
//	settings, err := apigw.SettingsFromEnv(os.Getenv)
//	…
//	parts := app.Parts{Store: store, Logger: logger, Version: lambdaapp.Version}
//	lambda.Start(apigw.Handler(apigw.NewAPI(settings, parts)))
//
// It is apart from lambdaapp so that functions without HTTP do not link,
// and initialise, the whole API.
package apigw

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/awslabs/aws-lambda-go-api-proxy/core"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// MaxInspectDeadline is the longest connect-mode inspection a function
// allows: API Gateway waits 29 s for a response.
const MaxInspectDeadline = 25 * time.Second

// SettingsFromEnv reads the service's settings from the EXPLORER_*
// variables, as serve reads its flags (app.FromEnv), and refuses what a
// hosted function must not do: reach private, loopback or link-local
// targets (on Lambda the runtime API listens on 127.0.0.1) or inspect a
// server for longer than MaxInspectDeadline.
func SettingsFromEnv(getenv func(string) string) (app.Settings, error) {
	s, err := app.FromEnv(getenv)
	if err != nil {
		return app.Settings{}, fmt.Errorf("configuration: %w", err)
	}
	var errs []error
	if s.AllowPrivate {
		errs = append(errs, errors.New("EXPLORER_ALLOW_PRIVATE_TARGETS is not allowed on Lambda: the runtime API listens on 127.0.0.1"))
	}
	if s.InspectDeadline > MaxInspectDeadline {
		errs = append(errs, fmt.Errorf("EXPLORER_INSPECT_DEADLINE is %s, at most %s on Lambda (API Gateway waits 29 s)", s.InspectDeadline, MaxInspectDeadline))
	}
	if len(errs) > 0 {
		return app.Settings{}, fmt.Errorf("configuration: %w", errors.Join(errs...))
	}
	return s, nil
}

// NewAPI returns the service's public handler, app.NewHandler(s, p): the
// explorer with connect and registry modes, rate limits per client
// (counted in p.Store; the client is the sourceIp that API Gateway saw),
// the Toolcard routes, and /mcp when p.MCP builds it. Every HTTP function
// serves it; API Gateway routes each path to the one function that
// httpapi.Routes names.
//
// Init builds no handler: the first request does, so that init only reads
// configuration and builds clients (the README's cold-start table has the
// cost). With s.BaseURL empty, the
// base URL becomes https://<domain> of the first request with a valid
// domain, as API Gateway reports it (the template cannot hand a function
// its own API's URL: that would be a circular dependency). Requests before
// that, or without a usable domain, are served with relative links.
func NewAPI(s app.Settings, p app.Parts) http.Handler {
	if s.BaseURL != "" {
		h := sync.OnceValue(func() http.Handler { return app.NewHandler(s, p) })
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { h().ServeHTTP(w, r) })
	}
	return &hostBase{build: func(base string) http.Handler {
		s := s
		s.BaseURL = base
		return app.NewHandler(s, p)
	}}
}

// Handler adapts h to API Gateway HTTP API events (payload format 2.0)
// for lambda.Start. Each request carries the invocation's context, so logs
// written with r.Context() name the Lambda request id, and its RemoteAddr
// is the client address API Gateway saw (requestContext.http.sourceIp,
// without a port). A response that Lambda could not return (over
// MaxResponseBytes as the runtime encodes it) goes gzip-compressed to a
// client that accepts gzip (API Gateway's HTTP APIs do not compress), and
// otherwise, or if still too large, becomes a response-too-large problem
// instead of API Gateway's bare 500.
func Handler(h http.Handler) func(context.Context, events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
	adapter := httpadapter.NewV2(h)
	return func(ctx context.Context, req events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error) {
		resp, err := adapter.ProxyWithContext(ctx, req)
		if err != nil {
			return resp, err
		}
		size := encodedSize(resp)
		if size <= MaxResponseBytes {
			return resp, nil
		}
		if !resp.IsBase64Encoded && resp.Headers["Content-Encoding"] == "" && acceptsGzip(req.Headers["accept-encoding"]) {
			if zipped := gzipped(resp); encodedSize(zipped) <= MaxResponseBytes {
				return zipped, nil
			}
		}
		return tooLarge(resp, size)
	}
}

// MaxResponseBytes is Lambda's limit on a synchronous invocation's
// response: the whole API Gateway response, encoded as JSON.
const MaxResponseBytes = 6 << 20

// encodedSize is the size of resp as the Lambda runtime sends it (JSON,
// whose escapes can make a body up to six times longer), measured only
// when it could be over the limit.
func encodedSize(resp events.APIGatewayV2HTTPResponse) int {
	if 6*len(resp.Body) < MaxResponseBytes-64<<10 {
		return len(resp.Body)
	}
	b, err := json.Marshal(resp)
	if err != nil {
		return MaxResponseBytes + 1
	}
	return len(b)
}

// acceptsGzip reports whether an Accept-Encoding header allows gzip.
func acceptsGzip(header string) bool {
	for _, part := range strings.Split(header, ",") {
		coding, params, _ := strings.Cut(part, ";")
		if !strings.EqualFold(strings.TrimSpace(coding), "gzip") {
			continue
		}
		for _, p := range strings.Split(params, ";") {
			k, v, _ := strings.Cut(strings.TrimSpace(p), "=")
			if q, err := strconv.ParseFloat(v, 64); strings.EqualFold(k, "q") && err == nil && q == 0 {
				return false
			}
		}
		return true
	}
	return false
}

// gzipped is resp with its body gzip-compressed and base64-encoded.
func gzipped(resp events.APIGatewayV2HTTPResponse) events.APIGatewayV2HTTPResponse {
	var b bytes.Buffer
	zw := gzip.NewWriter(&b)
	_, _ = io.WriteString(zw, resp.Body)
	_ = zw.Close()
	headers := make(map[string]string, len(resp.Headers)+2)
	for k, v := range resp.Headers {
		headers[k] = v
	}
	delete(headers, "Content-Length")
	headers["Content-Encoding"] = "gzip"
	if v := headers["Vary"]; v != "" {
		headers["Vary"] = v + ", Accept-Encoding"
	} else {
		headers["Vary"] = "Accept-Encoding"
	}
	resp.Headers, resp.Body, resp.IsBase64Encoded = headers, base64.StdEncoding.EncodeToString(b.Bytes()), true
	return resp
}

// tooLarge answers a response-too-large problem in place of resp, keeping
// its request id.
func tooLarge(resp events.APIGatewayV2HTTPResponse, size int) (events.APIGatewayV2HTTPResponse, error) {
	w := core.NewProxyResponseWriterV2()
	if id := resp.Headers["X-Request-Id"]; id != "" {
		w.Header().Set("X-Request-Id", id)
	}
	problem.Write(w, "", &problem.Problem{Code: "response-too-large",
		Detail: fmt.Sprintf("the answer is %.1f MB, over the %d MB a Lambda function can return", float64(size)/(1<<20), MaxResponseBytes>>20)})
	return w.GetProxyResponse()
}

// validHost reports whether host is a DNS name with an optional port, as
// API Gateway reports the domain a request came in on.
func validHost(host string) bool {
	name, port, hasPort := strings.Cut(host, ":")
	if name == "" || len(name) > 253 || name[0] == '.' || name[0] == '-' || name[len(name)-1] == '.' || name[len(name)-1] == '-' {
		return false
	}
	for _, c := range []byte(name) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '-') {
			return false
		}
	}
	if hasPort {
		n, err := strconv.Atoi(port)
		return err == nil && n > 0 && n < 65536 && port[0] != '+'
	}
	return true
}

// hostBase builds the handler with the base URL of the first usable Host,
// and one with relative links for requests before it; each when first
// needed, so that init builds neither.
type hostBase struct {
	build    func(base string) http.Handler
	mu       sync.Mutex
	h        http.Handler // with the first usable Host's base URL
	fallback http.Handler // with relative links
}

func (b *hostBase) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	b.handler(r.Host).ServeHTTP(w, r)
}

func (b *hostBase) handler(host string) http.Handler {
	b.mu.Lock()
	defer b.mu.Unlock()
	switch {
	case b.h != nil:
		return b.h
	case validHost(host):
		b.h = b.build("https://" + host)
		return b.h
	case b.fallback == nil:
		b.fallback = b.build("")
	}
	return b.fallback
}
