package normalize

import (
	"strconv"
	"strings"
	"testing"
	"unsafe"
)

// An Acceptor answers as Accepts whatever it keeps: texts asked again,
// after their slot went to another text, read alone or in a longer text,
// too long to keep, or that cannot be verbalized (an error, kept too).
func TestAcceptorIsAccepts(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	long := strings.Repeat("In 1832 they paid $5. ", 8)
	cases := [][2]string{
		{"17", "seventeen"}, {"17", "seventy"}, {"1832.", "eighteen thirty two"}, {"1832.", "eighteen"},
		{"$5", "five dollars"}, {"$5", "five"}, {"August 28", "august twenty eighth"}, {"28", "twenty eighth"},
		{"Mr.", "mister"}, {"3rd", "third"}, {"bad\x00text", "bad text"}, {"\xff", "x"},
		{long, strings.Repeat("in eighteen thirty two they paid five dollars ", 8)}, {long, "no"},
	}
	for _, size := range []int{0, 1, 3} {
		a := v.NewAcceptor(size)
		for round := range 3 {
			for i := range cases {
				c := cases[(i*(round+1))%len(cases)]
				want, wantErr := v.Accepts(c[0], c[1])
				got, err := a.Accepts(c[0], c[1])
				if got != want || (err == nil) != (wantErr == nil) || (err != nil && err.Error() != wantErr.Error()) {
					t.Errorf("size %d: Accepts(%q, %q) = %v, %v; want %v, %v", size, c[0], c[1], got, err, want, wantErr)
				}
			}
		}
		want := size
		if size == 0 {
			want = DefaultAcceptorSize
		}
		if len(a.index) > want || len(a.slots) > want || cap(a.slots) != want {
			t.Errorf("size %d: keeps %d texts (%d slots of %d), want at most %d", size, len(a.index), len(a.slots), cap(a.slots), want)
		}
		if _, ok := a.index[long]; ok {
			t.Errorf("size %d: kept a text of %d bytes", size, len(long))
		}
	}
}

// A kept text is a copy: the caller's text is a span of a whole pair's
// text, which the slot would otherwise keep alive as long as it is kept.
// A short number kept apart from the slots (shortNumberText) is a copy
// too.
func TestAcceptorKeepsACopy(t *testing.T) {
	pair := strings.Repeat("words around the number ", 40) + "17 of them"
	span := pair[len(pair)-10 : len(pair)-5]
	v := New(DefaultStyle(), Options{})
	a := v.NewAcceptor(0)
	if ok, err := a.Accepts(span, "seventeen of"); !ok || err != nil {
		t.Fatalf("Accepts(%q, seventeen of) = %v, %v", span, ok, err)
	}
	if len(a.slots) != 1 || a.slots[0].text != "17 of" {
		t.Fatalf("slots %+v, want one for %q", a.slots, span)
	}
	if unsafe.StringData(a.slots[0].text) == unsafe.StringData(span) {
		t.Errorf("the kept text shares the caller's string (%d bytes kept alive)", len(pair))
	}
	number := span[:2]
	if ok, err := a.Accepts(number, "seventeen"); !ok || err != nil {
		t.Fatalf("Accepts(%q, seventeen) = %v, %v", number, ok, err)
	}
	kept, ok := a.numbers["17"]
	if !ok {
		t.Fatalf("the Acceptor keeps no scan of %q", number)
	}
	if unsafe.StringData(kept.text) == unsafe.StringData(number) {
		t.Errorf("the kept short number shares the caller's string (%d bytes kept alive)", len(pair))
	}
}

// An Acceptor keeps the scans of short numbers (shortNumberText) apart
// from its slots, at most maxShortNumbers of them, and answers with them
// as Accepts does: align's number check asks about the same numbers from
// pair to pair, further apart than the slots' last texts. Texts around
// the cap, past it and not short numbers keep the answers.
func TestAcceptorKeepsShortNumbers(t *testing.T) {
	for _, c := range []struct {
		text string
		want bool
	}{
		{"47", true}, {"1832.", true}, {"$4,", true}, {"24th,\"", true}, {", 24", true}, {". 1829,", true},
		{"9999", true}, {"0", true}, {"21st", true}, {"$1.", true}, {"8:", true}, {"8:55", true}, {":55,", true},
		{"$1.25", true}, {"£5", true}, {"£254.", true}, {"£1.25", true}, {"12:45", true}, {"1832.50", true},
		{"", false}, {"$", false}, {"12345", false}, {"1,950", false}, {"$1,950", false}, {"$1.2", false},
		{"$1.255", false}, {"24th,\")", false}, {"7, 1829", false}, {"acres, 21", false}, {",24", false},
		{"21 cows", false}, {"24TH", true}, {"€5", false}, {"１７", false}, {"8:5", false}, {":5", false},
		{"$$5", false}, {"8:55:10", false}, {", , 5", false},
	} {
		if got := shortNumberText(c.text); got != c.want {
			t.Errorf("shortNumberText(%q) = %v, want %v", c.text, got, c.want)
		}
	}
	v := New(DefaultStyle(), Options{})
	first := v.NewAcceptor(3)
	if !first.Reads("1832.", "eighteen thirty two") {
		t.Fatal("Reads(1832., eighteen thirty two) = false")
	}
	kept := first.slot("1832.")
	for _, w := range []string{"in 1832", "of 1832", "since 1832", "by 1832", "1832 and"} {
		first.Reads(w, "eighteen thirty two")
	}
	if sl := first.slot("1832."); sl.part != nil || sl != kept {
		t.Errorf("1832. scanned again after 5 other texts went through 3 slots")
	}
	if _, ok := first.index["1832."]; ok {
		t.Errorf("1832. kept in a slot too")
	}
	words := func(n int) string { return string(CardinalWords(nil, uint64(n))) }
	spoken := func(n int) []string {
		return []string{words(n), words(n) + " dollars", "the " + words(n), "eighteen thirty two", words(n + 1)}
	}
	texts := func(n int) []string {
		d := strconv.Itoa(n)
		return []string{d, d + ".", "$" + d + ",", ", " + d, d + "th,\"", "£" + d + ".25", d + ":30", d + " of"}
	}
	yes := 0
	for n := 0; n < maxShortNumbers+600; n += 5 {
		for _, w := range texts(n) {
			for _, s := range spoken(n) {
				want, _ := v.Accepts(w, s)
				if got := first.Reads(w, s); got != want {
					t.Fatalf("Reads(%q, %q) = %v, want %v (%d kept)", w, s, got, want, len(first.numbers))
				}
				if want {
					yes++
				}
			}
		}
	}
	if yes < 2000 {
		t.Errorf("only %d questions read: the test decides little", yes)
	}
	if len(first.numbers) != maxShortNumbers {
		t.Errorf("%d short numbers kept, want the cap %d", len(first.numbers), maxShortNumbers)
	}
	for _, n := range []int{1832, 17, 9998} {
		for _, w := range texts(n) {
			for _, s := range spoken(n) {
				want, _ := v.Accepts(w, s)
				if got := first.Reads(w, s); got != want {
					t.Errorf("past the cap: Reads(%q, %q) = %v, want %v", w, s, got, want)
				}
			}
		}
	}
}

// TestAcceptorReadsIsAccepts: Reads is Accepts without its error (false where Accepts gives one),
// whatever the Acceptor keeps and however far it scanned a text before:
// every written text against every spoken one, so that most questions
// are decided early (a misread number, with the words beside it that a
// question need not scan) and the same text is asked again, further on,
// by Reads and by Accepts, in slots kept (size 0), evicted almost at once
// (1, 3) and not kept (a long text). The written texts cover a reading
// form that is not the text ("&mdash;", full-width digits), an error
// after the words that decide ("17 of bad\x00 text"), ties (a repeated
// word, a range of Indian scales) and a final period given back.
func TestAcceptorReadsIsAccepts(t *testing.T) {
	v := New(DefaultStyle(), Options{})
	long := strings.Repeat("In 1832 they paid $5. ", 8)
	written := []string{
		"17", "17 of them", "acres, 21 cows and", "March 7, 1829, and signed", "7, 1829, and", "$5 for",
		"tbe 22nd time that", "1832.", "at 5 p.m.", "Mr. Smith", "Ｎｏ. １７", "1990 &mdash; 1995", "17 of bad\x00 text",
		"\xff 17", "10 lakh to 20 lakh", "the the 5th", "1 1", long, "",
	}
	spoken := []string{
		"seventeen", "seventeen of them", "the others", "acres twenty one cows and", "acres twenty won cows and",
		"march seventh eighteen twenty nine and signed", "seventh eighteen twenty nine and", "five dollars four",
		"five dollars for", "the twenty second time that", "eighteen thirty two", "at five p m", "mister smith",
		"number seventeen", "nineteen ninety nineteen ninety five", "seventeen of bad text", "ten lakh to twenty lakh",
		"the the fifth", "one one", "one", strings.Repeat("in eighteen thirty two they paid five dollars ", 8), "",
	}
	plain := map[[2]string]bool{}
	for _, w := range written {
		for _, s := range spoken {
			ok, err := v.Accepts(w, s)
			plain[[2]string{w, s}] = ok && err == nil
		}
	}
	yes := 0
	for _, ok := range plain {
		if ok {
			yes++
		}
	}
	if yes < 10 {
		t.Fatalf("only %d of %d questions read: the test decides little", yes, len(plain))
	}
	for _, size := range []int{0, 1, 3} {
		a := v.NewAcceptor(size)
		for round := range 3 {
			for i := range written {
				w := written[(i*(round+2))%len(written)]
				for j := range spoken {
					s := spoken[(j*(round+3)+i)%len(spoken)]
					if got, want := a.Reads(w, s), plain[[2]string{w, s}]; got != want {
						t.Errorf("size %d round %d: Reads(%q, %q) = %v, want %v", size, round, w, s, got, want)
					}
					if (i+j+round)%5 == 0 {
						ok, err := a.Accepts(w, s)
						wantOK, wantErr := v.Accepts(w, s)
						if ok != wantOK || (err == nil) != (wantErr == nil) {
							t.Errorf("size %d round %d: Accepts(%q, %q) = %v, %v; want %v, %v", size, round, w, s, ok, err, wantOK, wantErr)
						}
					}
				}
			}
		}
	}
}

// TestAcceptorReadsStopsEarly: Reads stops scanning a text where its segments so far can no longer
// begin the spoken text: "acres, 21 cows and" against a transcript that
// misread 21 is decided at 21, and "cows and" is left unscanned until a
// question needs it.
func TestAcceptorReadsStopsEarly(t *testing.T) {
	a := New(DefaultStyle(), Options{}).NewAcceptor(0)
	w := "acres, 21 cows and"
	if a.Reads(w, "acres twenty won cows and") {
		t.Fatalf("Reads(%q, acres twenty won cows and) = true", w)
	}
	sl := &a.slots[a.index[w]]
	if sl.part == nil || sl.part.st.pos >= len(w) {
		t.Fatalf("the scan of %q went to its end for a question decided at 21", w)
	}
	if !a.Reads(w, "acres twenty one cows and") {
		t.Fatalf("Reads(%q, acres twenty one cows and) = false", w)
	}
	if sl.part != nil || len(sl.segs) == 0 {
		t.Errorf("the scan of %q is not done after a question read it whole", w)
	}
}

// TestAcceptorReadsReusesItsReach: a question about a kept text, the
// check's most common, follows its derivations in the Acceptor's own
// reach: a new one per question was an eighth of the check's
// allocations (align's BenchmarkCleanCorpora, 6,940 -> 5,624 a pass of
// the Libriheavy sample).
func TestAcceptorReadsReusesItsReach(t *testing.T) {
	a := New(DefaultStyle(), Options{}).NewAcceptor(0)
	for _, q := range [][2]string{{"1832.", "eighteen thirty two"}, {"acres, 21 cows and", "acres twenty won cows and"}} {
		want := a.Reads(q[0], q[1])
		if n := testing.AllocsPerRun(100, func() {
			if a.Reads(q[0], q[1]) != want {
				t.Fatalf("Reads(%q, %q) changed its answer", q[0], q[1])
			}
		}); n != 0 {
			t.Errorf("Reads(%q, %q) again: %v allocations, want 0", q[0], q[1], n)
		}
	}
}
