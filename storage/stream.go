package storage

import (
	"context"
	"errors"
	"fmt"
	"io"
	"os"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/extsort"
	"github.com/parquet-go/parquet-go"
)

// openReaderAt gives random access to a shard: local files directly, remote
// objects through a local copy (localCopy).
func openReaderAt(ctx context.Context, p string) (io.ReaderAt, int64, func() error, error) {
	if !dataset.IsURL(p) {
		f, err := os.Open(p)
		if err != nil {
			return nil, 0, nil, err
		}
		st, err := f.Stat()
		if err != nil {
			f.Close()
			return nil, 0, nil, err
		}
		return f, st.Size(), f.Close, nil
	}
	f, n, _, done, err := localCopy(ctx, p)
	if err != nil {
		return nil, 0, nil, err
	}
	return f, n, func() error { done(); return nil }, nil
}

// localCopy downloads the object p into a temporary file (extsort.CreateUnnamed:
// nothing is left behind, even by a killed process) for random access,
// hashing its bytes as they pass, and returns it with their count and
// sha256. A remote shard was read whole into memory: a diff or an export
// of remote versions, which open every shard of a split at once, held
// them all (and `versions head` every shard its rows come from).
func localCopy(ctx context.Context, p string) (f *os.File, n int64, sha string, done func(), err error) {
	rc, err := Open(ctx, p)
	if err != nil {
		return nil, 0, "", nil, err
	}
	defer rc.Close()
	tmp, err := extsort.CreateUnnamed("", "itnprep-shard-*")
	if err != nil {
		return nil, 0, "", nil, fmt.Errorf("%s: a temporary copy for random access: %w", p, err)
	}
	f, done = tmp.File, func() { tmp.Close() }
	n, sha, err = dataset.Digest(rc, f)
	if err != nil {
		done()
		return nil, 0, "", nil, fmt.Errorf("%s: %w", p, err)
	}
	return f, n, sha, done, nil
}

// RowStream reads a shard's rows (of any row kind T) in small batches, so
// merging many shards holds only one batch per shard in memory.
type RowStream[T any] struct {
	rd    *parquet.GenericReader[T]
	close func() error
	buf   []T
	pos   int
	done  bool
	name  string
}

// PairStream streams a pairs shard.
type PairStream = RowStream[dataset.Pair]

// OpenPairStream opens one pairs data shard for streaming.
func OpenPairStream(ctx context.Context, p string) (*PairStream, error) {
	return OpenRowStream[dataset.Pair](ctx, p)
}

// OpenRowStream opens one data shard of row type T for streaming.
func OpenRowStream[T any](ctx context.Context, p string) (*RowStream[T], error) {
	ra, size, closeFn, err := openReaderAt(ctx, p)
	if err != nil {
		return nil, err
	}
	f, err := dataset.OpenParquet(ra, size)
	if err != nil {
		closeFn()
		return nil, fmt.Errorf("%s: %w", p, err)
	}
	return newRowStream[T](f, closeFn, p), nil
}

func newRowStream[T any](f *parquet.File, closeFn func() error, name string) *RowStream[T] {
	return &RowStream[T]{rd: parquet.NewGenericReader[T](f), close: closeFn, name: name}
}

// Next returns the next row, or false at the end.
func (s *RowStream[T]) Next() (*T, bool, error) {
	if s.pos >= len(s.buf) {
		if s.done {
			return nil, false, nil
		}
		if s.buf == nil {
			s.buf = make([]T, 256)
		}
		s.buf = s.buf[:cap(s.buf)]
		var zero T
		for i := range s.buf {
			s.buf[i] = zero
		}
		n, err := s.rd.Read(s.buf)
		s.buf, s.pos = s.buf[:n], 0
		if errors.Is(err, io.EOF) || (err == nil && n == 0) {
			s.done = true
		} else if err != nil {
			return nil, false, fmt.Errorf("%s: %w", s.name, err)
		}
		if n == 0 {
			return nil, false, nil
		}
	}
	p := &s.buf[s.pos]
	s.pos++
	return p, true, nil
}

// Each calls fn with every row left, in order, until the end, a read
// error (Next's) or an error of fn, which it returns as they are. fn must
// not keep the row: its batch is read over.
func (s *RowStream[T]) Each(fn func(*T) error) error {
	for {
		r, ok, err := s.Next()
		if err != nil || !ok {
			return err
		}
		if err := fn(r); err != nil {
			return err
		}
	}
}

// Close releases the shard.
func (s *RowStream[T]) Close() error {
	s.rd.Close()
	return s.close()
}

// Head calls each with the first n rows (of the version's row type T) of
// one split of the version in dir, shard by shard in the manifest's order;
// split "" is the first shard's split. Shards are streamed, so printing a
// few rows decodes one batch, not a whole shard. Each shard read is first
// checked against the manifest's size and sha256 (OpenCheckedRowStream): a missing,
// changed or corrupted shard is a *ShardError naming it and `versions
// verify`, never a Parquet decoding error or rows that are not the
// version's.
func Head[T any](ctx context.Context, dir string, m *dataset.Manifest, split string, n int, each func(*T) error) error {
	var shards []dataset.ShardInfo
	for _, sh := range m.Shards {
		if split == "" {
			split = sh.Split
		}
		if sh.Split == split {
			shards = append(shards, sh)
		}
	}
	return headShards(ctx, dir, shards, n, each)
}

// HeadRejects calls each with the first n quarantined records of the
// version in dir (its reject shards, in the manifest's order), streamed as
// Head streams rows.
func HeadRejects(ctx context.Context, dir string, m *dataset.Manifest, n int, each func(*dataset.Reject) error) error {
	return headShards(ctx, dir, m.Rejects, n, each)
}

func headShards[T any](ctx context.Context, dir string, shards []dataset.ShardInfo, n int, each func(*T) error) error {
	// Every shard the first n rows come from (by the manifest's row
	// counts) is opened, and so checked, before any row is printed: a
	// damaged shard after good ones was an error after the good shards'
	// rows had been printed, which reads like a complete (shorter) answer
	// followed by a complaint. Opened once: a check of its own before the
	// open downloaded a remote shard twice (OpenCheckedRowStream hashes
	// the copy it reads); a remote shard is read from its downloaded
	// local copy, a temporary file unnamed while it is open, until printed
	// (OpenCheckedRowStream), so the shards held are on disk, not in memory.
	var streams []*RowStream[T]
	defer func() {
		for _, st := range streams {
			st.Close()
		}
	}()
	for i, have := 0, 0; i < len(shards) && have < n; i++ {
		st, err := OpenCheckedRowStream[T](ctx, dir, shards[i])
		if err != nil {
			return err
		}
		streams = append(streams, st)
		have += int(shards[i].Rows)
	}
	for _, st := range streams {
		for ; n > 0; n-- {
			r, ok, err := st.Next()
			if err == nil && ok {
				err = each(r)
			}
			if err != nil {
				return err
			}
			if !ok {
				break
			}
		}
	}
	return nil
}

// EachRowByID calls each with the rows of the given shards of the version
// in dir in id order (dataset.SortRows' order: rows sharing an id by their
// canonical form), holding one batch per shard and the rows of one id: a
// k-way merge of the shards, each sorted by id as the sink writes them.
// Pass the shards of one split (an id's rows share a shard within a split).
func EachRowByID[T dataset.Row](ctx context.Context, dir string, shards []dataset.ShardInfo, each func(T) error) error {
	ms, err := openMerged[T](ctx, dir, &dataset.Manifest{Shards: shards})
	if err != nil {
		return err
	}
	defer ms.Close()
	var run []T // the rows of one id
	flush := func() error {
		dataset.SortRows(run)
		for _, r := range run {
			if err := each(r); err != nil {
				return err
			}
		}
		run = run[:0]
		return nil
	}
	for {
		r, ok, err := ms.Next()
		if err != nil {
			return err
		}
		if !ok {
			return flush()
		}
		if len(run) > 0 && run[0].RowID() != r.RowID() {
			if err := flush(); err != nil {
				return err
			}
		}
		run = append(run, r)
	}
}
