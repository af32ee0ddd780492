package normalize

import "strings"

// ASRApostrophes writes the typographic apostrophe of a spoken form
// (U+2019: "didn’t", "apple’s", kept from the written word) as the ASCII
// one an ASR system writes, as the Google TN readers' spoken side has it
// (sources.ASRForm): prep text's row of "Apple’s CEO didn’t" was said
// "apple’s c e o didn’t" where prep gtn's of the same words was "apple's
// ... didn't", two spellings of one spoken word in one corpus and neither
// model input the recognizer gives. One code point for one, so span
// offsets counted in code points stay as they are. A spoken side that
// keeps the written punctuation (KeepCasePunct) is left as written.
func ASRApostrophes(s string) string {
	return strings.ReplaceAll(s, "’", "'") // s itself where it has none
}
