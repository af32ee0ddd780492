package view

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/itnprep/itnprep/dataset"
)

// lineRows are n pairs with ids as prep text makes them, FILE:LINE, over
// two files and two splits, the line numbers from 1 to n/2 in each: the
// shards keep them in string order (a.txt:1, a.txt:10, a.txt:100,
// a.txt:11, ...), spread by a hash of the id.
func lineRows(n int) []dataset.Pair {
	var out []dataset.Pair
	for i := range n {
		file, line := "a.txt", i+1
		if i >= n/2 {
			file, line = "b.txt", i-n/2+1
		}
		p := dataset.Pair{ID: fmt.Sprintf("%s:%d", file, line), Source: "text", Split: []string{"train", "test"}[line%2],
			Written: fmt.Sprintf("Line %d of %s.", line, file), Spoken: fmt.Sprintf("line %d of %s", line, file)}
		if line%7 == 0 {
			p.Written = fmt.Sprintf("Line %d costs $%d.", line, line)
		}
		out = append(out, p)
	}
	return out
}

// TestRowsInInputOrder: a version's rows are listed in the order of the
// input's files and lines (ids FILE:LINE, a number by its value), every
// split and all splits together, filtered or not, with the filtered
// list counted; rejects by their location. They were listed shard by
// shard, each shard in string order: a.txt:1, a.txt:10, a.txt:100, then
// the next shard's a.txt:103, ...
func TestRowsInInputOrder(t *testing.T) {
	dir := t.TempDir()
	rows := lineRows(300)
	var rejects []dataset.Reject
	for _, line := range []int{12, 3, 100, 7, 25} {
		rejects = append(rejects, dataset.Reject{ID: fmt.Sprintf("z%d", 200-line), Source: "text", Location: fmt.Sprintf("a.txt:%d", line), Stage: "parse", Rule: "empty", Reason: "no text"})
	}
	writeVersion(t, dir, "", rows, rejects, 4)
	s, err := New(dir, Options{PageSize: 20})
	if err != nil {
		t.Fatal(err)
	}
	inOrder := func(keep func(dataset.Pair) bool) []string {
		var out []string
		for _, p := range rows { // lineRows are made in input order
			if keep(p) {
				out = append(out, p.ID)
			}
		}
		return out
	}
	for _, c := range []struct {
		target string
		keep   func(dataset.Pair) bool
	}{
		{"/rows", func(dataset.Pair) bool { return true }},
		{"/rows?split=train", func(p dataset.Pair) bool { return p.Split == "train" }},
		{"/rows?q=costs", func(p dataset.Pair) bool { return strings.Contains(p.Written, "costs") }},
		{"/rows?split=test&q=b.txt", func(p dataset.Pair) bool { return p.Split == "test" && strings.HasPrefix(p.ID, "b.txt") }},
	} {
		want := inOrder(c.keep)
		got, _ := walk(t, s, c.target)
		if !slices.Equal(got, want) {
			t.Errorf("%s: rows %v..., want %v...", c.target, got[:min(12, len(got))], want[:min(12, len(want))])
		}
		_, body := get(t, s, c.target)
		if pager := fmt.Sprintf("rows 1–%d of %d", min(20, len(want)), len(want)); !strings.Contains(body, pager) {
			t.Errorf("%s: the pager does not say %q", c.target, pager)
		}
		if !strings.Contains(body, `<p class="note" id="order">In id order, a number in an id by its value (file:2 before file:10): `) {
			t.Errorf("%s: the page does not say its order", c.target)
		}
		// An offset page is the walk's slice.
		if len(want) > 40 {
			_, body := get(t, s, c.target+map[bool]string{true: "&", false: "?"}[strings.Contains(c.target, "?")]+"offset=40")
			if got := ids(body); !slices.Equal(got, want[40:min(60, len(want))]) {
				t.Errorf("%s offset=40: %v, want %v", c.target, got, want[40:min(60, len(want))])
			}
		}
	}
	_, body := get(t, s, "/rejects")
	if got := ids(body); !slices.Equal(got, []string{"z197", "z193", "z188", "z175", "z100"}) {
		t.Errorf("rejects %v, want them by location a.txt:3, 7, 12, 25, 100", got)
	}
	if !strings.Contains(body, "In input order: by file and line") {
		t.Errorf("the rejects page does not say its order:\n%s", body)
	}
}

// TestRowsTooManyToOrderAreShownShardByShard: a list longer than
// orderMaxRows is paged shard by shard, every row once, and the page says
// so.
func TestRowsTooManyToOrderAreShownShardByShard(t *testing.T) {
	defer func(n int) { orderMaxRows = n }(orderMaxRows)
	orderMaxRows = 70
	dir := t.TempDir()
	rows := lineRows(120)
	writeVersion(t, dir, "", rows, nil, 3)
	s, err := New(dir, Options{PageSize: 20})
	if err != nil {
		t.Fatal(err)
	}
	got, _ := walk(t, s, "/rows")
	want := sortedIDs(rows, func(dataset.Pair) bool { return true })
	slices.Sort(got)
	if !slices.Equal(got, want) {
		t.Errorf("shard by shard: %d rows, want %d", len(got), len(want))
	}
	_, body := get(t, s, "/rows")
	if !strings.Contains(body, "Shown shard by shard (6 shards), each in id order: the list holds more than 70 rows") || !strings.Contains(body, "rows 1–20 of 120") {
		t.Errorf("the page does not say its order:\n%s", body)
	}
	if _, body := get(t, s, "/rows?split=train"); !strings.Contains(body, "In id order") {
		t.Errorf("the train split (60 rows) is not in id order:\n%s", body)
	}
}

// TestUnreadableShardNamesVerify: a shard that cannot be decoded (its
// bytes changed after the page checked them, the modification time put
// back) is a page naming the shard, the problem and `itnprep versions
// verify`, as a missing shard is; it was "reading rows: " and the
// decoder's words.
func TestUnreadableShardNamesVerify(t *testing.T) {
	s, _, m := newVersionServer(t, 20)
	if code, body := get(t, s, "/rows"); code != 200 {
		t.Fatalf("sound version: %d %s", code, body)
	}
	for _, c := range []struct {
		target, filtered string
		sh               dataset.ShardInfo
	}{{"/rows?split=test", "/rows?split=test&q=0", m.Shards[0]}, {"/rejects", "/rejects?q=0", m.Rejects[0]}} {
		p := filepath.Join(s.dir, filepath.FromSlash(c.sh.Path))
		st, err := os.Stat(p)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(c.sh.Path, "data/test-") && !strings.HasPrefix(c.sh.Path, "rejects/") {
			t.Fatalf("%s: want a test shard", c.sh.Path)
		}
		if code, _ := get(t, s, c.target); code != 200 {
			t.Fatalf("%s: %d before the change", c.target, code)
		}
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		// The footer's length, four bytes before the closing magic,
		// made 3: no footer can be read.
		copy(b[len(b)-8:], []byte{3, 0, 0, 0})
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Chtimes(p, time.Now(), st.ModTime()); err != nil {
			t.Fatal(err)
		}
		want := fmt.Sprintf("%s: cannot be read (%d bytes, %d rows as the manifest lists): ", c.sh.Path, c.sh.Bytes, c.sh.Rows)
		// A filter not asked before: its rows are read again.
		code, body := get(t, s, c.filtered)
		if code != 500 || !strings.Contains(body, want) || !strings.Contains(body, fmt.Sprintf("; `itnprep versions verify %s` checks every shard", s.dir)) {
			t.Errorf("%s with %s undecodable: %d, want 500, %q and versions verify:\n%s", c.target, c.sh.Path, code, want, body)
		}
	}
}

// TestOrderedPagesConcurrently: pages of several lists and filters asked
// at once (an order and a filter's matches built while other pages read)
// are each the page asked for (run with -race).
func TestOrderedPagesConcurrently(t *testing.T) {
	dir := t.TempDir()
	rows := lineRows(400)
	writeVersion(t, dir, "", rows, nil, 4)
	s, err := New(dir, Options{PageSize: 20})
	if err != nil {
		t.Fatal(err)
	}
	targets := []string{"/rows", "/rows?offset=40", "/rows?split=train", "/rows?split=test&offset=20", "/rows?q=costs", "/rows?q=costs&offset=20", "/rows?q=b.txt"}
	want := map[string][]string{}
	for _, target := range targets {
		_, body := get(t, freshServer(t, dir), target)
		want[target] = ids(body)
	}
	errs := make(chan string, 8*len(targets))
	done := make(chan struct{})
	for range 8 {
		go func() {
			defer func() { done <- struct{}{} }()
			for _, target := range targets {
				rec := getRec(t, s, target)
				if got := ids(rec.Body.String()); rec.Code != 200 || !slices.Equal(got, want[target]) {
					errs <- fmt.Sprintf("%s: %d %v, want %v", target, rec.Code, got, want[target])
				}
			}
		}()
	}
	for range 8 {
		<-done
	}
	close(errs)
	for e := range errs {
		t.Error(e)
	}
}

// freshServer is a fresh server of dir, for the pages a test compares with.
func freshServer(t *testing.T, dir string) *Server {
	t.Helper()
	s, err := New(dir, Options{PageSize: 20})
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestOrderNoteSaysWhatIdsAreMadeOf: the line saying a page's order says
// what the version's ids are made of, and so whether the id order is the
// input's: it said "for ids made of the input file and line" on every
// version, a Libriheavy one's included.
func TestOrderNoteSaysWhatIdsAreMadeOf(t *testing.T) {
	o := &rowOrder{}
	for source, want := range map[string]string{
		"gtn":        "here the order of the input's files and lines, the ids being FILE:LINE",
		"text":       "here the order of the input's files and lines, the ids being FILE:LINE",
		"nemo-cases": "here the order of the input's files and lines, the ids being FILE:LINE",
		"spgi":       "here each CSV's rows by their wav file's name (ids CSV:WAV), not the CSV's line order.",
		"libriheavy": "here by cut id (split, speaker, book, chapter and segment), not the order of the cuts file's lines.",
		"other":      "for ids made of the input file and line, the order of the input's files and lines.",
	} {
		if got := orderNote(o, "", nil, false, source); !strings.HasPrefix(got, "In id order, a number in an id by its value (file:2 before file:10): ") || !strings.Contains(got, want) {
			t.Errorf("%s: %q, want %q", source, got, want)
		}
	}
	if got := orderNote(o, "", nil, true, "libriheavy"); !strings.HasPrefix(got, "In input order: by file and line") {
		t.Errorf("rejects: %q", got)
	}
}
