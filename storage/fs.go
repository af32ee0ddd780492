package storage

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"os"
	"path"
	"path/filepath"
	"strings"

	gcs "cloud.google.com/go/storage"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem"
	"github.com/itnprep/itnprep/dataset"
	"golang.org/x/sync/errgroup"
	// Local files are always available; gs:// and s3:// register
	// themselves when the CLI imports their packages.
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
)

// Paths may be local or URLs (gs://bucket/x, s3://bucket/x): everything
// goes through Beam's filesystem package so the same code serves both.

// FS is dataset.FS over Beam's filesystem package: local paths, and gs://
// or s3:// when the binary imports those filesystems.
type FS struct{}

// Open opens p for reading.
func (FS) Open(ctx context.Context, p string) (io.ReadCloser, error) { return Open(ctx, p) }

// Size returns the size of p in bytes (an error when p is not a file).
func (FS) Size(ctx context.Context, p string) (int64, error) { return Size(ctx, p) }

// List expands a glob (the files it matches; none is not an error).
func (FS) List(ctx context.Context, glob string) ([]string, error) { return List(ctx, glob) }

// WriteAtomic writes data to p through a temporary name and a rename.
func (FS) WriteAtomic(ctx context.Context, p string, data []byte) error {
	return WriteAtomic(ctx, p, data)
}

// ReadFile reads a whole (small) file such as a manifest.
func ReadFile(ctx context.Context, p string) ([]byte, error) {
	fs, err := newFS(ctx, p)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	return filesystem.Read(ctx, fs, p)
}

// Open opens p for reading.
func Open(ctx context.Context, p string) (io.ReadCloser, error) {
	fs, err := newFS(ctx, p)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	return fs.OpenRead(ctx, p)
}

// Create opens p for writing (truncating it), through Beam's filesystem,
// so a streaming command's output may be gs:// or s3:// as well as local.
// A local device or pipe, or a name of an open descriptor (/dev/stdout,
// /dev/fd/N), is opened as it is, without truncating (openInPlace).
func Create(ctx context.Context, p string) (io.WriteCloser, error) {
	if f, ok, err := openInPlace(p); ok {
		return f, err
	}
	fs, err := newFS(ctx, p)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	return fs.OpenWrite(ctx, p)
}

// Size returns the size of p in bytes. A local path is stat'ed, not
// opened as Beam's local filesystem does: opening a named pipe without a
// writer (an input swapped for one after the inputs were checked) blocks
// where no context reaches, and a direct-runner prep so blocked did not
// stop on Ctrl-C.
func Size(ctx context.Context, p string) (int64, error) {
	if !dataset.IsURL(p) {
		st, err := os.Stat(p)
		if err != nil {
			return 0, err
		}
		return st.Size(), nil
	}
	fs, err := newFS(ctx, p)
	if err != nil {
		return 0, err
	}
	defer fs.Close()
	return fs.Size(ctx, p)
}

// IsFile reports whether a file is at p: an object on a store, or a local
// path that is there and is no folder (a local folder has a size too). A
// command that refuses to overwrite what a user kept asks it, local or
// URL alike, rather than Size and os.Stat by turns.
func IsFile(ctx context.Context, p string) bool {
	if !dataset.IsURL(p) {
		st, err := os.Stat(p)
		return err == nil && !st.IsDir()
	}
	_, err := Size(ctx, p)
	return err == nil
}

// QuoteGlob escapes the glob metacharacters (* ? [ and \) of a local
// path, so that a glob built on it (QuoteGlob(dir) + "/*/manifest.json")
// matches below that folder alone: filepath.Glob read the "[1]" of a
// folder named "out [1]" as a class matching "1", and `versions list
// "out [1]"` found no version in it, while "o*x" also listed the versions
// of a folder "oax" beside it. A URL is returned as it is (Beam's gcs and
// s3 filesystems match patterns their own way; their object names rarely
// hold such characters).
func QuoteGlob(p string) string {
	if dataset.IsURL(p) || !strings.ContainsAny(p, `*?[\`) {
		return p
	}
	var b strings.Builder
	for _, r := range p {
		if strings.ContainsRune(`*?[\`, r) {
			b.WriteByte('\\')
		}
		b.WriteRune(r)
	}
	return b.String()
}

// List expands a glob.
func List(ctx context.Context, glob string) ([]string, error) {
	fs, err := newFS(ctx, glob)
	if err != nil {
		return nil, err
	}
	defer fs.Close()
	files, err := fs.List(ctx, glob)
	if err != nil && strings.HasPrefix(glob, "gs://") && !strings.ContainsAny(glob, gcsGlobMeta) && listForbidden(err) {
		// A bucket that refuses listings (storage.objects.list) may still
		// let its objects be read: a name without a wildcard is looked up
		// (objects.get), as reading it needs anyway (gcs.go).
		if _, serr := fs.Size(ctx, glob); serr == nil {
			return []string{glob}, nil
		} else if errors.Is(serr, gcs.ErrObjectNotExist) {
			return nil, nil
		}
	}
	return files, err
}

// TempName returns a unique sibling name for p used while p is written, so
// readers never see a half-written file under its final name.
func TempName(p string) string {
	var b [tempRandBytes]byte
	_, _ = rand.Read(b[:])
	dir, base := path.Split(filepath.ToSlash(p))
	if !dataset.IsURL(p) {
		dir, base = filepath.Split(p)
	}
	return dir + ".tmp-" + hex.EncodeToString(b[:]) + "-" + base
}

// tempRandBytes is the number of random bytes in a TempName, written as
// twice as many lower-case hex digits.
const tempRandBytes = 6

// TempBase returns the final name a temporary name from TempName stands
// for (".tmp-HEX-train.tsv" -> "train.tsv", HEX 12 lower-case hex digits),
// and whether name is one. A name that only starts like one
// (".tmp-notes-train.tsv", ".tmp-0123-train.tsv") is not: it took any
// ".tmp-X-NAME" for a temporary NAME.
func TempBase(name string) (string, bool) {
	rest, ok := strings.CutPrefix(name, ".tmp-")
	const n = 2 * tempRandBytes
	if !ok || len(rest) < n+2 || rest[n] != '-' {
		return "", false
	}
	for _, c := range []byte(rest[:n]) {
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f') {
			return "", false
		}
	}
	return rest[n+1:], true
}

// WriteAtomic writes data to p through a temporary name and a rename.
func WriteAtomic(ctx context.Context, p string, data []byte) error {
	return WriteAtomicFunc(ctx, p, func(w io.Writer) error {
		_, err := w.Write(data)
		return err
	})
}

// WriteAtomicFunc streams into p through a temporary name and a rename.
// A local p that is there and no regular file (a device or a pipe:
// --out /dev/null, /dev/stdout) is written as it is: the rename put a
// regular file in its place, and run as root `style fit --out /dev/null`
// or `mine --distributed --out /dev/null` replaced /dev/null with one.
func WriteAtomicFunc(ctx context.Context, p string, write func(io.Writer) error) error {
	if f, ok, err := openInPlace(p); ok {
		if err != nil {
			return fmt.Errorf("create %s: %w", p, err)
		}
		if err := write(f); err != nil {
			f.Close()
			return fmt.Errorf("write %s: %w", p, err)
		}
		if err := f.Close(); err != nil {
			return fmt.Errorf("close %s: %w", p, err)
		}
		return nil
	}
	fs, err := newFS(ctx, p)
	if err != nil {
		return err
	}
	defer fs.Close()
	tmp := TempName(p)
	w, err := fs.OpenWrite(ctx, tmp)
	if err != nil {
		return fmt.Errorf("create %s: %w", tmp, err)
	}
	if err := write(w); err != nil {
		w.Close()
		removeQuietly(ctx, fs, tmp)
		return fmt.Errorf("write %s: %w", p, err)
	}
	if err := w.Close(); err != nil {
		removeQuietly(ctx, fs, tmp)
		return fmt.Errorf("close %s: %w", p, err)
	}
	if err := Rename(ctx, tmp, p); err != nil {
		removeQuietly(ctx, fs, tmp)
		return err
	}
	return nil
}

// openInPlace opens a local p that is to be written as it is, not
// replaced or truncated: ok is false for anything else. Two kinds:
//   - a name of an open descriptor (/dev/stdout, /dev/stderr, /dev/fd/N,
//     /proc/self/fd/N), opened to append: it follows to whatever the shell
//     redirected, and `--out /dev/stdout >> log` truncated the log (every
//     earlier line lost), or with a write through a temporary name, put a
//     regular file in place of the /dev/stdout link;
//   - a device or a pipe (--out /dev/null, a FIFO), opened without
//     truncation, which a device ignores; a rename put a regular file in
//     its place (run as root, `style fit --out /dev/null` replaced
//     /dev/null with one).
func openInPlace(p string) (f *os.File, ok bool, err error) {
	if dataset.IsURL(p) {
		return nil, false, nil
	}
	if isDescriptorName(p) {
		f, err = os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
		return f, true, err
	}
	if st, err := os.Stat(p); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		f, err = os.OpenFile(p, os.O_WRONLY, 0)
		return f, true, err
	}
	return nil, false, nil
}

// isDescriptorName reports whether p names an open file descriptor of
// this process (Linux's /proc/self/fd links; /dev/fd, /dev/stdout and
// /dev/stderr lead there), whatever file it is open on.
func isDescriptorName(p string) bool {
	p = filepath.Clean(p)
	switch {
	case p == "/dev/stdout", p == "/dev/stderr":
		return true
	case strings.HasPrefix(p, "/dev/fd/"), strings.HasPrefix(p, "/proc/self/fd/"), strings.HasPrefix(p, "/proc/thread-self/fd/"):
		return true
	}
	return false
}

// Rename moves a file, creating the destination folder for local paths.
// Object stores have no rename: Beam's helper copies then deletes, which is
// safe here because nothing reads the destination before the manifest exists.
func Rename(ctx context.Context, oldp, newp string) error {
	fs, err := newFS(ctx, newp)
	if err != nil {
		return err
	}
	defer fs.Close()
	if !dataset.IsURL(newp) {
		if err := mkdirAll(filepath.Dir(newp)); err != nil {
			return err
		}
	}
	if err := filesystem.Rename(ctx, fs, oldp, newp); err != nil {
		return fmt.Errorf("rename %s -> %s: %w", oldp, newp, err)
	}
	return nil
}

// RemoveTree removes dir and everything in it: locally at once, on an
// object store (no folders) every object found at most depth levels below
// dir (a run's staging folder holds nothing deeper than
// STAGING/.runs/GROUP/FILE). On gs:// and s3:// that is one listing by
// prefix (listByPrefix), which reads no character of dir as a wildcard:
// Beam's globs, a level at a time, were depth listings of the whole
// folder, and under an --output whose name holds glob characters
// (gs://b/o[1], s3://b/o[1]) they matched nothing, so every published
// run left its staging folder behind (TestRemoveTreeUnderGlobCharacters).
// Beam's other filesystems (memfs://) are listed a glob level at a time.
// A missing dir is no error. The objects are removed removeWorkers at a
// time through one client: one by one, each through a client of its own,
// a forced exit's removal of a gs:// staging folder of 966 spilled runs
// ended 6.5-8.6 s after the signal against a local emulator (4.7-5.1 s
// now, on 2 cores shared with the emulator), and at 30-100 ms a request
// from outside Google's network one at a time is 30 s to a minute and more.
func RemoveTree(ctx context.Context, dir string, depth int) error {
	if !dataset.IsURL(dir) {
		return os.RemoveAll(dir)
	}
	fs, err := newFS(ctx, dir)
	if err != nil {
		return err
	}
	defer fs.Close()
	r, ok := fs.(filesystem.Remover)
	if !ok {
		return fmt.Errorf("remove %s: filesystem cannot delete", dir)
	}
	dir = strings.TrimRight(dir, "/")
	if listsByPrefix(dir) {
		objects, err := listByPrefix(ctx, dir)
		if err != nil {
			return err
		}
		var todo []string
		for _, o := range objects {
			if strings.Count(o.rel, "/") < depth {
				todo = append(todo, dir+"/"+o.rel)
			}
		}
		return removeAll(ctx, r, todo)
	}
	seen := map[string]bool{}
	glob := dir
	for level := 0; level < depth; level++ {
		glob += "/*"
		files, err := List(ctx, glob)
		if err != nil {
			return err
		}
		var todo []string
		for _, f := range files {
			if !seen[f] { // an object store's * may cross a '/'
				seen[f] = true
				todo = append(todo, f)
			}
		}
		if err := removeAll(ctx, r, todo); err != nil {
			return err
		}
	}
	return nil
}

// removeAll removes the objects files, removeWorkers at a time; one that
// is gone already is no error.
func removeAll(ctx context.Context, r filesystem.Remover, files []string) error {
	g, gctx := errgroup.WithContext(ctx)
	g.SetLimit(removeWorkers)
	for _, f := range files {
		g.Go(func() error {
			if err := r.Remove(gctx, f); err != nil && !gone(err) {
				return fmt.Errorf("remove %s: %w", f, err)
			}
			return nil
		})
	}
	return g.Wait()
}

// removeWorkers is how many objects RemoveTree removes at once.
const removeWorkers = 16

// gone reports whether err says that what was to be removed is not there
// (any more): a local or memfs:// miss, or gs://'s own error, which is no
// os.ErrNotExist. An object a run's in-process workers removed between
// the listing and the removal (a merged run) failed a forced exit's
// removal of a gs:// staging folder at its first such object.
func gone(err error) bool {
	return errors.Is(err, os.ErrNotExist) || errors.Is(err, gcs.ErrObjectNotExist)
}

// Remove deletes a file.
func Remove(ctx context.Context, p string) error {
	fs, err := newFS(ctx, p)
	if err != nil {
		return err
	}
	defer fs.Close()
	r, ok := fs.(filesystem.Remover)
	if !ok {
		return fmt.Errorf("remove %s: filesystem cannot delete", p)
	}
	return r.Remove(ctx, p)
}

// RemoveOutput deletes an output file a command wrote and then found
// should not stand (a refused result, a rejects file left empty). A local
// path is removed only when it is a regular file: a device, a pipe or a
// link given as the output (--out /dev/null, --rejects /dev/stdout) is
// left as it is. Remove deleted it, and run as root a refused align, or
// one with nothing to quarantine into --rejects /dev/null, deleted
// /dev/null itself. What is not there is no error.
func RemoveOutput(ctx context.Context, p string) error {
	if !dataset.IsURL(p) {
		st, err := os.Lstat(p)
		if errors.Is(err, os.ErrNotExist) {
			return nil
		}
		if err != nil {
			return err
		}
		if !st.Mode().IsRegular() {
			return nil
		}
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
		return nil
	}
	if err := Remove(ctx, p); err != nil && !errors.Is(err, os.ErrNotExist) {
		return err
	}
	return nil
}

func removeQuietly(ctx context.Context, fs filesystem.Interface, p string) {
	if r, ok := fs.(filesystem.Remover); ok {
		_ = r.Remove(ctx, p)
	}
}

// Download copies src (any filesystem the binary links) to the local file
// dst, for readers that need a local file (random access, or a library
// that opens paths).
func Download(ctx context.Context, src, dst string) error {
	rc, err := Open(ctx, src)
	if err != nil {
		return err
	}
	defer rc.Close()
	f, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(f, rc); err != nil {
		f.Close()
		return fmt.Errorf("%s: %w", src, err)
	}
	return f.Close()
}
