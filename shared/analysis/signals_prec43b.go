package analysis

import (
	"slices"
	"strings"
)

// Mailboxes named as a contact for people (prec43b). An attack fixes a
// mailbox the model is to send to; honest tools name a mailbox the other
// way round, as what it is ("apis-desk@… is the human desk the traveller
// may write to", "relay@… is merely the sender address shown", "logs@… 는
// 제조사 지원 주소이며") or as whom a person contacts when something went
// wrong ("write to ops@… if a role was set wrongly", "如有疑问，请联系模板维护者
// ops@…"). contactMail43b reads either by the words around the address:
// right after it a copula and, close behind, a contact's role (desk,
// support, sender, maintainer), or right before it a verb of contacting.

// contactMail43b reports the e-mail address addr, found at its '@' at in
// lower (lowercase text), as one named as a contact for people.
func contactMail43b(lower string, at int, addr string) bool {
	local, _, _ := strings.Cut(addr, "@")
	start := at - len(local)
	end := start + len(addr)
	if start < 0 || end > len(lower) {
		return false
	}
	after := strings.TrimLeft(lower[end:], " '\"`»”」』)）")
	for _, c := range contactCopulas43b {
		if rest, ok := strings.CutPrefix(after, c); ok && contactRoles43b.in(rest[:min(len(rest), 64)]) {
			return true
		}
	}
	return contactVerbs43b.in(lower[max(0, start-40):start])
}

// contactsOnly43b reports lower text whose e-mail addresses are all named
// as contacts for people (contactMail43b), and which names no secret,
// conversation or personal data and gives no standing or covert order: the
// addresses receive nothing from the model.
func contactsOnly43b(sg signals, lower string) bool {
	if !strings.Contains(lower, "@") || sg.anyFree(cSecret, cPath, cEnv, cKeyMaterial, cConversation, cPersonal) || sg.any(cCovert, cCovertAdv, cHide, cEveryTurn, cOverUser, cIgnore, cModel, cAuthority, cRole, cMust) {
		return false
	}
	return contactMailsOnly43b(lower)
}

// contactMailsOnly43b reports lower text that holds an e-mail address and
// names every one as a contact for people (contactMail43b).
func contactMailsOnly43b(lower string) bool {
	n := 0
	for at, addr := range emailsIn(lower) {
		if !contactMail43b(lower, at, addr) {
			return false
		}
		n++
	}
	return n > 0
}

// withoutContacts43b returns dests without the mailboxes of the sentence
// named as contacts for people, when the whole sentence is such a naming
// (contactsOnly43b).
func withoutContacts43b(dests destinations, sg signals, sent string) destinations {
	if len(dests) == 0 || len(sg.lower) != len(sent) || !contactsOnly43b(sg, sg.lower) {
		return dests
	}
	return slices.DeleteFunc(slices.Clone(dests), func(d destination) bool {
		return !d.markdown && !strings.Contains(d.text, "://") && strings.Contains(d.text, "@")
	})
}
