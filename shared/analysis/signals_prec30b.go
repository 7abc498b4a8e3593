package analysis

import (
	"slices"
	"strings"
)

// attributeNouns30 name a property of a thing that is not its content:
// "the chat's display name", "offset of the conversation", "titre de la
// conversation". A field that asks for one of them asks for a label or a
// number about the conversation, never for what was said in it.
var attributeNouns30 = map[string]bool{
	"name": true, "title": true, "label": true, "id": true, "sid": true, "identifier": true, "identity": true, "offset": true,
	"language": true, "locale": true, "timezone": true, "status": true, "state": true, "type": true,
	"count": true, "size": true, "length": true, "index": true, "position": true, "priority": true,
	"colour": true, "color": true, "icon": true, "avatar": true, "duration": true, "timestamp": true,
	"titre": true, "nom": true, "identifiant": true, "langue": true, "statut": true, "décalage": true,
	"título": true, "nombre": true, "idioma": true, "estado": true, "titel": true, "sprache": true,
	"titolo": true, "nome": true, "lingua": true, "stato": true,
}

// resourceNouns30 are the things a conversation word can name as a
// modifier ("the Conversation Service", "the chat widget"): a product or
// a resource of an API, not the talk itself.
var resourceNouns30 = map[string]bool{
	"service": true, "services": true, "instance": true, "instances": true, "channel": true, "channels": true,
	"widget": true, "widgets": true, "resource": true, "resources": true, "api": true, "sdk": true,
	"app": true, "application": true, "bot": true, "integration": true, "platform": true, "provider": true,
	"settings": true, "configuration": true, "feature": true, "module": true, "product": true,
	"webhook": true, "webhooks": true, "endpoint": true, "button": true, "window": true, "plugin": true,
}

// ofWords30 join an attribute to what it is of.
var ofWords30 = [...]string{"of", "de", "del", "des", "du", "der", "di", "do", "da", "della", "dello"}

// conversationAttribute30 reports a conversation word (the hit at
// lower[start:end]) that only names what an attribute or a resource
// belongs to: "Offset of the conversation", "The chat widget's display
// name", "The SID of the Conversation Service", "Titre de la
// conversation". The clause must end there: "Title of the chat, then the
// whole chat so far" goes on to ask for the talk, and that second hit is
// judged on its own.
func conversationAttribute30(lower string, start, end int) bool {
	if start < 0 || end > len(lower) || start >= end {
		return false
	}
	phrase := lower[start:end]
	// Before: "<attribute> of [the|this|la|el…] <hit>".
	before := strings.Fields(lower[max(0, start-48):start])
	lead := strings.Fields(phrase)
	// Find "of" just before the hit's noun, skipping articles.
	k := len(before)
	for k > 0 && isArticle30(before[k-1]) {
		k--
	}
	// A hit may begin with its own "of"/"de" ("de la conversation").
	if len(lead) > 1 && isOfWord30(lead[0]) {
		if k > 0 && attributeNouns30[trimWord30(before[k-1])] && clauseEnds30(lower[end:]) {
			return true
		}
	}
	if k >= 2 && isOfWord30(before[k-1]) && attributeNouns30[trimWord30(before[k-2])] && clauseEnds30(lower[end:]) {
		return true
	}
	// After: "<hit>['s] [one or two words] <attribute|resource>".
	after := lower[end:]
	if strings.HasPrefix(after, "'s") || strings.HasPrefix(after, "’s") {
		_, after, _ = strings.Cut(after, "s")
	}
	rest := strings.Fields(after)
	for i := 0; i < len(rest) && i < 3; i++ {
		w := trimWord30(rest[i])
		if w == "" {
			break
		}
		if attributeNouns30[w] || resourceNouns30[w] {
			return true
		}
		if strings.ContainsAny(rest[i], ".,;:!?") || contentNouns30[w] {
			break
		}
	}
	return false
}

// contentNouns30 are what a conversation is made of: a word that ends
// the look for an attribute ("chat history name" asks for the history).
var contentNouns30 = map[string]bool{"history": true, "transcript": true, "log": true, "logs": true, "messages": true,
	"message": true, "text": true, "content": true, "contents": true, "summary": true, "context": true, "so": true, "and": true, "or": true}

func isArticle30(w string) bool {
	switch w {
	case "the", "this", "that", "a", "an", "la", "le", "l'", "el", "die", "der", "das", "il", "lo", "o", "a la":
		return true
	}
	return false
}

func isOfWord30(w string) bool { return slices.Contains(ofWords30[:], w) }

func trimWord30(w string) string {
	return strings.Trim(w, ".,;:!?()[]\"'`*")
}

// clauseEnds30 reports that after a hit its clause ends (a stop, a
// comma, the text's end) or goes on only with a short qualifier that is
// no second object ("as a BCP-47 tag" is not asked for here: only the
// end or punctuation counts).
func clauseEnds30(after string) bool {
	a := strings.TrimSpace(after)
	if a == "" {
		return true
	}
	switch a[0] {
	case '.', ',', ';', ':', '!', '?', ')':
		return !strings.HasPrefix(a, ", then") && !strings.HasPrefix(a, ", followed") && !strings.HasPrefix(a, ", and") && !strings.HasPrefix(a, ", plus") && !strings.HasPrefix(a, ", including")
	}
	return false
}

// deviceToken30 reports a word that makes the token after it a device's
// push address ("the device token", "FCM registration token", "push
// token"): where a notification is delivered, not a login of the user's.
func deviceToken30(prev string) bool {
	switch prev {
	case "device", "registration", "push", "apns", "fcm", "gcm", "gerätetoken", "notification":
		return true
	}
	return false
}

// hedgedInclusion30 reports a sentence that describes what a field's
// value may carry rather than ordering something into it: a noun phrase
// for the value ("The user's question", "The question to ask the
// agent") followed by a hedged participle ("potentially including
// conversation history for context"). An order says must, always, your,
// or is spelled as a verb of its own ("Include the conversation").
func hedgedInclusion30(sg signals, lower string) bool {
	return !sg.any(cMust, cEveryTurn, cCovert, cCovertAdv) && hedgedPhrase30(lower)
}

// hedgedPhrase30 is hedgedInclusion30 on the words alone.
func hedgedPhrase30(lower string) bool {
	l := strings.TrimSpace(lower)
	if !strings.HasPrefix(l, "the ") && !strings.HasPrefix(l, "a ") && !strings.HasPrefix(l, "an ") {
		return false // a noun phrase names the value; an imperative opens with its verb
	}
	i := -1
	for _, h := range [...]string{", potentially including ", ", possibly including ", ", optionally including ", ", which may include ", ", which can include ", " that may include ", " that can include ", " including relevant ", " including any relevant ", " including pertinent "} {
		if j := strings.Index(l, h); j > 0 {
			i = j
			break
		}
	}
	if i < 0 || strings.Contains(l, "your ") || strings.Contains(l, " you ") || containsAny(l, "verbatim", "in full", "entire", "whole", "full ", "complete ", "every ", "all ") {
		return false
	}
	// The head before the hedge names a question or a request of the user's
	// own, or a problem to report: what the user asks, or what went wrong
	// with the relevant outputs, is the field's job.
	head := l[:i]
	return containsAny(head, "question", "query", "request", "prompt", "message to", "ask", "issue", "problem", "incident", "error", "bug")
}

// agentsOwnPrompt30 reports a property description that says the
// prompt or instructions the property's name promises are given to the
// tool's own agent or model ("Instructions for how the deep search agent
// should process and format results", "System prompt for the summarizer
// model"): the caller writes them for that agent; nothing asks for the
// model's own system prompt, which would be "your" or "you were given".
func agentsOwnPrompt30(desc string) bool {
	l := strings.ToLower(strings.TrimSpace(desc))
	// The words it needs are looked for before those that rule it out:
	// most descriptions have none.
	if l == "" || len(l) > 240 || !containsAny(l, "instructions for", "prompt for", "instructions to", "prompt to", "guides the", "tells the", "steers the") {
		return false
	}
	if strings.Contains(l, "your") || strings.Contains(l, " you") || strings.HasPrefix(l, "you") ||
		containsAny(l, "verbatim", "current ", " own ", "assistant's", "copy", "paste", "exact", "existing", "conversation", "host") {
		return false
	}
	for _, w := range [...]string{" agent", " model", " llm", " assistant", " bot", " summarizer", " researcher", " writer"} {
		if strings.Contains(l, w) {
			return true
		}
	}
	return false
}
