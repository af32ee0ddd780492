package sources

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash"
	"io"
	"unicode/utf8"
)

// DefaultMaxRecordBytes bounds one input line (1 MiB). Longer lines are
// quarantined without being held in memory.
const DefaultMaxRecordBytes = 1 << 20

// LineReader reads lines with bounded memory, normalizes CRLF and a leading
// UTF-8 BOM, flags lines that are too long, not UTF-8 or contain NUL, and
// fingerprints exactly the bytes it consumed.
type LineReader struct {
	name    string
	r       *bufio.Reader
	max     int
	lineNo  int
	hash    hash.Hash
	nbytes  int64
	scratch []byte
}

// NewLineReader reads r, naming it name in errors. maxBytes <= 0 means
// DefaultMaxRecordBytes.
func NewLineReader(name string, r io.Reader, maxBytes int) *LineReader {
	if maxBytes <= 0 {
		maxBytes = DefaultMaxRecordBytes
	}
	return &LineReader{name: name, r: bufio.NewReaderSize(r, 64<<10), max: maxBytes, hash: sha256.New()}
}

// Line is one line of input and what is wrong with it, if anything.
type Line struct {
	No      int    // 1-based line number
	Text    []byte // without the line end; valid until the next call; truncated when TooLong
	Problem string // "" when the line is usable
	Rule    string // short rule name for the problem (for reject accounting)
}

// Next returns the next line, or io.EOF after the last. Other errors are
// read errors (for example a truncated gzip stream) and name file and line.
func (lr *LineReader) Next() (Line, error) {
	lr.scratch = lr.scratch[:0]
	tooLong := false
	for {
		chunk, err := lr.r.ReadSlice('\n')
		lr.hash.Write(chunk)
		lr.nbytes += int64(len(chunk))
		if !tooLong {
			if len(lr.scratch)+len(chunk) > lr.max+1 { // +1: the '\n' itself
				tooLong = true
				keep := min(len(chunk), 4096-len(lr.scratch))
				if keep > 0 {
					lr.scratch = append(lr.scratch, chunk[:keep]...)
				}
			} else {
				lr.scratch = append(lr.scratch, chunk...)
			}
		}
		if err == bufio.ErrBufferFull {
			continue
		}
		if err == io.EOF {
			if len(lr.scratch) == 0 && !tooLong {
				return Line{}, io.EOF
			}
		} else if err != nil {
			return Line{}, fmt.Errorf("%s:%d: read error: %w", lr.name, lr.lineNo+1, describeReadErr(err))
		}
		break
	}
	lr.lineNo++
	text := bytes.TrimSuffix(lr.scratch, []byte("\n"))
	text = bytes.TrimSuffix(text, []byte("\r"))
	if lr.lineNo == 1 {
		text = bytes.TrimPrefix(text, []byte("\xEF\xBB\xBF"))
	}
	ln := Line{No: lr.lineNo, Text: text}
	switch {
	case tooLong:
		ln.Problem = fmt.Sprintf("line longer than the %d-byte record limit", lr.max)
		ln.Rule = "record_too_large"
	case !utf8.Valid(text):
		ln.Problem = "invalid UTF-8"
		ln.Rule = "invalid_utf8"
	case bytes.IndexByte(text, 0) >= 0:
		ln.Problem = "NUL byte in line"
		ln.Rule = "nul_byte"
	}
	return ln, nil
}

func describeReadErr(err error) error {
	if errors.Is(err, io.ErrUnexpectedEOF) {
		return fmt.Errorf("file ends in the middle of a compressed stream (truncated gzip?): %w", err)
	}
	return err
}

// Location is "name:line".
func (lr *LineReader) Location(line int) string { return fmt.Sprintf("%s:%d", lr.name, line) }

// Fingerprint returns the sha256 and count of the bytes consumed so far.
func (lr *LineReader) Fingerprint() (sha string, n int64) {
	return hex.EncodeToString(lr.hash.Sum(nil)), lr.nbytes
}

// LineNo is the number of the last line returned.
func (lr *LineReader) LineNo() int { return lr.lineNo }
