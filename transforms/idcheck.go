package transforms

import (
	"bytes"
	"cmp"
	"context"
	"encoding/binary"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"slices"
	"strings"
	"unsafe"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/eval"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/itnprep/itnprep/storage"
)

// evaluate --beam's repeated-id check, the in-process evaluate's
// (eval.Run.Repeats) for a pipeline, in bounded memory: idSpillFn, fused
// with the reader, spills each record's id and place as sorted runs (an
// external sort, as WriteSortedLines'), and findRepeatsFn merges the runs
// once and writes what it found, eval.Repeats, which the launcher reads
// back (ReadRepeats).
//
// A run's entry is binary, built once per record into a chunk of bytes
// with no string made for it: the key is the id's hash (idHash, 8 bytes,
// big-endian), its kind byte, its IDKey's length (4 bytes, big-endian)
// and the IDKey, then the file, a NUL and the line (8 bytes, big-endian,
// sign bit flipped), so that a repeated id's records lie side by side in
// (file, line) order, the earliest first; the row is the id as written
// when that differs from its IDKey (a number: 1.0 is the id 1), else
// empty. The kind: 42 and "42" are two ids, as in process; the length
// before the id: ids may hold a NUL. Before, each record made a key by
// fmt.Sprintf and a JSON line by json.Marshal (appended into kept
// buffers), copied both into strings and the line again into the spill's
// buffer, and the merge wrote every line to a file the launcher read back
// (about 160 bytes an id, written twice and read twice; now about 65,
// written and read once) (docs/BENCHMARKS.md, "evaluate --beam: the
// repeated-id check's CPU").

// idSpillFn spills the id and place of every record that has one as
// sorted runs named Name-<bundle>-<seq>.run under Dir, holding them
// against BufferBytes (the process's budget, IDSpillBytes) as
// spillLinesFn holds lines; it emits the runs' descriptors. The entries'
// bytes are cut from chunks the DoFn allocates (idChunkBytes), a chunk
// per a thousand ids or so rather than an allocation each; a spilled
// entry's bytes are garbage once no entry of its chunk is held.
type idSpillFn struct {
	Dir         string
	Name        string
	BufferBytes int64

	buf   spillBuffer[int, idEntry] // one group
	chunk []byte                    // what is left of the current chunk
}

// idEntry is one buffered record: b is its run key (appendIDRunKey) then
// its row, the key's first 8 bytes its hash, big-endian (so an in-memory
// sort by hash, key, row is the runs' byte order, which the merge needs).
type idEntry struct {
	hash uint64
	b    string // over a chunk's bytes
	k    int    // the key's length
}

func (e *idEntry) key() string { return e.b[:e.k] }
func (e *idEntry) row() string { return e.b[e.k:] }

func compareIDEntries(a, b idEntry) int {
	if a.hash != b.hash {
		return cmp.Compare(a.hash, b.hash)
	}
	return cmp.Or(strings.Compare(a.key(), b.key()), strings.Compare(a.row(), b.row()))
}

// idChunkBytes is the size of the chunks idSpillFn cuts entries from.
const idChunkBytes = 64 << 10

func (fn *idSpillFn) StartBundle(_ context.Context, _ func(LineRun)) {
	fn.buf.start()
	fn.buf.keep = true
}

func (fn *idSpillFn) ProcessElement(ctx context.Context, r EvalRecord, emit func(LineRun)) error {
	kind := eval.IDKind(r.IDKind)
	if kind == eval.IDNone {
		return nil
	}
	key := eval.IDKey(kind, r.ID)
	written := ""
	if key != r.ID {
		written = r.ID
	}
	keyLen := idRunKeyLen(key, r.File)
	b := fn.take(keyLen + len(written))
	hash := idHash(kind, key)
	appendIDRunKey(b[:0], hash, kind, key, r.File, r.Line)
	copy(b[keyLen:], written)
	e := idEntry{hash: hash, b: unsafe.String(unsafe.SliceData(b), len(b)), k: keyLen}
	if fn.buf.add(0, e, int64(len(b))+entryOverhead, fn.BufferBytes) {
		return fn.spill(ctx, emit)
	}
	return nil
}

func (fn *idSpillFn) FinishBundle(ctx context.Context, emit func(LineRun)) error {
	err := fn.spill(ctx, emit)
	fn.buf.forget()
	fn.chunk = nil
	return err
}

// spill sorts what the bundle holds and writes it as a run into Dir (the
// runs folder the launcher removes after the job, which waits for it as
// spillLinesFn's spills are waited for).
func (fn *idSpillFn) spill(ctx context.Context, emit func(LineRun)) error {
	end, err := beginStagingWrite(fn.Dir)
	if err != nil {
		fn.buf.drop()
		return err
	}
	defer end()
	for _, entries := range fn.buf.drain() {
		slices.SortFunc(entries, compareIDEntries)
		p := dataset.Join(fn.Dir, fmt.Sprintf("%s-%s-%04d.run", fn.Name, fn.buf.bundle, fn.buf.seq))
		if err := storage.WriteAtomicFunc(ctx, p, func(w io.Writer) error {
			rw := extsort.NewRunWriter(w)
			for i := range entries {
				e := &entries[i]
				rw.Add(stringBytes(e.key()), stringBytes(e.row()))
			}
			return rw.Flush()
		}); err != nil {
			return fmt.Errorf("sorting %s: spilling a run: %w", fn.Name, err)
		}
		emit(LineRun{Path: p, Lines: int64(len(entries))})
	}
	return nil
}

// stringBytes is s's bytes, read only.
func stringBytes(s string) []byte { return unsafe.Slice(unsafe.StringData(s), len(s)) }

// take cuts n bytes from the current chunk, starting a new one when it
// has not that many left. The bytes are written once, before the entry
// holding them is buffered, and never again: an entry is a string over
// them.
func (fn *idSpillFn) take(n int) []byte {
	if n > len(fn.chunk) {
		fn.chunk = make([]byte, max(n, idChunkBytes))
	}
	b := fn.chunk[:n:n]
	fn.chunk = fn.chunk[n:]
	return b
}

// idHash is FNV-1a (64 bits) of an id's kind byte and IDKey: the same in
// every process, so every worker's runs sort alike. It orders the runs
// (equal hashes are told apart by the key), so a sort compares 8 bytes
// where ids share long prefixes (pred-000001, pred-000002, ...).
func idHash(kind eval.IDKind, key string) uint64 {
	const prime = 1099511628211
	h := (uint64(14695981039346656037) ^ uint64(byte(kind))) * prime
	for i := 0; i < len(key); i++ {
		h = (h ^ uint64(key[i])) * prime
	}
	return h
}

// idRunKeyLen is the length of appendIDRunKey's key.
func idRunKeyLen(key, file string) int { return 8 + 1 + 4 + len(key) + len(file) + 1 + 8 }

// appendIDRunKey appends a run entry's key (see above): the id's hash
// (idHash), kind, the IDKey's length and bytes, file, NUL, line.
func appendIDRunKey(b []byte, hash uint64, kind eval.IDKind, key, file string, line int64) []byte {
	b = binary.BigEndian.AppendUint64(b, hash)
	b = append(b, byte(kind))
	b = binary.BigEndian.AppendUint32(b, uint32(len(key)))
	b = append(b, key...)
	b = append(b, file...)
	b = append(b, 0)
	return binary.BigEndian.AppendUint64(b, uint64(line)^1<<63)
}

// splitIDRunKey reads appendIDRunKey's key back: id is its first part
// (hash, kind, length, IDKey), what two records of one id share.
func splitIDRunKey(key []byte) (id, file []byte, line int64, err error) {
	const head = 8 + 1 + 4
	if len(key) < head+1+8 {
		return nil, nil, 0, errors.New("ids run: entry too short")
	}
	n := int(binary.BigEndian.Uint32(key[9:head]))
	if head+n+1+8 > len(key) || key[len(key)-9] != 0 {
		return nil, nil, 0, errors.New("ids run: malformed entry")
	}
	return key[:head+n], key[head+n : len(key)-9], int64(binary.BigEndian.Uint64(key[len(key)-8:]) ^ 1<<63), nil
}

// findRepeatsFn merges the runs of idSpillFn (a side input of their
// descriptors; merged in passes past maxLineRunFanIn, as
// writeMergedLinesFn does) and writes the repeats it finds as JSON to
// Path. A record repeats the record before it in the merge when both
// have one id (kind and IDKey); the repeat's strings are made only when
// it is the earliest so far (eval.Repeats keeps one).
type findRepeatsFn struct {
	Path string
}

func (fn *findRepeatsFn) ProcessElement(ctx context.Context, _ []byte, runsIt func(*LineRun) bool) error {
	runs, want := collectLineRuns(runsIt)
	runs, own, err := mergeLineRunPasses(ctx, runs)
	if err != nil {
		return fmt.Errorf("%s: merging runs: %w", fn.Path, err)
	}
	var rs eval.Repeats
	var got int64
	var id, firstFile []byte // the current id's, and its first record's file and line
	var firstLine int64
	err = mergeLineRuns(ctx, runs, func(key, row []byte) error {
		got++
		kid, file, line, err := splitIDRunKey(key)
		if err != nil {
			return err
		}
		if got == 1 || !bytes.Equal(kid, id) {
			id, firstFile, firstLine = append(id[:0], kid...), append(firstFile[:0], file...), line
			return nil
		}
		if rs.N > 0 {
			if c := bytes.Compare(file, []byte(rs.First.File)); c > 0 || c == 0 && line >= rs.First.Line {
				rs.N++ // not the earliest: Note would keep the one it has
				return nil
			}
		}
		written := row
		if len(written) == 0 {
			written = kid[8+1+4:]
		}
		rs.Note(eval.Repeat{ID: string(written), Number: eval.IDKind(kid[8]) == eval.IDNumber, File: string(file), Line: line, FirstFile: string(firstFile), FirstLine: firstLine})
		return nil
	})
	if err != nil {
		return fmt.Errorf("%s: %w", fn.Path, err)
	}
	if got != want {
		return fmt.Errorf("%s: runs announced %d ids but held %d", fn.Path, want, got)
	}
	b, err := json.Marshal(rs)
	if err != nil {
		return fmt.Errorf("%s: %w", fn.Path, err)
	}
	if err := storage.WriteAtomic(ctx, fn.Path, b); err != nil {
		return fmt.Errorf("%s: %w", fn.Path, err)
	}
	if own {
		return removeLineRuns(ctx, runs)
	}
	return nil
}

// WriteIDs finds the records that repeat an earlier record's id (the same
// id, in (file, line) order; records without one take no part) and writes
// them to path as JSON (eval.Repeats: their count and the earliest), for
// ReadRepeats: the in-process evaluate's check (eval.Run.Repeats) for a
// pipeline, in bounded memory. The ids go through sorted runs in
// IDsRunsDir(path) (no runner holds them; the launcher removes the runs
// after the job, as WriteRejects' runs); budget is the process's spill
// budget (--sink-buffer-kb; 0: DefaultSinkBufferBytes): the ids spill
// against the smaller of it and DefaultIDSpillBytes (IDSpillBytes).
func WriteIDs(s beam.Scope, records beam.PCollection, path string, budget int64) {
	s = s.Scope("WriteIDs")
	dir := IDsRunsDir(path)
	ReopenStaging(dir) // a runs folder named after the output: this job takes its name again
	runs := beam.ParDo(s, &idSpillFn{Dir: dir, Name: "ids", BufferBytes: IDSpillBytes(budget)}, records)
	beam.ParDo0(s, &findRepeatsFn{Path: path}, beam.Impulse(s), beam.SideInput{Input: runs})
}

// DefaultIDSpillBytes is the most of the ids' run entries that a
// process's bundles hold before they spill a run. At the sink's 64 MiB
// the ids' buffer (then about 200 bytes an id) was the whole live heap of
// evaluate --beam (65-80 MB at the peak for 1M predictions; 10 MB without
// the check) and the process peaked at 257-262 MB; at 16 MiB, 128-141 MB
// (docs/BENCHMARKS.md, "evaluate --beam: the ids' buffer capped"). A
// smaller buffer only means more runs, which one merge reads at a time up
// to maxLineRunFanIn.
const DefaultIDSpillBytes = 16 << 20

// IDSpillBytes is the ids' spill budget for the process's spill budget
// budget (0: DefaultSinkBufferBytes): DefaultIDSpillBytes, or budget when
// it is smaller, so a small --sink-buffer-kb bounds them too.
func IDSpillBytes(budget int64) int64 {
	if budget <= 0 || budget > DefaultIDSpillBytes {
		return DefaultIDSpillBytes
	}
	return budget
}

// IDsRunsDir is the folder of WriteIDs' sorted runs for path.
func IDsRunsDir(path string) string { return path + ".runs" }

// ReadRepeats reads what WriteIDs wrote: the repeats, as
// eval.Run.Repeats counts them.
func ReadRepeats(ctx context.Context, path string) (eval.Repeats, error) {
	var rs eval.Repeats
	b, err := storage.ReadFile(ctx, path)
	if err != nil {
		return rs, fmt.Errorf("%s: %w", path, err)
	}
	if err := json.Unmarshal(b, &rs); err != nil {
		return rs, fmt.Errorf("%s: %w", path, err)
	}
	return rs, nil
}
