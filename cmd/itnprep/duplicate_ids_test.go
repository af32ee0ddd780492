package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/textcut"
)

// gtnSentences is raw GTN text (CLASS<TAB>written<TAB>spoken, <eos>) with
// one sentence per word list; ids are FILE:LINE of each sentence's first
// line.
func gtnSentences(words ...string) string {
	var b strings.Builder
	for _, w := range words {
		b.WriteString("PLAIN\t" + w + "\t<self>\nPLAIN\tcame\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n")
	}
	return b.String()
}

// duplicateIDInputs are the three ways a new user gets two rows of one id:
// the same GTN file name in two folders (ids are FILE:LINE), a JSONL id
// used twice, and a line without an id (id: its line number) meeting
// another line's explicit id of that number.
func duplicateIDInputs(t *testing.T) map[string]struct {
	args      []string
	dups      string // the refusal's count
	first     string // the first repeated id
	from      string // where the refusal says its rows were read
	unique    []string
	rowsIfRun int64
} {
	t.Helper()
	tmp := t.TempDir()
	for _, d := range []string{"dl1", "dl2"} {
		os.MkdirAll(filepath.Join(tmp, d), 0o755)
	}
	writeFile(t, filepath.Join(tmp, "dl1"), "output-00001-of-00100", gtnSentences("Ann", "Bob"))
	writeFile(t, filepath.Join(tmp, "dl2"), "output-00001-of-00100", gtnSentences("Cid", "Dee"))
	twice := writeFile(t, tmp, "twice.jsonl",
		`{"id": "a7", "text": "It costs 5 dollars."}`+"\n"+`{"id": "b", "text": "We met on Monday."}`+"\n"+`{"id": "a7", "text": "Call me at noon."}`+"\n")
	clash := writeFile(t, tmp, "clash.jsonl",
		`{"id": 3, "text": "It costs 5 dollars."}`+"\n"+`{"text": "We met on Monday."}`+"\n"+`{"text": "Call me at noon."}`+"\n")
	return map[string]struct {
		args      []string
		dups      string
		first     string
		from      string
		unique    []string
		rowsIfRun int64
	}{
		"same GTN file name in two folders": {
			args: []string{"prep", "gtn", "--input", filepath.Join(tmp, "dl1", "*") + "," + filepath.Join(tmp, "dl2", "*")},
			dups: "2 ids are", first: "output-00001-of-00100:1", rowsIfRun: 4,
			from: "read from " + filepath.Join(tmp, "dl1", "output-00001-of-00100") + ":1-4 and " + filepath.Join(tmp, "dl2", "output-00001-of-00100") + ":1-4",
		},
		"a JSONL id used twice": {
			args: []string{"prep", "text", "--input", twice},
			dups: "1 id is", first: "twice.jsonl:a7", rowsIfRun: 3, from: "read from " + twice + ":1 and " + twice + ":3",
		},
		"a line number meeting an explicit id": {
			args: []string{"prep", "text", "--input", clash},
			dups: "1 id is", first: "clash.jsonl:3", rowsIfRun: 3, from: "read from " + clash + ":1 and " + clash + ":3",
		},
	}
}

// TestDuplicateIDsRefused: each way of repeating an id is refused on the
// direct runner (exit 1, one line: how many ids, the first, what to do);
// --allow-duplicate-ids publishes the rows, and the manifest, the card and
// the summary say how many ids repeat. Before the check all three published
// versions in which two rows shared an id, silently. The refusal names the
// inputs the first repeated id's rows were read from (it named the id
// alone, and a user searched two folders for "output-00001-of-00100:1"),
// by the lines of its rows (it named the files alone: a file that gives
// an id twice left the lines to a grep).
func TestDuplicateIDsRefused(t *testing.T) {
	for name, c := range duplicateIDInputs(t) {
		t.Run(name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			want := `itnprep: refusing to publish: ` + c.dups + ` carried by more than one row (first: "` + c.first + `", ` + c.from + `) (`
			prepFails(t, out, c.args, want, "--allow-duplicate-ids")
			_, stderr, _ := run(t, append(c.args, "--output", out, "--runner", "direct", "--quiet")...)
			if strings.Count(stderr, "\n") != 1 {
				t.Errorf("the refusal is not one line:\n%s", stderr)
			}
			if _, err := os.Stat(out); err == nil {
				if ents, _ := os.ReadDir(out); len(ents) > 0 {
					// Only an empty name folder may exist; no version.
					for _, e := range ents {
						if vs, _ := os.ReadDir(filepath.Join(out, e.Name())); len(vs) > 0 {
							t.Errorf("a refused run left %s/%s: %v", out, e.Name(), vs)
						}
					}
				}
			}

			stdout, stderr, code := run(t, append(c.args, "--output", out, "--runner", "direct", "--quiet", "--allow-duplicate-ids")...)
			if code != 0 {
				t.Fatalf("--allow-duplicate-ids: exit %d\n%s", code, stderr)
			}
			dir := lastLine(stdout)
			m := verified(t, dir)
			n := int64(1)
			if strings.HasPrefix(c.dups, "2") {
				n = 2
			}
			if m.Accounting.DuplicateIDs != n || m.Accounting.FirstDuplicateID != c.first || m.Accounting.Rows != c.rowsIfRun {
				t.Errorf("manifest accounting %+v, want %d repeated ids (first %s) and %d rows", m.Accounting, n, c.first, c.rowsIfRun)
			}
			card, err := os.ReadFile(filepath.Join(dir, "README.md"))
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(card), "| ids carried by more than one row (published with `--allow-duplicate-ids`; first: `"+c.first+"`) |") {
				t.Errorf("the card does not record the repeated ids")
			}
			ids := "ids"
			if n == 1 {
				ids = "id"
			}
			if !strings.Contains(stderr, fmt.Sprintf("itnprep: %d repeated %s (carried by more than one row; first: %q, %s), published as separate rows", n, ids, c.first, c.from)) {
				t.Errorf("the summary does not say ids repeat:\n%s", stderr)
			}
			if show, _, _ := run(t, "versions", "show", dir); !strings.Contains(show, fmt.Sprintf("repeated  %d %s carried by more than one row (first: %q; --allow-duplicate-ids)\n", n, ids, c.first)) {
				t.Errorf("versions show does not say ids repeat:\n%s", show)
			}
		})
	}
}

// TestDuplicateCutIDsNameTheirLines: a Libriheavy cut id given twice in a
// cut file begins with no file's name, so the refusal named no input; it
// names the lines of its rows, read from the sink's rows' origins.
func TestDuplicateCutIDsNameTheirLines(t *testing.T) {
	lines := strings.SplitAfter(string(sampleJSONL(t)), "\n")
	tmp := t.TempDir()
	cuts := writeFile(t, tmp, "cuts_dev.jsonl", strings.Join(lines[:5], "")+lines[1])
	var cut struct{ ID string }
	if err := json.Unmarshal([]byte(lines[1]), &cut); err != nil {
		t.Fatal(err)
	}
	prepFails(t, filepath.Join(tmp, "out"), []string{"prep", "libriheavy", "--input", cuts},
		fmt.Sprintf("refusing to publish: 1 id is carried by more than one row (first: %q, read from %s:2 and %s:6)", cut.ID, cuts, cuts))
}

// TestColonInFileNamesMeetsAsARepeatedID: a file name may hold a ':', so
// a.jsonl's row of id "b.jsonl:3" and a.jsonl:b.jsonl's row of id "3" are
// one id, a.jsonl:b.jsonl:3: refused as any repeat, naming both lines, so
// no row is lost or published under another's id (docs/ERRORS.md, "Ids
// from data").
func TestColonInFileNamesMeetsAsARepeatedID(t *testing.T) {
	tmp := t.TempDir()
	a := writeFile(t, tmp, "a.jsonl", `{"id": "b.jsonl:3", "text": "It costs 5 dollars."}`+"\n"+`{"id": "q", "text": "We met."}`+"\n")
	ab := writeFile(t, tmp, "a.jsonl:b.jsonl", `{"id": "3", "text": "Call me at noon."}`+"\n"+`{"id": "r", "text": "Bye now."}`+"\n")
	prepFails(t, filepath.Join(tmp, "out"), []string{"prep", "text", "--input", a + "," + ab},
		fmt.Sprintf(`refusing to publish: 1 id is carried by more than one row (first: "a.jsonl:b.jsonl:3", read from %s:1 and %s:1)`, a, ab))
}

// TestDuplicateIDsRefusedOnPrism: the check runs where the sink merges a
// shard, so it holds on prism (bundles split, shards merged from runs) too.
func TestDuplicateIDsRefusedOnPrism(t *testing.T) {
	c := duplicateIDInputs(t)["same GTN file name in two folders"]
	out := filepath.Join(t.TempDir(), "out")
	_, stderr, code := run(t, append(c.args, "--output", out, "--runner", "prism", "--quiet", "--sink-buffer-kb", "1")...)
	if code != 1 || !strings.Contains(stderr, `refusing to publish: 2 ids are carried by more than one row (first: "output-00001-of-00100:1", `+c.from+`)`) {
		t.Errorf("prism: exit %d\n%s", code, stderr)
	}
}

// TestVariantsAreNotDuplicateIDs: verbalizer variants of one record carry
// their own "#vK" ids, so a record with several variants and distinct
// input ids publishes without the flag.
func TestVariantsAreNotDuplicateIDs(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "v.jsonl",
		`{"id": "a", "text": "It costs $5 on 3 May 2024."}`+"\n"+`{"id": "b", "text": "In 1998, 1,200 people came."}`+"\n"+`{"text": "Call 911 at 10:30."}`+"\n")
	dir := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--samples", "3")
	m := verified(t, dir)
	if m.Accounting.Rows <= m.Accounting.Written {
		t.Fatalf("no variant rows: %+v", m.Accounting)
	}
	if m.Accounting.DuplicateIDs != 0 {
		t.Errorf("variants counted as repeated ids: %+v", m.Accounting)
	}
}

// TestPrepGTNSummarySaysWhatWasSkipped: GTN files 95-98 given without
// --unused-split are not read; the run summary says how many and why in
// one line (before, only a WARN log line said so, which --quiet users and
// scripts reading the summary never saw), and only there: the WARN line per
// file that came beside it, also under --quiet, is gone.
func TestPrepGTNSummarySaysWhatWasSkipped(t *testing.T) {
	var logs bytes.Buffer
	defer slog.SetDefault(slog.Default())
	slog.SetDefault(slog.New(slog.NewTextHandler(&logs, nil)))
	tmp := t.TempDir()
	writeFile(t, tmp, "output-00001-of-00100", gtnSentences("Ann"))
	writeFile(t, tmp, "output-00096-of-00100", gtnSentences("Bob"))
	writeFile(t, tmp, "output-00097-of-00100", gtnSentences("Cid"))
	want := "itnprep: skipped 2 input files (GTN files 95-98 are unused by the standard split; --unused-split NAME reads them): " +
		filepath.Join(tmp, "output-00096-of-00100") + ", " + filepath.Join(tmp, "output-00097-of-00100") + "\n"
	stdout, stderr, code := run(t, "prep", "gtn", "--input", filepath.Join(tmp, "output-*"), "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d; summary lacks %q:\n%s", code, want, stderr)
	}
	if m := verified(t, lastLine(stdout)); m.Accounting.Read != 1 {
		t.Errorf("read %d records, want 1 (the skipped files are not read)", m.Accounting.Read)
	}
	if strings.Contains(logs.String(), "output-00096") {
		t.Errorf("a log line names the skipped file beside the summary:\n%s", logs.String())
	}
}

// TestKeepCasePunctChangesOnlyTheSpokenSide: prep text's --keep-case-punct
// keeps case and punctuation in the spoken side (as its help says); the
// written side is the input either way, so derive u2tf, which lower-cases
// and splits the spoken side itself, writes byte-identical shards from
// both parents (the README once said the flag kept case in the written
// side, as if derive u2tf needed it).
func TestKeepCasePunctChangesOnlyTheSpokenSide(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/u2tf/sample.txt"
	kept := prepOK(t, "prep", "text", "--input", in, "--keep-case-punct", "--output", filepath.Join(tmp, "k"), "--runner", "direct")
	plain := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "n"), "--runner", "direct")
	kp, np := readPairs(t, kept, verified(t, kept)), readPairs(t, plain, verified(t, plain))
	if len(kp) != len(np) || len(kp) == 0 {
		t.Fatalf("%d and %d rows", len(kp), len(np))
	}
	spokenDiffers := 0
	for i := range kp {
		if kp[i].ID != np[i].ID || kp[i].Written != np[i].Written {
			t.Fatalf("row %d: written sides differ: %q / %q", i, kp[i].Written, np[i].Written)
		}
		if kp[i].Spoken != np[i].Spoken {
			spokenDiffers++
			if strings.ToLower(np[i].Spoken) != np[i].Spoken || strings.ContainsAny(np[i].Spoken, ".,") {
				t.Errorf("row %d: spoken side without the flag keeps case or punctuation: %q", i, np[i].Spoken)
			}
		}
	}
	if spokenDiffers == 0 {
		t.Errorf("--keep-case-punct changed no spoken side")
	}
	shards := func(parent string) map[string]string {
		dir := lastLine(func() string {
			out, stderr, code := run(t, "derive", "u2tf", "--from", parent, "--output", filepath.Join(tmp, "u"), "--runner", "direct", "--quiet")
			if code != 0 {
				t.Fatalf("derive u2tf: exit %d\n%s", code, stderr)
			}
			return out
		}())
		got := map[string]string{}
		for _, s := range verified(t, dir).Shards {
			got[s.Path] = s.SHA256
		}
		return got
	}
	a, b := shards(kept), shards(plain)
	if fmt.Sprint(a) != fmt.Sprint(b) {
		t.Errorf("derive u2tf shards differ with and without --keep-case-punct:\n%v\n%v", a, b)
	}
}

// TestDuplicateIDsAcrossSplits: one id in two splits (the same Libriheavy
// cuts given as dev and as test_clean: validation and test) is refused in
// one line naming the file of each split, which the shard writers could
// not see (each sees one split);
// --allow-duplicate-ids publishes and the manifest, card and summary say
// so. derive (u2tf, tagger) applies the same check to its rows, both kinds
// of repeats, with the same flag: a parent published with the flag passed
// its repeats on, silently.
func TestDuplicateIDsAcrossSplits(t *testing.T) {
	tmp := t.TempDir()
	dev, err := os.ReadFile("../../testdata/libriheavy/libriheavy_cuts_dev.jsonl.gz")
	if err != nil {
		t.Fatal(err)
	}
	writeFile(t, tmp, "libriheavy_cuts_dev.jsonl.gz", string(dev))
	writeFile(t, tmp, "libriheavy_cuts_test_clean.jsonl.gz", string(dev))
	args := []string{"prep", "libriheavy", "--input", filepath.Join(tmp, "libriheavy_cuts_*.jsonl.gz"), "--max-reject-rate", "1"}
	out := filepath.Join(tmp, "out")
	// A cut id begins with no file's name: the refusal names the line of
	// each split's row (the sink's runs keep where each row was read; it
	// named the files alone, and before them nothing).
	testClean, devFile := filepath.Join(tmp, "libriheavy_cuts_test_clean.jsonl.gz"), filepath.Join(tmp, "libriheavy_cuts_dev.jsonl.gz")
	_, refusal, code := run(t, append(args, "--output", out, "--quiet", "--runner", "direct")...)
	for _, want := range []string{`itnprep: refusing to publish: `, ` ids are in more than one split (first: "`, `" in test and validation, read from ` + testClean + ":", " and " + devFile + ":", "--allow-duplicate-ids"} {
		if code != 1 || !strings.Contains(refusal, want) {
			t.Errorf("exit %d, want 1 and a refusal holding %q:\n%s", code, want, refusal)
		}
	}
	stdout, stderr, code := run(t, append(args, "--output", out, "--runner", "direct", "--quiet", "--allow-duplicate-ids")...)
	if code != 0 {
		t.Fatalf("--allow-duplicate-ids: exit %d\n%s", code, stderr)
	}
	parent := lastLine(stdout)
	m := verified(t, parent)
	a := m.Accounting
	if a.RowsBySplit["test"] == 0 || a.SplitDuplicateIDs != a.RowsBySplit["test"] || a.RowsBySplit["test"] != a.RowsBySplit["validation"] ||
		strings.Join(a.FirstSplitDuplicateSplits, ",") != "test,validation" || a.DuplicateIDs != 0 {
		t.Fatalf("manifest accounting %+v, want every test row's id in validation too", a)
	}
	card, err := os.ReadFile(filepath.Join(parent, "README.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(card), "| ids in more than one split (published with `--allow-duplicate-ids`; first: `"+a.FirstSplitDuplicateID+"` in test and validation) | "+fmt.Sprint(a.SplitDuplicateIDs)+" |") {
		t.Errorf("the card does not record the ids in two splits")
	}
	line := cutLine(t, dev, a.FirstSplitDuplicateID)
	if want := fmt.Sprintf("itnprep: %d ids in more than one split (first: %q in test and validation, read from %s:%d and %s:%d), published as separate rows (--allow-duplicate-ids)\n", a.SplitDuplicateIDs, a.FirstSplitDuplicateID,
		testClean, line, devFile, line); !strings.Contains(stderr, want) {
		t.Errorf("the summary lacks %q:\n%s", want, stderr)
	}
	if want := fmt.Sprintf("read from %s:%d and %s:%d)", testClean, line, devFile, line); !strings.Contains(refusal, want) {
		t.Errorf("the refusal lacks %q:\n%s", want, refusal)
	}
	show, _, _ := run(t, "versions", "show", parent)
	if want := fmt.Sprintf("repeated  %d %s in more than one split (first: %q in test and validation; --allow-duplicate-ids)\n", a.SplitDuplicateIDs, textcut.Plural(int(a.SplitDuplicateIDs), "id", "ids"), a.FirstSplitDuplicateID); !strings.Contains(show, want) {
		t.Errorf("versions show lacks %q:\n%s", want, show)
	}

	for _, kind := range []string{"u2tf", "tagger"} {
		dargs := []string{"derive", kind, "--from", parent, "--max-reject-rate", "1"}
		if kind == "tagger" {
			dargs = append(dargs, "--vocab-split", "validation")
		}
		// The parent's rows of the id, in the shard of each split (a
		// derive named nothing: its rows carry no origin).
		prepFails(t, filepath.Join(tmp, kind), dargs, `" in test and validation, row 1 of the parent's `+filepath.Join(parent, "data", "test-"),
			".parquet and row 1 of the parent's "+filepath.Join(parent, "data", "validation-"),
			".parquet) (a record in two splits leaks evaluation data into training; the parent was published with --allow-duplicate-ids, and its rows carry their ids here: prep the parent's inputs again with their ids fixed, or pass --allow-duplicate-ids")
		child := prepOK(t, append(dargs, "--output", filepath.Join(tmp, kind), "--runner", "direct", "--allow-duplicate-ids")...)
		if c := verified(t, child).Accounting; c.SplitDuplicateIDs == 0 {
			t.Errorf("derive %s: manifest accounting %+v records no id in two splits", kind, c)
		}
	}

	// One split, an id twice (published with the flag): derive refuses it too.
	c := duplicateIDInputs(t)["a JSONL id used twice"]
	twice := prepOK(t, append(c.args, "--output", filepath.Join(tmp, "twice"), "--runner", "direct", "--allow-duplicate-ids")...)
	for _, kind := range []string{"u2tf", "tagger"} {
		dargs := []string{"derive", kind, "--from", twice, "--max-reject-rate", "1"}
		// The rows of the parent that carry it (it named none): the
		// parent's rows are sorted by id, a7's two first.
		prepFails(t, filepath.Join(tmp, "twice-"+kind), dargs, `refusing to publish: 1 id is carried by more than one row (first: "twice.jsonl:a7", rows 1 and 2 of the parent's `+
			filepath.Join(twice, "data", "train-"), ".parquet) (the parent was published with --allow-duplicate-ids, and its rows carry their ids here: prep the parent's inputs again with their ids fixed, or pass --allow-duplicate-ids to publish them as separate rows)")
	}
}

// cutLine is the line of gz, a gzipped lhotse cut manifest, whose cut has
// the id id.
func cutLine(t *testing.T, gz []byte, id string) int {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(zr)
	sc.Buffer(nil, 1<<24)
	for n := 1; sc.Scan(); n++ {
		var c struct {
			ID string `json:"id"`
		}
		if json.Unmarshal(sc.Bytes(), &c) == nil && c.ID == id {
			return n
		}
	}
	t.Fatalf("no cut %q in the manifest (%v)", id, sc.Err())
	return 0
}

// TestRepeatedSPGIRowIsOneRepeatedID: an SPGISpeech row repeated in its
// CSV, verbalized into three variants, is one repeated id in the refusal
// and the manifest (it was three: x, x#v1 and x#v2 each counted), and the
// accounting holds: read = written + rejected, the copy counted as read
// and written (published as a row of its own with --allow-duplicate-ids).
func TestRepeatedSPGIRowIsOneRepeatedID(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "val.csv", "wav_filename|wav_filesize|transcript\na/1.wav|100|We paid $5 in 2020.\na/2.wav|100|It is 3 km.\na/1.wav|100|We paid $5 in 2020.\n")
	args := []string{"prep", "spgi", "--input", in, "--output", filepath.Join(dir, "out"), "--runner", "direct", "--samples", "3", "--variant-floor", "0"}
	_, stderr, code := run(t, args...)
	if code != 1 || !strings.Contains(stderr, `refusing to publish: 1 id is carried by more than one row (first: "val.csv:a/1.wav", read from `+in+`:2 and `+in+`:4)`) {
		t.Fatalf("exit %d, stderr %q", code, stderr)
	}
	stdout, stderr, code := run(t, append(args, "--allow-duplicate-ids")...)
	if code != 0 || !strings.Contains(stderr, "itnprep: 1 repeated id (") {
		t.Fatalf("--allow-duplicate-ids: exit %d, stderr %q", code, stderr)
	}
	m := verified(t, strings.TrimSpace(stdout[strings.LastIndex(strings.TrimSpace(stdout), "\n")+1:]))
	a := m.Accounting
	if a.DuplicateIDs != 1 || a.Read != 3 || a.Written+a.Rejected != a.Read || a.Rows <= a.Written {
		t.Errorf("accounting %+v", a)
	}
}

// TestDerivedRepeatsSayTheirUnit: a tagger or u2tf version of that parent
// counts its repeated ids by its own records, the parent's rows (a record
// repeated with K variants repeats K ids there), and says so beside the
// parent's count, in the summary and the card (it counted 3 where the
// parent said 1, with no word why); a u2tf version's span rows ("x#s0",
// which repeat with their classifier row) are no records and no longer
// count (the u2tf count was the tagger's plus the repeated rows' spans).
func TestDerivedRepeatsSayTheirUnit(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "train.csv", "wav_filename|wav_filesize|transcript\na/1.wav|100|We paid $5 in 2020.\na/2.wav|100|It is 3 km.\na/1.wav|100|We paid $5 in 2020.\n")
	parent := prepOK(t, "prep", "spgi", "--input", in, "--output", filepath.Join(dir, "out"), "--runner", "direct", "--samples", "3", "--variant-floor", "0", "--allow-duplicate-ids")
	pm := verified(t, parent)
	if pm.Accounting.DuplicateIDs != 1 || pm.Accounting.Rows < pm.Accounting.Written+2 {
		t.Fatalf("parent accounting %+v: want 1 repeated id and variants", pm.Accounting)
	}
	counts := map[string]int64{}
	for _, kind := range []string{"tagger", "u2tf"} {
		args := []string{"derive", kind, "--from", parent, "--output", filepath.Join(dir, kind), "--runner", "direct", "--max-reject-rate", "1", "--allow-duplicate-ids"}
		stdout, stderr, code := run(t, args...)
		if code != 0 {
			t.Fatalf("derive %s: exit %d\n%s", kind, code, stderr)
		}
		child := strings.TrimSpace(stdout[strings.LastIndex(strings.TrimSpace(stdout), "\n")+1:])
		a := verified(t, child).Accounting
		counts[kind] = a.DuplicateIDs
		if a.DuplicateIDs < 2 {
			t.Errorf("derive %s: %d repeated ids, want one per variant of the repeated record", kind, a.DuplicateIDs)
		}
		if want := "; the parent counts 1, by its records: each of its rows, a verbalized variant too, is a record here"; !strings.Contains(stderr, want) {
			t.Errorf("derive %s: summary lacks %q:\n%s", kind, want, stderr)
		}
		card, err := os.ReadFile(filepath.Join(child, "README.md"))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(card), "counted by this version's records, each a row of the parent") {
			t.Errorf("derive %s: the card does not say the unit of its repeated ids", kind)
		}
	}
	if counts["u2tf"] != counts["tagger"] {
		t.Errorf("repeated ids: u2tf %d, tagger %d (span rows counted?)", counts["u2tf"], counts["tagger"])
	}
}

// TestDeriveOfAnOldParentWithRepeats: a manifest leaves duplicate_ids out
// at 0, and one published before itnprep counted repeated ids (d1ec7dd2,
// 2026-11-23) left it out whatever its rows held. A derive of such a
// parent, whose rows repeat ids, said "the parent counts 0, by its
// records: ... a record it repeats counts once per variant" and, refused,
// that the parent "was published with --allow-duplicate-ids", a flag it
// never had.
func TestDeriveOfAnOldParentWithRepeats(t *testing.T) {
	dir := t.TempDir()
	for _, d := range []string{"a", "b"} {
		if err := os.MkdirAll(filepath.Join(dir, d), 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(dir, d), "x.txt", "one 1\ntwo 2\n")
	}
	parent := prepOK(t, "prep", "text", "--input", filepath.Join(dir, "a", "x.txt")+","+filepath.Join(dir, "b", "x.txt"),
		"--output", filepath.Join(dir, "out"), "--runner", "direct", "--allow-duplicate-ids")
	// The manifest as a version of before 2026-11-23 has it.
	mp := filepath.Join(parent, "manifest.json")
	b, err := os.ReadFile(mp)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	acc := m["accounting"].(map[string]any)
	if acc["duplicate_ids"] != 2.0 {
		t.Fatalf("parent accounting %v: want 2 repeated ids", acc)
	}
	delete(acc, "duplicate_ids")
	delete(acc, "first_duplicate_id")
	if b, err = json.Marshal(m); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(mp, b, 0o644); err != nil {
		t.Fatal(err)
	}
	args := []string{"derive", "tagger", "--from", parent, "--output", filepath.Join(dir, "tagger"), "--runner", "direct"}
	_, stderr, code := run(t, args...)
	if code != 1 || !strings.Contains(stderr, "the parent was published before itnprep refused repeated ids (2026-11-23; its manifest counts none)") || strings.Contains(stderr, "published with --allow-duplicate-ids") {
		t.Errorf("refused derive: exit %d\n%s", code, stderr)
	}
	_, stderr, code = run(t, append(args, "--allow-duplicate-ids")...)
	if code != 0 || !strings.Contains(stderr, "; the parent's manifest counts none: it was published before itnprep counted repeated ids (2026-11-23)") || strings.Contains(stderr, "the parent counts 0") {
		t.Errorf("derive --allow-duplicate-ids: exit %d\n%s", code, stderr)
	}
}

// TestRepeatedRowsRefusalNamesDedupe: a refusal for repeated ids whose
// first id's rows carry the same text (one file in two folders, a JSONL
// line repeated whole) names --dedupe, which sets such rows aside, and
// --dedupe then publishes; with --samples 2, where --dedupe is refused,
// it says so; an id given to two other texts is not told of --dedupe. The
// refusal named files to rename and ids to fix, never --dedupe (qa78).
func TestRepeatedRowsRefusalNamesDedupe(t *testing.T) {
	tmp := t.TempDir()
	lines := "It costs 5 dollars.\nWe met on Monday.\n"
	for _, d := range []string{"a", "b"} {
		os.MkdirAll(filepath.Join(tmp, d), 0o755)
		writeFile(t, filepath.Join(tmp, d), "notes.txt", lines)
	}
	copies := filepath.Join(tmp, "*", "notes.txt")
	whole := writeFile(t, tmp, "whole.jsonl", `{"id": "x", "text": "Call me at noon."}`+"\n"+`{"id": "y", "text": "We met on Monday."}`+"\n"+`{"id": "x", "text": "Call me at noon."}`+"\n")
	dedupe := "give each input once, or pass --dedupe to keep the first row of each (split, written, spoken), or pass --allow-duplicate-ids"
	for _, c := range []struct {
		name string
		args []string
		want string
	}{
		{"one file in two folders", []string{"prep", "text", "--input", copies}, dedupe},
		{"a JSONL line repeated whole", []string{"prep", "text", "--input", whole}, dedupe},
		{"--samples 2", []string{"prep", "text", "--input", copies, "--samples", "2"}, "give each input once, or remove the repeated lines (--dedupe, which keeps the first row of each (split, written, spoken), takes --samples 1), or pass --allow-duplicate-ids"},
	} {
		t.Run(c.name, func(t *testing.T) {
			out := filepath.Join(t.TempDir(), "out")
			prepFails(t, out, c.args, "the first's rows carry the same written and spoken text", c.want)
			if c.name == "--samples 2" {
				return
			}
			prepOK(t, append(c.args, "--output", out, "--runner", "direct", "--quiet", "--dedupe")...)
		})
	}
	c := duplicateIDInputs(t)["a JSONL id used twice"]
	_, stderr, _ := run(t, append(c.args, "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")...)
	if !strings.Contains(stderr, "rename the files or fix the ids") || strings.Contains(stderr, "--dedupe") {
		t.Errorf("an id given to two texts: the refusal should name the ids to fix, not --dedupe:\n%s", stderr)
	}
}
