package textdamage_test

import (
	"fmt"
	"strings"

	"github.com/itnprep/itnprep/internal/textdamage"
)

// A record's text saved as UTF-8 read back as Windows-1252 ("cafÃ©"), and
// one holding U+FFFD, are rejected with the rule and reason every reader
// gives (shown to its first colon: the reason goes on to say the repair);
// clean text passes.
func ExampleWhy() {
	for _, text := range []string{"a cafÃ© in Paris", "a caf\ufffd in Paris", "a café in Paris"} {
		rule, why := textdamage.Why(text, "written")
		fmt.Printf("%q %q\n", rule, strings.SplitN(why, ":", 2)[0])
	}
	// Output:
	// "mojibake" "mojibake in the written text"
	// "replacement_character" "U+FFFD (the replacement character, �) in the written text at character 6"
	// "" ""
}
