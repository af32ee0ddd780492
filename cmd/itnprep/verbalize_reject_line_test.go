package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerbalizeRejectLineSaysItOnce: a line the verbalizer cannot speak is
// reported on stderr as "FILE:LINE: cannot verbalize: WHAT", once: the
// verbalizer's reasons that begin with those words read "cannot
// verbalize: cannot verbalize symbol '😀' ...". The --rejects record keeps
// the reason whole.
func TestVerbalizeRejectLineSaysItOnce(t *testing.T) {
	in := writeFile(t, t.TempDir(), "v.txt", "It was 5.\nSmile 😀 now.\nOK 7.\n")
	rej := filepath.Join(t.TempDir(), "rejects.jsonl")
	code, _, errs := runVerbalizeCmd(t, "verbalize", "--in", in)
	if code != 0 || !strings.Contains(errs, in+":2: cannot verbalize: symbol '😀' (U+1F600) at byte 6") || strings.Contains(errs, "cannot verbalize: cannot verbalize") {
		t.Errorf("exit %d, stderr:\n%s", code, errs)
	}
	if code, _, _ := runVerbalizeCmd(t, "verbalize", "--in", in, "--rejects", rej); code != 0 {
		t.Fatalf("--rejects: exit %d", code)
	}
	if b, err := os.ReadFile(rej); err != nil || !strings.Contains(string(b), `"reason":"cannot verbalize symbol '😀' (U+1F600) at byte 6"`) {
		t.Errorf("rejects file: %s (%v)", b, err)
	}
}
