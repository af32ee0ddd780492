package jsonline

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestPlace: a syntax error and a wrongly typed value are placed by line
// and column, a document cut short says so, and an error of another kind
// (a field the decoder refuses) names no place.
func TestPlace(t *testing.T) {
	var v struct {
		N int `json:"n"`
	}
	for _, c := range []struct{ doc, want string }{
		{"{\n  \"n\": tru}", "line 2, column 11: "},       // the '}'
		{"{\n\n  \"n\": \"yes\"}", "line 3, column 12: "}, // the value's last byte
		{"{\"n\": 1", "the file ends inside the JSON object (cut short?): "},
		{"{\"m\": 1}", ""},
	} {
		dec := json.NewDecoder(bytes.NewReader([]byte(c.doc)))
		dec.DisallowUnknownFields()
		err := dec.Decode(&v)
		if err == nil {
			t.Fatalf("%q decoded", c.doc)
		}
		if got := Place([]byte(c.doc), err); got != c.want {
			t.Errorf("Place(%q, %v) = %q, want %q", c.doc, err, got, c.want)
		}
	}
}
