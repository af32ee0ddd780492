package trainer

import (
	"strings"
	"testing"
)

// TestNoTestRowsHintFitsTheDesign: the warning on a version without test
// rows told a tagger run to give "any prep version with a test split" (and
// the tagger version's parent, a prep version), and the same run given one
// then warned that a prep version's references count every case and
// punctuation difference the tagger never writes. The hint now names what
// scores each design on the form it writes. A derived version's parent
// has its splits: it was named "if that has one", where the remedy is a
// parent with a test split, derived again.
func TestNoTestRowsHintFitsTheDesign(t *testing.T) {
	const parent = "derive keeps its parent's splits, so its parent, version p1, has test rows only if derive rejected them all: otherwise prep the corpus with a test split (its test files, or --split-by-id train=98,validation=1,test=1) and derive again"
	tagger := noTestRowsHint(Tagger, parentRows{ID: "p1"})
	if !strings.Contains(tagger, "derive tagger") || strings.Contains(tagger, "any prep version") || !strings.HasSuffix(tagger, parent) {
		t.Errorf("tagger hint %q: want a derive tagger version, not a prep version, and a parent with a test split", tagger)
	}
	u2tf := noTestRowsHint(U2TF, parentRows{ID: "p1"})
	if !strings.Contains(u2tf, "derive u2tf") || !strings.Contains(u2tf, "--detokenize") || !strings.HasSuffix(u2tf, parent) || strings.Contains(u2tf, "if that has one") {
		t.Errorf("u2tf hint %q", u2tf)
	}
	if got, want := noTestRowsHint(Seq2Seq, parentRows{}), "any prep version with a test split"; got != want {
		t.Errorf("seq2seq hint %q, want %q", got, want)
	}
}

// TestNoTestRowsHintSaysWhatTheParentHas: where the parent's manifest is
// found, the hint says which of the two it is, derive's rejects or a
// parent without a test split, instead of "only if derive rejected them
// all: otherwise ..." (2026-12-01).
func TestNoTestRowsHintSaysWhatTheParentHas(t *testing.T) {
	rejected := noTestRowsHint(Tagger, parentRows{ID: "p1", Dir: "/o/gtn/p1", Derived: "/o/gtn-tagger/c1", Found: true, Rows: 4})
	if !strings.HasSuffix(rejected, "; derive rejected all 4 test rows of its parent /o/gtn/p1 (itnprep versions head /o/gtn-tagger/c1 --rejects says why)") {
		t.Errorf("rejected: %q", rejected)
	}
	one := noTestRowsHint(Tagger, parentRows{ID: "p1", Dir: "/o/gtn/p1", Derived: "/o/gtn-tagger/c1", Found: true, Rows: 1})
	if !strings.HasSuffix(one, "; derive rejected the one test row of its parent /o/gtn/p1 (itnprep versions head /o/gtn-tagger/c1 --rejects says why)") {
		t.Errorf("one rejected (it said \"all 1 test rows\"): %q", one)
	}
	none := noTestRowsHint(U2TF, parentRows{ID: "p1", Dir: "/o/text/p1", Found: true})
	if !strings.HasSuffix(none, "; its parent /o/text/p1 has no test rows either (derive keeps its parent's splits): prep the corpus with a test split (its test files, or --split-by-id train=98,validation=1,test=1) and derive again") {
		t.Errorf("none: %q", none)
	}
}
