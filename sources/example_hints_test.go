package sources_test

import (
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/sources"
)

// SourceRuleHints gives the remedy a refused prep names for a parse rule
// that rejected most of its run, not_english's naming the source run: the
// English release's clip lists for Common Voice, English text for the
// others. The other rules' hints are RuleHints', whatever the source.
func ExampleSourceRuleHints() {
	for _, source := range []string{sources.SourceCommonVoice, "spgi"} {
		hint := sources.SourceRuleHints(source)["not_english"]
		fmt.Println(source, strings.Contains(hint, "cv-corpus-*/en/*.tsv"), strings.Contains(hint, "give prep spgi English text"))
	}
	fmt.Println(sources.SourceRuleHints("spgi")["mojibake"] == sources.RuleHints["mojibake"])
	// Output:
	// commonvoice true false
	// spgi false true
	// true
}
