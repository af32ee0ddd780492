package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/internal/startup"
	"github.com/itnprep/itnprep/internal/testutil"
)

func TestMain(m *testing.M) {
	// main hands the collector back before most commands; tests call
	// dispatch directly, so they do it here.
	startup.Done()
	// prep's default soft memory limit (memlimit.go) is process-wide and
	// these tests run many commands in one process: they run without it
	// (TestPrepSetsMemoryLimit sets GOMEMLIMIT itself).
	os.Setenv("GOMEMLIMIT", "off")
	beam.Init()
	// In a temporary folder of their own, removed afterwards: prism's
	// loopback jobs leave an empty beamloopbackworker-N file each, and
	// not every test's run goes through pipelines.Run's removal
	// (testutil.InOwnTempDir).
	os.Exit(testutil.InOwnTempDir(func() int {
		code := m.Run()
		duckdb.stop()
		return code
	}))
}

// run invokes the CLI in-process and returns stdout, stderr and the exit code.
func run(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	resetBeamFlags(t)
	var out, errb bytes.Buffer
	code := dispatch(context.Background(), args, &out, &errb)
	if code == 0 && len(args) > 0 && (args[0] == "prep" || args[0] == "derive") {
		// Every version a test publishes is read back by DuckDB too.
		if dir := lastLine(out.String()); dir != "" {
			if _, err := os.Stat(dir + "/manifest.json"); err == nil {
				checkWithDuckDB(t, dir)
			}
		}
	}
	return out.String(), errb.String(), code
}

// lastLine is the last non-empty line of s: prep prints the version folder there.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	return lines[len(lines)-1]
}

func TestHelpListsCommands(t *testing.T) {
	out, _, code := run(t, "help")
	if code != 0 || !strings.Contains(out, "prep") || !strings.Contains(out, "versions") {
		t.Fatalf("help: code %d\n%s", code, out)
	}
	for name, c := range commands {
		// Help asked for is the command's output: stdout, so that
		// `itnprep prep gtn --help | less` shows it. Every spelling the
		// flag package takes, and the word help where a subcommand goes
		// (`prep -help` was "name the source first, before -help",
		// `versions help` an unknown subcommand).
		asks := []string{"--help", "-help", "-h", "--h"}
		if c.subs != nil {
			asks = append(asks, "help")
		}
		for _, ask := range asks {
			helpOut, errOut, code := run(t, name, ask)
			if code != 0 || !strings.Contains(helpOut, "Usage") || errOut != "" {
				t.Errorf("%s %s: code %d, stdout %q, stderr %q", name, ask, code, helpOut, errOut)
			}
		}
	}
	if _, _, code := run(t, "no-such-command"); code != 2 {
		t.Errorf("unknown command exit %d, want 2", code)
	}
	// 'help help' and 'help --help' are this list too (they were
	// "unknown command "help"", exit 2).
	for _, ask := range []string{"help", "--help", "-h"} {
		if helpOut, errOut, code := run(t, "help", ask); code != 0 || helpOut != out || errOut != "" {
			t.Errorf("help %s: code %d, stderr %q; want the list on stdout", ask, code, errOut)
		}
	}
	// 'help X Y' is 'X Y --help': a subcommand's own flags (it printed X's
	// list of subcommands, the Y dropped).
	for _, c := range [][]string{{"prep", "gtn", "--unused-split"}, {"versions", "head", "--rejects"}, {"derive", "u2tf", "--strip-quotes"}, {"style", "fit", "--max-distinct"}} {
		errOut, _, code := run(t, "help", c[0], c[1])
		if code != 0 || !strings.Contains(errOut, "Usage") || !strings.Contains(errOut, c[2]) {
			t.Errorf("help %s %s: exit %d, want its flags (%s): %q", c[0], c[1], code, c[2], errOut)
		}
	}
	// style fit reads Kaggle's CSV too: its help said raw GTN and NeMo JSONL.
	if errOut, _, _ := run(t, "help", "style", "fit"); !strings.Contains(errOut, "Kaggle's GTN CSV\n(en_train.csv[.zip])") {
		t.Errorf("style fit --help does not say it reads Kaggle's en_train.csv: %q", errOut)
	}
	if _, errOut, code := run(t, "help", "prep", "no-such-source"); code != 2 || !strings.Contains(errOut, `unknown source "no-such-source"`) {
		t.Errorf("help prep no-such-source: exit %d %q", code, errOut)
	}
	// 'help X' for an unknown X says where the list is, as 'X' does.
	if _, errOut, code := run(t, "help", "no-such-command"); code != 2 || errOut != "itnprep: unknown command \"no-such-command\" (run 'itnprep help' for the list)\n" {
		t.Errorf("help of an unknown command: exit %d %q", code, errOut)
	}
}

// TestPrepHelpSaysWhatEachSourceReads: 'prep --help' and every source's
// --help say what the source reads (they listed bare names: nothing told a
// user holding en_train.csv or GoogleTN.json to use prep gtn).
func TestPrepHelpSaysWhatEachSourceReads(t *testing.T) {
	list, _, _ := run(t, "prep", "--help")
	for _, src := range sortedNames(prepSources) {
		reads := prepReads[src]
		if reads == "" {
			t.Errorf("prep %s: no line in prepReads", src)
			continue
		}
		if !strings.Contains(list, reads) {
			t.Errorf("prep --help does not describe %s:\n%s", src, list)
		}
		help, _, code := run(t, "prep", src, "--help")
		if code != 0 || !strings.Contains(help, "Reads "+reads+".") {
			t.Errorf("prep %s --help (exit %d) does not say what it reads:\n%s", src, code, help)
		}
	}
	for _, want := range []string{"en_train.csv", "GoogleTN.json", "output-000NN-of-00100", "train.tsv", "wav_filename|wav_filesize|transcript", "libriheavy_cuts_"} {
		if !strings.Contains(list, want) {
			t.Errorf("prep --help does not name %s", want)
		}
	}
}

// writeFile writes a test input file and returns its path.
func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := dir + "/" + name
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// TestCollectorHandBack: main gives the collector back before a Beam
// worker (no subcommand) and every command but evaluate, which does it
// itself after its first gcPausedBytes of JSONL or at once for --beam,
// Parquet and stdin.
func TestCollectorHandBack(t *testing.T) {
	if commandOf(nil) != nil || commandOf([]string{"no-such-command"}) != nil {
		t.Fatal("commandOf found a command where there is none")
	}
	for name, c := range commands {
		if got := commandOf([]string{name, "--x"}); got != c {
			t.Errorf("commandOf(%q) = %v", name, got)
		}
		if c.managesGC != (name == "evaluate") {
			t.Errorf("%s: managesGC %v", name, c.managesGC)
		}
	}
	data := strings.Repeat("x", 100)
	g := &gcAfter{r: strings.NewReader(data), left: 10}
	got, err := io.ReadAll(g)
	if err != nil || string(got) != data || g.left > 0 {
		t.Fatalf("gcAfter read %q, %v, %d left", got, err, g.left)
	}
}

// TestSubcommandsNamedInHelpAndErrors: `itnprep help` names every
// subcommand of a command that has them (prep's sources, derive's kinds,
// versions' subcommands, ...), and a command-line mistake after a
// subcommand names it, with its own --help: `itnprep: prep gtn: --shards
// must be at least 1, got 0 (see 'itnprep prep gtn --help')`.
func TestSubcommandsNamedInHelpAndErrors(t *testing.T) {
	out, _, _ := run(t, "help")
	withSubs := 0
	for name, c := range commands {
		if c.subs == nil {
			continue
		}
		withSubs++
		var line string
		for _, l := range strings.Split(out, "\n") {
			if f := strings.Fields(l); len(f) > 0 && f[0] == name {
				line = l
			}
		}
		for _, sub := range c.subs() {
			if !strings.Contains(line, sub) {
				t.Errorf("help line of %s does not name %q: %q", name, sub, line)
			}
		}
	}
	if withSubs < 5 {
		t.Errorf("%d commands declare subcommands; prep, derive, export, style and versions have them", withSubs)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "gtn", "--input", "x", "--output", "y", "--shards", "0"}, "itnprep: prep gtn: --shards must be at least 1, got 0 (see 'itnprep prep gtn --help')"},
		{[]string{"derive", "u2tf", "--from", "x", "--output", "y", "--context", "1"}, "itnprep: derive u2tf: --context: want L,R"},
		{[]string{"versions", "head"}, "itnprep: versions head: takes one version, got none (see 'itnprep versions head --help')"},
		{[]string{"export", "nemo-tagger"}, "itnprep: export nemo-tagger: takes one VERSION_DIR (or --from VERSION_DIR) and --output DIR (see 'itnprep export nemo-tagger --help')"},
		{[]string{"prep", "nosuch"}, "itnprep: prep: unknown source \"nosuch\" (known: commonvoice, gtn, libriheavy, nemo-cases, spgi, text)"},
		// A flag where the subcommand belongs: the subcommand comes first
		// (it read `unknown source "--input" (known: [commonvoice ...])`).
		{[]string{"prep", "--input", "x", "gtn"}, "itnprep: prep: name the source first, before --input: itnprep prep <commonvoice|gtn|libriheavy|nemo-cases|spgi|text> --input GLOB --output DIR"},
		{[]string{"derive", "--from", "x", "tagger"}, "itnprep: derive: name the kind first, before --from: itnprep derive <tagger|u2tf> --from VERSION --output DIR"},
		{[]string{"export", "--out", "x", "v"}, "itnprep: export: name the export format first, before --out"},
		{[]string{"derive", "foo"}, "itnprep: derive: unknown kind \"foo\" (known: tagger, u2tf)"},
		{[]string{"train"}, "(see 'itnprep train --help')"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("itnprep %s: exit %d, want 2 and %q:\n%s", strings.Join(c.args, " "), code, c.want, stderr)
		}
	}
}

// TestFloatFlagsRefuseNaNAndInf: Go's flag package parses "NaN" and "Inf"
// as floats, and every range check written as `x <= 0 || x > 1` lets NaN
// through (derive tagger --vocab-coverage NaN published a version on
// direct). Every float flag of every command refuses them at parse time.
func TestFloatFlagsRefuseNaNAndInf(t *testing.T) {
	for _, c := range [][]string{
		{"prep", "libriheavy", "--input", "x", "--output", "y", "--min-ratio", "NaN"},
		{"style", "fit", "--input", "x", "--out", "y", "--prior", "NaN"},
		{"mine", "--in", "x", "--out", "y", "--minsup", "NaN"},
		{"mine-pairs", "--input", "x", "--output", "y", "--dominance-share", "-Inf"},
		{"train", "--dataset", "x", "--out", "y", "--lr", "+Inf"},
		{"derive", "tagger", "--from", "x", "--output", "y", "--vocab-coverage", "NaN"},
	} {
		flagName := c[len(c)-2]
		_, stderr, code := run(t, c...)
		if code != 2 || !strings.Contains(stderr, flagName+" must be a finite number, got "+c[len(c)-1]) {
			t.Errorf("itnprep %s: exit %d:\n%s", strings.Join(c, " "), code, stderr)
		}
	}
}

// TestHelpNamesGlobalFlags: the flags every command takes (--log-level,
// --cpuprofile, --memprofile, --version) are named by `itnprep help` and
// by every command's --help; they were accepted everywhere but listed
// nowhere, so a user reading the help could not find what the README uses.
func TestHelpNamesGlobalFlags(t *testing.T) {
	want := []string{"--log-level", "--cpuprofile", "--memprofile", "--version"}
	out, _, _ := run(t, "help")
	for _, f := range want {
		if !strings.Contains(out, f) {
			t.Errorf("itnprep help does not name %s", f)
		}
	}
	for _, args := range helpCalls() {
		errOut, _, _ := run(t, args...) // help goes to stdout
		for _, f := range want {
			if !strings.Contains(errOut, f) {
				t.Errorf("itnprep %s does not name %s", strings.Join(args, " "), f)
			}
		}
	}
}

// TestHelpFlagsNeverEmpty: a command without flags of its own (versions
// list, version) printed "Flags:" over nothing, which read like a help that
// failed; it says it has none.
func TestHelpFlagsNeverEmpty(t *testing.T) {
	for _, args := range append(helpCalls(), []string{"versions", "list", "--help"}, []string{"versions", "verify", "--help"}) {
		errOut, _, _ := run(t, args...) // help goes to stdout
		if i := strings.Index(errOut, "Flags:\n"); i >= 0 && strings.HasPrefix(errOut[i+len("Flags:\n"):], "\n") {
			t.Errorf("itnprep %s: an empty flag list:\n%s", strings.Join(args, " "), errOut)
		}
	}
	if errOut, _, _ := run(t, "versions", "list", "--help"); !strings.Contains(errOut, "Flags:\n  none of its own\n") {
		t.Errorf("versions list --help:\n%s", errOut)
	}
}

// helpCalls are the --help command lines of every command, or of each
// subcommand of a command that has them (which lists them).
func helpCalls() [][]string {
	var calls [][]string
	for name, c := range commands {
		if c.subs == nil {
			calls = append(calls, []string{name, "--help"})
			continue
		}
		for _, sub := range c.subs() {
			calls = append(calls, []string{name, sub, "--help"})
		}
	}
	return calls
}

// TestHelpSaysOneDefault: a flag whose usage says its default in words
// ("(default: as many as the parent)") is not given a second, literal one
// ("(default 0)") by every command's --help.
//
// Help goes to stdout; the test read stderr, empty, so it could not fail.
func TestHelpSaysOneDefault(t *testing.T) {
	for _, args := range helpCalls() {
		out, errOut, _ := run(t, args...)
		for _, line := range strings.Split(out+errOut, "\n") {
			if strings.Count(line, "(default") > 1 {
				t.Errorf("itnprep %s: %q", strings.Join(args, " "), strings.TrimSpace(line))
			}
		}
	}
}

// TestHelpNamesAOneLetterFlagAsItsUsage: versions head's flag list named
// its -n "--n" under a usage line saying "[-n 10]", as docs/CLI.md does.
func TestHelpNamesAOneLetterFlagAsItsUsage(t *testing.T) {
	out, errOut, _ := run(t, "versions", "head", "--help")
	if !strings.Contains(out, "\n  -n\n") || strings.Contains(out+errOut, "--n\n") {
		t.Errorf("versions head --help does not list -n as its usage line writes it:\n%s", out+errOut)
	}
}

// TestHelpRequiredFlagSaysNoDefault: a flag whose help begins "required"
// shows no "(default ...)": mine's --minsup said "(default 0)", a value
// mine refuses as a usage error, and README's "--minsup (the default 20)"
// is mine-pairs' alone.
func TestHelpRequiredFlagSaysNoDefault(t *testing.T) {
	required := 0
	for _, args := range helpCalls() {
		out, _, _ := run(t, args...)
		lines := strings.Split(out, "\n")
		for i := 1; i < len(lines); i++ {
			usage := strings.TrimSpace(lines[i])
			if !strings.HasPrefix(lines[i-1], "  --") || !strings.HasPrefix(usage, "required") {
				continue
			}
			required++
			if strings.Contains(usage, "(default") {
				t.Errorf("itnprep %s: %s: %q", strings.Join(args, " "), strings.TrimSpace(lines[i-1]), usage)
			}
		}
	}
	mine, _, _ := run(t, "mine", "--help")
	if !strings.Contains(mine, "--minsup\n        required:") {
		t.Errorf("mine --help does not say --minsup is required:\n%s", mine)
	}
	if required == 0 {
		t.Error("no flag's help begins with \"required\"")
	}
}

// TestHelpNamesEveryCodecItReads: a flag whose help says it decompresses
// gzip names zstd and bzip2 too, which every input goes through
// (storage.Decompress): mine's --in said "gzip is decompressed" alone while
// it read .zst and .bz2 as evaluate's --in said it does.
func TestHelpNamesEveryCodecItReads(t *testing.T) {
	for _, args := range helpCalls() {
		out, _, _ := run(t, args...)
		for _, line := range strings.Split(out, "\n") {
			if strings.Contains(line, "gzip") && !(strings.Contains(line, "zstd") && strings.Contains(line, "bzip2")) {
				t.Errorf("itnprep %s: names gzip alone: %q", strings.Join(args, " "), strings.TrimSpace(line))
			}
		}
	}
}

// TestVersionsUsageNamesEachSubcommandsFlags: the overview that
// 'itnprep versions' prints names every flag of each subcommand in that
// subcommand's lines (-n for head's --n); it left out gc's --dry-run and
// diff's --json, which a user reading it could not find.
func TestVersionsUsageNamesEachSubcommandsFlags(t *testing.T) {
	overview, _, _ := run(t, "versions", "--help")
	blocks := map[string]string{}
	var sub string
	for _, line := range strings.Split(overview, "\n") {
		if rest, ok := strings.CutPrefix(line, "  itnprep versions "); ok {
			sub, _, _ = strings.Cut(rest, " ")
		} else if !strings.HasPrefix(line, "    ") {
			sub = ""
		}
		if sub != "" {
			blocks[sub] += line + "\n"
		}
	}
	for _, name := range []string{"list", "show", "verify", "diff", "head", "tag", "overlap", "gc"} {
		block, ok := blocks[name]
		if !ok {
			t.Errorf("'itnprep versions' does not list %s:\n%s", name, overview)
			continue
		}
		help, _, _ := run(t, "versions", name, "--help")
		for _, line := range strings.Split(help, "\n") {
			flag, ok := strings.CutPrefix(line, "  --")
			if !ok {
				continue
			}
			flag, _, _ = strings.Cut(flag, ",")
			want := "--" + flag
			if len(flag) == 1 {
				want = "-" + flag
			}
			if !strings.Contains(block, want) {
				t.Errorf("'itnprep versions' says nothing of %s %s:\n%s", name, want, block)
			}
		}
	}
}

// TestVersionFlagsSayTheyTakeATag: every flag that names a dataset
// version (--from, train's --dataset and --test-dataset) says it takes a
// tag, OUT/NAME@TAG, as storage.ResolveVersion reads it for all of them;
// train's --dataset said "dataset version folder" alone.
func TestVersionFlagsSayTheyTakeATag(t *testing.T) {
	for _, args := range helpCalls() {
		out, _, _ := run(t, args...)
		lines := strings.Split(out, "\n")
		for i, line := range lines[:len(lines)-1] {
			switch strings.TrimSpace(line) {
			case "--from", "--dataset", "--test-dataset":
				if !strings.Contains(lines[i+1], "@TAG") {
					t.Errorf("itnprep %s: %s does not say it takes OUT/NAME@TAG: %q", strings.Join(args, " "), strings.TrimSpace(line), strings.TrimSpace(lines[i+1]))
				}
			}
		}
	}
}

// TestHelpSaysWhatTheCommandDoes: the --help of every command and
// subcommand has a sentence between its usage line and its flags;
// mine-pairs, view, train and version went from the synopsis straight to
// the flags, so a user had to know already what they write, and so did
// every versions subcommand's and export nemo-tagger's (`versions verify
// --help` said its usage line over "none of its own": what it checks only
// `versions --help` said).
func TestHelpSaysWhatTheCommandDoes(t *testing.T) {
	for _, args := range helpCalls() {
		out, _, _ := run(t, args...)
		_, rest, _ := strings.Cut(out, "\n")
		before, _, ok := strings.Cut(rest, "\nFlags:\n")
		if !ok || strings.TrimSpace(before) == "" {
			t.Errorf("itnprep %s says nothing between its usage and its flags:\n%s", strings.Join(args, " "), out)
		}
	}
}

// TestPrepAndDeriveHelpNameOnlyTheirFlags: a prep or derive command's
// --help names only flags it takes (its own, the global ones, Beam's):
// prep gtn's --split-by-id said it "replaces --split", a flag prep gtn
// does not have (its splits come from file names and --nemo-split).
func TestPrepAndDeriveHelpNameOnlyTheirFlags(t *testing.T) {
	mentioned := regexp.MustCompile(`(?:^|[^\w-])(--[a-z][a-z0-9_-]*)`)
	listed := regexp.MustCompile(`(?m)^  (--[a-z0-9-]+)(?:, (--[a-z0-9-]+))?`)
	for _, args := range helpCalls() {
		if args[0] != "prep" && args[0] != "derive" {
			continue
		}
		out, _, _ := run(t, args...)
		own := map[string]bool{"--log-level": true, "--cpuprofile": true, "--memprofile": true, "--version": true, "--help": true}
		for _, m := range listed.FindAllStringSubmatch(out, -1) {
			own[m[1]], own[m[2]] = true, true
		}
		body, _, _ := strings.Cut(out, "Beam pipeline flags are accepted too")
		for _, m := range mentioned.FindAllStringSubmatch(body, -1) {
			if !own[m[1]] {
				t.Errorf("itnprep %s --help names %s, which it does not take", strings.Join(args[:len(args)-1], " "), m[1])
			}
		}
	}
}

// TestUnknownCommandSuggestsTheNearest: a command mistyped within two
// edits names the one meant, as a mistyped flag does; it said only
// "unknown command".
func TestUnknownCommandSuggestsTheNearest(t *testing.T) {
	for typo, want := range map[string]string{"preps": "prep", "mine-pair": "mine-pairs", "verison": "version", "evalute": "evaluate", "verbalise": "verbalize"} {
		for _, args := range [][]string{{typo}, {"help", typo}} {
			_, errOut, code := run(t, args...)
			if code != 2 || !strings.Contains(errOut, "itnprep: unknown command \""+typo+"\" (did you mean "+want+"?)") {
				t.Errorf("itnprep %s: exit %d %q, want a suggestion of %s", strings.Join(args, " "), code, errOut, want)
			}
		}
	}
	if _, errOut, _ := run(t, "no-such-command"); strings.Contains(errOut, "did you mean") {
		t.Errorf("a name far from every command suggests one: %q", errOut)
	}
}

// TestUnknownSubcommandIsOneLine: a word that is none of a command's
// subcommands is one line on stderr, exit 2, for every command that has
// them; versions and style printed their whole usage above it (versions'
// line named no subcommand).
func TestUnknownSubcommandIsOneLine(t *testing.T) {
	for name, c := range commands {
		if c.subs == nil {
			continue
		}
		_, errOut, code := run(t, name, "nosuch")
		if lines := strings.Split(strings.TrimSpace(errOut), "\n"); code != 2 || len(lines) != 1 || !strings.Contains(errOut, `"nosuch"`) {
			t.Errorf("itnprep %s nosuch: exit %d, want 2 and one line naming it:\n%s", name, code, errOut)
		}
	}
	want := "itnprep: versions: unknown versions subcommand \"shwo\" (known: diff, gc, head, list, overlap, show, tag, verify)"
	if _, errOut, _ := run(t, "versions", "shwo"); !strings.Contains(errOut, want) {
		t.Errorf("versions shwo: %q, want %q", errOut, want)
	}
}

// TestReadmeDocumentsEveryCommand: every command `itnprep help` lists has
// a row in the README's command table ("| `name` |", or "| `name sub` |"
// for a command with subcommands).
func TestReadmeDocumentsEveryCommand(t *testing.T) {
	b, err := os.ReadFile("../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	readme := string(b)
	for name := range commands {
		if !strings.Contains(readme, "\n| `"+name+"`") && !strings.Contains(readme, "\n| `"+name+" ") {
			t.Errorf("README.md's command table has no row for %q", name)
		}
	}
}

// TestHelpWordAfterAFolderCommand: the word help where a command takes a
// folder or file ("view help", "versions gc help", "versions show help")
// prints the command's help; it was read as a folder named help ("help:
// no such folder", exit 1). A folder named help is still read as one.
func TestHelpWordAfterAFolderCommand(t *testing.T) {
	for _, c := range [][]string{{"view", "help"}, {"versions", "gc", "help"}, {"versions", "show", "help"}} {
		out, errOut, code := run(t, c...)
		if code != 0 || !strings.Contains(out, "Usage") || errOut != "" {
			t.Errorf("%v: code %d, stdout %q, stderr %q", c, code, out, errOut)
		}
	}
	t.Chdir(t.TempDir())
	if err := os.Mkdir("help", 0o755); err != nil {
		t.Fatal(err)
	}
	if _, errOut, code := run(t, "versions", "show", "help"); code == 0 || strings.Contains(errOut, "Usage") {
		t.Errorf("versions show on a folder named help: code %d, stderr %q (want it read as a folder)", code, errOut)
	}
}
