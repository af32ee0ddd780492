package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDeriveRefusesAnotherLanguage: derive tagger and derive u2tf build
// English-only rows (tags from the lexicon of English readings, classifier
// labels and spans from English spoken forms), so a parent version of
// another language's pairs (prep gtn of Kaggle's ru_train.csv, carded ru)
// is refused up front, exit 2, in one line naming the version and its
// language, before any shard is read: the parent's data shards are
// removed here, and the refusal is still the language's. They read every
// row, then published what aligned, or refused as every row rejected
// (tagger/unaligned_fragment, u2tf/punct_detached), with no word of the
// language.
func TestDeriveRefusesAnotherLanguage(t *testing.T) {
	tmp := t.TempDir()
	ru := writeFile(t, tmp, "ru_train.csv", kaggleRussian)
	v := prepOK(t, "prep", "gtn", "--input", ru, "--output", filepath.Join(tmp, "out"), "--runner", "direct", "--quiet")
	if err := os.RemoveAll(filepath.Join(v, "data")); err != nil {
		t.Fatal(err)
	}
	for _, kind := range []string{"tagger", "u2tf"} {
		for _, ref := range []string{v, filepath.Join(tmp, "out", "gtn@latest")} {
			_, stderr, code := run(t, "derive", kind, "--from", ref, "--output", filepath.Join(tmp, "d-"+kind), "--runner", "direct", "--quiet", "--max-reject-rate", "1")
			want := "itnprep: derive " + kind + ": " + v + " holds pairs of another language than English (its card's language ru): derive " + kind + " builds English-only rows"
			if code != 2 || !strings.HasPrefix(stderr, want) || strings.Count(strings.TrimSpace(stderr), "\n") != 0 {
				t.Errorf("derive %s --from %s: exit %d, stderr %q; want exit 2 and one line starting %q", kind, ref, code, stderr, want)
			}
		}
		if _, err := os.Stat(filepath.Join(tmp, "d-"+kind)); err == nil {
			t.Errorf("a refused derive %s made its output root", kind)
		}
	}
}
