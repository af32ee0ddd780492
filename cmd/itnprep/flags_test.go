package main

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// resetBeamFlags restores every process-wide (Beam) flag to its default.
// Subcommands write Beam's flags into the global flag set, and runners such
// as prism set some (environment_type) themselves; in one CLI process that
// is harmless, but tests run many commands in one process.
func resetBeamFlags(t *testing.T) {
	t.Helper()
	flag.CommandLine.VisitAll(func(f *flag.Flag) {
		if strings.HasPrefix(f.Name, "test.") {
			return
		}
		if f.Value.String() != f.DefValue {
			if err := f.Value.Set(f.DefValue); err != nil {
				t.Logf("reset flag %s: %v", f.Name, err)
			}
		}
	})
}

// Everything after "--" is positional: parseInterspersed parsed the flags
// after it again (`versions head -- DIR -n 1` printed one row; a folder
// named "-n" could not be given at all). A "--" that is a flag's value is
// not the terminator.
func TestArgumentsAfterDashDashArePositional(t *testing.T) {
	for _, c := range []struct {
		args []string
		n    int
		name string
		pos  []string
	}{
		{[]string{"a", "--", "-n", "3", "--name=x"}, 10, "", []string{"a", "-n", "3", "--name=x"}},
		{[]string{"-n", "2", "--", "-b"}, 2, "", []string{"-b"}},
		{[]string{"a", "-n", "4", "b"}, 4, "", []string{"a", "b"}},
		{[]string{"--name", "--", "a", "-n", "5"}, 5, "--", []string{"a"}},
		{[]string{"--name", "--", "--", "-n", "5"}, 10, "--", []string{"-n", "5"}},
	} {
		fs := flag.NewFlagSet("t", flag.ContinueOnError)
		n := fs.Int("n", 10, "")
		name := fs.String("name", "", "")
		if err := parseInterspersedRaw(fs, c.args); err != nil {
			t.Errorf("%q: %v", c.args, err)
			continue
		}
		if *n != c.n || *name != c.name || strings.Join(fs.Args(), "|") != strings.Join(c.pos, "|") {
			t.Errorf("%q: -n %d --name %q args %q; want -n %d --name %q args %q", c.args, *n, *name, fs.Args(), c.n, c.name, c.pos)
		}
	}
	_, stderr, code := run(t, "versions", "head", "--", "x", "-n", "1")
	if want := `takes one version, got 3: "x" "-n" "1"`; code != 2 || !strings.Contains(stderr, want) {
		t.Errorf("versions head -- x -n 1: exit %d, stderr %q; want 2 and %q", code, stderr, want)
	}
}

// A flag's parse error names it as help does (--shards, -n) and says what
// its value must be: the flag package's own words were `invalid value "x"
// for flag -shards: parse error`, `flag provided but not defined: -nosuch`
// and `flag needs an argument: -output`.
func TestFlagParseErrorsSayWhatIsWanted(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "text", "--input", "x", "--output", "o", "--shards", "x"}, `itnprep: prep text: --shards wants a whole number, got "x" (see 'itnprep prep text --help')`},
		{[]string{"prep", "text", "--input", "x", "--output", "o", "--max-reject-rate", "abc"}, `--max-reject-rate wants a number, got "abc"`},
		{[]string{"prep", "text", "--input", "x", "--output", "o", "--quiet=maybe"}, `--quiet wants true or false, got "maybe"`},
		{[]string{"versions", "gc", "o", "--older-than", "5"}, `--older-than wants a duration with its unit (90s, 30m, 24h), got "5"`},
		{[]string{"versions", "head", "o", "-n", "x"}, `-n wants a whole number, got "x"`},
		{[]string{"prep", "text", "--input", "x", "--output", "o", "--seed", "-1"}, `--seed wants a whole number, 0 or more, got "-1"`},
		{[]string{"prep", "text", "--input", "x", "--output", "o", "--shards", "99999999999999999999"}, `--shards: "99999999999999999999" is out of range`},
		{[]string{"prep", "text", "--input", "x", "--output", "o", "--nosuchflag"}, "itnprep: prep text: unknown flag --nosuchflag (see 'itnprep prep text --help')"},
		{[]string{"prep", "text", "--input", "x", "--output"}, "itnprep: prep text: --output needs a value (see"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Contains(stderr, "parse error") {
			t.Errorf("itnprep %s: exit %d, stderr %q; want 2 and %q", strings.Join(c.args, " "), code, stderr, c.want)
		}
	}
}

// TestUnknownFlagSuggestsTheNearest: a mistyped flag names the command's
// flag it is nearest to (within two edits), else the flags it is a word
// of; it said only "unknown flag".
func TestUnknownFlagSuggestsTheNearest(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "gtn", "--inptu", "x"}, "unknown flag --inptu (did you mean --input?)"},
		{[]string{"align", "--ouput", "x"}, "unknown flag --ouput (did you mean --output?)"},
		{[]string{"evaluate", "--max-reject-rat", "1"}, "unknown flag --max-reject-rat (did you mean --max-reject-rate?)"},
		{[]string{"verbalize", "--zzzzzz"}, "unknown flag --zzzzzz (see"},
		// A word of longer flags: prep gtn has no --split (its splits
		// come from file names); it said only "unknown flag --split".
		{[]string{"prep", "gtn", "--split", "train"}, "unknown flag --split (this command has --nemo-split, --split-by-id, --split-by-text)"},
		// The docs' word for what --model sets (qa69: it said only
		// "unknown flag --design").
		{[]string{"train", "--design", "u2tf"}, "unknown flag --design (did you mean --model? it names the design: seq2seq, tagger or u2tf)"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) {
			t.Errorf("%v: exit %d, stderr %q; want 2 and %q", c.args, code, stderr, c.want)
		}
	}
}

// TestGlobalFlagMistakesAreOneLine: a mistake in the flags before the
// command is one line, exit 2, as after it (it was Go's `invalid value
// "bogus" for flag -log-level: ...` and then the whole help); -h prints
// the help, exit 0; good flags leave the command's arguments.
func TestGlobalFlagMistakesAreOneLine(t *testing.T) {
	saved := *logLevel
	t.Cleanup(func() { *logLevel = saved })
	newFS := func() *flag.FlagSet {
		fs := flag.NewFlagSet("itnprep", flag.ExitOnError)
		fs.Var(logLevelValue{}, "log-level", logLevelUsage)
		fs.Bool("version", false, "")
		return fs
	}
	for _, c := range []struct {
		args   []string
		code   int
		ok     bool
		stderr string
	}{
		{[]string{"--log-level", "bogus", "version"}, 2, false, "itnprep: --log-level \"bogus\": want debug, info, warn or error (run 'itnprep help')\n"},
		{[]string{"--logg-level", "warn", "version"}, 2, false, "itnprep: unknown flag --logg-level (did you mean --log-level?) (run 'itnprep help')\n"},
		{[]string{"-h"}, 0, false, ""},
		{[]string{"--log-level", "warn", "align", "--in", "x"}, 0, true, ""},
	} {
		fs := newFS()
		var stdout, stderr bytes.Buffer
		code, ok := parseGlobalFlags(fs, c.args, &stdout, &stderr)
		if code != c.code || ok != c.ok || stderr.String() != c.stderr {
			t.Errorf("%v: code %d, ok %v, stderr %q; want %d, %v, %q", c.args, code, ok, stderr.String(), c.code, c.ok, c.stderr)
		}
		if c.args[0] == "-h" && !strings.Contains(stdout.String(), "Usage: itnprep <command>") {
			t.Errorf("-h: stdout %q", stdout.String())
		}
		if ok && strings.Join(fs.Args(), " ") != "align --in x" {
			t.Errorf("%v: left %q", c.args, fs.Args())
		}
	}
}

// TestUnquotedGlobIsNamed: --input DIR/* typed without quotes reaches
// itnprep as --input FILE1 FILE2 ... --output OUT: the usage error says the
// shell expanded a glob, and how to give it (it said only "unexpected
// argument" with the file names and the flags left unread); a --in
// command says it reads one file. Stray words that are not files keep the
// plain line.
func TestUnquotedGlobIsNamed(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.jsonl", `{"written": "a", "spoken": "a"}`+"\n")
	b := writeFile(t, dir, "b.jsonl", `{"written": "b", "spoken": "b"}`+"\n")
	c2 := writeFile(t, dir, "c.jsonl", `{"written": "c", "spoken": "c"}`+"\n")
	out := filepath.Join(dir, "out")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "text", "--input", a, b, "--output", out}, "(the shell expanded a glob into 2 files: --input took the first, " + a + ", and the other one, with every flag after it, was left unread; quote the glob, --input '" + filepath.Join(dir, "*") + "', or join the files with commas)"},
		{[]string{"mine-pairs", "--in", a, b, "--output", out}, "quote the glob, --input '" + filepath.Join(dir, "*") + "'"},
		// Flags given before the files were read: the line does not say
		// they were left unread.
		{[]string{"prep", "text", "--output", out, "--input", a, b, c2}, "(the shell expanded a glob into 3 files: --input took the first, " + a + ", and the other 2 were left unread; quote the glob"},
		{[]string{"align", "--in", a, b, "--out", out}, "(the shell expanded a glob into 2 files: --input took the first, " + a + ", and the other one, with every flag after it, was left unread; --input reads one file: join them into one first (cat FILES > ONE))"},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, want 2 and one line holding %q:\n%s", c.args, code, c.want, stderr)
		}
	}
	// A folder the glob matched beside the files (Common Voice's clips/
	// under cv-corpus/en/*) is one of them: the hint stopped at it.
	clips := filepath.Join(dir, "clips")
	os.Mkdir(clips, 0o755)
	if _, stderr, code := run(t, "prep", "commonvoice", "--input", a, clips, b, "--output", out); code != 2 ||
		!strings.Contains(stderr, "(the shell expanded a glob into 3 paths: --input took the first, "+a+", and the other 2, with every flag after them, were left unread; quote the glob") {
		t.Errorf("a glob over files and a folder: exit %d: %s", code, stderr)
	}
	// A folder alone after the file is no expanded glob's.
	if _, stderr, code := run(t, "prep", "text", "--input", a, clips, "--output", out); code != 2 || strings.Contains(stderr, "shell expanded") {
		t.Errorf("a file and a folder: exit %d: %s", code, stderr)
	}
	if _, stderr, code := run(t, "prep", "text", "--input", a, "stray", "--output", out); code != 2 || strings.Contains(stderr, "shell expanded") {
		t.Errorf("a stray word: exit %d: %s", code, stderr)
	}
}

// TestUnexpectedArgumentsAreQuotedApart: arguments the flags did not take
// were quoted as one string, `unexpected argument "extra more --name x"`,
// which reads as one argument holding spaces; each is quoted on its own,
// counted past five, and a flag among them is said to be unread.
func TestUnexpectedArgumentsAreQuotedApart(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "text", "--output", out, "extra", "more", "--name", "x"},
			`4 unexpected arguments: "extra" "more" "--name" "x" (flags stop at the first argument that is no flag, "extra": the flags after it were not read)`},
		{[]string{"prep", "text", "--output", out, "a", "b", "c", "d", "e", "f", "g"}, `7 unexpected arguments: "a" "b" "c" "d" "e" and 2 more`},
		{[]string{"prep", "text", "--output", out, "stray"}, `unexpected argument "stray"`},
	} {
		_, stderr, code := run(t, c.args...)
		line := strings.TrimSpace(stderr)
		if code != 2 || !strings.Contains(line, ": "+c.want+" (see") || strings.Contains(line, "\n") {
			t.Errorf("%v: exit %d, want 2 and one line holding %q:\n%s", c.args, code, c.want, stderr)
		}
	}
}

// TestFlagWithoutItsValueIsNamed: a flag whose value was left out took the
// next flag as its value. `prep text --output --name foo` took "--name"
// for the output folder and said only `unexpected argument "foo"`;
// `evaluate --details --json` wrote the details to a file named "--json",
// printed the table without JSON and exited 0. Each is a usage error, exit
// 2, one line naming the flag and the flag it took; a value that starts
// with '-' but names no flag (stdin's "-", a negative number) is kept.
func TestFlagWithoutItsValueIsNamed(t *testing.T) {
	dir := t.TempDir()
	in := writeFile(t, dir, "p.jsonl", `{"id": "1", "src": "five", "hyp": "5", "ref": "5"}`+"\n")
	t.Chdir(dir)
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"prep", "text", "--input", in, "--output", "--name", "foo"}, "--output took the flag --name as its value (was its value left out?): give --output its value; a path that starts with '-' is ./--name"},
		{[]string{"evaluate", "--in", in, "--details", "--json"}, "--details took the flag --json as its value"},
		{[]string{"evaluate", "--in", in, "--rejects", "-json=true"}, "--rejects took the flag -json=true as its value"},
		{[]string{"versions", "head", dir, "--split", "-n", "3"}, "--split took the flag -n as its value (was its value left out?): give --split its value ("},
	} {
		_, stderr, code := run(t, c.args...)
		if code != 2 || !strings.Contains(stderr, c.want) || strings.Count(strings.TrimSpace(stderr), "\n") > 0 {
			t.Errorf("%v: exit %d, want 2 and one line holding %q:\n%s", c.args, code, c.want, stderr)
		}
		if _, err := os.Stat(filepath.Join(dir, "--json")); err == nil {
			t.Errorf("%v: wrote a file named --json", c.args)
		}
	}
	if stdout, stderr, code := run(t, "evaluate", "--in", in, "--rejects", "-"); code != 0 || !strings.Contains(stdout, "Sentence") {
		t.Errorf("--rejects -: exit %d: %s", code, stderr)
	}
}
