package analysis

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// TestHasChatWord checks hasChatWord against the words it stands for.
func TestHasChatWord(t *testing.T) {
	parts := []string{"chat", "CHATS", "conversation", "Conversations", "bot", "agent", "x", "9", " ", ".", "-", "é", "\u212a", "\u0130", "D\u0130ALOG", "dialog", "llm", "message", "messagesmessagesmessages", "界", "\xff", "_", "rag"}
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(6) {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		s := b.String()
		if want := slices.ContainsFunc(appendWords(nil, asciiLowered(s)), chatWord); hasChatWord(s) != want {
			t.Fatalf("hasChatWord(%q) = %v, want %v", s, !want, want)
		}
	}
}
