package analysis

import (
	"encoding/json"
	"strconv"
	"strings"
)

// ItemKind names the kinds of listed items besides tools.
type ItemKind string

// Item kinds, as the MCP list methods name their entries.
const (
	KindResource         ItemKind = "resource"
	KindResourceTemplate ItemKind = "resourceTemplate"
	KindPrompt           ItemKind = "prompt"
)

// Item is one resource, resource template or prompt, as listed: the
// strings a client may hand to a model.
type Item struct {
	Kind        ItemKind
	ID          string // the uri, uriTemplate or prompt name
	Name        string
	Title       *string
	Description *string
	MimeType    *string    // resources and resource templates only
	Arguments   []Argument // prompts only
	// Meta is the item's _meta object as sent, or nil: the specification
	// lets resources, templates and prompts carry one as tools do.
	Meta json.RawMessage
}

// Argument is one prompt argument.
type Argument struct {
	Name        string
	Title       *string
	Description *string
}

// ItemReport is the poisoning scan of one item. Items have no risk level
// of their own; any finding is a poisoning marker, high per the catalog.
type ItemReport struct {
	Index    int // the item's position in Options.Items
	Kind     ItemKind
	ID       string
	Findings []Finding // Tool is empty; each message names its location
}

// Place is where the item sits in its list, as the locations in messages
// write it: resources["file:///a"], prompts["greet"].
func (r ItemReport) Place() string { return itemPlace(r.Kind, r.ID) }

func itemPlace(kind ItemKind, id string) string {
	list := map[ItemKind]string{KindResource: "resources", KindResourceTemplate: "resourceTemplates", KindPrompt: "prompts"}[kind]
	return list + "[" + strconv.Quote(ClipBytes(id, locationKeyBytes)) + "]"
}

// analyzeItems scans every item's name, title, description and, for
// prompts, each argument's, with the same text scan the tools get. Only
// items with findings are reported.
func analyzeItems(items []Item, siblings siblingSet) []ItemReport {
	reports := make([]ItemReport, len(items))
	forEachParallel(len(items), func(i int) {
		reports[i] = analyzeItem(items[i], siblings, newLearnedScan())
		reports[i].Index = i
	})
	out := reports[:0]
	for _, r := range reports {
		if len(r.Findings) > 0 {
			out = append(out, r)
		}
	}
	return out
}

func analyzeItem(it Item, siblings siblingSet, ls *learnedScan) ItemReport {
	found := ls.judge(itemFindings(it, siblings, ls), false)
	return ItemReport{Kind: it.Kind, ID: it.ID, Findings: dedupe("", found)}
}

// itemFindings returns the rules' findings on an item, before the learned
// model judges them; ls reads its text.
func itemFindings(it Item, siblings siblingSet, ls *learnedScan) []finding {
	place := itemPlace(it.Kind, it.ID)
	desc := ""
	if it.Description != nil {
		desc = *it.Description
	}
	params := make(map[string]bool, len(it.Arguments))
	for _, a := range it.Arguments {
		if len(a.Name) >= 3 {
			params[strings.ToLower(a.Name)] = true
		}
	}
	if it.Kind == KindResourceTemplate {
		templateVariables(it.ID, params)
	}
	ctx := scanContext{
		self: strings.ToLower(it.Name), siblings: siblings, params: params, memo: newToolMemo(),
		purpose: purposeOf(it.Name, it.Title, desc, lowered(desc)), secretIn: secretParam(params), item: true,
	}
	if it.Kind != KindPrompt {
		// A resource is data the model reads: what its name is about
		// excuses no order in its description to collect, pay or send.
		ctx.purpose.secrets, ctx.purpose.payment, ctx.purpose.execute = false, false, false
	}
	var found []finding
	found = append(found, scanText(label(place+".name"), it.Name, scanContext{self: ctx.self})...)
	found = append(found, scanSpelledName(label(place+".name"), it.Name, ctx)...)
	ls.read(label(place+".name"), it.Name, fieldName, scanContext{self: ctx.self})
	if it.Title != nil {
		found = append(found, scanTitle(label(place+".title"), *it.Title, ctx)...)
		ls.read(label(place+".title"), *it.Title, fieldTitle, ctx)
	}
	found = append(found, scanText(label(place+".description"), desc, ctx)...)
	ls.read(label(place+".description"), desc, fieldItem, ctx)
	found = append(found, scanMimeType(place, it.MimeType, ctx, ls)...)
	if it.Kind != KindPrompt {
		found = append(found, scanURIProse(place, it.ID, ctx)...)
		found = append(found, itemTriggeredAct(place+".description", desc, params)...)
	}
	if it.Kind == KindResourceTemplate {
		found = append(found, templateLeak(it, desc)...)
		found = append(found, templateCarries(it, desc)...)
		found = append(found, templateSecret21b(it)...)
		found = append(found, templateKeyDefault45(it, desc)...)
	}
	for _, a := range it.Arguments {
		arg := place + ".arguments[" + strconv.Quote(ClipBytes(a.Name, locationKeyBytes)) + "]"
		// A long argument name is read as words, as a tool's property names are.
		if len(a.Name) > 12 {
			words := spacedName(a.Name)
			if strings.Count(words, " ") >= 2 {
				found = append(found, scanText(label(arg+".name"), words, scanContext{self: ctx.self})...)
				found = append(found, argNameOrder(arg+".name", words)...)
				found = append(found, nameOrder26(arg+".name", words, a.Name)...)
				ls.read(label(arg+".name"), words, fieldName, scanContext{self: ctx.self})
			}
			found = append(found, argNameAsks(arg+".name", words, ctx)...)
		}
		if a.Title != nil {
			found = append(found, scanText(label(arg+".title"), *a.Title, ctx)...)
			ls.read(label(arg+".title"), *a.Title, fieldTitle, ctx)
		}
		if a.Description != nil {
			actx := ctx
			actx.arg = true
			found = append(found, scanText(label(arg+".description"), *a.Description, actx)...)
			ls.read(label(arg+".description"), *a.Description, fieldItem, ctx)
		}
	}
	found = append(found, metaProse(place+"._meta", it.Meta, ctx)...)
	if it.Kind == KindPrompt && len(it.Arguments) > 0 {
		// A prompt's arguments are asked of the user as a tool's
		// properties are: one may ask for the login of an account the
		// prompt has no use for.
		props := make(map[string]any, len(it.Arguments))
		for _, a := range it.Arguments {
			if a.Description != nil {
				props[a.Name] = map[string]any{"description": *a.Description}
			}
		}
		for _, f := range accountLoginParams(map[string]any{"properties": props}, it.Name, desc, ctx) {
			f.Message = place + ": " + strings.Replace(f.Message, "input property", "argument", 1)
			f.firm = false // a prompt's argument: the veto may clear it, as it does a description's order
			found = append(found, f)
		}
	}
	return found
}
