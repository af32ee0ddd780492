package main

import (
	"flag"
	"fmt"
	"os"
	"runtime"
	"runtime/metrics"
	"runtime/pprof"
	"strings"
	"sync"
	"time"
)

// Opt-in profiling for any command, for finding where a pipeline's time and
// memory go (docs/bench/prep-gtn-profile.md):
//
//	itnprep --cpuprofile cpu.pprof --memprofile heap.pprof prep gtn ...
//	ITNPREP_CPUPROFILE=cpu.pprof ITNPREP_MEMPROFILE=heap.pprof itnprep prep gtn ...
//	go tool pprof -top bin/itnprep cpu.pprof
//
// The flags are global: accepted before the command and, like --log-level,
// after it. The environment variables do the same for command lines built
// by scripts. They profile the launching process: with the in-process
// runners (direct, prism) that is where the pipeline runs; a Beam worker
// started by a portable runner is not profiled.
//
// --cpuprofile records from the moment the flag is parsed to the end of the
// command. --memprofile writes a heap profile at the end of the command
// (inuse_* at that point, alloc_* for the whole run) and, while the command
// runs, FILE.peak: the heap profile taken whenever the live heap grew 10%
// past the largest seen so far, so it shows what held memory at the peak,
// which is what a run's peak RSS follows. The sampler checks the live heap
// twice a second (runtime/metrics, no stop-the-world). Both are off unless
// asked for; a process with neither pays nothing.

const (
	cpuProfileUsage = "write a CPU profile of the command to this file (go tool pprof; also ITNPREP_CPUPROFILE)"
	memProfileUsage = "write heap profiles to this file at the end of the command and to FILE.peak at the live heap's peak (also ITNPREP_MEMPROFILE)"
)

// profiler owns the profiles of this process. Its methods are safe to call
// in any order; stop writes what was asked for.
type profiler struct {
	mu      sync.Mutex
	cpuFile *os.File
	cpuPath string
	memPath string
	done    chan struct{}
	wg      sync.WaitGroup
}

var prof profiler

// startCPU starts CPU profiling into path (once; a second flag replaces
// nothing already running).
func (p *profiler) startCPU(path string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cpuFile != nil {
		if path == p.cpuPath {
			return nil
		}
		return fmt.Errorf("CPU profiling already writes to %s", p.cpuPath)
	}
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.StartCPUProfile(f); err != nil {
		f.Close()
		return err
	}
	p.cpuFile, p.cpuPath = f, path
	return nil
}

// startMem arranges for heap profiles into path and FILE.peak.
func (p *profiler) startMem(path string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.memPath != "" {
		if path == p.memPath {
			return nil
		}
		return fmt.Errorf("heap profiles already go to %s", p.memPath)
	}
	// Fail now, not at the end of a long run, when the file cannot be made.
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	f.Close()
	p.memPath = path
	p.done = make(chan struct{})
	p.wg.Add(1)
	go p.watchPeak(path+".peak", p.done)
	return nil
}

// watchPeak writes a heap profile whenever the live heap passes the largest
// value seen by 10%, and looks once more when the command ends: a command
// shorter than the first tick (half a second) wrote no FILE.peak at all,
// which the flag's help promises, so its peak is the heap as it ends.
func (p *profiler) watchPeak(path string, done chan struct{}) {
	defer p.wg.Done()
	sample := []metrics.Sample{{Name: "/gc/heap/live:bytes"}}
	var peak uint64
	written := false
	tick := time.NewTicker(500 * time.Millisecond)
	defer tick.Stop()
	for {
		ending := false
		select {
		case <-done:
			ending = true
		case <-tick.C:
		}
		metrics.Read(sample)
		if sample[0].Value.Kind() != metrics.KindUint64 {
			return
		}
		live := sample[0].Value.Uint64()
		if live > peak+peak/10 || (ending && !written) {
			peak = max(peak, live)
			if err := writeHeapProfile(path); err != nil {
				fmt.Fprintf(os.Stderr, "itnprep: --memprofile: %v\n", err)
				return
			}
			written = true
		}
		if ending {
			return
		}
	}
}

func writeHeapProfile(path string) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := pprof.Lookup("heap").WriteTo(f, 0); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// stop ends CPU profiling and writes the final heap profile; errors are
// reported on stderr (the command's own result stands).
func (p *profiler) stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.cpuFile != nil {
		pprof.StopCPUProfile()
		if err := p.cpuFile.Close(); err != nil {
			fmt.Fprintf(os.Stderr, "itnprep: --cpuprofile: %v\n", err)
		}
		p.cpuFile = nil
	}
	if p.memPath != "" {
		close(p.done)
		p.wg.Wait()
		runtime.GC() // inuse_* then counts what is still reachable
		if err := writeHeapProfile(p.memPath); err != nil {
			fmt.Fprintf(os.Stderr, "itnprep: --memprofile: %v\n", err)
		}
		p.memPath = ""
	}
}

// profileFlag is --cpuprofile or --memprofile: setting it starts profiling
// at once, so the flag works wherever it is parsed.
type profileFlag struct {
	path  *string
	start func(string) error
	name  string // cpuprofile or memprofile
}

// profileLocal is why a profile path is local (a declared path flag; see
// pathflags.go).
const profileLocal = "the profile is written by this process while it runs (runtime/pprof)"

func (f profileFlag) localOnly() string { return profileLocal }

func (f profileFlag) String() string {
	if f.path == nil {
		return ""
	}
	return *f.path
}

// Set starts the profile; "" (the default, which tests reset flags to)
// starts nothing.
func (f profileFlag) Set(v string) error {
	if v == "" {
		*f.path = ""
		return nil
	}
	if err := refuseURL(f.name, profileLocal, v); err != nil {
		return err
	}
	// A value that reads as a flag is the next flag swallowed: the FILE was
	// left out (`--cpuprofile --help` wrote a profile named "--help" and
	// printed no help; one was committed to the repository so).
	if strings.HasPrefix(v, "-") {
		example := "cpu.pprof"
		if f.name == "memprofile" {
			example = "heap.pprof"
		}
		return fmt.Errorf("a flag, not a file name (the file was left out?): give the file, --%s %s; a file whose name starts with '-' is ./%s", f.name, example, v)
	}
	if err := f.start(v); err != nil {
		return err
	}
	*f.path = v
	return nil
}

var cpuProfilePath, memProfilePath string

var (
	cpuProfileFlag = profileFlag{path: &cpuProfilePath, start: prof.startCPU, name: "cpuprofile"}
	memProfileFlag = profileFlag{path: &memProfilePath, start: prof.startMem, name: "memprofile"}
)

// addProfileFlags registers the profiling flags on fs (the global set, and
// every command's own set that does not copy the global flags).
func addProfileFlags(fs *flag.FlagSet) {
	fs.Var(cpuProfileFlag, "cpuprofile", cpuProfileUsage+" (a local path: "+profileLocal+")")
	fs.Var(memProfileFlag, "memprofile", memProfileUsage+" (a local path: "+profileLocal+")")
}

func init() { addProfileFlags(flag.CommandLine) }

// startEnvProfiles starts the profiles named by ITNPREP_CPUPROFILE and
// ITNPREP_MEMPROFILE, if set.
func startEnvProfiles() error {
	if v := os.Getenv("ITNPREP_CPUPROFILE"); v != "" {
		if err := cpuProfileFlag.Set(v); err != nil {
			return fmt.Errorf("ITNPREP_CPUPROFILE: %w", err)
		}
	}
	if v := os.Getenv("ITNPREP_MEMPROFILE"); v != "" {
		if err := memProfileFlag.Set(v); err != nil {
			return fmt.Errorf("ITNPREP_MEMPROFILE: %w", err)
		}
	}
	return nil
}
