package transforms

import (
	"io"
	"sync/atomic"
)

// Progress counts work done by DoFns running inside this process (the
// direct and prism runners), so the CLI can draw progress bars. On remote
// workers nobody reads it; it costs one atomic add per read call or shard.
var Progress struct {
	BytesRead   atomic.Int64
	RowsWritten atomic.Int64
}

type progressReader struct{ r io.Reader }

func (p *progressReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	Progress.BytesRead.Add(int64(n))
	return n, err
}
