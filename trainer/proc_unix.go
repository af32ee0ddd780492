//go:build unix

package trainer

import (
	"os"
	"os/exec"
	"syscall"
)

// ownProcessGroup keeps the terminal's Ctrl-C from reaching the child
// directly: the launcher forwards exactly one SIGINT, so the program gets
// one clean "save and stop" request rather than two.
func ownProcessGroup(cmd *exec.Cmd) {
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true}
}

// interrupt and kill address the whole group, so torchrun's workers (and
// anything else the program started) stop with it.
func interrupt(p *os.Process) error { return syscall.Kill(-p.Pid, syscall.SIGINT) }

func kill(p *os.Process) error { return syscall.Kill(-p.Pid, syscall.SIGKILL) }

func signalNumber(e *exec.ExitError) int {
	if ws, ok := e.Sys().(syscall.WaitStatus); ok && ws.Signaled() {
		return int(ws.Signal())
	}
	return 1
}
