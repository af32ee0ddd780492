package eval_test

import (
	"fmt"

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
