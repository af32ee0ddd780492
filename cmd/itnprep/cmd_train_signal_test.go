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

// TestTrainDoubleCtrlCKillsTheProgram sends two SIGINTs at once to a real
// `itnprep train` whose training program ignores SIGINT (a stand-in that
// would save for ever): the second must kill the program's process group
// at once, not wait out --grace (10 minutes here). The second was missed
// when train's own listener began listening only once the first had
// cancelled the command: a double Ctrl-C then waited for --grace.
func TestTrainDoubleCtrlCKillsTheProgram(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the binary")
	}
	tmp := t.TempDir()
	v := filepath.Join(tmp, "v")
	trainertest.Demo(t, v, "v", 4, 1, 1, 1)
	started := filepath.Join(tmp, "started")
	childPID := filepath.Join(tmp, "child.pid")
	py := writeExe(t, tmp, "python", `trap '' INT TERM
echo '{"event":"start","max_steps":1000}'
sleep 600 &
echo $! > '`+childPID+`'
: > '`+started+`'
wait`)
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
	sent := time.Now()
	cmd.Process.Signal(os.Interrupt)
	cmd.Process.Signal(os.Interrupt)
	select {
	case err := <-done:
		t.Logf("exited %v after the two signals (%v): %s", time.Since(sent).Round(time.Millisecond), err, strings.TrimSpace(stderr.String()))
		if err == nil {
			t.Errorf("train exited 0 after two interrupts: %s", stderr.String())
		}
	case <-time.After(2 * time.Minute):
		cmd.Process.Kill()
		<-done
		t.Fatalf("train still ran 2 minutes after two interrupts (--grace 10m): the second was not taken\n%s", stderr.String())
	}
	b, _ := os.ReadFile(childPID)
	pid, _ := strconv.Atoi(strings.TrimSpace(string(b)))
	for i := 0; pid > 0; i++ {
		err := syscall.Kill(pid, 0)
		if stat, _ := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/stat"); err != nil || strings.Contains(string(stat), ") Z ") {
			break
		}
		if i == 100 {
			syscall.Kill(pid, syscall.SIGKILL)
			t.Fatalf("the training program's child %d still runs after train ended", pid)
		}
		time.Sleep(100 * time.Millisecond)
	}
}
