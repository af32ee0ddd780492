package normalize

import (
	"math"
	"testing"
)

// checkProbAtLeast fails where the reading spoken of written has a
// probability under p (a reading that must be there, not first).
func checkProbAtLeast(t *testing.T, p float64, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		got, err := testV.ProbOf(c[0], c[1])
		if err != nil {
			t.Errorf("%q: %v", c[0], err)
			continue
		}
		if got < p {
			t.Errorf("%q: %q %.3f, want %.2f or more", c[0], c[1], got, p)
		}
	}
}

// TestLifeEventAbbreviations: a biography's "b.", "d.", "fl.", "r.",
// "bapt." in the parentheses after a name, before a year or a date, are
// said as the words they shorten ("floor eleven seventies", "r fifteen o
// nine", "b nineteen fifty" were the readings); elsewhere, and tokenized
// apart from the period as Google TN writes them ("( d . 1838 )", which
// its annotators leave as the letter), the letters stay.
func TestLifeEventAbbreviations(t *testing.T) {
	checkBestAtLeast(t, 0.5, [][2]string{
		{"Jane Doe (b. 1950) is an American economist.", "jane doe born nineteen fifty is an american economist"},
		{"Walter of Châtillon (fl. 1170s) was a French writer.", "walter of châtillon flourished eleven seventies was a french writer"},
		{"Henry VIII (r. 1509-1547) broke with Rome.", "henry the eighth reigned fifteen o nine to fifteen forty seven broke with rome"},
		{"William Shakespeare (bapt. 26 April 1564 – d. 23 April 1616) was a playwright.",
			"william shakespeare baptized the twenty sixth of april fifteen sixty four died the twenty third of april sixteen sixteen was a playwright"},
		{"Hypatia (born c. 350; d. 415) was a philosopher.", "hypatia born circa three hundred fifty died four hundred fifteen was a philosopher"},
		{"(fl. c. 1200, d. 1203)", "flourished circa twelve hundred died twelve o three"},
		{"Ann Lee (d. January 1784)", "ann lee died january seventeen eighty four"},
	})
	checkProbAtLeast(t, 0.1, [][2]string{
		{"Walter of Châtillon (fl. 1170s) was a French writer.", "walter of châtillon floruit eleven seventies was a french writer"},
	})
	for _, text := range []string{"See Section 4 b. 5 and d. 12.", "He married Jane Hodge ( d . 1838 ) , of Albany .",
		"(a) and (b. 5)", "(see p. 5, d. 12)", "(items a, b. 12)"} {
		all, err := testV.Variants(text, 0)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		for _, r := range all {
			for _, w := range []string{"born", "died", "flourished", "reigned"} {
				if containsWord(r.Spoken, w) && r.Prob >= 0.05 {
					t.Errorf("%q: reading %q %.2f, want no %q outside a biography's parentheses", text, r.Spoken, r.Prob, w)
				}
			}
		}
	}
}

// TestEnDashBetweenDates: an en dash between two dates or years whose
// second opens with a month or "c." is a range, "to", as it was before a
// digit ("(22 November 1819 – 22 December 1880)"); it was unsaid, so a
// lifespan written month first read as two dates in a row (0.98). A
// hyphen there stays unsaid (Google TN's "( August 16 , 1859 - August 7 ,
// 1939 )", 3 of 3), and so does a dash after a decade or before a word
// that opens no date.
func TestEnDashBetweenDates(t *testing.T) {
	checkBestAtLeast(t, 0.8, [][2]string{
		{"Dr. King (January 15, 1929 – April 4, 1968) was a leader.",
			"doctor king january fifteenth nineteen twenty nine to april fourth nineteen sixty eight was a leader"},
		{"(January 15, 1929–April 4, 1968)", "january fifteenth nineteen twenty nine to april fourth nineteen sixty eight"},
		{"Genghis Khan (c. 1162 – August 1227) founded it.", "genghis khan circa eleven sixty two to august twelve twenty seven founded it"},
		{"Urey Woodson ( August 16 , 1859 - August 7 , 1939 ) was a Kentucky Democrat",
			"urey woodson august sixteenth eighteen fifty nine august seventh nineteen thirty nine was a kentucky democrat"},
		{"In 1929 – March was cold – we left.", "in nineteen twenty nine march was cold we left"},
		{"The 1990s – March 5 was the day", "the nineteen nineties march fifth was the day"},
		{"(1564 – d. 1616)", "fifteen sixty four died sixteen sixteen"},
	})
	checkBestAtLeast(t, 0.5, [][2]string{
		{"The dynasty ruled c. 1600 – c. 1046 BC.", "the dynasty ruled circa sixteen hundred to circa ten forty six b c"},
	})
}

// TestLengthByLength: a multiplication sign between two lengths, or a
// number and a length, is a dimension's "by" ("times" and "by" were 0.5
// each); between other quantities it keeps the symbol's weights.
func TestLengthByLength(t *testing.T) {
	checkBestAtLeast(t, 0.75, [][2]string{
		{"The painting measures 77 cm × 53 cm.", "the painting measures seventy seven centimeters by fifty three centimeters"},
		{"The painting measures 77 × 53 cm.", "the painting measures seventy seven by fifty three centimeters"},
		{"a plot of 6 ft × 8 ft", "a plot of six feet by eight feet"},
	})
	for _, text := range []string{"3 × 5 kg", "5 m × 2"} {
		all, err := testV.Variants(text, 2)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if len(all) < 2 || math.Abs(all[0].Prob-all[1].Prob) > 1e-9 {
			t.Errorf("%q: %v, want times and by alike (no length after the sign)", text, all)
		}
	}
}

// TestAdjectiveBeforeAttributiveAmount: an amount that names a kind of
// thing after "a" and an adjective of a short list ("a new $5 billion
// repurchase program") takes the singular as after "a" alone ("a new five
// billion dollars repurchase program" was the only reading); a clause's
// end after the amount keeps the plural alone.
func TestAdjectiveBeforeAttributiveAmount(t *testing.T) {
	checkBestAtLeast(t, 0.55, [][2]string{
		{"The board authorized a new $5 billion repurchase program.", "the board authorized a new five billion dollar repurchase program"},
		{"We signed a new $120 million facility.", "we signed a new one hundred twenty million dollar facility"},
		{"an additional 10 km stretch", "an additional ten kilometer stretch"},
	})
	checkBestAtLeast(t, 0.99, [][2]string{
		{"They paid a new $5 billion.", "they paid a new five billion dollars"},
		{"a new 5 km of road", "a new five kilometers of road"},
		{"the old $5 billion program", "the old five billion dollars program"},
	})
}

// TestPlusBeforeMoneyScale: "-plus" or "+" between an amount's number and
// its scale word is said before the scale ("five hundred dollars plus
// million" was the only reading); "$5 + tax" and "$5-plus shipping" keep
// the amount whole.
func TestPlusBeforeMoneyScale(t *testing.T) {
	checkBestAtLeast(t, 0.99, [][2]string{
		{"Revenue of $500-plus million.", "revenue of five hundred plus million dollars"},
		{"It was $500+ million.", "it was five hundred plus million dollars"},
		{"It was $1.5-plus billion in sales.", "it was one point five plus billion dollars in sales"},
		{"It costs $5 + tax.", "it costs five dollars plus tax"},
		{"Buy for $5-plus shipping.", "buy for five dollars plus shipping"},
	})
	checkBestAtLeast(t, 0.55, [][2]string{
		{"a $500-plus million deal", "a five hundred plus million dollar deal"},
	})
}

// TestCentsOnlyRangeReadAlike: a range of two amounts of cents alone is
// said alike at both ends, as a range of dollars and cents is
// (tieMoneyRanges): "$0.80 to $0.85" was "zero point eight zero dollars
// to eighty five cents" 0.10, prep's second sample of an earnings call's
// guidance.
func TestCentsOnlyRangeReadAlike(t *testing.T) {
	checkNotAmong(t, [][2]string{
		{"We expect $0.80 to $0.85 in Q4.", "we expect zero point eight zero dollars to eighty five cents in q four"},
		{"We expect $0.80 to $0.85 in Q4.", "we expect eighty cents to zero point eight five dollars in q four"},
		{"We expect a $0.05 to $0.07 headwind.", "we expect a zero point zero five dollars to seven cents headwind"},
	})
	checkProbAtLeast(t, 0.1, [][2]string{
		{"We expect a $0.05 to $0.07 headwind.", "we expect a zero point zero five dollars to zero point zero seven dollars headwind"},
	})
	checkBestAtLeast(t, 0.85, [][2]string{
		{"We expect a $0.05 to $0.07 headwind.", "we expect a five cents to seven cents headwind"},
	})
}

// TestCentsBeforeTheirNoun: cents alone before the noun they describe,
// after "a" or "the", take the singular as "a 25c stamp" does ("a three
// cents tax benefit" was 0.89); a price that ends its clause keeps the
// plural alone.
func TestCentsBeforeTheirNoun(t *testing.T) {
	checkBestAtLeast(t, 0.85, [][2]string{
		{"Then there is a $0.03 tax benefit.", "then there is a three cent tax benefit"},
		{"the $0.10 fee is waived", "the ten cent fee is waived"},
		{"a €0.20 charge", "a twenty cent charge"},
	})
	checkBestAtLeast(t, 0.85, [][2]string{
		{"It cost $0.50.", "it cost fifty cents"},
		{"It was $0.05 to $0.07 a share.", "it was five cents to seven cents a share"},
		{"It was a $0.50 well spent.", "it was a fifty cents well spent"},
	})
}

// TestPriceInItsTens: "$" before a price written as its tens ("in the
// $40s", "the low $20s per share") is unsaid, "in the forties" ("in the
// dollar forties" was 0.6); the sign's word keeps 0.2.
func TestPriceInItsTens(t *testing.T) {
	checkBestAtLeast(t, 0.75, [][2]string{
		{"It was in the $40s.", "it was in the forties"},
		{"It was in the low $20s per share.", "it was in the low twenties per share"},
		{"It traded in the mid-$30s.", "it traded in the mid thirties"},
	})
	checkBestAtLeast(t, 0.55, [][2]string{
		{"the $40 fee", "the forty dollar fee"},
		{"We paid $40s for it", "we paid dollar forties for it"},
	})
}

// TestLengthLabelMinutesSeconds: after "Length:" an m:ss is minutes and
// seconds ("thirty five to twelve", a ratio's, was 0.89); "Duration:"
// keeps its readings (an event's hours as often).
func TestLengthLabelMinutesSeconds(t *testing.T) {
	checkBestAtLeast(t, 0.55, [][2]string{
		{"Label: Parlophone. Length: 35:12.", "label parlophone length thirty five twelve"},
		{"Total length: 42:17", "total length forty two seventeen"},
	})
	checkProbAtLeast(t, 0.25, [][2]string{
		{"Label: Parlophone. Length: 35:12.", "label parlophone length thirty five minutes and twelve seconds"},
	})
	checkNotAmong(t, [][2]string{
		{"Label: Parlophone. Length: 35:12.", "label parlophone length thirty five to twelve"},
	})
}

// TestLifeEventsMoreForms: a marriage and a divorce ("(m. 1842)", "(m.
// 1950; div. 1960)"), "circa" before a month ("(c. October 31, 1760 –"),
// and a century after "fl." ("(fl. 5th century)") are read as the
// words ("m eighteen forty two", "c october", "floor fifth century" were
// the readings); "c." before a year stays the style's circa alone.
func TestLifeEventsMoreForms(t *testing.T) {
	checkBestAtLeast(t, 0.7, [][2]string{
		{"Spouse(s): Mary Todd (m. 1842).", "spouse s mary todd married eighteen forty two"},
		{"She married John Brown (m. 1950; div. 1960).", "she married john brown married nineteen fifty divorced nineteen sixty"},
		{"Hokusai (c. October 31, 1760 – May 10, 1849) was an artist.",
			"hokusai circa october thirty first seventeen sixty to may tenth eighteen forty nine was an artist"},
		{"Saint Patrick (fl. 5th century) was a missionary.", "saint patrick flourished fifth century was a missionary"},
		{"Gerard of Cremona (c. 1114 – 1187)", "gerard of cremona circa eleven fourteen to eleven eighty seven"},
		{"The length (5 m. 1842)", "the length five meters eighteen forty two"},
	})
	checkNotAmong(t, [][2]string{{"Gerard of Cremona (c. 1114 – 1187)", "gerard of cremona c eleven fourteen to eleven eighty seven"}})
}

// TestCircaYearOrNext: a year and the next after "c." are a year the
// sources leave between two, "or" 0.6, the slash unsaid 0.4 ("c. 672/673"
// was a fraction, "six hundred seventy two six hundred seventy thirds");
// without "c." a fraction stays one.
func TestCircaYearOrNext(t *testing.T) {
	checkBestAtLeast(t, 0.55, [][2]string{
		{"Isaac Newton died c. 1726/27.", "isaac newton died circa seventeen twenty six or twenty seven"},
	})
	checkProbAtLeast(t, 0.2, [][2]string{
		{"Bede (c. 672/673 – 26 May 735) was a monk.", "bede circa six seventy two or six seventy three to twenty six may seven hundred thirty five was a monk"},
		{"Thomas Becket (c. 1119/1120 – 29 December 1170)", "thomas becket circa eleven nineteen or eleven twenty to twenty nine december eleven seventy"},
	})
	checkBestAtLeast(t, 0.9, [][2]string{
		{"It was 672/673 of them.", "it was six hundred seventy two six hundred seventy thirds of them"},
	})
}

// TestZoneOffset: a time zone's offset after UTC or GMT is its sign and
// its hours ("UTC+01:00" was "plus one o'clock" 0.57, "UTC−05:00" lost its
// minus, "UTC -03:00" "minus o three to o o").
func TestZoneOffset(t *testing.T) {
	checkBestAtLeast(t, 0.85, [][2]string{
		{"Time zone: UTC+01:00 (CET).", "time zone u t c plus one cet"},
		{"UTC−05:00", "u t c minus five"},
		{"UTC -03:00", "u t c minus three"},
		{"It is UTC+5:30 in India.", "it is u t c plus five thirty in india"},
		{"GMT+8", "g m t plus eight"},
	})
	checkProbAtLeast(t, 0.09, [][2]string{
		{"It is UTC+5:30 in India.", "it is u t c plus five hours thirty minutes in india"},
	})
	checkBestAtLeast(t, 0.9, [][2]string{
		{"The UTC-based clock", "the u t c based clock"},
	})
}

// TestYearLabelsPercent: a year against a colon, then a space and a
// percentage, labels the figure as a table turned into text does
// ("twenty twenty to one point two percent", a ratio's, was 0.73).
func TestYearLabelsPercent(t *testing.T) {
	checkBestAtLeast(t, 0.9, [][2]string{
		{"Table: Year 2020: 1.2%; 2021: 5.9%; 2022: 2.1%.",
			"table year twenty twenty one point two percent twenty twenty one five point nine percent twenty twenty two two point one percent"},
	})
}

// TestSharesPairAgainstDash: two shares of a hundred joined by a dash
// between a determiner and the noun they describe are said as the pair,
// "a sixty forty portfolio" as "60/40" is ("sixty to forty" was 0.82); a
// score and a game's result keep the range's "to"; "$" before a price in its tens after a hyphen ("the
// low-$40s") is unsaid as after a space.
func TestSharesPairAgainstDash(t *testing.T) {
	checkBestAtLeast(t, 0.7, [][2]string{
		{"We run a 60-40 portfolio.", "we run a sixty forty portfolio"},
		{"the 70-30 mix", "the seventy thirty mix"},
	})
	checkBestAtLeast(t, 0.8, [][2]string{
		{"The team won 60-40.", "the team won sixty to forty"},
		{"a 60-40 win", "a sixty to forty win"},
	})
	checkBestAtLeast(t, 0.75, [][2]string{
		{"Our breakeven is in the low-$40s.", "our breakeven is in the low forties"},
	})
}
