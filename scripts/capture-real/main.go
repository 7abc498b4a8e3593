// Command capture-real starts one MCP server over stdio, asks it for its
// tools and writes its tools/list response, pretty-printed, to a file: the
// real captures in shared/analysis/testdata/real.
//
// Usage:
//
//	go run ./scripts/capture-real -o out.json [-timeout 60s] -- command [arg...]
//
// It sends initialize (protocolVersion 2025-06-18), then
// notifications/initialized, then tools/list with id 2, following nextCursor
// for at most 50 pages (ids 2, 3, ...). One page is written as the server
// sent it; several are written as one response whose result holds every
// page's tools, in order. Lines on stdout that are not JSON are ignored; a
// server's roots/list request is answered with no roots and any other request
// with a JSON-RPC error. The server's stderr goes to ours. The file is written
// only when the capture succeeds.
//
// It does not isolate the server: scripts/capture-real-tools.sh builds it and
// runs it for each server of shared/analysis/testdata/real/servers.tsv inside
// a network namespace that has only loopback.
package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"sync"
	"syscall"
	"time"
)

const maxPages = 50

// message is any JSON-RPC message, as far as the capture needs it.
type message struct {
	ID     json.RawMessage `json:"id,omitempty"`
	Method string          `json:"method,omitempty"`
	Result json.RawMessage `json:"result,omitempty"`
	Error  json.RawMessage `json:"error,omitempty"`
}

// server is a running MCP server: requests go to its stdin, and responses
// to our requests come back on responses.
type server struct {
	cmd       *exec.Cmd
	mu        sync.Mutex // serialises writes to stdin
	stdin     io.WriteCloser
	responses chan response
	nextID    int
}

type response struct {
	raw []byte
	msg message
}

func main() {
	out := flag.String("o", "", "file to write the tools/list response to")
	timeout := flag.Duration("timeout", 60*time.Second, "time for the whole capture")
	flag.Parse()
	if *out == "" || flag.NArg() == 0 {
		fmt.Fprintln(os.Stderr, "usage: capture-real -o out.json [-timeout 60s] -- command [arg...]")
		os.Exit(2)
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	n, err := capture(ctx, *out, flag.Args())
	if err != nil {
		fmt.Fprintf(os.Stderr, "capture-real: %s: %v\n", *out, err)
		os.Exit(1)
	}
	fmt.Printf("%s: %d tools\n", *out, n)
}

// capture runs the server, lists its tools and writes them to out; it
// returns the number of tools.
func capture(ctx context.Context, out string, argv []string) (int, error) {
	s, err := start(argv)
	if err != nil {
		return 0, err
	}
	defer s.stop()

	initResp, err := s.call(ctx, "initialize", map[string]any{
		"protocolVersion": "2025-06-18",
		"capabilities":    map[string]any{},
		"clientInfo":      map[string]any{"name": "mcp-explorer-capture", "version": "1"},
	})
	if err != nil {
		return 0, fmt.Errorf("initialize: %w", err)
	}
	var info struct {
		ProtocolVersion string `json:"protocolVersion"`
		ServerInfo      struct{ Name, Version string }
	}
	_ = json.Unmarshal(initResp.msg.Result, &info)
	fmt.Fprintf(os.Stderr, "capture-real: server %s %s, protocol %s\n",
		info.ServerInfo.Name, info.ServerInfo.Version, info.ProtocolVersion)
	if err := s.send(map[string]any{"jsonrpc": "2.0", "method": "notifications/initialized"}); err != nil {
		return 0, err
	}

	var pages []response
	var tools []json.RawMessage
	var params map[string]any
	for len(pages) < maxPages {
		page, err := s.call(ctx, "tools/list", params)
		if err != nil {
			return 0, fmt.Errorf("tools/list: %w", err)
		}
		var result struct {
			Tools      []json.RawMessage `json:"tools"`
			NextCursor string            `json:"nextCursor"`
		}
		if err := json.Unmarshal(page.msg.Result, &result); err != nil {
			return 0, fmt.Errorf("tools/list result: %w", err)
		}
		pages = append(pages, page)
		tools = append(tools, result.Tools...)
		if result.NextCursor == "" {
			break
		}
		params = map[string]any{"cursor": result.NextCursor}
	}

	raw := pages[0].raw
	if len(pages) > 1 {
		fmt.Fprintf(os.Stderr, "capture-real: %d pages concatenated\n", len(pages))
		raw = []byte(`{"result":{"tools":[`)
		for i, t := range tools {
			if i > 0 {
				raw = append(raw, ',')
			}
			raw = append(raw, t...)
		}
		raw = append(raw, `]},"jsonrpc":"2.0","id":2}`...)
	}
	var buf bytes.Buffer
	if err := json.Indent(&buf, raw, "", "  "); err != nil {
		return 0, err
	}
	buf.WriteByte('\n')
	tmp := out + ".tmp"
	if err := os.WriteFile(tmp, buf.Bytes(), 0o644); err != nil {
		return 0, err
	}
	return len(tools), os.Rename(tmp, out)
}

// start runs argv in its own process group, so that stop also ends the
// processes it starts.
func start(argv []string) (*server, error) {
	cmd := exec.Command(argv[0], argv[1:]...)
	cmd.Stderr = os.Stderr
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
	stdin, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	stdout, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &server{cmd: cmd, stdin: stdin, responses: make(chan response, 16), nextID: 1}
	go s.read(stdout)
	return s, nil
}

// read handles every line the server writes, until it closes stdout.
func (s *server) read(stdout io.Reader) {
	defer close(s.responses)
	r := bufio.NewReader(stdout)
	for {
		line, err := r.ReadBytes('\n')
		line = bytes.TrimSpace(line)
		var msg message
		switch {
		case len(line) == 0:
		case line[0] != '{' || json.Unmarshal(line, &msg) != nil:
			fmt.Fprintf(os.Stderr, "capture-real: ignored a non-JSON line of %d bytes\n", len(line))
		case msg.Method != "" && msg.ID != nil:
			s.answer(msg)
		case msg.Method != "":
			// A notification from the server: nothing to do.
		default:
			s.responses <- response{raw: line, msg: msg}
		}
		if err != nil {
			return
		}
	}
}

// answer replies to a request from the server.
func (s *server) answer(req message) {
	reply := map[string]any{"jsonrpc": "2.0", "id": req.ID}
	if req.Method == "roots/list" {
		reply["result"] = map[string]any{"roots": []any{}}
	} else {
		reply["error"] = map[string]any{"code": -32601, "message": "method not found: " + req.Method}
	}
	if err := s.send(reply); err != nil {
		fmt.Fprintf(os.Stderr, "capture-real: answering %s: %v\n", req.Method, err)
	}
}

// call sends a request and waits for its response.
func (s *server) call(ctx context.Context, method string, params map[string]any) (response, error) {
	id := s.nextID
	s.nextID++
	req := map[string]any{"jsonrpc": "2.0", "id": id, "method": method}
	if params != nil {
		req["params"] = params
	}
	if err := s.send(req); err != nil {
		return response{}, err
	}
	for {
		select {
		case <-ctx.Done():
			return response{}, ctx.Err()
		case resp, ok := <-s.responses:
			if !ok {
				return response{}, errors.New("server closed stdout")
			}
			if string(resp.msg.ID) != strconv.Itoa(id) {
				continue
			}
			if resp.msg.Error != nil {
				return response{}, fmt.Errorf("error response %s", resp.msg.Error)
			}
			return resp, nil
		}
	}
}

// send writes one message as a line on the server's stdin.
func (s *server) send(msg any) error {
	b, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	_, err = s.stdin.Write(append(b, '\n'))
	return err
}

// stop closes the server's stdin, gives it a moment to exit and then kills
// its process group.
func (s *server) stop() {
	s.stdin.Close()
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(2 * time.Second):
	}
	syscall.Kill(-s.cmd.Process.Pid, syscall.SIGKILL)
	<-done
}
