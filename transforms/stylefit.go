package transforms

import (
	"context"
	"fmt"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/normalize"
	"github.com/itnprep/itnprep/storage"
)

// FitStyleOptions configure FitStyle: where the style file goes, the base
// style (JSON; "" = the embedded default) and the estimator's settings.
type FitStyleOptions struct {
	Path       string // style file to write (local or URL); Path + ".md" gets the report
	BaseStyle  string
	Iterations int
	Prior      float64
}

// pairKey keys a (written, spoken) pair for counting; NUL cannot occur in
// either side (the readers reject control characters).
func pairKey(p dataset.Pair) (string, int) { return p.Written + "\x00" + p.Spoken, 1 }

func one(dataset.Reject) int { return 1 }

func sumInts(a, b int) int { return a + b }

// fitStyleFn runs normalize.FitStyle once over every distinct pair (a side
// input, in sorted order so the fit is deterministic) and writes the style
// file and its report, each through a temporary name and a rename. It
// reports its progress in Progress.Fit and stops, writing nothing, when
// its context is cancelled.
type fitStyleFn struct {
	Opts FitStyleOptions
}

func (fn *fitStyleFn) ProcessElement(ctx context.Context, _ []byte, counts func(*string, *int) bool, rejected func(*int) bool) error {
	var pairs []normalize.FitPair
	var k string
	var n int
	for counts(&k, &n) {
		w, sp, _ := strings.Cut(k, "\x00")
		pairs = append(pairs, normalize.FitPair{Written: w, Spoken: sp, Count: n})
	}
	sort.Slice(pairs, func(a, b int) bool {
		if pairs[a].Written != pairs[b].Written {
			return pairs[a].Written < pairs[b].Written
		}
		return pairs[a].Spoken < pairs[b].Spoken
	})
	rej := 0
	for rejected(&n) {
		rej += n
	}
	if len(pairs) == 0 {
		return fmt.Errorf("style fit: no (written, spoken) pairs read (%d records rejected)", rej)
	}
	base, err := normalize.ParseStyle([]byte(fn.Opts.BaseStyle))
	if err != nil {
		return fmt.Errorf("style fit: base style: %w", err)
	}
	fitted, rep, err := normalize.FitStyleContext(ctx, base, pairs, normalize.FitOptions{Iterations: fn.Opts.Iterations, Prior: fn.Opts.Prior,
		Progress: func(p normalize.FitProgress) { Progress.Fit.Store(&p) }})
	if err != nil {
		// Interrupted (the runner cancels the bundle's context): nothing
		// is written.
		return err
	}
	if rep.Used == 0 {
		return fmt.Errorf("style fit: none of the %d distinct pairs has an ambiguous token whose gold reading the verbalizer can produce (%d uncovered)", rep.Pairs, rep.Uncovered)
	}
	b, err := fitted.DistributionsJSON()
	if err != nil {
		return err
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	if err := storage.WriteAtomic(ctx, fn.Opts.Path, b); err != nil {
		return fmt.Errorf("%s: %w", fn.Opts.Path, err)
	}
	if err := storage.WriteAtomic(ctx, fn.Opts.Path+".md", []byte(fitReport(rep, rej))); err != nil {
		return fmt.Errorf("%s.md: %w", fn.Opts.Path, err)
	}
	return nil
}

// fitReport renders the estimator's report: what it read and used, the
// likelihood before and after, and every weight that moved.
func fitReport(rep normalize.FitReport, rejected int) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Style fit\n\nDistinct (written, spoken) pairs: %d; used (an ambiguous token, gold reachable): %d (%d observations); gold unreachable: %d; input records rejected by the readers: %d.\n\n",
		rep.Pairs, rep.Used, rep.Observations, rep.Uncovered, rejected)
	fmt.Fprintf(&b, "Mean log P(gold) over the used pairs: %.4f before, %.4f after.\n\n", rep.LogLikBefore, rep.LogLikAfter)
	b.WriteString("| distribution | reading | base | fitted |\n|---|---|---|---|\n")
	for _, w := range rep.Weights {
		if w.Base != w.Fitted {
			fmt.Fprintf(&b, "| %s | %s | %g | %g |\n", w.Distribution, w.Reading, w.Base, w.Fitted)
		}
	}
	return b.String()
}

// FitStyle estimates the house style's distributions from gold pairs
// (dataset.Pair with Written and Spoken) and writes a style file that
// --style accepts, with a report beside it (Path + ".md"). Pairs are
// counted per distinct (written, spoken) across workers; the fit itself
// runs once, on one worker, over the distinct pairs, which are far fewer
// than the records. rejects are the readers' rejects, counted in the
// report.
func FitStyle(s beam.Scope, pairs, rejects beam.PCollection, opts FitStyleOptions) {
	s = s.Scope("FitStyle")
	counts := beam.CombinePerKey(s, sumInts, beam.ParDo(s, pairKey, pairs))
	nrej := beam.Combine(s, sumInts, beam.ParDo(s, one, rejects))
	beam.ParDo0(s, &fitStyleFn{Opts: opts}, beam.Impulse(s), beam.SideInput{Input: counts}, beam.SideInput{Input: nrej})
}
