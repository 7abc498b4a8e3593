package web

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"maps"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"

	"github.com/usefulweb/mcp-server-explorer/contracts"
	"github.com/usefulweb/mcp-server-explorer/shared/analysis"
	"github.com/usefulweb/mcp-server-explorer/shared/explorer"
	"github.com/usefulweb/mcp-server-explorer/shared/glossary"
	"github.com/usefulweb/mcp-server-explorer/shared/problem"
)

// MaxFormBytes bounds a form post to the page. The form is sent as
// multipart/form-data, so a full 1,000,000-character toolsJson fits even in
// four-byte UTF-8; the explorer still enforces the character limit.
const MaxFormBytes = 5 << 20

// formState is what the user entered; it is always sent back into the form,
// so an error loses nothing.
type formState struct {
	Mode      string
	URL       string
	ToolsJSON string
	Search    string
	Remember  bool
	Fields    map[string]string // field → error message
}

// input is the explorer input for the chosen mode: only the fields that
// mode reads, blanks left out.
func (f formState) input() explorer.Input {
	in := explorer.Input{Mode: f.Mode, Remember: &f.Remember}
	opt := func(s string) *string {
		if strings.TrimSpace(s) == "" {
			return nil
		}
		return &s
	}
	switch f.Mode {
	case explorer.ModePaste:
		in.URL, in.ToolsJSON = opt(strings.TrimSpace(f.URL)), opt(f.ToolsJSON)
	case explorer.ModeRegistry:
		in.Search = opt(f.Search)
	default:
		in.URL = opt(strings.TrimSpace(f.URL))
	}
	return in
}

// ready reports whether the form holds the inputs its mode needs, so a
// shared link runs the check and a bare /?mode=paste only fills the form.
func (f formState) ready() bool {
	switch f.Mode {
	case explorer.ModePaste:
		return strings.TrimSpace(f.ToolsJSON) != ""
	case explorer.ModeRegistry:
		return strings.TrimSpace(f.Search) != ""
	default:
		return strings.TrimSpace(f.URL) != ""
	}
}

// normalMode applies the explorer's default mode; an unknown mode is kept,
// so the explorer reports it next to the form.
func normalMode(m string) string {
	if m == "" {
		return explorer.ModeConnect
	}
	return m
}

// fromQuery reads a shared link: /?mode=connect&url=…, /?mode=registry&search=…
// or /?mode=paste&toolsJson=…; remember=false turns remembering off.
func fromQuery(q url.Values) formState {
	f := formState{Mode: normalMode(q.Get("mode")), URL: q.Get("url"), ToolsJSON: q.Get("toolsJson"), Search: q.Get("search"), Remember: true}
	switch strings.ToLower(q.Get("remember")) {
	case "false", "0", "off", "no":
		f.Remember = false
	}
	return f
}

// fromPost reads the form, urlencoded or multipart. An uploaded file
// replaces the textarea's text and is shown in it afterwards.
func fromPost(w http.ResponseWriter, r *http.Request) (formState, error) {
	r.Body = http.MaxBytesReader(w, r.Body, MaxFormBytes)
	mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type"))
	var err error
	if mt == "multipart/form-data" {
		err = r.ParseMultipartForm(MaxFormBytes)
	} else {
		err = r.ParseForm()
	}
	if err != nil {
		return formState{Mode: explorer.ModePaste, Remember: true}, err
	}
	f := formState{
		Mode:      normalMode(r.PostFormValue("mode")),
		URL:       r.PostFormValue("url"),
		ToolsJSON: r.PostFormValue("toolsJson"),
		Search:    r.PostFormValue("search"),
		Remember:  r.PostFormValue("remember") != "",
	}
	if r.MultipartForm != nil {
		if fhs := r.MultipartForm.File["toolsFile"]; len(fhs) > 0 && fhs[0].Size > 0 {
			file, err := fhs[0].Open()
			if err != nil {
				return f, err
			}
			defer file.Close()
			b, err := io.ReadAll(io.LimitReader(file, MaxFormBytes))
			if err != nil {
				return f, err
			}
			f.ToolsJSON = string(b)
		}
	}
	return f, nil
}

type pageData struct {
	common
	Form       formState
	Problem    *problemView
	Blocks     []blockView
	ShareURL   string
	ExampleURL string
	RuleTerms  string // JSON: rule id → [slug, term], for the script
}

// Page serves GET / (the form, or a shared link's result) and POST / (the
// form submitted without JavaScript).
func (s *Site) Page() http.Handler {
	post := s.csrf.Handler(http.HandlerFunc(s.servePage))
	return secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method == http.MethodPost {
			post.ServeHTTP(w, r)
			return
		}
		s.servePage(w, r)
	}))
}

func (s *Site) servePage(w http.ResponseWriter, r *http.Request) {
	w.Header().Set("Cache-Control", "no-store")
	data := pageData{common: s.common(r, "Check an MCP server"), ExampleURL: exampleURL(), RuleTerms: ruleTermsJSON()}
	status := http.StatusOK
	var run bool
	if r.Method == http.MethodPost {
		f, err := fromPost(w, r)
		data.Form, run = f, err == nil
		if err != nil {
			status = http.StatusBadRequest
			p := problemView{Status: status, Code: "bad-body", Title: "The form could not be read", Detail: err.Error()}
			var tooBig *http.MaxBytesError
			if errors.As(err, &tooBig) {
				status = http.StatusRequestEntityTooLarge
				p = problemView{Status: status, Code: "body-too-large", Title: "The form is too large",
					Detail: fmt.Sprintf("A form post may hold at most %s bytes and toolsJson at most %s characters.", commas(MaxFormBytes), commas(explorer.MaxToolsJSONChars))}
			}
			data.Problem = &p
		}
	} else {
		data.Form = fromQuery(r.URL.Query())
		run = data.Form.ready()
	}
	if run {
		status = s.check(r, &data)
	}
	s.render(w, r, status, "index", data)
}

// check runs the calculation and fills the result or the problem.
func (s *Site) check(r *http.Request, data *pageData) int {
	res, err := s.cfg.Explorer.Calculate(r.Context(), data.Form.input())
	if err != nil {
		p := problemOf(err)
		if p.Status >= 500 && p.Status != http.StatusNotImplemented {
			s.cfg.Logger.Log(r.Context(), problem.LogLevel(p.Code), "page calculate failed", problem.LogArgs(p.Code, err)...)
		}
		data.Problem = &p
		data.Form.Fields = map[string]string{}
		for _, fe := range p.Fields {
			if prev, ok := data.Form.Fields[fe.Field]; ok {
				data.Form.Fields[fe.Field] = prev + "; " + fe.Message
			} else {
				data.Form.Fields[fe.Field] = fe.Message
			}
		}
		return p.Status
	}
	blocks, err := blocksOf(res.Presentation)
	if err != nil {
		s.cfg.Logger.Error("presentation blocks", "err", err)
		p := problemOf(err)
		data.Problem = &p
		return p.Status
	}
	data.Blocks = blocks
	data.ShareURL = shareURL(data.Form)
	return http.StatusOK
}

// shareURL links to the same check, where the inputs fit in a link.
func shareURL(f formState) string {
	q := url.Values{"mode": {f.Mode}}
	switch f.Mode {
	case explorer.ModeConnect:
		q.Set("url", strings.TrimSpace(f.URL))
	case explorer.ModeRegistry:
		q.Set("search", f.Search)
	default:
		return ""
	}
	if !f.Remember {
		q.Set("remember", "false")
	}
	return "/?" + q.Encode()
}

// exampleURL fills the form with the contract's "Mixed-risk server" example.
var exampleURL = sync.OnceValue(func() string {
	examples := contracts.CalculateExamples()
	for _, name := range slices.Sorted(maps.Keys(examples)) {
		var in explorer.Input
		if json.Unmarshal(examples[name].Value, &in) != nil {
			return ""
		}
		if in.Mode == explorer.ModePaste && in.ToolsJSON != nil && in.URL == nil {
			return "/?" + url.Values{"mode": {"paste"}, "toolsJson": {*in.ToolsJSON}}.Encode()
		}
	}
	return ""
})

// ruleTerm returns the glossary entry a rule refers to, or the zero Entry.
func ruleTerm(id string) glossary.Entry {
	r, _ := analysis.RuleByID(id)
	e, _ := glossary.Lookup(r.Reference)
	return e
}

// ruleTermsJSON maps rule ids to [slug, term] for the script, which links
// findings to the glossary just as the server-rendered page does.
var ruleTermsJSON = sync.OnceValue(func() string {
	m := map[string][2]string{}
	for _, r := range analysis.Catalog {
		if e, ok := glossary.Lookup(r.Reference); ok {
			m[r.ID] = [2]string{e.Slug, e.Term}
		}
	}
	b, _ := json.Marshal(m)
	return string(b)
})
