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
// neither above distinct and occurrences, and size_99 and size_99.9 where
// the file's counts reach that share of occurrences, or past the file and
// within distinct where they do not. Verify took the tally at its
// word: a tally edited, or a vocabulary cut short with its manifest entry,
// verified as sound or only as a digest mismatch. Each disagreement is one
// line naming the file and the counts; a version published before the
// tally, or of another kind, has nothing to check.
func TestVerifyChecksTheTagVocabTally(t *testing.T) {
	const vocab = "_2\t5\n5_\t3\n"
	// sizes: size_99 and size_99.9, 4 and 4 unless given (the two kept
	// fragments, 5 + 3 of 10 occurrences, fall short of 99%: the other
	// two distinct ones, 1 each, are needed).
	tally := func(kept, keptOcc, distinct, occ int64, sizes ...int64) Tally {
		v := Tally{Name: TallyTagVocab}
		v.Add(TagVocabKept, kept)
		v.Add(TagVocabKeptOccurrences, keptOcc)
		v.Add(TagVocabDistinct, distinct)
		v.Add(TagVocabOccurrences, occ)
		sizes = append(sizes, 4, 4)
		v.Add(TagVocabSize99, sizes[0])
		v.Add(TagVocabSize999, sizes[1])
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
		// 95 + 4 of 100 reach 99% at the second line, 99.9% only with the
		// third distinct fragment, not kept.
		{"sizes agree", KindTagger, "_2\t95\n5_\t4\n", true, []Tally{tally(2, 99, 3, 100, 2, 3)}, ""},
		{"size_99 edited", KindTagger, "_2\t95\n5_\t4\n", true, []Tally{tally(2, 99, 3, 100, 1, 3)}, "tagger/vocab.tsv: its counts reach 99% of the 100 occurrences the manifest's tag_vocab tally counted at line 2, but the tally's size_99 is 1"},
		{"size_99.9 within the kept ones", KindTagger, "_2\t95\n5_\t4\n", true, []Tally{tally(2, 99, 3, 100, 2, 2)}, "tagger/vocab.tsv: its 2 fragments cover less than 99.9% of the 100 occurrences the manifest's tag_vocab tally counted, so size_99.9 is more than 2 and at most the 3 distinct, but the tally says 2"},
		{"size_99.9 past the distinct ones", KindTagger, "_2\t95\n5_\t4\n", true, []Tally{tally(2, 99, 3, 100, 2, 4)}, "tagger/vocab.tsv: its 2 fragments cover less than 99.9%"},
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
