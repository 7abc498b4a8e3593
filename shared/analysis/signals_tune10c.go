package analysis

import (
	"strings"
	"unicode"
)

// roleOnlyGrants reports a sentence whose only elevated role is the one
// asked to grant ("ask an administrator to grant the scope"): the role
// names who grants, not what is granted, so no role is handed out.
func roleOnlyGrants(hits []hit, sg signals) bool {
	if !sg.has[cGrant] {
		return false
	}
	end := sg.start + len(sg.lower)
	grant := sg.start + sg.first[cGrant]
	granter := false
	for _, h := range hits {
		if h.start < sg.start || h.start >= end || h.c != cElevated && h.c != cHighRole {
			continue
		}
		if h.start > grant || h.end > grant {
			return false // a role after the verb is what is granted
		}
		granter = granter || grantingSubject(sg.lower[h.end-sg.start:grant-sg.start])
	}
	return granter
}

// grantingSubject reports the words between a role and a grant verb that
// make the role its subject: nothing, "to" after an ask, or a modal.
func grantingSubject(between string) bool {
	switch strings.TrimSpace(between) {
	case "", "to", "can", "may", "must", "should", "will", "could", "can then", "has to", "needs to":
		return true
	}
	return false
}

// ideographicVariation reports a variation selector of the supplement
// standing alone after a Han ideograph: an ideographic variation sequence
// (葛 U+E0100) that picks a glyph of a name, not one byte of a hidden run.
func ideographicVariation(runes []rune, i int) bool {
	return i > 0 && unicode.Is(unicode.Han, runes[i-1]) && (i+1 == len(runes) || runes[i+1] < 0xE0100 || runes[i+1] > 0xE01EF)
}

// workedExample reports a sentence that gives a value as an example ("e.g.
// DE89 … is a valid test IBAN", "Exemplo detectado: '726d…' corresponde a
// 'rm -rf /'") and asks nothing: no order, no call, no condition, no
// sending. Such a value is shown, not handed to the model to use.
func workedExample(sg signals) bool {
	return sg.in(disclosedExampleSet) && !sg.any(cMust, cCall, cModel, cWhen, cBefore, cEveryTurn, cUrgency, cAuthority, cSend, cRedirect, cInsteadOf, cInclude, cCovert, cTell)
}

// retentionSet marks a data flow disclosed with its limits: how long the
// receiving service keeps the data, or that nothing else leaves.
var retentionSet = newPhraseSet("deleted after", "purged after", "retained for", "kept for", "not stored", "not retained", "nothing else", "never stored",
	"gelöscht nach", "nach 24", "supprimé après", "supprimés après", "eliminado después", "eliminados después", "cancellati dopo", "cancellato dopo", "excluído após", "excluídos após",
	"удаляется через", "удаляются через", "后删除", "後に削除", "후 삭제")

// disclosedFlow reports a flow sentence that states the limits of what it
// sends ("uploaded to api.… for processing and deleted after 24 h;
// nothing else is sent"): a privacy notice of the tool's own service.
func disclosedFlow(lower string) bool { return retentionSet.in(lower) }

// maxSplitProps bounds how many property descriptions a description that
// breaks off is read together with.
const maxSplitProps = 8

// splitFindings reads a description that breaks off ("… exec(urllib.r ",
// "… -> see body") together with each property's description, where the
// rest of a split instruction can sit: each part alone asks nothing whole.
func splitFindings(t Tool, schema any, ctx scanContext) []finding {
	desc := t.description()
	if !brokenOff(desc) && !pointsOn(desc) {
		return nil
	}
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	head := ClipBytes(strings.TrimSpace(desc), maxTurnedBytes/2)
	for i, name := range sortedKeys(props) {
		if i == maxSplitProps {
			break
		}
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		if pd == "" {
			continue
		}
		where := "the description with inputSchema.properties." + ClipBytes(name, locationKeyBytes) + ".description"
		if found := scanText(label(where), head+" "+ClipBytes(pd, maxTurnedBytes/2), ctx); len(found) > 0 {
			return found
		}
	}
	return nil
}

// pointsOn reports a description that ends by sending the reader on to
// another field ("-> see body", "(continued in notes)").
func pointsOn(desc string) bool {
	tail := strings.ToLower(desc[max(0, len(desc)-40):])
	return strings.Contains(tail, "-> see") || strings.Contains(tail, "continued in") || strings.Contains(tail, "see below")
}
