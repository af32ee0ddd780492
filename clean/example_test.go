package clean_test

import (
	"fmt"

	"github.com/itnprep/itnprep/clean"
)

func ExampleSet_ApplyPair() {
	book := clean.Book()
	res := book.ApplyPair(
		"He paid $5 in 1820.[12] [Illustration: The bank]  Mr. Brown smiled.",
		"HE PAID FIVE DOLLARS IN EIGHTEEN TWENTY MISTER BROWN SMILED")
	fmt.Println(res.Written)
	fmt.Println(res.Spoken)
	fmt.Println(res.Hits)

	res = book.ApplyPair("I was b@rn in 1969 [1], have a nice day.", "I WAS BORN IN NINETEEN SIXTY NINE")
	fmt.Println(res.Dropped, res.Rule, res.Reason)
	// Output:
	// He paid $5 in 1820. Mr. Brown smiled.
	// he paid five dollars in eighteen twenty mister brown smiled
	// [lowercase_transcript remove_bracketed_notes remove_footnote_markers collapse_whitespace]
	// true bad_ascii written: bad ASCII character '@' (U+0040)
}

func ExampleSet_Apply() {
	s := clean.Transcript()
	res := s.Apply("Speaker 1: . hello there (laughs)!!  mr smith , ok?")
	fmt.Println(res.Text())
	fmt.Println(res.Hits)
	// Output:
	// Hello there. Mr. smith, OK?
	// [remove_brackets remove_speaker_labels collapse_punctuation exclamation_to_period collapse_spaces strip_leading_punct standardize_titles standardize_ok capitalize_sentences]
}

func ExampleParseConfig() {
	cfg, err := clean.ParseConfig([]byte(`{"rules": {"exclamation_to_period": {"enabled": false}}}`))
	if err != nil {
		panic(err)
	}
	s, err := clean.TranscriptWith(cfg)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Apply("what a day!!").Text())
	// Output: What a day!
}

func ExampleCounts() {
	book := clean.Book()
	counts := clean.Counts{}
	for _, p := range [][2]string{{"One [193] two.", "ONE TWO"}, {"b@d", "BAD"}} {
		counts.Add(book.ApplyPair(p[0], p[1]))
	}
	for _, name := range counts.Names() {
		fmt.Println(name, counts[name])
	}
	// Output:
	// bad_ascii 1
	// lowercase_transcript 2
	// remove_page_numbers 1
}

func ExampleITNFlags() {
	fmt.Println(clean.ITNFlags("CHAPTER XIV. In 1820 the bank paid $5.").Names())
	fmt.Println(clean.ITNFlags("Then I went home.").Names())
	// Output:
	// [digits roman allcaps]
	// []
}

func ExampleMergeConfig() {
	// A user's file refines the seq2seq profile: remove_emojis also
	// removes the glyphs the verbalizer reads, and one of the profile's
	// fine_filter thresholds is loosened; its other thresholds stay.
	profile, _ := clean.TranscriptProfile(clean.ProfileSeq2seq)
	over, _ := clean.ParseConfig([]byte(`{"rules":{"remove_emojis":{"params":{"keep":""}},"fine_filter":{"params":{"min_words":2}}}}`))
	merged := clean.MergeConfig(profile, over)
	fmt.Println(merged.Rules["fine_filter"].Params["min_words"], merged.Rules["fine_filter"].Params["max_upper_ratio"])
	fmt.Printf("%q\n", merged.Rules["remove_emojis"].Params["keep"])
	fmt.Println(profile.Rules["fine_filter"].Params["min_words"]) // the profile is unchanged

	s, _ := clean.TranscriptWith(merged)
	fmt.Println(s.Apply("I ♥ NY and its food, we loved it.").Text())
	// Output:
	// 2 0.4
	// ""
	// 4
	// I NY and its food, we loved it.
}
