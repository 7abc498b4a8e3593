// Package suppress reads .mcp-explorer.yaml, the list of findings a team has
// reviewed and accepted. Accepted findings stay in reports, marked as
// suppressed with their reason; they are never dropped. [Parse] reads the
// file's "accept" list: each entry a tool (or "*" for every tool), rule ids
// and a reason.
package suppress

import (
	"bytes"
	"fmt"
	"io"
	"os"

	"gopkg.in/yaml.v3"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/sarif"
)

// DefaultFile is read from the working directory when no file is named.
const DefaultFile = ".mcp-explorer.yaml"

// MaxFileBytes bounds a suppression file, which may come from a pull request.
const MaxFileBytes = 1 << 20

type file struct {
	Accept []struct {
		Tool   string   `yaml:"tool"`
		Rules  []string `yaml:"rules"`
		Reason string   `yaml:"reason"`
	} `yaml:"accept"`
}

// Parse validates a suppression file: every entry names a tool, known rule
// ids and a reason.
func Parse(b []byte) ([]sarif.Suppression, error) {
	var f file
	dec := yaml.NewDecoder(bytes.NewReader(b))
	dec.KnownFields(true)
	if err := dec.Decode(&f); err != nil && err.Error() != "EOF" {
		return nil, fmt.Errorf("suppressions: %w", err)
	}
	var out []sarif.Suppression
	for i, a := range f.Accept {
		switch {
		case a.Tool == "":
			return nil, fmt.Errorf("suppressions: accept[%d] needs a tool (a tool name or \"*\")", i)
		case len(a.Rules) == 0:
			return nil, fmt.Errorf("suppressions: accept[%d] needs rules", i)
		case a.Reason == "":
			return nil, fmt.Errorf("suppressions: accept[%d] needs a reason: say why the finding is acceptable", i)
		}
		for _, r := range a.Rules {
			if _, ok := analysis.RuleByID(r); !ok {
				return nil, fmt.Errorf("suppressions: accept[%d]: unknown rule %q (see /v1/rules)", i, r)
			}
			out = append(out, sarif.Suppression{Tool: a.Tool, Rule: r, Reason: a.Reason})
		}
	}
	return out, nil
}

// Load reads path; a missing default file means no suppressions.
func Load(path string) ([]sarif.Suppression, error) {
	name := path
	if name == "" {
		name = DefaultFile
	}
	b, err := readRegular(name)
	if os.IsNotExist(err) && path == "" {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	return Parse(b)
}

// readRegular reads a regular file of at most MaxFileBytes. It looks
// before it opens, so that a link to a pipe or to /dev/zero neither
// blocks nor fills memory.
func readRegular(name string) ([]byte, error) {
	info, err := os.Stat(name)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("suppressions: %s is not a regular file", name)
	}
	f, err := os.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	b, err := io.ReadAll(io.LimitReader(f, MaxFileBytes+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxFileBytes {
		return nil, fmt.Errorf("suppressions: %s is larger than %d bytes", name, MaxFileBytes)
	}
	return b, nil
}
