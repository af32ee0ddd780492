package pipelines

import (
	"strings"
	"testing"

	"github.com/itnprep/itnprep/dataset"
	"github.com/itnprep/itnprep/transforms"
)

// TestSummaryFirstRejectSaysAmongHowMany: a first reject chosen among a
// part of the rejects (the finalizer reads each reject shard's head) is
// said to be the first of those, not of the input: a table whose every
// row was bad was named at its line 10, its line 2 sorting after every
// "t.tsv:1..." id, under "first in the input".
func TestSummaryFirstRejectSaysAmongHowMany(t *testing.T) {
	r := &dataset.Reject{ID: "t.tsv:10", Location: "t.tsv:10", Rule: "parse/bad_columns", Reason: "t.tsv:10: bad"}
	p := Published{RunResult: transforms.RunResult{Dir: "out/text/v", Accounting: dataset.Accounting{Read: 30001, Written: 1, Rejected: 30000}, FirstReject: r}}
	if s := p.Summary(); !strings.Contains(s, "--rejects (by id); first in the input: t.tsv:10: parse/bad_columns: bad\n") {
		t.Errorf("every reject read: %q", s)
	}
	p.FirstRejectAmong = 10000
	if s := p.Summary(); !strings.Contains(s, "--rejects (by id); first in the input of the 10000 of 30000 looked at: t.tsv:10: parse/bad_columns: bad\n") {
		t.Errorf("10000 of the rejects read: %q", s)
	}
}
