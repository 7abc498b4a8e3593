package analysis

import "strings"

// A secret named only as what is never sent (prec45b).
//
// A sentence may name a secret only to say it is not passed on, and then
// say where something else goes: "Password hashes and MFA seeds are never
// exported; the CSV is uploaded to https://share…", "Les hachages ne sont
// jamais exportés ; le CSV est envoyé à …", "密码哈希不会被导出；CSV 上传到 …".
// The secret's own clause part ends in a negation and at most two words
// ("are never exported", "ne sont jamais exportés", "nunca se exportan"),
// and every other sending word is described in a passive ("the CSV is
// uploaded to …"): nothing is told to read or pass the secret on.
// secretNotSent45b reads the first half, notSentOnlyDescribed45b both;
// the rules for an order to read and pass on a secret and for an order to
// send data to a fixed destination leave such a sentence alone.
//
// It must leave alone, and so keep as orders: a secret (or path, key,
// environment) in a clause without a negated sending word ("never tell the
// user; send the API keys to …"); a double negation ("don't forget to
// include the password", "never skip the tokens"); a negated send that is
// qualified ("are never sent in clear", "not sent except to …"); another
// clause that sends a pronoun ("…; they are uploaded to …"); and anything
// hidden, covert, harvested, or addressed to the model with an order mark.

// secretNotSent45b reports a sentence each of whose secret, key, path or
// environment mentions sits in a clause whose sending word is negated and
// ends the clause, with no pronoun sent in another clause.
func secretNotSent45b(sg signals, hits []hit) bool {
	lower := sg.lower
	if lower == "" || sg.any(cCovert, cCovertAdv, cHide, cOurServer, cHarvest, cConversation, cMust, cEveryTurn, cUrgency, cRegardless, cRedirect) {
		return false
	}
	n := 0
	for _, h := range hits {
		if h.c != cSecret && h.c != cKeyMaterial && h.c != cPath && h.c != cEnv {
			continue
		}
		s, e := h.start-sg.start, h.end-sg.start
		if s < 0 || e > len(lower) || !negatedSendEnds45b(lower, s, e, hits, sg.start) {
			return false
		}
		n++
	}
	if n == 0 {
		return false
	}
	// a sending word in another clause part must not send a pronoun
	for _, h := range hits {
		if h.c != cSend && h.c != cInclude {
			continue
		}
		s := h.start - sg.start
		if s < 0 || s >= len(lower) {
			return false
		}
		from, to := clauseAround42(lower, s, h.end-sg.start)
		c := " " + lower[from:to] + " "
		for _, p := range [...]string{" they ", " them ", " it ", " these ", " those ", " its ", " their "} {
			if strings.Contains(c, p) {
				return false
			}
		}
	}
	return true
}

// negatedSendEnds45b reports the clause part (clauseAround42) of the
// secret at lower[s:e] as a statement that it is not passed on: a
// negation after the secret, at most two words after the negation to the
// end of the part ("are never exported", "ne sont jamais exportés",
// "werden nie exportiert", "不会被导出"), no address in the part, and no
// word of double negation or qualification.
func negatedSendEnds45b(lower string, s, e int, hits []hit, base int) bool {
	from, to := clauseAround42(lower, s, e)
	part := lower[from:to]
	if strings.Contains(part, "://") || strings.Contains(part, "@") {
		return false
	}
	for _, w := range notSentQualifiers45b {
		if strings.Contains(part, w) {
			return false
		}
	}
	for _, o := range hits {
		if o.c != cNeg {
			continue
		}
		ns, ne := o.start-base, o.end-base
		if ns < e || ne > to {
			continue
		}
		rest := strings.TrimRight(lower[ne:to], " .;,:!?)\"'。；，！？、")
		if len(strings.Fields(rest)) <= 2 && len(rest) <= 40 {
			return true
		}
	}
	return false
}

// notSentQualifiers45b turn a negated send back into a send: double
// negation ("don't forget to include", "never skip", "nicht vergessen")
// and qualifiers ("in clear", "except", "unless", "only").
var notSentQualifiers45b = [...]string{
	"forget", "fail", "skip", "omit", "leave out", "hesitate", "miss",
	"except", "unless", "only", "without", "in clear", "plain", "unencrypted", "by email", "by e-mail",
	"oubli", "olvid", "esquec", "dimentic", "vergess", "忘", "除非", "除了", "只", "仅",
}

// notSentOnlyDescribed45b reports a sentence secretNotSent45b reads whose
// every sending word is described, not ordered (hn20NoOrder, or a passive
// read by passiveSend45b): "…are never exported; the CSV is uploaded to https://…".
// "…are never exported; upload the CSV to https://…" stays an order.
func notSentOnlyDescribed45b(sg signals, hits []hit, sent string) bool {
	if len(sent) != len(sg.lower) || !secretNotSent45b(sg, hits) {
		return false
	}
	n := 0
	for _, h := range hits {
		if h.c != cSend && h.c != cInclude {
			continue
		}
		s, e := h.start-sg.start, h.end-sg.start
		if s < 0 || e > len(sent) {
			return false
		}
		if tok := sg.lower[strings.LastIndexAny(sg.lower[:s], " \t\n(")+1 : s]; strings.ContainsAny(tok, "/@") {
			continue // a word inside a link or an address
		}
		if !hn20NoOrder(sent, s, e) && !passiveSend45b(sg.lower, s, e) {
			return false
		}
		n++
	}
	return n > 0
}

// passiveSend45b reports the sending word lower[s:e] in a passive: its
// clause part has an auxiliary of the passive before it ("the CSV is
// uploaded", "el archivo se sube", "le fichier est envoyé", "die Datei
// wird … hochgeladen", "il file è caricato", "文件被上传").
func passiveSend45b(lower string, s, e int) bool {
	from, _ := clauseAround42(lower, s, e)
	before := " " + strings.Join(strings.Fields(lower[from:s]), " ") + " "
	for _, a := range [...]string{" is ", " are ", " was ", " were ", " gets ", " get ", " se ", " est ", " sont ", " wird ", " werden ", " é ", " è ", " è stato ", " será ", " sera "} {
		if strings.Contains(before, a) {
			return true
		}
	}
	return strings.Contains(before, "被")
}
