package main

import (
	"flag"
	"fmt"
	"math"
	"os"
	"runtime/debug"
)

// A prep job's live heap is bounded by design (docs/CLI.md, "Memory"): the
// sink's bundles hold at most --sink-buffer-kb of rows, then merges run a
// few at a time. Its peak RSS was not: the Go collector lets the heap grow
// to twice what was live after the last collection, so the peak moved by
// tens of MB between identical runs with when a collection fell during the
// merges (prism at 1M GTN sentences: 197-248 MB over six runs; 10M:
// 268-294 MB). A soft memory limit (runtime/debug.SetMemoryLimit, the Go
// runtime's GOMEMLIMIT) makes the collector run before the heap passes it,
// so the peak follows the limit instead of the collector's timing
// (docs/BENCHMARKS.md, "A default soft memory limit for prep"). The limit is
// soft: a job whose live heap needs more still gets it, the collector then
// runs more often (Go caps its share at about half the CPU).
//
// The default is memoryLimitPerBudget times the sink budget plus
// memoryLimitBase, and only when GOMEMLIMIT is not set (the user's choice
// wins); --memory-limit-mb sets it (0: none). It applies to this process:
// with the local runners (direct, prism) that is where the pipeline runs; a
// cluster's workers are other processes and keep their own settings.
//
// The default is never below memoryLimitFloor: a small budget
// (--sink-buffer-kb 4096 gave 20 MB) put the limit under the live heap a
// job needs whatever its budget (the verbalizer's and Beam's tables), and
// the collector ran without pause: `prep text` of 30,000 sentences took
// 18.8 CPU s for a peak of 113 MB, 4.7 s and 128 MB with 48 MB; `prep gtn`
// of 100,000, direct, 8.6 s and 127 MB, 4.5 s and 122 MB
// (docs/BENCHMARKS.md, "Memory at 10k-100k lines"). The default budget's
// limit, 200 MiB, is above the floor.
const (
	memoryLimitPerBudget = 3
	memoryLimitBase      = 8 << 20
	memoryLimitFloor     = 48 << 20
)

// memoryLimitDefault is the flag's default: the limit follows the budget.
const memoryLimitDefault = -1

// addMemoryLimitFlag adds --memory-limit-mb to a command whose memory the
// sink bounds; when says when it applies ("with --beam: "), "" always.
func addMemoryLimitFlag(fs *flag.FlagSet, mb *int, when string) {
	fs.IntVar(mb, "memory-limit-mb", memoryLimitDefault, fmt.Sprintf("%ssoft memory limit of this process in MB (Go's runtime/debug.SetMemoryLimit; makes the peak follow the sink's budget instead of when the garbage collector runs); -1: %d x --sink-buffer-kb + %d MB, at least %d MB, unless GOMEMLIMIT is set; 0: none", when, memoryLimitPerBudget, memoryLimitBase>>20, memoryLimitFloor>>20))
}

// memoryLimit is the limit to set for the flag's value mb, the GOMEMLIMIT
// environment variable env and the sink budget (bytes); ok is false when
// nothing is to be set (GOMEMLIMIT rules).
func memoryLimit(mb int, env string, budget int64) (limit int64, ok bool, err error) {
	switch {
	case mb == 0:
		return math.MaxInt64, true, nil // no limit, whatever GOMEMLIMIT says
	case mb > 0:
		if int64(mb) > math.MaxInt64>>20 {
			return 0, false, fmt.Errorf("%w: --memory-limit-mb %d is too large", errUsage, mb)
		}
		return int64(mb) << 20, true, nil
	case mb != memoryLimitDefault:
		return 0, false, fmt.Errorf("%w: --memory-limit-mb must be a number of MB, 0 (none) or -1 (the default)", errUsage)
	case env != "":
		return 0, false, nil
	}
	return max(memoryLimitPerBudget*budget+memoryLimitBase, memoryLimitFloor), true, nil
}

// applyMemoryLimit sets the process's soft memory limit for --memory-limit-mb
// mb and the sink budget (bytes).
func applyMemoryLimit(mb int, budget int64) error {
	limit, ok, err := memoryLimit(mb, os.Getenv("GOMEMLIMIT"), budget)
	if ok {
		debug.SetMemoryLimit(limit)
	}
	return err
}
