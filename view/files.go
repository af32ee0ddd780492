package view

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/shellquote"
)

// Files is the file access view needs, for local paths and URLs alike.
// The CLI passes storage.FS, which goes through Beam's filesystem package
// (local, gs://, s3://, and memfs:// in tests); a nil Files in Options is
// LocalFiles. It is an interface so that this package stays free of Beam,
// as the trainer is (it is handed a storage.FS the same way).
type Files interface {
	// Open opens a file for reading.
	Open(ctx context.Context, path string) (io.ReadCloser, error)
	// Size is a file's size; an error when it is not there.
	Size(ctx context.Context, path string) (int64, error)
	// List expands a glob; no match is an empty list, not an error.
	List(ctx context.Context, glob string) ([]string, error)
	// WriteAtomic replaces a file so that a reader sees the old bytes or
	// the new ones, never half a file.
	WriteAtomic(ctx context.Context, path string, data []byte) error
}

// LocalFiles is Files over the local disk; URLs are refused with a line
// saying how to read them.
type LocalFiles struct{}

func refuseURL(p string) error {
	if dataset.IsURL(p) {
		return fmt.Errorf("%s: this server reads local paths only (view.Options.Files = storage.FS{} reads URLs)", p)
	}
	return nil
}

// Open opens a local file.
func (LocalFiles) Open(_ context.Context, p string) (io.ReadCloser, error) {
	if err := refuseURL(p); err != nil {
		return nil, err
	}
	return os.Open(p)
}

// Size is a local file's size; a folder is an error.
func (LocalFiles) Size(_ context.Context, p string) (int64, error) {
	if err := refuseURL(p); err != nil {
		return 0, err
	}
	st, err := os.Stat(p)
	if err != nil {
		return 0, err
	}
	if st.IsDir() {
		return 0, fmt.Errorf("%s: a folder, not a file", p)
	}
	return st.Size(), nil
}

// List expands a local glob.
func (LocalFiles) List(_ context.Context, glob string) ([]string, error) {
	if err := refuseURL(glob); err != nil {
		return nil, err
	}
	return filepath.Glob(glob)
}

// WriteAtomic writes b to a temporary file beside path and renames it
// over path.
func (LocalFiles) WriteAtomic(_ context.Context, path string, b []byte) error {
	if err := refuseURL(path); err != nil {
		return err
	}
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	if _, err := f.Write(b); err != nil {
		f.Close()
		os.Remove(tmp)
		return err
	}
	if err := f.Close(); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Chmod(tmp, 0o644); err != nil {
		os.Remove(tmp)
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		os.Remove(tmp)
		return err
	}
	return nil
}

// readCapped reads a whole small file (a card, a figure, a rules file)
// through files, refusing one larger than limit.
func readCapped(ctx context.Context, files Files, path string, limit int64) ([]byte, error) {
	rc, err := files.Open(ctx, path)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	b, err := io.ReadAll(io.LimitReader(rc, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if int64(len(b)) > limit {
		return nil, fmt.Errorf("%s: larger than %d bytes", path, limit)
	}
	return b, nil
}

// exists reports whether path is a file files can read.
func exists(ctx context.Context, files Files, path string) bool {
	_, err := files.Size(ctx, path)
	return err == nil
}

// path is a file of the served folder, local or URL.
func (s *Server) path(rel string) string { return dataset.Join(s.dir, rel) }

// readFile reads a small file of the served folder.
func (s *Server) readFile(ctx context.Context, rel string, limit int64) ([]byte, error) {
	return readCapped(ctx, s.files, s.path(rel), limit)
}

// hasFile reports whether the served folder holds rel.
func (s *Server) hasFile(ctx context.Context, rel string) bool {
	return exists(ctx, s.files, s.path(rel))
}

// figures lists the card's SVG figures (figures/*.svg) as sorted paths
// relative to the folder. A local folder is read as a directory (its
// name may hold glob characters); a remote one is listed by a glob below
// it, the only listing object stores have.
func (s *Server) figures(ctx context.Context) ([]string, error) {
	var out []string
	if !dataset.IsURL(s.dir) {
		ents, err := os.ReadDir(filepath.Join(s.dir, "figures"))
		if err != nil && !os.IsNotExist(err) {
			return nil, err
		}
		for _, e := range ents {
			if !e.IsDir() && strings.HasSuffix(e.Name(), ".svg") {
				out = append(out, "figures/"+e.Name())
			}
		}
		sort.Strings(out)
		return out, nil
	}
	found, err := s.files.List(ctx, s.path("figures/*.svg"))
	if err != nil {
		return nil, err
	}
	prefix := s.path("figures") + "/"
	for _, f := range found {
		rel, ok := strings.CutPrefix(f, prefix)
		if ok && !strings.Contains(rel, "/") && dataset.ValidateRelPath("figures/"+rel) == nil {
			out = append(out, "figures/"+rel)
		}
	}
	sort.Strings(out)
	return out, nil
}

// openShard gives random access to one shard of the version: a local
// file directly; a remote one from the cache, copied there on first use.
func (s *Server) openShard(ctx context.Context, sh dataset.ShardInfo) (io.ReaderAt, int64, func() error, error) {
	var f *os.File
	var err error
	if s.cache != nil {
		f, err = s.cache.open(ctx, s.files, s.path(sh.Path), sh)
	} else {
		f, err = os.Open(s.path(sh.Path))
		if errors.Is(err, fs.ErrNotExist) {
			// It said "open DIR/data/...: no such file or directory",
			// where a changed shard names verify.
			err = fmt.Errorf("%s: missing, the manifest lists it (%d rows, %d bytes); `itnprep versions verify %s` checks every shard", sh.Path, sh.Rows, sh.Bytes, shellquote.Quote(s.dir))
		}
	}
	if err != nil {
		return nil, 0, nil, err
	}
	st, err := f.Stat()
	if err == nil && s.cache == nil {
		err = s.checkLocal(f, st, sh)
	}
	if err != nil {
		f.Close()
		return nil, 0, nil, err
	}
	return f, st.Size(), f.Close, nil
}

// readShard opens one shard of the version and calls read with it. A
// shard that cannot be read (its bytes changed after the check against
// the manifest, a copy cut short where the manifest gives no size, a
// Parquet file this build cannot decode) is an error naming it, the
// problem and `itnprep versions verify`, as a missing or changed shard
// is: it was a 500 page saying "reading rows: " and the decoder's words.
func (s *Server) readShard(ctx context.Context, sh dataset.ShardInfo, read func(r io.ReaderAt, size int64) error) error {
	f, size, closeShard, err := s.openShard(ctx, sh)
	if err != nil {
		return err
	}
	defer closeShard()
	if err := read(f, size); err != nil {
		if ctx.Err() != nil {
			return ctx.Err()
		}
		return fmt.Errorf("%s: cannot be read (%s): %v; `itnprep versions verify %s` checks every shard", sh.Path, shardSizes(size, sh), err, shellquote.Quote(s.dir))
	}
	return nil
}

// shardSizes says a shard's size beside the manifest's rows and bytes,
// its bytes once when they agree: "5025 bytes, 100 rows as the manifest
// lists" (it said "5025 bytes; the manifest lists 100 rows, 5025 bytes",
// the count twice, qa68); "4000 bytes; the manifest lists 100 rows, 5025
// bytes" when they differ; "no size" for a manifest that gives none
// (it said "0 bytes").
func shardSizes(size int64, sh dataset.ShardInfo) string {
	switch {
	case size == sh.Bytes:
		return fmt.Sprintf("%d bytes, %d rows as the manifest lists", size, sh.Rows)
	case sh.Bytes == 0:
		return fmt.Sprintf("%d bytes; the manifest lists %d rows and no size", size, sh.Rows)
	}
	return fmt.Sprintf("%d bytes; the manifest lists %d rows, %d bytes", size, sh.Rows, sh.Bytes)
}

// localCheck is the result of checking one local shard, for the size and
// modification time it had then; done is closed when the check has ended.
type localCheck struct {
	size int64
	mod  time.Time
	done chan struct{}
	err  error
}

// checkLocal checks a local shard against the manifest's size and sha256
// the first time a page reads it (and again when its size or modification
// time changes), as the remote cache checks each copy: a local shard was
// opened as it was, so a shard replaced by another valid Parquet file (a
// copy of its neighbour, a file of another version) was browsed as this
// version's rows without a word, where every other command refuses it.
// The lock guards the map alone: it was held through each shard's sha256,
// so every page, of every list, waited while one shard was hashed. A page
// reading a shard being checked waits for that check.
func (s *Server) checkLocal(f *os.File, st os.FileInfo, sh dataset.ShardInfo) error {
	s.checkMu.Lock()
	if c, ok := s.checked[sh.Path]; ok && c.size == st.Size() && c.mod.Equal(st.ModTime()) {
		s.checkMu.Unlock()
		<-c.done
		return c.err
	}
	c := &localCheck{size: st.Size(), mod: st.ModTime(), done: make(chan struct{})}
	if s.checked == nil {
		s.checked = map[string]*localCheck{}
	}
	s.checked[sh.Path] = c
	hook := s.onCheck
	s.checkMu.Unlock()
	finished := false
	defer func() {
		if !finished { // it panicked: the pages waiting are told, and the next page checks again
			c.err = fmt.Errorf("%s: checking it against the manifest failed", sh.Path)
			s.checkMu.Lock()
			if s.checked[sh.Path] == c {
				delete(s.checked, sh.Path)
			}
			s.checkMu.Unlock()
		}
		close(c.done)
	}()
	if hook != nil {
		hook(sh.Path)
	}
	var err error
	if sh.Bytes > 0 && st.Size() != sh.Bytes {
		err = fmt.Errorf("%d bytes, the manifest says %d", st.Size(), sh.Bytes)
	} else if sh.SHA256 != "" {
		var got string
		if _, got, err = dataset.Digest(io.NewSectionReader(f, 0, st.Size()), nil); err == nil && got != sh.SHA256 {
			err = fmt.Errorf("sha256 %s, the manifest says %s (changed since it was published?)", got, sh.SHA256)
		}
	}
	if err != nil {
		err = fmt.Errorf("%s: %w; `itnprep versions verify %s` checks every shard", sh.Path, err, shellquote.Quote(s.dir))
	}
	c.err, finished = err, true
	return err
}

// DefaultCacheBytes bounds the local copies of a remote version's shards
// when Options.CacheBytes is 0.
const DefaultCacheBytes = 2 << 30

// shardCache holds local copies of a remote version's shards. Parquet
// needs random access (the footer first, then the row groups a page
// reads) that object-store readers do not give, so a shard is copied
// whole on the first page that reads it, checked against the manifest's
// size and sha256, and reused by the pages after; the least recently used
// copies are deleted once the cache holds more than limit bytes (a shard
// larger than the limit is still copied, and is the next one dropped).
// A deleted copy stays readable to a page that has it open (the open file
// keeps it on Unix), so eviction never fails a request in flight.
type shardCache struct {
	dir   string
	limit int64

	mu      sync.Mutex
	entries map[string]*cacheEntry // by shard URL
	used    int64
	clock   int64
	copied  int64 // bytes copied in all, for the tests and the log
}

type cacheEntry struct {
	file  string
	size  int64
	last  int64
	ready chan struct{} // closed when the copy is complete or failed
	err   error
}

func newShardCache(dir string, limit int64) (*shardCache, error) {
	d, err := os.MkdirTemp(dir, "itnprep-view-*")
	if err != nil {
		return nil, fmt.Errorf("view: creating the shard cache: %w", err)
	}
	if limit <= 0 {
		limit = DefaultCacheBytes
	}
	return &shardCache{dir: d, limit: limit, entries: map[string]*cacheEntry{}}, nil
}

// open returns the local copy of the shard at src, copying it first when
// it is not cached. Concurrent pages asking for the same shard wait for
// one copy.
func (c *shardCache) open(ctx context.Context, files Files, src string, sh dataset.ShardInfo) (*os.File, error) {
	for {
		c.mu.Lock()
		e, ok := c.entries[src]
		if !ok {
			sum := sha256.Sum256([]byte(src))
			e = &cacheEntry{file: filepath.Join(c.dir, hex.EncodeToString(sum[:12])+".parquet"), ready: make(chan struct{})}
			c.entries[src] = e
		}
		c.clock++
		e.last = c.clock
		c.mu.Unlock()
		if !ok {
			e.size, e.err = download(ctx, files, src, e.file, sh)
			c.mu.Lock()
			if e.err != nil {
				delete(c.entries, src)
			} else {
				c.used += e.size
				c.copied += e.size
				c.evictLocked(src)
			}
			c.mu.Unlock()
			close(e.ready)
		}
		select {
		case <-e.ready:
		case <-ctx.Done():
			return nil, ctx.Err()
		}
		if e.err != nil {
			return nil, e.err
		}
		// Opened under the lock: eviction (also under it) may delete the
		// file right after, and the open handle keeps reading it.
		c.mu.Lock()
		if c.entries[src] == e {
			f, err := os.Open(e.file)
			c.mu.Unlock()
			return f, err
		}
		c.mu.Unlock() // evicted between the copy and here: copy again
	}
}

// evictLocked deletes the least recently used complete copies, other
// than keep, until the cache is within its limit.
func (c *shardCache) evictLocked(keep string) {
	for c.used > c.limit {
		var victim string
		var oldest *cacheEntry
		for k, e := range c.entries {
			if k == keep || !closed(e.ready) { // in progress: not counted yet
				continue
			}
			if oldest == nil || e.last < oldest.last {
				victim, oldest = k, e
			}
		}
		if oldest == nil {
			return
		}
		os.Remove(oldest.file)
		c.used -= oldest.size
		delete(c.entries, victim)
	}
}

func closed(ch chan struct{}) bool {
	select {
	case <-ch:
		return true
	default:
		return false
	}
}

// download copies src to the local file dst, checking the bytes against
// the manifest's size and sha256: a shard changed or cut short on the
// store is refused, as `versions verify` would.
func download(ctx context.Context, files Files, src, dst string, sh dataset.ShardInfo) (int64, error) {
	rc, err := files.Open(ctx, src)
	if err != nil {
		return 0, err
	}
	defer rc.Close()
	f, err := os.OpenFile(dst, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o600)
	if err != nil {
		return 0, err
	}
	h := sha256.New()
	n, err := io.Copy(io.MultiWriter(f, h), rc)
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil && sh.Bytes > 0 && n != sh.Bytes {
		err = fmt.Errorf("%d bytes, the manifest says %d", n, sh.Bytes)
	}
	if got := hex.EncodeToString(h.Sum(nil)); err == nil && sh.SHA256 != "" && got != sh.SHA256 {
		err = fmt.Errorf("sha256 %s, the manifest says %s (changed since it was published?)", got, sh.SHA256)
	}
	if err != nil {
		os.Remove(dst)
		return 0, fmt.Errorf("copying %s: %w", src, err)
	}
	return n, nil
}

// CacheInfo describes the local copies of a remote version's shards.
type CacheInfo struct {
	Dir         string // "" when the version is local (nothing is copied)
	Limit       int64  // bytes the cache keeps at most (one shard may exceed it)
	Used        int64  // bytes held now
	Copied      int64  // bytes copied since the start
	VersionSize int64  // bytes of all the version's shards, from the manifest
}

// Cache says where a remote version's shards are copied and how much;
// Dir is "" for a local folder.
func (s *Server) Cache() CacheInfo {
	if s.cache == nil {
		return CacheInfo{}
	}
	c := s.cache
	c.mu.Lock()
	defer c.mu.Unlock()
	info := CacheInfo{Dir: c.dir, Limit: c.limit, Used: c.used, Copied: c.copied}
	if s.m != nil {
		for _, sh := range append(append([]dataset.ShardInfo(nil), s.m.Shards...), s.m.Rejects...) {
			info.VersionSize += sh.Bytes
		}
	}
	return info
}

// Close deletes the server's shard cache; the server must not serve
// after it.
func (s *Server) Close() error {
	for _, ps := range s.lineage {
		ps.Close()
	}
	if s.cache == nil {
		return nil
	}
	s.cache.mu.Lock()
	defer s.cache.mu.Unlock()
	s.cache.entries = map[string]*cacheEntry{}
	s.cache.used = 0
	return os.RemoveAll(s.cache.dir)
}
