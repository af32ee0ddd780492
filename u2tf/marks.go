package u2tf

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"unicode"
)

// The marks ReplaceMarks may rewrite: sentence marks the classifier does
// not predict (Universal-2-TF, section 3.1: none . , ?), by the name a
// user writes in --replace-marks.
var replaceableMarks = map[string]rune{
	"exclamation": '!',
	"colon":       ':',
	"semicolon":   ';',
	"ellipsis":    '…',
	"dash":        '—', // any dash, in a word of dashes alone only (dashWord)
}

// fullWidthMarks are the full-width forms (CJK text, scraped pages mixing
// scripts) a replacement of the mark of that name rewrites too.
var fullWidthMarks = map[string]rune{"exclamation": '！', "colon": '：', "semicolon": '；'}

// wideAsPredicted are the full-width forms of the marks the classifier
// predicts, which any --replace-marks writes as them: a replacement makes
// marks the classifier does not predict into ones it does, and "Really？"
// is "Really?" (without a replacement such a word is a punct_other
// reject: isWideMark).
var wideAsPredicted = map[rune]rune{'？': '?', '，': ',', '．': '.'}

// The replacements: a mark the classifier predicts, or drop (the mark is
// removed).
var replacementMarks = map[string]rune{
	"period":   '.',
	"comma":    ',',
	"question": '?',
	"drop":     0,
}

// ParseMarkReplacements checks a --replace-marks value,
// "MARK=REPLACEMENT[,MARK=REPLACEMENT...]" with MARK one of exclamation,
// colon, semicolon, ellipsis, dash (a word of dashes alone, "—" between
// clauses; a dash inside or at the end of a word stays) and REPLACEMENT one of period, comma,
// question, drop, and returns it in canonical form (sorted by mark,
// without spaces), as Options.ReplaceMarks and a version's config hold it.
// "" is no replacement.
func ParseMarkReplacements(spec string) (string, error) {
	if strings.TrimSpace(spec) == "" {
		return "", nil
	}
	seen := map[string]string{}
	for _, item := range strings.Split(spec, ",") {
		from, to, ok := strings.Cut(strings.TrimSpace(item), "=")
		from, to = strings.TrimSpace(from), strings.TrimSpace(to)
		if !ok {
			return "", fmt.Errorf("%q: want MARK=REPLACEMENT (e.g. exclamation=period)", item)
		}
		if _, ok := replaceableMarks[from]; !ok {
			return "", fmt.Errorf("%q: mark %q is not one of %s", item, from, names(replaceableMarks))
		}
		if _, ok := replacementMarks[to]; !ok {
			return "", fmt.Errorf("%q: replacement %q is not one of %s", item, to, names(replacementMarks))
		}
		if prev, dup := seen[from]; dup && prev != to {
			return "", fmt.Errorf("%s is replaced twice (%s and %s)", from, prev, to)
		}
		seen[from] = to
	}
	keys := slices.Sorted(maps.Keys(seen))
	for i, k := range keys {
		keys[i] = k + "=" + seen[k]
	}
	return strings.Join(keys, ","), nil
}

// names lists a map's keys, sorted, for messages.
func names(m map[string]rune) string {
	return strings.Join(slices.Sorted(maps.Keys(m)), ", ")
}

// markCleaning is what stripMarks does to a written text before Derive:
// the Options' StripQuotes, StripBrackets, ReplaceMarks and CollapseMarks.
type markCleaning struct {
	quotes, brackets bool
	// replace maps a mark to its replacement, 0 to drop it; nil when
	// nothing is replaced.
	replace  map[rune]rune
	collapse bool
	// dash is the replacement of a word of dashes alone when dashes is
	// set (0: the word goes).
	dash   rune
	dashes bool
	// said holds the code-point positions in the written text of marks
	// the spoken side names (forSpoken), which no replacement touches.
	said map[int]bool
	// keepDash holds the code-point positions in the written text of
	// words of dashes that stay as written: a dash inside an ITN span
	// (Derive), the entity's own ("KTVO - TV", "August 16, 1859 - August
	// 7, 1939"), as a dash between numbers stays.
	keepDash map[int]bool
}

// cleaning builds the markCleaning of valid options.
func (o Options) cleaning() markCleaning {
	c := markCleaning{quotes: o.StripQuotes, brackets: o.StripBrackets, collapse: o.CollapseMarks}
	if o.ReplaceMarks != "" {
		c.replace = maps.Clone(wideAsPredicted)
		for _, item := range strings.Split(o.ReplaceMarks, ",") {
			from, to, _ := strings.Cut(item, "=")
			if from == "dash" {
				c.dash, c.dashes = replacementMarks[to], true
				continue
			}
			c.replace[replaceableMarks[from]] = replacementMarks[to]
			if fw, ok := fullWidthMarks[from]; ok {
				c.replace[fw] = replacementMarks[to]
			}
		}
	}
	return c
}

// removes reports whether the cleaning removes r wherever it stands at a
// word's edge: a quotation mark or a bracket stripped, a mark dropped.
func (c markCleaning) removes(r rune) bool {
	if to, ok := c.replace[r]; ok && to == 0 {
		return true
	}
	return c.quotes && isQuoteMark(r) || c.brackets && isBracketMark(r)
}

// active reports whether the cleaning changes anything at all.
func (c markCleaning) active() bool {
	return c.quotes || c.brackets || c.collapse || c.dashes || len(c.replace) > 0
}

// saidMarks are the spoken words that name a mark ReplaceMarks rewrites,
// and the marks they name.
var saidMarks = map[string][]rune{"colon": {':', '：'}, "semicolon": {';', '；'}, "exclamation": {'!', '！'}}

// forSpoken is c without the replacements of the marks the spoken tokens
// name (saidMarks; "dash" or "minus" for a word of dashes alone, `Value
// - 5` said "value minus five", which dash=comma made "Value, 5"): a pair whose
// spoken side says "semicolon" or "colon" (GTN reads a URL's, `http:
// //www.jstor.org/stable/2799027; PDF`, "h t t p colon slash slash ...
// semicolon p d f") says its marks, and replaced they taught the span
// model to write "2799027. PDF" for "semicolon". Such a mark stays, as
// without the cleaning: a said colon inside a span is its formatting
// (`10:30`), and any other is a reject by its class. When the written
// side has more marks of the kind than the spoken side names, only the
// ones said stay (saidAt): `Journey: ... http: //x.org` said "journey
// ... h t t p colon slash slash" keeps the URL's colon and replaces the
// title's, which kept it made a punct_colon reject.
func (c markCleaning) forSpoken(toks []token, written string) markCleaning {
	if len(c.replace) == 0 && !c.dashes {
		return c
	}
	out, cloned := c, false
	var rs []rune
	var placed []string // the names read already: a later token naming one finds the same answer
	for _, t := range toks {
		if (t.text == "dash" || t.text == "minus") && out.dashes {
			out.dashes = false
			continue
		}
		marks, said := saidMarks[t.text]
		if !said {
			continue
		}
		if _, asked := out.replace[marks[0]]; !asked || slices.Contains(placed, t.text) {
			continue
		}
		// The name may be a word the written side writes ("colon
		// cancer", "a colon" of punctuation written out): the name
		// tokens as many as those words say no mark (the cleaning
		// replaces the marks); with more, which of them say a mark is
		// not told apart, so the marks stay, as below.
		placed = append(placed, t.text)
		if words := wordsNamed(written, t.text); words > 0 {
			if tokenCount(toks, t.text) <= words {
				continue
			}
		} else {
			if rs == nil {
				rs = []rune(written)
			}
			if at, ok := saidAt(rs, toks, t.text, marks); ok {
				if out.said == nil {
					out.said = map[int]bool{}
				}
				for _, k := range at {
					out.said[k] = true
				}
				continue
			}
		}
		if !cloned {
			out.replace, cloned = maps.Clone(c.replace), true // c's is shared
		}
		for _, m := range marks {
			delete(out.replace, m)
		}
	}
	return out
}

// wordsNamed counts the written words that are name itself, less the
// marks at their edges and in any case ("Colon", "colon,").
func wordsNamed(written, name string) int {
	n := 0
	for _, w := range strings.Fields(written) {
		if strings.EqualFold(strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }), name) {
			n++
		}
	}
	return n
}

// tokenCount counts the spoken tokens equal to name.
func tokenCount(toks []token, name string) int {
	n := 0
	for _, t := range toks {
		if t.text == name {
			n++
		}
	}
	return n
}

// saidAt returns the positions in rs of the marks of one kind (':' and
// its full-width form) that the spoken tokens equal to name say, when the
// written side has more such marks than the spoken side names: each
// naming token, in order, goes to the next mark whose letters or digits
// before it (in its word, or the word before for a mark standing alone)
// end with the token said before the name ("http://" and "p colon",
// "URL:" and "l colon", "2799;" and "nine semicolon").
// false when the counts do not call for it or a naming token finds no
// mark: then every mark of the kind stays, which is safe (a reject by its
// class, never a said mark replaced).
func saidAt(rs []rune, toks []token, name string, marks []rune) ([]int, bool) {
	var names []int
	for i, t := range toks {
		if t.text == name {
			names = append(names, i)
		}
	}
	var at []int // the marks' positions, inside words too (http://)
	for k, r := range rs {
		if slices.Contains(marks, r) {
			at = append(at, k)
		}
	}
	if len(names) >= len(at) {
		return nil, false
	}
	var kept []int
	n := 0
	for _, k := range at {
		if n == len(names) {
			break
		}
		if names[n] > 0 && saysRunBefore(rs, k, toks[names[n]-1].text) {
			kept = append(kept, k)
			n++
		}
	}
	return kept, n == len(names)
}

// saysRunBefore reports whether tok, the spoken token before a mark's
// name, says the last run of letters and digits before the mark rs[k] (in
// its word, or in the words before for a mark standing alone): the run
// ends, lower-cased, with tok, or it is a number (any tok) that the mark
// does not join to a digit after it.
func saysRunBefore(rs []rune, k int, tok string) bool {
	e := k
	for e > 0 && !unicode.IsLetter(rs[e-1]) && !unicode.IsDigit(rs[e-1]) {
		e--
	}
	s := e
	for s > 0 && (unicode.IsLetter(rs[s-1]) || unicode.IsDigit(rs[s-1])) {
		s--
	}
	if s == e {
		return false
	}
	// A number ("2799;" said "... nine semicolon") is said in words the
	// run's digits cannot be checked against: it matches any token, but
	// not through a mark between digits (10:30's colon is not said).
	if unicode.IsDigit(rs[e-1]) {
		return k+1 >= len(rs) || !unicode.IsDigit(rs[k+1])
	}
	return strings.HasSuffix(strings.ToLower(string(rs[s:e])), tok)
}

// dashWord reports whether w is dashes alone ("—", "-", "--"), beside
// marks stripped (stripped: `—"`) and sentence marks after the dashes
// (`—.`, a title's trailing dash before the sentence's period once its
// closing quote went: `"... History —".`, Kaggle GTN; it was no dash
// word, so dash=comma left it and the row was a punct_dash reject), a
// full-width one too (`—？`, which any replacement writes `?`: cleaning
// `-？` gave `-?`, which a second cleaning removed).
func dashWord(w []rune, stripped func(rune) bool) bool {
	dash := false
	for _, r := range w {
		switch {
		case isDash(r):
			dash = true
		case dash && (isSentenceMark(r) || isWideMark(r)):
		case !stripped(r):
			return false
		}
	}
	return dash
}

// dashThenMark reports whether w holds a sentence mark after a dash (`—.`).
func dashThenMark(w []rune) bool {
	dash := false
	for _, r := range w {
		if isDash(r) {
			dash = true
		} else if dash && (isSentenceMark(r) || isWideMark(r)) {
			return true
		}
	}
	return false
}

// endsInDigit reports whether the last letter or digit of w is a digit
// (`(1913`: a dash and a period after it end an open range, "1913 -).",
// a life not ended, which stays a punct_dash reject).
func endsInDigit(w []rune) bool {
	for i := len(w) - 1; i >= 0; i-- {
		if unicode.IsLetter(w[i]) {
			return false
		}
		if unicode.IsDigit(w[i]) {
			return true
		}
	}
	return false
}

// isSentenceMark reports whether r is a mark CollapseMarks merges: the
// classifier's marks and those ReplaceMarks knows.
func isSentenceMark(r rune) bool { return strings.ContainsRune(".,?!;:…", r) }

// markStrength orders the marks a run collapses to: the question mark
// wins, then ! . … ; : and the comma last, so ",." is "." and "?." "?".
func markStrength(r rune) int { return strings.IndexRune(",:;….!?", r) }
