package u2tf

import (
	"math/rand"
	"strconv"
	"strings"
	"testing"
)

var benchOnes = []string{"zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"}

// BenchmarkDeriveUnspannedGrowth derives one unspanned pair of n spoken
// tokens, n = 1,024 to 8,192, of two shapes (tagging's benchmark of the
// same name has the same rows): "repeated", one short sentence repeated
// ("It was 3." / "it was three"), every word but the number occurring n/3
// times; "varied", words drawn at random from 5,000, a number said after
// every ninth:
//
//	go test ./u2tf -run '^$' -bench DeriveUnspannedGrowth -benchtime 1x
func BenchmarkDeriveUnspannedGrowth(b *testing.B) {
	repeated := func(n int) (string, string) {
		var w, s []string
		for i := 0; len(s)+3 <= n; i++ {
			w = append(w, "It", "was", strconv.Itoa(i%7)+".")
			s = append(s, "it", "was", benchOnes[i%7])
		}
		return strings.Join(w, " "), strings.Join(s, " ")
	}
	varied := func(n int) (string, string) {
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
	for _, c := range []struct {
		name string
		row  func(int) (string, string)
	}{{"repeated", repeated}, {"varied", varied}} {
		for _, n := range []int{1024, 2048, 4096, 8192} {
			written, spoken := c.row(n)
			b.Run(c.name+"-"+strconv.Itoa(n), func(b *testing.B) {
				opts := DefaultOptions()
				opts.MaxTokens = 0
				d, err := NewDeriver(opts)
				if err != nil {
					b.Fatal(err)
				}
				for i := 0; i < b.N; i++ {
					if _, rej := d.Derive(written, spoken, nil); rej != nil {
						b.Fatal(rej)
					}
				}
			})
		}
	}
}
