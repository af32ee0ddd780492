package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// wrongKindLibriheavy is NeMo GTN JSONL saved under a Libriheavy cut file
// name: every line parses as JSON but lacks a cut id, so every record is
// rejected as missing_id. Before the guard this published a 0-row version
// with exit 0 and no message.
func wrongKindLibriheavy(t *testing.T) string {
	t.Helper()
	return writeFile(t, t.TempDir(), "libriheavy_cuts_small.jsonl",
		`{"text": "On May 5 we met.", "gt_normalized": "on may fifth we met."}`+"\n"+
			`{"text": "It costs $3.", "gt_normalized": "it costs three dollars."}`+"\n")
}

// TestGuardRefusesEmptyRun: 0 records written exits 1, publishes nothing,
// leaves no staging folder and says why in one line naming the top reject
// rule; --allow-empty publishes the empty version, which verifies.
func TestGuardRefusesEmptyRun(t *testing.T) {
	in := wrongKindLibriheavy(t)
	out := filepath.Join(t.TempDir(), "out")
	prepFails(t, out, []string{"prep", "libriheavy", "--input", in},
		"itnprep: refusing to publish: 0 records written (read 2, rejected 2; top reject rules: parse/missing_id 2)", "--allow-empty")
	_, stderr, _ := run(t, "prep", "libriheavy", "--input", in, "--output", out, "--runner", "direct", "--quiet")
	if n := strings.Count(stderr, "refusing to publish"); n != 1 {
		t.Errorf("the refusal is said %d times:\n%s", n, stderr)
	}
	if !strings.HasPrefix(stderr, "itnprep: refusing to publish:") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("the refusal is not one line:\n%s", stderr)
	}
	// --max-reject-rate 1 alone does not publish an empty run.
	prepFails(t, out, []string{"prep", "libriheavy", "--input", in, "--max-reject-rate", "1"}, "0 records written")
	dir := prepOK(t, "prep", "libriheavy", "--input", in, "--output", out, "--runner", "direct", "--allow-empty", "--max-reject-rate", "1")
	m := verified(t, dir)
	if m.Accounting.Written != 0 || m.Accounting.Rejected != 2 || m.Accounting.RejectedByReason["parse/missing_id"] != 2 {
		t.Errorf("accounting of the allowed empty version: %+v", m.Accounting)
	}
}

// TestGuardRejectRate: a run rejecting more than --max-reject-rate (default
// 0.5) of what it read is refused on prism and direct; a higher limit or 1
// publishes it; a limit outside [0, 1] is a usage error.
func TestGuardRejectRate(t *testing.T) {
	in := badDir + "spgi/val.csv" // 7 of 8 rows are bad
	tmp := t.TempDir()
	for _, runner := range []string{"direct", "prism"} {
		out := filepath.Join(tmp, runner)
		_, stderr, code := run(t, "prep", "spgi", "--input", in, "--output", out, "--runner", runner, "--quiet")
		if code != 1 || !strings.Contains(stderr, "refusing to publish: rejected 7 of 8 records read (87.5%, above --max-reject-rate 0.5; top reject rules: parse/bad_columns 2,") {
			t.Errorf("%s: exit %d\n%s", runner, code, stderr)
		}
		prepFails(t, out, []string{"prep", "spgi", "--input", in, "--max-reject-rate", "0.8"}, "above --max-reject-rate 0.8")
	}
	prepOK(t, "prep", "spgi", "--input", in, "--output", filepath.Join(tmp, "a"), "--runner", "direct", "--max-reject-rate", "0.9")
	prepOK(t, "prep", "spgi", "--input", in, "--output", filepath.Join(tmp, "b"), "--runner", "direct", "--max-reject-rate", "1")
	// A clean input passes the strictest limit.
	prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "c"), "--runner", "direct", "--max-reject-rate", "0")
	for bad, want := range map[string]string{
		"2":    "--max-reject-rate must be between 0 and 1",
		"-0.1": "--max-reject-rate must be between 0 and 1",
		"NaN":  "--max-reject-rate must be a finite number, got NaN",
	} {
		_, stderr, code := run(t, "prep", "spgi", "--input", in, "--output", filepath.Join(tmp, "d"), "--max-reject-rate", bad)
		if code != 2 || !strings.Contains(stderr, want) {
			t.Errorf("--max-reject-rate %s: exit %d\n%s", bad, code, stderr)
		}
	}
}

// TestSummary: a publishing run ends with a summary on stderr, also with
// --quiet (no progress display) and when stderr is not a terminal; not with
// --log-level error, where only errors are wanted.
func TestSummary(t *testing.T) {
	tmp := t.TempDir()
	stdout, stderr, code := run(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", tmp, "--runner", "direct", "--quiet", "--max-reject-rate", "1")
	if code != 0 {
		t.Fatalf("exit %d\n%s", code, stderr)
	}
	dir := lastLine(stdout)
	for _, want := range []string{
		"itnprep: read 8 records, wrote 1, rejected 7 (parse/bad_columns 2, basic/empty_text 1, parse/bad_wav_filesize 1, parse/invalid_utf8 1, parse/missing_wav_filename 1, 1 more rule)\n",
		"itnprep: 1 row: validation 1 in ",
		" rows/s)\n",
		"itnprep: published " + dir + "\n",
	} {
		if !strings.Contains(stderr, want) {
			t.Errorf("summary lacks %q:\n%s", want, stderr)
		}
	}
	_, stderr, code = run(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", tmp, "--runner", "direct", "--max-reject-rate", "1", "--log-level", "error")
	if code != 0 || stderr != "" {
		t.Errorf("--log-level error: exit %d, stderr %q", code, stderr)
	}

	// A re-run that makes the same version (here on prism) finds it
	// published by an earlier run and keeps it, manifest included: the
	// summary said "published DIR" as if it had been written again. (The
	// earlier run's creation time is set back so that the line names a
	// known one; runs within one second share theirs, which
	// transforms.TestPublishedBeforeTellsAReRunFromARetry covers.)
	mpath := filepath.Join(dir, "manifest.json")
	b, err := os.ReadFile(mpath)
	if err != nil {
		t.Fatal(err)
	}
	var m map[string]any
	if err := json.Unmarshal(b, &m); err != nil {
		t.Fatal(err)
	}
	m["created"] = "2026-01-02T03:04:05Z"
	if b, err = json.MarshalIndent(m, "", "  "); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(mpath, b, 0o644); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code = run(t, "prep", "spgi", "--input", badDir+"spgi/val.csv", "--output", tmp, "--quiet", "--max-reject-rate", "1")
	want := "itnprep: published " + dir + " already, by the run of 2026-01-02T03:04:05Z (the same inputs, settings and rows): kept as it was, manifest included\n"
	if code != 0 || lastLine(stdout) != dir || !strings.Contains(stderr, want) {
		t.Errorf("re-run: exit %d, last line %q, want %q in\n%s", code, lastLine(stdout), want, stderr)
	}
	if after, err := os.ReadFile(mpath); err != nil || !bytes.Equal(after, b) {
		t.Errorf("re-run changed the manifest (%v)", err)
	}
}

// TestGlobalFlagsAfterCommand: --log-level works after the command name
// (it used to be accepted there and silently ignored) and a bad value is a
// usage error; an unknown --runner is refused before any pipeline is built,
// listing the known runners.
func TestGlobalFlagsAfterCommand(t *testing.T) {
	for _, args := range [][]string{
		{"versions", "list", t.TempDir(), "--log-level", "nope"},
		{"prep", "gtn", "--input", sampleGTN, "--output", t.TempDir(), "--log-level", "nope"},
	} {
		_, stderr, code := run(t, args...)
		if code != 2 || !strings.Contains(stderr, "want debug, info, warn or error") {
			t.Errorf("%v: exit %d\n%s", args, code, stderr)
		}
		shortError(t, args, stderr)
	}
	_, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", t.TempDir(), "--runner", "dirct")
	if code != 2 || !strings.Contains(stderr, `unknown --runner "dirct" (known: prism, direct, dataflow, flink,`) {
		t.Errorf("--runner dirct: exit %d\n%s", code, stderr)
	}
	shortError(t, []string{"--runner", "dirct"}, stderr)
}

// TestValidation: split names follow Hugging Face's rule before any
// pipeline is built (a colon and spaces used to reach file names and break
// the card's YAML); versions on a missing folder or an unknown split fail.
func TestValidation(t *testing.T) {
	tmp := t.TempDir()
	for _, args := range [][]string{
		{"prep", "text", "--input", badDir + "text-lf/mixed.txt", "--output", tmp, "--split", "dev-clean: x"},
		{"prep", "libriheavy", "--input", wrongKindLibriheavy(t), "--output", tmp, "--split", "dev clean"},
		{"prep", "gtn", "--input", sampleGTN, "--output", tmp, "--unused-split", "a/b"},
		{"versions", "head", tmp, "--split", "x:y"},
	} {
		_, stderr, code := run(t, args...)
		if code != 2 || !strings.Contains(stderr, "is not valid") || !strings.Contains(stderr, `^\w+(\.\w+)*$`) {
			t.Errorf("%v: exit %d\n%s", args, code, stderr)
		}
		shortError(t, args, stderr)
	}
	missing := filepath.Join(tmp, "no", "such")
	for _, args := range [][]string{
		{"versions", "list", missing}, {"versions", "gc", missing}, {"versions", "show", missing},
		{"versions", "verify", missing}, {"versions", "head", missing},
	} {
		_, stderr, code := run(t, args...)
		if code != 1 || !strings.Contains(stderr, missing) {
			t.Errorf("%v: exit %d\n%s", args, code, stderr)
		}
		shortError(t, args, stderr)
	}
	dir := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct")
	_, stderr, code := run(t, "versions", "head", dir, "--split", "nope")
	if code != 2 || !strings.Contains(stderr, `no split "nope" (splits: `) {
		t.Errorf("head --split nope: exit %d\n%s", code, stderr)
	}
	if out, stderr, code := run(t, "versions", "head", dir, "--split", "train", "-n", "1"); code != 0 || out == "" {
		t.Errorf("head --split train: exit %d\n%s", code, stderr)
	}
	// A version without rows says so (it printed "(splits: ; ...").
	empty := prepOK(t, "prep", "text", "--input", badDir+"text-empty/empty.txt", "--output", tmp, "--allow-empty", "--runner", "direct")
	_, stderr, code = run(t, "versions", "head", empty, "--split", "train")
	if code != 2 || !strings.Contains(stderr, `no split "train" (it has no rows; --rejects`) {
		t.Errorf("head --split on a version without rows: exit %d\n%s", code, stderr)
	}
}

// TestRefusedRunLeavesNoFolder: the folder check just before the pipeline
// makes OUT/NAME (and OUT); a run that then publishes nothing left them
// behind empty (`versions list OUT` then said there were no versions in a
// folder the user had not had before). The folders it made go again; one
// that existed before stays.
func TestRefusedRunLeavesNoFolder(t *testing.T) {
	in := wrongKindLibriheavy(t)
	out := filepath.Join(t.TempDir(), "new", "out")
	prepFails(t, out, []string{"prep", "libriheavy", "--input", in}, "refusing to publish")
	if _, err := os.Stat(filepath.Dir(out)); err == nil {
		if _, err := os.Stat(out); err == nil {
			t.Errorf("the refused run left %s", out)
		}
	} else if !os.IsNotExist(err) {
		t.Fatal(err)
	}
	mine := filepath.Join(t.TempDir(), "mine")
	if err := os.MkdirAll(mine, 0o755); err != nil {
		t.Fatal(err)
	}
	prepFails(t, mine, []string{"prep", "libriheavy", "--input", in}, "refusing to publish")
	if _, err := os.Stat(mine); err != nil {
		t.Errorf("the refused run removed the --output folder that existed before: %v", err)
	}
	if _, err := os.Stat(filepath.Join(mine, "libriheavy")); err == nil {
		t.Errorf("the refused run left %s", filepath.Join(mine, "libriheavy"))
	}
}

// TestReRunRepairsADamagedVersion: a re-run that makes a version an
// earlier run published, whose shards were since cut short or removed (an
// interrupted copy, a hand's rm), replaces them by its own, which have the
// bytes the manifest lists, and says so in its line. It said "kept as it
// was", exit 0, over a version that `versions verify` and every reader
// refused.
func TestReRunRepairsADamagedVersion(t *testing.T) {
	tmp := t.TempDir()
	dir := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct")
	shards, err := filepath.Glob(filepath.Join(dir, "data", "*.parquet"))
	if err != nil || len(shards) < 2 {
		t.Fatalf("shards %v (%v)", shards, err)
	}
	want := map[string][]byte{}
	for _, p := range shards[:2] {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		want[p] = b
	}
	if err := os.Truncate(shards[0], 100); err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(shards[1]); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct", "--quiet")
	line := "but 2 of its files were damaged (data/" + filepath.Base(shards[0]) + ": 100 of the " + strconv.Itoa(len(want[shards[0]])) +
		" bytes its manifest gives, data/" + filepath.Base(shards[1]) + ": missing, though its manifest lists it): replaced by this run's, which match its manifest; manifest kept\n"
	if code != 0 || lastLine(stdout) != dir || !strings.Contains(stderr, line) {
		t.Errorf("re-run over a damaged version: exit %d, last line %q, want %q in\n%s", code, lastLine(stdout), line, stderr)
	}
	for p, b := range want {
		if got, err := os.ReadFile(p); err != nil || !bytes.Equal(got, b) {
			t.Errorf("%s not repaired (%v)", p, err)
		}
	}
	if _, stderr, code := run(t, "versions", "verify", dir); code != 0 {
		t.Errorf("verify after the re-run: exit %d\n%s", code, stderr)
	}
	// An intact version: the line says it was kept as it was.
	_, stderr, _ = run(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct", "--quiet")
	if !strings.Contains(stderr, "(the same inputs, settings and rows): kept as it was, manifest included\n") {
		t.Errorf("re-run over an intact version:\n%s", stderr)
	}
}

// TestReRunRepairsTheCardAndFigures: a re-run over a version whose card
// or a figure was removed or cut short draws them again from the kept
// manifest, byte for byte as published, and says so; the card, which the
// manifest does not list, was left as it was while the line said the
// version was repaired (or kept as it was).
func TestReRunRepairsTheCardAndFigures(t *testing.T) {
	tmp := t.TempDir()
	dir := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct")
	readme := filepath.Join(dir, "README.md")
	figs, err := filepath.Glob(filepath.Join(dir, "figures", "*.svg"))
	if err != nil || len(figs) == 0 {
		t.Fatalf("figures %v (%v)", figs, err)
	}
	want := map[string][]byte{}
	for _, p := range []string{readme, figs[0]} {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		want[p] = b
	}
	if err := os.Remove(readme); err != nil {
		t.Fatal(err)
	}
	if err := os.Truncate(figs[0], 50); err != nil {
		t.Fatal(err)
	}
	stdout, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct", "--quiet")
	line := "but 2 of its files were damaged (README.md: missing, figures/" + filepath.Base(figs[0]) + ": 50 of the " + strconv.Itoa(len(want[figs[0]])) +
		" bytes drawn from its manifest): replaced by this run's, which match its manifest (the card and figures drawn again from it); manifest kept\n"
	if code != 0 || lastLine(stdout) != dir || !strings.Contains(stderr, line) {
		t.Errorf("re-run over a damaged card: exit %d, last line %q, want %q in\n%s", code, lastLine(stdout), line, stderr)
	}
	for p, b := range want {
		if got, err := os.ReadFile(p); err != nil || !bytes.Equal(got, b) {
			t.Errorf("%s not as published (%v)", p, err)
		}
	}
}

// TestReRunSaysWhatChangedSinceLatest: a run that publishes a new version
// over the dataset's latest says, in one line, which settings and inputs
// differ from it (a flag mistyped, a file swapped between two runs of a
// corpus), with the versions diff command that shows the rows; it said
// only the new folder. A re-run that makes the latest version again says
// nothing of it.
func TestReRunSaysWhatChangedSinceLatest(t *testing.T) {
	tmp := t.TempDir()
	first := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct")
	stdout, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct", "--shards", "2", "--quiet")
	second := lastLine(stdout)
	want := "itnprep: latest moved from " + filepath.Base(first) + ", which differs in shards 4 -> 2: itnprep versions diff " + first + " " + second + "\n"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("--shards changed: exit %d, want %q in\n%s", code, want, stderr)
	}
	_, stderr, _ = run(t, "prep", "gtn", "--input", sampleGTN, "--output", tmp, "--runner", "direct", "--shards", "2", "--quiet")
	if strings.Contains(stderr, "latest moved") {
		t.Errorf("the same run again:\n%s", stderr)
	}
	one := filepath.Join(filepath.Dir(sampleGTN), "output-00000-of-00100")
	_, stderr, _ = run(t, "prep", "gtn", "--input", one, "--output", tmp, "--runner", "direct", "--shards", "2", "--quiet")
	if !strings.Contains(stderr, ", which differs in inputs: ") || !strings.Contains(stderr, " removed: itnprep versions diff ") {
		t.Errorf("an input left out:\n%s", stderr)
	}
}

// TestSplitByIDSaysWhichSplitGotNoRow: a corpus too small for the shares
// of --split-by-id publishes a version without some of its splits, and
// the summary names them in one line (here validation: one of the three
// records is in test); it was published in silence.
func TestSplitByIDSaysWhichSplitGotNoRow(t *testing.T) {
	tmp := t.TempDir()
	in := writeFile(t, tmp, "few.txt", "It costs $5.\nWe met on 3 May.\nA 3 km walk.\n")
	_, stderr, code := run(t, "prep", "text", "--input", in, "--output", filepath.Join(tmp, "out"), "--split-by-id", "train=98,validation=1,test=1", "--runner", "direct", "--quiet")
	want := "itnprep: --split-by-id gave no row to validation (about 0.03 of the 3 records by its share): the version has no such split (more records or a larger share fill it)\n"
	if code != 0 || !strings.Contains(stderr, want) {
		t.Errorf("exit %d, want %q in\n%s", code, want, stderr)
	}
}
