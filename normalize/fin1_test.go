package normalize

import (
	"math"
	"math/rand/v2"
	"strings"
	"testing"
	"unicode/utf8"
)

// TestNamedPairWeightIsNotReadFromItsValue: a named pair ("50/50",
// improper: four times the improper pair's weight; "9/11", proper: the
// improper pair's weight) is told proper or improper by its numbers, not
// by whether its weight equals the style's "pair" weight, so a style
// whose two pair weights are equal reads "50/50" as the shipped one does
// (it was the proper branch, the pair a quarter as likely).
func TestNamedPairWeightIsNotReadFromItsValue(t *testing.T) {
	def := DefaultStyle().Distributions["fraction"].Weights
	equal, err := ParseStyle([]byte(`{"distributions": {"fraction": {"weights": {"ordinal": ` + ftoa(def["ordinal"]) +
		`, "over": ` + ftoa(def["over"]) + `, "pair": ` + ftoa(def["pair_improper"]) + `, "pair_improper": ` + ftoa(def["pair_improper"]) + `}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	eq := New(equal, Options{})
	for _, c := range [][2]string{{"It was 50/50 .", "it was fifty fifty"}, {"After 9/11 , it changed .", "after nine eleven it changed"}} {
		want, err := testV.ProbOf(c[0], c[1])
		if err != nil {
			t.Fatal(err)
		}
		got, err := eq.ProbOf(c[0], c[1])
		if err != nil {
			t.Fatal(err)
		}
		if want < 0.5 || !approxEqual(got, want) {
			t.Errorf("%q: P(%q) = %.4f with equal pair weights, %.4f shipped: want the same", c[0], c[1], got, want)
		}
	}
}

func approxEqual(a, b float64) bool { return math.Abs(a-b) < 1e-9 }

// TestDefiniteDistanceBeforeDirection: a distance after "the" before a
// direction ("the 5 km north of town") describes no noun and keeps the
// plural alone, as "the 5 km we ran" does (the singular was 0.4:
// definiteAttributive took "north" for a noun); before a noun the
// singular stays among the readings.
func TestDefiniteDistanceBeforeDirection(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"The 5 km north of town is flat.", "the five kilometer north of town is flat"},
		{"The 3 km downstream are calm.", "the three kilometer downstream are calm"},
		{"The 20 km ahead are steep.", "the twenty kilometer ahead are steep"},
	})
	checkVariantAtLeast(t, "the 5 km race", "the five kilometer race", 0.35)
}

// TestFractionOfAOnePlace: a fraction and its unit ending a clause read
// "of a" the same whether the unit is written as a word
// (fractionOfABefore) or abbreviated (fractionOfAUnit), both through
// fractionOfA: first at fractionOfAWeight where it applies, never first
// after a determiner, at the text's start, before a word, for a half, or
// for an improper fraction.
func TestFractionOfAOnePlace(t *testing.T) {
	for _, c := range []struct {
		word, abbr, said string
		first            bool
	}{
		{"Add 3/8 teaspoon.", "Add 3/8 tsp.", "add three eighths of a teaspoon", true},
		{"Add 3/4 ounce.", "Add 3/4 oz.", "add three quarters of an ounce", true},
		{"Add the 3/8 teaspoon.", "Add the 3/8 tsp.", "add the three eighths of a teaspoon", false},
		{"3/8 teaspoon.", "3/8 tsp.", "three eighths of a teaspoon", false},
		{"Add 3/8 teaspoon now.", "Add 3/8 tsp now.", "add three eighths of a teaspoon now", false},
		{"Add 1/2 teaspoon.", "Add 1/2 tsp.", "add one half of a teaspoon", false},
		{"Add 5/4 teaspoon.", "Add 5/4 tsp.", "add five quarters of a teaspoon", false},
	} {
		for _, text := range []string{c.word, c.abbr} {
			p, err := testV.ProbOf(text, c.said)
			if err != nil {
				t.Fatal(err)
			}
			if c.first && !approxEqual(p, fractionOfAWeight) || !c.first && p >= fractionOfAWeight {
				t.Errorf("%q: P(%q) = %.4f, want fractionOfAWeight %v: %v", text, c.said, p, fractionOfAWeight, c.first)
			}
		}
	}
}

// TestSpacedTokenEndingInAContextWord: a token before a spaced one whose
// reading ends in a context word its written form is not ("0A" "zero a",
// "NBA" "n b a") bars the next token's readings opening with it, as a
// token written against it does ("00A1/10"): "0A 1/10" had "zero a a
// tenth" (FuzzVariantProperties), "NBA 1/4" "n b a a quarter". The
// written article stays free to read the fraction after it ("a 1/10" is
// "a tenth"). A symbol that may say nothing written between them is
// passed over as a mark is ("A*1/10" had "a a tenth"). Spaced, only the
// word itself is barred: "NZPA 5 December 2005" keeps "the fifth" after
// the spelled "n z p a".
func TestSpacedTokenEndingInAContextWord(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"0A 1/10", "zero a a tenth"},
		{"0A\t1/10", "zero a a tenth"}, // a tab is a space (FuzzVariantProperties)
		{"0A\v1/10", "zero a a tenth"}, // so is a vertical tab, and any other space (FuzzVariantProperties)
		{"0A\u00a01/10", "zero a a tenth"},
		{"A*1/10", "a a tenth"},
		{"The NBA 1/4 finals.", "the n b a a quarter finals"},
	})
	checkVariantAtLeast(t, "0A 1/10", "zero a one tenth", 0.5)
	checkVariantAtLeast(t, "NZPA 5 December 2005", "n z p a the fifth of december two thousand five", 0.1)
	checkVariantAtLeast(t, "It is a 1/10 chance.", "it is a tenth chance", 0.01)
}

// comparableRef is Comparable as 78e2427f wrote it, rewriting the n it
// had written: the reference the one-pass Comparable must equal.
func comparableRef(s string) string {
	b := make([]byte, 0, len(s))
	space := true
	lower := strings.ToLower(s)
	for i, r := range lower {
		switch {
		case isWordRune(r) || (r >= '0' && r <= '9'):
			b = utf8.AppendRune(b, r)
			space = false
		case (r == '\'' || r == '’') && !space && b[len(b)-1] == 'n' && cliticNT(lower[i+utf8.RuneLen(r):]):
			if n := len(b) - 1; n > 0 && b[n-1] != ' ' {
				b = append(b[:n], ' ', 'n')
			}
		default:
			if !space {
				b = append(b, ' ')
				space = true
			}
		}
	}
	return strings.TrimRight(string(b), " ")
}

// TestComparableIsItsReference: Comparable decides the n of n't when it
// meets it (one builder, no copy of a byte slice: one allocation fewer a
// call past 32 bytes, and Accepts and ProbOf call it for every reading,
// align's number check dozens of times a row) and equals the
// version that rewrote it afterwards, on clitics and random strings over
// the characters that decide it.
func TestComparableIsItsReference(t *testing.T) {
	for _, s := range []string{"don't", "do n't", "n't", "'n't", "can't stand", "nation'tis", "ant'two", "DON'T", "don’t",
		"n'n't", "nn't", "n 't", "n''t", "ñn't", "ín't", "won't'", "x n't", "", "'", "n"} {
		if got, want := Comparable(s), comparableRef(s); got != want {
			t.Errorf("Comparable(%q) = %q, want %q", s, got, want)
		}
	}
	alphabet := []string{"n", "N", "t", "T", "'", "’", " ", "a", "é", "ñ", "7", "-", "."}
	r := rand.New(rand.NewPCG(26, 1))
	for k := 0; k < 100000; k++ {
		var b strings.Builder
		for n := r.IntN(10); n >= 0; n-- {
			b.WriteString(alphabet[r.IntN(len(alphabet))])
		}
		if got, want := Comparable(b.String()), comparableRef(b.String()); got != want {
			t.Fatalf("Comparable(%q) = %q, want %q", b.String(), got, want)
		}
	}
	long := "under orem 's model olin does n't support it , nor the reading of anyone else"
	if n := testing.AllocsPerRun(100, func() { Comparable(long) }); n > 1 {
		t.Errorf("Comparable of lower-case text: %v allocations, want 1", n)
	}
}

// TestRatingWordsAreNamedAndRate: the words that make capitals with a sign
// a credit rating are the words naming a rating and "rate", "rates", one
// list (two lists had to be kept alike).
func TestRatingWordsAreNamedAndRate(t *testing.T) {
	if len(ratingWords) != len(namedRatingWords)+2 || !ratingWords["rate"] || !ratingWords["rates"] || namedRatingWords["rate"] || namedRatingWords["rates"] {
		t.Fatalf("ratingWords %d, namedRatingWords %d: want the named ones and rate, rates", len(ratingWords), len(namedRatingWords))
	}
	for w := range namedRatingWords {
		if !ratingWords[w] {
			t.Errorf("%q names a rating but is no rating word", w)
		}
	}
	for _, w := range []string{"rated", "moody's", "fitch", "creditwatch", "downgrades"} {
		if !namedRatingWords[w] {
			t.Errorf("%q is no longer a word naming a rating", w)
		}
	}
}
