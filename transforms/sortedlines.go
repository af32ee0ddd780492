package transforms

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"reflect"
	"sort"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/storage"
)

func init() {
	beam.RegisterType(reflect.TypeOf((*LineRun)(nil)).Elem())
}

// LineRun names one sorted run of (key, line) entries written by
// spillLinesFn: an extsort run file of Lines entries.
type LineRun struct {
	Path  string
	Lines int64
}

// A sorted line file (mine-pairs' mismatches and rejects, evaluate's
// rejects) is an external sort in two steps, like the dataset sink:
//
//  1. spillLinesFn, fused with the DoFn that makes the lines, buffers a
//     bundle's (key, line) pairs and, when the process's spilling bundles
//     together hold the sink's budget (shouldSpill, the same account as
//     the sink's spills) and at the end of the bundle, sorts them and
//     writes them as one run file under a folder every worker reaches; it
//     emits only the run's descriptor (LineRun);
//  2. writeMergedLinesFn runs once, on an impulse, with the descriptors
//     as a side input, and k-way merges the runs into the file.
//
// The lines themselves never cross a side input or a GroupByKey: direct
// and prism keep those in memory, and they made mine-pairs' peak grow with
// its pairs (152 MB at 20k noisy pairs, 415 MB at 200k on prism;
// docs/BENCHMARKS.md). The order is key, then line bytes, the order one
// in-memory sort of every pair gives, so the file does not depend on the
// runner, the bundles or where the spills fell.

// spillLinesFn buffers (key, line) pairs and writes them as sorted runs
// named Name-<bundle>-<seq>.run under Dir. Staging is the publishing run's
// staging folder Dir lies in ("" for none), whose cancel it honours
// (beginStagingWrite).
type spillLinesFn struct {
	Staging     string
	Dir         string
	Name        string
	BufferBytes int64 // the process's budget (0: DefaultSinkBufferBytes)

	buf spillBuffer[int, extsort.Entry] // one group
}

func (fn *spillLinesFn) StartBundle(_ context.Context, _ func(LineRun)) {
	fn.buf.start()
}

func (fn *spillLinesFn) ProcessElement(ctx context.Context, key, line string, emit func(LineRun)) error {
	if fn.buf.add(0, extsort.Entry{Key: key, Row: []byte(line)}, int64(len(key)+len(line))+entryOverhead, fn.BufferBytes) {
		return fn.spill(ctx, emit)
	}
	return nil
}

func (fn *spillLinesFn) FinishBundle(ctx context.Context, emit func(LineRun)) error {
	return fn.spill(ctx, emit)
}

func (fn *spillLinesFn) spill(ctx context.Context, emit func(LineRun)) error {
	// Into a publishing run's staging folder, or else into the runs
	// folder its launcher removes after the job (mine, mine-pairs,
	// evaluate --beam), which waits for it as a failed publishing run
	// waits for its staging writes.
	key := fn.Staging
	if key == "" {
		key = fn.Dir
	}
	end, err := beginStagingWrite(key)
	if err != nil {
		fn.buf.drop()
		return err
	}
	defer end()
	for _, entries := range fn.buf.drain() {
		extsort.Sort(entries, nil)
		p := dataset.Join(fn.Dir, fmt.Sprintf("%s-%s-%04d.run", fn.Name, fn.buf.bundle, fn.buf.seq))
		if err := storage.WriteAtomicFunc(ctx, p, func(w io.Writer) error {
			_, err := extsort.WriteRun(w, entries)
			return err
		}); err != nil {
			return fmt.Errorf("sorting %s: spilling a run: %w", fn.Name, err)
		}
		emit(LineRun{Path: p, Lines: int64(len(entries))})
	}
	return nil
}

// maxLineRunFanIn is the most runs one merge reads at once; more runs are
// first merged, maxLineRunFanIn at a time, into bigger runs, so the read
// buffers stay bounded however many bundles spilled.
var maxLineRunFanIn = 256

// lineRunReadBytes is the read buffering shared by the runs one merge
// reads (each gets its share, at least minRunBuffer).
const lineRunReadBytes = 8 << 20

// writeMergedLinesFn writes the lines of the runs (a side input of
// LineRun descriptors) to Path, one per line, in key order (equal keys:
// line bytes). No runs: an empty file. It leaves the runs in place: a
// runner may retry its bundle after the file was written, and the retry
// must read them again (and writes the same bytes); whoever owns the
// runs folder removes it once the job is over (RemoveRuns). The bigger
// runs of a merge in passes are its own and are removed as soon as the
// next pass has read them: a retry makes them again from the spilled runs.
type writeMergedLinesFn struct {
	Path string
}

func (fn *writeMergedLinesFn) ProcessElement(ctx context.Context, _ []byte, runsIt func(*LineRun) bool) error {
	runs, want := collectLineRuns(runsIt)
	runs, own, err := mergeLineRunPasses(ctx, runs)
	if err != nil {
		return fmt.Errorf("%s: merging runs: %w", fn.Path, err)
	}
	var got int64
	err = storage.WriteAtomicFunc(ctx, fn.Path, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<16)
		if err := mergeLineRuns(ctx, runs, func(_, row []byte) error {
			got++
			bw.Write(row)
			return bw.WriteByte('\n')
		}); err != nil {
			return err
		}
		return bw.Flush()
	})
	if err != nil {
		return fmt.Errorf("%s: %w", fn.Path, err)
	}
	if got != want {
		return fmt.Errorf("%s: runs announced %d lines but held %d", fn.Path, want, got)
	}
	if own {
		return removeLineRuns(ctx, runs)
	}
	return nil
}

// collectLineRuns reads a side input of LineRun descriptors, sorted by
// path (the order of the merges' passes does not depend on the runner's),
// and the entries they announce.
func collectLineRuns(runsIt func(*LineRun) bool) (runs []LineRun, entries int64) {
	var r LineRun
	for runsIt(&r) {
		runs = append(runs, r)
		entries += r.Lines
	}
	sort.Slice(runs, func(i, j int) bool { return runs[i].Path < runs[j].Path })
	return runs, entries
}

// mergeLineRunPasses merges runs, maxLineRunFanIn at a time, into bigger
// runs beside them until one merge reads them all, and returns the runs
// for that last merge; own says they are the passes' (the caller removes
// them after it), not the spilled runs given (which stay: see
// writeMergedLinesFn). Each pass removes the passes' runs it read.
func mergeLineRunPasses(ctx context.Context, runs []LineRun) ([]LineRun, bool, error) {
	own := false
	for pass := 0; len(runs) > maxLineRunFanIn; pass++ {
		var next []LineRun
		for i := 0; i < len(runs); i += maxLineRunFanIn {
			group := runs[i:min(i+maxLineRunFanIn, len(runs))]
			p := fmt.Sprintf("%s.merge%d-%05d.run", group[0].Path, pass, i/maxLineRunFanIn)
			var n int64
			err := storage.WriteAtomicFunc(ctx, p, func(w io.Writer) error {
				rw := extsort.NewRunWriter(w)
				if err := mergeLineRuns(ctx, group, func(key, row []byte) error {
					n++
					rw.Add(key, row)
					return nil
				}); err != nil {
					return err
				}
				return rw.Flush()
			})
			if err != nil {
				return nil, own, err
			}
			if own {
				if err := removeLineRuns(ctx, group); err != nil {
					return nil, own, err
				}
			}
			next = append(next, LineRun{Path: p, Lines: n})
		}
		runs, own = next, true
	}
	return runs, own, nil
}

// mergeLineRuns calls each with the runs' entries in (key, bytes) order.
func mergeLineRuns(ctx context.Context, runs []LineRun, each func(key, row []byte) error) error {
	readers := make([]*extsort.Reader, 0, len(runs))
	bufSize := max(minRunBuffer, lineRunReadBytes/max(1, len(runs)))
	for _, r := range runs {
		rc, err := storage.Open(ctx, r.Path)
		if err != nil {
			return fmt.Errorf("open run: %w", err)
		}
		defer rc.Close()
		readers = append(readers, extsort.NewReader(r.Path, rc, bufSize))
	}
	return extsort.Merge(readers, nil, each)
}

func removeLineRuns(ctx context.Context, runs []LineRun) error {
	for _, r := range runs {
		if err := storage.Remove(ctx, r.Path); err != nil {
			return fmt.Errorf("remove merged run: %w", err)
		}
	}
	return nil
}

// StagedRunsDir is the folder of a publishing job's sorted runs (the
// sink's spills, the tagger's waiting rows) under its staging folder; the
// finalizer removes them (RemoveRuns) once the version is committed.
func StagedRunsDir(staging string) string { return dataset.Join(staging, ".runs") }

// RemoveRuns removes the sorted run files (*.run) under dir and one level
// of folders below it, once nothing will read them again: the merges keep
// them so that a retried merge bundle finds them. A local dir and its
// subfolders are removed too when that empties them; other files stay.
func RemoveRuns(ctx context.Context, dir string) error {
	// The folder as itself: a local one named "out [1]" kept its runs,
	// and so did a gs:// or s3:// one (s3://b/o[1]), listed by prefix
	// now (storage.ListMatching, TestRemoveRunsUnderGlobCharacters).
	files, err := storage.ListMatching(ctx, dir, "*.run", "*/*.run")
	if err != nil {
		return fmt.Errorf("listing runs: %w", err)
	}
	for _, f := range files {
		if err := storage.Remove(ctx, f); err != nil {
			return fmt.Errorf("remove run: %w", err)
		}
	}
	if !dataset.IsURL(dir) {
		if subs, err := os.ReadDir(dir); err == nil {
			for _, e := range subs {
				if e.IsDir() {
					_ = os.Remove(filepath.Join(dir, e.Name())) // only when empty
				}
			}
		}
		_ = os.Remove(filepath.Clean(dir)) // only when empty
	}
	return nil
}

// SpillLines writes (key, line) pairs as sorted run files under dir (a
// folder every worker reaches: local, gs://, s3://), named name-*.run, and
// returns their LineRun descriptors. staging is the publishing run's
// staging folder dir lies in, "" when dir is not in one: a cancelled run's
// spills into it stop and are waited for (CancelStaging). budget is the
// process's spill budget the buffered lines count against (the sink's
// account; 0: DefaultSinkBufferBytes): a bundle spills a run when the
// process's spilling bundles together hold it, and at its end.
func SpillLines(s beam.Scope, lines beam.PCollection, staging, dir, name string, budget int64) beam.PCollection {
	s = s.Scope("SpillLines")
	if staging == "" {
		// A runs folder named after the output: this job takes its name
		// again (ReopenStaging).
		ReopenStaging(dir)
	}
	return beam.ParDo(s, &spillLinesFn{Staging: staging, Dir: dir, Name: name, BufferBytes: budget}, lines)
}

// WriteSortedLines writes the values of (key, line) pairs to path, one per
// line, in key order (equal keys: line bytes); an empty input writes an
// empty file. The lines pass through sorted run files under dir, so no
// runner holds them: memory is a bounded buffer per process plus a read
// buffer per run. budget is that buffer, the process's spill budget the
// lines count against (the sink's account, --sink-buffer-kb; 0:
// DefaultSinkBufferBytes); it changes where runs fall, never the file.
// The runs stay after the merge (a retried merge reads them again): the
// caller removes them after the job with RemoveRuns(dir) (dir may be
// shared with other steps' files, which stay).
func WriteSortedLines(s beam.Scope, lines beam.PCollection, path, dir string, budget int64) {
	s = s.Scope("WriteSortedLines")
	runs := SpillLines(s, lines, "", dir, filepath.Base(path), budget)
	beam.ParDo0(s, &writeMergedLinesFn{Path: path}, beam.Impulse(s), beam.SideInput{Input: runs})
}
