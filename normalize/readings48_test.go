package normalize

import (
	"errors"
	"testing"
)

// TestFeminineOrdinalIndicator checks that a number with the feminine
// ordinal indicator ª reads as the ordinal ("2ª vez" was "two ª vez", the
// sign left in the spoken side), with no degrees beside it, and that ª
// or º away from a number is no part of a word: º is the degree sign's
// look-alike, ª a clear error naming the character, not an "ª" spoken.
func TestFeminineOrdinalIndicator(t *testing.T) {
	checkCases(t, []caseT{
		{"la 2ª vez", "la second vez", nil},
		{"the 1ª edition", "the first edition", nil},
		{"2ª", "second", nil},
		{"xº y", "x degree y", nil},
	})
	checkNotAmong(t, [][2]string{{"la 2ª vez", "la two degrees vez"}})
	for _, s := range []string{"aª b", "ª", "Aª"} {
		var e *Error
		if _, err := testV.Variants(s, 4); !errors.As(err, &e) || e.Kind != "character" {
			t.Errorf("%q: error %v, want a character error", s, err)
		}
	}
}

// TestTitleBeforeNameParticle checks that a title before a surname's
// lower-case particle stands before a name ("under Gen. de Gaulle" was
// "under gen de gaulle") and that the titles the table lacked (Cdr.,
// Brig., Det., Insp., Fr., Msgr., Rt. Hon.) read before a name while a
// particle with no name after it, or the abbreviation alone, keeps no
// title.
func TestTitleBeforeNameParticle(t *testing.T) {
	checkCases(t, []caseT{
		{"under Gen. de Gaulle", "under general de gaulle", nil},
		{"Gen. von Moltke", "general von moltke", nil},
		{"Col. de la Rey", "colonel de la rey", nil},
		{"Brig. Gen. Smith", "brigadier general smith", nil},
		{"Cdr. Data", "commander data", nil},
		{"Det. Smith", "detective smith", nil},
		{"Insp. Smith", "inspector smith", nil},
		{"Fr. Smith", "father smith", nil},
		{"Msgr. Smith", "monsignor smith", nil},
		{"the Rt. Hon. John Smith", "the right honorable john smith", nil},
		{"Rt. 66", "route sixty six", nil},
	})
	checkNotAmong(t, [][2]string{{"the Gen. de facto", "the general de facto"}, {"Det.", "detective"}})
}

// TestCentsAgainstNumber checks that a number written against a lower-case
// c in a price's context is cents ("50c each" was "fifty c each"), the
// attributive singular before a noun ("a twenty five cent stamp"), while
// a temperature's capital C, a c with no price about it and three digits
// keep their letters.
func TestCentsAgainstNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"they cost 50c each", "they cost fifty cents each", []string{"they cost fifty c each"}},
		{"a 25c stamp", "a twenty five cent stamp", nil},
		{"it costs 1c", "it costs one cent", nil},
		{"it was 25C today", "it was twenty five c today", nil},
		{"the 5c rule", "the five c rule", nil},
	})
	checkNotAmong(t, [][2]string{{"150c each", "one hundred fifty cents each"}, {"heated to 25c", "heated to twenty five cents"}})
}

// TestCitationYearLetterDigits checks that a citation's year before its
// letter ("Smith 1990 b ,") has the digit-by-digit reading Google TN
// gives it with a share beside the year (it was 0.0004), and that a page
// after a year ("1957 p 36") gains no such share.
func TestCitationYearLetterDigits(t *testing.T) {
	for _, c := range []struct {
		written, spoken string
		min             float64
	}{
		{"Insight on the News 1990 b , 17 .", "insight on the news one nine nine o b seventeen", 0.1},
		{"( Hall 1986 a ) .", "hall one nine eight six a", 0.1},
	} {
		vs, err := testV.Variants(c.written, 8)
		if err != nil {
			t.Fatalf("%q: %v", c.written, err)
		}
		p := 0.0
		for _, v := range vs {
			if v.Spoken == c.spoken {
				p = v.Prob
			}
		}
		if p < c.min || vs[0].Spoken == c.spoken {
			t.Errorf("%q: %q at %.4f (first %q), want at least %.1f and not first", c.written, c.spoken, p, vs[0].Spoken, c.min)
		}
	}
	vs, err := testV.Variants("Railway Age 4 March 1957 p 36", 8)
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range vs {
		if v.Spoken == "railway age the fourth of march one nine five seven p thirty six" && v.Prob > 0.01 {
			t.Errorf("a page after a year: digits at %.4f", v.Prob)
		}
	}
}

// TestNumeroSign checks that "Nº", "nº" and "N.º" before a number read
// "number" ("Nº 5" was "n degree five"), and that º after a letter with
// no number after it, or inside a word, is no numero.
func TestNumeroSign(t *testing.T) {
	checkCases(t, []caseT{
		{"Nº 5", "number five", nil},
		{"lei nº 12", "lei number twelve", nil},
		{"N.º 5", "number five", nil},
	})
	checkNotAmong(t, [][2]string{{"the Nº sign", "the number sign"}, {"SNº 5", "s number five"}})
}

// TestAttributiveCurrencyAfterNumber checks that a currency written after
// the number takes the singular before a noun as "$5" does ("a 25¢ stamp"
// was "twenty five cents stamp" alone), and keeps the plural elsewhere.
func TestAttributiveCurrencyAfterNumber(t *testing.T) {
	checkCases(t, []caseT{
		{"a 25¢ stamp", "a twenty five cent stamp", []string{"a twenty five cents stamp"}},
		{"the 20 EUR note", "the twenty euro note", nil},
		{"it costs 25¢", "it costs twenty five cents", nil},
	})
	checkNotAmong(t, [][2]string{{"it costs 25¢", "it costs twenty five cent"}})
}
