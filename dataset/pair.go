package dataset

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Pair is the row of every dataset and the element of every pipeline: one
// (written, spoken) training pair.
//
// Columns after Spans are filled by the stages that know them and are
// optional in Parquet (null when unset), so adding a stage's column never
// breaks readers of older versions. Offsets in spans count Unicode code
// points (Python str indices), because the data is consumed from Python.
type Pair struct {
	// ID is stable and derived from the input location (file + line, or the
	// cut id), plus "#vK" for the K-th verbalizer variant (K > 0).
	ID      string `parquet:"id" json:"id"`
	Source  string `parquet:"source" json:"source"` // corpus: gtn, libriheavy, spgi, text
	Split   string `parquet:"split" json:"split"`   // train, validation, test, ...
	Written string `parquet:"written" json:"written"`
	Spoken  string `parquet:"spoken" json:"spoken"`
	Spans   []Span `parquet:"spans,list" json:"spans,omitempty"`

	Variant    *int32   `parquet:"variant,optional" json:"variant,omitempty"`       // verbalizer variant index
	Prob       *float64 `parquet:"prob,optional" json:"prob,omitempty"`             // probability of this variant
	Similarity *float64 `parquet:"similarity,optional" json:"similarity,omitempty"` // alignment ratio (difflib)
	Flags      []string `parquet:"flags,list" json:"flags,omitempty"`               // e.g. ITN selection flags
	// Rules names the cleaning rules that changed this row's text
	// ("<stage>/<rule>", RuleName; the names the manifest counts), sorted
	// and without repeats; empty when no rule edited it. Stages add to it
	// with AddRules; a rule that rejected the record is in the reject row,
	// never here.
	Rules []string `parquet:"rules,list" json:"rules,omitempty"`

	// From is where the record was read (file and line), set by the
	// parsers so that a later stage's reject (clean, verbalize, align,
	// select) names FILE:LINE as a parse reject does, and the sink's
	// refusal of a repeated id names the lines of its rows. It is not a
	// column: Parquet and JSON leave it out, so it changes no shard and no
	// version id, and a row read back from a version has none; the sink's
	// binary form (its temporary runs) carries it. It travels with the row
	// through the pipeline's stages.
	From Origin `parquet:"-" json:"-"`
	// Raw is the record as its input holds it, set by the readers of the
	// sources a clean stage follows (a Libriheavy cut's JSON line, a JSONL
	// line, a CSV or TSV row, its lines when it spans several) where that
	// is not Written as read; "" where it is (a plain-text line, a Parquet
	// text value). A clean stage's reject stores it (Reject.Raw, the input
	// as written, as a parse reject's), and the stage clears it on the rows
	// it passes on (RawInput), so it rides from the reader to that stage
	// only. Like From it is no column, and the sink's binary form leaves
	// it out.
	Raw string `parquet:"-" json:"-"`
	// BlankedBy is the rule ("<stage>/<rule>") of a clean stage that left
	// Written blank and passed the row on (prep --clean's transcript
	// rules, before the basic set), so that the basic set's drop,
	// basic/empty_text, names the rule that emptied it: the rules column
	// is sorted, and "blank after transcript/collapse_spaces,
	// transcript/remove_brackets" read as if the first had (qa79). Like
	// Raw it rides to the next clean stage only, no column, and the
	// sink's binary form leaves it out.
	BlankedBy string `parquet:"-" json:"-"`
}

// RawInput is the input a reject of p stores: its Raw when its reader
// set one, else its written text (the input as read, where Raw is ""),
// truncated to MaxRawBytes.
func (p *Pair) RawInput() string {
	if p.Raw != "" {
		return TruncateRaw(p.Raw)
	}
	return TruncateRaw(p.Written)
}

// Origin is a record's place in its input: the file as the job named it
// and its first and last line (Last is 0 or Line for a one-line record;
// a Parquet input counts rows). The file is the parser's own name string,
// shared by every record of the file, so setting it allocates nothing.
type Origin struct {
	File       string
	Line, Last int64
}

// String is "FILE:LINE", or "FILE:FIRST-LAST" for a record over several
// lines, the form parse rejects use; "" when unknown.
func (o Origin) String() string {
	if o.File == "" {
		return ""
	}
	b := strconv.AppendInt(append(append(make([]byte, 0, len(o.File)+24), o.File...), ':'), o.Line, 10)
	if o.Last > o.Line {
		b = strconv.AppendInt(append(b, '-'), o.Last, 10)
	}
	return string(b)
}

// Where is the location a reject of p names: its origin (Pair.From) when
// known, else its id (a row read back from a version, whose origin is in
// its id: GTN's FILE:LINE, a text line's FILE:LINE, a cut's id).
func (p *Pair) Where() string {
	if w := p.From.String(); w != "" {
		return w
	}
	return p.ID
}

// Reject is a later stage's reject of p: its id, source and location
// (Where), the reason prefixed with the location as parse rejects' are
// when p's origin is known, and the raw text given.
func (p *Pair) Reject(stage, rule, reason, raw string) Reject {
	where := p.Where()
	if p.From.File != "" {
		reason = where + ": " + reason
	}
	return Reject{ID: p.ID, Source: p.Source, Location: where, Stage: stage, Rule: RuleName(stage, rule), Reason: reason, Raw: raw}
}

// Span marks one non-trivial (non-PLAIN, non-PUNCT) token: where its written
// form sits in Written and its spoken form in Spoken. Start/End are
// half-open code-point offsets.
type Span struct {
	Class        string `parquet:"class" json:"class"`
	Written      string `parquet:"written" json:"written"`
	Spoken       string `parquet:"spoken" json:"spoken"`
	WrittenStart int32  `parquet:"written_start" json:"written_start"`
	WrittenEnd   int32  `parquet:"written_end" json:"written_end"`
	SpokenStart  int32  `parquet:"spoken_start" json:"spoken_start"`
	SpokenEnd    int32  `parquet:"spoken_end" json:"spoken_end"`
}

// Reject is an input record that did not become a row, with why. Every
// read record ends as rows or as exactly one Reject: read = written + rejected.
type Reject struct {
	ID       string `parquet:"id" json:"id"`
	Source   string `parquet:"source" json:"source"`
	Location string `parquet:"location" json:"location"` // file:line (or file:line-line for multi-line records)
	Stage    string `parquet:"stage" json:"stage"`       // read, parse, clean, align, verbalize, ...
	Rule     string `parquet:"rule" json:"rule"`         // the rule or check that rejected it
	Reason   string `parquet:"reason" json:"reason"`     // human-readable detail
	Raw      string `parquet:"raw" json:"raw"`           // the input, truncated to MaxRawBytes
}

// InputsFolder is the folder all of paths lie in: their longest shared
// leading part that ends in "/" ("/data/gtn/", "gs://b/corpus/"), "" when
// they share none (a path without a folder among them, or none at all).
// A prep's reject rows name their input files under it (Reject.RelativeTo).
func InputsFolder(paths []string) string {
	if len(paths) == 0 {
		return ""
	}
	root := paths[0][:strings.LastIndexByte(paths[0], '/')+1]
	for _, p := range paths[1:] {
		for !strings.HasPrefix(p, root) {
			root = root[:strings.LastIndexByte(root[:len(root)-1], '/')+1]
		}
	}
	return root
}

// RelativeTo is r with root (InputsFolder of the inputs) cut from the
// front of its location and wherever its reason names its file, as a
// prep's reject rows are stored: the rejects, like the rows' ids, then do
// not depend on where the corpus lies or how it was named (data/x.txt,
// /home/u/data/x.txt), and neither does the version id that hashes their
// shards. They named the path as given, so the same files read from
// another folder, or named from another working folder, gave another
// version id whenever a record was rejected. Only the file's whole path
// is replaced in the reason, never root alone, which may be as short as
// "a/" and occur in the quoted input.
func (r Reject) RelativeTo(root string) Reject {
	rel, ok := strings.CutPrefix(r.Location, root)
	if root == "" || !ok {
		return r
	}
	file := locationFile(r.Location)
	r.Location = rel
	r.Reason = strings.ReplaceAll(r.Reason, file, strings.TrimPrefix(file, root))
	return r
}

// locationFile is the file of a location "FILE:LINE" or "FILE:A-B".
func locationFile(location string) string {
	if i := strings.LastIndexByte(location, ':'); i > 0 {
		return location[:i]
	}
	return location
}

// UnderRoot undoes RelativeTo for a message (a run's summary names its
// first reject by the path as given): root is put back before the
// location and before every mention of the location's file in the reason
// that RelativeTo can have made, wherever it stands (a hint's "gzip -t
// FILE", "jq -c . FILE" after the reason's own "FILE:LINE:"; it put root
// back at the reason's start only, so such a hint named the file under
// no folder). A mention is the file's relative name as a word of its own
// outside double quotes (mentionStarts, mentionEnds): "x.txt:3",
// "(gzip -t x.txt.gz)", "'x.txt'"; text the reason quotes from the input
// ("...") is left as it is.
func (r Reject) UnderRoot(root string) Reject {
	if root == "" || r.Location == "" {
		return r
	}
	r.Reason = rootMentions(r.Reason, locationFile(r.Location), root)
	r.Location = root + r.Location
	return r
}

// rootMentions is reason with root put before each mention of file (see
// UnderRoot).
func rootMentions(reason, file, root string) string {
	if file == "" || !strings.Contains(reason, file) {
		return reason
	}
	var b strings.Builder
	quoted := false
	for i := 0; i < len(reason); i++ {
		c := reason[i]
		switch {
		case quoted && c == '\\' && i+1 < len(reason):
			b.WriteByte(c)
			i++
			c = reason[i]
		case c == '"':
			quoted = !quoted
		case !quoted && strings.HasPrefix(reason[i:], file) && mentionStarts(reason, i) && mentionEnds(reason, i+len(file)):
			b.WriteString(root)
		}
		b.WriteByte(c)
	}
	return b.String()
}

// mentionStarts: a file's name may begin at reason[i] (the start, or
// after a character no path holds before its name: a space, a bracket,
// a single quote or backquote, '=' or ',').
func mentionStarts(reason string, i int) bool {
	return i == 0 || strings.IndexByte(" \t([{<'`=,", reason[i-1]) >= 0
}

// mentionEnds: a file's name may end before reason[j] (the end, or a
// character other than a letter, a digit, '_', '-' or '/'; a '.' may
// follow, as in the compressed name "x.txt.gz" a reason gives for the
// location's "x.txt").
func mentionEnds(reason string, j int) bool {
	if j == len(reason) {
		return true
	}
	c := reason[j]
	return !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-' || c == '/')
}

// MaxRawBytes bounds Reject.Raw so one huge bad record cannot bloat rejects.
const MaxRawBytes = 4096

// TruncateRawBytes is TruncateRaw of b, copying at most MaxRawBytes of it:
// a reader that keeps a record's line (Pair.Raw) copies no more of a long
// one than a reject would keep.
func TruncateRawBytes(b []byte) string {
	if len(b) <= MaxRawBytes {
		return string(b)
	}
	return TruncateRaw(string(b[:min(len(b), MaxRawBytes+utf8.UTFMax)]))
}

// TruncateRaw cuts s to at most MaxRawBytes without splitting a UTF-8
// sequence, marking the cut.
func TruncateRaw(s string) string {
	if len(s) <= MaxRawBytes {
		return s
	}
	cut := MaxRawBytes
	for cut > 0 && cut < len(s) && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return s[:cut] + "…[truncated]"
}

// Int32 and Float64 return pointers for the optional columns.
func Int32(v int32) *int32 { return &v }

// Float64 returns a pointer to v, for the optional float columns.
func Float64(v float64) *float64 { return &v }

// RecordKey reports whether p is the first row of its input record. Variant
// rows (#v1, #v2...) share one record; read = written + rejected counts records.
func (p *Pair) RecordKey() bool { return p.Variant == nil || *p.Variant == 0 }

// RuleName is the one spelling of a rule wherever it appears (reject rows,
// the manifest's rules and rejected_by_rule, the dataset card, Beam
// counters): "<stage>/<rule>", such as "parse/bad_columns",
// "book/remove_page_numbers", "align/min_ratio", "basic/empty_text".
func RuleName(stage, rule string) string { return stage + "/" + rule }

// AddRules returns the sorted, duplicate-free union of have (already
// sorted and duplicate-free, as Pair.Rules always is) and names. It never
// changes have's backing array, because a row's slices may be shared with
// the element a stage received; with no names it returns have as it is, so
// a row no rule edited costs nothing.
func AddRules(have []string, names ...string) []string {
	if len(names) == 0 {
		return have
	}
	out := make([]string, 0, len(have)+len(names))
	out = append(out, have...)
	for _, n := range names {
		i, found := slices.BinarySearch(out, n)
		if !found {
			out = slices.Insert(out, i, n)
		}
	}
	return out
}

// HasRule reports whether the row carries the named rule.
func (p *Pair) HasRule(name string) bool {
	_, found := slices.BinarySearch(p.Rules, name)
	return found
}
