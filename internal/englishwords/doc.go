// Package englishwords is an English word list (SCOWL's american-english,
// lower-case entries; see words.txt's header for its notice), shared by
// the verbalizer (normalize: an all-caps token that is an English word is
// read as the word, BEEF, and run-on domain names are cut into words) and
// the written-only sources' language check (sources: a short line none of
// whose words is English, among lines of another language, is of that
// language).
package englishwords
