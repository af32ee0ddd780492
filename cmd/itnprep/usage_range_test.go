package main

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestOutOfRangeFlagsAreUsageErrors: a number flag out of its range is
// one line naming the flag and what it takes, exit 2, before any input is
// read (every input here is missing, so a check made after reading would
// name the file instead). qa91's sweep of derive, train, evaluate, style
// fit, view and versions found:
//   - train --seed -1 staged the data and launched the program, which
//     failed on it (sentencepiece's seed is an unsigned 32-bit number);
//   - train --slurm-cpus -1 was dropped from the Slurm script unsaid, and
//     train --grace -5s killed the program at the first Ctrl-C unsaid;
//   - train --slurm-mem 64GB, --k8s-cpu -1 (and --slurm-time,
//     --slurm-partition, --k8s-memory, --k8s-namespace out of their forms)
//     were written into the Slurm script or the Job manifest after the
//     data was staged, for sbatch or kubectl to refuse;
//   - mine --sort-mem 0 or -1 meant the default, 64 MiB, unsaid;
//   - derive u2tf --max-span-tokens -1 said "max span tokens must not be
//     negative", naming no flag;
//   - evaluate --workers 2^62 failed as "internal error: makechan: size
//     out of range";
//   - view --cache-mb 2^44 kept the default 2 GiB of copies unsaid (its
//     bytes wrapped around to 0);
//   - --sink-buffer-kb past what an int64 holds in bytes (prep, derive,
//     mine-pairs, evaluate --beam) wrapped around: 2^63-1 KB set the
//     process's memory limit to its 48 MB floor and published.
func TestOutOfRangeFlagsAreUsageErrors(t *testing.T) {
	tmp := t.TempDir()
	missing := filepath.Join(tmp, "qa91-missing")
	runDir := filepath.Join(tmp, "run")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"train", "--dataset", missing, "--output", runDir, "--dry-run", "--seed", "-1"}, "itnprep: train: --seed -1: must be 0 to 4294967295"},
		{[]string{"train", "--dataset", missing, "--output", runDir, "--dry-run", "--seed", "4294967296"}, "itnprep: train: --seed 4294967296: must be 0 to 4294967295"},
		{[]string{"train", "--dataset", missing, "--output", runDir, "--dry-run", "--launcher", "slurm", "--slurm-cpus", "-1"}, "itnprep: train: --slurm-cpus must be 0 (none asked: Slurm's default) or more, got -1"},
		{[]string{"train", "--dataset", missing, "--output", runDir, "--dry-run", "--grace", "-5s"}, "itnprep: train: --grace must be 0 (kill at once) or more, got -5s"},
		{[]string{"train", "--dataset", missing, "--output", runDir, "--dry-run", "--launcher", "slurm", "--slurm-mem", "64GB"}, `itnprep: train: --slurm-mem "64GB": want a size in MB, or with K, M, G or T: 64G (sbatch --mem)`},
		{[]string{"train", "--dataset", missing, "--output", runDir, "--dry-run", "--launcher", "k8s", "--k8s-image", "img", "--k8s-cpu", "-1"}, `itnprep: train: --k8s-cpu "-1": want a Kubernetes quantity: 8, 500m, 1.5`},
		{[]string{"mine", "--input", missing, "--output", filepath.Join(tmp, "p.jsonl"), "--minsup", "2", "--sort-mem", "0"}, "itnprep: mine: --sort-mem must be 1 or more (MiB), got 0"},
		{[]string{"mine", "--input", missing, "--output", filepath.Join(tmp, "p.jsonl"), "--minsup", "2", "--sort-mem", "-1"}, "itnprep: mine: --sort-mem must be 1 or more (MiB), got -1"},
		{[]string{"mine", "--input", missing, "--output", filepath.Join(tmp, "p.jsonl"), "--minsup", "2", "--sort-mem", "9000000000000000"}, "itnprep: mine: --sort-mem must be 1 or more (MiB), got 9000000000000000"},
		{[]string{"prep", "text", "--input", missing, "--output", runDir, "--sink-buffer-kb", "9223372036854775807"}, "itnprep: prep text: --sink-buffer-kb must be at most 1099511627776 (1 PiB), got 9223372036854775807"},
		{[]string{"derive", "tagger", missing, "--sink-buffer-kb", "18014398509481984"}, "itnprep: derive tagger: --sink-buffer-kb must be at most 1099511627776 (1 PiB), got 18014398509481984"},
		{[]string{"mine-pairs", "--input", missing, "--output", runDir, "--sink-buffer-kb", "18014398509481984"}, "itnprep: mine-pairs: --sink-buffer-kb must be at most 1099511627776 (1 PiB)"},
		{[]string{"evaluate", "--input", missing, "--beam", "--sink-buffer-kb", "18014398509481984"}, "itnprep: evaluate: --sink-buffer-kb must be at most 1099511627776 (1 PiB)"},
		{[]string{"evaluate", "--input", missing, "--workers", "4611686018427387904"}, "itnprep: evaluate: --workers must be 0 (one per CPU) to 1024, got 4611686018427387904"},
		{[]string{"evaluate", "--input", missing, "--workers", "-1"}, "itnprep: evaluate: --workers must be 0 (one per CPU) to 1024, got -1"},
		{[]string{"view", missing, "--cache-mb", "17592186044416"}, "itnprep: view: --cache-mb must be at most 8796093022207 (what 64 bits hold in bytes), got 17592186044416"},
		{[]string{"derive", "u2tf", missing, "--max-span-tokens", "-1"}, "itnprep: derive u2tf: --max-span-tokens must not be negative, got -1"},
		{[]string{"verbalize", "--input", missing, "--samples", "1001"}, "itnprep: verbalize: --samples must be between 1 and 1000"},
		{[]string{"verbalize", "--input", missing, "--samples", "0"}, "itnprep: verbalize: --samples must be between 1 and 1000"},
		{[]string{"derive", "u2tf", missing, "--context", "1,2", "--max-tokens", "-1"}, "itnprep: derive u2tf: --max-tokens must not be negative, got -1"},
	} {
		stdout, stderr, code := run(t, c.args...)
		if code != 2 || !strings.HasPrefix(stderr, c.want) || strings.Count(stderr, "\n") != 1 || stdout != "" {
			t.Errorf("itnprep %s: exit %d, stdout %q, stderr %q; want exit 2 and one line starting %q", strings.Join(c.args, " "), code, stdout, stderr, c.want)
		}
	}
}

// TestPrepFlagMistakesComeBeforeTheInput: a prep whose input matches
// nothing and whose flag is wrong names the flag first (exit 2), as it does
// with an input that is there; it said `input "x" matches no file`, and the
// flag's refusal came only once the input was mended (qa91: every source's
// own flags, checked after the inputs were listed).
func TestPrepFlagMistakesComeBeforeTheInput(t *testing.T) {
	tmp := t.TempDir()
	missing := filepath.Join(tmp, "qa91-missing.txt")
	out := filepath.Join(tmp, "out")
	for _, c := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"prep", "text", "--language", "xx"}, 2, `itnprep: prep text: --language "xx": want en`},
		{[]string{"prep", "gtn", "--language", "xx"}, 2, `itnprep: prep gtn: --language "xx" is not auto or a language code`},
		{[]string{"prep", "nemo-cases", "--language", "zz"}, 2, `itnprep: prep nemo-cases: --language "zz": not auto or a language code`},
		{[]string{"prep", "text", "--clean", "bogus"}, 2, `itnprep: prep text: --clean "bogus": want transcript`},
		{[]string{"prep", "spgi", "--samples", "0"}, 2, "itnprep: prep spgi: --samples (--variants) must be between 1 and 1000"},
		{[]string{"prep", "commonvoice", "--variant-floor", "2"}, 2, "itnprep: prep commonvoice: --variant-floor must be between 0 and 1"},
		{[]string{"prep", "text", "--split-from-path", "--split", "train"}, 2, "itnprep: prep text: --split-from-path takes each file's split from its path"},
		{[]string{"prep", "text", "--style", filepath.Join(tmp, "none.json")}, 1, "itnprep: --style: "},
		{[]string{"prep", "libriheavy", "--rules", filepath.Join(tmp, "none.jsonl")}, 1, "itnprep: --rules: "},
	} {
		args := append(append([]string(nil), c.args...), "--input", missing, "--output", out)
		stdout, stderr, code := run(t, args...)
		if code != c.code || !strings.HasPrefix(stderr, c.want) || strings.Count(stderr, "\n") != 1 || stdout != "" {
			t.Errorf("itnprep %s: exit %d, stdout %q, stderr %q; want exit %d and one line starting %q", strings.Join(args, " "), code, stdout, stderr, c.code, c.want)
		}
	}
	// The input is still checked: its mistake alone is said as before.
	if _, stderr, code := run(t, "prep", "text", "--input", missing, "--output", out); code != 1 || !strings.Contains(stderr, "matches no file") {
		t.Errorf("prep text of a missing input: exit %d, %q", code, stderr)
	}
}

// TestRequiredFlagsNamedAsHelpListsThem: a command run without its
// required flags names each as its --help lists it first ("--output,
// --out": --output), all the missing ones in one line. align, mine,
// evaluate, style fit, train and export nemo-tagger said "--out is
// required" or "--in is required", the aliases, where prep and derive
// said --output; train named only --dataset when --output was missing
// too (qa91).
func TestRequiredFlagsNamedAsHelpListsThem(t *testing.T) {
	flagWord := regexp.MustCompile(`--[a-z][a-z0-9-]*`)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"align"}, "itnprep: align: --input and --output are required"},
		{[]string{"mine", "--minsup", "2"}, "itnprep: mine: --input and --output are required"},
		{[]string{"mine", "--minsup", "2", "--input", "x.jsonl"}, "itnprep: mine: --output is required"},
		{[]string{"evaluate"}, "itnprep: evaluate: --input is required"},
		{[]string{"style", "fit", "--input", "x.jsonl"}, "itnprep: style fit: --output is required"},
		{[]string{"train"}, "itnprep: train: --dataset and --output are required"},
		{[]string{"train", "--dataset", "x"}, "itnprep: train: --output is required"},
		{[]string{"export", "nemo-tagger", "x"}, "itnprep: export nemo-tagger: takes one VERSION_DIR (or --from VERSION_DIR) and --output DIR"},
		{[]string{"prep", "gtn"}, "itnprep: prep gtn: --input and --output are required"},
		{[]string{"mine-pairs"}, "itnprep: mine-pairs: --input (or --from VERSION_DIR) and --output are required"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.HasPrefix(stderr, c.want) || strings.Count(stderr, "\n") != 1 {
			t.Errorf("itnprep %s: exit %d, stderr %q; want exit 2 and one line starting %q", strings.Join(c.args, " "), code, stderr, c.want)
			continue
		}
		words := c.args[:1]
		if c.args[0] == "style" || c.args[0] == "export" || c.args[0] == "prep" {
			words = c.args[:2]
		}
		help, _, _ := run(t, append(append([]string(nil), words...), "--help")...)
		h := parseHelp(help)
		for _, name := range flagWord.FindAllString(strings.TrimSuffix(stderr, "(see 'itnprep "+strings.Join(words, " ")+" --help')\n"), -1) {
			if f := h.flagOf(name); f == nil || f.names[0] != name {
				t.Errorf("itnprep %s: %q names %s, which 'itnprep %s --help' lists as %v", strings.Join(c.args, " "), stderr, name, strings.Join(words, " "), f)
			}
		}
	}
}
