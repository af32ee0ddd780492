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
//
// A tried edit is judged on the stretch of the realization it can change
// (spacingWindow), not on the whole row again: on a row of a thousand
// words each try realized the row, so the mending grew with the square of
// its length.
func mendSpacing(words, tags []string, target string) []string {
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
	sw := newSpacingWindow(words, out, target)
	try := func(edits ...edit) bool {
		old := make([]string, len(edits))
		whole := sw == nil
		for k, e := range edits {
			// A <SELF> word made a fragment may move what "<<"
			// anchors on it: judged on the whole realization.
			whole = whole || out[e.i] == Self
			old[k], out[e.i] = out[e.i], e.tag
		}
		keep := false
		if !whole {
			d, ok := sw.delta(out, edits)
			if !ok {
				// The window cannot judge it: its tokens put back, the
				// whole row judges it.
				sw.undo(edits, old)
				whole = true
			} else if keep = d < 0; keep {
				cur += d
				sw.refresh()
			}
		}
		if whole {
			r, _ := Realize(words, out)
			if e := spacingErrors(r, target); e >= 0 && e < cur {
				cur, keep = e, true
				sw = newSpacingWindow(words, out, target)
			}
		}
		if !keep {
			for k, e := range edits {
				out[e.i] = old[k]
			}
			if !whole {
				sw.undo(edits, old)
			}
		}
		return keep
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
			if out[a] == Self && isFragmentTag(out[b]) && oneLetter(words[a]) {
				// A letter said alone before a fragment ("a-" said "a
				// minus", "s&p" said "s and p": <SELF> `_-_`) opens
				// the chunk as a fragment of its own ("_a" "-_").
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
				// Words said as themselves between two fragments (a
				// name inside a URL: `._` <SELF> `_.`) join the chunk
				// through them when both fragments drop their marks.
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
		// A mark opening or closing a fragment, glued to its digits or
		// letters, that the target spaces from them ("( 1984 )": `_(1`
		// ... `4__)_` realized "(1984 )"): a boundary inside the tag,
		// `_(__1`, realizes "( 1984" (boundaryAfterMarks).
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

// markToPrevious moves the marks that open fragment b, which no word says,
// to the end of fragment a before it and cuts the chunk there: `_k` `.4`
// (Google TN's "K. 449" said "k four forty nine") realizes "k.449", glued
// across the written space, and `_k._` `_4` realizes "k. 449". The marks
// are said by neither word, so either fragment may write them; the
// alignment gave them to the word after. Only within one chunk (a open,
// b not opening one) and without movements.
func markToPrevious(a, b string) (na, nb string, ok bool) {
	ca, ma := splitMove(a)
	cb, mb := splitMove(b)
	if ma != "" || mb != "" || strings.HasSuffix(ca, "_") || strings.HasPrefix(cb, "_") || strings.Trim(ca, "_") == "" {
		return "", "", false
	}
	k := strings.IndexFunc(cb, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' })
	if k <= 0 || cb[k] == '_' {
		return "", "", false // b opens with no mark, or is marks alone
	}
	return ca + cb[:k] + "_", "_" + cb[k:], true
}

// markToNext is markToPrevious the other way: the marks that close
// fragment a, after a boundary inside it or after its text, no word saying
// them, go to the start of fragment b, which opens a chunk, outside it:
// `_2__-_` `_0 1 1 8 1 2_` (Google TN's "photo 2 - 011812") realized
// "2- 011812", since NeMo's pattern glues no chunk of one character
// between its marks (`_2_` is no chunk), and `_2_` `-_0 1 1 8 1 2_`
// realizes "2 - 011812"; GTN's tokenized "July 9 , 1949" likewise (`_9__,_`
// `_19 4 9_` realized "9, 1949"; `_9_` `,_19 4 9_`). Only a closing a
// chunk, b opening one, and without movements.
func markToNext(a, b string) (na, nb string, ok bool) {
	ca, ma := splitMove(a)
	cb, mb := splitMove(b)
	if ma != "" || mb != "" || !strings.HasSuffix(ca, "_") || !strings.HasPrefix(cb, "_") {
		return "", "", false
	}
	rest := ca[:len(ca)-1]
	k := strings.LastIndexFunc(rest, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' })
	if k < 0 || k == len(rest)-1 || strings.Trim(rest[:k+1], "_") == "" {
		return "", "", false // a has no closing marks, or marks alone
	}
	head := rest[:k+1]
	switch {
	case strings.HasSuffix(head, "__"):
		head = head[:len(head)-1]
	case !strings.HasSuffix(head, "_"):
		head += "_"
	}
	return head, rest[k+1:] + cb, true
}

// markToPreviousChunk is markToPrevious across two chunks: fragment b
// opens a chunk with marks and a boundary, `_.__k._`, and a closes the
// chunk before it (Google TN's LETTERS "R. C. K." said "r c k": `_r .__c_`
// `_.__k._` realized "r. c . k."). The marks go to the end of a, `_r
// .__c._` `_k._`, which realizes "r. c. k.".
func markToPreviousChunk(a, b string) (na, nb string, ok bool) {
	ca, ma := splitMove(a)
	cb, mb := splitMove(b)
	if ma != "" || mb != "" || !strings.HasSuffix(ca, "_") || !strings.HasPrefix(cb, "_") || strings.Trim(ca, "_") == "" {
		return "", "", false
	}
	j := strings.Index(cb[1:], "__")
	if j <= 0 {
		return "", "", false
	}
	marks := cb[1 : 1+j]
	if strings.IndexFunc(marks, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_' }) >= 0 {
		return "", "", false
	}
	nb = cb[1+j+1:]
	if strings.Trim(nb, "_") == "" {
		return "", "", false
	}
	return ca[:len(ca)-1] + marks + "_", nb, true
}

// fragmentAfterSelves is the first word after seq[k] in realized order
// that is no <SELF> word when it is a fragment, seq[k] itself being one.
func fragmentAfterSelves(tags []string, seq []int, k int) (int, bool) {
	for ; k < len(seq); k++ {
		if tags[seq[k]] != Self {
			return seq[k], isFragmentTag(tags[seq[k]])
		}
	}
	return 0, false
}

// acrossSelves are the marks of fragments a and c, <SELF> words between
// them, that join one chunk through the words and that split it around
// them: `._` <SELF> `_.` (Google TN's "nl.newsbank.com" said "n l dot
// newsbank dot com" realized "nl. newsbank .com") joined, `.` <SELF> `.`,
// realizes "nl.newsbank.com". A <SELF> word carries no mark, so a chunk
// takes it in only from a fragment before it to one after it; a name at a
// chunk's edge ("amazon" in `<SELF> _. com_`) cannot be glued without
// its own text as a fragment (`_amazon`), one tag per name, which is not
// made (closingWord).
func acrossSelves(a, c string) [][2]string {
	var out [][2]string
	for _, join := range [2]bool{true, false} {
		na, okA := withEndMark(a, !join)
		nc, okC := withStartMark(c, !join)
		if okA && okC && (na != a || nc != c) {
			out = append(out, [2]string{na, nc})
		}
	}
	return out
}

// boundaryAfterMarks are the fragment's tags with a boundary ("__") put
// between the marks that open it and its first digit or letter, and
// between its last one and the marks that close it, where it has none:
// `_(1` is `_(__1`, whose "(" NeMo's realization leaves outside the chunk
// of the digits after it. Each is tried alone.
func boundaryAfterMarks(t string) []string {
	core, move := splitMove(t)
	alnum := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }
	var out []string
	if strings.HasPrefix(core, "_") && !strings.HasPrefix(core, "__") {
		if k := strings.IndexFunc(core, alnum); k > 1 && !strings.Contains(core[1:k], "_") {
			out = append(out, core[:k]+"__"+core[k:]+move)
		}
	}
	if strings.HasSuffix(core, "_") && !strings.HasSuffix(core, "__") {
		if k := strings.LastIndexFunc(core, alnum); k >= 0 {
			_, w := utf8.DecodeRuneInString(core[k:])
			if e := k + w; e < len(core)-1 && !strings.Contains(core[e:len(core)-1], "_") {
				out = append(out, core[:e]+"__"+core[e:]+move)
			}
		}
	}
	return out
}

// oneLetter reports whether a spoken word is one letter: a tag of it is
// no name.
func oneLetter(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return n > 0 && n == len(w) && unicode.IsLetter(r)
}

// closingWord reports whether a spoken word said as itself right after a
// fragment may close that fragment's chunk as a fragment of its own
// ("com" in `_a . b c @ g mail . com`: `._` <SELF> realized "gmail. com",
// `.` `com_` realizes "gmail.com"): a word of at most three letters. One
// letter ("he s": `_he'` `s_`) since tagu27; up to three since 2026-12-02
// (qa67): the top-level domains (`com`, `org`, `net`, `uk`), an ordinal's
// suffix said apart (`th`), a zone (`est`). NeMo's realization glues a
// chunk only up to a fragment that closes with "_", and a <SELF> word
// carries no mark, so such a word after a chunk's last mark stood outside
// it; a longer word (a name, `scorpion`) stays <SELF>, as one fragment per
// name would grow the vocabulary by every name.
func closingWord(w string) bool {
	n := 0
	for _, r := range w {
		if !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return n >= 1 && n <= 3
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

// spacingWindow judges an edit of mendSpacing on the stretch of the
// realization it can change. NeMo's realization glues each stretch of the
// joined tokens matching `_[^ ][^_]+[^ ]_` (fragmentLocs), found left to
// right, and trims and unmarks each piece of text between them, gluing it
// too when it opens and closes with "_". A token boundary is a cut where
// the realization on either side does not depend on the tokens on the
// other, given the piece around it:
//
//   - after a token that ends a glued stretch (a space follows it, and the
//     search goes on from there whatever came before);
//   - after a token ending in one "_" (not "__"): that "_" cannot open a
//     stretch (a space follows it), close one that holds the space (it lies
//     before it) or sit inside one (only next to the opening or closing
//     "_"), so no glued stretch crosses the boundary; the piece of text
//     around it is realized alike on both sides as long as it stays glued
//     or unglued, which needs its first and last characters (spacingWindow
//     keeps whether each is a "_").
//
// An edit changes the marks of one or two tokens, never their text or
// order. The tokens from the last cut before the edited ones to the first
// cut after them (a stretch end that is one before and after the edit, or
// a "_"-ended token) are realized alone before and after the edit, behind
// and before what stands for the piece around each cut; the difference of
// their spacing errors (but the one before their first character, which
// no edit inside changes) is the row's. Where the piece around a cut would
// be glued on one side of the edit and not on the other, the row is judged
// whole.
type spacingWindow struct {
	arr       []string // the realized order's tokens ("" for <DELETE>)
	pos       []int    // word -> its token's place in arr
	charStart []int    // arr[t]'s first written character in want
	want      []rune   // the target without spaces
	wantSpace []bool   // whether the target has a space before want[c]
	// Per token t, of the boundary after it: a glued stretch ends with
	// arr[t]; the piece of text around the boundary opens and closes with
	// "_".
	closes, opensU, closesU []bool
	// The tokens delta last judged (its window): refresh mends the
	// tables around them when the edit is kept.
	judgedA, judgedEnd int
}

// newSpacingWindow is nil when the tags do not write the target's
// characters (mendSpacing then judges every edit on the whole row).
func newSpacingWindow(words, tags []string, target string) *spacingWindow {
	arr, from := arrange(words, tags, nil)
	n := len(arr)
	w := &spacingWindow{arr: arr, pos: make([]int, len(from)), charStart: make([]int, n+1),
		closes: make([]bool, n), opensU: make([]bool, n), closesU: make([]bool, n)}
	for t, i := range from {
		w.pos[i] = t
	}
	for t, a := range arr {
		k := 0
		for _, r := range a {
			if r != '_' && r != '<' && r != '>' && !unicode.IsSpace(r) {
				k++
			}
		}
		w.charStart[t+1] = w.charStart[t] + k
	}
	space := false
	for _, r := range strings.TrimSpace(target) {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		w.want = append(w.want, r)
		w.wantSpace = append(w.wantSpace, space)
		space = false
	}
	if w.charStart[n] != len(w.want) || n == 0 {
		return nil
	}
	s, ends := w.join("", 0, n-1, "")
	locs := fragmentLocs(s, nil)
	k := 0 // the first match not before the boundary
	for t, e := range ends {
		for k < len(locs) && locs[k][1] <= e {
			if locs[k][1] == e && e > 0 && s[e-1] == '_' {
				w.closes[t] = true
			}
			k++
		}
		w.markPieceEdges(t, e, s, locs, k)
	}
	return w
}

// join joins tokens a..b as the realization does, after prefix and
// before suffix, and gives the end of each token in it.
func (w *spacingWindow) join(prefix string, a, b int, suffix string) (string, []int) {
	var sb strings.Builder
	ends := make([]int, 0, b-a+1)
	sb.WriteString(prefix)
	for t := a; t <= b; t++ {
		if t > a {
			sb.WriteByte(' ')
		}
		sb.WriteString(dropMoveMarks.Replace(w.arr[t]))
		ends = append(ends, sb.Len())
	}
	sb.WriteString(suffix)
	return sb.String(), ends
}

// underscoreEnd reports whether token t ends in one "_", not "__" (move
// marks aside): no glued stretch holds the space after it.
func (w *spacingWindow) underscoreEnd(t int) bool {
	a := dropMoveMarks.Replace(w.arr[t])
	return strings.HasSuffix(a, "_") && !strings.HasSuffix(a, "__")
}

// delta applies the edits (out holds them) to the tokens and returns the
// change of the row's spacing errors; false when the row must be judged
// whole (the tokens keep the edits: the caller undoes them).
func (w *spacingWindow) delta(out []string, edits []edit) (int, bool) {
	lo, hi := len(w.arr), -1
	for _, e := range edits {
		lo, hi = min(lo, w.pos[e.i]), max(hi, w.pos[e.i])
	}
	a := lo
	for a > 0 && !w.closes[a-1] && !w.underscoreEnd(a-1) {
		a--
	}
	prefix := ""
	switch {
	case a == 0:
	case !w.closes[a-1] && w.opensU[a-1]:
		prefix = "_ " // the piece around the cut opens with "_"
	default:
		prefix = " "
	}
	old := make([]string, hi-lo+1)
	copy(old, w.arr[lo:hi+1])
	for _, e := range edits {
		w.arr[w.pos[e.i]] = out[e.i]
	}
	last := len(w.arr) - 1
	end := -1
	var locs [][2]int
	for span := 8; end < 0; span *= 2 {
		b := min(last, hi+span)
		s, ends := w.join(prefix, a, b, "")
		k := 0
		locs = fragmentLocs(s, locs[:0])
		for t := a; t <= b && end < 0; t++ {
			closes := false
			for k < len(locs) && locs[k][1] <= ends[t-a] {
				closes = closes || locs[k][1] == ends[t-a]
				k++
			}
			switch {
			case t == last:
				end = t
			case t <= hi, t == b:
			case closes && w.closes[t] || w.underscoreEnd(t):
				end = t
			}
		}
	}
	suffix := ""
	if end < last && !w.closes[end] {
		suffix = " "
		if w.closesU[end] {
			suffix = " _"
		}
	}
	sNew, _ := w.join(prefix, a, end, suffix)
	copy(w.arr[lo:hi+1], old)
	sOld, _ := w.join(prefix, a, end, suffix)
	for _, e := range edits {
		w.arr[w.pos[e.i]] = out[e.i]
	}
	after, gNew, ok := w.errors(sNew, a, end)
	before, gOld, ok2 := w.errors(sOld, a, end)
	if !ok || !ok2 || gNew != gOld {
		return 0, false
	}
	w.judgedA, w.judgedEnd = a, end
	return after - before, true
}

// refresh mends the cut tables after delta's edit is kept (the tokens hold
// it), as newSpacingWindow would build them again, which it did for every
// kept edit. The glued stretches change only between delta's cuts, a and
// end: before a the text is the same, and after end the search for them
// goes on as before. So only the boundaries between the last stretch that
// ends a token before a (token A-1; closes[A-1]) and the first that ends
// one after end (token B) can change, whose piece of text between
// stretches may reach into the window: the tokens A..B are joined again
// behind the space after token A-1, which is the joined row from that
// space to the end of token B, and searched alone. closes[A-1] and the
// tables of boundary B, which lie outside the text searched (a stretch
// ends at each; the piece after B starts there and ends after end), keep
// their values.
func (w *spacingWindow) refresh() {
	n := len(w.arr)
	lo := w.judgedA
	for lo > 0 && !w.closes[lo-1] {
		lo--
	}
	hi := min(w.judgedEnd+1, n-1)
	for hi < n-1 && !w.closes[hi] {
		hi++
	}
	prefix, first := "", lo
	if lo > 0 {
		prefix, first = " ", lo-1 // boundary lo-1 is the prefix's space
	}
	s, ends := w.join(prefix, lo, hi, "")
	locs := fragmentLocs(s, nil)
	last := hi - 1
	if hi == n-1 {
		last = hi // the row's end: searched whole
	}
	k := 0
	for t := first; t <= last; t++ {
		e := 0
		if t >= lo {
			e = ends[t-lo]
		}
		closes := false
		for k < len(locs) && locs[k][1] <= e {
			closes = closes || locs[k][1] == e && e > 0 && s[e-1] == '_'
			k++
		}
		if t >= lo {
			w.closes[t] = closes
		}
		w.opensU[t], w.closesU[t] = false, false
		w.markPieceEdges(t, e, s, locs, k)
	}
}

// markPieceEdges sets whether the piece of s around boundary t (ending
// at e) opens and closes with '_': the piece lies between the glued
// matches locs[k-1] and locs[k], the first match not before the
// boundary. Inside a glued stretch there is no cut, and nothing is set.
// The window's build and its refresh share it.
func (w *spacingWindow) markPieceEdges(t, e int, s string, locs [][2]int, k int) {
	if k < len(locs) && locs[k][0] < e {
		return
	}
	ps, pe := 0, len(s)
	if k > 0 {
		ps = locs[k-1][1]
	}
	if k < len(locs) {
		pe = locs[k][0]
	}
	w.opensU[t] = ps < pe && s[ps] == '_'
	w.closesU[t] = ps < pe && s[pe-1] == '_'
}

// undo puts the edited tokens back.
func (w *spacingWindow) undo(edits []edit, old []string) {
	for k, e := range edits {
		w.arr[w.pos[e.i]] = old[k]
	}
}

// errors counts the spacing errors of tokens a..b, joined by join, but
// the one before their first character, and says whether the first and
// the last piece of text between glued stretches are glued; false when
// they do not write the target's characters there.
func (w *spacingWindow) errors(joined string, a, b int) (int, [2]bool, bool) {
	pieces := splitKeep(joined)
	g := [2]bool{gluedPiece(pieces[0]), gluedPiece(pieces[len(pieces)-1])}
	s := detokenizeJoined(joined)
	c, end := w.charStart[a], w.charStart[b+1]
	errs, space, first := 0, false, true
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if c >= end || w.want[c] != r {
			return 0, g, false
		}
		if !first && space != w.wantSpace[c] {
			errs++
		}
		first, space = false, false
		c++
	}
	return errs, g, c == end
}
