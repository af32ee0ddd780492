package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
	"unsafe"

	"github.com/itnprep/itnprep/internal/textcut"
)

// Kind is the JSON type a field's slot takes.
type Kind uint8

const (
	// String is a JSON string.
	String Kind = iota + 1
	// Strings is an array of JSON strings.
	Strings
	// Raw is any JSON value, kept as its exact text (an id echoed as given).
	Raw
	// Text is a string (decoded) or a number (kept as written).
	Text
)

// Field names one key to decode and the type of its value.
type Field struct {
	Name string
	Kind Kind
}

// Mode says whose rules an unusual line follows.
type Mode uint8

const (
	// GoStruct decodes exactly as encoding/json decodes into a struct of
	// pointer fields: keys match case-insensitively when no key matches
	// exactly, invalid UTF-8 becomes U+FFFD, a wrong type or a syntax
	// error is encoding/json's error ("invalid JSON: ..." or
	// "field "x": want string, got JSON number").
	GoStruct Mode = iota
	// Exact matches keys exactly (as Python's json and a Go map do),
	// rejects invalid UTF-8, null array elements and values of the wrong
	// type, and reports syntax errors with their byte offset
	// ("invalid JSON at byte 17: expected ',' or '}'").
	Exact
)

type state uint8

const (
	absent state = iota
	null
	set
	setNumber // a Text field that held a number
)

// maxDepth is encoding/json's nesting limit.
const maxDepth = 10000

// Decoder decodes lines into one slot per field, reusing its buffers
// between calls. Not safe for concurrent use.
type Decoder struct {
	mode   Mode
	fields []Field
	state  []state
	strs   []string
	lists  [][]string
	raws   [][]byte

	b       []byte
	i       int
	buf     []byte
	typeErr error
	borrow  bool
	// lone is the first lone surrogate escape the last unescape met, -1
	// for none.
	lone rune

	structType reflect.Type // GoStruct: what encoding/json decodes into

	// pyLine is a copy of the last line when it was read through
	// PythonJSON (nil otherwise), for NullWhy to tell a NaN from a null.
	pyLine []byte
}

// NewDecoder returns a Decoder for objects with the given fields; slot i
// is fields[i].
func NewDecoder(mode Mode, fields ...Field) *Decoder {
	d := &Decoder{
		mode:   mode,
		fields: append([]Field(nil), fields...),
		state:  make([]state, len(fields)),
		strs:   make([]string, len(fields)),
		lists:  make([][]string, len(fields)),
		raws:   make([][]byte, len(fields)),
	}
	if mode == GoStruct {
		sf := make([]reflect.StructField, len(fields))
		for i, f := range fields {
			t := reflect.TypeFor[json.RawMessage]()
			switch f.Kind {
			case String:
				t = reflect.TypeFor[*string]()
			case Strings:
				t = reflect.TypeFor[*[]string]()
			}
			sf[i] = reflect.StructField{Name: "F" + strconv.Itoa(i), Type: t, Tag: reflect.StructTag(`json:"` + f.Name + `"`)}
		}
		d.structType = reflect.StructOf(sf)
	}
	return d
}

// BorrowStrings makes the strings of String, Text and Strings fields that
// hold no escape sequence share memory with the decoded line instead of
// being copied: they stay valid only while the line's bytes are neither
// modified nor reused. A scorer that reads a buffer, decodes its lines and
// is done with them before refilling it saves one allocation and copy per
// field (most of decoding's cost); anyone keeping strings must not use it.
func (d *Decoder) BorrowStrings(on bool) { d.borrow = on }

// Has reports whether field i was present with a non-null value.
func (d *Decoder) Has(i int) bool { return d.state[i] >= set }

// IsNumber reports whether Text field i held a number (Str is then its
// text as written: 42, -0.5, 1e3), not a string: a reader that echoes the
// value keeps its JSON type with it.
func (d *Decoder) IsNumber(i int) bool { return d.state[i] == setNumber }

// IsNull reports whether field i was present as null (as its last value).
func (d *Decoder) IsNull(i int) bool { return d.state[i] == null }

// Str is the value of a String or Text field ("" when absent or null).
// Strings are safe to keep unless BorrowStrings is on.
func (d *Decoder) Str(i int) string { return d.strs[i] }

// List is the value of a Strings field; the slice is reused by the next
// Decode, its strings are safe to keep unless BorrowStrings is on.
func (d *Decoder) List(i int) []string { return d.lists[i] }

// Raw is the exact JSON text of a Raw field; reused by the next Decode.
func (d *Decoder) Raw(i int) []byte { return d.raws[i] }

// errDefer marks a line the fast scanner leaves to encoding/json.
var errDefer = errors.New("jsonline: needs encoding/json")

// ErrLoneSurrogate marks a decoded string holding a \uD800-\uDFFF escape
// that is not half of a surrogate pair. Such a string has no UTF-8 form:
// encoding/json turns it into U+FFFD, so that "\ud800" and "\udbff" would
// compare equal, two distinct tokens made one. Both modes reject it
// instead (Python's json keeps it as a lone surrogate, which no Go string
// can hold); values of keys that are not decoded are skipped as they are.
var ErrLoneSurrogate = errors.New("lone surrogate")

// Decode parses one line. Errors describe the problem without position
// in the file, for the caller to prefix with file:line.
//
// A line holding Python's NaN, Infinity or -Infinity as values (json.dumps
// writes them by default) is read with them as null (PythonJSON), as the
// prep sources read such lines: it was quarantined as invalid JSON by
// align, mine, evaluate, verbalize and mine-pairs alone.
func (d *Decoder) Decode(line []byte) error {
	d.pyLine = nil
	err := d.decode(line)
	if err == nil || errors.Is(err, ErrLoneSurrogate) {
		return err
	}
	if py := PythonJSON(line); len(py) != len(line) {
		if d.decode(py) == nil {
			d.pyLine = append(d.pyLine[:0:0], line...)
			return nil
		}
	}
	return err
}

// NullWhy says how field i, null after Decode (IsNull), was written:
// "is NaN (a missing value as Python's json.dumps writes it)" (or
// Infinity, -Infinity: ConstantIs) when the line held Python's constant there, else
// "is null". A reason said "is null" of a NaN, and a user looked for a
// null the file did not hold.
func (d *Decoder) NullWhy(i int) string {
	if d.pyLine != nil {
		if why := AbsentWhy(d.pyLine, d.fields[i].Name, d.mode == GoStruct, ""); why != "is missing" {
			return why
		}
	}
	return "is null"
}

func (d *Decoder) decode(line []byte) error {
	err := d.scan(line)
	if err == nil || d.mode == Exact || errors.Is(err, ErrLoneSurrogate) {
		return err
	}
	if what := NotObject(line); what != "" {
		// encoding/json decodes null into a struct as nothing: the line
		// was named by its first missing field.
		d.reset(nil)
		return fmt.Errorf("invalid JSON: want an object, got %s", what)
	}
	return d.decodeStruct(line)
}

func loneSurrogateError(name string, r rune) error {
	return fmt.Errorf("field %q: %w \\u%04x in a string (not a Unicode character; rejected rather than turned into U+FFFD)", name, ErrLoneSurrogate, r)
}

// LoneSurrogate returns the first lone surrogate escape (\ud800 without
// its pair) in raw JSON text, or -1: encoding/json turns one into U+FFFD
// silently, so a reader that must not alter text checks for it first.
func LoneSurrogate(raw []byte) rune { return loneSurrogateIn(raw) }

// loneSurrogateIn returns the first lone surrogate escape in the raw JSON
// text of a string or a list of strings, or -1.
func loneSurrogateIn(raw []byte) rune {
	for i := 0; i < len(raw); i++ {
		if raw[i] != '\\' {
			continue
		}
		i++
		if i >= len(raw) || raw[i] != 'u' {
			continue // an escaped character (i now points at it)
		}
		r, ok := hexRune(raw[i+1:])
		if !ok {
			continue
		}
		i += 4
		if !utf16.IsSurrogate(r) {
			continue
		}
		if i+6 < len(raw) && raw[i+1] == '\\' && raw[i+2] == 'u' {
			if r2, ok := hexRune(raw[i+3:]); ok && utf16.DecodeRune(r, r2) != utf8.RuneError {
				i += 6
				continue
			}
		}
		return r
	}
	return -1
}

func hexRune(b []byte) (rune, bool) {
	if len(b) < 4 {
		return 0, false
	}
	r, err := strconv.ParseUint(string(b[:4]), 16, 32)
	return rune(r), err == nil
}

func (d *Decoder) reset(line []byte) {
	for i := range d.fields {
		d.state[i] = absent
		d.strs[i] = ""
		d.lists[i] = d.lists[i][:0]
		d.raws[i] = d.raws[i][:0]
	}
	d.b, d.i, d.typeErr = line, 0, nil
}

// decodeStruct is the GoStruct answer for any line the scanner did not
// accept: encoding/json's verdict, values and error.
func (d *Decoder) decodeStruct(line []byte) error {
	d.reset(nil)
	v := reflect.New(d.structType)
	if err := json.Unmarshal(line, v.Interface()); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			if te.Field == "" {
				return fmt.Errorf("invalid JSON: want an object, got JSON %s", te.Value)
			}
			return fmt.Errorf("field %q: want %s, got JSON %s", te.Field, te.Type, te.Value)
		}
		return fmt.Errorf("invalid JSON: %v", err)
	}
	v = v.Elem()
	if bytes.Contains(line, []byte(`\u`)) {
		if err := d.structSurrogates(line); err != nil {
			return err
		}
	}
	for i, f := range d.fields {
		fv := v.Field(i)
		switch f.Kind {
		case String:
			if !fv.IsNil() {
				d.state[i], d.strs[i] = set, fv.Elem().String()
			}
		case Strings:
			if !fv.IsNil() {
				d.state[i], d.lists[i] = set, append(d.lists[i], fv.Elem().Interface().([]string)...)
			}
		default:
			raw := fv.Bytes()
			switch {
			case len(raw) == 0:
			case string(raw) == "null":
				d.state[i] = null
			case f.Kind == Raw:
				d.state[i], d.raws[i] = set, append(d.raws[i], raw...)
			case raw[0] == '"':
				var s string
				if err := json.Unmarshal(raw, &s); err != nil {
					return fmt.Errorf("invalid JSON: %v", err)
				}
				d.state[i], d.strs[i] = set, s
			case raw[0] == '-' || '0' <= raw[0] && raw[0] <= '9':
				d.state[i], d.strs[i] = setNumber, string(raw)
			default:
				return fmt.Errorf("field %q: want string or number, got JSON %s", f.Name, raw)
			}
		}
	}
	return nil
}

// structSurrogates finds a lone surrogate in the fields encoding/json
// decoded (the same keys, folded the same way, kept raw).
func (d *Decoder) structSurrogates(line []byte) error {
	sf := make([]reflect.StructField, len(d.fields))
	for i, f := range d.fields {
		sf[i] = reflect.StructField{Name: "F" + strconv.Itoa(i), Type: reflect.TypeFor[json.RawMessage](), Tag: reflect.StructTag(`json:"` + f.Name + `"`)}
	}
	v := reflect.New(reflect.StructOf(sf))
	if err := json.Unmarshal(line, v.Interface()); err != nil {
		return nil // the typed decoding already accepted the line
	}
	for i, f := range d.fields {
		if f.Kind == Raw {
			continue
		}
		if r := loneSurrogateIn(v.Elem().Field(i).Bytes()); r >= 0 {
			return loneSurrogateError(f.Name, r)
		}
	}
	return nil
}

// scan is the one-pass decoder. In GoStruct mode any error (or
// errDefer) only means "ask encoding/json".
func (d *Decoder) scan(line []byte) error {
	d.reset(line)
	d.ws()
	if !d.eat('{') {
		return d.errf("expected '{'")
	}
	d.ws()
	if !d.eat('}') {
		for {
			d.ws()
			key, err := d.key()
			if err != nil {
				return err
			}
			d.ws()
			if !d.eat(':') {
				return d.errf("expected ':' after object key")
			}
			d.ws()
			f := d.lookup(key)
			if f == -2 {
				return errDefer
			}
			if err := d.value(f); err != nil {
				return err
			}
			d.ws()
			if d.eat(',') {
				continue
			}
			if d.eat('}') {
				break
			}
			return d.errf("expected ',' or '}'")
		}
	}
	d.ws()
	if d.i != len(d.b) {
		return d.errf("unexpected data after the object")
	}
	return d.typeErr
}

// lookup returns the slot of key, -1 for a key to skip, and -2 for one
// that encoding/json would fold onto a field.
func (d *Decoder) lookup(key []byte) int {
	for i, f := range d.fields {
		if string(key) == f.Name {
			return i
		}
	}
	if d.mode == GoStruct {
		for _, f := range d.fields {
			if strings.EqualFold(string(key), f.Name) {
				return -2
			}
		}
	}
	return -1
}

// value decodes the value of slot f (or skips it when f < 0). A value
// of the wrong type is remembered and skipped, so that a syntax error
// later in the line wins, as in encoding/json.
func (d *Decoder) value(f int) error {
	if f < 0 {
		return d.skip(0)
	}
	start := d.i
	if d.lit("null") {
		d.state[f], d.strs[f] = null, ""
		d.lists[f], d.raws[f] = d.lists[f][:0], d.raws[f][:0]
		return nil
	}
	name, kind := d.fields[f].Name, d.fields[f].Kind
	if kind == Raw {
		if err := d.skip(0); err != nil {
			return err
		}
		d.state[f], d.raws[f] = set, append(d.raws[f][:0], d.b[start:d.i]...)
		return nil
	}
	if d.i < len(d.b) && d.b[d.i] == '"' {
		if kind == Strings {
			return d.wrongType(name, "a list of strings")
		}
		s, err := d.str()
		if err != nil {
			return err
		}
		if d.lone >= 0 {
			return loneSurrogateError(name, d.lone)
		}
		d.state[f], d.strs[f] = set, s
		return nil
	}
	switch kind {
	case String:
		return d.wrongType(name, "a string")
	case Text:
		if d.i < len(d.b) && (d.b[d.i] == '-' || '0' <= d.b[d.i] && d.b[d.i] <= '9') {
			if err := d.number(); err != nil {
				return err
			}
			d.state[f], d.strs[f] = setNumber, string(d.b[start:d.i])
			return nil
		}
		return d.wrongType(name, "a string or a number")
	}
	if !d.eat('[') {
		return d.wrongType(name, "a list of strings")
	}
	list := d.lists[f][:0]
	d.ws()
	if !d.eat(']') {
		for {
			d.ws()
			if d.i >= len(d.b) || d.b[d.i] != '"' {
				if d.typeErr == nil {
					d.typeErr = fmt.Errorf("field %q: expected a list of strings, got JSON %s in it", name, d.kindHere())
				}
				if err := d.skip(1); err != nil {
					return err
				}
			} else {
				s, err := d.str()
				if err != nil {
					return err
				}
				if d.lone >= 0 {
					return loneSurrogateError(name, d.lone)
				}
				list = append(list, s)
			}
			d.ws()
			if d.eat(',') {
				continue
			}
			if d.eat(']') {
				break
			}
			return d.errf("expected ',' or ']' in %q", name)
		}
	}
	d.state[f], d.lists[f] = set, list
	return nil
}

// wrongType remembers that field name holds a value of another type than
// want, naming the type it holds ("expected a string, got JSON number"):
// the reason alone left a user to find which of "5", [..] or {..} it was.
func (d *Decoder) wrongType(name, want string) error {
	if d.typeErr == nil {
		d.typeErr = fmt.Errorf("field %q: expected %s, got JSON %s", name, want, d.kindHere())
	}
	return d.skip(0)
}

// kindHere names the JSON type of the value starting at d.i, as
// encoding/json's type errors name it.
func (d *Decoder) kindHere() string {
	if d.i >= len(d.b) {
		return "nothing"
	}
	switch c := d.b[d.i]; {
	case c == '"':
		return "string"
	case c == '{':
		return "object"
	case c == '[':
		return "array"
	case c == 't' || c == 'f':
		return "bool"
	case c == 'n':
		return "null"
	}
	return "number"
}

func (d *Decoder) errf(format string, a ...any) error {
	return fmt.Errorf("invalid JSON at byte %d: %s", d.i+1, fmt.Sprintf(format, a...))
}

func (d *Decoder) ws() {
	for d.i < len(d.b) {
		switch d.b[d.i] {
		case ' ', '\t', '\r', '\n':
			d.i++
		default:
			return
		}
	}
}

func (d *Decoder) eat(c byte) bool {
	if d.i < len(d.b) && d.b[d.i] == c {
		d.i++
		return true
	}
	return false
}

func (d *Decoder) lit(s string) bool {
	if len(d.b)-d.i >= len(s) && string(d.b[d.i:d.i+len(s)]) == s {
		d.i += len(s)
		return true
	}
	return false
}

// key decodes an object key without allocating: the bytes are the
// line's own, or the Decoder's buffer when the key has escapes.
func (d *Decoder) key() ([]byte, error) {
	if !d.eat('"') {
		return nil, d.errf("expected a string")
	}
	// The index lives in a local: through d it would be stored at every
	// byte.
	b, start := d.b, d.i
	i := start
	for i < len(b) && !stopsString[b[i]] {
		i++
	}
	switch {
	case i == len(b):
		d.i = i
		return nil, d.errf("unterminated string")
	case b[i] == '"':
		d.i = i + 1
		if !utf8.Valid(b[start:i]) {
			return nil, d.errf("invalid UTF-8 in string")
		}
		return b[start:i], nil
	case b[i] == '\\':
		d.i = i
		if err := d.unescape(start); err != nil {
			return nil, err
		}
		return d.buf, nil
	default:
		d.i = i
		return nil, d.errf("control character in string")
	}
}

// str decodes a JSON string starting at its opening quote.
func (d *Decoder) str() (string, error) {
	d.lone = -1
	if !d.eat('"') {
		return "", d.errf("expected a string")
	}
	b, start := d.b, d.i
	i := start
	for i < len(b) && !stopsString[b[i]] {
		i++
	}
	switch {
	case i == len(b):
		d.i = i
		return "", d.errf("unterminated string")
	case b[i] == '"':
		d.i = i + 1
		if !utf8.Valid(b[start:i]) {
			return "", d.errf("invalid UTF-8 in string")
		}
		if d.borrow && i > start {
			return unsafe.String(&b[start], i-start), nil
		}
		return string(b[start:i]), nil
	case b[i] == '\\':
		d.i = i
		if err := d.unescape(start); err != nil {
			return "", err
		}
		return string(d.buf), nil
	default:
		d.i = i
		return "", d.errf("control character in string")
	}
}

// stopsString marks the bytes that end a string's plain run: the closing
// quote, a backslash and the control characters JSON forbids.
var stopsString = func() (t [256]bool) {
	for c := range 0x20 {
		t[c] = true
	}
	t['"'], t['\\'] = true, true
	return t
}()

// unescape decodes the string that began at start (after the quote) into
// d.buf, d.i being at its first backslash; lone surrogates become U+FFFD
// as in encoding/json, the first one noted in d.lone (str's callers reject
// it; a key's is harmless).
func (d *Decoder) unescape(start int) error {
	d.lone = -1
	buf := append(d.buf[:0], d.b[start:d.i]...)
	for d.i < len(d.b) {
		c := d.b[d.i]
		switch {
		case c == '"':
			d.i++
			if !utf8.Valid(buf) {
				return d.errf("invalid UTF-8 in string")
			}
			d.buf = buf
			return nil
		case c < 0x20:
			return d.errf("control character in string")
		case c != '\\':
			buf = append(buf, c)
			d.i++
			continue
		}
		d.i++
		if d.i >= len(d.b) {
			break
		}
		e := d.b[d.i]
		d.i++
		switch e {
		case '"', '\\', '/':
			buf = append(buf, e)
		case 'b':
			buf = append(buf, '\b')
		case 'f':
			buf = append(buf, '\f')
		case 'n':
			buf = append(buf, '\n')
		case 'r':
			buf = append(buf, '\r')
		case 't':
			buf = append(buf, '\t')
		case 'u':
			r, ok := d.hex4()
			if !ok {
				return d.errf("invalid \\u escape")
			}
			if utf16.IsSurrogate(r) {
				r2 := rune(-1)
				if len(d.b)-d.i >= 6 && d.b[d.i] == '\\' && d.b[d.i+1] == 'u' {
					save := d.i
					d.i += 2
					var ok2 bool
					if r2, ok2 = d.hex4(); !ok2 {
						return d.errf("invalid \\u escape")
					}
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						r = dec
					} else {
						d.i = save
						d.noteLone(r)
						r = utf8.RuneError
					}
				} else {
					d.noteLone(r)
					r = utf8.RuneError
				}
			}
			buf = utf8.AppendRune(buf, r)
		default:
			return d.errf("invalid escape '\\%c'", e)
		}
	}
	return d.errf("unterminated string")
}

func (d *Decoder) noteLone(r rune) {
	if d.lone < 0 {
		d.lone = r
	}
}

func (d *Decoder) hex4() (rune, bool) {
	if len(d.b)-d.i < 4 {
		return 0, false
	}
	var r rune
	for _, c := range d.b[d.i : d.i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return 0, false
		}
		r = r<<4 | rune(c)
	}
	d.i += 4
	return r, true
}

// number passes over a number, checking JSON's grammar:
// -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?
func (d *Decoder) number() error {
	start := d.i
	digits := func() int {
		n := 0
		for d.i < len(d.b) && '0' <= d.b[d.i] && d.b[d.i] <= '9' {
			d.i++
			n++
		}
		return n
	}
	ok := true
	d.eat('-')
	if d.eat('0') {
	} else if digits() == 0 {
		ok = false
	}
	if ok && d.eat('.') && digits() == 0 {
		ok = false
	}
	if ok && (d.eat('e') || d.eat('E')) {
		if !d.eat('+') {
			d.eat('-')
		}
		if digits() == 0 {
			ok = false
		}
	}
	if !ok {
		d.i = start
		return d.errf("invalid number")
	}
	return nil
}

// skip passes over any JSON value nested in depth containers besides
// the line's object.
func (d *Decoder) skip(depth int) error {
	d.ws()
	if d.i >= len(d.b) {
		return d.errf("expected a value")
	}
	switch c := d.b[d.i]; {
	case c == '"':
		_, err := d.key()
		return err
	case c == '{' || c == '[':
		// depth counts the containers around this value, the line's
		// object included.
		if depth+2 > maxDepth {
			return d.errf("nesting too deep")
		}
		closer := byte('}')
		if c == '[' {
			closer = ']'
		}
		d.i++
		d.ws()
		if d.eat(closer) {
			return nil
		}
		for {
			d.ws()
			if c == '{' {
				if _, err := d.key(); err != nil {
					return err
				}
				d.ws()
				if !d.eat(':') {
					return d.errf("expected ':'")
				}
			}
			if err := d.skip(depth + 1); err != nil {
				return err
			}
			d.ws()
			if d.eat(',') {
				continue
			}
			if d.eat(closer) {
				return nil
			}
			return d.errf("expected ',' or '%c'", closer)
		}
	case c == 't' || c == 'f' || c == 'n':
		if d.lit("true") || d.lit("false") || d.lit("null") {
			return nil
		}
		return d.errf("invalid literal")
	case c == '-' || '0' <= c && c <= '9':
		return d.number()
	default:
		return d.errf("expected a value")
	}
}

// Fields is the sorted names of the fields of the JSON object line; nil
// when it is not an object or has none. A reason that says a wanted field
// is missing names them (ListFields), so that a file of another kind is
// recognized from its first reject. A line holding Python's NaN or
// Infinity, which Decode reads (PythonJSON), is read so too: its reason
// named no field.
func Fields(line []byte) []string {
	var m map[string]json.RawMessage
	if json.Unmarshal(PythonJSON(line), &m) != nil {
		return nil
	}
	return slices.Sorted(maps.Keys(m))
}

// ListFields joins field names for such a reason, the first 8 and then
// how many more, in textcut.List's words ("a, b, c, d, e, f, g, h and 3
// more"), as every other list a message quotes: it had its own wording
// (", and 3 more") beside textcut.List's.
func ListFields(keys []string) string { return textcut.List(keys, 8) }
