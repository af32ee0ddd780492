package jsonline

import (
	"bytes"
	"encoding/json"
	"strings"
)

// PythonJSON returns a JSON line with Python's non-standard constants
// NaN, Infinity and -Infinity, where they stand as values outside strings,
// written as null; a line without them is returned as it is (the same
// slice). Python's json.dumps writes them by default (allow_nan=True), and
// json.loads and pandas read them back, so JSONL written by a Python script
// holds them wherever a float was missing or unbounded (a NaN id taken
// from a DataFrame, a "duration": NaN, a "score": Infinity). Go's decoder
// refuses the line, and each such record was an invalid_json reject
// ("invalid character 'N' looking for beginning of value") though its text
// was there. Read as null, a NaN id is no id (as in a Parquet input: the
// record keeps its line number), a NaN text is a null text (missing_field
// says so), and any other field is what it would be if it were null.
func PythonJSON(line []byte) []byte {
	return replaceConstants(line, func([]byte) string { return "null" })
}

// PythonMarked returns a JSON line with each of Python's constants outside
// strings written as a JSON string that marks it ("\u0000NaN"), so that a
// reader that found a field null in PythonJSON's line can say which
// constant the line held there (PythonConstant of the field's value in
// this one): a reject said a NaN text "is null", and a user looked for a
// null the file did not hold.
func PythonMarked(line []byte) []byte {
	return replaceConstants(line, func(tok []byte) string { return `"` + markPrefix + string(tok) + `"` })
}

// markPrefix opens the JSON text of a string PythonMarked writes for a
// constant: the escape of U+0000, which no real text field begins with.
const markPrefix = `\u0000`

// PythonConstant returns the constant ("NaN", "Infinity", "-Infinity") that
// a raw JSON value of a PythonMarked line stands for, or "" when the value
// is no such mark.
func PythonConstant(raw []byte) string {
	raw = bytes.TrimSpace(raw)
	for _, tok := range pythonConstants {
		if len(raw) == len(markPrefix)+len(tok)+2 && raw[0] == '"' && raw[len(raw)-1] == '"' &&
			bytes.HasPrefix(raw[1:], []byte(markPrefix)) && bytes.Equal(raw[1+len(markPrefix):len(raw)-1], tok) {
			return string(tok)
		}
	}
	return ""
}

// AbsentWhy says how field stands in a JSON line as read (before
// PythonJSON) that a reader found without a value for it: ConstantIs(c,
// aside) where Python's constant c is written there, "is null" for a null,
// "is missing" where the line has no such key (or is no object). foldCase
// matches a key in any case, as encoding/json's decoding into a struct
// does ({"Text": NaN} is a NaN text to it, and the reason said "text" is
// missing); either way the key's last occurrence counts, as it does for
// encoding/json. The one reading of a null's spelling: the decoder's
// NullWhy and the prep readers' reasons (sources) both ask it.
func AbsentWhy(line []byte, field string, foldCase bool, aside string) string {
	dec := json.NewDecoder(bytes.NewReader(PythonMarked(line)))
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return "is missing"
	}
	var v json.RawMessage
	found := false
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			break
		}
		key, _ := t.(string)
		var raw json.RawMessage
		if dec.Decode(&raw) != nil {
			break
		}
		if key == field || foldCase && strings.EqualFold(key, field) {
			v, found = raw, true
		}
	}
	switch {
	case !found:
		return "is missing"
	case PythonConstant(v) != "":
		return ConstantIs(PythonConstant(v), aside)
	case string(bytes.TrimSpace(v)) == "null":
		return "is null"
	}
	return "is missing" // a value there: the caller's reading is another's
}

// ConstantIs describes Python's constant c ("NaN", "Infinity",
// "-Infinity") as a reason says a field held it, aside ("; no text", or
// "") ending the parenthesis: "is NaN (a missing value as Python's
// json.dumps writes it; no text)". NaN is a missing value, as pandas and
// Python scripts write one, but an infinity is a float without bound,
// which a reason called "a missing value" too.
func ConstantIs(c, aside string) string {
	if c == "NaN" {
		return "is NaN (a missing value as Python's json.dumps writes it" + aside + ")"
	}
	return "is " + c + " (an infinite float as Python's json.dumps writes it" + aside + ")"
}

// replaceConstants writes each of Python's constants that stands as a
// value outside strings as with(constant); a line without any is returned
// as it is (the same slice).
func replaceConstants(line []byte, with func(tok []byte) string) []byte {
	if bytes.IndexByte(line, 'N') < 0 && bytes.IndexByte(line, 'I') < 0 {
		return line
	}
	var out []byte
	last := 0
	inString := false
	for i := 0; i < len(line); i++ {
		c := line[i]
		if inString {
			switch c {
			case '\\':
				i++
			case '"':
				inString = false
			}
			continue
		}
		if c == '"' {
			inString = true
			continue
		}
		if c != 'N' && c != 'I' && c != '-' {
			continue
		}
		for _, tok := range pythonConstants {
			end := i + len(tok)
			if !bytes.HasPrefix(line[i:], tok) || (i > 0 && isJSONWordByte(line[i-1])) || (end < len(line) && isJSONWordByte(line[end])) {
				continue
			}
			out = append(append(out, line[last:i]...), with(tok)...)
			last = end
			i = end - 1
			break
		}
	}
	if out == nil {
		return line
	}
	return append(out, line[last:]...)
}

// pythonConstants are the tokens PythonJSON reads as null, -Infinity
// before Infinity so that its sign goes with it.
var pythonConstants = [][]byte{[]byte("-Infinity"), []byte("Infinity"), []byte("NaN")}

// isJSONWordByte reports whether c can continue a bare JSON word or
// number (a letter, a digit, '.', '+', '-', '_'): a constant is one only
// when what stands on either side of it cannot.
func isJSONWordByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '+' || c == '-' || c == '_'
}

// NotObject says what a JSON line holds in place of an object when it is
// one that encoding/json decodes into a struct or a map without an error,
// having set nothing: "JSON null", or Python's NaN, Infinity or -Infinity
// alone (which PythonJSON reads as null), named as ConstantIs names them
// (NaN a missing value, an infinity an infinite float); "" for any other
// line. Such a line (a list of records with a None among them, written
// one a line) was named by the first field it lacked, `"text" is
// missing`, `the cut has no id`, where an array or a string on its line
// is "want an object, got JSON array".
func NotObject(line []byte) string {
	switch t := bytes.TrimSpace(line); {
	case bytes.Equal(t, []byte("null")):
		return "JSON null"
	default:
		for _, tok := range pythonConstants {
			if bytes.Equal(t, tok) {
				// NaN a missing value, an infinity a float without
				// bound, as ConstantIs names them in a field.
				return strings.TrimPrefix(ConstantIs(string(tok), ""), "is ")
			}
		}
	}
	return ""
}
