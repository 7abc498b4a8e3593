package analysis

import (
	"maps"
	"sync"
)

// Trigger bits: a text is run through a pattern only when the words (or
// characters) the pattern needs are present. One pass over the text builds
// the bits, so clean text never reaches a regular expression.
const (
	tLT uint64 = 1 << iota
	tBracket
	tURL
	tAt
	tESC
	tNonASCII
	tOverride
	tConcealVerb
	tConcealWho
	tCovert
	tSensitive
	tTool
	tInstead
	tModal
	tSecretParam
	tSecretOwner
	tSecretThing
	tCoerce
)

// triggerIndex maps each trigger word to its bits; filter screens words
// before the map lookup.
type triggerIndex struct {
	bits   map[string]uint64
	filter wordFilter
}

// triggers is built on first use (see capabilityTables).
var triggers = sync.OnceValue(func() *triggerIndex {
	x := &triggerIndex{bits: map[string]uint64{}}
	add := func(bit uint64, words string) {
		for _, w := range tokenList(words) {
			x.bits[w] |= bit
		}
	}
	add(tOverride, "ignore disregard forget override bypass now note instruction instructions prompt")
	add(tConcealVerb, "tell inform notify alert mention reveal disclose show let hide conceal keep know notice telling informing notifying alerting asking showing be")
	add(tConcealWho, "user human operator anyone them")
	add(tCovert, "silently secretly covertly quietly surreptitiously stealthily")
	add(tSensitive, "ssh rsa dsa ecdsa ed25519 env credentials credential mcp claude passwd shadow sudoers netrc npmrc pypirc pgpass kube docker gnupg wallet history private keychain")
	add(tTool, "tool tools")
	add(tInstead, "instead rather")
	add(tModal, "must always never should whenever redirect bcc override")
	add(tSecretParam, "conversation chat messages prompt rsa ed25519 ecdsa ssh private history transcript")
	add(tSecretOwner, "your user")
	add(tSecretThing, "api key keys secret secrets password passwords credentials token tokens")
	add(tCoerce, "only first before every other must always")
	x.filter.add(maps.Keys(x.bits))
	return x
})

// wordFilter answers "could this word be in the table?" from its length,
// first and last letter, so most words skip the map lookup.
type wordFilter [33][36][36]bool

func letterIndex(c byte) int {
	if c >= '0' && c <= '9' {
		return 26 + int(c-'0')
	}
	return int(c - 'a')
}

func (f *wordFilter) add(words func(yield func(string) bool)) {
	for w := range words {
		if len(w) > 0 && len(w) <= 32 {
			f[len(w)][letterIndex(w[0])][letterIndex(w[len(w)-1])] = true
		}
	}
}

func (f *wordFilter) mayContain(w []byte) bool {
	return len(w) > 0 && len(w) <= 32 && f[len(w)][letterIndex(w[0])][letterIndex(w[len(w)-1])]
}

// textInfo is what one pass over a text learns.
type textInfo struct {
	bits       uint64
	longestB64 int // longest run of base64-alphabet characters
}

func (ti textInfo) has(groups ...uint64) bool {
	for _, g := range groups {
		if ti.bits&g == 0 {
			return false
		}
	}
	return true
}

// inspectText scans text once: words (lowercased, letters and digits) are
// looked up in the trigger words, and special characters set their bits.
func inspectText(text string) textInfo {
	tr := triggers()
	var ti textInfo
	var word [32]byte
	n, run := 0, 0
	for i := 0; i < len(text); i++ {
		c := text[i]
		if lc := lowerAlnum[c]; lc != 0 {
			if n < len(word) {
				word[n] = lc
			}
			n++
			if run++; run > ti.longestB64 {
				ti.longestB64 = run
			}
			continue
		}
		if n > 0 {
			if n <= len(word) && tr.filter.mayContain(word[:n]) {
				ti.bits |= tr.bits[string(word[:n])]
			}
			n = 0
		}
		switch c {
		case '+', '/', '_', '-':
			run++
			continue
		case '<':
			ti.bits |= tLT
		case '[':
			ti.bits |= tBracket
		case '@':
			ti.bits |= tAt
		case 0x1b:
			ti.bits |= tESC
		case ':':
			if i+2 < len(text) && text[i+1] == '/' && text[i+2] == '/' {
				ti.bits |= tURL
			}
		case '.':
			if i >= 3 && text[i-3:i] == "www" {
				ti.bits |= tURL
			}
		}
		if c >= 0x80 {
			ti.bits |= tNonASCII
			if c == 0xC2 && i+1 < len(text) && text[i+1] == 0x9B { // U+009B CSI
				ti.bits |= tESC
			}
		}
		run = 0
	}
	if n > 0 && n <= len(word) && tr.filter.mayContain(word[:n]) {
		ti.bits |= tr.bits[string(word[:n])]
	}
	return ti
}

// lowerAlnum maps ASCII letters and digits to their lowercase, others to 0.
var lowerAlnum = func() (t [256]byte) {
	for c := '0'; c <= '9'; c++ {
		t[c] = byte(c)
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c], t[c-'a'+'A'] = byte(c), byte(c)
	}
	return t
}()

// appendWords appends each run of ASCII letters and digits in lower.
func appendWords(words []string, lower string) []string {
	start := -1
	for i := 0; i <= len(lower); i++ {
		alnum := i < len(lower) && (lower[i] >= 'a' && lower[i] <= 'z' || lower[i] >= '0' && lower[i] <= '9')
		switch {
		case alnum && start < 0:
			start = i
		case !alnum && start >= 0:
			words = append(words, lower[start:i])
			start = -1
		}
	}
	return words
}
