package storage

import (
	"context"
	"log/slog"
)

// warnKey is the context key of a command's warning writer (WithWarnings).
type warnKey struct{}

// WithWarnings returns ctx carrying say, which the warnings of this package
// and of the launcher (pipelines) are given to: the CLI prints each as
// its command's own stderr line, `itnprep COMMAND: warning: ...`
// (docs/ERRORS.md: every line a command writes on stderr names it). They
// were slog records, `time=... level=WARN msg=...` lines among the
// command's own.
func WithWarnings(ctx context.Context, say func(msg string)) context.Context {
	return context.WithValue(ctx, warnKey{}, say)
}

// Warn gives msg to ctx's warning writer (WithWarnings), or logs it at
// warn level when ctx carries none (a test, a program other than the CLI).
// A cancelled ctx still carries its writer: a Ctrl-C'd run's warnings are
// said as the others are.
func Warn(ctx context.Context, msg string) {
	if say, ok := ctx.Value(warnKey{}).(func(string)); ok && say != nil {
		say(msg)
		return
	}
	slog.Warn(msg)
}
