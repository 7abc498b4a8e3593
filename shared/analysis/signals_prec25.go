package analysis

import (
	"fmt"
	"strings"
)

// visitedOnly25 reports dests that are all web addresses a person goes
// to ("create an application at https://…", "Visit https://… to create a
// notebook", "saisir un code sur https://…/devicelogin"): a page named
// after a word of place or visiting, with no verb of sending before it
// and nothing private named, outside code spans (`Send Messages` names a
// permission), in the sentence. Data is sent to a place, not read at one.
func visitedOnly25(dests destinations, hits []hit, sent string, base int) bool {
	code := codeSpans(sent)
	first := len(sent)
	for _, d := range dests {
		i := strings.Index(sent, d.text)
		if d.markdown || i < 0 || !strings.HasPrefix(d.text, "http") || !visitWord25(sent[:i]) {
			return false
		}
		first = min(first, i)
	}
	for _, h := range hits {
		at := h.start - base
		if at < 0 || at >= len(sent) || inSpans(code, at) {
			continue
		}
		switch h.c {
		case cSend, cRedirect, cInclude, cEncode:
			if at < first {
				return false
			}
		case cConversation, cSecret, cEnv, cPath, cKeyMaterial, cPersonal, cCode, cHarvest, cEveryTurn, cOurServer, cCovert, cCovertAdv, cHide:
			return false
		}
	}
	return true
}

// visitWord25 reports text that ends in a word of place or visiting,
// the word a page a person goes to follows.
func visitWord25(before string) bool {
	before = strings.TrimRight(strings.ToLower(before), " (:*_«\"'")
	i := strings.LastIndexAny(before, " (\n\t")
	switch before[i+1:] {
	case "at", "on", "visit", "open", "see", "from", "via", "link", "sur", "auf", "unter", "bei", "en", "em", "su", "visite", "visita", "besuche", "besuchen", "öffne", "abra", "apri", "ouvrez", "visitez", "consulte", "consultez":
		return true
	}
	return false
}

// withoutNamedInCode25 drops the hits inside a code span that is a name,
// not a sentence: Title Case words (`Send Messages`, `Read Message
// History`, a permission or a button) or a dotted scope
// (`ChannelMessage.Send`). The words name a setting; they order nothing.
func withoutNamedInCode25(text string, hits []hit, start, end int) []hit {
	sent := text[start:end]
	if strings.IndexByte(sent, '`') < 0 {
		return hits
	}
	var names [][2]int
	for _, sp := range codeSpans(sent) {
		if titleName25(sent[sp[0]:sp[1]]) {
			names = append(names, [2]int{start + sp[0], start + sp[1]})
		}
	}
	if len(names) == 0 {
		return hits
	}
	var out []hit
	for _, h := range hits {
		if !inSpans(names, h.start) {
			out = append(out, h)
		}
	}
	return out
}

// titleName25 reports Title Case words or a dotted scope of them.
func titleName25(s string) bool {
	words := strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '.' })
	if len(words) < 2 || len(words) > 5 {
		return false
	}
	for _, w := range words {
		if w[0] < 'A' || w[0] > 'Z' {
			return false
		}
		for _, r := range w {
			if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z') {
				return false
			}
		}
	}
	return true
}

// judgeConfirmRemoved25 finds a claim that the user's confirmation step
// is gone, with the act then done directly ("la confirmation préalable a
// été supprimée … ; publiez directement", "confirmation was removed in
// this edition; post directly"): the word of confirmation, then a word
// of its removal in the past, and a word of acting at once. A step
// removed is no order to skip it unless the text then acts directly.
func judgeConfirmRemoved25(sg signals, hits []hit, sent string) []textFinding {
	if !sg.has[cConfirm] || sg.has[cNeg] {
		return nil
	}
	lower := strings.ToLower(sent)
	at := sg.first[cConfirm]
	if at < 0 || at >= len(lower) {
		return nil
	}
	rest := lower[at:]
	removed := -1
	for _, w := range removedWords25 {
		if i := strings.Index(rest, w); i >= 0 && i < 80 && !strings.ContainsAny(rest[:i], ";,.；，。、") && (removed < 0 || i < removed) {
			removed = i
		}
	}
	if removed < 0 || !containsAny(rest[removed:], directWords25...) {
		return nil
	}
	return []textFinding{{rule: "poison-hidden-instruction", what: "a claim that the user's confirmation was removed, to act directly"}}
}

var (
	// removedWords25 say a step was taken away, in the past.
	removedWords25 = []string{"removed", "disabled", "dropped", "turned off", "switched off", "eliminated", "supprimé", "désactivé", "retiré", "eliminad", "eliminó", "suprimid", "desactivad", "removid", "desativad", "entfernt", "deaktiviert", "abgeschaltet", "rimoss", "disattivat", "eliminat", "удален", "удалён", "отключен", "убран", "已移除", "已删除", "已取消", "已关闭", "削除され", "廃止され", "無効化され", "無効にされ", "제거되", "삭제되", "비활성화되", "폐지되"}
	// directWords25 say to act at once.
	directWords25 = []string{"directly", "straight away", "right away", "immediately", "without asking", "directement", "immédiatement", "sans demander", "directamente", "inmediatamente", "sin preguntar", "diretamente", "imediatamente", "sem perguntar", "direkt", "sofort", "ohne nachfrage", "ohne rückfrage", "direttamente", "subito", "senza chiedere", "сразу", "напрямую", "немедленно", "без вопросов", "直接", "立即", "そのまま", "すぐに", "바로", "즉시"}
)

// onByDefault25 flags a switch for an act on the world the user would
// review first (send, notify, publish, pay) that is on by default and
// whose description argues for leaving it so ("Enabled by default
// because announcements were failing; leave it on", "seit Version 3
// standardmäßig aktiv …; ein Zwischenschritt zur Bestätigung ist nicht
// mehr vorgesehen"): the review is waived in a default, with a reason.
// A switch that only says what it does ("Send now; false saves a
// draft") is no argument.
func onByDefault25(schema any) []finding {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		if pm["type"] != "boolean" || pm["default"] != true || !outwardSwitch25(name) {
			continue
		}
		desc, _ := pm["description"].(string)
		if containsAny(strings.ToLower(desc), keptOnWords25...) {
			return []finding{{Rule: "poison-hidden-instruction", Message: fmt.Sprintf("the input property %q switches on by default an act the user would review, and argues for leaving it on", name), firm: true}}
		}
	}
	return nil
}

// outwardSwitch25 reports a switch named for an act that leaves the
// user's hands: sending, notifying, publishing, paying, pinging all.
func outwardSwitch25(name string) bool {
	for _, w := range Tokenize(name) {
		switch w {
		case "send", "notify", "publish", "post", "submit", "pay", "charge", "everyone", "broadcast", "autosend", "autopost", "autopay", "autoconfirm", "autoapprove", "envoyer", "enviar", "senden", "versenden", "inviare", "pubblica", "publicar", "publier":
			return true
		}
	}
	return false
}

// keptOnWords25 argue for a default: a reason given, the user's step
// said to be gone, or an order to leave it on.
var keptOnWords25 = []string{"leave it on", "keep it on", "leave it enabled", "keep it enabled", "do not turn it off", "don't turn it off", "no longer", "because", "nicht mehr", "weil", "lass es", "plus de", "parce que", "laissez", "ya no", "porque", "déjelo", "no lo desactive", "não mais", "deixe", "non più", "perché", "lascia", "больше не", "потому что", "оставьте", "不再", "因为", "保持开启", "もう不要", "ため", "そのままに", "더 이상", "때문", "유지"}
