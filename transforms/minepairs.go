package transforms

import (
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/jsonline"
	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

var (
	pairsAligned     = beam.NewCounter("patterns", "pairs_aligned")
	mismatchesMined  = beam.NewCounter("patterns", "mismatch_sequences")
	skippedLongMisms = beam.NewCounter("patterns", "skipped_long_sequences")
	pairsQuarantined = beam.NewCounter("patterns", "pairs_quarantined")
)

// pairLineFields are the keys of a JSONL pair: the id may be a string or
// a number (kept as written), as align accepts it.
var pairLineFields = []jsonline.Field{{Name: "id", Kind: jsonline.Text}, {Name: "written", Kind: jsonline.String}, {Name: "spoken", Kind: jsonline.String}}

// alignPairsFn reads one file of (written, spoken) pairs, aligns each pair
// with align/ (difflib-identical opcodes on the alignment tokenization) and
// emits every mismatch as a mining sequence written + ["|"] + spoken:
// keyed by partition (a stable hash of pair id and mismatch index) on the
// first output, keyed by "id\x00index" (for a deterministic mismatches
// file) on the second. Files ending in .parquet are dataset shards (the
// Pair schema); anything else is JSONL with "written" and "spoken" fields
// and an optional "id", a string or a number (default path:line). A JSONL
// line that is not a usable pair (invalid JSON, a missing or wrongly typed
// field, a lone surrogate, mojibake or U+FFFD: align.DamagedPair) is
// quarantined on the third output (keyed by its location, the value a
// quarantine.Reject as JSON) and the file goes on. Mismatches longer than
// MaxSeqLen are skipped and counted. The fourth output is the file's
// accounting, an InputStat as JSON keyed by the path: pairs read (usable +
// quarantined) and quarantined, so the launcher can tell an input it could
// not use from one without mismatches.
type alignPairsFn struct {
	Partitions int
	MaxSeqLen  int
	Autojunk   bool
	// Shards are the dataset shards among the inputs with their manifest
	// entries: each is checked against its size and sha256 as it is read
	// (storage.OpenCheckedRowStream), so a shard changed since it was
	// published fails the job with a *storage.ShardError before any of
	// its rows is aligned.
	Shards []ParentShard

	al      *align.Aligner
	checked map[string]ParentShard
}

func (f *alignPairsFn) ProcessElement(ctx context.Context, path string, emitSeq func(int, string), emitLine func(string, string), emitReject func(string, string), emitStat func(string, string)) error {
	if f.al == nil {
		f.al = align.NewAligner(f.Autojunk)
	}
	stat := InputStat{File: path}
	var frags []align.Fragment
	var seq []string
	do := func(id, written, spoken string) {
		stat.Read++
		pairsAligned.Inc(ctx, 1)
		f.al.Align(written, spoken)
		frags = f.al.Mismatches(frags[:0])
		for k, fr := range frags {
			seq = fr.AppendMiningSeq(seq[:0])
			if f.MaxSeqLen > 0 && len(seq) > f.MaxSeqLen {
				skippedLongMisms.Inc(ctx, 1)
				continue
			}
			mismatchesMined.Inc(ctx, 1)
			key := fmt.Sprintf("%s\x00%06d", id, k)
			enc := EncodeSeq(seq)
			h := fnv.New64a()
			h.Write([]byte(key))
			emitSeq(int(h.Sum64()%uint64(max(1, f.Partitions))), enc)
			emitLine(key, enc)
		}
	}
	if strings.HasSuffix(path, ".parquet") {
		if f.checked == nil {
			f.checked = make(map[string]ParentShard, len(f.Shards))
			for _, sh := range f.Shards {
				f.checked[dataset.Join(sh.Dir, sh.Info.Path)] = sh
			}
		}
		var st *storage.PairStream
		var err error
		if sh, ok := f.checked[path]; ok {
			st, err = storage.OpenCheckedRowStream[dataset.Pair](ctx, sh.Dir, sh.Info)
		} else {
			st, err = storage.OpenPairStream(ctx, path)
		}
		if err != nil {
			return err
		}
		defer st.Close()
		if err := st.Each(func(p *dataset.Pair) error { do(p.ID, p.Written, p.Spoken); return ctx.Err() }); err != nil {
			return fmt.Errorf("%s: %w", path, err)
		}
		return stat.emit(emitStat)
	}
	r, closeIn, err := storage.OpenDecompressed(ctx, path)
	if err != nil {
		return err
	}
	defer closeIn()
	// The streaming commands' line limit (64 MiB), as align's: a longer
	// pair is quarantined, not aligned (a 73 MB pair took 7 GB and 19 s
	// under the 256 MiB this had).
	lines := quarantine.NewLines(path, ctxReader{ctx, r}, 0)
	dec := jsonline.NewDecoder(jsonline.GoStruct, pairLineFields...)
	first := true
	for {
		b, line, tooLong, err := lines.Next()
		if err == io.EOF {
			return stat.emit(emitStat)
		}
		if err != nil {
			return err
		}
		if quarantine.Blank(b) {
			continue
		}
		if first {
			// A JSON array or a pretty-printed object: one line for
			// the file, not a quarantined record per line.
			first = false
			if err := sources.NotPairLines(path, int(line), b); err != nil {
				return err
			}
		}
		reason := ""
		switch problem, err := align.LineProblem(b), dec.Decode(b); {
		case tooLong:
			reason = fmt.Sprintf("line longer than %d bytes", lines.Max())
		case problem != "":
			// Not UTF-8 (encoding/json, which the decoder follows, reads
			// a bad byte as U+FFFD: it was mined as that character) or a
			// NUL byte, as align and the prep line reader name them.
			// (Asked once: it scanned every line twice.)
			reason = problem
		case err != nil:
			// CR line endings (classic Mac): the file is one line.
			reason = err.Error() + sources.CRHint(path, b)
		case dec.IsNull(1) || dec.IsNull(2):
			// Named as align names it (it was "a pair needs string fields").
			reason = `field "written" ` + dec.NullWhy(1) + `: expected a string`
			if !dec.IsNull(1) {
				reason = `field "spoken" ` + dec.NullWhy(2) + `: expected a string`
			}
		case !dec.Has(1) || !dec.Has(2):
			reason = `a pair needs string fields "written" and "spoken"` + pairFieldsHint(b)
		}
		if reason == "" {
			// Mojibake or U+FFFD, as align and every prep reader reject it.
			reason = align.DamagedPair(dec.Str(1), dec.Str(2))
		}
		if reason != "" {
			stat.Read++
			stat.Quarantined++
			pairsQuarantined.Inc(ctx, 1)
			rj, _ := json.Marshal(quarantine.Reject{File: path, Line: line, Reason: reason, Text: string(b[:min(len(b), quarantine.KeepBytes)])})
			emitReject(fmt.Sprintf("%s\x00%012d", path, line), string(rj))
			continue
		}
		id := fmt.Sprintf("%s:%09d", path, line) // zero-padded: ids sort in file order
		if dec.Has(0) {
			id = dec.Str(0)
		}
		do(id, dec.Str(1), dec.Str(2))
	}
}

// InputStat is the accounting of one input file of a reader that
// quarantines what it cannot use (AlignPairs, ReadSeqs): records read
// (usable + quarantined; blank lines are no records), how many of them
// were quarantined and how many usable ones were skipped by a length cap.
// Readers emit it as JSON keyed by the file (WriteSortedLines writes
// them), because accounting is data: runner metrics are not reported by
// every runner.
type InputStat struct {
	File        string `json:"file"`
	Read        int64  `json:"read"`
	Quarantined int64  `json:"quarantined"`
	Skipped     int64  `json:"skipped,omitempty"`
}

func (st InputStat) emit(emit func(string, string)) error {
	b, err := json.Marshal(st)
	if err != nil {
		return err
	}
	emit(st.File, string(b))
	return nil
}

// AlignPairs reads files of (written, spoken) pairs (dataset shards or
// JSONL), aligns each pair and returns its mismatches twice: as mining
// sequences keyed by partition (for ReadSeqs' consumers) and as JSON lines
// keyed by "id\x00index" (for WriteSortedLines); the quarantined lines,
// keyed by location, and each file's InputStat as JSON, keyed by path
// (both for WriteSortedLines too). The paths that are shards of a version
// are given in shards too, with their manifest entries, and checked
// against them as they are read.
func AlignPairs(s beam.Scope, paths []string, shards []ParentShard, partitions, maxSeqLen int, autojunk bool) (seqs, lines, rejects, stats beam.PCollection) {
	s = s.Scope("AlignPairs")
	in := make([]any, len(paths))
	for i, p := range paths {
		in[i] = p
	}
	return beam.ParDo4(s, &alignPairsFn{Partitions: partitions, MaxSeqLen: maxSeqLen, Autojunk: autojunk, Shards: shards}, beam.Create(s, in...))
}

// pairFieldsHint names the fields of a JSON line that is no pair, and the
// way on for a corpus of another shape: NeMo's GoogleTN.json
// ({"text", "gt_normalized"}) given to mine-pairs was refused line by line
// with "a pair needs string fields" alone.
func pairFieldsHint(line []byte) string {
	var m map[string]json.RawMessage
	if json.Unmarshal(line, &m) != nil {
		return ""
	}
	remedy := ""
	if _, ok := m["gt_normalized"]; ok {
		remedy = "NeMo's GTN JSONL: make a version of it with itnprep prep gtn and give mine-pairs that version"
	}
	return sources.FieldsHint(line, remedy)
}
