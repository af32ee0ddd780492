package dataset

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"io"
	"os"
	"sort"
	"strings"

	"github.com/parquet-go/parquet-go"
)

// DefaultRowsPerRowGroup caps a row group: parquet-go buffers a whole row
// group in memory before flushing it, so this bounds a shard writer's memory.
const DefaultRowsPerRowGroup = 20000

// ShardOf assigns a row to one of n shards by a stable hash of its id, so the
// assignment never depends on arrival order, runner or parallelism.
func ShardOf(id string, n int) int {
	if n <= 1 {
		return 0
	}
	h := fnv.New64a()
	io.WriteString(h, id)
	return int(h.Sum64() % uint64(n))
}

// DataShardPath names a data shard relative to the version folder, in the
// Hugging Face convention: data/<split>-00003-of-00008.parquet.
func DataShardPath(split string, index, total int) string {
	return fmt.Sprintf("data/%s-%05d-of-%05d.parquet", split, index, total)
}

// RejectShardPath names a rejects shard relative to the version folder.
func RejectShardPath(index, total int) string {
	return fmt.Sprintf("rejects/rejects-%05d-of-%05d.parquet", index, total)
}

// ShardInfo describes one written shard; the manifest lists them and the
// version id hashes them.
type ShardInfo struct {
	Path   string `json:"path"` // relative to the version folder, slash-separated
	Split  string `json:"split,omitempty"`
	Rows   int64  `json:"rows"`
	Bytes  int64  `json:"bytes"`
	SHA256 string `json:"sha256"`
}

// SortPairs orders rows by id (then variant) so a shard's bytes do not depend
// on the order its rows arrived in.
func SortPairs(rows []Pair) {
	sort.Slice(rows, func(i, j int) bool { return rows[i].ID < rows[j].ID })
}

// SortRejects orders rejects by id, then location, for the same reason.
func SortRejects(rows []Reject) {
	sort.Slice(rows, func(i, j int) bool {
		if rows[i].ID != rows[j].ID {
			return rows[i].ID < rows[j].ID
		}
		return rows[i].Location < rows[j].Location
	})
}

// writerOptions are fixed so that equal rows always give equal bytes.
func writerOptions(rowsPerGroup int64) []parquet.WriterOption {
	if rowsPerGroup <= 0 {
		rowsPerGroup = DefaultRowsPerRowGroup
	}
	return []parquet.WriterOption{
		parquet.Compression(&parquet.Zstd),
		parquet.MaxRowsPerRowGroup(rowsPerGroup),
		parquet.CreatedBy("itnprep", "1", ""),
	}
}

// countingHasher tees written bytes into sha256 and counts them.
type countingHasher struct {
	w    io.Writer
	n    int64
	hash hashWriter
}

type hashWriter interface {
	io.Writer
	Sum([]byte) []byte
}

func (c *countingHasher) Write(p []byte) (int, error) {
	n, err := c.w.Write(p)
	c.n += int64(n)
	c.hash.Write(p[:n])
	return n, err
}

// WriteRows writes rows (already sorted) as one Parquet file to w and
// returns its size and sha256. It is generic over Pair and Reject. The
// writer is used by one goroutine only: parquet-go writers are not safe for
// concurrent use.
func WriteRows[T any](w io.Writer, rows []T, rowsPerGroup int64) (bytes int64, sha string, err error) {
	ch := &countingHasher{w: w, hash: sha256.New()}
	pw := parquet.NewGenericWriter[T](ch, writerOptions(rowsPerGroup)...)
	for start := 0; start < len(rows); start += 4096 {
		end := min(start+4096, len(rows))
		if _, err := pw.Write(rows[start:end]); err != nil {
			return 0, "", fmt.Errorf("parquet write: %w", err)
		}
	}
	if err := pw.Close(); err != nil {
		return 0, "", fmt.Errorf("parquet close: %w", err)
	}
	return ch.n, hex.EncodeToString(ch.hash.Sum(nil)), nil
}

// ReadRows reads every row of one Parquet shard held in r.
func ReadRows[T any](r io.ReaderAt, size int64) ([]T, error) {
	f, err := parquet.OpenFile(r, size)
	if err != nil {
		return nil, err
	}
	rd := parquet.NewGenericReader[T](f)
	defer rd.Close()
	out := make([]T, 0, f.NumRows())
	buf := make([]T, 1024)
	for {
		n, err := rd.Read(buf)
		out = append(out, buf[:n]...)
		if errors.Is(err, io.EOF) {
			break
		}
		if err != nil {
			return nil, err
		}
		if n == 0 {
			break
		}
	}
	return out, nil
}

// ReadLocalShard reads a local Parquet shard file.
func ReadLocalShard[T any](path string) ([]T, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	st, err := f.Stat()
	if err != nil {
		return nil, err
	}
	rows, err := ReadRows[T](f, st.Size())
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return rows, nil
}

// SplitOfShardPath returns the split encoded in a data shard path
// ("data/train-00001-of-00004.parquet" -> "train").
func SplitOfShardPath(p string) string {
	base := p[strings.LastIndex(p, "/")+1:]
	if i := strings.LastIndex(base, "-of-"); i > 6 {
		return base[:i-6]
	}
	return ""
}
