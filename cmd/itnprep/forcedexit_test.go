package main

import (
	"context"
	"os"
	"path/filepath"
	"testing"

	"github.com/itnprep/itnprep/internal/storetest"
	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// forcedStore stands in for gs:// and s3:// (a store of objects, no
// folders) in the forced-exit tests.
var forcedStore = storetest.Register("forcedstore")

// TestStoppedAtOnceRemovesARemoteStaging: a publishing run stopped at once
// (a second Ctrl-C, or the grace run out) removed a local staging folder
// but only named a gs:// or s3:// one ("may be left"), so every remote
// run so stopped left its spilled runs in the bucket until `versions gc`.
// The undo removes the remote folder's objects as well, and says so; the
// dataset folder's other objects stay.
func TestStoppedAtOnceRemovesARemoteStaging(t *testing.T) {
	root := forcedStore.Bucket() + "/out/gtn"
	staging := root + "/.staging-20261129T000000-0a0b"
	for _, p := range []string{"/.runs/pair-0000/data_train-00000-of-00002.parquet.run", "/.runs/pair-0001/data_train-00001-of-00002.parquet.run", "/data/train-00000-of-00002.parquet", "/side/rejects.jsonl"} {
		forcedStore.Put(staging+p, []byte("x"))
	}
	kept := root + "/0123456789abcdef0123/manifest.json"
	forcedStore.Put(kept, []byte("{}"))
	said := stagingUndo(staging, "direct", func() {})()
	if want := "nothing published; removed its staging folder " + staging; said != want {
		t.Errorf("undo said %q, want %q", said, want)
	}
	if left := forcedStore.Files(staging); len(left) > 0 {
		t.Errorf("left %v", left)
	}
	if !storage.IsFile(context.Background(), kept) {
		t.Errorf("removed %s, outside the staging folder", kept)
	}
}

// TestStoppedAtOnceNamesARemoteStagingItCannotRemove: a store that does
// not answer within forcedRemoteRemoval does not hold the forced exit; the
// folder is named, with what removes it.
func TestStoppedAtOnceNamesARemoteStagingItCannotRemove(t *testing.T) {
	root := forcedStore.Bucket() + "/out/gtn"
	staging := root + "/.staging-20261129T000000-0c0d"
	forcedStore.Put(staging+"/.runs/pair-0000/a.run", []byte("x"))
	defer forcedStore.RefuseCancelled()()
	old := forcedRemoteRemoval
	forcedRemoteRemoval = 0
	defer func() { forcedRemoteRemoval = old }()
	said := stagingUndo(staging, "direct", func() {})()
	want := "nothing published; its staging folder " + staging + " may be left (not all removed within 0s; `itnprep versions gc " + root + "` removes it)"
	if said != want {
		t.Errorf("undo said %q, want %q", said, want)
	}
}

// TestStoppedAtOnceTellsWorkerProcessesTheRunEnded: a run whose workers
// are processes of their own (a worker pool, a job server's) learns that
// it ended from the end mark beside its staging folder, which the normal
// clean-up writes (pipelines.RunPublish) but a run stopped at once did
// not: its folder was removed while the workers went on writing into it,
// recreating it. The undo writes the mark, says so, and leaves it (the
// workers read it); workers in this process (direct) need none.
func TestStoppedAtOnceTellsWorkerProcessesTheRunEnded(t *testing.T) {
	for _, c := range []struct {
		name, root, runner string
		marked             bool
	}{
		{"remote, a job server's workers", forcedStore.Bucket() + "/out/gtn", "universal", true},
		{"local, a job server's workers", t.TempDir(), "universal", true},
		{"remote, direct", forcedStore.Bucket() + "/out/gtn", "direct", false},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := context.Background()
			staging := c.root + "/.staging-20261129T000000-0e0f"
			if err := storage.WriteAtomic(ctx, staging+"/.runs/pair-0000/a.run", []byte("x")); err != nil {
				t.Fatal(err)
			}
			said := stagingUndo(staging, c.runner, func() {})()
			mark := transforms.EndedMark(staging)
			if got := storage.IsFile(ctx, mark); got != c.marked {
				t.Errorf("end mark %s written: %v, want %v", mark, got, c.marked)
			}
			if storage.IsFile(ctx, staging+"/.runs/pair-0000/a.run") {
				t.Errorf("staging folder %s left", staging)
			}
			want := "nothing published; removed its staging folder " + staging
			if c.marked {
				want += "; its workers run in processes of their own: told by its end mark " + mark + ", they begin no write, but one begun before may recreate " + staging + " (`itnprep versions gc " + c.root + "` removes it and the mark)"
			}
			if said != want {
				t.Errorf("undo said\n%q, want\n%q", said, want)
			}
		})
	}
}

// TestStoppedAtOnceLocalStaging: a local staging folder is removed, and
// then the dataset folders the run made (undoFolders); a run stopped
// before its staging folder was made publishes nothing and leaves none of
// those folders either. The two lines are the remote folder's.
func TestStoppedAtOnceLocalStaging(t *testing.T) {
	root := t.TempDir()
	staging := filepath.Join(root, "out", "gtn", ".staging-20261129T000000-1a1b")
	if err := os.MkdirAll(filepath.Join(staging, ".runs", "pair-0000"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(staging, ".runs", "pair-0000", "a.run"), []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"nothing published; removed its staging folder " + staging, "nothing published"} {
		undone := 0
		if said := stagingUndo(staging, "direct", func() { undone++ })(); said != want || undone != 1 {
			t.Errorf("undo said %q and removed the dataset folders %d times, want %q and once", said, undone, want)
		}
		if _, err := os.Lstat(staging); !os.IsNotExist(err) {
			t.Errorf("staging folder %s: %v, want it removed", staging, err)
		}
	}
}
