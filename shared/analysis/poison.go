package analysis

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"sync"
)

// lazyRegexp compiles expr on first use rather than in package init, which
// every Lambda cold start pays, whether or not it analyses anything.
func lazyRegexp(expr string) func() *regexp.Regexp {
	return sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(expr) })
}

// textPattern is one poisoning pattern. It only runs when the text has a
// trigger from each group in need (see words.go), and on a sentence that
// holds one of its literals, if it lists any.
type textPattern struct {
	rule     string
	need     []uint64
	literals []string              // every match contains one of these
	re       func() *regexp.Regexp // compiled on first use
	// instruction: the match counts only in a clause that is not negated.
	instruction bool
	what        string // how the finding describes the match
}

// negation marks a clause that mentions a thing rather than orders it.
var negation = lazyRegexp(`\b(never|not|no|don't|doesn't|won't|cannot|can't|without|avoid|refuses?)\b|n't\b`)

// sensitivePath matches credential and configuration files.
const sensitivePath = `(~/\.ssh|\.ssh/|\bid_(rsa|dsa|ecdsa|ed25519)\b|(^|[\s/'"` + "`" + `(])\.env(\.[a-z]+)?\b|\.aws/credentials|\bcredentials( file)?\b|\bmcp\.json\b|\bclaude_desktop_config\.json\b|/etc/(passwd|shadow|sudoers)\b|\.netrc\b|\.npmrc\b|\.pypirc\b|\.git-credentials\b|\.pgpass\b|\.kube/config\b|\.docker/config\.json\b|\.gnupg\b|\bwallet\.dat\b|\.bash_history\b|\bprivate keys?\b|\bssh keys?\b)`

// sensitiveLiterals holds a substring of every alternative of sensitivePath.
var sensitiveLiterals = []string{"ssh", "id_", ".env", "credentials", "mcp.json", "claude_desktop_config.json", "/etc/", ".netrc", ".npmrc", ".pypirc", ".pgpass", ".kube/config", ".docker/config.json", ".gnupg", "wallet.dat", ".bash_history", "private key"}

// imperative finds a base-form verb that starts a clause or follows an
// ordering word: "always read", "Read …", "then send".
const imperative = `(^|[,:(]\s*|\b(always|first|must|should|please|then|and|also|you|now|to)\s+)(read|open|cat|load|include|pass|send|attach|upload|copy|provide|fetch|access|retrieve|extract|print|output|append|insert|paste|collect|dump|post|get|grab|forward|transmit|email|submit|share|leak|exfiltrate)\b`

var textPatterns = []textPattern{
	{rule: "poison-hidden-instruction", what: "a pseudo-tag addressed to the model",
		need: []uint64{tLT},
		re:   lazyRegexp(`<\s*/?\s*(important|system|instructions?|secret|hidden|admin|assistant|sys|critical|override)\b[^<>]{0,40}>|<<\s*sys\s*>>|<\|\s*(im_start|system)\s*\|>`)},
	{rule: "poison-hidden-instruction", what: "a bracketed system block",
		need: []uint64{tBracket},
		re:   lazyRegexp(`\[\s*/?\s*(system|important|admin|instructions?|inst|assistant|override)\s*\]`)},
	{rule: "poison-hidden-instruction", what: "an instruction override",
		need: []uint64{tOverride},
		re:   lazyRegexp(`\b(ignore|disregard|forget|override|bypass)\b[^.]{0,30}\b(previous|prior|above|earlier|all|any|other|system|your|original)\b[^.]{0,20}\b(instructions?|prompts?|rules|guidelines|directives|messages)\b|\byou are now\b|\bnote to (the )?(ai|assistant|model|llm|agent)\b|\bnew (system )?instructions?:|\b(reveal|print|output|repeat)\b[^.]{0,20}\bsystem prompt\b`)},
	{rule: "poison-concealment", what: "an order to keep it from the user",
		need: []uint64{tConcealVerb, tConcealWho},
		re:   lazyRegexp(`\b(do not|don't|never|must not|mustn't|should not|shouldn't)\s+(tell|inform|notify|alert|mention|reveal|disclose|show|let)\b[^.]{0,40}\b(user|human|operator|anyone|them)\b|\bwithout\s+(telling|informing|notifying|alerting|asking|showing)\b[^.]{0,20}\b(user|human)\b|\b(hide|conceal|keep)\b[^.]{0,30}\bfrom\s+(the\s+)?(user|human)\b|\b(user|human)\s+(must|should)\s+(not|never)\s+(know|see|notice|find out|be told)\b`)},
	{rule: "poison-concealment", what: "an action to be done covertly",
		need: []uint64{tCovert},
		re:   lazyRegexp(`\b(silently|secretly|covertly|quietly|surreptitiously|stealthily)\s+(\w+\s+){0,2}?(read|send|pass|include|call|use|add|upload|forward|copy|exfiltrate|transmit|append|execute|run|collect|attach|store|save|log|record|post|email|share|modify|change|replace|delete)(s|es)?\b|\b(must|should|always|please|you)\s+(\w+\s+)?(silently|secretly|covertly|quietly)\b`)},
	{rule: "poison-sensitive-path", what: "an order to read a sensitive file", instruction: true,
		need: []uint64{tSensitive}, literals: sensitiveLiterals,
		re: lazyRegexp(imperative + `.{0,80}?` + sensitivePath + `|` + sensitivePath + `.{0,60}?\b(and|then)\s+(pass|send|include|attach|provide|append|upload|forward|put)\b`)},
	{rule: "poison-exfiltration", what: "an order to send data to a fixed destination", instruction: true,
		need: []uint64{tURL | tAt},
		re:   lazyRegexp(`\b(send|sends|post|posts|upload|uploads|forward|forwards|transmit|transmits|submit|submits|report|reports|leak|exfiltrate|email|e-mail|mail|copy|copies|sync|beacon)\b[^.]{0,80}\b(to|at|into)\s+(https?://|www\.|[\w.+-]+@[\w-]+\.[a-z]{2,})`)},
	{rule: "poison-coercion", what: "a demand to use only this tool",
		need: []uint64{tTool, tCoerce},
		re:   lazyRegexp(`\byou\s+(must|should|have to|need to)\s+(only\s+|always\s+)?(use|call|invoke)\s+(only\s+)?this tool\b|\b(always|must)\s+(use|call|invoke|run)\s+this tool\b[^.]{0,30}\b(first|before|every|always)\b|\b(call|use|invoke|run)\s+this tool\s+(first|before (any|every|all|other))\b|\bbefore (using |calling )?(any|every|all) other tools?\b|\b(only|exclusively)\s+use\s+this tool\b|\b(do not|don't|never)\s+use\s+(any\s+)?other tools?\b|\bthis is the only tool\b|\bmust be (called|used|invoked) (first|before)\b`)},
	{rule: "poison-shadowing", what: "an instruction about other tools",
		need: []uint64{tTool | tInstead},
		re:   lazyRegexp(`\b(when|whenever|before|after|if)\b[^.]{0,60}\b(call|use|invoke|run)(s|ing)?\b[^.]{0,20}\b(any|other|another|all|every)\s+(other\s+)?tools?\b|\b(any|all|every|other)\s+(other\s+)?tools?\b[^.]{0,40}\b(must|should|always|need to|have to)\b|\b(instead of|rather than)\s+(using|calling|invoking)\b|\b(replaces|overrides|supersedes|takes precedence over)\b[^.]{0,30}\btools?\b`)},
}

// secretParam flags an input property that asks for the conversation or for keys.
var secretParam = lazyRegexp(`\b(conversation|chat)[ _-]?(history|log|transcript|context)?\b|\b(previous|prior|all|earlier) messages\b|\bsystem[ _-]?prompt\b|\b(your|the user'?s|user'?s)\s+(api[ _-]?keys?|secrets?|passwords?|credentials|tokens?|private keys?|ssh keys?)\b|\bid_(rsa|ed25519|ecdsa)\b|\b(ssh|private)[ _-]?keys?\b`)

// shadowCue marks an instruction about a named sibling tool.
var shadowCue = lazyRegexp(`\b(must|always|never|should|whenever|redirect|bcc|override)\b`)

// finding is one rule hit with its sentence.
type finding struct {
	Rule    string
	Message string
}

func (f finding) String() string { return f.Rule + ": " + f.Message }

// scanText checks one text field (where names it, e.g. "the description").
func scanText(where func() string, text string, siblings siblingSet, self string) []finding {
	ti := inspectText(text)
	var out []finding
	if ti.has(tNonASCII) {
		out = append(out, scanInvisible(where(), text)...)
	}
	if ti.has(tESC) {
		out = append(out, finding{"poison-ansi-escape", where() + " contains ANSI escape sequences, which can hide or rewrite text in a terminal"})
	}
	out = append(out, scanInstructions(where, text, ti, siblings, self)...)
	if ti.longestB64 >= minEncodedRun {
		out = append(out, scanEncoded(where(), text)...)
	}
	return out
}

// scanInstructions applies the text patterns sentence by sentence and
// quotes the sentence that matched.
func scanInstructions(where func() string, text string, ti textInfo, siblings siblingSet, self string) []finding {
	var out []finding
	seen := map[string]bool{}
	add := func(rule, msg string) {
		if !seen[rule] {
			seen[rule] = true
			out = append(out, finding{rule, msg})
		}
	}
	var parts []sentence
	for _, p := range textPatterns {
		if seen[p.rule] || !ti.has(p.need...) {
			continue
		}
		if parts == nil {
			parts = sentences(text)
		}
		for _, s := range parts {
			if matchInstruction(p, s.lower) {
				add(p.rule, fmt.Sprintf("%s holds %s: %q", where(), p.what, excerpt(s.text)))
				break
			}
		}
	}
	if len(siblings) > 0 && ti.has(tModal) && !seen["poison-shadowing"] {
		for _, s := range sentences(text) {
			if !shadowCue().MatchString(s.lower) || negation().MatchString(s.lower) {
				continue
			}
			if name := mentionedSibling(s.lower, siblings, self); name != "" {
				add("poison-shadowing", fmt.Sprintf("%s gives instructions about the sibling tool %s: %q", where(), name, excerpt(s.text)))
				break
			}
		}
	}
	return out
}

// matchInstruction reports a match; instruction patterns count only in a
// clause that is not negated.
func matchInstruction(p textPattern, sentence string) bool {
	if len(p.literals) > 0 && !slices.ContainsFunc(p.literals, func(l string) bool { return strings.Contains(sentence, l) }) {
		return false
	}
	if !p.instruction {
		return p.re().MatchString(sentence)
	}
	for _, clause := range strings.Split(sentence, ",") {
		if p.re().MatchString(clause) && !negation().MatchString(clause) {
			return true
		}
	}
	return p.re().MatchString(sentence) && !negation().MatchString(sentence)
}

// label is a where-function for a fixed place name.
func label(s string) func() string { return func() string { return s } }

type sentence struct{ text, lower string }

// sentences splits on sentence ends without breaking paths like ~/.ssh or .env.
func sentences(text string) []sentence {
	parts := sentenceEnd().Split(text, -1)
	out := make([]sentence, 0, len(parts))
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			out = append(out, sentence{p, strings.ToLower(p)})
		}
	}
	return out
}

var sentenceEnd = lazyRegexp(`[.!?]+(\s+|$)|[;\n]+`)

// siblingSet holds the server's tool names by their lowercase spelling.
type siblingSet map[string]string

func newSiblingSet(tools []Tool) siblingSet {
	set := make(siblingSet, len(tools))
	for _, t := range tools {
		set[strings.ToLower(t.Name)] = t.Name
	}
	return set
}

// mentionedSibling returns the first other tool (of 4+ characters) named as
// a whole word in lower.
func mentionedSibling(lower string, siblings siblingSet, self string) string {
	for _, w := range strings.FieldsFunc(lower, func(r rune) bool { return r > 127 || !isWordByte(byte(r)) }) {
		if name, ok := siblings[w]; ok && w != self && len(w) >= 4 {
			return name
		}
	}
	return ""
}

func isWordByte(b byte) bool {
	return b == '_' || b == '-' || b >= 'a' && b <= 'z' || b >= '0' && b <= '9'
}

// excerpt trims a quoted match to a readable length.
func excerpt(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > 100 {
		return string(r[:97]) + "…"
	}
	return s
}
