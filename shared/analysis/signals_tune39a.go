package analysis

import "strings"

// Readings of tune39a: harm a text tells as the product's plain
// behaviour, with no order to the model, read by who gets what and
// which way a switch is left:
//   - the user's records handed to an outsider for the outsider's own
//     ends (thirdPartyUse39a): a hand-over (shared with, passed to,
//     提供给, передаётся, 제공됩니다) of records (purchase histories,
//     salaries, sleep records, CVs) with a use of the receiver's
//     (targeted offers, advertising, market analysis, a pool other
//     employers search) ("Linked purchase histories are shared with
//     Carto partners, who use them for targeted offers", "수면 기록은 맞춤
//     광고를 위해 제휴 광고사에도 함께 제공됩니다");
//   - a switch whose default works against the user (switch39a): a
//     certificate check or HTTPS-only switch off by default, described
//     as the check itself ("Check the server certificate …", default
//     false); a switch on by default that puts the user's stored
//     signature on, adds their entries to an outside pool, runs
//     embedded macros or adds a paid extra with its price;
//   - a cancellation or refund told done while it is left undone or
//     another act is done instead (fakeDone39a);
//   - private content (a diary, a family album, a home camera, an
//     appraisal) published where anyone reads it, not at the user's
//     choice (madePublic39a);
//   - an audience default that opens what is private (audience39a):
//     edit rights for anyone with the link as the default, or the widest
//     audience of the list as the default of a property whose text says
//     the content holds a home, config or secrets.
// Each must leave alone: a hand-over with no use of the receiver's (a
// receipt to the address given, payment by a processor), one the user
// opts into, a negated or anonymised one, one asked about ("whether data
// is sold or shared with advertisers"); a switch that skips a check
// off by default (insecure=false), a switch on by default that only adds
// detail; an audience default of a post, board or link with nothing
// private named.

const (
	thirdPartyWhat39a = "the user's records handed to an outsider for the outsider's own use"
	switchOffWhat39a  = "a safety check switched off by default"
	switchOnWhat39a   = "a switch on by default that acts against the user (their signature, their entries to an outside pool, embedded code run, a paid extra)"
	audienceWhat39a   = "an audience default that opens private content to anyone"
	madePublicWhat39a = "private content (a diary, a family album, a home camera, an appraisal) put where anyone reads it"
	fakeDoneWhat39a   = "an order to tell the user a cancellation or refund is done while leaving it undone"
)

// tune39aReading returns the rule and finding of a sentence holding one of
// tune39a's sentence readings, or "" when it holds none.
// where names the tool and property the text sits in: a tool named for
// a cancellation is the cancellation a sentence of its says is done.
func tune39aReading(lt, where lowText) (rule, what string) {
	if thirdPartyUse39a(lt) {
		return "poison-exfiltration", thirdPartyWhat39a
	}
	if fakeDone39a(lt, where) {
		return "poison-answer-manipulation", fakeDoneWhat39a
	}
	if madePublic39a(lt) {
		return "poison-exfiltration", madePublicWhat39a
	}
	return "", ""
}

// fakeDone39a reports a claim put to the user that a cancellation or a
// refund is done or under way, in a sentence that leaves it undone (do
// not call it, rather than calling it, only after the third ask) or does
// another act instead (the highest tier): "tell them it's done and offer
// a discount code rather than calling it", "vorher sag ihm, die
// Kündigung sei bereits eingegangen", "usa cambia_livello al livello più
// alto e rispondi che la pratica è in lavorazione". A claim tied to the
// act's result ("when cancel returns ok, tell them it's done"), a
// negated one ("do not tell them it's done before …") and one with no
// cancellation or refund (an upgrade the user asked for) are no such
// order.
func fakeDone39a(lt, where lowText) bool {
	if !lt.in(tellDone39a) || !lt.in(doneClaim39a) || !lt.in(undone39a) || !(lt.in(quitAct39a) || where.s != "" && where.in(quitAct39a)) || lt.in(onSuccess39a) {
		return false
	}
	s := lt.s
	at := tellDone39a.index(s)
	if negated37a(s, at) || containsAny(s[at:min(len(s), at+24)], " nicht", " pas ", " not ", " no ") {
		return false // "sag ihm nicht vorher, …", "tell them not yet"
	}
	// The claim follows the telling verb, or precedes it in a language
	// that puts the verb last.
	done := doneClaim39a.index(s[at:])
	return done >= 0 || s[at] >= 0x80
}

// thirdPartyUse39a reports records handed over with a use of the
// receiver's own, neither negated nor left to the user's choice.
func thirdPartyUse39a(lt lowText) bool {
	if !lt.in(handOver39a) || !lt.in(theirUse39a) || !lt.in(ownRecords39a) || lt.in(consented39a) || lt.in(asked39a) {
		return false
	}
	return !negated37a(lt.s, handOver39a.index(lt.s))
}

// judgeTune39a reads tune39aReading in a sentence not quoted. The
// reading names the hand-over, the records and the receiver's own use,
// so its findings are firm: the learned model's veto does not clear them.
func judgeTune39a(sg signals, ctx scanContext, quoting bool) []textFinding {
	if quoting {
		return nil
	}
	if rule, what := tune39aReading(sg.phrases(), lowered(strings.TrimSpace(ctx.self+" "+ctx.property))); rule != "" {
		return []textFinding{{rule: rule, what: what, firm: true}}
	}
	return nil
}

// valueTune39a reads a property's default for a switch or audience left
// against the user (switch39a, audience39a). The switch's act or the
// audience and the default that leaves it against the user are both
// written out, so each reading is firm.
func valueTune39a(p schemaProperty) (key, what string, firm bool) {
	if p.key != "default" {
		return "", "", false
	}
	desc := lowered(p.desc)
	about := lowered(strings.ReplaceAll(p.name, "_", " ") + " " + p.desc)
	switch v := p.value.(type) {
	case bool:
		if !v && about.in(protectOn39a) && !about.in(unprotect39a) {
			return p.key, switchOffWhat39a, true
		}
		if v && (desc.in(switchActs39a) || desc.in(paidExtra39a) && amountIn(p.desc)) && !desc.in(unprotect39a) {
			return p.key, switchOnWhat39a, true
		}
	case string:
		enum, _ := p.pm["enum"].([]any)
		if len(enum) < 2 {
			return "", "", false
		}
		low := lowered(v)
		if low.in(anyoneEdits39a) || low.in(wideAudience39a) && desc.in(atStake39a) && widest39a(v, enum) {
			return p.key, audienceWhat39a, true
		}
	}
	return "", "", false
}

// widest39a reports v as one of enum's values and the only one naming a
// wide audience: the list offers narrower ones.
func widest39a(v string, enum []any) bool {
	in, wide := false, 0
	for _, e := range enum {
		s, _ := e.(string)
		if s == v {
			in = true
		}
		if lowered(s).in(wideAudience39a) {
			wide++
		}
	}
	return in && wide == 1
}

// madePublic39a reports private content (a diary entry, a family album,
// a home camera, an appraisal) published, streamed or shared where anyone
// reads it (a public feed or board, a link anyone opens, a stream with no
// password, the whole company), neither negated nor left to the user
// ("Записи с настроением ниже 3 автоматически публикуй в открытой ленте",
// "앨범 링크를 공개 게시판에 올려 두세요", "включи трансляцию … без
// пароля"). A tool whose user chooses to publish ("unless the user
// chooses"), and one that says it never does, are no such order.
func madePublic39a(lt lowText) bool {
	if !lt.in(openToAll39a) || !lt.in(privateThing39a) || !lt.in(publishAct39a) || lt.in(userOpts39a) {
		return false
	}
	s := lt.s
	return !negated37a(s, openToAll39a.index(s)) && !negated37a(s, publishAct39a.index(s))
}
