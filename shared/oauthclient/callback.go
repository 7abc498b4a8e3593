package oauthclient

import (
	"context"
	"crypto/subtle"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"time"
)

// callback is the loopback redirect listener (RFC 8252 §7.3): 127.0.0.1
// on a random port (or a fixed one, for a client registered with an exact
// redirect URI), one path, the first answer carrying our state wins.
type callback struct {
	redirect string
	srv      *http.Server
	results  chan callbackResult
}

type callbackResult struct {
	code, state, iss, errCode, errDesc string
}

func listenCallback(port int) (*callback, error) {
	ln, err := net.Listen("tcp", net.JoinHostPort("127.0.0.1", strconv.Itoa(port)))
	if err != nil {
		return nil, fmt.Errorf("could not open the loopback redirect listener: %v", err)
	}
	cb := &callback{redirect: "http://" + ln.Addr().String() + "/callback", results: make(chan callbackResult, 1)}
	mux := http.NewServeMux()
	mux.HandleFunc("GET /callback", cb.handle)
	cb.srv = &http.Server{Handler: mux, ReadHeaderTimeout: 10 * time.Second}
	go cb.srv.Serve(ln)
	return cb, nil
}

func (cb *callback) handle(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	res := callbackResult{code: q.Get("code"), state: q.Get("state"), iss: q.Get("iss"), errCode: q.Get("error"), errDesc: q.Get("error_description")}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	select {
	case cb.results <- res:
		fmt.Fprintln(w, "mcp-explorer received the authorization response; you can close this page.")
	default:
		http.Error(w, "mcp-explorer already received an authorization response.", http.StatusConflict)
	}
}

// wait returns the authorization code once a response with state arrives.
// Responses with another state are ignored (anything on this machine can
// reach the port); an error response with our state ends the wait.
func (cb *callback) wait(ctx context.Context, state string) (*callbackResult, error) {
	for {
		select {
		case <-ctx.Done():
			if errors.Is(ctx.Err(), context.DeadlineExceeded) {
				return nil, errors.New("no authorization response arrived before the login timeout")
			}
			return nil, ctx.Err()
		case res := <-cb.results:
			if subtle.ConstantTimeCompare([]byte(res.state), []byte(state)) != 1 {
				continue
			}
			if res.errCode != "" {
				msg := "the authorization server refused: " + clip(res.errCode)
				if res.errDesc != "" {
					msg += " (" + clip(res.errDesc) + ")"
				}
				return nil, errors.New(msg)
			}
			if res.code == "" {
				return nil, errors.New("the authorization response carries no code")
			}
			return &res, nil
		}
	}
}

func (cb *callback) close() {
	ctx, cancel := context.WithTimeout(context.Background(), time.Second)
	defer cancel()
	cb.srv.Shutdown(ctx)
}

// openBrowser starts $BROWSER (its first ':'-separated entry split on
// spaces, "%s" replaced by the URL or the URL appended), else the system's
// opener when there is one. No shell is involved, and the URL is one
// argument. It does not wait; failures only mean the person uses the
// printed URL. authURL must come from browsable.
func openBrowser(browser, authURL string) {
	var argv []string
	if browser != "" {
		entry, _, _ := strings.Cut(browser, ":")
		argv = strings.Fields(entry)
		replaced := false
		for i, a := range argv {
			if strings.Contains(a, "%s") {
				argv[i], replaced = strings.ReplaceAll(a, "%s", authURL), true
			}
		}
		if !replaced {
			argv = append(argv, authURL)
		}
	} else {
		switch runtime.GOOS {
		case "darwin":
			argv = []string{"open", authURL}
		case "windows":
			argv = []string{"rundll32", "url.dll,FileProtocolHandler", authURL}
		default:
			if os.Getenv("DISPLAY") == "" && os.Getenv("WAYLAND_DISPLAY") == "" {
				return // no graphical session: a terminal browser would take over this terminal
			}
			argv = []string{"xdg-open", authURL}
		}
	}
	if len(argv) == 0 {
		return
	}
	path, err := exec.LookPath(argv[0])
	if err != nil {
		return
	}
	cmd := exec.Command(path, argv[1:]...)
	if cmd.Start() == nil {
		go cmd.Wait()
	}
}

// Characters a browsable URL's parts may hold: none that a shell, a
// browser's option parser or a wrapper script (xdg-open, a $BROWSER that
// passes its argument to sh) could take as its own.
var (
	safePath = regexp.MustCompile(`^[A-Za-z0-9\-._~/%]*$`)
	safeHost = regexp.MustCompile(`^([A-Za-z0-9.\-]+|\[[0-9A-Fa-f:.]+\])(:[0-9]+)?$`)
)

// browsable returns the authorization URL as it may be handed to a browser
// command, or why not. The URL is built from the authorization server's
// metadata, so it must be https (or http on loopback), hold no whitespace,
// control or non-ASCII character, no user info or fragment, a host name
// and a path of plain characters only; its query is re-encoded, so every
// parameter reads key=value with anything else percent-encoded (an
// endpoint's "?x&reboot&" becomes "reboot=&x=").
func browsable(authURL string) (string, error) {
	for _, r := range authURL {
		if r <= ' ' || r >= 0x7f {
			return "", errors.New("it holds a space, a control or a non-ASCII character")
		}
	}
	u, err := url.Parse(authURL)
	if err != nil {
		return "", errors.New("it is not a URL")
	}
	switch {
	case u.Scheme != "https" && !(u.Scheme == "http" && loopback(u.Hostname())):
		return "", errors.New("it is neither https nor http on loopback")
	case u.Opaque != "" || u.User != nil || u.Fragment != "" || u.RawFragment != "":
		return "", errors.New("it has user info or a fragment")
	case !safeHost.MatchString(u.Host):
		return "", errors.New("its host is not a plain host name or address")
	case !safePath.MatchString(u.EscapedPath()):
		return "", errors.New("its path holds characters other than letters, digits and -._~/%")
	}
	q, err := url.ParseQuery(u.RawQuery)
	if err != nil {
		return "", errors.New("its query is malformed")
	}
	u.RawQuery, u.ForceQuery = q.Encode(), false
	return u.String(), nil
}
