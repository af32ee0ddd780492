package normalize

import (
	"strings"
	"testing"
)

// TestOclockRareBeforeAmPm checks that a whole hour with am/pm is read
// without o'clock nearly always ("five o'clock p m" and "five o'clock pm"
// were 29% of "5 pm" together), that o'clock stays possible, and that a
// whole hour without am/pm keeps its o'clock.
func TestOclockRareBeforeAmPm(t *testing.T) {
	for _, text := range []string{"5 pm", "at 11am", "from 7 p.m. on", "9:00 PM"} {
		vs, err := testV.Variants(text, MaxVariants)
		if err != nil {
			t.Fatal(err)
		}
		oclock := 0.0
		for _, x := range vs {
			if strings.Contains(x.Spoken, "o'clock") {
				oclock += x.Prob
			}
		}
		if oclock > 0.05 || oclock == 0 {
			t.Errorf("%q: o'clock readings have P %.3f, want (0, 0.05]", text, oclock)
		}
	}
	checkCases(t, []caseT{
		{"5 pm", "five p m", []string{"five o'clock p m"}},
		{"at 01:00", "at one o'clock", nil},
	})
}

// TestLongEnglishWordInURLSaid checks that an English word of four
// letters or more in a host or path is said, never spelled ("i n v e s t
// o r s dot example dot com" was 0.048), while a three-letter one and a
// run that is no English word keep their letters.
func TestLongEnglishWordInURLSaid(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"investors.example.com", "i n v e s t o r s dot example dot com"},
		{"investors.example.com", "investors dot e x a m p l e dot com"},
		{"www.census.gov/data", "w w w dot census dot gov slash d a t a"},
		{"news.example.org", "n e w s dot example dot org"},
	})
	checkCases(t, []caseT{
		{"investors.example.com", "investors dot example dot com", nil},
		{"www.census.gov/data", "w w w dot census dot gov slash data", nil},
		{"example.com/report.asp", "example dot com slash report dot a s p", nil},
	})
	if p, err := testV.ProbOf("investors.example.com", "investors dot example dot com"); err != nil || p != 1 {
		t.Errorf("investors.example.com: said reading P %v (err %v), want 1", p, err)
	}
}

// TestQuarterAfterAPrepositionTakesThe checks that a quarter's name after
// a preposition takes its article ("in third quarter twenty twenty three"
// was 0.25 of "In Q3 2023"), that a quarter without one, one before its
// noun ("in Q2 results") and one in a headline keep the bare name, and
// that a written "the" is not said twice.
func TestQuarterAfterAPrepositionTakesThe(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"In Q3 2023, sales rose.", "in third quarter twenty twenty three sales rose"},
		{"during Q3", "during third quarter"},
		{"for 3Q22", "for third quarter twenty two"},
		{"in 3Q", "in third quarter"},
		{"the Q3 2023 results", "the the third quarter of twenty twenty three results"},
	})
	checkCases(t, []caseT{
		{"In Q3 2023, sales rose.", "", []string{"in the third quarter of twenty twenty three sales rose", "in q three twenty twenty three sales rose"}},
		{"during Q3", "", []string{"during the third quarter"}},
		{"in 3Q", "in the third quarter", nil},
		{"Q3 2023 results", "", []string{"third quarter twenty twenty three results"}},
		{"Q3 2023 vs Q3 2022", "", []string{"third quarter twenty twenty three versus third quarter twenty twenty two"}},
		{"Sales rose in Q3 and fell in Q4.", "", []string{"sales rose in the third quarter and fell in the fourth quarter"}},
		{"in Q2 results", "", []string{"in second quarter results"}},
		{"Profit Rises in 3Q", "profit rises in third quarter", nil},
	})
}
