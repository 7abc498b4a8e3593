package analysis

import (
	"strings"
)

// Values of a schema that their own property disowns (prec37). A default,
// or an example, is read as a value the model is handed and keeps, so a
// fixed mailbox, host, number or account there is an attack's favourite
// place. Honest schemas show such values too, and say in the property's
// own description that the value is not to be kept:
//   - it is a sample, a demo or a placeholder ("The default is a sample",
//     "Значение по умолчанию — демо-номер", "القيمة الافتراضية مثال فقط",
//     "the example shows the format only");
//   - it is used only when the user says so ("only added when the user has
//     enabled MeetScribe", "Solo se usa si el usuario lo indica",
//     "ユーザーが指定した場合のみ設定");
//   - it is the user's or their organisation's own ("the firm's own
//     document store", "the supplier IBAN on file", "le compte enregistré
//     dans l'espace de l'utilisateur");
//   - its host is a slot to fill ("s3://{your-bucket}/exports/",
//     "lohn@{ihre-kanzlei}.de"), not a host;
//   - the property names the senders a mailbox is read by
//     ("expediteurs": no-reply@enedis.fr), which receive nothing.
// A description that orders the value kept or used ("Keep the default",
// "use the default", "remove only if the user insists", "既定値のまま"),
// or gates the value on the user's silence ("only if the user gives
// none"), disowns nothing. Its own sentences are read as before; the value
// is read as one shown, not handed (schemaFacts, handedValues).

// defaultPhrase37 returns the phrase of clause s that names its default:
// from the default word to the next comma with a word before it ("Par
// défaut, le compte enregistré …" reads on past its first comma;
// "기본값은 … 전용계좌이며, … 본인 계좌로" stops at it).
func defaultPhrase37(s string) string {
	i := defaultWords.index(s)
	if i < 0 {
		return ""
	}
	s = s[i:]
	for at := 0; at < len(s); {
		j := strings.IndexAny(s[at:], ",，、")
		if j < 0 {
			return s
		}
		j += at
		if words := strings.Fields(s[:j]); len(words) > 2 {
			return s[:j]
		}
		at = j + 1
	}
	return s
}

// mailValue37 reports a value, or a list, holding an e-mail address.
func mailValue37(v any) bool {
	switch x := v.(type) {
	case string:
		return hasEmail(x)
	case []any:
		for _, e := range x {
			if mailValue37(e) {
				return true
			}
		}
	}
	return false
}

// disownsExample37 reports a property description that says its examples
// only show a format or are samples to replace, and orders none kept.
func disownsExample37(desc string) bool {
	lower := strings.ToLower(desc)
	return desc != "" && !keepDefault.in(lower) && formatWords37.in(lower) && sampleValue.in(lower)
}

// userGate37 reports a clause that uses a value only on the user's word
// ("only added when the user has enabled it", "solo si el usuario lo
// indica"): an only-word, the user and a condition, no negation, and no
// verb of removing just before the only-word ("remove only if the user
// insists" keeps the value).
func userGate37(s string) bool {
	i := onlyWords37.index(s)
	if i < 0 || !userWords.in(s) || !ifWords37.in(" "+s+" ") || notWords37.in(" "+s+" ") {
		return false
	}
	before, after := strings.Fields(s[:i]), strings.Fields(s[i:])
	near := append(before[max(0, len(before)-2):], after[1:min(len(after), 3)]...)
	for _, w := range near {
		for _, v := range removalVerbs37 {
			if strings.HasPrefix(w, v) {
				return false
			}
		}
	}
	return true
}

// clauses37 splits lower text at the ends of sentences and clauses.
func clauses37(lower string) []string {
	return strings.FieldsFunc(lower, func(r rune) bool {
		switch r {
		case '.', ';', '!', '?', '\n', '。', '；', '！', '？', '؛':
			return true
		}
		return false
	})
}

// allSlotHosts37 reports a value, or a list of values, each of whose
// destinations has a slot to fill as its host's name: the whole host
// ("s3://{your-bucket}/"), or its name before the last dot
// ("lohn@{ihre-kanzlei}.de", "https://cms.<redaktion>.de/"). A slot in a
// subdomain of a fixed host ("<secret>.probe.host") names that host.
func allSlotHosts37(v any) bool {
	switch x := v.(type) {
	case string:
		return slotHost37(x)
	case []any:
		for _, e := range x {
			if !allSlotHosts37(e) {
				return false
			}
		}
		return len(x) > 0
	}
	return false
}

// slotHost37 reports a URL or an e-mail address whose host's name is a
// slot ({…} or <…>).
func slotHost37(s string) bool {
	host := ""
	if _, rest, ok := strings.Cut(s, "://"); ok {
		host = rest
		if i := strings.IndexAny(host, "/?#"); i >= 0 {
			host = host[:i]
		}
		if i := strings.LastIndexByte(host, '@'); i >= 0 {
			host = host[i+1:]
		}
	} else if i := strings.LastIndexByte(s, '@'); i >= 0 && !strings.ContainsAny(s, " \t") {
		host = s[i+1:]
	}
	if host == "" {
		return false
	}
	labels := strings.Split(host, ".")
	slot := func(l string) bool { return strings.ContainsAny(l, "{<") }
	n := len(labels)
	return slot(labels[n-1]) || n >= 2 && slot(labels[n-2])
}

// ownedDest37 reports a sentence whose fixed destination no one is told
// to send to (prec37): the user is the one who may add it ("they can add
// records@… in cc themselves", "il peut ajouter archives@… en copie"), the
// send fulfils what the user asked ("to fulfil a print order the user
// asked for"), every address in it is a sender ("from the league office
// mailbox (office@…)"), one set apart as not the destination ("reach the
// owner, not feeds@…"), or one shown as a format ("格式如 coach@club.cn"),
// or every sending word in it is the route of a read ("Fetch … via the
// MetaBridge relay (https://…)"). A secret, a file, the environment, the
// conversation or personal data sent, anything hidden, repeated on every
// turn or set over the user, or the model addressed, keeps the reading.
func ownedDest37(sg signals, hits []hit, sent string) bool {
	if sg.anyFree(cSecret, cPath, cEnv, cKeyMaterial, cConversation, cPersonal) || sg.any(cCovert, cCovertAdv, cHide, cEveryTurn, cOverUser, cModel, cIgnore) {
		return false
	}
	lower := strings.ToLower(sent)
	if len(lower) != len(sent) {
		return false
	}
	switch {
	case sg.any(cUser, cConsent) && sg.in(userMay37) && !sg.has[cMust]:
		return true
	case sg.has[cUser] && !sg.has[cWhen] && userRequested(sg.phrases()) && !strings.Contains(lower, "also") && !copyWordIn(lower):
		return true
	case everyAddress37(lower, senderAddress37) || everyAddress37(lower, notAddress37) || everyAddress37(lower, exampleMarkBefore):
		return true
	}
	return routeOnly37(hits, lower, sg.start)
}

// everyAddress37 reports a sentence with an e-mail address, each of which
// satisfies ok, given the text before its local part.
func everyAddress37(lower string, ok func(before string) bool) bool {
	found := false
	for at, a := range emailsIn(lower) {
		start := at - strings.IndexByte(a, '@')
		if start < 0 || !ok(lower[max(0, start-64):start]) {
			return false
		}
		found = true
	}
	return found
}

// senderAddress37 reports text before an address whose last clause names
// where a message comes from, and nowhere it goes after that.
func senderAddress37(before string) bool {
	if i := strings.LastIndexAny(before, ",;"); i >= 0 {
		before = before[i+1:]
	}
	from := -1
	for _, m := range fromMarks37 {
		if i := strings.LastIndex(before, m); i > from {
			from = i
		}
	}
	if from < 0 {
		return false
	}
	for _, m := range toMarks37 {
		if strings.Contains(before[from:], m) {
			return false
		}
	}
	return true
}

// notAddress37 reports text before an address that ends in a negation
// mark: "…, not feeds@".
func notAddress37(before string) bool {
	before = strings.TrimRight(before, " '\"`(")
	for _, m := range notMarks37 {
		if strings.HasSuffix(before, m) && (len(before) == len(m) || !isASCIILetter(before[len(before)-len(m)-1])) {
			return true
		}
	}
	return false
}

// routeOnly37 reports a sentence whose every sending word follows a route
// mark within its three words before ("via the MetaBridge relay").
func routeOnly37(hits []hit, lower string, base int) bool {
	found := false
	for _, h := range hits {
		if h.c != cSend {
			continue
		}
		at := h.start - base
		if at < 0 || at > len(lower) {
			return false
		}
		words := strings.Fields(lower[max(0, at-40):at])
		routed := false
		for _, w := range words[max(0, len(words)-3):] {
			for _, m := range routeMarks37 {
				if w == m || !isASCII(m) && strings.Contains(w, m) {
					routed = true
				}
			}
		}
		if !routed {
			return false
		}
		found = true
	}
	return found
}

// scopeLimit37 reports a sentence whose "only" limits what this tool or
// server covers ("this server only covers venues in its partner list",
// "this tool only knows aliases listed by list_sources"), or that hands
// other requests to other tools ("if another database tool is a better
// match, use that one", "other booking tools can be used alongside this
// one"): it routes the user to the right tool, it forces none. A must, a
// standing trigger, "use only this tool", a preference, a rival run down,
// authority or urgency, or other tools' use forbidden ("never use another
// tool") keep the reading.
func scopeLimit37(sg signals, hits []hit, lower string) bool {
	if sg.any(cMust, cEveryTurn, cOnlyThis, cInsteadOf, cPrefer, cDeprecated, cDisparage, cAuthority, cUrgency, cOverUser, cRegardless, cPromote, cCovert, cHide) {
		return false
	}
	for i := 0; i+1 < len(hits); i++ {
		if hits[i].c == cNeg && hits[i+1].c == cCall {
			return false // "never use another tool"
		}
	}
	if sg.in(yieldWords37) {
		return true
	}
	i := onlyWords37.index(lower)
	if i < 0 {
		return false
	}
	rest := strings.TrimLeft(lower[i:], "abcdefghijklmnopqrstuvwxyzáéíóúâêôãõçüäöß")
	rest = strings.TrimLeft(rest, " ")
	for _, v := range scopeVerbs37 {
		if strings.HasPrefix(rest, v) {
			return true
		}
	}
	return false
}
