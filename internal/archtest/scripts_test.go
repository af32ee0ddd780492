package archtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestBenchAlignPerPairTakesTheSemaphore runs scripts/bench-align-per-pair.sh
// with stand-ins for go and gosem on PATH and checks that every build and
// every benchmark binary went through the build semaphore, one at a time:
// the script ran go bare, beside the other builds of a shared 2-core
// machine whose builds all take a slot of gosem.
func TestBenchAlignPerPairTakesTheSemaphore(t *testing.T) {
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	root, err := filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	bin := t.TempDir()
	log := filepath.Join(t.TempDir(), "log")
	// gosem logs the command it runs, and whether another was running
	// (a lock file), then runs it; go builds a stand-in test binary that
	// prints one benchmark line.
	write := func(name, body string) {
		if err := os.WriteFile(filepath.Join(bin, name), []byte("#!/bin/bash\n"+body), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	write("gosem", `lock=`+log+`.running
if [[ -e $lock ]]; then echo "OVERLAP $*" >> `+log+`; fi
touch "$lock"; echo "gosem $*" >> `+log+`
"$@"; rc=$?; rm -f "$lock"; exit $rc
`)
	write("go", `echo "go $*" >> `+log+`
while [[ $# -gt 0 ]]; do if [[ $1 == -o ]]; then out=$2; fi; shift; done
printf '#!/bin/bash\necho "BenchmarkCleanCorpora/x 1 1000 ns/op 5 pairs/cpu-s 1 checks/pair"\n' > "$out"; chmod +x "$out"
`)
	cmd := exec.Command(bash, filepath.Join(root, "scripts", "bench-align-per-pair.sh"))
	cmd.Dir = root
	// SEM left out: a SEM of the caller's (SEM= runs bare, as the
	// script's header offers) would hide the gosem stand-in.
	env := slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "SEM=") })
	cmd.Env = append(env, "PATH="+bin+":"+os.Getenv("PATH"), "ROUNDS=1", "ITNPREP_SHARED=/nonexistent")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("script: %v\n%s", err, out)
	}
	b, err := os.ReadFile(log)
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	if strings.Contains(got, "OVERLAP") || !strings.Contains(got, "gosem go test -c -o ") || !strings.Contains(got, "here.test -test.run ^$ -test.bench CleanCorpora") {
		t.Errorf("the build and the benchmark binary did not take the semaphore one at a time:\n%s", got)
	}
	for _, l := range strings.Split(strings.TrimSpace(got), "\n") {
		if strings.HasPrefix(l, "go ") {
			continue // the build gosem ran
		}
		if !strings.HasPrefix(l, "gosem ") {
			t.Errorf("a command outside the semaphore: %q", l)
		}
	}
	if !strings.Contains(string(out), "pairs/cpu-s") {
		t.Errorf("no benchmark line:\n%s", out)
	}
}
