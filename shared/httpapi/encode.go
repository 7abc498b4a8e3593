package httpapi

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"mime"
	"net/http"
	"strings"
)

func encode(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
}

// readJSONBody enforces the content type and the size limit and returns the
// body, or a problem for the client.
func readJSONBody(w http.ResponseWriter, r *http.Request) ([]byte, *problem) {
	mt, _, err := mime.ParseMediaType(r.Header.Get("Content-Type"))
	if err != nil || (mt != "application/json" && !strings.HasSuffix(mt, "+json")) {
		return nil, &problem{Status: http.StatusUnsupportedMediaType, Code: "unsupported-media-type",
			Detail: fmt.Sprintf("send the body as application/json (got %q)", r.Header.Get("Content-Type"))}
	}
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, MaxBodyBytes))
	var tooBig *http.MaxBytesError
	if errors.As(err, &tooBig) {
		return nil, &problem{Status: http.StatusRequestEntityTooLarge, Code: "body-too-large",
			Detail: fmt.Sprintf("the body is larger than %d bytes; toolsJson may hold at most 1,000,000 characters", MaxBodyBytes)}
	}
	if err != nil {
		return nil, &problem{Status: http.StatusBadRequest, Code: "bad-body", Detail: "the body could not be read: " + err.Error()}
	}
	return body, nil
}

// syntaxProblem explains a body that is not a JSON object.
func syntaxProblem(body []byte, err error) *problem {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	detail := "the body is not valid JSON: " + err.Error()
	switch {
	case errors.As(err, &se):
		line, col := position(body, int(se.Offset)-1)
		detail = fmt.Sprintf("the body is not valid JSON: %v (line %d, column %d)", err, line, col)
	case errors.As(err, &te):
		detail = "the body must be a JSON object like {\"mode\":\"paste\",\"toolsJson\":\"…\"}"
	case errors.Is(err, io.ErrUnexpectedEOF) || strings.Contains(err.Error(), "unexpected end"):
		detail = "the body is not valid JSON: it ends before the object is complete"
	}
	return &problem{Status: http.StatusBadRequest, Code: "malformed-json", Detail: detail}
}

func position(data []byte, offset int) (line, col int) {
	if offset > len(data) {
		offset = len(data)
	}
	if offset < 0 {
		offset = 0
	}
	line, col = 1, 1
	for _, c := range string(data[:offset]) {
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}
