package notify

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"net"
	"net/mail"
	"net/smtp"
	"net/textproto"
	"net/url"
	"strings"
	"time"
)

// SMTP sends through an SMTP server, e.g. a local relay or a mail sink
// such as mailpit. Build it with NewSMTP.
type SMTP struct {
	addr     string // host:port
	host     string
	implicit bool // smtps: TLS from the first byte
	auth     smtp.Auth
	helo     string
}

// NewSMTP reads an SMTP URL: smtp://host[:port] (default port 25; STARTTLS
// when the server offers it) or smtps://host[:port] (TLS from the start,
// default port 465), optionally with user:password@ for PLAIN
// authentication, which net/smtp sends only over TLS or to localhost.
func NewSMTP(rawURL string) (*SMTP, error) {
	u, err := url.Parse(rawURL)
	if err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Hostname() == "" ||
		(u.Path != "" && u.Path != "/") || u.RawQuery != "" || u.Fragment != "" {
		return nil, errors.New("notify: the SMTP URL must look like smtp://host:port or smtps://user:password@host:port")
	}
	s := &SMTP{host: u.Hostname(), implicit: u.Scheme == "smtps", helo: "localhost"}
	port := u.Port()
	switch {
	case port != "":
	case s.implicit:
		port = "465"
	default:
		port = "25"
	}
	s.addr = net.JoinHostPort(s.host, port)
	if u.User != nil {
		pw, _ := u.User.Password()
		s.auth = smtp.PlainAuth("", u.User.Username(), pw, s.host)
	}
	return s, nil
}

// Send implements Mailer. The whole exchange has a 30 s deadline.
func (s *SMTP) Send(ctx context.Context, m Message) error {
	raw, err := m.Render()
	if err != nil {
		return NotSent(err)
	}
	from, _ := mail.ParseAddress(m.From) // Render checked both
	to, _ := mail.ParseAddress(m.To)
	ctx, cancel := context.WithTimeout(ctx, SendTimeout)
	defer cancel()
	var d net.Dialer
	conn, err := d.DialContext(ctx, "tcp", s.addr)
	if err != nil {
		return NotSent(fmt.Errorf("notify: SMTP dial %s: %w", s.addr, err))
	}
	defer conn.Close()
	deadline, _ := ctx.Deadline()
	_ = conn.SetDeadline(deadline)
	stop := context.AfterFunc(ctx, func() { _ = conn.SetDeadline(time.Unix(1, 0)) })
	defer stop()
	if s.implicit {
		conn = tls.Client(conn, &tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12})
	}
	c, err := smtp.NewClient(conn, s.host)
	if err != nil {
		return NotSent(fmt.Errorf("notify: SMTP greeting: %w", err))
	}
	defer c.Close()
	if err := s.handOver(c, from.Address, to.Address, raw); err != nil {
		return err
	}
	_ = c.Quit()
	return nil
}

// handOver runs the SMTP transaction. Every failure before the server
// answers the end of DATA means the message was not accepted; after it,
// only an error reply says so.
func (s *SMTP) handOver(c *smtp.Client, from, to string, raw []byte) error {
	fail := func(step string, err error) error { return NotSent(fmt.Errorf("notify: SMTP %s: %w", step, err)) }
	if err := c.Hello(s.helo); err != nil {
		return fail("HELO", err)
	}
	if ok, _ := c.Extension("STARTTLS"); ok && !s.implicit {
		if err := c.StartTLS(&tls.Config{ServerName: s.host, MinVersion: tls.VersionTLS12}); err != nil {
			return fail("STARTTLS", err)
		}
	}
	if s.auth != nil {
		if err := c.Auth(s.auth); err != nil {
			return fail("AUTH", err)
		}
	}
	if err := c.Mail(from); err != nil {
		return fail("MAIL FROM", err)
	}
	if err := c.Rcpt(to); err != nil {
		return fail("RCPT TO", err)
	}
	w, err := c.Data()
	if err != nil {
		return fail("DATA", err)
	}
	if _, err := w.Write(raw); err != nil {
		return fail("DATA", err)
	}
	if err := w.Close(); err != nil {
		var reply *textproto.Error
		if errors.As(err, &reply) {
			return fail("end of DATA", err)
		}
		return fmt.Errorf("notify: SMTP end of DATA, delivery unknown: %w", err)
	}
	return nil
}

// String names the server without credentials, for logs.
func (s *SMTP) String() string {
	scheme := "smtp"
	if s.implicit {
		scheme = "smtps"
	}
	return scheme + "://" + strings.TrimSpace(s.addr)
}
