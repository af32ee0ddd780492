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
// file's absolute path whatever the working folder, and a missing or
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
		{nil, 0, []string{"ITNPREP_GTN_EXTRA= ", halves}, []string{listed}},
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
