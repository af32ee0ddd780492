// Package jsonline decodes the flat JSON objects of pair files
// ({"id"?, "written", "spoken"} or {"id"?, "a": [...], "b": [...]}) without
// reflection. Aligning is so fast that encoding/json would dominate a
// JSONL run; this decoder handles the common shapes in one pass over the
// line and hands anything unusual (nested values in other fields, invalid
// UTF-8) to encoding/json, so the answers and the errors are always
// encoding/json's.
package jsonline

import (
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// Pair is one decoded line. ID is the raw JSON of the "id" value (nil when
// absent), so it is echoed exactly as given.
type Pair struct {
	ID              []byte
	Written, Spoken string
	HasWritten      bool
	HasSpoken       bool
	A, B            []string
	HasA, HasB      bool
}

// Decoder decodes lines, reusing its buffers between calls. Not safe for
// concurrent use.
type Decoder struct {
	p   Pair
	buf []byte
}

var errSlow = errors.New("jsonline: needs encoding/json")

// Decode parses one line. The returned Pair (and its slices) is reused by
// the next call; its strings are safe to keep. Errors describe the
// problem without position, for the caller to prefix with file:line.
func (d *Decoder) Decode(line string) (*Pair, error) {
	d.p = Pair{A: d.p.A[:0], B: d.p.B[:0], ID: d.p.ID[:0]}
	if err := d.fast(line); err != nil {
		if err != errSlow {
			return nil, err
		}
		d.p = Pair{A: d.p.A[:0], B: d.p.B[:0], ID: d.p.ID[:0]}
		if err := d.slow(line); err != nil {
			return nil, err
		}
	}
	return &d.p, nil
}

// HasID reports whether the line carried an "id".
func (p *Pair) HasID() bool { return len(p.ID) > 0 }

func (d *Decoder) slow(line string) error {
	var v struct {
		ID      json.RawMessage `json:"id"`
		Written *string         `json:"written"`
		Spoken  *string         `json:"spoken"`
		A       *[]string       `json:"a"`
		B       *[]string       `json:"b"`
	}
	if err := json.Unmarshal([]byte(line), &v); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			return fmt.Errorf("field %q: want %s, got JSON %s", te.Field, te.Type, te.Value)
		}
		return fmt.Errorf("invalid JSON: %v", err)
	}
	p := &d.p
	if len(v.ID) > 0 && string(v.ID) != "null" {
		p.ID = append(p.ID, v.ID...)
	}
	if v.Written != nil {
		p.Written, p.HasWritten = *v.Written, true
	}
	if v.Spoken != nil {
		p.Spoken, p.HasSpoken = *v.Spoken, true
	}
	if v.A != nil {
		p.A, p.HasA = append(p.A, *v.A...), true
	}
	if v.B != nil {
		p.B, p.HasB = append(p.B, *v.B...), true
	}
	return nil
}

// fast parses the common shapes; errSlow means "not sure, ask
// encoding/json", any other error is final (and the same verdict
// encoding/json would reach).
func (d *Decoder) fast(s string) error {
	i := skipWS(s, 0)
	if i >= len(s) || s[i] != '{' {
		return errSlow
	}
	i = skipWS(s, i+1)
	if i < len(s) && s[i] == '}' {
		return d.end(s, i+1)
	}
	for {
		if i >= len(s) || s[i] != '"' {
			return errSlow
		}
		key, j, err := d.str(s, i)
		if err != nil {
			return err
		}
		i = skipWS(s, j)
		if i >= len(s) || s[i] != ':' {
			return errSlow
		}
		i = skipWS(s, i+1)
		if i >= len(s) {
			return errSlow
		}
		switch key {
		case "written", "spoken":
			if s[i] != '"' {
				return errSlow
			}
			v, j, err := d.str(s, i)
			if err != nil {
				return err
			}
			if key == "written" {
				d.p.Written, d.p.HasWritten = v, true
			} else {
				d.p.Spoken, d.p.HasSpoken = v, true
			}
			i = j
		case "a", "b":
			arr := d.p.A[:0]
			if key == "b" {
				arr = d.p.B[:0]
			}
			arr, j, err := d.strArray(s, i, arr)
			if err != nil {
				return err
			}
			if key == "a" {
				d.p.A, d.p.HasA = arr, true
			} else {
				d.p.B, d.p.HasB = arr, true
			}
			i = j
		default:
			if foldsToKnown(key) {
				return errSlow // encoding/json matches keys case-insensitively
			}
			j, err := d.scalar(s, i)
			if err != nil {
				return err
			}
			if key == "id" {
				d.p.ID = append(d.p.ID[:0], s[i:j]...)
				if s[i:j] == "null" {
					d.p.ID = d.p.ID[:0]
				}
			}
			i = j
		}
		i = skipWS(s, i)
		if i >= len(s) {
			return errSlow
		}
		switch s[i] {
		case ',':
			i = skipWS(s, i+1)
		case '}':
			return d.end(s, i+1)
		default:
			return errSlow
		}
	}
}

func foldsToKnown(key string) bool {
	if key == "id" {
		return false
	}
	for _, k := range []string{"id", "written", "spoken", "a", "b"} {
		if strings.EqualFold(key, k) {
			return true
		}
	}
	return false
}

func (d *Decoder) end(s string, i int) error {
	if skipWS(s, i) != len(s) {
		return errSlow
	}
	return nil
}

func skipWS(s string, i int) int {
	for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r') {
		i++
	}
	return i
}

// str decodes the JSON string starting at s[i] == '"'; it returns the
// value and the index after the closing quote.
func (d *Decoder) str(s string, i int) (string, int, error) {
	start := i + 1
	ascii := true
	for j := start; j < len(s); j++ {
		c := s[j]
		switch {
		case c == '"':
			v := s[start:j]
			if !ascii && !utf8.ValidString(v) {
				return "", 0, errSlow // encoding/json substitutes U+FFFD
			}
			return v, j + 1, nil
		case c == '\\':
			return d.unescape(s, start)
		case c < 0x20:
			return "", 0, errSlow
		case c >= utf8.RuneSelf:
			ascii = false
		}
	}
	return "", 0, errSlow
}

func (d *Decoder) unescape(s string, start int) (string, int, error) {
	b := d.buf[:0]
	for j := start; j < len(s); {
		c := s[j]
		switch {
		case c == '"':
			if !utf8.Valid(b) {
				return "", 0, errSlow
			}
			d.buf = b
			return string(b), j + 1, nil
		case c < 0x20:
			return "", 0, errSlow
		case c != '\\':
			b = append(b, c)
			j++
			continue
		}
		if j+1 >= len(s) {
			return "", 0, errSlow
		}
		switch e := s[j+1]; e {
		case '"', '\\', '/':
			b = append(b, e)
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := hex4(s, j+2)
			if !ok {
				return "", 0, errSlow
			}
			j += 6
			if utf16.IsSurrogate(r) {
				if r2, ok := hex4(s, j+2); ok && j+1 < len(s) && s[j] == '\\' && s[j+1] == 'u' {
					if dec := utf16.DecodeRune(r, r2); dec != utf8.RuneError {
						b = utf8.AppendRune(b, dec)
						j += 6
						continue
					}
				}
				return "", 0, errSlow // lone surrogate: encoding/json's U+FFFD rules
			}
			b = utf8.AppendRune(b, r)
			continue
		default:
			return "", 0, errSlow
		}
		j += 2
	}
	return "", 0, errSlow
}

func hex4(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	v, err := strconv.ParseUint(s[i:i+4], 16, 32)
	return rune(v), err == nil
}

func (d *Decoder) strArray(s string, i int, dst []string) ([]string, int, error) {
	if s[i] != '[' {
		return dst, 0, errSlow
	}
	i = skipWS(s, i+1)
	if i < len(s) && s[i] == ']' {
		return dst, i + 1, nil
	}
	for {
		if i >= len(s) || s[i] != '"' {
			return dst, 0, errSlow
		}
		v, j, err := d.str(s, i)
		if err != nil {
			return dst, 0, err
		}
		dst = append(dst, v)
		i = skipWS(s, j)
		if i >= len(s) {
			return dst, 0, errSlow
		}
		switch s[i] {
		case ',':
			i = skipWS(s, i+1)
		case ']':
			return dst, i + 1, nil
		default:
			return dst, 0, errSlow
		}
	}
}

// scalar skips a string, number, true, false or null; anything else
// (objects, arrays in unknown fields) is left to encoding/json.
func (d *Decoder) scalar(s string, i int) (int, error) {
	switch c := s[i]; {
	case c == '"':
		_, j, err := d.str(s, i)
		return j, err
	case c == '-' || ('0' <= c && c <= '9'):
		j := i
		for j < len(s) && (s[j] == '-' || s[j] == '+' || s[j] == '.' || s[j] == 'e' || s[j] == 'E' || ('0' <= s[j] && s[j] <= '9')) {
			j++
		}
		if !validNumber(s[i:j]) {
			return 0, errSlow
		}
		return j, nil
	default:
		for _, lit := range []string{"true", "false", "null"} {
			if len(s)-i >= len(lit) && s[i:i+len(lit)] == lit {
				return i + len(lit), nil
			}
		}
		return 0, errSlow
	}
}

// validNumber checks JSON's number grammar: -?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?
func validNumber(s string) bool {
	i := 0
	if i < len(s) && s[i] == '-' {
		i++
	}
	digits := func() int {
		n := 0
		for i < len(s) && '0' <= s[i] && s[i] <= '9' {
			i++
			n++
		}
		return n
	}
	if i < len(s) && s[i] == '0' {
		i++
	} else if digits() == 0 {
		return false
	}
	if i < len(s) && s[i] == '.' {
		i++
		if digits() == 0 {
			return false
		}
	}
	if i < len(s) && (s[i] == 'e' || s[i] == 'E') {
		i++
		if i < len(s) && (s[i] == '+' || s[i] == '-') {
			i++
		}
		if digits() == 0 {
			return false
		}
	}
	return i == len(s)
}
