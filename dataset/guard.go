package dataset

import (
	"errors"
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"

	"github.com/itnprep/itnprep/internal/textcut"
)

// DefaultMaxRejectRate is the share of read records a run may reject and
// still publish. A run that quarantines more than half of what it read was
// almost always given the wrong kind of input (e.g. another corpus's JSONL,
// where every line lacks the fields this source needs).
const DefaultMaxRejectRate = 0.5

// Guard is the publication policy every publishing command applies to a
// run's accounting before it moves anything into a version folder: an empty
// result or a reject rate above MaxRejectRate refuses publication, because a
// silently empty or mostly-rejected version looks like success downstream.
type Guard struct {
	// AllowEmpty publishes a version with 0 written records.
	AllowEmpty bool `json:"allow_empty,omitempty"`
	// MaxRejectRate in [0, 1]: rejected/read above it refuses; 1 turns the
	// check off. A selection's rejects (stage select) count on neither
	// side.
	MaxRejectRate float64 `json:"max_reject_rate"`
	// AllowDuplicateIDs publishes a version in which several rows share an
	// id, within a split or across splits (the manifest and the card then
	// record how many ids repeat).
	// Without it a repeated id refuses publication: rows are joined by id
	// (versions diff, the viewer, derived versions, split bookkeeping), so
	// two rows under one name silently pair the wrong texts.
	AllowDuplicateIDs bool `json:"allow_duplicate_ids,omitempty"`
	// AllowSuspect publishes a pair version whose rows look like the wrong
	// input although every record parsed (CheckSense: texts swapped, text
	// already spoken form, a text column of file names or ids).
	AllowSuspect bool `json:"allow_suspect,omitempty"`
}

// DefaultGuard refuses empty runs and runs that reject more than half.
func DefaultGuard() Guard { return Guard{MaxRejectRate: DefaultMaxRejectRate} }

// ErrRefused marks a run the guard refused to publish.
var ErrRefused = errors.New("refusing to publish")

// Validate checks the policy's own values.
func (g Guard) Validate() error {
	if g.MaxRejectRate < 0 || g.MaxRejectRate > 1 || g.MaxRejectRate != g.MaxRejectRate {
		return fmt.Errorf("--max-reject-rate must be between 0 and 1, got %v", g.MaxRejectRate)
	}
	return nil
}

// Check returns nil when a run with accounting a may be published, else an
// error wrapping ErrRefused that says why in one line, naming the top
// reject rules and the flag that overrides the check. hints (nil for none)
// maps a reject rule's full name (`<stage>/<rule>`) to what the user should
// do when it rejects most of a run (a kernel's documented remedy, such as
// tagger/tag_oov's); a reject-rate refusal whose top rule has one says it
// instead of guessing "wrong kind of input?".
func (g Guard) Check(a Accounting, hints map[string]string) error {
	return g.CheckFrom(a, hints, nil)
}

// CheckFrom is Check with from (nil for none), which says where the rows
// of a repeated id were read ("read from a/notes.txt and b/notes.txt",
// "" when it cannot tell): a refusal for repeated ids names the first one
// and, with it, its inputs, so the user need not search the inputs for it.
func (g Guard) CheckFrom(a Accounting, hints map[string]string, from func(id string) string) error {
	where := func(id string) string {
		if from == nil {
			return ""
		}
		if w := from(id); w != "" {
			return ", " + w
		}
		return ""
	}
	top := TopRules(a.RejectedByReason, 3)
	if top != "" {
		top = "; top reject rules: " + top
	}
	if a.Written == 0 && !g.AllowEmpty {
		hint := ""
		if h, ok := hints[TopRule(a.RejectedByReason)]; ok {
			hint = h + "; "
		}
		return fmt.Errorf("%w: 0 records written (read %d, rejected %d%s) (%spass --allow-empty to publish an empty version)",
			ErrRefused, a.Read, a.Rejected, top, hint)
	}
	// Records a selection set aside as asked (prep libriheavy --itn-only:
	// select/itn_only) are no sign of a wrong input: on a real corpus,
	// where most cuts hold no number, they are most of what is read, and
	// every --itn-only run was refused as "wrong kind of input?". Nor are
	// those a format says are no text (prep text of WikiText: its
	// headings, select/wikitext_heading, a quarter of its lines). The
	// rate is of the records the selection kept.
	sel, selRules := SetAside(a.RejectedByReason)
	if read := a.Read - sel; read > 0 && g.MaxRejectRate < 1 {
		rate := float64(a.Rejected-sel) / float64(read)
		if rate > g.MaxRejectRate {
			hint := "wrong kind of input?"
			if h, ok := hints[TopRule(a.RejectedByReason)]; ok {
				hint = h + ";"
			}
			of := fmt.Sprintf("%d records read", a.Read)
			if sel > 0 {
				of = fmt.Sprintf("the %d records a selection kept (the other %d of the %d read set aside: %s)", read, sel, a.Read, TopRules(selRules, 3))
			}
			return fmt.Errorf("%w: rejected %d of %s (%.1f%%, above --max-reject-rate %g%s) (%s --max-reject-rate 1 publishes anyway)",
				ErrRefused, a.Rejected-sel, of, 100*rate, g.MaxRejectRate, top, hint)
		}
	}
	if a.DuplicateIDs > 0 && !g.AllowDuplicateIDs {
		n := "1 id is"
		if a.DuplicateIDs != 1 {
			n = fmt.Sprintf("%d ids are", a.DuplicateIDs)
		}
		remedy, ok := hints[RepeatedIDsHint]
		if !ok {
			remedy = "the same file name in two folders, a file and its compressed copy (x.txt, x.txt.gz: both are read as x.txt), or an id used twice in the input: rename the files or fix the ids, give prep --ids-with-folders to name same-named files' ids by their folders"
		}
		return fmt.Errorf("%w: %s carried by more than one row (first: %s%s) (%s, or pass --allow-duplicate-ids to publish them as separate rows)",
			ErrRefused, n, QuoteID(a.FirstDuplicateID), where(a.FirstDuplicateID), remedy)
	}
	if a.SplitDuplicateIDs > 0 && !g.AllowDuplicateIDs {
		n := "1 id is"
		if a.SplitDuplicateIDs != 1 {
			n = fmt.Sprintf("%d ids are", a.SplitDuplicateIDs)
		}
		remedy, ok := hints[RepeatedIDsHint]
		if !ok {
			remedy = "a record in two splits leaks evaluation data into training: give each input one split; same-named files in two split folders (train/part-00000.parquet, test/part-00000.parquet: --split-from-path's layout) give prep --ids-with-folders;"
		} else {
			remedy = "a record in two splits leaks evaluation data into training; " + remedy + ","
		}
		return fmt.Errorf("%w: %s in more than one split (first: %s in %s%s) (%s or pass --allow-duplicate-ids to publish them as separate rows)",
			ErrRefused, n, QuoteID(a.FirstSplitDuplicateID), strings.Join(a.FirstSplitDuplicateSplits, " and "), where(a.FirstSplitDuplicateID), remedy)
	}
	return nil
}

// SelectStage is the stage of the rejects a selection writes: records set
// aside as a flag asked (select/itn_only, prep libriheavy --itn-only) or
// as their format says they are no text (select/wikitext_heading, a
// WikiText heading), which --max-reject-rate leaves out of its rate
// (SetAside).
const SelectStage = "select"

// Selected says whether r is a selection's reject (a rule of
// SelectStage): a record set aside on purpose, which a run's summary and
// refusal name as its first reject only when no other was rejected.
func (r *Reject) Selected() bool {
	return strings.HasPrefix(r.Rule, SelectStage+"/")
}

// StageRule is the reject's rule as the manifest's rejected_by_rule
// names it, "stage/rule". Pipelines store it that way already (transforms
// name every reject RuleName(stage, rule)); a row whose rule lacks its
// stage (written by an older build or another tool) gets it prefixed, so
// no reader shows "tagger/tagger/too_long" or counts one rule under two
// names.
func (r *Reject) StageRule() string {
	if r.Stage == "" || strings.HasPrefix(r.Rule, r.Stage+"/") {
		return r.Rule
	}
	return RuleName(r.Stage, r.Rule)
}

// SetAside counts the rejects of a selection, the rules of SelectStage,
// and returns them by rule: records set aside on purpose, not records a
// stage could not use (the guard's rate leaves them out; a run's summary
// names them when it passes over them).
func SetAside(byRule map[string]int64) (int64, map[string]int64) {
	var n int64
	var rules map[string]int64
	for rule, c := range byRule {
		if strings.HasPrefix(rule, SelectStage+"/") {
			n += c
			if rules == nil {
				rules = map[string]int64{}
			}
			rules[rule] = c
		}
	}
	return n, rules
}

// RepeatedIDsHint is the key of CheckFrom's hints whose value replaces
// the remedy a refusal for repeated ids names (prep's: rename the files,
// fix the ids, --ids-with-folders), for a run whose ids are not its
// inputs' to fix: a derive's rows carry its parent's ids, so its
// repeats are the parent's, published with --allow-duplicate-ids, and
// prep's remedy named files the derive never read.
const RepeatedIDsHint = "ids/repeated"

// RepeatedSameHint is the key of the hint that replaces RepeatedIDsHint's
// when every row of the first repeated id carries the same text
// (ShardReport.FirstDuplicateSame): rows repeated whole, which prep
// --dedupe sets aside, where the remedy for ids named files to rename and
// ids to fix, and never --dedupe (qa78).
const RepeatedSameHint = "ids/repeated_same"

// maxShownID bounds the id a message shows (QuoteID).
const maxShownID = 200

// QuoteID is id quoted for a one-line message, cut after maxShownID bytes
// (at a character's start) with its length: an id may be as long as a
// record (a JSONL "id" of a megabyte made the refusal a megabyte long).
func QuoteID(id string) string {
	if len(id) <= maxShownID {
		return strconv.Quote(id)
	}
	return fmt.Sprintf("%s... (%d bytes)", strconv.Quote(textcut.Prefix(id, maxShownID)), len(id))
}

// TopRules renders the n most frequent rules of counts as "rule N, rule N"
// (most frequent first, ties by name); "" when there are none.
func TopRules(counts map[string]int64, n int) string {
	type rc struct {
		rule string
		n    int64
	}
	all := make([]rc, 0, len(counts))
	for r, c := range counts {
		if c > 0 {
			all = append(all, rc{r, c})
		}
	}
	sort.Slice(all, func(i, j int) bool {
		if all[i].n != all[j].n {
			return all[i].n > all[j].n
		}
		return all[i].rule < all[j].rule
	})
	parts := make([]string, 0, n)
	for i, x := range all {
		if i == n {
			more := "rules"
			if len(all)-n == 1 {
				more = "rule"
			}
			parts = append(parts, fmt.Sprintf("%d more %s", len(all)-n, more))
			break
		}
		parts = append(parts, fmt.Sprintf("%s %d", x.rule, x.n))
	}
	return strings.Join(parts, ", ")
}

// splitName is Hugging Face datasets' rule for split names (its
// `_split_re`, `^\w+(\.\w+)*$`, with Python's Unicode \w): a split name
// becomes part of shard file names and of the card's YAML, so a space or a
// colon would break both.
var splitName = regexp.MustCompile(`^[\p{L}\p{N}\p{M}_]+(\.[\p{L}\p{N}\p{M}_]+)*$`)

// ValidateSplit checks a split name against Hugging Face's rule.
func ValidateSplit(name string) error {
	if !splitName.MatchString(name) {
		return fmt.Errorf("split name %q is not valid: use letters, digits and _, optionally joined by dots (Hugging Face's rule ^\\w+(\\.\\w+)*$), e.g. dev_clean", name)
	}
	return nil
}

// TopRule is the most frequent rule of counts (ties by name), or "".
func TopRule(counts map[string]int64) string {
	best, bestN := "", int64(0)
	for rule, n := range counts {
		if n > bestN || (n == bestN && rule < best) {
			best, bestN = rule, n
		}
	}
	return best
}

// LineTally is the accounting of a command that quarantines the input lines
// it cannot use instead of publishing a version (mine, mine-pairs): what
// CheckLines judges with the same policy as a publication.
type LineTally struct {
	Input       string // what was read (--input as given), for an empty run's message
	Unit        string // a record's name in the plural: "pairs", "sequences"
	Read        int64  // records read: usable + quarantined (blank lines are no records)
	Quarantined int64
	Skipped     int64 // usable records a stated policy left out (a length cap); not judged
	// First is the first quarantined line, "FILE:LINE: reason" ("" when
	// none): a refusal names it so the user sees the problem at once.
	First string
	// Rejects is where every quarantined line is (a file, or "stderr");
	// "" for a command that keeps no list of them (style fit names only
	// the first): a refusal then says nothing of where they are.
	Rejects string
}

// CheckLines applies the guard to a quarantining command's tally: nil when
// the run may write its result, else an error wrapping ErrRefused that says
// in one line why ("refusing to ACTION: ..."), in Check's style, with action the refused step ("mine",
// "derive rules"): nothing usable read (unless AllowEmpty), or a quarantined
// share above MaxRejectRate.
func (g Guard) CheckLines(action string, t LineTally) error {
	first, where := "", ""
	if t.First != "" {
		first = "; first: " + t.First
	}
	if t.Rejects != "" {
		where = "every quarantined line in " + t.Rejects + "; "
	}
	if t.Read-t.Quarantined <= 0 && !g.AllowEmpty {
		if t.Read == 0 {
			return refusal(fmt.Sprintf("refusing to %s: no %s read from %s (an empty input?) (pass --allow-empty to accept an empty result)",
				action, t.Unit, t.Input))
		}
		return refusal(fmt.Sprintf("refusing to %s: 0 usable %s (read %d, quarantined %d%s) (%spass --allow-empty to accept an empty result)",
			action, t.Unit, t.Read, t.Quarantined, first, where))
	}
	if t.Read > 0 && g.MaxRejectRate < 1 {
		if rate := float64(t.Quarantined) / float64(t.Read); rate > g.MaxRejectRate {
			return refusal(fmt.Sprintf("refusing to %s: quarantined %d of %d %s read (%.1f%%, above --max-reject-rate %g%s) (wrong kind of input? %s--max-reject-rate 1 goes on anyway)",
				action, t.Quarantined, t.Read, t.Unit, 100*rate, g.MaxRejectRate, first, where))
		}
	}
	return nil
}

// refusal is CheckLines' error: its own wording, and errors.Is(err,
// ErrRefused) as for Check's.
type refusal string

func (r refusal) Error() string      { return string(r) }
func (refusal) Is(target error) bool { return target == ErrRefused }
