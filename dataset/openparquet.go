package dataset

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"io"
	"unicode"
	"unicode/utf8"

	"github.com/parquet-go/parquet-go"
)

// parquetMagic begins and ends every Parquet file.
var parquetMagic = []byte("PAR1")

// OpenParquet opens the Parquet file held in r (size bytes) as
// parquet.OpenFile does, but says in words what is wrong with a file it
// cannot open: empty, not Parquet at all (it does not begin with Parquet's
// magic bytes PAR1), or cut short (it begins as Parquet but does not end
// with PAR1, where the footer is: an interrupted copy, download or write),
// where parquet-go says only "invalid magic footer of parquet file". The
// caller names the file. Every reader of Parquet shards and Parquet inputs
// opens them through here.
func OpenParquet(r io.ReaderAt, size int64) (*parquet.File, error) {
	if err := checkParquetMagic(r, size); err != nil {
		return nil, err
	}
	f, err := parquet.OpenFile(r, size)
	if err != nil {
		return nil, fmt.Errorf("damaged Parquet file (%d bytes): %v", size, err)
	}
	return f, nil
}

// checkParquetMagic looks at a file's first and last four bytes.
func checkParquetMagic(r io.ReaderAt, size int64) error {
	if size == 0 {
		return fmt.Errorf("not a Parquet file: empty (0 bytes)")
	}
	head := make([]byte, min(size, 4))
	if _, err := r.ReadAt(head, 0); err != nil && err != io.EOF {
		return fmt.Errorf("read error: %v", err)
	}
	if !bytes.Equal(head, parquetMagic) {
		return fmt.Errorf("not a Parquet file (%d bytes that do not begin with PAR1, Parquet's magic bytes)%s", size, textRenameHint(r, size))
	}
	tail := make([]byte, 8)
	if size < 12 {
		// PAR1, a footer length and PAR1 again: nothing shorter is whole.
		return fmt.Errorf("truncated Parquet file: only %d bytes (cut short by an interrupted copy, download or write?)", size)
	}
	if _, err := r.ReadAt(tail, size-8); err != nil && err != io.EOF {
		return fmt.Errorf("read error: %v", err)
	}
	if !bytes.Equal(tail[4:], parquetMagic) {
		return fmt.Errorf("truncated Parquet file: it begins as Parquet but its %d bytes do not end with PAR1, where the footer is (cut short by an interrupted copy, download or write?)", size)
	}
	// The footer's length, before the closing PAR1: parquet-go allocates
	// that many bytes before it finds them past the file's start, so a
	// damaged length in a file of 28 bytes took 1.6 GB, one of 116 bytes
	// 3.5 GB (fuzz10, FuzzParseTextParquet; TestOpenParquetFooterLengthPastTheFile).
	if n := int64(binary.LittleEndian.Uint32(tail[:4])); n > size-12 {
		return fmt.Errorf("damaged Parquet file (%d bytes): its footer length says %d bytes, more than the file holds", size, n)
	}
	return nil
}

// textRenameHint says what to do when a file named .parquet holds text: the
// usual cause is a JSON lines, CSV or TSV file saved (or renamed) with the
// wrong extension, and itnprep picks a reader by the extension. It looks at
// the first 512 bytes only; a binary head (another format, or damage) gets
// no hint, as the guess would be no better than the user's.
func textRenameHint(r io.ReaderAt, size int64) string {
	head := make([]byte, min(size, 512))
	n, err := r.ReadAt(head, 0)
	if err != nil && err != io.EOF {
		return ""
	}
	head = head[:n]
	// A head cut inside a multi-byte rune is still text.
	for i := 0; i < utf8.UTFMax && len(head) > 0 && !utf8.Valid(head); i++ {
		head = head[:len(head)-1]
	}
	head = bytes.TrimPrefix(head, []byte("\uFEFF"))
	if len(head) == 0 || !utf8.Valid(head) {
		return ""
	}
	for _, c := range string(head) {
		if c != '\t' && c != '\n' && c != '\r' && !unicode.IsPrint(c) && !unicode.IsSpace(c) {
			return ""
		}
	}
	first, _, _ := bytes.Cut(head, []byte("\n"))
	first = bytes.TrimSpace(first)
	var kind, ext string
	switch {
	case len(first) > 0 && (first[0] == '{' || first[0] == '['):
		kind, ext = "JSON lines", ".jsonl"
	case bytes.IndexByte(first, '\t') >= 0:
		kind, ext = "TSV", ".tsv"
	case bytes.IndexByte(first, ',') >= 0:
		kind, ext = "CSV", ".csv"
	default:
		return ": it begins as text; itnprep reads a file by its extension, so give a text file its own (.txt, .jsonl, .csv, .tsv)"
	}
	return fmt.Sprintf(": it begins as text that looks like %s; itnprep reads a file by its extension, so rename it to %s", kind, ext)
}
