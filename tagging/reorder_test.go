package tagging

import (
	"strings"
	"testing"
)

// TestDeriveReorderedDates: numeric dates said in another field order than
// written are tagged with movement marks that NeMo's realization undoes
// (they were non_monotonic rejects).
func TestDeriveReorderedDates(t *testing.T) {
	d := NewDeriver()
	cases := []struct{ name, written, spoken, tags string }{
		{"day first written, month first said", "it was 25/12/2020 then", "it was december twenty fifth twenty twenty then",
			"<SELF> <SELF> 12/> _2> 5/ 20 20_ <SELF>"},
		{"month first written, day first said", "it was 12/25/2020 then", "it was the twenty fifth of december twenty twenty then",
			"<SELF> <SELF> <DELETE> 2 5 / _12/<< 20 20_ <SELF>"},
		{"one-word day said first", "see 03/15/2022 then", "see the fifteenth of march twenty twenty two then",
			"<SELF> <DELETE> 15 / _03/<< 20 2 2_ <SELF>"},
		{"dotted, said month first", "on 31.12.1999 we", "on december thirty first nineteen ninety nine we", "<SELF> 12.> _3> 1. 19 9 9_ <SELF>"},
		{"no year", "on 25/12 we", "on december twenty fifth we", "<SELF> 12_> _2> 5/ <SELF>"},
		{"at the start, no anchor", "25/12/2020 was it", "december twenty fifth twenty twenty was it", "12/> _2> 5/ 20 20_ <SELF> <SELF>"},
		{"day first said, one-word day, no anchor", "03/15/2022 was it", "the fifteenth of march twenty twenty two was it", "<DELETE> 15/> <DELETE> _03/< 20 2 2_ <SELF> <SELF>"},
		{"one-digit fields: the separator moves with its field", "on 5/6/2021 it", "on june fifth twenty twenty one it",
			"<SELF> 6/> _5/ 20 2 1_ <SELF>"},
		{"ordinal without the", "see 03/15/2022 then", "see fifteenth march twenty twenty two then", "<SELF> 15/> _03/ 20 2 2_ <SELF>"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%s: %v", c.name, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%s: tags %q, want %q", c.name, got, c.tags)
		}
		r, _ := Realize(ex.Words, ex.Tags)
		if !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%s: realizes %q, target %q (tags %v)", c.name, r, ex.Target, ex.Tags)
		}
	}
}

// TestDeriveGTNDayFirstDates: Google TN reads a day-first numeric date
// day first ("15-12-2011" "the fifteenth of december twenty eleven",
// NeMo GTN 2,001-7,551), in the written order: no mark, anchored or not.
func TestDeriveGTNDayFirstDates(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags string }{
		{"It was on 25/12/2020 .", "it was on the twenty fifth of december twenty twenty", "<SELF> <SELF> <SELF> <DELETE> _2 5 / 12/ 20 20_"},
		{"25/12/2020 was it .", "the twenty fifth of december twenty twenty was it", "<DELETE> _2 5 / 12/ 20 20_ <SELF> <SELF>"},
		{"Access date 15-12-2011 .", "access date the fifteenth of december twenty eleven", "<SELF> <SELF> <DELETE> _15 - 12- 20 11_"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
	}
}

// TestDeriveReorderedDatesStillRejected: an ISO date said with its year
// last cannot be put back by NeMo's marks (its single left-to-right pass
// moves one token right at a time, and "<<" reverses what it moves). An
// exhaustive search over every mark (none, >, <, <<) on every word of
// "the thirtieth of september two thousand eight" and "the first of
// september twenty fifteen", "the" and "of" taking a separator or not,
// anchored or not, finds no tagging that writes 2008-09-30 or
// 2015-09-01: only a year carried whole by one word would.
func TestDeriveReorderedDatesStillRejected(t *testing.T) {
	d := NewDeriver()
	for _, spoken := range []string{
		"due the thirtieth of june twenty twenty four now",
		"due june thirtieth twenty twenty four now",
	} {
		if ex, f := d.Derive("due 2024-06-30 now", spoken, nil, false); f == nil || f.Rule != RuleNonMonotonic {
			t.Errorf("%q: got %v %v, want %s", spoken, ex.Tags, f, RuleNonMonotonic)
		}
	}
}

// TestDeriveCentsAndUnsaidSuffix: readings that reorder or leave out what
// is written: an amount under one said in cents (the symbol and the
// unsaid "0." move behind the digits, "<<"), an ordinal date said as its
// number (the suffix rides with the number word), a currency code said as
// the currency's name, pre-decimal pence ("6d"), an hour with its zero
// said without its minutes ("07:00" / "seven"), "Mrs." said "missus",
// "mmHg" said "millimeters of mercury", the "49ers" said "forty niners".
func TestDeriveCentsAndUnsaidSuffix(t *testing.T) {
	d := NewDeriver()
	cases := []struct{ written, spoken, tags string }{
		{"paid $0.99 today", "paid ninety nine cents today", "<SELF> 9 9_ _$0.<< <SELF>"},
		{"paid $0.05 now", "paid five cents now", "<SELF> 05_ _$0.<< <SELF>"},
		{"it was december 25th, 2020 when", "it was december twenty five twenty twenty when", "<SELF> <SELF> <SELF> _2 5th,_ _20 20_ <SELF>"},
		{"it costs USD 5 now", "it costs five dollars now", "<SELF> <SELF> _5_ _usd_<< <SELF>"},
		{"it costs 5 EUR now", "it costs five euros now", "<SELF> <SELF> _5_ _eur_ <SELF>"},
		{"we open at 07:00 daily", "we open at seven daily", "<SELF> <SELF> <SELF> _07:00_ <SELF>"},
		{"then Mrs. Smith came", "then missus smith came", "<SELF> _mrs._ <SELF> <SELF>"},
		{"it was 120/80 mmHg then", "it was one hundred twenty over eighty millimeters of mercury then", "<SELF> <SELF> _1 <DELETE> 20 / 80_ _mm <DELETE> hg_ <SELF>"},
		{"the 49ers won", "the forty niners won", "<SELF> _4 9ers_ <SELF>"},
		{"a fine of 10s 6d then", "a fine of ten shillings six pence then", "<SELF> <SELF> <SELF> _10 s_ _6 d_ <SELF>"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, strings.ToLower(c.written)) {
			t.Errorf("%q: realizes %q", c.written, r)
		}
	}
}

// TestDeriveCurrencyAtSentenceStart: an amount whose sign is said last
// has no <SELF> word before it at a sentence start for "<<" to move the
// sign behind; the first word writing a fragment carries the sign glued
// to its number, the currency word <DELETE> (NeMo's money test cases: 131
// of 1,846 were non_monotonic rejects). A prefix apart from its number
// ("Rs 500") is glued to it, the same text ignoring spaces, and so is an
// amount under one's unsaid "0." said in cents ("$0.99"). An amount whose
// sign nobody says ("$2.50" said "two fifty") is still a reject.
func TestDeriveCurrencyAtSentenceStart(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct {
		written, spoken, tags string
		whole                 bool // one span over the whole text, as NeMo's test cases are read
	}{
		{"$45 billion", "forty five billion dollars", "_$4 5_ <SELF> <DELETE>", true},
		{"$15,000 was paid", "fifteen thousand dollars was paid", "_$15 ,000_ <DELETE> <SELF> <SELF>", false},
		{"$5 is enough", "five dollars is enough", "5_> _$ <SELF> <SELF>", false}, // one word: the swap
		// A prefix apart from its number (GTN's tokenized "$ 3") is
		// glued to it: the same text ignoring spaces.
		{"$ 3 million worth", "three million dollars worth", "_$3_ <SELF> <DELETE> <SELF>", false},
		{"Rs 500", "five hundred rupees", "_rs5 00_ <DELETE>", true},
		// Cents at a sentence start: the unsaid "0." rides with the sign.
		{"$0.99 was paid", "ninety nine cents was paid", "_$0.9 9_ <DELETE> <SELF> <SELF>", false},
		// Zero cents unsaid: the amount's word carries them.
		{"$1.00", "one dollar", "1.00_> _$", true},
		{"it cost $1.00 today", "it cost one dollar today", "<SELF> <SELF> 1.00_ _$<< <SELF>", false},
		{"it was $45 billion", "it was forty five billion dollars", "<SELF> <SELF> 4 5_ _billion_ _$<<", false},
	} {
		var spans []Span
		if c.whole {
			spans = []Span{{Class: "MONEY", WrittenEnd: len(c.written), SpokenEnd: len(c.spoken)}}
		}
		ex, f := d.Derive(c.written, c.spoken, spans, c.whole)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, strings.ToLower(c.written)) {
			t.Errorf("%q: realizes %q", c.written, r)
		}
	}
	// A currency nobody says ("$2.50" / "two fifty", as the verbalizer
	// reads a price; it was unaligned_fragment): the first word writing
	// a fragment carries the sign, anchored or not; what the words do
	// not say is still a reject.
	for _, c := range []struct{ written, spoken, tags string }{
		{"$2.50", "two fifty", "_$2. 50_"},
		{"it cost $2.50 today", "it cost two fifty today", "<SELF> <SELF> _$2. 50_ <SELF>"},
		{"it cost $5 today", "it cost five today", "<SELF> <SELF> _$5_ <SELF>"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
	}
	_, f := d.Derive("$2.50", "two sixty", []Span{{Class: "MONEY", WrittenEnd: 5, SpokenEnd: 9}}, true)
	if f == nil {
		t.Errorf("$2.50 said two sixty: kept, want a reject")
	}
}

// "double" and "triple" before a digit's word write its repeats (NeMo's
// telephone test cases: "double five" for 55); "double" explained nothing
// and "five" was matched to a 5 elsewhere, a non_monotonic reject. A
// "double" before a word that is no digit explains no digits.
func TestDeriveDoubleDigits(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags string }{
		{"225.55.0.40", "two two five dot double five dot o dot four o", "_2 2 5 . 5 5 . 0 . 4 0_"},
		{"432 7732", "four three two double seven three two", "_4 3 2_ _7 7 3 2_"},
		{"0031", "double oh three one", "_0 0 3 1_"},
		{"5550", "triple five zero", "_55 5 0_"},
	} {
		ex, f := d.Derive(c.written, c.spoken, []Span{{Class: "TELEPHONE", WrittenEnd: len(c.written), SpokenEnd: len(c.spoken)}}, true)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, strings.ToLower(c.written)) {
			t.Errorf("%q: realizes %q", c.written, r)
		}
	}
	if s, ok := wordScoreAt([]string{"double", "trouble"}, 0, "5"); ok {
		t.Errorf("double before a word that is no digit explains 5 (score %v)", s)
	}
	if _, ok := wordScoreAt([]string{"double", "five"}, 0, "6"); ok {
		t.Errorf("double five explains 6")
	}
}

// A time said minutes first ("quarter past one" for 01:15, NeMo's time
// test cases) was unaligned_fragment: its hour is written first. The
// minutes' words write the minutes, the hour's word the hour and its
// colon, and marks put the hour in front. A reading that counts to the
// next hour ("quarter to one" for 12:45) writes the complements: the
// minutes' first word the minutes, the hour's word the hour (both were
// rejects), when the arithmetic holds.
func TestDeriveTimeSaidMinutesFirst(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags string }{
		{"01:15", "quarter past one", "15_> <DELETE> _01:<"},
		{"12:30", "half past twelve", ""},
		{"03:30", "half past three", ""},
		{"3:10", "ten past three", ""},
		{"12:45", "quarter to one", "45_> <DELETE> _12:<"},
		{"11:45", "quarter to twelve", ""},
		{"12:59 a.m.", "one min to one am", "<DELETE> 59_> <DELETE> _12:< _a.m._"},
		{"1:15 pm", "quarter past one p m", "15_> <DELETE> _1:< _p m_"},
		{"set alarm at 10:50 p.m.", "set alarm at ten to eleven pm", "<SELF> <SELF> <SELF> 50_> <DELETE> _10:< _p.m._"},
		// in brackets: the opening one rides on the hour, the closing
		// one on the minutes (unaligned_fragment before)
		{"(10:50)", "ten to eleven", "50)_> <DELETE> _(10:<"},
		{"(01:15)", "quarter past one", "15)_> <DELETE> _(01:<"},
		{"[3:10]", "ten past three", ""},
		{"(10:50 pm)", "ten to eleven p m", ""},
	} {
		ex, f := d.Derive(c.written, c.spoken, []Span{{Class: "TIME", WrittenEnd: len(c.written), SpokenEnd: len(c.spoken)}}, true)
		if f != nil {
			t.Errorf("%q / %q: %v", c.written, c.spoken, f)
			continue
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, strings.ToLower(c.written)) {
			t.Errorf("%q: tags %q realize %q", c.written, ex.Tags, r)
		}
		if got := strings.Join(ex.Tags, " "); c.tags != "" && got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
	}
	// Minutes of two words need "<<", after a <SELF> word; the am/pm
	// after the hour is aligned as usual.
	for _, c := range []struct{ written, spoken string }{
		{"we met at 9:25 today", "we met at twenty five past nine today"},
		{"we met at 9:35 pm today", "we met at twenty five to ten p m today"},
		// brackets and a detokenized sentence's mark on the time are
		// cut off as Google TN's tokenizer writes them (markPieces): the
		// target has none (the span took the next word, ".__today_",
		// before they rode on the minutes)
		{"the train left (10:50) today", "the train left ten to eleven today"},
		{"the train left (01:15) today", "the train left quarter past one today"},
		{"the train left 10:50. today", "the train left ten to eleven today"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if r, _ := Realize(ex.Words, ex.Tags); f != nil || !SameIgnoringSpaces(r, strings.NewReplacer("(", "", ")", "", ".", "").Replace(strings.ToLower(c.written))) {
			t.Errorf("%q: %v, tags %q realize %q", c.written, f, ex.Tags, r)
		}
		if last := ex.Tags[len(ex.Tags)-1]; last != Self {
			t.Errorf("%q: the word after the time is %q, want <SELF>", c.written, last)
		}
	}
	for _, c := range []struct{ written, spoken string }{
		{"12:45", "quarter to two"},           // the hour after 12 is 1
		{"12:40", "quarter to one"},           // 60 - 15 is 45
		{"01:20", "quarter past one"},         // quarter is 15
		{"12:30", "half to one"},              // no "half to"
		{"9:35 pm", "twenty five to ten a m"}, // pm is not "a m"
	} {
		if _, f := d.Derive(c.written, c.spoken, []Span{{Class: "TIME", WrittenEnd: len(c.written), SpokenEnd: len(c.spoken)}}, true); f == nil {
			t.Errorf("%q / %q: kept, want a reject", c.written, c.spoken)
		}
	}
}

// TestDeriveLakhsAndCrores: an amount grouped the Indian way and said in
// lakhs and crores, as the verbalizer reads it since 3bef84b, is tagged
// ("ten lakh" for 10,00,000 was unaligned_fragment, "lakh" writing no
// zeros), and "Rs." moves with its point ("Rs. 500" / "five hundred
// rupees" was non_monotonic).
func TestDeriveLakhsAndCrores(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ class, written, spoken, tags string }{
		{"CARDINAL", "10,00,000", "ten lakh", "_10 ,00,000_"},
		{"CARDINAL", "1,20,00,000", "one crore twenty lakh", "_1 , 20 ,00,000_"},
		{"MONEY", "Rs.10,00,000", "ten lakh rupees", "10 ,00,000_ _rs.<<"},
		{"MONEY", "Rs. 500", "five hundred rupees", "_5 00_ _rs._<<"},
	} {
		ex, f := d.Derive("He paid "+c.written+" .", "he paid "+c.spoken, []Span{{Class: c.class, WrittenStart: 8, WrittenEnd: 8 + len(c.written), SpokenStart: 8, SpokenEnd: 8 + len(c.spoken)}}, true)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags[2:], " "); got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
	}
}

// TestDeriveChessMove: a chess move's knight, written N and said
// "knight" (the verbalizer's reading after "move" since 6f28fbe), is
// tagged like the other pieces, whose names start with their letters
// ("Nf3" / "knight f three" was unaligned_fragment); the move's span, an
// abbreviation that says a number, is classed as a code of letters and
// digits is (CARDINAL: it had no semiotic class), and an abbreviation
// without digits keeps none. A capture's "x" is said "takes" or
// "captures" (or read as the letter), a check "check", a mate "mate". A
// row without tags asks the class only.
func TestDeriveChessMove(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, tags, class string }{
		{"Nf3", "knight f three", "_n <SELF> 3_", "CARDINAL"},
		{"Rb2", "rook b two", "_r <SELF> 2_", "CARDINAL"},
		// captures: "x" said "takes" (unaligned_fragment before) or read
		// as the letter, a check "+" said "check", a mate "#" "mate"
		{"Qxd5", "queen takes d five", "_q x <SELF> 5_", "CARDINAL"},
		{"Qxd5", "queen x d five", "_q <SELF> <SELF> 5_", "CARDINAL"},
		{"Nxe4+", "knight captures e four check", "_n x <SELF> 4 +_", "CARDINAL"},
		{"Qxf7#", "queen takes f seven mate", "_q x <SELF> 7 #_", "CARDINAL"},
		{"Dr.", "doctor", "", ""},
	} {
		ex, f := d.Derive("I move "+c.written+" now", "i move "+c.spoken+" now", []Span{{Class: "ABBREVIATION", WrittenStart: 7, WrittenEnd: 7 + len(c.written), SpokenStart: 7, SpokenEnd: 7 + len(c.spoken)}}, true)
		if f != nil {
			t.Errorf("%q: %v", c.written, f)
			continue
		}
		if got := strings.Join(ex.Tags[2:len(ex.Tags)-1], " "); c.tags != "" && got != c.tags {
			t.Errorf("%q: tags %q, want %q", c.written, got, c.tags)
		}
		got := ""
		for _, s := range ex.Semiotic {
			got += s.Class
		}
		if got != c.class {
			t.Errorf("%q: semiotic %q, want %q", c.written, got, c.class)
		}
	}
}

// TestDeriveSymbolSaidAsWritten: a symbol's span said as written ("x"
// said "x" between a measure and a count) has no semiotic class, as
// plain text has (it was a VERBATIM); said "times" it is one.
func TestDeriveSymbolSaidAsWritten(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ said, class string }{{"x", ""}, {"times", "VERBATIM"}} {
		spoken := "three meters " + c.said + " four"
		ex, f := d.Derive("3 m x 4", spoken, []Span{
			{Class: "MEASURE", WrittenStart: 0, WrittenEnd: 3, SpokenStart: 0, SpokenEnd: 12},
			{Class: "SYMBOL", WrittenStart: 4, WrittenEnd: 5, SpokenStart: 13, SpokenEnd: 13 + len(c.said)},
			{Class: "CARDINAL", WrittenStart: 6, WrittenEnd: 7, SpokenStart: 14 + len(c.said), SpokenEnd: len(spoken)},
		}, true)
		if f != nil {
			t.Fatalf("%q: %v", spoken, f)
		}
		got := ""
		for _, s := range ex.Semiotic {
			if s.Start <= 2 && s.End > 2 {
				got = s.Class
			}
		}
		if got != c.class {
			t.Errorf("%q: the x's class %q, want %q (%+v)", spoken, got, c.class, ex.Semiotic)
		}
	}
}

// TestReorderedDateWithSentenceMark: a found span of detokenized text
// of detokenized text with the sentence's mark after a date ("11/10/2008."
// said "the tenth of november two thousand eight", NeMo GTN 2,001-7,551
// with prep gtn --detokenize) is reordered as without it (it was
// non_monotonic, kept when tokenized); the mark, which rode with the last
// field, is cut off as Google TN's tokenizer writes it (markPieces), so
// the target ends in the date.
func TestReorderedDateWithSentenceMark(t *testing.T) {
	d := NewDeriver()
	for _, c := range [][3]string{
		{"The Renaissance, 11/10/2008.", "the renaissance the tenth of november two thousand eight", "<SELF> <SELF> <DELETE> 10 / _11/<< 2 00 8_"},
		{"Held on 25/12/2020.", "held on december twenty fifth twenty twenty", "<SELF> <SELF> 12/> _2> 5/ 20 20_"},
	} {
		ex, f := d.Derive(c[0], c[1], nil, false)
		if f != nil {
			t.Errorf("%q: %v", c[0], f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c[2] {
			t.Errorf("%q: tags %s, want %s", c[0], got, c[2])
		}
		if r, _ := Realize(ex.Words, ex.Tags); !SameIgnoringSpaces(r, ex.Target) || strings.HasSuffix(ex.Target, ".") {
			t.Errorf("%q: realizes %q, target %q", c[0], r, ex.Target)
		}
	}
}

// TestRepeatedWordIsNotOutOfOrder: a span whose words say one thing twice
// and leave a fragment no word says ("0.001251 g/cm3" / "... grams per c
// c", GTN's cubic centimetres: the first "c" takes cm, the 3 is said by no
// word; "' 00s" / "o o": the s) was a non_monotonic reject, the second
// word counted as written elsewhere where the first, saying the same,
// stood. No order of the words aligns them: unaligned_fragment. A span
// written out of its said order keeps non_monotonic.
func TestRepeatedWordIsNotOutOfOrder(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken string }{
		{"density 0.001251 g/cm3 .", "density zero point zero zero one two five one grams per c c ."},
		{"the ' 00s", "the o o"},
	} {
		if ex, f := d.Derive(c.written, c.spoken, nil, false); f == nil || f.Rule != RuleUnaligned {
			t.Errorf("%q / %q: got %v %v, want %s", c.written, c.spoken, ex.Tags, f, RuleUnaligned)
		}
	}
	if ex, f := d.Derive("due 2024-06-30 now", "due the thirtieth of june twenty twenty four now", nil, false); f == nil || f.Rule != RuleNonMonotonic {
		t.Errorf("ISO date said day first: got %v %v, want %s", ex.Tags, f, RuleNonMonotonic)
	}
}
