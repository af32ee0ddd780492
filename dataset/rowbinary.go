package dataset

import (
	"encoding/binary"
	"errors"
	"math"
	"slices"
)

// The sink spills rows to temporary sorted runs and merges them into shards
// (transforms/sink.go), so rows cross a file twice on their way to Parquet.
// This compact binary form is what those runs hold: length-prefixed strings,
// varint integers, a presence byte before optional columns. It is private
// to one run of the pipeline (written and read by the same binary), so it has
// no version byte and no compatibility promise.

var errShortRow = errors.New("dataset: truncated binary row")

// AppendPair appends p's binary form to b, growing b at most once (never
// when b has PairSizeBound(p) bytes to spare), its origin's file by its
// path.
func AppendPair(b []byte, p *Pair) []byte { return AppendPairAt(b, p, -1) }

// AppendPairAt is AppendPair with p's origin's file named by its place in
// the job's OriginFiles (OriginFiles.Index), or by its path when file is
// -1 (a file the table does not hold). DecodePairIn with the same table
// gives the path back.
func AppendPairAt(b []byte, p *Pair, file int) []byte {
	b = slices.Grow(b, PairSizeBound(p))
	b = appendStr(b, p.ID)
	b = appendStr(b, p.Source)
	b = appendStr(b, p.Split)
	b = appendStr(b, p.Written)
	b = appendStr(b, p.Spoken)
	b = binary.AppendUvarint(b, uint64(len(p.Spans)))
	for i := range p.Spans {
		s := &p.Spans[i]
		b = appendStr(b, s.Class)
		b = appendStr(b, s.Written)
		b = appendStr(b, s.Spoken)
		b = binary.AppendVarint(b, int64(s.WrittenStart))
		b = binary.AppendVarint(b, int64(s.WrittenEnd))
		b = binary.AppendVarint(b, int64(s.SpokenStart))
		b = binary.AppendVarint(b, int64(s.SpokenEnd))
	}
	if p.Variant != nil {
		b = append(b, 1)
		b = binary.AppendVarint(b, int64(*p.Variant))
	} else {
		b = append(b, 0)
	}
	b = appendFloat(b, p.Prob)
	b = appendFloat(b, p.Similarity)
	b = appendStrs(b, p.Flags)
	b = appendStrs(b, p.Rules)
	// The origin last: the sink's shard writer names the lines of a
	// repeated id by it (the refusal named the files alone). It is no
	// column: rows that differ in it alone are the same Parquet row, so
	// it orders them (after every column, ComparePairs' tie-break) without
	// changing a shard's bytes. Its file is a number: 0 none, 1 the path
	// follows, 2+i the table's file i.
	switch {
	case p.From.File == "":
		b = append(b, 0)
	case file >= 0:
		b = binary.AppendUvarint(b, uint64(file)+2)
	default:
		b = appendStr(append(b, 1), p.From.File)
	}
	b = binary.AppendVarint(b, p.From.Line)
	return binary.AppendVarint(b, p.From.Last)
}

// OriginFiles is the files a job reads, sorted, each once
// (NewOriginFiles): the sink's binary rows name their origin's file by its
// place here. They carried its path, the whole of it, in every row, which
// each row paid for again in the spill buffer, the runs and the merge's
// decoding (BenchmarkPrepGTN/direct at 200k sentences allocated 8-15%
// more with it); a place is a byte or two whatever the path's length.
type OriginFiles []string

// NewOriginFiles is the table of the files paths names; nil (every row
// carries its file's path, as before the table) when their paths together
// pass MaxOriginFilesBytes.
func NewOriginFiles(paths []string) OriginFiles {
	n := 0
	for _, p := range paths {
		n += len(p)
	}
	if n > MaxOriginFilesBytes {
		return nil
	}
	return slices.Compact(slices.Sorted(slices.Values(paths)))
}

// MaxOriginFilesBytes bounds the paths an OriginFiles holds. The table
// travels in the job's graph in each DoFn that holds it (the sink's
// keying and its merge, beside the read's own list), and Dataflow caps a
// graph at 10 MB: 100,000 inputs' paths of 60 bytes are 6 MB a copy (the
// finalizer keeps a digest of them for that reason, InputSet). Past
// the bound the rows pay for their paths instead, in bytes allocated only.
const MaxOriginFilesBytes = 1 << 20

// Index is file's place in t, -1 when t does not hold it.
func (t OriginFiles) Index(file string) int {
	if i, ok := slices.BinarySearch(t, file); ok {
		return i
	}
	return -1
}

// DecodePair overwrites *p with the row AppendPair wrote into b. Strings
// share one copy of b, so p does not alias b. An origin AppendPairAt named
// by a table's file has no file here (DecodePairIn names it).
func DecodePair(b []byte, p *Pair) error { return DecodePairIn(b, p, nil) }

// DecodePairIn is DecodePair for a row AppendPairAt wrote with files: an
// origin named by its place in files gets its path back (the table's
// string, no copy); with no table it gets no file, and a place past a
// table's end is an error.
func DecodePairIn(b []byte, p *Pair, files OriginFiles) error {
	d := rowDecoder{s: string(b)}
	p.ID = d.str()
	p.Source = d.str()
	p.Split = d.str()
	p.Written = d.str()
	p.Spoken = d.str()
	p.Spans = nil
	if n := d.uvarint(); n > 0 && d.err == nil {
		if n > uint64(len(d.s)) {
			return errShortRow
		}
		p.Spans = make([]Span, n)
		for i := range p.Spans {
			s := &p.Spans[i]
			s.Class = d.str()
			s.Written = d.str()
			s.Spoken = d.str()
			s.WrittenStart = int32(d.varint())
			s.WrittenEnd = int32(d.varint())
			s.SpokenStart = int32(d.varint())
			s.SpokenEnd = int32(d.varint())
		}
	}
	p.Variant = nil
	if d.byte() == 1 {
		p.Variant = Int32(int32(d.varint()))
	}
	p.Prob = d.float()
	p.Similarity = d.float()
	p.Flags = d.strs()
	p.Rules = d.strs()
	p.From.File = ""
	switch f := d.uvarint(); {
	case f == 1:
		p.From.File = d.str()
	case f >= 2 && files != nil:
		if f-2 >= uint64(len(files)) {
			return errOriginFile
		}
		p.From.File = files[f-2]
	}
	p.From.Line = d.varint()
	p.From.Last = d.varint()
	return d.done()
}

var errOriginFile = errors.New("dataset: binary row names an origin file past its table")

// AppendReject appends r's binary form to b.
func AppendReject(b []byte, r *Reject) []byte {
	fields := [...]string{r.ID, r.Source, r.Location, r.Stage, r.Rule, r.Reason, r.Raw}
	n := 0
	for _, s := range fields {
		n += binary.MaxVarintLen64 + len(s)
	}
	b = slices.Grow(b, n)
	for _, s := range fields {
		b = appendStr(b, s)
	}
	return b
}

// pairSizeBound is at least the length of p's binary form: the row's
// bytes plus the most every length and number can take (int32 varints take
// at most 5 bytes, lengths at most 10), so AppendPair allocates once. A
// column added to AppendPair belongs here too (a short bound costs a second
// allocation, TestBinaryRowsRoundTrip says so).
func PairSizeBound(p *Pair) int {
	const strHdr, int32Max = binary.MaxVarintLen64, 5
	n := 5*strHdr + len(p.ID) + len(p.Source) + len(p.Split) + len(p.Written) + len(p.Spoken) + strHdr
	for i := range p.Spans {
		s := &p.Spans[i]
		n += 3*strHdr + len(s.Class) + len(s.Written) + len(s.Spoken) + 4*int32Max
	}
	n += 1 + int32Max + 2*9 + strHdr
	for _, f := range p.Flags {
		n += strHdr + len(f)
	}
	n += strHdr
	for _, r := range p.Rules {
		n += strHdr + len(r)
	}
	return n + 4*strHdr + len(p.From.File) // the origin: its file's number, path, line and last
}

// DecodeReject overwrites *r with the row AppendReject wrote into b.
func DecodeReject(b []byte, r *Reject) error {
	d := rowDecoder{s: string(b)}
	r.ID = d.str()
	r.Source = d.str()
	r.Location = d.str()
	r.Stage = d.str()
	r.Rule = d.str()
	r.Reason = d.str()
	r.Raw = d.str()
	return d.done()
}

func appendStr(b []byte, s string) []byte {
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

// appendStrs appends a list of strings: its length, then each string.
func appendStrs(b []byte, list []string) []byte {
	b = binary.AppendUvarint(b, uint64(len(list)))
	for _, s := range list {
		b = appendStr(b, s)
	}
	return b
}

func appendFloat(b []byte, f *float64) []byte {
	if f == nil {
		return append(b, 0)
	}
	b = append(b, 1)
	return binary.LittleEndian.AppendUint64(b, math.Float64bits(*f))
}

// rowDecoder reads from one string so decoded strings are substrings of a
// single allocation; the first error sticks.
type rowDecoder struct {
	s   string
	i   int
	err error
}

func (d *rowDecoder) fail() { d.err, d.i = errShortRow, len(d.s) }

func (d *rowDecoder) uvarint() uint64 {
	var x uint64
	var shift uint
	for j := 0; j < binary.MaxVarintLen64; j++ {
		if d.i >= len(d.s) {
			d.fail()
			return 0
		}
		c := d.s[d.i]
		d.i++
		if c < 0x80 {
			return x | uint64(c)<<shift
		}
		x |= uint64(c&0x7f) << shift
		shift += 7
	}
	d.fail()
	return 0
}

func (d *rowDecoder) varint() int64 {
	u := d.uvarint()
	x := int64(u >> 1)
	if u&1 != 0 {
		x = ^x
	}
	return x
}

func (d *rowDecoder) str() string {
	n := d.uvarint()
	if d.err != nil || n > uint64(len(d.s)-d.i) {
		d.fail()
		return ""
	}
	s := d.s[d.i : d.i+int(n)]
	d.i += int(n)
	return s
}

// strs reads what appendStrs wrote; an empty list is nil.
func (d *rowDecoder) strs() []string {
	n := d.uvarint()
	if n == 0 || d.err != nil {
		return nil
	}
	if n > uint64(len(d.s)-d.i) { // each string takes at least a byte
		d.fail()
		return nil
	}
	out := make([]string, n)
	for i := range out {
		out[i] = d.str()
	}
	return out
}

func (d *rowDecoder) byte() byte {
	if d.i >= len(d.s) {
		d.fail()
		return 0
	}
	c := d.s[d.i]
	d.i++
	return c
}

func (d *rowDecoder) float() *float64 {
	if d.byte() != 1 {
		return nil
	}
	if len(d.s)-d.i < 8 {
		d.fail()
		return nil
	}
	var u uint64
	for k := 7; k >= 0; k-- {
		u = u<<8 | uint64(d.s[d.i+k])
	}
	d.i += 8
	return Float64(math.Float64frombits(u))
}

func (d *rowDecoder) done() error {
	if d.err == nil && d.i != len(d.s) {
		return errors.New("dataset: trailing bytes after binary row")
	}
	return d.err
}
