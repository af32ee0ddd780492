package main

import (
	"context"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/storage"
)

// TestPrepTextReadsWikiText: prep text of WikiText-103/-2's format
// (testdata/wikitext/wiki.valid.tokens, our own text in it) was refused,
// naming a sed to run first; each line had been published as written
// ("3 @.@ 5" said "three at at five"). It is read under the default
// guard: the headings set aside (select/wikitext_heading, outside the
// reject rate), the paragraph holding <unk> rejected (parse/wikitext_unk),
// every other paragraph one row, its marks joined and its tokens
// detokenized. Hugging Face's Salesforce/wikitext layout (Parquet, one
// line a row, blank rows between paragraphs) gives the same rows.
func TestPrepTextReadsWikiText(t *testing.T) {
	tmp := t.TempDir()
	in := "../../testdata/wikitext/wiki.valid.tokens"
	want := []string{
		"wiki.valid.tokens:10 | By 1,200 vessels a year passed the point in the 1870s, and the station's fog-signal was added in 1882.",
		"wiki.valid.tokens:14 | Three keepers served at a time; the last left in 1991.",
		"wiki.valid.tokens:4 | Harbour Light Station is a 19th-century lighthouse on the north-east coast, built in 1868 at a cost of £4,500. Its lamp, 3.5 metres above the gallery, was seen 22 km (14 mi) out to sea.",
		`wiki.valid.tokens:5 | The keeper's log calls it "the brightest light on the coast"; it was automated in 1991.`,
	}
	check := func(what, dir string, want []string) {
		t.Helper()
		m, err := storage.LoadManifest(context.Background(), dir)
		if err != nil {
			t.Fatal(err)
		}
		a := m.Accounting
		if a.Read != 8 || a.Written != 4 || a.Rejected != 4 || a.RejectedByReason["select/wikitext_heading"] != 3 || a.RejectedByReason["parse/wikitext_unk"] != 1 {
			t.Errorf("%s: accounting %+v, want 8 read: 4 written, 3 headings and 1 <unk> paragraph rejected", what, a)
		}
		var got []string
		spoken := ""
		for _, p := range readPairs(t, dir, m) {
			got = append(got, p.ID+" | "+p.Written)
			spoken += p.Spoken + "\n"
		}
		slices.Sort(got)
		if !slices.Equal(got, want) {
			t.Errorf("%s: rows\n%s\nwant\n%s", what, strings.Join(got, "\n"), strings.Join(want, "\n"))
		}
		for _, s := range []string{"four thousand five hundred pounds", "three point five met", "one thousand two hundred vessels"} {
			if !strings.Contains(spoken, s) {
				t.Errorf("%s: spoken sides\n%s\nwant %q", what, spoken, s)
			}
		}
		for _, r := range readRejects(t, dir, m) {
			if r.Rule == "wikitext_unk" && !strings.Contains(r.Reason, `:9: WikiText's "<unk>" stands for a word its vocabulary left out`) {
				t.Errorf("%s: <unk> reject %+v", what, r)
			}
		}
	}
	check("plain", prepOK(t, "prep", "text", "--input", in, "--split", "validation", "--output", filepath.Join(tmp, "out"), "--runner", "direct"), want)

	b, err := os.ReadFile(in)
	if err != nil {
		t.Fatal(err)
	}
	type row struct {
		Text string `parquet:"text"`
	}
	var rows []row
	for _, l := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		if strings.TrimSpace(l) == "" {
			l = ""
		} else {
			l += "\n"
		}
		rows = append(rows, row{l})
	}
	pq := filepath.Join(tmp, "wikitext-2-v1", "validation-00000-of-00001.parquet")
	os.MkdirAll(filepath.Dir(pq), 0o755)
	if err := parquet.WriteFile(pq, rows); err != nil {
		t.Fatal(err)
	}
	var wantPQ []string
	for _, w := range want {
		wantPQ = append(wantPQ, strings.Replace(w, "wiki.valid.tokens:", "validation-00000-of-00001.parquet:", 1))
	}
	check("Parquet", prepOK(t, "prep", "text", "--input", pq, "--split-from-path", "--output", filepath.Join(tmp, "out"), "--runner", "direct"), wantPQ)
}
