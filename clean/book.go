package clean

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Default character policy of the Libriheavy cleaning (docs/libriheavy.md):
// keep ASCII letters, digits, space and !"$&',.:;?- plus the
// non-ASCII symbols that carry meaning there; drop pairs with the ASCII
// symbols that signalled corrupted text.
const (
	DefaultAllowedChars = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 !\"$&',.:;?-αβρ£°′"
	DefaultBadASCII     = "+=@\\|"
)

// BookRules returns the Libriheavy (book text, ASR transcript) rule
// definitions in application order. Removals of known artifacts come before
// the character checks, so a page number "[193]" or "[Illustration: ...]"
// is deleted rather than getting the pair dropped for its brackets; the
// character checks run on what remains.
func BookRules() []Rule {
	return []Rule{
		{
			Name: "lowercase_transcript", Kind: Edit, Side: Spoken, DefaultOn: true,
			Doc:   "lower-case the ASR transcript (texts[1] is upper case)",
			build: buildLower,
		},
		{
			Name: "remove_librivox_boilerplate", Kind: Edit, Side: Spoken, DefaultOn: true,
			Doc: "remove LibriVox's spoken announcements, which are not in the book: \"This is a LibriVox recording\", \"All LibriVox recordings are in the public domain\", \"For more information or to volunteer please visit librivox dot org\", \"End of chapter N\", the title read before the intro (\"Chapter 8 of The Merchant's Daughter\", at the text's start or after another announcement), and a \"read by NAME\" (\"recording by\") next to one of them; word by word, case-insensitive, ASR fillers allowed between the words",
			Params: []Param{{Name: "fillers", Doc: "words an ASR transcript may insert inside an announcement",
				Default: []string{"uh", "um", "er", "erm", "ah", "eh", "hmm", "mm"}}},
			build: buildLibrivox,
		},
		{
			Name: "remove_bracketed_notes", Kind: Edit, Side: Written, DefaultOn: true,
			Doc: "remove editorial notes in brackets such as [Illustration: ...], [Footnote 3: ...], {Sidenote ...}, also when the cut ends inside one",
			Params: []Param{{Name: "tags", Doc: "note names, matched case-insensitively at the start of the bracket",
				Default: []string{"Illustration", "Footnote", "Sidenote", "Frontispiece", "Decoration", "Transcriber's Note", "Transcriber’s Note", "Editor's Note", "Plate", "Greek", "Hebrew", "Music"}}},
			build: buildBracketedNotes,
		},
		{
			Name: "remove_page_numbers", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "remove page-number brackets: [193], [p. 12], [Pg 7], {204}, [xiv] (three or more digits, a page prefix, or a roman numeral of two or more letters)",
			build: buildPageNumbers,
		},
		{
			Name: "remove_footnote_markers", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "remove footnote markers: [1], [12], [a], [*], [†] and bare * † ‡ or superscript digits after a word, and \"* * *\" section breaks",
			build: buildFootnoteMarkers,
		},
		{
			Name: "fold_accents", Kind: Edit, Side: Written, DefaultOn: false,
			Doc:   "fold accented Latin letters and ligatures to ASCII (é -> e, also decomposed as e + U+0301; æ -> ae, œ -> oe, ß -> ss); off by default, as in the Libriheavy recipe (docs/libriheavy.md)",
			build: buildFoldAccents,
		},
		{
			Name: "ascii_punctuation", Kind: Edit, Side: Written, DefaultOn: false,
			Doc:   "write typographic punctuation in ASCII: ‘ ’ -> ', “ ” -> \", – — -> -, … -> ...; off by default (the Libriheavy recipe drops such pairs)",
			build: buildASCIIPunct,
		},
		{
			Name: "collapse_whitespace", Kind: Edit, Side: Both, DefaultOn: true,
			Doc:   "collapse runs of white space (tabs, newlines, no-break spaces) to one space and trim both ends",
			build: buildCollapseWS,
		},
		{
			Name: "bad_ascii", Kind: Drop, Side: Both, DefaultOn: true,
			Doc:    "drop pairs containing ASCII characters that signal corrupted text",
			Params: []Param{{Name: "chars", Doc: "the bad characters", Default: DefaultBadASCII}},
			build:  buildBadASCII,
		},
		{
			Name: "disallowed_chars", Kind: Drop, Side: Both, DefaultOn: true,
			Doc: "drop pairs containing any character outside the allowed set; the reason names the character and, unless a fold rule writes it in ASCII, the allowed parameter that keeps it (--rules-config)",
			Params: []Param{{Name: "allowed", Doc: "every character a kept pair may contain",
				Default: DefaultAllowedChars}},
			build: buildAllowed,
		},
		{
			Name: "empty_side", Kind: Drop, Side: Both, DefaultOn: true,
			Doc:   "drop pairs whose written or spoken side is empty after cleaning",
			build: buildEmpty,
		},
	}
}

// Book returns the Libriheavy book-text set with its defaults.
func Book() *Set {
	s, err := NewSet("book", BookRules(), Config{})
	if err != nil {
		panic(err) // the defaults are fixed and tested
	}
	return s
}

// BookWith returns the Libriheavy book-text set configured by cfg.
func BookWith(cfg Config) (*Set, error) { return NewSet("book", BookRules(), cfg) }

func buildLower(Values) (step, error) {
	return func(s string) (string, bool, string) {
		if strings.IndexFunc(s, unicode.IsUpper) < 0 {
			return s, false, ""
		}
		return strings.ToLower(s), true, ""
	}, nil
}

// removeSpans deletes each match together with the white space before it, so
// "in 1969 [1], have" becomes "in 1969, have" rather than "in 1969 , have".
func removeSpans(s string, locs [][]int) string {
	var b strings.Builder
	b.Grow(len(s))
	last := 0
	for _, m := range locs {
		start := m[0]
		for start > last {
			r, w := utf8.DecodeLastRuneInString(s[:start])
			if !unicode.IsSpace(r) {
				break
			}
			start -= w
		}
		b.WriteString(s[last:start])
		last = m[1]
	}
	b.WriteString(s[last:])
	return b.String()
}

func buildBracketedNotes(v Values) (step, error) {
	tags := v.Strings("tags")
	if len(tags) == 0 {
		return func(s string) (string, bool, string) { return s, false, "" }, nil
	}
	q := make([]string, len(tags))
	for i, t := range tags {
		if strings.TrimSpace(t) == "" {
			return nil, fmt.Errorf("empty tag")
		}
		q[i] = regexp.QuoteMeta(t)
	}
	// A note runs to its closing bracket, or to the end of the cut when the
	// cut boundary falls inside it. Notes do not nest in book texts.
	tag := `(?i:` + strings.Join(q, "|") + `)\b`
	re, err := regexp.Compile(`\[\s*` + tag + `[^\]]*(?:\]|$)|\{\s*` + tag + `[^}]*(?:\}|$)`)
	if err != nil {
		return nil, err
	}
	return func(s string) (string, bool, string) {
		if !strings.ContainsAny(s, "[{") {
			return s, false, ""
		}
		locs := re.FindAllStringIndex(s, -1)
		if locs == nil {
			return s, false, ""
		}
		return removeSpans(s, locs), true, ""
	}, nil
}

var pageNumberRe = regexp.MustCompile(`[\[{]\s*(?:(?i:p|pp|pg|page)\.?\s*\d{1,4}|\d{3,4}|[ivxlcdm]{2,7}|[IVXLCDM]{2,7})\s*[\]}]`)

func buildPageNumbers(Values) (step, error) {
	return func(s string) (string, bool, string) {
		if !strings.ContainsAny(s, "[{") {
			return s, false, ""
		}
		locs := pageNumberRe.FindAllStringIndex(s, -1)
		if locs == nil {
			return s, false, ""
		}
		return removeSpans(s, locs), true, ""
	}, nil
}

// footnoteRe matches bracketed markers anywhere, and bare markers only right
// after a word or closing punctuation (so "5 * 3" is left for the character
// policy to judge).
var footnoteRe = regexp.MustCompile(`\[\s*(?:\d{1,2}|[A-Za-z]|\*{1,3}|[†‡§])\s*\]|([\p{L}\p{N}.,;:!?"')])(?:\*{1,3}|[†‡]+|[¹²³⁴⁵⁶⁷⁸⁹⁰]+)`)

// sectionBreakRe matches "* * *" and "***" between paragraphs.
var sectionBreakRe = regexp.MustCompile(`(?:^|\s)\*(?:\s*\*)+(?:\s|$)`)

func buildFootnoteMarkers(Values) (step, error) {
	return func(s string) (string, bool, string) {
		if !strings.ContainsAny(s, "[*†‡¹²³⁴⁵⁶⁷⁸⁹⁰") {
			return s, false, ""
		}
		out := s
		if strings.Contains(out, "*") {
			// The break stood between sentences: keep them apart.
			out = sectionBreakRe.ReplaceAllString(out, " ")
		}
		if m := footnoteRe.FindAllStringSubmatchIndex(out, -1); m != nil {
			locs := make([][]int, len(m))
			for i, x := range m {
				start := x[0]
				if x[2] >= 0 {
					start = x[3] // keep the word the bare marker is attached to
				}
				locs[i] = []int{start, x[1]}
			}
			out = removeSpans(out, locs)
		}
		return out, out != s, ""
	}, nil
}

var foldSpecial = map[rune]string{
	'æ': "ae", 'Æ': "AE", 'œ': "oe", 'Œ': "OE", 'ß': "ss", 'ø': "o", 'Ø': "O",
	'đ': "d", 'Đ': "D", 'ł': "l", 'Ł': "L", 'þ': "th", 'Þ': "Th", 'ð': "d", 'Ð': "D",
	'ı': "i", 'ĳ': "ij", 'Ĳ': "IJ",
}

func buildFoldAccents(Values) (step, error) {
	return func(s string) (string, bool, string) {
		ascii := true
		for i := 0; i < len(s); i++ {
			if s[i] >= utf8.RuneSelf {
				ascii = false
				break
			}
		}
		if ascii {
			return s, false, ""
		}
		var b strings.Builder
		b.Grow(len(s))
		// asciiLetter: the last rune written is a letter in ASCII, as given
		// or folded, so a combining mark after it is an accent of it.
		asciiLetter := false
		for _, r := range s {
			if r < utf8.RuneSelf {
				b.WriteRune(r)
				asciiLetter = 'a' <= r|0x20 && r|0x20 <= 'z'
				continue
			}
			if asciiLetter && unicode.Is(unicode.Mn, r) {
				// Decomposed text (NFD, as macOS file names and some
				// e-book exports keep it): "cafe\u0301" is "café" with
				// its accent apart, and folds to "cafe" as the composed
				// letter does. The mark was kept, and the pair dropped by
				// disallowed_chars with fold_accents on.
				continue
			}
			asciiLetter = false
			if rep, ok := foldSpecial[r]; ok {
				b.WriteString(rep)
				asciiLetter = true
				continue
			}
			if !unicode.Is(unicode.Latin, r) {
				b.WriteRune(r) // Greek letters and symbols are the policy's business
				continue
			}
			d := norm.NFD.String(string(r))
			base, w := utf8.DecodeRuneInString(d)
			rest := d[w:]
			if base < utf8.RuneSelf && strings.IndexFunc(rest, func(c rune) bool { return !unicode.Is(unicode.Mn, c) }) < 0 {
				b.WriteRune(base)
				asciiLetter = true
				continue
			}
			b.WriteRune(r)
		}
		out := b.String()
		return out, out != s, ""
	}, nil
}

var asciiPunct = strings.NewReplacer("\u2018", "'", "\u2019", "'", "\u201c", "\"", "\u201d", "\"",
	"\u2013", "-", "\u2014", "-", "\u2026", "...", "\u00a0", " ")

func buildASCIIPunct(Values) (step, error) {
	return func(s string) (string, bool, string) {
		out := asciiPunct.Replace(s)
		return out, out != s, ""
	}, nil
}

func buildCollapseWS(Values) (step, error) {
	return func(s string) (string, bool, string) {
		out := collapseSpace(s)
		return out, out != s, ""
	}, nil
}

func buildBadASCII(v Values) (step, error) {
	chars := v.String("chars")
	for _, r := range chars {
		if r >= utf8.RuneSelf {
			return nil, fmt.Errorf("chars must be ASCII, got %s", describeRune(r))
		}
	}
	return func(s string) (string, bool, string) {
		if i := strings.IndexAny(s, chars); i >= 0 && chars != "" {
			return s, false, "bad ASCII character " + describeRune(rune(s[i]))
		}
		return s, false, ""
	}, nil
}

func buildAllowed(v Values) (step, error) {
	allowed := v.String("allowed")
	if !utf8.ValidString(allowed) {
		return nil, fmt.Errorf("allowed is not valid UTF-8")
	}
	set := newRuneSet(allowed)
	return func(s string) (string, bool, string) {
		prev := rune(0) // the rune before s[i], for a combining mark's reason
		for i := 0; i < len(s); {
			c := s[i]
			if c < utf8.RuneSelf {
				if !set.ascii[c] {
					return s, false, "character " + describeRune(rune(c)) + " outside the allowed set" + allowedHint
				}
				prev = rune(c)
				i++
				continue
			}
			r, w := utf8.DecodeRuneInString(s[i:])
			if r == utf8.RuneError && w == 1 {
				return s, false, fmt.Sprintf("invalid UTF-8 byte 0x%02x", c)
			}
			if !set.other[r] {
				if accentOfASCIILetter(prev, r) {
					// Decomposed text: name the letter the mark belongs
					// to, and fold_accents, which folds it with its
					// letter (the reason said "'́' (U+0301)" and to add
					// the mark to the allowed set).
					return s, false, fmt.Sprintf("non-ASCII combining mark %s after %q outside the allowed set (decomposed text, NFD: the accent of %q written apart from its letter)%s",
						describeRune(r), prev, norm.NFC.String(string(prev)+string(r)), foldHintText("fold_accents"))
				}
				hint := foldHint(r)
				if hint == "" {
					hint = allowedHint
				}
				return s, false, "non-ASCII character " + describeRune(r) + " outside the allowed set" + hint
			}
			prev = r
			i += w
		}
		return s, false, ""
	}, nil
}

// allowedHint ends the reason of a character no rule folds: the reason
// named the character alone ("character '(' (U+0028) outside the allowed
// set"), and a book's parentheses, percent signs or Greek letters dropped
// its pairs with no word of the parameter that keeps them.
const allowedHint = ` (to keep it, add it to disallowed_chars' "allowed" parameter with --rules-config; clean/RULES.md)`

// foldHint names the rule, off by default, that would have written r in
// ASCII before the character policy ran: a book whose text has curly
// quotes, dashes or accented names lost every such pair with a reason that
// named only the character, though one switch keeps them. "" for a
// character no rule folds.
func foldHint(r rune) string {
	switch {
	case asciiPunct.Replace(string(r)) != string(r):
		return foldHintText("ascii_punctuation")
	case foldsToASCII(r):
		return foldHintText("fold_accents")
	}
	return ""
}

// foldHintText is foldHint's text for one rule; Set.apply drops it from a
// reason where the rule is on already or does not edit that side.
func foldHintText(rule string) string {
	// Short enough that a refusal's first reject (cut at 200 bytes) keeps it.
	return " (" + rule + foldHintMiddle + rule + foldHintEnd
}

// foldHintMiddle and foldHintEnd are foldHintText's fixed parts, by which
// Set.foldHintFor finds a hint and its rule without formatting one.
const (
	foldHintMiddle = `, a rule off by default, folds it: --rules-config FILE of {"rules":{"`
	foldHintEnd    = `":{"enabled":true}}})`
)

// accentOfASCIILetter reports whether fold_accents drops the combining
// mark r after prev: prev a letter it writes in ASCII, an ASCII letter or
// one it folds.
func accentOfASCIILetter(prev, r rune) bool {
	if !unicode.Is(unicode.Mn, r) {
		return false
	}
	if prev < utf8.RuneSelf {
		return 'a' <= prev|0x20 && prev|0x20 <= 'z'
	}
	return foldsToASCII(prev)
}

// foldsToASCII reports whether fold_accents writes r in ASCII.
func foldsToASCII(r rune) bool {
	if _, ok := foldSpecial[r]; ok {
		return true
	}
	if !unicode.Is(unicode.Latin, r) {
		return false
	}
	d := norm.NFD.String(string(r))
	base, w := utf8.DecodeRuneInString(d)
	return base < utf8.RuneSelf && w < len(d) && strings.IndexFunc(d[w:], func(c rune) bool { return !unicode.Is(unicode.Mn, c) }) < 0
}

func buildEmpty(Values) (step, error) {
	return func(s string) (string, bool, string) {
		if strings.TrimSpace(s) == "" {
			return s, false, emptyAfterCleaning
		}
		return s, false, ""
	}, nil
}
