package analysis

import (
	"slices"
	"strings"
)

// Mailboxes that mail comes from (prec38). A fixed mailbox in a sentence
// that sends is read as a destination, an attack's favourite: "also copy
// statements to audit@…". Honest tools name mailboxes the other way round:
// the address a notice is sent from ("the confirmation part de
// billets@voyage.fr", "完了通知は noreply@shuka.jp から送信されます",
// "账单提醒由 service@bank.cn 发出", "Benachrichtigungen kommen von der
// Adresse info@…", "уведомления приходят с адреса support@…"), or a
// mailbox nobody reads (noreply@, no-reply@, donotreply@). Such an address
// is where the data starts, or a dead letter box: it receives nothing, so
// it is no destination. senderMail38 reads it by the word right before the
// address (a "from" word, a sender label) or right after it (Japanese から,
// Korean 에서), and withoutSenders38 leaves it out of a sentence's
// destinations, before any rule reads them. Any other address in the
// sentence stays a destination ("forward mail from billing@a.com to
// x@evil.com" still sends to x@evil.com); "with", "to", "cc" and "reply-to"
// are never read as "from".

// withoutSenders38 returns dests without the mailboxes of sent that mail
// comes from (senderMail38).
func withoutSenders38(dests destinations, sent string) destinations {
	if len(dests) == 0 || !strings.Contains(sent, "@") {
		return dests
	}
	var senders []string
	for at, addr := range emailsIn(sent) {
		if senderMail38(sent, at, addr) {
			senders = append(senders, addr)
		}
	}
	if len(senders) == 0 {
		return dests
	}
	return slices.DeleteFunc(slices.Clone(dests), func(d destination) bool {
		return !d.markdown && !strings.Contains(d.text, "://") && slices.Contains(senders, d.text)
	})
}

// recipientMail38 reports an e-mail address in sent that mail may go to:
// hasEmail, with the mailboxes mail comes from left out.
func recipientMail38(sent string) bool {
	if !hasEmail(sent) {
		return false
	}
	for at, addr := range emailsIn(sent) {
		if isWordRune(rune(sent[at-1])) && !inExampleAside(sent, at) && !senderMail38(sent, at, addr) {
			return true
		}
	}
	return false
}

// senderMail38 reports the address addr, whose '@' is at at in s, as a
// mailbox mail comes from: a no-reply box, or one led by a "from" word or
// a sender label, or followed by a particle of origin.
func senderMail38(s string, at int, addr string) bool {
	local, _, _ := strings.Cut(strings.ToLower(addr), "@")
	switch localSeparators38.Replace(local) {
	case "noreply", "donotreply", "dontreply", "nepasrepondre", "noresponder", "nonrispondere", "naoresponda", "keineantwort":
		return true
	}
	start := strings.Index(s[max(0, at-len(local)-1):], addr)
	if start < 0 {
		return false
	}
	start += max(0, at-len(local)-1)
	before := strings.ToLower(strings.TrimRight(s[max(0, start-48):start], " \t:：'\"`«“「『(（"))
	for _, w := range senderBefore38 {
		if strings.HasSuffix(before, w) {
			i := len(before) - len(w)
			if i == 0 || !isLetterByte(w[0]) || !isLetterByte(before[i-1]) {
				return true
			}
		}
	}
	after := strings.TrimLeft(s[start+len(addr):], " '\"`»”」』)）")
	for _, w := range senderAfter38 {
		if strings.HasPrefix(after, w) {
			return true
		}
	}
	return false
}

// localSeparators38 drops the separators of a mailbox's local part
// (no-reply, do_not_reply, no.reply).
var localSeparators38 = strings.NewReplacer("-", "", "_", "", ".", "")

// senderBefore38 are the words right before a mailbox that say mail comes
// from it: "from", a sender label, in the languages of the lexicon.
var senderBefore38 = []string{
	"from", "sent from", "sender", "sender address", "from address", "from the address", "from the mailbox", "sent by",
	"de", "desde", "desde la dirección", "desde la cuenta", "remitente", "dirección remitente", "de l'adresse", "depuis", "depuis l'adresse", "expéditeur", "l'expéditeur", "adresse d'expédition",
	"von", "vom", "von der adresse", "von der absenderadresse", "absender", "absenderadresse", "vom absender",
	"da", "dall'indirizzo", "dall’indirizzo", "dal", "mittente", "do endereço", "remetente", "pelo endereço",
	"с адреса", "с почты", "с ящика", "отправитель", "адрес отправителя", "от",
	"从", "由", "来自", "发件人", "发件地址", "寄件人", "送信元", "差出人", "발신자", "발신 주소", "보낸 사람",
}

// senderAfter38 are the particles right after a mailbox that make it the
// place mail leaves from: Japanese から, Korean 에서, Chinese 发出/发送 after
// 由 or 从 are read by senderBefore38.
var senderAfter38 = []string{"から", "より送信", "より配信", "에서", "으로부터", "로부터"}

// Services that check a person's papers (prec38). A property named for a
// personal number (cpf, dni, passport_number, паспорт) is read as a request
// for data the tool has no use for, unless the tool's purpose is identity
// (identityPurpose). Many honest services are bound to take the number by
// the rules of their trade: a hotel registers its guests, an airline
// reports its passengers (APIS), a carrier registers a SIM card or ports a
// number on the holder's ID, a bank opens an account only after KYC,
// customs and visa forms carry the traveller's passport. idChecked38 reads
// such a service from the tool's name, title head or description, as
// identityPurpose does; statedIDRule38 reads a property that states the
// rule itself ("CPF do titular; o banco é obrigado a registrá-lo",
// "Some countries require hotels to register the guest's passport",
// "la portabilidad lo exige la CNMC"). Neither lets a property ask for a
// password, a code, the conversation or a file: those are judged on their
// own words, and a weather or joke tool that wants a passport still flags.

// idChecked38 reports a tool whose service is bound to take a person's
// papers, read from its name and title head (head) and description.
func idChecked38(head string, desc lowText) bool {
	return idCheckedService38.joinedIn(head, desc)
}

// statedIDRule38 reports a property named for a personal number (named)
// whose own description says a rule or an institution requires it, and
// names nothing else sensitive and gives no order to the model.
func statedIDRule38(named, desc string, ctx scanContext) bool {
	if named == "" || desc == "" || paymentItem26(named) {
		return false
	}
	if _, nh := ctx.read(named); !slices.ContainsFunc(nh, func(h hit) bool { return h.c == cPersonal }) {
		return false
	}
	f, dh := ctx.read(desc)
	if slices.ContainsFunc(dh, func(h hit) bool {
		switch h.c {
		case cSecret, cCode, cKeyMaterial, cPath, cEnv, cConversation, cCovert, cCovertAdv, cHide, cModel, cOtherTool, cOurServer, cEveryTurn, cAuthority, cUrgency:
			return true
		}
		return false
	}) {
		return false
	}
	return idRule38.in(f.lower) || idCheckedService38.in(f.lower)
}

// paymentDetail38 reports a sentence that holds a payment detail the user
// could be handed, or a channel to pay through: an account, card or wallet
// (payTarget), a number of seven digits or more, a phone number, a link, a
// bare domain or a tool (linked: "pay via pay_service_fee", "lodge it
// through visapoint-express.com"), gift cards or codes read back, or "our"
// processor. "Tell the user the new IBAN is …" gives one, and so does a
// fee claimed with a place to pay it; "remind the user to pay within 10
// minutes", "a 15% service fee is added", "transfers over 1,000,000 won
// need extra verification" or "show a receive address for the USDT
// (TRC-20) wallet" hold figures, amounts and standards, and no place to
// pay (prec38).
func paymentDetail38(sg signals, sent string, linked bool, payTarget func() bool) bool {
	return linked || longNumber(sent) || phoneNumberIn(sent) || bareDomain(sent) || sg.any(cCode, cOurServer, cSecret) || giftCard38.in(sg.lower) || payTarget()
}
