//go:build linux

package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/signal"
	"path"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/testutil"
)

// TestPortableRunnerWithExternalWorkers runs every pipeline the way a
// cluster runs it: Beam's prism as a standalone job server, Beam's Go boot
// program as a worker pool, and the itnprep binary submitting jobs with
// --runner universal --environment_type EXTERNAL, so each job's DoFns run
// in worker processes the pool starts from the staged binary, not in the
// launcher. Each job must give what the direct runner gives: the same
// version ids (and `versions verify` passes), the same mined rules, the same
// evaluation counts.
//
// Both Beam programs are built from the module cache (the versions go.mod
// pins). boot --worker_pool would listen on port 50000, fixed in boot's
// source, so a benchmark or another test run holding it made this test
// fail; the pool runs instead as internal/workerpool, Beam's same pool
// server (container/pool) starting boot for each worker, on a free port.
// Workers outlive their job (the Go harness idles after success, boot does
// not reap it, and boot leaves a copy of the worker binary in /tmp/bin*/,
// a folder it names itself), so the test ends every process it started, by
// process id, and removes those copies. boot downloads the staged binary
// into its --semi_persist_dir, /tmp/staged by default, a folder every run on
// the machine shares: the pool starts boot through a wrapper that gives it
// a folder of the test's own.
func TestPortableRunnerWithExternalWorkers(t *testing.T) {
	root := testutil.ModuleRoot(t)
	tmp := t.TempDir()
	bin := buildBinary(t)
	tools := goBuild(t, tmp, "github.com/apache/beam/sdks/v2/go/cmd/prism", "github.com/apache/beam/sdks/v2/go/container",
		"github.com/itnprep/itnprep/internal/workerpool")
	prism, boot, workerPool := tools[0], tools[1], tools[2]
	procs := &processes{t: t}
	t.Cleanup(procs.stopAll)
	// The job server takes a free port itself (--job_port 0) and says
	// which in its log: a port found free by the test, released and then
	// given to it could be taken in between by another process on a busy
	// machine (prism then died, or the test talked to the other process).
	prismLog := filepath.Join(tmp, "prism.log")
	procs.start(exec.Command(prism, "--job_port", "0", "--serve_http=false", "--log_level", "info", "--log_kind", "text"), prismLog)
	// boot, in the test's folder: its downloads (--semi_persist_dir's
	// staged/; /tmp/staged, shared with other runs, by default) and the
	// pipeline_options.json it writes into its working directory.
	bootWrap := filepath.Join(tmp, "boot.sh")
	if err := os.WriteFile(bootWrap, []byte("#!/bin/sh\nexec "+shellQuote(boot)+" --semi_persist_dir="+shellQuote(filepath.Join(tmp, "persist"))+` "$@"`+"\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	poolCmd := exec.Command(workerPool, "--boot", bootWrap, "--port", "0")
	poolCmd.Dir = tmp
	poolLog := filepath.Join(tmp, "pool.log")
	pool := procs.start(poolCmd, poolLog)
	procs.onSignal(tmp)
	jobPort := waitLoggedPort(t, prismLog, "the job server", `msg="Serving JobManagement" endpoint=localhost:`)
	procs.jobPort = jobPort
	waitPort(t, jobPort)
	poolPort := waitLoggedPort(t, poolLog, "the worker pool", "workerpool: listening on port ")
	waitPort(t, poolPort)

	universal := []string{"--runner", "universal", "--endpoint", fmt.Sprintf("localhost:%d", jobPort),
		"--environment_type", "EXTERNAL", "--environment_config", fmt.Sprintf("localhost:%d", poolPort), "--worker_binary", bin}
	direct := []string{"--runner", "direct"}
	itn := func(args ...string) string {
		t.Helper()
		cmd := exec.Command(bin, args...)
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Fatalf("itnprep %s: %v\n%s", strings.Join(args, " "), err, errb.String())
		}
		return out.String()
	}
	prep := func(runner []string, out string, args ...string) string {
		t.Helper()
		dir := lastLine(itn(append(append(args, "--output", filepath.Join(tmp, out), "--quiet"), runner...)...))
		itn("versions", "verify", dir)
		// Nothing of the run is left beside the version: no staging
		// folder, and no finalizer's commit mark (STAGING.committing,
		// which a worker process of its own writes for the launcher).
		if left, _ := filepath.Glob(filepath.Join(filepath.Dir(dir), ".staging-*")); len(left) > 0 {
			t.Errorf("itnprep %s: left %v", strings.Join(args, " "), left)
		}
		return dir
	}

	gtnArgs := []string{"prep", "gtn", "--input", filepath.Join(root, "testdata", "gtn", "*")}
	if a, b := prep(direct, "direct", gtnArgs...), prep(universal, "portable", gtnArgs...); filepath.Base(a) != filepath.Base(b) {
		t.Errorf("prep gtn: portable version %s, direct %s", filepath.Base(b), filepath.Base(a))
	}
	// Local paths relative to the launcher's folder: the pool's workers
	// run in a folder of their own, so the launcher gives them absolute
	// paths (workerPath). They failed to stat the input, and with an
	// absolute input published into the pool's folder while the launcher
	// said that no version was published.
	{
		launchDir := filepath.Join(tmp, "launch")
		if err := os.MkdirAll(launchDir, 0o755); err != nil {
			t.Fatal(err)
		}
		relIn, err := filepath.Rel(launchDir, filepath.Join(root, "testdata", "gtn"))
		if err != nil {
			t.Fatal(err)
		}
		cmd := exec.Command(bin, append([]string{"prep", "gtn", "--input", filepath.Join(relIn, "*"), "--output", "relative", "--quiet"}, universal...)...)
		cmd.Dir = launchDir
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		ref := prep(direct, "direct", gtnArgs...)
		if err := cmd.Run(); err != nil {
			t.Errorf("prep gtn with relative paths on the pool: %v\n%s", err, errb.String())
		} else if got, want := lastLine(out.String()), filepath.Join(launchDir, "relative", "gtn", filepath.Base(ref)); got != want {
			t.Errorf("prep gtn with relative paths on the pool published %s, want %s", got, want)
		}
		if _, err := os.Stat(filepath.Join(tmp, "relative")); err == nil {
			t.Error("prep gtn with relative paths on the pool wrote into the pool's folder")
		}
	}
	// prism (the default runner) given the pool as its environment runs
	// the workers out of process too: taken for in-process, it left every
	// run's commit mark beside the version (the helper checks). The test's
	// job server (--endpoint): the workers of a job server of the
	// launcher's own are not found to be ended (procs.workers).
	prismPool := []string{"--runner", "prism", "--endpoint", fmt.Sprintf("localhost:%d", jobPort), "--environment_type", "EXTERNAL", "--environment_config", fmt.Sprintf("localhost:%d", poolPort), "--worker_binary", bin}
	if a, b := prep(direct, "direct", gtnArgs...), prep(prismPool, "prism-pool", gtnArgs...); filepath.Base(a) != filepath.Base(b) {
		t.Errorf("prep gtn: prism with a worker pool: version %s, direct %s", filepath.Base(b), filepath.Base(a))
	}
	lhArgs := []string{"prep", "libriheavy", "--input", filepath.Join(root, "testdata", "libriheavy", "*")}
	lhDirect := prep(direct, "direct", lhArgs...)
	if b := prep(universal, "portable", lhArgs...); filepath.Base(lhDirect) != filepath.Base(b) {
		t.Errorf("prep libriheavy: portable version %s, direct %s", filepath.Base(b), filepath.Base(lhDirect))
	}
	// Derived kinds: the tagger and u2tf derives of a --detokenize GTN
	// version, on the portable runner as on direct (their DoFns, the
	// vocabulary side input and the u2tf label side file run in workers).
	parent := prep(direct, "direct", append(gtnArgs, "--detokenize")...)
	for _, kind := range []string{"tagger", "u2tf"} {
		args := []string{"derive", kind, "--from", parent, "--max-reject-rate", "1"}
		if a, b := prep(direct, "derived-direct", args...), prep(universal, "derived-portable", args...); filepath.Base(a) != filepath.Base(b) {
			t.Errorf("derive %s: portable version %s, direct %s", kind, filepath.Base(b), filepath.Base(a))
		}
	}
	// A run that fails in its workers (a gzip cut short) marks its end
	// beside its staging folder for them (they share no memory with the
	// launcher, whose in-memory cancel they never saw) and says that their
	// writes are not waited for; the folder itself is gone.
	gz, err := os.ReadFile(filepath.Join(root, "testdata", "gtn", "output-00000-of-00100"))
	if err != nil {
		t.Fatal(err)
	}
	var zb bytes.Buffer
	zw := gzip.NewWriter(&zb)
	zw.Write(gz)
	zw.Close()
	cut := filepath.Join(tmp, "cut", "output-00000-of-00100.gz")
	if err := os.MkdirAll(filepath.Dir(cut), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(cut, zb.Bytes()[:zb.Len()/2], 0o644); err != nil {
		t.Fatal(err)
	}
	failed := filepath.Join(tmp, "failed")
	cmd := exec.Command(bin, append([]string{"prep", "gtn", "--input", cut, "--output", failed, "--quiet"}, universal...)...)
	var ferr bytes.Buffer
	cmd.Stderr = &ferr
	if err := cmd.Run(); err == nil {
		t.Errorf("prep gtn of a cut gzip on the portable runner succeeded:\n%s", ferr.String())
	} else {
		marks, _ := filepath.Glob(filepath.Join(failed, "gtn", ".staging-*.ended"))
		var folders []string
		entries, _ := os.ReadDir(filepath.Join(failed, "gtn"))
		for _, e := range entries {
			if e.IsDir() && strings.HasPrefix(e.Name(), ".staging-") {
				folders = append(folders, e.Name())
			}
		}
		// The warning is the command's own line (it was a slog record,
		// time=... level=WARN msg=...).
		if len(marks) != 1 || len(folders) != 0 || !strings.Contains(ferr.String(), "itnprep prep gtn: warning: the run's workers run in processes of their own") {
			t.Errorf("a failed portable run: end marks %v, staging folders %v (want one mark, no folder), stderr:\n%s", marks, folders, ferr.String())
		}
	}
	workers := procs.workers()
	if len(workers) == 0 {
		t.Fatalf("no worker process started by the pool (pid %d): the jobs did not run out of process", pool)
	}
	for _, w := range workers {
		if w == os.Getpid() {
			t.Fatalf("worker %d is the test process", w)
		}
	}
	t.Logf("%d worker process(es) ran the jobs: %v", len(workers), workers)
	if staged, _ := os.ReadDir(filepath.Join(tmp, "persist", "staged")); len(staged) == 0 {
		t.Errorf("boot downloaded no worker binary into the test's folder (%s): it used another", filepath.Join(tmp, "persist", "staged"))
	}

	mined := map[string]string{}
	for name, runner := range map[string][]string{"direct": direct, "portable": universal} {
		out := filepath.Join(tmp, "mined-"+name)
		itn(append([]string{"mine-pairs", "--input", lhDirect, "--output", out, "--minsup", "2", "--partitions", "2"}, runner...)...)
		for _, f := range []string{"mismatches.jsonl", "patterns.jsonl", "rules.jsonl"} {
			b, err := os.ReadFile(filepath.Join(out, f))
			if err != nil {
				t.Fatal(err)
			}
			if prev, ok := mined[f]; ok && prev != string(b) {
				t.Errorf("mine-pairs %s differs between direct and portable runs", f)
			}
			mined[f] = string(b)
		}
	}
	if strings.Count(mined["mismatches.jsonl"], "\n") == 0 {
		t.Errorf("mine-pairs found no mismatches in the Libriheavy sample: the comparison proves nothing")
	}

	var sums []eval.Summary
	for _, runner := range [][]string{nil, direct, universal} {
		args := []string{"evaluate", "--json", "--in", filepath.Join(root, "eval", "testdata", "predictions.jsonl")}
		if runner != nil {
			args = append(append(args, "--beam"), runner...)
		}
		var s eval.Summary
		if err := json.Unmarshal([]byte(itn(args...)), &s); err != nil {
			t.Fatal(err)
		}
		sums = append(sums, s)
	}
	if sums[2].Counts != sums[0].Counts || sums[1].Counts != sums[0].Counts {
		t.Errorf("evaluate counts: in process %+v, --beam direct %+v, portable %+v", sums[0].Counts, sums[1].Counts, sums[2].Counts)
	}
	relativePathsOnThePool(t, tmp, bin, universal, lhDirect, mined["rules.jsonl"], sums[0])
}

// relativePathsOnThePool runs mine-pairs, mine --distributed, evaluate
// --beam and style fit on the pool (runner) with paths relative to the
// launcher's folder: they failed on their inputs, which the pool's
// workers opened from the pool's folder (tmp), or wrote there, until
// they were given absolute paths (workerPath), as prep and derive are.
// Their results must be the in-process ones, where the launcher looks.
func relativePathsOnThePool(t *testing.T, tmp, bin string, runner []string, version, rules string, inProcess eval.Summary) {
	root := testutil.ModuleRoot(t)
	launchDir := filepath.Join(tmp, "launch-relative")
	if err := os.MkdirAll(launchDir, 0o755); err != nil {
		t.Fatal(err)
	}
	rel := func(p string) string {
		r, err := filepath.Rel(launchDir, p)
		if err != nil {
			t.Fatal(err)
		}
		return r
	}
	run := func(args ...string) (string, bool) {
		cmd := exec.Command(bin, append(args, runner...)...)
		cmd.Dir = launchDir
		var out, errb bytes.Buffer
		cmd.Stdout, cmd.Stderr = &out, &errb
		if err := cmd.Run(); err != nil {
			t.Errorf("itnprep %s with relative paths on the pool: %v\n%s", strings.Join(args, " "), err, errb.String())
			return "", false
		}
		return out.String(), true
	}
	readIn := func(name string) string {
		b, err := os.ReadFile(filepath.Join(launchDir, name))
		if err != nil {
			t.Error(err)
		}
		return string(b)
	}
	if _, ok := run("mine-pairs", "--input", rel(version), "--output", "mined", "--minsup", "2", "--partitions", "2"); ok && readIn("mined/rules.jsonl") != rules {
		t.Error("mine-pairs with relative paths on the pool: rules.jsonl differs from the direct run's")
	}
	if err := os.WriteFile(filepath.Join(launchDir, "seqs.jsonl"), []byte("[\"a\",\"b\",\"c\"]\n[\"a\",\"b\"]\n[\"a\",\"c\"]\n[\"b\",\"c\"]\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, ok := run("mine", "--in", "seqs.jsonl", "--minsup", "2", "--out", "patterns.jsonl", "--distributed", "--partitions", "1"); ok && strings.Count(readIn("patterns.jsonl"), "\n") != 6 {
		t.Errorf("mine --distributed with relative paths on the pool: %q, want its 6 patterns", readIn("patterns.jsonl"))
	}
	if out, ok := run("evaluate", "--json", "--beam", "--in", rel(filepath.Join(root, "eval", "testdata", "predictions.jsonl")), "--beam-counts", "counts/counts.json"); ok {
		var s eval.Summary
		if err := json.Unmarshal([]byte(out), &s); err != nil || s.Counts != inProcess.Counts {
			t.Errorf("evaluate --beam with relative paths on the pool: %+v (%v), in process %+v", s.Counts, err, inProcess.Counts)
		}
	}
	if _, ok := run("style", "fit", "--input", rel(filepath.Join(root, "testdata", "stylefit", "sample.jsonl")), "--from", rel(version), "--out", "style.json", "--iterations", "2", "--quiet"); ok {
		readIn("style.json")
	}
	for _, name := range []string{"mined", "patterns.jsonl", "counts", "style.json"} {
		if _, err := os.Stat(filepath.Join(tmp, name)); err == nil {
			t.Errorf("%s written into the pool's folder", name)
		}
	}
}

// goBuild builds main packages (here: Beam's, from the module cache) into
// dir in one go build, which links them in parallel (three builds one
// after the other took 13.6 s, one 10.4 s), and returns their paths: each
// named, as go build names it, by the last element of its package path.
func goBuild(t *testing.T, dir string, pkgs ...string) []string {
	t.Helper()
	var out []string
	for _, p := range pkgs {
		out = append(out, filepath.Join(dir, path.Base(p)))
	}
	if b, err := exec.Command("go", append([]string{"build", "-o", dir + string(filepath.Separator)}, pkgs...)...).CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", strings.Join(pkgs, " "), err, b)
	}
	return out
}

func waitPort(t *testing.T, port int) {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute) // a hang detector, as waitLoggedPort's
	for time.Now().Before(deadline) {
		if c, err := net.Dial("tcp", fmt.Sprintf("localhost:%d", port)); err == nil {
			c.Close()
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatalf("nothing listens on port %d after 2 minutes", port)
}

// waitLoggedPort waits for a process to say in its log (logPath) the
// port it listens on: the number after marker on a line.
func waitLoggedPort(t *testing.T, logPath, who, marker string) int {
	t.Helper()
	deadline := time.Now().Add(2 * time.Minute) // a hang detector: alone it takes well under a second
	for time.Now().Before(deadline) {
		b, _ := os.ReadFile(logPath)
		for _, line := range strings.Split(string(b), "\n") {
			if _, rest, ok := strings.Cut(line, marker); ok {
				digits := rest[:len(rest)-len(strings.TrimLeft(rest, "0123456789"))]
				if p, err := strconv.Atoi(digits); err == nil && p > 0 {
					return p
				}
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	b, _ := os.ReadFile(logPath)
	t.Fatalf("%s did not say its port after 2 minutes:\n%s", who, b)
	return 0
}

// processes tracks what the test started, to end all of it by pid.
type processes struct {
	t       *testing.T
	jobPort int
	roots   []*exec.Cmd
}

// shellQuote quotes s for sh.
func shellQuote(s string) string { return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'" }

func (p *processes) start(cmd *exec.Cmd, logPath string) int {
	p.t.Helper()
	f, err := os.Create(logPath)
	if err != nil {
		p.t.Fatal(err)
	}
	cmd.Stdout, cmd.Stderr = f, f
	// Pdeathsig: a test killed outright (SIGKILL) takes the job server and
	// the pool along; their own process groups keep a terminal's Ctrl-C
	// from them (onSignal handles it).
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true, Pdeathsig: syscall.SIGKILL}
	if err := cmd.Start(); err != nil {
		p.t.Fatalf("start %s: %v", cmd.Path, err)
	}
	p.roots = append(p.roots, cmd)
	return cmd.Process.Pid
}

// onSignal ends what the test started, and removes its folder, when the
// test is stopped by Ctrl-C or SIGTERM, which run no Cleanup: the job
// server and the pool (in process groups of their own, out of a
// terminal's Ctrl-C) and the idle workers lived on, each worker with boot's
// copy of the itnprep binary in /tmp/bin*/ (about 140 MB each), and the
// temporary folder with the test's builds. go test's -timeout (a panic) and SIGKILL
// still leave the workers and their copies; docs/CLI.md, "Workers left
// behind", says how to find and remove copies no process runs.
func (p *processes) onSignal(tmp string) {
	sigs := make(chan os.Signal, 1)
	signal.Notify(sigs, os.Interrupt, syscall.SIGTERM)
	done := make(chan struct{})
	p.t.Cleanup(func() { signal.Stop(sigs); close(done) }) // runs before stopAll's Cleanup
	go func() {
		select {
		case s := <-sigs:
			p.stopAll()
			// The package's own temporary folder (the test binary's
			// builds: TestMain removes it when the tests end, which
			// they do not now), else the test's.
			if own := testutil.OwnTempDir(); own != "" {
				tmp = own
			}
			os.RemoveAll(tmp)
			fmt.Fprintf(os.Stderr, "%s: %v: ended its job server, worker pool and workers, and removed boot's worker copies and %s\n", p.t.Name(), s, tmp)
			os.Exit(1)
		case <-done:
		}
	}()
}

// workers lists the worker processes of this test's jobs. boot starts
// each from its copy /tmp/bin*/worker and exits, so workers end up
// re-parented to init: they are found by that executable and by their
// control endpoint, this test's job server.
func (p *processes) workers() []int {
	var out []int
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		exe, _ := os.Readlink(fmt.Sprintf("/proc/%d/exe", pid))
		if !strings.HasPrefix(exe, "/tmp/bin") {
			continue
		}
		cmdline, _ := os.ReadFile(fmt.Sprintf("/proc/%d/cmdline", pid))
		if bytes.Contains(cmdline, []byte(fmt.Sprintf("--control_endpoint=localhost:%d\x00", p.jobPort))) {
			out = append(out, pid)
		}
	}
	return out
}

// stopAll ends every worker of this test's jobs, then everything below the
// processes the test started, then those, each by pid, and removes boot's
// binary copies.
func (p *processes) stopAll() {
	var copies []string
	for _, w := range p.workers() {
		if exe, err := os.Readlink(fmt.Sprintf("/proc/%d/exe", w)); err == nil {
			copies = append(copies, filepath.Dir(strings.TrimSuffix(exe, " (deleted)")))
		}
		syscall.Kill(w, syscall.SIGKILL)
	}
	for _, root := range p.roots {
		kids := descendants(root.Process.Pid)
		for i := len(kids) - 1; i >= 0; i-- { // deepest first
			syscall.Kill(kids[i], syscall.SIGKILL)
		}
		root.Process.Kill()
		root.Wait()
	}
	for _, d := range copies {
		if strings.HasPrefix(d, "/tmp/bin") {
			os.RemoveAll(d)
		}
	}
}

// descendants lists every process below pid (parents before children).
func descendants(pid int) []int {
	children := map[int][]int{}
	ents, _ := os.ReadDir("/proc")
	for _, e := range ents {
		child, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		b, err := os.ReadFile("/proc/" + e.Name() + "/stat")
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: comm may hold spaces, so split after ')'.
		s := string(b)
		fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		if len(fields) < 2 {
			continue
		}
		if ppid, err := strconv.Atoi(fields[1]); err == nil {
			children[ppid] = append(children[ppid], child)
		}
	}
	var out []int
	queue := []int{pid}
	for len(queue) > 0 {
		q := queue[0]
		queue = queue[1:]
		for _, c := range children[q] {
			out = append(out, c)
			queue = append(queue, c)
		}
	}
	return out
}
