package sources

import (
	"bytes"
	"errors"
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"
)

// TestMojibakeIsRejectedByEveryReader: every text reader rejects a record
// whose text holds mojibake or U+FFFD as parse/mojibake or
// parse/replacement_character, naming its file and line, and reads the
// others. Before (2026-12-01, qa51) each was read as words: prep text
// published "The cafÃ© opened" spoken "the cafã copyright opened",
// "didnâ€™t" as "didnâ euro t", "cafï¿½" as "cafï one half", and GTN and
// Libriheavy published their written side so.
func TestMojibakeIsRejectedByEveryReader(t *testing.T) {
	const bad, fffd, good = "The cafÃ© opened in 2019.", "The caf\ufffd opened in 2020.", "The shop opened in 2021."
	cut := func(id, book string) string {
		return `{"id": "` + id + `", "supervisions": [{"id": "` + id + `", "custom": {"texts": ["` + book + `", "THE SHOP OPENED IN TWENTY TWENTY ONE"]}}]}`
	}
	for _, c := range []struct{ format, path, data string }{
		{"text", "in.txt", bad + "\n" + fffd + "\n" + good + "\n"},
		{"text-jsonl", "in.jsonl", `{"text": "` + bad + `"}` + "\n" + `{"text": "` + fffd + `"}` + "\n" + `{"text": "` + good + `"}` + "\n"},
		// A JSON escape is the same text: "caf\u00c3\u00a9".
		{"text-jsonl", "esc.jsonl", `{"text": "The caf\u00c3\u00a9 opened in 2019."}` + "\n" + `{"text": "The caf\ufffd opened in 2020."}` + "\n" + `{"text": "` + good + `"}` + "\n"},
		{"text-table", "in.csv", "id,text\na," + bad + "\nb," + fffd + "\nc," + good + "\n"},
		{"text-subtitles", "in.srt", "1\n00:00:01,000 --> 00:00:02,000\n" + bad + "\n\n2\n00:00:03,000 --> 00:00:04,000\n" + fffd + "\n\n3\n00:00:05,000 --> 00:00:06,000\n" + good + "\n"},
		{"spgi", "val.csv", "wav_filename|wav_filesize|transcript\na/1.wav|100|" + bad + "\na/2.wav|100|" + fffd + "\na/3.wav|100|" + good + "\n"},
		{"commonvoice", "train.tsv", "client_id\tpath\tsentence\nx\ta.mp3\t" + bad + "\nx\tb.mp3\t" + fffd + "\nx\tc.mp3\t" + good + "\n"},
		{"gtn", "output-00001-of-00100", "PLAIN\tThe\t<self>\nPLAIN\tcafÃ©\t<self>\n<eos>\t<eos>\nPLAIN\tThe\t<self>\nPLAIN\tcaf\ufffd\t<self>\n<eos>\t<eos>\nPLAIN\tThe\t<self>\nPLAIN\tshop\t<self>\n<eos>\t<eos>\n"},
		{"gtn-nemo", "GoogleTN.json", `{"text": "` + bad + `", "gt_normalized": "The cafÃ© opened in twenty nineteen."}` + "\n" + `{"text": "` + fffd + `", "gt_normalized": "x"}` + "\n" + `{"text": "` + good + `", "gt_normalized": "The shop opened in twenty twenty one."}` + "\n"},
		{"libriheavy", "cuts.jsonl", cut("c1", bad) + "\n" + cut("c2", fffd) + "\n" + cut("c3", good) + "\n"},
	} {
		f, err := LookupFormat(c.format)
		if err != nil {
			t.Fatal(err)
		}
		pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
			return f.Parse(c.path, strings.NewReader(c.data), ReadOptions{Split: "train"}, s)
		})
		rules := map[string]int{} // the format's own rule, as ReadFiles names parse/RULE (dataset.RuleName)
		for _, r := range rejects {
			rules[r.Rule]++
			if strings.Contains(r.Rule, "mojibake") || strings.Contains(r.Rule, "replacement") {
				if !strings.HasPrefix(r.Reason, c.path+":") {
					t.Errorf("%s: reason %q names no file and line", c.format, r.Reason)
				}
			}
		}
		if len(pairs) != 1 || rules["mojibake"] != 1 || rules["replacement_character"] != 1 {
			var ws []string
			for _, p := range pairs {
				ws = append(ws, p.Written)
			}
			t.Errorf("%s: pairs %q, rejects %v; want the good line and a reject each", c.format, ws, rules)
		}
	}
}

// TestMojibakeIsRejectedByEveryParseFunction: each public Parse function
// that hands records to a Sink, called as a program calls it (not through
// the format table), rejects mojibake and U+FFFD as the table's readers
// do, naming file and line. Before, the check wrapped the table's entries
// only (763ba907): ParseText("in.txt", ...) called directly passed "The
// cafÃ© opened" on as a pair, and so did every other Parse function. The
// list of functions is read from the package's source, so a new Parse
// function without a case here fails the test.
func TestMojibakeIsRejectedByEveryParseFunction(t *testing.T) {
	const bad, fffd, good = "The cafÃ© opened in 2019.", "The caf\ufffd opened in 2020.", "The shop opened in 2021."
	type row struct {
		ID   string `parquet:"id"`
		Text string `parquet:"text"`
	}
	var pqBuf bytes.Buffer
	if err := parquet.Write(&pqBuf, []row{{"a", bad}, {"b", fffd}, {"c", good}}); err != nil {
		t.Fatal(err)
	}
	pq := pqBuf.Bytes()
	jsonl := `{"text": "` + bad + `"}` + "\n" + `{"text": "` + fffd + `"}` + "\n" + `{"text": "` + good + `"}` + "\n"
	cut := func(id, book string) string {
		return `{"id": "` + id + `", "supervisions": [{"id": "` + id + `", "custom": {"texts": ["` + book + `", "THE SHOP OPENED IN TWENTY TWENTY ONE"]}}]}`
	}
	srt := "1\n00:00:01,000 --> 00:00:02,000\n" + bad + "\n\n2\n00:00:03,000 --> 00:00:04,000\n" + fffd + "\n\n3\n00:00:05,000 --> 00:00:06,000\n" + good + "\n"
	cases := map[string]func(Sink) (FileResult, error){
		"ParseText": func(s Sink) (FileResult, error) {
			return ParseText("in.txt", strings.NewReader(bad+"\n"+fffd+"\n"+good+"\n"), "train", false, 0, s)
		},
		"ParseTextFields": func(s Sink) (FileResult, error) {
			return ParseTextFields("in.jsonl", strings.NewReader(jsonl), "train", TextFields{}, 0, s)
		},
		"ParseTextTable": func(s Sink) (FileResult, error) {
			return ParseTextTable("in.csv", strings.NewReader("id,text\na,"+bad+"\nb,"+fffd+"\nc,"+good+"\n"), "train", TextFields{}, 0, s)
		},
		"ParseTextParquet": func(s Sink) (FileResult, error) {
			return ParseTextParquet("in.parquet", bytes.NewReader(pq), "train", 0, s)
		},
		"ParseTextParquetFields": func(s Sink) (FileResult, error) {
			return ParseTextParquetFields("in.parquet", bytes.NewReader(pq), "train", TextFields{}, 0, s)
		},
		"ParseSubtitles": func(s Sink) (FileResult, error) {
			return ParseSubtitles("in.srt", strings.NewReader(srt), "train", 0, s)
		},
		"ParseASS": func(s Sink) (FileResult, error) {
			return ParseASS("in.ass", strings.NewReader("[Events]\nDialogue: 0,0:00:01.00,0:00:02.00,Default,,0,0,0,,"+bad+"\nDialogue: 0,0:00:02.00,0:00:03.00,Default,,0,0,0,,"+fffd+"\nDialogue: 0,0:00:03.00,0:00:04.00,Default,,0,0,0,,"+good+"\n"), "train", 0, s)
		},
		"ParseSPGI": func(s Sink) (FileResult, error) {
			return ParseSPGI("val.csv", strings.NewReader("wav_filename|wav_filesize|transcript\na/1.wav|100|"+bad+"\na/2.wav|100|"+fffd+"\na/3.wav|100|"+good+"\n"), "val", 0, s)
		},
		"ParseCommonVoice": func(s Sink) (FileResult, error) {
			return ParseCommonVoice("train.tsv", strings.NewReader("client_id\tpath\tsentence\nx\ta.mp3\t"+bad+"\nx\tb.mp3\t"+fffd+"\nx\tc.mp3\t"+good+"\n"), "train", 0, s)
		},
		"ParseGTN": func(s Sink) (FileResult, error) {
			return ParseGTN("output-00001-of-00100", strings.NewReader("PLAIN\tThe\t<self>\nPLAIN\tcafÃ©\t<self>\n<eos>\t<eos>\nPLAIN\tThe\t<self>\nPLAIN\tcaf\ufffd\t<self>\n<eos>\t<eos>\nPLAIN\tThe\t<self>\nPLAIN\tshop\t<self>\n<eos>\t<eos>\n"), "train", GTNOptions{}, s)
		},
		"ParseGTNKaggle": func(s Sink) (FileResult, error) {
			return ParseGTNKaggle("en_train.csv", strings.NewReader("\"sentence_id\",\"token_id\",\"class\",\"before\",\"after\"\n0,0,\"PLAIN\",\"cafÃ©\",\"cafÃ©\"\n1,0,\"PLAIN\",\"caf\ufffd\",\"caf\ufffd\"\n2,0,\"PLAIN\",\"shop\",\"shop\"\n"), "train", GTNOptions{}, s)
		},
		"ParseNeMoGTN": func(s Sink) (FileResult, error) {
			return ParseNeMoGTN("GoogleTN.json", strings.NewReader(`{"text": "`+bad+`", "gt_normalized": "x"}`+"\n"+`{"text": "`+fffd+`", "gt_normalized": "x"}`+"\n"+`{"text": "`+good+`", "gt_normalized": "The shop opened in twenty twenty one."}`+"\n"), "train", GTNOptions{}, s)
		},
		"ParseLibriheavy": func(s Sink) (FileResult, error) {
			return ParseLibriheavy("cuts.jsonl", strings.NewReader(cut("c1", bad)+"\n"+cut("c2", fffd)+"\n"+cut("c3", good)+"\n"), "train", LhotseOptions{}, s)
		},
		"ParseNeMoCases": func(s Sink) (FileResult, error) {
			return ParseNeMoCases("test_cases_money.txt", strings.NewReader("â‚¬5~five euros\n\ufffd5~five euros\n$5~five dollars\n"), "test", "", 0, s)
		},
		"ParseNeMoCasesIn": func(s Sink) (FileResult, error) {
			return ParseNeMoCasesIn("test_cases_money.txt", strings.NewReader("five euros~â‚¬5\nfive euros~\ufffd5\nfive dollars~$5\n"), "test", "itn", "en", 0, s)
		},
	}
	for _, name := range sinkParseFunctions(t) {
		parse, ok := cases[name]
		if !ok {
			t.Errorf("%s hands records to a Sink but has no case here: add one", name)
			continue
		}
		pairs, rejects, _ := collect(t, parse)
		rules := map[string]int{}
		for _, r := range rejects {
			rules[r.Rule]++
			if (r.Rule == "mojibake" || r.Rule == "replacement_character") && !regexp.MustCompile(`^[\w.-]+:\d+(-\d+)?: `).MatchString(r.Reason) {
				t.Errorf("%s: reason %q names no file and line", name, r.Reason)
			}
		}
		if len(pairs) != 1 || rules["mojibake"] != 1 || rules["replacement_character"] != 1 {
			var ws []string
			for _, p := range pairs {
				ws = append(ws, p.Written)
			}
			t.Errorf("%s: pairs %q, rejects %v; want the good record and a reject each", name, ws, rules)
		}
	}
	// ParseCut, the one-line decoder ParseLibriheavy reads through, says
	// the same as a CutError.
	for _, c := range []struct{ line, rule string }{{cut("c1", bad), "mojibake"}, {cut("c2", fffd), "replacement_character"}} {
		var ce *CutError
		if _, err := ParseCut([]byte(c.line)); !errors.As(err, &ce) || ce.Reason != c.rule || !strings.Contains(ce.Detail, "cut c") {
			t.Errorf("ParseCut(%s) = %v; want a %s CutError naming the cut", c.line, err, c.rule)
		}
	}
}

// sinkParseFunctions names the package's exported functions called Parse*
// that take a Sink.
func sinkParseFunctions(t *testing.T) []string {
	t.Helper()
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fd, ok := d.(*ast.FuncDecl)
			if !ok || fd.Recv != nil || !fd.Name.IsExported() || !strings.HasPrefix(fd.Name.Name, "Parse") {
				continue
			}
			for _, p := range fd.Type.Params.List {
				if id, ok := p.Type.(*ast.Ident); ok && id.Name == "Sink" {
					names = append(names, fd.Name.Name)
				}
			}
		}
	}
	if len(names) < 10 {
		t.Fatalf("found %d Parse functions taking a Sink: %q", len(names), names)
	}
	sort.Strings(names)
	return names
}
