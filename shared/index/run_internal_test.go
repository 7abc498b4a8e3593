package index

import (
	"slices"
	"testing"
)

func TestInterleaveByHost(t *testing.T) {
	job := func(name, u string) Job { return Job{Name: name, Claims: Claims{URL: u}} }
	in := []Job{
		job("a1", "https://a.example/1"), job("a2", "https://A.example/2"), job("a3", "https://a.example/3"),
		job("b1", "https://b.example/mcp"), {Name: "gone", Remove: true}, job("c1", "https://c.example/mcp"), job("b2", "https://b.example/2"),
	}
	var got []string
	for _, j := range InterleaveByHost(in) {
		got = append(got, j.Name)
	}
	if want := []string{"gone", "a1", "b1", "c1", "a2", "b2", "a3"}; !slices.Equal(got, want) {
		t.Errorf("order %v, want %v", got, want)
	}
}
