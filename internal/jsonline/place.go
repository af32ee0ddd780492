package jsonline

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
)

// Place says where in data, a JSON document encoding/json failed to
// decode with err, the mistake is: "line L, column C: ", as an editor
// counts them (bytes), for a message about a configuration file of many
// lines (a rule config, a style), whose encoding/json error names no
// place. A document cut short says so; other errors name no place ("").
// The rule config had it alone: a style file's mistake was named without
// a place.
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
