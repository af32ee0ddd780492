package tagging

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/internal/textcut"
	"github.com/itnprep/itnprep/internal/textfold"
	"github.com/itnprep/itnprep/sources"
)

// Span is a semiotic span of the parent pair: its class and half-open
// code-point offsets into the written and the spoken text (dataset.Span's
// convention).
type Span struct {
	Class                    string
	WrittenStart, WrittenEnd int
	SpokenStart, SpokenEnd   int
}

// Semiotic is one non-PLAIN span of a tagged example over input-word
// indices, End exclusive (NeMo's "CLASS start end").
type Semiotic struct {
	Class      string
	Start, End int
}

// Example is one tagger training row.
type Example struct {
	Words    []string // the spoken words: lower case, no punctuation
	Tags     []string // one per word
	Target   string   // the written text the tags realize
	Semiotic []Semiotic
}

// Input returns the words joined by spaces.
func (e *Example) Input() string { return strings.Join(e.Words, " ") }

// Deriver turns (written, spoken, spans) into tagged examples. It keeps a
// difflib matcher for pairs without spans, so it is not safe for
// concurrent use; make one per goroutine or DoFn instance.
type Deriver struct {
	al *align.Aligner
	// MaxWords rejects pairs of more spoken or written words than this
	// (too_long): the word matcher that finds the spans of a pair without
	// them (difflib, autojunk off) takes time up to cubic in its length on
	// repetitive text, whose words each occur many times: one short
	// sentence repeated took 0.08 s at 1,024 words, 0.43 s at 2,048, 3.4 s
	// at 4,096 and 33 s at 8,192 (x8 a doubling;
	// BenchmarkDeriveUnspannedGrowth, 2026-11-30, two shared cores), so one
	// long document would hold a worker for minutes. Text whose words
	// rarely repeat grows about as the length to the power 1.5 (2.8 ms at
	// 1,024 words, 65 ms at 8,192), and a long unmatched run (digits) about
	// linearly (14 ms, 0.15 s). A span of more written units times
	// spoken words than MaxWords squared is too_long too (Deriver.span).
	// 0 means no limit.
	MaxWords int
	// splitting: foundSplit is aligning the parts of a cut found span,
	// which are not cut again (one cut: the tries stay a product of two
	// small counts, not a search over every way of cutting).
	splitting bool
	// unsaid: unsaidWord is aligning a run less one of its words, whose
	// own failures are not searched for another (one word at a time).
	unsaid bool
}

// DefaultMaxWords is NewDeriver's MaxWords: far above a sentence or a
// transcript segment.
const DefaultMaxWords = 1024

// NewDeriver returns a Deriver with MaxWords = DefaultMaxWords.
func NewDeriver() *Deriver { return &Deriver{al: align.NewAligner(false), MaxWords: DefaultMaxWords} }

type builder struct {
	words    []string
	tags     []string
	target   []string
	semiotic []Semiotic
	// foundWritten is, per semiotic entry, the written text of a span
	// found without classes (its class guessed), "" for a given span:
	// mergeFoundDates reads it.
	foundWritten []string
	// signSaid asks that an amount's currency sign be said by a word of
	// its span: a found span the matcher cut ("$2" of "$2 million" /
	// "two million dollars") must not take its sign as unsaid before
	// the span joined with its next segments is tried.
	signSaid bool
}

// fork is a copy of b for a trial alignment that may be dropped (the
// caller keeps it with *b = nb only when it succeeds). Its slices are its
// own: a plain struct copy (nb := *b) shared b's backing arrays, so an
// append on the copy wrote into b's spare capacity, where a sibling
// trial's appends land too, and joinClitic, which rewrites the last word,
// tag and target piece in place ("e_" -> "e's_"), would have changed b's
// own elements whenever the trial had not appended one of them before it,
// though the trial was then dropped. Each fork copies the headers of a
// row's strings (not the strings), a few hundred bytes for a long row.
func (b *builder) fork() builder {
	nb := *b
	nb.words = append(make([]string, 0, len(b.words)+8), b.words...)
	nb.tags = append(make([]string, 0, len(b.tags)+8), b.tags...)
	nb.target = append(make([]string, 0, len(b.target)+4), b.target...)
	nb.semiotic = append(make([]Semiotic, 0, len(b.semiotic)+2), b.semiotic...)
	nb.foundWritten = append(make([]string, 0, len(b.foundWritten)+2), b.foundWritten...)
	return nb
}

// anchored reports whether a "<<" tag placed next would find its <SELF>
// anchor right before it (DELETE words in between write nothing).
func (b *builder) anchored() bool {
	for i := len(b.tags) - 1; i >= 0; i-- {
		switch b.tags[i] {
		case Self:
			return true
		case Delete:
			continue
		}
		return false
	}
	return false
}

// Derive tags one pair. With spans (HasSpans), each span is aligned
// granularly and the text between spans must read as itself; without
// spans, spans are found first by matching the written words (in spoken
// form) against the spoken words with Ratcliff/Obershelp (align/), and
// every mismatch becomes a span whose class is guessed from its text.
//
// The target is the written text, lower case, less what the spoken side
// never says: outside spans every written token is replaced by its spoken
// form (sources.ASRForm: letters, digits and in-word apostrophes, lower
// case; a clitic GTN split off its word joined to it, "Orem 's" read
// "orem's" as the spoken side says it), so punctuation tokens, and
// punctuation inside plain words, are dropped; inside spans the written text is kept whole (lower case, white
// space runs as one space).
func (d *Deriver) Derive(written, spoken string, spans []Span, hasSpans bool) (Example, *Failure) {
	if m := d.MaxWords; m > 0 {
		if nw, ns := len(strings.Fields(written)), len(strings.Fields(spoken)); nw > m || ns > m {
			return Example{}, &Failure{RuleTooLong, fmt.Sprintf("%d written and %d spoken words (more than %d, --max-words)", nw, ns, m)}
		}
	}
	var b builder
	if !hasSpans {
		if f := d.gap(&b, written, spoken); f != nil {
			return Example{}, f
		}
	} else {
		wOff, sOff := runeOffsets(written), runeOffsets(spoken)
		wPos, sPos := 0, 0
		byteSpans := make([]spanBytes, 0, len(spans))
		for _, sp := range spans {
			if sp.WrittenStart < 0 || sp.WrittenEnd < sp.WrittenStart || sp.WrittenEnd >= len(wOff) ||
				sp.SpokenStart < 0 || sp.SpokenEnd < sp.SpokenStart || sp.SpokenEnd >= len(sOff) ||
				wOff[sp.WrittenStart] < wPos || sOff[sp.SpokenStart] < sPos {
				return Example{}, &Failure{RuleBadSpan, fmt.Sprintf("span %s [%d,%d)/[%d,%d) is outside the text or overlaps the previous one",
					sp.Class, sp.WrittenStart, sp.WrittenEnd, sp.SpokenStart, sp.SpokenEnd)}
			}
			bs := spanBytes{class: strings.ToUpper(sp.Class), ws: wOff[sp.WrittenStart], we: wOff[sp.WrittenEnd], ss: sOff[sp.SpokenStart], se: sOff[sp.SpokenEnd]}
			if !textClasses[bs.class] {
				byteSpans = append(byteSpans, bs)
			}
			wPos, sPos = bs.we, bs.se
		}
		for k := range byteSpans {
			next := len(written)
			if k+1 < len(byteSpans) {
				next = byteSpans[k+1].ws
			}
			if we := byteSpans[k].we; we < next && cutAbbreviationPeriod(written, byteSpans[k].ws, we) {
				byteSpans[k].we++
			}
		}
		byteSpans = withTouchingLetters(byteSpans, written, spoken)
		wPos, sPos = 0, 0
		for i := 0; i < len(byteSpans); {
			// Spans that touch in the written text (3.2×10^5: four
			// verbalizer spans) are aligned as one first, so the
			// realization writes them without spaces between them.
			j := i + 1
			for j < len(byteSpans) && (byteSpans[j].ws == byteSpans[j-1].we || unsaidNumberJoin(written, byteSpans, j)) &&
				strings.TrimSpace(spoken[byteSpans[j-1].se:byteSpans[j].ss]) == "" {
				j++
			}
			g := byteSpans[i:j]
			if f := d.gap(&b, written[wPos:g[0].ws], spoken[sPos:g[0].ss]); f != nil {
				return Example{}, f
			}
			said := len(b.words)
			if len(g) == 1 || !d.spanGroup(&b, g, written, spoken) {
				for _, sp := range g {
					var f *Failure
					if sp.touching {
						f = d.gap(&b, written[sp.ws:sp.we], spoken[sp.ss:sp.se])
					} else {
						words := strings.Fields(sources.ASRForm(spoken[sp.ss:sp.se]))
						f = d.span(&b, sp.class, written[sp.ws:sp.we], words)
						if f != nil && (f.Rule == RuleNonMonotonic || f.Rule == RuleUnaligned) {
							f = unsaidInSpan(f, sp.class, written[sp.ws:sp.we], words, b.anchored(), true)
						}
					}
					if f != nil {
						return Example{}, f
					}
				}
			}
			wPos, sPos = g[len(g)-1].we, g[len(g)-1].se
			if len(b.words) > said {
				wPos, sPos = b.cliticAfterSpan(written, spoken, wPos, sPos)
			}
			i = j
		}
		if f := d.gap(&b, written[wPos:], spoken[sPos:]); f != nil {
			return Example{}, f
		}
	}
	if len(b.words) == 0 {
		return Example{}, &Failure{RuleEmptyInput, "no spoken word"}
	}
	if run := lostNumber(b.words, b.tags); run != "" {
		return Example{}, &Failure{RuleSpokenOnly, fmt.Sprintf("%q is said but written nowhere (the written side lost a number)", textcut.Quote(run))}
	}
	target := strings.Join(b.target, " ")
	ex := Example{Words: b.words, Tags: bareToSelf(b.words, mendSpacing(b.words, b.tags, target)), Target: target,
		Semiotic: mergeFoundDates(b.words, b.tags, classesInContext(b.words, b.tags, b.semiotic, b.foundWritten), b.foundWritten)}
	if f := checkRealizes(ex); f != nil {
		return Example{}, f
	}
	return ex, nil
}

// bareToSelf tags <SELF> every word whose fragment is the word itself with
// no mark (no "_", no movement): "p" in `_3 p m_`, the third "w" in `_w
// <SELF> w ._`, which the alignment or mendSpacing's joins leave so. Such a
// fragment writes exactly what <SELF> writes, so the gold had two labels
// for one output: 31 single letters inside a chunk were such fragments
// against 1,308 tagged <SELF> (qa65, Kaggle GTN study half, NeMo GTN
// 2,001-4,000, readings.txt), a fragment per letter in the vocabulary (s,
// c, w, mail: 272 of the 6,510 fragments of NeMo's test cases), and a
// trained tagger that wrote `_w _w w ._` was scored wrong on the tag head
// where the text was right (docs/tagger.md). NeMo's own data preparation
// (prepare_corpora_after_alignment.py) tags a word whose fragment without
// "_" is the word <SELF>. A <SELF> word is what Realize's "<<" anchors on,
// so where a "<<" tag is in the row the change is kept only when Realize
// writes the same text; RealizeLabels does not look at <SELF>.
func bareToSelf(words, tags []string) []string {
	moves := false
	for _, t := range tags {
		if strings.HasSuffix(t, MarkLongLeft) {
			moves = true
			break
		}
	}
	var before string
	if moves {
		before, _ = Realize(words, tags)
	}
	for i, t := range tags {
		if t == Self || t == Delete || t != words[i] {
			continue
		}
		tags[i] = Self
		if moves {
			if got, _ := Realize(words, tags); got != before {
				tags[i] = t
			}
		}
	}
	return tags
}

// checkRealizes is Derive's guard: the tags must write the target (ignoring
// spaces) by Realize, as itnprep's trainer decodes them, and by
// RealizeSpans with the row's own semiotic classes, as NeMo's model,
// predicting them, does ("<<" to the start of its span's run).
func checkRealizes(ex Example) *Failure {
	got, err := Realize(ex.Words, ex.Tags)
	if err != nil || !SameIgnoringSpaces(got, ex.Target) {
		return &Failure{RuleRealization, fmt.Sprintf("tags realize %q, target is %q", textcut.Quote(got), textcut.Quote(ex.Target))}
	}
	got, err = RealizeSpans(ex.Words, ex.Tags, ex.Semiotic)
	if err != nil {
		return &Failure{RuleRealization, err.Error()}
	}
	if !SameIgnoringSpaces(got, ex.Target) {
		return &Failure{RuleRealization, fmt.Sprintf("tags realize %q with the row's semiotic classes (NeMo's \"<<\"), target is %q", textcut.Quote(got), textcut.Quote(ex.Target))}
	}
	return nil
}

// lostNumber returns the first run of <DELETE> words that holds two words
// or more that write a number's digits (a digit, teen, tens or ordinal
// word other than "o" and "oh", or a month's name), "" when there is none.
// Such words are said, not silent: the written side lost them, as Google
// TN's "At 5 , is almost lower than ..." said "at five thousand three
// hundred thirty eight feet ..." (a converted measure gone from the text)
// and "a total population of 3 , from" said "... three thousand nine
// hundred eighty two from", or a date gone ("on Thursday without" said
// "on thursday june twelfth without"). Kept, the row taught a tagger to
// write "5" for "five thousand three hundred thirty eight feet". One such
// word alone is often unwritten ("one half" for ½, "times ten to the" in
// 1e-5, "seven eighths" for ⅞).
func lostNumber(words, tags []string) string {
	for i := 0; i < len(tags); {
		if tags[i] != Delete {
			i++
			continue
		}
		j, n := i, 0
		for ; j < len(tags) && tags[j] == Delete; j++ {
			if writesDigits(words[j]) {
				n++
			}
		}
		if n >= 2 {
			return strings.Join(words[i:j], " ")
		}
		i = j
	}
	return ""
}

// writesDigits reports a word that writes a number's digits whenever it
// is written: a digit, teen, tens or ordinal word (not "o" or "oh", which
// are also letters and interjections) or a month's name.
func writesDigits(w string) bool {
	if w == "o" || w == "oh" {
		return false
	}
	_, unit := unitWords[w]
	_, tens := tensWords[w]
	_, ord := ordinalWords[w]
	_, month := monthNumbers[w]
	return unit || tens || ord || month
}

// textClasses are span classes that name a kind of text, not a semiotic
// class: NeMo's test-case files of whole sentences and words
// (test_cases_normalize_with_audio.txt, _punctuation, _punctuation_match_input,
// _special_text, _word; prep nemo-cases gives each case one span of its
// file's class). Such a span is aligned as the text between spans is: its
// semiotic spans found by the matcher and classed by GuessClass. As one
// span, a sentence's amount could not take its "<<" after a word read as
// itself ("they bought 23 books for $123.02" / "... one hundred twenty
// three dollars and two cents" was unaligned_fragment: "<<" moves only a
// prefix that opens its span) and the semiotic column named a file, not a
// class (NORMALIZE_WITH_AUDIO 0 12 over a whole sentence).
var textClasses = map[string]bool{"NORMALIZE_WITH_AUDIO": true, "PUNCTUATION": true, "PUNCTUATION_MATCH_INPUT": true,
	"SPECIAL_TEXT": true, "WORD": true}

// runeOffsets maps code-point index -> byte offset (one past the end too).
func runeOffsets(s string) []int {
	out := make([]int, 0, utf8.RuneCountInString(s)+1)
	for i := range s {
		out = append(out, i)
	}
	return append(out, len(s))
}

// span aligns one semiotic span and appends it.
func (d *Deriver) span(b *builder, class, written string, words []string) *Failure {
	wr := strings.Join(strings.Fields(strings.ToLower(written)), " ")
	if len(words) == 0 {
		if sources.ASRForm(written) == "" || unsaidMarkup(wr) {
			return nil // punctuation or markup nobody says: not in the target
		}
		return &Failure{RuleWrittenOnly, fmt.Sprintf("%s %q has no spoken words", class, textcut.Quote(written))}
	}
	// The alignment program visits units x words states (dp.go), a unit
	// a digit or a spelled letter at most, and MaxWords bounded the words
	// only: one written word of 100,000 digits said in 1,000 words was
	// aligned for more than 10 minutes (fuzz10,
	// TestDeriveLongSpanIsTooLong). A span of more states than MaxWords
	// squared, the program's budget ("up to --max-words words and units,
	// a million states", pruneMinStates), is too_long, as a pair of more
	// words is. len(wr) bounds the units, so a short span is not
	// tokenized here.
	if m := d.MaxWords; m > 0 && len(wr)*len(words) > m*m {
		if n := len(Tokenize(wr, true)); n*len(words) > m*m {
			return &Failure{RuleTooLong, fmt.Sprintf("%s span of %d written units (its digits, letters and marks) to align with %d spoken words: %d states, more than %d (--max-words %d squared)", class, n, len(words), n*len(words), m*m, m)}
		}
	}
	start := len(b.words)
	if strings.ContainsAny(wr, reservedChars) {
		if f := reservedSpan(b, class, wr, words); f != nil {
			return f
		}
	} else if f := appendAligned(b, class, wr, words); f != nil {
		return f
	}
	if c := semioticClass(class, wr, words); c != "" {
		b.semiotic = append(b.semiotic, Semiotic{Class: c, Start: start, End: len(b.words)})
		b.foundWritten = append(b.foundWritten, "")
	}
	return nil
}

// unsaidInSpan is unsaidWord for a given span (a raw GTN or Kaggle token,
// a verbalizer's span) that failed with f: a word of letters that no
// spoken word of the span says and without which the span aligns makes
// the failure written_not_spoken, naming it; f is returned otherwise. A
// citation's token "63 U.S. 1 44" said "sixty three one forty four" was
// non_monotonic ("sixty" is written elsewhere in the span), which named
// the numbers' order where the fault is the abbreviation nobody said, as
// the found spans of the same sentence in NeMo's form already said (qa80).
// Found spans keep unsaidWord's reason (their class is a guess).
func unsaidInSpan(f *Failure, class, written string, words []string, anchored, unsaidSign bool) *Failure {
	orig := strings.Fields(written)
	fields := strings.Fields(strings.ToLower(written))
	if len(fields) < 2 || len(fields) > maxUnsaidFields || len(orig) != len(fields) || strings.ContainsAny(written, reservedChars) {
		return f
	}
	for i, fl := range fields {
		if !unsaidBy(fl, words) {
			continue
		}
		rest := strings.Join(append(fields[:i:i], fields[i+1:]...), " ")
		if _, fail := alignSpan(class, rest, words, anchored, unsaidSign); fail == nil {
			return &Failure{RuleWrittenOnly, fmt.Sprintf("%q is written but not spoken (the rest of %s %q aligns without it)", textcut.Quote(orig[i]), class, textcut.Quote(written))}
		}
	}
	return f
}

// appendAligned aligns written (lower case, no reserved character) with
// its words and appends them, their tags and the written text.
func appendAligned(b *builder, class, wr string, words []string) *Failure {
	tags, f := alignSpan(class, wr, words, b.anchored(), !b.signSaid)
	if f != nil {
		return f
	}
	b.words = append(b.words, words...)
	b.tags = append(b.tags, tags...)
	if wr = stripInvisible(wr); wr != "" {
		b.target = append(b.target, wr) // as Tokenize reads it: "5\u200b000" is "5000"
	}
	return nil
}

// stripInvisible removes the characters that say nothing
// (textfold.IsUnspoken) from s.
func stripInvisible(s string) string {
	if strings.IndexFunc(s, textfold.IsUnspoken) < 0 {
		return s
	}
	return strings.Map(func(r rune) rune {
		if textfold.IsUnspoken(r) {
			return -1
		}
		return r
	}, s)
}

// reservedChars are the characters NeMo's realization deletes from every
// output (tagging.py, realize_output: "<" and ">" are movement marks, "_"
// marks a chunk's edge), so no tag can write them.
const reservedChars = "_<>"

// unsaidMarkup reports a written text that is one markup tag, "<b>",
// "</b>", "<enter>": said as nothing, it is dropped like punctuation.
func unsaidMarkup(wr string) bool {
	return len(wr) > 2 && wr[0] == '<' && wr[len(wr)-1] == '>' && !strings.ContainsAny(wr[1:len(wr)-1], "<> ")
}

// reservedPiece is a stretch of a span's written text: a run holding a
// reserved character with the symbols next to it ("<=", "->", "_"), or
// the text between such runs.
type reservedPiece struct {
	text     string
	reserved bool
}

// reservedPieces cuts wr at its reserved runs: a reserved character and
// the characters around it that are neither letters, digits nor spaces.
func reservedPieces(wr string) []reservedPiece {
	rs := []rune(wr)
	res := make([]bool, len(rs))
	for i, r := range rs {
		if strings.ContainsRune(reservedChars, r) {
			res[i] = true
		}
	}
	plainRune := func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.IsSpace(r) }
	for changed := true; changed; {
		changed = false
		for i := range rs {
			if res[i] || plainRune(rs[i]) {
				continue
			}
			if (i > 0 && res[i-1]) || (i+1 < len(rs) && res[i+1]) {
				res[i], changed = true, true
			}
		}
	}
	var out []reservedPiece
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && res[j] == res[i] {
			j++
		}
		if t := strings.TrimSpace(string(rs[i:j])); t != "" {
			out = append(out, reservedPiece{text: t, reserved: res[i]})
		}
		i = j
	}
	return out
}

// maxReservedTries bounds the alignments tried to share a reserved span's
// words among its pieces.
const maxReservedTries = 200

// reservedSpan appends a span whose written text holds a reserved
// character. NeMo's tagger cannot write it, so the words that say it are
// <SELF> and stay in the target as spoken ("x < 5" / "x less than five"
// -> "x less than 5"); the pieces between reserved runs are aligned as
// usual, each with at least one word, in order; a reserved run nobody says
// ("<enter>" / "enter") is dropped like punctuation. When the words cannot
// be shared out that way the span is rejected (reserved_char): keeping
// all its words as spoken would teach the tagger to leave the rest of the
// span (a URL's "h t t p colon slash slash") unformatted.
func reservedSpan(b *builder, class, wr string, words []string) *Failure {
	pieces := reservedPieces(wr)
	tries := 0
	if len(words) <= maxPartWords && len(pieces) <= 2*maxParts+1 {
		if nb, ok := reservedParts(*b, class, pieces, words, &tries); ok {
			*b = nb
			return nil
		}
	}
	return &Failure{RuleReservedChar, class + " " + quote(wr) + ": has _, < or >, which NeMo's realization deletes from every output, " +
		"and the rest of the span does not align around the words saying them"}
}

func appendSelf(b *builder, words []string) {
	b.words = append(b.words, words...)
	for range words {
		b.tags = append(b.tags, Self)
	}
	b.target = append(b.target, words...)
}

// reservedParts shares words out among pieces: a reserved piece takes as
// many words as it can (all <SELF>, maybe none), any other piece at least
// one, aligned. The first way that works wins, so the result is
// deterministic.
func reservedParts(b builder, class string, pieces []reservedPiece, words []string, tries *int) (builder, bool) {
	if len(pieces) == 0 {
		return b, len(words) == 0
	}
	p := pieces[0]
	if p.reserved {
		for k := len(words); k >= 0; k-- {
			nb := b.fork()
			appendSelf(&nb, words[:k])
			if r, ok := reservedParts(nb, class, pieces[1:], words[k:], tries); ok {
				return r, true
			}
		}
		return b, false
	}
	for k := 1; k <= len(words); k++ {
		if *tries >= maxReservedTries {
			return b, false
		}
		*tries++
		nb := b.fork()
		if appendAligned(&nb, class, p.text, words[:k]) != nil {
			continue
		}
		if r, ok := reservedParts(nb, class, pieces[1:], words[k:], tries); ok {
			return r, true
		}
	}
	return b, false
}

// spanBytes is a span in byte offsets, its class in upper case.
// touching marks letters outside any span that touch one in the written
// text and are said as themselves (withTouchingLetters).
type spanBytes struct {
	class          string
	ws, we, ss, se int
	touching       bool
}

// unsaidNumberJoin reports whether span j joins the group of span j-1 as
// part of two numbers written apart around one dash, slash or colon
// nobody says ("1950 - 1951" said "nineteen fifty nineteen fifty one", a
// season; "1988 / 89"; "3 : 1"), the mark outside spans or a span of its
// own said as nothing (the verbalizer's range or symbol span with no
// words). The caller groups such spans when no spoken word lies between
// them, as spans that touch, so the mark rides with the numbers ("_19
// 50__-_ _19 5 1_", target "1950 - 1951"). Aligned apart, the mark was
// punctuation between spans and dropped: the target "1950 1951" is no
// written form; the gap matcher of unspanned pairs (cutsRun) keeps it.
func unsaidNumberJoin(written string, spans []spanBytes, j int) bool {
	number := func(k int) bool { return k >= 0 && k < len(spans) && allDigits(written[spans[k].ws:spans[k].we]) }
	unsaidMark := func(k int) bool {
		return k >= 0 && k < len(spans) && spans[k].ss == spans[k].se && isJoiningMark(written[spans[k].ws:spans[k].we])
	}
	spaced := func(k int) bool { // only white space, some, between spans k and k+1
		between := written[spans[k].we:spans[k+1].ws]
		return between != "" && strings.TrimSpace(between) == ""
	}
	switch {
	case number(j-1) && number(j):
		between := written[spans[j-1].we:spans[j].ws]
		mark := strings.TrimSpace(between)
		return isJoiningMark(mark) && mark != between
	case number(j-1) && unsaidMark(j):
		return j+1 < len(spans) && number(j+1) && spaced(j-1) && spaced(j)
	case unsaidMark(j-1) && number(j):
		return number(j-2) && spaced(j-2) && spaced(j-1)
	}
	return false
}

// isJoiningMark reports a dash, slash or colon alone: the mark between two
// numbers of a season, a range or a score.
func isJoiningMark(s string) bool {
	switch s {
	case "-", "\u2013", "\u2014", "/", ":":
		return true
	}
	return false
}

// cutAbbreviationPeriod reports whether the span written[ws:we] ends in a
// dotted abbreviation whose last period it left out, the one that ends
// the sentence too ("6 a.m", "U.S", "300 B.C", "Ph.D" before ". " or the
// end, as the verbalizer cuts them: the period is the sentence's to it).
// The span takes it: Google TN's tokens hold an abbreviation's period
// whole ("at 5 p.m. ." is TIME "5 p.m.", then the sentence's), and within
// a sentence the same span writes "a.m.", so the target "a.m" taught a
// form no one writes.
func cutAbbreviationPeriod(written string, ws, we int) bool {
	if we >= len(written) || written[we] != '.' || (we+1 < len(written) && !isSpaceByte(written[we+1])) {
		return false
	}
	w := written[ws:we]
	// One letter after the last period, one or two before it ("a.m",
	// "Ph.D"), no digit: "5.5" and "bbc.co" are no abbreviations.
	dot := strings.LastIndexByte(w, '.')
	if dot < 1 || len(w)-dot != 2 || !isASCIILetter(w[dot+1]) {
		return false
	}
	i := dot
	for i > 0 && isASCIILetter(w[i-1]) {
		i--
	}
	return dot-i >= 1 && dot-i <= 2
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// withTouchingLetters adds to spans, as members of their own, the letters
// and digits that touch a span in the written text ("S" and "P" around
// the verbalizer's symbol span "&" of "S&P", the "k" after its digits
// "401" of "401k") when the spoken words right beside the span say them
// as themselves ("s and p", "four o one k"). Spans that touch are aligned
// as one chunk (spanGroup), so the target keeps such a word whole: it was
// "s & p" and "401 k", the letters <SELF> words of the gaps around the
// span, a spacing no one writes. The added members take no semiotic
// entry, and when the group does not align whole they are gaps again.
func withTouchingLetters(spans []spanBytes, written, spoken string) []spanBytes {
	var out []spanBytes // nil until a member is added: spans as they are, no copy per row
	wPrev, sPrev := 0, 0
	for i, sp := range spans {
		ws := lettersBefore(written, wPrev, sp.ws)
		if ws == sp.ws && ws-1 > wPrev && written[ws-1] == '-' {
			// "I-95", "F-16", "COVID-19": letters joined to the span by
			// a hyphen, which rides with them ("_i- 9 5_", target
			// "i-95"; it was "i 95", the hyphen dropped as a plain
			// word's punctuation).
			if h := lettersBefore(written, wPrev, ws-1); h < ws-1 {
				ws = h
			}
		}
		if ws < sp.ws {
			if ss, ok := saidBefore(written[ws:sp.ws], spoken, sPrev, sp.ss); ok {
				if out == nil {
					out = append(make([]spanBytes, 0, len(spans)+2), spans[:i]...)
				}
				out = append(out, spanBytes{class: "PLAIN", ws: ws, we: sp.ws, ss: ss, se: sp.ss, touching: true})
			}
		}
		if out != nil {
			out = append(out, sp)
		}
		wPrev, sPrev = sp.we, sp.se
		wNext, sNext := len(written), len(spoken)
		if i+1 < len(spans) {
			wNext, sNext = spans[i+1].ws, spans[i+1].ss
		}
		we := lettersAfter(written, sp.we, wNext)
		if we == sp.we && we+1 < wNext && written[we] == '-' {
			// "4-H", "9-W": a hyphen, then capitals ending the word.
			// Not a compound's word ("7-year-old", "10-minute",
			// "1990s-era"), whose hyphen is dropped as between plain
			// words ("well-known").
			if h := lettersAfter(written, we+1, wNext); h > we+1 && capitalsEndingWord(written, we+1, h) {
				we = h
			}
		}
		if we > sp.we {
			if se, ok := saidAfter(written[sp.we:we], spoken, sp.se, sNext); ok {
				if out == nil {
					out = append(make([]spanBytes, 0, len(spans)+2), spans[:i+1]...)
				}
				out = append(out, spanBytes{class: "PLAIN", ws: sp.we, we: we, ss: sp.se, se: se, touching: true})
				wPrev, sPrev = we, se
			}
		}
	}
	if out == nil {
		return spans
	}
	return out
}

// lettersBefore is where the run of letters and digits that ends at
// written[to] starts, not before from.
func lettersBefore(written string, from, to int) int {
	for to > from {
		r, n := utf8.DecodeLastRuneInString(written[:to])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		to -= n
	}
	return to
}

// lettersAfter is where the run of letters and digits that starts at
// written[from] ends, not after to.
func lettersAfter(written string, from, to int) int {
	for from < to {
		r, n := utf8.DecodeRuneInString(written[from:to])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			break
		}
		from += n
	}
	return from
}

// capitalsEndingWord reports whether written[from:to] is capitals (or
// digits with one at least) and ends its white-space word.
func capitalsEndingWord(written string, from, to int) bool {
	if to < len(written) && !isSpaceByte(written[to]) && !strings.ContainsRune(".,;:!?)", rune(written[to])) {
		return false
	}
	caps := false
	for _, r := range written[from:to] {
		if unicode.IsLower(r) {
			return false
		}
		caps = caps || unicode.IsUpper(r)
	}
	return caps
}

// saidBefore reports whether the spoken words of spoken[from:to] that end
// it, after white space only, say piece as itself (its spoken form), and
// where the first of them starts.
func saidBefore(piece, spoken string, from, to int) (int, bool) {
	want := strings.Fields(sources.ASRForm(piece))
	if len(want) == 0 || to == from || !atWordEdge(spoken, to) {
		return 0, false
	}
	pos := to
	for k := len(want) - 1; k >= 0; k-- {
		for pos > from && isSpaceByte(spoken[pos-1]) {
			pos--
		}
		end := pos
		for pos > from && !isSpaceByte(spoken[pos-1]) {
			pos--
		}
		if pos == end || sources.ASRForm(spoken[pos:end]) != want[k] {
			return 0, false
		}
	}
	return pos, true
}

// atWordEdge reports whether byte pos of spoken is no cut inside a word:
// a span's spoken edge, also that of a span said as nothing ("P/E" said
// "p e": the symbol's empty span lies between "p" and its space).
func atWordEdge(spoken string, pos int) bool {
	return pos == 0 || pos >= len(spoken) || isSpaceByte(spoken[pos-1]) || isSpaceByte(spoken[pos])
}

// saidAfter is saidBefore for the words that open spoken[from:to]: it
// returns where the last of them ends.
func saidAfter(piece, spoken string, from, to int) (int, bool) {
	want := strings.Fields(sources.ASRForm(piece))
	if len(want) == 0 || to == from || !atWordEdge(spoken, from) {
		return 0, false
	}
	pos := from
	for _, w := range want {
		for pos < to && isSpaceByte(spoken[pos]) {
			pos++
		}
		start := pos
		for pos < to && !isSpaceByte(spoken[pos]) {
			pos++
		}
		if pos == start || sources.ASRForm(spoken[start:pos]) != w {
			return 0, false
		}
	}
	return pos, true
}

// spanGroup aligns spans that touch in the written text, or two numbers
// around a mark nobody says (unsaidNumberJoin: the written text between
// them rides with the group), as one span (the first one's class for the
// tokenization) and appends it with one semiotic entry per member; false,
// and b unchanged, when it does not align whole (the members are then
// aligned one by one, as before).
func (d *Deriver) spanGroup(b *builder, g []spanBytes, written, spoken string) bool {
	first, last := g[0], g[len(g)-1]
	words := strings.Fields(sources.ASRForm(spoken[first.ss:last.se]))
	if len(words) == 0 {
		return false
	}
	nb := b.fork()
	start := len(nb.words)
	class := first.class
	for _, sp := range g {
		if !sp.touching {
			class = sp.class // the first span's, not its letters'
			break
		}
	}
	if d.span(&nb, class, written[first.ws:last.we], words) != nil {
		return false
	}
	nb.semiotic = nb.semiotic[:len(b.semiotic)]
	nb.foundWritten = nb.foundWritten[:len(b.foundWritten)]
	pos := start
	for _, sp := range g {
		spw := strings.Fields(sources.ASRForm(spoken[sp.ss:sp.se]))
		n := len(spw)
		if c := semioticClass(sp.class, written[sp.ws:sp.we], spw); n > 0 && c != "" && !sp.touching {
			nb.semiotic = append(nb.semiotic, Semiotic{Class: c, Start: pos, End: pos + n})
			nb.foundWritten = append(nb.foundWritten, "")
		}
		pos += n
	}
	if pos != start+len(words) {
		// The members' words are not the group's: a span boundary cut a
		// spoken word in two ("po|int"), so the entries would run past
		// the words. Aligned one by one instead.
		return false
	}
	*b = nb
	return true
}

// wtok is one white-space token of a gap's written text.
type wtok struct {
	start, end int      // byte offsets in the gap
	asr        []string // its spoken form's words
	good       bool     // every spoken-form word matched a spoken word
	first      int      // the spoken index its first word matched
	sym        bool     // no spoken-form word, but a symbol that is said (%, &, $, °, ½)
}

// saidSymbol reports a character that is not a letter or digit but is
// said when it is read out: currency, math and other symbols, vulgar
// fractions and superscripts, and the punctuation-class signs that have a
// name (%, &, #, @). Such a token outside spans is aligned with the words
// that say it ("31.7 %" / "thirty one point seven percent") instead of
// being dropped with the punctuation, which left "percent" a <DELETE> and
// the target without its "%". "_" too: no tag writes it, so a span over
// it keeps the words saying it ("link _ page" said "link underscore page"
// is "link underscore page", as raw GTN's token of it gave; qa80), and one
// nobody says is still dropped with the punctuation.
func saidSymbol(r rune) bool {
	switch r {
	case '%', '&', '#', '@', '^', '‰', '§', '_':
		return true
	case '`', '´', '¨', '¯', '¸', '˜', '™', '®':
		return false // modifier symbols used as quotes and accents; marks never said
	}
	return unicode.In(r, unicode.Sc, unicode.Sm, unicode.So, unicode.No)
}

func hasSaidSymbol(s string) bool { return strings.IndexFunc(s, saidSymbol) >= 0 }

// cliticAfterSpan joins to the span just appended a clitic the spoken
// side says against its last word: "WWE 's" (GTN's tokens) or "WWE's"
// (detokenized, or a verbalized sentence: the verbalizer's span is
// "WWE", its "'s" outside it) said "w w e's", as the GTN readers and the
// verbalizer write it. The last word becomes "e's", its tag writes the
// clitic too ("e_" becomes "e's_") and the target is "wwe's"; the input
// said "w w e s" where the spoken text says "w w e's", and the target
// "wwe s" lost the apostrophe. It returns where the gap after the span
// starts: past the clitic when joined, wPos and sPos when not (no clitic
// after the span, or a last tag that deletes or moves its word).
func (b *builder) cliticAfterSpan(written, spoken string, wPos, sPos int) (int, int) {
	if sPos == 0 || sPos >= len(spoken) || isSpaceByte(spoken[sPos-1]) || !startsApostrophe(spoken[sPos:]) {
		return wPos, sPos
	}
	se := sPos
	for se < len(spoken) && !isSpaceByte(spoken[se]) {
		se++
	}
	ws := wPos
	for ws < len(written) && isSpaceByte(written[ws]) {
		ws++
	}
	we := ws
	for we < len(written) && !isSpaceByte(written[we]) {
		we++
	}
	// The clitic of a detokenized "WWE's." ends before its period.
	for we > ws && !unicode.IsLetter(lastRune(written[ws:we])) {
		we -= utf8.RuneLen(lastRune(written[ws:we]))
	}
	clitic := strings.ToLower(written[ws:we])
	if !textfold.Clitic(clitic) || !strings.EqualFold(sources.ASRForm(clitic), sources.ASRForm(spoken[sPos:se])) {
		return wPos, sPos
	}
	if !b.joinClitic(clitic, spoken[sPos:se]) {
		return wPos, sPos
	}
	return we, se
}

// joinClitic joins a clitic to the last word appended: the word becomes
// itself with said (the clitic as the spoken side says it, "'s"), its tag
// writes clitic (as written) too ("e_" becomes "e's_") and the target's
// last piece ends with it. False, and b unchanged, when that word's tag
// deletes or moves it.
func (b *builder) joinClitic(clitic, said string) bool {
	k := len(b.words) - 1
	if k < 0 {
		return false
	}
	switch tag := b.tags[k]; {
	case tag == Self:
	case tag == Delete || strings.ContainsAny(tag, "<>") || len(b.target) == 0:
		return false
	case strings.HasSuffix(tag, "_"):
		b.tags[k] = tag[:len(tag)-1] + clitic + "_"
	default:
		b.tags[k] = tag + clitic
	}
	b.words[k] += said
	b.target[len(b.target)-1] += clitic
	return true
}

// cliticSplit cuts a found span's written text at a clitic the spoken
// words say joined to a word of their own ("WWE 's" or "WWE's" said "w w
// e's", "AFI 's 100" said "a f i's one hundred", "1990 's" "nineteen
// ninety's"): the text before it (head), the clitic with any mark after
// it (as written), the text after, and k, the words saying head and the
// clitic (the k-th ends with it, said as the GTN readers write it); k 0
// when there is no such clitic.
func cliticSplit(written string, words []string) (k int, head, clitic, said, rest string) {
	for i := 1; i < len(written); i++ {
		if !startsApostrophe(written[i:]) {
			continue
		}
		e := i
		for e < len(written) && !isSpaceByte(written[e]) {
			e++
		}
		bare := strings.TrimRightFunc(written[i:e], func(r rune) bool { return !unicode.IsLetter(r) })
		head = strings.TrimRight(written[:i], " ")
		// Clitic takes any letter case; a head that is empty or ends in
		// no letter or digit (an apostrophe, "''s") has no word to join.
		if r := lastRune(head); !textfold.Clitic(bare) || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			continue
		}
		said = "'" + strings.ToLower(strings.TrimLeft(strings.TrimLeft(bare, "'"), "’"))
		for j, w := range words {
			if len(w) > len(said) && strings.HasSuffix(w, said) {
				return j + 1, head, written[i:e], said, strings.TrimLeft(written[e:], " ")
			}
		}
		return 0, "", "", "", ""
	}
	return 0, "", "", "", ""
}

// startsApostrophe reports whether s starts with an apostrophe, ASCII or
// typographic.
func startsApostrophe(s string) bool {
	return strings.HasPrefix(s, "'") || strings.HasPrefix(s, "’")
}

// lastRune returns the last rune of s (utf8.RuneError for "").
func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// cliticJoined returns the spoken form of the last of toks with the token
// written[i:j] joined to it when that token is a clitic (textfold.Clitic:
// 's, n't ...) the spoken words say joined to its word
// (sources.GTNSpokenForm: "Orem 's" is "orem's"), else nil: no clitic, no
// word before it, or a spoken side that says it apart ("he s", versions
// prepared before the GTN readers joined clitics), which the tokens
// match as they are.
func cliticJoined(written string, toks []wtok, i, j int, words []string) []string {
	if len(toks) == 0 || len(toks[len(toks)-1].asr) == 0 || !textfold.Clitic(written[i:j]) {
		return nil
	}
	joined := strings.Fields(sources.GTNSpokenForm(written[toks[len(toks)-1].start:j]))
	if len(joined) == 0 || !slices.Contains(words, joined[len(joined)-1]) {
		return nil
	}
	return joined
}

// gap handles text outside spans: written tokens whose spoken form the
// spoken words repeat are <SELF>; the rest become found spans.
func (d *Deriver) gap(b *builder, written, spoken string) *Failure {
	words := strings.Fields(sources.ASRForm(spoken))
	var toks []wtok
	var flat []string
	var owner []int
	for i := 0; i < len(written); {
		for i < len(written) && isSpaceByte(written[i]) {
			i++
		}
		if i >= len(written) {
			break
		}
		j := i
		for j < len(written) && !isSpaceByte(written[j]) {
			j++
		}
		if joined := cliticJoined(written, toks, i, j, words); joined != nil {
			// A clitic GTN's tokenizer split off its word ("Orem 's",
			// "does n't") said with it, as the GTN readers' spoken side
			// says it ("orem's"): one token, or "orem" "s" met the spoken
			// "orem's" as a rewrite.
			k := len(toks) - 1
			prev := &toks[k]
			flat, owner = flat[:len(flat)-len(prev.asr)], owner[:len(owner)-len(prev.asr)]
			prev.end, prev.asr = j, joined
			for _, w := range joined {
				flat = append(flat, w)
				owner = append(owner, k)
			}
			i = j
			continue
		}
		// Marks at a word's edges that nobody says are tokens of their
		// own, as Google TN's tokenizer writes them ("(1993)." is "(",
		// "1993", ")", "."), so a found span holds none of them.
		for _, r := range numberCompoundPieces(written, markPieces(written[i:j], i, strings.TrimLeft(written[j:], " \t\n\r"))) {
			t := wtok{start: r[0], end: r[1], asr: strings.Fields(sources.ASRForm(written[r[0]:r[1]]))}
			t.sym = len(t.asr) == 0 && hasSaidSymbol(written[r[0]:r[1]])
			for _, w := range t.asr {
				flat = append(flat, w)
				owner = append(owner, len(toks))
			}
			toks = append(toks, t)
		}
		i = j
	}
	if slices.Equal(flat, words) {
		b.words = append(b.words, words...)
		for range words {
			b.tags = append(b.tags, Self)
		}
		b.target = append(b.target, flat...)
		return nil
	}
	// Match the written words (spoken form) against the spoken words.
	matchedTo := make([]int, len(flat))
	for i := range matchedTo {
		matchedTo[i] = -1
	}
	d.al.AlignTokens(flat, words)
	for _, op := range align.SlideRepeats(d.al.Opcodes(), words) {
		if op.Tag != align.Equal {
			continue
		}
		for k := 0; k < op.I2-op.I1; k++ {
			matchedTo[op.I1+k] = op.J1 + k
		}
	}
	for ti := range toks {
		// A word holding a said symbol (πr², #selfie) is a span: its
		// spoken form would drop the symbol from the target.
		toks[ti].good = len(toks[ti].asr) > 0 && !hasSaidSymbol(written[toks[ti].start:toks[ti].end])
		toks[ti].first = -1
	}
	for fi, ti := range owner {
		switch {
		case matchedTo[fi] < 0:
			toks[ti].good = false
		case toks[ti].first < 0:
			toks[ti].first = matchedTo[fi]
		case matchedTo[fi] != matchedTo[fi-1]+1:
			toks[ti].good = false // its words matched apart: treat it as a span
		}
	}
	saidMinusAfter(written, toks, words, matchedTo)
	// Cut the gap into segments: good tokens are <SELF>; runs of bad
	// tokens (with the punctuation tokens inside them) are found spans;
	// spoken words between two good tokens are insertions.
	var segs []segment
	nextWord := 0
	ti := 0
	for ti < len(toks) {
		t := toks[ti]
		if len(t.asr) == 0 && !t.sym {
			ti++ // punctuation between good tokens: never said
			continue
		}
		if t.good {
			if t.first > nextWord {
				segs = append(segs, segment{ws: -1, words: words[nextWord:t.first]})
			}
			segs = append(segs, segment{good: true, ws: t.start, we: t.end, words: words[t.first : t.first+len(t.asr)], asr: t.asr})
			nextWord = t.first + len(t.asr)
			ti++
			continue
		}
		end := ti + 1
		last := ti
		for end < len(toks) && !toks[end].good {
			if len(toks[end].asr) > 0 || toks[end].sym {
				last = end
			}
			end++
		}
		stop := len(words)
		for k := last + 1; k < len(toks); k++ {
			if toks[k].good {
				stop = toks[k].first
				break
			}
		}
		if stop == nextWord && allSymbols(toks[ti:last+1]) {
			ti = last + 1 // symbols nobody says (a decoration): dropped with the punctuation
			continue
		}
		segs = append(segs, segment{ws: t.start, we: toks[last].end, words: words[nextWord:stop], parts: runParts(written, toks[ti:last+1], words[nextWord:stop])})
		nextWord = stop
		ti = last + 1
	}
	if nextWord < len(words) {
		segs = append(segs, segment{ws: -1, words: words[nextWord:]})
	}
	for i := 0; i < len(segs); i++ {
		sg := segs[i]
		switch {
		case sg.good:
			b.words = append(b.words, sg.words...)
			for range sg.words {
				b.tags = append(b.tags, Self)
			}
			b.target = append(b.target, sg.asr...)
			continue
		case sg.ws < 0:
			d.found(b, "", sg.words)
			continue
		}
		// A run holding punctuation nobody says is aligned in its pieces
		// first, as the punctuation between matched words cuts: one span
		// over it glued a year and a count into one CARDINAL ("2001 ,
		// 25" / "two thousand one twenty five", its comma inside a tag).
		b.signSaid = true
		if d.foundParts(b, written, sg.parts, sg.words) {
			b.signSaid = false
			continue
		}
		f := d.found(b, written[sg.ws:sg.we], sg.words)
		if f == nil {
			b.signSaid = false
			continue
		}
		// The matcher may have cut a span at a word it repeats ("$2
		// million" / "two million dollars" matches "million"): retry with
		// the next few segments joined to it.
		merged := false
		we := sg.we
		ws := append([]string(nil), sg.words...)
		for k := i + 1; k < len(segs) && k <= i+4 && !merged; k++ {
			if segs[k].ws >= 0 {
				we = segs[k].we
			}
			ws = append(ws, segs[k].words...)
			if d.found(b, written[sg.ws:we], ws) == nil {
				merged, i = true, k
			}
		}
		b.signSaid = false
		if !merged && d.found(b, written[sg.ws:sg.we], sg.words) != nil {
			if f.Rule == RuleNonMonotonic || f.Rule == RuleUnaligned {
				if w := d.unsaidWord(b, written[sg.ws:sg.we], sg.words); w != "" {
					return &Failure{RuleWrittenOnly, fmt.Sprintf("%q is written but not spoken (the rest of %q aligns without it)", textcut.Quote(w), textcut.Quote(written[sg.ws:sg.we]))}
				}
			}
			return f // an amount whose sign nobody says is tried last
		}
	}
	return nil
}

// maxUnsaidFields bounds the white-space tokens of a run unsaidWord
// searches (each candidate is one more alignment of the run).
const maxUnsaidFields = 12

// unsaidWord names a word of letters (periods allowed: "U.S", "Inc.") in a
// run of the gap that did not align when no spoken word of the run says it
// and the run aligns without it: the row's failure is the written word
// nobody said (written_not_spoken), as for such a word alone, not the
// order or the fragments of the numbers around it. NeMo's GTN sentences
// drop a court reporter's abbreviation from the spoken side of a citation
// ("63 U.S . 1 44 ( 1859 )" said "sixty three one forty four eighteen fifty
// nine"): the run, one found span with "U.S" inside, was rejected as
// non_monotonic ("one" written elsewhere, its units taken by "u.s").
// It returns "" when no such word makes the run align.
func (d *Deriver) unsaidWord(b *builder, run string, words []string) string {
	fields := strings.Fields(run)
	if d.unsaid || len(fields) < 2 || len(fields) > maxUnsaidFields {
		return ""
	}
	d.unsaid = true
	defer func() { d.unsaid = false }()
	spoken := strings.Join(words, " ")
	for i, f := range fields {
		if !unsaidBy(f, words) {
			continue
		}
		rest := strings.Join(append(fields[:i:i], fields[i+1:]...), " ")
		nb := b.fork()
		if d.gap(&nb, rest, spoken) == nil {
			return f
		}
	}
	return ""
}

// unsaidBy reports a written token of letters and periods, with a letter,
// that no word explains: none equals it in spoken form or one of its runs
// of letters ("u s" says "U.S"), none it could write by the lexicon,
// abbreviate or spell like (coreScore), and no words in a row abbreviate
// its runs of letters one by one ("united states" says "U.S").
func unsaidBy(f string, words []string) bool {
	lf := strings.ToLower(f)
	if strings.IndexFunc(lf, unicode.IsLetter) < 0 ||
		strings.IndexFunc(lf, func(r rune) bool { return !unicode.IsLetter(r) && r != '.' }) >= 0 {
		return false
	}
	runs := strings.FieldsFunc(lf, func(r rune) bool { return r == '.' })
	joined := strings.Join(runs, "")
	bare := strings.TrimSuffix(lf, ".")
	for i, w := range words {
		if w == joined || slices.Contains(runs, w) || coreScore(w, lf) > 0 || coreScore(w, bare) > 0 || coreScore(w, joined) > 0 {
			return false
		}
		if len(runs) > 1 && i+len(runs) <= len(words) {
			each := true
			for k, r := range runs {
				each = each && coreScore(words[i+k], r) > 0
			}
			if each {
				return false
			}
		}
	}
	return true
}

// markPieces cuts the white-space token w, at byte offset off of its
// text, into its pieces as Google TN's tokenizer writes them: the marks
// nobody says that open and close it (brackets, double quotes, the
// sentence's marks), each a piece of its own (a run of one mark, "...",
// is one), and the word between them ("(1993)." -> "(" "1993" ")" ".").
// prep gtn --detokenize joins such marks to their words, and a found span
// over such a word kept them: its target wrote the sentence's period and
// brackets beside a number ("waelkens christoffel (1993)."; the same
// sentence tokenized gave "... 1993") while a word outside spans lost
// them, so a tagger was taught to write marks it never hears (a third of
// the Kaggle GTN study half's rows). A bracket the word opens or closes
// itself stays ("f(x)", "(s)he"), and so does a period after letters
// ("Mrs.", "Inc. 's", "Oct. 12": an abbreviation's, which Google TN's
// tokens hold; not an ellipsis' last period, "km...") unless the word
// ends the text (next, the text after it, is empty) and is no dotted
// abbreviation ("U.S.", "a.m."); nothing is cut from a token of marks
// alone, and none from an area code before its local number (three
// digits in brackets, "(555) 123-4567": next begins with reLocalNumber),
// whose brackets are the telephone number's ("(1984) 164", a year before
// a page, is cut). Pieces are byte ranges [from, to) in the gap.
func markPieces(w string, off int, next string) [][2]int {
	if len(w) == 5 && w[0] == '(' && w[4] == ')' && allDigits(w[1:4]) && reLocalNumber.MatchString(next) {
		// Only here: matched for every token, the pattern cost a tenth
		// of a 1,000-word gap's time (the backtracker clears its state
		// for the whole text after the token).
		return [][2]int{{off, off + len(w)}}
	}
	last := next == ""
	core := w
	for core != "" {
		r, n := utf8.DecodeRuneInString(core)
		if !strings.ContainsRune(openingMarks, r) || unbalancedCloser(core[n:], r) {
			break
		}
		core = core[n:]
	}
	lead := len(w) - len(core)
	for core != "" {
		r, n := utf8.DecodeLastRuneInString(core)
		rest := core[:len(core)-n]
		if r == '.' && strings.HasSuffix(rest, "..") {
			// An ellipsis ("km..."): its periods go together, none of
			// them an abbreviation's (it was cut "km." ".."). Two
			// periods are none: "U.S.A.." is the abbreviation's and the
			// sentence's ("U.S.A." "."; cut "U.S.A" "..", the target lost
			// the abbreviation's period).
			rest = strings.TrimRight(rest, ".")
		} else if !strings.ContainsRune(closingMarks, r) || unbalancedOpener(rest, r) || r == '.' && keepsPeriod(rest, last) {
			break
		}
		core = rest
	}
	if len(core) == len(w) || !strings.ContainsFunc(core, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) {
		return [][2]int{{off, off + len(w)}}
	}
	var out [][2]int
	marks := func(from, to int) {
		for k := from; k < to; {
			r, n := utf8.DecodeRuneInString(w[k:])
			e := k + n
			for e < to && strings.HasPrefix(w[e:], string(r)) {
				e += n
			}
			out = append(out, [2]int{off + k, off + e})
			k = e
		}
	}
	marks(0, lead)
	out = append(out, [2]int{off + lead, off + lead + len(core)})
	marks(lead+len(core), len(w))
	return out
}

// numberCompoundPieces cuts each piece of the gap that is a number, a
// hyphen and a word of letters ("18-month", "3,000-square", "25-year-old")
// into the number, the hyphen and the word, as Google TN's tokenizer wrote
// them ("18 - month") before prep gtn --detokenize joined them
// (sources/detokenize.go, compoundAfterNumber): the number is a found span
// of its own and the word a plain word, whose hyphen nobody says and the
// target drops, as it drops a plain compound's ("well-known" -> "well
// known"). So the row is tagged as the tokenized sentence is, as NeMo's
// Thutmose data tags it ("_18_ <SELF>", CARDINAL over "eighteen") and as a
// span given with its class is ("18" of "18-month"); found whole, the span
// held the word ("_18-_ <SELF>", CARDINAL over "eighteen month"): a hyphen
// twin of each number fragment, and "year-_" for the plain word "year" of
// "25-year-old"). The number is everything before the first hyphen, ending
// in a digit ("'90", "MP3"); the word is lower-case letters, its first run
// three or more, in runs joined by hyphens ("year", "year-old"). Left whole
// (a span, hyphen kept): a number part holding a hyphen ("1-800-flowers",
// a telephone number), a part after the hyphen that is not all letters
// ("COVID-19", "18-20"), a capital in it, or a first run of one or two
// letters: a code or a unit ("401-ks" and "133-a" said "four oh one ks",
// NeMo's test_cases_normalize_with_audio.txt, whose hyphen is the code's;
// "5-km" said "five kilometer", a measure).
func numberCompoundPieces(written string, pieces [][2]int) [][2]int {
	for k := 0; k < len(pieces); k++ {
		p := pieces[k]
		w := written[p[0]:p[1]]
		h := strings.IndexByte(w, '-')
		if h <= 0 || h == len(w)-1 {
			continue
		}
		if r, _ := utf8.DecodeLastRuneInString(w[:h]); !unicode.IsDigit(r) {
			continue
		}
		if !compoundWord(w[h+1:]) {
			continue
		}
		cut := [][2]int{{p[0], p[0] + h}, {p[0] + h, p[0] + h + 1}, {p[0] + h + 1, p[1]}}
		pieces = append(pieces[:k], append(cut, pieces[k+1:]...)...)
		k += 2
	}
	return pieces
}

// compoundWord reports whether s is runs of lower-case letters joined by
// single hyphens, the first run of three letters or more ("year",
// "year-old"; not "ks", "km", "D").
func compoundWord(s string) bool {
	runs := strings.Split(s, "-")
	if utf8.RuneCountInString(runs[0]) < 3 {
		return false
	}
	for _, run := range runs {
		if run == "" {
			return false
		}
		for _, r := range run {
			if !unicode.IsLower(r) {
				return false
			}
		}
	}
	return true
}

// openingMarks and closingMarks are the marks markPieces cuts off a word.
const (
	openingMarks = "([{\"“„¿¡`"
	closingMarks = ")]}\"”.,;:!?…"
)

// unbalancedCloser reports whether the opening bracket r is closed inside
// rest and not at its end ("(s)he": the word's own brackets).
func unbalancedCloser(rest string, r rune) bool {
	i := strings.IndexRune("([{", r)
	return i >= 0 && strings.ContainsRune(strings.TrimRight(rest, closingMarks), rune(")]}"[i]))
}

// unbalancedOpener reports whether the closing bracket r closes a bracket
// the word opened after its first character ("f(x)", "friend(s)").
func unbalancedOpener(rest string, r rune) bool {
	i := strings.IndexRune(")]}", r)
	return i >= 0 && strings.ContainsRune(strings.TrimLeft(rest, openingMarks), rune("([{"[i]))
}

// reLocalNumber is a telephone number's local part at the start of a
// text ("123-4567", "123 4567", "123.4567").
var reLocalNumber = regexp.MustCompile(`^[0-9]{3}[-. ]?[0-9]{4}\b`)

// keepsPeriod reports whether a word's last period stays with rest, the
// word before it: any period after a letter, but at the text's end (last)
// only a dotted abbreviation's, one letter after a period ("U.S", "a.m",
// "Ph.D"; not a domain's "gcatholic.org").
func keepsPeriod(rest string, last bool) bool {
	r, _ := utf8.DecodeLastRuneInString(rest)
	if !unicode.IsLetter(r) {
		return false
	}
	if !last {
		return true
	}
	i := strings.LastIndexByte(rest, '.')
	return i >= 0 && utf8.RuneCountInString(rest[i+1:]) == 1
}

// saidMinusAfter makes a span of a good token that ends in "-" when the
// spoken word after its own is a "minus" no written word matched: a credit
// rating ("A-" / "a minus", "AA-"). The dash is punctuation to the spoken
// form, so the token matched "a", "minus" became a <DELETE> word and the
// target lost the sign; as a span, "minus" writes it ("a-": <SELF> _-_).
// A "+" is a said symbol already ("A+" was a span). Such tokens are rare:
// matchedTo is searched for each one, no set of it built for every gap.
func saidMinusAfter(written string, toks []wtok, words []string, matchedTo []int) {
	for ti := range toks {
		t := &toks[ti]
		if !t.good || t.first < 0 || !strings.HasSuffix(written[t.start:t.end], "-") {
			continue
		}
		if next := t.first + len(t.asr); next < len(words) && words[next] == "minus" && !slices.Contains(matchedTo, next) {
			t.good = false
		}
	}
}

// maxParts bounds the pieces a failed found span is split into, and
// maxPartWords the words shared out among them, where every way of sharing
// is tried (each is an alignment; a long run is not worth it). A run
// between unsaid punctuation of more pieces (a list) is shared out with
// its failures remembered instead, within the bounds below.
const (
	maxParts     = 4
	maxPartWords = 24
)

// A run of more pieces than maxParts (runParts; at most maxListParts,
// maxListWords words) is shared out with its failures remembered, each
// piece taking at most maxPieceWords words (a number of 13 digits said
// one by one takes 13).
const (
	maxListParts  = 24
	maxListWords  = 96
	maxPieceWords = 16
)

// runParts cuts a run of tokens at its punctuation-only tokens that nobody
// says (GTN's "2009, quote marks, ( PDF" -> "2009", "PDF"; "2001 , 25" /
// "two thousand one twenty five" -> "2001", "25"); nil when there is one
// piece or too many. A punctuation token is no cut (cutsRun) when a word
// of the run names it ("19 _ 411" / "nineteen underscore four hundred
// eleven": the target must not lose a said "_"; "1 : 250000" said "one
// to ..."), when it is a date's comma ("22 , 2001") or an abbreviation's
// period ("27 Oct . 2010"): Google TN's DATE token holds them.
func runParts(written string, toks []wtok, words []string) [][2]int {
	var parts [][2]int
	open, cut := false, false
	for k, t := range toks {
		if len(t.asr) == 0 && !t.sym {
			if cutsRun(written, toks, k, words) {
				open, cut = false, true
				continue
			}
			if !open {
				continue
			}
		}
		if open {
			parts[len(parts)-1][1] = t.end
			continue
		}
		parts = append(parts, [2]int{t.start, t.end})
		open = true
	}
	if !cut || len(parts) < 2 || len(parts) > maxListParts {
		return nil
	}
	return parts
}

// cutsRun reports whether the punctuation-only token toks[k] of a run cuts
// it: no word of the run names a character of it ("to" a ":" or a "-",
// "underscore" a "_"), and it is no date's comma between a day and a year
// ("22 , 2001"), no dash, slash or colon between two numbers ("2003 -
// 04", a season said "two thousand three four"; a slash also before an
// ordinal, "1 / 32nd") and no period right after
// a word (an abbreviation's, "Oct ." and "p ." written apart).
func cutsRun(written string, toks []wtok, k int, words []string) bool {
	s := written[toks[k].start:toks[k].end]
	for _, r := range s {
		for _, w := range words {
			if inList(lexicon[w], string(r)) || w == "to" && r == ':' {
				return false
			}
		}
	}
	prev, next := "", ""
	for i := k - 1; i >= 0; i-- {
		if len(toks[i].asr) > 0 || toks[i].sym {
			prev = written[toks[i].start:toks[i].end]
			break
		}
	}
	for i := k + 1; i < len(toks); i++ {
		if len(toks[i].asr) > 0 || toks[i].sym {
			next = written[toks[i].start:toks[i].end]
			break
		}
	}
	switch s {
	case ",":
		return !(reDayOfMonthToken.MatchString(prev) && reYearToken.MatchString(next))
	case "-", "–", "—", ":":
		// Between two numbers the written form of a season, a score, a
		// ratio ("2003 - 04", "1 : 2"): kept with them.
		return !(allDigits(prev) && allDigits(next))
	case "/":
		// A fraction's also before an ordinal ("1 / 32nd" said "one
		// thirty second"; "100 - 15th March" is no range; a DOI's
		// "10.1007 / 978-..." still cuts).
		return !(allDigits(prev) && (allDigits(next) || reOrdinalToken.MatchString(next)))
	case ".":
		r, _ := utf8.DecodeLastRuneInString(written[toks[k-1].start:toks[k-1].end])
		return !unicode.IsLetter(r)
	}
	return true
}

// reDayOfMonthToken and reYearToken are a date's day and year written
// apart around its comma ("22 , 2001", "31st , 1987").
var (
	reDayOfMonthToken = regexp.MustCompile(`^(?:[1-9]|[12][0-9]|3[01])(?:st|nd|rd|th)?$`)
	reYearToken       = regexp.MustCompile(`^[12][0-9]{3}$`)
	// reOrdinalToken is an ordinal in digits ("32nd").
	reOrdinalToken = regexp.MustCompile(`^[0-9]+(?:st|nd|rd|th)$`)
)

// foundParts is the fallback of a found span that does not align whole:
// its pieces between punctuation-only tokens are aligned as spans of
// their own, each with at least one word, in order (the punctuation
// between them is never said, as between good tokens). It appends them
// and reports true when every piece aligns. A run of more than maxParts
// pieces (a list: "1988 , 1989 , 1990 , 1991 , 1992", "5 , 6 , 41 , 1 ,
// 11") is shared out with the ways that failed remembered (by piece and
// first word) and at most maxPieceWords words a piece; such a run was
// aligned whole, its commas riding in the tags ("8__,_") and the target
// ("1988 , 1989 , ..."), one CARDINAL over the list, while a list of
// four pieces lost them.
func (d *Deriver) foundParts(b *builder, written string, parts [][2]int, words []string) bool {
	if len(parts) == 0 || len(words) < len(parts) || len(parts) <= maxParts && len(words) > maxPartWords ||
		len(words) > maxListWords {
		return false
	}
	var failed map[[2]int]bool
	if len(parts) > maxParts {
		failed = make(map[[2]int]bool)
	}
	return d.foundPartsFrom(b, written, parts, 0, words, 0, failed)
}

// foundPartsFrom aligns parts[p:] with words[w:] for foundParts; failed,
// when not nil, holds the (p, w) known to fail.
func (d *Deriver) foundPartsFrom(b *builder, written string, parts [][2]int, p int, words []string, w int, failed map[[2]int]bool) bool {
	if failed[[2]int{p, w}] {
		return false
	}
	first, rest := written[parts[p][0]:parts[p][1]], words[w:]
	if p == len(parts)-1 {
		nb := b.fork()
		if d.found(&nb, first, rest) != nil {
			if failed != nil {
				failed[[2]int{p, w}] = true
			}
			return false
		}
		*b = nb
		return true
	}
	try := func(k int) bool {
		nb := b.fork()
		if d.found(&nb, first, rest[:k]) != nil || !d.foundPartsFrom(&nb, written, parts, p+1, words, w+k, failed) {
			return false
		}
		*b = nb
		return true
	}
	most := len(rest) - (len(parts) - p - 1)
	if failed != nil {
		most = min(most, maxPieceWords)
	}
	k0 := -1
	if n := len(first); allDigits(first) && n <= most && saysDigitByDigit(rest[:n]) {
		// Digits said one by one ("00 , 000 , 00" / "o o o o o o o"):
		// one word a digit first, where the first sharing that aligns
		// gave "00" to one "o" and two "o" to nothing.
		if k0 = n; try(k0) {
			return true
		}
	}
	for k := 1; k <= most; k++ {
		if k != k0 && try(k) {
			return true
		}
	}
	if failed != nil {
		failed[[2]int{p, w}] = true
	}
	return false
}

// allSymbols reports tokens none of which has a spoken-form word.
func allSymbols(toks []wtok) bool {
	for _, t := range toks {
		if len(t.asr) > 0 {
			return false
		}
	}
	return true
}

// segment is one stretch of a gap: good written tokens read as themselves,
// a found span (written bytes [ws, we) and its spoken words), or spoken
// words with no written counterpart (ws < 0).
type segment struct {
	good   bool
	ws, we int
	words  []string
	asr    []string
	parts  [][2]int // a found span's pieces between punctuation tokens (runParts)
}

// found appends a span found by the gap matcher: spoken words with no
// written text are <DELETE>; written text with no spoken words joins the
// span before it when there is one.
func (d *Deriver) found(b *builder, written string, words []string) *Failure {
	if written == "" {
		for _, w := range words {
			b.words = append(b.words, w)
			b.tags = append(b.tags, Delete)
		}
		return nil
	}
	if len(words) == 0 {
		if unsaidMarkup(strings.ToLower(written)) {
			return nil // markup nobody says, as punctuation
		}
		return &Failure{RuleWrittenOnly, fmt.Sprintf("%q is written but not spoken", textcut.Quote(written))}
	}
	if t := dropQuotes(written); t != "" {
		written = t
	}
	// A text holding white space other than ' ' has each run of white
	// space made one space, as span() writes the target (a text of plain
	// spaces alone is left as it is): a no-break space ("5\u00a0km",
	// Wikipedia's between a number and its unit) hid the unit from
	// GuessClass (a CARDINAL, not a MEASURE) and from the cuts below,
	// which look for ' '.
	if strings.ContainsFunc(written, func(r rune) bool { return r != ' ' && unicode.IsSpace(r) }) {
		written = strings.Join(strings.Fields(written), " ")
	}
	if k, head, clitic, said, rest := cliticSplit(written, words); k > 0 && (rest == "") == (k == len(words)) {
		// "WWE 's" said "w w e's" (NeMo's GTN sentences, the clitic
		// joined by the GTN readers): the word's span with the clitic
		// on its last word, as a given span and the clitic after it
		// (cliticAfterSpan); the span "WWE 's" had no class and wrote
		// "wwe 's" ("e__'s_").
		nb := b.fork()
		hw := append(append([]string(nil), words[:k-1]...), strings.TrimSuffix(words[k-1], said))
		if d.found(&nb, head, hw) == nil && nb.joinClitic(clitic, said) && (rest == "" || d.found(&nb, rest, words[k:]) == nil) {
			*b = nb
			return nil
		}
	}
	if k, rest := spelledLead(written, words); k > 0 {
		// "ISBN 3-7705-3380-1" said "i s b n three seven ...": the
		// letters and the number are two tokens (Google TN: LETTERS,
		// then TELEPHONE or CARDINAL), not one CARDINAL.
		nb := b.fork()
		if d.span(&nb, "LETTERS", written[:len(written)-len(rest)], words[:k]) == nil && d.found(&nb, rest, words[k:]) == nil {
			*b = nb
			return nil
		}
	}
	if lead, rest := abbreviationLead(written); lead != "" {
		// "e.g. 5" said "for example five": the abbreviation is a word
		// of its own (Google TN's PLAIN "e.g." -> "for example"), then
		// the number's span (CARDINAL "5"); one CARDINAL held both. A
		// month said ("Oct. 12, 1830") is the date's: one DATE span.
		for k := 1; k < len(words) && k <= maxAbbreviationWords && !saysMonth(words[:k]); k++ {
			nb := b.fork()
			if d.span(&nb, "ABBREVIATION", lead, words[:k]) == nil && d.found(&nb, rest, words[k:]) == nil {
				*b = nb
				return nil
			}
		}
	}
	if k, head := spelledTail(written, words); k > 0 {
		// "HLRT 827 AT" said "... eight two seven a t": a code's digits
		// said one by one, then its letters, are two tokens (DIGIT or
		// CARDINAL, then LETTERS), not one MEASURE with "at" for a unit.
		nb := b.fork()
		n := len(words) - k
		if d.found(&nb, head, words[:n]) == nil && d.span(&nb, "LETTERS", strings.TrimLeft(written[len(head):], " "), words[n:]) == nil {
			*b = nb
			return nil
		}
	}
	if j, head, tail := codeTail(written, words); j > 0 {
		// "RX 2540 M1" said "... two five four o m one": a code's digits
		// said one by one, then a model code of capitals and digits, are
		// two tokens, not one MEASURE with "m" for meters.
		nb := b.fork()
		if d.found(&nb, head, words[:j]) == nil && d.span(&nb, GuessClass(tail, words[j:]), tail, words[j:]) == nil {
			*b = nb
			return nil
		}
	}
	class := GuessClass(written, words)
	if class == "PLAIN" && d.foundSplit(b, written, words) {
		return nil
	}
	if class == "CARDINAL" && d.numbersApart(b, written, words) {
		return nil
	}
	if numberClasses[class] && d.wordBeforeNumber(b, written, words) {
		return nil
	}
	n := len(b.semiotic)
	if f := d.span(b, class, written, words); f != nil {
		return f
	}
	if len(b.semiotic) > n {
		b.foundWritten[len(b.foundWritten)-1] = written
	}
	return nil
}

// Bounds of foundSplit: the written words and spoken words of a found
// span it cuts (each cut is an alignment of both parts).
const (
	maxSplitWritten = 8
	maxSplitWords   = 16
)

// foundSplit aligns a found span whose class is PLAIN as two found spans
// cut between written words, when one part has a class of its own: GTN's
// tokens "Vol" and "II" said "volume two" (PLAIN, then CARDINAL), "WW II"
// "w w two" (LETTERS, CARDINAL), "I AA" "one a a" are next to each other
// with no word read as itself between them, so the matcher found one span
// whose text no class pattern reads ("vol ii"): no semiotic entry, where
// Google TN has one per token. The first cut whose parts both align is
// taken (the tags are those of the whole span when it aligned word by
// word); it reports whether one was, b unchanged otherwise.
func (d *Deriver) foundSplit(b *builder, written string, words []string) bool {
	if d.splitting || len(words) < 2 || len(words) > maxSplitWords {
		return false
	}
	fields := strings.Fields(written)
	if len(fields) < 2 || len(fields) > maxSplitWritten {
		return false
	}
	d.splitting = true
	defer func() { d.splitting = false }()
	for i := 0; i < len(written); i++ {
		if written[i] != ' ' || i == 0 || written[i-1] == ' ' {
			continue
		}
		head, tail := written[:i], strings.TrimLeft(written[i:], " ")
		for k := 1; k < len(words); k++ {
			if GuessClass(head, words[:k]) == "PLAIN" && GuessClass(tail, words[k:]) == "PLAIN" {
				continue
			}
			nb := b.fork()
			if d.found(&nb, head, words[:k]) == nil && d.found(&nb, tail, words[k:]) == nil {
				*b = nb
				return true
			}
		}
	}
	return false
}

// numbersApart aligns a found CARDINAL span whose written text is two or
// more numbers apart ("1 40" said "one forty", "6 48" "six forty eight",
// "37 2009" "thirty seven two thousand nine": Google TN's tokens, each a
// CARDINAL or DATE of its own, with no word read as itself between them)
// as one found span per number: one CARDINAL over both taught a tagger
// that a span's fragments join unrelated tokens (`_1_ _40_` under one
// entry). The first number takes the fewest words that align, the rest
// is found again. Numbers grouped by spaces ("1 000" said "one thousand",
// a scale word in the words) and digits said one by one (a TELEPHONE or
// DIGIT, not a CARDINAL) stay one span. It reports whether it cut, b
// unchanged otherwise.
func (d *Deriver) numbersApart(b *builder, written string, words []string) bool {
	fields := strings.Fields(written)
	if len(fields) < 2 || len(fields) > maxSplitWritten || len(words) > maxSplitWords {
		return false
	}
	for i, f := range fields {
		if !allDigits(f) || i > 0 && len(f) == 3 && saysScale(words) {
			return false
		}
	}
	head := fields[0]
	tail := strings.TrimLeft(written[strings.Index(written, head)+len(head):], " ")
	for k := 1; k < len(words); k++ {
		nb := b.fork()
		if d.found(&nb, head, words[:k]) == nil && d.found(&nb, tail, words[k:]) == nil {
			*b = nb
			return true
		}
	}
	return false
}

// numberClasses are the classes of a found span whose text a word before
// a number may share with it without being the number's (wordBeforeNumber);
// a MONEY, MEASURE, DATE or TIME span's words around its number are its
// own ("Rs 500", "Aug 5", "AD 79").
var numberClasses = map[string]bool{"CARDINAL": true, "ORDINAL": true, "DECIMAL": true, "DIGIT": true}

// wordBeforeNumber aligns a found span of a number class whose written
// text holds a word of letters before a number ("vol 16" said "volume
// sixteen", "No 3" "number three", "pp 12" "pages twelve", "harbour 9"
// "harbor nine", "vol 4 no 2" "volume four number two") as the word's
// span and the rest found again: Google TN has the word a token of its
// own (PLAIN "vol" -> "volume", as "Vol." or "No." with its period,
// abbreviationLead; a roman numeral "iii" a CARDINAL) and the number
// another; one CARDINAL over both taught a tagger that "volume" is part
// of a number. The word opens the text or follows a number; it takes the
// fewest words that align (at most maxAbbreviationWords, no month: "Aug
// 5" is a date's, and not an era: "AD 79"). A word that measures the
// number before it ("5 ft 3") makes the span a MEASURE, not one of
// numberClasses. It reports whether it cut, b unchanged otherwise.
func (d *Deriver) wordBeforeNumber(b *builder, written string, words []string) bool {
	fields := strings.Fields(written)
	if len(fields) < 2 || len(fields) > maxSplitWritten || len(words) < 2 || len(words) > maxSplitWords {
		return false
	}
	for i := 0; i+1 < len(fields); i++ {
		if !isWordLead(fields[i]) || !isDigitByte(fields[i+1][0]) {
			continue
		}
		if i > 0 {
			// The number before the word, then the word and what
			// follows it (found again: the word is its lead).
			at := fieldOffset(written, i)
			head, tail := strings.TrimRight(written[:at], " "), written[at:]
			for k := 1; k < len(words); k++ {
				nb := b.fork()
				if d.found(&nb, head, words[:k]) == nil && d.found(&nb, tail, words[k:]) == nil {
					*b = nb
					return true
				}
			}
			return false
		}
		rest := strings.TrimLeft(written[len(fields[0]):], " ")
		for k := 1; k < len(words) && k <= maxAbbreviationWords && !saysMonth(words[:k]); k++ {
			nb := b.fork()
			if d.found(&nb, fields[0], words[:k]) == nil && d.found(&nb, rest, words[k:]) == nil {
				*b = nb
				return true
			}
		}
		return false
	}
	return false
}

// isWordLead reports a written word of letters, maybe with a period after
// them ("vol", "No", "pp", "sec."), that is no era ("AD 79" is one DATE).
func isWordLead(f string) bool {
	w := strings.TrimSuffix(f, ".")
	if w == "" || strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }) >= 0 {
		return false
	}
	return !spelledEras[strings.ToUpper(w)]
}

// fieldOffset is the byte offset of written's i-th white-space field.
func fieldOffset(written string, i int) int {
	at := 0
	for n := 0; ; n++ {
		for at < len(written) && written[at] == ' ' {
			at++
		}
		if n == i {
			return at
		}
		for at < len(written) && written[at] != ' ' {
			at++
		}
	}
}

// saysScale reports a scale word of a thousand or more among words
// (scaleZeros: "thousand", "million", "lakh", "quadrillion"): a number
// grouped by spaces ("1 000 000" said "one million") is one. Its own list
// stopped at "trillion", so a quadrillion's groups were cut in two spans.
func saysScale(words []string) bool {
	return slices.ContainsFunc(words, func(w string) bool { return scaleZeros[w] >= 3 })
}

// maxAbbreviationWords bounds the words an abbreviation leading a found
// span may be said in ("for example", "that is", "and so on").
const maxAbbreviationWords = 3

// abbreviationLead splits a found span's written text that opens with an
// abbreviation (a word of letters with a period, no digit: "e.g.",
// "i.e.", "approx.", "cf.") followed by a number into the abbreviation and
// the text from the number on; "" when it does not.
func abbreviationLead(written string) (string, string) {
	sp := strings.IndexByte(written, ' ')
	if sp < 2 {
		return "", ""
	}
	lead := written[:sp]
	if !strings.Contains(lead, ".") || strings.IndexFunc(lead, unicode.IsDigit) >= 0 || strings.IndexFunc(lead, unicode.IsLetter) < 0 {
		return "", ""
	}
	rest := strings.TrimLeft(written[sp:], " ")
	if rest == "" || !isDigitByte(rest[0]) {
		return "", ""
	}
	return lead, rest
}

// spelledLead reports whether a found span's written text opens with a
// word of two to six letters (capitals or not) spelled as its first words ("ISBN", "OCLC",
// "LCCN" said "i s b n") and goes on with a number: the count k of those
// words and the written text after the word (from its number on), or 0.
func spelledLead(written string, words []string) (int, string) {
	sp := strings.IndexByte(written, ' ')
	if sp < 2 || sp > 6 || len(words) <= sp {
		return 0, ""
	}
	// In any letter case: "Unc 119" said "u n c one hundred nineteen"
	// (a gene's name), "pg 202" "p g two hundred two" are LETTERS, then
	// the number (each was one CARDINAL).
	if caps := strings.ToUpper(written[:sp]); caps == "AD" || !spellsCapitals(caps, words[:sp]) {
		return 0, "" // "AD 79" is one DATE
	}
	rest := strings.TrimLeft(written[sp:], " ")
	if rest == "" || !isDigitByte(rest[0]) {
		return 0, ""
	}
	return sp, rest
}

// spelledTail reports whether a found span's written text ends with a
// word of two to six capitals spelled as its last words after a number
// of two digits or more said digit by digit ("827 AT" said "eight two
// seven a t"), or after a number said whole that the capitals do not
// measure ("2014 WFTDA" "twenty fourteen w f t d a", "1987 NHL", "1 DJ":
// a year or a count, then an initialism; they were one MEASURE), or
// after an ordinal ("2nd BT" "second b t"): the
// count k of those words and the written text before the word, or 0. A
// unit, an hour's AM or PM and an era after a number said whole ("5 MB"
// "five m b", "200 AD") belong to it and keep the span (spelledUnits).
func spelledTail(written string, words []string) (int, string) {
	sp := strings.LastIndexByte(written, ' ')
	if sp < 0 {
		return 0, ""
	}
	// The capitals may carry the sentence's punctuation in detokenized
	// text ("It was the 2nd BT." "1987 NHL,"): the LETTERS span keeps it
	// (nobody says it). Letters in lower case spelled ("1979 dtv" "...
	// d t v", "1945 pp" "... p p") count as capitals: a MEASURE took
	// them for a unit.
	caps := strings.ToUpper(strings.TrimRight(written[sp+1:], ".,;:!?"))
	k := len(caps)
	if k < 2 || k > 6 || len(words) < k+1 {
		return 0, ""
	}
	n := len(words) - k
	if !spellsCapitals(caps, words[n:]) {
		return 0, ""
	}
	head := strings.TrimRight(written[:sp], " ")
	if reOrdinal.MatchString(head) && (!spelledUnits[caps] || spelledEras[caps]) {
		// "2nd BT" said "second b t": ORDINAL, then LETTERS; an
		// ordinal has no era ("the 1st AD", a first assistant director,
		// was one MEASURE).
		return k, head
	}
	if head == "" || !isDigitByte(head[0]) || !isDigitByte(head[len(head)-1]) {
		return 0, ""
	}
	if !(n >= 2 && saysDigitByDigit(words[:n])) && (spelledUnits[caps] || strings.Trim(head, "0123456789,.") != "") {
		return 0, ""
	}
	return k, head
}

// spelledEras are the eras among spelledUnits: a year's, never an
// ordinal's.
var spelledEras = map[string]bool{"AD": true, "BC": true, "BCE": true, "CE": true}

// spelledUnits are the capitals that a number said whole goes on with as
// one token when they are spelled: units ("5 MB" "five m b"), an hour's
// half of the day and time zones ("10 PM"), eras ("200 AD") and currency
// codes ("100 USD"), the last two added from their own lists.
var spelledUnits = withErasAndCurrencyCodes(map[string]bool{
	"KB": true, "MB": true, "GB": true, "TB": true, "PB": true, "KBPS": true, "MBPS": true, "GBPS": true,
	"KW": true, "MW": true, "GW": true, "KWH": true, "MWH": true, "GWH": true, "TWH": true, "HP": true, "BHP": true,
	"PPM": true, "PPB": true, "PPMV": true, "MPH": true, "KPH": true, "KMH": true, "RPM": true, "BPM": true,
	"FPS": true, "DPI": true, "PPI": true, "CC": true, "MG": true, "ML": true, "KG": true, "KM": true, "MM": true,
	"CM": true, "NM": true, "HZ": true, "KHZ": true, "MHZ": true, "GHZ": true, "DB": true, "KV": true, "MA": true,
	"MAH": true, "LB": true, "LBS": true, "OZ": true, "FT": true, "MI": true, "YD": true, "GAL": true, "PSI": true,
	"IU": true, "MCG": true, "BTU": true, "MPG": true, "CFM": true, "GPM": true, "KVA": true, "KPA": true, "MPA": true,
	"KJ": true, "MJ": true,
	"AM": true, "PM": true, "EST": true, "EDT": true, "CST": true, "CDT": true, "MST": true, "MDT": true,
	"PST": true, "PDT": true, "GMT": true, "UTC": true, "BST": true, "CET": true, "IST": true, "JST": true,
	"ET": true, "PT": true, "CT": true, "MT": true,
})

// withErasAndCurrencyCodes adds to units the eras (spelledEras: "200 AD")
// and the currencies' ISO codes reCurrencyCode knows (isoCodeAlternatives
// in capitals: "100 USD" said "one hundred u s d" is one MONEY, not a
// CARDINAL and LETTERS), so that each list is written once.
func withErasAndCurrencyCodes(units map[string]bool) map[string]bool {
	for era := range spelledEras {
		units[era] = true
	}
	for _, code := range strings.Split(isoCodeAlternatives, "|") {
		units[strings.ToUpper(code)] = true
	}
	return units
}

// codeTail reports whether a found span's written text ends with a code
// of one to three capitals and one to four digits ("M1", "G10") after a
// number of two digits or more said digit by digit ("2540 M1" said "two
// five four o m one"; "5 M1" keeps its span),
// its capitals spelled and its digits said as numbers: the index j of
// the code's first spoken word, the written text before the code and
// the code, or 0.
func codeTail(written string, words []string) (int, string, string) {
	sp := strings.LastIndexByte(written, ' ')
	if sp < 0 {
		return 0, "", ""
	}
	tail := written[sp+1:]
	l := 0
	for l < len(tail) && tail[l] >= 'A' && tail[l] <= 'Z' {
		l++
	}
	if l == 0 || l > 3 || len(tail)-l > 4 || !allDigits(tail[l:]) {
		return 0, "", ""
	}
	head := strings.TrimRight(written[:sp], " ")
	if len(head) < 2 || !isDigitByte(head[0]) || !isDigitByte(head[len(head)-1]) {
		return 0, "", ""
	}
	for j := 2; j+l < len(words); j++ {
		if !saysDigitByDigit(words[:j]) {
			return 0, "", ""
		}
		if spellsCapitals(tail[:l], words[j:j+l]) && saysNumberWords(words[j+l:]) {
			return j, head, tail
		}
	}
	return 0, "", ""
}

// saysNumberWords reports whether words are all names of digits, teens,
// tens or scales: a number said whole or digit by digit.
func saysNumberWords(words []string) bool {
	for _, w := range words {
		if unitWords[w] == "" && tensWords[w] == "" && scaleZeros[w] == 0 {
			return false
		}
	}
	return len(words) > 0
}

// spellsCapitals reports whether words spell caps, a run of ASCII
// capitals, one lower-case letter a word ("ISBN" said "i s b n").
func spellsCapitals(caps string, words []string) bool {
	if len(words) != len(caps) {
		return false
	}
	for i := 0; i < len(caps); i++ {
		if c := caps[i]; c < 'A' || c > 'Z' || len(words[i]) != 1 || words[i][0] != c+'a'-'A' {
			return false
		}
	}
	return true
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

// dropQuotes drops the quote marks of a found span's written text: GTN's
// quote tokens (two grave accents, two apostrophes) where they touch a
// word, and double quotes at its edges and where they touch a word
// inside it. prep gtn --detokenize attaches GTN's quotes to the words
// they open or close, written as the straight quote since it writes no
// PTB quote tokens any more ("centre" + quote + "." inside a span is the
// "centre ." it was); nobody says them, and a plain word loses them too
// (its spoken form has none). Single quotes
// stay: "students'" ends in an apostrophe. A quote token standing alone
// (GTN's own spacing) is left to the gap's cut at punctuation tokens,
// which drops a "(" next to it too.
func dropQuotes(w string) string {
	if strings.Contains(w, "``") || strings.Contains(w, "''") || strings.Contains(w, `"`) {
		f := strings.Fields(w)
		for i, t := range f {
			if t != "``" && t != "''" && t != `"` {
				f[i] = strings.TrimSpace(gtnQuotes.Replace(t))
			}
		}
		w = strings.Join(strings.Fields(strings.Join(f, " ")), " ")
	}
	return strings.Trim(w, "\"“”„ ")
}

var gtnQuotes = strings.NewReplacer("``", " ", "''", " ", `"`, " ")

func isSpaceByte(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

// allDigits reports a non-empty string of ASCII digits.
func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
