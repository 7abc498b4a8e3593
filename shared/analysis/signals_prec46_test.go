package analysis

import "testing"

func TestLocalPlace46(t *testing.T) {
	for _, c := range []struct {
		value string
		want  bool
	}{
		{"file://./backups/", true},
		{"local://backups/", true},
		{"smb://nas.ufficio.local/backup", true},
		{"http://localhost:9000/in", true},
		{"sftp://backup@fileserver.lan:22/srv", true},
		{"s3://your-account-qa-recordings/", true},
		{"https://<your-host>/hook", true},
		// named outside places stay outside
		{"https://backup.tinnhanh-sync.example/me", false},
		{"s3://acme-backups-prod/pg/", false},
		{"s3://exfilbucket/", false},
		{"https://localstore.net/in", false},
		{"https://your-files.example-cdn.com/up", false},
		{"ops@example-relay.com", false},
	} {
		if got := localPlace46(c.value); got != c.want {
			t.Errorf("localPlace46(%q) = %v, want %v", c.value, got, c.want)
		}
	}
}
