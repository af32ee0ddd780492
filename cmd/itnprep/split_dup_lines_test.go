package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestIDRepeatedInASplitAndAcrossSplitsNamesEveryRow: an id given twice
// in train and once in test is both a repeated id and an id in two
// splits. Both the refusal and the --allow-duplicate-ids summary name its
// rows split by split; the line of the id "in test and train" named its
// two train lines alone, the first repeated id's words (the rows of one
// split's shard), and the test row was left to a grep.
func TestIDRepeatedInASplitAndAcrossSplitsNamesEveryRow(t *testing.T) {
	tmp := t.TempDir()
	for dir, lines := range map[string]string{
		"train": `{"id": "a", "text": "hello 1"}` + "\n" + `{"id": "s1", "text": "in 1984"}` + "\n" + `{"id": "s1", "text": "by 2000"}` + "\n",
		"test":  `{"id": "c", "text": "hi 3"}` + "\n" + `{"id": "s1", "text": "on 5"}` + "\n",
	} {
		if err := os.MkdirAll(filepath.Join(tmp, dir), 0o755); err != nil {
			t.Fatal(err)
		}
		writeFile(t, filepath.Join(tmp, dir), "part.jsonl", lines)
	}
	// An --output whose name holds glob characters: the rows were named
	// only when the staging folder's runs were globbed with it quoted.
	for _, out := range []string{"out", "out [1]"} {
		args := []string{"prep", "text", "--input", filepath.Join(tmp, "*", "part.jsonl"), "--split-from-path", "--output", filepath.Join(tmp, out), "--runner", "direct", "--quiet"}
		rows := "read from " + filepath.Join(tmp, "test", "part.jsonl") + ":2, " + filepath.Join(tmp, "train", "part.jsonl") + ":2 and " + filepath.Join(tmp, "train", "part.jsonl") + ":3"
		_, refusal, code := run(t, args...)
		if want := `1 id is carried by more than one row (first: "part.jsonl:s1", ` + rows + ")"; code != 1 || !strings.Contains(refusal, want) {
			t.Errorf("--output %q: exit %d, want 1 and a refusal holding %q:\n%s", out, code, want, refusal)
		}
		_, summary, code := run(t, append(args, "--allow-duplicate-ids")...)
		if want := `1 id in more than one split (first: "part.jsonl:s1" in test and train, ` + rows + ")"; code != 0 || !strings.Contains(summary, want) {
			t.Errorf("--output %q, --allow-duplicate-ids: exit %d, want 0 and a summary holding %q:\n%s", out, code, want, summary)
		}
	}
}
