// Package jsonline decodes the flat JSON objects of JSONL files (pair
// files, prediction files) without reflection: the named fields of one
// object are decoded into the Decoder's slots and every other key is
// skipped, whatever its value. Aligning and scoring are so fast that
// encoding/json would dominate a JSONL run; this decoder makes one pass
// over the line and allocates only the strings it returns.
//
// Its answers are encoding/json's, in one of two modes (see Mode): the
// struct decoding of Go (keys folded, invalid UTF-8 replaced, errors from
// encoding/json itself, which decodes any line the fast scanner is unsure
// of), or the map decoding that Python's json also does (keys exact,
// invalid UTF-8 and wrongly typed fields rejected, errors giving the byte
// offset). Both are fuzzed against encoding/json.
//
// Beside the decoder it holds what every JSONL reader of itnprep (the
// prep sources' too, which decode with encoding/json) shares about lines
// that are not plain JSON objects (pyjson.go): Python's json.dumps
// constants NaN, Infinity and -Infinity read as null (PythonJSON) and named
// in a reason (ConstantIs, AbsentWhy), and a line that decodes into a
// struct as nothing, null or such a constant alone, named as no object
// (NotObject).
package jsonline
