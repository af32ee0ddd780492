//go:build unix

package archtest

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"syscall"
	"testing"
)

// leaveGosemSlot keeps the lock file of the build semaphore's slot that
// this test process inherited (`gosem go test`, /tmp/gosem.N) from the
// scripts it runs: scripts/sem.sh runs bare inside a slot, so under gosem
// the stand-in gosem the tests put on PATH was never called.
func leaveGosemSlot(t *testing.T) {
	t.Helper()
	fds, err := os.ReadDir("/proc/self/fd")
	if err != nil {
		return // no /proc: sem.sh finds no slot either
	}
	slot := regexp.MustCompile(`^gosem\.[0-9]+$`)
	for _, e := range fds {
		target, err := os.Readlink(filepath.Join("/proc/self/fd", e.Name()))
		if err != nil || !slot.MatchString(filepath.Base(target)) {
			continue
		}
		if fd, err := strconv.Atoi(e.Name()); err == nil {
			syscall.CloseOnExec(fd)
		}
	}
}
