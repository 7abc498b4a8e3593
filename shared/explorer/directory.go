package explorer

// directoryBlock is the presentation's directory-readiness checklist;
// docs/presentation.md documents it.
func directoryBlock(res *Result) Block {
	if res.Analysis == nil || len(res.Analysis.Directory) == 0 {
		return nil
	}
	failed := 0
	rows := make([]map[string]any, len(res.Analysis.Directory))
	for i, t := range res.Analysis.Directory {
		items := make([]map[string]any, len(t.Items))
		for j, it := range t.Items {
			if !it.Pass {
				failed++
			}
			items[j] = map[string]any{"rule": it.Rule, "pass": it.Pass, "detail": it.Detail, "href": "/methodology#" + it.Rule}
		}
		rows[i] = map[string]any{"name": t.Name, "pass": t.Pass, "items": items}
	}
	return Block{"type": "directory", "pass": failed == 0, "failed": failed, "tools": rows}
}
