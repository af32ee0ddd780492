package eval

import (
	"encoding/json"
	"math"
	"sync"
	"testing"
	"unicode/utf8"
)

func bytesToSeq(b []byte) []int32 {
	s := make([]int32, len(b))
	for i, c := range b {
		s[i] = int32(c % 5)
	}
	return s
}

// FuzzAlign: the alignment's cost and the bit-parallel distance equal the
// naive Levenshtein distance, and the path equals the full-matrix path.
func FuzzAlign(f *testing.F) {
	f.Add([]byte("abcab"), []byte("bca"))
	f.Add([]byte(""), []byte("x"))
	f.Add(make([]byte, 70), make([]byte, 65))
	f.Fuzz(func(t *testing.T, x, y []byte) {
		if len(x) > 300 || len(y) > 300 {
			return
		}
		a, b := bytesToSeq(x), bytesToSeq(y)
		want := naiveDistance(a, b)
		var al, am aligner
		edits, dist, err := al.align(a, b)
		if err != nil {
			t.Fatal(err)
		}
		ref, _, _ := am.alignMatrix(a, b)
		if dist != want {
			t.Fatalf("align cost %d, naive %d", dist, want)
		}
		if len(edits) != len(ref) {
			t.Fatalf("paths differ: %v vs %v", edits, ref)
		}
		for i := range edits {
			if edits[i] != ref[i] {
				t.Fatalf("paths differ: %v vs %v", edits, ref)
			}
		}
		checkEdits(t, a, b, edits, dist)
		if d := al.distance(a, b); d != want {
			t.Fatalf("distance %d, naive %d", d, want)
		}
	})
}

// FuzzScore: scoring never panics or fails on valid strings, every rate is
// finite, and S+D+I is the naive distance of the token lists.
var (
	fuzzScorersMu sync.Mutex
	fuzzScorers   = map[bool]*Scorer{}
)

func FuzzScore(f *testing.F) {
	f.Add("Und auch wer nur hier im Land operiert , zahlt nur zehn Prozent Steuern .",
		"Und auch wer nur hier im Land operiert zahlt nur 10 % Steuern .", "und auch", "x", false)
	f.Add("", "a, b. c?", "", "", true)
	f.Add("1,000-2 &amp; <skipped>\n-\nx", "1,000 - 2", "", "one", false)
	f.Add("It cost $5.\x1cThen McDonald\u2003left.", "it cost $5 then Mcdonald\x1fleft", "it cost five dollars then mcdonald left", "", false)
	f.Fuzz(func(t *testing.T, ref, hyp, src, alt string, punct bool) {
		if !utf8.ValidString(ref) || !utf8.ValidString(hyp) || !utf8.ValidString(src) || !utf8.ValidString(alt) {
			return
		}
		opts := Options{}
		if punct {
			opts = Options{Tokenize: TokenizePunct, Punct: DefinitionAnchor, Symbol: DefinitionAnchor}
		}
		r := Record{Ref: ref, Hyp: hyp, Src: src, Refs: []string{alt}}
		s, err := NewScorer(opts).Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		// A Scorer reused across inputs must answer as a new one does.
		fuzzScorersMu.Lock()
		if fuzzScorers[punct] == nil {
			fuzzScorers[punct] = NewScorer(opts)
		}
		again, err := fuzzScorers[punct].Score(&r)
		fuzzScorersMu.Unlock()
		if err != nil || again.Counts != s.Counts {
			t.Fatalf("reused Scorer: %+v, %v; new Scorer %+v", again.Counts, err, s.Counts)
		}
		c := s.Counts
		// The casing F1 read on the Universal-2-TF I-WER's alignment is
		// the count of its own alignment (I-WER skipped) and the
		// independent one.
		noITN := opts
		noITN.Skip = MetricITN
		own, err := NewScorer(noITN).Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		if want := naiveCaseCounts(t, r); c.Case != want || own.Counts.Case != want {
			t.Fatalf("casing %+v, with I-WER skipped %+v, independent %+v", c.Case, own.Counts.Case, want)
		}
		if got, want := [4]int64{c.U2TFITNErrors, c.U2TFITNRef, c.MixedErrors, c.MixedRef}, stringU2TFCounts(t, r); got != want {
			t.Fatalf("U2-TF I-WER, M-WER %v; from the fold's strings %v", got, want)
		}
		// One shared id space for ref and hyp.
		joint := map[string]int32{}
		seq := func(x string) []int32 {
			var out []int32
			for _, w := range Tokenize(x, opts.Tokenize) {
				if _, ok := joint[w]; !ok {
					joint[w] = int32(len(joint))
				}
				out = append(out, joint[w])
			}
			return out
		}
		if d := naiveDistance(seq(ref), seq(hyp)); int64(d) != c.Sub+c.Del+c.Ins {
			t.Fatalf("S+D+I = %d, naive distance %d", c.Sub+c.Del+c.Ins, d)
		}
		if c.ITNErrors+c.NonITNErrors != c.Sub+c.Del+c.Ins {
			t.Fatalf("I/NI split %d+%d != %d", c.ITNErrors, c.NonITNErrors, c.Sub+c.Del+c.Ins)
		}
		if c.PER.Correct < 0 || c.PER.Del < 0 || c.PER.Ins < 0 || c.PER.Sub < 0 {
			t.Fatalf("negative PER counts %+v", c.PER)
		}
		for cl, k := range c.Class {
			// Insertions minus deletions is Hyp - Ref on any alignment, and
			// every insertion is one of the errors.
			if k.Ins < 0 || k.Ins > k.Errors || k.Ins < k.Hyp-k.Ref || (k.Errors-k.Ins)-(k.Ins-(k.Hyp-k.Ref)) < 0 {
				t.Fatalf("%s: %+v: insertions not a part of the errors", Class(cl).Name(), k)
			}
		}
		for _, row := range c.Rows(opts) {
			if row.Rate != nil && (math.IsNaN(*row.Rate) || math.IsInf(*row.Rate, 0)) {
				t.Fatalf("%s rate %v", row.Type, *row.Rate)
			}
		}
		if score, _, _ := c.BLEU.Score(); math.IsNaN(score) || math.IsInf(score, 0) || score < 0 || score > 100+1e-9 {
			t.Fatalf("BLEU %v", score)
		}
		_ = AppendDetails(nil, "id", 1, &r, &s, opts)
	})
}

// FuzzParseRecord: the scanner never panics, and whenever encoding/json
// decodes a line into the record shape, the scanner agrees with it.
func FuzzParseRecord(f *testing.F) {
	f.Add([]byte(`{"id":"a","src":"s","hyp":"h","ref":"r","refs":["x"]}`))
	f.Add([]byte(`{"hyp":"\u00e9\"","ref":"","x":[1,{"y":null}]}`))
	f.Add([]byte(`{"hyp":"a","ref":"b","id":12}`))
	f.Fuzz(func(t *testing.T, line []byte) {
		var got Record
		err := ParseRecord(line, &got)
		// A map keeps keys exactly (struct decoding would fold case, which
		// Python's json and this scanner do not) and the last duplicate.
		var want map[string]any
		if jerr := json.Unmarshal(line, &want); jerr != nil || !utf8.Valid(line) {
			return
		}
		hyp, ok1 := want["hyp"].(string)
		ref, ok2 := want["ref"].(string)
		if !ok1 || !ok2 {
			return
		}
		if err != nil {
			// Fields of other shapes (a non-string src, refs holding
			// numbers) are rejected here and accepted there.
			return
		}
		if got.Hyp != hyp || got.Ref != ref {
			t.Fatalf("hyp/ref %q/%q, encoding/json %q/%q", got.Hyp, got.Ref, hyp, ref)
		}
		if src, ok := want["src"].(string); ok && got.Src != src {
			t.Fatalf("src %q, encoding/json %q", got.Src, src)
		}
	})
}
