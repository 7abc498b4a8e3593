package subscribe_test

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/subscribe"
	"github.com/usefulweb/mcp-server-explorer/shared/subscription"
)

const from = "explorer@example.com"

// outbox is a Mailer that keeps what it is given; err, if set, fails
// every send.
type outbox struct {
	mu     sync.Mutex
	msgs   []notify.Message
	failed []notify.Message // what Send was given while err was set
	err    error
}

func (o *outbox) Send(_ context.Context, m notify.Message) error {
	if _, err := m.Render(); err != nil {
		return err
	}
	o.mu.Lock()
	defer o.mu.Unlock()
	if o.err != nil {
		o.failed = append(o.failed, m)
		return o.err
	}
	o.msgs = append(o.msgs, m)
	return nil
}

func (o *outbox) to(addr string) []notify.Message {
	o.mu.Lock()
	defer o.mu.Unlock()
	var out []notify.Message
	for _, m := range o.msgs {
		if m.To == addr {
			out = append(out, m)
		}
	}
	return out
}

// env is a subscription API on a store, with a capturing mailer.
type env struct {
	t         *testing.T
	store     store.Store
	mail      *outbox
	cfgMailer notify.Mailer // the mailer the handler got
	srv       *httptest.Server
}

func newEnv(t *testing.T, store store.Store, edit func(*subscribe.Config)) *env {
	t.Helper()
	e := &env{t: t, store: store, mail: &outbox{}}
	e.srv = httptest.NewServer(nil)
	t.Cleanup(e.srv.Close)
	cfg := subscribe.Config{Store: store, Mailer: e.mail, From: from, BaseURL: e.srv.URL, Resolver: fakeDNS{}}
	if edit != nil {
		edit(&cfg)
	}
	e.cfgMailer = cfg.Mailer
	e.srv.Config.Handler = subscribe.NewHandler(cfg)
	return e
}

type response struct {
	status int
	header http.Header
	body   string
}

func (e *env) do(method, target, contentType, body string) response {
	e.t.Helper()
	if strings.HasPrefix(target, "/") {
		target = e.srv.URL + target
	}
	req, err := http.NewRequestWithContext(e.t.Context(), method, target, strings.NewReader(body))
	if err != nil {
		e.t.Fatal(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		e.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return response{resp.StatusCode, resp.Header, string(b)}
}

// confirm presses the confirmation page's button.
func (e *env) confirm(link string) response {
	e.t.Helper()
	return e.do("POST", link, "application/x-www-form-urlencoded", "")
}

func (e *env) subscribe(serverURL, email string) response {
	e.t.Helper()
	return e.do("POST", subscribe.SubscribePath, "application/json", `{"url":`+quote(serverURL)+`,"email":`+quote(email)+`}`)
}

func quote(s string) string {
	return `"` + strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(s) + `"`
}

var confirmLink = regexp.MustCompile(`https?://\S+/api/v1/subscriptions/confirm\?token=[A-Za-z0-9_-]+`)

// links returns the confirmation and unsubscribe links of the last email
// sent to addr.
func (e *env) links(addr string) (confirm, unsub string) {
	e.t.Helper()
	msgs := e.mail.to(addr)
	if len(msgs) == 0 {
		e.t.Fatalf("no email to %s", addr)
	}
	m := msgs[len(msgs)-1]
	confirm = confirmLink.FindString(m.Text)
	if confirm == "" || !strings.Contains(m.HTML, strings.ReplaceAll(confirm, "&", "&amp;")) {
		e.t.Fatalf("the confirmation link is missing from a part:\n%s", m.Text)
	}
	return confirm, m.Unsubscribe
}

func tokenOf(t *testing.T, link string) string {
	t.Helper()
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

func sha(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

// subscribers lists the confirmed addresses of serverURL.
func subscribers(t *testing.T, st store.Store, serverURL string) []string {
	t.Helper()
	u, err := serverurl.Vet(serverURL, serverurl.Policy{AllowPrivate: true})
	if err != nil {
		t.Fatal(err)
	}
	subs, err := subscription.Subscribers(t.Context(), st, u.Key())
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, s := range subs {
		out = append(out, s.Email)
	}
	return out
}

func servers(t *testing.T, st store.Store) []subscription.Server {
	t.Helper()
	got, _, err := subscription.Servers(t.Context(), st, "", 100)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

var errDown = errors.New("mail server down")

// fakeDNS answers lookups without the network: names under
// internal.example resolve to private addresses, mixed.example to a
// private and a public one, nx.example to nothing, the rest to a public
// address (nothing connects to it).
type fakeDNS struct{}

func (fakeDNS) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	switch {
	case strings.HasSuffix(host, "internal.example"):
		return []netip.Addr{netip.MustParseAddr("10.0.0.5"), netip.MustParseAddr("fd00::5")}, nil
	case host == "metadata.example":
		return []netip.Addr{netip.MustParseAddr("169.254.169.254")}, nil
	case host == "mixed.example":
		return []netip.Addr{netip.MustParseAddr("10.0.0.5"), netip.MustParseAddr("93.184.215.14")}, nil
	case host == "nx.example":
		return nil, &net.DNSError{Err: "no such host", Name: host, IsNotFound: true}
	}
	return []netip.Addr{netip.MustParseAddr("93.184.215.14")}, nil
}
