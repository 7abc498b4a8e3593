package analysis

import (
	"maps"
	"strings"
	"sync"
	"unicode"
)

// Capability is something a tool can do, inferred from its name and description.
type Capability string

// Capabilities in display order.
const (
	CapRead       Capability = "read"
	CapWrite      Capability = "write"
	CapDelete     Capability = "delete"
	CapExecute    Capability = "execute"
	CapNetwork    Capability = "network"
	CapFilesystem Capability = "filesystem"
	CapPayment    Capability = "payment"
	CapMessaging  Capability = "messaging"
	CapSecrets    Capability = "secrets"
)

// AllCapabilities lists every capability in display order.
var AllCapabilities = []Capability{CapRead, CapWrite, CapDelete, CapExecute, CapNetwork, CapFilesystem, CapPayment, CapMessaging, CapSecrets}

// Name tokens that mark mutation. They are matched against the tokenised
// name only: descriptions mention verbs too freely ("returns the created id").
const (
	writeNameWords   = "send reply create add update edit write set put post patch insert upload save modify rename move append push commit merge publish replace change assign submit install configure register apply import store mark approve fork star upsert copy transfer enable disable archive lock unlock close reopen invite grant"
	deleteNameWords  = "delete remove rm del drop destroy purge erase truncate wipe unlink revoke uninstall clear unregister"
	executeNameWords = "run exec execute eval evaluate shell command cmd spawn script bash sh zsh powershell pwsh terminal invoke launch subprocess repl"
	readNameWords    = "get list read search find query fetch view show describe lookup browse inspect count check stat stats info status download export watch tail"
)

// Description words and word pairs that suggest the capabilities inferred
// from name + description.
var (
	capabilityWordLists = [...]struct {
		capability Capability
		words      string
	}{
		{CapNetwork, "http https url urls internet webhook webhooks download downloads downloading browser website websites webpage webpages fetch fetches fetching curl scrape crawl"},
		{CapFilesystem, "file files filesystem filesystems directory directories dir dirs folder folders filepath filepaths fs disk"},
		{CapPayment, "pay payment payments refund refunds invoice invoices purchase purchases billing wallet wallets payout payouts money funds checkout stripe"},
		{CapMessaging, "email emails mail sms slack dm dms inbox whatsapp telegram notify notification notifications tweet"},
		{CapSecrets, "secret secrets password passwords credential credentials apikey vault keychain token tokens"},
	}
	capabilityWordPairs = [...]struct {
		first, second string
		capability    Capability
	}{
		{"web", "page", CapNetwork}, {"web", "pages", CapNetwork}, {"web", "site", CapNetwork}, {"web", "sites", CapNetwork},
		{"file", "system", CapFilesystem}, {"file", "path", CapFilesystem}, {"file", "paths", CapFilesystem},
		{"credit", "card", CapPayment}, {"credit", "cards", CapPayment},
		{"direct", "message", CapMessaging}, {"direct", "messages", CapMessaging}, {"chat", "message", CapMessaging}, {"chat", "messages", CapMessaging},
		{"text", "message", CapMessaging}, {"sends", "message", CapMessaging}, {"sends", "messages", CapMessaging}, {"send", "message", CapMessaging}, {"send", "messages", CapMessaging}, {"post", "message", CapMessaging},
		{"api", "key", CapSecrets}, {"api", "keys", CapSecrets}, {"access", "token", CapSecrets}, {"access", "tokens", CapSecrets},
		{"private", "key", CapSecrets}, {"private", "keys", CapSecrets}, {"environment", "variable", CapSecrets}, {"environment", "variables", CapSecrets},
		{"e", "mail", CapMessaging},
	}
)

// capabilityIndex holds the lists above as sets, for one lookup per word.
type capabilityIndex struct {
	write, delete, execute, read map[string]bool // name tokens
	network                      map[string]bool // the CapNetwork description words
	byWord                       map[string][]Capability
	filter                       wordFilter
	pairs                        map[[2]string]Capability
	pairFirst                    map[string]bool
	pairFirstMay                 wordFilter // which words pairFirst may hold
}

// capabilityTables is built on first use, like every table of this
// package, so that a program linking it (each Lambda function) pays
// nothing for it at start-up.
var capabilityTables = sync.OnceValue(func() *capabilityIndex {
	x := &capabilityIndex{
		write: tokenSet(writeNameWords), delete: tokenSet(deleteNameWords),
		execute: tokenSet(executeNameWords), read: tokenSet(readNameWords),
		byWord: map[string][]Capability{}, pairs: map[[2]string]Capability{}, pairFirst: map[string]bool{},
	}
	for _, l := range capabilityWordLists {
		for _, w := range tokenList(l.words) {
			x.byWord[w] = append(x.byWord[w], l.capability)
		}
		if l.capability == CapNetwork {
			x.network = tokenSet(l.words)
		}
	}
	x.filter.add(maps.Keys(x.byWord))
	for _, p := range capabilityWordPairs {
		x.pairs[[2]string{p.first, p.second}] = p.capability
		x.pairFirst[p.first] = true
	}
	x.pairFirstMay.add(maps.Keys(x.pairFirst))
	return x
})

// inferCapabilities returns the capabilities in display order, from the
// name's tokens and the words of the lowercased description.
func inferCapabilities(tokens []string, descWords []string) []Capability {
	x := capabilityTables()
	has := map[Capability]bool{}
	for _, tok := range tokens {
		switch {
		case x.delete[tok]:
			has[CapDelete] = true
		case x.execute[tok]:
			has[CapExecute] = true
		case x.write[tok]:
			has[CapWrite] = true
		case x.read[tok]:
			has[CapRead] = true
		}
	}
	// The name's words, then the description's, as one text.
	prev := ""
	for _, words := range [2][]string{appendWords(nil, strings.ToLower(strings.Join(tokens, " "))), descWords} {
		for _, w := range words {
			if x.filter.mayContain(w) {
				for _, c := range x.byWord[w] {
					has[c] = true
				}
			}
			if x.pairFirstMay.mayContain(prev) && x.pairFirst[prev] {
				if c, ok := x.pairs[[2]string{prev, w}]; ok {
					has[c] = true
				}
			}
			prev = w
		}
	}
	if !has[CapWrite] && !has[CapDelete] && !has[CapExecute] && !has[CapPayment] {
		has[CapRead] = true
	}
	out := make([]Capability, 0, len(has))
	for _, c := range AllCapabilities {
		if has[c] {
			out = append(out, c)
		}
	}
	return out
}

// Tokenize splits a tool name into lowercase words: snake_case, camelCase,
// kebab-case, dotted and slashed names, and digits all separate.
func Tokenize(name string) []string {
	if !isASCII(name) {
		return tokenizeRunes(name)
	}
	var tokens []string
	asciiTokens(name, func(start, end int) {
		if tokens == nil {
			tokens = make([]string, 0, 4) // most names have a few
		}
		tokens = append(tokens, strings.ToLower(name[start:end]))
	})
	return tokens
}

// asciiTokens calls emit with the bounds of each token of an ASCII name:
// the splits of tokenizeRunes on bytes. A token is a run of name, so the
// letter before i in the token is name[i-1].
func asciiTokens(name string, emit func(start, end int)) {
	start := -1
	flush := func(end int) {
		if start >= 0 {
			emit(start, end)
			start = -1
		}
	}
	isUpper := func(c byte) bool { return c >= 'A' && c <= 'Z' }
	isLower := func(c byte) bool { return c >= 'a' && c <= 'z' }
	for i := 0; i < len(name); i++ {
		c := name[i]
		switch {
		case !isASCIILetter(c) && !isASCIIDigit(c):
			flush(i)
		case isUpper(c) && start >= 0 && (isLower(name[i-1]) || isASCIIDigit(name[i-1]) || i+1 < len(name) && isLower(name[i+1])):
			flush(i)
			start = i
		case isASCIIDigit(c) != (start >= 0 && isASCIIDigit(name[i-1])) && start >= 0:
			flush(i)
			start = i
		case start < 0:
			start = i
		}
	}
	flush(len(name))
}

// tokenizeRunes is Tokenize for names beyond ASCII.
func tokenizeRunes(name string) []string {
	var tokens []string
	var cur []rune
	emit := func() {
		if len(cur) > 0 {
			tokens = append(tokens, strings.ToLower(string(cur)))
			cur = cur[:0]
		}
	}
	runes := []rune(name)
	for i, r := range runes {
		switch {
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			emit()
		case unicode.IsUpper(r) && len(cur) > 0 && (unicode.IsLower(cur[len(cur)-1]) || unicode.IsDigit(cur[len(cur)-1]) || (i+1 < len(runes) && unicode.IsLower(runes[i+1]))):
			// fooBar, foo2Bar, HTTPServer → HTTP Server
			emit()
			cur = append(cur, r)
		case unicode.IsDigit(r) != (len(cur) > 0 && unicode.IsDigit(cur[len(cur)-1])) && len(cur) > 0:
			emit()
			cur = append(cur, r)
		default:
			cur = append(cur, r)
		}
	}
	emit()
	return tokens
}

func tokenSet(words string) map[string]bool {
	m := map[string]bool{}
	for _, w := range tokenList(words) {
		m[w] = true
	}
	return m
}

func tokenList(words string) []string { return strings.Fields(words) }
