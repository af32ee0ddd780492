package transforms

import (
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestIDInputs: a repeated id is traced to the inputs whose ids begin
// with their name: the same file name in two folders, a file beside its
// compressed copy, one file giving an id twice; with --ids-with-folders
// by the folder-qualified names those files' ids take. A derived
// version's ids and ids that begin with no input's name are traced to
// nothing.
func TestIDInputs(t *testing.T) {
	in := func(paths ...string) []dataset.InputInfo {
		var out []dataset.InputInfo
		for _, p := range paths {
			out = append(out, dataset.InputInfo{Path: p})
		}
		return out
	}
	for _, c := range []struct {
		id, kind    string
		inputs      []dataset.InputInfo
		withFolders bool
		want        string
	}{
		{"notes.txt:1", "", in("a/notes.txt", "b/notes.txt", "c/other.txt"), false, "read from a/notes.txt and b/notes.txt"},
		{"x.txt:4", "", in("d/x.txt", "d/x.txt.gz"), false, "read from d/x.txt and d/x.txt.gz"},
		{"corpus.jsonl:s1", "", in("j/corpus.jsonl", "j/corpus.jsonl2"), false, "its rows all read from j/corpus.jsonl"},
		{"p.txt:1", "", in("1/p.txt", "2/p.txt", "3/p.txt"), false, "read from 1/p.txt, 2/p.txt and 3/p.txt"},
		{"p.txt:1", "", in("1/p.txt", "2/p.txt", "3/p.txt", "4/p.txt"), false, "read from 1/p.txt, 2/p.txt, 3/p.txt and 1 more"},
		// With folders: train/x.txt's ids begin "train/x.txt:", and the
		// copy beside its compressed one keeps its bare name.
		{"train/x.txt:2", "", in("train/x.txt", "test/x.txt"), true, "its rows all read from train/x.txt"},
		{"x.txt:2", "", in("d/x.txt", "d/x.txt.gz", "e/y.txt"), true, "read from d/x.txt and d/x.txt.gz"},
		{"c7", "", in("cuts_dev.jsonl.gz"), false, ""},
		{"notes.txt:1", "tagger", in("a/notes.txt", "b/notes.txt"), false, ""},
	} {
		if got := idInputs(c.id, c.kind, c.inputs, c.withFolders); got != c.want {
			t.Errorf("%q %v: got %q, want %q", c.id, c.inputs, got, c.want)
		}
	}
}
