package sources

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/jsonline"
)

// IsJSONLName reports whether a file name says JSON Lines (.jsonl, .json,
// .ndjson, optionally compressed). .ndjson was read as plain text, each
// line's braces and keys published as a sentence.
func IsJSONLName(name string) bool { return nameEndsIn(name, ".jsonl", ".json", ".ndjson") }

type textLine struct {
	ID   *json.RawMessage `json:"id"`
	Text *string          `json:"text"`
	// idField: the line holds the id field --id-field names, null or not
	// (namedTextLine).
	idField bool
}

// TextFields name the fields of a JSONL or Parquet record that hold its
// written text and its id; "" is the default, "text" and "id".
type TextFields struct {
	Text, ID string
}

func (f TextFields) text() string {
	if f.Text == "" {
		return "text"
	}
	return f.Text
}

func (f TextFields) id() string {
	if f.ID == "" {
		return "id"
	}
	return f.ID
}

// ParseText reads a written corpus: one sentence or document per line,
// plain text, or JSONL {"id"?, "text"} when jsonl is true. Ids are
// "<file>:<line>", or "<file>:<id>" when a JSONL line carries an id.
// Blank plain-text lines are skipped (they hold no record).
func ParseText(name string, r io.Reader, split string, jsonl bool, maxRecordBytes int, sink Sink) (FileResult, error) {
	if !jsonl {
		return parseText(name, r, split, nil, maxRecordBytes, damageSink(sink))
	}
	return ParseTextFields(name, r, split, TextFields{}, maxRecordBytes, sink)
}

// ParseTextFields reads a JSONL written corpus whose records hold their
// text and id in the named fields ({"sentence": ..., "uid": ...} with
// TextFields{Text: "sentence", ID: "uid"}); ParseText's JSONL with the
// default fields.
func ParseTextFields(name string, r io.Reader, split string, fields TextFields, maxRecordBytes int, sink Sink) (FileResult, error) {
	sink = damageSink(sink) // mojibake and U+FFFD (mojibake.go)
	return parseText(name, r, split, &fields, maxRecordBytes, sink)
}

// parseText is ParseText; fields is nil for plain text.
func parseText(name string, r io.Reader, split string, fields *TextFields, maxRecordBytes int, sink Sink) (res FileResult, err error) {
	jsonl := fields != nil
	lr := NewLineReader(name, r, maxRecordBytes)
	if jsonl {
		lr.ExpectJSONLines()
	}
	base := BaseName(name)
	shape := NewPlainShape(name, "prep text")
	// WikiText is read as such (wikiText), its records held until the
	// file is told WikiText or text; a WikiText mark past them is refused.
	shape.wikiRead = true
	refuse := func(loc, text, sep string) error { return plainWikiRefusal(name, loc, text, sep, pastWikiLook()) }
	if jsonl {
		refuse = newWikiTextWatch(name, fields.text()).refusal
	}
	wiki := newWikiText(sink, refuse)
	sink = wiki.sink()
	defer func() {
		// On an error too: the records read before it are handed on
		// as they were before WikiText was read.
		wiki.end()
		res.Records -= wiki.blanks
	}()
	// idSeen: a record held the id field. --id-field naming a field no
	// record holds is a slip (a typo, another file's name for it): every
	// record took its line's number as its id without a word, where a
	// table or a Parquet file without the column is refused at its
	// header. A record may lack its id (it takes its line's), so only a
	// file none of whose records holds it is refused, at its end.
	idSeen := false
	firstFields := ""
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		if len(strings.TrimSpace(string(ln.Text))) == 0 && ln.Problem == "" {
			shape.Blank()
			continue
		}
		if !jsonl && res.Records == 0 && ln.Problem == "" && isJSONObjectLine(ln.Text) {
			// JSON Lines under a plain-text name (corpus.txt, a .jsonl
			// renamed): every line would be published with its braces and
			// keys as the written side.
			return res, fmt.Errorf("%s:%d: the first line is a JSON object, so this is JSON Lines under a plain-text name; name the file .jsonl to read each object's \"text\" field (--text-field NAME for another)", name, ln.No)
		}
		if !jsonl && ln.Problem == "" && isWikiExtractorDocLine(ln.Text) {
			// WikiExtractor's article delimiters (<doc id=".." url=".."
			// title="..">, </doc>), the common way to Wikipedia's text:
			// its markup, not text, as a subtitle's timing lines are (each
			// was published as a sentence said "doc").
			shape.Blank()
			continue
		}
		timing := false
		if !jsonl {
			// Another kind of file read as lines (raw GTN, Kaldi,
			// subtitles): PlainShape refuses it; a timing line inside
			// running text is quarantined (below).
			if timing, err = shape.Line(ln.No, ln.Text, int64(res.Records), ln.Problem != ""); err != nil {
				return res, err
			}
		}
		if jsonl && res.Records == 0 && ln.Problem == "" && fields.Text == "" && fields.ID == "" && isNeMoGTNRecord(ln.Text) {
			// NeMo's GoogleTN JSONL ({"text", "gt_normalized"}): prep
			// text verbalized the text and dropped Google TN's gold
			// spoken forms without a word.
			return res, fmt.Errorf("%s:%d: the record has \"text\" and \"gt_normalized\", a written sentence and its gold spoken form (NeMo's GoogleTN JSONL): read it with itnprep prep gtn, which keeps the gold spoken forms; prep text would verbalize the text and drop them (to do that anyway, give --text-field text)", name, ln.No)
		}
		if jsonl && res.Records == 0 && ln.Problem == "" && fields.Text == "" && isLhotseCut(ln.Text) {
			// A Libriheavy cut manifest (lhotse cuts): every cut was a
			// parse/missing_field reject naming --text-field, which no
			// field of a cut answers (its texts are in its supervisions).
			return res, fmt.Errorf("%s:%d: the record is a lhotse cut (\"supervisions\", \"duration\"), as Libriheavy's cut manifests hold, not a {\"text\"} record: read it with itnprep prep libriheavy, which takes each cut's book text and transcript", name, ln.No)
		}
		res.Records++
		id := fmt.Sprintf("%s:%d", base, ln.No)
		idRead := !jsonl // a plain line's id is its line's; a JSONL line's is read below
		loc := lr.Location(ln.No)
		reject := func(rule, why string) {
			if rule == "invalid_json" {
				// A file with CR line endings (classic Mac) is one line,
				// "invalid character '{' after top-level value" alone.
				why += crHint(name, ln.Text)
			}
			rejectID := id
			if !idRead {
				// A reject before a JSONL line's id is read is "<file>
				// (line <line>)": "<file>:<line>" could be another line's
				// id ({"id": 5}), and any text after "<file>:" another's
				// ({"id": "L5"}). Made only for a reject: a line that
				// passes costs no second id.
				rejectID = unreadIDOf(base, "line", ln.No)
			}
			sink.Reject(dataset.Reject{ID: rejectID, Source: "text", Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why + cutShortHint(ln, rule, why), Raw: dataset.TruncateRawBytes(ln.Text)})
		}
		if ln.Problem != "" {
			reject(ln.Rule, ln.Problem)
			continue
		}
		if timing {
			reject("subtitle_timing", "a subtitle cue's timing line (HH:MM:SS,mmm --> HH:MM:SS,mmm) inside the text is not a sentence: subtitles pasted into it? (a subtitle file named .srt or .vtt is read cue by cue)")
			continue
		}
		if !jsonl && bytes.IndexByte(ln.Text, '\r') >= 0 {
			// A carriage return inside a line (CRLF's is trimmed): a file
			// with classic Mac line endings (CR only) was one record of
			// every line run together, published as one sentence.
			reject("bare_cr", "a carriage return (\\r) inside the line: a file with CR line endings (classic Mac)? convert them first ("+trCRCommand(name)+"), or each such line runs its sentences together")
			continue
		}
		text := string(ln.Text)
		raw := "" // a plain line is its text as read
		if jsonl {
			raw = text // the line, for a later stage's reject (Pair.Raw)
			if what := jsonline.NotObject(ln.Text); what != "" {
				// null decodes into a struct or map as nothing: the
				// line was named by its missing "text".
				reject("invalid_json", "invalid JSON line: want an object, got "+what)
				continue
			}
			var v textLine
			line := jsonline.PythonJSON(ln.Text) // NaN, Infinity as Python writes them: null
			if fields.ID != "" && firstFields == "" {
				firstFields = jsonline.ListFields(jsonline.Fields(line))
			}
			if fields.Text == "" && fields.ID == "" {
				if err := json.Unmarshal(line, &v); err != nil {
					reject(jsonReject(err))
					continue
				}
			} else {
				rule, why := namedTextLine(line, *fields, &v)
				idSeen = idSeen || v.idField
				if rule != "" {
					reject(rule, why)
					continue
				}
			}
			idText := ""
			if v.ID != nil {
				s, ok := jsonID(*v.ID)
				if !ok {
					reject("wrong_type", fmt.Sprintf(`field %q: want a string or a number, got %s`, fields.id(), dataset.TruncateRawBytes(*v.ID)))
					continue
				}
				if s != "" { // "" keeps the line number: "file:" is no id
					id = base + ":" + s
				}
				idText = s
			}
			idRead = true // rejects now name the line's own id, read or its line's
			if v.Text == nil {
				// Named by its id, read by now, as a Parquet row's null
				// text is: it was named as a line whose id is not read
				// (unreadID), beside the row's id.
				reject("missing_field", fmt.Sprintf(`want {%q?, %q}; %q %s%s`, fields.id(), fields.text(), fields.text(), jsonline.AbsentWhy(ln.Text, fields.text(), fields.Text == "" && fields.ID == "", textAside), fieldsHint(line, nestedFieldRemedy(line, fields.text(), "--text-field"))))
				continue
			}
			text = *v.Text
			if rule, why := loneSurrogate(line, text, idText); rule != "" {
				reject(rule, why)
				continue
			}
			if why := nanTextWhy(fields.text(), text); why != "" {
				// pandas' astype(str) of a missing value, as a table's
				// (it was published as the sentence "nan").
				reject("nan_text", why)
				continue
			}
		}
		if err := wiki.pair(dataset.Pair{ID: id, Source: "text", Split: split, Written: text, From: dataset.Origin{File: name, Line: int64(ln.No)}, Raw: raw}); err != nil {
			return res, err
		}
	}
	if jsonl && fields.ID != "" && !idSeen && res.Records > 0 {
		return res, fmt.Errorf("%s: no record holds the field %q that --id-field names (the first record's fields: %s), so every record would take its line's number as its id; name the id field with --id-field, or leave it out for ids by line number", name, fields.ID, firstFields)
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// isCueNumber reports whether a line is a bare SubRip cue number ("12").
func isCueNumber(t string) bool {
	if t == "" || len(t) > 9 {
		return false
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// namedTextLine decodes a JSON line whose text and id are in the named
// fields into v; rule is "" when the line is usable.
func namedTextLine(line []byte, fields TextFields, v *textLine) (rule, why string) {
	var m map[string]json.RawMessage
	if err := json.Unmarshal(line, &m); err != nil {
		return jsonReject(err)
	}
	_, v.idField = lookupField(m, fields.id())
	if raw, ok := lookupField(m, fields.text()); ok && string(raw) != "null" {
		var s string
		if err := json.Unmarshal(raw, &s); err != nil {
			return "wrong_type", fmt.Sprintf("field %q: want a string, got %s", fields.text(), dataset.TruncateRawBytes(raw))
		}
		v.Text = &s
	}
	if raw, ok := lookupField(m, fields.id()); ok && string(raw) != "null" {
		v.ID = &raw
	}
	return "", ""
}

// lookupField is the value of a JSON line's field name: the field of that
// name, else, for a name with dots that no field has, the field its path
// names inside nested objects, as jq reads .translation.en ("translation.en":
// {"translation": {"de": ..., "en": ...}}, as Hugging Face datasets' to_json
// writes a struct feature). A nested text could not be read: --text-field
// translation.en was "missing" from every line, which named only the line's
// top-level fields (qa83).
func lookupField(m map[string]json.RawMessage, name string) (json.RawMessage, bool) {
	if raw, ok := m[name]; ok || !strings.Contains(name, ".") {
		return raw, ok
	}
	parts := strings.Split(name, ".")
	for i, p := range parts {
		raw, ok := m[p]
		if !ok {
			return nil, false
		}
		if i == len(parts)-1 {
			return raw, true
		}
		m = nil
		if json.Unmarshal(raw, &m) != nil || m == nil {
			return nil, false
		}
	}
	return nil, false
}

// nestedFieldRemedy is the remedy of a reject for a missing field name
// that an object field of the line holds ({"meta": {"text": ...}}):
// "--text-field meta.text reads the one inside "meta"" (flag is the
// flag that names the field), else "FLAG NAME reads another".
func nestedFieldRemedy(line []byte, name, flag string) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(line, &m) == nil {
		keys := make([]string, 0, len(m))
		for k := range m {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			var inner map[string]json.RawMessage
			if json.Unmarshal(m[k], &inner) != nil {
				continue
			}
			if _, ok := inner[name]; ok {
				return fmt.Sprintf("%s %s.%s reads the one inside %q", flag, k, name, k)
			}
		}
	}
	return flag + " NAME reads another"
}

// isJSONObjectLine reports whether a line is one JSON object with at least
// one field (what a JSONL record is; a sentence of plain text never is).
func isJSONObjectLine(line []byte) bool {
	t := bytes.TrimSpace(line)
	if len(t) < 2 || t[0] != '{' || t[len(t)-1] != '}' {
		return false
	}
	var m map[string]json.RawMessage
	return json.Unmarshal(t, &m) == nil && len(m) > 0
}

// FieldsHint names the fields a JSON object line has, for a reject saying
// a wanted one is missing: a corpus whose text is under another name
// ("sentence", "content") was rejected line by line with no word of what
// the lines hold. "" when the line is not an object or has no field.
// FieldsHint is fieldsHint for other readers of JSON lines (mine-pairs).
func FieldsHint(line []byte, remedy string) string { return fieldsHint(line, remedy) }

func fieldsHint(line []byte, remedy string) string {
	keys := jsonline.Fields(line)
	if len(keys) == 0 {
		return ""
	}
	hint := " (the line's fields: " + jsonline.ListFields(keys)
	if remedy != "" {
		hint += "; " + remedy
	}
	return hint + ")"
}

// textAside ends a reason's parenthesis when a text field holds Python's
// constant: "is NaN (a missing value as Python's json.dumps writes it; no
// text)".
const textAside = "; no text"

// jsonID reads a JSON line's id: a string as it is, a number in its JSON
// spelling, except a whole number pandas wrote through floats ("3.0": its
// id column had a missing value), which is that number ("3"), as a CSV
// table's and a Parquet file's id is (tableID): the same table saved as
// JSONL gave other ids than saved as CSV, and {"id": 3} and {"id": 3.0}
// two ids. ok is false for anything else (true, an object, a list).
func jsonID(raw json.RawMessage) (id string, ok bool) {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s, true
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return wholeNumber(string(n)), true
	}
	return "", false
}

// jsonReject names what json.Unmarshal found wrong with a JSON line for a
// reject: a field of the wrong type is valid JSON (rule wrong_type, the
// field and the JSON it got), anything else is not (invalid_json). Go's own
// message names Go's struct types, which mean nothing to a user.
func jsonReject(err error) (rule, why string) {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		if te.Field == "" {
			return "invalid_json", "invalid JSON line: want an object, got JSON " + te.Value
		}
		return "wrong_type", fmt.Sprintf("field %q: want %s, got JSON %s", te.Field, goTypeName(te.Type.String()), te.Value)
	}
	return "invalid_json", "invalid JSON: " + err.Error()
}

// gtnClasses are the semiotic classes of Google's text normalization data
// (Sproat & Jaitly 2016), the first column of its raw files.
var gtnClasses = map[string]bool{
	"PLAIN": true, "PUNCT": true, "DATE": true, "LETTERS": true, "CARDINAL": true, "VERBATIM": true,
	"MEASURE": true, "ORDINAL": true, "DECIMAL": true, "MONEY": true, "DIGIT": true, "ELECTRONIC": true,
	"TELEPHONE": true, "TIME": true, "FRACTION": true, "ADDRESS": true,
}

// isNeMoGTNRecord reports whether a JSON line is a record of NeMo's
// sentence-level GoogleTN JSONL: a string "text" and a string
// "gt_normalized" (its gold spoken form).
func isNeMoGTNRecord(line []byte) bool {
	var v nemoLine // ParseNeMoGTN's record
	return json.Unmarshal(line, &v) == nil && v.Text != nil && v.GTNormalized != nil
}

// isLhotseCut reports whether a JSONL line is a lhotse cut (a Libriheavy
// cut manifest's record): supervisions and a duration, no text.
func isLhotseCut(line []byte) bool {
	var v struct {
		Text         json.RawMessage `json:"text"`
		Supervisions json.RawMessage `json:"supervisions"`
		Duration     json.RawMessage `json:"duration"`
	}
	return json.Unmarshal(line, &v) == nil && v.Text == nil && v.Supervisions != nil && v.Duration != nil
}

// kaldiSideFiles names what each file of a Kaldi data directory other
// than text holds.
var kaldiSideFiles = map[string]string{
	"segments":              "segments file (utterance id, recording id, start and end seconds)",
	"wav.scp":               "wav.scp (recording id, audio file or command)",
	"utt2spk":               "utt2spk (utterance id, speaker id)",
	"spk2utt":               "spk2utt (speaker id, its utterance ids)",
	"utt2dur":               "utt2dur (utterance id, seconds)",
	"reco2dur":              "reco2dur (recording id, seconds)",
	"utt2num_frames":        "utt2num_frames (utterance id, frames)",
	"spk2gender":            "spk2gender (speaker id, gender)",
	"feats.scp":             "feats.scp (utterance id, feature archive offset)",
	"cmvn.scp":              "cmvn.scp (speaker id, statistics archive offset)",
	"reco2file_and_channel": "reco2file_and_channel (recording id, file, channel)",
}

// kaldiSideFile says what a Kaldi data directory's file other than text
// holds when base names one and its first line has two fields or more, or
// when the line is a segments line under another name (ID RECORDING START
// END, both times numbers, the ID shaped as kaldiUttID wants); "" otherwise.
func kaldiSideFile(base string, line []byte) string {
	f := strings.Fields(string(line))
	if len(f) < 2 {
		return ""
	}
	if what, ok := kaldiSideFiles[base]; ok {
		return what
	}
	if len(f) == 4 {
		if id, _ := kaldiUttID(line); id != "" {
			_, e1 := strconv.ParseFloat(f[2], 64)
			_, e2 := strconv.ParseFloat(f[3], 64)
			if e1 == nil && e2 == nil {
				return kaldiSideFiles["segments"]
			}
		}
	}
	return ""
}

// kaldiLook is how many of a plain-text file's first lines are looked at
// for Kaldi utterance ids.
const kaldiLook = 20

// kaldiUttID returns the first word of line when it looks like a Kaldi
// utterance id: at least 12 characters of letters, digits, '_', '-', '/'
// and '.', at least one digit and one '_', '-' or '/' ("1089-134686-0000",
// "large/10191/dawn_14_masterman_004736_049975", "spk001_utt0003"), and
// whether text follows it (an utterance may have none); "" otherwise. One
// such word is no proof (a sentence may open with a long code): parseText
// asks for two lines whose ids share their beginning.
func kaldiUttID(line []byte) (id string, text bool) {
	t := strings.TrimSpace(string(line))
	sp := strings.IndexAny(t, " \t")
	if sp < 0 {
		sp = len(t)
	}
	if sp < 12 {
		return "", false
	}
	w := t[:sp]
	digit, sep := false, false
	for i := 0; i < len(w); i++ {
		c := w[i]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c == '_' || c == '-' || c == '/':
			sep = true
		case c == '.' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z':
		default:
			return "", false
		}
	}
	if !digit || !sep {
		return "", false
	}
	return w, strings.TrimSpace(t[sp:]) != ""
}

func sharedPrefix(a, b string) int {
	n := 0
	for n < len(a) && n < len(b) && a[n] == b[n] {
		n++
	}
	return n
}

// isWikiExtractorDocLine reports whether line is one of the article
// delimiters WikiExtractor writes around each Wikipedia article's text
// (github.com/attardi/wikiextractor, its default output): the opening tag
// <doc id="12" url="https://..." title="Anarchism"> (attributes in
// double quotes, revid too in older versions) or the closing </doc>.
func isWikiExtractorDocLine(line []byte) bool {
	// Every line of a corpus is asked: only one opening with '<' after
	// its spaces is made a string.
	b := bytes.TrimSpace(line)
	if len(b) == 0 || b[0] != '<' {
		return false
	}
	t := string(b)
	if t == "</doc>" {
		return true
	}
	rest, ok := strings.CutPrefix(t, "<doc ")
	if !ok || !strings.HasSuffix(rest, ">") {
		return false
	}
	rest = strings.TrimSuffix(rest, ">")
	for attrs := 0; ; attrs++ {
		rest = strings.TrimLeft(rest, " ")
		if rest == "" {
			return attrs > 0
		}
		name, value, ok := strings.Cut(rest, `="`)
		if !ok || name == "" || strings.ContainsAny(name, ` "<>=`) {
			return false
		}
		end := strings.IndexByte(value, '"')
		if end < 0 {
			return false
		}
		rest = value[end+1:]
		if rest != "" && rest[0] != ' ' {
			return false
		}
	}
}

// isRawGTNLine reports whether line is a raw GTN file's line: a token,
// CLASS<TAB>written<TAB>spoken with a GTN class, or the sentence end
// <eos><TAB><eos>.
func isRawGTNLine(line []byte) bool {
	cols := strings.Split(strings.TrimRight(string(line), "\r"), "\t")
	switch {
	case len(cols) == 2:
		return cols[0] == "<eos>" && cols[1] == "<eos>"
	case len(cols) == 3:
		return gtnClasses[cols[0]]
	}
	return false
}
