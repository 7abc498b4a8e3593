package mcpclient

import (
	"bufio"
	"bytes"
	"io"
	"strconv"
	"strings"
)

// sseEvent is one dispatched Server-Sent Event.
type sseEvent struct {
	Type  string // "message" unless an event field said otherwise
	ID    string
	Data  string
	Retry int // milliseconds; -1 when the event carried no valid retry field
}

// sseReader parses a text/event-stream as the WHATWG HTML standard does:
// lines end in CRLF, LF or CR; ':' starts a comment; a field's value loses
// one leading space; data lines join with '\n'; a blank line dispatches.
// Unknown fields are ignored, so is a leading byte-order mark.
//
//	r := newSSEReader(resp.Body, maxEvent)
//	for ev, err := r.Next(); err == nil; ev, err = r.Next() { … }
type sseReader struct {
	sc     *bufio.Scanner
	max    int
	lastID string
	first  bool
}

// newSSEReader reads events of at most limit bytes each from r.
func newSSEReader(r io.Reader, limit int) *sseReader {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 0, 4096), limit)
	sc.Split(sseLineSplitter())
	return &sseReader{sc: sc, max: limit, first: true}
}

// sseLineSplitter splits at CRLF, LF or a lone CR. The scanner hands it
// all the bytes buffered since the last line after every read; it remembers
// how many of them held no line end, so a long line costs linear time
// however small the reads (a server can keep them small).
func sseLineSplitter() bufio.SplitFunc {
	scanned := 0
	return func(data []byte, atEOF bool) (int, []byte, error) {
		i := bytes.IndexAny(data[scanned:], "\r\n")
		if i >= 0 {
			i += scanned
		}
		advance, line := 0, []byte(nil)
		switch {
		case i < 0:
			if !atEOF || len(data) == 0 {
				scanned = len(data)
				return 0, nil, nil
			}
			advance, line = len(data), data
		case data[i] == '\n':
			advance, line = i+1, data[:i]
		case i+1 < len(data):
			advance, line = i+1, data[:i]
			if data[i+1] == '\n' {
				advance++
			}
		case atEOF:
			advance, line = i+1, data[:i]
		default: // a CR at the end of the buffer: wait for a possible LF
			scanned = i
			return 0, nil, nil
		}
		scanned = 0
		return advance, line, nil
	}
}

// Next returns the next event with data. At the end of the stream it
// returns io.EOF (an unterminated last event is discarded, as browsers do);
// an event larger than the limit gives bufio.ErrTooLong.
func (r *sseReader) Next() (sseEvent, error) {
	var (
		data    strings.Builder
		hasData bool
		typ     string
		retry   = -1
		size    int
	)
	for r.sc.Scan() {
		line := r.sc.Text()
		if r.first {
			line = strings.TrimPrefix(line, "\ufeff")
			r.first = false
		}
		if line == "" {
			if !hasData {
				typ, retry = "", -1
				continue
			}
			if typ == "" {
				typ = "message"
			}
			return sseEvent{Type: typ, ID: r.lastID, Data: data.String(), Retry: retry}, nil
		}
		if line[0] == ':' {
			continue
		}
		field, value, found := strings.Cut(line, ":")
		if found {
			value = strings.TrimPrefix(value, " ")
		}
		switch field {
		case "event":
			typ = value
		case "data":
			if size += len(value) + 1; size > r.max {
				return sseEvent{}, bufio.ErrTooLong
			}
			if hasData {
				data.WriteByte('\n')
			}
			data.WriteString(value)
			hasData = true
		case "id":
			if !strings.ContainsRune(value, 0) {
				r.lastID = value
			}
		case "retry":
			if n, err := strconv.Atoi(value); err == nil && n >= 0 && strings.Trim(value, "0123456789") == "" {
				retry = n
			}
		}
	}
	if err := r.sc.Err(); err != nil {
		return sseEvent{}, err
	}
	return sseEvent{}, io.EOF
}
