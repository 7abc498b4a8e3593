// Package notifytest gives tests the real mail and event services: a
// mailpit SMTP sink started per test, and the moto server (SES v2,
// EventBridge) that scripts/test.sh starts once.
//
//	mp := notifytest.Mailpit(t)             // mp.SMTPURL, mp.Messages(t, to)
//	moto := notifytest.Moto(t)              // moto.AWSConfig(), moto.SentEmails(t, to)
//
// Without a service the test is skipped, or fails when
// EXPLORER_TEST_REQUIRE_SERVICES=1.
package notifytest

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime"
	"mime/multipart"
	"net"
	"net/http"
	"net/mail"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/usefulweb/mcp-server-explorer/internal/testenv"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/credentials"
	"github.com/aws/aws-sdk-go-v2/service/sesv2"
)

// Variables that locate the services.
const (
	MotoVar    = "EXPLORER_TEST_MOTO_ENDPOINT" // set by scripts/services/moto.sh
	MailpitVar = "EXPLORER_TEST_MAILPIT"       // the mailpit binary; default .cache/bin/mailpit
)

func need(t testing.TB, format string, args ...any) {
	t.Helper()
	testenv.Missing(t, fmt.Sprintf(format, args...))
}

// MailpitServer is one running mailpit.
type MailpitServer struct {
	SMTPURL string // smtp://127.0.0.1:PORT
	API     string // http://127.0.0.1:PORT
}

// Mailpit starts mailpit on two free loopback ports, stopped at the end of
// the test.
func Mailpit(t testing.TB) *MailpitServer {
	t.Helper()
	bin := os.Getenv(MailpitVar)
	if bin == "" {
		bin = testenv.Cache(t, "bin", "mailpit")
	}
	if _, err := os.Stat(bin); err != nil {
		need(t, "mailpit not found at %s; run scripts/install/mailpit.sh (or set %s)", bin, MailpitVar)
	}
	dir := t.TempDir()
	var lastErr error
	for attempt := 0; attempt < 5; attempt++ {
		smtpPort, httpPort := freePort(t), freePort(t)
		ctx, cancel := context.WithCancel(context.Background())
		cmd := exec.CommandContext(ctx, bin, "--disable-version-check",
			"--smtp", "127.0.0.1:"+smtpPort, "--listen", "127.0.0.1:"+httpPort,
			"--database", filepath.Join(dir, fmt.Sprintf("mailpit-%d.db", attempt)))
		var log bytes.Buffer
		cmd.Stdout, cmd.Stderr = &log, &log
		if err := cmd.Start(); err != nil {
			cancel()
			t.Fatalf("start mailpit: %v", err)
		}
		exited := make(chan struct{})
		go func() { cmd.Wait(); close(exited) }()
		stop := func() { cancel(); <-exited }
		mp := &MailpitServer{SMTPURL: "smtp://127.0.0.1:" + smtpPort, API: "http://127.0.0.1:" + httpPort}
		if err := mp.waitReady(exited, smtpPort); err != nil {
			stop()
			lastErr = fmt.Errorf("%w; log:\n%s", err, log.String())
			continue
		}
		t.Cleanup(stop)
		return mp
	}
	t.Fatalf("mailpit did not start: %v", lastErr)
	return nil
}

func (mp *MailpitServer) waitReady(exited <-chan struct{}, smtpPort string) error {
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		select {
		case <-exited:
			return fmt.Errorf("mailpit exited")
		default:
		}
		resp, err := http.Get(mp.API + "/api/v1/info")
		if err == nil {
			resp.Body.Close()
			if c, err := net.DialTimeout("tcp", "127.0.0.1:"+smtpPort, time.Second); err == nil {
				c.Close()
				if resp.StatusCode == http.StatusOK {
					return nil
				}
			}
		}
		time.Sleep(50 * time.Millisecond)
	}
	return fmt.Errorf("mailpit did not answer within 15 s")
}

func freePort(t testing.TB) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	_, port, _ := net.SplitHostPort(l.Addr().String())
	return port
}

// Messages returns the raw messages mailpit received for the address to,
// oldest first.
func (mp *MailpitServer) Messages(t testing.TB, to string) [][]byte {
	t.Helper()
	var list struct {
		Messages []struct {
			ID string `json:"ID"`
			To []struct {
				Address string `json:"Address"`
			} `json:"To"`
		} `json:"messages"`
	}
	getJSON(t, mp.API+"/api/v1/messages?limit=500", &list)
	var out [][]byte
	for i := len(list.Messages) - 1; i >= 0; i-- {
		m := list.Messages[i]
		for _, a := range m.To {
			if strings.EqualFold(a.Address, to) {
				out = append(out, get(t, mp.API+"/api/v1/message/"+url.PathEscape(m.ID)+"/raw"))
				break
			}
		}
	}
	return out
}

// MotoServer is the moto server that scripts/test.sh started.
type MotoServer struct {
	Endpoint string
}

// Moto returns the running moto server.
func Moto(t testing.TB) *MotoServer {
	t.Helper()
	ep := os.Getenv(MotoVar)
	if ep == "" {
		need(t, "%s is unset; make test starts moto (scripts/services/moto.sh)", MotoVar)
	}
	return &MotoServer{Endpoint: ep}
}

// AWSConfig is a configuration with static test credentials in us-east-1.
func (m *MotoServer) AWSConfig() aws.Config {
	return aws.Config{
		Region:      "us-east-1",
		Credentials: credentials.NewStaticCredentialsProvider("test", "test", ""),
	}
}

// VerifySender makes address a verified SES identity, as SES needs before
// it sends from it.
func (m *MotoServer) VerifySender(t testing.TB, address string) {
	t.Helper()
	client := sesv2.NewFromConfig(m.AWSConfig(), func(o *sesv2.Options) { o.BaseEndpoint = aws.String(m.Endpoint) })
	if _, err := client.CreateEmailIdentity(t.Context(), &sesv2.CreateEmailIdentityInput{EmailIdentity: aws.String(address)}); err != nil {
		t.Fatalf("verify %s in moto: %v", address, err)
	}
}

// data fetches moto's model dump: service → model → instances.
func (m *MotoServer) data(t testing.TB) map[string]map[string][]json.RawMessage {
	t.Helper()
	var out map[string]map[string][]json.RawMessage
	getJSON(t, m.Endpoint+"/moto-api/data.json", &out)
	return out
}

// SentEmails returns the raw messages SES (v1 or v2) sent to the address
// to, oldest first.
func (m *MotoServer) SentEmails(t testing.TB, to string) [][]byte {
	t.Helper()
	var out [][]byte
	for _, raw := range m.data(t)["ses"]["RawMessage"] {
		var msg struct {
			Destinations []string `json:"destinations"`
			RawData      string   `json:"raw_data"`
		}
		if err := json.Unmarshal(raw, &msg); err != nil {
			t.Fatal(err)
		}
		for _, d := range msg.Destinations {
			if a, err := mail.ParseAddress(d); err == nil && strings.EqualFold(a.Address, to) {
				out = append(out, []byte(msg.RawData))
				break
			}
		}
	}
	return out
}

// ArchivedEvents returns the events an EventBridge archive holds, as
// EventBridge delivers them ({"source", "detail-type", "detail", …}).
func (m *MotoServer) ArchivedEvents(t testing.TB, archive string) []map[string]any {
	t.Helper()
	for _, raw := range m.data(t)["events"]["Archive"] {
		var a struct {
			Name   string           `json:"name"`
			Events []map[string]any `json:"events"`
		}
		if err := json.Unmarshal(raw, &a); err != nil {
			t.Fatal(err)
		}
		if a.Name == archive {
			return a.Events
		}
	}
	t.Fatalf("moto has no archive %q", archive)
	return nil
}

func get(t testing.TB, u string) []byte {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	req, _ := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("GET %s: %d %v: %.300s", u, resp.StatusCode, err, b)
	}
	return b
}

func getJSON(t testing.TB, u string, v any) {
	t.Helper()
	if err := json.Unmarshal(get(t, u), v); err != nil {
		t.Fatalf("GET %s: %v", u, err)
	}
}

// Email is a received message, decoded.
type Email struct {
	Header     mail.Header
	Subject    string // decoded
	Text, HTML string // decoded parts, with \n line endings
}

// Parse decodes a multipart/alternative message as notify renders it and
// fails the test when it is not one.
func Parse(t testing.TB, raw []byte) Email {
	t.Helper()
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("not an RFC 5322 message: %v", err)
	}
	e := Email{Header: msg.Header}
	if e.Subject, err = new(mime.WordDecoder).DecodeHeader(msg.Header.Get("Subject")); err != nil {
		t.Fatalf("subject: %v", err)
	}
	mt, params, err := mime.ParseMediaType(msg.Header.Get("Content-Type"))
	if err != nil || mt != "multipart/alternative" {
		t.Fatalf("Content-Type %q, want multipart/alternative", msg.Header.Get("Content-Type"))
	}
	mr := multipart.NewReader(msg.Body, params["boundary"])
	for {
		p, err := mr.NextPart()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatalf("parts: %v", err)
		}
		body, err := io.ReadAll(p) // multipart decodes quoted-printable
		if err != nil {
			t.Fatal(err)
		}
		text := strings.ReplaceAll(string(body), "\r\n", "\n")
		switch ct := p.Header.Get("Content-Type"); ct {
		case "text/plain; charset=utf-8":
			e.Text = text
		case "text/html; charset=utf-8":
			e.HTML = text
		default:
			t.Fatalf("unexpected part %q", ct)
		}
	}
	if e.Text == "" || e.HTML == "" {
		t.Fatalf("a part is missing: text %d bytes, html %d bytes", len(e.Text), len(e.HTML))
	}
	return e
}
