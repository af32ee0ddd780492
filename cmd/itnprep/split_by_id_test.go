package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/sources"
)

// nemoGTNLines writes n sentences in NeMo's GoogleTN.json format (one
// {"text","gt_normalized"} per line), each with a number.
func nemoGTNLines(n int) string {
	var b strings.Builder
	for i := 1; i <= n; i++ {
		line, _ := json.Marshal(map[string]string{
			"text":          fmt.Sprintf("He scored %d points .", i),
			"gt_normalized": fmt.Sprintf("he scored %s points .", spellSmall(i)),
		})
		b.Write(line)
		b.WriteByte('\n')
	}
	return b.String()
}

// spellSmall spells 1-99 as Google TN does.
func spellSmall(n int) string {
	ones := strings.Fields("zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen")
	tens := strings.Fields("_ _ twenty thirty forty fifty sixty seventy eighty ninety")
	if n < 20 {
		return ones[n]
	}
	if n%10 == 0 {
		return tens[n/10]
	}
	return tens[n/10] + " " + ones[n%10]
}

// TestSplitByIDGivesTrainAndValidation: a NeMo GoogleTN.json has no split
// in its name, so all of it went to one split and `derive tagger` found no
// train rows. --split-by-id assigns splits by the id: the manifest counts
// every split, each row's split is the one its id hashes to, the version
// is the same on direct and prism, it differs from the version without
// the flag, and derive tagger then runs on it without --vocab-split.
func TestSplitByIDGivesTrainAndValidation(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "GoogleTN.json", nemoGTNLines(99))
	const spec = "train=80,validation=10,test=10"
	a := prepOK(t, "prep", "gtn", "--input", in, "--output", filepath.Join(tmp, "a"), "--runner", "direct", "--split-by-id", spec)
	b := prepOK(t, "prep", "gtn", "--input", in, "--output", filepath.Join(tmp, "b"), "--runner", "prism", "--split-by-id", spec)
	sameVersion(t, a, b)
	plain := prepOK(t, "prep", "gtn", "--input", in, "--output", filepath.Join(tmp, "c"), "--runner", "direct")
	if loadManifest(t, plain).VersionID == loadManifest(t, a).VersionID {
		t.Fatal("--split-by-id did not change the version id")
	}
	m := verified(t, a)
	if got := m.Config["split_by_id"]; got != spec {
		t.Errorf("manifest config split_by_id = %q, want %q", got, spec)
	}
	if got, ok := m.Config["nemo_split"]; ok {
		t.Errorf("manifest config keeps nemo_split %q, which --split-by-id replaced", got)
	}
	sb, _ := sources.ParseSplitByID(spec)
	perSplit := map[string]int{}
	for _, p := range readPairs(t, a, m) {
		perSplit[p.Split]++
		if want := sb.Of(p.ID); p.Split != want {
			t.Errorf("row %s in split %s, its id hashes to %s", p.ID, p.Split, want)
		}
	}
	if perSplit["train"] == 0 || perSplit["validation"] == 0 || perSplit["test"] == 0 || perSplit["train"] < perSplit["validation"] {
		t.Errorf("rows per split %v: want all three, train the largest", perSplit)
	}
	total := 0
	for name, rows := range m.Accounting.RowsBySplit {
		total += int(rows)
		if perSplit[name] != int(rows) {
			t.Errorf("manifest split %s has %d rows, the shards %d", name, rows, perSplit[name])
		}
	}
	if total != 99 || m.Accounting.Read != 99 {
		t.Errorf("manifest: %d rows over splits, %d read; want 99", total, m.Accounting.Read)
	}
	prepOK(t, "derive", "tagger", "--from", a, "--output", filepath.Join(tmp, "d"), "--runner", "direct")
}

// TestSplitByIDKeepsVariantsTogether: the K variants of one written
// record (prep text --samples K) carry ids "ID#vK" and one record id;
// they must land in one split, or the validation split would hold
// readings of sentences trained on.
func TestSplitByIDKeepsVariantsTogether(t *testing.T) {
	tmp := t.TempDir()
	var b strings.Builder
	for i := 0; i < 60; i++ {
		fmt.Fprintf(&b, "On %d May %d it cost $%d.%02d at %d:%02d.\n", 1+i%28, 1990+i, i+1, i%100, 1+i%12, i%60)
	}
	in := writeFile(t, tmp, "corpus.txt", b.String())
	dir := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "o"), "--runner", "direct", "--samples", "3", "--split-by-id", "train=1,test=1")
	m := verified(t, dir)
	splitOf := map[string]string{}
	splits := map[string]bool{}
	variants := 0
	for _, p := range readPairs(t, dir, m) {
		rec := p.ID
		if i := strings.LastIndex(rec, "#v"); i >= 0 {
			rec = rec[:i]
			variants++
		}
		splits[p.Split] = true
		if s, ok := splitOf[rec]; ok && s != p.Split {
			t.Errorf("record %s has rows in %s and %s", rec, s, p.Split)
		}
		splitOf[rec] = p.Split
	}
	if variants == 0 || !splits["train"] || !splits["test"] {
		t.Errorf("want variant rows in both splits: %d variant rows, splits %v", variants, splits)
	}
}

func TestSplitByIDUsageErrors(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "GoogleTN.json", nemoGTNLines(3))
	out := filepath.Join(tmp, "o")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "gtn", "--input", in, "--output", out, "--split-by-id", "train=1"}, "names one split"},
		// prep gtn has no --split: the hint names what it has (it said
		// "a single split for every record is --split", an unknown flag there).
		{[]string{"prep", "gtn", "--input", in, "--output", out, "--split-by-id", "train=1"}, "prep gtn has no --split: a raw GTN file takes the standard split of its name, output-000NN-of-00100"},
		{[]string{"prep", "text", "--input", in, "--output", out, "--split-by-id", "train=1"}, "names one split; give two or more (a single split for every record is --split)"},
		{[]string{"prep", "gtn", "--input", in, "--output", out, "--split-by-id", "train=1,test=zero"}, "positive number"},
		{[]string{"prep", "gtn", "--input", in, "--output", out, "--split-by-id", "train=1,test=1", "--nemo-split", "train"}, "drop --nemo-split"},
		{[]string{"prep", "text", "--input", in, "--output", out, "--split-by-id", "train=1,test=1", "--split", "train"}, "drop --split"},
		{[]string{"prep", "text", "--input", in, "--output", out, "--split-by-id", "train=1,dev-clean=1"}, "is not valid"},
		// A typo of a split was published as a split of its own, which
		// every trainer leaves out: the version had no test split.
		{[]string{"prep", "text", "--input", in, "--output", out, "--split-by-id", "train=98,validation=1,tst=1"}, `--split-by-id: split "tst" is not one it assigns (did you mean test?): give train, validation, test, dev`},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 1 {
			t.Errorf("%v: exit %d, stderr %q; want exit 2 and one line containing %q", c.args, code, stderr, c.want)
		}
	}
	// The help says a name of one's own is taken too (it listed train,
	// validation, test and dev alone, as the refusal of every other name did).
	if help, _, code := run(t, "prep", "text", "--help"); code != 0 || !strings.Contains(help, "(splits train, validation, test, dev or a name of your own unlike them, holdout;") {
		t.Errorf("prep text --help: exit %d, no split names of one's own in %q", code, help)
	}
}

// TestSplitByIDNeedsNoSplitInTheName: sources that take the split from the
// file name (Libriheavy's subset, SPGISpeech's train/val, Common Voice's
// train/dev/test) read a file whose name says none when --split-by-id
// assigns the splits, as they do with --split.
func TestSplitByIDNeedsNoSplitInTheName(t *testing.T) {
	tmp := t.TempDir()
	cuts, err := os.ReadFile("../../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	lh := writeFile(t, tmp, "my_cuts.jsonl.gz", string(cuts))
	spgi := writeFile(t, tmp, "calls.csv", "wav_filename|wav_filesize|transcript\na/1.wav|10|It cost $5.\na/2.wav|10|In 1990.\n")
	cv := writeFile(t, tmp, "clips.tsv", "path\tsentence\nc1.mp3\tCall 911.\n")
	// A raw GTN file renamed (its help: "for a corpus ... whose file names
	// carry no split").
	gtn := writeFile(t, tmp, "my_gtn.tsv", "PLAIN\tIn\t<self>\nDATE\t1990\tnineteen ninety\n<eos>\t<eos>\n")
	for _, c := range [][]string{
		{"prep", "gtn", "--input", gtn},
		{"prep", "libriheavy", "--input", lh},
		{"prep", "spgi", "--input", spgi},
		{"prep", "commonvoice", "--input", cv},
	} {
		if _, stderr, code := run(t, append(c, "--output", filepath.Join(tmp, "x"), "--runner", "direct")...); code == 0 {
			t.Errorf("%v without a split: exit 0", c)
		} else if !strings.Contains(stderr, "split") {
			t.Errorf("%v without a split: %s", c, stderr)
		}
		dir := prepOK(t, append(c, "--output", filepath.Join(tmp, c[1]), "--runner", "direct", "--split-by-id", "train=1,test=1")...)
		if m := verified(t, dir); m.Accounting.Written == 0 {
			t.Errorf("%v --split-by-id: %+v", c, m.Accounting)
		}
	}
}

// TestSplitByTextKeepsCopiesTogether: a corpus that holds one sentence
// under many ids (40 copies, in two spellings of case and spacing) spreads
// the copies over train and test with --split-by-id alone, so the test
// split holds sentences trained on; with --split-by-text every copy lands
// in one split, each row in the split its folded text hashes to, the
// version is the same on direct and prism, and the config records it.
// --split-by-text without --split-by-id is a usage error.
func TestSplitByTextKeepsCopiesTogether(t *testing.T) {
	tmp := t.TempDir()
	var b strings.Builder
	for i := 0; i < 40; i++ {
		text := "The cat sat on the mat in 2019."
		if i%2 == 0 {
			text = "the  cat sat on the MAT in 2019."
		}
		line, _ := json.Marshal(map[string]string{"id": fmt.Sprintf("copy%d", i), "text": text})
		b.Write(line)
		b.WriteByte('\n')
	}
	for i := 0; i < 20; i++ {
		fmt.Fprintf(&b, "{\"id\": \"u%d\", \"text\": \"Sentence %d is unique.\"}\n", i, i)
	}
	in := writeFile(t, tmp, "corpus.jsonl", b.String())
	const spec = "train=1,test=1"
	copiesBySplit := func(dir string) map[string]int {
		m := verified(t, dir)
		out := map[string]int{}
		for _, p := range readPairs(t, dir, m) {
			if strings.Contains(p.ID, ":copy") {
				out[p.Split]++
			}
		}
		return out
	}
	byID := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "a"), "--runner", "direct", "--split-by-id", spec)
	if got := copiesBySplit(byID); len(got) != 2 {
		t.Fatalf("--split-by-id alone: copies by split %v; want both splits (the leak --split-by-text prevents)", got)
	}
	byText := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "b"), "--runner", "direct", "--split-by-id", spec, "--split-by-text")
	sameVersion(t, byText, prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "c"), "--runner", "prism", "--split-by-id", spec, "--split-by-text"))
	if got := copiesBySplit(byText); len(got) != 1 || got["train"]+got["test"] != 40 {
		t.Errorf("--split-by-text: copies by split %v; want all 40 in one", got)
	}
	m := verified(t, byText)
	sb, _ := sources.ParseSplitByID(spec)
	for _, p := range readPairs(t, byText, m) {
		if want := sb.Of(sources.TextKey(p.Written)); p.Split != want {
			t.Errorf("row %s in split %s, its text hashes to %s", p.ID, p.Split, want)
		}
	}
	if m.Config["split_by_text"] != "true" || loadManifest(t, byID).Config["split_by_text"] != "" {
		t.Errorf("config split_by_text %q (by id: %q)", m.Config["split_by_text"], loadManifest(t, byID).Config["split_by_text"])
	}
	_, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "d"), "--split-by-text")
	if code != 2 || !strings.Contains(stderr, "--split-by-id") {
		t.Errorf("--split-by-text alone: exit %d, %q; want 2 and a line naming --split-by-id", code, stderr)
	}
}

// TestVersionsOverlap: `versions overlap` counts the test rows whose text
// the train split holds (the copies --split-by-id alone spreads over both
// splits) and finds none with --split-by-text; --json gives the same
// counts; a derived version is refused in one line naming its parent.
func TestVersionsOverlap(t *testing.T) {
	tmp := t.TempDir()
	var b strings.Builder
	for i := 0; i < 40; i++ {
		fmt.Fprintf(&b, "{\"id\": \"copy%d\", \"text\": \"The cat sat on the mat in 2019.\"}\n", i)
	}
	for i := 0; i < 20; i++ {
		fmt.Fprintf(&b, "{\"id\": \"u%d\", \"text\": \"Sentence %d is unique.\"}\n", i, i)
	}
	in := writeFile(t, tmp, "corpus.jsonl", b.String())
	byID := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "a"), "--runner", "direct", "--split-by-id", "train=1,test=1")
	byText := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "b"), "--runner", "direct", "--split-by-id", "train=1,test=1", "--split-by-text")
	report := func(dir string) map[string]any {
		out, stderr, code := run(t, "versions", "overlap", dir, "--json")
		if code != 0 {
			t.Fatalf("versions overlap %s: exit %d, %s", dir, code, stderr)
		}
		var rep struct {
			Groups []struct {
				Split string  `json:"split"`
				Rows  int64   `json:"rows"`
				In    []int64 `json:"rows_whose_text_is_in"`
			} `json:"groups"`
		}
		if err := json.Unmarshal([]byte(out), &rep); err != nil {
			t.Fatalf("%v: %q", err, out)
		}
		m := map[string]any{}
		for _, g := range rep.Groups {
			m[g.Split] = g.In
			m[g.Split+" rows"] = g.Rows
		}
		return m
	}
	leaky := report(byID)
	in0, _ := leaky["test"].([]int64)
	if len(in0) != 2 || in0[0] == 0 || leaky["test rows"].(int64) < in0[0] {
		t.Errorf("by id: %v; want test rows whose text train holds", leaky)
	}
	clean := report(byText)
	for _, s := range []string{"train", "test"} {
		if in, _ := clean[s].([]int64); len(in) != 2 || in[0] != 0 || in[1] != 0 {
			t.Errorf("by text: %s %v; want no shared text", s, clean[s])
		}
	}
	out, _, code := run(t, "versions", "overlap", byID)
	if code != 0 || !strings.Contains(out, "also in train") || !strings.Contains(out, "%)") {
		t.Errorf("table: exit %d\n%s", code, out)
	}
	u2 := prepOK(t, "derive", "u2tf", byText, "--output", filepath.Join(tmp, "c"), "--runner", "direct", "--max-reject-rate", "1")
	_, stderr, code := run(t, "versions", "overlap", u2)
	if pm := loadManifest(t, byText); code != 2 || !strings.Contains(stderr, "u2tf rows") || !strings.Contains(stderr, "derived from, "+pm.Name+"/"+pm.VersionID+" under the output root it was made in (see") {
		t.Errorf("derived version: exit %d, %q; want 2 and a line naming the parent", code, stderr)
	}
}

// TestIDsWithFolders: the Hugging Face / Spark layout (train/part-00000,
// test/part-00000: one file name in two folders) gives each file's rows
// the same ids, refused; --ids-with-folders names them by their folder
// (train/part-00000.jsonl:1) and publishes, recording it in the config; a
// file beside its compressed copy is still refused, since it is the same
// records twice.
func TestIDsWithFolders(t *testing.T) {
	tmp := t.TempDir()
	for split, lines := range map[string]string{"train": "{\"text\": \"It cost $5.\"}\n{\"text\": \"On May 5.\"}\n", "test": "{\"text\": \"At 7 pm.\"}\n"} {
		if err := os.MkdirAll(filepath.Join(tmp, "hf", split), 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(tmp, "hf", split), "part-00000.jsonl", lines)
	}
	glob := filepath.Join(tmp, "hf", "*", "part-*.jsonl")
	_, stderr, code := run(t, "prep", "text", "--input", glob, "--output", filepath.Join(tmp, "a"), "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "--ids-with-folders") {
		t.Fatalf("same-named files: exit %d, %q; want 1 and the flag named", code, stderr)
	}
	dir := prepOK(t, "prep", "text", "--input", glob, "--output", filepath.Join(tmp, "b"), "--runner", "direct", "--ids-with-folders")
	m := verified(t, dir)
	var ids []string
	for _, p := range readPairs(t, dir, m) {
		ids = append(ids, p.ID)
	}
	sort.Strings(ids)
	want := []string{"test/part-00000.jsonl:1", "train/part-00000.jsonl:1", "train/part-00000.jsonl:2"}
	if strings.Join(ids, " ") != strings.Join(want, " ") || m.Config["ids_with_folders"] != "true" {
		t.Errorf("ids %q (config %q), want %q", ids, m.Config["ids_with_folders"], want)
	}
	x := writeFile(t, tmp, "x.txt", "It cost $5.\n")
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte("It cost $5.\n"))
	zw.Close()
	writeFile(t, tmp, "x.txt.gz", gz.String())
	_, _, code = run(t, "prep", "text", "--input", x+","+x+".gz", "--output", filepath.Join(tmp, "c"), "--runner", "direct", "--ids-with-folders")
	if code != 1 {
		t.Errorf("a file and its compressed copy with --ids-with-folders: exit %d, want 1 (refused)", code)
	}
}

// TestSplitFromPath: a corpus as the Hugging Face Hub writes it
// (data/train-00000-of-00001.jsonl, data/test-..., data/validation-...)
// went into one split (train, prep text's default); --split-from-path
// gives each file the split its name says, the same version on direct and
// prism, and the Spark layout (train/part-0, test/part-0) with
// --ids-with-folders; a file naming no split is one line naming it, and
// --split beside it a usage error. Without it the run says which files'
// paths name another split than train.
func TestSplitFromPath(t *testing.T) {
	tmp := t.TempDir()
	data := filepath.Join(tmp, "hf", "data")
	if err := os.MkdirAll(data, 0o755); err != nil {
		t.Fatal(err)
	}
	writeFile(t, data, "train-00000-of-00001.jsonl", "{\"text\": \"It cost $5.\"}\n{\"text\": \"On May 5.\"}\n")
	writeFile(t, data, "test-00000-of-00001.jsonl", "{\"text\": \"At 7 pm.\"}\n")
	writeFile(t, data, "validation-00000-of-00001.jsonl", "{\"text\": \"In 1999.\"}\n")
	glob := filepath.Join(data, "*.jsonl")
	// Without the flag every record goes to train, and the run says the
	// paths name test and validation (qa72: it said nothing).
	_, stderr, code := run(t, "prep", "text", "--input", glob, "--output", filepath.Join(tmp, "plain"), "--runner", "direct")
	if want := "itnprep prep text: every record goes to train, but the paths of some inputs name another split: test 1 file (test-00000-of-00001.jsonl), validation 1 file (validation-00000-of-00001.jsonl); --split-from-path keeps each file's split"; code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("without --split-from-path: exit %d, stderr %q; want %q", code, stderr, want)
	}
	for _, args := range [][]string{{"--input", filepath.Join(data, "train-*.jsonl")}, {"--input", glob, "--split", "train"}, {"--input", glob, "--split-by-id", "train=98,validation=1,test=1"}} {
		_, stderr, _ := run(t, append([]string{"prep", "text", "--output", filepath.Join(tmp, "quiet"), "--runner", "direct"}, args...)...)
		if strings.Contains(stderr, "name another split") {
			t.Errorf("%v: stderr %q warns of the paths' splits", args, stderr)
		}
	}
	_, stderr, code = run(t, "prep", "text", "--input", glob, "--output", filepath.Join(tmp, "a"), "--runner", "direct", "--split-from-path")
	if code != 0 || !strings.Contains(stderr, "--split-from-path: test 1 file (its file name), train 1 file (its file name), validation 1 file (its file name)") {
		t.Errorf("exit %d; stderr %q: want the line saying which split each file took", code, stderr)
	}
	dir := prepOK(t, "prep", "text", "--input", glob, "--output", filepath.Join(tmp, "a2"), "--runner", "direct", "--split-from-path")
	sameVersion(t, dir, prepOK(t, "prep", "text", "--input", glob, "--output", filepath.Join(tmp, "b"), "--runner", "prism", "--split-from-path"))
	m := verified(t, dir)
	want := map[string]int64{"train": 2, "test": 1, "validation": 1}
	for s, n := range want {
		if m.Accounting.RowsBySplit[s] != n {
			t.Errorf("rows by split %v, want %v", m.Accounting.RowsBySplit, want)
			break
		}
	}
	if m.Config["split_from_path"] != "true" || m.Config["split"] != "" {
		t.Errorf("config %v", m.Config)
	}
	for _, p := range readPairs(t, dir, m) {
		if !strings.HasPrefix(p.ID, p.Split+"-") {
			t.Errorf("row %s in split %s", p.ID, p.Split)
		}
	}
	spark := filepath.Join(tmp, "spark")
	for split, line := range map[string]string{"train": "It cost $5.", "test": "At 7 pm."} {
		if err := os.MkdirAll(filepath.Join(spark, split), 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(spark, split), "part-00000.txt", line+"\n")
	}
	sm := verified(t, prepOK(t, "prep", "text", "--input", filepath.Join(spark, "*", "part-*.txt"), "--output", filepath.Join(tmp, "c"), "--runner", "direct", "--split-from-path", "--ids-with-folders"))
	if sm.Accounting.RowsBySplit["train"] != 1 || sm.Accounting.RowsBySplit["test"] != 1 {
		t.Errorf("Spark layout: rows by split %v", sm.Accounting.RowsBySplit)
	}
	other := writeFile(t, tmp, "notes.txt", "x\n")
	_, stderr, code = run(t, "prep", "text", "--input", other, "--output", filepath.Join(tmp, "d"), "--runner", "direct", "--split-from-path")
	if code != 1 || !strings.Contains(stderr, "notes.txt: --split-from-path finds no split in its path") {
		t.Errorf("no split in the path: exit %d, %q", code, stderr)
	}
	if _, _, code := run(t, "prep", "text", "--input", glob, "--output", filepath.Join(tmp, "e"), "--split-from-path", "--split", "test"); code != 2 {
		t.Errorf("--split-from-path with --split: exit %d, want 2", code)
	}
	// One input in a folder named as a split: the whole corpus takes it,
	// and the line says the folder is one every input lies in (a user's
	// /home/dev/wiki.txt went to validation on a line that read like the
	// Spark layout's); one whose split word is in a folder above its own
	// is refused naming what was looked at and the --split that reads it.
	for _, d := range []string{"dev", "data/train/2024"} {
		if err := os.MkdirAll(filepath.Join(tmp, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	dev := writeFile(t, filepath.Join(tmp, "dev"), "wiki.txt", "It cost $5.\n")
	_, stderr, code = run(t, "prep", "text", "--input", dev, "--output", filepath.Join(tmp, "f"), "--runner", "direct", "--split-from-path")
	if code != 0 || !strings.Contains(stderr, "--split-from-path: validation 1 file (folder dev, which every input lies in: if it only holds the corpus, --split or --split-by-id splits it instead of putting it all in validation)") {
		t.Errorf("one input in a split's folder: exit %d, %q", code, stderr)
	}
	deep := writeFile(t, filepath.Join(tmp, "data", "train", "2024"), "part-0.txt", "It cost $5.\n")
	_, stderr, code = run(t, "prep", "text", "--input", deep, "--output", filepath.Join(tmp, "g"), "--runner", "direct", "--split-from-path")
	if code != 1 || !strings.Contains(stderr, `it looked at folder 2024; folder train above them is where every input lies, not a split of them: --split train reads every input as train`) {
		t.Errorf("a split word above the input's folder: exit %d, %q", code, stderr)
	}
}
