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
