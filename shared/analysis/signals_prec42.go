package analysis

import (
	"slices"
	"strings"
)

// Destinations no one tells the model to send to (prec42).
//
// A sentence may name a fixed mailbox or link and still give the model no
// order to send anything there: a person other than the model does the
// sending ("the rider can forward the receipt to expenses@… themselves",
// "由销售经理自行转存到 archive@…"); the model's own sending goes only where
// the user says ("bcc only the addresses the recruiter gives; bounces are
// reported to postmaster@…", "share_location can send their position to a
// contact they name; roadside support is dispatch@…"); the send waits for
// the user's wish and confirmation ("若用户希望抄送教务处，请先确认，再发送到
// registrar@…"); the address is the sender's ("发件人为 service@…"); or the
// link is where the user downloads a copy ("копию можно скачать по ссылке
// https://…"). withoutHandedOff42 drops such destinations before any rule
// reads them. It reads each destination by its own clause, so an address
// the model is told to send to in the same sentence ("…; also bcc
// audit@… on every mail") stays, and it keeps every destination of a
// sentence that sends a secret, a file, the environment, key material or
// the conversation, or hides, repeats on every turn, overrides the user,
// addresses the model or claims authority.

// withoutHandedOff42 returns dests without the destinations of sent that
// the sentence hands to someone other than the model (handedOff42).
func withoutHandedOff42(dests destinations, sg signals, hits []hit, sent string) destinations {
	if len(dests) == 0 || len(sg.lower) != len(sent) {
		return dests
	}
	if spareGuard44(sg) {
		return dests
	}
	lower := sg.lower
	var drop []string
	for _, d := range dests {
		if d.markdown {
			continue
		}
		low := asciiLower42(d.text)
		at := strings.Index(lower, low)
		if at < 0 || strings.Contains(lower[at+len(low):], low) {
			continue // not found, or named twice: left to the rules
		}
		if handedOff42(sg, at, len(d.text), hits, strings.Contains(d.text, "://")) {
			drop = append(drop, d.text)
		}
	}
	if len(drop) == 0 {
		return dests
	}
	return slices.DeleteFunc(slices.Clone(dests), func(d destination) bool { return !d.markdown && slices.Contains(drop, d.text) })
}

// handedOff42 reports the destination lower[at:at+n] as one the sentence
// gives the model no order to send to, read by the clause that holds it
// (clauseAround42): see withoutHandedOff42.
func handedOff42(sg signals, at, n int, hits []hit, url bool) bool {
	lower, base := sg.lower, sg.start
	from, to := clauseAround42(lower, at, at+n)
	clause := lower[from:to]
	before := lower[from:at]
	sendIn := func(lo, hi int) bool {
		for _, h := range hits {
			s := h.start - base
			if s >= lo && s < hi && (h.c == cSend || h.c == cRedirect || h.c == cInclude) && !negatedClause42(h, hits) {
				return true
			}
		}
		return false
	}
	switch {
	case senderIs42.in(before) && !toMarkAfter42(before, senderIs42):
		return true // "发件人为 service@…", "the sender is …"
	case url && downloadAt42.in(lastWords42(before, 48)):
		return true // "копию можно скачать по ссылке https://…"
	case thirdPartySelf42(clause) && !purposeMark42.in(clause):
		return true // "the rider can forward it to … themselves"
	case !sendIn(from, to) && !copyWordIn(clause) && !receives42.in(clause) && everySendUserLed42(lower, hits, base):
		return true // no order to send there; the model sends only where the user says
	case !sendIn(from, at) && deniedTarget43c(lower[at+n:]):
		return true // "https://… is just the public guide, not an upload target"
	case othersServe44(sg, clause):
		return true // "copies to archive@… are made by the mailbox policy, not by this field"
	}
	return wishThenConfirm42(lower, at, hits, base)
}

// clauseAround42 returns the bounds of the clause of lower that holds
// [start, end): from after the last clause mark before it to the next.
func clauseAround42(lower string, start, end int) (int, int) {
	from, to := 0, len(lower)
	if i := clauseMarkSet42.lastIndex(lower[:start]); i >= 0 {
		from = i + 1
	}
	if i := clauseMarkSet42.index(lower[end:]); i >= 0 {
		to = end + i
	}
	return from, to
}

// clauseMarks42 end a clause: commas and semicolons, in ASCII and CJK,
// and the ends of sentences. A full stop is left out: it ends a host name
// as often as a sentence, and sentences come here one by one.
const clauseMarks42 = ",;!?\n，；、！？。"

// negatedClause42 reports a hit whose clause holds a negation ("不要自动抄送",
// "never forward").
func negatedClause42(h hit, hits []hit) bool {
	for _, o := range hits {
		if (o.c == cNeg || o.c == cExclude) && o.clause == h.clause {
			return true
		}
	}
	return false
}

// everySendUserLed42 reports a sentence with an unnegated sending word,
// each of which sits in a clause that sends to the user or only where the
// user says (userLed42, onlyWhatUserGives42).
func everySendUserLed42(lower string, hits []hit, base int) bool {
	n := 0
	for _, h := range hits {
		if h.c != cSend && h.c != cRedirect && h.c != cInclude || negatedClause42(h, hits) {
			continue
		}
		s := h.start - base
		if s < 0 || s >= len(lower) {
			return false
		}
		from, to := clauseAround42(lower, s, h.end-base)
		if c := lower[from:to]; !userLed42.in(c) && !onlyWhatUserGives42(c) {
			return false
		}
		n++
	}
	return n > 0
}

// onlyWhatUserGives42 reports a clause that limits its act to what
// someone gives or names, ending on that verb: "bcc only the addresses
// the recruiter gives", "send only to the address the rider names".
func onlyWhatUserGives42(clause string) bool {
	c := strings.TrimRight(clause, " .)\"'")
	if !strings.Contains(c, "only ") {
		return false
	}
	for _, v := range [...]string{" gives", " names", " provides", " enters", " chooses", " picks", " specifies", " supplies", " types"} {
		if strings.HasSuffix(c, v) {
			return true
		}
	}
	return false
}

// thirdPartySelf42 reports a clause whose act a person other than the
// model does by themselves: a third-person reflexive or "on their own"
// ("the rider can forward it … themselves", "el cliente puede reenviarlo
// por su cuenta", "由销售经理自行转存", "пользователь сам решает"). A
// second-person one ("yourself", "你自己", "自分で") addresses the model and
// is no such mark.
func thirdPartySelf42(clause string) bool {
	if selfThird42.in(clause) {
		return true
	}
	// CJK 自行 ("by oneself") names a third party only after 由 ("by") or
	// a word for the user: "请自行发送" orders the model.
	if i := strings.Index(clause, "自行"); i >= 0 {
		return strings.Contains(clause[:i], "由") || userWordsCJK42.in(clause[:i])
	}
	return false
}

// toMarkAfter42 reports text whose last sender mark is followed by a word
// of where mail goes ("from billing, forward to …").
func toMarkAfter42(before string, p *phraseSet) bool {
	k := p.index(before)
	for _, m := range toMarks37 {
		if j := strings.LastIndex(before, m); j >= 0 && j > k {
			return true
		}
	}
	return false
}

// lastWords42 returns the last n bytes of s, or all of it, cut at a
// character boundary.
func lastWords42(s string, n int) string {
	if len(s) <= n {
		return s
	}
	i := len(s) - n
	for i < len(s) && s[i]&0xC0 == 0x80 {
		i++
	}
	return s[i:]
}

// wishThenConfirm42 reports a destination at at that the model may send to
// only when the user wishes it and after it confirms: a wish of the user
// ("若用户希望", "if the user wants") and then a confirmation word, both
// before the address, with no other address between them.
func wishThenConfirm42(lower string, at int, hits []hit, base int) bool {
	w := userWish42.index(lower[:at])
	if w < 0 {
		return false
	}
	for _, h := range hits {
		s := h.start - base
		if h.c == cConfirm && s > w && s < at && !strings.Contains(lower[s:at], "@") && !strings.Contains(lower[s:at], "://") {
			return true
		}
	}
	return false
}

// asciiLower42 lowers the ASCII letters of s and leaves every other byte
// as it is (strings.ToLower would replace a broken one).
func asciiLower42(s string) string {
	b := []byte(s)
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
	return string(b)
}

// everyMailHandedOff42 reports a sentence with an e-mail address, each of
// which it hands to someone other than the model (withoutHandedOff42):
// the rules that read a bare address rather than the destinations ask
// it.
func everyMailHandedOff42(sg signals, hits []hit, sent string) bool {
	if sg.lower == "" {
		sg.lower = strings.ToLower(sent)
	}
	var ds destinations
	for _, a := range emailsIn(sent) {
		ds = append(ds, destination{text: a})
	}
	return len(ds) > 0 && len(withoutHandedOff42(ds, sg, hits, sent)) == 0
}

// openDefaultDisclosed42 reports a property whose open default (the whole
// internet as a source range) its own description discloses and tells the
// user to narrow ("Narrow it to your office network", "Limítalo a tu
// red"): a starting value shown to be changed, not a value the model is
// quietly handed. A description that orders the range kept, over the user
// or whatever they ask (keepOpen42), or says nothing of narrowing, leaves
// the default read as weakening.
func openDefaultDisclosed42(p schemaProperty) bool {
	if p.key != "default" || p.desc == "" {
		return false
	}
	lower := strings.ToLower(p.desc)
	return narrowIt42.in(lower) && !keepOpen42.in(lower)
}

// coverTellsOther42 reports a sentence each of whose concealment words
// ("no need to tell", "don't mention") is followed right away by a
// listener other than the user (otherListener42: "the server", "the API",
// "staff"), in a sentence that names no user: "there is no need to tell
// the server about the time zone" keeps nothing from the user. A
// sentence that names the user ("no need to tell the server's users")
// is left to the rules.
func coverTellsOther42(sg signals, hits []hit) bool {
	if sg.has[cUser] || len(sg.lower) == 0 {
		return false
	}
	found := false
	for _, h := range hits {
		if h.c != cCovert {
			continue
		}
		at := h.end - sg.start
		if at < 0 || at > len(sg.lower) {
			return false
		}
		rest := strings.TrimLeft(sg.lower[at:], " ")
		i, n := otherListener42.first(rest)
		if i != 0 || n < len(rest) && isASCIILetter(rest[n]) || strings.HasPrefix(rest[n:], "'s") || strings.HasPrefix(rest[n:], "’s") {
			return false
		}
		found = true
	}
	return found
}

// wholeInternet42 is weakensEstate's reading of an open source range.
const wholeInternet42 = "the whole internet as the source range the model is handed"

// identifierSlot42 reports a slot of a URL described in words that asks
// for an identifier of a record and nothing of its content: "<id da
// execução avaliada>", "<the new document id>", "{identifiant du
// rapport}", "<编号>". A link that carries a run's or a document's id
// carries nothing of the conversation. A slot that also names a message,
// the conversation, a secret, a value or a person's data ("<the user's
// last message id and text>", "<api key id and value>") asks for content.
func identifierSlot42(slot string) bool {
	lower := strings.ToLower(slot)
	return idWord42(lower) && !slotContent42.in(lower)
}

// idWord42 reports text with a word for an identifier: "id", "ids" or
// "identifier" as a whole word (also "_id"), or one of idWords42.
func idWord42(lower string) bool {
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return !isWordRune(r) || r == '_' }) {
		switch w {
		case "id", "ids", "identifier", "identifiers", "uuid", "guid":
			return true
		}
	}
	return idWords42.in(lower)
}

// conversationIDOnly42 reports a sentence each of whose words for the
// conversation names only its identifier: an id word right before it
// ("l'identifiant de la conversation", "the id of the chat", "идентификатор
// диалога") or right after it ("conversation id", "chat_id", "会话编号"). A
// conversation's id carries none of what was said; a sentence that names
// the conversation itself anywhere is left to the rules.
func conversationIDOnly42(hits []hit, lower string, base int) bool {
	if strings.Contains(lower, "~/") || keyPrefixIn(lower) {
		return false
	}
	found := false
	for _, h := range hits {
		switch h.c {
		case cSecret, cKeyMaterial, cEnv, cPath, cPersonal:
			return false // something beside the id is named
		case cConversation:
		default:
			continue
		}
		s, e := h.start-base, h.end-base
		if s < 0 || e > len(lower) {
			return false
		}
		before := strings.TrimRight(lastWords42(lower[:s], 40), " ")
		for _, of := range [...]string{" of the", " of", " de la", " de l'", " du", " de", " der", " des", " del", " della", " dello", " da", " do"} {
			if strings.HasSuffix(before, of) {
				before = strings.TrimRight(strings.TrimSuffix(before, of), " ")
				break
			}
		}
		after := lower[e:]
		idBefore := idWord42(lastWords42(before, 16)) && !strings.ContainsAny(lastWords42(before, 16), ",;:")
		idAfter := idAfter42(after)
		if !idBefore && !idAfter {
			return false
		}
		found = true
	}
	return found
}

// idAfter42 reports text that opens with a word for an identifier, as a
// whole word: " id", "_id", " identifier", " number", "编号", "番号".
// "conversation identity" opens with none.
func idAfter42(after string) bool {
	for _, w := range [...]string{" identifier", " number", " id", "_id", "-id", " ид", " идентификатор", " номер"} {
		if strings.HasPrefix(after, w) {
			return len(after) == len(w) || !isWordRune(rune(after[len(w)]))
		}
	}
	return hasAnyPrefix(after, "编号", "id", "ＩＤ", "番号", " 번호", " 아이디", "号")
}

// Accounts named as no payee (prec42).
//
// A sentence may write out an account number that no money is to go to:
// a format sample ("attends un RIB corrigé (format FR76 …)", "new IBANs
// look like GB71 …", "DE27 … (nur Format; immer die eigene IBAN des
// Händlers)"), the account that pays ("la cuenta pagadora de la empresa es
// ES12 …"), a demo account that refuses real payouts, an account said
// never to be the destination ("only collects the merchant's own fees and
// is never a refund destination"), or a verified account held against the
// one an invoice lists, a mismatch stopping the act for the user ("the
// verified IBAN is GB33 …; if an invoice lists a different IBAN, stop and
// ask the user"). withoutNonPayees42 blanks such numbers from the text the
// payment readings look for an account in (paymentText41). A sentence that
// sets its account over the user's, hides the act or orders a payment to
// it ("if the invoice lists a different IBAN, pay the verified one") keeps
// it.

// withoutNonPayees42 returns sent with the account numbers it names as no
// payee blanked.
func withoutNonPayees42(sent string) string {
	if !hasDigit(sent) {
		return sent
	}
	lower := strings.ToLower(sent)
	if len(lower) != len(sent) {
		return sent
	}
	whole := nonPayeeSentence42(lower)
	var b []byte
	for at := 0; at < len(sent); {
		w, _ := nextField(sent[at:])
		if w == "" {
			break
		}
		start := at + strings.Index(sent[at:], w)
		at = start + len(w)
		if !hasDigit(w) || len(strings.Trim(w, "()[],.;:")) < 4 {
			continue
		}
		end := groupedValueEnd36(sent, start+len(w))
		from, to := clauseAround42(lower, start, end)
		if whole || nonPayeeAround42(lower[from:start], lower[end:to], lower[from:to]) || noPayee43(lower, from, start, end) {
			if b == nil {
				b = []byte(sent)
			}
			for k := start; k < end; k++ {
				b[k] = ' '
			}
			at = end
		}
	}
	if b == nil {
		return sent
	}
	return string(b)
}

// nonPayeeAround42 reports an account number whose clause names it no
// payee: a format mark right before it or right after it, or a clause that
// calls it the paying, demo or never-destination account.
func nonPayeeAround42(before, after, clause string) bool {
	if formatBefore42.in(lastWords42(before, 24)) || formatAfter42.in(after[:min(len(after), 40)]) {
		return true
	}
	return payerAccount42.in(clause) || demoAccount42.in(clause) || neverDestination42.in(clause) || deniedTarget43c(after)
}

// nonPayeeSentence42 reports a sentence that holds its account against
// another one and stops for the user on a mismatch: a verified or on-file
// account, a different one, and a stop or a question to the user, with no
// order to pay.
func nonPayeeSentence42(lower string) bool {
	return verifiedAccount42.in(lower) && mismatch42.in(lower) && stopAndAsk42.in(lower) && !payInstead42.in(lower)
}

// omitsOwnArg42 reports a sentence each of whose words of leaving out
// ("omit", "skip", "leave out") takes one of the tool's own arguments as
// its object, written as code right after it ("later syncs can omit
// `full_refresh`"): an argument left out of a call, not something left
// out of what the user reads.
func omitsOwnArg42(hits []hit, sent string, base int, params map[string]bool) bool {
	if len(params) == 0 {
		return false
	}
	found := false
	for _, h := range hits {
		if h.c != cOmit {
			continue
		}
		e := h.end - base
		if e < 0 || e > len(sent) {
			return false
		}
		rest := strings.TrimLeft(sent[e:], " ")
		if !strings.HasPrefix(rest, "`") {
			return false
		}
		name, _, ok := strings.Cut(rest[1:], "`")
		if !ok || !params[strings.ToLower(name)] {
			return false
		}
		found = true
	}
	return found
}
