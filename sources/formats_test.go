package sources_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/sources"
)

// Every format of the table has a source, a parser and a unique name, and
// the written-only sources are the ones `itnprep prep` serves generically.
func TestFormatTable(t *testing.T) {
	seen := map[string]bool{}
	for _, src := range append(sources.SourcesOf(sources.Paired), sources.SourcesOf(sources.WrittenOnly)...) {
		for _, f := range sources.FormatsOf(src) {
			if f.Name == "" || f.Parse == nil || seen[f.Name] {
				t.Errorf("format %+v: empty name, no parser or duplicate", f.Name)
			}
			seen[f.Name] = true
			if g, err := sources.LookupFormat(f.Name); err != nil || g.Source != src {
				t.Errorf("LookupFormat(%q) = %v, %v", f.Name, g.Source, err)
			}
		}
	}
	if got := strings.Join(sources.SourcesOf(sources.WrittenOnly), ","); got != "commonvoice,spgi,text" {
		t.Errorf("written-only sources = %s", got)
	}
	if _, err := sources.LookupFormat("nope"); err == nil || !strings.Contains(err.Error(), "gtn-nemo") {
		t.Errorf("unknown format: %v", err)
	}
}

func TestRouteAndFileSplit(t *testing.T) {
	groups, err := sources.Route("text", []string{"a.txt", "b.jsonl", "c.json.gz", "d"})
	if err != nil || len(groups) != 2 || groups[0].Format.Name != "text" || strings.Join(groups[0].Paths, ",") != "a.txt,d" ||
		groups[1].Format.Name != "text-jsonl" || strings.Join(groups[1].Paths, ",") != "b.jsonl,c.json.gz" {
		t.Fatalf("Route text: %+v %v", groups, err)
	}
	if _, err := sources.Route("gtn", []string{"x/output-00001-of-00100", "notes.txt"}); err == nil || !strings.Contains(err.Error(), "notes.txt") {
		t.Errorf("unclaimed file: %v", err)
	}
	if _, err := sources.Route("nope", nil); err == nil {
		t.Error("unknown source accepted")
	}
	for _, c := range []struct{ path, given, def, want string }{
		{"gs://b/val.csv", "", "", "validation"}, {"val.csv", "test", "", "test"}, {"notes.csv", "", "train", "train"},
	} {
		if got, err := sources.FileSplit(c.path, c.given, sources.SPGISplit, c.def); err != nil || got != c.want {
			t.Errorf("FileSplit(%q, %q) = %q, %v", c.path, c.given, got, err)
		}
	}
	if _, err := sources.FileSplit("notes.csv", "", sources.SPGISplit, ""); err == nil || !strings.Contains(err.Error(), "notes.csv") {
		t.Errorf("no split: %v", err)
	}
	// The split word anywhere in the name, once (it had to begin it).
	for name, want := range map[string]string{"spgispeech_val.csv": "validation", "kensho-train-part1.csv": "train",
		"data/spgi.test.csv.gz": "test", "my_dev.csv": "validation", "train_val.csv": "train", "evaluation.csv": "", "spgi_train_test.csv": "",
		// The words of the one table (StandardSplit's): training, valid
		// and testing were no split words here (spgi_training.csv was
		// refused); the prefixes read as they did.
		"spgi_training.csv": "train", "kensho-valid.csv": "validation", "spgi.testing.csv": "test", "spgi_dev_testing.csv": "",
		"trainset.csv": "train", "validation.csv": "validation", "testing.csv": "test", "my-val-2.csv": "validation"} {
		if got, ok := sources.SPGISplit(name); got != want || ok != (want != "") {
			t.Errorf("SPGISplit(%q) = %q, %v; want %q", name, got, ok, want)
		}
	}
}

// TestRouteCompressedNameAnyCase: a compressed file whose suffix is in
// upper case (DATA.JSONL.GZ, as a Windows tool may name it) routes and
// gives ids by what it holds, as its lower-case name does: the
// decompressor takes .GZ for gzip, but BaseName kept the suffix, so the
// file was routed by ".GZ", its JSON Lines refused as a plain-text file's
// and a JSON array in ARR.JSON.GZ read as one text record.
func TestRouteCompressedNameAnyCase(t *testing.T) {
	for name, want := range map[string]string{"DATA.JSONL.GZ": "DATA.JSONL", "d/arr.json.Zst": "arr.json", "a.csv.ZIP": "a.csv", "b.txt.Bz2": "b.txt", "c.gz.txt": "c.gz.txt"} {
		if got := sources.BaseName(name); got != want {
			t.Errorf("BaseName(%q) = %q, want %q", name, got, want)
		}
	}
	groups, err := sources.Route("text", []string{"DATA.JSONL.GZ", "ARR.JSON.GZ", "NOTES.TXT.GZ"})
	if err != nil || len(groups) != 2 || groups[0].Format.Name != "text" || strings.Join(groups[0].Paths, ",") != "NOTES.TXT.GZ" ||
		groups[1].Format.Name != "text-jsonl" || strings.Join(groups[1].Paths, ",") != "DATA.JSONL.GZ,ARR.JSON.GZ" {
		t.Fatalf("Route text: %+v %v", groups, err)
	}
}

// A format row is all a pipeline needs to read a file: here the spgi row
// parses SPGISpeech's CSV, taking the split from the file name.
func ExampleLookupFormat() {
	f, _ := sources.LookupFormat("spgi")
	in := "wav_filename|wav_filesize|transcript\nabc/1.wav|1024|It cost $5.\n"
	res, err := f.Parse("val.csv", strings.NewReader(in), sources.ReadOptions{}, sources.Sink{
		Pair:   func(p dataset.Pair) { fmt.Println(p.Split, p.Written) },
		Reject: func(r dataset.Reject) { fmt.Println("reject", r.Reason) },
	})
	fmt.Println(res.Records, err)
	// Output:
	// validation It cost $5.
	// 1 <nil>
}

// TestParquetInputOfASourceThatReadsNone: a .parquet input (the Hugging
// Face Hub's copy of Common Voice or SPGISpeech, a test-case table) given
// to a source none of whose formats reads Parquet is refused by its name,
// naming prep text's flags for the copy's columns where the corpus has
// such a copy. Its bytes were read as text: Common Voice said "not a
// Common Voice TSV header: invalid UTF-8 ... iconv -f WINDOWS-1252" (or
// "cannot tell the split from the file name"), SPGISpeech "not an
// SPGISpeech CSV: ... got "PAR1\x15..."", NeMo test cases gave
// invalid_utf8 rejects.
func TestParquetInputOfASourceThatReadsNone(t *testing.T) {
	const copyName = "en/train-00000-of-00004.parquet"
	for source, want := range map[string]string{
		"commonvoice": "prep text --input " + copyName + " --text-field sentence --id-field path",
		"spgi":        "prep text --input " + copyName + " --text-field transcript --id-field wav_filename",
	} {
		if _, err := sources.Route(source, []string{copyName}); err == nil || !strings.Contains(err.Error(), "input "+copyName+": a Parquet file, which prep "+source+" does not read") || !strings.Contains(err.Error(), want) {
			t.Errorf("%s: %v", source, err)
		}
	}
	if err := sources.ParquetUnread(sources.SourceNeMoCases, nil, "data_text_normalization/test_cases_cardinal.parquet"); err == nil || !strings.Contains(err.Error(), "a Parquet file, which prep nemo-cases does not read") {
		t.Errorf("nemo-cases: %v", err)
	}
	// prep text reads it; the other sources' own files pass.
	if _, err := sources.Route("text", []string{copyName}); err != nil {
		t.Errorf("text: %v", err)
	}
	if _, err := sources.Route("commonvoice", []string{"en/train.tsv"}); err != nil {
		t.Errorf("commonvoice's own list: %v", err)
	}
	if err := sources.ParquetUnread(sources.SourceNeMoCases, nil, "data_text_normalization/test_cases_cardinal.txt"); err != nil {
		t.Errorf("a test-case file: %v", err)
	}
}
