package clean

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// TranscriptRules returns the transcript-formatting rule definitions of
// Universal-2-TF 2024 (Appendix A), in application order: the coarse
// filter first, then the cleaning heuristics, then the fine filter, as the
// paper's three-step pipeline does. The paper gives no thresholds for its
// filters; the defaults here are ours and are documented on each parameter.
func TranscriptRules() []Rule {
	return []Rule{
		// Before the filters, which would count a reference's & and ; as
		// punctuation.
		decodeCharRefsRule(),
		{
			Name: "coarse_filter", Kind: Drop, Side: Written, DefaultOn: true,
			Doc:    "drop texts whose upper-case or punctuation proportions deviate grossly from formatted prose (run before cleaning)",
			Params: filterParams(0.6, 1.0, 20, 40),
			build:  buildProportionFilter,
		},
		{
			Name: "remove_html_tags", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "remove HTML/XML tags and comments such as <b>, </i>, <br/>, <!-- ... -->",
			build: buildHTMLTags,
		},
		{
			Name: "remove_brackets", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "remove (), [] and {} together with their contents (nesting respected); stray brackets are removed alone",
			Params: []Param{{Name: "pairs", Default: []string{"()", "[]", "{}"},
				Doc: "bracket pairs, each an opening and a closing character"}},
			build: buildBrackets,
		},
		{
			Name: "remove_emojis", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "remove emoji and pictographs, with their joiners, variation selectors and skin-tone modifiers, " +
				"except the glyphs of keep, which the verbalizer reads (a heart standing for \"love\" or closing a message, " +
				"a rating's stars) unless a zero-width joiner ties it into another emoji (a heart on fire)",
			Params: []Param{{Name: "keep", Default: emojisVerbalized,
				Doc: "glyphs kept, each with its emoji selector (U+FE0F): the 5 the verbalizer reads, ♥ ❤ ♡ as a heart, " +
					"★ ☆ as stars; where it has no reading for one in its place the line is rejected with the reason " +
					"(\"cannot verbalize symbol\"); \"\" removes them too"}},
			build: buildEmojis,
		},
		{
			Name: "remove_speaker_labels", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "remove speaker labels (\"Speaker 1:\", \"INTERVIEWER:\", \"JOHN SMITH:\", \">>\") at the start of the text or of a sentence",
			Params: []Param{
				{Name: "label_words", Doc: "words that name a role; optionally followed by an id (1, A, _00), then a colon",
					Default: []string{"speaker", "interviewer", "interviewee", "host", "guest", "moderator", "operator", "narrator", "participant", "presenter", "unknown", "q", "a"}},
				{Name: "allcaps_names", Doc: "also remove up to three all-capital words followed by a colon (\"JOHN SMITH:\")", Default: true},
				{Name: "chevrons", Doc: "also remove \">>\" turn markers", Default: true},
			},
			build: buildSpeakerLabels,
		},
		{
			Name: "replace_symbols", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "remove symbols the models do not produce (¿ ¡ © ® ™ ¦ ¬) and turn underscores into spaces",
			Params: []Param{
				{Name: "remove", Doc: "characters deleted", Default: "¿¡©®™¦¬"},
				{Name: "to_space", Doc: "characters replaced by a space", Default: "_"},
			},
			build: buildReplaceSymbols,
		},
		{
			Name: "collapse_punctuation", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "replace a run of punctuation marks (spaces between them allowed) by its first mark: \"!!\" -> \"!\", \"?!\" -> \"?\", \", ,\" -> \",\"",
			Params: []Param{
				{Name: "marks", Doc: "the marks that form runs", Default: ".,?!;:"},
				{Name: "keep_ellipsis", Doc: "keep three or more dots, also spaced (\". . .\"), as \"...\" (and \"…\") instead of one period", Default: true},
			},
			build: buildCollapsePunct,
		},
		{
			Name: "exclamation_to_period", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "replace \"!\" by \".\" (Universal-2-TF does not predict exclamation marks); switch off to keep them",
			build: buildExclamation,
		},
		{
			Name: "collapse_spaces", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "collapse white space to single spaces, trim, and remove spaces before end-of-sentence punctuation",
			Params: []Param{{Name: "no_space_before", Doc: "marks that never follow a space",
				Default: ".?!,;:"}},
			build: buildCollapseSpaces,
		},
		{
			Name: "strip_leading_punct", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:    "remove a period, question mark or comma at the start of the text when a space follows it",
			Params: []Param{{Name: "marks", Doc: "marks removed from the start", Default: ".?,"}},
			build:  buildStripLeading,
		},
		{
			Name: "standardize_titles", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "write the titles Mr, Mrs, Ms, Dr, Prof (any case, without a period, before a name) as Mr., Mrs., Ms., Dr., Prof.",
			Params: []Param{{Name: "titles", Doc: "canonical spellings, without the period",
				Default: []string{"Mr", "Mrs", "Ms", "Dr", "Prof"}}},
			build: buildTitles,
		},
		{
			Name: "standardize_ok", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "write ok, Ok, o.k. and O.K. as OK",
			build: buildOK,
		},
		{
			Name: "capitalize_sentences", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "upper-case the first letter of the text and of each word after . ? ! (not after an ellipsis, an abbreviation, an initial or a dotted abbreviation such as a.m.)",
			Params: []Param{{Name: "abbreviations", Doc: "words ending in a period that do not end a sentence",
				Default: []string{"Mr.", "Mrs.", "Ms.", "Dr.", "Prof.", "St.", "Jr.", "Sr.", "vs.", "cf.", "No."}}},
			build: buildCapitalize,
		},
		{
			Name: "lowercase_fillers", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "lower-case filler words (Well, Umm, Mmm, ...) in the middle of a sentence",
			Params: []Param{{Name: "fillers", Doc: "filler words, any case",
				Default: []string{"well", "um", "umm", "uh", "uhh", "uhm", "mm", "mmm", "hmm", "hm", "er", "erm", "ah"}}},
			build: buildFillers,
		},
		{
			Name: "lowercase_after_ellipsis", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "lower-case the capital that starts the word after an ellipsis (... or …), except I, I'm and all-capital words",
			build: buildAfterEllipsis,
		},
		{
			Name: "lowercase_you", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "lower-case You and Your unless they follow a period or question mark (or ! or an opening quote), or start the text",
			Params: []Param{{Name: "words", Doc: "capitalized words to lower-case mid-sentence",
				Default: []string{"You", "Your"}}},
			build: buildYou,
		},
		{
			Name: "fine_filter", Kind: Drop, Side: Written, DefaultOn: true,
			Doc:    "drop cleaned texts whose upper-case or punctuation proportions are unusual for their length (stricter than coarse_filter)",
			Params: filterParams(0.4, 0.5, 10, 25),
			build:  buildProportionFilter,
		},
	}
}

// Transcript returns the transcript-formatting set with its defaults.
func Transcript() *Set {
	s, err := NewSet("transcript", TranscriptRules(), Config{})
	if err != nil {
		panic(err) // the defaults are fixed and tested
	}
	return s
}

// TranscriptWith returns the transcript-formatting set configured by cfg.
func TranscriptWith(cfg Config) (*Set, error) { return NewSet("transcript", TranscriptRules(), cfg) }

func filterParams(maxUpper, maxPunct, wordsNoUpper, wordsNoPunct float64) []Param {
	return []Param{
		{Name: "min_letters", Default: 10.0,
			Doc: "texts with fewer letters skip the upper-case share check (short texts such as \"OK.\" are naturally extreme)"},
		{Name: "max_upper_ratio", Default: maxUpper, Doc: "largest allowed share of upper-case letters among letters"},
		{Name: "min_words", Default: 6.0, Doc: "texts with fewer words (tokens holding a letter or digit) skip the punctuation-per-word check"},
		{Name: "max_punct_per_word", Default: maxPunct,
			Doc: "largest allowed number of punctuation marks per word; a run of punctuation and symbol characters (\"...\", \"?!\", \"</\") counts once, marks inside a word or number (well-known, 1.27, km/h, www.example.com, $5, 8%) not at all"},
		{Name: "max_words_without_upper", Default: wordsNoUpper,
			Doc: "a text with more words than this and no upper-case letter is dropped (unformatted); 0 switches the check off"},
		{Name: "max_words_without_punct", Default: wordsNoPunct,
			Doc: "a text with more words than this and no punctuation is dropped (unpunctuated); 0 switches the check off"},
	}
}

// textStats counts what the proportion filters judge. A word is a
// white-space token holding a letter or digit; a punctuation mark is a run
// of punctuation and symbol characters, so "..." or "?!" counts once.
type textStats struct {
	letters, upper, words, punct int
}

// tokenMark reports whether r, between prev and next, belongs to the
// token it is written in rather than punctuating the sentence: any mark
// between two letters or digits (1.27, 1,000, 10:30, 1/2, km/h,
// www.example.com/a, e.g), a currency sign beside a digit ($5, 50¢) and a
// percent or degree sign after one (8%, 40°). The classifier predicts
// none of them (they are the word's, or the span model's to write);
// counted as punctuation, they dropped most sentences of an earnings call
// ("Q3 EPS came in at $1.27, up 8% versus Q3 2020." had 9 marks in 9
// words), the very sentences ITN needs.
func tokenMark(prev, r, next rune) bool {
	alnum := func(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }
	switch {
	case alnum(prev) && alnum(next):
		return true
	case unicode.Is(unicode.Sc, r) && (unicode.IsDigit(prev) || unicode.IsDigit(next)):
		return true
	case unicode.IsDigit(prev) && strings.ContainsRune("%‰°", r):
		return true
	}
	return false
}

func statsOf(s string) textStats {
	var st textStats
	tokenHasWord, inPunct := false, false
	var prev rune
	for i, r := range s {
		if unicode.IsSpace(r) {
			if tokenHasWord {
				st.words++
			}
			tokenHasWord, inPunct = false, false
			prev = r
			continue
		}
		switch {
		case unicode.IsLetter(r):
			st.letters++
			if unicode.IsUpper(r) {
				st.upper++
			}
			tokenHasWord, inPunct = true, false
		case unicode.IsDigit(r):
			tokenHasWord, inPunct = true, false
		case unicode.IsPunct(r) || unicode.IsSymbol(r):
			// An apostrophe or hyphen inside a word is spelling, as any
			// mark between two letters or digits is (tokenMark). The
			// rune's width is read, not utf8.RuneLen(r): an invalid byte
			// is U+FFFD (a symbol) one byte wide, and s[i+3:] ran past
			// the end of "...more.\xff" (a panic).
			_, width := utf8.DecodeRuneInString(s[i:])
			next, _ := utf8.DecodeRuneInString(s[i+width:])
			if tokenMark(prev, r, next) {
				prev = r
				continue
			}
			if !inPunct {
				st.punct++
				inPunct = true
			}
		default:
			inPunct = false
		}
		prev = r
	}
	if tokenHasWord {
		st.words++
	}
	return st
}

func buildProportionFilter(v Values) (step, error) {
	minLetters, maxUpper := v.Float("min_letters"), v.Float("max_upper_ratio")
	minWords, maxPunct := v.Float("min_words"), v.Float("max_punct_per_word")
	noUpper, noPunct := v.Float("max_words_without_upper"), v.Float("max_words_without_punct")
	if maxUpper < 0 || maxUpper > 1 {
		return nil, fmt.Errorf("max_upper_ratio must be in [0, 1], got %g", maxUpper)
	}
	if maxPunct < 0 || minLetters < 0 || minWords < 0 || noUpper < 0 || noPunct < 0 {
		return nil, fmt.Errorf("thresholds must not be negative")
	}
	return func(s string) (string, bool, string) {
		st := statsOf(s)
		if st.letters >= int(minLetters) && st.letters > 0 {
			if r := float64(st.upper) / float64(st.letters); r > maxUpper {
				return s, false, fmt.Sprintf("upper-case share %.2f > %.2f (%d of %d letters)", r, maxUpper, st.upper, st.letters)
			}
		}
		if noUpper > 0 && st.upper == 0 && float64(st.words) > noUpper {
			return s, false, fmt.Sprintf("no upper-case letter in %d words (> %g)", st.words, noUpper)
		}
		if st.words >= int(minWords) && st.words > 0 {
			if r := float64(st.punct) / float64(st.words); r > maxPunct {
				return s, false, fmt.Sprintf("%.2f punctuation marks per word > %.2f (%d in %d words)", r, maxPunct, st.punct, st.words)
			}
		}
		if noPunct > 0 && st.punct == 0 && float64(st.words) > noPunct {
			return s, false, fmt.Sprintf("no punctuation in %d words (> %g)", st.words, noPunct)
		}
		return s, false, ""
	}, nil
}

var htmlTagRe = regexp.MustCompile(`<!--[\s\S]*?-->|</?[A-Za-z][A-Za-z0-9:-]*(?:\s[^<>]*)?/?>`)

func buildHTMLTags(Values) (step, error) {
	return regexpRemover(htmlTagRe, "<"), nil
}

// regexpRemover deletes every match of re; hint is a substring every match
// contains, checked first so clean texts cost one IndexOf.
func regexpRemover(re *regexp.Regexp, hint string) step {
	return func(s string) (string, bool, string) {
		if !strings.Contains(s, hint) {
			return s, false, ""
		}
		out := re.ReplaceAllString(s, "")
		return out, out != s, ""
	}
}

func buildBrackets(v Values) (step, error) {
	pairs := v.Strings("pairs")
	open := map[rune]rune{}
	closeOf := map[rune]bool{}
	var hint []rune
	for _, p := range pairs {
		rs := []rune(p)
		if len(rs) != 2 || rs[0] == rs[1] {
			return nil, fmt.Errorf("pair %q must be two different characters", p)
		}
		open[rs[0]] = rs[1]
		closeOf[rs[1]] = true
		hint = append(hint, rs[0], rs[1])
	}
	hints := string(hint)
	return func(s string) (string, bool, string) {
		if !strings.ContainsAny(s, hints) {
			return s, false, ""
		}
		type frame struct {
			at, width int
			closer    rune
		}
		var stack []frame
		// cover[i] counts the groups starting (+1) and ending (-1) at byte
		// i, so nested groups cost O(1) each and their union is one prefix
		// sum; unmatched brackets go alone.
		cover := make([]int32, len(s)+1)
		for i, r := range s {
			if c, ok := open[r]; ok {
				stack = append(stack, frame{i, utf8.RuneLen(r), c})
				continue
			}
			if !closeOf[r] {
				continue
			}
			k := len(stack) - 1
			for k >= 0 && stack[k].closer != r {
				k--
			}
			w := utf8.RuneLen(r)
			if k < 0 {
				cover[i]++ // stray closer
				cover[i+w]--
				continue
			}
			cover[stack[k].at]++
			cover[i+w]--
			stack = stack[:k]
		}
		for _, f := range stack {
			cover[f.at]++ // an opener never closed goes alone
			cover[f.at+f.width]--
		}
		var b strings.Builder
		b.Grow(len(s))
		depth := int32(0)
		for i := 0; i < len(s); i++ {
			depth += cover[i]
			if depth == 0 {
				b.WriteByte(s[i])
			}
		}
		out := b.String()
		return out, out != s, ""
	}, nil
}

// isEmoji covers the emoji and pictograph blocks, plus the invisible
// characters that glue emoji sequences together.
func isEmoji(r rune) bool {
	switch {
	case r >= 0x1F000 && r <= 0x1FAFF: // cards, enclosed, pictographs, emoticons, transport, ...
		return true
	case r >= 0x2600 && r <= 0x27BF: // miscellaneous symbols, dingbats
		return true
	case r >= 0x2B00 && r <= 0x2BFF: // arrows and stars such as ⬛ ⭐
		return true
	case r >= 0x231A && r <= 0x231B, r == 0x2328, r == 0x23CF, r >= 0x23E9 && r <= 0x23FA:
		return true
	case r == 0x200D, r == 0xFE0E, r == 0xFE0F, r == 0x20E3: // joiner, variation selectors, keycap
		return true
	case r >= 0xE0020 && r <= 0xE007F: // tag characters of flag sequences
		return true
	case r == 0x3030, r == 0x303D, r == 0x3297, r == 0x3299:
		return true
	}
	return false
}

// emojisVerbalized are the pictographs the verbalizer (normalize) reads:
// its heart glyphs (heartGlyphs: "I ♥ NY" "i love n y", "Thanks ♥"
// "thanks heart") and its rating's stars ("★★★★☆" "four stars", "a 5★
// hotel"). remove_emojis removed them before the verbalizer saw them ("I
// ♥ NY" became "I NY"); the other pictographs have no reading there.
const emojisVerbalized = "♥❤♡★☆"

const (
	zeroWidthJoiner = '\u200D'
	emojiSelector   = '\uFE0F'
)

func buildEmojis(v Values) (step, error) {
	keep := newRuneSet(v.String("keep"))
	return func(s string) (string, bool, string) {
		ascii := true
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				ascii = false
				break
			}
		}
		if ascii || strings.IndexFunc(s, isEmoji) < 0 {
			return s, false, ""
		}
		var b strings.Builder
		b.Grow(len(s))
		for i := 0; i < len(s); {
			r, w := utf8.DecodeRuneInString(s[i:])
			if !isEmoji(r) {
				b.WriteString(s[i : i+w])
				i += w
				continue
			}
			if j, ok := keptEmojiEnd(s, i, r, w, keep); ok {
				b.WriteString(s[i:j])
				i = j
				continue
			}
			i += w
		}
		out := b.String()
		return out, out != s, ""
	}, nil
}

// keptEmojiEnd reports whether the emoji r at s[i:i+w] is kept, and its
// end with its emoji selector: a glyph of keep that no zero-width joiner
// ties to another emoji before or after it (a heart on fire, U+2764
// U+FE0F U+200D U+1F525, and a couple with a heart go whole).
func keptEmojiEnd(s string, i int, r rune, w int, keep *runeSet) (int, bool) {
	if !keep.has(r) {
		return 0, false
	}
	if p, _ := utf8.DecodeLastRuneInString(s[:i]); p == zeroWidthJoiner {
		return 0, false
	}
	j := i + w
	if n, size := utf8.DecodeRuneInString(s[j:]); n == emojiSelector {
		j += size
	}
	if n, _ := utf8.DecodeRuneInString(s[j:]); n == zeroWidthJoiner {
		return 0, false
	}
	return j, true
}

// labelSpace is the white space around a speaker label: Go's \s is ASCII
// only, and transcripts exported from captioning tools and word processors
// put a no-break space after the colon ("Speaker 1:\u00a0We paid"), which
// left the label in the text (collapse_spaces, later, turns it into a
// space) and sent a "JOHN SMITH:\u00a0..." line to the fine filter's
// upper-case share.
const labelSpace = `[\s\p{Zs}]`

func buildSpeakerLabels(v Values) (step, error) {
	const space = labelSpace
	var alts []string
	if ws := v.Strings("label_words"); len(ws) > 0 {
		q := make([]string, len(ws))
		for i, w := range ws {
			q[i] = regexp.QuoteMeta(w)
		}
		alts = append(alts, `(?i:`+strings.Join(q, "|")+`)(?:[_\p{Zs}-]?(?:\d+|[A-Za-z]\b))?`)
	}
	if v.Bool("allcaps_names") {
		alts = append(alts, `[A-Z][A-Z.'-]+(?:\p{Zs}[A-Z][A-Z.'-]+){0,2}`)
	}
	var parts []string
	if len(alts) > 0 {
		parts = append(parts, `(?:>>`+space+`*)?(?:`+strings.Join(alts, "|")+`)`+space+`*:(?:`+space+`+|$)`)
	}
	if v.Bool("chevrons") {
		parts = append(parts, `>>`+space+`*`)
	}
	if len(parts) == 0 {
		return func(s string) (string, bool, string) { return s, false, "" }, nil
	}
	// A label sits at the start of the text or of a sentence; group 1 keeps
	// what precedes it.
	re, err := regexp.Compile(`(^` + space + `*|[.?!]` + space + `+|\n` + space + `*)(?:` + strings.Join(parts, "|") + `)`)
	if err != nil {
		return nil, err
	}
	return func(s string) (string, bool, string) {
		if !strings.Contains(s, ":") && !strings.Contains(s, ">>") {
			return s, false, ""
		}
		out := re.ReplaceAllString(s, "$1")
		return out, out != s, ""
	}, nil
}

func buildReplaceSymbols(v Values) (step, error) {
	remove, toSpace := newRuneSet(v.String("remove")), newRuneSet(v.String("to_space"))
	hint := v.String("remove") + v.String("to_space")
	return func(s string) (string, bool, string) {
		if hint == "" || !strings.ContainsAny(s, hint) {
			return s, false, ""
		}
		out := strings.Map(func(r rune) rune {
			switch {
			case remove.has(r):
				return -1
			case toSpace.has(r):
				return ' '
			}
			return r
		}, s)
		return out, out != s, ""
	}, nil
}

func buildCollapsePunct(v Values) (step, error) {
	marks := newRuneSet(v.String("marks"))
	keepEllipsis := v.Bool("keep_ellipsis")
	isMark := func(r rune) bool { return marks.has(r) || (keepEllipsis && r == '…') }
	return func(s string) (string, bool, string) {
		var b strings.Builder
		changed := false
		last := 0 // s[last:i] is pending copy
		for i := 0; i < len(s); {
			r, w := utf8.DecodeRuneInString(s[i:])
			if !isMark(r) {
				i += w
				continue
			}
			// Measure an ellipsis: three or more dots, or "…".
			emit := s[i : i+w]
			j := i + w
			if keepEllipsis && r == '.' {
				// Three dots or more, also spaced as books print them
				// ("Well . . . maybe", "a ... ... b"): it was one period
				// per dot collapsed, and the next word capitalized.
				k, dots := i, 0
				for {
					for k < len(s) && s[k] == '.' {
						k++
						dots++
					}
					if k+1 < len(s) && s[k] == ' ' && s[k+1] == '.' {
						k++
						continue
					}
					break
				}
				if dots >= 3 {
					emit, j = "...", k
				}
			}
			ellipsis := emit == "..." || emit == "…"
			// Absorb further marks, with spaces between them unless this is
			// an ellipsis (". . . , and" keeps the space after "...").
			for {
				k := j
				if !ellipsis {
					for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
						k++
					}
				}
				r2, w2 := utf8.DecodeRuneInString(s[k:])
				if k >= len(s) || !isMark(r2) {
					break
				}
				j = k + w2
			}
			if j-i != len(emit) || s[i:j] != emit {
				if !changed {
					b.Grow(len(s))
					changed = true
				}
				b.WriteString(s[last:i])
				b.WriteString(emit)
				last = j
			}
			i = j
		}
		if !changed {
			return s, false, ""
		}
		b.WriteString(s[last:])
		return b.String(), true, ""
	}, nil
}

func buildExclamation(Values) (step, error) {
	return func(s string) (string, bool, string) {
		if strings.IndexByte(s, '!') < 0 {
			return s, false, ""
		}
		return strings.ReplaceAll(s, "!", "."), true, ""
	}, nil
}

func buildCollapseSpaces(v Values) (step, error) {
	before := newRuneSet(v.String("no_space_before"))
	return func(s string) (string, bool, string) {
		out := collapseSpace(s)
		if strings.IndexByte(out, ' ') >= 0 {
			var b strings.Builder
			b.Grow(len(out))
			for i := 0; i < len(out); i++ {
				if out[i] == ' ' && i+1 < len(out) && out[i+1] < utf8.RuneSelf && before.has(rune(out[i+1])) {
					continue
				}
				b.WriteByte(out[i])
			}
			out = b.String()
		}
		return out, out != s, ""
	}, nil
}

func buildStripLeading(v Values) (step, error) {
	marks := newRuneSet(v.String("marks"))
	return func(s string) (string, bool, string) {
		out := s
		for {
			t := strings.TrimLeftFunc(out, unicode.IsSpace)
			r, w := utf8.DecodeRuneInString(t)
			if t == "" || !marks.has(r) || w >= len(t) || !unicode.IsSpace(rune(t[w])) {
				break
			}
			out = strings.TrimLeftFunc(t[w:], unicode.IsSpace)
		}
		return out, out != s, ""
	}, nil
}

func buildTitles(v Values) (step, error) {
	canon := map[string]string{}
	for _, t := range v.Strings("titles") {
		if t == "" || strings.ContainsFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }) {
			return nil, fmt.Errorf("title %q must be letters only", t)
		}
		canon[strings.ToLower(t)] = t + "."
	}
	return func(s string) (string, bool, string) {
		var b strings.Builder
		last, changed := 0, false
		for i := 0; i < len(s); {
			r, w := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsLetter(r) || !atWordStart(s, i) {
				i += w
				continue
			}
			e := wordEnd(s, i)
			c, ok := canon[strings.ToLower(s[i:e])]
			// A title is followed by white space and then a name.
			if ok && e < len(s) && unicode.IsSpace(rune(s[e])) {
				t := strings.TrimLeftFunc(s[e:], unicode.IsSpace)
				nr, _ := utf8.DecodeRuneInString(t)
				if unicode.IsLetter(nr) {
					b.WriteString(s[last:i])
					b.WriteString(c)
					last, changed = e, true
				}
			}
			i = e
		}
		if !changed {
			return s, false, ""
		}
		b.WriteString(s[last:])
		return b.String(), true, ""
	}, nil
}

func buildOK(Values) (step, error) {
	return func(s string) (string, bool, string) {
		if !strings.ContainsAny(s, "oO") {
			return s, false, ""
		}
		var b strings.Builder
		last, changed := 0, false
		for i := 0; i < len(s); i++ {
			if (s[i] != 'o' && s[i] != 'O') || !atWordStart(s, i) {
				continue
			}
			var n int
			var rep string
			switch {
			case i+2 <= len(s) && strings.EqualFold(s[i:i+2], "ok") && wordEndsAt(s, i+2):
				n, rep = 2, "OK"
			case i+4 <= len(s) && strings.EqualFold(s[i:i+4], "o.k.") && wordEndsAt(s, i+4):
				// The last period of o.k. may also end the sentence: keep it
				// unless a lower-case word follows.
				n, rep = 4, "OK."
				if t := strings.TrimLeft(s[i+4:], " "); len(t) < len(s[i+4:]) {
					if r, _ := utf8.DecodeRuneInString(t); unicode.IsLower(r) {
						rep = "OK"
					}
				}
			case i+3 <= len(s) && strings.EqualFold(s[i:i+3], "o.k") && wordEndsAt(s, i+3):
				n, rep = 3, "OK"
			default:
				continue
			}
			if s[i:i+n] == rep {
				continue
			}
			b.WriteString(s[last:i])
			b.WriteString(rep)
			last, changed = i+n, true
			i += n - 1
		}
		if !changed {
			return s, false, ""
		}
		b.WriteString(s[last:])
		return b.String(), true, ""
	}, nil
}

// wordEndsAt reports whether no letter or digit continues a word at i.
func wordEndsAt(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !isWordRune(r)
}

// sentenceEndBefore reports whether the mark at byte offset i (one of . ? !)
// ends a sentence: not an ellipsis, not the period of an abbreviation, an
// initial ("J.") or a dotted abbreviation ("a.m.", "U.S.").
func sentenceEndBefore(s string, i int, abbr map[string]bool) bool {
	if s[i] != '.' {
		return true
	}
	if (i > 0 && s[i-1] == '.') || (i+1 < len(s) && s[i+1] == '.') {
		return false
	}
	// Abbreviations are short: a longer run without spaces ends a sentence,
	// and bounding the look-back keeps the rule linear on space-free input.
	const maxAbbr = 16
	j := i
	for j > 0 {
		r, w := utf8.DecodeLastRuneInString(s[:j])
		if unicode.IsSpace(r) {
			break
		}
		if i-j > maxAbbr {
			return true
		}
		j -= w
	}
	word := s[j : i+1]
	word = strings.TrimLeft(word, "\"'(\u201c\u2018")
	if abbr[strings.ToLower(word)] {
		return false
	}
	if strings.Count(word, ".") > 1 {
		return false
	}
	if n := utf8.RuneCountInString(word); n == 2 {
		r, _ := utf8.DecodeRuneInString(word)
		if unicode.IsUpper(r) {
			return false // an initial
		}
	}
	return true
}

func buildCapitalize(v Values) (step, error) {
	abbr := lowerSet(v.Strings("abbreviations"))
	return func(s string) (string, bool, string) {
		var b strings.Builder
		last, changed := 0, false
		fix := func(at int) {
			r, _ := utf8.DecodeRuneInString(s[at:])
			if !unicode.IsLower(r) {
				return
			}
			b.WriteString(s[last:at])
			last = upperFirst(&b, s, at)
			changed = true
		}
		// The text's first letter, past opening quotes and brackets.
		for i, r := range s {
			if unicode.IsLetter(r) {
				fix(i)
				break
			}
			if !(unicode.IsSpace(r) || isOpenQuote(r) || r == '(' || r == '[') {
				break
			}
		}
		for i := 0; i < len(s); i++ {
			if !isEndMark(rune(s[i])) || !sentenceEndBefore(s, i, abbr) {
				continue
			}
			j := i + 1
			for j < len(s) && (s[j] == '"' || s[j] == '\'' || s[j] == ')') {
				j++ // closing quotes of the sentence
			}
			if j >= len(s) || s[j] != ' ' {
				continue
			}
			for j < len(s) && s[j] == ' ' {
				j++
			}
			for j < len(s) && (s[j] == '"' || s[j] == '\'' || s[j] == '(') {
				j++
			}
			if j < len(s) && j >= last {
				fix(j)
			}
		}
		if !changed {
			return s, false, ""
		}
		b.WriteString(s[last:])
		return b.String(), true, ""
	}, nil
}

// midSentence reports whether the word at byte offset i is inside a
// sentence: something precedes it and that is not an end mark or an
// opening quote.
func midSentence(s string, i int) bool {
	r, at := prevNonSpace(s, i)
	if at < 0 || isEndMark(r) || r == '\u2026' {
		return false
	}
	if isOpenQuote(r) && at == i-1 {
		return false
	}
	return true
}

func buildFillers(v Values) (step, error) {
	fillers := lowerSet(v.Strings("fillers"))
	return lowerWords(func(s string, i, e int) bool {
		w := s[i:e]
		return hasUpper(w) && fillers[strings.ToLower(w)] && midSentence(s, i)
	}, true), nil
}

// lowerWords lower-cases each word (a run of letters) for which pick says
// so; whole lower-cases the entire word, otherwise only its first letter.
func lowerWords(pick func(s string, i, e int) bool, whole bool) step {
	return func(s string) (string, bool, string) {
		var b strings.Builder
		last, changed := 0, false
		for i := 0; i < len(s); {
			r, w := utf8.DecodeRuneInString(s[i:])
			if !unicode.IsLetter(r) || !atWordStart(s, i) {
				i += w
				continue
			}
			e := wordEnd(s, i)
			if pick(s, i, e) {
				b.WriteString(s[last:i])
				if whole {
					b.WriteString(strings.ToLower(s[i:e]))
				} else {
					b.WriteRune(unicode.ToLower(r))
					b.WriteString(s[i+w : e])
				}
				last, changed = e, true
			}
			i = e
		}
		if !changed {
			return s, false, ""
		}
		b.WriteString(s[last:])
		return b.String(), true, ""
	}
}

func buildAfterEllipsis(Values) (step, error) {
	pick := func(s string, i, e int) bool {
		r, at := prevNonSpace(s, i)
		if at < 0 {
			return false
		}
		if r != '\u2026' && !(r == '.' && at >= 2 && s[at-2:at+1] == "...") {
			return false
		}
		w := s[i:e]
		if !isTitleWord(w) || w == "I" {
			return false
		}
		// "I'm", "I'll": the pronoun stays capital.
		if w == "I" || (e-i == 1 && e < len(s) && (s[e] == '\'' || strings.HasPrefix(s[e:], "\u2019"))) {
			return false
		}
		return true
	}
	return lowerWords(pick, false), nil
}

func buildYou(v Values) (step, error) {
	words := map[string]bool{}
	for _, w := range v.Strings("words") {
		words[w] = true
	}
	return lowerWords(func(s string, i, e int) bool {
		if !words[s[i:e]] {
			return false
		}
		return midSentence(s, i)
	}, false), nil
}

// Transcript cleaning profiles. Universal-2-TF (2024, section 4.1) runs one
// pipeline with two configurations: the multi-objective classifier
// "benefits more from data diversity and scale than from data quality",
// whereas the span seq2seq model "is highly sensitive to training data
// quality". The paper gives no thresholds; ours are documented in RULES.md.
const (
	// ProfileClassifier is lenient: the fine filter is no stricter than the
	// coarse one, so cleaning keeps every text that looked like formatted
	// prose before it.
	ProfileClassifier = "classifier"
	// ProfileSeq2seq is strict: the fine filter demands a normal share of
	// capitals and punctuation, and flags shorter unformatted texts.
	ProfileSeq2seq = "seq2seq"
)

// TranscriptProfiles lists the profiles in a fixed order.
var TranscriptProfiles = []string{ProfileClassifier, ProfileSeq2seq}

// TranscriptProfile returns the configuration of a profile: its overrides
// of the transcript set's defaults. "" is the defaults themselves.
func TranscriptProfile(profile string) (Config, error) {
	fine := func(maxUpper, maxPunct, minWords, noUpper, noPunct float64) Config {
		return Config{Rules: map[string]RuleConfig{"fine_filter": {Params: map[string]any{
			"max_upper_ratio": maxUpper, "max_punct_per_word": maxPunct, "min_words": minWords,
			"max_words_without_upper": noUpper, "max_words_without_punct": noPunct,
		}}}}
	}
	switch profile {
	case "":
		return Config{}, nil
	case ProfileClassifier:
		// The coarse filter's own thresholds (filterParams(0.6, 1.0, 20, 40)).
		return fine(0.6, 1.0, 6, 20, 40), nil
	case ProfileSeq2seq:
		return fine(0.4, 0.4, 4, 8, 15), nil
	}
	return Config{}, fmt.Errorf("unknown transcript profile %q (known: %s)", profile, strings.Join(TranscriptProfiles, ", "))
}
