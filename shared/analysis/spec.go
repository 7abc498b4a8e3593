package analysis

import "sort"

// addSpecFindings appends each tool's icon (icons.go) and header
// (headers.go) findings to its report, in catalog order. Neither changes
// the tool's risk: they concern how clients show and call it.
func addSpecFindings(reports []ToolReport, tools []Tool, serverURL string) {
	index := catalogIndex()
	for i, t := range tools {
		found := append(IconFindings(t.Icons, serverURL), HeaderFindings(t.InputSchema)...)
		if len(found) == 0 {
			continue
		}
		r := &reports[i]
		for _, f := range found {
			f.Tool = t.Name
			r.Findings = append(r.Findings, f)
		}
		sort.SliceStable(r.Findings, func(a, b int) bool { return index[r.Findings[a].Rule] < index[r.Findings[b].Rule] })
		r.Issues = r.Issues[:0]
		for _, f := range r.Findings {
			r.Issues = append(r.Issues, f.String())
		}
	}
}
