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

// NeMoSpanCount is len(semiotic_spans) of NeMo's
// BertExampleBuilder.build_bert_example for a line of words with the
// semiotic spans sem (in order) at max_sequence_len maxSeqLen, the count
// the builder holds against max(4, maxSeqLen/2) to return no example.
// The builder fills the gaps between spans with one PLAIN span per word,
// and it stops at the first span whose end word starts at word piece
// maxSeqLen or later (counting [CLS]; the input is cut at maxSeqLen-2
// pieces): from that span's first word on, every word, in later spans or
// not, is a PLAIN span of its own. So a long line can exceed the limit
// with few spans: 60 words, a span of 70, one word are 62 spans as the
// spans are written, and 131 as NeMo counts them with one piece a word.
//
// Word i starts at piece 1 + the pieces of the words before it, each word
// counted as BertBasicTokens(word) pieces: what the WordPiece tokenizer
// of NeMo's recipe (bert-base-uncased) makes of it at the least, exactly
// where its vocabulary holds each of those tokens whole (the common
// case: a word split into sub-word pieces, "##" ones, counts more). The
// count only grows with the pieces (an earlier stop splits more spans),
// so it is NeMo's or fewer, never more.
func NeMoSpanCount(words []string, sem []Semiotic, maxSeqLen int) int {
	// starts[i] is the builder's token_start_indices[i].
	starts := make([]int, len(words))
	p := 1
	for i, w := range words {
		starts[i] = p
		p += BertBasicTokens(w)
	}
	n, prev := 0, 0
	for _, s := range sem {
		if s.Start > prev { // while previous_end < start: a PLAIN span a word
			n += s.Start - prev
			prev = s.Start
		}
		if s.End < len(words) && starts[s.End] >= maxSeqLen {
			break // "if subtoken_end >= self._max_seq_length: break"
		}
		n++
		prev = s.End
	}
	if prev < len(words) { // the words left, a PLAIN span each
		n += len(words) - prev
	}
	return n
}

// BertBasicTokens is the number of tokens BERT's basic tokenizer (the
// step before WordPiece in Hugging Face's BertTokenizer, uncased) makes
// of w, each at least one word piece: NUL, U+FFFD, control and format
// characters (Unicode C*) and combining marks (Mn, which stripping
// accents drops) are removed; white space splits; each punctuation
// character (ASCII !-/ :-@ [-` {-~ and Unicode P*) and each CJK ideograph
// is a token of its own. "o'clock" is 3, "twenty" 1.
func BertBasicTokens(w string) int {
	n, in := 0, false
	for _, r := range w {
		switch {
		case r == '\t' || r == '\n' || r == '\r' || unicode.Is(unicode.Zs, r):
			in = false // white space (the three controls are white space to BERT)
		case r == 0 || r == 0xfffd || unicode.In(r, unicode.C, unicode.Mn):
			// removed: neither a token nor a split
		case bertPunct(r) || bertCJK(r):
			n++
			in = false
		default:
			if !in {
				n++
				in = true
			}
		}
	}
	return n
}

func bertPunct(r rune) bool {
	return r >= 33 && r <= 47 || r >= 58 && r <= 64 || r >= 91 && r <= 96 || r >= 123 && r <= 126 || unicode.IsPunct(r)
}

func bertCJK(r rune) bool {
	return r >= 0x4E00 && r <= 0x9FFF || r >= 0x3400 && r <= 0x4DBF || r >= 0x20000 && r <= 0x2A6DF ||
		r >= 0x2A700 && r <= 0x2B73F || r >= 0x2B740 && r <= 0x2B81F || r >= 0x2B820 && r <= 0x2CEAF ||
		r >= 0xF900 && r <= 0xFAFF || r >= 0x2F800 && r <= 0x2FA1F
}
