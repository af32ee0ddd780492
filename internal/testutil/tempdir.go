package testutil

import (
	"fmt"
	"os"
	"time"
)

// InOwnTempDir runs a test binary's tests (run is m.Run, or ptest.MainRet
// bound to m) with TMPDIR set to a folder of this process's own, and
// removes that folder, with whatever the tests and the processes they
// started left in it, when they end. It returns run's exit code.
//
// Beam's universal runner (prism, in process) creates an empty
// os.TempDir()/beamloopbackworker-N for every loopback job and never
// removes it. The CLI removes its own (pipelines/loopback.go), but tests
// that run pipelines through ptest or prism.Execute left one per job in
// the machine's temporary folder: 2 per run of transforms' tests, 14 of
// pipelines', 6 of cmd/itnprep's. Matching that pattern in /tmp would
// remove other processes' files too; a folder of the test process's own
// holds only what it (or a child) made.
func InOwnTempDir(run func() int) int {
	dir, err := os.MkdirTemp("", "itnprep-test-")
	if err != nil {
		fmt.Fprintf(os.Stderr, "testutil: no temporary folder of the test's own (%v): what the tests leave stays in %s\n", err, os.TempDir())
		return run()
	}
	old, had := os.LookupEnv("TMPDIR")
	os.Setenv("TMPDIR", dir)
	ownTempDir = dir
	code := run()
	ownTempDir = ""
	if had {
		os.Setenv("TMPDIR", old)
	} else {
		os.Unsetenv("TMPDIR")
	}
	// An in-process runner's goroutines may still be finishing a bundle
	// of a failed job and write into a folder being removed: try again.
	for i := 0; ; i++ {
		err := os.RemoveAll(dir)
		if err == nil {
			break
		}
		if i == 20 {
			fmt.Fprintf(os.Stderr, "testutil: %v\n", err)
			break
		}
		time.Sleep(100 * time.Millisecond)
	}
	return code
}

// ownTempDir is the folder InOwnTempDir made, while its tests run.
var ownTempDir string

// OwnTempDir is the folder of the test process's own that InOwnTempDir
// made (TMPDIR while the tests run), "" when there is none: a test that
// ends the process itself (on a signal, when no Cleanup runs) removes it
// with what the tests left there.
func OwnTempDir() string { return ownTempDir }
