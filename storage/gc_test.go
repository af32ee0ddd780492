package storage_test

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/memfs"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// gcTree writes, under root (memfs:// or a local folder), a published
// version with its tag, a version in a dataset whose name looks like a
// version id, and what killed runs leave: stale ones before the returned
// cutoff, young ones after it. It returns the cutoff, the paths FindLeftovers
// must list (stale only) and the files that must survive.
func gcTree(t *testing.T, root string, write func(p string)) (time.Time, []string, []string) {
	t.Helper()
	j := func(parts ...string) string { return dataset.Join(root, parts...) }
	keep := []string{
		j("gtn", "aaaaaaaaaaaaaaaaaaaa", dataset.ManifestFile),
		j("gtn", "aaaaaaaaaaaaaaaaaaaa", "data", "train-00000-of-00001.parquet"),
		j("gtn", storage.TagsFolder, "latest"),
		j("0123456789abcdef0123", "bbbbbbbbbbbbbbbbbbbb", dataset.ManifestFile),
		j("0123456789abcdef0123", "bbbbbbbbbbbbbbbbbbbb", "data", "x.parquet"),
		j("gtn", "README.md"),
		// Not TempName's: a file that only starts like one is not an
		// interrupted write.
		j("gtn", "aaaaaaaaaaaaaaaaaaaa", ".tmp-notes-train.tsv"),
		// Named like an output probe, but not one.
		j("gtn", storage.WriteCheckPrefix+"notes"),
	}
	stale := []string{
		j("gtn", ".staging-20260101T000000-0a0b"),
		j("gtn", "cccccccccccccccccccc"),
		j("gtn", "aaaaaaaaaaaaaaaaaaaa", "data", ".tmp-0123456789ab-train-00000-of-00001.parquet"),
		j("gtn", storage.TagsFolder, ".tmp-0123456789ab-v1"),
		// The output probes of runs killed between writing and removing
		// them: a remote one (WriteCheckName) and a local one
		// (os.CreateTemp's digits). gc did not list them.
		j("gtn", storage.WriteCheckName()),
		j("gtn", storage.WriteCheckPrefix+"2804117563"),
	}
	for _, p := range keep {
		write(p)
	}
	write(j("gtn", ".staging-20260101T000000-0a0b", "data", "train-00000-of-00001.parquet"))
	write(j("gtn", ".staging-20260101T000000-0a0b", "beam", "tmp", "a", "b", "part"))
	write(j("gtn", "cccccccccccccccccccc", "data", "train-00000-of-00001.parquet"))
	for _, p := range stale[2:] {
		write(p)
	}
	time.Sleep(20 * time.Millisecond)
	cutoff := time.Now()
	time.Sleep(20 * time.Millisecond)
	young := []string{
		j("gtn", ".staging-20260102T000000-0c0d", "data", "train-00000-of-00001.parquet"),
		j("gtn", "dddddddddddddddddddd", "data", "train-00000-of-00001.parquet"),
	}
	for _, p := range young {
		write(p)
	}
	return cutoff, stale, append(keep, young...)
}

func checkGC(t *testing.T, root string, exists func(string) bool, cutoff time.Time, stale, keep []string) {
	t.Helper()
	ctx := context.Background()
	found, err := storage.FindLeftovers(ctx, root, cutoff)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range found {
		got = append(got, l.Path)
	}
	want := append([]string(nil), stale...)
	sort.Strings(want)
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("leftovers older than the cutoff:\n got %q\nwant %q", got, want)
	}
	// Listing deletes nothing (what --dry-run prints).
	for _, p := range append(keep, found[0].Files...) {
		if !exists(p) {
			t.Fatalf("%s is gone after only listing", p)
		}
	}
	for _, l := range found {
		if err := storage.RemoveLeftover(ctx, root, l); err != nil {
			t.Fatal(err)
		}
		for _, f := range l.Files {
			if exists(f) {
				t.Errorf("%s (%s) was not removed", f, l.Kind)
			}
		}
	}
	for _, p := range keep {
		if !exists(p) {
			t.Errorf("gc removed %s, which it must keep", p)
		}
	}
	if again, err := storage.FindLeftovers(ctx, root, cutoff); err != nil || len(again) != 0 {
		t.Errorf("after removal FindLeftovers gives %v, %v; want nothing", again, err)
	}
	// With no age limit the young leftovers are listed too.
	all, err := storage.FindLeftovers(ctx, root, time.Time{})
	if err != nil || len(all) != 2 {
		t.Errorf("with no age limit: %v, %v; want the two young leftovers", all, err)
	}
}

// TestFindLeftoversMemfs: on an object store (memfs:// stands in) gc finds
// stale staging folders, unfinished versions and .tmp- files by listing the
// prefix and the objects' modification times, and keeps published
// versions, tags, young leftovers and anything beside DIR.
func TestFindLeftoversMemfs(t *testing.T) {
	ctx := context.Background()
	root := "memfs://gctest/out"
	outside := "memfs://gctest/out2/gtn/.staging-20260101T000000-0a0b/data/x"
	memfs.Write(outside, []byte("x"))
	exists := func(p string) bool { _, err := storage.Size(ctx, p); return err == nil }
	cutoff, stale, keep := gcTree(t, root, func(p string) { memfs.Write(p, []byte("x")) })
	checkGC(t, root, exists, cutoff, stale, append(keep, outside))
	if _, err := storage.FindLeftovers(ctx, "memfs://gctest/nothing-here", time.Time{}); err == nil || !strings.Contains(err.Error(), "no such folder") {
		t.Errorf("gc on an empty prefix: %v; want no such folder", err)
	}
	if _, err := storage.FindLeftovers(ctx, "memfs://gctest/o*", time.Time{}); err == nil {
		t.Error("gc on a folder name with glob characters: no error")
	}
}

// TestFindLeftoversLocal: the same tree on a local disk.
func TestFindLeftoversLocal(t *testing.T) {
	root := filepath.Join(t.TempDir(), "out")
	exists := func(p string) bool { _, err := os.Stat(p); return err == nil }
	cutoff, stale, keep := gcTree(t, root, func(p string) {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	})
	// Folders' own times count too: make the stale folders stale.
	old := cutoff.Add(-time.Hour)
	for _, p := range stale {
		_ = filepath.WalkDir(p, func(q string, _ os.DirEntry, _ error) error { return os.Chtimes(q, old, old) })
	}
	checkGC(t, root, exists, cutoff, stale, keep)
}

// A run killed (SIGKILL) before it published leaves its dataset folder
// OUT/NAME empty, or holding only its staging folder. gc removes it with
// what it holds, after the leftovers inside it, and only where the folder
// given looks like an --output folder: an empty folder beside plain files
// and no dataset (a home folder given by mistake) stays. OUT/NAME@latest
// on such a folder says what it is, not "it has no tags".
func TestGCRemovesEmptyDatasetFolders(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	mk := func(parts ...string) string {
		p := filepath.Join(append([]string{root}, parts...)...)
		if err := os.MkdirAll(p, 0o755); err != nil {
			t.Fatal(err)
		}
		return p
	}
	empty := mk("gtn")
	staged := mk("spgi")
	mk("spgi", ".staging-20260101T000000-0a0b", ".runs")
	if _, err := storage.ResolveVersion(ctx, empty+"@latest"); err == nil || !strings.Contains(err.Error(), empty+" holds no published version (it is empty: a run killed before it published") {
		t.Errorf("@latest of an empty dataset folder: %v", err)
	}
	if _, err := storage.ResolveVersion(ctx, staged+"@latest"); err == nil || !strings.Contains(err.Error(), "holds no published version (only a staging folder, .staging-20260101T000000-0a0b") {
		t.Errorf("@latest of a dataset folder holding only a staging folder: %v", err)
	}
	// A dataset at a bucket's top: gc is given the bucket (it said '.').
	if err := storage.WriteAtomic(ctx, "memfs://gctop/.staging-20260101T000000-0a0b/.runs/r.run", []byte("run")); err != nil {
		t.Fatal(err)
	}
	if _, err := storage.ResolveVersion(ctx, "memfs://gctop@latest"); err == nil || !strings.Contains(err.Error(), "memfs://gctop holds no published version (only a staging folder") || !strings.Contains(err.Error(), "`itnprep versions gc memfs://gctop --older-than 0`") {
		t.Errorf("@latest of a bucket holding only a staging folder: %v", err)
	}
	found, err := storage.FindLeftovers(ctx, root, time.Time{})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, l := range found {
		got = append(got, l.Kind+" "+l.Path)
		if err := storage.RemoveLeftover(ctx, root, l); err != nil {
			t.Fatal(err)
		}
	}
	want := []string{"staging folder " + filepath.Join(staged, ".staging-20260101T000000-0a0b"), "empty dataset folder " + empty, "empty dataset folder " + staged}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("leftovers:\n got %q\nwant %q", got, want)
	}
	for _, p := range []string{empty, staged} {
		if _, err := os.Stat(p); !os.IsNotExist(err) {
			t.Errorf("%s is still there", p)
		}
	}
	// Not an --output folder: a plain file beside an empty folder, no dataset.
	home := t.TempDir()
	os.WriteFile(filepath.Join(home, ".bashrc"), []byte("x"), 0o644)
	os.Mkdir(filepath.Join(home, "Music"), 0o755)
	if found, err := storage.FindLeftovers(ctx, home, time.Time{}); err != nil || len(found) != 0 {
		t.Errorf("a folder that is no --output folder: %v, %v; want nothing", found, err)
	}
	// Beside a published dataset, an empty folder is a dataset folder.
	write := func(p string) {
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("x"), 0o644)
	}
	write(filepath.Join(home, "gtn", "aaaaaaaaaaaaaaaaaaaa", dataset.ManifestFile))
	found, err = storage.FindLeftovers(ctx, home, time.Time{})
	if err != nil || len(found) != 1 || found[0].Path != filepath.Join(home, "Music") {
		t.Errorf("beside a dataset: %v, %v; want the empty folder", found, err)
	}
}

// A run that begins in an empty dataset folder between gc's look and its
// removal (prep makes OUT/NAME, then its staging folder there) keeps its
// folder: gc removed the folder whole, the run's staging folder with it.
func TestGCKeepsADatasetFolderARunBeganIn(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	name := filepath.Join(root, "gtn")
	if err := os.MkdirAll(filepath.Join(root, "spgi", "aaaaaaaaaaaaaaaaaaaa"), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "spgi", "aaaaaaaaaaaaaaaaaaaa", dataset.ManifestFile), []byte("{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Mkdir(name, 0o755); err != nil {
		t.Fatal(err)
	}
	found, err := storage.FindLeftovers(ctx, root, time.Time{})
	if err != nil || len(found) != 1 || found[0].Path != name || found[0].Kind != storage.EmptyDatasetFolder {
		t.Fatalf("leftovers %+v, %v; want the empty dataset folder %s", found, err, name)
	}
	// A run begins there now.
	run := filepath.Join(name, ".staging-20261129T050000-0a0b", ".runs", "part")
	if err := os.MkdirAll(filepath.Dir(run), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(run, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := storage.RemoveLeftover(ctx, root, found[0]); !errors.Is(err, storage.ErrNoLongerEmpty) {
		t.Errorf("removing a dataset folder a run began in: %v, want ErrNoLongerEmpty", err)
	}
	if _, err := os.Stat(run); err != nil {
		t.Errorf("the run's staging file is gone: %v", err)
	}
	// Empty, it goes.
	if err := os.RemoveAll(filepath.Join(name, ".staging-20261129T050000-0a0b")); err != nil {
		t.Fatal(err)
	}
	if err := storage.RemoveLeftover(ctx, root, found[0]); err != nil {
		t.Errorf("removing the empty dataset folder: %v", err)
	}
	if _, err := os.Stat(name); !os.IsNotExist(err) {
		t.Errorf("%s is still there (%v)", name, err)
	}
}

// An output probe's name inside a published version (gc given the dataset
// folder, or the version itself) is the version's file, never a leftover:
// gc removes no file of a version but its interrupted writes.
func TestGCKeepsAProbeNameInsideAVersion(t *testing.T) {
	ctx := context.Background()
	dataDir := filepath.Join(t.TempDir(), "gtn")
	version := filepath.Join(dataDir, "aaaaaaaaaaaaaaaaaaaa")
	for _, p := range []string{filepath.Join(version, dataset.ManifestFile), filepath.Join(version, storage.WriteCheckPrefix+"7")} {
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, root := range []string{dataDir, version} {
		found, err := storage.FindLeftovers(ctx, root, time.Time{})
		if err != nil || len(found) != 0 {
			t.Errorf("gc %s: %+v, %v; want nothing", root, found, err)
		}
	}
}

// A run that failed with worker processes of their own leaves its end mark
// (STAGING.ended) beside its removed staging folder: OUT/NAME@latest then
// said that the dataset folder "has no tags" and that `versions tag` names
// one. It says what the folder holds and what removes it, as for a folder
// a killed run left.
func TestLatestOfAFolderHoldingOnlyARunsMarks(t *testing.T) {
	ctx := context.Background()
	root := t.TempDir()
	file := func(parts ...string) string {
		p := filepath.Join(append([]string{root}, parts...)...)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("ended\n"), 0o644); err != nil {
			t.Fatal(err)
		}
		return filepath.Dir(p)
	}
	ended := file("gtn", ".staging-20261129T125226-0d63.ended")
	if _, err := storage.ResolveVersion(ctx, ended+"@latest"); err == nil || !strings.Contains(err.Error(), ended+" holds no published version (only a run's mark beside its staging folder, .staging-20261129T125226-0d63.ended: a run that failed with worker processes of their own leaves its end mark; `itnprep versions gc "+root+" --older-than 0` removes it") {
		t.Errorf("@latest of a dataset folder holding only an end mark: %v", err)
	}
	both := file("spgi", ".staging-20261129T125226-0d64.ended")
	file("spgi", ".staging-20261129T125226-0d64", "data", "x.parquet")
	if _, err := storage.ResolveVersion(ctx, both+"@latest"); err == nil || !strings.Contains(err.Error(), both+" holds no published version (only staging folders (1) and marks beside them (1)") {
		t.Errorf("@latest of a dataset folder holding a staging folder and its end mark: %v", err)
	}
	// Another file is no run's: the folder's tags are what is missing.
	other := file("text", ".staging-notes.txt")
	if _, err := storage.ResolveVersion(ctx, other+"@latest"); err == nil || !strings.Contains(err.Error(), "has no tag \"latest\"") {
		t.Errorf("@latest of a dataset folder holding another file: %v", err)
	}
}

// TestFindLeftoversNamesRunMarks: the end and commit marks a run leaves
// beside its staging folder (STAGING.ended, STAGING.committing) are files,
// listed as "run mark"; gc said "staging folder, 1 files" of them.
func TestFindLeftoversNamesRunMarks(t *testing.T) {
	root := t.TempDir()
	for _, p := range []string{
		"gtn/.staging-20261129T125226-0d63.ended",
		"gtn/.staging-20261129T125226-0d63.committing",
		"gtn/.staging-20261129T125226-0d63/data/x.parquet",
	} {
		p = filepath.Join(root, p)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte("x\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := storage.FindLeftovers(context.Background(), root, time.Now().Add(time.Hour))
	if err != nil {
		t.Fatal(err)
	}
	kinds := map[string]string{}
	for _, l := range got {
		rel, _ := filepath.Rel(root, l.Path)
		kinds[filepath.ToSlash(rel)] = l.Kind
	}
	want := map[string]string{
		"gtn/.staging-20261129T125226-0d63.ended":      "run mark",
		"gtn/.staging-20261129T125226-0d63.committing": "run mark",
		"gtn/.staging-20261129T125226-0d63":            "staging folder",
		"gtn":                                          "empty dataset folder", // nothing but leftovers
	}
	if len(kinds) != len(want) {
		t.Errorf("leftovers %v, want %v", kinds, want)
	}
	for p, k := range want {
		if kinds[p] != k {
			t.Errorf("%s: kind %q, want %q (all: %v)", p, kinds[p], k, kinds)
		}
	}
}

// On a store too (memfs:// stands in for gs://, where runs with worker
// processes of their own mostly write): a dataset prefix holding only a
// failed run's end mark, or its staging files and the mark, holds no
// published version; it said "it has no tags", and the gc command it
// named would have been gs:/B/OUT (filepath.Dir).
func TestLatestOfAPrefixHoldingOnlyARunsMarks(t *testing.T) {
	ctx := context.Background()
	root := "memfs://latest-marks/out"
	put := func(rel string) {
		if err := storage.WriteAtomic(ctx, root+"/"+rel, []byte("x")); err != nil {
			t.Fatal(err)
		}
	}
	put("gtn/.staging-20261129T125226-0d63.ended")
	put("spgi/.staging-20261129T125226-0d64.ended")
	put("spgi/.staging-20261129T125226-0d64/.runs/g/r.run")
	put("text/.staging-20261129T125226-0d65.ended")
	put("text/0123456789abcdef0123/data/train-00000-of-00001.parquet")
	for _, tc := range []struct{ ds, want string }{
		{"gtn", root + "/gtn holds no published version (only a run's mark beside its staging folder, .staging-20261129T125226-0d63.ended: a run that failed with worker processes of their own leaves its end mark; `itnprep versions gc " + root + " --older-than 0` removes it"},
		{"spgi", root + "/spgi holds no published version (only staging folders (1) and marks beside them (1)"},
		{"text", root + "/text has no tag \"latest\""},
	} {
		if _, err := storage.ResolveVersion(ctx, root+"/"+tc.ds+"@latest"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%s@latest: %v\nwant %s", tc.ds, err, tc.want)
		}
	}
}

// TestWriteCheck: the write check of an output folder, local or in a
// store, writes its probe and leaves nothing there; a folder that cannot
// take a file (a file's name) is an error. It lived in package main, which
// used storage's probe names to write storage's probes.
func TestWriteCheck(t *testing.T) {
	ctx := context.Background()
	dir := t.TempDir()
	if err := storage.WriteCheck(ctx, dir); err != nil {
		t.Fatalf("local folder: %v", err)
	}
	if left, _ := os.ReadDir(dir); len(left) != 0 {
		t.Errorf("local folder after the check: %v", left)
	}
	file := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := storage.WriteCheck(ctx, file); err == nil {
		t.Error("a file as the folder: no error")
	}
	remote := "memfs://writecheck/out"
	memfs.Write(remote+"/keep.txt", []byte("x"))
	if err := storage.WriteCheck(ctx, remote); err != nil {
		t.Fatalf("store folder: %v", err)
	}
	if left, err := storage.List(ctx, remote+"/*"); err != nil || len(left) != 1 {
		t.Errorf("store folder after the check: %v, %v; want keep.txt alone", left, err)
	}
}
