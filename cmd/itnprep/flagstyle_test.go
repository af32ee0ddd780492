package main

import (
	"context"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/buildinfo"
	"github.com/itnprep/itnprep/storage"
)

// commandLines is one `--help` invocation per command and subcommand, so
// the flag-style test sees every FlagSet the CLI builds. A new command or
// source must be added here (TestFlagStyleEveryCommand fails otherwise).
func commandLines() [][]string {
	var lines [][]string
	for _, src := range sortedNames(prepSources) {
		lines = append(lines, []string{"prep", src})
	}
	for _, k := range sortedNames(deriveKinds) {
		lines = append(lines, []string{"derive", k})
	}
	for _, sub := range sortedNames(versionsSubcommands) {
		lines = append(lines, []string{"versions", sub})
	}
	lines = append(lines, []string{"export", "nemo-tagger"}, []string{"style", "fit"})
	for _, c := range []string{"align", "evaluate", "mine", "mine-pairs", "train", "verbalize", "version", "view"} {
		lines = append(lines, []string{c})
	}
	return lines
}

// TestFlagStyleEveryCommand: every command's flags follow one style:
// --input/--output with --in/--out as aliases sharing the value, --no-X for
// every boolean flag, and the global --log-level and --version accepted
// after the command.
func TestFlagStyleEveryCommand(t *testing.T) {
	covered := map[string]bool{}
	for _, line := range commandLines() {
		covered[line[0]] = true
		var sets []*flag.FlagSet
		parseHook = func(fs *flag.FlagSet) { sets = append(sets, fs) }
		errOut, _, code := run(t, append(append([]string(nil), line...), "--help")...) // help goes to stdout
		parseHook = nil
		name := strings.Join(line, " ")
		if code != 0 || len(sets) == 0 {
			t.Errorf("%s --help: exit %d, %d flag sets seen\n%s", name, code, len(sets), errOut)
			continue
		}
		fs := sets[0]
		for _, g := range []string{"log-level", "version"} {
			if fs.Lookup(g) == nil {
				t.Errorf("%s: global --%s is not accepted after the command", name, g)
			}
		}
		for _, pair := range flagAliases {
			long, short := fs.Lookup(pair[0]), fs.Lookup(pair[1])
			if (long == nil) != (short == nil) {
				t.Errorf("%s: --%s and --%s must come together", name, pair[0], pair[1])
				continue
			}
			if long == nil || isBool(long.Value) {
				continue
			}
			// Both names set one variable. A repeatable list flag
			// (pathListValue) adds each use to the list instead of
			// replacing it; a one-path flag refuses a second, other
			// path through either name (it replaced the first without
			// a word), and takes the same one again.
			_, isList := long.Value.(pathListValue)
			wantShort, wantLong := "x/"+pair[1], "y/"+pair[0]
			if isList {
				wantLong = "x/" + pair[1] + ",y/" + pair[0]
			}
			if err := short.Value.Set("x/" + pair[1]); err != nil || long.Value.String() != wantShort {
				t.Errorf("%s: --%s does not set --%s (%v)", name, pair[1], pair[0], err)
			}
			if !isList {
				if err := long.Value.Set("y/" + pair[0]); err == nil || !strings.Contains(err.Error(), "given twice") {
					t.Errorf("%s: --%s after --%s with another path: %v, want it refused", name, pair[0], pair[1], err)
				}
				wantLong = wantShort
				if err := long.Value.Set(wantShort); err != nil || short.Value.String() != wantLong {
					t.Errorf("%s: --%s does not set --%s (%v)", name, pair[0], pair[1], err)
				}
			} else if err := long.Value.Set("y/" + pair[0]); err != nil || short.Value.String() != wantLong {
				t.Errorf("%s: --%s does not set --%s (%v)", name, pair[0], pair[1], err)
			}
			if !strings.Contains(errOut, "--"+pair[0]+", --"+pair[1]) {
				t.Errorf("%s --help does not list --%s, --%s on one line:\n%s", name, pair[0], pair[1], errOut)
			}
		}
		global := map[string]bool{}
		flag.CommandLine.VisitAll(func(f *flag.Flag) { global[f.Name] = true })
		fs.VisitAll(func(f *flag.Flag) {
			if global[f.Name] || isFlagAlias(f) || !isBool(f.Value) {
				return
			}
			neg := fs.Lookup("no-" + f.Name)
			if neg == nil {
				t.Errorf("%s: boolean --%s has no --no-%s", name, f.Name, f.Name)
				return
			}
			if err := f.Value.Set("true"); err != nil {
				t.Fatal(err)
			}
			if err := neg.Value.Set("true"); err != nil || f.Value.String() != "false" {
				t.Errorf("%s: --no-%s leaves --%s %s (%v)", name, f.Name, f.Name, f.Value, err)
			}
			if err := neg.Value.Set("false"); err != nil || f.Value.String() != "true" {
				t.Errorf("%s: --no-%s=false leaves --%s %s (%v)", name, f.Name, f.Name, f.Value, err)
			}
			if !strings.Contains(errOut, "--"+f.Name+", --no-"+f.Name) {
				t.Errorf("%s --help does not list --%s, --no-%s", name, f.Name, f.Name)
			}
		})
	}
	for c := range commands {
		if !covered[c] {
			t.Errorf("command %q is not in commandLines: its flags are unchecked", c)
		}
	}
}

// TestGlobalFlagsAfterEveryCommand: --version and --log-level work after every
// command as before it.
func TestGlobalFlagsAfterEveryCommand(t *testing.T) {
	want := buildinfo.Get().String()
	for _, line := range commandLines() {
		args := append(append([]string(nil), line...), "--log-level", "error", "--version")
		out, errOut, code := run(t, args...)
		*showVersion = false
		if code != 0 || strings.TrimSpace(out) != want {
			t.Errorf("%s: exit %d, stdout %q, stderr %q; want the version %q", strings.Join(args, " "), code, out, errOut, want)
		}
		if *logLevel != "error" {
			t.Errorf("%s: --log-level after the command left the level %q", strings.Join(args, " "), *logLevel)
		}
		*logLevel = "warn"
	}
	// Before the command: the global flag set parses them (main).
	if err := flag.CommandLine.Parse([]string{"--log-level", "info", "versions", "list"}); err != nil || *logLevel != "info" || flag.Arg(0) != "versions" {
		t.Fatalf("global parse: %v, level %q, args %v", err, *logLevel, flag.Args())
	}
	*logLevel = "warn"
}

// TestInOutAliasesAndNegation runs commands with the other spelling of
// their flags: prep with --in/--out and a --no- flag, align (written with
// --in/--out) with --input/--output.
func TestInOutAliasesAndNegation(t *testing.T) {
	tmp := t.TempDir()
	out, errOut, code := run(t, "prep", "gtn", "--in", "../../testdata/gtn/output-00000-of-00100", "--out", tmp,
		"--no-detokenize", "--no-quiet", "--no-allow-empty", "--shards", "1")
	if code != 0 {
		t.Fatalf("prep gtn --in --out: exit %d\n%s", code, errOut)
	}
	m, err := storage.LoadManifest(context.Background(), lastLine(out))
	if err != nil {
		t.Fatal(err)
	}
	if m.Config["detokenize"] != "false" || m.Accounting.Written == 0 {
		t.Fatalf("config %v, written %d", m.Config, m.Accounting.Written)
	}
	dst := filepath.Join(tmp, "ops.jsonl")
	_, errOut, code = run(t, "align", "--input", "testdata/align_pairs.jsonl", "--output", dst)
	if code != 0 {
		t.Fatalf("align --input --output: exit %d\n%s", code, errOut)
	}
	if b, err := os.ReadFile(dst); err != nil || !strings.Contains(string(b), "\n") {
		t.Fatalf("align wrote %q (%v)", b, err)
	}
	// A negation takes no value by default and rejects a non-boolean one.
	if _, errOut, code := run(t, "prep", "gtn", "--in", "x", "--out", tmp, "--no-detokenize=maybe"); code != 2 || !strings.Contains(errOut, "no-detokenize") {
		t.Fatalf("--no-detokenize=maybe: exit %d, %q", code, errOut)
	}
}
