package main

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/trainer/trainertest"
)

// TestPrepAndDeriveNameTheNextCommand (qa95): prep and derive ended with
// "published DIR" and no word of what to run next, as train's dry run and
// its score line say; a newcomer following the README's tour had to look
// up that train takes the folder as --dataset (and a tagger version with
// --model tagger). The last line of stderr names it with the folder filled
// in; stdout stays the folder alone (DIR=$(itnprep prep ...)); --quiet
// leaves the line out.
func TestPrepAndDeriveNameTheNextCommand(t *testing.T) {
	tmp := t.TempDir()
	out := filepath.Join(tmp, "out")
	stdout, stderr, code := run(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", out, "--runner", "direct")
	dir := strings.TrimSuffix(stdout, "\n")
	if code != 0 || strings.Contains(dir, "\n") || !strings.HasPrefix(dir, out) {
		t.Fatalf("prep gtn: exit %d, stdout %q, want the folder alone: %s", code, stdout, stderr)
	}
	want := "itnprep: next: itnprep train --dataset " + dir + " --out RUN_DIR trains a seq2seq model on it (--dry-run checks it first; docs/TRAINING.md); itnprep derive tagger " + dir + " makes a tagger's rows (Universal-2-TF's need the written side's case and punctuation: prep gtn --detokenize, then derive u2tf)"
	if got := lastLine(stderr); got != want {
		t.Errorf("prep gtn: last stderr line\n%s\nwant\n%s", got, want)
	}

	stdout, stderr, code = run(t, "derive", "tagger", dir, "--max-reject-rate", "1", "--runner", "direct")
	tagger := strings.TrimSuffix(stdout, "\n")
	if code != 0 || strings.Contains(tagger, "\n") {
		t.Fatalf("derive tagger: exit %d, stdout %q: %s", code, stdout, stderr)
	}
	want = "itnprep: next: itnprep train --model tagger --dataset " + tagger + " --out RUN_DIR trains a Thutmose tagger on it (--dry-run checks it first; docs/TRAINING.md), or itnprep export nemo-tagger " + tagger + " --output DIR writes it for NeMo's trainer"
	if got := lastLine(stderr); got != want {
		t.Errorf("derive tagger: last stderr line\n%s\nwant\n%s", got, want)
	}

	// A held-out set (no train split) is decoded as --test-dataset.
	stdout, stderr, code = run(t, "prep", "nemo-cases", "--input", "../../testdata/nemo-cases/data_text_normalization/test_cases_cardinal.txt", "--output", out, "--runner", "direct")
	cases := strings.TrimSuffix(stdout, "\n")
	want = "itnprep: next: it has no train split, so it is a held-out set: itnprep train --dataset TRAIN_VERSION --test-dataset " + cases + " --out RUN_DIR decodes it after training (docs/TRAINING.md); to train on it, prep it again with --split-by-id train=98,validation=1,test=1"
	if code != 0 || lastLine(stderr) != want {
		t.Errorf("prep nemo-cases: exit %d, last stderr line\n%s\nwant\n%s", code, lastLine(stderr), want)
	}

	// --quiet: the summary, without the line.
	stdout, stderr, code = run(t, "prep", "gtn", "--input", "../../testdata/gtn/*", "--output", out, "--runner", "direct", "--quiet")
	if code != 0 || stdout != dir+"\n" || strings.Contains(stderr, "next:") || !strings.Contains(stderr, "itnprep: published "+dir) {
		t.Errorf("prep gtn --quiet: exit %d, stdout %q, stderr:\n%s", code, stdout, stderr)
	}
}

// TestTrainStdoutIsTheRunFolderAlone (qa95): a local run's progress lines
// (a run whose output is no terminal: one line per logged update) went to
// stdout before the run folder, so RUN_DIR=$(itnprep train ...) held
// "step 1/2 loss ..." lines above the path. They go to stderr, with the
// other progress; stdout is the folder alone.
func TestTrainStdoutIsTheRunFolderAlone(t *testing.T) {
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 10, 2, 2, 1)
	py := writeExe(t, tmp, "python", `echo '{"event":"start","max_steps":2,"model":"seq2seq"}'
echo '{"event":"step","step":1,"max_steps":2,"loss":3.0,"tokens_per_s":100}'
echo '{"event":"step","step":2,"max_steps":2,"loss":2.0,"tokens_per_s":100}'
echo '{"event":"done","step":2}'`)
	run := filepath.Join(tmp, "run")
	code, out, errs := runTrainCmd(t, context.Background(), "--dataset", v, "--out", run, "--cache", filepath.Join(tmp, "c"), "--python", py)
	if code != 0 || out != run+"\n" {
		t.Errorf("exit %d, stdout %q, want the run folder alone\nstderr:\n%s", code, out, errs)
	}
	if !strings.Contains(errs, "\nstep 1/2 loss 3.0000 100 tok/s") || !strings.Contains(errs, "\nstep 2/2 loss 2.0000 100 tok/s\n") {
		t.Errorf("stderr lacks the step lines:\n%s", errs)
	}
}

// TestMistypedVersionIDNamesTheVersion (qa95): a version id copied in
// part (as git's short hashes are) or with a typo said "no such folder"
// and nothing of the version beside it; every command that takes a
// version names the one meant.
func TestMistypedVersionIDNamesTheVersion(t *testing.T) {
	tmp := t.TempDir()
	dir := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "o"), "--runner", "direct")
	typo := dir[:len(dir)-1] + "x"
	for _, in := range []string{dir[:len(dir)-8], typo} {
		want := in + ": no such folder; did you mean " + dir + "?"
		for _, args := range [][]string{{"versions", "verify", in}, {"derive", "tagger", in}, {"view", in}} {
			_, stderr, code := run(t, args...)
			if code != 1 || !strings.Contains(stderr, want) {
				t.Errorf("%v: exit %d, want 1 and %q:\n%s", args, code, want, stderr)
			}
		}
	}
	// A name nothing is near says what it said.
	if _, stderr, _ := run(t, "versions", "verify", filepath.Join(filepath.Dir(dir), "nothing-like-it")); strings.Contains(stderr, "did you mean") {
		t.Errorf("a name no version is near: %s", stderr)
	}
}

// TestQuarantineSummaryNamesTheFirst (qa95): align, mine, mine-pairs and
// evaluate with a rejects file said "2 of 5 lines quarantined (FILE); the
// others were processed", and a user opened the file to learn what was
// wrong with their input; prep's summary and every refusal name the first
// by file and line. The line ends with it (on stderr each quarantined
// line is shown already).
func TestQuarantineSummaryNamesTheFirst(t *testing.T) {
	dir := t.TempDir()
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written": "a b", "spoken": "a b"}`+"\n"+`{"written": "c d", "spoken": "c d"}`+"\n"+`{"written": "x"}`+"\n")
	preds := writeFile(t, dir, "preds.jsonl", `{"hyp": "a", "ref": "a"}`+"\n"+`{"hyp": "b", "ref": "b"}`+"\n"+`{"hyp": "c"}`+"\n")
	seqs := writeFile(t, dir, "seqs.jsonl", `["a","b"]`+"\n"+`["a"]`+"\n"+`{"x":1}`+"\n")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"align", "--input", pairs, "--output", filepath.Join(dir, "ops.jsonl")}, "itnprep align: 1 of 3 lines quarantined (" + filepath.Join(dir, "ops.jsonl.rejects.jsonl") + "); the others were processed; first: " + pairs + `:3: missing field "spoken"`},
		{[]string{"evaluate", "--input", preds, "--rejects", filepath.Join(dir, "r.jsonl")}, "itnprep evaluate: 1 of 3 lines quarantined (" + filepath.Join(dir, "r.jsonl") + "); the others were processed; first: " + preds + `:3: missing field "ref"`},
		{[]string{"mine", "--input", seqs, "--minsup", "1", "--output", filepath.Join(dir, "m.jsonl")}, "itnprep mine: 1 of 3 lines quarantined (" + filepath.Join(dir, "m.jsonl.rejects.jsonl") + "); the others were processed; first: " + seqs + `:3: object without a "seq" array`},
		{[]string{"mine-pairs", "--runner", "direct", "--input", pairs, "--minsup", "1", "--output", filepath.Join(dir, "mined")}, "itnprep mine-pairs: 1 of 3 lines quarantined (" + filepath.Join(dir, "mined", "rejects.jsonl") + "); the others were processed; first: " + pairs + `:3: a pair needs string fields "written" and "spoken"`},
	} {
		code, _, errs := runCmd(t, append(c.args, "--max-reject-rate", "1")...)
		if code != 0 || !strings.Contains(errs, c.want) {
			t.Errorf("%s: exit %d, want %q in\n%s", c.args[0], code, c.want, errs)
		}
	}
}

// TestStyleFitAndMinePairsNameTheNextCommand (qa95): style fit and
// mine-pairs ended with their output's path, and how a fitted style or
// mined rules are used was left to look up, where prep, derive and train
// name the command to run next. Their last stderr line names it; stdout
// stays the path alone; style fit --quiet leaves the line out.
func TestStyleFitAndMinePairsNameTheNextCommand(t *testing.T) {
	dir := t.TempDir()
	style := filepath.Join(dir, "style.json")
	code, out, errs := runCmd(t, "style", "fit", "--runner", "direct", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", style)
	if want := "itnprep style fit: next: itnprep verbalize --style " + style + " 'TEXT' tries it; prep text, spgi or commonvoice --style " + style + " verbalizes a corpus with it"; code != 0 || out != style+"\n" || lastLine(errs) != want {
		t.Errorf("style fit: exit %d, stdout %q, last stderr line\n%s\nwant\n%s", code, out, lastLine(errs), want)
	}
	if code, _, errs := runCmd(t, "style", "fit", "--runner", "direct", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", style, "--quiet"); code != 0 || strings.Contains(errs, "next:") {
		t.Errorf("style fit --quiet: exit %d:\n%s", code, errs)
	}
	pairs := writeFile(t, dir, "pairs.jsonl", `{"written": "It is 5 pm.", "spoken": "it is five p m"}`+"\n"+`{"written": "It is 6 pm.", "spoken": "it is six p m"}`+"\n")
	mined := filepath.Join(dir, "mined")
	code, out, errs = runCmd(t, "mine-pairs", "--runner", "direct", "--input", pairs, "--minsup", "1", "--output", mined)
	if want := "itnprep mine-pairs: next: itnprep view " + mined + " reviews the rules (approve or reject each); prep libriheavy --rules " + filepath.Join(mined, "rules.jsonl") + " then cuts the approved removal rules' fragments"; code != 0 || out != mined+"\n" || lastLine(errs) != want {
		t.Errorf("mine-pairs: exit %d, stdout %q, last stderr line\n%s\nwant\n%s", code, out, lastLine(errs), want)
	}
}

// TestMistypedInputNamesTheFile (qa95): a streaming command's --input
// mistyped (preds.jsnol) or without its extension said "no such file"
// alone, and prep's "matches no file"; they name the files beside it that
// were meant.
func TestMistypedInputNamesTheFile(t *testing.T) {
	dir := t.TempDir()
	preds := writeFile(t, dir, "preds.jsonl", `{"hyp": "a", "ref": "a"}`+"\n")
	for in, want := range map[string]string{
		filepath.Join(dir, "preds.jsnol"): "; did you mean " + preds + "?",
		filepath.Join(dir, "preds"):       "; did you mean " + preds + "?",
		filepath.Join(dir, "other.txt"):   "",
	} {
		for _, args := range [][]string{{"evaluate"}, {"align", "--output", filepath.Join(dir, "o.jsonl")}} {
			code, _, errs := runCmd(t, append(args, "--input", in)...)
			if line := "itnprep: --input " + in + ": no such file" + want + "\n"; code != 1 || errs != line {
				t.Errorf("%s --input %s: exit %d, stderr %q, want %q", args[0], in, code, errs, line)
			}
		}
		// prep's inputs, a name without a wildcard, too.
		code, _, errs := runCmd(t, "prep", "text", "--input", in, "--output", filepath.Join(dir, "out"))
		if line := "itnprep: input \"" + in + "\" matches no file" + want + "\n"; code != 1 || errs != line {
			t.Errorf("prep text --input %s: exit %d, stderr %q, want %q", in, code, errs, line)
		}
	}
}
