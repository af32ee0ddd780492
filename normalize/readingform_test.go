package normalize

import (
	"strings"
	"testing"
	"time"
	"unicode/utf8"
)

// toFullWidth writes s's printable ASCII (not the space) in full-width forms.
func toFullWidth(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r > ' ' && r <= '~' {
			r += 0xFEE0
		}
		b.WriteRune(r)
	}
	return b.String()
}

// Text copied from CJK pages writes digits, letters and signs full-width:
// each is read as the ASCII character it stands for, with the same
// probabilities, and spans locate the full-width tokens as written.
func TestFullWidthFormsReadAsASCII(t *testing.T) {
	v := New(nil, Options{})
	for _, ascii := range []string{
		"I paid 123 dollars on 2024-03-05.",
		"NASA launched 50% more at 10:30 pm.",
		"Call 555-0199 or mail info@example.com, -34 degrees.",
		"On the 21st of December 1999 we saw XIV films for $12.50.",
	} {
		full := toFullWidth(ascii)
		want, err := v.Variants(ascii, 8)
		if err != nil {
			t.Fatalf("%q: %v", ascii, err)
		}
		got, err := v.Variants(full, 8)
		if err != nil {
			t.Fatalf("%q: %v", full, err)
		}
		if len(got) != len(want) {
			t.Fatalf("%q: %d variants, ASCII %d", full, len(got), len(want))
		}
		for i := range got {
			if got[i].Spoken != want[i].Spoken || got[i].Prob != want[i].Prob || len(got[i].Spans) != len(want[i].Spans) {
				t.Fatalf("%q variant %d: %q %v, ASCII %q %v", full, i, got[i].Spoken, got[i].Prob, want[i].Spoken, want[i].Prob)
			}
			for j, sp := range got[i].Spans {
				if sp.Written != full[sp.WrittenStart:sp.WrittenEnd] || sp.Written != toFullWidth(want[i].Spans[j].Written) {
					t.Errorf("%q span %d: written %q at %d:%d, want the full-width form of %q", full, j, sp.Written, sp.WrittenStart, sp.WrittenEnd, want[i].Spans[j].Written)
				}
				if sp.Spoken != want[i].Spans[j].Spoken || sp.Class != want[i].Spans[j].Class {
					t.Errorf("%q span %d: %s %q, ASCII %s %q", full, j, sp.Class, sp.Spoken, want[i].Spans[j].Class, want[i].Spans[j].Spoken)
				}
			}
		}
	}
	// The ideographic space separates words; an error is located in the
	// text as given.
	if b, err := v.Best("ＮＡＳＡ\u3000launched"); err != nil || b.Spoken != "nasa launched" {
		t.Errorf("ideographic space: %q %v", b.Spoken, err)
	}
	// The minus sign is a sign where a sign can be.
	if b, err := v.Best("−5 °C and −3.5"); err != nil || b.Spoken != "minus five degrees celsius and minus three point five" {
		t.Errorf("minus sign: %q %v", b.Spoken, err)
	}
	// Roman numeral characters are the letters NFKC gives them.
	if b, err := v.Best("Chapter Ⅻ and Ⅳ"); err != nil || b.Spoken != "chapter twelve and four" || b.Spans[0].Written != "Ⅻ" {
		t.Errorf("Roman numeral characters: %+v %v", b, err)
	}
	_, err := v.Best("１２\u0007")
	if e, ok := err.(*Error); !ok || e.Kind != "control" || e.Offset != len("１２") {
		t.Errorf("control after full-width digits: %v, want kind control at byte %d", err, len("１２"))
	}
	// A character read as nothing before the first one read is not where
	// an error stands (readingForm's map starts at the first character
	// read, not at byte 0).
	_, err = v.Best("\u00ad\u0007")
	if e, ok := err.(*Error); !ok || e.Kind != "control" || e.Offset != len("\u00ad") {
		t.Errorf("control after a soft hyphen: %v, want kind control at byte %d", err, len("\u00ad"))
	}
}

// FuzzReadingForm: the offset map is total and monotone, maps the folded
// text's end to the text's and its start to where the first character
// read starts (what stands before it folds to nothing: a leading soft
// hyphen, "\u00ad", is no part of what is read), and every span of a
// folded text's variant is text as written at its offsets.
func FuzzReadingForm(f *testing.F) {
	for _, s := range []string{"１２３", "Ⅻ\u3000ａｂ", "plain", "x\xffＡ", "２０２４－０３－０５Ｔ１４：３０"} {
		f.Add(s)
	}
	v := New(nil, Options{})
	f.Fuzz(func(t *testing.T, s string) {
		folded, back := readingForm(s)
		if back == nil {
			if folded != s {
				t.Fatalf("nothing folded but text changed: %q -> %q", s, folded)
			}
			return
		}
		if len(back) != len(folded)+1 || back[len(folded)] != len(s) {
			t.Fatalf("%q: map of %d for %d bytes, ends %d..%d", s, len(back), len(folded), back[0], back[len(back)-1])
		}
		if lead, _ := readingForm(s[:back[0]]); lead != "" {
			t.Fatalf("%q: map starts at %d, after %q read as %q", s, back[0], s[:back[0]], lead)
		}
		for i := 1; i < len(back); i++ {
			if back[i] < back[i-1] {
				t.Fatalf("%q: map not monotone at %d", s, i)
			}
		}
		vs, err := v.Variants(s, 2)
		if err != nil {
			return
		}
		for _, x := range vs {
			for _, sp := range x.Spans {
				if sp.WrittenStart < 0 || sp.WrittenEnd > len(s) || sp.WrittenStart > sp.WrittenEnd || s[sp.WrittenStart:sp.WrittenEnd] != sp.Written {
					t.Fatalf("%q: span %+v not the text's", s, sp)
				}
			}
		}
	})
}

// Web text: no-break and thin spaces are spaces (Wikipedia's "5 km" was
// "five k m"), HTML character references are the characters they stand
// for ("it&#39;s" was "it and number thirty nine s"); spans and kept
// punctuation use the text as written and as read.
func TestNoBreakSpacesAndCharRefs(t *testing.T) {
	checkCases(t, []caseT{
		{"5\u00a0km and $5\u00a0million, 10\u202f%", "five kilometers and five million dollars ten percent", nil},
		{"it&#39;s 5&nbsp;km &mdash; far", "it's five kilometers far", nil},
		{"Tom &amp; Jerry", "tom and jerry", nil},
		{"a &lt; b", "a less than b", nil},
		{"&#34;common&#34; AT&T R&D", "common a t and t r and d", nil},
	})
	b, err := testV.Best("it&#39;s 5&nbsp;km")
	if err != nil || len(b.Spans) != 1 || b.Spans[0].Written != "5&nbsp;km" {
		t.Errorf("span over the reference as written: %+v %v", b.Spans, err)
	}
	keep := New(nil, Options{KeepCasePunct: true})
	if b, err := keep.Best("It&#39;s far &mdash; far&hellip;"); err != nil || b.Spoken != "It's far — far…" {
		t.Errorf("kept punctuation as read: %q %v", b.Spoken, err)
	}
}

// Soft hyphens and zero-width spaces inside a word or number are not
// read; they split it ("inter national", "five o o o").
func TestInvisibleCharacters(t *testing.T) {
	checkCases(t, []caseT{
		{"inter\u00adnational trade of 5\u200b000 tons", "international trade of five thousand tons", nil},
		{"\ufeffHello 5", "hello five", nil},
	})
	if b, err := testV.Best("\u00ad"); err != nil || b.Spoken != "" {
		t.Errorf("an invisible character alone says nothing: %q %v", b.Spoken, err)
	}
}

// TestSpacedThousands: transcripts of speeches write a space after a
// thousands separator ("$2, 000 a month", "14, 000 local jurisdictions"
// were "two dollars o o o", "fourteen o o o"); a year, a date, a list of
// numbers before or a group not ending in "00" keeps two numbers.
func TestSpacedThousands(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs $2, 000 a month.", "it costs two thousand dollars a month", nil},
		{"with 14, 000 local jurisdictions", "with fourteen thousand local jurisdictions", nil},
		{"nearly 1, 600 americans died", "nearly one thousand six hundred americans died", nil},
		{"It costs €1, 500.", "it costs one thousand five hundred euros", nil},
		{"1, 000, 000 people", "one million people", nil},
		{"In 1999, 500 people came.", "in nineteen ninety nine five hundred people came", nil},
		{"On May 5, 500 people marched.", "on may fifth five hundred people marched", nil},
		{"Items 1, 2, 3 and 4, 500 more", "items one two three and four five hundred more", nil},
		{"He scored 12, 345 votes", "he scored twelve three hundred forty five votes", nil},
		{"levels of 20, 000-30, 000 troops", "levels of twenty thousand to thirty thousand troops", nil},
		{"It cost $7-8, 000 per hour.", "it cost seven to eight thousand dollars per hour", nil},
		// A word numbering a part or a stage before the number: two numbers.
		{"In round 3, 100 players remained.", "in round three one hundred players remained", nil},
		{"At age 5, 100 percent of kids can walk.", "at age five one hundred percent of kids can walk", nil},
		{"Chapter 3, 100 years later, begins.", "chapter three one hundred years later begins", nil},
		{"See page 12, 300 more are listed.", "see page twelve three hundred more are listed", nil},
		// A list going on after the group: two numbers; a group of three
		// after it: one amount.
		{"Scores were 3, 100 and 5.", "scores were three one hundred and five", nil},
		{"Bids of 5, 200, 31 and 4.", "bids of five two hundred thirty one and four", nil},
		{"nearly 1, 600, 000 people", "nearly one million six hundred thousand people", nil},
	})
	b, err := testV.Best("a $2, 000 credit")
	if err != nil || len(b.Spans) != 1 || b.Spans[0].Written != "$2, 000" {
		t.Errorf("span over the amount as written: %+v %v", b.Spans, err)
	}
}

// TestNoBreakSpaceGroupsThousands: a no-break, narrow no-break or thin
// space between a group of one to three digits and groups of exactly
// three, as French and SI style write thousands, joins one number
// ("€1\u00a0200" was "one euro two hundred"); other groups (a French
// telephone number), decimals grouped after a point, a number after a
// letter and ordinary spaces keep their readings.
func TestNoBreakSpaceGroupsThousands(t *testing.T) {
	checkCases(t, []caseT{
		{"It costs €1\u00a0200 today.", "it costs one thousand two hundred euros today", nil},
		{"We had 12\u202f345 people.", "we had twelve thousand three hundred forty five people", nil},
		{"About 1\u2009000\u2009000 cells.", "about one million cells", nil},
		{"It costs 1\u00a0234,56 € now.", "it costs one thousand two hundred thirty four euros fifty six cents now", nil},
		{"15\u00a0000 € a year", "fifteen thousand euros a year", nil},
		// A fixed space before the unit too, as French style writes it
		// (it ungrouped the number: "one two hundred kilometers").
		{"It is 1\u00a0200\u00a0km away.", "it is one thousand two hundred kilometers away", nil},
		{"15\u00a0000\u00a0€ a year", "fifteen thousand euros a year", nil},
		{"Call 01\u00a023\u00a045\u00a067\u00a089.", "call o one two three four five six seven eight nine", nil},
		{"Code 1\u00a02345 here", "code one two thousand three hundred forty five here", nil},
		{"pi is 3.141\u2009592 here", "pi is three point one four one five hundred ninety two here", nil},
		{"A1\u00a0200 road", "a one two hundred road", nil},
		{"It costs €1 200 today.", "it costs one euro two hundred today", nil},
	})
	b, err := testV.Best("a €1\u00a0200 bill")
	if err != nil || len(b.Spans) != 1 || b.Spans[0].Written != "€1\u00a0200" || b.Spans[0].Class != Money {
		t.Errorf("one money span over the amount as written: %+v %v", b.Spans, err)
	}
}

// TestSpacedCharRefs: an HTML reference a tokenizer split after its
// ampersand is the character ("a & lt; b" was "a and l t b"); an
// ampersand before other words stays "and".
func TestSpacedCharRefs(t *testing.T) {
	checkCases(t, []caseT{
		{"a & lt; b & gt; c", "a less than b greater than c", nil},
		{"x & gt ; 0", "x greater than zero", nil},
		{"Tom & amp; Jerry", "tom and jerry", nil},
		{"salt & pepper; then", "salt and pepper then", nil},
		{"R & D; then we left", "r and d then we left", nil},
	})
	sp, err := testV.Variants("a & lt; b", 1)
	if err != nil || len(sp) == 0 {
		t.Fatalf("variants: %v", err)
	}
	found := false
	for _, s := range sp[0].Spans {
		found = found || s.Written == "& lt;" && s.Spoken == "less than"
	}
	if !found {
		t.Errorf("spans %+v: want \"& lt;\" spoken \"less than\"", sp[0].Spans)
	}
}

// TestSpacedThousandsAfterScore: a score or a place before the number
// keeps a round hundred after the comma another number ("He scored 21,
// 100 yards" was "twenty one thousand one hundred yards").
func TestSpacedThousandsAfterScore(t *testing.T) {
	checkCases(t, []caseT{
		{"He scored 21, 100 yards", "he scored twenty one one hundred yards", nil},
		{"She finished 3, 200 meters back", "she finished three two hundred meters back", nil},
		{"with 14, 000 local jurisdictions", "with fourteen thousand local jurisdictions", nil},
	})
}

// TestNoBreakSpaceChainReadOnce: the groups of a long chain of fixed
// spaces and three digits are read once, not once a space ("1 234 567
// ..." of 16,000 groups took 240 times the time of 1,000); a fixed space
// after a chain's last group ends the chain (it left the chain unread).
func TestNoBreakSpaceChainReadOnce(t *testing.T) {
	if testing.Short() {
		t.Skip("long texts")
	}
	fold := func(groups int) time.Duration {
		text := "1" + strings.Repeat("\u00a0234", groups)
		start := time.Now()
		got, _ := readingForm(text)
		if want := "1" + strings.Repeat(",234", groups); got != want {
			t.Fatalf("%d groups: not folded to commas", groups)
		}
		return time.Since(start)
	}
	short, long := fold(4000), fold(32000)
	for try := 1; try < 3 && long > 500*time.Millisecond && long > 20*short; try++ {
		short, long = min(short, fold(4000)), min(long, fold(32000))
	}
	if long > 500*time.Millisecond && long > 20*short {
		t.Errorf("readingForm took %v over 32,000 groups, %v over 4,000", long, short)
	}
	for _, c := range [][2]string{
		{"1\u00a0234\u00a0567 cells", "1,234,567 cells"},
		{"1\u00a0234\u00a0€", "1,234 €"}, // the space before the unit ends the chain
		{"12\u00a034\u00a0567", "12 34 567"},
		{"x1\u00a0234 and 5\u00a0678", "x1 234 and 5,678"},
	} {
		if got, _ := readingForm(c[0]); got != c[1] {
			t.Errorf("readingForm(%q) = %q, want %q", c[0], got, c[1])
		}
	}
}

// TestHasFoldIsIndexFunc holds hasFold to strings.IndexFunc(text, folds)
// >= 0, which decodes ASCII too: every rune (and invalid UTF-8, which both read as U+FFFD) alone, after
// ASCII and between ASCII.
func TestHasFoldIsIndexFunc(t *testing.T) {
	for r := rune(0); r <= utf8.MaxRune; r++ {
		if r < utf8.RuneSelf && folds(r) {
			t.Fatalf("folds(%U): hasFold passes ASCII over", r)
		}
		for _, text := range []string{string(r), "a1 " + string(r), string(r) + " 7", "x\xff" + string(r)} {
			if got, want := hasFold(text), strings.IndexFunc(text, folds) >= 0; got != want {
				t.Errorf("hasFold(%q) = %v, want %v", text, got, want)
			}
		}
	}
	for _, text := range []string{"", "\xff", "1832.", "$5, 000", "\xe2\x80"} {
		if got, want := hasFold(text), strings.IndexFunc(text, folds) >= 0; got != want {
			t.Errorf("hasFold(%q) = %v, want %v", text, got, want)
		}
	}
}
