package tagging

import (
	"strings"
	"testing"
)

// TestTagsRebuildTheLowerCaseTarget pins what a row of a prep text parent
// rebuilds (qa37's question): "Dec" is tagged _dec_ and "7:45am" said
// "seven forty five a m" _7: 4 5 <SELF> m_, and Realize writes the target
// exactly, "dec" and "7:45am" (the fragments of one _..._ chunk are joined
// without spaces, as NeMo's realize_output joins them). The target is the
// written text case-folded, less the punctuation nobody says, by the
// Thutmose format: NeMo's get_src_and_dst_for_alignment case-folds the
// written side and its eval.py compares case-folded sentences; case and
// punctuation are another model's (derive u2tf).
func TestTagsRebuildTheLowerCaseTarget(t *testing.T) {
	written := "The meeting is on Dec 5 at 7:45am in Room 4."
	spoken := "the meeting is on december fifth at seven forty five a m in room four"
	spans := []Span{{"date", 18, 23, 18, 32}, {"time", 27, 33, 36, 56}, {"cardinal", 42, 43, 65, 69}}
	ex, f := NewDeriver().Derive(written, spoken, spans, true)
	if f != nil {
		t.Fatal(f)
	}
	wantTags := "<SELF> <SELF> <SELF> <SELF> _dec_ _5_ <SELF> _7: 4 5 <SELF> m_ <SELF> <SELF> _4_"
	wantTarget := "the meeting is on dec 5 at 7:45am in room 4"
	if got := strings.Join(ex.Tags, " "); got != wantTags || ex.Target != wantTarget {
		t.Errorf("tags %q target %q, want %q and %q", got, ex.Target, wantTags, wantTarget)
	}
	if got, err := Realize(ex.Words, ex.Tags); err != nil || got != wantTarget {
		t.Errorf("realized %q (%v), want exactly %q", got, err, wantTarget)
	}
}
