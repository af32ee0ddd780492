package clean

import (
	"strings"

	"github.com/itnprep/itnprep/internal/textfold"
)

// BasicRules returns the rules every written-only corpus (SPGISpeech, text,
// any corpus the verbalizer reads) passes before verbalization: HTML
// character references decoded, full-width forms written in ASCII, white
// space collapsed, empty records dropped. They act on the written side only; the
// spoken side does not exist yet.
func BasicRules() []Rule {
	return []Rule{
		decodeCharRefsRule(),
		{
			Name: "remove_invisible", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "remove soft hyphens, zero-width spaces, word joiners and byte order marks (U+00AD, U+200B, U+2060, U+FEFF), which web text hides inside words and numbers, and bidirectional marks, embeddings and isolates (U+200E, U+200F, U+202A-U+202E, U+2066-U+2069); zero-width joiners, which emoji and scripts need, stay",
			build: buildRemoveInvisible,
		},
		{
			Name: "fold_fullwidth", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "write full-width forms as ASCII (１２３ -> 123, ＡＢＣ -> ABC, ％ -> %) and the ideographic space as a space, as NFKC does; CJK ideographs stay",
			build: buildFoldFullwidth,
		},
		{
			Name: "fold_ligatures", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "write Latin typographic ligatures as their letters (ﬁ -> fi, ﬂ -> fl, ﬀ ﬃ ﬄ ﬅ ﬆ), as NFKC does: text extracted from PDFs and typeset books keeps them inside words",
			build: buildFoldLigatures,
		},
		{
			Name: "collapse_whitespace", Kind: Edit, Side: Written, DefaultOn: true,
			Doc:   "collapse runs of white space (tabs, newlines, no-break spaces) to one space and trim both ends; a no-break or thin space grouping a number's digits (1\u00a0200) stays, so the verbalizer reads one number",
			build: buildCollapseWSKeepingGroups,
		},
		{
			Name: "empty_text", Kind: Drop, Side: Written, DefaultOn: true,
			Doc:   "drop records whose written text is empty after cleaning",
			build: buildEmpty,
		},
	}
}

// buildCollapseWSKeepingGroups is the basic set's collapse_whitespace: a
// no-break or thin space grouping a number's digits stays for the
// verbalizer (collapseSpaceKeeping).
func buildCollapseWSKeepingGroups(Values) (step, error) {
	return func(s string) (string, bool, string) {
		out := collapseSpaceKeeping(s, true)
		return out, out != s, ""
	}, nil
}

// BasicWith returns the basic set configured by cfg.
func BasicWith(cfg Config) (*Set, error) { return NewSet("basic", BasicRules(), cfg) }

// decodeCharRefsRule decodes HTML character references, which text scraped
// from the web keeps ("it&#39;s", "Tom &amp; Jerry", "5&nbsp;km"): a
// formatting model trained on them would learn to write "&#39;". Only
// references closed by ';' count ("AT&T", "R&D" are text).
func decodeCharRefsRule() Rule {
	return Rule{
		Name: "decode_html_entities", Kind: Edit, Side: Written, DefaultOn: true,
		Doc:   "decode HTML character references closed by ';' (&#39; -> ', &amp; -> &, &nbsp; -> no-break space, &mdash; -> —); \"AT&T\" and \"R&D\" stay",
		build: buildDecodeCharRefs,
	}
}

func buildDecodeCharRefs(Values) (step, error) {
	return func(s string) (string, bool, string) {
		out := textfold.DecodeCharRefs(s)
		return out, out != s, ""
	}, nil
}

// buildFoldFullwidth writes full-width forms (U+FF01-U+FF5E) in ASCII and
// the ideographic space (U+3000) as a space: text copied from CJK pages
// carries them inside English sentences, and a formatting model trained on
// "I paid １２３ dollars" would learn to write full-width digits.
func buildFoldFullwidth(Values) (step, error) {
	fullWidth := func(r rune) bool { _, ok := textfold.FullWidthASCII(r); return ok }
	return func(s string) (string, bool, string) {
		if strings.IndexFunc(s, fullWidth) < 0 {
			return s, false, ""
		}
		return strings.Map(func(r rune) rune {
			if b, ok := textfold.FullWidthASCII(r); ok {
				return rune(b)
			}
			return r
		}, s), true, ""
	}, nil
}

// buildFoldLigatures writes the Latin ligatures as their letters: "the
// ﬁrst ﬂoor" was a written side and, the verbalizer keeping a word it does
// not read as written, a spoken side too, neither of which a formatting
// model or a recognizer writes.
func buildFoldLigatures(Values) (step, error) {
	isLigature := func(r rune) bool { _, ok := textfold.Ligature(r); return ok }
	return func(s string) (string, bool, string) {
		if strings.IndexFunc(s, isLigature) < 0 {
			return s, false, ""
		}
		var b strings.Builder
		for _, r := range s {
			if l, ok := textfold.Ligature(r); ok {
				b.WriteString(l)
			} else {
				b.WriteRune(r)
			}
		}
		return b.String(), true, ""
	}, nil
}

// buildRemoveInvisible deletes the invisible characters a formatting
// model must not learn to write: "inter\u00adnational" is "international".
func buildRemoveInvisible(Values) (step, error) {
	return func(s string) (string, bool, string) {
		if strings.IndexFunc(s, textfold.IsHidden) < 0 {
			return s, false, ""
		}
		return strings.Map(func(r rune) rune {
			if textfold.IsHidden(r) {
				return -1
			}
			return r
		}, s), true, ""
	}, nil
}
