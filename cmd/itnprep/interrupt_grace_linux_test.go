package main

import (
	"errors"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/itnprep/itnprep/internal/testutil"
)

// blockedOpeningAPipe reports whether a thread of process pid waits in the
// kernel for a named pipe's other end (its wchan, wait_for_partner): the
// run is blocked where no context reaches. ok is false where the kernel
// does not say (no /proc, wchan hidden).
func blockedOpeningAPipe(pid int) (blocked, ok bool) {
	tasks, _ := filepath.Glob(filepath.Join("/proc", strconv.Itoa(pid), "task", "*", "wchan"))
	for _, w := range tasks {
		b, err := os.ReadFile(w)
		if err != nil {
			continue
		}
		ok = true
		if strings.TrimSpace(string(b)) == "wait_for_partner" {
			return true, true
		}
	}
	return false, ok
}

// TestPrepBlockedOutsideItsContextStopsWithinTheGrace: a prep blocked
// where its context does not reach (here the open of a version's
// manifest.json that is a named pipe without a writer, as a read of a
// stalled network mount blocks) was not ended by a SIGTERM: it said it was
// still finishing and waited for a second signal without a limit (a
// supervisor's lone SIGTERM left it there for good). The grace after the
// first signal (ITNPREP_INTERRUPT_GRACE, 3 s here) stops it at once, exit
// 130, saying so. The test waits for the kernel to say the process is
// blocked at the pipe, not for a guessed time; the bound on the exit (2
// minutes for a 3 s grace) is only there to fail rather than hang.
func TestPrepBlockedOutsideItsContextStopsWithinTheGrace(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	bin := buildBinary(t)
	tmp := t.TempDir()
	in := writeGTN(t, tmp, 100)
	out := filepath.Join(tmp, "out")
	version := filepath.Join(out, "gtn", "0123456789abcdef0123")
	if err := os.MkdirAll(version, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(filepath.Join(version, "manifest.json"), 0o644); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	cmd := exec.Command(bin, "prep", "gtn", "--input", in, "--output", out, "--quiet", "--runner", "direct")
	cmd.Env = append(os.Environ(), "ITNPREP_INTERRUPT_GRACE=3s", "TMPDIR="+tmp)
	var stderr testutil.LockedBuffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	defer cmd.Process.Kill()
	for deadline := time.Now().Add(2 * time.Minute); ; time.Sleep(20 * time.Millisecond) {
		select {
		case err := <-exited:
			t.Fatalf("prep ended (%v) before it blocked at the pipe; stderr:\n%s", err, stderr.String())
		default:
		}
		blocked, ok := blockedOpeningAPipe(cmd.Process.Pid)
		if !ok {
			t.Skip("the kernel does not say where a process waits (/proc/PID/task/*/wchan)")
		}
		if blocked {
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("prep did not block at the named pipe within 2 minutes")
		}
	}
	cmd.Process.Signal(syscall.SIGTERM)
	var err error
	select {
	case err = <-exited:
	case <-time.After(2 * time.Minute):
		t.Fatalf("prep still running 2 minutes after SIGTERM (grace 3 s); stderr:\n%s", stderr.String())
	}
	lines := strings.Split(strings.TrimSpace(stderr.String()), "\n")
	last := lines[len(lines)-1]
	want := "itnprep: prep gtn stopped at once (still running 3s after the interrupt); what it was writing is incomplete"
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != 130 || !strings.HasPrefix(last, want) {
		t.Errorf("after the grace: %v, stderr:\n%s\nwant exit 130 and a last line beginning %q", err, stderr.String(), want)
	}
	if left, _ := filepath.Glob(filepath.Join(out, "gtn", ".staging-*")); len(left) > 0 {
		t.Errorf("left %v", left)
	}
}

// blockedPrep is a `prep gtn --runner direct` whose reader is blocked
// opening its second input, which became a named pipe without a writer
// once the dataset folder existed (the inputs were checked), after it had
// spilled into its staging folder.
type blockedPrep struct {
	cmd     *exec.Cmd
	exited  chan error
	stderr  *testutil.LockedBuffer
	out     string
	staging string
}

// startBlockedPrep starts a blockedPrep with ITNPREP_INTERRUPT_GRACE=grace
// and returns once the kernel says its reader waits at the pipe (no guessed
// time); the process is killed when the test ends.
func startBlockedPrep(t *testing.T, grace string) *blockedPrep {
	t.Helper()
	bin := buildBinary(t)
	tmp := t.TempDir()
	first := writeGTN(t, tmp, 300000)
	second := filepath.Join(tmp, "output-00001-of-00100")
	if err := os.WriteFile(second, []byte("PLAIN\tHi\t<self>\n<eos>\t<eos>\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	b := &blockedPrep{out: filepath.Join(tmp, "out"), exited: make(chan error, 1), stderr: &testutil.LockedBuffer{}}
	b.cmd = exec.Command(bin, "prep", "gtn", "--input", first+","+second, "--output", b.out, "--quiet", "--runner", "direct", "--sink-buffer-kb", "256")
	b.cmd.Env = append(os.Environ(), "ITNPREP_INTERRUPT_GRACE="+grace, "TMPDIR="+tmp)
	b.cmd.Stderr = b.stderr
	if err := b.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { b.exited <- b.cmd.Wait() }()
	t.Cleanup(func() { b.cmd.Process.Kill() })
	b.waitFor(t, "dataset folder", func() bool { _, err := os.Stat(filepath.Join(b.out, "gtn")); return err == nil })
	if err := os.Remove(second); err != nil {
		t.Fatal(err)
	}
	if err := syscall.Mkfifo(second, 0o644); err != nil {
		t.Skipf("no named pipe here: %v", err)
	}
	b.waitFor(t, "block at the pipe", func() bool {
		blocked, ok := blockedOpeningAPipe(b.cmd.Process.Pid)
		if !ok {
			t.Skip("the kernel does not say where a process waits (/proc/PID/task/*/wchan)")
		}
		return blocked
	})
	staging, _ := filepath.Glob(filepath.Join(b.out, "gtn", ".staging-*"))
	if len(staging) != 1 {
		t.Fatalf("staging folders %v while the run reads; want one", staging)
	}
	b.staging = staging[0]
	return b
}

// waitFor waits until cond holds, failing if the run ends first or 2
// minutes pass (a bound that fails rather than hangs, not a timing).
func (b *blockedPrep) waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(2 * time.Minute); !cond(); time.Sleep(10 * time.Millisecond) {
		select {
		case err := <-b.exited:
			t.Fatalf("prep ended (%v) before %s; stderr:\n%s", err, what, b.stderr.String())
		default:
		}
		if time.Now().After(deadline) {
			t.Fatalf("no %s within 2 minutes", what)
		}
	}
}

// end waits for the run to end and returns its exit status and last line.
func (b *blockedPrep) end(t *testing.T) (code int, last string) {
	t.Helper()
	select {
	case err := <-b.exited:
		var ee *exec.ExitError
		if err != nil && !errors.As(err, &ee) {
			t.Fatal(err)
		}
		lines := strings.Split(strings.TrimSpace(b.stderr.String()), "\n")
		return b.cmd.ProcessState.ExitCode(), lines[len(lines)-1]
	case <-time.After(2 * time.Minute):
		t.Fatalf("prep still running 2 minutes after the signal; stderr:\n%s", b.stderr.String())
	}
	return 0, ""
}

// checkNothingLeft asserts that the run left no version and no staging
// folder.
func (b *blockedPrep) checkNothingLeft(t *testing.T) {
	t.Helper()
	for _, g := range []string{"*", ".staging-*"} {
		if left, _ := filepath.Glob(filepath.Join(b.out, "gtn", g)); len(left) > 0 {
			t.Errorf("left %v", left)
		}
	}
}

// TestPrepStoppedAtOnceRemovesItsStaging: a prep stopped at once (a
// second SIGTERM soon after the first; ITNPREP_INTERRUPT_GRACE=0 so that
// only the signals end it) removes its staging folder, which a run that
// had spilled left (100 MB a run, named by no message), and says so; no
// version. The second signal may come after the run has cleaned up on the
// first (exit 1, nothing published): either way nothing is left.
func TestPrepStoppedAtOnceRemovesItsStaging(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	b := startBlockedPrep(t, "0")
	b.cmd.Process.Signal(syscall.SIGTERM)
	// Two signals sent together may reach the process as one; a pause
	// lets the first be taken (no assertion on time: either outcome is
	// checked).
	time.Sleep(50 * time.Millisecond)
	b.cmd.Process.Signal(syscall.SIGTERM)
	code, last := b.end(t)
	atOnce := "itnprep: prep gtn stopped at once (terminated again); what it was writing is incomplete; nothing published"
	first := "itnprep: prep gtn interrupted (terminated signal received); nothing published"
	if !(code == 130 && strings.HasPrefix(last, atOnce)) && !(code == 1 && last == first) {
		t.Errorf("after two SIGTERMs: exit %d, stderr:\n%s\nwant exit 130 and a last line beginning %q (or exit 1 and %q)", code, b.stderr.String(), atOnce, first)
	}
	b.checkNothingLeft(t)
}

// TestDirectPrepStopsWhileOpeningAnInput: a direct-runner prep whose
// reader was blocked opening an input (a file that became a named pipe
// after the inputs were checked; a file on a stalled mount blocks alike)
// did not stop on SIGTERM: its reader watched the context only between
// reads. It stops on the first signal now, exit 1, nothing published, its
// staging folder removed (ITNPREP_INTERRUPT_GRACE=0: no grace rescues it).
func TestDirectPrepStopsWhileOpeningAnInput(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	b := startBlockedPrep(t, "0")
	b.cmd.Process.Signal(syscall.SIGTERM)
	code, last := b.end(t)
	want := "itnprep: prep gtn interrupted (terminated signal received); nothing published"
	if code != 1 || last != want {
		t.Errorf("after SIGTERM: exit %d, stderr:\n%s\nwant exit 1 and the last line %q", code, b.stderr.String(), want)
	}
	b.checkNothingLeft(t)
}
