package normalize

import (
	"regexp"
	"strings"
)

var (
	// Q2, Q2 2020, Q3'21: fiscal quarters, common in earnings calls.
	reQuarter = regexp.MustCompile(`^[Qq]([1-4])(?:\s?(?:(\d{4})|'(\d{2})))?\b`)
	// 2Q22, 3Q2021, 3Q
	reQuarterFirst = regexp.MustCompile(`^([1-4])Q(\d{2}|\d{4})?\b`)
	// quarterPrepositions are the words after which a quarter's name
	// takes "the": "in the third quarter", "for the fourth quarter".
	// Not "to" nor "versus", whose quarter pairs with one before it
	// ("Q1 to Q3", "Q3 2023 vs Q3 2022" "third quarter ... versus third
	// quarter ...").
	quarterPrepositions = setOf(strings.Fields(`in during for through throughout since until till by from
		into over after before within across`), false)
	// quarterNounEnds are the words that may follow a quarter that is a
	// noun, not a modifier: "in Q3 the company", "in Q3 and Q4".
	quarterNounEnds = setOf(strings.Fields(`the a an and or but as we our it its they their he she when while
		than compared versus vs to from with was is were are had has`), false)
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
	// bare is the ordinal's name without an article: "third quarter
	// twenty twenty three" heads a table or a slide, but after a
	// preposition the name takes "the" ("in third quarter twenty twenty
	// three" was 0.25 of "In Q3 2023"): "in the third quarter of twenty
	// twenty three", "during the third quarter".
	bare := ord + " quarter"
	if quarterTakesThe(sc.text, pos, pos+end) {
		bare = "the " + ord + " quarter"
		if yearAlts != nil {
			bare += " of"
		}
	}
	var d dist
	if spelledFirst {
		d.addAll(product(single(letters), yearAlts), 0.6)
		d.addAll(product(single(bare), yearAlts), 0.25)
		if yearAlts != nil {
			d.addAll(product(single("the "+ord+" quarter of"), yearAlts), 0.1)
		}
		d.addAll(product(single("quarter "+onesWords[q]), yearAlts), 0.05)
	} else if yearAlts == nil {
		// "Merck Posts 3Q Profit Drop", "a 3.7 Percent Rate in 3Q": the
		// quarter without its year ("three q" was the reading, the
		// digit and the letter); hand-set, Google TN has none.
		d.add(bare, 0.6)
		d.add(onesWords[q]+" q", 0.25)
		d.add(letters, 0.15)
	} else {
		d.addAll(product(single("the "+ord+" quarter of"), yearAlts), 0.4)
		d.addAll(product(single(bare), yearAlts), 0.3)
		d.addAll(product(single(letters), yearAlts), 0.2)
		d.addAll(product(single(onesWords[q]+" q"), yearAlts), 0.1)
	}
	return oneSeg(Date, pos, pos+end, d.done()), true
}

// quarterTakesThe reports whether the quarter at text[pos:end] is a
// noun after a preposition, whose name takes "the": "In Q3 2023, sales
// rose", "during Q3 the company"; not a quarter before its noun ("in Q2
// results" "in second quarter results") nor one in a headline, whose
// words before it are capitalized ("a 3.7 Percent Rate in 3Q" "in third
// quarter").
func quarterTakesThe(text string, pos, end int) bool {
	prep, at := prevWordAt(text, pos)
	if !quarterPrepositions[strings.ToLower(prep)] {
		return false
	}
	if before := prevWord(text, at); before != "" && isCapitalized(before) {
		return false
	}
	next := nextWord(text, end)
	return next == "" || quarterNounEnds[strings.ToLower(next)]
}
