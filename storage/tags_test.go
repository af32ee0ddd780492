package storage

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
)

func TestLatestMovesOnPublishAndTagsResolve(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	ds := filepath.Join(out, "ds")
	first, _ := buildVersion(t, out, samplePairs(), nil)
	for _, ref := range []string{first, first + "/", ds + "@latest", ds + "/latest", ds + "@latest/"} {
		got, err := ResolveVersion(ctx, ref)
		if err != nil || got != first {
			t.Errorf("ResolveVersion(%q) = %q, %v; want %q", ref, got, err, first)
		}
	}
	if prev, err := Tag(ctx, first, "v1"); err != nil || prev != "" {
		t.Fatalf("tag v1: prev %q, %v", prev, err)
	}
	more := append(samplePairs(), dataset.Pair{ID: "c:3", Split: "train", Written: "More.", Spoken: "more"})
	second, _ := buildVersion(t, out, more, nil)
	if second == first {
		t.Fatal("two different versions got one folder")
	}
	for ref, want := range map[string]string{ds + "@latest": second, ds + "/latest": second, ds + "@v1": first, ds + "/v1": first} {
		if got, err := ResolveVersion(ctx, ref); err != nil || got != want {
			t.Errorf("after a second publish ResolveVersion(%q) = %q, %v; want %q", ref, got, err, want)
		}
	}
	// Republishing the first version (same id: a no-op) moves latest back.
	buildVersion(t, out, samplePairs(), nil)
	if got, _ := ResolveVersion(ctx, ds+"@latest"); got != first {
		t.Errorf("latest after republishing the first version: %q", got)
	}
	if prev, err := Tag(ctx, second+"/", "v1"); err != nil || prev != filepath.Base(first) {
		t.Errorf("moving v1: prev %q, %v", prev, err)
	}
	tags, err := Tags(ctx, ds)
	if err != nil || len(tags) != 2 || tags["v1"] != filepath.Base(second) || tags[LatestTag] != filepath.Base(first) {
		t.Errorf("Tags = %v, %v", tags, err)
	}
	if of, _ := TagsOf(ctx, first); strings.Join(of, ",") != "latest" {
		t.Errorf("TagsOf(first) = %v", of)
	}
	// A write in progress (a temp file) is not a tag.
	os.WriteFile(filepath.Join(ds, TagsFolder, ".tmp-abc-v2"), []byte("x"), 0o644)
	if tags, err := Tags(ctx, ds); err != nil || len(tags) != 2 {
		t.Errorf("temp file listed as a tag: %v %v", tags, err)
	}
}

func TestTagErrorsAreOneClearLine(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	ds := filepath.Join(out, "ds")
	dir, _ := buildVersion(t, out, samplePairs(), nil)
	for _, bad := range []string{"", "-x", "a/b", "a b", "../up", ".hidden", strings.Repeat("a", 65), "0123456789abcdef0123", "x@y"} {
		_, err := Tag(ctx, dir, bad)
		if err == nil || !strings.Contains(err.Error(), "invalid tag name") || strings.Contains(err.Error(), "\n") {
			t.Errorf("Tag(%q): %v", bad, err)
		}
	}
	// The refusal names what it cannot take: a letter beyond ASCII ("rel-ü"
	// was refused as not "letters"), another character, the first, the length.
	for bad, want := range map[string]string{
		"rel-ü":                 `use 1 to 64 ASCII letters (a-z, A-Z), digits, '.', '_' or '-', starting with a letter or digit ('ü' is a letter beyond ASCII, which file systems store and fold differently)`,
		"a b":                   `(' ' is not one)`,
		"-x":                    `(it starts with '-')`,
		"":                      `(the name is empty)`,
		strings.Repeat("a", 65): `(the name is 65 bytes long)`,
	} {
		if _, err := Tag(ctx, dir, bad); err == nil || !strings.HasSuffix(err.Error(), want) {
			t.Errorf("Tag(%q): %v, want it to end %q", bad, err, want)
		}
	}
	if _, err := Tag(ctx, filepath.Join(out, "nothing"), "v1"); err == nil {
		t.Error("tagged a folder that is not a version")
	}
	_, err := ResolveVersion(ctx, ds+"@nope")
	if err == nil || !strings.Contains(err.Error(), `has no tag "nope" (tags: latest)`) {
		t.Errorf("unknown tag: %v", err)
	}
	// A dataset folder that does not exist is said so, not "it has no tags".
	if _, err := ResolveVersion(ctx, filepath.Join(out, "typo")+"@latest"); err == nil || !strings.Contains(err.Error(), "no such dataset folder") {
		t.Errorf("missing dataset folder: %v", err)
	}
	if _, err := ResolveVersion(ctx, ds+"@bad name"); err == nil || !strings.Contains(err.Error(), "invalid tag name") {
		t.Errorf("bad tag name in a reference: %v", err)
	}
	os.WriteFile(filepath.Join(ds, TagsFolder, "broken"), []byte("not an id\n"), 0o644)
	if _, err := ResolveVersion(ctx, ds+"@broken"); err == nil || !strings.Contains(err.Error(), "not a version id") {
		t.Errorf("a tag file without an id: %v", err)
	}
	os.WriteFile(filepath.Join(ds, TagsFolder, "gone"), []byte("00000000000000000000\n"), 0o644)
	if _, err := ResolveVersion(ctx, ds+"@gone"); err == nil || !strings.Contains(err.Error(), "not a complete version") {
		t.Errorf("a tag pointing at a missing version: %v", err)
	}
	// A path that is neither a version nor a tag is left for the command
	// to report; one whose name holds '@' and exists is taken as it is.
	if got, err := ResolveVersion(ctx, filepath.Join(out, "missing")); err != nil || got != filepath.Join(out, "missing") {
		t.Errorf("unknown path: %q, %v", got, err)
	}
	// A dataset folder (OUT/NAME) where a version is wanted names the way
	// to one (it said "no readable manifest.json").
	if _, err := ResolveVersion(ctx, ds); err == nil || !strings.Contains(err.Error(), ds+" is a dataset folder, not a version: name one, as "+ds+"@latest (`itnprep versions list "+ds+"` lists") {
		t.Errorf("a dataset folder: %v", err)
	}
	at := filepath.Join(out, "pairs@v2.jsonl")
	os.WriteFile(at, []byte("{}\n"), 0o644)
	if got, err := ResolveVersion(ctx, at); err != nil || got != at {
		t.Errorf("existing file with '@': %q, %v", got, err)
	}
}

// TestDatasetTags: the tags of root itself and of each folder in it, by
// dataset folder, whatever form root is given in (a trailing slash, a
// "//"); a write in progress (.tmp-*) and a hidden folder's tags are
// passed over, and a folder without tags is absent.
func TestDatasetTags(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	id1, id2 := "0123456789abcdef0123", "fedcba9876543210fedc"
	for p, body := range map[string]string{
		"tags/latest":                    id1,
		"gtn/tags/latest":                id1,
		"gtn/tags/v1":                    id2,
		"gtn/tags/.tmp-0a0b-latest":      "half",
		".staging-x/tags/latest":         id1,
		"spgi/" + id1 + "/manifest.json": "{}",
	} {
		p = filepath.Join(out, filepath.FromSlash(p))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, []byte(body+"\n"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, root := range []string{out, out + "/", filepath.Dir(out) + "//" + filepath.Base(out)} {
		got, err := DatasetTags(ctx, root)
		if err != nil {
			t.Fatal(err)
		}
		want := map[string]map[string]string{out: {"latest": id1}, filepath.Join(out, "gtn"): {"latest": id1, "v1": id2}}
		if len(got) != len(want) || len(got[out]) != 1 || got[out]["latest"] != id1 || len(got[filepath.Join(out, "gtn")]) != 2 || got[filepath.Join(out, "gtn")]["v1"] != id2 {
			t.Errorf("DatasetTags(%q) = %v, want %v", root, got, want)
		}
	}
	// A root whose name starts with '.' is no hidden folder: .. (versions
	// list .. from inside a version) lost its tags.
	t.Chdir(filepath.Join(out, "gtn"))
	if got, err := DatasetTags(ctx, ".."); err != nil || got[".."]["latest"] != id1 || got["../gtn"]["v1"] != id2 {
		t.Errorf("DatasetTags(..) = %v, %v", got, err)
	}
	if err := os.MkdirAll(filepath.Join(out, ".out", "tags"), 0o755); err != nil {
		t.Fatal(err)
	}
	os.WriteFile(filepath.Join(out, ".out", "tags", "latest"), []byte(id2+"\n"), 0o644)
	if got, err := DatasetTags(ctx, filepath.Join(out, ".out")); err != nil || got[filepath.Join(out, ".out")]["latest"] != id2 {
		t.Errorf("DatasetTags of a root named .out = %v, %v", got, err)
	}
	os.WriteFile(filepath.Join(out, "gtn", "tags", "bad"), []byte("nope\n"), 0o644)
	if _, err := DatasetTags(ctx, out); err == nil || !strings.Contains(err.Error(), `bad: holds "nope", not a version id`) {
		t.Errorf("a tag holding no id: %v", err)
	}
}

// TestRepublishLeavesTheTagAlone: a re-run of a published version, and a
// versions tag of the version a tag names already, leave the tag file as
// it is (not a copy written over it): each rewrote it, the
// only write of a re-run (on gs:// a new generation of tags/latest, seen
// on fake-gcs-server), while saying "already tagged". A tag that names
// another version is moved, as before.
func TestRepublishLeavesTheTagAlone(t *testing.T) {
	out := t.TempDir()
	ctx := context.Background()
	dir, _ := buildVersion(t, out, samplePairs(), nil)
	tag := filepath.Join(out, "ds", TagsFolder, LatestTag)
	// An old time, which a file written again would not have (an inode
	// may be reused, so os.SameFile could not tell).
	old := time.Date(2001, 1, 1, 0, 0, 0, 0, time.UTC)
	if err := os.Chtimes(tag, old, old); err != nil {
		t.Fatal(err)
	}
	if again, _ := buildVersion(t, out, samplePairs(), nil); again != dir {
		t.Fatalf("re-run published %s, want %s", again, dir)
	}
	if prev, err := Tag(ctx, dir, LatestTag); err != nil || prev != filepath.Base(dir) {
		t.Fatalf("Tag: %q, %v", prev, err)
	}
	if after, err := os.Stat(tag); err != nil || !after.ModTime().Equal(old) {
		t.Errorf("tags/latest was written again by a re-run or a versions tag that changed nothing (%v)", err)
	}
	other, _ := buildVersion(t, out, samplePairs()[:1], nil)
	if got, err := readTag(ctx, filepath.Join(out, "ds"), LatestTag); err != nil || got != filepath.Base(other) {
		t.Errorf("latest after publishing another version: %q, %v; want %s", got, err, filepath.Base(other))
	}
}
