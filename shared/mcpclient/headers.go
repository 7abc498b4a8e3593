package mcpclient

import (
	"encoding/base64"
	"strings"
)

// nameHeader is the Mcp-Name value a 2026-07-28 request carries for
// tools/call, resources/read and prompts/get (SEP-2243 standard headers):
// the tool or prompt name, or the resource URI, base64-wrapped when it is
// not plain visible ASCII. ok is false for other methods.
func nameHeader(method string, params any) (value string, ok bool) {
	p, _ := params.(map[string]any)
	var name string
	switch method {
	case "resources/read":
		name, ok = p["uri"].(string)
	case "tools/call", "prompts/get":
		name, ok = p["name"].(string)
	}
	if !ok {
		return "", false
	}
	const prefix, suffix = "=?base64?", "?="
	plain := !strings.HasPrefix(name, " ") && !strings.HasSuffix(name, " ") &&
		!strings.HasPrefix(name, "\t") && !strings.HasSuffix(name, "\t") &&
		!(strings.HasPrefix(name, prefix) && strings.HasSuffix(name, suffix))
	for i := 0; plain && i < len(name); i++ {
		plain = name[i] >= 0x20 && name[i] <= 0x7e
	}
	if plain {
		return name, true
	}
	return prefix + base64.StdEncoding.EncodeToString([]byte(name)) + suffix, true
}
