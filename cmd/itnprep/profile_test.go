package main

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/google/pprof/profile"
)

// TestProfileFlags: --cpuprofile and --memprofile after the command write
// profiles that pprof reads: CPU samples, and heap profiles with in-use and
// allocated space.
func TestProfileFlags(t *testing.T) {
	tmp := t.TempDir()
	cpu, mem := filepath.Join(tmp, "cpu.pprof"), filepath.Join(tmp, "heap.pprof")
	t.Cleanup(func() { cpuProfilePath, memProfilePath = "", "" })
	prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "out"), "--runner", "direct",
		"--cpuprofile", cpu, "--memprofile", mem)
	prof.stop() // main does this after dispatch
	// mem+".peak" too: the sample job ends within the sampler's first
	// half second, and a run that short wrote no peak profile at all.
	want := map[string][]string{cpu: {"samples", "cpu"}, mem: {"alloc_objects", "alloc_space", "inuse_objects", "inuse_space"},
		mem + ".peak": {"alloc_objects", "alloc_space", "inuse_objects", "inuse_space"}}
	for path, types := range want {
		f, err := os.Open(path)
		if err != nil {
			t.Fatal(err)
		}
		p, err := profile.Parse(f)
		f.Close()
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		var got []string
		for _, st := range p.SampleType {
			got = append(got, st.Type)
		}
		if len(got) != len(types) {
			t.Fatalf("%s: sample types %v, want %v", path, got, types)
		}
		for i := range types {
			if got[i] != types[i] {
				t.Fatalf("%s: sample types %v, want %v", path, got, types)
			}
		}
	}
	// A second, different file for a running profile is refused.
	if err := prof.startCPU(cpu); err != nil {
		t.Fatal(err)
	}
	if err := cpuProfileFlag.Set(filepath.Join(tmp, "other.pprof")); err == nil {
		t.Error("a second --cpuprofile file while one runs was accepted")
	}
	prof.stop()
}

// TestProfileFlagRefusesAFlagAsItsFile: `--cpuprofile --help` (the file
// left out) is a usage error naming the flag, exit 2, and writes nothing;
// it wrote a CPU profile named "--help" into the current folder and printed
// no help.
func TestProfileFlagRefusesAFlagAsItsFile(t *testing.T) {
	t.Chdir(t.TempDir())
	t.Cleanup(func() { cpuProfilePath, memProfilePath = "", ""; prof.stop() })
	for _, args := range [][]string{
		{"versions", "list", ".", "--cpuprofile", "--help"},
		{"--memprofile", "-x", "versions", "list", "."},
	} {
		var stderr string
		var code int
		if args[0] == "versions" {
			_, stderr, code = run(t, args...)
		} else { // before the command: main's parse
			fs := flag.NewFlagSet("itnprep", flag.ContinueOnError)
			addProfileFlags(fs)
			var errb bytes.Buffer
			code, _ = parseGlobalFlags(fs, args, io.Discard, &errb)
			stderr = errb.String()
		}
		if code != 2 || !strings.Contains(stderr, "a flag, not a file name") || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
			t.Errorf("%q: exit %d, want 2 and one line saying the value is a flag, not a file name:\n%s", args, code, stderr)
		}
		entries, err := os.ReadDir(".")
		if err != nil {
			t.Fatal(err)
		}
		if len(entries) != 0 {
			t.Errorf("%q wrote %v", args, entries)
		}
	}
}
