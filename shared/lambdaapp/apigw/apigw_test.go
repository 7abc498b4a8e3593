package apigw_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/base64"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambdacontext"

	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/app"
	"github.com/usefulweb/mcp-server-explorer/shared/httpapi"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp"
	"github.com/usefulweb/mcp-server-explorer/shared/lambdaapp/apigw"
)

// event is an API Gateway HTTP API (payload 2.0) request.
func event(method, path, domain, sourceIP, body string) events.APIGatewayV2HTTPRequest {
	return events.APIGatewayV2HTTPRequest{
		Version: "2.0", RouteKey: method + " " + path, RawPath: path,
		Headers: map[string]string{"content-type": "application/json", "x-forwarded-for": sourceIP, "accept": "application/json, text/event-stream"},
		RequestContext: events.APIGatewayV2HTTPRequestContext{
			DomainName: domain, RequestID: "apigw-1", Stage: "$default",
			HTTP: events.APIGatewayV2HTTPRequestContextHTTPDescription{Method: method, Path: path, Protocol: "HTTP/1.1", SourceIP: sourceIP},
		},
		Body: body,
	}
}

func invocation(id string) context.Context {
	return lambdacontext.NewContext(context.Background(), &lambdacontext.LambdaContext{AwsRequestID: id})
}

// TestHandlerRequest checks what the adapter hands the net/http handler,
// above all RemoteAddr: the rate limiter keys clients by it.
func TestHandlerRequest(t *testing.T) {
	tests := []struct {
		name, sourceIP, rawQuery string
		base64                   bool
	}{
		{"IPv4", "198.51.100.7", "", false},
		{"IPv6 and a query", "2001:db8::1", "a=1&b=two", false},
		{"base64 body", "203.0.113.9", "", true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var logs bytes.Buffer
			logger := lambdaapp.NewLogger(&logs, func(string) string { return "" })
			var got *http.Request
			var gotBody []byte
			h := apigw.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				got = r
				gotBody, _ = io.ReadAll(r.Body)
				logger.InfoContext(r.Context(), "seen")
				w.Header().Set("Content-Type", "application/problem+json")
				w.Header().Add("Set-Cookie", "a=1")
				w.Header().Set("Retry-After", "42")
				w.WriteHeader(http.StatusTooManyRequests)
				_, _ = w.Write([]byte(`{"status":429}`))
			}))
			ev := event("POST", "/api/v1/calculate", "abc123.execute-api.eu-west-1.amazonaws.com", tt.sourceIP, `{"mode":"paste"}`)
			ev.RawQueryString = tt.rawQuery
			if tt.base64 {
				ev.Body, ev.IsBase64Encoded = base64.StdEncoding.EncodeToString([]byte(ev.Body)), true
			}
			resp, err := h(invocation("req-42"), ev)
			if err != nil {
				t.Fatal(err)
			}
			if got.RemoteAddr != tt.sourceIP {
				t.Errorf("RemoteAddr = %q, want the event's sourceIp %q", got.RemoteAddr, tt.sourceIP)
			}
			if got.Method != "POST" || got.URL.Path != "/api/v1/calculate" || got.URL.RawQuery != tt.rawQuery ||
				got.Host != "abc123.execute-api.eu-west-1.amazonaws.com" || string(gotBody) != `{"mode":"paste"}` ||
				got.Header.Get("Content-Type") != "application/json" {
				t.Errorf("request %s %s?%s host %q content-type %q body %q", got.Method, got.URL.Path, got.URL.RawQuery, got.Host, got.Header.Get("Content-Type"), gotBody)
			}
			if lc, ok := lambdacontext.FromContext(got.Context()); !ok || lc.AwsRequestID != "req-42" {
				t.Errorf("request context lacks the Lambda context: %+v", lc)
			}
			if !strings.Contains(logs.String(), `"awsRequestId":"req-42"`) {
				t.Errorf("log lacks the Lambda request id: %s", logs.String())
			}
			if resp.StatusCode != 429 || resp.Headers["Content-Type"] != "application/problem+json" || resp.Headers["Retry-After"] != "42" ||
				resp.Body != `{"status":429}` || resp.IsBase64Encoded || len(resp.Cookies) != 1 || resp.Cookies[0] != "a=1" {
				t.Errorf("response = %+v", resp)
			}
		})
	}
}

// openAPIServer asks the API for /openapi.json through the adapter and
// returns the document's server URL, which is the base URL it uses.
func openAPIServer(t *testing.T, h func(context.Context, events.APIGatewayV2HTTPRequest) (events.APIGatewayV2HTTPResponse, error), domain string) string {
	t.Helper()
	resp, err := h(invocation("r"), event("GET", "/openapi.json", domain, "192.0.2.1", ""))
	if err != nil {
		t.Fatal(err)
	}
	if resp.StatusCode != 200 {
		t.Fatalf("status %d: %s", resp.StatusCode, resp.Body)
	}
	var doc struct {
		Servers []struct{ URL string } `json:"servers"`
	}
	if err := json.Unmarshal([]byte(resp.Body), &doc); err != nil || len(doc.Servers) != 1 {
		t.Fatalf("openapi servers: %v: %.200s", err, resp.Body)
	}
	return doc.Servers[0].URL
}

// settings are the defaults that serve and the functions share.
func settings(t *testing.T, env map[string]string) app.Settings {
	t.Helper()
	s, err := apigw.SettingsFromEnv(func(k string) string { return env[k] })
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func TestNewAPIBaseURL(t *testing.T) {
	parts := app.Parts{Store: backends.Bolt(t), Logger: lambdaapp.NewLogger(io.Discard, func(string) string { return "" })}
	t.Run("configured", func(t *testing.T) {
		h := apigw.Handler(apigw.NewAPI(settings(t, map[string]string{"EXPLORER_BASE_URL": "https://explorer.example.com"}), parts))
		if got := openAPIServer(t, h, "abc.execute-api.eu-west-1.amazonaws.com"); got != "https://explorer.example.com" {
			t.Errorf("server = %q", got)
		}
	})
	t.Run("from the first usable domain", func(t *testing.T) {
		h := apigw.Handler(apigw.NewAPI(settings(t, nil), parts))
		steps := []struct{ domain, want string }{
			{"", "/"},                       // no domain: relative links
			{"under_score.example", "/"},    // not a DNS name
			{"-x.example", "/"},             // not a DNS name
			{"x.example:99999", "/"},        // not a port
			{strings.Repeat("a", 254), "/"}, // too long
			{"abc.execute-api.eu-west-1.amazonaws.com", "https://abc.execute-api.eu-west-1.amazonaws.com"},
			{"explorer.example.com:8443", "https://abc.execute-api.eu-west-1.amazonaws.com"}, // fixed by the first
			{"", "https://abc.execute-api.eu-west-1.amazonaws.com"},
		}
		for _, s := range steps {
			if got := openAPIServer(t, h, s.domain); got != s.want {
				t.Errorf("domain %q: server %q, want %q", s.domain, got, s.want)
			}
		}
	})
	t.Run("a port is kept", func(t *testing.T) {
		h := apigw.Handler(apigw.NewAPI(settings(t, nil), parts))
		if got := openAPIServer(t, h, "explorer.example.com:8443"); got != "https://explorer.example.com:8443" {
			t.Errorf("server = %q", got)
		}
	})
}

// TestRateLimitBySourceIP: through the adapter, the limiter counts each
// client by the sourceIp of its events.
func TestRateLimitBySourceIP(t *testing.T) {
	s := settings(t, map[string]string{"EXPLORER_BASE_URL": "https://explorer.example.com", "EXPLORER_RATE_LIMIT_READ": "2"})
	h := apigw.Handler(apigw.NewAPI(s, app.Parts{Store: backends.Bolt(t)}))
	health := func(ip string) events.APIGatewayV2HTTPResponse {
		t.Helper()
		resp, err := h(invocation("r"), event("GET", "/healthz", "abc.execute-api.eu-west-1.amazonaws.com", ip, ""))
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	// Fixed one-minute windows: keep the three requests in one.
	if now := time.Now(); now.Second() >= 58 {
		time.Sleep(now.Truncate(time.Minute).Add(time.Minute).Sub(now))
	}
	for i, want := range []int{200, 200, 429} {
		if got := health("198.51.100.77"); got.StatusCode != want {
			t.Fatalf("request %d from 198.51.100.77: status %d, want %d: %s", i+1, got.StatusCode, want, got.Body)
		} else if want == 429 && (got.Headers["Retry-After"] == "" || got.Headers["Content-Type"] != "application/problem+json") {
			t.Errorf("429 headers = %v", got.Headers)
		}
	}
	if got := health("203.0.113.10"); got.StatusCode != 200 {
		t.Errorf("another client: status %d, want 200", got.StatusCode)
	}
}

// TestSettingsFromEnv: the service's settings as serve reads them, less
// what a hosted function must not do.
func TestSettingsFromEnv(t *testing.T) {
	s := settings(t, map[string]string{"EXPLORER_BASE_URL": "https://explorer.example.com/", "EXPLORER_INSPECT_DEADLINE": "25s", "EXPLORER_RATE_LIMIT_PASTE": "7"})
	if s.BaseURL != "https://explorer.example.com" || s.InspectDeadline != 25*time.Second || s.Limits[httpapi.ClassPaste] != 7 || s.AllowPrivate {
		t.Errorf("settings = %+v", s)
	}
	for _, tt := range []struct{ name, key, value, wantErr string }{
		{"private targets", "EXPLORER_ALLOW_PRIVATE_TARGETS", "true", "runtime API"},
		{"deadline past API Gateway's", "EXPLORER_INSPECT_DEADLINE", "26s", "at most 25s"},
		{"serve's own checks", "EXPLORER_RATE_LIMIT_PASTE", "-1", "rate-limit-paste"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			_, err := apigw.SettingsFromEnv(func(k string) string {
				if k == tt.key {
					return tt.value
				}
				return ""
			})
			if err == nil || !strings.Contains(err.Error(), tt.wantErr) {
				t.Errorf("err = %v, want one mentioning %q", err, tt.wantErr)
			}
		})
	}
}

// TestHandlerResponseTooLarge: an answer Lambda could not return, counted
// as the runtime encodes it, goes gzip-compressed to a client that accepts
// gzip, or else becomes a response-too-large problem; one within the limit
// passes unchanged.
func TestHandlerResponseTooLarge(t *testing.T) {
	noise := func(n int) string { // text that gzip cannot shrink below the limit
		rng := rand.New(rand.NewChaCha8([32]byte{7}))
		b := make([]byte, n)
		for i := range b {
			b[i] = byte(33 + rng.IntN(90))
		}
		return string(b)
	}
	tests := []struct {
		name, contentType, acceptEncoding, body string
		want                                    string // plain, gzip or too-large
	}{
		{"1 MB of text", "text/plain", "", strings.Repeat("a", 1<<20), "plain"},
		{"7 MB of text", "text/plain", "", strings.Repeat("a", 7<<20), "too-large"},
		{"1.5 MB of markup, 9 MB once JSON-escaped", "text/html", "", strings.Repeat("<", 3<<19), "too-large"},
		{"7 MB of text, gzip accepted", "text/html", "br, gzip;q=0.8", strings.Repeat("<p>a row</p>\n", 600_000), "gzip"},
		{"7 MB of text, gzip refused", "text/html", "gzip;q=0, br", strings.Repeat("<p>a row</p>\n", 600_000), "too-large"},
		{"7 MB of noise, gzip accepted", "text/plain", "gzip", noise(7 << 20), "too-large"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			h := apigw.Handler(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.Header().Set("Content-Type", tt.contentType)
				w.Header().Set("X-Request-Id", "req-7")
				io.WriteString(w, tt.body)
			}))
			ev := event("GET", "/", "api.example.com", "198.51.100.7", "")
			if tt.acceptEncoding != "" {
				ev.Headers["accept-encoding"] = tt.acceptEncoding
			}
			resp, err := h(invocation("big"), ev)
			if err != nil {
				t.Fatal(err)
			}
			if b, _ := json.Marshal(resp); len(b) > apigw.MaxResponseBytes {
				t.Errorf("the response is %d bytes as Lambda returns it", len(b))
			}
			switch tt.want {
			case "plain":
				if resp.StatusCode != 200 || resp.Body != tt.body || resp.IsBase64Encoded {
					t.Fatalf("status %d, body of %d bytes, want it unchanged", resp.StatusCode, len(resp.Body))
				}
			case "gzip":
				zipped, err := base64.StdEncoding.DecodeString(resp.Body)
				if err != nil || !resp.IsBase64Encoded || resp.Headers["Content-Encoding"] != "gzip" || resp.Headers["Vary"] != "Accept-Encoding" {
					t.Fatalf("status %d, headers %v, base64 %v (%v)", resp.StatusCode, resp.Headers, resp.IsBase64Encoded, err)
				}
				zr, err := gzip.NewReader(bytes.NewReader(zipped))
				if err != nil {
					t.Fatal(err)
				}
				if plain, err := io.ReadAll(zr); err != nil || string(plain) != tt.body {
					t.Errorf("the body does not decompress to what the handler wrote (%v)", err)
				}
			case "too-large":
				var p struct {
					Code, Detail string
					Status       int
				}
				if resp.StatusCode != 500 || resp.Headers["Content-Type"] != "application/problem+json" || resp.Headers["X-Request-Id"] != "req-7" ||
					json.Unmarshal([]byte(resp.Body), &p) != nil || p.Code != "response-too-large" || p.Status != 500 {
					t.Fatalf("status %d, headers %v, body %.300s", resp.StatusCode, resp.Headers, resp.Body)
				}
			}
		})
	}
}
