package eval

import (
	"bufio"
	"os"
	"strings"
	"testing"
	"unicode"
)

// naiveCaseCounts is the casing F1's count of r written apart from
// caseCounts, with its own words (Python's white space, edge marks
// trimmed) and its own alignments of them case-folded (alignMatrix, the
// reference align is tested against): src against ref for the input's
// words (the reference words src has, as I-WER's itnSplit aligns them),
// ref against hyp for the words the hypothesis keeps.
func naiveCaseCounts(t *testing.T, r Record) CaseCounts {
	t.Helper()
	words := func(s string) []string {
		var out []string
		for _, w := range Tokenize(s, TokenizeWhitespace) {
			if w = strings.TrimFunc(w, unicode.IsPunct); w != "" {
				out = append(out, w)
			}
		}
		return out
	}
	ref, hyp := words(r.Ref), words(r.Hyp)
	idOf := map[string]int32{}
	ids := func(ws []string) []int32 {
		var out []int32
		for _, w := range ws {
			w = strings.ToLower(w)
			if _, ok := idOf[w]; !ok {
				idOf[w] = int32(len(idOf))
			}
			out = append(out, idOf[w])
		}
		return out
	}
	var a aligner
	input := make([]bool, len(ref))
	sedits, _, err := a.alignMatrix(ids(words(r.Src)), ids(ref))
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range sedits {
		if e.Op == OpMatch {
			input[e.Hyp] = true
		}
	}
	edits, _, err := a.alignMatrix(ids(ref), ids(hyp))
	if err != nil {
		t.Fatal(err)
	}
	var c CaseCounts
	for _, e := range edits {
		if e.Op != OpMatch || !input[e.Ref] {
			continue
		}
		kr, kh := CaseClass(ref[e.Ref]), CaseClass(hyp[e.Hyp])
		if kr >= 0 {
			c.Ref[kr]++
		}
		if kh >= 0 {
			c.Hyp[kh]++
		}
		if kr >= 0 && kr == kh {
			c.Correct[kr]++
		}
	}
	return c
}

// stringU2TFCounts is Universal-2-TF's I-WER and M-WER of r as they were
// computed before they shared their words with the casing F1: from the
// strings U2TFFold and U2TFStrip give, split again for the I-WER
// (internFields), the M-WER's input a string with each mixed-case word
// replaced by mixedMark. It returns I-WER errors and words, M-WER errors
// and words.
func stringU2TFCounts(t *testing.T, r Record) [4]int64 {
	t.Helper()
	sc := NewScorer(Options{})
	count := func(src, ref, hyp string) (int64, int64) {
		if src == ref {
			return 0, 0
		}
		sc.uSrc = sc.internFields(sc.uSrc[:0], src, false)
		sc.uRef = sc.internFields(sc.uRef[:0], ref, false)
		sc.uHyp = sc.internFields(sc.uHyp[:0], hyp, false)
		errs, words, err := sc.itnWords()
		if err != nil {
			t.Fatal(err)
		}
		return errs, words
	}
	var out [4]int64
	out[0], out[1] = count(U2TFFold(r.Src), U2TFFold(r.Ref), U2TFFold(r.Hyp))
	ref := U2TFStrip(r.Ref)
	src := Tokenize(ref, TokenizeWhitespace)
	for i, w := range src {
		if MixedCase(w) {
			src[i] = mixedMark
		}
	}
	out[2], out[3] = count(strings.Join(src, " "), ref, U2TFStrip(r.Hyp))
	return out
}

// caseRecords are the records of eval's tests that have a casing count:
// TestSkipMetrics', testdata/predictions.jsonl, TestUniversal2TFF1ByClass',
// TestCasingF1ScoresTheInputWords', TestNoSrcIsSaid's,
// TestU2TFWordsSplitAsPython's and testdata/u2tf_spaces.jsonl, whose words
// are parted by U+001C..U+001F and Unicode spaces.
func caseRecords(t *testing.T) []Record {
	t.Helper()
	recs := append([]Record(nil), selectRecords...)
	recs = append(recs,
		Record{Src: "we met ibm in paris", Ref: "We met IBM, in Paris.", Hyp: "We met Ibm, in paris?"},
		Record{Src: "it was iphone", Ref: "It was iPhone.", Hyp: "It was iPhone."},
		Record{Src: "in twenty ten", Ref: "In 2010.", Hyp: "In 2010 $5."},
		Record{Src: "doctor smith arrived at five p m on march fifteenth", Ref: "Dr. Smith arrived at 5 p.m. on March 15th.", Hyp: "Dr. smith arrived at 5 P.M. on March 15th."},
		Record{Src: "we paid five dollars", Ref: "We paid $5.", Hyp: "We paid $5."},
		Record{Ref: "It cost $5.", Hyp: "It cost $5."},
		Record{Src: "it cost five dollars then we left mcdonald said ok", Ref: "It\u2003cost $5.\x1cThen\x1dwe left,\x1eMcDonald\x1fsaid.\u3000OK.\u0085",
			Hyp: "It cost $5. Then we left McDonald said. Ok."},
	)
	for _, f := range []string{"testdata/predictions.jsonl", "testdata/u2tf_spaces.jsonl"} {
		file, err := os.Open(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(file)
		for sc.Scan() {
			if len(strings.TrimSpace(sc.Text())) == 0 {
				continue
			}
			var r Record
			if err := ParseRecord(sc.Bytes(), &r); err != nil {
				t.Fatalf("%s: %v", f, err)
			}
			recs = append(recs, r)
		}
		file.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
	}
	return recs
}

// TestCaseCountsShareTheFoldAlignment: the casing F1 reads the
// Universal-2-TF I-WER's alignment of the folded words where that one is
// made (src differs from ref once folded), and its figures are those of
// its own alignment: the same on every record of eval's tests and on a
// file of words parted by U+001C..U+001F and Unicode spaces, with I-WER
// computed (shared) and skipped (its own), and as an independent count.
// The I-WER and M-WER, which split their words once with the casing F1's,
// are what they were from the fold's strings.
func TestCaseCountsShareTheFoldAlignment(t *testing.T) {
	all, own := NewScorer(Options{}), NewScorer(Options{Skip: MetricITN})
	shared := 0
	for _, r := range caseRecords(t) {
		want := naiveCaseCounts(t, r)
		a, err := all.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		if all.fold.aligned && r.Hyp != r.Ref {
			shared++
		}
		b, err := own.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		if own.fold.aligned {
			t.Errorf("%q: an alignment kept with I-WER skipped", r.Ref)
		}
		if a.Counts.Case != want || b.Counts.Case != want {
			t.Errorf("%q / %q: casing %+v (shared), %+v (own), independent %+v", r.Ref, r.Hyp, a.Counts.Case, b.Counts.Case, want)
		}
		c := a.Counts
		if got, want := [4]int64{c.U2TFITNErrors, c.U2TFITNRef, c.MixedErrors, c.MixedRef}, stringU2TFCounts(t, r); got != want {
			t.Errorf("%q / %q: U2-TF I-WER, M-WER %v; from the fold's strings %v", r.Ref, r.Hyp, got, want)
		}
	}
	if shared < 10 {
		t.Errorf("%d records read the shared alignment: too few to test it", shared)
	}
}

// TestCaseCountsLowerEachReferenceWordOnce: the casing F1 lower-cases a
// capitalised reference word once per sentence (srcDiffersFolded's
// sc.foldRef, read for its id and its class). It lower-cased it for the
// comparison with src, again for its id, again for caseCounts' own
// alignment and again for its class (fin2): the casing F1 alone of a
// sentence with four capitalised reference words made 11 allocations.
// The figures are unchanged (the anchors, TestCaseCountsShareTheFoldAlignment, FuzzScore's naive count).
func TestCaseCountsLowerEachReferenceWordOnce(t *testing.T) {
	rec := Record{Src: "doctor smith paid five dollars to mary jones", Ref: "Dr. Smith paid $5 to Mary Jones.", Hyp: "dr. smith paid $5 to mary jones."}
	sc := NewScorer(Options{Skip: AllMetrics &^ MetricCER})
	s, err := sc.Score(&rec)
	if err != nil {
		t.Fatal(err)
	}
	if c := s.Counts.Case; c.Ref != [numCaseClasses]int64{2, 3, 0, 0} || c.Correct != [numCaseClasses]int64{2, 0, 0, 0} {
		t.Errorf("case counts %+v", c)
	}
	if n := testing.AllocsPerRun(50, func() { sc.Score(&rec) }); n > 4 {
		t.Errorf("scoring the casing F1 of a sentence with 4 capitalised reference words allocates %v times, want 4 (each lower-cased once)", n)
	}
}
