package storage_test

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// GC, `itnprep versions gc`'s walk (it lived in package main): a dry run
// lists each leftover and removes nothing, the real run removes them
// saying so, a run of an empty dataset folder's staging leaves "the
// dataset folder holding only the leftovers above" and removes it after
// them, and a run that finds nothing says so in one line; with
// --older-than the young leftovers (the staging folder and the dataset
// folder holding it) are named as kept, with the gc that removes them.
func TestGCSaysWhatItRemoves(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	staging := filepath.Join(root, "gtn", ".staging-20260101T000000-0a0b")
	if err := os.MkdirAll(filepath.Join(staging, ".runs"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(staging, ".runs", "r.run"), []byte("run"), 0o644); err != nil {
		t.Fatal(err)
	}
	gc := func(older time.Duration, dry bool) string {
		t.Helper()
		var out bytes.Buffer
		if err := storage.GC(ctx, root, older, dry, &out); err != nil {
			t.Fatal(err)
		}
		// The leftover's time is the test's.
		return regexp.MustCompile(`last modified [0-9T:Z-]+`).ReplaceAllString(out.String(), "last modified TIME")
	}
	if got, want := gc(24*time.Hour, true), "nothing to remove under "+root+": no staging folder, run mark, unfinished version, .tmp- file or empty dataset folder older than 24h0m0s (--older-than); 2 younger leftovers are kept, which a running job may be writing (first: "+staging+", staging folder, last modified TIME): once no run writes there, `itnprep versions gc "+root+" --older-than 0` removes them\n"; got != want {
		t.Errorf("young, dry:\n got %q\nwant %q", got, want)
	}
	want := "would remove " + staging + " (staging folder, 1 file, last modified TIME)\n" +
		"would remove " + filepath.Join(root, "gtn") + " (dataset folder holding only the leftovers above, empty once they are removed, 0 files, last modified TIME)\n"
	if got := gc(0, true); got != want {
		t.Errorf("dry run:\n got %q\nwant %q", got, want)
	}
	if _, err := os.Stat(staging); err != nil {
		t.Errorf("the dry run removed %s: %v", staging, err)
	}
	want = "removed " + staging + " (staging folder, 1 file, last modified TIME)\n" +
		"removed " + filepath.Join(root, "gtn") + " (empty dataset folder, 0 files, last modified TIME)\n"
	if got := gc(0, false); got != want {
		t.Errorf("gc:\n got %q\nwant %q", got, want)
	}
	if got, want := gc(0, false), "nothing to remove under "+root+": no staging folder, run mark, unfinished version, .tmp- file or empty dataset folder\n"; got != want {
		t.Errorf("gc again:\n got %q\nwant %q", got, want)
	}
	// A published version given: nothing can be left inside it but a
	// .tmp- file; the line names its dataset folder and what it holds.
	version := filepath.Join(root, "spgi", "aaaaaaaaaaaaaaaaaaaa")
	if err := os.MkdirAll(version, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(version, dataset.ManifestFile), []byte(`{"format":"`+dataset.FormatV1+`"}`), 0o644); err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := storage.GC(ctx, version, 0, true, &out); err != nil {
		t.Fatal(err)
	}
	if got, want := out.String(), "nothing to remove under "+version+", a published version: no .tmp- file of an interrupted write. A killed run leaves its staging folder, run mark or unfinished version in the dataset folder above, "+filepath.Join(root, "spgi")+": it holds none either\n"; got != want {
		t.Errorf("a version:\n got %q\nwant %q", got, want)
	}
}
