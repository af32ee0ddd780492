package transforms

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// A record of symbols only whose readings include saying nothing ("/" as
// a separator, "*" as a footnote mark) keeps the readings that say
// something, renumbered from variant 0, and publishes no row spoken "",
// whichever variant the empty reading was; a record with no reading that
// says anything ("...") is one verbalize/empty_spoken reject.
func TestVerbalizeDropsReadingsThatSayNothing(t *testing.T) {
	fn := &verbalizeFn{Opts: VerbalizeOptions{Variants: 4, Seed: 1}}
	if err := fn.Setup(); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		written string
		want    []string // the spoken forms, in any order; nil: a reject
	}{
		{"/", []string{"or", "slash"}},
		{"*", []string{"asterisk"}},
		{"...", nil},
		{"5", []string{"five"}},
	} {
		var rows []dataset.Pair
		var rejects []dataset.Reject
		fn.ProcessElement(context.Background(), dataset.Pair{ID: "f:1", Source: "text", Split: "train", Written: c.written, From: dataset.Origin{File: "in/f.jsonl", Line: 3}},
			func(p dataset.Pair) { rows = append(rows, p) }, func(r dataset.Reject) { rejects = append(rejects, r) })
		if c.want == nil {
			if len(rows) != 0 || len(rejects) != 1 || rejects[0].Rule != "verbalize/empty_spoken" {
				t.Errorf("%q: rows %+v, rejects %+v; want one verbalize/empty_spoken reject", c.written, rows, rejects)
			} else if r := rejects[0]; r.ID != "f:1" || r.Location != "in/f.jsonl:3" || !strings.HasPrefix(r.Reason, "in/f.jsonl:3: ") {
				t.Errorf("%q: reject %+v; want it named by the record's file:line", c.written, r)
			}
			continue
		}
		if len(rejects) != 0 || len(rows) != len(c.want) {
			t.Fatalf("%q: rows %+v, rejects %+v; want spoken %q", c.written, rows, rejects, c.want)
		}
		var spoken []string
		for i, r := range rows {
			wantID := "f:1"
			if i > 0 {
				wantID += "#v" + string(rune('0'+i))
			}
			if r.ID != wantID || r.Variant == nil || int(*r.Variant) != i {
				t.Errorf("%q: row %d = id %s variant %v, want id %s variant %d", c.written, i, r.ID, r.Variant, wantID, i)
			}
			spoken = append(spoken, r.Spoken)
		}
		if slices.Sort(spoken); !slices.Equal(spoken, c.want) {
			t.Errorf("%q: spoken %q, want %q", c.written, spoken, c.want)
		}
	}
}

// With --keep-case-punct the spoken side keeps punctuation, so "..." reads
// "...": still nothing said, still a reject; a sentence keeps its row.
func TestVerbalizeKeepCasePunctRejectsPunctuationOnly(t *testing.T) {
	fn := &verbalizeFn{Opts: VerbalizeOptions{Variants: 1, Seed: 1, KeepCasePunct: true}}
	if err := fn.Setup(); err != nil {
		t.Fatal(err)
	}
	for written, wantRow := range map[string]bool{"...": false, `"?"`: false, "--": false, "OK, 5.": true} {
		var rows []dataset.Pair
		var rejects []dataset.Reject
		fn.ProcessElement(context.Background(), dataset.Pair{ID: "f:1", Source: "text", Split: "train", Written: written},
			func(p dataset.Pair) { rows = append(rows, p) }, func(r dataset.Reject) { rejects = append(rejects, r) })
		if wantRow && (len(rows) != 1 || len(rejects) != 0) || !wantRow && (len(rows) != 0 || len(rejects) != 1 || rejects[0].Rule != "verbalize/empty_spoken") {
			t.Errorf("%q: rows %+v, rejects %+v", written, rows, rejects)
		}
	}
}

// TestVerbalizeSpokenApostropheIsASCII: a verbalized row's spoken side
// writes the typographic apostrophe as an ASR system does, "didn't", as
// prep gtn's rows of the same words are (it was "didn’t"), spans too, at
// the same code-point offsets; --keep-case-punct keeps the written one.
func TestVerbalizeSpokenApostropheIsASCII(t *testing.T) {
	for _, keep := range []bool{false, true} {
		fn := &verbalizeFn{Opts: VerbalizeOptions{Variants: 1, Seed: 1, KeepCasePunct: keep}}
		if err := fn.Setup(); err != nil {
			t.Fatal(err)
		}
		var rows []dataset.Pair
		fn.ProcessElement(context.Background(), dataset.Pair{ID: "f:1", Source: "text", Split: "train", Written: "Apple’s CEO didn’t pay $5 on the 1990’s cards."},
			func(p dataset.Pair) { rows = append(rows, p) }, func(r dataset.Reject) { t.Errorf("reject %+v", r) })
		if len(rows) != 1 {
			t.Fatalf("keep %v: rows %+v", keep, rows)
		}
		r := rows[0]
		if got := strings.Contains(r.Spoken, "’"); got != keep || !keep && !strings.Contains(r.Spoken, "didn't") {
			t.Errorf("keep %v: spoken %q", keep, r.Spoken)
		}
		sp := []rune(r.Spoken)
		for _, s := range r.Spans {
			if string(sp[s.SpokenStart:s.SpokenEnd]) != s.Spoken {
				t.Errorf("keep %v: span %+v does not index %q", keep, s, r.Spoken)
			}
		}
	}
}
