package storage

import (
	"bytes"
	"context"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// buildVersion publishes a small version without Beam: the shards are
// written by hand and the manifest comes from dataset.BuildManifest, as the
// finalizer's does.
func buildVersion(t *testing.T, out string, rows []dataset.Pair, rejects []dataset.Reject) (string, *dataset.Manifest) {
	t.Helper()
	ctx := context.Background()
	staging := filepath.Join(out, "ds", ".staging-test")
	dataset.SortPairs(rows)
	write := func(rel string, fn func(w *bytes.Buffer) (int64, string, error)) dataset.ShardInfo {
		var buf bytes.Buffer
		n, sha, err := fn(&buf)
		if err != nil {
			t.Fatal(err)
		}
		if err := WriteAtomic(ctx, dataset.Join(staging, rel), buf.Bytes()); err != nil {
			t.Fatal(err)
		}
		return dataset.ShardInfo{Path: rel, Bytes: n, SHA256: sha}
	}
	sh := write(dataset.DataShardPath("train", 0, 1), func(w *bytes.Buffer) (int64, string, error) { return dataset.WriteRows(w, rows, 0) })
	sh.Split, sh.Rows = "train", int64(len(rows))
	data := dataset.ShardReport{Info: sh, Records: int64(len(rows)), Stats: dataset.NewStats()}
	for i := range rows {
		data.Stats.Add(&rows[i])
	}
	rj := write(dataset.RejectShardPath(0, 1), func(w *bytes.Buffer) (int64, string, error) { return dataset.WriteRows(w, rejects, 0) })
	rj.Rows = int64(len(rejects))
	rej := dataset.ShardReport{Info: rj, Records: rj.Rows}
	byRule := map[string]int64{}
	for _, r := range rejects {
		byRule[r.Rule]++
	}
	for r, n := range byRule {
		rej.Rules, rej.RuleCounts = append(rej.Rules, r), append(rej.RuleCounts, n)
	}
	m, err := dataset.BuildManifest(dataset.ManifestParts{
		Name: "ds", Source: "test", Config: map[string]string{"k": "v"},
		Data: []dataset.ShardReport{data}, Rejects: []dataset.ShardReport{rej},
		Inputs: []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: int64(len(rows) + len(rejects))}},
	})
	if err != nil {
		t.Fatal(err)
	}
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	dir, err := Publish(ctx, out, "ds", staging, m, files)
	if err != nil {
		t.Fatal(err)
	}
	return dir, m
}

func samplePairs() []dataset.Pair {
	return []dataset.Pair{
		{ID: "b:2", Source: "test", Split: "train", Written: "It cost $5.", Spoken: "it cost five dollars",
			Spans: []dataset.Span{{Class: "MONEY", Written: "$5", Spoken: "five dollars", WrittenStart: 8, WrittenEnd: 10, SpokenStart: 8, SpokenEnd: 20}}},
		{ID: "a:1", Source: "test", Split: "train", Written: "In 2010.", Spoken: "in twenty ten", Similarity: dataset.Float64(0.9), Flags: []string{"digits"}},
	}
}

func TestVerifyAcceptsAndDetectsTampering(t *testing.T) {
	ctx := context.Background()
	dir, _ := buildVersion(t, t.TempDir(), samplePairs(), []dataset.Reject{{ID: "c:3", Source: "test", Location: "in.txt:3", Stage: "parse", Rule: "invalid_json", Reason: "in.txt:3: invalid JSON"}})
	rep, err := Verify(ctx, dir)
	if err != nil || !rep.OK() {
		t.Fatalf("fresh version: %v %v", err, rep.Problems)
	}
	shard := filepath.Join(dir, "data", "train-00000-of-00001.parquet")
	b, _ := os.ReadFile(shard)
	b[len(b)/2] ^= 0xff
	os.WriteFile(shard, b, 0o644)
	rep, _ = Verify(ctx, dir)
	if rep.OK() || !strings.Contains(strings.Join(rep.Problems, "\n"), "sha256") {
		t.Errorf("corrupted shard not detected: %v", rep.Problems)
	}
}

func TestVerifyChecksAccountingAndID(t *testing.T) {
	ctx := context.Background()
	dir, m := buildVersion(t, t.TempDir(), samplePairs(), nil)
	m.Accounting.Read++ // a lost record
	b, _ := m.Marshal()
	os.WriteFile(filepath.Join(dir, dataset.ManifestFile), b, 0o644)
	rep, _ := Verify(ctx, dir)
	got := strings.Join(rep.Problems, "\n")
	if !strings.Contains(got, "read 3 != written 2 + rejected 0") || !strings.Contains(got, "inputs list 2 records, manifest says 3 read") {
		t.Errorf("accounting problems not reported:\n%s", got)
	}
	m.Accounting.Read--
	m.Config["k"] = "changed"
	b, _ = m.Marshal()
	os.WriteFile(filepath.Join(dir, dataset.ManifestFile), b, 0o644)
	rep, _ = Verify(ctx, dir)
	if !strings.Contains(strings.Join(rep.Problems, "\n"), "version id") {
		t.Errorf("edited config not detected: %v", rep.Problems)
	}
}

func TestRoundTripAndDiff(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	a, _ := buildVersion(t, filepath.Join(tmp, "a"), samplePairs(), nil)
	rows, err := dataset.ReadLocalShard[dataset.Pair](filepath.Join(a, "data", "train-00000-of-00001.parquet"))
	if err != nil || len(rows) != 2 || rows[0].ID != "a:1" || *rows[0].Similarity != 0.9 || rows[1].Spans[0].Spoken != "five dollars" || rows[1].Similarity != nil {
		t.Fatalf("round trip: %v %+v", err, rows)
	}
	changed := samplePairs()
	changed[0].Spoken = "it cost five bucks"
	changed = append(changed[:1], dataset.Pair{ID: "z:9", Split: "train", Written: "New.", Spoken: "new"})
	b, _ := buildVersion(t, filepath.Join(tmp, "b"), changed, nil)
	d, err := Diff(ctx, a, b)
	if err != nil {
		t.Fatal(err)
	}
	if d.Added != 1 || d.Removed != 1 || d.Changed != 1 || d.Same != 0 {
		t.Errorf("diff %s (%+v)", d, d)
	}
}

func TestListIgnoresIncompleteVersions(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	dir, _ := buildVersion(t, tmp, samplePairs(), nil)
	os.MkdirAll(filepath.Join(tmp, "ds", "half-written", "data"), 0o755) // killed before its manifest
	os.MkdirAll(filepath.Join(tmp, "ds", ".staging-x"), 0o755)
	os.WriteFile(filepath.Join(tmp, "ds", ".staging-x", dataset.ManifestFile), []byte("{}"), 0o644)
	entries, err := ListVersions(ctx, tmp)
	if err != nil || len(entries) != 1 || entries[0].Dir != dir {
		t.Fatalf("list: %v %+v", err, entries)
	}
	if _, err := Verify(ctx, filepath.Join(tmp, "ds", "half-written")); err == nil {
		t.Error("verify accepted a folder without a manifest")
	}
}
