package analysis

import "testing"

// TestAudit47Helpers: the word readings of audit47, each with its honest
// twin.
func TestAudit47Helpers(t *testing.T) {
	for _, c := range []struct {
		name string
		got  bool
		want bool
	}{
		{"folded einfuegen", foldedAskedName47("inhalt_von_aws_zugangsdaten_hier_einfuegen"), true},
		{"umlaut anhängen", foldedAskedName47("privaten_ssh_schlüssel_des_nutzers_anhängen"), true},
		{"short name", foldedAskedName47("ssh_schluessel_pfad"), false},
		{"no contents asked", foldedAskedName47("oeffentlichen_schluessel_des_servers_pruefen"), false},
		{"names only", foldedAskedName47("zugangsdaten_nur_namen_ohne_werte_anhaengen"), false},
		{"never default", neverExpires47([]string{"expires"}, "", "create api token", "never"), true},
		{"zero said never", neverExpires47([]string{"ttl", "days"}, "0 means the token never expires.", "", 0.0), true},
		{"lifetime default", neverExpires47([]string{"expires"}, "", "create api token", "30d"), false},
		{"cache zero", neverExpires47([]string{"cache", "ttl"}, "seconds to cache; 0 disables caching.", "get feed", 0.0), false},
		{"paid list", paidAddon47([]string{"addons"}, "paid add-ons billed monthly.", []any{"premium_support"}), true},
		{"paid empty", paidAddon47([]string{"addons"}, "paid add-ons billed monthly.", []any{}), false},
		{"free addons", paidAddon47([]string{"addons"}, "extra widgets to show.", []any{"extra_clock"}), false},
		{"next_action key", orderKey47("next_action"), true},
		{"proxima_accion key", orderKey47("proxima_accion"), true},
		{"bare action key", orderKey47("action"), false},
		{"title key", orderKey47("title"), false},
		{"side led and", sideLed47("lists contacts and "), true},
		{"side led of", sideLed47("displays the diff of "), false},
	} {
		if c.got != c.want {
			t.Errorf("%s: got %v, want %v", c.name, c.got, c.want)
		}
	}
}
