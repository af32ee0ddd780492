package transforms

import (
	"cmp"
	"crypto/rand"
	"encoding/hex"
	"iter"
	"maps"
	"slices"
)

// spillBuffer is the buffer -> sort -> spill skeleton the spilling DoFns
// share: the sink's spillFn (SinkRows by shard), spillLinesFn ((key, line)
// entries, one group) and spillSeqsFn (mining sequences by partition). It
// holds a bundle's records grouped by the file they go to, accounts their
// bytes in the process's spill budget (sinkShare, so every spilling bundle
// of a worker process shares one budget), and hands the groups over in
// key order when the DoFn spills: when the budget says so and when its
// bundle ends. What differs per DoFn stays with it: the record type, its
// size (what its allocation keeps alive), its order within a group and the
// file it writes; names carry the random bundle id and the spill's number,
// so runs of different bundles, retries and workers never collide.
type spillBuffer[G cmp.Ordered, R any] struct {
	share  sinkShare
	bundle string // random id of the running bundle
	seq    int    // spills so far in the bundle
	groups map[G][]R

	// keep, when set, keeps a drained group's array, cleared, for the
	// next group the bundle starts (spare), until the bundle ends (the
	// DoFn drops it: forget): idSpillFn's one group of a million ids
	// grew its array afresh after each spill, and copying it into fresh
	// pages was 0.6 of the check's 1.1 CPU s (docs/BENCHMARKS.md). The
	// array is within the budget: each record's size counts its entry.
	keep  bool
	spare []R
}

// start begins a bundle: a fresh id, nothing held (a failed bundle's
// records, if the DoFn instance is reused, leave the account).
func (b *spillBuffer[G, R]) start() {
	var id [8]byte
	_, _ = rand.Read(id[:])
	b.share.release()
	b.bundle, b.seq = hex.EncodeToString(id[:]), 0
	b.groups, b.spare = map[G][]R{}, nil
}

// add buffers r in group g, holding size bytes against budget (0:
// DefaultSinkBufferBytes), and reports whether the bundle should spill
// now (shouldSpill).
func (b *spillBuffer[G, R]) add(g G, r R, size, budget int64) bool {
	rs, ok := b.groups[g]
	if !ok && b.spare != nil {
		rs, b.spare = b.spare, nil
	}
	b.groups[g] = append(rs, r)
	return b.share.hold(size, budget)
}

// drain yields the buffered groups in key order, each dropped from the
// buffer once the loop body is done with it; after the last one the
// buffer's bytes leave the account and the spill number advances. An
// empty buffer yields nothing and changes nothing. A body that stops
// early (an error: the bundle fails) drops the rest (drop).
func (b *spillBuffer[G, R]) drain() iter.Seq2[G, []R] {
	return func(yield func(G, []R) bool) {
		if len(b.groups) == 0 {
			return
		}
		for _, g := range slices.Sorted(maps.Keys(b.groups)) {
			rs := b.groups[g]
			if !yield(g, rs) {
				b.drop()
				return
			}
			if b.keep {
				clear(rs)
				b.spare = rs[:0]
			}
			delete(b.groups, g)
		}
		b.seq++
		b.share.release()
	}
}

// drop forgets a failed bundle's records and takes their bytes out of the
// process's account. A runner does not reuse the DoFn instance of a failed
// bundle, so start never released them: every later bundle of the process
// spilled against a budget shrunk by them (a cancelled run's refused
// spills, in a process that runs more jobs: the CLI's tests, a library
// user).
func (b *spillBuffer[G, R]) drop() {
	b.groups, b.spare = map[G][]R{}, nil
	b.share.release()
}

// forget drops the array keep kept: the bundle is over.
func (b *spillBuffer[G, R]) forget() { b.spare = nil }
