package transforms

import (
	"context"
	"io"
	"sync/atomic"

	"github.com/itnprep/itnprep/normalize"
)

// Progress counts work done by DoFns running inside this process (the
// direct and prism runners), so the CLI can draw progress bars. On remote
// workers nobody reads it; it costs one atomic add per read call or shard.
var Progress struct {
	// BytesRead counts input bytes as stored (before gunzip), so it adds
	// up to the inputs' sizes.
	BytesRead atomic.Int64
	// RowsSorted counts rows (data and rejects) that reached the shard
	// writer's sort buffers: it moves while shards are still being formed.
	RowsSorted atomic.Int64
	// RowsWritten and ShardsWritten count finished data shards.
	RowsWritten   atomic.Int64
	ShardsWritten atomic.Int64
	// FitPairsExamined counts the distinct pairs style fit examined
	// against the base style (on the workers, before the fit).
	FitPairsExamined atomic.Int64
	// Fit is where style fit's estimator has come (nil: not started).
	Fit atomic.Pointer[normalize.FitProgress]
}

type progressReader struct{ r io.Reader }

func (p *progressReader) Read(b []byte) (int, error) {
	n, err := p.r.Read(b)
	Progress.BytesRead.Add(int64(n))
	return n, err
}

// ctxReader ends a read with ctx's error once ctx is done. The direct
// runner hands the DoFns the launcher's context and never looks at it
// itself: a Ctrl-C'd prep, evaluate --beam, mine --distributed or
// mine-pairs on it read its inputs to their end and finished, exit 0,
// after "Ctrl-C again stops it at once" (prism cancels its bundles). The
// readers read through it, so the job fails as on prism.
type ctxReader struct {
	ctx context.Context
	r   io.Reader
}

func (c ctxReader) Read(b []byte) (int, error) {
	if err := c.ctx.Err(); err != nil {
		return 0, err
	}
	return c.r.Read(b)
}
