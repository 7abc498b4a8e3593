package clientconfig

import (
	"strings"
	"testing"
)

// A project's configuration nested a few million levels deep made the JSON
// and TOML parsers overflow the stack, a fatal error that ended the whole
// scan; a key of a million dotted parts filled gigabytes. Each is refused
// before parsing, including when a comment or string tries to hide the
// brackets from the check.
func TestDeepNestingIsRefusedBeforeParsing(t *testing.T) {
	deep := func(open, close string) string {
		return strings.Repeat(open, 100_000) + strings.Repeat(close, 100_000)
	}
	for name, c := range map[string]struct {
		f    Format
		data string
	}{
		"json array":             {FormatJSON, `{"servers":` + deep("[", "]") + `}`},
		"jsonc object":           {FormatJSONC, `{"servers":{"a":` + deep(`{"a":`, "}") + `}}`},
		"jsonc behind a comment": {FormatJSONC, `{/* " */ "servers":` + deep("[", "]") + `}`},
		"json behind escapes":    {FormatJSON, `{"x":"\\\"","servers":` + deep("[", "]") + `}`},
		"toml array":             {FormatCodex, "[mcp_servers.x]\nargs = " + deep("[", "]") + "\n"},
		"toml inline table":      {FormatCodex, "[mcp_servers.x]\nenv = " + deep("{a=", "}") + "\n"},
		"toml after quotes":      {FormatCodex, "a = \"\"\"x\"\"\"\"\nb = 'it'\nc = '''y'''''\n# \"\nargs = " + deep("[", "]") + "\n"},
		"toml dotted table":      {FormatCodex, "[" + strings.Repeat("a.", 100_000) + "a]\n"},
		"toml dotted key":        {FormatCodex, strings.Repeat("a.", 100_000) + "a = 1\n"},
		"toml key after comment": {FormatCodex, "x = 1 # c\n" + strings.Repeat("a.", 100_000) + "a = 1\n"},
		"toml key after string":  {FormatCodex, "x = \"open\n" + strings.Repeat("a.", 100_000) + "a = 1\n"},
	} {
		_, err := ParseFormat(c.f, []byte(c.data))
		if err == nil || !strings.Contains(err.Error(), "nested more than") && !strings.Contains(err.Error(), "dotted parts") {
			t.Errorf("%s: err = %v, want the nesting refused", name, err)
		}
	}
	// Ordinary nesting, brackets in strings and comments, and dotted
	// numbers in values still parse.
	for name, c := range map[string]struct {
		f    Format
		data string
	}{
		"jsonc": {FormatJSONC, `{"servers":{"a":{"command":"x","args":["]]]]", "/* [[[ */"]}}} // }}}}
`},
		"toml": {FormatCodex, "[mcp_servers.\"a.b\"]\ncommand = \"x\" # ]]]\nargs = [\"[[[\", '''\n]]]''', \"1.2.3.4.5.6\"]\nenv = { V = \"1.5\" }\n"},
	} {
		if servers, err := ParseFormat(c.f, []byte(c.data)); err != nil || len(servers) != 1 {
			t.Errorf("%s: %v, %+v", name, err, servers)
		}
	}
}
