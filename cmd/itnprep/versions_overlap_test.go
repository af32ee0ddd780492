package main

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
)

// TestVersionsOverlapHandChecked: the figures of a hand-checked example
// of two versions (by tag and by folder); one version given twice (its id
// and its tag) is a usage error, exit 2 (it was compared with itself, every
// row "also in" its copy under one label twice); an empty version beside
// another is named (it had no line and no word), and alone gives "groups":
// [] in JSON (it was null).
func TestVersionsOverlapHandChecked(t *testing.T) {
	tmp := t.TempDir()
	a := writeFile(t, tmp, "a.txt", "The cat sat.\nthe  CAT sat.\nA dog ran.\nA dog ran.\nA dog ran.\nBirds fly.\nFish swim.\nCows moo.\n")
	b := writeFile(t, tmp, "b.txt", "Fish swim.\nFISH  swim.\nOwls hoot.\n")
	e := writeFile(t, tmp, "e.txt", "")
	out := filepath.Join(tmp, "out")
	va := prepOK(t, "prep", "text", "--input", a, "--output", out, "--name", "a", "--runner", "direct", "--split-by-id", "train=1,test=1")
	vb := prepOK(t, "prep", "text", "--input", b, "--output", out, "--name", "b", "--runner", "direct", "--split", "test")
	ve := prepOK(t, "prep", "text", "--input", e, "--output", out, "--name", "e", "--runner", "direct", "--split", "train", "--allow-empty")
	// By id the rows of a.txt split: train a.txt:1, 2, 3, 7 (the cat sat
	// twice, a dog ran, fish swim), test a.txt:4, 5, 6, 8 (a dog ran
	// twice, birds fly, cows moo); b: fish swim twice, owls hoot.
	stdout, stderr, code := run(t, "versions", "overlap", filepath.Join(out, "a@latest"), vb, "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, stderr)
	}
	var rep struct {
		Groups []struct {
			Split    string  `json:"split"`
			Rows     int64   `json:"rows"`
			Distinct int64   `json:"distinct_texts"`
			In       []int64 `json:"rows_whose_text_is_in"`
		} `json:"groups"`
	}
	if err := json.Unmarshal([]byte(stdout), &rep); err != nil {
		t.Fatal(err)
	}
	type g = struct {
		Split    string  `json:"split"`
		Rows     int64   `json:"rows"`
		Distinct int64   `json:"distinct_texts"`
		In       []int64 `json:"rows_whose_text_is_in"`
	}
	want := []g{{"train", 4, 3, []int64{0, 1, 1}}, {"test", 4, 3, []int64{2, 0, 0}}, {"test", 3, 2, []int64{2, 0, 0}}}
	if got, _ := json.Marshal(rep.Groups); string(got) != string(mustJSON(t, want)) {
		t.Errorf("groups %s\nwant %s", got, mustJSON(t, want))
	}
	_, stderr, code = run(t, "versions", "overlap", va, filepath.Join(out, "a@latest"))
	if code != 2 || !strings.Contains(stderr, "name one version") || strings.Count(stderr, "versions overlap:") != 1 {
		t.Errorf("one version twice: exit %d, %q; want 2 and one line", code, stderr)
	}
	stdout, _, code = run(t, "versions", "overlap", ve, vb)
	if code != 0 || !strings.Contains(stdout, filepath.Base(filepath.Dir(ve))+"/"+filepath.Base(ve)+": no rows in any split") {
		t.Errorf("an empty version beside another: exit %d\n%s", code, stdout)
	}
	stdout, _, code = run(t, "versions", "overlap", ve, "--json")
	if code != 0 || !strings.Contains(stdout, `"groups":[]`) {
		t.Errorf("an empty version alone, --json: exit %d, %s", code, stdout)
	}
}

func mustJSON(t *testing.T, v any) []byte {
	t.Helper()
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
