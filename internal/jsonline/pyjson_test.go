package jsonline

import (
	"encoding/json"
	"testing"
)

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

// TestPythonMarkedNamesTheConstant: PythonMarked's line decodes, and each
// field PythonJSON made null tells the constant the line held there; a
// real null, a string "NaN" and a number tell none.
func TestPythonMarkedNamesTheConstant(t *testing.T) {
	line := []byte(`{"a": NaN, "b": -Infinity, "c": [Infinity], "d": null, "e": "NaN", "f": 1, "g": "\u0000NaNx"}`)
	var m map[string]json.RawMessage
	if err := json.Unmarshal(PythonMarked(line), &m); err != nil {
		t.Fatal(err)
	}
	var c []json.RawMessage
	if err := json.Unmarshal(m["c"], &c); err != nil || len(c) != 1 {
		t.Fatal(err, c)
	}
	for _, tc := range []struct {
		raw  json.RawMessage
		want string
	}{{m["a"], "NaN"}, {m["b"], "-Infinity"}, {c[0], "Infinity"}, {m["d"], ""}, {m["e"], ""}, {m["f"], ""}, {m["g"], ""}} {
		if got := PythonConstant(tc.raw); got != tc.want {
			t.Errorf("%s: %q, want %q", tc.raw, got, tc.want)
		}
	}
	if got := PythonMarked([]byte(`{"x": 1}`)); string(got) != `{"x": 1}` {
		t.Errorf("a line without constants changed: %s", got)
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

// TestDecoderNullWhyNamesNaN: a field the decoder read as null because the
// line held Python's NaN (or an infinity) there is said to be that, in
// both modes; a real null, and a null beside a NaN elsewhere, is "is
// null".
func TestDecoderNullWhyNamesNaN(t *testing.T) {
	for _, mode := range []Mode{GoStruct, Exact} {
		d := NewDecoder(mode, Field{Name: "written", Kind: String}, Field{Name: "spoken", Kind: String})
		if err := d.Decode([]byte(`{"written": NaN, "spoken": null}`)); err != nil {
			t.Fatal(err)
		}
		if !d.IsNull(0) || d.NullWhy(0) != "is NaN (a missing value as Python's json.dumps writes it)" || !d.IsNull(1) || d.NullWhy(1) != "is null" {
			t.Errorf("mode %v: %q, %q", mode, d.NullWhy(0), d.NullWhy(1))
		}
		if err := d.Decode([]byte(`{"written": null, "spoken": -Infinity}`)); err != nil {
			t.Fatal(err)
		}
		if d.NullWhy(0) != "is null" || d.NullWhy(1) != "is -Infinity (an infinite float as Python's json.dumps writes it)" {
			t.Errorf("mode %v: %q, %q", mode, d.NullWhy(0), d.NullWhy(1))
		}
		if err := d.Decode([]byte(`{"written": null, "spoken": "a"}`)); err != nil || d.NullWhy(0) != "is null" {
			t.Errorf("mode %v: a null after a NaN line: %v %q", mode, err, d.NullWhy(0))
		}
	}
}

// TestDecoderNullWhyCaseFoldedKey: GoStruct mode reads a key in another
// case ("Written") as encoding/json does, and NullWhy finds the NaN there
// (a field kept raw: encoding/json tells null from absent only there).
func TestDecoderNullWhyCaseFoldedKey(t *testing.T) {
	d := NewDecoder(GoStruct, Field{Name: "written", Kind: Raw}, Field{Name: "spoken", Kind: String})
	if err := d.Decode([]byte(`{"Written": NaN, "spoken": "a"}`)); err != nil {
		t.Fatal(err)
	}
	if !d.IsNull(0) || d.NullWhy(0) != "is NaN (a missing value as Python's json.dumps writes it)" {
		t.Errorf("IsNull %v, NullWhy %q", d.IsNull(0), d.NullWhy(0))
	}
}

// TestAbsentWhy: how a field without a value is written, its key matched
// in any case only when asked, its last occurrence counting (as
// encoding/json's): NaN, an infinity with the caller's aside, a null, or
// missing.
func TestAbsentWhy(t *testing.T) {
	for _, c := range []struct {
		line, field string
		fold        bool
		want        string
	}{
		{`{"text": NaN}`, "text", false, "is NaN (a missing value as Python's json.dumps writes it; x)"},
		{`{"Text": -Infinity}`, "text", true, "is -Infinity (an infinite float as Python's json.dumps writes it; x)"},
		{`{"Text": NaN}`, "text", false, "is missing"},
		{`{"text": "a", "TEXT": NaN}`, "text", true, "is NaN (a missing value as Python's json.dumps writes it; x)"},
		{`{"text": NaN, "text": null}`, "text", false, "is null"},
		{`{"id": 1}`, "text", true, "is missing"},
		{`[NaN]`, "text", true, "is missing"},
		{`{"a": {"text": NaN}, "text": null}`, "text", false, "is null"},
	} {
		if got := AbsentWhy([]byte(c.line), c.field, c.fold, "; x"); got != c.want {
			t.Errorf("AbsentWhy(%s, %q, %v) = %q, want %q", c.line, c.field, c.fold, got, c.want)
		}
	}
}
