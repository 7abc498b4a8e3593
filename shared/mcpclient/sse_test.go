package mcpclient

import (
	"bufio"
	"errors"
	"io"
	"reflect"
	"strings"
	"testing"
	"testing/iotest"
)

func readAllEvents(t testing.TB, r io.Reader, max int) ([]sseEvent, error) {
	t.Helper()
	sr := newSSEReader(r, max)
	var out []sseEvent
	for {
		ev, err := sr.Next()
		if err != nil {
			if errors.Is(err, io.EOF) {
				return out, nil
			}
			return out, err
		}
		out = append(out, ev)
	}
}

func TestSSEReader(t *testing.T) {
	msg := func(data string) sseEvent { return sseEvent{Type: "message", Data: data, Retry: -1} }
	for _, tc := range []struct {
		name, in string
		want     []sseEvent
	}{
		{"LF", "data: a\n\ndata: b\n\n", []sseEvent{msg("a"), msg("b")}},
		{"CRLF", "data: a\r\n\r\ndata: b\r\n\r\n", []sseEvent{msg("a"), msg("b")}},
		{"CR", "data: a\r\rdata: b\r\r", []sseEvent{msg("a"), msg("b")}},
		{"mixed endings", "data: a\r\ndata: b\rdata: c\n\r\n", []sseEvent{msg("a\nb\nc")}},
		{"multi-line data", "data: {\"a\":\ndata: 1}\n\n", []sseEvent{msg("{\"a\":\n1}")}},
		{"one space removed", "data:  two\ndata:none\n\n", []sseEvent{msg(" two\nnone")}},
		{"comments", ": hello\n:\ndata: x\n: between\n\n", []sseEvent{msg("x")}},
		{"priming event with empty data", "id: p1\ndata:\n\nevent: message\nid: 7\ndata: {}\n\n",
			[]sseEvent{{Type: "message", ID: "p1", Data: "", Retry: -1}, {Type: "message", ID: "7", Data: "{}", Retry: -1}}},
		{"field without colon", "data\n\n", []sseEvent{msg("")}},
		{"no data, no event", "event: ping\nid: 3\n\ndata: y\n\n", []sseEvent{{Type: "message", ID: "3", Data: "y", Retry: -1}}},
		{"event type", "event: endpoint\ndata: /x\n\n", []sseEvent{{Type: "endpoint", Data: "/x", Retry: -1}}},
		{"retry", "retry: 1500\ndata: r\n\nretry: 12x\ndata: s\n\n",
			[]sseEvent{{Type: "message", Data: "r", Retry: 1500}, msg("s")}},
		{"id with NUL ignored", "id: a\x00b\ndata: z\n\n", []sseEvent{msg("z")}},
		{"unknown fields", "foo: bar\ndata: q\n\n", []sseEvent{msg("q")}},
		{"BOM", "\ufeffdata: bom\n\n", []sseEvent{msg("bom")}},
		{"unterminated last event dropped", "data: done\n\ndata: partial", []sseEvent{msg("done")}},
		{"blank lines only", "\n\n\r\n", nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, r := range []io.Reader{strings.NewReader(tc.in), iotest.OneByteReader(strings.NewReader(tc.in))} {
				got, err := readAllEvents(t, r, 1<<10)
				if err != nil {
					t.Fatal(err)
				}
				if !reflect.DeepEqual(got, tc.want) {
					t.Fatalf("got %+v\nwant %+v", got, tc.want)
				}
			}
		})
	}
}

func TestSSEReaderLimits(t *testing.T) {
	for _, in := range []string{
		"data: " + strings.Repeat("x", 200) + "\n\n",
		strings.Repeat("data: "+strings.Repeat("x", 50)+"\n", 10) + "\n",
	} {
		if _, err := readAllEvents(t, strings.NewReader(in), 128); !errors.Is(err, bufio.ErrTooLong) {
			t.Errorf("oversized event: %v, want bufio.ErrTooLong", err)
		}
	}
}

func FuzzSSEReader(f *testing.F) {
	for _, s := range []string{
		"data: a\n\n", "data: a\r\n\r\n", "id: 1\ndata:\n\n", ":c\r\rdata: x\r\r", "retry: 10\n\n",
		"event: message\ndata: {\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{}}\n\n", "\ufeffdata\n\n", "\r", "data: \r",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		whole, err1 := readAllEvents(t, strings.NewReader(in), 1<<12)
		bytewise, err2 := readAllEvents(t, iotest.OneByteReader(strings.NewReader(in)), 1<<12)
		if (err1 == nil) != (err2 == nil) || !reflect.DeepEqual(whole, bytewise) {
			t.Fatalf("chunking changed the result: %+v %v vs %+v %v", whole, err1, bytewise, err2)
		}
		for _, ev := range whole {
			if ev.Type == "" || len(ev.Data) > len(in) || strings.ContainsAny(ev.ID, "\r\n\x00") {
				t.Fatalf("bad event %+v", ev)
			}
		}
	})
}
