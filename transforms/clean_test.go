package transforms

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/x/beamx" // registers the runners
	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/dataset"
)

func TestRuleSetSpec(t *testing.T) {
	off := false
	spec, err := NewRuleSetSpec("book", clean.Config{Rules: map[string]clean.RuleConfig{"bad_ascii": {Enabled: &off}}})
	if err != nil {
		t.Fatal(err)
	}
	set, err := spec.Build()
	if err != nil || set.Enabled("bad_ascii") || !set.Enabled("disallowed_chars") {
		t.Fatalf("spec did not carry the config: %v", err)
	}
	if _, err := NewRuleSetSpec("book", clean.Config{Rules: map[string]clean.RuleConfig{"nope": {}}}); err == nil || !strings.Contains(err.Error(), `unknown rule "nope"`) {
		t.Errorf("bad config accepted at construction: %v", err)
	}
	if _, err := (RuleSetSpec{Set: "poetry"}).Build(); err == nil {
		t.Error("unknown set accepted")
	}
	if s, err := (RuleSetSpec{Set: "transcript"}).Build(); err != nil || s.Name() != "transcript" {
		t.Errorf("transcript set with defaults: %v", err)
	}
}

// CleanPairs and FlagITN on the direct runner: kept pairs are cleaned and
// flagged, drops become rejects naming stage and rule and storing the
// record as its reader gave it (Pair.Raw), edits become hits and the
// edited row's rules column names them (added to what it had); the rows
// passed on no longer carry Raw.
func TestCleanAndFlagPairs(t *testing.T) {
	spec, err := NewRuleSetSpec("book", clean.Config{})
	if err != nil {
		t.Fatal(err)
	}
	p, s := beam.NewPipelineWithRoot()
	in := beam.Create(s,
		dataset.Pair{ID: "a", Source: "libriheavy", Written: "In 1820 [193] he left.", Spoken: "IN EIGHTEEN TWENTY HE LEFT", Rules: []string{"parse/earlier"}, Raw: `{"id": "a"}`},
		dataset.Pair{ID: "b", Source: "libriheavy", Written: "I was b@rn.", Spoken: "I WAS BORN", From: dataset.Origin{File: "cuts.jsonl", Line: 7}, Raw: `{"id": "b"}`},
		dataset.Pair{ID: "c", Source: "libriheavy", Written: "He left.", Spoken: "HE LEFT"},
	)
	kept, rejects, hits := CleanPairs(s, spec, in)
	flagged, selRejects := FlagITN(s, true, kept)
	passert.Equals(s, beam.ParDo(s, func(p dataset.Pair) string {
		return p.ID + "=" + p.Written + "|" + p.Spoken + "|" + strings.Join(p.Flags, ",") + "|" + strings.Join(p.Rules, ",") + "|" + p.Raw
	}, flagged), "a=In 1820 he left.|in eighteen twenty he left|digits|book/lowercase_transcript,book/remove_page_numbers,parse/earlier|")
	passert.Equals(s, beam.ParDo(s, func(r dataset.Reject) string {
		return r.ID + " " + r.Location + " " + r.Stage + " " + r.Rule + " " + r.Reason + " raw " + r.Raw
	}, beam.Flatten(s, rejects, selRejects)),
		// b knows where it was read; c (as a row read back from a version) does not and is named by its id
		`b cuts.jsonl:7 book book/bad_ascii cuts.jsonl:7: written: bad ASCII character '@' (U+0040) raw {"id": "b"}`,
		`c c select select/itn_only --itn-only: the written side has no digits, roman numerals or all-capital words raw {"written":"He left.","spoken":"he left"}`)
	sums := stats.SumPerKey(s, beam.ParDo(s, func(h RuleHit) (string, int64) { return h.Rule, h.Count }, hits))
	passert.Equals(s, beam.ParDo(s, func(k string, v int64) string { return fmt.Sprintf("%s=%d", k, v) }, sums),
		"book/lowercase_transcript=2", "book/remove_page_numbers=1")
	if _, err := beam.Run(context.Background(), "direct", p); err != nil {
		t.Fatal(err)
	}
}

// The example pair of Zhang Meng Ao's ITN literature review (week 23,
// "Dataset Noise Types") through the Libriheavy
// stages' kernels, as the pipeline chains them (book rules, then alignment
// cleaning), under the defaults and with each guard relaxed in turn: every
// guard catches it for its own reason, and with all relaxed the alignment
// trims the unspoken "Author: abc." / spoken "read by edf" start and the
// "$1" / "on" end.
func TestSeedPairThroughStages(t *testing.T) {
	const (
		written = "Author: abc. I was b@rn in 1969 [1], have a nice day. The price is $1"
		spoken  = "READ BY EDF I WAS BORN IN UMMM NINETEEN SIXTY NINE AND HAVE A NICE DAY THE PRICE IS ON"
	)
	off := false
	relaxedBook := clean.Config{Rules: map[string]clean.RuleConfig{
		"bad_ascii":        {Enabled: &off},
		"disallowed_chars": {Params: map[string]any{"allowed": clean.DefaultAllowedChars + "@"}},
	}}
	noRatio := align.DefaultCleanConfig()
	noRatio.CheckRatio = false
	noGuards := noRatio
	noGuards.CheckSymbols = false
	cases := []struct {
		name      string
		book      clean.Config
		align     align.CleanConfig
		rejectBy  string
		w, s      string
		alignHits []string
	}{
		{"defaults", clean.Config{}, align.DefaultCleanConfig(), "bad_ascii", "", "", nil},
		{"character policy relaxed", relaxedBook, align.DefaultCleanConfig(), "align/min_ratio", "", "", nil},
		{"ratio check off too", relaxedBook, noRatio, "align/symbols", "", "", nil},
		{"symbol check off too", relaxedBook, noGuards, "",
			"I was b@rn in 1969, have a nice day. The price is",
			"i was born in ummm nineteen sixty nine and have a nice day the price is",
			[]string{"trim_start", "trim_end"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			book, err := clean.BookWith(c.book)
			if err != nil {
				t.Fatal(err)
			}
			res := book.ApplyPair(written, spoken)
			if res.Dropped {
				if res.Rule != c.rejectBy {
					t.Fatalf("book rules dropped by %s (%s), want %q", res.Rule, res.Reason, c.rejectBy)
				}
				return
			}
			out, rej, hits := CleanAlignedPair(align.NewCleaner(c.align), dataset.Pair{ID: "seed", Written: res.Written, Spoken: res.Spoken})
			if rej != nil {
				if rej.Rule != c.rejectBy {
					t.Fatalf("align rejected by %s (%s), want %q", rej.Rule, rej.Reason, c.rejectBy)
				}
				return
			}
			if c.rejectBy != "" {
				t.Fatalf("kept %+v, want a reject by %s", out, c.rejectBy)
			}
			if out.Written != c.w || out.Spoken != c.s || out.Similarity == nil {
				t.Errorf("got %q / %q (similarity %v)", out.Written, out.Spoken, out.Similarity)
			}
			var fired []string
			for r, n := range hits {
				if n > 0 {
					fired = append(fired, align.Rule(r).String())
				}
			}
			if strings.Join(fired, ",") != strings.Join(c.alignHits, ",") {
				t.Errorf("align hits %v, want %v", fired, c.alignHits)
			}
		})
	}
}
