package transforms

import (
	"context"
	"errors"
	"fmt"
	"unicode/utf8"

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
		row.Written = written
		if i > 0 {
			row.ID = fmt.Sprintf("%s#v%d", p.ID, i)
		}
		row.Spoken = v.Spoken
		row.Variant = dataset.Int32(int32(i))
		row.Prob = dataset.Float64(v.Prob)
		row.Spans = spansToCodePoints(written, v.Spoken, v.Spans)
		if !fn.Opts.KeepCasePunct {
			// ASR form, as the GTN readers' spoken side ("didn't", not
			// "didn’t"); code-point offsets are unchanged.
			row.Spoken = normalize.ASRApostrophes(row.Spoken)
			for j := range row.Spans {
				row.Spans[j].Spoken = normalize.ASRApostrophes(row.Spans[j].Spoken)
			}
		}
		emit(row)
	}
}

// spansToCodePoints converts the verbalizer's byte offsets to the
// dataset's code-point offsets. The spans come in text order, so each
// side is counted once, from one offset to the next (runeCursor): counting
// from the start for every offset cost a document of N bytes with S spans
// N x S (a 240 KB Wikipedia-like record with 15,000 spans took 15 s).
func spansToCodePoints(written, spoken string, spans []normalize.Span) []dataset.Span {
	if len(spans) == 0 {
		return nil
	}
	out := make([]dataset.Span, len(spans))
	w, sp := runeCursor{s: written}, runeCursor{s: spoken}
	for i, s := range spans {
		out[i] = dataset.Span{
			Class: string(s.Class), Written: s.Written, Spoken: s.Spoken,
			WrittenStart: w.at(s.WrittenStart), WrittenEnd: w.at(s.WrittenEnd),
			SpokenStart: sp.at(s.SpokenStart), SpokenEnd: sp.at(s.SpokenEnd),
		}
	}
	return out
}

// runeOffset is the number of code points in s before byte offset byteOff
// (clamped to s).
func runeOffset(s string, byteOff int) int32 {
	byteOff = max(0, min(byteOff, len(s)))
	return int32(utf8.RuneCountInString(s[:byteOff]))
}

// runeCursor gives runeOffset(s, off) for offsets that mostly rise,
// counting only the bytes since the previous offset. An offset before the
// previous one starts again from 0, and one inside a multi-byte character
// is counted from the start without moving the cursor, so every answer is
// runeOffset's.
type runeCursor struct {
	s     string
	b     int   // byte offset reached, always at a character boundary
	runes int32 // code points in s[:b]
}

func (c *runeCursor) at(off int) int32 {
	off = max(0, min(off, len(c.s)))
	if off < len(c.s) && !utf8.RuneStart(c.s[off]) {
		return runeOffset(c.s, off)
	}
	if off < c.b {
		c.b, c.runes = 0, 0
	}
	c.runes += int32(utf8.RuneCountInString(c.s[c.b:off]))
	c.b = off
	return c.runes
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
