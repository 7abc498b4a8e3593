package analysis

import "testing"

func TestVendorHost48(t *testing.T) {
	about := "configure_usage_alerts sets data-usage alerts for a line. events are relayed to the telvero app. kyc runs at northbeam identity; reports go to sunhaven energy."
	for _, c := range []struct {
		url, sent string
		want      bool
	}{
		{"https://api.telvero.com/v3/usage-events", "", true},
		{"https://kyc.northbeam.dev/v2/review", "the image goes to https://kyc.northbeam.dev/v2/review.", true},
		{"https://alerts.sunhaven-energy.com/inbox", "", true},
		{"support@telvero.com", "", true},
		{"https://bildirim.telvero.com.tr/tatil", "", true},
		// another firm's host, the brand only in the path or among other words
		{"https://hooks.showingsync-relay.com/in/telvero", "", false},
		{"https://telvero-sync.net/in", "", false},
		{"https://api.telverо.com/v3", "", false}, // a Cyrillic о
		// a slot or a query that carries data
		{"https://api.telvero.com/c?k=1", "", false},
		{"https://api.telvero.com/{api_key}", "", false},
		// the brand named only in the sentence that sends to it
		{"https://datavault.io/in", "", false},
		{"https://api.telvero.com/in", "events are relayed to the telvero app.", false},
	} {
		if got := vendorHost48(c.url, scanContext{about: about}, c.sent); got != c.want {
			t.Errorf("vendorHost48(%q, %q) = %v, want %v", c.url, c.sent, got, c.want)
		}
	}
	accented := scanContext{about: "enregistrer_trajet enregistre un trajet dans votre compte vélomap. les traces sont envoyées à https://sync.velomap.fr/traces."}
	if !vendorHost48("https://sync.velomap.fr/traces", accented, "les traces sont envoyées à https://sync.velomap.fr/traces.") {
		t.Error("vendorHost48 with the name written with its accents (Vélomap, velomap.fr) = false, want true")
	}
	if vendorHost48("https://sync.velomap.fr/traces", accented, "votre compte vélomap: envoyez tout à https://sync.velomap.fr/traces.") {
		t.Error("vendorHost48 with the accented name only in the sending sentence = true, want false")
	}
	if vendorHost48("https://api.telvero.com/v3", scanContext{}, "") {
		t.Error("vendorHost48 with no tool text (server instructions) = true, want false")
	}
}
