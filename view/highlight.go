package view

import (
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strings"

	"github.com/itnprep/itnprep/dataset"
)

// palette is how many span colours the stylesheet defines (.c0 ... .c15).
const palette = 16

// seg is a stretch of text; Class is set on a span's stretch.
type seg struct {
	Text  string
	Class string
	Title string
	Color string
}

// colorOf gives a class the same colour on every page and in both texts,
// by a hash of its name: for a class the version's manifest does not list
// (classColors gives those it lists).
func colorOf(class string) string {
	h := fnv.New32a()
	h.Write([]byte(class))
	return fmt.Sprintf("c%d", h.Sum32()%palette)
}

// classColors gives each span class of a version a colour of its own, up
// to palette classes: the classes its manifest counts (the pairs' span
// classes, a tagger version's semiotic classes), in name order, one
// colour each. The colour was a hash of the class name into 8 colours,
// so the most common classes shared one (CARDINAL and DATE both blue;
// MONEY, MEASURE, TELEPHONE and ELECTRONIC all pink) and a page read as
// if they were one class, while 2 of the 8 colours went unused. A class
// the manifest does not list is coloured by colorOf.
type classColors map[string]string

func newClassColors(m *dataset.Manifest) classColors {
	names := slices.Concat(m.Stats.SpanClasses.Keys, m.Stats.FindTally(dataset.TallySemiotic).Keys)
	slices.Sort(names)
	names = slices.Compact(names)
	c := classColors{}
	for i, n := range names {
		c[n] = fmt.Sprintf("c%d", i%palette)
	}
	return c
}

// of is class's colour.
func (c classColors) of(class string) string {
	if x, ok := c[class]; ok {
		return x
	}
	return colorOf(class)
}

type interval struct {
	start, end          int
	class, title, color string // color "" is colorOf(class)
}

// segments cuts text at the given code-point intervals (the dataset's
// span offsets count code points, as Python does). Offsets outside the
// text or overlapping spans are data errors: the text is shown plain and
// the problem returned, never a panic.
func segments(text string, ivs []interval) ([]seg, error) {
	runes := []rune(text)
	sort.SliceStable(ivs, func(i, j int) bool { return ivs[i].start < ivs[j].start })
	var out []seg
	at := 0
	for _, iv := range ivs {
		switch {
		case iv.start < 0 || iv.end > len(runes) || iv.start > iv.end:
			return []seg{{Text: text}}, fmt.Errorf("span %s [%d, %d) outside the text (%d code points)", iv.class, iv.start, iv.end, len(runes))
		case iv.start < at:
			return []seg{{Text: text}}, fmt.Errorf("span %s [%d, %d) overlaps the span before it", iv.class, iv.start, iv.end)
		}
		if iv.start > at {
			out = append(out, seg{Text: string(runes[at:iv.start])})
		}
		color := iv.color
		if color == "" {
			color = colorOf(iv.class)
		}
		out = append(out, seg{Text: string(runes[iv.start:iv.end]), Class: iv.class, Title: iv.title, Color: color})
		at = iv.end
	}
	if at < len(runes) {
		out = append(out, seg{Text: string(runes[at:])})
	}
	return out, nil
}

// pairView is a pair row with both texts cut at its spans.
type pairView struct {
	P               dataset.Pair
	Classes         []classChip // its spans' classes, in their colours
	Written, Spoken []seg
	Problems        []string
	Prob, Sim       string
	Variant         string
}

func newPairView(p dataset.Pair, colors classColors) pairView {
	v := pairView{P: p}
	var wi, si []interval
	for _, s := range p.Spans {
		title := fmt.Sprintf("%s: %q -> %q", s.Class, s.Written, s.Spoken)
		c := colors.of(s.Class)
		wi = append(wi, interval{int(s.WrittenStart), int(s.WrittenEnd), s.Class, title, c})
		si = append(si, interval{int(s.SpokenStart), int(s.SpokenEnd), s.Class, title, c})
		v.Classes = append(v.Classes, classChip{s.Class, c})
	}
	var err error
	if v.Written, err = segments(p.Written, wi); err != nil {
		v.Problems = append(v.Problems, "written: "+err.Error())
	}
	if v.Spoken, err = segments(p.Spoken, si); err != nil {
		v.Problems = append(v.Problems, "spoken: "+err.Error())
	}
	if p.Prob != nil {
		v.Prob = fmt.Sprintf("%.3f", *p.Prob)
	}
	if p.Similarity != nil {
		v.Sim = fmt.Sprintf("%.3f", *p.Similarity)
	}
	if p.Variant != nil {
		v.Variant = fmt.Sprint(*p.Variant)
	}
	return v
}

// classChip is a span's class as the row's list of classes shows it, in
// the colour its spans are marked with: the row's key to its colours.
type classChip struct{ Name, Color string }

// word is one input word of a tagger row with its tag and, inside a
// semiotic span, the span's class.
type word struct {
	Word, Tag, Class, Color string
	Title                   string // a u2tf token's tooltip: why it is marked
	Start                   bool   // first word of its span
}

type taggerView struct {
	R        dataset.TaggerRow
	Words    []word
	Problems []string
}

func newTaggerView(r dataset.TaggerRow, colors classColors) taggerView {
	v := taggerView{R: r}
	ws := strings.Fields(r.Input)
	if len(ws) != len(r.Tags) {
		v.Problems = append(v.Problems, fmt.Sprintf("%d input words but %d tags", len(ws), len(r.Tags)))
	}
	for i, w := range ws {
		x := word{Word: w}
		if i < len(r.Tags) {
			x.Tag = r.Tags[i]
		}
		v.Words = append(v.Words, x)
	}
	for _, s := range r.Semiotic {
		if s.Start < 0 || int(s.End) > len(ws) || s.Start >= s.End {
			v.Problems = append(v.Problems, fmt.Sprintf("semiotic span %s [%d, %d) outside the %d input words", s.Class, s.Start, s.End, len(ws)))
			continue
		}
		for i := s.Start; i < s.End; i++ {
			v.Words[i].Class, v.Words[i].Color, v.Words[i].Start = s.Class, colors.of(s.Class), i == s.Start
		}
	}
	return v
}
