package transforms

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/normalize"
)

var alignTestPairs = []dataset.Pair{
	{ID: "b:1", Source: "libriheavy", Split: "train",
		Written: "He went home [Illustration] and slept, at last. 12", Spoken: "he went home and slept at last",
		Spans: []dataset.Span{{Class: "CARDINAL", Written: "12"}}},
	{ID: "b:2", Source: "libriheavy", Split: "train",
		Written: "Author: abc. I was b@rn in 1969 [1], have a nice day. The price is $1",
		Spoken:  "read by edf i was born in ummm nineteen sixty nine and have a nice day the price is on",
		From:    dataset.Origin{File: "/data/cuts.jsonl.gz", Line: 2}},
	{ID: "b:3", Source: "libriheavy", Split: "train", Written: "It was 1969 when we moved to the old house by the river.",
		Spoken: "it was nineteen sixty nine when we moved to the old house by the river"},
	{ID: "b:4", Source: "libriheavy", Split: "train", Written: "Nothing to cut here.", Spoken: "nothing to cut here"},
}

func TestCleanAlignedPair(t *testing.T) {
	c := align.NewCleaner(align.DefaultCleanConfig())
	out, rej, hits := CleanAlignedPair(c, alignTestPairs[0])
	if rej != nil {
		t.Fatalf("rejected: %+v", rej)
	}
	if out.Written != "He went home and slept, at last." || out.Spoken != "he went home and slept at last" ||
		out.Spans != nil || out.Similarity == nil || out.ID != "b:1" || out.Split != "train" {
		t.Errorf("cleaned pair %+v", out)
	}
	if hits[align.RuleWrittenOnly] != 1 || hits[align.RuleTrimEnd] != 1 {
		t.Errorf("hits %v", hits)
	}
	if want := []string{"align/trim_end", "align/written_only"}; !slices.Equal(out.Rules, want) {
		t.Errorf("rules column %q, want %q", out.Rules, want)
	}
	_, rej, hits = CleanAlignedPair(c, alignTestPairs[1])
	if rej == nil || rej.Stage != "align" || rej.Rule != "align/min_ratio" || rej.ID != "b:2" || rej.Raw == "" || hits[align.RuleMinRatio] != 1 {
		t.Errorf("reject %+v hits %v", rej, hits)
	}
	// Named where it was read, as a parse reject is.
	if rej.Location != "/data/cuts.jsonl.gz:2" || !strings.HasPrefix(rej.Reason, "/data/cuts.jsonl.gz:2: ") {
		t.Errorf("reject location %q reason %q, want the cut's file:line", rej.Location, rej.Reason)
	}
	out, rej, _ = CleanAlignedPair(c, alignTestPairs[3])
	if rej != nil || out.Written != alignTestPairs[3].Written || *out.Similarity != 2.0*4/9 || out.Rules != nil {
		t.Errorf("untouched pair: %+v %+v", out, rej)
	}
}

func pairLine(p dataset.Pair) string     { return fmt.Sprintf("%s|%s|%s", p.ID, p.Written, p.Spoken) }
func rejectLine(r dataset.Reject) string { return r.ID + "|" + r.Location + "|" + r.Rule }
func hitKV(h RuleHit) (string, int64)    { return h.Rule, h.Count }
func hitLine(k string, n int64) string   { return fmt.Sprintf("%s=%d", k, n) }

func init() {
	register.Function1x1(pairLine)
	register.Function1x1(rejectLine)
	register.Function1x2(hitKV)
	register.Function2x1(hitLine)
}

func TestAlignCleanPipeline(t *testing.T) {
	p, s := beam.NewPipelineWithRoot()
	in := beam.CreateList(s, alignTestPairs)
	cleaned, rejects, hits := AlignClean(s, align.DefaultCleanConfig(), in)
	passert.Equals(s, beam.ParDo(s, pairLine, cleaned),
		"b:1|He went home and slept, at last.|he went home and slept at last",
		"b:3|It was 1969 when we moved to the old house by the river.|it was nineteen sixty nine when we moved to the old house by the river",
		"b:4|Nothing to cut here.|nothing to cut here")
	// The origin crosses the runner's coder with the pair (CreateList
	// encodes the elements), so the reject names the file and line.
	passert.Equals(s, beam.ParDo(s, rejectLine, rejects), "b:2|/data/cuts.jsonl.gz:2|align/min_ratio")
	passert.Equals(s, beam.ParDo(s, hitLine, stats.SumPerKey(s, beam.ParDo(s, hitKV, hits))),
		"align/trim_end=1", "align/written_only=1")
	res, err := runWithMetrics(p)
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]int64{"align_pairs_in": 4, "align_pairs_kept": 3, "align_pairs_dropped": 1,
		"align/min_ratio": 1, "align/trim_end": 1, "align/written_only": 1}
	got := map[string]int64{}
	for _, c := range res.Metrics().AllMetrics().Counters() {
		got[c.Key.Name] += c.Result()
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("counter %s = %d, want %d (all: %v)", k, got[k], v, got)
		}
	}
}

// The number check prep libriheavy gives the cleaner reads numbers as the
// verbalizer does: short pairs that differ only by a number are kept
// whole, a number cut mid-reading at an edge is not.
func TestAlignCleanNumbersMatch(t *testing.T) {
	c := align.NewCleaner(align.DefaultCleanConfig())
	c.SetNumberCheck(NumberReads(normalize.New(normalize.DefaultStyle(), normalize.Options{})))
	for _, tc := range []struct{ w, s, want string }{
		{"Chapter 3.", "chapter three", "Chapter 3."},
		{"It cost $5.", "it cost five dollars", "It cost $5."},
		{"He came 2nd.", "he came second", "He came 2nd."},
		{"Page 12", "page twelve", "Page 12"},
		{"They left home in 1984.", "they left home in nineteen eighty", "They left home in"},
	} {
		r := c.Clean(tc.w, tc.s)
		if r.Dropped || r.Written != tc.want {
			t.Errorf("%q / %q: dropped %v (%s), written %q, want %q", tc.w, tc.s, r.Dropped, r.Reason, r.Written, tc.want)
		}
	}
	if r := c.Clean("Chapter 3.", "chapter four"); !r.Dropped {
		t.Errorf("3 read as four kept: %q", r.Written)
	}
}

// prep libriheavy's check keeps an abbreviation or number at a trimmed
// edge that the transcript reads in full (a cut whose book text begins
// "Mr. Smith" and whose transcript "mister smith" lost "Mr."), and still
// trims leading text the audio does not cover.
func TestAlignCleanKeepsEdgeReading(t *testing.T) {
	c := align.NewCleaner(align.DefaultCleanConfig())
	c.SetNumberCheck(NumberReads(normalize.New(normalize.DefaultStyle(), normalize.Options{})))
	tail := " went to the market with his little dog and bought some apples."
	spTail := " went to the market with his little dog and bought some apples"
	for _, tc := range []struct{ w, s, want string }{
		{"Mr. Smith" + tail, "mister smith" + spTail, "Mr. Smith" + tail},
		{"said he. Mrs. Smith" + tail, "missus smith" + spTail, "Mrs. Smith" + tail},
		{"St. Paul" + tail, "saint paul" + spTail, "St. Paul" + tail},
		{"and so it ended. Smith" + tail, "smith" + spTail, "Smith" + tail},
		{"Smith" + tail + " They cost $5", "smith" + spTail + " they cost five dollars and", "Smith" + tail + " They cost $5"},
	} {
		r := c.Clean(tc.w, tc.s)
		if r.Dropped || r.Written != tc.want {
			t.Errorf("%q / %q: dropped %v (%s), written %q, want %q", tc.w, tc.s, r.Dropped, r.Reason, r.Written, tc.want)
		}
	}
}

// prep libriheavy's check cuts a page number the reader skipped beside a
// number or roman numeral the transcript reads (one difflib replacement
// with it, which was kept whole, the page number in the written side).
func TestAlignCleanCutsStrayPageNumber(t *testing.T) {
	c := align.NewCleaner(align.DefaultCleanConfig())
	c.SetNumberCheck(NumberReads(normalize.New(normalize.DefaultStyle(), normalize.Options{})))
	for _, tc := range []struct{ w, s, want string }{
		{"He arrived there in 1840. 133 The house was old and the garden was wild.", "he arrived there in eighteen forty the house was old and the garden was wild",
			"He arrived there in 1840. The house was old and the garden was wild."},
		{"It was chapter XII. 99 Then the rain came down over the hills and the valley.", "it was chapter twelve then the rain came down over the hills and the valley",
			"It was chapter XII. Then the rain came down over the hills and the valley."},
	} {
		r := c.Clean(tc.w, tc.s)
		if r.Dropped || r.Written != tc.want || r.Spoken != tc.s {
			t.Errorf("%q: dropped %v (%s), written %q, want %q", tc.w, r.Dropped, r.Reason, r.Written, tc.want)
		}
	}
}
