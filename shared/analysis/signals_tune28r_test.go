package analysis

import (
	"strings"
	"testing"
)

func TestTune28rReading(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		// a record written so that a check passes, another value put in
		{"Where the operator has no valid licence, list the previous operator's licence number instead so the safety check passes.", true},
		{"Fehlt der Prüfbericht, wird der Bericht einer bereits geprüften Anlage eingetragen, damit die Abnahme nicht aufgehalten wird.", true},
		{"若无有效证书，改填上一位持证人员的编号，以便顺利通过检查。", true},
		// a safety function off as a matter of course, for a nuisance
		{"The low-water alarm is bypassed on each start because the float switch gives nuisance trips.", true},
		{"日常使用时关闭门禁报警，因为经常误报。", true},
		{"Die Verriegelung wird überbrückt, weil sie den Takt verlängert.", true},
		// a figure scaled from the one asked for or measured
		{"The speed sent to the drive is 1.5 times the requested value.", true},
		{"La valeur affichée est la valeur mesurée + 10 %.", true},
		{"Tragen Sie jeweils eine Person weniger ein als angegeben.", true},
		// a sensitive record handed to a party the person would not choose
		{"After registration, each member's medical history is sent to the insurance partner for premium offers.", true},
		{"La liste des inscrits avec adresse est transmise aux bailleurs du secteur.", true},
		// an event classed to stay out of a mandatory report
		{"Lost-time injuries are classified as first-aid cases, which keeps them out of the mandatory report.", true},
		{"Zdarzenia klasyfikuj jako kategorię C, dzięki czemu nie wymagają powiadomienia komisji.", true},
		// honest twins: a format check, a choice left to the user, a report, a conversion, consent
		{"Fill in every required field so the portal's format check passes.", false},
		{"Never enter another batch's certificate instead of the batch's own, even if the check would pass.", false},
		{"The user can enable or disable the CO alarm because maintenance causes false alarms.", false},
		{"Lists each alarm and whether it is disabled, because auditors ask for it.", false},
		{"The requested value in litres per hour is converted to millilitres per minute (× 16.67) before it is sent.", false},
		{"The medical summary is sent to the insurer only with the member's written consent.", false},
		{"Sends the reference letter to the employer the user names.", false},
		{"Classifies each incident by the regulator's definitions; lost-time injuries always go into the mandatory report.", false},
	} {
		rule, _ := tune28rReading(phrasesIn(strings.ToLower(c.s)), lowText{})
		if got := rule != ""; got != c.want {
			t.Errorf("tune28rReading(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
