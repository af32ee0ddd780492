package transforms

import (
	"bytes"
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/quarantine"
)

// sortLines runs the two DoFns of WriteSortedLines by hand: the pairs are
// cut into bundles of bundleSize, each spilled through a budget of budget
// bytes, then merged into path.
func sortLines(t *testing.T, dir, path string, keys, lines []string, bundleSize int, budget int64) []LineRun {
	t.Helper()
	ctx := context.Background()
	var runs []LineRun
	emit := func(r LineRun) { runs = append(runs, r) }
	for start := 0; start < len(keys); start += bundleSize {
		fn := &spillLinesFn{Dir: dir, Name: "lines", BufferBytes: budget}
		fn.StartBundle(ctx, emit)
		for i := start; i < min(start+bundleSize, len(keys)); i++ {
			if err := fn.ProcessElement(ctx, keys[i], lines[i], emit); err != nil {
				t.Fatal(err)
			}
		}
		if err := fn.FinishBundle(ctx, emit); err != nil {
			t.Fatal(err)
		}
	}
	if err := (&writeMergedLinesFn{Path: path}).ProcessElement(ctx, nil, sliceIter(runs)); err != nil {
		t.Fatal(err)
	}
	return runs
}

// sliceIter is a Beam iterator (a side input's, a grouped value's) over
// a copy of xs.
func sliceIter[T any](xs []T) func(*T) bool {
	xs = slices.Clone(xs)
	i := 0
	return func(x *T) bool {
		if i == len(xs) {
			return false
		}
		*x = xs[i]
		i++
		return true
	}
}

// TestWriteSortedLinesSpillsToTheSameBytes: the mismatch file written
// through runs of one line each (merged in several passes when there are
// more runs than one merge reads), of a few lines, or one run per bundle,
// is byte-identical to an in-memory sort of the lines by key then bytes.
// The merge leaves the spilled runs (a retried merge reads them) and no
// run of its own passes; RemoveRuns then removes them and the folder.
func TestWriteSortedLinesSpillsToTheSameBytes(t *testing.T) {
	var keys, lines []string
	// 1,000 lines: one-line runs merge in three passes of 7 (1,000 -> 143
	// -> 21 -> 3) before the last (3,000 took 9-16 s for one pass more).
	for i := range 1000 {
		id := fmt.Sprintf("file.jsonl:%09d", (i*7919)%500) // every id twice
		keys = append(keys, fmt.Sprintf("%s\x00%06d", id, i%4))
		lines = append(lines, fmt.Sprintf(`["w%d","|","s%d"]`, i%13, i%7))
	}
	idx := make([]int, len(keys))
	for i := range idx {
		idx[i] = i
	}
	sort.Slice(idx, func(a, b int) bool {
		if keys[idx[a]] != keys[idx[b]] {
			return keys[idx[a]] < keys[idx[b]]
		}
		return lines[idx[a]] < lines[idx[b]]
	})
	var want strings.Builder
	for _, i := range idx {
		want.WriteString(lines[i] + "\n")
	}
	defer func(n int) { maxLineRunFanIn = n }(maxLineRunFanIn)
	maxLineRunFanIn = 7
	for _, c := range []struct {
		bundle   int
		budget   int64
		wantRuns int
	}{{1000, 1, 1000}, {250, 1, 1000}, {100, 0, 10}, {1000, 0, 1}} {
		root := t.TempDir()
		dir := filepath.Join(root, "runs")
		path := filepath.Join(root, "mismatches.jsonl")
		runs := sortLines(t, dir, path, keys, lines, c.bundle, c.budget)
		if len(runs) != c.wantRuns {
			t.Errorf("bundles of %d, budget %d: %d runs, want %d", c.bundle, c.budget, len(runs), c.wantRuns)
		}
		got, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if string(got) != want.String() {
			t.Fatalf("bundles of %d, budget %d: the file differs from an in-memory sort of the lines", c.bundle, c.budget)
		}
		left, _ := os.ReadDir(dir)
		if len(left) != len(runs) {
			t.Fatalf("bundles of %d, budget %d: %d files in the runs folder after the merge, want the %d spilled runs", c.bundle, c.budget, len(left), len(runs))
		}
		if err := RemoveRuns(context.Background(), dir); err != nil {
			t.Fatal(err)
		}
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			left, _ := os.ReadDir(dir)
			t.Fatalf("bundles of %d, budget %d: runs folder still there with %d files (%v)", c.bundle, c.budget, len(left), err)
		}
	}
	if sinkHeld.Load() != 0 || sinkHolders.Load() != 0 {
		t.Errorf("the process account still holds %d bytes in %d bundles", sinkHeld.Load(), sinkHolders.Load())
	}
}

// No lines: an empty file; RemoveRuns leaves a runs folder's other files.
func TestWriteSortedLinesEmpty(t *testing.T) {
	root := t.TempDir()
	other := filepath.Join(root, "p0001.seqs")
	if err := os.WriteFile(other, []byte("x\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(root, "out", "rejects.jsonl")
	sortLines(t, root, path, nil, nil, 10, 0)
	if b, err := os.ReadFile(path); err != nil || len(b) != 0 {
		t.Fatalf("%q, %v; want an empty file", b, err)
	}
	if err := RemoveRuns(context.Background(), root); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(other); err != nil {
		t.Fatalf("a file beside the runs was removed: %v", err)
	}
}

// A runner may retry a merge bundle that already wrote its file (Dataflow
// retries failed bundles): the merge, run twice on the same runs (merged
// in passes, whose own runs it removes), writes the same bytes twice; the
// spilled runs are still there for the retry, and go with RemoveRuns.
func TestWriteSortedLinesMergeRetried(t *testing.T) {
	defer func(n int) { maxLineRunFanIn = n }(maxLineRunFanIn)
	maxLineRunFanIn = 4
	var keys, lines []string
	for i := range 100 {
		keys = append(keys, fmt.Sprintf("k%03d", (i*37)%100))
		lines = append(lines, fmt.Sprintf("line %d", i))
	}
	root := t.TempDir()
	dir := filepath.Join(root, "runs")
	path := filepath.Join(root, "out.jsonl")
	runs := sortLines(t, dir, path, keys, lines, 10, 1) // 100 runs: three passes
	first, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := (&writeMergedLinesFn{Path: path}).ProcessElement(context.Background(), nil, sliceIter(runs)); err != nil {
		t.Fatalf("the retried merge failed: %v", err)
	}
	second, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(first, second) || bytes.Count(first, []byte("\n")) != 100 {
		t.Fatalf("the retry wrote %d bytes, the first merge %d", len(second), len(first))
	}
	left, _ := os.ReadDir(dir)
	if len(left) != len(runs) {
		t.Fatalf("%d files in the runs folder, want the %d spilled runs (no pass's run)", len(left), len(runs))
	}
	if err := RemoveRuns(context.Background(), dir); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Fatalf("runs folder still there: %v", err)
	}
}

// A run announced with more lines than it holds fails the merge with the
// file's name: a lost run is never a silently shorter file.
func TestWriteSortedLinesCountsLines(t *testing.T) {
	root := t.TempDir()
	ctx := context.Background()
	var runs []LineRun
	fn := &spillLinesFn{Dir: root, Name: "x"}
	fn.StartBundle(ctx, nil)
	fn.ProcessElement(ctx, "k", "v", func(r LineRun) { runs = append(runs, r) })
	fn.FinishBundle(ctx, func(r LineRun) { runs = append(runs, r) })
	runs[0].Lines = 2
	path := filepath.Join(root, "out.jsonl")
	done := false
	err := (&writeMergedLinesFn{Path: path}).ProcessElement(ctx, nil, func(r *LineRun) bool {
		if done {
			return false
		}
		*r, done = runs[0], true
		return true
	})
	if err == nil || !strings.Contains(err.Error(), "announced 2 lines but held 1") || !strings.Contains(err.Error(), path) {
		t.Fatalf("err = %v", err)
	}
}

// The rejects file (evaluate --beam) is ordered by file, then line number,
// with each reject encoded as encoding/json encodes it: what the in-memory
// sort it replaces wrote, including a file name that prefixes another and
// line numbers of different widths.
func TestRejectLinesSortByFileThenLine(t *testing.T) {
	in := []quarantine.Reject{
		{File: "a/b.jsonl", Line: 10, Reason: "r", Text: "<x> & y"},
		{File: "a", Line: 9, Reason: "r"},
		{File: "a/b.jsonl", Line: 9, Reason: "r", Text: "\u00e9"},
		{File: "a.jsonl", Line: 100, Reason: "r"},
		{File: "a", Line: 11, Reason: "r"},
		{File: "a.jsonl", Line: 2, Reason: "r"},
	}
	var keys, lines []string
	for _, r := range in {
		b, _ := json.Marshal(r)
		(&rejectLineFn{}).ProcessElement(string(b), func(k, v string) { keys, lines = append(keys, k), append(lines, v) })
	}
	want := slices.Clone(in)
	slices.SortFunc(want, func(a, b quarantine.Reject) int {
		if c := strings.Compare(a.File, b.File); c != 0 {
			return c
		}
		return cmp.Compare(a.Line, b.Line)
	})
	var wantBuf bytes.Buffer
	enc := json.NewEncoder(&wantBuf)
	for _, r := range want {
		enc.Encode(r)
	}
	root := t.TempDir()
	path := filepath.Join(root, "rejects.jsonl")
	sortLines(t, path+".runs", path, keys, lines, 2, 1)
	got, _ := os.ReadFile(path)
	if string(got) != wantBuf.String() {
		t.Fatalf("rejects file:\n%s\nwant:\n%s", got, wantBuf.String())
	}
}
