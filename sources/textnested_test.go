package sources

import (
	"bytes"
	"strings"
	"testing"

	"github.com/parquet-go/parquet-go"

	"github.com/itnprep/itnprep/dataset"
)

// TestTextFieldNestedPath: a JSONL text or id under a nested object, as
// Hugging Face datasets' to_json writes a struct feature ({"translation":
// {"de": ..., "en": ...}}), is read by its dotted path (--text-field
// translation.en, --id-field meta.id), as jq's .translation.en; a field
// whose own name has the dot wins. Every such line was a missing_field
// reject, whose reason named only the top-level fields; a line missing
// "text" that holds it inside an object names the path that reads it
// (qa83).
func TestTextFieldNestedPath(t *testing.T) {
	in := `{"meta": {"id": "a1"}, "translation": {"de": "Es ist 3 Uhr.", "en": "It is 3 pm."}}` + "\n" +
		`{"meta": {"id": "a2"}, "translation": {"en": "Call 911."}, "translation.en": "Dial 911."}` + "\n" +
		`{"meta": {"id": "a3"}, "translation": "flat"}` + "\n"
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseTextFields("wmt.jsonl", strings.NewReader(in), "train", TextFields{Text: "translation.en", ID: "meta.id"}, 0, s)
	})
	if len(pairs) != 2 || pairs[0].ID != "wmt.jsonl:a1" || pairs[0].Written != "It is 3 pm." || pairs[1].ID != "wmt.jsonl:a2" || pairs[1].Written != "Dial 911." {
		t.Errorf("pairs %+v", pairs)
	}
	if len(rejects) != 1 || rejects[0].Rule != "missing_field" || rejects[0].ID != "wmt.jsonl:a3" {
		t.Errorf("rejects %+v", rejects)
	}

	nested := `{"id": "r1", "meta": {"text": "It is 3 pm."}}` + "\n"
	for _, f := range []TextFields{{}, {ID: "id"}} {
		_, rejects, _ = collect(t, func(s Sink) (FileResult, error) {
			return ParseTextFields("n.jsonl", strings.NewReader(nested), "train", f, 0, s)
		})
		if len(rejects) != 1 || !strings.Contains(rejects[0].Reason, `--text-field meta.text reads the one inside "meta"`) {
			t.Errorf("%+v: rejects %+v, want the path that reads the nested text named", f, rejects)
		}
	}
}

// TestParquetTextFieldNestedPath: a Parquet text inside a struct column,
// as Hugging Face's translation datasets hold it (translation: {de, en}),
// is read by its dotted path, as JSONL's is; a null struct is a
// null_field reject naming the path. It was refused as "has no string
// column "translation.en"" (qa83). A path to no field is still refused.
func TestParquetTextFieldNestedPath(t *testing.T) {
	type pair struct {
		DE string `parquet:"de"`
		EN string `parquet:"en"`
	}
	type row struct {
		ID          string `parquet:"id"`
		Translation *pair  `parquet:"translation,optional"`
	}
	var buf bytes.Buffer
	if err := parquet.Write(&buf, []row{{"r1", &pair{"Es ist 3 Uhr.", "It is 3 pm."}}, {"r2", nil}, {"r3", &pair{"x", "Call 911."}}}); err != nil {
		t.Fatal(err)
	}
	pairs, rejects, _ := collect(t, func(s Sink) (FileResult, error) {
		return ParseTextParquetFields("wmt.parquet", bytes.NewReader(buf.Bytes()), "train", TextFields{Text: "translation.en"}, 0, s)
	})
	if len(pairs) != 2 || pairs[0].ID != "wmt.parquet:r1" || pairs[0].Written != "It is 3 pm." || pairs[1].Written != "Call 911." {
		t.Errorf("pairs %+v", pairs)
	}
	if len(rejects) != 1 || rejects[0].Rule != "null_field" || !strings.Contains(rejects[0].Reason, `column "translation.en" is null`) {
		t.Errorf("rejects %+v", rejects)
	}
	_, err := ParseTextParquetFields("wmt.parquet", bytes.NewReader(buf.Bytes()), "train", TextFields{Text: "translation.fr"}, 0, Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}})
	if err == nil || !strings.Contains(err.Error(), `has no string column "translation.fr"`) {
		t.Errorf("a path to no field: %v", err)
	}
}
