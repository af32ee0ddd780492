package normalize

import (
	"math/rand"
	"regexp"
	"strings"
	"testing"
)

// guardTexts are texts built from the pieces the patterns behind the
// matchers' cheap tests read (digits, separators, suffixes, month names
// in any case, the long s that case folding matches to s), and written
// cases, for TestCheapGuardsPassEveryMatch.
func guardTexts() []string {
	pool := []string{"1", "12", "123", "1234", "12345", "123456", "1234567", "0", "800", "555", "1980", "80", "31", "4",
		"-", ".", " ", " ", "  ", "\t", "(", ")", "'", "s", "st", "nd", "rd", "th", "ST", "Th", "ſt", "of", "of ", "Of",
		"jan", "Jan", "JANUARY", "march", "Mar.", "may", "sept", "Sep", "ſep", "ſeptember", "oct", "Dec", "August",
		"runway", "Runways", "rwy", "RWY", "and", "AND", "or", "&", ",", ", and", "L", "R", "1-", "FLOWERS", "+", "x", "–"}
	texts := []string{"1 (800) 555-1234", "1-800-255-7828", "+1 123-123-5678", "(123) 123-5678", "123.123.5678",
		"1800-555-1234", "555-1234", "4111 1111 1111 1111", "94105-1234", "0891-1851", "1-800-FLOWERS", "1980s", "1980 s",
		"1980 's", "80s", "80's", "'80s", "12 March", "3rd of May", "3rd  of  ſeptember", "12 ſeptember", "1 of\tjune",
		"1.234,56", "12.500.000", "Runways 4L and ", "runways 9L, 9R, ", "Runways 22L, 22R, and ", "RWY 4 & "}
	r := rand.New(rand.NewSource(38))
	for len(texts) < 200000 {
		var b strings.Builder
		for n := 1 + r.Intn(7); n > 0; n-- {
			b.WriteString(pool[r.Intn(len(pool))])
		}
		texts = append(texts, b.String())
	}
	return texts
}

// TestCheapGuardsPassEveryMatch: each cheap test a matcher asks before
// its pattern (speed only: phoneUSMayStart, monthAfterDay,
// decadeMayStart, europeanAmountMayStart, runwayListMayEnd, the digit
// run and separator matchTelephone's other patterns need, the currency
// keys' first bytes) passes every text its pattern matches, so the
// readings are what the pattern alone gave.
func TestCheapGuardsPassEveryMatch(t *testing.T) {
	st := DefaultStyle()
	matched := map[string]int{}
	check := func(name string, re *regexp.Regexp, text string, guard bool) {
		t.Helper()
		if !re.MatchString(text) {
			return
		}
		matched[name]++
		if !guard {
			t.Errorf("%s: %q matches the pattern, the cheap test says it cannot", name, text)
		}
	}
	for _, text := range guardTexts() {
		nd, sep := 0, byte(0)
		if isDigit(text[0]) {
			nd = digitsEnd(text, 0)
			if nd < len(text) {
				sep = text[nd]
			}
		}
		check("rePhoneUS", rePhoneUS, text, phoneUSMayStart(text, nd, sep))
		if nd > 0 {
			check("reCardGroups", reCardGroups, text, nd == 4 && sep == ' ')
			check("reZipPlus4", reZipPlus4, text, nd == 5 && sep == '-')
			check("rePhoneLocal", rePhoneLocal, text, nd == 3 && sep == '-')
			check("reIDGroups", reIDGroups, text, sep == '-')
			check("reDayMonth", reDayMonth, text, monthAfterDay(text))
			check("reDecade", reDecade, text, decadeMayStart(text))
		}
		check("reVanity", reVanity, text, strings.HasPrefix(text, "1-"))
		check("reEuropeanAmount", reEuropeanAmount, text, europeanAmountMayStart(text))
		check("reRunwayList", reRunwayList, text, runwayListMayEnd(text))
		for _, k := range st.curKeys {
			if strings.HasPrefix(text, k) && !st.curFirst[text[0]] {
				t.Errorf("currency key %q starts %q, curFirst says none does", k, text)
			}
		}
	}
	for _, name := range []string{"rePhoneUS", "reCardGroups", "reZipPlus4", "rePhoneLocal", "reIDGroups", "reDayMonth",
		"reDecade", "reVanity", "reEuropeanAmount", "reRunwayList"} {
		if matched[name] == 0 {
			t.Errorf("%s matched none of the texts: the test proves nothing for it", name)
		}
	}
	t.Logf("texts matched per pattern: %v", matched)
}
