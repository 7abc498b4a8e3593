// Package subscription keeps the subscriptions to an MCP server's drift in
// the store: confirmation and unsubscribe tokens, confirmed subscribers and
// the list of servers the recheck works through. Package subscribe serves
// them over HTTP; shared/recheck reads them.
//
//	servers, next, err := subscription.Servers(ctx, st, "", 100) // what the recheck pages through
//	subs, err := subscription.Subscribers(ctx, st, servers[0].Key)
//
// # What is stored
//
// A subscription is the one place a server URL is stored in clear: the
// recheck needs it to connect. An address is stored only where mail must
// go: in a pending confirmation (48 hours) and in a confirmed subscription
// (until unsubscribed, or SubscriptionTTL, 365 days, after the last
// confirmation). Everywhere else, in rate-limit counters and notification
// records, an address appears as its SHA-256 (SubscriberID). Tokens are 256
// random bits (crypto/rand), sent in links and stored only as their
// SHA-256. Logs never show an address, a token or an email body.
//
// Keys (single-table scheme of shared/dynamostore; shared/recheck owns the
// last three):
//
//	PK                          SK                      value; TTL
//	sub#servers                 <server key>            {"url"}: a server with confirmed subscriptions,
//	                                                    the recheck's work list; until its last
//	                                                    subscription expires, or dropped by Prune
//	sub#srv#<server key>        <subscriber id>         {"email","base","confirmedAt"}: one confirmed
//	                                                    subscription; SubscriptionTTL
//	sub#tok#<sha256 of token>   confirm                 {"url","email","base","used"}: a confirmation
//	                                                    link; ConfirmTTL (48 h)
//	sub#tok#<sha256 of token>   unsub                   {"server","subscriber","confirm"}: an unsubscribe
//	                                                    link, one per email; UnsubscribeTTL (395 days)
//	rl#sub-email#<subscriber id> <hour start, unix>     counter of confirmations sent to the
//	                                                    mailbox (the address without +tag); 2 h
//	rl#sub-client#<sha256 of client> <hour start, unix> counter of confirmations a client asked for; 2 h
//	sub#snap#<server key>       snapshot                the recheck's snapshot of the server's tools
//	                                                    (gzip JSON), failure count and pending notice
//	sub#sent#<server key>       <notice id>#<subscriber id | event>
//	                                                    a notification, recorded before it is sent
//	sub#recheck                 cursor                  where an unfinished recheck resumes
//
// The server key is serverurl.Key, the SHA-256 of the canonical URL,
// as in the fingerprint snapshots; "base" is the explorer's public base URL
// at confirmation time, so emails from the scheduled recheck (which
// receives no requests) link to the domain the subscriber used.
//
// # Guarantees
//
// A confirmation link works once: of concurrent uses, one confirms and the
// others get the "already used" page (a conditional write on the token).
// Confirming stores the subscription first and lists the server second, so
// a listed server has had a subscriber; Prune drops a server whose last
// subscriber left with a write conditional on the list entry it read before
// looking, so it cannot drop a server that gained a subscriber meanwhile.
// Unsubscribing deletes the subscription and withdraws the confirmation
// link that came with it.
package subscription
