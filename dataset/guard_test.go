package dataset

import (
	"errors"
	"fmt"
	"strings"
	"testing"
)

func TestGuardCheck(t *testing.T) {
	rules := map[string]int64{"missing_id": 6, "invalid_json": 2, "no_texts": 2, "one_text": 1}
	for _, c := range []struct {
		g    Guard
		a    Accounting
		want string // "" = publish
	}{
		{DefaultGuard(), Accounting{Read: 10, Written: 10}, ""},
		{DefaultGuard(), Accounting{Read: 10, Written: 5, Rejected: 5}, ""}, // exactly the limit
		{DefaultGuard(), Accounting{Read: 11, Written: 0, Rejected: 11, RejectedByReason: rules},
			"refusing to publish: 0 records written (read 11, rejected 11; top reject rules: missing_id 6, invalid_json 2, no_texts 2, 1 more rule) (pass --allow-empty to publish an empty version)"},
		{DefaultGuard(), Accounting{}, "refusing to publish: 0 records written (read 0, rejected 0) (pass --allow-empty to publish an empty version)"},
		{Guard{AllowEmpty: true, MaxRejectRate: 0.5}, Accounting{}, ""},
		{Guard{AllowEmpty: true, MaxRejectRate: 0.5}, Accounting{Read: 2, Rejected: 2, RejectedByReason: map[string]int64{"missing_id": 2}},
			"refusing to publish: rejected 2 of 2 records read (100.0%, above --max-reject-rate 0.5; top reject rules: missing_id 2) (wrong kind of input? --max-reject-rate 1 publishes anyway)"},
		{Guard{AllowEmpty: true, MaxRejectRate: 1}, Accounting{Read: 2, Rejected: 2}, ""},
		{Guard{MaxRejectRate: 0}, Accounting{Read: 100, Written: 99, Rejected: 1, RejectedByReason: map[string]int64{"x": 1}},
			"refusing to publish: rejected 1 of 100 records read (1.0%, above --max-reject-rate 0; top reject rules: x 1) (wrong kind of input? --max-reject-rate 1 publishes anyway)"},
		{DefaultGuard(), Accounting{Read: 3, Written: 3, DuplicateIDs: 1, FirstDuplicateID: "a.jsonl:x"},
			`refusing to publish: 1 id is carried by more than one row (first: "a.jsonl:x") (the same file name in two folders, a file and its compressed copy (x.txt, x.txt.gz: both are read as x.txt), or an id used twice in the input: rename the files or fix the ids, give prep --ids-with-folders to name same-named files' ids by their folders, or pass --allow-duplicate-ids to publish them as separate rows)`},
		{DefaultGuard(), Accounting{Read: 4, Written: 4, DuplicateIDs: 2, FirstDuplicateID: "f:1"},
			`refusing to publish: 2 ids are carried by more than one row (first: "f:1") (the same file name in two folders, a file and its compressed copy (x.txt, x.txt.gz: both are read as x.txt), or an id used twice in the input: rename the files or fix the ids, give prep --ids-with-folders to name same-named files' ids by their folders, or pass --allow-duplicate-ids to publish them as separate rows)`},
		{Guard{MaxRejectRate: 0.5, AllowDuplicateIDs: true}, Accounting{Read: 3, Written: 3, DuplicateIDs: 1, FirstDuplicateID: "a.jsonl:x"}, ""},
		{DefaultGuard(), Accounting{Read: 4, Written: 4, SplitDuplicateIDs: 2, FirstSplitDuplicateID: "c7", FirstSplitDuplicateSplits: []string{"test", "train"}},
			`refusing to publish: 2 ids are in more than one split (first: "c7" in test and train) (a record in two splits leaks evaluation data into training: give each input one split; same-named files in two split folders (train/part-00000.parquet, test/part-00000.parquet: --split-from-path's layout) give prep --ids-with-folders; or pass --allow-duplicate-ids to publish them as separate rows)`},
		{Guard{MaxRejectRate: 0.5, AllowDuplicateIDs: true}, Accounting{Read: 4, Written: 4, SplitDuplicateIDs: 2, FirstSplitDuplicateID: "c7", FirstSplitDuplicateSplits: []string{"test", "train"}}, ""},
	} {
		err := c.g.Check(c.a, nil)
		got := ""
		if err != nil {
			got = err.Error()
			if !errors.Is(err, ErrRefused) {
				t.Errorf("%+v: error does not wrap ErrRefused", c.a)
			}
		}
		if got != c.want {
			t.Errorf("%+v %+v:\n got %q\nwant %q", c.g, c.a, got, c.want)
		}
	}
	for _, r := range []float64{-0.1, 1.5} {
		if (Guard{MaxRejectRate: r}).Validate() == nil {
			t.Errorf("max reject rate %v accepted", r)
		}
	}
}

func ExampleGuard_Check() {
	a := Accounting{Read: 4, Written: 1, Rejected: 3, RejectedByReason: map[string]int64{"bad_columns": 2, "bad_wav_filesize": 1}}
	fmt.Println(DefaultGuard().Check(a, nil))
	// Output: refusing to publish: rejected 3 of 4 records read (75.0%, above --max-reject-rate 0.5; top reject rules: bad_columns 2, bad_wav_filesize 1) (wrong kind of input? --max-reject-rate 1 publishes anyway)
}

func TestValidateSplit(t *testing.T) {
	for _, ok := range []string{"train", "validation", "test_clean", "dev.other", "a1", "é"} {
		if err := ValidateSplit(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"", "dev-clean: x", "dev clean", "a/b", "a..b", ".a", "a.", "x:y", "a-b"} {
		if ValidateSplit(bad) == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

// TestGuardNamesTheTopRulesHint: when the most frequent reject rule has a
// hint (a kernel's remedy, e.g. tagger/tag_oov), the reject-rate
// refusal says it instead of guessing "wrong kind of input?".
func TestGuardNamesTheTopRulesHint(t *testing.T) {
	hints := map[string]string{"testkind/too_rare": "count the vocabulary on more rows"}
	a := Accounting{Read: 10, Written: 3, Rejected: 7, RejectedByReason: map[string]int64{"testkind/too_rare": 6, "parse/x": 1}}
	want := "refusing to publish: rejected 7 of 10 records read (70.0%, above --max-reject-rate 0.5; top reject rules: testkind/too_rare 6, parse/x 1) (count the vocabulary on more rows; --max-reject-rate 1 publishes anyway)"
	if err := DefaultGuard().Check(a, hints); err == nil || err.Error() != want {
		t.Errorf("got  %v\nwant %s", err, want)
	}
	// Not the top rule: the generic guess stays.
	a.RejectedByReason = map[string]int64{"testkind/too_rare": 1, "parse/x": 6}
	if err := DefaultGuard().Check(a, hints); err == nil || !strings.Contains(err.Error(), "(wrong kind of input?") {
		t.Errorf("hint of a rule that is not the top one: %v", err)
	}
}

// TestGuardLeavesASelectionOutOfTheRate: prep libriheavy --itn-only sets
// the cuts without a number aside as select/itn_only rejects, most of a
// real corpus; they counted toward --max-reject-rate, and every such run
// was refused as "wrong kind of input?". The rate is of the records the
// selection kept; a run whose kept records are mostly rejected is still
// refused, counting those alone, and one the selection left nothing of
// is an empty run.
func TestGuardLeavesASelectionOutOfTheRate(t *testing.T) {
	a := Accounting{Read: 10, Written: 2, Rejected: 8, RejectedByReason: map[string]int64{"select/itn_only": 8}}
	if err := DefaultGuard().Check(a, nil); err != nil {
		t.Errorf("8 of 10 set aside by --itn-only, 2 written: %v", err)
	}
	a = Accounting{Read: 10, Written: 1, Rejected: 9, RejectedByReason: map[string]int64{"select/itn_only": 6, "align/min_ratio": 3}}
	want := "refusing to publish: rejected 3 of the 4 records a selection kept (the other 6 of the 10 read set aside: select/itn_only 6) (75.0%, above --max-reject-rate 0.5"
	if err := DefaultGuard().Check(a, nil); err == nil || !strings.HasPrefix(err.Error(), want) {
		t.Errorf("3 of the 4 kept rejected: %v, want %q", err, want)
	}
	a = Accounting{Read: 10, Written: 0, Rejected: 10, RejectedByReason: map[string]int64{"select/itn_only": 10}}
	if err := DefaultGuard().Check(a, nil); err == nil || !strings.Contains(err.Error(), "0 records written") {
		t.Errorf("all set aside: %v", err)
	}
}

func TestGuardCheckLines(t *testing.T) {
	tally := func(read, quarantined int64) LineTally {
		return LineTally{Input: "in.jsonl", Unit: "pairs", Read: read, Quarantined: quarantined, First: "in.jsonl:2: invalid JSON", Rejects: "out/rejects.jsonl"}
	}
	for _, c := range []struct {
		g    Guard
		t    LineTally
		want string // "" = go on
	}{
		{DefaultGuard(), tally(10, 5), ""}, // exactly the limit
		{DefaultGuard(), LineTally{Input: "in.jsonl", Unit: "pairs"}, "refusing to mine: no pairs read from in.jsonl (an empty input?) (pass --allow-empty to accept an empty result)"},
		{Guard{AllowEmpty: true, MaxRejectRate: 0.5}, LineTally{}, ""},
		{DefaultGuard(), tally(3, 3), "refusing to mine: 0 usable pairs (read 3, quarantined 3; first: in.jsonl:2: invalid JSON) (every quarantined line in out/rejects.jsonl; pass --allow-empty to accept an empty result)"},
		{Guard{MaxRejectRate: 1}, tally(3, 3), "refusing to mine: 0 usable pairs (read 3, quarantined 3; first: in.jsonl:2: invalid JSON) (every quarantined line in out/rejects.jsonl; pass --allow-empty to accept an empty result)"},
		{Guard{AllowEmpty: true, MaxRejectRate: 1}, tally(3, 3), ""},
		{DefaultGuard(), tally(3, 2), "refusing to mine: quarantined 2 of 3 pairs read (66.7%, above --max-reject-rate 0.5; first: in.jsonl:2: invalid JSON) (wrong kind of input? every quarantined line in out/rejects.jsonl; --max-reject-rate 1 goes on anyway)"},
		{Guard{MaxRejectRate: 0}, tally(100, 1), "refusing to mine: quarantined 1 of 100 pairs read (1.0%, above --max-reject-rate 0; first: in.jsonl:2: invalid JSON) (wrong kind of input? every quarantined line in out/rejects.jsonl; --max-reject-rate 1 goes on anyway)"},
		// No list of the rejects (style fit names only the first): nothing said of where they are.
		{DefaultGuard(), LineTally{Unit: "pairs", Read: 3, Quarantined: 2, First: "in.jsonl:2: invalid JSON"}, "refusing to mine: quarantined 2 of 3 pairs read (66.7%, above --max-reject-rate 0.5; first: in.jsonl:2: invalid JSON) (wrong kind of input? --max-reject-rate 1 goes on anyway)"},
		{DefaultGuard(), LineTally{Unit: "pairs", Read: 3, Quarantined: 3}, "refusing to mine: 0 usable pairs (read 3, quarantined 3) (pass --allow-empty to accept an empty result)"},
	} {
		err := c.g.CheckLines("mine", c.t)
		got := ""
		if err != nil {
			got = err.Error()
			if !errors.Is(err, ErrRefused) {
				t.Errorf("%+v: error does not match ErrRefused", c.t)
			}
		}
		if got != c.want {
			t.Errorf("%+v %+v:\n got %q\nwant %q", c.g, c.t, got, c.want)
		}
	}
}

// A miner's tally with most of its lines quarantined is refused in one
// line naming the first bad one, as a publication's reject rate is.
func ExampleGuard_CheckLines() {
	t := LineTally{Input: "pairs.jsonl", Unit: "pairs", Read: 4, Quarantined: 3,
		First: `pairs.jsonl:1: a pair needs string fields "written" and "spoken"`, Rejects: "out/rejects.jsonl"}
	fmt.Println(DefaultGuard().CheckLines("derive rules", t))
	// Output: refusing to derive rules: quarantined 3 of 4 pairs read (75.0%, above --max-reject-rate 0.5; first: pairs.jsonl:1: a pair needs string fields "written" and "spoken") (wrong kind of input? every quarantined line in out/rejects.jsonl; --max-reject-rate 1 goes on anyway)
}

// TestGuardBoundsTheIDItShows: a repeated id of a megabyte (a JSONL "id"
// as long as its record allows) is shown by its first 200 bytes and its
// length; the refusal printed it whole, a megabyte-long line.
func TestGuardBoundsTheIDItShows(t *testing.T) {
	long := strings.Repeat("é", 1<<19)
	for _, a := range []Accounting{
		{Read: 2, Written: 2, DuplicateIDs: 1, FirstDuplicateID: long},
		{Read: 2, Written: 2, SplitDuplicateIDs: 1, FirstSplitDuplicateID: long, FirstSplitDuplicateSplits: []string{"train", "test"}},
	} {
		g := DefaultGuard()
		err := g.Check(a, nil)
		want := `(first: "` + strings.Repeat("é", 100) + `"... (1048576 bytes)`
		if err == nil || len(err.Error()) > 1000 || !strings.Contains(err.Error(), want) {
			t.Errorf("%d bytes: %.400v", len(fmt.Sprint(err)), err)
		}
	}
	if got := QuoteID(`a"b`); got != `"a\"b"` {
		t.Errorf("a short id is whole: %s", got)
	}
}

// TestGuardCheckFromNamesTheInputs: a refusal for a repeated id names
// where its rows were read, after the id, when from can tell; "" adds
// nothing (a derived version's ids, a corpus's own ids).
func TestGuardCheckFromNamesTheInputs(t *testing.T) {
	from := func(id string) string {
		if id == "notes.txt:1" {
			return "read from a/notes.txt and b/notes.txt"
		}
		return ""
	}
	a := Accounting{Read: 4, Written: 4, DuplicateIDs: 2, FirstDuplicateID: "notes.txt:1"}
	if err := DefaultGuard().CheckFrom(a, nil, from); err == nil || !strings.Contains(err.Error(), `(first: "notes.txt:1", read from a/notes.txt and b/notes.txt) (the same file name`) {
		t.Errorf("within a split: %v", err)
	}
	a = Accounting{Read: 4, Written: 4, SplitDuplicateIDs: 1, FirstSplitDuplicateID: "notes.txt:1", FirstSplitDuplicateSplits: []string{"test", "train"}}
	if err := DefaultGuard().CheckFrom(a, nil, from); err == nil || !strings.Contains(err.Error(), `(first: "notes.txt:1" in test and train, read from a/notes.txt and b/notes.txt) (a record`) {
		t.Errorf("across splits: %v", err)
	}
	a.FirstSplitDuplicateID = "c7"
	if err := DefaultGuard().CheckFrom(a, nil, from); err == nil || !strings.Contains(err.Error(), `(first: "c7" in test and train) (a record`) {
		t.Errorf("an id from tells nothing of: %v", err)
	}
}

// TopRules names the rules it leaves out by their number, in the singular
// for one ("1 more rules" was every summary's and refusal's wording).
func TestTopRulesSaysHowManyMore(t *testing.T) {
	counts := map[string]int64{"a": 5, "b": 4, "c": 3, "d": 2, "e": 1}
	for n, want := range map[int]string{
		5: "a 5, b 4, c 3, d 2, e 1",
		4: "a 5, b 4, c 3, d 2, 1 more rule",
		3: "a 5, b 4, c 3, 2 more rules",
	} {
		if got := TopRules(counts, n); got != want {
			t.Errorf("TopRules(_, %d) = %q, want %q", n, got, want)
		}
	}
}

// TestGuardRepeatedIDsHint: a run whose ids are not its inputs' to fix (a
// derive's, its parent's) names its own remedy for repeated ids
// (RepeatedIDsHint) where prep's named files to rename and prep's
// --ids-with-folders; without the hint the wording is prep's, whole.
func TestGuardRepeatedIDsHint(t *testing.T) {
	hints := map[string]string{RepeatedIDsHint: "fix the parent"}
	dup := Accounting{Read: 4, Written: 4, DuplicateIDs: 1, FirstDuplicateID: "a"}
	split := Accounting{Read: 4, Written: 4, SplitDuplicateIDs: 1, FirstSplitDuplicateID: "a", FirstSplitDuplicateSplits: []string{"test", "train"}}
	for _, c := range []struct {
		a     Accounting
		hints map[string]string
		want  string
	}{
		{dup, hints, `publish: 1 id is carried by more than one row (first: "a") (fix the parent, or pass --allow-duplicate-ids to publish them as separate rows)`},
		{split, hints, `publish: 1 id is in more than one split (first: "a" in test and train) (a record in two splits leaks evaluation data into training; fix the parent, or pass --allow-duplicate-ids to publish them as separate rows)`},
		{dup, nil, `publish: 1 id is carried by more than one row (first: "a") (the same file name in two folders, a file and its compressed copy (x.txt, x.txt.gz: both are read as x.txt), or an id used twice in the input: rename the files or fix the ids, give prep --ids-with-folders to name same-named files' ids by their folders, or pass --allow-duplicate-ids to publish them as separate rows)`},
		{split, nil, `publish: 1 id is in more than one split (first: "a" in test and train) (a record in two splits leaks evaluation data into training: give each input one split; same-named files in two split folders (train/part-00000.parquet, test/part-00000.parquet: --split-from-path's layout) give prep --ids-with-folders; or pass --allow-duplicate-ids to publish them as separate rows)`},
	} {
		if err := DefaultGuard().CheckFrom(c.a, c.hints, nil); err == nil || !strings.HasSuffix(err.Error(), c.want) {
			t.Errorf("got  %v\nwant ...%s", err, c.want)
		}
	}
}
