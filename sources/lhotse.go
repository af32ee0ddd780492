package sources

// Libriheavy lhotse cut manifests (libriheavy_cuts_SUBSET.jsonl.gz, one
// MonoCut JSON object per line): ParseCut reads one line, LibriheavySplit
// maps a manifest's file name to its dataset split.
//
// Re-sharding. A gzip manifest cannot be split, so a pipeline reads each
// file whole in one DoFn: the 7 GB libriheavy_cuts_large.jsonl.gz would then be read by a
// single worker. For Dataflow, re-shard it first into pieces whose names keep
// the subset, for example
//
//	zcat libriheavy_cuts_large.jsonl.gz | split -l 100000 -d -a 5 \
//	    --additional-suffix=.jsonl --filter='gzip > $FILE.gz' - libriheavy_cuts_large.
//
// which writes libriheavy_cuts_large.00000.jsonl.gz, ...; LibriheavySplit
// accepts those names (and libriheavy_cuts_large-00000-of-00112.jsonl.gz) and
// maps them to the same split. Cut ids are unique across pieces, so the
// resulting dataset version is the same as from the single file.

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/textdamage"
)

// Cut is the part of one Libriheavy lhotse cut (a MonoCut line of a
// libriheavy_cuts_*.jsonl.gz manifest) that itnprep uses. The pair is
// (Book, Transcript) from supervisions[0].custom.texts; the rest locates the
// cut in its recording and its book for provenance and grouping.
type Cut struct {
	ID          string  // the cut id, also the pair id
	RecordingID string  // recording.id, else supervisions[0].recording_id
	Start       float64 // seconds into the recording
	Duration    float64 // seconds
	Speaker     string  // supervisions[0].speaker (a LibriVox reader id)
	Language    string  // supervisions[0].language
	Book        string  // texts[0]: the book text, cased and punctuated
	Transcript  string  // texts[1]: the ASR transcript, upper case
	TextPath    string  // custom.text_path: the book the text comes from
	AudioPath   string  // recording.sources[0].source
	// BeginByte and EndByte locate Book in the book file; -1 when absent.
	BeginByte, EndByte int64
	// Supervisions is how many supervisions the cut has: one (Libriheavy
	// cuts have exactly one; ParseCut rejects a cut with more).
	Supervisions int
}

// Reasons a cut line is rejected, stable strings for reject records and
// counters.
const (
	ReasonInvalidJSON    = "invalid_json"
	ReasonNotObject      = "not_object"
	ReasonWrongType      = "wrong_type"
	ReasonMissingID      = "missing_id"
	ReasonNoSupervisions = "no_supervisions"
	ReasonNoTexts        = "no_texts"
	ReasonOneText        = "one_text"
	ReasonTooManyTexts   = "too_many_texts"
	// ReasonManySupervisions: a cut with more than one supervision (a
	// long-form lhotse cut); only one pair per cut is made, so its other
	// supervisions' texts would be lost without a word.
	ReasonManySupervisions = "many_supervisions"
	// ReasonNotEnglish: a cut whose supervision's language is not
	// English (englishLanguage).
	ReasonNotEnglish = "not_english"
)

// LibriheavyNotEnglishHint is the remedy a prep libriheavy refused for its
// not_english rejects names (SourceRuleHints).
const LibriheavyNotEnglishHint = "Libriheavy's cuts are English (supervisions[0].language \"English\"): give its manifests as downloaded (libriheavy_cuts_SUBSET.jsonl.gz from huggingface.co/datasets/pkufool/libriheavy); a lhotse manifest of another language (Multilingual LibriSpeech's) is no Libriheavy, and its pairs would be published carded English and cleaned by English rules"

// englishLanguage reports whether a supervision's language is English, as
// lhotse's recipes write it: a name ("English", Libriheavy's) or a code
// (en, eng, en-US, en_GB).
func englishLanguage(l string) bool {
	l = strings.ToLower(strings.TrimSpace(l))
	return l == "english" || l == "eng" || englishLocale(l)
}

// LibriheavyNoTextsHint is the remedy a prep libriheavy refused for its
// no_texts rejects names (SourceRuleHints). A manifest re-made from the
// downloaded one by libriheavy's run.sh stage 2
// (scripts/extract_and_normalize_transcript.py: cases_and_punc/lhotse/
// and upper_no_punc/lhotse/, under the downloaded files' own names) or by
// icefall's egs/libriheavy/ASR/local/prepare_manifest.py keeps the book
// text alone, as supervisions[0].text, and drops custom: every cut was a
// no_texts reject and the refusal said only "pass --allow-empty", the
// first reject's reason, cut at 200 characters after a cut id of some 80,
// losing the words that said why.
const LibriheavyNoTextsHint = "a pair is made of the two texts of supervisions[0].custom.texts (book text, ASR transcript), which the manifests as downloaded hold (libriheavy_cuts_SUBSET.jsonl.gz from huggingface.co/datasets/pkufool/libriheavy); libriheavy's run.sh stage 2 (cases_and_punc/, upper_no_punc/) and icefall's local/prepare_manifest.py rewrite them under the same names with the book text alone (supervisions[0].text): give the downloaded files"

// CutError says why a line is not a usable cut. Reason is one of the
// Reason* constants; Detail is for people.
type CutError struct {
	Reason string
	Detail string
}

func (e *CutError) Error() string { return e.Reason + ": " + e.Detail }

func cutErr(reason, format string, args ...any) error {
	return &CutError{Reason: reason, Detail: fmt.Sprintf(format, args...)}
}

// The decoding structs name only what is read; lhotse's other fields
// (pre_texts, channel, features, ...) are skipped without being decoded into
// values, so their presence or shape never rejects a cut. The fields that
// make the pair (id, supervisions, custom.texts) must have their types; the
// ones kept only for provenance (start, duration, speaker, language,
// begin_byte, end_byte, the recording, text_path: no row carries them) are
// json.RawMessage, read when they have the expected type (a number written
// as a string, "start": "1.5" as a CSV-to-JSON export writes it, reads as
// the number) and left zero otherwise: a manifest that spelled one of them
// another way lost every cut, each a wrong_type reject (field start: want a
// number, got JSON string), though nothing the pair needs was wrong.
type rawCut struct {
	ID           *string         `json:"id"`
	Start        json.RawMessage `json:"start"`
	Duration     json.RawMessage `json:"duration"`
	Supervisions []rawSup        `json:"supervisions"`
	Recording    json.RawMessage `json:"recording"`
	Custom       json.RawMessage `json:"custom"`
	Type         json.RawMessage `json:"type"`
}

type rawSup struct {
	RecordingID json.RawMessage `json:"recording_id"`
	Speaker     json.RawMessage `json:"speaker"`
	Language    json.RawMessage `json:"language"`
	Text        json.RawMessage `json:"text"`
	Custom      *rawCustom      `json:"custom"`
}

type rawCustom struct {
	Texts     []*string       `json:"texts"`
	BeginByte json.RawMessage `json:"begin_byte"`
	EndByte   json.RawMessage `json:"end_byte"`
}

type rawRecording struct {
	ID      json.RawMessage `json:"id"`
	Sources []struct {
		Source json.RawMessage `json:"source"`
	} `json:"sources"`
}

type rawCutCustom struct {
	TextPath json.RawMessage `json:"text_path"`
}

// present reports whether a field was given a value other than null.
func present(raw json.RawMessage) bool {
	return len(raw) > 0 && string(raw) != "null"
}

// lenientString reads a provenance field: a string as it is, a number in
// its JSON spelling (a speaker id 100 is "100"), anything else "".
func lenientString(raw json.RawMessage) string {
	var s string
	if json.Unmarshal(raw, &s) == nil {
		return s
	}
	var n json.Number
	if json.Unmarshal(raw, &n) == nil {
		return n.String()
	}
	return ""
}

// lenientFloat reads a provenance number: a JSON number, or a string that
// holds one; ok is false for anything else (absent, null, "7s", an object).
func lenientFloat(raw json.RawMessage) (float64, bool) {
	var f float64
	if json.Unmarshal(raw, &f) == nil && present(raw) {
		return f, true
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if f, err := strconv.ParseFloat(strings.TrimSpace(s), 64); err == nil && !math.IsNaN(f) && !math.IsInf(f, 0) {
			return f, true
		}
	}
	return 0, false
}

// lenientInt reads a provenance integer as lenientFloat reads a number.
func lenientInt(raw json.RawMessage) (int64, bool) {
	var n int64
	if json.Unmarshal(raw, &n) == nil && present(raw) {
		return n, true
	}
	var s string
	if json.Unmarshal(raw, &s) == nil {
		if n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64); err == nil {
			return n, true
		}
	}
	return 0, false
}

// ParseCut decodes one JSON line of a Libriheavy cut manifest. It requires
// an id, exactly one supervision, and supervisions[0].custom.texts holding
// exactly two strings (book text, transcript); an empty string is accepted
// here and left to the cleaning rules; a text holding mojibake or U+FFFD
// is not (Reason textdamage.Mojibake or textdamage.Replacement, as every
// reader names it). Any error is a *CutError.
func ParseCut(line []byte) (Cut, error) {
	asRead := line
	line = jsonline.PythonJSON(bytes.TrimSpace(line)) // NaN, Infinity as Python writes them: null
	if len(line) == 0 {
		return Cut{}, cutErr(ReasonInvalidJSON, "empty line")
	}
	if what := jsonline.NotObject(asRead); what != "" {
		// null decodes into a struct as nothing: the line was named
		// by its missing id.
		return Cut{}, cutErr(ReasonNotObject, "a cut is a JSON object, got %s", what)
	}
	var rc rawCut
	if err := json.Unmarshal(line, &rc); err != nil {
		var te *json.UnmarshalTypeError
		if errors.As(err, &te) {
			if te.Field == "" {
				return Cut{}, cutErr(ReasonNotObject, "a cut is a JSON object, got JSON %s", te.Value)
			}
			return Cut{}, cutErr(ReasonWrongType, "field %s: want %s, got JSON %s", te.Field, goTypeName(te.Type.String()), te.Value)
		}
		return Cut{}, cutErr(ReasonInvalidJSON, "invalid JSON: %v", err)
	}
	if rc.ID == nil || *rc.ID == "" {
		if rc.Supervisions != nil || present(rc.Recording) {
			// A lhotse cut that lost its id (an edited or hand-made
			// manifest): it was called another corpus's JSONL.
			what := `"id" ` + jsonline.AbsentWhy(asRead, "id", true, "") // missing, null or NaN
			if rc.ID != nil {
				what = `"id" is empty`
			}
			return Cut{}, cutErr(ReasonMissingID, "the cut has no id: %s (a lhotse cut's own id, beside its supervisions and recording, names its row)", what)
		}
		// Another corpus's JSONL (NeMo's GoogleTN.json, a text corpus)
		// given to prep libriheavy: name what the line holds.
		return Cut{}, cutErr(ReasonMissingID, "the cut has no id%s", fieldsHint(line, "not a lhotse cut manifest line: another corpus's JSONL? prep gtn reads NeMo's {\"text\", \"gt_normalized\"}, prep text {\"text\"}"))
	}
	c := Cut{ID: *rc.ID, BeginByte: -1, EndByte: -1, Supervisions: len(rc.Supervisions)}
	if len(rc.Supervisions) == 0 {
		// lhotse's MixedCut (a mix of tracks) and PaddingCut keep no
		// supervisions of their own: say what the cut is, not only that
		// its supervisions are missing.
		var typ string
		if json.Unmarshal(rc.Type, &typ) == nil && typ != "" && typ != "MonoCut" {
			return Cut{}, cutErr(ReasonNoSupervisions, "cut %s is a lhotse %s, which has no supervisions of its own; only MonoCuts (one recording, one supervision) are read", c.ID, typ)
		}
		return Cut{}, cutErr(ReasonNoSupervisions, "cut %s has no supervisions", c.ID)
	}
	if len(rc.Supervisions) > 1 {
		return Cut{}, cutErr(ReasonManySupervisions, "cut %s has %d supervisions, want one (a Libriheavy cut has one; split long-form cuts per supervision first, e.g. lhotse's CutSet.trim_to_supervisions)", c.ID, len(rc.Supervisions))
	}
	sup := rc.Supervisions[0]
	if sup.Custom == nil || sup.Custom.Texts == nil {
		if text := lenientString(sup.Text); text != "" {
			// A cut of a manifest with one text per supervision (lhotse's
			// own LibriLight or LibriSpeech recipes, a Libriheavy manifest
			// re-made by icefall's scripts): say that it holds one text,
			// not two, rather than only what is missing.
			return Cut{}, cutErr(ReasonNoTexts, "cut %s: supervisions[0] has no custom.texts, only supervisions[0].text (one text: a Libriheavy cut holds two in custom.texts, the book text and the ASR transcript, and a pair needs both; this manifest's cuts carry one, as the manifests libriheavy's run.sh stage 2 (cases_and_punc/, upper_no_punc/) and icefall's local/prepare_manifest.py write from the downloaded ones)", c.ID)
		}
		return Cut{}, cutErr(ReasonNoTexts, "cut %s: supervisions[0] has no custom.texts", c.ID)
	}
	texts := sup.Custom.Texts
	switch {
	case len(texts) == 0:
		return Cut{}, cutErr(ReasonNoTexts, "cut %s: supervisions[0].custom.texts is empty", c.ID)
	case len(texts) == 1:
		return Cut{}, cutErr(ReasonOneText, "cut %s: supervisions[0].custom.texts has only the book text, no transcript", c.ID)
	case len(texts) > 2:
		return Cut{}, cutErr(ReasonTooManyTexts, "cut %s: supervisions[0].custom.texts has %d entries, want 2 (book text, transcript)", c.ID, len(texts))
	}
	for i, t := range texts {
		if t == nil {
			return Cut{}, cutErr(ReasonWrongType, "cut %s: supervisions[0].custom.texts[%d] %s, want a string", c.ID, i, nullTextWhy(asRead, i))
		}
	}
	c.Book, c.Transcript = *texts[0], *texts[1]
	if rule, why := loneSurrogate(line, c.ID, c.Book, c.Transcript); rule != "" {
		return Cut{}, cutErr(ReasonInvalidJSON, "cut %s: %s", c.ID, why)
	}
	// Mojibake or U+FFFD in either text (textdamage.Why), as every reader
	// rejects it: a program decoding cuts itself got "cafÃ©" as the book
	// text, which ParseLibriheavy's sink alone rejected.
	for _, t := range []struct{ text, field string }{{c.Book, "written"}, {c.Transcript, "spoken"}} {
		if rule, why := textdamage.Why(t.text, t.field); rule != "" {
			return Cut{}, cutErr(rule, "cut %s: %s", c.ID, why)
		}
	}
	c.Start, _ = lenientFloat(rc.Start)
	c.Duration, _ = lenientFloat(rc.Duration)
	c.Speaker = lenientString(sup.Speaker)
	c.Language = lenientString(sup.Language)
	if c.Language != "" && !englishLanguage(c.Language) {
		// A lhotse manifest of another language (Multilingual
		// LibriSpeech's "German") was published as English pairs, carded
		// en, and cleaned by English rules (its numbers dropped by the
		// alignment: "Der Hund ist Jahre alt.").
		return Cut{}, cutErr(ReasonNotEnglish, "cut %s: supervisions[0].language %q, not English: prep libriheavy reads Libriheavy's English cuts; another language's pairs would be published carded English and cleaned by English rules", c.ID, c.Language)
	}
	if n, ok := lenientInt(sup.Custom.BeginByte); ok {
		c.BeginByte = n
	}
	if n, ok := lenientInt(sup.Custom.EndByte); ok {
		c.EndByte = n
	}
	c.RecordingID = lenientString(sup.RecordingID)
	// The recording and the cut's custom are read only when they are
	// objects of the expected shape; any other shape leaves them out.
	var rec rawRecording
	if json.Unmarshal(rc.Recording, &rec) == nil {
		if id := lenientString(rec.ID); id != "" {
			c.RecordingID = id
		}
		if len(rec.Sources) > 0 {
			c.AudioPath = lenientString(rec.Sources[0].Source)
		}
	}
	var cc rawCutCustom
	if json.Unmarshal(rc.Custom, &cc) == nil {
		c.TextPath = lenientString(cc.TextPath)
	}
	return c, nil
}

func goTypeName(t string) string {
	switch {
	case strings.HasPrefix(t, "[]"):
		return "a list"
	case t == "string", t == "*string":
		return "a string"
	case strings.Contains(t, "float"), strings.Contains(t, "int"):
		return "a number"
	case strings.HasPrefix(t, "sources.raw"), strings.HasPrefix(t, "*sources.raw"):
		return "an object"
	}
	return t
}

// ErrCutList marks LibriheavySplit's error for a .json manifest, lhotse's
// JSON list of cuts: no --split reads it (pipelines name that flag for
// the other names it refuses).
var ErrCutList = errors.New("a .json cut manifest, which lhotse writes as one JSON list of cuts, not JSON Lines")

// Libriheavy subsets and the split each belongs to. small, medium and large
// are nested training sets; dev is the validation set; the test sets come in
// a regular and a "large" (longer-context) form.
var subsetSplit = map[string]string{
	"small":            "train",
	"medium":           "train",
	"large":            "train",
	"dev":              "validation",
	"test_clean":       "test",
	"test_other":       "test",
	"test_clean_large": "test",
	"test_other_large": "test",
}

// Subsets lists the known subset names in a fixed order.
var Subsets = []string{"small", "medium", "large", "dev", "test_clean", "test_other", "test_clean_large", "test_other_large"}

// LibriheavySplit returns the subset and dataset split of a Libriheavy cut
// manifest from its file name (any directory, local or gs:// / s3://):
// small, medium, large -> train; dev -> validation; test_clean, test_other,
// test_clean_large, test_other_large -> test. The name, read in any letter
// case, must end in .jsonl, plain or compressed (.gz, .zst, .bz2), and
// hold exactly one subset name as a word anywhere in it, delimited by
// anything but a letter: the released libriheavy_cuts_dev.jsonl.gz,
// and re-sharded pieces such as libriheavy_cuts_large.00012.jsonl.gz,
// large-part-0003.jsonl.gz or part-0003_test_clean.jsonl.gz. A longer subset
// wins over one inside it (test_clean_large is not large). A name with no
// subset, or two different ones, is an error; pipelines then ask for an
// explicit split (--split).
func LibriheavySplit(file string) (subset, split string, err error) {
	slashed := strings.ReplaceAll(file, "\\", "/")
	base := ""
	if !strings.HasSuffix(slashed, "/") {
		base = path.Base(slashed)
	}
	// Any compression the readers decompress (.gz, .zst, .bz2, .zip) and
	// any letter case, as every other format's name is read (nameEndsIn):
	// LIBRIHEAVY_CUTS_SMALL.JSONL.GZ was "not a Libriheavy cut manifest name".
	stem := strings.ToLower(BaseName(base))
	if js, isJSON := strings.CutSuffix(stem, ".json"); isJSON && base != "" && len(subsetsIn(js)) == 1 {
		// lhotse writes a CutSet to a .json name as one JSON list
		// (CutSet.to_file): the name was refused as "want a .jsonl file"
		// alone, and the same file renamed then refused as a JSON array,
		// a second try to learn the command that converts it (qa83).
		return "", "", fmt.Errorf("%s: %w: convert it (%s) and give that", file, ErrCutList, jqConvert(file, "'.[]'"))
	}
	stem, ok := strings.CutSuffix(stem, ".jsonl")
	if !ok || base == "" {
		return "", "", fmt.Errorf("%s: not a Libriheavy cut manifest name (want a .jsonl file, plain or compressed (.gz, .zst, .bz2), whose name holds the subset, such as libriheavy_cuts_SUBSET.jsonl.gz or SUBSET-part-0001.jsonl.gz, SUBSET one of %s); give the split explicitly", file, strings.Join(Subsets, ", "))
	}
	found := subsetsIn(stem)
	switch len(found) {
	case 0:
		return "", "", fmt.Errorf("%s: not a Libriheavy cut manifest name: no subset (%s) in it; keep the subset in the name (libriheavy_cuts_SUBSET.jsonl.gz, SUBSET-part-0001.jsonl.gz) or give the split explicitly", file, strings.Join(Subsets, ", "))
	case 1:
		return found[0], subsetSplit[found[0]], nil
	default:
		return "", "", fmt.Errorf("%s: the name holds more than one Libriheavy subset (%s); give the split explicitly", file, strings.Join(found, ", "))
	}
}

// subsetsIn returns the distinct subset names that occur in name as words
// (no letter right before or after), leaving out those inside a longer
// occurrence.
func subsetsIn(name string) []string {
	type occ struct {
		subset     string
		start, end int
	}
	isLetter := func(i int) bool {
		return i >= 0 && i < len(name) && ('a' <= name[i] && name[i] <= 'z' || 'A' <= name[i] && name[i] <= 'Z')
	}
	var all []occ
	for _, sub := range Subsets {
		for from := 0; ; {
			k := strings.Index(name[from:], sub)
			if k < 0 {
				break
			}
			start := from + k
			end := start + len(sub)
			if !isLetter(start-1) && !isLetter(end) {
				all = append(all, occ{sub, start, end})
			}
			from = start + 1
		}
	}
	var out []string
	seen := map[string]bool{}
	for _, o := range all {
		inside := false
		for _, p := range all {
			if p.end-p.start > o.end-o.start && p.start <= o.start && o.end <= p.end {
				inside = true
				break
			}
		}
		if !inside && !seen[o.subset] {
			seen[o.subset] = true
			out = append(out, o.subset)
		}
	}
	sort.Strings(out)
	return out
}

// LhotseOptions configure ParseLibriheavy.
type LhotseOptions struct {
	// MaxRecordBytes bounds a line (0: DefaultMaxRecordBytes).
	MaxRecordBytes int
}

// SourceLibriheavy is the source column of Libriheavy pairs.
const SourceLibriheavy = "libriheavy"

// ParseLibriheavy reads a Libriheavy cut manifest (JSONL, decompressed by
// the caller). Each non-blank line is one record: a pair with the cut id as
// id, the book text as written and the transcript, as it is, as spoken
// (cleaning lower-cases it, so its rules count what they change); or a
// reject naming file, line and problem, with the CutError reason as rule.
// split "" takes the split from the file name (LibriheavySplit).
//
// Mojibake and U+FFFD are rejected by ParseCut, which checks the very texts
// each pair carries (Book, Transcript): no damageSink here, which would
// scan every pair's texts a second time.
func ParseLibriheavy(name string, r io.Reader, split string, opts LhotseOptions, sink Sink) (FileResult, error) {
	if split == "" {
		var err error
		if _, split, err = LibriheavySplit(name); err != nil {
			return FileResult{}, err
		}
	}
	lr := NewLineReader(name, r, opts.MaxRecordBytes)
	lr.ExpectJSONLines()
	base := BaseName(name)
	var res FileResult
	for ln, err := range lr.Lines() {
		if err != nil {
			return res, err
		}
		if len(bytes.TrimSpace(ln.Text)) == 0 && ln.Problem == "" {
			continue
		}
		res.Records++
		loc := lr.Location(ln.No)
		reject := func(id, rule, why string) {
			sink.Reject(dataset.Reject{
				ID: id, Source: SourceLibriheavy, Location: loc, Stage: "parse", Rule: rule,
				Reason: loc + ": " + why + cutShortHint(ln, rule, why), Raw: dataset.TruncateRawBytes(ln.Text),
			})
		}
		lineID := fmt.Sprintf("%s:%d", base, ln.No)
		if ln.Problem != "" {
			reject(lineID, ln.Rule, ln.Problem)
			continue
		}
		cut, err := ParseCut(ln.Text)
		if err != nil {
			var ce *CutError
			if errors.As(err, &ce) {
				why := ce.Detail
				if ce.Reason == ReasonInvalidJSON {
					// A manifest with CR line endings is one line:
					// "invalid character '{' after top-level value" alone.
					why += crHint(name, ln.Text)
				}
				reject(lineID, ce.Reason, why)
			} else {
				reject(lineID, ReasonInvalidJSON, err.Error())
			}
			continue
		}
		// The line is kept for the book stage's rejects (book/empty_side
		// of a cut whose book text was an illustration alone): the one
		// copy of it a cut costs (docs/ERRORS.md).
		sink.Pair(dataset.Pair{ID: cut.ID, Source: SourceLibriheavy, Split: split, Written: cut.Book, Spoken: cut.Transcript,
			From: dataset.Origin{File: name, Line: int64(ln.No)}, Raw: dataset.TruncateRawBytes(ln.Text)})
	}
	res.SHA256, res.BytesRead = lr.Fingerprint()
	return res, nil
}

// nullTextWhy says how a cut's supervisions[0].custom.texts[i], null once
// read through jsonline.PythonJSON, was written in line (as read): "is
// NaN (...)" for Python's NaN or an infinity (a text a script lost), else
// "is null".
func nullTextWhy(line []byte, i int) string {
	var rc struct {
		Supervisions []struct {
			Custom struct {
				Texts []json.RawMessage `json:"texts"`
			} `json:"custom"`
		} `json:"supervisions"`
	}
	if json.Unmarshal(jsonline.PythonMarked(bytes.TrimSpace(line)), &rc) == nil && len(rc.Supervisions) > 0 && i < len(rc.Supervisions[0].Custom.Texts) {
		if c := jsonline.PythonConstant(rc.Supervisions[0].Custom.Texts[i]); c != "" {
			return jsonline.ConstantIs(c, textAside)
		}
	}
	return "is null"
}
