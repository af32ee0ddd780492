package tagging

import (
	"fmt"
	"strings"
	"testing"
)

// NeMo's realization on the paper's examples and on its quirks.
func TestRealize(t *testing.T) {
	cases := []struct{ input, tags, want string }{
		// Figure 1
		{"in twenty thirteen it carried over four hundred thousand fish",
			"<SELF> _20 13_ <SELF> <SELF> <SELF> _4 00 ,000_ <SELF>", "in 2013 it carried over 400,000 fish"},
		// Table 2: > swaps with the right neighbour, << moves after the last <SELF>
		{"ten square kilometers", "_10_ _²_> _km_", "10 km ²"},
		{"paid ten thousand dollars", "<SELF> _10 ,000_ _$<<", "paid $ 10,000"},
		// << without a <SELF> before it does not move (NeMo)
		{"ten dollars", "_10_ _$<<", "10 $"},
		// < swaps with the left neighbour
		{"on june sixteenth", "<SELF> _june_ _16_<", "on 16 june"},
		// <DELETE> leaves nothing; fragments glue across it
		{"one thousand two hundred", "_1 <DELETE> 2 00_", "1200"},
		// >> is parsed but never moves
		{"a b c", "<SELF> _x_>> <SELF>", "a x c"},
	}
	for _, c := range cases {
		got, err := Realize(strings.Fields(c.input), strings.Fields(c.tags))
		if err != nil {
			t.Fatal(err)
		}
		if !SameIgnoringSpaces(got, c.want) {
			t.Errorf("%q %q: got %q, want %q", c.input, c.tags, got, c.want)
		}
	}
	if _, err := Realize([]string{"a"}, nil); err == nil {
		t.Error("a tag count mismatch must be an error")
	}
	// Python's sequence[-1]: a ">" on the last word swaps the first two.
	got, _ := Realize([]string{"a", "b"}, []string{"<SELF>", "_x_>"})
	if got != "x a" {
		t.Errorf("wrap-around quirk: got %q, want %q", got, "x a")
	}
}

func ExampleRealize() {
	out, _ := Realize(
		strings.Fields("he paid one hundred thousand dollars"),
		strings.Fields("<SELF> <SELF> _1 00 ,000_ _$<<"))
	fmt.Println(out)
	// Output: he paid $ 100,000
}

func ExampleDeriver_Derive() {
	d := NewDeriver()
	ex, _ := d.Derive("In 2013 it carried over 400,000 fish.", "in twenty thirteen it carried over four hundred thousand fish", nil, false)
	fmt.Println(strings.Join(ex.Tags, " "))
	fmt.Println(ex.Target)
	fmt.Println(ex.Semiotic)
	// Output:
	// <SELF> _20 13_ <SELF> <SELF> <SELF> _4 00 ,000_ <SELF>
	// in 2013 it carried over 400,000 fish
	// [{DATE 1 3} {CARDINAL 6 9}]
}

func TestTokenize(t *testing.T) {
	cases := []struct {
		in    string
		split bool
		want  string
	}{
		{"jan 30,2005", false, "_jan_ _3 0 , 2 0 0 5_"},
		{"10km²", false, "_1 0_ _km_ _²_"},
		{"r&b", true, "_r_ _&_ _b_"},
		{"atm", true, "_a t m_"},
		{"$4.50", false, "_$ 4 . 5 0_"},
	}
	for _, c := range cases {
		var parts []string
		for _, tk := range Tokenize(c.in, c.split) {
			parts = append(parts, tk.String())
		}
		if got := strings.Join(parts, " "); got != c.want {
			t.Errorf("Tokenize(%q, %v) = %s, want %s", c.in, c.split, got, c.want)
		}
	}
}

// Hard cases: every class of the issue, with the tags pinned; each must
// also realize its target.
func TestDeriveHardCases(t *testing.T) {
	d := NewDeriver()
	cases := []struct {
		name, written, spoken string
		spans                 []Span
		tags                  string
	}{
		{"money after <SELF>", "it cost $5.50", "it cost five dollars fifty cents", nil, "<SELF> <SELF> 5. _$<< 50_ <DELETE>"},
		{"money at the start: no anchor, a swap", "$5 each", "five dollars each", nil, "5_> _$ <SELF>"},
		{"money with scale", "raised $2 million", "raised two million dollars", nil, "<SELF> 2_ _million_ _$<<"},
		{"measure with superscript", "an area of 10 km²", "an area of ten square kilometers", nil, "<SELF> <SELF> <SELF> _10_ ²_> _km"},
		{"measure with unit", "a 5 kg bag", "a five kilograms bag", nil, "<SELF> _5_ _kg_ <SELF>"},
		{"percent", "up 7%", "up seven percent", nil, "<SELF> _7 %_"},
		{"date month first", "on july 4, 1776", "on july fourth seventeen seventy six", nil, "<SELF> <SELF> _4,_ _17 7 6_"},
		{"date day first", "on 16 june 2004", "on the sixteenth of june two thousand four", nil, "<SELF> <DELETE> _16_ <DELETE> <SELF> _2 00 4_"},
		{"date said out of order", "on 2004-06-16", "on the sixteenth of june two thousand four", nil, ""},
		{"decimal", "pi is 3.14", "pi is three point one four", nil, "<SELF> <SELF> _3 . 1 4_"},
		{"decimal without zero", "about .5 of it", "about point five of it", nil, "<SELF> _. 5_ <SELF> <SELF>"},
		{"telephone", "call 555-1234", "call five five five one two three four", nil, "<SELF> _5 5 5- 1 2 3 4_"},
		{"letters", "the FBI said", "the f b i said", nil, "<SELF> _f <SELF> i_ <SELF>"},
		{"roman numeral", "henry VIII", "henry the eighth", nil, "<SELF> <DELETE> _viii_"},
		{"year", "in 1905", "in nineteen oh five", nil, "<SELF> _19 0 5_"},
		{"ordinal", "the 21st century", "the twenty first century", nil, "<SELF> _2 1st_ <SELF>"},
		{"fraction", "add 3/4 cup", "add three quarters cup", nil, "<SELF> _3 /4_ <SELF>"},
		{"time", "at 10:30 pm", "at ten thirty p m", nil, "<SELF> _10: 30_ _p m_"},
		{"electronic", "visit www.nvidia.com", "visit w w w dot nvidia dot com", nil, "<SELF> _w <SELF> <SELF> . <SELF> . com_"}, // "www.nvidia.com": com closes the chunk (closingWord, qa67), which runs through nvidia (acrossSelves, qa88); it was "www. nvidia . com", then "www. nvidia.com"
		{"punctuation is not in the target", "Hello, world!", "hello world", nil, "<SELF> <SELF>"},
		{"GTN spans", "It was 1984 .", "it was nineteen eighty four",
			[]Span{{Class: "DATE", WrittenStart: 7, WrittenEnd: 11, SpokenStart: 7, SpokenEnd: 27}}, "<SELF> <SELF> _19 8 4_"},
	}
	for _, c := range cases {
		ex, f := d.Derive(c.written, c.spoken, c.spans, c.spans != nil)
		if c.tags == "" {
			if f == nil || f.Rule != RuleNonMonotonic {
				t.Errorf("%s: got %v %v, want a non_monotonic reject", c.name, ex.Tags, f)
			}
			continue
		}
		if f != nil {
			t.Errorf("%s: %v", c.name, f)
			continue
		}
		if got := strings.Join(ex.Tags, " "); got != c.tags {
			t.Errorf("%s: %q / %q\n got %s\nwant %s", c.name, c.written, c.spoken, got, c.tags)
		}
		r, _ := Realize(ex.Words, ex.Tags)
		if !SameIgnoringSpaces(r, ex.Target) {
			t.Errorf("%s: realizes %q, target %q", c.name, r, ex.Target)
		}
	}
}
