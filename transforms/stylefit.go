package transforms

import (
	"container/heap"
	"context"
	"errors"
	"fmt"
	"reflect"
	"sort"
	"strings"
	"sync"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/internal/textcut"
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
	// MaxDistinct, when > 0, caps the distinct pieces the fit holds: the
	// MaxDistinct used pieces with the most observations are kept (ties by
	// key, so the choice is the same on any runner and bundling), the rest
	// are counted in the report as left out.
	MaxDistinct int
	// CorpusWordsOnly: normalize.FitOptions.CorpusWordsOnly.
	CorpusWordsOnly bool
	// MaxRejectRate refuses a fit when more than this share of the
	// records read was rejected by the readers (1: never), as every
	// other command that quarantines does (dataset.Guard): a fit on the
	// 3 good lines of a file of 7 was written, its rejects only listed.
	// The zero value refuses any reject; the command sets --max-reject-rate.
	MaxRejectRate float64
	// Inputs names what was read, for a refusal of an input without a
	// pair ("... read from en_train.csv (an empty input?)"): the
	// command's --input and --from, as typed.
	Inputs string
}

// pieceKey keys a (written, spoken) piece for counting; NUL cannot occur
// in either side (the readers reject control characters).
func pieceKey(written, spoken string) string { return written + "\x00" + spoken }

func sumInts(a, b int) int { return a + b }

// fitSentences counts what became of the sentence pairs read: used (split
// into pieces; Whole of them kept as one piece), skipped (no ambiguous
// token), uncovered (no reading gives the gold).
type fitSentences struct {
	Read, Used, Whole, Skipped, Uncovered int
}

func (a fitSentences) add(b fitSentences) fitSentences {
	return fitSentences{a.Read + b.Read, a.Used + b.Used, a.Whole + b.Whole, a.Skipped + b.Skipped, a.Uncovered + b.Uncovered}
}

func sumFitSentences(a, b fitSentences) fitSentences { return a.add(b) }

// maxBundlePieces bounds the distinct pieces a splitFitPairFn holds
// before it hands them on (a bundle's counts of about 100 bytes each).
const maxBundlePieces = 1 << 18

// splitFitPairFn cuts each sentence pair into its independent pieces
// (normalize.Fitter.Split: "in 1984" -> "in nineteen eighty four"), so the
// fit counts distinct pieces, not distinct sentences, and adds up the
// pieces of a bundle before they leave it: what the counting combiner
// groups (the direct runner does not lift combiners) is then a bundle's
// distinct pieces, not one element per sentence. It counts the sentences
// by what became of them, once per bundle.
type splitFitPairFn struct {
	BaseStyle string
	fitter    *normalize.Fitter
	pieces    map[string]int
	sentences fitSentences
}

func (fn *splitFitPairFn) Setup() (err error) {
	fn.fitter, err = sharedFitter(fn.BaseStyle)
	return err
}

// fitters holds one Fitter per base style for the DoFns of this process
// (a Fitter is immutable and safe for concurrent use; its probes, a few
// hundred styles, are made once instead of once per DoFn instance).
var fitters struct {
	sync.Mutex
	m map[string]*normalize.Fitter
}

func sharedFitter(baseStyle string) (*normalize.Fitter, error) {
	fitters.Lock()
	defer fitters.Unlock()
	if f := fitters.m[baseStyle]; f != nil {
		return f, nil
	}
	base, err := normalize.ParseStyle([]byte(baseStyle))
	if err != nil {
		return nil, fmt.Errorf("style fit: base style: %w", err)
	}
	f, err := normalize.NewFitter(base, normalize.FitOptions{})
	if err != nil {
		return nil, err
	}
	if fitters.m == nil {
		fitters.m = map[string]*normalize.Fitter{}
	}
	fitters.m[baseStyle] = f
	return f, nil
}

func (fn *splitFitPairFn) StartBundle(_ context.Context, _ func(string, int), _ func(fitSentences)) {
	fn.pieces, fn.sentences = map[string]int{}, fitSentences{}
}

func (fn *splitFitPairFn) ProcessElement(ctx context.Context, p dataset.Pair, emit func(string, int), _ func(fitSentences)) error {
	if err := ctx.Err(); err != nil {
		return err // Ctrl-C: see examineFitPairFn
	}
	ps, err := fn.fitter.Split(normalize.FitPair{Written: p.Written, Spoken: p.Spoken, Count: 1})
	if err != nil {
		return fmt.Errorf("style fit: %w", err)
	}
	fn.sentences.Read++
	switch ps.Use {
	case normalize.FitSkipped:
		fn.sentences.Skipped++
	case normalize.FitUncovered:
		fn.sentences.Uncovered++
	case normalize.FitUsed:
		fn.sentences.Used++
		if ps.Whole {
			fn.sentences.Whole++
		}
	}
	for _, q := range ps.Pieces {
		fn.pieces[pieceKey(q.Written, q.Spoken)] += q.Count
	}
	if len(fn.pieces) >= maxBundlePieces {
		fn.flush(emit)
	}
	return nil
}

func (fn *splitFitPairFn) flush(emit func(string, int)) {
	for k, n := range fn.pieces {
		emit(k, n)
	}
	clear(fn.pieces)
}

func (fn *splitFitPairFn) FinishBundle(_ context.Context, emit func(string, int), sentences func(fitSentences)) {
	fn.flush(emit)
	if fn.sentences.Read > 0 {
		sentences(fn.sentences)
	}
}

// maxListedRejects is how many of the readers' rejects the report (and
// the command's stderr) names, with their file, line and problem: enough
// to find a broken file, bounded so a corpus of the wrong kind does not
// flood the report.
const maxListedRejects = 10

// fitRejects counts the readers' rejects and keeps the reasons of the
// first maxListedRejects by reason (each names its file and line), so that
// which records were dropped is said, not only how many, whatever order
// the runner delivers them in.
type fitRejects struct {
	N     int
	First []string
}

func mergeFitRejects(a, b fitRejects) fitRejects {
	first := append(append([]string{}, a.First...), b.First...)
	sort.Strings(first)
	if len(first) > maxListedRejects {
		first = first[:maxListedRejects]
	}
	return fitRejects{N: a.N + b.N, First: first}
}

// countRejectsFn counts a bundle's rejects and keeps the first reasons,
// emitted once per bundle (not one element per reject into an unlifted
// combiner).
type countRejectsFn struct{ acc fitRejects }

func (fn *countRejectsFn) StartBundle(_ context.Context, _ func(fitRejects)) { fn.acc = fitRejects{} }

func (fn *countRejectsFn) ProcessElement(r dataset.Reject, _ func(fitRejects)) {
	reason := r.Reason
	if reason == "" {
		reason = r.Location + ": " + r.Rule
	}
	// Sorted and cut only now and then, not for every reject.
	fn.acc.N++
	fn.acc.First = append(fn.acc.First, reason)
	if len(fn.acc.First) > 4*maxListedRejects {
		fn.acc = mergeFitRejects(fn.acc, fitRejects{})
	}
}

func (fn *countRejectsFn) FinishBundle(_ context.Context, emit func(fitRejects)) {
	if fn.acc.N > 0 {
		emit(mergeFitRejects(fn.acc, fitRejects{}))
	}
}

// fitExamined is a distinct pair that can inform the weights, examined on
// a worker (normalize.Fitter.Examine) with the weights its readings
// consult: what the fit gathers. Pairs that cannot inform the weights are
// only counted.
type fitExamined struct {
	Key     string // written NUL spoken, as pieceKey makes it
	Count   int
	Weights []int32
}

func init() {
	beam.RegisterType(reflect.TypeOf((*fitExamined)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*fitSentences)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*fitDropped)(nil)).Elem())
	beam.RegisterType(reflect.TypeOf((*fitRejects)(nil)).Elem())
}

// examineFitPairFn examines each distinct pair against the base style on
// the workers, so that the fit's one worker receives only the pairs it
// uses, with their dependencies found: every pair is counted (pairs), and
// so is every pair whose gold no reading gives (uncovered).
type examineFitPairFn struct {
	BaseStyle string
	fitter    *normalize.Fitter
}

func (fn *examineFitPairFn) Setup() (err error) {
	fn.fitter, err = sharedFitter(fn.BaseStyle)
	return err
}

func (fn *examineFitPairFn) ProcessElement(ctx context.Context, key string, n int, used func(fitExamined), pairs, uncovered func(int)) error {
	// The in-process runners look at the job's context only between
	// stages: a Ctrl-C while the pairs were split and examined (a
	// verbalizer scan each) took effect once the last was, 1.1 s into
	// a 1,500-sentence fit. Each element now stops the job when it is
	// cancelled.
	if err := ctx.Err(); err != nil {
		return err
	}
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

// fitDropped counts the used pieces the --max-distinct cap left out.
type fitDropped struct {
	Pieces, Observations int
}

func sumFitDropped(a, b fitDropped) fitDropped {
	return fitDropped{a.Pieces + b.Pieces, a.Observations + b.Observations}
}

// morePiece orders pieces for the cap: more observations first, then by
// key, a total order, so the kept set does not depend on how the pieces
// were bundled.
func morePiece(a, b *fitExamined) bool {
	if a.Count != b.Count {
		return a.Count > b.Count
	}
	return a.Key < b.Key
}

// pieceHeap keeps the max best pieces seen (a heap with the worst on top)
// and counts the ones it let go.
type pieceHeap struct {
	max     int
	rows    []fitExamined
	dropped fitDropped
}

func (h *pieceHeap) Len() int           { return len(h.rows) }
func (h *pieceHeap) Less(i, j int) bool { return morePiece(&h.rows[j], &h.rows[i]) }
func (h *pieceHeap) Swap(i, j int)      { h.rows[i], h.rows[j] = h.rows[j], h.rows[i] }
func (h *pieceHeap) Push(x any)         { h.rows = append(h.rows, x.(fitExamined)) }
func (h *pieceHeap) Pop() any {
	x := h.rows[len(h.rows)-1]
	h.rows = h.rows[:len(h.rows)-1]
	return x
}

// offer adds r, letting the worst piece go when more than max are held
// (max <= 0: no cap).
func (h *pieceHeap) offer(r fitExamined) {
	if h.max <= 0 {
		h.rows = append(h.rows, r)
		return
	}
	if len(h.rows) < h.max {
		heap.Push(h, r)
		return
	}
	worst := &h.rows[0]
	if !morePiece(&r, worst) {
		h.dropped.Pieces++
		h.dropped.Observations += r.Count
		return
	}
	h.dropped.Pieces++
	h.dropped.Observations += worst.Count
	h.rows[0] = r
	heap.Fix(h, 0)
}

// capPiecesFn keeps a bundle's Max best used pieces (morePiece) and emits
// them with the count of those it left out at the end of the bundle, so
// the side input the fit reads holds at most Max pieces per bundle.
type capPiecesFn struct {
	Max int
	h   *pieceHeap
}

func (fn *capPiecesFn) StartBundle(_ context.Context, _ func(fitExamined), _ func(fitDropped)) {
	fn.h = &pieceHeap{max: fn.Max}
}

func (fn *capPiecesFn) ProcessElement(r fitExamined, _ func(fitExamined), _ func(fitDropped)) {
	fn.h.offer(r)
}

func (fn *capPiecesFn) FinishBundle(_ context.Context, emit func(fitExamined), dropped func(fitDropped)) {
	for _, r := range fn.h.rows {
		emit(r)
	}
	if fn.h.dropped.Pieces > 0 {
		dropped(fn.h.dropped)
	}
	fn.h = nil
}

// fitStyleFn runs the fit once over the examined pairs (a side input, in
// sorted order so the fit is deterministic: normalize.FitStyle's order)
// and writes the style file and its report, each through a temporary name
// and a rename. It reports its progress in Progress.Fit and stops, writing
// nothing, when its context is cancelled.
type fitStyleFn struct {
	Opts FitStyleOptions
}

func (fn *fitStyleFn) ProcessElement(ctx context.Context, _ []byte, examined func(*fitExamined) bool, sentences func(*fitSentences) bool, capped func(*fitDropped) bool, pairs, uncovered func(*int) bool, rejected func(*fitRejects) bool) error {
	sum := func(it func(*int) bool) int {
		total, n := 0, 0
		for it(&n) {
			total += n
		}
		return total
	}
	npairs, nuncovered := sum(pairs), sum(uncovered)
	var rej, oneRej fitRejects
	for rejected(&oneRej) {
		rej = mergeFitRejects(rej, oneRej)
	}
	var sent, one fitSentences
	for sentences(&one) {
		sent = sent.add(one)
	}
	if sent.Read == 0 {
		// A refusal of the data (the launcher prints it alone, as the
		// other commands' "refusing to ..." lines: StyleFitRefusal).
		records := "records"
		if rej.N == 1 {
			records = "record"
		}
		msg := StyleFitRefusal + "no (written, spoken) pair read"
		if fn.Opts.Inputs != "" {
			// As prep's "no pairs read from X": it named no input.
			msg += " from " + fn.Opts.Inputs
		}
		if rej.N == 0 {
			return errors.New(msg + " (an empty input, or a header only?)")
		}
		msg += fmt.Sprintf(" (%d %s rejected", rej.N, records)
		if len(rej.First) > 0 {
			msg += "; first: " + rej.First[0]
		}
		return errors.New(msg + ")")
	}
	// The reject rate: every quarantining command's guard, in its words
	// ("refusing to fit a style: quarantined N of M records read ...").
	// Its empty-input refusal is the one above (style fit has no
	// --allow-empty), and its rejects are listed nowhere in full.
	tally := dataset.LineTally{Unit: "records", Read: int64(sent.Read + rej.N), Quarantined: int64(rej.N)}
	if len(rej.First) > 0 {
		tally.First = rej.First[0]
	}
	if err := (dataset.Guard{AllowEmpty: true, MaxRejectRate: fn.Opts.MaxRejectRate}).CheckLines(styleFitAction, tally); err != nil {
		return err
	}
	kept := &pieceHeap{max: fn.Opts.MaxDistinct}
	var row fitExamined
	for examined(&row) {
		kept.offer(row)
	}
	var d fitDropped
	for capped(&d) {
		kept.dropped = sumFitDropped(kept.dropped, d)
	}
	rows, dropped := kept.rows, kept.dropped
	kept = nil
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
		CorpusWordsOnly: fn.Opts.CorpusWordsOnly,
		Progress:        func(p normalize.FitProgress) { Progress.Fit.Store(&p) }})
	if err != nil {
		return err
	}
	fitted, rep, err := fitter.Fit(ctx, used, exams)
	if err != nil {
		// Interrupted (the runner cancels the bundle's context): nothing
		// is written.
		return err
	}
	// The pieces that could not inform the weights were counted on the
	// workers and not sent.
	rep.Pairs, rep.Uncovered = npairs, nuncovered
	if rep.Used == 0 {
		return fmt.Errorf("%snone of the %d pairs read has an ambiguous token whose gold reading the verbalizer can produce (%d uncovered)", StyleFitRefusal, sent.Read, sent.Uncovered)
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
	if err := storage.WriteAtomic(ctx, fn.Opts.Path+".md", []byte(fitReport(rep, sent, dropped, fn.Opts.MaxDistinct, rej))); err != nil {
		return fmt.Errorf("%s.md: %w", fn.Opts.Path, err)
	}
	return nil
}

// StyleFitRefusal begins the error of a fit whose input holds nothing
// to fit (no pair read, or none that informs a weight): a fault of the
// data, which the launcher prints as its one line, without the runner's
// "pipeline failed" note that reads as a fault of the run.
const StyleFitRefusal = "refusing to " + styleFitAction + ": "

// styleFitAction is what a refused fit does not do, in the guard's
// "refusing to ACTION: " (dataset.Guard.CheckLines).
const styleFitAction = "fit a style"

// RejectsHeading starts the report's paragraph that names the readers'
// first rejects, one "- reason" line each.
const RejectsHeading = "Input records rejected by the readers"

// SmallDataHeading starts the report's paragraph that names the weights
// moved far on little data (smallDataWeights).
const SmallDataHeading = "Warning, small data:"

// smallDataObservations and smallDataFactor say when a fitted weight
// rests on too little: it moved more than smallDataFactor-fold (up or
// down) on fewer than smallDataObservations used pairs. With the default
// prior a handful of pairs can still move a weight a lot: 16 crafted
// pairs made "250 people" read "two fifty" at 0.455 (qa36), and nothing
// said the fit rested on them alone.
const (
	smallDataObservations = 20
	smallDataFactor       = 2.0
)

// smallDataWeights lists the weights that moved more than
// smallDataFactor-fold on fewer than smallDataObservations used pairs, in
// the report's order.
func smallDataWeights(ws []normalize.FittedWeight) []normalize.FittedWeight {
	var few []normalize.FittedWeight
	for _, w := range ws {
		if w.Base <= 0 || w.Fitted <= 0 || w.Observations >= smallDataObservations {
			continue
		}
		if r := w.Fitted / w.Base; r > smallDataFactor || r < 1/smallDataFactor {
			few = append(few, w)
		}
	}
	return few
}

// StyleFitSummary reads back from a style fit report (style.json.md) its
// first line (what was read and used), its small-data warning (empty if
// none) and the readers' first rejects (file, line, problem) that it
// lists, for the command to print: the report's layout is this file's to
// know.
func StyleFitSummary(report []byte) (summary, warning string, rejects []string) {
	rep := string(report)
	summary, _, _ = strings.Cut(strings.TrimPrefix(rep, "# Style fit\n\n"), "\n")
	if _, w, ok := strings.Cut(rep, "\n"+SmallDataHeading+" "); ok {
		warning, _, _ = strings.Cut(w, "\n")
	}
	if _, list, ok := strings.Cut(rep, "\n"+RejectsHeading); ok {
		list, _, _ = strings.Cut(list, "\n\n|")
		for _, l := range strings.Split(list, "\n") {
			if r, ok := strings.CutPrefix(l, "- "); ok {
				rejects = append(rejects, r)
			}
		}
	}
	return summary, warning, rejects
}

// fitReport renders the estimator's report: what it read and used, the
// likelihood before and after, and every weight that moved.
func fitReport(rep normalize.FitReport, sent fitSentences, dropped fitDropped, maxDistinct int, rejected fitRejects) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Style fit\n\n(Written, spoken) pairs read: %d; used (an ambiguous token, gold reachable): %d; gold unreachable: %d; nothing ambiguous: %d; input records rejected by the readers: %d",
		sent.Read, sent.Used, sent.Uncovered, sent.Skipped, rejected.N)
	if dropped.Pieces > 0 {
		fmt.Fprintf(&b, "; --max-distinct %d left out %d distinct pieces (%d observations, %.2f%%)", maxDistinct, dropped.Pieces, dropped.Observations,
			100*float64(dropped.Observations)/float64(dropped.Observations+rep.Observations))
	}
	b.WriteString(".\n\n")
	fmt.Fprintf(&b, "The used pairs were cut into independent pieces (%d pairs kept whole): %d distinct pieces, %d used and fitted (%d observations), %d left out by the cap (%d observations), %d whose gold no reading gives.\n\n",
		sent.Whole, rep.Pairs, rep.Used, rep.Observations, dropped.Pieces, dropped.Observations, rep.Uncovered)
	// A used pair's log P(gold) is the sum of its pieces'.
	perPair := float64(rep.Observations+dropped.Observations) / float64(max(sent.Used, 1))
	fmt.Fprintf(&b, "Mean log P(gold) over the used pairs: %.4f before, %.4f after.\n\n", rep.LogLikBefore*perPair, rep.LogLikAfter*perPair)
	fmt.Fprintf(&b, "Words whose reading the used pairs decided (word_readings: spelled or said, British spelling kept or not; read as the corpus read them): %d.\n\n", rep.Words)
	if few := smallDataWeights(rep.Weights); len(few) > 0 {
		var names []string
		for _, w := range few[:min(len(few), 3)] {
			names = append(names, fmt.Sprintf("%s %s %.4g -> %.4g on %d", w.Distribution, w.Reading, w.Base, w.Fitted, w.Observations))
		}
		if len(few) > 3 {
			// The first 3 were listed under "6 weights moved" as if
			// they were all; the table names the rest.
			names[len(names)-1] += fmt.Sprintf("; and %d more in the table", len(few)-3)
		}
		// "1 weight moved", not "1 weights moved".
		fmt.Fprintf(&b, "%s %d %s more than %gx on fewer than %d observations each (%s): on data this small the prior (--prior) is all that holds a weight; review them (the table's observations column), fit on more data, or pin them in the base (docs/STYLE-FIT.md, Pinned weights).\n\n",
			SmallDataHeading, len(few), textcut.Plural(len(few), "weight moved", "weights moved"), smallDataFactor, smallDataObservations, strings.Join(names, "; "))
	}
	if len(rejected.First) > 0 {
		fmt.Fprintf(&b, "%s (%d of %d, by reason):\n\n", RejectsHeading, len(rejected.First), rejected.N)
		for _, r := range rejected.First {
			fmt.Fprintf(&b, "- %s\n", strings.ReplaceAll(r, "\n", " "))
		}
		b.WriteString("\n")
	}
	b.WriteString("| distribution | reading | base | fitted | observations |\n|---|---|---|---|---|\n")
	for _, w := range rep.Weights {
		if w.Base != w.Fitted {
			fmt.Fprintf(&b, "| %s | %s | %g | %g | %d |\n", w.Distribution, w.Reading, w.Base, w.Fitted, w.Observations)
		}
	}
	return b.String()
}

// FitStyle estimates the house style's distributions from gold pairs
// (dataset.Pair with Written and Spoken) and writes a style file that
// --style accepts, with a report beside it (Path + ".md"). Each pair is
// cut on the workers into independent pieces (normalize.Fitter.Split),
// the pieces are counted per distinct (written, spoken) across workers and
// examined there against the base style (which weights each one's
// readings consult, or that it cannot inform them); the fit itself runs
// once, on one worker, over the distinct pieces that can inform the
// weights, so its memory and work grow with the distinct pieces, not with
// the pairs read. rejects are the readers' rejects, counted in the report.
func FitStyle(s beam.Scope, pairs, rejects beam.PCollection, opts FitStyleOptions) {
	s = s.Scope("FitStyle")
	pieces, sentences := beam.ParDo2(s, &splitFitPairFn{BaseStyle: opts.BaseStyle}, pairs)
	counts := beam.CombinePerKey(s, sumInts, pieces)
	used, npieces, uncovered := beam.ParDo3(s, &examineFitPairFn{BaseStyle: opts.BaseStyle}, counts)
	capped := beam.CreateList(s, []fitDropped{})
	if opts.MaxDistinct > 0 {
		used, capped = beam.ParDo2(s, &capPiecesFn{Max: opts.MaxDistinct}, used)
	}
	nrej := beam.Combine(s, mergeFitRejects, beam.ParDo(s, &countRejectsFn{}, rejects))
	beam.ParDo0(s, &fitStyleFn{Opts: opts}, beam.Impulse(s), beam.SideInput{Input: used},
		beam.SideInput{Input: beam.Combine(s, sumFitSentences, sentences)},
		beam.SideInput{Input: beam.Combine(s, sumFitDropped, capped)},
		beam.SideInput{Input: beam.Combine(s, sumInts, npieces)}, beam.SideInput{Input: beam.Combine(s, sumInts, uncovered)},
		beam.SideInput{Input: nrej})
}
