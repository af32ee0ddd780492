package transforms

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestRejectBeforeIsInputOrder: the reject a summary or refusal calls the
// first is the first in the input, by file and then line number; it was the
// first row of the first reject shard, sorted by id as a string, so a file
// whose every line was bad was named at line 12 ("x:12" < "x:2").
func TestRejectBeforeIsInputOrder(t *testing.T) {
	locs := []string{
		"b.jsonl:1",
		"a.jsonl:12",
		"a.jsonl:2",
		"gs://b/a.jsonl:3",
		"a.jsonl:10-11",
		"a.jsonl:1",
		"val.csv:a/2.wav#v1 (row of parent version v)",
		"val.csv:a/1.wav (row of parent version v)",
		"nolines",
	}
	rs := make([]*dataset.Reject, len(locs))
	for i, l := range locs {
		rs[i] = &dataset.Reject{ID: l, Location: l}
	}
	sort.Slice(rs, func(i, j int) bool { return rejectBefore(rs[i], rs[j]) })
	want := []string{"a.jsonl:1", "a.jsonl:2", "a.jsonl:10-11", "a.jsonl:12", "b.jsonl:1", "gs://b/a.jsonl:3", "nolines",
		"val.csv:a/1.wav (row of parent version v)", "val.csv:a/2.wav#v1 (row of parent version v)"}
	for i, r := range rs {
		if r.Location != want[i] {
			t.Fatalf("order %d: %q, want %q (all: %v)", i, r.Location, want[i], want)
		}
	}
}

// TestFirstRejectIsTheInputsFirst: a table whose header is line 1 and
// whose 20,000 rows were all rejected, its rejects in 4 shards as the sink
// writes them (by a hash of the id, each sorted by id as a string): the
// first reject is line 2, from the shards' writers, which see every row.
// It was the first among the first 10,000 rows of the shards, where
// "x.jsonl (line 2)" sorts after the 11,111 ids of lines 1, 10-19, 100-199,
// ..., 10000-19999: line 10, "first in the input of the 10000 of 20000
// looked at". A shard without rows is passed over.
func TestFirstRejectIsTheInputsFirst(t *testing.T) {
	const shards, lines = 4, 20001
	byShard := make([][]dataset.Reject, shards)
	for i := 2; i <= lines; i++ {
		id := fmt.Sprintf("x.jsonl (line %d)", i)
		s := dataset.ShardOf(id, shards)
		byShard[s] = append(byShard[s], dataset.Reject{ID: id, Location: fmt.Sprintf("x.jsonl:%d", i), Stage: "parse", Rule: "invalid_json", Reason: "invalid JSON"})
	}
	reports := []WrittenShard{{Info: dataset.ShardInfo{Path: dataset.RejectShardPath(shards, shards+1)}}}
	for s, rows := range byShard {
		dataset.SortRejects(rows)
		sum := &rejectSummary{counts: map[string]int64{}}
		for i := range rows {
			sum.Add(&rows[i])
		}
		ws := WrittenShard{Info: dataset.ShardInfo{Path: dataset.RejectShardPath(s, shards), Rows: int64(len(rows))}}
		sum.Fill(&ws)
		reports = append(reports, ws)
	}
	if r := firstReject(reports); r == nil || r.Location != "x.jsonl:2" || r.ID != "x.jsonl (line 2)" {
		t.Errorf("first reject %+v, want x.jsonl:2", r)
	}
	if r := firstReject(reports[:1]); r != nil {
		t.Errorf("no rejects: first reject %+v, want none", r)
	}
}

// TestPublishedBeforeTellsAReRunFromARetry: a run whose version an earlier
// run published is told so (the version is kept as it was, manifest
// included) also when both runs began within the same second, which gives
// them the same creation time (RFC 3339, whole seconds): the creation times
// alone said "published" to such a re-run. A retried finalizer of the run
// that published (its shards moved into the version) is not told so.
func TestPublishedBeforeTellsAReRunFromARetry(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	cfg := PublishConfig{Output: tmp, Name: "gtn", Staging: filepath.Join(tmp, "gtn", ".staging-20261129T010000-0a0b")}
	shard := "data/train-00000-of-00001.parquet"
	m := &dataset.Manifest{Format: dataset.FormatV1, VersionID: "0123456789abcdef0123", Created: "2026-11-29T01:00:00Z",
		Shards: []dataset.ShardInfo{{Path: shard}}}
	write := func(p string, b []byte) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	staged := filepath.Join(cfg.Staging, filepath.FromSlash(shard))
	write(staged, []byte("PAR1"))
	if got := publishedBefore(ctx, cfg, m); got != "" {
		t.Errorf("no earlier version: %q, want \"\"", got)
	}
	earlier := *m
	b, err := earlier.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(tmp, "gtn", m.VersionID, dataset.ManifestFile), b)
	if got := publishedBefore(ctx, cfg, m); got != m.Created {
		t.Errorf("an earlier run of the same second published it: %q, want %q", got, m.Created)
	}
	earlier.Created = "2026-01-02T03:04:05Z"
	if b, err = earlier.Marshal(); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(tmp, "gtn", m.VersionID, dataset.ManifestFile), b)
	if got := publishedBefore(ctx, cfg, m); got != earlier.Created {
		t.Errorf("an earlier run published it: %q, want %q", got, earlier.Created)
	}
	// This run's first try published: its shard is in the version.
	if err := os.Rename(staged, filepath.Join(tmp, "gtn", m.VersionID, "shard")); err != nil {
		t.Fatal(err)
	}
	if b, err = m.Marshal(); err != nil {
		t.Fatal(err)
	}
	write(filepath.Join(tmp, "gtn", m.VersionID, dataset.ManifestFile), b)
	if got := publishedBefore(ctx, cfg, m); got != "" {
		t.Errorf("a retried finalizer of the run that published: %q, want \"\"", got)
	}
}

// TestFirstRejectIsNoSelection: the reject the summary and a refusal name
// is the first a stage could not use, not a record a selection set aside
// before it (a WikiText title, select/wikitext_heading, is line 1 of
// every WikiText file; an --itn-only run's sentences without digits,
// select/itn_only), within a shard and across shards; a run whose every
// reject is a selection's names the first of those (qa72).
func TestFirstRejectIsNoSelection(t *testing.T) {
	heading := dataset.Reject{ID: "w.raw:1", Location: "w.raw:1", Stage: dataset.SelectStage, Rule: "select/wikitext_heading"}
	heading2 := dataset.Reject{ID: "w.raw:3", Location: "w.raw:3", Stage: dataset.SelectStage, Rule: "select/wikitext_heading"}
	unk := dataset.Reject{ID: "w.raw:9", Location: "w.raw:9", Stage: "parse", Rule: "parse/wikitext_unk"}
	later := dataset.Reject{ID: "w.raw:12", Location: "w.raw:12", Stage: "verbalize", Rule: "verbalize/symbol"}
	shard := func(i int, rows ...dataset.Reject) WrittenShard {
		sum := &rejectSummary{counts: map[string]int64{}}
		for j := range rows {
			sum.Add(&rows[j])
		}
		ws := WrittenShard{Info: dataset.ShardInfo{Path: dataset.RejectShardPath(i, 2), Rows: int64(len(rows))}}
		sum.Fill(&ws)
		return ws
	}
	for _, c := range []struct {
		name   string
		shards []WrittenShard
		want   string
	}{
		{"one shard, heading first", []WrittenShard{shard(0, heading, later, unk, heading2)}, "w.raw:9"},
		{"heading's shard apart", []WrittenShard{shard(0, heading, heading2), shard(1, later, unk)}, "w.raw:9"},
		{"headings only", []WrittenShard{shard(0, heading2), shard(1, heading)}, "w.raw:1"},
	} {
		if r := firstReject(c.shards); r == nil || r.Location != c.want {
			t.Errorf("%s: first reject %+v, want %s", c.name, r, c.want)
		}
	}
	if !heading.Selected() || unk.Selected() {
		t.Errorf("Selected: heading %v, unk %v", heading.Selected(), unk.Selected())
	}
}
