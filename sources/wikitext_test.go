package sources

import (
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/dataset"
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

// TestTextFieldReadersRefuseWikiText: Hugging Face's Salesforce/wikitext
// is Parquet, one WikiText line a row, and a CSV or JSON Lines copy of it
// reads the same: each row holding WikiText's marks was published as
// written ("3 @.@ 5" said "three at at five"). The file is refused naming
// the row and a DuckDB query that joins the marks and leaves out the
// headings; hyphens alone refuse it on the third row holding one, and a
// text with an @ of its own is read. With DuckDB at hand (the repository's
// scripts/duckdb, installed by the tests' command), the query given is
// run on the Parquet file and its output read back: the marks joined,
// the heading gone.
func TestTextFieldReadersRefuseWikiText(t *testing.T) {
	type row struct {
		Text string `parquet:"text"`
	}
	lines := []string{"", " = Valkyria Chronicles III = \n", "", " It sold 1 @,@ 000 copies and is 3 @.@ 5 hours long . \n"}
	var rows []row
	for _, l := range lines {
		rows = append(rows, row{l})
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	pq := buf.Bytes()
	ignore := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	_, err := ParseTextParquet("train-00000-of-00001.parquet", bytes.NewReader(pq), "train", 0, ignore)
	for _, want := range []string{`train-00000-of-00001.parquet:4: " It sold 1 @,@ 000 copies`, `holds WikiText's marked separator "@,@"`,
		`regexp_replace(\"text\", ' @([-,.])@ ', '\\1', 'g')`, `FROM 'train-00000-of-00001.parquet'`, "then prep text joined.parquet"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parquet: %v, want %q", err, want)
		}
	}
	var nse *NotSentencesError
	if !errors.As(err, &nse) {
		t.Errorf("Parquet: %T, want a NotSentencesError", err)
	}

	csv := "id,text\n1,Plain @ home .\n2,\" It sold 1 @,@ 000 copies . \"\n"
	if _, err := ParseTextTable("w.csv", strings.NewReader(csv), "train", TextFields{}, 0, ignore); err == nil || !strings.Contains(err.Error(), `w.csv:3: " It sold 1 @,@ 000 copies . " holds WikiText's`) {
		t.Errorf("CSV: %v", err)
	}
	jsonl := `{"sentence": "The role @-@ playing game ."}` + "\n" + `{"sentence": "A well @-@ known one ."}` + "\n" + `{"sentence": "Mail me @ home ."}` + "\n" + `{"sentence": "A first @-@ person view ."}` + "\n"
	if _, err := ParseTextFields("w.jsonl", strings.NewReader(jsonl), "train", TextFields{Text: "sentence"}, 0, ignore); err == nil || !strings.Contains(err.Error(), `w.jsonl:4: "A first @-@ person view ." holds WikiText's marked separator "@-@"`) || !strings.Contains(err.Error(), `regexp_replace(\"sentence\"`) {
		t.Errorf("JSON Lines, hyphens on the third row: %v", err)
	}
	n := 0
	two := strings.Join(strings.SplitAfter(jsonl, "\n")[:3], "")
	if _, err := ParseTextFields("w.jsonl", strings.NewReader(two), "train", TextFields{Text: "sentence"}, 0, Sink{Pair: func(dataset.Pair) { n++ }, Reject: func(dataset.Reject) {}}); err != nil || n != 3 {
		t.Errorf("two hyphened rows and an @ of its own: %v, %d pairs, want 3 and no error", err, n)
	}

	// The query the refusal gives, run by DuckDB.
	node, err := exec.LookPath("node")
	mod := filepath.Join("..", "scripts", "duckdb", "node_modules", "@duckdb", "node-api")
	if _, statErr := os.Stat(mod); err != nil || statErr != nil {
		t.Skipf("DuckDB's query not run: node or %s is missing (scripts/test.sh installs it)", mod)
	}
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "train-00000-of-00001.parquet"), pq, 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = ParseTextParquet("train-00000-of-00001.parquet", bytes.NewReader(pq), "train", 0, ignore)
	q := err.Error()
	q = q[strings.Index(q, "duckdb -c ")+len("duckdb -c "):]
	q, err = strconv.Unquote(q[:strings.Index(q, "), then prep text")])
	if err != nil {
		t.Fatal(err)
	}
	abs, _ := filepath.Abs(filepath.Join("..", "scripts", "duckdb"))
	script := fmt.Sprintf(`import {DuckDBInstance} from %q;
const c = await (await DuckDBInstance.create(':memory:')).connect();
await c.run(%q);
const r = await c.runAndReadAll("SELECT text FROM 'joined.parquet'");
console.log(JSON.stringify(r.getRows()));`, filepath.Join(abs, "node_modules", "@duckdb", "node-api", "lib", "index.js"), q)
	if err := os.WriteFile(filepath.Join(dir, "q.mjs"), []byte(script), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(node, "q.mjs")
	cmd.Dir = dir
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("DuckDB: %v\n%s", err, out)
	}
	if got, want := strings.TrimSpace(string(out)), `[[""],[""],[" It sold 1,000 copies and is 3.5 hours long . \n"]]`; got != want {
		t.Errorf("the query's rows %s, want %s", got, want)
	}
	joined, err := os.ReadFile(filepath.Join(dir, "joined.parquet"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := ParseTextParquet("joined.parquet", bytes.NewReader(joined), "train", 0, ignore); err != nil {
		t.Errorf("prep text of the joined file: %v", err)
	}
}
