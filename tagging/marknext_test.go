package tagging

import (
	"strings"
	"testing"
)

// TestMarkGoesToTheFragmentAfter: a mark no word says, between two spans
// the target spaces it from on both sides, rode on the fragment before it
// after a boundary, `_2__-_` `_0 1 1 8 1 2_` (Google TN's "photo 2 -
// 011812"), and NeMo's pattern glues no chunk of one character between
// its marks, so `_2__-_` realized "2-" and the row "2- 011812". The
// spacing pass now gives the mark to the start of the fragment after it,
// outside its chunk, `_2_` `-_0 1 1 8 1 2_`, which realizes "2 - 011812"
// (markToNext). GTN's tokenized comma in NeMo's sentence form ("July 9 ,
// 1949": `_9__,_` `_19 4 9_` realized "9, 1949"; qa88: 113 development
// and 229 study rows of NeMo's JSONL read without --detokenize) and
// slash ("1 / 32nd") likewise; a day of two digits keeps its comma
// (`_2 1__,_` realizes "21 ,"), and the detokenized "July 9, 1949" its
// tags.
func TestMarkGoesToTheFragmentAfter(t *testing.T) {
	checkSpacingCases(t, []spacingCase{
		{written: "photo 2 - 011812", spoken: "photo two o one one eight one two",
			tags: "<SELF> _2_ -_0 1 1 8 1 2_", realized: "photo 2 - 011812"},
		{written: "retrieved March 7 , 2010 .", spoken: "retrieved march seventh twenty ten",
			tags: "<SELF> <SELF> _7_ ,_20 10_", realized: "retrieved march 7 , 2010"},
		{written: "won 1 / 32nd f 1", spoken: "won one thirty second f one",
			tags: "<SELF> _1_ /_3 2nd_ <SELF> _1_", realized: "won 1 / 32nd f 1"},
		{written: "retrieved March 21 , 2010 .", spoken: "retrieved march twenty first twenty ten",
			tags: "<SELF> <SELF> _2 1__,_ _20 10_", realized: "retrieved march 21 , 2010"},
		{written: "retrieved March 7, 2010.", spoken: "retrieved march seventh twenty ten",
			tags: "<SELF> <SELF> _7,_ _20 10_", realized: "retrieved march 7, 2010"},
	})
}

// TestMarkGoesToTheChunkBefore: a mark that opens a fragment before a
// boundary, `_.__k._`, after a fragment that closes its chunk (Google TN's
// LETTERS "R. C. K." said "r c k": `_r .__c_` `_.__k._`, realized "r. c
// . k.") goes to the end of the fragment before, `_r .__c._` `_k._`,
// which realizes "r. c. k." (markToPreviousChunk; qa88: 2 development rows
// of the raw GTN and Kaggle forms).
func TestMarkGoesToTheChunkBefore(t *testing.T) {
	checkSpacingCases(t, []spacingCase{
		{written: "Chung , R. C. K. Tree", spoken: "chung r c k tree", class: "LETTERS", spanW: "R. C. K.", spanS: "r c k",
			tags: "<SELF> _r .__c._ _k._ <SELF>", realized: "chung r. c. k. tree"},
	})
}

// TestBoundaryAfterOpeningMark: a bracket that opens a fragment glued to
// its digits, `_(1`, which the target spaces from them ("( 1984 )",
// a raw GTN DIGIT token "( 1984 ) 164" said "one nine eight four one six
// four"), realized "(1984 )"; a boundary inside the tag, `_(__1`, leaves
// the bracket outside the chunk of the digits (boundaryAfterMarks; qa88:
// 1 development row of the raw GTN and Kaggle forms).
func TestBoundaryAfterOpeningMark(t *testing.T) {
	checkSpacingCases(t, []spacingCase{
		{written: "5th edition ( 1984 ) 164", spoken: "fifth edition one nine eight four one six four", class: "DIGIT",
			spanW: "( 1984 ) 164", spanS: "one nine eight four one six four",
			tags: "_5th_ <SELF> _(__1 9 8 4__)_ _1 6 4_", realized: "5th edition ( 1984 ) 164"},
	})
	for tag, want := range map[string][]string{
		"_(1": {"_(__1"}, "4)_": {"4__)_"}, "_(1)_": {"_(__1)_", "_(1__)_"}, "4__)_": nil, "_._": nil, "_1 9_": nil, "_$3_<<": {"_$__3_<<"},
	} {
		if got := boundaryAfterMarks(tag); strings.Join(got, " ") != strings.Join(want, " ") {
			t.Errorf("boundaryAfterMarks(%q) = %q, want %q", tag, got, want)
		}
	}
}
