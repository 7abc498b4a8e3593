package analysis

import (
	_ "embed"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"
)

// The learned component (README "Poisoning detection"): a logistic
// regression over hashed features of every sentence the rules read,
// trained at build time on the labelled corpora and the real tools
// (learned_train_test.go; go generate rewrites learned.weights). A tool's
// score is its best sentence's; at or above the committed threshold the
// tool gets a poison-learned-instruction finding quoting that sentence,
// its location and the features that weighed most.

//go:generate go test -run TestLearnedWeights -learned.write

const (
	// learnedHashBits is the size of the hashed feature space (2^18:
	// at 2^16 the words, pairs and trigrams of 120 writers in a dozen
	// languages collided enough to cost a third of the model's catches on
	// writers left out).
	learnedHashBits = 18
	// learnedTextBytes bounds what the model reads of one string: its
	// first 8 KB (the rules read all of it).
	learnedTextBytes = 8 << 10
	// learnedMaxFeatures bounds the features of one sentence.
	learnedMaxFeatures = 256
	// learnedEvidenceFeatures is how many features a finding names.
	learnedEvidenceFeatures = 4
	// learnedRule is the learned model's rule.
	learnedRule = "poison-learned-instruction"
)

// featureHash is FNV-1a, fed byte by byte so that no feature's key is
// built as a string.
type featureHash uint32

const (
	fnvOffset featureHash = 2166136261
	fnvPrime  featureHash = 16777619
)

func (h featureHash) add(s string) featureHash {
	for i := 0; i < len(s); i++ {
		h = (h ^ featureHash(s[i])) * fnvPrime
	}
	return h
}

func (h featureHash) byte(c byte) featureHash { return (h ^ featureHash(c)) * fnvPrime }

func (h featureHash) bucket() uint32 { return uint32(h) & (1<<learnedHashBits - 1) }

// fieldKind is which kind of string a sentence comes from.
type fieldKind byte

const (
	fieldName        fieldKind = 'n'
	fieldTitle       fieldKind = 't'
	fieldDescription fieldKind = 'd'
	fieldSchemaProse fieldKind = 'p' // a schema description, title or comment
	fieldSchemaValue fieldKind = 'v' // enum, default, const, examples
	fieldItem        fieldKind = 'i' // a resource's or prompt's description
	fieldServer      fieldKind = 's' // the server's instructions
)

// in names the field for evidence: " in the description".
func (k fieldKind) in() string {
	switch k {
	case fieldName:
		return " in a name"
	case fieldTitle:
		return " in a title"
	case fieldDescription:
		return " in the description"
	case fieldSchemaProse:
		return " in schema text"
	case fieldSchemaValue:
		return " in a schema value"
	case fieldServer:
		return " in the server instructions"
	}
	return " in an item's description"
}

// conceptNames name the lexicon's concepts in evidence.
var conceptNames = [nConcepts]string{"user", "model", "tell", "neg", "covertAdv", "covert", "hide", "read", "send", "acts", "include", "keyMaterial", "secret", "path", "conversation", "env", "ignore", "instr", "prior", "override", "tag", "role", "authority", "urgency", "prefer", "deprecated", "insteadOf", "otherTool", "thisTool", "call", "before", "must", "only", "onlyThis", "mention", "paramRef", "shell", "startup", "money", "redirect", "when", "everyTurn", "obey", "personal", "consent", "ask", "protect", "code", "exclude", "promote", "regardless", "ourServer", "unsafe", "public", "persist", "harvest", "overUser", "encode",
	"reassure", "askVerb", "lifted", "mode", "disparage", "socialProof", "fromResult", "terminal", "remoteAccess", "login", "omit", "reply", "afterCalls", "unnoticed", "adminAccount", "sampling", "destroy", "onBehalf", "confirm", "wait", "unmask", "fileNoun", "storeProg", "keyNoun", "storeFile", "tamper", "elevated", "outranks", "outranksBefore", "follow", "delete", "againstData", "adjust", "present", "fakeOK", "failure", "best", "competitor", "auditTrail", "suppress", "thirdParty", "invite", "openShare", "anyUse", "safety", "soften", "concede", "evidence", "grant", "swap", "payField", "purchase", "verdict", "eachTime", "hurry", "highRole", "wipe", "orderedBy"}

// namedFeature is a feature's bucket with the parts of its readable
// name (name), joined only for the few evidence shows.
type namedFeature struct {
	bucket  uint32
	a, b, c string
	quote   bool
}

// name is a+b+c, quoted when quote.
func (f namedFeature) name() string {
	if f.quote {
		return strconv.Quote(f.a + f.b + f.c)
	}
	return f.a + f.b + f.c
}

// evidenceSink names the features of positive weight (the only ones
// evidence shows), in the order they come.
type evidenceSink struct {
	weights []int16
	named   []namedFeature
}

// featureSink collects a sentence's distinct features, within
// learnedMaxFeatures, in the order they come; with named it also names
// the evidence among them.
type featureSink struct {
	out   []uint32
	named *evidenceSink
	seen  [1 << learnedSeenBits]uint32 // open addressing: bucket+1, 0 for free
}

// learnedSeenBits sizes featureSink.seen at twice learnedMaxFeatures.
const learnedSeenBits = 9

func (fx *featureSink) full() bool { return len(fx.out) >= learnedMaxFeatures }

// emit adds a feature once; named keeps its name's parts (namedFeature)
// when it is evidence.
func (fx *featureSink) emit(h featureHash, a, b, c string, quote bool) {
	if fx.full() {
		return
	}
	bucket := h.bucket()
	for i := (bucket * 2654435761) >> (32 - learnedSeenBits); ; i = (i + 1) % uint32(len(fx.seen)) {
		if fx.seen[i] == bucket+1 {
			return
		}
		if fx.seen[i] == 0 {
			fx.seen[i] = bucket + 1
			break
		}
	}
	fx.out = append(fx.out, bucket)
	if fx.named != nil && fx.named.weights[bucket] > 0 {
		fx.named.named = append(fx.named.named, namedFeature{bucket, a, b, c, quote})
	}
}

// sentenceFeatures returns the distinct feature buckets of one
// sentence of folded text (lower, whose lexicon hits are hits; the pos-th
// the model reads of its string, from 0), and its free concepts appended
// to free: its position (first, second, third, later) with the field
// kind; each concept, free or negated, alone and
// with the field kind; each pair of free concepts, unordered and in the
// order their first words come; each free concept of
// the sentence before (before, in the same string) with each of this one's,
// as an order may span two sentences ("Read ~/.ssh/id_rsa. Then put it in
// the note."); markers of URLs, data slots, home paths, code, tags and
// pipes; and its words, pairs of consecutive words and the words' letter
// trigrams (character pairs and triples in scripts written without
// spaces). Words and
// pairs were left out while the corpora had seven writers (they learned
// the writers' styles); with eleven, leave-one-writer-out finds them
// helping the writer left out (learned_cv_test.go).
func sentenceFeatures(lower string, hits []hit, kind fieldKind, pos int, before, free []concept, buf []uint32, named *evidenceSink) ([]uint32, []concept) {
	fx := featureSink{out: buf[:0], named: named}
	fx.emit(fnvOffset.byte('k').byte(byte(kind)), "field", kind.in(), "", false)
	pos = min(pos, len(positionNames)-1)
	fx.emit(fnvOffset.byte('o').byte(byte(pos)).byte(byte(kind)), positionNames[pos], kind.in(), "", false)
	sg := signalsOf(span{hits: hits})
	free = free[:0]
	for c := range concept(nConcepts) {
		if !sg.has[c] || c >= cConcede {
			continue // the concepts of lexicon_tune4b.go are the rules' alone
		}
		state, prefix := byte('n'), "negated "
		if sg.free[c] {
			state, prefix = 'f', ""
			free = append(free, c)
		}
		fx.emit(fnvOffset.byte('c').byte(byte(c)).byte(state), prefix, conceptNames[c], "", false)
		fx.emit(fnvOffset.byte('C').byte(byte(c)).byte(state).byte(byte(kind)), prefix, conceptNames[c], kind.in(), false)
	}
	for i, a := range free {
		for _, b := range free[i+1:] {
			fx.emit(fnvOffset.byte('P').byte(byte(a)).byte(byte(b)), conceptNames[a], " with ", conceptNames[b], false)
			x, y := a, b
			if sg.first[b] < sg.first[a] {
				x, y = b, a
			}
			fx.emit(fnvOffset.byte('O').byte(byte(x)).byte(byte(y)), conceptNames[x], " before ", conceptNames[y], false)
		}
	}
	for _, a := range before {
		for _, b := range free {
			fx.emit(fnvOffset.byte('A').byte(byte(a)).byte(byte(b)), conceptNames[a], ", then ", conceptNames[b], false)
		}
	}
	for _, m := range learnedMarkers {
		if strings.Contains(lower, m.marker) {
			fx.emit(fnvOffset.byte('s').byte(m.name), "", m.marker, "", true)
		}
	}
	prev := "" // the word before, for word pairs
	for i := 0; i < len(lower) && !fx.full(); {
		r, size := rune(lower[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(lower[i:])
		}
		switch {
		case !isWordRune(r):
			i += size
			continue
		case isSpacelessScript(r):
			if r2, size2 := utf8.DecodeRuneInString(lower[i+size:]); isSpacelessScript(r2) {
				end := i + size + size2
				fx.emit(fnvOffset.byte('z').add(lower[i:end]), "", lower[i:end], "", true)
				if r3, size3 := utf8.DecodeRuneInString(lower[end:]); isSpacelessScript(r3) {
					fx.emit(fnvOffset.byte('Z').add(lower[i:end+size3]), "", lower[i:end+size3], "", true)
				}
			}
			i += size
			continue
		}
		j := i + size
		for j < len(lower) {
			if c := lower[j]; c < utf8.RuneSelf {
				if !isWordRune(rune(c)) {
					break
				}
				j++
				continue
			}
			r, s := utf8.DecodeRuneInString(lower[j:])
			if !isWordRune(r) || isSpacelessScript(r) {
				break
			}
			j += s
		}
		word := lower[i:min(j, i+24)]
		fx.emit(fnvOffset.byte('w').add(word), "", word, "", true)
		if prev != "" {
			fx.emit(fnvOffset.byte('b').add(prev).byte(' ').add(word), prev, " ", word, true)
		}
		prev = word
		wordTrigrams(&fx, word)
		i = j
	}
	return fx.out, free
}

// positionNames name a sentence's place among those the model reads of
// its string.
var positionNames = [...]string{"first sentence", "second sentence", "third sentence", "later sentence"}

// learnedMarkers are the character sequences the model notes: a URL, a
// data slot, an address, a home path, code, a tag, a pipe, a markdown
// image, a variable.
var learnedMarkers = [...]struct {
	marker string
	name   byte
}{{"://", 'u'}, {"{", 's'}, {"@", 'e'}, {"~/", 'h'}, {"`", 'q'}, {"<", 'g'}, {"|", 'p'}, {"![", 'i'}, {"$", 'v'}}

// wordTrigrams emits the letter trigrams of " word " (bytes, so a
// trigram of another script may split a letter: it is only hashed).
func wordTrigrams(fx *featureSink, word string) {
	if len(word) < 3 || isDigits(word) {
		return
	}
	h := fnvOffset.byte('3')
	fx.emit(h.byte(' ').add(word[:2]), " ", word[:2], "", true)
	for k := 0; k+3 <= len(word); k++ {
		fx.emit(h.add(word[k:k+3]), "", word[k:k+3], "", true)
	}
	fx.emit(h.add(word[len(word)-2:]).byte(' '), "", word[len(word)-2:], " ", true)
}

// learnedModel is a trained logistic regression.
type learnedModel struct {
	weights   []int16 // by bucket, in 1/learnedWeightUnit
	bias      float32
	threshold float32 // the probability from which a sentence flags
	// veto is the score below which the model's best sentence of a tool
	// drops the tool's findings when they are all of vetoable rules.
	veto float32
}

// score is the model's probability that a sentence asks the model to act
// against the user.
func (m *learnedModel) score(features []uint32) float64 {
	var units int64
	for _, f := range features {
		units += int64(m.weights[f])
	}
	return 1 / (1 + math.Exp(-(float64(m.bias) + float64(units)/learnedWeightUnit)))
}

// The weight file: a magic line; the threshold, the veto and the bias as
// float32 bits; the count of non-zero weights; then each as the gap from the
// previous one's bucket (uvarint) and its value in 1/1024 (varint, within
// an int16: ±32).
const (
	learnedMagic      = "mcpx-learned-lr2\n"
	learnedWeightUnit = 1024
)

// quantize rounds a weight to the file's unit, within an int16.
func quantize(w float64) int16 {
	return int16(max(math.MinInt16, min(math.MaxInt16, math.Round(w*learnedWeightUnit))))
}

func encodeModel(m *learnedModel) []byte {
	b := []byte(learnedMagic)
	b = binary.LittleEndian.AppendUint32(b, math.Float32bits(m.threshold))
	b = binary.LittleEndian.AppendUint32(b, math.Float32bits(m.veto))
	b = binary.LittleEndian.AppendUint32(b, math.Float32bits(m.bias))
	var n uint64
	for _, w := range m.weights {
		if w != 0 {
			n++
		}
	}
	b = binary.AppendUvarint(b, n)
	last := -1
	for i, w := range m.weights {
		if w != 0 {
			b = binary.AppendUvarint(b, uint64(i-last))
			b = binary.AppendVarint(b, int64(w))
			last = i
		}
	}
	return b
}

var errModelFile = errors.New("learned.weights: not a weight file")

func decodeModel(b []byte) (*learnedModel, error) {
	if len(b) < len(learnedMagic)+12 || string(b[:len(learnedMagic)]) != learnedMagic {
		return nil, errModelFile
	}
	b = b[len(learnedMagic):]
	m := &learnedModel{weights: make([]int16, 1<<learnedHashBits)}
	m.threshold = math.Float32frombits(binary.LittleEndian.Uint32(b))
	m.veto = math.Float32frombits(binary.LittleEndian.Uint32(b[4:]))
	m.bias = math.Float32frombits(binary.LittleEndian.Uint32(b[8:]))
	b = b[12:]
	n, k := binary.Uvarint(b)
	if k <= 0 {
		return nil, errModelFile
	}
	b = b[k:]
	at := -1
	for range n {
		gap, k := binary.Uvarint(b)
		if k <= 0 || gap == 0 || gap > uint64(len(m.weights)) {
			return nil, errModelFile
		}
		b = b[k:]
		q, k := binary.Varint(b)
		if k <= 0 || q != int64(int16(q)) {
			return nil, errModelFile
		}
		b = b[k:]
		if at += int(gap); at >= len(m.weights) {
			return nil, errModelFile
		}
		m.weights[at] = int16(q)
	}
	if len(b) != 0 {
		return nil, errModelFile
	}
	return m, nil
}

//go:embed learned.weights
var learnedWeights []byte

// learned is the committed model; TestLearnedWeights keeps it decoding
// (nil would turn the model off).
var learned = sync.OnceValue(func() *learnedModel {
	m, _ := decodeModel(learnedWeights)
	return m
})

// learnedSentence is one sentence the model read (training keeps them).
type learnedSentence struct {
	features []uint32
}

// learnedScan scores the sentences of one tool or item and keeps the best
// one at or above the threshold; with collect it keeps every sentence's
// features instead (training).
type learnedScan struct {
	model     *learnedModel
	collect   bool
	hitBuf    []hit // the hits the model reads, when some are the rules' only
	sentences []learnedSentence

	best        float64 // the best score at or above the threshold
	top         float64 // the best score of any sentence read
	where, text string  // the best sentence's location and text
	lower       string
	hits        []hit
	kind        fieldKind
	pos         int       // the best sentence's place among those read of its string
	prev        []concept // the free concepts of the sentence before the best one
	buf         []uint32
	// The free concepts of the sentence before and of the one read.
	prevFree, free []concept
}

// rulesOnly reports a concept the rules read and the model does not: the
// report concepts (lexicon_report.go), whose words (error, warning,
// partners, passed) are everywhere in honest tools, and the settings and
// roles of lexicon_misroute.go ("admin …"): they would only give the
// model more ordinary sentences to misread.
func rulesOnly(c concept) bool {
	return c == cTamper || c == cElevated || c >= cAgainstData && c <= cThirdParty
}

// modelHits returns hits without the rules-only concepts, in ls.hitBuf
// when some are dropped (the memoised hits stay as they are).
func (ls *learnedScan) modelHits(hits []hit) []hit {
	if !slices.ContainsFunc(hits, func(h hit) bool { return rulesOnly(h.c) }) {
		return hits
	}
	ls.hitBuf = ls.hitBuf[:0]
	for _, h := range hits {
		if !rulesOnly(h.c) {
			ls.hitBuf = append(ls.hitBuf, h)
		}
	}
	return ls.hitBuf
}

// newLearnedScan returns a scan with the committed model, or nil.
func newLearnedScan() *learnedScan {
	if m := learned(); m != nil {
		return &learnedScan{model: m, buf: make([]uint32, 0, learnedMaxFeatures), prevFree: make([]concept, 0, nConcepts), free: make([]concept, 0, nConcepts)}
	}
	return nil
}

// read scores every sentence of the first learnedTextBytes of text, folded
// and read for concepts as the rules read it (ctx.read, memoised).
func (ls *learnedScan) read(where func() string, text string, kind fieldKind, ctx scanContext) {
	if ls == nil {
		return
	}
	text = ClipBytes(text, learnedTextBytes)
	f, hits := ctx.read(text)
	if len(hits) == 0 {
		return // no sentence the lexicon knows anything of
	}
	var whole *signals // read once a sentence names a mailbox
	ls.prevFree = ls.prevFree[:0]
	pos := 0
	for _, s := range ctx.sentences(text, f.lower, hits) {
		lower := f.lower[s.start:s.end]
		sh := ls.modelHits(s.hits) // the spans are shared with the rules
		if len(sh) == 0 || readsAsMention(s, f.text[s.start:s.end], lower, hits, &whole, ctx) {
			continue // nothing the lexicon knows, or what the rules read as no order: not read
		}
		var features []uint32
		if ls.collect {
			features, ls.free = sentenceFeatures(lower, sh, kind, pos, ls.prevFree, ls.free, nil, nil)
			ls.sentences = append(ls.sentences, learnedSentence{features})
		} else {
			ls.buf, ls.free = sentenceFeatures(lower, sh, kind, pos, ls.prevFree, ls.free, ls.buf, nil)
			p := ls.model.score(ls.buf)
			ls.top = max(ls.top, p)
			if p >= float64(ls.model.threshold) && p > ls.best && !keepsPageAsData(lower) && !recapsConversation(lower, sh) {
				ls.best, ls.where, ls.text = p, where(), f.text[s.start:s.end]
				ls.lower, ls.hits, ls.kind, ls.pos, ls.prev = lower, slices.Clone(sh), kind, pos, slices.Clone(ls.prevFree)
			}
		}
		ls.prevFree, ls.free = ls.free, ls.prevFree
		pos++
	}
}

// judge returns the findings of one tool or item (or of the server
// instructions) as the model judges them: without the poisoning ones when
// it vetoes them (vetoes), and with its own when it adds one (finding).
// lone is a tool alone on its server.
func (ls *learnedScan) judge(found []finding, lone bool) []finding {
	if ls == nil || ls.model == nil {
		return found
	}
	if ls.vetoes(found, lone) {
		found = slices.DeleteFunc(found, func(f finding) bool { return strings.HasPrefix(f.Rule, "poison-") })
	}
	return append(found, ls.finding(found)...)
}

// vetoes reports poisoning findings, all of vetoable rules, on text of
// which the model read a sentence and scored every one below its veto:
// the rules read an order in words the model, trained on many more
// writers, reads as honest. Text the model read nothing of (no sentence
// with a concept it reads) it cannot judge.
func (ls *learnedScan) vetoes(found []finding, lone bool) bool {
	return ls.top != 0 && ls.top < float64(ls.model.veto) && verdictOf(found, lone) == rulesVetoable
}

// rulesVerdict is what the rules found in one scan.
type rulesVerdict byte

const (
	rulesNone     rulesVerdict = iota
	rulesVetoable              // poisoning findings, all vetoable
	rulesFirm                  // a poisoning finding no veto drops
)

// verdictOf sums up the rules' findings of one scan (the model's own
// left out); lone is a tool alone on its server, whose orders about other
// tools (shadowing, coercion) can only be about other servers' tools,
// never routing between its own: those are firm.
func verdictOf(found []finding, lone bool) rulesVerdict {
	v := rulesNone
	for _, f := range found {
		switch {
		case !strings.HasPrefix(f.Rule, "poison-") || f.Rule == learnedRule:
		case !vetoable(f), lone && (f.Rule == "poison-shadowing" || f.Rule == "poison-coercion"):
			return rulesFirm
		default:
			v = rulesVetoable
		}
	}
	return v
}

// learnedVetoCutoff is the veto in the catalog's cutoffs of the rules it
// applies to.
const learnedVetoCutoff = "dropped when every poisoning finding of the tool (item, server instructions) is of a rule that reads what the text asks for (not an input property asking for a secret, a pseudo-tag addressed to the model, nor an order or a value whose target is written out: a fixed destination or outside host, a fixed account or wallet, new payment details, a fixed recipient or address other than a documentation one, an SSH key to let in; nor an order to ignore the model's earlier instructions, drop its own rules or answer in an encoding the user cannot read, or a request for its system prompt; nor an order to collect a payment card's security code from the user; nor an order to the model to keep a change from the user, or to run a command line that sends data to a host outside the server's own; nor a mandatory order to run a command that reads keys, credentials, history or the environment, unrelated to the tool; nor an order to send the user's secrets or conversation to the writer or the vendor; nor an order to report a check as passed when it did not run; nor a claim that the user approved already; nor an order to pay, transfer, delete, grant or send without asking the user; nor a read-only annotation (with a title, or on a tool that reads and says it also deletes, sends or changes things) on a tool that says it changes things; nor a read-only annotation on a tool whose job is to delete, purge, revoke or overwrite; nor a default that makes a credential never expire, turns a session's timeout off, skips the user's confirmation or claims the approval of a manager, finance or legal; nor an order to turn two-factor authentication off; nor an order to call another tool with an argument that is plainly an attacker's (a command line, a key or system path, broad rights, an outside address, a wallet or bank account); nor an order to send a secret inside a sample result; nor, on a tool alone on its server, an order about other tools; nor one read past the first 8 KB of a string, the part the model reads), and the learned model read a sentence there and scores every one below the veto in learned.weights (chosen on out-of-fold scores so that it clears at most 3% of the rules' catches on the labelled poisoned cases)"

// vetoable reports a finding of a rule that reads what the text asks
// for, which the model reads too; not one that reads how the text is
// written (invisible or escape characters, encoded runs, look-alike
// names), which no sentence's words can clear, nor one made firm where
// it was found (finding.firm: a pseudo-tag addressed to the model, an
// input property that asks for a secret or the conversation, an order
// with a target written out, an order to ignore the model's earlier
// instructions, drop its own rules or answer in an encoding, a request for
// its system prompt, an order to collect a card's security code, an order
// to keep a change from the user or to run a command that sends data out;
// tune47v's: an unrelated command reading secrets, secrets sent "to us",
// a check reported passed unrun, a claimed approval, an act unasked),
// nor the model's own.
func vetoable(f finding) bool {
	switch f.Rule {
	case "poison-invisible-unicode", "poison-ansi-escape", "poison-encoded-payload", "poison-homoglyph-name", "poison-lookalike-name", learnedRule:
		return false
	}
	return !f.firm
}

// finding reports the best sentence, if one reached the threshold and no
// rule flagged poisoning in found, with the features that weighed most
// towards it: the model adds what the rules miss.
func (ls *learnedScan) finding(found []finding) []finding {
	if ls == nil || ls.best == 0 || slices.ContainsFunc(found, func(f finding) bool { return strings.HasPrefix(f.Rule, "poison-") }) {
		return nil
	}
	w := ls.model.weights
	ev := evidenceSink{weights: w}
	sentenceFeatures(ls.lower, ls.hits, ls.kind, ls.pos, ls.prev, nil, nil, &ev)
	// The names of the heaviest features, each once: heaviest first, and
	// of equal weights the first to come (a stable sort's order).
	var top []string
	for len(top) < learnedEvidenceFeatures {
		best, name := -1, ""
		for i, f := range ev.named {
			if best < 0 || w[f.bucket] > w[ev.named[best].bucket] {
				if n := f.name(); !slices.Contains(top, n) {
					best, name = i, n
				}
			}
		}
		if best < 0 {
			break
		}
		top = append(top, name)
	}
	return []finding{{Rule: learnedRule, Message: fmt.Sprintf("%s holds a sentence the learned model scores %.4f (it flags from %.4f; weighed most: %s): %q", ls.where, ls.best, ls.model.threshold, strings.Join(top, ", "), excerpt(ls.text))}}
}

// The seen table must hold twice the features a sentence may have.
var _ [1<<learnedSeenBits - 2*learnedMaxFeatures]struct{}
