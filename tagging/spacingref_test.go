package tagging

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// mendSpacingWhole is mendSpacing as it was before spacingWindow: every
// tried edit judged on the whole row realized again. The differential
// tests hold mendSpacing to it.
func mendSpacingWhole(words, tags []string, target string) []string {
	got, err := Realize(words, tags)
	if err != nil {
		return tags
	}
	cur := spacingErrors(got, target)
	if cur <= 0 {
		return tags
	}
	_, from := arrange(words, tags, nil)
	seq := make([]int, 0, len(from))
	for _, i := range from {
		if tags[i] != Delete {
			seq = append(seq, i)
		}
	}
	out := append([]string(nil), tags...)
	try := func(edits ...edit) bool {
		old := make([]string, len(edits))
		for k, e := range edits {
			old[k], out[e.i] = out[e.i], e.tag
		}
		r, _ := Realize(words, out)
		if e := spacingErrors(r, target); e >= 0 && e < cur {
			cur = e
			return true
		}
		for k, e := range edits {
			out[e.i] = old[k]
		}
		return false
	}
	for changed := true; changed && cur > 0; {
		changed = false
		// A boundary inside one tag ("90__._" for "1990 .") that the
		// target does not have.
		for _, i := range seq {
			core, move := splitMove(out[i])
			if !isFragmentTag(out[i]) || len(core) < 4 {
				continue
			}
			if j := strings.Index(core[1:len(core)-1], "__"); j >= 0 {
				if try(edit{i, core[:j+1] + core[j+3:] + move}) {
					changed = true
				}
			}
		}
		for k := 0; k+1 < len(seq) && cur > 0; k++ {
			a, b := seq[k], seq[k+1]
			if out[a] == Self && isFragmentTag(out[b]) && utf8.RuneCountInString(words[a]) == 1 && unicode.IsLetter([]rune(words[a])[0]) {
				// A letter said alone before a fragment opens the
				// chunk as a fragment of its own ("_a" "-_").
				if nb, ok := withStartMark(out[b], false); ok && try(edit{a, "_" + words[a]}, edit{b, nb}) {
					changed = true
				}
				continue
			}
			if !isFragmentTag(out[a]) {
				continue
			}
			if out[b] == Self {
				// A letter said alone after a fragment ("he's" said
				// "he s": `_he'_` <SELF>) joins it as a fragment of
				// its own ("_he'" "s_"): a one-letter tag, no name.
				if closingWord(words[b]) {
					if na, ok := withEndMark(out[a], false); ok && try(edit{a, na}, edit{b, words[b] + "_"}) {
						changed = true
						continue
					}
				}
				// Through <SELF> words to the fragment after them.
				if c, ok := fragmentAfterSelves(out, seq, k+1); ok {
					for _, e := range acrossSelves(out[a], out[c]) {
						if try(edit{a, e[0]}, edit{c, e[1]}) {
							changed = true
							break
						}
					}
				}
				continue
			}
			if na, nb, ok := markToPrevious(out[a], out[b]); ok && try(edit{a, na}, edit{b, nb}) {
				changed = true
				continue
			}
			joined := false
			for _, join := range [2]bool{true, false} {
				na, okA := withEndMark(out[a], !join)
				nb, okB := withStartMark(out[b], !join)
				if okA && okB && (na != out[a] || nb != out[b]) && try(edit{a, na}, edit{b, nb}) {
					changed, joined = true, true
					break
				}
			}
			if joined {
				continue
			}
			if na, nb, ok := markToNext(out[a], out[b]); ok && try(edit{a, na}, edit{b, nb}) {
				changed = true
			} else if na, nb, ok := markToPreviousChunk(out[a], out[b]); ok && try(edit{a, na}, edit{b, nb}) {
				changed = true
			}
		}
		// One mark alone: NeMo's realization glues a whole text that
		// holds no chunk of its pattern but opens and closes with "_"
		// (`_3_ _h_` realizes "3h"), so "3 h" needs `3_ _h_`.
		for _, i := range seq {
			if !isFragmentTag(out[i]) || cur == 0 {
				continue
			}
			core, _ := splitMove(out[i])
			if ns, ok := withStartMark(out[i], !strings.HasPrefix(core, "_")); ok && try(edit{i, ns}) {
				changed = true
			} else if ne, ok := withEndMark(out[i], !strings.HasSuffix(core, "_")); ok && try(edit{i, ne}) {
				changed = true
			}
		}
		// A boundary after a fragment's opening marks or before its
		// closing ones.
		for _, i := range seq {
			if !isFragmentTag(out[i]) || cur == 0 {
				continue
			}
			for _, nt := range boundaryAfterMarks(out[i]) {
				if try(edit{i, nt}) {
					changed = true
					break
				}
			}
		}
	}
	return out
}

// TestMendSpacingIsTheWholeRowsJudgement: mendSpacing, judging each edit
// on the stretch it can change, keeps the edits that judging the whole row
// realized again kept, on derived rows, on their tags with marks flipped at
// random (still the same characters), and on all of them joined into one
// long row.
func TestMendSpacingIsTheWholeRowsJudgement(t *testing.T) {
	d := NewDeriver()
	rng := rand.New(rand.NewPCG(26, 1))
	var longWords, longTags, longTarget []string
	check := func(name string, words, tags []string, target string) {
		t.Helper()
		want := mendSpacingWhole(words, tags, target)
		if got := mendSpacing(words, tags, target); !slices.Equal(got, want) {
			t.Errorf("%s: tags %q\n mended %q\n want   %q", name, tags, got, want)
		}
	}
	flip := func(tags []string) []string {
		out := append([]string(nil), tags...)
		for i, tg := range out {
			if !isFragmentTag(tg) || rng.IntN(3) > 0 {
				continue
			}
			core, _ := splitMove(tg)
			if rng.IntN(2) == 0 {
				if s, ok := withStartMark(tg, !strings.HasPrefix(core, "_")); ok {
					out[i] = s
				}
			} else if s, ok := withEndMark(tg, !strings.HasSuffix(core, "_")); ok {
				out[i] = s
			}
		}
		return out
	}
	for _, r := range spacingRows {
		ex, f := d.Derive(r[0], r[1], nil, false)
		if f != nil {
			t.Fatalf("%q: %v", r[0], f)
		}
		check(r[0], ex.Words, ex.Tags, ex.Target)
		for k := 0; k < 50; k++ {
			check(r[0], ex.Words, flip(ex.Tags), ex.Target)
		}
		if len(longWords) > 0 && ex.Tags[0] != Self {
			continue // a sign moved at the row's start would anchor elsewhere
		}
		longWords, longTags, longTarget = append(longWords, ex.Words...), append(longTags, ex.Tags...), append(longTarget, ex.Target)
	}
	target := strings.Join(longTarget, " ")
	if r, _ := Realize(longWords, longTags); !SameIgnoringSpaces(r, target) {
		t.Fatalf("the joined row realizes %q, not %q", r, target)
	}
	check("joined", longWords, longTags, target)
	for k := 0; k < 50; k++ {
		check("joined", longWords, flip(longTags), target)
	}
}

// TestMendSpacingIsTheWholeRowsJudgementOnRandomRows: the same on random
// rows of <SELF>, <DELETE> and fragments with random chunk marks (glued
// stretches, pieces opening and closing with "_", "__" inside a tag, moved
// fragments) against targets spaced at random, up to 60 words.
func TestMendSpacingIsTheWholeRowsJudgementOnRandomRows(t *testing.T) {
	rng := rand.New(rand.NewPCG(26, 2))
	pick := func(s string) string { return string(s[rng.IntN(len(s))]) }
	for n := 0; n < 2000; n++ {
		m := 1 + rng.IntN(60)
		words, tags := make([]string, m), make([]string, m)
		for i := range words {
			words[i] = pick("abcxyz") + pick("abcxyz")
			switch r := rng.IntN(10); {
			case r < 3:
				tags[i] = Self
			case r < 4:
				tags[i] = Delete
			default:
				var b strings.Builder
				if rng.IntN(2) == 0 {
					b.WriteString("_")
				}
				for k := 1 + rng.IntN(3); k > 0; k-- {
					b.WriteString(pick("ab12.,$"))
					if rng.IntN(8) == 0 {
						b.WriteString("__")
					}
				}
				if rng.IntN(2) == 0 {
					b.WriteString("_")
				}
				if rng.IntN(12) == 0 {
					b.WriteString([]string{">", "<", "<<"}[rng.IntN(3)])
				}
				tags[i] = b.String()
			}
		}
		got, _ := Realize(words, tags)
		var tb strings.Builder
		for _, r := range stripSpaces(got) {
			if tb.Len() > 0 && rng.IntN(3) == 0 {
				tb.WriteByte(' ')
			}
			tb.WriteRune(r)
		}
		target := tb.String()
		want := mendSpacingWhole(words, tags, target)
		if got := mendSpacing(words, tags, target); !slices.Equal(got, want) {
			t.Fatalf("words %q tags %q target %q:\n mended %q\n want   %q", words, tags, target, got, want)
		}
	}
}
