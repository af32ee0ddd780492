package normalize

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestRuneCursorMatchesRuneOffset: the cursor CodePointSpans counts with
// gives runeOffset's answer for every offset sequence: rising, falling,
// inside a multi-byte character, past the end, on invalid UTF-8.
func TestRuneCursorMatchesRuneOffset(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	alphabet := []string{"a", " ", "é", "€", "𝄞", "\xe2\x82", "\xff", "5"}
	for trial := 0; trial < 2000; trial++ {
		var b strings.Builder
		for n := rng.IntN(40); n > 0; n-- {
			b.WriteString(alphabet[rng.IntN(len(alphabet))])
		}
		s := b.String()
		c := runeCursor{s: s}
		off := 0
		for k := 0; k < 20; k++ {
			switch rng.IntN(4) {
			case 0:
				off = rng.IntN(len(s)+3) - 1 // anywhere, past both ends too
			default:
				off += rng.IntN(6) // mostly rising, as spans do
			}
			if got, want := c.at(off), runeOffset(s, off); got != want {
				t.Fatalf("%q at %d: cursor %d, runeOffset %d", s, off, got, want)
			}
		}
	}
}

// BenchmarkCodePointSpansLongDocument: a 240 KB document-per-line record
// (a Wikipedia article) with 15,000 spans.
func BenchmarkCodePointSpansLongDocument(b *testing.B) {
	var w strings.Builder
	var spans []Span
	for i := 0; i < 3000; i++ {
		for k := 0; k < 5; k++ {
			start := w.Len()
			w.WriteString("12 ")
			spans = append(spans, Span{WrittenStart: start, WrittenEnd: start + 2, SpokenStart: start, SpokenEnd: start + 2})
		}
		w.WriteString(strings.Repeat("é words in a paragraph ", 3))
	}
	doc := w.String()
	b.ResetTimer()
	for b.Loop() {
		CodePointSpans(doc, doc, spans)
	}
}
