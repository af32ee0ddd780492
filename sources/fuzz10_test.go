package sources

import (
	"bytes"
	"testing"

	"github.com/parquet-go/parquet-go"
)

// The readers fuzz_test.go left without a target of their own (fuzz10):
// JSON Lines under named and dotted fields, Parquet. Each holds the
// contract of doc.go (fuzzCollect).

// FuzzParseTextFields: JSON Lines read through named fields, a dotted
// one read by its path inside nested objects (lookupField).
func FuzzParseTextFields(f *testing.F) {
	f.Add([]byte(`{"meta": {"id": "a1"}, "translation": {"de": "Es ist 3 Uhr.", "en": "It is 3 pm."}}`+"\n"+
		`{"meta": {"id": "a2"}, "translation": {"en": "Call 911."}, "translation.en": "Dial 911."}`+"\n"+
		`{"meta": {"id": "a3"}, "translation": "flat"}`+"\n"), true)
	f.Add([]byte(`{"uid": 5, "sentence": "It cost $5."}`+"\n"+`{"uid": 6, "sentence": "In 1990."}`+"\n"+`{"sentence": "No id."}`+"\n"), false)
	f.Add([]byte(`{"uid": null, "sentence": null}`+"\n"+`{"uid": [1], "sentence": {"x": 1}}`+"\n"+`[]`+"\n"+`{"sentence": "  "}`+"\n"+`{"sentence": " = A = "}`+"\n"+`{"sentence": " 1 @,@ 000 "}`+"\n"), false)
	f.Add([]byte(`{"id": "r1", "meta": {"text": "It is 3 pm."}}`+"\n"+`{"meta": {"id": {"id": 1}}, "translation": {"en": "\u0000"}}`+"\n"), true)
	f.Fuzz(func(t *testing.T, data []byte, nested bool) {
		const name = "jsonl-sample.jsonl" // ids come from the data
		fields := TextFields{Text: "sentence", ID: "uid"}
		if nested {
			fields = TextFields{Text: "translation.en", ID: "meta.id"}
		}
		fuzzCollect(t, name, func(s Sink) (FileResult, error) {
			return ParseTextFields(name, bytes.NewReader(data), "train", fields, fuzzMaxRecord, s)
		})
	})
}

// FuzzParseTextParquet: any bytes as a Parquet file are rows and rejects
// that add up, or one error naming the file; parquet-go's panics on a
// damaged file are that error (parseTextParquetAt).
func FuzzParseTextParquet(f *testing.F) {
	type row struct {
		ID   string  `parquet:"id"`
		Text *string `parquet:"text,optional"`
	}
	s := func(v string) *string { return &v }
	var buf bytes.Buffer
	if err := parquet.Write(&buf, []row{{"r1", s("It is 3 pm.")}, {"r2", nil}, {"r1", s("")}, {"r4", s(" = A = ")}, {"r5", s("\xff")}}); err != nil {
		f.Fatal(err)
	}
	f.Add(buf.Bytes())
	f.Add([]byte("PAR1\x00\x00\x00\x00PAR1"))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		const name = "table.csv" // ids come from the data (fuzzCollect's dataIDs)
		fuzzCollect(t, name, func(s Sink) (FileResult, error) {
			return ParseTextParquet(name, bytes.NewReader(data), "train", fuzzMaxRecord, s)
		})
	})
}
