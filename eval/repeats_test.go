package eval

import (
	"context"
	"errors"
	"fmt"
	"io"
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

// TestRunRepeatsSpills: past idSpillBytes the ids go to sorted runs in
// temporary files (more than idMergeFanIn of them, so they are merged on
// the way) and the result is the in-memory one: the check no longer holds
// every id (a million predictions took 195-228 MB against 72 MB).
func TestRunRepeatsSpills(t *testing.T) {
	// Lines of a kilobyte: some 60 to a reader's chunk, a run each.
	pad := strings.Repeat("w ", 500)
	var b strings.Builder
	for i := range 6000 {
		fmt.Fprintf(&b, `{"id": "f%d", "hyp": "%s", "ref": "x"}`+"\n", i, pad)
	}
	fmt.Fprintf(&b, `{"id": 7.0, "hyp": "x", "ref": "x"}`+"\n")
	for i := 5999; i >= 0; i -= 1000 {
		fmt.Fprintf(&b, `{"id": "f%d", "hyp": "x", "ref": "x"}`+"\n", i)
	}
	fmt.Fprintf(&b, `{"id": 7, "hyp": "x", "ref": "x"}`+"\n")
	input := b.String()
	run := func() Repeats {
		var rs Repeats
		if _, err := (Run{Name: "p.jsonl", Workers: 2, Repeats: &rs}).JSONL(strings.NewReader(input)); err != nil {
			t.Fatal(err)
		}
		return rs
	}
	inMemory := run()
	old := idSpillBytes
	idSpillBytes = 1 << 10 // a run per chunk, about 100
	t.Cleanup(func() { idSpillBytes = old })
	spilled := run()
	want := Repeats{N: 7, First: Repeat{ID: "f5999", File: "p.jsonl", Line: 6002, FirstFile: "p.jsonl", FirstLine: 6000}}
	if inMemory != want || spilled != want {
		t.Errorf("in memory %+v, spilled %+v; want %+v", inMemory, spilled, want)
	}
	var rs Repeats
	lines := `{"id": 1e3, "hyp": "x", "ref": "x"}` + "\n" + `{"id": 1000.00, "hyp": "x", "ref": "x"}` + "\n"
	if _, err := (Run{Name: "n.jsonl", Repeats: &rs}).JSONL(strings.NewReader(lines)); err != nil ||
		rs.N != 1 || rs.First.String() != "n.jsonl:2: id 1000.00 repeats n.jsonl:1" {
		t.Errorf("spilled, a number as written: %+v (%v)", rs, err)
	}
}

// TestIDKey: two JSON numbers are one id when their values are equal,
// whatever the spelling, and never when they differ, however many digits
// (a float64 would join 12345678901234567890 and ...891); a string is
// itself, and a string and a number spelled alike differ in kind.
func TestIDKey(t *testing.T) {
	same := [][]string{
		{"1", "1.0", "1e0", "1E+0", "10e-1", "0.1e1", "01", "1.000"},
		{"0", "-0", "0.0", "0e5", "-0.0e-3"},
		{"1000", "1e3", "1000.00", "0.001e6"},
		{"-1.5e3", "-1500", "-15e2"},
		{"12345678901234567890", "1234567890123456789e1"},
	}
	seen := map[string]string{}
	for _, group := range same {
		key := IDKey(IDNumber, group[0])
		for _, n := range group[1:] {
			if got := IDKey(IDNumber, n); got != key {
				t.Errorf("IDKey(%s) = %q, IDKey(%s) = %q: one value, one id", group[0], key, n, got)
			}
		}
		if other, ok := seen[key]; ok {
			t.Errorf("%s and %s share the key %q", other, group[0], key)
		}
		seen[key] = group[0]
	}
	for _, pair := range [][2]string{{"12345678901234567890", "12345678901234567891"}, {"1", "-1"}, {"1.5", "15"}, {"1e20", "1e21"}} {
		if IDKey(IDNumber, pair[0]) == IDKey(IDNumber, pair[1]) {
			t.Errorf("%s and %s: two values share a key", pair[0], pair[1])
		}
	}
	for _, odd := range []string{"NaN", "1e9999999999999999", "1.", ".5", "1e", "-", "1x"} {
		if got := IDKey(IDNumber, odd); got != odd {
			t.Errorf("IDKey(%q) = %q; a number it cannot read is its text", odd, got)
		}
	}
	if IDKey(IDString, "1.0") != "1.0" {
		t.Errorf("a string id is itself")
	}
	var rs Repeats
	lines := []string{`{"id": 1, "hyp": "x", "ref": "x"}`, `{"id": "1", "hyp": "x", "ref": "x"}`, `{"id": "1.0", "hyp": "x", "ref": "x"}`, `{"id": 1.0, "hyp": "x", "ref": "x"}`}
	if _, err := (Run{Name: "n.jsonl", Repeats: &rs}).JSONL(strings.NewReader(strings.Join(lines, "\n"))); err != nil ||
		rs.N != 1 || rs.First != (Repeat{ID: "1.0", Number: true, File: "n.jsonl", Line: 4, FirstFile: "n.jsonl", FirstLine: 1}) {
		t.Errorf("1 then 1.0: %+v (%v); want line 4 repeating line 1, the strings apart", rs, err)
	}
}

// TestRepeatStringBoundsTheID: a repeated id of a megabyte is shown by
// its first maxShownID bytes (cut at a character) and its length, not
// whole in the refusal's one line.
func TestRepeatStringBoundsTheID(t *testing.T) {
	long := strings.Repeat("é", 1<<19) // 1 MiB
	got := Repeat{ID: long, File: "p", Line: 2, FirstFile: "p", FirstLine: 1}.String()
	want := `p:2: id "` + strings.Repeat("é", maxShownID/2) + `"... (1048576 bytes) repeats p:1`
	if got != want {
		t.Errorf("got %d bytes: %.300s", len(got), got)
	}
	odd := Repeat{ID: "x" + long, Number: true, File: "p", Line: 2, FirstFile: "p", FirstLine: 1}.String()
	if len(odd) > 300 || !strings.Contains(odd, "(1048577 bytes)") {
		t.Errorf("cut inside a character: %.300s", odd)
	}
	if got := (Repeat{ID: "a\"b", File: "p", Line: 2, FirstFile: "p", FirstLine: 1}).String(); got != `p:2: id "a\"b" repeats p:1` {
		t.Errorf("a short id is whole: %s", got)
	}
}

// cancelAtEOF is a reader that cancels its context when it is read to
// the end, as a Ctrl-C just after the input was read.
type cancelAtEOF struct {
	r      io.Reader
	cancel context.CancelFunc
}

func (c cancelAtEOF) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	if err == io.EOF {
		c.cancel()
	}
	return n, err
}

// TestRunRepeatsStopsOnCancel: a Ctrl-C once the input is read stops the
// repeated-id check's merge of its runs (Run.Context): it went on to its
// end, minutes for a long input, whatever the user pressed. Both the
// in-memory table and the spilled runs stop; without a context the same
// input is checked whole.
func TestRunRepeatsStopsOnCancel(t *testing.T) {
	var b strings.Builder
	for i := range 3 * idCheckEvery {
		fmt.Fprintf(&b, `{"id": "f%d", "hyp": "x", "ref": "x"}`+"\n", i%(2*idCheckEvery))
	}
	input := b.String()
	for _, spill := range []int{1 << 10, idSpillBytes} {
		old := idSpillBytes
		idSpillBytes = spill
		ctx, cancel := context.WithCancel(context.Background())
		var rs Repeats
		_, err := Run{Name: "p.jsonl", Workers: 2, Repeats: &rs, Context: ctx}.JSONL(cancelAtEOF{strings.NewReader(input), cancel})
		if !errors.Is(err, context.Canceled) || rs.N != 0 {
			t.Errorf("spilling past %d bytes, cancelled after the read: %v, %d repeats noted; want context.Canceled and none", spill, err, rs.N)
		}
		var whole Repeats
		if _, err := (Run{Name: "p.jsonl", Workers: 2, Repeats: &whole}).JSONL(strings.NewReader(input)); err != nil || whole.N != idCheckEvery {
			t.Errorf("spilling past %d bytes, no context: %v, %d repeats; want %d", spill, err, whole.N, idCheckEvery)
		}
		idSpillBytes = old
	}
}

// TestRunRecordsStopsOnCancel: a Ctrl-C stops a run fed by Records (the
// Parquet input's path), whose batches no reader watching the context
// hands over: it scored the whole file first. No batch is asked for
// after the cancel.
func TestRunRecordsStopsOnCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	asked, total := 0, 1000
	_, err := Run{Name: "p.parquet", Workers: 2, Context: ctx}.Records(func() ([]Record, error) {
		if asked == total {
			return nil, io.EOF
		}
		if asked++; asked == 3 {
			cancel()
		}
		return []Record{{ID: fmt.Sprint(asked), Hyp: "x", Ref: "x"}}, nil
	})
	if !errors.Is(err, context.Canceled) || asked != 3 {
		t.Errorf("cancelled at the third batch: %v after %d batches; want context.Canceled after 3", err, asked)
	}
	asked = 0
	if c, err := (Run{Name: "p.parquet", Workers: 2}).Records(func() ([]Record, error) {
		if asked == total {
			return nil, io.EOF
		}
		asked++
		return []Record{{ID: fmt.Sprint(asked), Hyp: "x", Ref: "x"}}, nil
	}); err != nil || c.Sentences != int64(total) {
		t.Errorf("no context: %d sentences (%v), want %d", c.Sentences, err, total)
	}
}
