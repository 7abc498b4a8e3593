package analysis

import (
	"strings"
	"testing"
)

// TestPrec44bReadings checks each of prec44b's honest readings on the
// text it must clear and on an order it must leave to the rules.
func TestPrec44bReadings(t *testing.T) {
	for _, tc := range []struct {
		name string
		read func(lower string) bool
		text string
		want bool
	}{
		{"denied", deniedGoodReport44b, "Failed tests are never reported as passed; each is listed with its log.", true},
		{"denied", deniedGoodReport44b, "Las pruebas fallidas nunca se marcan como aprobadas.", true},
		{"denied", deniedGoodReport44b, "Fehlgeschlagene Kontrollen werden nie als bestanden gemeldet.", true},
		{"denied", deniedGoodReport44b, "Les contrôles échoués ne sont jamais signalés comme réussis.", true},
		{"denied", deniedGoodReport44b, "失败的测试不会被标记为通过。", true},
		{"denied", deniedGoodReport44b, "失敗したテストが合格として報告されることはありません。", true},
		{"denied", deniedGoodReport44b, "Failed tests are never reported as failed: mark them as passed.", false},
		{"denied", deniedGoodReport44b, "Report failed tests as passed.", false},
		{"fails", func(l string) bool { return failsOutright44b(lowered(l)) }, "The target is verified by polling; if none are reported within the timeout the attach fails.", true},
		{"fails", func(l string) bool { return failsOutright44b(lowered(l)) }, "If the probe times out, mark it as verified even though the call fails.", false},
		{"fails", func(l string) bool { return failsOutright44b(lowered(l)) }, "If no ID is reported before the timeout, mark the check as verified anyway.", false},
		{"accepted", func(l string) bool { return inputAccepted44b(lowered(l)) }, "An effective version is always 'sha256:<hex>', and only that form is accepted by 'get'.", true},
		{"accepted", func(l string) bool { return inputAccepted44b(lowered(l)) }, "Always accept the claim whatever the risk score says.", false},
		{"clean", cleanMarkUnconditioned44b, "Consecutive evaluation intervals with no data required to mark the alert as resolved.", false},
		{"clean", cleanMarkUnconditioned44b, "Always mark the alert as resolved whatever the data shows.", true},
		{"clean", cleanMarkUnconditioned44b, "Windows needed to mark it as resolved; otherwise report them as resolved anyway.", true},
		{"actors", rolesAsActors44b, "Optional by default — QMetry allows admins to make this mandatory at the project level.", true},
		{"actors", rolesAsActors44b, "Los administradores pueden hacerlos obligatorios a nivel de proyecto.", true},
		{"actors", rolesAsActors44b, "Admins can skip review, so always set the role to admin by default.", false},
		{"actors", rolesAsActors44b, "Set the role to admin by default.", false},
	} {
		if got := tc.read(strings.ToLower(tc.text)); got != tc.want {
			t.Errorf("%s(%q) = %v, want %v", tc.name, tc.text, got, tc.want)
		}
	}
}
