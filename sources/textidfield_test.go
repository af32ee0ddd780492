package sources

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
)

// TestJSONLinesIDFieldNoRecordHolds: --id-field naming a field no record
// of a JSON Lines file holds (a typo) is refused at the file's end naming
// the first record's fields, as a table or Parquet file without the
// column is at its header: every record took its line's number as its id
// without a word. A file where some records hold it keeps the others'
// line numbers, as before (TestTextNamedFields).
func TestJSONLinesIDFieldNoRecordHolds(t *testing.T) {
	in := `{"uid": 5, "sentence": "It cost $5."}` + "\n" + `{"uid": 6, "sentence": "In 1990."}` + "\n"
	ignore := Sink{Pair: func(dataset.Pair) {}, Reject: func(dataset.Reject) {}}
	_, err := ParseTextFields("c.jsonl", strings.NewReader(in), "train", TextFields{Text: "sentence", ID: "id"}, 0, ignore)
	if want := `c.jsonl: no record holds the field "id" that --id-field names (the first record's fields: sentence, uid)`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("a typo'd --id-field: %v, want %q", err, want)
	}
	var ids []string
	some := in + `{"sentence": "No id."}` + "\n"
	if _, err := ParseTextFields("c.jsonl", strings.NewReader(some), "train", TextFields{Text: "sentence", ID: "uid"}, 0, Sink{Pair: func(p dataset.Pair) { ids = append(ids, p.ID) }, Reject: func(dataset.Reject) {}}); err != nil || strings.Join(ids, " ") != "c.jsonl:5 c.jsonl:6 c.jsonl:3" {
		t.Errorf("some records hold it: %v, ids %v", err, ids)
	}
	if _, err := ParseTextFields("c.jsonl", strings.NewReader(in), "train", TextFields{Text: "sentence"}, 0, ignore); err != nil {
		t.Errorf("no --id-field: %v", err)
	}
}
