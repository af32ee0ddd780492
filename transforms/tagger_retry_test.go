package transforms

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// derive tagger's rows wait for the vocabulary in sorted runs under the
// staging folder; the step that filters them reads one run per element. A
// runner may retry that bundle: reading the run again gives the same kept
// rows and rejects, because the run stays until the finalizer clears
// STAGING/.runs (RemoveRuns).
func TestTagFilterRetried(t *testing.T) {
	ctx := context.Background()
	staging := t.TempDir()
	dir := filepath.Join(StagedRunsDir(staging), "tagger-rows")
	var runs []LineRun
	spill := &spillLinesFn{Dir: dir, Name: "rows"}
	spill.StartBundle(ctx, nil)
	for i := range 30 {
		frag := fmt.Sprintf("f%d", i%3) // f2 is outside the vocabulary
		id, line := (&tagRowLineFn{}).ProcessElement(dataset.TaggerRow{ID: fmt.Sprintf("r%02d", i), Split: "train",
			Input: "two dogs", Tags: []string{frag, "<SELF>"}, Target: "2 dogs"})
		if err := spill.ProcessElement(ctx, id, line, func(r LineRun) { runs = append(runs, r) }); err != nil {
			t.Fatal(err)
		}
	}
	if err := spill.FinishBundle(ctx, func(r LineRun) { runs = append(runs, r) }); err != nil {
		t.Fatal(err)
	}
	if len(runs) != 1 {
		t.Fatalf("%d runs, want 1", len(runs))
	}
	vocab := TaggerVocab{Tags: []string{"f0", "f1", "f2"}, Counts: []int64{10, 10, 10}, Kept: 2}
	type result struct {
		rows []string
		rej  []string
	}
	var got []result
	for attempt := range 2 {
		var r result
		fn := &tagFilterFn{Parent: "p", Source: "s"}
		err := fn.ProcessElement(ctx, runs[0], vocab,
			func(row dataset.TaggerRow) { r.rows = append(r.rows, row.ID) },
			func(rj dataset.Reject) { r.rej = append(r.rej, rj.ID+" "+rj.Rule) })
		if err != nil {
			t.Fatalf("attempt %d: %v", attempt+1, err)
		}
		got = append(got, r)
	}
	if !reflect.DeepEqual(got[0], got[1]) || len(got[0].rows) != 20 || len(got[0].rej) != 10 {
		t.Fatalf("first %+v, retry %+v; want 20 rows and 10 rejects both times", got[0], got[1])
	}
	if err := RemoveRuns(ctx, StagedRunsDir(staging)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(StagedRunsDir(staging)); !os.IsNotExist(err) {
		t.Fatalf("%s still there: %v", StagedRunsDir(staging), err)
	}
}

// The vocabulary every filtering worker gets as a side input carries the
// kept fragments only (and the card's 20 most frequent when fewer are
// kept), not the long tail; the card's totals come from Distinct and Total.
func TestTaggerVocabCarriesTheKeptFragments(t *testing.T) {
	var tags []string
	var counts []int64
	var total int64
	for i := range 60 {
		tags = append(tags, fmt.Sprintf("f%02d", i))
		counts = append(counts, int64(1000/(i+1)))
		total += counts[i]
	}
	for _, c := range []struct {
		coverage float64
		maxSize  int
	}{{0.5, 0}, {0.9, 0}, {1, 0}, {1, 30}} {
		var v TaggerVocab
		i := 0
		(&tagVocabFn{Coverage: c.coverage, MaxSize: c.maxSize}).ProcessElement(nil, func(tag *string, n *int64) bool {
			if i == len(tags) {
				return false
			}
			*tag, *n = tags[i], counts[i]
			i++
			return true
		}, func(got TaggerVocab) { v = got })
		if v.Distinct != 60 || v.Total != total {
			t.Errorf("coverage %v: distinct %d, total %d; want 60, %d", c.coverage, v.Distinct, v.Total, total)
		}
		if want := max(v.Kept, vocabShown); int64(len(v.Tags)) != want || len(v.Counts) != len(v.Tags) {
			t.Errorf("coverage %v, max %d: %d tags carried (kept %d), want %d", c.coverage, c.maxSize, len(v.Tags), v.Kept, want)
		}
		if v.Tags[0] != "f00" || v.Counts[0] != 1000 {
			t.Errorf("coverage %v: first %s %d, want the most frequent", c.coverage, v.Tags[0], v.Counts[0])
		}
		if body := vocabSection(v, "train", v.Total, 0); !strings.Contains(body, "| distinct fragments | 60 |") {
			t.Errorf("coverage %v: the card's section lacks the distinct count:\n%s", c.coverage, body)
		}
	}
}
