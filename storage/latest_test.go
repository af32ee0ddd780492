package storage

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/buildinfo"
)

// TestLatestChanges: what a version about to be published differs in from
// the one its dataset's latest tag names: settings, inputs, else the code,
// else nothing (the same inputs, settings and code, other rows); no
// latest, or latest already this version, gives no folder.
func TestLatestChanges(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	old := &dataset.Manifest{Format: dataset.FormatV1, Name: "ds", VersionID: "aaaaaaaaaaaaaaaaaaaa", Config: map[string]string{"shards": "4", "seed": "1"},
		Inputs: []dataset.InputInfo{{Path: "a.txt", SHA256: "01"}, {Path: "b.txt", SHA256: "02"}},
		Code:   buildinfo.Info{Module: "m", Version: "(devel)", Revision: "0123456789abcdef"}}
	b, err := old.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(ctx, filepath.Join(out, "ds", old.VersionID, dataset.ManifestFile), b); err != nil {
		t.Fatal(err)
	}
	m := *old
	m.VersionID = "bbbbbbbbbbbbbbbbbbbb"
	if dir, ch := LatestChanges(ctx, out, "ds", &m); dir != "" || ch != nil {
		t.Errorf("no latest tag: %q %v", dir, ch)
	}
	if err := writeTag(ctx, filepath.Join(out, "ds"), LatestTag, old.VersionID); err != nil {
		t.Fatal(err)
	}
	oldDir := filepath.Join(out, "ds", old.VersionID)
	check := func(what string, m *dataset.Manifest, want ...string) {
		t.Helper()
		dir, ch := LatestChanges(ctx, out, "ds", m)
		if dir != oldDir || strings.Join(ch, "|") != strings.Join(want, "|") {
			t.Errorf("%s: %q %q, want %q %q", what, dir, ch, oldDir, want)
		}
	}
	// rewriteOld writes old's manifest again after an edit of it.
	rewriteOld := func() {
		t.Helper()
		b, err := old.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if err := WriteAtomic(ctx, filepath.Join(oldDir, dataset.ManifestFile), b); err != nil {
			t.Fatal(err)
		}
	}
	check("same inputs, settings and code", &m)
	m.Code.Revision = "fedcba9876543210"
	m.Code.Modified = true
	check("other code", &m, "code 0123456789ab -> fedcba987654+dirty")
	m.Config = map[string]string{"shards": "2", "seed": "1", "split": "train"}
	m.Inputs = []dataset.InputInfo{{Path: "a.txt", SHA256: "03"}, {Path: "c.txt", SHA256: "04"}}
	check("other settings and inputs", &m, "shards 4 -> 2", "split (none) -> train", "inputs: 1 changed, 1 added, 1 removed")
	old.Parent = &dataset.Parent{VersionID: "cccccccccccccccccccc"}
	old.Config["parent"] = "cccccccccccccccccccc"
	rewriteOld()
	m = *old
	m.VersionID = "bbbbbbbbbbbbbbbbbbbb"
	m.Parent = &dataset.Parent{VersionID: "dddddddddddddddddddd"}
	m.Config = map[string]string{"shards": "4", "seed": "1", "parent": "dddddddddddddddddddd"}
	m.Inputs = []dataset.InputInfo{{Path: "a.txt", SHA256: "05"}}
	check("another parent (a derive: once, its shards no input change)", &m, "parent cccccccccccccccccccc -> dddddddddddddddddddd")
	// A setting that is a JSON object (prep libriheavy's book_rules) is
	// said by the values inside it that differ, not printed whole twice.
	m.Parent, m.Inputs = old.Parent, old.Inputs
	m.Config = map[string]string{"shards": "4", "seed": "1", "parent": "cccccccccccccccccccc",
		"book_rules": `{"rules":{"ascii_punctuation":{"enabled":true},"bad_ascii":{"enabled":true,"params":{"chars":"+="}},"fold_accents":{"enabled":false}}}`}
	check("a JSON setting added", &m, `book_rules (none) -> {"rules":{"ascii_punctuation":{"enabled":true},"bad_ascii":{"enabled":true,"params":{"chars":"+="}},"fold_accents":{"enabled":false}}}`)
	old.Config["book_rules"] = `{"rules":{"ascii_punctuation":{"enabled":false},"bad_ascii":{"enabled":true,"params":{"chars":"+=@"}},"empty_side":{"enabled":true},"fold_accents":{"enabled":false}}}`
	rewriteOld()
	check("a JSON setting changed", &m, "book_rules rules.ascii_punctuation.enabled false -> true", "book_rules rules.bad_ascii.params.chars +=@ -> +=", `book_rules rules.empty_side {"enabled":true} -> (none)`)
	// A split option --split-by-id replaced is not said: the run without
	// it recorded split "" (from the file names) and the line read
	// `split "" -> (none), split_by_id (none) -> train=80,test=20` (qa78).
	old.Parent, old.Config = nil, map[string]string{"shards": "4", "split": "", "nemo_split": "test", "unused_split": ""}
	rewriteOld()
	m = *old
	m.VersionID = "bbbbbbbbbbbbbbbbbbbb"
	m.Config = map[string]string{"shards": "4", "split_by_id": "train=80,test=20", "unused_split": ""}
	check("--split-by-id replacing the split options", &m, "split_by_id (none) -> train=80,test=20")
	m.Config = map[string]string{"shards": "4", "split_from_path": "true", "nemo_split": "test", "unused_split": ""}
	check("--split-from-path replacing --split", &m, "split_from_path (none) -> true")
	m.Config = map[string]string{"shards": "4", "split": "train", "nemo_split": "dev", "unused_split": ""}
	check("other splits", &m, "nemo_split test -> dev", "split (from the file names) -> train")
	// And back: a run without --split-by-id after one with it.
	m.Config = map[string]string{"shards": "4", "split": "", "nemo_split": "test", "unused_split": ""}
	old.Config = map[string]string{"shards": "4", "split_by_id": "train=80,test=20", "unused_split": ""}
	rewriteOld()
	check("--split-by-id left out", &m, "split_by_id train=80,test=20 -> (none)")
	same := *old
	if dir, ch := LatestChanges(ctx, out, "ds", &same); dir != "" || ch != nil {
		t.Errorf("latest is this version: %q %v", dir, ch)
	}
}
