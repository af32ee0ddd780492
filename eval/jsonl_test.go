package eval

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/itnprep/itnprep/internal/quarantine"
)

func TestParseRecord(t *testing.T) {
	var r Record
	line := `{"id": 17, "src":"ten \u00e9", "hyp":"10 \"é\"\n", "ref":"10 é", "refs":["x","\ud83d\ude00"], "extra":{"a":[1,2,{"b":null}]}, "n": -1.5e3}`
	if err := ParseRecord([]byte(line), &r); err != nil {
		t.Fatal(err)
	}
	want := Record{ID: "17", Src: "ten é", Hyp: "10 \"é\"\n", Ref: "10 é", Refs: []string{"x", "😀"}}
	if r.ID != want.ID || r.Src != want.Src || r.Hyp != want.Hyp || r.Ref != want.Ref || strings.Join(r.Refs, "|") != strings.Join(want.Refs, "|") {
		t.Fatalf("got %+v, want %+v", r, want)
	}
	bad := map[string]string{
		`{"hyp":"a"}`:            `missing field "ref"`,
		`{"ref":"a"}`:            `missing field "hyp"`,
		`{"hyp":1,"ref":"a"}`:    `field "hyp": expected a string, got JSON number`,
		`{"hyp":null,"ref":"a"}`: `field "hyp" is null: expected a string`,
		// Another kind of JSONL: the reason names what the line holds.
		`{"written":"a","spoken":"b"}`: `missing field "hyp" (want {"id"?, "src"?, "hyp", "ref", "refs"?}; the line's fields: spoken, written)`,
		// Python's NaN, which the line is read with, hid every field.
		`{"pred":"a","ref":"b","score":NaN}`:  `missing field "hyp" (want {"id"?, "src"?, "hyp", "ref", "refs"?}; the line's fields: pred, ref, score)`,
		`{"hyp":"a","ref":null}`:              `field "ref" is null: expected a string`,
		`{"hyp":"a","ref":"a"} x`:             "unexpected data",
		`{"hyp":"a","ref":"a"`:                "expected ','",
		`{"hyp":"a` + "\xff" + `","ref":"a"}`: "invalid UTF-8",
		`{"hyp":"a","ref":"a","refs":[1]}`:    `field "refs"`,
		`[]`:                                  "expected '{'",
		`{"hyp":"a\q","ref":"a"}`:             "invalid escape",
	}
	for in, msg := range bad {
		err := ParseRecord([]byte(in), &r)
		if err == nil || !strings.Contains(err.Error(), msg) {
			t.Errorf("%s: error %v, want one containing %q", in, err, msg)
		}
	}
}

// TestRunNamesBadLine checks that a bad line stops the run with an error
// naming the file and line.
func TestRunNamesBadLine(t *testing.T) {
	in := "{\"hyp\":\"a\",\"ref\":\"a\"}\n\n{\"hyp\":\"a\"}\n"
	_, err := Run{Name: "pred.jsonl"}.JSONL(strings.NewReader(in))
	if err == nil || !strings.HasPrefix(err.Error(), `pred.jsonl:3: missing field "ref"`) {
		t.Fatalf("error %v", err)
	}
}

// failingReader hands out its data, then fails as a truncated gzip stream
// does.
type failingReader struct{ data []byte }

func (f *failingReader) Read(p []byte) (int, error) {
	if len(f.data) == 0 {
		return 0, errors.New("file ends in the middle of a compressed stream (truncated gzip?)")
	}
	n := copy(p, f.data)
	f.data = f.data[n:]
	return n, nil
}

// TestRunNamesReadErrorLine: a stream that breaks (a truncated gzip) is an
// error naming the file and the line it broke in, as prep, align and
// verbalize name it; it named the file alone.
func TestRunNamesReadErrorLine(t *testing.T) {
	in := strings.Repeat(`{"hyp":"a","ref":"a"}`+"\n", 3) + `{"hyp":"a","r`
	_, err := Run{Name: "p.jsonl.gz"}.JSONL(&failingReader{data: []byte(in)})
	if err == nil || !strings.HasPrefix(err.Error(), "p.jsonl.gz:4: read error: file ends in the middle") {
		t.Fatalf("error %v", err)
	}
}

// TestRunQuarantinesLinesBeforeAReadError: the whole lines read before
// a stream broke, in the chunk it broke in, are scored and quarantined
// before the error ends the run, so the command's summary counts the bad
// line on line 2 (they were dropped with the chunk: no quarantine
// summary, no count, for a truncated gzip under 64 KiB).
func TestRunQuarantinesLinesBeforeAReadError(t *testing.T) {
	in := `{"hyp":"a","ref":"a"}` + "\n" + `{bad json` + "\n" + `{"hyp":"a b","ref":"a"}` + "\n" + `{"hyp":"a","r`
	var out bytes.Buffer
	rej := quarantine.ToWriter(nopWriteCloser{&out}, "r.jsonl", nil)
	counts, err := Run{Name: "p.jsonl.gz", Rejects: rej}.JSONL(&failingReader{data: []byte(in)})
	if err == nil || !strings.HasPrefix(err.Error(), "p.jsonl.gz:4: read error: file ends in the middle") {
		t.Fatalf("error %v", err)
	}
	if err := rej.Close(); err != nil {
		t.Fatal(err)
	}
	if rej.Count() != 1 || !strings.HasPrefix(rej.First(), "p.jsonl.gz:2: ") || counts.Sentences != 2 {
		t.Errorf("quarantined %d (first %q), scored %d sentences; want line 2 quarantined and 2 scored", rej.Count(), rej.First(), counts.Sentences)
	}
}

type nopWriteCloser struct{ *bytes.Buffer }

func (nopWriteCloser) Close() error { return nil }

// TestRunWorkersAgree checks that the parallel runner's totals and
// details do not depend on the number of workers.
func TestRunWorkersAgree(t *testing.T) {
	var in bytes.Buffer
	for i := 0; i < 1000; i++ {
		rec := Record{ID: string(rune('a' + i%26)), Src: "x y z", Ref: "a b , c .", Hyp: []string{"a b , c .", "a c .", "a b c d ."}[i%3]}
		b, _ := json.Marshal(rec)
		in.Write(b)
		in.WriteByte('\n')
	}
	var d1, d4 bytes.Buffer
	c1, err := Run{Workers: 1, Details: &d1}.JSONL(bytes.NewReader(in.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	c4, err := Run{Workers: 4, Details: &d4}.JSONL(bytes.NewReader(in.Bytes()))
	if err != nil {
		t.Fatal(err)
	}
	if c1 != c4 || !bytes.Equal(d1.Bytes(), d4.Bytes()) {
		t.Fatalf("1 and 4 workers differ")
	}
	if c1.Sentences != 1000 || bytes.Count(d1.Bytes(), []byte("\n")) != 1000 {
		t.Fatalf("sentences %d, details lines %d", c1.Sentences, bytes.Count(d1.Bytes(), []byte("\n")))
	}
	first, _, _ := bytes.Cut(d1.Bytes(), []byte("\n"))
	var m map[string]any
	if err := json.Unmarshal(first, &m); err != nil {
		t.Fatalf("details line %s: %v", first, err)
	}
}

// TestRunChunkBoundaries: lines across many 64 KiB chunks, one line longer
// than a chunk, CRLF endings, blank lines and a last line without a
// newline all arrive, each once, with the right line numbers.
func TestRunChunkBoundaries(t *testing.T) {
	var in strings.Builder
	var want Counts
	sc := NewScorer(Options{})
	lines := 0
	add := func(r Record, eol string) {
		b, _ := json.Marshal(r)
		in.Write(b)
		in.WriteString(eol)
		lines++
		s, err := sc.Score(&r)
		if err != nil {
			t.Fatal(err)
		}
		want.Add(s.Counts)
	}
	for i := range 3000 {
		r := Record{ID: fmt.Sprint(i), Src: "x y z", Ref: "a b , c .", Hyp: []string{"a b , c .", "a c .", "a b c d ."}[i%3]}
		if i == 1500 {
			r.Hyp = strings.Repeat("long ", 40000) // 200 KB: more than three chunks
		}
		eol := "\n"
		if i%7 == 0 {
			eol = "\r\n"
		}
		if i%11 == 0 {
			in.WriteString("\n")
			lines++
		}
		add(r, eol)
	}
	add(Record{ID: "last", Ref: "a", Hyp: "b"}, "")
	for _, workers := range []int{1, 3} {
		var details bytes.Buffer
		got, err := Run{Workers: workers, Details: &details}.JSONL(strings.NewReader(in.String()))
		if err != nil {
			t.Fatal(err)
		}
		if got != want {
			t.Fatalf("%d workers: %+v, want %+v", workers, got, want)
		}
		dl := strings.Split(strings.TrimSpace(details.String()), "\n")
		var last struct {
			ID   string `json:"id"`
			Line int    `json:"line"`
		}
		if err := json.Unmarshal([]byte(dl[len(dl)-1]), &last); err != nil || last.ID != "last" || last.Line != lines {
			t.Fatalf("last details line %s (%v), want id last at line %d", dl[len(dl)-1], err, lines)
		}
	}
	_, err := Run{Name: "p.jsonl"}.JSONL(strings.NewReader(in.String() + "\n{\"hyp\":1}\n"))
	if err == nil || !strings.HasPrefix(err.Error(), fmt.Sprintf("p.jsonl:%d: ", lines+1)) {
		t.Fatalf("error %v, want one at line %d", err, lines+1)
	}
}
