package trainer

import (
	"fmt"
	"io"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/tagging"
)

// taggerRaw is one line of predictions.tags.jsonl: the spoken words (src),
// one predicted tag per word and, from a model with the semiotic head, one
// predicted semiotic class per word.
type taggerRaw struct {
	ID      string   `json:"id"`
	Src     string   `json:"src"`
	Tags    []string `json:"tags"`
	Classes []string `json:"classes,omitempty"`
	Ref     string   `json:"ref"`
}

// realizeTaggerLine applies one row's predicted tags as NeMo's
// post-processing does (realize_output, Antonova et al. 2022 section 2.5):
// with the predicted semiotic classes (NeMo's second head) by
// tagging.RealizeLabels, a "<<" moving to the start of its class's run of
// words. A model without that head (a checkpoint or a staging from before
// it, a version whose rows have no classes) wrote no classes: tagging.Realize,
// the "<<" after the last <SELF> word. Every derived row realizes the same
// both ways with its own classes (Deriver.Derive checks); predicted tags
// and classes may not.
func realizeTaggerLine(line []byte) (Prediction, error) {
	var r taggerRaw
	if err := decodeRaw(line, &r, "tagger", "id", "src", "tags", "ref"); err != nil {
		return Prediction{}, err
	}
	words := strings.Fields(r.Src)
	var hyp string
	var err error
	if r.Classes != nil {
		hyp, err = tagging.RealizeLabels(words, r.Tags, r.Classes)
	} else {
		hyp, err = tagging.Realize(words, r.Tags)
	}
	if err != nil {
		return Prediction{}, fmt.Errorf("row %q: %w", r.ID, err)
	}
	// Realize already collapses runs of spaces and trims, as NeMo's
	// realize_output has since r1.9.0 (tagu35, 890badf2).
	return Prediction{ID: r.ID, Src: r.Src, Hyp: hyp, Ref: r.Ref}, nil
}

// taggerStaged is a staged tagger row: src = the spoken words, tags = one
// per word, classes = one semiotic class per word (the row's semiotic
// spans, PLAIN outside them: what the model's semiotic head learns), spans
// = the row's semiotic spans as [start, end) word indices (what the class
// span accuracy scores, one by one as NeMo's ThutmoseTaggerModel does:
// two adjacent spans of one class are two spans, which classes alone
// cannot tell from one), tgt = the written text they realize.
type taggerStaged struct {
	ID  string `json:"id"`
	Src string `json:"src"`
	// Tags is null in held-out rows staged from a prep version.
	Tags []string `json:"tags"`
	// Classes is absent in held-out rows staged from a prep version.
	Classes []string `json:"classes,omitempty"`
	// Spans is absent where the row has none.
	Spans [][2]int32 `json:"spans,omitempty"`
	Tgt   string     `json:"tgt"`
}

// readTaggerRows stages the rows of a `derive tagger` version
// (dataset.TaggerRow).
func readTaggerRows(ra io.ReaderAt, size int64, each func(stagedRow) error) error {
	return scanShard(ra, size, "cannot read columns id, split, input, tags, target (is it a `derive tagger` version?)", func(r *dataset.TaggerRow) error {
		n := len(strings.Fields(r.Input))
		empty := n == 0 || n != len(r.Tags)
		var classes []string
		var spans [][2]int32
		if !empty {
			var err error
			if classes, err = semioticClasses(n, r.Semiotic); err != nil {
				return fmt.Errorf("row %q: %w", r.ID, err)
			}
			for _, s := range r.Semiotic {
				spans = append(spans, [2]int32{s.Start, s.End})
			}
		}
		return each(stagedRow{ID: r.ID, Split: r.Split, Value: taggerStaged{ID: r.ID, Src: r.Input, Tags: r.Tags, Classes: classes, Spans: spans, Tgt: r.Target},
			Empty: empty})
	})
}

// semioticClasses gives each of n words the class of the row's semiotic
// span holding it, PLAIN outside them (tagging.SemioticLabels, NeMo's
// per-word semiotic labels): the semiotic head's targets.
func semioticClasses(n int, spans []dataset.SemioticSpan) ([]string, error) {
	return tagging.SemioticLabels(n, tagging.SemioticOf(spans))
}

// readHeldOutTaggerRows stages a prep version's pairs as tagger rows to
// decode: the words are the spoken side's ASR words, as `derive tagger`
// cuts them (strings.Fields of sources.ASRForm), tags are null, tgt is the
// written side, the reference.
func readHeldOutTaggerRows(ra io.ReaderAt, size int64, each func(stagedRow) error) error {
	return scanRows(ra, size, func(r *Row) error {
		words := strings.Join(heldOutWords(r.Spoken), " ")
		return each(stagedRow{ID: r.ID, Split: r.Split, Value: taggerStaged{ID: r.ID, Src: words, Tgt: r.Written},
			Empty: words == "" || r.Written == ""})
	})
}

// heldOutWords are the words a held-out spoken side is decoded as: its ASR
// form's words (sources.ASRForm: lower-case letter and digit runs, an
// apostrophe kept between letters), as `derive tagger` cuts the spoken side
// and as `derive u2tf`'s tokens are.
func heldOutWords(spoken string) []string {
	return strings.Fields(sources.ASRForm(spoken))
}
