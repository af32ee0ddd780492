package main

import (
	"bytes"
	"context"
	"os"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
)

func TestMain(m *testing.M) {
	beam.Init()
	os.Exit(m.Run())
}

// run invokes the CLI in-process and returns stdout, stderr and the exit code.
func run(t *testing.T, args ...string) (string, string, int) {
	t.Helper()
	resetBeamFlags(t)
	var out, errb bytes.Buffer
	code := dispatch(context.Background(), args, &out, &errb)
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
