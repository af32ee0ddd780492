package transforms

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
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
// flagged, drops become rejects naming stage and rule, edits become hits.
func TestCleanAndFlagPairs(t *testing.T) {
	spec, err := NewRuleSetSpec("book", clean.Config{})
	if err != nil {
		t.Fatal(err)
	}
	p, s := beam.NewPipelineWithRoot()
	in := beam.Create(s,
		dataset.Pair{ID: "a", Source: "libriheavy", Written: "In 1820 [193] he left.", Spoken: "IN EIGHTEEN TWENTY HE LEFT"},
		dataset.Pair{ID: "b", Source: "libriheavy", Written: "I was b@rn.", Spoken: "I WAS BORN"},
		dataset.Pair{ID: "c", Source: "libriheavy", Written: "He left.", Spoken: "HE LEFT"},
	)
	kept, rejects, hits := CleanPairs(s, spec, in)
	flagged, selRejects := FlagITN(s, true, kept)
	passert.Equals(s, beam.ParDo(s, func(p dataset.Pair) string {
		return p.ID + "=" + p.Written + "|" + p.Spoken + "|" + strings.Join(p.Flags, ",")
	}, flagged), "a=In 1820 he left.|in eighteen twenty he left|digits")
	passert.Equals(s, beam.ParDo(s, func(r dataset.Reject) string {
		return r.ID + " " + r.Stage + " " + r.Rule + " " + r.Reason
	}, beam.Flatten(s, rejects, selRejects)),
		"b clean.book bad_ascii written: bad ASCII character '@' (U+0040)",
		"c select itn_only --itn-only: the written side has no digits, roman numerals or all-capital words")
	sums := stats.SumPerKey(s, beam.ParDo(s, func(h RuleHit) (string, int64) { return h.Rule, h.Count }, hits))
	passert.Equals(s, beam.ParDo(s, func(k string, v int64) string { return fmt.Sprintf("%s=%d", k, v) }, sums),
		"lowercase_transcript=2", "remove_page_numbers=1")
	if _, err := direct.Execute(context.Background(), p); err != nil {
		t.Fatal(err)
	}
}
