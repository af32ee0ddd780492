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
	// "g" (grams) is a Symbol token: the hypothesis has one, the
	// references none, so the Symbol row has an error and no rate.

	// Output:
	// TYPE                          ERRORS  TOTAL  RATE    TOTAL COUNTS
	// Sentence                      1       2      50.00%  sentences (an error: hypothesis words differ from the reference's)
	// Word                          1       6      16.67%  reference words
	//   Substitution                1       6      16.67%  reference words
	//   Deletion                    0       6      0.00%   reference words
	//   Insertion                   0       6      0.00%   reference words
	// Copy Word                     1       6      16.67%  reference words of a-z only
	//   Insertion                   0       6      0.00%   reference tokens of the class above
	// Uppercase Word                0       0      n/a     reference words with an upper-case letter
	//   Insertion                   0       0      n/a     reference tokens of the class above
	// Digit                         0       0      n/a     reference words with a digit
	//   Insertion                   0       0      n/a     reference tokens of the class above
	// Punctuation                   0       0      n/a     reference tokens , ; : . ? ! / - ( ) "
	//   Insertion                   0       0      n/a     reference tokens of the class above
	// Symbol                        1       0      n/a     reference tokens % & ° § + EUR CHF USD GBP m mm cm km m2 m3 km2 l dl ml g kg: none, so every error is an insertion (a token of the class only the hypotheses have)
	//   Insertion                   1       0      n/a     reference tokens of the class above
	// ITN Word (I-WER)              1       6      16.67%  reference words not in the spoken input as they are
	// Non-ITN Word (NI-WER)         0       0      n/a     reference words copied from the spoken input
	// ITN Word, U2-TF (I-WER)       1       6      16.67%  reference words needing ITN, case folded and punctuation removed (Universal-2-TF)
	// Mixed-case Word (M-WER)       0       0      n/a     reference mixed-case words (McDonald, iPhone), edge punctuation removed
	// Sentence, multi-ref           1       2      50.00%  sentences (correct: equal to ref or one of refs, spaces ignored)
	//   Digit Error                 0       2      0.00%   sentences (wrong digits against every reference)
	//   Other Error                 1       2      50.00%  sentences (wrong, digits right)
	// Punctuation Mark (PER , . ?)  0       0      n/a     marks , . ? aligned: correct + errors
	// Character, no punct. (CER)    1       10     10.00%  reference characters, punctuation removed
	// BLEU (13a, sacrebleu)         -       -      88.91   (a score out of 100, not a rate)
	// RATE = ERRORS / TOTAL; n/a where TOTAL is 0 (nothing to count against).
	// Class rows (Copy Word to Symbol): edit distance between the class's tokens of reference and hypothesis (Suter & Novak), so a class token only the hypothesis has is an error even where the reference has none; the Insertion row under each counts those, so ERRORS minus it are the errors on reference tokens.
	// ITN: 2 of 2 sentence(s) have no src (the spoken input the model formatted), so every reference word of theirs counts as an ITN word in both I-WER rows and none in NI-WER, and no word of theirs is an input word of the casing F1: give each line its src for those figures.
	// F1 by class, out of 100 (Universal-2-TF Tables 4 and 5): marks , n/a . n/a ? n/a (on PER's alignment); casing lower n/a cap n/a upper n/a mixed n/a (over 0 input words: the reference's words that are words of src and of the hypothesis, case and edge marks aside).
	// BLEU = 88.91 83.3/75.0/100.0/100.0 (BP = 1.000 ratio = 1.000 hyp_len = 6 ref_len = 6)
}

func ExampleTokenize13a() {
	fmt.Println(strings.Join(eval.Tokenize13a("It costs $3.50, i.e. 1,000-2,000 cents."), " "))
	// Output: It costs $ 3.50 , i . e . 1,000 - 2,000 cents .
}
