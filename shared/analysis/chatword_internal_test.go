package analysis

import (
	"slices"
	"testing"
)

// TestHasChatWord checks hasChatWord against the words it stands for.
func TestHasChatWord(t *testing.T) {
	parts := []string{"chat", "CHATS", "conversation", "Conversations", "bot", "agent", "x", "9", " ", ".", "-", "é", "\u212a", "\u0130", "D\u0130ALOG", "dialog", "llm", "message", "messagesmessagesmessages", "界", "\xff", "_", "rag"}
	for s := range mixedTexts(parts, 1, 20000, 6) {
		if want := slices.ContainsFunc(appendWords(nil, asciiLowered(s)), chatWord); hasChatWord(s) != want {
			t.Fatalf("hasChatWord(%q) = %v, want %v", s, !want, want)
		}
	}
}
