package transforms

import (
	"slices"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/patterns"
)

var minedTestRules = []patterns.Rule{
	{Kind: patterns.Removal, Written: []string{"[", "pg", "]"}, MaxSpan: 4, Approved: true},
	{Kind: patterns.Removal, Written: []string{"end", "of", "chapter"}, Approved: true},
	{Kind: patterns.Removal, Written: []string{"[", "illustration", ":", "]"}, MaxSpan: 10, Approved: true},
}

var minedTestPairs = []dataset.Pair{
	{ID: "c:1", Written: "It was late [Pg 12]. Then she left [Pg 13] at once.", Spoken: "it was late then she left at once",
		Spans: []dataset.Span{{Class: "CARDINAL", Written: "12"}}},
	{ID: "c:2", Written: "[Illustration: THE SHIP] END OF CHAPTER", Spoken: ""},
	{ID: "c:3", Written: "Mr. Smith paid $5.", Spoken: "mister smith paid five dollars",
		Spans: []dataset.Span{{Class: "MONEY", Written: "$5"}}},
}

func TestApplyMinedRulesToPair(t *testing.T) {
	out, hits := ApplyMinedRulesToPair(minedTestPairs[0], minedTestRules)
	if out.Written != "It was late. Then she left at once." || out.Spans != nil || !slices.Equal(hits, []int{2, 0, 0}) ||
		!slices.Equal(out.Rules, []string{"mined/removal [ pg ]"}) {
		t.Errorf("got %+v %v", out, hits)
	}
	in := minedTestPairs[1]
	in.Rules = []string{"book/remove_page_numbers"}
	out, _ = ApplyMinedRulesToPair(in, minedTestRules)
	if want := []string{"book/remove_page_numbers", "mined/removal [ illustration : ]", "mined/removal end of chapter"}; !slices.Equal(out.Rules, want) {
		t.Errorf("rules %q, want %q", out.Rules, want)
	}
	out, hits = ApplyMinedRulesToPair(minedTestPairs[2], minedTestRules)
	if out.Written != minedTestPairs[2].Written || len(out.Spans) != 1 || !slices.Equal(hits, []int{0, 0, 0}) || out.Rules != nil {
		t.Errorf("untouched pair changed: %+v %v", out, hits)
	}
}

func TestApplyMinedRulesPipeline(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	rules, err := MinedRules(s, minedTestRules)
	if err != nil {
		t.Fatal(err)
	}
	out, hits := ApplyMinedRules(s, rules, beam.CreateList(s, minedTestPairs))
	passert.Equals(s, beam.ParDo(s, pairLine, out),
		"c:1|It was late. Then she left at once.|it was late then she left at once",
		"c:2||",
		"c:3|Mr. Smith paid $5.|mister smith paid five dollars")
	passert.Equals(s, beam.ParDo(s, hitLine, stats.SumPerKey(s, beam.ParDo(s, hitKV, hits))),
		"mined/removal [ pg ]=2", "mined/removal end of chapter=1", "mined/removal [ illustration : ]=1")
	res, err := runWithMetrics(p)
	if err != nil {
		t.Fatal(err)
	}
	got := map[string]int64{}
	for _, c := range res.Metrics().AllMetrics().Counters() {
		got[c.Key.Name] += c.Result()
	}
	if got["mined/removal [ pg ]"] != 2 || got["mined_removal_pairs_changed"] != 2 {
		t.Errorf("counters %v", got)
	}
}
