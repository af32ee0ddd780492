package view

import (
	"context"
	"fmt"
	"io"
	"maps"
	"math"
	"math/bits"
	"slices"
	"sync"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/progress"
	"github.com/itnprep/itnprep/sources"
)

// The rows and rejects pages list a version's rows in the order of the
// input where the rows name it, not shard by shard. A version spreads a
// split's rows over its shards by a hash of their ids and keeps each
// shard in string order of id (file:1, file:10, file:100, file:2), so the
// pages showed shard 0's rows, then shard 1's, a jumble of the corpus's
// lines. Rows carry no input location of their own (dataset.Pair.From is
// not a column), but their ids are made from it (prep text's and prep
// gtn's FILE:LINE, a SPGISpeech file name, a Libriheavy cut id), so rows
// are listed by dataset.IDLess, a number in an id by its value
// (file:2 before file:10), which for FILE:LINE ids is the input's order
// of files and lines; rejects by their location (file:line) the same
// way, then id.
//
// The order is built when a list is first shown: the id column of its
// shards alone is read (not the rows), sorted, and kept as one packed
// position (shard, row) per row, 8 bytes; the ids themselves are
// dropped. A page then reads its own rows, a seek each
// (dataset.ReadRowsAt). A filter is a bit per row, set by one scan of
// the list's shards and kept for the next pages of the same filter, so a
// filtered list is counted as well ("rows 1–50 of 312"). A list of more
// than orderMaxRows rows is not ordered (its first page would take 4 s
// and more: 2 s for 1,000,000 rows), nor a remote version's list whose shards
// are more than the shard cache keeps: it is paged shard by shard as
// before, and the page says so. docs/VIEW.md gives the measured costs.

// orderMaxRows is the longest list put in id order.
var orderMaxRows = 2_000_000 // a variable for the tests

// maxMatchSets bounds the filters whose matching rows are kept.
const maxMatchSets = 16

// maxBuilds bounds the orders and filter scans built at once: each holds
// a scan's Parquet buffers and, for an order, its keys (47 MB at its peak
// for 1,000,000 rows, docs/VIEW.md), so tabs opening many lists at once
// hold at most this many, as the one lock held one.
const maxBuilds = 4

// rowOrder is a list's rows in order: each a packed position, the
// shard's index in the list and the row in the shard.
type rowOrder struct {
	pos []uint64
}

func packPos(shard int, row int64) uint64 { return uint64(shard)<<40 | uint64(row) }

func unpackPos(p uint64) (int, int64) { return int(p >> 40), int64(p & (1<<40 - 1)) }

// matchSet is the rows of a list a filter keeps: a bit per row of each
// shard, and their number.
type matchSet struct {
	bits [][]uint64
	n    int64
}

func (m *matchSet) has(p uint64) bool {
	sh, row := unpackPos(p)
	return m.bits[sh][row/64]&(1<<(row%64)) != 0
}

// orderCache holds the orders built and the last filters' matches, each
// built once by the first page that asks for it. The lock guards the
// maps alone, never a build: it was held through each build, so a 2 s
// order or a 1.8 s filter scan of a 1,000,000-row list held up every
// other tab's page, of other lists and of pages whose order was built
// long before (qa68). Now a page waits only for the build of its own
// list or filter; pages asking for one being built wait for that build
// instead of starting their own (one scan, as under the lock).
type orderCache struct {
	mu      sync.Mutex
	orders  map[string]*flight[orderResult]
	matches map[string]*flight[*matchSet]
	recent  []string // matches' keys built, least recently used first

	slots   chan struct{}                         // builds running, at most maxBuilds
	onBuild func(ctx context.Context, key string) // tests: called as a build starts, its slot held
}

// orderResult is a list's order, or why it has none.
type orderResult struct {
	o   *rowOrder
	why string
}

// flight is one order or filter's matches: built, or being built by the
// page that asked first; done is closed when the build ends.
type flight[T any] struct {
	done    chan struct{}
	val     T
	err     error
	waiters int // pages that came to wait for the build besides its builder (tests)
}

// await returns the value of key in table, built by build the first
// time it is asked for. A page asking for a key being built waits for
// that build, or until its own request ends (a closed tab); the build
// goes on without it, under a context its cancellation does not end, so
// the pages waiting with it and a reload find it built. A failed build
// is not kept: the next page tries again. kept is called, under the
// lock, with each key built or found built (the matches' recency).
func await[T any](ctx context.Context, c *orderCache, table *map[string]*flight[T], key string, build func(context.Context) (T, error), kept func(key string)) (T, error) {
	c.mu.Lock()
	if *table == nil {
		*table = map[string]*flight[T]{}
	}
	if f, ok := (*table)[key]; ok {
		f.waiters++
		c.mu.Unlock()
		select {
		case <-f.done:
		case <-ctx.Done():
			var zero T
			return zero, ctx.Err()
		}
		if f.err == nil && kept != nil {
			c.mu.Lock()
			if (*table)[key] == f {
				kept(key)
			}
			c.mu.Unlock()
		}
		return f.val, f.err
	}
	f := &flight[T]{done: make(chan struct{})}
	(*table)[key] = f
	if c.slots == nil {
		c.slots = make(chan struct{}, maxBuilds)
	}
	slots, hook := c.slots, c.onBuild
	c.mu.Unlock()
	finished := false
	defer func() {
		var p any
		if !finished { // the build panicked: its waiters are told, and it is not kept
			p = recover()
			f.err = fmt.Errorf("building %s: %v", key, p)
		}
		c.mu.Lock()
		if f.err != nil {
			delete(*table, key)
		} else if kept != nil {
			kept(key)
		}
		c.mu.Unlock()
		close(f.done)
		if !finished {
			panic(p)
		}
	}()
	slots <- struct{}{}
	defer func() { <-slots }()
	bctx := context.WithoutCancel(ctx)
	if hook != nil {
		hook(bctx, key)
	}
	f.val, f.err = build(bctx)
	finished = true
	return f.val, f.err
}

// idKey and rejectKey are the columns an order is built from.
type (
	idKey struct {
		ID string `parquet:"id"`
	}
	rejectKey struct {
		ID       string `parquet:"id"`
		Location string `parquet:"location"`
	}
)

// order is the rows of shards (the list named key: a split's data
// shards, every data shard, or the rejects) in input order; nil, and
// why in words, when the list is not ordered: it holds more than
// orderMaxRows rows, or, on an object store, its shards are more than the
// shard cache keeps (ordering reads every shard of the list, and a page
// in order reads rows from many shards: each would be copied again and
// again). Rejects are ordered by location, rows by id.
func (s *Server) order(ctx context.Context, key string, shards []dataset.ShardInfo, rejects bool) (*rowOrder, string, error) {
	var total, bytes int64
	for _, sh := range shards {
		total += sh.Rows
		bytes += sh.Bytes
	}
	switch {
	case total > int64(orderMaxRows):
		return nil, fmt.Sprintf("the list holds more than %s rows, too many to sort by input order here", progress.Thousands(int64(orderMaxRows))), nil
	case s.cache != nil && bytes > s.cache.limit:
		return nil, fmt.Sprintf("its shards (%.1f MiB) are more than the local copies of the store's shards keep (%.1f MiB, --cache-mb), and pages in input order read from many shards", float64(bytes)/(1<<20), float64(s.cache.limit)/(1<<20)), nil
	}
	c := &s.orders
	r, err := await(ctx, c, &c.orders, key, func(ctx context.Context) (orderResult, error) {
		return s.buildOrder(ctx, shards, total, rejects)
	}, nil)
	return r.o, r.why, err
}

// buildOrder reads the keys of shards (total rows) and sorts them.
func (s *Server) buildOrder(ctx context.Context, shards []dataset.ShardInfo, total int64, rejects bool) (orderResult, error) {
	// The keys go into one buffer, each row an offset and two lengths
	// beside its position (24 bytes), not a string of its own (a header
	// and an allocation each: twice the memory, measured).
	type entry struct {
		off, n1, n2 uint32
		pos         uint64
	}
	entries := make([]entry, 0, total)
	var buf []byte
	add := func(k1, k2 string, pos uint64) bool {
		if uint64(len(buf))+uint64(len(k1))+uint64(len(k2)) > math.MaxUint32 {
			return false
		}
		entries = append(entries, entry{uint32(len(buf)), uint32(len(k1)), uint32(len(k2)), pos})
		buf = append(append(buf, k1...), k2...)
		return true
	}
	full := false
	for si, sh := range shards {
		err := s.readShard(ctx, sh, func(r io.ReaderAt, size int64) error {
			if rejects {
				return dataset.ScanRows(r, size, 0, func(i int64, x *rejectKey) bool {
					full = !add(x.Location, x.ID, packPos(si, i))
					return !full
				})
			}
			return dataset.ScanRows(r, size, 0, func(i int64, x *idKey) bool {
				full = !add(x.ID, "", packPos(si, i))
				return !full
			})
		})
		if err != nil {
			return orderResult{}, err
		}
		if full {
			return orderResult{why: "its ids take more than 4 GiB, too many to sort by input order here"}, nil
		}
	}
	keys := string(buf) // substrings of it cost nothing
	buf = nil
	slices.SortFunc(entries, func(a, b entry) int {
		a1, b1 := keys[a.off:a.off+a.n1], keys[b.off:b.off+b.n1]
		if a1 != b1 {
			return idCompare(a1, b1)
		}
		a2, b2 := keys[a.off+a.n1:a.off+a.n1+a.n2], keys[b.off+b.n1:b.off+b.n1+b.n2]
		if a2 != b2 {
			return idCompare(a2, b2)
		}
		switch {
		case a.pos < b.pos:
			return -1
		case a.pos > b.pos:
			return 1
		}
		return 0
	})
	o := &rowOrder{pos: make([]uint64, len(entries))}
	for i, e := range entries {
		o.pos[i] = e.pos
	}
	return orderResult{o: o}, nil
}

func idCompare(a, b string) int {
	if dataset.IDLess(a, b) {
		return -1
	}
	if dataset.IDLess(b, a) {
		return 1
	}
	return 0
}

// matching is the rows of shards that read keeps (the filter's visit),
// one scan of every shard of the list the first time, then from the
// cache.
func (s *Server) matching(ctx context.Context, key string, shards []dataset.ShardInfo, read visitFunc) (*matchSet, error) {
	c := &s.orders
	return await(ctx, c, &c.matches, key, func(ctx context.Context) (*matchSet, error) {
		return s.scanMatches(ctx, shards, read)
	}, func(key string) {
		// The most recently used last; the least recently used built
		// filters dropped past maxMatchSets (those being built are not
		// counted: of them, at most maxBuilds hold rows).
		c.recent = append(slices.DeleteFunc(c.recent, func(k string) bool { return k == key }), key)
		for len(c.recent) > maxMatchSets {
			delete(c.matches, c.recent[0])
			c.recent = c.recent[1:]
		}
	})
}

// scanMatches sets the bit of each row of shards that read keeps.
func (s *Server) scanMatches(ctx context.Context, shards []dataset.ShardInfo, read visitFunc) (*matchSet, error) {
	m := &matchSet{bits: make([][]uint64, len(shards))}
	for si, sh := range shards {
		m.bits[si] = make([]uint64, (sh.Rows+63)/64)
		err := s.readShard(ctx, sh, func(r io.ReaderAt, size int64) error {
			return read(r, size, 0, func(i int64, _ any) bool {
				if i/64 >= int64(len(m.bits[si])) {
					// More rows than the manifest says: the check
					// against its size and sha256 lets none through.
					return false
				}
				m.bits[si][i/64] |= 1 << (i % 64)
				return true
			})
		})
		if err != nil {
			return nil, err
		}
		for _, w := range m.bits[si] {
			m.n += int64(bits.OnesCount64(w))
		}
	}
	return m, nil
}

// fetchFunc reads the rows at the given indexes of one shard (ascending).
type fetchFunc func(r io.ReaderAt, size int64, rows []int64, fn func(i int64, v any)) error

// fetchRows is a fetchFunc for rows of type T.
func fetchRows[T any](r io.ReaderAt, size int64, rows []int64, fn func(int64, any)) error {
	return dataset.ReadRowsAt(r, size, rows, func(i int64, v *T) { fn(i, *v) })
}

func fetchRowMaps(r io.ReaderAt, size int64, rows []int64, fn func(int64, any)) error {
	return dataset.ReadRowMapsAt(r, size, rows, func(i int64, v map[string]any) { fn(i, v) })
}

// orderedPage is the page of a list in order: the limit rows from the
// offset-th on, of those m keeps (every row when m is nil), and how many
// the list holds.
func (s *Server) orderedPage(ctx context.Context, shards []dataset.ShardInfo, o *rowOrder, m *matchSet, offset, limit int, fetch fetchFunc) ([]any, int64, error) {
	var want []uint64
	total := int64(len(o.pos))
	if m == nil {
		if offset < len(o.pos) {
			want = o.pos[offset:min(len(o.pos), offset+limit)]
		}
	} else {
		total = m.n
		k := 0
		for _, p := range o.pos {
			if !m.has(p) {
				continue
			}
			if k >= offset {
				want = append(want, p)
				if len(want) == limit {
					break
				}
			}
			k++
		}
	}
	byShard := map[int][]int64{}
	for _, p := range want {
		sh, row := unpackPos(p)
		byShard[sh] = append(byShard[sh], row)
	}
	got := make(map[uint64]any, len(want))
	for _, si := range slices.Sorted(maps.Keys(byShard)) {
		rows := byShard[si]
		slices.Sort(rows)
		err := s.readShard(ctx, shards[si], func(r io.ReaderAt, size int64) error {
			return fetch(r, size, rows, func(i int64, v any) { got[packPos(si, i)] = v })
		})
		if err != nil {
			return nil, 0, err
		}
	}
	items := make([]any, 0, len(want))
	for _, p := range want {
		v, ok := got[p]
		if !ok {
			sh, row := unpackPos(p)
			return nil, 0, fmt.Errorf("%s: row %d was not read", shards[sh].Path, row)
		}
		items = append(items, v)
	}
	return items, total, nil
}

// orderNote says on the page in what order the list is shown; why says
// why it is not in input order. The id order is said for the version's
// source: what its ids are made of, and so whether it is the input's
// order (it said "for ids made of the input file and line" on every
// version, a Libriheavy one's included).
func orderNote(o *rowOrder, why string, shards []dataset.ShardInfo, rejects bool, source string) string {
	if o == nil {
		return fmt.Sprintf("Shown shard by shard (%d shards), each in id order: %s; rows are spread over the shards by a hash of their id.", len(shards), why)
	}
	if rejects {
		return "In input order: by file and line (a number by its value, file:2 before file:10), then id."
	}
	const head = "In id order, a number in an id by its value (file:2 before file:10)"
	switch source {
	case "gtn", "text", sources.SourceNeMoCases:
		return head + ": here the order of the input's files and lines, the ids being FILE:LINE (a JSONL or table row's own id, where it has one, in place of its line)."
	case "spgi":
		return head + ": here each CSV's rows by their wav file's name (ids CSV:WAV), not the CSV's line order."
	case sources.SourceLibriheavy:
		return head + ": here by cut id (split, speaker, book, chapter and segment), not the order of the cuts file's lines."
	}
	return head + ": for ids made of the input file and line, the order of the input's files and lines."
}
