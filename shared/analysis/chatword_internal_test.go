package analysis

import (
	"slices"
	"strings"
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

// TestDescribesChatSentences checks describesChat, which keeps where
// each stop next occurs, against its sentences cut where the first stop
// found by strings.Index starts.
func TestDescribesChatSentences(t *testing.T) {
	stops := []string{". ", ".\n", "\n", "! ", "? ", "; ", "。", "！", "？", "；"}
	want := func(desc string) bool {
		asks := map[string]bool{}
		for rest := desc; rest != ""; {
			end, next := len(rest), len(rest)
			for _, stop := range stops {
				if i := strings.Index(rest, stop); i >= 0 && i < end {
					end, next = i, i+len(stop)
				}
			}
			sent := rest[:end]
			rest = rest[next:]
			if hasChatWord(sent) && !asks[sent] && !asksForConversation(sent) {
				return true
			}
			asks[sent] = true
		}
		return false
	}
	parts := append([]string{".", "!", " ", "chat", "agent", "send the conversation", "include the previous messages in notes", "x", "\xe3", "\x80"}, stops...)
	for s := range mixedTexts(parts, 3, 20000, 12) {
		if w := want(s); describesChat(s) != w {
			t.Fatalf("describesChat(%q) = %v, want %v", s, !w, w)
		}
	}
}

// BenchmarkDescribesChatShortSentences reads a megabyte of sentences
// without a full stop; it once searched the rest of the text for each
// missing stop at every sentence (about 26 s), now it is one pass.
func BenchmarkDescribesChatShortSentences(b *testing.B) {
	desc := strings.Repeat("ab; ", 1<<18)
	for b.Loop() {
		describesChat(desc)
	}
}
