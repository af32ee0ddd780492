package main

import (
	"os"
	"path/filepath"
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
	want := map[string][]string{cpu: {"samples", "cpu"}, mem: {"alloc_objects", "alloc_space", "inuse_objects", "inuse_space"}}
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
