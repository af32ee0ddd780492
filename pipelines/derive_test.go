package pipelines

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestParentRoot checks the output root a parent version's path gives
// (derive's default --output): ROOT/NAME/ID with the manifest's name and
// id, local or a URL, and none for a folder named otherwise.
func TestParentRoot(t *testing.T) {
	m := &dataset.Manifest{Name: "gtn", VersionID: "0123456789abcdef0123"}
	for _, c := range []struct {
		from, root string
		ok         bool
	}{
		{"out/gtn/0123456789abcdef0123", "out", true},
		{"out/gtn/0123456789abcdef0123/", "out", true},
		{"a/b/out/gtn/0123456789abcdef0123", "a/b/out", true},
		{"gtn/0123456789abcdef0123", ".", true},
		{"/gtn/0123456789abcdef0123", "/", true},
		{"gs://bucket/out/gtn/0123456789abcdef0123", "gs://bucket/out", true},
		{"gs://bucket/gtn/0123456789abcdef0123/", "gs://bucket", true},
		{"gs://gtn/0123456789abcdef0123", "", false},
		{"copy/v1", "", false},
		{"out/other/0123456789abcdef0123", "", false},
		{"out/gtn/ffffffffffffffffffff", "", false},
		{"0123456789abcdef0123", "", false},
	} {
		root, ok := ParentRoot(c.from, m)
		if root != c.root || ok != c.ok {
			t.Errorf("ParentRoot(%q) = %q, %v; want %q, %v", c.from, root, ok, c.root, c.ok)
		}
	}
}

// TestParentRootOfAShortLocalPath checks a local parent named without its
// NAME folder (its id, given inside ROOT/NAME, or "." inside the version):
// it is published under ROOT all the same, and derive said it had no root
// to publish beside.
func TestParentRootOfAShortLocalPath(t *testing.T) {
	m := &dataset.Manifest{Name: "gtn", VersionID: "0123456789abcdef0123"}
	tmp := t.TempDir()
	version := filepath.Join(tmp, "out", "gtn", m.VersionID)
	if err := os.MkdirAll(version, 0o755); err != nil {
		t.Fatal(err)
	}
	want := filepath.Join(tmp, "out")
	t.Chdir(filepath.Dir(version))
	for _, from := range []string{m.VersionID, m.VersionID + "/", "./" + m.VersionID} {
		if root, ok := ParentRoot(from, m); !ok || root != want {
			t.Errorf("in OUT/gtn, ParentRoot(%q) = %q, %v; want %q, true", from, root, ok, want)
		}
	}
	t.Chdir(version)
	if root, ok := ParentRoot(".", m); !ok || root != want {
		t.Errorf("in the version, ParentRoot(\".\") = %q, %v; want %q, true", root, ok, want)
	}
	// A copy in a folder named otherwise still has none.
	copied := filepath.Join(tmp, "copy", m.VersionID)
	if err := os.MkdirAll(copied, 0o755); err != nil {
		t.Fatal(err)
	}
	t.Chdir(filepath.Dir(copied))
	if root, ok := ParentRoot(m.VersionID, m); ok {
		t.Errorf("in copy/, ParentRoot(%q) = %q, true; want none", m.VersionID, root)
	}
}

// TestCheckVocabSplitSuggestsTrain: a --vocab-split the parent has no rows
// of names the split to count the vocabulary on, train when the parent has
// it: a misspelt --vocab-split trian was told "pass --vocab-split test",
// the first of its splits by name, whose rows are held out. A parent
// without train names its first split; one with rows in the split, or
// with no shards at all (EmptyParent says so), passes.
func TestCheckVocabSplitSuggestsTrain(t *testing.T) {
	parent := func(rows map[string]int64) *dataset.Manifest {
		return &dataset.Manifest{Source: "text", Accounting: dataset.Accounting{RowsBySplit: rows}, Shards: []dataset.ShardInfo{{Path: "data/x.parquet"}}}
	}
	all := parent(map[string]int64{"test": 2, "train": 9, "validation": 1})
	for _, c := range []struct {
		parent *dataset.Manifest
		split  string
		want   string // "" for no refusal
	}{
		{all, "trian", `P has no "trian" rows to count the tag vocabulary on (its splits: test, train, validation); pass --vocab-split train to count it there`},
		{parent(map[string]int64{"test": 2, "validation": 1}), "train", "pass --vocab-split test to count it there"},
		{all, "validation", ""},
		{&dataset.Manifest{Accounting: dataset.Accounting{RowsBySplit: map[string]int64{}}}, "train", ""},
	} {
		err := CheckVocabSplit("P", c.parent, c.split)
		if c.want == "" && err != nil || c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)) {
			t.Errorf("--vocab-split %s over %v: %v, want %q", c.split, c.parent.Accounting.RowsBySplit, err, c.want)
		}
	}
}

// TestDeriveRecordsItsParentsLanguages: a derive records its parent's card
// languages with its lineage (a German nemo-cases version, one read with
// --language auto from a de/ folder, a derived version of one), which its
// own card names; English for an English parent.
func TestDeriveRecordsItsParentsLanguages(t *testing.T) {
	for _, tc := range []struct {
		parent *dataset.Manifest
		want   string
	}{
		{&dataset.Manifest{VersionID: "p1", Source: "nemo-cases", Config: map[string]string{"language": "de"}}, "de"},
		{&dataset.Manifest{VersionID: "p2", Source: "nemo-cases", Inputs: []dataset.InputInfo{{Path: "es_en/data_text_normalization/a.txt"}}}, "es,en"},
		{&dataset.Manifest{VersionID: "p3", Source: "nemo-cases", Kind: "tagger", Parent: &dataset.Parent{VersionID: "p0", Languages: []string{"de"}}}, "de"},
		{&dataset.Manifest{VersionID: "p4", Source: "gtn"}, "en"},
	} {
		c := DeriveConfig{Parent: tc.parent}
		p := c.lineage()
		if got := strings.Join(p.Languages, ","); got != tc.want || p.VersionID != tc.parent.VersionID {
			t.Errorf("parent %s: lineage %+v, want languages %s", tc.parent.VersionID, p, tc.want)
		}
	}
}
