package sources_test

import (
	"fmt"

	"github.com/itnprep/itnprep/sources"
)

// The spoken side as an ASR system writes it, the form every reader of
// GTN and the tagger put it in: lower case, no punctuation, an apostrophe
// kept between letters, a hidden zero-width space nothing.
func ExampleASRForm() {
	for _, s := range []string{"Mike's house, at Five O'Clock!", "the x\u200by axis -- 'quoted'"} {
		fmt.Printf("%q\n", sources.ASRForm(s))
	}
	// Output:
	// "mike's house at five o'clock"
	// "the xy axis quoted"
}

// Two copies of a sentence that differ in case, spacing, an HTML
// character reference and Unicode composition have one key, so
// --split-by-text puts them in one split and versions overlap counts them
// as one text; a text without the accent is another.
func ExampleTextKey() {
	a := sources.TextKey("Café  &amp; Bar")
	b := sources.TextKey("cafe\u0301 & bar")
	fmt.Println("same text:", a == b)
	fmt.Println("without the accent:", a == sources.TextKey("Cafe & Bar"))
	// Output:
	// same text: true
	// without the accent: false
}

// A corpus file gives the same record ids wherever it lives and however
// it is compressed.
func ExampleBaseName() {
	for _, p := range []string{"data/output-00000-of-00100.gz", "gs://b/corpus/output-00000-of-00100", "cuts.JSONL.ZSTD"} {
		fmt.Println(sources.BaseName(p))
	}
	// Output:
	// output-00000-of-00100
	// output-00000-of-00100
	// cuts.JSONL
}

// The one table of split words: what a path's or a version's split name
// stands for.
func ExampleStandardSplit() {
	for _, s := range []string{"training", "dev", "val", "test", "holdout"} {
		std, ok := sources.StandardSplit(s)
		fmt.Println(s, std, ok)
	}
	// Output:
	// training train true
	// dev validation true
	// val validation true
	// test test true
	// holdout  false
}
