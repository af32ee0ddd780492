//go:build !unix

package trainer

import (
	"os"
	"os/exec"
)

func ownProcessGroup(cmd *exec.Cmd) {}

// Without POSIX signals the child can only be stopped hard.
func interrupt(p *os.Process) error { return p.Kill() }

func kill(p *os.Process) error { return p.Kill() }

func signalNumber(e *exec.ExitError) int { return 1 }
