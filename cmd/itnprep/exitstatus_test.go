package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestQuarantiningCommandsShareOneExitRule checks docs/ERRORS.md's "Exit
// status" rule on every streaming command that quarantines lines: a bad
// line among good ones is set aside and counted, exit 0; an input whose
// lines are all bad, or mostly bad (above --max-reject-rate), is refused,
// exit 1, in one line naming the first bad line, and an --out file is not
// left to pass for a result; --max-reject-rate 1 accepts it. align exited
// 0 whatever it quarantined, and verbalize 1 for a single rejected line.
func TestQuarantiningCommandsShareOneExitRule(t *testing.T) {
	dir := t.TempDir()
	type cmd struct {
		name       string
		good, bad  string
		args       func(in, out string) []string
		outCreated bool // --out is a file the command removes on refusal
	}
	cmds := []cmd{
		{"align", `{"written":"a b","spoken":"a b"}`, `{"written":null,"spoken":"a"}`,
			func(in, out string) []string { return []string{"align", "--in", in, "--out", out} }, true},
		{"verbalize", `{"text":"I have 5 cats."}`, `{"text":null}`,
			func(in, out string) []string { return []string{"verbalize", "--in", in, "--out", out} }, true},
		{"evaluate", `{"hyp":"a b","ref":"a b"}`, `{"hyp":null,"ref":"a"}`,
			func(in, out string) []string { return []string{"evaluate", "--in", in, "--json"} }, false},
		{"mine", `["a","b"]`, `{"not":"a sequence"}`,
			func(in, out string) []string { return []string{"mine", "--in", in, "--out", out, "--minsup", "1"} }, true},
	}
	for _, c := range cmds {
		for _, tc := range []struct {
			name  string
			lines []string
			extra []string
			code  int
		}{
			{"one bad of three", []string{c.good, c.bad, c.good}, nil, 0},
			{"two bad of three", []string{c.bad, c.good, c.bad}, nil, 1},
			{"two bad of three, rate 1", []string{c.bad, c.good, c.bad}, []string{"--max-reject-rate", "1"}, 0},
			{"all bad", []string{c.bad, c.bad}, []string{"--max-reject-rate", "1"}, 1},
			{"all bad, allow empty", []string{c.bad, c.bad}, []string{"--max-reject-rate", "1", "--allow-empty"}, 0},
		} {
			in := writeFile(t, dir, c.name+".jsonl", strings.Join(tc.lines, "\n")+"\n")
			out := filepath.Join(dir, c.name+".out.jsonl")
			os.Remove(out)
			stdout, stderr, code := run(t, append(c.args(in, out), tc.extra...)...)
			if code != tc.code {
				t.Errorf("%s, %s: exit %d, want %d; stderr %q", c.name, tc.name, code, tc.code, stderr)
				continue
			}
			if strings.Contains(stderr, "panic") {
				t.Errorf("%s, %s: %s", c.name, tc.name, stderr)
			}
			_, statErr := os.Stat(out)
			if code == 1 {
				first := in + ":1: "
				if tc.lines[0] == c.good {
					first = in + ":2: "
				}
				last := stderr[strings.LastIndex(strings.TrimSuffix(stderr, "\n"), "\n")+1:]
				if !strings.HasPrefix(last, "itnprep: refusing to ") || !strings.Contains(last, "first: "+first) {
					t.Errorf("%s, %s: last stderr line %q, want a refusal naming %s", c.name, tc.name, last, first)
				}
				if c.outCreated && statErr == nil {
					t.Errorf("%s, %s: refused, but --out %s is left", c.name, tc.name, out)
				}
				if c.name == "evaluate" && stdout != "" {
					t.Errorf("%s, %s: refused, but printed scores", c.name, tc.name)
				}
				continue
			}
			if !strings.Contains(stderr, "lines quarantined") {
				t.Errorf("%s, %s: stderr does not count the quarantined lines: %q", c.name, tc.name, stderr)
			}
			if c.outCreated && statErr != nil {
				t.Errorf("%s, %s: exit 0 without --out: %v", c.name, tc.name, statErr)
			}
		}
	}
}
