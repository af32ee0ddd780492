package jsonline

import (
	"bytes"
	"encoding/json"
	"testing"
)

// TestPlace: a syntax error and a wrongly typed value are placed by line
// and column, a document cut short says so, a field the decoder refuses is
// placed at its key (not at a string value or a deeper key of that name
// before it), and an error of another kind names no place.
func TestPlace(t *testing.T) {
	var v struct {
		N int            `json:"n"`
		S []string       `json:"s"`
		M map[string]int `json:"m"`
	}
	for _, c := range []struct{ doc, want string }{
		{"{\n  \"n\": tru}", "line 2, column 11: "},       // the '}'
		{"{\n\n  \"n\": \"yes\"}", "line 3, column 12: "}, // the value's last byte
		{"{\"n\": 1", "the file ends inside the JSON object (cut short?): "},
		{"{\"s\": [\"x\"],\n \"m\": {\"q\": 1},\n  \"x\": 2}", "line 3, column 3: "},
		{"{\"x\": 1}", "line 1, column 2: "},
		{"{\"m\": {\"x\": 1}, \"s\": [\"x\"],\n\"x\": 2}", "line 2, column 1: "},
		{"{\"m\": 1}", "line 1, column 7: "},
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
