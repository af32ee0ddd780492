package archtest

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
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
	bash, root := scriptTestSetup(t)
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

// TestSemShRunsBareInASlot sources scripts/sem.sh with a stand-in gosem
// on PATH, once plainly and once holding an open lock file named as
// gosem's (gosem.1), as a script run by `gosem scripts/x.sh` does: SEM is
// gosem the first time and empty the second. gosem is not reentrant: a
// gosem inside a script run in a slot waited for the other slot, and two
// such scripts (`gosem scripts/calibration.sh` twice) waited for each
// other forever.
func TestSemShRunsBareInASlot(t *testing.T) {
	bash, root := scriptTestSetup(t)
	bin, locks := t.TempDir(), t.TempDir()
	if err := os.WriteFile(filepath.Join(bin, "gosem"), []byte("#!/bin/bash\n\"$@\"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	env := slices.DeleteFunc(os.Environ(), func(kv string) bool { return strings.HasPrefix(kv, "SEM=") })
	env = append(env, "PATH="+bin+":"+os.Getenv("PATH"))
	for _, c := range []struct{ open, want string }{
		{"", "[gosem]"},
		{"exec 9>" + filepath.Join(locks, "gosem.1") + "; ", "[]"},
		{"exec 9>" + filepath.Join(locks, "gosem.log") + "; ", "[gosem]"}, // not a slot
	} {
		cmd := exec.Command(bash, "-c", c.open+`source scripts/sem.sh; echo "[$SEM]"`)
		cmd.Dir, cmd.Env = root, env
		out, err := cmd.CombinedOutput()
		if err != nil {
			t.Fatalf("%s: %v\n%s", c.open, err, out)
		}
		if got := strings.TrimSpace(string(out)); got != c.want {
			t.Errorf("%q: SEM %s, want %s", c.open, got, c.want)
		}
	}
}

// TestScriptsTakeTheSemaphore checks the scripts that build or time Go
// code on the shared machine: each sources scripts/sem.sh and runs every
// go build and go test through $SEM, never gosem itself (sem.sh leaves it
// out inside a slot). bench-normalize.sh, bench-closed-loop.sh,
// bench-mine-pairs.sh and bench-trainer-cpu.sh ran theirs bare;
// calibration.sh and verbalize-diff.sh ran gosem inside the gosem that
// COMMON.md's `gosem scripts/calibration.sh` took; demo.sh (README's
// first command), soak.sh and fuzz.sh ran theirs bare.
func TestScriptsTakeTheSemaphore(t *testing.T) {
	goRun := regexp.MustCompile(`(^|[^A-Za-z_$.-])go (build|test|vet|run)\b`)
	for _, name := range []string{
		"align-same.sh", "bench-align-per-pair.sh", "bench-align.sh", "bench-closed-loop.sh", "bench-derive.sh",
		"bench-eval.sh", "bench-mine-pairs.sh", "bench-normalize.sh", "bench-patterns.sh", "bench-trainer-cpu.sh", "bench-verify.sh",
		"calibration.sh", "verbalize-diff.sh", "demo.sh", "soak.sh", "fuzz.sh",
	} {
		b, err := os.ReadFile(filepath.Join("..", "..", "scripts", name))
		if err != nil {
			t.Fatal(err)
		}
		if !regexp.MustCompile(`\nsource ("\$root/)?scripts/sem\.sh"?\n`).Match(b) {
			t.Errorf("%s does not source scripts/sem.sh", name)
		}
		for i, l := range strings.Split(string(b), "\n") {
			code := strings.TrimSpace(l)
			if strings.HasPrefix(code, "#") || strings.HasPrefix(code, "echo ") {
				continue
			}
			if strings.Contains(code, "gosem") {
				t.Errorf("%s:%d runs gosem itself (use $SEM): %s", name, i+1, code)
			}
			if loc := goRun.FindStringIndex(code); loc != nil && !strings.Contains(code[:loc[0]+1], "$SEM ") {
				t.Errorf("%s:%d runs go outside $SEM: %s", name, i+1, code)
			}
		}
	}
	for _, c := range []struct{ name, timed string }{
		{"bench-mine-pairs.sh", `$SEM /usr/bin/time -v`},
		{"bench-trainer-cpu.sh", `$SEM "$PY" "$WORK/$prog.py"`},
		{"bench-normalize.sh", `$SEM taskset -c 0 "$py"`},
	} {
		b, err := os.ReadFile(filepath.Join("..", "..", "scripts", c.name))
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(string(b), c.timed) {
			t.Errorf("%s: its timed run does not take the semaphore (%s)", c.name, c.timed)
		}
	}
}

// scriptTestSetup returns bash's path and the repository root for a test
// that runs one of scripts/ with stand-ins on PATH, out of any gosem slot
// the test inherited (leaveGosemSlot); no bash skips the test.
func scriptTestSetup(t *testing.T) (bash, root string) {
	t.Helper()
	bash, err := exec.LookPath("bash")
	if err != nil {
		t.Skip("no bash")
	}
	leaveGosemSlot(t)
	root, err = filepath.Abs("../..")
	if err != nil {
		t.Fatal(err)
	}
	return bash, root
}
