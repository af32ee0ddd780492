package transforms

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"io"
	"sort"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/internal/quarantine"
	"github.com/itnprep/itnprep/patterns"
	"github.com/itnprep/itnprep/storage"
)

// Sequences and patterns travel between stages as their canonical JSON
// array text (patterns.AppendLine's string form): a plain string has a
// deterministic coder, so it is a valid GroupByKey / CombinePerKey key.

var (
	skippedLong = beam.NewCounter("patterns", "skipped_long_sequences")
	// partitionsMined counts SON's first-pass partitions, after
	// MergePartitions: what a job mined in, not what --partitions asked.
	partitionsMined = beam.NewCounter("patterns", "son_partitions_mined")
)

// EncodeSeq is the canonical string form of a token sequence.
func EncodeSeq(seq []string) string {
	b := patterns.AppendLine(nil, 0, seq)
	// AppendLine writes "[0, [...]]\n"; keep the inner array.
	return string(b[4 : len(b)-2])
}

// DecodeSeq reverses EncodeSeq.
func DecodeSeq(s string) ([]string, error) {
	return patterns.ParseSeq([]byte(s))
}

// readSeqsFn reads a JSONL file of sequences (one JSON array of strings per
// line; gzip told by its magic bytes is decompressed) and emits each kept
// sequence keyed by its partition, a stable hash of (path, line) modulo
// Partitions. A line that is not a sequence (patterns.ScanJSONLQuarantine's
// reasons) is quarantined on the second output, keyed by its location, the
// value a quarantine.Reject as JSON (what `itnprep mine` in process writes
// for it, byte for byte); the third output is the file's InputStat
// (sequences read, quarantined, skipped for being longer than MaxSeqLen).
type readSeqsFn struct {
	Partitions int
	MaxSeqLen  int
}

func (f *readSeqsFn) ProcessElement(ctx context.Context, path string, emit func(int, string), emitReject func(string, string), emitStat func(string, string)) error {
	r, closeIn, err := storage.OpenDecompressed(ctx, path)
	if err != nil {
		return err
	}
	defer closeIn()
	stat := InputStat{File: path}
	var strs []string
	err = patterns.ScanJSONLQuarantine(ctxReader{ctx, r}, path, func(line int, seq [][]byte) error {
		stat.Read++
		if f.MaxSeqLen > 0 && len(seq) > f.MaxSeqLen {
			stat.Skipped++
			return nil
		}
		strs = strs[:0]
		for _, t := range seq {
			strs = append(strs, string(t))
		}
		h := fnv.New64a()
		fmt.Fprintf(h, "%s\x00%d", path, line)
		emit(int(h.Sum64()%uint64(f.Partitions)), EncodeSeq(strs))
		return nil
	}, func(line int, reason string, text []byte) error {
		stat.Read++
		stat.Quarantined++
		rj, err := json.Marshal(quarantine.Reject{File: path, Line: int64(line), Reason: reason, Text: string(text)})
		if err != nil {
			return err
		}
		emitReject(fmt.Sprintf("%s\x00%012d", path, line), string(rj))
		return nil
	})
	if err != nil {
		return err
	}
	skippedLong.Inc(ctx, stat.Skipped)
	return stat.emit(emitStat)
}

// mineLocalFn is SON's first pass: it mines one partition at the local
// minimum support ceil(minsup * n_p / N) and emits every locally frequent
// pattern as a candidate.
//
// Why no globally frequent pattern is missed: let X have global support
// sup(X) >= s over N sequences split into partitions of n_1..n_P sequences
// (sum n_p = N) with local supports sup_p(X) (sum sup_p(X) = sup(X)). If
// sup_p(X) < s*n_p/N held for every p, summing would give sup(X) < s*N/N = s,
// a contradiction. So some partition has sup_p(X) >= s*n_p/N, and since
// sup_p(X) is an integer, sup_p(X) >= ceil(s*n_p/N): X is a candidate from
// that partition. Length limits are the same locally and globally, so they
// do not interfere. The bound is computed in integers: (s*n_p + N - 1) / N.
//
// A partition holding more than PartitionSize sequences is mined in
// chunks of at most that many (consecutive sequences of its runs, as even
// as the count allows), each at its own local minimum support: the proof
// above holds for any split of the N sequences into parts, so the chunks
// are SON partitions of their own. PrefixSpan's memory (the chunk's
// database and its projections) is then bounded by the chunk, not by the
// input: at 2M noisy pairs, 4 partitions of 1M mismatches each held 312 MB
// of one worker's heap (docs/BENCHMARKS.md). A chunk's local minimum
// support falls with its size, and near 1 the first pass enumerates nearly
// every subsequence; so chunks are never made so small that it would fall
// below MinLocalSupport (with a minimum support given as a count, which
// does not grow with the input, chunks stay a large share of N: the
// pattern set then grows with the input anyway). MinLocalSupport bounds
// the partitions so too (MergePartitions): this function's partitions are
// those of MergePartitions' output.
type mineLocalFn struct {
	MinSupport    float64 // as given: a count, or a share of N if < 1
	MinLen        int
	MaxLen        int
	PartitionSize int // most sequences mined at once (0: the whole partition)
	// MaxPatterns, when > 0, bounds the candidates one partition emits
	// (each once, whatever its chunks): one more fails the job with a
	// *patterns.TooManyPatternsError, its local minimum support named
	// (patterns.Options.MaxPatterns).
	MaxPatterns int
}

// DefaultPartitionSize is the CLI's default bound on the sequences
// PrefixSpan mines at once (mine-pairs, mine --distributed: about 30 MB of
// database and projections per 100,000 mismatch sequences; see
// docs/BENCHMARKS.md).
const DefaultPartitionSize = 100_000

// MinLocalSupport is the least local minimum support the SON split may
// bring a part of the input to: the partitions (Partitions lowers their
// count) and a partition's chunks (chunkSize). Near 1 the first pass
// enumerates nearly every subsequence of its part, and the candidates,
// which every partition emits, the runner dedups and every recount holds
// as a side input, grow with the partitions, not with the patterns found:
// mine-pairs --minsup 20 over NeMo's English test cases (2,043 mismatches)
// peaked at 123 / 130 / 157 / 616 / 1,072 MB with 1 / 2 / 4 / 8 / 16
// partitions, local minimum supports 20 / 10 / 5 / 3 / 2 (pat48).
const MinLocalSupport = 10

// Partitions is how many SON partitions a job given partitions mines in
// at global minimum support global: the most, k <= partitions, that leave
// each an expected local minimum support of at least MinLocalSupport. The
// job's hash partitions merge into k (partition p into p mod k:
// MergePartitions), the smallest of which holds floor(partitions / k) of
// them, a share of the N sequences that mines at about global *
// floor(partitions / k) / partitions (the hash spreads the sequences about
// evenly, not exactly). The output does not depend on k (SON is exact for
// any partitioning, mineLocalFn); what a job holds does: with a minimum
// support that is a count, a small input's local minimum support fell to
// 1-2 with many partitions, and nearly every subsequence was a candidate.
// A share of a large input leaves partitions as given.
func Partitions(partitions, global int) int {
	for k := max(1, partitions); k > 1; k-- {
		if int64(global)*int64(partitions/k) >= int64(MinLocalSupport)*int64(partitions) {
			return k
		}
	}
	return 1
}

// chunkSize is how many sequences of a partition of part (out of total,
// global minimum support global) one chunk holds: part itself when it
// needs no chunking, else as even a split as limit (the partition size)
// allows, never so small that the local minimum support falls below
// MinLocalSupport.
func chunkSize(limit, part, total, global int) int {
	if limit <= 0 || part <= limit || total == 0 {
		return max(part, 1)
	}
	// the least size whose local support ceil(global*size/total) reaches
	// MinLocalSupport
	floor := int((int64(MinLocalSupport-1)*int64(total))/int64(max(global, 1))) + 1
	limit = max(limit, floor)
	if part <= limit {
		return part
	}
	k := (part + limit - 1) / limit
	if (part+k-1)/k < floor { // the even split fell under the floor
		k = max(1, part/floor)
	}
	return (part + k - 1) / k
}

func (f *mineLocalFn) ProcessElement(ctx context.Context, _ int, runsIt func(*SeqRun) bool, n int, emit func(string)) error {
	runs, part := collectRuns(runsIt)
	global, err := patterns.ResolveMinSupport(f.MinSupport, n)
	if err != nil {
		return err
	}
	partitionsMined.Inc(ctx, 1)
	size := chunkSize(f.PartitionSize, part, n, global)
	b := patterns.NewBuilder(0)
	// A pattern frequent in several chunks is emitted once: the chunks of
	// a partition find mostly the same candidates, and each one emitted
	// goes through the runner's Distinct (a grouping a local runner holds).
	var seen map[string]bool
	if size < part {
		seen = map[string]bool{}
	}
	emitted := 0
	mine := func() error {
		db := b.Build()
		b = patterns.NewBuilder(0)
		local := LocalMinSupport(global, db.Len(), n)
		return patterns.Mine(db, patterns.Options{MinSupport: local, MinLen: f.MinLen, MaxLen: f.MaxLen},
			func(_ int, p []int32) error {
				c := EncodeSeq(db.Strings(p))
				if seen != nil {
					if seen[c] {
						return nil
					}
					seen[c] = true
				}
				if emitted++; f.MaxPatterns > 0 && emitted > f.MaxPatterns {
					return &patterns.TooManyPatternsError{Limit: f.MaxPatterns, MinSupport: global, Local: local}
				}
				emit(c)
				return nil
			})
	}
	if err := scanRuns(ctx, runs, func(seq [][]byte) error {
		b.AddBytes(seq)
		if b.Len() == size {
			return mine()
		}
		return nil
	}); err != nil {
		return err
	}
	if b.Len() > 0 || part == 0 {
		return mine()
	}
	return nil
}

// LocalMinSupport is ceil(global * part / total), at least 1.
func LocalMinSupport(global, part, total int) int {
	if total == 0 {
		return global
	}
	return max(1, int((int64(global)*int64(part)+int64(total)-1)/int64(total)))
}

// recountFn is SON's second pass: the exact support of every candidate in
// one partition; the sums over partitions are the global supports. The
// partition's sequences are streamed through the candidates' trie
// (patterns.OccurrenceCounter), never held together.
type recountFn struct{}

func (f *recountFn) ProcessElement(ctx context.Context, _ int, runsIt func(*SeqRun) bool, cands func(*string) bool, emit func(string, int)) error {
	runs, _ := collectRuns(runsIt)
	var keys []string
	var pats [][]string
	var c string
	for cands(&c) {
		p, err := DecodeSeq(c)
		if err != nil {
			return err
		}
		keys = append(keys, c)
		pats = append(pats, p)
	}
	counter := patterns.NewOccurrenceCounter(pats, 0)
	if err := scanRuns(ctx, runs, func(seq [][]byte) error {
		counter.AddBytes(seq)
		return nil
	}); err != nil {
		return err
	}
	for i, n := range counter.Stats().Supports {
		if n > 0 {
			emit(keys[i], n)
		}
	}
	return nil
}

// frequentFn keeps the candidates whose global support reaches the global
// minimum support.
type frequentFn struct {
	MinSupport float64
}

func (f *frequentFn) ProcessElement(key string, support int, n int, emit func(string, int)) {
	global, err := patterns.ResolveMinSupport(f.MinSupport, n)
	if err == nil && support >= global {
		emit(key, support)
	}
}

// writeSortedPatternsFn writes the frequent patterns, sorted as the
// single-machine miner sorts them, to Path. It runs once, on an impulse,
// with the patterns as a side input, so an empty result still writes an
// empty file. The final sort holds every frequent pattern in one worker's
// memory (tens of bytes per pattern: millions fit); the mining before it
// is what scales out.
type writeSortedPatternsFn struct {
	Path string
}

func (f *writeSortedPatternsFn) ProcessElement(ctx context.Context, _ []byte, pats func(*string, *int) bool) error {
	var rs []patterns.Result
	var k string
	var sup int
	for pats(&k, &sup) {
		p, err := DecodeSeq(k)
		if err != nil {
			return err
		}
		rs = append(rs, patterns.Result{Support: sup, Pattern: p})
	}
	sort.Slice(rs, func(i, j int) bool { return patterns.Less(rs[i], rs[j]) })
	return storage.WriteAtomicFunc(ctx, f.Path, func(w io.Writer) error {
		bw := bufio.NewWriterSize(w, 1<<16)
		var line []byte
		for _, r := range rs {
			line = patterns.AppendLine(line[:0], r.Support, r.Pattern)
			if _, err := bw.Write(line); err != nil {
				return err
			}
		}
		return bw.Flush()
	})
}

// ReadSeqs reads a JSONL file of mining sequences (one JSON array of strings
// per line) into a PCollection<KV<int, string>> of (partition,
// EncodeSeq(sequence)); sequences longer than maxSeqLen (0: no cap) are
// skipped and counted. The lines that are not sequences come back keyed by
// location as quarantine.Reject JSON, and the file's InputStat as JSON keyed
// by path (both for WriteSortedLines).
func ReadSeqs(s beam.Scope, path string, partitions, maxSeqLen int) (seqs, rejects, stats beam.PCollection) {
	s = s.Scope("ReadSeqs")
	return beam.ParDo3(s, &readSeqsFn{Partitions: partitions, MaxSeqLen: maxSeqLen}, beam.Create(s, path))
}

// mergePartitionsFn gives each run of hash partition p (of Partitions)
// the partition it is mined in, p mod Partitions(Partitions, global): the
// job's count of sequences, n, is known only once they are read.
type mergePartitionsFn struct {
	MinSupport float64 // as given: a count, or a share of n if < 1
	Partitions int     // the hash partitions the readers keyed by
}

func (f *mergePartitionsFn) ProcessElement(p int, runs func(*SeqRun) bool, n int, emit func(int, SeqRun)) error {
	global, err := patterns.ResolveMinSupport(f.MinSupport, n)
	if err != nil {
		return err
	}
	k := Partitions(f.Partitions, global)
	var r SeqRun
	for runs(&r) {
		emit(p%k, r)
	}
	return nil
}

// MergePartitions regroups grouped (the GroupByKey of SpillSeqs' runs,
// keyed by partitions hash partitions) into the Partitions(partitions,
// global) partitions SON mines in, n the total sequence count as a
// singleton: with many partitions and a small global minimum support
// each partition's local one fell to 1-2, and memory grew with the
// partitions (MinLocalSupport). Only the runs' names move; the output does
// not change.
func MergePartitions(s beam.Scope, grouped, n beam.PCollection, minSupport float64, partitions int) beam.PCollection {
	s = s.Scope("MergePartitions")
	return beam.GroupByKey(s, beam.ParDo(s, &mergePartitionsFn{MinSupport: minSupport, Partitions: max(1, partitions)}, grouped, beam.SideInput{Input: n}))
}

// MineLocal is SON's first pass (Savasere, Omiecinski & Navathe
// 1995): grouped is the GroupByKey of SpillSeqs' runs, n the total
// sequence count as a singleton; each partition is mined at the local
// minimum support (LocalMinSupport) and every locally frequent pattern is
// emitted as a candidate (encoded), possibly many times.
//
// partitionSize bounds the sequences PrefixSpan mines at once (0: whole
// partitions): a bigger partition is mined in chunks, each a partition of
// its own (see mineLocalFn), so a worker's memory does not grow with the
// input; the output does not change. maxPatterns (0: none) bounds the
// candidates one partition emits: one more fails the job
// (*patterns.TooManyPatternsError).
func MineLocal(s beam.Scope, grouped, n beam.PCollection, minSupport float64, minLen, maxLen, partitionSize, maxPatterns int) beam.PCollection {
	s = s.Scope("MineLocal")
	return beam.ParDo(s, &mineLocalFn{MinSupport: minSupport, MinLen: minLen, MaxLen: maxLen, PartitionSize: partitionSize, MaxPatterns: maxPatterns}, grouped, beam.SideInput{Input: n})
}

// Recount is SON's second pass: the exact support of every (distinct)
// candidate in each partition, as (encoded pattern, count) pairs to sum.
func Recount(s beam.Scope, grouped, candidates beam.PCollection) beam.PCollection {
	s = s.Scope("Recount")
	return beam.ParDo(s, &recountFn{}, grouped, beam.SideInput{Input: candidates})
}

// KeepFrequent keeps the (pattern, global support) pairs whose support
// reaches the global minimum support of n sequences.
func KeepFrequent(s beam.Scope, supports, n beam.PCollection, minSupport float64) beam.PCollection {
	s = s.Scope("KeepFrequent")
	return beam.ParDo(s, &frequentFn{MinSupport: minSupport}, supports, beam.SideInput{Input: n})
}

// WriteSortedPatterns writes (encoded pattern, support) pairs to path as
// `itnprep mine` does: one [support, [items...]] line each, support
// descending then pattern. It writes a file even when there are none.
func WriteSortedPatterns(s beam.Scope, frequent beam.PCollection, path string) {
	s = s.Scope("WriteSortedPatterns")
	beam.ParDo0(s, &writeSortedPatternsFn{Path: path}, beam.Impulse(s), beam.SideInput{Input: frequent})
}
