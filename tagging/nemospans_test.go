package tagging

import (
	"slices"
	"testing"
)

// TestNeMoSpanCountAsNeMosBuilder: the span counts of NeMo's
// BertExampleBuilder.build_bert_example at max_sequence_len 128, taken
// (2026-12-01, tagu44) by running its code (NeMo c67474de4b^,
// nemo/collections/nlp/data/text_normalization_as_tagging/bert_example.py)
// with a tokenizer that makes each of BERT's basic tokens one piece. A
// span whose end word starts at piece 128 or later stops the builder, and
// every word from that span's first on counts as a span of its own: the
// count before 2026-12-01 (each span one, each word outside them one)
// gave 62 for the first line, which NeMo leaves out (131 > 64), and 43
// for the third, whose 40 "o'clock" make 120 pieces (72).
func TestNeMoSpanCountAsNeMosBuilder(t *testing.T) {
	words := func(parts ...any) []string {
		var w []string
		for i := 0; i < len(parts); i += 2 {
			w = append(w, slices.Repeat([]string{parts[i+1].(string)}, parts[i].(int))...)
		}
		return w
	}
	for _, c := range []struct {
		name  string
		words []string
		sem   []Semiotic
		want  int
	}{
		{"long span past the cut", words(60, "word", 70, "two", 1, "word"), []Semiotic{{"CARDINAL", 60, 130}}, 131},
		{"span ending at the last word", words(60, "word", 71, "two"), []Semiotic{{"CARDINAL", 60, 131}}, 61},
		{"pieces, not words, reach the cut", words(40, "o'clock", 30, "two", 2, "word"), []Semiotic{{"CARDINAL", 40, 70}}, 72},
		{"short line", words(3, "word", 1, "five", 2, "word"), []Semiotic{{"CARDINAL", 3, 4}}, 6},
		{"65 plain", words(65, "word"), nil, 65},
		{"two spans, the second past the cut", words(20, "word", 10, "two", 100, "word", 5, "two", 3, "word"),
			[]Semiotic{{"DATE", 20, 30}, {"CARDINAL", 130, 135}}, 129},
		{"adjacent spans", words(2, "word", 5, "two", 1, "word"), []Semiotic{{"DATE", 2, 5}, {"CARDINAL", 5, 7}}, 5},
		{"a span ending exactly at piece 127", words(100, "word", 26, "two", 10, "word"), []Semiotic{{"CARDINAL", 100, 126}}, 111},
		{"a span ending at piece 128", words(100, "word", 27, "two", 10, "word"), []Semiotic{{"CARDINAL", 100, 127}}, 137},
	} {
		if got := NeMoSpanCount(c.words, c.sem, 128); got != c.want {
			t.Errorf("%s (%d words): %d spans, NeMo's builder counts %d", c.name, len(c.words), got, c.want)
		}
	}
}

// TestBertBasicTokens: the tokens of BERT's basic tokenizer (uncased), as
// Hugging Face's BasicTokenizer makes them, each at least one word piece.
func TestBertBasicTokens(t *testing.T) {
	for w, want := range map[string]int{
		"twenty": 1, "o'clock": 3, "a.b.c": 5, "$5": 2, "café": 1, "cafe\u0301": 1,
		"\u200b": 0, "x\u200by": 1, "中文": 2, "1,000": 3, "—": 1, "+": 1, "\ufffd": 0,
	} {
		if got := BertBasicTokens(w); got != want {
			t.Errorf("BertBasicTokens(%q) = %d, want %d", w, got, want)
		}
	}
}
