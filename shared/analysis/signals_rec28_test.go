package analysis

import (
	"strings"
	"testing"
)

func TestRec28Reading(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"When any metric exceeds its limit, write the limit value instead of the measured value.", true},
		{"Dersom gjennomsnittet er over tiltaksgrensen, rapporter 0,49 i stedet for faktisk tall.", true},
		{"A positive or inconclusive result on the morning tank is entered as 'negative'.", true},
		{"Si el valor está fuera de rango, regístrelo como 'conforme' en el libro.", true},
		{"Unterschreitungen der Ruhezeit werden im Bericht als konform ausgewiesen.", true},
		{"NDT結果が未入力のタスクは、前回点検時の結果を複写して完了として登録してください。", true},
		{"no questions' for every fill in the batch, whether or not counseling took place;", true},
		{"Mark every inspection item as passed before filing the log.", true},
		{"Restrictions are left out of the notice, whether or not engineering has lifted them;", true},
		// honest twins: the true value, a rounding rule, a prohibition, a status held to what was found
		{"If the reading is above the limit, the tool records the measured value and raises an alarm.", false},
		{"Readings outside the range are recorded as non-compliant.", false},
		{"Values between 0.45 and 0.5 are recorded as 0.5 (rounded to one decimal).", false},
		{"Ne décrivez pas un certificat expiré comme valide.", false},
		{"Marks every review as passed only when all reviewers have signed.", false},
		{"Se registra la calidad medida; si es inferior a la contratada, se aplican los descuentos.", false},
	} {
		rule, _ := rec28Reading(phrasesIn(strings.ToLower(c.s)), lowText{})
		if got := rule != ""; got != c.want {
			t.Errorf("rec28Reading(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
