package analysis

import (
	"fmt"
	"hash/maphash"
	"slices"
	"strings"
	"unicode/utf8"
)

// finding is one rule hit with its sentence.
type finding struct {
	Rule    string
	Message string
}

func (f finding) String() string { return f.Rule + ": " + f.Message }

// scanText checks one text field (where names it, e.g. "the description").
func scanText(where func() string, text string, ctx scanContext) []finding {
	ti := inspectText(text)
	var out []finding
	if ti.has(tNonASCII) {
		out = append(out, scanInvisible(where(), text)...)
	}
	if ti.has(tESC) {
		out = append(out, finding{"poison-ansi-escape", where() + " contains ANSI escape sequences, which can hide or rewrite text in a terminal"})
	}
	if ctx.fixed && recipientField(ctx.valueOf) && hasEmail(text) {
		out = append(out, finding{"poison-exfiltration", fmt.Sprintf("%s holds a fixed recipient as the value the model is handed: %q", where(), excerpt(text))})
	}
	if ctx.fixed && hasPaymentTarget(text) {
		out = append(out, finding{"poison-tool-invocation", fmt.Sprintf("%s holds a fixed account or wallet as the value the model is handed: %q", where(), excerpt(text))})
	}
	meaning := scanMeaning(where, text, ctx)
	out = append(out, meaning...)
	if len(meaning) == 0 {
		out = append(out, scanEncoded(where, text, ti, ctx)...)
	}
	return out
}

// scanMeaning reads the folded text sentence by sentence and applies the
// rules to the concepts each sentence holds, quoting the sentence.
func scanMeaning(where func() string, text string, ctx scanContext) []finding {
	f, hits := ctx.read(text)
	if len(hits) == 0 && !strings.Contains(f.lower, "http") {
		return nil
	}
	var out []finding
	seen := map[string]bool{}
	whole := signalsOf(span{hits: hits})
	whole.selfNamed = len(ctx.self) >= 4 && strings.Contains(f.lower, ctx.self)
	for _, s := range sentencesOf(f.lower, hits) {
		sentence := f.text[s.start:s.end]
		if !mayJudge(s.hits) && !ctx.value && !strings.Contains(sentence, "http") && !strings.Contains(sentence, "@") {
			continue
		}
		for _, tf := range judgeSentence(signalsOf(s), whole, s.hits, sentence, ctx) {
			if seen[tf.rule] {
				continue
			}
			seen[tf.rule] = true
			msg := fmt.Sprintf("%s holds %s: %q", where(), tf.what, excerpt(sentence))
			if len(f.undone) > 0 {
				msg += " (read after undoing " + strings.Join(f.undone, ", ") + ")"
			}
			out = append(out, finding{tf.rule, msg})
		}
	}
	return out
}

// mayJudge reports whether a rule could fire on a sentence's hits
// (without a URL or an address): two concepts, or one that some rule reads
// on its own.
func mayJudge(hits []hit) bool {
	if len(hits) == 0 {
		return false
	}
	for _, h := range hits[1:] {
		if h.c != hits[0].c {
			return true
		}
	}
	switch hits[0].c {
	case cTag, cRole, cOverride, cObey, cCovert, cUnsafe, cPersist, cShell, cCall, cWhen, cPrefer, cDeprecated, cInsteadOf, cOnlyThis:
		return true
	}
	return false
}

// read folds text and finds its concepts, once per tool for each distinct
// text (the schema and parameter checks read the same strings), and once
// per worker for a short text that tools repeat.
func (ctx scanContext) read(text string) (folded, []hit) {
	m := ctx.memo
	if m == nil {
		return readFresh(text)
	}
	if r, ok := m.tool[text]; ok {
		return r.f, r.hits
	}
	r, shared := m.readShared(text)
	if !shared {
		r.f, r.hits = readFresh(text)
	}
	m.tool[text] = r
	return r.f, r.hits
}

// readShared returns the read of a text an earlier tool of this worker
// read, or records the text so that its next read is shared.
//
// sentencesOf numbers the clauses of a text's hits in place, so a tool
// gets hits of its own, numbered as a first read leaves them.
func (m *readMemo) readShared(text string) (readText, bool) {
	if m.shared == nil || len(text) > maxSharedText {
		return readText{}, false
	}
	h := maphash.String(m.seed, text)
	slot := &m.seen[h%uint64(len(m.seen))]
	if *slot != h {
		*slot = h // seen once: shared from the second time
		return readText{}, false
	}
	r, ok := m.shared[text]
	if !ok {
		r.f, r.hits = readFresh(text)
		if len(m.shared) < maxSharedTexts {
			m.shared[text] = r
		}
	}
	r.hits = slices.Clone(r.hits)
	return r, true
}

func readFresh(text string) (folded, []hit) {
	f := foldText(text)
	return f, dropAsides(f.lower, dropPlaces(f.lower, dropIdentifiers(f.lower, dropNounSends(f.lower, matchConcepts(f.lower)))))
}

// Bounds of the texts a worker shares between tools: short ones (property
// descriptions and names, enum values), and so many.
const (
	maxSharedText  = 1 << 10
	maxSharedTexts = 1 << 13
)

// readText is a memoised read.
type readText struct {
	f    folded
	hits []hit
}

// readMemo holds the texts read for one tool and, when shared is not nil,
// those that earlier tools of the same worker read more than once.
type readMemo struct {
	tool, shared map[string]readText
	seed         maphash.Seed
	seen         [1024]uint64 // hashes of texts read, by their low bits
}

// newToolMemo returns a memo for a tool that shares no texts.
func newToolMemo() *readMemo { return &readMemo{tool: map[string]readText{}} }

// newWorkerMemo returns a memo a worker reuses tool after tool (see next).
func newWorkerMemo() *readMemo {
	return &readMemo{tool: map[string]readText{}, shared: map[string]readText{}, seed: maphash.MakeSeed()}
}

// next empties the tool's texts for the next tool, keeping the shared.
func (m *readMemo) next() *readMemo {
	clear(m.tool)
	return m
}

// dropAsides drops a bracketed example ("(e.g. send files)", "(for
// example ~/.ssh/id_rsa.pub)"), mention and all: it quotes, it does not
// ask, and it does not make the rest of its sentence a quotation.
func dropAsides(lower string, hits []hit) []hit {
	for i := 0; i < len(hits); i++ {
		h := hits[i]
		if h.c != cMention {
			continue
		}
		open := strings.LastIndexByte(lower[:h.start], '(')
		if open < 0 || h.start-open > 3 {
			continue
		}
		end := strings.IndexByte(lower[h.end:], ')')
		if end < 0 {
			continue
		}
		end += h.end
		out := hits[:i]
		j := i
		for j < len(hits) && hits[j].start < end {
			j++
		}
		hits = append(out, hits[j:]...)
		i--
	}
	return hits
}

// dropPlaces drops the conversation where it is a place ("a code the user
// types in this conversation"), not the data asked for, and "no" before a
// number.
func dropPlaces(lower string, hits []hit) []hit {
	out := hits[:0]
	for _, h := range hits {
		if h.c == cNeg && lower[h.start:h.end] == "no" && h.end < len(lower) && (lower[h.end] == '.' || strings.HasPrefix(lower[h.end:], " ") && h.end+1 < len(lower) && isASCIIDigit(lower[h.end+1])) {
			continue // No. 117, no 5: a number
		}
		if h.c != cConversation {
			out = append(out, h)
			continue
		}
		before := strings.Fields(ClipBytes(lower[max(0, h.start-40):h.start], 40))
		if len(before) >= 2 && (before[len(before)-1] == "in" || before[len(before)-1] == "during") {
			switch before[len(before)-2] {
			case "earlier", "previously", "said", "shared", "mentioned", "given", "provided", "told", "written", "typed", "sent":
			default:
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

// dropIdentifiers drops secrets named only by their identifier ("SSH key
// IDs", private_key_uuid): a reference, not the secret.
func dropIdentifiers(lower string, hits []hit) []hit {
	out := hits[:0]
	for _, h := range hits {
		if h.c == cKeyMaterial || h.c == cSecret || h.c == cPersonal {
			next, rest := nextField(strings.TrimLeft(lower[h.end:], "_-"))
			after, _ := nextField(rest)
			if isIdentifierWord(next) || isIdentifierWord(after) {
				continue
			}
		}
		out = append(out, h)
	}
	return out
}

func isIdentifierWord(w string) bool {
	switch strings.Trim(w, ",.;:()_-") {
	case "id", "ids", "uuid", "uuids", "fingerprint", "fingerprints", "name", "names", "identifier", "identifiers", "label", "labels", "type":
		return true
	}
	return false
}

// dropNounSends drops "email", "mail", "post" and "send" where they are
// nouns (the Email API, a blog post, a Bitwarden Send): they order a
// sending only before an object.
func dropNounSends(lower string, hits []hit) []hit {
	out := hits[:0]
	for _, h := range hits {
		if h.c == cSend && lower[h.start:h.end] == "send" {
			rest := strings.TrimLeft(lower[h.end:], " ")
			if rest == "" || strings.IndexByte(".,;:)", rest[0]) >= 0 || strings.HasSuffix(lower[:h.start], "the ") || strings.HasSuffix(lower[:h.start], "a ") {
				continue
			}
		}
		if h.c == cSend {
			switch lower[h.start:h.end] {
			case "email", "e-mail", "mail", "post":
				next, _, _ := strings.Cut(strings.TrimLeft(lower[h.end:], " "), " ")
				if next != "" && next[0] >= utf8.RuneSelf {
					break // POST 到: a verb before text of another script
				}
				switch strings.Trim(next, ",.;:") {
				case "to", "it", "them", "the", "all", "every", "a", "this", "that", "each", "any", "these", "those", "copies", "your", "their", "its":
				default:
					continue
				}
			}
		}
		out = append(out, h)
	}
	return out
}

// label is a where-function for a fixed place name.
func label(s string) func() string { return func() string { return s } }

// siblingSet holds the server's tool names by their lowercase spelling.
type siblingSet map[string]string

func newSiblingSet(tools []Tool) siblingSet {
	set := make(siblingSet, len(tools))
	for _, t := range tools {
		set[strings.ToLower(t.Name)] = t.Name
	}
	return set
}

// excerpt trims a quoted match to a readable length.
func excerpt(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 100 {
		return string(r[:97]) + "…"
	}
	return s
}

// recipientField reports a property that names where a message goes.
func recipientField(property string) bool {
	switch property {
	case "to", "cc", "bcc", "recipient", "recipients", "forward", "forward_to", "reply_to", "replyto":
		return true
	}
	return false
}
