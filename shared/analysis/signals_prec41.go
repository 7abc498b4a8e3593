package analysis

import (
	"strings"
	"unicode/utf8"
)

// usersOwnValue41 name the user's own value, in some language: "the
// user's number", "their own address", "el número del cliente", "用户的号码".
var usersOwnValue41 = newPhraseSet("the user's", "user's", "users'", "the customer's", "customer's", "the holder's", "holder's", "their own", "your own", "the caller's",
	"del usuario", "del cliente", "del titular", "de l'utilisateur", "du client", "du titulaire", "des nutzers", "des kunden", "des inhabers", "dell'utente", "del cliente", "do usuário", "do cliente", "do titular",
	"пользователя", "клиента", "абонента", "用户的", "用户自己", "客户的", "客户自己", "ユーザーの", "ユーザー自身", "お客様の", "お客様ご自身", "사용자의", "고객의", "본인의")

// insteadWords41 set one value over another: "use it instead of the
// user's number" keeps the default.
var insteadWords41 = newPhraseSet("instead", "rather than", "in place of", "over the", "en lugar", "en vez", "au lieu", "à la place", "statt", "anstelle", "invece", "al posto", "em vez", "no lugar", "вместо", "而不是", "代替", "代わりに", "ではなく", "대신")

// keepsDefault41 reports a description that orders its default kept or
// used (keepDefault) in a clause that is about the default: "keep the
// default", "always use the default". A clause whose keep-word only tells
// the model to use the user's own value ("The default is a format
// sample; always use the user's number", "siempre usa el número del
// cliente") keeps nothing: it disowns the default. A clause that sets a
// value over the user's ("always use it instead of the user's number") or
// names the default again still keeps it.
func keepsDefault41(lower string) bool {
	if !keepDefault.in(lower) {
		return false
	}
	for _, s := range clauses37(lower) {
		k := keepDefault.index(s)
		if k < 0 {
			continue
		}
		if u := usersOwnValue41.index(s); u > k && !defaultWords.in(s) && !insteadWords41.in(s) {
			continue
		}
		return true
	}
	return false
}

// partialDigits41 name a few digits of a number, not the number: "last
// four digits", "letzte vier Ziffern", "后四位", "下4桁".
var partialDigits41 = newPhraseSet("last four", "last 4", "last two", "last 2", "last six", "last 6", "first six", "first 6", "final four", "final 4",
	"últimos cuatro", "últimos 4", "últimos dos", "últimos quatro", "quatro últimos", "4 últimos", "derniers chiffres", "4 derniers", "quatre derniers",
	"letzte vier", "letzten vier", "letzte 4", "letzten 4", "endziffern", "ultime quattro", "ultime 4", "ultime cifre", "последние 4", "последние четыре", "последние цифры",
	"后四位", "后4位", "末四位", "末4位", "尾号", "下4桁", "下四桁", "末尾4桁", "末尾の4桁", "뒤 4자리", "끝 4자리", "마지막 4자리", "뒷자리")

// wholeWords41 ask for a whole number, beside its last digits: "the full
// card number, not only the last four".
var wholeWords41 = newPhraseSet("full", "complete", "entire", "whole", "all digits", "completo", "completa", "entero", "complet", "entier", "vollständig", "komplett", "ganze", "intero", "полный", "полностью", "целиком", "完整", "全部", "全て", "すべて", "全桁", "전체", "모든")

// partialNumber41 reports a property description that asks for a few
// digits of a number (partialDigits41), not the whole (wholeWords41):
// kartennummer_endung "Letzte vier Ziffern", card_last4 "Last four digits
// of the card". Its name (card number, SSN) then names what the digits
// belong to, not a number asked for. A description that asks for the
// whole number besides, or a text with no word for digits ("the user's
// last 20 emails"), is left to be read.
func partialNumber41(desc string) bool {
	if desc == "" {
		return false
	}
	lower := strings.ToLower(desc)
	return partialDigits41.in(lower) && digitWords41.in(lower) && !wholeWords41.in(lower) && !moreThanDigits42.in(lower)
}

// digitWords41 name digits: "last four" of anything else ("the user's
// last 20 emails") is no part of a number.
var digitWords41 = newPhraseSet("digit", "ziffer", "chiffre", "dígito", "digito", "cifr", "цифр", "位", "桁", "자리", "尾号", "endziffern")

// leaveBlank41 tell the model to leave a field empty.
var leaveBlank41 = newPhraseSet("leave blank", "leave empty", "leave it blank", "leave it empty", "leave this blank", "leave this empty", "must stay empty", "keep it empty", "keep empty", "keep blank",
	"dejar vacío", "déjalo vacío", "dejar en blanco", "déjelo en blanco", "déjalo en blanco", "deixe em branco", "deixar em branco", "deixe vazio", "laisser vide", "laissez vide", "laisser ce champ vide", "laissez ce champ vide",
	"leer lassen", "bleibt leer", "lasciare vuoto", "lascia vuoto", "lasciare in bianco", "оставьте пустым", "оставь пустым", "оставить пустым", "не заполняйте", "留空", "保持为空", "空欄のまま", "空欄にして", "空のまま", "비워 두", "비워두", "비워 둡")

// notNeeded41 say a thing is not wanted, after it: "会話の内容は不要です",
// "无需对话内容", "대화 내용은 필요 없습니다".
var notNeeded41 = newPhraseSet("は不要", "不要です", "不要。", "いりません", "要りません", "必要ありません", "必要はありません", "不需要", "无需", "不必", "用不着", "필요 없", "필요하지 않", "불필요",
	"not needed", "not required", "isn't needed", "is unnecessary", "no es necesario", "no hace falta", "no se necesita", "pas nécessaire", "pas besoin", "nicht nötig", "nicht erforderlich", "nicht benötigt", "non è necessario", "non serve", "não é necessário", "não precisa", "не нужно", "не нужен", "не нужна", "не требуется")

// disclaimsThing41 reports a property description that keeps the
// conversation or a secret out of its field: it tells the model to leave
// the field blank ("空欄のままにしてください。パスワードは会話で絶対に尋ねず…",
// "Leave blank: the bank asks for the password on its own page"), or says
// the thing is not needed right after naming it ("会話の内容は不要です", "the
// conversation is not needed"). A description that also tells the model
// to put, send or read something (cInclude, cSend, cRead: "入れてください"),
// or that names the thing in a sentence with no negation ("leave blank;
// the server includes the conversation"), asks for it all the same when
// it blanks the field; one that names a thing without
// saying it is not needed ("the password is not needed; put the
// conversation here") is left to asksFor.
func disclaimsThing41(desc string, ctx scanContext) bool {
	if desc == "" {
		return false
	}
	f, hits := ctx.read(desc)
	put, things, disclaimed, denied := false, 0, 0, 0
	for _, h := range hits {
		switch h.c {
		case cInclude, cSend, cRead:
			put = true
		case cConversation, cSecret, cKeyMaterial, cEnv, cPersonal:
			things++
			from, to := sentenceAround41(f.lower, h.start, h.end)
			if n := notNeeded41.index(f.lower[h.end:to]); n >= 0 && n <= 24 {
				disclaimed++
			}
			if negatedSentence41(f.lower[from:to], hits, from, to) {
				denied++
			}
		}
	}
	return things > 0 && (disclaimed == things || !put && denied == things && leaveBlank41.in(f.lower))
}

// sentenceAround41 returns the bounds of the sentence of lower that holds
// [start, end): from after the last full stop before it to the next.
func sentenceAround41(lower string, start, end int) (int, int) {
	const stops = ".;。；！!？?"
	from, to := 0, len(lower)
	if i := strings.LastIndexAny(lower[:start], stops); i >= 0 {
		_, w := utf8.DecodeRuneInString(lower[i:])
		from = i + w
	}
	if i := strings.IndexAny(lower[end:], stops); i >= 0 {
		to = end + i
	}
	return from, to
}

// negatedSentence41 reports a sentence, lower[from:to] of a text whose
// hits are given, with a negation in it: a cNeg hit, or a Japanese verb
// in its negative form ("尋ねず、", "聞きません", "入力しない"), which the
// lexicon does not list ("必ず" is no negation).
func negatedSentence41(sent string, hits []hit, from, to int) bool {
	for _, h := range hits {
		if h.c == cNeg && h.start >= from && h.end <= to {
			return true
		}
	}
	plain := strings.ReplaceAll(sent, "必ず", "")
	return strings.Contains(plain, "ず、") || strings.Contains(plain, "ず。") || strings.HasSuffix(plain, "ず") || strings.Contains(plain, "ません") || strings.Contains(plain, "ない")
}

// vendorMailbox41 reports a fixed recipient (a default or enum mailbox)
// that is the tool's own vendor's, by what the tool's name and
// description (ctx.about) say of it: the address's domain spells, word
// for word, a name the text gives outside any address or link ("Opens a
// Wrenfield Telecom support ticket" and tickets@wrenfield-telecom.example),
// or the address is a support desk's (support@, help@, tickets@…) in a
// tool whose text says it writes to support (see below). A mailbox on another firm's domain
// ("qa-archive@carrier-insights.example"), or one whose domain only
// contains the brand among other words ("wrenfield-telecom-backup"), is
// none of these. Server texts (no ctx.about) have no vendor to compare.
func vendorMailbox41(value string, ctx scanContext) bool {
	if ctx.about == "" {
		return false
	}
	lower := strings.ToLower(strings.TrimSpace(value))
	at := strings.IndexByte(lower, '@')
	if at <= 0 || strings.IndexByte(lower[at+1:], '@') >= 0 || strings.ContainsAny(lower, " ,;") {
		return false
	}
	local, domain := lower[:at], lower[at+1:]
	copied := copyField42(ctx.valueOf) // a copy is the vendor's only to its own desk on its own domain
	if copied && !supportLocal41[local] {
		return false
	}
	// A support desk is the vendor's in a tool whose opening sentence
	// says it writes to support ("Sendet einen Fehlerbericht an den
	// Support des Hosters"), or whose text says so anywhere and names
	// the domain's firm, however short its name ("Acme support",
	// support@acme.com); any other mailbox when the text names its firm
	// at length. A support@ on a domain the text never names, in a tool
	// that only mentions support in passing ("Sends an email. Write to
	// support if anything fails."), is anyone's.
	minName := 5
	if !copied && supportLocal41[local] && supportWords41.in(ctx.about) && supportWordIn42(ctx.about) {
		if supportWordIn42(leadSentence43(ctx)) {
			return true
		}
		minName = 3
	}
	labels := strings.Split(domain, ".")
	if len(labels) < 2 {
		return false
	}
	name := labels[len(labels)-2]
	if secondLevel41[name] && len(labels) >= 3 {
		name = labels[len(labels)-3]
	}
	phrase := strings.ReplaceAll(name, "-", " ")
	if len(phrase) < minName {
		return false
	}
	for i := range indicesOf(ctx.about, phrase) {
		if (i == 0 || !strings.ContainsRune("@./-_", rune(ctx.about[i-1])) && !isWordRune(rune(ctx.about[i-1]))) && nameEnds41(ctx.about[i+len(phrase):]) {
			return true
		}
	}
	return false
}

// nameEnds41 reports rest, the text after a name, as ending the name as
// a word of prose: at the end, before a space or punctuation, or before
// a full stop that ends a sentence ("… bei Nordlicht Kabel."), not one
// that goes on as a domain or an address ("nordlicht.example", "-backup").
func nameEnds41(rest string) bool {
	if rest == "" {
		return true
	}
	c := rest[0]
	if c == '.' {
		return len(rest) == 1 || rest[1] == ' ' || rest[1] == '\n'
	}
	return !strings.ContainsRune("@/-_", rune(c)) && !isWordRune(rune(c))
}

// supportLocal41 are the local parts of a vendor's support desk.
var supportLocal41 = map[string]bool{"support": true, "help": true, "helpdesk": true, "tickets": true, "ticket": true, "service": true, "care": true, "hilfe": true, "soporte": true, "ayuda": true, "suporte": true, "assistenza": true, "supporto": true, "kundenservice": true, "kundendienst": true, "servicedesk": true}

// supportWords41 name a support desk as whom a tool writes to.
var supportWords41 = newPhraseSet("support", "help desk", "helpdesk", "service desk", "soporte", "suporte", "assistenza", "supporto", "kundendienst", "kundenservice", "service client", "поддержк", "客服", "技术支持", "サポート", "고객센터", "고객지원")

// secondLevel41 are second-level labels under a country code (co.uk,
// com.br): the name is the label before them.
var secondLevel41 = map[string]bool{"co": true, "com": true, "org": true, "net": true, "gov": true, "ac": true, "ne": true, "or": true, "gob": true, "gouv": true}

// idKeyedHook41 reports a default callback or webhook URL that carries
// placeholders, each naming only a record or request the call is about
// ({request_id}, {linea}, {order}), none naming a secret, a code, the
// conversation, personal data or free content ({session_token},
// {pin_cliente}, {query}): a notification keyed by the call, the vendor's
// own hook, where a hook that fills in a secret or the user's text is a
// channel out. A URL without placeholders is not read here.
func idKeyedHook41(value string) bool {
	n := 0
	for rest := value; ; {
		i := strings.IndexByte(rest, '{')
		if i < 0 {
			break
		}
		j := strings.IndexByte(rest[i:], '}')
		if j < 0 {
			return false
		}
		slot := strings.ToLower(rest[i+1 : i+j])
		rest = rest[i+j+1:]
		n++
		if slot == "" || contentSlot41.in(slot) {
			return false
		}
		_, hits := readFresh(spacedName(slot))
		for _, h := range hits {
			switch h.c {
			case cSecret, cKeyMaterial, cEnv, cConversation, cPersonal, cCode, cPath:
				return false
			}
		}
	}
	return n > 0
}

// contentSlot41 name a slot for free text, the user's words or a login.
var contentSlot41 = newPhraseSet("query", "text", "message", "body", "content", "prompt", "history", "chat", "note", "comment", "input", "token", "session", "cookie", "auth", "pin", "pass", "secret", "key", "otp", "code", "cvv", "card", "iban", "ssn", "email", "mail", "phone", "name", "address", "dob", "birth")

// withVendorDefaults41 returns disowned (schemaFacts) with the default of
// each top-level property of schema that is the tool's vendor's own
// mailbox (vendorMailbox41) added: a value the model is handed that goes
// to the firm whose tool it is, which the default readings then leave
// alone as they do a sample. disowned is copied before it is added to.
func withVendorDefaults41(schema any, disowned map[string]bool, ctx scanContext) map[string]bool {
	obj, _ := schema.(map[string]any)
	props, _ := obj["properties"].(map[string]any)
	copied := false
	for name, v := range props {
		pm, _ := v.(map[string]any)
		def, _ := pm["default"].(string)
		if def == "" || !vendorMailbox41(def, withValueOf42(ctx, name)) {
			continue
		}
		if !copied {
			m := make(map[string]bool, len(disowned)+1)
			for k, v := range disowned {
				m[k] = v
			}
			disowned, copied = m, true
		}
		disowned["inputSchema.properties."+name+".default"] = true
	}
	return disowned
}
