package transforms

import (
	"slices"
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

// TestIDLines: a repeated id is traced to the lines of its rows, by the
// origins its shard's writer kept: of the shards that report it first (one
// per split it repeats in), the first by path; rows past those kept are
// counted; no shard with origins (a derived version's rows) traces it to
// nothing, and the refusal falls back to the inputs' names (idInputs).
func TestIDLines(t *testing.T) {
	shard := func(path, id string, rows int64, from ...string) WrittenShard {
		return WrittenShard{Info: dataset.ShardInfo{Path: path}, DuplicateIDs: 1, FirstDuplicateID: id, FirstDuplicateFrom: from, FirstDuplicateRows: rows}
	}
	for _, c := range []struct {
		id     string
		shards []WrittenShard
		want   string
	}{
		{"t.jsonl:a7", []WrittenShard{shard("data/train-1", "t.jsonl:a7", 2, "d/t.jsonl:1", "d/t.jsonl:3")}, "read from d/t.jsonl:1 and d/t.jsonl:3"},
		{"c7", []WrittenShard{shard("data/train-1", "c7", 5, "c.jsonl:1", "c.jsonl:2", "c.jsonl:9")}, "read from c.jsonl:1, c.jsonl:2, c.jsonl:9 and 2 more rows"},
		{"c7", []WrittenShard{shard("data/train-1", "c7", 4, "c.jsonl:1", "c.jsonl:2", "c.jsonl:9")}, "read from c.jsonl:1, c.jsonl:2, c.jsonl:9 and 1 more row"},
		{"c7", []WrittenShard{shard("data/validation-1", "c7", 2, "v.jsonl:4", "v.jsonl:8"), shard("data/test-1", "c7", 2, "t.jsonl:1", "t.jsonl:2"), shard("data/train-1", "other", 2, "a:1", "a:2")}, "read from t.jsonl:1 and t.jsonl:2"},
		{"c7", []WrittenShard{shard("data/train-1", "c7", 2)}, ""},
		{"c7", []WrittenShard{shard("data/train-1", "other", 2, "a:1", "a:2")}, ""},
	} {
		if got := idLines(c.id, c.shards); got != c.want {
			t.Errorf("%q %+v: got %q, want %q", c.id, c.shards, got, c.want)
		}
	}
}

// TestIDRepeatsKeepsTheFirstLines: the shard writer keeps the origins of
// the first repeated id's rows, the first in the input by file and line
// (its rows arrive in the order of their contents), at most
// dataset.MaxDuplicateFrom of them, and counts them all.
func TestIDRepeatsKeepsTheFirstLines(t *testing.T) {
	var r idRepeats
	o := func(f string, l int64) dataset.Origin { return dataset.Origin{File: f, Line: l} }
	r.add("a", o("x", 1), true)
	r.add("b", o("y", 10), true)
	r.add("b", o("y", 2), true)
	r.add("b", o("x", 30), true)
	r.add("b", o("y", 9), true)
	r.add("b", o("y", 1), true)
	r.add("c", o("x", 2), true)
	r.add("c", o("x", 3), true)
	var ws WrittenShard
	r.fill(&ws)
	if ws.DuplicateIDs != 2 || ws.FirstDuplicateID != "b" || ws.FirstDuplicateRows != 5 || !slices.Equal(ws.FirstDuplicateFrom, []string{"x:30", "y:1", "y:2"}) {
		t.Errorf("%+v", ws)
	}
}

// TestIDRepeatsCountsARepeatedRecordOnce: a record read twice with K
// verbalized variants (an SPGISpeech row repeated in its CSV, prep spgi
// --samples 3) repeats K ids, x, x#v1, x#v2: it is one repeated id, the
// record's own (it was three, "3 ids are carried by more than one row" of
// one repeated row). A variant id that repeats beside a record of that
// spelling (y#v1 read as an id of its own) still counts, whatever the
// order of the rows, as does an id of a kind without variants.
func TestIDRepeatsCountsARepeatedRecordOnce(t *testing.T) {
	o := func(l int64) dataset.Origin { return dataset.Origin{File: "val.csv", Line: l} }
	var r idRepeats
	for _, row := range []struct {
		id  string
		key bool
		at  int64
	}{
		{"x", true, 2}, {"x", true, 4}, {"x#v1", false, 2}, {"x#v1", false, 4}, {"x#v2", false, 2}, {"x#v2", false, 4},
		{"y#v1", false, 5}, {"y#v1", true, 9}, {"z", true, 7},
	} {
		r.add(row.id, o(row.at), row.key)
	}
	var ws WrittenShard
	r.fill(&ws)
	if ws.DuplicateIDs != 2 || ws.FirstDuplicateID != "x" || ws.FirstDuplicateRows != 2 || !slices.Equal(ws.FirstDuplicateFrom, []string{"val.csv:2", "val.csv:4"}) {
		t.Errorf("%+v", ws)
	}
	// Only variant rows repeat, the records' own ids in other shards:
	// nothing counts here (the shard of x counts x).
	var v idRepeats
	v.add("x#v1", o(2), false)
	v.add("x#v1", o(4), false)
	var vs WrittenShard
	v.fill(&vs)
	if vs.DuplicateIDs != 0 || vs.FirstDuplicateID != "" {
		t.Errorf("variant rows alone: %+v", vs)
	}
}

// TestSplitInputs: an id in two splits that begins with no file's name is
// traced to the file of each split when each split was read from one file
// whose rows all went there, in the refusal's order of splits; a split of
// two files, a file spread over splits or a split without a file names
// nothing.
func TestSplitInputs(t *testing.T) {
	in := func(paths ...string) []dataset.InputInfo {
		var out []dataset.InputInfo
		for _, p := range paths {
			out = append(out, dataset.InputInfo{Path: p})
		}
		return out
	}
	of := map[string][]string{"d.jsonl": {"validation"}, "t.jsonl": {"test"}, "t2.jsonl": {"test"}, "s.jsonl": {"test", "train"}, "tr.jsonl": {"train"}}
	for _, c := range []struct {
		inputs []dataset.InputInfo
		want   string
	}{
		{in("d.jsonl", "t.jsonl", "tr.jsonl"), "read from t.jsonl and d.jsonl"},
		{in("d.jsonl", "t.jsonl", "t2.jsonl"), ""},
		{in("d.jsonl", "s.jsonl"), ""},
		{in("d.jsonl", "tr.jsonl"), ""},
	} {
		if got := splitInputs([]string{"test", "validation"}, c.inputs, of); got != c.want {
			t.Errorf("%v: got %q, want %q", c.inputs, got, c.want)
		}
	}
}

// TestDescribeParentRows: a derive's refusal names the parent rows of a
// repeated id, the first dataset.MaxDuplicateFrom and a count of the
// others, or the shard alone when no row was found.
func TestDescribeParentRows(t *testing.T) {
	for _, c := range []struct {
		rows []int64
		n    int64
		want string
	}{
		{[]int64{4}, 1, "row 4 of the parent's P/s.parquet"},
		{[]int64{1, 3}, 2, "rows 1 and 3 of the parent's P/s.parquet"},
		{[]int64{1, 2, 9}, 3, "rows 1, 2 and 9 of the parent's P/s.parquet"},
		{[]int64{1, 2, 9}, 5, "rows 1, 2, 9 and 2 more of the parent's P/s.parquet"},
		{nil, 0, "in the parent's P/s.parquet"},
	} {
		if got := describeParentRows(c.rows, c.n, "P/s.parquet"); got != c.want {
			t.Errorf("%v %d: %q, want %q", c.rows, c.n, got, c.want)
		}
	}
	if got := parentRows(t.Context(), "P", "x", []string{"train"}, []dataset.InputInfo{{Path: "data/test-00000-of-00001.parquet"}}); got != "" {
		t.Errorf("no shard of the split: %q", got)
	}
}

// TestFromBothAsksOnceForOneID: an id that is both the first repeated id
// and the first id in two splits is looked up once (parentRows reads the
// parent's shards), two ids twice.
func TestFromBothAsksOnceForOneID(t *testing.T) {
	calls := 0
	from := func(id string) string { calls++; return "from " + id }
	if a, b := fromBoth(from, "x", "x"); a != "from x" || b != "from x" || calls != 1 {
		t.Errorf("same id: %q, %q after %d calls, want %q twice after 1", a, b, calls, "from x")
	}
	calls = 0
	if a, b := fromBoth(from, "x", "y"); a != "from x" || b != "from y" || calls != 2 {
		t.Errorf("two ids: %q, %q after %d calls, want %q, %q after 2", a, b, calls, "from x", "from y")
	}
}

// TestReadFrom: the places a repeated id's rows were read, named in full,
// and the rows past them counted in the singular or the plural, as both
// idLines and splitIDLines say them.
func TestReadFrom(t *testing.T) {
	for _, c := range []struct {
		shown []string
		more  int64
		want  string
	}{
		{[]string{"a:1"}, 0, "read from a:1"},
		{[]string{"a:1", "b:2"}, 0, "read from a:1 and b:2"},
		{[]string{"a:1", "a:2", "a:9"}, 1, "read from a:1, a:2, a:9 and 1 more row"},
		{[]string{"test/p.jsonl:3", "train/p.jsonl:2", "train/p.jsonl:7"}, 4, "read from test/p.jsonl:3, train/p.jsonl:2, train/p.jsonl:7 and 4 more rows"},
	} {
		if got := readFrom(c.shown, c.more); got != c.want {
			t.Errorf("readFrom(%q, %d) = %q, want %q", c.shown, c.more, got, c.want)
		}
	}
}

// TestIDRepeatsSaysWhetherTheFirstRepeatsWhole: the shard writer says
// whether every row of the first repeated id carries one text (rows
// repeated whole: --dedupe's), whatever the order of its rows; a kind
// whose rows give no text says no.
func TestIDRepeatsSaysWhetherTheFirstRepeatsWhole(t *testing.T) {
	type row struct{ id, w, s string }
	for _, c := range []struct {
		rows []row
		same bool
	}{
		{[]row{{"a", "x", "y"}, {"b", "p", "q"}, {"b", "p", "q"}, {"c", "r", "s"}, {"c", "r", "t"}}, true},
		{[]row{{"b", "p", "q"}, {"b", "p", "q"}, {"b", "p", "Q"}, {"c", "r", "s"}, {"c", "r", "s"}}, false},
		{[]row{{"b", "p", "q"}, {"b", "P", "q"}, {"b", "p", "q"}}, false},
		{[]row{{"a", "x", "y"}, {"b", "p", "q"}, {"c", "r", "s"}}, false},
	} {
		var r idRepeats
		for _, x := range c.rows {
			r.add(x.id, dataset.Origin{}, true)
			r.addTexts(x.w, x.s)
		}
		var ws WrittenShard
		r.fill(&ws)
		if ws.FirstDuplicateSame != c.same {
			t.Errorf("%v: FirstDuplicateSame %v, want %v", c.rows, ws.FirstDuplicateSame, c.same)
		}
	}
	var r idRepeats
	r.add("a", dataset.Origin{}, true)
	r.add("a", dataset.Origin{}, true)
	var ws WrittenShard
	r.fill(&ws)
	if ws.DuplicateIDs != 1 || ws.FirstDuplicateSame {
		t.Errorf("rows without text: %+v", ws)
	}
}
