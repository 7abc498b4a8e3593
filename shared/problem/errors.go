package problem

import (
	"errors"
	"fmt"
	"slices"

	"github.com/usefulweb/mcp-server-explorer/shared/text"
)

// FieldError is one invalid input field.
type FieldError struct {
	Field   string `json:"field"`
	Message string `json:"message"`
}

// AppendUnreported appends to errs each error of more whose field errs does
// not already report, so a field with the wrong type is reported once.
func AppendUnreported(errs, more []FieldError) []FieldError {
	reported := map[string]bool{}
	for _, e := range errs {
		reported[e.Field] = true
	}
	for _, e := range more {
		if !reported[e.Field] {
			errs = append(errs, e)
		}
	}
	return errs
}

// Error is a domain error with a stable code (one of [Docs]) and a detail a person can act on.
type Error struct {
	Code   string
	Detail string
	Fields []FieldError
	Err    error
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Detail, e.Err)
	}
	return e.Code + ": " + e.Detail
}

func (e *Error) Unwrap() error { return e.Err }

// ErrorCode returns err's code, or "" for errors that are not *Error.
func ErrorCode(err error) string {
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return ""
}

// Invalid is the invalid-input error for fields, bounded by BoundFields.
func Invalid(fields ...FieldError) *Error {
	detail := fmt.Sprintf("%d input field(s) are invalid; see errors", len(fields))
	if len(fields) == 1 {
		detail = fields[0].Field + ": " + fields[0].Message
	}
	return &Error{Code: CodeInvalidInput, Detail: detail, Fields: BoundFields(fields)}
}

// Bounds of an errors[] list, so that a body of many unknown keys gets an
// answer no larger than itself.
const (
	MaxFieldErrors    = 20
	maxFieldNameBytes = 100
)

// BoundFields keeps the first MaxFieldErrors-1 errors, with field names cut
// to maxFieldNameBytes, and counts the rest in one last entry.
func BoundFields(fields []FieldError) []FieldError {
	if len(fields) <= MaxFieldErrors && !slices.ContainsFunc(fields, func(f FieldError) bool { return len(f.Field) > maxFieldNameBytes }) {
		return fields
	}
	keep := len(fields)
	if keep > MaxFieldErrors {
		keep = MaxFieldErrors - 1
	}
	out := make([]FieldError, 0, keep+1)
	for _, f := range fields[:keep] {
		f.Field = text.ClipBytes(f.Field, maxFieldNameBytes)
		out = append(out, f)
	}
	if keep < len(fields) {
		out = append(out, FieldError{Field: "…", Message: fmt.Sprintf("%d more fields are invalid; fix the ones above and send again to see them", len(fields)-keep)})
	}
	return out
}
