package storage

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// LoadManifest reads and parses VERSION_DIR/manifest.json (local or URL).
func LoadManifest(ctx context.Context, versionDir string) (*dataset.Manifest, error) {
	return dataset.LoadManifest(ctx, FS{}, versionDir)
}

// Verify checks a version (local or URL) as dataset.Verify does: shard
// digests and row counts, version id and accounting, the ids repeated
// within a shard among them; and, where those checks passed, the ids
// carried by rows of more than one split against the manifest's count,
// and a pair version's rows that repeat a (written, spoken) pair of their
// split against its repeated_pairs (checkRepeatedPairs).
func Verify(ctx context.Context, versionDir string) (*dataset.VerifyReport, error) {
	return VerifyProgress(ctx, versionDir, nil)
}

// VerifyProgress is Verify reporting each checked shard to onShard(done,
// total) (dataset.VerifyProgress).
func VerifyProgress(ctx context.Context, versionDir string, onShard func(done, total int)) (*dataset.VerifyReport, error) {
	rep, err := dataset.VerifyProgress(ctx, FS{}, versionDir, onShard)
	if err != nil {
		return rep, err
	}
	checkParent(ctx, rep, versionDir)
	if !rep.OK() {
		return rep, nil
	}
	checkSplitRepeats(ctx, rep, versionDir)
	checkRepeatedPairs(ctx, rep, versionDir)
	return rep, nil
}

// checkParent warns when the parent a derived version's manifest names
// is not found beside it (dataset.ParentDir): removed (`rm`, a tag moved and
// `versions gc`), or published under another root. A derived version
// whose parent was removed passed verify in silence, its lineage (the
// rows it was derived from, the parent's card and rejects) gone. It is a
// warning, not a failure: the version's own shards, rows and accounting
// are what verify checks and what a reader or `train` reads; a parent
// published elsewhere (derive --output) or a version copied alone is
// sound; and nothing verify could show tells a removed parent from one
// published under another root.
func checkParent(ctx context.Context, rep *dataset.VerifyReport, versionDir string) {
	m := rep.Manifest
	dir := dataset.ParentDir(versionDir, m)
	if dir == "" {
		return
	}
	var why string
	pm, err := LoadManifest(ctx, dir)
	switch {
	case err != nil && !exists(ctx, dir):
		why = "no such folder"
	case err != nil:
		why = "no manifest.json there: not a version (a run stopped before publishing it, or a version partly removed)"
	case pm.VersionID != m.Parent.VersionID:
		why = fmt.Sprintf("its manifest names version %s", pm.VersionID)
	default:
		return
	}
	rep.Warnings = append(rep.Warnings, fmt.Sprintf("parent: the manifest names parent version %s of %s, which is missing beside this version (%s: %s): removed, or published under another root; this version's rows are checked, the rows they were derived from cannot be",
		m.Parent.VersionID, m.Parent.Name, dir, why))
}

// checkSplitRepeats compares the ids that rows of more than one split
// carry (SplitDuplicates: the id column of the shards of each index,
// merged) with the manifest's count. A manifest that counts none leaves
// split_duplicate_ids out, and verify took that absence at its word: a
// record in train and in test passed unseen when the manifest had been
// edited or was written before itnprep counted them. It runs on a
// version whose shards all checked, so the ids read are the published
// ones.
func checkSplitRepeats(ctx context.Context, rep *dataset.VerifyReport, versionDir string) {
	a := rep.Manifest.Accounting
	got, err := SplitDuplicates(ctx, versionDir, rep.Manifest.Shards)
	if err != nil {
		rep.Problems = append(rep.Problems, fmt.Sprintf("ids in more than one split could not be counted: %v", err))
		return
	}
	if got.IDs == a.SplitDuplicateIDs && got.FirstID == a.FirstSplitDuplicateID {
		return
	}
	var p string
	switch {
	case a.SplitDuplicateIDs == 0:
		p = fmt.Sprintf("accounting: %d ids are carried by rows of more than one split (first %q, in %s), but the manifest counts none (no split_duplicate_ids: a version published before itnprep counted them, or a manifest edited since; a record in two splits leaks evaluation data into training)", got.IDs, got.FirstID, strings.Join(got.FirstSplits, " and "))
	case got.IDs == 0:
		p = fmt.Sprintf("accounting: the manifest counts %d ids in more than one split (first %q), but no id is carried by rows of two splits", a.SplitDuplicateIDs, a.FirstSplitDuplicateID)
	default:
		p = fmt.Sprintf("accounting: %d ids are carried by rows of more than one split (first %q), the manifest counts %d (first %q)", got.IDs, got.FirstID, a.SplitDuplicateIDs, a.FirstSplitDuplicateID)
	}
	rep.Problems = append(rep.Problems, p)
	sort.Strings(rep.Problems)
}

// repeatsCountedSince is when prep began to count repeated pairs
// (2026-12-02, 20ad56ef): a manifest created before it holds no count,
// since nothing counted them. Every prep now writes repeated_pairs, 0
// too, so a later manifest without it was edited (or made that day by a
// binary that still left a 0 out).
const repeatsCountedSince = "2026-12-02T14:47:24Z"

// checkRepeatedPairs recounts a pair version's rows that repeat an earlier
// row's (written, spoken) pair within their split (RepeatedPairs) and
// compares them with the manifest: without --dedupe (config dedupe) with
// accounting.repeated_pairs, which is outside the version id, so an edited
// count passed verify; with it, no split may hold a repeat, and the count
// must be the rows set aside as select/repeated_pair. A manifest created
// before prep counted repeats, which holds no count, gets a note, not a
// problem: its rows are as they were published; a manifest that holds a
// count, 0 too, is held to it. Derived versions (tagger, u2tf rows) count
// none (docs/CLI.md, repeated sentences). It runs on a version whose
// shards all checked, reading their text columns again.
func checkRepeatedPairs(ctx context.Context, rep *dataset.VerifyReport, versionDir string) {
	m := rep.Manifest
	if m.Kind != "" {
		return
	}
	got, err := RepeatedPairs(ctx, versionDir, m.Shards)
	if err != nil {
		rep.Problems = append(rep.Problems, fmt.Sprintf("rows repeating a (written, spoken) pair of their split could not be counted: %v", err))
		sort.Strings(rep.Problems)
		return
	}
	a := m.Accounting
	counted, has := a.Repeats()
	var p []string
	if m.Config["dedupe"] == "true" {
		rule := dataset.RuleName(dataset.SelectStage, dataset.RepeatedPairRule)
		if got.Rows > 0 {
			p = append(p, fmt.Sprintf("accounting: the version was made with --dedupe, which keeps one row of each (split, written, spoken), but %d data %s an earlier row's (%s)", got.Rows, plural(got.Rows, "row repeats", "rows repeat"), got))
		}
		if n := a.RejectedByReason[rule]; n != counted {
			p = append(p, fmt.Sprintf("accounting: the manifest counts %d repeated pairs (repeated_pairs), but %d %s set aside as %s", counted, n, plural(n, "row is", "rows are"), rule))
		}
	} else if got.Rows != counted {
		switch {
		case !has && m.Created < repeatsCountedSince:
			rep.Notes = append(rep.Notes, fmt.Sprintf("repeats: %d data %s an earlier row's (written, spoken) pair of their split (%s); the manifest counts none, as itnprep did not count them before %s (prep --dedupe keeps one of each)", got.Rows, plural(got.Rows, "row repeats", "rows repeat"), got, repeatsCountedSince[:10]))
		case !has:
			p = append(p, fmt.Sprintf("accounting: %d data %s an earlier row's (written, spoken) pair of their split (%s), but the manifest counts none (no repeated_pairs: a manifest edited since, or made by an itnprep older than its created time says)", got.Rows, plural(got.Rows, "row repeats", "rows repeat"), got))
		case got.Rows == 0:
			p = append(p, fmt.Sprintf("accounting: the manifest counts %d rows repeating a (written, spoken) pair of their split (repeated_pairs), but no data row repeats one", counted))
		default:
			p = append(p, fmt.Sprintf("accounting: %d data %s an earlier row's (written, spoken) pair of their split (%s), the manifest counts %d (repeated_pairs)", got.Rows, plural(got.Rows, "row repeats", "rows repeat"), got, counted))
		}
	}
	if len(p) > 0 {
		rep.Problems = append(rep.Problems, p...)
		sort.Strings(rep.Problems)
	}
}

// plural is one when n is 1, else many.
func plural(n int64, one, many string) string {
	if n == 1 {
		return one
	}
	return many
}
