package storage

import (
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
)

// pairsVersion publishes a pair version whose data shards are shards
// (each a split's shard: its rows, sorted here), with config, rejects and
// a creation time of created, and returns it.

// pairsCount is a manifest's repeated_pairs as prep writes it.
func pairsCount(n int64) *int64 { return &n }

func pairsVersion(t *testing.T, shards map[string][]dataset.Pair, rejects []dataset.Reject, config map[string]string, created string) (string, *dataset.Manifest) {
	t.Helper()
	ctx := context.Background()
	out := t.TempDir()
	staging := filepath.Join(out, "ds", ".staging-test")
	var data, rej []dataset.ShardReport
	var records int64
	for rel, rows := range shards {
		dataset.SortPairs(rows)
		data = append(data, dataReport(t, ctx, staging, rel, rows[0].Split, rows))
		records += int64(len(rows))
	}
	if len(rejects) > 0 {
		rej = append(rej, rejectReport(t, ctx, staging, dataset.RejectShardPath(0, 1), rejects))
		records += int64(len(rejects))
	}
	return publishParts(t, out, staging, dataset.ManifestParts{Name: "ds", Source: "test", Config: config, Data: data, Rejects: rej,
		Inputs: []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: records}}, Created: created})
}

// TestVerifyRecountsRepeatedPairs: verify recounts the rows that repeat
// an earlier row's (written, spoken) pair within their split, across the
// split's shards, and compares them with the manifest's repeated_pairs,
// which is outside the version id, so an edited count verified as OK; a
// --dedupe version must hold no repeat, and count the rows it set aside.
func TestVerifyRecountsRepeatedPairs(t *testing.T) {
	defer func(n, f int) { pairRepeatRunEntries, overlapFanIn = n, f }(pairRepeatRunEntries, overlapFanIn)
	pairRepeatRunEntries, overlapFanIn = 2, 2 // spilled runs and merges of runs
	ctx := context.Background()
	now := time.Now().UTC().Format(time.RFC3339)
	row := func(id, split, w, s string) dataset.Pair {
		return dataset.Pair{ID: id, Source: "test", Split: split, Written: w, Spoken: s}
	}
	shards := map[string][]dataset.Pair{
		dataset.DataShardPath("train", 0, 2): {
			row("a:1", "train", "In 2010.", "in twenty ten"),
			row("c:3", "train", "In 2010.", "in two thousand ten"), // another reading: no repeat
			row("e:5", "train", "Route 66.", "route sixty six"),
		},
		dataset.DataShardPath("train", 1, 2): {
			row("b:2", "train", "In 2010.", "in twenty ten"), // repeats a:1, in another shard
			row("d:4", "train", "In 2010.", "in twenty ten"), // and again
		},
		dataset.DataShardPath("test", 0, 2): {
			row("f:6", "test", "In 2010.", "in twenty ten"), // train's pair, none of test's
			row("g:7", "test", "Route 66.", "route sixty six"),
			row("h:8", "test", "Route 66.", "route sixty six"), // repeats g:7
		},
	}
	dir, m := pairsVersion(t, shards, nil, map[string]string{"k": "v"}, now)
	problems := func() string {
		t.Helper()
		rep, err := Verify(ctx, dir)
		if err != nil {
			t.Fatal(err)
		}
		return strings.Join(rep.Problems, "\n")
	}
	if got, want := problems(), "accounting: 3 data rows repeat an earlier row's (written, spoken) pair of their split (test 1, train 2), but the manifest counts none"; !strings.Contains(got, want) {
		t.Errorf("repeats the manifest does not count: problems %q, want %q", got, want)
	}
	m.Accounting.RepeatedPairs = pairsCount(3) // as prep counts them
	rewriteManifest(t, dir, m)
	if got := problems(); got != "" {
		t.Errorf("the count prep makes: problems %q", got)
	}
	m.Accounting.RepeatedPairs = pairsCount(5) // tampered: outside the version id
	rewriteManifest(t, dir, m)
	if got, want := problems(), "accounting: 3 data rows repeat an earlier row's (written, spoken) pair of their split (test 1, train 2), the manifest counts 5 (repeated_pairs)"; got != want {
		t.Errorf("a tampered count: problems %q, want %q", got, want)
	}
	// A version made before prep counted repeats counts none: a note.
	m.Accounting.RepeatedPairs, m.Created = nil, "2026-11-30T10:00:00Z"
	rewriteManifest(t, dir, m)
	rep, err := Verify(ctx, dir)
	if err != nil || !rep.OK() || len(rep.Notes) != 1 || !strings.Contains(rep.Notes[0], "3 data rows repeat") {
		t.Errorf("a version older than the count: %v, problems %q, notes %q", err, rep.Problems, rep.Notes)
	}
	// Every prep writes its count, 0 too: a manifest that says 0 is held
	// to it, whatever its created time.
	m.Accounting.RepeatedPairs = pairsCount(0)
	rewriteManifest(t, dir, m)
	if got, want := problems(), "accounting: 3 data rows repeat an earlier row's (written, spoken) pair of their split (test 1, train 2), the manifest counts 0 (repeated_pairs)"; got != want {
		t.Errorf("a count of 0: problems %q, want %q", got, want)
	}

	// --dedupe: no split holds a repeat, and the count is the rows set aside.
	dedupe := map[string]string{"k": "v", "dedupe": "true"}
	setAside := []dataset.Reject{{ID: "b:2", Source: "test", Location: "in.txt:2", Stage: dataset.SelectStage, Rule: dataset.RuleName(dataset.SelectStage, dataset.RepeatedPairRule), Reason: `--dedupe: the same written and spoken text as the row "a:1", kept in split train`}}
	kept := map[string][]dataset.Pair{dataset.DataShardPath("train", 0, 1): {row("a:1", "train", "In 2010.", "in twenty ten"), row("c:3", "train", "In 2010.", "in two thousand ten")}}
	dir, m = pairsVersion(t, kept, setAside, dedupe, now)
	m.Accounting.RepeatedPairs = pairsCount(1)
	rewriteManifest(t, dir, m)
	if got := problems(); got != "" {
		t.Errorf("a --dedupe version: problems %q", got)
	}
	m.Accounting.RepeatedPairs = pairsCount(2)
	rewriteManifest(t, dir, m)
	if got, want := problems(), "accounting: the manifest counts 2 repeated pairs (repeated_pairs), but 1 row is set aside as select/repeated_pair"; got != want {
		t.Errorf("a --dedupe version's tampered count: problems %q, want %q", got, want)
	}
	dir, m = pairsVersion(t, shards, setAside, dedupe, now)
	m.Accounting.RepeatedPairs = pairsCount(1)
	rewriteManifest(t, dir, m)
	if got, want := problems(), "accounting: the version was made with --dedupe, which keeps one row of each (split, written, spoken), but 3 data rows repeat an earlier row's (test 1, train 2)"; got != want {
		t.Errorf("a --dedupe version holding repeats: problems %q, want %q", got, want)
	}
}
