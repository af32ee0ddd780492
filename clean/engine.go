package clean

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"sort"
	"strings"

	"github.com/itnprep/itnprep/internal/jsonline"
)

// Kind says whether a rule rewrites text or rejects the record.
type Kind uint8

const (
	// Edit rules return a changed text; the record goes on.
	Edit Kind = iota + 1
	// Drop rules reject the whole record with a reason.
	Drop
)

func (k Kind) String() string {
	switch k {
	case Edit:
		return "edit"
	case Drop:
		return "drop"
	}
	return fmt.Sprintf("Kind(%d)", uint8(k))
}

// MarshalText makes kinds read as "edit"/"drop" in JSON descriptions.
func (k Kind) MarshalText() ([]byte, error) { return []byte(k.String()), nil }

// Side is the part of a (written, spoken) pair a rule looks at.
type Side uint8

const (
	// Written is the book or formatted text; a single text given to Apply is
	// treated as the written side.
	Written Side = 1 << iota
	// Spoken is the ASR transcript side.
	Spoken
	// Both applies the rule to the written side, then to the spoken side.
	Both = Written | Spoken
)

func (s Side) String() string {
	switch s {
	case Written:
		return "written"
	case Spoken:
		return "spoken"
	case Both:
		return "both"
	}
	return fmt.Sprintf("Side(%d)", uint8(s))
}

// MarshalText makes sides read as words in JSON descriptions.
func (s Side) MarshalText() ([]byte, error) { return []byte(s.String()), nil }

// Param is one documented setting of a rule. Default fixes the type a
// configuration must use: bool, float64, string or []string.
type Param struct {
	Name    string `json:"name"`
	Doc     string `json:"doc"`
	Default any    `json:"default"`
}

// Values holds a rule's effective parameter values, defaults overlaid by
// configuration. The accessors panic on a wrong name or type because that is
// a bug in a rule definition, caught by the package's tests, never a
// user-input condition (configurations are type-checked when loaded).
type Values map[string]any

// Bool returns a boolean parameter.
func (v Values) Bool(name string) bool { return v.get(name).(bool) }

// Float returns a numeric parameter.
func (v Values) Float(name string) float64 { return v.get(name).(float64) }

// String returns a string parameter.
func (v Values) String(name string) string { return v.get(name).(string) }

// Strings returns a list parameter.
func (v Values) Strings(name string) []string { return v.get(name).([]string) }

func (v Values) get(name string) any {
	x, ok := v[name]
	if !ok {
		panic("clean: rule reads undeclared parameter " + name)
	}
	return x
}

// step is a compiled rule body. For an Edit rule it returns the new text and
// whether it changed; for a Drop rule it returns a non-empty reason to drop.
type step func(s string) (out string, changed bool, dropReason string)

// Rule is the definition of one named rule. Rules are values so that a rule
// set can be described (for manifests, dataset cards, --help) without
// running it.
type Rule struct {
	Name      string
	Doc       string
	Kind      Kind
	Side      Side
	DefaultOn bool
	Params    []Param
	// build turns effective parameter values into the rule body; it
	// validates values that the type check cannot (ranges, empty lists).
	build func(v Values) (step, error)
}

// RuleConfig overrides one rule's switch and parameters.
type RuleConfig struct {
	Enabled *bool          `json:"enabled,omitempty"`
	Params  map[string]any `json:"params,omitempty"`
}

// Config overrides a rule set's defaults, keyed by rule name. Rules and
// parameters it does not mention keep their documented defaults.
type Config struct {
	Rules map[string]RuleConfig `json:"rules"`
}

// ParseConfig reads a JSON configuration strictly: unknown top-level keys
// are errors, so a typo never silently leaves a default in force. Rule and
// parameter names are checked against a set by NewSet.
func ParseConfig(data []byte) (Config, error) {
	var c Config
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&c); err != nil {
		return Config{}, fmt.Errorf("rule config: %s%w", jsonline.Place(data, err), err)
	}
	if dec.More() {
		return Config{}, fmt.Errorf("rule config: trailing data after the JSON object")
	}
	return c, nil
}

// MergeConfig returns base with over's settings laid on it, rule by rule:
// over's switch where it sets one, its parameters over base's of the same
// name. Neither argument is changed. It is how a user's --rules-config
// file refines a profile (TranscriptProfile) instead of replacing it.
func MergeConfig(base, over Config) Config {
	if len(over.Rules) == 0 {
		return base
	}
	out := Config{Rules: make(map[string]RuleConfig, len(base.Rules)+len(over.Rules))}
	for name, rc := range base.Rules {
		out.Rules[name] = RuleConfig{Enabled: rc.Enabled, Params: maps.Clone(rc.Params)}
	}
	for name, rc := range over.Rules {
		merged := out.Rules[name]
		if rc.Enabled != nil {
			merged.Enabled = rc.Enabled
		}
		if len(rc.Params) > 0 && merged.Params == nil {
			merged.Params = make(map[string]any, len(rc.Params))
		}
		maps.Copy(merged.Params, rc.Params)
		out.Rules[name] = merged
	}
	return out
}

type compiled struct {
	rule    *Rule
	enabled bool
	values  Values
	fn      step
}

// Set is an ordered, configured list of rules. It is immutable after
// construction and safe for concurrent use.
type Set struct {
	name  string
	rules []compiled
}

// NewSet configures rules (applied in the given order) with cfg. It fails on
// a rule or parameter name it does not know, on a value of the wrong type and
// on a value a rule rejects.
func NewSet(name string, rules []Rule, cfg Config) (*Set, error) {
	byName := make(map[string]int, len(rules))
	for i := range rules {
		if _, dup := byName[rules[i].Name]; dup {
			return nil, fmt.Errorf("rule set %s: rule %q defined twice", name, rules[i].Name)
		}
		byName[rules[i].Name] = i
	}
	for _, rn := range sortedKeys(cfg.Rules) {
		if _, ok := byName[rn]; !ok {
			return nil, fmt.Errorf("rule set %s: unknown rule %q (known: %s)", name, rn, strings.Join(ruleNames(rules), ", "))
		}
	}
	s := &Set{name: name, rules: make([]compiled, len(rules))}
	for i := range rules {
		r := &rules[i]
		rc := cfg.Rules[r.Name]
		c := compiled{rule: r, enabled: r.DefaultOn, values: make(Values, len(r.Params))}
		if rc.Enabled != nil {
			c.enabled = *rc.Enabled
		}
		for _, p := range r.Params {
			c.values[p.Name] = cloneValue(p.Default)
		}
		for _, pn := range sortedKeys(rc.Params) {
			def, ok := paramDefault(r, pn)
			if !ok {
				return nil, fmt.Errorf("rule set %s: rule %s has no parameter %q", name, r.Name, pn)
			}
			v, err := coerce(rc.Params[pn], def)
			if err != nil {
				return nil, fmt.Errorf("rule set %s: rule %s: parameter %s: %w", name, r.Name, pn, err)
			}
			c.values[pn] = v
		}
		fn, err := r.build(c.values)
		if err != nil {
			return nil, fmt.Errorf("rule set %s: rule %s: %w", name, r.Name, err)
		}
		c.fn = fn
		s.rules[i] = c
	}
	return s, nil
}

func ruleNames(rules []Rule) []string {
	out := make([]string, len(rules))
	for i := range rules {
		out[i] = rules[i].Name
	}
	return out
}

func paramDefault(r *Rule, name string) (any, bool) {
	for _, p := range r.Params {
		if p.Name == name {
			return p.Default, true
		}
	}
	return nil, false
}

// coerce converts a JSON-decoded value to the type of the default.
func coerce(v, def any) (any, error) {
	switch def.(type) {
	case bool:
		if b, ok := v.(bool); ok {
			return b, nil
		}
		return nil, fmt.Errorf("want true or false, got %s", jsonType(v))
	case float64:
		switch x := v.(type) {
		case float64:
			return x, nil
		case int:
			return float64(x), nil
		}
		return nil, fmt.Errorf("want a number, got %s", jsonType(v))
	case string:
		if s, ok := v.(string); ok {
			return s, nil
		}
		return nil, fmt.Errorf("want a string, got %s", jsonType(v))
	case []string:
		switch x := v.(type) {
		case []string:
			return append([]string(nil), x...), nil
		case []any:
			out := make([]string, len(x))
			for i, e := range x {
				s, ok := e.(string)
				if !ok {
					return nil, fmt.Errorf("want a list of strings, element %d is %s", i, jsonType(e))
				}
				out[i] = s
			}
			return out, nil
		}
		return nil, fmt.Errorf("want a list of strings, got %s", jsonType(v))
	}
	return nil, fmt.Errorf("unsupported parameter type %T", def)
}

func jsonType(v any) string {
	switch v.(type) {
	case nil:
		return "null"
	case bool:
		return "a boolean"
	case float64, int:
		return "a number"
	case string:
		return "a string"
	case []any, []string:
		return "a list"
	case map[string]any:
		return "an object"
	}
	return fmt.Sprintf("%T", v)
}

func cloneValue(v any) any {
	if l, ok := v.([]string); ok {
		return append([]string(nil), l...)
	}
	return v
}

func sortedKeys[V any](m map[string]V) []string {
	keys := make([]string, 0, len(m))
	for k := range m {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	return keys
}

// Name is the rule set's name ("transcript", "book"); counters and manifests
// prefix rule names with it.
func (s *Set) Name() string { return s.name }

// Result is the outcome of applying a set. Hits lists, in rule order, the
// rules that fired: edit rules that changed a side, and the drop rule, if
// any. Counting Hits over a corpus gives each rule's number of affected
// records; for a kept record, Hits are also the rules that edited it, which
// transforms records in the row's rules column as "<set>/<rule>"
// (dataset.Pair.Rules). Nil when no rule fired.
type Result struct {
	Written string
	Spoken  string
	Dropped bool
	Rule    string // the drop rule, when Dropped
	Reason  string // why it dropped, when Dropped
	Hits    []string
	// WrittenBlankedBy is the rule ("<set>/<rule>") that left the written
	// side blank, when one did and the set kept the pair: the next stage's
	// drop names it (ApplyPairAfter).
	WrittenBlankedBy string
}

// Text is the cleaned single text of an Apply call.
func (r Result) Text() string { return r.Written }

// Apply runs the set on one text, treated as the written side; rules that
// look only at the spoken side are skipped.
func (s *Set) Apply(text string) Result {
	return s.apply(text, "", Written, nil)
}

// ApplyPair runs the set on a (written, spoken) pair. A drop stops at the
// dropping rule: the texts in the result are those it saw.
func (s *Set) ApplyPair(written, spoken string) Result {
	return s.apply(written, spoken, Both, nil)
}

// ApplyPairAfter is ApplyPair on a pair that earlier stages' rules edited
// (earlier: their names, "<set>/<rule>", as the row's rules column holds
// them, sorted; writtenBlankedBy: the one that left the written side blank,
// an earlier Result's WrittenBlankedBy, or ""): a text that arrives blank
// was left blank by them, not by the input, and a drop says so, naming
// the rule that emptied it and the others as rules that also edited it.
func (s *Set) ApplyPairAfter(written, spoken string, earlier []string, writtenBlankedBy string) Result {
	return s.applyAfter(written, spoken, Both, earlier, writtenBlankedBy)
}

func (s *Set) apply(written, spoken string, sides Side, earlier []string) Result {
	return s.applyAfter(written, spoken, sides, earlier, "")
}

func (s *Set) applyAfter(written, spoken string, sides Side, earlier []string, earlierBlankedBy string) Result {
	res := Result{Written: written, Spoken: spoken}
	// The edit rule that left a side blank, for the drop reason of the
	// rule that then drops it ("empty after cleaning" alone did not say
	// which rule emptied "&nbsp;" or a zero-width space).
	var blankedW, blankedS string
	blanked := func(before, after string, name *string, rule string) {
		if *name == "" && strings.TrimSpace(after) == "" && strings.TrimSpace(before) != "" {
			*name = s.name + "/" + rule
		}
	}
	for i := range s.rules {
		c := &s.rules[i]
		if !c.enabled {
			continue
		}
		on := c.rule.Side & sides
		if on == 0 {
			continue
		}
		hit := false
		if on&Written != 0 {
			out, changed, reason := c.fn(res.Written)
			if reason != "" {
				res.drop(c.rule, withSide(sides, "written", blankedBy(s.foldHintFor(reason, Written), blankedW, written, earlier, earlierBlankedBy)))
				return res
			}
			if changed {
				blanked(res.Written, out, &blankedW, c.rule.Name)
				res.Written, hit = out, true
			}
		}
		if on&Spoken != 0 {
			out, changed, reason := c.fn(res.Spoken)
			if reason != "" {
				res.drop(c.rule, withSide(sides, "spoken", blankedBy(s.foldHintFor(reason, Spoken), blankedS, spoken, earlier, "")))
				return res
			}
			if changed {
				blanked(res.Spoken, out, &blankedS, c.rule.Name)
				res.Spoken, hit = out, true
			}
		}
		if hit {
			res.Hits = append(res.Hits, c.rule.Name)
		}
	}
	if blankedW != "" && strings.TrimSpace(res.Written) == "" {
		res.WrittenBlankedBy = blankedW
	}
	return res
}

// foldHintFor drops a drop reason's hint to enable a fold rule (foldHint)
// where following it would not keep the pair: the set's rule of that name
// is on already or does not edit the side the character was found on (a
// hint naming a rule the set lacks is left as it is). A Libriheavy
// transcript holding 'Ü' was dropped with the hint to enable fold_accents,
// which was on already and folds the written side only.
//
// It reads the rule's name from the hint, so a drop costs one hint's text
// at most: it formatted every rule's hint for every drop, hint or none
// (BenchmarkBookDrop, the book set's drops: 4.0 µs and 40 allocations a
// dropped pair before, 2.0 µs and 15 after, 2026-11-30, 2 cores).
func (s *Set) foldHintFor(reason string, side Side) string {
	if !strings.HasSuffix(reason, foldHintEnd) {
		return reason
	}
	name, ok := foldHintRule(reason)
	if !ok {
		return reason
	}
	for _, c := range s.rules {
		if c.rule.Name != name {
			continue
		}
		hint := foldHintText(name)
		if !strings.HasSuffix(reason, hint) {
			return reason
		}
		if c.enabled || c.rule.Side&side == 0 {
			return strings.TrimSuffix(reason, hint)
		}
		return reason
	}
	return reason
}

// foldHintRule is the rule a reason's closing fold hint names
// (foldHintText: " (RULE, a rule off by default, folds it: ..."), and
// whether it has one.
func foldHintRule(reason string) (string, bool) {
	at := strings.LastIndex(reason, foldHintMiddle)
	if at < 0 {
		return "", false
	}
	open := strings.LastIndex(reason[:at], " (")
	if open < 0 {
		return "", false
	}
	return reason[open+2 : at], true
}

// emptyAfterCleaning is the reason of the drop rules that drop a blank text
// (basic/empty_text, book/empty_side).
const emptyAfterCleaning = "empty after cleaning"

// blankedBy adds to a drop reason the edit rule that left the text blank,
// and what the text was, if one did. A text that arrived blank says why:
// the earlier stage's rule that emptied it (earlierBlankedBy) and the others
// that edited it as such, or the earlier stages' rules that edited it
// when none is known to have emptied it, or, when there were none, that
// it was blank in the input (an empty transcript, "text": ""), where
// "empty after cleaning" sent the user looking for a cleaning rule that had
// done nothing. The earlier rules are the rules column's, sorted by name:
// listed alone, "blank after transcript/collapse_spaces,
// transcript/remove_brackets" read as if the first had blanked it (qa79).
func blankedBy(reason, rule, was string, earlier []string, earlierBlankedBy string) string {
	if rule == "" {
		if reason == emptyAfterCleaning && strings.TrimSpace(was) == "" {
			if earlierBlankedBy != "" {
				var also []string
				for _, r := range earlier {
					if r != earlierBlankedBy {
						also = append(also, r)
					}
				}
				if len(also) == 0 {
					return fmt.Sprintf("%s (blank after %s)", reason, earlierBlankedBy)
				}
				return fmt.Sprintf("%s (blank after %s; also edited by %s)", reason, earlierBlankedBy, strings.Join(also, ", "))
			}
			if len(earlier) == 1 {
				return fmt.Sprintf("%s (blank after %s)", reason, earlier[0])
			}
			if len(earlier) > 0 {
				return fmt.Sprintf("%s (blank after the edits of %s)", reason, strings.Join(earlier, ", "))
			}
			if was == "" {
				return "the input text is empty"
			}
			return fmt.Sprintf("the input text is blank (only white space: %+q)", clip(was))
		}
		return reason
	}
	return fmt.Sprintf("%s (blank after %s; it was %+q)", reason, rule, clip(was))
}

// clip shortens a text quoted in a reason to 60 bytes.
func clip(was string) string {
	const keep = 60
	if len(was) > keep {
		was = strings.ToValidUTF8(was[:keep], "") + "..."
	}
	return was
}

func (r *Result) drop(rule *Rule, reason string) {
	r.Dropped, r.Rule, r.Reason = true, rule.Name, reason
	r.Hits = append(r.Hits, rule.Name)
}

// withSide names the side in a pair's drop reason; a single text has no
// sides to tell apart.
func withSide(sides Side, side, reason string) string {
	if sides != Both {
		return reason
	}
	return side + ": " + reason
}

// RuleInfo describes one configured rule for manifests, dataset cards and
// documentation.
type RuleInfo struct {
	Name    string         `json:"name"`
	Doc     string         `json:"doc"`
	Kind    Kind           `json:"kind"`
	Side    Side           `json:"side"`
	Enabled bool           `json:"enabled"`
	Params  map[string]any `json:"params,omitempty"`
}

// Describe lists the rules in application order with their effective
// switches and parameter values.
func (s *Set) Describe() []RuleInfo {
	out := make([]RuleInfo, len(s.rules))
	for i, c := range s.rules {
		ri := RuleInfo{Name: c.rule.Name, Doc: c.rule.Doc, Kind: c.rule.Kind, Side: c.rule.Side, Enabled: c.enabled}
		if len(c.values) > 0 {
			ri.Params = make(map[string]any, len(c.values))
			for k, v := range c.values {
				ri.Params[k] = cloneValue(v)
			}
		}
		out[i] = ri
	}
	return out
}

// Config returns the set's complete effective configuration (every rule,
// every parameter), suitable for recording in a manifest and for feeding back
// to NewSet to reproduce the set.
func (s *Set) Config() Config {
	c := Config{Rules: make(map[string]RuleConfig, len(s.rules))}
	for _, r := range s.rules {
		on := r.enabled
		rc := RuleConfig{Enabled: &on}
		if len(r.values) > 0 {
			rc.Params = make(map[string]any, len(r.values))
			for k, v := range r.values {
				rc.Params[k] = cloneValue(v)
			}
		}
		c.Rules[r.rule.Name] = rc
	}
	return c
}

// Enabled reports whether the named rule is in the set and switched on.
func (s *Set) Enabled(name string) bool {
	for _, r := range s.rules {
		if r.rule.Name == name {
			return r.enabled
		}
	}
	return false
}

// Counts accumulates rule hits over many results. A Beam pipeline turns each
// Result's Hits into counters instead; Counts serves plain-Go callers and
// tests.
type Counts map[string]int64

// Add counts the rules that fired in r.
func (c Counts) Add(r Result) {
	for _, h := range r.Hits {
		c[h]++
	}
}

// Names returns the counted rule names in sorted order, so printed counts
// never depend on map order.
func (c Counts) Names() []string { return sortedKeys(c) }
