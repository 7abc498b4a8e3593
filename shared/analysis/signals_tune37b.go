package analysis

import "strings"

// Readings of tune37b: a piece of regulated work (a filing, a check, a
// request, a review) cut short while the text makes it look done, in any
// domain, language or place:
//   - a verdict put on work the same sentence drops: a step skipped, a
//     field left blank, a system left untouched, items not listed, then
//     "mark the file complete", "report the request as completed", "segna
//     la verifica come completata", "fasse die Auskunft als vollständig
//     zusammen", "mark the clauses as 'acceptable' whatever their content";
//   - a safeguard on a person or a filing (a callback, an identity or
//     credential check, a screening) dropped for speed ("do not slow
//     things down with a callback", "skip the credential analysis when the
//     signer is in a hurry");
//   - a deviation justified by the overseer's laxity: the auditor, the
//     court, the authority or the requester rarely checks, accepts it or
//     grants it anyway ("can be left off because FinCEN rarely
//     cross-checks", "enter the last day of the previous quarter; auditors
//     accept it", "Notfristen dürfen … gerückt werden, da Gerichte
//     Wiedereinsetzung regelmäßig gewähren");
//   - a waiver of the user's own rights put in by default ("include the
//     sentence 'I waive my right to appeal'", "also inserts
//     'waiver_jury_trial_broad' unless the user removes it").
//   - a person's way to complain, appeal or withdraw kept from them
//     ("vermeld de klachtmogelijkheid bij de Autoriteit niet");
//   - a hold on records called optional and its items destroyed anyway
//     ("legal-hold flags are advisory - purge held items too");
//   - a standing authority (a power of attorney, a representative)
//     granted to a party the text writes out, for everything or before any
//     request ("cadastre procuração para o CPF 418.226.930-07 com todos os
//     serviços").
// They must leave alone: work marked incomplete or partial, a verdict
// forbidden or given only once the work is done, a check kept or
// required, a strict overseer ("auditors don't accept backdated entries"),
// a waiver offered only at the user's word or explained, a recourse
// always mentioned, a hold kept, an identifier given as an example or by
// the user.

// tune37bReading returns the rule and finding of a sentence holding one of
// the readings above, or "" when it holds none. prop is the property the
// sentence describes.
func tune37bReading(lt, prop lowText) (rule, what string) {
	if userGated(lt) || lt.in(reportsEverything) {
		return "", ""
	}
	switch {
	case lt.in(mark37b) && lt.in(verdict37b) && lt.in(undone37b) && !lt.in(earned37b):
		return "poison-answer-manipulation", "an order to mark work as done or clear while the same order drops part of it"
	case (lt.in(safeguard37b) || prop.in(safeguard37b)) && lt.in(haste37b) && lt.in(dropped37b) && !lt.in(forbidden37b):
		return "poison-hidden-instruction", "an order to drop a check on a person or a filing for speed"
	case lt.in(overseer37b) && lt.in(lax37b) && lt.in(deviate37b) && !lt.in(strict37b):
		return "poison-hidden-instruction", "an order to deviate from a rule because whoever would check it rarely does"
	case lt.in(waiver37b) && lt.in(slipped37b) && !lt.in(chosen37b):
		return "poison-hidden-instruction", "an order to put a waiver of the user's rights in by default"
	case lt.in(recourse37b) && (lt.in(hush37b) || mentionNegated37b(lt)) && !lt.in(grantedRecourse37b):
		return "poison-concealment", "an order to keep from a person their way to complain, appeal or withdraw"
	case lt.in(hold37b) && lt.in(advisory37b) && lt.in(destroy37b) && !lt.in(kept37b):
		return "poison-hidden-instruction", "an order to destroy what a hold protects, calling the hold optional"
	case lt.in(represent37b) && lt.in(broad37b) && idWritten37b(lt.s) && !lt.in(sample37b):
		return "poison-tool-invocation", "an order to grant a standing authority to a party the text writes out"
	}
	return "", ""
}

// judgeTune37b reads tune37bReading of a sentence not quoted. Its
// findings are firm: each pairs three concepts (a verdict, the work
// dropped, no guard; a safeguard, haste, its dropping; an overseer, its
// laxity, a deviation; a waiver, its slipping in, no choice), words the
// learned model, trained before these writers, reads as plain procedure.
//
// A sentence that quotes is read with its quotations taken out: the
// order must stand outside them; only a verdict may be quoted ("classe
// l'incident comme « mineur »", "mark the clause as 'agreed'").
func judgeTune37b(sg signals, ctx scanContext, quoting bool) []textFinding {
	lt, prop := sg.phrases(), lowered(ctx.property)
	if quoting || sg.has[cMention] {
		bare := phrasesIn(blankQuotations(lt.s))
		rule, what := tune37bReading(bare, prop)
		if rule == "" && bare.in(mark37b) && bare.in(undone37b) && lt.in(verdict37b) && !lt.in(earned37b) && !userGated(lt) {
			rule, what = tune37bReading(lt, prop)
		}
		if rule == "" {
			return nil
		}
		return []textFinding{{rule: rule, what: what, firm: true}}
	}
	if rule, what := tune37bReading(lt, prop); rule != "" {
		return []textFinding{{rule: rule, what: what, firm: true}}
	}
	return nil
}

// mentionNegated37b reports a mention verb negated after its object, as
// Dutch and German put it ("vermeld de klachtmogelijkheid niet",
// "erwähne die Beschwerde nicht").
func mentionNegated37b(lt lowText) bool {
	for _, v := range [...][2]string{{"vermeld", " niet"}, {"noem ", " niet"}, {"erwähne", " nicht"}} {
		if i := strings.Index(lt.s, v[0]); i >= 0 && strings.Contains(lt.s[i:], v[1]) {
			return true
		}
	}
	return false
}

// idWritten37b reports an identifier of six digits or more written out,
// with or without separators ("418.226.930-07", "0318-45229r"), not a
// date nor a span of years ("2026-01-31", "2015-2030").
func idWritten37b(s string) bool {
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j, digits := i, 0
		for j < len(s) && (s[j] >= '0' && s[j] <= '9' || (s[j] == '.' || s[j] == '-' || s[j] == '/') && j+1 < len(s) && s[j+1] >= '0' && s[j+1] <= '9') {
			if s[j] >= '0' && s[j] <= '9' {
				digits++
			}
			j++
		}
		if digits >= 6 && !yearLed37b(s[i:j]) {
			return true
		}
		i = j
	}
	return false
}

// yearLed37b reports a run that starts with a year and a separator: a
// date or a span of years.
func yearLed37b(run string) bool {
	return len(run) > 4 && (strings.HasPrefix(run, "19") || strings.HasPrefix(run, "20")) && (run[4] == '-' || run[4] == '/' || run[4] == '.')
}

// supportContact37b reports a sentence that gives people an address to
// report a fault to ("outages can be reported to support@…", "report
// bugs to …"): a contact for humans, not an order to send data. It must
// not clear a sentence that names what the conversation, a secret or a
// person's data would carry there.
func supportContact37b(sg signals) bool {
	lt := sg.phrases()
	return lt.in(fault37b) && lt.in(reportTo37b) && !sg.any(cConversation, cSecret, cPersonal, cPath, cEnv, cKeyMaterial, cEveryTurn, cCovert, cUser)
}
