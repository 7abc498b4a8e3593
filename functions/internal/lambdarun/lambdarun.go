// Package lambdarun builds the Lambda functions for this machine and runs
// each under the Lambda runtime interface emulator (aws-lambda-rie, installed
// by scripts/install/lambda-rie.sh), which starts the bootstrap and serves
// it the Lambda Runtime API as Lambda does. The function tests and the
// cold-start benchmark use it:
//
//	bins, err := lambdarun.Build(ctx, root, dir, "calculate")
//	em, err := lambdarun.Start(ctx, rie, bins["calculate"], []string{"EXPLORER_TABLE=t"})
//	defer em.Stop()
//	res, err := em.Invoke(ctx, "req-1", eventJSON)
package lambdarun

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"sync"
	"syscall"
	"time"
)

// Limits of one emulator run.
const (
	startTimeout  = 10 * time.Second // until the emulator accepts connections
	stopTimeout   = 5 * time.Second  // from SIGTERM to SIGKILL
	maxLogBytes   = 4 << 20          // emulator and function output kept
	maxReplyBytes = 8 << 20          // one invocation's reply; Lambda's limit is 6 MB
)

// Build compiles the functions named (directories under functions/) for
// this machine, the way the Makefile builds them for Lambda, into dir, and
// returns each one's path.
func Build(ctx context.Context, moduleRoot, dir string, names ...string) (map[string]string, error) {
	return BuildFor(ctx, runtime.GOOS, runtime.GOARCH, moduleRoot, dir, names...)
}

// BuildFor is Build for another GOOS and GOARCH, such as linux/arm64, what
// Lambda runs.
func BuildFor(ctx context.Context, goos, goarch, moduleRoot, dir string, names ...string) (map[string]string, error) {
	if len(names) == 0 {
		return nil, errors.New("lambdarun: no function to build")
	}
	args := []string{"build", "-tags", "lambda.norpc", "-trimpath", "-ldflags=-s -w", "-o", dir + string(filepath.Separator)}
	out := map[string]string{}
	for _, n := range names {
		args = append(args, "./functions/"+n)
		out[n] = filepath.Join(dir, filepath.Base(n))
	}
	cmd := exec.CommandContext(ctx, "go", args...)
	cmd.Dir = moduleRoot
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS="+goos, "GOARCH="+goarch)
	if b, err := cmd.CombinedOutput(); err != nil {
		return nil, fmt.Errorf("lambdarun: go build: %w\n%s", err, b)
	}
	return out, nil
}

// Emulator is one aws-lambda-rie process serving one bootstrap. Like a
// Lambda execution environment, it initialises the function on the first
// invocation and reuses it afterwards.
type Emulator struct {
	cmd  *exec.Cmd
	url  string
	logs *logBuffer
	done chan struct{}
}

// Start runs rie with bootstrap on free loopback ports. The function sees
// exactly env plus what the emulator adds (no variable of this process
// leaks in), with HOME in a fresh directory so that no shared AWS
// configuration is read. Stop it with Stop. A port taken between choosing
// and binding it costs a retry, up to three attempts.
func Start(ctx context.Context, rie, bootstrap string, env []string) (*Emulator, error) {
	rie, err := filepath.Abs(rie)
	if err != nil {
		return nil, err
	}
	if bootstrap, err = filepath.Abs(bootstrap); err != nil {
		return nil, err
	}
	for attempt := 1; ; attempt++ {
		e, err := start(ctx, rie, bootstrap, env)
		if !errors.Is(err, errExited) || attempt == 3 {
			return e, err
		}
	}
}

// errExited reports an emulator that exited during startup.
var errExited = errors.New("lambdarun: emulator exited during startup")

func start(ctx context.Context, rie, bootstrap string, env []string) (*Emulator, error) {
	apiPort, err := freePort()
	if err != nil {
		return nil, err
	}
	rapidPort, err := freePort()
	if err != nil {
		return nil, err
	}
	home, err := os.MkdirTemp("", "lambdarun-home-")
	if err != nil {
		return nil, err
	}
	addr := "127.0.0.1:" + strconv.Itoa(apiPort)
	cmd := exec.Command(rie,
		"--runtime-interface-emulator-address", addr,
		"--runtime-api-address", "127.0.0.1:"+strconv.Itoa(rapidPort),
		bootstrap)
	cmd.Dir = filepath.Dir(bootstrap)
	cmd.Env = append([]string{"HOME=" + home, "PATH=/usr/bin:/bin", "LOG_LEVEL=info"}, env...)
	logs := &logBuffer{}
	cmd.Stdout, cmd.Stderr = logs, logs
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	if err := cmd.Start(); err != nil {
		os.RemoveAll(home)
		return nil, fmt.Errorf("lambdarun: start %s: %w", rie, err)
	}
	e := &Emulator{cmd: cmd, url: "http://" + addr + "/2015-03-31/functions/function/invocations", logs: logs, done: make(chan struct{})}
	go func() {
		_ = cmd.Wait()
		os.RemoveAll(home)
		close(e.done)
	}()
	deadline := time.Now().Add(startTimeout)
	for {
		if c, err := net.DialTimeout("tcp", addr, 200*time.Millisecond); err == nil {
			c.Close()
			// The listener may be another process's that took the port;
			// then this emulator fails to bind and exits at once.
			select {
			case <-e.done:
				return nil, fmt.Errorf("%w:\n%s", errExited, logs.String())
			case <-time.After(50 * time.Millisecond):
				return e, nil
			}
		}
		select {
		case <-e.done:
			return nil, fmt.Errorf("%w:\n%s", errExited, logs.String())
		case <-ctx.Done():
			e.Stop()
			return nil, ctx.Err()
		case <-time.After(20 * time.Millisecond):
		}
		if time.Now().After(deadline) {
			e.Stop()
			return nil, fmt.Errorf("lambdarun: emulator not listening on %s after %s:\n%s", addr, startTimeout, logs.String())
		}
	}
}

// Reply is the emulator's answer to one invocation.
type Reply struct {
	Status int    // the emulator's HTTP status: 200 also for function errors
	Body   []byte // the function's response, or Lambda's error object
}

// Invoke sends payload as one invocation with requestID as the Lambda
// request id, and waits for the reply.
func (e *Emulator) Invoke(ctx context.Context, requestID string, payload []byte) (Reply, error) {
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, e.url, bytes.NewReader(payload))
	if err != nil {
		return Reply{}, err
	}
	req.Header.Set("X-Amzn-RequestId", requestID)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return Reply{}, fmt.Errorf("lambdarun: invoke: %w", err)
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, maxReplyBytes+1))
	if err != nil {
		return Reply{}, fmt.Errorf("lambdarun: invoke: %w", err)
	}
	if len(body) > maxReplyBytes {
		return Reply{}, fmt.Errorf("lambdarun: reply over %d bytes", maxReplyBytes)
	}
	return Reply{Status: resp.StatusCode, Body: body}, nil
}

// Logs returns what the emulator and the function printed so far (the
// first 4 MiB): the function's stdout and stderr, the emulator's own log
// and its START, END and REPORT lines.
func (e *Emulator) Logs() string { return e.logs.String() }

// Stop ends the emulator, which ends the function first, and waits for it:
// SIGTERM, then SIGKILL to its process group after 5 s.
func (e *Emulator) Stop() {
	_ = e.cmd.Process.Signal(syscall.SIGTERM)
	select {
	case <-e.done:
	case <-time.After(stopTimeout):
		_ = syscall.Kill(-e.cmd.Process.Pid, syscall.SIGKILL)
		<-e.done
	}
}

// initReport is the emulator's log line at the end of the init phase.
var initReport = regexp.MustCompile(`INIT REPORT\(durationMs: ([0-9.]+)`)

// InitDuration returns the init phase's duration that the emulator logged:
// from starting the bootstrap until the runtime asked for its first event.
// (The "Init Duration" of the emulator's REPORT line is not that: the
// emulator starts init asynchronously and reports only the time to start
// it, well under a millisecond.)
func InitDuration(logs string) (time.Duration, error) {
	m := initReport.FindStringSubmatch(logs)
	if m == nil {
		return 0, errors.New("lambdarun: no INIT REPORT line in the emulator's log")
	}
	ms, err := strconv.ParseFloat(m[1], 64)
	if err != nil {
		return 0, fmt.Errorf("lambdarun: INIT REPORT: %w", err)
	}
	return time.Duration(ms * float64(time.Millisecond)), nil
}

func freePort() (int, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return 0, fmt.Errorf("lambdarun: free port: %w", err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port, nil
}

// logBuffer keeps the first maxLogBytes written to it; safe for concurrent use.
type logBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *logBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	if room := maxLogBytes - b.buf.Len(); room > 0 {
		b.buf.Write(p[:min(len(p), room)])
	}
	return len(p), nil
}

func (b *logBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
