package dataset

import (
	"errors"
	"strings"
	"testing"
)

// TestSenseCounts: each count takes the rows of its kind and no correct
// row: a sentence as written and its spoken form, a number said, lower-case
// text with a digit, a spoken form of mixed case; a variant row after the
// first is not counted.
func TestSenseCounts(t *testing.T) {
	one := int32(1)
	rows := []Pair{
		{ID: "a:1", Written: "It cost $12.50 on June 3.", Spoken: "it cost twelve dollars fifty cents on june third"},
		{ID: "a:2", Written: "The Old Harbour.", Spoken: "the old harbour"},
		{ID: "a:3", Written: "the price was 5 dollars", Spoken: "the price was five dollars"},
		{ID: "a:4", Written: "june third nineteen ninety eight", Spoken: "june 3 1998"}, // swapped
		{ID: "a:5", Written: "the meeting starts at ten thirty.", Spoken: "the meeting starts at ten thirty"},
		{ID: "a:6", Written: "THE MEETING STARTS AT TEN", Spoken: "the meeting starts at ten"},
		{ID: "a:7", Written: "4f1c2a9e/3.wav", Spoken: "four f one c two a nine e slash three dot wav"},
		{ID: "a:8", Written: "0e93821b114c7caee8a66efdc8cce0d5", Spoken: "zero e nine three"},
		{ID: "a:9", Written: "<p>Revenue grew.</p>", Spoken: "revenue grew"},
		{ID: "a:10", Written: "a < b and c > d", Spoken: "a is less than b and c is greater than d"},
		{ID: "a:11", Written: "I love you <3", Spoken: "i love you less than three"},
		{ID: "a:1", Variant: &one, Written: "june third", Spoken: "june 3"},
	}
	var s Sense
	for i := range rows {
		s.Add(&rows[i])
	}
	want := Sense{Records: 11, DigitRecords: 6, SpokenDigits: 1, SpokenForm: 2, Identifier: 2, Markup: 1}
	if s.Records != want.Records || s.DigitRecords != want.DigitRecords || s.SpokenDigits != want.SpokenDigits ||
		s.SpokenForm != want.SpokenForm || s.Identifier != want.Identifier || s.Markup != want.Markup {
		t.Errorf("counts %+v, want %+v", s, want)
	}
	if s.FirstSpokenForm != "a:5" || s.FirstIdentifier != "a:7" || s.FirstMarkup != "a:9" || s.FirstSpokenDigits != "a:4" {
		t.Errorf("firsts: %q %q %q %q", s.FirstSpokenForm, s.FirstIdentifier, s.FirstMarkup, s.FirstSpokenDigits)
	}
	var m Sense
	m.Merge(Sense{Records: 1, SpokenForm: 1, FirstSpokenForm: "b:1", FirstSpokenFormText: "x"})
	m.Merge(s)
	if m.Records != 12 || m.SpokenForm != 3 || m.FirstSpokenForm != "a:5" {
		t.Errorf("merged %+v", m)
	}
}

// TestCheckSense: a kind refuses at its minimum count and above its share,
// in one line naming the flag; below either, or with AllowSuspect, it
// publishes.
func TestCheckSense(t *testing.T) {
	for _, c := range []struct {
		s    Sense
		want string
	}{
		{Sense{Records: 100, DigitRecords: 40, SpokenDigits: 21, FirstSpokenDigits: "x:1"}, "the spoken side holds more digits than the written side in 21 of the 40 records with a digit (52%"},
		{Sense{Records: 100, DigitRecords: 40, SpokenDigits: 20}, ""},
		{Sense{Records: 4, DigitRecords: 2, SpokenDigits: 2}, ""}, // under the minimum
		{Sense{Records: 5, Identifier: 3}, "the written side of 3 of 5 records is a file name or an id"},
		{Sense{Records: 6, Identifier: 3}, ""},
		{Sense{Records: 5, Markup: 3}, "holds an HTML or XML tag"},
		{Sense{Records: 20, SpokenForm: 16}, "16 of 20 records verbalize to themselves (80%"},
		{Sense{Records: 20, SpokenForm: 15}, ""},
		{Sense{Records: 9, SpokenForm: 9}, ""}, // under the minimum
	} {
		err := DefaultGuard().CheckSense(c.s)
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%+v refused: %v", c.s, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want) || !errors.Is(err, ErrRefused) ||
			!strings.HasPrefix(err.Error(), "refusing to publish: ") || !strings.HasSuffix(err.Error(), "(pass --allow-suspect to publish anyway)")):
			t.Errorf("%+v: %v, want %q", c.s, err, c.want)
		}
		if err := (Guard{AllowSuspect: true}).CheckSense(c.s); err != nil {
			t.Errorf("AllowSuspect refused %+v: %v", c.s, err)
		}
	}
}
