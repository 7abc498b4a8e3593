package web

import (
	"errors"

	"github.com/usefulweb/mcp-server-explorer/shared/problem"
	"github.com/usefulweb/mcp-server-explorer/shared/store"
)

// problemView is an error shown next to the form.
type problemView struct {
	Status int
	Code   string
	Title  string
	Detail string
	Fields []problem.FieldError
}

// problemOf turns an error from the explorer into what the page shows and
// the status it answers with.
func problemOf(err error) problemView {
	code := problem.ErrorCode(err)
	if code == "" && errors.Is(err, store.ErrUnavailable) {
		code = problem.CodeStoreUnavailable
	}
	doc, ok := problem.Lookup(code)
	if !ok {
		doc, _ = problem.Lookup("internal")
	}
	v := problemView{Status: doc.Status, Code: doc.Code, Title: doc.Title, Detail: doc.Meaning}
	var e *problem.Error
	if errors.As(err, &e) && doc.Code != "internal" {
		v.Detail, v.Fields = e.Detail, e.Fields
	}
	return v
}
