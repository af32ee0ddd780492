package normalize

import "testing"

// TestRoadNumberCountsAndMeasures: a number after a road's name that
// counts a superlative's noun ("The US 150 largest firms" was "one
// fifty") or measures a distance ("highway 350 km" was "three fifty
// kilometers") is no road's number; a road's keeps its reading before a
// compass point or a word that counts nothing.
func TestRoadNumberCountsAndMeasures(t *testing.T) {
	checkCases(t, []caseT{
		{"The US 150 largest firms", "the u s one hundred fifty largest firms", nil},
		{"the 500 richest people", "the five hundred richest people", nil},
		{"highway 350 km", "highway three hundred fifty kilometers", nil},
		{"Highway 101 west", "highway one hundred one west", []string{"highway one oh one west", "highway one hundred one west"}},
		{"Highway 101 best known", "highway one hundred one best known", []string{"highway one oh one best known"}},
	})
	checkNotAmong(t, [][2]string{
		{"highway 350 km", "highway three fifty kilometers"},
	})
}

// TestIndexLevelBeforeTonight: four digits after a word of levels and a
// preposition are the level, a number first, even before "tonight"
// ("index at 2200 tonight" was only "twenty two hundred"); lights out
// and a bar's closing keep the clock, and so does a time zone after a
// level's word.
func TestIndexLevelBeforeTonight(t *testing.T) {
	checkCases(t, []caseT{
		{"index at 2200 tonight", "index at two thousand two hundred tonight", []string{"index at twenty two hundred tonight"}},
		{"The index closed at 2200 tonight", "the index closed at two thousand two hundred tonight", nil},
		{"The bar closed at 2200 tonight", "the bar closed at twenty two hundred tonight", nil},
		{"Lights out at 2200 tonight", "lights out at twenty two hundred tonight", nil},
		{"Prices at 2200 GMT", "prices at twenty two hundred g m t", nil},
	})
}

// TestResolutionJoinedToResolution: 4K joined by "and" or "or" to a
// resolution is one ("in 4K and 8K" read the second "eight thousand"
// first), both readings kept; a noun after the list makes both
// thousands ("in 4K and 8K increments").
func TestResolutionJoinedToResolution(t *testing.T) {
	checkCases(t, []caseT{
		{"sold it in 4K", "sold it in four k", []string{"sold it in four thousand"}},
		{"Sales rose in 4K and 8K", "sales rose in four k and eight k", []string{"sales rose in four thousand and eight thousand"}},
		{"Watch in 4K or 8K video", "watch in four k or eight k video", nil},
		{"in 4K and 8K increments", "in four thousand and eight thousand increments", []string{"in four k and eight k increments"}},
		{"He earned 4K and 8K", "he earned four thousand and eight thousand", nil},
	})
}

// TestJoinedListsReadAlike: the rules that read a number as the one
// "and" or "or" joins it to ask that number's segment, so a list reads
// alike at any length (the text was read one step back only: the third
// road, the third odds were counts and a date).
func TestJoinedListsReadAlike(t *testing.T) {
	checkCases(t, []caseT{
		{"Highways 401 and 403 and 427 meet.", "highways four hundred one and four hundred three and four hundred twenty seven meet", []string{"highways four oh one and four oh three and four twenty seven meet"}},
		{"The bet pays 11/15 and 12/20 or 13/20.", "the bet pays eleven to fifteen and twelve to twenty or thirteen to twenty", nil},
		{"from 0100 to 0200 and 0300", "from oh one hundred to oh two hundred and oh three hundred", nil},
		{"Call 911, 911!", "call nine one one nine one one", nil},
		{"Call 555 123 4567 or 555 123 4568.", "call five five five one two three four five six seven or five five five one two three four five six eight", nil},
	})
}

// TestJoinedSegment: joinedSegment finds the token before a joining
// word or mark only where the scan has just read both, and allocates
// nothing.
func TestJoinedSegment(t *testing.T) {
	for _, c := range []struct {
		text  string
		start int
		j     joining
		want  string
	}{
		{"Highways 401 and 427", 17, joinAndOr, "401"},
		{"Highways 401 AND 427", 17, joinAndOr, "401"},
		{"Highways 401 to 427", 16, joinAndOr, ""},
		{"from 0100 to 0200", 13, joinClock, "0100"},
		{"911, 911", 5, joinRepeat, "911"},
		{"911 911", 4, joinRepeat, "911"},
		{"911 911", 4, joinAndOr, ""},
		{"and 427", 4, joinAndOr, ""},
	} {
		segs, err := testV.scanFolded(c.text[:c.start])
		if err != nil {
			t.Fatalf("%q: %v", c.text, err)
		}
		sc := &scanner{v: testV, st: testV.style, text: c.text, segs: segs}
		got := ""
		if k := sc.joinedSegment(c.start, c.j); k >= 0 {
			got = c.text[segs[k].start:segs[k].end]
		}
		if got != c.want {
			t.Errorf("joinedSegment(%q, %d) = %q, want %q", c.text, c.start, got, c.want)
		}
		if n := testing.AllocsPerRun(100, func() { sc.joinedSegment(c.start, c.j) }); n != 0 {
			t.Errorf("joinedSegment(%q) allocates %v times a call", c.text, n)
		}
	}
	// Read ahead of the scan: no segment before the number.
	sc := &scanner{v: testV, st: testV.style, text: "Highways 401 and 427"}
	if k := sc.joinedSegment(17, joinAndOr); k != -1 {
		t.Errorf("joinedSegment with no segments = %d, want -1", k)
	}
}

// TestFiguresStagesAndRoundTheClock: n/m after a figure's or a table's
// name is two figures ("Fig. 3/4" was "figure three quarters"); after a
// stage, a lap or a game it is one of so many, no date ("Stage 5/21" was
// "stage may twenty first"); 7/24 beside a word of service is round the
// clock ("open 7/24" was "open july twenty fourth"), a date after "on".
func TestFiguresStagesAndRoundTheClock(t *testing.T) {
	checkCases(t, []caseT{
		{"Fig. 3/4", "figure three slash four", []string{"figure three to four", "figure three quarters"}},
		{"See Table 2/3", "see table two slash three", nil},
		{"Add a table 1/2 cup of sugar", "add a table half a cup of sugar", nil},
		{"Stage 5/21", "stage five of twenty one", nil},
		{"He won Stage 5/21.", "he won stage five of twenty one", nil},
		{"open 7/24", "open seven twenty four", []string{"open july twenty fourth"}},
		{"7/24 support", "seven twenty four support", nil},
		{"Open 24/7", "open twenty four seven", nil},
		{"on 7/24 we met", "on july twenty fourth we met", nil},
	})
	checkNotAmong(t, [][2]string{
		{"Stage 5/21", "stage may twenty first"},
	})
}

// TestHalfPoundBurgers: a unit of weight between a half or a quarter and
// a plural noun is each item's ("1/2 pound burgers" was "half a pound
// burgers", "half pound" no reading; "1/4 pound hot dogs" "one quarter
// pound"); a mass after it ("1/2 pound of beef") and a unit of volume
// ("1/2 cup raisins") keep "half a".
func TestHalfPoundBurgers(t *testing.T) {
	checkCases(t, []caseT{
		{"1/2 pound burgers", "half pound burgers", []string{"one half pound burgers", "a half pound burgers"}},
		{"1/2 lb burgers", "half pound burgers", nil},
		{"a 1/2 pound burger", "a half pound burger", nil},
		{"1/2 pound of beef", "half a pound of beef", nil},
		{"1/2 cup raisins", "half a cup raisins", nil},
		{"1/4 pound hot dogs", "quarter pound hot dogs", []string{"one quarter pound hot dogs"}},
		{"Two 1/4 pound burgers", "two quarter pound burgers", nil},
		{"1/4 pound of beef", "one quarter pound of beef", nil},
	})
}

// TestModelsPortsAndAmounts: the lead's list of single readings, each
// with the reading it had:
//   - "PlayStation 4s" ("four s"): a model made plural, the letter kept;
//   - "localhost:8080" ("localhost eight thousand eighty", the colon
//     silent): the host, its colon and the port in pairs or digit by digit;
//   - "R5M" ("r five m"): five million rand, the letters kept;
//   - "In 2 000 cases" ("two o o o"): thousands grouped with a space;
//   - "Python 3.10" ("three point one o"): a version's minor number;
//   - "At midnight (00:00)" ("at midnight midnight"): the digits;
//   - "by 2359 EST" ("est" 0.93): the zone after a time as after "8 pm".
func TestModelsPortsAndAmounts(t *testing.T) {
	checkCases(t, []caseT{
		{"PlayStation 4s", "playstation fours", []string{"playstation four s"}},
		{"The iPhone 6s", "the iphone six s", nil},
		{"localhost:8080", "localhost colon eighty eighty", []string{"localhost colon eight zero eight zero", "localhost colon eight o eight o"}},
		{"Open localhost:3000/api now.", "open localhost colon three thousand slash api now", nil},
		{"example.com:443", "example dot com colon four four three", nil},
		{"R5M", "five million rand", []string{"r five m"}},
		{"They paid R2.5bn for it.", "they paid two point five billion rand for it", nil},
		{"R10 million", "ten million rand", nil},
		{"a Renault R5", "a renault r five", nil},
		{"In 2 000 cases", "in two thousand cases", []string{"in two o o o cases"}},
		{"12 345 678 people", "twelve million three hundred forty five thousand six hundred seventy eight people", nil},
		{"911 911", "nine one one nine one one", nil},
		{"call 800 555 1234", "call eight hundred five five five one two three four", []string{"call eight o o five five five one two three four"}},
		{"Python 3.10", "python three point ten", []string{"python three point one zero"}},
		{"v3.11", "v three point eleven", nil},
		{"It rose 3.10 percent", "it rose three point one o percent", nil},
		{"At midnight (00:00)", "at midnight zero hundred", nil},
		{"at 00:00", "at midnight", nil},
		{"by 2359 EST", "by twenty three fifty nine e s t", []string{"by twenty three fifty nine est"}},
	})
	checkNotAmong(t, [][2]string{
		{"At midnight (00:00)", "at midnight midnight"},
	})
}

// TestRoadNameBeforeSignedOrPointNumber: a number of three characters
// after a road's name that is not three digits (".50", "-12") is read,
// not a panic: the quantity check read its sign or point as a road
// number's first digit ("Highway .50 km", "Route -12 miles": index out of
// range; FuzzVariantProperties found "Highways .00A0...").
func TestRoadNameBeforeSignedOrPointNumber(t *testing.T) {
	v := New(nil, Options{})
	for _, s := range []string{"Highway .50 km", "Route -12 miles", "Highways .00A000000000000000000"} {
		vs, err := v.Variants(s, 3)
		if err != nil || len(vs) == 0 {
			t.Errorf("%q: %d variants, %v", s, len(vs), err)
		}
	}
}
