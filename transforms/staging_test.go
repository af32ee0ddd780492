package transforms

import (
	"context"
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"net"
	"os"
	"path/filepath"
	"reflect"
	"runtime"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/u2tf"
)

// stagingfs:// is an object store held in memory whose writes a test can
// hold back (storetest.Store.Hold).
var stagingStore = storetest.Register("stagingfs")

// stagingWriters runs, for each DoFn that writes into a staging folder,
// one write of it into staging (prepare, when set, first puts there what
// the write reads).
var stagingWriters = map[string]struct {
	prepare func(ctx context.Context, t *testing.T, staging string) any
	write   func(ctx context.Context, staging string, prepared any) error
}{
	"spillFn": {write: func(ctx context.Context, staging string, _ any) error {
		_, err := spillPairs(ctx, staging)
		return err
	}},
	"mergeRunsFn": {
		prepare: func(ctx context.Context, t *testing.T, staging string) any {
			runs, err := spillPairs(ctx, staging)
			if err != nil {
				t.Fatal(err)
			}
			return runs
		},
		write: func(ctx context.Context, staging string, prepared any) error {
			fn := &mergeRunsFn{Staging: staging}
			return fn.ProcessElement(ctx, "data/train-00000-of-00001.parquet", sliceIter(prepared.([]RunDesc)), func(WrittenShard) {})
		},
	},
	"spillLinesFn": {write: func(ctx context.Context, staging string, _ any) error {
		fn := &spillLinesFn{Staging: staging, Dir: dataset.Join(StagedRunsDir(staging), "tagger-rows"), Name: "rows"}
		fn.StartBundle(ctx, nil)
		if err := fn.ProcessElement(ctx, "a", "line", func(LineRun) {}); err != nil {
			return err
		}
		return fn.FinishBundle(ctx, func(LineRun) {})
	}},
	"writeTagVocabFn": {write: func(ctx context.Context, staging string, _ any) error {
		fn := &writeTagVocabFn{Staging: staging, VocabSplit: "train"}
		return fn.ProcessElement(ctx, TaggerVocab{Tags: []string{"one"}, Counts: []int64{3}, Kept: 1, Distinct: 1, Total: 3, Coverage: 1}, func(SideFile) {})
	}},
	"writeU2TFLabelsFn": {write: func(ctx context.Context, staging string, _ any) error {
		fn := &writeU2TFLabelsFn{Staging: staging}
		return fn.ProcessElement(ctx, nil, func(*u2tf.Counts) bool { return false }, func(SideFile) {})
	}},
	"repeatsFn": {
		// Past maxLineRunFanIn runs its merge writes merged runs: three
		// runs, two at a time.
		prepare: func(ctx context.Context, t *testing.T, staging string) any {
			old := maxLineRunFanIn
			maxLineRunFanIn = 2
			t.Cleanup(func() { maxLineRunFanIn = old })
			fn := &spillLinesFn{Staging: staging, Dir: dataset.Join(StagedRunsDir(staging), "repeats"), Name: "pairs", BufferBytes: 1}
			var runs []LineRun
			emit := func(r LineRun) { runs = append(runs, r) }
			fn.StartBundle(ctx, nil)
			for _, w := range []string{"a", "b", "a"} {
				h := pairHash("train", w, w)
				if err := fn.ProcessElement(ctx, string(h[:]), "", emit); err != nil {
					t.Fatal(err)
				}
			}
			if err := fn.FinishBundle(ctx, emit); err != nil || len(runs) != 3 {
				t.Fatalf("spilled %d runs (%v), want 3", len(runs), err)
			}
			return runs
		},
		write: func(ctx context.Context, staging string, prepared any) error {
			fn := &repeatsFn{Staging: staging}
			return fn.ProcessElement(ctx, nil, sliceIter(prepared.([]LineRun)), func(int64) {}, func(dataset.Pair) {}, func(dataset.Reject) {})
		},
	},
	"repeatSpillFn": {write: func(ctx context.Context, staging string, _ any) error {
		fn := &repeatSpillFn{Staging: staging, Dir: dataset.Join(StagedRunsDir(staging), "repeats")}
		fn.StartBundle(ctx, nil)
		if err := fn.ProcessElement(ctx, dataset.Pair{ID: "a", Split: "train", Written: "1", Spoken: "one"}, func(LineRun) {}); err != nil {
			return err
		}
		return fn.FinishBundle(ctx, func(LineRun) {})
	}},
	"publishFn": {write: func(ctx context.Context, staging string, _ any) error {
		// Nothing was read: the guard refuses, and the finalizer writes
		// its refusal into the staging folder.
		fn := &publishFn{Cfg: PublishConfig{Output: staging + "-out", Name: "x", Staging: staging, Shards: 1}}
		noShards := func(*WrittenShard) bool { return false }
		return fn.ProcessElement(ctx, nil, noShards, noShards,
			func(*FileStat) bool { return false }, func(*string, *int64) bool { return false },
			func(*SideFile) bool { return false }, func(*int64) bool { return false }, func(string) {})
	}},
}

// spillPairs spills two pairs' rows into staging as a bundle of spillFn.
func spillPairs(ctx context.Context, staging string) ([]RunDesc, error) {
	fn := &spillFn{Staging: staging, Kind: PairKind}
	if err := fn.Setup(); err != nil {
		return nil, err
	}
	fn.StartBundle(ctx, nil)
	var runs []RunDesc
	emit := func(_ string, rd RunDesc) { runs = append(runs, rd) }
	for _, id := range []string{"b", "a"} {
		p := dataset.Pair{ID: id, Source: "gtn", Split: "train", Written: "1", Spoken: "one"}
		row := SinkRow{Shard: "data/train-00000-of-00001.parquet", Key: id, Row: dataset.AppendPair(nil, &p)}
		if err := fn.ProcessElement(ctx, row, emit); err != nil {
			return nil, err
		}
	}
	return runs, fn.FinishBundle(ctx, emit)
}

// A cancelled run's launcher waits for every write into its staging folder
// begun before the cancel, and none begins after it: the sink's spills and
// merges, the tagger's waiting rows, the side files (tag vocabulary, u2tf
// labels) and the finalizer. Only the sink's were tracked; the others were
// covered by removing the folder again until it stayed gone for 300 ms,
// which a write held longer (here, by the store) outlasted.
func TestCancelWaitsForEveryStagingWrite(t *testing.T) {
	ctx := context.Background()
	names := make([]string, 0, len(stagingWriters))
	for name := range stagingWriters {
		names = append(names, name)
	}
	sort.Strings(names)
	if want := dofnsWithStaging(t); !reflect.DeepEqual(names, want) {
		t.Fatalf("the DoFns writing into a staging folder are %v; the test covers %v", want, names)
	}
	for _, name := range names {
		w := stagingWriters[name]
		t.Run(name, func(t *testing.T) {
			staging := stagingStore.Bucket() + "/" + name + "/.staging-20261129T070000-0a0b"
			var prepared any
			if w.prepare != nil {
				prepared = w.prepare(ctx, t, staging)
			}
			started, release := stagingStore.Hold(staging + "/")
			defer release()
			errc := make(chan error, 1)
			go func() { errc <- w.write(ctx, staging, prepared) }()
			select {
			case <-started:
			case err := <-errc:
				t.Fatalf("the write ended without writing into the staging folder: %v", err)
			case <-time.After(2 * time.Minute): // a hang detector
				t.Fatal("the write never reached the store")
			}
			CancelStaging(staging)
			if WaitStagingWrites(staging, 20*time.Millisecond) {
				t.Fatal("WaitStagingWrites: nothing in progress while a write into the staging folder was held")
			}
			done := make(chan bool, 1)
			go func() { done <- WaitStagingWrites(staging, 2*time.Minute) }()
			release()
			if !<-done {
				t.Fatal("WaitStagingWrites: still writing after the held write was released")
			}
			if err := <-errc; err != nil {
				t.Fatalf("the write begun before the cancel: %v", err)
			}
			before := stagingStore.Files(staging + "/")
			err := w.write(ctx, staging, prepared)
			if err == nil || !strings.Contains(err.Error(), "has ended") {
				t.Errorf("a write after the cancel: %v, want it refused", err)
			}
			if after := stagingStore.Files(staging + "/"); !reflect.DeepEqual(after, before) {
				t.Errorf("a write after the cancel changed the staging folder: %v, was %v", after, before)
			}
		})
	}
}

// dofnsWithStaging lists the DoFns of this package (types named *Fn) that
// have a Staging field or a field of a config type that has one.
func dofnsWithStaging(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	structs := map[string]*ast.StructType{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		af, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		ast.Inspect(af, func(n ast.Node) bool {
			if ts, ok := n.(*ast.TypeSpec); ok {
				if st, ok := ts.Type.(*ast.StructType); ok {
					structs[ts.Name.Name] = st
				}
			}
			return true
		})
	}
	var has func(st *ast.StructType, depth int) bool
	has = func(st *ast.StructType, depth int) bool {
		for _, f := range st.Fields.List {
			for _, n := range f.Names {
				if n.Name == "Staging" {
					return true
				}
			}
			if id, ok := f.Type.(*ast.Ident); ok && depth < 2 {
				if inner, ok := structs[id.Name]; ok && has(inner, depth+1) {
					return true
				}
			}
		}
		return false
	}
	var out []string
	for name, st := range structs {
		if strings.HasSuffix(name, "Fn") && has(st, 0) {
			out = append(out, name)
		}
	}
	sort.Strings(out)
	return out
}

// The bytes a bundle's spilling DoFn holds leave the process's spill
// account when the bundle fails: a refused spill drops them at once, and
// an instance the runner dropped (a failed bundle, any DoFn fused with it
// failing) gives them back once it is garbage. They stayed for the life
// of the process, and every later bundle spilled against a budget shrunk
// by them.
func TestFailedBundleLeavesTheSpillAccount(t *testing.T) {
	ctx := context.Background()
	// A spill refused: the run has ended.
	staging := stagingStore.Bucket() + "/.staging-20261129T090000-0a0b"
	CancelStaging(staging)
	fn := &spillLinesFn{Staging: staging, Dir: dataset.Join(StagedRunsDir(staging), "x"), Name: "rows"}
	fn.StartBundle(ctx, nil)
	if err := fn.ProcessElement(ctx, "a", strings.Repeat("x", 1000), func(LineRun) {}); err != nil {
		t.Fatal(err)
	}
	if fn.buf.share.held() == 0 {
		t.Fatal("the buffered line is not in the account")
	}
	if err := fn.FinishBundle(ctx, func(LineRun) {}); err == nil {
		t.Fatal("a spill into an ended run's staging folder was not refused")
	}
	if n := fn.buf.share.held(); n != 0 {
		t.Errorf("a refused spill left %d bytes in the account", n)
	}
	// A bundle that failed elsewhere: its instance is dropped holding its
	// records. Its share's cell (which does not keep the instance) shows
	// when the bytes leave the account.
	cell := func() *shareCell {
		fn := &spillLinesFn{Dir: t.TempDir(), Name: "rows"}
		fn.StartBundle(ctx, nil)
		if err := fn.ProcessElement(ctx, "a", strings.Repeat("x", 1000), func(LineRun) {}); err != nil {
			t.Fatal(err)
		}
		return fn.buf.share.cell
	}()
	if cell == nil || cell.size.Load() == 0 {
		t.Fatal("the dropped instance's line is not in the account")
	}
	for deadline := time.Now().Add(time.Minute); cell.size.Load() != 0; time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) { // a hang detector: a cleanup runs after the next collection
			t.Fatalf("a dropped instance's %d bytes are still in the account a minute later", cell.size.Load())
		}
		runtime.GC()
	}
}

// A worker process of its own (a worker pool, --environment_type
// EXTERNAL) shares no memory with the launcher, whose CancelStaging it
// never sees: it went on spilling, merging and finalizing into the folder
// of a run that had ended, recreating it, or publishing a version after
// the launcher had said nothing was published. It reads the run's
// EndedMark instead: no write of any staging writer begins once it is
// there, on an object store and on a local disk, and the launcher's own
// process goes by its memory.
func TestAWorkerProcessReadsTheEndedMark(t *testing.T) {
	if launcher.Load() {
		t.Fatal("this test process is marked a launcher: the test proves nothing")
	}
	ctx := context.Background()
	for name, w := range stagingWriters {
		for _, root := range []string{stagingStore.Bucket(), t.TempDir()} {
			staging := dataset.Join(root, name, ".staging-20261129T100000-0e0f")
			var prepared any
			if w.prepare != nil {
				prepared = w.prepare(ctx, t, staging)
			}
			if err := storage.WriteAtomic(ctx, EndedMark(staging), []byte("ended\n")); err != nil {
				t.Fatal(err)
			}
			before, _ := storage.List(ctx, staging+"/*")
			err := w.write(ctx, staging, prepared)
			if err == nil || !strings.Contains(err.Error(), "has ended") || !strings.Contains(err.Error(), EndedMark(staging)) {
				t.Errorf("%s in %s: a write after the end mark: %v, want it refused naming the mark", name, root, err)
			}
			if after, _ := storage.List(ctx, staging+"/*"); !reflect.DeepEqual(after, before) {
				t.Errorf("%s in %s: a write after the end mark changed the staging folder: %v, was %v", name, root, after, before)
			}
			if err := stagingEnded(staging + "-another-run"); err != nil {
				t.Errorf("%s: another run's folder: %v", name, err)
			}
		}
	}
	staging := dataset.Join(t.TempDir(), ".staging-20261129T100000-1a1b")
	if err := storage.WriteAtomic(ctx, EndedMark(staging), []byte("ended\n")); err != nil {
		t.Fatal(err)
	}
	launcher.Store(true)
	defer launcher.Store(false)
	if end, err := beginStagingWrite(staging); err != nil {
		t.Errorf("the launcher's process went by the mark, not by its memory: %v", err)
	} else {
		end()
	}
}

// A finalizer past its last look at the end mark committed its version
// after the launcher of a run that had failed meanwhile said nothing was
// published. The claim (claimCommit) and the end mark see each other in
// either order: a claim after the end is refused and leaves no mark; an
// end after the claim finds it (EndCommitClaim), which then forgets it. In
// a worker process of its own by the files beside the folder, on a store
// and on a local disk; in the launcher's process by its memory.
func TestCommitClaimAndTheEndSeeEachOther(t *testing.T) {
	if launcher.Load() {
		t.Fatal("this test process is marked a launcher: the test proves nothing")
	}
	ctx := context.Background()
	for i, root := range []string{stagingStore.Bucket(), t.TempDir()} {
		endFirst := dataset.Join(root, "gtn", fmt.Sprintf(".staging-20261129T110000-%d1", i))
		if err := storage.WriteAtomic(ctx, EndedMark(endFirst), []byte("ended\n")); err != nil {
			t.Fatal(err)
		}
		if err := claimCommit(ctx, endFirst); err == nil || !strings.Contains(err.Error(), "has ended") {
			t.Errorf("%s: a claim after the end: %v, want it refused", root, err)
		}
		if EndCommitClaim(ctx, endFirst, true) {
			t.Errorf("%s: a refused claim was left for the launcher", root)
		}
		claimFirst := dataset.Join(root, "gtn", fmt.Sprintf(".staging-20261129T110000-%d2", i))
		if err := claimCommit(ctx, claimFirst); err != nil {
			t.Fatalf("%s: a claim before the end: %v", root, err)
		}
		if err := storage.WriteAtomic(ctx, EndedMark(claimFirst), []byte("ended\n")); err != nil {
			t.Fatal(err)
		}
		if !EndCommitClaim(ctx, claimFirst, true) {
			t.Errorf("%s: the launcher did not see the claim made before the run ended", root)
		}
		if found, _ := storage.List(ctx, CommitMark(claimFirst)); len(found) != 0 {
			t.Errorf("%s: the launcher left the commit mark: %v", root, found)
		}
		if EndCommitClaim(ctx, claimFirst, true) {
			t.Errorf("%s: a claim seen once was seen again", root)
		}
	}
	launcher.Store(true)
	defer launcher.Store(false)
	dir := t.TempDir()
	endFirst, claimFirst := dir+"/.staging-a", dir+"/.staging-b"
	CancelStaging(endFirst)
	if err := claimCommit(ctx, endFirst); err == nil || EndCommitClaim(ctx, endFirst, false) {
		t.Errorf("in the launcher's process, a claim after the end: %v, want it refused and not seen", err)
	}
	if err := claimCommit(ctx, claimFirst); err != nil {
		t.Fatal(err)
	}
	CancelStaging(claimFirst)
	if !EndCommitClaim(ctx, claimFirst, false) || EndCommitClaim(ctx, claimFirst, false) {
		t.Errorf("in the launcher's process, a claim before the end was not seen once")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("the launcher's process wrote files for its claims: %v", entries)
	}
}

// TestEndCommitClaimIsBounded: the launcher's look at a worker process's
// commit mark on a store that accepts connections and never answers ends
// by the caller's deadline (a forced exit's bound), or by
// storage.StoreTimeout without one, taking the mark for there (it cannot
// be ruled out); it dropped the deadline with the cancellation, and a
// forced exit waited on the store without end. A cancelled context alone
// still looks (the clean-up after Ctrl-C asks with it).
func TestEndCommitClaimIsBounded(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	go func() {
		var held []net.Conn // held open, never answered
		for {
			c, err := ln.Accept()
			if err != nil {
				for _, c := range held {
					c.Close()
				}
				return
			}
			held = append(held, c)
		}
	}()
	t.Setenv("STORAGE_EMULATOR_HOST", ln.Addr().String())
	defer func(d time.Duration) { storage.StoreTimeout = d }(storage.StoreTimeout)
	storage.StoreTimeout = 500 * time.Millisecond
	withDeadline, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	cancelled, stop := context.WithCancel(context.Background())
	stop()
	for name, ctx := range map[string]context.Context{"a forced exit's bound": withDeadline, "no deadline": cancelled} {
		done := make(chan bool, 1)
		go func() { done <- EndCommitClaim(ctx, "gs://claimbucket/out/gtn/.staging-20261130T020000-1", true) }()
		select {
		case begun := <-done:
			if !begun {
				t.Errorf("%s: a mark that could not be looked up was taken for absent", name)
			}
		case <-time.After(15 * time.Second):
			t.Fatalf("%s: EndCommitClaim still waiting on a store that never answers after 15s", name)
		}
	}
}
