package normalize

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/internal/textdamage"
)

// StreamOptions configure Verbalizer.Stream.
type StreamOptions struct {
	// Format is "auto" (a line is JSON when it opens a JSON object: '{'
	// then a key's quote or '}', after blanks; plain text otherwise),
	// "text" or "jsonl".
	Format string
	// TopN > 0 writes the TopN most probable variants (variant = rank);
	// otherwise Samples distinct variants are drawn, seeded from (Seed, id).
	TopN    int
	Samples int
	Seed    uint64
	// VariantFloor: with Samples > 1, the variants after the first are
	// drawn among readings at least this share of the most probable one's
	// probability (SampleDistinctFloor; 0: any reading).
	VariantFloor float64
	// Check, when set, is asked of each record's text, in the stream's
	// order, before it is verbalized: a non-empty reason rejects the
	// record with kind CheckKind (verbalize's --language en: "not_english").
	Check     func(text string) string
	CheckKind string
	// Shape, when set, is shown every line read as plain text (not as
	// JSON) and told of blank lines, in order: an error it returns stops
	// the stream (verbalize: sources.PlainShape, which refuses a raw
	// Google TN, Kaldi or subtitle file read as sentences, as prep text
	// does; verbalize wrote "PLAIN The <self>" as "plain the self").
	Shape StreamShape
}

// StreamShape looks at the lines a stream reads as plain text
// (sources.PlainShape): Line is given each one's number, the bytes, the
// records read before it and whether it is unusable (too long, not
// UTF-8); its error stops the stream.
type StreamShape interface {
	Blank()
	Line(no int, line []byte, before int64, problem bool) (timing bool, err error)
}

// StreamOut is one output line: one variant of one input record. Its
// spans' offsets count code points, as a dataset row's do (the verbalizer's
// own are byte offsets): `itnprep verbalize` gave byte offsets, so Python's
// written[start:end] of "costs €3" cut "€3." where prep's row of the same
// line gave "€3".
type StreamOut struct {
	ID      string  `json:"id"`
	Written string  `json:"written"`
	Spoken  string  `json:"spoken"`
	Variant int     `json:"variant"`
	Prob    float64 `json:"prob"`
	Spans   []Span  `json:"spans"`
}

// StreamReject is a line that was not verbalized: a line that is not a
// usable record (Kind "invalid_json", "missing_text", "line_too_long",
// "bare_cr" (a plain line holding a carriage return), "nul_byte",
// "invalid_utf8"; a
// lone surrogate is an invalid_json), a text damaged before it was read
// ("mojibake", "replacement_character": textdamage.Why, as the prep
// readers reject it) or a text the verbalizer cannot speak (its Error
// kind).
type StreamReject struct {
	ID     string `json:"id"`
	Line   int64  `json:"line"`
	Text   string `json:"text"`
	Kind   string `json:"kind,omitempty"`
	Reason string `json:"reason"`
}

// StreamStats count a stream: Read = Verbalized + Rejected (blank lines
// are no records and are not counted).
type StreamStats struct {
	Read, Verbalized, Rejected int64
}

var streamFields = []jsonline.Field{{Name: "id", Kind: jsonline.Text}, {Name: "text", Kind: jsonline.String}}

// Stream verbalizes one record per line of r (named name in errors),
// handing each variant to out and each line it cannot use to reject, and
// goes on after a bad line: what was verbalized before and after it is
// kept. The id of a plain line (or of a JSON record without one) is its
// 1-based line number; a JSON id may be a string or a number (kept as
// written). Only a read error, an error from out, reject or opt.Shape, or
// ctx's end stops it.
func (v *Verbalizer) Stream(ctx context.Context, r io.Reader, name string, opt StreamOptions,
	out func(*StreamOut) error, reject func(StreamReject) error) (StreamStats, error) {
	var st StreamStats
	lines := quarantine.NewLines(name, r, 64<<20)
	dec := jsonline.NewDecoder(jsonline.Exact, streamFields...)
	for {
		raw, no, tooLong, err := lines.Next()
		if err == io.EOF {
			return st, nil
		}
		if err != nil {
			return st, err
		}
		if no%1024 == 0 && ctx.Err() != nil {
			return st, ctx.Err()
		}
		if quarantine.Blank(raw) {
			if opt.Shape != nil {
				opt.Shape.Blank()
			}
			continue
		}
		if opt.Shape != nil && !readsAsJSON(opt.Format, raw) {
			// A timing line inside running text is verbalized: only a
			// file of subtitles is refused.
			if _, err := opt.Shape.Line(int(no), raw, st.Read, tooLong || !utf8.Valid(raw)); err != nil {
				return st, err
			}
		}
		st.Read++
		id, text, rj := streamRecord(dec, raw, no, tooLong, opt.Format, lines.Max())
		if rj == nil {
			// Mojibake or U+FFFD, as every prep reader rejects it
			// (textdamage.Why): verbalize wrote "cafÃ©" as "cafã
			// copyright", which prep text rejects as parse/mojibake.
			if kind, why := textdamage.Why(text, "written"); kind != "" {
				rj = &StreamReject{ID: id, Line: no, Text: text, Kind: kind, Reason: why}
			}
		}
		if rj == nil && opt.Check != nil {
			if why := opt.Check(text); why != "" {
				rj = &StreamReject{ID: id, Line: no, Text: text, Kind: opt.CheckKind, Reason: why}
			}
		}
		var outs []StreamOut
		if rj == nil {
			outs, rj = v.streamVariants(id, text, no, opt)
		}
		if rj != nil {
			st.Rejected++
			if err := reject(*rj); err != nil {
				return st, err
			}
			continue
		}
		st.Verbalized++
		for i := range outs {
			if err := out(&outs[i]); err != nil {
				return st, err
			}
		}
	}
}

// streamRecord reads the id and text of one line, or why it has none.
func streamRecord(dec *jsonline.Decoder, raw []byte, no int64, tooLong bool, format string, max int) (id, text string, rj *StreamReject) {
	id, text = strconv.FormatInt(no, 10), string(raw)
	if tooLong {
		return id, "", &StreamReject{ID: id, Line: no, Text: text, Kind: "line_too_long", Reason: fmt.Sprintf("line longer than %d bytes", max)}
	}
	if bytes.IndexByte(raw, 0) >= 0 {
		// Named as every prep reader names it (textdamage.NULByte): a NUL
		// byte was the verbalizer's "control character U+0000", and in a
		// JSON line "invalid JSON". A "\u0000" escape in a JSON string is
		// a control character, as in prep.
		return id, "", &StreamReject{ID: id, Line: no, Text: text, Kind: textdamage.NULByte, Reason: textdamage.NULByteReason}
	}
	if !readsAsJSON(format, raw) {
		if bytes.IndexByte(raw, '\r') >= 0 {
			// As prep text rejects it (parse/bare_cr): a file with classic
			// Mac line endings is one line here, whose sentences were
			// verbalized run together as one text.
			return id, "", &StreamReject{ID: id, Line: no, Text: text, Kind: "bare_cr", Reason: "a carriage return (\\r) inside the line: a file with CR line endings (classic Mac)? convert them first (tr '\\r' '\\n' < FILE), or each such line runs its sentences together"}
		}
		return id, text, nil
	}
	if err := dec.Decode(raw); err != nil {
		return id, "", &StreamReject{ID: id, Line: no, Text: text, Kind: "invalid_json", Reason: err.Error()}
	}
	if dec.Has(0) {
		id = dec.Str(0)
	}
	if dec.IsNull(1) {
		// It was called a record with no "text" field.
		return id, "", &StreamReject{ID: id, Line: no, Text: text, Kind: "missing_text", Reason: `field "text" ` + dec.NullWhy(1) + `: expected a string`}
	}
	if !dec.Has(1) {
		return id, "", &StreamReject{ID: id, Line: no, Text: text, Kind: "missing_text", Reason: NoTextReason}
	}
	return id, dec.Str(1), nil
}

// readsAsJSON says whether a line is read as a JSON record under format
// (jsonl, or auto and the line opens a JSON object), else as plain text.
func readsAsJSON(format string, raw []byte) bool {
	return format == "jsonl" || format == "auto" && looksLikeJSONObject(raw)
}

// NoTextReason is a stream's reason for a JSON line without a "text"
// field; verbalize adds the line's fields and the way to verbalize's lines
// after it (a pair file given to verbalize), so it is named once, here.
const NoTextReason = `JSON record has no "text" field`

// looksLikeJSONObject reports whether a line opens a JSON object: '{'
// then (after blanks) a key's quote or the closing '}'. A sentence that
// starts with a brace, such as wiki markup ("{{plot}} Owen Baker is ..."),
// is text: it was rejected as invalid JSON under --format auto.
func looksLikeJSONObject(raw []byte) bool {
	b := trimSpaceLeft(raw)
	if len(b) == 0 || b[0] != '{' {
		return false
	}
	b = trimSpaceLeft(b[1:])
	return len(b) == 0 || b[0] == '"' || b[0] == '}' || b[0] == '\n'
}

func trimSpaceLeft(b []byte) []byte {
	for len(b) > 0 && (b[0] == ' ' || b[0] == '\t' || b[0] == '\r') {
		b = b[1:]
	}
	return b
}

// streamVariants verbalizes one record.
func (v *Verbalizer) streamVariants(id, text string, no int64, opt StreamOptions) ([]StreamOut, *StreamReject) {
	var vs []Variant
	var err error
	if opt.TopN > 0 {
		vs, err = v.topSaid(text, opt.TopN)
	} else {
		// The same rows as prep's verbalize stage: K distinct draws, less
		// the ones that say nothing.
		vs, err = v.SampleDistinctFloor(text, opt.Seed, id, max(1, opt.Samples), opt.VariantFloor)
		vs = Said(vs)
	}
	if err != nil {
		rj := &StreamReject{ID: id, Line: no, Text: text, Reason: err.Error()}
		var ve *Error
		if errors.As(err, &ve) {
			rj.Kind = ve.Kind
		}
		return nil, rj
	}
	if len(vs) == 0 {
		return nil, &StreamReject{ID: id, Line: no, Text: text, Kind: "empty_spoken", Reason: NothingToSayReason}
	}
	outs := make([]StreamOut, len(vs))
	for i, x := range vs {
		spoken, spans := v.RowForm(text, x)
		outs[i] = StreamOut{ID: id, Written: text, Spoken: spoken, Variant: i, Prob: x.Prob, Spans: spans}
	}
	return outs, nil
}

// topSaid is the n most probable variants that say something (Said): a
// reading that says nothing is skipped, not counted, so "/" with --top 1
// is "slash", not nothing.
func (v *Verbalizer) topSaid(text string, n int) ([]Variant, error) {
	ask := min(n+1, MaxVariants)
	for {
		vs, err := v.Variants(text, ask)
		if err != nil {
			return nil, err
		}
		got := len(vs)
		if vs = Said(vs); len(vs) >= n || got < ask || ask == MaxVariants {
			return vs[:min(n, len(vs))], nil
		}
		ask = min(2*ask, MaxVariants)
	}
}
