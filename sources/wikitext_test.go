package sources

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/dataset"
)

// wikiSample is testdata/wikitext/wiki.valid.tokens, our own text in
// WikiText-103's exact format: a blank line of one space, " = Title = ",
// a blank line, paragraph lines with a leading and a trailing space,
// section headings " = = Section = = ", the marks " @-@ ", " @,@ ",
// " @.@ " and an <unk>.
func wikiSample(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../testdata/wikitext/wiki.valid.tokens")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// wikiWant is what prep text reads of wikiSample, record by record, the
// line (row) of each after "@": the headings set aside, the <unk>
// paragraph rejected, the others' marks joined and tokens detokenized.
var wikiWant = []string{
	"R select/wikitext_heading @2",
	"P @4 Harbour Light Station is a 19th-century lighthouse on the north-east coast, built in 1868 at a cost of £4,500. Its lamp, 3.5 metres above the gallery, was seen 22 km (14 mi) out to sea.",
	`P @5 The keeper's log calls it "the brightest light on the coast"; it was automated in 1991.`,
	"R select/wikitext_heading @7",
	"R parse/wikitext_unk @9",
	"P @10 By 1,200 vessels a year passed the point in the 1870s, and the station's fog-signal was added in 1882.",
	"R select/wikitext_heading @12",
	"P @14 Three keepers served at a time; the last left in 1991.",
}

// recorded collects a reader's pairs and rejects in their order, as "P
// @LINE written" and "R stage/rule @LINE".
type recorded struct {
	events  []string
	reasons []string
}

func (r *recorded) sink() Sink {
	return Sink{
		Pair: func(p dataset.Pair) { r.events = append(r.events, fmt.Sprintf("P @%d %s", p.From.Line, p.Written)) },
		Reject: func(j dataset.Reject) {
			r.events = append(r.events, fmt.Sprintf("R %s/%s @%s", j.Stage, j.Rule, j.Location[strings.LastIndexByte(j.Location, ':')+1:]))
			r.reasons = append(r.reasons, j.Reason)
		},
	}
}

// TestParseTextReadsWikiText: WikiText-103 and -2 (wiki.*.tokens,
// wiki.*.raw) were published line by line as written, "3 @.@ 5" said
// "three at at five", its headings "equals ... equals", then refused
// naming a sed to run first. prep text now reads it: each heading a
// select/wikitext_heading reject, a paragraph holding <unk> a
// parse/wikitext_unk reject naming the raw files, every other paragraph
// one record, its marks joined and its tokens written as text by the
// detokenizer prep gtn --detokenize uses. The heading before the first
// mark is read as WikiText too; read = written + rejected.
func TestParseTextReadsWikiText(t *testing.T) {
	var got recorded
	res, err := ParseText("wiki.valid.tokens", strings.NewReader(wikiSample(t)), "validation", false, 0, got.sink())
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(got.events, wikiWant) {
		t.Errorf("read:\n%s\nwant\n%s", strings.Join(got.events, "\n"), strings.Join(wikiWant, "\n"))
	}
	if res.Records != int64(len(wikiWant)) {
		t.Errorf("%d records read, want %d (one a pair or a reject)", res.Records, len(wikiWant))
	}
	for _, want := range []string{`wiki.valid.tokens:2: a WikiText heading`, `wiki.valid.tokens:9: WikiText's "<unk>" stands for a word its vocabulary left out`, "wiki.train.raw"} {
		if !strings.Contains(strings.Join(got.reasons, "\n"), want) {
			t.Errorf("reasons %q, want %q", got.reasons, want)
		}
	}

	// Its hyphens alone tell on the third line holding one: the lines
	// before it are read as WikiText all the same.
	got = recorded{}
	hyphens := " = A = \n The role @-@ playing game .\n It is a well @-@ known one .\n Plain line .\n A first @-@ person view .\n"
	if _, err := ParseText("text", strings.NewReader(hyphens), "train", false, 0, got.sink()); err != nil {
		t.Fatal(err)
	}
	if want := []string{"R select/wikitext_heading @1", "P @2 The role-playing game.", "P @3 It is a well-known one.", "P @4 Plain line.", "P @5 A first-person view."}; !slices.Equal(got.events, want) {
		t.Errorf("WikiText's hyphens: %q, want %q", got.events, want)
	}

	// <formula>, a formula WikiText left out, cannot be written either.
	got = recorded{}
	if _, err := ParseText("text", strings.NewReader(" Some 1 @,@ 000 men . \n <formula> . \n"), "train", false, 0, got.sink()); err != nil {
		t.Fatal(err)
	}
	if want := []string{"P @1 Some 1,000 men.", "R parse/wikitext_formula @2"}; !slices.Equal(got.events, want) {
		t.Errorf("<formula>: %q, want %q", got.events, want)
	}

	// An emoticon or an @ of its own is text, read as written (two lines
	// with " @-@ " between words are not enough), spaces and all.
	for _, in := range []string{"Mail me @ home or at a@b.com.\n", "Scores: 3@-@5 and @-@ alone.\n", "so tired @-@ lol\nme too @-@ yes\n", "x @-@y\n", "1 @,@000\n", " = Not WikiText = \n"} {
		got = recorded{}
		if _, err := ParseText("text", strings.NewReader(in), "train", false, 0, got.sink()); err != nil {
			t.Errorf("%q: %v", in, err)
		}
		var want []string
		for i, l := range strings.Split(strings.TrimSuffix(in, "\n"), "\n") {
			want = append(want, fmt.Sprintf("P @%d %s", i+1, l))
		}
		if !slices.Equal(got.events, want) {
			t.Errorf("%q read as %q, want %q", in, got.events, want)
		}
	}
	for in, want := range map[string]string{"It sold 1 @,@ 000 copies .": "@,@ true", "@ home, 3 @.@ 5 m": "@.@ true", "a @-@": " false", "role @-@ playing": "@-@ false", "so tired @-@ lol 3 @.@ x": "@-@ false"} {
		sep, number := wikiTextSeparator([]byte(in))
		if got := fmt.Sprintf("%s %v", sep, number); got != want {
			t.Errorf("wikiTextSeparator(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTextHeldForWikiTextKeepsItsOrder: a reader holds a file's first
// records (wikiLook) until it is told WikiText or text; a text file's
// records, pairs and rejects, come out as read, in their order, past the
// records held and with fewer. A WikiText mark past them is refused as
// before (text with WikiText pasted into it), naming the sed.
func TestTextHeldForWikiTextKeepsItsOrder(t *testing.T) {
	for _, n := range []int{3, wikiLook - 1, wikiLook, wikiLook + 500} {
		var in strings.Builder
		var want []string
		for i := 1; i <= n; i++ {
			switch {
			case i%7 == 3:
				in.WriteString("bad \xff byte\n")
				want = append(want, fmt.Sprintf("R parse/invalid_utf8 @%d", i))
			default:
				fmt.Fprintf(&in, " Line %d ( of %d ) , spaced as tokens . \n", i, n)
				want = append(want, fmt.Sprintf("P @%d  Line %d ( of %d ) , spaced as tokens . ", i, i, n))
			}
		}
		var got recorded
		res, err := ParseText("text", strings.NewReader(in.String()), "train", false, 0, got.sink())
		if err != nil || res.Records != int64(n) || !slices.Equal(got.events, want) {
			t.Errorf("%d lines: %v, %d records, the first events %q", n, err, res.Records, got.events[:min(len(got.events), 4)])
		}
	}
	late := strings.Repeat("Plain text .\n", wikiLook) + "It sold 1 @,@ 000 copies .\n"
	_, err := ParseText("notes.txt", strings.NewReader(late), "train", false, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	var nse *NotSentencesError
	for _, want := range []string{`notes.txt:1001: "It sold 1 @,@ 000 copies ." holds WikiText's marked separator "@,@"`, "it comes past the file's first 1000 records, by which prep text tells WikiText", `sed -E 's/ @([-,.])@ /\1/g' notes.txt > joined.txt`} {
		if err == nil || !strings.Contains(err.Error(), want) || !errors.As(err, &nse) {
			t.Errorf("a mark past the records held: %v, want %q", err, want)
		}
	}
}

// TestTextFieldReadersReadWikiText: Hugging Face's Salesforce/wikitext is
// Parquet, one WikiText line a row (its text with the line's "\n", a
// blank line an empty row), and a CSV or JSON Lines copy of it reads the
// same: each row was published as written, then the file refused. They
// are read as the plain file is: the same records, the blank rows no
// records (read = written + rejected).
func TestTextFieldReadersReadWikiText(t *testing.T) {
	type row struct {
		Text string `parquet:"text"`
	}
	var rows []row
	var jsonl, csv strings.Builder
	csv.WriteString("text\n")
	for _, l := range strings.Split(strings.TrimSuffix(wikiSample(t), "\n"), "\n") {
		if strings.TrimSpace(l) == "" {
			l = ""
		} else {
			l += "\n"
		}
		rows = append(rows, row{l})
		b, _ := json.Marshal(map[string]string{"text": l})
		jsonl.Write(append(b, '\n'))
		csv.WriteString(`"` + strings.ReplaceAll(l, `"`, `""`) + `"` + "\n")
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	var got recorded
	res, err := ParseTextParquet("train-00000-of-00001.parquet", bytes.NewReader(buf.Bytes()), "train", 0, got.sink())
	if err != nil || res.Records != int64(len(wikiWant)) || !slices.Equal(got.events, wikiWant) {
		t.Errorf("Parquet: %v, %d records, read:\n%s", err, res.Records, strings.Join(got.events, "\n"))
	}
	got = recorded{}
	res, err = ParseTextFields("wiki.jsonl", strings.NewReader(jsonl.String()), "train", TextFields{}, 0, got.sink())
	if err != nil || res.Records != int64(len(wikiWant)) || !slices.Equal(got.events, wikiWant) {
		t.Errorf("JSON Lines: %v, %d records, read:\n%s", err, res.Records, strings.Join(got.events, "\n"))
	}
	// A table's row is on its line, after the header's and those the
	// "\n" in each quoted text adds.
	got = recorded{}
	res, err = ParseTextTable("wiki.csv", strings.NewReader(csv.String()), "train", TextFields{}, 0, got.sink())
	if err != nil || res.Records != int64(len(wikiWant)) || !slices.Equal(lineless(got.events), lineless(wikiWant)) {
		t.Errorf("CSV: %v, %d records, read:\n%s", err, res.Records, strings.Join(got.events, "\n"))
	}
}

// lineless is events without their lines: "P @ text".
func lineless(events []string) []string {
	out := make([]string, len(events))
	for i, e := range events {
		at := strings.IndexByte(e, '@')
		end := at + 1
		for end < len(e) && '0' <= e[end] && e[end] <= '9' {
			end++
		}
		out[i] = e[:at+1] + e[end:]
	}
	return out
}

// TestTextFieldReadersRefuseLateWikiText: a table's, a JSON Lines file's
// or a Parquet file's row holding a WikiText mark past the rows held to
// tell WikiText (wikiLook) is refused as before, naming the row and a
// DuckDB query that joins the marks and leaves out the headings; with
// DuckDB at hand (the repository's scripts/duckdb, installed by the
// tests' command), the query given is run on the Parquet file and its
// output read back: the marks joined, the heading gone.
func TestTextFieldReadersRefuseLateWikiText(t *testing.T) {
	type row struct {
		Text string `parquet:"text"`
	}
	var rows []row
	for range wikiLook {
		rows = append(rows, row{"Plain row ."})
	}
	rows = append(rows, row{""}, row{" = Valkyria Chronicles III = \n"}, row{""}, row{" It sold 1 @,@ 000 copies and is 3 @.@ 5 hours long . \n"})
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	pq := buf.Bytes()
	ignore := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	_, err := ParseTextParquet("train-00000-of-00001.parquet", bytes.NewReader(pq), "train", 0, ignore)
	for _, want := range []string{`train-00000-of-00001.parquet:1004: " It sold 1 @,@ 000 copies`, `holds WikiText's marked separator "@,@"`, "it comes past the file's first 1000 records",
		`regexp_replace(\"text\", ' @([-,.])@ ', '\\1', 'g')`, `FROM 'train-00000-of-00001.parquet'`, "then prep text joined.parquet"} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("Parquet: %v, want %q", err, want)
		}
	}
	var nse *NotSentencesError
	if !errors.As(err, &nse) {
		t.Errorf("Parquet: %T, want a NotSentencesError", err)
	}
	csv := "id,text\n" + strings.Repeat("1,Plain @ home .\n", wikiLook) + "2,\" It sold 1 @,@ 000 copies . \"\n"
	if _, err := ParseTextTable("w.csv", strings.NewReader(csv), "train", TextFields{}, 0, ignore); err == nil || !strings.Contains(err.Error(), `w.csv:1002: " It sold 1 @,@ 000 copies . " holds WikiText's`) {
		t.Errorf("CSV: %v", err)
	}
	jsonl := strings.Repeat(`{"sentence": "Mail me @ home ."}`+"\n", wikiLook) + `{"sentence": "The role @-@ playing game ."}` + "\n" + `{"sentence": "A well @-@ known one ."}` + "\n" + `{"sentence": "A first @-@ person view ."}` + "\n"
	if _, err := ParseTextFields("w.jsonl", strings.NewReader(jsonl), "train", TextFields{Text: "sentence"}, 0, ignore); err == nil || !strings.Contains(err.Error(), `w.jsonl:1003: "A first @-@ person view ." holds WikiText's marked separator "@-@"`) || !strings.Contains(err.Error(), `regexp_replace(\"sentence\"`) {
		t.Errorf("JSON Lines, hyphens on the third row: %v", err)
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
const r = await c.runAndReadAll("SELECT text FROM 'joined.parquet' WHERE text <> 'Plain row .'");
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

// TestVerbalizeShapeRefusesWikiText: verbalize, which writes each line's
// reading as it reads it, still refuses WikiText (PlainShape), now naming
// prep text, which reads it, before the sed.
func TestVerbalizeShapeRefusesWikiText(t *testing.T) {
	s := NewPlainShape("wiki.valid.tokens", "verbalize")
	var err error
	for i, l := range strings.Split(wikiSample(t), "\n") {
		if strings.TrimSpace(l) == "" {
			s.Blank()
			continue
		}
		if _, err = s.Line(i+1, []byte(l), int64(i), false); err != nil {
			break
		}
	}
	for _, want := range []string{`wiki.valid.tokens:4: " Harbour Light Station`, `holds WikiText's marked separator "@,@"`, "verbalize reads sentences: prep text reads WikiText as such", `sed -E 's/ @([-,.])@ /\1/g' wiki.valid.tokens > joined.txt`} {
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("verbalize: %v, want %q", err, want)
		}
	}
}

func TestWikiTextPieces(t *testing.T) {
	for in, want := range map[string]bool{"= A =": true, "= = Early life = =": true, "= = = x = = =": true, "=": false, "= =": false, "===": false, "=A=": false, "a = b =": false, "= 2 + 2 = 4": false} {
		if got := IsWikiTextHeading(in); got != want {
			t.Errorf("IsWikiTextHeading(%q) = %v", in, got)
		}
	}
	for in, want := range map[string]bool{"Thomas <unk> , whose": true, "<unk>": true, "a <unk>": true, "a<unk>b": false, "<unk>s": false, "no": false, "<unk> <formula>": true} {
		if got := hasUnkToken(in); got != want {
			t.Errorf("hasUnkToken(%q) = %v", in, got)
		}
	}
	for in, want := range map[string]string{
		" 1 @,@ 000 @,@ 000 people ( 3 @.@ 5 % ) ":                 "1,000,000 people (3.5%)",
		" the 2011 role @-@ playing game 's \" sequel \" ":         `the 2011 role-playing game's "sequel"`,
		" At 18 : 05 , a 2 @.@ 39 : 1 ratio ; at 9 : 00 pm : 3 . ": "At 18:05, a 2.39:1 ratio; at 9:00 pm: 3.",
		" Well , isn 't that obvious ? Don 't ; we CAN 'T . ":      "Well, isn't that obvious? Don't; we CAN'T.",
		" the boys ' school ":                                      "the boys' school",
		" in the 1960s and ' 70s , ":                               "in the 1960s and '70s,",
	} {
		if got := WikiTextDetokenize(in); got != want {
			t.Errorf("WikiTextDetokenize(%q) = %q, want %q", in, got, want)
		}
	}
}
