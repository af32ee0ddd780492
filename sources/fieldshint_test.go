package sources

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestJSONLMissingTextNamesTheLinesFields: a JSONL corpus whose text is
// under another name ({"sentence": ...}, as many Hugging Face exports) was
// rejected line by line with `"text" is missing or null` and nothing about
// what the lines hold; the reason names the line's fields and the flag.
func TestJSONLMissingTextNamesTheLinesFields(t *testing.T) {
	in := `{"uid": 3, "sentence": "It cost $5."}` + "\n" + `[1, 2]` + "\n" + `{}` + "\n"
	_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("hf.jsonl", strings.NewReader(in), "train", true, 0, s)
	})
	want := []string{
		`hf.jsonl:1: want {"id"?, "text"}; "text" is missing (the line's fields: sentence, uid; --text-field NAME reads another)`,
		`hf.jsonl:2: invalid JSON line: want an object, got JSON array`,
		`hf.jsonl:3: want {"id"?, "text"}; "text" is missing`,
	}
	if len(rejects) != len(want) {
		t.Fatalf("rejects %+v", rejects)
	}
	for i, w := range want {
		if rejects[i].Reason != w {
			t.Errorf("reject %d: %q, want %q", i, rejects[i].Reason, w)
		}
	}
}

// TestJSONLUnderAPlainTextName: JSON Lines named .ndjson, or renamed
// .txt, were read as plain text: each line, braces and keys included, was
// published as a sentence. .ndjson is JSONL; a plain-text file whose first
// line is a JSON object fails naming it and the fix.
func TestJSONLUnderAPlainTextName(t *testing.T) {
	for _, name := range []string{"c.ndjson", "c.NDJSON", "c.ndjson.gz"} {
		if !IsJSONLName(name) {
			t.Errorf("%s is not JSONL", name)
		}
	}
	in := "\n" + `{"id": "a", "text": "It cost $5."}` + "\n"
	_, err := ParseText("corpus.txt", strings.NewReader(in), "train", false, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	if err == nil || !strings.Contains(err.Error(), `corpus.txt:2: the first line is a JSON object, so this is JSON Lines under a plain-text name; name the file .jsonl`) {
		t.Errorf("JSONL under a .txt name: %v", err)
	}
	// Text that only looks a little like JSON reads as text.
	for _, line := range []string{"{braces} in prose", "{}", `{"unclosed": 1`, `["a", "b"]`} {
		pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return ParseText("corpus.txt", strings.NewReader(line+"\n"), "train", false, 0, s)
		})
		if len(pairs) != 1 || len(rejects) != 0 || pairs[0].Written != line {
			t.Errorf("%q: pairs %+v rejects %+v", line, pairs, rejects)
		}
	}
}

// TestRawGTNUnderAPlainTextName: a raw Google TN file given to prep text
// (output-00000-of-00100 has no extension) published each token line as a
// sentence, "PLAIN The <self>"; it fails naming the line and prep gtn.
// Prose with tabs reads as text.
func TestRawGTNUnderAPlainTextName(t *testing.T) {
	for _, in := range []string{"PLAIN\tThe\t<self>\nPUNCT\t.\tsil\n<eos>\t<eos>\n", "\n<eos>\t<eos>\r\n", "DATE\t1984\tnineteen eighty four\n"} {
		_, err := ParseText("output-00000-of-00100", strings.NewReader(in), "train", false, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
		if err == nil || !strings.Contains(err.Error(), "is a raw Google TN token line (CLASS<TAB>written<TAB>spoken), so this is a raw GTN file, not text; read it with itnprep prep gtn") {
			t.Errorf("%q: %v", in, err)
		}
	}
	for _, line := range []string{"Name\tAge\tCity", "PLAIN\ttext", "plain\tThe\t<self>", "The PLAIN truth."} {
		pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return ParseText("corpus.txt", strings.NewReader(line+"\n"), "train", false, 0, s)
		})
		if len(pairs) != 1 || len(rejects) != 0 {
			t.Errorf("%q: pairs %+v rejects %+v", line, pairs, rejects)
		}
	}
}

// TestPlainTextCarriageReturnInALine: a plain-text file with classic Mac
// line endings (CR only) was read as one line, published as one sentence of
// every line run together; a line holding a carriage return is a bare_cr
// reject saying what it is and how to convert. CRLF still reads.
func TestPlainTextCarriageReturnInALine(t *testing.T) {
	in := "First line 5.\rSecond line 6.\rThird 7.\r\nWindows line.\r\n"
	pairs, rejects, res := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("mac.txt", strings.NewReader(in), "train", false, 0, s)
	})
	if res.Records != 2 || len(pairs) != 1 || pairs[0].Written != "Windows line." || len(rejects) != 1 {
		t.Fatalf("records %d pairs %+v rejects %+v", res.Records, pairs, rejects)
	}
	if r := rejects[0]; r.Rule != "bare_cr" || !strings.HasPrefix(r.Reason, `mac.txt:1: a carriage return (\r) inside the line: a file with CR line endings (classic Mac)?`) {
		t.Errorf("reject %+v", r)
	}
}

// TestCROnlyLineEndingsAreNamed: a file with classic Mac line endings (CR
// only) is one line; raw GTN said "got 103 column(s)", SPGISpeech, Common
// Voice and text tables a header that "is not" theirs, with nothing about
// why. Each names the carriage returns and the conversion.
func TestCROnlyLineEndingsAreNamed(t *testing.T) {
	// The hint names the file and an output beside it (it said "tr '\r'
	// '\n' < FILE", the reader left to find which file of a glob).
	const hint = "CR-only line endings (classic Mac)? convert them first: tr '\\r' '\\n' < "
	_, rejects, _ := parseGTNString(t, "output-00001-of-00100", "PLAIN\tThe\t<self>\rPUNCT\t.\tsil\r<eos>\t<eos>\r", GTNOptions{})
	if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, "got 6 column(s) (the line holds carriage returns") || !strings.Contains(rejects[0].Reason, hint+"output-00001-of-00100 > output-00001-of-00100.lf)") {
		t.Errorf("raw GTN: %+v", rejects)
	}
	sink := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	for name, parse := range map[string]func() error{
		"spgi": func() error {
			_, err := ParseSPGI("train.csv", strings.NewReader(SPGIHeader+"\ra/1.wav|1|x\r"), "train", 0, sink)
			return err
		},
		"commonvoice": func() error {
			_, err := ParseCommonVoice("dev.tsv", strings.NewReader("path\tsentence\ra.mp3\tx\r"), "validation", 0, sink)
			return err
		},
		"table": func() error {
			_, err := ParseTextTable("t.csv", strings.NewReader("id,text\r1,x\r"), "train", TextFields{}, 0, sink)
			return err
		},
	} {
		want := map[string]string{"spgi": "train.csv > train.lf.csv)", "commonvoice": "dev.tsv > dev.lf.tsv)", "table": "t.csv > t.lf.csv)"}[name]
		if err := parse(); err == nil || !strings.Contains(err.Error(), hint+want) {
			t.Errorf("%s: %v", name, err)
		}
	}
}

// TestCROnlyTableWhoseHeaderNamesItsColumns: a Common Voice TSV or a text
// table with CR line endings (classic Mac) whose first row names the
// columns it needs before its first carriage return (path and sentence,
// text, among more columns after them) took the whole file for its header:
// no error, no record, and the run refused as "no input file held a record
// (empty, blank lines or a header only)". The header is refused naming the
// carriage returns and the conversion; so is a file so large that its one
// line passes the record limit (it said "line longer than ..." alone).
func TestCROnlyTableWhoseHeaderNamesItsColumns(t *testing.T) {
	const hint = "CR-only line endings (classic Mac)? convert them first: tr '\\r' '\\n' < "
	records := 0
	sink := Sink{Pair: func(dataset.Pair) { records++ }, Reject: func(dataset.Reject) { records++ }}
	cv := "client_id\tpath\tsentence\tup_votes\rc1\ta.mp3\tIt is 5.\t2\rc2\tb.mp3\tIt is 6.\t1\r"
	table := "id,text,label\r1,It is 5.,a\r2,\"It is 6, or 7.\",b\r"
	for _, c := range []struct {
		name  string
		parse func(limit int) error
		want  string
	}{
		{"commonvoice", func(limit int) error {
			_, err := ParseCommonVoice("train.tsv", strings.NewReader(cv), "train", limit, sink)
			return err
		}, "train.tsv > train.lf.tsv)"},
		{"table", func(limit int) error {
			_, err := ParseTextTable("t.csv", strings.NewReader(table), "train", TextFields{}, limit, sink)
			return err
		}, "t.csv > t.lf.csv)"},
	} {
		for _, limit := range []int{0, 24} {
			if err := c.parse(limit); err == nil || !strings.Contains(err.Error(), ":1: ") || !strings.Contains(err.Error(), hint+c.want) {
				t.Errorf("%s (record limit %d): %v", c.name, limit, err)
			}
		}
	}
	if records != 0 {
		t.Errorf("%d records from a refused header", records)
	}
	// CRLF, and a carriage return inside a quoted header field, read.
	if _, err := ParseTextTable("t.csv", strings.NewReader("id,text,\"a\rnote\"\r\n1,x,y\r\n"), "train", TextFields{}, 0, sink); err != nil || records != 1 {
		t.Errorf("a quoted header field's carriage return: %v, %d records", err, records)
	}
}

// TestCROnlyKaggleAndLibriheavyAreNamed: Kaggle's en_train.csv and a
// Libriheavy manifest with CR line endings (classic Mac) are one line. The
// Kaggle file was refused as the challenge's test input (its header's last
// column read "after\r0,0,..."), the manifest's one line quarantined as
// "invalid character '{' after top-level value" alone; both name the
// carriage returns and the conversion, as every other format does.
func TestCROnlyKaggleAndLibriheavyAreNamed(t *testing.T) {
	const hint = "CR-only line endings (classic Mac)? convert them first: tr '\\r' '\\n' < "
	var rejects []dataset.Reject
	sink := Sink{Pair: func(dataset.Pair) {}, Reject: func(r dataset.Reject) { rejects = append(rejects, r) }}
	kaggle := GTNKaggleHeader + "\r0,0,\"PLAIN\",\"It\",\"It\"\r0,1,\"PUNCT\",\".\",\".\"\r"
	for _, limit := range []int{0, 40} {
		_, err := ParseGTNKaggle("en_train.csv", strings.NewReader(kaggle), "train", GTNOptions{MaxRecordBytes: limit}, sink)
		if err == nil || strings.Contains(err.Error(), "test input") || !strings.Contains(err.Error(), hint+"en_train.csv > en_train.lf.csv)") {
			t.Errorf("Kaggle (record limit %d): %v", limit, err)
		}
	}
	cut := `{"id": "c1", "supervisions": [{"custom": {"texts": ["A 1.", "A ONE"]}}]}`
	if _, err := ParseLibriheavy("libriheavy_cuts_dev.jsonl", strings.NewReader(cut+"\r"+cut+"\r"), "", LhotseOptions{}, sink); err != nil {
		t.Fatal(err)
	}
	if len(rejects) != 1 || rejects[0].Rule != ReasonInvalidJSON || !strings.Contains(rejects[0].Reason, "after top-level value (the line holds carriage returns") || !strings.Contains(rejects[0].Reason, hint+"libriheavy_cuts_dev.jsonl > libriheavy_cuts_dev.lf.jsonl)") {
		t.Errorf("Libriheavy: rejects %+v", rejects)
	}
}

// TestCROnlyJSONLinesAreNamed: a JSONL file with CR line endings (classic
// Mac) is one line, which prep text and prep gtn (NeMo's JSONL, also
// style fit's) rejected as "invalid JSON: invalid character '{' after
// top-level value" alone; the reason names the carriage returns and the
// conversion, as every other format's does.
func TestCROnlyJSONLinesAreNamed(t *testing.T) {
	const want = `invalid JSON: invalid character '{' after top-level value (the line holds carriage returns (\r): CR-only line endings (classic Mac)? convert them first: tr '\r' '\n' < `
	var rejects []dataset.Reject
	sink := Sink{Pair: func(dataset.Pair) {}, Reject: func(r dataset.Reject) { rejects = append(rejects, r) }}
	if _, err := ParseText("in.jsonl", strings.NewReader("{\"text\": \"a 1\"}\r{\"text\": \"b 2\"}\r"), "train", true, 0, sink); err != nil {
		t.Fatal(err)
	}
	if _, err := ParseNeMoGTN("GoogleTN.json", strings.NewReader("{\"text\": \"a\", \"gt_normalized\": \"a\"}\r{\"text\": \"b\", \"gt_normalized\": \"b\"}\r"), "test", GTNOptions{}, sink); err != nil {
		t.Fatal(err)
	}
	if len(rejects) != 2 || !strings.Contains(rejects[0].Reason, want+"in.jsonl > in.lf.jsonl)") || !strings.Contains(rejects[1].Reason, want+"GoogleTN.json > GoogleTN.lf.json)") {
		t.Errorf("rejects %+v", rejects)
	}
}

// TestCRHintNamesTheFileQuoted: the conversion's command names the real
// file, shell-quoted, and an output beside it; a compressed file is read
// through its decompressor (tr on the compressed bytes converts nothing).
func TestCRHintNamesTheFileQuoted(t *testing.T) {
	for name, want := range map[string]string{
		"data/mac.txt":          `tr '\r' '\n' < data/mac.txt > data/mac.lf.txt`,
		"my data/it's.tsv":      `tr '\r' '\n' < 'my data/it'"'"'s.tsv' > 'my data/it'"'"'s.lf.tsv'`,
		"corpus/notes.txt.gz":   `zcat corpus/notes.txt.gz | tr '\r' '\n' > corpus/notes.lf.txt`,
		"x.csv.zst":             `zstdcat x.csv.zst | tr '\r' '\n' > x.lf.csv`,
		"output-00001-of-00100": `tr '\r' '\n' < output-00001-of-00100 > output-00001-of-00100.lf`,
		// A cloud input is read and written through its cloud's command
		// line: 'tr < gs://b/x.csv' names a path no shell opens.
		"gs://b/in/mac.csv":  `gcloud storage cat gs://b/in/mac.csv | tr '\r' '\n' | gcloud storage cp - gs://b/in/mac.lf.csv`,
		"s3://b/it's.txt.gz": `aws s3 cp 's3://b/it'"'"'s.txt.gz' - | zcat | tr '\r' '\n' | aws s3 cp - 's3://b/it'"'"'s.lf.txt'`,
		"gs://b/x.tsv.zip":   `gcloud storage cat gs://b/x.tsv.zip | funzip | tr '\r' '\n' | gcloud storage cp - gs://b/x.lf.tsv`,
	} {
		if got := trCRCommand(name); got != want {
			t.Errorf("%q:\n got  %s\n want %s", name, got, want)
		}
	}
	_, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("in/mac.txt", strings.NewReader("a 1.\rb 2.\n"), "train", false, 0, s)
	})
	if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, "(tr '\\r' '\\n' < in/mac.txt > in/mac.lf.txt)") {
		t.Errorf("plain text: %+v", rejects)
	}
	_, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseTextTable("in/t.csv", strings.NewReader("id,text\n1,a\rb\n"), "train", TextFields{}, 0, s)
	})
	if len(rejects) != 1 || rejects[0].Rule != "bare_cr" || !strings.Contains(rejects[0].Reason, "(tr '\\r' '\\n' < in/t.csv > in/t.lf.csv)") {
		t.Errorf("table: %+v", rejects)
	}
}

// TestNeMoGTNJSONLGivenAsText: NeMo's GoogleTN JSONL given to prep text
// was read for its "text" and verbalized, Google TN's gold spoken forms
// ("gt_normalized") dropped without a word; it fails naming prep gtn, and
// --text-field text reads it as text all the same.
func TestNeMoGTNJSONLGivenAsText(t *testing.T) {
	in := `{"text": "In 1984 .", "gt_normalized": "In nineteen eighty four ."}` + "\n"
	_, err := ParseText("GoogleTN.json", strings.NewReader(in), "train", true, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	if err == nil || !strings.Contains(err.Error(), "GoogleTN.json:1: the record has \"text\" and \"gt_normalized\"") || !strings.Contains(err.Error(), "read it with itnprep prep gtn") {
		t.Errorf("NeMo GTN JSONL as text: %v", err)
	}
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseTextFields("GoogleTN.json", strings.NewReader(in), "train", TextFields{Text: "text"}, 0, s)
	})
	if len(pairs) != 1 || len(rejects) != 0 || pairs[0].Written != "In 1984 ." {
		t.Errorf("--text-field text: pairs %+v rejects %+v", pairs, rejects)
	}
	// A corpus whose records have other fields reads as before.
	pairs, _, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseText("c.jsonl", strings.NewReader(`{"text": "In 1984 .", "normalized": "x"}`+"\n"), "train", true, 0, s)
	})
	if len(pairs) != 1 {
		t.Errorf("other fields: %+v", pairs)
	}
}

// TestFieldsHint pins the hint's form (it is jsonline.Fields and
// ListFields now, its own copy of both before): sorted names, the first 8
// and a count, the remedy after them; nothing for a line that is no
// object or has no field.
func TestFieldsHint(t *testing.T) {
	for line, want := range map[string]string{
		`{"b": 1, "a": 2}`: " (the line's fields: a, b; R)",
		`{"k9":0,"k1":0,"k2":0,"k3":0,"k4":0,"k5":0,"k6":0,"k7":0,"k8":0,"k0":0}`: " (the line's fields: k0, k1, k2, k3, k4, k5, k6, k7 and 2 more; R)",
		`{}`:     "",
		`[1, 2]`: "",
		`null`:   "",
		`{"a"`:   "",
	} {
		if got := fieldsHint([]byte(line), "R"); got != want {
			t.Errorf("%s: %q, want %q", line, got, want)
		}
	}
	if got := FieldsHint([]byte(`{"a": 1}`), ""); got != " (the line's fields: a)" {
		t.Errorf("no remedy: %q", got)
	}
}

// TestOtherGoldSourcesGivenAsText: Kaggle's GTN CSV given to prep text was
// "no column text ... name the text column with --text-field" (and
// --text-field before made a row of every token), and a Libriheavy cut
// manifest a missing_field reject per cut naming --text-field, which no
// field of a cut answers; each fails naming the prep that reads it.
// --text-field before still reads the CSV's column, as asked.
func TestOtherGoldSourcesGivenAsText(t *testing.T) {
	sink := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	kaggle := GTNKaggleHeader + "\n0,0,\"PLAIN\",\"The\",\"The\"\n"
	_, err := ParseTextTable("en_train.csv", strings.NewReader(kaggle), "train", TextFields{}, 0, sink)
	if err == nil || !strings.Contains(err.Error(), "en_train.csv:1: the header is Kaggle's Text Normalization Challenge CSV (sentence_id, token_id, class, before, after") || !strings.Contains(err.Error(), "read it with itnprep prep gtn") {
		t.Errorf("Kaggle CSV as text: %v", err)
	}
	pairs, _, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseTextTable("en_train.csv", strings.NewReader(kaggle), "train", TextFields{Text: "before"}, 0, s)
	})
	if len(pairs) != 1 || pairs[0].Written != "The" {
		t.Errorf("--text-field before: %+v", pairs)
	}
	cut := `{"id": "dev/1", "start": 0, "duration": 7.36, "channel": 0, "supervisions": [{"id": "dev/1", "custom": {"texts": ["A b.", "A B"]}}]}` + "\n"
	_, err = ParseText("libriheavy_cuts_dev.jsonl", strings.NewReader(cut), "validation", true, 0, sink)
	if err == nil || !strings.Contains(err.Error(), "libriheavy_cuts_dev.jsonl:1: the record is a lhotse cut") || !strings.Contains(err.Error(), "read it with itnprep prep libriheavy") {
		t.Errorf("lhotse cut as text: %v", err)
	}
	// A record with a text beside such fields is text.
	pairs, _, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseText("c.jsonl", strings.NewReader(`{"text": "In 1984 .", "duration": 1, "supervisions": []}`+"\n"), "train", true, 0, s)
	})
	if len(pairs) != 1 {
		t.Errorf("text beside cut fields: %+v", pairs)
	}
}

// TestStdinHintsArePipes: standard input (align --in -, mine, verbalize
// name it StdinName) is converted by a pipe: the CR hint said `tr '\r'
// '\n' < stdin > stdin.lf` and a JSON array's `jq -c '.[]' stdin >
// stdin.tmp && mv stdin.tmp stdin`, files no shell opens.
func TestStdinHintsArePipes(t *testing.T) {
	if got, want := CRHint(StdinName, []byte("{}\r{}")), "convert them first: pipe it through tr '\\r' '\\n')"; !strings.HasSuffix(got, want) {
		t.Errorf("CR hint %q, want it to end %q", got, want)
	}
	err := NotJSONLines(StdinName, 1, []byte(`[{"written": "a", "spoken": "a"}]`))
	if err == nil || !strings.HasSuffix(err.Error(), "convert it first (pipe it through jq -c '.[]')") {
		t.Errorf("JSON array on stdin: %v", err)
	}
	if got := trCRCommand("data/stdin.txt"); got != `tr '\r' '\n' < data/stdin.txt > data/stdin.lf.txt` {
		t.Errorf("a file named stdin.txt: %s", got)
	}
}

// TestJSONLNullLineIsNoObject: a line `null` (or Python's NaN alone, as
// json.dumps writes a None or a NaN of a list of records) decodes into a
// struct or a map as nothing, so prep text named it `"text" is missing`
// and prep gtn's NeMo JSONL the same, where an array on its line is "want
// an object, got JSON array".
func TestJSONLNullLineIsNoObject(t *testing.T) {
	in := `{"text": "It cost $5."}` + "\n" + `null` + "\n" + ` NaN ` + "\n"
	want := []string{
		`c.jsonl:2: invalid JSON line: want an object, got JSON null`,
		`c.jsonl:3: invalid JSON line: want an object, got NaN (a missing value as Python's json.dumps writes it)`,
	}
	check := func(what string, pairs []dataset.Pair, rejects []dataset.Reject) {
		t.Helper()
		if len(pairs) != 1 || len(rejects) != len(want) {
			t.Fatalf("%s: pairs %+v, rejects %+v", what, pairs, rejects)
		}
		for i, w := range want {
			if rejects[i].Rule != "invalid_json" || rejects[i].Reason != w {
				t.Errorf("%s: reject %d: %s %q, want invalid_json %q", what, i, rejects[i].Rule, rejects[i].Reason, w)
			}
		}
	}
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseText("c.jsonl", strings.NewReader(in), "train", true, 0, s)
	})
	check("prep text", pairs, rejects)
	pairs, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseTextFields("c.jsonl", strings.NewReader(in), "train", TextFields{Text: "text"}, 0, s)
	})
	check("prep text --text-field", pairs, rejects)
	nemo := `{"text": "It cost $5 .", "gt_normalized": "It cost five dollars ."}` + "\n" + `null` + "\n" + ` NaN ` + "\n"
	pairs, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
		return ParseNeMoGTN("c.jsonl", strings.NewReader(nemo), "test", GTNOptions{}, s)
	})
	check("prep gtn", pairs, rejects)
}

// TestRepeatedHeaderIsNoRow: files joined with their headers (cat a.csv
// b.csv) hold the header again among the rows. prep text published it as
// the sentence "text" under the id "t.csv:id", a Common Voice list the
// sentence "sentence" under "dev.tsv:path" (a release with a locale column
// rejected it as locale "locale", not English), SPGISpeech as a
// bad_wav_filesize reject. Each is a repeated_header reject naming why;
// the rows around it read, and a one-column table's row that is its
// header's word is a sentence.
func TestRepeatedHeaderIsNoRow(t *testing.T) {
	var pairs []dataset.Pair
	var rejects []dataset.Reject
	sink := Sink{Pair: func(p dataset.Pair) { pairs = append(pairs, p) }, Reject: func(r dataset.Reject) { rejects = append(rejects, r) }}
	check := func(what string, err error, wantPairs int, wantReason string) {
		t.Helper()
		if err != nil || len(pairs) != wantPairs || len(rejects) != 1 || rejects[0].Rule != "repeated_header" || !strings.HasPrefix(rejects[0].Reason, wantReason+": the header again, not a row: files joined with their headers") {
			t.Errorf("%s: %v, pairs %+v, rejects %+v", what, err, pairs, rejects)
		}
		pairs, rejects = nil, nil
	}
	_, err := ParseTextTable("t.csv", strings.NewReader("id,text\n1,It cost $5.\nID, Text \n2,We met at 7:30.\n"), "train", TextFields{}, 0, sink)
	check("table", err, 2, "t.csv:3")
	_, err = ParseCommonVoice("dev.tsv", strings.NewReader("client_id\tpath\tsentence\nc1\ta.mp3\tIt cost $5.\nclient_id\tpath\tsentence\nc2\tb.mp3\tIt is 6.\n"), "validation", 0, sink)
	check("commonvoice", err, 2, "dev.tsv:3")
	_, err = ParseSPGI("train.csv", strings.NewReader(SPGIHeader+"\na/1.wav|10|It cost $5.\n"+SPGIHeader+"\na/2.wav|10|It is 6.\n"), "train", 0, sink)
	check("spgi", err, 2, "train.csv:3")
	if _, err := ParseTextTable("one.csv", strings.NewReader("text\nIt cost $5.\ntext\n"), "train", TextFields{}, 0, sink); err != nil || len(pairs) != 2 || len(rejects) != 0 {
		t.Errorf("one-column table: %v, pairs %+v, rejects %+v", err, pairs, rejects)
	}
}
