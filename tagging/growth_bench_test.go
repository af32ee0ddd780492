package tagging

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/sources"
)

var benchOnes = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// repeatedRow is one short sentence repeated until the row has n spoken
// words, its number said in words ("it was 3 ." / "it was three"): the
// word matcher's worst case, every word but the number occurring n/3
// times on both sides (TestDeriveTooLong's shape).
func repeatedRow(n int) (string, string) {
	var w, s []string
	for i := 0; len(s)+3 <= n; i++ {
		w = append(w, "it", "was", strconv.Itoa(i%7), ".")
		s = append(s, "it", "was", benchOnes[i%7])
	}
	return strings.Join(w, " "), strings.Join(s, " ")
}

// variedRow is n spoken words of text drawn at random from 5,000 words,
// a number said in words after every ninth: a document whose words
// rarely repeat.
func variedRow(n int) (string, string) {
	rng := rand.New(rand.NewSource(1))
	var w, s []string
	for len(s) < n {
		if len(s)%10 == 9 {
			d := rng.Intn(10)
			w, s = append(w, strconv.Itoa(d)), append(s, benchOnes[d])
			continue
		}
		word := "w" + strconv.Itoa(rng.Intn(5000))
		w, s = append(w, word), append(s, word)
	}
	return strings.Join(w, " "), strings.Join(s, " ")
}

// BenchmarkDeriveUnspannedGrowth derives one unspanned row of n spoken
// words, n = 1,024 to 8,192, in three shapes, and times the word matcher
// alone on the same words ("matcher"):
//
//	go test ./tagging -run '^$' -bench DeriveUnspannedGrowth -benchtime 1x
func BenchmarkDeriveUnspannedGrowth(b *testing.B) {
	for _, c := range []struct {
		name string
		row  func(int) (string, string)
	}{{"repeated", repeatedRow}, {"varied", variedRow}, {"digits", longDigitRow}} {
		for _, n := range []int{1024, 2048, 4096, 8192} {
			written, spoken := c.row(n)
			b.Run(c.name+"-"+strconv.Itoa(n), func(b *testing.B) {
				d := NewDeriver()
				d.MaxWords = 0
				for i := 0; i < b.N; i++ {
					if _, f := d.Derive(written, spoken, nil, false); f != nil {
						b.Fatal(f)
					}
				}
			})
			b.Run(c.name+"-matcher-"+strconv.Itoa(n), func(b *testing.B) {
				d := NewDeriver()
				w := strings.Fields(sources.ASRForm(written))
				s := strings.Fields(sources.ASRForm(spoken))
				for i := 0; i < b.N; i++ {
					d.al.AlignTokens(w, s)
					d.al.Opcodes()
				}
			})
		}
	}
}
