package trainer

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/tagging"
)

// taggerRaw is one line of predictions.tags.jsonl: the spoken words (src)
// and one predicted tag per word.
type taggerRaw struct {
	ID   string   `json:"id"`
	Src  string   `json:"src"`
	Tags []string `json:"tags"`
	Ref  string   `json:"ref"`
}

// realizeTaggerLine applies one row's predicted tags with tagging.Realize,
// the derive step's realization (NeMo's post-processing, Antonova et al.
// 2022 section 2.5). The model predicts no semiotic classes (NeMo's second
// head), so a "<<" moves after the last <SELF> word, not to the start of
// its class's run as tagging.RealizeLabels would with predicted classes:
// every derived row realizes the same both ways (Deriver.Derive checks).
func realizeTaggerLine(line []byte) (Prediction, error) {
	var r taggerRaw
	if err := json.Unmarshal(line, &r); err != nil {
		return Prediction{}, fmt.Errorf("bad tagger prediction: %v", err)
	}
	hyp, err := tagging.Realize(strings.Fields(r.Src), r.Tags)
	if err != nil {
		return Prediction{}, fmt.Errorf("row %q: %w", r.ID, err)
	}
	// Realize already collapses runs of spaces and trims, as NeMo's
	// realize_output has since r1.9.0 (tagu35, 890badf2).
	return Prediction{ID: r.ID, Src: r.Src, Hyp: hyp, Ref: r.Ref}, nil
}

// taggerStaged is a staged tagger row: src = the spoken words, tags = one
// per word, tgt = the written text they realize.
type taggerStaged struct {
	ID  string `json:"id"`
	Src string `json:"src"`
	// Tags is null in held-out rows staged from a prep version.
	Tags []string `json:"tags"`
	Tgt  string   `json:"tgt"`
}

// readTaggerRows stages the rows of a `derive tagger` version
// (dataset.TaggerRow).
func readTaggerRows(b []byte) (rows []stagedRow, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("cannot read columns id, split, input, tags, target (is it a `derive tagger` version?): %v", r)
		}
	}()
	trs, err := dataset.ReadRows[dataset.TaggerRow](bytes.NewReader(b), int64(len(b)))
	if err != nil {
		return nil, err
	}
	rows = make([]stagedRow, len(trs))
	for i, r := range trs {
		rows[i] = stagedRow{ID: r.ID, Split: r.Split, Value: taggerStaged{ID: r.ID, Src: r.Input, Tags: r.Tags, Tgt: r.Target},
			Empty: strings.TrimSpace(r.Input) == "" || len(strings.Fields(r.Input)) != len(r.Tags)}
	}
	return rows, nil
}

// readHeldOutTaggerRows stages a prep version's pairs as tagger rows to
// decode: the words are the spoken side's ASR words, as `derive tagger`
// cuts them (strings.Fields of sources.ASRForm), tags are null, tgt is the
// written side, the reference.
func readHeldOutTaggerRows(b []byte) ([]stagedRow, error) {
	rows, err := readRows(b)
	if err != nil {
		return nil, err
	}
	out := make([]stagedRow, len(rows))
	for i, r := range rows {
		words := strings.Join(heldOutWords(r.Spoken), " ")
		out[i] = stagedRow{ID: r.ID, Split: r.Split, Value: taggerStaged{ID: r.ID, Src: words, Tgt: r.Written},
			Empty: words == "" || r.Written == ""}
	}
	return out, nil
}

// heldOutWords are the words a held-out spoken side is decoded as: its ASR
// form's words (sources.ASRForm: lower-case letter and digit runs, an
// apostrophe kept between letters), as `derive tagger` cuts the spoken side
// and as `derive u2tf`'s tokens are.
func heldOutWords(spoken string) []string {
	return strings.Fields(sources.ASRForm(spoken))
}
