package transforms

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/normalize"
)

// VerbalizeOptions configure the verbalize stage. The house style travels
// to workers as JSON so a user's --style file reaches every worker.
type VerbalizeOptions struct {
	StyleJSON     string // normalize.Style as JSON; "" = the embedded default
	KeepCasePunct bool
	Variants      int // rows per record (K); 1 = one sampled verbalization
	Seed          uint64
}

// verbalizeFn turns each written record into K spoken variants, seeded by
// (seed, record id, variant index), or a reject saying why it cannot be
// verbalized.
type verbalizeFn struct {
	Opts VerbalizeOptions

	v         *normalize.Verbalizer
	rejects   beam.Counter
	collapsed int64 // whitespace edits in this bundle, emitted in FinishBundle
}

func (fn *verbalizeFn) Setup() error {
	style := normalize.DefaultStyle()
	if fn.Opts.StyleJSON != "" {
		s, err := normalize.ParseStyle([]byte(fn.Opts.StyleJSON))
		if err != nil {
			return fmt.Errorf("verbalize: house style: %w", err)
		}
		style = s
	}
	fn.v = normalize.New(style, normalize.Options{KeepCasePunct: fn.Opts.KeepCasePunct})
	fn.rejects = beam.NewCounter("itnprep", "verbalize_rejected")
	return nil
}

func (fn *verbalizeFn) ProcessElement(ctx context.Context, p dataset.Pair, emit func(dataset.Pair), reject func(dataset.Reject), hits func(RuleHit)) {
	written, collapsed := collapseSpaces(p.Written)
	if collapsed {
		fn.collapsed++
	}
	if written == "" {
		fn.rejects.Inc(ctx, 1)
		reject(dataset.Reject{ID: p.ID, Source: p.Source, Location: p.ID, Stage: "clean", Rule: "empty_text", Reason: "the written text is empty", Raw: dataset.TruncateRaw(p.Written)})
		return
	}
	k := max(1, fn.Opts.Variants)
	variants, err := fn.v.SampleN(written, fn.Opts.Seed, p.ID, k)
	if err != nil {
		fn.rejects.Inc(ctx, 1)
		rule := "verbalize_error"
		var ve *normalize.Error
		if errors.As(err, &ve) && ve.Kind != "" {
			rule = "verbalize_" + string(ve.Kind)
		}
		reject(dataset.Reject{ID: p.ID, Source: p.Source, Location: p.ID, Stage: "verbalize", Rule: rule, Reason: err.Error(), Raw: dataset.TruncateRaw(p.Written)})
		return
	}
	for i, v := range variants {
		row := p
		row.Written = written
		if i > 0 {
			row.ID = fmt.Sprintf("%s#v%d", p.ID, i)
		}
		row.Spoken = v.Spoken
		row.Variant = dataset.Int32(int32(i))
		row.Prob = dataset.Float64(v.Prob)
		row.Spans = spansToCodePoints(written, v.Spoken, v.Spans)
		emit(row)
	}
}

// FinishBundle emits the bundle's edit count as one RuleHit, as the other
// stages do, so millions of records cost a handful of elements.
func (fn *verbalizeFn) FinishBundle(_ context.Context, _ func(dataset.Pair), _ func(dataset.Reject), hits func(RuleHit)) {
	if fn.collapsed > 0 {
		hits(RuleHit{Rule: "basic/collapse_whitespace", Count: fn.collapsed})
		fn.collapsed = 0
	}
}

// collapseSpaces trims and collapses white space runs, the basic cleaning
// every written corpus gets before verbalization.
func collapseSpaces(s string) (string, bool) {
	out := strings.Join(strings.Fields(s), " ")
	return out, out != s
}

// spansToCodePoints converts the verbalizer's byte offsets to the
// dataset's code-point offsets.
func spansToCodePoints(written, spoken string, spans []normalize.Span) []dataset.Span {
	if len(spans) == 0 {
		return nil
	}
	out := make([]dataset.Span, len(spans))
	for i, s := range spans {
		out[i] = dataset.Span{
			Class: string(s.Class), Written: s.Written, Spoken: s.Spoken,
			WrittenStart: runeOffset(written, s.WrittenStart), WrittenEnd: runeOffset(written, s.WrittenEnd),
			SpokenStart: runeOffset(spoken, s.SpokenStart), SpokenEnd: runeOffset(spoken, s.SpokenEnd),
		}
	}
	return out
}

func runeOffset(s string, byteOff int) int32 {
	byteOff = max(0, min(byteOff, len(s)))
	return int32(utf8.RuneCountInString(s[:byteOff]))
}

// Verbalize applies the verbalizer to written-only records.
func Verbalize(s beam.Scope, opts VerbalizeOptions, written beam.PCollection) (pairs, rejects, hits beam.PCollection) {
	s = s.Scope("Verbalize")
	return beam.ParDo3(s, &verbalizeFn{Opts: opts}, written)
}

func init() {
	register.DoFn5x0[context.Context, dataset.Pair, func(dataset.Pair), func(dataset.Reject), func(RuleHit)](&verbalizeFn{})
	register.Emitter1[RuleHit]()
}
