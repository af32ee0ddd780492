package sources_test

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// Excel's separator line, "sep=;" before the header, names the file's
// separator (qa97): it was taken for the header and the file refused as
// having no text column ("columns: sep=, "), naming --text-field.
func TestTextTableExcelSeparatorLine(t *testing.T) {
	for _, c := range []struct{ name, in string }{
		{"a.csv", "sep=;\r\nid;text\r\n1;It is 5 pm.\r\n2;\"He said \"\"hi\"\"; then left.\"\r\n"},
		{"b.csv", "\ufeffSEP=,\nid,text\n1,It is 5 pm.\n2,\"He said \"\"hi\"\"; then left.\"\n"},
		{"c.csv", "sep=|\nid|text\n1|It is 5 pm.\n2|He said \"hi\"; then left.\n"},
	} {
		var got []string
		res, err := sources.ParseTextTable(c.name, strings.NewReader(c.in), "train", sources.TextFields{}, 0, sources.Sink{
			Pair:   func(p dataset.Pair) { got = append(got, p.ID+" | "+p.Written) },
			Reject: func(r dataset.Reject) { got = append(got, "reject "+r.Reason) },
		})
		want := c.name + ":1 | It is 5 pm.\n" + c.name + ":2 | He said \"hi\"; then left."
		if err != nil || res.Records != 2 || strings.Join(got, "\n") != want {
			t.Errorf("%s: %v (%+v)\n%s\nwant\n%s", c.name, err, res, strings.Join(got, "\n"), want)
		}
	}
	// A header named "sep=," is read once: the line after it is the header.
	var got []string
	if _, err := sources.ParseTextTable("d.csv", strings.NewReader("sep=,\nsep=;\n"), "train", sources.TextFields{}, 0, sources.Sink{
		Pair: func(p dataset.Pair) { got = append(got, p.Written) }, Reject: func(dataset.Reject) {},
	}); err == nil || !strings.Contains(err.Error(), "d.csv:2: the header has no column \"text\"") {
		t.Errorf("d.csv: %v %v", got, err)
	}
}
