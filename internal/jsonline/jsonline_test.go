package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"
)

// pairs is align's shape, decoded as encoding/json decodes a struct.
var pairs = []Field{{"id", Raw}, {"written", String}, {"spoken", String}, {"a", Strings}, {"b", Strings}}

// records is eval's shape (plus a Raw field), decoded with exact keys.
var records = []Field{{"id", Text}, {"src", String}, {"hyp", String}, {"ref", String}, {"refs", Strings}, {"raw", Raw}}

// snapshot renders every slot, so that two decodes compare in one line.
func snapshot(d *Decoder) string {
	var b strings.Builder
	for i, f := range d.fields {
		fmt.Fprintf(&b, "%s:", f.Name)
		switch {
		case d.IsNull(i):
			b.WriteString("null")
		case !d.Has(i):
			b.WriteString("absent")
		case f.Kind == Strings:
			fmt.Fprintf(&b, "%q", d.List(i))
		case f.Kind == Raw:
			fmt.Fprintf(&b, "raw %q", d.Raw(i))
		default:
			fmt.Fprintf(&b, "%q", d.Str(i))
		}
		b.WriteString(" ")
	}
	return b.String()
}

func TestDecodeGoStruct(t *testing.T) {
	d := NewDecoder(GoStruct, pairs...)
	for _, c := range []struct{ line, want string }{
		{`{"written": "A b", "spoken": "a b"}`, `id:absent written:"A b" spoken:"a b" a:absent b:absent `},
		{`{"id":"x-1","written":"q\"uote\u00e9\ud83d\ude00","spoken":"","extra":[1,{"y":2}]}`,
			`id:raw "\"x-1\"" written:"q\"uoteé😀" spoken:"" a:absent b:absent `},
		{`{"id": {"n": [1, 2]}, "a": ["x", "y"], "b": []}`, `id:raw "{\"n\": [1, 2]}" written:absent spoken:absent a:["x" "y"] b:[] `},
		{`{"Written": "case folded by encoding/json", "id": null}`, `id:null written:"case folded by encoding/json" spoken:absent a:absent b:absent `},
		{`{"written": "\uFFFDx", "spoken": "` + "\xff" + `", "a": [null]}`, `id:absent written:"�x" spoken:"�" a:[""] b:absent `},
		// A lone surrogate is refused, never made U+FFFD (which would make
		// "\ud800" and "\udbff" one token); a pair is one character; an id
		// (Raw) keeps its text exactly.
		{`{"written": "\ud800x"}`, `field "written": lone surrogate \ud800 in a string (not a Unicode character; rejected rather than turned into U+FFFD)`},
		{`{"Written": "\udc00"}`, `field "written": lone surrogate \udc00 in a string (not a Unicode character; rejected rather than turned into U+FFFD)`},
		{`{"a": ["ok", "\udbff\u0041"]}`, `field "a": lone surrogate \udbff in a string (not a Unicode character; rejected rather than turned into U+FFFD)`},
		{`{"id": "\ud800", "written": "\ud83d\ude00", "other": "\ud800"}`, `id:raw "\"\\ud800\"" written:"😀" spoken:absent a:absent b:absent `},
		{`{"written": "x",}`, `invalid JSON: invalid character '}' looking for beginning of object key string`},
		{`{"written": 5}`, `field "written": want string, got JSON number`},
		{`{"a": ["x", 5]}`, `field "a": want string, got JSON number`},
		{`["written"]`, `invalid JSON: want an object, got JSON array`},
		// null, or Python's NaN alone on its line, decodes into a struct
		// as nothing: it was named by its first missing field (align:
		// missing field "written").
		{` null `, `invalid JSON: want an object, got JSON null`},
		{`NaN`, `invalid JSON: want an object, got NaN (a missing value as Python's json.dumps writes it)`},
		{`-Infinity`, `invalid JSON: want an object, got -Infinity (an infinite float as Python's json.dumps writes it)`},
		{`{"written": "x"} trailing`, `invalid JSON: invalid character 't' after top-level value`},
	} {
		var got string
		if err := d.Decode([]byte(c.line)); err != nil {
			got = err.Error()
		} else {
			got = snapshot(d)
		}
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.line, got, c.want)
		}
	}
}

func TestDecodeExact(t *testing.T) {
	d := NewDecoder(Exact, records...)
	for _, c := range []struct{ line, want string }{
		{`{"id": 17, "src":"ten \u00e9", "hyp":"10 \"é\"\n", "ref":"10 é", "refs":["x","\ud83d\ude00"], "extra":{"a":[1,2,{"b":null}]}, "n": -1.5e3}`,
			`id:"17" src:"ten é" hyp:"10 \"é\"\n" ref:"10 é" refs:["x" "😀"] raw:absent `},
		{`{"Hyp": "not folded", "hyp": null, "refs": null, "raw": [ 1 ]}`, `id:absent src:absent hyp:null ref:absent refs:null raw:raw "[ 1 ]" `},
		{`{"hyp": 1, "ref": "a"}`, `field "hyp": expected a string, got JSON number`},
		{`{"hyp": {"x": 1}, "ref": "a"}`, `field "hyp": expected a string, got JSON object`},
		{`{"ref": ["a"]}`, `field "ref": expected a string, got JSON array`},
		{`{"refs": "a"}`, `field "refs": expected a list of strings, got JSON string`},
		{`{"hyp": 1, "ref": "a"`, `invalid JSON at byte 22: expected ',' or '}'`},
		{`{"refs": ["a", null]}`, `field "refs": expected a list of strings, got JSON null in it`},
		{`{"id": true}`, `field "id": expected a string or a number, got JSON bool`},
		{`{"id": 01}`, `invalid JSON at byte 9: expected ',' or '}'`},
		{`{"id": +1}`, `invalid JSON at byte 8: expected a value`},
		{`{"hyp":"a` + "\xff" + `"}`, `invalid JSON at byte 12: invalid UTF-8 in string`},
		{`{"hyp":"a\q"}`, `invalid JSON at byte 12: invalid escape '\q'`},
		{`{"hyp":"\ud800","ref":"a"}`, `field "hyp": lone surrogate \ud800 in a string (not a Unicode character; rejected rather than turned into U+FFFD)`},
		{`{"id":"\udfff"}`, `field "id": lone surrogate \udfff in a string (not a Unicode character; rejected rather than turned into U+FFFD)`},
		{`{"refs":["\ude00\ud83d"]}`, `field "refs": lone surrogate \ude00 in a string (not a Unicode character; rejected rather than turned into U+FFFD)`},
		{`{"\ud800":"skipped key","x":"\ud800 skipped value","hyp":"\ud83d\ude00"}`, `id:absent src:absent hyp:"😀" ref:absent refs:absent raw:absent `},
		{`[]`, `invalid JSON at byte 1: expected '{'`},
		{`{} x`, `invalid JSON at byte 4: unexpected data after the object`},
	} {
		var got string
		if err := d.Decode([]byte(c.line)); err != nil {
			got = err.Error()
		} else {
			got = snapshot(d)
		}
		if got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.line, got, c.want)
		}
	}
}

func TestNestingLimit(t *testing.T) {
	for _, mode := range []Mode{GoStruct, Exact} {
		d := NewDecoder(mode, records...)
		for _, n := range []int{maxDepth - 1, maxDepth, maxDepth + 1} {
			line := `{"x":` + strings.Repeat("[", n-1) + strings.Repeat("]", n-1) + `}`
			err, jerr := d.Decode([]byte(line)), json.Unmarshal([]byte(line), new(map[string]any))
			if (err == nil) != (jerr == nil) {
				t.Errorf("mode %d, depth %d: error %v, encoding/json %v", mode, n, err, jerr)
			}
		}
	}
}

func ExampleDecoder() {
	const (
		id = iota
		text
		tokens
	)
	d := NewDecoder(Exact, Field{"id", Text}, Field{"text", String}, Field{"tokens", Strings})
	if err := d.Decode([]byte(`{"id": 7, "text": "a b", "tokens": ["a", "b"], "other": {"x": 1}}`)); err != nil {
		panic(err)
	}
	fmt.Println(d.Str(id), d.Str(text), d.List(tokens), d.Has(tokens))
	fmt.Println(d.Decode([]byte(`{"text": ["a"]}`)))
	// Output:
	// 7 a b [a b] true
	// field "text": expected a string, got JSON array
}

var pairSeeds = []string{`{"written": "A b", "spoken": "a b"}`, `{"id":1e5,"a":["\u00e9"],"b":["x"]}`,
	`{"written":"\ud800x"}`, `{"written":"\xff"}`, `{"id":-0.5e+3}`, `{"id":01}`, `{}`, ` { "x" : null } `,
	`{"WRITTEN":"x","written":"y","a":[null],"id":{"k":[true,false]}}`, `{"spoken":"\ud83d\ude00\\\/","b":null}`}

// FuzzDecodeAgrees: in GoStruct mode the decoder reaches encoding/json's
// verdict and values on every input.
func FuzzDecodeAgrees(f *testing.F) {
	for _, s := range pairSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		d := NewDecoder(GoStruct, pairs...)
		err := d.Decode([]byte(line))
		type pair struct {
			ID      json.RawMessage `json:"id"`
			Written *string         `json:"written"`
			Spoken  *string         `json:"spoken"`
			A       *[]string       `json:"a"`
			B       *[]string       `json:"b"`
		}
		if what := NotObject([]byte(line)); what != "" {
			// null (or Python's NaN alone) decodes into a struct as
			// nothing for encoding/json, without an error; the decoder
			// says the line is no object (TestDecodeGoStruct).
			if err == nil || !strings.Contains(err.Error(), "want an object, got "+what) {
				t.Fatalf("%q: error %v, want one saying it is no object", line, err)
			}
			return
		}
		var v pair
		jerr := json.Unmarshal([]byte(line), &v)
		if py := PythonJSON([]byte(line)); jerr != nil && len(py) != len(line) {
			// Decode reads Python's NaN, Infinity and -Infinity as null
			// where encoding/json refuses the line (its doc): the verdict
			// and values to reach are encoding/json's on that line ("NaN "
			// is "null ", a line without fields).
			v = pair{}
			jerr = json.Unmarshal(py, &v)
		}
		if jerr == nil && hasLoneSurrogateField(line, "written", "spoken", "a", "b") {
			// encoding/json makes it U+FFFD; the decoder refuses it.
			if !errors.Is(err, ErrLoneSurrogate) {
				t.Fatalf("%q: lone surrogate accepted: %v", line, err)
			}
			return
		}
		if (err == nil) != (jerr == nil) {
			t.Fatalf("%q: error %v, encoding/json %v", line, err, jerr)
		}
		if err != nil {
			return
		}
		if string(v.ID) == "null" {
			v.ID = nil
		}
		if string(v.ID) != string(d.Raw(0)) || d.Has(0) != (v.ID != nil) {
			t.Fatalf("%q: id %q, encoding/json %q", line, d.Raw(0), v.ID)
		}
		for i, p := range []*string{v.Written, v.Spoken} {
			if d.Has(i+1) != (p != nil) || p != nil && *p != d.Str(i+1) {
				t.Fatalf("%q: field %d %s, encoding/json %v", line, i+1, snapshot(d), p)
			}
		}
		for i, p := range []*[]string{v.A, v.B} {
			if d.Has(i+3) != (p != nil) || p != nil && !reflect.DeepEqual(append([]string{}, *p...), append([]string{}, d.List(i+3)...)) {
				t.Fatalf("%q: field %d %s, encoding/json %v", line, i+3, snapshot(d), p)
			}
		}
	})
}

// FuzzExactAgrees: in Exact mode the decoder accepts exactly the lines
// that encoding/json decodes into a map holding the right type (or null)
// under each field's key, valid UTF-8 throughout, and agrees on values.
func FuzzExactAgrees(f *testing.F) {
	for _, s := range pairSeeds {
		f.Add(s)
	}
	for _, s := range []string{`{"id":"a","src":"s","hyp":"h","ref":"r","refs":["x"]}`, `{"hyp":"\u00e9\"","ref":"","x":[1,{"y":null}]}`,
		`{"hyp":"a","ref":"b","id":12,"raw":{"a":"\u0041"}}`, `{"Hyp":"a","hyp":null,"refs":["a",null]}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		d := NewDecoder(Exact, records...)
		err := d.Decode([]byte(line))
		var m map[string]json.RawMessage
		ok := json.Unmarshal([]byte(line), &m) == nil && m != nil && utf8.ValidString(line)
		want := make([]string, len(records)) // what the slot should show
		for i, fl := range records {
			raw, present := m[fl.Name]
			var s string
			var list []any
			switch {
			case !ok:
			case !present:
				want[i] = "absent"
			case string(raw) == "null":
				want[i] = "null"
			case fl.Kind == Raw:
				want[i] = fmt.Sprintf("raw %q", []byte(raw))
			case (fl.Kind == String || fl.Kind == Text) && json.Unmarshal(raw, &s) == nil:
				want[i] = fmt.Sprintf("%q", s)
			case fl.Kind == Text && (raw[0] == '-' || '0' <= raw[0] && raw[0] <= '9'):
				want[i] = fmt.Sprintf("%q", string(raw))
			case fl.Kind == Strings && json.Unmarshal(raw, &list) == nil:
				strs := []string{}
				for _, e := range list {
					if s, isStr := e.(string); isStr {
						strs = append(strs, s)
					} else {
						ok = false
					}
				}
				want[i] = fmt.Sprintf("%q", strs)
			default:
				ok = false
			}
		}
		if ok && hasLoneSurrogateExact(line, "id", "src", "hyp", "ref", "refs") {
			if err == nil {
				t.Fatalf("%q: lone surrogate accepted", line)
			}
			return
		}
		if (err == nil) != ok {
			t.Fatalf("%q: error %v, encoding/json accepts: %v", line, err, ok)
		}
		if err != nil {
			return
		}
		var b strings.Builder
		for i, fl := range records {
			fmt.Fprintf(&b, "%s:%s ", fl.Name, want[i])
		}
		if got := snapshot(d); got != b.String() {
			t.Fatalf("%q:\n got %s\nwant %s", line, got, b.String())
		}
		// Borrowing strings changes where they live, never what they are.
		bd := NewDecoder(Exact, records...)
		bd.BorrowStrings(true)
		if err := bd.Decode([]byte(line)); err != nil {
			t.Fatalf("%q: borrowing decoder: %v", line, err)
		}
		if got := snapshot(bd); got != b.String() {
			t.Fatalf("%q: borrowing decoder:\n got %s\nwant %s", line, got, b.String())
		}
	})
}

// TestBorrowStrings: with BorrowStrings a plain string shares the line's
// memory (changing the line changes it), an escaped one is a copy, and the
// decoded values are those of the copying decoder.
func TestBorrowStrings(t *testing.T) {
	line := []byte(`{"id":"a1","src":"ten","hyp":"x \"y\"","ref":"10","refs":["ten","10"]}`)
	copying := NewDecoder(Exact, records...)
	if err := copying.Decode(line); err != nil {
		t.Fatal(err)
	}
	want := snapshot(copying)
	d := NewDecoder(Exact, records...)
	d.BorrowStrings(true)
	if err := d.Decode(line); err != nil {
		t.Fatal(err)
	}
	if got := snapshot(d); got != want {
		t.Fatalf("borrowing decoder: got %s, want %s", got, want)
	}
	src, hyp, alt := d.Str(1), d.Str(2), d.List(4)[0]
	copy(line[bytes.Index(line, []byte("ten")):], "TEN")
	copy(line[bytes.LastIndex(line, []byte("ten")):], "TEN")
	if src != "TEN" || alt != "TEN" {
		t.Errorf("plain strings were copied: src %q, refs[0] %q after the line changed", src, alt)
	}
	if hyp != `x "y"` {
		t.Errorf("escaped string %q should be a copy", hyp)
	}
	if snapshot(copying) != want {
		t.Errorf("copying decoder's strings changed with the line")
	}
}

// hasLoneSurrogateField: some named field (as encoding/json matches a
// struct field, case folded) holds a lone surrogate escape. The oracle
// compares each string's decoding with a re-encoding of its \u escapes:
// only a lone surrogate decodes to U+FFFD from an escape that is not
// \ufffd.
func hasLoneSurrogateField(line string, names ...string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(line), &m) != nil {
		return false
	}
	var last json.RawMessage
	for _, n := range names {
		// encoding/json takes an exact match, else the last folded one.
		last = nil
		for k, v := range m {
			if k == n {
				last = v
				break
			}
		}
		if last == nil {
			for k, v := range m {
				if strings.EqualFold(k, n) {
					last = v
				}
			}
		}
		if last != nil && rawHasLone(last) {
			return true
		}
	}
	return false
}

func hasLoneSurrogateExact(line string, names ...string) bool {
	var m map[string]json.RawMessage
	if json.Unmarshal([]byte(line), &m) != nil {
		return false
	}
	for _, n := range names {
		if v, ok := m[n]; ok && rawHasLone(v) {
			return true
		}
	}
	return false
}

// rawHasLone decodes each \uXXXX escape of raw with utf16 rules.
func rawHasLone(raw []byte) bool {
	s := string(raw)
	for i := 0; i < len(s); i++ {
		if s[i] != '\\' {
			continue
		}
		if i+1 < len(s) && s[i+1] != 'u' {
			i++
			continue
		}
		if i+6 > len(s) {
			return false
		}
		var r rune
		fmt.Sscanf(s[i+2:i+6], "%04x", &r)
		if r >= 0xD800 && r <= 0xDBFF && i+12 <= len(s) && s[i+6:i+8] == `\u` {
			var r2 rune
			fmt.Sscanf(s[i+8:i+12], "%04x", &r2)
			if r2 >= 0xDC00 && r2 <= 0xDFFF {
				i += 11
				continue
			}
		}
		if r >= 0xD800 && r <= 0xDFFF {
			return true
		}
		i += 5
	}
	return false
}

// A Text field says whether it held a number, in both modes (the fast
// scanner and encoding/json's path for unusual lines), so an id echoed
// into another file keeps its JSON type.
func TestTextIsNumber(t *testing.T) {
	for _, mode := range []Mode{Exact, GoStruct} {
		d := NewDecoder(mode, Field{"id", Text}, Field{"x", String})
		for _, c := range []struct {
			line    string
			str     string
			has, nb bool
		}{
			{`{"id": 42, "x": "a"}`, "42", true, true},
			{`{"id": -1.5e3}`, "-1.5e3", true, true},
			{`{"id": "42"}`, "42", true, false},
			{`{"id": null}`, "", false, false},
			{`{"x": "a"}`, "", false, false},
			{`{"id": 7, "x": "\u00e9", "x": "b"}`, "7", true, true}, // escapes and a repeated key
		} {
			if err := d.Decode([]byte(c.line)); err != nil {
				t.Fatalf("%v %s: %v", mode, c.line, err)
			}
			if d.Str(0) != c.str || d.Has(0) != c.has || d.IsNumber(0) != c.nb {
				t.Errorf("%v %s: Str %q Has %v IsNumber %v; want %q %v %v", mode, c.line, d.Str(0), d.Has(0), d.IsNumber(0), c.str, c.has, c.nb)
			}
		}
	}
}

func TestFieldsAndListFields(t *testing.T) {
	if got := Fields([]byte(`{"text": "a", "gt_normalized": null}`)); !slices.Equal(got, []string{"gt_normalized", "text"}) {
		t.Errorf("Fields: %q", got)
	}
	// A line holding Python's NaN, which every reader here reads
	// (PythonJSON), names its fields too: a reason that said a field is
	// missing named none for it.
	if got := Fields([]byte(`{"text": NaN, "pred": "a", "score": -Infinity}`)); !slices.Equal(got, []string{"pred", "score", "text"}) {
		t.Errorf("Fields of a line with NaN: %q", got)
	}
	for _, line := range []string{`["a"]`, `{}`, `not json`, `null`, `{"a": NaNa}`} {
		if got := Fields([]byte(line)); len(got) != 0 {
			t.Errorf("Fields(%s) = %q, want none", line, got)
		}
	}
	keys := []string{"a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"}
	if got, want := ListFields(keys), "a, b, c, d, e, f, g, h and 3 more"; got != want {
		t.Errorf("ListFields: %q, want %q", got, want)
	}
	if keys[8] != "i" {
		t.Errorf("ListFields wrote into its argument: %q", keys)
	}
	if got := ListFields(keys[:2]); got != "a, b" {
		t.Errorf("ListFields of two: %q", got)
	}
}

// NotObject names a line that encoding/json would decode into a struct
// as nothing, without an error (null, or Python's NaN alone on its line),
// so that a reader can reject it as no object instead of naming the first
// field it lacks; any other line, an object or not, gives "".
func ExampleNotObject() {
	for _, line := range []string{` null `, `NaN`, `Infinity`, `{"text": null}`, `["text"]`} {
		fmt.Printf("%q\n", NotObject([]byte(line)))
	}
	// Output:
	// "JSON null"
	// "NaN (a missing value as Python's json.dumps writes it)"
	// "Infinity (an infinite float as Python's json.dumps writes it)"
	// ""
	// ""
}
