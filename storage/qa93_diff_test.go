package storage

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestDiffSaysWhereLookAlikeTextsDiffer (qa93): two versions of one corpus,
// one read composed (NFC "café") and one decomposed (NFD "cafe" + U+0301),
// or with a zero-width joiner, printed a changed row whose "- written" and
// "+ written" lines read the same, and nothing said what changed. A line
// under them says how they differ and where, escaped.
func TestDiffSaysWhereLookAlikeTextsDiffer(t *testing.T) {
	tmp := t.TempDir()
	pair := func(id, written string) dataset.Pair {
		return dataset.Pair{ID: id, Source: "test", Split: "train", Written: written, Spoken: "x"}
	}
	a, _ := buildVersion(t, filepath.Join(tmp, "a"), []dataset.Pair{pair("a:1", "The caf\u00e9 opened."), pair("a:2", "zerowidth"), pair("a:3", "Old text.")}, nil)
	b, _ := buildVersion(t, filepath.Join(tmp, "b"), []dataset.Pair{pair("a:1", "The cafe\u0301 opened."), pair("a:2", "zero\u200dwidth"), pair("a:3", "New text.")}, nil)
	d, err := DiffWith(context.Background(), a, b, DiffOptions{Rows: 5})
	if err != nil {
		t.Fatal(err)
	}
	var buf bytes.Buffer
	if err := d.WriteText(&buf); err != nil {
		t.Fatal(err)
	}
	text := buf.String()
	for _, want := range []string{
		`  ~ written: the two print alike but differ in Unicode normalization (an accent composed with its letter on one side, written apart, NFD, on the other), from character 8: - "The caf\u00e9 opened", + "The cafe\u0301 opene"`,
		`  ~ written: the two print alike but differ in characters that show nothing (zero-width, bidirectional or soft-hyphen marks), from character 5: - "zerowidth", + "zero\u200dwidth"`,
	} {
		if !strings.Contains(text, want) {
			t.Errorf("diff text lacks %q:\n%s", want, text)
		}
	}
	if strings.Count(text, "  ~ written") != 2 {
		t.Errorf("a row whose texts differ where it shows has the note too:\n%s", text)
	}
}
