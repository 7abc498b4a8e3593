package analysis

import (
	"fmt"
	"strings"
	"sync"
)

// Shapes of a tool, as the Toolcard contract names them.
const (
	EndpointShaped    = "endpoint-shaped"
	NotEndpointShaped = "not-endpoint-shaped"
)

// shapeWords returns the REST verbs and the stop words, built on first use.
var shapeWords = sync.OnceValues(func() (restVerbs, stopWords map[string]bool) {
	return tokenSet("get list create update delete post put patch fetch read remove add set"),
		tokenSet("a an the of in on to for by from with and or all any this that its it is are be given specified one")
})

// Shape tells whether a tool merely mirrors one REST operation: a verb plus
// one to three resource words (or a path) as its name, and a description
// that adds at most three words beyond the name. It returns the finding
// that explains the verdict when the tool is endpoint-shaped.
func Shape(t Tool) (string, *Finding) {
	tokens := Tokenize(t.Name)
	pathLike := strings.Contains(t.Name, "/")
	restVerbs, _ := shapeWords()
	verbPlusResource := len(tokens) >= 2 && len(tokens) <= 4 && restVerbs[tokens[0]]
	if !pathLike && !verbPlusResource {
		return NotEndpointShaped, nil
	}
	extra := extraWords(t.description(), tokens)
	if extra > 3 {
		return NotEndpointShaped, nil
	}
	why := fmt.Sprintf("the name %q is a REST verb plus a resource", t.Name)
	if pathLike {
		why = fmt.Sprintf("the name %q is a path", t.Name)
	}
	return EndpointShaped, &Finding{Rule: "endpoint-shaped", Tool: t.Name, Message: fmt.Sprintf("%s and the description adds %d word(s) beyond it; say when to use the tool and what it returns, or fold related operations into one task-level tool", why, extra)}
}

// extraWords counts description words that are neither stop words nor
// (singular or plural) name tokens.
func extraWords(desc string, nameTokens []string) int {
	_, stopWords := shapeWords()
	name := map[string]bool{}
	for _, t := range nameTokens {
		name[strings.TrimSuffix(t, "s")] = true
	}
	n := 0
	for _, w := range strings.FieldsFunc(strings.ToLower(desc), func(r rune) bool {
		return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127)
	}) {
		if !stopWords[w] && !name[strings.TrimSuffix(w, "s")] {
			n++
		}
	}
	return n
}
