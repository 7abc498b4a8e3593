package subscribe

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"html/template"
	"io"
	"log/slog"
	"maps"
	"net"
	"net/http"
	"net/mail"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/httpx"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/safehttp"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
	"github.com/usefulweb/mcp-server-explorer/shared/subscription"
)

// Paths of the subscription routes.
const (
	SubscribePath   = "/api/v1/subscriptions"
	ConfirmPath     = "/api/v1/subscriptions/confirm"
	UnsubscribePath = subscription.UnsubscribePath
)

// Route is one route NewHandler serves.
type Route struct{ Method, Path string }

// Routes lists every route NewHandler serves.
var Routes = []Route{
	{"POST", SubscribePath},
	{"GET", ConfirmPath},
	{"POST", ConfirmPath},
	{"GET", UnsubscribePath},
	{"POST", UnsubscribePath},
}

// DefaultPerAddress is how many confirmation emails one address (without
// its +tag) may be sent per hour.
const DefaultPerAddress = 5

// DefaultPerClient is how many confirmation emails one client may have
// sent per hour, to any addresses.
const DefaultPerClient = 20

// Input limits.
const (
	MaxBodyBytes = 8 << 10 // a subscription request
	MaxEmailLen  = 254     // RFC 5321's path limit, less the brackets
)

// Config configures NewHandler.
type Config struct {
	Store  store.Store   // subscriptions and tokens; nil answers 501
	Mailer notify.Mailer // sends confirmations; nil answers 501 (no mail, no subscriptions)
	From   string        // sender address of the confirmations
	// BaseURL is the public base URL the links in emails start with;
	// empty answers 503 (an email cannot carry a relative link).
	BaseURL string
	// Policy is the connect-mode address policy; the zero value allows
	// public addresses only.
	Policy serverurl.Policy
	// Resolver looks the host up; nil means net.DefaultResolver. Without
	// Policy.AllowPrivate a host name must resolve, at subscribe time, to a
	// public address.
	Resolver safehttp.Resolver
	// PerAddress bounds the confirmations sent to one address per hour; 0
	// means DefaultPerAddress. The per-IP limits are the API's middleware.
	PerAddress int64
	// PerClient bounds the confirmations one client (httpx.Client of the
	// request, else its peer address) has sent per hour; 0 means
	// DefaultPerClient.
	PerClient int64
	Now       func() time.Time // nil: time.Now
	Logger    *slog.Logger     // nil discards; never sees an address or a token
}

type handler struct{ cfg Config }

// NewHandler serves Routes. Rate limiting per client IP is the caller's
// middleware; the limit per address is here.
func NewHandler(cfg Config) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.New(slog.DiscardHandler)
	}
	if cfg.PerAddress <= 0 {
		cfg.PerAddress = DefaultPerAddress
	}
	if cfg.PerClient <= 0 {
		cfg.PerClient = DefaultPerClient
	}
	if cfg.Resolver == nil {
		cfg.Resolver = net.DefaultResolver
	}
	cfg.BaseURL = strings.TrimRight(cfg.BaseURL, "/")
	h := &handler{cfg: cfg}
	mux := http.NewServeMux()
	mux.HandleFunc("POST "+SubscribePath, h.subscribe)
	mux.HandleFunc("GET "+ConfirmPath, h.confirmPage)
	mux.HandleFunc("POST "+ConfirmPath, h.confirm)
	mux.HandleFunc("GET "+UnsubscribePath, h.unsubscribePage)
	mux.HandleFunc("POST "+UnsubscribePath, h.unsubscribe)
	return mux
}

func (h *handler) now() time.Time {
	if h.cfg.Now != nil {
		return h.cfg.Now().UTC()
	}
	return time.Now().UTC()
}

// Accepted is the body of a 202 answer to POST /api/v1/subscriptions: the
// same for a new address and one already subscribed.
type Accepted struct {
	Status string `json:"status"` // "confirmation-sent"
	Detail string `json:"detail"`
}

func (h *handler) subscribe(w http.ResponseWriter, r *http.Request) {
	switch {
	case h.cfg.Store == nil || h.cfg.Mailer == nil:
		h.problem(w, &problem.Problem{Status: http.StatusNotImplemented, Code: problem.CodeNotImplemented,
			Detail: "this deployment sends no email, so it offers no subscriptions"})
		return
	case h.cfg.BaseURL == "":
		h.problem(w, &problem.Problem{Status: http.StatusServiceUnavailable, Code: "mail-unavailable",
			Detail: "this deployment does not know its public URL yet, which the links in emails need; try again shortly"})
		return
	}
	serverURL, email, p := h.readRequest(w, r)
	if p != nil {
		h.problem(w, p)
		return
	}
	ctx, now := r.Context(), h.now()
	for _, limit := range []struct {
		allow  func() (bool, time.Duration, error)
		detail string
	}{
		{func() (bool, time.Duration, error) {
			return subscription.AllowClientSend(ctx, h.cfg.Store, clientOf(r), h.cfg.PerClient, now)
		}, fmt.Sprintf("your address asked for %d confirmation emails this hour, the limit", h.cfg.PerClient)},
		{func() (bool, time.Duration, error) {
			return subscription.AllowSend(ctx, h.cfg.Store, email, h.cfg.PerAddress, now)
		}, fmt.Sprintf("this mailbox (the address without a +tag or dots) was sent %d confirmation emails this hour, the limit", h.cfg.PerAddress)},
	} {
		ok, wait, err := limit.allow()
		if err != nil {
			h.storeProblem(w, err)
			return
		}
		if !ok {
			secs := strconv.Itoa(int((wait + time.Second - 1) / time.Second))
			w.Header().Set("Retry-After", secs)
			h.problem(w, &problem.Problem{Status: http.StatusTooManyRequests, Code: "rate-limited", Detail: limit.detail + "; retry after " + secs + " seconds"})
			return
		}
	}
	confirmToken, unsubToken, err := subscription.Request(ctx, h.cfg.Store, serverURL, email, h.cfg.BaseURL, now)
	if err != nil {
		h.storeProblem(w, err)
		return
	}
	msg, err := notify.Confirmation{ServerURL: serverURL.String(), Expires: now.Add(subscription.ConfirmTTL)}.Message(h.cfg.From, email, notify.Links{
		Page:        subscription.PageLink(h.cfg.BaseURL, serverURL.String()),
		Confirm:     h.cfg.BaseURL + ConfirmPath + "?token=" + confirmToken,
		Unsubscribe: h.cfg.BaseURL + UnsubscribePath + "?token=" + unsubToken,
	})
	if err == nil {
		err = h.cfg.Mailer.Send(ctx, msg)
	}
	if err != nil {
		subscription.Withdraw(context.WithoutCancel(ctx), h.cfg.Store, confirmToken, unsubToken)
		h.cfg.Logger.ErrorContext(ctx, "confirmation email failed", "server", serverURL.Key(), "err", notify.Describe(err))
		// A refused recipient answers like any other address, so the API
		// never tells which addresses can receive mail.
		if !notify.Rejected(err) {
			h.problem(w, &problem.Problem{Status: http.StatusServiceUnavailable, Code: "mail-unavailable",
				Detail: "the confirmation email could not be sent; nothing was subscribed, try again shortly"})
			return
		}
	}
	h.cfg.Logger.InfoContext(ctx, "subscription requested", "server", serverURL.Key())
	w.Header().Set("Cache-Control", "no-store")
	httpx.WriteJSON(w, http.StatusAccepted, Accepted{Status: "confirmation-sent",
		Detail: "A confirmation email is on its way if the address can receive mail. Nothing is subscribed until its link is opened, within 48 hours."})
}

// clientOf is the request's client: the API's identity when it set one,
// else the peer's address.
func clientOf(r *http.Request) string {
	if c := httpx.Client(r.Context()); c != "" {
		return c
	}
	if host, _, err := net.SplitHostPort(r.RemoteAddr); err == nil {
		return host
	}
	return r.RemoteAddr
}

// readRequest decodes {url, email}, reporting every invalid field at once,
// and returns the vetted URL and the address.
func (h *handler) readRequest(w http.ResponseWriter, r *http.Request) (serverurl.URL, string, *problem.Problem) {
	body, p := problem.ReadJSON(w, r, MaxBodyBytes)
	if p != nil {
		return serverurl.URL{}, "", p
	}
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(body, &raw); err != nil || raw == nil {
		return serverurl.URL{}, "", &problem.Problem{Status: http.StatusBadRequest, Code: "malformed-json",
			Detail: `the body must be one JSON object like {"url":"https://mcp.example.com/mcp","email":"you@example.com"}`}
	}
	var errs []problem.FieldError
	fields := map[string]string{}
	for _, k := range slices.Sorted(maps.Keys(raw)) {
		if k != "url" && k != "email" {
			errs = append(errs, problem.FieldError{Field: k, Message: "unknown field; allowed fields are url and email"})
			continue
		}
		var s string
		if json.Unmarshal(raw[k], &s) != nil {
			errs = append(errs, problem.FieldError{Field: k, Message: "must be a string"})
			continue
		}
		fields[k] = s
	}
	var serverURL serverurl.URL
	email := ""
	if s, ok := fields["url"]; ok {
		var msg string
		if serverURL, msg = h.checkServerURL(r.Context(), s); msg != "" {
			errs = append(errs, problem.FieldError{Field: "url", Message: msg})
		}
	} else if _, typed := raw["url"]; !typed {
		errs = append(errs, problem.FieldError{Field: "url", Message: "is required: the MCP server's endpoint URL"})
	}
	if s, ok := fields["email"]; ok {
		var msg string
		if email, msg = CheckEmail(s); msg != "" {
			errs = append(errs, problem.FieldError{Field: "email", Message: msg})
		}
	} else if _, typed := raw["email"]; !typed {
		errs = append(errs, problem.FieldError{Field: "email", Message: "is required: the address to send change notices to"})
	}
	if len(errs) > 0 {
		return serverurl.URL{}, "", problem.For(problem.Invalid(errs...))
	}
	return serverURL, email, nil
}

// checkServerURL vets raw under the connect-mode policy and resolves the
// host as the recheck will, or says why it is refused.
func (h *handler) checkServerURL(ctx context.Context, raw string) (serverurl.URL, string) {
	if strings.TrimSpace(raw) == "" {
		return serverurl.URL{}, "is required: the MCP server's endpoint URL"
	}
	u, err := serverurl.Vet(raw, h.cfg.Policy)
	if err != nil {
		return serverurl.URL{}, serverurl.Reason(err)
	}
	if pu, err := url.Parse(u.String()); err == nil {
		if err := (safehttp.Options{AllowPrivate: h.cfg.Policy.AllowPrivate}).CheckResolves(ctx, h.cfg.Resolver, pu); err != nil {
			return serverurl.URL{}, err.Error()
		}
	}
	return u, ""
}

// CheckEmail accepts a plain address (no display name, no comments, no
// quoted local part) of at most MaxEmailLen bytes with a dotted domain
// name, and returns it trimmed; otherwise it says why not.
func CheckEmail(raw string) (string, string) {
	s := strings.TrimSpace(raw)
	if s == "" {
		return "", "is required: the address to send change notices to"
	}
	if len(s) > MaxEmailLen {
		return "", fmt.Sprintf("is longer than %d characters", MaxEmailLen)
	}
	local, domain, ok := strings.Cut(s, "@")
	if !ok || strings.Contains(domain, "@") {
		return "", "must be one address like you@example.com"
	}
	if len(local) == 0 || len(local) > 64 || local[0] == '.' || local[len(local)-1] == '.' || strings.Contains(local, "..") {
		return "", "the part before @ must be 1 to 64 characters, without leading, trailing or double dots"
	}
	for _, c := range []byte(local) {
		if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || strings.IndexByte("!#$%&'*+/=?^_`{|}~.-", c) >= 0) {
			return "", "the part before @ may hold letters, digits and !#$%&'*+/=?^_`{|}~.- only"
		}
	}
	labels := strings.Split(domain, ".")
	if len(domain) > 253 || len(labels) < 2 {
		return "", "the domain must be a name with a dot, like example.com"
	}
	for _, l := range labels {
		if len(l) == 0 || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return "", "the domain must be a name with a dot, like example.com"
		}
		for _, c := range []byte(l) {
			if !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-') {
				return "", "the domain may hold letters, digits, dots and hyphens only (write international names as xn--…)"
			}
		}
	}
	if strings.Trim(labels[len(labels)-1], "0123456789") == "" {
		return "", "the domain must be a name, not an IP address"
	}
	if a, err := mail.ParseAddress(s); err != nil || a.Address != s {
		return "", "must be one address like you@example.com"
	}
	return s, ""
}

// confirmPage shows a button that POSTs: a mail scanner that fetches
// every link in an email does not subscribe anybody.
func (h *handler) confirmPage(w http.ResponseWriter, r *http.Request) {
	token, ok := h.confirmToken(w, r)
	if !ok {
		return
	}
	u, err := subscription.Pending(r.Context(), h.cfg.Store, token)
	if h.confirmError(w, r, err) {
		return
	}
	h.page(w, http.StatusOK, page{Title: "Confirm the subscription?", ServerURL: u,
		Paragraphs: []string{"Press the button to get an email when the tools of this MCP server change. If you did not ask for this, close the page: nothing is subscribed."},
		Form:       ConfirmPath + "?token=" + token, Button: "Subscribe"})
}

func (h *handler) confirm(w http.ResponseWriter, r *http.Request) {
	_, _ = io.Copy(io.Discard, http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	token, ok := h.confirmToken(w, r)
	if !ok {
		return
	}
	srv, err := subscription.Confirm(r.Context(), h.cfg.Store, token, h.now())
	if h.confirmError(w, r, err) {
		return
	}
	h.cfg.Logger.InfoContext(r.Context(), "subscription confirmed", "server", srv.Key)
	p := page{Title: "Subscribed", ServerURL: srv.URL,
		Paragraphs: []string{"You will get an email when the tools of this MCP server change, and one if it stops answering. Every email has a link to unsubscribe with one click."}}
	if h.cfg.BaseURL != "" {
		p.Page = subscription.PageLink(h.cfg.BaseURL, srv.URL)
	}
	h.page(w, http.StatusOK, p)
}

// confirmToken reads a confirmation link's token, or answers why it cannot.
func (h *handler) confirmToken(w http.ResponseWriter, r *http.Request) (string, bool) {
	token := r.URL.Query().Get("token")
	if token == "" {
		h.page(w, http.StatusBadRequest, page{Title: "Link incomplete",
			Paragraphs: []string{"This address lacks its token. Open the link from the confirmation email exactly as it is."}})
		return "", false
	}
	if h.cfg.Store == nil {
		h.page(w, http.StatusNotImplemented, page{Title: "No subscriptions here", Paragraphs: []string{"This deployment offers no subscriptions."}})
		return "", false
	}
	return token, true
}

func (h *handler) confirmError(w http.ResponseWriter, r *http.Request, err error) bool {
	switch {
	case err == nil:
		return false
	case errors.Is(err, subscription.ErrTokenUsed):
		h.page(w, http.StatusGone, page{Title: "Link already used",
			Paragraphs: []string{"This confirmation link was already used, and each works once. If you confirmed, you are subscribed; to subscribe again, ask for a new link."}})
	case errors.Is(err, subscription.ErrTokenUnknown):
		h.page(w, http.StatusNotFound, page{Title: "Link expired or unknown",
			Paragraphs: []string{"This confirmation link has expired or is not valid. Links work for 48 hours, once, and stop working if you unsubscribed. Nothing was subscribed; ask for a new link."}})
	default:
		h.cfg.Logger.ErrorContext(r.Context(), "confirm failed", "err", err.Error())
		h.page(w, http.StatusServiceUnavailable, page{Title: "Try again shortly",
			Paragraphs: []string{"The subscription store did not answer, so nothing changed. Open the link again in a moment; it still works."}})
	}
	return true
}

// unsubscribePage shows a button that POSTs: a mail scanner that fetches
// every link in an email does not unsubscribe anybody.
func (h *handler) unsubscribePage(w http.ResponseWriter, r *http.Request) {
	token := r.URL.Query().Get("token")
	if h.cfg.Store == nil {
		h.page(w, http.StatusNotImplemented, page{Title: "No subscriptions here", Paragraphs: []string{"This deployment offers no subscriptions."}})
		return
	}
	u, err := subscription.Lookup(r.Context(), h.cfg.Store, token)
	if h.unsubError(w, r, err) {
		return
	}
	h.page(w, http.StatusOK, page{Title: "Unsubscribe?", ServerURL: u,
		Paragraphs: []string{"Press the button to stop the emails about this MCP server. No sign-in is needed."},
		Form:       UnsubscribePath + "?token=" + token, Button: "Unsubscribe", OneClick: true})
}

// unsubscribe is the one-click endpoint (RFC 8058): idempotent, no login.
func (h *handler) unsubscribe(w http.ResponseWriter, r *http.Request) {
	_, _ = io.Copy(io.Discard, http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	if h.cfg.Store == nil {
		h.page(w, http.StatusNotImplemented, page{Title: "No subscriptions here", Paragraphs: []string{"This deployment offers no subscriptions."}})
		return
	}
	u, err := subscription.Unsubscribe(r.Context(), h.cfg.Store, r.URL.Query().Get("token"))
	if h.unsubError(w, r, err) {
		return
	}
	h.cfg.Logger.InfoContext(r.Context(), "unsubscribed")
	h.page(w, http.StatusOK, page{Title: "Unsubscribed", ServerURL: u,
		Paragraphs: []string{"You will get no more emails about this MCP server. To hear about it again, subscribe anew."}})
}

func (h *handler) unsubError(w http.ResponseWriter, r *http.Request, err error) bool {
	switch {
	case err == nil:
		return false
	case errors.Is(err, subscription.ErrTokenUnknown):
		h.page(w, http.StatusNotFound, page{Title: "Link expired or unknown",
			Paragraphs: []string{"This unsubscribe link is not valid or has expired, so nothing changed. Every email we send has a fresh one."}})
	default:
		h.cfg.Logger.ErrorContext(r.Context(), "unsubscribe failed", "err", err.Error())
		h.page(w, http.StatusServiceUnavailable, page{Title: "Try again shortly",
			Paragraphs: []string{"The subscription store did not answer, so nothing changed. Try the link again in a moment."}})
	}
	return true
}

// page is a small self-contained HTML page.
type page struct {
	Title      string
	Paragraphs []string
	ServerURL  string
	Page       string // link to the server's page
	Form       string // action of the button
	Button     string // its label
	OneClick   bool   // the button is RFC 8058's one-click unsubscribe
}

// pageTemplate is parsed on first use, not at start-up.
var pageTemplate = sync.OnceValue(func() *template.Template {
	return template.Must(template.New("page").Parse(`<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>{{.Title}} · MCP Server Explorer</title>
</head>
<body>
<main>
<h1>{{.Title}}</h1>
{{- with .ServerURL}}
<p><code>{{.}}</code></p>
{{- end}}
{{- range .Paragraphs}}
<p>{{.}}</p>
{{- end}}
{{- with .Form}}
<form method="post" action="{{.}}">
{{- if $.OneClick}}
<input type="hidden" name="List-Unsubscribe" value="One-Click">
{{- end}}
<button type="submit">{{$.Button}}</button>
</form>
{{- end}}
{{- with .Page}}
<p><a href="{{.}}">Inspect the server now</a></p>
{{- end}}
<p><a href="/">MCP Server Explorer</a></p>
</main>
</body>
</html>
`))
})

func (h *handler) page(w http.ResponseWriter, status int, p page) {
	var buf bytes.Buffer
	if err := pageTemplate().Execute(&buf, p); err != nil {
		http.Error(w, "internal error", http.StatusInternalServerError)
		return
	}
	hd := w.Header()
	hd.Set("Content-Type", "text/html; charset=utf-8")
	httpx.SetSecurityHeaders(hd)
	hd.Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	_, _ = w.Write(buf.Bytes())
}

func (h *handler) problem(w http.ResponseWriter, p *problem.Problem) {
	problem.Write(w, h.cfg.BaseURL, p)
}

func (h *handler) storeProblem(w http.ResponseWriter, err error) {
	h.cfg.Logger.Error("subscription store failed", "err", err.Error())
	h.problem(w, &problem.Problem{Status: http.StatusServiceUnavailable, Code: problem.CodeStoreUnavailable,
		Detail: "the subscription store is unavailable; nothing was subscribed, try again shortly"})
}
