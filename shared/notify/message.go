package notify

import (
	"bytes"
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"mime"
	"mime/multipart"
	"mime/quotedprintable"
	"net/mail"
	"net/textproto"
	"net/url"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"github.com/aws/smithy-go"
	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// Mailer sends one message. Implementations: SES (Lambda), SMTP and Outbox
// (local). An error wrapping ErrNotSent means nothing was handed over, so
// the caller may send again without risking a duplicate; any other error
// may or may not have delivered the message.
type Mailer interface {
	Send(ctx context.Context, m Message) error
}

// ErrNotSent marks a failure after which the message has certainly not been
// accepted: refused before the hand-over, or rejected with an error answer.
var ErrNotSent = errors.New("notify: message not sent")

// NotSent wraps err so that it also matches ErrNotSent.
func NotSent(err error) error { return fmt.Errorf("%w: %w", ErrNotSent, err) }

// Limits of a message.
const (
	MaxSubjectRunes = 120              // longer subjects are cut with "…"
	MaxBodyBytes    = 2 << 20          // of each of Text and HTML
	maxHeaderURL    = 2 << 10          // the List-Unsubscribe URL
	SendTimeout     = 30 * time.Second // what a transport may spend on one message
)

// Message is one email: plain text and HTML alternatives of the same
// content, and a one-click unsubscribe URL (RFC 8058). Render turns it into
// RFC 5322 bytes.
type Message struct {
	From, To    string // addresses; From may carry a display name
	Subject     string
	Text, HTML  string
	Unsubscribe string    // https URL answering POST with List-Unsubscribe=One-Click
	Date        time.Time // zero: now
	MessageID   string    // without angle brackets; "": random, at From's domain
}

// Render encodes m as a multipart/alternative message with CRLF line
// endings, quoted-printable parts and List-Unsubscribe and
// List-Unsubscribe-Post headers. Header values are checked or cleaned, so
// no field can inject another header.
func (m Message) Render() ([]byte, error) {
	from, err := mail.ParseAddress(m.From)
	if err != nil {
		return nil, fmt.Errorf("notify: From %q: %w", m.From, err)
	}
	to, err := mail.ParseAddress(m.To)
	if err != nil {
		return nil, fmt.Errorf("notify: To: %w", err)
	}
	if len(m.Text) > MaxBodyBytes || len(m.HTML) > MaxBodyBytes {
		return nil, fmt.Errorf("notify: a body is larger than %d bytes", MaxBodyBytes)
	}
	if err := checkUnsubscribe(m.Unsubscribe); err != nil {
		return nil, err
	}
	date := m.Date
	if date.IsZero() {
		date = time.Now()
	}
	id := m.MessageID
	if id == "" {
		var b [16]byte
		_, _ = rand.Read(b[:])
		_, domain, _ := strings.Cut(from.Address, "@")
		id = hex.EncodeToString(b[:]) + "@" + domain
	}
	if strings.ContainsAny(id, "<>\r\n \t") {
		return nil, fmt.Errorf("notify: Message-ID %q has forbidden characters", id)
	}

	var buf bytes.Buffer
	header := func(name, value string) { buf.WriteString(name + ": " + value + "\r\n") }
	header("From", from.String())
	header("To", to.String())
	header("Subject", encodeSubject(m.Subject))
	header("Date", date.Format(time.RFC1123Z))
	header("Message-ID", "<"+id+">")
	header("MIME-Version", "1.0")
	header("Auto-Submitted", "auto-generated")
	if m.Unsubscribe != "" {
		header("List-Unsubscribe", "<"+m.Unsubscribe+">")
		header("List-Unsubscribe-Post", "List-Unsubscribe=One-Click")
	}
	mw := multipart.NewWriter(&buf)
	// "=_" never occurs in quoted-printable output, so no body line can
	// match the boundary; deriving it from the content keeps output stable.
	sum := sha256.Sum256([]byte(m.Text + "\x00" + m.HTML))
	if err := mw.SetBoundary("=_" + hex.EncodeToString(sum[:16])); err != nil {
		return nil, err
	}
	header("Content-Type", "multipart/alternative; boundary=\""+mw.Boundary()+"\"")
	buf.WriteString("\r\n")
	for _, part := range []struct{ typ, body string }{{"text/plain", m.Text}, {"text/html", m.HTML}} {
		w, err := mw.CreatePart(textproto.MIMEHeader{
			"Content-Type":              {part.typ + "; charset=utf-8"},
			"Content-Transfer-Encoding": {"quoted-printable"},
		})
		if err != nil {
			return nil, err
		}
		qp := quotedprintable.NewWriter(w)
		if _, err := qp.Write([]byte(strings.ToValidUTF8(part.body, "\uFFFD"))); err != nil {
			return nil, err
		}
		if err := qp.Close(); err != nil {
			return nil, err
		}
	}
	if err := mw.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

func checkUnsubscribe(raw string) error {
	if raw == "" {
		return nil
	}
	u, err := url.Parse(raw)
	if err != nil || (u.Scheme != "https" && u.Scheme != "http") || u.Host == "" || len(raw) > maxHeaderURL ||
		strings.ContainsAny(raw, "<>\r\n \t") {
		return fmt.Errorf("notify: unsubscribe URL is not an absolute http(s) URL of at most %d bytes", maxHeaderURL)
	}
	return nil
}

// encodeSubject cleans s to one line of at most MaxSubjectRunes runes and
// encodes it as RFC 2047 words when it is not plain ASCII, folded.
func encodeSubject(s string) string {
	s = strings.Join(strings.Fields(strings.Map(func(r rune) rune {
		if unicode.IsControl(r) || unicode.Is(unicode.Cf, r) {
			return ' '
		}
		return r
	}, strings.ToValidUTF8(s, ""))), " ")
	s = text.ClipRunes(s, MaxSubjectRunes)
	enc := mime.QEncoding.Encode("utf-8", s)
	if enc == s {
		return s
	}
	return strings.ReplaceAll(mime.BEncoding.Encode("utf-8", s), "?= =?", "?=\r\n =?")
}

// Visible shows text a server sent so that it cannot hide anything in an
// email or forge a line of it: control characters (all but tab, line
// breaks included), line and paragraph separators, format characters
// (zero-width, bidi controls, Unicode tags) and invalid UTF-8 become
// "[U+XXXX]".
func Visible(s string) string {
	var b strings.Builder
	for i, r := range s {
		switch {
		case r == utf8.RuneError && !strings.HasPrefix(s[i:], "\uFFFD"):
			b.WriteString("[invalid UTF-8]")
		case r == '\t':
			b.WriteRune(r)
		case unicode.IsControl(r) || unicode.In(r, unicode.Cf, unicode.Zl, unicode.Zp):
			fmt.Fprintf(&b, "[U+%04X]", r)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// Describe names a send failure for logs without its text, which can quote
// the recipient's address: the SMTP reply code, the AWS error code, or a
// category.
func Describe(err error) string {
	var reply *textproto.Error
	var api smithy.APIError
	switch {
	case errors.As(err, &reply):
		return fmt.Sprintf("SMTP reply %d", reply.Code)
	case errors.As(err, &api):
		return "SES " + api.ErrorCode()
	case errors.Is(err, context.DeadlineExceeded), errors.Is(err, context.Canceled):
		return "timed out or cancelled"
	case errors.Is(err, ErrNotSent):
		return "not handed over (connection or protocol failure)"
	}
	return "delivery unknown"
}

// Rejected reports a permanent refusal of the recipient (an SMTP 55x reply
// or SES MessageRejected): sending again will not help.
func Rejected(err error) bool {
	var reply *textproto.Error
	var api smithy.APIError
	switch {
	case errors.As(err, &reply):
		return reply.Code >= 550 && reply.Code <= 559
	case errors.As(err, &api):
		return api.ErrorCode() == "MessageRejected"
	}
	return false
}
