package align

import (
	"bufio"
	"bytes"
	"context"
	"fmt"
	"io"
	"slices"
	"strconv"

	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/textdamage"
	"github.com/itnprep/itnprep/sources"
)

// JSONLOptions configure AlignJSONL.
type JSONLOptions struct {
	// Autojunk is difflib's autojunk heuristic.
	Autojunk bool
	// Pretokenized reads token lists "a" and "b" instead of the texts
	// "written" and "spoken".
	Pretokenized bool
	// MaxLineBytes bounds one input line (0: 64 MiB); a longer line is
	// quarantined without being held whole.
	MaxLineBytes int
}

// JSONLStats count what AlignJSONL did: Read = Aligned + Rejected (blank
// lines hold no pair and are not counted).
type JSONLStats struct {
	Read, Aligned, Rejected int64
}

// pairFields are the keys of a pair line: {"id"?, "written", "spoken"} or
// {"id"?, "a": [...], "b": [...]}. The id is written back as a JSON
// string (see appendID).
var pairFields = []jsonline.Field{
	pairID:      {Name: "id", Kind: jsonline.Raw},
	pairWritten: {Name: "written", Kind: jsonline.String},
	pairSpoken:  {Name: "spoken", Kind: jsonline.String},
	pairA:       {Name: "a", Kind: jsonline.Strings},
	pairB:       {Name: "b", Kind: jsonline.Strings},
}

// pairFieldsFor is pairFields with the fields of the other shape taken
// as any JSON value, since they are not read: a line of token lists
// without --pretokenized ({"a": [...], "b": "x"}) was quarantined as
// `field "b": want []string`, where it lacks "written" (and is told of
// --pretokenized), and a pretokenized line's stray "written" of another
// type quarantined it.
func pairFieldsFor(pretokenized bool) []jsonline.Field {
	f := slices.Clone(pairFields)
	if pretokenized {
		f[pairWritten].Kind, f[pairSpoken].Kind = jsonline.Raw, jsonline.Raw
	} else {
		f[pairA].Kind, f[pairB].Kind = jsonline.Raw, jsonline.Raw
	}
	return f
}

const (
	pairID = iota
	pairWritten
	pairSpoken
	pairA
	pairB
)

// AlignJSONL streams pairs from r (named name in rejects) to w, one line
// of opcodes per pair in input order:
//
//	{"id": ..., "ratio": 0.75, "opcodes": [["equal", 0, 5, 0, 5], ...]}
//
// A line that is not a usable pair (invalid JSON, a missing or wrongly
// typed field, a lone surrogate, over MaxLineBytes) goes to rej with its
// line number and reason, and the stream goes on: what was aligned before
// and after it is written. Only a read or write error, or ctx's end,
// stops the stream.
func AlignJSONL(ctx context.Context, r io.Reader, name string, w io.Writer, rej *quarantine.Sink, opt JSONLOptions) (st JSONLStats, err error) {
	lines := quarantine.NewLines(name, r, opt.MaxLineBytes)
	bw := bufio.NewWriterSize(w, 1<<20)
	// What was aligned is written whatever stops the stream (Ctrl-C, a
	// read error such as a truncated gzip): it stayed in the buffer, so
	// an interrupted run left an empty or short file.
	defer func() {
		if ferr := bw.Flush(); err == nil {
			err = ferr
		}
	}()
	al := NewAligner(opt.Autojunk)
	dec := jsonline.NewDecoder(jsonline.GoStruct, pairFieldsFor(opt.Pretokenized)...)
	var buf []byte
	for {
		raw, no, tooLong, err := lines.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			return st, err
		}
		if no%4096 == 0 {
			if err := ctx.Err(); err != nil {
				return st, err
			}
		}
		if quarantine.Blank(raw) {
			continue
		}
		if st.Read == 0 {
			// A JSON array or a pretty-printed object: one line for the
			// file, not a quarantined pair per line.
			if err := sources.NotPairLines(name, int(no), raw); err != nil {
				return st, err
			}
		}
		st.Read++
		reason := ""
		if tooLong {
			reason = fmt.Sprintf("line longer than %d bytes", lines.Max())
		} else {
			reason = alignLine(al, dec, name, raw, opt.Pretokenized)
		}
		if reason != "" {
			st.Rejected++
			if err := rej.Add(quarantine.Reject{File: name, Line: no, Reason: reason, Text: string(raw)}); err != nil {
				return st, err
			}
			continue
		}
		buf = appendOpcodesLine(buf[:0], al, dec, no)
		if _, err := bw.Write(buf); err != nil {
			return st, err
		}
		st.Aligned++
	}
	return st, nil
}

// appendID writes the pair's id as a JSON string, whatever its input
// type, so a consumer reads one type (as prep's ids, which are strings): a
// string exactly as given (its escapes kept), a number in its JSON
// spelling (42 -> "42", as prep text spells a numeric JSONL id), and a line
// without an id (or with null) its 1-based line number ("7"). alignLine
// has quarantined every other type.
func appendID(buf []byte, dec *jsonline.Decoder, lineNo int64) []byte {
	if !dec.Has(pairID) {
		buf = append(buf, '"')
		buf = strconv.AppendInt(buf, lineNo, 10)
		return append(buf, '"')
	}
	id := dec.Raw(pairID)
	if id[0] == '"' {
		return append(buf, id...)
	}
	// A JSON number holds only digits, signs, '.', 'e' and 'E': nothing a
	// JSON string must escape.
	buf = append(buf, '"')
	buf = append(buf, id...)
	return append(buf, '"')
}

// truncate returns b as a string of at most n bytes, marking a cut.
func truncate(b []byte, n int) string {
	if len(b) <= n {
		return string(b)
	}
	return string(b[:n]) + "..."
}

// alignLine decodes and aligns one pair; it returns why the line cannot
// be used, or "".
func alignLine(al *Aligner, dec *jsonline.Decoder, name string, raw []byte, pretokenized bool) string {
	if why := LineProblem(raw); why != "" {
		return why
	}
	if err := dec.Decode(raw); err != nil {
		// A file with CR line endings (classic Mac) is one line:
		// "invalid character '{' after top-level value" alone.
		return err.Error() + sources.CRHint(name, raw)
	}
	if dec.Has(pairID) {
		if id := dec.Raw(pairID); id[0] != '"' && id[0] != '-' && (id[0] < '0' || id[0] > '9') {
			return fmt.Sprintf(`field "id": want a string or a number, got %s`, truncate(id, 80))
		}
	}
	if pretokenized {
		for _, f := range [...]int{pairA, pairB} {
			if why := absentField(dec, f, "a list of strings", pretokenizedHint); why != "" {
				return why
			}
		}
		for _, f := range [...]int{pairA, pairB} {
			if why := damagedTokens(dec.List(f), pairFields[f].Name); why != "" {
				return why
			}
		}
		al.AlignTokens(dec.List(pairA), dec.List(pairB))
		return ""
	}
	for _, f := range [...]int{pairWritten, pairSpoken} {
		if why := absentField(dec, f, "a string", func() string {
			return `need string fields "written" and "spoken"; token lists need --pretokenized` + lineFields(raw)
		}); why != "" {
			return why
		}
	}
	if why := DamagedPair(dec.Str(pairWritten), dec.Str(pairSpoken)); why != "" {
		return why
	}
	al.Align(dec.Str(pairWritten), dec.Str(pairSpoken))
	return ""
}

// LineProblem says why a JSONL line of pairs is unusable before it is
// decoded, as the prep line reader says it: not UTF-8
// (quarantine.InvalidUTF8; the decoder follows encoding/json, which reads
// a bad byte as U+FFFD: "caf\xe9" was aligned as "caf\ufffd", equal to
// any other such byte) or holding a NUL byte (textdamage.NULByteReason; it
// was "invalid JSON: invalid character '\x00' in string literal"); ""
// for a line to decode. align and mine-pairs ask it of each line.
func LineProblem(raw []byte) string {
	if why := quarantine.InvalidUTF8(raw); why != "" {
		return why
	}
	if bytes.IndexByte(raw, 0) >= 0 {
		return textdamage.NULByteReason
	}
	return ""
}

// DamagedPair says why a pair whose written or spoken text holds mojibake
// or U+FFFD is no pair to align (textdamage.Why, the reason every prep
// reader rejects such a record with), or "". align and mine-pairs ask it
// of each JSONL pair: they aligned "cafÃ©" as the tokens "cafã" and "©",
// and mine-pairs mined them.
func DamagedPair(written, spoken string) string {
	if _, why := textdamage.Why(written, "written"); why != "" {
		return why
	}
	_, why := textdamage.Why(spoken, "spoken")
	return why
}

// damagedTokens says why a token list (field "a" or "b") holds damaged
// text (textdamage.Why of each token, named as "a"[2], its index from 0),
// or "".
func damagedTokens(tokens []string, field string) string {
	for i, tok := range tokens {
		if rule, _ := textdamage.Why(tok, ""); rule != "" {
			_, why := textdamage.Why(tok, fmt.Sprintf("%q[%d]", field, i))
			return why
		}
	}
	return ""
}

// lineFields names a JSON line's fields for a missing-field reason
// ("; the line's fields: gt_normalized, text"), with the way on for NeMo's
// GTN JSONL, the likeliest other JSONL of pairs: a user could not tell
// from "missing field" alone what the line held instead.
func lineFields(raw []byte) string {
	keys := jsonline.Fields(raw)
	if len(keys) == 0 {
		return ""
	}
	hint := "; the line's fields: " + jsonline.ListFields(keys)
	if slices.Contains(keys, "gt_normalized") {
		hint += `; NeMo's GTN JSONL? jq -c '{written: .text, spoken: .gt_normalized}' FILE gives align's lines`
	}
	return hint
}

// absentField says why a required field f has no value: null, or no such
// key (hint says what a pair line holds); "" when it has one. A null was
// reported as a missing field. The hint is made only for a missing field:
// lineFields parses the whole line again, which made every line's
// alignment cost twice what it does (encoding/json, 44% of align's end to
// end time on pairs50k).
func absentField(dec *jsonline.Decoder, f int, want string, hint func() string) string {
	name := pairFields[f].Name
	switch {
	case dec.IsNull(f):
		return fmt.Sprintf("field %q %s: expected %s", name, dec.NullWhy(f), want)
	case !dec.Has(f):
		return fmt.Sprintf("missing field %q (%s)", name, hint())
	}
	return ""
}

func pretokenizedHint() string { return `--pretokenized needs token lists "a" and "b"` }

// appendOpcodesLine formats the aligned pair.
func appendOpcodesLine(buf []byte, al *Aligner, dec *jsonline.Decoder, lineNo int64) []byte {
	buf = append(buf, `{"id":`...)
	buf = appendID(buf, dec, lineNo)
	buf = append(buf, `,"ratio":`...)
	buf = AppendPyRepr(buf, al.Ratio())
	buf = append(buf, `,"opcodes":[`...)
	for k, op := range al.Opcodes() {
		if k > 0 {
			buf = append(buf, ',')
		}
		buf = append(buf, `["`...)
		buf = append(buf, op.Tag.String()...)
		buf = append(buf, `",`...)
		buf = strconv.AppendInt(buf, int64(op.I1), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(op.I2), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(op.J1), 10)
		buf = append(buf, ',')
		buf = strconv.AppendInt(buf, int64(op.J2), 10)
		buf = append(buf, ']')
	}
	return append(buf, "]}\n"...)
}
