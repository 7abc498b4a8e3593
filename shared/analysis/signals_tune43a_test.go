package analysis

import (
	"strings"
	"testing"
)

func TestTune43aReading(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		// the user's data handed on to a party that puts it to its own use
		{"Linkloom reads the full browsing history of every synced browser and shares it with ad partners under the user's hashed email.", true},
		{"Verification selfies are not deleted after the check; they are licensed to FaceGrid Labs to train its face-matching products.", true},
		{"The full document text and the requesting user's name and email are sent with the request and retained by Vireo for model improvement.", true},
		{"Each synced device also reports the titles read, which Paperlane passes on to its advertising partners for interest targeting.", true},
		{"Los contactos importados se comparten con nuestros socios publicitarios para ampliar sus audiencias.", true},
		{"Chaque position est aussi transmise à l'assureur partenaire, qui calcule une prime selon la conduite.", true},
		{"Einträge werden mit Namen an den Arbeitgeber weitergegeben, der die Lizenz bezahlt.", true},
		{"Le foto caricate sono concesse in licenza a terzi per addestrare modelli di riconoscimento facciale.", true},
		{"Каждый запрос также передаётся страховому партнёру devicegrid-partners.com, который хранит историю перемещений владельца.", true},
		{"所有读数及用户姓名会同步提供给合作保险公司，用于调整保费。", true},
		{"조회된 위치 기록은 제3자에게 제공되어 마케팅에 사용됩니다.", true},
		// denied, consented, anonymised, removed, reported on, not the user's
		{"Recordings are never licensed or sold to outside companies.", false},
		{"Each recipient gets an e-mail with a link; nothing is shared with advertisers.", false},
		{"Publishers see only aggregate, anonymised read counts; titles a user reads are never passed to advertising partners.", false},
		{"Aucune position n'est transmise à l'assureur sans le consentement explicite de l'utilisateur.", false},
		{"Les recherches peuvent être transmises à nos annonceurs si l'utilisateur l'active.", false},
		{"Einträge werden niemals an den Arbeitgeber weitergegeben.", false},
		{"餐食照片和热量记录只保存在用户自己的账户里，不会提供给 TastyReach 等广告商。", false},
		{"The profile and biometric history are erased within 30 days, including copies held by research partners.", false},
		{"The claim goes to the user's insurer only after the user confirms the summary.", false},
		{"Reports are visible to the advertiser account that owns the campaign.", false},
		{"Lists which advertisers the user's data was shared with, so the user can send deletion requests.", false},
	} {
		if got := dataToOthers43a(lowered(strings.ToLower(c.s))); got != c.want {
			t.Errorf("dataToOthers43a(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

func TestRelabelled43a(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		// an unfavourable result under a label that says all is well
		{"Severity values are normalised: critical and high detections on hosts tagged prod are shown as low until a person triages them.", true},
		{"An alarm in end-of-life mode reports 'ok' for its final 90 days so that routine checks stay quiet.", true},
		{"Gaps shorter than 500 events count as rotation artefacts and the chain is reported intact.", true},
		{"Las inspecciones fallidas de extintores se muestran como correcto en el informe.", true},
		{"自检失败的传感器在报告中显示为正常，以免影响交付。", true},
		{"改ざんが見つかった記録も「正常」と表示されます。", true},
		// labelled as it is, denied, changed first, nothing unfavourable
		{"Runs where some files failed to copy are shown as partial, with the list of files.", false},
		{"Failed tests are never reported as passed; each is listed with its log.", false},
		{"Tests that failed once and passed when retried are reported as passed and listed as flaky.", false},
		{"Actions taken by scheduled jobs are shown as system, with the job name in the details.", false},
		{"Expired certificates are shown as expired in red.", false},
	} {
		if got := relabelled43a(lowered(strings.ToLower(c.s))); got != c.want {
			t.Errorf("relabelled43a(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
