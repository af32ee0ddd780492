package testutil

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestInOwnTempDir: inside run, os.TempDir() is a new folder of the
// process's own, under the one before; a file made there (as Beam makes
// its loopback placeholder) is gone afterwards with the folder, and
// TMPDIR is as it was.
func TestInOwnTempDir(t *testing.T) {
	before, had := os.LookupEnv("TMPDIR")
	outer := os.TempDir()
	var inner, made string
	code := InOwnTempDir(func() int {
		inner = os.TempDir()
		f, err := os.CreateTemp("", "beamloopbackworker-*")
		if err != nil {
			t.Fatal(err)
		}
		f.Close()
		made = f.Name()
		return 3
	})
	if code != 3 {
		t.Errorf("exit code %d, want run's 3", code)
	}
	if inner == outer || filepath.Dir(inner) != filepath.Clean(outer) || !strings.HasPrefix(filepath.Base(inner), "itnprep-test-") {
		t.Errorf("the tests' temporary folder was %s (outside it: %s)", inner, outer)
	}
	if filepath.Dir(made) != inner {
		t.Errorf("a temporary file was made in %s, not %s", filepath.Dir(made), inner)
	}
	if _, err := os.Stat(inner); !os.IsNotExist(err) {
		t.Errorf("%s is still there (%v)", inner, err)
	}
	if now, has := os.LookupEnv("TMPDIR"); now != before || has != had {
		t.Errorf("TMPDIR is %q (set %v) after, %q (set %v) before", now, has, before, had)
	}
}
