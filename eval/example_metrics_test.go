package eval_test

import (
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/eval"
)

func ExampleParseMetrics() {
	for _, list := range []string{"wer,cer", "all", "wer,rouge"} {
		m, err := eval.ParseMetrics(list)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Println(m)
	}
	// Output:
	// wer,cer
	// wer,class,itn,multiref,per,cer,bleu
	// unknown metric "rouge" (known: all, wer, class, itn, multiref, per, cer, bleu)
}

func ExampleWERRate() {
	fmt.Println(eval.WERRate(3, 12))
	fmt.Println(eval.WERRate(2, 0)) // an empty reference: every hypothesis word is an insertion
	// Output:
	// 0.25
	// 2
}

// Universal-2-TF's I-WER folds case and removes punctuation before finding
// the words needing ITN; its M-WER counts the reference's mixed-case words.
// Sunkara et al.'s I-WER (ITNErrors/ITNRef) counts "McDonald." here as an
// ITN word, written wrong; Universal-2-TF's I-WER has no ITN word in this
// sentence but "$5", right, and its M-WER has the one mixed-case word,
// wrong ("Mcdonald").
func ExampleU2TFFold() {
	fmt.Println(eval.U2TFFold(`He said: "It cost $5, at 7:20 p.m."`))
	fmt.Println(eval.U2TFStrip("We met McDonald."))
	fmt.Println(eval.MixedCase("McDonald"), eval.MixedCase("iPhone"), eval.MixedCase("NASA"), eval.MixedCase("It"))
	sc := eval.NewScorer(eval.Options{})
	s, err := sc.Score(&eval.Record{Src: "we met mcdonald it cost five dollars", Hyp: "We met Mcdonald. It cost $5.", Ref: "We met McDonald. It cost $5."})
	if err != nil {
		fmt.Println(err)
		return
	}
	c := s.Counts
	fmt.Printf("Sunkara I-WER %d/%d, Universal-2-TF I-WER %d/%d, M-WER %d/%d\n",
		c.ITNErrors, c.ITNRef, c.U2TFITNErrors, c.U2TFITNRef, c.MixedErrors, c.MixedRef)
	// Output:
	// he said it cost $5 at 7:20 p.m
	// We met McDonald
	// true true false false
	// Sunkara I-WER 1/4, Universal-2-TF I-WER 0/1, M-WER 1/1
}

// Universal-2-TF's F1 by class (its Tables 4 and 5): per mark on PER's
// alignment, per casing class over the words both sides share. Here the
// hypothesis ends on a question mark for the reference's period and
// writes "Ibm" for "IBM" and "paris" for "Paris".
func ExamplePERCounts_MarkF1() {
	sc := eval.NewScorer(eval.Options{})
	s, err := sc.Score(&eval.Record{Src: "we met ibm in paris", Ref: "We met IBM, in Paris.", Hyp: "We met Ibm, in paris?"})
	if err != nil {
		fmt.Println(err)
		return
	}
	c := s.Counts
	show := func(v *float64) string {
		if v == nil {
			return "none"
		}
		return fmt.Sprintf("%.2f", *v)
	}
	var marks, cases []string
	for m, r := range eval.PERMarks {
		marks = append(marks, fmt.Sprintf("%c %s", r, show(c.PER.MarkF1(m))))
	}
	for k, name := range eval.CaseKeys {
		cases = append(cases, fmt.Sprintf("%s %s", name, show(c.Case.F1(k))))
	}
	fmt.Println(strings.Join(marks, "; "))
	fmt.Println(strings.Join(cases, "; "))
	fmt.Println(eval.CaseClass("met"), eval.CaseClass("Paris"), eval.CaseClass("IBM"), eval.CaseClass("iPhone"), eval.CaseClass("2010"))
	// Output:
	// , 1.00; . 0.00; ? 0.00
	// lower 0.80; cap 0.50; upper 0.00; mixed none
	// 0 1 2 3 -1
}

// The casing F1 reads the input's words (src's, case and edge marks
// aside) that the reference and the hypothesis both keep: "Dr.", "5",
// "p.m." and "15th" are ITN words, the span model's to write, so the
// hypothesis's "P.M." is no casing error; its "smith" is one, a capital
// word written lower.
func ExampleCaseCounts() {
	sc := eval.NewScorer(eval.Options{})
	s, err := sc.Score(&eval.Record{
		Src: "doctor smith arrived at five p m on march fifteenth",
		Ref: "Dr. Smith arrived at 5 p.m. on March 15th.",
		Hyp: "Dr. smith arrived at 5 P.M. on March 15th.",
	})
	if err != nil {
		panic(err)
	}
	c := s.Counts.Case
	for k, key := range eval.CaseKeys {
		if f := c.F1(k); f != nil {
			fmt.Printf("%s: reference %d, hypothesis %d, both %d, F1 %.3f\n", key, c.Ref[k], c.Hyp[k], c.Correct[k], *f)
		} else {
			fmt.Printf("%s: none\n", key)
		}
	}
	// Output:
	// lower: reference 3, hypothesis 4, both 3, F1 0.857
	// cap: reference 2, hypothesis 1, both 1, F1 0.667
	// upper: none
	// mixed: none
}
