package clean

import (
	"strings"
	"testing"
)

var benchBook = []string{
	"Col. Tolliver bought a house in Ashford for $52. [18] The harbour at Castlemere was built in 1786, when the town had fewer than 900 souls.",
	"very well. There were 10 people in tbe room, and not one [1] of them spoke. [Footnote 1: See Appendix B.] There is a",
	"bears the date 1799 and nothing else. In 1796 Mrs. Pryce bought a house in St. Ives for $15,450. \"I shall be back by the 16th,\" said Mr. Tolliver,",
	"His envoys reached the court in the spring of 1532 with a letter of 40 pages.",
}

var benchSpoken = []string{
	"COLONEL TOLLIVER BOUGHT A HOUSE IN ASHFORD FOR FIFTY TWO DOLLARS THE HARBOUR AT CASTLEMERE WAS BUILT IN SEVENTEEN EIGHTY SIX WHEN THE TOWN HAD FEWER THAN NINE HUNDRED SOULS",
	"VERY WELL THERE WERE TEN PEOPLE IN THE ROOM AND NOT ONE OF THEM SPOKE THERE IS A",
	"BEARS THE DATE SEVENTEEN NINETY NINE AND NOTHING ELSE IN SEVENTEEN NINETY SIX MISSUS PRYCE BOUGHT A HOUSE IN SAINT IVES FOR FIFTEEN THOUSAND FOUR HUNDRED FIFTY DOLLARS I SHALL BE BACK BY THE SIXTEENTH SAID MISTER TOLLIVER",
	"HIS ENVOYS REACHED THE COURT IN THE SPRING OF FIFTEEN THIRTY TWO WITH A LETTER OF FORTY PAGES",
}

// BenchmarkBook measures the default book set on typical cuts.
func BenchmarkBook(b *testing.B) {
	s := Book()
	var bytes int64
	for i := range benchBook {
		bytes += int64(len(benchBook[i]) + len(benchSpoken[i]))
	}
	b.SetBytes(bytes / int64(len(benchBook)))
	i := 0
	for b.Loop() {
		s.ApplyPair(benchBook[i], benchSpoken[i])
		i = (i + 1) % len(benchBook)
	}
}

// BenchmarkTranscript measures the default transcript set.
func BenchmarkTranscript(b *testing.B) {
	s := Transcript()
	texts := []string{
		"Speaker 1: . hello there (laughs)!!  mr smith , ok?",
		"<i>well</i> I was... The best , Thank You 😀",
		strings.Repeat("The meeting starts at noon, and we will discuss the budget. ", 3),
	}
	i := 0
	for b.Loop() {
		s.Apply(texts[i])
		i = (i + 1) % len(texts)
	}
}

// BenchmarkITNFlags measures the flag scan.
func BenchmarkITNFlags(b *testing.B) {
	i := 0
	for b.Loop() {
		ITNFlags(benchBook[i])
		i = (i + 1) % len(benchBook)
	}
}

// BenchmarkBookDrop measures the book set on pairs it drops: one for a
// character no rule folds (its reason has no fold hint) and one for an
// accented letter (the hint to enable fold_accents): Set.foldHintFor
// looks at every drop's reason.
func BenchmarkBookDrop(b *testing.B) {
	s := Book()
	written := []string{"He sent the note by 🐦 to his aunt in Bath.", "The Café Royal stood at the corner of the square."}
	spoken := []string{"HE SENT THE NOTE BY TO HIS AUNT IN BATH", "THE CAFE ROYAL STOOD AT THE CORNER OF THE SQUARE"}
	i := 0
	for b.Loop() {
		if !s.ApplyPair(written[i], spoken[i]).Dropped {
			b.Fatalf("%q was kept", written[i])
		}
		i = (i + 1) % len(written)
	}
}
