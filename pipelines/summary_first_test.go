package pipelines

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/transforms"
)

// TestSummaryFirstReject: the summary names the run's first reject in
// the input (the finalizer's, from every reject shard's writer) after the
// command that lists them.
func TestSummaryFirstReject(t *testing.T) {
	r := &dataset.Reject{ID: "t.tsv:2", Location: "t.tsv:2", Rule: "parse/bad_columns", Reason: "t.tsv:2: bad"}
	p := Published{RunResult: transforms.RunResult{Dir: "out/text/v", Accounting: dataset.Accounting{Read: 30001, Written: 1, Rejected: 30000}, FirstReject: r}}
	if s := p.Summary(); !strings.Contains(s, "itnprep: rejects: itnprep versions head out/text/v --rejects (by id); first in the input: t.tsv:2: parse/bad_columns: bad\n") {
		t.Errorf("summary %q", s)
	}
}

// TestSummaryCountsOneRecordInTheSingular: a run of one record said
// "itnprep: read 1 records, wrote 1, rejected 0", where the rows' line
// beneath it already said "1 row".
func TestSummaryCountsOneRecordInTheSingular(t *testing.T) {
	for _, c := range []struct {
		read int64
		want string
	}{{1, "itnprep: read 1 record, wrote 1, rejected 0\n"}, {2, "itnprep: read 2 records, wrote 2, rejected 0\n"}} {
		p := Published{RunResult: transforms.RunResult{Dir: "out/text/v", Accounting: dataset.Accounting{Read: c.read, Written: c.read, Rows: c.read}}}
		if s := p.Summary(); !strings.HasPrefix(s, c.want) {
			t.Errorf("read %d: summary %q, want it to start %q", c.read, s, c.want)
		}
	}
}

// TestSummaryParentRepeats: the note on a derived version's repeated ids
// is a derive's alone (a Published without Parent, its zero value, is a
// prep's: the count it replaced read 0 there as "the parent counts 0"),
// names the parent's count when the two differ, and says a parent that
// counts none has a manifest without the count.
func TestSummaryParentRepeats(t *testing.T) {
	for _, c := range []struct {
		parent *dataset.Accounting
		want   string // "" : no note
	}{
		{nil, ""},
		{&dataset.Accounting{DuplicateIDs: 2}, ""},
		{&dataset.Accounting{DuplicateIDs: 1}, "; the parent counts 1, by its records: "},
		{&dataset.Accounting{}, "; the parent's manifest counts none: it was published before itnprep counted repeated ids (2026-11-23)"},
	} {
		p := Published{RunResult: transforms.RunResult{Dir: "out/t/v", Accounting: dataset.Accounting{Read: 4, Written: 4, Rows: 4, DuplicateIDs: 2, FirstDuplicateID: "x:1"}}, Parent: c.parent}
		s := p.Summary()
		if !strings.Contains(s, `itnprep: 2 repeated ids (carried by more than one row; first: "x:1"`) {
			t.Errorf("parent %+v: no repeated ids line: %q", c.parent, s)
		}
		note := strings.Contains(s, "; the parent")
		if c.want == "" && note || c.want != "" && !strings.Contains(s, c.want) {
			t.Errorf("parent %+v: summary %q, want note %q", c.parent, s, c.want)
		}
	}
}

// TestSummaryNamesTheTopRejectsRemedy: a published run whose rejects are
// mostly of a rule with a remedy (the verbalizer's symbol: an emoji)
// names it, as a refused run does; a rule without one adds no line.
func TestSummaryNamesTheTopRejectsRemedy(t *testing.T) {
	r := &dataset.Reject{ID: "chat.txt:1", Location: "chat.txt:1", Rule: "verbalize/symbol", Reason: "cannot verbalize symbol"}
	p := Published{RunResult: transforms.RunResult{Dir: "out/text/v", FirstReject: r, Accounting: dataset.Accounting{Read: 10, Written: 7, Rejected: 3,
		RejectedByReason: map[string]int64{"verbalize/symbol": 2, "parse/empty_text": 1}}}}
	want := "itnprep: most rejects are verbalize/symbol (2): " + prepRefusalHints("text")["verbalize/symbol"] + "\n"
	if s := p.Summary(); !strings.Contains(s, want) || !strings.Contains(s, "--clean transcript") {
		t.Errorf("summary %q, want the line %q", s, want)
	}
	p.Accounting.RejectedByReason = map[string]int64{"parse/empty_text": 3}
	if s := p.Summary(); strings.Contains(s, "most rejects are") {
		t.Errorf("a rule without a remedy: summary %q", s)
	}
}

// TestSummaryPublishedMeanwhile: a run whose version another run of the
// same settings published while it was publishing (runs started at once)
// says so, not "published" (three such runs all did) nor "kept as it
// was" (its files were moved in beside the other's).
func TestSummaryPublishedMeanwhile(t *testing.T) {
	p := Published{RunResult: transforms.RunResult{Dir: "out/gtn/v", Accounting: dataset.Accounting{Read: 2, Written: 2, Rows: 2},
		PublishedBefore: "2026-11-30T21:00:00Z", PublishedMeanwhile: true}}
	s := p.Summary()
	want := "itnprep: published out/gtn/v already, by another run of the same inputs and settings (created 2026-11-30T21:00:00Z) that was publishing it at the same time and wrote its manifest first: this run's files were the same bytes; its manifest and card kept\n"
	if !strings.Contains(s, want) || strings.Contains(s, "itnprep: published out/gtn/v\n") {
		t.Errorf("summary %q, want %q", s, want)
	}
}

// TestSummaryNamesTheSplitsDeriveEmptied: a derive whose rejects emptied
// a split of its parent says so (the README's text sample: derive tagger
// rejected all 4 validation rows and said only "622 rows: test 6, train
// 616"; export nemo-tagger's warning was the first word of it); a split
// the parent did not have, and a prep, add no line.
func TestSummaryNamesTheSplitsDeriveEmptied(t *testing.T) {
	a := dataset.Accounting{Read: 634, Written: 622, Rejected: 12, Rows: 622, RowsBySplit: map[string]int64{"train": 616, "test": 6}}
	p := Published{RunResult: transforms.RunResult{Dir: "out/text-tagger/v", Accounting: a},
		Parent: &dataset.Accounting{Rows: 634, RowsBySplit: map[string]int64{"train": 623, "validation": 4, "test": 7}}}
	want := "itnprep: derive rejected every row of the parent's validation split (4 rows): the version has no such split (itnprep versions head out/text-tagger/v --rejects says why)\n"
	if s := p.Summary(); !strings.Contains(s, want) {
		t.Errorf("summary %q, want %q", s, want)
	}
	p.Parent.RowsBySplit = map[string]int64{"train": 623, "test": 7}
	if s := p.Summary(); strings.Contains(s, "derive rejected every row") {
		t.Errorf("parent without validation: summary %q", s)
	}
	p.Parent = nil
	if s := p.Summary(); strings.Contains(s, "derive rejected every row") {
		t.Errorf("prep: summary %q", s)
	}
}

// TestSummaryFirstRejectPassesOverSelections: a run whose rejects include
// a selection's (WikiText headings, --itn-only) names the first reject a
// stage could not use (transforms' firstReject) and says how many were
// set aside before it; a run of a selection's rejects alone names one as
// before (qa72).
func TestSummaryFirstRejectPassesOverSelections(t *testing.T) {
	r := &dataset.Reject{ID: "w.raw:9", Location: "w.raw:9", Rule: "parse/wikitext_unk", Reason: "w.raw:9: <unk>"}
	a := dataset.Accounting{Read: 10, Written: 6, Rejected: 4, RejectedByReason: map[string]int64{"select/wikitext_heading": 3, "parse/wikitext_unk": 1}}
	p := Published{RunResult: transforms.RunResult{Dir: "out/text/v", Accounting: a, FirstReject: r}}
	want := "--rejects (by id); first in the input that no selection set aside (3 were: select/wikitext_heading 3): w.raw:9: parse/wikitext_unk: <unk>\n"
	if s := p.Summary(); !strings.Contains(s, want) {
		t.Errorf("summary %q, want %q", s, want)
	}
	p.FirstReject = &dataset.Reject{ID: "w.raw:1", Location: "w.raw:1", Rule: "select/wikitext_heading", Reason: "w.raw:1: a WikiText heading"}
	p.Accounting.RejectedByReason = map[string]int64{"select/wikitext_heading": 4}
	if s := p.Summary(); !strings.Contains(s, "--rejects (by id); first in the input: w.raw:1: select/wikitext_heading: a WikiText heading\n") {
		t.Errorf("headings only: summary %q", s)
	}
}
