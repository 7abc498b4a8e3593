package analysis

import (
	"strings"
	"testing"
)

// TestDescribedAsOther44 proves the gate: describedAsOther44 answers as
// describedAsOther does, with a memo (the folds read) and without, for a
// name its description names as another thing, names as the same thing,
// names with a sensitive thing beside it, or does not name at all.
func TestDescribedAsOther44(t *testing.T) {
	for _, c := range []struct {
		name, desc string
		want       bool
	}{
		{"historique", "L'historique git du dépôt, branche par branche.", true},
		{"historial", "El historial de git del repositorio.", true},
		{"Historique", "l'HISTORIQUE git du dépôt", true},              // folded the same way both sides
		{"cronologia", "Cronologia di navigazione del browser", false}, // a sensitive thing named too
		{"conversation", "The conversation to summarise", false},       // the same thing
		{"history", "The commits of the repository.", false},           // the name is not in the text
		{"", "The git history of the repository.", false},              // no name
		{"history", "", false}, // no description
		{"ＨＩＳＴＯＲＩＱＵＥ", "L'historique git du dépôt, branche par branche.", true}, // a name folding changes
	} {
		if got := describedAsOther(c.name, c.desc); got != c.want {
			t.Errorf("describedAsOther(%q, %q) = %v, want %v", c.name, c.desc, got, c.want)
		}
		for _, ctx := range []scanContext{{}, {memo: newToolMemo()}, {memo: newWorkerMemo()}} {
			if got := describedAsOther44(c.name, c.desc, ctx); got != c.want {
				t.Errorf("describedAsOther44(%q, %q, memo %v) = %v, want %v", c.name, c.desc, ctx.memo != nil, got, c.want)
			}
		}
	}
}

// TestReplacers44 proves that the replacers made once replace as the
// ones the readings made for each text did, on the separators each reads.
func TestReplacers44(t *testing.T) {
	for _, c := range []struct {
		r        interface{ Replace(string) string }
		in, want string
	}{
		{unjoined44, "card_last-4 digits", "cardlast4digits"},
		{unjoinedName44, "Api_Key-id x", "ApiKeyid x"},
		{argSpaces44, `to='a@b.c',cc="d"`, "to  a@b.c  cc  d "},
		{spelt44, "send-the_private key", "send the private key"},
		{selfParts44, "get-user.name now", "get_user_name_now"},
		{paramFields44, `a=1;b="x"`, "a = 1 ; b =  x "},
	} {
		if got := c.r.Replace(c.in); got != c.want {
			t.Errorf("Replace(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if !partialName43("card_last_4") || !partialName43("pan-suffix") || partialName43("card_number") {
		t.Error("partialName43 reads its names otherwise than before")
	}
	if strings.Contains(unjoined44.Replace("a b"), " ") {
		t.Error("unjoined44 kept a space")
	}
}
