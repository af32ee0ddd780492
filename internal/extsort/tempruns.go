package extsort

import (
	"fmt"
	"io"
)

// TempRuns holds the sorted runs of a sort done in process (evaluate's
// repeated-id check, versions overlap) in unnamed temporary files: each
// file's name is removed as soon as it is made, so a killed process leaves
// nothing behind. Whenever the last FanIn runs are of one level they are
// merged into one run of the next, so the files open at once stay under
// FanIn per level (one file per run held a billion rows' 3,815 files open
// in the last merge, past many systems' limit on open files) and each
// entry is written once per level.
type TempRuns struct {
	Pattern string // os.CreateTemp's name pattern, e.g. "itnprep-overlap-*"
	Name    string // a run's name in a read error
	FanIn   int    // runs merged at a time (below 2: none until Merge)
	BufSize int    // each run's read buffer while it is merged
	// Tick, when not nil, is called for every entry a merge passes on;
	// an error from it stops the merge (versions overlap looks at its
	// context there).
	Tick func() error
	runs []tempRun // their levels never grow towards the end
}

// tempRun is a run file and its level: 0 for a spill, one more than its
// inputs' for a merge.
type tempRun struct {
	f     *TempFile
	level int
}

// Len is the number of runs held.
func (t *TempRuns) Len() int { return len(t.runs) }

// Add writes a level-0 run through write (its entries in sorted order),
// then merges the last FanIn runs of one level into one of the next, as
// long as there are so many. Errors say what failed ("writing a temporary
// file: ...", "merging temporary files: ..."); the caller names the work.
func (t *TempRuns) Add(write func(*RunWriter)) error {
	f, err := t.create()
	if err != nil {
		return err
	}
	t.runs = append(t.runs, tempRun{f: f})
	w := NewRunWriter(f)
	write(w)
	if err := w.Flush(); err != nil {
		return fmt.Errorf("writing a temporary file: %w", err)
	}
	for t.FanIn >= 2 && len(t.runs) >= t.FanIn {
		tail := t.runs[len(t.runs)-t.FanIn:]
		if tail[0].level != tail[len(tail)-1].level {
			break
		}
		level := tail[0].level + 1
		merged, err := t.create()
		if err == nil {
			w := NewRunWriter(merged)
			if err = merge(t, tail, func(key, row []byte) error { w.Add(key, row); return nil }); err == nil {
				err = w.Flush()
			}
		}
		closeRuns(tail)
		t.runs = t.runs[:len(t.runs)-t.FanIn]
		if err != nil {
			if merged != nil {
				merged.Close()
			}
			return fmt.Errorf("merging temporary files: %w", err)
		}
		t.runs = append(t.runs, tempRun{f: merged, level: level})
	}
	return nil
}

// Merge calls fn with every entry of the runs held, in order, and closes
// them; none is held after.
func (t *TempRuns) Merge(fn func(key, row []byte) error) error {
	runs := t.runs
	t.runs = nil
	defer closeRuns(runs)
	return merge(t, runs, fn)
}

// Close closes the runs held (and removes their names where they stayed:
// TempFile.Close).
func (t *TempRuns) Close() {
	closeRuns(t.runs)
	t.runs = nil
}

// create is a new run file whose name is removed at once.
func (t *TempRuns) create() (*TempFile, error) { return CreateUnnamed("", t.Pattern) }

// merge k-way merges runs from their starts into fn, calling t.Tick for
// every entry.
func merge(t *TempRuns, runs []tempRun, fn func(key, row []byte) error) error {
	readers := make([]*Reader, len(runs))
	for i, r := range runs {
		if _, err := r.f.Seek(0, io.SeekStart); err != nil {
			return err
		}
		readers[i] = NewReader(t.Name, r.f, t.BufSize)
	}
	if t.Tick == nil {
		return Merge(readers, nil, fn)
	}
	return Merge(readers, nil, func(key, row []byte) error {
		if err := t.Tick(); err != nil {
			return err
		}
		return fn(key, row)
	})
}

func closeRuns(runs []tempRun) {
	for _, r := range runs {
		r.f.Close()
	}
}
