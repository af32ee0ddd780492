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
// scores each design on the form it writes.
func TestNoTestRowsHintFitsTheDesign(t *testing.T) {
	tagger := noTestRowsHint(Tagger, "p1")
	if !strings.Contains(tagger, "derive tagger") || strings.Contains(tagger, "any prep version") || strings.Contains(tagger, "p1") {
		t.Errorf("tagger hint %q: want a derive tagger version, not a prep version or the prep parent", tagger)
	}
	u2tf := noTestRowsHint(U2TF, "p1")
	if !strings.Contains(u2tf, "derive u2tf") || !strings.Contains(u2tf, "--detokenize") || !strings.Contains(u2tf, "its parent, version p1, if that has one") {
		t.Errorf("u2tf hint %q", u2tf)
	}
	if got, want := noTestRowsHint(Seq2Seq, ""), "any prep version with a test split"; got != want {
		t.Errorf("seq2seq hint %q, want %q", got, want)
	}
}
