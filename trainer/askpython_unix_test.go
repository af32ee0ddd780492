//go:build unix

package trainer

import (
	"context"
	"errors"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestAskPythonEndsAWrapperAtItsTimeout: a --python that is a wrapper
// running the interpreter as its child (here one that never answers) is
// stopped at the question's timeout, child included; the child held
// stdout, so the question waited for it past the timeout (and Ctrl-C).
func TestAskPythonEndsAWrapperAtItsTimeout(t *testing.T) {
	dir := t.TempDir()
	pidFile := filepath.Join(dir, "child.pid")
	py := filepath.Join(dir, "python")
	script := "#!/bin/sh\nsleep 60 &\necho $! > '" + pidFile + "'\nwait\n"
	if err := os.WriteFile(py, []byte(script), 0o755); err != nil {
		t.Fatal(err)
	}
	// 5 s, not 1: the wrapper writes the child's pid only once its shell
	// has started it, and on a loaded machine a 1 s question could end the
	// wrapper before that, leaving no pid to check (rev17).
	start := time.Now()
	_, err := askPython(context.Background(), py, "pass", 5*time.Second)
	took := time.Since(start)
	t.Logf("stopped after %v: %v", took.Round(time.Millisecond), err)
	if err == nil || took > 60*time.Second {
		t.Errorf("askPython: %v after %v; want it stopped at its 5 s timeout", err, took)
	}
	b, rerr := os.ReadFile(pidFile)
	if rerr != nil {
		t.Fatalf("the wrapper was stopped before it started its child (no pid written in 5 s): %v", rerr)
	}
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	// The wrapper's child went with it: gone, or a zombie left for
	// whatever reaps orphans here.
	for i := 0; ; i++ {
		err := syscall.Kill(pid, 0)
		if stat, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); errors.Is(err, syscall.ESRCH) || strings.Contains(string(stat), ") Z ") {
			break
		}
		if i == 600 { // a minute: a hang detector (the kill is at once, but a loaded machine may run the dying process late)
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the wrapper's child %d still runs a minute after the question ended", pid)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
