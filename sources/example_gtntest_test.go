package sources_test

import (
	"fmt"

	"github.com/itnprep/itnprep/sources"
)

// The standard test set of a Google TN release is the first lines of its
// output-00099-of-00100, as many as its language's (Sproat & Jaitly):
// prep gtn reads the release's language from its folder (GTNLanguage) and
// cuts the test file there unless --full-test-file.
func ExampleGTNTestLinesOf() {
	for _, p := range []string{
		"en_with_types/output-00099-of-00100",
		"ru_with_types/output-00099-of-00100",
		"test/output-00099-of-00100.tsv", // NeMo's data_split.py: no language in the name
	} {
		lang := sources.GTNLanguage(p)
		fmt.Printf("%q %d\n", lang, sources.GTNTestLinesOf(lang))
	}
	// Output:
	// "en" 100002
	// "ru" 100007
	// "" 100002
}
