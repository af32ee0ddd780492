package storage

import (
	"bytes"
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// rewriteManifest writes m over the version's manifest (what an edit by
// hand, or a version published before a count existed, leaves).
func rewriteManifest(t *testing.T, dir string, m *dataset.Manifest) {
	t.Helper()
	b, err := m.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, dataset.ManifestFile), b, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestVerifyCountsRepeatedIDs: verify counts the ids more than one row of
// a shard carries and compares them with the manifest's duplicate_ids. It
// trusted the manifest: one that counts none leaves the field out, so a
// version whose rows repeat an id (published before 2026-11-23, when
// nothing counted them, or with the count edited out) verified as OK.
func TestVerifyCountsRepeatedIDs(t *testing.T) {
	ctx := context.Background()
	rows := samplePairs()
	again := rows[1]
	again.Written, again.Spoken = "In 2011.", "in twenty eleven"
	rows = append(rows, again) // "a:1" twice
	dir, m := buildVersion(t, t.TempDir(), rows, nil)
	if m.Accounting.DuplicateIDs != 0 {
		t.Fatalf("the test builder counted repeats itself: %+v", m.Accounting)
	}
	rep, err := Verify(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	got := strings.Join(rep.Problems, "\n")
	if rep.OK() || !strings.Contains(got, `1 ids are carried by more than one row of the data shards (first "a:1"), but the manifest counts none`) {
		t.Errorf("repeated id with a manifest that counts none: problems %q", rep.Problems)
	}
	// The manifest that counts it, as --allow-duplicate-ids publishes it.
	m.Accounting.DuplicateIDs, m.Accounting.FirstDuplicateID = 1, "a:1"
	rewriteManifest(t, dir, m)
	if rep, err := Verify(ctx, dir); err != nil || !rep.OK() {
		t.Errorf("repeats counted by the manifest: %v %q", err, rep.Problems)
	}
	// A count the shards do not bear out.
	m.Accounting.DuplicateIDs = 2
	rewriteManifest(t, dir, m)
	if rep, _ := Verify(ctx, dir); rep.OK() || !strings.Contains(strings.Join(rep.Problems, "\n"), "the manifest counts 2") {
		t.Errorf("a wrong count passed: %q", rep.Problems)
	}
	// Unique ids and no count: OK, as before.
	dir, _ = buildVersion(t, t.TempDir(), samplePairs(), nil)
	if rep, err := Verify(ctx, dir); err != nil || !rep.OK() {
		t.Errorf("unique ids: %v %q", err, rep.Problems)
	}
}

// TestVerifyCountsIDsInTwoSplits: the same for an id in two splits
// (split_duplicate_ids), which leaks a test record into training.
func TestVerifyCountsIDsInTwoSplits(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	staging := filepath.Join(out, "ds", ".staging-test")
	var data []dataset.ShardReport
	for _, split := range []string{"test", "train"} {
		rows := []dataset.Pair{{ID: "x:1", Source: "test", Split: split, Written: "In 2010.", Spoken: "in twenty ten"}}
		var buf bytes.Buffer
		n, sha, err := dataset.WriteRows(&buf, rows, 0)
		if err != nil {
			t.Fatal(err)
		}
		rel := dataset.DataShardPath(split, 0, 1)
		if err := WriteAtomic(ctx, dataset.Join(staging, rel), buf.Bytes()); err != nil {
			t.Fatal(err)
		}
		rep := dataset.ShardReport{Info: dataset.ShardInfo{Path: rel, Split: split, Rows: 1, Bytes: n, SHA256: sha}, Records: 1, Stats: dataset.NewStats()}
		rep.Stats.Add(&rows[0])
		data = append(data, rep)
	}
	dir, m := publishParts(t, out, staging, dataset.ManifestParts{Name: "ds", Source: "test", Data: data,
		Inputs: []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: 2}}})
	rep, err := Verify(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if rep.OK() || !strings.Contains(strings.Join(rep.Problems, "\n"), `1 ids are carried by rows of more than one split (first "x:1", in test and train), but the manifest counts none`) {
		t.Errorf("an id in two splits with a manifest that counts none: problems %q", rep.Problems)
	}
	m.Accounting.SplitDuplicateIDs, m.Accounting.FirstSplitDuplicateID = 1, "x:1"
	m.Accounting.FirstSplitDuplicateSplits = []string{"test", "train"}
	rewriteManifest(t, dir, m)
	if rep, err := Verify(ctx, dir); err != nil || !rep.OK() {
		t.Errorf("an id in two splits the manifest counts: %v %q", err, rep.Problems)
	}
}

// TestVerifyCountsRepeatedIDsAsTheWriterDoes: a record read twice with a
// verbalizer variant repeats its own id ("a:1") and its variant's
// ("a:1#v1"); the shard writer counts only an id one of whose rows is a
// record's own (variant 0 or none), so the manifest of such a version,
// published with --allow-duplicate-ids, counts 1. Verify must count as
// the writer does, or it refuses every such version.
func TestVerifyCountsRepeatedIDsAsTheWriterDoes(t *testing.T) {
	ctx := context.Background()
	var rows []dataset.Pair
	for range 2 {
		rows = append(rows,
			dataset.Pair{ID: "a:1", Source: "test", Split: "train", Written: "In 2010.", Spoken: "in twenty ten", Variant: dataset.Int32(0)},
			dataset.Pair{ID: "a:1#v1", Source: "test", Split: "train", Written: "In 2010.", Spoken: "in two thousand ten", Variant: dataset.Int32(1)})
	}
	dir, m := buildVersion(t, t.TempDir(), rows, nil)
	m.Accounting.DuplicateIDs, m.Accounting.FirstDuplicateID = 1, "a:1"
	rewriteManifest(t, dir, m)
	if rep, err := Verify(ctx, dir); err != nil || !rep.OK() {
		t.Errorf("a record read twice with its variant, counted once: %v %q", err, rep.Problems)
	}
}

// TestVerifyNamesAShardOutOfIDOrder: repeated ids are counted as runs of
// equal ids, which only a shard sorted by id holds together; a shard out
// of order is a problem naming it, not a count that could miss a repeat.
func TestVerifyNamesAShardOutOfIDOrder(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	staging := filepath.Join(out, "ds", ".staging-test")
	rows := []dataset.Pair{
		{ID: "b:2", Source: "test", Split: "train", Written: "In 2011.", Spoken: "in twenty eleven"},
		{ID: "a:1", Source: "test", Split: "train", Written: "In 2010.", Spoken: "in twenty ten"},
	}
	var buf bytes.Buffer
	n, sha, err := dataset.WriteRows(&buf, rows, 0)
	if err != nil {
		t.Fatal(err)
	}
	rel := dataset.DataShardPath("train", 0, 1)
	if err := WriteAtomic(ctx, dataset.Join(staging, rel), buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	rep := dataset.ShardReport{Info: dataset.ShardInfo{Path: rel, Split: "train", Rows: 2, Bytes: n, SHA256: sha}, Records: 2, Stats: dataset.NewStats()}
	for i := range rows {
		rep.Stats.Add(&rows[i])
	}
	dir, _ := publishParts(t, out, staging, dataset.ManifestParts{Name: "ds", Source: "test", Data: []dataset.ShardReport{rep},
		Inputs: []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: 2}}})
	got, err := Verify(ctx, dir)
	if err != nil {
		t.Fatal(err)
	}
	if got.OK() || !strings.Contains(strings.Join(got.Problems, "\n"), rel+`: rows are not sorted by id ("a:1" after "b:2")`) {
		t.Errorf("a shard out of id order: problems %q", got.Problems)
	}
}
