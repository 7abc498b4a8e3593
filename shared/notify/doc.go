// Package notify composes and sends the explorer's emails: subscription
// confirmations, drift notices and unreachable notices. [Confirmation],
// [Drift] and [Unreachable] compose a [Message]; a [Mailer] sends it, and
// an error wrapping [ErrNotSent] means it is safe to send again.
//
// # Transports
//
//   - SES: Amazon SES v2 SendEmail with raw content (on Lambda), in package
//     shared/ses. Its client (SafeRetryer) retries throttling and 5xx
//     answers, never a broken connection, so the SDK cannot send a message
//     twice.
//   - SMTP: any SMTP server, from a URL such as smtp://127.0.0.1:1025
//     (EXPLORER_SMTP_URL locally).
//   - Outbox: .eml files in a directory, the local default when no mail
//     server is configured; each path is logged.
//
// Nothing here logs a body, a link or an address: links carry tokens.
//
// # Messages
//
// Every message is multipart/alternative, plain text and HTML with the same
// content, quoted-printable, and carries List-Unsubscribe and
// List-Unsubscribe-Post: List-Unsubscribe=One-Click (RFC 8058) plus a
// visible unsubscribe link. There is no tracking: no images, no pixels, no
// redirecting links; every link leads straight to the explorer. Text that
// a server sent (names, descriptions, schema values) is hostile: the HTML
// part escapes it with html/template, and both parts show control and
// invisible format characters (bidi overrides, zero-width characters,
// Unicode tags) as [U+XXXX] (Visible), so a description cannot hide or
// reorder what the email says. Header fields are validated or cleaned, so
// nothing can add a header.
package notify
