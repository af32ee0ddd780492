package pipelines

import (
	"context"

	"github.com/itnprep/itnprep/storage"
)

// WithWarnings returns ctx carrying say, which the launcher's warnings (a
// folder a write may recreate, an end mark that could not be written, a
// staging folder that could not be removed) and storage's are given to
// (storage.WithWarnings): the CLI prints each as its command's own stderr
// line, `itnprep COMMAND: warning: ...`.
func WithWarnings(ctx context.Context, say func(msg string)) context.Context {
	return storage.WithWarnings(ctx, say)
}

// Warn gives msg to ctx's warning writer, or logs it at warn level when
// ctx carries none (storage.Warn).
func Warn(ctx context.Context, msg string) { storage.Warn(ctx, msg) }
