package tagging

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// mendSpacing moves the chunk marks ("_") between neighbouring fragments so
// that the realization spaces the text as the target does, where the tags
// can say it. NeMo's realization glues a stretch from a fragment opening
// with "_" to one closing with "_" and puts a space at every other
// boundary, so a fragment without its start mark continues the chunk
// before it ("join to the previous token") and one without its end mark
// runs on into the next. The alignment marks a chunk at every change from
// letters to other characters (the paper's tokens), and a moved or swapped
// fragment keeps the marks of its written place, so gold tags realized
// "7 th" for "7th" (`_th_>` `_7_`), "$ 300,000" for "$300,000" (`_3 00
// ,000_` `_$<<`) and "ac/ dc" for "ac/dc": equal ignoring spaces, as the
// tagger's accuracy compares, but not the written form, which a WER
// against the target counted (docs/TRAINING.md).
//
// Only the marks between two fragments that are neighbours in realized
// order are moved (a <DELETE> word between them writes nothing): both are
// set to join, or both to split, whichever the target has there, and a
// change is kept only when the realization, still equal to the target
// ignoring spaces, then differs from it at fewer places. A <SELF> word
// carries no mark, so "america 's" (`<SELF>` `_'s_`) stays spaced: joining
// would need the word's own text as a fragment (`_america`), one tag per
// name. The tags are left as they are when the target is reached already.
func mendSpacing(words, tags []string, target string) []string {
	got, err := Realize(words, tags)
	if err != nil {
		return tags
	}
	cur := spacingErrors(got, target)
	if cur <= 0 {
		return tags
	}
	_, from := arrange(words, tags)
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
			if !isFragmentTag(out[a]) {
				continue
			}
			if out[b] == Self {
				// A letter said alone after a fragment ("he's" said
				// "he s": `_he'_` <SELF>) joins it as a fragment of
				// its own ("_he'" "s_"): a one-letter tag, no name.
				if utf8.RuneCountInString(words[b]) == 1 && unicode.IsLetter([]rune(words[b])[0]) {
					if na, ok := withEndMark(out[a], false); ok && try(edit{a, na}, edit{b, words[b] + "_"}) {
						changed = true
					}
				}
				continue
			}
			for _, join := range [2]bool{true, false} {
				na, okA := withEndMark(out[a], !join)
				nb, okB := withStartMark(out[b], !join)
				if okA && okB && (na != out[a] || nb != out[b]) && try(edit{a, na}, edit{b, nb}) {
					changed = true
					break
				}
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
	}
	return out
}

// edit is one tag replaced by mendSpacing.
type edit struct {
	i   int
	tag string
}

func isFragmentTag(t string) bool { return t != Self && t != Delete }

// splitMove cuts a fragment tag into its text and its movement mark.
func splitMove(t string) (core, move string) {
	for _, m := range [...]string{MarkLongLeft, MarkLongRight, MarkShortLeft, MarkShortRight} {
		if strings.HasSuffix(t, m) {
			return t[:len(t)-len(m)], m
		}
	}
	return t, ""
}

// withEndMark returns the fragment tag with its end mark set or removed;
// false when that would leave it without text of its own.
func withEndMark(t string, mark bool) (string, bool) {
	core, move := splitMove(t)
	switch has := strings.HasSuffix(core, "_"); {
	case mark && !has:
		core += "_"
	case !mark && has:
		core = core[:len(core)-1]
	}
	return core + move, strings.Trim(core, "_") != ""
}

// withStartMark is withEndMark for the start mark.
func withStartMark(t string, mark bool) (string, bool) {
	core, move := splitMove(t)
	switch has := strings.HasPrefix(core, "_"); {
	case mark && !has:
		core = "_" + core
	case !mark && has:
		core = core[1:]
	}
	return core + move, strings.Trim(core, "_") != ""
}

// spacingErrors counts the places where got and want differ in spacing
// (a space between two characters in one and not in the other; runs of
// spaces count as one, and spaces at either end not at all), or -1 when
// they differ in more than spacing.
func spacingErrors(got, want string) int {
	g, w := []rune(strings.TrimSpace(got)), []rune(strings.TrimSpace(want))
	i, j, errs := 0, 0, 0
	for i < len(g) && j < len(w) {
		gs, ws := false, false
		for i < len(g) && unicode.IsSpace(g[i]) {
			i, gs = i+1, true
		}
		for j < len(w) && unicode.IsSpace(w[j]) {
			j, ws = j+1, true
		}
		if i == len(g) || j == len(w) || g[i] != w[j] {
			return -1
		}
		if gs != ws {
			errs++
		}
		i, j = i+1, j+1
	}
	if i != len(g) || j != len(w) {
		return -1
	}
	return errs
}
