package main

import (
	"bytes"
	"context"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/internal/startup"
)

func TestMain(m *testing.M) {
	// main hands the collector back before most commands; tests call
	// dispatch directly, so they do it here.
	startup.Done()
	beam.Init()
	code := m.Run()
	duckdb.stop()
	os.Exit(code)
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
	for name := range commands {
		_, errOut, code := run(t, name, "--help")
		if code != 0 || !strings.Contains(errOut, "Usage") {
			t.Errorf("%s --help: code %d, stderr %q", name, code, errOut)
		}
	}
	if _, _, code := run(t, "no-such-command"); code != 2 {
		t.Errorf("unknown command exit %d, want 2", code)
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
