package normalize

import "testing"

// TestSeasonOfTheNextYear: two years in a row, spaced dash or slash between
// them, are a season, said as two cardinals with the dash or slash unsaid
// as Google TN says them ("1950 - 1951", "1988 / 89", "1947 / 1948": 12 of
// 12 on the fresh sample's study half, verb41; they were years, "nineteen
// fifty to nineteen fifty one"); a range of years that are not in a row is
// a range ("2018 - 2023", "2006 - 2009": "to" was missing), and a year
// before 1900 stays a year ("1873 - 1874", 3 of 3 years in Google TN).
func TestSeasonOfTheNextYear(t *testing.T) {
	checkCases(t, []caseT{
		{"Premier again in 1907 - 1908 .", "premier again in one thousand nine hundred seven one thousand nine hundred eight", nil},
		{"Between 1999 - 2000 , he served .", "between one thousand nine hundred ninety nine two thousand he served", nil},
		{"League in season 1988 / 89 .", "league in season one thousand nine hundred eighty eight eighty nine", nil},
		{"England 1947 / 1948 season", "england one thousand nine hundred forty seven one thousand nine hundred forty eight season", nil},
		{"Report 2012 / 2013 .", "report two thousand twelve two thousand thirteen", nil},
		{"as at end of 2009 / 10 season .", "as at end of two thousand nine ten season", nil},
		{"possibly in the 2018 - 2023 timeframe", "possibly in the twenty eighteen to twenty twenty three timeframe", nil},
		{"The program was funded from 2006 - 2009 .", "the program was funded from two thousand six to two thousand nine", nil},
		{"He served in 1873 - 1874 .", "he served in eighteen seventy three to eighteen seventy four", nil},
		{"in 1998 - 2000 .", "in nineteen ninety eight to two thousand", nil},
		{"the 1988 / 90 figures", "the nineteen eighty eight ninety figures", nil},
	})
	for _, c := range []struct {
		text       string
		start, end int
		want       int
	}{
		{"1975 - 1976", 0, 4, 1},
		{"1975 - 1976", 7, 11, 2},
		{"1988 / 89", 0, 4, 1},
		{"1988 / 89", 7, 9, 2},
		{"2009 / 10", 0, 4, 1},
		{"2018 - 2023", 0, 4, 0},
		{"2006 - 2009", 0, 4, 0},
		{"1988 / 90", 0, 4, 0},
		{"88 / 89", 0, 2, 0},
		{"1873 - 1874", 0, 4, 0},
	} {
		if got := seasonRole(c.text, c.start, c.end); got != c.want {
			t.Errorf("seasonRole(%q, %d, %d) = %d, want %d", c.text, c.start, c.end, got, c.want)
		}
	}
}

// TestRangeOfPercentsFromAYear: a 4-digit number before a range's dash and
// a percentage is the range's first number, a cardinal ("2012 - 77 %" was
// "twenty twelve to ..."; Google TN 4 of 4 on the fresh sample's study
// half and 1 of 1 on the development set, verb41); before a count it keeps
// the season's reading.
func TestRangeOfPercentsFromAYear(t *testing.T) {
	checkCases(t, []caseT{
		{"Science : 2012 - 77 % on grade level", "science two thousand twelve to seventy seven percent on grade level", []string{"science twenty twelve to seventy seven percent on grade level"}},
		{"grew 2011-84.5% last", "grew two thousand eleven to eighty four point five percent last", nil},
		{"State - 73 % 2010 - 86 % ( 3 % below basic ) .", "state seventy three percent two thousand ten to eighty six percent three percent below basic", nil},
		{"Science : 2012 - 77 people on grade level", "science two thousand twelve seventy seven people on grade level", nil},
	})
}

// TestYearBeforeARatioColon: a 4-digit number before a spaced colon and a
// number that is no year is a ratio's first number, the cardinal ("1977 :
// 123", a year and a page; Google TN 5 of 5 on the fresh sample's study
// half, 1 of 1 on the fit half); before another year it keeps the year's
// reading.
func TestYearBeforeARatioColon(t *testing.T) {
	checkCases(t, []caseT{
		{"Austin : Texas Press , 1977 : 123 .", "austin texas press one thousand nine hundred seventy seven to one hundred twenty three", []string{"austin texas press nineteen seventy seven to one hundred twenty three"}},
		{"Bramwell 1985 : 50 .", "bramwell one thousand nine hundred eighty five to fifty", nil},
		{"June 4 , 1990 : 1990 Major League", "june fourth nineteen ninety to nineteen ninety major league", nil},
	})
}

// TestLowerCaseBoeingDigits: after "boeing" in lower case three digits are
// said one by one, as Google TN says them (4 of 4: "boeing 314" on the fit
// half, 707, 777 and 737 on the fresh sample's study half); after
// "Boeing" a 7x7 is the number first (TestRoadAndPlaneNumbersInPairs).
func TestLowerCaseBoeingDigits(t *testing.T) {
	checkCases(t, []caseT{
		{"transatlantic boeing 314 flying boats", "transatlantic boeing three one four flying boats", []string{"transatlantic boeing three hundred fourteen flying boats"}},
		{"of John boeing 707 in Pan Am", "of john boeing seven o seven in pan am", nil},
		{"FlyThru the boeing 777 .", "flythru the boeing seven seven seven", nil},
		{"The Boeing 777 landed .", "the boeing seven hundred seventy seven landed", nil},
	})
}
