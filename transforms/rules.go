package transforms

import (
	"context"
	"encoding/json"
	"fmt"
	"reflect"
	"sort"
	"strings"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/patterns"
)

// MinedRulePrefix prefixes the names of mined removal rules in rule hits
// and counters ("mined/removal [ pg ]"): stage mined, rule removal plus
// the written tokens it removes.
const MinedRulePrefix = "mined/removal "

// MinedRuleName is the manifest / counter name of a removal rule.
func MinedRuleName(r patterns.Rule) string {
	return MinedRulePrefix + strings.Join(r.Written, " ")
}

// MinedRules turns reviewed rules (patterns.ApprovedRemovals of a rules
// file) into the side input ApplyMinedRules takes: (position, rule JSON),
// so the workers apply them in file order whatever order the side input
// arrives in.
func MinedRules(s beam.Scope, rules []patterns.Rule) (beam.PCollection, error) {
	s = s.Scope("MinedRules")
	var kvs []ruleLine
	for i, r := range rules {
		b, err := json.Marshal(r)
		if err != nil {
			return beam.PCollection{}, err
		}
		kvs = append(kvs, ruleLine{Index: i, JSON: string(b)})
	}
	return beam.ParDo(s, splitRuleLine, beam.CreateList(s, kvs)), nil
}

// ruleLine carries one rule through beam.Create.
type ruleLine struct {
	Index int
	JSON  string
}

func splitRuleLine(r ruleLine) (int, string) { return r.Index, r.JSON }

// applyRulesFn removes the approved removal rules' fragments from each
// pair's written side (patterns.ApplyRemovals). The rules come as a side
// input, decoded once per DoFn instance (the side input is the same for
// every element). Hits are summed per bundle and emitted as RuleHits in
// FinishBundle.
type applyRulesFn struct {
	rules    []patterns.Rule
	names    []string
	counters []beam.Counter
	changed  beam.Counter
	pending  []int64
}

func (fn *applyRulesFn) load(side func(*int, *string) bool) error {
	type indexed struct {
		i    int
		rule patterns.Rule
	}
	var all []indexed
	var i int
	var js string
	for side(&i, &js) {
		var r patterns.Rule
		if err := json.Unmarshal([]byte(js), &r); err != nil {
			return fmt.Errorf("mined rule %d: %v", i, err)
		}
		all = append(all, indexed{i, r})
	}
	sort.Slice(all, func(a, b int) bool { return all[a].i < all[b].i })
	fn.rules = make([]patterns.Rule, 0, len(all))
	for _, x := range all {
		fn.rules = append(fn.rules, x.rule)
		name := MinedRuleName(x.rule)
		fn.names = append(fn.names, name)
		fn.counters = append(fn.counters, beam.NewCounter("itnprep", name))
	}
	fn.changed = beam.NewCounter("itnprep", "mined_removal_pairs_changed")
	fn.pending = make([]int64, len(fn.rules))
	return nil
}

func (fn *applyRulesFn) ProcessElement(ctx context.Context, p dataset.Pair, side func(*int, *string) bool, emit func(dataset.Pair), _ func(RuleHit)) error {
	if fn.rules == nil {
		if err := fn.load(side); err != nil {
			return err
		}
	}
	out, hits := ApplyMinedRulesToPair(p, fn.rules)
	for k, n := range hits {
		if n > 0 {
			fn.counters[k].Inc(ctx, int64(n))
			fn.pending[k] += int64(n)
		}
	}
	if out.Written != p.Written {
		fn.changed.Inc(ctx, 1)
	}
	emit(out)
	return nil
}

func (fn *applyRulesFn) FinishBundle(_ context.Context, _ func(*int, *string) bool, _ func(dataset.Pair), emitHit func(RuleHit)) {
	for k, n := range fn.pending {
		if n > 0 {
			emitHit(RuleHit{Rule: fn.names[k], Count: n})
			fn.pending[k] = 0
		}
	}
}

// ApplyMinedRulesToPair is the plain-function core of the stage: the pair
// with the rules' fragments cut from its written side, and the hits per
// rule; the rules that cut something are added to the pair's rules column
// by name (MinedRuleName). Spans index the original text, so a changed pair
// loses them.
func ApplyMinedRulesToPair(p dataset.Pair, rules []patterns.Rule) (dataset.Pair, []int) {
	written, hits := patterns.ApplyRemovals(p.Written, rules)
	out := p
	if written != p.Written {
		out.Written = written
		out.Spans = nil
		var names []string
		for k, n := range hits {
			if n > 0 {
				names = append(names, MinedRuleName(rules[k]))
			}
		}
		out.Rules = dataset.AddRules(p.Rules, names...)
	}
	return out, hits
}

// ApplyMinedRules applies reviewed removal rules (the side input from
// MinedRules) to the written side of every pair and returns the pairs and
// the RuleHits ("mined/removal <written tokens>") for Publish. Beam
// counters itnprep/mined/removal ... count the same.
func ApplyMinedRules(s beam.Scope, rules, pairs beam.PCollection) (out, hits beam.PCollection) {
	s = s.Scope("ApplyMinedRules")
	return beam.ParDo2(s, &applyRulesFn{}, pairs, beam.SideInput{Input: rules})
}

func init() {
	beam.RegisterType(reflect.TypeOf((*ruleLine)(nil)).Elem())
}
