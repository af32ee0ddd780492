package transforms

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/storage"
)

var (
	pairsAligned     = beam.NewCounter("patterns", "pairs_aligned")
	mismatchesMined  = beam.NewCounter("patterns", "mismatch_sequences")
	skippedLongMisms = beam.NewCounter("patterns", "skipped_long_sequences")
)

// alignPairsFn reads one file of (written, spoken) pairs, aligns each pair
// with align/ (difflib-identical opcodes on the alignment tokenization) and
// emits every mismatch as a mining sequence written + ["|"] + spoken:
// keyed by partition (a stable hash of pair id and mismatch index) on the
// first output, keyed by "id\x00index" (for a deterministic mismatches
// file) on the second. Files ending in .parquet are dataset shards (the
// Pair schema); anything else is JSONL with "written" and "spoken" fields
// and an optional "id" (default path:line). Mismatches longer than
// MaxSeqLen are skipped and counted.
type alignPairsFn struct {
	Partitions int
	MaxSeqLen  int
	Autojunk   bool

	al *align.Aligner
}

func (f *alignPairsFn) ProcessElement(ctx context.Context, path string, emitSeq func(int, string), emitLine func(string, string)) error {
	if f.al == nil {
		f.al = align.NewAligner(f.Autojunk)
	}
	var frags []align.Fragment
	var seq []string
	do := func(id, written, spoken string) {
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
		st, err := storage.OpenPairStream(ctx, path)
		if err != nil {
			return err
		}
		defer st.Close()
		for {
			p, ok, err := st.Next()
			if err != nil {
				return fmt.Errorf("%s: %w", path, err)
			}
			if !ok {
				return nil
			}
			do(p.ID, p.Written, p.Spoken)
		}
	}
	r, err := storage.Open(ctx, path)
	if err != nil {
		return err
	}
	defer r.Close()
	br := bufio.NewScanner(r)
	br.Buffer(make([]byte, 1<<20), 256<<20)
	for line := 1; br.Scan(); line++ {
		b := br.Bytes()
		if len(strings.TrimSpace(string(b))) == 0 {
			continue
		}
		var p struct {
			ID      *string `json:"id"`
			Written *string `json:"written"`
			Spoken  *string `json:"spoken"`
		}
		if err := json.Unmarshal(b, &p); err != nil {
			return fmt.Errorf("%s:%d: invalid JSON: %v", path, line, err)
		}
		if p.Written == nil || p.Spoken == nil {
			return fmt.Errorf(`%s:%d: a pair needs string fields "written" and "spoken"`, path, line)
		}
		id := fmt.Sprintf("%s:%09d", path, line) // zero-padded: ids sort in file order
		if p.ID != nil {
			id = *p.ID
		}
		do(id, *p.Written, *p.Spoken)
	}
	if err := br.Err(); err != nil {
		return fmt.Errorf("%s: %w", path, err)
	}
	return nil
}

// writeSortedLinesFn writes the values of (key, line) pairs to Path, one
// per line, in key order: runs on an impulse with the pairs as a side
// input, sorting them in one worker's memory (the mismatches are a few
// tokens each; the rule derivation that reads them back needs them in
// memory too).
type writeSortedLinesFn struct {
	Path string
}

func (f *writeSortedLinesFn) ProcessElement(ctx context.Context, _ []byte, lines func(*string, *string) bool) error {
	type kv struct{ k, v string }
	var all []kv
	var k, v string
	for lines(&k, &v) {
		all = append(all, kv{k, v})
	}
	sort.Slice(all, func(i, j int) bool { return all[i].k < all[j].k })
	return storage.WriteAtomicFunc(ctx, f.Path, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<16)
		for _, x := range all {
			bw.WriteString(x.v)
			bw.WriteByte('\n')
		}
		return bw.Flush()
	})
}

// AlignPairs reads files of (written, spoken) pairs (dataset shards or
// JSONL), aligns each pair and returns its mismatches twice: as mining
// sequences keyed by partition (for ReadSeqs' consumers) and as JSON lines
// keyed by "id\x00index" (for WriteSortedLines).
func AlignPairs(s beam.Scope, paths []string, partitions, maxSeqLen int, autojunk bool) (seqs, lines beam.PCollection) {
	s = s.Scope("AlignPairs")
	in := make([]any, len(paths))
	for i, p := range paths {
		in[i] = p
	}
	return beam.ParDo2(s, &alignPairsFn{Partitions: partitions, MaxSeqLen: maxSeqLen, Autojunk: autojunk}, beam.Create(s, in...))
}

// WriteSortedLines writes the values of (key, line) pairs to path, one per
// line, in key order; an empty input writes an empty file.
func WriteSortedLines(s beam.Scope, lines beam.PCollection, path string) {
	s = s.Scope("WriteSortedLines")
	beam.ParDo0(s, &writeSortedLinesFn{Path: path}, beam.Impulse(s), beam.SideInput{Input: lines})
}
