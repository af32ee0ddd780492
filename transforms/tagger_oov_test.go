package transforms

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textcut"
)

// TestTagOOVOfAnotherSplitSaysTheTagMayNotOccurInTheVocabSplit: the
// vocabulary is counted on the train split, so a validation or test row
// may hold a fragment train never produced, which no option keeps; its
// reject told it to raise --vocab-coverage (on NeMo's first 1,000 GTN
// sentences, 14 of 15 tag_oov rejects were such rows, and train had
// dropped one fragment only). A train row's reject, whose fragment train
// did produce, names the option as before.
func TestTagOOVOfAnotherSplitSaysTheTagMayNotOccurInTheVocabSplit(t *testing.T) {
	v := TaggerVocab{Tags: []string{"f0", "f1"}, Counts: []int64{10, 10}, Kept: 2, Distinct: 3, Coverage: 0.999}
	fn := &tagFilterFn{Parent: "p", Source: "gtn", VocabSplit: "train", set: map[string]bool{"f0": true, "f1": true}, why: "--vocab-coverage 0.999 kept 2 of the 3 distinct fragments of the train split: raise it (1 keeps every one)"}
	var reasons []string
	for _, split := range []string{"validation", "train"} {
		fn.filter(dataset.TaggerRow{ID: split + ":1", Split: split, Input: "oct", Tags: []string{"_oct._"}},
			v, func(dataset.TaggerRow) { t.Errorf("%s: a row with an OOV tag kept", split) },
			func(rj dataset.Reject) { reasons = append(reasons, rj.Reason) })
	}
	want := `tag "_oct._" of this validation row is not among the 2 fragments kept from the train split, where the vocabulary is counted: it may not occur there at all, which only more train rows (or rows more like this one) change; or --vocab-coverage 0.999 kept 2`
	if len(reasons) != 2 || !strings.HasPrefix(reasons[0], want) {
		t.Errorf("validation row: %q, want %q", reasons, want)
	}
	if len(reasons) == 2 && reasons[1] != `tag "_oct._" is not among the 2 kept fragments (--vocab-coverage 0.999 kept 2 of the 3 distinct fragments of the train split: raise it (1 keeps every one))` {
		t.Errorf("train row: %q", reasons[1])
	}
	// Every fragment of train kept: the reason (fn.why) already says only
	// more rows add fragments.
	v.Distinct = 2
	reasons = nil
	fn.filter(dataset.TaggerRow{ID: "v:2", Split: "validation", Tags: []string{"_x_"}}, v, func(dataset.TaggerRow) {}, func(rj dataset.Reject) { reasons = append(reasons, rj.Reason) })
	if len(reasons) != 1 || !strings.HasPrefix(reasons[0], `tag "_x_" is not among the 2 kept fragments (`) {
		t.Errorf("all kept: %q", reasons)
	}
}

// TestTagOOVReasonOfALongFragmentIsBounded: a tag_oov reason quotes its
// fragment cut to textcut.QuoteLimit bytes and "…" (a fragment of a
// written word of 10,000 characters was quoted whole), and still names
// the rule and the row.
func TestTagOOVReasonOfALongFragmentIsBounded(t *testing.T) {
	v := TaggerVocab{Tags: []string{"f0"}, Counts: []int64{10}, Kept: 1, Distinct: 1, Coverage: 1}
	fn := &tagFilterFn{Parent: "p", Source: "gtn", VocabSplit: "train", set: map[string]bool{"f0": true}, why: "only more rows add fragments"}
	long := "_" + strings.Repeat("x", 10_000) + "_"
	var rejects []dataset.Reject
	fn.filter(dataset.TaggerRow{ID: "train:7", Split: "train", Tags: []string{long}}, v, func(dataset.TaggerRow) {},
		func(rj dataset.Reject) { rejects = append(rejects, rj) })
	if max := textcut.QuoteLimit + len("…") + 100; len(rejects) != 1 || len(rejects[0].Reason) > max ||
		!strings.HasPrefix(rejects[0].Reason, `tag "_xxx`) || !strings.Contains(rejects[0].Reason, "…") ||
		rejects[0].Location == "" || !strings.HasSuffix(rejects[0].Rule, "tag_oov") {
		for _, rj := range rejects {
			t.Errorf("%s at %q: reason of %d bytes (want at most %d): %.300q", rj.Rule, rj.Location, len(rj.Reason), max, rj.Reason)
		}
	}
}
