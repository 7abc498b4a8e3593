package notify_test

import (
	"bufio"
	"bytes"
	"errors"
	"log/slog"
	"net"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/usefulweb/mcp-server-explorer/internal/notifytest"
	"github.com/usefulweb/mcp-server-explorer/shared/notify"
)

func TestOutbox(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "outbox")
	var log bytes.Buffer
	box := notify.Outbox{Dir: dir, Logger: slog.New(slog.NewJSONHandler(&log, nil))}
	m := notifytest.SampleMessage()
	if err := box.Send(t.Context(), m); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 1 {
		t.Fatalf("outbox holds %v", files)
	}
	st, _ := os.Stat(files[0])
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode %v, want 0600", st.Mode().Perm())
	}
	raw, _ := os.ReadFile(files[0])
	notifytest.CheckReceived(t, m, [][]byte{raw})
	if !strings.Contains(log.String(), files[0]) || strings.Contains(log.String(), "token=") || strings.Contains(log.String(), m.To) {
		t.Errorf("log should name the file and nothing else: %s", log.String())
	}

	if err := (notify.Outbox{Dir: filepath.Join(files[0], "sub")}).Send(t.Context(), m); !errors.Is(err, notify.ErrNotSent) {
		t.Errorf("unwritable outbox: %v, want ErrNotSent", err)
	}
}

func TestSMTPMailpit(t *testing.T) {
	mp := notifytest.Mailpit(t)
	s, err := notify.NewSMTP(mp.SMTPURL)
	if err != nil {
		t.Fatal(err)
	}
	m := notifytest.SampleMessage()
	m.To = notifytest.UniqueAddress(t)
	if err := s.Send(t.Context(), m); err != nil {
		t.Fatal(err)
	}
	notifytest.CheckReceived(t, m, mp.Messages(t, m.To))
}

func TestNewSMTP(t *testing.T) {
	for raw, ok := range map[string]bool{
		"smtp://127.0.0.1:1025":                  true,
		"smtp://mail.example.com":                true,
		"smtps://user:secret@mail.example.com":   true,
		"smtp://127.0.0.1:1025/":                 true,
		"http://127.0.0.1:1025":                  false,
		"smtp://":                                false,
		"smtp://127.0.0.1:1025/path":             false,
		"smtp://127.0.0.1:1025?tls=off":          false,
		"127.0.0.1:1025":                         false,
		"smtp://user:secret@mail.example.com:25": true,
	} {
		s, err := notify.NewSMTP(raw)
		if (err == nil) != ok {
			t.Errorf("NewSMTP(%q): %v, want ok=%v", raw, err, ok)
		}
		if err == nil && strings.Contains(s.String(), "secret") {
			t.Errorf("String() shows the password: %s", s)
		}
		if err != nil && strings.Contains(err.Error(), "secret") {
			t.Errorf("error shows the password: %v", err)
		}
	}
}

// scriptedSMTP serves one SMTP session that answers final, the reply to
// the end of DATA ("" hangs up instead).
func scriptedSMTP(t *testing.T, final string) string {
	t.Helper()
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { l.Close() })
	go func() {
		c, err := l.Accept()
		if err != nil {
			return
		}
		defer c.Close()
		r := bufio.NewReader(c)
		c.Write([]byte("220 fake ESMTP\r\n"))
		inData := false
		for {
			line, err := r.ReadString('\n')
			if err != nil {
				return
			}
			switch {
			case inData && line == ".\r\n":
				if final == "" {
					return
				}
				c.Write([]byte(final + "\r\n"))
				inData = false
			case inData:
			case strings.HasPrefix(line, "EHLO"):
				c.Write([]byte("250 fake\r\n"))
			case strings.HasPrefix(line, "DATA"):
				c.Write([]byte("354 go ahead\r\n"))
				inData = true
			case strings.HasPrefix(line, "QUIT"):
				c.Write([]byte("221 bye\r\n"))
				return
			default:
				c.Write([]byte("250 ok\r\n"))
			}
		}
	}()
	return "smtp://" + l.Addr().String()
}

func TestSMTPFailures(t *testing.T) {
	closed, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	refused := "smtp://" + closed.Addr().String()
	closed.Close()
	tests := []struct {
		name    string
		url     string
		notSent bool
	}{
		{"connection refused", refused, true},
		{"rejected at the end of DATA", scriptedSMTP(t, "554 5.7.1 rejected"), true},
		{"accepted", scriptedSMTP(t, "250 queued"), false},
		{"hang-up after DATA: unknown", scriptedSMTP(t, ""), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			s, err := notify.NewSMTP(tt.url)
			if err != nil {
				t.Fatal(err)
			}
			err = s.Send(t.Context(), notifytest.SampleMessage())
			if tt.name == "accepted" {
				if err != nil {
					t.Fatal(err)
				}
				return
			}
			if err == nil || errors.Is(err, notify.ErrNotSent) != tt.notSent {
				t.Errorf("err = %v; want an error with ErrNotSent = %v", err, tt.notSent)
			}
		})
	}
}
