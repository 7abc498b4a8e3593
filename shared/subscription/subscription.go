package subscription

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// Lifetimes of the stored items.
const (
	// ConfirmTTL is how long a confirmation link works.
	ConfirmTTL = 48 * time.Hour
	// SubscriptionTTL is how long a confirmed subscription lasts;
	// confirming again (a new POST and its link) starts it over.
	SubscriptionTTL = 365 * 24 * time.Hour
	// UnsubscribeTTL is how long an unsubscribe link works: longer than
	// any subscription it can end.
	UnsubscribeTTL = SubscriptionTTL + 30*24*time.Hour
)

// Limits.
const (
	// MaxSubscribers bounds the subscribers read per server.
	MaxSubscribers = 10_000
	// maxWriteAttempts bounds read-modify-write retries on conflicts.
	maxWriteAttempts = 8
	tokenBytes       = 32
	pageSize         = 100
)

// UnsubscribePath is the route of the one-click unsubscribe links that
// [UnsubscribeLink] makes.
const UnsubscribePath = "/api/v1/subscriptions/unsubscribe"

// Key prefixes; the package documentation lists every item.
const (
	serversPK     = "sub#servers"
	subscriberPK  = "sub#srv#"
	tokenPK       = "sub#tok#"
	rateLimitPK   = "rl#sub-email#"
	clientLimitPK = "rl#sub-client#"
	kindConfirm   = "confirm"
	kindUnsub     = "unsub"
)

// ErrTokenUnknown reports a token that is not stored: never issued,
// expired, or (for an unsubscribe link) older than UnsubscribeTTL.
var ErrTokenUnknown = errors.New("subscription: the link is unknown or expired")

// ErrTokenUsed reports a confirmation link that was already used.
var ErrTokenUsed = errors.New("subscription: the link was already used")

// Server is a server with at least one confirmed subscription.
type Server struct {
	Key string // serverurl.Key of URL
	URL string // canonical (serverurl.URL.String)
}

// Subscriber is one confirmed subscription to a server.
type Subscriber struct {
	ID    string // SubscriberID of the address
	Email string
	Base  string // the explorer's public base URL when the subscription was confirmed
}

type serverValue struct {
	URL string `json:"url"`
}

type subscriberValue struct {
	Email       string    `json:"email"`
	Base        string    `json:"base"`
	ConfirmedAt time.Time `json:"confirmedAt"`
}

type confirmValue struct {
	URL   string `json:"url"`
	Email string `json:"email"`
	Base  string `json:"base"`
	Used  bool   `json:"used"`
}

type unsubValue struct {
	Server     string `json:"server"`
	Subscriber string `json:"subscriber"`
	Confirm    string `json:"confirm,omitempty"` // the partition key of a confirmation token to withdraw
}

// SubscriberID is the SHA-256 of the lower-cased address: a subscriber's
// sort key and the key of its notification records.
func SubscriberID(email string) string { return hash(strings.ToLower(email)) }

func hash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:])
}

func newToken() string {
	b := make([]byte, tokenBytes)
	_, _ = rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// tokenKey is where a token is stored: under its SHA-256, never in clear.
func tokenKey(token, kind string) store.Key {
	return store.Key{PK: tokenPK + hash(token), SK: kind}
}

// validToken rejects what newToken cannot have made, before any lookup.
func validToken(token string) bool {
	if len(token) != base64.RawURLEncoding.EncodedLen(tokenBytes) {
		return false
	}
	_, err := base64.RawURLEncoding.DecodeString(token)
	return err == nil
}

// Request stores a confirmation token for (url, email) and an unsubscribe
// token that withdraws it, and returns both in clear.
func Request(ctx context.Context, st store.Store, u serverurl.URL, email, base string, now time.Time) (confirm, unsub string, err error) {
	confirm, unsub = newToken(), newToken()
	cv, _ := json.Marshal(confirmValue{URL: u.String(), Email: email, Base: base})
	ck := tokenKey(confirm, kindConfirm)
	if _, err := st.Put(ctx, store.Item{Key: ck, Value: cv, ExpiresAt: now.Add(ConfirmTTL)}, 0); err != nil {
		return "", "", err
	}
	uv, _ := json.Marshal(unsubValue{Server: u.Key(), Subscriber: SubscriberID(email), Confirm: ck.PK})
	if _, err := st.Put(ctx, store.Item{Key: tokenKey(unsub, kindUnsub), Value: uv, ExpiresAt: now.Add(UnsubscribeTTL)}, 0); err != nil {
		return "", "", err
	}
	return confirm, unsub, nil
}

// Withdraw deletes the tokens of a request whose email was not sent; a
// failure only leaves them to expire.
func Withdraw(ctx context.Context, st store.Store, confirm, unsub string) {
	_ = st.Delete(ctx, tokenKey(confirm, kindConfirm))
	_ = st.Delete(ctx, tokenKey(unsub, kindUnsub))
}

// Confirm uses a confirmation token once: it stores the subscription and
// lists the server, then marks the token used. Of concurrent uses of one
// token, one succeeds and the others get ErrTokenUsed.
func Confirm(ctx context.Context, st store.Store, token string, now time.Time) (Server, error) {
	var v confirmValue
	item, err := readToken(ctx, st, token, kindConfirm, &v)
	if err != nil {
		return Server{}, err
	}
	key := tokenKey(token, kindConfirm)
	if v.Used {
		return Server{}, ErrTokenUsed
	}
	srv := Server{Key: serverurl.Key(v.URL), URL: v.URL}
	expires := now.Add(SubscriptionTTL)
	sv, _ := json.Marshal(subscriberValue{Email: v.Email, Base: v.Base, ConfirmedAt: now})
	subKey := store.Key{PK: subscriberPK + srv.Key, SK: SubscriberID(v.Email)}
	if err := upsert(ctx, st, subKey, func(*store.Item) ([]byte, time.Time, bool) { return sv, expires, true }); err != nil {
		return Server{}, err
	}
	// The list of servers lives as long as its longest subscription.
	lv, _ := json.Marshal(serverValue{URL: v.URL})
	if err := upsert(ctx, st, store.Key{PK: serversPK, SK: srv.Key}, func(cur *store.Item) ([]byte, time.Time, bool) {
		if cur != nil && !cur.ExpiresAt.Before(expires) {
			return nil, time.Time{}, false
		}
		return lv, expires, true
	}); err != nil {
		return Server{}, err
	}
	v.Used = true
	used, _ := json.Marshal(v)
	if _, err := st.Put(ctx, store.Item{Key: key, Value: used, ExpiresAt: item.ExpiresAt}, item.Version); err != nil {
		if !errors.Is(err, store.ErrConflict) {
			return Server{}, err
		}
		// Another confirm used the token, or an unsubscribe withdrew it
		// while this one ran: then the unsubscribe wins.
		if _, gerr := st.Get(ctx, key); errors.Is(gerr, store.ErrNotFound) {
			if derr := st.Delete(ctx, subKey); derr != nil {
				return Server{}, derr
			}
			return Server{}, ErrTokenUnknown
		}
		return Server{}, ErrTokenUsed
	}
	return srv, nil
}

// Pending returns the URL of the server a confirmation token would
// subscribe to, changing nothing: ErrTokenUsed once it was used,
// ErrTokenUnknown when it is not stored.
func Pending(ctx context.Context, st store.Store, token string) (string, error) {
	var v confirmValue
	if _, err := readToken(ctx, st, token, kindConfirm, &v); err != nil {
		return "", err
	}
	if v.Used {
		return "", ErrTokenUsed
	}
	return v.URL, nil
}

// upsert writes what next returns for the live item (nil if absent), with
// a conditional write that it retries on conflicts; next may decline.
func upsert(ctx context.Context, st store.Store, key store.Key, next func(cur *store.Item) (value []byte, expires time.Time, write bool)) error {
	for range maxWriteAttempts {
		var cur *store.Item
		var version int64
		item, err := st.Get(ctx, key)
		switch {
		case err == nil:
			cur, version = &item, item.Version
		case !errors.Is(err, store.ErrNotFound):
			return err
		}
		value, expires, write := next(cur)
		if !write {
			return nil
		}
		_, err = st.Put(ctx, store.Item{Key: key, Value: value, ExpiresAt: expires}, version)
		if !errors.Is(err, store.ErrConflict) {
			return err
		}
	}
	return fmt.Errorf("subscription: %s: %w", key.PK, store.ErrConflict)
}

// Unsubscribe ends the subscription an unsubscribe token names, and
// withdraws the confirmation link it came with. It is idempotent: the
// token stays valid until it expires. It returns the server's URL when the
// server is still listed.
func Unsubscribe(ctx context.Context, st store.Store, token string) (string, error) {
	v, err := lookupUnsub(ctx, st, token)
	if err != nil {
		return "", err
	}
	if err := st.Delete(ctx, store.Key{PK: subscriberPK + v.Server, SK: v.Subscriber}); err != nil {
		return "", err
	}
	if v.Confirm != "" {
		if err := st.Delete(ctx, store.Key{PK: v.Confirm, SK: kindConfirm}); err != nil {
			return "", err
		}
	}
	return serverURL(ctx, st, v.Server), nil
}

// Lookup returns the URL of the server an unsubscribe token names ("" when
// the server is no longer listed), or ErrTokenUnknown.
func Lookup(ctx context.Context, st store.Store, token string) (string, error) {
	v, err := lookupUnsub(ctx, st, token)
	if err != nil {
		return "", err
	}
	return serverURL(ctx, st, v.Server), nil
}

func lookupUnsub(ctx context.Context, st store.Store, token string) (unsubValue, error) {
	var v unsubValue
	if _, err := readToken(ctx, st, token, kindUnsub, &v); err != nil {
		return unsubValue{}, err
	}
	return v, nil
}

// readToken loads a token of the given kind and decodes its value into v;
// a malformed, missing or expired token is ErrTokenUnknown.
func readToken(ctx context.Context, st store.Store, token, kind string, v any) (store.Item, error) {
	if !validToken(token) {
		return store.Item{}, ErrTokenUnknown
	}
	item, err := st.Get(ctx, tokenKey(token, kind))
	if errors.Is(err, store.ErrNotFound) {
		return store.Item{}, ErrTokenUnknown
	}
	if err != nil {
		return store.Item{}, err
	}
	if err := json.Unmarshal(item.Value, v); err != nil {
		return store.Item{}, fmt.Errorf("subscription: stored token: %w", err)
	}
	return item, nil
}

func serverURL(ctx context.Context, st store.Store, serverKey string) string {
	item, err := st.Get(ctx, store.Key{PK: serversPK, SK: serverKey})
	if err != nil {
		return ""
	}
	var v serverValue
	_ = json.Unmarshal(item.Value, &v)
	return v.URL
}

// ServerByKey returns the listed server with key serverKey; ok is false
// when no confirmed subscription lists it.
func ServerByKey(ctx context.Context, st store.Store, serverKey string) (srv Server, ok bool, err error) {
	if store.CheckKey(store.Key{PK: serversPK, SK: serverKey}) != nil {
		return Server{}, false, nil
	}
	item, err := st.Get(ctx, store.Key{PK: serversPK, SK: serverKey})
	if errors.Is(err, store.ErrNotFound) {
		return Server{}, false, nil
	}
	if err != nil {
		return Server{}, false, err
	}
	var v serverValue
	if json.Unmarshal(item.Value, &v) != nil || v.URL == "" {
		return Server{}, false, nil
	}
	return Server{Key: serverKey, URL: v.URL}, true, nil
}

// Servers pages through the servers with confirmed subscriptions in key
// order, after the key `after` ("" for the first page), at most limit per
// page; next is "" after the last page.
func Servers(ctx context.Context, st store.Store, after string, limit int) (servers []Server, next string, err error) {
	items, next, err := st.Query(ctx, serversPK, after, limit)
	if err != nil {
		return nil, "", err
	}
	for _, it := range items {
		var v serverValue
		if json.Unmarshal(it.Value, &v) != nil || v.URL == "" {
			continue
		}
		servers = append(servers, Server{Key: it.SK, URL: v.URL})
	}
	return servers, next, nil
}

// Subscribers returns a server's confirmed subscribers, at most
// MaxSubscribers, in ID order.
func Subscribers(ctx context.Context, st store.Store, serverKey string) ([]Subscriber, error) {
	var out []Subscriber
	after := ""
	for len(out) < MaxSubscribers {
		items, next, err := st.Query(ctx, subscriberPK+serverKey, after, min(pageSize, MaxSubscribers-len(out)))
		if err != nil {
			return nil, err
		}
		for _, it := range items {
			var v subscriberValue
			if json.Unmarshal(it.Value, &v) != nil || v.Email == "" {
				continue
			}
			out = append(out, Subscriber{ID: it.SK, Email: v.Email, Base: v.Base})
		}
		if next == "" {
			break
		}
		after = next
	}
	return out, nil
}

// Prune drops a server without subscribers from the list, and reports
// whether it did. The write is conditional on the list entry read before
// the subscribers, so a subscription confirmed meanwhile keeps it listed.
func Prune(ctx context.Context, st store.Store, serverKey string, now time.Time) (bool, error) {
	key := store.Key{PK: serversPK, SK: serverKey}
	item, err := st.Get(ctx, key)
	if errors.Is(err, store.ErrNotFound) {
		return false, nil
	}
	if err != nil {
		return false, err
	}
	subs, _, err := st.Query(ctx, subscriberPK+serverKey, "", 1)
	if err != nil || len(subs) > 0 {
		return false, err
	}
	_, err = st.Put(ctx, store.Item{Key: key, Value: item.Value, ExpiresAt: now}, item.Version)
	if errors.Is(err, store.ErrConflict) {
		return false, nil
	}
	return err == nil, err
}

// UnsubscribeLink stores a new unsubscribe token for one subscriber of a
// server and returns its one-click link under base. Every email gets its
// own: tokens are stored hashed, so an old one cannot be read back.
func UnsubscribeLink(ctx context.Context, st store.Store, base, serverKey, subscriberID string, now time.Time) (string, error) {
	token := newToken()
	v, _ := json.Marshal(unsubValue{Server: serverKey, Subscriber: subscriberID})
	if _, err := st.Put(ctx, store.Item{Key: tokenKey(token, kindUnsub), Value: v, ExpiresAt: now.Add(UnsubscribeTTL)}, 0); err != nil {
		return "", err
	}
	return strings.TrimRight(base, "/") + UnsubscribePath + "?token=" + token, nil
}

// PageLink is the explorer page that inspects serverURL: {base}/?mode=connect&url=….
func PageLink(base, serverURL string) string {
	return strings.TrimRight(base, "/") + "/?mode=connect&url=" + url.QueryEscape(serverURL)
}

// AllowSend counts one confirmation email to email's mailbox in the current
// hour and reports whether it stays within limit, and when the window ends.
// The mailbox is the address without a +tag (you+1@ and you+2@ reach one
// inbox) or dots, in lower case.
func AllowSend(ctx context.Context, st store.Store, email string, limit int64, now time.Time) (bool, time.Duration, error) {
	return allowHourly(ctx, st, rateLimitPK+SubscriberID(mailbox(email)), limit, now)
}

// AllowClientSend counts one confirmation email requested by client (its
// address) in the current hour, like AllowSend.
func AllowClientSend(ctx context.Context, st store.Store, client string, limit int64, now time.Time) (bool, time.Duration, error) {
	return allowHourly(ctx, st, clientLimitPK+hash(client), limit, now)
}

// mailbox drops a +tag and the dots from the local part, which Gmail
// ignores (v.ictim@ is victim@), and reads googlemail.com as gmail.com.
// Elsewhere two addresses that differ in dots only share a cap, no more.
func mailbox(email string) string {
	local, domain, ok := strings.Cut(strings.ToLower(email), "@")
	if !ok {
		return strings.ToLower(email)
	}
	local, _, _ = strings.Cut(local, "+")
	if domain == "googlemail.com" {
		domain = "gmail.com"
	}
	return strings.ReplaceAll(local, ".", "") + "@" + domain
}

func allowHourly(ctx context.Context, st store.Store, pk string, limit int64, now time.Time) (bool, time.Duration, error) {
	win := now.Truncate(time.Hour)
	n, err := st.Add(ctx, store.Key{PK: pk, SK: strconv.FormatInt(win.Unix(), 10)}, 1, win.Add(2*time.Hour))
	if err != nil {
		return false, 0, err
	}
	return n <= limit, win.Add(time.Hour).Sub(now), nil
}
