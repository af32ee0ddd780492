package sources

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestParseTextLeavesOutWikiExtractorDocLines: WikiExtractor's output (the
// common way to Wikipedia's text: an article's text between <doc id=..
// url=.. title=..> and </doc>, its title first) was published tag and
// all, each delimiter a sentence said "doc"; they are its markup, passed
// over as a subtitle's timing lines are, and the article's lines, its
// title among them, are read with their own line numbers.
func TestParseTextLeavesOutWikiExtractorDocLines(t *testing.T) {
	in := `<doc id="12" url="https://en.wikipedia.org/wiki?curid=12" title="Anarchism">
Anarchism

Anarchism is a political philosophy of the 19th century.
</doc>
<doc id="25" revid="1002" url="https://en.wikipedia.org/wiki?curid=25" title="Autism &quot;ASD&quot;">
Autism
About 1% of people.
</doc>
`
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	res, err := ParseText("wiki_00", strings.NewReader(in), "train", false, 0, Sink{
		Pair: func(p dataset.Pair) { pairs = append(pairs, p) }, Reject: func(r dataset.Reject) { rejects = append(rejects, r) }})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range pairs {
		got = append(got, p.ID+" "+p.Written)
	}
	want := []string{"wiki_00:2 Anarchism", "wiki_00:4 Anarchism is a political philosophy of the 19th century.", "wiki_00:7 Autism", "wiki_00:8 About 1% of people."}
	if strings.Join(got, "\n") != strings.Join(want, "\n") || len(rejects) != 0 || res.Records != 4 {
		t.Errorf("records %d, rejects %v, pairs:\n%s\nwant:\n%s", res.Records, rejects, strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, line := range []string{`<doc>`, `<doc id=12>`, `<doc id="12"`, `<doc id="12" title="x">more`, `<document id="1">`, `</doc> end`, `<doc id="1"title="x">`, `<doc ="1">`} {
		if isWikiExtractorDocLine([]byte(line)) {
			t.Errorf("%q read as a WikiExtractor delimiter", line)
		}
	}
	for _, line := range []string{`</doc>`, `<doc id="1">`, ` <doc id="1" url="u" title="A b">`} {
		if !isWikiExtractorDocLine([]byte(line)) {
			t.Errorf("%q not read as a WikiExtractor delimiter", line)
		}
	}
}
