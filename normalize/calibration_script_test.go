package normalize

import (
	"bytes"
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/testutil"
)

// TestCalibrationScriptArguments runs scripts/calibration.sh --dry-run
// with each form of its arguments: the default run measures the held-out
// and fit halves, --extra FILE (or --extra=FILE, before or after -v) the
// file's absolute path whatever the working folder, --style FILE passes
// the style's absolute path the same way, and a missing or
// unreadable FILE or an unknown argument stops it with exit status 2 and
// one line naming the problem.
func TestCalibrationScriptArguments(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("SKIP: bash not found")
	}
	script := filepath.Join(testutil.ModuleRoot(t), "scripts", "calibration.sh")
	dir := t.TempDir()
	sample := filepath.Join(dir, "sample.jsonl")
	if err := os.WriteFile(sample, []byte(`{"text": "On 5 May .", "gt_normalized": "On the fifth of may ."}`+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	style := filepath.Join(dir, "style.json")
	if err := os.WriteFile(style, []byte("{}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	const (
		halves = `-run '^TestGTNCalibration(FitHalf)?$' ./normalize/`
		extra  = `-run '^TestGTNCalibrationExtra$' ./normalize/`
		listed = "(misses listed)"
	)
	for _, c := range []struct {
		args     []string
		code     int
		want     []string // in stdout (exit 0) or stderr
		wantNone []string
	}{
		{nil, 0, []string{"ITNPREP_GTN_EXTRA= ITNPREP_CALIBRATION_STYLE= ", halves}, []string{listed}},
		{[]string{"--style", "style.json"}, 0, []string{"ITNPREP_GTN_EXTRA= ITNPREP_CALIBRATION_STYLE=" + style + " ", halves}, []string{listed}},
		{[]string{"--style=" + style, "--extra", "sample.jsonl", "-v"}, 0, []string{"ITNPREP_GTN_EXTRA=" + sample + " ITNPREP_CALIBRATION_STYLE=" + style + " ", extra, listed}, nil},
		{[]string{"--style"}, 2, []string{"--style needs a FILE"}, nil},
		{[]string{"--style", "missing.json"}, 2, []string{"--style missing.json: not a readable file"}, nil},
		{[]string{"-v"}, 0, []string{halves, listed}, nil},
		{[]string{"--extra", "sample.jsonl"}, 0, []string{"ITNPREP_GTN_EXTRA=" + sample + " ", extra}, []string{listed}},
		{[]string{"-v", "--extra=" + sample}, 0, []string{"ITNPREP_GTN_EXTRA=" + sample + " ", extra, listed}, nil},
		{[]string{"--extra", "./sample.jsonl", "-v"}, 0, []string{"ITNPREP_GTN_EXTRA=" + sample + " ", extra, listed}, nil},
		{[]string{"--extra"}, 2, []string{"--extra needs a FILE"}, nil},
		{[]string{"--extra="}, 2, []string{"--extra needs a FILE"}, nil},
		{[]string{"--extra", "missing.jsonl"}, 2, []string{"--extra missing.jsonl: not a readable file"}, nil},
		{[]string{"--extra", dir}, 2, []string{"not a readable file"}, nil},
		{[]string{"--bogus"}, 2, []string{"unknown argument --bogus"}, nil},
	} {
		cmd := exec.Command(bash, append([]string{script, "--dry-run"}, c.args...)...)
		cmd.Dir = dir
		var stdout, stderr bytes.Buffer
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		err := cmd.Run()
		code := 0
		var exit *exec.ExitError
		if errors.As(err, &exit) {
			code = exit.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		out := stdout.String()
		if c.code != 0 {
			out = stderr.String()
		}
		if code != c.code {
			t.Errorf("%q: exit %d, want %d (stdout %q, stderr %q)", c.args, code, c.code, stdout.String(), stderr.String())
			continue
		}
		if n := strings.Count(strings.TrimSuffix(out, "\n"), "\n"); n != 0 {
			t.Errorf("%q: %d lines, want one: %q", c.args, n+1, out)
		}
		for _, w := range c.want {
			if !strings.Contains(out, w) {
				t.Errorf("%q: %q lacks %q", c.args, out, w)
			}
		}
		for _, w := range c.wantNone {
			if strings.Contains(out, w) {
				t.Errorf("%q: %q has %q", c.args, out, w)
			}
		}
	}
}

// TestHeldOutSentencesIn checks the guard of TestGTNCalibrationExtra: a
// sample sentence written as a held-out one is (case and punctuation
// aside, as Comparable compares), and one written as a fit-half sentence
// is not.
func TestHeldOutSentencesIn(t *testing.T) {
	dir := t.TempDir()
	var shared strings.Builder
	for line := 1; line <= calHeldOutLastLine; line++ {
		text := "Filler sentence ."
		switch line {
		case calHeldOutFirstLine - 1:
			text = "Fit half sentence ."
		case calHeldOutFirstLine + 10:
			text = "Held out sentence , one ."
		}
		shared.WriteString(`{"text": "` + text + `", "gt_normalized": "` + text + `"}` + "\n")
	}
	sharedPath := filepath.Join(dir, "first2000.jsonl")
	samplePath := filepath.Join(dir, "sample.jsonl")
	sample := `{"text": "held out sentence one", "gt_normalized": "x"}
{"text": "Fit half sentence .", "gt_normalized": "x"}
{"text": "A fresh sentence .", "gt_normalized": "x"}
{"text": "Held out sentence , one .", "gt_normalized": "x"}
`
	if err := os.WriteFile(sharedPath, []byte(shared.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(samplePath, []byte(sample), 0o644); err != nil {
		t.Fatal(err)
	}
	// "Filler sentence ." is on held-out lines too: none of the sample's.
	if got := heldOutSentencesIn(t, sharedPath, samplePath); got != 2 {
		t.Errorf("heldOutSentencesIn = %d, want 2 (the two spellings of the held-out sentence)", got)
	}
}

// TestCalibrationVerbalizerTakesTheStyleFile: with
// ITNPREP_CALIBRATION_STYLE (calibration.sh --style) the calibration
// tests measure that style, named in their log, and do not assert the
// default style's floors; without it they measure the default.
func TestCalibrationVerbalizerTakesTheStyleFile(t *testing.T) {
	t.Setenv("ITNPREP_CALIBRATION_STYLE", "")
	if _, name, isDefault := calibrationVerbalizer(t); !isDefault || name != "default style" {
		t.Errorf("unset: %q default=%v, want the default style", name, isDefault)
	}
	st := DefaultStyle()
	st.WordReadings = map[string]map[string]int{"UPA": {"u p a": 50}}
	b, err := st.DistributionsJSON()
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "fitted.json")
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Setenv("ITNPREP_CALIBRATION_STYLE", path)
	v, name, isDefault := calibrationVerbalizer(t)
	if isDefault || !strings.Contains(name, path) {
		t.Errorf("set: %q default=%v, want the file's name and no floors", name, isDefault)
	}
	got, err := v.Best("The UPA met.")
	if err != nil {
		t.Fatal(err)
	}
	def, err := New(nil, Options{}).Best("The UPA met.")
	if err != nil {
		t.Fatal(err)
	}
	if got.Spoken != "the u p a met" || def.Spoken == got.Spoken {
		t.Errorf("the file's style read %q (default %q), want its learned \"u p a\"", got.Spoken, def.Spoken)
	}
}

// TestGoldProbLabel: a listed miss says "not among the variants" only
// when P(gold) is 0, and a small covered P(gold) is not printed as 0.000.
func TestGoldProbLabel(t *testing.T) {
	for _, c := range []struct {
		p    float64
		want string
	}{{0, "0 (not among the variants)"}, {0.0002, "2.0e-04"}, {0.0005, "0.001"}, {0.25, "0.250"}} {
		if got := goldProbLabel(c.p); got != c.want {
			t.Errorf("goldProbLabel(%g) = %q, want %q", c.p, got, c.want)
		}
	}
}
