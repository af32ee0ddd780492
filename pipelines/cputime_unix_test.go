//go:build unix

package pipelines

import "syscall"

// processCPU is the CPU time (user+system) this process has used; the
// derive benchmark reports rows per CPU second, steadier than wall time on
// a shared machine.
func processCPU() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
