package transforms

import (
	"context"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/align"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/normalize"
)

// AlignStage is the Reject.Stage of pairs that alignment cleaning drops.
const AlignStage = "align"

// alignRulePrefix prefixes align's rule names in rejects, rule hits and
// counters, so they cannot collide with other stages' rules.
const alignRulePrefix = AlignStage + "/"

// CleanAlignedPair is the core of the align stage, a plain function so it
// can be tested and reused without a runner: it aligns p.Written with
// p.Spoken, applies c's rules, and returns either the cleaned pair (with
// Similarity set to the input pair's difflib ratio and the edit rules that
// cut it added to its rules column) or a Reject, plus the rules that fired. Spans index the original texts, so a pair whose text
// was cut loses its Spans (counted as the edit rules that cut it; the
// paired sources this stage serves carry none).
func CleanAlignedPair(c *align.Cleaner, p dataset.Pair) (dataset.Pair, *dataset.Reject, align.RuleCounts) {
	res := c.Clean(p.Written, p.Spoken)
	if res.Dropped {
		r := p.Reject(AlignStage, res.DropRule.String(), res.Reason, dataset.TruncateRaw(p.Written+"\t"+p.Spoken))
		return dataset.Pair{}, &r, res.Hits
	}
	out := p
	out.Similarity = dataset.Float64(res.Ratio)
	if len(res.Edits) > 0 {
		out.Written, out.Spoken = res.Written, res.Spoken
		if out.Written != p.Written || out.Spoken != p.Spoken {
			out.Spans = nil
		}
		var names []string
		for r, n := range res.Hits {
			if n > 0 && !align.Rule(r).Drops() {
				names = append(names, alignRuleNames[r])
			}
		}
		out.Rules = dataset.AddRules(p.Rules, names...)
	}
	return out, nil, res.Hits
}

// alignRuleNames are the align rules' full names ("align/trim_end"), built
// once so a row's rules column costs no string building per row.
var alignRuleNames = func() (names [align.NumRules]string) {
	for r := range align.NumRules {
		names[r] = alignRulePrefix + r.String()
	}
	return names
}()

// alignCleanFn is the DoFn around CleanAlignedPair. Rule hits are summed
// per bundle and emitted in FinishBundle, one RuleHit per edit rule, so
// tens of millions of pairs cost a handful of elements.
type alignCleanFn struct {
	Cfg align.CleanConfig

	cleaner  *align.Cleaner
	counters [align.NumRules]beam.Counter
	in, kept beam.Counter
	dropped  beam.Counter
	pending  align.RuleCounts
}

func (fn *alignCleanFn) Setup() {
	fn.cleaner = align.NewCleaner(fn.Cfg)
	if fn.Cfg.NumbersMatch || fn.Cfg.CutNumberMismatch {
		fn.cleaner.SetNumberCheck(NumberReads(normalize.New(normalize.DefaultStyle(), normalize.Options{})))
	}
	for r := align.Rule(0); r < align.NumRules; r++ {
		fn.counters[r] = beam.NewCounter("itnprep", alignRulePrefix+r.String())
	}
	fn.in = beam.NewCounter("itnprep", "align_pairs_in")
	fn.kept = beam.NewCounter("itnprep", "align_pairs_kept")
	fn.dropped = beam.NewCounter("itnprep", "align_pairs_dropped")
}

func (fn *alignCleanFn) StartBundle(_ context.Context, _ func(dataset.Pair), _ func(dataset.Reject), _ func(RuleHit)) {
	fn.pending = align.RuleCounts{}
}

func (fn *alignCleanFn) ProcessElement(ctx context.Context, p dataset.Pair, emitPair func(dataset.Pair), emitReject func(dataset.Reject), _ func(RuleHit)) {
	fn.in.Inc(ctx, 1)
	out, rej, hits := CleanAlignedPair(fn.cleaner, p)
	for r, n := range hits {
		if n > 0 {
			fn.counters[r].Inc(ctx, int64(n))
		}
	}
	if rej != nil {
		fn.dropped.Inc(ctx, 1)
		emitReject(*rej)
		return
	}
	fn.kept.Inc(ctx, 1)
	fn.pending.Add(hits)
	emitPair(out)
}

func (fn *alignCleanFn) FinishBundle(_ context.Context, _ func(dataset.Pair), _ func(dataset.Reject), emitHit func(RuleHit)) {
	for r, n := range fn.pending {
		if n > 0 && !align.Rule(r).Drops() {
			emitHit(RuleHit{Rule: alignRulePrefix + align.Rule(r).String(), Count: int64(n)})
		}
	}
	fn.pending = align.RuleCounts{}
}

// NumberReads is the align number check (align.Cleaner.SetNumberCheck)
// of v: spoken is one of v's readings of written. It keeps the scans of
// the written texts it was last asked about, each scanned only as far as
// a question needed (normalize.Acceptor.Reads): the cleaner asks about
// one written number against many spoken runs, numbers recur from pair
// to pair, and most questions are a number with its neighbours against a
// misread number, decided before the words after it, while scanning is
// most of a check's cost. The answers are v.Accepts' own (false where it
// gives an error). Like the Cleaner it serves, the check is not safe for
// concurrent use.
func NumberReads(v *normalize.Verbalizer) func(written, spoken string) bool {
	return v.NewAcceptor(0).Reads
}

// AlignClean is the align stage for paired sources (book text vs ASR
// transcript): it returns the cleaned pairs, the rejects (Stage "align",
// Rule "align/<rule>") and the RuleHits of the edit rules, for Publish.
// Beam counters itnprep/align/<rule> count every rule that fired.
func AlignClean(s beam.Scope, cfg align.CleanConfig, pairs beam.PCollection) (cleaned, rejects, hits beam.PCollection) {
	s = s.Scope("AlignClean")
	return beam.ParDo3(s, &alignCleanFn{Cfg: cfg}, pairs)
}

func init() {
	beam.RegisterType(reflect.TypeOf((*align.CleanConfig)(nil)).Elem())
}
