package transforms

import (
	"cmp"
	"context"
	"fmt"
	"io"
	"reflect"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/sources"
	"github.com/itnprep/itnprep/storage"
)

// The sink is an external sort, so its memory does not depend on how many
// rows a version has:
//
//  1. every row kind (Pair, Reject, any derived kind) is turned into a
//     SinkRow by a small keying DoFn of its own: the shard file it belongs
//     to, its sort key (the row id) and its bytes in the kind's binary form;
//  2. spillFn buffers SinkRows per bundle and, whenever the buffer passes
//     its share of SinkConfig.BufferBytes (a budget for all the bundles
//     running in the process; see shouldSpill) and at the end of the
//     bundle, sorts each shard's
//     rows and writes them as one run file under STAGING/.runs/; it emits
//     only run descriptors (path, rows), so the GroupByKey that follows
//     carries a few bytes per run instead of the rows;
//  3. mergeRunsFn k-way merges one shard's runs (one small read buffer per
//     run), decodes each row with its kind's codec and streams it into the
//     Parquet writer, which holds one row group; at most
//     mergeSlots(budget) merges run at once in a process, so the merge
//     phase is bounded by the same budget as the spills.
//
// The merged order is a total order on rows (key, then the kind's tie
// break, then bytes), so shards are byte-identical whatever the runner,
// parallelism or bundle layout; for Pair and Reject it is the order the
// in-memory sink used (dataset.ComparePairs / CompareRejects), so version
// ids did not change with it. Run files are found by descriptors, never by
// listing, so a retried bundle's orphaned runs are ignored. A merge leaves
// its runs in place: a runner may retry a merge bundle that already wrote
// its shard (Dataflow retries failed bundles, and a bundle whose result was
// lost looks failed), and the retry must find its runs again; it rewrites
// the same shard. The finalizer removes every run under STAGING/.runs/
// once the version is committed or refused (RemoveRuns), the launcher
// removes a local staging folder whatever happens, and `versions gc`
// clears what a killed run leaves. The price is disk: the runs stay until
// the last shard is written (about the shards' size again, uncompressed).

// DefaultSinkBufferBytes bounds the rows a worker process's sink bundles
// hold, together, before they spill sorted runs.
const DefaultSinkBufferBytes = 64 << 20

// The buffer is a budget for the whole process, not for each bundle: a
// runner may run many bundles of the sink's stage at once (prism splits a
// running bundle and runs the parts in parallel, more of them the longer a
// bundle runs), and a budget per bundle made a prism job's peak memory
// grow with its input (440 MB at 1M GTN sentences, 847 MB at 10M: up to
// eight 64 MiB buffers alive). Now a bundle spills once the process's
// bundles hold the budget together and it holds at least their average
// (see shouldSpill): k bundles filling at the same pace each spill at about
// budget/k, and a bundle holding little (a kind with few rows, such as
// rejects) waits for the big ones. Runs' sizes never change the output:
// the merge's order is total.
var (
	sinkHeld    atomic.Int64 // bytes the process's spilling bundles hold (sinkShare)
	sinkHolders atomic.Int64 // spilling bundles holding at least one entry
)

// minSpillBytes is the least a bundle spills at before its bundle ends, so
// many parallel bundles do not write runs of a few rows.
const minSpillBytes = 1 << 20

// shouldSpill says whether a bundle holding own bytes spills now, while
// holders bundles hold total bytes together against budget (0: default).
func shouldSpill(own, total, holders, budget int64) bool {
	if budget <= 0 {
		budget = DefaultSinkBufferBytes
	}
	return total >= budget && own*max(holders, 1) >= total && own >= min(budget, minSpillBytes)
}

// sinkShare is one bundle's part of the process's account (sinkHeld,
// sinkHolders): the bytes a spilling DoFn (spillFn, spillLinesFn,
// spillSeqsFn) holds. Its size lives in a cell of its own, which a cleanup
// (runtime.AddCleanup) takes out of the account once the DoFn instance
// holding the share is garbage: a runner drops the instance of a failed
// bundle (any DoFn fused with it failing, bad input among them) without
// a call that could release it, and its bytes stayed in the account for
// the life of the process, every later bundle spilling against a budget
// shrunk by them (a process running many jobs: the CLI's tests, a library
// user).
type sinkShare struct{ cell *shareCell }

// shareCell is a share's size in the account (atomic: the cleanup reads
// and clears it on another goroutine).
type shareCell struct{ size atomic.Int64 }

// hold adds n bytes to the share and reports whether its bundle should
// spill now against budget (shouldSpill; 0: DefaultSinkBufferBytes).
func (s *sinkShare) hold(n, budget int64) bool {
	if s.cell == nil {
		s.cell = &shareCell{}
		runtime.AddCleanup(s, (*shareCell).release, s.cell)
	}
	if s.cell.size.Load() == 0 {
		sinkHolders.Add(1)
	}
	own := s.cell.size.Add(n)
	total := sinkHeld.Add(n)
	return shouldSpill(own, total, sinkHolders.Load(), budget)
}

// held is the share's size.
func (s *sinkShare) held() int64 {
	if s.cell == nil {
		return 0
	}
	return s.cell.size.Load()
}

// release takes the share out of the process's account (after a spill, a
// failed bundle's records dropped, or a reused instance's leftovers).
func (s *sinkShare) release() {
	if s.cell != nil {
		s.cell.release()
	}
}

func (c *shareCell) release() {
	if n := c.size.Swap(0); n > 0 {
		sinkHeld.Add(-n)
		sinkHolders.Add(-1)
	}
}

// SinkRow is one row on its way to a shard.
type SinkRow struct {
	Shard string // shard file path relative to the version folder
	Key   string // sort key within the shard: the row id
	Row   []byte // the row in its kind's binary form (RowKind)
}

// RunDesc names one sorted run file written by a spill.
type RunDesc struct {
	Kind string
	Path string
	Rows int64
}

// WrittenShard reports one shard written to the staging folder, with the
// counts the finalizer sums into the manifest (dataset.BuildManifest).
type WrittenShard = dataset.ShardReport

// RowKind is what the sink needs to know about one kind of dataset row: how
// to break ties between equal keys and how to write encoded rows as Parquet.
// Register one per row type with RegisterRowKind (ParquetRowKind builds it
// from a decoder), then turn rows into SinkRows with a DoFn of your own.
type RowKind struct {
	Name string
	// Tie orders encoded rows with equal keys; it must be total on distinct
	// rows' contents (nil: byte order).
	Tie extsort.Tie
	// NewWriter starts a shard on w with the sink's writer options; rows
	// arrive sorted.
	NewWriter func(w io.Writer, o WriterOptions) RowWriter
}

// WriterOptions are a shard writer's: the Parquet options, and the job's
// input files by which pair rows name their origins
// (SinkConfig.Origins; nil for kinds with none).
type WriterOptions struct {
	dataset.ShardOptions
	Origins dataset.OriginFiles
}

// RowWriter writes encoded rows into one shard.
type RowWriter interface {
	Write(row []byte) error
	// Close finishes the file and fills ws's sizes and the kind's totals
	// (Records, Stats, Rules) into ws.
	Close(ws *WrittenShard) error
}

// RowSummary accumulates a kind's per-shard totals for the manifest.
type RowSummary[T any] interface {
	Add(row *T)
	Fill(ws *WrittenShard)
}

var (
	rowKindsMu sync.RWMutex
	rowKinds   = map[string]RowKind{}
)

// RegisterRowKind makes a row kind known to the sink. Call it from an init
// function so remote workers know it too.
func RegisterRowKind(k RowKind) {
	rowKindsMu.Lock()
	defer rowKindsMu.Unlock()
	if _, dup := rowKinds[k.Name]; dup {
		panic("transforms: row kind registered twice: " + k.Name)
	}
	rowKinds[k.Name] = k
}

func lookupRowKind(name string) (RowKind, error) {
	rowKindsMu.RLock()
	defer rowKindsMu.RUnlock()
	k, ok := rowKinds[name]
	if !ok {
		return k, fmt.Errorf("sink: unknown row kind %q", name)
	}
	return k, nil
}

// ParquetRowKind builds a RowKind for rows of type T (a struct with parquet
// tags): decode turns the binary form back into a row, tie (optional)
// orders equal keys on decoded rows, summary (optional) makes a fresh
// per-shard accumulator.
func ParquetRowKind[T any](name string, decode func([]byte, *T) error, tie func(a, b *T) int, summary func() RowSummary[T]) RowKind {
	return parquetRowKindIn(name, func(b []byte, row *T, _ dataset.OriginFiles) error { return decode(b, row) }, tie, summary)
}

// parquetRowKindIn is ParquetRowKind for a kind whose rows name their
// origin's file in the job's table (pairs: dataset.DecodePairIn). Ties
// decode without it: no kind's order looks at origins.
func parquetRowKindIn[T any](name string, decode func([]byte, *T, dataset.OriginFiles) error, tie func(a, b *T) int, summary func() RowSummary[T]) RowKind {
	k := RowKind{Name: name}
	if tie != nil {
		k.Tie = func(a, b []byte) int {
			var x, y T
			if decode(a, &x, nil) != nil || decode(b, &y, nil) != nil {
				return 0 // bytes decide; a bad row fails when it is written
			}
			return tie(&x, &y)
		}
	}
	k.NewWriter = func(w io.Writer, o WriterOptions) RowWriter {
		pw := &parquetRowWriter[T]{sw: dataset.NewShardWriterWith[T](w, o.ShardOptions), decode: decode, origins: o.Origins}
		if summary != nil {
			pw.sum = summary()
		}
		return pw
	}
	return k
}

type parquetRowWriter[T any] struct {
	sw      *dataset.ShardWriter[T]
	decode  func([]byte, *T, dataset.OriginFiles) error
	origins dataset.OriginFiles
	sum     RowSummary[T]
	rows    int64
}

func (w *parquetRowWriter[T]) Write(row []byte) error {
	slot, err := w.sw.Next()
	if err != nil {
		return err
	}
	if err := w.decode(row, slot, w.origins); err != nil {
		return fmt.Errorf("row %d: %w", w.rows, err)
	}
	if w.sum != nil {
		w.sum.Add(slot)
	}
	w.rows++
	return nil
}

func (w *parquetRowWriter[T]) Close(ws *WrittenShard) error {
	n, sha, err := w.sw.Close()
	if err != nil {
		return err
	}
	ws.Info.Rows, ws.Info.Bytes, ws.Info.SHA256 = w.rows, n, sha
	if w.sum != nil {
		w.sum.Fill(ws)
	}
	return nil
}

// The two kinds every prep job writes.
const (
	PairKind   = "pair"
	RejectKind = "reject"
)

// idRepeats counts the repeated ids of one shard, for every row kind's
// summary. Rows arrive sorted by id, so a row whose id equals the previous
// row's repeats it (variant rows carry their own "#vK" ids, u2tf span rows
// "#sK", and match only when their records repeat). dups counts repeated
// ids once each; first is the smallest, firstFrom where its rows were read
// (their origins, when the kind's rows carry one: pairs) and firstRows how
// many carry it.
//
// A repeated id counts when one of its rows is a record's own (add's key:
// a pair's variant 0, Pair.RecordKey): a record read twice (an SPGISpeech
// row repeated in its CSV) with K verbalized variants repeated K ids, x,
// x#v1, x#v2, and the refusal said "3 ids are carried by more than one
// row" of one repeated row. Variant rows repeat only when their record's
// own id does (or beside a record whose id is spelled x#v1, whose own row
// counts), so nothing repeated goes uncounted.
type idRepeats struct {
	seen      bool
	last      string
	dups      int64
	first     string
	firstRows int64
	firstFrom []dataset.Origin
	// The run of rows carrying last: whether it repeats, whether one of
	// its rows is a record's own, how many rows, and, until an id counted,
	// its first row's origin and the run's origins (the first in the
	// input): only the first counted id's are reported.
	lastDup, runKey bool
	runRows         int64
	lastFrom        dataset.Origin
	runFrom         []dataset.Origin
	// texts: the rows' texts were given (text, pairs only); runWritten
	// and runSpoken are the run's first row's, runSame whether every row
	// of the run carries them, firstSame the first counted id's.
	texts, runSame, firstSame bool
	runWritten, runSpoken     string
}

// addTexts takes the written and spoken text of the row add took last (pair
// rows), so that the first repeated id's rows are known to repeat whole
// or not (ShardReport.FirstDuplicateSame). Two string compares per
// repeated row; none otherwise.
func (r *idRepeats) addTexts(written, spoken string) {
	r.texts = true
	if r.runRows == 1 {
		r.runWritten, r.runSpoken, r.runSame = written, spoken, true
	} else if r.runSame && (written != r.runWritten || spoken != r.runSpoken) {
		r.runSame = false
	}
}

// add takes the next row's id and origin (the zero Origin for a kind
// whose rows carry none) and whether the row is its record's own (true
// for every row of a kind without variants).
func (r *idRepeats) add(id string, from dataset.Origin, key bool) {
	if r.seen && id == r.last {
		if r.dups == 0 {
			if !r.lastDup {
				r.runFrom = keepOrigin(r.runFrom[:0], r.lastFrom)
			}
			r.runFrom = keepOrigin(r.runFrom, from)
		}
		r.lastDup, r.runKey = true, r.runKey || key
		r.runRows++
		return
	}
	r.closeRun()
	// No copy: every kind's decoder gives each row fresh strings, so
	// keeping the id keeps one row's text alive, and a copy per row was a
	// million allocations per million rows.
	r.seen, r.last, r.lastDup = true, id, false
	r.runKey, r.runRows = key, 1
	if r.dups == 0 {
		r.lastFrom = from
	}
}

// closeRun counts the run of rows carrying last, when it repeats an id
// and one of its rows is a record's own; the first counted is the
// shard's first repeated id, and its origins are runFrom itself, which
// add writes no more once an id counted (it was copied, and kept too).
func (r *idRepeats) closeRun() {
	if !r.lastDup || !r.runKey {
		return
	}
	if r.dups++; r.dups == 1 {
		r.first, r.firstRows, r.firstFrom, r.runFrom = r.last, r.runRows, r.runFrom, nil
		r.firstSame = r.texts && r.runSame
	}
}

// keepOrigin adds the origin of a row of a repeated id to from: the
// dataset.MaxDuplicateFrom first in the input (by file, then line), as
// its rows arrive in the order of their contents.
func keepOrigin(from []dataset.Origin, o dataset.Origin) []dataset.Origin {
	if o.File == "" {
		return from
	}
	i, _ := slices.BinarySearchFunc(from, o, compareOrigins)
	if i < dataset.MaxDuplicateFrom {
		from = slices.Insert(from, i, o)
		from = from[:min(len(from), dataset.MaxDuplicateFrom)]
	}
	return from
}

// compareOrigins orders origins by file, then line.
func compareOrigins(a, b dataset.Origin) int {
	if c := strings.Compare(a.File, b.File); c != 0 {
		return c
	}
	return cmp.Compare(a.Line, b.Line)
}

func (r *idRepeats) fill(ws *WrittenShard) {
	r.closeRun()
	r.lastDup = false // a second fill counts the last run no more
	ws.DuplicateIDs, ws.FirstDuplicateID = r.dups, r.first
	ws.FirstDuplicateFrom, ws.FirstDuplicateRows, ws.FirstDuplicateSame = nil, r.firstRows, r.firstSame
	for _, o := range r.firstFrom {
		ws.FirstDuplicateFrom = append(ws.FirstDuplicateFrom, o.String())
	}
}

type pairSummary struct {
	records int64
	stats   dataset.Stats
	ids     idRepeats
	sense   dataset.Sense
}

func (s *pairSummary) Add(p *dataset.Pair) {
	if p.RecordKey() {
		s.records++
	}
	s.stats.Add(p)
	s.sense.Add(p)
	s.ids.add(p.ID, p.From, p.RecordKey())
	s.ids.addTexts(p.Written, p.Spoken)
}

func (s *pairSummary) Fill(ws *WrittenShard) {
	ws.Records, ws.Stats, ws.Sense = s.records, s.stats, s.sense
	s.ids.fill(ws)
	ws.Info.Split = dataset.SplitOfShardPath(ws.Info.Path)
	Progress.RowsWritten.Add(ws.Info.Rows)
	Progress.ShardsWritten.Add(1)
}

// rejectSummary counts a reject shard's rows by rule and keeps the one
// first in the input (rejectFirst: a selection's only when the shard has
// no other), for the run's summary and refusal.
type rejectSummary struct {
	counts map[string]int64
	first  dataset.Reject
	has    bool
}

func (s *rejectSummary) Add(r *dataset.Reject) {
	s.counts[r.Rule]++
	if !s.has || rejectFirst(r, &s.first) {
		// The decoder's strings are its own (copied from the row).
		s.first, s.has = *r, true
	}
}

func (s *rejectSummary) Fill(ws *WrittenShard) {
	ws.Records = ws.Info.Rows
	ws.Rules, ws.RuleCounts = sortedCounts(s.counts)
	ws.FirstReject = s.first
}

// shardPaths names the data shard a row goes to: rows of a split are
// spread over n shards by a stable hash of a key (dataset.ShardOf). Every
// row kind's keying DoFn holds one; paths are built once per split.
type shardPaths struct {
	paths map[string][]string // split -> shard paths
}

func (sp *shardPaths) of(split, key string, n int) string {
	if sp.paths == nil {
		sp.paths = map[string][]string{}
	}
	ps := sp.paths[split]
	if ps == nil {
		ps = make([]string, n)
		for i := range ps {
			ps[i] = dataset.DataShardPath(split, i, n)
		}
		sp.paths[split] = ps
	}
	return ps[dataset.ShardOf(key, n)]
}

// rowSlab is where a keying DoFn writes its rows' binary forms: one
// allocation per slabBytes of rows instead of one per row (at 1M GTN
// sentences the per-row allocations were 0.37 of 11 CPU s, and garbage
// besides; a plain loop holding Pairs pays neither). Each row is a full
// slice expression into the slab, so cap(row) == len(row) and the spill
// buffer's accounting (which counts cap) sees the row's own bytes; a slab
// is garbage once the rows in it are spilled, and a bundle's rows spill
// together.
type rowSlab struct{ buf []byte }

const slabBytes = 64 << 10

// reserve returns the slab to append a row of at most n bytes to.
func (s *rowSlab) reserve(n int) []byte {
	if cap(s.buf)-len(s.buf) < n {
		s.buf = make([]byte, 0, max(slabBytes, n))
	}
	return s.buf
}

// take keeps b (what reserve returned, with one row appended) as the slab
// and returns the row.
func (s *rowSlab) take(b []byte) []byte {
	start := len(s.buf)
	s.buf = b
	return b[start:len(b):len(b)]
}

// pairRowFn keys a row by its shard file (by its id).
type pairRowFn struct {
	Shards      int
	SplitByText sources.SplitByID   // SinkConfig.SplitByText
	Origins     dataset.OriginFiles // SinkConfig.Origins
	paths       shardPaths
	slab        rowSlab
	// lastFile is the last origin file looked up in Origins and lastAt
	// its place: a file's rows come one after another, so most rows cost
	// a string comparison (the same string: its pointer) and no search.
	lastFile string
	lastAt   int
	looked   bool
}

func (fn *pairRowFn) ProcessElement(p dataset.Pair) SinkRow {
	if len(fn.SplitByText) > 0 {
		p.Split = fn.SplitByText.Of(sources.TextKey(p.Written))
	}
	if f := p.From.File; f != fn.lastFile || !fn.looked {
		fn.lastFile, fn.lastAt, fn.looked = f, fn.Origins.Index(f), true
	}
	row := fn.slab.take(dataset.AppendPairAt(fn.slab.reserve(dataset.PairSizeBound(&p)), &p, fn.lastAt))
	return SinkRow{Shard: fn.paths.of(p.Split, p.ID, fn.Shards), Key: strings.Clone(p.ID), Row: row}
}

type rejectRowFn struct {
	Shards int
	Root   string // SinkConfig.RejectRoot
	paths  []string
}

func (fn *rejectRowFn) ProcessElement(r dataset.Reject) SinkRow {
	r = r.RelativeTo(fn.Root)
	if fn.paths == nil {
		fn.paths = make([]string, fn.Shards)
		for i := range fn.paths {
			fn.paths[i] = dataset.RejectShardPath(i, fn.Shards)
		}
	}
	return SinkRow{Shard: fn.paths[dataset.ShardOf(r.ID, fn.Shards)], Key: strings.Clone(r.ID), Row: dataset.AppendReject(nil, &r)}
}

// spillFn buffers a bundle's rows and writes them as sorted runs, one per
// shard per spill, emitting (shard, run) descriptors.
type spillFn struct {
	Staging     string
	Kind        string
	BufferBytes int64

	kind RowKind
	buf  spillBuffer[string, extsort.Entry] // by shard
}

func (fn *spillFn) Setup() error {
	k, err := lookupRowKind(fn.Kind)
	fn.kind = k
	return err
}

func (fn *spillFn) StartBundle(_ context.Context, _ func(string, RunDesc)) {
	fn.buf.start()
}

// entryOverhead approximates the bookkeeping per buffered row (slice and
// string headers), so many tiny rows still spill in time.
const entryOverhead = 48

func (fn *spillFn) ProcessElement(ctx context.Context, r SinkRow, emit func(string, RunDesc)) error {
	Progress.RowsSorted.Add(1)
	// cap, not len: the row's allocation is what stays in memory.
	if fn.buf.add(r.Shard, extsort.Entry{Key: r.Key, Row: r.Row}, int64(len(r.Key)+cap(r.Row))+entryOverhead, fn.BufferBytes) {
		return fn.spill(ctx, emit)
	}
	return nil
}

func (fn *spillFn) FinishBundle(ctx context.Context, emit func(string, RunDesc)) error {
	return fn.spill(ctx, emit)
}

func (fn *spillFn) spill(ctx context.Context, emit func(string, RunDesc)) error {
	end, err := beginStagingWrite(fn.Staging)
	if err != nil {
		fn.buf.drop()
		return err
	}
	defer end()
	var fsys filesystem.Interface
	defer func() {
		if fsys != nil {
			fsys.Close()
		}
	}()
	for shard, entries := range fn.buf.drain() {
		dir := dataset.Join(StagedRunsDir(fn.Staging), fmt.Sprintf("%s-%s-%04d", fn.Kind, fn.buf.bundle, fn.buf.seq))
		if fsys == nil {
			var err error
			if fsys, err = filesystem.New(ctx, dir); err != nil {
				return err
			}
		}
		extsort.Sort(entries, fn.kind.Tie)
		p := dataset.Join(dir, strings.ReplaceAll(shard, "/", "_")+".run")
		w, err := fsys.OpenWrite(ctx, p)
		if err != nil {
			return fmt.Errorf("sink: create run %s: %w", p, err)
		}
		if _, err := extsort.WriteRun(w, entries); err != nil {
			w.Close()
			return fmt.Errorf("sink: write run %s: %w", p, err)
		}
		if err := w.Close(); err != nil {
			return fmt.Errorf("sink: close run %s: %w", p, err)
		}
		emit(shard, RunDesc{Kind: fn.Kind, Path: p, Rows: int64(len(entries))})
	}
	return nil
}

// mergeRunsFn writes one shard from its runs. It does not remove them (a
// retry of its bundle reads them again); the finalizer does.
type mergeRunsFn struct {
	Staging      string
	RowsPerGroup int64
	Compression  dataset.Compression
	BufferBytes  int64               // the sink's process budget; bounds merges at once (mergeSlots)
	Origins      dataset.OriginFiles // SinkConfig.Origins, for kinds whose rows name origins
}

// mergeCostBytes is about what one running merge holds: a zstd encoder
// (parquet-go pools them, one per merge writing a page, ~16 MB each at the
// default level), the runs' read buffers (mergeReadBytes) and the row
// group's Parquet pages. Measured on a 3M-sentence prism run's heap profile
// at its peak: four merges at once held ~64 MB of encoders, 32 MB of read
// buffers and the pages.
const mergeCostBytes = 32 << 20

// mergeSlots is how many shard merges one worker process runs at once: the
// sink's budget over a merge's cost, at least one. A runner may start every
// shard's merge at once (prism runs the merge stage's bundles in parallel),
// and then the process held all of their encoders and buffers together: the
// peak of a prism job was its merge, and it grew with the number of shards,
// not the budget. Bounding merges makes the merge phase's memory a function
// of --sink-buffer-kb like the spill phase's. On a 2-core machine two merges
// already keep both cores busy, so the bound costs little time.
func mergeSlots(budget int64) int {
	if budget <= 0 {
		budget = DefaultSinkBufferBytes
	}
	return int(max(1, budget/mergeCostBytes))
}

// mergeGate is the process-wide count of merges running; acquire waits
// while limit of them run. The limit is per call (every merge of a job
// passes the same one), so a process running two jobs with different
// budgets still never runs more merges than the smaller job allows.
type mergeGate struct {
	mu      sync.Mutex
	cond    *sync.Cond
	running int
	peak    int // most merges ever running at once (tests)
	waiting int // merges waiting for a slot now (tests)
}

var merges = newMergeGate()

func newMergeGate() *mergeGate {
	g := &mergeGate{}
	g.cond = sync.NewCond(&g.mu)
	return g
}

func (g *mergeGate) acquire(limit int) {
	g.mu.Lock()
	for g.running >= limit {
		g.waiting++
		g.cond.Wait()
		g.waiting--
	}
	g.running++
	g.peak = max(g.peak, g.running)
	g.mu.Unlock()
}

func (g *mergeGate) release() {
	g.mu.Lock()
	g.running--
	g.mu.Unlock()
	g.cond.Broadcast()
}

// mergeReadBytes is the read buffering shared by one shard's runs; each run
// gets its share, at least minRunBuffer.
const (
	mergeReadBytes = 8 << 20
	minRunBuffer   = 16 << 10
)

func (fn *mergeRunsFn) ProcessElement(ctx context.Context, shard string, runsIt func(*RunDesc) bool, emit func(WrittenShard)) error {
	var runs []RunDesc
	var rd RunDesc
	for runsIt(&rd) {
		runs = append(runs, rd)
		rd = RunDesc{}
	}
	sort.Slice(runs, func(i, j int) bool { return runs[i].Path < runs[j].Path })
	merges.acquire(mergeSlots(fn.BufferBytes))
	defer merges.release()
	end, err := beginStagingWrite(fn.Staging)
	if err != nil {
		return err
	}
	defer end()
	kind, err := lookupRowKind(runs[0].Kind)
	if err != nil {
		return err
	}
	var want int64
	readers := make([]*extsort.Reader, 0, len(runs))
	bufSize := max(minRunBuffer, mergeReadBytes/len(runs))
	var closers []io.Closer
	defer func() {
		for _, c := range closers {
			c.Close()
		}
	}()
	ws := WrittenShard{Info: dataset.ShardInfo{Path: shard}}
	for _, r := range runs {
		if r.Kind != kind.Name {
			return fmt.Errorf("sink: shard %s gets rows of kinds %q and %q", shard, kind.Name, r.Kind)
		}
		rc, err := storage.Open(ctx, r.Path)
		if err != nil {
			return fmt.Errorf("sink: open run for %s: %w", shard, err)
		}
		closers = append(closers, rc)
		readers = append(readers, extsort.NewReader(r.Path, rc, bufSize))
		want += r.Rows
	}
	err = storage.WriteAtomicFunc(ctx, dataset.Join(fn.Staging, shard), func(w io.Writer) error {
		rw := kind.NewWriter(w, WriterOptions{ShardOptions: dataset.ShardOptions{RowsPerGroup: fn.RowsPerGroup, Compression: fn.Compression}, Origins: fn.Origins})
		if err := extsort.Merge(readers, kind.Tie, func(_, row []byte) error { return rw.Write(row) }); err != nil {
			return err
		}
		return rw.Close(&ws)
	})
	if err != nil {
		return fmt.Errorf("sink: write shard %s: %w", shard, err)
	}
	if ws.Info.Rows != want {
		return fmt.Errorf("sink: shard %s: runs announced %d rows but held %d", shard, want, ws.Info.Rows)
	}
	emit(ws)
	return nil
}

// SinkConfig says where and how shards are written.
type SinkConfig struct {
	Staging      string
	Shards       int
	RowsPerGroup int64
	Compression  dataset.Compression // the shards' codec; "": dataset.DefaultCompression
	BufferBytes  int64               // per worker process, shared by its bundles; 0: DefaultSinkBufferBytes
	// SplitByText, when set (prep --split-by-id with --split-by-text),
	// assigns each pair's split again as it is written, by a hash of its
	// published written text (sources.TextKey): the split the reader gave
	// it hashed the text as read, and cleaning after that (--clean
	// transcript's tags and speaker labels, Libriheavy's book rules) could
	// make two texts read apart one text published in train and test
	// both, which `versions overlap` (keyed by the published text) counts.
	SplitByText sources.SplitByID
	// Origins are the job's input files (dataset.NewOriginFiles of the
	// paths its readers were given): pair rows name their origin's file by
	// its place here on their way through the sink, a file not here by its
	// path. Nil: every row carries its path.
	Origins dataset.OriginFiles
	// RejectRoot, when set (a prep: dataset.InputsFolder of its inputs),
	// is cut from the reject rows' locations and reasons
	// (dataset.Reject.RelativeTo), so that the reject shards, and the
	// version id, do not depend on where the inputs lie.
	RejectRoot string
}

// WriteSorted writes SinkRows of one registered kind into sorted Parquet
// shards under cfg.Staging, in bounded memory, and returns the written
// shards (WrittenShard). Derived dataset kinds call it with their own
// keying DoFn's output.
func WriteSorted(s beam.Scope, cfg SinkConfig, kind string, rows beam.PCollection) beam.PCollection {
	s = s.Scope("WriteSorted." + kind)
	runs := beam.ParDo(s, &spillFn{Staging: cfg.Staging, Kind: kind, BufferBytes: cfg.BufferBytes}, rows)
	return beam.ParDo(s, &mergeRunsFn{Staging: cfg.Staging, RowsPerGroup: cfg.RowsPerGroup, Compression: cfg.Compression, BufferBytes: cfg.BufferBytes, Origins: cfg.Origins}, beam.GroupByKey(s, runs))
}

// WriteShards writes pairs as data/<split>-NNNNN-of-MMMMM.parquet and
// rejects as rejects/rejects-NNNNN-of-MMMMM.parquet under staging. It
// returns the written data shards and reject shards.
func WriteShards(s beam.Scope, cfg SinkConfig, pairs, rejects beam.PCollection) (data, rej beam.PCollection) {
	s = s.Scope("WriteShards")
	data = WriteSorted(s, cfg, PairKind, beam.ParDo(s, &pairRowFn{Shards: cfg.Shards, SplitByText: cfg.SplitByText, Origins: cfg.Origins}, pairs))
	rejCfg := cfg
	rejCfg.Origins = nil // rejects name their location in their columns
	rej = WriteSorted(s, rejCfg, RejectKind, beam.ParDo(s, &rejectRowFn{Shards: cfg.Shards, Root: cfg.RejectRoot}, rejects))
	return data, rej
}

func init() {
	RegisterRowKind(parquetRowKindIn(PairKind, dataset.DecodePairIn, dataset.ComparePairs,
		func() RowSummary[dataset.Pair] { return &pairSummary{stats: dataset.NewStats()} }))
	RegisterRowKind(ParquetRowKind(RejectKind, dataset.DecodeReject, dataset.CompareRejects,
		func() RowSummary[dataset.Reject] { return &rejectSummary{counts: map[string]int64{}} }))

	beam.RegisterType(reflect.TypeOf((*SinkRow)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*RunDesc)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*WrittenShard)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.Stats)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*dataset.ShardInfo)(nil)).Elem())
}
