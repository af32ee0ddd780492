package transforms

import (
	"bytes"
	"compress/gzip"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/fileio"
	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/eval"
)

func TestReadPredictionsParquetOtherSchemas(t *testing.T) {
	// A file written by someone else: no refs column, columns in another
	// order, an extra column.
	type minimal struct {
		Ref   string `parquet:"ref"`
		Extra int64  `parquet:"score"`
		Hyp   string `parquet:"hyp"`
		ID    string `parquet:"id"`
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, []minimal{{Ref: "a b", Hyp: "a c", ID: "x", Extra: 3}, {Ref: "d", Hyp: "d", ID: "y"}}); err != nil {
		t.Fatal(err)
	}
	var got []eval.Record
	err := ReadPredictionsParquet(bytes.NewReader(buf.Bytes()), int64(buf.Len()), "m.parquet", func(r []eval.Record) error {
		got = append(got, r...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(got) != 2 || got[0].Ref != "a b" || got[0].Hyp != "a c" || got[0].ID != "x" || got[1].Hyp != "d" || got[0].Refs != nil {
		t.Fatalf("got %+v", got)
	}

	type noHyp struct {
		Ref string `parquet:"ref"`
	}
	buf.Reset()
	parquet.Write(&buf, []noHyp{{Ref: "a"}})
	err = ReadPredictionsParquet(bytes.NewReader(buf.Bytes()), int64(buf.Len()), "bad.parquet", func([]eval.Record) error { return nil })
	if err == nil || !strings.Contains(err.Error(), `bad.parquet: Parquet file has no column "hyp"`) {
		t.Fatalf("error %v", err)
	}
	err = ReadPredictionsParquet(strings.NewReader("not parquet"), 11, "x.parquet", func([]eval.Record) error { return nil })
	if err == nil || !strings.HasPrefix(err.Error(), "x.parquet: not a Parquet file") {
		t.Fatalf("error %v", err)
	}
}

// A null id reads as eval.IDNone across the reader's batches of 1024 rows:
// the batch slice is reused, and a row after a string id must not keep it.
func TestReadPredictionsParquetNullIDs(t *testing.T) {
	type row struct {
		ID  *string `parquet:"id,optional"`
		Hyp string  `parquet:"hyp"`
		Ref string  `parquet:"ref"`
	}
	rows := make([]row, 2500)
	for i := range rows {
		if i%3 != 0 {
			id := fmt.Sprint(i)
			rows[i].ID = &id
		}
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	n := 0
	err := ReadPredictionsParquet(bytes.NewReader(buf.Bytes()), int64(buf.Len()), "n.parquet", func(recs []eval.Record) error {
		for _, r := range recs {
			null := n%3 == 0
			if null && (r.IDKind != eval.IDNone || r.ID != "") || !null && (r.IDKind != eval.IDString || r.ID != fmt.Sprint(n)) {
				return fmt.Errorf("row %d: id %q kind %d", n, r.ID, r.IDKind)
			}
			n++
		}
		return nil
	})
	if err != nil || n != len(rows) {
		t.Fatalf("%d rows, %v", n, err)
	}
}

func TestCountsCoderRoundTrip(t *testing.T) {
	var c eval.Counts
	s, _ := eval.NewScorer(eval.Options{}).Score(&eval.Record{Ref: "a , b . c ?", Hyp: "a b , c d ?", Src: "a b c"})
	c.Add(s.Counts)
	b, err := encodeCounts(c)
	if err != nil {
		t.Fatal(err)
	}
	back, err := decodeCounts(b)
	if err != nil || back != c {
		t.Fatalf("round trip %+v -> %+v (%v)", c, back, err)
	}
}

// Scoring a Parquet file (reader goroutine + scoring workers) gives the
// counts the JSONL path gives for the same predictions, over more rows
// than one batch, and a broken file's error comes back.
func TestScorePredictionsParquetEqualsJSONL(t *testing.T) {
	var rows []PredictionRow
	var jsonl strings.Builder
	for i := 0; i < 3000; i++ {
		ref := fmt.Sprintf("it cost %d dollars in 2010", i)
		hyp := ref
		if i%7 == 0 {
			hyp = fmt.Sprintf("it cost %d dollar in twenty ten", i)
		}
		rows = append(rows, PredictionRow{ID: fmt.Sprint(i), Hyp: hyp, Ref: ref})
		fmt.Fprintf(&jsonl, "{\"id\": \"%d\", \"hyp\": %q, \"ref\": %q}\n", i, hyp, ref)
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	run := eval.Run{Workers: 3, Name: "p.parquet"}
	got, err := ScorePredictionsParquet(run, bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	want, err := eval.Run{Workers: 1, Name: "p.jsonl"}.JSONL(strings.NewReader(jsonl.String()))
	if err != nil {
		t.Fatal(err)
	}
	if got.Sentences != 3000 || got != want {
		t.Errorf("parquet %+v\njsonl   %+v", got, want)
	}
	if _, err := ScorePredictionsParquet(run, strings.NewReader("not parquet"), 11); err == nil || !strings.Contains(err.Error(), "p.parquet: not a Parquet file") {
		t.Errorf("broken file: %v", err)
	}
}

// TestReadPredictionsJSONLNamesReadErrorLine: a truncated gzip read by
// evaluate --beam is an error naming the file and the line the stream
// broke in, as the in-process evaluate and prep name it; it named the
// file alone, and quarantined the part of that line read before the break
// as invalid JSON.
func TestReadPredictionsJSONLNamesReadErrorLine(t *testing.T) {
	var gz bytes.Buffer
	w := gzip.NewWriter(&gz)
	for i := range 2000 {
		fmt.Fprintf(w, `{"id":%d,"hyp":"a b","ref":"a b"}`+"\n", i)
	}
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), "p.jsonl.gz")
	if err := os.WriteFile(path, gz.Bytes()[:gz.Len()/2], 0o644); err != nil {
		t.Fatal(err)
	}
	emitted := 0
	err := (&readPredictionsJSONLFn{}).ProcessElement(context.Background(),
		fileio.ReadableFile{Metadata: fileio.FileMetadata{Path: path}},
		func(EvalRecord) { emitted++ }, func(r string) { t.Errorf("reject %s", r) })
	want := fmt.Sprintf("%s:%d: read error: file ends in the middle of a compressed stream", path, emitted+1)
	if emitted == 0 || err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Fatalf("emitted %d, error %v; want %q", emitted, err, want)
	}
}

// A Parquet column of another type than a string (or, for refs, a list of
// strings) is refused in one line naming the file, the column and what it
// holds: the reader converted an INT32 hyp to its digits, read a src of
// numbers as "" and a refs column of one string, of numbers or of structs
// as no alternative reference, all without a word, where a JSONL line with
// such a field is quarantined; a nested hyp was said to be missing.
func TestReadPredictionsParquetRefusesColumnsOfOtherTypes(t *testing.T) {
	type intHyp struct {
		Hyp int32  `parquet:"hyp"`
		Ref string `parquet:"ref"`
	}
	type intSrc struct {
		Src int64  `parquet:"src"`
		Hyp string `parquet:"hyp"`
		Ref string `parquet:"ref"`
	}
	type listHyp struct {
		Hyp []string `parquet:"hyp,list"`
		Ref string   `parquet:"ref"`
	}
	type stringRefs struct {
		Hyp  string `parquet:"hyp"`
		Ref  string `parquet:"ref"`
		Refs string `parquet:"refs"`
	}
	type intRefs struct {
		Hyp  string  `parquet:"hyp"`
		Ref  string  `parquet:"ref"`
		Refs []int64 `parquet:"refs,list"`
	}
	type structRefs struct {
		Hyp  string `parquet:"hyp"`
		Ref  string `parquet:"ref"`
		Refs struct {
			X string `parquet:"x"`
		} `parquet:"refs"`
	}
	write := func(rows any) []byte {
		var buf bytes.Buffer
		var err error
		switch rs := rows.(type) {
		case []intHyp:
			err = parquet.Write(&buf, rs)
		case []intSrc:
			err = parquet.Write(&buf, rs)
		case []listHyp:
			err = parquet.Write(&buf, rs)
		case []stringRefs:
			err = parquet.Write(&buf, rs)
		case []intRefs:
			err = parquet.Write(&buf, rs)
		case []structRefs:
			err = parquet.Write(&buf, rs)
		}
		if err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	for _, c := range []struct {
		name string
		data []byte
		want string
	}{
		{"int-hyp", write([]intHyp{{Hyp: 5, Ref: "5"}}), `int-hyp.parquet: column "hyp" of the Parquet file holds INT32, not strings (want id, src, hyp and ref as strings, refs as a list of strings)`},
		{"int-src", write([]intSrc{{Src: 5, Hyp: "a", Ref: "a"}}), `int-src.parquet: column "src" of the Parquet file holds INT64, not strings`},
		{"list-hyp", write([]listHyp{{Hyp: []string{"a"}, Ref: "a"}}), `list-hyp.parquet: column "hyp" of the Parquet file holds a list, not strings`},
		{"string-refs", write([]stringRefs{{Hyp: "a", Ref: "b", Refs: "a"}}), `string-refs.parquet: column "refs" of the Parquet file holds BYTE_ARRAY (STRING), not a list of strings`},
		{"int-refs", write([]intRefs{{Hyp: "a", Ref: "b", Refs: []int64{1}}}), `int-refs.parquet: column "refs" of the Parquet file holds a list of INT64, not a list of strings`},
		{"struct-refs", write([]structRefs{{Hyp: "a", Ref: "b"}}), `struct-refs.parquet: column "refs" of the Parquet file holds a struct (a group of columns), not a list of strings`},
	} {
		err := ReadPredictionsParquet(bytes.NewReader(c.data), int64(len(c.data)), c.name+".parquet", func([]eval.Record) error { return nil })
		if err == nil || !strings.HasPrefix(err.Error(), c.want) {
			t.Errorf("%s: error %v, want %s", c.name, err, c.want)
		}
	}

	// Strings and a list of strings, as every writer spells them, are read.
	type good struct {
		ID   string   `parquet:"id"`
		Src  string   `parquet:"src"`
		Hyp  string   `parquet:"hyp"`
		Ref  string   `parquet:"ref"`
		Refs []string `parquet:"refs,list"`
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, []good{{ID: "x", Src: "s", Hyp: "a", Ref: "b", Refs: []string{"a"}}}); err != nil {
		t.Fatal(err)
	}
	var got []eval.Record
	err := ReadPredictionsParquet(bytes.NewReader(buf.Bytes()), int64(buf.Len()), "good.parquet", func(r []eval.Record) error {
		got = append(got, r...)
		return nil
	})
	if err != nil || len(got) != 1 || got[0].Src != "s" || len(got[0].Refs) != 1 || got[0].Refs[0] != "a" {
		t.Fatalf("got %+v, %v", got, err)
	}
}

// A null among a row's alternative references makes the row a reject (its
// Problem set), as a JSONL null in "refs" is: it was read as "", a
// reference an empty hypothesis matched.
func TestReadPredictionsParquetNullInRefs(t *testing.T) {
	a := "a"
	got := readOptionalRefsParquet(t, []optionalRefsRow{{Hyp: "", Ref: "b", Refs: []*string{&a, nil}}, {Hyp: "a", Ref: "b", Refs: []*string{&a}}, {Hyp: "c", Ref: "c"}})
	if got[0].Problem != `column "refs": expected a list of strings, got null at index 1` {
		t.Errorf("null in refs: problem %q (refs %q)", got[0].Problem, got[0].Refs)
	}
	if got[1].Problem != "" || len(got[1].Refs) != 1 || got[1].Refs[0] != "a" || got[2].Problem != "" || got[2].Refs != nil {
		t.Errorf("rows without a null: %+v %+v", got[1], got[2])
	}
}

// A row whose refs hold two nulls names the first, as the JSONL reader
// does (eval's "refs" check): the loop overwrote it with the last.
func TestReadPredictionsParquetNamesTheFirstNullInRefs(t *testing.T) {
	a := "a"
	got := readOptionalRefsParquet(t, []optionalRefsRow{{Hyp: "a", Ref: "b", Refs: []*string{&a, nil, &a, nil}}})
	if want := `column "refs": expected a list of strings, got null at index 1`; got[0].Problem != want {
		t.Errorf("problem %q, want %q", got[0].Problem, want)
	}
}

// optionalRefsRow is a prediction row whose refs list may hold nulls, as
// pandas and arrow write a list column with missing values.
type optionalRefsRow struct {
	Hyp  string    `parquet:"hyp"`
	Ref  string    `parquet:"ref"`
	Refs []*string `parquet:"refs,list,optional"`
}

// readOptionalRefsParquet writes rows to a Parquet file in memory and
// reads them back with ReadPredictionsParquet, one record a row.
func readOptionalRefsParquet(t *testing.T, rows []optionalRefsRow) []eval.Record {
	t.Helper()
	var buf bytes.Buffer
	if err := parquet.Write(&buf, rows); err != nil {
		t.Fatal(err)
	}
	var got []eval.Record
	err := ReadPredictionsParquet(bytes.NewReader(buf.Bytes()), int64(buf.Len()), "r.parquet", func(r []eval.Record) error {
		got = append(got, r...)
		return nil
	})
	if err != nil || len(got) != len(rows) {
		t.Fatalf("%d records of %d rows, %v", len(got), len(rows), err)
	}
	return got
}
