package trainer

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/parquet-go/parquet-go"
)

// This file reads a dataset version through the on-disk contract only
// (manifest.json + Parquet shards). It stands in for the dataset package
// until that lands; the three functions below are the whole surface the
// trainer needs, so switching to dataset.Verify and its readers is local.

// Manifest is the part of a version's manifest.json the trainer relies on.
type Manifest struct {
	VersionID string  `json:"version_id"`
	Shards    []Shard `json:"shards"`
}

// Shard is one Parquet file of a version, as listed in the manifest.
type Shard struct {
	Path   string `json:"path"`
	Split  string `json:"split"`
	Rows   int64  `json:"rows"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// Row holds the columns training reads; the shards carry more.
type Row struct {
	ID      string `parquet:"id"`
	Split   string `parquet:"split"`
	Written string `parquet:"written"`
	Spoken  string `parquet:"spoken"`
}

// ReadManifest loads VERSION_DIR/manifest.json and returns it with the
// sha256 of its bytes, which identifies the exact manifest a cache was
// built from.
func ReadManifest(versionDir string) (Manifest, string, error) {
	p := filepath.Join(versionDir, "manifest.json")
	b, err := os.ReadFile(p)
	if err != nil {
		return Manifest{}, "", fmt.Errorf("dataset version: %w", err)
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return Manifest{}, "", fmt.Errorf("%s: invalid JSON: %v", p, err)
	}
	if m.VersionID == "" {
		return Manifest{}, "", fmt.Errorf("%s: no version_id", p)
	}
	if len(m.Shards) == 0 {
		return Manifest{}, "", fmt.Errorf("%s: lists no shards", p)
	}
	for i, s := range m.Shards {
		if s.Path == "" || filepath.IsAbs(s.Path) || strings.Contains(filepath.ToSlash(filepath.Clean(s.Path)), "..") {
			return Manifest{}, "", fmt.Errorf("%s: shards[%d]: path %q must be relative to the version folder", p, i, s.Path)
		}
		if s.Split == "" {
			return Manifest{}, "", fmt.Errorf("%s: shards[%d] (%s): no split", p, i, s.Path)
		}
	}
	sum := sha256.Sum256(b)
	return m, hex.EncodeToString(sum[:]), nil
}

// Verify checks every shard's size and sha256 against the manifest, as
// `itnprep versions verify` does, and reports every mismatch, not just the
// first, so one run shows the whole damage.
func Verify(versionDir string, m Manifest) error {
	var errs []error
	for _, s := range m.Shards {
		p := filepath.Join(versionDir, filepath.FromSlash(s.Path))
		f, err := os.Open(p)
		if err != nil {
			errs = append(errs, fmt.Errorf("shard %s: %w", s.Path, err))
			continue
		}
		h := sha256.New()
		n, err := io.Copy(h, f)
		f.Close()
		switch {
		case err != nil:
			errs = append(errs, fmt.Errorf("shard %s: read: %w", s.Path, err))
		case s.Bytes > 0 && n != s.Bytes:
			errs = append(errs, fmt.Errorf("shard %s: %d bytes, manifest says %d", s.Path, n, s.Bytes))
		case !strings.EqualFold(hex.EncodeToString(h.Sum(nil)), s.SHA256):
			errs = append(errs, fmt.Errorf("shard %s: sha256 %s does not match the manifest's %s", s.Path, hex.EncodeToString(h.Sum(nil)), s.SHA256))
		}
	}
	if len(errs) > 0 {
		return fmt.Errorf("dataset version %s failed verification: %w", versionDir, errors.Join(errs...))
	}
	return nil
}

// ReadShard calls fn for each row of one shard, in file order.
func ReadShard(path string, fn func(Row) error) (err error) {
	f, err := os.Open(path)
	if err != nil {
		return err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return err
	}
	if _, err := parquet.OpenFile(f, st.Size()); err != nil {
		return fmt.Errorf("%s: not a readable Parquet file: %w", path, err)
	}
	// The reader panics on a schema it cannot convert (e.g. a missing
	// column); that is bad input, reported as an error.
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("%s: cannot read columns id, split, written, spoken: %v", path, r)
		}
	}()
	r := parquet.NewGenericReader[Row](f)
	defer r.Close()
	buf := make([]Row, 512)
	for {
		n, rerr := r.Read(buf)
		for i := 0; i < n; i++ {
			if err := fn(buf[i]); err != nil {
				return err
			}
		}
		if rerr == io.EOF {
			return nil
		}
		if rerr != nil {
			return fmt.Errorf("%s: %w", path, rerr)
		}
	}
}

// cacheName turns a version id into a folder name: itself when it is
// already a plain name, else its plain characters plus a hash of the whole,
// so that distinct ids never share a cache folder.
func cacheName(id string) string {
	if safeName(id) {
		return id
	}
	var b strings.Builder
	for _, c := range id {
		if safeName(string(c)) {
			b.WriteRune(c)
		} else {
			b.WriteByte('_')
		}
	}
	sum := sha256.Sum256([]byte(id))
	return b.String() + "-" + hex.EncodeToString(sum[:6])
}

func safeName(s string) bool {
	if s == "" || s == "." || s == ".." {
		return false
	}
	for _, c := range s {
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '.' || c == '_' || c == '-'
		if !ok {
			return false
		}
	}
	return true
}
