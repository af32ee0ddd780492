package gtngen

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
)

var plain = []string{"the", "station", "opened", "in", "and", "a", "of", "was", "to", "city", "river", "played", "for", "team", "album", "released", "by", "its", "new", "first"}

var semiotic = [][3]string{
	{"DATE", "June 3, 1998", "june third nineteen ninety eight"},
	{"CARDINAL", "1,200", "one thousand two hundred"},
	{"MONEY", "$5", "five dollars"},
	{"LETTERS", "BBC", "b b c"},
	{"ORDINAL", "21st", "twenty first"},
	{"MEASURE", "3 km", "three kilometers"},
	{"TIME", "10:30", "ten thirty"},
	{"ELECTRONIC", "x.org", "x_letter dot o_letter r_letter g_letter"},
}

// Write emits n sentences to w, seeded by seed.
func Write(w io.Writer, n int, seed uint64) error {
	bw := bufio.NewWriterSize(w, 1<<16)
	r := rand.New(rand.NewPCG(seed, 0x9e3779b97f4a7c15))
	for i := 0; i < n; i++ {
		words := 6 + r.IntN(14)
		for j := 0; j < words; j++ {
			if r.IntN(8) == 0 {
				s := semiotic[r.IntN(len(semiotic))]
				fmt.Fprintf(bw, "%s\t%s\t%s\n", s[0], s[1], s[2])
			} else {
				fmt.Fprintf(bw, "PLAIN\t%s\t<self>\n", plain[r.IntN(len(plain))])
			}
		}
		bw.WriteString("PUNCT\t.\tsil\n<eos>\t<eos>\n")
	}
	return bw.Flush()
}
