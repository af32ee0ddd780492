package storage

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"github.com/itnprep/itnprep/card"
	"github.com/itnprep/itnprep/dataset"
	"os"
	"path"
	"path/filepath"
	"strings"
	"testing"
)

// buildVersion publishes a small version without Beam: the shards are
// written by hand and the manifest comes from dataset.BuildManifest, as the
// finalizer's does.
func buildVersion(t *testing.T, out string, rows []dataset.Pair, rejects []dataset.Reject) (string, *dataset.Manifest) {
	t.Helper()
	return buildVersionWith(t, out, rows, rejects, map[string]string{"k": "v"}, []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: int64(len(rows) + len(rejects))}})
}

// buildVersionWith is buildVersion with the manifest's config and inputs.
func buildVersionWith(t *testing.T, out string, rows []dataset.Pair, rejects []dataset.Reject, config map[string]string, inputs []dataset.InputInfo) (string, *dataset.Manifest) {
	t.Helper()
	return buildVersionParts(t, out, rows, rejects, func(p *dataset.ManifestParts) { p.Config, p.Inputs = config, inputs })
}

// buildVersionParts is buildVersion with edit changing the manifest's parts
// (its name, its parent) before the manifest is built.
func buildVersionParts(t *testing.T, out string, rows []dataset.Pair, rejects []dataset.Reject, edit func(*dataset.ManifestParts)) (string, *dataset.Manifest) {
	t.Helper()
	ctx := context.Background()
	staging := filepath.Join(out, "ds", ".staging-test")
	dataset.SortPairs(rows)
	// One shard, of the rows' split (train unless the rows say otherwise).
	split := "train"
	if len(rows) > 0 && rows[0].Split != "" {
		split = rows[0].Split
	}
	data := dataReport(t, ctx, staging, dataset.DataShardPath(split, 0, 1), split, rows)
	rej := rejectReport(t, ctx, staging, dataset.RejectShardPath(0, 1), rejects)
	parts := dataset.ManifestParts{
		Name: "ds", Source: "test", Config: map[string]string{"k": "v"},
		Data: []dataset.ShardReport{data}, Rejects: []dataset.ShardReport{rej},
		Inputs: []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: int64(len(rows) + len(rejects))}},
	}
	edit(&parts)
	return publishParts(t, out, staging, parts)
}

// stageRows writes rows as the shard rel of staging: its path, bytes and
// sha256 (buildVersionParts', pairsVersion's).
func stageRows[T any](t *testing.T, ctx context.Context, staging, rel string, rows []T) dataset.ShardInfo {
	t.Helper()
	var buf bytes.Buffer
	n, sha, err := dataset.WriteRows(&buf, rows, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := WriteAtomic(ctx, dataset.Join(staging, rel), buf.Bytes()); err != nil {
		t.Fatal(err)
	}
	return dataset.ShardInfo{Path: rel, Bytes: n, SHA256: sha}
}

// dataReport stages rows (of split) as the data shard rel and reports it
// as the finalizer receives it: a record a row, the rows' stats.
func dataReport(t *testing.T, ctx context.Context, staging, rel, split string, rows []dataset.Pair) dataset.ShardReport {
	t.Helper()
	sh := stageRows(t, ctx, staging, rel, rows)
	sh.Split, sh.Rows = split, int64(len(rows))
	r := dataset.ShardReport{Info: sh, Records: sh.Rows, Stats: dataset.NewStats()}
	for i := range rows {
		r.Stats.Add(&rows[i])
	}
	return r
}

// rejectReport stages rejects as the reject shard rel and reports it: a
// record a reject, counted by rule.
func rejectReport(t *testing.T, ctx context.Context, staging, rel string, rejects []dataset.Reject) dataset.ShardReport {
	t.Helper()
	sh := stageRows(t, ctx, staging, rel, rejects)
	sh.Rows = int64(len(rejects))
	r := dataset.ShardReport{Info: sh, Records: sh.Rows}
	byRule := map[string]int64{}
	for _, rj := range rejects {
		byRule[rj.Rule]++
	}
	for rule, n := range byRule {
		r.Rules, r.RuleCounts = append(r.Rules, rule), append(r.RuleCounts, n)
	}
	return r
}

// publishParts builds the manifest of parts with dataset.BuildManifest, as
// the finalizer does, and publishes the shards staged under staging as
// version parts.Name of out.
func publishParts(t *testing.T, out, staging string, parts dataset.ManifestParts) (string, *dataset.Manifest) {
	t.Helper()
	m, err := dataset.BuildManifest(parts)
	if err != nil {
		t.Fatal(err)
	}
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	dir, err := Publish(context.Background(), out, parts.Name, staging, m, files)
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

// TestDiffPairsRowsAcrossSplits: rows are paired by id whatever their
// split, so the same records published in another split (prep --split test
// after --split train) are changed rows (column split), not removed and
// added rows with the same ids, as the diff printed before.
func TestDiffPairsRowsAcrossSplits(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	a, _ := buildVersion(t, filepath.Join(tmp, "a"), samplePairs(), nil)
	moved := samplePairs()
	for i := range moved {
		moved[i].Split = "test"
	}
	moved[0].Spoken = "it cost five bucks"
	b, _ := buildVersion(t, filepath.Join(tmp, "b"), moved, nil)
	d, err := DiffWith(ctx, a, b, DiffOptions{Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	if d.Added != 0 || d.Removed != 0 || d.Changed != 2 || d.Same != 0 {
		t.Fatalf("diff %s", d)
	}
	if d.ChangedColumns["split"] != 2 || d.ChangedColumns["spoken"] != 1 {
		t.Errorf("changed columns %v, want split 2, spoken 1", d.ChangedColumns)
	}
	if len(d.Rows) != 2 || d.Rows[0].ID != "a:1" || d.Rows[0].Old["split"] != "train" || d.Rows[0].New["split"] != "test" {
		t.Errorf("changed rows: %+v", d.Rows)
	}
}

// TestDiffLeavesReplacedSplitsToTheirPhrase: versions diff of a run with
// --split-by-id against one without said `setting config split: "" ->
// (none)` beside `setting config split_by_id: (none) -> train=80,test=20`,
// the split option --split-by-id replaced (qa86; the latest-moved line
// was mended by qa78, not diff), and a split recorded empty, "from the file
// names", as `""`. Now the replaced option is left out of the text (--json
// keeps it, with replaced_by), and a split recorded empty reads "(from the
// file names)", as the latest-moved line says them.
func TestDiffLeavesReplacedSplitsToTheirPhrase(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	files := map[string]string{"shards": "4", "split": "", "nemo_split": "test"}
	in := []dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: int64(len(samplePairs()))}}
	a, _ := buildVersionWith(t, filepath.Join(tmp, "a"), samplePairs(), nil, files, in)
	byID, _ := buildVersionWith(t, filepath.Join(tmp, "b"), samplePairs(), nil, map[string]string{"shards": "4", "split_by_id": "train=80,test=20"}, in)
	fromPath, _ := buildVersionWith(t, filepath.Join(tmp, "c"), samplePairs(), nil, map[string]string{"shards": "4", "split_from_path": "true", "nemo_split": "test"}, in)
	train, _ := buildVersionWith(t, filepath.Join(tmp, "d"), samplePairs(), nil, map[string]string{"shards": "4", "split": "train", "nemo_split": "test"}, in)
	for _, c := range []struct {
		name     string
		a, b     string
		want     []string
		replaced map[string]string // key -> replaced_by in the JSON
	}{
		{"--split-by-id after files", a, byID, []string{"setting config split_by_id: (none) -> train=80,test=20\n"},
			map[string]string{"config split": "split_by_id", "config nemo_split": "split_by_id"}},
		{"files after --split-by-id", byID, a, []string{"setting config split_by_id: train=80,test=20 -> (none)\n"},
			map[string]string{"config split": "split_by_id", "config nemo_split": "split_by_id"}},
		{"--split-from-path after files", a, fromPath, []string{"setting config split_from_path: (none) -> true\n"},
			map[string]string{"config split": "split_from_path"}},
		{"a split named after files", a, train, []string{"setting config split: (from the file names) -> train\n"}, nil},
	} {
		d, err := DiffWith(ctx, c.a, c.b, DiffOptions{})
		if err != nil {
			t.Fatal(err)
		}
		var buf bytes.Buffer
		if err := d.WriteText(&buf); err != nil {
			t.Fatal(err)
		}
		var settings []string
		for _, l := range strings.SplitAfter(buf.String(), "\n") {
			if strings.HasPrefix(l, "setting ") {
				settings = append(settings, l)
			}
		}
		if strings.Join(settings, "") != strings.Join(c.want, "") {
			t.Errorf("%s: settings\n%s\nwant\n%s", c.name, strings.Join(settings, ""), strings.Join(c.want, ""))
		}
		got := map[string]string{}
		for _, f := range d.Config {
			if f.ReplacedBy != "" {
				got[f.Key] = f.ReplacedBy
			}
		}
		if fmt.Sprint(got) != fmt.Sprint(c.replaced) && len(got)+len(c.replaced) > 0 {
			t.Errorf("%s: replaced_by %v, want %v", c.name, got, c.replaced)
		}
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

// TestDiffShowsChangedText changes one row's spoken text, adds and removes
// a row, and changes a setting and an input: the diff names each (an input
// of the bytes of another, read beside it, removed too), and its
// text shows the changed row's old and new written and spoken sides.
func TestDiffShowsChangedText(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	a, _ := buildVersionWith(t, filepath.Join(tmp, "a"), samplePairs(), nil, map[string]string{"k": "v", "same": "1"},
		[]dataset.InputInfo{{Path: "in.txt", SHA256: "abc", Records: 2}, {Path: "old.txt", SHA256: "old", Records: 0}})
	changed := samplePairs()
	changed[0].Spoken = "it cost five bucks"
	changed = append(changed, dataset.Pair{ID: "c:3", Split: "train", Written: "New.", Spoken: "new"})
	b, _ := buildVersionWith(t, filepath.Join(tmp, "b"), changed, nil, map[string]string{"k": "w", "same": "1", "extra": "x", "blank": ""},
		[]dataset.InputInfo{{Path: "in.txt", SHA256: "abd", Records: 3}})
	d, err := DiffWith(ctx, a, b, DiffOptions{Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	if d.Added != 1 || d.Removed != 0 || d.Changed != 1 || d.Same != 1 {
		t.Fatalf("diff %s", d)
	}
	if len(d.Rows) != 1 || d.Rows[0].ID != "b:2" || strings.Join(d.Rows[0].Fields, ",") != "spoken" ||
		d.Rows[0].Old["spoken"] != "it cost five dollars" || d.Rows[0].New["spoken"] != "it cost five bucks" {
		t.Errorf("changed rows: %+v", d.Rows)
	}
	var buf bytes.Buffer
	if err := d.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, want := range []string{
		"added 1, removed 0, changed 1, unchanged 1\n",
		"added (first 1): c:3\n",
		// A setting one side lacks is (none), what the user set
		// there; it was "" (`"" -> "any"` for prep text's language).
		"setting config extra: (none) -> x\n",
		"setting config blank: (none) -> \"\"\n",
		"setting config k: v -> w\n",
		"input changed in.txt: sha256 abc, 2 records, 0 bytes read -> sha256 abd, 3 records, 0 bytes read\n",
		"input removed old.txt: sha256 old, 0 records, 0 bytes read\n",
		"changed row b:2 (train): spoken\n    written: It cost $5.\n  - spoken: it cost five dollars\n  + spoken: it cost five bucks\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("diff text lacks %q:\n%s", want, text)
		}
	}
	if strings.Contains(text, "same") {
		t.Errorf("an unchanged setting is listed:\n%s", text)
	}
	// --rows bounds the rows returned, not the counts.
	if d, _ := DiffWith(ctx, a, b, DiffOptions{Rows: 0}); len(d.Rows) != 0 || d.Changed != 1 {
		t.Errorf("Rows 0: %d rows, %d changed", len(d.Rows), d.Changed)
	}
	// Same inputs read from another folder are no input change.
	c, _ := buildVersionWith(t, filepath.Join(tmp, "c"), samplePairs(), nil, map[string]string{"k": "v", "same": "1"},
		[]dataset.InputInfo{{Path: "elsewhere/in.txt", SHA256: "abc", Records: 2}, {Path: "old.txt", SHA256: "old", Records: 0}})
	if d, _ := DiffWith(ctx, a, c, DiffOptions{Rows: 5}); d == nil || len(d.Inputs) != 0 || len(d.Config) != 0 || d.Same != 2 {
		t.Errorf("moved input: %+v", d)
	}
	// Two inputs of the same bytes (a file and its gzip copy, read under
	// another folder) against one: the other is removed, not both moved.
	dup, _ := buildVersionWith(t, filepath.Join(tmp, "dup"), samplePairs(), nil, map[string]string{"k": "v", "same": "1"},
		[]dataset.InputInfo{{Path: "v1/in.txt", SHA256: "abc", Records: 1}, {Path: "v1/in [1].txt.gz", SHA256: "abc", Records: 1}, {Path: "old.txt", SHA256: "old", Records: 0}})
	d, _ = DiffWith(ctx, dup, c, DiffOptions{Rows: 5})
	if d == nil || len(d.Inputs) != 1 || d.Inputs[0].Change != "removed" || d.Inputs[0].Path != "v1/in [1].txt.gz" {
		t.Errorf("one of two inputs of the same bytes dropped: %+v, want v1/in [1].txt.gz removed", d.Inputs)
	}
	if d, _ = DiffWith(ctx, c, dup, DiffOptions{Rows: 5}); d == nil || len(d.Inputs) != 1 || d.Inputs[0].Change != "added" || d.Inputs[0].Path != "v1/in [1].txt.gz" {
		t.Errorf("a second input of the same bytes added: %+v, want v1/in [1].txt.gz added", d.Inputs)
	}
}

// TestDiffShowsChangedRules: two versions whose rows differ only in the
// cleaning rules recorded on them (the rules column: the same text reached
// by other rules, or a rule newly recorded) count the row as changed, and
// the text shows the old and new rules beside written and spoken.
func TestDiffShowsChangedRules(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	old := samplePairs()
	old[0].Rules = []string{"librivox_boilerplate"}
	a, _ := buildVersion(t, filepath.Join(tmp, "a"), old, nil)
	changed := samplePairs()
	changed[0].Rules = []string{"librivox_boilerplate", "mined:of chapter"}
	changed[1].Rules = []string{"mined:of chapter"}
	b, _ := buildVersion(t, filepath.Join(tmp, "b"), changed, nil)
	d, err := DiffWith(ctx, a, b, DiffOptions{Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	if d.Changed != 2 || d.Same != 0 || d.Added != 0 || d.Removed != 0 || len(d.Rows) != 2 || d.ChangedColumns["rules"] != 2 || len(d.ChangedColumns) != 1 {
		t.Fatalf("diff %s, %d rows; want both rows changed", d, len(d.Rows))
	}
	for _, r := range d.Rows {
		if strings.Join(r.Fields, ",") != "rules" {
			t.Errorf("row %s: changed fields %v, want only rules", r.ID, r.Fields)
		}
	}
	var buf bytes.Buffer
	if err := d.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, want := range []string{
		"added 0, removed 0, changed 2, unchanged 0\n",
		"changed rows by column: rules 2\n",
		"changed row a:1 (train): rules\n    written: In 2010.\n    spoken: in twenty ten\n  - rules: (none)\n  + rules: mined:of chapter\n  ~ rules: +mined:of chapter\n",
		"changed row b:2 (train): rules\n",
		"  - rules: librivox_boilerplate\n  + rules: librivox_boilerplate, mined:of chapter\n  ~ rules: +mined:of chapter\n",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("diff text lacks %q:\n%s", want, text)
		}
	}
	// The other way round the rule is removed.
	back, err := DiffWith(ctx, b, a, DiffOptions{Rows: 1})
	if err != nil {
		t.Fatal(err)
	}
	buf.Reset()
	_ = back.WriteText(&buf)
	if !strings.Contains(buf.String(), "  - rules: mined:of chapter\n  + rules: (none)\n  ~ rules: -mined:of chapter\n") {
		t.Errorf("diff B A:\n%s", buf.String())
	}
}

// versions diff --json names every key in snake case: the counts and id
// lists were Go's field names ("Added", "AddedIDs": null) beside
// "changed_columns" and "rows".
func TestDiffJSONKeys(t *testing.T) {
	b, err := json.Marshal(DiffResult{Added: 1, Same: 2, ChangedIDs: []string{"x"}})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := string(b), `{"added":1,"removed":0,"changed":0,"unchanged":2,"changed_ids":["x"]}`; got != want {
		t.Errorf("diff JSON %s, want %s", got, want)
	}
}

// TestTempBase: TempBase recognises exactly TempName's names, ".tmp-"
// then 12 lower-case hex digits, "-" and the final name; a name that only
// starts like one is not taken for a temporary file (it took any
// ".tmp-X-NAME").
func TestTempBase(t *testing.T) {
	for _, p := range []string{"out/train.tsv", "gs://b/out/train.tsv", "train-00000-of-00001.parquet"} {
		tmp := TempName(p)
		base, ok := TempBase(path.Base(tmp))
		if !ok || base != path.Base(p) {
			t.Errorf("TempBase(%q) = %q, %v, want %q", path.Base(tmp), base, ok, path.Base(p))
		}
	}
	for _, name := range []string{
		"train.tsv", ".tmp-", ".tmp-0123456789ab", ".tmp-0123456789ab-", // no final name
		".tmp-notes-train.tsv", ".tmp-0123-train.tsv", ".tmp-0123456789abc-train.tsv", // not 12 digits
		".tmp-0123456789AB-train.tsv", ".tmp-0123456789ag-train.tsv", // not lower-case hex
		".tmp-0123456789ab_train.tsv", "x.tmp-0123456789ab-train.tsv",
	} {
		if base, ok := TempBase(name); ok {
			t.Errorf("TempBase(%q) = %q, true; want not a temporary name", name, base)
		}
	}
}

// TestMissingVersionFolderSaysSo: a version folder that does not exist, or
// a file given as one, is said in those words by LoadManifest and Verify;
// both were "not a complete dataset version (no readable manifest.json):
// open X/manifest.json: no such file or directory", which suggested a
// version cut short. A folder without a manifest keeps that line.
func TestMissingVersionFolderSaysSo(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	file := filepath.Join(tmp, "notes.txt")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	for dir, want := range map[string]string{
		filepath.Join(tmp, "nothere"): filepath.Join(tmp, "nothere") + ": no such folder (a dataset version is OUT/NAME/VERSION, or OUT/NAME@TAG; itnprep versions list OUT lists them)",
		file:                          file + ": a file, not a dataset version's folder (OUT/NAME/VERSION, or OUT/NAME@TAG)",
		tmp:                           tmp + ": not a complete dataset version (no readable manifest.json)",
	} {
		if _, err := LoadManifest(ctx, dir); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("LoadManifest(%s): %v, want %q", dir, err, want)
		}
		if _, err := Verify(ctx, dir); err == nil || !strings.HasPrefix(err.Error(), want) {
			t.Errorf("Verify(%s): %v, want %q", dir, err, want)
		}
	}
}

// ListVersions gives each dataset's versions in the order they were
// published (their manifests' creation time), not in the order of their
// content hashes: the version `latest` names is last.
func TestListVersionsInPublicationOrder(t *testing.T) {
	tmp := t.TempDir()
	for _, v := range []struct{ ds, id, created string }{
		{"gtn", "ffffffffffffffffffff", "2026-11-29T01:00:00Z"},
		{"gtn", "00000000000000000000", "2026-11-29T03:00:00Z"},
		{"gtn", "88888888888888888888", "2026-11-29T02:00:00Z"},
		{"aaa", "99999999999999999999", "2026-11-29T05:00:00Z"},
	} {
		dir := filepath.Join(tmp, v.ds, v.id)
		os.MkdirAll(dir, 0o755)
		os.WriteFile(filepath.Join(dir, dataset.ManifestFile), []byte(`{"format":"itnprep.dataset/v1","version_id":"`+v.id+`","created":"`+v.created+`"}`), 0o644)
	}
	entries, err := ListVersions(context.Background(), tmp)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, e := range entries {
		if e.Err != nil {
			t.Fatalf("%s: %v", e.Dir, e.Err)
		}
		got = append(got, filepath.Base(filepath.Dir(e.Dir))+"/"+e.Manifest.VersionID[:2])
	}
	if want := "aaa/99 gtn/ff gtn/88 gtn/00"; strings.Join(got, " ") != want {
		t.Errorf("order %q, want %q", strings.Join(got, " "), want)
	}
}

// stageShards copies the shards and reject shards of m, a version built
// in first, into staging, as a run stages them before it publishes.
func stageShards(t *testing.T, first, staging string, m *dataset.Manifest) {
	t.Helper()
	for _, sh := range append(append([]dataset.ShardInfo{}, m.Shards...), m.Rejects...) {
		b, err := os.ReadFile(filepath.Join(first, filepath.FromSlash(sh.Path)))
		if err != nil {
			t.Fatal(err)
		}
		if err := WriteAtomic(context.Background(), dataset.Join(staging, sh.Path), b); err != nil {
			t.Fatal(err)
		}
	}
}

// PublishChecked asks its commit just before the manifest: a finalizer
// whose run ended meanwhile (a worker process of its own that learned it
// from the run's end mark) stops there, and the folder it moved the
// shards into is no version; asked nothing, it publishes.
func TestPublishCheckedStopsBeforeTheManifest(t *testing.T) {
	ctx := context.Background()
	first, m := buildVersion(t, t.TempDir(), samplePairs(), nil)
	files, err := card.Files(m)
	if err != nil {
		t.Fatal(err)
	}
	out := t.TempDir()
	staging := filepath.Join(out, "ds", ".staging-ended")
	stageShards(t, first, staging, m)
	ended := errors.New("the run has ended")
	asked := 0
	_, err = PublishChecked(ctx, out, "ds", staging, m, files, func() error { asked++; return ended })
	if !errors.Is(err, ended) || asked != 1 {
		t.Fatalf("PublishChecked: %v (commit asked %d times), want the commit's error", err, asked)
	}
	dir := filepath.Join(out, "ds", m.VersionID)
	if _, err := os.Stat(filepath.Join(dir, dataset.ManifestFile)); !os.IsNotExist(err) {
		t.Errorf("a manifest was written after the commit refused: %v", err)
	}
	if vs, _ := ListVersions(ctx, filepath.Join(out, "ds")); len(vs) != 0 {
		t.Errorf("versions after a refused commit: %+v", vs)
	}
	got, err := PublishChecked(ctx, out, "ds", staging, m, files, nil)
	if err != nil || got != dir {
		t.Fatalf("PublishChecked without a commit check: %s, %v", got, err)
	}
	if rep, err := Verify(ctx, dir); err != nil || !rep.OK() {
		t.Errorf("published: %v %v", err, rep.Problems)
	}
}

// A local output folder whose name holds glob characters is listed as
// itself: `versions list "out [1]"` found no version (filepath.Glob read
// "[1]" as a class matching "1") and listed the versions of "out 1"
// instead, and "o*x" listed those of "oax" beside it too; its tags were
// missed the same way (qa50's fresh-input pass).
func TestListVersionsUnderGlobCharacters(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	ids := map[string]string{"out [1]": "11111111111111111111", "out 1": "22222222222222222222", "o*x": "33333333333333333333", "oax": "44444444444444444444", `b\ack?`: "55555555555555555555"}
	for root, id := range ids {
		dir := filepath.Join(tmp, root, "gtn", id)
		os.MkdirAll(dir, 0o755)
		os.WriteFile(filepath.Join(dir, dataset.ManifestFile), []byte(`{"format":"itnprep.dataset/v1","version_id":"`+id+`","created":"2026-11-30T01:00:00Z"}`), 0o644)
		os.MkdirAll(filepath.Join(tmp, root, "gtn", TagsFolder), 0o755)
		os.WriteFile(filepath.Join(tmp, root, "gtn", TagsFolder, "latest"), []byte(id+"\n"), 0o644)
	}
	for root, id := range ids {
		entries, err := ListVersions(ctx, filepath.Join(tmp, root))
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) != 1 || entries[0].Err != nil || entries[0].Manifest.VersionID != id {
			var got []string
			for _, e := range entries {
				got = append(got, e.Dir)
			}
			t.Errorf("ListVersions(%q) = %q, want its one version %s", root, got, id)
		}
		tags, err := DatasetTags(ctx, filepath.Join(tmp, root))
		if err != nil || len(tags) != 1 || tags[filepath.Join(tmp, root, "gtn")]["latest"] != id {
			t.Errorf("DatasetTags(%q) = %v, %v; want gtn's latest %s alone", root, tags, err, id)
		}
		if tags, err := Tags(ctx, filepath.Join(tmp, root, "gtn")); err != nil || len(tags) != 1 || tags["latest"] != id {
			t.Errorf("Tags(%q/gtn) = %v, %v; want latest %s", root, tags, err, id)
		}
	}
	if got := QuoteGlob("gs://b/o*x"); got != "gs://b/o*x" {
		t.Errorf("QuoteGlob of a URL = %q, want it as it is", got)
	}
}

// TestDatasetNamedTagsIsListed: a dataset named "tags", published by an
// itnprep before --name tags was refused, is OUT/tags beside the others;
// its tags folder OUT/tags/tags was read as a tag file of OUT, and
// DatasetTags (so `versions list OUT`) failed whole, "read OUT/tags/tags:
// is a directory".
func TestDatasetNamedTagsIsListed(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	ids := map[string]string{TagsFolder: "11111111111111111111", "gtn": "22222222222222222222"}
	for name, id := range ids {
		dir := filepath.Join(out, name, id)
		os.MkdirAll(dir, 0o755)
		os.WriteFile(filepath.Join(dir, dataset.ManifestFile), []byte(`{"format":"itnprep.dataset/v1","version_id":"`+id+`","created":"2026-11-30T01:00:00Z"}`), 0o644)
		os.MkdirAll(filepath.Join(out, name, TagsFolder), 0o755)
		os.WriteFile(filepath.Join(out, name, TagsFolder, "latest"), []byte(id+"\n"), 0o644)
	}
	entries, err := ListVersions(ctx, out)
	if err != nil || len(entries) != 2 {
		t.Fatalf("ListVersions = %d entries, %v; want the 2 datasets' versions", len(entries), err)
	}
	tags, err := DatasetTags(ctx, out)
	if err != nil {
		t.Fatalf("DatasetTags(OUT) with a dataset named tags: %v", err)
	}
	for name, id := range ids {
		if got := tags[filepath.Join(out, name)]["latest"]; got != id {
			t.Errorf("DatasetTags: %s's latest = %q, want %s (all: %v)", name, got, id, tags)
		}
	}
	if len(tags) != 2 {
		t.Errorf("DatasetTags = %v, want the two datasets' alone (OUT is no dataset)", tags)
	}
	if got, err := Tags(ctx, out); err != nil || len(got) != 0 {
		t.Errorf("Tags(OUT) = %v, %v; want none, no error", got, err)
	}
}
