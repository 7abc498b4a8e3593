package analysis

import (
	"regexp"
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
	writeTokens   = tokenSet("create add update edit write set put post patch insert upload save modify rename move append push commit merge publish replace change assign submit install configure register apply import store mark approve fork star upsert copy transfer enable disable archive lock unlock close reopen invite grant")
	deleteTokens  = tokenSet("delete remove rm del drop destroy purge erase truncate wipe unlink revoke uninstall clear unregister")
	executeTokens = tokenSet("run exec execute eval evaluate shell command cmd spawn script bash sh zsh powershell pwsh terminal invoke launch subprocess repl")
	readTokens    = tokenSet("get list read search find query fetch view show describe lookup browse inspect count check stat stats info status download export watch tail")
)

// capabilityText holds the name and description patterns of the capabilities
// inferred from both.
var capabilityText = []struct {
	cap    Capability
	tokens map[string]bool
	desc   *regexp.Regexp
}{
	{CapNetwork, tokenSet("http https url urls fetch webhook webhooks download browse browser crawl scrape curl web request ping dns socket website webpage"),
		regexp.MustCompile(`\bhttps?://|\burls?\b|\binternet\b|\bweb ?(page|site)s?\b|\bwebhooks?\b|\bhttps?\b|\bdownload|\bfetch(es|ing)?\b[^.]{0,30}\b(url|page|web|remote|site)|\bbrowser\b`)},
	{CapFilesystem, tokenSet("file files dir dirs directory directories folder folders path paths fs filesystem disk"),
		regexp.MustCompile(`\bfile ?systems?\b|\bfiles?\b|\bdirector(y|ies)\b|\bfolders?\b|\bfile ?paths?\b`)},
	{CapPayment, tokenSet("pay payment payments charge charges invoice invoices refund refunds checkout purchase buy billing stripe wallet transaction transactions payout payouts"),
		regexp.MustCompile(`\bpayments?\b|\bcharges? (the|a) (card|customer)|\brefunds?\b|\binvoices?\b|\bpurchases?\b|\bbilling\b|\bcredit cards?\b|\bwallets?\b|\bpayouts?\b|\bmoney\b|\bfunds\b`)},
	{CapMessaging, tokenSet("email emails mail sms message messages slack notify notification notifications chat dm tweet whatsapp telegram reply broadcast inbox"),
		regexp.MustCompile(`\bsends? (an? )?(e-?mails?|messages?|sms|notifications?|dms?)\b|\be-?mails?\b|\bslack\b|\bdirect messages?\b|\bchat messages?\b|\btext messages?\b`)},
	{CapSecrets, tokenSet("secret secrets token tokens password passwords credential credentials apikey vault keychain env environment"),
		regexp.MustCompile(`\bapi[ _-]?keys?\b|\bsecrets?\b|\bpasswords?\b|\bcredentials?\b|\baccess tokens?\b|\bprivate keys?\b|\benvironment variables?\b|(^|\s)\.env\b`)},
}

// inferCapabilities returns the capabilities in display order.
func inferCapabilities(tokens []string, lowerDesc string) []Capability {
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
	for _, c := range capabilityText {
		if has[c.cap] {
			continue
		}
		for _, tok := range tokens {
			if c.tokens[tok] {
				has[c.cap] = true
				break
			}
		}
		if !has[c.cap] && c.desc.MatchString(lowerDesc) {
			has[c.cap] = true
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
	for _, w := range strings.Fields(words) {
		m[w] = true
	}
	return m
}
