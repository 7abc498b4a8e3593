package mcpclient

import (
	"reflect"
	"testing"
)

func TestParseChallenges(t *testing.T) {
	for _, tc := range []struct {
		in   []string
		want []challenge
	}{
		{[]string{`Bearer resource_metadata="https://x.example/.well-known/oauth-protected-resource", scope="files:read files:write"`},
			[]challenge{{"bearer", map[string]string{"resource_metadata": "https://x.example/.well-known/oauth-protected-resource", "scope": "files:read files:write"}}}},
		{[]string{`Basic realm="a, b", Bearer realm=api, error="invalid_token"`},
			[]challenge{{"basic", map[string]string{"realm": "a, b"}}, {"bearer", map[string]string{"realm": "api", "error": "invalid_token"}}}},
		{[]string{`Negotiate`, `Bearer`}, []challenge{{"negotiate", map[string]string{}}, {"bearer", map[string]string{}}}},
		{[]string{`Bearer realm="quo\"ted\\"`}, []challenge{{"bearer", map[string]string{"realm": `quo"ted\`}}}},
		{[]string{`Bearer realm="unterminated`}, []challenge{{"bearer", map[string]string{"realm": "unterminated"}}}},
		{[]string{``, ` , `}, nil},
	} {
		if got := parseChallenges(tc.in); !reflect.DeepEqual(got, tc.want) {
			t.Errorf("parseChallenges(%q) = %+v, want %+v", tc.in, got, tc.want)
		}
	}
}

func FuzzParseChallenges(f *testing.F) {
	f.Add(`Bearer resource_metadata="https://x", scope="a b"`)
	f.Add(`Basic abc==, Bearer realm=x`)
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range parseChallenges([]string{s}) {
			if c.scheme == "" {
				t.Fatalf("empty scheme from %q", s)
			}
		}
	})
}
