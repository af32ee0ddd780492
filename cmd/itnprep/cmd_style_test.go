package main

import (
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/normalize"
)

// TestStyleFit runs `style fit` on a small NeMo GTN JSONL sample of our own
// (2010-2019 said "two thousand ...", British spellings Americanized, one
// broken line, one line the verbalizer cannot say) on the direct and prism
// runners: the two style files are byte-identical, load as a --style, move
// the weights toward the data, and `verbalize --style` reads with them.
func TestStyleFit(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/stylefit/sample.jsonl"
	var files [][]byte
	for _, runner := range []string{"direct", "prism"} {
		out := filepath.Join(tmp, runner+".json")
		stdout, stderr, code := run(t, "style", "fit", "--input", in, "--out", out, "--iterations", "15", "--runner", runner)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", runner, code, stderr)
		}
		if strings.TrimSpace(stdout) != out {
			t.Errorf("%s: stdout %q, want the style path", runner, stdout)
		}
		if !strings.Contains(stderr, "rejected by the readers: 1") {
			t.Errorf("%s: the broken line is not counted as rejected: %s", runner, stderr)
		}
		// ... and named, with its file and line, on stderr and in the report.
		if !strings.Contains(stderr, "itnprep style fit: rejected: "+in+":15: ") {
			t.Errorf("%s: the broken line is not named on stderr: %s", runner, stderr)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, b)
		rep, err := os.ReadFile(out + ".md")
		if err != nil || !strings.Contains(string(rep), "| year | thousand21 |") || !strings.Contains(string(rep), "(1 of 1, by reason):\n\n- "+in+":15: ") {
			t.Errorf("%s: report lacks the moved weight: %s (%v)", runner, rep, err)
		}
	}
	if string(files[0]) != string(files[1]) {
		t.Errorf("direct and prism style files differ")
	}
	st, err := normalize.ParseStyle(files[0])
	if err != nil {
		t.Fatal(err)
	}
	def := normalize.DefaultStyle()
	y, d := st.Distributions["year"].Weights, def.Distributions["year"].Weights
	if !(y["thousand21"]/y["pair21"] > d["thousand21"]/d["pair21"]) {
		t.Errorf("year thousand21/pair21: fitted %v/%v, default %v/%v: should move toward the data", y["thousand21"], y["pair21"], d["thousand21"], d["pair21"])
	}
	if st.Distributions["money"].Weights["major_minor"] != def.Distributions["money"].Weights["major_minor"] {
		t.Errorf("money weights moved without money in the data")
	}
	// The sample says UPA and spells DORN, the other way round from
	// what the rules would read first: the fit learns both words, and
	// verbalize --style reads them so.
	if !maps.Equal(st.WordReadings["UPA"], map[string]int{"upa": 1}) || !maps.Equal(st.WordReadings["DORN"], map[string]int{"d o r n": 1}) {
		t.Errorf("word_readings UPA %v, DORN %v: want said (upa 1) and spelled (d o r n 1)", st.WordReadings["UPA"], st.WordReadings["DORN"])
	}
	stdin := filepath.Join(tmp, "in.txt")
	if err := os.WriteFile(stdin, []byte("It closed in 2016.\nThe UPA and the DORN met.\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out, stderr, code := run(t, "verbalize", "--in", stdin, "--style", filepath.Join(tmp, "direct.json"), "--top", "1")
	if code != 0 || !strings.Contains(out, `"spoken":"it closed in two thousand sixteen"`) || !strings.Contains(out, `"spoken":"the upa and the d o r n met"`) {
		t.Errorf("verbalize --style fitted: exit %d %s %s", code, out, stderr)
	}
	// A dataset version of the same pairs (prep gtn of the same file, one
	// row per valid line) fits the same style as the raw input.
	ver := prepOK(t, "prep", "gtn", "--input", in, "--output", filepath.Join(tmp, "v"), "--runner", "direct", "--max-reject-rate", "1")
	fromVer := filepath.Join(tmp, "version.json")
	if _, stderr, code := run(t, "style", "fit", "--from", ver, "--out", fromVer, "--iterations", "15", "--runner", "direct"); code != 0 {
		t.Fatalf("style fit --from: exit %d: %s", code, stderr)
	}
	if b, err := os.ReadFile(fromVer); err != nil || string(b) != string(files[0]) {
		t.Errorf("style fit --from %s: a different style from the raw input's (%v)", ver, err)
	}
	if rep, err := os.ReadFile(fromVer + ".md"); err != nil || !strings.Contains(string(rep), "rejected by the readers: 0") {
		t.Errorf("style fit --from: report %s (%v)", rep, err)
	}
	// The version by its tag (OUT/NAME@TAG), as every command taking a
	// version accepts it: the same style.
	byTag := filepath.Join(tmp, "bytag.json")
	if _, stderr, code := run(t, "style", "fit", "--from", filepath.Join(tmp, "v", "gtn@latest"), "--out", byTag, "--iterations", "15", "--runner", "direct"); code != 0 {
		t.Errorf("style fit --from OUT/gtn@latest: exit %d: %s", code, stderr)
	} else if b, err := os.ReadFile(byTag); err != nil || string(b) != string(files[0]) {
		t.Errorf("style fit --from OUT/gtn@latest: a different style (%v)", err)
	}
	if _, stderr, code := run(t, "style", "fit", "--from", filepath.Join(tmp, "nothing"), "--out", fromVer); code == 0 || !strings.Contains(stderr, "nothing") {
		t.Errorf("style fit --from on a missing folder: exit %d, %s", code, stderr)
	}
	if _, stderr, code := run(t, "style", "fit", "--input", in); code != 2 {
		t.Errorf("missing --out: exit %d, %s", code, stderr)
	}
	if _, stderr, code := run(t, "style", "fitt"); code != 2 || !strings.Contains(stderr, "itnprep: style: unknown style subcommand \"fitt\": the only subcommand is fit") {
		t.Errorf("unknown subcommand: exit %d, %s", code, stderr)
	}
}

// TestStyleFitProgressNote checks what style fit's progress bar says in
// each stage of the estimator (the bar itself is internal/progress's,
// drawn only on a terminal).
func TestStyleFitProgressNote(t *testing.T) {
	for _, c := range []struct {
		p        *normalize.FitProgress
		examined int64
		done     int64
		note     string
	}{
		{nil, 0, 0, "reading and counting pairs: "},
		{nil, 1234, 0, "examining distinct pairs: 1,234"},
		{&normalize.FitProgress{Stage: "pairs", Done: 1200, Total: 5000}, 0, 0, "examining pairs 1,200/5,000"},
		{&normalize.FitProgress{Stage: "iterations", Done: 12, Total: 30, LogLik: -0.43215}, 987, 12, "mean log P(gold) -0.4321"},
		{&normalize.FitProgress{Stage: "final", Done: 597, Total: 597}, 987, 30, "scoring the rounded style"},
	} {
		done, note := fitNote(c.p, c.examined, 30)
		if done != c.done || !strings.HasPrefix(note, c.note) {
			t.Errorf("%+v: got (%d, %q), want (%d, %q...)", c.p, done, note, c.done, c.note)
		}
	}
}

// TestStyleFitMaxDistinct checks --max-distinct: the fit keeps the N most
// observed distinct pieces, says in its summary and report how many it
// left out, writes the same style on direct and prism, and without the cap
// (a cap above the pieces there are) the style is the uncapped one.
func TestStyleFitMaxDistinct(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/stylefit/sample.jsonl"
	var files [][]byte
	for _, runner := range []string{"direct", "prism"} {
		out := filepath.Join(tmp, runner+".json")
		_, stderr, code := run(t, "style", "fit", "--input", in, "--out", out, "--iterations", "5", "--max-distinct", "3", "--runner", runner)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", runner, code, stderr)
		}
		if !strings.Contains(stderr, "--max-distinct 3 left out") {
			t.Errorf("%s: the summary does not say what the cap left out: %s", runner, stderr)
		}
		rep, err := os.ReadFile(out + ".md")
		if err != nil || !strings.Contains(string(rep), "3 used and fitted") {
			t.Errorf("%s: report %s (%v)", runner, rep, err)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, b)
	}
	if string(files[0]) != string(files[1]) {
		t.Errorf("direct and prism fit other styles under --max-distinct")
	}
	all, high := filepath.Join(tmp, "all.json"), filepath.Join(tmp, "high.json")
	if _, stderr, code := run(t, "style", "fit", "--input", in, "--out", all, "--iterations", "5", "--runner", "direct"); code != 0 {
		t.Fatal(stderr)
	}
	_, stderr, code := run(t, "style", "fit", "--input", in, "--out", high, "--iterations", "5", "--max-distinct", "1000", "--runner", "direct")
	if code != 0 || strings.Contains(stderr, "left out") {
		t.Fatalf("a cap above the pieces: exit %d, %s", code, stderr)
	}
	a, _ := os.ReadFile(all)
	h, _ := os.ReadFile(high)
	if string(a) != string(h) || string(a) == string(files[0]) {
		t.Errorf("uncapped %d bytes, cap 1000 %d bytes (want equal), cap 3 equal to uncapped: %v", len(a), len(h), string(a) == string(files[0]))
	}
	if _, stderr, code := run(t, "style", "fit", "--input", in, "--out", all, "--max-distinct", "-1"); code != 2 {
		t.Errorf("--max-distinct -1: exit %d, %s", code, stderr)
	}
}

// TestStyleFitNamesWhatItReads: a file of no GTN format is one line whose
// advice style fit can follow; it said "reads with --split-by-id", a flag
// style fit does not have (prep gtn's advice).
func TestStyleFitNamesWhatItReads(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "gtn-sample.tsv", "PLAIN\tHi\t<self>\n<eos>\t<eos>\n")
	_, stderr, code := run(t, "style", "fit", "--input", in, "--out", filepath.Join(dir, "style.json"), "--runner", "direct")
	if code != 1 || !strings.Contains(stderr, "input "+in+": neither a raw GTN file") || strings.Contains(stderr, "--split-by-id") ||
		!strings.Contains(stderr, "named output-000NN-of-00100") {
		t.Errorf("exit %d: %s", code, stderr)
	}
}

// TestStyleFitRefusesDataInOneLine: an input without one usable pair is
// refused in one line, "refusing to fit a style: ...", naming the first
// reject; it was followed by "(pipeline failed on runner R; --log-level
// debug shows the runner's full error)", which read as a fault of the run.
func TestStyleFitRefusesDataInOneLine(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "pairs.jsonl", `{"written": "x"}`+"\n")
	out := filepath.Join(dir, "style.json")
	_, stderr, code := run(t, "style", "fit", "--input", in, "--out", out, "--runner", "direct", "--quiet")
	want := "itnprep: refusing to fit a style: no (written, spoken) pair read from " + in + " (1 record rejected; first: " + in + ":1: "
	if code != 1 || !strings.HasPrefix(stderr, want) || strings.Contains(stderr, "pipeline failed") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q; want exit 1 and one line beginning %q", code, stderr, want)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused fit wrote %s", out)
	}
	// A Kaggle file of its header alone (or an empty one) names the
	// input: it said "no (written, spoken) pair read (0 records
	// rejected)", naming nothing.
	header := writeFile(t, dir, "en_train.csv", `"sentence_id","token_id","class","before","after"`+"\n")
	_, stderr, code = run(t, "style", "fit", "--input", header, "--out", out, "--runner", "direct", "--quiet")
	if want := "itnprep: refusing to fit a style: no (written, spoken) pair read from " + header + " (an empty input, or a header only?)\n"; code != 1 || stderr != want {
		t.Errorf("header only: exit %d, stderr %q; want exit 1 and %q", code, stderr, want)
	}
}

// TestStyleFitCorpusWordsOnly: `style fit --corpus-words-only` writes a
// style whose learned words are the sample's alone (UPA said, DORN
// spelled), marked word_readings_replace, so that loaded it has none of
// the default's (learned from Google TN: ABC spelled); without the flag
// the default's are merged back in.
func TestStyleFitCorpusWordsOnly(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/stylefit/sample.jsonl"
	def := normalize.DefaultStyle()
	if def.WordReadings["ABC"] == nil {
		t.Fatal("the default style no longer learns ABC: pick another of its words")
	}
	for _, only := range []bool{true, false} {
		out := filepath.Join(tmp, "style.json")
		args := []string{"style", "fit", "--input", in, "--out", out, "--iterations", "2", "--runner", "direct", "--quiet"}
		if only {
			args = append(args, "--corpus-words-only")
		}
		if _, stderr, code := run(t, args...); code != 0 {
			t.Fatalf("only=%v: exit %d: %s", only, code, stderr)
		}
		b, err := os.ReadFile(out)
		if err != nil {
			t.Fatal(err)
		}
		st, err := normalize.ParseStyle(b)
		if err != nil {
			t.Fatal(err)
		}
		if st.WordReadings["UPA"] == nil || st.WordReadings["DORN"] == nil {
			t.Errorf("only=%v: the sample's words are missing: %d words", only, len(st.WordReadings))
		}
		if got := st.WordReadings["ABC"] != nil; got == only || st.WordReadingsReplace != only {
			t.Errorf("only=%v: the default's ABC loaded %v, word_readings_replace %v", only, got, st.WordReadingsReplace)
		}
	}
}

// TestStyleFitRefusesVerbalizedVersions: a version whose spoken side
// itnprep's verbalizer sampled (prep spgi, commonvoice, text: the manifest
// records the style) is refused before anything runs, as a version of the
// wrong kind (exit 2, one line naming it and what to fit on instead). It
// was fitted, and the "fit" gave back the weights that had drawn the
// samples, reported as a fit to data.
func TestStyleFitRefusesVerbalizedVersions(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "text.txt", "It closed in 2016.\nThe fee was $12.50 on 21 Dec 2024.\n")
	ver := prepOK(t, "prep", "text", "--input", in, "--output", filepath.Join(dir, "v"), "--runner", "direct")
	out := filepath.Join(dir, "style.json")
	_, stderr, code := run(t, "style", "fit", "--from", ver, "--out", out, "--runner", "direct", "--quiet")
	want := "itnprep: style fit: " + ver + " holds pairs whose spoken side itnprep's verbalizer wrote (prep text, style default)"
	if code != 2 || !strings.HasPrefix(stderr, want) || !strings.Contains(stderr, "prep gtn, prep nemo-cases or prep libriheavy") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q; want exit 2 and one line beginning %q", code, stderr, want)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused fit wrote %s", out)
	}
	// Its help says so before a user tries.
	if help, _, code := run(t, "style", "fit", "--help"); code != 0 || !strings.Contains(help, "not a version whose spoken\nside the verbalizer sampled") ||
		!strings.Contains(help, "human spoken forms: prep gtn, nemo-cases, libriheavy") {
		t.Errorf("style fit --help (exit %d) does not say which versions it learns from:\n%s", code, help)
	}
}

// TestStyleFitWarnsOnSmallData: a fit that moves weights far on a few
// pairs says so on stderr and in its report, naming the weights and the
// pairs behind them: 16 sentences of "250 people" read "two fifty" moved
// cardinal pairs from 0.0145 to 2.3 without a word (qa36; the default is
// 0.00466 since gen96, fitted on the three samples).
func TestStyleFitWarnsOnSmallData(t *testing.T) {
	tmp := t.TempDir()
	var lines []string
	for _, w := range strings.Fields("hall room yard park barn shop club bar gym pool lab den attic cellar porch deck") {
		lines = append(lines, fmt.Sprintf(`{"text": "There were 250 people in the %s .", "gt_normalized": "There were two fifty people in the %s ."}`, w, w))
	}
	in := filepath.Join(tmp, "crafted.jsonl")
	if err := os.WriteFile(in, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(tmp, "style.json")
	_, stderr, code := run(t, "style", "fit", "--input", in, "--out", out, "--runner", "direct", "--quiet")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	if !strings.Contains(stderr, "itnprep style fit: warning: ") || !strings.Contains(stderr, "cardinal pairs 0.00466 -> ") || !strings.Contains(stderr, " on 16") {
		t.Errorf("no small-data warning naming cardinal pairs on 16 pairs: %s", stderr)
	}
	rep, err := os.ReadFile(out + ".md")
	if err != nil || !strings.Contains(string(rep), "| cardinal | pairs | 0.00466 | ") || !strings.Contains(string(rep), " | 16 |\n") {
		t.Errorf("report lacks the weight's observations: %s (%v)", rep, err)
	}
}

// TestStyleFitRefusesAboveMaxRejectRate: style fit quarantines what its
// readers reject but had no --max-reject-rate, the guard of every other
// command that quarantines: a file of 7 records, 4 of them bad (another
// corpus's JSONL, a truncated copy), was fitted on the other 3 and
// written, the rejects only listed. It refuses in one line and writes
// nothing; --max-reject-rate 1 fits anyway; the rate must be in [0, 1].
// The refusal is the guard's (dataset.Guard.CheckLines), in the words of
// every other command's: it said "4 of 7 records read were rejected",
// from a copy of the guard's check.
func TestStyleFitRefusesAboveMaxRejectRate(t *testing.T) {
	dir := t.TempDir()
	good := `{"text": "There were 250 people .", "gt_normalized": "There were two hundred fifty people ."}`
	in := writeFile(t, dir, "GoogleTN.jsonl", strings.Join([]string{good, good, good, `{"text": "a"}`, `{"text": "b"}`, `{"text": "c"}`, `{"text": "d"}`}, "\n")+"\n")
	out := filepath.Join(dir, "style.json")
	_, stderr, code := run(t, "style", "fit", "--input", in, "--out", out, "--runner", "direct", "--quiet")
	want := "itnprep: refusing to fit a style: quarantined 4 of 7 records read (57.1%, above --max-reject-rate 0.5; first: " + in + ":4: "
	if code != 1 || !strings.HasPrefix(stderr, want) || !strings.HasSuffix(stderr, ") (wrong kind of input? --max-reject-rate 1 goes on anyway)\n") || strings.Count(stderr, "\n") != 1 {
		t.Errorf("exit %d, stderr %q; want exit 1 and one line beginning %q", code, stderr, want)
	}
	if _, err := os.Stat(out); err == nil {
		t.Errorf("a refused fit wrote %s", out)
	}
	if _, stderr, code := run(t, "style", "fit", "--input", in, "--out", out, "--runner", "direct", "--quiet", "--max-reject-rate", "1"); code != 0 {
		t.Errorf("--max-reject-rate 1: exit %d: %s", code, stderr)
	}
	if _, stderr, code := run(t, "style", "fit", "--input", in, "--out", out, "--max-reject-rate", "2"); code != 2 || !strings.Contains(stderr, "--max-reject-rate must be between 0 and 1") {
		t.Errorf("--max-reject-rate 2: exit %d: %s", code, stderr)
	}
}

// TestStyleFitUsageNamesEveryFlag: the usage line of 'style fit' names
// each flag its help lists, by one of its names (--output or --out; a
// negation, --no-quiet, is the same flag). It left out
// --max-record-bytes, so a user whose pairs were rejected as too long did
// not learn there that the limit moves.
func TestStyleFitUsageNamesEveryFlag(t *testing.T) {
	help, _, code := run(t, "style", "fit", "--help")
	if code != 0 {
		t.Fatalf("style fit --help: exit %d", code)
	}
	usage, _, _ := strings.Cut(help, "\n")
	usage += " "
	for _, line := range strings.Split(help, "\n") {
		if !strings.HasPrefix(line, "  --") {
			continue
		}
		named := false
		for _, name := range strings.Split(strings.TrimSpace(line), ", ") {
			if strings.Contains(usage, name+" ") || strings.Contains(usage, name+"]") {
				named = true
			}
		}
		if !named {
			t.Errorf("the usage line of style fit leaves out %s: %s", strings.TrimSpace(line), usage)
		}
	}
}
