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
