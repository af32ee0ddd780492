package dataset_test

import (
	"fmt"
	"slices"

	"github.com/itnprep/itnprep/dataset"
)

func ExampleRuleName() {
	fmt.Println(dataset.RuleName("parse", "bad_columns"))
	fmt.Println(dataset.RuleName("book", "remove_page_numbers"))
	// Output:
	// parse/bad_columns
	// book/remove_page_numbers
}

// The sink's spill files carry rows in this binary form between the bundle
// that sorts them and the merge that writes Parquet.
func ExampleAppendPair() {
	v, sim := int32(1), 0.93
	in := dataset.Pair{ID: "f:7#v1", Source: "text", Split: "train", Written: "At 5 pm.", Spoken: "at five p m",
		Variant: &v, Similarity: &sim, Spans: []dataset.Span{{Class: "TIME", Written: "5 pm", Spoken: "five p m", WrittenStart: 3, WrittenEnd: 7, SpokenStart: 3, SpokenEnd: 11}}}
	b := dataset.AppendPair(nil, &in)
	var out dataset.Pair
	err := dataset.DecodePair(b, &out)
	fmt.Println(err, out.ID, out.Written, "|", out.Spoken, *out.Variant, *out.Similarity, out.Spans[0].Class, out.Prob == nil)
	fmt.Println(dataset.DecodePair(b[:len(b)-3], &out))
	// Output:
	// <nil> f:7#v1 At 5 pm. | at five p m 1 0.93 TIME true
	// dataset: truncated binary row
}

func ExampleValidateSplit() {
	for _, s := range []string{"train", "test.clean", "dev set", ""} {
		fmt.Printf("%q: %v\n", s, dataset.ValidateSplit(s))
	}
	// Output:
	// "train": <nil>
	// "test.clean": <nil>
	// "dev set": split name "dev set" is not valid: use letters, digits and _, optionally joined by dots (Hugging Face's rule ^\w+(\.\w+)*$), e.g. dev_clean
	// "": split name "" is not valid: use letters, digits and _, optionally joined by dots (Hugging Face's rule ^\w+(\.\w+)*$), e.g. dev_clean
}

// A stage records the rules that edited a row; the column stays sorted and
// free of repeats however many stages add to it.
func ExampleAddRules() {
	p := dataset.Pair{ID: "cut-1", Written: "Chapter 1 [Illustration] text", Spoken: "chapter one text"}
	p.Rules = dataset.AddRules(p.Rules, "book/remove_bracketed_notes", "book/collapse_whitespace")
	p.Rules = dataset.AddRules(p.Rules, "align/trim_end", "book/collapse_whitespace")
	fmt.Println(p.Rules, p.HasRule("align/trim_end"))
	// Output:
	// [align/trim_end book/collapse_whitespace book/remove_bracketed_notes] true
}

// The shard writers count each row's rules into Stats.RuleRows (the
// manifest's stats.rule_rows): the number of rows a filter by that rule
// finds, where the manifest's rules count edits per record.
func ExampleStats_Add() {
	rows := []dataset.Pair{
		{ID: "a", Written: "Chapter 2.", Spoken: "chapter two"},
		{ID: "b", Written: "In 2010.", Spoken: "in twenty ten", Rules: []string{"book/remove_page_numbers"}},
		{ID: "c", Written: "See p. 4.", Spoken: "see page four", Rules: []string{"align/trim_end", "book/remove_page_numbers"}},
	}
	s := dataset.NewStats()
	for i := range rows {
		s.Add(&rows[i])
	}
	for i, k := range s.RuleRows.Keys {
		fmt.Println(k, s.RuleRows.Counts[i])
	}
	// Output:
	// align/trim_end 1
	// book/remove_page_numbers 2
}

// IDLess orders ids as people number lines, where a sort by string puts
// a.txt:10 before a.txt:2.
func ExampleIDLess() {
	ids := []string{"a.txt:10", "b.txt:1", "a.txt:2", "a.txt:1", "a.txt:01"}
	slices.SortFunc(ids, func(a, b string) int {
		switch {
		case dataset.IDLess(a, b):
			return -1
		case dataset.IDLess(b, a):
			return 1
		}
		return 0
	})
	fmt.Println(ids)
	// Output:
	// [a.txt:01 a.txt:1 a.txt:2 a.txt:10 b.txt:1]
}
