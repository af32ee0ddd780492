package transforms

import (
	"context"
	"errors"
	"fmt"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/normalize"
)

// VerbalizeOptions configure the verbalize stage. The house style travels
// to workers as JSON so a user's --style file reaches every worker.
type VerbalizeOptions struct {
	StyleJSON     string // normalize.Style as JSON; "" = the embedded default
	KeepCasePunct bool
	Variants      int // distinct rows per record (at most K, sampled without replacement); 1 = one sampled verbalization
	Seed          uint64
	// VariantFloor: the variants after a record's first are drawn among
	// readings at least this share of its most probable reading's
	// probability (normalize.SampleDistinctFloor; 0: any reading).
	VariantFloor float64
}

// verbalizeFn turns each written record into K spoken variants, seeded by
// (seed, record id, variant index), or a reject saying why it cannot be
// verbalized. Its input has passed the basic rules (clean.BasicRules:
// white space collapsed, empty records dropped), a stage of its own.
type verbalizeFn struct {
	Opts VerbalizeOptions

	v       *normalize.Verbalizer
	rejects beam.Counter
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

func (fn *verbalizeFn) ProcessElement(ctx context.Context, p dataset.Pair, emit func(dataset.Pair), reject func(dataset.Reject)) {
	written := p.Written
	k := max(1, fn.Opts.Variants)
	// K distinct variants: never the same (written, spoken) row twice for a
	// record; a record with fewer readings than K (above the floor) gets
	// all of them.
	variants, err := fn.v.SampleDistinctFloor(written, fn.Opts.Seed, p.ID, k, fn.Opts.VariantFloor)
	if err != nil {
		fn.rejects.Inc(ctx, 1)
		rule := "error"
		var ve *normalize.Error
		if errors.As(err, &ve) && ve.Kind != "" {
			rule = string(ve.Kind)
		}
		reject(p.Reject("verbalize", rule, err.Error(), dataset.TruncateRaw(p.Written)))
		return
	}
	// A reading that says nothing ("/" read as a separator, "*" as a
	// footnote mark: the whole record is symbols) is no (spoken, written)
	// pair to learn from, whichever variant it is: it is dropped and the
	// others keep their order. A record with no other reading ("...",
	// "--", a lone quote) is a reject, as raw GTN's and NeMo JSONL's are
	// (parse/gtn_empty_spoken, parse/empty_spoken). "Says nothing" is
	// judged on the reading's comparable form (normalize.Said, as
	// `itnprep verbalize` does), so --keep-case-punct, whose spoken side
	// keeps the punctuation ("..."), rejects the same records.
	said := normalize.Said(variants)
	if len(said) == 0 {
		fn.rejects.Inc(ctx, 1)
		reject(p.Reject("verbalize", "empty_spoken", normalize.NothingToSayReason, dataset.TruncateRaw(p.Written)))
		return
	}
	for i, v := range said {
		row := p
		if i > 0 {
			row.ID = fmt.Sprintf("%s#v%d", p.ID, i)
		}
		// The row's form (fn.v.RowForm, as itnprep verbalize's): spans in
		// code points, the spoken side's apostrophes ASCII ("didn't", as
		// the GTN readers' spoken side) unless --keep-case-punct.
		spoken, spans := fn.v.RowForm(written, v)
		row.Spoken = spoken
		row.Variant = dataset.Int32(int32(i))
		row.Prob = dataset.Float64(v.Prob)
		row.Spans = datasetSpans(spans)
		emit(row)
	}
}

// datasetSpans is spans (offsets in code points: normalize.RowForm) as
// a row's; nil for none.
func datasetSpans(spans []normalize.Span) []dataset.Span {
	if len(spans) == 0 {
		return nil
	}
	out := make([]dataset.Span, len(spans))
	for i, s := range spans {
		out[i] = dataset.Span{
			Class: string(s.Class), Written: s.Written, Spoken: s.Spoken,
			WrittenStart: int32(s.WrittenStart), WrittenEnd: int32(s.WrittenEnd),
			SpokenStart: int32(s.SpokenStart), SpokenEnd: int32(s.SpokenEnd),
		}
	}
	return out
}

// Verbalize applies the verbalizer to written-only records that passed
// BasicClean.
func Verbalize(s beam.Scope, opts VerbalizeOptions, written beam.PCollection) (pairs, rejects beam.PCollection) {
	s = s.Scope("Verbalize")
	return beam.ParDo2(s, &verbalizeFn{Opts: opts}, written)
}

// BasicClean applies the basic rules (clean.BasicRules) that every
// written-only corpus passes before verbalization: stage "basic", rules
// basic/collapse_whitespace (an edit, counted) and basic/empty_text (a
// drop, rejected).
func BasicClean(s beam.Scope, written beam.PCollection) (kept, rejects, hits beam.PCollection) {
	return CleanPairs(s, RuleSetSpec{Set: "basic"}, written)
}
