package dataset

import (
	"context"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestVerifyChecksTheTagVocabTally: a tagger version's tag_vocab tally
// (stats, outside the version id) must agree with its vocabulary file:
// kept = the file's lines, kept_occurrences = the sum of its counts, and
// neither above distinct and occurrences. Verify took the tally at its
// word: a tally edited, or a vocabulary cut short with its manifest entry,
// verified as sound or only as a digest mismatch. Each disagreement is one
// line naming the file and the counts; a version published before the
// tally, or of another kind, has nothing to check.
func TestVerifyChecksTheTagVocabTally(t *testing.T) {
	const vocab = "_2\t5\n5_\t3\n"
	tally := func(kept, keptOcc, distinct, occ int64) Tally {
		v := Tally{Name: TallyTagVocab}
		v.Add(TagVocabKept, kept)
		v.Add(TagVocabKeptOccurrences, keptOcc)
		v.Add(TagVocabDistinct, distinct)
		v.Add(TagVocabOccurrences, occ)
		v.Add(TagVocabSize99, 2)
		v.Add(TagVocabSize999, 2)
		return v
	}
	for _, c := range []struct {
		name, kind, file string
		listed           bool
		tallies          []Tally
		want             string // "" : no problem
	}{
		{"agrees", KindTagger, vocab, true, []Tally{tally(2, 8, 4, 10)}, ""},
		{"cut short", KindTagger, "_2\t5\n", true, []Tally{tally(2, 8, 4, 10)}, "tagger/vocab.tsv: 1 fragment line(s), but the manifest's tag_vocab tally keeps 2 fragments"},
		{"a count edited", KindTagger, "_2\t6\n5_\t3\n", true, []Tally{tally(2, 8, 4, 10)}, "tagger/vocab.tsv: its counts sum to 9, but the manifest's tag_vocab tally says the kept fragments cover 8 occurrences"},
		{"tally keeps more than it counted", KindTagger, vocab, true, []Tally{tally(2, 8, 1, 10)}, "tagger/vocab.tsv: the manifest's tag_vocab tally keeps 2 fragments covering 8 occurrences of 1 distinct and 10 counted"},
		{"not a line of tag and count", KindTagger, "_2 5\n", true, []Tally{tally(1, 5, 4, 10)}, `tagger/vocab.tsv line 1: want tag<TAB>count, got "_2 5"`},
		{"file not listed", KindTagger, vocab, false, []Tally{tally(2, 8, 4, 10)}, "tagger/vocab.tsv: not among the manifest's files, but its tag_vocab tally keeps 2 fragments"},
		{"published before the tally", KindTagger, "_2\t5\n", true, nil, ""},
		{"another kind", "", "_2\t5\n", true, []Tally{tally(2, 8, 4, 10)}, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			if err := os.MkdirAll(filepath.Join(dir, "tagger"), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(filepath.Join(dir, TaggerVocabFile), []byte(c.file), 0o644); err != nil {
				t.Fatal(err)
			}
			m := &Manifest{Kind: c.kind, Stats: Stats{Tallies: c.tallies}}
			if c.listed {
				m.Files = []ShardInfo{{Path: TaggerVocabFile}}
			}
			rep := &VerifyReport{Manifest: m}
			checkTagVocab(context.Background(), LocalFS{}, rep, dir)
			switch {
			case c.want == "" && len(rep.Problems) > 0:
				t.Errorf("problems %q, want none", rep.Problems)
			case c.want != "" && (len(rep.Problems) != 1 || !strings.HasPrefix(rep.Problems[0], c.want)):
				t.Errorf("problems %q, want one starting %q", rep.Problems, c.want)
			}
		})
	}
}
