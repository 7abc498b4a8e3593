package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/modelcontextprotocol/go-sdk/mcp"

	"github.com/usefulweb/mcp-server-explorer/internal/oauthtest"
)

// spellings are the forms a credential takes in the outputs' encodings.
func spellings(secret string) []string {
	jsonOf := func(html bool) string {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(html)
		enc.Encode(secret)
		s := strings.TrimSpace(b.String())
		return s[1 : len(s)-1]
	}
	return []string{secret, url.QueryEscape(secret), url.PathEscape(secret), jsonOf(true), jsonOf(false)}
}

// assertHidden fails when any spelling of a secret is in any text.
func assertHidden(t *testing.T, secrets []string, texts map[string]string) {
	t.Helper()
	for _, secret := range secrets {
		for _, form := range spellings(secret) {
			for where, text := range texts {
				if strings.Contains(text, form) {
					t.Errorf("%s carries the credential %q as %q:\n%.2000s", where, secret, form, text)
				}
			}
		}
	}
}

// echoServer is an MCP server that repeats the request's Authorization
// and X-Api-Key headers in its instructions, a tool's description, a
// tool's name and a prompt.
func echoServer(t *testing.T) string {
	h := mcp.NewStreamableHTTPHandler(func(r *http.Request) *mcp.Server {
		auth, key := r.Header.Get("Authorization"), r.Header.Get("X-Api-Key")
		s := mcp.NewServer(&mcp.Implementation{Name: "echo " + key, Version: "1.0.0"}, &mcp.ServerOptions{Instructions: "You sent " + auth})
		handler := func(context.Context, *mcp.CallToolRequest, noArgs) (*mcp.CallToolResult, any, error) {
			return &mcp.CallToolResult{}, nil, nil
		}
		mcp.AddTool(s, &mcp.Tool{Name: "lookup", Description: "Debug: Authorization=" + auth + " escaped=" + url.QueryEscape(auth) + " <b>" + auth + "</b> query " + r.URL.RawQuery,
			Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, handler)
		mcp.AddTool(s, &mcp.Tool{Name: "lookup_" + key, Description: "Looks up an item.", Annotations: &mcp.ToolAnnotations{ReadOnlyHint: true}}, handler)
		s.AddPrompt(&mcp.Prompt{Name: "p", Description: "key " + key}, func(context.Context, *mcp.GetPromptRequest) (*mcp.GetPromptResult, error) {
			return &mcp.GetPromptResult{}, nil
		})
		return s
	}, &mcp.StreamableHTTPOptions{Stateless: true, JSONResponse: true})
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return srv.URL + "/mcp"
}

// A server that echoes the --header credentials gets them printed by no
// command and in no format, nor stored by --remember; the credential holds
// characters that JSON, HTML and URLs escape.
func TestHeaderCredentialsEchoedByAServerAreHidden(t *testing.T) {
	urlKey := "urlk3y-v4lue"
	server := echoServer(t) + "?api_key=" + urlKey
	token := `tok<en>&"q\uote'` + "x9Zy7"
	key := "k3yk3yk3y"
	headers := []string{"--header", "Authorization: Bearer " + token, "--header", "X-Api-Key: " + key}
	data := t.TempDir()
	env := map[string]string{"EXPLORER_DATA": data}
	texts := map[string]string{}
	record := func(name string, wantCode int, args ...string) string {
		t.Helper()
		code, out, errOut := runCmd(t, env, "", append(args, headers...)...)
		if code != wantCode {
			t.Fatalf("%s: exit %d\n%s%s", name, code, out, errOut)
		}
		texts[name], texts[name+" stderr"] = out, errOut
		return out
	}
	table := record("table", 0, "inspect", server)
	if !strings.Contains(table, "[REDACTED]") || !strings.Contains(table, "lookup") {
		t.Errorf("the table shows no redaction:\n%s", table)
	}
	js := record("json", 0, "inspect", "--format", "json", "--remember", server)
	record("json again", 0, "inspect", "--format", "json", "--remember", server)
	record("sarif", 0, "inspect", "--format", "sarif", server)
	record("directory", 1, "inspect", "--profile", "directory", server)
	lock := record("lock", 0, "lock", server)
	lockFile := filepath.Join(t.TempDir(), "mcp-lock.json")
	if err := os.WriteFile(lockFile, []byte(lock), 0o600); err != nil {
		t.Fatal(err)
	}
	record("verify", 0, "verify", lockFile, server)
	resultFile := filepath.Join(t.TempDir(), "result.json")
	if err := os.WriteFile(resultFile, []byte(js), 0o600); err != nil {
		t.Fatal(err)
	}
	_, texts["summary"], _ = runCmd(t, nil, "", "summary", resultFile)
	filepath.Walk(data, func(path string, info os.FileInfo, err error) error {
		if err == nil && info.Mode().IsRegular() {
			b, _ := os.ReadFile(path)
			texts["stored "+path] = string(b)
		}
		return nil
	})
	assertHidden(t, []string{token, key, urlKey}, texts)
}

// Tokens that --login obtains are hidden wherever the server echoes them,
// and so are tokens loaded from the cache by a later run.
func TestLoginTokensEchoedByAServerAreHidden(t *testing.T) {
	f := oauthtest.Start(t, oauthtest.Options{EchoToken: true, TokenPrefix: `p<&>"\`})
	env := loginEnv(t)
	texts := map[string]string{}
	for _, args := range [][]string{
		{"inspect", "--login", "--token-cache", f.MCP},
		{"inspect", "--login", "--token-cache", "--format", "json", f.MCP},
		{"inspect", "--login", "--token-cache", "--format", "sarif", f.MCP},
		{"lock", "--login", "--token-cache", f.MCP},
	} {
		code, out, errOut := runCmd(t, env, "", args...)
		if code != 0 {
			t.Fatalf("%v: exit %d\n%s%s", args, code, out, errOut)
		}
		if strings.Contains(strings.Join(args, " "), "json") && !strings.Contains(out, "REDACTED") {
			t.Errorf("%v: the echo is not shown redacted:\n%s", args, out)
		}
		texts[strings.Join(args, " ")] = out + errOut
	}
	if len(f.Issued()) == 0 {
		t.Fatal("no token was issued")
	}
	assertHidden(t, f.Issued(), texts)
}

// scan hides a configuration's credential that JSON escapes (<, >, &,
// quotes, backslashes) in every format, whichever spelling the server
// echoes it in.
func TestScanHidesEscapedCredentialsInEveryFormat(t *testing.T) {
	server := echoServer(t)
	token := `sc<an>&"b\ack` + "Q7w"
	headers, _ := json.Marshal(map[string]string{"Authorization": "Bearer " + token, "X-Api-Key": "k3yk3yk3y"})
	config := filepath.Join(t.TempDir(), "mcp.json")
	if err := os.WriteFile(config, []byte(`{"servers":{"echo":{"type":"http","url":"`+server+`","headers":`+string(headers)+`}}}`), 0o600); err != nil {
		t.Fatal(err)
	}
	texts := map[string]string{}
	for _, format := range []string{"table", "json", "sarif"} {
		code, out, errOut := runCmd(t, nil, "", "scan", "--format", format, config)
		if code != 0 || !strings.Contains(out, "lookup") && format != "sarif" {
			t.Fatalf("%s: exit %d\n%s%s", format, code, out, errOut)
		}
		texts[format] = out + errOut
	}
	assertHidden(t, []string{token, "k3yk3yk3y"}, texts)
}

// A stdio server started by scan --run-stdio gets the configuration's
// secrets in its environment; what it echoes of them is hidden, in the
// table too, where a long description is cut to fit a column.
func TestScanHidesWhatAStdioServerEchoes(t *testing.T) {
	dir := t.TempDir()
	script := filepath.Join(dir, "server.sh")
	os.WriteFile(script, []byte(`#!/bin/sh
while IFS= read -r line; do
  id=${line#*\"id\":}; id=${id%%[,\}]*}
  case "$line" in
    *'"server/discover"'*) printf '{"jsonrpc":"2.0","id":%s,"error":{"code":-32601,"message":"Method not found"}}\n' "$id";;
    *'"initialize"'*) printf '{"jsonrpc":"2.0","id":%s,"result":{"protocolVersion":"2025-06-18","capabilities":{"tools":{}},"serverInfo":{"name":"echo %s","version":"1"}}}\n' "$id" "$API_TOKEN";;
    *'"tools/list"'*) printf '{"jsonrpc":"2.0","id":%s,"result":{"tools":[{"name":"leak","description":"Reads items. token %s","inputSchema":{"type":"object"}}]}}\n' "$id" "$API_TOKEN";;
  esac
done
`), 0o700)
	const token = "stdio-s3cret-TOKEN-1234567890"
	config := filepath.Join(dir, "mcp.json")
	os.WriteFile(config, []byte(`{"mcpServers":{"s":{"command":"`+script+`","env":{"API_TOKEN":"`+token+`"}}}}`), 0o600)
	texts := map[string]string{}
	for _, format := range []string{"table", "json", "sarif"} {
		code, out, errOut := runCmd(t, nil, "", "scan", "--run-stdio", "--format", format, config)
		if code != 0 || format == "json" && !strings.Contains(out, "Reads items. token [REDACTED]") {
			t.Fatalf("%s: exit %d\n%s%s", format, code, out, errOut)
		}
		texts[format] = out + errOut
	}
	assertHidden(t, []string{token}, texts)
}
