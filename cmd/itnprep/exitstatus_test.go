package main

import (
	"bytes"
	"compress/gzip"
	"fmt"
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
			func(in, out string) []string { return []string{"evaluate", "--in", in, "--json", "--details", out} }, true},
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

// TestStreamingCommandsNameLatin1Lines: a line that is not UTF-8 (a
// Latin-1 "café") is quarantined by every streaming command with prep's
// reason, naming the byte, its place and iconv. align and mine-pairs read
// the byte as U+FFFD and went on (so "caf\xe9" and "caf\xef" were one
// token); evaluate said "invalid JSON at byte 12: invalid UTF-8 in
// string", verbalize "invalid UTF-8 at byte 3" (counted from 0), mine
// "not a Unicode text".
func TestStreamingCommandsNameLatin1Lines(t *testing.T) {
	dir := t.TempDir()
	const why = "invalid UTF-8 (byte 0xE9 at byte %d of the line; text in Latin-1 or Windows-1252? iconv -f WINDOWS-1252 -t UTF-8 converts it)"
	for _, c := range []struct {
		name, bad, good string
		at              int
		args            []string
	}{
		{"align", `{"written":"caf` + "\xe9" + ` 5","spoken":"cafe five"}`, `{"written":"a 5","spoken":"a five"}`, 16, []string{"align", "--out", "-"}},
		{"mine-pairs", `{"written":"caf` + "\xe9" + ` 5","spoken":"cafe five"}`, `{"written":"a 5","spoken":"a five"}`, 16, []string{"mine-pairs", "--out", filepath.Join(dir, "mp"), "--minsup", "1", "--runner", "direct"}},
		{"evaluate", `{"hyp":"caf` + "\xe9" + `","ref":"cafe"}`, `{"hyp":"a","ref":"a"}`, 12, []string{"evaluate", "--json"}},
		{"evaluate-beam", `{"hyp":"caf` + "\xe9" + `","ref":"cafe"}`, `{"hyp":"a","ref":"a"}`, 12, []string{"evaluate", "--json", "--beam", "--runner", "direct"}},
		{"verbalize", "caf\xe9 costs 5 euros", "it costs 6 euros", 4, []string{"verbalize"}},
		{"mine", `["caf` + "\xe9" + `","b"]`, `["a","b"]`, 6, []string{"mine", "--out", "-", "--minsup", "1"}},
	} {
		in := writeFile(t, dir, c.name+".jsonl", c.bad+"\n"+c.good+"\n"+c.good+"\n")
		stdout, stderr, code := run(t, append(c.args, "--in", in)...)
		if code != 0 || strings.Contains(stdout, "\ufffd") {
			t.Errorf("%s: exit %d, stdout %q, stderr %q", c.name, code, stdout, stderr)
		}
		reason := fmt.Sprintf(why, c.at)
		if c.name == "mine-pairs" {
			b, _ := os.ReadFile(filepath.Join(dir, "mp", "rejects.jsonl"))
			stderr = string(b)
		}
		if !strings.Contains(stderr, reason) {
			t.Errorf("%s: no %q in\n%s", c.name, reason, stderr)
		}
	}
}

// TestMinePairsNamesANull: a pair line whose written or spoken side is
// null is quarantined saying so, as align says it ("a pair needs string
// fields" read as a missing field).
func TestMinePairsNamesANull(t *testing.T) {
	dir := t.TempDir()
	good := `{"written":"Page 3 the cat","spoken":"the cat"}` + "\n"
	in := writeFile(t, dir, "p.jsonl", good+good+`{"written":"a","spoken":null}`+"\n"+good)
	out := filepath.Join(dir, "mp")
	if _, stderr, code := run(t, "mine-pairs", "--in", in, "--out", out, "--minsup", "1", "--runner", "direct"); code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	b, _ := os.ReadFile(filepath.Join(out, "rejects.jsonl"))
	if want := `"line":3,"reason":"field \"spoken\" is null: expected a string"`; !strings.Contains(string(b), want) {
		t.Errorf("rejects %s, want %s", b, want)
	}
}

// TestEvaluateOpensItsInputAsTheOtherStreamingCommands: a missing --in is
// one line naming the flag, in process and with --beam (it was Go's "open
// X: no such file or directory", and the runner's "no files matching
// pattern" after start-up), and a gzip or zstd file is read by its magic
// bytes whatever its name (only a .gz name was decompressed: a renamed
// gzip was read as lines of binary, every one quarantined).
func TestEvaluateOpensItsInputAsTheOtherStreamingCommands(t *testing.T) {
	dir := t.TempDir()
	missing := filepath.Join(dir, "missing.jsonl")
	for _, extra := range [][]string{nil, {"--beam", "--runner", "direct"}} {
		_, stderr, code := run(t, append([]string{"evaluate", "--in", missing}, extra...)...)
		if want := "itnprep: --input " + missing + ": no such file\n"; code != 1 || stderr != want {
			t.Errorf("%v: exit %d, stderr %q; want 1 and %q", extra, code, stderr, want)
		}
	}
	// --beam reads a glob: one matching nothing says so.
	glob := filepath.Join(dir, "none-*.jsonl")
	if _, stderr, code := run(t, "evaluate", "--in", glob, "--beam", "--runner", "direct"); code != 1 || stderr != "itnprep: --input "+glob+" matches no file\n" {
		t.Errorf("--beam glob matching nothing: exit %d, stderr %q", code, stderr)
	}
	// In process a glob matching files names --beam, which reads them all
	// (the line named only cat).
	writeFile(t, dir, "p1.jsonl", `{"hyp":"a","ref":"a"}`+"\n")
	writeFile(t, dir, "p2.jsonl", `{"hyp":"b","ref":"b"}`+"\n")
	glob = filepath.Join(dir, "p*.jsonl")
	if _, stderr, code := run(t, "evaluate", "--in", glob); code != 1 || !strings.HasSuffix(stderr, "join them into one first (cat); or score every file it matches with --beam, which reads a glob\n") {
		t.Errorf("glob in process: exit %d, stderr %q", code, stderr)
	}
	var gz bytes.Buffer
	zw := gzip.NewWriter(&gz)
	zw.Write([]byte(`{"hyp":"a b","ref":"a b"}` + "\n" + `{"hyp":"c","ref":"c"}` + "\n"))
	zw.Close()
	renamed := writeFile(t, dir, "preds.jsonl", gz.String())
	stdout, stderr, code := run(t, "evaluate", "--in", renamed, "--json")
	if code != 0 || !strings.Contains(stdout, `"sentences": 2`) || strings.Contains(stderr, "quarantined") {
		t.Errorf("renamed gzip: exit %d, stdout %q, stderr %q", code, stdout, stderr)
	}
}

// TestVersionOfTheWrongKindExits2: a dataset version of a kind the command
// does not read (a prep version where tagger rows are wanted, a tagger
// version where pairs are, any version where predictions are) is a
// command-line mistake, exit 2, in every command that takes a version: the
// version is sound, the command line named the wrong one. train and
// evaluate's run folder exited 2 on it while derive, export, mine-pairs,
// style fit, versions overlap and versions diff exited 1. So is a derive
// into a dataset folder (--output, --name) holding another kind's
// versions (it exited 1).
func TestVersionOfTheWrongKindExits2(t *testing.T) {
	tmp := t.TempDir()
	pairs := prepOK(t, "prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "p"), "--runner", "direct")
	tagger := prepOK(t, "derive", "tagger", pairs, "--output", filepath.Join(tmp, "d"), "--max-reject-rate", "1", "--runner", "direct")
	out := func(name string) string { return filepath.Join(tmp, "out", name) }
	for _, tc := range []struct {
		args []string
		says string
	}{
		{[]string{"train", "--dataset", tagger, "--out", out("run"), "--dry-run"}, "this is a tagger version"},
		{[]string{"derive", "tagger", tagger, "--output", out("d1"), "--runner", "direct"}, `holds "tagger" rows; derive tagger reads`},
		{[]string{"derive", "u2tf", tagger, "--output", out("d2"), "--runner", "direct"}, `holds "tagger" rows; derive u2tf reads`},
		{[]string{"export", "nemo-tagger", pairs, "--out", out("nemo")}, `holds "pairs" rows, not tagger rows`},
		{[]string{"mine-pairs", "--input", tagger, "--output", out("mp"), "--runner", "direct"}, "holds tagger rows; mine-pairs reads"},
		{[]string{"style", "fit", "--from", tagger, "--out", out("style.json"), "--runner", "direct"}, `holds "tagger" rows; style fit reads`},
		{[]string{"versions", "overlap", tagger}, "holds tagger rows: versions overlap compares"},
		{[]string{"versions", "diff", pairs, tagger}, "holds tagger rows derived from " + pairs},
		{[]string{"evaluate", "--in", tagger}, "is a dataset version, not predictions"},
		// An output folder holding another kind, named on the command
		// line: derive u2tf into the tagger versions' folder.
		{[]string{"derive", "u2tf", pairs, "--output", filepath.Join(tmp, "d"), "--name", filepath.Base(filepath.Dir(tagger)), "--runner", "direct"},
			"holds tagger versions (" + filepath.Base(tagger) + "); derive u2tf writes u2tf rows: give it its own folder with another --name"},
		// So is prep's: it published pairs among the tagger versions, and
		// moved their latest tag to them, exit 0.
		{[]string{"prep", "gtn", "--input", "../../testdata/gtn/output-00000-of-00100", "--output", filepath.Join(tmp, "d"), "--name", filepath.Base(filepath.Dir(tagger)), "--runner", "direct"},
			"holds tagger versions (" + filepath.Base(tagger) + "); prep gtn writes pairs rows: give it its own folder with another --name (default: the source's name, gtn)"},
	} {
		name := strings.Join(tc.args[:2], " ")
		_, stderr, code := run(t, tc.args...)
		if code != 2 || !strings.Contains(stderr, tc.says) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%s: exit %d, want 2 and one line saying %q:\n%s", name, code, tc.says, stderr)
		}
	}
}
