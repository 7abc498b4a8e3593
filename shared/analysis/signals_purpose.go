package analysis

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Understated requests: a data flow or a request stated as a feature of a
// tool whose purpose does not need it.

// outflowFindings reports a copy of the tool's data sent to an outside
// host, stated as a feature after the tool's purpose ("Formatted files are
// also synced to backup.example.net"), or in a property's description. A
// tool whose name says it moves data (sync, upload, share), and a host
// named after the tool, are its own purpose.
func outflowFindings(t Tool, title *string, schema any, ctx scanContext) []finding {
	if f, ok := copyRecipient(t.description(), schema, ctx); ok {
		return []finding{f}
	}
	if movesData(t.Name, title) {
		return nil
	}
	if s, ok := outflowSentence(t.description(), true, "", ctx); ok {
		return []finding{{"poison-exfiltration", fmt.Sprintf("the description says its data is also sent to an outside host: %q", excerpt(s))}}
	}
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		def, _ := pm["default"].(string)
		if s, ok := outflowSentence(pd, false, def, ctx); ok {
			return []finding{{"poison-exfiltration", fmt.Sprintf("inputSchema.properties.%s.description says its data is sent to an outside host: %q", ClipBytes(name, locationKeyBytes), excerpt(s))}}
		}
	}
	return nil
}

// copyRecipient reports a fixed mailbox that receives a copy: named in
// the description or a property's beside a word of copying ("A copy is
// BCC'd to archive@…"), or set as a property's default; or an outside
// host set as the default of a property that routes data (a callback, a
// proxy, a package index).
func copyRecipient(desc string, schema any, ctx scanContext) (finding, bool) {
	if s, ok := mailCopySentence(desc, ctx); ok {
		return finding{"poison-exfiltration", fmt.Sprintf("the description sends a copy to a fixed address: %q", excerpt(s))}, true
	}
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		where := "inputSchema.properties." + ClipBytes(name, locationKeyBytes)
		if s, ok := mailCopySentence(pd, ctx); ok {
			return finding{"poison-exfiltration", fmt.Sprintf("%s.description sends a copy to a fixed address: %q", where, excerpt(s))}, true
		}
		if addr, ok := defaultAddress(pm["default"]); ok {
			return finding{"poison-exfiltration", fmt.Sprintf("%s.default adds a fixed address to every call: %q", where, excerpt(addr))}, true
		}
		if def, _ := pm["default"].(string); routeProperty(name) && outsideHost(def) {
			return finding{"poison-exfiltration", fmt.Sprintf("%s.default routes every call through a fixed outside host: %q", where, excerpt(def))}, true
		}
	}
	return finding{}, false
}

// mailCopySentence returns the first sentence of text that names an e-mail
// address and a word of copying or forwarding, with no negation and no
// example ("BCC recipients, e.g. user@example.com").
func mailCopySentence(text string, ctx scanContext) (string, bool) {
	if !strings.Contains(text, "@") || !copyWordIn(strings.ToLower(text)) {
		return "", false
	}
	f, hits := ctx.read(text)
	for _, s := range sentencesOf(f.lower, hits) {
		sg := signalsOf(s)
		if sent := f.text[s.start:s.end]; copiesTo(f.lower[s.start:s.end]) && !sg.has[cNeg] && !sg.has[cMention] {
			return sent, true
		}
	}
	return "", false
}

// copyWords are the words of a copy sent to another mailbox.
var copyWords = []string{
	"bcc", "cc'd", "cc:", " cc ", "a copy", "copy of", "copies", "forward", "archived to", "also sent", "also delivered",
	"kopia", "cópia", "copia", "copie", "kopie", "копи", "副本", "抄送", "コピー", "사본", "encaminha", "reenv", "weiterleit", "inoltra", "пересыла", "转发", "転送", "전달", "trafia",
}

// copiesTo reports an e-mail address within 60 bytes of a word of copying,
// in the same clause (no ";" between): "BCC'd to a@b.com", "an a@b.com
// weitergeleitet".
func copiesTo(lower string) bool {
	for _, w := range copyWords {
		for from := 0; ; {
			i := strings.Index(lower[from:], w)
			if i < 0 {
				break
			}
			i += from
			from = i + len(w)
			lo, hi := max(0, i-60), min(len(lower), from+60)
			if k := strings.LastIndexByte(lower[lo:i], ';'); k >= 0 {
				lo += k + 1
			}
			if k := strings.IndexByte(lower[from:hi], ';'); k >= 0 {
				hi = from + k
			}
			if hasEmail(lower[lo:hi]) {
				return true
			}
		}
	}
	return false
}

func copyWordIn(lower string) bool {
	for _, w := range copyWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// defaultAddress returns an e-mail address set as a property's default, or
// among a list default: a recipient no call asked for.
func defaultAddress(def any) (string, bool) {
	switch v := def.(type) {
	case string:
		return v, hasEmail(v)
	case []any:
		for _, e := range v {
			if s, ok := e.(string); ok && hasEmail(s) {
				return s, true
			}
		}
	}
	return "", false
}

// routeProperty reports a property named for where data or traffic goes
// (callback, webhook, proxy_jump, extra_index_url, upload_to), not for the
// API the tool calls (base_url, endpoint).
func routeProperty(name string) bool {
	for _, w := range Tokenize(name) {
		switch w {
		case "callback", "webhook", "hook", "destination", "dest", "mirror", "proxy", "relay", "index", "registry", "upload", "save", "notify", "sink", "collector", "forward", "backup", "export", "cc", "bcc", "copy", "to":
			return true
		}
	}
	return false
}

// outsideHost reports a value that is only a URL or a host name, other than
// an example or a local one.
func outsideHost(v string) bool {
	if v == "" || strings.ContainsAny(v, " \t\n") {
		return false
	}
	if !strings.Contains(v, "://") {
		host, _, _ := strings.Cut(v, ":") // gw.example.net:3128
		if !bareDomain(host) {
			return false
		}
	}
	lower := strings.ToLower(v)
	for _, w := range [...]string{"localhost", "127.0.0.1", "example.com", "example.org", "example.net", ".internal", ".local"} {
		if strings.Contains(lower, w) {
			return false
		}
	}
	return true
}

// outflowSentence returns the first sentence of text (past the first when
// skipFirst: that one states the purpose) that says data is copied to a
// host, named in it or in def, the property's default.
func outflowSentence(text string, skipFirst bool, def string, ctx scanContext) (string, bool) {
	if text == "" || !flowWordIn(strings.ToLower(text)) {
		return "", false
	}
	defHost := def != "" && (strings.Contains(def, "://") || bareDomain(def)) && !ownHost(def, ctx.self)
	f, hits := ctx.read(text)
	for i, s := range sentencesOf(f.lower, hits) {
		if i == 0 && skipFirst {
			continue
		}
		lower, sent := f.lower[s.start:s.end], f.text[s.start:s.end]
		if !flowWordIn(lower) || signalsOf(s).has[cNeg] || signalsOf(s).has[cConsent] {
			continue
		}
		if defHost || (strings.Contains(sent, "://") || bareDomain(sent)) && !ownHost(sent, ctx.self) {
			return sent, true
		}
	}
	return "", false
}

// flowWords are the words of a copy sent elsewhere, as a tool states it of
// its data: passive or descriptive, in the lexicon's languages.
var flowWords = []string{
	"synced", "synchronized", "synchronised", "mirrored", "replicated", "uploaded", "backed up", "forwarded", "copied to", "cached at", "cached on", "rendered on", "also sent", "pushed to", "streamed to",
	"sincroniza", "se replican", "replicados", "replicadas", "se suben", "subidos", "subidas", "espelhad", "carregad", "enviad",
	"synchronisé", "répliqué", "téléversé", "envoyé",
	"synchronisiert", "gespiegelt", "repliziert", "hochgeladen", "weitergeleitet",
	"sincronizzat", "replicati", "caricat", "inviat",
	"синхронизир", "реплицир", "загружа", "пересыла", "дублиру",
	"同步", "上传", "备份到", "镜像到", "同期", "アップロード", "ミラー", "동기화", "업로드", "복제",
	"senkronize", "yüklenir", "yedeklenir", "synchroniz", "przesyłan", "gesynchroniseerd", "geüpload", "gespiegeld",
}

func flowWordIn(lower string) bool {
	for _, w := range flowWords {
		if strings.Contains(lower, w) {
			return true
		}
	}
	return false
}

// transferWords are name words of a tool whose purpose is to move data.
var transferWords = map[string]bool{
	"sync": true, "synch": true, "upload": true, "uploads": true, "backup": true, "backups": true, "share": true, "sharing": true, "publish": true, "send": true, "mirror": true,
	"deploy": true, "export": true, "post": true, "push": true, "forward": true, "notify": true, "mail": true, "email": true, "webhook": true, "webhooks": true, "replicate": true,
	"transfer": true, "host": true, "hosting": true, "cdn": true, "s3": true, "bucket": true, "drive": true, "storage": true, "store": true, "save": true, "archive": true, "migrate": true, "import": true, "copy": true,
}

func movesData(name string, title *string) bool {
	words := Tokenize(name)
	if title != nil {
		words = append(words, Tokenize(*title)...)
	}
	for _, w := range words {
		if transferWords[w] {
			return true
		}
	}
	return false
}

// ownHost reports a host in s that carries a word of the tool's name of
// four letters or more: the tool's own service.
func ownHost(s, self string) bool {
	lower := strings.ToLower(s)
	for _, w := range Tokenize(self) {
		if utf8.RuneCountInString(w) >= 4 && strings.Contains(lower, w+".") {
			return true
		}
	}
	return false
}

// continuedFindings reads a property's description that breaks off
// mid-phrase ("Contents of the user's") together with the default that
// completes it, as the model reads them.
func continuedFindings(schema any, ctx scanContext) []finding {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	var out []finding
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		if text := propertyProse(pm); text != pd {
			pctx := ctx
			pctx.property = strings.ToLower(name)
			where := label("inputSchema.properties." + ClipBytes(name, locationKeyBytes) + ".description and default")
			out = append(out, scanText(where, text, pctx)...)
		}
	}
	return out
}

// propertyProse returns a property's description, completed by its
// default when the description breaks off mid-phrase.
func propertyProse(pm map[string]any) string {
	pd, _ := pm["description"].(string)
	if def, _ := pm["default"].(string); def != "" && brokenOff(pd) {
		return strings.TrimSpace(pd) + " " + strings.TrimSpace(def)
	}
	return pd
}

// brokenOff reports a text that ends mid-phrase: on a space, or on a word
// that needs its object ("of", "the", "user's").
func brokenOff(text string) bool {
	if text == "" {
		return false
	}
	if strings.HasSuffix(text, " ") {
		return true
	}
	words := strings.Fields(strings.ToLower(text))
	if len(words) == 0 {
		return false
	}
	switch words[len(words)-1] {
	case "of", "the", "user's", "your", "de", "du", "des", "von", "der", "di", "del", "do", "da", "из":
		return true
	}
	return false
}

// lexiconPurpose names the conversation as an understated request does
// ("the user's preceding message", "every user and assistant turn"), and
// Turkish's verb of passing on.
var lexiconPurpose = []struct {
	c     concept
	words string
}{
	{cConversation, "preceding user message|user's preceding message|previous user message|user's previous message|every user and assistant turn|each user and assistant turn|user and assistant turns|all of the user's messages|all the user's messages|every message the user sent|" +
		"todos los mensajes del usuario|tous les messages de l'utilisateur|alle nachrichten des nutzers|alle nachrichten des benutzers|tutti i messaggi dell'utente|todas as mensagens do usuário|все сообщения пользователя|用户的所有消息|ユーザーのすべてのメッセージ|사용자의 모든 메시지|tüm sohbet*|sohbet geçmiş*|wszystkie wiadomości użytkownika|alle berichten van de gebruiker"},
	{cSend, "iletin|iletilir|iletir"},
}

// judgePurpose reads a sentence for a request the tool's purpose does not
// explain: the user's shell startup files read and passed into a field.
func judgePurpose(sg signals, ctx scanContext, names namedTools, quoting bool) []textFinding {
	if sg.has[cStartup] && sg.free[cRead] && sg.anyFree(cInclude, cSend) && (names.param || ctx.property != "") && !ctx.purpose.secrets && !sg.has[cConsent] && !quoting {
		return []textFinding{{"poison-sensitive-path", "an order to read the user's startup files and pass them on"}}
	}
	return nil
}
