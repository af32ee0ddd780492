package normalize

import (
	"strings"
	"testing"
)

// TestEnglishLoanwordNeverSpelled: a word English writes with its accents
// (café, née, rosé, über, déjà: accentLoanwords, or the word list without
// the accents) is said, never spelled letter by letter with its accents
// named. The short ones (2-4 letters) reached unknownShort, which does not
// ask englishLoanword, before accentedWord, which does: "a café" was "a c
// a f e acute" at 0.11 and "Mary Smith (née Jones)" "n e acute e" at
// 0.11, while Google TN keeps all 7 "née" of its study sets as written.
func TestEnglishLoanwordNeverSpelled(t *testing.T) {
	for _, c := range []struct{ text, word string }{
		{"a café", "café"},
		{"Mary Smith (née Jones) was born", "née"},
		{"a glass of rosé", "rosé"},
		{"an über fan", "über"},
		{"a sense of déjà vu", "déjà"},
		{"the cliché again", "cliché"},
		{"her fiancé said", "fiancé"},
	} {
		vs, err := testV.Variants(c.text, 20)
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		spelled := spellLetters(c.word)
		for _, v := range vs {
			if strings.Contains(v.Spoken, spelled) {
				t.Errorf("%q: variant %q (p %.3f) spells %q", c.text, v.Spoken, v.Prob, c.word)
			}
		}
	}
	// A foreign word that English has not taken in keeps its spelled
	// reading (Google TN spells some: Métis).
	vs, err := testV.Variants("the Métis people", 20)
	if err != nil {
		t.Fatal(err)
	}
	found := false
	for _, v := range vs {
		found = found || strings.Contains(v.Spoken, "m e acute t i s")
	}
	if !found {
		t.Errorf("the Métis people: no spelled reading among %+v", vs)
	}
}

// TestLabelColonUnsaid: a heading's label, its number written against the
// colon and a number after a space ("Step 2: 3 cups of flour") reads the
// colon as punctuation, never a ratio's "to" ("step two to three cups"
// was 0.92); a ratio or citation, "3:1", "29 : 46", "Nature 4: 217", keeps
// "to".
func TestLabelColonUnsaid(t *testing.T) {
	checkCases(t, []caseT{
		{"Step 2: 3 cups of flour.", "step two three cups of flour", nil},
		{"Chapter 1: 5 things to know", "chapter one five things to know", nil},
		{"Table 3: 12 rows", "table three twelve rows", nil},
		{"a ratio of 3:1", "a ratio of three to one", nil},
		{"Journal of Science 29 : 46 .", "journal of science twenty nine to forty six", nil},
		{"Current Opinions in Biotechnology 4: 217", "current opinions in biotechnology four to two hundred seventeen", nil},
	})
	vs, err := testV.Variants("Step 2: 3 cups of flour.", 10)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		if strings.Contains(v.Spoken, " to ") {
			t.Errorf("variant %q (p %.3f) reads the heading's colon as a ratio", v.Spoken, v.Prob)
		}
	}
}

// TestCapsRunAcrossNumber: in an all-caps headline a number between two
// words does not end the run of capitals, so a short English word beside
// the number is the word ("PRICES RISE 5% IN 2020": the IN was "i n" at
// 0.97); a lone all-caps word in running text keeps its letters.
func TestCapsRunAcrossNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"PRICES RISE 5% IN 2020", "prices rise five percent in twenty twenty", nil},
		{"SALES UP 5% IN Q3", "sales up five percent in q three", nil},
		{"PRICES RISE 5 IN MAY", "prices rise five in may", nil},
		// The pronoun I between words in capitals is the run's.
		{"AM I RIGHT?", "am i right", nil},
		// A code's letters after its number stay letters (Google TN).
		{"Holroyd, Arthur Todd (HLRT 827 AT).", "holroyd arthur todd h l r t eight two seven a t", nil},
	})
}

// TestHeadlineNumberIsCounted: a number between two English words in
// capitals is a headline's count ("IN 30 DAYS" was "in three o days" at
// 0.74), while one between a code's letters stays a designation's digits
// ("M 16 A", "RX 2540 M1").
func TestHeadlineNumberIsCounted(t *testing.T) {
	checkCases(t, []caseT{
		{"HOW TO LOSE 10 POUNDS IN 30 DAYS", "how to lose ten pounds in thirty days", nil},
		{"TOP 10 TIPS FOR 2024", "top ten tips for twenty twenty four", nil},
		{"GET 10 FREE", "get ten free", nil},
		{"the M 16 A rifle", "the m one six a rifle", nil},
	})
}

// TestDecimalComma: a comma and one or two digits before a percent sign,
// a scale word or a metric unit is a decimal comma, as European writers
// put it in English ("2,5 kg" was "two five kilograms" at 1); a comma in
// a list of numbers ("pages 5,6") and thousands ("1,500 kg") stay.
func TestDecimalComma(t *testing.T) {
	checkCases(t, []caseT{
		{"about 1,5 million people", "about one point five million people", nil},
		{"It weighs 2,5 kg.", "it weighs two point five kilograms", nil},
		{"It weighs 2,5kg.", "it weighs two point five kilograms", nil},
		{"grew by 1,2%", "grew by one point two percent", nil},
		{"see pages 5,6 and 7", "see pages five six and seven", nil},
		{"It weighs 1,500 kg.", "it weighs one thousand five hundred kilograms", nil},
	})
}
