package tagging

import (
	"strings"
	"testing"
)

// TestGoldTagsRealizeTheWrittenSpacing: derived tags realize the target
// with its own spacing (word for word, as a WER against the target counts),
// not only equal ignoring spaces, wherever the marks between two fragments
// can say it, on every row of spacingRows. The first nine realized
// otherwise once: "7 th" (a swapped ordinal kept its written marks), "$
// 300,000" and "us$ 30" (a moved sign), "ac/ dc", "he' s", "2010." for
// GTN's "2010 ." (chunks apart in the written text glued inside one tag),
// "3h" (NeMo glues a whole text that opens and closes with "_"); the
// alignment and spacing tests and the long-row benchmark read the same
// rows.
func TestGoldTagsRealizeTheWrittenSpacing(t *testing.T) {
	d := NewDeriver()
	for _, c := range spacingRows {
		ex, f := d.Derive(c[0], c[1], nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c[0], f)
		}
		got, err := Realize(ex.Words, ex.Tags)
		if err != nil {
			t.Fatal(err)
		}
		if strings.Join(strings.Fields(got), " ") != ex.Target {
			t.Errorf("%q: tags %q realize %q, target %q", c[0], ex.Tags, got, ex.Target)
		}
	}
}

// spacingRows are rows whose derived tags mendSpacing changes or keeps:
// moved signs, swapped ordinals, glued chunks, a letter said alone after
// a fragment, touching spans, numbers of every shape.
var spacingRows = [][2]string{
	{"despatch from 7th february 1941 to 15th july 1941", "despatch from the seventh of february nineteen forty one to the fifteenth of july nineteen forty one"},
	{"it was built at a cost of $300,000 to a design", "it was built at a cost of three hundred thousand dollars to a design"},
	{"it costs us$30 today", "it costs thirty us dollars today"},
	{"the band ac/dc played", "the band a c d c played"},
	{"He 's an eye magnet", "he s an eye magnet"},
	{"population of villages 2010 .", "population of villages twenty ten"},
	{"an area of 294 km² here", "an area of two hundred ninety four square kilometers here"},
	{"3 h", "three hours"},
	{"a tolerance of 1e-5", "a tolerance of one times ten to the minus fifth"},
	{"e = mc²", "e equals m c to the power of two"},
	{"It cost $12.5 million and seated 1,200 people .", "it cost twelve point five million dollars and seated one thousand two hundred people"},
	{"Visit www.bbc.co.uk for details .", "visit w w w dot b b c dot c o dot u k for details"},
	{"The NHL season ended at 10:30 p.m. , the", "the n h l season ended at ten thirty p m the"},
	{"In 2013 it carried over 400,000 fish.", "in twenty thirteen it carried over four hundred thousand fish"},
	{"Call 555-1234 at 10:30 pm.", "call five five five one two three four at ten thirty p m"},
	{"the scorpion 's tail", "the scorpion s tail"},
	{"from 1 - 2 , 4 - 5", "from one to two four to five"},
	{"it was 31.7 % in 2001 , 25 friends", "it was thirty one point seven percent in two thousand one twenty five friends"},
}

// TestSpacingNeedsNoWordFragment: a possessive said apart after a word
// read as itself ("the scorpion 's" for "scorpion's", or "john s" as GTN's
// clitic is said) stays spaced: only a tag holding the word's own text
// ("_scorpion") could join them, one fragment per name, which mendSpacing
// never makes (NeMo's realization glues from a "_" with no space after it,
// and a <SELF> word carries none; made so on NeMo GTN 2,001-7,551
// detokenized, 267 rows before GTN's clitic was joined on the spoken side,
// the vocabulary grew 882 -> 1,076 and tag_oov 85 -> 128). The tags
// still realize the target ignoring spaces.
func TestSpacingNeedsNoWordFragment(t *testing.T) {
	for _, c := range []struct {
		written, spoken string
		self            int
	}{
		{"the scorpion's dark dance", "the scorpion 's dark dance", 1},
		{"we saw John's car", "we saw john s car", 2},
		{"McDonald's menu", "mcdonald s menu", 0},
	} {
		ex, f := NewDeriver().Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatal(f)
		}
		if ex.Tags[c.self] != Self || ex.Tags[c.self+1] != "_'s_" {
			t.Errorf("%q: tags %q, want <SELF> _'s_ at %d", c.written, ex.Tags, c.self)
		}
		got, _ := Realize(ex.Words, ex.Tags)
		if !SameIgnoringSpaces(got, ex.Target) {
			t.Errorf("%q: tags %q realize %q, target %q", c.written, ex.Tags, got, ex.Target)
		}
	}
}

func TestSpacingErrors(t *testing.T) {
	for _, c := range []struct {
		got, want string
		n         int
	}{
		{"7 th  february", "7th february", 1},
		{" $ 300,000 ", "$300,000", 1},
		{"a b", "a b", 0},
		{"ab", "a b", 1},
		{"ab", "ac", -1},
		{"ab", "abc", -1},
	} {
		if n := spacingErrors(c.got, c.want); n != c.n {
			t.Errorf("spacingErrors(%q, %q) = %d, want %d", c.got, c.want, n, c.n)
		}
	}
}
