package sources

import (
	"fmt"
	"strings"
	"testing"
)

// TestParseTextRefusesWikiText: WikiText-103 and -2 mark the hyphens and
// number separators their tokenizer split (" @-@ ", " @,@ ", " @.@ "):
// prep text published each line so, "3 @.@ 5" said "three at at five".
// The file is refused naming the line, the separator and the sed that
// joins them; text with an @ of its own is read.
func TestParseTextRefusesWikiText(t *testing.T) {
	wiki := " \n = Valkyria Chronicles III = \n \n Senjō no Valkyria 3 : Unrecorded Chronicles is a tactical role @-@ playing video game released for 1 @,@ 000 yen . \n"
	err := parseTextErr(wiki)
	for _, want := range []string{`text:4: " Senjō no Valkyria 3 : Unrecorded Chronicles is a tactical role @-@ playing video game released for 1 @,@ 000 yen . " holds WikiText's marked separator "@,@"`, `sed -E 's/ @([-,.])@ /\1/g' text > joined.txt`, `" = Heading = " lines`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("WikiText: %v, want %q", err, want)
		}
	}
	// Its hyphens alone tell on the third line holding one.
	hyphens := " = A = \n The role @-@ playing game .\n It is a well @-@ known one .\n Plain line .\n A first @-@ person view .\n"
	if err := parseTextErr(hyphens); err == nil || !strings.Contains(err.Error(), `text:5: " A first @-@ person view ." holds WikiText's marked separator "@-@"`) {
		t.Errorf("WikiText's hyphens: %v", err)
	}
	for in, want := range map[string]string{"It sold 1 @,@ 000 copies .": "@,@ true", "@ home, 3 @.@ 5 m": "@.@ true", "a @-@": " false", "role @-@ playing": "@-@ false", "so tired @-@ lol 3 @.@ x": "@-@ false"} {
		sep, number := wikiTextSeparator([]byte(in))
		if got := fmt.Sprintf("%s %v", sep, number); got != want {
			t.Errorf("wikiTextSeparator(%q) = %q, want %q", in, got, want)
		}
	}
	// An emoticon or an @ of its own: read (two lines with " @-@ "
	// between words are not enough).
	for _, in := range []string{"Mail me @ home or at a@b.com.\n", "Scores: 3@-@5 and @-@ alone.\n", "so tired @-@ lol\nme too @-@ yes\n", "x @-@y\n", "1 @,@000\n"} {
		if err := parseTextErr(in); err != nil {
			t.Errorf("%q: %v", in, err)
		}
	}
}
