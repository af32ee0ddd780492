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
	if s.FirstSpokenForm.ID != "a:5" || s.FirstIdentifier.ID != "a:7" || s.FirstMarkup.ID != "a:9" || s.FirstSpokenDigits.ID != "a:4" {
		t.Errorf("firsts: %q %q %q %q", s.FirstSpokenForm.ID, s.FirstIdentifier.ID, s.FirstMarkup.ID, s.FirstSpokenDigits.ID)
	}
	var m Sense
	m.Merge(Sense{Records: 1, SpokenForm: 1, FirstSpokenForm: SenseRow{ID: "b:1", Written: "x"}})
	m.Merge(s)
	if m.Records != 12 || m.SpokenForm != 3 || m.FirstSpokenForm.ID != "a:5" {
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
		{Sense{Records: 100, DigitRecords: 40, SpokenDigits: 21, FirstSpokenDigits: SenseRow{ID: "x:1"}}, "the spoken side holds more digits than the written side in 21 of the 40 records with a digit (52%"},
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

// TestSenseNamesTheFirstInTheInput: the row a refusal names is the first
// of its kind in the input, by file and then line, whatever order the
// shards' writers see the rows in (by id as a string, split by its hash)
// and however the shards are merged; it was the smallest id as a string,
// "page.txt:10" before "page.txt:2" (qa86). Rows without an origin come
// after, in line-number order of their ids.
func TestSenseNamesTheFirstInTheInput(t *testing.T) {
	tag := func(file string, line int64, id string) Pair {
		return Pair{ID: id, From: Origin{File: file, Line: line}, Written: "<p>Line.</p>", Spoken: "line"}
	}
	// Two shards, each in id (string) order.
	shards := [][]Pair{
		{tag("/in/b.txt", 1, "b.txt:1"), tag("/in/page.txt", 10, "page.txt:10"), tag("/in/page.txt", 12, "page.txt:12")},
		{tag("/in/page.txt", 11, "page.txt:11"), tag("/in/page.txt", 2, "page.txt:2"), tag("/in/page.txt", 3, "page.txt:3")},
	}
	var sums []Sense
	for _, rows := range shards {
		var s Sense
		for i := range rows {
			s.Add(&rows[i])
		}
		sums = append(sums, s)
	}
	if got := sums[1].FirstMarkup.ID; got != "page.txt:2" {
		t.Errorf("shard's first %q, want page.txt:2 (line 2 before line 11; it was the smallest id as a string)", got)
	}
	for _, order := range [][]int{{0, 1}, {1, 0}} {
		var s Sense
		for _, i := range order {
			s.Merge(sums[i])
		}
		if s.Markup != 6 || s.FirstMarkup.ID != "b.txt:1" {
			t.Errorf("merged in order %v: %d, first %q; want 6, b.txt:1 (the first file)", order, s.Markup, s.FirstMarkup.ID)
		}
	}
	// Without origins (rows read back), by the ids' line numbers.
	var s Sense
	for _, id := range []string{"x:10", "x:9"} {
		p := Pair{ID: id, Written: "<p>Line.</p>", Spoken: "line"}
		s.Add(&p)
	}
	if s.FirstMarkup.ID != "x:9" {
		t.Errorf("without origins: first %q, want x:9", s.FirstMarkup.ID)
	}
	p := tag("/in/z.txt", 5, "z.txt:5")
	s.Add(&p)
	if s.FirstMarkup.ID != "z.txt:5" {
		t.Errorf("a row with an origin after rows without: first %q, want z.txt:5", s.FirstMarkup.ID)
	}
	// The refusal names the row, and where it was read when its id does
	// not say it.
	if got := sums[1].FirstMarkup.Text(); got != `"page.txt:2": written "<p>Line.</p>", spoken "line"` {
		t.Errorf("text %s", got)
	}
	g := Pair{ID: "output-00000-of-00100:1", From: Origin{File: "/in/output-00000-of-00100", Line: 1, Last: 4}, Written: "June third .", Spoken: "june 3"}
	var gs Sense
	gs.Add(&g)
	if got := gs.FirstSpokenDigits.Text(); got != `"output-00000-of-00100:1": written "June third .", spoken "june 3"` {
		t.Errorf("text of a record whose id names its file and first line: %s", got)
	}
	q := Pair{ID: "train.csv:Good morning.", From: Origin{File: "/in/train.csv", Line: 2}, Written: "4f1c2a9e/3.wav", Spoken: "four f"}
	var c Sense
	c.Add(&q)
	if got := c.FirstIdentifier.Text(); got != `"train.csv:Good morning." at /in/train.csv:2: written "4f1c2a9e/3.wav", spoken "four f"` {
		t.Errorf("text %s", got)
	}
}
