package u2tf_test

import (
	"fmt"

	"github.com/itnprep/itnprep/u2tf"
)

func ExampleDeriver_Derive() {
	d, _ := u2tf.NewDeriver(u2tf.DefaultOptions())
	ex, rj := d.Derive("In 2013, Dr. Smith paid $5.", "in twenty thirteen doctor smith paid five dollars", nil)
	// "2013," and "Dr." are neighbouring mismatches: one span, as the
	// classifier groups neighbouring ITN tokens.
	if rj != nil {
		fmt.Println(rj)
		return
	}
	fmt.Println(ex.Tokens)
	fmt.Println(ex.Punct)
	fmt.Println(ex.Case)
	fmt.Println(ex.ITN)
	for _, s := range ex.Spans {
		fmt.Printf("%s %q -> %q\n", s.Kind, s.Input, s.Output)
	}
	text, _ := ex.Realize()
	fmt.Println(text)
	// Output:
	// [in twenty thirteen doctor smith paid five dollars]
	// [O O O O O O O .]
	// [cap lower lower lower cap lower lower lower]
	// [0 1 1 1 0 0 1 1]
	// itn "in <span> twenty thirteen doctor </span> smith paid" -> "2013, Dr."
	// itn "smith paid <span> five dollars </span>" -> "$5"
	// In 2013, Dr. Smith paid $5.
}

func ExampleRealize() {
	// A model's predictions: labels from the classifier, one output per
	// span (SpanRanges) from the span model.
	tokens := []string{"on", "may", "third", "we", "paid", "one", "hundred", "dollars"}
	punct := []string{"O", "O", ",", "O", "O", "O", "O", "."}
	casing := []string{"cap", "cap", "lower", "lower", "lower", "lower", "lower", "lower"}
	itn := []int8{0, 0, 1, 0, 0, 1, 1, 1}
	for _, r := range u2tf.SpanRanges(punct, casing, itn) {
		fmt.Println(u2tf.SpanInput(tokens, r, 2, 2))
	}
	text, err := u2tf.Realize(tokens, punct, casing, itn, []string{"3", "$100"})
	fmt.Println(text, err)
	// Output:
	// on may <span> third </span> we paid
	// we paid <span> one hundred dollars </span>
	// On May 3, we paid $100. <nil>
}
