package main

import (
	"bytes"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// TestSameRunsAtOncePublishOnce starts three `prep gtn` processes of the
// same input and settings at once, into one --output, round after round:
// in each, exactly one says `published DIR`, the others that another run
// published it at the same time (or before them), and the version
// verifies. Three such runs all said "published", 1 time in 5, each
// having found no manifest before it wrote its own
// (storage.TestRunsAtOncePublishOnce holds the runs at the moment of the
// race; here they run free, as a user's do).
func TestSameRunsAtOncePublishOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 3 processes a round")
	}
	bin := buildBinary(t)
	in := writeGTN(t, t.TempDir(), 200)
	for round := range 6 {
		out := t.TempDir()
		var wg sync.WaitGroup
		stderrs := make([]string, 3)
		codes := make([]error, 3)
		for i := range 3 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				cmd := exec.Command(bin, "prep", "gtn", "--input", in, "--output", out, "--runner", "direct", "--shards", "2")
				var errb bytes.Buffer
				cmd.Stderr = &errb
				codes[i] = cmd.Run()
				stderrs[i] = errb.String()
			}()
		}
		wg.Wait()
		published, told := 0, 0
		var dir string
		for i, s := range stderrs {
			if codes[i] != nil {
				t.Fatalf("round %d, run %d: %v\n%s", round, i, codes[i], s)
			}
			for _, line := range strings.Split(s, "\n") {
				switch {
				case strings.HasPrefix(line, "itnprep: published ") && !strings.Contains(line, " already, by "):
					published++
					dir = strings.TrimPrefix(line, "itnprep: published ")
				case strings.HasPrefix(line, "itnprep: published ") && strings.Contains(line, " already, by "):
					told++
				}
			}
		}
		if published != 1 || told != 2 {
			t.Fatalf("round %d: %d runs said published, %d that another run had; stderr:\n%s", round, published, told, strings.Join(stderrs, "\n---\n"))
		}
		if filepath.Dir(filepath.Dir(dir)) != out {
			t.Fatalf("round %d: published %q, not under %s", round, dir, out)
		}
		if stdout, _, code := run(t, "versions", "verify", dir); code != 0 {
			t.Fatalf("round %d: %s does not verify:\n%s", round, dir, stdout)
		}
	}
}
