//go:build linux

package main

import (
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// TestMineStoppedAtOnceLeavesNoRuns: mine ended at once by a second
// Ctrl-C, while it holds spilled runs of its patterns, leaves none in the
// temporary folder: it left every /tmp/itnprep-patterns-*.run (the first
// Ctrl-C's clean-up had no time to run). The runs are open but unnamed
// (extsort.CreateUnnamed); /proc shows the process holding one.
func TestMineStoppedAtOnceLeavesNoRuns(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	dir := t.TempDir()
	tmp := filepath.Join(dir, "tmp")
	os.Mkdir(tmp, 0o755)
	// 40 copies of 30 distinct items: 768,211 frequent patterns (up to the
	// default --maxlen, 6), written in about 40 MB by the merge of a run
	// spilled every 1 MiB of them.
	items := make([]string, 30)
	for i := range items {
		items[i] = fmt.Sprintf("%q", fmt.Sprint("w", i))
	}
	line := "[" + strings.Join(items, ",") + "]\n"
	in := writeFile(t, dir, "seqs.jsonl", strings.Repeat(line, 40))
	cmd := exec.Command(bin, "mine", "--in", in, "--minsup", "2", "--max-patterns", "0", "--sort-mem", "1", "--out", filepath.Join(dir, "patterns.jsonl"))
	cmd.Env = append(os.Environ(), "TMPDIR="+tmp)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	fds := fmt.Sprintf("/proc/%d/fd", cmd.Process.Pid)
	deadline := time.Now().Add(2 * time.Minute)
	out := filepath.Join(dir, "patterns.jsonl")
	// Writing its output (Close merges the runs), which does not watch
	// for the first Ctrl-C: the second is what ends it.
	for !holdsRun(fds) || fileSize(out) == 0 {
		select {
		case err := <-done:
			t.Fatalf("mine ended (%v) before it held a spilled run", err)
		default:
		}
		if time.Now().After(deadline) {
			cmd.Process.Kill()
			t.Fatal("no spilled run within 2 minutes")
		}
		time.Sleep(time.Millisecond)
	}
	cmd.Process.Signal(os.Interrupt)
	time.Sleep(20 * time.Millisecond) // two at once may arrive as one
	cmd.Process.Signal(os.Interrupt)
	err := <-done
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 {
		t.Fatalf("after two interrupts: %v, want exit 130", err)
	}
	if left, _ := filepath.Glob(filepath.Join(tmp, "itnprep-patterns-*")); len(left) != 0 {
		t.Errorf("mine stopped at once left %d runs: %v", len(left), left)
	}
}

// holdsRun reports whether one of the descriptors in fds is a spilled
// run of patterns.
func holdsRun(fds string) bool {
	ents, _ := os.ReadDir(fds)
	for _, e := range ents {
		if target, err := os.Readlink(filepath.Join(fds, e.Name())); err == nil && strings.Contains(target, "itnprep-patterns-") {
			return true
		}
	}
	return false
}

func fileSize(path string) int64 {
	st, err := os.Stat(path)
	if err != nil {
		return 0
	}
	return st.Size()
}
