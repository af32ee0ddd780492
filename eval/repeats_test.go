package eval

import (
	"fmt"
	"strings"
	"testing"
)

// TestRunRepeats: a record whose id an earlier record carries is counted
// and the earliest such is named with the line it repeats, whatever the
// number of workers and however the lines fall into chunks; records
// without an id (absent or null) never repeat, and a number and a string
// spelled alike are two ids (as --details keeps them). A predictions file joined twice was scored
// twice without a word.
func TestRunRepeats(t *testing.T) {
	lines := []string{
		`{"id": "a", "hyp": "x", "ref": "x"}`,
		`{"id": "b", "hyp": "x", "ref": "x"}`,
		`{"hyp": "x", "ref": "x"}`,
		`{"id": null, "hyp": "x", "ref": "x"}`,
		`{"hyp": "x", "ref": "x"}`,
		`{"id": 3, "hyp": "x", "ref": "x"}`,
		`{"id": "a", "hyp": "y", "ref": "x"}`,
		`{"id": "3", "hyp": "x", "ref": "x"}`,
		`{"id": 3, "hyp": "x", "ref": "x"}`,
	}
	// Enough filler to spread the lines over several chunks and workers.
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	for i := range 20000 {
		fmt.Fprintf(&b, `{"id": "f%d", "hyp": "some words here", "ref": "some words here"}`+"\n", i)
	}
	b.WriteString(`{"id": "f7", "hyp": "x", "ref": "x"}` + "\n")
	for _, workers := range []int{1, 4} {
		var rs Repeats
		c, err := Run{Name: "p.jsonl", Workers: workers, Repeats: &rs}.JSONL(strings.NewReader(b.String()))
		if err != nil {
			t.Fatal(err)
		}
		if c.Sentences != int64(len(lines)+20001) {
			t.Errorf("workers %d: %d sentences scored; the repeats are scored too, the caller decides", workers, c.Sentences)
		}
		want := Repeat{ID: "a", File: "p.jsonl", Line: 7, FirstFile: "p.jsonl", FirstLine: 1}
		if rs.N != 3 || rs.First != want { // a (line 7), 3 (line 9), f7
			t.Errorf("workers %d: %d repeats, first %+v; want 3, %+v", workers, rs.N, rs.First, want)
		}
		if got := rs.First.String(); got != `p.jsonl:7: id "a" repeats p.jsonl:1` {
			t.Errorf("String: %s", got)
		}
	}
	if got := (Repeat{ID: "3", Number: true, File: "p", Line: 9, FirstFile: "p", FirstLine: 6}).String(); got != "p:9: id 3 repeats p:6" {
		t.Errorf("a number id: %s", got)
	}
	// One id on every line: each line after the first repeats line 1.
	var same strings.Builder
	for range 20000 {
		same.WriteString(`{"id": "s", "hyp": "x", "ref": "x"}` + "\n")
	}
	var all Repeats
	if _, err := (Run{Name: "s.jsonl", Workers: 2, Repeats: &all}).JSONL(strings.NewReader(same.String())); err != nil ||
		all.N != 19999 || all.First != (Repeat{ID: "s", File: "s.jsonl", Line: 2, FirstFile: "s.jsonl", FirstLine: 1}) {
		t.Errorf("one id throughout: %d repeats, first %+v (%v); want 19999, line 2 repeating line 1", all.N, all.First, err)
	}
	var none Repeats
	if _, err := (Run{Repeats: &none}).JSONL(strings.NewReader(strings.Join(lines[:6], "\n"))); err != nil || none.N != 0 {
		t.Errorf("no repeat: %d counted (%v)", none.N, err)
	}
}
