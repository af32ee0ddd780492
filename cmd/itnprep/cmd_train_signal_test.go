//go:build unix

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/itnprep/itnprep/trainer/trainertest"
)

// TestTrainDoubleCtrlCKillsTheProgram: a real `itnprep train` whose
// training program saves for ever (a stand-in that outlives SIGINT) is
// killed, its process group with it, at a second Ctrl-C, not after
// --grace (10 minutes here). The second signal is sent once the program
// has received the SIGINT the launcher forwards for the first: two sent
// back to back can merge into one (the kernel and Go's runtime queue one
// pending signal of a kind), which is no double Ctrl-C. That a second
// signal coming before train listens for it is not lost (it was: train's
// listener began only once the first had cancelled the command) is
// TestSecondSignalToACommandThatOwnsIt's, with both signals queued.
func TestTrainDoubleCtrlCKillsTheProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 1, 1, 1)
	started := filepath.Join(tmp, "started")
	gotInt := filepath.Join(tmp, "got-int")
	childPID := filepath.Join(tmp, "child.pid")
	// The program notes the forwarded SIGINT and goes on; its child
	// ignores it (the launcher signals the whole process group).
	py := writeExe(t, tmp, "python", `trap ": > '`+gotInt+`'" INT
trap '' TERM
echo '{"event":"start","max_steps":1000}'
(trap '' INT TERM; exec sleep 600) &
child=$!
echo $child > '`+childPID+`'
: > '`+started+`'
while kill -0 $child 2>/dev/null; do wait $child; done`)
	bin := buildBinary(t)
	cmd := exec.Command(bin, "train", "--dataset", v, "--out", filepath.Join(tmp, "run"), "--cache", filepath.Join(tmp, "c"),
		"--python", py, "--gpus", "0", "--grace", "10m", "--quiet")
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	for {
		if _, err := os.Stat(started); err == nil {
			break
		}
		select {
		case err := <-done:
			t.Fatalf("train ended before its program started: %v\n%s", err, stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	cmd.Process.Signal(os.Interrupt)
	for {
		if _, err := os.Stat(gotInt); err == nil {
			break
		}
		select {
		case err := <-done:
			t.Fatalf("train ended at the first interrupt: %v\n%s", err, stderr.String())
		case <-time.After(20 * time.Millisecond):
		}
	}
	sent := time.Now()
	cmd.Process.Signal(os.Interrupt)
	select {
	case err := <-done:
		t.Logf("exited %v after the second signal (%v): %s", time.Since(sent).Round(time.Millisecond), err, strings.TrimSpace(stderr.String()))
		// 130, as every command stopped at once by a second Ctrl-C (it
		// was SIGKILL's 137, the program's status).
		if ee, ok := err.(*exec.ExitError); !ok || ee.ExitCode() != 130 {
			t.Errorf("train exited %v after two interrupts, want exit status 130: %s", err, stderr.String())
		}
		if !strings.Contains(stderr.String(), "no checkpoint was saved") {
			t.Errorf("train's last words %q do not say it was killed without saving", stderr.String())
		}
	case <-time.After(2 * time.Minute):
		cmd.Process.Kill()
		<-done
		t.Fatalf("train still ran 2 minutes after the second interrupt (--grace 10m): it was not taken\n%s", stderr.String())
	}
	b, _ := os.ReadFile(childPID)
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	for i := 0; pid > 0; i++ {
		err := syscall.Kill(pid, 0)
		if stat, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err != nil || strings.Contains(string(stat), ") Z ") {
			break
		}
		if i == 600 { // a minute: a hang detector (the kill is at once, but a loaded machine may run the dying process late)
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the training program's child %d still runs a minute after train ended", pid)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
