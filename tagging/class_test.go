package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// TestFoundDatesAreOneSpan: without GTN's classes (NeMo's sentence-level
// GoogleTN JSONL, prep text), the matcher finds a date's day and year
// apart around its month, which matches itself; the semiotic column then
// had the day as a CARDINAL ("the seventh of" -> "7"), the year as a DATE
// and the month in neither, where GTN's own rows have one DATE token
// ("7 May 2014"). They are one DATE span with the month now; a day said
// as an ordinal with no month is an ORDINAL, a year range a DATE (it was
// a TELEPHONE). Given spans keep their classes and extents.
func TestFoundDatesAreOneSpan(t *testing.T) {
	d := NewDeriver()
	cases := []struct {
		written, spoken string
		spans           []Span
		want            string
	}{
		{"Retrieved 7 May 2014 .", "retrieved the seventh of may twenty fourteen", nil, "[{DATE 1 7}]"},
		{"Sun Xiaochen August 21 , 2011", "sun xiaochen august twenty first twenty eleven", nil, "[{DATE 2 7}]"},
		{"born on May 7th in Ohio", "born on may seventh in ohio", nil, "[{DATE 2 4}]"},
		{"in May 2014 it rained", "in may twenty fourteen it rained", nil, "[{DATE 1 4}]"},
		{"on 3 March they met", "on the third of march they met", nil, "[{DATE 1 5}]"},
		{"mary lily may quirk 1880 - 1952", "mary lily may quirk eighteen eighty to nineteen fifty two", nil, "[{DATE 4 10}]"},
		{"ranked 18th by ESPN", "ranked eighteenth by espn", nil, "[{ORDINAL 1 2}]"},
		{"it cost 7 dollars in may", "it cost seven dollars in may", nil, "[{CARDINAL 2 3}]"},
		// "may" is a month only next to a day or a year.
		{"you may 2 times", "you may two times", nil, "[{CARDINAL 2 3}]"},
		{"on 2 May 2014", "on two may twenty fourteen", nil, "[{CARDINAL 1 2} {DATE 2 5}]"},
		{"on 2 June", "on two june", nil, "[{DATE 1 3}]"},
		// A range of numbers said as numbers is no telephone number
		// (revn18: "28 - 30" was a TELEPHONE).
		{"ages 28 - 30 only", "ages twenty eight to thirty only", nil, "[{CARDINAL 1 5}]"},
		// Given spans: as given.
		{"Retrieved 7 May 2014", "retrieved the seventh of may twenty fourteen",
			[]Span{{"CARDINAL", 10, 11, 10, 24}, {"DATE", 16, 20, 29, 44}}, "[{CARDINAL 1 4} {DATE 5 7}]"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, c.spans, c.spans != nil)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.want {
			t.Errorf("%q / %q:\n got %s\nwant %s (tags %v)", c.written, c.spoken, got, c.want, ex.Tags)
		}
	}
}

// TestVerbalizerClassesAreGTNClasses: spans given by the verbalizer (prep
// text, spgi) carry its own classes; the semiotic column names GTN's
// (NeMo's semiotic_classes.txt), so rows from written corpora and from GTN
// are scored by one set of classes. The tags do not change.
func TestVerbalizerClassesAreGTNClasses(t *testing.T) {
	d := NewDeriver()
	cases := []struct {
		written, spoken string
		spans           []Span
		want            string
	}{
		{"in fiscal 2024", "in fiscal twenty twenty four", []Span{{"year", 10, 14, 10, 28}}, "[{DATE 2 5}]"},
		{"Henry VIII died", "henry the eighth died", []Span{{"roman", 6, 10, 6, 16}}, "[{ORDINAL 1 3}]"},
		{"World War II ended", "world war two ended", []Span{{"roman", 10, 12, 10, 13}}, "[{CARDINAL 2 3}]"},
		// revn17: the pronoun I that the verbalizer read in a roman span
		// says no number (it was a CARDINAL); spelled, LETTERS.
		{"So I think", "so i think", []Span{{"roman", 3, 4, 3, 4}}, "[]"},
		{"Super Bowl XXV ended", "super bowl x x v ended", []Span{{"roman", 11, 14, 11, 16}}, "[{LETTERS 2 5}]"},
		// A word in capitals said as a word is GTN's PLAIN.
		{"WE ARE FAVOURABLE TO IT", "we are favorable to it", []Span{{"letters", 7, 17, 7, 16}}, "[]"},
		{"the FBI said", "the f b i said", []Span{{"letters", 4, 7, 4, 9}}, "[{LETTERS 1 4}]"},
		{"Dr. Smith", "doctor smith", []Span{{"abbreviation", 0, 3, 0, 6}}, "[]"},
		{"Tom & Jerry", "tom and jerry", []Span{{"symbol", 4, 5, 4, 7}}, "[{VERBATIM 1 2}]"},
		{"code 0451", "code o four five one", []Span{{"digits", 5, 9, 5, 20}}, "[{DIGIT 1 5}]"},
		{"in 1990-95", "in nineteen ninety to ninety five", []Span{{"range", 3, 10, 3, 33}}, "[{DATE 1 6}]"},
		{"10-12 people", "ten to twelve people", []Span{{"range", 0, 5, 0, 13}}, "[{CARDINAL 0 3}]"},
		{"it cost $5", "it cost five dollars", []Span{{"money", 8, 10, 8, 20}}, "[{MONEY 2 4}]"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, c.spans, true)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.want {
			t.Errorf("%q / %q:\n got %s\nwant %s (tags %v)", c.written, c.spoken, got, c.want, ex.Tags)
		}
	}
}

// TestFoundSpansCutAtUnsaidPunctuation: a run of unmatched written tokens
// with punctuation nobody says between them was one found span when it
// aligned whole ("25 January 2001 , 25 friends": "2001 , 25" a CARDINAL
// said "two thousand one twenty five", its comma inside the tag "1,_";
// "UK Top 100 - 15th March": "one hundred the fifteenth of" a CARDINAL);
// its pieces are spans of their own now, the punctuation dropped as
// between matched words (NeMo's GoogleTN sentences keep it on the spoken
// side there: Google TN's PUNCT token). Punctuation a word says ("1 - 2"
// / "one to two", "1 : 250000" / "one to ..."), a date's comma ("22 ,
// 2001") and an abbreviation's period ("Oct . 2010") stay inside.
func TestFoundSpansCutAtUnsaidPunctuation(t *testing.T) {
	d := NewDeriver()
	cases := []struct {
		written, spoken   string
		tags, sem, target string
	}{
		{"On 25 January 2001 , 25 friends met .", "on the twenty fifth of january two thousand one twenty five friends met",
			"[<SELF> <DELETE> _2 5_ <DELETE> <SELF> _2 00 1_ _2 5_ <SELF> <SELF>]", "[{DATE 1 9} {CARDINAL 9 11}]",
			"on 25 january 2001 25 friends met"},
		{"UK Top 100 - 15th March 2014 .", "u k top one hundred the fifteenth of march twenty fourteen",
			"", "[{LETTERS 0 2} {CARDINAL 3 5} {DATE 5 11}]", "uk top 100 15th march 2014"},
		{"at rounds 1 - 2 , 4 - 5 only .", "at rounds one to two four to five only",
			"[<SELF> <SELF> _1_ _-_ _2_ _4_ _-_ _5_ <SELF>]", "[{CARDINAL 2 5} {CARDINAL 5 8}]", "at rounds 1 - 2 4 - 5 only"},
		{"of CO ( 2 ) fixation", "of c o two fixation", "", "[{LETTERS 1 3} {CARDINAL 3 4}]", "of co 2 fixation"},
		// revn19: a slash between a number and an ordinal is a
		// fraction's ("1 / 32nd" lost its slash to the cut since 8f2c936).
		{"He won 1 / 32nd F 1 .", "he won one thirty second f one",
			"", "[{FRACTION 2 5} {CARDINAL 6 7}]", "he won 1 / 32nd f 1"},
		// verb17: the spelled "DOI" is LETTERS apart from its number
		// (TestSpelledLeadApartFromItsNumber; one CARDINAL before).
		{"DOI 10.1007 / 978-94-007-3962-8 .", "d o i ten point one o o seven nine seven eight nine four o o seven three nine six two eight",
			"[_d <SELF> i_ _10 . 1 0 0 7_ _9 7 8- 9 4- 0 0 7- 3 9 6 2- 8_]", "[{LETTERS 0 3} {DECIMAL 3 9} {TELEPHONE 9 22}]", "doi 10.1007 978-94-007-3962-8"},
		// Said, a date's or an abbreviation's: one span as before.
		{"Retrieved October 31 , 2011 .", "retrieved october thirty first twenty eleven",
			"", "[{DATE 1 6}]", "retrieved october 31 , 2011"},
		{"Scale 1 : 250000 map .", "scale one to two hundred fifty thousand map",
			"", "[{CARDINAL 1 7}]", "scale 1 : 250000 map"},
		{"Irish Voice 27 Oct . 2010 : 8 .", "irish voice the twenty seventh of october two thousand ten to eight",
			"", "[{DATE 2 12}]", "irish voice 27 oct . 2010 : 8"},
		// Pieces of digits said one by one take one word a digit ("o"
		// wrote "00" and two "o" were <DELETE> before).
		{"Rs.10 , 00 , 000 , 00 annual", "ten rupees o o o o o o o annual",
			"[.10_> _rs _0 0_ _0 0 0_ _0 0_ <SELF>]", "[{MONEY 0 2} {DIGIT 2 4} {DIGIT 4 7} {DIGIT 7 9}]", "rs.10 00 000 00 annual"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s (tags %v)", c.written, got, c.sem, ex.Tags)
		}
		if got := fmt.Sprint(ex.Tags); c.tags != "" && got != c.tags {
			t.Errorf("%q: tags %s, want %s", c.written, got, c.tags)
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q", c.written, ex.Target, c.target)
		}
	}
}

// TestGuessClassDigitByDigit: one run of digits said one by one is Google
// TN's DIGIT ("JESC 2013" said "two o one three" and "GB 1005" said "one
// o o five" were DATEs by the year rule, "157" said "one five seven" a
// CARDINAL); said as a number it keeps the year's or the cardinal's
// class, and one digit stays a CARDINAL.
func TestGuessClassDigitByDigit(t *testing.T) {
	for _, c := range []struct{ written, spoken, want string }{
		{"2013", "two o one three", "DIGIT"},
		{"1005", "one o o five", "DIGIT"},
		{"157", "one five seven", "DIGIT"},
		{"007", "o o seven", "DIGIT"},
		{"2013", "twenty thirteen", "DATE"},
		{"1005", "one thousand five", "DATE"},
		{"157", "one hundred fifty seven", "CARDINAL"},
		{"7", "seven", "CARDINAL"},
		{"1,005", "one o o five", "CARDINAL"},
		{"-12", "minus one two", "CARDINAL"},
		// A year with its era is a date, not a measure.
		{"200 AD", "two hundred a d", "DATE"},
		{"44 BC", "forty four b c", "DATE"},
		{"AD 79", "a d seventy nine", "DATE"},
		// An amount with a currency's code is money, an hour with a
		// zone after p.m. a time (both were MEASURE).
		{"100 USD", "one hundred dollars", "MONEY"},
		{"EUR 30", "thirty euros", "MONEY"},
		{"1.5 bn EUR", "one point five billion euros", "MONEY"},
		// India's rupee written Rs is money, in lakhs and crores too
		// (CARDINAL before).
		{"Rs 500", "five hundred rupees", "MONEY"},
		{"Rs. 10 lakh", "ten lakh rupees", "MONEY"},
		{"rs 5 crore", "five crore rupees", "MONEY"},
		{"10 PM ET", "ten p m e t", "TIME"},
		{"5 kg", "five kilograms", "MEASURE"},
		// The sentence's punctuation on a found span of detokenized
		// text does not hide its class (they were MEASURE, MEASURE,
		// CARDINAL, CARDINAL, MEASURE).
		{"100 USD.", "one hundred dollars", "MONEY"},
		{"44 BC,", "forty four b c", "DATE"},
		{"1990.", "nineteen ninety", "DATE"},
		{"3.5.", "three point five", "DECIMAL"},
		{"10 PM ET.", "ten p m e t", "TIME"},
		{"10 p.m.", "ten p m", "TIME"},
		{"200 a.d.", "two hundred a d", "DATE"},
		// n/m said as a month and a day is a DATE (it was a FRACTION).
		{"3/15", "march fifteenth", "DATE"},
		{"3/15", "three fifteenths", "FRACTION"},
	} {
		if got := GuessClass(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("GuessClass(%q, %q) = %s, want %s", c.written, c.spoken, got, c.want)
		}
	}
}

// TestGuessClassTelephoneOrRange: digits, dashes and spaces are a
// telephone number when said digit by digit, a range of numbers when said
// as numbers.
func TestGuessClassTelephoneOrRange(t *testing.T) {
	for _, c := range []struct{ written, spoken, want string }{
		{"28 - 30", "twenty eight to thirty", "CARDINAL"},
		{"100 - 250", "one hundred to two hundred fifty", "CARDINAL"},
		{"555 - 1234", "five five five one two three four", "TELEPHONE"},
		{"(555) 123-4567", "five five five one two three four five six seven", "TELEPHONE"},
		// revn19: a telephone number of three groups is one also with
		// a group said whole (it was a CARDINAL since 36c6917); a
		// range says "to".
		{"1-800-555-1234", "one eight hundred five five five one two three four", "TELEPHONE"},
		{"0161 496 0000 - 1", "o one six one four hundred ninety six o o o o to one", "CARDINAL"},
		{"1999 - 2000", "nineteen ninety nine two thousand", "DATE"},
		// Groups of digits apart said digit by digit are a telephone
		// number, no cardinal (revn19: the joined groups matched the
		// cardinal's pattern first); said as numbers they are numbers.
		{"0161 496 0000", "o one six one four nine six o o o o", "TELEPHONE"},
		{"7946 0018", "seven nine four six o o one eight", "TELEPHONE"},
		{"7946 0018", "seventy nine forty six o o eighteen", "CARDINAL"},
		// verb18: one run of digits said digit by digit is a DIGIT
		// (it was a CARDINAL): no spaces, so no telephone either.
		{"1572225424", "one five seven two two two five four two four", "DIGIT"},
		// verb17: groups said digit by digit are no date ("49-30-4",
		// a season's record, "four nine three o four" was a DATE); a
		// date said as one stays a DATE.
		{"49-30-4", "four nine three o four", "TELEPHONE"},
		{"2015-09-01", "the first of september twenty fifteen", "DATE"},
		{"11/09/2009", "november ninth two thousand nine", "DATE"},
	} {
		if got := GuessClass(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("GuessClass(%q, %q) = %s, want %s", c.written, c.spoken, got, c.want)
		}
	}
}

// TestSpelledLeadApartFromItsNumber: a found span that opens with a word
// of capitals spelled letter by letter before a number ("ISBN
// 3-7705-3380-1" said "i s b n three seven ...") is two tokens, as Google
// TN has them: LETTERS, then the number's class (it was one CARDINAL,
// "i s b n ..."); so is a code's number said digit by digit before such a
// word ("827 AT" "eight two seven a t": DIGIT, then LETTERS; it was a
// MEASURE). The tags and the target do not change.
func TestSpelledLeadApartFromItsNumber(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, sem, target string }{
		{"Fink , ISBN 3-7705-3380-1 .", "fink i s b n three seven seven o five three three eight o one",
			"[{LETTERS 1 5} {TELEPHONE 5 15}]", "fink isbn 3-7705-3380-1"},
		{"Advanced , ISBN 1572225424 Emsley", "advanced i s b n one billion five hundred seventy two million two hundred twenty five thousand four hundred twenty four emsley",
			"[{LETTERS 1 5} {CARDINAL 5 21}]", "advanced isbn 1572225424 emsley"},
		{"See IUCN 2008 .", "see i u c n two thousand eight", "[{LETTERS 1 5} {DATE 5 8}]", "see iucn 2008"},
		// Not spelled: one span as before.
		{"The X5 model .", "the x five model", "[{CARDINAL 1 3}]", "the x5 model"},
		// Spelled capitals after a code's digits said one by one: the
		// digits, then LETTERS (one MEASURE "eight two seven a t" before).
		{"`` Holroyd ( HLRT 827 AT ) `` .", "holroyd h l r t eight two seven a t",
			"[{LETTERS 1 5} {DIGIT 5 8} {LETTERS 8 10}]", "holroyd hlrt 827 at"},
		{"The 747 SP flew .", "the seven four seven s p flew", "[{DIGIT 1 4} {LETTERS 4 6}]", "the 747 sp flew"},
		// A unit after a number said whole: one span.
		{"A 5 MB file .", "a five m b file", "[{MEASURE 1 4}]", "a 5 mb file"},
		// ... a dose's or a heat's unit too (DATE "1000" and LETTERS
		// "iu" after faa0de9 split them).
		{"Take 1000 IU daily .", "take one thousand i u daily", "[{MEASURE 1 5}]", "take 1000 iu daily"},
		{"It uses 5000 BTU .", "it uses five thousand b t u", "[{MEASURE 2 7}]", "it uses 5000 btu"},
		// A year or a count said whole, then an initialism spelled: the
		// number's class, then LETTERS (one MEASURE "nineteen eighty
		// seven n h l" before, 10 of the 6,551 fit-half and development
		// rows); an era or an hour's half of the day stays with it.
		{"the 1987 NHL Entry Draft .", "the nineteen eighty seven n h l entry draft",
			"[{DATE 1 4} {LETTERS 4 7}]", "the 1987 nhl entry draft"},
		{"BBC Radio 1 DJ John Peel", "b b c radio one d j john peel",
			"[{LETTERS 0 3} {CARDINAL 4 5} {LETTERS 5 7}]", "bbc radio 1 dj john peel"},
		{"after 200 AD , probably", "after two hundred a d probably", "[{DATE 1 5}]", "after 200 ad probably"},
		{"at 10 PM today", "at ten p m today", "[{TIME 1 4}]", "at 10 pm today"},
		// An ordinal before spelled capitals is its own token; an era
		// before a year stays with it (LETTERS and CARDINAL before).
		{"Sir Thomas Clarges , 2nd BT .", "sir thomas clarges second b t", "[{ORDINAL 3 4} {LETTERS 4 6}]", "sir thomas clarges 2nd bt"},
		{"In AD 79 Vesuvius erupted .", "in a d seventy nine vesuvius erupted", "[{DATE 1 5}]", "in ad 79 vesuvius erupted"},
		// Detokenized text: the sentence's period on the capitals is
		// cut off as Google TN's tokenizer cuts it (markPieces; the
		// LETTERS span held it), the capitals still their own span (one
		// MEASURE before), and a currency's
		// code spelled after an amount is one MONEY (a CARDINAL and
		// LETTERS before).
		{"It was the 2nd BT.", "it was the second b t", "[{ORDINAL 3 4} {LETTERS 4 6}]", "it was the 2nd bt"},
		{"The 1987 NHL.", "the nineteen eighty seven n h l", "[{DATE 1 4} {LETTERS 4 7}]", "the 1987 nhl"},
		{"It costs 100 USD today .", "it costs one hundred u s d today", "[{MONEY 2 7}]", "it costs 100 usd today"},
		// An ordinal has no era: "1st AD" (a first assistant director)
		// is ORDINAL then LETTERS (one MEASURE before).
		{"The 1st AD said so .", "the first a d said so", "[{ORDINAL 1 2} {LETTERS 2 4}]", "the 1st ad said so"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s (tags %v)", c.written, got, c.sem, ex.Tags)
		}
		if ex.Target != c.target {
			t.Errorf("%q: target %q, want %q", c.written, ex.Target, c.target)
		}
	}
}

// TestModelCodeAfterDigits: a model code of capitals and digits after a
// number said digit by digit ("RX 2540 M1" said "r x two five four o m
// one") is its own token, not one MEASURE with "m" for meters.
func TestModelCodeAfterDigits(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, sem string }{
		{"The RX 2540 M1 server .", "the r x two five four o m one server", "[{LETTERS 1 3} {DIGIT 3 7} {CARDINAL 7 9}]"},
		{"A 5 MB file .", "a five m b file", "[{MEASURE 1 4}]"},
		{"A 5 M1 file .", "a five m one file", "[{MEASURE 1 4}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s (tags %v)", c.written, got, c.sem, ex.Tags)
		}
	}
}

// TestAbbreviationLeadApartFromItsNumber: an abbreviation said in words
// before a number ("e.g. 5" said "for example five") is a word of its own,
// as Google TN's PLAIN "e.g.", and the number its own span: one CARDINAL
// held both. The tags and the target do not change.
func TestAbbreviationLeadApartFromItsNumber(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, sem, tags string }{
		{"Some fruit , e.g. 5 apples .", "some fruit for example five apples", "[{CARDINAL 4 5}]", "<SELF> <SELF> <DELETE> _e.g._ _5_ <SELF>"},
		{"Two kinds , i.e. 12 in all .", "two kinds that is twelve in all", "[{CARDINAL 4 5}]", "<SELF> <SELF> <DELETE> _i.e._ _12_ <SELF> <SELF>"},
		// An abbreviated month is the date's.
		{"Born on Oct. 12 , 1830 there", "born on october twelfth eighteen thirty there", "[{DATE 2 6}]", "<SELF> <SELF> _oct._ _12__,_ _18 30_ <SELF>"},
		// A year after it keeps its class.
		{"Old , e.g. 1990 ones .", "old for example nineteen ninety ones", "[{DATE 3 5}]", "<SELF> <DELETE> _e.g._ _19 90_ <SELF>"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s (tags %v)", c.written, got, c.sem, ex.Tags)
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
	}
}

// TestFoundSpanNoBreakSpace: a no-break or thin space inside a found span
// ("5\u00a0km") is a space to the class guess: a MEASURE, as with a
// space (it was a CARDINAL); the target has one space.
func TestFoundSpanNoBreakSpace(t *testing.T) {
	d := NewDeriver()
	for _, written := range []string{"It is 5\u00a0km away .", "It is 5\u2009km away ."} {
		ex, f := d.Derive(written, "it is five kilometers away", nil, false)
		if f != nil {
			t.Fatalf("%q: %v", written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != "[{MEASURE 2 4}]" || ex.Target != "it is 5 km away" {
			t.Errorf("%q: semiotic %s, target %q", written, got, ex.Target)
		}
	}
}

// TestDottedNumberAndFlatCode: a dotted number said with "point" ("Fig.
// 3.2.1" said "figure three point two point one") is no DATE, and a
// number with letters spelled after it that are no unit ("Apt. 4C" said
// "apartment four c") is no MEASURE: both CARDINAL, as "X5" is; letters
// in lower case spelled after a number ("1979 dtv") are LETTERS as
// capitals are. A unit spelled ("5 MB") and a date said as one still are.
func TestDottedNumberAndFlatCode(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, sem string }{
		{"see Fig. 3.2.1 for details", "see figure three point two point one for details", "[{CARDINAL 2 7}]"},
		{"he lives at Apt. 4C now", "he lives at apartment four c now", "[{CARDINAL 4 6}]"},
		{"he lives in apartment 4C now", "he lives in apartment four c now", "[{CARDINAL 4 6}]"},
		{"on 3.2.2001 we met", "on the third of february two thousand one we met", "[{DATE 1 8}]"},
		{"A 5 MB file .", "a five m b file", "[{MEASURE 1 4}]"},
		{"it is 4 C outside", "it is four celsius outside", "[{MEASURE 2 4}]"},
		// Letters in lower case spelled after a number are an
		// initialism as capitals are (one MEASURE before).
		{"later in 1979 dtv wissenschaft", "later in nineteen seventy nine d t v wissenschaft", "[{DATE 2 5} {LETTERS 5 8}]"},
		{"Sir Thomas Clarges , 2nd Bt .", "sir thomas clarges second b t", "[{ORDINAL 3 4} {LETTERS 4 6}]"},
		{"a 5 mb file", "a five m b file", "[{MEASURE 1 4}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s (tags %v)", c.written, got, c.sem, ex.Tags)
		}
	}
}

// TestGuessClassScaledNumber: a number and its scale word, in millions or
// in lakhs and crores, is a DECIMAL as Google TN and NeMo class it ("30
// lakh" and "100 million" were MEASURE, the scale taken for a unit); a
// unit after a number stays a MEASURE.
func TestGuessClassScaledNumber(t *testing.T) {
	for _, c := range []struct{ written, spoken, want string }{
		{"30 lakh", "thirty lakh", "DECIMAL"},
		{"2.5 lakh", "two point five lakh", "DECIMAL"},
		{"3 crores", "three crores", "DECIMAL"},
		{"100 million", "one hundred million", "DECIMAL"},
		{"1,5 billion", "one point five billion", "DECIMAL"},
		{"30 km", "thirty kilometers", "MEASURE"},
		{"Rs 30 lakh", "thirty lakh rupees", "MONEY"},
	} {
		if got := GuessClass(c.written, strings.Fields(c.spoken)); got != c.want {
			t.Errorf("GuessClass(%q, %q) = %s, want %s", c.written, c.spoken, got, c.want)
		}
	}
}
