package web

import (
	"encoding/json"
	"fmt"

	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
)

// The page renders a result only from its presentation blocks, decoded from
// the same JSON the API sends, so the page and the API cannot drift apart.
// docs/presentation.md documents the blocks.

// blockView is one presentation block; exactly one pointer or slice is set,
// by Type. Blocks of unknown types are dropped.
type blockView struct {
	Type        string
	Summary     *summaryView
	Warnings    []string
	Server      *explorer.Server
	Measured    string // the server block's connection.text
	Consistency string // and its connection.probesText
	Tools       []toolRow
	Permissions *permissionsView
	Changes     *changesView
	Resources   []resourceRow
	Prompts     []promptRow
	Apps        []appRow
	Registry    []explorer.RegistryServer
	Directory   *directoryView
}

// changesView is the changes block: the envelope's changes and what each
// change means.
type changesView struct {
	explorer.Changes
	Classified []driftView `json:"classified"`
}

type driftView struct {
	Tool     string `json:"tool"`
	Rule     string `json:"rule"`
	Severity string `json:"severity"`
	Title    string `json:"title"`
	Message  string `json:"message"`
	Href     string `json:"href"`
}

// appRow is one row of the MCP Apps block.
type appRow struct {
	Tool        string      `json:"tool"`
	Risk        string      `json:"risk"`
	ResourceURI string      `json:"resourceUri"`
	Visibility  []string    `json:"visibility"`
	Reach       []string    `json:"reach"`
	Issues      []issueView `json:"issues"`
}

type summaryView struct {
	Text       string         `json:"text"`
	Mode       string         `json:"mode"`
	ToolCount  int            `json:"toolCount"`
	RiskCounts map[string]int `json:"riskCounts"`
}

// riskLevels is the display order of risk levels.
var riskLevels = []string{"high", "medium", "low"}

type riskCount struct {
	Level string
	N     int
}

// Counts lists the risk counts in display order.
func (s summaryView) Counts() []riskCount {
	out := make([]riskCount, len(riskLevels))
	for i, l := range riskLevels {
		out[i] = riskCount{l, s.RiskCounts[l]}
	}
	return out
}

type issueView struct {
	Rule    string `json:"rule"`
	Message string `json:"message"`
	Href    string `json:"href"`
}

type resourceRow struct {
	URI      string      `json:"uri"`
	Name     string      `json:"name"`
	MimeType *string     `json:"mimeType"`
	Issues   []issueView `json:"issues"`
}

type promptRow struct {
	Name        string      `json:"name"`
	Description *string     `json:"description"`
	Issues      []issueView `json:"issues"`
}

type hintView struct {
	Name  string // readOnlyHint, …
	Value string // "true", "false" or "not sent"
	State string // "true", "false" or "unset", for styling
}

type toolRow struct {
	Name         string               `json:"name"`
	Title        *string              `json:"title"`
	Description  string               `json:"description"`
	Risk         string               `json:"risk"`
	Capabilities []string             `json:"capabilities"`
	Annotations  analysis.Hints       `json:"annotations"`
	Issues       []issueView          `json:"issues"`
	Schema       analysis.SchemaStats `json:"schema"`
	Fingerprint  string               `json:"fingerprint"`
}

// Hints lists the four behaviour hints in spec order.
func (t toolRow) Hints() []hintView {
	a := t.Annotations
	return []hintView{hint("readOnlyHint", a.ReadOnlyHint), hint("destructiveHint", a.DestructiveHint),
		hint("idempotentHint", a.IdempotentHint), hint("openWorldHint", a.OpenWorldHint)}
}

func hint(name string, v *bool) hintView {
	switch {
	case v == nil:
		return hintView{name, "not sent", "unset"}
	case *v:
		return hintView{name, "true", "true"}
	}
	return hintView{name, "false", "false"}
}

type permissionsView struct {
	Capabilities []string `json:"capabilities"`
	Rows         []struct {
		Tool  string `json:"tool"`
		Risk  string `json:"risk"`
		Cells []bool `json:"cells"`
	} `json:"rows"`
}

// blocksOf decodes the presentation blocks of an envelope.
func blocksOf(blocks []explorer.Block) ([]blockView, error) {
	out := make([]blockView, 0, len(blocks))
	for _, b := range blocks {
		item, err := json.Marshal(b)
		if err != nil {
			return nil, err
		}
		v, err := decodeBlock(item)
		if err != nil {
			return nil, err
		}
		if v.Type != "" {
			out = append(out, v)
		}
	}
	return out, nil
}

func decodeBlock(raw json.RawMessage) (blockView, error) {
	var head struct {
		Type   string           `json:"type"`
		Items  json.RawMessage  `json:"items"`
		Server *explorer.Server `json:"server"`
		Rows   json.RawMessage  `json:"rows"`
		Conn   *struct {
			Text       string `json:"text"`
			ProbesText string `json:"probesText"`
		} `json:"connection"`
	}
	if err := json.Unmarshal(raw, &head); err != nil {
		return blockView{}, err
	}
	v := blockView{Type: head.Type}
	var err error
	switch head.Type {
	case "summary":
		v.Summary = new(summaryView)
		err = json.Unmarshal(raw, v.Summary)
	case "warnings":
		err = json.Unmarshal(head.Items, &v.Warnings)
	case "server":
		if head.Server == nil {
			return blockView{}, fmt.Errorf("server block without server")
		}
		v.Server = head.Server
		if head.Conn != nil {
			v.Measured, v.Consistency = head.Conn.Text, head.Conn.ProbesText
		}
	case "tools":
		err = json.Unmarshal(head.Rows, &v.Tools)
	case "permissions":
		v.Permissions = new(permissionsView)
		err = json.Unmarshal(raw, v.Permissions)
	case "changes":
		v.Changes = new(changesView)
		err = json.Unmarshal(raw, v.Changes)
	case "resources":
		err = json.Unmarshal(head.Items, &v.Resources)
	case "prompts":
		err = json.Unmarshal(head.Items, &v.Prompts)
	case "registry":
		err = json.Unmarshal(head.Items, &v.Registry)
	case "directory":
		v.Directory = new(directoryView)
		err = json.Unmarshal(raw, v.Directory)
	case "apps":
		err = json.Unmarshal(head.Rows, &v.Apps)
	default:
		return blockView{}, nil // unknown types are ignored, as the contract asks
	}
	if err != nil {
		return blockView{}, fmt.Errorf("presentation block %q: %w", head.Type, err)
	}
	return v, nil
}

// directoryView is the directory-readiness checklist block.
type directoryView struct {
	Pass   bool `json:"pass"`
	Failed int  `json:"failed"`
	Tools  []struct {
		Name  string `json:"name"`
		Pass  bool   `json:"pass"`
		Items []struct {
			Rule   string `json:"rule"`
			Pass   bool   `json:"pass"`
			Detail string `json:"detail"`
			Href   string `json:"href"`
		} `json:"items"`
	} `json:"tools"`
}
