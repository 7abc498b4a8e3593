package notify

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"time"
)

// Outbox writes each message as an .eml file into Dir, readable only by
// its owner, and logs the file's path: the local default when no mail
// server is configured. Open the files with any mail client.
type Outbox struct {
	Dir    string
	Logger *slog.Logger // nil discards
}

// Send implements Mailer.
func (o Outbox) Send(ctx context.Context, m Message) error {
	raw, err := m.Render()
	if err != nil {
		return NotSent(err)
	}
	if err := ctx.Err(); err != nil {
		return NotSent(err)
	}
	if err := os.MkdirAll(o.Dir, 0o700); err != nil {
		return NotSent(fmt.Errorf("notify: outbox: %w", err))
	}
	var b [6]byte
	_, _ = rand.Read(b[:])
	name := time.Now().UTC().Format("20060102T150405.000000000Z") + "-" + hex.EncodeToString(b[:]) + ".eml"
	path := filepath.Join(o.Dir, name)
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, raw, 0o600); err != nil {
		os.Remove(tmp)
		return NotSent(fmt.Errorf("notify: outbox: %w", err))
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return NotSent(fmt.Errorf("notify: outbox: %w", err))
	}
	if o.Logger != nil {
		o.Logger.InfoContext(ctx, "mail written to the outbox", "path", path)
	}
	return nil
}
