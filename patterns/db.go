package patterns

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"sort"
	"unicode/utf8"

	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
)

// Database is an immutable set of token sequences with every distinct token
// interned to an int32 id. Ids are assigned in ascending string order, so
// comparing two id slices lexicographically orders them exactly as
// Python orders lists of strings; that is what lets the miner emit
// patterns already sorted by pattern.
type Database struct {
	items  []string // id -> token, ascending
	tokens []int32  // all sequences back to back
	ends   []int32  // ends[i] is the end offset of sequence i in tokens
	// Skipped counts sequences dropped by the length cap; they are not in
	// the database and do not count towards N.
	Skipped int
}

// Len is the number of sequences (N for a relative minimum support).
func (db *Database) Len() int { return len(db.ends) }

// NumItems is the number of distinct tokens.
func (db *Database) NumItems() int { return len(db.items) }

// Item returns the token with the given id.
func (db *Database) Item(id int32) string { return db.items[id] }

// Seq returns sequence i as ids; the slice aliases the database.
func (db *Database) Seq(i int) []int32 {
	start := int32(0)
	if i > 0 {
		start = db.ends[i-1]
	}
	return db.tokens[start:db.ends[i]]
}

// Strings converts a pattern of ids to its tokens.
func (db *Database) Strings(pattern []int32) []string {
	out := make([]string, len(pattern))
	for i, id := range pattern {
		out[i] = db.items[id]
	}
	return out
}

// ID returns the id of a token and whether the database holds it.
func (db *Database) ID(tok string) (int32, bool) {
	i := sort.SearchStrings(db.items, tok)
	if i < len(db.items) && db.items[i] == tok {
		return int32(i), true
	}
	return 0, false
}

// Builder accumulates sequences for a Database.
type Builder struct {
	// MaxSeqLen, when > 0, drops every sequence longer than it (counted in
	// Database.Skipped). Dropping rather than truncating is deliberate: a
	// truncated mismatch would lose its spoken side (the items after "|")
	// and so invent deletions that never happened; an overlong mismatch is
	// an alignment failure, not a pattern source.
	MaxSeqLen int

	ids     map[string]int32
	items   []string
	tokens  []int32
	ends    []int32
	skipped int
}

// NewBuilder returns an empty Builder; maxSeqLen <= 0 means no cap.
func NewBuilder(maxSeqLen int) *Builder {
	return &Builder{MaxSeqLen: maxSeqLen, ids: map[string]int32{}}
}

// Add appends one sequence (or counts it as skipped when over the cap).
func (b *Builder) Add(seq []string) {
	if b.MaxSeqLen > 0 && len(seq) > b.MaxSeqLen {
		b.skipped++
		return
	}
	for _, s := range seq {
		b.tokens = append(b.tokens, b.intern(s))
	}
	b.ends = append(b.ends, int32(len(b.tokens)))
}

func (b *Builder) intern(s string) int32 {
	if id, ok := b.ids[s]; ok {
		return id
	}
	id := int32(len(b.items))
	b.ids[s] = id
	b.items = append(b.items, s)
	return id
}

// internBytes avoids allocating a string for tokens already seen.
func (b *Builder) internBytes(s []byte) int32 {
	if id, ok := b.ids[string(s)]; ok {
		return id
	}
	return b.intern(string(s))
}

// Build renumbers the ids into string order and returns the Database. The
// Builder must not be used afterwards.
func (b *Builder) Build() *Database {
	order := make([]int32, len(b.items))
	for i := range order {
		order[i] = int32(i)
	}
	sort.Slice(order, func(i, j int) bool { return b.items[order[i]] < b.items[order[j]] })
	rank := make([]int32, len(order))
	items := make([]string, len(order))
	for r, old := range order {
		rank[old] = int32(r)
		items[r] = b.items[old]
	}
	for i, t := range b.tokens {
		b.tokens[i] = rank[t]
	}
	db := &Database{items: items, tokens: b.tokens, ends: b.ends, Skipped: b.skipped}
	*b = Builder{}
	return db
}

// NewDatabase builds a Database from in-memory sequences.
func NewDatabase(seqs [][]string, maxSeqLen int) *Database {
	b := NewBuilder(maxSeqLen)
	for _, s := range seqs {
		b.Add(s)
	}
	return b.Build()
}

// ReadJSONL reads one sequence per line: a JSON array of strings, or an
// object {"seq": [...]}. Blank lines are
// skipped. name is used in error messages ("name:line: problem").
func ReadJSONL(r io.Reader, name string, maxSeqLen int) (*Database, error) {
	b := NewBuilder(maxSeqLen)
	if err := ScanJSONL(r, name, b.addBytes); err != nil {
		return nil, err
	}
	return b.Build(), nil
}

// addBytes is AddBytes as ScanJSONL's callback.
func (b *Builder) addBytes(_ int, seq [][]byte) error {
	b.AddBytes(seq)
	return nil
}

// AddBytes is Add for a sequence given as its tokens' bytes (ScanJSONL's
// form); the bytes are not kept.
func (b *Builder) AddBytes(seq [][]byte) {
	if b.MaxSeqLen > 0 && len(seq) > b.MaxSeqLen {
		b.skipped++
		return
	}
	for _, s := range seq {
		b.tokens = append(b.tokens, b.internBytes(s))
	}
	b.ends = append(b.ends, int32(len(b.tokens)))
}

// Len is the number of sequences added so far (skipped ones not counted).
func (b *Builder) Len() int { return len(b.ends) }

// MaxLineBytes bounds one line of a sequence file: a longer line is not a
// mining sequence (a whole file without newlines, say) and is refused or
// quarantined without being held in memory whole.
const MaxLineBytes = 64 << 20

// ScanJSONL parses sequences line by line and calls fn with the 1-based
// line number and the decoded tokens. The token byte slices are only valid
// during the call. Errors name the input and line; the first line that is
// not a sequence is one (ScanJSONLQuarantine goes on past it).
func ScanJSONL(r io.Reader, name string, fn func(line int, seq [][]byte) error) error {
	return ScanJSONLQuarantine(r, name, fn, nil)
}

// ScanJSONLQuarantine is ScanJSONL that hands every line which is not a
// sequence (invalid JSON, a non-string element, invalid UTF-8, a lone
// surrogate escape, a line over MaxLineBytes) to reject with its 1-based
// number, the reason and the line's text (at most quarantine.KeepBytes of
// it), and goes on; a nil reject makes such a line the error. Blank lines
// are no records; a UTF-8 byte order mark before the first line and a '\r'
// before each '\n' are dropped, as every JSONL reader here does.
func ScanJSONLQuarantine(r io.Reader, name string, fn func(line int, seq [][]byte) error, reject func(line int, reason string, text []byte) error) error {
	lines := quarantine.NewLines(name, r, MaxLineBytes)
	var p seqParser
	for {
		raw, no, tooLong, err := lines.Next()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		if quarantine.Blank(raw) {
			continue
		}
		var seq [][]byte
		var perr error
		if tooLong {
			perr = fmt.Errorf("line longer than %d bytes", lines.Max())
		} else {
			seq, perr = p.parse(raw)
		}
		if perr != nil {
			if reject == nil {
				return fmt.Errorf("%s:%d: %v", name, no, perr)
			}
			if rerr := reject(int(no), perr.Error(), raw[:min(len(raw), quarantine.KeepBytes)]); rerr != nil {
				return rerr
			}
			continue
		}
		if ferr := fn(int(no), seq); ferr != nil {
			return fmt.Errorf("%s:%d: %w", name, no, ferr)
		}
	}
}

// ParseSeq decodes one line (a JSON array of strings, or {"seq": [...]}).
func ParseSeq(line []byte) ([]string, error) {
	var p seqParser
	toks, err := p.parse(line)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(toks))
	for i, t := range toks {
		out[i] = string(t)
	}
	return out, nil
}

// seqParser decodes a JSON array of strings without reflection; anything
// unusual (escapes, invalid UTF-8, the object form) goes through
// encoding/json so the result is what encoding/json would give.
type seqParser struct {
	toks [][]byte
	buf  []byte
}

func isJSONSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' }

func (p *seqParser) parse(line []byte) ([][]byte, error) {
	s := bytes.TrimFunc(line, func(r rune) bool { return r < utf8.RuneSelf && isJSONSpace(byte(r)) })
	if len(s) > 0 && s[0] == '{' {
		return p.slow(s)
	}
	p.toks = p.toks[:0]
	if len(s) < 2 || s[0] != '[' || s[len(s)-1] != ']' {
		return p.slow(s)
	}
	i := 1
	skip := func() {
		for i < len(s) && isJSONSpace(s[i]) {
			i++
		}
	}
	skip()
	if s[i] == ']' {
		if i == len(s)-1 {
			return p.toks, nil
		}
		return p.slow(s)
	}
	for {
		skip()
		if i >= len(s) || s[i] != '"' {
			return p.slow(s)
		}
		j := i + 1
		for j < len(s) && s[j] != '"' && s[j] != '\\' && s[j] >= 0x20 {
			j++
		}
		if j >= len(s) || s[j] != '"' || !utf8.Valid(s[i+1:j]) {
			return p.slow(s)
		}
		p.toks = append(p.toks, s[i+1:j])
		i = j + 1
		skip()
		if i >= len(s) {
			return p.slow(s)
		}
		if s[i] == ']' {
			if i == len(s)-1 {
				return p.toks, nil
			}
			return p.slow(s)
		}
		if s[i] != ',' {
			return p.slow(s)
		}
		i++
	}
}

// notASequence names what an object without "seq" is when it is the
// output of another step of the chain, and the step that reads it: align's
// line (its "opcodes") and a pair ("written", "spoken") were quarantined
// as an object without a "seq" array, every line of them, which did not
// say that mine reads mismatch sequences, as mine-pairs writes them (qa92).
func notASequence(obj map[string]any) string {
	const seqs = `: mine reads mismatch sequences (a JSON array of strings or {"seq": [...]}, as mine-pairs writes them to mismatches.jsonl)`
	if _, ok := obj["opcodes"]; ok {
		return " (a line of align's output, its opcodes)" + seqs + "; mine-pairs --input PAIRS.jsonl aligns pairs and mines them"
	}
	_, w := obj["written"]
	_, sp := obj["spoken"]
	if w && sp {
		return " (a written and spoken pair)" + seqs + "; mine-pairs --input PAIRS.jsonl aligns pairs and mines them"
	}
	return ""
}

func (p *seqParser) slow(s []byte) ([][]byte, error) {
	// encoding/json would turn both into U+FFFD without a word: a token
	// must reach the patterns as it was written, or not at all.
	if why := quarantine.InvalidUTF8(s); why != "" {
		return nil, errors.New(why) // as every reader names it
	}
	if r := jsonline.LoneSurrogate(s); r >= 0 {
		return nil, fmt.Errorf("lone surrogate \\u%04x in a string (not a Unicode character; rejected rather than turned into U+FFFD)", r)
	}
	var v any
	if err := json.Unmarshal(s, &v); err != nil {
		return nil, fmt.Errorf("invalid JSON: %v", err)
	}
	if obj, ok := v.(map[string]any); ok {
		seq, ok := obj["seq"]
		if !ok {
			return nil, errors.New(`object without a "seq" array` + notASequence(obj))
		}
		v = seq
	}
	arr, ok := v.([]any)
	if !ok {
		return nil, fmt.Errorf("want a JSON array of strings, got %s", jsonKind(v))
	}
	p.toks = p.toks[:0]
	p.buf = p.buf[:0]
	spans := make([][2]int, 0, len(arr))
	for k, e := range arr {
		str, ok := e.(string)
		if !ok {
			return nil, fmt.Errorf("element %d is %s, not a string", k, jsonKind(e))
		}
		spans = append(spans, [2]int{len(p.buf), len(p.buf) + len(str)})
		p.buf = append(p.buf, str...)
	}
	for _, sp := range spans {
		p.toks = append(p.toks, p.buf[sp[0]:sp[1]])
	}
	return p.toks, nil
}

func jsonKind(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64:
		return "a number"
	case string:
		return "a string"
	case []any:
		return "an array"
	default:
		return "an object"
	}
}
