package dataset

import "testing"

// ManifestParts.Tallies (figures a derive stage counted over the whole
// version, such as a tagger vocabulary's) go into the manifest's stats
// beside the shard writers' tallies, and like all stats stay outside the
// version id: a version with them has the id it had without them.
func TestBuildManifestRecordsTalliesOutsideTheID(t *testing.T) {
	parts := func(tallies []Tally) ManifestParts {
		st := NewStats()
		st.Tally("tags").Add("<SELF>", 3)
		return ManifestParts{Name: "gtn-tagger", Source: "gtn", Kind: "tagger", Config: map[string]string{"vocab_split": "train"},
			Parent: &Parent{VersionID: "0123456789abcdef0123", Name: "gtn", Source: "gtn"},
			Data:   []ShardReport{{Info: ShardInfo{Path: "data/train-00000-of-00001.parquet", Split: "train", Rows: 1, SHA256: "ab"}, Records: 1, Stats: st}},
			Inputs: []InputInfo{{Path: "p", Records: 1}}, Tallies: tallies}
	}
	v := Tally{Name: "tag_vocab"}
	v.Add("distinct", 79)
	v.Add("kept", 0)
	without, err := BuildManifest(parts(nil))
	if err != nil {
		t.Fatal(err)
	}
	with, err := BuildManifest(parts([]Tally{v}))
	if err != nil {
		t.Fatal(err)
	}
	if with.VersionID != without.VersionID {
		t.Errorf("the tally changed the version id: %s, without it %s", with.VersionID, without.VersionID)
	}
	got := with.Stats.FindTally("tag_vocab")
	if n, ok := got.Count("distinct"); !ok || n != 79 {
		t.Errorf("distinct: %d %v, want 79", n, ok)
	}
	if n, ok := got.Count("kept"); !ok || n != 0 {
		t.Errorf("kept: %d %v, want a 0 that is there", n, ok)
	}
	if _, ok := got.Count("size_99"); ok {
		t.Errorf("a key never counted is there: %+v", got)
	}
	if n, _ := with.Stats.FindTally("tags").Count("<SELF>"); n != 3 {
		t.Errorf("the shard writers' tally: %+v", with.Stats.Tallies)
	}
	if _, ok := without.Stats.FindTally("tag_vocab").Count("distinct"); ok {
		t.Errorf("a version without the tally has it: %+v", without.Stats.Tallies)
	}
}

// TestTallyNamesAreDistinct: every stats tally is named in tallies.go, and
// no two share a name (a shard writer's and a derive stage's tallies sit in
// one list, Stats.Tallies, found by name).
func TestTallyNamesAreDistinct(t *testing.T) {
	seen := map[string]bool{}
	for _, n := range []string{TallyTags, TallySemiotic, TallyTagVocab, TallyU2TFPunct, TallyU2TFCase, TallyU2TFITN} {
		if seen[n] || n == "" {
			t.Errorf("tally name %q empty or used twice", n)
		}
		seen[n] = true
	}
}
