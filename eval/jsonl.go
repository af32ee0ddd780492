package eval

import (
	"errors"
	"fmt"
	"sync"

	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
)

const (
	recID = iota
	recSrc
	recHyp
	recRef
	recRefs
)

var recordFields = []jsonline.Field{
	recID:   {Name: "id", Kind: jsonline.Text},
	recSrc:  {Name: "src", Kind: jsonline.String},
	recHyp:  {Name: "hyp", Kind: jsonline.String},
	recRef:  {Name: "ref", Kind: jsonline.String},
	recRefs: {Name: "refs", Kind: jsonline.Strings},
}

// ParseRecord runs from several workers at once; a Decoder is not
// shareable but is worth reusing.
var recordDecoders = sync.Pool{New: func() any { return newRecordDecoder() }}

func newRecordDecoder() *jsonline.Decoder {
	return jsonline.NewDecoder(jsonline.Exact, recordFields...)
}

// ParseRecord decodes one JSONL line {"id","src","hyp","ref","refs"} into r
// without encoding/json (which costs more than scoring does). "hyp" and
// "ref" are required strings; "src" is a string or null (""), "id" a
// string, a number (kept as written, IDNumber) or null ("", IDNone); "refs" is a list of
// strings or null; other keys are skipped. Keys match exactly, as in
// Python's json, and a duplicated key keeps its last value. Invalid JSON
// or UTF-8 is an error, never a silently altered record.
func ParseRecord(line []byte, r *Record) error {
	*r = Record{}
	if why := quarantine.InvalidUTF8(line); why != "" {
		return errors.New(why) // named as prep names it, not "invalid JSON at byte N"
	}
	d := recordDecoders.Get().(*jsonline.Decoder)
	err := d.Decode(line)
	if err == nil {
		err = fillRecord(d, r, nil)
	}
	recordDecoders.Put(d)
	return withLineFields(err, line)
}

// missingField is the error of a record without "hyp" or "ref".
type missingField string

func (m missingField) Error() string { return fmt.Sprintf("missing field %q", string(m)) }

// withLineFields adds the line's fields to a missing-field error (a file
// of another kind, such as align's pairs, was quarantined line by line as
// `missing field "hyp"` with nothing about what the lines held); other
// errors pass unchanged.
func withLineFields(err error, line []byte) error {
	var m missingField
	if !errors.As(err, &m) {
		return err
	}
	keys := jsonline.Fields(line)
	if len(keys) == 0 {
		return err
	}
	return fmt.Errorf(`%w (want {"id"?, "src"?, "hyp", "ref", "refs"?}; the line's fields: %s)`, err, jsonline.ListFields(keys))
}

// fillRecord copies the decoded fields into r; refs, when not nil, is
// reused for r.Refs.
func fillRecord(d *jsonline.Decoder, r *Record, refs []string) error {
	for _, f := range [...]int{recHyp, recRef} {
		if d.IsNull(f) {
			// Said as the Parquet reader says it: "expected a string" alone
			// read as a type error, not as a null where text was due.
			return fmt.Errorf("field %q %s: expected a string", recordFields[f].Name, d.NullWhy(f))
		}
		if !d.Has(f) {
			return missingField(recordFields[f].Name)
		}
	}
	r.ID, r.Src, r.Hyp, r.Ref = d.Str(recID), d.Str(recSrc), d.Str(recHyp), d.Str(recRef)
	switch {
	case d.IsNumber(recID):
		r.IDKind = IDNumber
	case !d.Has(recID):
		r.IDKind = IDNone
	}
	if d.Has(recRefs) {
		if refs == nil {
			refs = []string{}
		}
		r.Refs = append(refs, d.List(recRefs)...)
	}
	return nil
}
