package transforms

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
)

func TestShouldSpill(t *testing.T) {
	const mb = 1 << 20
	for _, c := range []struct {
		own, total, holders, budget int64
		want                        bool
	}{
		{64 * mb, 64 * mb, 1, 64 * mb, true},   // alone, at the budget
		{63 * mb, 63 * mb, 1, 64 * mb, false},  // alone, under it
		{32 * mb, 64 * mb, 2, 64 * mb, true},   // two at the same pace: half each
		{1 * mb, 64 * mb, 2, 64 * mb, false},   // a small holder waits for the big one
		{8 * mb, 64 * mb, 8, 64 * mb, true},    // eight: an eighth each
		{mb / 2, 64 * mb, 128, 64 * mb, false}, // never runs of a few rows
		{2 << 10, 2 << 10, 1, 1 << 10, true},   // a budget under the floor
		{32 * mb, 64 * mb, 2, 0, true},         // 0: the default budget
		{32 * mb, 63 * mb, 2, 0, false},
	} {
		if got := shouldSpill(c.own, c.total, c.holders, c.budget); got != c.want {
			t.Errorf("shouldSpill(own %d, total %d, holders %d, budget %d) = %v, want %v",
				c.own, c.total, c.holders, c.budget, got, c.want)
		}
	}
}

// TestConcurrentBundlesShareTheBudget: the sink's buffer is a budget for
// the process. One bundle alone holds up to all of it; two bundles filling
// at the same pace spill at between half and 3/4 of it, and together they
// never hold much more than the budget (a budget per bundle let prism's parallel
// bundles hold many times it).
func TestConcurrentBundlesShareTheBudget(t *testing.T) {
	if n := sinkHolders.Load(); n != 0 {
		t.Skipf("%d sink bundles of other tests hold rows", n)
	}
	ctx := context.Background()
	const budget = 4 << 20 // above minSpillBytes
	rowFn := &pairRowFn{Shards: 2}
	row := func(i int) SinkRow {
		return rowFn.ProcessElement(dataset.Pair{ID: fmt.Sprintf("r%07d", i), Split: "train",
			Written: "Mr. Smith paid $5 on the 3rd of May.", Spoken: "mister smith paid five dollars on the third of may"})
	}
	var spilledAt []int64 // bytes a bundle held when it spilled
	var maxTotal int64
	newBundle := func() (*spillFn, func(i int)) {
		fn := &spillFn{Staging: t.TempDir(), Kind: PairKind, BufferBytes: budget}
		if err := fn.Setup(); err != nil {
			t.Fatal(err)
		}
		spilled := false
		emit := func(string, RunDesc) { spilled = true }
		fn.StartBundle(ctx, emit)
		return fn, func(i int) {
			held := fn.buf.share.held()
			spilled = false
			if err := fn.ProcessElement(ctx, row(i), emit); err != nil {
				t.Fatal(err)
			}
			maxTotal = max(maxTotal, sinkHeld.Load())
			if spilled {
				spilledAt = append(spilledAt, held)
			}
		}
	}

	a, feedA := newBundle()
	i := 0
	for ; len(spilledAt) == 0; i++ {
		feedA(i)
	}
	if held := spilledAt[0]; held < budget-budget/10 || held > budget {
		t.Errorf("one bundle alone spilled at %d bytes, want about the budget %d", held, budget)
	}
	spilledAt = nil
	b, feedB := newBundle()
	for ; len(spilledAt) < 6; i += 2 {
		feedA(i)
		feedB(i + 1)
	}
	// Out of phase (one just spilled, the other holds half), a bundle
	// spills at between half and all of the budget: 1/2, 3/4, 5/8, ...
	// converging on 2/3.
	for _, held := range spilledAt {
		if held < budget/2-budget/10 || held > budget*3/4+budget/10 {
			t.Errorf("with two bundles filling, one spilled at %d bytes, want between half and 3/4 of the budget %d (all: %v)", held, budget, spilledAt)
			break
		}
	}
	if maxTotal > budget+budget/10 {
		t.Errorf("the bundles held %d bytes together, budget %d", maxTotal, budget)
	}
	emit := func(string, RunDesc) {}
	if err := b.FinishBundle(ctx, emit); err != nil {
		t.Fatal(err)
	}
	if err := a.FinishBundle(ctx, emit); err != nil {
		t.Fatal(err)
	}
	if h, n := sinkHeld.Load(), sinkHolders.Load(); h != 0 || n != 0 {
		t.Errorf("after both bundles finished the process still counts %d bytes in %d bundles", h, n)
	}
}

func TestMergeSlots(t *testing.T) {
	for _, c := range []struct {
		budget int64
		want   int
	}{
		{0, DefaultSinkBufferBytes / mergeCostBytes}, // the default budget
		{1 << 20, 1}, // below one merge's cost: still one
		{mergeCostBytes, 1},
		{4 * mergeCostBytes, 4},
	} {
		if got := mergeSlots(c.budget); got != c.want {
			t.Errorf("mergeSlots(%d) = %d, want %d", c.budget, got, c.want)
		}
	}
}

// TestConcurrentMergesStayWithinTheBound: however many shard merges a
// runner starts at once in one process, at most mergeSlots(budget) of them
// run; the others wait and then complete with every row.
func TestConcurrentMergesStayWithinTheBound(t *testing.T) {
	ctx := context.Background()
	staging := t.TempDir()
	const shards, perShard = 8, 3000
	// One bundle's runs for all eight shards.
	fn := &spillFn{Staging: staging, Kind: PairKind, BufferBytes: 64 << 20}
	if err := fn.Setup(); err != nil {
		t.Fatal(err)
	}
	runs := map[string][]RunDesc{}
	emit := func(shard string, rd RunDesc) { runs[shard] = append(runs[shard], rd) }
	fn.StartBundle(ctx, emit)
	rowFn := &pairRowFn{Shards: shards}
	for i := 0; i < shards*perShard; i++ {
		r := rowFn.ProcessElement(dataset.Pair{ID: fmt.Sprintf("r%07d", i), Split: "train",
			Written: "Mr. Smith paid $5 on the 3rd of May.", Spoken: "mister smith paid five dollars on the third of may"})
		if err := fn.ProcessElement(ctx, r, emit); err != nil {
			t.Fatal(err)
		}
	}
	if err := fn.FinishBundle(ctx, emit); err != nil {
		t.Fatal(err)
	}
	if len(runs) != shards {
		t.Fatalf("runs for %d shards, want %d", len(runs), shards)
	}

	for _, budget := range []int64{mergeCostBytes, 2 * mergeCostBytes} {
		limit := mergeSlots(budget)
		// Hold every slot, start all merges: none may finish while the
		// slots are held, so a merge that skipped the gate fails here.
		gate := newMergeGate()
		saved := merges
		merges = gate
		for range limit {
			gate.acquire(limit)
		}
		var mu sync.Mutex
		var written []WrittenShard
		var wg sync.WaitGroup
		errs := make(chan error, shards)
		for shard, rds := range runs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				m := &mergeRunsFn{Staging: dataset.Join(staging, fmt.Sprint(budget)), BufferBytes: budget}
				errs <- m.ProcessElement(ctx, shard, sliceIter(rds), func(ws WrittenShard) {
					mu.Lock()
					written = append(written, ws)
					mu.Unlock()
				})
			}()
		}
		// Every merge must come to wait at the gate: one that skipped it
		// never does (it was a 200 ms sleep, after which a merge that
		// skipped the gate but had not finished yet passed unseen).
		for deadline := time.Now().Add(time.Minute); ; time.Sleep(time.Millisecond) {
			gate.mu.Lock()
			waiting := gate.waiting
			gate.mu.Unlock()
			mu.Lock()
			early := len(written)
			mu.Unlock()
			if early != 0 {
				t.Fatalf("budget %d: %d merges finished while every slot was held", budget, early)
			}
			if waiting == shards {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("budget %d: %d of %d merges wait for a slot a minute after they started; the others did not stop at the gate", budget, waiting, shards)
			}
		}
		for range limit {
			gate.release()
		}
		wg.Wait()
		close(errs)
		merges = saved
		for err := range errs {
			if err != nil {
				t.Fatal(err)
			}
		}
		if gate.peak != limit {
			t.Errorf("budget %d: %d merges ran at once, want at most (and, with %d waiting, exactly) %d", budget, gate.peak, shards, limit)
		}
		var rows int64
		for _, ws := range written {
			rows += ws.Info.Rows
		}
		if len(written) != shards || rows != shards*perShard {
			t.Errorf("budget %d: %d shards with %d rows written, want %d with %d", budget, len(written), rows, shards, shards*perShard)
		}
	}
}

// A runner may retry a merge bundle after it wrote its shard (Dataflow
// retries failed bundles; one whose result was lost looks failed): the
// merge, run twice on the same runs, writes the same shard and report
// twice, because it leaves its runs in place. RemoveRuns (the finalizer's
// step once the version is committed) then clears STAGING/.runs.
func TestMergeRunsRetried(t *testing.T) {
	ctx := context.Background()
	staging := t.TempDir()
	fn := &spillFn{Staging: staging, Kind: PairKind, BufferBytes: 1}
	if err := fn.Setup(); err != nil {
		t.Fatal(err)
	}
	runs := map[string][]RunDesc{}
	emit := func(shard string, rd RunDesc) { runs[shard] = append(runs[shard], rd) }
	rowFn := &pairRowFn{Shards: 2}
	for b := range 3 { // three bundles, a run per row (budget 1 byte)
		fn.StartBundle(ctx, emit)
		for i := range 20 {
			r := rowFn.ProcessElement(dataset.Pair{ID: fmt.Sprintf("r%03d", (i*7+b*20)%60), Split: "train", Written: "Dr. No", Spoken: "doctor no"})
			if err := fn.ProcessElement(ctx, r, emit); err != nil {
				t.Fatal(err)
			}
		}
		if err := fn.FinishBundle(ctx, emit); err != nil {
			t.Fatal(err)
		}
	}
	if len(runs) != 2 {
		t.Fatalf("runs for %d shards, want 2", len(runs))
	}
	for shard, rds := range runs {
		var reports []WrittenShard
		var shards [][]byte
		for attempt := range 2 {
			m := &mergeRunsFn{Staging: staging}
			if err := m.ProcessElement(ctx, shard, sliceIter(rds), func(ws WrittenShard) { reports = append(reports, ws) }); err != nil {
				t.Fatalf("%s, attempt %d: %v", shard, attempt+1, err)
			}
			b, err := os.ReadFile(filepath.Join(staging, shard))
			if err != nil {
				t.Fatal(err)
			}
			shards = append(shards, b)
		}
		if !bytes.Equal(shards[0], shards[1]) || !reflect.DeepEqual(reports[0], reports[1]) || reports[0].Info.Rows != int64(len(rds)) {
			t.Fatalf("%s: the retry wrote %d bytes (%+v), the first merge %d (%+v)", shard, len(shards[1]), reports[1].Info, len(shards[0]), reports[0].Info)
		}
	}
	if err := RemoveRuns(ctx, StagedRunsDir(staging)); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(StagedRunsDir(staging)); !os.IsNotExist(err) {
		left, _ := filepath.Glob(filepath.Join(StagedRunsDir(staging), "*", "*"))
		t.Fatalf("%s still there (%d files): %v", StagedRunsDir(staging), len(left), err)
	}
	if left, _ := filepath.Glob(filepath.Join(staging, "data", "*")); len(left) != 2 {
		t.Fatalf("shards %v, want the 2 written", left)
	}
}

// A cancelled run's staging folder is removed once the sink writes begun
// before the cancel are done: after CancelStaging no spill or merge may
// begin, and WaitStagingWrites returns when the last one in progress has
// ended (or at its limit, saying so). The launcher removed the folder
// after a guessed 300 ms of quiet, which a straggling spill on a loaded
// machine outlasted, recreating the folder under the removed one.
func TestCancelledStagingWaitsForWritesInProgress(t *testing.T) {
	staging := filepath.Join(t.TempDir(), ".staging-x")
	end, err := beginStagingWrite(staging)
	if err != nil {
		t.Fatal(err)
	}
	CancelStaging(staging)
	if _, err := beginStagingWrite(staging); err == nil {
		t.Error("a write began after the run was cancelled")
	}
	if WaitStagingWrites(staging, 50*time.Millisecond) {
		t.Error("WaitStagingWrites returned true with a write in progress")
	}
	done := make(chan bool)
	go func() { done <- WaitStagingWrites(staging, 10*time.Minute) }()
	select {
	case <-done:
		t.Fatal("WaitStagingWrites returned before the write ended")
	case <-time.After(20 * time.Millisecond):
	}
	end()
	if !<-done {
		t.Error("WaitStagingWrites: false after the last write ended")
	}
	// Another staging folder is not held up by this one's writes.
	other := staging + "-other"
	end2, err := beginStagingWrite(other)
	if err != nil {
		t.Fatal(err)
	}
	defer end2()
	if !WaitStagingWrites(staging, time.Minute) {
		t.Error("a write into another staging folder held this one up")
	}
}

// TestPairRowsNameTheirFileByPlace: with the job's input files
// (SinkConfig.Origins), the sink's pair rows name their origin's file by
// its place there, not by its path (which every row carried, 8-15% more
// bytes allocated in BenchmarkPrepGTN/direct), and the shard writer given
// the same table names a repeated id's lines by their paths, as before; a
// file the table does not hold travels by its path.
func TestPairRowsNameTheirFileByPlace(t *testing.T) {
	a, b := "/data/corpora/gtn/output-00001-of-00100", "/data/corpora/gtn/output-00002-of-00100"
	files := dataset.NewOriginFiles([]string{b, a})
	fn := &pairRowFn{Shards: 1, Origins: files}
	pair := func(id, file string, line int64) dataset.Pair {
		return dataset.Pair{ID: id, Source: "gtn", Split: "train", Written: "W " + id, Spoken: "w", From: dataset.Origin{File: file, Line: line}}
	}
	var rows [][]byte
	for _, p := range []dataset.Pair{pair("x", a, 9), pair("x", b, 4), pair("x", a, 2), pair("y", "/elsewhere/c.jsonl", 1)} {
		r := fn.ProcessElement(p)
		if p.From.File != "/elsewhere/c.jsonl" && bytes.Contains(r.Row, []byte(p.From.File)) {
			t.Errorf("row of %s:%d carries its path", p.From.File, p.From.Line)
		}
		rows = append(rows, r.Row)
	}
	if !bytes.Contains(rows[3], []byte("/elsewhere/c.jsonl")) {
		t.Error("a file outside the table lost its path")
	}
	kind, err := lookupRowKind(PairKind)
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	w := kind.NewWriter(&buf, WriterOptions{Origins: files})
	for _, r := range rows {
		if err := w.Write(r); err != nil {
			t.Fatal(err)
		}
	}
	var ws WrittenShard
	if err := w.Close(&ws); err != nil {
		t.Fatal(err)
	}
	if want := []string{a + ":2", a + ":9", b + ":4"}; ws.FirstDuplicateID != "x" || ws.FirstDuplicateRows != 3 || !reflect.DeepEqual(ws.FirstDuplicateFrom, want) {
		t.Errorf("shard report %q (%d rows) %q, want x (3) %q", ws.FirstDuplicateID, ws.FirstDuplicateRows, ws.FirstDuplicateFrom, want)
	}
}
