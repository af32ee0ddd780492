package align_test

import (
	"fmt"

	"github.com/itnprep/itnprep/align"
)

func ExampleMatcher() {
	var in align.Interner
	a := in.AppendIDs(nil, []string{"i", "was", "born", "in", "1969", "."})
	b := in.AppendIDs(nil, []string{"i", "was", "born", "in", "nineteen", "sixty", "nine"})
	m := align.NewMatcher()
	m.SetSeqs(a, b)
	for _, op := range m.Opcodes() {
		fmt.Println(op.Tag, op.I1, op.I2, op.J1, op.J2)
	}
	fmt.Println(m.Ratio(), m.QuickRatio(), m.RealQuickRatio())
	// Output:
	// equal 0 4 0 4
	// replace 4 6 4 7
	// 0.6153846153846154 0.6153846153846154 0.9230769230769231
}

func ExampleTokenize() {
	s := "Don't pay $3.50!"
	for _, t := range align.Tokenize(s) {
		fmt.Printf("%q@%d ", t.Text, t.Start)
	}
	fmt.Println()
	// Output:
	// "don"@0 "'"@3 "t"@4 "pay"@6 "$"@10 "3"@11 "."@12 "50"@13 "!"@15
}

func ExampleAligner_Mismatches() {
	al := align.NewAligner(true)
	al.Align("I was born in 1969. I may be too old for this", "i was born in umm nineteen sixty nine i may be too old for this lah")
	for _, f := range al.Mismatches(nil) {
		fmt.Println(f.Tag, f.MiningSeq())
	}
	// Output:
	// replace [1969 . | umm nineteen sixty nine]
	// insert [| lah]
}

func ExampleCleaner_Clean() {
	cfg := align.DefaultCleanConfig()
	c := align.NewCleaner(cfg)
	r := c.Clean("He went home [Illustration] and slept, at last. 12",
		"he went home and slept at last")
	fmt.Println(r.Written)
	fmt.Println(r.Spoken)
	for _, e := range r.Edits {
		fmt.Println(e.Rule, e.Op.Tag, fmt.Sprintf("%q", e.Written))
	}
	fmt.Println(r.Hits[align.RuleWrittenOnly], r.Hits[align.RuleTrimEnd])

	// The Libriheavy slides' pair is too noisy for the default 0.6 ratio.
	r = c.Clean("Author: abc. I was b@rn in 1969 [1], have a nice day. The price is $1",
		"read by edf i was born in ummm nineteen sixty nine and have a nice day the price is on")
	fmt.Println(r.Dropped, r.DropRule, r.Reason)
	// Output:
	// He went home and slept, at last.
	// he went home and slept at last
	// written_only delete "[Illustration]"
	// trim_end delete "12"
	// 1 1
	// true min_ratio ratio 0.444 below 0.6
}
