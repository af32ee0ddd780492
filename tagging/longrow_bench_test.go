package tagging

import (
	"strconv"
	"strings"
	"testing"
)

// longDigitRow is a row of n digits written apart and said in words: the
// gap matcher matches none of them, so the whole row is one found span
// (one unmatched run) aligned at once, and its tags ("_7_" each) realize
// one glued piece that mendSpacing must take apart.
func longDigitRow(n int) (string, string) {
	ones := []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}
	var w, s []string
	for i := 0; i < n; i++ {
		w = append(w, strconv.Itoa(i%10))
		s = append(s, ones[i%10])
	}
	return strings.Join(w, " "), strings.Join(s, " ")
}

// longSentenceRow is spacingRows joined until the row has n spoken words:
// many found spans between words read as themselves, each with tags
// mendSpacing re-marks.
func longSentenceRow(n int) (string, string) {
	var w, s []string
	for words := 0; words < n; {
		for _, r := range spacingRows {
			if k := len(strings.Fields(r[1])); words+k > n {
				n = words
				break
			}
			w, s = append(w, r[0]), append(s, r[1])
			words += len(strings.Fields(r[1]))
		}
	}
	return strings.Join(w, " "), strings.Join(s, " ")
}

// BenchmarkDeriveLongRow derives one long row of each shape, up to 1,024
// words (the --max-words cap):
//
//	go test ./tagging -run '^$' -bench DeriveLongRow -benchtime 3x
func BenchmarkDeriveLongRow(b *testing.B) {
	for _, c := range []struct {
		name string
		row  func(int) (string, string)
	}{{"digits", longDigitRow}, {"sentences", longSentenceRow}} {
		for _, n := range []int{256, 512, 1024} {
			written, spoken := c.row(n)
			b.Run(c.name+"-"+strconv.Itoa(n), func(b *testing.B) {
				d := NewDeriver()
				for i := 0; i < b.N; i++ {
					if _, f := d.Derive(written, spoken, nil, false); f != nil {
						b.Fatal(f)
					}
				}
			})
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
