package trainer_test

import (
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/trainer"
	"github.com/itnprep/itnprep/trainer/trainertest"
)

func TestStageWritesSplitsAndReusesCache(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v1")
	id := trainertest.Demo(t, v, "v1", 30, 5, 7, 1)
	cache := filepath.Join(tmp, "cache")
	st, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, cache, trainer.Seq2Seq)
	if err != nil {
		t.Fatal(err)
	}
	if st.Reused || st.Dir != filepath.Join(cache, id) || st.Record.VersionID != id {
		t.Fatalf("first staging: reused=%v dir=%s", st.Reused, st.Dir)
	}
	want := map[string]int{"train": 30, "validation": 5, "test": 7}
	for split, n := range want {
		lines := trainertest.ReadJSONLStrings(t, filepath.Join(st.Dir, split+".jsonl"))
		if len(lines) != n || st.Record.Rows[split] != int64(n) {
			t.Fatalf("%s: %d lines, record %d, want %d", split, len(lines), st.Record.Rows[split], n)
		}
		for _, l := range lines {
			if l["id"] == "" || l["src"] == "" || l["tgt"] == "" || l["src"] != strings.ToLower(l["src"]) {
				t.Fatalf("%s: bad staged line %v (src must be the spoken side)", split, l)
			}
		}
	}
	// Rows come shard by shard in path order, so staging is deterministic.
	first, _ := os.ReadFile(filepath.Join(st.Dir, "train.jsonl"))

	again, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, cache, trainer.Seq2Seq)
	if err != nil {
		t.Fatal(err)
	}
	if !again.Reused {
		t.Fatal("second staging of the same version did not reuse the cache")
	}

	// A damaged cache is rebuilt, not trusted.
	if err := os.WriteFile(filepath.Join(st.Dir, "train.jsonl"), []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	rebuilt, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, cache, trainer.Seq2Seq)
	if err != nil {
		t.Fatal(err)
	}
	if rebuilt.Reused {
		t.Fatal("tampered staged file was reused")
	}
	second, _ := os.ReadFile(filepath.Join(st.Dir, "train.jsonl"))
	if string(first) != string(second) {
		t.Fatal("restaging produced different bytes")
	}

	// Another version gets its own folder.
	v2 := filepath.Join(tmp, "v2")
	trainertest.Demo(t, v2, "v2", 10, 2, 2, 9)
	st2, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v2, cache, trainer.Seq2Seq)
	if err != nil {
		t.Fatal(err)
	}
	if st2.Dir == st.Dir || st2.Reused {
		t.Fatalf("v2 staged into %s (reused=%v)", st2.Dir, st2.Reused)
	}
}

func TestStageRejectsTamperedShard(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	id := trainertest.Demo(t, v, "v", 20, 4, 4, 2)
	shard := filepath.Join(v, "data", "train-00001-of-00002.parquet")
	b, err := os.ReadFile(shard)
	if err != nil {
		t.Fatal(err)
	}
	b[len(b)/2] ^= 0xff
	if err := os.WriteFile(shard, b, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = trainer.Stage(context.Background(), dataset.LocalFS{}, v, filepath.Join(tmp, "cache"), trainer.Seq2Seq)
	if err == nil || !strings.Contains(err.Error(), "train-00001-of-00002.parquet") || !strings.Contains(err.Error(), "sha256") {
		t.Fatalf("tampered shard: got %v, want a sha256 error naming the shard", err)
	}
	if _, err := os.Stat(filepath.Join(tmp, "cache", id)); !os.IsNotExist(err) {
		t.Fatal("a version that failed verification was staged")
	}
}

func TestStageRejectsMissingShardAndWrongRowCount(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 20, 4, 4, 3)
	if err := os.Remove(filepath.Join(v, "data", "test-00000-of-00002.parquet")); err != nil {
		t.Fatal(err)
	}
	if _, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, filepath.Join(tmp, "cache"), trainer.Seq2Seq); err == nil || !strings.Contains(err.Error(), "test-00000-of-00002.parquet") {
		t.Fatalf("missing shard: %v", err)
	}

	w := filepath.Join(tmp, "w")
	trainertest.Demo(t, w, "w", 20, 4, 4, 3)
	mp := filepath.Join(w, "manifest.json")
	var m map[string]any
	b, _ := os.ReadFile(mp)
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	m["shards"].([]any)[0].(map[string]any)["rows"] = 999
	b, _ = json.Marshal(m)
	if err := os.WriteFile(mp, b, 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := trainer.Stage(context.Background(), dataset.LocalFS{}, w, filepath.Join(tmp, "cache"), trainer.Seq2Seq); err == nil || !strings.Contains(err.Error(), "manifest says 999") {
		t.Fatalf("wrong row count: %v", err)
	}
}

func TestReadManifestErrors(t *testing.T) {
	dir := t.TempDir()
	cases := map[string]string{
		"not json":      "{",
		"wrong format":  `{"format":"other","version_id":"x","shards":[{"path":"data/a.parquet","split":"train"}]}`,
		"no version id": `{"format":"itnprep.dataset/v1","shards":[{"path":"data/a.parquet","split":"train"}]}`,
		"no shards":     `{"format":"itnprep.dataset/v1","version_id":"x"}`,
		"escaping path": `{"format":"itnprep.dataset/v1","version_id":"x","shards":[{"path":"../a.parquet","split":"train"}]}`,
	}
	for name, body := range cases {
		if err := os.WriteFile(filepath.Join(dir, "manifest.json"), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
		_, _, err := trainer.ReadManifest(context.Background(), dataset.LocalFS{}, dir)
		if err == nil || !strings.Contains(err.Error(), dir) {
			t.Errorf("%s: got %v, want an error naming the version", name, err)
		}
	}
}

// TestReadManifestOfAVersionWithoutRows: a version published with
// --allow-empty (every record rejected, or no record read) is named as one
// without rows, with what its run read and rejected and where the rejects
// are; "manifest lists no data shards" read as a damaged version.
func TestReadManifestOfAVersionWithoutRows(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "my data")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	body := `{"format":"itnprep.dataset/v1","version_id":"x","accounting":{"read":3,"written":0,"rejected":3}}`
	if err := os.WriteFile(filepath.Join(dir, "manifest.json"), []byte(body), 0o644); err != nil {
		t.Fatal(err)
	}
	_, _, err := trainer.ReadManifest(context.Background(), dataset.LocalFS{}, dir)
	want := dir + " has no rows (no data shards): the run that made it read 3 records and rejected 3 (itnprep versions head '" + dir + "' --rejects)"
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Fatalf("got %v, want %q", err, want)
	}
}

func TestStageDirKeepsOddVersionIDsApart(t *testing.T) {
	a := trainer.StageDir("/c", "sha256:abc", trainer.Seq2Seq)
	b := trainer.StageDir("/c", "sha256/abc", trainer.Seq2Seq)
	if a == b || filepath.Dir(a) != "/c" || filepath.Dir(b) != "/c" {
		t.Fatalf("StageDir: %s vs %s", a, b)
	}
}

// TestStageHeldOutPairsForTagger stages a prep version (pairs) for the
// tagger, as --test-dataset does for a held-out set: rows carry the
// spoken side's ASR words, no tags (null) and the written reference.
func TestStageHeldOutPairsForTagger(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v1")
	id := trainertest.Demo(t, v, "v1", 3, 2, 4, 1)
	st, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, filepath.Join(tmp, "cache"), trainer.Tagger)
	if err != nil {
		t.Fatal(err)
	}
	if st.Dir != trainer.StageDir(filepath.Join(tmp, "cache"), id, trainer.Tagger) || st.Record.Rows["test"] != 4 || st.Record.Kind != "" {
		t.Fatalf("staged %+v in %s", st.Record, st.Dir)
	}
	b, err := os.ReadFile(filepath.Join(st.Dir, "test.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(b)), "\n") {
		var r struct {
			ID, Src, Tgt string
			Tags         []string
		}
		if err := json.Unmarshal([]byte(line), &r); err != nil || !strings.Contains(line, `"tags":null`) || r.Tags != nil ||
			r.Src == "" || r.Src != strings.ToLower(r.Src) || strings.ContainsAny(r.Src, ".?,") || r.Tgt == "" {
			t.Fatalf("held-out row %s (%v)", line, err)
		}
	}
}

func TestCheckVersionKind(t *testing.T) {
	for _, c := range []struct {
		design, kind string
		heldOut, ok  bool
	}{
		{trainer.Seq2Seq, "", false, true},
		{trainer.Tagger, "tagger", false, true},
		{trainer.Tagger, "", false, false}, // no tags to learn from
		{trainer.Tagger, "", true, true},   // decoded and scored only
		{trainer.U2TF, "u2tf", false, true},
		{trainer.U2TF, "tagger", true, false},
		{trainer.Seq2Seq, "tagger", false, false},
	} {
		err := trainer.CheckVersionKind(c.design, c.kind, c.heldOut)
		if (err == nil) != c.ok {
			t.Errorf("%s on kind %q (held out %v): %v", c.design, c.kind, c.heldOut, err)
		}
	}
	// A held-out set of a derived kind is pointed at its prep parent, not
	// told to be trained with another design, and seq2seq's message does
	// not say "made by `itnprep prep` or of any prep version".
	for _, c := range []struct{ design, kind, want string }{
		{trainer.Seq2Seq, "tagger", "--model seq2seq decodes the test split of any prep version; this is a tagger version: give the prep version it was derived from"},
		{trainer.Tagger, "u2tf", "--model tagger decodes the test split of a version made by `itnprep derive tagger` or of any prep version; this is a u2tf version: give the prep version it was derived from"},
	} {
		err := trainer.CheckVersionKind(c.design, c.kind, true)
		if err == nil || !strings.HasPrefix(err.Error(), c.want) || strings.Contains(err.Error(), "train it with") {
			t.Errorf("held-out %s for %s: %v; want it to start %q", c.kind, c.design, err, c.want)
		}
	}
}

// TestStageReadsTheStandardSplitAliases: a version's val, valid and dev
// rows are staged as validation, training's as train and testing's as
// test (sources.StandardSplit, the words a file name's split is read by);
// a name of the user's own is left out and counted. A version whose split
// was val trained on no validation rows: the trainer's list lacked it.
func TestStageReadsTheStandardSplitAliases(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	var rows []dataset.Pair
	for split, n := range map[string]int{"training": 6, "val": 2, "valid": 1, "dev": 1, "testing": 3, "holdout": 4} {
		rows = append(rows, trainertest.Pairs(n, split, "v", uint64(n))...)
	}
	trainertest.WriteVersion(t, v, "v", rows, 1)
	st, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, filepath.Join(tmp, "cache"), trainer.Seq2Seq)
	if err != nil {
		t.Fatal(err)
	}
	for split, n := range map[string]int64{"train": 6, "validation": 4, "test": 3} {
		if st.Record.Rows[split] != n {
			t.Errorf("%s: %d rows staged, want %d (record %v)", split, st.Record.Rows[split], n, st.Record.Rows)
		}
	}
	if len(st.Record.IgnoredSplits) != 1 || st.Record.IgnoredSplits["holdout"] != 4 {
		t.Errorf("ignored splits %v, want holdout 4", st.Record.IgnoredSplits)
	}
}

// TestStageRebuildsAStagingThatLeftOutAReadSplit: a version staged by an
// itnprep that left val out (its stage.json counts val among the ignored
// splits, and its validation file is empty) is staged again, val as
// validation: the cached staging matched the manifest and its files'
// digests, so it was reused, and the version still trained on no
// validation rows.
func TestStageRebuildsAStagingThatLeftOutAReadSplit(t *testing.T) {
	tmp := t.TempDir()
	v, cache := filepath.Join(tmp, "v"), filepath.Join(tmp, "cache")
	rows := append(trainertest.Pairs(6, "train", "v", 1), trainertest.Pairs(2, "val", "v", 2)...)
	trainertest.WriteVersion(t, v, "v", rows, 1)
	st, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, cache, trainer.Seq2Seq)
	if err != nil {
		t.Fatal(err)
	}
	// The older itnprep's staging: val ignored, validation.jsonl empty.
	empty := filepath.Join(st.Dir, "validation.jsonl")
	if err := os.WriteFile(empty, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	old := st.Record
	old.Rows = map[string]int64{"train": 6, "validation": 0, "test": 0}
	old.IgnoredSplits = map[string]int64{"val": 2}
	old.Files["validation"] = fmt.Sprintf("%x", sha256.Sum256(nil))
	b, err := json.Marshal(old)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(st.Dir, "stage.json"), b, 0o644); err != nil {
		t.Fatal(err)
	}
	again, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, cache, trainer.Seq2Seq)
	if err != nil {
		t.Fatal(err)
	}
	if again.Reused || again.Record.Rows["validation"] != 2 || len(again.Record.IgnoredSplits) != 0 {
		t.Errorf("reused %v, rows %v, ignored %v: want val's 2 rows staged afresh as validation", again.Reused, again.Record.Rows, again.Record.IgnoredSplits)
	}
	// A staging of the same version as it is now is reused.
	if third, err := trainer.Stage(context.Background(), dataset.LocalFS{}, v, cache, trainer.Seq2Seq); err != nil || !third.Reused {
		t.Errorf("a current staging: reused %v, err %v", third.Reused, err)
	}
}
