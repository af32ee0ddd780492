package tagging

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// Tag values with a fixed meaning; every other tag is a written fragment.
const (
	Self   = "<SELF>"   // copy the spoken word
	Delete = "<DELETE>" // drop the spoken word
)

// Movement marks at the end of a fragment tag (Antonova et al. 2022,
// section 2.3), as NeMo's realization reads them.
const (
	MarkShortLeft  = "<"  // swap with the token on the left
	MarkShortRight = ">"  // swap with the token on the right
	MarkLongLeft   = "<<" // move to the start of its semiotic span (RealizeLabels), or after the last <SELF> word (Realize)
	MarkLongRight  = ">>" // parsed but never moved by NeMo; never derived here
)

type swapKind uint8

const (
	swapNone swapKind = iota
	swapLongRight
	swapLongLeft
	swapShortRight
	swapShortLeft
)

func swapOf(out string) swapKind {
	switch {
	case strings.HasSuffix(out, ">>"):
		return swapLongRight
	case strings.HasSuffix(out, "<<"):
		return swapLongLeft
	case strings.HasSuffix(out, ">"):
		return swapShortRight
	case strings.HasSuffix(out, "<"):
		return swapShortLeft
	}
	return swapNone
}

// fragmentLocs appends to locs the stretches of s that NeMo's
// detokenization pattern `_[^ ][^_]+[^ ]_` matches (a stretch from a start
// mark to an end mark, whose inner spaces are removed), leftmost first and
// each as the regexp package would find it, as [start, end) byte offsets.
// It is the pattern's matcher written out: the regexp's FindAllStringIndex
// was a third of the allocations of the spacing pass on long rows
// (BenchmarkDeriveLongRow), one slice per match and per call.
//
// At a "_" at p, the match needs a rune r at p+1 that is no space, then
// ("[^_]+" greedy) the longest run of runes that are not "_", from x after
// r to the next "_" at q, holding at least one rune; the regexp takes the
// longest way first: "_" at q as the pattern's "[^ ]" when q+1 is "_" too
// (the match ends at q+2), else the run's last rune as "[^ ]" when it is
// no space and not the run's only rune (it ends at q+1). Otherwise no
// match starts at p and the search goes on at p+1; after a match, at its
// end. Invalid UTF-8 reads as the regexp reads it, a byte at a time
// (utf8.DecodeRuneInString's width 1), and a space is one byte that no
// multi-byte rune holds, so the run's last rune is a space exactly when
// its last byte is.
func fragmentLocs(s string, locs [][2]int) [][2]int {
	for pos := 0; pos < len(s); {
		i := strings.IndexByte(s[pos:], '_')
		if i < 0 {
			break
		}
		p := pos + i
		pos = p + 1
		if p+1 >= len(s) || s[p+1] == ' ' {
			continue
		}
		_, w := utf8.DecodeRuneInString(s[p+1:])
		x := p + 1 + w
		j := strings.IndexByte(s[x:], '_')
		if j <= 0 { // no "_" after the run, or an empty run
			continue
		}
		q := x + j
		if q+1 < len(s) && s[q+1] == '_' {
			locs = append(locs, [2]int{p, q + 2})
			pos = q + 2
			continue
		}
		if _, w := utf8.DecodeRuneInString(s[x:q]); w < q-x && s[q-1] != ' ' {
			locs = append(locs, [2]int{p, q + 1})
			pos = q + 1
		}
	}
	return locs
}

// Realize applies tags to the spoken words and returns the written text,
// as NeMo's Thutmose post-processing does
// (text_normalization_as_tagging/tagging.py, EditingTask.realize_output)
// but for "<<", for a model that predicts tags and no semiotic classes
// (itnprep's trainer realizes a model with NeMo's semiotic head by
// RealizeLabels):
//
//  1. <SELF> copies the word, <DELETE> gives an empty token, any other tag
//     is its own output token;
//  2. left to right, a token whose tag ends in "<" (or follows one ending
//     in ">") is swapped with its left neighbour; a token whose tag ends in
//     "<<" moves to just after the last <SELF> word before it when at least
//     one token lies between them ("<<" does nothing before any <SELF>, and
//     ">>" never moves: NeMo parses it but does not implement it);
//  3. tokens are joined by spaces and every "<" and ">" is removed;
//  4. each stretch matching _[^ ][^_]+[^ ]_ loses its spaces and
//     underscores, every other stretch is trimmed and loses its
//     underscores; the pieces are joined by single spaces;
//  5. every run of spaces becomes one space (re.sub(r" +", " ", ...),
//     NeMo commit f30d42c2 of May 2022, in every release since r1.9.0).
//
// NeMo's swap test reads the previous tag with Python's index -1 for the
// first word, which is the last word; Realize keeps that quirk. Realize
// also trims the result: NeMo's keeps one space at the start when the text
// opens with a glued stretch and one at the end when it closes with one
// (re.split's empty first or last piece), which its prediction file's
// line.strip() in eval.py removes at the start and its space-blind
// comparison ignores. The result can still differ from the written text in
// spaces: NeMo's builder makes a word that writes itself <SELF> and
// gives each run of letters and of other characters in an ELECTRONIC span
// its own chunk, so "info@example.org" said "info at example dot org"
// (<SELF> _@_ <SELF> _._ <SELF>) realizes "info @ example . org"; the
// tagger's sentence accuracy compares with SameIgnoringSpaces.
//
// NeMo's "<<" is not step 2's: every released realize_output (r1.9.0, the
// model's first, to r2.4.0, the last before the collection was removed)
// takes one semiotic class per word, which NeMo's model predicts with a
// second head, and moves a "<<" token to the start of the run of equal
// classes it lies in (RealizeLabels). Tags derived here realize the same
// text both ways (Deriver.Derive checks it with the row's own spans): "<<"
// is derived only where the word before the span is <SELF>, so the span's
// start is just after the last <SELF> word. The two differ where a "<<"
// follows no <SELF> word inside its span's run: at a sentence start
// ("twenty five dollars" tagged _2 5_ _$<<, as NeMo's data preparation
// tags every amount whatever comes before it, realizes "$ 25" by
// RealizeLabels and "25 $" here), after another span, or after a <SELF>
// word of its own span.
func Realize(words, tags []string) (string, error) {
	if len(words) != len(tags) {
		return "", fmt.Errorf("realize: %d tags for %d words", len(tags), len(words))
	}
	out, _ := arrange(words, tags, nil)
	return detokenize(out), nil
}

// Plain is the semiotic class of a word outside every span, as NeMo's
// semiotic_classes.txt names it.
const Plain = "PLAIN"

// RealizeLabels is Realize with NeMo's "<<": labels holds one semiotic
// class per word (a model's predictions, or SemioticLabels of a row's
// spans), and a token whose tag ends in "<<" moves to the start of the run
// of words with the same class as its own word, exactly as NeMo's
// realize_output does (tagging.py, r1.9.0 to r2.4.0: a class differing
// from the previous word's starts a run; the token is taken out and put
// back at the run's first place, after the swaps of the words before it).
// Every other step is Realize's, NeMo's own, including the quirk of the
// first word's swap test reading the last word's tag. Two neighbouring
// spans of one class are one run, as NeMo sees them.
func RealizeLabels(words, tags, labels []string) (string, error) {
	if len(words) != len(tags) || len(words) != len(labels) {
		return "", fmt.Errorf("realize: %d tags and %d semiotic labels for %d words", len(tags), len(labels), len(words))
	}
	out, _ := arrange(words, tags, labels)
	return detokenize(out), nil
}

// ArrangeLabels is RealizeLabels' steps 1 and 2: one output token per
// word in realized order, after the swaps and the "<<" moves (a <SELF>
// word's token is the word, a <DELETE> word's "", any other the tag with
// its marks), what NeMo's realize_output joins and its eval_per_class.py
// reads a span's prediction from (tags_with_swap, position by position).
// Without labels (nil: a model without the semiotic head) a "<<" moves as
// Realize moves it.
func ArrangeLabels(words, tags, labels []string) ([]string, error) {
	if len(words) != len(tags) || labels != nil && len(words) != len(labels) {
		return nil, fmt.Errorf("arrange: %d tags and %d semiotic labels for %d words", len(tags), len(labels), len(words))
	}
	out, _ := arrange(words, tags, labels)
	return out, nil
}

// RealizeSpans is RealizeLabels with the classes of a row's semiotic spans
// (SemioticLabels): what NeMo's realization writes when its model predicts
// the row's own classes.
func RealizeSpans(words, tags []string, sem []Semiotic) (string, error) {
	if len(words) != len(tags) {
		return "", fmt.Errorf("realize: %d tags for %d words", len(tags), len(words))
	}
	labels, err := SemioticLabels(len(words), sem)
	if err != nil {
		return "", err
	}
	return RealizeLabels(words, tags, labels)
}

// SemioticLabels gives each of n words the class of the span holding it,
// PLAIN outside every span: NeMo's per-word semiotic labels, which its
// data reader builds from a row's "CLASS start end" spans the same way
// (bert_example.py, build_bert_example). Spans must lie within the words
// and not overlap.
func SemioticLabels(n int, sem []Semiotic) ([]string, error) {
	labels := make([]string, n)
	for i := range labels {
		labels[i] = Plain
	}
	for _, s := range sem {
		if s.Start < 0 || s.End > n || s.Start >= s.End {
			return nil, fmt.Errorf("semiotic span %s %d %d does not fit %d words", s.Class, s.Start, s.End, n)
		}
		for k := s.Start; k < s.End; k++ {
			if labels[k] != Plain {
				return nil, fmt.Errorf("semiotic spans overlap at word %d", k)
			}
			labels[k] = s.Class
		}
	}
	return labels, nil
}

// arrange is steps 1 and 2 of Realize: the output tokens in realized order
// and, for each, the index of the word it came from (len(words) ==
// len(tags)). With labels (one per word) a "<<" moves to the start of its
// run of equal labels, as RealizeLabels says; without (nil), after the
// last <SELF> word.
func arrange(words, tags, labels []string) (out []string, from []int) {
	n := len(words)
	out = make([]string, n)
	from = make([]int, n)
	outTags := make([]string, n)
	swaps := make([]swapKind, n)
	for i, t := range tags {
		switch t {
		case Self:
			out[i], outTags[i] = words[i], Self
		case Delete:
			out[i], outTags[i] = "", Delete
		default:
			out[i], outTags[i] = t, t
		}
		from[i] = i
		swaps[i] = swapOf(out[i])
	}
	lastSelf := -1
	runStart := 0 // NeMo's previous_semiotic_label_end + 1
	for i := 0; i < n; i++ {
		prev := i - 1
		if prev < 0 {
			prev = n - 1 // Python's sequence[-1]
		}
		if swaps[i] == swapShortLeft || swaps[prev] == swapShortRight {
			a := i - 1
			if a < 0 {
				a = n - 1
			}
			out[a], out[i] = out[i], out[a]
			outTags[a], outTags[i] = outTags[i], outTags[a]
			from[a], from[i] = from[i], from[a]
		}
		if labels != nil && i > 0 && labels[i] != labels[i-1] {
			runStart = i
		}
		if swaps[i] != swapLongLeft {
			if tags[i] == Self {
				lastSelf = i
			}
			continue
		}
		to := i // where the "<<" token goes: i leaves it in place
		if labels != nil {
			to = runStart
		} else if lastSelf > -1 && i-lastSelf >= 2 {
			to = lastSelf + 1
		}
		if to < i { // NeMo's pop(i) and insert(to, ...)
			tok, tg, f := out[i], outTags[i], from[i]
			copy(out[to+1:i+1], out[to:i])
			copy(outTags[to+1:i+1], outTags[to:i])
			copy(from[to+1:i+1], from[to:i])
			out[to], outTags[to], from[to] = tok, tg, f
		}
	}
	return out, from
}

// dropMoveMarks and glueFragment are detokenize's replacers, built once: a
// strings.Replacer builds its lookup table (about 2 KB for single bytes)
// on first use, and detokenize built one for every glued piece of every
// realization, which mendSpacing asks for once per edit it tries (on a
// 640-word row that was 1.3 GB of the derive's 3.4 GB allocated).
var (
	dropMoveMarks = strings.NewReplacer("<", "", ">", "")
	glueFragment  = strings.NewReplacer(" ", "", "_", "")
)

// detokenize is steps 3 and 4 of Realize on the arranged tokens.
func detokenize(out []string) string {
	return detokenizeJoined(dropMoveMarks.Replace(strings.Join(out, " ")))
}

// detokenizeJoined is step 4 of Realize on the joined tokens without their
// movement marks.
func detokenizeJoined(joined string) string {
	pieces := splitKeep(joined)
	res := make([]string, 0, len(pieces))
	for _, p := range pieces {
		if gluedPiece(p) {
			res = append(res, glueFragment.Replace(p))
		} else {
			res = append(res, strings.ReplaceAll(strings.Trim(p, " \t\n\r\v\f"), "_", ""))
		}
	}
	return collapseSpaces(strings.Join(res, " "))
}

// collapseSpaces is step 5 of Realize and its trim: runs of the space
// character become one, and spaces at either end go. Only " ", as NeMo's
// re.sub(r" +", " ", ...): the spoken words hold no other white space.
func collapseSpaces(s string) string {
	if !strings.Contains(s, "  ") && !strings.HasPrefix(s, " ") && !strings.HasSuffix(s, " ") {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			space = b.Len() > 0
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// splitKeep is Python's re.split with a capturing group: the text between
// matches and the matches themselves, in order (empty pieces included).
func splitKeep(s string) []string {
	var buf [8][2]int
	locs := fragmentLocs(s, buf[:0])
	out := make([]string, 0, 2*len(locs)+1)
	prev := 0
	for _, l := range locs {
		out = append(out, s[prev:l[0]], s[l[0]:l[1]])
		prev = l[1]
	}
	return append(out, s[prev:])
}

// SameIgnoringSpaces compares two texts with all white space removed, the
// comparison of the tagger's sentence accuracy.
func SameIgnoringSpaces(a, b string) bool {
	return stripSpaces(a) == stripSpaces(b)
}

func stripSpaces(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case ' ', '\t', '\n', '\r', '\v', '\f':
			return -1
		}
		return r
	}, s)
}

// gluedPiece reports whether a piece of text between glued stretches
// opens and closes with "_": detokenizeJoined glues it too, and
// spacingWindow keeps whether the pieces at its ends are so.
func gluedPiece(p string) bool {
	return strings.HasPrefix(p, "_") && strings.HasSuffix(p, "_")
}
