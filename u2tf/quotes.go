package u2tf

import (
	"slices"
	"strings"
	"unicode"
)

// isQuoteMark reports whether r is a double quotation mark: the marks
// StripQuotes removes wherever they stand at a word's edge. Single quotes
// go only in pairs (attachedQuotes, possessiveQuotes): at a word's edge
// they are as often apostrophes (students', '90s, rock 'n' roll).
func isQuoteMark(r rune) bool {
	switch r {
	case '"', '\u201c', '\u201d', '\u201e', '\u201f', '«', '»':
		return true
	}
	return false
}

// stripQuotes removes the double quotation marks at the edges of the
// written words (in a word's leading run of marks, and in its trailing run
// after its last letter or digit, so `savages."` keeps its period), except
// a mark right after a digit in a word that opened with none (an inch or
// second mark, 6"; "1984" is a quoted number), drops the words
// left empty, and moves the spans' written offsets (code points) to the
// text without them. Quotation marks are never said and the classifier
// predicts none (punct_quote), so a written text that quotes a title or a
// word becomes rows of the same text unquoted, as the Universal-2-TF
// paper's cleaning removes what the models cannot produce, instead of a
// reject. written is single-space separated (Derive checked it).
func stripQuotes(written string, spans []Span) (string, []Span) {
	return stripMarks(written, spans, markCleaning{quotes: true})
}

// isOpenBracket reports whether r opens a round, square or curly bracket.
func isOpenBracket(r rune) bool { return r == '(' || r == '[' || r == '{' }

// isBracketMark reports whether r is a round, square or curly bracket.
func isBracketMark(r rune) bool { return strings.ContainsRune("()[]{}", r) }

// areaCode reports whether the word of rs at [start, end) is a bracketed
// number, "(555)", before a word starting with a digit ("(555) 123-4567"):
// a telephone number's formatting, which the span model writes, not an
// aside.
func areaCode(rs []rune, start, end int) bool {
	if end-start < 3 || rs[start] != '(' || rs[end-1] != ')' || end+1 >= len(rs) || !unicode.IsDigit(rs[end+1]) {
		return false
	}
	for _, r := range rs[start+1 : end-1] {
		if !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// stripMarks is stripQuotes for the cleaning asked: double quotation
// marks (quotes); brackets (an opening one in a word's leading run, a
// closing one in its trailing run, the bracketed text kept, since a pair's
// spoken side says it; a bracketed number before a number, "(555)
// 123-4567", stays); marks replaced or dropped (replace: in a word's
// trailing run, or a word of marks alone); and a word's trailing run of
// sentence marks collapsed to one (collapse; collapseMarks).
func stripMarks(written string, spans []Span, c markCleaning) (string, []Span) {
	out, moved, _ := cleanMarks(written, spans, c)
	return out, moved
}

// cleanMarks is stripMarks that also returns, for each mark a replacement
// wrote (not one dropped), its code-point position in the cleaned text, the
// mark it replaced and that mark's position in written (nil when none):
// Derive rejects a clause's mark made a comma or a period inside an ITN
// span (replacedInSpan), and leaves a dash there as written (keepDash).
func cleanMarks(written string, spans []Span, c markCleaning) (string, []Span, map[int]replacement) {
	quotes, brackets := c.quotes, c.brackets
	strip := func(r rune) bool { return quotes && isQuoteMark(r) || brackets && isBracketMark(r) }
	touches := func(r rune) bool {
		_, replaced := c.replace[r]
		return replaced || strip(r) || c.dashes && isDash(r) || quotes && isSingleQuote(r)
	}
	if !strings.ContainsFunc(written, touches) && !(c.collapse && hasMarkPair(written)) {
		return written, spans, nil
	}
	rs := []rune(written)
	var orig []rune // rs before any replacement, when one may happen
	if len(c.replace) > 0 || c.dashes {
		orig = slices.Clone(rs)
	}
	keep := make([]bool, len(rs))
	for i := range keep {
		keep[i] = true
	}
	// prevStart, prevEnd: the word before.
	prevStart, prevEnd := 0, 0
	// wordBefore: a word with letters or digits kept came before;
	// coreI, coreJ: the last such word's core (its trailing marks follow).
	wordBefore, coreI, coreJ := false, 0, 0
	// quoting: a word opened a double quotation no word has closed yet.
	quoting := false
	// possessive: for each detached single quote in turn, whether it is
	// a possessive's apostrophe (possessiveQuotes); q: the next one's.
	var possessive []bool
	var elided map[int]int8
	// attached: the single quotes of quotations touching their words
	// (attachedQuotes), which go.
	var attached map[int]bool
	q := 0
	if quotes {
		elided = elisionQuotes(rs)
		possessive = possessiveQuotes(rs, elided)
		attached = attachedQuotes(rs, elided, possessive)
	}
	for start := 0; start < len(rs); {
		end := wordEnd(rs, start)
		if brackets && areaCode(rs, start, end) {
			wordBefore, coreI, coreJ = true, start, end
			prevStart, prevEnd, start = start, end, end+1
			continue
		}
		if marksOnly(rs[start:end]) {
			// A word of marks alone ("(", ")", `"`, tokenized text): every
			// mark asked for goes, a closing bracket too.
			sq := quotes && detachedSingleQuote(rs[start:end])
			if j := elided[start]; sq && j != 0 {
				// 'n: the quote joins the "n" after it (the one after the
				// "n" of rock ' n ' roll joins the "n" before it).
				if j == joinLeft {
					keep[start-1] = false
				} else {
					keep[end] = false
					for k := start; k < end-1; k++ {
						keep[k] = !strip(rs[k]) // `(' n`: the bracket is cleaned as any
					}
				}
				prevStart, prevEnd, start = start, end, end+1
				continue
			}
			if sq && contractionQuote(rs, start, end) {
				// Tokenized text's apostrophe of a contraction or a
				// possessive 's, `Radio 3 ' s next`, `it ' s`: it joins
				// both words (Radio 3's), which dropping it as a quote
				// would leave "Radio 3 s".
				keep[start-1], keep[end] = false, false
				prevStart, prevEnd, start = start, end, end+1
				continue
			}
			if sq {
				q++
			}
			if sq && possessive[q-1] && !attached[start+slices.IndexFunc(rs[start:end], isSingleQuote)] {
				// Tokenized text's possessive apostrophe, `Thomas ' works`:
				// the word's own, kept and joined to it; the marks after it
				// are cleaned as a word's (`Thomas '!` is `Thomas'.`: it
				// was `Thomas'!`, which a second cleaning replaced).
				keep[start-1] = false
				for k := start + 1; k < end; k++ {
					if strip(rs[k]) {
						keep[k] = false
					} else {
						c.replaceAt(rs, keep, k)
					}
				}
				if c.collapse {
					collapseMarks(rs, keep, start+1, start+1, end)
				}
				prevStart, prevEnd, start = start, end, end+1
				continue
			}
			// Any other single quotation mark standing alone, `'
			// Departures '`, is tokenized text's quote (an apostrophe is
			// never a word of its own), and goes.
			// A word of dashes, and of marks the cleaning removes (`—"`, a
			// dash glued to GTN's closing quote, `;-` with semicolon=drop:
			// left alone it was the dash the next cleaning of the text
			// replaced).
			changed, dashes := sq, c.dashes && dashWord(rs[start:end], c.removes) && !(start > 0 && numberRange(rs[prevStart:prevEnd], rs, end)) && !c.keepDash[start] &&
				!(start > 0 && dashThenMark(rs[start:end]) && endsInDigit(rs[prevStart:prevEnd]))
			firstDash := true
			for k := start; k < end; k++ {
				switch {
				case strip(rs[k]) || sq && isSingleQuote(rs[k]):
					keep[k] = false
					changed = true
				case dashes && isDash(rs[k]):
					// One mark for the word, "--" too.
					if c.dash == 0 || !firstDash {
						keep[k] = false
					} else {
						rs[k] = c.dash
					}
					firstDash, changed = false, true
				case isColon(rs[k]) && start > 0 && numberRange(rs[prevStart:prevEnd], rs, end):
					// `94 : 501`, a colon standing alone between numbers:
					// said "to", it stays, as one ending a number does below.
				default:
					changed = c.replaceAt(rs, keep, k) || changed
				}
			}
			// What a tokenized closing quote leaves, `unreliable ".` or
			// `NYC ", SPIN`, and a mark replaced, `Region — United` made
			// `Region , United`: sentence marks alone, which belong to the
			// word before (GTN's detokenized text cannot tell an opening
			// quote from a closing one, so the mark stayed a word of its
			// own).
			// At the text's start, with no word before, such marks go, as
			// the paper's cleaning removes a period, question mark or comma
			// starting the text (`— Robert wins` was `, Robert wins`, a
			// punct_detached reject). Joined, a run of marks collapses
			// with the word's own (`a — — b` is `a, b`, `x ?!.` `x?`).
			if changed && leavesMarksAlone(rs, keep, start, end) {
				switch {
				case wordBefore:
					keep[start-1] = false
					if c.collapse {
						collapseMarks(rs, keep, coreI, coreJ, end)
					}
				default:
					for k := start; k < end; k++ {
						keep[k] = false
					}
				}
			}
		}
		// Leading marks: before the first letter or digit.
		i := start
		opened := false
		for i < end && !unicode.IsLetter(rs[i]) && !unicode.IsDigit(rs[i]) {
			switch {
			case quotes && isQuoteMark(rs[i]):
				keep[i] = false
				opened = true
			case attached[i]:
				keep[i] = false
			case brackets && isOpenBracket(rs[i]):
				keep[i] = false
			}
			i++
		}
		// Trailing marks: after the last letter or digit.
		j := end
		for j > i && !unicode.IsLetter(rs[j-1]) && !unicode.IsDigit(rs[j-1]) {
			j--
		}
		if j < end && rs[j] == '!' && bangName(string(rs[i:j])) {
			j++ // Yahoo!'s mark is the name's, never replaced
		}
		closed := false
		for k := j; k < end; k++ {
			// 6" is an inch mark; "1984" a quoted number, and so is the
			// last word of `"Summer of 69"`, a quotation open.
			inch := k == j && j > start && unicode.IsDigit(rs[j-1]) && !opened && !quoting
			switch {
			case quotes && isQuoteMark(rs[k]) && !inch:
				keep[k] = false
				closed = true
			case attached[k]:
				keep[k] = false
			case brackets && strings.ContainsRune(")]}", rs[k]) && !slices.ContainsFunc(rs[i:j], isOpenBracket):
				// f(x) closes a bracket of its own: formatting, kept.
				keep[k] = false
			case isColon(rs[k]) && (numberRange(rs[start:j], rs, end) || end+2 < len(rs) && rs[end+1] == '/' && rs[end+2] == '/'):
				// A colon between numbers, `94: 501`, `1: 1`: GTN says it
				// "to" (a ratio, a journal's volume and page), which the
				// span model writes with its colon, as a dash between
				// numbers (numberRange). Made a comma it taught "ninety
				// four to five hundred one" -> "94, 501" (NeMo GTN
				// 2,001-7,551: 9 rows); where it is not said, the numbers
				// are one span and the colon its formatting. So is a
				// URL's before "//" (GTN's tokenized `http: //www.x.org`,
				// said "h t t p colon slash slash": it was "http, //www").
			default:
				c.replaceAt(rs, keep, k)
			}
		}
		if i < j && (opened || closed) {
			quoting = opened && !closed
		}
		if c.collapse {
			collapseMarks(rs, keep, i, j, end)
		}
		// A word of marks alone left empty: drop the space before it (or
		// after it, at the start).
		empty := !slices.Contains(keep[start:end], true)
		if !empty && i < j {
			wordBefore, coreI, coreJ = true, i, j
		}
		if empty && end > start {
			switch {
			case start > 0:
				keep[start-1] = false
			case end < len(rs):
				keep[end] = false
			}
		}
		prevStart, prevEnd, start = start, end, end+1
	}
	// Dropping the space before each emptied word leaves single spaces
	// between the words kept; what is left at the ends is trimmed below.
	newAt := make([]int, len(rs)+1)
	var b strings.Builder
	n := 0
	for i, r := range rs {
		newAt[i] = n
		if keep[i] {
			b.WriteRune(r)
			n++
		}
	}
	newAt[len(rs)] = n
	kept := b.String()
	out := strings.TrimSpace(kept)
	lead := len(kept) - len(strings.TrimLeft(kept, " ")) // spaces: one byte, one code point
	var replaced map[int]replacement
	for k := range orig {
		if keep[k] && rs[k] != orig[k] {
			if replaced == nil {
				replaced = map[int]replacement{}
			}
			replaced[newAt[k]-lead] = replacement{mark: orig[k], from: k}
		}
	}
	if len(spans) == 0 {
		return out, spans, replaced
	}
	return out, moveSpans(spans, newAt, lead, []rune(out)), replaced
}

// replacement is a mark a cleaning replaced: the mark, and its code-point
// position in the text before the cleaning.
type replacement struct {
	mark rune
	from int
}

// moveSpans moves the spans' written offsets in the text of len(newAt)-1
// code points to the cleaned text out: newAt maps an offset to the kept
// text, which has lead spaces before out. A span starts and ends at a
// character it kept: one whose first or last characters went (`( 1990 )`)
// covers what is left of it, `1990`, not the space before it.
func moveSpans(spans []Span, newAt []int, lead int, out []rune) []Span {
	size := len(out)
	at := func(i int) int { return min(max(newAt[i]-lead, 0), size) }
	moved := make([]Span, len(spans))
	for k, sp := range spans {
		moved[k] = sp
		// Offsets outside the text are left for Derive to reject.
		if sp.WrittenStart >= 0 && sp.WrittenEnd < len(newAt) && sp.WrittenStart <= sp.WrittenEnd {
			s, e := at(sp.WrittenStart), at(sp.WrittenEnd)
			for s < e && out[s] == ' ' {
				s++
			}
			for e > s && out[e-1] == ' ' {
				e--
			}
			moved[k].WrittenStart, moved[k].WrittenEnd = s, e
		}
	}
	return moved
}

// replaceAt applies the replacement of rs[k], if any: the replacement
// mark in its place, or the mark dropped. It reports whether it did.
func (c markCleaning) replaceAt(rs []rune, keep []bool, k int) bool {
	to, ok := c.replace[rs[k]]
	switch {
	case !ok || c.said[k]:
		return false
	case to == 0:
		keep[k] = false
	default:
		rs[k] = to
	}
	return ok
}

// collapseMarks merges each run of two or more sentence marks kept in a
// word's trailing marks rs[j:end] (its core is rs[i:j]) into one, as the
// Universal-2-TF paper's cleaning replaces multiple consecutive
// punctuation marks with a single instance (Appendix A): the strongest
// mark of the run stays (markStrength: "August,," is "August,",
// "logic,." "logic.", "Really?!" "Really?"). An abbreviation keeps its own
// period ("U.S.," stays; "U.S.." and "etc..." end in one period).
func collapseMarks(rs []rune, keep []bool, i, j, end int) {
	var run []int // kept sentence marks in a row
	flush := func() {
		defer func() { run = run[:0] }()
		if len(run) > 0 && run[0] == firstKept(keep, j, end) && rs[run[0]] == '.' && abbreviationCore(string(rs[i:j])) {
			// The abbreviation's period is the word's; the marks after it
			// collapse to their strongest, which, a period, is the same
			// period ("U.S.." and "A.,." end in one: "A.,." was "A..",
			// which a second cleaning made "A.").
			best := strongest(rs, run[1:])
			for _, k := range run[1:] {
				keep[k] = k == best && rs[k] != '.'
			}
			return
		}
		if len(run) < 2 {
			return
		}
		best := strongest(rs, run)
		for _, k := range run {
			keep[k] = k == best
		}
	}
	for k := j; k < end; k++ {
		switch {
		case !keep[k]:
		case isSentenceMark(rs[k]):
			run = append(run, k)
		default:
			flush()
		}
	}
	flush()
}

// strongest returns the k of ks whose mark rs[k] is strongest
// (markStrength; the first of equals), -1 for none.
func strongest(rs []rune, ks []int) int {
	best := -1
	for _, k := range ks {
		if best < 0 || markStrength(rs[k]) > markStrength(rs[best]) {
			best = k
		}
	}
	return best
}

// firstKept returns the first k in [from, to) with keep[k], or -1.
func firstKept(keep []bool, from, to int) int {
	for k := from; k < to; k++ {
		if keep[k] {
			return k
		}
	}
	return -1
}

// leavesMarksAlone reports whether the word rs[start:end] keeps sentence
// marks only, at least one.
func leavesMarksAlone(rs []rune, keep []bool, start, end int) bool {
	left := false
	for k := start; k < end; k++ {
		switch {
		case !keep[k]:
		case !isSentenceMark(rs[k]):
			return false
		default:
			left = true
		}
	}
	return left
}

// hasMarkPair reports whether s holds two sentence marks in a row, which
// CollapseMarks may merge.
func hasMarkPair(s string) bool {
	prev := false
	for _, r := range s {
		m := isSentenceMark(r)
		if m && prev {
			return true
		}
		prev = m
	}
	return false
}

// isSingleQuote reports whether r is a single quotation mark or
// apostrophe: ' ‘ ’.
func isSingleQuote(r rune) bool { return r == '\'' || r == '\u2018' || r == '\u2019' }

// detachedSingleQuote reports whether the word w of marks alone is one
// single quotation mark with sentence marks (full-width too: `'？`),
// double quotation marks or brackets around it (`'`, `',`, `.'`, and a
// quotation in a quoted title, `"'` and `'".`: the double marks go too;
// `')`: the bracket goes with --strip-brackets, else it is a
// punct_bracket reject).
func detachedSingleQuote(w []rune) bool {
	n := 0
	for _, r := range w {
		switch {
		case isSingleQuote(r):
			n++
		case !isSentenceMark(r) && !isWideMark(r) && !isQuoteMark(r) && !isBracketMark(r):
			return false
		}
	}
	return n == 1
}

// elisionQuotes returns the detached single quotes of rs that belong to
// an elided "n": the Afrikaans article 'n (`Hy is ' n goeie man`,
// tokenized; NeMo GTN 2,001-7,551 has 2 such rows) and `rock ' n ' roll`.
// Such a quote is an apostrophe, never a quotation's mark: it joins the
// "n" (`'n`, `'n'`); dropped as a quote it left "n", a word's meaning
// changed. The map holds each one's start: joinRight for the quote before
// the "n" (after an opening bracket or double quote too: GTN detokenized
// writes `(' n`), joinLeft for one after it.
func elisionQuotes(rs []rune) map[int]int8 {
	var out map[int]int8
	for start := 0; start < len(rs); {
		end := wordEnd(rs, start)
		opens := end > start && isSingleQuote(rs[end-1]) && !slices.ContainsFunc(rs[start:end-1], func(r rune) bool { return !isOpenBracket(r) && !isQuoteMark(r) })
		if opens && end+2 <= len(rs) && (rs[end+1] == 'n' || rs[end+1] == 'N') &&
			(end+2 == len(rs) || rs[end+2] == ' ' || isSentenceMark(rs[end+2])) {
			if out == nil {
				out = map[int]int8{}
			}
			out[start] = joinRight
			if next := wordEnd(rs, end+1); next+2 <= len(rs) && isSingleQuote(rs[next+1]) && (next+2 == len(rs) || rs[next+2] == ' ') {
				out[next+1] = joinLeft // rock ' n ' roll
			}
		}
		start = end + 1
	}
	return out
}

// How an elided "n"'s quote joins it (elisionQuotes).
const (
	joinRight int8 = 1
	joinLeft  int8 = -1
)

// contractionQuote reports whether the detached single quote rs[start:end]
// is a contraction's or a possessive 's's apostrophe a tokenizer split off
// (cliticAfter), which joins both words and pairs with no quote.
func contractionQuote(rs []rune, start, end int) bool {
	return start > 0 && end == start+1 && cliticAfter(rs, end)
}

// possessiveQuotes decides, for each detached single quote of rs in turn
// (detachedSingleQuote, not contractionQuote nor elided), whether it is the
// possessive apostrophe of the word before (`Thomas ' works`), or a
// quotation mark, the quotes of a quotation opening and closing in turn
// (`' Departures '`). A quote can be a possessive's only after a word that
// can own (possessiveBase) and outside a quotation; it is one when the
// quotes after it can still pair up (`was ' dark ', ' disturbing '` has an
// odd count after "was": it opens), so two possessives in one sentence
// (`Thomas ' and James ' works`, `Cup Winners ' Cup and two League Cup
// winners ' medals`) are read as such and not as a quotation of "and
// James" (NeMo GTN 2,001-7,551: 2 rows lost their apostrophes). Where no
// reading pairs every quote, a quote is a possessive's when an even
// number follow it.
func possessiveQuotes(rs []rune, elided map[int]int8) []bool {
	var can []bool // per quote: after a word that can own
	prevStart, prevEnd := 0, 0
	for start := 0; start < len(rs); {
		end := wordEnd(rs, start)
		if detachedSingleQuote(rs[start:end]) && !contractionQuote(rs, start, end) && elided[start] == 0 {
			// A possessive's apostrophe comes first (`Thomas ',`); `!'`
			// closes a quotation.
			can = append(can, start > 0 && isSingleQuote(rs[start]) && possessiveBase(rs[prevStart:prevEnd]))
		}
		prevStart, prevEnd, start = start, end, end+1
	}
	n := len(can)
	// pairs[i][open]: the quotes from i on can leave no quotation open,
	// starting inside one (open 1) or outside (0).
	pairs := make([][2]bool, n+1)
	pairs[n][0] = true
	for i := n - 1; i >= 0; i-- {
		pairs[i][1] = pairs[i+1][0]
		pairs[i][0] = pairs[i+1][1] || can[i] && pairs[i+1][0]
	}
	out := make([]bool, n)
	open := 0
	for i := range can {
		if can[i] && open == 0 && (pairs[i+1][0] || !pairs[i][0] && (n-i-1)%2 == 0) {
			out[i] = true
			continue
		}
		open = 1 - open
	}
	return out
}

// cliticAfter reports whether the word after the space at rs[end] is the
// rest of a contraction or a possessive, `s`, `t`, `ll`, `re`, `ve`, `d`
// or `m` (in either case, sentence marks after it allowed): the word a
// tokenizer split from its apostrophe (`it ' s`, `don ' t`, `3 ' s`). No
// quotation opens before such a word, unless a detached quote closes
// right after it (`the ' s ' key`, a quoted letter).
func cliticAfter(rs []rune, end int) bool {
	if end >= len(rs) {
		return false
	}
	k := end + 1
	for k < len(rs) && unicode.IsLetter(rs[k]) {
		k++
	}
	if k < len(rs) && rs[k] != ' ' && !isSentenceMark(rs[k]) {
		return false
	}
	m := k
	for ; m < len(rs) && rs[m] != ' '; m++ {
		if !isSentenceMark(rs[m]) {
			return false
		}
	}
	if m < len(rs) {
		// `the ' s ' key`: a quoted letter, the quote closing after it.
		if detachedSingleQuote(rs[m+1 : wordEnd(rs, m+1)]) {
			return false
		}
	}
	switch strings.ToLower(string(rs[end+1 : k])) {
	case "s", "t", "ll", "re", "ve", "d", "m":
		return true
	}
	return false
}

// possessiveBase reports whether w ends in s and not in 's, so that a
// detached apostrophe after it may be its possessive (`companies '`), not
// a quotation mark (`Takita's ' Departures '`); a word that owns nothing
// (`was`, `as`, `his`: nonPossessors) never takes one (`known as ' The
// Times '`).
func possessiveBase(w []rune) bool {
	n := len(w)
	if n == 0 || w[n-1] != 's' && w[n-1] != 'S' {
		return false
	}
	return (n < 2 || !isSingleQuote(w[n-2])) && !nonPossessors[strings.ToLower(string(w))]
}

// nonPossessors are words ending in s that never own (verbs, pronouns,
// adverbs, prepositions): a single quote after one opens a quotation.
var nonPossessors = map[string]bool{
	"as": true, "is": true, "was": true, "has": true, "does": true, "his": true, "hers": true, "its": true,
	"ours": true, "yours": true, "theirs": true, "this": true, "us": true, "yes": true, "thus": true,
	"plus": true, "whereas": true, "perhaps": true, "always": true, "unless": true, "towards": true,
	"across": true, "besides": true, "sometimes": true, "less": true, "says": true,
}

// numberRange reports whether a word of dashes alone between the word
// prev and the word after the space at rs[end] joins two numbers: a range
// or a score (`1960 - 1962`, `4 - 6`, `$5 - $10`), said "to", which the
// span model writes with its dash. Made a comma it taught "nineteen sixty
// to nineteen sixty two" -> "1960, 1962" (NeMo GTN dev: 71 rows).
func numberRange(prev, rs []rune, end int) bool {
	last := len(prev) - 1
	for last >= 0 && !unicode.IsLetter(prev[last]) && !unicode.IsDigit(prev[last]) {
		last--
	}
	if last < 0 || !unicode.IsDigit(prev[last]) {
		return false
	}
	for k := end + 1; k < len(rs) && rs[k] != ' '; k++ {
		if unicode.IsLetter(rs[k]) || unicode.IsDigit(rs[k]) {
			return unicode.IsDigit(rs[k])
		}
	}
	return false
}

// isColon reports whether r is a colon, full-width too.
func isColon(r rune) bool { return r == ':' || r == '：' }

// wordEnd is the end of the word of rs starting at start: the next space,
// or the text's end.
func wordEnd(rs []rune, start int) int {
	end := start
	for end < len(rs) && rs[end] != ' ' {
		end++
	}
	return end
}

// marksOnly reports whether a word holds no letter and no digit.
func marksOnly(w []rune) bool {
	for _, r := range w {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return true
}

// attachedQuotes returns the positions of the single quotation marks of
// rs that StripQuotes removes as a quotation's: one whose marks touch its
// words (`'error term'`, `'IRA'`, `'dark',`), as written text has it and
// as `prep gtn --detokenize` writes GTN's tokenized `' error term '` since
// it pairs a sentence's lone single quotes (sources, planQuotes). Left
// there, each such row was a punct_quote reject with StripQuotes, where
// the same quotation tokenized was stripped. A quote opens a quotation at
// a word's start (' or ‘ among its leading marks, a letter after them:
// '90s is a year's apostrophe, '5' a quoted number, and an elision, 'em,
// 'til, 'n, opens none) and closes it at a later word's end, or the same
// word's (' or ’ among its trailing marks; a detached quote that
// possessiveQuotes reads as a possessive's, `Thomas '`, closes one too,
// and then goes as a quotation mark). A closing mark with no quotation
// open is an apostrophe (students', Dancin') and stays. The marks go only
// when every quotation opened closes, none opens inside another, and a
// closing mark after a word ending in s (possessiveBase) or a dropped g
// (droppedG), which may be a plural's possessive (`'the students'
// union'`) or the word's own (`'Rockin' Robin'`), has no other closing
// mark after it before the next opening one; otherwise the text is
// ambiguous and every attached quote stays, as before (a punct_quote
// reject). Cleaning the cleaned text changes nothing: what is left is
// closing marks with no quotation open.
func attachedQuotes(rs []rune, elided map[int]int8, possessive []bool) map[int]bool {
	type event struct {
		opens, closes, owner bool // owner: after a word ending in s
		marks                []int
	}
	var events []event
	q := 0
	for start := 0; start < len(rs); {
		end := wordEnd(rs, start)
		w := rs[start:end]
		if marksOnly(w) {
			if detachedSingleQuote(w) && !contractionQuote(rs, start, end) && elided[start] == 0 {
				q++
				if possessive[q-1] {
					k := start + slices.IndexFunc(w, isSingleQuote)
					events = append(events, event{closes: true, owner: true, marks: []int{k}})
				}
			}
			start = end + 1
			continue
		}
		i, j := start, end
		for !unicode.IsLetter(rs[i]) && !unicode.IsDigit(rs[i]) {
			i++
		}
		for !unicode.IsLetter(rs[j-1]) && !unicode.IsDigit(rs[j-1]) {
			j--
		}
		if elisionWords[strings.ToLower(string(rs[i:j]))] {
			start = end + 1
			continue
		}
		if marks := indexesWhere(rs, start, i, quoteOpener); unicode.IsLetter(rs[i]) && marks != nil {
			events = append(events, event{opens: true, marks: marks})
		}
		if marks := indexesWhere(rs, j, end, quoteCloser); marks != nil {
			events = append(events, event{closes: true, owner: possessiveBase(rs[i:j]) || droppedG(string(rs[i:j])), marks: marks})
		}
		start = end + 1
	}
	var drop map[int]bool
	open := -1 // the event that opened the quotation open
	for n, e := range events {
		switch {
		case e.opens && open >= 0:
			return nil
		case e.opens:
			open = n
		case e.closes && open >= 0:
			if e.owner && n+1 < len(events) && !events[n+1].opens {
				return nil // `'the students' union'`: which one closes?
			}
			if drop == nil {
				drop = map[int]bool{}
			}
			for _, k := range append(events[open].marks, e.marks...) {
				drop[k] = true
			}
			open = -1
		}
	}
	if open >= 0 {
		return nil
	}
	return drop
}

// quoteOpener and quoteCloser are the single quotes that open and close a
// quotation at a word's edge (' either way, ‘ opens, ’ closes).
func quoteOpener(r rune) bool { return r == '\'' || r == '\u2018' }
func quoteCloser(r rune) bool { return r == '\'' || r == '\u2019' }

// indexesWhere are the indexes from from to to (not included) of rs whose
// rune f takes, nil for none.
func indexesWhere(rs []rune, from, to int, f func(rune) bool) []int {
	var out []int
	for k := from; k < to; k++ {
		if f(rs[k]) {
			out = append(out, k)
		}
	}
	return out
}

// elisionWords are words an apostrophe opens that quote nothing ('em,
// 'til, 'n): attachedQuotes opens no quotation at them.
var elisionWords = map[string]bool{
	"em": true, "til": true, "tis": true, "twas": true, "cause": true, "bout": true, "n": true,
}
