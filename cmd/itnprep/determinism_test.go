package main

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
)

// Determinism: a version id is a function of the inputs' content, the
// configuration and the seed, never of the runner, its parallelism or
// bundling, the order inputs are named in, or the folder they sit in.
//
// Knobs Beam v2.77 offers: the direct runner has none for parallelism (one
// goroutine, one bundle per stage; --beam_strict only adds a vet pass).
// Prism runs up to 8 bundles at once (fixed in internal/execute.go), splits
// bundles dynamically unless --experiments prism_disable_rtc and
// prism_disable_sdf_split are given, and schedules its goroutines over
// GOMAXPROCS. --parallelism is Flink's. Each is varied below.

// detInputs writes a small multi-file corpus whose JSONL ids repeat across
// and within files (ids from data), the case where arrival order could leak
// into shard bytes; the jobs publish it with --allow-duplicate-ids.
func detInputs(t *testing.T, dir string) []string {
	t.Helper()
	os.MkdirAll(dir, 0o755)
	var files []string
	for i, body := range []string{
		`{"id": "dup", "text": "It costs $5 on 3 May 2024."}` + "\n" + `{"id": "dup", "text": "Call 911 at 10:30."}` + "\n" + `{"id": "x", "text": "The 21st of June."}` + "\n",
		`{"id": "dup", "text": "A 3 km walk."}` + "\n" + `{"id": "y", "text": "In 1998, 1,200 people came."}` + "\n",
		"Plain line with 42 items.\nAnother plain line, 7 of them.\n",
	} {
		name := []string{"a.jsonl", "b.jsonl", "c.txt"}[i]
		files = append(files, writeFile(t, dir, name, body))
	}
	return files
}

func versionID(t *testing.T, args ...string) string {
	t.Helper()
	return filepath.Base(prepOK(t, args...))
}

func TestSameVersionIDAcrossRunnersAndSettings(t *testing.T) {
	tmp := t.TempDir()
	files := detInputs(t, filepath.Join(tmp, "in"))
	job := func(out string, input string, extra ...string) []string {
		return append([]string{"prep", "text", "--input", input, "--output", filepath.Join(tmp, out), "--samples", "3", "--seed", "11", "--allow-duplicate-ids"}, extra...)
	}
	oneGlob := filepath.Join(tmp, "in", "*")
	ref := versionID(t, job("direct", oneGlob, "--runner", "direct")...)

	cases := map[string][]string{
		"direct --beam_strict":            job("strict", oneGlob, "--runner", "direct", "--beam_strict"),
		"prism":                           job("prism", oneGlob, "--runner", "prism"),
		"prism without dynamic splitting": job("prism-nosplit", oneGlob, "--runner", "prism", "--experiments", "prism_disable_rtc,prism_disable_sdf_split"),
		"prism, inputs as separate globs": job("prism-sep", strings.Join(files, ","), "--runner", "prism"),
		"prism, inputs in reverse order":  job("prism-rev", files[2]+","+files[1]+","+files[0], "--runner", "prism"),
		"prism, overlapping globs":        job("prism-overlap", oneGlob+","+files[0], "--runner", "prism"),
		"direct, inputs in reverse order": job("direct-rev", files[2]+","+files[1]+","+files[0], "--runner", "direct"),
		"prism, a second run":             job("prism-again", oneGlob, "--runner", "prism"),
		// A 1 KB sink buffer spills a sorted run every few rows, so each
		// shard is merged from many runs.
		"prism, 1 KB sink buffer":  job("prism-spill", oneGlob, "--runner", "prism", "--sink-buffer-kb", "1"),
		"direct, 1 KB sink buffer": job("direct-spill", oneGlob, "--runner", "direct", "--sink-buffer-kb", "1"),
	}
	for name, args := range cases {
		if id := versionID(t, args...); id != ref {
			t.Errorf("%s: version %s, direct gives %s", name, id, ref)
		}
	}

	// One scheduler thread: prism's bundles interleave differently.
	old := runtime.GOMAXPROCS(1)
	id := versionID(t, job("prism-1proc", oneGlob, "--runner", "prism")...)
	runtime.GOMAXPROCS(old)
	if id != ref {
		t.Errorf("prism with GOMAXPROCS=1: version %s, direct gives %s", id, ref)
	}

	// The same bytes in another folder: ids use base names and the version
	// id hashes content, so the version is the same.
	moved := filepath.Join(tmp, "elsewhere")
	os.MkdirAll(moved, 0o755)
	for _, f := range files {
		b, _ := os.ReadFile(f)
		writeFile(t, moved, filepath.Base(f), string(b))
	}
	if id := versionID(t, job("moved", filepath.Join(moved, "*"), "--runner", "prism")...); id != ref {
		t.Errorf("inputs moved to another folder: version %s, want %s", id, ref)
	}

	// Shard count changes the layout, so by design it changes the id; so
	// does the seed.
	if id := versionID(t, job("shards", oneGlob, "--runner", "prism", "--shards", "2")...); id == ref {
		t.Errorf("--shards 2 gives the same version id as 4: %s", id)
	}
	if id := versionID(t, job("seed", oneGlob, "--runner", "direct", "--seed", "12")...); id == ref {
		t.Errorf("--seed 12 gives the same version id as 11: %s", id)
	}
}

// TestSameGTNVersionIDAcrossPrismSettings covers the GTN job (raw plain
// and gzip files) the same way.
func TestSameGTNVersionIDAcrossPrismSettings(t *testing.T) {
	tmp := t.TempDir()
	files := []string{"../../testdata/gtn/output-00000-of-00100", "../../testdata/gtn/output-00090-of-00100.gz", "../../testdata/gtn/output-00099-of-00100"}
	ref := versionID(t, "prep", "gtn", "--input", sampleGTN, "--output", filepath.Join(tmp, "ref"), "--runner", "direct")
	for name, extra := range map[string][]string{
		"prism reversed separate inputs": {"--input", files[2] + "," + files[1] + "," + files[0], "--runner", "prism"},
		"prism no dynamic splitting":     {"--input", sampleGTN, "--runner", "prism", "--experiments", "prism_disable_rtc,prism_disable_sdf_split"},
		"prism 1 KB sink buffer":         {"--input", sampleGTN, "--runner", "prism", "--sink-buffer-kb", "1"},
		"direct 1 KB sink buffer":        {"--input", sampleGTN, "--runner", "direct", "--sink-buffer-kb", "1"},
	} {
		if id := versionID(t, append([]string{"prep", "gtn", "--output", filepath.Join(tmp, name)}, extra...)...); id != ref {
			t.Errorf("%s: version %s, direct gives %s", name, id, ref)
		}
	}
}
