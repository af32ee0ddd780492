package main

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/storetest"
)

// rofs:// is an object store held in this process whose writes a test can
// make fail, as a bucket the user may only read (internal/storetest).
var roStore = storetest.Register("rofs")

// TestDeriveIntoAReadOnlyBucketFailsFirst: a derive without --output
// publishes beside its parent, and a parent in a bucket the user may only
// read failed after the whole job, when the first spill or shard was
// written. The output is now probed before the job: exit 1, one line
// naming the parent's root and the way on (--output), no parent shard
// read, nothing left in the bucket; a --output given so is named as the
// flag.
func TestDeriveIntoAReadOnlyBucketFailsFirst(t *testing.T) {
	root := roStore.Bucket() + "/out"
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", root, "--runner", "direct")
	b, ok := roStore.Get(parent + "/manifest.json")
	if !ok {
		t.Fatalf("no manifest at %s", parent)
	}
	m, err := dataset.ParseManifest(b)
	if err != nil {
		t.Fatal(err)
	}
	before := roStore.Files(root)
	reads := map[string]int{} // versions verify read each once
	for _, sh := range m.Shards {
		reads[sh.Path] = roStore.Reads(parent + "/" + sh.Path)
	}
	restore := roStore.Fail(root)
	defer restore()
	_, stderr, code := run(t, "derive", "tagger", parent, "--runner", "direct")
	want := "itnprep: the parent's output root " + root + " (no --output given): cannot write in " + root + "/gtn-tagger: "
	if code != 1 || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "(give --output to publish the derived version elsewhere)") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("derive beside a read-only parent: exit %d, stderr %q; want exit 1 and one line beginning %q", code, stderr, want)
	}
	for _, sh := range m.Shards {
		if n := roStore.Reads(parent+"/"+sh.Path) - reads[sh.Path]; n != 0 {
			t.Errorf("%s read %d times before the refusal; the job ran", sh.Path, n)
		}
	}
	_, stderr, code = run(t, "derive", "u2tf", parent, "--output", root+"/elsewhere", "--runner", "direct")
	if want := "itnprep: --output " + root + "/elsewhere: cannot write in " + root + "/elsewhere/gtn-u2tf: "; code != 1 || !strings.HasPrefix(stderr, want) || strings.Contains(stderr, "give --output") {
		t.Errorf("derive --output into a read-only bucket: exit %d, stderr %q; want %q", code, stderr, want)
	}
	if after := roStore.Files(root); strings.Join(after, "\n") != strings.Join(before, "\n") {
		t.Errorf("the refused runs changed the bucket: %v, was %v", after, before)
	}
	restore()
	// Writable, the probe leaves nothing beside the version.
	derived := prepOK(t, "derive", "tagger", parent, "--runner", "direct")
	if filepath.Base(filepath.Dir(derived)) != "gtn-tagger" {
		t.Errorf("derived %s, want it beside the parent", derived)
	}
	for _, f := range roStore.Files(root) {
		if strings.Contains(f, ".tmp-write-check") {
			t.Errorf("the write check left %s", f)
		}
	}
}

// A refused derive into an object store leaves nothing of its staging
// folder: the finalizer removes its shards and runs, and the launcher the
// rest (it removed only the PUBLISHED marker on a store, and the side
// files, u2tf's label counts here, stayed in the bucket).
func TestRefusedDeriveLeavesNoStagingInABucket(t *testing.T) {
	root := roStore.Bucket() + "/out"
	parent := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", root, "--runner", "direct")
	_, stderr, code := run(t, "derive", "u2tf", parent, "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "refusing to publish") {
		t.Fatalf("derive u2tf of a parent without --detokenize: exit %d, want the guard's refusal:\n%s", code, stderr)
	}
	for _, f := range roStore.Files(root) {
		if strings.Contains(f, "/.staging-") {
			t.Errorf("the refused run left %s", f)
		}
	}
}
