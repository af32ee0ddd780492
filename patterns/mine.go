package patterns

import (
	"errors"
	"fmt"
	"math"
	"sort"

	"github.com/itnprep/itnprep/internal/progress"
)

// Options are the mining parameters.
type Options struct {
	MinSupport int // absolute, >= 1; see ResolveMinSupport for relative values
	MinLen     int // shortest reported pattern in items; <= 1 means 1
	MaxLen     int // longest pattern in items; <= 0 means unbounded
	// Stop, when not nil, is asked every stopEvery frequent patterns the
	// search reaches, reported or not; its error ends the search. Counted
	// on what is emitted, a search below MinLen (--min-len 10: every
	// shorter pattern searched, none reported) never asked it.
	Stop func() error
	// MaxPatterns, when > 0, bounds the patterns reported: the one after
	// the MaxPatterns-th ends the search with a *TooManyPatternsError
	// (nothing past the bound is emitted). A low minimum support over
	// long, repeated sequences makes nearly every subsequence frequent,
	// and the patterns (what the callers keep, sort or ship) then grew
	// without limit: 12 GB in ten minutes for mine-pairs --minsup 2 over
	// NeMo's test cases (qa58). See DefaultMaxPatterns.
	MaxPatterns int
}

// DefaultMaxPatterns is the CLI's default --max-patterns. The runs it is
// made for find 8,000-70,000 patterns (mine-pairs on 20,000-5,000,000
// pairs at --minsup 20 or a share; docs/BENCHMARKS.md), and a partition's
// candidates a few times that, so they never meet it; a run that
// enumerates nearly every subsequence costs about 3 KB of memory per
// pattern across mine-pairs (621,615 patterns of 300 identical mismatches
// at --minsup 2 peaked at 1.9 GB on direct, four partitions), and the
// bound stops it well under a GB.
const DefaultMaxPatterns = 250_000

// TooManyPatternsError is the error of a search that found more than
// Limit frequent patterns at MinSupport (Options.MaxPatterns). Local, when
// not 0, is the local minimum support of one SON partition of the
// distributed miner, whose candidates were counted (MinSupport is then
// the global one).
type TooManyPatternsError struct {
	Limit      int
	MinSupport int
	Local      int
}

// TooManyPatternsPrefix begins every TooManyPatternsError's message.
const TooManyPatternsPrefix = "too many patterns: "

func (e *TooManyPatternsError) Error() string {
	at := fmt.Sprintf("at minimum support %d", e.MinSupport)
	if e.Local > 0 {
		at = fmt.Sprintf("in one SON partition, at its minimum support %d (of %d)", e.Local, e.MinSupport)
	}
	return fmt.Sprintf("%smore than %d frequent patterns %s, stopped by --max-patterns %d: raise --minsup (or give a share, e.g. --minsup 0.002), lower --maxlen, or raise --max-patterns",
		TooManyPatternsPrefix, e.Limit, at, e.Limit)
}

// stopEvery is how many frequent patterns the search reaches between two
// calls of Options.Stop: a call costs next to nothing beside a pattern's
// projection, and a Ctrl-C is answered within a few thousand patterns.
const stopEvery = 1024

// ResolveMinSupport turns a command-line minimum support into an absolute
// count: values >= 1 must be whole numbers and are taken as they are; values
// in (0, 1) are a share of the n sequences, ceil(minsup*n) computed in IEEE
// double exactly as PrefixSpan-py and SPMF do, and at least 1.
func ResolveMinSupport(minsup float64, n int) (int, error) {
	switch {
	case math.IsNaN(minsup) || minsup <= 0:
		return 0, fmt.Errorf("minimum support must be > 0, got %v", minsup)
	case minsup < 1:
		return max(1, int(math.Ceil(minsup*float64(n)))), nil
	case minsup != math.Trunc(minsup) || minsup > math.MaxInt32:
		return 0, fmt.Errorf("absolute minimum support must be a whole number, got %v", minsup)
	default:
		return int(minsup), nil
	}
}

// MinSupportAboveSequences says why a mining job found no pattern when its
// minimum support (a count) is more than the n sequences it mined (what
// names them: "sequences", mine-pairs' "mismatch sequences"), so that none
// could be frequent, or is "" when it is not; the CLI prints it as a
// warning after the command's name. mine-pairs' default --minsup 20 over a
// small input (3 pairs, 12 mismatches) reported "0 patterns, rules: 0
// removal..." and an empty rules.jsonl, a result that looked like clean
// data, and mine --distributed an empty file with no count of patterns at
// all (qa92). A share (< 1) is never above them.
func MinSupportAboveSequences(minsup float64, n int, what string) string {
	global, err := ResolveMinSupport(minsup, n)
	if err != nil || n == 0 || global <= n {
		return ""
	}
	return fmt.Sprintf("no pattern can be frequent: the minimum support %d is more than the %s %s mined; give a smaller --minsup (a count, e.g. --minsup 2, or a share, e.g. --minsup 0.1)",
		global, progress.Thousands(int64(n)), what)
}

// Emit receives one frequent pattern. The pattern slice is reused by the
// miner: copy it to keep it. Returning an error stops mining.
type Emit func(support int, pattern []int32) error

// Mine runs PrefixSpan over db and calls emit for every frequent pattern, in
// ascending pattern order (lexicographic over item ids, which is string
// order; a prefix before its extensions), NOT by support: sort with
// SortedWriter or SortResults.
//
// Memory: the projected databases along the current depth-first path, each
// an array of (suffix start, sequence end) pairs no longer than the parent,
// plus two int32 arrays per distinct item. Nothing grows with the number of
// patterns found.
func Mine(db *Database, opt Options, emit Emit) error {
	if opt.MinSupport < 1 {
		return errors.New("patterns: MinSupport must be >= 1")
	}
	m := &miner{
		db:     db,
		minsup: int32(opt.MinSupport),
		minlen: max(1, opt.MinLen),
		maxlen: opt.MaxLen,
		emit:   emit,
		stop:   opt.Stop,
		limit:  opt.MaxPatterns,
		stamp:  make([]uint32, db.NumItems()),
		count:  make([]int32, db.NumItems()),
		slot:   make([]int32, db.NumItems()),
	}
	if m.maxlen <= 0 {
		m.maxlen = math.MaxInt
	}
	if m.minlen > m.maxlen {
		return nil
	}
	for i := range m.slot {
		m.slot[i] = -1
	}
	root := make([]entry, 0, db.Len())
	start := int32(0)
	for _, end := range db.ends {
		if end > start {
			root = append(root, entry{start, end})
		}
		start = end
	}
	return m.grow(0, root)
}

// entry is a pseudo-projected suffix: tokens[pos:end] of one sequence. Each
// sequence appears at most once in a projection (at the suffix after the
// leftmost embedding of the prefix), so counting entries that contain an
// item counts sequences.
type entry struct{ pos, end int32 }

type level struct {
	touched []int32 // items seen in this projection
	freq    []int32 // frequent ones, ascending
	sup     []int32 // their supports
	start   []int32 // their child projections: buf[start[k]:end[k]]
	end     []int32
	buf     []entry
}

type miner struct {
	db             *Database
	minsup         int32
	minlen, maxlen int
	emit           Emit
	stop           func() error
	reached        int // frequent patterns reached, for stop
	limit          int // Options.MaxPatterns
	emitted        int // patterns emitted, for limit

	// stamp[item] == gen marks an item already seen in the current suffix;
	// a fresh gen per suffix avoids clearing a set per sequence.
	stamp []uint32
	gen   uint32
	count []int32
	slot  []int32 // item -> index in the current level's freq, or -1

	pattern []int32
	levels  []*level
}

func (m *miner) nextGen() {
	m.gen++
	if m.gen == 0 { // wrapped: old stamps could collide
		clear(m.stamp)
		m.gen = 1
	}
}

func (m *miner) grow(depth int, proj []entry) error {
	if depth == len(m.levels) {
		m.levels = append(m.levels, &level{})
	}
	lv := m.levels[depth]
	toks := m.db.tokens

	// Pass 1: support of every item that can extend the prefix.
	lv.touched = lv.touched[:0]
	for _, e := range proj {
		m.nextGen()
		for p := e.pos; p < e.end; p++ {
			it := toks[p]
			if m.stamp[it] != m.gen {
				m.stamp[it] = m.gen
				if m.count[it] == 0 {
					lv.touched = append(lv.touched, it)
				}
				m.count[it]++
			}
		}
	}
	lv.freq, lv.sup = lv.freq[:0], lv.sup[:0]
	for _, it := range lv.touched {
		if m.count[it] >= m.minsup {
			lv.freq = append(lv.freq, it)
		}
	}
	sort.Slice(lv.freq, func(i, j int) bool { return lv.freq[i] < lv.freq[j] })
	for _, it := range lv.freq {
		lv.sup = append(lv.sup, m.count[it])
	}
	for _, it := range lv.touched {
		m.count[it] = 0
	}
	if len(lv.freq) == 0 {
		return nil
	}
	n := len(m.pattern) + 1 // length of the patterns found here
	recurse := n < m.maxlen

	// Pass 2: the child projections, all at once in one buffer. Suffixes
	// that end right after the item cannot extend further and are left out;
	// supports were taken in pass 1.
	if recurse {
		lv.start, lv.end = lv.start[:0], lv.end[:0]
		total := int32(0)
		for k, it := range lv.freq {
			m.slot[it] = int32(k)
			lv.start = append(lv.start, total)
			lv.end = append(lv.end, total)
			total += lv.sup[k]
		}
		if cap(lv.buf) < int(total) {
			lv.buf = make([]entry, total)
		}
		lv.buf = lv.buf[:total]
		for _, e := range proj {
			m.nextGen()
			for p := e.pos; p < e.end; p++ {
				it := toks[p]
				if m.stamp[it] != m.gen {
					m.stamp[it] = m.gen
					if k := m.slot[it]; k >= 0 && p+1 < e.end {
						lv.buf[lv.end[k]] = entry{p + 1, e.end}
						lv.end[k]++
					}
				}
			}
		}
		for _, it := range lv.freq {
			m.slot[it] = -1
		}
	}

	for k, it := range lv.freq {
		if m.stop != nil {
			if m.reached++; m.reached%stopEvery == 0 {
				if err := m.stop(); err != nil {
					return err
				}
			}
		}
		m.pattern = append(m.pattern, it)
		if n >= m.minlen {
			if m.emitted++; m.limit > 0 && m.emitted > m.limit {
				return &TooManyPatternsError{Limit: m.limit, MinSupport: int(m.minsup)}
			}
			if err := m.emit(int(lv.sup[k]), m.pattern); err != nil {
				return err
			}
		}
		if recurse {
			if child := lv.buf[lv.start[k]:lv.end[k]]; len(child) > 0 {
				if err := m.grow(depth+1, child); err != nil {
					return err
				}
			}
		}
		m.pattern = m.pattern[:len(m.pattern)-1]
	}
	return nil
}
