package transforms

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
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
