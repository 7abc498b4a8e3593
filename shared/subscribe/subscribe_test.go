package subscribe_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/textproto"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/contracttest"
	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/internal/store/backends"
	"github.com/usefulweb/mcp-server-explorer/shared/boltstore"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/subscribe"
	"github.com/usefulweb/mcp-server-explorer/shared/subscription"
)

const serverURL = "https://MCP.example.com:443/mcp#frag"

func TestRoundTrip(t *testing.T) {
	for name, st := range backends.All(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, st, nil)
			addr := "alice@example.org"
			if r := e.subscribe(serverURL, addr); r.status != http.StatusAccepted {
				t.Fatalf("subscribe: %d %s", r.status, r.body)
			}
			if got := subscribers(t, st, serverURL); len(got) != 0 {
				t.Fatalf("subscribed before confirming: %v", got)
			}
			confirm, unsub := e.links(addr)
			msg := e.mail.to(addr)[0]
			if msg.From != from || !strings.Contains(msg.Text, "https://mcp.example.com/mcp") {
				t.Errorf("confirmation from %q about:\n%s", msg.From, msg.Text)
			}
			// Tokens are stored under their SHA-256 only.
			tok := tokenOf(t, confirm)
			if _, err := st.Get(t.Context(), store.Key{PK: "sub#tok#" + sha(tok), SK: "confirm"}); err != nil {
				t.Errorf("confirmation token not stored hashed: %v", err)
			}
			if _, err := st.Get(t.Context(), store.Key{PK: "sub#tok#" + tok, SK: "confirm"}); err == nil {
				t.Error("confirmation token stored in clear")
			}

			r := e.confirm(confirm)
			if r.status != http.StatusOK || !strings.Contains(r.body, "<h1>Subscribed</h1>") || !strings.Contains(r.body, "https://mcp.example.com/mcp") {
				t.Fatalf("confirm: %d %s", r.status, r.body)
			}
			checkPageHeaders(t, r)
			if got := subscribers(t, st, serverURL); !slices.Equal(got, []string{addr}) {
				t.Fatalf("subscribers %v", got)
			}
			if got := servers(t, st); len(got) != 1 || got[0].URL != "https://mcp.example.com/mcp" || got[0].Key != serverurl.Key("https://mcp.example.com/mcp") {
				t.Fatalf("servers %+v", got)
			}
			if r := e.confirm(confirm); r.status != http.StatusGone || !strings.Contains(r.body, "already used") {
				t.Errorf("reused link: %d %s", r.status, r.body)
			}

			// GET shows a button and changes nothing.
			r = e.do("GET", unsub, "", "")
			if r.status != http.StatusOK || !strings.Contains(r.body, `<form method="post" action="/api/v1/subscriptions/unsubscribe?token=`) || !strings.Contains(r.body, `name="List-Unsubscribe" value="One-Click"`) {
				t.Fatalf("unsubscribe page: %d %s", r.status, r.body)
			}
			checkPageHeaders(t, r)
			if got := subscribers(t, st, serverURL); len(got) != 1 {
				t.Fatal("GET unsubscribed")
			}
			for i := range 2 { // idempotent
				r := e.do("POST", unsub, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click")
				if r.status != http.StatusOK || !strings.Contains(r.body, "<h1>Unsubscribed</h1>") {
					t.Fatalf("one-click unsubscribe #%d: %d %s", i+1, r.status, r.body)
				}
			}
			if got := subscribers(t, st, serverURL); len(got) != 0 {
				t.Fatalf("still subscribed: %v", got)
			}
			pruned, err := subscription.Prune(t.Context(), st, serverurl.Key("https://mcp.example.com/mcp"), time.Now())
			if err != nil || !pruned {
				t.Fatalf("prune: %v %v", pruned, err)
			}
			if got := servers(t, st); len(got) != 0 {
				t.Errorf("servers after prune: %+v", got)
			}
		})
	}
}

func checkPageHeaders(t *testing.T, r response) {
	t.Helper()
	for k, want := range map[string]string{
		"Content-Type":            "text/html; charset=utf-8",
		"Content-Security-Policy": "default-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'; object-src 'none'",
		"Referrer-Policy":         "no-referrer",
		"X-Content-Type-Options":  "nosniff",
		"Cache-Control":           "no-store",
	} {
		if got := r.header.Get(k); got != want {
			t.Errorf("%s = %q, want %q", k, got, want)
		}
	}
	if strings.Contains(r.body, "<script") || strings.Contains(r.body, "style=") || strings.Contains(r.body, "<style") {
		t.Error("the page has inline script or style, which the CSP blocks")
	}
}

func TestAcceptedLeaksNothing(t *testing.T) {
	store := backends.Bolt(t)
	e := newEnv(t, store, nil)
	old := "old@example.org"
	e.subscribe(serverURL, old)
	confirm, _ := e.links(old)
	if r := e.confirm(confirm); r.status != http.StatusOK {
		t.Fatal(r.body)
	}
	existing := e.subscribe(serverURL, old)
	fresh := e.subscribe(serverURL, "new@example.org")
	if existing.status != http.StatusAccepted || existing.status != fresh.status || existing.body != fresh.body {
		t.Errorf("existing %d %s\nnew %d %s", existing.status, existing.body, fresh.status, fresh.body)
	}
	var body subscribe.Accepted
	if err := json.Unmarshal([]byte(fresh.body), &body); err != nil || body.Status != "confirmation-sent" {
		t.Errorf("body %s (%v)", fresh.body, err)
	}
	if len(e.mail.to(old)) != 2 || len(e.mail.to("new@example.org")) != 1 {
		t.Errorf("emails: %d to the subscriber, %d to the new address", len(e.mail.to(old)), len(e.mail.to("new@example.org")))
	}
	// A new request does not touch the confirmed subscription.
	if got := subscribers(t, store, serverURL); !slices.Equal(got, []string{old}) {
		t.Errorf("subscribers %v", got)
	}
}

func TestExpiredLink(t *testing.T) {
	c := backends.NewClock(time.Date(2100, 1, 1, 0, 0, 0, 0, time.UTC))
	store := backends.Bolt(t, boltstore.WithClock(c.Now))
	e := newEnv(t, store, func(cfg *subscribe.Config) { cfg.Now = c.Now })
	e.subscribe(serverURL, "late@example.org")
	confirm, _ := e.links("late@example.org")
	c.Add(subscription.ConfirmTTL)
	r := e.do("GET", confirm, "", "")
	if r.status != http.StatusNotFound || !strings.Contains(r.body, "expired") || strings.Contains(r.body, "Subscribed") {
		t.Fatalf("expired link: %d %s", r.status, r.body)
	}
	if got := subscribers(t, store, serverURL); len(got) != 0 {
		t.Errorf("subscribed with an expired link: %v", got)
	}
	c.Add(-time.Second) // the same link a second earlier still works
	if r := e.confirm(confirm); r.status != http.StatusOK {
		t.Errorf("link inside 48 h: %d %s", r.status, r.body)
	}
}

func TestConcurrentConfirmations(t *testing.T) {
	for name, store := range backends.All(t) {
		t.Run(name, func(t *testing.T) {
			e := newEnv(t, store, nil)
			e.subscribe(serverURL, "race@example.org")
			confirm, _ := e.links("race@example.org")
			const n = 8
			statuses := make([]int, n)
			var wg sync.WaitGroup
			for i := range n {
				wg.Go(func() { statuses[i] = e.confirm(confirm).status })
			}
			wg.Wait()
			ok := 0
			for _, s := range statuses {
				switch s {
				case http.StatusOK:
					ok++
				case http.StatusGone:
				default:
					t.Errorf("status %d", s)
				}
			}
			if ok != 1 {
				t.Errorf("%d confirmations succeeded, want exactly 1: %v", ok, statuses)
			}
		})
	}
}

func TestUnsubscribeFromConfirmationWithdrawsLink(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), nil)
	e.subscribe(serverURL, "undo@example.org")
	confirm, unsub := e.links("undo@example.org")
	if r := e.do("POST", unsub, "", ""); r.status != http.StatusOK {
		t.Fatalf("unsubscribe: %d %s", r.status, r.body)
	}
	if r := e.do("GET", confirm, "", ""); r.status != http.StatusNotFound {
		t.Errorf("confirm after unsubscribing: %d %s", r.status, r.body)
	}
	if got := subscribers(t, e.store, serverURL); len(got) != 0 {
		t.Errorf("subscribers %v", got)
	}
}

func TestBadLinks(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), nil)
	unknown := strings.Repeat("A", 43)
	for _, tt := range []struct {
		method, target string
		status         int
	}{
		{"GET", subscribe.ConfirmPath, http.StatusBadRequest},
		{"GET", subscribe.ConfirmPath + "?token=" + unknown, http.StatusNotFound},
		{"GET", subscribe.ConfirmPath + "?token=%3Cscript%3E", http.StatusNotFound},
		{"GET", subscribe.UnsubscribePath + "?token=" + unknown, http.StatusNotFound},
		{"POST", subscribe.UnsubscribePath + "?token=" + unknown, http.StatusNotFound},
		{"POST", subscribe.UnsubscribePath, http.StatusNotFound},
	} {
		r := e.do(tt.method, tt.target, "", "")
		if r.status != tt.status {
			t.Errorf("%s %s: %d, want %d", tt.method, tt.target, r.status, tt.status)
		}
		checkPageHeaders(t, r)
		if strings.Contains(r.body, "<script>") {
			t.Errorf("%s %s reflects the token unescaped", tt.method, tt.target)
		}
	}
}

func TestValidation(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), nil)
	tests := []struct {
		name, contentType, body string
		status                  int
		fields                  []string
	}{
		{"not JSON", "application/json", `{"url":`, http.StatusBadRequest, nil},
		{"array", "application/json", `[]`, http.StatusBadRequest, nil},
		{"form", "application/x-www-form-urlencoded", `url=x`, http.StatusUnsupportedMediaType, nil},
		{"too large", "application/json", `{"url":"` + strings.Repeat("a", subscribe.MaxBodyBytes) + `"}`, http.StatusRequestEntityTooLarge, nil},
		{"empty object", "application/json", `{}`, http.StatusUnprocessableEntity, []string{"url", "email"}},
		{"wrong types and an unknown field", "application/json", `{"url":1,"email":true,"x":1}`, http.StatusUnprocessableEntity, []string{"email", "url", "x"}},
		{"loopback", "application/json", `{"url":"http://127.0.0.1:8080/mcp","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
		{"localhost", "application/json", `{"url":"http://localhost/mcp","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
		{"metadata", "application/json", `{"url":"http://169.254.169.254/latest","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
		{"ftp", "application/json", `{"url":"ftp://mcp.example.com","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
		{"long url", "application/json", `{"url":"https://mcp.example.com/` + strings.Repeat("a", 2048) + `","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
		{"bad email", "application/json", `{"url":"https://mcp.example.com/mcp","email":"Alice <a@example.org>"}`, http.StatusUnprocessableEntity, []string{"email"}},
		// Names are resolved at subscribe time, as connect mode's dial
		// would (issue 17, weakness 15).
		{"a name resolving only to private addresses", "application/json", `{"url":"https://mcp.internal.example/mcp","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
		{"a name resolving to the metadata address", "application/json", `{"url":"http://metadata.example/latest","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
		{"a name that does not resolve", "application/json", `{"url":"https://nx.example/mcp","email":"a@example.org"}`, http.StatusUnprocessableEntity, []string{"url"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := e.do("POST", subscribe.SubscribePath, tt.contentType, tt.body)
			if r.status != tt.status || r.header.Get("Content-Type") != "application/problem+json" {
				t.Fatalf("%d %s: %s", r.status, r.header.Get("Content-Type"), r.body)
			}
			contracttest.Validate(t, contracttest.Problem, []byte(r.body))
			var p struct {
				Errors []problem.FieldError `json:"errors"`
			}
			json.Unmarshal([]byte(r.body), &p)
			var fields []string
			for _, f := range p.Errors {
				fields = append(fields, f.Field)
			}
			if !slices.Equal(fields, tt.fields) {
				t.Errorf("fields %v, want %v: %s", fields, tt.fields, r.body)
			}
		})
	}
	if len(e.mail.msgs) != 0 {
		t.Errorf("%d emails sent for invalid requests", len(e.mail.msgs))
	}
}

func TestCheckEmail(t *testing.T) {
	for addr, ok := range map[string]bool{
		"a@example.org":                          true,
		" padded@example.org ":                   true,
		"first.last+tag@mail.example.co.uk":      true,
		"o'brien@xn--bcher-kva.example":          true,
		"":                                       false,
		"no-at.example.org":                      false,
		"two@@example.org":                       false,
		"a@b@example.org":                        false,
		"a@localhost":                            false,
		"a@127.0.0.1":                            false,
		"a@[127.0.0.1]":                          false,
		".dot@example.org":                       false,
		"dot.@example.org":                       false,
		"do..t@example.org":                      false,
		"sp ace@example.org":                     false,
		`"quoted"@example.org`:                   false,
		"a@-bad.example":                         false,
		"a@exa_mple.org":                         false,
		"ü@example.org":                          false,
		"a@bücher.example":                       false,
		"a@example.org\r\nBcc: x@example.org":    false,
		strings.Repeat("a", 65) + "@example.org": false,
		"a@" + strings.Repeat("b", 250) + ".org": false,
	} {
		got, msg := subscribe.CheckEmail(addr)
		if (msg == "") != ok {
			t.Errorf("CheckEmail(%q) = %q, %q; want ok=%v", addr, got, msg, ok)
		}
		if ok && got != strings.TrimSpace(addr) {
			t.Errorf("CheckEmail(%q) = %q", addr, got)
		}
	}
}

func TestPerAddressLimit(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), func(cfg *subscribe.Config) { cfg.PerAddress = 3 })
	for i := range 3 {
		if r := e.subscribe(serverURL, "limited@example.org"); r.status != http.StatusAccepted {
			t.Fatalf("request %d: %d %s", i+1, r.status, r.body)
		}
	}
	r := e.subscribe("https://other.example.com/mcp", "LIMITED@example.org")
	if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" {
		t.Fatalf("4th request: %d %s", r.status, r.body)
	}
	if got := len(e.mail.to("LIMITED@example.org")) + len(e.mail.to("limited@example.org")); got != 3 {
		t.Errorf("%d emails, want 3", got)
	}
	if r := e.subscribe(serverURL, "other@example.org"); r.status != http.StatusAccepted {
		t.Errorf("another address: %d", r.status)
	}
}

func TestUnavailable(t *testing.T) {
	tests := []struct {
		name   string
		edit   func(*subscribe.Config)
		status int
		code   string
	}{
		{"no mailer", func(c *subscribe.Config) { c.Mailer = nil }, http.StatusNotImplemented, "not-implemented"},
		{"no store", func(c *subscribe.Config) { c.Store = nil }, http.StatusNotImplemented, "not-implemented"},
		{"no base URL", func(c *subscribe.Config) { c.BaseURL = "" }, http.StatusServiceUnavailable, "mail-unavailable"},
		{"mail fails", func(c *subscribe.Config) { c.Mailer = &outbox{err: errDown} }, http.StatusServiceUnavailable, "mail-unavailable"},
		// A refused recipient answers like every address: nothing leaks.
		{"recipient refused", func(c *subscribe.Config) {
			c.Mailer = &outbox{err: fmt.Errorf("%w: %w", notify.ErrNotSent, &textproto.Error{Code: 550, Msg: "no such user"})}
		}, http.StatusAccepted, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			e := newEnv(t, backends.Bolt(t), tt.edit)
			r := e.subscribe(serverURL, "a@example.org")
			var p struct{ Code string }
			json.Unmarshal([]byte(r.body), &p)
			if r.status != tt.status || p.Code != tt.code {
				t.Errorf("%d %s", r.status, r.body)
			}
			// The links of an email that was not sent are withdrawn.
			if box, ok := e.cfgMailer.(*outbox); ok && len(box.failed) > 0 {
				link := confirmLink.FindString(box.failed[0].Text)
				if r := e.do("GET", link, "", ""); link == "" || r.status != http.StatusNotFound {
					t.Errorf("confirmation link of an unsent email: %q answers %d", link, r.status)
				}
				if r := e.do("GET", box.failed[0].Unsubscribe, "", ""); r.status != http.StatusNotFound {
					t.Errorf("unsubscribe link of an unsent email answers %d", r.status)
				}
			}
		})
	}
}

// TestRealSMTP runs the round trip through a real SMTP server: the links
// are read back from the message mailpit received.
func TestRealSMTP(t *testing.T) {
	mp := notifytest.Mailpit(t)
	smtp, err := notify.NewSMTP(mp.SMTPURL)
	if err != nil {
		t.Fatal(err)
	}
	store := backends.Bolt(t)
	e := newEnv(t, store, func(c *subscribe.Config) { c.Mailer = smtp })
	addr := "smtp-" + strings.ToLower(time.Now().Format("150405.000000")) + "@example.org"
	if r := e.subscribe(serverURL, addr); r.status != http.StatusAccepted {
		t.Fatal(r.body)
	}
	got := mp.Messages(t, addr)
	if len(got) != 1 {
		t.Fatalf("%d messages", len(got))
	}
	mail := notifytest.Parse(t, got[0])
	confirm := confirmLink.FindString(mail.Text)
	unsub := strings.Trim(mail.Header.Get("List-Unsubscribe"), "<>")
	if confirm == "" || !strings.HasPrefix(unsub, e.srv.URL+subscribe.UnsubscribePath+"?token=") || mail.Header.Get("List-Unsubscribe-Post") != "List-Unsubscribe=One-Click" {
		t.Fatalf("links: confirm %q, unsubscribe %q", confirm, unsub)
	}
	if r := e.confirm(confirm); r.status != http.StatusOK {
		t.Fatalf("confirm: %d", r.status)
	}
	if r := e.do("POST", unsub, "application/x-www-form-urlencoded", "List-Unsubscribe=One-Click"); r.status != http.StatusOK {
		t.Fatalf("unsubscribe: %d", r.status)
	}
	if subs := subscribers(t, store, serverURL); len(subs) != 0 {
		t.Errorf("subscribers %v", subs)
	}
}

func TestOpenAPICoversRoutes(t *testing.T) {
	paths, schemas := subscribe.OpenAPI()
	for _, rt := range subscribe.Routes {
		ops, _ := paths[rt.Path].(map[string]any)
		if _, ok := ops[strings.ToLower(rt.Method)]; !ok {
			t.Errorf("%s %s has no OpenAPI operation", rt.Method, rt.Path)
		}
	}
	for _, name := range []string{"SubscriptionRequest", "SubscriptionAccepted"} {
		if schemas[name] == nil {
			t.Errorf("schema %s missing", name)
		}
	}
}

// victim+N@ reaches one inbox: the per-address cap counts the mailbox, and
// one client is capped across addresses too (issue 17, weakness 10).
func TestConfirmationFloodingIsCapped(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), func(cfg *subscribe.Config) { cfg.PerAddress = 3 })
	for i := range 3 {
		if r := e.subscribe(serverURL, fmt.Sprintf("victim+%d@example.org", i)); r.status != http.StatusAccepted {
			t.Fatalf("request %d: %d %s", i+1, r.status, r.body)
		}
	}
	r := e.subscribe(serverURL, "Victim+99@Example.org")
	if r.status != http.StatusTooManyRequests || !strings.Contains(r.body, "mailbox") {
		t.Fatalf("a 4th +tag of one mailbox: %d %s", r.status, r.body)
	}
	e = newEnv(t, backends.Bolt(t), func(cfg *subscribe.Config) { cfg.PerClient = 4 })
	for i := range 4 {
		if r := e.subscribe(serverURL, fmt.Sprintf("person%d@example.org", i)); r.status != http.StatusAccepted {
			t.Fatalf("client request %d: %d %s", i+1, r.status, r.body)
		}
	}
	r = e.subscribe(serverURL, "someone.else@example.net")
	if r.status != http.StatusTooManyRequests || r.header.Get("Retry-After") == "" || !strings.Contains(r.body, "your address") {
		t.Fatalf("a 5th confirmation from one client: %d %s", r.status, r.body)
	}
	if got := len(e.mail.to("someone.else@example.net")); got != 0 {
		t.Errorf("%d emails over the client cap", got)
	}
}

// A name with one public address among private ones is accepted (the
// dial checks each address again), and so is a private one when the
// deployment allows private targets.
func TestSubscribeResolvesNames(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), nil)
	if r := e.subscribe("https://mixed.example/mcp", "a@example.org"); r.status != http.StatusAccepted {
		t.Errorf("mixed addresses: %d %s", r.status, r.body)
	}
	r := e.subscribe("https://mcp.internal.example/mcp", "b@example.org")
	if r.status != http.StatusUnprocessableEntity || !strings.Contains(r.body, "10.0.0.5 (private") {
		t.Errorf("private only: %d %s", r.status, r.body)
	}
	e = newEnv(t, backends.Bolt(t), func(cfg *subscribe.Config) {
		cfg.Policy = serverurl.Policy{AllowPrivate: true}
	})
	if r := e.subscribe("https://mcp.internal.example/mcp", "c@example.org"); r.status != http.StatusAccepted {
		t.Errorf("private with AllowPrivate: %d %s", r.status, r.body)
	}
}

// Gmail ignores dots in the local part (and googlemail.com is gmail.com):
// v.ictim@ and victim@ are one inbox, so they share the per-mailbox cap.
func TestDottedSpellingsShareTheMailboxCap(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), func(cfg *subscribe.Config) { cfg.PerAddress = 3 })
	for i, addr := range []string{"victim@gmail.com", "v.ictim@gmail.com", "vi.c.tim+x@gmail.com"} {
		if r := e.subscribe(serverURL, addr); r.status != http.StatusAccepted {
			t.Fatalf("request %d: %d %s", i+1, r.status, r.body)
		}
	}
	for _, addr := range []string{"v.i.c.t.i.m@gmail.com", "victim@googlemail.com"} {
		if r := e.subscribe(serverURL, addr); r.status != http.StatusTooManyRequests || !strings.Contains(r.body, "mailbox") {
			t.Errorf("%s after 3 confirmations to its mailbox: %d %s", addr, r.status, r.body)
		}
	}
}

// Mail scanners (Safe Links and the like) fetch every link of an email: a
// GET of the confirmation link must not subscribe anybody, or a stranger's
// request subscribes an address whose owner never saw it.
func TestConfirmationLinkFetchSubscribesNobody(t *testing.T) {
	e := newEnv(t, backends.Bolt(t), nil)
	addr := "scanned@example.org"
	if r := e.subscribe(serverURL, addr); r.status != http.StatusAccepted {
		t.Fatalf("subscribe: %d %s", r.status, r.body)
	}
	confirm, _ := e.links(addr)
	for range 2 {
		r := e.do("GET", confirm, "", "")
		if r.status != http.StatusOK || !strings.Contains(r.body, `<form method="post" action="/api/v1/subscriptions/confirm?token=`) || strings.Contains(r.body, "List-Unsubscribe") {
			t.Fatalf("confirmation page: %d %s", r.status, r.body)
		}
		checkPageHeaders(t, r)
	}
	if got := subscribers(t, e.store, serverURL); len(got) != 0 {
		t.Fatalf("a GET of the link subscribed %v", got)
	}
	if r := e.confirm(confirm); r.status != http.StatusOK || !strings.Contains(r.body, "<h1>Subscribed</h1>") {
		t.Fatalf("confirm: %d %s", r.status, r.body)
	}
	if got := subscribers(t, e.store, serverURL); !slices.Equal(got, []string{addr}) {
		t.Fatalf("subscribers %v", got)
	}
	if r := e.do("GET", confirm, "", ""); r.status != http.StatusGone || strings.Contains(r.body, "<form") {
		t.Errorf("page of a used link: %d %s", r.status, r.body)
	}
}
