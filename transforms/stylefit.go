package transforms

import (
	"context"
	"fmt"
	"reflect"
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

// fitExamined is a distinct pair that can inform the weights, examined on
// a worker (normalize.Fitter.Examine) with the weights its readings
// consult: what the fit gathers. Pairs that cannot inform the weights are
// only counted.
type fitExamined struct {
	Key     string // written NUL spoken, as pairKey makes it
	Count   int
	Weights []int32
}

func init() {
	beam.RegisterType(reflect.TypeOf((*fitExamined)(nil)).Elem())
}

// examineFitPairFn examines each distinct pair against the base style on
// the workers, so that the fit's one worker receives only the pairs it
// uses, with their dependencies found: every pair is counted (pairs), and
// so is every pair whose gold no reading gives (uncovered).
type examineFitPairFn struct {
	BaseStyle string
	fitter    *normalize.Fitter
}

func (fn *examineFitPairFn) Setup() error {
	base, err := normalize.ParseStyle([]byte(fn.BaseStyle))
	if err != nil {
		return fmt.Errorf("style fit: base style: %w", err)
	}
	fn.fitter, err = normalize.NewFitter(base, normalize.FitOptions{})
	return err
}

func (fn *examineFitPairFn) ProcessElement(key string, n int, used func(fitExamined), pairs, uncovered func(int)) error {
	w, sp, _ := strings.Cut(key, "\x00")
	ex, err := fn.fitter.Examine(normalize.FitPair{Written: w, Spoken: sp, Count: n})
	if err != nil {
		return fmt.Errorf("style fit: %w", err)
	}
	pairs(1)
	switch ex.Use {
	case normalize.FitUsed:
		used(fitExamined{Key: key, Count: n, Weights: ex.Weights})
	case normalize.FitUncovered:
		uncovered(1)
	}
	Progress.FitPairsExamined.Add(1)
	return nil
}

// fitStyleFn runs the fit once over the examined pairs (a side input, in
// sorted order so the fit is deterministic: normalize.FitStyle's order)
// and writes the style file and its report, each through a temporary name
// and a rename. It reports its progress in Progress.Fit and stops, writing
// nothing, when its context is cancelled.
type fitStyleFn struct {
	Opts FitStyleOptions
}

func (fn *fitStyleFn) ProcessElement(ctx context.Context, _ []byte, examined func(*fitExamined) bool, pairs, uncovered, rejected func(*int) bool) error {
	sum := func(it func(*int) bool) int {
		total, n := 0, 0
		for it(&n) {
			total += n
		}
		return total
	}
	npairs, nuncovered, rej := sum(pairs), sum(uncovered), sum(rejected)
	if npairs == 0 {
		return fmt.Errorf("style fit: no (written, spoken) pairs read (%d records rejected)", rej)
	}
	var rows []fitExamined
	var row fitExamined
	for examined(&row) {
		rows = append(rows, row)
	}
	keys := make([][2]string, len(rows))
	for i := range rows {
		w, sp, _ := strings.Cut(rows[i].Key, "\x00")
		keys[i] = [2]string{w, sp}
	}
	order := make([]int, len(rows))
	for i := range order {
		order[i] = i
	}
	sort.Slice(order, func(a, b int) bool {
		x, y := keys[order[a]], keys[order[b]]
		if x[0] != y[0] {
			return x[0] < y[0]
		}
		return x[1] < y[1]
	})
	used := make([]normalize.FitPair, len(rows))
	exams := make([]normalize.FitExam, len(rows))
	for k, i := range order {
		used[k] = normalize.FitPair{Written: keys[i][0], Spoken: keys[i][1], Count: rows[i].Count}
		exams[k] = normalize.FitExam{Use: normalize.FitUsed, Weights: rows[i].Weights}
	}
	rows = nil
	base, err := normalize.ParseStyle([]byte(fn.Opts.BaseStyle))
	if err != nil {
		return fmt.Errorf("style fit: base style: %w", err)
	}
	fitter, err := normalize.NewFitter(base, normalize.FitOptions{Iterations: fn.Opts.Iterations, Prior: fn.Opts.Prior,
		Progress: func(p normalize.FitProgress) { Progress.Fit.Store(&p) }})
	if err != nil {
		return err
	}
	fitted, rep, err := fitter.Fit(ctx, used, exams)
	if err != nil {
		// Interrupted (the runner cancels the bundle's context): nothing
		// is written.
		return err
	}
	// The pairs that could not inform the weights were counted on the
	// workers and not sent.
	rep.Pairs, rep.Uncovered = npairs, nuncovered
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
// counted per distinct (written, spoken) across workers and examined there
// against the base style (which weights each one's readings consult, or
// that it cannot inform them); the fit itself runs once, on one worker,
// over the distinct pairs that can inform the weights. rejects are the
// readers' rejects, counted in the report.
func FitStyle(s beam.Scope, pairs, rejects beam.PCollection, opts FitStyleOptions) {
	s = s.Scope("FitStyle")
	counts := beam.CombinePerKey(s, sumInts, beam.ParDo(s, pairKey, pairs))
	used, npairs, uncovered := beam.ParDo3(s, &examineFitPairFn{BaseStyle: opts.BaseStyle}, counts)
	nrej := beam.Combine(s, sumInts, beam.ParDo(s, one, rejects))
	beam.ParDo0(s, &fitStyleFn{Opts: opts}, beam.Impulse(s), beam.SideInput{Input: used},
		beam.SideInput{Input: beam.Combine(s, sumInts, npairs)}, beam.SideInput{Input: beam.Combine(s, sumInts, uncovered)},
		beam.SideInput{Input: nrej})
}
