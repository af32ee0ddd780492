package transforms

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/itnprep/itnprep/clean"
	"github.com/itnprep/itnprep/dataset"
)

// RuleSetSpec names a clean/ rule set and its configuration. It travels to
// workers inside DoFns, so the configuration is carried as JSON.
type RuleSetSpec struct {
	Set    string // "basic", "book" or "transcript"; also the stage name
	Config string // clean.Config as JSON; "" means the documented defaults
}

// Build returns the configured rule set.
func (s RuleSetSpec) Build() (*clean.Set, error) {
	var cfg clean.Config
	if s.Config != "" {
		var err error
		if cfg, err = clean.ParseConfig([]byte(s.Config)); err != nil {
			return nil, err
		}
	}
	switch s.Set {
	case "basic":
		return clean.BasicWith(cfg)
	case "book":
		return clean.BookWith(cfg)
	case "transcript":
		return clean.TranscriptWith(cfg)
	}
	return nil, fmt.Errorf("unknown rule set %q (known: basic, book, transcript)", s.Set)
}

// NewRuleSetSpec checks cfg against the set when the pipeline is built, so
// a bad rules file fails before any work starts rather than on a worker.
func NewRuleSetSpec(set string, cfg clean.Config) (RuleSetSpec, error) {
	data, err := json.Marshal(cfg)
	if err != nil {
		return RuleSetSpec{}, err
	}
	spec := RuleSetSpec{Set: set, Config: string(data)}
	if _, err := spec.Build(); err != nil {
		return RuleSetSpec{}, err
	}
	return spec, nil
}

// cleanFn applies a rule set to each pair: a drop becomes a reject with the
// rule's name, an edit a hit and the rule's name in the row's rules column
// (dataset.AddRules). Hits are summed per bundle and emitted in
// FinishBundle (one RuleHit per rule), so millions of pairs cost a handful
// of elements; Beam counters itnprep/<set>/<rule> count every firing. The
// set's name is the stage: rules are named dataset.RuleName(set, rule).
type cleanFn struct {
	Spec RuleSetSpec
	// KeepRaw: another clean stage follows (PreClean), whose rejects
	// need the rows' Raw.
	KeepRaw bool

	set      *clean.Set
	counters map[string]beam.Counter
	names    map[string]string // rule -> dataset.RuleName(set, rule), built once
	scratch  []string
	pending  clean.Counts
}

func (fn *cleanFn) Setup() error {
	var err error
	if fn.set, err = fn.Spec.Build(); err != nil {
		return err
	}
	fn.counters = map[string]beam.Counter{}
	fn.names = map[string]string{}
	for _, r := range fn.set.Describe() {
		name := dataset.RuleName(fn.Spec.Set, r.Name)
		fn.names[r.Name] = name
		fn.counters[r.Name] = beam.NewCounter("itnprep", name)
	}
	return nil
}

func (fn *cleanFn) StartBundle(_ context.Context, _ func(dataset.Pair), _ func(dataset.Reject), _ func(RuleHit)) {
	fn.pending = clean.Counts{}
}

func (fn *cleanFn) ProcessElement(ctx context.Context, p dataset.Pair, emit func(dataset.Pair), reject func(dataset.Reject), _ func(RuleHit)) {
	res := fn.set.ApplyPairAfter(p.Written, p.Spoken, p.Rules, p.BlankedBy)
	for _, h := range res.Hits {
		fn.counters[h].Inc(ctx, 1)
	}
	if res.Dropped {
		reject(p.Reject(fn.Spec.Set, res.Rule, res.Reason, rejectRaw(p)))
		return
	}
	fn.pending.Add(res)
	switch {
	case !fn.KeepRaw:
		p.Raw, p.BlankedBy = "", "" // no later stage stores them: they go no further
	case p.Raw == "" && res.Written != p.Written:
		p.Raw = p.Written // the text as read, which Written no longer is
	}
	if fn.KeepRaw && res.WrittenBlankedBy != "" {
		// The next stage drops the blank text and names this rule.
		p.BlankedBy = res.WrittenBlankedBy
	}
	p.Written, p.Spoken = res.Written, res.Spoken
	if len(res.Hits) > 0 {
		fn.scratch = fn.scratch[:0]
		for _, h := range res.Hits {
			fn.scratch = append(fn.scratch, fn.names[h])
		}
		p.Rules = dataset.AddRules(p.Rules, fn.scratch...)
	}
	emit(p)
}

func (fn *cleanFn) FinishBundle(_ context.Context, _ func(dataset.Pair), _ func(dataset.Reject), hit func(RuleHit)) {
	for _, name := range fn.pending.Names() {
		hit(RuleHit{Rule: dataset.RuleName(fn.Spec.Set, name), Count: fn.pending[name]})
	}
	fn.pending = clean.Counts{}
}

// rejectRaw is what a clean stage's reject of p stores: the record as its
// input holds it (Pair.RawInput: the line of a Libriheavy cut, a JSONL
// or CSV record, the plain-text line), as a parse reject stores it; a
// pair with both sides and no Raw (no reader's: made by a program) is
// given as rawPair's JSON. The pair's JSON was all these rejects stored,
// so basic/empty_text showed {"written":"","spoken":""} for an SPGISpeech
// row whose transcript is empty, not the row.
func rejectRaw(p dataset.Pair) string {
	if p.Raw == "" && p.Spoken != "" {
		return rawPair(p)
	}
	return p.RawInput()
}

// rawPair is a reject's copy of the pair it rejects, as JSON so both sides
// survive intact.
func rawPair(p dataset.Pair) string {
	b, _ := json.Marshal(struct {
		Written string `json:"written"`
		Spoken  string `json:"spoken"`
	}{p.Written, p.Spoken})
	return dataset.TruncateRawBytes(b)
}

// CleanPairs applies a clean/ rule set to pairs. It returns the kept
// (cleaned) pairs, the rejects of drop rules, and the hits of edit rules.
func CleanPairs(s beam.Scope, spec RuleSetSpec, pairs beam.PCollection) (kept, rejects, hits beam.PCollection) {
	s = s.Scope("Clean." + spec.Set)
	return beam.ParDo3(s, &cleanFn{Spec: spec}, pairs)
}

// PreClean is CleanPairs for a rule set that another clean stage follows
// (prep text's --clean, before the basic rules): the rows it passes on
// keep their Raw, and a row whose written text it changed is given the
// text as read, so the later stage's rejects (basic/empty_text of a line
// that was "[Music]" alone) still store the input as read.
func PreClean(s beam.Scope, spec RuleSetSpec, pairs beam.PCollection) (kept, rejects, hits beam.PCollection) {
	s = s.Scope("Clean." + spec.Set)
	return beam.ParDo3(s, &cleanFn{Spec: spec, KeepRaw: true}, pairs)
}

// flagFn sets the ITN selection flags of each pair; with ITNOnly, pairs
// without any flag become rejects (rule select/itn_only), so the accounting still
// sees every record.
type flagFn struct {
	ITNOnly bool
}

func (fn *flagFn) ProcessElement(ctx context.Context, p dataset.Pair, emit func(dataset.Pair), reject func(dataset.Reject)) {
	flags := clean.ITNFlags(p.Written)
	for _, name := range flags.Names() {
		beam.NewCounter("itnprep.flags", name).Inc(ctx, 1)
	}
	if fn.ITNOnly && flags == 0 {
		reject(p.Reject(dataset.SelectStage, "itn_only", "--itn-only: the written side has no digits, roman numerals or all-capital words", rawPair(p)))
		return
	}
	p.Flags = flags.Names()
	emit(p)
}

// FlagITN fills the flags column with clean.ITNFlags of the written side;
// itnOnly moves unflagged pairs to rejects.
func FlagITN(s beam.Scope, itnOnly bool, pairs beam.PCollection) (kept, rejects beam.PCollection) {
	s = s.Scope("FlagITN")
	return beam.ParDo2(s, &flagFn{ITNOnly: itnOnly}, pairs)
}

func init() {
	beam.RegisterType(reflect.TypeOf((*RuleSetSpec)(nil)).Elem())
}
