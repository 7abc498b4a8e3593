package recheck_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/eventbridge"
	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/recheck"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/subscription"
)

const (
	from = "explorer@example.com"
	base = "https://explorer.example.com"
)

// seed stores confirmed subscriptions of emails to serverURL with the keys
// shared/subscribe documents, as confirming them would.
func seed(t testing.TB, st store.Store, serverURL string, emails ...string) {
	t.Helper()
	ctx, exp := context.Background(), time.Now().Add(subscription.SubscriptionTTL)
	key := serverurl.Key(serverURL)
	for _, e := range emails {
		v, _ := json.Marshal(map[string]any{"email": e, "base": base, "confirmedAt": time.Now()})
		if _, err := st.Put(ctx, store.Item{Key: store.Key{PK: "sub#srv#" + key, SK: subscription.SubscriberID(e)}, Value: v, ExpiresAt: exp}, 0); err != nil {
			t.Fatal(err)
		}
	}
	v, _ := json.Marshal(map[string]string{"url": serverURL})
	if _, err := st.Put(ctx, store.Item{Key: store.Key{PK: "sub#servers", SK: key}, Value: v, ExpiresAt: exp}, 0); err != nil && !errors.Is(err, store.ErrConflict) {
		t.Fatal(err)
	}
}

// fakeInspector answers from a table of tools lists, after a delay.
type fakeInspector struct {
	latency time.Duration

	mu          sync.Mutex
	tools       map[string]string // url → tools array JSON
	fail        map[string]error
	calls       map[string]int
	inflight    int
	maxInflight int
}

func newFake(latency time.Duration) *fakeInspector {
	return &fakeInspector{latency: latency, tools: map[string]string{}, fail: map[string]error{}, calls: map[string]int{}}
}

func (f *fakeInspector) set(url, tools string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.tools[url] = tools
}

func (f *fakeInspector) setFail(url string, err error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.fail[url] = err
}

func (f *fakeInspector) Inspect(ctx context.Context, u serverurl.URL, _ http.Header) (*mcpclient.Inspection, error) {
	url := u.String()
	f.mu.Lock()
	f.calls[url]++
	f.inflight++
	f.maxInflight = max(f.maxInflight, f.inflight)
	tools, err := f.tools[url], f.fail[url]
	f.mu.Unlock()
	defer func() {
		f.mu.Lock()
		f.inflight--
		f.mu.Unlock()
	}()
	select {
	case <-time.After(f.latency):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	if err != nil {
		return nil, err
	}
	if tools == "" {
		tools = `[{"name":"echo","description":"Echo the input.","inputSchema":{"type":"object"}}]`
	}
	var raws []json.RawMessage
	if err := json.Unmarshal([]byte(tools), &raws); err != nil {
		return nil, err
	}
	return &mcpclient.Inspection{URL: url, Tools: raws}, nil
}

func (f *fakeInspector) callsOf(url string) int {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.calls[url]
}

// mailbox is a Mailer that keeps what it sends; fail makes every send
// fail with that error.
type mailbox struct {
	mu   sync.Mutex
	msgs []notify.Message
	fail error
}

func (m *mailbox) Send(_ context.Context, msg notify.Message) error {
	if _, err := msg.Render(); err != nil {
		return err
	}
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.fail != nil {
		return m.fail
	}
	m.msgs = append(m.msgs, msg)
	return nil
}

func (m *mailbox) to(addr string) []notify.Message {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []notify.Message
	for _, msg := range m.msgs {
		if msg.To == addr {
			out = append(out, msg)
		}
	}
	return out
}

func (m *mailbox) count() int {
	m.mu.Lock()
	defer m.mu.Unlock()
	return len(m.msgs)
}

// run runs the job once and fails the test on an error.
func run(t testing.TB, cfg recheck.Config) recheck.Summary {
	t.Helper()
	var log bytes.Buffer
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.NewJSONHandler(&log, nil))
	}
	sum, err := recheck.Run(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return sum
}

// sdkServer is a go-sdk MCP server on loopback whose tools a test changes
// between runs.
type sdkServer struct {
	URL    string
	Server *mcp.Server
	opts   safehttp.Options
}

func newSDKServer(t testing.TB, tools ...*mcp.Tool) *sdkServer {
	t.Helper()
	s := mcp.NewServer(&mcp.Implementation{Name: "drifting", Version: "1.0.0"}, nil)
	for _, tool := range tools {
		addTool(s, tool)
	}
	srv := httptest.NewServer(mcp.NewStreamableHTTPHandler(func(*http.Request) *mcp.Server { return s },
		&mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true}))
	t.Cleanup(srv.Close)
	ap := netip.MustParseAddrPort(srv.Listener.Addr().String())
	return &sdkServer{URL: srv.URL + "/mcp", Server: s, opts: safehttp.Options{AllowAddr: func(x netip.AddrPort) bool { return x == ap }}}
}

func addTool(s *mcp.Server, tool *mcp.Tool) {
	if tool.InputSchema == nil {
		tool.InputSchema = map[string]any{"type": "object"}
	}
	s.AddTool(tool, func(context.Context, *mcp.CallToolRequest) (*mcp.CallToolResult, error) {
		return &mcp.CallToolResult{}, nil
	})
}

// inspectorFor is an SSRF-safe client that may reach exactly the given
// loopback servers.
func inspectorFor(servers ...*sdkServer) *mcpclient.Client {
	return &mcpclient.Client{HTTP: safehttp.NewClient(safehttp.Options{AllowAddr: func(x netip.AddrPort) bool {
		for _, s := range servers {
			if s.opts.AllowAddr(x) {
				return true
			}
		}
		return false
	}}), Deadline: 10 * time.Second}
}

func unique(prefix string) string {
	var b [6]byte
	_, _ = rand.Read(b[:])
	return prefix + hex.EncodeToString(b[:])
}

// eventBus creates a bus in moto with an archive that keeps every event
// the recheck publishes, and returns its publisher and the archive name.
func eventBus(t *testing.T, moto *notifytest.MotoServer) (recheck.EventBridge, string) {
	t.Helper()
	client := recheck.NewEventBridgeClient(moto.AWSConfig(), moto.Endpoint)
	bus, archive := unique("bus-"), unique("arch-")
	out, err := client.CreateEventBus(t.Context(), &eventbridge.CreateEventBusInput{Name: aws.String(bus)})
	if err != nil {
		t.Fatalf("create bus: %v", err)
	}
	if _, err := client.CreateArchive(t.Context(), &eventbridge.CreateArchiveInput{
		ArchiveName: aws.String(archive), EventSourceArn: out.EventBusArn,
		EventPattern: aws.String(fmt.Sprintf(`{"source":[%q]}`, recheck.EventSource)),
	}); err != nil {
		t.Fatalf("create archive: %v", err)
	}
	return recheck.EventBridge{Client: client, Bus: bus}, archive
}
