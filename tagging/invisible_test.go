package tagging

import (
	"strings"
	"testing"
)

// TestDeriveInvisibleCharacters: a zero-width space inside a word or a
// number (what prep gtn keeps on the written side) is nothing to the
// tagger, as to the spoken side's ASR form: "x\u200by" is the word "xy"
// said "xy" (it was two tokens, an unaligned_fragment reject against
// "xy"), and "5\u200b000" is 5000 (a realization_mismatch reject). An
// emoji no word says is left out of the target as punctuation is.
func TestDeriveInvisibleCharacters(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, target string }{
		{"x\u200by 7.", "xy seven", "<SELF> _7_", "xy 7"},
		{"5\u200b000 people", "five thousand people", "_5 000_ <SELF>", "5000 people"},
		{"He said 👍 at 3 pm.", "he said at three p m", "<SELF> <SELF> <SELF> _3_ _p m_", "he said at 3 pm"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags || ex.Target != c.target {
			t.Errorf("%q: tags %q target %q, want %q %q", c.written, got, ex.Target, c.tags, c.target)
		}
	}
	if got := Tokenize("x\u200by\u00ad z", false); len(got) != 2 || got[0].Text != "xy" || got[1].Text != "z" {
		t.Errorf("Tokenize: %+v", got)
	}
}
