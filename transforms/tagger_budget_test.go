package transforms

import (
	"context"
	"fmt"
	"path/filepath"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/passert"

	"github.com/itnprep/itnprep/dataset"
)

// derive tagger's rows wait for the vocabulary in sorted runs, spilled
// against the sink's budget (--sink-buffer-kb), not a 64 MiB one of their
// own: with a small budget they spill a run every few rows, where before a
// bundle held all its rows to its end (100k GTN lines, --sink-buffer-kb
// 4096: 20 MB live, docs/BENCHMARKS.md). The kept rows are the same.
func TestTagRowsSpillAgainstTheSinkBudget(t *testing.T) {
	const n = 40
	for _, c := range []struct {
		budget  int64
		minRuns int
		maxRuns int
	}{{0, 1, 1}, {1, n / 2, n}} {
		staging := t.TempDir()
		p, s := beam.NewPipelineWithRoot()
		var pairs []any
		for i := range n {
			pairs = append(pairs, dataset.Pair{ID: fmt.Sprintf("r%02d", i), Source: "gtn", Split: "train", Written: "2 dogs", Spoken: "two dogs"})
		}
		rows, _, _ := Tag(s, TagConfig{Parent: "p", Source: "gtn", VocabSplit: "train", Coverage: 1, Staging: staging, BufferBytes: c.budget}, beam.Create(s, pairs...))
		passert.Count(s, rows, "rows", n)
		if _, err := beam.Run(context.Background(), "direct", p); err != nil {
			t.Fatal(err)
		}
		runs, err := filepath.Glob(filepath.Join(StagedRunsDir(staging), "tagger-rows", "*.run"))
		if err != nil {
			t.Fatal(err)
		}
		if len(runs) < c.minRuns || len(runs) > c.maxRuns {
			t.Errorf("budget %d: %d runs spilled, want %d to %d", c.budget, len(runs), c.minRuns, c.maxRuns)
		}
	}
}
