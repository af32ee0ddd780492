package pipelines

import (
	"context"
	"path/filepath"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/storage"
)

// The advice for an export file whose split the parent lacks follows the
// parent's source: a GTN parent read from raw files gets GTN's own
// held-out files (which prep gtn maps to validation and test), not
// --split-by-id, which it used to get like any corpus without splits; a
// NeMo JSONL parent gets --nemo-split's split and --split-by-id, and a
// parent that already used --split-by-id a larger weight.
func TestSplitRemedyFollowsTheSource(t *testing.T) {
	raw := &dataset.Manifest{Source: "gtn", Config: map[string]string{"nemo_split": "test"},
		Inputs: []dataset.InputInfo{{Path: "/data/en_with_types/output-00000-of-00100.gz"}}}
	nemo := &dataset.Manifest{Source: "gtn", Config: map[string]string{"nemo_split": "test"},
		Inputs: []dataset.InputInfo{{Path: "/data/GoogleTN.json"}}}
	kaggle := &dataset.Manifest{Source: "gtn", Config: map[string]string{"nemo_split": "test"},
		Inputs: []dataset.InputInfo{{Path: "/data/en_train.csv.zip"}}}
	byID := &dataset.Manifest{Source: "gtn", Config: map[string]string{"split_by_id": "train=99,validation=1"},
		Inputs: []dataset.InputInfo{{Path: "/data/GoogleTN.json"}}}
	for _, tc := range []struct {
		source        string
		pm            *dataset.Manifest
		split         string
		want, wantNot string
	}{
		{"gtn", raw, "validation", "add GTN's validation files output-00090-of-00100 to output-00094-of-00100 to prep gtn's --input", "split-by-id"},
		{"gtn", raw, "test", "add GTN's test file output-00099-of-00100", "split-by-id"},
		{"gtn", nemo, "train", "prep gtn put every NeMo JSONL record in --nemo-split's split, test here; prep gtn --split-by-id train=98,validation=1,test=1", "output-000"},
		{"gtn", kaggle, "validation", "Kaggle's CSV takes its split from its name, en_train.csv train; prep gtn --split-by-id", "output-000"},
		{"gtn", byID, "validation", "its prep ... --split-by-id train=99,validation=1 put none there: give validation a larger weight", "output-000"},
		{"gtn", nil, "validation", "raw GTN files: add GTN's validation files output-00090-of-00100", ""},
		{"libriheavy", &dataset.Manifest{}, "validation", "libriheavy_cuts_dev.jsonl.gz", ""},
		{"text", &dataset.Manifest{}, "validation", "a corpus without splits: prep ... --split-by-id train=98,validation=1,test=1", ""},
	} {
		got := splitRemedy(tc.source, tc.pm, tc.split)
		if !strings.Contains(got, tc.want) || (tc.wantNot != "" && strings.Contains(got, tc.wantNot)) {
			t.Errorf("%s %v %s: %q, want %q without %q", tc.source, tc.pm != nil, tc.split, got, tc.want, tc.wantNot)
		}
	}
}

// A split that no corpus file gives (derive tagger --vocab-split dev: prep
// names its files' splits train, validation and test) is advised
// --split-by-id naming it, and a --split-by-id that did not name the split
// is advised to name it: the advice was "add GTN's  to prep gtn's --input"
// (no files: GTN has none for dev), "a corpus without splits" for
// Libriheavy, and "give test a larger weight" for a split the spec never
// named.
func TestSplitRemedyOfASplitNoFileGives(t *testing.T) {
	raw := &dataset.Manifest{Source: "gtn", Inputs: []dataset.InputInfo{{Path: "/data/output-00000-of-00100.gz"}}}
	byID := &dataset.Manifest{Source: "gtn", Config: map[string]string{"split_by_id": "train=99,validation=1"},
		Inputs: []dataset.InputInfo{{Path: "/data/GoogleTN.json"}}}
	for _, tc := range []struct {
		source, split string
		pm            *dataset.Manifest
		want          string
	}{
		{"gtn", "dev", raw, `no corpus file gives a "dev" split (their splits are train, validation and test): prep ... --split-by-id train=98,dev=2 makes one`},
		{"gtn", "dev", nil, `no corpus file gives a "dev" split`},
		{"libriheavy", "dev", &dataset.Manifest{}, `no corpus file gives a "dev" split`},
		{"gtn", "test", byID, "its prep ... --split-by-id train=99,validation=1 names no test split: add test=1 to it"},
		{"gtn", "validation", byID, "its prep ... --split-by-id train=99,validation=1 put none there: give validation a larger weight"},
	} {
		if got := splitRemedy(tc.source, tc.pm, tc.split); !strings.HasPrefix(got, tc.want) {
			t.Errorf("%s %s: %q, want %q", tc.source, tc.split, got, tc.want)
		}
	}
}

// A tagger version's vocabulary figures are data: vocabFigures reads the
// manifest's dataset.TallyTagVocab (derive tagger records it), and only for a
// version published before that tally the card's "Tag vocabulary" table,
// which it used to read always (parsing the card's text). The tally wins
// over a card that says otherwise; neither gives distinct -1.
func TestVocabFiguresReadTheManifestsTally(t *testing.T) {
	tally := func(distinct, kept int64) dataset.Stats {
		s := dataset.NewStats()
		v := s.Tally(dataset.TallyTagVocab)
		v.Add(dataset.TagVocabDistinct, distinct)
		v.Add(dataset.TagVocabKept, kept)
		v.Add(dataset.TagVocabOccurrences, 100)
		return s
	}
	card := []dataset.CardSection{{Title: "Tag vocabulary", Body: "Fragment tags ...\n\n| what | value |\n|---|---:|\n| distinct fragments | 79 |\n| fragment occurrences | 200 |\n| kept fragments | 3 |\n"}}
	for _, tc := range []struct {
		name           string
		m              *dataset.Manifest
		distinct, kept int64
	}{
		{"tally only", &dataset.Manifest{Stats: tally(50, 50)}, 50, 50},
		{"tally over the card", &dataset.Manifest{Stats: tally(120, 40), Sections: card}, 120, 40},
		{"a kept count of 0", &dataset.Manifest{Stats: tally(7, 0)}, 7, 0},
		{"card only (published before the tally)", &dataset.Manifest{Stats: dataset.NewStats(), Sections: card}, 79, 3},
		{"neither", &dataset.Manifest{Stats: dataset.NewStats()}, -1, 0},
	} {
		if d, k := vocabFigures(tc.m); d != tc.distinct || k != tc.kept {
			t.Errorf("%s: distinct %d kept %d, want %d and %d", tc.name, d, k, tc.distinct, tc.kept)
		}
	}
	// The advice names the tally's figures.
	m := &dataset.Manifest{Stats: tally(120, 40), Sections: card, Config: map[string]string{"vocab_size": "40", "vocab_coverage": "0.999"}}
	if got, want := vocabAdvice(m), "--vocab-size 40 kept 40 of the 120 distinct fragments of the train split"; !strings.HasPrefix(got, want) {
		t.Errorf("vocabAdvice: %q, want %q", got, want)
	}
}

// TestEmptyExportAdviceFindsTheParentOfARelativeVersion: a tagger version
// named from within its dataset's folder (`export nemo-tagger ID`, or
// `ID/`) finds its parent beside it, OUT/NAME/PARENT_ID, as versions
// verify does (storage.ParentDir): a copy of the lookup looked in
// ./NAME/PARENT_ID, found nothing, and gave both causes where the parent
// had no validation rows.
func TestEmptyExportAdviceFindsTheParentOfARelativeVersion(t *testing.T) {
	ctx := context.Background()
	out := t.TempDir()
	write := func(m *dataset.Manifest) {
		b, err := m.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		if err := storage.WriteAtomic(ctx, filepath.Join(out, m.Name, m.VersionID, dataset.ManifestFile), b); err != nil {
			t.Fatal(err)
		}
	}
	write(&dataset.Manifest{Format: dataset.FormatV1, Name: "text", VersionID: "00000000000000000001", Source: "text",
		Accounting: dataset.Accounting{RowsBySplit: map[string]int64{"train": 4}}})
	write(&dataset.Manifest{Format: dataset.FormatV1, Name: "text-tagger", VersionID: "00000000000000000002", Source: "text", Kind: "tagger",
		Parent: &dataset.Parent{Name: "text", VersionID: "00000000000000000001", Source: "text"}})
	parent := filepath.Join(out, "text", "00000000000000000001")
	want := "its parent " + parent + " has no validation rows"
	t.Chdir(filepath.Join(out, "text-tagger"))
	for _, dir := range []string{"00000000000000000002", "00000000000000000002/", "./00000000000000000002", filepath.Join(out, "text-tagger", "00000000000000000002") + "/"} {
		if got := EmptyExportFileAdvice(ctx, dir, "valid.tsv"); !strings.HasPrefix(got, want) {
			t.Errorf("%s: %q, want %q", dir, got, want)
		}
	}
}
