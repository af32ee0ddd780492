package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/sources"
)

// cvSentences is a Common Voice sentence list (validated_sentences.tsv's
// columns), written unquoted as Common Voice writes its lists; its own
// readers use csv.QUOTE_NONE. Written here.
const cvSentences = "sentence_id\tsentence\tsentence_domain\tsource\tis_used\tclip_count\n" +
	"s1\t\"Stop!\"\t\tbook\t1\t2\n" +
	"s2\t\"Yes, sir\t\tbook\t1\t0\n" +
	"s3\tand then he left.\"\t\tbook\t1\t0\n" +
	"s4\tHe said \"hi\" to me.\t\tbook\t1\t0\n" +
	"s5\t\"\t\tbook\t1\t0\n" +
	"s6\t\"I came at 5,\" she said.\t\tbook\t1\t0\n"

// TestUnquotedTSVKeepsItsQuotes: a TSV whose header holds no quote (Common
// Voice's lists, which prep commonvoice names prep text --text-field
// sentence --id-field sentence_id for) is read as it was written: a quote
// is text unless the field is quoted as a CSV writer quotes one that needs
// it. Read as Python's csv reads (quotes open fields), "Stop!" lost its
// quotes, and "Yes, sir and a later and then he left." were one field,
// published as one sentence holding the columns between them and s3's
// id, s3 lost; a lone quote was a reject. A TSV written by pandas
// (a quote doubled inside a quoted field; a field quoted for its line
// break) reads as before.
func TestUnquotedTSVKeepsItsQuotes(t *testing.T) {
	pairs, rejects, res := collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("validated_sentences.tsv", strings.NewReader(cvSentences), "train", sources.TextFields{Text: "sentence", ID: "sentence_id"}, 0, s)
	})
	var got []string
	for _, p := range pairs {
		got = append(got, p.ID+"="+p.Written)
	}
	want := []string{`validated_sentences.tsv:s1="Stop!"`, `validated_sentences.tsv:s2="Yes, sir`, `validated_sentences.tsv:s3=and then he left."`,
		`validated_sentences.tsv:s4=He said "hi" to me.`, `validated_sentences.tsv:s5="`, `validated_sentences.tsv:s6="I came at 5," she said.`}
	if strings.Join(got, "|") != strings.Join(want, "|") || len(rejects) != 0 || res.Records != 6 {
		t.Errorf("Common Voice's sentences: got %q, rejects %+v, %d records\nwant %q", got, rejects, res.Records, want)
	}
	pandas := "id\ttext\n" +
		"1\t\"He said \"\"hi\"\" to me.\"\n" +
		"2\t\"line one\nline two\"\n" +
		"3\t\"a\tb\"\n" +
		"4\tplain\n"
	pairs, rejects, _ = collect(t, func(s sources.Sink) (sources.FileResult, error) {
		return sources.ParseTextTable("p.tsv", strings.NewReader(pandas), "train", sources.TextFields{}, 0, s)
	})
	got = nil
	for _, p := range pairs {
		got = append(got, p.ID+"="+p.Written)
	}
	want = []string{`p.tsv:1=He said "hi" to me.`, "p.tsv:2=line one\nline two", "p.tsv:3=a\tb", "p.tsv:4=plain"}
	if strings.Join(got, "|") != strings.Join(want, "|") || len(rejects) != 0 {
		t.Errorf("pandas' TSV: got %q, rejects %+v\nwant %q", got, rejects, want)
	}
}
