package main

import (
	"errors"
	"io"
	"math"
	"path/filepath"
	"runtime/debug"
	"testing"
)

func TestMemoryLimitChoice(t *testing.T) {
	const budget = 64 << 20
	for _, c := range []struct {
		mb      int
		env     string
		limit   int64
		set     bool
		usage   bool
		comment string
	}{
		{-1, "", 3*budget + 8<<20, true, false, "default: follows the sink budget"},
		{-1, "300MiB", 0, false, false, "GOMEMLIMIT set: left alone"},
		{500, "300MiB", 500 << 20, true, false, "the flag wins over GOMEMLIMIT"},
		{0, "300MiB", math.MaxInt64, true, false, "0: no limit"},
		{-2, "", 0, false, true, "nonsense refused"},
		{math.MaxInt, "", 0, false, true, "overflow refused"},
	} {
		limit, set, err := memoryLimit(c.mb, c.env, budget)
		if (err != nil) != c.usage || (err != nil && !errors.Is(err, errUsage)) {
			t.Errorf("%s: err %v", c.comment, err)
		}
		if limit != c.limit || set != c.set {
			t.Errorf("%s: memoryLimit(%d, %q) = %d, %v; want %d, %v", c.comment, c.mb, c.env, limit, set, c.limit, c.set)
		}
	}
}

// TestMemoryLimitFloor: a small sink budget gets the floor, 48 MB, not 3 x
// 4 MiB + 8 MB = 20 MB, under the live heap a prep needs whatever its
// budget, where the collector ran without pause (prep text, 30,000
// sentences: 18.8 CPU s against 4.7 s); a budget above it is unchanged.
func TestMemoryLimitFloor(t *testing.T) {
	for _, c := range []struct{ budget, want int64 }{
		{4 << 20, 48 << 20},
		{1 << 10, 48 << 20},
		{16 << 20, 56 << 20},
		{64 << 20, 200 << 20},
	} {
		if got, set, err := memoryLimit(-1, "", c.budget); got != c.want || !set || err != nil {
			t.Errorf("budget %d KiB: default limit %d KiB (%v, %v), want %d KiB", c.budget>>10, got>>10, set, err, c.want>>10)
		}
	}
}

// prep sets the process's soft memory limit from --sink-buffer-kb, or
// from --memory-limit-mb, and leaves GOMEMLIMIT's alone.
func TestPrepSetsMemoryLimit(t *testing.T) {
	prev := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(prev) })
	tmp := t.TempDir()
	for i, c := range []struct {
		env  string
		args []string
		want int64
	}{
		{"", []string{"--sink-buffer-kb", "1048576"}, 3<<30 + 8<<20},
		{"", []string{"--memory-limit-mb", "5000"}, 5000 << 20},
		{"4GiB", nil, 7 << 30}, // GOMEMLIMIT set: the limit before the command stays
	} {
		debug.SetMemoryLimit(7 << 30)
		t.Setenv("GOMEMLIMIT", c.env)
		args := append([]string{"prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "o"), "--quiet"}, c.args...)
		if _, stderr, code := run(t, args...); code != 0 {
			t.Fatalf("case %d: exit %d: %s", i, code, stderr)
		}
		if got := debug.SetMemoryLimit(-1); got != c.want {
			t.Errorf("case %d (%v, GOMEMLIMIT=%q): limit %d, want %d", i, c.args, c.env, got, c.want)
		}
	}
	if _, stderr, code := run(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "o"), "--memory-limit-mb", "-5"); code != 2 {
		t.Errorf("--memory-limit-mb -5: exit %d, want 2 (%s)", code, stderr)
	}
}

// evaluate --beam sets the soft memory limit as prep does, from
// --sink-buffer-kb or --memory-limit-mb: the ids' spill buffer under
// GOGC 400 took 1M predictions to 452-483 MB (docs/BENCHMARKS.md). In
// process it leaves the limit alone, and a nonsense value is refused.
func TestEvaluateBeamSetsMemoryLimit(t *testing.T) {
	prev := debug.SetMemoryLimit(-1)
	t.Cleanup(func() { debug.SetMemoryLimit(prev) })
	t.Setenv("GOMEMLIMIT", "")
	for i, c := range []struct {
		args []string
		want int64
	}{
		{[]string{"--beam", "--runner", "direct"}, 200 << 20},
		{[]string{"--beam", "--runner", "direct", "--sink-buffer-kb", "4096"}, 48 << 20},
		{[]string{"--beam", "--runner", "direct", "--memory-limit-mb", "300"}, 300 << 20},
		{nil, 7 << 30}, // in process: left alone
	} {
		debug.SetMemoryLimit(7 << 30)
		if code, _, stderr := runCmd(t, append([]string{"evaluate", "--json", "--in", evalSample}, c.args...)...); code != 0 {
			t.Fatalf("case %d: exit %d: %s", i, code, stderr)
		}
		if got := debug.SetMemoryLimit(-1); got != c.want {
			t.Errorf("case %d (%v): limit %d MiB, want %d MiB", i, c.args, got>>20, c.want>>20)
		}
	}
	if code, _, stderr := runCmd(t, "evaluate", "--in", evalSample, "--memory-limit-mb", "-5"); code != 2 {
		t.Errorf("--memory-limit-mb -5: exit %d, want 2 (%s)", code, stderr)
	}
}

// TestEvaluateBeamKeepsTheDefaultGCTarget: evaluate sets GOGC 400 in
// process only; with --beam the collector keeps the runtime's default, so
// the heap is not let grow to five times the sorted files' buffers (1M
// predictions: 257-268 MB with 400, 128-141 MB with 100 and the ids'
// 16 MiB cap; docs/BENCHMARKS.md).
func TestEvaluateBeamKeepsTheDefaultGCTarget(t *testing.T) {
	for _, c := range []struct {
		args []string
		want int
	}{
		{[]string{"--beam", "--runner", "direct"}, 100},
		{[]string{"--format", "parquet"}, 400},
		{nil, 400},
	} {
		a, err := parseEvaluateArgs(append([]string{"--in", evalSample}, c.args...), io.Discard)
		if err != nil {
			t.Fatal(err)
		}
		if got := evaluateGCPercent(a); got != c.want {
			t.Errorf("%v: GOGC %d, want %d", c.args, got, c.want)
		}
	}
}
