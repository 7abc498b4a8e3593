package analysis

import (
	"maps"
	"strings"
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
var (
	writeTokens   = tokenSet("send reply create add update edit write set put post patch insert upload save modify rename move append push commit merge publish replace change assign submit install configure register apply import store mark approve fork star upsert copy transfer enable disable archive lock unlock close reopen invite grant")
	deleteTokens  = tokenSet("delete remove rm del drop destroy purge erase truncate wipe unlink revoke uninstall clear unregister")
	executeTokens = tokenSet("run exec execute eval evaluate shell command cmd spawn script bash sh zsh powershell pwsh terminal invoke launch subprocess repl")
	readTokens    = tokenSet("get list read search find query fetch view show describe lookup browse inspect count check stat stats info status download export watch tail")
)

// Description words and word pairs that suggest the capabilities inferred
// from name + description.
var (
	capabilityWords = map[Capability]map[string]bool{
		CapNetwork:    tokenSet("http https url urls internet webhook webhooks download downloads downloading browser website websites webpage webpages fetch fetches fetching curl scrape crawl"),
		CapFilesystem: tokenSet("file files filesystem filesystems directory directories dir dirs folder folders filepath filepaths fs disk"),
		CapPayment:    tokenSet("pay payment payments refund refunds invoice invoices purchase purchases billing wallet wallets payout payouts money funds checkout stripe"),
		CapMessaging:  tokenSet("email emails mail sms slack dm dms inbox whatsapp telegram notify notification notifications tweet"),
		CapSecrets:    tokenSet("secret secrets password passwords credential credentials apikey vault keychain token tokens"),
	}
	capabilityPairs = map[[2]string]Capability{
		{"web", "page"}: CapNetwork, {"web", "pages"}: CapNetwork, {"web", "site"}: CapNetwork, {"web", "sites"}: CapNetwork,
		{"file", "system"}: CapFilesystem, {"file", "path"}: CapFilesystem, {"file", "paths"}: CapFilesystem,
		{"credit", "card"}: CapPayment, {"credit", "cards"}: CapPayment,
		{"direct", "message"}: CapMessaging, {"direct", "messages"}: CapMessaging, {"chat", "message"}: CapMessaging, {"chat", "messages"}: CapMessaging,
		{"text", "message"}: CapMessaging, {"sends", "message"}: CapMessaging, {"sends", "messages"}: CapMessaging, {"send", "message"}: CapMessaging, {"send", "messages"}: CapMessaging, {"post", "message"}: CapMessaging,
		{"api", "key"}: CapSecrets, {"api", "keys"}: CapSecrets, {"access", "token"}: CapSecrets, {"access", "tokens"}: CapSecrets,
		{"private", "key"}: CapSecrets, {"private", "keys"}: CapSecrets, {"environment", "variable"}: CapSecrets, {"environment", "variables"}: CapSecrets,
		{"e", "mail"}: CapMessaging,
	}
)

// capabilityByWord and pairFirst index the tables above for one lookup per word.
var (
	capabilityByWord = func() map[string][]Capability {
		m := map[string][]Capability{}
		for _, c := range AllCapabilities {
			for w := range capabilityWords[c] {
				m[w] = append(m[w], c)
			}
		}
		return m
	}()
	capabilityFilter = newWordFilter(maps.Keys(capabilityByWord))
	pairFirst        = func() map[string]bool {
		m := map[string]bool{}
		for p := range capabilityPairs {
			m[p[0]] = true
		}
		return m
	}()
)

// inferCapabilities returns the capabilities in display order, from the
// name's tokens and the words of the lowercased description.
func inferCapabilities(tokens []string, descWords []string) []Capability {
	has := map[Capability]bool{}
	for _, tok := range tokens {
		switch {
		case deleteTokens[tok]:
			has[CapDelete] = true
		case executeTokens[tok]:
			has[CapExecute] = true
		case writeTokens[tok]:
			has[CapWrite] = true
		case readTokens[tok]:
			has[CapRead] = true
		}
	}
	// The name's words, then the description's, as one text.
	prev := ""
	for _, words := range [2][]string{appendWords(nil, strings.ToLower(strings.Join(tokens, " "))), descWords} {
		for _, w := range words {
			if capabilityFilter.mayContain([]byte(w)) {
				for _, c := range capabilityByWord[w] {
					has[c] = true
				}
			}
			if pairFirst[prev] {
				if c, ok := capabilityPairs[[2]string{prev, w}]; ok {
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
