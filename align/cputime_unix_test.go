//go:build unix

package align

import "syscall"

// processCPU is the CPU time (user+system) this process has used. The
// benchmarks report throughput per CPU second next to wall-clock
// throughput: on a shared machine CPU time is far steadier than wall time.
func processCPU() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Nano()+ru.Stime.Nano()) / 1e9
}
