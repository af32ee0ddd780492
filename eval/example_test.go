package eval_test

import (
	"fmt"
	"os"
	"strings"

	"github.com/itnprep/itnprep/eval"
)

func ExampleScorer() {
	sc := eval.NewScorer(eval.Options{})
	s, err := sc.Score(&eval.Record{
		Src: "und auch wer nur hier im land operiert zahlt nur zehn prozent steuern",
		Ref: "Und auch wer nur hier im Land operiert , zahlt nur zehn Prozent Steuern .",
		Hyp: "Und auch wer nur hier im Land operiert zahlt nur 10 % Steuern .",
	})
	if err != nil {
		panic(err)
	}
	c := s.Counts
	fmt.Printf("S=%d D=%d I=%d N=%d\n", c.Sub, c.Del, c.Ins, c.RefWords)
	fmt.Printf("uWER %d/%d, pWER %d/%d\n", c.Class[eval.ClassUpper].Errors, c.Class[eval.ClassUpper].Ref,
		c.Class[eval.ClassPunct].Errors, c.Class[eval.ClassPunct].Ref)
	// Output:
	// S=2 D=1 I=0 N=15
	// uWER 1/4, pWER 1/2
}

func ExampleRun_JSONL() {
	in := `{"id":"1","src":"it costs ten dollars","hyp":"it costs $ 10","ref":"it costs $ 10"}
{"id":"2","src":"call me at five","hyp":"call me at five","ref":"Call me at 5 ."}
`
	counts, err := eval.Run{Name: "pred.jsonl"}.JSONL(strings.NewReader(in))
	if err != nil {
		panic(err)
	}
	for _, row := range counts.Rows(eval.Options{})[:2] {
		fmt.Printf("%s %d/%d\n", row.Type, row.Errors, row.Total)
	}
	// Output:
	// Sentence 1/2
	// Word 3/9
}

func ExampleCounts_WriteTable() {
	var c eval.Counts
	sc := eval.NewScorer(eval.Options{})
	for _, r := range []eval.Record{{Ref: "a b c d", Hyp: "a b c d"}, {Ref: "e f", Hyp: "e g"}} {
		s, _ := sc.Score(&r)
		c.Add(s.Counts)
	}
	c.WriteTable(os.Stdout, eval.Options{})
	// Output:
	// TYPE                          ERRORS  TOTAL  RATE
	// Sentence                      1       2      50.00%
	// Word                          1       6      16.67%
	//   Substitution                1       6      16.67%
	//   Deletion                    0       6      0.00%
	//   Insertion                   0       6      0.00%
	// Copy Word                     1       6      16.67%
	// Uppercase Word                0       0      -
	// Digit                         0       0      -
	// Punctuation                   0       0      -
	// Symbol                        1       0      -
	// ITN Word (I-WER)              1       6      16.67%
	// Non-ITN Word (NI-WER)         0       0      -
	// Sentence, multi-ref           1       2      50.00%
	//   Digit Error                 0       2      0.00%
	//   Other Error                 1       2      50.00%
	// Punctuation Mark (PER , . ?)  0       0      -
	// Character, no punct. (CER)    1       10     10.00%
	// BLEU (13a, sacrebleu)         -       -      88.91
	// BLEU = 88.91 83.3/75.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 6 ref_len = 6)
}

func ExampleTokenize13a() {
	fmt.Println(strings.Join(eval.Tokenize13a("It costs $3.50, i.e. 1,000-2,000 cents."), " "))
	// Output: It costs $ 3.50 , i . e . 1,000 - 2,000 cents .
}
