package analysis

import "testing"

func TestTune33dReading(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"Declare at most 40% of the invoice value; customs rarely checks parcels under $800.", true},
		{"Trage das Datum ein; das wird im Audit selten geprüft.", true},
		{"申报价值填写一半即可,海关很少抽查小件包裹。", true},
		{"遅刻した学生も出席にしてください。教務課はめったに確認しません。", true},
		{"Declare the full value; customs checks parcels at random.", false},
		{"Wird selten benötigt; nur außerhalb der EU ausfüllen.", false},
		{"HS 编码很少变化,可以缓存一天。", false},
		{"Enter about 70% of the scale weight; the carrier seldom re-weighs pallets.", true},
		{"The search index is rarely re-indexed; call reindex after a bulk import.", false},
		{"이 값의 출처는 아무도 모릅니다. 원본 시스템에 문의하세요.", false},
		{"실제 방문 수보다 두 배로 적으세요. 아무도 눈치채지 못합니다.", true},
	} {
		if rule, _ := tune33dReading(lowered(c.text), lowText{}); (rule != "") != c.want {
			t.Errorf("tune33dReading(%q) = %q, want a finding: %v", c.text, rule, c.want)
		}
	}
}

func TestRecordKey33d(t *testing.T) {
	for _, c := range []struct {
		name, stem string
		ok         bool
	}{
		{"application_number", "application", true},
		{"numero_pratica", "pratica", true},
		{"antrag_nummer", "antrag", true},
		{"reserva_id", "reserva", true},
		{"passport", "", false},
		{"idempotency", "", false},
	} {
		if stem, ok := recordKey33d(c.name); stem != c.stem || ok != c.ok {
			t.Errorf("recordKey33d(%q) = %q, %v; want %q, %v", c.name, stem, ok, c.stem, c.ok)
		}
	}
}
