package tagging

import (
	"strings"
	"unicode"

	"github.com/itnprep/itnprep/internal/textcut"
)

// Failure says why a sentence or span cannot be tagged; Rule is the counted
// reject rule, Reason the human-readable detail.
type Failure struct {
	Rule   string
	Reason string
}

func (f *Failure) Error() string { return f.Rule + ": " + f.Reason }

// Reject rules of the derivation (docs/tagger.md lists them).
const (
	RuleEmptyInput   = "empty_input"          // no spoken word at all
	RuleBadSpan      = "bad_span"             // span offsets outside the text or overlapping
	RuleWrittenOnly  = "written_not_spoken"   // written letters or digits with no spoken word to carry them
	RuleReservedChar = "reserved_char"        // "_", "<" or ">" (the realization deletes them) in a span whose other pieces do not align around the words saying them
	RuleNonMonotonic = "non_monotonic"        // the words explain the fragments only in another order the marks cannot express
	RuleUnaligned    = "unaligned_fragment"   // a fragment no word of its span explains
	RuleRealization  = "realization_mismatch" // the tags do not realize the target (a bug guard)
	RuleTagOOV       = "tag_oov"              // a tag outside the vocabulary
	RuleTooLong      = "too_long"             // more spoken or written words than Deriver.MaxWords
	RuleSpokenOnly   = "spoken_not_written"   // number words said in a row that no written text holds (the written side lost them)
)

// RuleHints says, for the reject rules that can reject most of a derive,
// what the user should do; the refusal prints the top rule's hint.
var RuleHints = map[string]string{
	// derive tagger names its own options instead (TagOOVHint).
	RuleTagOOV: "rows need fragment tags the vocabulary counted on the --vocab-split rows does not keep: " +
		"more rows of that split, or rows more like the rejected ones, add fragments; --vocab-coverage or --vocab-size keeps more where it capped the vocabulary (the first reject says which)",
}

const maxTokensPerWord = 32

// unit is one position of a span's written sequence: a token, or the moved
// currency prefix, which must be a word's whole tag and carries "<<".
type unit struct {
	tok  Token
	solo bool
}

// appendUnits appends a unit (not solo) for each of toks, in order.
func appendUnits(units []unit, toks []Token) []unit {
	for _, t := range toks {
		units = append(units, unit{tok: t})
	}
	return units
}

// spanResult is one scored alignment of a span.
type spanResult struct {
	tags        []string
	score       float64
	unexplained []int
	moved       bool
	ranges      []unitRange // the units each word took
}

// unitRange is the half-open range of units a word took.
type unitRange struct{ from, to int }

// splitClasses are the classes whose spoken side spells letters out, so
// their alphabetic runs are split into letters (as NeMo does).
var splitClasses = map[string]bool{"LETTERS": true, "ELECTRONIC": true, "PLAIN": true, "VERBATIM": true}

// AlignSpan aligns the spoken words of one span to its written text (lower
// case) and returns one tag per word. anchored says whether the word
// before the span realizes as a <SELF> word (possibly through <DELETE>
// words), which the "<<" movement needs. An amount's currency sign that
// no word says is carried by its first fragment ("$2.50" / "two fifty").
func AlignSpan(class, written string, words []string, anchored bool) ([]string, *Failure) {
	return alignSpan(class, written, words, anchored, true)
}

// alignSpan is AlignSpan; unsaidSign false rejects an amount whose sign
// no word of the span says (a found span the matcher may have cut before
// the word saying it).
func alignSpan(class, written string, words []string, anchored, unsaidSign bool) ([]string, *Failure) {
	if strings.ContainsAny(written, "_<>") {
		return nil, &Failure{RuleReservedChar, "written " + quote(written) + " has _, < or >: NeMo's realization deletes every one of them, so no tag can write it"}
	}
	var best *spanResult
	var bestUnits []unit
	try := func(split bool) {
		toks := Tokenize(written, split)
		for _, units := range candidates(toks, anchored) {
			r := alignUnits(units, words)
			if best == nil || better(r, best) {
				best, bestUnits = r, units
			}
		}
	}
	try(splitClasses[class])
	if len(best.unexplained) > 0 {
		try(!splitClasses[class])
	}
	if len(best.unexplained) > 0 {
		if tags, ok := reorderedDate(written, words, anchored); ok {
			return tags, nil
		}
		if tags, ok := reorderedTime(written, words, anchored); ok {
			return tags, nil
		}
		if !anchored && alignsAnchored(class, written, words) {
			// "$45 billion" / "forty five billion dollars" at a
			// sentence start (NeMo's money test cases): the sign said
			// last must move to the front, which only "<<" can do, and
			// "<<" moves a token behind the last <SELF> word.
			if tags, ok := prefixOnFirst(class, written, words, true); ok {
				return tags, nil
			}
			return nil, &Failure{RuleNonMonotonic, class + " " + quote(written) + ": its currency, said after the amount, " +
				"must move before it, and NeMo's \"<<\" needs a <SELF> word before the span (there is none: a sentence start, or another span)"}
		}
		// An amount whose currency nobody says ("$2.50" / "two fifty",
		// a price as the verbalizer reads it): no word explains the
		// sign, so the first word writing a fragment carries it, as at
		// a sentence start ("_$2. 50_"; the unsaid point rides with
		// "two" as any edge punctuation does).
		if unsaidSign {
			if tags, ok := prefixOnFirst(class, written, words, false); ok {
				return tags, nil
			}
		}
		if tags, ok := rangeOfAmounts(class, written, words, anchored); ok {
			return tags, nil
		}
		for _, w := range best.unexplained {
			if outOfOrder(bestUnits, words, w, best.ranges) {
				return nil, &Failure{RuleNonMonotonic, class + " " + quote(written) + ": " + quote(words[w]) + " is written elsewhere in the span"}
			}
			// Another word is written inside this one's fragment
			// ("2024-06-30" / "the thirtieth of june twenty twenty
			// four": june's 06 falls to four). A word saying the same
			// as this one is no other word ("' 00s" / "o o": the
			// second "o" takes "0 s", its 0 what the first says; the s
			// is said by no word, as outOfOrder says).
			r := best.ranges[w]
			for v, wv := range words {
				if v != w && wv != words[w] && writtenWithin(bestUnits[r.from:r.to], wv) {
					return nil, &Failure{RuleNonMonotonic, class + " " + quote(written) + ": " + quote(wv) + " is written elsewhere in the span"}
				}
			}
		}
		w := best.unexplained[0]
		return nil, &Failure{RuleUnaligned, class + " " + quote(written) + ": " + quote(words[w]) + " does not explain " + quote(best.tags[w])}
	}
	return best.tags, nil
}

// quote is s in quotes as a reason quotes it, cut to textcut.QuoteLimit
// bytes and "…" (a written word of 100,000 characters made an
// unaligned_fragment reason of 100,000, fuzz10).
func quote(s string) string { return "\"" + textcut.Quote(s) + "\"" }

// prefixOnFirst tags a span that opens with a currency prefix ("$45
// billion", "us$30", "rs 500") said after the amount where no "<<"
// can move it (no <SELF> word before the span: a sentence start): the
// rest is aligned without the prefix, and the first word writing a
// fragment carries the prefix in front of it, the word saying the
// currency being <DELETE> ("forty five billion dollars" -> "_$4 5_
// <SELF> <DELETE>"). That first word writes what another word says, as
// "point" carries the unsaid zero of 0.5; NeMo's realization writes it in
// place, with no movement. false when the rest does not align whole.
// signs also takes a number's sign for the prefix ("+21" / "twenty one
// over" at a sentence start: "_+2 1_ <DELETE>"); it is set only where a
// word of the span says the sign (alignsAnchored), never for a sign
// nobody says, which no word may write from nothing.
func prefixOnFirst(class, written string, words []string, signs bool) ([]string, bool) {
	for _, split := range []bool{splitClasses[class], !splitClasses[class]} {
		toks := Tokenize(written, split)
		p := currencyPrefix(toks)
		if p == 0 && signs {
			p = signPrefix(toks)
		}
		if p == 0 {
			continue
		}
		if tags, ok := prefixOnFirstAt(toks, p, words); ok {
			return tags, true
		}
		if unsaidZeroPoint(toks, p) {
			// "$0.99" said "ninety nine cents": the unsaid "0." rides
			// with the sign (when "zero point" is not said).
			if tags, ok := prefixOnFirstAt(toks, p+2, words); ok {
				return tags, true
			}
		}
	}
	return nil, false
}

// prefixOnFirstAt is prefixOnFirst with the prefix toks[:p].
func prefixOnFirstAt(toks []Token, p int, words []string) ([]string, bool) {
	units := appendUnits(make([]unit, 0, len(toks)-p), toks[p:])
	r := alignUnits(units, words)
	if len(r.unexplained) > 0 {
		return nil, false
	}
	for i, t := range r.tags {
		if t == Self || t == Delete {
			continue
		}
		if r.ranges[i].from != 0 {
			break // the first unit went to a word as <SELF>
		}
		// One chunk: a prefix apart from its number ("rs 500", GTN's
		// tokenized "$ 3") realizes glued to it, the same text ignoring
		// spaces, as the tagger's accuracy compares.
		tags := append([]string(nil), r.tags...)
		tags[i] = strings.TrimSuffix(JoinTokens(toks[:p]), "_") + strings.TrimPrefix(t, "_")
		return tags, true
	}
	return nil, false
}

// alignsAnchored reports whether the span would align with a "<<" move,
// had it a <SELF> anchor.
func alignsAnchored(class, written string, words []string) bool {
	for _, split := range []bool{splitClasses[class], !splitClasses[class]} {
		for _, units := range candidates(Tokenize(written, split), true)[1:] {
			if len(alignUnits(units, words).unexplained) == 0 {
				return true
			}
		}
	}
	return false
}

// better prefers explained alignments, then higher scores; ties keep the
// earlier candidate, so the choice is deterministic.
func better(a, b *spanResult) bool {
	if (len(a.unexplained) == 0) != (len(b.unexplained) == 0) {
		return len(a.unexplained) == 0
	}
	return a.score > b.score+1e-9
}

// candidates lists the written orders a span may be aligned in: as
// written, and, when the span opens with a currency prefix before its
// number ("$", "us$", "£") or a sign ("+21" / "twenty one over", a golf
// score to par), with the prefix moved after each position of the rest
// (the paper's "<<": realization moves it back), which needs an anchor.
func candidates(toks []Token, anchored bool) [][]unit {
	out := [][]unit{appendUnits(make([]unit, 0, len(toks)), toks)}
	if !anchored {
		return out
	}
	p := currencyPrefix(toks)
	if p == 0 {
		p = signPrefix(toks)
	}
	if p == 0 {
		return out
	}
	out = appendMoved(out, toks, p, true)
	// An amount under one said in cents ("$0.99" / "ninety nine cents"):
	// the unsaid "0." moves with the symbol, which "cents" carries.
	if unsaidZeroPoint(toks, p) {
		out = appendMoved(out, toks, p+2, false)
	}
	return out
}

// currencyPrefix is the count of a span's tokens before its first digit
// when they hold a currency ("$", "us$", "rs"), with a number after them;
// 0 when the span opens with no such prefix.
func currencyPrefix(toks []Token) int {
	p := 0
	for p < len(toks) && !startsWithDigit(toks[p].Text) {
		p++
	}
	if p == 0 || p == len(toks) || !hasCurrency(toks[:p]) {
		return 0
	}
	return p
}

// signPrefix is 1 when a span opens with a number's sign ("+", "-", "−")
// right before its digits, else 0. A sign said after the number ("+21" /
// "twenty one over", "-12" / "one two under": a golf score to par) moves
// back as a currency does; one word saying it after a one-word number
// takes the ">" swap instead ("3_> _+"). Before, "+21" was
// unaligned_fragment and "-21" made "twenty" write "-2" with "under" a
// <DELETE> (the sign riding as punctuation).
func signPrefix(toks []Token) int {
	if len(toks) > 1 && (toks[0].Text == "+" || toks[0].Text == "-" || toks[0].Text == "−") && startsWithDigit(toks[1].Text) {
		return 1
	}
	return 0
}

// unsaidZeroPoint reports whether the amount after a currency prefix of p
// tokens is under one, "0." and digits ("$0.99"): said in cents, its "0."
// is not said.
func unsaidZeroPoint(toks []Token, p int) bool {
	return p+2 < len(toks) && toks[p].Text == "0" && toks[p+1].Text == "." && startsWithDigit(toks[p+2].Text)
}

// appendMoved adds the candidates with toks[:p] moved (one solo unit,
// "<<") behind each position of the rest; start says whether the rest's
// first token opens a chunk of its own (the moved prefix took the mark).
func appendMoved(out [][]unit, toks []Token, p int, start bool) [][]unit {
	moved := unit{tok: Token{Text: JoinTokens(toks[:p])}, solo: true}
	rest := append([]Token(nil), toks[p:]...)
	rest[0].Start = start
	for at := 1; at <= len(rest); at++ {
		c := append(appendUnits(make([]unit, 0, len(rest)+1), rest[:at]), moved)
		out = append(out, appendUnits(c, rest[at:]))
	}
	return out
}

func hasDigit(s string) bool { return strings.IndexFunc(s, unicode.IsDigit) >= 0 }

func startsWithDigit(s string) bool {
	for _, r := range s {
		return unicode.IsDigit(r)
	}
	return false
}

// currencyCodes are letter prefixes of an amount that say its currency
// after it ("rs 500" / "five hundred rupees"), moved like a symbol.
var currencyCodes = map[string]bool{
	"rs": true, "inr": true, "usd": true, "eur": true, "gbp": true, "jpy": true, "cny": true, "rmb": true,
	"chf": true, "sfr": true, "fr": true, "krw": true, "aud": true, "cad": true, "nzd": true, "hkd": true,
	"sgd": true, "zar": true, "kr": true, "sek": true, "nok": true, "dkk": true, "rub": true, "brl": true,
	// the rand's R, which the verbalizer reads as money only with a
	// scale ("R5M" / "five million rand")
	"r": true,
}

// hasCurrency reports whether toks, the tokens before an amount's first
// digit, say its currency: a symbol, or a code alone or with its
// abbreviation's point ("Rs. 500", "Rs.500" were non_monotonic, the
// point left behind).
func hasCurrency(toks []Token) bool {
	if len(toks) == 2 && toks[1].Text == "." {
		toks = toks[:1]
	}
	if len(toks) == 1 && currencyCodes[toks[0].Text] {
		return true
	}
	for _, t := range toks {
		for _, r := range t.Text {
			if unicode.Is(unicode.Sc, r) {
				return true
			}
		}
	}
	return false
}

// content is what a run of units writes, without marks.
func content(units []unit) string {
	var b strings.Builder
	for _, u := range units {
		if u.solo {
			b.WriteString(strings.ReplaceAll(u.tok.Text, "_", ""))
		} else {
			b.WriteString(u.tok.Text)
		}
	}
	return b.String()
}

func u1(u unit) []unit { return []unit{u} }

func tagOf(units []unit) string {
	var b strings.Builder
	for i, u := range units {
		if u.solo {
			b.WriteString(u.tok.Text)
			b.WriteString(MarkLongLeft)
			continue
		}
		t := u.tok
		// Chunks glued inside one tag need no boundary between them
		// ("1_" + "_st_" -> "1st_", as NeMo's regular expressions do).
		if i > 0 && t.Start && !units[i-1].solo && units[i-1].tok.End && !spacedInTag(units, i) {
			t.Start = false
		}
		if i+1 < len(units) && t.End && !units[i+1].solo && units[i+1].tok.Start && !spacedInTag(units, i+1) {
			t.End = false
		}
		t.appendTo(&b)
	}
	return b.String()
}

// spacedInTag reports whether the chunk starting at units[i] is apart from
// the one before it in the written text and ends within the same tag, so
// the tag keeps the boundary between them ("1990 ." -> "90__._", which the
// realization writes "1990 ."). A chunk running on into the next word's
// tag is glued instead: after "__" the realization finds no start mark for
// it and would keep the spaces between its fragments.
func spacedInTag(units []unit, i int) bool {
	if units[i].tok.Glued {
		return false
	}
	for j := i; j < len(units); j++ {
		if units[j].solo || (j > i && units[j].tok.Start) {
			return false
		}
		if units[j].tok.End {
			return true
		}
	}
	return false
}

// wordScoreAt is wordScore for word i of a span's words, where one word
// reads by its neighbour: "double" and "triple" before a digit's word
// (phone numbers, "double five" for 55, "triple zero" for 000) or a
// letter (credit ratings, "triple b minus" for BBB-, "double a" for AA)
// write the repeats of that digit or letter, its word writing the last one, so
// `55` / "double five" is `_5 5_` and stays monotone. Without it
// "double" explained nothing and "five" was matched to a 5 elsewhere in
// the span (a non_monotonic reject of NeMo's telephone test cases).
//
// A range of percentages with the sign said once ("10% to 20%" / "ten
// to twenty percent", NeMo's test cases; it was unaligned_fragment) has
// the first number's last word carry its unsaid sign when a later word of
// the span says "percent" (which writes the last one), at the implied
// score, so a sign said after each number still goes to its own word.
func wordScoreAt(words []string, i int, c string) (float64, bool) {
	if n := repeatWords[words[i]]; n > 0 && i+1 < len(words) && c != "" {
		if d, ok := unitWords[words[i+1]]; ok && len(d) == 1 && c == strings.Repeat(d, n) {
			return scoreLexicon, true
		}
		if l := words[i+1]; len(l) == 1 && l[0] >= 'a' && l[0] <= 'z' && c == strings.Repeat(l, n) {
			return scoreLexicon, true // a letter: "triple b minus" for BBB-, "i triple e" for IEEE
		}
	}
	if h, ok := strings.CutSuffix(c, "%"); ok && h != "" && h[len(h)-1] >= '0' && h[len(h)-1] <= '9' &&
		producesNumber(words[i], h) && saysPercentAfter(words[i+1:]) {
		return scoreImplied, true
	}
	if c == "0" && (words[i] == "cents" || words[i] == "cent") {
		// "twenty dollars fifty cents" for $20.500, "one cent" for
		// $0.010 (NeMo's money cases): an amount of three decimals said
		// in cents, its last zero unsaid, carried by the cents word below
		// the score of the word written nowhere, so that "fifty cents"
		// for .50 keeps "50" whole
		return scoreDelete - 0.5, true
	}
	if h, p := cutPower(c); p != "" && h != "" && saysPowerBefore(words[:i], p) {
		// "cubic deci meters" for dm³ (NeMo's measure cases): the unit's
		// last word writes the power said before its prefix, which a
		// swap of two words cannot carry past two ("cubic" <DELETE>)
		if s, ok := wordScore(words[i], h); ok && s > 0 {
			return min(s, scoreImplied), true
		}
	}
	if d, ok := ordinalWords[words[i]]; ok && words[i] != "first" && words[i] != "second" && c == "1/"+d && !monthAfter(words, i) {
		// "an eighth inch pipe" for 1/8: the numerator said "a" or
		// "an" (outside the span) or not at all ("a second" is no
		// half). Not before a month: "the fourth of january" for 1/4
		// is a day and its month ("fourth" wrote "1/4" and "january"
		// nothing, or "/").
		return scoreImplied, true
	}
	return wordScore(words[i], c)
}

// monthAfter reports whether a month's name follows word i, next to it
// or after "of" ("fourth of january").
func monthAfter(words []string, i int) bool {
	j := i + 1
	if j < len(words) && words[j] == "of" {
		j++
	}
	if j >= len(words) {
		return false
	}
	_, ok := monthNumbers[words[j]]
	return ok
}

// cutPower cuts a superscript two or three off the end of a fragment.
func cutPower(c string) (string, string) {
	for _, p := range [...]string{"²", "³"} {
		if h, ok := strings.CutSuffix(c, p); ok {
			return h, p
		}
	}
	return c, ""
}

// saysPowerBefore reports whether a word before says the power p
// ("square" ², "cubic" ³) with a unit prefix's word between it and the
// unit ("cubic deci meters").
func saysPowerBefore(words []string, p string) bool {
	n := len(words)
	if n < 2 || !unitPrefixWords[words[n-1]] {
		return false
	}
	w := words[n-2]
	return p == "³" && w == "cubic" || p == "²" && w == "square"
}

// unitPrefixWords are the metric prefixes the verbalizer says apart from
// their unit ("deci meters").
var unitPrefixWords = map[string]bool{"deci": true, "centi": true, "milli": true, "kilo": true, "hecto": true, "deca": true}

// saysPercentAfter reports whether one of the words says "percent" after
// a word in between ("to", "and").
func saysPercentAfter(words []string) bool {
	for j := 1; j < len(words); j++ {
		if words[j] == "percent" || words[j] == "pc" || (words[j] == "cent" && words[j-1] == "per") {
			return true
		}
	}
	return false
}

// repeatWords are the words that say a digit again before it: how many
// more times the next word's digit is written.
var repeatWords = map[string]int{"double": 1, "triple": 2}

// alignUnits is the monotone dynamic program: word i takes units[j:k]
// (possibly none: <DELETE>), every unit goes to exactly one word, in order,
// maximizing the sum of word scores; two neighbouring words may also take
// two neighbouring runs in swapped order (the paper's ">"). The program
// itself (bestAlignment, dp.go) returns the units each word took.
func alignUnits(units []unit, words []string) *spanResult {
	m := len(words)
	score, ranges, swapped := bestAlignment(units, words)
	res := &spanResult{score: score, tags: make([]string, m)}
	res.ranges = ranges
	movedAt := -1
	for w := 0; w < m; w++ {
		r := ranges[w]
		u := units[r.from:r.to]
		if len(u) == 1 && u[0].solo {
			movedAt = w
		}
	}
	res.moved = movedAt >= 0
	for w := 0; w < m; w++ {
		r := ranges[w]
		u := units[r.from:r.to]
		c := content(u)
		if _, ok := wordScoreAt(words, w, c); !ok || crossesDigitBreak(units, r) {
			res.unexplained = append(res.unexplained, w)
		}
		tag := tagOf(u)
		switch {
		case len(u) == 0:
			tag = Delete
		case swapped[w]:
			tag += MarkShortRight
		case c == words[w] && (movedAt < 0 || w > movedAt) && wholeOrBare(u):
			tag = Self
		}
		res.tags[w] = tag
	}
	return res
}

// crossesDigitBreak reports whether the run r of units crosses a digit
// break (digitBreak), which no word's fragment may.
func crossesDigitBreak(units []unit, r unitRange) bool {
	for k := r.from + 1; k < r.to; k++ {
		if digitBreak(units, k) {
			return true
		}
	}
	return false
}

// wholeOrBare reports whether a fragment can become <SELF> without changing
// how the realization groups it: no marks at all, or a whole chunk.
func wholeOrBare(u []unit) bool {
	first, last := u[0].tok, u[len(u)-1].tok
	marks := false
	for _, x := range u {
		if x.tok.Start || x.tok.End {
			marks = true
		}
	}
	if !marks {
		return true
	}
	if !first.Start || !last.End {
		return false
	}
	for k, x := range u {
		if (k > 0 && x.tok.Start) || (k < len(u)-1 && x.tok.End) {
			return false
		}
	}
	return true
}

// writtenWithin reports whether the word explains some run of units with
// a letter or digit (a rider alone proves nothing).
func writtenWithin(units []unit, w string) bool {
	for j := 0; j < len(units); j++ {
		for k := j + 1; k <= len(units) && k-j <= 8; k++ {
			c := content(units[j:k])
			if strings.IndexFunc(c, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 &&
				coreScore(w, c) >= scoreAbbrev {
				return true
			}
		}
	}
	return false
}

// outOfOrder reports whether word w explains some run of the span's
// units outside the ones it took, i.e. it is written there, just not
// where the order put it (a word whose own units hold what it says and
// something more, "5 €" / "five", is unaligned, not out of order). A run
// that a word saying the same (words[v] == words[w]) took does not count:
// w is written there because that word is, in its order, and what is
// left unexplained is a fragment no word says ("g/cm3" / "grams per c c":
// the first "c" takes cm and the second nothing, the 3 said by no word;
// "' 00s" / "o o": the s). Such a span was named non_monotonic, which
// says a reordering would align it.
func outOfOrder(units []unit, words []string, w int, ranges []unitRange) bool {
	same := func(j, k int) bool {
		for v, r := range ranges {
			if v != w && words[v] == words[w] && k > r.from && j < r.to {
				return true
			}
		}
		return false
	}
	own := ranges[w]
	for j := 0; j < len(units); j++ {
		for k := j + 1; k <= len(units) && k-j <= 8; k++ {
			if k > own.from && j < own.to || same(j, k) {
				continue
			}
			if coreScore(words[w], content(units[j:k])) >= scoreAbbrev {
				return true
			}
		}
	}
	return false
}
