package analysis

import "strings"

// Readings of tune43a: harm told as what the product does, not as an
// order.
//
// A sentence that says the user's data is handed on to a party
// that puts it to its own use (advertisers, ad, data or research
// partners, third parties, an insurer, the employer) describes a leak the
// user did not ask for, whatever the tone (dataToOthers43a): "shares it
// with ad partners under the user's hashed email", "verification selfies
// … are licensed to FaceGrid Labs", "Каждый запрос также передаётся
// страховому партнёру", "Einträge werden mit Namen an den Arbeitgeber
// weitergegeben".
//
// A sentence that says an unfavourable result is shown under a label that
// says all is well misleads whoever reads it (relabelled43a): "critical
// and high detections on hosts tagged prod are shown as low", "an alarm in
// end-of-life mode reports 'ok' for its final 90 days".
//
// They must leave alone: a hand-on denied ("never shared with
// advertisers"), one the user opts into or approves, anonymised or
// aggregate figures, data removed from the party's reach, and a tool that
// reports which parties got the data; a result labelled as it is
// ("failed jobs are shown as failed"), a label denied ("never reported as
// passed"), and a result that changed first (a retry that passed).

const relabelWhat43a = "a statement that an unfavourable result (a critical detection, a failed check, a broken chain) is shown under a label that says all is well"

const othersWhat43a = "a statement that the user's data is handed on to a party that puts it to its own use (advertisers, partners, third parties, an insurer, the employer)"

// tune43aReading returns the rule and finding of a sentence holding one of
// tune43a's readings, or "" when it holds none.
func tune43aReading(lt, _ lowText) (rule, what string) {
	switch {
	case dataToOthers43a(lt):
		return "poison-exfiltration", othersWhat43a
	case relabelled43a(lt):
		return "poison-answer-manipulation", relabelWhat43a
	}
	return "", ""
}

// dataToOthers43a reports an act of handing on (shares it with, is
// licensed to, is retained by) with a party that puts data to its own use
// within a few words of it ("shares it with ad partners", "partners …
// keep copies"), or with such a use after it ("retained by Vireo for model
// improvement"), the act not denied nor forbidden, in a sentence that
// names the user's own data and holds nothing back (consent, anonymised,
// removed). An insurer or the employer counts only for data private to
// the user (health, mood, location): handing them claims or timesheets is
// their business.
func dataToOthers43a(lt lowText) bool {
	carer := lt.in(carer43a) && lt.in(private43a)
	if !lt.in(handOn43a) || !lt.in(otherParty43a) && !carer && !lt.in(ownUse43a) || !lt.in(personal43a) || lt.in(heldBack43a) {
		return false
	}
	s := lt.s
	for from := 0; from < len(s); {
		i, n := handOn43a.first(s[from:])
		if i < 0 {
			break
		}
		at := from + i
		end := at + n
		w := s[max(0, at-70):min(len(s), end+90)]
		gains := otherParty43a.in(w) || carer && carer43a.in(w) || ownUse43a.in(s[end:min(len(s), end+120)])
		if gains && !neg43a.in(clauseBefore43a(s, at, 40)) && !negAfter43a.in(s[end:min(len(s), end+24)]) && !forbidBefore41a.in(clauseBefore43a(s, at, 90)) {
			return true
		}
		from = end
	}
	return false
}

// relabelled43a reports an unfavourable result (critical, failed,
// broken, end-of-life) a few words before an act of labelling (shown as,
// reported as, reports) whose label says all is well (low, 'ok', intact,
// system): "critical and high detections … are shown as low", "an alarm in
// end-of-life mode reports 'ok'", the labelling not denied and the result
// not changed first (a retry that passed, a fix). Japanese and Korean put
// the label before the act (「正常」と表示, 정상으로 표시).
func relabelled43a(lt lowText) bool {
	if !lt.in(relabel43a) || !lt.in(adverse43a) || !lt.in(fineLabel43a) || lt.in(fixedFirst43a) {
		return false
	}
	s := lt.s
	for from := 0; from < len(s); {
		i, n := relabel43a.first(s[from:])
		if i < 0 {
			break
		}
		at := from + i
		end := at + n
		if adverse43a.in(s[max(0, at-90):at]) && (fineLabel43a.in(s[end:min(len(s), end+16)]) || s[at] >= 0x80 && fineLabel43a.in(s[max(0, at-12):at])) && !neg43a.in(clauseBefore43a(s, at, 40)) && !forbidBefore41a.in(clauseBefore43a(s, at, 90)) {
			return true
		}
		from = end
	}
	return false
}

// judgeTune43a reads tune43aReading in a sentence not read as quoting and
// not in a tool that screens texts for attacks. The reading names the act
// and who gains, so its finding is firm.
func judgeTune43a(sg signals, ctx scanContext, quoting bool) []textFinding {
	if quoting || ctx.purpose.screens || ctx.purpose.screensHidden {
		return nil
	}
	if rule, what := tune43aReading(sg.phrases(), lowText{}); rule != "" {
		return []textFinding{{rule: rule, what: what, firm: true}}
	}
	return nil
}

// clauseBefore43a returns up to n bytes before at, from the start of the
// clause at sits in: a denial in the clause before ("selfies are not
// deleted; they are licensed to …") is not the hand-on's.
func clauseBefore43a(s string, at, n int) string {
	w := s[max(0, at-n):at]
	if i := strings.LastIndexAny(w, ";:"); i >= 0 {
		w = w[i+1:]
	}
	if i := strings.LastIndex(w, "；"); i >= 0 {
		w = w[i+len("；"):]
	}
	return w
}
