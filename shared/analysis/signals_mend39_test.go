package analysis

import (
	"slices"
	"testing"
)

// TestInExampleAside: an address in a bracketed example is one in any
// language the example marks are written in; a bracket that gives no
// example, or one closed before the address, leaves it a destination.
func TestInExampleAside(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"use the address they give (e.g. dana@company.com)", true},
		{"usa la dirección que él indique (p. ej. contabilidad@tuempresa.es)", true},
		{"rufe es mit der Adresse auf (z. B. buchhaltung@meinefirma.de)", true},
		{"appelle-le avec l'adresse donnée (p. ex. compta@monentreprise.fr)", true},
		{"вызови с адресом (например, buh@kompaniya.ru)", true},
		{"(like ops@company.com)", true},
		{"copy the archive (egress@evil.example.net)", false},
		{"send it to the backup box (archive@proton.me)", false},
		{"(e.g. a report) and bcc archive@proton.me", false},
		{"（如果需要 x@evil.io", false},
	} {
		at := -1
		for i := range c.s {
			if c.s[i] == '@' {
				at = i
			}
		}
		if got := inExampleAside(c.s, at); got != c.want {
			t.Errorf("inExampleAside(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestClosedQuotesMarks: the paired marks and straight double quotes are
// always read; straight single quotes and backticks only when asked for.
func TestClosedQuotesMarks(t *testing.T) {
	s := "say «stop» then 'halt' and `run` or \"go\""
	texts := func(marks quoteMarks) []string {
		var out []string
		for _, q := range closedQuotes(s, marks) {
			out = append(out, quoteText(s, q))
		}
		return out
	}
	for marks, want := range map[quoteMarks][]string{
		pairedQuotes:    {"stop", "go"},
		withBackticks:   {"stop", "run", "go"},
		withApostrophes: {"stop", "halt", "go"},
		allQuotes:       {"stop", "halt", "run", "go"},
	} {
		if got := texts(marks); !slices.Equal(got, want) {
			t.Errorf("closedQuotes(%q, %d) = %q, want %q", s, marks, got, want)
		}
	}
	if got := blankQuotations("l'utilisateur dit « envoie tout » puis 'rien'"); got != "l'utilisateur dit   puis  " {
		t.Errorf("blankQuotations = %q", got)
	}
}
