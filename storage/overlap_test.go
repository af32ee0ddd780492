package storage

import (
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestOverlap: rows of one version's split whose folded written text
// another version's split holds are counted both ways, with distinct
// texts and rows per split; the count is the same when the hashes spill
// into many sorted runs as when they stay in memory; a derived version is
// refused with the parent to give.
func TestOverlap(t *testing.T) {
	tmp := t.TempDir()
	pair := func(id, split, written string) dataset.Pair {
		return dataset.Pair{ID: id, Source: "test", Split: split, Written: written, Spoken: "x"}
	}
	var train, test []dataset.Pair
	for i := range 10 {
		train = append(train, pair(fmt.Sprintf("a%d", i), "train", fmt.Sprintf("Sentence %d.", i)))
	}
	train = append(train, pair("a10", "train", "sentence  3."), pair("a11", "train", "Only in train."))
	test = append(test, pair("b0", "test", "SENTENCE 3."), pair("b1", "test", "Sentence 4."), pair("b2", "test", "New one."), pair("b3", "test", "New one."))
	a, _ := buildVersion(t, filepath.Join(tmp, "a"), train, nil)
	b, _ := buildVersion(t, filepath.Join(tmp, "b"), test, nil)
	rep, err := Overlap(context.Background(), []string{a, b})
	if err != nil {
		t.Fatal(err)
	}
	if len(rep.Groups) != 2 {
		t.Fatalf("groups %+v", rep.Groups)
	}
	tr, te := rep.Groups[0], rep.Groups[1]
	// train: 12 rows, 11 texts ("Sentence 3." twice); 3 rows whose text
	// the test split holds (two spellings of sentence 3, and 4).
	if tr.Split != "train" || tr.Rows != 12 || tr.Distinct != 11 || !reflect.DeepEqual(tr.In, []int64{0, 3}) {
		t.Errorf("train group %+v", tr)
	}
	if te.Split != "test" || te.Rows != 4 || te.Distinct != 3 || !reflect.DeepEqual(te.In, []int64{2, 0}) {
		t.Errorf("test group %+v", te)
	}
	old := overlapRunEntries
	overlapRunEntries = 3
	defer func() { overlapRunEntries = old }()
	spilled, err := Overlap(context.Background(), []string{a, b})
	if err != nil || !reflect.DeepEqual(spilled, rep) {
		t.Errorf("spilled into runs of 3: %+v, %v; in memory %+v", spilled, err, rep)
	}
}

// TestOverlapStopsWhenCancelled: a Ctrl-C stops the read of a shard and
// the merge of the runs, not only the read of the next shard: a shard's
// rows were read to its end and the merge of a billion rows' runs ran to
// its end under a cancelled context.
func TestOverlapStopsWhenCancelled(t *testing.T) {
	var rows []dataset.Pair
	for i := range 20 {
		rows = append(rows, dataset.Pair{ID: fmt.Sprintf("r%02d", i), Source: "test", Split: "train", Written: fmt.Sprintf("Text %d.", i), Spoken: "x"})
	}
	dir, m := buildVersion(t, filepath.Join(t.TempDir(), "a"), rows, nil)
	sh := m.Shards[0]
	for _, x := range m.Shards {
		if x.Rows > sh.Rows {
			sh = x
		}
	}
	if sh.Rows < 8 {
		t.Fatalf("the largest shard holds %d rows; the test needs 8", sh.Rows)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	sp := &overlapSpill{}
	defer sp.close()
	if err := sp.addShard(ctx, dir, sh, 0); !errors.Is(err, context.Canceled) || len(sp.entries) > 0 {
		t.Errorf("a shard read under a cancelled context: %v, %d rows read", err, len(sp.entries))
	}
	if err := sp.addShard(context.Background(), dir, sh, 0); err != nil {
		t.Fatal(err)
	}
	if err := sp.spill(context.Background()); err != nil {
		t.Fatal(err)
	}
	defer func(n int) { overlapCheckEvery = n }(overlapCheckEvery)
	overlapCheckEvery = 4
	merged := 0
	if err := sp.each(ctx, func([]byte, []byte) { merged++ }); !errors.Is(err, context.Canceled) || merged >= int(sh.Rows) {
		t.Errorf("the runs merged under a cancelled context: %v, %d texts", err, merged)
	}
}

// TestOverlapMergesRunsByLevel: runs are merged overlapFanIn at a time into
// runs of the next level, so the files open at once stay a few per level
// (they were one per overlapRunEntries rows, all open in the last merge),
// and the counts are those of the in-memory sort.
func TestOverlapMergesRunsByLevel(t *testing.T) {
	var rows []dataset.Pair
	for i := range 40 {
		rows = append(rows, dataset.Pair{ID: fmt.Sprintf("r%02d", i), Source: "test", Split: []string{"train", "test"}[i%2], Written: fmt.Sprintf("Text %d.", i%25), Spoken: "x"})
	}
	dir, m := buildVersion(t, filepath.Join(t.TempDir(), "a"), rows, nil)
	want, err := Overlap(context.Background(), []string{dir})
	if err != nil {
		t.Fatal(err)
	}
	defer func(n, f int) { overlapRunEntries, overlapFanIn = n, f }(overlapRunEntries, overlapFanIn)
	overlapRunEntries, overlapFanIn = 1, 2
	got, err := Overlap(context.Background(), []string{dir})
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Errorf("merged by levels of 2: %+v, %v; in memory %+v", got, err, want)
	}
	sp := &overlapSpill{}
	defer sp.close()
	for _, sh := range m.Shards {
		if err := sp.addShard(context.Background(), dir, sh, 0); err != nil {
			t.Fatal(err)
		}
	}
	// 40 runs of one entry, merged by twos: one run per level at most,
	// the binary digits of 40.
	if sp.runs.Len() > 6 {
		t.Errorf("%d runs open after 40 spills; want at most 6 (one per level)", sp.runs.Len())
	}
}

// TestRowStreamEach: Each hands over every row of a shard, in order, and
// stops at fn's first error, returning it (versions overlap, derive's and
// mine-pairs' shard readers go through it).
func TestRowStreamEach(t *testing.T) {
	var rows []dataset.Pair
	for i := range 600 { // more than one batch of 256
		rows = append(rows, dataset.Pair{ID: fmt.Sprintf("r%03d", i), Source: "test", Split: "train", Written: "W.", Spoken: "w"})
	}
	dir, m := buildVersion(t, filepath.Join(t.TempDir(), "a"), rows, nil)
	var ids []string
	for _, sh := range m.Shards {
		st, err := OpenCheckedRowStream[dataset.Pair](context.Background(), dir, sh)
		if err != nil {
			t.Fatal(err)
		}
		err = st.Each(func(p *dataset.Pair) error { ids = append(ids, p.ID); return nil })
		st.Close()
		if err != nil {
			t.Fatal(err)
		}
	}
	if len(ids) != len(rows) {
		t.Errorf("Each read %d rows of %d", len(ids), len(rows))
	}
	st, err := OpenCheckedRowStream[dataset.Pair](context.Background(), dir, m.Shards[0])
	if err != nil {
		t.Fatal(err)
	}
	defer st.Close()
	stop, n := errors.New("stop"), 0
	if err := st.Each(func(*dataset.Pair) error { n++; return stop }); err != stop || n != 1 {
		t.Errorf("fn's error: %v after %d rows, want it returned after 1", err, n)
	}
}

// A derived version is refused with its parent to give instead, named by
// its folder beside the derived version's dataset folder (as derive
// writes it), from the current folder as from any other: the refusal
// said "gtn/ID", which named a folder under the current one.
func TestOverlapNamesTheParentOfADerivedVersion(t *testing.T) {
	ctx := context.Background()
	tmp := t.TempDir()
	parent, pm := buildVersion(t, filepath.Join(tmp, "out"), []dataset.Pair{{ID: "a", Source: "test", Split: "train", Written: "A.", Spoken: "a"}}, nil)
	derived := func(root, id string) string {
		dm := *pm
		dm.VersionID, dm.Kind = id, dataset.KindTagger
		dm.Parent = &dataset.Parent{Name: filepath.Base(filepath.Dir(parent)), VersionID: pm.VersionID, Kind: ""}
		b, err := dm.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		dir := filepath.Join(root, "ds-tagger", id)
		if err := WriteAtomic(ctx, filepath.Join(dir, dataset.ManifestFile), b); err != nil {
			t.Fatal(err)
		}
		return dir
	}
	beside := derived(filepath.Join(tmp, "out"), "00000000000000000001")
	elsewhere := derived(filepath.Join(tmp, "other"), "00000000000000000002")
	for _, tc := range []struct{ dir, want string }{
		{beside, "give the version it was derived from, " + parent},
		{beside + "/", "give the version it was derived from, " + parent},
		{elsewhere, "give the version it was derived from, ds/" + pm.VersionID + " under the output root it was made in"},
	} {
		_, err := Overlap(ctx, []string{tc.dir})
		if err == nil || !strings.HasSuffix(err.Error(), tc.want) {
			t.Errorf("versions overlap %s: %v, want it to end %q", tc.dir, err, tc.want)
		}
	}
	// From the output root, relative names: ds/ID is then the parent.
	t.Chdir(filepath.Join(tmp, "out"))
	_, err := Overlap(ctx, []string{filepath.Join("ds-tagger", "00000000000000000001")})
	if want := "give the version it was derived from, " + filepath.Join("ds", pm.VersionID); err == nil || !strings.HasSuffix(err.Error(), want) {
		t.Errorf("versions overlap from the output root: %v, want it to end %q", err, want)
	}
}
