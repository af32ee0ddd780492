package tagging

import (
	"fmt"
	"sort"
	"strings"
	"unicode"
)

// NeMo's Thutmose training files (NVIDIA NeMo,
// examples/nlp/text_normalization_as_tagging and
// nemo/collections/nlp/data/text_normalization_as_tagging):
//
//   - train.tsv, valid.tsv, test.tsv: one sentence per line,
//     "input<TAB>tags<TAB>semiotic" — the spoken words and the tags
//     separated by single spaces, the semiotic spans as "CLASS start end"
//     joined by ";" (end exclusive, word indices; empty when none). NeMo
//     reads each line with line.rstrip("\n").split("\t") into exactly three
//     fields.
//   - label_map.txt: one label per line, its line number is its id:
//     "KEEP", "DELETE", then "DELETE|" + fragment for every fragment tag
//     (NeMo maps <SELF> to KEEP, <DELETE> to DELETE and a fragment f to
//     DELETE|f when it reads the tags), most frequent first.
//   - semiotic_classes.txt: one class per line; it must contain PLAIN.

// NeMoStandardClasses are the semiotic classes NeMo's English recipe
// writes; an export adds any other class its rows use.
var NeMoStandardClasses = []string{"ADDRESS", "CARDINAL", "DATE", "DECIMAL", "DIGIT", "ELECTRONIC", "FRACTION",
	"LETTERS", "MEASURE", "MONEY", "ORDINAL", "PLAIN", "PUNCT", "TELEPHONE", "TIME", "VERBATIM"}

// NeMoLine formats one example as a line of NeMo's TSV (with its newline).
// It refuses text that would break the format: white space inside a word
// or a tag, a tag count other than the word count. White space is what
// Python's str.split() splits on (pySpace), as NeMo reads the words with
// source.split() and the label map with tag.strip(): a word holding a
// no-break space or an information separator (\x1c-\x1f) would be two
// words there, one tag short, and NeMo's reader fails on the line.
func NeMoLine(words, tags []string, sem []Semiotic) (string, error) {
	if len(words) != len(tags) {
		return "", fmt.Errorf("%d tags for %d words", len(tags), len(words))
	}
	for _, w := range words {
		if w == "" || strings.ContainsFunc(w, pySpace) {
			return "", fmt.Errorf("word %q is empty or has white space", w)
		}
	}
	for _, t := range tags {
		if t == "" || strings.ContainsFunc(t, pySpace) {
			return "", fmt.Errorf("tag %q is empty or has white space", t)
		}
	}
	var b strings.Builder
	b.WriteString(strings.Join(words, " "))
	b.WriteByte('\t')
	b.WriteString(strings.Join(tags, " "))
	b.WriteByte('\t')
	for i, s := range sem {
		if s.Class == "" || strings.ContainsAny(s.Class, " \t\n\r;") || s.Start < 0 || s.End > len(words) || s.Start >= s.End {
			return "", fmt.Errorf("semiotic span %+v does not fit %d words", s, len(words))
		}
		if i > 0 {
			b.WriteByte(';')
		}
		fmt.Fprintf(&b, "%s %d %d", s.Class, s.Start, s.End)
	}
	b.WriteByte('\n')
	return b.String(), nil
}

// pySpace reports whether Python's str.isspace() holds for r: Go's
// unicode.IsSpace and the information separators U+001C to U+001F.
func pySpace(r rune) bool { return unicode.IsSpace(r) || r >= 0x1c && r <= 0x1f }

// NeMoLabel is the label_map.txt name of a tag.
func NeMoLabel(tag string) string {
	switch tag {
	case Self:
		return "KEEP"
	case Delete:
		return "DELETE"
	}
	return "DELETE|" + tag
}

// NeMoLabelMap renders label_map.txt for the fragment tags in order.
func NeMoLabelMap(fragments []string) string {
	var b strings.Builder
	b.WriteString("KEEP\nDELETE\n")
	for _, f := range fragments {
		b.WriteString(NeMoLabel(f))
		b.WriteByte('\n')
	}
	return b.String()
}

// NeMoClasses renders semiotic_classes.txt: the standard classes and the
// ones used, sorted.
func NeMoClasses(used []string) string {
	set := map[string]bool{}
	for _, c := range NeMoStandardClasses {
		set[c] = true
	}
	for _, c := range used {
		set[c] = true
	}
	out := make([]string, 0, len(set))
	for c := range set {
		out = append(out, c)
	}
	sort.Strings(out)
	return strings.Join(out, "\n") + "\n"
}
