package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestBadInvocationsAreOneLine: invocations a new user gets wrong (qa82's
// sweep of every subcommand) exit non-zero with one line that names the
// flag or the file and what to give, where each was accepted without a
// word or said it less plainly:
//   - evaluate --max-reject-rate 3 scored as 1 (every other command with
//     the flag refused it);
//   - versions gc --older-than -1h removed a running job's staging, as 0
//     does, where the flag is there to spare it;
//   - --variants 0 printed the deprecation warning above the refusal,
//     two lines for one mistake;
//   - align --autojunk false said `unexpected argument "false"` (a switch
//     takes no separate value: it was set to true);
//   - mine, mine-pairs and style fit named every flag's range in one
//     line ("--minlen must be >= 1, --maxlen, ... --partitions >= 1"),
//     not the flag that was out of it;
//   - view --rules-out with a dataset version served the page, the flag
//     ignored;
//   - prep --output OUT/NAME/tags published into the tags folder, where
//     versions list did not find it and its folder read as a tag;
//   - prep gtn --nemo-split over raw GTN files changed the version id and
//     nothing else;
//   - a one-path flag given twice (align --in a --in b, --out x --output
//     y) kept the last path without a word;
//   - style fit --out in a folder that takes no file failed after the
//     whole fit, naming no flag.
func TestBadInvocationsAreOneLine(t *testing.T) {
	tmp := t.TempDir()
	sample := "../../testdata/text/sample.txt"
	gtn := "../../testdata/gtn/*"
	out := filepath.Join(tmp, "out")
	v := prepOK(t, "prep", "gtn", "--input", gtn, "--output", out, "--runner", "direct")
	pairs := writeFile(t, tmp, "pairs.jsonl", `{"written":"5 dollars","spoken":"five dollars"}`+"\n")
	seqs := writeFile(t, tmp, "seqs.jsonl", `["a","b"]`+"\n"+`["a","c"]`+"\n")
	pred := writeFile(t, tmp, "pred.jsonl", `{"ref":"I paid $5.","hyp":"I paid $5.","src":"i paid five dollars"}`+"\n")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"evaluate", "--in", pred, "--max-reject-rate", "3"}, 2, "itnprep: evaluate: --max-reject-rate must be between 0 and 1, got 3"},
		{[]string{"versions", "gc", out, "--older-than", "-1h"}, 2, "--older-than must be 0 (remove all, a running job's staging too) or more, got -1h0m0s"},
		{[]string{"prep", "text", "--input", sample, "--output", filepath.Join(tmp, "o"), "--variants", "0"}, 2, "itnprep: prep text: --samples (--variants) must be between 1 and 1000"},
		{[]string{"verbalize", "--variants", "0", "hello"}, 2, `itnprep: verbalize: --top must be a positive number or all, not "0"`},
		{[]string{"align", "--in", pairs, "--out", filepath.Join(tmp, "a.jsonl"), "--autojunk", "false"}, 2, "--autojunk is a switch and takes no separate value: give --autojunk=false (or --no-autojunk), not --autojunk false"},
		{[]string{"prep", "text", "--input", sample, "--output", filepath.Join(tmp, "o"), "--dedupe", "true"}, 2, "--dedupe is a switch and takes no separate value: give --dedupe alone (or --dedupe=true), not --dedupe true"},
		{[]string{"versions", "show", v, "--json", "false"}, 2, "--json is a switch and takes no separate value: give --json=false (or --no-json)"},
		{[]string{"mine", "--in", seqs, "--out", filepath.Join(tmp, "p.jsonl"), "--minsup", "2", "--distributed", "--partitions", "0"}, 2, "itnprep: mine: --partitions must be 1 or more, got 0"},
		{[]string{"mine", "--in", seqs, "--out", filepath.Join(tmp, "p.jsonl"), "--minsup", "2", "--minlen", "0"}, 2, "itnprep: mine: --minlen must be 1 or more, got 0"},
		{[]string{"mine-pairs", "--input", pairs, "--output", filepath.Join(tmp, "m"), "--partitions", "-1"}, 2, "itnprep: mine-pairs: --partitions must be 1 or more, got -1"},
		{[]string{"style", "fit", "--input", pairs, "--out", filepath.Join(tmp, "s.json"), "--iterations", "0"}, 2, "itnprep: style fit: --iterations must be 1 or more, got 0"},
		{[]string{"style", "fit", "--input", pairs, "--out", filepath.Join(tmp, "s.json"), "--prior", "-1"}, 2, "itnprep: style fit: --prior must be above 0, got -1"},
		{[]string{"view", v, "--rules-out", filepath.Join(tmp, "rules.jsonl")}, 2, "--rules-out saves a mine-pairs review's rules; " + v + " is a dataset version, which has none"},
		{[]string{"prep", "text", "--input", sample, "--output", filepath.Join(out, "gtn", "tags")}, 2, "is the folder the dataset " + filepath.Join(out, "gtn") + " keeps its tags in, and a run would make a dataset folder inside it; give the output root, " + out},
		{[]string{"prep", "gtn", "--input", gtn, "--output", filepath.Join(tmp, "o"), "--nemo-split", "dev", "--runner", "direct"}, 1, "itnprep: --nemo-split dev names the split of NeMo sentence JSONL inputs"},
		{[]string{"align", "--in", pairs, "--in", seqs, "--out", filepath.Join(tmp, "a.jsonl")}, 2, `itnprep: align: --in "` + seqs + `": given twice, first "` + pairs + `": it takes one path (the second would replace the first); give it once`},
		{[]string{"prep", "text", "--input", sample, "--out", filepath.Join(tmp, "o1"), "--output", filepath.Join(tmp, "o2")}, 2, `--output "` + filepath.Join(tmp, "o2") + `": given twice, first "` + filepath.Join(tmp, "o1") + `"`},
	} {
		stdout, stderr, code := run(t, c.args...)
		if code != c.code || !strings.Contains(stderr, c.want) || strings.Count(stderr, "\n") != 1 || stdout != "" {
			t.Errorf("itnprep %s: exit %d, stdout %q, stderr %q; want exit %d and one line with %q", strings.Join(c.args, " "), code, stdout, stderr, c.code, c.want)
		}
		noPanic(t, stderr)
	}
	// style fit --out where no file can be made (/proc) is refused
	// before the inputs are read: it failed once the fit was done, naming
	// no flag ("pipeline failed on runner prism").
	if _, err := os.Stat("/proc/self"); err == nil {
		sf := "../../testdata/stylefit/sample.jsonl"
		_, stderr, code := run(t, "style", "fit", "--input", sf, "--out", "/proc/qa82-style.json", "--quiet")
		if code != 1 || !strings.HasPrefix(stderr, "itnprep: --output /proc/qa82-style.json: cannot create it: ") || strings.Count(stderr, "\n") != 1 {
			t.Errorf("style fit --out /proc/...: exit %d, stderr %q", code, stderr)
		}
	}
	if _, err := os.Stat(filepath.Join(out, "gtn", "tags", "text")); err == nil {
		t.Errorf("prep --output OUT/NAME/tags made a dataset folder in the tags folder")
	}
	// --nemo-split test, the default, over raw files changes nothing: taken.
	prepOK(t, "prep", "gtn", "--input", gtn, "--output", filepath.Join(tmp, "o"), "--nemo-split", "test", "--runner", "direct")
}
