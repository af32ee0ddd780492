package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Place says where in data, a JSON document encoding/json failed to
// decode with err, the mistake is: "line L, column C: ", as an editor
// counts them (bytes), for a message about a configuration file of many
// lines (a rule config, a style), whose encoding/json error names no
// place. A document cut short says so; other errors name no place ("").
// The rule config had it alone: a style file's mistake was named without
// a place. A field a decoder with DisallowUnknownFields refuses is placed
// at its key (its opening quote): encoding/json's error carries only the
// name, and a misspelt key in a long style file is otherwise a search.
func Place(data []byte, err error) string {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	case errors.Is(err, io.ErrUnexpectedEOF):
		return "the file ends inside the JSON object (cut short?): "
	default:
		if _, name, ok := strings.Cut(err.Error(), "json: unknown field "); ok {
			if name, uerr := strconv.Unquote(name); uerr == nil {
				if off = keyOffset(data, name); off >= 0 {
					off++ // the column counts from 1 and names the quote
				}
			}
		}
	}
	if off < 0 || off > int64(len(data)) {
		return ""
	}
	line := 1 + bytes.Count(data[:off], []byte{'\n'})
	col := int(off) - bytes.LastIndexByte(data[:off], '\n')
	if col > 1 {
		col-- // the offset is past the byte the error names (a value's last)
	}
	return fmt.Sprintf("line %d, column %d: ", line, col)
}

// keyOffset returns the offset of the opening quote of the shallowest
// object key in data equal to name (the first of those), or -1. It walks
// the document's tokens, so a string value equal to name is not taken for
// the key. Shallowest, because encoding/json's error names no path: a
// map's key deeper down (a word of word_readings) is never refused, a
// struct's field near the top is.
func keyOffset(data []byte, name string) int64 {
	type level struct{ object, wantKey bool }
	var stack []level
	best, bestDepth := int64(-1), 0
	dec := json.NewDecoder(bytes.NewReader(data))
	for {
		tok, err := dec.Token()
		if err != nil {
			return best
		}
		top := len(stack) - 1
		switch t := tok.(type) {
		case json.Delim:
			switch t {
			case '{', '[':
				if top >= 0 && stack[top].object {
					stack[top].wantKey = true // once this value closes
				}
				stack = append(stack, level{object: t == '{', wantKey: t == '{'})
			default:
				stack = stack[:top]
			}
		default:
			if top < 0 || !stack[top].object {
				continue
			}
			if !stack[top].wantKey {
				stack[top].wantKey = true // a value: a key comes next
				continue
			}
			stack[top].wantKey = false
			if s, ok := t.(string); ok && s == name && (best < 0 || len(stack) < bestDepth) {
				end := dec.InputOffset()
				best, bestDepth = int64(bytes.LastIndexByte(data[:end-1], '"')), len(stack)
			}
		}
	}
}
