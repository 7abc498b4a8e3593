// Package subscribe serves the routes that let people subscribe to an MCP
// server's drift: they hear from us, by email, when its tools change
// (shared/recheck does the checking and the sending). The subscriptions
// themselves, and what is stored, are package subscription's.
//
//	h := subscribe.NewHandler(subscribe.Config{Store: st, Mailer: mailer, From: from, BaseURL: base})
//	for _, rt := range subscribe.Routes { mux.Handle(rt.Method+" "+rt.Path, h) }
//
// # Routes
//
//   - POST /api/v1/subscriptions {url, email} answers 202 whether the
//     address is new or already subscribed, and sends a confirmation email
//     either way; bad input is a 422 problem listing every invalid field.
//     url follows connect mode's rules (http(s), public addresses only);
//     email must be a plain address of at most 254 bytes. At most
//     DefaultPerAddress confirmations go to one address per hour (429
//     beyond); the API's middleware limits each client IP.
//   - GET /api/v1/subscriptions/confirm?token=… confirms, once, within 48
//     hours (subscription.ConfirmTTL), and answers a small HTML page: 200 subscribed,
//     404 expired or unknown, 410 already used.
//   - GET /api/v1/subscriptions/unsubscribe?token=… shows a button that
//     POSTs to the same URL, so a mail scanner that fetches links does not
//     unsubscribe anybody.
//   - POST /api/v1/subscriptions/unsubscribe?token=… is the one-click
//     unsubscribe of RFC 8058 (List-Unsubscribe-Post): no login,
//     idempotent; the link keeps working until it expires.
package subscribe
