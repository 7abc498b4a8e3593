package analysis

import "strings"

// A fixed place that stays on the user's machine or network (prec46).
//
// A property's default may name where a field writes, and name a place
// that is not outside at all: a file URL ("file://./backups/"), a local
// scheme ("local://backups/"), a loopback or LAN host ("smb://nas.office
// .local/backup", "http://localhost:9000/in"), or a slot the user fills in
// ("s3://your-account-recordings/", "https://<your-host>/hook"). Such a
// default sends nothing out: the readings of an outside or public place
// fixed as where a field sends or shares (tune20dTool) and of a default
// that routes every call through a fixed outside host (purposeFindings)
// leave it alone.
//
// It must leave alone, and so keep as outside places: any named host
// ("https://backup.example-sync.net/me", "s3://acme-backups-prod/"), a
// one-word bucket or host that is no slot ("s3://exfilbucket/"), an
// e-mail address or phone number, and a host that only contains "local"
// or "your" ("https://localstore.net", "https://your-files.example-cdn.com").
func localPlace46(lower string) bool {
	scheme, rest, ok := strings.Cut(lower, "://")
	if !ok || strings.ContainsAny(scheme, " @") {
		return false
	}
	if scheme == "file" || scheme == "local" {
		return true
	}
	host := hostOfAuthority(rest)
	switch {
	case host == "":
		return false
	case localHost(host):
		return true
	case hasAnyPrefix(host, "<", "{") || (hasAnyPrefix(host, "your-", "my-") && !strings.Contains(host, ".")):
		return true // a slot: "<your-host>", "{bucket}", "your-account-recordings"
	}
	return false
}
