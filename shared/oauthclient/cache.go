package oauthclient

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"net/url"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"golang.org/x/oauth2"
)

// Cache keeps tokens between runs in one JSON file readable only by its
// owner (0600, in a 0700 directory), one entry per authorization-server
// issuer and resource. It holds secrets: access and refresh tokens and a
// registered client's secret.
type Cache struct {
	Path string
	mu   sync.Mutex
}

// DefaultCachePath is tokens.json under configDir/mcp-explorer.
func DefaultCachePath(configDir string) string {
	return filepath.Join(configDir, "mcp-explorer", "tokens.json")
}

type cacheFile struct {
	Tokens []cacheEntry `json:"tokens"`
}

type cacheEntry struct {
	Issuer       string    `json:"issuer"`
	Resource     string    `json:"resource"`
	AccessToken  string    `json:"access_token"`
	TokenType    string    `json:"token_type,omitempty"`
	RefreshToken string    `json:"refresh_token,omitempty"`
	Expiry       time.Time `json:"expiry,omitzero"`
	Scopes       []string  `json:"scopes,omitempty"`
	ClientID     string    `json:"client_id,omitempty"`
	ClientSecret string    `json:"client_secret,omitempty"`
	TokenURL     string    `json:"token_url,omitempty"`
	AuthStyle    int       `json:"auth_style,omitempty"`
	Saved        time.Time `json:"saved"`
}

func (e *cacheEntry) token() *oauth2.Token {
	return &oauth2.Token{AccessToken: e.AccessToken, TokenType: e.TokenType, RefreshToken: e.RefreshToken, Expiry: e.Expiry}
}

func (e *cacheEntry) setToken(t *oauth2.Token) {
	e.AccessToken, e.TokenType, e.RefreshToken, e.Expiry = t.AccessToken, t.TokenType, t.RefreshToken, t.Expiry
}

func (c *Cache) read() (*cacheFile, error) {
	b, err := os.ReadFile(c.Path)
	if errors.Is(err, fs.ErrNotExist) {
		return &cacheFile{}, nil
	}
	if err != nil {
		return nil, err
	}
	var f cacheFile
	if err := json.Unmarshal(b, &f); err != nil {
		return nil, fmt.Errorf("%s is not a token cache: %v", c.Path, err)
	}
	return &f, nil
}

func (c *Cache) write(f *cacheFile) error {
	dir := filepath.Dir(c.Path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	b, err := json.MarshalIndent(f, "", "  ")
	if err != nil {
		return err
	}
	tmp, err := os.CreateTemp(dir, ".tokens-*")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if err := tmp.Chmod(0o600); err != nil {
		tmp.Close()
		return err
	}
	if _, err := tmp.Write(b); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), c.Path)
}

// lookup returns the newest entry for resource, or nil.
func (c *Cache) lookup(resource string) *cacheEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	f, err := c.read()
	if err != nil {
		return nil
	}
	var best *cacheEntry
	for i := range f.Tokens {
		if e := &f.Tokens[i]; e.Resource == resource && (best == nil || e.Saved.After(best.Saved)) {
			best = e
		}
	}
	return best
}

func (c *Cache) store(e cacheEntry) error {
	c.mu.Lock()
	defer c.mu.Unlock()
	f, err := c.read()
	if err != nil {
		return err
	}
	e.Saved = time.Now().UTC()
	f.Tokens = slices.DeleteFunc(f.Tokens, func(x cacheEntry) bool { return x.Issuer == e.Issuer && x.Resource == e.Resource })
	f.Tokens = append(f.Tokens, e)
	return c.write(f)
}

// Clear removes the tokens for resource (every token when resource is "")
// and returns how many were removed.
func (c *Cache) Clear(resource string) (int, error) {
	c.mu.Lock()
	defer c.mu.Unlock()
	f, err := c.read()
	if err != nil {
		return 0, err
	}
	before := len(f.Tokens)
	f.Tokens = slices.DeleteFunc(f.Tokens, func(x cacheEntry) bool { return resource == "" || x.Resource == resource })
	removed := before - len(f.Tokens)
	if removed == 0 {
		return 0, nil
	}
	if len(f.Tokens) == 0 {
		return removed, os.Remove(c.Path)
	}
	return removed, c.write(f)
}

// CanonicalResource is the form the cache keys a server URL by.
func CanonicalResource(serverURL string) (string, error) {
	u, err := url.Parse(serverURL)
	if err != nil || u.Host == "" {
		return "", fmt.Errorf("%q is not an absolute URL", serverURL)
	}
	return canonical(u), nil
}
