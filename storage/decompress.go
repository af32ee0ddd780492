package storage

import (
	"bufio"
	"compress/bzip2"
	"compress/gzip"
	"context"
	"fmt"
	"io"
	"strings"

	"github.com/klauspost/compress/zstd"
)

// OpenDecompressed opens p for reading (local, gs://, s3:// through Beam's
// filesystem) and decompresses a zstd stream (by its magic bytes), a
// bzip2 one (.bz2 and its magic bytes) and a gzip stream, told by its magic bytes
// whatever the name (a renamed download; no text record starts with 0x1f
// 0x8b, which is not valid UTF-8 there), as the prep sources read their
// inputs. A gzip stream cut short reads as an error saying so. The returned
// close function closes both.
func OpenDecompressed(ctx context.Context, p string) (io.Reader, func() error, error) {
	f, err := Open(ctx, p)
	if err != nil {
		return nil, nil, err
	}
	br := bufio.NewReaderSize(f, 1<<16)
	magic, _ := br.Peek(4)
	switch {
	case len(magic) == 4 && string(magic) == "\x28\xb5\x2f\xfd":
		// zstd (train.jsonl.zst), as the prep sources read it.
		zr, err := zstd.NewReader(br, zstd.WithDecoderConcurrency(1))
		if err != nil {
			f.Close()
			return nil, nil, fmt.Errorf("%s: not a zstd file: %w", p, err)
		}
		return zr, func() error { zr.Close(); return f.Close() }, nil
	case len(magic) >= 3 && string(magic[:3]) == "BZh" && strings.HasSuffix(strings.ToLower(p), ".bz2"):
		return bzip2.NewReader(br), f.Close, nil
	}
	if len(magic) < 2 || magic[0] != 0x1f || magic[1] != 0x8b {
		return br, f.Close, nil
	}
	zr, err := gzip.NewReader(br)
	if err != nil {
		f.Close()
		return nil, nil, fmt.Errorf("%s: not a gzip file (it starts with gzip's magic bytes): %w", p, err)
	}
	closeBoth := func() error {
		zr.Close()
		return f.Close()
	}
	return truncatedGzip{zr}, closeBoth, nil
}

// truncatedGzip names a cut-short stream instead of "unexpected EOF".
type truncatedGzip struct{ r io.Reader }

func (t truncatedGzip) Read(p []byte) (int, error) {
	n, err := t.r.Read(p)
	if err == io.ErrUnexpectedEOF {
		err = fmt.Errorf("file ends in the middle of a compressed stream (truncated gzip?)")
	}
	return n, err
}
