package transforms

import (
	"bytes"
	"context"
	"encoding/binary"
	"fmt"
	"io"
	"slices"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

// Repeated pairs: rows of one split that carry the same written and the
// same spoken text as an earlier row of it (Google TN repeats 1.3-1.4% of
// its sentences, short Wikipedia citation lines such as "Retrieved
// December 13 , 2015 ."; a text corpus its boilerplate). Every prep counts
// them (RepeatsConfig, Accounting.RepeatedPairs) and --dedupe keeps one
// row of each: the first by input location (file, then line, then id), the
// others set aside as select/repeated_pair rejects.
//
// Like the sink and the repeated-id check, this is an external sort, so a
// runner holds no row: repeatSpillFn, fused with the stage that makes the
// pairs, gives each row a key (a 128-bit hash of its split and texts, and
// with --dedupe its place in the input) and spills them as sorted runs
// against the sink's budget; repeatsFn merges the runs once, in one
// bundle, where a pair's rows lie side by side, its first row first. A
// GroupByKey of the rows by pair would do the same in parallel, but direct
// and prism hold a GroupByKey's elements in memory (the sink's 6 GB at 1M
// GTN sentences before it spilled, docs/BENCHMARKS.md). Without --dedupe a
// run's entry is its 16-byte hash alone, so the count costs two xxHashes
// of the row's texts and 18 bytes of run per row; with it the entry holds the row, which
// repeatsFn emits again (the kept rows and the set-aside ones), so the
// runs are about the data's size, as the sink's are.
//
// The result depends on neither the runner nor its parallelism: the merge's
// order is total (key, then the row's bytes), and the key orders a pair's
// rows by where they were read.

// RepeatedPairRule is the rule of a row --dedupe sets aside: a selection's
// (dataset.SelectStage), not bad input, so --max-reject-rate leaves it out
// (dataset.SetAside) and the summary passes over it when it names the
// first reject.
const RepeatedPairRule = dataset.RepeatedPairRule

// RepeatsConfig says where the count of repeated pairs spills its runs and
// whether rows that repeat a pair are set aside (Dedupe).
type RepeatsConfig struct {
	// Staging is the publishing run's staging folder: the runs go under
	// its runs folder (StagedRunsDir), which the finalizer removes.
	Staging string
	// BufferBytes is the process's spill budget (SinkConfig.BufferBytes).
	BufferBytes int64
	// SplitByText is SinkConfig.SplitByText: the sink gives each row its
	// split by its written text, so a pair's split is that one.
	SplitByText sources.SplitByID
	// Dedupe keeps one row of each (split, written, spoken) and sets the
	// others aside (--dedupe).
	Dedupe bool
}

// RepeatedPairs counts the rows of pairs that repeat an earlier row's
// (written, spoken) pair within their split: count holds one int64 (the
// finalizer's Accounting.RepeatedPairs). Without cfg.Dedupe, kept is pairs
// itself and setAside is empty; with it, kept holds the first row of each
// pair (file, then line, then id) and setAside a select/repeated_pair
// reject for each other row, which names the row kept.
func RepeatedPairs(s beam.Scope, cfg RepeatsConfig, pairs beam.PCollection) (kept, setAside, count beam.PCollection) {
	s = s.Scope("RepeatedPairs")
	runs := beam.ParDo(s, &repeatSpillFn{
		Staging: cfg.Staging, Dir: dataset.Join(StagedRunsDir(cfg.Staging), "repeats"), BufferBytes: cfg.BufferBytes,
		SplitByText: cfg.SplitByText, Dedupe: cfg.Dedupe,
	}, pairs)
	count, merged, rejects := beam.ParDo3(s, &repeatsFn{Staging: cfg.Staging, Dedupe: cfg.Dedupe}, beam.Impulse(s), beam.SideInput{Input: runs})
	if !cfg.Dedupe {
		return pairs, rejects, count
	}
	return merged, rejects, count
}

// repeatSpillFn spills each row's run entry as sorted runs named
// pairs-<bundle>-<seq>.run under Dir, against the process's spill budget
// (spillLinesFn's, the sink's account), and emits their descriptors. The
// key is pairHash of the row's split and texts; with Dedupe its origin
// and id follow (appendRepeatOrderKey) and the row is its binary form
// (dataset.AppendPair). Without Dedupe an entry is the 16-byte hash
// alone, held in an array of hashes: made as (key, line) strings through
// spillLinesFn and hashed by SHA-256, the count took a sixth of a
// 200,000-sentence prep gtn's CPU profile (0.35 of 2.03 s); so, with
// pairHash's xxHashes, 0.09-0.14 of 1.7-2.0 s.
type repeatSpillFn struct {
	Staging     string
	Dir         string
	BufferBytes int64
	SplitByText sources.SplitByID
	Dedupe      bool

	hashes  spillBuffer[int, [pairHashLen]byte] // without Dedupe
	entries spillBuffer[int, extsort.Entry]     // with it
	hasher  pairHasher
	keyBuf  []byte // appendRepeatOrderKey's bytes, reused row after row
}

func (fn *repeatSpillFn) StartBundle(_ context.Context, _ func(LineRun)) {
	fn.hashes.start()
	fn.hashes.keep = true
	fn.entries.start()
}

func (fn *repeatSpillFn) ProcessElement(ctx context.Context, p dataset.Pair, emit func(LineRun)) error {
	if len(fn.SplitByText) > 0 {
		if !fn.Dedupe {
			// The sink's split of a row is a function of its written
			// text (pairRowFn), so rows of one written text share it:
			// hashed without it, the pairs and the count are the same,
			// and no row pays for sources.TextKey's allocations twice.
			p.Split = ""
		} else {
			// The split the sink gives it (pairRowFn): set here too, so
			// a set-aside row's reason names it and the kept row has it.
			p.Split = fn.SplitByText.Of(sources.TextKey(p.Written))
		}
	}
	h := fn.hasher.Hash(p.Split, p.Written, p.Spoken)
	var spill bool
	if fn.Dedupe {
		row := dataset.AppendPair(nil, &p)
		fn.keyBuf = appendRepeatOrderKey(fn.keyBuf[:0], h[:], &p)
		key := string(fn.keyBuf)
		spill = fn.entries.add(0, extsort.Entry{Key: key, Row: row}, int64(len(key)+len(row))+entryOverhead, fn.BufferBytes)
	} else {
		spill = fn.hashes.add(0, h, pairHashLen, fn.BufferBytes)
	}
	if spill {
		return fn.spill(ctx, emit)
	}
	return nil
}

func (fn *repeatSpillFn) FinishBundle(ctx context.Context, emit func(LineRun)) error {
	err := fn.spill(ctx, emit)
	fn.hashes.forget()
	return err
}

// spill sorts what the bundle holds and writes it as a run into Dir.
func (fn *repeatSpillFn) spill(ctx context.Context, emit func(LineRun)) error {
	end, err := beginStagingWrite(fn.Staging)
	if err != nil {
		fn.hashes.drop()
		fn.entries.drop()
		return err
	}
	defer end()
	write := func(n int, add func(rw *extsort.RunWriter)) error {
		p := dataset.Join(fn.Dir, fmt.Sprintf("pairs-%s-%04d.run", fn.hashes.bundle, fn.hashes.seq+fn.entries.seq))
		if err := storage.WriteAtomicFunc(ctx, p, func(w io.Writer) error {
			rw := extsort.NewRunWriter(w)
			add(rw)
			return rw.Flush()
		}); err != nil {
			return fmt.Errorf("counting repeated pairs: spilling a run: %w", err)
		}
		emit(LineRun{Path: p, Lines: int64(n)})
		return nil
	}
	for _, hs := range fn.hashes.drain() {
		slices.SortFunc(hs, func(a, b [pairHashLen]byte) int { return bytes.Compare(a[:], b[:]) })
		if err := write(len(hs), func(rw *extsort.RunWriter) {
			for i := range hs {
				rw.Add(hs[i][:], nil)
			}
		}); err != nil {
			return err
		}
	}
	for _, es := range fn.entries.drain() {
		extsort.Sort(es, nil)
		if err := write(len(es), func(rw *extsort.RunWriter) {
			for i := range es {
				rw.Add(stringBytes(es[i].Key), es[i].Row)
			}
		}); err != nil {
			return err
		}
	}
	return nil
}

// pairHashLen is the length of pairHash's digest (dataset.PairHashLen:
// 128 bits, shared with versions verify's recount).
const pairHashLen = dataset.PairHashLen

// pairHash is dataset.PairHasher's digest of split, written and spoken.
func pairHash(split, written, spoken string) [pairHashLen]byte {
	var h pairHasher
	return h.Hash(split, written, spoken)
}

// pairHasher computes pairHash with its digests reused row after row.
type pairHasher = dataset.PairHasher

// appendRepeatOrderKey appends to b hash followed by p's place, so that
// the rows of one pair sort in input order, the first kept: its origin's
// file, a NUL, its first line (8 bytes, big-endian, sign bit flipped, as
// the repeated-id check's runs order lines), then its id. A row without an
// origin sorts first, by its id.
func appendRepeatOrderKey(b, hash []byte, p *dataset.Pair) []byte {
	b = append(b, hash...)
	b = append(b, p.From.File...)
	b = append(b, 0)
	b = binary.BigEndian.AppendUint64(b, uint64(p.From.Line)^1<<63)
	return append(b, p.ID...)
}

// repeatsFn merges repeatSpillFn's runs (a side input of their descriptors)
// once and emits the count of rows whose pair an earlier row of its split
// carries; with Dedupe, also each pair's first row and a reject for every
// other. It leaves the runs in place for a retry (writeMergedLinesFn); the
// finalizer removes them with the rest of the staging folder's runs.
type repeatsFn struct {
	Staging string // the run's staging folder, which the merge's passes write into
	Dedupe  bool
}

func (fn *repeatsFn) ProcessElement(ctx context.Context, _ []byte, runsIt func(*LineRun) bool, emitCount func(int64), emitPair func(dataset.Pair), emitReject func(dataset.Reject)) error {
	// A cancelled run's merge does not begin, and one begun is waited
	// for: past maxLineRunFanIn runs its passes write merged runs.
	end, err := beginStagingWrite(fn.Staging)
	if err != nil {
		return err
	}
	defer end()
	runs, want := collectLineRuns(runsIt)
	runs, own, err := mergeLineRunPasses(ctx, runs)
	if err != nil {
		return fmt.Errorf("counting repeated pairs: merging runs: %w", err)
	}
	var prev [pairHashLen]byte
	var got, repeats int64
	// With Dedupe, the row kept of the current hash: a set-aside row's
	// reason names its id, not its location, whose folder would put where
	// the inputs lie into the reject shards' bytes and so the version id
	// (a reject's own location loses it: Reject.RelativeTo).
	var first dataset.Pair
	err = mergeLineRuns(ctx, runs, func(key, row []byte) error {
		if len(key) < pairHashLen {
			return fmt.Errorf("counting repeated pairs: run entry of %d bytes", len(key))
		}
		same := got > 0 && bytes.Equal(key[:pairHashLen], prev[:])
		copy(prev[:], key[:pairHashLen])
		got++
		if !fn.Dedupe {
			if same {
				repeats++
			}
			return nil
		}
		var p dataset.Pair
		if err := dataset.DecodePair(row, &p); err != nil {
			return fmt.Errorf("counting repeated pairs: %w", err)
		}
		if !same {
			first = p
		} else if p.Split != first.Split || p.Written != first.Written || p.Spoken != first.Spoken {
			// Two pairs of one hash (pairHashLen): kept, never set
			// aside for a row it does not repeat.
			same = false
		}
		if !same {
			emitPair(p)
			return nil
		}
		repeats++
		emitReject(p.Reject(dataset.SelectStage, RepeatedPairRule, repeatedPairReason(first.ID, p), rawPair(p)))
		return nil
	})
	if err != nil {
		return fmt.Errorf("counting repeated pairs: %w", err)
	}
	if got != want {
		return fmt.Errorf("counting repeated pairs: runs announced %d rows but held %d", want, got)
	}
	emitCount(repeats)
	if own {
		return removeLineRuns(ctx, runs)
	}
	return nil
}

// repeatedPairReason is the reason --dedupe sets p aside for: the row kept,
// firstID, by its id. A row kept under p's own id (a Libriheavy manifest
// given twice: a cut's id is the pair's) is said to be so: "the same text
// as the row \"ID\"" named the set-aside row's own id, which read as the
// row repeating itself, and --dedupe had passed the repeated ids that prep
// refuses without it.
func repeatedPairReason(firstID string, p dataset.Pair) string {
	if firstID == p.ID {
		return fmt.Sprintf("--dedupe: the same id, written and spoken text as a row read before it (its input read twice?), kept in split %s", p.Split)
	}
	return fmt.Sprintf("--dedupe: the same written and spoken text as the row %s, kept in split %s", dataset.QuoteID(firstID), p.Split)
}
