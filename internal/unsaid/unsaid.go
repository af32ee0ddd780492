package unsaid

import (
	"strings"
	"unicode"

	"github.com/itnprep/itnprep/internal/editdist"
	"github.com/itnprep/itnprep/internal/englishwords"
)

// Word returns the first word of written, a text in plain
// lower-case or capitalized letters (apostrophes and hyphens inside) that
// is an English word (englishwords, American spelling) and neither one
// of the spoken words said (their case ignored), nor consecutive tokens joined (to morrow:
// To-morrow, e mail: email), nor an abbreviation of one (a shorter word
// of its letters in order from the first, "doctor": Dr, "et cetera": etc,
// or a word without vowels, Mrs), or "" when there is none. An output
// holding a digit, symbol or period is a number or an abbreviation the
// other checks judge, and one in capitals a numeral or an acronym (XII,
// OK). Libriheavy's pairs keep the book's words where the reader or the
// ASR said others ("The old man sat" / "the old woman sat", "week" /
// "weak"), which prep leaves (a plain word is read only as itself), and
// each became a span row teaching the span model to write "man" for
// "woman"; derive tagger rejects them as unaligned_fragment (pairs2). A
// word outside the list is left: a British spelling that Google TN's
// spoken side writes the American way ("Labour" / "labor", 57 of the
// 5,518 sentences of NeMo GTN 2,001-7,551) or a book's misprint ("tbe"),
// which the check cannot tell apart.
func Word(out string, toks []string) string {
	for _, r := range out {
		if !unicode.IsLetter(r) && r != ' ' && r != '-' && r != '\'' && r != '’' {
			return ""
		}
	}
	if strings.IndexFunc(out, unicode.IsLower) < 0 {
		return ""
	}
	joined := strings.Builder{}
	for _, t := range toks {
		joined.WriteString(lettersOf(strings.ToLower(t)))
	}
	if lettersOf(strings.ToLower(out)) == joined.String() {
		return ""
	}
	for _, w := range strings.FieldsFunc(out, func(r rune) bool { return r == ' ' || r == '-' }) {
		lw := lettersOf(strings.ToLower(w))
		if lw == "" || !strings.ContainsAny(lw, "aeiouy") || w != strings.ToLower(w) && w[1:] != strings.ToLower(w[1:]) {
			continue // no vowel (Mrs, Jr) or not plain case (McAdam)
		}
		said := false
		for i := range toks {
			c := ""
			for j := i; j < len(toks) && !said; j++ {
				c += lettersOf(strings.ToLower(toks[j]))
				said = lw == c || abbreviates(lw, c) || spellingVariant(lw, c) || shortVariants[lw] == c
			}
		}
		if !said && englishwords.Is(lw) {
			return w
		}
	}
	return ""
}

// spellingVariant reports whether a and b are one word spelt two ways, as
// Google TN's spoken side writes a British spelling the American way
// ("theatre" / "theater", "advertised" / "advertized", "catalogue" /
// "catalog"): five letters or more, the same first two, at most two edits
// apart. Shorter words two edits apart are other words ("week" / "weak",
// "one" / "won").
func spellingVariant(a, b string) bool {
	return len(a) >= 5 && len(b) >= 5 && a[:2] == b[:2] && editdist.Distance(a, b, 3) <= 2
}

// shortVariants are spellings of one word too short for spellingVariant,
// which a book and a transcript write either way: "grey" / "gray", the
// interjection "Oh" / "o" (Libriheavy's transcripts write both O and OH),
// "mamma" / "mama". Found reading the cuts of align's word_mismatch on
// likely book words (pairs3); "week" / "weak" and "one" / "won" are other
// words and stay mismatches.
var shortVariants = map[string]string{
	"grey": "gray", "gray": "grey", "oh": "o", "o": "oh", "mamma": "mama", "mama": "mamma",
}

// lettersOf is s with only its letters.
func lettersOf(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsLetter(r) {
			return r
		}
		return -1
	}, s)
}

// abbreviates reports whether a is shorter than w, opens with its first
// letter and takes its other letters from w in order: "dr" of "doctor".
func abbreviates(a, w string) bool {
	if len(a) == 0 || len(a) >= len(w) || a[0] != w[0] {
		return false
	}
	k := 1
	for i := 1; i < len(w) && k < len(a); i++ {
		if w[i] == a[k] {
			k++
		}
	}
	return k == len(a)
}
