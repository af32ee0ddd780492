package dataset

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/parquet-go/parquet-go"
	"github.com/parquet-go/parquet-go/compress"
	"github.com/parquet-go/parquet-go/compress/zstd"
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
	return int(fnv64a(id) % uint64(n))
}

// fnv64a is hash/fnv's 64-bit FNV-1a of s, inline: the hash.Hash route
// copies the id into a fresh byte slice for every row.
func fnv64a(s string) uint64 {
	const offset, prime = 14695981039346656037, 1099511628211
	h := uint64(offset)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= prime
	}
	return h
}

// MaxShards is the most shards per split a version may have: shard names
// carry five-digit indexes (NNNNN-of-MMMMM).
const MaxShards = 99999

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
// on the order its rows arrived in. Ids taken from the data (an SPGISpeech
// wav_filename, a JSONL "id") can repeat, so equal ids fall back to the
// whole row: the order is total and no runner's arrival order shows through.
func SortPairs(rows []Pair) {
	sort.Slice(rows, func(i, j int) bool { return ComparePairs(&rows[i], &rows[j]) < 0 })
}

// ComparePairs is SortPairs' order: by id, then by the whole row.
func ComparePairs(a, b *Pair) int {
	if c := strings.Compare(a.ID, b.ID); c != 0 {
		return c
	}
	return strings.Compare(canonical(a), canonical(b))
}

// SortRejects orders rejects by id, then location, then the whole row, for
// the same reason.
func SortRejects(rows []Reject) {
	sort.Slice(rows, func(i, j int) bool { return CompareRejects(&rows[i], &rows[j]) < 0 })
}

// CompareRejects is SortRejects' order: by id, location, then the whole row.
func CompareRejects(a, b *Reject) int {
	if c := strings.Compare(a.ID, b.ID); c != 0 {
		return c
	}
	if c := strings.Compare(a.Location, b.Location); c != 0 {
		return c
	}
	return strings.Compare(canonical(a), canonical(b))
}

// canonical is a row's JSON encoding, the tie-break between equal ids (rare,
// so its cost does not matter).
func canonical(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// Compression is a shard's Parquet codec (--compression). It changes the
// shards' bytes, so the same rows written with two codecs give two version
// ids; with one codec the bytes are fixed on every runner.
type Compression string

// The codecs a user can choose. Measured on 200,000 synthetic GTN rows
// (docs/BENCHMARKS.md, "Parquet codecs"): the shard writer costs about
// 1.2 us a row without compression (254 bytes a row); on top of it zstd
// costs about 1.5 us for 56 bytes a row, zstd-fastest about 1.0 us for
// 60 bytes, snappy about 0.5 us for 72 bytes.
// LZ4_RAW is left out: parquet-go's encoder cost 31 us a row here.
const (
	CompressionZstd        Compression = "zstd"         // zstd at its default level (3)
	CompressionZstdFastest Compression = "zstd-fastest" // zstd at its fastest level (1)
	CompressionSnappy      Compression = "snappy"       // pyarrow's, DuckDB's and Spark's default
	CompressionNone        Compression = "none"
)

// DefaultCompression is what shards are written with when no codec is
// named.
const DefaultCompression = CompressionZstd

// Compressions lists the codecs in the order --compression's help names them.
var Compressions = []Compression{CompressionZstd, CompressionZstdFastest, CompressionSnappy, CompressionNone}

// ParseCompression checks a --compression value ("" is the default).
func ParseCompression(s string) (Compression, error) {
	if s == "" {
		return DefaultCompression, nil
	}
	for _, c := range Compressions {
		if string(c) == s {
			return c, nil
		}
	}
	names := make([]string, len(Compressions))
	for i, c := range Compressions {
		names[i] = string(c)
	}
	return "", fmt.Errorf("unknown compression %q (known: %s)", s, strings.Join(names, ", "))
}

// The codecs are package variables: parquet-go pools encoders inside a
// codec value, so one value per codec lets every shard reuse them.
var (
	zstdDefault = &zstd.Codec{Level: zstd.SpeedDefault}
	zstdFastest = &zstd.Codec{Level: zstd.SpeedFastest}
)

func (c Compression) codec() compress.Codec {
	switch c {
	case CompressionZstdFastest:
		return zstdFastest
	case CompressionSnappy:
		return &parquet.Snappy
	case CompressionNone:
		return &parquet.Uncompressed
	default: // "" and CompressionZstd; ParseCompression refuses the rest
		return zstdDefault
	}
}

// ShardOptions are the writer settings that shape a shard's bytes; equal
// rows with equal options always give equal bytes.
type ShardOptions struct {
	RowsPerGroup int64       // 0: DefaultRowsPerRowGroup
	Compression  Compression // "": DefaultCompression
}

func writerOptions(o ShardOptions) []parquet.WriterOption {
	rowsPerGroup := o.RowsPerGroup
	if rowsPerGroup <= 0 {
		rowsPerGroup = DefaultRowsPerRowGroup
	}
	return []parquet.WriterOption{
		parquet.Compression(o.Compression.codec()),
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
// returns its size and sha256. It is generic over Pair and Reject.
func WriteRows[T any](w io.Writer, rows []T, rowsPerGroup int64) (bytes int64, sha string, err error) {
	return WriteRowsWith(w, rows, ShardOptions{RowsPerGroup: rowsPerGroup})
}

// WriteRowsWith is WriteRows with every writer option (the codec too).
func WriteRowsWith[T any](w io.Writer, rows []T, o ShardOptions) (bytes int64, sha string, err error) {
	sw := NewShardWriterWith[T](w, o)
	for i := range rows {
		if err := sw.Write(&rows[i]); err != nil {
			return 0, "", err
		}
	}
	return sw.Close()
}

// shardBatch is how many rows a ShardWriter hands parquet-go at once; it is
// fixed because equal rows must give equal bytes however they were fed.
const shardBatch = 4096

// ShardWriter streams sorted rows into one Parquet file, holding at most a
// row group (parquet-go buffers one before flushing it) plus one batch. It
// is used by one goroutine only: parquet-go writers are not safe for
// concurrent use.
type ShardWriter[T any] struct {
	ch    *countingHasher
	pw    *parquet.GenericWriter[T]
	batch []T
}

// NewShardWriter starts a shard on w with the project's fixed writer
// options and the default codec.
func NewShardWriter[T any](w io.Writer, rowsPerGroup int64) *ShardWriter[T] {
	return NewShardWriterWith[T](w, ShardOptions{RowsPerGroup: rowsPerGroup})
}

// NewShardWriterWith starts a shard on w with the chosen row-group cap and
// codec.
func NewShardWriterWith[T any](w io.Writer, o ShardOptions) *ShardWriter[T] {
	ch := &countingHasher{w: w, hash: sha256.New()}
	return &ShardWriter[T]{ch: ch, pw: parquet.NewGenericWriter[T](ch, writerOptions(o)...)}
}

// Next returns the slot for the next row, for callers that decode in place;
// the row is written when the batch fills or at Close.
func (s *ShardWriter[T]) Next() (*T, error) {
	if len(s.batch) == shardBatch {
		if err := s.flush(); err != nil {
			return nil, err
		}
	}
	if s.batch == nil {
		s.batch = make([]T, 0, shardBatch)
	}
	var zero T
	s.batch = append(s.batch, zero)
	return &s.batch[len(s.batch)-1], nil
}

// Write adds one row (copied).
func (s *ShardWriter[T]) Write(row *T) error {
	slot, err := s.Next()
	if err != nil {
		return err
	}
	*slot = *row
	return nil
}

func (s *ShardWriter[T]) flush() error {
	if len(s.batch) == 0 {
		return nil
	}
	if _, err := s.pw.Write(s.batch); err != nil {
		return fmt.Errorf("parquet write: %w", err)
	}
	clear(s.batch)
	s.batch = s.batch[:0]
	return nil
}

// Close writes what is left and the footer, and returns the file's size
// and sha256.
func (s *ShardWriter[T]) Close() (bytes int64, sha string, err error) {
	if err := s.flush(); err != nil {
		return 0, "", err
	}
	if err := s.pw.Close(); err != nil {
		return 0, "", fmt.Errorf("parquet close: %w", err)
	}
	return s.ch.n, hex.EncodeToString(s.ch.hash.Sum(nil)), nil
}

// ReadRows reads every row of one Parquet shard held in r.
func ReadRows[T any](r io.ReaderAt, size int64) ([]T, error) {
	f, err := OpenParquet(r, size)
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

// ShardIndexOfPath returns the index and count encoded in a data shard
// path ("data/train-00001-of-00004.parquet" -> 1, 4); ok is false for a
// path not named so.
func ShardIndexOfPath(p string) (index, of int, ok bool) {
	base := strings.TrimSuffix(p[strings.LastIndex(p, "/")+1:], ".parquet")
	i := strings.LastIndex(base, "-of-")
	if i <= 6 || base[i-6] != '-' {
		return 0, 0, false
	}
	index, err1 := strconv.Atoi(base[i-5 : i])
	of, err2 := strconv.Atoi(base[i+4:])
	return index, of, err1 == nil && err2 == nil
}
