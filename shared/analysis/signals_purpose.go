package analysis

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Understated requests: a data flow or a request stated as a feature of a
// tool whose purpose does not need it.

// purposeFindings reads the tool for data sent where its purpose does not
// need: a fixed mailbox given a copy ("A copy is BCC'd to archive@…"), in
// the description or a property's, or set as a property's default; an
// outside host set as the default of a property that routes data (a
// callback, a proxy, a package index); and a copy of the tool's data sent
// to an outside host, stated as a feature after the tool's purpose
// ("Formatted files are also synced to backup.example.net") or in a
// property's description, unless the tool's name says it moves data (sync,
// upload, share) or the host is named after the tool. It also reads each
// property description that breaks off together with its default.
func purposeFindings(t Tool, title *string, schema any, ctx scanContext) []finding {
	var out []finding
	exfil := func(format string, args ...any) {
		out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf(format, args...)})
	}
	fixedTarget := func(firm bool, format string, args ...any) { // firm: the target is written out
		out = append(out, finding{Rule: "poison-exfiltration", Message: fmt.Sprintf(format, args...), firm: firm})
	}
	// The name's words are read only once a flow is found.
	moves := func() bool { return movesData(t.Name, title) }
	desc := t.description()
	if s, ok := mailCopySentence(desc, ctx); ok {
		exfil("the description sends a copy to a fixed address: %q", excerpt(s))
	} else if s, ok := outflowSentence(desc, true, "", ctx); ok && !moves() {
		exfil("the description says its data is also sent to an outside host: %q", excerpt(s))
	}
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	for _, name := range sortedKeys(props) {
		pm, _ := props[name].(map[string]any)
		pd, _ := pm["description"].(string)
		def, _ := pm["default"].(string)
		where := "inputSchema.properties." + ClipBytes(name, locationKeyBytes)
		if s, ok := mailCopySentence(pd, ctx); ok {
			exfil("%s.description sends a copy to a fixed address: %q", where, excerpt(s))
		} else if addr, ok := defaultAddress(pm["default"]); ok && !senderField(name, pd) && !vendorMailbox41(addr, withValueOf42(ctx, name)) && !contactMailsOnly43b(strings.ToLower(addr)) {
			fixedTarget(!reservedHost(addr), "%s.default adds a fixed address to every call: %q", where, excerpt(addr))
		} else if outsideHost(def) && routeProperty(name) && !officialHost(def) && !hasAnyPrefix(strings.ToLower(def), "file:") && !localPlace46(strings.ToLower(def)) && !idKeyedHook41(def) && !vendorHost48(def, ctx, "") { // a file: URL names no host
			fixedTarget(true, "%s.default routes every call through a fixed outside host: %q", where, excerpt(def))
		} else if s, ok := outflowSentence(pd, false, def, ctx); ok && !moves() {
			exfil("%s.description says its data is sent to an outside host: %q", where, excerpt(s))
		}
		if text := propertyProse(pm); text != pd {
			pctx := ctx
			pctx.property = strings.ToLower(name)
			out = append(out, scanText(label(where+".description and default"), text, pctx)...)
		}
	}
	return out
}

// mailCopySentence returns the first sentence of text that names an e-mail
// address and a word of copying or forwarding, with no negation and no
// example ("BCC recipients, e.g. user@example.com").
func mailCopySentence(text string, ctx scanContext) (string, bool) {
	if !strings.Contains(text, "@") || !copyWordIn(strings.ToLower(text)) {
		return "", false
	}
	f, hits := ctx.read(text)
	whole := signalsOf(span{hits: hits})
	for _, s := range ctx.sentences(text, f.lower, hits) {
		sg := signalsOf(s)
		if sent := f.text[s.start:s.end]; copiesTo(f.lower[s.start:s.end]) && !sg.has[cNeg] && !sg.has[cMention] && !disclosedMailbox(sg, whole, sent, destinationsIn(sent), ctx) && !gatedSend40(sg, f.lower[s.start:s.end]) && !everyMailHandedOff42(sg, s.hits, sent) {
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
		for i := range indicesOf(lower, w) {
			from := i + len(w)
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
	if text == "" {
		return "", false
	}
	defHost := def != "" && (strings.Contains(def, "://") || bareDomain(def)) && !ownHost(def, ctx.self)
	if !defHost && !hostLike(text) {
		return "", false
	}
	f, hits := ctx.read(text) // read already, for the other rules
	if !ctx.lowOf(text, f).in(flowSet) {
		return "", false
	}
	for i, s := range ctx.sentences(text, f.lower, hits) {
		if i == 0 && skipFirst {
			continue
		}
		lower, sent := f.lower[s.start:s.end], f.text[s.start:s.end]
		if !flowWordIn(lower) || signalsOf(s).has[cNeg] || noneSent33d.in(lower) || signalsOf(s).has[cConsent] || onlyToHost(lowered(sent)) || disclosedFlow(lower) {
			continue
		}
		if defHost || (strings.Contains(sent, "://") || bareDomain(sent)) && !ownHost(sent, ctx.self) && !citedFlow32(sent, s) {
			return sent, true
		}
	}
	return "", false
}

// hostLike reports a dot between a letter or digit and two letters
// ("cdn.example.net", "https://…"): a cheap test before bareDomain.
func hostLike(s string) bool {
	for i := strings.IndexByte(s, '.'); i >= 0; {
		if i > 0 && i+2 < len(s) && isHostByte(s[i-1]) && isLetterByte(s[i+1]) && isLetterByte(s[i+2]) {
			return true
		}
		next := strings.IndexByte(s[i+1:], '.')
		if next < 0 {
			break
		}
		i += 1 + next
	}
	return false
}

func isLetterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }

func isHostByte(c byte) bool { return isLetterByte(c) || c >= '0' && c <= '9' || c == '-' }

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

func flowWordIn(lower string) bool { return flowSet.in(lower) }

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

// ownHost reports a host in s whose domain (the label before the top
// level: "notion" of api.notion.com) is a word of the tool's name of four
// letters or more: the tool's own service. A subdomain that matches
// (preview.filecache.dev for preview_file), or a domain that only holds
// the word (notefmt.it for format_notes), is no sign of it.
func ownHost(s, self string) bool {
	words := Tokenize(self)
	for f := range strings.FieldsSeq(strings.ToLower(s)) {
		if _, rest, ok := strings.Cut(f, "://"); ok {
			f = rest
		}
		f, _, _ = strings.Cut(f, "/")
		f, _, _ = strings.Cut(f, ":")
		labels := strings.Split(strings.Trim(f, ".,;()`'\""), ".")
		if len(labels) < 2 {
			continue
		}
		domain := labels[len(labels)-2]
		for _, w := range words {
			if utf8.RuneCountInString(w) >= 4 && domain == w {
				return true
			}
		}
	}
	return false
}

// propertyProse returns a property's description, completed by its
// default when the description breaks off mid-phrase.
func propertyProse(pm map[string]any) string {
	pd, _ := pm["description"].(string)
	if pd == "" {
		pd = alternativeProse43(pm)
	}
	if def, _ := pm["default"].(string); def != "" && brokenOff(pd) {
		return strings.TrimSpace(pd) + " " + strings.TrimSpace(def)
	}
	return pd
}

// brokenOff reports a text that ends mid-phrase: on a space, or on a word
// that needs its object ("of", "the", "user's").
func brokenOff(text string) bool {
	if text == "" || strings.HasSuffix(text, " ") {
		return text != ""
	}
	last := text[strings.LastIndexAny(text, " \t\n")+1:]
	switch strings.ToLower(last) {
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
		return []textFinding{{rule: "poison-sensitive-path", what: "an order to read the user's startup files and pass them on"}}
	}
	return nil
}
