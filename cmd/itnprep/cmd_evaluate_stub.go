package main

import (
	"context"
	"errors"

	"github.com/itnprep/itnprep/eval"
)

func evaluateBeam(ctx context.Context, in, format string, opts eval.Options) (eval.Counts, error) {
	return eval.Counts{}, errors.New("not yet")
}

func evaluateParquet(run eval.Run, path string) (eval.Counts, error) {
	return eval.Counts{}, errors.New("not yet")
}
