package tagging

import (
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestRealizeLabelsIsNeMos checks RealizeLabels against the text NeMo's
// own realize_output returns (nemo/collections/nlp/data/
// text_normalization_as_tagging/tagging.py, identical from r1.9.0 to
// r2.4.0; run on these rows, its ends trimmed) on NeMo's own examples: the
// money rewrites of utils.py's get_src_and_dst_for_alignment ("_$ 2 5_" =>
// "_2 5_ _$<<", a comment there saying "<<" means "move to the beginning
// of the semiotic span") and of dataset_preparation/
// extract_giza_alignments.py ("_1 ,000_ _£<<", "_5_ _m_ _£<<",
// "_2 50 000_ _$<<"), and the row of docs/source/nlp/text_normalization/
// text_normalization_as_tagging.rst ("DATE 6 9;CARDINAL 15 16"). Realize
// (no classes) writes the same where a <SELF> word is right before the
// span, and the amount's number first where none is.
func TestRealizeLabelsIsNeMos(t *testing.T) {
	for _, c := range []struct {
		words, tags, sem string
		nemo, plain      string
	}{
		// utils.py: an amount opening a sentence, its sign moved to the span's start
		{"twenty five dollars", "_2 5_ _$<<", "MONEY 0 3", "$ 25", "25 $"},
		{"he paid twenty five dollars", "<SELF> <SELF> _2 5_ _$<<", "MONEY 2 5", "he paid $ 25", "he paid $ 25"},
		{"five dollars is enough", "_5_ _$<< <SELF> <SELF>", "MONEY 0 2", "$ 5 is enough", "5 $ is enough"},
		// extract_giza_alignments.py's money rewrites
		{"one thousand pounds were paid", "_1 ,000_ _£<< <SELF> <SELF>", "MONEY 0 3", "£ 1,000 were paid", "1,000 £ were paid"},
		{"five million pounds", "_5_ _m_ _£<<", "MONEY 0 3", "£5m", "5 m £"},
		{"two hundred fifty thousand dollars", "_2 <DELETE> 50 000_ _$<<", "MONEY 0 5", "$ 250000", "250000 $"},
		// after another span: NeMo stops at the amount's start, Realize
		// goes back to the last <SELF> word
		{"on may third five dollars", "<SELF> _may 3_ _5_ _$<<", "DATE 1 3;MONEY 3 5", "on may3 $ 5", "on $ may3 5"},
		// two neighbouring spans of one class are one run for NeMo
		{"five dollars ten dollars", "_5_ _$<< _10_ _$<<", "MONEY 0 2;MONEY 2 4", "$$510", "5 $ 10 $"},
		// the .rst's row: no movement, both the same
		{"this plan was first enacted in nineteen eighty four and continued to be followed for nineteen years",
			"<SELF> <SELF> <SELF> <SELF> <SELF> <SELF> _19 8 4_ <SELF> <SELF> <SELF> <SELF> <SELF> <SELF> _19_ <SELF>",
			"DATE 6 9;CARDINAL 15 16",
			"this plan was first enacted in 1984 and continued to be followed for 19 years",
			"this plan was first enacted in 1984 and continued to be followed for 19 years"},
	} {
		words, tags := strings.Fields(c.words), strings.Fields(c.tags)
		sem := parseSem(t, c.sem)
		got, err := RealizeSpans(words, tags, sem)
		if err != nil || got != c.nemo {
			t.Errorf("RealizeSpans(%q, %q, %q) = %q, %v; NeMo's realize_output writes %q", c.words, c.tags, c.sem, got, err, c.nemo)
		}
		if got, _ := Realize(words, tags); got != c.plain {
			t.Errorf("Realize(%q, %q) = %q, want %q", c.words, c.tags, got, c.plain)
		}
	}
}

func parseSem(t *testing.T, s string) []Semiotic {
	t.Helper()
	var sem []Semiotic
	for _, part := range strings.Split(s, ";") {
		f := strings.Fields(part)
		start, err1 := strconv.Atoi(f[1])
		end, err2 := strconv.Atoi(f[2])
		if err1 != nil || err2 != nil {
			t.Fatalf("bad span %q", part)
		}
		sem = append(sem, Semiotic{f[0], start, end})
	}
	return sem
}

// nemoLongLeft is NeMo's realize_output loop as written there (tagging.py):
// list swaps, then pop(i) and insert(previous_semiotic_label_end + 1),
// over the output tokens; the test's reference for RealizeLabels.
func nemoLongLeft(words, tags, labels []string) string {
	out := make([]string, len(words))
	for i, t := range tags {
		switch t {
		case Self:
			out[i] = words[i]
		case Delete:
			out[i] = ""
		default:
			out[i] = t
		}
	}
	sw := make([]swapKind, len(out))
	for i := range out {
		sw[i] = swapOf(out[i])
	}
	prevEnd, cur := -1, ""
	for i := range out {
		p := i - 1
		if p < 0 {
			p = len(out) - 1
		}
		if sw[i] == swapShortLeft || sw[p] == swapShortRight {
			out[p], out[i] = out[i], out[p]
		}
		if labels[i] != cur {
			prevEnd, cur = i-1, labels[i]
		}
		if sw[i] == swapLongLeft {
			tok := out[i]
			out = append(out[:i], out[i+1:]...)
			out = append(out[:prevEnd+1], append([]string{tok}, out[prevEnd+1:]...)...)
		}
	}
	return detokenize(out)
}

// TestRealizeLabelsIsNeMosLoop compares RealizeLabels with NeMo's loop
// written out on random rows of every mark (20,000 rows and the 8,292
// rows of four derived versions also agreed with NeMo's tagging.py itself,
// 2026-11-30).
func TestRealizeLabelsIsNeMosLoop(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	frags := []string{Self, Delete, "_2", "5_", "_$<<", "_$", "x<", "y>", "z>>", "_a_", "b<<", "_1", "0_", "_c_<<", "_d_>", "_e_<", ".", "_f_"}
	classes := []string{Plain, "MONEY", "DATE", "CARDINAL"}
	for n := 0; n < 20000; n++ {
		k := 1 + rng.Intn(9)
		words, tags, labels := make([]string, k), make([]string, k), make([]string, k)
		for i := range words {
			words[i] = string(rune('a'+i)) + "w"
			tags[i] = frags[rng.Intn(len(frags))]
			labels[i] = classes[rng.Intn(len(classes))]
		}
		want := nemoLongLeft(words, tags, labels)
		if got, err := RealizeLabels(words, tags, labels); err != nil || got != want {
			t.Fatalf("RealizeLabels(%q, %q, %q) = %q, %v; NeMo's loop writes %q", words, tags, labels, got, err, want)
		}
	}
}

func TestSemioticLabels(t *testing.T) {
	got, err := SemioticLabels(5, []Semiotic{{"DATE", 1, 3}, {"MONEY", 3, 4}})
	if err != nil || strings.Join(got, " ") != "PLAIN DATE DATE MONEY PLAIN" {
		t.Errorf("SemioticLabels = %q, %v", got, err)
	}
	for _, bad := range [][]Semiotic{{{"DATE", 3, 6}}, {{"DATE", 2, 2}}, {{"DATE", 0, 3}, {"MONEY", 2, 4}}} {
		if _, err := SemioticLabels(5, bad); err == nil {
			t.Errorf("SemioticLabels(5, %v): no error", bad)
		}
	}
	if _, err := RealizeLabels([]string{"a"}, []string{Self}, nil); err == nil {
		t.Error("RealizeLabels with no labels: no error")
	}
}

// The independent Python check (testdata/realize_check.py nemo) realizes
// NeMo's files with their semiotic spans too: a line whose "<<" lands
// right after the last <SELF> word but not at its span's start (the span
// said to open on "five") fails there, as NeMo's realization would write
// "he paid 2 $5".
func TestPythonCheckRealizesNeMoFilesWithTheirClasses(t *testing.T) {
	py := testutil.DebianPython(t)
	script := filepath.Join(testutil.ModuleRoot(t), "tagging", "testdata", "realize_check.py")
	for _, c := range []struct {
		sem  string
		fail bool
	}{{"MONEY 2 5", false}, {"MONEY 3 5", true}} {
		d := t.TempDir()
		files := map[string]string{
			"train.tsv":            "he paid twenty five dollars\t<SELF> <SELF> _2 5_ _$<<\t" + c.sem + "\n",
			"train.targets":        "he paid $25\n",
			"valid.tsv":            "",
			"valid.targets":        "",
			"test.tsv":             "",
			"test.targets":         "",
			"label_map.txt":        "KEEP\nDELETE\nDELETE|_2\nDELETE|5_\nDELETE|_$<<\n",
			"semiotic_classes.txt": "PLAIN\nMONEY\n",
		}
		for name, text := range files {
			if err := os.WriteFile(filepath.Join(d, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		b, err := exec.Command(py, script, "nemo", d).CombinedOutput()
		if c.fail != (err != nil) || c.fail && !strings.Contains(string(b), "1 mismatches") {
			t.Errorf("spans %q: want failure %v, got %v: %s", c.sem, c.fail, err, b)
		}
	}
}

// Derive's guard realizes a row both ways: a "<<" right after the last
// <SELF> word but not at its span's start, or spans that do not fit the
// words, are realization_mismatch.
func TestCheckRealizesWithTheRowsClasses(t *testing.T) {
	ex := Example{Words: strings.Fields("he paid twenty five dollars"), Tags: strings.Fields("<SELF> <SELF> _2 5_ _$<<"), Target: "he paid $25"}
	for _, c := range []struct {
		sem  []Semiotic
		fail bool
	}{
		{[]Semiotic{{"MONEY", 2, 5}}, false},
		{[]Semiotic{{"MONEY", 3, 5}}, true}, // NeMo writes "he paid 2 $5"
		{[]Semiotic{{"MONEY", 2, 6}}, true}, // beyond the words
	} {
		ex.Semiotic = c.sem
		f := checkRealizes(ex)
		if (f != nil) != c.fail || f != nil && f.Rule != RuleRealization {
			t.Errorf("spans %v: failure %v, want one: %v", c.sem, f, c.fail)
		}
	}
}
