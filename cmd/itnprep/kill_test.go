//go:build unix

package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/gtngen"
	"github.com/itnprep/itnprep/storage"
)

// buildBinary compiles itnprep once per test process, for tests that need
// a real process (to kill it, signal it, or stage it for external
// workers), and returns the binary's path. Each of the three such tests
// built it anew: a link of 15-20 s each under the suite's load. The binary
// lives in the test process's temporary folder (TestMain:
// testutil.InOwnTempDir), removed when the tests end.
func buildBinary(t *testing.T) string {
	t.Helper()
	built.once.Do(func() {
		dir, err := os.MkdirTemp("", "itnprep-bin-")
		if err != nil {
			built.err = err
			return
		}
		built.bin = filepath.Join(dir, "itnprep")
		if out, err := exec.Command("go", "build", "-o", built.bin, ".").CombinedOutput(); err != nil {
			built.err = fmt.Errorf("go build: %v\n%s", err, out)
		}
	})
	if built.err != nil {
		t.Fatal(built.err)
	}
	return built.bin
}

// built is buildBinary's one build.
var built struct {
	once sync.Once
	bin  string
	err  error
}

// writeGTN writes a synthetic raw GTN file of n sentences.
func writeGTN(t *testing.T, dir string, n int) string {
	t.Helper()
	p := filepath.Join(dir, "output-00000-of-00100")
	f, err := os.Create(p)
	if err != nil {
		t.Fatal(err)
	}
	if err := gtngen.Write(f, n, 1); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	return p
}

func prepCommand(bin, in, out string) *exec.Cmd {
	cmd := exec.Command(bin, "prep", "gtn", "--input", in, "--output", out, "--quiet", "--shards", "3")
	cmd.SysProcAttr = &syscall.SysProcAttr{Setpgid: true} // kill the whole group: runner helpers too
	return cmd
}

// checkNothingHalfDone asserts that every version `versions list` shows
// verifies, and that no folder without a manifest is listed.
func checkNothingHalfDone(t *testing.T, out string) []storage.VersionEntry {
	t.Helper()
	if _, err := os.Stat(out); os.IsNotExist(err) {
		// Killed before the output folder existed: nothing was published, and
		// `versions list` on a missing folder is an error by design.
		return nil
	}
	entries, err := storage.ListVersions(context.Background(), out)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if e.Err != nil {
			t.Errorf("listed version with an unreadable manifest: %s: %v", e.Dir, e.Err)
			continue
		}
		if stdout, _, code := run(t, "versions", "verify", e.Dir); code != 0 {
			t.Errorf("listed version %s does not verify:\n%s", e.Dir, stdout)
		}
	}
	listed, _, code := run(t, "versions", "list", out)
	if code != 0 {
		t.Fatalf("versions list: exit %d", code)
	}
	dirs, _ := filepath.Glob(filepath.Join(out, "*", "*"))
	for _, d := range dirs {
		// A leftover is listed, marked as one (its row's VERSION), never
		// as a version.
		unmarked := listedUnmarked(listed, d)
		if _, err := os.Stat(filepath.Join(d, dataset.ManifestFile)); err != nil && unmarked {
			t.Errorf("versions list shows %s, which has no manifest, as a version", d)
		}
		if strings.HasPrefix(filepath.Base(d), ".") && unmarked {
			t.Errorf("versions list shows staging folder %s as a version", d)
		}
	}
	return entries
}

// listedUnmarked reports whether versions list's table names dir in a row
// not marked as a leftover's.
func listedUnmarked(listed, dir string) bool {
	for _, line := range strings.Split(listed, "\n") {
		if f := strings.Fields(line); len(f) > 0 && f[len(f)-1] == dir && f[0] != leftoverMark {
			return true
		}
	}
	return false
}

// TestKillDuringPrepLeavesNoHalfVersion kills `prep gtn` with SIGKILL at
// random moments (the seed is logged) and checks publication is atomic:
// nothing half-written is listed or verifies, the next run completes with
// the clean run's version id, and gc removes the leftovers.
func TestKillDuringPrepLeavesNoHalfVersion(t *testing.T) {
	if testing.Short() {
		t.Skip("SKIP in -short: builds the binary and runs prep gtn about ten times")
	}
	tmp := t.TempDir()
	bin := buildBinary(t)
	in := writeGTN(t, tmp, 30000)

	cleanOut := filepath.Join(tmp, "clean")
	start := time.Now()
	b, err := prepCommand(bin, in, cleanOut).Output()
	if err != nil {
		t.Fatalf("clean run: %v", err)
	}
	took := time.Since(start)
	cleanID := filepath.Base(lastLine(string(b)))
	t.Logf("clean run took %v, version %s", took.Round(time.Millisecond), cleanID)

	seed := uint64(time.Now().UnixNano())
	if s := os.Getenv("ITNPREP_KILL_SEED"); s != "" {
		seed, _ = strconv.ParseUint(s, 10, 64)
	}
	t.Logf("kill delays seeded with ITNPREP_KILL_SEED=%d", seed)
	r := rand.New(rand.NewPCG(seed, 0))
	out := filepath.Join(tmp, "killed")
	kills := 6
	for i := 0; i < kills; i++ {
		// Spread kills over the whole run, including its last moments
		// (publication) and, for the last ones, after it may have finished.
		delay := time.Duration(float64(took) * (0.05 + 1.1*float64(i)/float64(kills) + 0.15*r.Float64()))
		cmd := prepCommand(bin, in, out)
		if err := cmd.Start(); err != nil {
			t.Fatal(err)
		}
		time.Sleep(delay)
		_ = syscall.Kill(-cmd.Process.Pid, syscall.SIGKILL)
		err := cmd.Wait()
		t.Logf("kill %d after %v: %v", i+1, delay.Round(time.Millisecond), err)
		for _, e := range checkNothingHalfDone(t, out) {
			if e.Manifest != nil && e.Manifest.VersionID != cleanID {
				t.Errorf("a killed run published version %s, the clean run %s", e.Manifest.VersionID, cleanID)
			}
		}
	}

	b, err = prepCommand(bin, in, out).Output()
	if err != nil {
		t.Fatalf("run after the kills: %v", err)
	}
	if id := filepath.Base(lastLine(string(b))); id != cleanID {
		t.Fatalf("run after the kills gives version %s, a clean run %s", id, cleanID)
	}
	entries := checkNothingHalfDone(t, out)
	if len(entries) != 1 {
		t.Errorf("want exactly the one version listed, got %d", len(entries))
	}

	stdout, _, code := run(t, "versions", "gc", out, "--older-than", "0s")
	if code != 0 {
		t.Fatalf("gc: exit %d", code)
	}
	t.Logf("gc:\n%s", stdout)
	if left, _ := filepath.Glob(filepath.Join(out, "*", ".staging-*")); len(left) > 0 {
		t.Errorf("gc left staging folders %v", left)
	}
	if left, _ := filepath.Glob(filepath.Join(out, "*", "*", ".tmp-*")); len(left) > 0 {
		t.Errorf("gc left temporary files %v", left)
	}
	dirs, _ := filepath.Glob(filepath.Join(out, "*", "*"))
	for _, d := range dirs {
		if filepath.Base(d) == storage.TagsFolder {
			continue // the dataset's tags, beside its versions
		}
		if _, err := os.Stat(filepath.Join(d, dataset.ManifestFile)); err != nil {
			t.Errorf("gc left the incomplete version folder %s", d)
		}
	}
	checkNothingHalfDone(t, out)
}

// TestKilledWhilePublishing recreates, deterministically, what a run killed
// in the middle of publication leaves (random kills rarely land there): a
// version folder holding some shards and the card but no manifest, plus a
// half-written temporary manifest. It must not be listed or verify; the next
// run completes it with the clean id; gc removes the temporary file.
func TestKilledWhilePublishing(t *testing.T) {
	tmp := t.TempDir()
	clean := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "clean"), "--runner", "direct")
	id := filepath.Base(clean)
	out := filepath.Join(tmp, "out")
	half := filepath.Join(out, "gtn", id)
	m, err := storage.LoadManifest(context.Background(), clean)
	if err != nil {
		t.Fatal(err)
	}
	for i, sh := range m.Shards {
		if i%2 == 1 {
			continue // half the shards were moved before the kill
		}
		b, _ := os.ReadFile(filepath.Join(clean, sh.Path))
		os.MkdirAll(filepath.Dir(filepath.Join(half, sh.Path)), 0o755)
		os.WriteFile(filepath.Join(half, sh.Path), b, 0o644)
	}
	card, _ := os.ReadFile(filepath.Join(clean, "README.md"))
	os.WriteFile(filepath.Join(half, "README.md"), card, 0o644)
	full, _ := os.ReadFile(filepath.Join(clean, dataset.ManifestFile))
	os.WriteFile(filepath.Join(half, ".tmp-0123456789ab-manifest.json"), full[:len(full)/2], 0o644)

	if entries := checkNothingHalfDone(t, out); len(entries) != 0 {
		t.Errorf("a version without a manifest is listed: %+v", entries[0].Dir)
	}
	if _, stderr, code := run(t, "versions", "verify", half); code != 1 || !strings.Contains(stderr, "not a complete dataset version") {
		t.Errorf("verify of a half-published folder: exit %d: %s", code, stderr)
	}
	again := prepOK(t, "prep", "gtn", "--input", sampleGTN, "--output", out, "--runner", "direct")
	if again != half {
		t.Fatalf("the next run published %s, want %s", again, half)
	}
	if entries := checkNothingHalfDone(t, out); len(entries) != 1 {
		t.Errorf("want the completed version listed once, got %d", len(entries))
	}
	// A killed run whose id no later run publishes leaves its folder for gc.
	orphan := filepath.Join(out, "gtn", "0123456789abcdef0123")
	os.MkdirAll(filepath.Join(orphan, "data"), 0o755)
	writeFile(t, filepath.Join(orphan, "data"), "train-00000-of-00004.parquet", "partial")
	stdout, _, _ := run(t, "versions", "gc", out, "--older-than", "0s")
	if _, err := os.Stat(filepath.Join(half, ".tmp-0123456789ab-manifest.json")); err == nil {
		t.Errorf("gc left the temporary manifest:\n%s", stdout)
	}
	if _, err := os.Stat(orphan); err == nil {
		t.Errorf("gc left the incomplete version folder %s:\n%s", orphan, stdout)
	}
	if _, _, code := run(t, "versions", "verify", half); code != 0 {
		t.Error("the completed version does not verify after gc")
	}
}
