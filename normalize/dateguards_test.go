package normalize

import (
	"math/rand"
	"testing"
)

// TestDateGuardsKeepEveryMatch: numericDateGuards turns an expression of
// matchDate off only where it cannot match: on hand-picked texts and on
// random ones built from the bytes the expressions read, every match of
// each expression has its guard on.
func TestDateGuardsKeepEveryMatch(t *testing.T) {
	texts := []string{"3 May", "3rd of May 2019", "12-14 March", "2019-05-03", "2019/5/3T10:00", "5/3/19", "03.04.1985",
		"300 BC", "44 B.C.E.", "1066 AD", "12\tAD", "2019", "17", "1832.", "12345 BC", "1-2 Jan", "1st – 3rd May", "2ND\nof May", "21 cows"}
	alphabet := []string{"1", "2", "0", "3", " ", "\t", "\n", "-", "–", "/", ".", ",", "st", "th", "ND", "of ", "May", "Jan.", "A", "D", "B", "C", "E"}
	r := rand.New(rand.NewSource(43))
	for range 200000 {
		b := []byte{byte('0' + r.Intn(10))}
		for n := r.Intn(10); n > 0; n-- {
			b = append(b, alphabet[r.Intn(len(alphabet))]...)
		}
		texts = append(texts, string(b))
	}
	matched := 0
	for _, text := range texts {
		g := numericDateGuards(text)
		for _, c := range []struct {
			name  string
			match bool
			guard bool
		}{
			{"reDayRangeMonth", reDayRangeMonth.MatchString(text), g.dayRange},
			{"reDayMonth", reDayMonth.MatchString(text), g.daySpace},
			{"reISO", reISO.MatchString(text), g.iso},
			{"reNumDate", reNumDate.MatchString(text), g.numeric},
			{"reEra", reEra.MatchString(text), g.era},
		} {
			if c.match {
				matched++
				if !c.guard {
					t.Fatalf("%s matches %q, its guard is off", c.name, text)
				}
			}
		}
	}
	if matched < 1000 {
		t.Fatalf("only %d matches: the random texts do not exercise the expressions", matched)
	}
}

// TestInchesGuardKeepsEveryMatch: matchInches' cheap test (inchesMayFollow) before its
// expressions turns nothing away that either expression matches.
func TestInchesGuardKeepsEveryMatch(t *testing.T) {
	alphabet := []string{"1", "2", "0", "/", ".", "\"", "″", " ", "x", "–"}
	r := rand.New(rand.NewSource(43))
	matched := 0
	for range 200000 {
		b := []byte{byte('0' + r.Intn(10))}
		for n := r.Intn(7); n > 0; n-- {
			b = append(b, alphabet[r.Intn(len(alphabet))]...)
		}
		text := string(b) + " bolts"
		if !reFractionInches.MatchString(text) && !reInches.MatchString(text) {
			continue
		}
		matched++
		if !inchesMayFollow(text, 0) {
			t.Fatalf("%q: an expression matches, the cheap test turned it away", text)
		}
	}
	if matched < 1000 {
		t.Fatalf("only %d matches", matched)
	}
}
