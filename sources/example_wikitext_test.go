package sources_test

import (
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/sources"
)

// prep text reads WikiText-103/-2 as what it is: a heading is set aside,
// a paragraph holding <unk> rejected, every other paragraph one record
// with its marks joined and its tokens detokenized; a plain file's blank
// lines are no records, as in any text file.
func ExampleParseText_wikiText() {
	text := " \n = Lighthouse = \n \n It cost 1 @,@ 200 dollars , and isn 't 3 @.@ 5 m tall . \n \n The <unk> left at 18 : 05 . \n"
	res, err := sources.ParseText("wiki.valid.tokens", strings.NewReader(text), "validation", false, 1<<20, printSink())
	fmt.Println(res.Records, err)
	// Output:
	// reject wiki.valid.tokens:2 select/wikitext_heading: wiki.valid.tokens:2: a WikiText heading (" = Title = ", " = = Section = = "), no sentence: set aside
	// pair wiki.valid.tokens:4 validation "It cost 1,200 dollars, and isn't 3.5 m tall." spoken=""
	// reject wiki.valid.tokens:6 parse/wikitext_unk: wiki.valid.tokens:6: WikiText's "<unk>" stands for a word its vocabulary left out, so the sentence cannot be written (it would be published as "<unk>", said "unk"): read WikiText's raw files (wiki.train.raw; Salesforce/wikitext's wikitext-103-raw-v1, wikitext-2-raw-v1), which keep every word
	// 3 <nil>
}

func ExampleWikiTextDetokenize() {
	fmt.Println(sources.WikiTextDetokenize(` The game 's role @-@ playing ( 2011 ) sold 1 @,@ 000 copies at 18 : 05 ; " it isn 't " . `))
	// Output:
	// The game's role-playing (2011) sold 1,000 copies at 18:05; "it isn't".
}

func ExampleIsWikiTextHeading() {
	for _, l := range []string{" = Valkyria Chronicles III = ", " = = Gameplay = = ", "x = 3 =", "= ="} {
		fmt.Println(sources.IsWikiTextHeading(strings.TrimSpace(l)))
	}
	// Output:
	// true
	// true
	// false
	// false
}
