package tagging

import (
	"fmt"
	"testing"
)

// TestReferenceAfterNumberIsNoMeasure: a found span whose abbreviation
// after the number is said as a numbered part of a text or a work ("5
// sec. 3" "five section three", "Op. 27 No. 2" "opus twenty seven number
// two", "ff." "and following") is no MEASURE (the guess once the
// abbreviation before the number became a word of its own); a unit said
// as one stays a MEASURE. Since tagu33's wordBeforeNumber the word
// between two numbers is a span of its own (no entry), each number a
// CARDINAL (it was one CARDINAL over "five section three").
func TestReferenceAfterNumberIsNoMeasure(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, sem string }{
		{"See Art. 5 sec. 3.", "see article five section three", "[{CARDINAL 2 3} {CARDINAL 4 5}]"},
		{"Piano Sonata No. 14, Op. 27 No. 2.", "piano sonata number fourteen opus twenty seven number two", "[{CARDINAL 3 4} {CARDINAL 5 7} {CARDINAL 8 9}]"},
		{"See pp. 12 ff. for the proof.", "see pages twelve and following for the proof", "[{CARDINAL 2 5}]"},
		{"It took 5 sec. to load.", "it took five seconds to load", "[{MEASURE 2 4}]"},
	} {
		ex, f := d.Derive(c.written, c.spoken, nil, false)
		if f != nil {
			t.Fatalf("%q: %v", c.written, f)
		}
		if got := fmt.Sprint(ex.Semiotic); got != c.sem {
			t.Errorf("%q: semiotic %s, want %s (tags %v)", c.written, got, c.sem, ex.Tags)
		}
	}
	if got := GuessClass("5 km", []string{"five", "kilometers"}); got != "MEASURE" {
		t.Errorf("GuessClass(5 km) = %s, want MEASURE", got)
	}
}

// TestDoubleTripleSaysDigits: digits said with "double" or "triple" are
// said digit by digit: a DIGIT, or a TELEPHONE number in groups ("Dial
// 999" said "dial triple nine" was a CARDINAL).
func TestDoubleTripleSaysDigits(t *testing.T) {
	d := NewDeriver()
	for _, c := range []struct{ written, spoken, sem string }{
		{"Dial 999", "dial triple nine", "[{DIGIT 1 3}]"},
		{"Flight 2211 left", "flight double two double one left", "[{DIGIT 1 5}]"},
		{"Call 0161 496 0000", "call o one six one four nine six triple o o", "[{TELEPHONE 1 11}]"},
		{"The 55 bus", "the fifty five bus", "[{CARDINAL 1 3}]"},
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
