package jsonline

import "testing"

func TestPythonJSON(t *testing.T) {
	for in, want := range map[string]string{
		`{"id": NaN, "text": "a"}`:                          `{"id": null, "text": "a"}`,
		`{"a": Infinity,"b":-Infinity, "c": [NaN, 1]}`:      `{"a": null,"b":null, "c": [null, 1]}`,
		`{"text": "NaN and Infinity and -Infinity stay"}`:   `{"text": "NaN and Infinity and -Infinity stay"}`,
		`{"text": "a \"quoted\" NaN", "x": NaN}`:            `{"text": "a \"quoted\" NaN", "x": null}`,
		`{"text": "b\\", "x": NaN}`:                         `{"text": "b\\", "x": null}`,
		`{"NaN": 1}`:                                        `{"NaN": 1}`,
		`{"x": NaNa, "y": xNaN, "z": Infinity1, "w": 1NaN}`: `{"x": NaNa, "y": xNaN, "z": Infinity1, "w": 1NaN}`,
		`{"Ünïcode": "東京", "n": NaN}`:                       `{"Ünïcode": "東京", "n": null}`,
		`{"plain": 1}`:                                      `{"plain": 1}`,
		`NaN`:                                               `null`,
	} {
		if got := string(PythonJSON([]byte(in))); got != want {
			t.Errorf("%s:\n got %s\nwant %s", in, got, want)
		}
	}
	// A line without them is the same slice: no copy on the common path.
	line := []byte(`{"text": "In 1984."}`)
	if got := PythonJSON(line); &got[0] != &line[0] {
		t.Error("a line without Python's constants was copied")
	}
}

// TestDecoderReadsPythonsNaN: the streaming commands' decoder (both
// modes) reads a line with Python's constants as values, them as null;
// one that is invalid for another reason stays an error.
func TestDecoderReadsPythonsNaN(t *testing.T) {
	for _, mode := range []Mode{GoStruct, Exact} {
		d := NewDecoder(mode, Field{Name: "id", Kind: Text}, Field{Name: "written", Kind: String})
		if err := d.Decode([]byte(`{"id": NaN, "written": "In 1984.", "score": -Infinity}`)); err != nil {
			t.Fatalf("mode %v: %v", mode, err)
		}
		if !d.IsNull(0) || d.Str(1) != "In 1984." {
			t.Errorf("mode %v: id null %v, written %q", mode, d.IsNull(0), d.Str(1))
		}
		if err := d.Decode([]byte(`{"id": NaN, "written": }`)); err == nil {
			t.Errorf("mode %v: a broken line with NaN decoded", mode)
		}
	}
}
