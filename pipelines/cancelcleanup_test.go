package pipelines

import (
	"context"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/runners/direct" //lint:ignore SA1019 a job built before the removal, run after it, in this process

	"github.com/itnprep/itnprep/storage"
	"github.com/itnprep/itnprep/transforms"
)

// A run cancelled (Ctrl-C) cleans up on an object store all the same: its
// end mark is written for its external workers, its staging folder's
// objects and a mining job's runs are removed, and its warnings go to the
// command's writer (storage.WithWarnings). Under the cancelled context a gs:// or
// s3:// client sends no request: the cleanup removed nothing, wrote no
// mark, and its warning was a slog record.
func TestCancelledRunCleansUpOnAStore(t *testing.T) {
	defer failStore.RefuseCancelled()()
	defer func(f func(string) bool, run func(context.Context, *beam.Pipeline) error) {
		externalWorkers, execute = f, run
	}(externalWorkers, execute)
	externalWorkers = func(string) bool { return true }
	var said []string
	ctx, cancel := context.WithCancel(storage.WithWarnings(context.Background(), func(m string) { said = append(said, m) }))
	execute = func(ctx context.Context, _ *beam.Pipeline) error {
		cancel()
		return ctx.Err()
	}
	staging := failStore.Bucket() + "/out/gtn/.staging-20261129T110000-0a0b"
	failStore.Put(staging+"/.runs/r.run", []byte("run"))
	failStore.Put(staging+"/data/train-00000-of-00001.parquet", []byte("x"))
	p, _ := beam.NewPipelineWithRoot()
	if _, err := RunPublish(ctx, p, staging, "universal", false); err == nil || ctx.Err() == nil {
		t.Fatalf("the cancelled run: %v", err)
	}
	if left := failStore.Files(staging + "/"); len(left) > 0 {
		t.Errorf("the cancelled run left its staging folder's objects: %v", left)
	}
	if _, marked := failStore.Get(transforms.EndedMark(staging)); !marked {
		t.Error("the cancelled run wrote no end mark for its external workers")
	}
	if len(said) != 1 || !strings.Contains(said[0], "processes of their own") || !strings.Contains(said[0], staging) {
		t.Errorf("the warnings given to the command's writer: %q", said)
	}

	runs := failStore.Bucket() + "/mined/runs"
	failStore.Put(runs+"/p0-a.seqs", []byte("a|b"))
	failStore.Put(runs+"/x.run", []byte("r"))
	if err := RemoveMineRuns(ctx, runs); err != nil {
		t.Errorf("RemoveMineRuns after a cancel: %v", err)
	}
	if left := failStore.Files(runs + "/"); len(left) > 0 {
		t.Errorf("a cancelled mining job's runs stayed in the bucket: %v", left)
	}
}

// Warn without a writer in the context logs (tests, other programs); with
// one, it is the writer's alone.
func TestWarnGoesToTheCommandsWriter(t *testing.T) {
	var got []string
	ctx := storage.WithWarnings(context.Background(), func(m string) { got = append(got, m) })
	storage.Warn(ctx, "a")
	storage.Warn(context.WithoutCancel(ctx), "b")
	if strings.Join(got, ",") != "a,b" {
		t.Errorf("said %q, want a, b", got)
	}
}

// A runs folder stays closed to this process's writes after its removal:
// a worker of the failed job (prism returns a failed job before its
// in-process workers stop) that spills afterwards is refused, as a job
// built before the removal and run after it stands for here. The removal
// reopened the folder at once, and such a spill left a stray run file in
// it. A job built after the removal takes the name again.
func TestRemovedRunsFolderStaysClosedToLateSpills(t *testing.T) {
	ctx := context.Background()
	dir := failStore.Bucket() + "/late.runs"
	late, s := beam.NewPipelineWithRoot()
	transforms.SpillSeqs(s, beam.ParDo(s, emitOneSeq, beam.Impulse(s)), dir, 0)
	if err := RemoveMineRuns(ctx, dir); err != nil {
		t.Fatal(err)
	}
	if _, err := direct.Execute(ctx, late); err == nil || !strings.Contains(err.Error(), "has ended") {
		t.Errorf("a spill after the removal: %v; want it refused", err)
	}
	if left := failStore.Files(dir + "/"); len(left) > 0 {
		t.Errorf("a spill after the removal left %v", left)
	}
	next, s := beam.NewPipelineWithRoot()
	transforms.SpillSeqs(s, beam.ParDo(s, emitOneSeq, beam.Impulse(s)), dir, 0)
	if _, err := direct.Execute(ctx, next); err != nil {
		t.Fatalf("a job built after the removal: %v", err)
	}
	if got := failStore.Files(dir + "/"); len(got) != 1 {
		t.Errorf("the later job's spill: %v", got)
	}
}
