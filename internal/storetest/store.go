package storetest

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"os"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
)

// Store is an object store held in memory under one scheme. Its files
// are keyed by their whole path ("scheme://bucket/key"); a folder is only a
// prefix of names, as in a bucket.
type Store struct {
	scheme string

	mu      sync.Mutex
	files   map[string]object
	holds   []*hold
	fails   []string       // prefixes whose writes fail (Fail)
	reads   map[string]int // OpenRead calls per path (Reads)
	buckets int            // Bucket's count
	// refuseDone: an operation under a cancelled context fails
	// (RefuseCancelled).
	refuseDone bool
}

type object struct {
	data     []byte
	modified time.Time
}

// hold is a Hold in force: the writes under prefix wait for release.
type hold struct {
	prefix  string
	started chan string
	release chan struct{}
}

// Register makes a Store the filesystem of scheme (paths "scheme://...")
// for the whole process; call it once per scheme (a package-level var of
// the test).
func Register(scheme string) *Store {
	s := &Store{scheme: scheme, files: map[string]object{}, reads: map[string]int{}}
	filesystem.Register(scheme, func(context.Context) filesystem.Interface { return fsys{s} })
	return s
}

// Bucket returns "scheme://bN", a bucket no earlier call returned: a
// test's own root in a store that lives as long as the process (go test
// -count=N runs a test N times in one).
func (s *Store) Bucket() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.buckets++
	return fmt.Sprintf("%s://b%d", s.scheme, s.buckets)
}

// Hold makes every write under prefix that closes from now on wait, before
// its file appears, until release is called; each sends its path on
// started first (buffered: a test reads the first and may ignore the
// others). release may be called more than once.
func (s *Store) Hold(prefix string) (started <-chan string, release func()) {
	h := &hold{prefix: prefix, started: make(chan string, 1024), release: make(chan struct{})}
	s.mu.Lock()
	s.holds = append(s.holds, h)
	s.mu.Unlock()
	var once sync.Once
	return h.started, func() {
		once.Do(func() {
			s.mu.Lock()
			for i, x := range s.holds {
				if x == h {
					s.holds = append(s.holds[:i], s.holds[i+1:]...)
					break
				}
			}
			s.mu.Unlock()
			close(h.release)
		})
	}
}

// Fail makes every write under prefix fail on Close, with nothing
// stored, until restore is called.
func (s *Store) Fail(prefix string) (restore func()) {
	s.mu.Lock()
	s.fails = append(s.fails, prefix)
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		defer s.mu.Unlock()
		for i, p := range s.fails {
			if p == prefix {
				s.fails = append(s.fails[:i], s.fails[i+1:]...)
				return
			}
		}
	}
}

// RefuseCancelled makes every operation given a cancelled (or expired)
// context fail with the context's error, as a real store's client does (a
// request is never sent), until restore is called. memfs:// and the store
// by default go on, so a cleanup run under the context a Ctrl-C cancelled
// passed tests while it removed nothing on gs://.
func (s *Store) RefuseCancelled() (restore func()) {
	s.mu.Lock()
	s.refuseDone = true
	s.mu.Unlock()
	return func() {
		s.mu.Lock()
		s.refuseDone = false
		s.mu.Unlock()
	}
}

// refused is ctx's error when the store refuses a cancelled context.
func (s *Store) refused(ctx context.Context) error {
	s.mu.Lock()
	on := s.refuseDone
	s.mu.Unlock()
	if on && ctx.Err() != nil {
		return ctx.Err()
	}
	return nil
}

// Files lists the stored paths under prefix, sorted.
func (s *Store) Files(prefix string) []string {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []string
	for p := range s.files {
		if strings.HasPrefix(p, prefix) {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out
}

// Reads is how many times p was opened for reading: a download, on an
// object store.
func (s *Store) Reads(p string) int {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.reads[p]
}

// Put stores data at p at once (no hold).
func (s *Store) Put(p string, data []byte) {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.files[p] = object{data: bytes.Clone(data), modified: time.Now()}
}

// Get returns the file at p.
func (s *Store) Get(p string) ([]byte, bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	o, ok := s.files[p]
	return bytes.Clone(o.data), ok
}

// fsys is the filesystem.Interface of a Store, with Remover, Copier and
// LastModifiedGetter, but no Renamer.
type fsys struct{ s *Store }

var (
	_ filesystem.Remover            = fsys{}
	_ filesystem.Copier             = fsys{}
	_ filesystem.LastModifiedGetter = fsys{}
)

func (f fsys) Close() error { return nil }

func (f fsys) List(ctx context.Context, glob string) ([]string, error) {
	if err := f.s.refused(ctx); err != nil {
		return nil, err
	}
	f.s.mu.Lock()
	defer f.s.mu.Unlock()
	var out []string
	for p := range f.s.files {
		ok, err := filesystem.Match(glob, p)
		if err != nil {
			return nil, fmt.Errorf("invalid glob pattern: %w", err)
		}
		if ok {
			out = append(out, p)
		}
	}
	sort.Strings(out)
	return out, nil
}

func (f fsys) OpenRead(ctx context.Context, p string) (io.ReadCloser, error) {
	if err := f.s.refused(ctx); err != nil {
		return nil, err
	}
	f.s.mu.Lock()
	defer f.s.mu.Unlock()
	f.s.reads[p]++
	o, ok := f.s.files[p]
	if !ok {
		return nil, fmt.Errorf("%s: %w", p, os.ErrNotExist)
	}
	return io.NopCloser(bytes.NewReader(o.data)), nil
}

func (f fsys) OpenWrite(ctx context.Context, p string) (io.WriteCloser, error) {
	if err := f.s.refused(ctx); err != nil {
		return nil, err
	}
	return &writer{s: f.s, path: p}, nil
}

func (f fsys) Size(ctx context.Context, p string) (int64, error) {
	if err := f.s.refused(ctx); err != nil {
		return -1, err
	}
	f.s.mu.Lock()
	defer f.s.mu.Unlock()
	o, ok := f.s.files[p]
	if !ok {
		return -1, fmt.Errorf("%s: %w", p, os.ErrNotExist)
	}
	return int64(len(o.data)), nil
}

func (f fsys) LastModified(ctx context.Context, p string) (time.Time, error) {
	if err := f.s.refused(ctx); err != nil {
		return time.Time{}, err
	}
	f.s.mu.Lock()
	defer f.s.mu.Unlock()
	o, ok := f.s.files[p]
	if !ok {
		return time.Time{}, fmt.Errorf("%s: %w", p, os.ErrNotExist)
	}
	return o.modified, nil
}

// Remove deletes p; a missing p is an error, as gs:// says
// storage.ErrObjectNotExist.
func (f fsys) Remove(ctx context.Context, p string) error {
	if err := f.s.refused(ctx); err != nil {
		return err
	}
	f.s.mu.Lock()
	defer f.s.mu.Unlock()
	if _, ok := f.s.files[p]; !ok {
		return fmt.Errorf("remove %s: %w", p, os.ErrNotExist)
	}
	delete(f.s.files, p)
	return nil
}

func (f fsys) Copy(ctx context.Context, from, to string) error {
	if err := f.s.refused(ctx); err != nil {
		return err
	}
	f.s.mu.Lock()
	defer f.s.mu.Unlock()
	o, ok := f.s.files[from]
	if !ok {
		return fmt.Errorf("copy %s: %w", from, os.ErrNotExist)
	}
	f.s.files[to] = object{data: bytes.Clone(o.data), modified: time.Now()}
	return nil
}

// writer buffers a file and stores it on Close, after any Hold on its path.
type writer struct {
	s      *Store
	path   string
	buf    bytes.Buffer
	closed bool
}

func (w *writer) Write(b []byte) (int, error) {
	if w.closed {
		return 0, fmt.Errorf("write %s: closed", w.path)
	}
	return w.buf.Write(b)
}

func (w *writer) Close() error {
	if w.closed {
		return nil
	}
	w.closed = true
	w.s.mu.Lock()
	var held *hold
	for _, h := range w.s.holds {
		if strings.HasPrefix(w.path, h.prefix) {
			held = h
			break
		}
	}
	failed := false
	for _, p := range w.s.fails {
		failed = failed || strings.HasPrefix(w.path, p)
	}
	w.s.mu.Unlock()
	if failed {
		return fmt.Errorf("close %s: the store refused the write (storetest.Fail)", w.path)
	}
	if held != nil {
		select {
		case held.started <- w.path:
		default:
		}
		<-held.release
	}
	w.s.Put(w.path, w.buf.Bytes())
	return nil
}
