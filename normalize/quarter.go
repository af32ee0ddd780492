package normalize

import "regexp"

var (
	// Q2, Q2 2020, Q3'21: fiscal quarters, common in earnings calls.
	reQuarter = regexp.MustCompile(`^[Qq]([1-4])(?:\s?(?:(\d{4})|'(\d{2})))?\b`)
	// 2Q22, 3Q2021, 3Q
	reQuarterFirst = regexp.MustCompile(`^([1-4])Q(\d{2}|\d{4})?\b`)
)

// matchQuarter reads fiscal quarters: "q two", "second quarter", "the
// second quarter of twenty two", with the year as a year.
func matchQuarter(sc *scanner, pos int) (match, bool) {
	text := sc.text[pos:]
	// Cheap test first (this runs at every token): Q1-Q4 or 1Q-4Q.
	if len(text) < 2 || !((text[0] == 'Q' || text[0] == 'q') && text[1] >= '1' && text[1] <= '4' ||
		text[0] >= '1' && text[0] <= '4' && text[1] == 'Q') {
		return match{}, false
	}
	if _, ok := dosingInterval(sc.text, pos, pos+1); ok {
		// "q4-6h": a prescription's interval, every four to six hours
		// ("fourth quarter to six hours" 0.2 before).
		return match{}, false
	}
	var q int
	var year string
	var end int
	spelledFirst := true
	if m := reQuarter.FindStringSubmatch(text); m != nil {
		q, end = int(m[1][0]-'0'), len(m[0])
		year = m[2] + m[3]
	} else if m := reQuarterFirst.FindStringSubmatch(text); m != nil {
		q, end, year = int(m[1][0]-'0'), len(m[0]), m[2]
		spelledFirst = false
	} else {
		return match{}, false
	}
	ord := ordinalWord(onesWords[q])
	letters := "q " + onesWords[q]
	var yearAlts []alt
	if len(year) == 4 {
		yearAlts = sc.yearAlts(atoiSmall(year))
	} else if year != "" {
		yearAlts = single(cardinalWords(year, false))
		if year[0] == '0' {
			yearAlts = sc.digitAlts(year, 1)
		}
	}
	var d dist
	if spelledFirst {
		d.addAll(product(single(letters), yearAlts), 0.6)
		d.addAll(product(single(ord+" quarter"), yearAlts), 0.25)
		if yearAlts != nil {
			d.addAll(product(single("the "+ord+" quarter of"), yearAlts), 0.1)
		}
		d.addAll(product(single("quarter "+onesWords[q]), yearAlts), 0.05)
	} else if yearAlts == nil {
		// "Merck Posts 3Q Profit Drop", "a 3.7 Percent Rate in 3Q": the
		// quarter without its year ("three q" was the reading, the
		// digit and the letter); hand-set, Google TN has none.
		d.add(ord+" quarter", 0.6)
		d.add(onesWords[q]+" q", 0.25)
		d.add(letters, 0.15)
	} else {
		d.addAll(product(single("the "+ord+" quarter of"), yearAlts), 0.4)
		d.addAll(product(single(ord+" quarter"), yearAlts), 0.3)
		d.addAll(product(single(letters), yearAlts), 0.2)
		d.addAll(product(single(onesWords[q]+" q"), yearAlts), 0.1)
	}
	return oneSeg(Date, pos, pos+end, d.done()), true
}
