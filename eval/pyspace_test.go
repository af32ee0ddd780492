package eval

import (
	"fmt"
	"os/exec"
	"strings"
	"testing"
	"unicode"

	"github.com/itnprep/itnprep/internal/testutil"
)

// pythonSpaces is every character Python 3.11's str.split() splits at
// (str.isspace: Unicode 14.0; /usr/bin/python3 -c "print([hex(c) for c in
// range(0x110000) if chr(c).isspace()])"). Go's unicode.IsSpace, which
// strings.Fields uses, lacks U+001C..U+001F.
var pythonSpaces = []rune{
	0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 0x85, 0xa0, 0x1680,
	0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2007, 0x2008, 0x2009, 0x200a,
	0x2028, 0x2029, 0x202f, 0x205f, 0x3000,
}

// TestPySpaceIsPythons: every word count of the package splits where
// Python's str.split() splits (jiwer's and sacrebleu's words), over the
// whole of Unicode, and Go's strings.Fields differs at U+001C..U+001F
// alone (why the package has its own splitter).
func TestPySpaceIsPythons(t *testing.T) {
	want := map[rune]bool{}
	for _, r := range pythonSpaces {
		want[r] = true
	}
	for r := rune(0); r <= unicode.MaxRune; r++ {
		if isPySpace(r) != want[r] {
			t.Errorf("isPySpace(%U) = %v, Python's str.isspace %v", r, isPySpace(r), want[r])
		}
		if want[r] != unicode.IsSpace(r) && (r < 0x1c || r > 0x1f) {
			t.Errorf("%U: Go's unicode.IsSpace %v differs from Python outside U+001C..U+001F", r, unicode.IsSpace(r))
		}
	}
	for _, r := range pythonSpaces {
		s := "a" + string(r) + "b"
		if got := appendFields(nil, s); len(got) != 2 {
			t.Errorf("appendFields(%q) = %q, want two words", s, got)
		}
		if got := U2TFFold("It" + string(r) + "Cost."); got != "it cost" {
			t.Errorf("U2TFFold around %U = %q, want \"it cost\"", r, got)
		}
	}
	t.Run("python3", func(t *testing.T) {
		py := testutil.DebianPython(t)
		out, err := exec.Command(py, "-c", "print(' '.join('%x' % c for c in range(0x110000) if chr(c).isspace()))").Output()
		if err != nil {
			t.Fatal(err)
		}
		var list []string
		for _, r := range pythonSpaces {
			list = append(list, fmt.Sprintf("%x", r))
		}
		if got := strings.TrimSpace(string(out)); got != strings.Join(list, " ") {
			t.Errorf("%s's white space: %s\nthe table here: %s", py, got, strings.Join(list, " "))
		}
	})
}

// TestU2TFWordsSplitAsPython: a reference whose words are parted by
// U+001C..U+001F and Unicode spaces scores as the same reference with plain
// spaces, in every count, Universal-2-TF's I-WER, M-WER and casing F1
// included: jiwer and sacrebleu see the same words there. Before, the
// Universal-2-TF fold split with Go's strings.Fields, so "$5.\x1cThen" kept
// its period inside one word (an I-WER error on a right $5) and the casing
// F1 lost "Then" and "McDonald".
func TestU2TFWordsSplitAsPython(t *testing.T) {
	const src = "it cost five dollars then we left mcdonald said ok"
	plain := Record{Src: src, Ref: "It cost $5. Then we left, McDonald said. OK.", Hyp: "It cost $5. Then we left McDonald said. Ok."}
	odd := plain
	odd.Ref = "It\u2003cost $5.\x1cThen\x1dwe left,\x1eMcDonald\x1fsaid.\u3000OK.\u0085"
	sc := NewScorer(Options{})
	a, err := sc.Score(&plain)
	if err != nil {
		t.Fatal(err)
	}
	b, err := sc.Score(&odd)
	if err != nil {
		t.Fatal(err)
	}
	if a.Counts != b.Counts {
		t.Errorf("counts with U+001C..U+001F and Unicode spaces:\n%+v\nwith plain spaces:\n%+v", b.Counts, a.Counts)
	}
	c := b.Counts
	// src folded has no "$5": one ITN word, written right.
	if c.U2TFITNErrors != 0 || c.U2TFITNRef != 1 || c.MixedErrors != 0 || c.MixedRef != 1 {
		t.Errorf("U2-TF I-WER %d of %d, M-WER %d of %d; want 0 of 1, 0 of 1", c.U2TFITNErrors, c.U2TFITNRef, c.MixedErrors, c.MixedRef)
	}
	// lower cost we left said, cap It Then, upper OK (Ok), mixed McDonald.
	if want := (CaseCounts{Ref: [4]int64{4, 2, 1, 1}, Hyp: [4]int64{4, 3, 0, 1}, Correct: [4]int64{4, 2, 0, 1}}); c.Case != want {
		t.Errorf("casing %+v, want %+v", c.Case, want)
	}
	if got := U2TFFold(odd.Ref); got != "it cost $5 then we left mcdonald said ok" {
		t.Errorf("U2TFFold(%q) = %q", odd.Ref, got)
	}
}
