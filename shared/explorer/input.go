package explorer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/usefulweb/mcp-server-explorer/shared/mcpclient"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/serverurl"
)

// Modes of a calculation.
const (
	ModeConnect  = "connect"
	ModePaste    = "paste"
	ModeRegistry = "registry"
)

// Input limits, from the contract.
const (
	MaxToolsJSONChars = 1_000_000
	MaxSearchChars    = 100
)

// MaxTools is the most tools one check analyses: a paste with more is
// invalid, and connect mode stops listing at it (mcpclient.DefaultMaxItems),
// so it bounds the answer too.
const MaxTools = mcpclient.DefaultMaxItems

// Input is the calculate request (McpServerExplorerInput).
type Input struct {
	Mode      string  `json:"mode"`
	URL       *string `json:"url,omitempty"`
	ToolsJSON *string `json:"toolsJson,omitempty"`
	Search    *string `json:"search,omitempty"`
	Remember  *bool   `json:"remember,omitempty"`
	// Header is sent to the server in connect mode (e.g. Authorization).
	// Only the CLI sets it; the API has no such field.
	Header http.Header `json:"-"`
}

var inputFields = []string{"mode", "url", "toolsJson", "search", "remember"}

// DecodeInput reads a JSON object into an Input, reporting every invalid
// field at once: unknown fields, wrong types, enum, URL format and lengths.
// The address policy is Calculate's: here every address is allowed.
// A body that is not a JSON object at all is a *json.SyntaxError-style error
// for the caller to answer with 400.
func DecodeInput(body []byte) (Input, error) {
	var raw map[string]json.RawMessage
	if err := json.Unmarshal(body, &raw); err != nil {
		return Input{}, err
	}
	var in Input
	var errs []problem.FieldError
	for _, k := range slices.Sorted(maps.Keys(raw)) {
		v := raw[k]
		switch k {
		case "mode":
			if !decodeField(v, &in.Mode) {
				errs = append(errs, problem.FieldError{Field: "mode", Message: "must be a string: connect, paste or registry"})
			}
		case "url":
			if !decodeField(v, &in.URL) {
				errs = append(errs, problem.FieldError{Field: "url", Message: "must be a string holding an absolute http(s) URL"})
			}
		case "toolsJson":
			if !decodeField(v, &in.ToolsJSON) {
				errs = append(errs, problem.FieldError{Field: "toolsJson", Message: "must be a string holding the tools/list JSON (paste it as text, not as an object)"})
			}
		case "search":
			if !decodeField(v, &in.Search) {
				errs = append(errs, problem.FieldError{Field: "search", Message: "must be a string"})
			}
		case "remember":
			if !decodeField(v, &in.Remember) {
				errs = append(errs, problem.FieldError{Field: "remember", Message: "must be true or false"})
			}
		default:
			errs = append(errs, problem.FieldError{Field: k, Message: "unknown field; allowed fields are " + strings.Join(inputFields, ", ")})
		}
	}
	// A field with the wrong type is reported once, not also as missing.
	_, invalid := in.validate(serverurl.Policy{AllowPrivate: true})
	errs = problem.AppendUnreported(errs, invalid)
	if len(errs) > 0 {
		return in, problem.Invalid(errs...)
	}
	return in, nil
}

func decodeField(raw json.RawMessage, dst any) bool {
	if bytes.Equal(bytes.TrimSpace(raw), []byte("null")) {
		return true
	}
	return json.Unmarshal(raw, dst) == nil
}

// validate checks values (not types) and mode-specific requirements, and
// returns the URL vetted under p: in every mode, so that a paste is stored
// under the key a connect check would use, and under the same policy.
func (in Input) validate(p serverurl.Policy) (serverurl.URL, []problem.FieldError) {
	var errs []problem.FieldError
	mode := in.mode()
	if mode != ModeConnect && mode != ModePaste && mode != ModeRegistry {
		errs = append(errs, problem.FieldError{Field: "mode", Message: fmt.Sprintf("must be one of connect, paste, registry (got %q)", in.Mode)})
	}
	var u serverurl.URL
	if in.URL != nil {
		var err error
		if u, err = serverurl.Vet(*in.URL, p); err != nil {
			errs = append(errs, urlField(err))
		}
	}
	if in.ToolsJSON != nil {
		if n := utf8.RuneCountInString(*in.ToolsJSON); n > MaxToolsJSONChars {
			errs = append(errs, problem.FieldError{Field: "toolsJson", Message: fmt.Sprintf("is %d characters long; the limit is %d", n, MaxToolsJSONChars)})
		}
	}
	if in.Search != nil {
		if n := utf8.RuneCountInString(*in.Search); n > MaxSearchChars {
			errs = append(errs, problem.FieldError{Field: "search", Message: fmt.Sprintf("is %d characters long; the limit is %d", n, MaxSearchChars)})
		}
	}
	switch mode {
	case ModePaste:
		if in.ToolsJSON == nil || strings.TrimSpace(*in.ToolsJSON) == "" {
			errs = append(errs, problem.FieldError{Field: "toolsJson", Message: "is required in paste mode: paste the result of tools/list"})
		}
	case ModeConnect:
		if in.URL == nil {
			errs = append(errs, problem.FieldError{Field: "url", Message: "is required in connect mode: the MCP server's endpoint URL"})
		}
	case ModeRegistry:
		if in.Search == nil || strings.TrimSpace(*in.Search) == "" {
			errs = append(errs, problem.FieldError{Field: "search", Message: "is required in registry mode: words to look for in the MCP Registry"})
		}
	}
	return u, errs
}

// urlField is a refused URL as the error on field url.
func urlField(err error) problem.FieldError {
	return problem.FieldError{Field: "url", Message: serverurl.Reason(err)}
}

func (in Input) mode() string {
	if in.Mode == "" {
		return ModeConnect
	}
	return in.Mode
}

func (in Input) remember() bool { return in.Remember == nil || *in.Remember }
