package dataset

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

func TestAddRulesSortsDedupsAndNeverWritesIntoItsInput(t *testing.T) {
	have := make([]string, 2, 8) // spare capacity: an in-place append would show in base
	copy(have, []string{"b/x", "d/y"})
	base := have[:cap(have)]
	got := AddRules(have, "c/z", "a/w", "d/y", "c/z")
	if want := []string{"a/w", "b/x", "c/z", "d/y"}; !slices.Equal(got, want) {
		t.Errorf("AddRules = %v, want %v", got, want)
	}
	if !slices.Equal(have, []string{"b/x", "d/y"}) || base[2] != "" {
		t.Errorf("AddRules changed its input: %v (backing %v)", have, base)
	}
	if got := AddRules(have); &got[0] != &have[0] {
		t.Error("AddRules without names must return its input, not a copy")
	}
	if got := AddRules(nil); got != nil {
		t.Errorf("AddRules(nil) = %v", got)
	}
	// A row no rule edited costs nothing: stages call AddRules on every
	// row they change, and nothing on the others.
	if n := testing.AllocsPerRun(100, func() { _ = AddRules(have) }); n != 0 {
		t.Errorf("AddRules without names allocates %v times", n)
	}
	p := Pair{Rules: got}
	if !p.HasRule("c/z") || p.HasRule("c") || p.HasRule("e/v") {
		t.Error("HasRule")
	}
}

// oldPair is Pair as versions before the rules column wrote it.
type oldPair struct {
	ID         string   `parquet:"id"`
	Source     string   `parquet:"source"`
	Split      string   `parquet:"split"`
	Written    string   `parquet:"written"`
	Spoken     string   `parquet:"spoken"`
	Spans      []Span   `parquet:"spans,list"`
	Variant    *int32   `parquet:"variant,optional"`
	Prob       *float64 `parquet:"prob,optional"`
	Similarity *float64 `parquet:"similarity,optional"`
	Flags      []string `parquet:"flags,list"`
}

// The rules column round-trips through Parquet, and a shard written before
// it existed still reads (rules empty): readers of older versions (derive,
// mine-pairs, view, train) keep working.
func TestRulesColumnParquetAndOlderShards(t *testing.T) {
	rows := []Pair{
		{ID: "a", Split: "train", Written: "x", Spoken: "x", Rules: []string{"book/remove_page_numbers", "mined/removal [ pg ]"}},
		{ID: "b", Split: "train", Written: "y", Spoken: "y", Flags: []string{"digits"}},
	}
	var buf bytes.Buffer
	if _, _, err := WriteRows(&buf, rows, 0); err != nil {
		t.Fatal(err)
	}
	got, err := ReadRows[Pair](bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got[0].Rules, rows[0].Rules) || len(got[1].Rules) != 0 {
		t.Errorf("rules read back: %q, %q", got[0].Rules, got[1].Rules)
	}
	buf.Reset()
	if _, _, err := WriteRows(&buf, []oldPair{{ID: "a", Split: "train", Written: "x", Spoken: "x", Flags: []string{"digits"}}}, 0); err != nil {
		t.Fatal(err)
	}
	old, err := ReadRows[Pair](bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatalf("a shard without the rules column: %v", err)
	}
	if len(old) != 1 || old[0].ID != "a" || old[0].Written != "x" || !slices.Equal(old[0].Flags, []string{"digits"}) || len(old[0].Rules) != 0 {
		t.Errorf("older shard reads as %+v", old)
	}
	var scanned []Pair
	if err := ScanRows(bytes.NewReader(buf.Bytes()), int64(buf.Len()), 0, func(_ int64, p *Pair) bool {
		scanned = append(scanned, *p)
		return true
	}); err != nil || len(scanned) != 1 || scanned[0].ID != "a" || len(scanned[0].Rules) != 0 {
		t.Errorf("ScanRows of an older shard: %+v %v", scanned, err)
	}
}

// Stats.RuleRows counts rows per rule, and merging shard stats adds up.
func TestStatsCountRowsPerRule(t *testing.T) {
	a, b := NewStats(), NewStats()
	a.Add(&Pair{Rules: []string{"x/a", "x/b"}})
	a.Add(&Pair{Rules: []string{"x/b"}})
	a.Add(&Pair{})
	b.Add(&Pair{Rules: []string{"x/b", "x/c"}})
	a.Merge(b)
	if got := fmt.Sprint(a.RuleRows.Keys, a.RuleRows.Counts); got != "[x/a x/b x/c] [1 3 1]" {
		t.Errorf("rule rows %s", got)
	}
}

// A version written before the rules column existed still verifies: its
// shards have the schema its manifest recorded (and its id hashed), an
// older schema of pairs that this build reads; verify says so in a note.
// A shard whose schema is not the recorded one is still a problem.
func TestVerifyAcceptsAVersionFromBeforeTheRulesColumn(t *testing.T) {
	dir := t.TempDir()
	var buf bytes.Buffer
	n, sha, err := WriteRows(&buf, []oldPair{{ID: "a", Split: "train", Written: "x", Spoken: "x"}}, 0)
	if err != nil {
		t.Fatal(err)
	}
	rel := DataShardPath("train", 0, 1)
	writeTestFile(t, dir, rel, buf.Bytes())
	m, err := BuildManifest(ManifestParts{Name: "old", Source: "gtn",
		Data:   []ShardReport{{Info: ShardInfo{Path: rel, Split: "train", Rows: 1, Bytes: n, SHA256: sha}, Records: 1, Stats: NewStats()}},
		Inputs: []InputInfo{{Path: "in", SHA256: "x", Records: 1}}})
	if err != nil {
		t.Fatal(err)
	}
	m.Schema = SchemaOf[oldPair]()
	m.VersionID = ComputeVersionID(m)
	b, _ := m.Marshal()
	writeTestFile(t, dir, ManifestFile, b)
	rep, err := Verify(context.Background(), LocalFS{}, dir)
	if err != nil {
		t.Fatal(err)
	}
	if !rep.OK() || len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0], "rules") {
		t.Errorf("older version: problems %v, notes %v", rep.Problems, rep.Notes)
	}
	// The same shard under a manifest that records today's schema: the
	// shard is not what the manifest says.
	m.Schema = SchemaFor("")
	m.VersionID = ComputeVersionID(m)
	b, _ = m.Marshal()
	writeTestFile(t, dir, ManifestFile, b)
	if rep, err := Verify(context.Background(), LocalFS{}, dir); err != nil || rep.OK() {
		t.Errorf("a shard without the recorded schema passed: %v %v", rep.Problems, err)
	}
}

func writeTestFile(t *testing.T, dir, rel string, b []byte) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(rel))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
